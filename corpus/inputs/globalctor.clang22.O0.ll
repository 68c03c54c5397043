; ModuleID = 'globalctor.cpp'
source_filename = "globalctor.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Registry = type { i32, %struct.Vec3 }
%struct.Vec3 = type { double, double, double }
%class.Buffer = type <{ ptr, i32, [4 x i8] }>

$_ZN8RegistryC2Ev = comdat any

$_ZN8RegistryD2Ev = comdat any

$_ZN6BufferC2EPKc = comdat any

$_ZN6BufferD2Ev = comdat any

$_ZN4Vec3C2Eddd = comdat any

$_ZNK4Vec3plERKS_ = comdat any

$_ZNK4Vec3mlEd = comdat any

$_ZN4Vec3pLERKS_ = comdat any

$_ZNK4Vec3orERKS_ = comdat any

$_ZNK4Vec3eqERKS_ = comdat any

$_ZNK4Vec3ixEi = comdat any

$_ZN6BufferC2ERKS_ = comdat any

$_ZN6BufferC2EOS_ = comdat any

$_ZNK6Buffer4sizeEv = comdat any

$_ZNK6Buffer5c_strEv = comdat any

$__clang_call_terminate = comdat any

@_ZN6Buffer5aliveE = dso_local global i32 0, align 4
@registry = dso_local global %struct.Registry zeroinitializer, align 8
@__dso_handle = external hidden global i8
@greeting = dso_local global %class.Buffer zeroinitializer, align 8
@.str = private unnamed_addr constant [20 x i8] c"hello from a global\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"c=(%.1f,%.1f,%.1f) dot=%.1f eq=%d idx=%.1f\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"sizes=%u %u %u alive=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"greeting=%s alive=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"Registry()\0A\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"~Registry count=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @_GLOBAL__sub_I_globalctor.cpp, ptr null }]

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init() #0 section ".text.startup" {
  call void @_ZN8RegistryC2Ev(ptr noundef nonnull align 8 dereferenceable(32) @registry)
  %1 = call i32 @__cxa_atexit(ptr @_ZN8RegistryD2Ev, ptr @registry, ptr @__dso_handle) #3
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryC2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.Registry, ptr %3, i32 0, i32 0
  store i32 3, ptr %4, align 8
  %5 = getelementptr inbounds nuw %struct.Registry, ptr %3, i32 0, i32 1
  call void @_ZN4Vec3C2Eddd(ptr noundef nonnull align 8 dereferenceable(24) %5, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.6)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN8RegistryD2Ev(ptr noundef nonnull align 8 dereferenceable(32) %0) unnamed_addr #2 comdat align 2 personality ptr @__gxx_personality_v0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %struct.Registry, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %5)
          to label %7 unwind label %8

7:                                                ; preds = %1
  ret void

8:                                                ; preds = %1
  %9 = landingpad { ptr, i32 }
          catch ptr null
  %10 = extractvalue { ptr, i32 } %9, 0
  call void @__clang_call_terminate(ptr %10) #12
  unreachable
}

; Function Attrs: nounwind
declare i32 @__cxa_atexit(ptr, ptr, ptr) #3

; Function Attrs: noinline uwtable
define internal void @__cxx_global_var_init.1() #0 section ".text.startup" {
  call void @_ZN6BufferC2EPKc(ptr noundef nonnull align 8 dereferenceable(12) @greeting, ptr noundef @.str)
  %1 = call i32 @__cxa_atexit(ptr @_ZN6BufferD2Ev, ptr @greeting, ptr @__dso_handle) #3
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6BufferC2EPKc(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %class.Buffer, ptr %5, i32 0, i32 1
  %7 = load ptr, ptr %4, align 8
  %8 = call i64 @strlen(ptr noundef %7) #13
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %6, align 8
  %10 = getelementptr inbounds nuw %class.Buffer, ptr %5, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = add i32 %11, 1
  %13 = zext i32 %12 to i64
  %14 = call noalias noundef nonnull ptr @_Znam(i64 noundef %13) #14
  %15 = getelementptr inbounds nuw %class.Buffer, ptr %5, i32 0, i32 0
  store ptr %14, ptr %15, align 8
  %16 = getelementptr inbounds nuw %class.Buffer, ptr %5, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds nuw %class.Buffer, ptr %5, i32 0, i32 1
  %20 = load i32, ptr %19, align 8
  %21 = add i32 %20, 1
  %22 = zext i32 %21 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 1 %18, i64 %22, i1 false)
  %23 = load i32, ptr @_ZN6Buffer5aliveE, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr @_ZN6Buffer5aliveE, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %0) unnamed_addr #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.Buffer, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp eq ptr %5, null
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  call void @_ZdaPv(ptr noundef %5) #15
  br label %8

