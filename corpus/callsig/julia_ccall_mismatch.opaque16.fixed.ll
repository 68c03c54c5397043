source_filename = "ccall_mismatch"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

define i32 @_ZN8__main__4funcB2v1(ptr noalias nocapture writeonly %retptr, ptr noalias nocapture readnone %excinfo, double %arg.a, double %arg.w, double %arg.p, double %arg.t) #0 {
for.end:
  %.8 = fmul double %arg.w, %arg.t
  %.9 = fadd double %.8, %arg.p
  %.17 = tail call double @llvm.cos.f64(double %.9)
  %.22 = fmul double %.17, %arg.a
  store double %.22, ptr %retptr, align 8
  ret i32 0
}

declare double @llvm.cos.f64(double) #1

define double @julia_f(double %0, double %1, double %2, double %3) {
top:
  %retptr = alloca double, align 8
  %status = call i32 @_ZN8__main__4funcB2v1(ptr %retptr, ptr null, double %0, double %1, double %2, double %3)
  %4 = icmp eq i32 %status, 0
  br i1 %4, label %call.ok, label %call.trap

call.trap:
  call void @llvm.trap()
  unreachable

call.ok:
  %5 = load double, ptr %retptr, align 8
  ret double %5
}

declare void @llvm.trap() #2

attributes #0 = { mustprogress nofree nosync nounwind willreturn memory(argmem: write) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { cold noreturn nounwind }
