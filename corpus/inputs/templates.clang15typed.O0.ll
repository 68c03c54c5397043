; ModuleID = 'templates.cpp'
source_filename = "templates.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Array = type { [5 x i32] }
%struct.Array.0 = type { [3 x double] }
%class.anon = type { i32* }
%class.anon.1 = type { double }
%class.anon.2 = type { i8 }
%class.anon.3 = type { i8 }

$_ZN5ArrayIdLi3EE4sizeEv = comdat any

$_Z4maxvIiJiiiEET_S0_DpT0_ = comdat any

$_Z4maxvIdJdEET_S0_DpT0_ = comdat any

$_Z4kindIiEPKcv = comdat any

$_ZNK5ArrayIiLi5EEixEi = comdat any

$_ZNK5ArrayIdLi3EEixEi = comdat any

$_Z4maxvIiJiiEET_S0_DpT0_ = comdat any

$_Z4maxvIiJiEET_S0_DpT0_ = comdat any

$_Z4maxvIiET_S0_ = comdat any

$_Z4maxvIdET_S0_ = comdat any

@.str = private unnamed_addr constant [7 x i8] c"double\00", align 1
@__const.main.a = private unnamed_addr constant %struct.Array { [5 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5] }, align 4
@__const.main.d = private unnamed_addr constant %struct.Array.0 { [3 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00] }, align 8
@.str.1 = private unnamed_addr constant [17 x i8] c"sum=%d calls=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"scaled=%.2f size=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"max=%d %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"kind=%s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"generic=%d %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"integral=%.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"generic\00", align 1

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef i8* @_Z4kindIdEPKcv() #0 {
  ret i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #1 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Array, align 4
  %3 = alloca %struct.Array.0, align 8
  %4 = alloca i32, align 4
  %5 = alloca %class.anon, align 8
  %6 = alloca %class.anon, align 8
  %7 = alloca double, align 8
  %8 = alloca %class.anon.1, align 8
  %9 = alloca %class.anon.1, align 8
  %10 = alloca %class.anon.2, align 1
  %11 = alloca %class.anon.3, align 1
  store i32 0, i32* %1, align 4
  %12 = bitcast %struct.Array* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 4 %12, i8* align 4 bitcast (%struct.Array* @__const.main.a to i8*), i64 20, i1 false)
  %13 = bitcast %struct.Array.0* %3 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %13, i8* align 8 bitcast (%struct.Array.0* @__const.main.d to i8*), i64 24, i1 false)
  store i32 0, i32* %4, align 4
  %14 = getelementptr inbounds %class.anon, %class.anon* %5, i32 0, i32 0
  store i32* %4, i32** %14, align 8
  %15 = bitcast %class.anon* %6 to i8*
  %16 = bitcast %class.anon* %5 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %15, i8* align 8 %16, i64 8, i1 false)
  %17 = getelementptr inbounds %class.anon, %class.anon* %6, i32 0, i32 0
  %18 = load i32*, i32** %17, align 8
  %19 = call noundef i32 @"_Z6reduceIiLi5EZ4mainE3$_1ET_RK5ArrayIS1_XT0_EES1_T1_"(%struct.Array* noundef nonnull align 4 dereferenceable(20) %2, i32 noundef 0, i32* %18)
  %20 = load i32, i32* %4, align 4
  %21 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %19, i32 noundef %20)
  store double 2.000000e+00, double* %7, align 8
  %22 = getelementptr inbounds %class.anon.1, %class.anon.1* %8, i32 0, i32 0
  %23 = load double, double* %7, align 8
  store double %23, double* %22, align 8
  %24 = bitcast %class.anon.1* %9 to i8*
  %25 = bitcast %class.anon.1* %8 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %24, i8* align 8 %25, i64 8, i1 false)
  %26 = getelementptr inbounds %class.anon.1, %class.anon.1* %9, i32 0, i32 0
  %27 = load double, double* %26, align 8
  %28 = call noundef double @"_Z6reduceIdLi3EZ4mainE3$_2ET_RK5ArrayIS1_XT0_EES1_T1_"(%struct.Array.0* noundef nonnull align 8 dereferenceable(24) %3, double noundef 0.000000e+00, double %27)
  %29 = call noundef i32 @_ZN5ArrayIdLi3EE4sizeEv()
  %30 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.2, i64 0, i64 0), double noundef %28, i32 noundef %29)
  %31 = call noundef i32 @_Z4maxvIiJiiiEET_S0_DpT0_(i32 noundef 3, i32 noundef 9, i32 noundef 2, i32 noundef 7)
  %32 = call noundef double @_Z4maxvIdJdEET_S0_DpT0_(double noundef 1.500000e+00, double noundef -2.000000e+00)
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %31, double noundef %32)
  %34 = call noundef i8* @_Z4kindIiEPKcv()
  %35 = call noundef i8* @_Z4kindIdEPKcv()
  %36 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.4, i64 0, i64 0), i8* noundef %34, i8* noundef %35)
  %37 = call noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %10, i32 noundef 7)
  %38 = call noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %10, double noundef 1.500000e+00)
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.5, i64 0, i64 0), i32 noundef %37, double noundef %38)
  %40 = call noundef double @"_Z9integrateIZ4mainE3$_3EdT_ddi"(double noundef 0.000000e+00, double noundef 1.000000e+00, i32 noundef 100)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.6, i64 0, i64 0), double noundef %40)
  ret i32 0
}

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_Z6reduceIiLi5EZ4mainE3$_1ET_RK5ArrayIS1_XT0_EES1_T1_"(%struct.Array* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1, i32* %2) #4 {
  %4 = alloca %class.anon, align 8
  %5 = alloca %struct.Array*, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon, %class.anon* %4, i32 0, i32 0
  store i32* %2, i32** %8, align 8
  store %struct.Array* %0, %struct.Array** %5, align 8
  store i32 %1, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %19, %3
  %10 = load i32, i32* %7, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load i32, i32* %6, align 4
  %14 = load %struct.Array*, %struct.Array** %5, align 8
  %15 = load i32, i32* %7, align 4
  %16 = call noundef nonnull align 4 dereferenceable(4) i32* @_ZNK5ArrayIiLi5EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(20) %14, i32 noundef %15)
  %17 = load i32, i32* %16, align 4
  %18 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %13, i32 noundef %17)
  store i32 %18, i32* %6, align 4
  br label %19

