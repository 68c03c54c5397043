; ModuleID = 'complex.c'
source_filename = "complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"mul=%.4f%+.4fi div=%.4f%+.4fi\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"rot=%.6f%+.6fi abs=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"conj=%.1f%+.1fi\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = fmul double %0, %2
  %6 = fmul double %1, %3
  %7 = fmul double %0, %3
  %8 = fmul double %1, %2
  %9 = fsub double %5, %6
  %10 = fadd double %8, %7
  %11 = fcmp uno double %9, 0.000000e+00
  br i1 %11, label %12, label %18, !prof !5

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00
  br i1 %13, label %14, label %18, !prof !5

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #4
  %16 = extractvalue { double, double } %15, 0
  %17 = extractvalue { double, double } %15, 1
  br label %18

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ]
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ]
  %21 = insertvalue { double, double } poison, double %19, 0
  %22 = insertvalue { double, double } %21, double %20, 1
  ret { double, double } %22
}

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind uwtable
define dso_local { double, double } @cdiv(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = tail call { double, double } @__divdc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #4
  ret { double, double } %5
}

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

; Function Attrs: nounwind uwtable
define dso_local { double, double } @rotate(double noundef %0, double noundef %1, double noundef %2) local_unnamed_addr #0 {
  %4 = tail call double @cos(double noundef %2) #4
  %5 = tail call double @sin(double noundef %2) #4
  %6 = fmul double %5, 0.000000e+00
  %7 = fadd double %4, %6
  %8 = fmul double %7, %0
  %9 = fmul double %5, %1
  %10 = fmul double %5, %0
  %11 = fmul double %7, %1
  %12 = fsub double %8, %9
  %13 = fadd double %10, %11
  %14 = fcmp uno double %12, 0.000000e+00
  br i1 %14, label %15, label %21, !prof !5

15:                                               ; preds = %3
  %16 = fcmp uno double %13, 0.000000e+00
  br i1 %16, label %17, label %21, !prof !5

17:                                               ; preds = %15
  %18 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %7, double noundef %5) #4
  %19 = extractvalue { double, double } %18, 0
  %20 = extractvalue { double, double } %18, 1
  br label %21

21:                                               ; preds = %17, %15, %3
  %22 = phi double [ %12, %3 ], [ %12, %15 ], [ %19, %17 ]
  %23 = phi double [ %13, %3 ], [ %13, %15 ], [ %20, %17 ]
  %24 = insertvalue { double, double } poison, double %22, 0
  %25 = insertvalue { double, double } %24, double %23, 1
  ret { double, double } %25
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local double @poly_abs(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fmul double %0, %0
  %4 = fmul double %1, %1
  %5 = fmul double %0, %1
  %6 = fsub double %3, %4
  %7 = fadd double %5, %5
  %8 = fcmp uno double %6, 0.000000e+00
  br i1 %8, label %9, label %15, !prof !5

9:                                                ; preds = %2
  %10 = fcmp uno double %7, 0.000000e+00
  br i1 %10, label %11, label %15, !prof !5

11:                                               ; preds = %9
  %12 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %0, double noundef %1) #4
  %13 = extractvalue { double, double } %12, 0
  %14 = extractvalue { double, double } %12, 1
  br label %15

15:                                               ; preds = %11, %9, %2
  %16 = phi double [ %6, %2 ], [ %6, %9 ], [ %13, %11 ]
  %17 = phi double [ %7, %2 ], [ %7, %9 ], [ %14, %11 ]
  %18 = fmul double %16, %0
  %19 = fmul double %17, %1
  %20 = fmul double %16, %1
  %21 = fmul double %17, %0
  %22 = fsub double %18, %19
  %23 = fadd double %20, %21
  %24 = fcmp uno double %22, 0.000000e+00
  br i1 %24, label %25, label %31, !prof !5

25:                                               ; preds = %15
  %26 = fcmp uno double %23, 0.000000e+00
  br i1 %26, label %27, label %31, !prof !5

27:                                               ; preds = %25
  %28 = tail call { double, double } @__muldc3(double noundef %16, double noundef %17, double noundef %0, double noundef %1) #4
  %29 = extractvalue { double, double } %28, 0
  %30 = extractvalue { double, double } %28, 1
  br label %31

31:                                               ; preds = %27, %25, %15
  %32 = phi double [ %22, %15 ], [ %22, %25 ], [ %29, %27 ]
  %33 = phi double [ %23, %15 ], [ %23, %25 ], [ %30, %27 ]
  %34 = fmul double %0, 2.000000e+00
  %35 = fmul double %1, 2.000000e+00
  %36 = fsub double %32, %34
  %37 = fsub double %33, %35
  %38 = fadd double %36, 1.000000e+00
  %39 = fmul double %37, %37
  %40 = tail call double @llvm.fmuladd.f64(double %38, double %38, double %39)
  %41 = tail call double @sqrt(double noundef %40) #4
  ret double %41
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call { double, double } @__divdc3(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef -1.000000e+00) #4
  %2 = extractvalue { double, double } %1, 0
  %3 = extractvalue { double, double } %1, 1
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 5.000000e+00, double noundef 5.000000e+00, double noundef %2, double noundef %3)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x3FEC1528065B7D50, double noundef 0x3FDEAEE8744B05F0, double noundef 0x402AD5336963EEFC)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+00, double noundef -2.000000e+00)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!"branch_weights", i32 1, i32 1048575}
