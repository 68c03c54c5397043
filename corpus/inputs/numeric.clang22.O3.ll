; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"dot=%.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"norm=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"softplus=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"horner=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"f(1,1,1,1)=%.6f\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @dot(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = zext nneg i32 %2 to i64
  %7 = and i64 %6, 3
  %8 = icmp ult i32 %2, 4
  br i1 %8, label %13, label %9

9:                                                ; preds = %5
  %10 = and i64 %6, 2147483644
  br label %31

11:                                               ; preds = %31
  %12 = icmp eq i64 %7, 0
  br i1 %12, label %29, label %13

13:                                               ; preds = %11, %5
  %14 = phi i64 [ 0, %5 ], [ %58, %11 ]
  %15 = phi double [ 0.000000e+00, %5 ], [ %57, %11 ]
  %16 = icmp ne i64 %7, 0
  tail call void @llvm.assume(i1 %16)
  br label %17

17:                                               ; preds = %17, %13
  %18 = phi i64 [ %14, %13 ], [ %26, %17 ]
  %19 = phi double [ %15, %13 ], [ %25, %17 ]
  %20 = phi i64 [ 0, %13 ], [ %27, %17 ]
  %21 = getelementptr inbounds nuw double, ptr %0, i64 %18
  %22 = load double, ptr %21, align 8, !tbaa !9
  %23 = getelementptr inbounds nuw double, ptr %1, i64 %18
  %24 = load double, ptr %23, align 8, !tbaa !9
  %25 = tail call double @llvm.fmuladd.f64(double %22, double %24, double %19)
  %26 = add nuw nsw i64 %18, 1
  %27 = add i64 %20, 1
  %28 = icmp eq i64 %27, %7
  br i1 %28, label %29, label %17, !llvm.loop !11

29:                                               ; preds = %11, %17, %3
  %30 = phi double [ 0.000000e+00, %3 ], [ %57, %11 ], [ %25, %17 ]
  ret double %30

31:                                               ; preds = %31, %9
  %32 = phi i64 [ 0, %9 ], [ %58, %31 ]
  %33 = phi double [ 0.000000e+00, %9 ], [ %57, %31 ]
  %34 = phi i64 [ 0, %9 ], [ %59, %31 ]
  %35 = getelementptr inbounds nuw double, ptr %0, i64 %32
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = getelementptr inbounds nuw double, ptr %1, i64 %32
  %38 = load double, ptr %37, align 8, !tbaa !9
  %39 = tail call double @llvm.fmuladd.f64(double %36, double %38, double %33)
  %40 = or disjoint i64 %32, 1
  %41 = getelementptr inbounds nuw double, ptr %0, i64 %40
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = getelementptr inbounds nuw double, ptr %1, i64 %40
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call double @llvm.fmuladd.f64(double %42, double %44, double %39)
  %46 = or disjoint i64 %32, 2
  %47 = getelementptr inbounds nuw double, ptr %0, i64 %46
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = getelementptr inbounds nuw double, ptr %1, i64 %46
  %50 = load double, ptr %49, align 8, !tbaa !9
  %51 = tail call double @llvm.fmuladd.f64(double %48, double %50, double %45)
  %52 = or disjoint i64 %32, 3
  %53 = getelementptr inbounds nuw double, ptr %0, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = getelementptr inbounds nuw double, ptr %1, i64 %52
  %56 = load double, ptr %55, align 8, !tbaa !9
  %57 = tail call double @llvm.fmuladd.f64(double %54, double %56, double %51)
  %58 = add nuw nsw i64 %32, 4
  %59 = add i64 %34, 4
  %60 = icmp eq i64 %59, %10
  br i1 %60, label %11, label %31, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, ptr noundef readonly captures(none) %2, ptr noundef captures(none) %3) local_unnamed_addr #3 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %51

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = icmp ult i32 %0, 6
  br i1 %8, label %36, label %9

9:                                                ; preds = %6
  %10 = shl nuw nsw i64 %7, 3
  %11 = getelementptr i8, ptr %3, i64 %10
  %12 = getelementptr i8, ptr %2, i64 %10
  %13 = icmp ult ptr %3, %12
  %14 = icmp ult ptr %2, %11
  %15 = and i1 %13, %14
  br i1 %15, label %36, label %16

16:                                               ; preds = %9
  %17 = and i64 %7, 2147483644
  %18 = insertelement <2 x double> poison, double %1, i64 0
  %19 = shufflevector <2 x double> %18, <2 x double> poison, <2 x i32> zeroinitializer
  br label %20

20:                                               ; preds = %20, %16
  %21 = phi i64 [ 0, %16 ], [ %32, %20 ]
  %22 = getelementptr inbounds nuw double, ptr %2, i64 %21
  %23 = getelementptr inbounds nuw i8, ptr %22, i64 16
  %24 = load <2 x double>, ptr %22, align 8, !tbaa !9, !alias.scope !15
  %25 = load <2 x double>, ptr %23, align 8, !tbaa !9, !alias.scope !15
  %26 = getelementptr inbounds nuw double, ptr %3, i64 %21
  %27 = getelementptr inbounds nuw i8, ptr %26, i64 16
  %28 = load <2 x double>, ptr %26, align 8, !tbaa !9, !alias.scope !18, !noalias !15
  %29 = load <2 x double>, ptr %27, align 8, !tbaa !9, !alias.scope !18, !noalias !15
  %30 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %24, <2 x double> %28)
  %31 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %19, <2 x double> %25, <2 x double> %29)
  store <2 x double> %30, ptr %26, align 8, !tbaa !9, !alias.scope !18, !noalias !15
  store <2 x double> %31, ptr %27, align 8, !tbaa !9, !alias.scope !18, !noalias !15
  %32 = add nuw i64 %21, 4
  %33 = icmp eq i64 %32, %17
  br i1 %33, label %34, label %20, !llvm.loop !20

34:                                               ; preds = %20
  %35 = icmp eq i64 %17, %7
  br i1 %35, label %51, label %36

