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
  br label %rev.entry

rev.entry:
  %8 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 16)
  %9 = load ptr, ptr %8, align 1
  %10 = getelementptr i8, ptr %8, i64 8
  %11 = load ptr, ptr %10, align 1
  %12 = load double, ptr %9, align 8
  %13 = fadd double %12, %dret
  store double %13, ptr %9, align 8
  call void @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.rev.acaaaa(ptr %11, ptr %9, ptr poison, double %.1, double %.2, double %.3, double %.4, ptr %tape, ptr %7, ptr %6, ptr %5, ptr %4)
  %14 = load double, ptr %7
  %15 = load double, ptr %6
  %16 = load double, ptr %5
  %17 = load double, ptr %4
  %18 = load double, ptr %9, align 8
  store double 0.000000e+00, ptr %9, align 8
  call void @irfix.ad.free(ptr %11)
  call void @irfix.ad.free(ptr %9)
  br label %rev.exit

rev.exit:
  store double %14, ptr %0
  store double %15, ptr %1
  store double %16, ptr %2
  store double %17, ptr %3
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
  br label %rev.for.end

rev.for.end:
  %4 = call ptr @irfix.ad.tape.pop(ptr %tape, i64 8)
  %5 = load double, ptr %4, align 1
  %6 = fmul double %arg.w, %arg.t
  %7 = fadd double %6, %arg.p
  %8 = load double, ptr %d_retptr, align 8
  store double 0.000000e+00, ptr %d_retptr, align 8
  %9 = fmul double %arg.a, %8
  %10 = fmul double %5, %8
  %11 = call double @llvm.sin.f64(double %7)
  %12 = fneg double %11
  %13 = fmul double %12, %9
  %14 = fmul double %arg.t, %13
  %15 = fmul double %arg.w, %13
  br label %rev.exit

rev.exit:
  store double %10, ptr %0
  store double %14, ptr %1
  store double %13, ptr %2
  store double %15, ptr %3
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

