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
define dso_local double @dot(double* nocapture noundef readonly %0, double* nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #0 {
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
  %20 = getelementptr inbounds double, double* %0, i64 %17
  %21 = load double, double* %20, align 8, !tbaa !5
  %22 = getelementptr inbounds double, double* %1, i64 %17
  %23 = load double, double* %22, align 8, !tbaa !5
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
  %34 = getelementptr inbounds double, double* %0, i64 %31
  %35 = load double, double* %34, align 8, !tbaa !5
  %36 = getelementptr inbounds double, double* %1, i64 %31
  %37 = load double, double* %36, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %35, double %37, double %32)
  %39 = or i64 %31, 1
  %40 = getelementptr inbounds double, double* %0, i64 %39
  %41 = load double, double* %40, align 8, !tbaa !5
  %42 = getelementptr inbounds double, double* %1, i64 %39
  %43 = load double, double* %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %41, double %43, double %38)
  %45 = or i64 %31, 2
  %46 = getelementptr inbounds double, double* %0, i64 %45
  %47 = load double, double* %46, align 8, !tbaa !5
  %48 = getelementptr inbounds double, double* %1, i64 %45
  %49 = load double, double* %48, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %47, double %49, double %44)
  %51 = or i64 %31, 3
  %52 = getelementptr inbounds double, double* %0, i64 %51
  %53 = load double, double* %52, align 8, !tbaa !5
  %54 = getelementptr inbounds double, double* %1, i64 %51
  %55 = load double, double* %54, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %50)
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, double* nocapture noundef readonly %2, double* nocapture noundef %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %59

6:                                                ; preds = %4
  %7 = zext i32 %0 to i64
  %8 = icmp ult i32 %0, 4
  br i1 %8, label %43, label %9

9:                                                ; preds = %6
  %10 = getelementptr double, double* %3, i64 %7
  %11 = getelementptr double, double* %2, i64 %7
  %12 = icmp ugt double* %11, %3
  %13 = icmp ugt double* %10, %2
  %14 = and i1 %12, %13
  br i1 %14, label %43, label %15

15:                                               ; preds = %9
  %16 = and i64 %7, 4294967292
  %17 = insertelement <2 x double> poison, double %1, i64 0
  %18 = shufflevector <2 x double> %17, <2 x double> poison, <2 x i32> zeroinitializer
  %19 = insertelement <2 x double> poison, double %1, i64 0
  %20 = shufflevector <2 x double> %19, <2 x double> poison, <2 x i32> zeroinitializer
  br label %21

21:                                               ; preds = %21, %15
  %22 = phi i64 [ 0, %15 ], [ %39, %21 ]
  %23 = getelementptr inbounds double, double* %2, i64 %22
  %24 = bitcast double* %23 to <2 x double>*
  %25 = load <2 x double>, <2 x double>* %24, align 8, !tbaa !5, !alias.scope !13
  %26 = getelementptr inbounds double, double* %23, i64 2
  %27 = bitcast double* %26 to <2 x double>*
  %28 = load <2 x double>, <2 x double>* %27, align 8, !tbaa !5, !alias.scope !13
  %29 = getelementptr inbounds double, double* %3, i64 %22
  %30 = bitcast double* %29 to <2 x double>*
  %31 = load <2 x double>, <2 x double>* %30, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %32 = getelementptr inbounds double, double* %29, i64 2
  %33 = bitcast double* %32 to <2 x double>*
  %34 = load <2 x double>, <2 x double>* %33, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %35 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %18, <2 x double> %25, <2 x double> %31)
  %36 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %20, <2 x double> %28, <2 x double> %34)
  %37 = bitcast double* %29 to <2 x double>*
  store <2 x double> %35, <2 x double>* %37, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %38 = bitcast double* %32 to <2 x double>*
  store <2 x double> %36, <2 x double>* %38, align 8, !tbaa !5, !alias.scope !16, !noalias !13
  %39 = add nuw i64 %22, 4
  %40 = icmp eq i64 %39, %16
  br i1 %40, label %41, label %21, !llvm.loop !18

