; ModuleID = 'globals_ptr.c'
source_filename = "globals_ptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, i32, [4 x double], %struct.S* }

@buf = dso_local global [16 x i8] c"0123456789abcdef", align 16
@p = dso_local global i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i32 0, i64 8), align 8
@s = dso_local global %struct.S { i32 1, i32 2, [4 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double 3.500000e+00], %struct.S* @s }, align 8
@q = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast (%struct.S* @s to i8*), i64 4) to i32*), align 8
@pc = dso_local global double* bitcast (i8* getelementptr (i8, i8* bitcast (%struct.S* @s to i8*), i64 24) to double*), align 8
@ptrs = dso_local constant [4 x i8*] [i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i32 0, i32 0), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i32 0, i64 4), i8* getelementptr inbounds ([16 x i8], [16 x i8]* @buf, i32 0, i64 12), i8* bitcast (%struct.S* @s to i8*)], align 16
@ints = dso_local global [3 x i32*] [i32* getelementptr inbounds (%struct.S, %struct.S* @s, i32 0, i32 0), i32* bitcast (i8* getelementptr (i8, i8* bitcast (%struct.S* @s to i8*), i64 4) to i32*), i32* null], align 16
@.str = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"beta\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@names = dso_local global [4 x i8*] [i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.2, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.3, i32 0, i32 0)], align 16
@name_end = dso_local global i8** bitcast (i8* getelementptr (i8, i8* bitcast ([4 x i8*]* @names to i8*), i64 32) to i8**), align 8
@table = internal constant [3 x [8 x i8]] [[8 x i8] c"one\00\00\00\00\00", [8 x i8] c"two\00\00\00\00\00", [8 x i8] c"three\00\00\00"], align 16
@third = dso_local global i8* getelementptr inbounds ([3 x [8 x i8]], [3 x [8 x i8]]* @table, i32 0, i64 2, i64 0), align 8
@diff = dso_local global i64 4, align 8
@arr = dso_local global [2 x %struct.S] [%struct.S { i32 10, i32 20, [4 x double] zeroinitializer, %struct.S* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.S]* @arr to i8*), i64 48) to %struct.S*) }, %struct.S { i32 30, i32 40, [4 x double] zeroinitializer, %struct.S* getelementptr inbounds ([2 x %struct.S], [2 x %struct.S]* @arr, i32 0, i32 0) }], align 16
@arr_b = dso_local global i32* bitcast (i8* getelementptr (i8, i8* bitcast ([2 x %struct.S]* @arr to i8*), i64 52) to i32*), align 8
@self_ptr = dso_local global i8* bitcast (i8** @self_ptr to i8*), align 8
@.str.4 = private unnamed_addr constant [21 x i8] c"p=%.8s q=%d pc=%.1f\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"ptrs[%d]=%c\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"ints=%d %d null=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.8 = private unnamed_addr constant [20 x i8] c"\0Athird=%s diff=%ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"arr=%d %d self=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"s.self==&s: %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8**, align 8
  store i32 0, i32* %1, align 4
  %4 = load i8*, i8** @p, align 8
  %5 = load i32*, i32** @q, align 8
  %6 = load i32, i32* %5, align 4
  %7 = load double*, double** @pc, align 8
  %8 = load double, double* %7, align 8
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.4, i64 0, i64 0), i8* noundef %4, i32 noundef %6, double noundef %8)
  store i32 0, i32* %2, align 4
  br label %10

10:                                               ; preds = %28, %0
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %11, 4
  br i1 %12, label %13, label %31

13:                                               ; preds = %10
  %14 = load i32, i32* %2, align 4
  %15 = load i32, i32* %2, align 4
  %16 = icmp slt i32 %15, 3
  br i1 %16, label %17, label %24

17:                                               ; preds = %13
  %18 = load i32, i32* %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [4 x i8*], [4 x i8*]* @ptrs, i64 0, i64 %19
  %21 = load i8*, i8** %20, align 8
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  br label %25

24:                                               ; preds = %13
  br label %25

25:                                               ; preds = %24, %17
  %26 = phi i32 [ %23, %17 ], [ 63, %24 ]
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.5, i64 0, i64 0), i32 noundef %14, i32 noundef %26)
  br label %28

28:                                               ; preds = %25
  %29 = load i32, i32* %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %2, align 4
  br label %10, !llvm.loop !6

31:                                               ; preds = %10
  %32 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @ints, i64 0, i64 0), align 16
  %33 = load i32, i32* %32, align 4
  %34 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @ints, i64 0, i64 1), align 8
  %35 = load i32, i32* %34, align 4
  %36 = load i32*, i32** getelementptr inbounds ([3 x i32*], [3 x i32*]* @ints, i64 0, i64 2), align 16
  %37 = icmp eq i32* %36, null
  %38 = zext i1 %37 to i32
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef %33, i32 noundef %35, i32 noundef %38)
  store i8** getelementptr inbounds ([4 x i8*], [4 x i8*]* @names, i64 0, i64 0), i8*** %3, align 8
  br label %40

40:                                               ; preds = %48, %31
  %41 = load i8**, i8*** %3, align 8
  %42 = load i8**, i8*** @name_end, align 8
  %43 = icmp ne i8** %41, %42
  br i1 %43, label %44, label %51

44:                                               ; preds = %40
  %45 = load i8**, i8*** %3, align 8
  %46 = load i8*, i8** %45, align 8
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.7, i64 0, i64 0), i8* noundef %46)
  br label %48

48:                                               ; preds = %44
  %49 = load i8**, i8*** %3, align 8
  %50 = getelementptr inbounds i8*, i8** %49, i32 1
  store i8** %50, i8*** %3, align 8
  br label %40, !llvm.loop !8

51:                                               ; preds = %40
  %52 = load i8*, i8** @third, align 8
  %53 = load i64, i64* @diff, align 8
  %54 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.8, i64 0, i64 0), i8* noundef %52, i64 noundef %53)
  %55 = load %struct.S*, %struct.S** getelementptr inbounds ([2 x %struct.S], [2 x %struct.S]* @arr, i64 0, i64 0, i32 3), align 8
  %56 = getelementptr inbounds %struct.S, %struct.S* %55, i32 0, i32 0
  %57 = load i32, i32* %56, align 8
  %58 = load i32*, i32** @arr_b, align 8
  %59 = load i32, i32* %58, align 4
  %60 = load i8*, i8** @self_ptr, align 8
  %61 = icmp eq i8* %60, bitcast (i8** @self_ptr to i8*)
  %62 = zext i1 %61 to i32
  %63 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.9, i64 0, i64 0), i32 noundef %57, i32 noundef %59, i32 noundef %62)
  %64 = load %struct.S*, %struct.S** getelementptr inbounds (%struct.S, %struct.S* @s, i32 0, i32 3), align 8
  %65 = icmp eq %struct.S* %64, @s
  %66 = zext i1 %65 to i32
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.10, i64 0, i64 0), i32 noundef %66)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 15.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