8:                                                ; preds = %7, %1
  %9 = load i32, ptr @_ZN6Buffer5aliveE, align 4
  %10 = add nsw i32 %9, -1
  store i32 %10, ptr @_ZN6Buffer5aliveE, align 4
  ret void
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #4 personality ptr @__gxx_personality_v0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Vec3, align 8
  %3 = alloca %struct.Vec3, align 8
  %4 = alloca %struct.Vec3, align 8
  %5 = alloca %struct.Vec3, align 8
  %6 = alloca %struct.Vec3, align 8
  %7 = alloca %class.Buffer, align 8
  %8 = alloca %class.Buffer, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca %class.Buffer, align 8
  store i32 0, ptr %1, align 4
  call void @_ZN4Vec3C2Eddd(ptr noundef nonnull align 8 dereferenceable(24) %2, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00)
  call void @_ZN4Vec3C2Eddd(ptr noundef nonnull align 8 dereferenceable(24) %3, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00)
  call void @_ZNK4Vec3mlEd(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %5, ptr noundef nonnull align 8 dereferenceable(24) %3, double noundef 2.000000e+00)
  call void @_ZNK4Vec3plERKS_(ptr dead_on_unwind writable sret(%struct.Vec3) align 8 %4, ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %5)
  %12 = call noundef nonnull align 8 dereferenceable(24) ptr @_ZN4Vec3pLERKS_(ptr noundef nonnull align 8 dereferenceable(24) %4, ptr noundef nonnull align 8 dereferenceable(24) getelementptr inbounds nuw (%struct.Registry, ptr @registry, i32 0, i32 1))
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %4, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %4, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds nuw %struct.Vec3, ptr %4, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = call noundef double @_ZNK4Vec3orERKS_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %3)
  call void @_ZN4Vec3C2Eddd(ptr noundef nonnull align 8 dereferenceable(24) %6, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00)
  %20 = call noundef zeroext i1 @_ZNK4Vec3eqERKS_(ptr noundef nonnull align 8 dereferenceable(24) %2, ptr noundef nonnull align 8 dereferenceable(24) %6)
  %21 = zext i1 %20 to i32
  %22 = call noundef double @_ZNK4Vec3ixEi(ptr noundef nonnull align 8 dereferenceable(24) %4, i32 noundef 2)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %14, double noundef %16, double noundef %18, double noundef %19, i32 noundef %21, double noundef %22)
  call void @_ZN6BufferC2EPKc(ptr noundef nonnull align 8 dereferenceable(12) %7, ptr noundef @.str.3)
  invoke void @_ZN6BufferC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %8, ptr noundef nonnull align 8 dereferenceable(12) %7)
          to label %24 unwind label %39

24:                                               ; preds = %0
  call void @_ZN6BufferC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %11, ptr noundef nonnull align 8 dereferenceable(12) %8) #3
  %25 = invoke noundef i32 @_ZNK6Buffer4sizeEv(ptr noundef nonnull align 8 dereferenceable(12) %7)
          to label %26 unwind label %43

26:                                               ; preds = %24
  %27 = invoke noundef i32 @_ZNK6Buffer4sizeEv(ptr noundef nonnull align 8 dereferenceable(12) %8)
          to label %28 unwind label %43

28:                                               ; preds = %26
  %29 = invoke noundef i32 @_ZNK6Buffer4sizeEv(ptr noundef nonnull align 8 dereferenceable(12) %11)
          to label %30 unwind label %43

30:                                               ; preds = %28
  %31 = load i32, ptr @_ZN6Buffer5aliveE, align 4
  %32 = invoke i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %25, i32 noundef %27, i32 noundef %29, i32 noundef %31)
          to label %33 unwind label %43

33:                                               ; preds = %30
  call void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %11) #3
  call void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %8) #3
  call void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #3
  %34 = load i32, ptr @registry, align 8
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @registry, align 8
  %36 = call noundef ptr @_ZNK6Buffer5c_strEv(ptr noundef nonnull align 8 dereferenceable(12) @greeting)
  %37 = load i32, ptr @_ZN6Buffer5aliveE, align 4
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %36, i32 noundef %37)
  ret i32 0

