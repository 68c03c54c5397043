; ModuleID = 'matrix2d.c'
source_filename = "matrix2d.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@A = dso_local global [6 x [6 x double]] zeroinitializer, align 16
@B = dso_local global [6 x [6 x double]] zeroinitializer, align 16
@C = dso_local global [6 x [6 x double]] zeroinitializer, align 16
@.str = private unnamed_addr constant [30 x i8] c"trace=%.4f c01=%.4f c10=%.4f\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"grid=%d\0A\00", align 1

; Function Attrs: argmemonly nofree nosync nounwind uwtable
define dso_local void @matmul(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2) local_unnamed_addr #0 {
  %4 = getelementptr inbounds [6 x double], ptr %1, i64 1, i64 0
  %5 = getelementptr inbounds [6 x double], ptr %1, i64 2, i64 0
  %6 = getelementptr inbounds [6 x double], ptr %1, i64 3, i64 0
  %7 = getelementptr inbounds [6 x double], ptr %1, i64 4, i64 0
  %8 = getelementptr inbounds [6 x double], ptr %1, i64 5, i64 0
  %9 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 1
  %10 = getelementptr inbounds [6 x double], ptr %1, i64 1, i64 1
  %11 = getelementptr inbounds [6 x double], ptr %1, i64 2, i64 1
  %12 = getelementptr inbounds [6 x double], ptr %1, i64 3, i64 1
  %13 = getelementptr inbounds [6 x double], ptr %1, i64 4, i64 1
  %14 = getelementptr inbounds [6 x double], ptr %1, i64 5, i64 1
  %15 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 2
  %16 = getelementptr inbounds [6 x double], ptr %1, i64 1, i64 2
  %17 = getelementptr inbounds [6 x double], ptr %1, i64 2, i64 2
  %18 = getelementptr inbounds [6 x double], ptr %1, i64 3, i64 2
  %19 = getelementptr inbounds [6 x double], ptr %1, i64 4, i64 2
  %20 = getelementptr inbounds [6 x double], ptr %1, i64 5, i64 2
  %21 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 3
  %22 = getelementptr inbounds [6 x double], ptr %1, i64 1, i64 3
  %23 = getelementptr inbounds [6 x double], ptr %1, i64 2, i64 3
  %24 = getelementptr inbounds [6 x double], ptr %1, i64 3, i64 3
  %25 = getelementptr inbounds [6 x double], ptr %1, i64 4, i64 3
  %26 = getelementptr inbounds [6 x double], ptr %1, i64 5, i64 3
  %27 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 4
  %28 = getelementptr inbounds [6 x double], ptr %1, i64 1, i64 4
  %29 = getelementptr inbounds [6 x double], ptr %1, i64 2, i64 4
  %30 = getelementptr inbounds [6 x double], ptr %1, i64 3, i64 4
  %31 = getelementptr inbounds [6 x double], ptr %1, i64 4, i64 4
  %32 = getelementptr inbounds [6 x double], ptr %1, i64 5, i64 4
  %33 = getelementptr inbounds [6 x double], ptr %1, i64 0, i64 5
  %34 = getelementptr inbounds [6 x double], ptr %1, i64 1, i64 5
  %35 = getelementptr inbounds [6 x double], ptr %1, i64 2, i64 5
  %36 = getelementptr inbounds [6 x double], ptr %1, i64 3, i64 5
  %37 = getelementptr inbounds [6 x double], ptr %1, i64 4, i64 5
  %38 = getelementptr inbounds [6 x double], ptr %1, i64 5, i64 5
  br label %39

