; ModuleID = 'gradients.c'
source_filename = "gradients.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"cos=%.12f\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"poly=%.6f loop=%.9f\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"branch=%.9f %.9f\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"out=%.9f %.9f chain=%.9f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_cos(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
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
declare double @cos(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_poly(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fmul double 3.000000e+00, %3
  %5 = load double, double* %2, align 8
  %6 = fmul double %4, %5
  %7 = load double, double* %2, align 8
  %8 = load double, double* %2, align 8
  %9 = fmul double 2.000000e+00, %8
  %10 = load double, double* %2, align 8
  %11 = fmul double %9, %10
  %12 = fneg double %11
  %13 = call double @llvm.fmuladd.f64(double %6, double %7, double %12)
  %14 = load double, double* %2, align 8
  %15 = fadd double %13, %14
  %16 = fsub double %15, 5.000000e+00
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_loop(double* noundef %0, i32 noundef %1) #0 {
  %3 = alloca double*, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store double* %0, double** %3, align 8
  store i32 %1, i32* %4, align 4
  store double 0.000000e+00, double* %5, align 8
  store i32 0, i32* %6, align 4
  br label %7

7:                                                ; preds = %25, %2
  %8 = load i32, i32* %6, align 4
  %9 = load i32, i32* %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %28

11:                                               ; preds = %7
  %12 = load double*, double** %3, align 8
  %13 = load i32, i32* %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, double* %12, i64 %14
  %16 = load double, double* %15, align 8
  %17 = call double @sin(double noundef %16) #5
  %18 = load double*, double** %3, align 8
  %19 = load i32, i32* %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds double, double* %18, i64 %20
  %22 = load double, double* %21, align 8
  %23 = load double, double* %5, align 8
  %24 = call double @llvm.fmuladd.f64(double %17, double %22, double %23)
  store double %24, double* %5, align 8
  br label %25

25:                                               ; preds = %11
  %26 = load i32, i32* %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, i32* %6, align 4
  br label %7, !llvm.loop !6

28:                                               ; preds = %7
  %29 = load double, double* %5, align 8
  ret double %29
}

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_branch(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = fcmp ogt double %3, 1.000000e+00
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load double, double* %2, align 8
  %7 = call double @log(double noundef %6) #5
  br label %12

8:                                                ; preds = %1
  %9 = load double, double* %2, align 8
  %10 = load double, double* %2, align 8
  %11 = call double @llvm.fmuladd.f64(double %9, double %10, double -1.000000e+00)
  br label %12

12:                                               ; preds = %8, %5
  %13 = phi double [ %7, %5 ], [ %11, %8 ]
  ret double %13
}

; Function Attrs: nounwind
declare double @log(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @f_out(double noundef %0, double* noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double*, align 8
  store double %0, double* %3, align 8
  store double* %1, double** %4, align 8
  %5 = load double, double* %3, align 8
  %6 = call double @exp(double noundef %5) #5
  %7 = load double, double* %3, align 8
  %8 = call double @tanh(double noundef %7) #5
  %9 = fmul double %6, %8
  %10 = load double*, double** %4, align 8
  %11 = getelementptr inbounds double, double* %10, i64 0
  store double %9, double* %11, align 8
  %12 = load double, double* %3, align 8
  %13 = load double, double* %3, align 8
  %14 = call double @llvm.fmuladd.f64(double %12, double %13, double 1.000000e+00)
  %15 = call double @sqrt(double noundef %14) #5
  %16 = load double*, double** %4, align 8
  %17 = getelementptr inbounds double, double* %16, i64 1
  store double %15, double* %17, align 8
  ret void
}

; Function Attrs: nounwind
declare double @exp(double noundef) #1

; Function Attrs: nounwind
declare double @tanh(double noundef) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @f_chain(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, double* %2, align 8
  %3 = load double, double* %2, align 8
  %4 = call double @f_branch(double noundef %3)
  %5 = call double @f_poly(double noundef %4)
  %6 = load double, double* %2, align 8
  %7 = call double @f_cos(double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef %6)
  %8 = fadd double %5, %7
  ret double %8
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [5 x double], align 16
  %3 = alloca [2 x double], align 16
  store i32 0, i32* %1, align 4
  %4 = bitcast [5 x double]* %2 to i8*
  call void @llvm.memset.p0i8.i64(i8* align 16 %4, i8 0, i64 40, i1 false)
  %5 = bitcast i8* %4 to [5 x double]*
  %6 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 0
  store double 1.000000e-01, double* %6, align 16
  %7 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 1
  store double 2.000000e-01, double* %7, align 8
  %8 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 2
  store double 3.000000e-01, double* %8, align 16
  %9 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 3
  store double 4.000000e-01, double* %9, align 8
  %10 = getelementptr inbounds [5 x double], [5 x double]* %5, i32 0, i32 4
  store double 5.000000e-01, double* %10, align 16
  %11 = getelementptr inbounds [2 x double], [2 x double]* %3, i64 0, i64 0
  call void @f_out(double noundef 5.000000e-01, double* noundef %11)
  %12 = call double @f_cos(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %13 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([11 x i8], [11 x i8]* @.str, i64 0, i64 0), double noundef %12)
  %14 = call double @f_poly(double noundef 1.500000e+00)
  %15 = getelementptr inbounds [5 x double], [5 x double]* %2, i64 0, i64 0
  %16 = call double @f_loop(double* noundef %15, i32 noundef 5)
  %17 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([21 x i8], [21 x i8]* @.str.1, i64 0, i64 0), double noundef %14, double noundef %16)
  %18 = call double @f_branch(double noundef 5.000000e-01)
  %19 = call double @f_branch(double noundef 2.500000e+00)
  %20 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([18 x i8], [18 x i8]* @.str.2, i64 0, i64 0), double noundef %18, double noundef %19)
  %21 = getelementptr inbounds [2 x double], [2 x double]* %3, i64 0, i64 0
  %22 = load double, double* %21, align 16
  %23 = getelementptr inbounds [2 x double], [2 x double]* %3, i64 0, i64 1
  %24 = load double, double* %23, align 8
  %25 = call double @f_chain(double noundef 7.500000e-01)
  %26 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([26 x i8], [26 x i8]* @.str.3, i64 0, i64 0), double noundef %22, double noundef %24, double noundef %25)
  ret i32 0
}

; Function Attrs: argmemonly nocallback nofree nounwind willreturn writeonly
declare void @llvm.memset.p0i8.i64(i8* nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @printf(i8* noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { argmemonly nocallback nofree nounwind willreturn writeonly }
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
