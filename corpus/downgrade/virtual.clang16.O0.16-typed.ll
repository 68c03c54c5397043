source_filename = "virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Circle = type { %struct.Shape, double }
%struct.Shape = type { i32 (...)** }
%struct.Square = type { %struct.Shape, double }
%struct.Labeled = type { %struct.Square, %struct.Printable, i8* }
%struct.Printable = type { i32 (...)** }
%"class.std::type_info" = type { i32 (...)**, i8* }

$_ZN6CircleC2Ed = comdat any
$_ZN6SquareC2Ed = comdat any
$_ZN7LabeledC2EdPKc = comdat any
$_ZNKSt9type_infoeqERKS_ = comdat any
$_ZN7LabeledD2Ev = comdat any
$_ZN6SquareD2Ev = comdat any
$_ZN6CircleD2Ev = comdat any
$_ZN5ShapeC2Ev = comdat any
$_ZN6CircleD0Ev = comdat any
$_ZNK6Circle4areaEv = comdat any
$_ZNK6Circle4nameEv = comdat any
$_ZN5ShapeD2Ev = comdat any
$_ZN5ShapeD0Ev = comdat any
$_ZNK5Shape4nameEv = comdat any
$_ZN6SquareD0Ev = comdat any
$_ZNK6Square4areaEv = comdat any
$_ZN9PrintableC2Ev = comdat any
$_ZN7LabeledD0Ev = comdat any
$_ZNK7Labeled4nameEv = comdat any
$_ZNK7Labeled5printEv = comdat any
$_ZThn16_N7LabeledD1Ev = comdat any
$_ZThn16_N7LabeledD0Ev = comdat any
$_ZThn16_NK7Labeled5printEv = comdat any
$_ZN9PrintableD2Ev = comdat any
$_ZN9PrintableD0Ev = comdat any
$_ZNKSt9type_info4nameEv = comdat any
$_ZTS5Shape = comdat any
$_ZTI5Shape = comdat any
$_ZTS9Printable = comdat any
$_ZTI9Printable = comdat any
$_ZTS6Circle = comdat any
$_ZTI6Circle = comdat any
$_ZTV6Circle = comdat any
$_ZTV5Shape = comdat any
$_ZTV6Square = comdat any
$_ZTS6Square = comdat any
$_ZTI6Square = comdat any
$_ZTV7Labeled = comdat any
$_ZTS7Labeled = comdat any
$_ZTI7Labeled = comdat any
$_ZTV9Printable = comdat any

@.str = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"total=%.4f\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i64 0, i64 0) }, comdat, align 8
@_ZTS9Printable = linkonce_odr dso_local constant [11 x i8] c"9Printable\00", comdat, align 1
@_ZTI9Printable = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTS9Printable, i64 0, i64 0) }, comdat, align 8
@.str.2 = private unnamed_addr constant [27 x i8] c"%s circle=%d printable=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i64 0, i64 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@.str.3 = private unnamed_addr constant [11 x i8] c"heap=%.4f\0A\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*), i8* bitcast (i8* (%struct.Circle*)* @_ZNK6Circle4nameEv to i8*)] }, comdat, align 8
@_ZTV5Shape = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, comdat, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i64 0, i64 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV7Labeled = linkonce_odr dso_local unnamed_addr constant { [7 x i8*], [5 x i8*] } { [7 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Labeled to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZN7LabeledD2Ev to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZN7LabeledD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*), i8* bitcast (i8* (%struct.Labeled*)* @_ZNK7Labeled4nameEv to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZNK7Labeled5printEv to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Labeled to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZThn16_N7LabeledD1Ev to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZThn16_N7LabeledD0Ev to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZThn16_NK7Labeled5printEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS7Labeled = linkonce_odr dso_local constant [9 x i8] c"7Labeled\00", comdat, align 1
@_ZTI7Labeled = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Labeled, i64 0, i64 0), i32 0, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI9Printable to i8*), i64 4098 }, comdat, align 8
@_ZTV9Printable = linkonce_odr dso_local unnamed_addr constant { [5 x i8*] } { [5 x i8*] [i8* null, i8* bitcast ({ i8*, i8* }* @_ZTI9Printable to i8*), i8* bitcast (void (%struct.Printable*)* @_ZN9PrintableD2Ev to i8*), i8* bitcast (void (%struct.Printable*)* @_ZN9PrintableD0Ev to i8*), i8* bitcast (void ()* @__cxa_pure_virtual to i8*)] }, comdat, align 8
@.str.6 = private unnamed_addr constant [8 x i8] c"labeled\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"[%s %.1f]\0A\00", align 1

