; ModuleID = 'static_locals.c'
source_filename = "static_locals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter.n = internal global i32 0, align 4
@memo_fib.cache = internal global [64 x i64] zeroinitializer, align 16
@memo_fib.init = internal global i32 0, align 4
@next_name.names = internal global [3 x i8*] [i8* getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i32 0, i32 0), i8* getelementptr inbounds ([6 x i8], [6 x i8]* @.str.1, i32 0, i32 0), i8* getelementptr inbounds ([5 x i8], [5 x i8]* @.str.2, i32 0, i32 0)], align 16
@.str = private unnamed_addr constant [4 x i8] c"red\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"green\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"blue\00", align 1
@next_name.i = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [12 x i8] c"counter=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"fib(60)=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.7 = private unnamed_addr constant [11 x i8] c"mean=%.3f\0A\00", align 1
@running_mean.sum = internal global double 0.000000e+00, align 8
@running_mean.count = internal global i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @counter() #0 {
  %1 = load i32, i32* @counter.n, align 4
  %2 = add nsw i32 %1, 1
  store i32 %2, i32* @counter.n, align 4
  ret i32 %2
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @memo_fib(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = load i32, i32* @memo_fib.init, align 4
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  store i64 0, i64* getelementptr inbounds ([64 x i64], [64 x i64]* @memo_fib.cache, i64 0, i64 0), align 16
  store i64 1, i64* getelementptr inbounds ([64 x i64], [64 x i64]* @memo_fib.cache, i64 0, i64 1), align 8
  store i32 1, i32* @memo_fib.init, align 4
  br label %7

7:                                                ; preds = %6, %1
  %8 = load i32, i32* %3, align 4
  %9 = icmp slt i32 %8, 2
  br i1 %9, label %10, label %15

10:                                               ; preds = %7
  %11 = load i32, i32* %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [64 x i64], [64 x i64]* @memo_fib.cache, i64 0, i64 %12
  %14 = load i64, i64* %13, align 8
  store i64 %14, i64* %2, align 8
  br label %37

15:                                               ; preds = %7
  %16 = load i32, i32* %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i64], [64 x i64]* @memo_fib.cache, i64 0, i64 %17
  %19 = load i64, i64* %18, align 8
  %20 = icmp ne i64 %19, 0
  br i1 %20, label %21, label %26

21:                                               ; preds = %15
  %22 = load i32, i32* %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i64], [64 x i64]* @memo_fib.cache, i64 0, i64 %23
  %25 = load i64, i64* %24, align 8
  store i64 %25, i64* %2, align 8
  br label %37

26:                                               ; preds = %15
  %27 = load i32, i32* %3, align 4
  %28 = sub nsw i32 %27, 1
  %29 = call i64 @memo_fib(i32 noundef %28)
  %30 = load i32, i32* %3, align 4
  %31 = sub nsw i32 %30, 2
  %32 = call i64 @memo_fib(i32 noundef %31)
  %33 = add i64 %29, %32
  %34 = load i32, i32* %3, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [64 x i64], [64 x i64]* @memo_fib.cache, i64 0, i64 %35
  store i64 %33, i64* %36, align 8
  store i64 %33, i64* %2, align 8
  br label %37

37:                                               ; preds = %26, %21, %10
  %38 = load i64, i64* %2, align 8
  ret i64 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i8* @next_name() #0 {
  %1 = alloca i8*, align 8
  %2 = load i32, i32* @next_name.i, align 4
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [3 x i8*], [3 x i8*]* @next_name.names, i64 0, i64 %3
  %5 = load i8*, i8** %4, align 8
  store i8* %5, i8** %1, align 8
  %6 = load i32, i32* @next_name.i, align 4
  %7 = add nsw i32 %6, 1
  %8 = srem i32 %7, 3
  store i32 %8, i32* @next_name.i, align 4
  %9 = load i8*, i8** %1, align 8
  ret i8* %9
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %6

6:                                                ; preds = %11, %0
  %7 = load i32, i32* %2, align 4
  %8 = icmp slt i32 %7, 3
  br i1 %8, label %9, label %14

9:                                                ; preds = %6
  %10 = call i32 @counter()
  br label %11

11:                                               ; preds = %9
  %12 = load i32, i32* %2, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %2, align 4
  br label %6, !llvm.loop !6

14:                                               ; preds = %6
  %15 = call i32 @counter()
  %16 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.3, i64 0, i64 0), i32 noundef %15)
  %17 = call i64 @memo_fib(i32 noundef 60)
  %18 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([14 x i8], [14 x i8]* @.str.4, i64 0, i64 0), i64 noundef %17)
  store i32 0, i32* %3, align 4
  br label %19

19:                                               ; preds = %25, %14
  %20 = load i32, i32* %3, align 4
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %28

22:                                               ; preds = %19
  %23 = call i8* @next_name()
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.5, i64 0, i64 0), i8* noundef %23)
  br label %25

25:                                               ; preds = %22
  %26 = load i32, i32* %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %3, align 4
  br label %19, !llvm.loop !8

28:                                               ; preds = %19
  %29 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.6, i64 0, i64 0))
  store double 0.000000e+00, double* %4, align 8
  store i32 1, i32* %5, align 4
  br label %30

30:                                               ; preds = %38, %28
  %31 = load i32, i32* %5, align 4
  %32 = icmp sle i32 %31, 10
  br i1 %32, label %33, label %41

33:                                               ; preds = %30
  %34 = load i32, i32* %5, align 4
  %35 = sitofp i32 %34 to double
  %36 = fmul double %35, 5.000000e-01
  %37 = call double @running_mean(double noundef %36)
  store double %37, double* %4, align 8
  br label %38

38:                                               ; preds = %33
  %39 = load i32, i32* %5, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %5, align 4
  br label %30, !llvm.loop !9

41:                                               ; preds = %30
  %42 = load double, double* %4, align 8
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.7, i64 0, i64 0), double noundef %42)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @running_mean(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = load double, double* @running_mean.sum, align 8
  %5 = fadd double %4, %3
  store double %5, double* @running_mean.sum, align 8
  %6 = load double, double* @running_mean.sum, align 8
  %7 = load i64, i64* @running_mean.count, align 8
  %8 = add nsw i64 %7, 1
  store i64 %8, i64* @running_mean.count, align 8
  %9 = sitofp i64 %8 to double
  %10 = fdiv double %6, %9
  ret double %10
}

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
!9 = distinct !{!9, !7}
