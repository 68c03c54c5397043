; ModuleID = 'bench.c'
source_filename = "bench.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"primes=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"trace=%.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"fib=%u\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"isort=%ld\0A\00", align 1
@flags = internal global [3000000 x i8] zeroinitializer, align 16
@a = internal global [80 x [80 x double]] zeroinitializer, align 16
@b = internal global [80 x [80 x double]] zeroinitializer, align 16
@c = internal global [80 x [80 x double]] zeroinitializer, align 16
@v = internal global [4000 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @sieve(i32 noundef 3000000)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2)
  %4 = call double @matmul(i32 noundef 80)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %4)
  %6 = call i32 @fib(i32 noundef 27)
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %6)
  %8 = call i64 @isort(i32 noundef 4000)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %8)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sieve(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 2, ptr %4, align 4
  br label %7

7:                                                ; preds = %15, %1
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %7
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [3000000 x i8], ptr @flags, i64 0, i64 %13
  store i8 1, ptr %14, align 1
  br label %15

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %4, align 4
  br label %7, !llvm.loop !6

18:                                               ; preds = %7
  store i32 2, ptr %5, align 4
  br label %19

19:                                               ; preds = %48, %18
  %20 = load i32, ptr %5, align 4
  %21 = load i32, ptr %2, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %51

23:                                               ; preds = %19
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [3000000 x i8], ptr @flags, i64 0, i64 %25
  %27 = load i8, ptr %26, align 1
  %28 = icmp ne i8 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %23
  br label %48

30:                                               ; preds = %23
  %31 = load i32, ptr %3, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %3, align 4
  %33 = load i32, ptr %5, align 4
  %34 = mul nsw i32 2, %33
  store i32 %34, ptr %6, align 4
  br label %35

35:                                               ; preds = %43, %30
  %36 = load i32, ptr %6, align 4
  %37 = load i32, ptr %2, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %47

39:                                               ; preds = %35
  %40 = load i32, ptr %6, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [3000000 x i8], ptr @flags, i64 0, i64 %41
  store i8 0, ptr %42, align 1
  br label %43

43:                                               ; preds = %39
  %44 = load i32, ptr %5, align 4
  %45 = load i32, ptr %6, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %6, align 4
  br label %35, !llvm.loop !8

47:                                               ; preds = %35
  br label %48

48:                                               ; preds = %47, %29
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %19, !llvm.loop !9

51:                                               ; preds = %19
  %52 = load i32, ptr %3, align 4
  ret i32 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @matmul(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %11

11:                                               ; preds = %53, %1
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %56

15:                                               ; preds = %11
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %49, %15
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %2, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %52

20:                                               ; preds = %16
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 1
  %23 = sitofp i32 %22 to double
  %24 = fmul double %23, 5.000000e-01
  %25 = load i32, ptr %4, align 4
  %26 = sitofp i32 %25 to double
  %27 = fadd double %24, %26
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [80 x [80 x double]], ptr @a, i64 0, i64 %29
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [80 x double], ptr %30, i64 0, i64 %32
  store double %27, ptr %33, align 8
  %34 = load i32, ptr %3, align 4
  %35 = load i32, ptr %4, align 4
  %36 = icmp eq i32 %34, %35
  %37 = zext i1 %36 to i32
  %38 = sitofp i32 %37 to double
  %39 = load i32, ptr %4, align 4
  %40 = sitofp i32 %39 to double
  %41 = fmul double 2.500000e-01, %40
  %42 = fadd double %38, %41
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [80 x [80 x double]], ptr @b, i64 0, i64 %44
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [80 x double], ptr %45, i64 0, i64 %47
  store double %42, ptr %48, align 8
  br label %49

49:                                               ; preds = %20
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, ptr %4, align 4
  br label %16, !llvm.loop !10

52:                                               ; preds = %16
  br label %53

53:                                               ; preds = %52
  %54 = load i32, ptr %3, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %3, align 4
  br label %11, !llvm.loop !11

56:                                               ; preds = %11
  store i32 0, ptr %5, align 4
  br label %57

57:                                               ; preds = %104, %56
  %58 = load i32, ptr %5, align 4
  %59 = load i32, ptr %2, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %107

61:                                               ; preds = %57
  store i32 0, ptr %6, align 4
  br label %62

62:                                               ; preds = %100, %61
  %63 = load i32, ptr %6, align 4
  %64 = load i32, ptr %2, align 4
  %65 = icmp slt i32 %63, %64
  br i1 %65, label %66, label %103

66:                                               ; preds = %62
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %67

67:                                               ; preds = %89, %66
  %68 = load i32, ptr %8, align 4
  %69 = load i32, ptr %2, align 4
  %70 = icmp slt i32 %68, %69
  br i1 %70, label %71, label %92

71:                                               ; preds = %67
  %72 = load i32, ptr %5, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [80 x [80 x double]], ptr @a, i64 0, i64 %73
  %75 = load i32, ptr %8, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [80 x double], ptr %74, i64 0, i64 %76
  %78 = load double, ptr %77, align 8
  %79 = load i32, ptr %8, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [80 x [80 x double]], ptr @b, i64 0, i64 %80
  %82 = load i32, ptr %6, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [80 x double], ptr %81, i64 0, i64 %83
  %85 = load double, ptr %84, align 8
  %86 = fmul double %78, %85
  %87 = load double, ptr %7, align 8
  %88 = fadd double %87, %86
  store double %88, ptr %7, align 8
  br label %89

89:                                               ; preds = %71
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %67, !llvm.loop !12

92:                                               ; preds = %67
  %93 = load double, ptr %7, align 8
  %94 = load i32, ptr %5, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %95
  %97 = load i32, ptr %6, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [80 x double], ptr %96, i64 0, i64 %98
  store double %93, ptr %99, align 8
  br label %100

100:                                              ; preds = %92
  %101 = load i32, ptr %6, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %6, align 4
  br label %62, !llvm.loop !13

103:                                              ; preds = %62
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %5, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %5, align 4
  br label %57, !llvm.loop !14

107:                                              ; preds = %57
  store double 0.000000e+00, ptr %9, align 8
  store i32 0, ptr %10, align 4
  br label %108

108:                                              ; preds = %122, %107
  %109 = load i32, ptr %10, align 4
  %110 = load i32, ptr %2, align 4
  %111 = icmp slt i32 %109, %110
  br i1 %111, label %112, label %125

112:                                              ; preds = %108
  %113 = load i32, ptr %10, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [80 x [80 x double]], ptr @c, i64 0, i64 %114
  %116 = load i32, ptr %10, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [80 x double], ptr %115, i64 0, i64 %117
  %119 = load double, ptr %118, align 8
  %120 = load double, ptr %9, align 8
  %121 = fadd double %120, %119
  store double %121, ptr %9, align 8
  br label %122

122:                                              ; preds = %112
  %123 = load i32, ptr %10, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %10, align 4
  br label %108, !llvm.loop !15

125:                                              ; preds = %108
  %126 = load double, ptr %9, align 8
  ret double %126
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ult i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @isort(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 12345, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %24, %1
  %11 = load i32, ptr %4, align 4
  %12 = load i32, ptr %2, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %27

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 4
  %16 = mul i32 %15, 1103515245
  %17 = add i32 %16, 12345
  store i32 %17, ptr %3, align 4
  %18 = load i32, ptr %3, align 4
  %19 = lshr i32 %18, 8
  %20 = srem i32 %19, 10000
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %22
  store i32 %20, ptr %23, align 4
  br label %24

24:                                               ; preds = %14
  %25 = load i32, ptr %4, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %4, align 4
  br label %10, !llvm.loop !16

27:                                               ; preds = %10
  store i32 1, ptr %5, align 4
  br label %28

28:                                               ; preds = %68, %27
  %29 = load i32, ptr %5, align 4
  %30 = load i32, ptr %2, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %71

32:                                               ; preds = %28
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  store i32 %36, ptr %6, align 4
  %37 = load i32, ptr %5, align 4
  %38 = sub nsw i32 %37, 1
  store i32 %38, ptr %7, align 4
  br label %39

39:                                               ; preds = %51, %32
  %40 = load i32, ptr %7, align 4
  %41 = icmp sge i32 %40, 0
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load i32, ptr %6, align 4
  %48 = icmp sgt i32 %46, %47
  br label %49

49:                                               ; preds = %42, %39
  %50 = phi i1 [ false, %39 ], [ %48, %42 ]
  br i1 %50, label %51, label %62

51:                                               ; preds = %49
  %52 = load i32, ptr %7, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4
  %56 = load i32, ptr %7, align 4
  %57 = add nsw i32 %56, 1
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %58
  store i32 %55, ptr %59, align 4
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, ptr %7, align 4
  br label %39, !llvm.loop !17

62:                                               ; preds = %49
  %63 = load i32, ptr %6, align 4
  %64 = load i32, ptr %7, align 4
  %65 = add nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %66
  store i32 %63, ptr %67, align 4
  br label %68

68:                                               ; preds = %62
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %5, align 4
  br label %28, !llvm.loop !18

71:                                               ; preds = %28
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %72

72:                                               ; preds = %84, %71
  %73 = load i32, ptr %9, align 4
  %74 = load i32, ptr %2, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %87

76:                                               ; preds = %72
  %77 = load i32, ptr %9, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [4000 x i32], ptr @v, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = sext i32 %80 to i64
  %82 = load i64, ptr %8, align 8
  %83 = add nsw i64 %82, %81
  store i64 %83, ptr %8, align 8
  br label %84

84:                                               ; preds = %76
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, 100
  store i32 %86, ptr %9, align 4
  br label %72, !llvm.loop !19

87:                                               ; preds = %72
  %88 = load i64, ptr %8, align 8
  ret i64 %88
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
