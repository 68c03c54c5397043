; ModuleID = 'knr.c'
source_filename = "knr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"f=%d l=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"scale=%.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 84, i64 noundef 42)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 4.500000e+00)
  br label %3

3:                                                ; preds = %3, %0
  %4 = phi i32 [ %7, %3 ], [ 0, %0 ]
  %5 = phi ptr [ %6, %3 ], [ @.str.3, %0 ]
  %6 = getelementptr inbounds i8, ptr %5, i64 1
  %7 = add nuw nsw i32 %4, 1
  %8 = load i8, ptr %6, align 1, !tbaa !5
  switch i8 %8, label %3 [
    i8 99, label %9
    i8 0, label %9
  ]

9:                                                ; preds = %3, %3
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local i32 @f(ptr nocapture noundef %0) local_unnamed_addr #2 {
  %2 = load i32, ptr %0, align 4, !tbaa !8
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %0, align 4, !tbaa !8
  %4 = shl nsw i32 %3, 1
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef double @scale(i32 noundef %0, double noundef %1) local_unnamed_addr #3 {
  %3 = fptrunc double %1 to float
  %4 = sitofp i32 %0 to float
  %5 = fmul float %4, %3
  %6 = fpext float %5 to double
  ret double %6
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @count(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #4 {
  %3 = load i8, ptr %0, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 0
  %5 = sext i8 %3 to i32
  %6 = icmp eq i32 %5, %1
  %7 = or i1 %4, %6
  br i1 %7, label %18, label %8

8:                                                ; preds = %2, %8
  %9 = phi i32 [ %12, %8 ], [ 0, %2 ]
  %10 = phi ptr [ %11, %8 ], [ %0, %2 ]
  %11 = getelementptr inbounds i8, ptr %10, i64 1
  %12 = add nuw nsw i32 %9, 1
  %13 = load i8, ptr %11, align 1, !tbaa !5
  %14 = icmp eq i8 %13, 0
  %15 = sext i8 %13 to i32
  %16 = icmp eq i32 %15, %1
  %17 = or i1 %14, %16
  br i1 %17, label %18, label %8, !llvm.loop !10

18:                                               ; preds = %8, %2
  %19 = phi i32 [ 0, %2 ], [ %12, %8 ]
  ret i32 %19
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
