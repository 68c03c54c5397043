source_filename = "globals_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i32, [4 x double], %struct.S* }

@buf = dso_local global [16 x i8] c"0123456789abcdef", align 16
@p = dso_local local_unnamed_addr global i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 8), align 8
@s = dso_local global %struct.S { i32 1, i32 2, [4 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.500000e+00], %struct.S* @s }, align 8
@q = dso_local local_unnamed_addr global i32* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 1), align 8
@pc = dso_local local_unnamed_addr global double* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 2, i64 2), align 8
@ptrs = dso_local local_unnamed_addr constant [4 x i8*] [i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 0), i8* getelementptr (i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 0), i64 4), i8* getelementptr (i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 0), i64 12), i8* bitcast (%struct.S* @s to i8*)], align 16
@ints = dso_local local_unnamed_addr global [3 x i32*] [i32* getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast (%struct.S* @s to i8*), i64 4) to i32*), i32* null], align 16
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@names = dso_local global [4 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i64 0, i64 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i64 0, i64 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i64 0, i64 0)], align 16
@name_end = dso_local local_unnamed_addr global i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @names, i64 1, i64 0), align 8
@table = internal constant [3 x [8 x i8]] [[8 x i8] c"one\00\00\00\00\00", [8 x i8] c"two\00\00\00\00\00", [8 x i8] c"three\00\00\00"], align 16
@third = dso_local local_unnamed_addr global i8* getelementptr inbounds ([3 x [8 x i8]], [3 x [8 x i8]]* @table, i64 0, i64 2, i64 0), align 8
@diff = dso_local local_unnamed_addr global i64 4, align 8
@arr = dso_local global [2 x %struct.S] [%struct.S { i32 10, i32 20, [4 x double] zeroinitializer, %struct.S* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.S]* @arr to i8*), i64 48) to %struct.S*) }, %struct.S { i32 30, i32 40, [4 x double] zeroinitializer, %struct.S* getelementptr inbounds ([2 x %struct.S], [2 x %struct.S]* @arr, i64 0, i64 0) }], align 16
@arr_b = dso_local local_unnamed_addr global i32* getelementptr inbounds ([2 x %struct.S], [2 x %struct.S]* @arr, i64 0, i64 1, i32 1), align 8
@self_ptr = dso_local global i8* bitcast (i8** @self_ptr to i8*), align 8
@.str.4 = private unnamed_addr constant [21 x i8] c"p=%.8s q=%d pc=%.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"ptrs[%d]=%c\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"ints=%d %d null=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"\0Athird=%s diff=%ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"arr=%d %d self=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"s.self==&s: %d\0A\00", align 1

define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i8*, i8** @p, align 8, !tbaa !5
  %2 = load i32*, i32** @q, align 8, !tbaa !5
  %3 = load i32, i32* %2, align 4, !tbaa !9
  %4 = load double*, double** @pc, align 8, !tbaa !5
  %5 = load double, double* %4, align 8, !tbaa !11
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), i8* noundef %1, i32 noundef %3, double noundef %5)
  %7 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 0), align 16, !tbaa !13
  %8 = sext i8 %7 to i32
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef 0, i32 noundef %8)
  %10 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 4), align 4, !tbaa !13
  %11 = sext i8 %10 to i32
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef 1, i32 noundef %11)
  %13 = load i8, i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i64 0, i64 12), align 4, !tbaa !13
  %14 = sext i8 %13 to i32
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef 2, i32 noundef %14)
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef 3, i32 noundef 63)
  %17 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @ints, i64 0, i64 0), align 16, !tbaa !5
  %18 = load i32, i32* %17, align 4, !tbaa !9
  %19 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @ints, i64 0, i64 1), align 8, !tbaa !5
  %20 = load i32, i32* %19, align 4, !tbaa !9
  %21 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @ints, i64 0, i64 2), align 16, !tbaa !5
  %22 = icmp eq i32* %21, null
  %23 = zext i1 %22 to i32
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef %18, i32 noundef %20, i32 noundef %23)
  %25 = load i8**, i8*** @name_end, align 8, !tbaa !5
  %26 = icmp eq i8** %25, getelementptr inbounds ([4 x i8*], [4 x i8*]* @names, i64 0, i64 0)
  br i1 %26, label %27, label %44

27:
  %28 = load i8*, i8** @third, align 8, !tbaa !5
  %29 = load i64, i64* @diff, align 8, !tbaa !14
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0), i8* noundef %28, i64 noundef %29)
  %31 = load %struct.S*, %struct.S** getelementptr inbounds ([2 x %struct.S], [2 x %struct.S]* @arr, i64 0, i64 0, i32 3), align 8, !tbaa !16
  %32 = bitcast %struct.S* %31 to i32*
  %33 = load i32, i32* %32, align 8, !tbaa !18
  %34 = load i32*, i32** @arr_b, align 8, !tbaa !5
  %35 = load i32, i32* %34, align 4, !tbaa !9
  %36 = load i8*, i8** @self_ptr, align 8, !tbaa !5
  %37 = icmp eq i8* %36, bitcast (i8** @self_ptr to i8*)
  %38 = zext i1 %37 to i32
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i64 0, i64 0), i32 noundef %33, i32 noundef %35, i32 noundef %38)
  %40 = load %struct.S*, %struct.S** getelementptr inbounds (%struct.S, %struct.S* @s, i64 0, i32 3), align 8, !tbaa !16
  %41 = icmp eq %struct.S* %40, @s
  %42 = zext i1 %41 to i32
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0), i32 noundef %42)
  ret i32 0

44:
  %45 = phi i8** [ %48, %44 ], [ getelementptr inbounds ([4 x i8*], [4 x i8*]* @names, i64 0, i64 0), %0 ]
  %46 = load i8*, i8** %45, align 8, !tbaa !5
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i8* noundef %46)
  %48 = getelementptr inbounds i8*, i8** %45, i64 1
  %49 = load i8**, i8*** @name_end, align 8, !tbaa !5
  %50 = icmp eq i8** %48, %49
  br i1 %50, label %27, label %44, !llvm.loop !19
}

declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
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