define dso_local noundef double @_Z5totalPKP5Shapei(%struct.Shape** noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.Shape**, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store %struct.Shape** %0, %struct.Shape*** %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %28

11:
  %12 = load %struct.Shape**, %struct.Shape*** %3, align 8
  %13 = bitcast %struct.Shape** %12 to double (i8*)****
  %14 = load i32, i32* %6, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds double (i8*)***, double (i8*)**** %13, i64 %15
  %17 = load double (i8*)***, double (i8*)**** %16, align 8
  %18 = load double (i8*)**, double (i8*)*** %17, align 8
  %19 = bitcast double (i8*)** %18 to double (double (i8*)***)**
  %20 = getelementptr inbounds double (double (i8*)***)*, double (double (i8*)***)** %19, i64 2
  %21 = load double (double (i8*)***)*, double (double (i8*)***)** %20, align 8
  %22 = call noundef double %21(double (i8*)*** noundef nonnull align 8 dereferenceable(8) %17)
  %23 = load double, double* %5, align 8
  %24 = fadd double %23, %22
  store double %24, double* %5, align 8
  br label %25

25:
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %7, !llvm.loop !6

28:
  %29 = load double, double* %5, align 8
  ret double %29
}

define dso_local noundef i32 @main() #1 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Circle, align 8
  %3 = bitcast %struct.Circle* %2 to %struct.Shape*
  %4 = alloca %struct.Square, align 8
  %5 = bitcast %struct.Square* %4 to %struct.Shape*
  %6 = alloca i8*, align 8
  %7 = alloca i32, align 4
  %8 = alloca %struct.Labeled, align 8
  %9 = bitcast %struct.Labeled* %8 to %struct.Shape*
  %10 = alloca [3 x %struct.Shape*], align 16
  %11 = alloca [3 x %struct.Shape*]*, align 8
  %12 = alloca %struct.Shape**, align 8
  %13 = alloca %struct.Shape**, align 8
  %14 = alloca %struct.Shape*, align 8
  %15 = alloca %struct.Printable*, align 8
  %16 = alloca %struct.Circle*, align 8
  store i32 0, i32* %1, align 4
  call void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %2, double noundef 1.000000e+00)
  invoke void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %4, double noundef 2.000000e+00)
          to label %17 unwind label %45

17:
  invoke void @_ZN7LabeledC2EdPKc(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %8, double noundef 3.000000e+00, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0))
          to label %18 unwind label %49

18:
  %19 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %10, i64 0, i64 0
  store %struct.Shape* %3, %struct.Shape** %19, align 8
  %20 = getelementptr inbounds %struct.Shape*, %struct.Shape** %19, i64 1
  store %struct.Shape* %5, %struct.Shape** %20, align 8
  %21 = getelementptr inbounds %struct.Shape*, %struct.Shape** %20, i64 1
  store %struct.Shape* %9, %struct.Shape** %21, align 8
  %22 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %10, i64 0, i64 0
  %23 = invoke noundef double @_Z5totalPKP5Shapei(%struct.Shape** noundef %22, i32 noundef 3)
          to label %24 unwind label %53

