; ModuleID = 'complex.c'
source_filename = "complex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"mul=%.4f%+.4fi div=%.4f%+.4fi\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"rot=%.6f%+.6fi abs=%.6f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [17 x i8] c"conj=%.1f%+.1fi\0A\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 !dbg !27 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
    #dbg_declare(ptr %6, !32, !DIExpression(), !33)
    #dbg_declare(ptr %7, !34, !DIExpression(), !35)
  %12 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0, !dbg !36
  %13 = load double, ptr %12, align 8, !dbg !36
  %14 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1, !dbg !36
  %15 = load double, ptr %14, align 8, !dbg !36
  %16 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0, !dbg !37
  %17 = load double, ptr %16, align 8, !dbg !37
  %18 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1, !dbg !37
  %19 = load double, ptr %18, align 8, !dbg !37
  %20 = fmul double %13, %17, !dbg !38
  %21 = fmul double %15, %19, !dbg !38
  %22 = fmul double %13, %19, !dbg !38
  %23 = fmul double %15, %17, !dbg !38
  %24 = fsub double %20, %21, !dbg !38
  %25 = fadd double %22, %23, !dbg !38
  %26 = fcmp uno double %24, %24, !dbg !38
  br i1 %26, label %27, label %33, !dbg !38, !prof !39

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25, !dbg !38
  br i1 %28, label %29, label %33, !dbg !38, !prof !39

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #4, !dbg !38
  %31 = extractvalue { double, double } %30, 0, !dbg !38
  %32 = extractvalue { double, double } %30, 1, !dbg !38
  br label %33, !dbg !38

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ], !dbg !38
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ], !dbg !38
  %36 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 0, !dbg !40
  %37 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1, !dbg !40
  store double %34, ptr %36, align 8, !dbg !40
  store double %35, ptr %37, align 8, !dbg !40
  %38 = load { double, double }, ptr %5, align 8, !dbg !40
  ret { double, double } %38, !dbg !40
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cdiv(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 !dbg !41 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
    #dbg_declare(ptr %6, !42, !DIExpression(), !43)
    #dbg_declare(ptr %7, !44, !DIExpression(), !45)
  %12 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0, !dbg !46
  %13 = load double, ptr %12, align 8, !dbg !46
  %14 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1, !dbg !46
  %15 = load double, ptr %14, align 8, !dbg !46
  %16 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0, !dbg !47
  %17 = load double, ptr %16, align 8, !dbg !47
  %18 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1, !dbg !47
  %19 = load double, ptr %18, align 8, !dbg !47
  %20 = call { double, double } @__divdc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #4, !dbg !48
  %21 = extractvalue { double, double } %20, 0, !dbg !48
  %22 = extractvalue { double, double } %20, 1, !dbg !48
  %23 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 0, !dbg !49
  %24 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1, !dbg !49
  store double %21, ptr %23, align 8, !dbg !49
  store double %22, ptr %24, align 8, !dbg !49
  %25 = load { double, double }, ptr %5, align 8, !dbg !49
  ret { double, double } %25, !dbg !49
}

declare { double, double } @__divdc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @rotate(double noundef %0, double noundef %1, double noundef %2) #0 !dbg !50 {
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca double, align 8
  %7 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 0
  store double %0, ptr %7, align 8
  %8 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1
  store double %1, ptr %8, align 8
    #dbg_declare(ptr %5, !54, !DIExpression(), !55)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !56, !DIExpression(), !57)
  %9 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 0, !dbg !58
  %10 = load double, ptr %9, align 8, !dbg !58
  %11 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1, !dbg !58
  %12 = load double, ptr %11, align 8, !dbg !58
  %13 = load double, ptr %6, align 8, !dbg !59
  %14 = call double @cos(double noundef %13) #4, !dbg !60
  %15 = load double, ptr %6, align 8, !dbg !61
  %16 = call double @sin(double noundef %15) #4, !dbg !62
  %17 = fmul double %16, 0.000000e+00, !dbg !63
  %18 = fmul double %16, 1.000000e+00, !dbg !63
  %19 = fadd double %14, %17, !dbg !64
  %20 = fmul double %10, %19, !dbg !65
  %21 = fmul double %12, %18, !dbg !65
  %22 = fmul double %10, %18, !dbg !65
  %23 = fmul double %12, %19, !dbg !65
  %24 = fsub double %20, %21, !dbg !65
  %25 = fadd double %22, %23, !dbg !65
  %26 = fcmp uno double %24, %24, !dbg !65
  br i1 %26, label %27, label %33, !dbg !65, !prof !39