19:                                               ; preds = %12
  %20 = load i32, i32* %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %7, align 4
  br label %9, !llvm.loop !6

22:                                               ; preds = %9
  %23 = load i32, i32* %6, align 4
  ret i32 %23
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_Z6reduceIdLi3EZ4mainE3$_2ET_RK5ArrayIS1_XT0_EES1_T1_"(%struct.Array.0* noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double %2) #4 {
  %4 = alloca %class.anon.1, align 8
  %5 = alloca %struct.Array.0*, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds %class.anon.1, %class.anon.1* %4, i32 0, i32 0
  store double %2, double* %8, align 8
  store %struct.Array.0* %0, %struct.Array.0** %5, align 8
  store double %1, double* %6, align 8
  store i32 0, i32* %7, align 4
  br label %9

9:                                                ; preds = %19, %3
  %10 = load i32, i32* %7, align 4
  %11 = icmp slt i32 %10, 3
  br i1 %11, label %12, label %22

12:                                               ; preds = %9
  %13 = load double, double* %6, align 8
  %14 = load %struct.Array.0*, %struct.Array.0** %5, align 8
  %15 = load i32, i32* %7, align 4
  %16 = call noundef nonnull align 8 dereferenceable(8) double* @_ZNK5ArrayIdLi3EEixEi(%struct.Array.0* noundef nonnull align 8 dereferenceable(24) %14, i32 noundef %15)
  %17 = load double, double* %16, align 8
  %18 = call noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.1* noundef nonnull align 8 dereferenceable(8) %4, double noundef %13, double noundef %17)
  store double %18, double* %6, align 8
  br label %19

