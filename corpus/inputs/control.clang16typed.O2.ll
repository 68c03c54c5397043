; ModuleID = 'control.c'
source_filename = "control.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [17 x i8] c"find=%d (%d,%d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"collatz=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"skip=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"numbers=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"a1 22 b333c 4\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"logic=%d %d\0A\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local i32 @find2d([4 x i32]* nocapture noundef readonly %0, i32 noundef %1, i32* nocapture noundef writeonly %2, i32* nocapture noundef writeonly %3) local_unnamed_addr #0 {
  %5 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 0, i64 0
  %6 = load i32, i32* %5, align 4, !tbaa !5
  %7 = icmp eq i32 %6, %1
  br i1 %7, label %68, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 0, i64 1
  %10 = load i32, i32* %9, align 4, !tbaa !5
  %11 = icmp eq i32 %10, %1
  br i1 %11, label %68, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 0, i64 2
  %14 = load i32, i32* %13, align 4, !tbaa !5
  %15 = icmp eq i32 %14, %1
  br i1 %15, label %68, label %16

16:                                               ; preds = %12
  %17 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 0, i64 3
  %18 = load i32, i32* %17, align 4, !tbaa !5
  %19 = icmp eq i32 %18, %1
  br i1 %19, label %68, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 1, i64 0
  %22 = load i32, i32* %21, align 4, !tbaa !5
  %23 = icmp eq i32 %22, %1
  br i1 %23, label %68, label %24

24:                                               ; preds = %20
  %25 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 1, i64 1
  %26 = load i32, i32* %25, align 4, !tbaa !5
  %27 = icmp eq i32 %26, %1
  br i1 %27, label %68, label %28

28:                                               ; preds = %24
  %29 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 1, i64 2
  %30 = load i32, i32* %29, align 4, !tbaa !5
  %31 = icmp eq i32 %30, %1
  br i1 %31, label %68, label %32

32:                                               ; preds = %28
  %33 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 1, i64 3
  %34 = load i32, i32* %33, align 4, !tbaa !5
  %35 = icmp eq i32 %34, %1
  br i1 %35, label %68, label %36

36:                                               ; preds = %32
  %37 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 2, i64 0
  %38 = load i32, i32* %37, align 4, !tbaa !5
  %39 = icmp eq i32 %38, %1
  br i1 %39, label %68, label %40

40:                                               ; preds = %36
  %41 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 2, i64 1
  %42 = load i32, i32* %41, align 4, !tbaa !5
  %43 = icmp eq i32 %42, %1
  br i1 %43, label %68, label %44

44:                                               ; preds = %40
  %45 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 2, i64 2
  %46 = load i32, i32* %45, align 4, !tbaa !5
  %47 = icmp eq i32 %46, %1
  br i1 %47, label %68, label %48

48:                                               ; preds = %44
  %49 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 2, i64 3
  %50 = load i32, i32* %49, align 4, !tbaa !5
  %51 = icmp eq i32 %50, %1
  br i1 %51, label %68, label %52

52:                                               ; preds = %48
  %53 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 3, i64 0
  %54 = load i32, i32* %53, align 4, !tbaa !5
  %55 = icmp eq i32 %54, %1
  br i1 %55, label %68, label %56

56:                                               ; preds = %52
  %57 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 3, i64 1
  %58 = load i32, i32* %57, align 4, !tbaa !5
  %59 = icmp eq i32 %58, %1
  br i1 %59, label %68, label %60

60:                                               ; preds = %56
  %61 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 3, i64 2
  %62 = load i32, i32* %61, align 4, !tbaa !5
  %63 = icmp eq i32 %62, %1
  br i1 %63, label %68, label %64

64:                                               ; preds = %60
  %65 = getelementptr inbounds [4 x i32], [4 x i32]* %0, i64 3, i64 3
  %66 = load i32, i32* %65, align 4, !tbaa !5
  %67 = icmp eq i32 %66, %1
  br i1 %67, label %68, label %71

68:                                               ; preds = %64, %60, %56, %52, %48, %44, %40, %36, %32, %28, %24, %20, %16, %12, %8, %4
  %69 = phi i32 [ 0, %4 ], [ 0, %8 ], [ 0, %12 ], [ 0, %16 ], [ 1, %20 ], [ 1, %24 ], [ 1, %28 ], [ 1, %32 ], [ 2, %36 ], [ 2, %40 ], [ 2, %44 ], [ 2, %48 ], [ 3, %52 ], [ 3, %56 ], [ 3, %60 ], [ 3, %64 ]
  %70 = phi i32 [ 0, %4 ], [ 1, %8 ], [ 2, %12 ], [ 3, %16 ], [ 0, %20 ], [ 1, %24 ], [ 2, %28 ], [ 3, %32 ], [ 0, %36 ], [ 1, %40 ], [ 2, %44 ], [ 3, %48 ], [ 0, %52 ], [ 1, %56 ], [ 2, %60 ], [ 3, %64 ]
  store i32 %69, i32* %2, align 4, !tbaa !5
  store i32 %70, i32* %3, align 4, !tbaa !5
  br label %71

71:                                               ; preds = %64, %68
  %72 = phi i32 [ 1, %68 ], [ 0, %64 ]
  ret i32 %72
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @collatz(i64 noundef %0) local_unnamed_addr #1 {
  br label %2

2:                                                ; preds = %12, %1
  %3 = phi i64 [ %0, %1 ], [ %13, %12 ]
  %4 = phi i32 [ 0, %1 ], [ %14, %12 ]
  %5 = and i64 %3, 1
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = mul nsw i64 %3, 3
  %9 = add nsw i64 %8, 1
  br label %12

10:                                               ; preds = %2
  %11 = sdiv i64 %3, 2
  br label %12

12:                                               ; preds = %10, %7
  %13 = phi i64 [ %9, %7 ], [ %11, %10 ]
  %14 = add nuw nsw i32 %4, 1
  %15 = icmp eq i64 %13, 1
  br i1 %15, label %16, label %2, !llvm.loop !9

16:                                               ; preds = %12
  ret i32 %14
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
define dso_local i32 @count_numbers(i8* nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = load i8, i8* %0, align 1, !tbaa !12
  %3 = icmp eq i8 %2, 0
  br i1 %3, label %31, label %4

4:                                                ; preds = %1, %27
  %5 = phi i8 [ %29, %27 ], [ %2, %1 ]
  %6 = phi i32 [ %14, %27 ], [ 0, %1 ]
  %7 = phi i8* [ %28, %27 ], [ %0, %1 ]
  br label %8

8:                                                ; preds = %4, %15
  %9 = phi i8 [ %5, %4 ], [ %17, %15 ]
  %10 = phi i8* [ %7, %4 ], [ %16, %15 ]
  %11 = add i8 %9, -48
  %12 = icmp ult i8 %11, 10
  br i1 %12, label %13, label %15

13:                                               ; preds = %8
  %14 = add nuw nsw i32 %6, 1
  br label %19

15:                                               ; preds = %8
  %16 = getelementptr inbounds i8, i8* %10, i64 1
  %17 = load i8, i8* %16, align 1, !tbaa !12
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %31, label %8

19:                                               ; preds = %24, %13
  %20 = phi i8* [ %10, %13 ], [ %21, %24 ]
  %21 = getelementptr inbounds i8, i8* %20, i64 1
  %22 = load i8, i8* %21, align 1, !tbaa !12
  %23 = icmp eq i8 %22, 0
  br i1 %23, label %31, label %24

24:                                               ; preds = %19
  %25 = add i8 %22, -48
  %26 = icmp ult i8 %25, 10
  br i1 %26, label %19, label %27

27:                                               ; preds = %24
  %28 = getelementptr inbounds i8, i8* %20, i64 2
  %29 = load i8, i8* %28, align 1, !tbaa !12
  %30 = icmp eq i8 %29, 0
  br i1 %30, label %31, label %4

31:                                               ; preds = %27, %15, %19, %1
  %32 = phi i32 [ 0, %1 ], [ %14, %19 ], [ %6, %15 ], [ %14, %27 ]
  ret i32 %32
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 {
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i32 noundef 0, i32 noundef 3)
  br label %2

2:                                                ; preds = %12, %0
  %3 = phi i64 [ 27, %0 ], [ %13, %12 ]
  %4 = phi i32 [ 0, %0 ], [ %14, %12 ]
  %5 = and i64 %3, 1
  %6 = icmp eq i64 %5, 0
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = mul nsw i64 %3, 3
  %9 = add nsw i64 %8, 1
  br label %12

10:                                               ; preds = %2
  %11 = sdiv i64 %3, 2
  br label %12

12:                                               ; preds = %10, %7
  %13 = phi i64 [ %9, %7 ], [ %11, %10 ]
  %14 = add nuw nsw i32 %4, 1
  %15 = icmp eq i64 %13, 1
  br i1 %15, label %16, label %2, !llvm.loop !9

16:                                               ; preds = %12
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i32 noundef %14)
  br label %18

18:                                               ; preds = %23, %16
  %19 = phi i32 [ 0, %16 ], [ %25, %23 ]
  %20 = phi i32 [ 0, %16 ], [ %24, %23 ]
  %21 = or i32 %19, 1
  %22 = icmp ugt i32 %19, 14
  br i1 %22, label %27, label %23

23:                                               ; preds = %18
  %24 = add nsw i32 %20, %21
  %25 = add nuw nsw i32 %19, 2
  %26 = icmp eq i32 %25, 100
  br i1 %26, label %27, label %18, !llvm.loop !11

27:                                               ; preds = %23, %18
  %28 = phi i32 [ %20, %18 ], [ %24, %23 ]
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i32 noundef %28)
  br label %30

