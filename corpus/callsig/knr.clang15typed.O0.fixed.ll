source_filename = "knr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"f=%d l=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"scale=%.3f\0A\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"count=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1

define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 41, ptr %2, align 8
  %4 = call i32 @f(ptr %2)
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i64, ptr %2, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([12 x i8], ptr @.str, i64 0, i64 0), i32 noundef %5, i64 noundef %6)
  %8 = call double @scale(i32 noundef 3, double noundef 1.500000e+00)
  %9 = call i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([12 x i8], ptr @.str.1, i64 0, i64 0), double noundef %8)
  %10 = call i32 @count(ptr noundef getelementptr inbounds ([7 x i8], ptr @.str.3, i64 0, i64 0), i32 noundef 99)
  %11 = call i32 (ptr, ...) @printf(ptr noundef getelementptr inbounds ([10 x i8], ptr @.str.2, i64 0, i64 0), i32 noundef %10)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

define dso_local i32 @f(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 4
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %6, align 4
  %8 = mul nsw i32 %7, 2
  ret i32 %8
}

define dso_local double @scale(i32 noundef %0, double noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = fptrunc double %1 to float
  store i32 %0, ptr %3, align 4
  store float %5, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = sitofp i32 %6 to float
  %8 = load float, ptr %4, align 4
  %9 = fmul float %7, %8
  %10 = fpext float %9 to double
  ret double %10
}

define dso_local i32 @count(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:
  %7 = load ptr, ptr %3, align 8
  %8 = load i8, ptr %7, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %17

11:
  %12 = load ptr, ptr %3, align 8
  %13 = load i8, ptr %12, align 1
  %14 = sext i8 %13 to i32
  %15 = load i32, ptr %4, align 4
  %16 = icmp ne i32 %14, %15
  br label %17

17:
  %18 = phi i1 [ false, %6 ], [ %16, %11 ]
  br i1 %18, label %19, label %24

19:
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 1
  store ptr %21, ptr %3, align 8
  %22 = load i32, ptr %5, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %5, align 4
  br label %6, !llvm.loop !6

24:
  %25 = load i32, ptr %5, align 4
  ret i32 %25
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
