; ModuleID = 'linkedlist.c'
source_filename = "linkedlist.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, %struct.node* }

@.str = private unnamed_addr constant [18 x i8] c"first=%d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local %struct.node* @reverse(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca %struct.node*, align 8
  %4 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  store %struct.node* null, %struct.node** %3, align 8
  br label %5

5:                                                ; preds = %8, %1
  %6 = load %struct.node*, %struct.node** %2, align 8
  %7 = icmp ne %struct.node* %6, null
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load %struct.node*, %struct.node** %2, align 8
  %10 = getelementptr inbounds %struct.node, %struct.node* %9, i32 0, i32 1
  %11 = load %struct.node*, %struct.node** %10, align 8
  store %struct.node* %11, %struct.node** %4, align 8
  %12 = load %struct.node*, %struct.node** %3, align 8
  %13 = load %struct.node*, %struct.node** %2, align 8
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 1
  store %struct.node* %12, %struct.node** %14, align 8
  %15 = load %struct.node*, %struct.node** %2, align 8
  store %struct.node* %15, %struct.node** %3, align 8
  %16 = load %struct.node*, %struct.node** %4, align 8
  store %struct.node* %16, %struct.node** %2, align 8
  br label %5, !llvm.loop !6

17:                                               ; preds = %5
  %18 = load %struct.node*, %struct.node** %3, align 8
  ret %struct.node* %18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca i64, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  store i64 0, i64* %3, align 8
  br label %4

4:                                                ; preds = %14, %1
  %5 = load %struct.node*, %struct.node** %2, align 8
  %6 = icmp ne %struct.node* %5, null
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = load %struct.node*, %struct.node** %2, align 8
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 0
  %10 = load i32, i32* %9, align 8
  %11 = sext i32 %10 to i64
  %12 = load i64, i64* %3, align 8
  %13 = add nsw i64 %12, %11
  store i64 %13, i64* %3, align 8
  br label %14

14:                                               ; preds = %7
  %15 = load %struct.node*, %struct.node** %2, align 8
  %16 = getelementptr inbounds %struct.node, %struct.node* %15, i32 0, i32 1
  %17 = load %struct.node*, %struct.node** %16, align 8
  store %struct.node* %17, %struct.node** %2, align 8
  br label %4, !llvm.loop !8

18:                                               ; preds = %4
  %19 = load i64, i64* %3, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @free_list(%struct.node* noundef %0) #0 {
  %2 = alloca %struct.node*, align 8
  %3 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %2, align 8
  br label %4

4:                                                ; preds = %7, %1
  %5 = load %struct.node*, %struct.node** %2, align 8
  %6 = icmp ne %struct.node* %5, null
  br i1 %6, label %7, label %14

7:                                                ; preds = %4
  %8 = load %struct.node*, %struct.node** %2, align 8
  %9 = getelementptr inbounds %struct.node, %struct.node* %8, i32 0, i32 1
  %10 = load %struct.node*, %struct.node** %9, align 8
  store %struct.node* %10, %struct.node** %3, align 8
  %11 = load %struct.node*, %struct.node** %2, align 8
  %12 = bitcast %struct.node* %11 to i8*
  call void @free(i8* noundef %12) #5
  %13 = load %struct.node*, %struct.node** %3, align 8
  store %struct.node* %13, %struct.node** %2, align 8
  br label %4, !llvm.loop !9

14:                                               ; preds = %4
  ret void
}

; Function Attrs: nounwind
declare void @free(i8* noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.node*, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.node*, align 8
  store i32 0, i32* %1, align 4
  store %struct.node* null, %struct.node** %2, align 8
  store i32 1, i32* %3, align 4
  br label %5

5:                                                ; preds = %14, %0
  %6 = load i32, i32* %3, align 4
  %7 = icmp sle i32 %6, 10
  br i1 %7, label %8, label %17

8:                                                ; preds = %5
  %9 = load %struct.node*, %struct.node** %2, align 8
  %10 = load i32, i32* %3, align 4
  %11 = load i32, i32* %3, align 4
  %12 = mul nsw i32 %10, %11
  %13 = call %struct.node* @push(%struct.node* noundef %9, i32 noundef %12)
  store %struct.node* %13, %struct.node** %2, align 8
  br label %14

14:                                               ; preds = %8
  %15 = load i32, i32* %3, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, i32* %3, align 4
  br label %5, !llvm.loop !10

17:                                               ; preds = %5
  %18 = load %struct.node*, %struct.node** %2, align 8
  %19 = call %struct.node* @reverse(%struct.node* noundef %18)
  store %struct.node* %19, %struct.node** %2, align 8
  %20 = load %struct.node*, %struct.node** %2, align 8
  %21 = getelementptr inbounds %struct.node, %struct.node* %20, i32 0, i32 0
  %22 = load i32, i32* %21, align 8
  %23 = load %struct.node*, %struct.node** %2, align 8
  %24 = call i64 @sum(%struct.node* noundef %23)
  %25 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str, i64 0, i64 0), i32 noundef %22, i64 noundef %24)
  %26 = load %struct.node*, %struct.node** %2, align 8
  store %struct.node* %26, %struct.node** %4, align 8
  br label %27

27:                                               ; preds = %35, %17
  %28 = load %struct.node*, %struct.node** %4, align 8
  %29 = icmp ne %struct.node* %28, null
  br i1 %29, label %30, label %39

30:                                               ; preds = %27
  %31 = load %struct.node*, %struct.node** %4, align 8
  %32 = getelementptr inbounds %struct.node, %struct.node* %31, i32 0, i32 0
  %33 = load i32, i32* %32, align 8
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.1, i64 0, i64 0), i32 noundef %33)
  br label %35

35:                                               ; preds = %30
  %36 = load %struct.node*, %struct.node** %4, align 8
  %37 = getelementptr inbounds %struct.node, %struct.node* %36, i32 0, i32 1
  %38 = load %struct.node*, %struct.node** %37, align 8
  store %struct.node* %38, %struct.node** %4, align 8
  br label %27, !llvm.loop !11

39:                                               ; preds = %27
  %40 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i64 0, i64 0))
  %41 = load %struct.node*, %struct.node** %2, align 8
  call void @free_list(%struct.node* noundef %41)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.node* @push(%struct.node* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.node*, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.node*, align 8
  store %struct.node* %0, %struct.node** %3, align 8
  store i32 %1, i32* %4, align 4
  %6 = call noalias i8* @malloc(i64 noundef 16) #6
  %7 = bitcast i8* %6 to %struct.node*
  store %struct.node* %7, %struct.node** %5, align 8
  %8 = load %struct.node*, %struct.node** %5, align 8
  %9 = icmp ne %struct.node* %8, null
  br i1 %9, label %11, label %10

10:                                               ; preds = %2
  call void @abort() #7
  unreachable

11:                                               ; preds = %2
  %12 = load i32, i32* %4, align 4
  %13 = load %struct.node*, %struct.node** %5, align 8
  %14 = getelementptr inbounds %struct.node, %struct.node* %13, i32 0, i32 0
  store i32 %12, i32* %14, align 8
  %15 = load %struct.node*, %struct.node** %3, align 8
  %16 = load %struct.node*, %struct.node** %5, align 8
  %17 = getelementptr inbounds %struct.node, %struct.node* %16, i32 0, i32 1
  store %struct.node* %15, %struct.node** %17, align 8
  %18 = load %struct.node*, %struct.node** %5, align 8
  ret %struct.node* %18
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: nounwind allocsize(0)
declare noalias i8* @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
