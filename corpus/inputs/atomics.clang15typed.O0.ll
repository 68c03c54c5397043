; ModuleID = 'atomics.c'
source_filename = "atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4
@vcount = dso_local global i32 0, align 4
@acount = dso_local global i64 0, align 8
@.str = private unnamed_addr constant [13 x i8] c"volatile=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"atomic=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"cas ok=%d flag=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"old=%d \00", align 1
@plain = dso_local global i32 0, align 4
@.str.4 = private unnamed_addr constant [8 x i8] c"new=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"xchg=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"final=%d before=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @spin_volatile(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %11, %1
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %5, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %4
  %9 = load volatile i32, i32* @vcount, align 4
  %10 = add nsw i32 %9, 1
  store volatile i32 %10, i32* @vcount, align 4
  br label %11

11:                                               ; preds = %8
  %12 = load i32, i32* %3, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, i32* %3, align 4
  br label %4, !llvm.loop !6

14:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @atomic_work(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %9

9:                                                ; preds = %17, %1
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %20

13:                                               ; preds = %9
  store i64 2, i64* %4, align 8
  %14 = load i64, i64* %4, align 8
  %15 = atomicrmw add i64* @acount, i64 %14 seq_cst, align 8
  store i64 %15, i64* %5, align 8
  %16 = load i64, i64* %5, align 8
  br label %17

17:                                               ; preds = %13
  %18 = load i32, i32* %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %3, align 4
  br label %9, !llvm.loop !8

20:                                               ; preds = %9
  store i64 1, i64* %6, align 8
  %21 = load i64, i64* %6, align 8
  %22 = atomicrmw sub i64* @acount, i64 %21 monotonic, align 8
  store i64 %22, i64* %7, align 8
  %23 = load i64, i64* %7, align 8
  fence seq_cst
  %24 = load atomic i64, i64* @acount acquire, align 8
  store i64 %24, i64* %8, align 8
  %25 = load i64, i64* %8, align 8
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @cas_loop(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store i32* %0, i32** %3, align 8
  store i32 %1, i32* %4, align 4
  %9 = load i32*, i32** %3, align 8
  %10 = load atomic i32, i32* %9 monotonic, align 4
  store i32 %10, i32* %6, align 4
  %11 = load i32, i32* %6, align 4
  store i32 %11, i32* %5, align 4
  br label %12

12:                                               ; preds = %28, %2
  %13 = load i32*, i32** %3, align 8
  %14 = load i32, i32* %5, align 4
  %15 = load i32, i32* %4, align 4
  %16 = add nsw i32 %14, %15
  store i32 %16, i32* %7, align 4
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %7, align 4
  %19 = cmpxchg i32* %13, i32 %17, i32 %18 acq_rel acquire, align 4
  %20 = extractvalue { i32, i1 } %19, 0
  %21 = extractvalue { i32, i1 } %19, 1
  br i1 %21, label %23, label %22

22:                                               ; preds = %12
  store i32 %20, i32* %5, align 4
  br label %23

23:                                               ; preds = %22, %12
  %24 = zext i1 %21 to i8
  store i8 %24, i8* %8, align 1
  %25 = load i8, i8* %8, align 1
  %26 = trunc i8 %25 to i1
  %27 = xor i1 %26, true
  br i1 %27, label %28, label %29

28:                                               ; preds = %23
  br label %12, !llvm.loop !9

29:                                               ; preds = %23
  %30 = load i32, i32* %5, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  call void @spin_volatile(i32 noundef 10)
  %14 = load volatile i32, i32* @vcount, align 4
  %15 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i32 noundef %14)
  %16 = call i64 @atomic_work(i32 noundef 5)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([12 x i8], [12 x i8]* @.str.1, i64 0, i64 0), i64 noundef %16)
  store i32 0, i32* %2, align 4
  store i32 7, i32* %4, align 4
  %18 = load i32, i32* %2, align 4
  %19 = load i32, i32* %4, align 4
  %20 = cmpxchg i32* @flag, i32 %18, i32 %19 seq_cst seq_cst, align 4
  %21 = extractvalue { i32, i1 } %20, 0
  %22 = extractvalue { i32, i1 } %20, 1
  br i1 %22, label %24, label %23

23:                                               ; preds = %0
  store i32 %21, i32* %2, align 4
  br label %24

24:                                               ; preds = %23, %0
  %25 = zext i1 %22 to i8
  store i8 %25, i8* %5, align 1
  %26 = load i8, i8* %5, align 1
  %27 = trunc i8 %26 to i1
  %28 = zext i1 %27 to i32
  store i32 %28, i32* %3, align 4
  %29 = load i32, i32* %3, align 4
  %30 = load atomic i32, i32* @flag seq_cst, align 4
  store i32 %30, i32* %6, align 4
  %31 = load i32, i32* %6, align 4
  %32 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.2, i64 0, i64 0), i32 noundef %29, i32 noundef %31)
  %33 = call i32 @cas_loop(i32* noundef @plain, i32 noundef 5)
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i32 noundef %33)
  store i32 1, i32* %7, align 4
  %35 = load i32, i32* %7, align 4
  %36 = atomicrmw add i32* @plain, i32 %35 seq_cst, align 4
  %37 = add i32 %36, %35
  store i32 %37, i32* %8, align 4
  %38 = load i32, i32* %8, align 4
  %39 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.4, i64 0, i64 0), i32 noundef %38)
  store i32 99, i32* %9, align 4
  %40 = load i32, i32* %9, align 4
  %41 = atomicrmw xchg i32* @plain, i32 %40 seq_cst, align 4
  store i32 %41, i32* %10, align 4
  %42 = load i32, i32* %10, align 4
  %43 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([9 x i8], [9 x i8]* @.str.5, i64 0, i64 0), i32 noundef %42)
  fence release
  store i32 256, i32* %12, align 4
  %44 = load i32, i32* %12, align 4
  %45 = atomicrmw or i32* @plain, i32 %44 monotonic, align 4
  store i32 %45, i32* %13, align 4
  %46 = load i32, i32* %13, align 4
  store i32 %46, i32* %11, align 4
  %47 = load i32, i32* @plain, align 4
  %48 = load i32, i32* %11, align 4
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([20 x i8], [20 x i8]* @.str.6, i64 0, i64 0), i32 noundef %47, i32 noundef %48)
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
!9 = distinct !{!9, !7}