24:
  %25 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef %23)
          to label %26 unwind label %53

26:
  store [3 x %struct.Shape*]* %10, [3 x %struct.Shape*]** %11, align 8
  %27 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %11, align 8
  %28 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %27, i64 0, i64 0
  store %struct.Shape** %28, %struct.Shape*** %12, align 8
  %29 = load [3 x %struct.Shape*]*, [3 x %struct.Shape*]** %11, align 8
  %30 = getelementptr inbounds [3 x %struct.Shape*], [3 x %struct.Shape*]* %29, i64 0, i64 0
  %31 = getelementptr inbounds %struct.Shape*, %struct.Shape** %30, i64 3
  store %struct.Shape** %31, %struct.Shape*** %13, align 8
  br label %32

32:
  %33 = load %struct.Shape**, %struct.Shape*** %12, align 8
  %34 = load %struct.Shape**, %struct.Shape*** %13, align 8
  %35 = icmp ne %struct.Shape** %33, %34
  br i1 %35, label %36, label %96

36:
  %37 = load %struct.Shape**, %struct.Shape*** %12, align 8
  %38 = load %struct.Shape*, %struct.Shape** %37, align 8
  store %struct.Shape* %38, %struct.Shape** %14, align 8
  %39 = load %struct.Shape*, %struct.Shape** %14, align 8
  %40 = bitcast %struct.Shape* %39 to i8*
  %41 = icmp eq %struct.Shape* %39, null
  br i1 %41, label %57, label %42

42:
  %43 = call i8* @__dynamic_cast(i8* %40, i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* bitcast ({ i8*, i8* }* @_ZTI9Printable to i8*), i64 -2) #2
  %44 = bitcast i8* %43 to %struct.Printable*
  br label %58

45:
  %46 = landingpad { i8*, i32 }
          cleanup
  %47 = extractvalue { i8*, i32 } %46, 0
  store i8* %47, i8** %6, align 8
  %48 = extractvalue { i8*, i32 } %46, 1
  store i32 %48, i32* %7, align 4
  br label %126

49:
  %50 = landingpad { i8*, i32 }
          cleanup
  %51 = extractvalue { i8*, i32 } %50, 0
  store i8* %51, i8** %6, align 8
  %52 = extractvalue { i8*, i32 } %50, 1
  store i32 %52, i32* %7, align 4
  br label %125

53:
  %54 = landingpad { i8*, i32 }
          cleanup
  %55 = extractvalue { i8*, i32 } %54, 0
  store i8* %55, i8** %6, align 8
  %56 = extractvalue { i8*, i32 } %54, 1
  store i32 %56, i32* %7, align 4
  br label %124

57:
  br label %58

58:
  %59 = phi %struct.Printable* [ %44, %42 ], [ null, %57 ]
  store %struct.Printable* %59, %struct.Printable** %15, align 8
  %60 = load %struct.Shape*, %struct.Shape** %14, align 8
  %61 = bitcast %struct.Shape* %60 to i8* (%struct.Shape*)***
  %62 = load i8* (%struct.Shape*)**, i8* (%struct.Shape*)*** %61, align 8
  %63 = getelementptr inbounds i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %62, i64 3
  %64 = load i8* (%struct.Shape*)*, i8* (%struct.Shape*)** %63, align 8
  %65 = invoke noundef i8* %64(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %60)
          to label %66 unwind label %53

66:
  %67 = load %struct.Shape*, %struct.Shape** %14, align 8
  %68 = bitcast %struct.Shape* %67 to %"class.std::type_info"***
  %69 = icmp eq %struct.Shape* %67, null
  br i1 %69, label %70, label %72

70:
  invoke void @__cxa_bad_typeid() #3
          to label %71 unwind label %53

71:
  unreachable