39:                                               ; preds = %0
  %40 = landingpad { ptr, i32 }
          cleanup
  %41 = extractvalue { ptr, i32 } %40, 0
  store ptr %41, ptr %9, align 8
  %42 = extractvalue { ptr, i32 } %40, 1
  store i32 %42, ptr %10, align 4
  br label %47

43:                                               ; preds = %30, %28, %26, %24
  %44 = landingpad { ptr, i32 }
          cleanup
  %45 = extractvalue { ptr, i32 } %44, 0
  store ptr %45, ptr %9, align 8
  %46 = extractvalue { ptr, i32 } %44, 1
  store i32 %46, ptr %10, align 4
  call void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %11) #3
  call void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %8) #3
  br label %47

47:                                               ; preds = %43, %39
  call void @_ZN6BufferD2Ev(ptr noundef nonnull align 8 dereferenceable(12) %7) #3
  br label %48

48:                                               ; preds = %47
  %49 = load ptr, ptr %9, align 8
  %50 = load i32, ptr %10, align 4
  %51 = insertvalue { ptr, i32 } poison, ptr %49, 0
  %52 = insertvalue { ptr, i32 } %51, i32 %50, 1
  resume { ptr, i32 } %52
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN4Vec3C2Eddd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #2 comdat align 2 {
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store ptr %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store double %3, ptr %8, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds nuw %struct.Vec3, ptr %9, i32 0, i32 0
  %11 = load double, ptr %6, align 8
  store double %11, ptr %10, align 8
  %12 = getelementptr inbounds nuw %struct.Vec3, ptr %9, i32 0, i32 1
  %13 = load double, ptr %7, align 8
  store double %13, ptr %12, align 8
  %14 = getelementptr inbounds nuw %struct.Vec3, ptr %9, i32 0, i32 2
  %15 = load double, ptr %8, align 8
  store double %15, ptr %14, align 8
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec3plERKS_(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %10 = getelementptr inbounds nuw %struct.Vec3, ptr %9, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = fadd double %8, %11
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %16 = getelementptr inbounds nuw %struct.Vec3, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fadd double %14, %17
  %19 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = load ptr, ptr %5, align 8, !nonnull !6, !align !7
  %22 = getelementptr inbounds nuw %struct.Vec3, ptr %21, i32 0, i32 2
  %23 = load double, ptr %22, align 8
  %24 = fadd double %20, %23
  call void @_ZN4Vec3C2Eddd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %12, double noundef %18, double noundef %24)
  ret void
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZNK4Vec3mlEd(ptr dead_on_unwind noalias writable sret(%struct.Vec3) align 8 %0, ptr noundef nonnull align 8 dereferenceable(24) %1, double noundef %2) #1 comdat align 2 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  store ptr %1, ptr %4, align 8
  store double %2, ptr %5, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = load double, ptr %5, align 8
  %10 = fmul double %8, %9
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = load double, ptr %5, align 8
  %14 = fmul double %12, %13
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 2
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %5, align 8
  %18 = fmul double %16, %17
  call void @_ZN4Vec3C2Eddd(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %10, double noundef %14, double noundef %18)
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(24) ptr @_ZN4Vec3pLERKS_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %7 = getelementptr inbounds nuw %struct.Vec3, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %8
  store double %11, ptr %9, align 8
  %12 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %12, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fadd double %16, %14
  store double %17, ptr %15, align 8
  %18 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %19 = getelementptr inbounds nuw %struct.Vec3, ptr %18, i32 0, i32 2
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = fadd double %22, %20
  store double %23, ptr %21, align 8
  ret ptr %5
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Vec3orERKS_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %9 = getelementptr inbounds nuw %struct.Vec3, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %14 = getelementptr inbounds nuw %struct.Vec3, ptr %13, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %12, %15
  %17 = call double @llvm.fmuladd.f64(double %7, double %10, double %16)
  %18 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  %20 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %21 = getelementptr inbounds nuw %struct.Vec3, ptr %20, i32 0, i32 2
  %22 = load double, ptr %21, align 8
  %23 = call double @llvm.fmuladd.f64(double %19, double %22, double %17)
  ret double %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef zeroext i1 @_ZNK4Vec3eqERKS_(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %9 = getelementptr inbounds nuw %struct.Vec3, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fcmp oeq double %7, %10
  br i1 %11, label %12, label %26

12:                                               ; preds = %2
  %13 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %16 = getelementptr inbounds nuw %struct.Vec3, ptr %15, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fcmp oeq double %14, %17
  br i1 %18, label %19, label %26

19:                                               ; preds = %12
  %20 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 2
  %21 = load double, ptr %20, align 8
  %22 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %23 = getelementptr inbounds nuw %struct.Vec3, ptr %22, i32 0, i32 2
  %24 = load double, ptr %23, align 8
  %25 = fcmp oeq double %21, %24
  br label %26

26:                                               ; preds = %19, %12, %2
  %27 = phi i1 [ false, %12 ], [ false, %2 ], [ %25, %19 ]
  ret i1 %27
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_ZNK4Vec3ixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  br label %22

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = icmp eq i32 %12, 1
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  br label %20

17:                                               ; preds = %11
  %18 = getelementptr inbounds nuw %struct.Vec3, ptr %5, i32 0, i32 2
  %19 = load double, ptr %18, align 8
  br label %20

20:                                               ; preds = %17, %14
  %21 = phi double [ %16, %14 ], [ %19, %17 ]
  br label %22

22:                                               ; preds = %20, %8
  %23 = phi double [ %10, %8 ], [ %21, %20 ]
  ret double %23
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local void @_ZN6BufferC2ERKS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #1 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %7 = getelementptr inbounds nuw %class.Buffer, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  call void @_ZN6BufferC2EPKc(ptr noundef nonnull align 8 dereferenceable(12) %5, ptr noundef %8)
  ret void
}