41:                                               ; preds = %21
  %42 = icmp eq i64 %16, %7
  br i1 %42, label %59, label %43

43:                                               ; preds = %9, %6, %41
  %44 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %16, %41 ]
  %45 = xor i64 %44, -1
  %46 = and i64 %7, 1
  %47 = icmp eq i64 %46, 0
  br i1 %47, label %55, label %48

48:                                               ; preds = %43
  %49 = getelementptr inbounds double, double* %2, i64 %44
  %50 = load double, double* %49, align 8, !tbaa !5
  %51 = getelementptr inbounds double, double* %3, i64 %44
  %52 = load double, double* %51, align 8, !tbaa !5
  %53 = tail call double @llvm.fmuladd.f64(double %1, double %50, double %52)
  store double %53, double* %51, align 8, !tbaa !5
  %54 = or i64 %44, 1
  br label %55

55:                                               ; preds = %48, %43
  %56 = phi i64 [ %44, %43 ], [ %54, %48 ]
  %57 = sub nsw i64 0, %7
  %58 = icmp eq i64 %45, %57
  br i1 %58, label %59, label %60

59:                                               ; preds = %55, %60, %41, %4
  ret void

60:                                               ; preds = %55, %60
  %61 = phi i64 [ %73, %60 ], [ %56, %55 ]
  %62 = getelementptr inbounds double, double* %2, i64 %61
  %63 = load double, double* %62, align 8, !tbaa !5
  %64 = getelementptr inbounds double, double* %3, i64 %61
  %65 = load double, double* %64, align 8, !tbaa !5
  %66 = tail call double @llvm.fmuladd.f64(double %1, double %63, double %65)
  store double %66, double* %64, align 8, !tbaa !5
  %67 = add nuw nsw i64 %61, 1
  %68 = getelementptr inbounds double, double* %2, i64 %67
  %69 = load double, double* %68, align 8, !tbaa !5
  %70 = getelementptr inbounds double, double* %3, i64 %67
  %71 = load double, double* %70, align 8, !tbaa !5
  %72 = tail call double @llvm.fmuladd.f64(double %1, double %69, double %71)
  store double %72, double* %70, align 8, !tbaa !5
  %73 = add nuw nsw i64 %61, 2
  %74 = icmp eq i64 %73, %7
  br i1 %74, label %59, label %60, !llvm.loop !21
}

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @norm2(double* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
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
  %14 = getelementptr inbounds double, double* %0, i64 %11
  %15 = load double, double* %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %12)
  %17 = or i64 %11, 1
  %18 = getelementptr inbounds double, double* %0, i64 %17
  %19 = load double, double* %18, align 8, !tbaa !5
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %16)
  %21 = or i64 %11, 2
  %22 = getelementptr inbounds double, double* %0, i64 %21
  %23 = load double, double* %22, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %20)
  %25 = or i64 %11, 3
  %26 = getelementptr inbounds double, double* %0, i64 %25
  %27 = load double, double* %26, align 8, !tbaa !5
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
  %41 = getelementptr inbounds double, double* %0, i64 %38
  %42 = load double, double* %41, align 8, !tbaa !5
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
define dso_local double @softplus_sum(double* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
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
  %11 = getelementptr inbounds double, double* %0, i64 %9
  %12 = load double, double* %11, align 8, !tbaa !5
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
define dso_local double @horner(double* nocapture noundef readonly %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 {
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
  %15 = getelementptr inbounds double, double* %0, i64 %14
  %16 = load double, double* %15, align 8, !tbaa !5
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
  %32 = getelementptr inbounds double, double* %0, i64 %31
  %33 = load double, double* %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %29, double %2, double %33)
  %35 = add i64 %28, 4294967294
  %36 = and i64 %35, 4294967295
  %37 = getelementptr inbounds double, double* %0, i64 %36
  %38 = load double, double* %37, align 8, !tbaa !5
  %39 = tail call double @llvm.fmuladd.f64(double %34, double %2, double %38)
  %40 = add nsw i64 %28, -3
  %41 = and i64 %40, 4294967295
  %42 = getelementptr inbounds double, double* %0, i64 %41
  %43 = load double, double* %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %39, double %2, double %43)
  %45 = add nsw i64 %28, -4
  %46 = and i64 %45, 4294967295
  %47 = getelementptr inbounds double, double* %0, i64 %46
  %48 = load double, double* %47, align 8, !tbaa !5
  %49 = tail call double @llvm.fmuladd.f64(double %44, double %2, double %48)
  %50 = icmp ugt i64 %40, 1
  br i1 %50, label %27, label %25, !llvm.loop !25
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #6 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x double], align 16
  %3 = bitcast [64 x double]* %1 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %3) #9
  %4 = bitcast [64 x double]* %2 to i8*
  call void @llvm.lifetime.start.p0i8(i64 512, i8* nonnull %4) #9
  br label %73

