source_filename = "virtual.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape = type { i32 (...)** }
%struct.Circle = type { %struct.Shape, double }
%struct.Square = type { %struct.Shape, double }
%struct.Labeled = type { %struct.Square, %struct.Printable, i8* }
%struct.Printable = type { i32 (...)** }

$_ZN7LabeledD2Ev = comdat any
$_ZN5ShapeD2Ev = comdat any
$_ZN6CircleD0Ev = comdat any
$_ZNK6Circle4areaEv = comdat any
$_ZNK6Circle4nameEv = comdat any
$_ZNK5Shape4nameEv = comdat any
$_ZN6SquareD0Ev = comdat any
$_ZNK6Square4areaEv = comdat any
$_ZN7LabeledD0Ev = comdat any
$_ZNK7Labeled4nameEv = comdat any
$_ZNK7Labeled5printEv = comdat any
$_ZThn16_N7LabeledD1Ev = comdat any
$_ZThn16_N7LabeledD0Ev = comdat any
$_ZThn16_NK7Labeled5printEv = comdat any
$_ZTS5Shape = comdat any
$_ZTI5Shape = comdat any
$_ZTS9Printable = comdat any
$_ZTI9Printable = comdat any
$_ZTS6Circle = comdat any
$_ZTI6Circle = comdat any
$_ZTV6Circle = comdat any
$_ZTV6Square = comdat any
$_ZTS6Square = comdat any
$_ZTI6Square = comdat any
$_ZTV7Labeled = comdat any
$_ZTS7Labeled = comdat any
$_ZTI7Labeled = comdat any

@.str = private unnamed_addr constant [2 x i8] c"L\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"total=%.4f\0A\00", align 1
@_ZTVN10__cxxabiv117__class_type_infoE = external global i8*
@_ZTS5Shape = linkonce_odr dso_local constant [7 x i8] c"5Shape\00", comdat, align 1
@_ZTI5Shape = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([7 x i8], [7 x i8]* @_ZTS5Shape, i32 0, i32 0) }, comdat, align 8
@_ZTS9Printable = linkonce_odr dso_local constant [11 x i8] c"9Printable\00", comdat, align 1
@_ZTI9Printable = linkonce_odr dso_local constant { i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv117__class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([11 x i8], [11 x i8]* @_ZTS9Printable, i32 0, i32 0) }, comdat, align 8
@.str.2 = private unnamed_addr constant [27 x i8] c"%s circle=%d printable=%d\0A\00", align 1
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global i8*
@_ZTS6Circle = linkonce_odr dso_local constant [8 x i8] c"6Circle\00", comdat, align 1
@_ZTI6Circle = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Circle, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@.str.3 = private unnamed_addr constant [11 x i8] c"heap=%.4f\0A\00", align 1
@_ZTV6Circle = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Circle to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Circle*)* @_ZN6CircleD0Ev to i8*), i8* bitcast (double (%struct.Circle*)* @_ZNK6Circle4areaEv to i8*), i8* bitcast (i8* (%struct.Circle*)* @_ZNK6Circle4nameEv to i8*)] }, comdat, align 8
@.str.4 = private unnamed_addr constant [6 x i8] c"shape\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"circle\00", align 1
@_ZTV6Square = linkonce_odr dso_local unnamed_addr constant { [6 x i8*] } { [6 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i8* bitcast (void (%struct.Shape*)* @_ZN5ShapeD2Ev to i8*), i8* bitcast (void (%struct.Square*)* @_ZN6SquareD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*), i8* bitcast (i8* (%struct.Shape*)* @_ZNK5Shape4nameEv to i8*)] }, comdat, align 8
@_ZTS6Square = linkonce_odr dso_local constant [8 x i8] c"6Square\00", comdat, align 1
@_ZTI6Square = linkonce_odr dso_local constant { i8*, i8*, i8* } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([8 x i8], [8 x i8]* @_ZTS6Square, i32 0, i32 0), i8* bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*) }, comdat, align 8
@_ZTV7Labeled = linkonce_odr dso_local unnamed_addr constant { [7 x i8*], [5 x i8*] } { [7 x i8*] [i8* null, i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Labeled to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZN7LabeledD2Ev to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZN7LabeledD0Ev to i8*), i8* bitcast (double (%struct.Square*)* @_ZNK6Square4areaEv to i8*), i8* bitcast (i8* (%struct.Labeled*)* @_ZNK7Labeled4nameEv to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZNK7Labeled5printEv to i8*)], [5 x i8*] [i8* inttoptr (i64 -16 to i8*), i8* bitcast ({ i8*, i8*, i32, i32, i8*, i64, i8*, i64 }* @_ZTI7Labeled to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZThn16_N7LabeledD1Ev to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZThn16_N7LabeledD0Ev to i8*), i8* bitcast (void (%struct.Labeled*)* @_ZThn16_NK7Labeled5printEv to i8*)] }, comdat, align 8
@_ZTVN10__cxxabiv121__vmi_class_type_infoE = external global i8*
@_ZTS7Labeled = linkonce_odr dso_local constant [9 x i8] c"7Labeled\00", comdat, align 1
@_ZTI7Labeled = linkonce_odr dso_local constant { i8*, i8*, i32, i32, i8*, i64, i8*, i64 } { i8* bitcast (i8** getelementptr inbounds (i8*, i8** @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 2) to i8*), i8* getelementptr inbounds ([9 x i8], [9 x i8]* @_ZTS7Labeled, i32 0, i32 0), i32 0, i32 2, i8* bitcast ({ i8*, i8*, i8* }* @_ZTI6Square to i8*), i64 2, i8* bitcast ({ i8*, i8* }* @_ZTI9Printable to i8*), i64 4098 }, comdat, align 8
@.str.6 = private unnamed_addr constant [8 x i8] c"labeled\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"[%s %.1f]\0A\00", align 1

