source_filename = "switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"vowel\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"digit\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"space\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"dense=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [19 x i8] c"sparse=%d%d%d%d%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"fall=%d %d %d %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"%c:%s \00", align 1
@switch.table.dense = private unnamed_addr constant [7 x i32] [i32 10, i32 11, i32 13, i32 17, i32 19, i32 23, i32 29], align 4
@switch.table.fall = private unnamed_addr constant [3 x i32] [i32 1, i32 11, i32 111], align 4

define dso_local range(i32 -1, 30) i32 @dense(i32 noundef %0) local_unnamed_addr #0 {
  %2 = icmp ult i32 %0, 7
  br i1 %2, label %3, label %7

3:
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [7 x i32], ptr @switch.table.dense, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  br label %7

7:
  %8 = phi i32 [ %6, %3 ], [ -1, %1 ]
  ret i32 %8
}

define dso_local range(i32 0, 5) i32 @sparse(i64 noundef %0) local_unnamed_addr #0 {
  switch i64 %0, label %5 [
    i64 -1000, label %6
    i64 7, label %2
    i64 1048576, label %3
    i64 123456789, label %4
  ]

2:
  br label %6

3:
  br label %6

4:
  br label %6

5:
  br label %6

6:
  %7 = phi i32 [ 0, %5 ], [ 4, %4 ], [ 3, %3 ], [ 2, %2 ], [ 1, %1 ]
  ret i32 %7
}

define dso_local range(i32 -2147483647, -2147483648) i32 @fall(i32 noundef %0) local_unnamed_addr #0 {
  %2 = add i32 %0, -1
  %3 = icmp ult i32 %2, 3
  br i1 %3, label %6, label %4

4:
  %5 = sub nsw i32 0, %0
  br label %10

6:
  %7 = zext nneg i32 %2 to i64
  %8 = getelementptr inbounds [3 x i32], ptr @switch.table.fall, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  br label %10

10:
  %11 = phi i32 [ %5, %4 ], [ %9, %6 ]
  ret i32 %11
}

define dso_local noundef nonnull ptr @kind(i8 noundef signext %0) local_unnamed_addr #0 {
  switch i8 %0, label %4 [
    i8 97, label %5
    i8 101, label %5
    i8 105, label %5
    i8 111, label %5
    i8 117, label %5
    i8 48, label %2
    i8 49, label %2
    i8 50, label %2
    i8 51, label %2
    i8 52, label %2
    i8 53, label %2
    i8 54, label %2
    i8 55, label %2
    i8 56, label %2
    i8 57, label %2
    i8 32, label %3
  ]

2:
  br label %5

3:
  br label %5

4:
  br label %5

5:
  %6 = phi ptr [ @.str.3, %4 ], [ @.str.2, %3 ], [ @.str.1, %2 ], [ @.str, %1 ], [ @.str, %1 ], [ @.str, %1 ], [ @.str, %1 ], [ @.str, %1 ]
  ret ptr %6
}

define dso_local noundef i32 @main() local_unnamed_addr #1 {
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 86009)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 0)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 11, i32 noundef 111, i32 noundef -9)
  %4 = tail call ptr @kind(i8 noundef signext 104)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 104, ptr noundef nonnull %4)
  %6 = tail call ptr @kind(i8 noundef signext 105)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 105, ptr noundef nonnull %6)
  %8 = tail call ptr @kind(i8 noundef signext 32)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 32, ptr noundef nonnull %8)
  %10 = tail call ptr @kind(i8 noundef signext 52)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 52, ptr noundef nonnull %10)
  %12 = tail call ptr @kind(i8 noundef signext 50)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 50, ptr noundef nonnull %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 32, ptr noundef nonnull %8)
  %15 = tail call ptr @kind(i8 noundef signext 121)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 121, ptr noundef nonnull %15)
  %17 = tail call ptr @kind(i8 noundef signext 111)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 111, ptr noundef nonnull %17)
  %19 = tail call ptr @kind(i8 noundef signext 117)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 117, ptr noundef nonnull %19)
  %21 = tail call i32 @putchar(i32 10)
  ret i32 0
}

declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