5:                                                ; preds = %89, %5
  %6 = phi i64 [ %31, %5 ], [ 0, %89 ]
  %7 = phi double [ %30, %5 ], [ 0.000000e+00, %89 ]
  %8 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %6
  %9 = load double, double* %8, align 16, !tbaa !5
  %10 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %6
  %11 = load double, double* %10, align 16, !tbaa !5
  %12 = tail call double @llvm.fmuladd.f64(double %9, double %11, double %7)
  %13 = or i64 %6, 1
  %14 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %13
  %15 = load double, double* %14, align 8, !tbaa !5
  %16 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %13
  %17 = load double, double* %16, align 8, !tbaa !5
  %18 = tail call double @llvm.fmuladd.f64(double %15, double %17, double %12)
  %19 = or i64 %6, 2
  %20 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %19
  %21 = load double, double* %20, align 16, !tbaa !5
  %22 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %19
  %23 = load double, double* %22, align 16, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %21, double %23, double %18)
  %25 = or i64 %6, 3
  %26 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %25
  %27 = load double, double* %26, align 8, !tbaa !5
  %28 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %25
  %29 = load double, double* %28, align 8, !tbaa !5
  %30 = tail call double @llvm.fmuladd.f64(double %27, double %29, double %24)
  %31 = add nuw nsw i64 %6, 4
  %32 = icmp eq i64 %31, 64
  br i1 %32, label %33, label %5, !llvm.loop !11

33:                                               ; preds = %5
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %30)
  br label %35

35:                                               ; preds = %35, %33
  %36 = phi i64 [ 0, %33 ], [ %53, %35 ]
  %37 = phi double [ 0.000000e+00, %33 ], [ %52, %35 ]
  %38 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %36
  %39 = load double, double* %38, align 16, !tbaa !5
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %37)
  %41 = or i64 %36, 1
  %42 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %41
  %43 = load double, double* %42, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %40)
  %45 = or i64 %36, 2
  %46 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %45
  %47 = load double, double* %46, align 16, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %47, double %47, double %44)
  %49 = or i64 %36, 3
  %50 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %49
  %51 = load double, double* %50, align 8, !tbaa !5
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %51, double %48)
  %53 = add nuw nsw i64 %36, 4
  %54 = icmp eq i64 %53, 64
  br i1 %54, label %55, label %35, !llvm.loop !11

55:                                               ; preds = %35
  %56 = tail call double @sqrt(double noundef %52) #9
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), double noundef %56)
  br label %58

58:                                               ; preds = %58, %55
  %59 = phi i64 [ 0, %55 ], [ %67, %58 ]
  %60 = phi double [ 0.000000e+00, %55 ], [ %66, %58 ]
  %61 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %59
  %62 = load double, double* %61, align 8, !tbaa !5
  %63 = tail call double @exp(double noundef %62) #9
  %64 = fadd double %63, 1.000000e+00
  %65 = tail call double @log(double noundef %64) #9
  %66 = fadd double %60, %65
  %67 = add nuw nsw i64 %59, 1
  %68 = icmp eq i64 %67, 64
  br i1 %68, label %69, label %58, !llvm.loop !23

