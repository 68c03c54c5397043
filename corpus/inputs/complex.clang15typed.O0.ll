; ModuleID = 'complex.c'
source_filename = "complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"mul=%.4f%+.4fi div=%.4f%+.4fi\0A\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"rot=%.6f%+.6fi abs=%.6f\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"conj=%.1f%+.1fi\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  store double %0, double* %8, align 8
  %9 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  store double %1, double* %9, align 8
  %10 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  store double %2, double* %10, align 8
  %11 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  store double %3, double* %11, align 8
  %12 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  %13 = load double, double* %12, align 8
  %14 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  %17 = load double, double* %16, align 8
  %18 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  %19 = load double, double* %18, align 8
  %20 = fmul double %13, %17
  %21 = fmul double %15, %19
  %22 = fmul double %13, %19
  %23 = fmul double %15, %17
  %24 = fsub double %20, %21
  %25 = fadd double %22, %23
  %26 = fcmp uno double %24, %24
  br i1 %26, label %27, label %33, !prof !6

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25
  br i1 %28, label %29, label %33, !prof !6

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #4
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ]
  %36 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  store double %34, double* %36, align 8
  store double %35, double* %37, align 8
  %38 = load { double, double }, { double, double }* %5, align 8
  ret { double, double } %38
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cdiv(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  store double %0, double* %8, align 8
  %9 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  store double %1, double* %9, align 8
  %10 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  store double %2, double* %10, align 8
  %11 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  store double %3, double* %11, align 8
  %12 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  %13 = load double, double* %12, align 8
  %14 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  %15 = load double, double* %14, align 8
  %16 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  %17 = load double, double* %16, align 8
  %18 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  %19 = load double, double* %18, align 8
  %20 = call { double, double } @__divdc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #4
  %21 = extractvalue { double, double } %20, 0
  %22 = extractvalue { double, double } %20, 1
  %23 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  %24 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  store double %21, double* %23, align 8
  store double %22, double* %24, align 8
  %25 = load { double, double }, { double, double }* %5, align 8
  ret { double, double } %25
}

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @rotate(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  store double %0, double* %7, align 8
  %8 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  store double %1, double* %8, align 8
  store double %2, double* %6, align 8
  %9 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  %12 = load double, double* %11, align 8
  %13 = load double, double* %6, align 8
  %14 = call double @cos(double noundef %13) #4
  %15 = load double, double* %6, align 8
  %16 = call double @sin(double noundef %15) #4
  %17 = fmul double %16, 0.000000e+00
  %18 = fmul double %16, 1.000000e+00
  %19 = fadd double %14, %17
  %20 = fmul double %10, %19
  %21 = fmul double %12, %18
  %22 = fmul double %10, %18
  %23 = fmul double %12, %19
  %24 = fsub double %20, %21
  %25 = fadd double %22, %23
  %26 = fcmp uno double %24, %24
  br i1 %26, label %27, label %33, !prof !6

27:                                               ; preds = %3
  %28 = fcmp uno double %25, %25
  br i1 %28, label %29, label %33, !prof !6

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %10, double noundef %12, double noundef %19, double noundef %18) #4
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %3
  %34 = phi double [ %24, %3 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi double [ %25, %3 ], [ %25, %27 ], [ %32, %29 ]
  %36 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  store double %34, double* %36, align 8
  store double %35, double* %37, align 8
  %38 = load { double, double }, { double, double }* %4, align 8
  ret { double, double } %38
}

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @poly_abs(double noundef %0, double noundef %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  store double %0, double* %5, align 8
  %6 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  store double %1, double* %6, align 8
  %7 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  %8 = load double, double* %7, align 8
  %9 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  %10 = load double, double* %9, align 8
  %11 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  %12 = load double, double* %11, align 8
  %13 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  %14 = load double, double* %13, align 8
  %15 = fmul double %8, %12
  %16 = fmul double %10, %14
  %17 = fmul double %8, %14
  %18 = fmul double %10, %12
  %19 = fsub double %15, %16
  %20 = fadd double %17, %18
  %21 = fcmp uno double %19, %19
  br i1 %21, label %22, label %28, !prof !6

22:                                               ; preds = %2
  %23 = fcmp uno double %20, %20
  br i1 %23, label %24, label %28, !prof !6

24:                                               ; preds = %22
  %25 = call { double, double } @__muldc3(double noundef %8, double noundef %10, double noundef %12, double noundef %14) #4
  %26 = extractvalue { double, double } %25, 0
  %27 = extractvalue { double, double } %25, 1
  br label %28

28:                                               ; preds = %24, %22, %2
  %29 = phi double [ %19, %2 ], [ %19, %22 ], [ %26, %24 ]
  %30 = phi double [ %20, %2 ], [ %20, %22 ], [ %27, %24 ]
  %31 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  %32 = load double, double* %31, align 8
  %33 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  %34 = load double, double* %33, align 8
  %35 = fmul double %29, %32
  %36 = fmul double %30, %34
  %37 = fmul double %29, %34
  %38 = fmul double %30, %32
  %39 = fsub double %35, %36
  %40 = fadd double %37, %38
  %41 = fcmp uno double %39, %39
  br i1 %41, label %42, label %48, !prof !6

42:                                               ; preds = %28
  %43 = fcmp uno double %40, %40
  br i1 %43, label %44, label %48, !prof !6

44:                                               ; preds = %42
  %45 = call { double, double } @__muldc3(double noundef %29, double noundef %30, double noundef %32, double noundef %34) #4
  %46 = extractvalue { double, double } %45, 0
  %47 = extractvalue { double, double } %45, 1
  br label %48

48:                                               ; preds = %44, %42, %28
  %49 = phi double [ %39, %28 ], [ %39, %42 ], [ %46, %44 ]
  %50 = phi double [ %40, %28 ], [ %40, %42 ], [ %47, %44 ]
  %51 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  %52 = load double, double* %51, align 8
  %53 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  %54 = load double, double* %53, align 8
  %55 = fmul double 2.000000e+00, %52
  %56 = fmul double 2.000000e+00, %54
  %57 = fsub double %49, %55
  %58 = fsub double %50, %56
  %59 = fadd double %57, 1.000000e+00
  %60 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %61 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  store double %59, double* %60, align 8
  store double %58, double* %61, align 8
  %62 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %63 = load double, double* %62, align 8
  %64 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %65 = load double, double* %64, align 8
  %66 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %67 = load double, double* %66, align 8
  %68 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %69 = load double, double* %68, align 8
  %70 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %71 = load double, double* %70, align 8
  %72 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %73 = load double, double* %72, align 8
  %74 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %75 = load double, double* %74, align 8
  %76 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %77 = load double, double* %76, align 8
  %78 = fmul double %73, %77
  %79 = call double @llvm.fmuladd.f64(double %63, double %67, double %78)
  %80 = call double @sqrt(double noundef %79) #4
  ret double %80
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca { double, double }, align 8
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  store i32 0, i32* %1, align 4
  %13 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 0
  %14 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 1
  store double 1.000000e+00, double* %13, align 8
  store double 2.000000e+00, double* %14, align 8
  %15 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  %16 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  store double 3.000000e+00, double* %15, align 8
  store double -1.000000e+00, double* %16, align 8
  %17 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 0
  %18 = load double, double* %17, align 8
  %19 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 1
  %20 = load double, double* %19, align 8
  %21 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  %22 = load double, double* %21, align 8
  %23 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  %24 = load double, double* %23, align 8
  %25 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  %26 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  store double %18, double* %25, align 8
  store double %20, double* %26, align 8
  %27 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 0
  %28 = load double, double* %27, align 8
  %29 = getelementptr inbounds { double, double }, { double, double }* %5, i32 0, i32 1
  %30 = load double, double* %29, align 8
  %31 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  %32 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  store double %22, double* %31, align 8
  store double %24, double* %32, align 8
  %33 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 0
  %34 = load double, double* %33, align 8
  %35 = getelementptr inbounds { double, double }, { double, double }* %6, i32 0, i32 1
  %36 = load double, double* %35, align 8
  %37 = call { double, double } @cmul(double noundef %28, double noundef %30, double noundef %34, double noundef %36)
  %38 = extractvalue { double, double } %37, 0
  %39 = extractvalue { double, double } %37, 1
  %40 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %41 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  store double %38, double* %40, align 8
  store double %39, double* %41, align 8
  %42 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 0
  %43 = load double, double* %42, align 8
  %44 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 1
  %45 = load double, double* %44, align 8
  %46 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 0
  %47 = load double, double* %46, align 8
  %48 = getelementptr inbounds { double, double }, { double, double }* %3, i32 0, i32 1
  %49 = load double, double* %48, align 8
  %50 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 0
  %51 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 1
  store double %43, double* %50, align 8
  store double %45, double* %51, align 8
  %52 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 0
  %53 = load double, double* %52, align 8
  %54 = getelementptr inbounds { double, double }, { double, double }* %8, i32 0, i32 1
  %55 = load double, double* %54, align 8
  %56 = getelementptr inbounds { double, double }, { double, double }* %9, i32 0, i32 0
  %57 = getelementptr inbounds { double, double }, { double, double }* %9, i32 0, i32 1
  store double %47, double* %56, align 8
  store double %49, double* %57, align 8
  %58 = getelementptr inbounds { double, double }, { double, double }* %9, i32 0, i32 0
  %59 = load double, double* %58, align 8
  %60 = getelementptr inbounds { double, double }, { double, double }* %9, i32 0, i32 1
  %61 = load double, double* %60, align 8
  %62 = call { double, double } @cdiv(double noundef %53, double noundef %55, double noundef %59, double noundef %61)
  %63 = extractvalue { double, double } %62, 0
  %64 = extractvalue { double, double } %62, 1
  %65 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  %66 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  store double %63, double* %65, align 8
  store double %64, double* %66, align 8
  %67 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %68 = load double, double* %67, align 8
  %69 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %70 = load double, double* %69, align 8
  %71 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 0
  %72 = load double, double* %71, align 8
  %73 = getelementptr inbounds { double, double }, { double, double }* %4, i32 0, i32 1
  %74 = load double, double* %73, align 8
  %75 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  %76 = load double, double* %75, align 8
  %77 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  %78 = load double, double* %77, align 8
  %79 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 0
  %80 = load double, double* %79, align 8
  %81 = getelementptr inbounds { double, double }, { double, double }* %7, i32 0, i32 1
  %82 = load double, double* %81, align 8
  %83 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([31 x i8], [31 x i8]* @.str, i64 0, i64 0), double noundef %68, double noundef %74, double noundef %76, double noundef %82)
  %84 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %85 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  store double 1.000000e+00, double* %84, align 8
  store double 0.000000e+00, double* %85, align 8
  %86 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 0
  %87 = load double, double* %86, align 8
  %88 = getelementptr inbounds { double, double }, { double, double }* %11, i32 0, i32 1
  %89 = load double, double* %88, align 8
  %90 = call { double, double } @rotate(double noundef %87, double noundef %89, double noundef 5.000000e-01)
  %91 = extractvalue { double, double } %90, 0
  %92 = extractvalue { double, double } %90, 1
  %93 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %94 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  store double %91, double* %93, align 8
  store double %92, double* %94, align 8
  %95 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %96 = load double, double* %95, align 8
  %97 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %98 = load double, double* %97, align 8
  %99 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 0
  %100 = load double, double* %99, align 8
  %101 = getelementptr inbounds { double, double }, { double, double }* %10, i32 0, i32 1
  %102 = load double, double* %101, align 8
  %103 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 0
  %104 = load double, double* %103, align 8
  %105 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 1
  %106 = load double, double* %105, align 8
  %107 = getelementptr inbounds { double, double }, { double, double }* %12, i32 0, i32 0
  %108 = getelementptr inbounds { double, double }, { double, double }* %12, i32 0, i32 1
  store double %104, double* %107, align 8
  store double %106, double* %108, align 8
  %109 = getelementptr inbounds { double, double }, { double, double }* %12, i32 0, i32 0
  %110 = load double, double* %109, align 8
  %111 = getelementptr inbounds { double, double }, { double, double }* %12, i32 0, i32 1
  %112 = load double, double* %111, align 8
  %113 = call double @poly_abs(double noundef %110, double noundef %112)
  %114 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([25 x i8], [25 x i8]* @.str.1, i64 0, i64 0), double noundef %96, double noundef %102, double noundef %113)
  %115 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 0
  %116 = load double, double* %115, align 8
  %117 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 1
  %118 = load double, double* %117, align 8
  %119 = fneg double %118
  %120 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 0
  %121 = load double, double* %120, align 8
  %122 = getelementptr inbounds { double, double }, { double, double }* %2, i32 0, i32 1
  %123 = load double, double* %122, align 8
  %124 = fneg double %123
  %125 = call i32 (i8*, ...) @printf(i8* noundef getelementptr inbounds ([17 x i8], [17 x i8]* @.str.2, i64 0, i64 0), double noundef %116, double noundef %124)
  ret i32 0
}

declare i32 @printf(i8* noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 15.0.6"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
