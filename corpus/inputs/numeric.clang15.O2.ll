; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"dot=%.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"norm=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"softplus=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"horner=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"f(1,1,1,1)=%.6f\0A\00", align 1

; Function Attrs: argmemonly nofree nosync nounwind readonly uwtable
define dso_local double @dot(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext i32 %2 to i64
  %7 = add nsw i64 %6, -1
  %8 = and i64 %6, 3
  %9 = icmp ult i64 %7, 3
  br i1 %9, label %12, label %10

10:                                               ; preds = %5
  %11 = and i64 %6, 4294967292
  br label %31

12:                                               ; preds = %31, %5
  %13 = phi double [ undef, %5 ], [ %57, %31 ]
  %14 = phi i64 [ 0, %5 ], [ %58, %31 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %57, %31 ]
  %16 = icmp eq i64 %8, 0
  br i1 %16, label %29, label %17

17:                                               ; preds = %12, %17
  %18 = phi i64 [ %26, %17 ], [ %14, %12 ]
  %19 = phi double [ %25, %17 ], [ %15, %12 ]
  %20 = phi i64 [ %27, %17 ], [ 0, %12 ]
  %21 = getelementptr inbounds double, ptr %0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !5
  %23 = getelementptr inbounds double, ptr %1, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %19)
  %26 = add nuw nsw i64 %18, 1
  %27 = add i64 %20, 1
  %28 = icmp eq i64 %27, %8
  br i1 %28, label %29, label %17, !llvm.loop !9

29:                                               ; preds = %12, %17, %3
  %30 = phi double [ 0.000000e+00, %3 ], [ %13, %12 ], [ %25, %17 ]
  ret double %30

31:                                               ; preds = %31, %10
  %32 = phi i64 [ 0, %10 ], [ %58, %31 ]
  %33 = phi double [ 0.000000e+00, %10 ], [ %57, %31 ]
  %34 = phi i64 [ 0, %10 ], [ %59, %31 ]
  %35 = getelementptr inbounds double, ptr %0, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = getelementptr inbounds double, ptr %1, i64 %32
  %38 = load double, ptr %37, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %33)
  %40 = or i64 %32, 1
  %41 = getelementptr inbounds double, ptr %0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = getelementptr inbounds double, ptr %1, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %39)
  %46 = or i64 %32, 2
  %47 = getelementptr inbounds double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !5
  %49 = getelementptr inbounds double, ptr %1, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or i64 %32, 3
  %53 = getelementptr inbounds double, ptr %0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = getelementptr inbounds double, ptr %1, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !5
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = add nuw nsw i64 %32, 4
  %59 = add i64 %34, 4
  %60 = icmp eq i64 %59, %11
  br i1 %60, label %12, label %31, !llvm.loop !11
}

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: argmemonly mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %88

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %8 = icmp ult i32 %0, 6
  br i1 %8, label %72, label %9

9:                                                ; preds = %6
  %10 = shl nuw nsw i64 %7, 3
  %11 = getelementptr i8, ptr %3, i64 %10
  %12 = getelementptr i8, ptr %2, i64 %10
  %13 = icmp ugt ptr %12, %3
  %14 = icmp ugt ptr %11, %2
  %15 = and i1 %13, %14
  br i1 %15, label %72, label %16

16:                                               ; preds = %9
  %17 = and i64 %7, 4294967292
  %18 = insertelement <2 x double> poison, double %1, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  %20 = insertelement <2 x double> poison, double %1, i64 0
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  %22 = add nsw i64 %17, -4
  %23 = lshr exact i64 %22, 2
  %24 = add nuw nsw i64 %23, 1
  %25 = and i64 %24, 1
  %26 = icmp eq i64 %22, 0
  br i1 %26, label %56, label %27

27:                                               ; preds = %16
  %28 = and i64 %24, 9223372036854775806
  br label %29

