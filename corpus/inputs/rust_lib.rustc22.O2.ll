; ModuleID = 'rust_lib.20c98bf90d7eae5a-cgu.0'
source_filename = "rust_lib.20c98bf90d7eae5a-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_04efe9734dea0d20e5482f34fda3ce58 = private unnamed_addr constant [12 x i8] c"rust_lib.rs\00", align 1
@alloc_12c50eb1a23567fa84e3fc6b1b3c81ba = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_04efe9734dea0d20e5482f34fda3ce58, [16 x i8] c"\0B\00\00\00\00\00\00\006\00\00\00\05\00\00\00" }>, align 8

; Function Attrs: nounwind nonlazybind uwtable
define noundef double @rl_checked_index(ptr noundef readonly captures(none) %x, i64 noundef %n, i64 noundef %i) unnamed_addr #0 {
start:
  %_4 = icmp ult i64 %i, %n
  br i1 %_4, label %bb1, label %panic

bb1:                                              ; preds = %start
  %0 = getelementptr inbounds nuw double, ptr %x, i64 %i
  %_0 = load double, ptr %0, align 8, !noundef !3
  ret double %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %n, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_12c50eb1a23567fa84e3fc6b1b3c81ba) #12
  unreachable
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define noundef double @rl_cos_model(double noundef %a, double noundef %w, double noundef %p, double noundef %t) unnamed_addr #1 {
start:
  %_7 = fmul double %w, %t
  %_6 = fadd double %p, %_7
  %0 = tail call double @llvm.cos.f64(double %_6)
  %_0 = fmul double %a, %0
  ret double %_0
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef i64 @rl_find(ptr noundef readonly captures(address) %x, i64 noundef %n, i32 noundef %0) unnamed_addr #2 personality ptr @rust_eh_personality {
start:
  %1 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %1)
  %_15.idx = shl nuw nsw i64 %n, 2
  %_15 = getelementptr inbounds nuw i8, ptr %x, i64 %_15.idx
  %_295.i = icmp eq i64 %n, 0
  br i1 %_295.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit", label %bb23.i

bb23.i:                                           ; preds = %start, %bb7.i
  %i.sroa.0.07.i = phi i64 [ %2, %bb7.i ], [ 0, %start ]
  %_3946.i = phi ptr [ %_39.i, %bb7.i ], [ %x, %start ]
  %e.i.i = load i32, ptr %_3946.i, align 4, !alias.scope !4, !noalias !7, !noundef !3
  %_0.i.i = icmp eq i32 %e.i.i, %0
  br i1 %_0.i.i, label %bb6.i, label %bb7.i

bb7.i:                                            ; preds = %bb23.i
  %_39.i = getelementptr inbounds nuw i8, ptr %_3946.i, i64 4
  %2 = add nuw nsw i64 %i.sroa.0.07.i, 1
  %_29.i = icmp eq ptr %_39.i, %_15
  br i1 %_29.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit", label %bb23.i

bb6.i:                                            ; preds = %bb23.i
  %cond.i = icmp ult i64 %i.sroa.0.07.i, %n
  tail call void @llvm.assume(i1 %cond.i)
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit"

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit": ; preds = %bb7.i, %start, %bb6.i
  %_0.sroa.0.0.i = phi i64 [ %i.sroa.0.07.i, %bb6.i ], [ -1, %start ], [ -1, %bb7.i ]
  ret i64 %_0.sroa.0.0.i
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(none) uwtable
define noundef double @rl_integrate(double noundef %0, double noundef %b, i32 noundef %n) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %_5 = fsub double %b, %0
  %_6 = uitofp i32 %n to double
  %1 = fdiv double %_5, %_6
  %_0.i.i.i6.not.i = icmp eq i32 %n, 0
  br i1 %_0.i.i.i6.not.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit, label %bb3.i.preheader

bb3.i.preheader:                                  ; preds = %start
  %xtraiter = and i32 %n, 1
  %2 = icmp eq i32 %n, 1
  br i1 %2, label %bb3.i.epil.preheader, label %bb3.i.preheader.new

bb3.i.preheader.new:                              ; preds = %bb3.i.preheader
  %unroll_iter = and i32 %n, -2
  br label %bb3.i

