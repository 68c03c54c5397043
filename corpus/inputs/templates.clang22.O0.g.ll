; ModuleID = 'templates.cpp'
source_filename = "templates.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Array = type { [5 x i32] }
%struct.Array.0 = type { [3 x double] }
%class.anon = type { ptr }
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

@.str = private unnamed_addr constant [7 x i8] c"double\00", align 1, !dbg !0
@__const.main.a = private unnamed_addr constant %struct.Array { [5 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5] }, align 4
@__const.main.d = private unnamed_addr constant %struct.Array.0 { [3 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00] }, align 8
@.str.1 = private unnamed_addr constant [17 x i8] c"sum=%d calls=%d\0A\00", align 1, !dbg !8
@.str.2 = private unnamed_addr constant [21 x i8] c"scaled=%.2f size=%d\0A\00", align 1, !dbg !13
@.str.3 = private unnamed_addr constant [13 x i8] c"max=%d %.2f\0A\00", align 1, !dbg !18
@.str.4 = private unnamed_addr constant [12 x i8] c"kind=%s %s\0A\00", align 1, !dbg !23
@.str.5 = private unnamed_addr constant [17 x i8] c"generic=%d %.3f\0A\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [15 x i8] c"integral=%.6f\0A\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [8 x i8] c"generic\00", align 1, !dbg !35

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define dso_local noundef ptr @_Z4kindIdEPKcv() #0 !dbg !246 {
  ret ptr @.str, !dbg !252
}

; Function Attrs: mustprogress noinline norecurse optnone uwtable
define dso_local noundef i32 @main() #1 !dbg !253 {
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
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !255, !DIExpression(), !278)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.a, i64 20, i1 false), !dbg !278
    #dbg_declare(ptr %3, !279, !DIExpression(), !301)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.d, i64 24, i1 false), !dbg !301
    #dbg_declare(ptr %4, !302, !DIExpression(), !303)
  store i32 0, ptr %4, align 4, !dbg !303
    #dbg_declare(ptr %5, !304, !DIExpression(), !308)
  %12 = getelementptr inbounds nuw %class.anon, ptr %5, i32 0, i32 0, !dbg !309
  store ptr %4, ptr %12, align 8, !dbg !309
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %5, i64 8, i1 false), !dbg !310
  %13 = getelementptr inbounds nuw %class.anon, ptr %6, i32 0, i32 0, !dbg !311
  %14 = load ptr, ptr %13, align 8, !dbg !311
  %15 = call noundef i32 @"_Z6reduceIiLi5EZ4mainE3$_1ET_RK5ArrayIS1_XT0_EES1_T1_"(ptr noundef nonnull align 4 dereferenceable(20) %2, i32 noundef 0, ptr %14), !dbg !311
  %16 = load i32, ptr %4, align 4, !dbg !312
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %15, i32 noundef %16), !dbg !313
    #dbg_declare(ptr %7, !314, !DIExpression(), !315)
  store double 2.000000e+00, ptr %7, align 8, !dbg !315
    #dbg_declare(ptr %8, !316, !DIExpression(), !320)
  %18 = getelementptr inbounds nuw %class.anon.1, ptr %8, i32 0, i32 0, !dbg !321
  %19 = load double, ptr %7, align 8, !dbg !322
  store double %19, ptr %18, align 8, !dbg !321
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %8, i64 8, i1 false), !dbg !323
  %20 = getelementptr inbounds nuw %class.anon.1, ptr %9, i32 0, i32 0, !dbg !324
  %21 = load double, ptr %20, align 8, !dbg !324
  %22 = call noundef double @"_Z6reduceIdLi3EZ4mainE3$_2ET_RK5ArrayIS1_XT0_EES1_T1_"(ptr noundef nonnull align 8 dereferenceable(24) %3, double noundef 0.000000e+00, double %21), !dbg !324
  %23 = call noundef i32 @_ZN5ArrayIdLi3EE4sizeEv(), !dbg !325
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %22, i32 noundef %23), !dbg !326
  %25 = call noundef i32 @_Z4maxvIiJiiiEET_S0_DpT0_(i32 noundef 3, i32 noundef 9, i32 noundef 2, i32 noundef 7), !dbg !327
  %26 = call noundef double @_Z4maxvIdJdEET_S0_DpT0_(double noundef 1.500000e+00, double noundef -2.000000e+00), !dbg !328
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %25, double noundef %26), !dbg !329
  %28 = call noundef ptr @_Z4kindIiEPKcv(), !dbg !330
  %29 = call noundef ptr @_Z4kindIdEPKcv(), !dbg !331
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %28, ptr noundef %29), !dbg !332
    #dbg_declare(ptr %10, !333, !DIExpression(), !335)
  %31 = call noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %10, i32 noundef 7), !dbg !336
  %32 = call noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %10, double noundef 1.500000e+00), !dbg !337
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %31, double noundef %32), !dbg !338
  %34 = call noundef double @"_Z9integrateIZ4mainE3$_3EdT_ddi"(double noundef 0.000000e+00, double noundef 1.000000e+00, i32 noundef 100), !dbg !339
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %34), !dbg !340
  ret i32 0, !dbg !341
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef i32 @"_Z6reduceIiLi5EZ4mainE3$_1ET_RK5ArrayIS1_XT0_EES1_T1_"(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1, ptr %2) #4 !dbg !342 {
  %4 = alloca %class.anon, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds nuw %class.anon, ptr %4, i32 0, i32 0
  store ptr %2, ptr %8, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !348, !DIExpression(), !349)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !350, !DIExpression(), !351)
    #dbg_declare(ptr %4, !352, !DIExpression(), !353)
    #dbg_declare(ptr %7, !354, !DIExpression(), !356)
  store i32 0, ptr %7, align 4, !dbg !356
  br label %9, !dbg !357

9:                                                ; preds = %19, %3
  %10 = load i32, ptr %7, align 4, !dbg !358
  %11 = icmp slt i32 %10, 5, !dbg !360
  br i1 %11, label %12, label %22, !dbg !361

12:                                               ; preds = %9
  %13 = load i32, ptr %6, align 4, !dbg !362
  %14 = load ptr, ptr %5, align 8, !dbg !363, !nonnull !254, !align !364
  %15 = load i32, ptr %7, align 4, !dbg !365
  %16 = call noundef nonnull align 4 dereferenceable(4) ptr @_ZNK5ArrayIiLi5EEixEi(ptr noundef nonnull align 4 dereferenceable(20) %14, i32 noundef %15), !dbg !363
  %17 = load i32, ptr %16, align 4, !dbg !363
  %18 = call noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 8 dereferenceable(8) %4, i32 noundef %13, i32 noundef %17), !dbg !366
  store i32 %18, ptr %6, align 4, !dbg !367
  br label %19, !dbg !368

19:                                               ; preds = %12
  %20 = load i32, ptr %7, align 4, !dbg !369
  %21 = add nsw i32 %20, 1, !dbg !369
  store i32 %21, ptr %7, align 4, !dbg !369
  br label %9, !dbg !370, !llvm.loop !371

22:                                               ; preds = %9
  %23 = load i32, ptr %6, align 4, !dbg !374
  ret i32 %23, !dbg !375
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_Z6reduceIdLi3EZ4mainE3$_2ET_RK5ArrayIS1_XT0_EES1_T1_"(ptr noundef nonnull align 8 dereferenceable(24) %0, double noundef %1, double %2) #4 !dbg !376 {
  %4 = alloca %class.anon.1, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds nuw %class.anon.1, ptr %4, i32 0, i32 0
  store double %2, ptr %8, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !382, !DIExpression(), !383)
  store double %1, ptr %6, align 8
    #dbg_declare(ptr %6, !384, !DIExpression(), !385)
    #dbg_declare(ptr %4, !386, !DIExpression(), !387)
    #dbg_declare(ptr %7, !388, !DIExpression(), !390)
  store i32 0, ptr %7, align 4, !dbg !390
  br label %9, !dbg !391

9:                                                ; preds = %19, %3
  %10 = load i32, ptr %7, align 4, !dbg !392
  %11 = icmp slt i32 %10, 3, !dbg !394
  br i1 %11, label %12, label %22, !dbg !395

12:                                               ; preds = %9
  %13 = load double, ptr %6, align 8, !dbg !396
  %14 = load ptr, ptr %5, align 8, !dbg !397, !nonnull !254, !align !398
  %15 = load i32, ptr %7, align 4, !dbg !399
  %16 = call noundef nonnull align 8 dereferenceable(8) ptr @_ZNK5ArrayIdLi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %14, i32 noundef %15), !dbg !397
  %17 = load double, ptr %16, align 8, !dbg !397
  %18 = call noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 8 dereferenceable(8) %4, double noundef %13, double noundef %17), !dbg !400
  store double %18, ptr %6, align 8, !dbg !401
  br label %19, !dbg !402

