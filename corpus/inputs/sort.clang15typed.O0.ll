; ModuleID = 'sort.c'
source_filename = "sort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i8*, double }

@__const.main.a = private unnamed_addr constant [8 x i32] [i32 42, i32 -3, i32 17, i32 8, i32 99, i32 0, i32 23, i32 5], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"\0Afound at %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@__const.main.items = private unnamed_addr constant [4 x %struct.item] [%struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.2, i32 0, i32 0), double 2.500000e+00 }, %struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.3, i32 0, i32 0), double 5.000000e-01 }, %struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.4, i32 0, i32 0), double 9.000000e+00 }, %struct.item { i8* getelementptr inbounds ([2 x i8], [2 x i8]* @.str.5, i32 0, i32 0), double 1.000000e+00 }], align 16
@.str.6 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"| \00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @insertion_sort(%struct.item* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.item*, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.item, align 8
  %7 = alloca i32, align 4
  store %struct.item* %0, %struct.item** %3, align 8
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  br label %8

8:                                                ; preds = %58, %2
  %9 = load i32, i32* %5, align 4
  %10 = load i32, i32* %4, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %61

12:                                               ; preds = %8
  %13 = load %struct.item*, %struct.item** %3, align 8
  %14 = load i32, i32* %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds %struct.item, %struct.item* %13, i64 %15
  %17 = bitcast %struct.item* %6 to i8*
  %18 = bitcast %struct.item* %16 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %17, i8* align 8 %18, i64 16, i1 false)
  %19 = load i32, i32* %5, align 4
  %20 = sub nsw i32 %19, 1
  store i32 %20, i32* %7, align 4
  br label %21

21:                                               ; preds = %36, %12
  %22 = load i32, i32* %7, align 4
  %23 = icmp sge i32 %22, 0
  br i1 %23, label %24, label %34

24:                                               ; preds = %21
  %25 = load %struct.item*, %struct.item** %3, align 8
  %26 = load i32, i32* %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds %struct.item, %struct.item* %25, i64 %27
  %29 = getelementptr inbounds %struct.item, %struct.item* %28, i32 0, i32 1
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds %struct.item, %struct.item* %6, i32 0, i32 1
  %32 = load double, double* %31, align 8
  %33 = fcmp olt double %30, %32
  br label %34

34:                                               ; preds = %24, %21
  %35 = phi i1 [ false, %21 ], [ %33, %24 ]
  br i1 %35, label %36, label %50

36:                                               ; preds = %34
  %37 = load %struct.item*, %struct.item** %3, align 8
  %38 = load i32, i32* %7, align 4
  %39 = add nsw i32 %38, 1
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds %struct.item, %struct.item* %37, i64 %40
  %42 = load %struct.item*, %struct.item** %3, align 8
  %43 = load i32, i32* %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.item, %struct.item* %42, i64 %44
  %46 = bitcast %struct.item* %41 to i8*
  %47 = bitcast %struct.item* %45 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %46, i8* align 8 %47, i64 16, i1 false)
  %48 = load i32, i32* %7, align 4
  %49 = add nsw i32 %48, -1
  store i32 %49, i32* %7, align 4
  br label %21, !llvm.loop !6

50:                                               ; preds = %34
  %51 = load %struct.item*, %struct.item** %3, align 8
  %52 = load i32, i32* %7, align 4
  %53 = add nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds %struct.item, %struct.item* %51, i64 %54
  %56 = bitcast %struct.item* %55 to i8*
  %57 = bitcast %struct.item* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %56, i8* align 8 %57, i64 16, i1 false)
  br label %58

58:                                               ; preds = %50
  %59 = load i32, i32* %5, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, i32* %5, align 4
  br label %8, !llvm.loop !8

61:                                               ; preds = %8
  ret void
}

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32*, align 8
  %7 = alloca [4 x %struct.item], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, i32* %1, align 4
  %10 = bitcast [8 x i32]* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %10, i8* align 16 bitcast ([8 x i32]* @__const.main.a to i8*), i64 32, i1 false)
  store i32 8, i32* %3, align 4
  %11 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0
  %12 = bitcast i32* %11 to i8*
  %13 = load i32, i32* %3, align 4
  %14 = sext i32 %13 to i64
  call void @qsort(i8* noundef %12, i64 noundef %14, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int)
  store i32 0, i32* %4, align 4
  br label %15

15:                                               ; preds = %25, %0
  %16 = load i32, i32* %4, align 4
  %17 = load i32, i32* %3, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %28

19:                                               ; preds = %15
  %20 = load i32, i32* %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 %21
  %23 = load i32, i32* %22, align 4
  %24 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str, i64 0, i64 0), i32 noundef %23)
  br label %25

25:                                               ; preds = %19
  %26 = load i32, i32* %4, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %4, align 4
  br label %15, !llvm.loop !9

28:                                               ; preds = %15
  store i32 17, i32* %5, align 4
  %29 = bitcast i32* %5 to i8*
  %30 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0
  %31 = bitcast i32* %30 to i8*
  %32 = load i32, i32* %3, align 4
  %33 = sext i32 %32 to i64
  %34 = call i8* @bsearch(i8* noundef %29, i8* noundef %31, i64 noundef %33, i64 noundef 4, i32 (i8*, i8*)* noundef @cmp_int)
  %35 = bitcast i8* %34 to i32*
  store i32* %35, i32** %6, align 8
  %36 = load i32*, i32** %6, align 8
  %37 = icmp ne i32* %36, null
  br i1 %37, label %38, label %45