39:                                               ; preds = %3, %39
  %40 = phi i64 [ 0, %3 ], [ %161, %39 ]
  %41 = getelementptr inbounds [6 x double], ptr %0, i64 %40, i64 0
  %42 = load double, ptr %41, align 8, !tbaa !5
  %43 = load double, ptr %1, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %42, double %43, double 0.000000e+00)
  %45 = getelementptr inbounds [6 x double], ptr %0, i64 %40, i64 1
  %46 = load double, ptr %45, align 8, !tbaa !5
  %47 = load double, ptr %4, align 8, !tbaa !5
  %48 = tail call double @llvm.fmuladd.f64(double %46, double %47, double %44)
  %49 = getelementptr inbounds [6 x double], ptr %0, i64 %40, i64 2
  %50 = load double, ptr %49, align 8, !tbaa !5
  %51 = load double, ptr %5, align 8, !tbaa !5
  %52 = tail call double @llvm.fmuladd.f64(double %50, double %51, double %48)
  %53 = getelementptr inbounds [6 x double], ptr %0, i64 %40, i64 3
  %54 = load double, ptr %53, align 8, !tbaa !5
  %55 = load double, ptr %6, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %54, double %55, double %52)
  %57 = getelementptr inbounds [6 x double], ptr %0, i64 %40, i64 4
  %58 = load double, ptr %57, align 8, !tbaa !5
  %59 = load double, ptr %7, align 8, !tbaa !5
  %60 = tail call double @llvm.fmuladd.f64(double %58, double %59, double %56)
  %61 = getelementptr inbounds [6 x double], ptr %0, i64 %40, i64 5
  %62 = load double, ptr %61, align 8, !tbaa !5
  %63 = load double, ptr %8, align 8, !tbaa !5
  %64 = tail call double @llvm.fmuladd.f64(double %62, double %63, double %60)
  %65 = getelementptr inbounds [6 x double], ptr %2, i64 %40, i64 0
  store double %64, ptr %65, align 8, !tbaa !5
  %66 = load double, ptr %41, align 8, !tbaa !5
  %67 = load double, ptr %9, align 8, !tbaa !5
  %68 = tail call double @llvm.fmuladd.f64(double %66, double %67, double 0.000000e+00)
  %69 = load double, ptr %45, align 8, !tbaa !5
  %70 = load double, ptr %10, align 8, !tbaa !5
  %71 = tail call double @llvm.fmuladd.f64(double %69, double %70, double %68)
  %72 = load double, ptr %49, align 8, !tbaa !5
  %73 = load double, ptr %11, align 8, !tbaa !5
  %74 = tail call double @llvm.fmuladd.f64(double %72, double %73, double %71)
  %75 = load double, ptr %53, align 8, !tbaa !5
  %76 = load double, ptr %12, align 8, !tbaa !5
  %77 = tail call double @llvm.fmuladd.f64(double %75, double %76, double %74)
  %78 = load double, ptr %57, align 8, !tbaa !5
  %79 = load double, ptr %13, align 8, !tbaa !5
  %80 = tail call double @llvm.fmuladd.f64(double %78, double %79, double %77)
  %81 = load double, ptr %61, align 8, !tbaa !5
  %82 = load double, ptr %14, align 8, !tbaa !5
  %83 = tail call double @llvm.fmuladd.f64(double %81, double %82, double %80)
  %84 = getelementptr inbounds [6 x double], ptr %2, i64 %40, i64 1
  store double %83, ptr %84, align 8, !tbaa !5
  %85 = load double, ptr %41, align 8, !tbaa !5
  %86 = load double, ptr %15, align 8, !tbaa !5
  %87 = tail call double @llvm.fmuladd.f64(double %85, double %86, double 0.000000e+00)
  %88 = load double, ptr %45, align 8, !tbaa !5
  %89 = load double, ptr %16, align 8, !tbaa !5
  %90 = tail call double @llvm.fmuladd.f64(double %88, double %89, double %87)
  %91 = load double, ptr %49, align 8, !tbaa !5
  %92 = load double, ptr %17, align 8, !tbaa !5
  %93 = tail call double @llvm.fmuladd.f64(double %91, double %92, double %90)
  %94 = load double, ptr %53, align 8, !tbaa !5
  %95 = load double, ptr %18, align 8, !tbaa !5
  %96 = tail call double @llvm.fmuladd.f64(double %94, double %95, double %93)
  %97 = load double, ptr %57, align 8, !tbaa !5
  %98 = load double, ptr %19, align 8, !tbaa !5
  %99 = tail call double @llvm.fmuladd.f64(double %97, double %98, double %96)
  %100 = load double, ptr %61, align 8, !tbaa !5
  %101 = load double, ptr %20, align 8, !tbaa !5
  %102 = tail call double @llvm.fmuladd.f64(double %100, double %101, double %99)
  %103 = getelementptr inbounds [6 x double], ptr %2, i64 %40, i64 2
  store double %102, ptr %103, align 8, !tbaa !5
  %104 = load double, ptr %41, align 8, !tbaa !5
  %105 = load double, ptr %21, align 8, !tbaa !5
  %106 = tail call double @llvm.fmuladd.f64(double %104, double %105, double 0.000000e+00)
  %107 = load double, ptr %45, align 8, !tbaa !5
  %108 = load double, ptr %22, align 8, !tbaa !5
  %109 = tail call double @llvm.fmuladd.f64(double %107, double %108, double %106)
  %110 = load double, ptr %49, align 8, !tbaa !5
  %111 = load double, ptr %23, align 8, !tbaa !5
  %112 = tail call double @llvm.fmuladd.f64(double %110, double %111, double %109)
  %113 = load double, ptr %53, align 8, !tbaa !5
  %114 = load double, ptr %24, align 8, !tbaa !5
  %115 = tail call double @llvm.fmuladd.f64(double %113, double %114, double %112)
  %116 = load double, ptr %57, align 8, !tbaa !5
  %117 = load double, ptr %25, align 8, !tbaa !5
  %118 = tail call double @llvm.fmuladd.f64(double %116, double %117, double %115)
  %119 = load double, ptr %61, align 8, !tbaa !5
  %120 = load double, ptr %26, align 8, !tbaa !5
  %121 = tail call double @llvm.fmuladd.f64(double %119, double %120, double %118)
  %122 = getelementptr inbounds [6 x double], ptr %2, i64 %40, i64 3
  store double %121, ptr %122, align 8, !tbaa !5
  %123 = load double, ptr %41, align 8, !tbaa !5
  %124 = load double, ptr %27, align 8, !tbaa !5
  %125 = tail call double @llvm.fmuladd.f64(double %123, double %124, double 0.000000e+00)
  %126 = load double, ptr %45, align 8, !tbaa !5
  %127 = load double, ptr %28, align 8, !tbaa !5
  %128 = tail call double @llvm.fmuladd.f64(double %126, double %127, double %125)
  %129 = load double, ptr %49, align 8, !tbaa !5
  %130 = load double, ptr %29, align 8, !tbaa !5
  %131 = tail call double @llvm.fmuladd.f64(double %129, double %130, double %128)
  %132 = load double, ptr %53, align 8, !tbaa !5
  %133 = load double, ptr %30, align 8, !tbaa !5
  %134 = tail call double @llvm.fmuladd.f64(double %132, double %133, double %131)
  %135 = load double, ptr %57, align 8, !tbaa !5
  %136 = load double, ptr %31, align 8, !tbaa !5
  %137 = tail call double @llvm.fmuladd.f64(double %135, double %136, double %134)
  %138 = load double, ptr %61, align 8, !tbaa !5
  %139 = load double, ptr %32, align 8, !tbaa !5
  %140 = tail call double @llvm.fmuladd.f64(double %138, double %139, double %137)
  %141 = getelementptr inbounds [6 x double], ptr %2, i64 %40, i64 4
  store double %140, ptr %141, align 8, !tbaa !5
  %142 = load double, ptr %41, align 8, !tbaa !5
  %143 = load double, ptr %33, align 8, !tbaa !5
  %144 = tail call double @llvm.fmuladd.f64(double %142, double %143, double 0.000000e+00)
  %145 = load double, ptr %45, align 8, !tbaa !5
  %146 = load double, ptr %34, align 8, !tbaa !5
  %147 = tail call double @llvm.fmuladd.f64(double %145, double %146, double %144)
  %148 = load double, ptr %49, align 8, !tbaa !5
  %149 = load double, ptr %35, align 8, !tbaa !5
  %150 = tail call double @llvm.fmuladd.f64(double %148, double %149, double %147)
  %151 = load double, ptr %53, align 8, !tbaa !5
  %152 = load double, ptr %36, align 8, !tbaa !5
  %153 = tail call double @llvm.fmuladd.f64(double %151, double %152, double %150)
  %154 = load double, ptr %57, align 8, !tbaa !5
  %155 = load double, ptr %37, align 8, !tbaa !5
  %156 = tail call double @llvm.fmuladd.f64(double %154, double %155, double %153)
  %157 = load double, ptr %61, align 8, !tbaa !5
  %158 = load double, ptr %38, align 8, !tbaa !5
  %159 = tail call double @llvm.fmuladd.f64(double %157, double %158, double %156)
  %160 = getelementptr inbounds [6 x double], ptr %2, i64 %40, i64 5
  store double %159, ptr %160, align 8, !tbaa !5
  %161 = add nuw nsw i64 %40, 1
  %162 = icmp eq i64 %161, 6
  br i1 %162, label %163, label %39, !llvm.loop !9

