; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"find=%d (%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"collatz=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"skip=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"numbers=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"a1 22 b333c 4\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"logic=%d %d\0A\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local range(i32 0, 2) i32 @find2d(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = load i32, ptr %0, align 4, !tbaa !5
  %6 = icmp eq i32 %5, %1
  br i1 %6, label %67, label %7

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = icmp eq i32 %9, %1
  br i1 %10, label %67, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = icmp eq i32 %13, %1
  br i1 %14, label %67, label %15

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %0, i64 12
  %17 = load i32, ptr %16, align 4, !tbaa !5
  %18 = icmp eq i32 %17, %1
  br i1 %18, label %67, label %19

19:                                               ; preds = %15
  %20 = getelementptr inbounds i8, ptr %0, i64 16
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = icmp eq i32 %21, %1
  br i1 %22, label %67, label %23

23:                                               ; preds = %19
  %24 = getelementptr inbounds i8, ptr %0, i64 20
  %25 = load i32, ptr %24, align 4, !tbaa !5
  %26 = icmp eq i32 %25, %1
  br i1 %26, label %67, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 24
  %29 = load i32, ptr %28, align 4, !tbaa !5
  %30 = icmp eq i32 %29, %1
  br i1 %30, label %67, label %31

31:                                               ; preds = %27
  %32 = getelementptr inbounds i8, ptr %0, i64 28
  %33 = load i32, ptr %32, align 4, !tbaa !5
  %34 = icmp eq i32 %33, %1
  br i1 %34, label %67, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %0, i64 32
  %37 = load i32, ptr %36, align 4, !tbaa !5
  %38 = icmp eq i32 %37, %1
  br i1 %38, label %67, label %39

39:                                               ; preds = %35
  %40 = getelementptr inbounds i8, ptr %0, i64 36
  %41 = load i32, ptr %40, align 4, !tbaa !5
  %42 = icmp eq i32 %41, %1
  br i1 %42, label %67, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %0, i64 40
  %45 = load i32, ptr %44, align 4, !tbaa !5
  %46 = icmp eq i32 %45, %1
  br i1 %46, label %67, label %47

47:                                               ; preds = %43
  %48 = getelementptr inbounds i8, ptr %0, i64 44
  %49 = load i32, ptr %48, align 4, !tbaa !5
  %50 = icmp eq i32 %49, %1
  br i1 %50, label %67, label %51

51:                                               ; preds = %47
  %52 = getelementptr inbounds i8, ptr %0, i64 48
  %53 = load i32, ptr %52, align 4, !tbaa !5
  %54 = icmp eq i32 %53, %1
  br i1 %54, label %67, label %55

55:                                               ; preds = %51
  %56 = getelementptr inbounds i8, ptr %0, i64 52
  %57 = load i32, ptr %56, align 4, !tbaa !5
  %58 = icmp eq i32 %57, %1
  br i1 %58, label %67, label %59

59:                                               ; preds = %55
  %60 = getelementptr inbounds i8, ptr %0, i64 56
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = icmp eq i32 %61, %1
  br i1 %62, label %67, label %63

63:                                               ; preds = %59
  %64 = getelementptr inbounds i8, ptr %0, i64 60
  %65 = load i32, ptr %64, align 4, !tbaa !5
  %66 = icmp eq i32 %65, %1
  br i1 %66, label %67, label %70

67:                                               ; preds = %63, %59, %55, %51, %47, %43, %39, %35, %31, %27, %23, %19, %15, %11, %7, %4
  %68 = phi i32 [ 0, %4 ], [ 0, %7 ], [ 0, %11 ], [ 0, %15 ], [ 1, %19 ], [ 1, %23 ], [ 1, %27 ], [ 1, %31 ], [ 2, %35 ], [ 2, %39 ], [ 2, %43 ], [ 2, %47 ], [ 3, %51 ], [ 3, %55 ], [ 3, %59 ], [ 3, %63 ]
  %69 = phi i32 [ 0, %4 ], [ 1, %7 ], [ 2, %11 ], [ 3, %15 ], [ 0, %19 ], [ 1, %23 ], [ 2, %27 ], [ 3, %31 ], [ 0, %35 ], [ 1, %39 ], [ 2, %43 ], [ 3, %47 ], [ 0, %51 ], [ 1, %55 ], [ 2, %59 ], [ 3, %63 ]
  store i32 %68, ptr %2, align 4, !tbaa !5
  store i32 %69, ptr %3, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %63, %67
  %71 = phi i32 [ 1, %67 ], [ 0, %63 ]
  ret i32 %71
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @collatz(i64 noundef %0) local_unnamed_addr #1 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = phi i64 [ %0, %1 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %1 ], [ %11, %2 ]
  %5 = and i64 %3, 1
  %6 = icmp eq i64 %5, 0
  %7 = mul nsw i64 %3, 3
  %8 = add nsw i64 %7, 1
  %9 = ashr exact i64 %3, 1
  %10 = select i1 %6, i64 %9, i64 %8
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i64 %10, 1
  br i1 %12, label %13, label %2, !llvm.loop !9

13:                                               ; preds = %2
  ret i32 %11
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @sum_odd_skip(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp sgt i32 %0, 0
  br i1 %2, label %3, label %16

3:                                                ; preds = %1, %12
  %4 = phi i32 [ %14, %12 ], [ 0, %1 ]
  %5 = phi i32 [ %13, %12 ], [ 0, %1 ]
  %6 = and i32 %4, 1
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %3
  %9 = icmp ugt i32 %4, 15
  br i1 %9, label %16, label %10

10:                                               ; preds = %8
  %11 = add nsw i32 %4, %5
  br label %12

12:                                               ; preds = %3, %10
  %13 = phi i32 [ %5, %3 ], [ %11, %10 ]
  %14 = add nuw nsw i32 %4, 1
  %15 = icmp eq i32 %14, %0
  br i1 %15, label %16, label %3, !llvm.loop !11

16:                                               ; preds = %12, %8, %1
  %17 = phi i32 [ 0, %1 ], [ %5, %8 ], [ %13, %12 ]
  ret i32 %17
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @count_numbers(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = load i8, ptr %0, align 1, !tbaa !12
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %31, label %4

4:                                                ; preds = %1, %27
  %5 = phi i8 [ %29, %27 ], [ %2, %1 ]
  %6 = phi i32 [ %14, %27 ], [ 0, %1 ]
  %7 = phi ptr [ %28, %27 ], [ %0, %1 ]
  br label %8

8:                                                ; preds = %4, %15
  %9 = phi i8 [ %5, %4 ], [ %17, %15 ]
  %10 = phi ptr [ %7, %4 ], [ %16, %15 ]
  %11 = add i8 %9, -48
  %12 = icmp ult i8 %11, 10
  br i1 %12, label %13, label %15

13:                                               ; preds = %8
  %14 = add nuw nsw i32 %6, 1
  br label %19

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, ptr %10, i64 1
  %17 = load i8, ptr %16, align 1, !tbaa !12
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %31, label %8

19:                                               ; preds = %24, %13
  %20 = phi ptr [ %10, %13 ], [ %21, %24 ]
  %21 = getelementptr inbounds i8, ptr %20, i64 1
  %22 = load i8, ptr %21, align 1, !tbaa !12
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %31, label %24

24:                                               ; preds = %19
  %25 = add i8 %22, -48
  %26 = icmp ult i8 %25, 10
  br i1 %26, label %19, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, ptr %20, i64 2
  %29 = load i8, ptr %28, align 1, !tbaa !12
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %4

31:                                               ; preds = %27, %15, %19, %1
  %32 = phi i32 [ 0, %1 ], [ %14, %19 ], [ %6, %15 ], [ %14, %27 ]
  ret i32 %32
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 0, i32 noundef 3)
  br label %2

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 27, %0 ], [ %10, %2 ]
  %4 = phi i32 [ 0, %0 ], [ %11, %2 ]
  %5 = and i64 %3, 1
  %6 = icmp eq i64 %5, 0
  %7 = mul nsw i64 %3, 3
  %8 = add nsw i64 %7, 1
  %9 = ashr exact i64 %3, 1
  %10 = select i1 %6, i64 %9, i64 %8
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i64 %10, 1
  br i1 %12, label %13, label %2, !llvm.loop !9

13:                                               ; preds = %2
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11)
  br label %15