bb3.i:                                            ; preds = %bb3.i, %bb3.i.preheader.new
  %accum.sroa.0.08.i = phi double [ -0.000000e+00, %bb3.i.preheader.new ], [ %_0.i.i.i.1, %bb3.i ]
  %self.sroa.0.07.i = phi i32 [ 0, %bb3.i.preheader.new ], [ %_0.i1.i.i.i.1, %bb3.i ]
  %niter = phi i32 [ 0, %bb3.i.preheader.new ], [ %niter.next.1, %bb3.i ]
  %_0.i1.i.i.i = or disjoint i32 %self.sroa.0.07.i, 1
  %_7.i.i.i = uitofp i32 %self.sroa.0.07.i to double
  %_6.i.i.i = fadd double %_7.i.i.i, 5.000000e-01
  %_5.i.i.i = fmul double %1, %_6.i.i.i
  %x.i.i.i = fadd double %0, %_5.i.i.i
  %_9.i.i.i = fmul double %x.i.i.i, %x.i.i.i
  %3 = tail call noundef double @llvm.sin.f64(double %_9.i.i.i)
  %_0.i.i.i = fadd double %accum.sroa.0.08.i, %3
  %_0.i1.i.i.i.1 = add nuw i32 %self.sroa.0.07.i, 2
  %_7.i.i.i.1 = uitofp i32 %_0.i1.i.i.i to double
  %_6.i.i.i.1 = fadd double %_7.i.i.i.1, 5.000000e-01
  %_5.i.i.i.1 = fmul double %1, %_6.i.i.i.1
  %x.i.i.i.1 = fadd double %0, %_5.i.i.i.1
  %_9.i.i.i.1 = fmul double %x.i.i.i.1, %x.i.i.i.1
  %4 = tail call noundef double @llvm.sin.f64(double %_9.i.i.i.1)
  %_0.i.i.i.1 = fadd double %_0.i.i.i, %4
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa, label %bb3.i

_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa: ; preds = %bb3.i
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit, label %bb3.i.epil.preheader

bb3.i.epil.preheader:                             ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa, %bb3.i.preheader
  %accum.sroa.0.08.i.epil.init = phi double [ -0.000000e+00, %bb3.i.preheader ], [ %_0.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa ]
  %self.sroa.0.07.i.epil.init = phi i32 [ 0, %bb3.i.preheader ], [ %_0.i1.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa ]
  %lcmp.mod2 = icmp ne i32 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  %_7.i.i.i.epil = uitofp i32 %self.sroa.0.07.i.epil.init to double
  %_6.i.i.i.epil = fadd double %_7.i.i.i.epil, 5.000000e-01
  %_5.i.i.i.epil = fmul double %1, %_6.i.i.i.epil
  %x.i.i.i.epil = fadd double %0, %_5.i.i.i.epil
  %_9.i.i.i.epil = fmul double %x.i.i.i.epil, %x.i.i.i.epil
  %5 = tail call noundef double @llvm.sin.f64(double %_9.i.i.i.epil)
  %_0.i.i.i.epil = fadd double %accum.sroa.0.08.i.epil.init, %5
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit

_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit: ; preds = %bb3.i.epil.preheader, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa, %start
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %start ], [ %_0.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa ], [ %_0.i.i.i.epil, %bb3.i.epil.preheader ]
  %_0 = fmul double %1, %accum.sroa.0.0.lcssa.i
  ret double %_0
}

; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable
define noundef double @rl_poly(double noundef %x) unnamed_addr #4 {
start:
  %0 = tail call double @llvm.powi.f64.i32(double %x, i32 3)
  %_3 = fmul double %0, 3.000000e+00
  %_6 = fmul double %x, 2.000000e+00
  %_5 = fmul double %x, %_6
  %_2 = fsub double %_3, %_5
  %1 = tail call double @llvm.exp.f64(double %x)
  %_7 = tail call noundef double @log1p(double noundef %1) #13
  %_0 = fadd double %_2, %_7
  ret double %_0
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define noundef range(i32 0, 2) i32 @rl_stats(ptr noundef readonly captures(address_is_null) %x, i64 noundef %n, ptr noundef writeonly captures(none) %out) unnamed_addr #5 personality ptr @rust_eh_personality {
start:
  %0 = icmp eq ptr %x, null
  %1 = icmp eq i64 %n, 0
  %or.cond = or i1 %0, %1
  br i1 %or.cond, label %bb7, label %bb8.i.i.preheader

bb8.i.i.preheader:                                ; preds = %start
  %min.iters.check = icmp ult i64 %n, 4
  br i1 %min.iters.check, label %bb8.i.i.preheader45, label %vector.ph

