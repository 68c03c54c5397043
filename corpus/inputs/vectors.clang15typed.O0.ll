; ModuleID = 'vectors.c'
source_filename = "vectors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [27 x i8] c"saxpy=%.1f %.1f %.1f %.1f\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"rev=%d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"il=%d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"max=%d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"hsum=%.4f s0=%.4f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @saxpy4(float noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #0 {
  %4 = alloca float, align 4
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  store float %0, float* %4, align 4
  store <4 x float> %1, <4 x float>* %5, align 16
  store <4 x float> %2, <4 x float>* %6, align 16
  %7 = load float, float* %4, align 4
  %8 = insertelement <4 x float> poison, float %7, i32 0
  %9 = shufflevector <4 x float> %8, <4 x float> poison, <4 x i32> zeroinitializer
  %10 = load <4 x float>, <4 x float>* %5, align 16
  %11 = load <4 x float>, <4 x float>* %6, align 16
  %12 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %9, <4 x float> %10, <4 x float> %11)
  ret <4 x float> %12
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @reverse4(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %2, align 16
  %3 = load <4 x i32>, <4 x i32>* %2, align 16
  %4 = load <4 x i32>, <4 x i32>* %2, align 16
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @interleave(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %5 = load <4 x i32>, <4 x i32>* %3, align 16
  %6 = load <4 x i32>, <4 x i32>* %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x double> @swap2(<2 x double> noundef %0) #0 {
  %2 = alloca <2 x double>, align 16
  store <2 x double> %0, <2 x double>* %2, align 16
  %3 = load <2 x double>, <2 x double>* %2, align 16
  %4 = load <2 x double>, <2 x double>* %2, align 16
  %5 = shufflevector <2 x double> %3, <2 x double> %4, <2 x i32> <i32 1, i32 0>
  ret <2 x double> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x i32> @max4(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %0, <4 x i32>* %3, align 16
  store <4 x i32> %1, <4 x i32>* %4, align 16
  %6 = load <4 x i32>, <4 x i32>* %3, align 16
  %7 = load <4 x i32>, <4 x i32>* %4, align 16
  %8 = icmp sgt <4 x i32> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, <4 x i32>* %5, align 16
  %10 = load <4 x i32>, <4 x i32>* %3, align 16
  %11 = load <4 x i32>, <4 x i32>* %5, align 16
  %12 = and <4 x i32> %10, %11
  %13 = load <4 x i32>, <4 x i32>* %4, align 16
  %14 = load <4 x i32>, <4 x i32>* %5, align 16
  %15 = xor <4 x i32> %14, <i32 -1, i32 -1, i32 -1, i32 -1>
  %16 = and <4 x i32> %13, %15
  %17 = or <4 x i32> %12, %16
  ret <4 x i32> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @hsum(<2 x double> noundef %0) #0 {
  %2 = alloca <2 x double>, align 16
  store <2 x double> %0, <2 x double>* %2, align 16
  %3 = load <2 x double>, <2 x double>* %2, align 16
  %4 = extractelement <2 x double> %3, i32 0
  %5 = load <2 x double>, <2 x double>* %2, align 16
  %6 = extractelement <2 x double> %5, i32 1
  %7 = fadd double %4, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <4 x i32>, align 16
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <2 x double>, align 16
  %11 = alloca <2 x double>, align 16
  store i32 0, i32* %1, align 4
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, <4 x float>* %2, align 16
  store <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float>* %3, align 16
  %12 = load <4 x float>, <4 x float>* %2, align 16
  %13 = load <4 x float>, <4 x float>* %3, align 16
  %14 = call <4 x float> @saxpy4(float noundef 2.000000e+00, <4 x float> noundef %12, <4 x float> noundef %13)
  store <4 x float> %14, <4 x float>* %4, align 16
  %15 = load <4 x float>, <4 x float>* %4, align 16
  %16 = extractelement <4 x float> %15, i32 0
  %17 = fpext float %16 to double
  %18 = load <4 x float>, <4 x float>* %4, align 16
  %19 = extractelement <4 x float> %18, i32 1
  %20 = fpext float %19 to double
  %21 = load <4 x float>, <4 x float>* %4, align 16
  %22 = extractelement <4 x float> %21, i32 2
  %23 = fpext float %22 to double
  %24 = load <4 x float>, <4 x float>* %4, align 16
  %25 = extractelement <4 x float> %24, i32 3
  %26 = fpext float %25 to double
  %27 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([27 x i8], [27 x i8]* @.str, i64 0, i64 0), double noundef %17, double noundef %20, double noundef %23, double noundef %26)
  store <4 x i32> <i32 1, i32 9, i32 3, i32 7>, <4 x i32>* %5, align 16
  store <4 x i32> <i32 5, i32 2, i32 8, i32 4>, <4 x i32>* %6, align 16
  %28 = load <4 x i32>, <4 x i32>* %5, align 16
  %29 = call <4 x i32> @reverse4(<4 x i32> noundef %28)
  store <4 x i32> %29, <4 x i32>* %7, align 16
  %30 = load <4 x i32>, <4 x i32>* %5, align 16
  %31 = load <4 x i32>, <4 x i32>* %6, align 16
  %32 = call <4 x i32> @interleave(<4 x i32> noundef %30, <4 x i32> noundef %31)
  store <4 x i32> %32, <4 x i32>* %8, align 16
  %33 = load <4 x i32>, <4 x i32>* %5, align 16
  %34 = load <4 x i32>, <4 x i32>* %6, align 16
  %35 = call <4 x i32> @max4(<4 x i32> noundef %33, <4 x i32> noundef %34)
  store <4 x i32> %35, <4 x i32>* %9, align 16
  %36 = load <4 x i32>, <4 x i32>* %7, align 16
  %37 = extractelement <4 x i32> %36, i32 0
  %38 = load <4 x i32>, <4 x i32>* %7, align 16
  %39 = extractelement <4 x i32> %38, i32 1
  %40 = load <4 x i32>, <4 x i32>* %7, align 16
  %41 = extractelement <4 x i32> %40, i32 2
  %42 = load <4 x i32>, <4 x i32>* %7, align 16
  %43 = extractelement <4 x i32> %42, i32 3
  %44 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.1, i64 0, i64 0), i32 noundef %37, i32 noundef %39, i32 noundef %41, i32 noundef %43)
  %45 = load <4 x i32>, <4 x i32>* %8, align 16
  %46 = extractelement <4 x i32> %45, i32 0
  %47 = load <4 x i32>, <4 x i32>* %8, align 16
  %48 = extractelement <4 x i32> %47, i32 1
  %49 = load <4 x i32>, <4 x i32>* %8, align 16
  %50 = extractelement <4 x i32> %49, i32 2
  %51 = load <4 x i32>, <4 x i32>* %8, align 16
  %52 = extractelement <4 x i32> %51, i32 3
  %53 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %52)
  %54 = load <4 x i32>, <4 x i32>* %9, align 16
  %55 = extractelement <4 x i32> %54, i32 0
  %56 = load <4 x i32>, <4 x i32>* %9, align 16
  %57 = extractelement <4 x i32> %56, i32 1
  %58 = load <4 x i32>, <4 x i32>* %9, align 16
  %59 = extractelement <4 x i32> %58, i32 2
  %60 = load <4 x i32>, <4 x i32>* %9, align 16
  %61 = extractelement <4 x i32> %60, i32 3
  %62 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.3, i64 0, i64 0), i32 noundef %55, i32 noundef %57, i32 noundef %59, i32 noundef %61)
  store <2 x double> <double 1.250000e+00, double -3.500000e+00>, <2 x double>* %10, align 16
  %63 = load <2 x double>, <2 x double>* %10, align 16
  %64 = call <2 x double> @swap2(<2 x double> noundef %63)
  %65 = load <2 x double>, <2 x double>* %10, align 16
  %66 = fmul <2 x double> %64, %65
  store <2 x double> %66, <2 x double>* %11, align 16
  %67 = load <2 x double>, <2 x double>* %10, align 16
  %68 = call double @hsum(<2 x double> noundef %67)
  %69 = load <2 x double>, <2 x double>* %11, align 16
  %70 = extractelement <2 x double> %69, i32 0
  %71 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([19 x i8], [19 x i8]* @.str.4, i64 0, i64 0), double noundef %68, double noundef %70)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 15.0.6"}
