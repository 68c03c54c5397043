; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"dot=%.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"norm=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"softplus=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"horner=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"f(1,1,1,1)=%.6f\0A\00", align 1

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 4294967292
  br label %30

11:                                               ; preds = %30, %5
  %12 = phi double [ undef, %5 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %5 ], [ %57, %30 ]
  %14 = phi double [ 0.000000e+00, %5 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !5
  %22 = getelementptr inbounds double, ptr %1, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !9

28:                                               ; preds = %11, %16, %3
  %29 = phi double [ 0.000000e+00, %3 ], [ %12, %11 ], [ %24, %16 ]
  ret double %29

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = getelementptr inbounds double, ptr %0, i64 %31
  %35 = load double, ptr %34, align 8, !tbaa !5
  %36 = getelementptr inbounds double, ptr %1, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32)
  %39 = or i64 %31, 1
  %40 = getelementptr inbounds double, ptr %0, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = getelementptr inbounds double, ptr %1, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = or i64 %31, 2
  %46 = getelementptr inbounds double, ptr %0, i64 %45
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = getelementptr inbounds double, ptr %1, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = or i64 %31, 3
  %52 = getelementptr inbounds double, ptr %0, i64 %51
  %53 = load double, ptr %52, align 8, !tbaa !5
  %54 = getelementptr inbounds double, ptr %1, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %54

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %8 = icmp ult i32 %0, 6
  br i1 %8, label %38, label %9

9:                                                ; preds = %6
  %10 = shl nuw nsw i64 %7, 3
  %11 = getelementptr i8, ptr %3, i64 %10
  %12 = getelementptr i8, ptr %2, i64 %10
  %13 = icmp ugt ptr %12, %3
  %14 = icmp ugt ptr %11, %2
  %15 = and i1 %13, %14
  br i1 %15, label %38, label %16

16:                                               ; preds = %9
  %17 = and i64 %7, 4294967292
  %18 = insertelement <2 x double> poison, double %1, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = insertelement <2 x double> poison, double %1, i64 0
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  br label %22

22:                                               ; preds = %22, %16
  %23 = phi i64 [ 0, %16 ], [ %34, %22 ]
  %24 = getelementptr inbounds double, ptr %2, i64 %23
  %25 = load <2 x double>, ptr %24, align 8, !tbaa !5, !alias.scope !13
  %26 = getelementptr inbounds double, ptr %24, i64 2
  %27 = load <2 x double>, ptr %26, align 8, !tbaa !5, !alias.scope !13
  %28 = getelementptr inbounds double, ptr %3, i64 %23
  %29 = load <2 x double>, ptr %28, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %30 = getelementptr inbounds double, ptr %28, i64 2
  %31 = load <2 x double>, ptr %30, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %32 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %25, <2 x double> %29)
  %33 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %27, <2 x double> %31)
  store <2 x double> %32, ptr %28, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  store <2 x double> %33, ptr %30, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %34 = add nuw i64 %23, 4
  %35 = icmp eq i64 %34, %17
  br i1 %35, label %36, label %22, !llvm.loop !18

36:                                               ; preds = %22
  %37 = icmp eq i64 %17, %7
  br i1 %37, label %54, label %38

38:                                               ; preds = %9, %6, %36
  %39 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %17, %36 ]
  %40 = xor i64 %39, -1
  %41 = and i64 %7, 1
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %50, label %43

43:                                               ; preds = %38
  %44 = getelementptr inbounds double, ptr %2, i64 %39
  %45 = load double, ptr %44, align 8, !tbaa !5
  %46 = getelementptr inbounds double, ptr %3, i64 %39
  %47 = load double, ptr %46, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %1, double %45, double %47)
  store double %48, ptr %46, align 8, !tbaa !5
  %49 = or i64 %39, 1
  br label %50

50:                                               ; preds = %43, %38
  %51 = phi i64 [ %39, %38 ], [ %49, %43 ]
  %52 = sub nsw i64 0, %7
  %53 = icmp eq i64 %40, %52
  br i1 %53, label %54, label %55

54:                                               ; preds = %50, %55, %36, %4
  ret void