define dso_local noundef double @_Z5totalPKP5Shapei(%struct.Shape** nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:
  %5 = zext i32 %1 to i64
  br label %8

6:
  %7 = phi double [ 0.000000e+00, %2 ], [ %18, %8 ]
  ret double %7

8:
  %9 = phi i64 [ 0, %4 ], [ %19, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %18, %8 ]
  %11 = getelementptr inbounds %struct.Shape*, %struct.Shape** %0, i64 %9
  %12 = load %struct.Shape*, %struct.Shape** %11, align 8, !tbaa !5
  %13 = bitcast %struct.Shape* %12 to double (%struct.Shape*)***
  %14 = load double (%struct.Shape*)**, double (%struct.Shape*)*** %13, align 8, !tbaa !9
  %15 = getelementptr inbounds double (%struct.Shape*)*, double (%struct.Shape*)** %14, i64 2
  %16 = load double (%struct.Shape*)*, double (%struct.Shape*)** %15, align 8
  %17 = tail call noundef double %16(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %12)
  %18 = fadd double %10, %17
  %19 = add nuw nsw i64 %9, 1
  %20 = icmp eq i64 %19, %5
  br i1 %20, label %6, label %8, !llvm.loop !11
}

declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

define dso_local noundef i32 @main() local_unnamed_addr #2 personality i8* bitcast (i32 (...)* @__gxx_personality_v0 to i8*) {
  %1 = alloca %struct.Circle, align 8
  %2 = alloca %struct.Square, align 8
  %3 = alloca %struct.Labeled, align 8
  %4 = bitcast %struct.Circle* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %4) #3
  %5 = getelementptr inbounds %struct.Circle, %struct.Circle* %1, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Circle, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %5, align 8, !tbaa !9
  %6 = getelementptr inbounds %struct.Circle, %struct.Circle* %1, i64 0, i32 1
  store double 1.000000e+00, double* %6, align 8, !tbaa !13
  %7 = bitcast %struct.Square* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 16, i8* nonnull %7) #3
  %8 = getelementptr inbounds %struct.Square, %struct.Square* %2, i64 0, i32 0, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [6 x i8*] }, { [6 x i8*] }* @_ZTV6Square, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %8, align 8, !tbaa !9
  %9 = getelementptr inbounds %struct.Square, %struct.Square* %2, i64 0, i32 1
  store double 2.000000e+00, double* %9, align 8, !tbaa !17
  %10 = bitcast %struct.Labeled* %3 to i8*
  call void @llvm.lifetime.start.p0i8(i64 32, i8* nonnull %10) #3
  %11 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %3, i64 0, i32 0, i32 0, i32 0
  %12 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %3, i64 0, i32 0, i32 1
  store double 3.000000e+00, double* %12, align 8, !tbaa !17
  %13 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %3, i64 0, i32 1, i32 0
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [7 x i8*], [5 x i8*] }, { [7 x i8*], [5 x i8*] }* @_ZTV7Labeled, i64 0, inrange i32 0, i64 2) to i32 (...)**), i32 (...)*** %11, align 8, !tbaa !9
  store i32 (...)** bitcast (i8** getelementptr inbounds ({ [7 x i8*], [5 x i8*] }, { [7 x i8*], [5 x i8*] }* @_ZTV7Labeled, i64 0, inrange i32 1, i64 2) to i32 (...)**), i32 (...)*** %13, align 8, !tbaa !9
  %14 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %3, i64 0, i32 2
  store i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str, i64 0, i64 0), i8** %14, align 8, !tbaa !19
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), double noundef 0x4030243F6A8885A3)
  %16 = call i8* @__dynamic_cast(i8* nonnull %4, i8* nonnull bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* nonnull bitcast ({ i8*, i8* }* @_ZTI9Printable to i8*), i64 -2) #3
  %17 = icmp ne i8* %16, null
  %18 = zext i1 %17 to i32
  %19 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1, i32 noundef %18)
  br i1 %17, label %20, label %26

