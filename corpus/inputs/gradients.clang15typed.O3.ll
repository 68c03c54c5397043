; ModuleID = 'gradients.c'
source_filename = "gradients.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"cos=%.12f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"poly=%.6f loop=%.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"branch=%.9f %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"out=%.9f %.9f chain=%.9f\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly uwtable
define dso_local double @f_cos(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = tail call double @llvm.fmuladd.f64(double %1, double %3, double %2)
  %6 = tail call double @cos(double noundef %5) #6
  %7 = fmul double %6, %0
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone willreturn uwtable
define dso_local double @f_poly(double noundef %0) local_unnamed_addr #3 {
  %2 = fmul double %0, 3.000000e+00
  %3 = fmul double %2, %0
  %4 = fmul double %0, -2.000000e+00
  %5 = fmul double %4, %0
  %6 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %5)
  %7 = fadd double %6, %0
  %8 = fadd double %7, -5.000000e+00
  ret double %8
}

; Function Attrs: nofree nounwind uwtable
define dso_local double @f_loop(double* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = add nsw i64 %5, -1
  %7 = and i64 %5, 3
  %8 = icmp ult i64 %6, 3
  br i1 %8, label %11, label %9

9:                                                ; preds = %4
  %10 = and i64 %5, 4294967292
  br label %30

11:                                               ; preds = %30, %4
  %12 = phi double [ undef, %4 ], [ %56, %30 ]
  %13 = phi i64 [ 0, %4 ], [ %57, %30 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %56, %30 ]
  %15 = icmp eq i64 %7, 0
  br i1 %15, label %28, label %16

16:                                               ; preds = %11, %16
  %17 = phi i64 [ %25, %16 ], [ %13, %11 ]
  %18 = phi double [ %24, %16 ], [ %14, %11 ]
  %19 = phi i64 [ %26, %16 ], [ 0, %11 ]
  %20 = getelementptr inbounds double, double* %0, i64 %17
  %21 = load double, double* %20, align 8, !tbaa !5
  %22 = tail call double @sin(double noundef %21) #6
  %23 = load double, double* %20, align 8, !tbaa !5
  %24 = tail call double @llvm.fmuladd.f64(double %22, double %23, double %18)
  %25 = add nuw nsw i64 %17, 1
  %26 = add i64 %19, 1
  %27 = icmp eq i64 %26, %7
  br i1 %27, label %28, label %16, !llvm.loop !9

28:                                               ; preds = %11, %16, %2
  %29 = phi double [ 0.000000e+00, %2 ], [ %12, %11 ], [ %24, %16 ]
  ret double %29

30:                                               ; preds = %30, %9
  %31 = phi i64 [ 0, %9 ], [ %57, %30 ]
  %32 = phi double [ 0.000000e+00, %9 ], [ %56, %30 ]
  %33 = phi i64 [ 0, %9 ], [ %58, %30 ]
  %34 = getelementptr inbounds double, double* %0, i64 %31
  %35 = load double, double* %34, align 8, !tbaa !5
  %36 = tail call double @sin(double noundef %35) #6
  %37 = load double, double* %34, align 8, !tbaa !5
  %38 = tail call double @llvm.fmuladd.f64(double %36, double %37, double %32)
  %39 = or i64 %31, 1
  %40 = getelementptr inbounds double, double* %0, i64 %39
  %41 = load double, double* %40, align 8, !tbaa !5
  %42 = tail call double @sin(double noundef %41) #6
  %43 = load double, double* %40, align 8, !tbaa !5
  %44 = tail call double @llvm.fmuladd.f64(double %42, double %43, double %38)
  %45 = or i64 %31, 2
  %46 = getelementptr inbounds double, double* %0, i64 %45
  %47 = load double, double* %46, align 8, !tbaa !5
  %48 = tail call double @sin(double noundef %47) #6
  %49 = load double, double* %46, align 8, !tbaa !5
  %50 = tail call double @llvm.fmuladd.f64(double %48, double %49, double %44)
  %51 = or i64 %31, 3
  %52 = getelementptr inbounds double, double* %0, i64 %51
  %53 = load double, double* %52, align 8, !tbaa !5
  %54 = tail call double @sin(double noundef %53) #6
  %55 = load double, double* %52, align 8, !tbaa !5
  %56 = tail call double @llvm.fmuladd.f64(double %54, double %55, double %50)
  %57 = add nuw nsw i64 %31, 4
  %58 = add i64 %33, 4
  %59 = icmp eq i64 %58, %10
  br i1 %59, label %11, label %30, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly uwtable
define dso_local double @f_branch(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @log(double noundef %0) #6
  br label %7

5:                                                ; preds = %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  br label %7

7:                                                ; preds = %5, %3
  %8 = phi double [ %4, %3 ], [ %6, %5 ]
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @log(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly uwtable
define dso_local void @f_out(double noundef %0, double* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call double @exp(double noundef %0) #6
  %4 = tail call double @tanh(double noundef %0) #6
  %5 = fmul double %3, %4
  store double %5, double* %1, align 8, !tbaa !5
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %7 = tail call double @sqrt(double noundef %6) #6
  %8 = getelementptr inbounds double, double* %1, i64 1
  store double %7, double* %8, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @tanh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly
declare double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn writeonly uwtable
define dso_local double @f_chain(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @log(double noundef %0) #6
  br label %7

5:                                                ; preds = %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  br label %7

7:                                                ; preds = %3, %5
  %8 = phi double [ %4, %3 ], [ %6, %5 ]
  %9 = fmul double %8, 3.000000e+00
  %10 = fmul double %8, %9
  %11 = fmul double %8, -2.000000e+00
  %12 = fmul double %8, %11
  %13 = tail call double @llvm.fmuladd.f64(double %10, double %8, double %12)
  %14 = fadd double %8, %13
  %15 = fadd double %14, -5.000000e+00
  %16 = tail call double @llvm.fmuladd.f64(double %0, double 2.000000e+00, double 3.000000e+00)
  %17 = tail call double @cos(double noundef %16) #6
  %18 = fadd double %17, %15
  ret double %18
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 {
  %1 = tail call double @tanh(double noundef 5.000000e-01) #6
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef 0xBFDAA22657537205)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef 2.125000e+00, double noundef 0x3FE11553ACDF7BFA)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), double noundef -7.500000e-01, double noundef 0x3FED5240F0E0E078)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), double noundef 0x3FE861811D37FF67, double noundef 0x3FF1E3779B97F4A8, double noundef 0xC019211ADAA2C1EB)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #5

attributes #0 = { mustprogress nofree nounwind willreturn writeonly uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn writeonly "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone willreturn uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