55:                                               ; preds = %50, %55
  %56 = phi i64 [ %68, %55 ], [ %51, %50 ]
  %57 = getelementptr inbounds double, ptr %2, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = getelementptr inbounds double, ptr %3, i64 %56
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = tail call double @llvm.fmuladd.f64(double %1, double %58, double %60)
  store double %61, ptr %59, align 8, !tbaa !5
  %62 = add nuw nsw i64 %56, 1
  %63 = getelementptr inbounds double, ptr %2, i64 %62
  %64 = load double, ptr %63, align 8, !tbaa !5
  %65 = getelementptr inbounds double, ptr %3, i64 %62
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = tail call double @llvm.fmuladd.f64(double %1, double %64, double %66)
  store double %67, ptr %65, align 8, !tbaa !5
  %68 = add nuw nsw i64 %56, 2
  %69 = icmp eq i64 %68, %7
  br i1 %69, label %54, label %55, !llvm.loop !21
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @norm2(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %47

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %32, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 4294967292
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ]
  %12 = phi double [ 0.000000e+00, %8 ], [ %28, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %14 = getelementptr inbounds double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %12)
  %17 = or i64 %11, 1
  %18 = getelementptr inbounds double, ptr %0, i64 %17
  %19 = load double, ptr %18, align 8, !tbaa !5
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %16)
  %21 = or i64 %11, 2
  %22 = getelementptr inbounds double, ptr %0, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %20)
  %25 = or i64 %11, 3
  %26 = getelementptr inbounds double, ptr %0, i64 %25
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %27, double %24)
  %29 = add nuw nsw i64 %11, 4
  %30 = add i64 %13, 4
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10, !llvm.loop !11

32:                                               ; preds = %10, %4
  %33 = phi double [ undef, %4 ], [ %28, %10 ]
  %34 = phi i64 [ 0, %4 ], [ %29, %10 ]
  %35 = phi double [ 0.000000e+00, %4 ], [ %28, %10 ]
  %36 = icmp eq i64 %6, 0
  br i1 %36, label %47, label %37

37:                                               ; preds = %32, %37
  %38 = phi i64 [ %44, %37 ], [ %34, %32 ]
  %39 = phi double [ %43, %37 ], [ %35, %32 ]
  %40 = phi i64 [ %45, %37 ], [ 0, %32 ]
  %41 = getelementptr inbounds double, ptr %0, i64 %38
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %42, double %39)
  %44 = add nuw nsw i64 %38, 1
  %45 = add i64 %40, 1
  %46 = icmp eq i64 %45, %6
  br i1 %46, label %47, label %37, !llvm.loop !22

47:                                               ; preds = %32, %37, %2
  %48 = phi double [ 0.000000e+00, %2 ], [ %33, %32 ], [ %43, %37 ]
  %49 = tail call double @sqrt(double noundef %48) #9
  ret double %49
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @softplus_sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %16, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %17, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %16, %8 ]
  %11 = getelementptr inbounds double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !5
  %13 = tail call double @exp(double noundef %12) #9
  %14 = fadd double %13, 1.000000e+00
  %15 = tail call double @log(double noundef %14) #9
  %16 = fadd double %10, %15
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %5
  br i1 %18, label %6, label %8, !llvm.loop !23
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: nofree nosync nounwind memory(argmem: read) uwtable
define dso_local double @horner(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %25

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  %7 = and i64 %6, 3
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %20, label %9

9:                                                ; preds = %5, %9
  %10 = phi i64 [ %13, %9 ], [ %6, %5 ]
  %11 = phi double [ %17, %9 ], [ 0.000000e+00, %5 ]
  %12 = phi i64 [ %18, %9 ], [ 0, %5 ]
  %13 = add nsw i64 %10, -1
  %14 = and i64 %13, 4294967295
  %15 = getelementptr inbounds double, ptr %0, i64 %14
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = tail call double @llvm.fmuladd.f64(double %11, double %2, double %16)
  %18 = add i64 %12, 1
  %19 = icmp eq i64 %18, %7
  br i1 %19, label %20, label %9, !llvm.loop !24

20:                                               ; preds = %9, %5
  %21 = phi i64 [ %6, %5 ], [ %13, %9 ]
  %22 = phi double [ 0.000000e+00, %5 ], [ %17, %9 ]
  %23 = phi double [ undef, %5 ], [ %17, %9 ]
  %24 = icmp ult i32 %1, 4
  br i1 %24, label %25, label %27

25:                                               ; preds = %20, %27, %3
  %26 = phi double [ 0.000000e+00, %3 ], [ %23, %20 ], [ %49, %27 ]
  ret double %26

27:                                               ; preds = %20, %27
  %28 = phi i64 [ %45, %27 ], [ %21, %20 ]
  %29 = phi double [ %49, %27 ], [ %22, %20 ]
  %30 = add i64 %28, 4294967295
  %31 = and i64 %30, 4294967295
  %32 = getelementptr inbounds double, ptr %0, i64 %31
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %29, double %2, double %33)
  %35 = add i64 %28, 4294967294
  %36 = and i64 %35, 4294967295
  %37 = getelementptr inbounds double, ptr %0, i64 %36
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %34, double %2, double %38)
  %40 = add nsw i64 %28, -3
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %39, double %2, double %43)
  %45 = add nsw i64 %28, -4
  %46 = and i64 %45, 4294967295
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = tail call double @llvm.fmuladd.f64(double %44, double %2, double %48)
  %50 = icmp ugt i64 %40, 1
  br i1 %50, label %27, label %25, !llvm.loop !25
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #6 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #9
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #9
  br label %241