15:                                               ; preds = %20, %13
  %16 = phi i32 [ 0, %13 ], [ %22, %20 ]
  %17 = phi i32 [ 0, %13 ], [ %21, %20 ]
  %18 = or disjoint i32 %16, 1
  %19 = icmp ugt i32 %16, 15
  br i1 %19, label %24, label %20

20:                                               ; preds = %15
  %21 = add nsw i32 %17, %18
  %22 = add nuw nsw i32 %16, 2
  %23 = icmp eq i32 %22, 100
  br i1 %23, label %24, label %15, !llvm.loop !11

24:                                               ; preds = %20, %15
  %25 = phi i32 [ %17, %15 ], [ %21, %20 ]
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %25)
  br label %27

27:                                               ; preds = %50, %24
  %28 = phi i8 [ %52, %50 ], [ 97, %24 ]
  %29 = phi i32 [ %37, %50 ], [ 0, %24 ]
  %30 = phi ptr [ %51, %50 ], [ @.str.4, %24 ]
  br label %31

31:                                               ; preds = %38, %27
  %32 = phi i8 [ %28, %27 ], [ %40, %38 ]
  %33 = phi ptr [ %30, %27 ], [ %39, %38 ]
  %34 = add i8 %32, -48
  %35 = icmp ult i8 %34, 10
  br i1 %35, label %36, label %38

36:                                               ; preds = %31
  %37 = add nuw nsw i32 %29, 1
  br label %42

38:                                               ; preds = %31
  %39 = getelementptr inbounds i8, ptr %33, i64 1
  %40 = load i8, ptr %39, align 1, !tbaa !12
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %54, label %31

42:                                               ; preds = %47, %36
  %43 = phi ptr [ %33, %36 ], [ %44, %47 ]
  %44 = getelementptr inbounds i8, ptr %43, i64 1
  %45 = load i8, ptr %44, align 1, !tbaa !12
  %46 = icmp eq i8 %45, 0
  br i1 %46, label %54, label %47

47:                                               ; preds = %42
  %48 = add i8 %45, -48
  %49 = icmp ult i8 %48, 10
  br i1 %49, label %42, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %43, i64 2
  %52 = load i8, ptr %51, align 1, !tbaa !12
  %53 = icmp eq i8 %52, 0
  br i1 %53, label %54, label %27

54:                                               ; preds = %50, %38, %42
  %55 = phi i32 [ %37, %42 ], [ %29, %38 ], [ %37, %50 ]
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %55)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 2)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!7, !7, i64 0}