vector.ph:                                        ; preds = %bb8.i.i.preheader
  %n.vec = and i64 %n, -4
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <2 x double> [ splat (double 0x7FF0000000000000), %vector.ph ], [ %4, %vector.body ]
  %vec.phi20 = phi <2 x double> [ splat (double 0x7FF0000000000000), %vector.ph ], [ %5, %vector.body ]
  %2 = getelementptr inbounds nuw double, ptr %x, i64 %index
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %wide.load = load <2 x double>, ptr %2, align 8, !alias.scope !12
  %wide.load21 = load <2 x double>, ptr %3, align 8, !alias.scope !12
  %4 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %vec.phi, <2 x double> %wide.load)
  %5 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %vec.phi20, <2 x double> %wide.load21)
  %index.next = add nuw i64 %index, 4
  %6 = fcmp uno <2 x double> %wide.load, %wide.load21
  %7 = freeze <2 x i1> %6
  %8 = bitcast <2 x i1> %7 to i2
  %9 = icmp ne i2 %8, 0
  %10 = icmp eq i64 %index.next, %n.vec
  %11 = or i1 %9, %10
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %12 = select i1 %9, <2 x double> %vec.phi, <2 x double> %4
  %13 = select i1 %9, <2 x double> %vec.phi20, <2 x double> %5
  %14 = select i1 %9, i64 %index, i64 %n.vec
  %rdx.minmax = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %12, <2 x double> %13)
  %15 = tail call double @llvm.vector.reduce.fmin.v2f64(<2 x double> %rdx.minmax)
  %cmp.n = icmp ne i64 %n, %n.vec
  %.not = or i1 %cmp.n, %9
  br i1 %.not, label %bb8.i.i.preheader45, label %bb8.i.i2.preheader

bb8.i.i.preheader45:                              ; preds = %bb8.i.i.preheader, %middle.block
  %i.sroa.0.0.i.i.ph = phi i64 [ 0, %bb8.i.i.preheader ], [ %14, %middle.block ]
  %acc.sroa.0.0.i.i.ph = phi double [ 0x7FF0000000000000, %bb8.i.i.preheader ], [ %15, %middle.block ]
  br label %bb8.i.i

bb8.i.i:                                          ; preds = %bb8.i.i.preheader45, %bb8.i.i
  %i.sroa.0.0.i.i = phi i64 [ %_27.i.i, %bb8.i.i ], [ %i.sroa.0.0.i.i.ph, %bb8.i.i.preheader45 ]
  %acc.sroa.0.0.i.i = phi double [ %16, %bb8.i.i ], [ %acc.sroa.0.0.i.i.ph, %bb8.i.i.preheader45 ]
  %_45.i.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.i
  %_0.i.i.i.i.i = load double, ptr %_45.i.i, align 8, !alias.scope !12, !noundef !3
  %16 = tail call noundef double @llvm.minnum.f64(double %acc.sroa.0.0.i.i, double %_0.i.i.i.i.i)
  %_27.i.i = add nuw i64 %i.sroa.0.0.i.i, 1
  %_28.i.i = icmp eq i64 %_27.i.i, %n
  br i1 %_28.i.i, label %bb8.i.i2.preheader, label %bb8.i.i, !llvm.loop !22

bb8.i.i2.preheader:                               ; preds = %bb8.i.i, %middle.block
  %.lcssa19 = phi double [ %15, %middle.block ], [ %16, %bb8.i.i ]
  %min.iters.check23 = icmp ult i64 %n, 4
  br i1 %min.iters.check23, label %bb8.i.i2.preheader40, label %vector.ph24

vector.ph24:                                      ; preds = %bb8.i.i2.preheader
  %n.vec26 = and i64 %n, -4
  br label %vector.body27

vector.body27:                                    ; preds = %vector.body27, %vector.ph24
  %index28 = phi i64 [ 0, %vector.ph24 ], [ %index.next33, %vector.body27 ]
  %vec.phi29 = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph24 ], [ %19, %vector.body27 ]
  %vec.phi30 = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph24 ], [ %20, %vector.body27 ]
  %17 = getelementptr inbounds nuw double, ptr %x, i64 %index28
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 16
  %wide.load31 = load <2 x double>, ptr %17, align 8, !alias.scope !23
  %wide.load32 = load <2 x double>, ptr %18, align 8, !alias.scope !23
  %19 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi29, <2 x double> %wide.load31)
  %20 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi30, <2 x double> %wide.load32)
  %index.next33 = add nuw i64 %index28, 4
  %21 = fcmp uno <2 x double> %wide.load31, %wide.load32
  %22 = freeze <2 x i1> %21
  %23 = bitcast <2 x i1> %22 to i2
  %24 = icmp ne i2 %23, 0
  %25 = icmp eq i64 %index.next33, %n.vec26
  %26 = or i1 %24, %25
  br i1 %26, label %middle.block34, label %vector.body27, !llvm.loop !30

