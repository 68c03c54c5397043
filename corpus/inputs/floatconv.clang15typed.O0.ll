; ModuleID = 'floatconv.c'
source_filename = "floatconv.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"f=%.9g l=%ld u=%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"u64=%.1f\0A\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"round=%.1f %.1f %.1f %.1f\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"clamp=%.2f %.2f\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"fma=%.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"smooth=%.6f %.6f\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"class=%d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [34 x i8] c"nan<1=%d fabs=%.2f copysign=%.2f\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"hypot=%.6f atan2=%.6f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @to_float(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @trunc_to_long(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fptosi double %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @to_unsigned(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, float* %2, align 4
  %3 = load float, float* %2, align 4
  %4 = fptoui float %3 to i32
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @from_u64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = uitofp i64 %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @clampd(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, double* %4, align 8
  store double %1, double* %5, align 8
  store double %2, double* %6, align 8
  %7 = load double, double* %4, align 8
  %8 = load double, double* %5, align 8
  %9 = call double @llvm.maxnum.f64(double %7, double %8)
  %10 = load double, double* %6, align 8
  %11 = call double @llvm.minnum.f64(double %9, double %10)
  ret double %11
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.maxnum.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.minnum.f64(double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @smooth(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fcmp olt double %3, 0.000000e+00
  br i1 %4, label %5, label %9

5:                                                ; preds = %1
  %6 = load double, double* %2, align 8
  %7 = call double @exp(double noundef %6) #4
  %8 = fsub double %7, 1.000000e+00
  br label %11

9:                                                ; preds = %1
  %10 = load double, double* %2, align 8
  br label %11

11:                                               ; preds = %9, %5
  %12 = phi double [ %8, %5 ], [ %10, %9 ]
  ret double %12
}

; Function Attrs: nounwind
declare double @exp(double noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(double noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  store double %0, double* %3, align 8
  %4 = load double, double* %3, align 8
  %5 = fcmp uno double %4, %4
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  store i32 0, i32* %2, align 4
  br label %22

7:                                                ; preds = %1
  %8 = load double, double* %3, align 8
  %9 = call double @llvm.fabs.f64(double %8) #5
  %10 = fcmp oeq double %9, 0x7FF0000000000000
  %11 = bitcast double %8 to i64
  %12 = icmp slt i64 %11, 0
  %13 = select i1 %12, i32 -1, i32 1
  %14 = select i1 %10, i32 %13, i32 0
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %7
  store i32 1, i32* %2, align 4
  br label %22

17:                                               ; preds = %7
  %18 = load double, double* %3, align 8
  %19 = fcmp oeq double %18, 0.000000e+00
  br i1 %19, label %20, label %21

20:                                               ; preds = %17
  store i32 2, i32* %2, align 4
  br label %22

21:                                               ; preds = %17
  store i32 3, i32* %2, align 4
  br label %22

22:                                               ; preds = %21, %20, %16, %6
  %23 = load i32, i32* %2, align 4
  ret i32 %23
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fabs.f64(double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  store i32 0, i32* %1, align 4
  %3 = call float @to_float(double noundef 1.000000e-01)
  %4 = fpext float %3 to double
  %5 = call i64 @trunc_to_long(double noundef -3.990000e+00)
  %6 = call i32 @to_unsigned(float noundef 0x401F9999A0000000)
  %7 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str, i64 0, i64 0), double noundef %4, i64 noundef %5, i32 noundef %6)
  %8 = call double @from_u64(i64 noundef -1)
  %9 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([10 x i8], [10 x i8]* @.str.1, i64 0, i64 0), double noundef %8)
  %10 = call double @llvm.floor.f64(double -2.500000e+00)
  %11 = call double @llvm.ceil.f64(double -2.500000e+00)
  %12 = call double @llvm.round.f64(double -2.500000e+00)
  %13 = call double @llvm.trunc.f64(double -2.500000e+00)
  %14 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str.2, i64 0, i64 0), double noundef %10, double noundef %11, double noundef %12, double noundef %13)
  %15 = call double @clampd(double noundef 5.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %16 = call double @clampd(double noundef -1.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), double noundef %15, double noundef %16)
  %18 = call double @llvm.fma.f64(double 1.000000e-01, double 1.000000e+01, double -1.000000e+00)
  %19 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str.4, i64 0, i64 0), double noundef %18)
  %20 = call double @smooth(double noundef -1.000000e+00)
  %21 = call double @smooth(double noundef 2.000000e+00)
  %22 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.5, i64 0, i64 0), double noundef %20, double noundef %21)
  store double 0.000000e+00, double* %2, align 8
  %23 = load double, double* %2, align 8
  %24 = load double, double* %2, align 8
  %25 = fdiv double %23, %24
  %26 = call i32 @classify(double noundef %25)
  %27 = load double, double* %2, align 8
  %28 = fdiv double 1.000000e+00, %27
  %29 = call i32 @classify(double noundef %28)
  %30 = load double, double* %2, align 8
  %31 = call i32 @classify(double noundef %30)
  %32 = call i32 @classify(double noundef 2.000000e+00)
  %33 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef %26, i32 noundef %29, i32 noundef %31, i32 noundef %32)
  %34 = load double, double* %2, align 8
  %35 = load double, double* %2, align 8
  %36 = fdiv double %34, %35
  %37 = fcmp olt double %36, 1.000000e+00
  %38 = zext i1 %37 to i32
  %39 = call double @llvm.fabs.f64(double -3.250000e+00)
  %40 = call double @llvm.copysign.f64(double 2.000000e+00, double -0.000000e+00)
  %41 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([34 x i8], [34 x i8]* @.str.7, i64 0, i64 0), i32 noundef %38, double noundef %39, double noundef %40)
  %42 = call double @hypot(double noundef 3.000000e+00, double noundef 4.000000e+00) #4
  %43 = call double @atan2(double noundef 1.000000e+00, double noundef -1.000000e+00) #4
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([23 x i8], [23 x i8]* @.str.8, i64 0, i64 0), double noundef %42, double noundef %43)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.floor.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.ceil.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.round.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fma.f64(double, double, double) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #2

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { readnone }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 15.0.6"}
