; ModuleID = 'static_locals.c'
source_filename = "static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter.n = internal unnamed_addr global i32 0, align 4
@memo_fib.cache = internal unnamed_addr global [64 x i64] zeroinitializer, align 16
@memo_fib.init = internal unnamed_addr global i1 false, align 4
@next_name.names = internal unnamed_addr constant [3 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2], align 16
@.str = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@next_name.i = internal unnamed_addr global i32 0, align 4
@.str.3 = private unnamed_addr constant [12 x i8] c"counter=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fib(60)=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"mean=%.3f\0A\00", align 1
@running_mean.sum = internal unnamed_addr global double 0.000000e+00, align 8
@running_mean.count = internal unnamed_addr global i64 0, align 8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 -2147483647, -2147483648) i32 @counter() local_unnamed_addr #0 {
  %1 = load i32, ptr @counter.n, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @counter.n, align 4, !tbaa !5
  ret i32 %2
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i64 @memo_fib(i32 noundef %0) local_unnamed_addr #1 {
  %2 = load i1, ptr @memo_fib.init, align 4
  br i1 %2, label %4, label %3

3:                                                ; preds = %1
  store i64 0, ptr @memo_fib.cache, align 16, !tbaa !9
  store i64 1, ptr getelementptr inbounds (i8, ptr @memo_fib.cache, i64 8), align 8, !tbaa !9
  store i1 true, ptr @memo_fib.init, align 4
  br label %4

4:                                                ; preds = %3, %1
  %5 = icmp slt i32 %0, 2
  br i1 %5, label %6, label %10

6:                                                ; preds = %4
  %7 = sext i32 %0 to i64
  %8 = getelementptr inbounds [64 x i64], ptr @memo_fib.cache, i64 0, i64 %7
  %9 = load i64, ptr %8, align 8, !tbaa !9
  br label %15

10:                                               ; preds = %4
  %11 = zext nneg i32 %0 to i64
  %12 = getelementptr inbounds [64 x i64], ptr @memo_fib.cache, i64 0, i64 %11
  %13 = load i64, ptr %12, align 8, !tbaa !9
  %14 = icmp eq i64 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %10, %6, %17
  %16 = phi i64 [ %22, %17 ], [ %9, %6 ], [ %13, %10 ]
  ret i64 %16

17:                                               ; preds = %10
  %18 = add nsw i32 %0, -1
  %19 = tail call i64 @memo_fib(i32 noundef %18)
  %20 = add nsw i32 %0, -2
  %21 = tail call i64 @memo_fib(i32 noundef %20)
  %22 = add i64 %21, %19
  store i64 %22, ptr %12, align 8, !tbaa !9
  br label %15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local ptr @next_name() local_unnamed_addr #0 {
  %1 = load i32, ptr @next_name.i, align 4, !tbaa !5
  %2 = zext nneg i32 %1 to i64
  %3 = getelementptr inbounds [3 x ptr], ptr @next_name.names, i64 0, i64 %2
  %4 = load ptr, ptr %3, align 8, !tbaa !11
  %5 = add nuw nsw i32 %1, 1
  %6 = urem i32 %5, 3
  store i32 %6, ptr @next_name.i, align 4, !tbaa !5
  ret ptr %4
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 {
  %1 = load i32, ptr @counter.n, align 4, !tbaa !5
  %2 = add i32 %1, 4
  store i32 %2, ptr @counter.n, align 4, !tbaa !5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %2)
  %4 = tail call i64 @memo_fib(i32 noundef 60)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %4)
  %6 = load i32, ptr @next_name.i, align 4, !tbaa !5
  %7 = zext nneg i32 %6 to i64
  %8 = getelementptr inbounds [3 x ptr], ptr @next_name.names, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8, !tbaa !11
  %10 = add nuw nsw i32 %6, 1
  %11 = urem i32 %10, 3
  store i32 %11, ptr @next_name.i, align 4, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %9)
  %13 = load i32, ptr @next_name.i, align 4, !tbaa !5
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [3 x ptr], ptr @next_name.names, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8, !tbaa !11
  %17 = add nuw nsw i32 %13, 1
  %18 = urem i32 %17, 3
  store i32 %18, ptr @next_name.i, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %16)
  %20 = load i32, ptr @next_name.i, align 4, !tbaa !5
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [3 x ptr], ptr @next_name.names, i64 0, i64 %21
  %23 = load ptr, ptr %22, align 8, !tbaa !11
  %24 = add nuw nsw i32 %20, 1
  %25 = urem i32 %24, 3
  store i32 %25, ptr @next_name.i, align 4, !tbaa !5
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %23)
  %27 = load i32, ptr @next_name.i, align 4, !tbaa !5
  %28 = zext nneg i32 %27 to i64
  %29 = getelementptr inbounds [3 x ptr], ptr @next_name.names, i64 0, i64 %28
  %30 = load ptr, ptr %29, align 8, !tbaa !11
  %31 = add nuw nsw i32 %27, 1
  %32 = urem i32 %31, 3
  store i32 %32, ptr @next_name.i, align 4, !tbaa !5
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef %30)
  %34 = tail call i32 @putchar(i32 10)
  %35 = load double, ptr @running_mean.sum, align 8, !tbaa !13
  %36 = load i64, ptr @running_mean.count, align 8, !tbaa !15
  %37 = fadd double %35, 5.000000e-01
  %38 = fadd double %37, 1.000000e+00
  %39 = fadd double %38, 1.500000e+00
  %40 = fadd double %39, 2.000000e+00
  %41 = fadd double %40, 2.500000e+00
  %42 = fadd double %41, 3.000000e+00
  %43 = fadd double %42, 3.500000e+00
  %44 = fadd double %43, 4.000000e+00
  %45 = fadd double %44, 4.500000e+00
  %46 = fadd double %45, 5.000000e+00
  %47 = add i64 %36, 10
  %48 = sitofp i64 %47 to double
  %49 = fdiv double %46, %48
  store double %46, ptr @running_mean.sum, align 8, !tbaa !13
  store i64 %47, ptr @running_mean.count, align 8, !tbaa !15
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %49)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"any pointer", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"long", !7, i64 0}