middle.block34:                                   ; preds = %vector.body27
  %27 = select i1 %24, <2 x double> %vec.phi29, <2 x double> %19
  %28 = select i1 %24, <2 x double> %vec.phi30, <2 x double> %20
  %29 = select i1 %24, i64 %index28, i64 %n.vec26
  %rdx.minmax35 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %27, <2 x double> %28)
  %30 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax35)
  %cmp.n36 = icmp ne i64 %n, %n.vec26
  %.not39 = or i1 %cmp.n36, %24
  br i1 %.not39, label %bb8.i.i2.preheader40, label %bb8.i.preheader

bb8.i.i2.preheader40:                             ; preds = %bb8.i.i2.preheader, %middle.block34
  %i.sroa.0.0.i.i3.ph = phi i64 [ 0, %bb8.i.i2.preheader ], [ %29, %middle.block34 ]
  %acc.sroa.0.0.i.i4.ph = phi double [ 0xFFF0000000000000, %bb8.i.i2.preheader ], [ %30, %middle.block34 ]
  br label %bb8.i.i2

bb8.i.i2:                                         ; preds = %bb8.i.i2.preheader40, %bb8.i.i2
  %i.sroa.0.0.i.i3 = phi i64 [ %_27.i.i7, %bb8.i.i2 ], [ %i.sroa.0.0.i.i3.ph, %bb8.i.i2.preheader40 ]
  %acc.sroa.0.0.i.i4 = phi double [ %31, %bb8.i.i2 ], [ %acc.sroa.0.0.i.i4.ph, %bb8.i.i2.preheader40 ]
  %_45.i.i5 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.i3
  %_0.i.i.i.i.i6 = load double, ptr %_45.i.i5, align 8, !alias.scope !23, !noundef !3
  %31 = tail call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i4, double %_0.i.i.i.i.i6)
  %_27.i.i7 = add nuw i64 %i.sroa.0.0.i.i3, 1
  %_28.i.i8 = icmp eq i64 %_27.i.i7, %n
  br i1 %_28.i.i8, label %bb8.i.preheader, label %bb8.i.i2, !llvm.loop !31

