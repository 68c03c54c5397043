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
  br label %rev.0

rev.0:
  %4 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 16)
  %5 = load double, ptr %4, align 1
  %6 = getelementptr i8, ptr %4, i64 8
  %7 = load double, ptr %6, align 1
  %8 = getelementptr inbounds i8, ptr %2, i64 8
  %9 = tail call double @llvm.fmuladd.f64(double %0, double %0, double 1.000000e+00)
  %10 = tail call double @llvm.sqrt.f64(double %9)
  %11 = load double, ptr %8, align 8
  store double 0.000000e+00, ptr %8, align 8
  %12 = fcmp oeq double %9, 0.000000e+00
  %13 = fdiv double 5.000000e-01, %10
  %14 = select i1 %12, double 0.000000e+00, double %13
  %15 = fmul double %14, %11
  %16 = fmul double %0, %15
  %17 = fmul double %0, %15
  %18 = fadd double %16, %17
  %19 = load double, ptr %2, align 8
  store double 0.000000e+00, ptr %2, align 8
  %20 = fmul double %5, %19
  %21 = fmul double %7, %19
  %22 = fmul double %5, %5
  %23 = fsub double 1.000000e+00, %22
  %24 = fmul double %23, %21
  %25 = fadd double %18, %24
  %26 = fmul double %7, %20
  %27 = fadd double %25, %26
  br label %rev.exit

rev.exit:
  store double %27, ptr %3
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
