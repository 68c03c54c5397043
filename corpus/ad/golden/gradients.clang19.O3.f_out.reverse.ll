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
  %12 = call ptr @irfix.ad.tape.push(ptr %3, i64 16)
  store double %6, ptr %12, align 1
  %13 = getelementptr i8, ptr %12, i64 8
  store double %5, ptr %13, align 1
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
  store double -0.000000e+00, ptr %9
  store double -0.000000e+00, ptr %8
  store double -0.000000e+00, ptr %7
  store double -0.000000e+00, ptr %6
  store double -0.000000e+00, ptr %5
  store double -0.000000e+00, ptr %4
  br label %rev.0

rev.0:
  %10 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 16)
  %11 = load double, ptr %10, align 1
  %12 = getelementptr i8, ptr %10, i64 8
  %13 = load double, ptr %12, align 1
  br label %14

14:
  %15 = getelementptr inbounds i8, ptr %2, i64 8
  %16 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %17 = tail call double @llvm.sqrt.f64(double %16)
  br label %18

18:
  %19 = load double, ptr %15, align 8
  store double 0.000000e+00, ptr %15, align 8
  %20 = load double, ptr %9
  %21 = fadd double %20, %19
  store double %21, ptr %9
  %22 = load double, ptr %9
  store double -0.000000e+00, ptr %9
  %23 = fcmp oeq double %16, 0.000000e+00
  %24 = fdiv double 5.000000e-01, %17
  %25 = select i1 %23, double 0.000000e+00, double %24
  %26 = fmul double %25, %22
  %27 = load double, ptr %8
  %28 = fadd double %27, %26
  store double %28, ptr %8
  %29 = load double, ptr %8
  store double -0.000000e+00, ptr %8
  %30 = fmul double %0, %29
  %31 = fmul double %0, %29
  %32 = load double, ptr %7
  %33 = fadd double %32, %30
  store double %33, ptr %7
  %34 = load double, ptr %7
  %35 = fadd double %34, %31
  store double %35, ptr %7
  %36 = load double, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  %37 = load double, ptr %6
  %38 = fadd double %37, %36
  store double %38, ptr %6
  %39 = load double, ptr %6
  store double -0.000000e+00, ptr %6
  %40 = fmul double %11, %39
  %41 = fmul double %13, %39
  %42 = load double, ptr %5
  %43 = fadd double %42, %40
  store double %43, ptr %5
  %44 = load double, ptr %4
  %45 = fadd double %44, %41
  store double %45, ptr %4
  %46 = load double, ptr %4
  store double -0.000000e+00, ptr %4
  %47 = fmul double %11, %11
  %48 = fsub double 1.000000e+00, %47
  %49 = fmul double %48, %46
  %50 = load double, ptr %7
  %51 = fadd double %50, %49
  store double %51, ptr %7
  %52 = load double, ptr %5
  store double -0.000000e+00, ptr %5
  %53 = fmul double %13, %52
  %54 = load double, ptr %7
  %55 = fadd double %54, %53
  store double %55, ptr %7
  br label %rev.exit

rev.exit:
  %56 = load double, ptr %7
  store double %56, ptr %3
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
  call void @irfix.ad.tape.open(ptr %4)
  call void @f_out.aug.aa.top(double %0, ptr %1, ptr %2, ptr %4)
  call void @f_out.rev.aa.top(double %0, ptr %1, ptr %2, ptr %4, ptr %3)
  call void @irfix.ad.tape.close(ptr %4)
  ret void
}

define internal void @irfix.ad.tape.open(ptr %0) {
entry:
  store { ptr, i64, i64 } zeroinitializer, ptr %0, align 8
  %1 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 0 seq_cst, align 8
  %2 = icmp eq i64 %1, 0
  br i1 %2, label %done, label %have

have:
  %3 = inttoptr i64 %1 to ptr
  store ptr %3, ptr %0, align 8
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  store i64 %4, ptr %5, align 8
  br label %done

done:
  ret void
}

define internal void @irfix.ad.tape.close(ptr %0) {
entry:
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds { ptr, i64, i64 }, ptr %0, i32 0, i32 2
  %3 = load i64, ptr %2, align 8
  %4 = icmp uge i64 %3, 8
  br i1 %4, label %keep, label %drop

keep:
  store i64 %3, ptr %1, align 8
  %5 = ptrtoint ptr %1 to i64
  %6 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 %5 seq_cst, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %done, label %back

drop:
  call void @free(ptr %1)
  br label %done

done:
  ret void

back:
  %8 = inttoptr i64 %6 to ptr
  %9 = load i64, ptr %8, align 8
  %10 = icmp ugt i64 %9, %3
  br i1 %10, label %free.out, label %free.old

free.old:
  call void @free(ptr %8)
  br label %done

free.out:
  %11 = atomicrmw xchg ptr @irfix.ad.tape.spare, i64 %6 seq_cst, align 8
  %12 = inttoptr i64 %11 to ptr
  call void @free(ptr %12)
  br label %done
}

declare void @free(ptr)