19:                                               ; preds = %12
  %20 = load i32, ptr %7, align 4, !dbg !403
  %21 = add nsw i32 %20, 1, !dbg !403
  store i32 %21, ptr %7, align 4, !dbg !403
  br label %9, !dbg !404, !llvm.loop !405

22:                                               ; preds = %9
  %23 = load double, ptr %6, align 8, !dbg !407
  ret double %23, !dbg !408
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_ZN5ArrayIdLi3EE4sizeEv() #0 comdat align 2 !dbg !409 {
  ret i32 3, !dbg !410
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiJiiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #4 comdat !dbg !411 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !418, !DIExpression(), !419)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !420, !DIExpression(), !421)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !422, !DIExpression(), !421)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !423, !DIExpression(), !421)
    #dbg_declare(ptr %9, !424, !DIExpression(), !425)
  %10 = load i32, ptr %6, align 4, !dbg !426
  %11 = load i32, ptr %7, align 4, !dbg !426
  %12 = load i32, ptr %8, align 4, !dbg !426
  %13 = call noundef i32 @_Z4maxvIiJiiEET_S0_DpT0_(i32 noundef %10, i32 noundef %11, i32 noundef %12), !dbg !427
  store i32 %13, ptr %9, align 4, !dbg !425
  %14 = load i32, ptr %5, align 4, !dbg !428
  %15 = load i32, ptr %9, align 4, !dbg !429
  %16 = icmp sgt i32 %14, %15, !dbg !430
  br i1 %16, label %17, label %19, !dbg !428

17:                                               ; preds = %4
  %18 = load i32, ptr %5, align 4, !dbg !431
  br label %21, !dbg !428

19:                                               ; preds = %4
  %20 = load i32, ptr %9, align 4, !dbg !432
  br label %21, !dbg !428

21:                                               ; preds = %19, %17
  %22 = phi i32 [ %18, %17 ], [ %20, %19 ], !dbg !428
  ret i32 %22, !dbg !433
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef double @_Z4maxvIdJdEET_S0_DpT0_(double noundef %0, double noundef %1) #4 comdat !dbg !434 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !441, !DIExpression(), !442)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !443, !DIExpression(), !444)
    #dbg_declare(ptr %5, !445, !DIExpression(), !446)
  %6 = load double, ptr %4, align 8, !dbg !447
  %7 = call noundef double @_Z4maxvIdET_S0_(double noundef %6), !dbg !448
  store double %7, ptr %5, align 8, !dbg !446
  %8 = load double, ptr %3, align 8, !dbg !449
  %9 = load double, ptr %5, align 8, !dbg !450
  %10 = fcmp ogt double %8, %9, !dbg !451
  br i1 %10, label %11, label %13, !dbg !449

11:                                               ; preds = %2
  %12 = load double, ptr %3, align 8, !dbg !452
  br label %15, !dbg !449

13:                                               ; preds = %2
  %14 = load double, ptr %5, align 8, !dbg !453
  br label %15, !dbg !449

15:                                               ; preds = %13, %11
  %16 = phi double [ %12, %11 ], [ %14, %13 ], !dbg !449
  ret double %16, !dbg !454
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef ptr @_Z4kindIiEPKcv() #0 comdat !dbg !455 {
  ret ptr @.str.7, !dbg !457
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_0clIiEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, i32 noundef %1) #0 align 2 !dbg !458 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !466, !DIExpression(), !468)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !469, !DIExpression(), !470)
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4, !dbg !471
  %7 = load i32, ptr %4, align 4, !dbg !472
  %8 = mul nsw i32 %6, %7, !dbg !473
  ret i32 %8, !dbg !474
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_0clIdEEDaT_"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !475 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !481, !DIExpression(), !482)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !483, !DIExpression(), !484)
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8, !dbg !485
  %7 = load double, ptr %4, align 8, !dbg !486
  %8 = fmul double %6, %7, !dbg !487
  ret double %8, !dbg !488
}

; Function Attrs: mustprogress noinline optnone uwtable
define internal noundef double @"_Z9integrateIZ4mainE3$_3EdT_ddi"(double noundef %0, double noundef %1, i32 noundef %2) #4 !dbg !489 {
  %4 = alloca %class.anon.3, align 1
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
    #dbg_declare(ptr %4, !495, !DIExpression(), !496)
  store double %0, ptr %5, align 8
    #dbg_declare(ptr %5, !497, !DIExpression(), !498)
  store double %1, ptr %6, align 8
    #dbg_declare(ptr %6, !499, !DIExpression(), !500)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !501, !DIExpression(), !502)
    #dbg_declare(ptr %8, !503, !DIExpression(), !504)
  %11 = load double, ptr %6, align 8, !dbg !505
  %12 = load double, ptr %5, align 8, !dbg !506
  %13 = fsub double %11, %12, !dbg !507
  %14 = load i32, ptr %7, align 4, !dbg !508
  %15 = sitofp i32 %14 to double, !dbg !508
  %16 = fdiv double %13, %15, !dbg !509
  store double %16, ptr %8, align 8, !dbg !504
    #dbg_declare(ptr %9, !510, !DIExpression(), !511)
  store double 0.000000e+00, ptr %9, align 8, !dbg !511
    #dbg_declare(ptr %10, !512, !DIExpression(), !514)
  store i32 0, ptr %10, align 4, !dbg !514
  br label %17, !dbg !515

17:                                               ; preds = %31, %3
  %18 = load i32, ptr %10, align 4, !dbg !516
  %19 = load i32, ptr %7, align 4, !dbg !518
  %20 = icmp slt i32 %18, %19, !dbg !519
  br i1 %20, label %21, label %34, !dbg !520

21:                                               ; preds = %17
  %22 = load double, ptr %5, align 8, !dbg !521
  %23 = load i32, ptr %10, align 4, !dbg !522
  %24 = sitofp i32 %23 to double, !dbg !522
  %25 = fadd double %24, 5.000000e-01, !dbg !523
  %26 = load double, ptr %8, align 8, !dbg !524
  %27 = call double @llvm.fmuladd.f64(double %25, double %26, double %22), !dbg !525
  %28 = call noundef double @"_ZZ4mainENK3$_3clEd"(ptr noundef nonnull align 1 dereferenceable(1) %4, double noundef %27), !dbg !526
  %29 = load double, ptr %9, align 8, !dbg !527
  %30 = fadd double %29, %28, !dbg !527
  store double %30, ptr %9, align 8, !dbg !527
  br label %31, !dbg !528

31:                                               ; preds = %21
  %32 = load i32, ptr %10, align 4, !dbg !529
  %33 = add nsw i32 %32, 1, !dbg !529
  store i32 %33, ptr %10, align 4, !dbg !529
  br label %17, !dbg !530, !llvm.loop !531

