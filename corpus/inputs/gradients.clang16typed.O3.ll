; ModuleID = 'gradients.c'
source_filename = "gradients.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"cos=%.12f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"poly=%.6f loop=%.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"branch=%.9f %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"out=%.9f %.9f chain=%.9f\0A\00", align 1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @f_cos(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = tail call double @llvm.fmuladd.f64(double %1, double %3, double %2)
  %6 = tail call double @cos(double noundef %5) #8
  %7 = fmul double %6, %0
  ret double %7
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none) uwtable
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

; Function Attrs: nofree nounwind memory(write, argmem: readwrite) uwtable
define dso_local double @f_loop(double* nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = zext i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 4294967292
  br label %29

10:                                               ; preds = %29, %4
  %11 = phi double [ undef, %4 ], [ %55, %29 ]
  %12 = phi i64 [ 0, %4 ], [ %56, %29 ]
  %13 = phi double [ 0.000000e+00, %4 ], [ %55, %29 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %27, label %15

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %24, %15 ], [ %12, %10 ]
  %17 = phi double [ %23, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %25, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds double, double* %0, i64 %16
  %20 = load double, double* %19, align 8, !tbaa !5
  %21 = tail call double @sin(double noundef %20) #8
  %22 = load double, double* %19, align 8, !tbaa !5
  %23 = tail call double @llvm.fmuladd.f64(double %21, double %22, double %17)
  %24 = add nuw nsw i64 %16, 1
  %25 = add i64 %18, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %27, label %15, !llvm.loop !9

27:                                               ; preds = %10, %15, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %11, %10 ], [ %23, %15 ]
  ret double %28

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %56, %29 ]
  %31 = phi double [ 0.000000e+00, %8 ], [ %55, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %57, %29 ]
  %33 = getelementptr inbounds double, double* %0, i64 %30
  %34 = load double, double* %33, align 8, !tbaa !5
  %35 = tail call double @sin(double noundef %34) #8
  %36 = load double, double* %33, align 8, !tbaa !5
  %37 = tail call double @llvm.fmuladd.f64(double %35, double %36, double %31)
  %38 = or i64 %30, 1
  %39 = getelementptr inbounds double, double* %0, i64 %38
  %40 = load double, double* %39, align 8, !tbaa !5
  %41 = tail call double @sin(double noundef %40) #8
  %42 = load double, double* %39, align 8, !tbaa !5
  %43 = tail call double @llvm.fmuladd.f64(double %41, double %42, double %37)
  %44 = or i64 %30, 2
  %45 = getelementptr inbounds double, double* %0, i64 %44
  %46 = load double, double* %45, align 8, !tbaa !5
  %47 = tail call double @sin(double noundef %46) #8
  %48 = load double, double* %45, align 8, !tbaa !5
  %49 = tail call double @llvm.fmuladd.f64(double %47, double %48, double %43)
  %50 = or i64 %30, 3
  %51 = getelementptr inbounds double, double* %0, i64 %50
  %52 = load double, double* %51, align 8, !tbaa !5
  %53 = tail call double @sin(double noundef %52) #8
  %54 = load double, double* %51, align 8, !tbaa !5
  %55 = tail call double @llvm.fmuladd.f64(double %53, double %54, double %49)
  %56 = add nuw nsw i64 %30, 4
  %57 = add i64 %32, 4
  %58 = icmp eq i64 %57, %9
  br i1 %58, label %10, label %29, !llvm.loop !11
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @f_branch(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @log(double noundef %0) #8
  br label %7

5:                                                ; preds = %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  br label %7

7:                                                ; preds = %5, %3
  %8 = phi double [ %4, %3 ], [ %6, %5 ]
  ret double %8
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local void @f_out(double noundef %0, double* nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call double @exp(double noundef %0) #8
  %4 = tail call double @tanh(double noundef %0) #8
  %5 = fmul double %3, %4
  store double %5, double* %1, align 8, !tbaa !5
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %7 = tail call double @llvm.sqrt.f64(double %6)
  %8 = getelementptr inbounds double, double* %1, i64 1
  store double %7, double* %8, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write) uwtable
define dso_local double @f_chain(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @log(double noundef %0) #8
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
  %17 = tail call double @cos(double noundef %16) #8
  %18 = fadd double %17, %15
  ret double %18
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #5 {
  %1 = tail call double @tanh(double noundef 5.000000e-01) #8
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef 0xBFDAA22657537205)
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef 2.125000e+00, double noundef 0x3FE11553ACDF7BFA)
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), double noundef -7.500000e-01, double noundef 0x3FED5240F0E0E078)
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), double noundef 0x3FE861811D37FF67, double noundef 0x3FF1E3779B97F4A8, double noundef 0xC019211ADAA2C1EB)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #7

attributes #0 = { mustprogress nofree nounwind willreturn memory(write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind memory(write, argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

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