20:
  %21 = bitcast i8* %16 to %struct.Printable*
  %22 = bitcast i8* %16 to void (%struct.Printable*)***
  %23 = load void (%struct.Printable*)**, void (%struct.Printable*)*** %22, align 8, !tbaa !9
  %24 = getelementptr inbounds void (%struct.Printable*)*, void (%struct.Printable*)** %23, i64 2
  %25 = load void (%struct.Printable*)*, void (%struct.Printable*)** %24, align 8
  call void %25(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %21)
  br label %26

26:
  %27 = call i8* @__dynamic_cast(i8* nonnull %7, i8* nonnull bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* nonnull bitcast ({ i8*, i8* }* @_ZTI9Printable to i8*), i64 -2) #3
  %28 = icmp ne i8* %27, null
  %29 = zext i1 %28 to i32
  %30 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0), i32 noundef 0, i32 noundef %29)
  br i1 %28, label %31, label %37

31:
  %32 = bitcast i8* %27 to %struct.Printable*
  %33 = bitcast i8* %27 to void (%struct.Printable*)***
  %34 = load void (%struct.Printable*)**, void (%struct.Printable*)*** %33, align 8, !tbaa !9
  %35 = getelementptr inbounds void (%struct.Printable*)*, void (%struct.Printable*)** %34, i64 2
  %36 = load void (%struct.Printable*)*, void (%struct.Printable*)** %35, align 8
  call void %36(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %32)
  br label %37

37:
  %38 = call i8* @__dynamic_cast(i8* nonnull %10, i8* nonnull bitcast ({ i8*, i8* }* @_ZTI5Shape to i8*), i8* nonnull bitcast ({ i8*, i8* }* @_ZTI9Printable to i8*), i64 -2) #3
  %39 = icmp ne i8* %38, null
  %40 = zext i1 %39 to i32
  %41 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), i8* noundef nonnull getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0), i32 noundef 0, i32 noundef %40)
  br i1 %39, label %42, label %48

42:
  %43 = bitcast i8* %38 to %struct.Printable*
  %44 = bitcast i8* %38 to void (%struct.Printable*)***
  %45 = load void (%struct.Printable*)**, void (%struct.Printable*)*** %44, align 8, !tbaa !9
  %46 = getelementptr inbounds void (%struct.Printable*)*, void (%struct.Printable*)** %45, i64 2
  %47 = load void (%struct.Printable*)*, void (%struct.Printable*)** %46, align 8
  call void %47(%struct.Printable* noundef nonnull align 8 dereferenceable(8) %43)
  br label %48

48:
  %49 = call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.3, i64 0, i64 0), double noundef 0x3FE921FB54442D18)
  call void @llvm.lifetime.end.p0i8(i64 32, i8* nonnull %10) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %7) #3
  call void @llvm.lifetime.end.p0i8(i64 16, i8* nonnull %4) #3
  ret i32 0
}

declare i32 @__gxx_personality_v0(...)

declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

declare i8* @__dynamic_cast(i8*, i8*, i8*, i64) local_unnamed_addr #5

declare void @_ZdlPv(i8* noundef) local_unnamed_addr #6

define linkonce_odr dso_local void @_ZN7LabeledD2Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 {
  ret void
}

define linkonce_odr dso_local void @_ZN5ShapeD2Ev(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #8 comdat align 2 {
  ret void
}

define linkonce_odr dso_local void @_ZN6CircleD0Ev(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = bitcast %struct.Circle* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #9
  ret void
}

define linkonce_odr dso_local noundef double @_ZNK6Circle4areaEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds %struct.Circle, %struct.Circle* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !13
  %4 = fmul double %3, 0x400921FB54442D18
  %5 = fmul double %3, %4
  ret double %5
}

define linkonce_odr dso_local noundef i8* @_ZNK6Circle4nameEv(%struct.Circle* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.5, i64 0, i64 0)
}