3:                                                ; preds = %3, %257
  %4 = phi i64 [ 0, %257 ], [ %29, %3 ]
  %5 = phi double [ 0.000000e+00, %257 ], [ %28, %3 ]
  %6 = getelementptr inbounds double, ptr %1, i64 %4
  %7 = load double, ptr %6, align 16, !tbaa !5
  %8 = getelementptr inbounds double, ptr %2, i64 %4
  %9 = load double, ptr %8, align 16, !tbaa !5
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %9, double %5)
  %11 = or i64 %4, 1
  %12 = getelementptr inbounds double, ptr %1, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !5
  %14 = getelementptr inbounds double, ptr %2, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fmuladd.f64(double %13, double %15, double %10)
  %17 = or i64 %4, 2
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  %19 = load double, ptr %18, align 16, !tbaa !5
  %20 = getelementptr inbounds double, ptr %2, i64 %17
  %21 = load double, ptr %20, align 16, !tbaa !5
  %22 = tail call double @llvm.fmuladd.f64(double %19, double %21, double %16)
  %23 = or i64 %4, 3
  %24 = getelementptr inbounds double, ptr %1, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !5
  %26 = getelementptr inbounds double, ptr %2, i64 %23
  %27 = load double, ptr %26, align 8, !tbaa !5
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %27, double %22)
  %29 = add nuw nsw i64 %4, 4
  %30 = icmp eq i64 %29, 64
  br i1 %30, label %31, label %3, !llvm.loop !11

