; ModuleID = 'numeric.c'
source_filename = "numeric.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.c = private unnamed_addr constant [4 x double] [double 1.000000e+00, double -5.000000e-01, double 2.500000e-01, double 1.250000e-01], align 16
@.str = private unnamed_addr constant [10 x i8] c"dot=%.6f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"norm=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"softplus=%.6f\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"horner=%.6f\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"f(1,1,1,1)=%.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @dot(double* noundef %0, double* noundef %1, i32 noundef %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca double*, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store double* %1, double** %5, align 8
  store i32 %2, i32* %6, align 4
  store double 0.000000e+00, double* %7, align 8
  store i32 0, i32* %8, align 4
  br label %9

9:                                                ; preds = %26, %3
  %10 = load i32, i32* %8, align 4
  %11 = load i32, i32* %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %29

13:                                               ; preds = %9
  %14 = load double*, double** %4, align 8
  %15 = load i32, i32* %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, double* %14, i64 %16
  %18 = load double, double* %17, align 8
  %19 = load double*, double** %5, align 8
  %20 = load i32, i32* %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, double* %19, i64 %21
  %23 = load double, double* %22, align 8
  %24 = load double, double* %7, align 8
  %25 = call double @llvm.fmuladd.f64(double %18, double %23, double %24)
  store double %25, double* %7, align 8
  br label %26

26:                                               ; preds = %13
  %27 = load i32, i32* %8, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, i32* %8, align 4
  br label %9, !llvm.loop !6

29:                                               ; preds = %9
  %30 = load double, double* %7, align 8
  ret double %30
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @axpy(i32 noundef %0, double noundef %1, double* noundef %2, double* noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double*, align 8
  %8 = alloca double*, align 8
  %9 = alloca i32, align 4
  store i32 %0, i32* %5, align 4
  store double %1, double* %6, align 8
  store double* %2, double** %7, align 8
  store double* %3, double** %8, align 8
  store i32 0, i32* %9, align 4
  br label %10

10:                                               ; preds = %31, %4
  %11 = load i32, i32* %9, align 4
  %12 = load i32, i32* %5, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load double, double* %6, align 8
  %16 = load double*, double** %7, align 8
  %17 = load i32, i32* %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, double* %16, i64 %18
  %20 = load double, double* %19, align 8
  %21 = load double*, double** %8, align 8
  %22 = load i32, i32* %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds double, double* %21, i64 %23
  %25 = load double, double* %24, align 8
  %26 = call double @llvm.fmuladd.f64(double %15, double %20, double %25)
  %27 = load double*, double** %8, align 8
  %28 = load i32, i32* %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds double, double* %27, i64 %29
  store double %26, double* %30, align 8
  br label %31

31:                                               ; preds = %14
  %32 = load i32, i32* %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, i32* %9, align 4
  br label %10, !llvm.loop !8

34:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @norm2(double* noundef %0, i32 noundef %1) #0 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  store double* %0, double** %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load double*, double** %3, align 8
  %6 = load double*, double** %3, align 8
  %7 = load i32, i32* %4, align 4
  %8 = call double @dot(double* noundef %5, double* noundef %6, i32 noundef %7)
  %9 = call double @sqrt(double noundef %8) #5
  ret double %9
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @softplus_sum(double* noundef %0, i32 noundef %1) #0 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double* %0, double** %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %22, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %25

11:                                               ; preds = %7
  %12 = load double*, double** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, double* %12, i64 %14
  %16 = load double, double* %15, align 8
  %17 = call double @exp(double noundef %16) #5
  %18 = fadd double 1.000000e+00, %17
  %19 = call double @log(double noundef %18) #5
  %20 = load double, double* %5, align 8
  %21 = fadd double %20, %19
  store double %21, double* %5, align 8
  br label %22

22:                                               ; preds = %11
  %23 = load i32, i32* %6, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %6, align 4
  br label %7, !llvm.loop !9

25:                                               ; preds = %7
  %26 = load double, double* %5, align 8
  ret double %26
}

; Function Attrs: nounwind
declare double @log(double noundef) #2

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @horner(double* noundef %0, i32 noundef %1, double noundef %2) #0 {
  %4 = alloca double*, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store double* %0, double** %4, align 8
  store i32 %1, i32* %5, align 4
  store double %2, double* %6, align 8
  store double 0.000000e+00, double* %7, align 8
  %9 = load i32, i32* %5, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, i32* %8, align 4
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i32, i32* %8, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %26