38:                                               ; preds = %28
  %39 = load i32*, i32** %6, align 8
  %40 = getelementptr inbounds [8 x i32], [8 x i32]* %2, i64 0, i64 0
  %41 = ptrtoint i32* %39 to i64
  %42 = ptrtoint i32* %40 to i64
  %43 = sub i64 %41, %42
  %44 = sdiv exact i64 %43, 4
  br label %46

45:                                               ; preds = %28
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi i64 [ %44, %38 ], [ -1, %45 ]
  %48 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.1, i64 0, i64 0), i64 noundef %47)
  %49 = bitcast [4 x %struct.item]* %7 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %49, i8* align 16 bitcast ([4 x %struct.item]* @__const.main.items to i8*), i64 64, i1 false)
  %50 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %7, i64 0, i64 0
  %51 = bitcast %struct.item* %50 to i8*
  call void @qsort(i8* noundef %51, i64 noundef 4, i64 noundef 16, i32 (i8*, i8*)* noundef @cmp_weight)
  store i32 0, i32* %8, align 4
  br label %52

52:                                               ; preds = %62, %46
  %53 = load i32, i32* %8, align 4
  %54 = icmp slt i32 %53, 4
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = load i32, i32* %8, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %7, i64 0, i64 %57
  %59 = getelementptr inbounds %struct.item, %struct.item* %58, i32 0, i32 0
  %60 = load i8*, i8** %59, align 16
  %61 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %60)
  br label %62

62:                                               ; preds = %55
  %63 = load i32, i32* %8, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %8, align 4
  br label %52, !llvm.loop !10

65:                                               ; preds = %52
  %66 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %7, i64 0, i64 0
  call void @insertion_sort(%struct.item* noundef %66, i32 noundef 4)
  %67 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.7, i64 0, i64 0))
  store i32 0, i32* %9, align 4
  br label %68

68:                                               ; preds = %78, %65
  %69 = load i32, i32* %9, align 4
  %70 = icmp slt i32 %69, 4
  br i1 %70, label %71, label %81

71:                                               ; preds = %68
  %72 = load i32, i32* %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4 x %struct.item], [4 x %struct.item]* %7, i64 0, i64 %73
  %75 = getelementptr inbounds %struct.item, %struct.item* %74, i32 0, i32 0
  %76 = load i8*, i8** %75, align 16
  %77 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([4 x i8], [4 x i8]* @.str.6, i64 0, i64 0), i8* noundef %76)
  br label %78

78:                                               ; preds = %71
  %79 = load i32, i32* %9, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, i32* %9, align 4
  br label %68, !llvm.loop !11

81:                                               ; preds = %68
  %82 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.8, i64 0, i64 0))
  ret i32 0
}

declare void @qsort(i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to i32*
  %9 = load i32, i32* %8, align 4
  store i32 %9, i32* %5, align 4
  %10 = load i8*, i8** %4, align 8
  %11 = bitcast i8* %10 to i32*
  %12 = load i32, i32* %11, align 4
  store i32 %12, i32* %6, align 4
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sgt i32 %13, %14
  %16 = zext i1 %15 to i32
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %6, align 4
  %19 = icmp slt i32 %17, %18
  %20 = zext i1 %19 to i32
  %21 = sub nsw i32 %16, %20
  ret i32 %21
}

declare i32 @printf(i8* noundef, ...) #2

declare i8* @bsearch(i8* noundef, i8* noundef, i64 noundef, i64 noundef, i32 (i8*, i8*)* noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_weight(i8* noundef %0, i8* noundef %1) #0 {
  %3 = alloca i8*, align 8
  %4 = alloca i8*, align 8
  %5 = alloca %struct.item*, align 8
  %6 = alloca %struct.item*, align 8
  store i8* %0, i8** %3, align 8
  store i8* %1, i8** %4, align 8
  %7 = load i8*, i8** %3, align 8
  %8 = bitcast i8* %7 to %struct.item*
  store %struct.item* %8, %struct.item** %5, align 8
  %9 = load i8*, i8** %4, align 8
  %10 = bitcast i8* %9 to %struct.item*
  store %struct.item* %10, %struct.item** %6, align 8
  %11 = load %struct.item*, %struct.item** %5, align 8
  %12 = getelementptr inbounds %struct.item, %struct.item* %11, i32 0, i32 1
  %13 = load double, double* %12, align 8
  %14 = load %struct.item*, %struct.item** %6, align 8
  %15 = getelementptr inbounds %struct.item, %struct.item* %14, i32 0, i32 1
  %16 = load double, double* %15, align 8
  %17 = fcmp ogt double %13, %16
  %18 = zext i1 %17 to i32
  %19 = load %struct.item*, %struct.item** %5, align 8
  %20 = getelementptr inbounds %struct.item, %struct.item* %19, i32 0, i32 1
  %21 = load double, double* %20, align 8
  %22 = load %struct.item*, %struct.item** %6, align 8
  %23 = getelementptr inbounds %struct.item, %struct.item* %22, i32 0, i32 1
  %24 = load double, double* %23, align 8
  %25 = fcmp olt double %21, %24
  %26 = zext i1 %25 to i32
  %27 = sub nsw i32 %18, %26
  ret i32 %27
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { argmemonly nocallback nofree nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
