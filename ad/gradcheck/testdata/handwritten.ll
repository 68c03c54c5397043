; Hand-written derivatives for testing the checker itself (not output of
; package ad). f(x, n, a) = a * sum_i sin(x[i]) * x[i];
; sq(x, n): x[i] = x[i] * x[i] in place.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

declare double @llvm.sin.f64(double)
declare double @llvm.cos.f64(double)

define double @f(ptr %x, i64 %n, double %a) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %sv = call double @llvm.sin.f64(double %v)
  %t = fmul double %sv, %v
  %s1 = fadd double %s, %t
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = fmul double %a, %s1
  ret double %r
}

define double @f_grad(ptr %x, ptr %dx, i64 %n, double %a, ptr %da) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %sv = call double @llvm.sin.f64(double %v)
  %cv = call double @llvm.cos.f64(double %v)
  %t = fmul double %sv, %v
  %s1 = fadd double %s, %t
  %d1 = fmul double %cv, %v
  %d2 = fadd double %d1, %sv
  %d3 = fmul double %d2, %a
  %q = getelementptr inbounds double, ptr %dx, i64 %i
  %old = load double, ptr %q, align 8
  %new = fadd double %old, %d3
  store double %new, ptr %q, align 8
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %da0 = load double, ptr %da, align 8
  %da1 = fadd double %da0, %s1
  store double %da1, ptr %da, align 8
  %r = fmul double %a, %s1
  ret double %r
}

define double @f_jvp(ptr %x, ptr %tx, i64 %n, double %a, double %ta) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %ds = phi double [ 0.0, %entry ], [ %ds1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %q = getelementptr inbounds double, ptr %tx, i64 %i
  %tv = load double, ptr %q, align 8
  %sv = call double @llvm.sin.f64(double %v)
  %cv = call double @llvm.cos.f64(double %v)
  %t = fmul double %sv, %v
  %s1 = fadd double %s, %t
  %d1 = fmul double %cv, %v
  %d2 = fadd double %d1, %sv
  %d3 = fmul double %d2, %tv
  %ds1 = fadd double %ds, %d3
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r1 = fmul double %ta, %s1
  %r2 = fmul double %a, %ds1
  %r = fadd double %r1, %r2
  ret double %r
}

; Wrong on purpose: forgets the sin(x) term of d(sin(x)*x)/dx.
define double @f_jvp_wrong(ptr %x, ptr %tx, i64 %n, double %a, double %ta) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s1, %loop ]
  %ds = phi double [ 0.0, %entry ], [ %ds1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %q = getelementptr inbounds double, ptr %tx, i64 %i
  %tv = load double, ptr %q, align 8
  %sv = call double @llvm.sin.f64(double %v)
  %cv = call double @llvm.cos.f64(double %v)
  %t = fmul double %sv, %v
  %s1 = fadd double %s, %t
  %d1 = fmul double %cv, %v
  %d3 = fmul double %d1, %tv
  %ds1 = fadd double %ds, %d3
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r1 = fmul double %ta, %s1
  %r2 = fmul double %a, %ds1
  %r = fadd double %r1, %r2
  ret double %r
}

define void @sq(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %v2 = fmul double %v, %v
  store double %v2, ptr %p, align 8
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

; The shadow holds the adjoint of x after the call on entry, of x before
; it on exit.
define void @sq_grad(ptr %x, ptr %dx, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %v2 = fmul double %v, %v
  store double %v2, ptr %p, align 8
  %q = getelementptr inbounds double, ptr %dx, i64 %i
  %dy = load double, ptr %q, align 8
  %tw = fmul double %v, 2.0
  %d = fmul double %tw, %dy
  store double %d, ptr %q, align 8
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sq_jvp(ptr %x, ptr %tx, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds double, ptr %x, i64 %i
  %v = load double, ptr %p, align 8
  %v2 = fmul double %v, %v
  store double %v2, ptr %p, align 8
  %q = getelementptr inbounds double, ptr %tx, i64 %i
  %t = load double, ptr %q, align 8
  %tw = fmul double %v, 2.0
  %d = fmul double %tw, %t
  store double %d, ptr %q, align 8
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