36:                                               ; preds = %9, %6, %34
  %37 = phi i64 [ 0, %9 ], [ 0, %6 ], [ %17, %34 ]
  %38 = and i64 %7, 1
  %39 = icmp eq i64 %38, 0
  br i1 %39, label %47, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds nuw double, ptr %2, i64 %37
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = getelementptr inbounds nuw double, ptr %3, i64 %37
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call double @llvm.fmuladd.f64(double %1, double %42, double %44)
  store double %45, ptr %43, align 8, !tbaa !9
  %46 = or disjoint i64 %37, 1
  br label %47

47:                                               ; preds = %40, %36
  %48 = phi i64 [ %37, %36 ], [ %46, %40 ]
  %49 = add nsw i64 %7, -1
  %50 = icmp eq i64 %37, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %47, %52, %34, %4
  ret void

52:                                               ; preds = %47, %52
  %53 = phi i64 [ %65, %52 ], [ %48, %47 ]
  %54 = getelementptr inbounds nuw double, ptr %2, i64 %53
  %55 = load double, ptr %54, align 8, !tbaa !9
  %56 = getelementptr inbounds nuw double, ptr %3, i64 %53
  %57 = load double, ptr %56, align 8, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %1, double %55, double %57)
  store double %58, ptr %56, align 8, !tbaa !9
  %59 = add nuw nsw i64 %53, 1
  %60 = getelementptr inbounds nuw double, ptr %2, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !9
  %62 = getelementptr inbounds nuw double, ptr %3, i64 %59
  %63 = load double, ptr %62, align 8, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %1, double %61, double %63)
  store double %64, ptr %62, align 8, !tbaa !9
  %65 = add nuw nsw i64 %53, 2
  %66 = icmp eq i64 %65, %7
  br i1 %66, label %51, label %52, !llvm.loop !23
}

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define dso_local double @norm2(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %48

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %34, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %29, %10 ]
  %12 = phi double [ 0.000000e+00, %8 ], [ %28, %10 ]
  %13 = phi i64 [ 0, %8 ], [ %30, %10 ]
  %14 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call double @llvm.fmuladd.f64(double %15, double %15, double %12)
  %17 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !9
  %20 = tail call double @llvm.fmuladd.f64(double %19, double %19, double %16)
  %21 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %22 = getelementptr inbounds nuw i8, ptr %21, i64 16
  %23 = load double, ptr %22, align 8, !tbaa !9
  %24 = tail call double @llvm.fmuladd.f64(double %23, double %23, double %20)
  %25 = getelementptr inbounds nuw double, ptr %0, i64 %11
  %26 = getelementptr inbounds nuw i8, ptr %25, i64 24
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @llvm.fmuladd.f64(double %27, double %27, double %24)
  %29 = add nuw nsw i64 %11, 4
  %30 = add i64 %13, 4
  %31 = icmp eq i64 %30, %9
  br i1 %31, label %32, label %10, !llvm.loop !13

32:                                               ; preds = %10
  %33 = icmp eq i64 %6, 0
  br i1 %33, label %48, label %34

34:                                               ; preds = %32, %4
  %35 = phi i64 [ 0, %4 ], [ %29, %32 ]
  %36 = phi double [ 0.000000e+00, %4 ], [ %28, %32 ]
  %37 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %37)
  br label %38

38:                                               ; preds = %38, %34
  %39 = phi i64 [ %35, %34 ], [ %45, %38 ]
  %40 = phi double [ %36, %34 ], [ %44, %38 ]
  %41 = phi i64 [ 0, %34 ], [ %46, %38 ]
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %43, double %43, double %40)
  %45 = add nuw nsw i64 %39, 1
  %46 = add i64 %41, 1
  %47 = icmp eq i64 %46, %6
  br i1 %47, label %48, label %38, !llvm.loop !24