72:
  %73 = load %"class.std::type_info"**, %"class.std::type_info"*** %68, align 8
  %74 = getelementptr inbounds %"class.std::type_info"*, %"class.std::type_info"** %73, i64 -1
  %75 = load %"class.std::type_info"*, %"class.std::type_info"** %74, align 8
  %76 = call noundef zeroext i1 @_ZNKSt9type_infoeqERKS_(%"class.std::type_info"* noundef nonnull align 8 dereferenceable(16) %75, %"class.std::type_info"* noundef nonnull align 8 dereferenceable(16) bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to %"class.std::type_info"*)) #2
  %77 = zext i1 %76 to i32
  %78 = load %struct.Printable*, %struct.Printable** %15, align 8
  %79 = icmp ne %struct.Printable* %78, null
  %80 = zext i1 %79 to i32
  %81 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i8* noundef %65, i32 noundef %77, i32 noundef %80)
          to label %82 unwind label %53

82:
  %83 = load %struct.Printable*, %struct.Printable** %15, align 8
  %84 = icmp ne %struct.Printable* %83, null
  br i1 %84, label %85, label %92

85:
  %86 = load %struct.Printable*, %struct.Printable** %15, align 8
  %87 = bitcast %struct.Printable* %86 to void (%struct.Printable*)***
  %88 = load void (%struct.Printable*)**, void (%struct.Printable*)*** %87, align 8
  %89 = getelementptr inbounds void (%struct.Printable*)*, void (%struct.Printable*)** %88, i64 2
  %90 = load void (%struct.Printable*)*, void (%struct.Printable*)** %89, align 8
  invoke void %90(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %86)
          to label %91 unwind label %53

91:
  br label %92

92:
  br label %93

93:
  %94 = load %struct.Shape**, %struct.Shape*** %12, align 8
  %95 = getelementptr inbounds %struct.Shape*, %struct.Shape** %94, i32 1
  store %struct.Shape** %95, %struct.Shape*** %12, align 8
  br label %32

96:
  %97 = invoke noalias noundef nonnull i8* @_Znwm(i64 noundef 16) #4
          to label %98 unwind label %53

98:
  %99 = bitcast i8* %97 to %struct.Circle*
  invoke void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %99, double noundef 5.000000e-01)
          to label %100 unwind label %120

100:
  %101 = bitcast i8* %97 to %struct.Circle*
  store %struct.Circle* %101, %struct.Circle** %16, align 8
  %102 = load %struct.Circle*, %struct.Circle** %16, align 8
  %103 = bitcast %struct.Circle* %102 to double (%struct.Circle*)***
  %104 = load double (%struct.Circle*)**, double (%struct.Circle*)*** %103, align 8
  %105 = getelementptr inbounds double (%struct.Circle*)*, double (%struct.Circle*)** %104, i64 2
  %106 = load double (%struct.Circle*)*, double (%struct.Circle*)** %105, align 8
  %107 = invoke noundef double %106(%struct.Circle* noundef nonnull align 8 dereferenceable(8) %102)
          to label %108 unwind label %53

108:
  %109 = invoke i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), double noundef %107)
          to label %110 unwind label %53

110:
  %111 = load %struct.Circle*, %struct.Circle** %16, align 8
  %112 = bitcast %struct.Circle* %111 to void (%struct.Circle*)***
  %113 = icmp eq %struct.Circle* %111, null
  br i1 %113, label %118, label %114

114:
  %115 = load void (%struct.Circle*)**, void (%struct.Circle*)*** %112, align 8
  %116 = getelementptr inbounds void (%struct.Circle*)*, void (%struct.Circle*)** %115, i64 1
  %117 = load void (%struct.Circle*)*, void (%struct.Circle*)** %116, align 8
  call void %117(%struct.Circle* noundef nonnull align 8 dereferenceable(8) %111) #2
  br label %118

118:
  store i32 0, i32* %1, align 4
  call void @_ZN7LabeledD2Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %8) #2
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %4) #2
  call void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %2) #2
  %119 = load i32, i32* %1, align 4
  ret i32 %119