27:                                               ; preds = %3
  %28 = fcmp uno double %25, %25, !dbg !65
  br i1 %28, label %29, label %33, !dbg !65, !prof !39

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %10, double noundef %12, double noundef %19, double noundef %18) #4, !dbg !65
  %31 = extractvalue { double, double } %30, 0, !dbg !65
  %32 = extractvalue { double, double } %30, 1, !dbg !65
  br label %33, !dbg !65

33:                                               ; preds = %29, %27, %3
  %34 = phi double [ %24, %3 ], [ %24, %27 ], [ %31, %29 ], !dbg !65
  %35 = phi double [ %25, %3 ], [ %25, %27 ], [ %32, %29 ], !dbg !65
  %36 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !66
  %37 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !66
  store double %34, ptr %36, align 8, !dbg !66
  store double %35, ptr %37, align 8, !dbg !66
  %38 = load { double, double }, ptr %4, align 8, !dbg !66
  ret { double, double } %38, !dbg !66
}

; Function Attrs: nounwind
declare double @cos(double noundef) #1

; Function Attrs: nounwind
declare double @sin(double noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @poly_abs(double noundef %0, double noundef %1) #0 !dbg !67 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %6, align 8
    #dbg_declare(ptr %3, !70, !DIExpression(), !71)
    #dbg_declare(ptr %4, !72, !DIExpression(), !73)
  %7 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0, !dbg !74
  %8 = load double, ptr %7, align 8, !dbg !74
  %9 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1, !dbg !74
  %10 = load double, ptr %9, align 8, !dbg !74
  %11 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0, !dbg !75
  %12 = load double, ptr %11, align 8, !dbg !75
  %13 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1, !dbg !75
  %14 = load double, ptr %13, align 8, !dbg !75
  %15 = fmul double %8, %12, !dbg !76
  %16 = fmul double %10, %14, !dbg !76
  %17 = fmul double %8, %14, !dbg !76
  %18 = fmul double %10, %12, !dbg !76
  %19 = fsub double %15, %16, !dbg !76
  %20 = fadd double %17, %18, !dbg !76
  %21 = fcmp uno double %19, %19, !dbg !76
  br i1 %21, label %22, label %28, !dbg !76, !prof !39

22:                                               ; preds = %2
  %23 = fcmp uno double %20, %20, !dbg !76
  br i1 %23, label %24, label %28, !dbg !76, !prof !39

24:                                               ; preds = %22
  %25 = call { double, double } @__muldc3(double noundef %8, double noundef %10, double noundef %12, double noundef %14) #4, !dbg !76
  %26 = extractvalue { double, double } %25, 0, !dbg !76
  %27 = extractvalue { double, double } %25, 1, !dbg !76
  br label %28, !dbg !76

28:                                               ; preds = %24, %22, %2
  %29 = phi double [ %19, %2 ], [ %19, %22 ], [ %26, %24 ], !dbg !76
  %30 = phi double [ %20, %2 ], [ %20, %22 ], [ %27, %24 ], !dbg !76
  %31 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0, !dbg !77
  %32 = load double, ptr %31, align 8, !dbg !77
  %33 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1, !dbg !77
  %34 = load double, ptr %33, align 8, !dbg !77
  %35 = fmul double %29, %32, !dbg !78
  %36 = fmul double %30, %34, !dbg !78
  %37 = fmul double %29, %34, !dbg !78
  %38 = fmul double %30, %32, !dbg !78
  %39 = fsub double %35, %36, !dbg !78
  %40 = fadd double %37, %38, !dbg !78
  %41 = fcmp uno double %39, %39, !dbg !78
  br i1 %41, label %42, label %48, !dbg !78, !prof !39

42:                                               ; preds = %28
  %43 = fcmp uno double %40, %40, !dbg !78
  br i1 %43, label %44, label %48, !dbg !78, !prof !39

44:                                               ; preds = %42
  %45 = call { double, double } @__muldc3(double noundef %29, double noundef %30, double noundef %32, double noundef %34) #4, !dbg !78
  %46 = extractvalue { double, double } %45, 0, !dbg !78
  %47 = extractvalue { double, double } %45, 1, !dbg !78
  br label %48, !dbg !78

48:                                               ; preds = %44, %42, %28
  %49 = phi double [ %39, %28 ], [ %39, %42 ], [ %46, %44 ], !dbg !78
  %50 = phi double [ %40, %28 ], [ %40, %42 ], [ %47, %44 ], !dbg !78
  %51 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0, !dbg !79
  %52 = load double, ptr %51, align 8, !dbg !79
  %53 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1, !dbg !79
  %54 = load double, ptr %53, align 8, !dbg !79
  %55 = fmul double 2.000000e+00, %52, !dbg !80
  %56 = fmul double 2.000000e+00, %54, !dbg !80
  %57 = fsub double %49, %55, !dbg !81
  %58 = fsub double %50, %56, !dbg !81
  %59 = fadd double %57, 1.000000e+00, !dbg !82
  %60 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !73
  %61 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !73
  store double %59, ptr %60, align 8, !dbg !73
  store double %58, ptr %61, align 8, !dbg !73
  %62 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !83
  %63 = load double, ptr %62, align 8, !dbg !83
  %64 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !83
  %65 = load double, ptr %64, align 8, !dbg !83
  %66 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !84
  %67 = load double, ptr %66, align 8, !dbg !84
  %68 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !84
  %69 = load double, ptr %68, align 8, !dbg !84
  %70 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !85
  %71 = load double, ptr %70, align 8, !dbg !85
  %72 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !85
  %73 = load double, ptr %72, align 8, !dbg !85
  %74 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !86
  %75 = load double, ptr %74, align 8, !dbg !86
  %76 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !86
  %77 = load double, ptr %76, align 8, !dbg !86
  %78 = fmul double %73, %77, !dbg !87
  %79 = call double @llvm.fmuladd.f64(double %63, double %67, double %78), !dbg !88
  %80 = call double @sqrt(double noundef %79) #4, !dbg !89
  ret double %80, !dbg !90
}