19:                                               ; preds = %12
  %20 = load i32, i32* %7, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %7, align 4
  br label %9, !llvm.loop !8

22:                                               ; preds = %9
  %23 = load double, double* %6, align 8
  ret double %23
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5ArrayIdLi3EE4sizeEv() #0 comdat align 2 {
  ret i32 3
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiJiiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #4 comdat {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store i32 %1, i32* %6, align 4
  store i32 %2, i32* %7, align 4
  store i32 %3, i32* %8, align 4
  %10 = load i32, i32* %6, align 4
  %11 = load i32, i32* %7, align 4
  %12 = load i32, i32* %8, align 4
  %13 = call noundef i32 @_Z4maxvIiJiiEET_S0_DpT0_(i32 noundef %10, i32 noundef %11, i32 noundef %12)
  store i32 %13, i32* %9, align 4
  %14 = load i32, i32* %5, align 4
  %15 = load i32, i32* %9, align 4
  %16 = icmp sgt i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %4
  %18 = load i32, i32* %5, align 4
  br label %21

19:                                               ; preds = %4
  %20 = load i32, i32* %9, align 4
  br label %21

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ]
  ret i32 %22
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_Z4maxvIdJdEET_S0_DpT0_(double noundef %0, double noundef %1) #4 comdat {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, double* %3, align 8
  store double %1, double* %4, align 8
  %6 = load double, double* %4, align 8
  %7 = call noundef double @_Z4maxvIdET_S0_(double noundef %6)
  store double %7, double* %5, align 8
  %8 = load double, double* %3, align 8
  %9 = load double, double* %5, align 8
  %10 = fcmp ogt double %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load double, double* %3, align 8
  br label %15