define linkonce_odr dso_local noundef i8* @_ZNK5Shape4nameEv(%struct.Shape* noundef nonnull align 8 dereferenceable(8) %0) unnamed_addr #10 comdat align 2 {
  ret i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.4, i64 0, i64 0)
}

define linkonce_odr dso_local void @_ZN6SquareD0Ev(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #7 comdat align 2 {
  %2 = bitcast %struct.Square* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #9
  ret void
}

define linkonce_odr dso_local noundef double @_ZNK6Square4areaEv(%struct.Square* noundef nonnull align 8 dereferenceable(16) %0) unnamed_addr #10 comdat align 2 {
  %2 = getelementptr inbounds %struct.Square, %struct.Square* %0, i64 0, i32 1
  %3 = load double, double* %2, align 8, !tbaa !17
  %4 = fmul double %3, %3
  ret double %4
}

define linkonce_odr dso_local void @_ZN7LabeledD0Ev(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #7 comdat align 2 {
  %2 = bitcast %struct.Labeled* %0 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %2) #9
  ret void
}

define linkonce_odr dso_local noundef i8* @_ZNK7Labeled4nameEv(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #10 comdat align 2 {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.6, i64 0, i64 0)
}

define linkonce_odr dso_local void @_ZNK7Labeled5printEv(%struct.Labeled* noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #0 comdat align 2 {
  %2 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %0, i64 0, i32 2
  %3 = load i8*, i8** %2, align 8, !tbaa !19
  %4 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %0, i64 0, i32 0
  %5 = bitcast %struct.Labeled* %0 to double (%struct.Square*)***
  %6 = load double (%struct.Square*)**, double (%struct.Square*)*** %5, align 8, !tbaa !9
  %7 = getelementptr inbounds double (%struct.Square*)*, double (%struct.Square*)** %6, i64 2
  %8 = load double (%struct.Square*)*, double (%struct.Square*)** %7, align 8
  %9 = tail call noundef double %8(%struct.Square* noundef nonnull align 8 dereferenceable(16) %4)
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i8* noundef %3, double noundef %9)
  ret void
}

define linkonce_odr dso_local void @_ZThn16_N7LabeledD1Ev(%struct.Labeled* noundef %0) unnamed_addr #7 comdat align 2 {
  ret void
}

define linkonce_odr dso_local void @_ZThn16_N7LabeledD0Ev(%struct.Labeled* noundef %0) unnamed_addr #7 comdat align 2 {
  %2 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %0, i64 -1, i32 1
  %3 = bitcast %struct.Printable* %2 to i8*
  tail call void @_ZdlPv(i8* noundef nonnull %3) #9
  ret void
}

define linkonce_odr dso_local void @_ZThn16_NK7Labeled5printEv(%struct.Labeled* noundef %0) unnamed_addr #11 comdat align 2 {
  %2 = getelementptr inbounds %struct.Labeled, %struct.Labeled* %0, i64 -1, i32 1
  %3 = getelementptr inbounds %struct.Printable, %struct.Printable* %2, i64 3
  %4 = bitcast %struct.Printable* %3 to i8**
  %5 = load i8*, i8** %4, align 8, !tbaa !19
  %6 = bitcast %struct.Printable* %2 to %struct.Square*
  %7 = bitcast %struct.Printable* %2 to double (%struct.Square*)***
  %8 = load double (%struct.Square*)**, double (%struct.Square*)*** %7, align 8, !tbaa !9
  %9 = getelementptr inbounds double (%struct.Square*)*, double (%struct.Square*)** %8, i64 2
  %10 = load double (%struct.Square*)*, double (%struct.Square*)** %9, align 8
  %11 = tail call noundef double %10(%struct.Square* noundef nonnull align 8 dereferenceable(16) %6)
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), i8* noundef %5, double noundef %11)
  ret void
}

attributes #0 = { mustprogress uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind memory(read) }
attributes #6 = { nobuiltin nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { builtin nounwind }
attributes #10 = { mustprogress nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"vtable pointer", !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !16, i64 8}
!14 = !{!"_ZTS6Circle", !15, i64 0, !16, i64 8}
!15 = !{!"_ZTS5Shape"}
!16 = !{!"double", !7, i64 0}
!17 = !{!18, !16, i64 8}
!18 = !{!"_ZTS6Square", !15, i64 0, !16, i64 8}
!19 = !{!20, !6, i64 24}
!20 = !{!"_ZTS7Labeled", !18, i64 0, !21, i64 16, !6, i64 24}
!21 = !{!"_ZTS9Printable"}