; Function Attrs: nounwind
declare double @sqrt(double noundef) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !91 {
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
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !95, !DIExpression(), !96)
  %13 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 0, !dbg !96
  %14 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 1, !dbg !96
  store double 1.000000e+00, ptr %13, align 8, !dbg !96
  store double 2.000000e+00, ptr %14, align 8, !dbg !96
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
  %15 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0, !dbg !98
  %16 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1, !dbg !98
  store double 3.000000e+00, ptr %15, align 8, !dbg !98
  store double -1.000000e+00, ptr %16, align 8, !dbg !98
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
  %17 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 0, !dbg !101
  %18 = load double, ptr %17, align 8, !dbg !101
  %19 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 1, !dbg !101
  %20 = load double, ptr %19, align 8, !dbg !101
  %21 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0, !dbg !102
  %22 = load double, ptr %21, align 8, !dbg !102
  %23 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1, !dbg !102
  %24 = load double, ptr %23, align 8, !dbg !102
  %25 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 0, !dbg !103
  %26 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1, !dbg !103
  store double %18, ptr %25, align 8, !dbg !103
  store double %20, ptr %26, align 8, !dbg !103
  %27 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 0, !dbg !103
  %28 = load double, ptr %27, align 8, !dbg !103
  %29 = getelementptr inbounds nuw { double, double }, ptr %5, i32 0, i32 1, !dbg !103
  %30 = load double, ptr %29, align 8, !dbg !103
  %31 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0, !dbg !103
  %32 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1, !dbg !103
  store double %22, ptr %31, align 8, !dbg !103
  store double %24, ptr %32, align 8, !dbg !103
  %33 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 0, !dbg !103
  %34 = load double, ptr %33, align 8, !dbg !103
  %35 = getelementptr inbounds nuw { double, double }, ptr %6, i32 0, i32 1, !dbg !103
  %36 = load double, ptr %35, align 8, !dbg !103
  %37 = call { double, double } @cmul(double noundef %28, double noundef %30, double noundef %34, double noundef %36), !dbg !103
  %38 = extractvalue { double, double } %37, 0, !dbg !103
  %39 = extractvalue { double, double } %37, 1, !dbg !103
  %40 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !100
  %41 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !100
  store double %38, ptr %40, align 8, !dbg !100
  store double %39, ptr %41, align 8, !dbg !100
    #dbg_declare(ptr %7, !104, !DIExpression(), !105)
  %42 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 0, !dbg !106
  %43 = load double, ptr %42, align 8, !dbg !106
  %44 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 1, !dbg !106
  %45 = load double, ptr %44, align 8, !dbg !106
  %46 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 0, !dbg !107
  %47 = load double, ptr %46, align 8, !dbg !107
  %48 = getelementptr inbounds nuw { double, double }, ptr %3, i32 0, i32 1, !dbg !107
  %49 = load double, ptr %48, align 8, !dbg !107
  %50 = getelementptr inbounds nuw { double, double }, ptr %8, i32 0, i32 0, !dbg !108
  %51 = getelementptr inbounds nuw { double, double }, ptr %8, i32 0, i32 1, !dbg !108
  store double %43, ptr %50, align 8, !dbg !108
  store double %45, ptr %51, align 8, !dbg !108
  %52 = getelementptr inbounds nuw { double, double }, ptr %8, i32 0, i32 0, !dbg !108
  %53 = load double, ptr %52, align 8, !dbg !108
  %54 = getelementptr inbounds nuw { double, double }, ptr %8, i32 0, i32 1, !dbg !108
  %55 = load double, ptr %54, align 8, !dbg !108
  %56 = getelementptr inbounds nuw { double, double }, ptr %9, i32 0, i32 0, !dbg !108
  %57 = getelementptr inbounds nuw { double, double }, ptr %9, i32 0, i32 1, !dbg !108
  store double %47, ptr %56, align 8, !dbg !108
  store double %49, ptr %57, align 8, !dbg !108
  %58 = getelementptr inbounds nuw { double, double }, ptr %9, i32 0, i32 0, !dbg !108
  %59 = load double, ptr %58, align 8, !dbg !108
  %60 = getelementptr inbounds nuw { double, double }, ptr %9, i32 0, i32 1, !dbg !108
  %61 = load double, ptr %60, align 8, !dbg !108
  %62 = call { double, double } @cdiv(double noundef %53, double noundef %55, double noundef %59, double noundef %61), !dbg !108
  %63 = extractvalue { double, double } %62, 0, !dbg !108
  %64 = extractvalue { double, double } %62, 1, !dbg !108
  %65 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0, !dbg !105
  %66 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1, !dbg !105
  store double %63, ptr %65, align 8, !dbg !105
  store double %64, ptr %66, align 8, !dbg !105
  %67 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !109
  %68 = load double, ptr %67, align 8, !dbg !109
  %69 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !109
  %70 = load double, ptr %69, align 8, !dbg !109
  %71 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 0, !dbg !110
  %72 = load double, ptr %71, align 8, !dbg !110
  %73 = getelementptr inbounds nuw { double, double }, ptr %4, i32 0, i32 1, !dbg !110
  %74 = load double, ptr %73, align 8, !dbg !110
  %75 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0, !dbg !111
  %76 = load double, ptr %75, align 8, !dbg !111
  %77 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1, !dbg !111
  %78 = load double, ptr %77, align 8, !dbg !111
  %79 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 0, !dbg !112
  %80 = load double, ptr %79, align 8, !dbg !112
  %81 = getelementptr inbounds nuw { double, double }, ptr %7, i32 0, i32 1, !dbg !112
  %82 = load double, ptr %81, align 8, !dbg !112
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %68, double noundef %74, double noundef %76, double noundef %82), !dbg !113
    #dbg_declare(ptr %10, !114, !DIExpression(), !115)
  %84 = getelementptr inbounds nuw { double, double }, ptr %11, i32 0, i32 0, !dbg !116
  %85 = getelementptr inbounds nuw { double, double }, ptr %11, i32 0, i32 1, !dbg !116
  store double 1.000000e+00, ptr %84, align 8, !dbg !116
  store double 0.000000e+00, ptr %85, align 8, !dbg !116
  %86 = getelementptr inbounds nuw { double, double }, ptr %11, i32 0, i32 0, !dbg !116
  %87 = load double, ptr %86, align 8, !dbg !116
  %88 = getelementptr inbounds nuw { double, double }, ptr %11, i32 0, i32 1, !dbg !116
  %89 = load double, ptr %88, align 8, !dbg !116
  %90 = call { double, double } @rotate(double noundef %87, double noundef %89, double noundef 5.000000e-01), !dbg !116
  %91 = extractvalue { double, double } %90, 0, !dbg !116
  %92 = extractvalue { double, double } %90, 1, !dbg !116
  %93 = getelementptr inbounds nuw { double, double }, ptr %10, i32 0, i32 0, !dbg !115
  %94 = getelementptr inbounds nuw { double, double }, ptr %10, i32 0, i32 1, !dbg !115
  store double %91, ptr %93, align 8, !dbg !115
  store double %92, ptr %94, align 8, !dbg !115
  %95 = getelementptr inbounds nuw { double, double }, ptr %10, i32 0, i32 0, !dbg !117
  %96 = load double, ptr %95, align 8, !dbg !117
  %97 = getelementptr inbounds nuw { double, double }, ptr %10, i32 0, i32 1, !dbg !117
  %98 = load double, ptr %97, align 8, !dbg !117
  %99 = getelementptr inbounds nuw { double, double }, ptr %10, i32 0, i32 0, !dbg !118
  %100 = load double, ptr %99, align 8, !dbg !118
  %101 = getelementptr inbounds nuw { double, double }, ptr %10, i32 0, i32 1, !dbg !118
  %102 = load double, ptr %101, align 8, !dbg !118
  %103 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 0, !dbg !119
  %104 = load double, ptr %103, align 8, !dbg !119
  %105 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 1, !dbg !119
  %106 = load double, ptr %105, align 8, !dbg !119
  %107 = getelementptr inbounds nuw { double, double }, ptr %12, i32 0, i32 0, !dbg !120
  %108 = getelementptr inbounds nuw { double, double }, ptr %12, i32 0, i32 1, !dbg !120
  store double %104, ptr %107, align 8, !dbg !120
  store double %106, ptr %108, align 8, !dbg !120
  %109 = getelementptr inbounds nuw { double, double }, ptr %12, i32 0, i32 0, !dbg !120
  %110 = load double, ptr %109, align 8, !dbg !120
  %111 = getelementptr inbounds nuw { double, double }, ptr %12, i32 0, i32 1, !dbg !120
  %112 = load double, ptr %111, align 8, !dbg !120
  %113 = call double @poly_abs(double noundef %110, double noundef %112), !dbg !120
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %96, double noundef %102, double noundef %113), !dbg !121
  %115 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 0, !dbg !122
  %116 = load double, ptr %115, align 8, !dbg !122
  %117 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 1, !dbg !122
  %118 = load double, ptr %117, align 8, !dbg !122
  %119 = fneg double %118, !dbg !123
  %120 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 0, !dbg !124
  %121 = load double, ptr %120, align 8, !dbg !124
  %122 = getelementptr inbounds nuw { double, double }, ptr %2, i32 0, i32 1, !dbg !124
  %123 = load double, ptr %122, align 8, !dbg !124
  %124 = fneg double %123, !dbg !125
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %116, double noundef %124), !dbg !126
  ret i32 0, !dbg !127
}