14:                                               ; preds = %11
  %15 = load double, double* %7, align 8
  %16 = load double, double* %6, align 8
  %17 = load double*, double** %4, align 8
  %18 = load i32, i32* %8, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, double* %17, i64 %19
  %21 = load double, double* %20, align 8
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21)
  store double %22, double* %7, align 8
  br label %23

23:                                               ; preds = %14
  %24 = load i32, i32* %8, align 4
  %25 = add nsw i32 %24, -1
  store i32 %25, i32* %8, align 4
  br label %11, !llvm.loop !10

26:                                               ; preds = %11
  %27 = load double, double* %7, align 8
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x double], align 16
  %3 = alloca [64 x double], align 16
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [4 x double], align 16
  store i32 0, i32* %1, align 4
  store i32 0, i32* %4, align 4
  br label %7

7:                                                ; preds = %28, %0
  %8 = load i32, i32* %4, align 4
  %9 = icmp slt i32 %8, 64
  br i1 %9, label %10, label %31

10:                                               ; preds = %7
  %11 = load i32, i32* %4, align 4
  %12 = sitofp i32 %11 to double
  %13 = fdiv double %12, 6.400000e+01
  store double %13, double* %5, align 8
  %14 = load double, double* %5, align 8
  %15 = call double @signal(double noundef 1.500000e+00, double noundef 2.000000e+00, double noundef 2.500000e-01, double noundef %14)
  %16 = load i32, i32* %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 %17
  store double %15, double* %18, align 8
  %19 = load double, double* %5, align 8
  %20 = call double @pow(double noundef %19, double noundef 1.500000e+00) #5
  %21 = load double, double* %5, align 8
  %22 = fadd double %21, 1.000000e+00
  %23 = call double @sqrt(double noundef %22) #5
  %24 = fadd double %20, %23
  %25 = load i32, i32* %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 %26
  store double %24, double* %27, align 8
  br label %28

28:                                               ; preds = %10
  %29 = load i32, i32* %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %4, align 4
  br label %7, !llvm.loop !11

31:                                               ; preds = %7
  %32 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 0
  %33 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 0
  call void @axpy(i32 noundef 64, double noundef 5.000000e-01, double* noundef %32, double* noundef %33)
  %34 = bitcast [4 x double]* %6 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 16 %34, i8* align 16 bitcast ([4 x double]* @__const.main.c to i8*), i64 32, i1 false)
  %35 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 0
  %36 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 0
  %37 = call double @dot(double* noundef %35, double* noundef %36, i32 noundef 64)
  %38 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str, i64 0, i64 0), double noundef %37)
  %39 = getelementptr inbounds [64 x double], [64 x double]* %3, i64 0, i64 0
  %40 = call double @norm2(double* noundef %39, i32 noundef 64)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), double noundef %40)
  %42 = getelementptr inbounds [64 x double], [64 x double]* %2, i64 0, i64 0
  %43 = call double @softplus_sum(double* noundef %42, i32 noundef 64)
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([15 x i8], [15 x i8]* @.str.2, i64 0, i64 0), double noundef %43)
  %45 = getelementptr inbounds [4 x double], [4 x double]* %6, i64 0, i64 0
  %46 = call double @horner(double* noundef %45, i32 noundef 4, double noundef 7.500000e-01)
  %47 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([13 x i8], [13 x i8]* @.str.3, i64 0, i64 0), double noundef %46)
  %48 = call double @signal(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %49 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), double noundef %48)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @signal(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double %0, double* %5, align 8
  store double %1, double* %6, align 8
  store double %2, double* %7, align 8
  store double %3, double* %8, align 8
  %9 = load double, double* %5, align 8
  %10 = load double, double* %6, align 8
  %11 = load double, double* %8, align 8
  %12 = load double, double* %7, align 8
  %13 = call double @llvm.fmuladd.f64(double %10, double %11, double %12)
  %14 = call double @cos(double noundef %13) #5
  %15 = fmul double %9, %14
  ret double %15
}

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #2

; Function Attrs: argmemonly nocallback nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

; Function Attrs: nounwind
declare double @cos(double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