120:
  %121 = landingpad { i8*, i32 }
          cleanup
  %122 = extractvalue { i8*, i32 } %121, 0
  store i8* %122, i8** %6, align 8
  %123 = extractvalue { i8*, i32 } %121, 1
  store i32 %123, i32* %7, align 4
  call void @_ZdlPv(i8* noundef %97) #5
  br label %124

124:
  call void @_ZN7LabeledD2Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %8) #2
  br label %125

125:
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %4) #2
  br label %126

126:
  call void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %2) #2
  br label %127

127:
  %128 = load i8*, i8** %6, align 8
  %129 = load i32, i32* %7, align 4
  %130 = insertvalue { i8*, i32 } poison, i8* %128, 0
  %131 = insertvalue { i8*, i32 } %130, i32 %129, 1
  resume { i8*, i32 } %131
}

define linkonce_odr dso_local void @_ZN6CircleC2Ed(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Circle*, align 8
  %4 = alloca double, align 8
  store %struct.Circle* %0, %struct.Circle** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %struct.Circle*, %struct.Circle** %3, align 8
  %6 = bitcast %struct.Circle* %5 to i8***
  %7 = bitcast %struct.Circle* %5 to %struct.Shape*
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %7) #2
  store i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Circle, i32 0, inrange i32 0, i32 2), i8*** %6, align 8
  %8 = getelementptr inbounds %struct.Circle, %struct.Circle* %5, i32 0, i32 1
  %9 = load double, double* %4, align 8
  store double %9, double* %8, align 8
  ret void
}

define linkonce_odr dso_local void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0, double noundef %1) unnamed_addr #6 comdat align 2 {
  %3 = alloca %struct.Square*, align 8
  %4 = alloca double, align 8
  store %struct.Square* %0, %struct.Square** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %struct.Square*, %struct.Square** %3, align 8
  %6 = bitcast %struct.Square* %5 to i8***
  %7 = bitcast %struct.Square* %5 to %struct.Shape*
  call void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %7) #2
  store i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i32 0, inrange i32 0, i32 2), i8*** %6, align 8
  %8 = getelementptr inbounds %struct.Square, %struct.Square* %5, i32 0, i32 1
  %9 = load double, double* %4, align 8
  store double %9, double* %8, align 8
  ret void
}

declare i32 @__gxx_personality_v0(...)

define linkonce_odr dso_local void @_ZN7LabeledC2EdPKc(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0, double noundef %1, i8* noundef %2) unnamed_addr #6 comdat align 2 {
  %4 = alloca %struct.Labeled*, align 8
  %5 = bitcast %struct.Labeled** %4 to %struct.Square**
  %6 = alloca double, align 8
  %7 = alloca i8*, align 8
  store %struct.Labeled* %0, %struct.Labeled** %4, align 8
  store double %1, double* %6, align 8
  store i8* %2, i8** %7, align 8
  %8 = load %struct.Square*, %struct.Square** %5, align 8
  %9 = bitcast %struct.Square* %8 to %struct.Labeled*
  %10 = bitcast %struct.Square* %8 to i8***
  %11 = bitcast %struct.Square* %8 to i8*
  %12 = load double, double* %6, align 8
  call void @_ZN6SquareC2Ed(%struct.Square* noundef nonnull align 8 dereferenceable(16) %8, double noundef %12)
  %13 = getelementptr inbounds i8, i8* %11, i64 16
  %14 = bitcast i8* %13 to %struct.Printable*
  call void @_ZN9PrintableC2Ev(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %14) #2
  store i8** getelementptr inbounds ({ [7 x i8*], [5 x i8*] }, { [7 x i8*], [5 x i8*] }* @_ZTV7Labeled, i32 0, inrange i32 0, i32 2), i8*** %10, align 8
  %15 = getelementptr inbounds i8, i8* %11, i64 16
  %16 = bitcast i8* %15 to i8***
  store i8** getelementptr inbounds ({ [7 x i8*], [5 x i8*] }, { [7 x i8*], [5 x i8*] }* @_ZTV7Labeled, i32 0, inrange i32 1, i32 2), i8*** %16, align 8
  %17 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %9, i32 0, i32 2
  %18 = load i8*, i8** %7, align 8
  store i8* %18, i8** %17, align 8
  ret void
}

