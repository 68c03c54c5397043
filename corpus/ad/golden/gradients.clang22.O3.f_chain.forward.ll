define internal { double, double } @f_chain.fwd.a(double %0, double %1) {
  %3 = fcmp ogt double %0, 1.000000e+00
  br i1 %3, label %4, label %8

4:
  %5 = tail call double @llvm.log.f64(double %0)
  %6 = fdiv double 1.000000e+00, %0
  %7 = fmul double %6, %1
  br label %13

8:
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %0, double -1.000000e+00)
  %10 = fmul double %0, %1
  %11 = fmul double %0, %1
  %12 = fadd double %10, %11
  br label %13

13:
  %14 = phi double [ %5, %4 ], [ %9, %8 ]
  %15 = phi double [ %7, %4 ], [ %12, %8 ]
  %16 = fmul double %14, 3.000000e+00
  %17 = fmul double 3.000000e+00, %15
  %18 = fmul double %14, %16
  %19 = fmul double %16, %15
  %20 = fmul double %14, %17
  %21 = fadd double %19, %20
  %22 = fmul double %14, 2.000000e+00
  %23 = fmul double 2.000000e+00, %15
  %24 = fneg double %14
  %25 = fmul double -1.000000e+00, %15
  %26 = fmul double %22, %24
  %27 = fmul double %24, %23
  %28 = fmul double %22, %25
  %29 = fadd double %27, %28
  %30 = tail call double @llvm.fmuladd.f64(double %18, double %14, double %26)
  %31 = fmul double %14, %21
  %32 = fmul double %18, %15
  %33 = fadd double %31, %32
  %34 = fmul double 1.000000e+00, %29
  %35 = fadd double %33, %34
  %36 = fadd double %14, %30
  %37 = fmul double 1.000000e+00, %15
  %38 = fmul double 1.000000e+00, %35
  %39 = fadd double %37, %38
  %40 = fadd double %36, -5.000000e+00
  %41 = fmul double 1.000000e+00, %39
  %42 = tail call double @llvm.fmuladd.f64(double %0, double 2.000000e+00, double 3.000000e+00)
  %43 = fmul double 2.000000e+00, %1
  %44 = tail call double @cos(double noundef %42) #1
  %45 = call double @llvm.sin.f64(double %42)
  %46 = fneg double %45
  %47 = fmul double %46, %43
  %48 = fadd double %44, %40
  %49 = fmul double 1.000000e+00, %47
  %50 = fmul double 1.000000e+00, %41
  %51 = fadd double %49, %50
  %52 = insertvalue { double, double } undef, double %48, 0
  %53 = insertvalue { double, double } %52, double %51, 1
  ret { double, double } %53
}

declare double @llvm.sin.f64(double)
define double @f_chain_jvp(double %0, double %1) {
entry:
  %2 = call { double, double } @f_chain.fwd.a(double %0, double %1)
  %3 = extractvalue { double, double } %2, 1
  ret double %3
}