29:                                               ; preds = %29, %27
  %30 = phi i64 [ 0, %27 ], [ %53, %29 ]
  %31 = phi i64 [ 0, %27 ], [ %54, %29 ]
  %32 = getelementptr inbounds double, ptr %2, i64 %30
  %33 = load <2 x double>, ptr %32, align 8, !tbaa !5, !alias.scope !13
  %34 = getelementptr inbounds double, ptr %32, i64 2
  %35 = load <2 x double>, ptr %34, align 8, !tbaa !5, !alias.scope !13
  %36 = getelementptr inbounds double, ptr %3, i64 %30
  %37 = load <2 x double>, ptr %36, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %38 = getelementptr inbounds double, ptr %36, i64 2
  %39 = load <2 x double>, ptr %38, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %40 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %33, <2 x double> %37)
  %41 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %35, <2 x double> %39)
  store <2 x double> %40, ptr %36, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  store <2 x double> %41, ptr %38, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %42 = or i64 %30, 4
  %43 = getelementptr inbounds double, ptr %2, i64 %42
  %44 = load <2 x double>, ptr %43, align 8, !tbaa !5, !alias.scope !13
  %45 = getelementptr inbounds double, ptr %43, i64 2
  %46 = load <2 x double>, ptr %45, align 8, !tbaa !5, !alias.scope !13
  %47 = getelementptr inbounds double, ptr %3, i64 %42
  %48 = load <2 x double>, ptr %47, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %49 = getelementptr inbounds double, ptr %47, i64 2
  %50 = load <2 x double>, ptr %49, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %51 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %44, <2 x double> %48)
  %52 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %46, <2 x double> %50)
  store <2 x double> %51, ptr %47, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  store <2 x double> %52, ptr %49, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %53 = add nuw i64 %30, 8
  %54 = add i64 %31, 2
  %55 = icmp eq i64 %54, %28
  br i1 %55, label %56, label %29, !llvm.loop !18

56:                                               ; preds = %29, %16
  %57 = phi i64 [ 0, %16 ], [ %53, %29 ]
  %58 = icmp eq i64 %25, 0
  br i1 %58, label %70, label %59

59:                                               ; preds = %56
  %60 = getelementptr inbounds double, ptr %2, i64 %57
  %61 = load <2 x double>, ptr %60, align 8, !tbaa !5, !alias.scope !13
  %62 = getelementptr inbounds double, ptr %60, i64 2
  %63 = load <2 x double>, ptr %62, align 8, !tbaa !5, !alias.scope !13
  %64 = getelementptr inbounds double, ptr %3, i64 %57
  %65 = load <2 x double>, ptr %64, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %66 = getelementptr inbounds double, ptr %64, i64 2
  %67 = load <2 x double>, ptr %66, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %68 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %61, <2 x double> %65)
  %69 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %21, <2 x double> %63, <2 x double> %67)
  store <2 x double> %68, ptr %64, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  store <2 x double> %69, ptr %66, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  br label %70

70:                                               ; preds = %56, %59
  %71 = icmp eq i64 %17, %7
  br i1 %71, label %88, label %72

72:                                               ; preds = %9, %6, %70
  %73 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %17, %70 ]
  %74 = xor i64 %73, -1
  %75 = and i64 %7, 1
  %76 = icmp eq i64 %75, 0
  br i1 %76, label %84, label %77

77:                                               ; preds = %72
  %78 = getelementptr inbounds double, ptr %2, i64 %73
  %79 = load double, ptr %78, align 8, !tbaa !5
  %80 = getelementptr inbounds double, ptr %3, i64 %73
  %81 = load double, ptr %80, align 8, !tbaa !5
  %82 = tail call double @llvm.fmuladd.f64(double %1, double %79, double %81)
  store double %82, ptr %80, align 8, !tbaa !5
  %83 = or i64 %73, 1
  br label %84

84:                                               ; preds = %77, %72
  %85 = phi i64 [ %73, %72 ], [ %83, %77 ]
  %86 = sub nsw i64 0, %7
  %87 = icmp eq i64 %74, %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %84, %89, %70, %4
  ret void