163:                                              ; preds = %39
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: argmemonly nofree norecurse nosync nounwind uwtable
define dso_local void @transpose(i32 noundef %0, ptr nocapture noundef %1) local_unnamed_addr #2 {
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
  %18 = getelementptr inbounds double, ptr %1, i64 %17
  %19 = getelementptr inbounds double, ptr %1, i64 %12
  br label %20

20:                                               ; preds = %16, %20
  %21 = phi i64 [ %13, %16 ], [ %27, %20 ]
  %22 = getelementptr inbounds double, ptr %18, i64 %21
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = mul nuw nsw i64 %21, %3
  %25 = getelementptr inbounds double, ptr %19, i64 %24
  %26 = load double, ptr %25, align 8, !tbaa !5
  store double %26, ptr %22, align 8, !tbaa !5
  store double %23, ptr %25, align 8, !tbaa !5
  %27 = add nuw nsw i64 %21, 1
  %28 = icmp eq i64 %27, %3
  br i1 %28, label %7, label %20, !llvm.loop !12
}

; Function Attrs: argmemonly nofree norecurse nosync nounwind readonly uwtable
define dso_local double @trace(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #3 {
  %3 = zext i32 %0 to i64
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %28

5:                                                ; preds = %2
  %6 = add nsw i64 %3, -1
  %7 = and i64 %3, 3
  %8 = icmp ult i64 %6, 3
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i64 %3, 4294967292
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
  %20 = mul nuw nsw i64 %17, %3
  %21 = getelementptr inbounds double, ptr %1, i64 %20
  %22 = getelementptr inbounds double, ptr %21, i64 %17
  %23 = load double, ptr %22, align 8, !tbaa !5
  %24 = fadd double %18, %23
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !13

28:                                               ; preds = %11, %16, %2
  %29 = phi double [ 0.000000e+00, %2 ], [ %12, %11 ], [ %24, %16 ]
  ret double %29

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = mul nuw nsw i64 %31, %3
  %35 = getelementptr inbounds double, ptr %1, i64 %34
  %36 = getelementptr inbounds double, ptr %35, i64 %31
  %37 = load double, ptr %36, align 8, !tbaa !5
  %38 = fadd double %32, %37
  %39 = or i64 %31, 1
  %40 = mul nuw nsw i64 %39, %3
  %41 = getelementptr inbounds double, ptr %1, i64 %40
  %42 = getelementptr inbounds double, ptr %41, i64 %39
  %43 = load double, ptr %42, align 8, !tbaa !5
  %44 = fadd double %38, %43
  %45 = or i64 %31, 2
  %46 = mul nuw nsw i64 %45, %3
  %47 = getelementptr inbounds double, ptr %1, i64 %46
  %48 = getelementptr inbounds double, ptr %47, i64 %45
  %49 = load double, ptr %48, align 8, !tbaa !5
  %50 = fadd double %44, %49
  %51 = or i64 %31, 3
  %52 = mul nuw nsw i64 %51, %3
  %53 = getelementptr inbounds double, ptr %1, i64 %52
  %54 = getelementptr inbounds double, ptr %53, i64 %51
  %55 = load double, ptr %54, align 8, !tbaa !5
  %56 = fadd double %50, %55
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !15
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  store <2 x double> <double 0.000000e+00, double 5.000000e-01>, ptr @A, align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double -1.000000e-01>, ptr @B, align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 0, i64 2), align 16, !tbaa !5
  store <2 x double> <double -2.000000e-01, double 0xBFD3333333333334>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 0, i64 2), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 0, i64 4), align 16, !tbaa !5
  store <2 x double> <double -4.000000e-01, double -5.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 0, i64 4), align 16, !tbaa !5
  store <2 x double> <double 1.000000e+00, double 1.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 1, i64 0), align 16, !tbaa !5
  store <2 x double> <double 1.000000e-01, double 2.000000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 1, i64 0), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 1, i64 2), align 16, !tbaa !5
  store <2 x double> <double -1.000000e-01, double -2.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 1, i64 2), align 16, !tbaa !5
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 1, i64 4), align 16, !tbaa !5
  store <2 x double> <double 0xBFD3333333333334, double -4.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 1, i64 4), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double 2.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 2, i64 0), align 16, !tbaa !5
  store <2 x double> <double 2.000000e-01, double 1.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 2, i64 0), align 16, !tbaa !5
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 2, i64 2), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double -1.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 2, i64 2), align 16, !tbaa !5
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 2, i64 4), align 16, !tbaa !5
  store <2 x double> <double -2.000000e-01, double 0xBFD3333333333334>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 2, i64 4), align 16, !tbaa !5
  store <2 x double> <double 3.000000e+00, double 3.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 3, i64 0), align 16, !tbaa !5
  store <2 x double> <double 0x3FD3333333333334, double 2.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 3, i64 0), align 16, !tbaa !5
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 3, i64 2), align 16, !tbaa !5
  store <2 x double> <double 1.000000e-01, double 2.000000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 3, i64 2), align 16, !tbaa !5
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 3, i64 4), align 16, !tbaa !5
  store <2 x double> <double -1.000000e-01, double -2.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 3, i64 4), align 16, !tbaa !5
  store <2 x double> <double 4.000000e+00, double 4.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 4, i64 0), align 16, !tbaa !5
  store <2 x double> <double 4.000000e-01, double 0x3FD3333333333334>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 4, i64 0), align 16, !tbaa !5
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 4, i64 2), align 16, !tbaa !5
  store <2 x double> <double 2.000000e-01, double 1.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 4, i64 2), align 16, !tbaa !5
  store <2 x double> <double 6.000000e+00, double 6.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 4, i64 4), align 16, !tbaa !5
  store <2 x double> <double 2.000000e+00, double -1.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 4, i64 4), align 16, !tbaa !5
  store <2 x double> <double 5.000000e+00, double 5.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 5, i64 0), align 16, !tbaa !5
  store <2 x double> <double 5.000000e-01, double 4.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 5, i64 0), align 16, !tbaa !5
  store <2 x double> <double 6.000000e+00, double 6.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 5, i64 2), align 16, !tbaa !5
  store <2 x double> <double 0x3FD3333333333334, double 2.000000e-01>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 5, i64 2), align 16, !tbaa !5
  store <2 x double> <double 7.000000e+00, double 7.500000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @A, i64 0, i64 5, i64 4), align 16, !tbaa !5
  store <2 x double> <double 1.000000e-01, double 2.000000e+00>, ptr getelementptr inbounds ([6 x [6 x double]], ptr @B, i64 0, i64 5, i64 4), align 16, !tbaa !5
  tail call void @matmul(ptr noundef nonnull @A, ptr noundef nonnull @B, ptr noundef nonnull @C)
  %1 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 1), align 8, !tbaa !5
  %2 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 0), align 16, !tbaa !5
  store double %2, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 1), align 8, !tbaa !5
  store double %1, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 0), align 16, !tbaa !5
  %3 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 2), align 16, !tbaa !5
  %4 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 0), align 16, !tbaa !5
  store double %4, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 2), align 16, !tbaa !5
  store double %3, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 0), align 16, !tbaa !5
  %5 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 3), align 8, !tbaa !5
  %6 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 0), align 16, !tbaa !5
  store double %6, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 3), align 8, !tbaa !5
  store double %5, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 0), align 16, !tbaa !5
  %7 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 4), align 16, !tbaa !5
  %8 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 0), align 16, !tbaa !5
  store double %8, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 4), align 16, !tbaa !5
  store double %7, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 0), align 16, !tbaa !5
  %9 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 5), align 8, !tbaa !5
  %10 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 0), align 16, !tbaa !5
  store double %10, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 5), align 8, !tbaa !5
  store double %9, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 0), align 16, !tbaa !5
  %11 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 2), align 16, !tbaa !5
  %12 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 1), align 8, !tbaa !5
  store double %12, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 2), align 16, !tbaa !5
  store double %11, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 1), align 8, !tbaa !5
  %13 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 3), align 8, !tbaa !5
  %14 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 1), align 8, !tbaa !5
  store double %14, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 3), align 8, !tbaa !5
  store double %13, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 1), align 8, !tbaa !5
  %15 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 4), align 16, !tbaa !5
  %16 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 1), align 8, !tbaa !5
  store double %16, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 4), align 16, !tbaa !5
  store double %15, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 1), align 8, !tbaa !5
  %17 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 5), align 8, !tbaa !5
  %18 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 1), align 8, !tbaa !5
  store double %18, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 5), align 8, !tbaa !5
  store double %17, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 1), align 8, !tbaa !5
  %19 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 3), align 8, !tbaa !5
  %20 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 2), align 16, !tbaa !5
  store double %20, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 3), align 8, !tbaa !5
  store double %19, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 2), align 16, !tbaa !5
  %21 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 4), align 16, !tbaa !5
  %22 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 2), align 16, !tbaa !5
  store double %22, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 4), align 16, !tbaa !5
  store double %21, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 2), align 16, !tbaa !5
  %23 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 5), align 8, !tbaa !5
  %24 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 2), align 16, !tbaa !5
  store double %24, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 5), align 8, !tbaa !5
  store double %23, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 2), align 16, !tbaa !5
  %25 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 4), align 16, !tbaa !5
  %26 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 3), align 8, !tbaa !5
  store double %26, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 4), align 16, !tbaa !5
  store double %25, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 3), align 8, !tbaa !5
  %27 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 5), align 8, !tbaa !5
  %28 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 3), align 8, !tbaa !5
  store double %28, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 5), align 8, !tbaa !5
  store double %27, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 3), align 8, !tbaa !5
  %29 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 5), align 8, !tbaa !5
  %30 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 4), align 16, !tbaa !5
  store double %30, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 5), align 8, !tbaa !5
  store double %29, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 4), align 16, !tbaa !5
  %31 = load double, ptr @C, align 16, !tbaa !5
  %32 = fadd double %31, 0.000000e+00
  %33 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1, i64 1), align 8, !tbaa !5
  %34 = fadd double %32, %33
  %35 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 2, i64 2), align 16, !tbaa !5
  %36 = fadd double %34, %35
  %37 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 3, i64 3), align 8, !tbaa !5
  %38 = fadd double %36, %37
  %39 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 4, i64 4), align 16, !tbaa !5
  %40 = fadd double %38, %39
  %41 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 5, i64 5), align 8, !tbaa !5
  %42 = fadd double %40, %41
  %43 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 0, i64 1), align 8, !tbaa !5
  %44 = load double, ptr getelementptr inbounds ([6 x [6 x double]], ptr @C, i64 0, i64 1), align 16, !tbaa !5
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, double noundef %42, double noundef %43, double noundef %44)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i32 noundef 188)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { argmemonly nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree norecurse nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nofree norecurse nosync nounwind readonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.unroll.disable"}
!15 = distinct !{!15, !10}