declare i32 @printf(i8* noundef, ...) #7

declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) #8

declare void @__cxa_bad_typeid()

define linkonce_odr dso_local noundef zeroext i1 @_ZNKSt9type_infoeqERKS_(%"class.std::type_info"* noundef nonnull align 8 dereferenceable(16) %0, %"class.std::type_info"* noundef nonnull align 8 dereferenceable(16) %1) #9 comdat align 2 {
  %3 = alloca i1, align 1
  %4 = alloca %"class.std::type_info"*, align 8
  %5 = alloca %"class.std::type_info"*, align 8
  store %"class.std::type_info"* %0, %"class.std::type_info"** %4, align 8
  store %"class.std::type_info"* %1, %"class.std::type_info"** %5, align 8
  %6 = load %"class.std::type_info"*, %"class.std::type_info"** %4, align 8
  %7 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %6, i32 0, i32 1
  %8 = load i8*, i8** %7, align 8
  %9 = load %"class.std::type_info"*, %"class.std::type_info"** %5, align 8
  %10 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %9, i32 0, i32 1
  %11 = load i8*, i8** %10, align 8
  %12 = icmp eq i8* %8, %11
  br i1 %12, label %13, label %14

13:
  store i1 true, i1* %3, align 1
  br label %30

14:
  %15 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %6, i32 0, i32 1
  %16 = load i8*, i8** %15, align 8
  %17 = getelementptr inbounds i8, i8* %16, i64 0
  %18 = load i8, i8* %17, align 1
  %19 = sext i8 %18 to i32
  %20 = icmp ne i32 %19, 42
  br i1 %20, label %21, label %28

21:
  %22 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %6, i32 0, i32 1
  %23 = load i8*, i8** %22, align 8
  %24 = load %"class.std::type_info"*, %"class.std::type_info"** %5, align 8
  %25 = call noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 8 dereferenceable(16) %24) #2
  %26 = call i32 @strcmp(i8* noundef %23, i8* noundef %25) #2
  %27 = icmp eq i32 %26, 0
  br label %28

28:
  %29 = phi i1 [ false, %14 ], [ %27, %21 ]
  store i1 %29, i1* %3, align 1
  br label %30

30:
  %31 = load i1, i1* %3, align 1
  ret i1 %31
}

declare noundef nonnull i8* @_Znwm(i64 noundef) #10

declare void @_ZdlPv(i8* noundef) #11

define linkonce_odr dso_local void @_ZN7LabeledD2Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Labeled*, align 8
  %3 = bitcast %struct.Labeled** %2 to %struct.Square**
  store %struct.Labeled* %0, %struct.Labeled** %2, align 8
  %4 = load %struct.Square*, %struct.Square** %3, align 8
  %5 = bitcast %struct.Square* %4 to i8*
  %6 = getelementptr inbounds i8, i8* %5, i64 16
  %7 = bitcast i8* %6 to %struct.Printable*
  call void @_ZN9PrintableD2Ev(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %7) #2
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %4) #2
  ret void
}

define linkonce_odr dso_local void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to %struct.Shape*
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #2
  ret void
}

define linkonce_odr dso_local void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = bitcast %struct.Circle* %3 to %struct.Shape*
  call void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %4) #2
  ret void
}

define linkonce_odr dso_local void @_ZN5ShapeC2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  %4 = bitcast %struct.Shape* %3 to i8***
  store i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV5Shape, i32 0, inrange i32 0, i32 2), i8*** %4, align 8
  ret void
}