bb8.i.preheader:                                  ; preds = %bb8.i.i2, %middle.block34
  %.lcssa = phi double [ %30, %middle.block34 ], [ %31, %bb8.i.i2 ]
  %32 = add i64 %n, -1
  %xtraiter = and i64 %n, 7
  %33 = icmp ult i64 %32, 7
  br i1 %33, label %bb8.i.epil.preheader, label %bb8.i.preheader.new

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %n, -8
  br label %bb8.i

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.7, %bb8.i ]
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i.i.7, %bb8.i ]
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.7, %bb8.i ]
  %_45.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_4.i.i = load double, ptr %_45.i, align 8, !alias.scope !32, !noundef !3
  %_0.i.i = fadd double %acc.sroa.0.0.i, %_4.i.i
  %34 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %34, i64 8
  %_4.i.i.1 = load double, ptr %_45.i.1, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.1 = fadd double %_0.i.i, %_4.i.i.1
  %35 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %35, i64 16
  %_4.i.i.2 = load double, ptr %_45.i.2, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.2 = fadd double %_0.i.i.1, %_4.i.i.2
  %36 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %36, i64 24
  %_4.i.i.3 = load double, ptr %_45.i.3, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.3 = fadd double %_0.i.i.2, %_4.i.i.3
  %37 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.4 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %_4.i.i.4 = load double, ptr %_45.i.4, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.4 = fadd double %_0.i.i.3, %_4.i.i.4
  %38 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.5 = getelementptr inbounds nuw i8, ptr %38, i64 40
  %_4.i.i.5 = load double, ptr %_45.i.5, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.5 = fadd double %_0.i.i.4, %_4.i.i.5
  %39 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.6 = getelementptr inbounds nuw i8, ptr %39, i64 48
  %_4.i.i.6 = load double, ptr %_45.i.6, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.6 = fadd double %_0.i.i.5, %_4.i.i.6
  %40 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i
  %_45.i.7 = getelementptr inbounds nuw i8, ptr %40, i64 56
  %_4.i.i.7 = load double, ptr %_45.i.7, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.7 = fadd double %_0.i.i.6, %_4.i.i.7
  %_27.i.7 = add nuw i64 %i.sroa.0.0.i, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa", label %bb8.i

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit", label %bb8.i.epil.preheader

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa" ]
  %lcmp.mod51 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod51)
  br label %bb8.i.epil

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %acc.sroa.0.0.i.epil = phi double [ %_0.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
  %_45.i.epil = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.epil
  %_4.i.i.epil = load double, ptr %_45.i.epil, align 8, !alias.scope !32, !noundef !3
  %_0.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_4.i.i.epil
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit", label %bb8.i.epil, !llvm.loop !35

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa"
  %_0.i.i.lcssa = phi double [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa" ], [ %_0.i.i.epil, %bb8.i.epil ]
  %_13 = uitofp i64 %n to double
  %mean = fdiv double %_0.i.i.lcssa, %_13
  store double %.lcssa19, ptr %out, align 8
  %_14.sroa.4.0.out.sroa_idx = getelementptr inbounds nuw i8, ptr %out, i64 8
  store double %.lcssa, ptr %_14.sroa.4.0.out.sroa_idx, align 8
  %_14.sroa.5.0.out.sroa_idx = getelementptr inbounds nuw i8, ptr %out, i64 16
  store double %mean, ptr %_14.sroa.5.0.out.sroa_idx, align 8
  br label %bb7

bb7:                                              ; preds = %start, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit"
  %_0.sroa.0.0 = phi i32 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit" ], [ 1, %start ]
  ret i32 %_0.sroa.0.0
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #6

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef, i64 noundef, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #8

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #6

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #6

; Function Attrs: mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable
declare noundef double @log1p(double noundef) unnamed_addr #9

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.minnum.v2f64(<2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmin.v2f64(<2 x double>) #11

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.maxnum.v2f64(<2 x double>, <2 x double>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fmax.v2f64(<2 x double>) #11

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nofree norecurse nosync nounwind nonlazybind memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { mustprogress nofree norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { mustprogress nocallback nofree nounwind nonlazybind willreturn memory(errnomem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #10 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { noinline noreturn nounwind }
attributes #13 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!3 = !{}
!4 = !{!5}
!5 = distinct !{!5, !6, !"_ZN8rust_lib7rl_find28_$u7b$$u7b$closure$u7d$$u7d$17ha1f38926ee4eb0bdE: %_2"}
!6 = distinct !{!6, !"_ZN8rust_lib7rl_find28_$u7b$$u7b$closure$u7d$$u7d$17ha1f38926ee4eb0bdE"}
!7 = !{!8, !9, !11}
!8 = distinct !{!8, !6, !"_ZN8rust_lib7rl_find28_$u7b$$u7b$closure$u7d$$u7d$17ha1f38926ee4eb0bdE: %_1"}
!9 = distinct !{!9, !10, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E: %self"}
!10 = distinct !{!10, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E"}
!11 = distinct !{!11, !10, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E: argument 1"}
!12 = !{!13, !15, !17}
!13 = distinct !{!13, !14, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!14 = distinct !{!14, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!15 = distinct !{!15, !16, !"_ZN4core3ops8function5FnMut8call_mut17h3ea2f2afcebdc0bbE: argument 0"}
!16 = distinct !{!16, !"_ZN4core3ops8function5FnMut8call_mut17h3ea2f2afcebdc0bbE"}
!17 = distinct !{!17, !18, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h17896c6136c48464E: %elt"}
!18 = distinct !{!18, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h17896c6136c48464E"}
!19 = distinct !{!19, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !21, !20}
!23 = !{!24, !26, !28}
!24 = distinct !{!24, !25, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!25 = distinct !{!25, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!26 = distinct !{!26, !27, !"_ZN4core3ops8function5FnMut8call_mut17h3ea2f2afcebdc0bbE: argument 0"}
!27 = distinct !{!27, !"_ZN4core3ops8function5FnMut8call_mut17h3ea2f2afcebdc0bbE"}
!28 = distinct !{!28, !29, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc55ad3ea6c427955E: %elt"}
!29 = distinct !{!29, !"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc55ad3ea6c427955E"}
!30 = distinct !{!30, !20, !21}
!31 = distinct !{!31, !21, !20}
!32 = !{!33}
!33 = distinct !{!33, !34, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h214b8addb5e02db6E: %b"}
!34 = distinct !{!34, !"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h214b8addb5e02db6E"}
!35 = distinct !{!35, !36}
!36 = !{!"llvm.loop.unroll.disable"}
