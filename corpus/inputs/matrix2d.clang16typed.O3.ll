; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [6 x [6 x double]] zeroinitializer, align 16
@B = dso_local global [6 x [6 x double]] zeroinitializer, align 16
@C = dso_local global [6 x [6 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [30 x i8] c"trace=%.4f c01=%.4f c10=%.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"grid=%d\0A\00", align 1

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul([6 x double]* nocapture noundef readonly %0, [6 x double]* nocapture noundef readonly %1, [6 x double]* nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 0
  %5 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 1, i64 0
  %6 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 2, i64 0
  %7 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 3, i64 0
  %8 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 4, i64 0
  %9 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 5, i64 0
  %10 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 1
  %11 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 1, i64 1
  %12 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 2, i64 1
  %13 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 3, i64 1
  %14 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 4, i64 1
  %15 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 5, i64 1
  %16 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 2
  %17 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 1, i64 2
  %18 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 2, i64 2
  %19 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 3, i64 2
  %20 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 4, i64 2
  %21 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 5, i64 2
  %22 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 3
  %23 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 1, i64 3
  %24 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 2, i64 3
  %25 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 3, i64 3
  %26 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 4, i64 3
  %27 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 5, i64 3
  %28 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 4
  %29 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 1, i64 4
  %30 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 2, i64 4
  %31 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 3, i64 4
  %32 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 4, i64 4
  %33 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 5, i64 4
  %34 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 0, i64 5
  %35 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 1, i64 5
  %36 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 2, i64 5
  %37 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 3, i64 5
  %38 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 4, i64 5
  %39 = getelementptr inbounds [6 x double], [6 x double]* %1, i64 5, i64 5
  br label %40

40:                                               ; preds = %3, %40
  %41 = phi i64 [ 0, %3 ], [ %162, %40 ]
  %42 = getelementptr inbounds [6 x double], [6 x double]* %0, i64 %41, i64 0
  %43 = load double, double* %42, align 8, !tbaa !5
  %44 = load double, double* %4, align 8, !tbaa !5
  %45 = tail call double @llvm.fmuladd.f64(double %43, double %44, double 0.000000e+00)
  %46 = getelementptr inbounds [6 x double], [6 x double]* %0, i64 %41, i64 1
  %47 = load double, double* %46, align 8, !tbaa !5
  %48 = load double, double* %5, align 8, !tbaa !5
  %49 = tail call double @llvm.fmuladd.f64(double %47, double %48, double %45)
  %50 = getelementptr inbounds [6 x double], [6 x double]* %0, i64 %41, i64 2
  %51 = load double, double* %50, align 8, !tbaa !5
  %52 = load double, double* %6, align 8, !tbaa !5
  %53 = tail call double @llvm.fmuladd.f64(double %51, double %52, double %49)
  %54 = getelementptr inbounds [6 x double], [6 x double]* %0, i64 %41, i64 3
  %55 = load double, double* %54, align 8, !tbaa !5
  %56 = load double, double* %7, align 8, !tbaa !5
  %57 = tail call double @llvm.fmuladd.f64(double %55, double %56, double %53)
  %58 = getelementptr inbounds [6 x double], [6 x double]* %0, i64 %41, i64 4
  %59 = load double, double* %58, align 8, !tbaa !5
  %60 = load double, double* %8, align 8, !tbaa !5
  %61 = tail call double @llvm.fmuladd.f64(double %59, double %60, double %57)
  %62 = getelementptr inbounds [6 x double], [6 x double]* %0, i64 %41, i64 5
  %63 = load double, double* %62, align 8, !tbaa !5
  %64 = load double, double* %9, align 8, !tbaa !5
  %65 = tail call double @llvm.fmuladd.f64(double %63, double %64, double %61)
  %66 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 %41, i64 0
  store double %65, double* %66, align 8, !tbaa !5
  %67 = load double, double* %42, align 8, !tbaa !5
  %68 = load double, double* %10, align 8, !tbaa !5
  %69 = tail call double @llvm.fmuladd.f64(double %67, double %68, double 0.000000e+00)
  %70 = load double, double* %46, align 8, !tbaa !5
  %71 = load double, double* %11, align 8, !tbaa !5
  %72 = tail call double @llvm.fmuladd.f64(double %70, double %71, double %69)
  %73 = load double, double* %50, align 8, !tbaa !5
  %74 = load double, double* %12, align 8, !tbaa !5
  %75 = tail call double @llvm.fmuladd.f64(double %73, double %74, double %72)
  %76 = load double, double* %54, align 8, !tbaa !5
  %77 = load double, double* %13, align 8, !tbaa !5
  %78 = tail call double @llvm.fmuladd.f64(double %76, double %77, double %75)
  %79 = load double, double* %58, align 8, !tbaa !5
  %80 = load double, double* %14, align 8, !tbaa !5
  %81 = tail call double @llvm.fmuladd.f64(double %79, double %80, double %78)
  %82 = load double, double* %62, align 8, !tbaa !5
  %83 = load double, double* %15, align 8, !tbaa !5
  %84 = tail call double @llvm.fmuladd.f64(double %82, double %83, double %81)
  %85 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 %41, i64 1
  store double %84, double* %85, align 8, !tbaa !5
  %86 = load double, double* %42, align 8, !tbaa !5
  %87 = load double, double* %16, align 8, !tbaa !5
  %88 = tail call double @llvm.fmuladd.f64(double %86, double %87, double 0.000000e+00)
  %89 = load double, double* %46, align 8, !tbaa !5
  %90 = load double, double* %17, align 8, !tbaa !5
  %91 = tail call double @llvm.fmuladd.f64(double %89, double %90, double %88)
  %92 = load double, double* %50, align 8, !tbaa !5
  %93 = load double, double* %18, align 8, !tbaa !5
  %94 = tail call double @llvm.fmuladd.f64(double %92, double %93, double %91)
  %95 = load double, double* %54, align 8, !tbaa !5
  %96 = load double, double* %19, align 8, !tbaa !5
  %97 = tail call double @llvm.fmuladd.f64(double %95, double %96, double %94)
  %98 = load double, double* %58, align 8, !tbaa !5
  %99 = load double, double* %20, align 8, !tbaa !5
  %100 = tail call double @llvm.fmuladd.f64(double %98, double %99, double %97)
  %101 = load double, double* %62, align 8, !tbaa !5
  %102 = load double, double* %21, align 8, !tbaa !5
  %103 = tail call double @llvm.fmuladd.f64(double %101, double %102, double %100)
  %104 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 %41, i64 2
  store double %103, double* %104, align 8, !tbaa !5
  %105 = load double, double* %42, align 8, !tbaa !5
  %106 = load double, double* %22, align 8, !tbaa !5
  %107 = tail call double @llvm.fmuladd.f64(double %105, double %106, double 0.000000e+00)
  %108 = load double, double* %46, align 8, !tbaa !5
  %109 = load double, double* %23, align 8, !tbaa !5
  %110 = tail call double @llvm.fmuladd.f64(double %108, double %109, double %107)
  %111 = load double, double* %50, align 8, !tbaa !5
  %112 = load double, double* %24, align 8, !tbaa !5
  %113 = tail call double @llvm.fmuladd.f64(double %111, double %112, double %110)
  %114 = load double, double* %54, align 8, !tbaa !5
  %115 = load double, double* %25, align 8, !tbaa !5
  %116 = tail call double @llvm.fmuladd.f64(double %114, double %115, double %113)
  %117 = load double, double* %58, align 8, !tbaa !5
  %118 = load double, double* %26, align 8, !tbaa !5
  %119 = tail call double @llvm.fmuladd.f64(double %117, double %118, double %116)
  %120 = load double, double* %62, align 8, !tbaa !5
  %121 = load double, double* %27, align 8, !tbaa !5
  %122 = tail call double @llvm.fmuladd.f64(double %120, double %121, double %119)
  %123 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 %41, i64 3
  store double %122, double* %123, align 8, !tbaa !5
  %124 = load double, double* %42, align 8, !tbaa !5
  %125 = load double, double* %28, align 8, !tbaa !5
  %126 = tail call double @llvm.fmuladd.f64(double %124, double %125, double 0.000000e+00)
  %127 = load double, double* %46, align 8, !tbaa !5
  %128 = load double, double* %29, align 8, !tbaa !5
  %129 = tail call double @llvm.fmuladd.f64(double %127, double %128, double %126)
  %130 = load double, double* %50, align 8, !tbaa !5
  %131 = load double, double* %30, align 8, !tbaa !5
  %132 = tail call double @llvm.fmuladd.f64(double %130, double %131, double %129)
  %133 = load double, double* %54, align 8, !tbaa !5
  %134 = load double, double* %31, align 8, !tbaa !5
  %135 = tail call double @llvm.fmuladd.f64(double %133, double %134, double %132)
  %136 = load double, double* %58, align 8, !tbaa !5
  %137 = load double, double* %32, align 8, !tbaa !5
  %138 = tail call double @llvm.fmuladd.f64(double %136, double %137, double %135)
  %139 = load double, double* %62, align 8, !tbaa !5
  %140 = load double, double* %33, align 8, !tbaa !5
  %141 = tail call double @llvm.fmuladd.f64(double %139, double %140, double %138)
  %142 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 %41, i64 4
  store double %141, double* %142, align 8, !tbaa !5
  %143 = load double, double* %42, align 8, !tbaa !5
  %144 = load double, double* %34, align 8, !tbaa !5
  %145 = tail call double @llvm.fmuladd.f64(double %143, double %144, double 0.000000e+00)
  %146 = load double, double* %46, align 8, !tbaa !5
  %147 = load double, double* %35, align 8, !tbaa !5
  %148 = tail call double @llvm.fmuladd.f64(double %146, double %147, double %145)
  %149 = load double, double* %50, align 8, !tbaa !5
  %150 = load double, double* %36, align 8, !tbaa !5
  %151 = tail call double @llvm.fmuladd.f64(double %149, double %150, double %148)
  %152 = load double, double* %54, align 8, !tbaa !5
  %153 = load double, double* %37, align 8, !tbaa !5
  %154 = tail call double @llvm.fmuladd.f64(double %152, double %153, double %151)
  %155 = load double, double* %58, align 8, !tbaa !5
  %156 = load double, double* %38, align 8, !tbaa !5
  %157 = tail call double @llvm.fmuladd.f64(double %155, double %156, double %154)
  %158 = load double, double* %62, align 8, !tbaa !5
  %159 = load double, double* %39, align 8, !tbaa !5
  %160 = tail call double @llvm.fmuladd.f64(double %158, double %159, double %157)
  %161 = getelementptr inbounds [6 x double], [6 x double]* %2, i64 %41, i64 5
  store double %160, double* %161, align 8, !tbaa !5
  %162 = add nuw nsw i64 %41, 1
  %163 = icmp eq i64 %162, 6
  br i1 %163, label %164, label %40, !llvm.loop !9

164:                                              ; preds = %40
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @transpose(i32 noundef %0, double* nocapture noundef %1) local_unnamed_addr #2 {
  %3 = zext i32 %0 to i64
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %2
  %6 = zext i32 %0 to i64
  br label %11

7:                                                ; preds = %20, %11
  %8 = add nuw nsw i64 %13, 1
  %9 = icmp eq i64 %14, %3
  br i1 %9, label %10, label %11, !llvm.loop !11

10:                                               ; preds = %7, %2
  ret void

11:                                               ; preds = %5, %7
  %12 = phi i64 [ 0, %5 ], [ %14, %7 ]
  %13 = phi i64 [ 1, %5 ], [ %8, %7 ]
  %14 = add nuw nsw i64 %12, 1
  %15 = icmp ult i64 %14, %6
  br i1 %15, label %16, label %7

16:                                               ; preds = %11
  %17 = mul nuw nsw i64 %12, %3
  %18 = getelementptr inbounds double, double* %1, i64 %17
  %19 = getelementptr inbounds double, double* %1, i64 %12
  br label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %13, %16 ], [ %27, %20 ]
  %22 = getelementptr inbounds double, double* %18, i64 %21
  %23 = load double, double* %22, align 8, !tbaa !5
  %24 = mul nuw nsw i64 %21, %3
  %25 = getelementptr inbounds double, double* %19, i64 %24
  %26 = load double, double* %25, align 8, !tbaa !5
  store double %26, double* %22, align 8, !tbaa !5
  store double %23, double* %25, align 8, !tbaa !5
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %27, %3
  br i1 %28, label %7, label %20, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @trace(i32 noundef %0, double* nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = zext i32 %0 to i64
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %2
  %6 = and i64 %3, 3
  %7 = icmp ult i32 %0, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %5
  %9 = and i64 %3, 4294967292
  br label %29

10:                                               ; preds = %29, %5
  %11 = phi double [ undef, %5 ], [ %55, %29 ]
  %12 = phi i64 [ 0, %5 ], [ %56, %29 ]
  %13 = phi double [ 0.000000e+00, %5 ], [ %55, %29 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %24, %15 ], [ %12, %10 ]
  %17 = phi double [ %23, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %25, %15 ], [ 0, %10 ]
  %19 = mul nuw nsw i64 %16, %3
  %20 = getelementptr inbounds double, double* %1, i64 %19
  %21 = getelementptr inbounds double, double* %20, i64 %16
  %22 = load double, double* %21, align 8, !tbaa !5
  %23 = fadd double %17, %22
  %24 = add nuw nsw i64 %16, 1
  %25 = add i64 %18, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !13

27:                                               ; preds = %10, %15, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %23, %15 ]
  ret double %28

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %56, %29 ]
  %31 = phi double [ 0.000000e+00, %8 ], [ %55, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %57, %29 ]
  %33 = mul nuw nsw i64 %30, %3
  %34 = getelementptr inbounds double, double* %1, i64 %33
  %35 = getelementptr inbounds double, double* %34, i64 %30
  %36 = load double, double* %35, align 8, !tbaa !5
  %37 = fadd double %31, %36
  %38 = or i64 %30, 1
  %39 = mul nuw nsw i64 %38, %3
  %40 = getelementptr inbounds double, double* %1, i64 %39
  %41 = getelementptr inbounds double, double* %40, i64 %38
  %42 = load double, double* %41, align 8, !tbaa !5
  %43 = fadd double %37, %42
  %44 = or i64 %30, 2
  %45 = mul nuw nsw i64 %44, %3
  %46 = getelementptr inbounds double, double* %1, i64 %45
  %47 = getelementptr inbounds double, double* %46, i64 %44
  %48 = load double, double* %47, align 8, !tbaa !5
  %49 = fadd double %43, %48
  %50 = or i64 %30, 3
  %51 = mul nuw nsw i64 %50, %3
  %52 = getelementptr inbounds double, double* %1, i64 %51
  %53 = getelementptr inbounds double, double* %52, i64 %50
  %54 = load double, double* %53, align 8, !tbaa !5
  %55 = fadd double %49, %54
  %56 = add nuw nsw i64 %30, 4
  %57 = add i64 %32, 4
  %58 = icmp eq i64 %57, %9
  br i1 %58, label %10, label %29, !llvm.loop !15
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  store <2 x double> <double 0.000000e+00, double 5.000000e-01>, <2 x double>* bitcast ([6 x [6 x double]]* @A to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double -1.000000e-01>, <2 x double>* bitcast ([6 x [6 x double]]* @B to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 0, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double -2.000000e-01, double 0xBFD3333333333334>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 0, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 0, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double -4.000000e-01, double -5.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 0, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 1, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 1.000000e-01, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 1, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 1, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double -1.000000e-01, double -2.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 1, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 1, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 0xBFD3333333333334, double -4.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 1, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 2, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e-01, double 1.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 2, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 2, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double -1.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 2, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 2, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double -2.000000e-01, double 0xBFD3333333333334>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 2, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 3, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 0x3FD3333333333334, double 2.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 3, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 3, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 1.000000e-01, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 3, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 3, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double -1.000000e-01, double -2.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 3, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 4, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 4.000000e-01, double 0x3FD3333333333334>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 4, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 4, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e-01, double 1.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 4, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 6.000000e+00, double 6.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 4, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double -1.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 4, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 5, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 5.000000e-01, double 4.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 5, i64 0) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 6.000000e+00, double 6.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 5, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 0x3FD3333333333334, double 2.000000e-01>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 5, i64 2) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 7.000000e+00, double 7.500000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 5, i64 4) to <2 x double>*), align 16, !tbaa !5
  store <2 x double> <double 1.000000e-01, double 2.000000e+00>, <2 x double>* bitcast (double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 5, i64 4) to <2 x double>*), align 16, !tbaa !5
  tail call void @matmul([6 x double]* noundef nonnull getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @A, i64 0, i64 0), [6 x double]* noundef nonnull getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @B, i64 0, i64 0), [6 x double]* noundef nonnull getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0))
  %1 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 1), align 8, !tbaa !5
  %2 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 0), align 16, !tbaa !5
  store double %2, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 1), align 8, !tbaa !5
  store double %1, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 0), align 16, !tbaa !5
  %3 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 2), align 16, !tbaa !5
  %4 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 0), align 16, !tbaa !5
  store double %4, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 2), align 16, !tbaa !5
  store double %3, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 0), align 16, !tbaa !5
  %5 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 3), align 8, !tbaa !5
  %6 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 0), align 16, !tbaa !5
  store double %6, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 3), align 8, !tbaa !5
  store double %5, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 0), align 16, !tbaa !5
  %7 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 4), align 16, !tbaa !5
  %8 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 0), align 16, !tbaa !5
  store double %8, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 4), align 16, !tbaa !5
  store double %7, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 0), align 16, !tbaa !5
  %9 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 5), align 8, !tbaa !5
  %10 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 0), align 16, !tbaa !5
  store double %10, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 5), align 8, !tbaa !5
  store double %9, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 0), align 16, !tbaa !5
  %11 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 2), align 16, !tbaa !5
  %12 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 1), align 8, !tbaa !5
  store double %12, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 2), align 16, !tbaa !5
  store double %11, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 1), align 8, !tbaa !5
  %13 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 3), align 8, !tbaa !5
  %14 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 1), align 8, !tbaa !5
  store double %14, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 3), align 8, !tbaa !5
  store double %13, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 1), align 8, !tbaa !5
  %15 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 4), align 16, !tbaa !5
  %16 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 1), align 8, !tbaa !5
  store double %16, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 4), align 16, !tbaa !5
  store double %15, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 1), align 8, !tbaa !5
  %17 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 5), align 8, !tbaa !5
  %18 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 1), align 8, !tbaa !5
  store double %18, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 5), align 8, !tbaa !5
  store double %17, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 1), align 8, !tbaa !5
  %19 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 3), align 8, !tbaa !5
  %20 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 2), align 16, !tbaa !5
  store double %20, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 3), align 8, !tbaa !5
  store double %19, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 2), align 16, !tbaa !5
  %21 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 4), align 16, !tbaa !5
  %22 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 2), align 16, !tbaa !5
  store double %22, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 4), align 16, !tbaa !5
  store double %21, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 2), align 16, !tbaa !5
  %23 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 5), align 8, !tbaa !5
  %24 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 2), align 16, !tbaa !5
  store double %24, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 5), align 8, !tbaa !5
  store double %23, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 2), align 16, !tbaa !5
  %25 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 4), align 16, !tbaa !5
  %26 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 3), align 8, !tbaa !5
  store double %26, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 4), align 16, !tbaa !5
  store double %25, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 3), align 8, !tbaa !5
  %27 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 5), align 8, !tbaa !5
  %28 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 3), align 8, !tbaa !5
  store double %28, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 5), align 8, !tbaa !5
  store double %27, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 3), align 8, !tbaa !5
  %29 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 5), align 8, !tbaa !5
  %30 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 4), align 16, !tbaa !5
  store double %30, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 5), align 8, !tbaa !5
  store double %29, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 4), align 16, !tbaa !5
  %31 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 0), align 16, !tbaa !5
  %32 = fadd double %31, 0.000000e+00
  %33 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 1), align 8, !tbaa !5
  %34 = fadd double %32, %33
  %35 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 2, i64 2), align 16, !tbaa !5
  %36 = fadd double %34, %35
  %37 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 3, i64 3), align 8, !tbaa !5
  %38 = fadd double %36, %37
  %39 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 4, i64 4), align 16, !tbaa !5
  %40 = fadd double %38, %39
  %41 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 5, i64 5), align 8, !tbaa !5
  %42 = fadd double %40, %41
  %43 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 0, i64 1), align 8, !tbaa !5
  %44 = load double, double* getelementptr inbounds ([6 x [6 x double]], [6 x [6 x double]]* @C, i64 0, i64 1, i64 0), align 16, !tbaa !5
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([30 x i8], [30 x i8]* @.str, i64 0, i64 0), double noundef %42, double noundef %43, double noundef %44)
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.1, i64 0, i64 0), i32 noundef 188)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !10}