define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = bitcast %struct.Circle* %3 to i8*
  call void @_ZN6CircleD2Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %3) #2
  call void @_ZdlPv(i8* noundef %4) #5
  ret void
}

define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  %4 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = fmul double 0x400921FB54442D18, %5
  %7 = getelementptr inbounds %struct.Circle, %struct.Circle* %3, i32 0, i32 1
  %8 = load double, double* %7, align 8
  %9 = fmul double %6, %8
  ret double %9
}

define linkonce_odr dso_local noundef i8* @_ZNK6Circle4nameEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Circle*, align 8
  store %struct.Circle* %0, %struct.Circle** %2, align 8
  %3 = load %struct.Circle*, %struct.Circle** %2, align 8
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0)
}

define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret void
}

define linkonce_odr dso_local void @_ZN5ShapeD0Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  call void @llvm.trap() #12
  unreachable
}

declare void @__cxa_pure_virtual() unnamed_addr

define linkonce_odr dso_local noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Shape*, align 8
  store %struct.Shape* %0, %struct.Shape** %2, align 8
  %3 = load %struct.Shape*, %struct.Shape** %2, align 8
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0)
}

declare void @llvm.trap() #13

define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = bitcast %struct.Square* %3 to i8*
  call void @_ZN6SquareD2Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %3) #2
  call void @_ZdlPv(i8* noundef %4) #5
  ret void
}

define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Square*, align 8
  store %struct.Square* %0, %struct.Square** %2, align 8
  %3 = load %struct.Square*, %struct.Square** %2, align 8
  %4 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %5 = load double, double* %4, align 8
  %6 = getelementptr inbounds %struct.Square, %struct.Square* %3, i32 0, i32 1
  %7 = load double, double* %6, align 8
  %8 = fmul double %5, %7
  ret double %8
}

define linkonce_odr dso_local void @_ZN9PrintableC2Ev(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Printable*, align 8
  store %struct.Printable* %0, %struct.Printable** %2, align 8
  %3 = load %struct.Printable*, %struct.Printable** %2, align 8
  %4 = bitcast %struct.Printable* %3 to i8***
  store i8** getelementptr inbounds ({ [5 x i8*] }, { [5 x i8*] }* @_ZTV9Printable, i32 0, inrange i32 0, i32 2), i8*** %4, align 8
  ret void
}

define linkonce_odr dso_local void @_ZN7LabeledD0Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Labeled*, align 8
  store %struct.Labeled* %0, %struct.Labeled** %2, align 8
  %3 = load %struct.Labeled*, %struct.Labeled** %2, align 8
  %4 = bitcast %struct.Labeled* %3 to i8*
  call void @_ZN7LabeledD2Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %3) #2
  call void @_ZdlPv(i8* noundef %4) #5
  ret void
}

define linkonce_odr dso_local noundef i8* @_ZNK7Labeled4nameEv(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #9 comdat align 2 {
  %2 = alloca %struct.Labeled*, align 8
  store %struct.Labeled* %0, %struct.Labeled** %2, align 8
  %3 = load %struct.Labeled*, %struct.Labeled** %2, align 8
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0)
}

define linkonce_odr dso_local void @_ZNK7Labeled5printEv(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 {
  %2 = alloca %struct.Labeled*, align 8
  store %struct.Labeled* %0, %struct.Labeled** %2, align 8
  %3 = load %struct.Labeled*, %struct.Labeled** %2, align 8
  %4 = bitcast %struct.Labeled* %3 to double (%struct.Labeled*)***
  %5 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %3, i32 0, i32 2
  %6 = load i8*, i8** %5, align 8
  %7 = load double (%struct.Labeled*)**, double (%struct.Labeled*)*** %4, align 8
  %8 = getelementptr inbounds double (%struct.Labeled*)*, double (%struct.Labeled*)** %7, i64 2
  %9 = load double (%struct.Labeled*)*, double (%struct.Labeled*)** %8, align 8
  %10 = call noundef double %9(%struct.Labeled* noundef nonnull align 8 dereferenceable(16) %3)
  %11 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i8* noundef %6, double noundef %10)
  ret void
}