89:                                               ; preds = %84, %89
  %90 = phi i64 [ %102, %89 ], [ %85, %84 ]
  %91 = getelementptr inbounds double, ptr %2, i64 %90
  %92 = load double, ptr %91, align 8, !tbaa !5
  %93 = getelementptr inbounds double, ptr %3, i64 %90
  %94 = load double, ptr %93, align 8, !tbaa !5
  %95 = tail call double @llvm.fmuladd.f64(double %1, double %92, double %94)
  store double %95, ptr %93, align 8, !tbaa !5
  %96 = add nuw nsw i64 %90, 1
  %97 = getelementptr inbounds double, ptr %2, i64 %96
  %98 = load double, ptr %97, align 8, !tbaa !5
  %99 = getelementptr inbounds double, ptr %3, i64 %96
  %100 = load double, ptr %99, align 8, !tbaa !5
  %101 = tail call double @llvm.fmuladd.f64(double %1, double %98, double %100)
  store double %101, ptr %99, align 8, !tbaa !5
  %102 = add nuw nsw i64 %90, 2
  %103 = icmp eq i64 %102, %7
  br i1 %103, label %88, label %89, !llvm.loop !20
}

; Function Attrs: nofree nounwind uwtable
define dso_local double @norm2(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %48

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %5, 3
  %8 = icmp ult i64 %6, 3
  br i1 %8, label %33, label %9

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967292
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %30, %11 ]
  %13 = phi double [ 0.000000e+00, %9 ], [ %29, %11 ]
  %14 = phi i64 [ 0, %9 ], [ %31, %11 ]
  %15 = getelementptr inbounds double, ptr %0, i64 %12
  %16 = load double, ptr %15, align 8, !tbaa !5
  %17 = tail call double @llvm.fmuladd.f64(double %16, double %16, double %13)
  %18 = or i64 %12, 1
  %19 = getelementptr inbounds double, ptr %0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @llvm.fmuladd.f64(double %20, double %20, double %17)
  %22 = or i64 %12, 2
  %23 = getelementptr inbounds double, ptr %0, i64 %22
  %24 = load double, ptr %23, align 8, !tbaa !5
  %25 = tail call double @llvm.fmuladd.f64(double %24, double %24, double %21)
  %26 = or i64 %12, 3
  %27 = getelementptr inbounds double, ptr %0, i64 %26
  %28 = load double, ptr %27, align 8, !tbaa !5
  %29 = tail call double @llvm.fmuladd.f64(double %28, double %28, double %25)
  %30 = add nuw nsw i64 %12, 4
  %31 = add i64 %14, 4
  %32 = icmp eq i64 %31, %10
  br i1 %32, label %33, label %11, !llvm.loop !11

33:                                               ; preds = %11, %4
  %34 = phi double [ undef, %4 ], [ %29, %11 ]
  %35 = phi i64 [ 0, %4 ], [ %30, %11 ]
  %36 = phi double [ 0.000000e+00, %4 ], [ %29, %11 ]
  %37 = icmp eq i64 %7, 0
  br i1 %37, label %48, label %38

38:                                               ; preds = %33, %38
  %39 = phi i64 [ %45, %38 ], [ %35, %33 ]
  %40 = phi double [ %44, %38 ], [ %36, %33 ]
  %41 = phi i64 [ %46, %38 ], [ 0, %33 ]
  %42 = getelementptr inbounds double, ptr %0, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %40)
  %45 = add nuw nsw i64 %39, 1
  %46 = add i64 %41, 1
  %47 = icmp eq i64 %46, %7
  br i1 %47, label %48, label %38, !llvm.loop !21