declare i32 @__gxx_personality_v0(...)

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local void @_ZN6BufferC2EOS_(ptr noundef nonnull align 8 dereferenceable(12) %0, ptr noundef nonnull align 8 dereferenceable(12) %1) unnamed_addr #2 comdat align 2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %class.Buffer, ptr %5, i32 0, i32 0
  %7 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %8 = getelementptr inbounds nuw %class.Buffer, ptr %7, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  store ptr %9, ptr %6, align 8
  %10 = getelementptr inbounds nuw %class.Buffer, ptr %5, i32 0, i32 1
  %11 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %12 = getelementptr inbounds nuw %class.Buffer, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  store i32 %13, ptr %10, align 8
  %14 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %15 = getelementptr inbounds nuw %class.Buffer, ptr %14, i32 0, i32 0
  store ptr null, ptr %15, align 8
  %16 = load ptr, ptr %4, align 8, !nonnull !6, !align !7
  %17 = getelementptr inbounds nuw %class.Buffer, ptr %16, i32 0, i32 1
  store i32 0, ptr %17, align 8
  %18 = load i32, ptr @_ZN6Buffer5aliveE, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @_ZN6Buffer5aliveE, align 4
  ret void
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZNK6Buffer4sizeEv(ptr noundef nonnull align 8 dereferenceable(12) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.Buffer, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  ret i32 %5
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_ZNK6Buffer5c_strEv(ptr noundef nonnull align 8 dereferenceable(12) %0) #2 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds nuw %class.Buffer, ptr %3, i32 0, i32 0
  %5 = load ptr, ptr %4, align 8
  %6 = icmp ne ptr %5, null
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = getelementptr inbounds nuw %class.Buffer, ptr %3, i32 0, i32 0
  %9 = load ptr, ptr %8, align 8
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %7
  %12 = phi ptr [ %9, %7 ], [ @.str.8, %10 ]
  ret ptr %12
}

; Function Attrs: noinline noreturn nounwind uwtable
define linkonce_odr hidden void @__clang_call_terminate(ptr noundef %0) #6 comdat {
  %2 = call ptr @__cxa_begin_catch(ptr %0) #3
  call void @_ZSt9terminatev() #12
  unreachable
}

declare ptr @__cxa_begin_catch(ptr)

declare void @_ZSt9terminatev()

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #7

; Function Attrs: nobuiltin allocsize(0)
declare noundef nonnull ptr @_Znam(i64 noundef) #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

; Function Attrs: nobuiltin nounwind
declare void @_ZdaPv(ptr noundef) #10

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #11

; Function Attrs: noinline uwtable
define internal void @_GLOBAL__sub_I_globalctor.cpp() #0 section ".text.startup" {
  call void @__cxx_global_var_init()
  call void @__cxx_global_var_init.1()
  ret void
}

attributes #0 = { noinline uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline noreturn nounwind uwtable "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nobuiltin allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nobuiltin nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { noreturn nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { builtin allocsize(0) }
attributes #15 = { builtin nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{}
!7 = !{i64 8}