30:                                               ; preds = %53, %27
  %31 = phi i8 [ %55, %53 ], [ 97, %27 ]
  %32 = phi i32 [ %40, %53 ], [ 0, %27 ]
  %33 = phi i8* [ %54, %53 ], [ getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), %27 ]
  br label %34

34:                                               ; preds = %41, %30
  %35 = phi i8 [ %31, %30 ], [ %43, %41 ]
  %36 = phi i8* [ %33, %30 ], [ %42, %41 ]
  %37 = add i8 %35, -48
  %38 = icmp ult i8 %37, 10
  br i1 %38, label %39, label %41

39:                                               ; preds = %34
  %40 = add nuw nsw i32 %32, 1
  br label %45

41:                                               ; preds = %34
  %42 = getelementptr inbounds i8, i8* %36, i64 1
  %43 = load i8, i8* %42, align 1, !tbaa !12
  %44 = icmp eq i8 %43, 0
  br i1 %44, label %57, label %34

45:                                               ; preds = %50, %39
  %46 = phi i8* [ %36, %39 ], [ %47, %50 ]
  %47 = getelementptr inbounds i8, i8* %46, i64 1
  %48 = load i8, i8* %47, align 1, !tbaa !12
  %49 = icmp eq i8 %48, 0
  br i1 %49, label %57, label %50

50:                                               ; preds = %45
  %51 = add i8 %48, -48
  %52 = icmp ult i8 %51, 10
  br i1 %52, label %45, label %53

53:                                               ; preds = %50
  %54 = getelementptr inbounds i8, i8* %46, i64 2
  %55 = load i8, i8* %54, align 1, !tbaa !12
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %57, label %30

57:                                               ; preds = %53, %41, %45
  %58 = phi i32 [ %40, %45 ], [ %32, %41 ], [ %40, %53 ]
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %58)
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1, i32 noundef 2)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!7, !7, i64 0}