31:                                               ; preds = %3
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %28)
  %33 = load double, ptr %2, align 16, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double 0.000000e+00)
  %35 = getelementptr inbounds double, ptr %2, i64 1
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %36, double %34)
  %38 = getelementptr inbounds double, ptr %2, i64 2
  %39 = load double, ptr %38, align 16, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %37)
  %41 = getelementptr inbounds double, ptr %2, i64 3
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %42, double %40)
  %44 = getelementptr inbounds double, ptr %2, i64 4
  %45 = load double, ptr %44, align 16, !tbaa !5
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %43)
  %47 = getelementptr inbounds double, ptr %2, i64 5
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %48, double %46)
  %50 = getelementptr inbounds double, ptr %2, i64 6
  %51 = load double, ptr %50, align 16, !tbaa !5
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %51, double %49)
  %53 = getelementptr inbounds double, ptr %2, i64 7
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = tail call double @llvm.fmuladd.f64(double %54, double %54, double %52)
  %56 = getelementptr inbounds double, ptr %2, i64 8
  %57 = load double, ptr %56, align 16, !tbaa !5
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %55)
  %59 = getelementptr inbounds double, ptr %2, i64 9
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %60, double %58)
  %62 = getelementptr inbounds double, ptr %2, i64 10
  %63 = load double, ptr %62, align 16, !tbaa !5
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %63, double %61)
  %65 = getelementptr inbounds double, ptr %2, i64 11
  %66 = load double, ptr %65, align 8, !tbaa !5
  %67 = tail call double @llvm.fmuladd.f64(double %66, double %66, double %64)
  %68 = getelementptr inbounds double, ptr %2, i64 12
  %69 = load double, ptr %68, align 16, !tbaa !5
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %69, double %67)
  %71 = getelementptr inbounds double, ptr %2, i64 13
  %72 = load double, ptr %71, align 8, !tbaa !5
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %72, double %70)
  %74 = getelementptr inbounds double, ptr %2, i64 14
  %75 = load double, ptr %74, align 16, !tbaa !5
  %76 = tail call double @llvm.fmuladd.f64(double %75, double %75, double %73)
  %77 = getelementptr inbounds double, ptr %2, i64 15
  %78 = load double, ptr %77, align 8, !tbaa !5
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %78, double %76)
  %80 = getelementptr inbounds double, ptr %2, i64 16
  %81 = load double, ptr %80, align 16, !tbaa !5
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %81, double %79)
  %83 = getelementptr inbounds double, ptr %2, i64 17
  %84 = load double, ptr %83, align 8, !tbaa !5
  %85 = tail call double @llvm.fmuladd.f64(double %84, double %84, double %82)
  %86 = getelementptr inbounds double, ptr %2, i64 18
  %87 = load double, ptr %86, align 16, !tbaa !5
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %87, double %85)
  %89 = getelementptr inbounds double, ptr %2, i64 19
  %90 = load double, ptr %89, align 8, !tbaa !5
  %91 = tail call double @llvm.fmuladd.f64(double %90, double %90, double %88)
  %92 = getelementptr inbounds double, ptr %2, i64 20
  %93 = load double, ptr %92, align 16, !tbaa !5
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %93, double %91)
  %95 = getelementptr inbounds double, ptr %2, i64 21
  %96 = load double, ptr %95, align 8, !tbaa !5
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %96, double %94)
  %98 = getelementptr inbounds double, ptr %2, i64 22
  %99 = load double, ptr %98, align 16, !tbaa !5
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %99, double %97)
  %101 = getelementptr inbounds double, ptr %2, i64 23
  %102 = load double, ptr %101, align 8, !tbaa !5
  %103 = tail call double @llvm.fmuladd.f64(double %102, double %102, double %100)
  %104 = getelementptr inbounds double, ptr %2, i64 24
  %105 = load double, ptr %104, align 16, !tbaa !5
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %105, double %103)
  %107 = getelementptr inbounds double, ptr %2, i64 25
  %108 = load double, ptr %107, align 8, !tbaa !5
  %109 = tail call double @llvm.fmuladd.f64(double %108, double %108, double %106)
  %110 = getelementptr inbounds double, ptr %2, i64 26
  %111 = load double, ptr %110, align 16, !tbaa !5
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %111, double %109)
  %113 = getelementptr inbounds double, ptr %2, i64 27
  %114 = load double, ptr %113, align 8, !tbaa !5
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %114, double %112)
  %116 = getelementptr inbounds double, ptr %2, i64 28
  %117 = load double, ptr %116, align 16, !tbaa !5
  %118 = tail call double @llvm.fmuladd.f64(double %117, double %117, double %115)
  %119 = getelementptr inbounds double, ptr %2, i64 29
  %120 = load double, ptr %119, align 8, !tbaa !5
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %120, double %118)
  %122 = getelementptr inbounds double, ptr %2, i64 30
  %123 = load double, ptr %122, align 16, !tbaa !5
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %123, double %121)
  %125 = getelementptr inbounds double, ptr %2, i64 31
  %126 = load double, ptr %125, align 8, !tbaa !5
  %127 = tail call double @llvm.fmuladd.f64(double %126, double %126, double %124)
  %128 = getelementptr inbounds double, ptr %2, i64 32
  %129 = load double, ptr %128, align 16, !tbaa !5
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %129, double %127)
  %131 = getelementptr inbounds double, ptr %2, i64 33
  %132 = load double, ptr %131, align 8, !tbaa !5
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %132, double %130)
  %134 = getelementptr inbounds double, ptr %2, i64 34
  %135 = load double, ptr %134, align 16, !tbaa !5
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %135, double %133)
  %137 = getelementptr inbounds double, ptr %2, i64 35
  %138 = load double, ptr %137, align 8, !tbaa !5
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %138, double %136)
  %140 = getelementptr inbounds double, ptr %2, i64 36
  %141 = load double, ptr %140, align 16, !tbaa !5
  %142 = tail call double @llvm.fmuladd.f64(double %141, double %141, double %139)
  %143 = getelementptr inbounds double, ptr %2, i64 37
  %144 = load double, ptr %143, align 8, !tbaa !5
  %145 = tail call double @llvm.fmuladd.f64(double %144, double %144, double %142)
  %146 = getelementptr inbounds double, ptr %2, i64 38
  %147 = load double, ptr %146, align 16, !tbaa !5
  %148 = tail call double @llvm.fmuladd.f64(double %147, double %147, double %145)
  %149 = getelementptr inbounds double, ptr %2, i64 39
  %150 = load double, ptr %149, align 8, !tbaa !5
  %151 = tail call double @llvm.fmuladd.f64(double %150, double %150, double %148)
  %152 = getelementptr inbounds double, ptr %2, i64 40
  %153 = load double, ptr %152, align 16, !tbaa !5
  %154 = tail call double @llvm.fmuladd.f64(double %153, double %153, double %151)
  %155 = getelementptr inbounds double, ptr %2, i64 41
  %156 = load double, ptr %155, align 8, !tbaa !5
  %157 = tail call double @llvm.fmuladd.f64(double %156, double %156, double %154)
  %158 = getelementptr inbounds double, ptr %2, i64 42
  %159 = load double, ptr %158, align 16, !tbaa !5
  %160 = tail call double @llvm.fmuladd.f64(double %159, double %159, double %157)
  %161 = getelementptr inbounds double, ptr %2, i64 43
  %162 = load double, ptr %161, align 8, !tbaa !5
  %163 = tail call double @llvm.fmuladd.f64(double %162, double %162, double %160)
  %164 = getelementptr inbounds double, ptr %2, i64 44
  %165 = load double, ptr %164, align 16, !tbaa !5
  %166 = tail call double @llvm.fmuladd.f64(double %165, double %165, double %163)
  %167 = getelementptr inbounds double, ptr %2, i64 45
  %168 = load double, ptr %167, align 8, !tbaa !5
  %169 = tail call double @llvm.fmuladd.f64(double %168, double %168, double %166)
  %170 = getelementptr inbounds double, ptr %2, i64 46
  %171 = load double, ptr %170, align 16, !tbaa !5
  %172 = tail call double @llvm.fmuladd.f64(double %171, double %171, double %169)
  %173 = getelementptr inbounds double, ptr %2, i64 47
  %174 = load double, ptr %173, align 8, !tbaa !5
  %175 = tail call double @llvm.fmuladd.f64(double %174, double %174, double %172)
  %176 = getelementptr inbounds double, ptr %2, i64 48
  %177 = load double, ptr %176, align 16, !tbaa !5
  %178 = tail call double @llvm.fmuladd.f64(double %177, double %177, double %175)
  %179 = getelementptr inbounds double, ptr %2, i64 49
  %180 = load double, ptr %179, align 8, !tbaa !5
  %181 = tail call double @llvm.fmuladd.f64(double %180, double %180, double %178)
  %182 = getelementptr inbounds double, ptr %2, i64 50
  %183 = load double, ptr %182, align 16, !tbaa !5
  %184 = tail call double @llvm.fmuladd.f64(double %183, double %183, double %181)
  %185 = getelementptr inbounds double, ptr %2, i64 51
  %186 = load double, ptr %185, align 8, !tbaa !5
  %187 = tail call double @llvm.fmuladd.f64(double %186, double %186, double %184)
  %188 = getelementptr inbounds double, ptr %2, i64 52
  %189 = load double, ptr %188, align 16, !tbaa !5
  %190 = tail call double @llvm.fmuladd.f64(double %189, double %189, double %187)
  %191 = getelementptr inbounds double, ptr %2, i64 53
  %192 = load double, ptr %191, align 8, !tbaa !5
  %193 = tail call double @llvm.fmuladd.f64(double %192, double %192, double %190)
  %194 = getelementptr inbounds double, ptr %2, i64 54
  %195 = load double, ptr %194, align 16, !tbaa !5
  %196 = tail call double @llvm.fmuladd.f64(double %195, double %195, double %193)
  %197 = getelementptr inbounds double, ptr %2, i64 55
  %198 = load double, ptr %197, align 8, !tbaa !5
  %199 = tail call double @llvm.fmuladd.f64(double %198, double %198, double %196)
  %200 = getelementptr inbounds double, ptr %2, i64 56
  %201 = load double, ptr %200, align 16, !tbaa !5
  %202 = tail call double @llvm.fmuladd.f64(double %201, double %201, double %199)
  %203 = getelementptr inbounds double, ptr %2, i64 57
  %204 = load double, ptr %203, align 8, !tbaa !5
  %205 = tail call double @llvm.fmuladd.f64(double %204, double %204, double %202)
  %206 = getelementptr inbounds double, ptr %2, i64 58
  %207 = load double, ptr %206, align 16, !tbaa !5
  %208 = tail call double @llvm.fmuladd.f64(double %207, double %207, double %205)
  %209 = getelementptr inbounds double, ptr %2, i64 59
  %210 = load double, ptr %209, align 8, !tbaa !5
  %211 = tail call double @llvm.fmuladd.f64(double %210, double %210, double %208)
  %212 = getelementptr inbounds double, ptr %2, i64 60
  %213 = load double, ptr %212, align 16, !tbaa !5
  %214 = tail call double @llvm.fmuladd.f64(double %213, double %213, double %211)
  %215 = getelementptr inbounds double, ptr %2, i64 61
  %216 = load double, ptr %215, align 8, !tbaa !5
  %217 = tail call double @llvm.fmuladd.f64(double %216, double %216, double %214)
  %218 = getelementptr inbounds double, ptr %2, i64 62
  %219 = load double, ptr %218, align 16, !tbaa !5
  %220 = tail call double @llvm.fmuladd.f64(double %219, double %219, double %217)
  %221 = getelementptr inbounds double, ptr %2, i64 63
  %222 = load double, ptr %221, align 8, !tbaa !5
  %223 = tail call double @llvm.fmuladd.f64(double %222, double %222, double %220)
  %224 = tail call double @sqrt(double noundef %223) #9
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %224)
  br label %226