34:                                               ; preds = %17
  %35 = load double, ptr %9, align 8, !dbg !533
  %36 = load double, ptr %8, align 8, !dbg !534
  %37 = fmul double %35, %36, !dbg !535
  ret double %37, !dbg !536
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef i32 @"_ZZ4mainENK3$_1clEii"(ptr noundef nonnull align 8 dereferenceable(8) %0, i32 noundef %1, i32 noundef %2) #0 align 2 !dbg !537 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !543, !DIExpression(), !545)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !546, !DIExpression(), !547)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !548, !DIExpression(), !549)
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds nuw %class.anon, ptr %7, i32 0, i32 0, !dbg !550
  %9 = load ptr, ptr %8, align 8, !dbg !550, !nonnull !254, !align !364
  %10 = load i32, ptr %9, align 4, !dbg !551
  %11 = add nsw i32 %10, 1, !dbg !551
  store i32 %11, ptr %9, align 4, !dbg !551
  %12 = load i32, ptr %5, align 4, !dbg !552
  %13 = load i32, ptr %6, align 4, !dbg !553
  %14 = add nsw i32 %12, %13, !dbg !554
  ret i32 %14, !dbg !555
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 4 dereferenceable(4) ptr @_ZNK5ArrayIiLi5EEixEi(ptr noundef nonnull align 4 dereferenceable(20) %0, i32 noundef %1) #0 comdat align 2 !dbg !556 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !557, !DIExpression(), !559)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !560, !DIExpression(), !561)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.Array, ptr %5, i32 0, i32 0, !dbg !562
  %7 = load i32, ptr %4, align 4, !dbg !563
  %8 = sext i32 %7 to i64, !dbg !562
  %9 = getelementptr inbounds [5 x i32], ptr %6, i64 0, i64 %8, !dbg !562
  ret ptr %9, !dbg !564
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_2clEdd"(ptr noundef nonnull align 8 dereferenceable(8) %0, double noundef %1, double noundef %2) #0 align 2 !dbg !565 {
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !571, !DIExpression(), !573)
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %5, !574, !DIExpression(), !575)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !576, !DIExpression(), !577)
  %7 = load ptr, ptr %4, align 8
  %8 = load double, ptr %5, align 8, !dbg !578
  %9 = getelementptr inbounds nuw %class.anon.1, ptr %7, i32 0, i32 0, !dbg !579
  %10 = load double, ptr %9, align 8, !dbg !579
  %11 = load double, ptr %6, align 8, !dbg !580
  %12 = call double @llvm.fmuladd.f64(double %10, double %11, double %8), !dbg !581
  ret double %12, !dbg !582
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef nonnull align 8 dereferenceable(8) ptr @_ZNK5ArrayIdLi3EEixEi(ptr noundef nonnull align 8 dereferenceable(24) %0, i32 noundef %1) #0 comdat align 2 !dbg !583 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !584, !DIExpression(), !586)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !587, !DIExpression(), !588)
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds nuw %struct.Array.0, ptr %5, i32 0, i32 0, !dbg !589
  %7 = load i32, ptr %4, align 4, !dbg !590
  %8 = sext i32 %7 to i64, !dbg !589
  %9 = getelementptr inbounds [3 x double], ptr %6, i64 0, i64 %8, !dbg !589
  ret ptr %9, !dbg !591
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #5

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiJiiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1, i32 noundef %2) #4 comdat !dbg !592 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !598, !DIExpression(), !599)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !600, !DIExpression(), !601)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !602, !DIExpression(), !601)
    #dbg_declare(ptr %7, !603, !DIExpression(), !604)
  %8 = load i32, ptr %5, align 4, !dbg !605
  %9 = load i32, ptr %6, align 4, !dbg !605
  %10 = call noundef i32 @_Z4maxvIiJiEET_S0_DpT0_(i32 noundef %8, i32 noundef %9), !dbg !606
  store i32 %10, ptr %7, align 4, !dbg !604
  %11 = load i32, ptr %4, align 4, !dbg !607
  %12 = load i32, ptr %7, align 4, !dbg !608
  %13 = icmp sgt i32 %11, %12, !dbg !609
  br i1 %13, label %14, label %16, !dbg !607

14:                                               ; preds = %3
  %15 = load i32, ptr %4, align 4, !dbg !610
  br label %18, !dbg !607

16:                                               ; preds = %3
  %17 = load i32, ptr %7, align 4, !dbg !611
  br label %18, !dbg !607

18:                                               ; preds = %16, %14
  %19 = phi i32 [ %15, %14 ], [ %17, %16 ], !dbg !607
  ret i32 %19, !dbg !612
}

; Function Attrs: mustprogress noinline optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiJiEET_S0_DpT0_(i32 noundef %0, i32 noundef %1) #4 comdat !dbg !613 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !619, !DIExpression(), !620)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !621, !DIExpression(), !622)
    #dbg_declare(ptr %5, !623, !DIExpression(), !624)
  %6 = load i32, ptr %4, align 4, !dbg !625
  %7 = call noundef i32 @_Z4maxvIiET_S0_(i32 noundef %6), !dbg !626
  store i32 %7, ptr %5, align 4, !dbg !624
  %8 = load i32, ptr %3, align 4, !dbg !627
  %9 = load i32, ptr %5, align 4, !dbg !628
  %10 = icmp sgt i32 %8, %9, !dbg !629
  br i1 %10, label %11, label %13, !dbg !627

11:                                               ; preds = %2
  %12 = load i32, ptr %3, align 4, !dbg !630
  br label %15, !dbg !627

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4, !dbg !631
  br label %15, !dbg !627

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !627
  ret i32 %16, !dbg !632
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef i32 @_Z4maxvIiET_S0_(i32 noundef %0) #0 comdat !dbg !633 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !634, !DIExpression(), !635)
  %3 = load i32, ptr %2, align 4, !dbg !636
  ret i32 %3, !dbg !637
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define linkonce_odr dso_local noundef double @_Z4maxvIdET_S0_(double noundef %0) #0 comdat !dbg !638 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !641, !DIExpression(), !642)
  %3 = load double, ptr %2, align 8, !dbg !643
  ret double %3, !dbg !644
}

; Function Attrs: mustprogress noinline nounwind optnone uwtable
define internal noundef double @"_ZZ4mainENK3$_3clEd"(ptr noundef nonnull align 1 dereferenceable(1) %0, double noundef %1) #0 align 2 !dbg !645 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !651, !DIExpression(), !653)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !654, !DIExpression(), !655)
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8, !dbg !656
  %7 = load double, ptr %4, align 8, !dbg !657
  %8 = fmul double %6, %7, !dbg !658
  ret double %8, !dbg !659
}

