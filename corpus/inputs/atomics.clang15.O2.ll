; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4
@vcount = dso_local global i32 0, align 4
@acount = dso_local global i64 0, align 8
@.str = private unnamed_addr constant [13 x i8] c"volatile=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"atomic=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"cas ok=%d flag=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"old=%d \00", align 1
@plain = dso_local global i32 0, align 4
@.str.4 = private unnamed_addr constant [8 x i8] c"new=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"xchg=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"final=%d before=%d\0A\00", align 1

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @spin_volatile(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %17

3:                                                ; preds = %1
  %4 = add i32 %0, -1
  %5 = and i32 %0, 3
  %6 = icmp ult i32 %4, 3
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i32 %0, -4
  br label %18

9:                                                ; preds = %18, %3
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %17, label %11

11:                                               ; preds = %9, %11
  %12 = phi i32 [ %15, %11 ], [ 0, %9 ]
  %13 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store volatile i32 %14, ptr @vcount, align 4, !tbaa !5
  %15 = add i32 %12, 1
  %16 = icmp eq i32 %15, %5
  br i1 %16, label %17, label %11, !llvm.loop !9

17:                                               ; preds = %9, %11, %1
  ret void

18:                                               ; preds = %18, %7
  %19 = phi i32 [ 0, %7 ], [ %28, %18 ]
  %20 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %21 = add nsw i32 %20, 1
  store volatile i32 %21, ptr @vcount, align 4, !tbaa !5
  %22 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %23 = add nsw i32 %22, 1
  store volatile i32 %23, ptr @vcount, align 4, !tbaa !5
  %24 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %25 = add nsw i32 %24, 1
  store volatile i32 %25, ptr @vcount, align 4, !tbaa !5
  %26 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %27 = add nsw i32 %26, 1
  store volatile i32 %27, ptr @vcount, align 4, !tbaa !5
  %28 = add i32 %19, 4
  %29 = icmp eq i32 %28, %8
  br i1 %29, label %9, label %18, !llvm.loop !11
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i64 @atomic_work(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %16

3:                                                ; preds = %1
  %4 = add i32 %0, -1
  %5 = and i32 %0, 7
  %6 = icmp ult i32 %4, 7
  br i1 %6, label %9, label %7

7:                                                ; preds = %3
  %8 = and i32 %0, -8
  br label %19

9:                                                ; preds = %19, %3
  %10 = icmp eq i32 %5, 0
  br i1 %10, label %16, label %11

11:                                               ; preds = %9, %11
  %12 = phi i32 [ %14, %11 ], [ 0, %9 ]
  %13 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %14 = add i32 %12, 1
  %15 = icmp eq i32 %14, %5
  br i1 %15, label %16, label %11, !llvm.loop !13

16:                                               ; preds = %9, %11, %1
  %17 = atomicrmw sub ptr @acount, i64 1 monotonic, align 8
  fence seq_cst
  %18 = load atomic i64, ptr @acount acquire, align 8
  ret i64 %18

19:                                               ; preds = %19, %7
  %20 = phi i32 [ 0, %7 ], [ %29, %19 ]
  %21 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %22 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %23 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %24 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %25 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %26 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %27 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %28 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %29 = add i32 %20, 8
  %30 = icmp eq i32 %29, %8
  br i1 %30, label %9, label %19, !llvm.loop !14
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local i32 @cas_loop(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load atomic i32, ptr %0 monotonic, align 4
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i32 [ %3, %2 ], [ %9, %4 ]
  %6 = add nsw i32 %5, %1
  %7 = cmpxchg ptr %0, i32 %5, i32 %6 acq_rel acquire, align 4
  %8 = extractvalue { i32, i1 } %7, 1
  %9 = extractvalue { i32, i1 } %7, 0
  br i1 %8, label %10, label %4, !llvm.loop !15

10:                                               ; preds = %4
  ret i32 %5
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #1 {
  %1 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store volatile i32 %2, ptr @vcount, align 4, !tbaa !5
  %3 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %4 = add nsw i32 %3, 1
  store volatile i32 %4, ptr @vcount, align 4, !tbaa !5
  %5 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %6 = add nsw i32 %5, 1
  store volatile i32 %6, ptr @vcount, align 4, !tbaa !5
  %7 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store volatile i32 %8, ptr @vcount, align 4, !tbaa !5
  %9 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, ptr @vcount, align 4, !tbaa !5
  %11 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store volatile i32 %12, ptr @vcount, align 4, !tbaa !5
  %13 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %14 = add nsw i32 %13, 1
  store volatile i32 %14, ptr @vcount, align 4, !tbaa !5
  %15 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %16 = add nsw i32 %15, 1
  store volatile i32 %16, ptr @vcount, align 4, !tbaa !5
  %17 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %18 = add nsw i32 %17, 1
  store volatile i32 %18, ptr @vcount, align 4, !tbaa !5
  %19 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %20 = add nsw i32 %19, 1
  store volatile i32 %20, ptr @vcount, align 4, !tbaa !5
  %21 = load volatile i32, ptr @vcount, align 4, !tbaa !5
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str, i32 noundef %21)
  %23 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %24 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %25 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %26 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %27 = atomicrmw add ptr @acount, i64 2 seq_cst, align 8
  %28 = atomicrmw sub ptr @acount, i64 1 monotonic, align 8
  fence seq_cst
  %29 = load atomic i64, ptr @acount acquire, align 8
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.1, i64 noundef %29)
  %31 = cmpxchg ptr @flag, i32 0, i32 7 seq_cst seq_cst, align 4
  %32 = extractvalue { i32, i1 } %31, 1
  %33 = zext i1 %32 to i32
  %34 = load atomic i32, ptr @flag seq_cst, align 4
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.2, i32 noundef %33, i32 noundef %34)
  %36 = load atomic i32, ptr @plain monotonic, align 4
  br label %37

37:                                               ; preds = %37, %0
  %38 = phi i32 [ %36, %0 ], [ %42, %37 ]
  %39 = add nsw i32 %38, 5
  %40 = cmpxchg ptr @plain, i32 %38, i32 %39 acq_rel acquire, align 4
  %41 = extractvalue { i32, i1 } %40, 1
  %42 = extractvalue { i32, i1 } %40, 0
  br i1 %41, label %43, label %37, !llvm.loop !15

43:                                               ; preds = %37
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.3, i32 noundef %38)
  %45 = atomicrmw add ptr @plain, i32 1 seq_cst, align 4
  %46 = add i32 %45, 1
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.4, i32 noundef %46)
  %48 = atomicrmw xchg ptr @plain, i32 99 seq_cst, align 4
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.5, i32 noundef %48)
  fence release
  %50 = atomicrmw or ptr @plain, i32 256 monotonic, align 4
  %51 = load i32, ptr @plain, align 4, !tbaa !5
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull @.str.6, i32 noundef %51, i32 noundef %50)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree norecurse nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 15.0.6"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12}