226:                                              ; preds = %226, %31
  %227 = phi i64 [ 0, %31 ], [ %235, %226 ]
  %228 = phi double [ 0.000000e+00, %31 ], [ %234, %226 ]
  %229 = getelementptr inbounds double, ptr %1, i64 %227
  %230 = load double, ptr %229, align 8, !tbaa !5
  %231 = tail call double @exp(double noundef %230) #9
  %232 = fadd double %231, 1.000000e+00
  %233 = tail call double @log(double noundef %232) #9
  %234 = fadd double %228, %233
  %235 = add nuw nsw i64 %227, 1
  %236 = icmp eq i64 %235, 64
  br i1 %236, label %237, label %226, !llvm.loop !23

237:                                              ; preds = %226
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %234)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FEA300000000000)
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0xBFDAA22657537205)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #9
  ret i32 0

241:                                              ; preds = %0, %241
  %242 = phi i64 [ 0, %0 ], [ %255, %241 ]
  %243 = trunc i64 %242 to i32
  %244 = sitofp i32 %243 to double
  %245 = fmul double %244, 1.562500e-02
  %246 = tail call double @llvm.fmuladd.f64(double %245, double 2.000000e+00, double 2.500000e-01)
  %247 = tail call double @cos(double noundef %246) #9
  %248 = fmul double %247, 1.500000e+00
  %249 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %242
  store double %248, ptr %249, align 8, !tbaa !5
  %250 = tail call double @pow(double noundef %245, double noundef 1.500000e+00) #9
  %251 = fadd double %245, 1.000000e+00
  %252 = tail call double @sqrt(double noundef %251) #9
  %253 = fadd double %250, %252
  %254 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %242
  store double %253, ptr %254, align 8, !tbaa !5
  %255 = add nuw nsw i64 %242, 1
  %256 = icmp eq i64 %255, 64
  br i1 %256, label %257, label %241, !llvm.loop !26

