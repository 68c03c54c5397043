; ModuleID = 'rust_lib.20c98bf90d7eae5a-cgu.0'
source_filename = "rust_lib.20c98bf90d7eae5a-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_04efe9734dea0d20e5482f34fda3ce58 = private unnamed_addr constant [12 x i8] c"rust_lib.rs\00", align 1
@alloc_12c50eb1a23567fa84e3fc6b1b3c81ba = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_04efe9734dea0d20e5482f34fda3ce58, [16 x i8] c"\0B\00\00\00\00\00\00\006\00\00\00\05\00\00\00" }>, align 8

; Function Attrs: nounwind nonlazybind uwtable
define noundef double @rl_checked_index(ptr noundef readonly captures(none) %x, i64 noundef %n, i64 noundef %i) unnamed_addr #0 !dbg !7 {
start:
    #dbg_value(ptr %x, !16, !DIExpression(), !28)
    #dbg_value(i64 %n, !17, !DIExpression(), !28)
    #dbg_value(i64 %i, !18, !DIExpression(), !28)
    #dbg_value(ptr %x, !19, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !29)
    #dbg_value(i64 %n, !19, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !29)
  %_4 = icmp ult i64 %i, %n, !dbg !30
  br i1 %_4, label %bb1, label %panic, !dbg !30

bb1:                                              ; preds = %start
  %0 = getelementptr inbounds nuw double, ptr %x, i64 %i, !dbg !30
  %_0 = load double, ptr %0, align 8, !dbg !30, !noundef !27
  ret double %_0, !dbg !31

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  tail call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 noundef %i, i64 noundef %n, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_12c50eb1a23567fa84e3fc6b1b3c81ba) #12, !dbg !30
  unreachable, !dbg !30
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define noundef double @rl_cos_model(double noundef %a, double noundef %w, double noundef %p, double noundef %t) unnamed_addr #1 !dbg !32 {
start:
    #dbg_value(double %a, !36, !DIExpression(), !40)
    #dbg_value(double %w, !37, !DIExpression(), !40)
    #dbg_value(double %p, !38, !DIExpression(), !40)
    #dbg_value(double %t, !39, !DIExpression(), !40)
  %_7 = fmul double %w, %t, !dbg !41
  %self = fadd double %p, %_7, !dbg !42
    #dbg_value(double %self, !43, !DIExpression(), !52)
  %0 = tail call double @llvm.cos.f64(double %self), !dbg !54
  %_0 = fmul double %a, %0, !dbg !55
  ret double %_0, !dbg !56
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define noundef i64 @rl_find(ptr noundef readonly captures(address) %x, i64 noundef %n, i32 noundef %0) unnamed_addr #2 personality ptr @rust_eh_personality !dbg !57 {
start:
    #dbg_value(ptr poison, !76, !DIExpression(), !123)
    #dbg_value(ptr poison, !149, !DIExpression(), !161)
    #dbg_value(ptr poison, !150, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !161)
    #dbg_value(i32 %0, !66, !DIExpression(), !162)
    #dbg_value(ptr %x, !64, !DIExpression(), !162)
    #dbg_value(i64 %n, !65, !DIExpression(), !162)
    #dbg_value(i64 %n, !163, !DIExpression(), !180)
    #dbg_value(i64 %n, !188, !DIExpression(), !226)
    #dbg_value(ptr %x, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !228)
    #dbg_value(ptr %x, !186, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !229)
    #dbg_value(ptr %x, !175, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !230)
    #dbg_value(i64 %n, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !228)
    #dbg_value(i64 %n, !186, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229)
    #dbg_value(i64 %n, !175, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !230)
    #dbg_value(ptr %x, !176, !DIExpression(), !231)
    #dbg_value(ptr %x, !232, !DIExpression(), !239)
  %1 = icmp ne ptr %x, null, !dbg !241
  tail call void @llvm.assume(i1 %1), !dbg !241
    #dbg_value(ptr %x, !225, !DIExpression(), !226)
  %_15.idx = shl nuw nsw i64 %n, 2, !dbg !242
  %_15 = getelementptr inbounds nuw i8, ptr %x, i64 %_15.idx, !dbg !242
    #dbg_value(ptr undef, !150, !DIExpression(), !161)
    #dbg_value(ptr undef, !149, !DIExpression(), !161)
    #dbg_value(ptr undef, !76, !DIExpression(), !123)
    #dbg_value(i64 1, !243, !DIExpression(), !250)
    #dbg_value(i64 %n, !151, !DIExpression(), !252)
    #dbg_value(i64 0, !156, !DIExpression(), !253)
    #dbg_value(ptr %x, !117, !DIExpression(), !254)
    #dbg_value(ptr %x, !249, !DIExpression(), !250)
    #dbg_value(ptr %_15, !119, !DIExpression(), !255)
    #dbg_value(ptr poison, !256, !DIExpression(), !265)
    #dbg_value(ptr poison, !264, !DIExpression(), !267)
  %_297.i = icmp eq i64 %n, 0, !dbg !268
  br i1 %_297.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit", label %bb23.i, !dbg !269

bb23.i:                                           ; preds = %start, %bb7.i
  %i.sroa.0.09.i = phi i64 [ %2, %bb7.i ], [ 0, %start ]
  %_3968.i = phi ptr [ %_39.i, %bb7.i ], [ %x, %start ]
    #dbg_value(i64 %i.sroa.0.09.i, !156, !DIExpression(), !253)
    #dbg_value(ptr %_3968.i, !117, !DIExpression(), !254)
    #dbg_value(ptr %_3968.i, !157, !DIExpression(), !270)
  %ptr.val.i = load i32, ptr %_3968.i, align 4, !dbg !271, !noalias !272, !noundef !27
    #dbg_value(ptr poison, !276, !DIExpression(DW_OP_deref, DW_OP_deref), !285)
    #dbg_value(ptr poison, !284, !DIExpression(), !285)
    #dbg_value(i32 %ptr.val.i, !282, !DIExpression(), !287)
  %_0.i.i = icmp eq i32 %ptr.val.i, %0, !dbg !288
  br i1 %_0.i.i, label %bb6.i, label %bb7.i, !dbg !271

bb7.i:                                            ; preds = %bb23.i
  %_39.i = getelementptr inbounds nuw i8, ptr %_3968.i, i64 4, !dbg !289
  %2 = add nuw nsw i64 %i.sroa.0.09.i, 1, !dbg !290
    #dbg_value(i64 %2, !156, !DIExpression(), !253)
    #dbg_value(ptr %_39.i, !117, !DIExpression(), !254)
    #dbg_value(ptr %_39.i, !249, !DIExpression(), !250)
    #dbg_value(ptr %_15, !119, !DIExpression(), !255)
    #dbg_value(ptr poison, !256, !DIExpression(), !265)
    #dbg_value(ptr poison, !264, !DIExpression(), !267)
  %_29.i = icmp eq ptr %_39.i, %_15, !dbg !268
  br i1 %_29.i, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit", label %bb23.i, !dbg !269

bb6.i:                                            ; preds = %bb23.i
  %cond.i = icmp ult i64 %i.sroa.0.09.i, %n, !dbg !291
    #dbg_value(i1 true, !292, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !299)
  tail call void @llvm.assume(i1 %cond.i), !dbg !301
  br label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit", !dbg !302

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E.exit": ; preds = %bb7.i, %start, %bb6.i
  %_0.sroa.0.0.i = phi i64 [ %i.sroa.0.09.i, %bb6.i ], [ -1, %start ], [ -1, %bb7.i ], !dbg !253
  ret i64 %_0.sroa.0.0.i, !dbg !303
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(none) uwtable
define noundef double @rl_integrate(double noundef %0, double noundef %b, i32 noundef %n) unnamed_addr #3 personality ptr @rust_eh_personality !dbg !304 {
start:
    #dbg_value(ptr poison, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !358)
    #dbg_value(ptr poison, !373, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !396)
    #dbg_value(ptr poison, !385, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !397)
    #dbg_value(ptr poison, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !398)
    #dbg_value(ptr poison, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !358)
    #dbg_value(ptr poison, !373, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !396)
    #dbg_value(ptr poison, !385, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !397)
    #dbg_value(ptr poison, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !398)
    #dbg_value(double %0, !308, !DIExpression(), !399)
    #dbg_value(double %b, !309, !DIExpression(), !399)
    #dbg_value(i32 %n, !310, !DIExpression(), !399)
    #dbg_value(double -0.000000e+00, !374, !DIExpression(), !396)
    #dbg_declare(ptr poison, !375, !DIExpression(), !400)
  %_5 = fsub double %b, %0, !dbg !401
  %_6 = uitofp i32 %n to double, !dbg !402
  %1 = fdiv double %_5, %_6, !dbg !401
    #dbg_value(double %1, !311, !DIExpression(), !403)
    #dbg_value(i32 0, !391, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !398)
    #dbg_value(i32 0, !385, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !397)
    #dbg_value(i32 0, !373, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !396)
    #dbg_value(i32 %n, !391, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !398)
    #dbg_value(i32 %n, !385, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !397)
    #dbg_value(i32 %n, !373, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !396)
    #dbg_value(ptr undef, !391, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !398)
    #dbg_value(ptr undef, !385, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !397)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !396)
    #dbg_value(ptr undef, !391, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !398)
    #dbg_value(ptr undef, !385, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !397)
    #dbg_value(ptr undef, !373, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !396)
    #dbg_value(ptr poison, !404, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !415)
    #dbg_value(ptr poison, !404, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !415)
    #dbg_value(ptr poison, !438, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !449)
    #dbg_value(ptr poison, !438, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !449)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !450)
    #dbg_value(ptr poison, !445, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !450)
    #dbg_value(i32 0, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
    #dbg_value(i32 %n, !348, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !358)
    #dbg_value(ptr undef, !313, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !358)
    #dbg_value(ptr undef, !313, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !358)
    #dbg_value(double -0.000000e+00, !349, !DIExpression(), !358)
    #dbg_value(double -0.000000e+00, !350, !DIExpression(), !451)
    #dbg_value(ptr undef, !445, !DIExpression(), !450)
    #dbg_value(ptr undef, !438, !DIExpression(), !449)
    #dbg_value(ptr undef, !404, !DIExpression(), !415)
    #dbg_value(ptr undef, !414, !DIExpression(), !415)
  %_0.i.i.i7.not.i = icmp eq i32 %n, 0, !dbg !452
  br i1 %_0.i.i.i7.not.i, label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit, label %bb3.i.preheader, !dbg !453

bb3.i.preheader:                                  ; preds = %start
  %xtraiter = and i32 %n, 1, !dbg !453
  %2 = icmp eq i32 %n, 1, !dbg !453
  br i1 %2, label %bb3.i.epil.preheader, label %bb3.i.preheader.new, !dbg !453

bb3.i.preheader.new:                              ; preds = %bb3.i.preheader
  %unroll_iter = and i32 %n, -2, !dbg !453
  br label %bb3.i, !dbg !453

bb3.i:                                            ; preds = %bb3.i, %bb3.i.preheader.new
  %accum.sroa.0.09.i = phi double [ -0.000000e+00, %bb3.i.preheader.new ], [ %_0.i.i.i.1, %bb3.i ]
  %self.sroa.0.08.i = phi i32 [ 0, %bb3.i.preheader.new ], [ %_0.i1.i.i.i.1, %bb3.i ]
  %niter = phi i32 [ 0, %bb3.i.preheader.new ], [ %niter.next.1, %bb3.i ]
    #dbg_value(double %accum.sroa.0.09.i, !350, !DIExpression(), !451)
    #dbg_value(i32 %self.sroa.0.08.i, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
    #dbg_value(i32 %self.sroa.0.08.i, !439, !DIExpression(), !454)
    #dbg_value(i32 %self.sroa.0.08.i, !455, !DIExpression(), !462)
    #dbg_value(i32 %self.sroa.0.08.i, !464, !DIExpression(), !473)
    #dbg_value(i64 1, !461, !DIExpression(), !462)
    #dbg_value(i32 1, !472, !DIExpression(), !473)
  %_0.i1.i.i.i = or disjoint i32 %self.sroa.0.08.i, 1, !dbg !475
    #dbg_value(i32 %_0.i1.i.i.i, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
    #dbg_value(i32 %self.sroa.0.08.i, !352, !DIExpression(), !476)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !489)
    #dbg_value(double %accum.sroa.0.09.i, !483, !DIExpression(), !489)
    #dbg_value(i32 %self.sroa.0.08.i, !484, !DIExpression(), !489)
    #dbg_value(ptr poison, !491, !DIExpression(DW_OP_deref, DW_OP_deref), !501)
    #dbg_value(ptr poison, !498, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_deref), !501)
    #dbg_value(i32 %self.sroa.0.08.i, !497, !DIExpression(), !501)
  %_7.i.i.i = uitofp i32 %self.sroa.0.08.i to double, !dbg !503
  %_6.i.i.i = fadd double %_7.i.i.i, 5.000000e-01, !dbg !504
  %_5.i.i.i = fmul double %1, %_6.i.i.i, !dbg !504
  %x.i.i.i = fadd double %0, %_5.i.i.i, !dbg !505
    #dbg_value(double %x.i.i.i, !499, !DIExpression(), !506)
  %self.i.i.i = fmul double %x.i.i.i, %x.i.i.i, !dbg !507
    #dbg_value(double %self.i.i.i, !508, !DIExpression(), !511)
  %3 = tail call noundef double @llvm.sin.f64(double %self.i.i.i), !dbg !513
    #dbg_value(ptr poison, !514, !DIExpression(), !522)
    #dbg_value(double %accum.sroa.0.09.i, !520, !DIExpression(), !522)
    #dbg_value(double %3, !521, !DIExpression(), !522)
  %_0.i.i.i = fadd double %accum.sroa.0.09.i, %3, !dbg !524
    #dbg_value(double %_0.i.i.i, !350, !DIExpression(), !451)
    #dbg_value(ptr undef, !445, !DIExpression(), !450)
    #dbg_value(ptr undef, !438, !DIExpression(), !449)
    #dbg_value(ptr undef, !404, !DIExpression(), !415)
    #dbg_value(ptr undef, !414, !DIExpression(), !415)
    #dbg_value(i32 %_0.i1.i.i.i, !439, !DIExpression(), !454)
    #dbg_value(i32 %_0.i1.i.i.i, !455, !DIExpression(), !462)
    #dbg_value(i32 %_0.i1.i.i.i, !464, !DIExpression(), !473)
  %_0.i1.i.i.i.1 = add nuw i32 %self.sroa.0.08.i, 2, !dbg !475
    #dbg_value(i32 %_0.i1.i.i.i.1, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
    #dbg_value(i32 %_0.i1.i.i.i, !352, !DIExpression(), !476)
    #dbg_value(double %_0.i.i.i, !483, !DIExpression(), !489)
    #dbg_value(i32 %_0.i1.i.i.i, !484, !DIExpression(), !489)
    #dbg_value(i32 %_0.i1.i.i.i, !497, !DIExpression(), !501)
  %_7.i.i.i.1 = uitofp i32 %_0.i1.i.i.i to double, !dbg !503
  %_6.i.i.i.1 = fadd double %_7.i.i.i.1, 5.000000e-01, !dbg !504
  %_5.i.i.i.1 = fmul double %1, %_6.i.i.i.1, !dbg !504
  %x.i.i.i.1 = fadd double %0, %_5.i.i.i.1, !dbg !505
    #dbg_value(double %x.i.i.i.1, !499, !DIExpression(), !506)
  %self.i.i.i.1 = fmul double %x.i.i.i.1, %x.i.i.i.1, !dbg !507
    #dbg_value(double %self.i.i.i.1, !508, !DIExpression(), !511)
  %4 = tail call noundef double @llvm.sin.f64(double %self.i.i.i.1), !dbg !513
    #dbg_value(double %_0.i.i.i, !520, !DIExpression(), !522)
    #dbg_value(double %4, !521, !DIExpression(), !522)
  %_0.i.i.i.1 = fadd double %_0.i.i.i, %4, !dbg !524
    #dbg_value(double %_0.i.i.i.1, !350, !DIExpression(), !451)
  %niter.next.1 = add i32 %niter, 2, !dbg !453
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter, !dbg !453
  br i1 %niter.ncmp.1, label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa, label %bb3.i, !dbg !453