48:                                               ; preds = %33, %38, %2
  %49 = phi double [ 0.000000e+00, %2 ], [ %34, %33 ], [ %44, %38 ]
  %50 = tail call double @sqrt(double noundef %49) #8
  ret double %50
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind uwtable
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
  %13 = tail call double @exp(double noundef %12) #8
  %14 = fadd double %13, 1.000000e+00
  %15 = tail call double @log(double noundef %14) #8
  %16 = fadd double %10, %15
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %5
  br i1 %18, label %6, label %8, !llvm.loop !22
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: argmemonly nofree nosync nounwind readonly uwtable
define dso_local double @horner(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %26

5:                                                ; preds = %3
  %6 = zext i32 %1 to i64
  %7 = add nsw i64 %6, -1
  %8 = and i64 %6, 3
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %21, label %10

10:                                               ; preds = %5, %10
  %11 = phi i64 [ %14, %10 ], [ %6, %5 ]
  %12 = phi double [ %18, %10 ], [ 0.000000e+00, %5 ]
  %13 = phi i64 [ %19, %10 ], [ 0, %5 ]
  %14 = add nsw i64 %11, -1
  %15 = and i64 %14, 4294967295
  %16 = getelementptr inbounds double, ptr %0, i64 %15
  %17 = load double, ptr %16, align 8, !tbaa !5
  %18 = tail call double @llvm.fmuladd.f64(double %12, double %2, double %17)
  %19 = add i64 %13, 1
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %10, !llvm.loop !23

21:                                               ; preds = %10, %5
  %22 = phi i64 [ %6, %5 ], [ %14, %10 ]
  %23 = phi double [ 0.000000e+00, %5 ], [ %18, %10 ]
  %24 = phi double [ undef, %5 ], [ %18, %10 ]
  %25 = icmp ult i64 %7, 3
  br i1 %25, label %26, label %28

26:                                               ; preds = %21, %28, %3
  %27 = phi double [ 0.000000e+00, %3 ], [ %24, %21 ], [ %50, %28 ]
  ret double %27

28:                                               ; preds = %21, %28
  %29 = phi i64 [ %46, %28 ], [ %22, %21 ]
  %30 = phi double [ %50, %28 ], [ %23, %21 ]
  %31 = add i64 %29, 4294967295
  %32 = and i64 %31, 4294967295
  %33 = getelementptr inbounds double, ptr %0, i64 %32
  %34 = load double, ptr %33, align 8, !tbaa !5
  %35 = tail call double @llvm.fmuladd.f64(double %30, double %2, double %34)
  %36 = add i64 %29, 4294967294
  %37 = and i64 %36, 4294967295
  %38 = getelementptr inbounds double, ptr %0, i64 %37
  %39 = load double, ptr %38, align 8, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %35, double %2, double %39)
  %41 = add nsw i64 %29, -3
  %42 = and i64 %41, 4294967295
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = tail call double @llvm.fmuladd.f64(double %40, double %2, double %44)
  %46 = add nsw i64 %29, -4
  %47 = and i64 %46, 4294967295
  %48 = getelementptr inbounds double, ptr %0, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %45, double %2, double %49)
  %51 = icmp ugt i64 %41, 1
  br i1 %51, label %28, label %26, !llvm.loop !24
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #8
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #8
  br label %71

3:                                                ; preds = %87, %3
  %4 = phi i64 [ %29, %3 ], [ 0, %87 ]
  %5 = phi double [ %28, %3 ], [ 0.000000e+00, %87 ]
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
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %28)
  br label %33

33:                                               ; preds = %33, %31
  %34 = phi i64 [ 0, %31 ], [ %51, %33 ]
  %35 = phi double [ 0.000000e+00, %31 ], [ %50, %33 ]
  %36 = getelementptr inbounds double, ptr %2, i64 %34
  %37 = load double, ptr %36, align 16, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %37, double %37, double %35)
  %39 = or i64 %34, 1
  %40 = getelementptr inbounds double, ptr %2, i64 %39
  %41 = load double, ptr %40, align 8, !tbaa !5
  %42 = tail call double @llvm.fmuladd.f64(double %41, double %41, double %38)
  %43 = or i64 %34, 2
  %44 = getelementptr inbounds double, ptr %2, i64 %43
  %45 = load double, ptr %44, align 16, !tbaa !5
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %42)
  %47 = or i64 %34, 3
  %48 = getelementptr inbounds double, ptr %2, i64 %47
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %49, double %49, double %46)
  %51 = add nuw nsw i64 %34, 4
  %52 = icmp eq i64 %51, 64
  br i1 %52, label %53, label %33, !llvm.loop !11

