; Hand-written derivatives for testing the checker: pointer-to-pointer
; rows and single precision. rows(r, nr, nc) = sum_i (i+1) sum_j r[i][j]^2;
; fsq(x, n) = sum_i x[i]^2 in float.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define double @rows(ptr %r, i64 %nr, i64 %nc) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %olatch ]
  %s = phi double [ 0.0, %entry ], [ %s2, %olatch ]
  %rp = getelementptr inbounds ptr, ptr %r, i64 %i
  %row = load ptr, ptr %rp, align 8
  %i1 = add i64 %i, 1
  %w = sitofp i64 %i1 to double
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %t = phi double [ %s, %outer ], [ %t1, %inner ]
  %p = getelementptr inbounds double, ptr %row, i64 %j
  %v = load double, ptr %p, align 8
  %v2 = fmul double %v, %v
  %wv = fmul double %w, %v2
  %t1 = fadd double %t, %wv
  %j1 = add i64 %j, 1
  %cj = icmp slt i64 %j1, %nc
  br i1 %cj, label %inner, label %olatch
olatch:
  %s2 = phi double [ %t1, %inner ]
  %ci = icmp slt i64 %i1, %nr
  br i1 %ci, label %outer, label %exit
exit:
  ret double %s2
}

; d/dr[i][j] = 2 (i+1) r[i][j]; with tangent rows dr for forward mode.
define double @rows_both(ptr %r, ptr %dr, i64 %nr, i64 %nc, i1 %fwd) {
entry:
  br label %outer
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %olatch ]
  %s = phi double [ 0.0, %entry ], [ %s2, %olatch ]
  %ds = phi double [ 0.0, %entry ], [ %ds2, %olatch ]
  %rp = getelementptr inbounds ptr, ptr %r, i64 %i
  %row = load ptr, ptr %rp, align 8
  %drp = getelementptr inbounds ptr, ptr %dr, i64 %i
  %drow = load ptr, ptr %drp, align 8
  %i1 = add i64 %i, 1
  %w = sitofp i64 %i1 to double
  br label %inner
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %skip ]
  %t = phi double [ %s, %outer ], [ %t1, %skip ]
  %dt = phi double [ %ds, %outer ], [ %dt1, %skip ]
  %p = getelementptr inbounds double, ptr %row, i64 %j
  %v = load double, ptr %p, align 8
  %v2 = fmul double %v, %v
  %wv = fmul double %w, %v2
  %t1 = fadd double %t, %wv
  %g0 = fmul double %w, %v
  %g = fmul double %g0, 2.0
  %q = getelementptr inbounds double, ptr %drow, i64 %j
  %old = load double, ptr %q, align 8
  %tg = fmul double %g, %old
  %dt1 = fadd double %dt, %tg
  %new = fadd double %old, %g
  br i1 %fwd, label %skip, label %store
store:
  store double %new, ptr %q, align 8
  br label %skip
skip:
  %j1 = add i64 %j, 1
  %cj = icmp slt i64 %j1, %nc
  br i1 %cj, label %inner, label %olatch
olatch:
  %s2 = phi double [ %t1, %skip ]
  %ds2 = phi double [ %dt1, %skip ]
  %ci = icmp slt i64 %i1, %nr
  br i1 %ci, label %outer, label %exit
exit:
  %res = select i1 %fwd, double %ds2, double %s2
  ret double %res
}

define double @rows_grad(ptr %r, ptr %dr, i64 %nr, i64 %nc) {
  %v = call double @rows_both(ptr %r, ptr %dr, i64 %nr, i64 %nc, i1 false)
  ret double %v
}

define double @rows_jvp(ptr %r, ptr %dr, i64 %nr, i64 %nc) {
  %v = call double @rows_both(ptr %r, ptr %dr, i64 %nr, i64 %nc, i1 true)
  ret double %v
}

define float @fsq(ptr %x, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds float, ptr %x, i64 %i
  %v = load float, ptr %p, align 4
  %v2 = fmul float %v, %v
  %s1 = fadd float %s, %v2
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %s1
}

define float @fsq_grad(ptr %x, ptr %dx, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %p = getelementptr inbounds float, ptr %x, i64 %i
  %v = load float, ptr %p, align 4
  %v2 = fmul float %v, %v
  %s1 = fadd float %s, %v2
  %q = getelementptr inbounds float, ptr %dx, i64 %i
  %old = load float, ptr %q, align 4
  %g = fmul float %v, 2.0
  %new = fadd float %old, %g
  store float %new, ptr %q, align 4
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %s1
}

define float @fsq_jvp(ptr %x, ptr %tx, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %d = phi float [ 0.0, %entry ], [ %d1, %loop ]
  %p = getelementptr inbounds float, ptr %x, i64 %i
  %v = load float, ptr %p, align 4
  %q = getelementptr inbounds float, ptr %tx, i64 %i
  %t = load float, ptr %q, align 4
  %g = fmul float %v, 2.0
  %gt = fmul float %g, %t
  %d1 = fadd float %d, %gt
  %i1 = add i64 %i, 1
  %c = icmp slt i64 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  ret float %d1
}