_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa: ; preds = %bb3.i
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0, !dbg !453
  br i1 %lcmp.mod.not, label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit, label %bb3.i.epil.preheader, !dbg !453

bb3.i.epil.preheader:                             ; preds = %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa, %bb3.i.preheader
  %accum.sroa.0.09.i.epil.init = phi double [ -0.000000e+00, %bb3.i.preheader ], [ %_0.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa ]
  %self.sroa.0.08.i.epil.init = phi i32 [ 0, %bb3.i.preheader ], [ %_0.i1.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa ]
  %lcmp.mod3 = icmp ne i32 %xtraiter, 0, !dbg !453
  tail call void @llvm.assume(i1 %lcmp.mod3), !dbg !453
    #dbg_value(double %accum.sroa.0.09.i.epil.init, !350, !DIExpression(), !451)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !439, !DIExpression(), !454)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !455, !DIExpression(), !462)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !464, !DIExpression(), !473)
    #dbg_value(i64 1, !461, !DIExpression(), !462)
    #dbg_value(i32 1, !472, !DIExpression(), !473)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !348, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !358)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !352, !DIExpression(), !476)
    #dbg_value(ptr poison, !477, !DIExpression(DW_OP_deref, DW_OP_LLVM_fragment, 0, 64), !489)
    #dbg_value(double %accum.sroa.0.09.i.epil.init, !483, !DIExpression(), !489)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !484, !DIExpression(), !489)
    #dbg_value(ptr poison, !491, !DIExpression(DW_OP_deref, DW_OP_deref), !501)
    #dbg_value(ptr poison, !498, !DIExpression(DW_OP_deref, DW_OP_plus_uconst, 8, DW_OP_deref), !501)
    #dbg_value(i32 %self.sroa.0.08.i.epil.init, !497, !DIExpression(), !501)
  %_7.i.i.i.epil = uitofp i32 %self.sroa.0.08.i.epil.init to double, !dbg !503
  %_6.i.i.i.epil = fadd double %_7.i.i.i.epil, 5.000000e-01, !dbg !504
  %_5.i.i.i.epil = fmul double %1, %_6.i.i.i.epil, !dbg !504
  %x.i.i.i.epil = fadd double %0, %_5.i.i.i.epil, !dbg !505
    #dbg_value(double %x.i.i.i.epil, !499, !DIExpression(), !506)
  %self.i.i.i.epil = fmul double %x.i.i.i.epil, %x.i.i.i.epil, !dbg !507
    #dbg_value(double %self.i.i.i.epil, !508, !DIExpression(), !511)
  %5 = tail call noundef double @llvm.sin.f64(double %self.i.i.i.epil), !dbg !513
    #dbg_value(ptr poison, !514, !DIExpression(), !522)
    #dbg_value(double %accum.sroa.0.09.i.epil.init, !520, !DIExpression(), !522)
    #dbg_value(double %5, !521, !DIExpression(), !522)
  %_0.i.i.i.epil = fadd double %accum.sroa.0.09.i.epil.init, %5, !dbg !524
    #dbg_value(double %_0.i.i.i.epil, !350, !DIExpression(), !451)
    #dbg_value(ptr undef, !445, !DIExpression(), !450)
    #dbg_value(ptr undef, !438, !DIExpression(), !449)
    #dbg_value(ptr undef, !404, !DIExpression(), !415)
    #dbg_value(ptr undef, !414, !DIExpression(), !415)
  br label %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit, !dbg !525

_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit: ; preds = %bb3.i.epil.preheader, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa, %start
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %start ], [ %_0.i.i.i.1, %_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E.exit.loopexit.unr-lcssa ], [ %_0.i.i.i.epil, %bb3.i.epil.preheader ], !dbg !358
    #dbg_value(i32 poison, !348, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !358)
  %_0 = fmul double %1, %accum.sroa.0.0.lcssa.i, !dbg !525
  ret double %_0, !dbg !526
}

; Function Attrs: mustprogress nofree norecurse nounwind nonlazybind willreturn memory(errnomem: write) uwtable
define noundef double @rl_poly(double noundef %x) unnamed_addr #4 !dbg !527 {
start:
    #dbg_value(double %x, !529, !DIExpression(), !530)
    #dbg_value(double %x, !531, !DIExpression(), !537)
    #dbg_value(double %x, !539, !DIExpression(), !546)
    #dbg_value(double %x, !548, !DIExpression(), !551)
    #dbg_value(i32 3, !536, !DIExpression(), !537)
    #dbg_value(i32 3, !545, !DIExpression(), !546)
  %0 = tail call double @llvm.powi.f64.i32(double %x, i32 3), !dbg !553
  %_3 = fmul double %0, 3.000000e+00, !dbg !554
  %_6 = fmul double %x, 2.000000e+00, !dbg !555
  %_5 = fmul double %x, %_6, !dbg !555
  %_2 = fsub double %_3, %_5, !dbg !554
  %1 = tail call double @llvm.exp.f64(double %x), !dbg !556
    #dbg_value(double %1, !557, !DIExpression(), !560)
  %_7 = tail call noundef double @log1p(double noundef %1) #13, !dbg !562
  %_0 = fadd double %_2, %_7, !dbg !554
  ret double %_0, !dbg !563
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: readwrite) uwtable
define noundef range(i32 0, 2) i32 @rl_stats(ptr noundef readonly captures(address_is_null) %x, i64 noundef %n, ptr noundef writeonly captures(none) %out) unnamed_addr #5 personality ptr @rust_eh_personality !dbg !564 {
start:
    #dbg_value(ptr %x, !574, !DIExpression(), !585)
    #dbg_value(i64 %n, !575, !DIExpression(), !585)
    #dbg_value(ptr %out, !576, !DIExpression(), !585)
  %0 = icmp eq ptr %x, null, !dbg !586
  %1 = icmp eq i64 %n, 0
  %or.cond = or i1 %0, %1, !dbg !586
  br i1 %or.cond, label %bb7, label %bb8.i.i.preheader, !dbg !586

bb8.i.i.preheader:                                ; preds = %start
  %min.iters.check = icmp ult i64 %n, 4, !dbg !587
  br i1 %min.iters.check, label %bb8.i.i.preheader57, label %vector.ph, !dbg !587

vector.ph:                                        ; preds = %bb8.i.i.preheader
  %n.vec = and i64 %n, -4
  br label %vector.body, !dbg !587

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ], !dbg !669
  %vec.phi = phi <2 x double> [ splat (double 0x7FF0000000000000), %vector.ph ], [ %4, %vector.body ]
  %vec.phi32 = phi <2 x double> [ splat (double 0x7FF0000000000000), %vector.ph ], [ %5, %vector.body ]
  %2 = getelementptr inbounds nuw double, ptr %x, i64 %index, !dbg !670
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16, !dbg !679
  %wide.load = load <2 x double>, ptr %2, align 8, !dbg !679, !alias.scope !680
  %wide.load33 = load <2 x double>, ptr %3, align 8, !dbg !679, !alias.scope !680
  %4 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %vec.phi, <2 x double> %wide.load), !dbg !683
  %5 = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %vec.phi32, <2 x double> %wide.load33), !dbg !683
  %index.next = add nuw i64 %index, 4, !dbg !669
  %6 = fcmp uno <2 x double> %wide.load, %wide.load33
  %7 = freeze <2 x i1> %6
  %8 = bitcast <2 x i1> %7 to i2
  %9 = icmp ne i2 %8, 0
  %10 = icmp eq i64 %index.next, %n.vec
  %11 = or i1 %9, %10
  br i1 %11, label %middle.block, label %vector.body, !llvm.loop !721

middle.block:                                     ; preds = %vector.body
  %12 = select i1 %9, <2 x double> %vec.phi, <2 x double> %4
  %13 = select i1 %9, <2 x double> %vec.phi32, <2 x double> %5
  %14 = select i1 %9, i64 %index, i64 %n.vec
  %rdx.minmax = tail call <2 x double> @llvm.minnum.v2f64(<2 x double> %12, <2 x double> %13), !dbg !587
  %15 = tail call double @llvm.vector.reduce.fmin.v2f64(<2 x double> %rdx.minmax), !dbg !587
  %cmp.n = icmp ne i64 %n, %n.vec, !dbg !587
  %.not = or i1 %cmp.n, %9, !dbg !587
  br i1 %.not, label %bb8.i.i.preheader57, label %bb8.i.i14.preheader, !dbg !587

bb8.i.i.preheader57:                              ; preds = %bb8.i.i.preheader, %middle.block
  %i.sroa.0.0.i.i.ph = phi i64 [ 0, %bb8.i.i.preheader ], [ %14, %middle.block ]
  %acc.sroa.0.0.i.i.ph = phi double [ 0x7FF0000000000000, %bb8.i.i.preheader ], [ %15, %middle.block ]
  br label %bb8.i.i, !dbg !587

bb8.i.i:                                          ; preds = %bb8.i.i.preheader57, %bb8.i.i
  %i.sroa.0.0.i.i = phi i64 [ %_27.i.i, %bb8.i.i ], [ %i.sroa.0.0.i.i.ph, %bb8.i.i.preheader57 ], !dbg !669
  %acc.sroa.0.0.i.i = phi double [ %16, %bb8.i.i ], [ %acc.sroa.0.0.i.i.ph, %bb8.i.i.preheader57 ], !dbg !724
    #dbg_value(double %acc.sroa.0.0.i.i, !625, !DIExpression(), !669)
    #dbg_value(i64 %i.sroa.0.0.i.i, !725, !DIExpression(), !732)
    #dbg_value(i64 %i.sroa.0.0.i.i, !626, !DIExpression(), !734)
    #dbg_value(ptr %x, !676, !DIExpression(), !735)
    #dbg_value(i64 %i.sroa.0.0.i.i, !677, !DIExpression(), !735)
  %_45.i.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.i, !dbg !670
  %_45.val.i.i = load double, ptr %_45.i.i, align 8, !dbg !679, !alias.scope !680, !noundef !27
    #dbg_value(double %acc.sroa.0.0.i.i, !713, !DIExpression(), !736)
    #dbg_value(ptr poison, !714, !DIExpression(), !736)
    #dbg_value(double %acc.sroa.0.0.i.i, !699, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !737)
    #dbg_value(double %_45.val.i.i, !699, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !737)
    #dbg_value(ptr poison, !698, !DIExpression(), !737)
    #dbg_value(double %acc.sroa.0.0.i.i, !687, !DIExpression(), !738)
    #dbg_value(double %_45.val.i.i, !688, !DIExpression(), !738)
  %16 = tail call noundef double @llvm.minnum.f64(double %acc.sroa.0.0.i.i, double %_45.val.i.i), !dbg !683
    #dbg_value(double %16, !625, !DIExpression(), !669)
  %_27.i.i = add nuw i64 %i.sroa.0.0.i.i, 1, !dbg !739
    #dbg_value(i64 %_27.i.i, !626, !DIExpression(), !734)
    #dbg_value(i64 %_27.i.i, !725, !DIExpression(), !732)
  %_28.i.i = icmp eq i64 %_27.i.i, %n, !dbg !587
  br i1 %_28.i.i, label %bb8.i.i14.preheader, label %bb8.i.i, !dbg !587, !llvm.loop !740

bb8.i.i14.preheader:                              ; preds = %bb8.i.i, %middle.block
  %.lcssa31 = phi double [ %15, %middle.block ], [ %16, %bb8.i.i ], !dbg !683
  %min.iters.check35 = icmp ult i64 %n, 4, !dbg !741
  br i1 %min.iters.check35, label %bb8.i.i14.preheader52, label %vector.ph36, !dbg !741

vector.ph36:                                      ; preds = %bb8.i.i14.preheader
  %n.vec38 = and i64 %n, -4
  br label %vector.body39, !dbg !741

vector.body39:                                    ; preds = %vector.body39, %vector.ph36
  %index40 = phi i64 [ 0, %vector.ph36 ], [ %index.next45, %vector.body39 ], !dbg !782
  %vec.phi41 = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph36 ], [ %19, %vector.body39 ]
  %vec.phi42 = phi <2 x double> [ splat (double 0xFFF0000000000000), %vector.ph36 ], [ %20, %vector.body39 ]
  %17 = getelementptr inbounds nuw double, ptr %x, i64 %index40, !dbg !783
  %18 = getelementptr inbounds nuw i8, ptr %17, i64 16, !dbg !789
  %wide.load43 = load <2 x double>, ptr %17, align 8, !dbg !789, !alias.scope !790
  %wide.load44 = load <2 x double>, ptr %18, align 8, !dbg !789, !alias.scope !790
  %19 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi41, <2 x double> %wide.load43), !dbg !793
  %20 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %vec.phi42, <2 x double> %wide.load44), !dbg !793
  %index.next45 = add nuw i64 %index40, 4, !dbg !782
  %21 = fcmp uno <2 x double> %wide.load43, %wide.load44
  %22 = freeze <2 x i1> %21
  %23 = bitcast <2 x i1> %22 to i2
  %24 = icmp ne i2 %23, 0
  %25 = icmp eq i64 %index.next45, %n.vec38
  %26 = or i1 %24, %25
  br i1 %26, label %middle.block46, label %vector.body39, !llvm.loop !814

middle.block46:                                   ; preds = %vector.body39
  %27 = select i1 %24, <2 x double> %vec.phi41, <2 x double> %19
  %28 = select i1 %24, <2 x double> %vec.phi42, <2 x double> %20
  %29 = select i1 %24, i64 %index40, i64 %n.vec38
  %rdx.minmax47 = tail call <2 x double> @llvm.maxnum.v2f64(<2 x double> %27, <2 x double> %28), !dbg !741
  %30 = tail call double @llvm.vector.reduce.fmax.v2f64(<2 x double> %rdx.minmax47), !dbg !741
  %cmp.n48 = icmp ne i64 %n, %n.vec38, !dbg !741
  %.not51 = or i1 %cmp.n48, %24, !dbg !741
  br i1 %.not51, label %bb8.i.i14.preheader52, label %bb8.i.preheader, !dbg !741

bb8.i.i14.preheader52:                            ; preds = %bb8.i.i14.preheader, %middle.block46
  %i.sroa.0.0.i.i15.ph = phi i64 [ 0, %bb8.i.i14.preheader ], [ %29, %middle.block46 ]
  %acc.sroa.0.0.i.i16.ph = phi double [ 0xFFF0000000000000, %bb8.i.i14.preheader ], [ %30, %middle.block46 ]
  br label %bb8.i.i14, !dbg !741

bb8.i.i14:                                        ; preds = %bb8.i.i14.preheader52, %bb8.i.i14
  %i.sroa.0.0.i.i15 = phi i64 [ %_27.i.i19, %bb8.i.i14 ], [ %i.sroa.0.0.i.i15.ph, %bb8.i.i14.preheader52 ], !dbg !782
  %acc.sroa.0.0.i.i16 = phi double [ %31, %bb8.i.i14 ], [ %acc.sroa.0.0.i.i16.ph, %bb8.i.i14.preheader52 ], !dbg !815
    #dbg_value(double %acc.sroa.0.0.i.i16, !760, !DIExpression(), !782)
    #dbg_value(i64 %i.sroa.0.0.i.i15, !816, !DIExpression(), !820)
    #dbg_value(i64 %i.sroa.0.0.i.i15, !761, !DIExpression(), !822)
    #dbg_value(ptr %x, !786, !DIExpression(), !823)
    #dbg_value(i64 %i.sroa.0.0.i.i15, !787, !DIExpression(), !823)
  %_45.i.i17 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.i15, !dbg !783
  %_45.val.i.i18 = load double, ptr %_45.i.i17, align 8, !dbg !789, !alias.scope !790, !noundef !27
    #dbg_value(double %acc.sroa.0.0.i.i16, !809, !DIExpression(), !824)
    #dbg_value(ptr poison, !810, !DIExpression(), !824)
    #dbg_value(double %acc.sroa.0.0.i.i16, !802, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !825)
    #dbg_value(double %_45.val.i.i18, !802, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !825)
    #dbg_value(ptr poison, !801, !DIExpression(), !825)
    #dbg_value(double %acc.sroa.0.0.i.i16, !796, !DIExpression(), !826)
    #dbg_value(double %_45.val.i.i18, !797, !DIExpression(), !826)
  %31 = tail call noundef double @llvm.maxnum.f64(double %acc.sroa.0.0.i.i16, double %_45.val.i.i18), !dbg !793
    #dbg_value(double %31, !760, !DIExpression(), !782)
  %_27.i.i19 = add nuw i64 %i.sroa.0.0.i.i15, 1, !dbg !827
    #dbg_value(i64 %_27.i.i19, !761, !DIExpression(), !822)
    #dbg_value(i64 %_27.i.i19, !816, !DIExpression(), !820)
  %_28.i.i20 = icmp eq i64 %_27.i.i19, %n, !dbg !741
  br i1 %_28.i.i20, label %bb8.i.preheader, label %bb8.i.i14, !dbg !741, !llvm.loop !828