53:                                               ; preds = %33
  %54 = tail call double @sqrt(double noundef %50) #8
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, double noundef %54)
  br label %56

56:                                               ; preds = %56, %53
  %57 = phi i64 [ 0, %53 ], [ %65, %56 ]
  %58 = phi double [ 0.000000e+00, %53 ], [ %64, %56 ]
  %59 = getelementptr inbounds double, ptr %1, i64 %57
  %60 = load double, ptr %59, align 8, !tbaa !5
  %61 = tail call double @exp(double noundef %60) #8
  %62 = fadd double %61, 1.000000e+00
  %63 = tail call double @log(double noundef %62) #8
  %64 = fadd double %58, %63
  %65 = add nuw nsw i64 %57, 1
  %66 = icmp eq i64 %65, 64
  br i1 %66, label %67, label %56, !llvm.loop !22

67:                                               ; preds = %56
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, double noundef %64)
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, double noundef 0x3FEA300000000000)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, double noundef 0xBFDAA22657537205)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #8
  ret i32 0

71:                                               ; preds = %0, %71
  %72 = phi i64 [ 0, %0 ], [ %85, %71 ]
  %73 = trunc i64 %72 to i32
  %74 = sitofp i32 %73 to double
  %75 = fmul double %74, 1.562500e-02
  %76 = tail call double @llvm.fmuladd.f64(double %75, double 2.000000e+00, double 2.500000e-01)
  %77 = tail call double @cos(double noundef %76) #8
  %78 = fmul double %77, 1.500000e+00
  %79 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %72
  store double %78, ptr %79, align 8, !tbaa !5
  %80 = tail call double @pow(double noundef %75, double noundef 1.500000e+00) #8
  %81 = fadd double %75, 1.000000e+00
  %82 = tail call double @sqrt(double noundef %81) #8
  %83 = fadd double %80, %82
  %84 = getelementptr inbounds [64 x double], ptr %2, i64 0, i64 %72
  store double %83, ptr %84, align 8, !tbaa !5
  %85 = add nuw nsw i64 %72, 1
  %86 = icmp eq i64 %85, 64
  br i1 %86, label %87, label %71, !llvm.loop !25

87:                                               ; preds = %71, %87
  %88 = phi i64 [ %100, %87 ], [ 0, %71 ]
  %89 = getelementptr inbounds double, ptr %1, i64 %88
  %90 = load <2 x double>, ptr %89, align 16, !tbaa !5
  %91 = getelementptr inbounds double, ptr %2, i64 %88
  %92 = load <2 x double>, ptr %91, align 16, !tbaa !5
  %93 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %90, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %92)
  store <2 x double> %93, ptr %91, align 16, !tbaa !5
  %94 = or i64 %88, 2
  %95 = getelementptr inbounds double, ptr %1, i64 %94
  %96 = load <2 x double>, ptr %95, align 16, !tbaa !5
  %97 = getelementptr inbounds double, ptr %2, i64 %94
  %98 = load <2 x double>, ptr %97, align 16, !tbaa !5
  %99 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %96, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %98)
  store <2 x double> %99, ptr %97, align 16, !tbaa !5
  %100 = add nuw nsw i64 %88, 4
  %101 = icmp eq i64 %100, 64
  br i1 %101, label %3, label %87, !llvm.loop !26
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

attributes #0 = { argmemonly nofree nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
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
!18 = distinct !{!18, !12, !19}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = distinct !{!20, !12, !19}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !12}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12}
!26 = distinct !{!26, !12, !19}
