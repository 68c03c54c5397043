; ModuleID = 'recursion.c'
source_filename = "recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@moves = internal unnamed_addr global i32 0, align 4
@.str = private unnamed_addr constant [13 x i8] c"fib(20)=%lu\0A\00", align 1
@.str.1 = private unnamed_addr constant [24 x i8] c"even(17)=%d odd(17)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"gcd=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"ack(2,3)=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"hanoi moves=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"power=%.3f\0A\00", align 1

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @fib(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 2
  br i1 %2, label %3, label %8

3:                                                ; preds = %8, %1
  %4 = phi i64 [ 0, %1 ], [ %14, %8 ]
  %5 = phi i32 [ %0, %1 ], [ %13, %8 ]
  %6 = zext i32 %5 to i64
  %7 = add i64 %4, %6
  ret i64 %7

8:                                                ; preds = %1, %8
  %9 = phi i32 [ %13, %8 ], [ %0, %1 ]
  %10 = phi i64 [ %14, %8 ], [ 0, %1 ]
  %11 = add i32 %9, -1
  %12 = tail call i64 @fib(i32 noundef %11)
  %13 = add i32 %9, -2
  %14 = add i64 %12, %10
  %15 = icmp ult i32 %13, 2
  br i1 %15, label %3, label %8
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i64 @gcd(i64 noundef %0, i64 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %9, label %4

4:                                                ; preds = %2, %4
  %5 = phi i64 [ %7, %4 ], [ %1, %2 ]
  %6 = phi i64 [ %5, %4 ], [ %0, %2 ]
  %7 = srem i64 %6, %5
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %9, label %4

9:                                                ; preds = %4, %2
  %10 = phi i64 [ %0, %2 ], [ %5, %4 ]
  ret i64 %10
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local i32 @ack(i32 noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %0, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %11, %2
  %5 = phi i32 [ %1, %2 ], [ %12, %11 ]
  %6 = add nsw i32 %5, 1
  ret i32 %6

7:                                                ; preds = %2, %11
  %8 = phi i32 [ %12, %11 ], [ %1, %2 ]
  %9 = phi i32 [ %13, %11 ], [ %0, %2 ]
  %10 = icmp eq i32 %8, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7, %15
  %12 = phi i32 [ %17, %15 ], [ 1, %7 ]
  %13 = add nsw i32 %9, -1
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %4, label %7

15:                                               ; preds = %7
  %16 = add nsw i32 %8, -1
  %17 = tail call i32 @ack(i32 noundef %9, i32 noundef %16)
  br label %11
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @hanoi(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = icmp eq i32 %0, 0
  br i1 %5, label %14, label %6

6:                                                ; preds = %4, %6
  %7 = phi i32 [ %8, %6 ], [ %3, %4 ]
  %8 = phi i32 [ %7, %6 ], [ %1, %4 ]
  %9 = phi i32 [ %10, %6 ], [ %0, %4 ]
  %10 = add nsw i32 %9, -1
  tail call void @hanoi(i32 noundef %10, i32 noundef %8, i32 noundef %7, i32 noundef %2)
  %11 = load i32, i32* @moves, align 4, !tbaa !5
  %12 = add nsw i32 %11, 1
  store i32 %12, i32* @moves, align 4, !tbaa !5
  %13 = icmp eq i32 %10, 0
  br i1 %13, label %14, label %6

14:                                               ; preds = %6, %4
  ret void
}

; Function Attrs: nofree nosync nounwind memory(none) uwtable
define dso_local double @power(double noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq i32 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %2, %6
  %5 = phi double [ %13, %6 ], [ 1.000000e+00, %2 ]
  ret double %5

6:                                                ; preds = %2
  %7 = sdiv i32 %1, 2
  %8 = tail call double @power(double noundef %0, i32 noundef %7)
  %9 = and i32 %1, 1
  %10 = icmp eq i32 %9, 0
  %11 = fmul double %8, %8
  %12 = select i1 %10, double 1.000000e+00, double %0
  %13 = fmul double %12, %11
  br label %4
}

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #2 {
  %1 = tail call i64 @fib(i32 noundef 20)
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 noundef %1)
  br label %3

3:                                                ; preds = %5, %0
  %4 = phi i32 [ 17, %0 ], [ %6, %5 ]
  switch i32 %4, label %5 [
    i32 0, label %7
    i32 1, label %8
  ]

5:                                                ; preds = %3
  %6 = add i32 %4, -2
  br label %3

7:                                                ; preds = %3
  br label %8

8:                                                ; preds = %3, %7
  %9 = phi i32 [ 1, %7 ], [ 0, %3 ]
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.1, i64 0, i64 0), i32 noundef %9, i32 noundef 1)
  br label %11

11:                                               ; preds = %11, %8
  %12 = phi i64 [ %14, %11 ], [ 462, %8 ]
  %13 = phi i64 [ %12, %11 ], [ 1071, %8 ]
  %14 = urem i64 %13, %12
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %16, label %11

16:                                               ; preds = %11
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i64 noundef %12)
  %18 = tail call i32 @ack(i32 noundef 2, i32 noundef 3)
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), i32 noundef %18)
  tail call void @hanoi(i32 noundef 8, i32 noundef 1, i32 noundef 3, i32 noundef 2)
  %20 = load i32, i32* @moves, align 4, !tbaa !5
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.4, i64 0, i64 0), i32 noundef %20)
  %22 = tail call double @power(double noundef 1.500000e+00, i32 noundef 11)
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.5, i64 0, i64 0), double noundef %22)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #3

attributes #0 = { nofree nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