bb8.i.preheader:                                  ; preds = %bb8.i.i14, %middle.block46
  %.lcssa = phi double [ %30, %middle.block46 ], [ %31, %bb8.i.i14 ], !dbg !793
  %32 = add i64 %n, -1, !dbg !829
  %xtraiter = and i64 %n, 7, !dbg !829
  %33 = icmp ult i64 %32, 7, !dbg !829
  br i1 %33, label %bb8.i.epil.preheader, label %bb8.i.preheader.new, !dbg !829

bb8.i.preheader.new:                              ; preds = %bb8.i.preheader
  %unroll_iter = and i64 %n, -8, !dbg !829
  br label %bb8.i, !dbg !829

bb8.i:                                            ; preds = %bb8.i, %bb8.i.preheader.new
  %i.sroa.0.0.i = phi i64 [ 0, %bb8.i.preheader.new ], [ %_27.i.7, %bb8.i ], !dbg !869
  %acc.sroa.0.0.i = phi double [ -0.000000e+00, %bb8.i.preheader.new ], [ %_0.i.i.7, %bb8.i ], !dbg !870
  %niter = phi i64 [ 0, %bb8.i.preheader.new ], [ %niter.next.7, %bb8.i ]
    #dbg_value(double %acc.sroa.0.0.i, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(), !877)
    #dbg_value(ptr %x, !878, !DIExpression(), !882)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(), !882)
  %_45.i = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.val.i = load double, ptr %_45.i, align 8, !dbg !885, !noundef !27
    #dbg_value(ptr poison, !886, !DIExpression(), !894)
    #dbg_value(double %acc.sroa.0.0.i, !892, !DIExpression(), !894)
    #dbg_value(ptr poison, !893, !DIExpression(), !894)
    #dbg_value(ptr poison, !896, !DIExpression(), !904)
  %_0.i.i = fadd double %acc.sroa.0.0.i, %_45.val.i, !dbg !906
    #dbg_value(double %_0.i.i, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !877)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !882)
  %34 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.i.1 = getelementptr inbounds nuw i8, ptr %34, i64 8, !dbg !884
  %_45.val.i.1 = load double, ptr %_45.i.1, align 8, !dbg !885, !noundef !27
    #dbg_value(double %_0.i.i, !892, !DIExpression(), !894)
  %_0.i.i.1 = fadd double %_0.i.i, %_45.val.i.1, !dbg !906
    #dbg_value(double %_0.i.i.1, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !877)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(DW_OP_constu, 2, DW_OP_or, DW_OP_stack_value), !882)
  %35 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.i.2 = getelementptr inbounds nuw i8, ptr %35, i64 16, !dbg !884
  %_45.val.i.2 = load double, ptr %_45.i.2, align 8, !dbg !885, !noundef !27
    #dbg_value(double %_0.i.i.1, !892, !DIExpression(), !894)
  %_0.i.i.2 = fadd double %_0.i.i.1, %_45.val.i.2, !dbg !906
    #dbg_value(double %_0.i.i.2, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !877)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !882)
  %36 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.i.3 = getelementptr inbounds nuw i8, ptr %36, i64 24, !dbg !884
  %_45.val.i.3 = load double, ptr %_45.i.3, align 8, !dbg !885, !noundef !27
    #dbg_value(double %_0.i.i.2, !892, !DIExpression(), !894)
  %_0.i.i.3 = fadd double %_0.i.i.2, %_45.val.i.3, !dbg !906
    #dbg_value(double %_0.i.i.3, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !877)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(DW_OP_constu, 4, DW_OP_or, DW_OP_stack_value), !882)
  %37 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.i.4 = getelementptr inbounds nuw i8, ptr %37, i64 32, !dbg !884
  %_45.val.i.4 = load double, ptr %_45.i.4, align 8, !dbg !885, !noundef !27
    #dbg_value(double %_0.i.i.3, !892, !DIExpression(), !894)
  %_0.i.i.4 = fadd double %_0.i.i.3, %_45.val.i.4, !dbg !906
    #dbg_value(double %_0.i.i.4, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !877)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !882)
  %38 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.i.5 = getelementptr inbounds nuw i8, ptr %38, i64 40, !dbg !884
  %_45.val.i.5 = load double, ptr %_45.i.5, align 8, !dbg !885, !noundef !27
    #dbg_value(double %_0.i.i.4, !892, !DIExpression(), !894)
  %_0.i.i.5 = fadd double %_0.i.i.4, %_45.val.i.5, !dbg !906
    #dbg_value(double %_0.i.i.5, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !877)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(DW_OP_constu, 6, DW_OP_or, DW_OP_stack_value), !882)
  %39 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.i.6 = getelementptr inbounds nuw i8, ptr %39, i64 48, !dbg !884
  %_45.val.i.6 = load double, ptr %_45.i.6, align 8, !dbg !885, !noundef !27
    #dbg_value(double %_0.i.i.5, !892, !DIExpression(), !894)
  %_0.i.i.6 = fadd double %_0.i.i.5, %_45.val.i.6, !dbg !906
    #dbg_value(double %_0.i.i.6, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i, !848, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !877)
    #dbg_value(i64 %i.sroa.0.0.i, !871, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !875)
    #dbg_value(i64 %i.sroa.0.0.i, !881, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !882)
  %40 = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i, !dbg !884
  %_45.i.7 = getelementptr inbounds nuw i8, ptr %40, i64 56, !dbg !884
  %_45.val.i.7 = load double, ptr %_45.i.7, align 8, !dbg !885, !noundef !27
    #dbg_value(double %_0.i.i.6, !892, !DIExpression(), !894)
  %_0.i.i.7 = fadd double %_0.i.i.6, %_45.val.i.7, !dbg !906
    #dbg_value(double %_0.i.i.7, !847, !DIExpression(), !869)
  %_27.i.7 = add nuw i64 %i.sroa.0.0.i, 8, !dbg !913
    #dbg_value(i64 %_27.i.7, !848, !DIExpression(), !877)
    #dbg_value(i64 %_27.i.7, !871, !DIExpression(), !875)
  %niter.next.7 = add i64 %niter, 8, !dbg !829
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter, !dbg !829
  br i1 %niter.ncmp.7, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa", label %bb8.i, !dbg !829

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa": ; preds = %bb8.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0, !dbg !829
  br i1 %lcmp.mod.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit", label %bb8.i.epil.preheader, !dbg !829

