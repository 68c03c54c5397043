source_filename = "templates.cpp"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"sum=%d calls=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"scaled=%.2f size=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"max=%d %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"kind=%s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"generic=%d %.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"integral=%.6f\0A\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"generic\00", align 1

define dso_local noundef nonnull ptr @_Z4kindIdEPKcv() local_unnamed_addr #0 {
  ret ptr @.str
}

define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 14, i32 noundef 5)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 9.000000e+00, i32 noundef 3)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 9, double noundef 1.500000e+00)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull @.str.7, ptr noundef nonnull @.str)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 49, double noundef 2.250000e+00)
  br label %6

6:
  %7 = phi i32 [ 0, %0 ], [ %20, %6 ]
  %8 = phi double [ 0.000000e+00, %0 ], [ %19, %6 ]
  %9 = uitofp nneg i32 %7 to double
  %10 = fadd double %9, 5.000000e-01
  %11 = tail call double @llvm.fmuladd.f64(double %10, double 1.000000e-02, double 0.000000e+00)
  %12 = fmul double %11, %11
  %13 = fadd double %8, %12
  %14 = or disjoint i32 %7, 1
  %15 = uitofp nneg i32 %14 to double
  %16 = fadd double %15, 5.000000e-01
  %17 = tail call double @llvm.fmuladd.f64(double %16, double 1.000000e-02, double 0.000000e+00)
  %18 = fmul double %17, %17
  %19 = fadd double %13, %18
  %20 = add nuw nsw i32 %7, 2
  %21 = icmp eq i32 %20, 100
  br i1 %21, label %22, label %6, !llvm.loop !5

22:
  %23 = fmul double %19, 1.000000e-02
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %23)
  ret i32 0
}

declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare double @llvm.fmuladd.f64(double, double, double) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