48:                                               ; preds = %32, %38, %2
  %49 = phi double [ 0.000000e+00, %2 ], [ %28, %32 ], [ %44, %38 ]
  %50 = tail call double @sqrt(double noundef %49) #10, !tbaa !5
  ret double %50
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define dso_local double @softplus_sum(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  br label %8

6:                                                ; preds = %8, %2
  %7 = phi double [ 0.000000e+00, %2 ], [ %16, %8 ]
  ret double %7

8:                                                ; preds = %4, %8
  %9 = phi i64 [ 0, %4 ], [ %17, %8 ]
  %10 = phi double [ 0.000000e+00, %4 ], [ %16, %8 ]
  %11 = getelementptr inbounds nuw double, ptr %0, i64 %9
  %12 = load double, ptr %11, align 8, !tbaa !9
  %13 = tail call double @exp(double noundef %12) #10, !tbaa !5
  %14 = fadd double %13, 1.000000e+00
  %15 = tail call double @log(double noundef %14) #10, !tbaa !5
  %16 = fadd double %10, %15
  %17 = add nuw nsw i64 %9, 1
  %18 = icmp eq i64 %17, %5
  br i1 %18, label %6, label %8, !llvm.loop !25
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @log(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @exp(double noundef) local_unnamed_addr #5

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @horner(ptr noundef readonly captures(none) %0, i32 noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  %7 = and i64 %6, 3
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %5, %9
  %10 = phi i64 [ %13, %9 ], [ %6, %5 ]
  %11 = phi double [ %16, %9 ], [ 0.000000e+00, %5 ]
  %12 = phi i64 [ %17, %9 ], [ 0, %5 ]
  %13 = add nsw i64 %10, -1
  %14 = getelementptr inbounds nuw double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call double @llvm.fmuladd.f64(double %11, double %2, double %15)
  %17 = add i64 %12, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %19, label %9, !llvm.loop !26

19:                                               ; preds = %9, %5
  %20 = phi i64 [ %6, %5 ], [ %13, %9 ]
  %21 = phi double [ 0.000000e+00, %5 ], [ %16, %9 ]
  %22 = phi double [ poison, %5 ], [ %16, %9 ]
  %23 = icmp ult i32 %1, 4
  br i1 %23, label %24, label %26

24:                                               ; preds = %19, %26, %3
  %25 = phi double [ 0.000000e+00, %3 ], [ %22, %19 ], [ %44, %26 ]
  ret double %25

26:                                               ; preds = %19, %26
  %27 = phi i64 [ %41, %26 ], [ %20, %19 ]
  %28 = phi double [ %44, %26 ], [ %21, %19 ]
  %29 = getelementptr double, ptr %0, i64 %27
  %30 = getelementptr i8, ptr %29, i64 -8
  %31 = load double, ptr %30, align 8, !tbaa !9
  %32 = tail call double @llvm.fmuladd.f64(double %28, double %2, double %31)
  %33 = getelementptr double, ptr %0, i64 %27
  %34 = getelementptr i8, ptr %33, i64 -16
  %35 = load double, ptr %34, align 8, !tbaa !9
  %36 = tail call double @llvm.fmuladd.f64(double %32, double %2, double %35)
  %37 = getelementptr double, ptr %0, i64 %27
  %38 = getelementptr i8, ptr %37, i64 -24
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @llvm.fmuladd.f64(double %36, double %2, double %39)
  %41 = add nsw i64 %27, -4
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %41
  %43 = load double, ptr %42, align 8, !tbaa !9
  %44 = tail call double @llvm.fmuladd.f64(double %40, double %2, double %43)
  %45 = icmp sgt i64 %27, 4
  br i1 %45, label %26, label %24, !llvm.loop !27
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 {
  %1 = alloca [64 x double], align 16
  %2 = alloca [64 x double], align 16
  call void @llvm.lifetime.start.p0(ptr nonnull %1) #10
  call void @llvm.lifetime.start.p0(ptr nonnull %2) #10
  br label %241

3:                                                ; preds = %3, %257
  %4 = phi i64 [ 0, %257 ], [ %29, %3 ]
  %5 = phi double [ 0.000000e+00, %257 ], [ %28, %3 ]
  %6 = getelementptr inbounds nuw double, ptr %1, i64 %4
  %7 = load double, ptr %6, align 16, !tbaa !9
  %8 = getelementptr inbounds nuw double, ptr %2, i64 %4
  %9 = load double, ptr %8, align 16, !tbaa !9
  %10 = tail call double @llvm.fmuladd.f64(double %7, double %9, double %5)
  %11 = or disjoint i64 %4, 1
  %12 = getelementptr inbounds nuw double, ptr %1, i64 %11
  %13 = load double, ptr %12, align 8, !tbaa !9
  %14 = getelementptr inbounds nuw double, ptr %2, i64 %11
  %15 = load double, ptr %14, align 8, !tbaa !9
  %16 = tail call double @llvm.fmuladd.f64(double %13, double %15, double %10)
  %17 = or disjoint i64 %4, 2
  %18 = getelementptr inbounds nuw double, ptr %1, i64 %17
  %19 = load double, ptr %18, align 16, !tbaa !9
  %20 = getelementptr inbounds nuw double, ptr %2, i64 %17
  %21 = load double, ptr %20, align 16, !tbaa !9
  %22 = tail call double @llvm.fmuladd.f64(double %19, double %21, double %16)
  %23 = or disjoint i64 %4, 3
  %24 = getelementptr inbounds nuw double, ptr %1, i64 %23
  %25 = load double, ptr %24, align 8, !tbaa !9
  %26 = getelementptr inbounds nuw double, ptr %2, i64 %23
  %27 = load double, ptr %26, align 8, !tbaa !9
  %28 = tail call double @llvm.fmuladd.f64(double %25, double %27, double %22)
  %29 = add nuw nsw i64 %4, 4
  %30 = icmp eq i64 %29, 64
  br i1 %30, label %31, label %3, !llvm.loop !13

31:                                               ; preds = %3
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %28)
  %33 = load double, ptr %2, align 16, !tbaa !9
  %34 = tail call double @llvm.fmuladd.f64(double %33, double %33, double 0.000000e+00)
  %35 = getelementptr inbounds nuw i8, ptr %2, i64 8
  %36 = load double, ptr %35, align 8, !tbaa !9
  %37 = tail call double @llvm.fmuladd.f64(double %36, double %36, double %34)
  %38 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %39 = load double, ptr %38, align 16, !tbaa !9
  %40 = tail call double @llvm.fmuladd.f64(double %39, double %39, double %37)
  %41 = getelementptr inbounds nuw i8, ptr %2, i64 24
  %42 = load double, ptr %41, align 8, !tbaa !9
  %43 = tail call double @llvm.fmuladd.f64(double %42, double %42, double %40)
  %44 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %45 = load double, ptr %44, align 16, !tbaa !9
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %45, double %43)
  %47 = getelementptr inbounds nuw i8, ptr %2, i64 40
  %48 = load double, ptr %47, align 8, !tbaa !9
  %49 = tail call double @llvm.fmuladd.f64(double %48, double %48, double %46)
  %50 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %51 = load double, ptr %50, align 16, !tbaa !9
  %52 = tail call double @llvm.fmuladd.f64(double %51, double %51, double %49)
  %53 = getelementptr inbounds nuw i8, ptr %2, i64 56
  %54 = load double, ptr %53, align 8, !tbaa !9
  %55 = tail call double @llvm.fmuladd.f64(double %54, double %54, double %52)
  %56 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %57 = load double, ptr %56, align 16, !tbaa !9
  %58 = tail call double @llvm.fmuladd.f64(double %57, double %57, double %55)
  %59 = getelementptr inbounds nuw i8, ptr %2, i64 72
  %60 = load double, ptr %59, align 8, !tbaa !9
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %60, double %58)
  %62 = getelementptr inbounds nuw i8, ptr %2, i64 80
  %63 = load double, ptr %62, align 16, !tbaa !9
  %64 = tail call double @llvm.fmuladd.f64(double %63, double %63, double %61)
  %65 = getelementptr inbounds nuw i8, ptr %2, i64 88
  %66 = load double, ptr %65, align 8, !tbaa !9
  %67 = tail call double @llvm.fmuladd.f64(double %66, double %66, double %64)
  %68 = getelementptr inbounds nuw i8, ptr %2, i64 96
  %69 = load double, ptr %68, align 16, !tbaa !9
  %70 = tail call double @llvm.fmuladd.f64(double %69, double %69, double %67)
  %71 = getelementptr inbounds nuw i8, ptr %2, i64 104
  %72 = load double, ptr %71, align 8, !tbaa !9
  %73 = tail call double @llvm.fmuladd.f64(double %72, double %72, double %70)
  %74 = getelementptr inbounds nuw i8, ptr %2, i64 112
  %75 = load double, ptr %74, align 16, !tbaa !9
  %76 = tail call double @llvm.fmuladd.f64(double %75, double %75, double %73)
  %77 = getelementptr inbounds nuw i8, ptr %2, i64 120
  %78 = load double, ptr %77, align 8, !tbaa !9
  %79 = tail call double @llvm.fmuladd.f64(double %78, double %78, double %76)
  %80 = getelementptr inbounds nuw i8, ptr %2, i64 128
  %81 = load double, ptr %80, align 16, !tbaa !9
  %82 = tail call double @llvm.fmuladd.f64(double %81, double %81, double %79)
  %83 = getelementptr inbounds nuw i8, ptr %2, i64 136
  %84 = load double, ptr %83, align 8, !tbaa !9
  %85 = tail call double @llvm.fmuladd.f64(double %84, double %84, double %82)
  %86 = getelementptr inbounds nuw i8, ptr %2, i64 144
  %87 = load double, ptr %86, align 16, !tbaa !9
  %88 = tail call double @llvm.fmuladd.f64(double %87, double %87, double %85)
  %89 = getelementptr inbounds nuw i8, ptr %2, i64 152
  %90 = load double, ptr %89, align 8, !tbaa !9
  %91 = tail call double @llvm.fmuladd.f64(double %90, double %90, double %88)
  %92 = getelementptr inbounds nuw i8, ptr %2, i64 160
  %93 = load double, ptr %92, align 16, !tbaa !9
  %94 = tail call double @llvm.fmuladd.f64(double %93, double %93, double %91)
  %95 = getelementptr inbounds nuw i8, ptr %2, i64 168
  %96 = load double, ptr %95, align 8, !tbaa !9
  %97 = tail call double @llvm.fmuladd.f64(double %96, double %96, double %94)
  %98 = getelementptr inbounds nuw i8, ptr %2, i64 176
  %99 = load double, ptr %98, align 16, !tbaa !9
  %100 = tail call double @llvm.fmuladd.f64(double %99, double %99, double %97)
  %101 = getelementptr inbounds nuw i8, ptr %2, i64 184
  %102 = load double, ptr %101, align 8, !tbaa !9
  %103 = tail call double @llvm.fmuladd.f64(double %102, double %102, double %100)
  %104 = getelementptr inbounds nuw i8, ptr %2, i64 192
  %105 = load double, ptr %104, align 16, !tbaa !9
  %106 = tail call double @llvm.fmuladd.f64(double %105, double %105, double %103)
  %107 = getelementptr inbounds nuw i8, ptr %2, i64 200
  %108 = load double, ptr %107, align 8, !tbaa !9
  %109 = tail call double @llvm.fmuladd.f64(double %108, double %108, double %106)
  %110 = getelementptr inbounds nuw i8, ptr %2, i64 208
  %111 = load double, ptr %110, align 16, !tbaa !9
  %112 = tail call double @llvm.fmuladd.f64(double %111, double %111, double %109)
  %113 = getelementptr inbounds nuw i8, ptr %2, i64 216
  %114 = load double, ptr %113, align 8, !tbaa !9
  %115 = tail call double @llvm.fmuladd.f64(double %114, double %114, double %112)
  %116 = getelementptr inbounds nuw i8, ptr %2, i64 224
  %117 = load double, ptr %116, align 16, !tbaa !9
  %118 = tail call double @llvm.fmuladd.f64(double %117, double %117, double %115)
  %119 = getelementptr inbounds nuw i8, ptr %2, i64 232
  %120 = load double, ptr %119, align 8, !tbaa !9
  %121 = tail call double @llvm.fmuladd.f64(double %120, double %120, double %118)
  %122 = getelementptr inbounds nuw i8, ptr %2, i64 240
  %123 = load double, ptr %122, align 16, !tbaa !9
  %124 = tail call double @llvm.fmuladd.f64(double %123, double %123, double %121)
  %125 = getelementptr inbounds nuw i8, ptr %2, i64 248
  %126 = load double, ptr %125, align 8, !tbaa !9
  %127 = tail call double @llvm.fmuladd.f64(double %126, double %126, double %124)
  %128 = getelementptr inbounds nuw i8, ptr %2, i64 256
  %129 = load double, ptr %128, align 16, !tbaa !9
  %130 = tail call double @llvm.fmuladd.f64(double %129, double %129, double %127)
  %131 = getelementptr inbounds nuw i8, ptr %2, i64 264
  %132 = load double, ptr %131, align 8, !tbaa !9
  %133 = tail call double @llvm.fmuladd.f64(double %132, double %132, double %130)
  %134 = getelementptr inbounds nuw i8, ptr %2, i64 272
  %135 = load double, ptr %134, align 16, !tbaa !9
  %136 = tail call double @llvm.fmuladd.f64(double %135, double %135, double %133)
  %137 = getelementptr inbounds nuw i8, ptr %2, i64 280
  %138 = load double, ptr %137, align 8, !tbaa !9
  %139 = tail call double @llvm.fmuladd.f64(double %138, double %138, double %136)
  %140 = getelementptr inbounds nuw i8, ptr %2, i64 288
  %141 = load double, ptr %140, align 16, !tbaa !9
  %142 = tail call double @llvm.fmuladd.f64(double %141, double %141, double %139)
  %143 = getelementptr inbounds nuw i8, ptr %2, i64 296
  %144 = load double, ptr %143, align 8, !tbaa !9
  %145 = tail call double @llvm.fmuladd.f64(double %144, double %144, double %142)
  %146 = getelementptr inbounds nuw i8, ptr %2, i64 304
  %147 = load double, ptr %146, align 16, !tbaa !9
  %148 = tail call double @llvm.fmuladd.f64(double %147, double %147, double %145)
  %149 = getelementptr inbounds nuw i8, ptr %2, i64 312
  %150 = load double, ptr %149, align 8, !tbaa !9
  %151 = tail call double @llvm.fmuladd.f64(double %150, double %150, double %148)
  %152 = getelementptr inbounds nuw i8, ptr %2, i64 320
  %153 = load double, ptr %152, align 16, !tbaa !9
  %154 = tail call double @llvm.fmuladd.f64(double %153, double %153, double %151)
  %155 = getelementptr inbounds nuw i8, ptr %2, i64 328
  %156 = load double, ptr %155, align 8, !tbaa !9
  %157 = tail call double @llvm.fmuladd.f64(double %156, double %156, double %154)
  %158 = getelementptr inbounds nuw i8, ptr %2, i64 336
  %159 = load double, ptr %158, align 16, !tbaa !9
  %160 = tail call double @llvm.fmuladd.f64(double %159, double %159, double %157)
  %161 = getelementptr inbounds nuw i8, ptr %2, i64 344
  %162 = load double, ptr %161, align 8, !tbaa !9
  %163 = tail call double @llvm.fmuladd.f64(double %162, double %162, double %160)
  %164 = getelementptr inbounds nuw i8, ptr %2, i64 352
  %165 = load double, ptr %164, align 16, !tbaa !9
  %166 = tail call double @llvm.fmuladd.f64(double %165, double %165, double %163)
  %167 = getelementptr inbounds nuw i8, ptr %2, i64 360
  %168 = load double, ptr %167, align 8, !tbaa !9
  %169 = tail call double @llvm.fmuladd.f64(double %168, double %168, double %166)
  %170 = getelementptr inbounds nuw i8, ptr %2, i64 368
  %171 = load double, ptr %170, align 16, !tbaa !9
  %172 = tail call double @llvm.fmuladd.f64(double %171, double %171, double %169)
  %173 = getelementptr inbounds nuw i8, ptr %2, i64 376
  %174 = load double, ptr %173, align 8, !tbaa !9
  %175 = tail call double @llvm.fmuladd.f64(double %174, double %174, double %172)
  %176 = getelementptr inbounds nuw i8, ptr %2, i64 384
  %177 = load double, ptr %176, align 16, !tbaa !9
  %178 = tail call double @llvm.fmuladd.f64(double %177, double %177, double %175)
  %179 = getelementptr inbounds nuw i8, ptr %2, i64 392
  %180 = load double, ptr %179, align 8, !tbaa !9
  %181 = tail call double @llvm.fmuladd.f64(double %180, double %180, double %178)
  %182 = getelementptr inbounds nuw i8, ptr %2, i64 400
  %183 = load double, ptr %182, align 16, !tbaa !9
  %184 = tail call double @llvm.fmuladd.f64(double %183, double %183, double %181)
  %185 = getelementptr inbounds nuw i8, ptr %2, i64 408
  %186 = load double, ptr %185, align 8, !tbaa !9
  %187 = tail call double @llvm.fmuladd.f64(double %186, double %186, double %184)
  %188 = getelementptr inbounds nuw i8, ptr %2, i64 416
  %189 = load double, ptr %188, align 16, !tbaa !9
  %190 = tail call double @llvm.fmuladd.f64(double %189, double %189, double %187)
  %191 = getelementptr inbounds nuw i8, ptr %2, i64 424
  %192 = load double, ptr %191, align 8, !tbaa !9
  %193 = tail call double @llvm.fmuladd.f64(double %192, double %192, double %190)
  %194 = getelementptr inbounds nuw i8, ptr %2, i64 432
  %195 = load double, ptr %194, align 16, !tbaa !9
  %196 = tail call double @llvm.fmuladd.f64(double %195, double %195, double %193)
  %197 = getelementptr inbounds nuw i8, ptr %2, i64 440
  %198 = load double, ptr %197, align 8, !tbaa !9
  %199 = tail call double @llvm.fmuladd.f64(double %198, double %198, double %196)
  %200 = getelementptr inbounds nuw i8, ptr %2, i64 448
  %201 = load double, ptr %200, align 16, !tbaa !9
  %202 = tail call double @llvm.fmuladd.f64(double %201, double %201, double %199)
  %203 = getelementptr inbounds nuw i8, ptr %2, i64 456
  %204 = load double, ptr %203, align 8, !tbaa !9
  %205 = tail call double @llvm.fmuladd.f64(double %204, double %204, double %202)
  %206 = getelementptr inbounds nuw i8, ptr %2, i64 464
  %207 = load double, ptr %206, align 16, !tbaa !9
  %208 = tail call double @llvm.fmuladd.f64(double %207, double %207, double %205)
  %209 = getelementptr inbounds nuw i8, ptr %2, i64 472
  %210 = load double, ptr %209, align 8, !tbaa !9
  %211 = tail call double @llvm.fmuladd.f64(double %210, double %210, double %208)
  %212 = getelementptr inbounds nuw i8, ptr %2, i64 480
  %213 = load double, ptr %212, align 16, !tbaa !9
  %214 = tail call double @llvm.fmuladd.f64(double %213, double %213, double %211)
  %215 = getelementptr inbounds nuw i8, ptr %2, i64 488
  %216 = load double, ptr %215, align 8, !tbaa !9
  %217 = tail call double @llvm.fmuladd.f64(double %216, double %216, double %214)
  %218 = getelementptr inbounds nuw i8, ptr %2, i64 496
  %219 = load double, ptr %218, align 16, !tbaa !9
  %220 = tail call double @llvm.fmuladd.f64(double %219, double %219, double %217)
  %221 = getelementptr inbounds nuw i8, ptr %2, i64 504
  %222 = load double, ptr %221, align 8, !tbaa !9
  %223 = tail call double @llvm.fmuladd.f64(double %222, double %222, double %220)
  %224 = tail call double @sqrt(double noundef %223) #10, !tbaa !5
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %224)
  br label %226