bb8.i.epil.preheader:                             ; preds = %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa", %bb8.i.preheader
  %i.sroa.0.0.i.epil.init = phi i64 [ 0, %bb8.i.preheader ], [ %_27.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa" ]
  %acc.sroa.0.0.i.epil.init = phi double [ -0.000000e+00, %bb8.i.preheader ], [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa" ]
  %lcmp.mod63 = icmp ne i64 %xtraiter, 0, !dbg !829
  tail call void @llvm.assume(i1 %lcmp.mod63), !dbg !829
  br label %bb8.i.epil, !dbg !829

bb8.i.epil:                                       ; preds = %bb8.i.epil, %bb8.i.epil.preheader
  %i.sroa.0.0.i.epil = phi i64 [ %_27.i.epil, %bb8.i.epil ], [ %i.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !869
  %acc.sroa.0.0.i.epil = phi double [ %_0.i.i.epil, %bb8.i.epil ], [ %acc.sroa.0.0.i.epil.init, %bb8.i.epil.preheader ], !dbg !870
  %epil.iter = phi i64 [ %epil.iter.next, %bb8.i.epil ], [ 0, %bb8.i.epil.preheader ]
    #dbg_value(double %acc.sroa.0.0.i.epil, !847, !DIExpression(), !869)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !871, !DIExpression(), !875)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !848, !DIExpression(), !877)
    #dbg_value(ptr %x, !878, !DIExpression(), !882)
    #dbg_value(i64 %i.sroa.0.0.i.epil, !881, !DIExpression(), !882)
  %_45.i.epil = getelementptr inbounds nuw double, ptr %x, i64 %i.sroa.0.0.i.epil, !dbg !884
  %_45.val.i.epil = load double, ptr %_45.i.epil, align 8, !dbg !885, !noundef !27
    #dbg_value(ptr poison, !886, !DIExpression(), !894)
    #dbg_value(double %acc.sroa.0.0.i.epil, !892, !DIExpression(), !894)
    #dbg_value(ptr poison, !893, !DIExpression(), !894)
    #dbg_value(ptr poison, !896, !DIExpression(), !904)
  %_0.i.i.epil = fadd double %acc.sroa.0.0.i.epil, %_45.val.i.epil, !dbg !906
    #dbg_value(double %_0.i.i.epil, !847, !DIExpression(), !869)
  %_27.i.epil = add nuw i64 %i.sroa.0.0.i.epil, 1, !dbg !913
    #dbg_value(i64 %_27.i.epil, !848, !DIExpression(), !877)
    #dbg_value(i64 %_27.i.epil, !871, !DIExpression(), !875)
  %epil.iter.next = add i64 %epil.iter, 1, !dbg !829
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter, !dbg !829
  br i1 %epil.iter.cmp.not, label %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit", label %bb8.i.epil, !dbg !829, !llvm.loop !914

"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit": ; preds = %bb8.i.epil, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa"
  %_0.i.i.lcssa = phi double [ %_0.i.i.7, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit.unr-lcssa" ], [ %_0.i.i.epil, %bb8.i.epil ], !dbg !906
  %_13 = uitofp i64 %n to double, !dbg !916
  %mean = fdiv double %_0.i.i.lcssa, %_13, !dbg !917
    #dbg_value(double %mean, !583, !DIExpression(), !918)
  store double %.lcssa31, ptr %out, align 8, !dbg !919
  %_14.sroa.4.0.out.sroa_idx = getelementptr inbounds nuw i8, ptr %out, i64 8, !dbg !919
  store double %.lcssa, ptr %_14.sroa.4.0.out.sroa_idx, align 8, !dbg !919
  %_14.sroa.5.0.out.sroa_idx = getelementptr inbounds nuw i8, ptr %out, i64 16, !dbg !919
  store double %mean, ptr %_14.sroa.5.0.out.sroa_idx, align 8, !dbg !919
  br label %bb7, !dbg !920

bb7:                                              ; preds = %start, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit"
  %_0.sroa.0.0 = phi i32 [ 0, %"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE.exit" ], [ 1, %start ], !dbg !585
  ret i32 %_0.sroa.0.0, !dbg !920
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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.dbg.cu = !{!5}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{i32 7, !"Dwarf Version", i32 4}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!5 = distinct !DICompileUnit(language: DW_LANG_Rust, file: !6, producer: "clang LLVM (rustc version 1.95.0 (59807616e 2026-04-14))", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!6 = !DIFile(filename: "rust_lib.rs/@/rust_lib.20c98bf90d7eae5a-cgu.0", directory: "/irfix/corpus/src")
!7 = distinct !DISubprogram(name: "rl_checked_index", scope: !9, file: !8, line: 52, type: !10, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !15)
!8 = !DIFile(filename: "rust_lib.rs", directory: "/irfix/corpus/src", checksumkind: CSK_MD5, checksum: "96288fd3ab89d054a10975caff45207a")
!9 = !DINamespace(name: "rust_lib", scope: null)
!10 = !DISubroutineType(types: !11)
!11 = !{!12, !13, !14, !14}
!12 = !DIBasicType(name: "f64", size: 64, encoding: DW_ATE_float)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const f64", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!14 = !DIBasicType(name: "usize", size: 64, encoding: DW_ATE_unsigned)
!15 = !{!16, !17, !18, !19}
!16 = !DILocalVariable(name: "x", arg: 1, scope: !7, file: !8, line: 52, type: !13)
!17 = !DILocalVariable(name: "n", arg: 2, scope: !7, file: !8, line: 52, type: !14)
!18 = !DILocalVariable(name: "i", arg: 3, scope: !7, file: !8, line: 52, type: !14)
!19 = !DILocalVariable(name: "v", scope: !20, file: !8, line: 53, type: !21, align: 64)
!20 = distinct !DILexicalBlock(scope: !7, file: !8, line: 53, column: 5)
!21 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [f64]", file: !22, size: 128, align: 64, elements: !23, templateParams: !27, identifier: "58ff1aeba5526ea58640b554e0504a59")
!22 = !DIFile(filename: "<unknown>", directory: "")
!23 = !{!24, !26}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !21, file: !22, baseType: !25, size: 64, align: 64)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !21, file: !22, baseType: !14, size: 64, align: 64, offset: 64)
!27 = !{}
!28 = !DILocation(line: 0, scope: !7)
!29 = !DILocation(line: 0, scope: !20)
!30 = !DILocation(line: 54, column: 5, scope: !20)
!31 = !DILocation(line: 55, column: 2, scope: !7)
!32 = distinct !DISubprogram(name: "rl_cos_model", scope: !9, file: !8, line: 13, type: !33, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!12, !12, !12, !12, !12}
!35 = !{!36, !37, !38, !39}
!36 = !DILocalVariable(name: "a", arg: 1, scope: !32, file: !8, line: 13, type: !12)
!37 = !DILocalVariable(name: "w", arg: 2, scope: !32, file: !8, line: 13, type: !12)
!38 = !DILocalVariable(name: "p", arg: 3, scope: !32, file: !8, line: 13, type: !12)
!39 = !DILocalVariable(name: "t", arg: 4, scope: !32, file: !8, line: 13, type: !12)
!40 = !DILocation(line: 0, scope: !32)
!41 = !DILocation(line: 14, column: 10, scope: !32)
!42 = !DILocation(line: 14, column: 9, scope: !32)
!43 = !DILocalVariable(name: "self", arg: 1, scope: !44, file: !45, line: 723, type: !12)
!44 = distinct !DISubprogram(name: "cos", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3cos", scope: !46, file: !45, line: 723, type: !49, scopeLine: 723, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !51)
!45 = !DIFile(filename: "library/std/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "25b2a0d69a7ff90f22cee9f25d3729c1")
!46 = !DINamespace(name: "{impl#0}", scope: !47)
!47 = !DINamespace(name: "f64", scope: !48)
!48 = !DINamespace(name: "std", scope: null)
!49 = !DISubroutineType(types: !50)
!50 = !{!12, !12}
!51 = !{!43}
!52 = !DILocation(line: 0, scope: !44, inlinedAt: !53)
!53 = !DILocation(line: 14, column: 21, scope: !32)
!54 = !DILocation(line: 724, column: 9, scope: !44, inlinedAt: !53)
!55 = !DILocation(line: 14, column: 5, scope: !32)
!56 = !DILocation(line: 15, column: 2, scope: !32)
!57 = distinct !DISubprogram(name: "rl_find", scope: !9, file: !8, line: 37, type: !58, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !63)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !61, !14, !62}
!60 = !DIBasicType(name: "isize", size: 64, encoding: DW_ATE_signed)
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*const i32", baseType: !62, size: 64, align: 64, dwarfAddressSpace: 0)
!62 = !DIBasicType(name: "i32", size: 32, encoding: DW_ATE_signed)
!63 = !{!64, !65, !66, !67, !74}
!64 = !DILocalVariable(name: "x", arg: 1, scope: !57, file: !8, line: 37, type: !61)
!65 = !DILocalVariable(name: "n", arg: 2, scope: !57, file: !8, line: 37, type: !14)
!66 = !DILocalVariable(name: "key", arg: 3, scope: !57, file: !8, line: 37, type: !62)
!67 = !DILocalVariable(name: "v", scope: !68, file: !8, line: 38, type: !69, align: 64)
!68 = distinct !DILexicalBlock(scope: !57, file: !8, line: 38, column: 5)
!69 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const [i32]", file: !22, size: 128, align: 64, elements: !70, templateParams: !27, identifier: "1d27693bf649124d417f8ef7a22de53e")
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !69, file: !22, baseType: !72, size: 64, align: 64)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64, align: 64, dwarfAddressSpace: 0)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !69, file: !22, baseType: !14, size: 64, align: 64, offset: 64)
!74 = !DILocalVariable(name: "i", scope: !75, file: !8, line: 40, type: !14, align: 64)
!75 = distinct !DILexicalBlock(scope: !68, file: !8, line: 40, column: 9)
!76 = !DILocalVariable(name: "self", arg: 1, scope: !77, file: !78, line: 157, type: !101)
!77 = distinct !DISubprogram(name: "next<i32>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h27812e3fe2556da4E", scope: !79, file: !78, line: 157, type: !83, scopeLine: 157, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, retainedNodes: !116)
!78 = !DIFile(filename: "library/core/src/slice/iter/macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "87d1f0c2746f51593d75ddf4c9271f14")
!79 = !DINamespace(name: "{impl#171}", scope: !80)
!80 = !DINamespace(name: "iter", scope: !81)
!81 = !DINamespace(name: "slice", scope: !82)
!82 = !DINamespace(name: "core", scope: null)
!83 = !DISubroutineType(types: !84)
!84 = !{!85, !101}
!85 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<&i32>", scope: !86, file: !22, size: 64, align: 64, flags: DIFlagPublic, elements: !87, templateParams: !27, identifier: "dbece716e890c612dce79ac455df24be")
!86 = !DINamespace(name: "option", scope: !82)
!87 = !{!88}
!88 = !DICompositeType(tag: DW_TAG_variant_part, scope: !85, file: !22, size: 64, align: 64, elements: !89, templateParams: !27, identifier: "f3a6c88d7201457222bc4121bf793139", discriminator: !99)
!89 = !{!90, !95}
!90 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !88, file: !22, baseType: !91, size: 64, align: 64, extraData: i64 0)
!91 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !85, file: !22, size: 64, align: 64, flags: DIFlagPublic, elements: !27, templateParams: !92, identifier: "adde9d14d5bfc36333c006408e1789a1")
!92 = !{!93}
!93 = !DITemplateTypeParameter(name: "T", type: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&i32", baseType: !62, size: 64, align: 64, dwarfAddressSpace: 0)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !88, file: !22, baseType: !96, size: 64, align: 64)
!96 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !85, file: !22, size: 64, align: 64, flags: DIFlagPublic, elements: !97, templateParams: !92, identifier: "9d980d159202eb59c2c46c09aea84c")
!97 = !{!98}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !96, file: !22, baseType: !94, size: 64, align: 64, flags: DIFlagPublic)
!99 = !DIDerivedType(tag: DW_TAG_member, scope: !85, file: !22, baseType: !100, size: 64, align: 64, flags: DIFlagArtificial)
!100 = !DIBasicType(name: "u64", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::slice::iter::Iter<i32>", baseType: !102, size: 64, align: 64, dwarfAddressSpace: 0)
!102 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<i32>", scope: !80, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !103, templateParams: !110, identifier: "aa53e48ac124811bc943848be5e25276")
!103 = !{!104, !112, !113}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !102, file: !22, baseType: !105, size: 64, align: 64, flags: DIFlagPrivate)
!105 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<i32>", scope: !106, file: !22, size: 64, align: 64, flags: DIFlagPublic, elements: !108, templateParams: !110, identifier: "87c1d4fb7af38623515e849a82dc60eb")
!106 = !DINamespace(name: "non_null", scope: !107)
!107 = !DINamespace(name: "ptr", scope: !82)
!108 = !{!109}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !105, file: !22, baseType: !61, size: 64, align: 64, flags: DIFlagPrivate)
!110 = !{!111}
!111 = !DITemplateTypeParameter(name: "T", type: !62)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !102, file: !22, baseType: !61, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !102, file: !22, baseType: !114, align: 8, offset: 128, flags: DIFlagPrivate)
!114 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&i32>", scope: !115, file: !22, align: 8, flags: DIFlagPublic, elements: !27, templateParams: !92, identifier: "b7c4d434debe578dc1ac34a06336863")
!115 = !DINamespace(name: "marker", scope: !82)
!116 = !{!76, !117, !119, !121}
!117 = !DILocalVariable(name: "ptr", scope: !118, file: !78, line: 161, type: !105, align: 64)
!118 = distinct !DILexicalBlock(scope: !77, file: !78, line: 161, column: 17)
!119 = !DILocalVariable(name: "end_or_len", scope: !120, file: !78, line: 162, type: !61, align: 64)
!120 = distinct !DILexicalBlock(scope: !118, file: !78, line: 162, column: 17)
!121 = !DILocalVariable(name: "len", scope: !122, file: !78, line: 167, type: !14, align: 64)
!122 = distinct !DILexicalBlock(scope: !120, file: !78, line: 167, column: 25)
!123 = !DILocation(line: 0, scope: !77, inlinedAt: !124)
!124 = distinct !DILocation(line: 383, column: 42, scope: !125, inlinedAt: !160)
!125 = distinct !DILexicalBlock(scope: !126, file: !78, line: 383, column: 49)
!126 = distinct !DILexicalBlock(scope: !127, file: !78, line: 382, column: 17)
!127 = distinct !DILexicalBlock(scope: !128, file: !78, line: 381, column: 17)
!128 = distinct !DISubprogram(name: "position<i32, rust_lib::rl_find::{closure_env#0}>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E", scope: !79, file: !78, line: 377, type: !129, scopeLine: 377, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !158, retainedNodes: !148)
!129 = !DISubroutineType(types: !130)
!130 = !{!131, !101, !144}
!131 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<usize>", scope: !86, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !132, templateParams: !27, identifier: "6f59025219977f466509bd4ae79a2945")
!132 = !{!133}
!133 = !DICompositeType(tag: DW_TAG_variant_part, scope: !131, file: !22, size: 128, align: 64, elements: !134, templateParams: !27, identifier: "57fdcff454be91893aca78d2b2510f66", discriminator: !143)
!134 = !{!135, !139}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !133, file: !22, baseType: !136, size: 128, align: 64, extraData: i64 0)
!136 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !131, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !27, templateParams: !137, identifier: "5f402b7d82062085bb94b01d172ca4ec")
!137 = !{!138}
!138 = !DITemplateTypeParameter(name: "T", type: !14)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !133, file: !22, baseType: !140, size: 128, align: 64, extraData: i64 1)
!140 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !131, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !141, templateParams: !137, identifier: "c70f2dfad93186ce146b7e80830727")
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !140, file: !22, baseType: !14, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!143 = !DIDerivedType(tag: DW_TAG_member, scope: !131, file: !22, baseType: !100, size: 64, align: 64, flags: DIFlagArtificial)
!144 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !145, file: !22, size: 64, align: 64, elements: !146, templateParams: !27, identifier: "34bd34d5a74893eadbc5dbbbf3e5bd44")
!145 = !DINamespace(name: "rl_find", scope: !9)
!146 = !{!147}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__key", scope: !144, file: !22, baseType: !94, size: 64, align: 64)
!148 = !{!149, !150, !151, !152, !154, !156, !157}
!149 = !DILocalVariable(name: "self", arg: 1, scope: !128, file: !78, line: 377, type: !101)
!150 = !DILocalVariable(name: "predicate", arg: 2, scope: !128, file: !78, line: 377, type: !144)
!151 = !DILocalVariable(name: "n", scope: !127, file: !78, line: 381, type: !14, align: 64)
!152 = !DILocalVariable(name: "len", scope: !153, file: !78, line: 29, type: !14, align: 64)
!153 = distinct !DILexicalBlock(scope: !128, file: !78, line: 29, column: 13)
!154 = !DILocalVariable(name: "end", scope: !155, file: !78, line: 33, type: !105, align: 64)
!155 = distinct !DILexicalBlock(scope: !128, file: !78, line: 33, column: 13)
!156 = !DILocalVariable(name: "i", scope: !126, file: !78, line: 382, type: !14, align: 64)
!157 = !DILocalVariable(name: "x", scope: !125, file: !78, line: 383, type: !94, align: 64)
!158 = !{!111, !159}
!159 = !DITemplateTypeParameter(name: "P", type: !144)
!160 = distinct !DILocation(line: 39, column: 20, scope: !68)
!161 = !DILocation(line: 0, scope: !128, inlinedAt: !160)
!162 = !DILocation(line: 0, scope: !57)
!163 = !DILocalVariable(name: "len", scope: !164, file: !165, line: 97, type: !14, align: 64)
!164 = distinct !DILexicalBlock(scope: !166, file: !165, line: 97, column: 9)
!165 = !DIFile(filename: "library/core/src/slice/iter.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "f33ab2e22fe09095bf73c41c52bd166c")
!166 = distinct !DISubprogram(name: "new<i32>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h747c7cef45c7a698E", scope: !102, file: !165, line: 96, type: !167, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, declaration: !173, retainedNodes: !174)
!167 = !DISubroutineType(types: !168)
!168 = !{!102, !169}
!169 = !DICompositeType(tag: DW_TAG_structure_type, name: "&[i32]", file: !22, size: 128, align: 64, elements: !170, templateParams: !27, identifier: "6b57523f38171cc87b38da8cc3de4ac3")
!170 = !{!171, !172}
!171 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !169, file: !22, baseType: !72, size: 64, align: 64)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !169, file: !22, baseType: !14, size: 64, align: 64, offset: 64)
!173 = !DISubprogram(name: "new<i32>", linkageName: "_ZN4core5slice4iter13Iter$LT$T$GT$3new17h747c7cef45c7a698E", scope: !102, file: !165, line: 96, type: !167, scopeLine: 96, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !110)
!174 = !{!175, !163, !176, !178}
!175 = !DILocalVariable(name: "slice", arg: 1, scope: !166, file: !165, line: 96, type: !69)
!176 = !DILocalVariable(name: "ptr", scope: !177, file: !165, line: 98, type: !105, align: 64)
!177 = distinct !DILexicalBlock(scope: !164, file: !165, line: 98, column: 9)
!178 = !DILocalVariable(name: "end_or_len", scope: !179, file: !165, line: 101, type: !61, align: 64)
!179 = distinct !DILexicalBlock(scope: !177, file: !165, line: 101, column: 13)
!180 = !DILocation(line: 0, scope: !164, inlinedAt: !181)
!181 = !DILocation(line: 1041, column: 9, scope: !182, inlinedAt: !187)
!182 = distinct !DISubprogram(name: "iter<i32>", linkageName: "_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h54f21a9cadcd0bb4E", scope: !184, file: !183, line: 1040, type: !167, scopeLine: 1040, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, retainedNodes: !185)
!183 = !DIFile(filename: "library/core/src/slice/mod.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "b606e5d97bff599edd0dcbc6067a14f1")
!184 = !DINamespace(name: "{impl#0}", scope: !81)
!185 = !{!186}
!186 = !DILocalVariable(name: "self", arg: 1, scope: !182, file: !183, line: 1040, type: !69)
!187 = !DILocation(line: 39, column: 13, scope: !68)
!188 = !DILocalVariable(name: "count", arg: 2, scope: !189, file: !190, line: 927, type: !14)
!189 = distinct !DISubprogram(name: "add<i32>", linkageName: "_ZN4core3ptr7mut_ptr31_$LT$impl$u20$$BP$mut$u20$T$GT$3add17h840f9c3d8393dfbaE", scope: !191, file: !190, line: 927, type: !193, scopeLine: 927, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, retainedNodes: !224)
!190 = !DIFile(filename: "library/core/src/ptr/mut_ptr.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7c03c8e0ae695174f7f10881dc49d2cb")
!191 = !DINamespace(name: "{impl#0}", scope: !192)
!192 = !DINamespace(name: "mut_ptr", scope: !107)
!193 = !DISubroutineType(types: !194)
!194 = !{!195, !195, !14, !196}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut i32", baseType: !62, size: 64, align: 64, dwarfAddressSpace: 0)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::panic::location::Location", baseType: !197, size: 64, align: 64, dwarfAddressSpace: 0)
!197 = !DICompositeType(tag: DW_TAG_structure_type, name: "Location", scope: !198, file: !22, size: 192, align: 64, flags: DIFlagPublic, elements: !200, templateParams: !27, identifier: "c23b7de1297af8f4a89df3da49f37ee6")
!198 = !DINamespace(name: "location", scope: !199)
!199 = !DINamespace(name: "panic", scope: !82)
!200 = !{!201, !213, !215, !216}
!201 = !DIDerivedType(tag: DW_TAG_member, name: "filename", scope: !197, file: !22, baseType: !202, size: 128, align: 64, flags: DIFlagPrivate)
!202 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<str>", scope: !106, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !203, templateParams: !211, identifier: "cc7383b2ce73f6838bfb6ae828fb6ae6")
!203 = !{!204}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !202, file: !22, baseType: !205, size: 128, align: 64, flags: DIFlagPrivate)
!205 = !DICompositeType(tag: DW_TAG_structure_type, name: "*const str", file: !22, size: 128, align: 64, elements: !206, templateParams: !27, identifier: "238a44609877474087c05adf26cd41fa")
!206 = !{!207, !210}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !205, file: !22, baseType: !208, size: 64, align: 64)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !209, size: 64, align: 64, dwarfAddressSpace: 0)
!209 = !DIBasicType(name: "u8", size: 8, encoding: DW_ATE_unsigned)
!210 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !205, file: !22, baseType: !14, size: 64, align: 64, offset: 64)
!211 = !{!212}
!212 = !DITemplateTypeParameter(name: "T", type: !209)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "line", scope: !197, file: !22, baseType: !214, size: 32, align: 32, offset: 128, flags: DIFlagPrivate)
!214 = !DIBasicType(name: "u32", size: 32, encoding: DW_ATE_unsigned)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "col", scope: !197, file: !22, baseType: !214, size: 32, align: 32, offset: 160, flags: DIFlagPrivate)
!216 = !DIDerivedType(tag: DW_TAG_member, name: "_filename", scope: !197, file: !22, baseType: !217, align: 8, offset: 192, flags: DIFlagPrivate)
!217 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&str>", scope: !115, file: !22, align: 8, flags: DIFlagPublic, elements: !27, templateParams: !218, identifier: "e16ac355808b6aef9fb50b5f125fee05")
!218 = !{!219}
!219 = !DITemplateTypeParameter(name: "T", type: !220)
!220 = !DICompositeType(tag: DW_TAG_structure_type, name: "&str", file: !22, size: 128, align: 64, elements: !221, templateParams: !27, identifier: "9277eecd40495f85161460476aacc992")
!221 = !{!222, !223}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "data_ptr", scope: !220, file: !22, baseType: !208, size: 64, align: 64)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !220, file: !22, baseType: !14, size: 64, align: 64, offset: 64)
!224 = !{!225, !188}
!225 = !DILocalVariable(name: "self", arg: 1, scope: !189, file: !190, line: 927, type: !195)
!226 = !DILocation(line: 0, scope: !189, inlinedAt: !227)
!227 = !DILocation(line: 102, column: 78, scope: !177, inlinedAt: !181)
!228 = !DILocation(line: 0, scope: !68)
!229 = !DILocation(line: 0, scope: !182, inlinedAt: !187)
!230 = !DILocation(line: 0, scope: !166, inlinedAt: !181)
!231 = !DILocation(line: 0, scope: !177, inlinedAt: !181)
!232 = !DILocalVariable(name: "self", arg: 1, scope: !233, file: !234, line: 401, type: !105)
!233 = distinct !DISubprogram(name: "as_ptr<i32>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ptr17h54228647c37e660aE", scope: !105, file: !234, line: 401, type: !235, scopeLine: 401, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, declaration: !237, retainedNodes: !238)
!234 = !DIFile(filename: "library/core/src/ptr/non_null.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e5222a5160165ba1cd09076ad7a11733")
!235 = !DISubroutineType(types: !236)
!236 = !{!195, !105}
!237 = !DISubprogram(name: "as_ptr<i32>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$6as_ptr17h54228647c37e660aE", scope: !105, file: !234, line: 401, type: !235, scopeLine: 401, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !110)
!238 = !{!232}
!239 = !DILocation(line: 0, scope: !233, inlinedAt: !240)
!240 = !DILocation(line: 102, column: 69, scope: !177, inlinedAt: !181)
!241 = !DILocation(line: 407, column: 18, scope: !233, inlinedAt: !240)
!242 = !DILocation(line: 961, column: 18, scope: !189, inlinedAt: !227)
!243 = !DILocalVariable(name: "count", scope: !244, file: !234, line: 651, type: !14, align: 64)
!244 = distinct !DISubprogram(name: "add<i32>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hb29ce0645f7b8d63E", scope: !105, file: !234, line: 651, type: !245, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, declaration: !247, retainedNodes: !248)
!245 = !DISubroutineType(types: !246)
!246 = !{!105, !105, !14}
!247 = !DISubprogram(name: "add<i32>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hb29ce0645f7b8d63E", scope: !105, file: !234, line: 651, type: !245, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !110)
!248 = !{!249, !243}
!249 = !DILocalVariable(name: "self", arg: 1, scope: !244, file: !234, line: 651, type: !105)
!250 = !DILocation(line: 0, scope: !244, inlinedAt: !251)
!251 = distinct !DILocation(line: 185, column: 40, scope: !120, inlinedAt: !124)
!252 = !DILocation(line: 0, scope: !127, inlinedAt: !160)
!253 = !DILocation(line: 0, scope: !126, inlinedAt: !160)
!254 = !DILocation(line: 0, scope: !118, inlinedAt: !124)
!255 = !DILocation(line: 0, scope: !120, inlinedAt: !124)
!256 = !DILocalVariable(name: "self", arg: 1, scope: !257, file: !234, line: 1719, type: !262)
!257 = distinct !DISubprogram(name: "eq<i32>", linkageName: "_ZN78_$LT$core..ptr..non_null..NonNull$LT$T$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17hc69247b7a19ba345E", scope: !258, file: !234, line: 1719, type: !259, scopeLine: 1719, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !110, retainedNodes: !263)
!258 = !DINamespace(name: "{impl#16}", scope: !106)
!259 = !DISubroutineType(types: !260)
!260 = !{!261, !262, !262}
!261 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!262 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&core::ptr::non_null::NonNull<i32>", baseType: !105, size: 64, align: 64, dwarfAddressSpace: 0)
!263 = !{!256, !264}
!264 = !DILocalVariable(name: "other", arg: 2, scope: !257, file: !234, line: 1719, type: !262)
!265 = !DILocation(line: 1719, column: 11, scope: !257, inlinedAt: !266)
!266 = distinct !DILocation(line: 180, column: 28, scope: !120, inlinedAt: !124)
!267 = !DILocation(line: 1719, column: 18, scope: !257, inlinedAt: !266)
!268 = !DILocation(line: 1720, column: 9, scope: !257, inlinedAt: !266)
!269 = !DILocation(line: 180, column: 28, scope: !120, inlinedAt: !124)
!270 = !DILocation(line: 0, scope: !125, inlinedAt: !160)
!271 = !DILocation(line: 384, column: 24, scope: !125, inlinedAt: !160)
!272 = !{!273, !275}
!273 = distinct !{!273, !274, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E: %self"}
!274 = distinct !{!274, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E"}
!275 = distinct !{!275, !274, !"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E: argument 1"}
!276 = !DILocalVariable(name: "key", scope: !277, file: !8, line: 37, type: !62, align: 32)
!277 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN8rust_lib7rl_find28_$u7b$$u7b$closure$u7d$$u7d$17ha1f38926ee4eb0bdE", scope: !145, file: !8, line: 39, type: !278, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !281)
!278 = !DISubroutineType(types: !279)
!279 = !{!261, !280, !94}
!280 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut rust_lib::rl_find::{closure_env#0}", baseType: !144, size: 64, align: 64, dwarfAddressSpace: 0)
!281 = !{!276, !282, !284}
!282 = !DILocalVariable(name: "e", scope: !283, file: !8, line: 39, type: !62, align: 32)
!283 = distinct !DILexicalBlock(scope: !277, file: !8, line: 39, column: 34)
!284 = !DILocalVariable(arg: 2, scope: !277, file: !8, line: 39, type: !94)
!285 = !DILocation(line: 0, scope: !277, inlinedAt: !286)
!286 = distinct !DILocation(line: 384, column: 24, scope: !125, inlinedAt: !160)
!287 = !DILocation(line: 0, scope: !283, inlinedAt: !286)
!288 = !DILocation(line: 39, column: 34, scope: !283, inlinedAt: !286)
!289 = !DILocation(line: 659, column: 28, scope: !244, inlinedAt: !251)
!290 = !DILocation(line: 390, column: 21, scope: !125, inlinedAt: !160)
!291 = !DILocation(line: 387, column: 51, scope: !125, inlinedAt: !160)
!292 = !DILocalVariable(name: "cond", arg: 1, scope: !293, file: !294, line: 202, type: !261)
!293 = distinct !DISubprogram(name: "assert_unchecked", linkageName: "_RNvNtCsgEmfK2I1SDS_4core4hint16assert_unchecked", scope: !295, file: !294, line: 202, type: !296, scopeLine: 202, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !298)
!294 = !DIFile(filename: "library/core/src/hint.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "2a901a283eb5f69871d8be07d256ca78")
!295 = !DINamespace(name: "hint", scope: !82)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !261, !196}
!298 = !{!292}
!299 = !DILocation(line: 0, scope: !293, inlinedAt: !300)
!300 = distinct !DILocation(line: 387, column: 34, scope: !125, inlinedAt: !160)
!301 = !DILocation(line: 210, column: 9, scope: !293, inlinedAt: !300)
!302 = !DILocation(line: 393, column: 13, scope: !128, inlinedAt: !160)
!303 = !DILocation(line: 43, column: 2, scope: !57)
!304 = distinct !DISubprogram(name: "rl_integrate", scope: !9, file: !8, line: 46, type: !305, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !307)
!305 = !DISubroutineType(types: !306)
!306 = !{!12, !12, !12, !214}
!307 = !{!308, !309, !310, !311}
!308 = !DILocalVariable(name: "a", arg: 1, scope: !304, file: !8, line: 46, type: !12)
!309 = !DILocalVariable(name: "b", arg: 2, scope: !304, file: !8, line: 46, type: !12)
!310 = !DILocalVariable(name: "n", arg: 3, scope: !304, file: !8, line: 46, type: !214)
!311 = !DILocalVariable(name: "h", scope: !312, file: !8, line: 47, type: !12, align: 64)
!312 = distinct !DILexicalBlock(scope: !304, file: !8, line: 47, column: 5)
!313 = !DILocalVariable(name: "f", arg: 3, scope: !314, file: !315, line: 2640, type: !330)
!314 = distinct !DISubprogram(name: "fold<core::ops::range::Range<u32>, f64, core::iter::adapters::map::map_fold::{closure_env#0}<u32, f64, f64, rust_lib::rl_integrate::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>>>", linkageName: "_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E", scope: !316, file: !315, line: 2640, type: !320, scopeLine: 2640, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !354, retainedNodes: !347)
!315 = !DIFile(filename: "library/core/src/iter/traits/iterator.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "03f316921fc0b2bb7786dd4fa41456f9")
!316 = !DINamespace(name: "Iterator", scope: !317)
!317 = !DINamespace(name: "iterator", scope: !318)
!318 = !DINamespace(name: "traits", scope: !319)
!319 = !DINamespace(name: "iter", scope: !82)
!320 = !DISubroutineType(types: !321)
!321 = !{!12, !322, !12, !330}
!322 = !DICompositeType(tag: DW_TAG_structure_type, name: "Range<u32>", scope: !323, file: !22, size: 64, align: 32, flags: DIFlagPublic, elements: !325, templateParams: !328, identifier: "8e0cd3786ffbc12aa6b448bbb504e549")
!323 = !DINamespace(name: "range", scope: !324)
!324 = !DINamespace(name: "ops", scope: !82)
!325 = !{!326, !327}
!326 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !322, file: !22, baseType: !214, size: 32, align: 32, flags: DIFlagPublic)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "end", scope: !322, file: !22, baseType: !214, size: 32, align: 32, offset: 32, flags: DIFlagPublic)
!328 = !{!329}
!329 = !DITemplateTypeParameter(name: "Idx", type: !214)
!330 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<u32, f64, f64, rust_lib::rl_integrate::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>>", scope: !331, file: !22, size: 128, align: 64, elements: !334, templateParams: !27, identifier: "4f86c684e1df06b5ab1e9f3acaf54512")
!331 = !DINamespace(name: "map_fold", scope: !332)
!332 = !DINamespace(name: "map", scope: !333)
!333 = !DINamespace(name: "adapters", scope: !319)
!334 = !{!335, !340}
!335 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !330, file: !22, baseType: !336, align: 8, offset: 128)
!336 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>", scope: !337, file: !22, align: 8, elements: !27, identifier: "bcebffe955672f532aecf7dab8bf6c7")
!337 = !DINamespace(name: "sum", scope: !338)
!338 = !DINamespace(name: "{impl#132}", scope: !339)
!339 = !DINamespace(name: "accum", scope: !318)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !330, file: !22, baseType: !341, size: 128, align: 64)
!341 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}", scope: !342, file: !22, size: 128, align: 64, elements: !343, templateParams: !27, identifier: "b1beffa9d477529de67b0372ae94bcfb")
!342 = !DINamespace(name: "rl_integrate", scope: !9)
!343 = !{!344, !346}
!344 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__a", scope: !341, file: !22, baseType: !345, size: 64, align: 64)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&f64", baseType: !12, size: 64, align: 64, dwarfAddressSpace: 0)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "_ref__h", scope: !341, file: !22, baseType: !345, size: 64, align: 64, offset: 64)
!347 = !{!348, !349, !313, !350, !352}
!348 = !DILocalVariable(name: "self", arg: 1, scope: !314, file: !315, line: 2640, type: !322)
!349 = !DILocalVariable(name: "init", arg: 2, scope: !314, file: !315, line: 2640, type: !12)
!350 = !DILocalVariable(name: "accum", scope: !351, file: !315, line: 2645, type: !12, align: 64)
!351 = distinct !DILexicalBlock(scope: !314, file: !315, line: 2645, column: 9)
!352 = !DILocalVariable(name: "x", scope: !353, file: !315, line: 2646, type: !214, align: 32)
!353 = distinct !DILexicalBlock(scope: !351, file: !315, line: 2646, column: 41)
!354 = !{!355, !356, !357}
!355 = !DITemplateTypeParameter(name: "Self", type: !322)
!356 = !DITemplateTypeParameter(name: "B", type: !12)
!357 = !DITemplateTypeParameter(name: "F", type: !330)
!358 = !DILocation(line: 0, scope: !314, inlinedAt: !359)
!359 = distinct !DILocation(line: 128, column: 19, scope: !360, inlinedAt: !379)
!360 = distinct !DISubprogram(name: "fold<f64, core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}, f64, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hbd50be7439f75f09E", scope: !362, file: !361, line: 124, type: !363, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !376, retainedNodes: !372)
!361 = !DIFile(filename: "library/core/src/iter/adapters/map.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "47fd4c3c8424e034238ec6bb5a169812")
!362 = !DINamespace(name: "{impl#2}", scope: !332)
!363 = !DISubroutineType(types: !364)
!364 = !{!12, !365, !12, !336}
!365 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>", scope: !332, file: !22, size: 192, align: 64, flags: DIFlagPublic, elements: !366, templateParams: !369, identifier: "b244e39ad35c33458498bd77cc2cb10")
!366 = !{!367, !368}
!367 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !365, file: !22, baseType: !322, size: 64, align: 32, offset: 128, flags: DIFlagProtected)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !365, file: !22, baseType: !341, size: 128, align: 64, flags: DIFlagPrivate)
!369 = !{!370, !371}
!370 = !DITemplateTypeParameter(name: "I", type: !322)
!371 = !DITemplateTypeParameter(name: "F", type: !341)
!372 = !{!373, !373, !374, !375}
!373 = !DILocalVariable(name: "self", scope: !360, file: !361, line: 124, type: !365, align: 64)
!374 = !DILocalVariable(name: "init", scope: !360, file: !361, line: 124, type: !12, align: 64)
!375 = !DILocalVariable(name: "g", scope: !360, file: !361, line: 124, type: !336, align: 8)
!376 = !{!356, !370, !371, !377, !378}
!377 = !DITemplateTypeParameter(name: "Acc", type: !12)
!378 = !DITemplateTypeParameter(name: "G", type: !336)
!379 = !DILocation(line: 161, column: 22, scope: !380, inlinedAt: !388)
!380 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf7268fe77be6417eE", scope: !338, file: !381, line: 160, type: !382, scopeLine: 160, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !386, retainedNodes: !384)
!381 = !DIFile(filename: "library/core/src/iter/traits/accum.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "29c702feed2d279674f04740ce9fc327")
!382 = !DISubroutineType(types: !383)
!383 = !{!12, !365}
!384 = !{!385, !385}
!385 = !DILocalVariable(name: "iter", scope: !380, file: !381, line: 160, type: !365, align: 64)
!386 = !{!387}
!387 = !DITemplateTypeParameter(name: "I", type: !365)
!388 = !DILocation(line: 3658, column: 9, scope: !389, inlinedAt: !395)
!389 = distinct !DISubprogram(name: "sum<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h0cef9f4353263dfeE", scope: !316, file: !315, line: 3653, type: !382, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !392, retainedNodes: !390)
!390 = !{!391, !391}
!391 = !DILocalVariable(name: "self", scope: !389, file: !315, line: 3653, type: !365, align: 64)
!392 = !{!393, !394}
!393 = !DITemplateTypeParameter(name: "Self", type: !365)
!394 = !DITemplateTypeParameter(name: "S", type: !12)
!395 = !DILocation(line: 48, column: 73, scope: !312)
!396 = !DILocation(line: 0, scope: !360, inlinedAt: !379)
!397 = !DILocation(line: 0, scope: !380, inlinedAt: !388)
!398 = !DILocation(line: 0, scope: !389, inlinedAt: !395)
!399 = !DILocation(line: 0, scope: !304)
!400 = !DILocation(line: 124, column: 38, scope: !360, inlinedAt: !379)
!401 = !DILocation(line: 47, column: 13, scope: !304)
!402 = !DILocation(line: 47, column: 23, scope: !304)
!403 = !DILocation(line: 0, scope: !312)
!404 = !DILocalVariable(name: "self", arg: 1, scope: !405, file: !406, line: 1916, type: !412)
!405 = distinct !DISubprogram(name: "lt", linkageName: "_RNvXs10_NtNtCsgEmfK2I1SDS_4core3cmp5implsmNtB8_10PartialOrd2lt", scope: !407, file: !406, line: 1916, type: !410, scopeLine: 1916, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !413)
!406 = !DIFile(filename: "library/core/src/cmp.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9b875f3ee90b4abbf50efdba3db39504")
!407 = !DINamespace(name: "{impl#64}", scope: !408)
!408 = !DINamespace(name: "impls", scope: !409)
!409 = !DINamespace(name: "cmp", scope: !82)
!410 = !DISubroutineType(types: !411)
!411 = !{!261, !412, !412}
!412 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&u32", baseType: !214, size: 64, align: 64, dwarfAddressSpace: 0)
!413 = !{!404, !414}
!414 = !DILocalVariable(name: "other", arg: 2, scope: !405, file: !406, line: 1916, type: !412)
!415 = !DILocation(line: 0, scope: !405, inlinedAt: !416)
!416 = distinct !DILocation(line: 772, column: 12, scope: !417, inlinedAt: !441)
!417 = distinct !DISubprogram(name: "spec_next<u32>", linkageName: "_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h73db4ae5b8ac2eccE", scope: !419, file: !418, line: 771, type: !421, scopeLine: 771, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !429, retainedNodes: !437)
!418 = !DIFile(filename: "library/core/src/iter/range.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "e302cc3146df1591d87c4742d277fd2d")
!419 = !DINamespace(name: "{impl#5}", scope: !420)
!420 = !DINamespace(name: "range", scope: !319)
!421 = !DISubroutineType(types: !422)
!422 = !{!423, !436}
!423 = !DICompositeType(tag: DW_TAG_structure_type, name: "Option<u32>", scope: !86, file: !22, size: 64, align: 32, flags: DIFlagPublic, elements: !424, templateParams: !27, identifier: "6f9cf68b0721c153842fac1aca06aca0")
!424 = !{!425}
!425 = !DICompositeType(tag: DW_TAG_variant_part, scope: !423, file: !22, size: 64, align: 32, elements: !426, templateParams: !27, identifier: "52547bc7e29ba4c3a424c45f3b6ad9d5", discriminator: !435)
!426 = !{!427, !431}
!427 = !DIDerivedType(tag: DW_TAG_member, name: "None", scope: !425, file: !22, baseType: !428, size: 64, align: 32, extraData: i32 0)
!428 = !DICompositeType(tag: DW_TAG_structure_type, name: "None", scope: !423, file: !22, size: 64, align: 32, flags: DIFlagPublic, elements: !27, templateParams: !429, identifier: "2d35c67b0b954dbe72d9ec7c545db516")
!429 = !{!430}
!430 = !DITemplateTypeParameter(name: "T", type: !214)
!431 = !DIDerivedType(tag: DW_TAG_member, name: "Some", scope: !425, file: !22, baseType: !432, size: 64, align: 32, extraData: i32 1)
!432 = !DICompositeType(tag: DW_TAG_structure_type, name: "Some", scope: !423, file: !22, size: 64, align: 32, flags: DIFlagPublic, elements: !433, templateParams: !429, identifier: "8398ebe1588ef464fb4c1616d021a5e8")
!433 = !{!434}
!434 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !432, file: !22, baseType: !214, size: 32, align: 32, offset: 32, flags: DIFlagPublic)
!435 = !DIDerivedType(tag: DW_TAG_member, scope: !423, file: !22, baseType: !214, size: 32, align: 32, flags: DIFlagArtificial)
!436 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::ops::range::Range<u32>", baseType: !322, size: 64, align: 64, dwarfAddressSpace: 0)
!437 = !{!438, !439}
!438 = !DILocalVariable(name: "self", arg: 1, scope: !417, file: !418, line: 771, type: !436)
!439 = !DILocalVariable(name: "old", scope: !440, file: !418, line: 773, type: !214, align: 32)
!440 = distinct !DILexicalBlock(scope: !417, file: !418, line: 773, column: 13)
!441 = distinct !DILocation(line: 857, column: 14, scope: !442, inlinedAt: !448)
!442 = distinct !DISubprogram(name: "next<u32>", linkageName: "_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17ha6a6c48d66173011E", scope: !443, file: !418, line: 856, type: !421, scopeLine: 856, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !446, retainedNodes: !444)
!443 = !DINamespace(name: "{impl#6}", scope: !420)
!444 = !{!445}
!445 = !DILocalVariable(name: "self", arg: 1, scope: !442, file: !418, line: 856, type: !436)
!446 = !{!447}
!447 = !DITemplateTypeParameter(name: "A", type: !214)
!448 = distinct !DILocation(line: 2646, column: 34, scope: !353, inlinedAt: !359)
!449 = !DILocation(line: 0, scope: !417, inlinedAt: !441)
!450 = !DILocation(line: 0, scope: !442, inlinedAt: !448)
!451 = !DILocation(line: 0, scope: !351, inlinedAt: !359)
!452 = !DILocation(line: 1916, column: 50, scope: !405, inlinedAt: !416)
!453 = !DILocation(line: 772, column: 12, scope: !417, inlinedAt: !441)
!454 = !DILocation(line: 0, scope: !440, inlinedAt: !441)
!455 = !DILocalVariable(name: "start", arg: 1, scope: !456, file: !418, line: 211, type: !214)
!456 = distinct !DISubprogram(name: "forward_unchecked", linkageName: "_RNvXsB_NtNtCsgEmfK2I1SDS_4core4iter5rangemNtB5_4Step17forward_unchecked", scope: !457, file: !418, line: 211, type: !458, scopeLine: 211, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !460)
!457 = !DINamespace(name: "{impl#39}", scope: !420)
!458 = !DISubroutineType(types: !459)
!459 = !{!214, !214, !14}
!460 = !{!455, !461}
!461 = !DILocalVariable(name: "n", arg: 2, scope: !456, file: !418, line: 211, type: !14)
!462 = !DILocation(line: 0, scope: !456, inlinedAt: !463)
!463 = distinct !DILocation(line: 775, column: 35, scope: !440, inlinedAt: !441)
!464 = !DILocalVariable(name: "self", arg: 1, scope: !465, file: !466, line: 832, type: !214)
!465 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs6_NtCsgEmfK2I1SDS_4core3numm13unchecked_add", scope: !467, file: !466, line: 832, type: !469, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !471)
!466 = !DIFile(filename: "library/core/src/num/uint_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "de2f29a3485fc28d710ba6c3062e6efa")
!467 = !DINamespace(name: "{impl#8}", scope: !468)
!468 = !DINamespace(name: "num", scope: !82)
!469 = !DISubroutineType(types: !470)
!470 = !{!214, !214, !214, !196}
!471 = !{!464, !472}
!472 = !DILocalVariable(name: "rhs", arg: 2, scope: !465, file: !466, line: 832, type: !214)
!473 = !DILocation(line: 0, scope: !465, inlinedAt: !474)
!474 = distinct !DILocation(line: 213, column: 28, scope: !456, inlinedAt: !463)
!475 = !DILocation(line: 844, column: 17, scope: !465, inlinedAt: !474)
!476 = !DILocation(line: 0, scope: !353, inlinedAt: !359)
!477 = !DILocalVariable(name: "f", scope: !478, file: !361, line: 85, type: !341, align: 64)
!478 = distinct !DISubprogram(name: "{closure#0}<u32, f64, f64, rust_lib::rl_integrate::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8215cc89566b3c0bE", scope: !331, file: !361, line: 88, type: !479, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !486, retainedNodes: !482)
!479 = !DISubroutineType(types: !480)
!480 = !{!12, !481, !12, !214}
!481 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<u32, f64, f64, rust_lib::rl_integrate::{closure_env#0}, core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>>", baseType: !330, size: 64, align: 64, dwarfAddressSpace: 0)
!482 = !{!483, !484, !485, !477}
!483 = !DILocalVariable(name: "acc", arg: 2, scope: !478, file: !361, line: 88, type: !12)
!484 = !DILocalVariable(name: "elt", arg: 3, scope: !478, file: !361, line: 88, type: !214)
!485 = !DILocalVariable(name: "g", scope: !478, file: !361, line: 86, type: !336, align: 8)
!486 = !{!430, !356, !377, !487, !488}
!487 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !341)
!488 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !336)
!489 = !DILocation(line: 0, scope: !478, inlinedAt: !490)
!490 = distinct !DILocation(line: 2647, column: 21, scope: !353, inlinedAt: !359)
!491 = !DILocalVariable(name: "a", scope: !492, file: !8, line: 46, type: !12, align: 64)
!492 = distinct !DISubprogram(name: "{closure#0}", linkageName: "_ZN8rust_lib12rl_integrate28_$u7b$$u7b$closure$u7d$$u7d$17h1c54466ce9806975E", scope: !342, file: !8, line: 48, type: !493, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !496)
!493 = !DISubroutineType(types: !494)
!494 = !{!12, !495, !214}
!495 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut rust_lib::rl_integrate::{closure_env#0}", baseType: !341, size: 64, align: 64, dwarfAddressSpace: 0)
!496 = !{!497, !491, !498, !499}
!497 = !DILocalVariable(name: "i", arg: 2, scope: !492, file: !8, line: 48, type: !214)
!498 = !DILocalVariable(name: "h", scope: !492, file: !8, line: 47, type: !12, align: 64)
!499 = !DILocalVariable(name: "x", scope: !500, file: !8, line: 48, type: !12, align: 64)
!500 = distinct !DILexicalBlock(scope: !492, file: !8, line: 48, column: 22)
!501 = !DILocation(line: 0, scope: !492, inlinedAt: !502)
!502 = distinct !DILocation(line: 88, column: 28, scope: !478, inlinedAt: !490)
!503 = !DILocation(line: 48, column: 35, scope: !492, inlinedAt: !502)
!504 = !DILocation(line: 48, column: 34, scope: !492, inlinedAt: !502)
!505 = !DILocation(line: 48, column: 30, scope: !492, inlinedAt: !502)
!506 = !DILocation(line: 0, scope: !500, inlinedAt: !502)
!507 = !DILocation(line: 48, column: 56, scope: !500, inlinedAt: !502)
!508 = !DILocalVariable(name: "self", arg: 1, scope: !509, file: !45, line: 699, type: !12)
!509 = distinct !DISubprogram(name: "sin", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3sin", scope: !46, file: !45, line: 699, type: !49, scopeLine: 699, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !510)
!510 = !{!508}
!511 = !DILocation(line: 0, scope: !509, inlinedAt: !512)
!512 = distinct !DILocation(line: 48, column: 64, scope: !500, inlinedAt: !502)
!513 = !DILocation(line: 700, column: 9, scope: !509, inlinedAt: !512)
!514 = !DILocalVariable(arg: 1, scope: !515, file: !381, line: 164, type: !518)
!515 = distinct !DISubprogram(name: "{closure#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>", linkageName: "_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17he94c5e7c76ee8c51E", scope: !337, file: !381, line: 164, type: !516, scopeLine: 164, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !386, retainedNodes: !519)
!516 = !DISubroutineType(types: !517)
!517 = !{!12, !518, !12, !12}
!518 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#132}::sum::{closure_env#0}<core::iter::adapters::map::Map<core::ops::range::Range<u32>, rust_lib::rl_integrate::{closure_env#0}>>", baseType: !336, size: 64, align: 64, dwarfAddressSpace: 0)
!519 = !{!520, !521, !514}
!520 = !DILocalVariable(name: "a", arg: 2, scope: !515, file: !381, line: 164, type: !12)
!521 = !DILocalVariable(name: "b", arg: 3, scope: !515, file: !381, line: 164, type: !12)
!522 = !DILocation(line: 0, scope: !515, inlinedAt: !523)
!523 = distinct !DILocation(line: 88, column: 21, scope: !478, inlinedAt: !490)
!524 = !DILocation(line: 164, column: 28, scope: !515, inlinedAt: !523)
!525 = !DILocation(line: 48, column: 5, scope: !312)
!526 = !DILocation(line: 49, column: 2, scope: !304)
!527 = distinct !DISubprogram(name: "rl_poly", scope: !9, file: !8, line: 18, type: !49, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !528)
!528 = !{!529}
!529 = !DILocalVariable(name: "x", arg: 1, scope: !527, file: !8, line: 18, type: !12)
!530 = !DILocation(line: 0, scope: !527)
!531 = !DILocalVariable(name: "self", arg: 1, scope: !532, file: !45, line: 323, type: !12)
!532 = distinct !DISubprogram(name: "powi", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d4powi", scope: !46, file: !45, line: 323, type: !533, scopeLine: 323, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !535)
!533 = !DISubroutineType(types: !534)
!534 = !{!12, !12, !62}
!535 = !{!531, !536}
!536 = !DILocalVariable(name: "n", scope: !532, file: !45, line: 323, type: !62, align: 32)
!537 = !DILocation(line: 0, scope: !532, inlinedAt: !538)
!538 = !DILocation(line: 19, column: 13, scope: !527)
!539 = !DILocalVariable(name: "x", arg: 1, scope: !540, file: !541, line: 2008, type: !12)
!540 = distinct !DISubprogram(name: "powi", linkageName: "_RNvNtNtCsgEmfK2I1SDS_4core3f644math4powi", scope: !542, file: !541, line: 2008, type: !533, scopeLine: 2008, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !544)
!541 = !DIFile(filename: "library/core/src/num/f64.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "cbb76cb498122bc6efb17630e39a4d29")
!542 = !DINamespace(name: "math", scope: !543)
!543 = !DINamespace(name: "f64", scope: !82)
!544 = !{!539, !545}
!545 = !DILocalVariable(name: "n", scope: !540, file: !541, line: 2008, type: !62, align: 32)
!546 = !DILocation(line: 0, scope: !540, inlinedAt: !547)
!547 = !DILocation(line: 324, column: 9, scope: !532, inlinedAt: !538)
!548 = !DILocalVariable(name: "self", arg: 1, scope: !549, file: !45, line: 411, type: !12)
!549 = distinct !DISubprogram(name: "exp", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d3exp", scope: !46, file: !45, line: 411, type: !49, scopeLine: 411, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !550)
!550 = !{!548}
!551 = !DILocation(line: 0, scope: !549, inlinedAt: !552)
!552 = !DILocation(line: 19, column: 39, scope: !527)
!553 = !DILocation(line: 2009, column: 9, scope: !540, inlinedAt: !547)
!554 = !DILocation(line: 19, column: 5, scope: !527)
!555 = !DILocation(line: 19, column: 23, scope: !527)
!556 = !DILocation(line: 412, column: 9, scope: !549, inlinedAt: !552)
!557 = !DILocalVariable(name: "self", arg: 1, scope: !558, file: !45, line: 977, type: !12)
!558 = distinct !DISubprogram(name: "ln_1p", linkageName: "_RNvMNtCsjrHSEGnQ3l9_3std3f64d5ln_1p", scope: !46, file: !45, line: 977, type: !49, scopeLine: 977, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !559)
!559 = !{!557}
!560 = !DILocation(line: 0, scope: !558, inlinedAt: !561)
!561 = !DILocation(line: 19, column: 45, scope: !527)
!562 = !DILocation(line: 978, column: 9, scope: !558, inlinedAt: !561)
!563 = !DILocation(line: 20, column: 2, scope: !527)
!564 = distinct !DISubprogram(name: "rl_stats", scope: !9, file: !8, line: 24, type: !565, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !573)
!565 = !DISubroutineType(types: !566)
!566 = !{!62, !13, !14, !567}
!567 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*mut rust_lib::Stats", baseType: !568, size: 64, align: 64, dwarfAddressSpace: 0)
!568 = !DICompositeType(tag: DW_TAG_structure_type, name: "Stats", scope: !9, file: !22, size: 192, align: 64, flags: DIFlagPublic, elements: !569, templateParams: !27, identifier: "af57b1274ad30f9826dfec6c95dd69f")
!569 = !{!570, !571, !572}
!570 = !DIDerivedType(tag: DW_TAG_member, name: "min", scope: !568, file: !22, baseType: !12, size: 64, align: 64, flags: DIFlagPublic)
!571 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !568, file: !22, baseType: !12, size: 64, align: 64, offset: 64, flags: DIFlagPublic)
!572 = !DIDerivedType(tag: DW_TAG_member, name: "mean", scope: !568, file: !22, baseType: !12, size: 64, align: 64, offset: 128, flags: DIFlagPublic)
!573 = !{!574, !575, !576, !577, !579, !581, !583}
!574 = !DILocalVariable(name: "x", arg: 1, scope: !564, file: !8, line: 24, type: !13)
!575 = !DILocalVariable(name: "n", arg: 2, scope: !564, file: !8, line: 24, type: !14)
!576 = !DILocalVariable(name: "out", arg: 3, scope: !564, file: !8, line: 24, type: !567)
!577 = !DILocalVariable(name: "v", scope: !578, file: !8, line: 28, type: !21, align: 64)
!578 = distinct !DILexicalBlock(scope: !564, file: !8, line: 28, column: 5)
!579 = !DILocalVariable(name: "min", scope: !580, file: !8, line: 29, type: !12, align: 64)
!580 = distinct !DILexicalBlock(scope: !578, file: !8, line: 29, column: 5)
!581 = !DILocalVariable(name: "max", scope: !582, file: !8, line: 30, type: !12, align: 64)
!582 = distinct !DILexicalBlock(scope: !580, file: !8, line: 30, column: 5)
!583 = !DILocalVariable(name: "mean", scope: !584, file: !8, line: 31, type: !12, align: 64)
!584 = distinct !DILexicalBlock(scope: !582, file: !8, line: 31, column: 5)
!585 = !DILocation(line: 0, scope: !564)
!586 = !DILocation(line: 25, column: 8, scope: !564)
!587 = !DILocation(line: 284, column: 24, scope: !588, inlinedAt: !634)
!588 = distinct !DILexicalBlock(scope: !589, file: !78, line: 275, column: 17)
!589 = distinct !DILexicalBlock(scope: !590, file: !78, line: 274, column: 17)
!590 = distinct !DILexicalBlock(scope: !591, file: !78, line: 273, column: 17)
!591 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h78ad602e15a56d13E", scope: !79, file: !78, line: 259, type: !592, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !632, retainedNodes: !617)
!592 = !DISubroutineType(types: !593)
!593 = !{!12, !594, !12, !607}
!594 = !DICompositeType(tag: DW_TAG_structure_type, name: "Iter<f64>", scope: !80, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !595, templateParams: !600, identifier: "16a30a5ac3957b64bbb5ffb7be676784")
!595 = !{!596, !602, !603}
!596 = !DIDerivedType(tag: DW_TAG_member, name: "ptr", scope: !594, file: !22, baseType: !597, size: 64, align: 64, flags: DIFlagPrivate)
!597 = !DICompositeType(tag: DW_TAG_structure_type, name: "NonNull<f64>", scope: !106, file: !22, size: 64, align: 64, flags: DIFlagPublic, elements: !598, templateParams: !600, identifier: "1ecac679bc3ea27f618623550abeeec7")
!598 = !{!599}
!599 = !DIDerivedType(tag: DW_TAG_member, name: "pointer", scope: !597, file: !22, baseType: !13, size: 64, align: 64, flags: DIFlagPrivate)
!600 = !{!601}
!601 = !DITemplateTypeParameter(name: "T", type: !12)
!602 = !DIDerivedType(tag: DW_TAG_member, name: "end_or_len", scope: !594, file: !22, baseType: !13, size: 64, align: 64, offset: 64, flags: DIFlagPrivate)
!603 = !DIDerivedType(tag: DW_TAG_member, name: "_marker", scope: !594, file: !22, baseType: !604, align: 8, offset: 128, flags: DIFlagPrivate)
!604 = !DICompositeType(tag: DW_TAG_structure_type, name: "PhantomData<&f64>", scope: !115, file: !22, align: 8, flags: DIFlagPublic, elements: !27, templateParams: !605, identifier: "edae5334879cec8fa6d1980c665f748a")
!605 = !{!606}
!606 = !DITemplateTypeParameter(name: "T", type: !345)
!607 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", scope: !331, file: !22, align: 8, elements: !608, templateParams: !27, identifier: "28a90b7e8c4049a45d90e0902e7d3f49")
!608 = !{!609, !613}
!609 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !607, file: !22, baseType: !610, align: 8)
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(f64, f64) -> f64", baseType: !611, align: 8, dwarfAddressSpace: 0)
!611 = !DISubroutineType(types: !612)
!612 = !{!12, !12, !12}
!613 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !607, file: !22, baseType: !614, align: 8)
!614 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "fn(&f64) -> f64", baseType: !615, align: 8, dwarfAddressSpace: 0)
!615 = !DISubroutineType(types: !616)
!616 = !{!12, !345}
!617 = !{!618, !619, !620, !621, !623, !625, !626, !627, !628, !630}
!618 = !DILocalVariable(name: "self", arg: 1, scope: !591, file: !78, line: 259, type: !594)
!619 = !DILocalVariable(name: "init", arg: 2, scope: !591, file: !78, line: 259, type: !12)
!620 = !DILocalVariable(name: "f", arg: 3, scope: !591, file: !78, line: 259, type: !607)
!621 = !DILocalVariable(name: "len", scope: !622, file: !78, line: 29, type: !14, align: 64)
!622 = distinct !DILexicalBlock(scope: !591, file: !78, line: 29, column: 13)
!623 = !DILocalVariable(name: "end", scope: !624, file: !78, line: 33, type: !597, align: 64)
!624 = distinct !DILexicalBlock(scope: !591, file: !78, line: 33, column: 13)
!625 = !DILocalVariable(name: "acc", scope: !590, file: !78, line: 273, type: !12, align: 64)
!626 = !DILocalVariable(name: "i", scope: !589, file: !78, line: 274, type: !14, align: 64)
!627 = !DILocalVariable(name: "len", scope: !588, file: !78, line: 275, type: !14, align: 64)
!628 = !DILocalVariable(name: "len", scope: !629, file: !78, line: 29, type: !14, align: 64)
!629 = distinct !DILexicalBlock(scope: !589, file: !78, line: 29, column: 13)
!630 = !DILocalVariable(name: "end", scope: !631, file: !78, line: 33, type: !597, align: 64)
!631 = distinct !DILexicalBlock(scope: !589, file: !78, line: 33, column: 13)
!632 = !{!601, !356, !633}
!633 = !DITemplateTypeParameter(name: "F", type: !607)
!634 = distinct !DILocation(line: 128, column: 19, scope: !635, inlinedAt: !651)
!635 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<f64>, fn(&f64) -> f64, f64, fn(f64, f64) -> f64>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2fe04c41e0494203E", scope: !362, file: !361, line: 124, type: !636, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !649, retainedNodes: !645)
!636 = !DISubroutineType(types: !637)
!637 = !{!12, !638, !12, !610}
!638 = !DICompositeType(tag: DW_TAG_structure_type, name: "Map<core::slice::iter::Iter<f64>, fn(&f64) -> f64>", scope: !332, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !639, templateParams: !642, identifier: "4d40e8c5aeec6f3da2dc7565c2aa860")
!639 = !{!640, !641}
!640 = !DIDerivedType(tag: DW_TAG_member, name: "iter", scope: !638, file: !22, baseType: !594, size: 128, align: 64, flags: DIFlagProtected)
!641 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !638, file: !22, baseType: !614, align: 8, offset: 128, flags: DIFlagPrivate)
!642 = !{!643, !644}
!643 = !DITemplateTypeParameter(name: "I", type: !594)
!644 = !DITemplateTypeParameter(name: "F", type: !614)
!645 = !{!646, !647, !648}
!646 = !DILocalVariable(name: "self", arg: 1, scope: !635, file: !361, line: 124, type: !638)
!647 = !DILocalVariable(name: "init", arg: 2, scope: !635, file: !361, line: 124, type: !12)
!648 = !DILocalVariable(name: "g", arg: 3, scope: !635, file: !361, line: 124, type: !610)
!649 = !{!356, !643, !644, !377, !650}
!650 = !DITemplateTypeParameter(name: "G", type: !610)
!651 = distinct !DILocation(line: 61, column: 31, scope: !652, inlinedAt: !668)
!652 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, f64, f64, fn(f64, f64) -> f64>", linkageName: "_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1cac03115050368fE", scope: !654, file: !653, line: 57, type: !656, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !666, retainedNodes: !662)
!653 = !DIFile(filename: "library/core/src/iter/adapters/cloned.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "bfed33096282515437a01f48265c2199")
!654 = !DINamespace(name: "{impl#1}", scope: !655)
!655 = !DINamespace(name: "cloned", scope: !333)
!656 = !DISubroutineType(types: !657)
!657 = !{!12, !658, !12, !610}
!658 = !DICompositeType(tag: DW_TAG_structure_type, name: "Cloned<core::slice::iter::Iter<f64>>", scope: !655, file: !22, size: 128, align: 64, flags: DIFlagPublic, elements: !659, templateParams: !661, identifier: "2396d617e638c5168d2a17d3ddccbe7b")
!659 = !{!660}
!660 = !DIDerivedType(tag: DW_TAG_member, name: "it", scope: !658, file: !22, baseType: !594, size: 128, align: 64, flags: DIFlagPrivate)
!661 = !{!643}
!662 = !{!663, !664, !665}
!663 = !DILocalVariable(name: "self", arg: 1, scope: !652, file: !653, line: 57, type: !658)
!664 = !DILocalVariable(name: "init", arg: 2, scope: !652, file: !653, line: 57, type: !12)
!665 = !DILocalVariable(name: "f", arg: 3, scope: !652, file: !653, line: 57, type: !610)
!666 = !{!643, !601, !377, !667}
!667 = !DITemplateTypeParameter(name: "F", type: !610)
!668 = distinct !DILocation(line: 29, column: 33, scope: !578)
!669 = !DILocation(line: 0, scope: !590, inlinedAt: !634)
!670 = !DILocation(line: 659, column: 28, scope: !671, inlinedAt: !678)
!671 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hb116a503783a1de6E", scope: !597, file: !234, line: 651, type: !672, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !600, declaration: !674, retainedNodes: !675)
!672 = !DISubroutineType(types: !673)
!673 = !{!597, !597, !14}
!674 = !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hb116a503783a1de6E", scope: !597, file: !234, line: 651, type: !672, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized, templateParams: !600)
!675 = !{!676, !677}
!676 = !DILocalVariable(name: "self", arg: 1, scope: !671, file: !234, line: 651, type: !597)
!677 = !DILocalVariable(name: "count", arg: 2, scope: !671, file: !234, line: 651, type: !14)
!678 = distinct !DILocation(line: 279, column: 67, scope: !588, inlinedAt: !634)
!679 = !DILocation(line: 279, column: 27, scope: !588, inlinedAt: !634)
!680 = !{!681}
!681 = distinct !{!681, !682, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!682 = distinct !{!682, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!683 = !DILocation(line: 1037, column: 9, scope: !684, inlinedAt: !689)
!684 = distinct !DISubprogram(name: "min", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d3min", scope: !685, file: !541, line: 1036, type: !611, scopeLine: 1036, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !686)
!685 = !DINamespace(name: "{impl#0}", scope: !543)
!686 = !{!687, !688}
!687 = !DILocalVariable(name: "self", arg: 1, scope: !684, file: !541, line: 1036, type: !12)
!688 = !DILocalVariable(name: "other", arg: 2, scope: !684, file: !541, line: 1036, type: !12)
!689 = distinct !DILocation(line: 166, column: 5, scope: !690, inlinedAt: !707)
!690 = distinct !DISubprogram(name: "call_mut<fn(f64, f64) -> f64, (f64, f64)>", linkageName: "_ZN4core3ops8function5FnMut8call_mut17hf32e96c503e2e5d4E", scope: !692, file: !691, line: 166, type: !694, scopeLine: 166, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !704, retainedNodes: !697)
!691 = !DIFile(filename: "library/core/src/ops/function.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "7165aec212fc528edf645f7f5c1c91bb")
!692 = !DINamespace(name: "FnMut", scope: !693)
!693 = !DINamespace(name: "function", scope: !324)
!694 = !DISubroutineType(types: !695)
!695 = !{!12, !696, !12, !12}
!696 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut fn(f64, f64) -> f64", baseType: !610, size: 64, align: 64, dwarfAddressSpace: 0)
!697 = !{!698, !699}
!698 = !DILocalVariable(arg: 1, scope: !690, file: !691, line: 166, type: !696)
!699 = !DILocalVariable(arg: 2, scope: !690, file: !691, line: 166, type: !700)
!700 = !DICompositeType(tag: DW_TAG_structure_type, name: "(f64, f64)", file: !22, size: 128, align: 64, elements: !701, templateParams: !27, identifier: "f8c77f2bf40eae37560e2707a74f4b10")
!701 = !{!702, !703}
!702 = !DIDerivedType(tag: DW_TAG_member, name: "__0", scope: !700, file: !22, baseType: !12, size: 64, align: 64)
!703 = !DIDerivedType(tag: DW_TAG_member, name: "__1", scope: !700, file: !22, baseType: !12, size: 64, align: 64, offset: 64)
!704 = !{!705, !706}
!705 = !DITemplateTypeParameter(name: "Self", type: !610)
!706 = !DITemplateTypeParameter(name: "Args", type: !700)
!707 = distinct !DILocation(line: 88, column: 21, scope: !708, inlinedAt: !720)
!708 = distinct !DISubprogram(name: "{closure#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h17896c6136c48464E", scope: !331, file: !361, line: 88, type: !709, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !717, retainedNodes: !712)
!709 = !DISubroutineType(types: !710)
!710 = !{!12, !711, !12, !345}
!711 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", baseType: !607, size: 64, align: 64, dwarfAddressSpace: 0)
!712 = !{!713, !714, !715, !716}
!713 = !DILocalVariable(name: "acc", arg: 2, scope: !708, file: !361, line: 88, type: !12)
!714 = !DILocalVariable(name: "elt", arg: 3, scope: !708, file: !361, line: 88, type: !345)
!715 = !DILocalVariable(name: "g", scope: !708, file: !361, line: 86, type: !610, align: 8)
!716 = !DILocalVariable(name: "f", scope: !708, file: !361, line: 85, type: !614, align: 8)
!717 = !{!606, !356, !377, !718, !719}
!718 = !DITemplateTypeParameter(name: "impl FnMut(T) -> B", type: !614)
!719 = !DITemplateTypeParameter(name: "impl FnMut(Acc, B) -> Acc", type: !610)
!720 = distinct !DILocation(line: 279, column: 27, scope: !588, inlinedAt: !634)
!721 = distinct !{!721, !722, !723}
!722 = !{!"llvm.loop.isvectorized", i32 1}
!723 = !{!"llvm.loop.unroll.runtime.disable"}
!724 = !DILocation(line: 0, scope: !591, inlinedAt: !634)
!725 = !DILocalVariable(name: "self", arg: 1, scope: !726, file: !466, line: 832, type: !14)
!726 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !727, file: !466, line: 832, type: !728, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !730)
!727 = !DINamespace(name: "{impl#11}", scope: !468)
!728 = !DISubroutineType(types: !729)
!729 = !{!14, !14, !14, !196}
!730 = !{!725, !731}
!731 = !DILocalVariable(name: "rhs", scope: !726, file: !466, line: 832, type: !14, align: 64)
!732 = !DILocation(line: 0, scope: !726, inlinedAt: !733)
!733 = distinct !DILocation(line: 283, column: 36, scope: !588, inlinedAt: !634)
!734 = !DILocation(line: 0, scope: !589, inlinedAt: !634)
!735 = !DILocation(line: 0, scope: !671, inlinedAt: !678)
!736 = !DILocation(line: 0, scope: !708, inlinedAt: !720)
!737 = !DILocation(line: 0, scope: !690, inlinedAt: !707)
!738 = !DILocation(line: 0, scope: !684, inlinedAt: !689)
!739 = !DILocation(line: 844, column: 17, scope: !726, inlinedAt: !733)
!740 = distinct !{!740, !723, !722}
!741 = !DILocation(line: 284, column: 24, scope: !742, inlinedAt: !769)
!742 = distinct !DILexicalBlock(scope: !743, file: !78, line: 275, column: 17)
!743 = distinct !DILexicalBlock(scope: !744, file: !78, line: 274, column: 17)
!744 = distinct !DILexicalBlock(scope: !745, file: !78, line: 273, column: 17)
!745 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7711ec4744b21a46E", scope: !79, file: !78, line: 259, type: !746, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !767, retainedNodes: !752)
!746 = !DISubroutineType(types: !747)
!747 = !{!12, !594, !12, !748}
!748 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", scope: !331, file: !22, align: 8, elements: !749, templateParams: !27, identifier: "443a1f500fc8ab713bf5ec7243769")
!749 = !{!750, !751}
!750 = !DIDerivedType(tag: DW_TAG_member, name: "g", scope: !748, file: !22, baseType: !610, align: 8)
!751 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !748, file: !22, baseType: !614, align: 8)
!752 = !{!753, !754, !755, !756, !758, !760, !761, !762, !763, !765}
!753 = !DILocalVariable(name: "self", arg: 1, scope: !745, file: !78, line: 259, type: !594)
!754 = !DILocalVariable(name: "init", arg: 2, scope: !745, file: !78, line: 259, type: !12)
!755 = !DILocalVariable(name: "f", arg: 3, scope: !745, file: !78, line: 259, type: !748)
!756 = !DILocalVariable(name: "len", scope: !757, file: !78, line: 29, type: !14, align: 64)
!757 = distinct !DILexicalBlock(scope: !745, file: !78, line: 29, column: 13)
!758 = !DILocalVariable(name: "end", scope: !759, file: !78, line: 33, type: !597, align: 64)
!759 = distinct !DILexicalBlock(scope: !745, file: !78, line: 33, column: 13)
!760 = !DILocalVariable(name: "acc", scope: !744, file: !78, line: 273, type: !12, align: 64)
!761 = !DILocalVariable(name: "i", scope: !743, file: !78, line: 274, type: !14, align: 64)
!762 = !DILocalVariable(name: "len", scope: !742, file: !78, line: 275, type: !14, align: 64)
!763 = !DILocalVariable(name: "len", scope: !764, file: !78, line: 29, type: !14, align: 64)
!764 = distinct !DILexicalBlock(scope: !743, file: !78, line: 29, column: 13)
!765 = !DILocalVariable(name: "end", scope: !766, file: !78, line: 33, type: !597, align: 64)
!766 = distinct !DILexicalBlock(scope: !743, file: !78, line: 33, column: 13)
!767 = !{!601, !356, !768}
!768 = !DITemplateTypeParameter(name: "F", type: !748)
!769 = distinct !DILocation(line: 128, column: 19, scope: !770, inlinedAt: !775)
!770 = distinct !DISubprogram(name: "fold<f64, core::slice::iter::Iter<f64>, fn(&f64) -> f64, f64, fn(f64, f64) -> f64>", linkageName: "_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h371a3a050ccb17a9E", scope: !362, file: !361, line: 124, type: !636, scopeLine: 124, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !649, retainedNodes: !771)
!771 = !{!772, !773, !774}
!772 = !DILocalVariable(name: "self", arg: 1, scope: !770, file: !361, line: 124, type: !638)
!773 = !DILocalVariable(name: "init", arg: 2, scope: !770, file: !361, line: 124, type: !12)
!774 = !DILocalVariable(name: "g", arg: 3, scope: !770, file: !361, line: 124, type: !610)
!775 = distinct !DILocation(line: 61, column: 31, scope: !776, inlinedAt: !781)
!776 = distinct !DISubprogram(name: "fold<core::slice::iter::Iter<f64>, f64, f64, fn(f64, f64) -> f64>", linkageName: "_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha304434d07e278c7E", scope: !654, file: !653, line: 57, type: !656, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !666, retainedNodes: !777)
!777 = !{!778, !779, !780}
!778 = !DILocalVariable(name: "self", arg: 1, scope: !776, file: !653, line: 57, type: !658)
!779 = !DILocalVariable(name: "init", arg: 2, scope: !776, file: !653, line: 57, type: !12)
!780 = !DILocalVariable(name: "f", arg: 3, scope: !776, file: !653, line: 57, type: !610)
!781 = distinct !DILocation(line: 30, column: 33, scope: !580)
!782 = !DILocation(line: 0, scope: !744, inlinedAt: !769)
!783 = !DILocation(line: 659, column: 28, scope: !784, inlinedAt: !788)
!784 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hb116a503783a1de6E", scope: !597, file: !234, line: 651, type: !672, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !600, declaration: !674, retainedNodes: !785)
!785 = !{!786, !787}
!786 = !DILocalVariable(name: "self", arg: 1, scope: !784, file: !234, line: 651, type: !597)
!787 = !DILocalVariable(name: "count", arg: 2, scope: !784, file: !234, line: 651, type: !14)
!788 = distinct !DILocation(line: 279, column: 67, scope: !742, inlinedAt: !769)
!789 = !DILocation(line: 279, column: 27, scope: !742, inlinedAt: !769)
!790 = !{!791}
!791 = distinct !{!791, !792, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone: %self"}
!792 = distinct !{!792, !"_RNvXsz_NtNtCsgEmfK2I1SDS_4core5clone5implsdNtB7_5Clone5clone"}
!793 = !DILocation(line: 1010, column: 9, scope: !794, inlinedAt: !798)
!794 = distinct !DISubprogram(name: "max", linkageName: "_RNvMNtCsgEmfK2I1SDS_4core3f64d3max", scope: !685, file: !541, line: 1009, type: !611, scopeLine: 1009, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !795)
!795 = !{!796, !797}
!796 = !DILocalVariable(name: "self", arg: 1, scope: !794, file: !541, line: 1009, type: !12)
!797 = !DILocalVariable(name: "other", arg: 2, scope: !794, file: !541, line: 1009, type: !12)
!798 = distinct !DILocation(line: 166, column: 5, scope: !799, inlinedAt: !803)
!799 = distinct !DISubprogram(name: "call_mut<fn(f64, f64) -> f64, (f64, f64)>", linkageName: "_ZN4core3ops8function5FnMut8call_mut17hf0cb188d650e62c0E", scope: !692, file: !691, line: 166, type: !694, scopeLine: 166, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !704, retainedNodes: !800)
!800 = !{!801, !802}
!801 = !DILocalVariable(arg: 1, scope: !799, file: !691, line: 166, type: !696)
!802 = !DILocalVariable(arg: 2, scope: !799, file: !691, line: 166, type: !700)
!803 = distinct !DILocation(line: 88, column: 21, scope: !804, inlinedAt: !813)
!804 = distinct !DISubprogram(name: "{closure#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", linkageName: "_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc55ad3ea6c427955E", scope: !331, file: !361, line: 88, type: !805, scopeLine: 88, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !717, retainedNodes: !808)
!805 = !DISubroutineType(types: !806)
!806 = !{!12, !807, !12, !345}
!807 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::adapters::map::map_fold::{closure_env#0}<&f64, f64, f64, fn(&f64) -> f64, fn(f64, f64) -> f64>", baseType: !748, size: 64, align: 64, dwarfAddressSpace: 0)
!808 = !{!809, !810, !811, !812}
!809 = !DILocalVariable(name: "acc", arg: 2, scope: !804, file: !361, line: 88, type: !12)
!810 = !DILocalVariable(name: "elt", arg: 3, scope: !804, file: !361, line: 88, type: !345)
!811 = !DILocalVariable(name: "g", scope: !804, file: !361, line: 86, type: !610, align: 8)
!812 = !DILocalVariable(name: "f", scope: !804, file: !361, line: 85, type: !614, align: 8)
!813 = distinct !DILocation(line: 279, column: 27, scope: !742, inlinedAt: !769)
!814 = distinct !{!814, !722, !723}
!815 = !DILocation(line: 0, scope: !745, inlinedAt: !769)
!816 = !DILocalVariable(name: "self", arg: 1, scope: !817, file: !466, line: 832, type: !14)
!817 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !727, file: !466, line: 832, type: !728, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !818)
!818 = !{!816, !819}
!819 = !DILocalVariable(name: "rhs", scope: !817, file: !466, line: 832, type: !14, align: 64)
!820 = !DILocation(line: 0, scope: !817, inlinedAt: !821)
!821 = distinct !DILocation(line: 283, column: 36, scope: !742, inlinedAt: !769)
!822 = !DILocation(line: 0, scope: !743, inlinedAt: !769)
!823 = !DILocation(line: 0, scope: !784, inlinedAt: !788)
!824 = !DILocation(line: 0, scope: !804, inlinedAt: !813)
!825 = !DILocation(line: 0, scope: !799, inlinedAt: !803)
!826 = !DILocation(line: 0, scope: !794, inlinedAt: !798)
!827 = !DILocation(line: 844, column: 17, scope: !817, inlinedAt: !821)
!828 = distinct !{!828, !723, !722}
!829 = !DILocation(line: 284, column: 24, scope: !830, inlinedAt: !856)
!830 = distinct !DILexicalBlock(scope: !831, file: !78, line: 275, column: 17)
!831 = distinct !DILexicalBlock(scope: !832, file: !78, line: 274, column: 17)
!832 = distinct !DILexicalBlock(scope: !833, file: !78, line: 273, column: 17)
!833 = distinct !DISubprogram(name: "fold<f64, f64, core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>>", linkageName: "_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE", scope: !79, file: !78, line: 259, type: !834, scopeLine: 259, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !854, retainedNodes: !839)
!834 = !DISubroutineType(types: !835)
!835 = !{!12, !594, !12, !836}
!836 = !DICompositeType(tag: DW_TAG_structure_type, name: "{closure_env#0}<core::slice::iter::Iter<f64>>", scope: !837, file: !22, align: 8, elements: !27, identifier: "881631f4ce2d279ccecbfef0de0870f3")
!837 = !DINamespace(name: "sum", scope: !838)
!838 = !DINamespace(name: "{impl#134}", scope: !339)
!839 = !{!840, !841, !842, !843, !845, !847, !848, !849, !850, !852}
!840 = !DILocalVariable(name: "self", arg: 1, scope: !833, file: !78, line: 259, type: !594)
!841 = !DILocalVariable(name: "init", arg: 2, scope: !833, file: !78, line: 259, type: !12)
!842 = !DILocalVariable(name: "f", arg: 3, scope: !833, file: !78, line: 259, type: !836)
!843 = !DILocalVariable(name: "len", scope: !844, file: !78, line: 29, type: !14, align: 64)
!844 = distinct !DILexicalBlock(scope: !833, file: !78, line: 29, column: 13)
!845 = !DILocalVariable(name: "end", scope: !846, file: !78, line: 33, type: !597, align: 64)
!846 = distinct !DILexicalBlock(scope: !833, file: !78, line: 33, column: 13)
!847 = !DILocalVariable(name: "acc", scope: !832, file: !78, line: 273, type: !12, align: 64)
!848 = !DILocalVariable(name: "i", scope: !831, file: !78, line: 274, type: !14, align: 64)
!849 = !DILocalVariable(name: "len", scope: !830, file: !78, line: 275, type: !14, align: 64)
!850 = !DILocalVariable(name: "len", scope: !851, file: !78, line: 29, type: !14, align: 64)
!851 = distinct !DILexicalBlock(scope: !831, file: !78, line: 29, column: 13)
!852 = !DILocalVariable(name: "end", scope: !853, file: !78, line: 33, type: !597, align: 64)
!853 = distinct !DILexicalBlock(scope: !831, file: !78, line: 33, column: 13)
!854 = !{!601, !356, !855}
!855 = !DITemplateTypeParameter(name: "F", type: !836)
!856 = distinct !DILocation(line: 183, column: 22, scope: !857, inlinedAt: !862)
!857 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17hb4483de0d4d162bcE", scope: !838, file: !381, line: 182, type: !858, scopeLine: 182, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !661, retainedNodes: !860)
!858 = !DISubroutineType(types: !859)
!859 = !{!12, !594}
!860 = !{!861}
!861 = !DILocalVariable(name: "iter", arg: 1, scope: !857, file: !381, line: 182, type: !594)
!862 = !DILocation(line: 3658, column: 9, scope: !863, inlinedAt: !868)
!863 = distinct !DISubprogram(name: "sum<core::slice::iter::Iter<f64>, f64>", linkageName: "_ZN4core4iter6traits8iterator8Iterator3sum17h360feb98a96886e2E", scope: !316, file: !315, line: 3653, type: !858, scopeLine: 3653, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !866, retainedNodes: !864)
!864 = !{!865}
!865 = !DILocalVariable(name: "self", arg: 1, scope: !863, file: !315, line: 3653, type: !594)
!866 = !{!867, !394}
!867 = !DITemplateTypeParameter(name: "Self", type: !594)
!868 = !DILocation(line: 31, column: 25, scope: !582)
!869 = !DILocation(line: 0, scope: !832, inlinedAt: !856)
!870 = !DILocation(line: 0, scope: !833, inlinedAt: !856)
!871 = !DILocalVariable(name: "self", arg: 1, scope: !872, file: !466, line: 832, type: !14)
!872 = distinct !DISubprogram(name: "unchecked_add", linkageName: "_RNvMs9_NtCsgEmfK2I1SDS_4core3numj13unchecked_add", scope: !727, file: !466, line: 832, type: !728, scopeLine: 832, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !873)
!873 = !{!871, !874}
!874 = !DILocalVariable(name: "rhs", scope: !872, file: !466, line: 832, type: !14, align: 64)
!875 = !DILocation(line: 0, scope: !872, inlinedAt: !876)
!876 = distinct !DILocation(line: 283, column: 36, scope: !830, inlinedAt: !856)
!877 = !DILocation(line: 0, scope: !831, inlinedAt: !856)
!878 = !DILocalVariable(name: "self", arg: 1, scope: !879, file: !234, line: 651, type: !597)
!879 = distinct !DISubprogram(name: "add<f64>", linkageName: "_ZN4core3ptr8non_null16NonNull$LT$T$GT$3add17hb116a503783a1de6E", scope: !597, file: !234, line: 651, type: !672, scopeLine: 651, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !600, declaration: !674, retainedNodes: !880)
!880 = !{!878, !881}
!881 = !DILocalVariable(name: "count", arg: 2, scope: !879, file: !234, line: 651, type: !14)
!882 = !DILocation(line: 0, scope: !879, inlinedAt: !883)
!883 = distinct !DILocation(line: 279, column: 67, scope: !830, inlinedAt: !856)
!884 = !DILocation(line: 659, column: 28, scope: !879, inlinedAt: !883)
!885 = !DILocation(line: 279, column: 27, scope: !830, inlinedAt: !856)
!886 = !DILocalVariable(arg: 1, scope: !887, file: !381, line: 186, type: !890)
!887 = distinct !DISubprogram(name: "{closure#0}<core::slice::iter::Iter<f64>>", linkageName: "_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h214b8addb5e02db6E", scope: !837, file: !381, line: 186, type: !888, scopeLine: 186, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !661, retainedNodes: !891)
!888 = !DISubroutineType(types: !889)
!889 = !{!12, !890, !12, !345}
!890 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "&mut core::iter::traits::accum::{impl#134}::sum::{closure_env#0}<core::slice::iter::Iter<f64>>", baseType: !836, size: 64, align: 64, dwarfAddressSpace: 0)
!891 = !{!892, !893, !886}
!892 = !DILocalVariable(name: "a", arg: 2, scope: !887, file: !381, line: 186, type: !12)
!893 = !DILocalVariable(name: "b", arg: 3, scope: !887, file: !381, line: 186, type: !345)
!894 = !DILocation(line: 0, scope: !887, inlinedAt: !895)
!895 = distinct !DILocation(line: 279, column: 27, scope: !830, inlinedAt: !856)
!896 = !DILocalVariable(name: "other", arg: 2, scope: !897, file: !898, line: 38, type: !345)
!897 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsV_NtNtCsgEmfK2I1SDS_4core3ops5arithdINtB5_3AddRdE3add", scope: !899, file: !898, line: 38, type: !901, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27, retainedNodes: !903)
!898 = !DIFile(filename: "library/core/src/internal_macros.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "9ec673d06a3eb53c47178443a566ec32")
!899 = !DINamespace(name: "{impl#59}", scope: !900)
!900 = !DINamespace(name: "arith", scope: !324)
!901 = !DISubroutineType(types: !902)
!902 = !{!12, !12, !345, !196}
!903 = !{!896}
!904 = !DILocation(line: 0, scope: !897, inlinedAt: !905)
!905 = distinct !DILocation(line: 186, column: 28, scope: !887, inlinedAt: !895)
!906 = !DILocation(line: 105, column: 45, scope: !907, inlinedAt: !912)
!907 = distinct !DISubprogram(name: "add", linkageName: "_RNvXsc_NtNtCsgEmfK2I1SDS_4core3ops5arithdNtB5_3Add3add", scope: !909, file: !908, line: 105, type: !910, scopeLine: 105, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !5, templateParams: !27)
!908 = !DIFile(filename: "library/core/src/ops/arith.rs", directory: "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860", checksumkind: CSK_MD5, checksum: "82a843efd6957c9872d7564e4a5df756")
!909 = !DINamespace(name: "{impl#14}", scope: !900)
!910 = !DISubroutineType(types: !911)
!911 = !{!12, !12, !12, !196}
!912 = distinct !DILocation(line: 39, column: 17, scope: !897, inlinedAt: !905)
!913 = !DILocation(line: 844, column: 17, scope: !872, inlinedAt: !876)
!914 = distinct !{!914, !915}
!915 = !{!"llvm.loop.unroll.disable"}
!916 = !DILocation(line: 31, column: 40, scope: !582)
!917 = !DILocation(line: 31, column: 16, scope: !582)
!918 = !DILocation(line: 0, scope: !584)
!919 = !DILocation(line: 32, column: 5, scope: !584)
!920 = !DILocation(line: 34, column: 2, scope: !564)