257:                                              ; preds = %241
  %258 = load <2 x double>, ptr %1, align 16, !tbaa !5
  %259 = load <2 x double>, ptr %2, align 16, !tbaa !5
  %260 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %258, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %259)
  store <2 x double> %260, ptr %2, align 16, !tbaa !5
  %261 = getelementptr inbounds double, ptr %1, i64 2
  %262 = load <2 x double>, ptr %261, align 16, !tbaa !5
  %263 = getelementptr inbounds double, ptr %2, i64 2
  %264 = load <2 x double>, ptr %263, align 16, !tbaa !5
  %265 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %262, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %264)
  store <2 x double> %265, ptr %263, align 16, !tbaa !5
  %266 = getelementptr inbounds double, ptr %1, i64 4
  %267 = load <2 x double>, ptr %266, align 16, !tbaa !5
  %268 = getelementptr inbounds double, ptr %2, i64 4
  %269 = load <2 x double>, ptr %268, align 16, !tbaa !5
  %270 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %267, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %269)
  store <2 x double> %270, ptr %268, align 16, !tbaa !5
  %271 = getelementptr inbounds double, ptr %1, i64 6
  %272 = load <2 x double>, ptr %271, align 16, !tbaa !5
  %273 = getelementptr inbounds double, ptr %2, i64 6
  %274 = load <2 x double>, ptr %273, align 16, !tbaa !5
  %275 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %272, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %274)
  store <2 x double> %275, ptr %273, align 16, !tbaa !5
  %276 = getelementptr inbounds double, ptr %1, i64 8
  %277 = load <2 x double>, ptr %276, align 16, !tbaa !5
  %278 = getelementptr inbounds double, ptr %2, i64 8
  %279 = load <2 x double>, ptr %278, align 16, !tbaa !5
  %280 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %277, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %279)
  store <2 x double> %280, ptr %278, align 16, !tbaa !5
  %281 = getelementptr inbounds double, ptr %1, i64 10
  %282 = load <2 x double>, ptr %281, align 16, !tbaa !5
  %283 = getelementptr inbounds double, ptr %2, i64 10
  %284 = load <2 x double>, ptr %283, align 16, !tbaa !5
  %285 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %282, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %284)
  store <2 x double> %285, ptr %283, align 16, !tbaa !5
  %286 = getelementptr inbounds double, ptr %1, i64 12
  %287 = load <2 x double>, ptr %286, align 16, !tbaa !5
  %288 = getelementptr inbounds double, ptr %2, i64 12
  %289 = load <2 x double>, ptr %288, align 16, !tbaa !5
  %290 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %287, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %289)
  store <2 x double> %290, ptr %288, align 16, !tbaa !5
  %291 = getelementptr inbounds double, ptr %1, i64 14
  %292 = load <2 x double>, ptr %291, align 16, !tbaa !5
  %293 = getelementptr inbounds double, ptr %2, i64 14
  %294 = load <2 x double>, ptr %293, align 16, !tbaa !5
  %295 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %292, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %294)
  store <2 x double> %295, ptr %293, align 16, !tbaa !5
  %296 = getelementptr inbounds double, ptr %1, i64 16
  %297 = load <2 x double>, ptr %296, align 16, !tbaa !5
  %298 = getelementptr inbounds double, ptr %2, i64 16
  %299 = load <2 x double>, ptr %298, align 16, !tbaa !5
  %300 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %297, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %299)
  store <2 x double> %300, ptr %298, align 16, !tbaa !5
  %301 = getelementptr inbounds double, ptr %1, i64 18
  %302 = load <2 x double>, ptr %301, align 16, !tbaa !5
  %303 = getelementptr inbounds double, ptr %2, i64 18
  %304 = load <2 x double>, ptr %303, align 16, !tbaa !5
  %305 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %302, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %304)
  store <2 x double> %305, ptr %303, align 16, !tbaa !5
  %306 = getelementptr inbounds double, ptr %1, i64 20
  %307 = load <2 x double>, ptr %306, align 16, !tbaa !5
  %308 = getelementptr inbounds double, ptr %2, i64 20
  %309 = load <2 x double>, ptr %308, align 16, !tbaa !5
  %310 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %307, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %309)
  store <2 x double> %310, ptr %308, align 16, !tbaa !5
  %311 = getelementptr inbounds double, ptr %1, i64 22
  %312 = load <2 x double>, ptr %311, align 16, !tbaa !5
  %313 = getelementptr inbounds double, ptr %2, i64 22
  %314 = load <2 x double>, ptr %313, align 16, !tbaa !5
  %315 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %312, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %314)
  store <2 x double> %315, ptr %313, align 16, !tbaa !5
  %316 = getelementptr inbounds double, ptr %1, i64 24
  %317 = load <2 x double>, ptr %316, align 16, !tbaa !5
  %318 = getelementptr inbounds double, ptr %2, i64 24
  %319 = load <2 x double>, ptr %318, align 16, !tbaa !5
  %320 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %317, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %319)
  store <2 x double> %320, ptr %318, align 16, !tbaa !5
  %321 = getelementptr inbounds double, ptr %1, i64 26
  %322 = load <2 x double>, ptr %321, align 16, !tbaa !5
  %323 = getelementptr inbounds double, ptr %2, i64 26
  %324 = load <2 x double>, ptr %323, align 16, !tbaa !5
  %325 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %322, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %324)
  store <2 x double> %325, ptr %323, align 16, !tbaa !5
  %326 = getelementptr inbounds double, ptr %1, i64 28
  %327 = load <2 x double>, ptr %326, align 16, !tbaa !5
  %328 = getelementptr inbounds double, ptr %2, i64 28
  %329 = load <2 x double>, ptr %328, align 16, !tbaa !5
  %330 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %327, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %329)
  store <2 x double> %330, ptr %328, align 16, !tbaa !5
  %331 = getelementptr inbounds double, ptr %1, i64 30
  %332 = load <2 x double>, ptr %331, align 16, !tbaa !5
  %333 = getelementptr inbounds double, ptr %2, i64 30
  %334 = load <2 x double>, ptr %333, align 16, !tbaa !5
  %335 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %332, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %334)
  store <2 x double> %335, ptr %333, align 16, !tbaa !5
  %336 = getelementptr inbounds double, ptr %1, i64 32
  %337 = load <2 x double>, ptr %336, align 16, !tbaa !5
  %338 = getelementptr inbounds double, ptr %2, i64 32
  %339 = load <2 x double>, ptr %338, align 16, !tbaa !5
  %340 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %337, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %339)
  store <2 x double> %340, ptr %338, align 16, !tbaa !5
  %341 = getelementptr inbounds double, ptr %1, i64 34
  %342 = load <2 x double>, ptr %341, align 16, !tbaa !5
  %343 = getelementptr inbounds double, ptr %2, i64 34
  %344 = load <2 x double>, ptr %343, align 16, !tbaa !5
  %345 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %342, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %344)
  store <2 x double> %345, ptr %343, align 16, !tbaa !5
  %346 = getelementptr inbounds double, ptr %1, i64 36
  %347 = load <2 x double>, ptr %346, align 16, !tbaa !5
  %348 = getelementptr inbounds double, ptr %2, i64 36
  %349 = load <2 x double>, ptr %348, align 16, !tbaa !5
  %350 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %347, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %349)
  store <2 x double> %350, ptr %348, align 16, !tbaa !5
  %351 = getelementptr inbounds double, ptr %1, i64 38
  %352 = load <2 x double>, ptr %351, align 16, !tbaa !5
  %353 = getelementptr inbounds double, ptr %2, i64 38
  %354 = load <2 x double>, ptr %353, align 16, !tbaa !5
  %355 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %352, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %354)
  store <2 x double> %355, ptr %353, align 16, !tbaa !5
  %356 = getelementptr inbounds double, ptr %1, i64 40
  %357 = load <2 x double>, ptr %356, align 16, !tbaa !5
  %358 = getelementptr inbounds double, ptr %2, i64 40
  %359 = load <2 x double>, ptr %358, align 16, !tbaa !5
  %360 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %357, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %359)
  store <2 x double> %360, ptr %358, align 16, !tbaa !5
  %361 = getelementptr inbounds double, ptr %1, i64 42
  %362 = load <2 x double>, ptr %361, align 16, !tbaa !5
  %363 = getelementptr inbounds double, ptr %2, i64 42
  %364 = load <2 x double>, ptr %363, align 16, !tbaa !5
  %365 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %362, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %364)
  store <2 x double> %365, ptr %363, align 16, !tbaa !5
  %366 = getelementptr inbounds double, ptr %1, i64 44
  %367 = load <2 x double>, ptr %366, align 16, !tbaa !5
  %368 = getelementptr inbounds double, ptr %2, i64 44
  %369 = load <2 x double>, ptr %368, align 16, !tbaa !5
  %370 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %367, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %369)
  store <2 x double> %370, ptr %368, align 16, !tbaa !5
  %371 = getelementptr inbounds double, ptr %1, i64 46
  %372 = load <2 x double>, ptr %371, align 16, !tbaa !5
  %373 = getelementptr inbounds double, ptr %2, i64 46
  %374 = load <2 x double>, ptr %373, align 16, !tbaa !5
  %375 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %372, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %374)
  store <2 x double> %375, ptr %373, align 16, !tbaa !5
  %376 = getelementptr inbounds double, ptr %1, i64 48
  %377 = load <2 x double>, ptr %376, align 16, !tbaa !5
  %378 = getelementptr inbounds double, ptr %2, i64 48
  %379 = load <2 x double>, ptr %378, align 16, !tbaa !5
  %380 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %377, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %379)
  store <2 x double> %380, ptr %378, align 16, !tbaa !5
  %381 = getelementptr inbounds double, ptr %1, i64 50
  %382 = load <2 x double>, ptr %381, align 16, !tbaa !5
  %383 = getelementptr inbounds double, ptr %2, i64 50
  %384 = load <2 x double>, ptr %383, align 16, !tbaa !5
  %385 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %382, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %384)
  store <2 x double> %385, ptr %383, align 16, !tbaa !5
  %386 = getelementptr inbounds double, ptr %1, i64 52
  %387 = load <2 x double>, ptr %386, align 16, !tbaa !5
  %388 = getelementptr inbounds double, ptr %2, i64 52
  %389 = load <2 x double>, ptr %388, align 16, !tbaa !5
  %390 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %387, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %389)
  store <2 x double> %390, ptr %388, align 16, !tbaa !5
  %391 = getelementptr inbounds double, ptr %1, i64 54
  %392 = load <2 x double>, ptr %391, align 16, !tbaa !5
  %393 = getelementptr inbounds double, ptr %2, i64 54
  %394 = load <2 x double>, ptr %393, align 16, !tbaa !5
  %395 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %392, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %394)
  store <2 x double> %395, ptr %393, align 16, !tbaa !5
  %396 = getelementptr inbounds double, ptr %1, i64 56
  %397 = load <2 x double>, ptr %396, align 16, !tbaa !5
  %398 = getelementptr inbounds double, ptr %2, i64 56
  %399 = load <2 x double>, ptr %398, align 16, !tbaa !5
  %400 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %397, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %399)
  store <2 x double> %400, ptr %398, align 16, !tbaa !5
  %401 = getelementptr inbounds double, ptr %1, i64 58
  %402 = load <2 x double>, ptr %401, align 16, !tbaa !5
  %403 = getelementptr inbounds double, ptr %2, i64 58
  %404 = load <2 x double>, ptr %403, align 16, !tbaa !5
  %405 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %402, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %404)
  store <2 x double> %405, ptr %403, align 16, !tbaa !5
  %406 = getelementptr inbounds double, ptr %1, i64 60
  %407 = load <2 x double>, ptr %406, align 16, !tbaa !5
  %408 = getelementptr inbounds double, ptr %2, i64 60
  %409 = load <2 x double>, ptr %408, align 16, !tbaa !5
  %410 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %407, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %409)
  store <2 x double> %410, ptr %408, align 16, !tbaa !5
  %411 = getelementptr inbounds double, ptr %1, i64 62
  %412 = load <2 x double>, ptr %411, align 16, !tbaa !5
  %413 = getelementptr inbounds double, ptr %2, i64 62
  %414 = load <2 x double>, ptr %413, align 16, !tbaa !5
  %415 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %412, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %414)
  store <2 x double> %415, ptr %413, align 16, !tbaa !5
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nofree nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14}
!14 = distinct !{!14, !15}
!15 = distinct !{!15, !"LVerDomain"}
!16 = !{!17}
!17 = distinct !{!17, !15}
!18 = distinct !{!18, !12, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !12, !19}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12}
