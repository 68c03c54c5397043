define internal { double, double } @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.fwd.aaaa(double %.1, double %d_.1, double %.2, double %d_.2, double %.3, double %d_.3, double %.4, double %d_.4) {
entry:
  %.6 = alloca double, align 8
  %0 = alloca double, align 8
  call void @llvm.memset.p0.i64(ptr %0, i8 0, i64 8, i1 false)
  store double 0.000000e+00, ptr %.6, align 8
  store double 0.000000e+00, ptr %0, align 8
  %1 = call i32 @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.fwd.acaaaa(ptr %.6, ptr %0, ptr poison, double %.1, double %d_.1, double %.2, double %d_.2, double %.3, double %d_.3, double %.4, double %d_.4)
  %.20 = load double, ptr %.6, align 8
  %2 = load double, ptr %0, align 8
  %3 = insertvalue { double, double } undef, double %.20, 0
  %4 = insertvalue { double, double } %3, double %2, 1
  ret { double, double } %4
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
define internal i32 @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.fwd.acaaaa(ptr %retptr, ptr %d_retptr, ptr %excinfo, double %arg.a, double %d_arg.a, double %arg.w, double %d_arg.w, double %arg.p, double %d_arg.p, double %arg.t, double %d_arg.t) {
for.end:
  %.8 = fmul double %arg.w, %arg.t
  %0 = fmul double %arg.t, %d_arg.w
  %1 = fmul double %arg.w, %d_arg.t
  %2 = fadd double %0, %1
  %.9 = fadd double %.8, %arg.p
  %3 = fmul double 1.000000e+00, %2
  %4 = fmul double 1.000000e+00, %d_arg.p
  %5 = fadd double %3, %4
  %.17 = tail call double @llvm.cos.f64(double %.9)
  %6 = call double @llvm.sin.f64(double %.9)
  %7 = fneg double %6
  %8 = fmul double %7, %5
  %.22 = fmul double %.17, %arg.a
  %9 = fmul double %arg.a, %8
  %10 = fmul double %.17, %d_arg.a
  %11 = fadd double %9, %10
  store double %.22, ptr %retptr, align 8
  store double %11, ptr %d_retptr, align 8
  ret i32 0
}

declare double @llvm.sin.f64(double)
define double @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd_jvp(double %.1, double %d_.1, double %.2, double %d_.2, double %.3, double %d_.3, double %.4, double %d_.4) {
entry:
  %0 = call { double, double } @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd.fwd.aaaa(double %.1, double %d_.1, double %.2, double %d_.2, double %.3, double %d_.3, double %.4, double %d_.4)
  %1 = extractvalue { double, double } %0, 1
  ret double %1
}