226:                                              ; preds = %226, %31
  %227 = phi i64 [ 0, %31 ], [ %235, %226 ]
  %228 = phi double [ 0.000000e+00, %31 ], [ %234, %226 ]
  %229 = getelementptr inbounds nuw double, ptr %1, i64 %227
  %230 = load double, ptr %229, align 8, !tbaa !9
  %231 = tail call double @exp(double noundef %230) #10, !tbaa !5
  %232 = fadd double %231, 1.000000e+00
  %233 = tail call double @log(double noundef %232) #10, !tbaa !5
  %234 = fadd double %228, %233
  %235 = add nuw nsw i64 %227, 1
  %236 = icmp eq i64 %235, 64
  br i1 %236, label %237, label %226, !llvm.loop !25

237:                                              ; preds = %226
  %238 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %234)
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FEA300000000000)
  %240 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0xBFDAA22657537205)
  call void @llvm.lifetime.end.p0(ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(ptr nonnull %1) #10
  ret i32 0

241:                                              ; preds = %0, %241
  %242 = phi i64 [ 0, %0 ], [ %255, %241 ]
  %243 = trunc nuw nsw i64 %242 to i32
  %244 = uitofp nneg i32 %243 to double
  %245 = fmul double %244, 1.562500e-02
  %246 = tail call double @llvm.fmuladd.f64(double %245, double 2.000000e+00, double 2.500000e-01)
  %247 = tail call double @cos(double noundef %246) #10, !tbaa !5
  %248 = fmul double %247, 1.500000e+00
  %249 = getelementptr inbounds nuw double, ptr %1, i64 %242
  store double %248, ptr %249, align 8, !tbaa !9
  %250 = tail call double @pow(double noundef %245, double noundef 1.500000e+00) #10, !tbaa !5
  %251 = fadd double %245, 1.000000e+00
  %252 = tail call double @llvm.sqrt.f64(double %251)
  %253 = fadd double %252, %250
  %254 = getelementptr inbounds nuw double, ptr %2, i64 %242
  store double %253, ptr %254, align 8, !tbaa !9
  %255 = add nuw nsw i64 %242, 1
  %256 = icmp eq i64 %255, 64
  br i1 %256, label %257, label %241, !llvm.loop !28

257:                                              ; preds = %241
  %258 = getelementptr inbounds nuw i8, ptr %1, i64 16
  %259 = load <2 x double>, ptr %1, align 16, !tbaa !9
  %260 = load <2 x double>, ptr %258, align 16, !tbaa !9
  %261 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %262 = load <2 x double>, ptr %2, align 16, !tbaa !9
  %263 = load <2 x double>, ptr %261, align 16, !tbaa !9
  %264 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %259, <2 x double> splat (double 5.000000e-01), <2 x double> %262)
  %265 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %260, <2 x double> splat (double 5.000000e-01), <2 x double> %263)
  store <2 x double> %264, ptr %2, align 16, !tbaa !9
  store <2 x double> %265, ptr %261, align 16, !tbaa !9
  %266 = getelementptr inbounds nuw i8, ptr %1, i64 32
  %267 = getelementptr inbounds nuw i8, ptr %1, i64 48
  %268 = load <2 x double>, ptr %266, align 16, !tbaa !9
  %269 = load <2 x double>, ptr %267, align 16, !tbaa !9
  %270 = getelementptr inbounds nuw i8, ptr %2, i64 32
  %271 = getelementptr inbounds nuw i8, ptr %2, i64 48
  %272 = load <2 x double>, ptr %270, align 16, !tbaa !9
  %273 = load <2 x double>, ptr %271, align 16, !tbaa !9
  %274 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %268, <2 x double> splat (double 5.000000e-01), <2 x double> %272)
  %275 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %269, <2 x double> splat (double 5.000000e-01), <2 x double> %273)
  store <2 x double> %274, ptr %270, align 16, !tbaa !9
  store <2 x double> %275, ptr %271, align 16, !tbaa !9
  %276 = getelementptr inbounds nuw i8, ptr %1, i64 64
  %277 = getelementptr inbounds nuw i8, ptr %1, i64 80
  %278 = load <2 x double>, ptr %276, align 16, !tbaa !9
  %279 = load <2 x double>, ptr %277, align 16, !tbaa !9
  %280 = getelementptr inbounds nuw i8, ptr %2, i64 64
  %281 = getelementptr inbounds nuw i8, ptr %2, i64 80
  %282 = load <2 x double>, ptr %280, align 16, !tbaa !9
  %283 = load <2 x double>, ptr %281, align 16, !tbaa !9
  %284 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %278, <2 x double> splat (double 5.000000e-01), <2 x double> %282)
  %285 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %279, <2 x double> splat (double 5.000000e-01), <2 x double> %283)
  store <2 x double> %284, ptr %280, align 16, !tbaa !9
  store <2 x double> %285, ptr %281, align 16, !tbaa !9
  %286 = getelementptr inbounds nuw i8, ptr %1, i64 96
  %287 = getelementptr inbounds nuw i8, ptr %1, i64 112
  %288 = load <2 x double>, ptr %286, align 16, !tbaa !9
  %289 = load <2 x double>, ptr %287, align 16, !tbaa !9
  %290 = getelementptr inbounds nuw i8, ptr %2, i64 96
  %291 = getelementptr inbounds nuw i8, ptr %2, i64 112
  %292 = load <2 x double>, ptr %290, align 16, !tbaa !9
  %293 = load <2 x double>, ptr %291, align 16, !tbaa !9
  %294 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %288, <2 x double> splat (double 5.000000e-01), <2 x double> %292)
  %295 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %289, <2 x double> splat (double 5.000000e-01), <2 x double> %293)
  store <2 x double> %294, ptr %290, align 16, !tbaa !9
  store <2 x double> %295, ptr %291, align 16, !tbaa !9
  %296 = getelementptr inbounds nuw i8, ptr %1, i64 128
  %297 = getelementptr inbounds nuw i8, ptr %1, i64 144
  %298 = load <2 x double>, ptr %296, align 16, !tbaa !9
  %299 = load <2 x double>, ptr %297, align 16, !tbaa !9
  %300 = getelementptr inbounds nuw i8, ptr %2, i64 128
  %301 = getelementptr inbounds nuw i8, ptr %2, i64 144
  %302 = load <2 x double>, ptr %300, align 16, !tbaa !9
  %303 = load <2 x double>, ptr %301, align 16, !tbaa !9
  %304 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %298, <2 x double> splat (double 5.000000e-01), <2 x double> %302)
  %305 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %299, <2 x double> splat (double 5.000000e-01), <2 x double> %303)
  store <2 x double> %304, ptr %300, align 16, !tbaa !9
  store <2 x double> %305, ptr %301, align 16, !tbaa !9
  %306 = getelementptr inbounds nuw i8, ptr %1, i64 160
  %307 = getelementptr inbounds nuw i8, ptr %1, i64 176
  %308 = load <2 x double>, ptr %306, align 16, !tbaa !9
  %309 = load <2 x double>, ptr %307, align 16, !tbaa !9
  %310 = getelementptr inbounds nuw i8, ptr %2, i64 160
  %311 = getelementptr inbounds nuw i8, ptr %2, i64 176
  %312 = load <2 x double>, ptr %310, align 16, !tbaa !9
  %313 = load <2 x double>, ptr %311, align 16, !tbaa !9
  %314 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %308, <2 x double> splat (double 5.000000e-01), <2 x double> %312)
  %315 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %309, <2 x double> splat (double 5.000000e-01), <2 x double> %313)
  store <2 x double> %314, ptr %310, align 16, !tbaa !9
  store <2 x double> %315, ptr %311, align 16, !tbaa !9
  %316 = getelementptr inbounds nuw i8, ptr %1, i64 192
  %317 = getelementptr inbounds nuw i8, ptr %1, i64 208
  %318 = load <2 x double>, ptr %316, align 16, !tbaa !9
  %319 = load <2 x double>, ptr %317, align 16, !tbaa !9
  %320 = getelementptr inbounds nuw i8, ptr %2, i64 192
  %321 = getelementptr inbounds nuw i8, ptr %2, i64 208
  %322 = load <2 x double>, ptr %320, align 16, !tbaa !9
  %323 = load <2 x double>, ptr %321, align 16, !tbaa !9
  %324 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %318, <2 x double> splat (double 5.000000e-01), <2 x double> %322)
  %325 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %319, <2 x double> splat (double 5.000000e-01), <2 x double> %323)
  store <2 x double> %324, ptr %320, align 16, !tbaa !9
  store <2 x double> %325, ptr %321, align 16, !tbaa !9
  %326 = getelementptr inbounds nuw i8, ptr %1, i64 224
  %327 = getelementptr inbounds nuw i8, ptr %1, i64 240
  %328 = load <2 x double>, ptr %326, align 16, !tbaa !9
  %329 = load <2 x double>, ptr %327, align 16, !tbaa !9
  %330 = getelementptr inbounds nuw i8, ptr %2, i64 224
  %331 = getelementptr inbounds nuw i8, ptr %2, i64 240
  %332 = load <2 x double>, ptr %330, align 16, !tbaa !9
  %333 = load <2 x double>, ptr %331, align 16, !tbaa !9
  %334 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %328, <2 x double> splat (double 5.000000e-01), <2 x double> %332)
  %335 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %329, <2 x double> splat (double 5.000000e-01), <2 x double> %333)
  store <2 x double> %334, ptr %330, align 16, !tbaa !9
  store <2 x double> %335, ptr %331, align 16, !tbaa !9
  %336 = getelementptr inbounds nuw i8, ptr %1, i64 256
  %337 = getelementptr inbounds nuw i8, ptr %1, i64 272
  %338 = load <2 x double>, ptr %336, align 16, !tbaa !9
  %339 = load <2 x double>, ptr %337, align 16, !tbaa !9
  %340 = getelementptr inbounds nuw i8, ptr %2, i64 256
  %341 = getelementptr inbounds nuw i8, ptr %2, i64 272
  %342 = load <2 x double>, ptr %340, align 16, !tbaa !9
  %343 = load <2 x double>, ptr %341, align 16, !tbaa !9
  %344 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %338, <2 x double> splat (double 5.000000e-01), <2 x double> %342)
  %345 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %339, <2 x double> splat (double 5.000000e-01), <2 x double> %343)
  store <2 x double> %344, ptr %340, align 16, !tbaa !9
  store <2 x double> %345, ptr %341, align 16, !tbaa !9
  %346 = getelementptr inbounds nuw i8, ptr %1, i64 288
  %347 = getelementptr inbounds nuw i8, ptr %1, i64 304
  %348 = load <2 x double>, ptr %346, align 16, !tbaa !9
  %349 = load <2 x double>, ptr %347, align 16, !tbaa !9
  %350 = getelementptr inbounds nuw i8, ptr %2, i64 288
  %351 = getelementptr inbounds nuw i8, ptr %2, i64 304
  %352 = load <2 x double>, ptr %350, align 16, !tbaa !9
  %353 = load <2 x double>, ptr %351, align 16, !tbaa !9
  %354 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %348, <2 x double> splat (double 5.000000e-01), <2 x double> %352)
  %355 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %349, <2 x double> splat (double 5.000000e-01), <2 x double> %353)
  store <2 x double> %354, ptr %350, align 16, !tbaa !9
  store <2 x double> %355, ptr %351, align 16, !tbaa !9
  %356 = getelementptr inbounds nuw i8, ptr %1, i64 320
  %357 = getelementptr inbounds nuw i8, ptr %1, i64 336
  %358 = load <2 x double>, ptr %356, align 16, !tbaa !9
  %359 = load <2 x double>, ptr %357, align 16, !tbaa !9
  %360 = getelementptr inbounds nuw i8, ptr %2, i64 320
  %361 = getelementptr inbounds nuw i8, ptr %2, i64 336
  %362 = load <2 x double>, ptr %360, align 16, !tbaa !9
  %363 = load <2 x double>, ptr %361, align 16, !tbaa !9
  %364 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %358, <2 x double> splat (double 5.000000e-01), <2 x double> %362)
  %365 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %359, <2 x double> splat (double 5.000000e-01), <2 x double> %363)
  store <2 x double> %364, ptr %360, align 16, !tbaa !9
  store <2 x double> %365, ptr %361, align 16, !tbaa !9
  %366 = getelementptr inbounds nuw i8, ptr %1, i64 352
  %367 = getelementptr inbounds nuw i8, ptr %1, i64 368
  %368 = load <2 x double>, ptr %366, align 16, !tbaa !9
  %369 = load <2 x double>, ptr %367, align 16, !tbaa !9
  %370 = getelementptr inbounds nuw i8, ptr %2, i64 352
  %371 = getelementptr inbounds nuw i8, ptr %2, i64 368
  %372 = load <2 x double>, ptr %370, align 16, !tbaa !9
  %373 = load <2 x double>, ptr %371, align 16, !tbaa !9
  %374 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %368, <2 x double> splat (double 5.000000e-01), <2 x double> %372)
  %375 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %369, <2 x double> splat (double 5.000000e-01), <2 x double> %373)
  store <2 x double> %374, ptr %370, align 16, !tbaa !9
  store <2 x double> %375, ptr %371, align 16, !tbaa !9
  %376 = getelementptr inbounds nuw i8, ptr %1, i64 384
  %377 = getelementptr inbounds nuw i8, ptr %1, i64 400
  %378 = load <2 x double>, ptr %376, align 16, !tbaa !9
  %379 = load <2 x double>, ptr %377, align 16, !tbaa !9
  %380 = getelementptr inbounds nuw i8, ptr %2, i64 384
  %381 = getelementptr inbounds nuw i8, ptr %2, i64 400
  %382 = load <2 x double>, ptr %380, align 16, !tbaa !9
  %383 = load <2 x double>, ptr %381, align 16, !tbaa !9
  %384 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %378, <2 x double> splat (double 5.000000e-01), <2 x double> %382)
  %385 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %379, <2 x double> splat (double 5.000000e-01), <2 x double> %383)
  store <2 x double> %384, ptr %380, align 16, !tbaa !9
  store <2 x double> %385, ptr %381, align 16, !tbaa !9
  %386 = getelementptr inbounds nuw i8, ptr %1, i64 416
  %387 = getelementptr inbounds nuw i8, ptr %1, i64 432
  %388 = load <2 x double>, ptr %386, align 16, !tbaa !9
  %389 = load <2 x double>, ptr %387, align 16, !tbaa !9
  %390 = getelementptr inbounds nuw i8, ptr %2, i64 416
  %391 = getelementptr inbounds nuw i8, ptr %2, i64 432
  %392 = load <2 x double>, ptr %390, align 16, !tbaa !9
  %393 = load <2 x double>, ptr %391, align 16, !tbaa !9
  %394 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %388, <2 x double> splat (double 5.000000e-01), <2 x double> %392)
  %395 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %389, <2 x double> splat (double 5.000000e-01), <2 x double> %393)
  store <2 x double> %394, ptr %390, align 16, !tbaa !9
  store <2 x double> %395, ptr %391, align 16, !tbaa !9
  %396 = getelementptr inbounds nuw i8, ptr %1, i64 448
  %397 = getelementptr inbounds nuw i8, ptr %1, i64 464
  %398 = load <2 x double>, ptr %396, align 16, !tbaa !9
  %399 = load <2 x double>, ptr %397, align 16, !tbaa !9
  %400 = getelementptr inbounds nuw i8, ptr %2, i64 448
  %401 = getelementptr inbounds nuw i8, ptr %2, i64 464
  %402 = load <2 x double>, ptr %400, align 16, !tbaa !9
  %403 = load <2 x double>, ptr %401, align 16, !tbaa !9
  %404 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %398, <2 x double> splat (double 5.000000e-01), <2 x double> %402)
  %405 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %399, <2 x double> splat (double 5.000000e-01), <2 x double> %403)
  store <2 x double> %404, ptr %400, align 16, !tbaa !9
  store <2 x double> %405, ptr %401, align 16, !tbaa !9
  %406 = getelementptr inbounds nuw i8, ptr %1, i64 480
  %407 = getelementptr inbounds nuw i8, ptr %1, i64 496
  %408 = load <2 x double>, ptr %406, align 16, !tbaa !9
  %409 = load <2 x double>, ptr %407, align 16, !tbaa !9
  %410 = getelementptr inbounds nuw i8, ptr %2, i64 480
  %411 = getelementptr inbounds nuw i8, ptr %2, i64 496
  %412 = load <2 x double>, ptr %410, align 16, !tbaa !9
  %413 = load <2 x double>, ptr %411, align 16, !tbaa !9
  %414 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %408, <2 x double> splat (double 5.000000e-01), <2 x double> %412)
  %415 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %409, <2 x double> splat (double 5.000000e-01), <2 x double> %413)
  store <2 x double> %414, ptr %410, align 16, !tbaa !9
  store <2 x double> %415, ptr %411, align 16, !tbaa !9
  br label %3
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @cos(double noundef) local_unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #8

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16}
!16 = distinct !{!16, !17}
!17 = distinct !{!17, !"LVerDomain"}
!18 = !{!19}
!19 = distinct !{!19, !17}
!20 = distinct !{!20, !14, !21, !22}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !14, !21}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
