define internal void @f_out.aug.aa.top(double %0, ptr %1, ptr %2, ptr %3) {
  %5 = tail call double @exp(double noundef %0) #1
  %6 = tail call double @tanh(double noundef %0) #1
  %7 = fmul double %5, %6
  store double %7, ptr %1, align 8
  %8 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %9 = tail call double @llvm.sqrt.f64(double %8)
  %10 = getelementptr inbounds i8, ptr %1, i64 8
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  store double %9, ptr %10, align 8
  ret void
}

define internal void @f_out.rev.aa.top(double %0, ptr %1, ptr %2, ptr %tape, ptr %3) {
entry:
  %4 = alloca double
  %5 = alloca double
  %6 = alloca double
  %7 = alloca double
  %8 = alloca double
  %9 = alloca double
  store double 0.000000e+00, ptr %9
  store double 0.000000e+00, ptr %8
  store double 0.000000e+00, ptr %7
  store double 0.000000e+00, ptr %6
  store double 0.000000e+00, ptr %5
  store double 0.000000e+00, ptr %4
  br label %rev.0

rev.0:
  br label %10

10:
  %11 = getelementptr inbounds i8, ptr %2, i64 8
  %12 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %13 = tail call double @llvm.sqrt.f64(double %12)
  %14 = tail call double @tanh(double noundef %0) #1
  %15 = tail call double @exp(double noundef %0) #1
  br label %16

16:
  %17 = load double, ptr %11, align 8
  store double 0.000000e+00, ptr %11, align 8
  %18 = load double, ptr %9
  %19 = fadd double %18, %17
  store double %19, ptr %9
  %20 = load double, ptr %9
  store double 0.000000e+00, ptr %9
  %21 = fcmp oeq double %12, 0.000000e+00
  %22 = fdiv double 5.000000e-01, %13
  %23 = select i1 %21, double 0.000000e+00, double %22
  %24 = fmul double %23, %20
  %25 = load double, ptr %8
  %26 = fadd double %25, %24
  store double %26, ptr %8
  %27 = load double, ptr %8
  store double 0.000000e+00, ptr %8
  %28 = fmul double %0, %27
  %29 = fmul double %0, %27
  %30 = load double, ptr %7
  %31 = fadd double %30, %28
  store double %31, ptr %7
  %32 = load double, ptr %7
  %33 = fadd double %32, %29
  store double %33, ptr %7
  %34 = load double, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  %35 = load double, ptr %6
  %36 = fadd double %35, %34
  store double %36, ptr %6
  %37 = load double, ptr %6
  store double 0.000000e+00, ptr %6
  %38 = fmul double %14, %37
  %39 = fmul double %15, %37
  %40 = load double, ptr %5
  %41 = fadd double %40, %38
  store double %41, ptr %5
  %42 = load double, ptr %4
  %43 = fadd double %42, %39
  store double %43, ptr %4
  %44 = load double, ptr %4
  store double 0.000000e+00, ptr %4
  %45 = fmul double %14, %14
  %46 = fsub double 1.000000e+00, %45
  %47 = fmul double %46, %44
  %48 = load double, ptr %7
  %49 = fadd double %48, %47
  store double %49, ptr %7
  %50 = load double, ptr %5
  store double 0.000000e+00, ptr %5
  %51 = fmul double %15, %50
  %52 = load double, ptr %7
  %53 = fadd double %52, %51
  store double %53, ptr %7
  br label %rev.exit

rev.exit:
  %54 = load double, ptr %7
  store double %54, ptr %3
  ret void
}

define internal ptr @irfix.ad.tape.push(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %4 = load i64, ptr %2, align 8
  %5 = load i64, ptr %3, align 8
  %6 = add i64 %4, %1
  %7 = icmp ugt i64 %6, %5
  br i1 %7, label %grow, label %ok

grow:
  %8 = shl i64 %6, 1
  %9 = add i64 %8, 256
  %10 = load ptr, ptr %0, align 8
  %11 = call ptr @realloc(ptr %10, i64 %9)
  store ptr %11, ptr %0, align 8
  store i64 %9, ptr %3, align 8
  br label %ok

ok:
  %12 = load ptr, ptr %0, align 8
  %13 = getelementptr i8, ptr %12, i64 %4
  store i64 %6, ptr %2, align 8
  ret ptr %13
}

declare ptr @realloc(ptr, i64)
define internal ptr @irfix.ad.tape.pop(ptr %0, i64 %1) {
entry:
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 1
  %3 = load i64, ptr %2, align 8
  %4 = sub i64 %3, %1
  store i64 %4, ptr %2, align 8
  %5 = load ptr, ptr %0, align 8
  %6 = getelementptr i8, ptr %5, i64 %4
  ret ptr %6
}

define void @f_out_grad(double %0, ptr %1, ptr %2, ptr %3) {
entry:
  %4 = alloca { ptr, i64, i64 }, align 8
  store { ptr, i64, i64 } zeroinitializer, ptr %4, align 8
  call void @f_out.aug.aa.top(double %0, ptr %1, ptr %2, ptr %4)
  call void @f_out.rev.aa.top(double %0, ptr %1, ptr %2, ptr %4, ptr %3)
  %5 = load ptr, ptr %4, align 8
  call void @free(ptr %5)
  ret void
}

declare void @free(ptr)