define linkonce_odr dso_local void @_ZThn16_N7LabeledD1Ev(%struct.Labeled* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Labeled*, align 8
  store %struct.Labeled* %0, %struct.Labeled** %2, align 8
  %3 = load %struct.Labeled*, %struct.Labeled** %2, align 8
  %4 = bitcast %struct.Labeled* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Labeled*
  tail call void @_ZN7LabeledD2Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %6) #2
  ret void
}

define linkonce_odr dso_local void @_ZThn16_N7LabeledD0Ev(%struct.Labeled* noundef %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Labeled*, align 8
  store %struct.Labeled* %0, %struct.Labeled** %2, align 8
  %3 = load %struct.Labeled*, %struct.Labeled** %2, align 8
  %4 = bitcast %struct.Labeled* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Labeled*
  tail call void @_ZN7LabeledD0Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %6) #2
  ret void
}

define linkonce_odr dso_local void @_ZThn16_NK7Labeled5printEv(%struct.Labeled* noundef %0) unnamed_addr #14 comdat align 2 {
  %2 = alloca %struct.Labeled*, align 8
  store %struct.Labeled* %0, %struct.Labeled** %2, align 8
  %3 = load %struct.Labeled*, %struct.Labeled** %2, align 8
  %4 = bitcast %struct.Labeled* %3 to i8*
  %5 = getelementptr inbounds i8, i8* %4, i64 -16
  %6 = bitcast i8* %5 to %struct.Labeled*
  tail call void @_ZNK7Labeled5printEv(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %6)
  ret void
}

define linkonce_odr dso_local void @_ZN9PrintableD2Ev(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Printable*, align 8
  store %struct.Printable* %0, %struct.Printable** %2, align 8
  %3 = load %struct.Printable*, %struct.Printable** %2, align 8
  ret void
}

define linkonce_odr dso_local void @_ZN9PrintableD0Ev(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #6 comdat align 2 {
  %2 = alloca %struct.Printable*, align 8
  store %struct.Printable* %0, %struct.Printable** %2, align 8
  %3 = load %struct.Printable*, %struct.Printable** %2, align 8
  call void @llvm.trap() #12
  unreachable
}

declare i32 @strcmp(i8* noundef, i8* noundef) #15

define linkonce_odr dso_local noundef i8* @_ZNKSt9type_info4nameEv(%"class.std::type_info"* noundef nonnull align 8 dereferenceable(16) %0) #9 comdat align 2 {
  %2 = alloca %"class.std::type_info"*, align 8
  store %"class.std::type_info"* %0, %"class.std::type_info"** %2, align 8
  %3 = load %"class.std::type_info"*, %"class.std::type_info"** %2, align 8
  %4 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %5 = load i8*, i8** %4, align 8
  %6 = getelementptr inbounds i8, i8* %5, i64 0
  %7 = load i8, i8* %6, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %14

10:
  %11 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %12 = load i8*, i8** %11, align 8
  %13 = getelementptr inbounds i8, i8* %12, i64 1
  br label %17

14:
  %15 = getelementptr inbounds %"class.std::type_info", %"class.std::type_info"* %3, i32 0, i32 1
  %16 = load i8*, i8** %15, align 8
  br label %17

17:
  %18 = phi i8* [ %13, %10 ], [ %16, %14 ]
  ret i8* %18
}

attributes #0 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }
attributes #3 = { noreturn }
attributes #4 = { builtin allocsize(0) }
attributes #5 = { builtin nounwind }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind memory(read) }
attributes #9 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { noreturn nounwind }
attributes #13 = { cold noreturn nounwind }
attributes #14 = { noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #15 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