69:                                               ; preds = %58
  %70 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %66)
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef 0x3FEA300000000000)
  %72 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), double noundef 0xBFDAA22657537205)
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %4) #9
  call void @llvm.lifetime.end.p0i8(i64 512, i8* nonnull %3) #9
  ret i32 0

73:                                               ; preds = %0, %73
  %74 = phi i64 [ 0, %0 ], [ %87, %73 ]
  %75 = trunc i64 %74 to i32
  %76 = sitofp i32 %75 to double
  %77 = fmul double %76, 1.562500e-02
  %78 = tail call double @llvm.fmuladd.f64(double %77, double 2.000000e+00, double 2.500000e-01)
  %79 = tail call double @cos(double noundef %78) #9
  %80 = fmul double %79, 1.500000e+00
  %81 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %74
  store double %80, double* %81, align 8, !tbaa !5
  %82 = tail call double @pow(double noundef %77, double noundef 1.500000e+00) #9
  %83 = fadd double %77, 1.000000e+00
  %84 = tail call double @sqrt(double noundef %83) #9
  %85 = fadd double %82, %84
  %86 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %74
  store double %85, double* %86, align 8, !tbaa !5
  %87 = add nuw nsw i64 %74, 1
  %88 = icmp eq i64 %87, 64
  br i1 %88, label %89, label %73, !llvm.loop !26

89:                                               ; preds = %73, %89
  %90 = phi i64 [ %126, %89 ], [ 0, %73 ]
  %91 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %90
  %92 = bitcast double* %91 to <2 x double>*
  %93 = load <2 x double>, <2 x double>* %92, align 16, !tbaa !5
  %94 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %90
  %95 = bitcast double* %94 to <2 x double>*
  %96 = load <2 x double>, <2 x double>* %95, align 16, !tbaa !5
  %97 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %93, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %96)
  %98 = bitcast double* %94 to <2 x double>*
  store <2 x double> %97, <2 x double>* %98, align 16, !tbaa !5
  %99 = or i64 %90, 2
  %100 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %99
  %101 = bitcast double* %100 to <2 x double>*
  %102 = load <2 x double>, <2 x double>* %101, align 16, !tbaa !5
  %103 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %99
  %104 = bitcast double* %103 to <2 x double>*
  %105 = load <2 x double>, <2 x double>* %104, align 16, !tbaa !5
  %106 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %102, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %105)
  %107 = bitcast double* %103 to <2 x double>*
  store <2 x double> %106, <2 x double>* %107, align 16, !tbaa !5
  %108 = or i64 %90, 4
  %109 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %108
  %110 = bitcast double* %109 to <2 x double>*
  %111 = load <2 x double>, <2 x double>* %110, align 16, !tbaa !5
  %112 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %108
  %113 = bitcast double* %112 to <2 x double>*
  %114 = load <2 x double>, <2 x double>* %113, align 16, !tbaa !5
  %115 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %111, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %114)
  %116 = bitcast double* %112 to <2 x double>*
  store <2 x double> %115, <2 x double>* %116, align 16, !tbaa !5
  %117 = or i64 %90, 6
  %118 = getelementptr inbounds [64 x double], [64 x double]* %1, i64 0, i64 %117
  %119 = bitcast double* %118 to <2 x double>*
  %120 = load <2 x double>, <2 x double>* %119, align 16, !tbaa !5
  %121 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %117
  %122 = bitcast double* %121 to <2 x double>*
  %123 = load <2 x double>, <2 x double>* %122, align 16, !tbaa !5
  %124 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %120, <2 x double> <double 5.000000e-01, double 5.000000e-01>, <2 x double> %123)
  %125 = bitcast double* %121 to <2 x double>*
  store <2 x double> %124, <2 x double>* %125, align 16, !tbaa !5
  %126 = add nuw nsw i64 %90, 8
  %127 = icmp eq i64 %126, 64
  br i1 %127, label %5, label %89, !llvm.loop !27
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #7

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
!27 = distinct !{!27, !12, !19, !20}
