; ModuleID = 'globals_ptr.c'
source_filename = "globals_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i32, [4 x double], ptr }

@buf = dso_local global [16 x i8] c"0123456789abcdef", align 16
@p = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @buf, i64 8), align 8
@s = dso_local global %struct.S { i32 1, i32 2, [4 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.500000e+00], ptr @s }, align 8
@q = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @s, i64 4), align 8
@pc = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @s, i64 24), align 8
@ptrs = dso_local local_unnamed_addr constant [4 x ptr] [ptr @buf, ptr getelementptr (i8, ptr @buf, i64 4), ptr getelementptr (i8, ptr @buf, i64 12), ptr @s], align 16
@ints = dso_local local_unnamed_addr global [3 x ptr] [ptr @s, ptr getelementptr (i8, ptr @s, i64 4), ptr null], align 16
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@names = dso_local global [4 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3], align 16
@name_end = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @names, i64 32), align 8
@table = internal constant [3 x [8 x i8]] [[8 x i8] c"one\00\00\00\00\00", [8 x i8] c"two\00\00\00\00\00", [8 x i8] c"three\00\00\00"], align 16
@third = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @table, i64 16), align 8
@diff = dso_local local_unnamed_addr global i64 4, align 8
@arr = dso_local global [2 x %struct.S] [%struct.S { i32 10, i32 20, [4 x double] zeroinitializer, ptr getelementptr (i8, ptr @arr, i64 48) }, %struct.S { i32 30, i32 40, [4 x double] zeroinitializer, ptr @arr }], align 16
@arr_b = dso_local local_unnamed_addr global ptr getelementptr inbounds (i8, ptr @arr, i64 52), align 8
@self_ptr = dso_local global ptr @self_ptr, align 8
@.str.4 = private unnamed_addr constant [21 x i8] c"p=%.8s q=%d pc=%.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"ptrs[%d]=%c\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"ints=%d %d null=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"\0Athird=%s diff=%ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"arr=%d %d self=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"s.self==&s: %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = load ptr, ptr @p, align 8, !tbaa !5
  %2 = load ptr, ptr @q, align 8, !tbaa !5
  %3 = load i32, ptr %2, align 4, !tbaa !9
  %4 = load ptr, ptr @pc, align 8, !tbaa !5
  %5 = load double, ptr %4, align 8, !tbaa !11
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef %1, i32 noundef %3, double noundef %5)
  %7 = load i8, ptr @buf, align 16, !tbaa !13
  %8 = sext i8 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef %8)
  %10 = load i8, ptr getelementptr inbounds (i8, ptr @buf, i64 4), align 4, !tbaa !13
  %11 = sext i8 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, i32 noundef %11)
  %13 = load i8, ptr getelementptr inbounds (i8, ptr @buf, i64 12), align 4, !tbaa !13
  %14 = sext i8 %13 to i32
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 2, i32 noundef %14)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 3, i32 noundef 63)
  %17 = load ptr, ptr @ints, align 16, !tbaa !5
  %18 = load i32, ptr %17, align 4, !tbaa !9
  %19 = load ptr, ptr getelementptr inbounds (i8, ptr @ints, i64 8), align 8, !tbaa !5
  %20 = load i32, ptr %19, align 4, !tbaa !9
  %21 = load ptr, ptr getelementptr inbounds (i8, ptr @ints, i64 16), align 16, !tbaa !5
  %22 = icmp eq ptr %21, null
  %23 = zext i1 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %18, i32 noundef %20, i32 noundef %23)
  %25 = load ptr, ptr @name_end, align 8, !tbaa !5
  %26 = icmp eq ptr %25, @names
  br i1 %26, label %27, label %43

27:                                               ; preds = %43, %0
  %28 = load ptr, ptr @third, align 8, !tbaa !5
  %29 = load i64, ptr @diff, align 8, !tbaa !14
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef %28, i64 noundef %29)
  %31 = load ptr, ptr getelementptr inbounds (i8, ptr @arr, i64 40), align 8, !tbaa !16
  %32 = load i32, ptr %31, align 8, !tbaa !18
  %33 = load ptr, ptr @arr_b, align 8, !tbaa !5
  %34 = load i32, ptr %33, align 4, !tbaa !9
  %35 = load ptr, ptr @self_ptr, align 8, !tbaa !5
  %36 = icmp eq ptr %35, @self_ptr
  %37 = zext i1 %36 to i32
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %32, i32 noundef %34, i32 noundef %37)
  %39 = load ptr, ptr getelementptr inbounds (i8, ptr @s, i64 40), align 8, !tbaa !16
  %40 = icmp eq ptr %39, @s
  %41 = zext i1 %40 to i32
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %41)
  ret i32 0

43:                                               ; preds = %0, %43
  %44 = phi ptr [ %47, %43 ], [ @names, %0 ]
  %45 = load ptr, ptr %44, align 8, !tbaa !5
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef %45)
  %47 = getelementptr inbounds i8, ptr %44, i64 8
  %48 = load ptr, ptr @name_end, align 8, !tbaa !5
  %49 = icmp eq ptr %47, %48
  br i1 %49, label %27, label %43, !llvm.loop !19
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = !{!7, !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
!16 = !{!17, !6, i64 40}
!17 = !{!"S", !10, i64 0, !10, i64 4, !7, i64 8, !6, i64 40}
!18 = !{!17, !10, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.mustprogress"}
