; ModuleID = 'memops.c'
source_filename = "memops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.big = type { [8 x i64], double }
%struct.small = type { i32, float }
%struct.pair = type { double, double }

@.str = private unnamed_addr constant [13 x i8] c"sum_big=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"small=%d %.2f pair=%.2f %.2f\0A\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"abcdefgh\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"buf=%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"copy=%ld vla=%.2f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @make_big(%struct.big* noalias sret(%struct.big) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %1, i64* %3, align 8
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %18, %2
  %6 = load i32, i32* %4, align 4
  %7 = icmp slt i32 %6, 8
  br i1 %7, label %8, label %21

8:                                                ; preds = %5
  %9 = load i64, i64* %3, align 8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  %12 = sext i32 %11 to i64
  %13 = mul nsw i64 %9, %12
  %14 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %15 = load i32, i32* %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i64], [8 x i64]* %14, i64 0, i64 %16
  store i64 %13, i64* %17, align 8
  br label %18

18:                                               ; preds = %8
  %19 = load i32, i32* %4, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, i32* %4, align 4
  br label %5, !llvm.loop !6

21:                                               ; preds = %5
  %22 = load i64, i64* %3, align 8
  %23 = sitofp i64 %22 to double
  %24 = fdiv double %23, 4.000000e+00
  %25 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  store double %24, double* %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum_big(%struct.big* noundef byval(%struct.big) align 8 %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 0, i64* %2, align 8
  store i32 0, i32* %3, align 4
  br label %4

4:                                                ; preds = %15, %1
  %5 = load i32, i32* %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %18

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 0
  %9 = load i32, i32* %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [8 x i64], [8 x i64]* %8, i64 0, i64 %10
  %12 = load i64, i64* %11, align 8
  %13 = load i64, i64* %2, align 8
  %14 = add nsw i64 %13, %12
  store i64 %14, i64* %2, align 8
  br label %15

15:                                               ; preds = %7
  %16 = load i32, i32* %3, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, i32* %3, align 4
  br label %4, !llvm.loop !8

18:                                               ; preds = %4
  %19 = load i64, i64* %2, align 8
  %20 = getelementptr inbounds %struct.big, %struct.big* %0, i32 0, i32 1
  %21 = load double, double* %20, align 8
  %22 = fptosi double %21 to i64
  %23 = add nsw i64 %19, %22
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @mk_small(i32 noundef %0) #0 {
  %2 = alloca %struct.small, align 4
  %3 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  %4 = getelementptr inbounds %struct.small, %struct.small* %2, i32 0, i32 0
  %5 = load i32, i32* %3, align 4
  store i32 %5, i32* %4, align 4
  %6 = getelementptr inbounds %struct.small, %struct.small* %2, i32 0, i32 1
  %7 = load i32, i32* %3, align 4
  %8 = sitofp i32 %7 to float
  %9 = fmul float %8, 5.000000e-01
  store float %9, float* %6, align 4
  %10 = bitcast %struct.small* %2 to i64*
  %11 = load i64, i64* %10, align 4
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @mk_pair(double noundef %0) #0 {
  %2 = alloca %struct.pair, align 8
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 0
  %5 = load double, double* %3, align 8
  store double %5, double* %4, align 8
  %6 = getelementptr inbounds %struct.pair, %struct.pair* %2, i32 0, i32 1
  %7 = load double, double* %3, align 8
  %8 = fneg double %7
  store double %8, double* %6, align 8
  %9 = bitcast %struct.pair* %2 to { double, double }*
  %10 = load { double, double }, { double, double }* %9, align 8
  ret { double, double } %10
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8*, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %8 = load i32, i32* %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call i8* @llvm.stacksave()
  store i8* %10, i8** %3, align 8
  %11 = alloca double, i64 %9, align 16
  store i64 %9, i64* %4, align 8
  store i32 0, i32* %5, align 4
  br label %12

12:                                               ; preds = %23, %1
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %26

16:                                               ; preds = %12
  %17 = load i32, i32* %5, align 4
  %18 = sitofp i32 %17 to double
  %19 = fmul double %18, 2.500000e-01
  %20 = load i32, i32* %5, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, double* %11, i64 %21
  store double %19, double* %22, align 8
  br label %23

23:                                               ; preds = %16
  %24 = load i32, i32* %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, i32* %5, align 4
  br label %12, !llvm.loop !9

26:                                               ; preds = %12
  store double 0.000000e+00, double* %6, align 8
  store i32 0, i32* %7, align 4
  br label %27

27:                                               ; preds = %38, %26
  %28 = load i32, i32* %7, align 4
  %29 = load i32, i32* %2, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %27
  %32 = load i32, i32* %7, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds double, double* %11, i64 %33
  %35 = load double, double* %34, align 8
  %36 = load double, double* %6, align 8
  %37 = fadd double %36, %35
  store double %37, double* %6, align 8
  br label %38

38:                                               ; preds = %31
  %39 = load i32, i32* %7, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, i32* %7, align 4
  br label %27, !llvm.loop !10

41:                                               ; preds = %27
  %42 = load double, double* %6, align 8
  %43 = load i8*, i8** %3, align 8
  call void @llvm.stackrestore(i8* %43)
  ret double %42
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i8* @llvm.stacksave() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore(i8*) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.big, align 8
  %3 = alloca %struct.small, align 4
  %4 = alloca %struct.pair, align 8
  %5 = alloca [32 x i8], align 16
  %6 = alloca %struct.big, align 8
  store i32 0, i32* %1, align 4
  call void @make_big(%struct.big* sret(%struct.big) align 8 %2, i64 noundef 3)
  %7 = call i64 @sum_big(%struct.big* noundef byval(%struct.big) align 8 %2)
  %8 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str, i64 0, i64 0), i64 noundef %7)
  %9 = call i64 @mk_small(i32 noundef 9)
  %10 = bitcast %struct.small* %3 to i64*
  store i64 %9, i64* %10, align 4
  %11 = call { double, double } @mk_pair(double noundef 1.500000e+00)
  %12 = bitcast %struct.pair* %4 to { double, double }*
  %13 = getelementptr inbounds { double, double }, { double, double }* %12, i32 0, i32 0
  %14 = extractvalue { double, double } %11, 0
  store double %14, double* %13, align 8
  %15 = getelementptr inbounds { double, double }, { double, double }* %12, i32 0, i32 1
  %16 = extractvalue { double, double } %11, 1
  store double %16, double* %15, align 8
  %17 = getelementptr inbounds %struct.small, %struct.small* %3, i32 0, i32 0
  %18 = load i32, i32* %17, align 4
  %19 = getelementptr inbounds %struct.small, %struct.small* %3, i32 0, i32 1
  %20 = load float, float* %19, align 4
  %21 = fpext float %20 to double
  %22 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 0
  %23 = load double, double* %22, align 8
  %24 = getelementptr inbounds %struct.pair, %struct.pair* %4, i32 0, i32 1
  %25 = load double, double* %24, align 8
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([30 x i8], [30 x i8]* @.str.1, i64 0, i64 0), i32 noundef %18, double noundef %21, double noundef %23, double noundef %25)
  %27 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  call void @llvm.memset.p0i8.i64(i8* align 16 %27, i8 120, i64 32, i1 false)
  %28 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %28, i8* align 1 getelementptr inbounds ([9 x i8], [9 x i8]* @.str.2, i64 0, i64 0), i64 8, i1 false)
  %29 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  %30 = getelementptr inbounds i8, i8* %29, i64 2
  %31 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  call void @llvm.memmove.p0i8.p0i8.i64(i8* align 1 %30, i8* align 16 %31, i64 6, i1 false)
  %32 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 12
  store i8 0, i8* %32, align 4
  %33 = getelementptr inbounds [32 x i8], [32 x i8]* %5, i64 0, i64 0
  %34 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([8 x i8], [8 x i8]* @.str.3, i64 0, i64 0), i8* noundef %33)
  %35 = bitcast %struct.big* %6 to i8*
  %36 = bitcast %struct.big* %2 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %35, i8* align 8 %36, i64 72, i1 false)
  %37 = getelementptr inbounds %struct.big, %struct.big* %6, i32 0, i32 0
  %38 = getelementptr inbounds [8 x i64], [8 x i64]* %37, i64 0, i64 7
  %39 = load i64, i64* %38, align 8
  %40 = call double @vla_sum(i32 noundef 17)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), i64 noundef %39, double noundef %40)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #2

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memmove.p0i8.p0i8.i64(i8* nocapture writeonly, i8* nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }
attributes #4 = { argmemonly nocallback nofree nounwind willreturn }

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
