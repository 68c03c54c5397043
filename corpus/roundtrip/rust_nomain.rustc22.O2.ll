source_filename = "rust_nomain.2c5c6789ca4c38e4-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_5b35a48f97e4c2cd879d81ec877f95ca = private unnamed_addr constant [19 x i8] c"total=%.6f neg=%d\0A\00", align 1
@alloc_f87c7406c9b0efd27afa848bdcfe1e74 = private unnamed_addr constant [21 x i8] c"sumsq=%llu acc=%.6f\0A\00", align 1

define dso_local noundef i32 @main(i32 noundef %_argc, ptr noundef readnone captures(none) %_argv) unnamed_addr #0 personality ptr @rust_eh_personality {
_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2e2ac3aed7a14179E.exit.i.2:
  %_38 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_5b35a48f97e4c2cd879d81ec877f95ca, double noundef 0x4024487ED5110B46, i32 noundef 2) #1
  %_41 = tail call noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @alloc_f87c7406c9b0efd27afa848bdcfe1e74, i64 noundef 385, double noundef 0x401536DD7CE81C0F) #1
  ret i32 0
}

define dso_local noundef i64 @rn_sum_squares(i32 noundef %n) unnamed_addr #2 personality ptr @rust_eh_personality {
bb35.i.i:
  %_3 = zext i32 %n to i64
  switch i32 %n, label %bb14.thread.i.i [
    i32 0, label %_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE.exit
    i32 1, label %bb16.i.i
  ]

bb14.thread.i.i:
  %0 = add nsw i64 %_3, -2
  %1 = shl nuw nsw i64 %0, 2
  %2 = or disjoint i64 %1, 1
  %3 = zext nneg i64 %0 to i65
  %4 = add nsw i64 %_3, -3
  %5 = zext i64 %4 to i65
  %6 = mul i65 %3, %5
  %7 = lshr i65 %6, 1
  %8 = trunc nuw i65 %7 to i64
  %9 = mul i64 %8, 5
  %10 = add i64 %2, %9
  %11 = add nsw i64 %_3, -4
  %12 = zext i64 %11 to i65
  %13 = mul i65 %6, %12
  %14 = lshr i65 %13, 1
  %15 = trunc nuw i65 %14 to i64
  %16 = mul i64 %15, 6148914691236517206
  %17 = add i64 %10, %16
  br label %bb16.i.i

bb16.i.i:
  %accum.sroa.0.0.lcssa24.i.i = phi i64 [ %17, %bb14.thread.i.i ], [ 0, %bb35.i.i ]
  %_0.i.i.i14.i.i = mul nuw i64 %_3, %_3
  %_4.0.i.i.i15.i.i = add i64 %accum.sroa.0.0.lcssa24.i.i, %_0.i.i.i14.i.i
  br label %_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE.exit

_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE.exit:
  %_0.sroa.0.0.i.i = phi i64 [ 0, %bb35.i.i ], [ %_4.0.i.i.i15.i.i, %bb16.i.i ]
  ret i64 %_0.sroa.0.0.i.i
}

declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #3

declare noundef i32 @printf(ptr noundef readonly captures(none), ...) unnamed_addr #0

attributes #0 = { nofree nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