declare i32 @printf(ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "complex.c", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "9f97b64be26552303e99145ab60ef108")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 22.1.8 (1~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!27 = distinct !DISubprogram(name: "cmul", scope: !2, file: !2, line: 6, type: !28, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !31)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !30, !30}
!30 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!31 = !{}
!32 = !DILocalVariable(name: "a", arg: 1, scope: !27, file: !2, line: 6, type: !30)
!33 = !DILocation(line: 6, column: 38, scope: !27)
!34 = !DILocalVariable(name: "b", arg: 2, scope: !27, file: !2, line: 6, type: !30)
!35 = !DILocation(line: 6, column: 57, scope: !27)
!36 = !DILocation(line: 6, column: 69, scope: !27)
!37 = !DILocation(line: 6, column: 73, scope: !27)
!38 = !DILocation(line: 6, column: 71, scope: !27)
!39 = !{!"branch_weights", i32 1, i32 1048575}
!40 = !DILocation(line: 6, column: 62, scope: !27)
!41 = distinct !DISubprogram(name: "cdiv", scope: !2, file: !2, line: 7, type: !28, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !31)
!42 = !DILocalVariable(name: "a", arg: 1, scope: !41, file: !2, line: 7, type: !30)
!43 = !DILocation(line: 7, column: 38, scope: !41)
!44 = !DILocalVariable(name: "b", arg: 2, scope: !41, file: !2, line: 7, type: !30)
!45 = !DILocation(line: 7, column: 57, scope: !41)
!46 = !DILocation(line: 7, column: 69, scope: !41)
!47 = !DILocation(line: 7, column: 73, scope: !41)
!48 = !DILocation(line: 7, column: 71, scope: !41)
!49 = !DILocation(line: 7, column: 62, scope: !41)
!50 = distinct !DISubprogram(name: "rotate", scope: !2, file: !2, line: 9, type: !51, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !31)
!51 = !DISubroutineType(types: !52)
!52 = !{!30, !30, !53}
!53 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!54 = !DILocalVariable(name: "z", arg: 1, scope: !50, file: !2, line: 9, type: !30)
!55 = !DILocation(line: 9, column: 40, scope: !50)
!56 = !DILocalVariable(name: "theta", arg: 2, scope: !50, file: !2, line: 9, type: !53)
!57 = !DILocation(line: 9, column: 50, scope: !50)
!58 = !DILocation(line: 10, column: 10, scope: !50)
!59 = !DILocation(line: 10, column: 19, scope: !50)
!60 = !DILocation(line: 10, column: 15, scope: !50)
!61 = !DILocation(line: 10, column: 32, scope: !50)
!62 = !DILocation(line: 10, column: 28, scope: !50)
!63 = !DILocation(line: 10, column: 39, scope: !50)
!64 = !DILocation(line: 10, column: 26, scope: !50)
!65 = !DILocation(line: 10, column: 12, scope: !50)
!66 = !DILocation(line: 10, column: 3, scope: !50)
!67 = distinct !DISubprogram(name: "poly_abs", scope: !2, file: !2, line: 13, type: !68, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !31)
!68 = !DISubroutineType(types: !69)
!69 = !{!53, !30}
!70 = !DILocalVariable(name: "z", arg: 1, scope: !67, file: !2, line: 13, type: !30)
!71 = !DILocation(line: 13, column: 33, scope: !67)
!72 = !DILocalVariable(name: "r", scope: !67, file: !2, line: 14, type: !30)
!73 = !DILocation(line: 14, column: 19, scope: !67)
!74 = !DILocation(line: 14, column: 23, scope: !67)
!75 = !DILocation(line: 14, column: 27, scope: !67)
!76 = !DILocation(line: 14, column: 25, scope: !67)
!77 = !DILocation(line: 14, column: 31, scope: !67)
!78 = !DILocation(line: 14, column: 29, scope: !67)
!79 = !DILocation(line: 14, column: 41, scope: !67)
!80 = !DILocation(line: 14, column: 39, scope: !67)
!81 = !DILocation(line: 14, column: 33, scope: !67)
!82 = !DILocation(line: 14, column: 43, scope: !67)
!83 = !DILocation(line: 15, column: 21, scope: !67)
!84 = !DILocation(line: 15, column: 32, scope: !67)
!85 = !DILocation(line: 15, column: 43, scope: !67)
!86 = !DILocation(line: 15, column: 54, scope: !67)
!87 = !DILocation(line: 15, column: 46, scope: !67)
!88 = !DILocation(line: 15, column: 35, scope: !67)
!89 = !DILocation(line: 15, column: 10, scope: !67)
!90 = !DILocation(line: 15, column: 3, scope: !67)
!91 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !92, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !31)
!92 = !DISubroutineType(types: !93)
!93 = !{!94}
!94 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!95 = !DILocalVariable(name: "a", scope: !91, file: !2, line: 19, type: !30)
!96 = !DILocation(line: 19, column: 19, scope: !91)
!97 = !DILocalVariable(name: "b", scope: !91, file: !2, line: 19, type: !30)
!98 = !DILocation(line: 19, column: 38, scope: !91)
!99 = !DILocalVariable(name: "m", scope: !91, file: !2, line: 20, type: !30)
!100 = !DILocation(line: 20, column: 19, scope: !91)
!101 = !DILocation(line: 20, column: 28, scope: !91)
!102 = !DILocation(line: 20, column: 31, scope: !91)
!103 = !DILocation(line: 20, column: 23, scope: !91)
!104 = !DILocalVariable(name: "d", scope: !91, file: !2, line: 20, type: !30)
!105 = !DILocation(line: 20, column: 35, scope: !91)
!106 = !DILocation(line: 20, column: 44, scope: !91)
!107 = !DILocation(line: 20, column: 47, scope: !91)
!108 = !DILocation(line: 20, column: 39, scope: !91)
!109 = !DILocation(line: 21, column: 51, scope: !91)
!110 = !DILocation(line: 21, column: 61, scope: !91)
!111 = !DILocation(line: 21, column: 71, scope: !91)
!112 = !DILocation(line: 21, column: 81, scope: !91)
!113 = !DILocation(line: 21, column: 3, scope: !91)
!114 = !DILocalVariable(name: "r", scope: !91, file: !2, line: 22, type: !30)
!115 = !DILocation(line: 22, column: 19, scope: !91)
!116 = !DILocation(line: 22, column: 23, scope: !91)
!117 = !DILocation(line: 23, column: 45, scope: !91)
!118 = !DILocation(line: 23, column: 55, scope: !91)
!119 = !DILocation(line: 23, column: 68, scope: !91)
!120 = !DILocation(line: 23, column: 59, scope: !91)
!121 = !DILocation(line: 23, column: 3, scope: !91)
!122 = !DILocation(line: 24, column: 42, scope: !91)
!123 = !DILocation(line: 24, column: 37, scope: !91)
!124 = !DILocation(line: 24, column: 58, scope: !91)
!125 = !DILocation(line: 24, column: 53, scope: !91)
!126 = !DILocation(line: 24, column: 3, scope: !91)
!127 = !DILocation(line: 25, column: 3, scope: !91)