attributes #0 = { mustprogress noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress noinline norecurse optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress noinline optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!40}
!llvm.module.flags = !{!238, !239, !240, !241, !242, !243, !244}
!llvm.ident = !{!245}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "templates.cpp", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "c63e1ee5e39c77130f4badcf7858be8b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !6)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!6 = !{!7}
!7 = !DISubrange(count: 7)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 17)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 21)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 13)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 12)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !10, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 8)
!40 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !41, imports: !42, splitDebugInlining: false, nameTableKind: None)
!41 = !{!0, !8, !13, !18, !23, !28, !30, !35}
!42 = !{!43, !50, !56, !61, !66, !68, !70, !72, !74, !81, !87, !93, !97, !101, !105, !114, !118, !120, !125, !131, !135, !142, !144, !148, !152, !156, !158, !162, !166, !168, !172, !174, !176, !180, !184, !188, !192, !196, !200, !202, !208, !212, !216, !221, !223, !225, !229, !233, !234, !235, !236, !237}
!43 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !45, file: !49, line: 98)
!44 = !DINamespace(name: "std", scope: null)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !46, line: 7, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!47 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !48, line: 49, size: 1728, flags: DIFlagFwdDecl, identifier: "_ZTS8_IO_FILE")
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!49 = !DIFile(filename: "/usr/lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdio", directory: "")
!50 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !51, file: !49, line: 99)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "fpos_t", file: !52, line: 84, baseType: !53)
!52 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__fpos_t", file: !54, line: 14, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/__fpos_t.h", directory: "", checksumkind: CSK_MD5, checksum: "32de8bdaf3551a6c0a9394f9af4389ce")
!55 = !DICompositeType(tag: DW_TAG_structure_type, name: "_G_fpos_t", file: !54, line: 10, size: 128, flags: DIFlagFwdDecl, identifier: "_ZTS9_G_fpos_t")
!56 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !57, file: !49, line: 101)
!57 = !DISubprogram(name: "clearerr", scope: !52, file: !52, line: 786, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!61 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !62, file: !49, line: 102)
!62 = !DISubprogram(name: "fclose", scope: !52, file: !52, line: 178, type: !63, flags: DIFlagPrototyped, spFlags: 0)
!63 = !DISubroutineType(types: !64)
!64 = !{!65, !60}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !67, file: !49, line: 103)
!67 = !DISubprogram(name: "feof", scope: !52, file: !52, line: 788, type: !63, flags: DIFlagPrototyped, spFlags: 0)
!68 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !69, file: !49, line: 104)
!69 = !DISubprogram(name: "ferror", scope: !52, file: !52, line: 790, type: !63, flags: DIFlagPrototyped, spFlags: 0)
!70 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !71, file: !49, line: 105)
!71 = !DISubprogram(name: "fflush", scope: !52, file: !52, line: 230, type: !63, flags: DIFlagPrototyped, spFlags: 0)
!72 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !73, file: !49, line: 106)
!73 = !DISubprogram(name: "fgetc", scope: !52, file: !52, line: 513, type: !63, flags: DIFlagPrototyped, spFlags: 0)
!74 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !75, file: !49, line: 107)
!75 = !DISubprogram(name: "fgetpos", scope: !52, file: !52, line: 760, type: !76, flags: DIFlagPrototyped, spFlags: 0)
!76 = !DISubroutineType(types: !77)
!77 = !{!65, !78, !79}
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!81 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !82, file: !49, line: 108)
!82 = !DISubprogram(name: "fgets", scope: !52, file: !52, line: 592, type: !83, flags: DIFlagPrototyped, spFlags: 0)
!83 = !DISubroutineType(types: !84)
!84 = !{!85, !86, !65, !78}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!87 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !88, file: !49, line: 109)
!88 = !DISubprogram(name: "fopen", scope: !52, file: !52, line: 258, type: !89, flags: DIFlagPrototyped, spFlags: 0)
!89 = !DISubroutineType(types: !90)
!90 = !{!60, !91, !91}
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!93 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !94, file: !49, line: 110)
!94 = !DISubprogram(name: "fprintf", scope: !52, file: !52, line: 350, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!95 = !DISubroutineType(types: !96)
!96 = !{!65, !78, !91, null}
!97 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !98, file: !49, line: 111)
!98 = !DISubprogram(name: "fputc", scope: !52, file: !52, line: 549, type: !99, flags: DIFlagPrototyped, spFlags: 0)
!99 = !DISubroutineType(types: !100)
!100 = !{!65, !65, !60}
!101 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !102, file: !49, line: 112)
!102 = !DISubprogram(name: "fputs", scope: !52, file: !52, line: 655, type: !103, flags: DIFlagPrototyped, spFlags: 0)
!103 = !DISubroutineType(types: !104)
!104 = !{!65, !91, !78}
!105 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !106, file: !49, line: 113)
!106 = !DISubprogram(name: "fread", scope: !52, file: !52, line: 675, type: !107, flags: DIFlagPrototyped, spFlags: 0)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !112, !109, !109, !78}
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !110, line: 18, baseType: !111)
!110 = !DIFile(filename: "/usr/lib/llvm-22/lib/clang/22/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!111 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!112 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!114 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !115, file: !49, line: 114)
!115 = !DISubprogram(name: "freopen", scope: !52, file: !52, line: 265, type: !116, flags: DIFlagPrototyped, spFlags: 0)
!116 = !DISubroutineType(types: !117)
!117 = !{!60, !91, !91, !78}
!118 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !119, file: !49, line: 115)
!119 = !DISubprogram(name: "fscanf", linkageName: "__isoc99_fscanf", scope: !52, file: !52, line: 434, type: !95, flags: DIFlagPrototyped, spFlags: 0)
!120 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !121, file: !49, line: 116)
!121 = !DISubprogram(name: "fseek", scope: !52, file: !52, line: 713, type: !122, flags: DIFlagPrototyped, spFlags: 0)
!122 = !DISubroutineType(types: !123)
!123 = !{!65, !60, !124, !65}
!124 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!125 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !126, file: !49, line: 117)
!126 = !DISubprogram(name: "fsetpos", scope: !52, file: !52, line: 765, type: !127, flags: DIFlagPrototyped, spFlags: 0)
!127 = !DISubroutineType(types: !128)
!128 = !{!65, !60, !129}
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!131 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !132, file: !49, line: 118)
!132 = !DISubprogram(name: "ftell", scope: !52, file: !52, line: 718, type: !133, flags: DIFlagPrototyped, spFlags: 0)
!133 = !DISubroutineType(types: !134)
!134 = !{!124, !60}
!135 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !136, file: !49, line: 119)
!136 = !DISubprogram(name: "fwrite", scope: !52, file: !52, line: 681, type: !137, flags: DIFlagPrototyped, spFlags: 0)
!137 = !DISubroutineType(types: !138)
!138 = !{!109, !139, !109, !109, !78}
!139 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!142 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !143, file: !49, line: 120)
!143 = !DISubprogram(name: "getc", scope: !52, file: !52, line: 514, type: !63, flags: DIFlagPrototyped, spFlags: 0)
!144 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !145, file: !49, line: 121)
!145 = !DISubprogram(name: "getchar", scope: !52, file: !52, line: 520, type: !146, flags: DIFlagPrototyped, spFlags: 0)
!146 = !DISubroutineType(types: !147)
!147 = !{!65}
!148 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !149, file: !49, line: 126)
!149 = !DISubprogram(name: "perror", scope: !52, file: !52, line: 804, type: !150, flags: DIFlagPrototyped, spFlags: 0)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !92}
!152 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !153, file: !49, line: 127)
!153 = !DISubprogram(name: "printf", scope: !52, file: !52, line: 356, type: !154, flags: DIFlagPrototyped, spFlags: 0)
!154 = !DISubroutineType(types: !155)
!155 = !{!65, !91, null}
!156 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !157, file: !49, line: 128)
!157 = !DISubprogram(name: "putc", scope: !52, file: !52, line: 550, type: !99, flags: DIFlagPrototyped, spFlags: 0)
!158 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !159, file: !49, line: 129)
!159 = !DISubprogram(name: "putchar", scope: !52, file: !52, line: 556, type: !160, flags: DIFlagPrototyped, spFlags: 0)
!160 = !DISubroutineType(types: !161)
!161 = !{!65, !65}
!162 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !163, file: !49, line: 130)
!163 = !DISubprogram(name: "puts", scope: !52, file: !52, line: 661, type: !164, flags: DIFlagPrototyped, spFlags: 0)
!164 = !DISubroutineType(types: !165)
!165 = !{!65, !92}
!166 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !167, file: !49, line: 131)
!167 = !DISubprogram(name: "remove", scope: !52, file: !52, line: 152, type: !164, flags: DIFlagPrototyped, spFlags: 0)
!168 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !169, file: !49, line: 132)
!169 = !DISubprogram(name: "rename", scope: !52, file: !52, line: 154, type: !170, flags: DIFlagPrototyped, spFlags: 0)
!170 = !DISubroutineType(types: !171)
!171 = !{!65, !92, !92}
!172 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !173, file: !49, line: 133)
!173 = !DISubprogram(name: "rewind", scope: !52, file: !52, line: 723, type: !58, flags: DIFlagPrototyped, spFlags: 0)
!174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !175, file: !49, line: 134)
!175 = !DISubprogram(name: "scanf", linkageName: "__isoc99_scanf", scope: !52, file: !52, line: 437, type: !154, flags: DIFlagPrototyped, spFlags: 0)
!176 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !177, file: !49, line: 135)
!177 = !DISubprogram(name: "setbuf", scope: !52, file: !52, line: 328, type: !178, flags: DIFlagPrototyped, spFlags: 0)
!178 = !DISubroutineType(types: !179)
!179 = !{null, !78, !86}
!180 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !181, file: !49, line: 136)
!181 = !DISubprogram(name: "setvbuf", scope: !52, file: !52, line: 332, type: !182, flags: DIFlagPrototyped, spFlags: 0)
!182 = !DISubroutineType(types: !183)
!183 = !{!65, !78, !86, !65, !109}
!184 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !185, file: !49, line: 137)
!185 = !DISubprogram(name: "sprintf", scope: !52, file: !52, line: 358, type: !186, flags: DIFlagPrototyped, spFlags: 0)
!186 = !DISubroutineType(types: !187)
!187 = !{!65, !86, !91, null}
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !189, file: !49, line: 138)
!189 = !DISubprogram(name: "sscanf", linkageName: "__isoc99_sscanf", scope: !52, file: !52, line: 439, type: !190, flags: DIFlagPrototyped, spFlags: 0)
!190 = !DISubroutineType(types: !191)
!191 = !{!65, !91, !91, null}
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !193, file: !49, line: 139)
!193 = !DISubprogram(name: "tmpfile", scope: !52, file: !52, line: 188, type: !194, flags: DIFlagPrototyped, spFlags: 0)
!194 = !DISubroutineType(types: !195)
!195 = !{!60}
!196 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !197, file: !49, line: 141)
!197 = !DISubprogram(name: "tmpnam", scope: !52, file: !52, line: 205, type: !198, flags: DIFlagPrototyped, spFlags: 0)
!198 = !DISubroutineType(types: !199)
!199 = !{!85, !85}
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !201, file: !49, line: 143)
!201 = !DISubprogram(name: "ungetc", scope: !52, file: !52, line: 668, type: !99, flags: DIFlagPrototyped, spFlags: 0)
!202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !203, file: !49, line: 144)
!203 = !DISubprogram(name: "vfprintf", scope: !52, file: !52, line: 365, type: !204, flags: DIFlagPrototyped, spFlags: 0)
!204 = !DISubroutineType(types: !205)
!205 = !{!65, !78, !91, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", file: !2, size: 192, flags: DIFlagFwdDecl, identifier: "_ZTS13__va_list_tag")
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !209, file: !49, line: 145)
!209 = !DISubprogram(name: "vprintf", scope: !52, file: !52, line: 371, type: !210, flags: DIFlagPrototyped, spFlags: 0)
!210 = !DISubroutineType(types: !211)
!211 = !{!65, !91, !206}
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !213, file: !49, line: 146)
!213 = !DISubprogram(name: "vsprintf", scope: !52, file: !52, line: 373, type: !214, flags: DIFlagPrototyped, spFlags: 0)
!214 = !DISubroutineType(types: !215)
!215 = !{!65, !86, !91, !206}
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !217, entity: !218, file: !49, line: 175)
!217 = !DINamespace(name: "__gnu_cxx", scope: null)
!218 = !DISubprogram(name: "snprintf", scope: !52, file: !52, line: 378, type: !219, flags: DIFlagPrototyped, spFlags: 0)
!219 = !DISubroutineType(types: !220)
!220 = !{!65, !86, !109, !91, null}
!221 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !217, entity: !222, file: !49, line: 176)
!222 = !DISubprogram(name: "vfscanf", linkageName: "__isoc99_vfscanf", scope: !52, file: !52, line: 479, type: !204, flags: DIFlagPrototyped, spFlags: 0)
!223 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !217, entity: !224, file: !49, line: 177)
!224 = !DISubprogram(name: "vscanf", linkageName: "__isoc99_vscanf", scope: !52, file: !52, line: 484, type: !210, flags: DIFlagPrototyped, spFlags: 0)
!225 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !217, entity: !226, file: !49, line: 178)
!226 = !DISubprogram(name: "vsnprintf", scope: !52, file: !52, line: 382, type: !227, flags: DIFlagPrototyped, spFlags: 0)
!227 = !DISubroutineType(types: !228)
!228 = !{!65, !86, !109, !91, !206}
!229 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !217, entity: !230, file: !49, line: 179)
!230 = !DISubprogram(name: "vsscanf", linkageName: "__isoc99_vsscanf", scope: !52, file: !52, line: 487, type: !231, flags: DIFlagPrototyped, spFlags: 0)
!231 = !DISubroutineType(types: !232)
!232 = !{!65, !91, !91, !206}
!233 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !218, file: !49, line: 185)
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !222, file: !49, line: 186)
!235 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !224, file: !49, line: 187)
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !226, file: !49, line: 188)
!237 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !44, entity: !230, file: !49, line: 189)
!238 = !{i32 7, !"Dwarf Version", i32 5}
!239 = !{i32 2, !"Debug Info Version", i32 3}
!240 = !{i32 1, !"wchar_size", i32 4}
!241 = !{i32 8, !"PIC Level", i32 2}
!242 = !{i32 7, !"PIE Level", i32 2}
!243 = !{i32 7, !"uwtable", i32 2}
!244 = !{i32 7, !"frame-pointer", i32 2}
!245 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!246 = distinct !DISubprogram(name: "kind<double>", linkageName: "_Z4kindIdEPKcv", scope: !2, file: !2, line: 24, type: !247, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !249)
!247 = !DISubroutineType(types: !248)
!248 = !{!92}
!249 = !{!250}
!250 = !DITemplateTypeParameter(name: "T", type: !251)
!251 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!252 = !DILocation(line: 24, column: 42, scope: !246)
!253 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !146, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, retainedNodes: !254)
!254 = !{}
!255 = !DILocalVariable(name: "a", scope: !253, file: !2, line: 33, type: !256)
!256 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<int, 5>", file: !2, line: 5, size: 160, flags: DIFlagTypePassByValue, elements: !257, templateParams: !275, identifier: "_ZTS5ArrayIiLi5EE")
!257 = !{!258, !262, !267, !274}
!258 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !256, file: !2, line: 6, baseType: !259, size: 160)
!259 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 160, elements: !260)
!260 = !{!261}
!261 = !DISubrange(count: 5)
!262 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIiLi5EEixEi", scope: !256, file: !2, line: 7, type: !263, scopeLine: 7, flags: DIFlagPrototyped, spFlags: 0)
!263 = !DISubroutineType(types: !264)
!264 = !{!265, !266, !65}
!265 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !65, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !256, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!267 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi5EEixEi", scope: !256, file: !2, line: 8, type: !268, scopeLine: 8, flags: DIFlagPrototyped, spFlags: 0)
!268 = !DISubroutineType(types: !269)
!269 = !{!270, !272, !65}
!270 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !271, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!273 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !256)
!274 = !DISubprogram(name: "size", linkageName: "_ZN5ArrayIiLi5EE4sizeEv", scope: !256, file: !2, line: 9, type: !146, scopeLine: 9, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!275 = !{!276, !277}
!276 = !DITemplateTypeParameter(name: "T", type: !65)
!277 = !DITemplateValueParameter(name: "N", type: !65, value: i32 5)
!278 = !DILocation(line: 33, column: 17, scope: !253)
!279 = !DILocalVariable(name: "d", scope: !253, file: !2, line: 34, type: !280)
!280 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Array<double, 3>", file: !2, line: 5, size: 192, flags: DIFlagTypePassByValue, elements: !281, templateParams: !299, identifier: "_ZTS5ArrayIdLi3EE")
!281 = !{!282, !286, !291, !298}
!282 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !280, file: !2, line: 6, baseType: !283, size: 192)
!283 = !DICompositeType(tag: DW_TAG_array_type, baseType: !251, size: 192, elements: !284)
!284 = !{!285}
!285 = !DISubrange(count: 3)
!286 = !DISubprogram(name: "operator[]", linkageName: "_ZN5ArrayIdLi3EEixEi", scope: !280, file: !2, line: 7, type: !287, scopeLine: 7, flags: DIFlagPrototyped, spFlags: 0)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !290, !65}
!289 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !251, size: 64)
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !280, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!291 = !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIdLi3EEixEi", scope: !280, file: !2, line: 8, type: !292, scopeLine: 8, flags: DIFlagPrototyped, spFlags: 0)
!292 = !DISubroutineType(types: !293)
!293 = !{!294, !296, !65}
!294 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !295, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !251)
!296 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!297 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !280)
!298 = !DISubprogram(name: "size", linkageName: "_ZN5ArrayIdLi3EE4sizeEv", scope: !280, file: !2, line: 9, type: !146, scopeLine: 9, flags: DIFlagPrototyped | DIFlagStaticMember, spFlags: 0)
!299 = !{!250, !300}
!300 = !DITemplateValueParameter(name: "N", type: !65, value: i32 3)
!301 = !DILocation(line: 34, column: 20, scope: !253)
!302 = !DILocalVariable(name: "calls", scope: !253, file: !2, line: 35, type: !65)
!303 = !DILocation(line: 35, column: 7, scope: !253)
!304 = !DILocalVariable(name: "add", scope: !253, file: !2, line: 36, type: !305)
!305 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !253, file: !2, line: 36, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !306)
!306 = !{!307}
!307 = !DIDerivedType(tag: DW_TAG_member, name: "calls", scope: !305, file: !2, line: 36, baseType: !265, size: 64)
!308 = !DILocation(line: 36, column: 8, scope: !253)
!309 = !DILocation(line: 36, column: 14, scope: !253)
!310 = !DILocation(line: 37, column: 49, scope: !253)
!311 = !DILocation(line: 37, column: 36, scope: !253)
!312 = !DILocation(line: 37, column: 55, scope: !253)
!313 = !DILocation(line: 37, column: 3, scope: !253)
!314 = !DILocalVariable(name: "k", scope: !253, file: !2, line: 38, type: !251)
!315 = !DILocation(line: 38, column: 10, scope: !253)
!316 = !DILocalVariable(name: "scaled", scope: !253, file: !2, line: 39, type: !317)
!317 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !253, file: !2, line: 39, size: 64, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !318)
!318 = !{!319}
!319 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !317, file: !2, line: 39, baseType: !251, size: 64)
!320 = !DILocation(line: 39, column: 8, scope: !253)
!321 = !DILocation(line: 39, column: 17, scope: !253)
!322 = !DILocation(line: 39, column: 18, scope: !253)
!323 = !DILocation(line: 40, column: 55, scope: !253)
!324 = !DILocation(line: 40, column: 40, scope: !253)
!325 = !DILocation(line: 40, column: 64, scope: !253)
!326 = !DILocation(line: 40, column: 3, scope: !253)
!327 = !DILocation(line: 41, column: 32, scope: !253)
!328 = !DILocation(line: 41, column: 50, scope: !253)
!329 = !DILocation(line: 41, column: 3, scope: !253)
!330 = !DILocation(line: 42, column: 31, scope: !253)
!331 = !DILocation(line: 42, column: 44, scope: !253)
!332 = !DILocation(line: 42, column: 3, scope: !253)
!333 = !DILocalVariable(name: "generic", scope: !253, file: !2, line: 43, type: !334)
!334 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !253, file: !2, line: 43, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !254)
!335 = !DILocation(line: 43, column: 8, scope: !253)
!336 = !DILocation(line: 44, column: 36, scope: !253)
!337 = !DILocation(line: 44, column: 48, scope: !253)
!338 = !DILocation(line: 44, column: 3, scope: !253)
!339 = !DILocation(line: 45, column: 34, scope: !253)
!340 = !DILocation(line: 45, column: 3, scope: !253)
!341 = !DILocation(line: 46, column: 3, scope: !253)
!342 = distinct !DISubprogram(name: "reduce<int, 5, (lambda at templates.cpp:36:14)>", linkageName: "_Z6reduceIiLi5EZ4mainE3$_1ET_RK5ArrayIS1_XT0_EES1_T1_", scope: !2, file: !2, line: 12, type: !343, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, templateParams: !346, retainedNodes: !254)
!343 = !DISubroutineType(types: !344)
!344 = !{!65, !345, !65, !305}
!345 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !273, size: 64)
!346 = !{!276, !277, !347}
!347 = !DITemplateTypeParameter(name: "F", type: !305)
!348 = !DILocalVariable(name: "a", arg: 1, scope: !342, file: !2, line: 12, type: !345)
!349 = !DILocation(line: 12, column: 70, scope: !342)
!350 = !DILocalVariable(name: "init", arg: 2, scope: !342, file: !2, line: 12, type: !65)
!351 = !DILocation(line: 12, column: 75, scope: !342)
!352 = !DILocalVariable(name: "f", arg: 3, scope: !342, file: !2, line: 12, type: !305)
!353 = !DILocation(line: 12, column: 83, scope: !342)
!354 = !DILocalVariable(name: "i", scope: !355, file: !2, line: 13, type: !65)
!355 = distinct !DILexicalBlock(scope: !342, file: !2, line: 13, column: 3)
!356 = !DILocation(line: 13, column: 12, scope: !355)
!357 = !DILocation(line: 13, column: 8, scope: !355)
!358 = !DILocation(line: 13, column: 19, scope: !359)
!359 = distinct !DILexicalBlock(scope: !355, file: !2, line: 13, column: 3)
!360 = !DILocation(line: 13, column: 21, scope: !359)
!361 = !DILocation(line: 13, column: 3, scope: !355)
!362 = !DILocation(line: 13, column: 40, scope: !359)
!363 = !DILocation(line: 13, column: 46, scope: !359)
!364 = !{i64 4}
!365 = !DILocation(line: 13, column: 48, scope: !359)
!366 = !DILocation(line: 13, column: 38, scope: !359)
!367 = !DILocation(line: 13, column: 36, scope: !359)
!368 = !DILocation(line: 13, column: 31, scope: !359)
!369 = !DILocation(line: 13, column: 27, scope: !359)
!370 = !DILocation(line: 13, column: 3, scope: !359)
!371 = distinct !{!371, !361, !372, !373}
!372 = !DILocation(line: 13, column: 50, scope: !355)
!373 = !{!"llvm.loop.mustprogress"}
!374 = !DILocation(line: 14, column: 10, scope: !342)
!375 = !DILocation(line: 14, column: 3, scope: !342)
!376 = distinct !DISubprogram(name: "reduce<double, 3, (lambda at templates.cpp:39:17)>", linkageName: "_Z6reduceIdLi3EZ4mainE3$_2ET_RK5ArrayIS1_XT0_EES1_T1_", scope: !2, file: !2, line: 12, type: !377, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, templateParams: !380, retainedNodes: !254)
!377 = !DISubroutineType(types: !378)
!378 = !{!251, !379, !251, !317}
!379 = !DIDerivedType(tag: DW_TAG_reference_type, baseType: !297, size: 64)
!380 = !{!250, !300, !381}
!381 = !DITemplateTypeParameter(name: "F", type: !317)
!382 = !DILocalVariable(name: "a", arg: 1, scope: !376, file: !2, line: 12, type: !379)
!383 = !DILocation(line: 12, column: 70, scope: !376)
!384 = !DILocalVariable(name: "init", arg: 2, scope: !376, file: !2, line: 12, type: !251)
!385 = !DILocation(line: 12, column: 75, scope: !376)
!386 = !DILocalVariable(name: "f", arg: 3, scope: !376, file: !2, line: 12, type: !317)
!387 = !DILocation(line: 12, column: 83, scope: !376)
!388 = !DILocalVariable(name: "i", scope: !389, file: !2, line: 13, type: !65)
!389 = distinct !DILexicalBlock(scope: !376, file: !2, line: 13, column: 3)
!390 = !DILocation(line: 13, column: 12, scope: !389)
!391 = !DILocation(line: 13, column: 8, scope: !389)
!392 = !DILocation(line: 13, column: 19, scope: !393)
!393 = distinct !DILexicalBlock(scope: !389, file: !2, line: 13, column: 3)
!394 = !DILocation(line: 13, column: 21, scope: !393)
!395 = !DILocation(line: 13, column: 3, scope: !389)
!396 = !DILocation(line: 13, column: 40, scope: !393)
!397 = !DILocation(line: 13, column: 46, scope: !393)
!398 = !{i64 8}
!399 = !DILocation(line: 13, column: 48, scope: !393)
!400 = !DILocation(line: 13, column: 38, scope: !393)
!401 = !DILocation(line: 13, column: 36, scope: !393)
!402 = !DILocation(line: 13, column: 31, scope: !393)
!403 = !DILocation(line: 13, column: 27, scope: !393)
!404 = !DILocation(line: 13, column: 3, scope: !393)
!405 = distinct !{!405, !395, !406, !373}
!406 = !DILocation(line: 13, column: 50, scope: !389)
!407 = !DILocation(line: 14, column: 10, scope: !376)
!408 = !DILocation(line: 14, column: 3, scope: !376)
!409 = distinct !DISubprogram(name: "size", linkageName: "_ZN5ArrayIdLi3EE4sizeEv", scope: !280, file: !2, line: 9, type: !146, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, declaration: !298)
!410 = !DILocation(line: 9, column: 33, scope: !409)
!411 = distinct !DISubprogram(name: "maxv<int, int, int, int>", linkageName: "_Z4maxvIiJiiiEET_S0_DpT0_", scope: !2, file: !2, line: 18, type: !412, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !414, retainedNodes: !254)
!412 = !DISubroutineType(types: !413)
!413 = !{!65, !65, !65, !65, !65}
!414 = !{!276, !415}
!415 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "R", value: !416)
!416 = !{!417, !417, !417}
!417 = !DITemplateTypeParameter(type: !65)
!418 = !DILocalVariable(name: "a", arg: 1, scope: !411, file: !2, line: 18, type: !65)
!419 = !DILocation(line: 18, column: 47, scope: !411)
!420 = !DILocalVariable(name: "r", arg: 2, scope: !411, file: !2, line: 18, type: !65)
!421 = !DILocation(line: 18, column: 55, scope: !411)
!422 = !DILocalVariable(name: "r", arg: 3, scope: !411, file: !2, line: 18, type: !65)
!423 = !DILocalVariable(name: "r", arg: 4, scope: !411, file: !2, line: 18, type: !65)
!424 = !DILocalVariable(name: "m", scope: !411, file: !2, line: 19, type: !65)
!425 = !DILocation(line: 19, column: 5, scope: !411)
!426 = !DILocation(line: 19, column: 14, scope: !411)
!427 = !DILocation(line: 19, column: 9, scope: !411)
!428 = !DILocation(line: 20, column: 10, scope: !411)
!429 = !DILocation(line: 20, column: 14, scope: !411)
!430 = !DILocation(line: 20, column: 12, scope: !411)
!431 = !DILocation(line: 20, column: 18, scope: !411)
!432 = !DILocation(line: 20, column: 22, scope: !411)
!433 = !DILocation(line: 20, column: 3, scope: !411)
!434 = distinct !DISubprogram(name: "maxv<double, double>", linkageName: "_Z4maxvIdJdEET_S0_DpT0_", scope: !2, file: !2, line: 18, type: !435, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !437, retainedNodes: !254)
!435 = !DISubroutineType(types: !436)
!436 = !{!251, !251, !251}
!437 = !{!250, !438}
!438 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "R", value: !439)
!439 = !{!440}
!440 = !DITemplateTypeParameter(type: !251)
!441 = !DILocalVariable(name: "a", arg: 1, scope: !434, file: !2, line: 18, type: !251)
!442 = !DILocation(line: 18, column: 47, scope: !434)
!443 = !DILocalVariable(name: "r", arg: 2, scope: !434, file: !2, line: 18, type: !251)
!444 = !DILocation(line: 18, column: 55, scope: !434)
!445 = !DILocalVariable(name: "m", scope: !434, file: !2, line: 19, type: !251)
!446 = !DILocation(line: 19, column: 5, scope: !434)
!447 = !DILocation(line: 19, column: 14, scope: !434)
!448 = !DILocation(line: 19, column: 9, scope: !434)
!449 = !DILocation(line: 20, column: 10, scope: !434)
!450 = !DILocation(line: 20, column: 14, scope: !434)
!451 = !DILocation(line: 20, column: 12, scope: !434)
!452 = !DILocation(line: 20, column: 18, scope: !434)
!453 = !DILocation(line: 20, column: 22, scope: !434)
!454 = !DILocation(line: 20, column: 3, scope: !434)
!455 = distinct !DISubprogram(name: "kind<int>", linkageName: "_Z4kindIiEPKcv", scope: !2, file: !2, line: 23, type: !247, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !456)
!456 = !{!276}
!457 = !DILocation(line: 23, column: 44, scope: !455)
!458 = distinct !DISubprogram(name: "operator()<int>", linkageName: "_ZZ4mainENK3$_0clIiEEDaT_", scope: !334, file: !2, line: 43, type: !459, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, templateParams: !464, declaration: !463, retainedNodes: !254)
!459 = !DISubroutineType(types: !460)
!460 = !{!65, !461, !65}
!461 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!462 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !334)
!463 = !DISubprogram(name: "operator()<int>", scope: !334, file: !2, line: 43, type: !459, scopeLine: 43, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !464)
!464 = !{!465}
!465 = !DITemplateTypeParameter(name: "x:auto", type: !65)
!466 = !DILocalVariable(name: "this", arg: 1, scope: !458, type: !467, flags: DIFlagArtificial | DIFlagObjectPointer)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !462, size: 64)
!468 = !DILocation(line: 0, scope: !458)
!469 = !DILocalVariable(name: "x", arg: 2, scope: !458, file: !2, line: 43, type: !65)
!470 = !DILocation(line: 43, column: 26, scope: !458)
!471 = !DILocation(line: 43, column: 38, scope: !458)
!472 = !DILocation(line: 43, column: 42, scope: !458)
!473 = !DILocation(line: 43, column: 40, scope: !458)
!474 = !DILocation(line: 43, column: 31, scope: !458)
!475 = distinct !DISubprogram(name: "operator()<double>", linkageName: "_ZZ4mainENK3$_0clIdEEDaT_", scope: !334, file: !2, line: 43, type: !476, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, templateParams: !479, declaration: !478, retainedNodes: !254)
!476 = !DISubroutineType(types: !477)
!477 = !{!251, !461, !251}
!478 = !DISubprogram(name: "operator()<double>", scope: !334, file: !2, line: 43, type: !476, scopeLine: 43, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit, templateParams: !479)
!479 = !{!480}
!480 = !DITemplateTypeParameter(name: "x:auto", type: !251)
!481 = !DILocalVariable(name: "this", arg: 1, scope: !475, type: !467, flags: DIFlagArtificial | DIFlagObjectPointer)
!482 = !DILocation(line: 0, scope: !475)
!483 = !DILocalVariable(name: "x", arg: 2, scope: !475, file: !2, line: 43, type: !251)
!484 = !DILocation(line: 43, column: 26, scope: !475)
!485 = !DILocation(line: 43, column: 38, scope: !475)
!486 = !DILocation(line: 43, column: 42, scope: !475)
!487 = !DILocation(line: 43, column: 40, scope: !475)
!488 = !DILocation(line: 43, column: 31, scope: !475)
!489 = distinct !DISubprogram(name: "integrate<(lambda at templates.cpp:45:44)>", linkageName: "_Z9integrateIZ4mainE3$_3EdT_ddi", scope: !2, file: !2, line: 26, type: !490, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, templateParams: !493, retainedNodes: !254)
!490 = !DISubroutineType(types: !491)
!491 = !{!251, !492, !251, !251, !65}
!492 = distinct !DICompositeType(tag: DW_TAG_class_type, scope: !253, file: !2, line: 45, size: 8, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !254)
!493 = !{!494}
!494 = !DITemplateTypeParameter(name: "F", type: !492)
!495 = !DILocalVariable(name: "f", arg: 1, scope: !489, file: !2, line: 26, type: !492)
!496 = !DILocation(line: 26, column: 42, scope: !489)
!497 = !DILocalVariable(name: "a", arg: 2, scope: !489, file: !2, line: 26, type: !251)
!498 = !DILocation(line: 26, column: 52, scope: !489)
!499 = !DILocalVariable(name: "b", arg: 3, scope: !489, file: !2, line: 26, type: !251)
!500 = !DILocation(line: 26, column: 62, scope: !489)
!501 = !DILocalVariable(name: "n", arg: 4, scope: !489, file: !2, line: 26, type: !65)
!502 = !DILocation(line: 26, column: 69, scope: !489)
!503 = !DILocalVariable(name: "h", scope: !489, file: !2, line: 27, type: !251)
!504 = !DILocation(line: 27, column: 10, scope: !489)
!505 = !DILocation(line: 27, column: 15, scope: !489)
!506 = !DILocation(line: 27, column: 19, scope: !489)
!507 = !DILocation(line: 27, column: 17, scope: !489)
!508 = !DILocation(line: 27, column: 24, scope: !489)
!509 = !DILocation(line: 27, column: 22, scope: !489)
!510 = !DILocalVariable(name: "s", scope: !489, file: !2, line: 27, type: !251)
!511 = !DILocation(line: 27, column: 27, scope: !489)
!512 = !DILocalVariable(name: "i", scope: !513, file: !2, line: 28, type: !65)
!513 = distinct !DILexicalBlock(scope: !489, file: !2, line: 28, column: 3)
!514 = !DILocation(line: 28, column: 12, scope: !513)
!515 = !DILocation(line: 28, column: 8, scope: !513)
!516 = !DILocation(line: 28, column: 19, scope: !517)
!517 = distinct !DILexicalBlock(scope: !513, file: !2, line: 28, column: 3)
!518 = !DILocation(line: 28, column: 23, scope: !517)
!519 = !DILocation(line: 28, column: 21, scope: !517)
!520 = !DILocation(line: 28, column: 3, scope: !513)
!521 = !DILocation(line: 28, column: 38, scope: !517)
!522 = !DILocation(line: 28, column: 43, scope: !517)
!523 = !DILocation(line: 28, column: 45, scope: !517)
!524 = !DILocation(line: 28, column: 54, scope: !517)
!525 = !DILocation(line: 28, column: 40, scope: !517)
!526 = !DILocation(line: 28, column: 36, scope: !517)
!527 = !DILocation(line: 28, column: 33, scope: !517)
!528 = !DILocation(line: 28, column: 31, scope: !517)
!529 = !DILocation(line: 28, column: 27, scope: !517)
!530 = !DILocation(line: 28, column: 3, scope: !517)
!531 = distinct !{!531, !520, !532, !373}
!532 = !DILocation(line: 28, column: 55, scope: !513)
!533 = !DILocation(line: 29, column: 10, scope: !489)
!534 = !DILocation(line: 29, column: 14, scope: !489)
!535 = !DILocation(line: 29, column: 12, scope: !489)
!536 = !DILocation(line: 29, column: 3, scope: !489)
!537 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_1clEii", scope: !305, file: !2, line: 36, type: !538, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, declaration: !542, retainedNodes: !254)
!538 = !DISubroutineType(types: !539)
!539 = !{!65, !540, !65, !65}
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !541, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!541 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !305)
!542 = !DISubprogram(name: "operator()", scope: !305, file: !2, line: 36, type: !538, scopeLine: 36, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!543 = !DILocalVariable(name: "this", arg: 1, scope: !537, type: !544, flags: DIFlagArtificial | DIFlagObjectPointer)
!544 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !541, size: 64)
!545 = !DILocation(line: 0, scope: !537)
!546 = !DILocalVariable(name: "x", arg: 2, scope: !537, file: !2, line: 36, type: !65)
!547 = !DILocation(line: 36, column: 27, scope: !537)
!548 = !DILocalVariable(name: "y", arg: 3, scope: !537, file: !2, line: 36, type: !65)
!549 = !DILocation(line: 36, column: 34, scope: !537)
!550 = !DILocation(line: 36, column: 39, scope: !537)
!551 = !DILocation(line: 36, column: 44, scope: !537)
!552 = !DILocation(line: 36, column: 55, scope: !537)
!553 = !DILocation(line: 36, column: 59, scope: !537)
!554 = !DILocation(line: 36, column: 57, scope: !537)
!555 = !DILocation(line: 36, column: 48, scope: !537)
!556 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIiLi5EEixEi", scope: !256, file: !2, line: 8, type: !268, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, declaration: !267, retainedNodes: !254)
!557 = !DILocalVariable(name: "this", arg: 1, scope: !556, type: !558, flags: DIFlagArtificial | DIFlagObjectPointer)
!558 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!559 = !DILocation(line: 0, scope: !556)
!560 = !DILocalVariable(name: "i", arg: 2, scope: !556, file: !2, line: 8, type: !65)
!561 = !DILocation(line: 8, column: 27, scope: !556)
!562 = !DILocation(line: 8, column: 45, scope: !556)
!563 = !DILocation(line: 8, column: 50, scope: !556)
!564 = !DILocation(line: 8, column: 38, scope: !556)
!565 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_2clEdd", scope: !317, file: !2, line: 39, type: !566, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, declaration: !570, retainedNodes: !254)
!566 = !DISubroutineType(types: !567)
!567 = !{!251, !568, !251, !251}
!568 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !569, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!569 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !317)
!570 = !DISubprogram(name: "operator()", scope: !317, file: !2, line: 39, type: !566, scopeLine: 39, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!571 = !DILocalVariable(name: "this", arg: 1, scope: !565, type: !572, flags: DIFlagArtificial | DIFlagObjectPointer)
!572 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !569, size: 64)
!573 = !DILocation(line: 0, scope: !565)
!574 = !DILocalVariable(name: "acc", arg: 2, scope: !565, file: !2, line: 39, type: !251)
!575 = !DILocation(line: 39, column: 28, scope: !565)
!576 = !DILocalVariable(name: "x", arg: 3, scope: !565, file: !2, line: 39, type: !251)
!577 = !DILocation(line: 39, column: 40, scope: !565)
!578 = !DILocation(line: 39, column: 52, scope: !565)
!579 = !DILocation(line: 39, column: 58, scope: !565)
!580 = !DILocation(line: 39, column: 62, scope: !565)
!581 = !DILocation(line: 39, column: 56, scope: !565)
!582 = !DILocation(line: 39, column: 45, scope: !565)
!583 = distinct !DISubprogram(name: "operator[]", linkageName: "_ZNK5ArrayIdLi3EEixEi", scope: !280, file: !2, line: 8, type: !292, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, declaration: !291, retainedNodes: !254)
!584 = !DILocalVariable(name: "this", arg: 1, scope: !583, type: !585, flags: DIFlagArtificial | DIFlagObjectPointer)
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!586 = !DILocation(line: 0, scope: !583)
!587 = !DILocalVariable(name: "i", arg: 2, scope: !583, file: !2, line: 8, type: !65)
!588 = !DILocation(line: 8, column: 27, scope: !583)
!589 = !DILocation(line: 8, column: 45, scope: !583)
!590 = !DILocation(line: 8, column: 50, scope: !583)
!591 = !DILocation(line: 8, column: 38, scope: !583)
!592 = distinct !DISubprogram(name: "maxv<int, int, int>", linkageName: "_Z4maxvIiJiiEET_S0_DpT0_", scope: !2, file: !2, line: 18, type: !593, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !595, retainedNodes: !254)
!593 = !DISubroutineType(types: !594)
!594 = !{!65, !65, !65, !65}
!595 = !{!276, !596}
!596 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "R", value: !597)
!597 = !{!417, !417}
!598 = !DILocalVariable(name: "a", arg: 1, scope: !592, file: !2, line: 18, type: !65)
!599 = !DILocation(line: 18, column: 47, scope: !592)
!600 = !DILocalVariable(name: "r", arg: 2, scope: !592, file: !2, line: 18, type: !65)
!601 = !DILocation(line: 18, column: 55, scope: !592)
!602 = !DILocalVariable(name: "r", arg: 3, scope: !592, file: !2, line: 18, type: !65)
!603 = !DILocalVariable(name: "m", scope: !592, file: !2, line: 19, type: !65)
!604 = !DILocation(line: 19, column: 5, scope: !592)
!605 = !DILocation(line: 19, column: 14, scope: !592)
!606 = !DILocation(line: 19, column: 9, scope: !592)
!607 = !DILocation(line: 20, column: 10, scope: !592)
!608 = !DILocation(line: 20, column: 14, scope: !592)
!609 = !DILocation(line: 20, column: 12, scope: !592)
!610 = !DILocation(line: 20, column: 18, scope: !592)
!611 = !DILocation(line: 20, column: 22, scope: !592)
!612 = !DILocation(line: 20, column: 3, scope: !592)
!613 = distinct !DISubprogram(name: "maxv<int, int>", linkageName: "_Z4maxvIiJiEET_S0_DpT0_", scope: !2, file: !2, line: 18, type: !614, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !616, retainedNodes: !254)
!614 = !DISubroutineType(types: !615)
!615 = !{!65, !65, !65}
!616 = !{!276, !617}
!617 = !DITemplateValueParameter(tag: DW_TAG_GNU_template_parameter_pack, name: "R", value: !618)
!618 = !{!417}
!619 = !DILocalVariable(name: "a", arg: 1, scope: !613, file: !2, line: 18, type: !65)
!620 = !DILocation(line: 18, column: 47, scope: !613)
!621 = !DILocalVariable(name: "r", arg: 2, scope: !613, file: !2, line: 18, type: !65)
!622 = !DILocation(line: 18, column: 55, scope: !613)
!623 = !DILocalVariable(name: "m", scope: !613, file: !2, line: 19, type: !65)
!624 = !DILocation(line: 19, column: 5, scope: !613)
!625 = !DILocation(line: 19, column: 14, scope: !613)
!626 = !DILocation(line: 19, column: 9, scope: !613)
!627 = !DILocation(line: 20, column: 10, scope: !613)
!628 = !DILocation(line: 20, column: 14, scope: !613)
!629 = !DILocation(line: 20, column: 12, scope: !613)
!630 = !DILocation(line: 20, column: 18, scope: !613)
!631 = !DILocation(line: 20, column: 22, scope: !613)
!632 = !DILocation(line: 20, column: 3, scope: !613)
!633 = distinct !DISubprogram(name: "maxv<int>", linkageName: "_Z4maxvIiET_S0_", scope: !2, file: !2, line: 17, type: !160, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !456, retainedNodes: !254)
!634 = !DILocalVariable(name: "a", arg: 1, scope: !633, file: !2, line: 17, type: !65)
!635 = !DILocation(line: 17, column: 32, scope: !633)
!636 = !DILocation(line: 17, column: 44, scope: !633)
!637 = !DILocation(line: 17, column: 37, scope: !633)
!638 = distinct !DISubprogram(name: "maxv<double>", linkageName: "_Z4maxvIdET_S0_", scope: !2, file: !2, line: 17, type: !639, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !40, templateParams: !249, retainedNodes: !254)
!639 = !DISubroutineType(types: !640)
!640 = !{!251, !251}
!641 = !DILocalVariable(name: "a", arg: 1, scope: !638, file: !2, line: 17, type: !251)
!642 = !DILocation(line: 17, column: 32, scope: !638)
!643 = !DILocation(line: 17, column: 44, scope: !638)
!644 = !DILocation(line: 17, column: 37, scope: !638)
!645 = distinct !DISubprogram(name: "operator()", linkageName: "_ZZ4mainENK3$_3clEd", scope: !492, file: !2, line: 45, type: !646, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !40, declaration: !650, retainedNodes: !254)
!646 = !DISubroutineType(types: !647)
!647 = !{!251, !648, !251}
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!649 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !492)
!650 = !DISubprogram(name: "operator()", scope: !492, file: !2, line: 45, type: !646, scopeLine: 45, flags: DIFlagPublic | DIFlagPrototyped, spFlags: DISPFlagLocalToUnit)
!651 = !DILocalVariable(name: "this", arg: 1, scope: !645, type: !652, flags: DIFlagArtificial | DIFlagObjectPointer)
!652 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !649, size: 64)
!653 = !DILocation(line: 0, scope: !645)
!654 = !DILocalVariable(name: "x", arg: 2, scope: !645, file: !2, line: 45, type: !251)
!655 = !DILocation(line: 45, column: 54, scope: !645)
!656 = !DILocation(line: 45, column: 66, scope: !645)
!657 = !DILocation(line: 45, column: 70, scope: !645)
!658 = !DILocation(line: 45, column: 68, scope: !645)
!659 = !DILocation(line: 45, column: 59, scope: !645)
