; ModuleID = 'gradients.c'
source_filename = "gradients.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"cos=%.12f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"poly=%.6f loop=%.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"branch=%.9f %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"out=%.9f %.9f chain=%.9f\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable
define dso_local double @f_cos(double noundef %0, double noundef %1, double noundef %2, double noundef %3) local_unnamed_addr #0 {
  %5 = tail call double @llvm.fmuladd.f64(double %1, double %3, double %2)
  %6 = tail call double @cos(double noundef %5) #10, !tbaa !5
  %7 = fmul double %0, %6
  ret double %7
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @cos(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @f_poly(double noundef %0) local_unnamed_addr #3 {
  %2 = fmul double %0, 3.000000e+00
  %3 = fmul double %0, %2
  %4 = fmul double %0, 2.000000e+00
  %5 = fneg double %0
  %6 = fmul double %4, %5
  %7 = tail call double @llvm.fmuladd.f64(double %3, double %0, double %6)
  %8 = fadd double %0, %7
  %9 = fadd double %8, -5.000000e+00
  ret double %9
}

; Function Attrs: nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable
define dso_local double @f_loop(ptr noundef readonly captures(none) %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %27

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 3
  %7 = icmp ult i32 %1, 4
  br i1 %7, label %12, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483644
  br label %29

10:                                               ; preds = %29
  %11 = icmp eq i64 %6, 0
  br i1 %11, label %27, label %12

12:                                               ; preds = %10, %4
  %13 = phi i64 [ 0, %4 ], [ %52, %10 ]
  %14 = phi double [ 0.000000e+00, %4 ], [ %51, %10 ]
  %15 = icmp ne i64 %6, 0
  tail call void @llvm.assume(i1 %15)
  br label %16

16:                                               ; preds = %16, %12
  %17 = phi i64 [ %13, %12 ], [ %24, %16 ]
  %18 = phi double [ %14, %12 ], [ %23, %16 ]
  %19 = phi i64 [ 0, %12 ], [ %25, %16 ]
  %20 = getelementptr inbounds nuw double, ptr %0, i64 %17
  %21 = load double, ptr %20, align 8, !tbaa !9
  %22 = tail call double @sin(double noundef %21) #10, !tbaa !5
  %23 = tail call double @llvm.fmuladd.f64(double %22, double %21, double %18)
  %24 = add nuw nsw i64 %17, 1
  %25 = add i64 %19, 1
  %26 = icmp eq i64 %25, %6
  br i1 %26, label %27, label %16, !llvm.loop !11

27:                                               ; preds = %10, %16, %2
  %28 = phi double [ 0.000000e+00, %2 ], [ %51, %10 ], [ %23, %16 ]
  ret double %28

29:                                               ; preds = %29, %8
  %30 = phi i64 [ 0, %8 ], [ %52, %29 ]
  %31 = phi double [ 0.000000e+00, %8 ], [ %51, %29 ]
  %32 = phi i64 [ 0, %8 ], [ %53, %29 ]
  %33 = getelementptr inbounds nuw double, ptr %0, i64 %30
  %34 = load double, ptr %33, align 8, !tbaa !9
  %35 = tail call double @sin(double noundef %34) #10, !tbaa !5
  %36 = tail call double @llvm.fmuladd.f64(double %35, double %34, double %31)
  %37 = getelementptr inbounds nuw double, ptr %0, i64 %30
  %38 = getelementptr inbounds nuw i8, ptr %37, i64 8
  %39 = load double, ptr %38, align 8, !tbaa !9
  %40 = tail call double @sin(double noundef %39) #10, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %40, double %39, double %36)
  %42 = getelementptr inbounds nuw double, ptr %0, i64 %30
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 16
  %44 = load double, ptr %43, align 8, !tbaa !9
  %45 = tail call double @sin(double noundef %44) #10, !tbaa !5
  %46 = tail call double @llvm.fmuladd.f64(double %45, double %44, double %41)
  %47 = getelementptr inbounds nuw double, ptr %0, i64 %30
  %48 = getelementptr inbounds nuw i8, ptr %47, i64 24
  %49 = load double, ptr %48, align 8, !tbaa !9
  %50 = tail call double @sin(double noundef %49) #10, !tbaa !5
  %51 = tail call double @llvm.fmuladd.f64(double %50, double %49, double %46)
  %52 = add nuw nsw i64 %30, 4
  %53 = add i64 %32, 4
  %54 = icmp eq i64 %53, %9
  br i1 %54, label %10, label %29, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @sin(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @f_branch(double noundef %0) local_unnamed_addr #3 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @llvm.log.f64(double %0), !tbaa !5
  br label %7

5:                                                ; preds = %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  br label %7

7:                                                ; preds = %5, %3
  %8 = phi double [ %4, %3 ], [ %6, %5 ]
  ret double %8
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(argmem: write, errnomem: write) uwtable
define dso_local void @f_out(double noundef %0, ptr noundef writeonly captures(none) initializes((0, 16)) %1) local_unnamed_addr #5 {
  %3 = tail call double @exp(double noundef %0) #10, !tbaa !5
  %4 = tail call double @tanh(double noundef %0) #10, !tbaa !5
  %5 = fmul double %3, %4
  store double %5, ptr %1, align 8, !tbaa !9
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %7 = tail call double @llvm.sqrt.f64(double %6)
  %8 = getelementptr inbounds nuw i8, ptr %1, i64 8
  store double %7, ptr %8, align 8, !tbaa !9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @exp(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(errnomem: write)
declare double @tanh(double noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable
define dso_local double @f_chain(double noundef %0) local_unnamed_addr #0 {
  %2 = fcmp ogt double %0, 1.000000e+00
  br i1 %2, label %3, label %5

3:                                                ; preds = %1
  %4 = tail call double @llvm.log.f64(double %0), !tbaa !5
  br label %7

5:                                                ; preds = %1
  %6 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  br label %7

7:                                                ; preds = %3, %5
  %8 = phi double [ %4, %3 ], [ %6, %5 ]
  %9 = fmul double %8, 3.000000e+00
  %10 = fmul double %8, %9
  %11 = fmul double %8, 2.000000e+00
  %12 = fneg double %8
  %13 = fmul double %11, %12
  %14 = tail call double @llvm.fmuladd.f64(double %10, double %8, double %13)
  %15 = fadd double %8, %14
  %16 = fadd double %15, -5.000000e+00
  %17 = tail call double @llvm.fmuladd.f64(double %0, double 2.000000e+00, double 3.000000e+00)
  %18 = tail call double @cos(double noundef %17) #10, !tbaa !5
  %19 = fadd double %18, %16
  ret double %19
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #6 {
  %1 = tail call double @tanh(double noundef 5.000000e-01) #10, !tbaa !5
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 0xBFDAA22657537205)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.125000e+00, double noundef 0x3FE11553ACDF7BFA)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -7.500000e-01, double noundef 0x3FED5240F0E0E078)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FE861811D37FF67, double noundef 0x3FF1E3779B97F4A8, double noundef 0xC019211ADAA2C1EB)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr noundef readonly captures(none), ...) local_unnamed_addr #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.log.f64(double) #8

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(errnomem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(errnomem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nounwind memory(argmem: read, errnomem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nounwind willreturn memory(argmem: write, errnomem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
