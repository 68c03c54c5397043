define internal double @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.aug.aaaa.top(double %.1, double %.2, double %.3, double %.4, ptr %0) {
entry:
  %.6 = call ptr @irfix.ad.alloc(i64 8, i1 false)
  %1 = call ptr @irfix.ad.alloc(i64 8, i1 true)
  store double 0.000000e+00, ptr %.6, align 8
  %.10 = call i32 @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.aug.acaaaa(ptr %.6, ptr %1, ptr poison, double %.1, double %.2, double %.3, double %.4, ptr %0)
  %.20 = load double, ptr %.6, align 8
  %2 = call ptr @irfix.ad.tape.push(ptr %0, i64 16)
  store ptr %1, ptr %2, align 1
  %3 = getelementptr i8, ptr %2, i64 8
  store ptr %.6, ptr %3, align 1
  ret double %.20
}

define internal void @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.rev.aaaa.top(double %.1, double %.2, double %.3, double %.4, double %dret, ptr %tape, ptr %0, ptr %1, ptr %2, ptr %3) {
entry:
  %4 = alloca double
  %5 = alloca double
  %6 = alloca double
  %7 = alloca double
  %8 = alloca double
  %9 = alloca double
  %10 = alloca double
  %11 = alloca double
  store double -0.000000e+00, ptr %7
  store double -0.000000e+00, ptr %6
  store double -0.000000e+00, ptr %5
  store double -0.000000e+00, ptr %4
  br label %rev.entry

rev.entry:
  %12 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 16)
  %13 = load ptr, ptr %12, align 1
  %14 = getelementptr i8, ptr %12, i64 8
  %15 = load ptr, ptr %14, align 1
  %16 = load double, ptr %13, align 8
  %17 = fadd double %16, %dret
  store double %17, ptr %13, align 8
  call void @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.rev.acaaaa(ptr %15, ptr %13, ptr poison, double %.1, double %.2, double %.3, double %.4, ptr %tape, ptr %11, ptr %10, ptr %9, ptr %8)
  %18 = load double, ptr %11
  %19 = load double, ptr %7
  %20 = fadd double %19, %18
  store double %20, ptr %7
  %21 = load double, ptr %10
  %22 = load double, ptr %6
  %23 = fadd double %22, %21
  store double %23, ptr %6
  %24 = load double, ptr %9
  %25 = load double, ptr %5
  %26 = fadd double %25, %24
  store double %26, ptr %5
  %27 = load double, ptr %8
  %28 = load double, ptr %4
  %29 = fadd double %28, %27
  store double %29, ptr %4
  %30 = load double, ptr %13, align 8
  store double 0.000000e+00, ptr %13, align 8
  call void @irfix.ad.free(ptr %15)
  call void @irfix.ad.free(ptr %13)
  br label %rev.exit

rev.exit:
  %31 = load double, ptr %7
  store double %31, ptr %0
  %32 = load double, ptr %6
  store double %32, ptr %1
  %33 = load double, ptr %5
  store double %33, ptr %2
  %34 = load double, ptr %4
  store double %34, ptr %3
  ret void
}

define internal ptr @irfix.ad.alloc(i64 %0, i1 %1) {
entry:
  %2 = add i64 %0, 16
  %3 = call ptr @calloc(i64 %2, i64 1)
  %4 = call ptr @malloc(i64 %2)
  %5 = select i1 %1, ptr %3, ptr %4
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  ret ptr %6
}

declare ptr @calloc(i64, i64)
declare ptr @malloc(i64)
define internal void @irfix.ad.free(ptr %0) {
entry:
  %1 = icmp eq ptr %0, null
  br i1 %1, label %done, label %free

free:
  %2 = getelementptr i8, ptr %0, i64 -16
  call void @free(ptr %2)
  br label %done

done:
  ret void
}

declare void @free(ptr)
define internal i64 @irfix.ad.size(ptr %0) {
entry:
  %1 = icmp eq ptr %0, null
  br i1 %1, label %null, label %read

read:
  %2 = getelementptr i8, ptr %0, i64 -16
  %3 = load i64, ptr %2, align 8
  ret i64 %3

null:
  ret i64 0
}

define internal i32 @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.aug.acaaaa(ptr %retptr, ptr %d_retptr, ptr %excinfo, double %arg.a, double %arg.w, double %arg.p, double %arg.t, ptr %0) {
for.end:
  %.8 = fmul double %arg.w, %arg.t
  %.9 = fadd double %.8, %arg.p
  %.17 = tail call double @llvm.cos.f64(double %.9)
  %.22 = fmul double %.17, %arg.a
  store double %.22, ptr %retptr, align 8
  %1 = call ptr @irfix.ad.tape.push(ptr %0, i64 8)
  store double %.17, ptr %1, align 1
  ret i32 0
}

define internal void @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.rev.acaaaa(ptr %retptr, ptr %d_retptr, ptr %excinfo, double %arg.a, double %arg.w, double %arg.p, double %arg.t, ptr %tape, ptr %0, ptr %1, ptr %2, ptr %3) {
entry:
  %4 = alloca double
  %5 = alloca double
  %6 = alloca double
  %7 = alloca double
  store double -0.000000e+00, ptr %7
  store double -0.000000e+00, ptr %6
  store double -0.000000e+00, ptr %5
  store double -0.000000e+00, ptr %4
  br label %rev.for.end

rev.for.end:
  %8 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %9 = load double, ptr %8, align 1
  %10 = fmul double %arg.w, %arg.t
  %11 = fadd double %10, %arg.p
  %12 = load double, ptr %d_retptr, align 8
  store double 0.000000e+00, ptr %d_retptr, align 8
  %13 = fmul double %arg.a, %12
  %14 = fmul double %9, %12
  %15 = load double, ptr %7
  %16 = fadd double %15, %14
  store double %16, ptr %7
  %17 = call double @llvm.sin.f64(double %11)
  %18 = fneg double %17
  %19 = fmul double %18, %13
  %20 = load double, ptr %6
  %21 = fadd double %20, %19
  store double %21, ptr %6
  %22 = fmul double %arg.t, %19
  %23 = fmul double %arg.w, %19
  %24 = load double, ptr %5
  %25 = fadd double %24, %22
  store double %25, ptr %5
  %26 = load double, ptr %4
  %27 = fadd double %26, %23
  store double %27, ptr %4
  br label %rev.exit

rev.exit:
  %28 = load double, ptr %7
  store double %28, ptr %0
  %29 = load double, ptr %5
  store double %29, ptr %1
  %30 = load double, ptr %6
  store double %30, ptr %2
  %31 = load double, ptr %4
  store double %31, ptr %3
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

declare double @llvm.sin.f64(double)
define double @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd_grad(double %.1, double %.2, double %.3, double %.4, ptr %d_.1, ptr %d_.2, ptr %d_.3, ptr %d_.4) {
entry:
  %0 = alloca { ptr, i64, i64 }, align 8
  call void @irfix.ad.tape.open(ptr %0)
  %1 = call double @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.aug.aaaa.top(double %.1, double %.2, double %.3, double %.4, ptr %0)
  call void @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.rev.aaaa.top(double %.1, double %.2, double %.3, double %.4, double 1.000000e+00, ptr %0, ptr %d_.1, ptr %d_.2, ptr %d_.3, ptr %d_.4)
  call void @irfix.ad.tape.close(ptr %0)
  ret double %1
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