13:                                               ; preds = %2
  %14 = load double, double* %5, align 8
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi double [ %12, %11 ], [ %14, %13 ]
  ret double %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i8* @_Z4kindIiEPKcv() #0 comdat {
  ret i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0)
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 {
  %3 = alloca %class.anon.2*, align 8
  %4 = alloca i32, align 4
  store %class.anon.2* %0, %class.anon.2** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %class.anon.2*, %class.anon.2** %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = load i32, i32* %4, align 4
  %8 = mul nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(%class.anon.2* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 {
  %3 = alloca %class.anon.2*, align 8
  %4 = alloca double, align 8
  store %class.anon.2* %0, %class.anon.2** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %class.anon.2*, %class.anon.2** %3, align 8
  %6 = load double, double* %4, align 8
  %7 = load double, double* %4, align 8
  %8 = fmul double %6, %7
  ret double %8
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_Z9integrateIZ4mainE3$_3EdT_ddi"(double noundef %0, double noundef %1, i32 noundef %2) #4 {
  %4 = alloca %class.anon.3, align 1
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store double %0, double* %5, align 8
  store double %1, double* %6, align 8
  store i32 %2, i32* %7, align 4
  %11 = load double, double* %6, align 8
  %12 = load double, double* %5, align 8
  %13 = fsub double %11, %12
  %14 = load i32, i32* %7, align 4
  %15 = sitofp i32 %14 to double
  %16 = fdiv double %13, %15
  store double %16, double* %8, align 8
  store double 0.000000e+00, double* %9, align 8
  store i32 0, i32* %10, align 4
  br label %17

17:                                               ; preds = %31, %3
  %18 = load i32, i32* %10, align 4
  %19 = load i32, i32* %7, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %34

21:                                               ; preds = %17
  %22 = load double, double* %5, align 8
  %23 = load i32, i32* %10, align 4
  %24 = sitofp i32 %23 to double
  %25 = fadd double %24, 5.000000e-01
  %26 = load double, double* %8, align 8
  %27 = call double @llvm.fmuladd.f64(double %25, double %26, double %22)
  %28 = call noundef double @"_ZZ4mainENK3$_3clEd"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %4, double noundef %27)
  %29 = load double, double* %9, align 8
  %30 = fadd double %29, %28
  store double %30, double* %9, align 8
  br label %31

31:                                               ; preds = %21
  %32 = load i32, i32* %10, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %10, align 4
  br label %17, !llvm.loop !9

34:                                               ; preds = %17
  %35 = load double, double* %9, align 8
  %36 = load double, double* %8, align 8
  %37 = fmul double %35, %36
  ret double %37
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(%class.anon* noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 {
  %4 = alloca %class.anon*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store %class.anon* %0, %class.anon** %4, align 8
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load %class.anon*, %class.anon** %4, align 8
  %8 = getelementptr inbounds %class.anon, %class.anon* %7, i32 0, i32 0
  %9 = load i32*, i32** %8, align 8
  %10 = load i32, i32* %9, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %6, align 4
  %14 = add nsw i32 %12, %13
  ret i32 %14
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) i32* @_ZNK5ArrayIiLi5EEixEi(%struct.Array* noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca %struct.Array*, align 8
  %4 = alloca i32, align 4
  store %struct.Array* %0, %struct.Array** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Array*, %struct.Array** %3, align 8
  %6 = getelementptr inbounds %struct.Array, %struct.Array* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [5 x i32], [5 x i32]* %6, i64 0, i64 %8
  ret i32* %9
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(%class.anon.1* noundef nonnull align 8 dereferenceable(8) %0, double noundef %1, double noundef %2) #0 align 2 {
  %4 = alloca %class.anon.1*, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store %class.anon.1* %0, %class.anon.1** %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load %class.anon.1*, %class.anon.1** %4, align 8
  %8 = load double, double* %5, align 8
  %9 = getelementptr inbounds %class.anon.1, %class.anon.1* %7, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = load double, double* %6, align 8
  %12 = call double @llvm.fmuladd.f64(double %10, double %11, double %8)
  ret double %12
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) double* @_ZNK5ArrayIdLi3EEixEi(%struct.Array.0* noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #0 comdat align 2 {
  %3 = alloca %struct.Array.0*, align 8
  %4 = alloca i32, align 4
  store %struct.Array.0* %0, %struct.Array.0** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load %struct.Array.0*, %struct.Array.0** %3, align 8
  %6 = getelementptr inbounds %struct.Array.0, %struct.Array.0* %5, i32 0, i32 0
  %7 = load i32, i32* %4, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [3 x double], [3 x double]* %6, i64 0, i64 %8
  ret double* %9
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiJiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) #4 comdat {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %8 = load i32, i32* %5, align 4
  %9 = load i32, i32* %6, align 4
  %10 = call noundef i32 @_Z4maxvIiJiEET_S0_DpT0_(i32 noundef %8, i32 noundef %9)
  store i32 %10, i32* %7, align 4
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %7, align 4
  %13 = icmp sgt i32 %11, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = load i32, i32* %4, align 4
  br label %18

16:                                               ; preds = %3
  %17 = load i32, i32* %7, align 4
  br label %18

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ]
  ret i32 %19
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiJiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1) #4 comdat {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = call noundef i32 @_Z4maxvIiET_S0_(i32 noundef %6)
  store i32 %7, i32* %5, align 4
  %8 = load i32, i32* %3, align 4
  %9 = load i32, i32* %5, align 4
  %10 = icmp sgt i32 %8, %9
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = load i32, i32* %3, align 4
  br label %15

13:                                               ; preds = %2
  %14 = load i32, i32* %5, align 4
  br label %15

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ]
  ret i32 %16
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiET_S0_(i32 noundef %0) #0 comdat {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  ret i32 %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z4maxvIdET_S0_(double noundef %0) #0 comdat {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  ret double %3
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_3clEd"(%class.anon.3* noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 {
  %3 = alloca %class.anon.3*, align 8
  %4 = alloca double, align 8
  store %class.anon.3* %0, %class.anon.3** %3, align 8
  store double %1, double* %4, align 8
  %5 = load %class.anon.3*, %class.anon.3** %3, align 8
  %6 = load double, double* %4, align 8
  %7 = load double, double* %4, align 8
  %8 = fmul double %6, %7
  ret double %8
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly nocallback nofree nounwind willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 15.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
