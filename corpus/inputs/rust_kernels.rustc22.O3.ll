; ModuleID = 'rust_kernels.5ab8bc2bb881d630-cgu.0'
source_filename = "rust_kernels.5ab8bc2bb881d630-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_939ce5874a28e1df89d614b8050d45c0 = private unnamed_addr constant [15 x i8] c"\04dot=\C5 \00\00p\06\00\01\0A\00", align 1
@alloc_c280e0433dea6265b23681ee54b4c142 = private unnamed_addr constant [16 x i8] c"\05mean=\C5 \00\00p\06\00\01\0A\00", align 1
@alloc_9387a050a7cc4466df17a546fc18abb7 = private unnamed_addr constant [17 x i8] c"\0Cmean(empty)=\C0\01\0A\00", align 1
@alloc_d6d42f253775c436365865e016cec541 = private unnamed_addr constant [14 x i8] c"\06ratio=\C0\01 \C0\01\0A\00", align 1
@alloc_a6ddb78eba5b8abb0ea1cb8d40937eac = private unnamed_addr constant [15 x i8] c"\0Aprime(20)=\C0\01\0A\00", align 1
@alloc_92cb8dbd9048800436c95cf5749d0776 = private unnamed_addr constant [4 x i8] c"beta", align 1
@alloc_216b5aca98fdf70e80bac0db88a04971 = private unnamed_addr constant [5 x i8] c"gamma", align 1
@alloc_ea4ef2873fe68c69937e218d91f61b54 = private unnamed_addr constant [10 x i8] c"\05lens=\C0\01\0A\00", align 1
@alloc_d6d815a08e2537c31576b7c31c0c0e4c = private unnamed_addr constant [16 x i8] c"rust_kernels.rs\00", align 1
@alloc_ae291598bdc0ae29d76efe64e1bf6f70 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00#\00\00\00@\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h3da879ac08440ef8E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E" }>, align 8
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h15e041dbf85353e8E" }>, align 8
@alloc_37d2e53432a03a1f90b3e7253015eaf9 = private unnamed_addr constant [4 x i8] c"None", align 1
@vtable.2 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h5b1bb19a461d58b3E" }>, align 8
@alloc_9535bf4c204f3eb9b19ec2c83e446e52 = private unnamed_addr constant [4 x i8] c"Some", align 1

; rust_kernels::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN12rust_kernels4main17hb03f3f275d0f6f63E() unnamed_addr #0 personality ptr @rust_eh_personality {
bb8.i.i.i.i.i.i21.preheader:
  %vector.i = alloca [24 x i8], align 8
  %primes.i = alloca [24 x i8], align 8
  %args5 = alloca [16 x i8], align 8
  %lens = alloca [24 x i8], align 8
  %words = alloca [48 x i8], align 8
  %args4 = alloca [16 x i8], align 8
  %_51 = alloca [8 x i8], align 8
  %args3 = alloca [32 x i8], align 8
  %_43 = alloca [8 x i8], align 8
  %_41 = alloca [8 x i8], align 8
  %args2 = alloca [16 x i8], align 8
  %_33 = alloca [16 x i8], align 8
  %args1 = alloca [16 x i8], align 8
  %m = alloca [8 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_11 = alloca [8 x i8], align 8
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !4
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !9
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !14
  call void @llvm.lifetime.start.p0(ptr nonnull %_11)
  store double 0x401C9D04E96AD808, ptr %_11, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args)
  store ptr %_11, ptr %args, align 8
  %_16.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_16.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_939ce5874a28e1df89d614b8050d45c0, ptr noundef nonnull %args) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args)
  call void @llvm.lifetime.end.p0(ptr nonnull %_11)
  call void @llvm.lifetime.start.p0(ptr nonnull %m)
  store double 0x3FF933E894EBB2EA, ptr %m, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args1)
  store ptr %m, ptr %args1, align 8
  %_26.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args1, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %_26.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_c280e0433dea6265b23681ee54b4c142, ptr noundef nonnull %args1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args1)
  call void @llvm.lifetime.end.p0(ptr nonnull %m)
  call void @llvm.lifetime.start.p0(ptr nonnull %_33)
  store i64 0, ptr %_33, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args2)
  store ptr %_33, ptr %args2, align 8
  %_36.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args2, i64 8
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc59a6c6a6f906fb5E", ptr %_36.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_9387a050a7cc4466df17a546fc18abb7, ptr noundef nonnull %args2) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args2)
  call void @llvm.lifetime.end.p0(ptr nonnull %_33)
  call void @llvm.lifetime.start.p0(ptr nonnull %_41)
  store i64 3, ptr %_41, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_43)
  store i64 -1, ptr %_43, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args3)
  store ptr %_41, ptr %args3, align 8
  %_45.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 8
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %_45.sroa.4.0..sroa_idx, align 8
  %0 = getelementptr inbounds nuw i8, ptr %args3, i64 16
  store ptr %_43, ptr %0, align 8
  %_46.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args3, i64 24
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %_46.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_d6d42f253775c436365865e016cec541, ptr noundef nonnull %args3) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args3)
  call void @llvm.lifetime.end.p0(ptr nonnull %_43)
  call void @llvm.lifetime.end.p0(ptr nonnull %_41)
  call void @llvm.lifetime.start.p0(ptr nonnull %_51)
  call void @llvm.lifetime.start.p0(ptr nonnull %primes.i)
  store i64 0, ptr %primes.i, align 8
  %1 = getelementptr inbounds nuw i8, ptr %primes.i, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %1, align 8
  %2 = getelementptr inbounds nuw i8, ptr %primes.i, i64 16
  store i64 0, ptr %2, align 8
  br label %bb2.i.i

bb2.i.i:                                          ; preds = %bb5.i, %bb8.i.i.i.i.i.i21.preheader
  %_5.pr15.i = phi i64 [ 0, %bb8.i.i.i.i.i.i21.preheader ], [ %_5.pr.i, %bb5.i ]
  %_14.i12.i = phi ptr [ inttoptr (i64 8 to ptr), %bb8.i.i.i.i.i.i21.preheader ], [ %_14.i13.i, %bb5.i ]
  %_22.i = phi ptr [ inttoptr (i64 8 to ptr), %bb8.i.i.i.i.i.i21.preheader ], [ %_2210.i, %bb5.i ]
  %storemerge9.i = phi i64 [ 2, %bb8.i.i.i.i.i.i21.preheader ], [ %5, %bb5.i ]
  %_26.i = getelementptr inbounds nuw i64, ptr %_22.i, i64 %_5.pr15.i
  br label %bb1.i.i.i

bb1.i.i.i:                                        ; preds = %"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i", %bb2.i.i
  %_16.i13.i.i.i = phi ptr [ %_16.i.i.i.i, %"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i" ], [ %_22.i, %bb2.i.i ]
  %_6.i.i.not.i.i = icmp eq ptr %_16.i13.i.i.i, %_26.i
  br i1 %_6.i.i.not.i.i, label %bb3.i, label %bb3.i.i.i

bb3.i.i.i:                                        ; preds = %bb1.i.i.i
  %_16.i.i.i.i = getelementptr inbounds nuw i8, ptr %_16.i13.i.i.i, i64 8
  call void @llvm.experimental.noalias.scope.decl(metadata !19)
  %p.i.i.i.i.i = load i64, ptr %_16.i13.i.i.i, align 8, !alias.scope !19, !noalias !22, !noundef !30
  %_4.i.i.i.i.i = mul i64 %p.i.i.i.i.i, %p.i.i.i.i.i
  %_0.i.not.i.not.not.not.i.not.i.i = icmp ugt i64 %_4.i.i.i.i.i, %storemerge9.i
  br i1 %_0.i.not.i.not.not.not.i.not.i.i, label %bb3.i, label %bb2.i.i.i.i

bb2.i.i.i.i:                                      ; preds = %bb3.i.i.i
  %_6.i.i.i.i.i.i = icmp eq i64 %p.i.i.i.i.i, 0
  br i1 %_6.i.i.i.i.i.i, label %panic.i.i.i.i.i.i, label %"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i"

panic.i.i.i.i.i.i:                                ; preds = %bb2.i.i.i.i
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24) @alloc_ae291598bdc0ae29d76efe64e1bf6f70) #20, !noalias !31
  unreachable

"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i": ; preds = %bb2.i.i.i.i
  %_4.i.i.i.i.i.i = urem i64 %storemerge9.i, %p.i.i.i.i.i
  %_0.i.not.i.i.i.i.i = icmp eq i64 %_4.i.i.i.i.i.i, 0
  br i1 %_0.i.not.i.i.i.i.i, label %bb5.i, label %bb1.i.i.i

bb11.i:                                           ; preds = %bb5.i
  %_38.i = load ptr, ptr %1, align 8, !nonnull !30, !noundef !30
  %_16.i = getelementptr inbounds nuw i8, ptr %_38.i, i64 152
  %_0.i = load i64, ptr %_16.i, align 8, !noundef !30
  %primes.val.i = load i64, ptr %primes.i, align 8, !range !32, !noundef !30
  %3 = icmp eq i64 %primes.val.i, 0
  br i1 %3, label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i33, label %bb2.i.i.i.i.i

bb2.i.i.i.i.i:                                    ; preds = %bb11.i
  %alloc_size.i.i.i.i.i.i = shl nuw i64 %primes.val.i, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %_38.i, i64 noundef %alloc_size.i.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #19
  br label %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i33

bb3.i:                                            ; preds = %bb3.i.i.i, %bb1.i.i.i
  call void @llvm.experimental.noalias.scope.decl(metadata !33)
  %self1.i.i = load i64, ptr %primes.i, align 8, !range !32, !alias.scope !33, !noundef !30
  %_4.i2.i = icmp eq i64 %_5.pr15.i, %self1.i.i
  br i1 %_4.i2.i, label %bb1.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE.exit.i"

bb1.i.i:                                          ; preds = %bb3.i
; call alloc::raw_vec::RawVec<T,A>::grow_one
  call fastcc void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26f51f25ee15af4dE"(ptr noalias noundef nonnull align 8 dereferenceable(24) %primes.i) #21
  %_14.i.pre.i = load ptr, ptr %1, align 8, !alias.scope !33
  br label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE.exit.i"

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE.exit.i": ; preds = %bb1.i.i, %bb3.i
  %_14.i.i = phi ptr [ %_14.i12.i, %bb3.i ], [ %_14.i.pre.i, %bb1.i.i ]
  %end.i.i = getelementptr inbounds nuw i64, ptr %_14.i.i, i64 %_5.pr15.i
  store i64 %storemerge9.i, ptr %end.i.i, align 8, !noalias !33
  %4 = add nuw nsw i64 %_5.pr15.i, 1
  store i64 %4, ptr %2, align 8, !alias.scope !33
  br label %bb5.i

bb5.i:                                            ; preds = %"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i", %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE.exit.i"
  %_5.pr.i = phi i64 [ %4, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE.exit.i" ], [ %_5.pr15.i, %"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i" ]
  %_14.i13.i = phi ptr [ %_14.i.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE.exit.i" ], [ %_14.i12.i, %"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i" ]
  %_2210.i = phi ptr [ %_14.i.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE.exit.i" ], [ %_22.i, %"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E.exit.i.i.i.i" ]
  %5 = add i64 %storemerge9.i, 1
  %_18.i = icmp ult i64 %_5.pr.i, 1152921504606846976
  call void @llvm.assume(i1 %_18.i)
  %_4.i = icmp samesign ult i64 %_5.pr.i, 20
  br i1 %_4.i, label %bb2.i.i, label %bb11.i

_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i33: ; preds = %bb2.i.i.i.i.i, %bb11.i
  call void @llvm.lifetime.end.p0(ptr nonnull %primes.i)
  store i64 %_0.i, ptr %_51, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %args4)
  store ptr %_51, ptr %args4, align 8
  %_53.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args4, i64 8
  store ptr @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt, ptr %_53.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_a6ddb78eba5b8abb0ea1cb8d40937eac, ptr noundef nonnull %args4) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args4)
  call void @llvm.lifetime.end.p0(ptr nonnull %_51)
  call void @llvm.lifetime.start.p0(ptr nonnull %words)
  %6 = getelementptr inbounds nuw i8, ptr %words, i64 8
  store i64 5, ptr %6, align 8
  %7 = getelementptr inbounds nuw i8, ptr %words, i64 16
  store ptr @alloc_92cb8dbd9048800436c95cf5749d0776, ptr %7, align 8
  %8 = getelementptr inbounds nuw i8, ptr %words, i64 24
  store i64 4, ptr %8, align 8
  %9 = getelementptr inbounds nuw i8, ptr %words, i64 32
  store ptr @alloc_216b5aca98fdf70e80bac0db88a04971, ptr %9, align 8
  %10 = getelementptr inbounds nuw i8, ptr %words, i64 40
  store i64 5, ptr %10, align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %lens)
  call void @llvm.lifetime.start.p0(ptr nonnull %vector.i), !noalias !36
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19, !noalias !39
; call __rustc::__rust_alloc
  %11 = call noundef align 8 dereferenceable_or_null(32) ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) 32, i64 noundef 8) #19, !noalias !39
  %12 = icmp eq ptr %11, null
  br i1 %12, label %bb3.i.i36, label %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE.exit.i"

bb3.i.i36:                                        ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i33
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef 8, i64 32) #22, !noalias !36
  unreachable

"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE.exit.i": ; preds = %_RNvXs_NtCslNYArtu3iFV_5alloc5allocNtB4_6GlobalNtNtCsgEmfK2I1SDS_4core5alloc9Allocator8allocate.exit.i.i.i33
  store i64 5, ptr %11, align 8, !noalias !36
  store i64 4, ptr %vector.i, align 8, !noalias !36
  %vector1.sroa.4.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 8
  store ptr %11, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !noalias !36
  %vector1.sroa.6.0.vector.sroa_idx.i = getelementptr inbounds nuw i8, ptr %vector.i, i64 16
  store i64 1, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !noalias !36
  call void @llvm.experimental.noalias.scope.decl(metadata !42)
  call void @llvm.experimental.noalias.scope.decl(metadata !45)
  br label %bb1.i.i.i34

bb1.i.i.i34:                                      ; preds = %bb8.i.i.i, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE.exit.i"
  %_23.i.i10.i = phi ptr [ %11, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE.exit.i" ], [ %_23.i.i.i, %bb8.i.i.i ]
  %len.i.i.i = phi i64 [ 1, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE.exit.i" ], [ %new_len.i.i.i, %bb8.i.i.i ]
  %iterator.sroa.0.0.i.i.i.idx = phi i64 [ 16, %"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE.exit.i" ], [ %_16.i4.i.i.i.i.i.i.i.add, %bb8.i.i.i ]
  br label %bb1.i.i.i.i.i.i.i

bb1.i.i.i.i.i.i.i:                                ; preds = %bb3.i.i.i.i.i.i.i, %bb1.i.i.i34
  %_16.i4.i.i.i.i.i.i.i.idx = phi i64 [ %_16.i4.i.i.i.i.i.i.i.add, %bb3.i.i.i.i.i.i.i ], [ %iterator.sroa.0.0.i.i.i.idx, %bb1.i.i.i34 ]
  %_6.i.i.i.not.not.not.not.i.not.not.not.i.not.i.i.i = icmp eq i64 %_16.i4.i.i.i.i.i.i.i.idx, 48
  br i1 %_6.i.i.i.not.not.not.not.i.not.not.not.i.not.i.i.i, label %bb19, label %bb3.i.i.i.i.i.i.i

bb3.i.i.i.i.i.i.i:                                ; preds = %bb1.i.i.i.i.i.i.i
  %_16.i4.i.i.i.i.i.i.i.ptr = getelementptr inbounds nuw i8, ptr %words, i64 %_16.i4.i.i.i.i.i.i.i.idx
  %_16.i4.i.i.i.i.i.i.i.add = add nuw nsw i64 %_16.i4.i.i.i.i.i.i.i.idx, 16
  %13 = getelementptr i8, ptr %_16.i4.i.i.i.i.i.i.i.ptr, i64 8
  %.val.i.i.i.i.i.i.i = load i64, ptr %13, align 8, !noalias !48, !noundef !30
  %_0.i.i.i.i.i.i.i.i.i.i.i = icmp ugt i64 %.val.i.i.i.i.i.i.i, 4
  br i1 %_0.i.i.i.i.i.i.i.i.i.i.i, label %bb3.i.i.i35, label %bb1.i.i.i.i.i.i.i

bb3.i.i.i35:                                      ; preds = %bb3.i.i.i.i.i.i.i
  %_19.i.i.i = icmp samesign ult i64 %len.i.i.i, 1152921504606846976
  call void @llvm.assume(i1 %_19.i.i.i)
  %self1.i.i.i = load i64, ptr %vector.i, align 8, !range !32, !alias.scope !57, !noalias !36, !noundef !30
  %_8.i.i.i = icmp eq i64 %len.i.i.i, %self1.i.i.i
  br i1 %_8.i.i.i, label %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h24b7227634a2e83eE.exit.i.i.i", label %bb8.i.i.i

"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h24b7227634a2e83eE.exit.i.i.i": ; preds = %bb3.i.i.i35
; call alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hf373583d06a42cb1E"(ptr noalias noundef nonnull align 8 dereferenceable(24) %vector.i, i64 noundef %len.i.i.i, i64 noundef range(i64 1, 0) 1) #19
  %_23.i.i.pre.i = load ptr, ptr %vector1.sroa.4.0.vector.sroa_idx.i, align 8, !alias.scope !57, !noalias !36
  br label %bb8.i.i.i

bb8.i.i.i:                                        ; preds = %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h24b7227634a2e83eE.exit.i.i.i", %bb3.i.i.i35
  %_23.i.i.i = phi ptr [ %_23.i.i.pre.i, %"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h24b7227634a2e83eE.exit.i.i.i" ], [ %_23.i.i10.i, %bb3.i.i.i35 ]
  %dst.i.i.i = getelementptr inbounds nuw i64, ptr %_23.i.i.i, i64 %len.i.i.i
  store i64 %.val.i.i.i.i.i.i.i, ptr %dst.i.i.i, align 8, !noalias !58
  %new_len.i.i.i = add nuw nsw i64 %len.i.i.i, 1
  store i64 %new_len.i.i.i, ptr %vector1.sroa.6.0.vector.sroa_idx.i, align 8, !alias.scope !57, !noalias !36
  br label %bb1.i.i.i34

bb19:                                             ; preds = %bb1.i.i.i.i.i.i.i
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %lens, ptr noundef nonnull align 8 dereferenceable(24) %vector.i, i64 24, i1 false)
  call void @llvm.lifetime.end.p0(ptr nonnull %vector.i), !noalias !36
  call void @llvm.lifetime.start.p0(ptr nonnull %args5)
  store ptr %lens, ptr %args5, align 8
  %_66.sroa.4.0..sroa_idx = getelementptr inbounds nuw i8, ptr %args5, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h29609c1408a92b93E", ptr %_66.sroa.4.0..sroa_idx, align 8
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull @alloc_ea4ef2873fe68c69937e218d91f61b54, ptr noundef nonnull %args5) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %args5)
  %lens.val = load i64, ptr %lens, align 8, !range !32, !noundef !30
  %14 = icmp eq i64 %lens.val, 0
  br i1 %14, label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE.exit45", label %bb2.i.i.i.i37

bb2.i.i.i.i37:                                    ; preds = %bb19
  %15 = getelementptr inbounds nuw i8, ptr %lens, i64 8
  %lens.val8 = load ptr, ptr %15, align 8, !nonnull !30, !noundef !30
  %alloc_size.i.i.i.i.i = shl nuw i64 %lens.val, 3
; call __rustc::__rust_dealloc
  call void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr noundef nonnull %lens.val8, i64 noundef %alloc_size.i.i.i.i.i, i64 noundef range(i64 1, -9223372036854775807) 8) #19
  br label %"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE.exit45"

"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE.exit45": ; preds = %bb19, %bb2.i.i.i.i37
  call void @llvm.lifetime.end.p0(ptr nonnull %lens)
  call void @llvm.lifetime.end.p0(ptr nonnull %words)
  ret void
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden noundef i64 @_ZN3std2rt10lang_start17hc69334915d0d3e43E(ptr noundef nonnull %main, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  call void @llvm.lifetime.start.p0(ptr nonnull %_7)
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %argc, ptr noundef %argv, i8 noundef %sigpipe) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %_7)
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8, !nonnull !30, !noundef !30
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h828270e4311cc23fE(ptr noundef nonnull %_4) #21
  ret i32 0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h828270e4311cc23fE(ptr noundef nonnull readonly captures(none) %f) unnamed_addr #2 {
start:
  tail call void %f() #19
  tail call void asm sideeffect "", "~{memory}"() #19, !srcloc !59
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h15e041dbf85353e8E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !30, !align !60, !noundef !30
  %0 = getelementptr inbounds nuw i8, ptr %f, i64 16
  %_4.i = load i32, ptr %0, align 8, !alias.scope !61, !noalias !64, !noundef !30
  %_3.i = and i32 %_4.i, 33554432
  %1 = icmp eq i32 %_3.i, 0
  br i1 %1, label %bb2.i, label %bb1.i

bb2.i:                                            ; preds = %start
  %_5.i = and i32 %_4.i, 67108864
  %2 = icmp eq i32 %_5.i, 0
  br i1 %2, label %bb4.i, label %bb3.i

bb1.i:                                            ; preds = %start
; call <usize as core::fmt::LowerHex>::fmt
  %3 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb4.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::Display>::fmt
  %4 = tail call noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

bb3.i:                                            ; preds = %bb2.i
; call <usize as core::fmt::UpperHex>::fmt
  %5 = tail call noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  br label %_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit

_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt.exit: ; preds = %bb1.i, %bb4.i, %bb3.i
  %_0.sroa.0.0.in.i = phi i1 [ %4, %bb4.i ], [ %5, %bb3.i ], [ %3, %bb1.i ]
  ret i1 %_0.sroa.0.0.in.i
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h5b1bb19a461d58b3E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(8) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8, !nonnull !30, !align !60, !noundef !30
; call <f64 as core::fmt::Debug>::fmt
  %_0 = tail call noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr noalias noundef nonnull readonly align 8 captures(address, read_provenance) dereferenceable(8) %_3, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19
  ret i1 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h3da879ac08440ef8E"(ptr noundef readonly captures(none) %_1) unnamed_addr #1 {
start:
  %0 = load ptr, ptr %_1, align 8, !nonnull !30, !noundef !30
; call std::sys::backtrace::__rust_begin_short_backtrace
  tail call fastcc void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h828270e4311cc23fE(ptr noundef nonnull readonly %0) #21, !noalias !66
  ret i32 0
}

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: cold noinline nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26f51f25ee15af4dE"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %self) unnamed_addr #3 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  %self1 = load i64, ptr %self, align 8, !range !32, !noundef !30
  tail call void @llvm.experimental.noalias.scope.decl(metadata !69)
  %v16.i = shl nuw i64 %self1, 1
  %0 = tail call i64 @llvm.umax.i64(i64 %v16.i, i64 4)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !69
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %self.val15.i = load ptr, ptr %1, align 8, !alias.scope !69
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h16430729e6f4bb13E"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3.i, i64 %self1, ptr %self.val15.i, i64 noundef %0) #19
  %_37.i = load i64, ptr %self3.i, align 8, !range !72, !noalias !69, !noundef !30
  %2 = trunc nuw i64 %_37.i to i1
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %2, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %start
  %e.0.i = load i64, ptr %3, align 8, !range !73, !noalias !69, !noundef !30
  %4 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %4, align 8, !noalias !69
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !69
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %e.0.i, i64 %e.1.i) #22
  unreachable

bb3:                                              ; preds = %start
  %v.0.i = load ptr, ptr %3, align 8, !noalias !69, !nonnull !30, !noundef !30
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !69
  store ptr %v.0.i, ptr %1, align 8, !alias.scope !69
  %5 = icmp sgt i64 %0, -1
  tail call void @llvm.assume(i1 %5)
  store i64 %0, ptr %self, align 8, !alias.scope !69
  ret void
}

; alloc::raw_vec::RawVecInner<A>::finish_grow
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h16430729e6f4bb13E"(ptr dead_on_unwind noalias noundef nonnull writable writeonly align 8 captures(none) dereferenceable(24) initializes((0, 8)) %_0, i64 %self.0.val, ptr %self.8.val, i64 noundef %cap) unnamed_addr #4 {
start:
  %_33.0 = shl i64 %cap, 3
  %_33.1 = icmp ult i64 %cap, 2305843009213693952
  %_38 = icmp ult i64 %_33.0, 9223372036854775801
  %or.cond = and i1 %_33.1, %_38
  br i1 %or.cond, label %bb15, label %bb11, !prof !74

bb15:                                             ; preds = %start
  %0 = icmp eq i64 %self.0.val, 0
  br i1 %0, label %bb5, label %bb3

bb3:                                              ; preds = %bb15
  %alloc_size.i = shl nuw i64 %self.0.val, 3
  %1 = icmp ne ptr %self.8.val, null
  tail call void @llvm.assume(i1 %1)
  %cond.i.i = icmp uge i64 %_33.0, %alloc_size.i
  tail call void @llvm.assume(i1 %cond.i.i)
; call __rustc::__rust_realloc
  %raw_ptr.i.i = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr noundef nonnull %self.8.val, i64 noundef %alloc_size.i, i64 noundef 8, i64 noundef range(i64 0, 9223372036854775801) %_33.0) #19
  br label %bb7

bb5:                                              ; preds = %bb15
  %2 = icmp eq i64 %_33.0, 0
  br i1 %2, label %bb9, label %bb4.i.i

bb4.i.i:                                          ; preds = %bb5
; call __rustc::__rust_no_alloc_shim_is_unstable_v2
  tail call void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() #19
; call __rustc::__rust_alloc
  %3 = tail call noundef align 8 ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef range(i64 0, 9223372036854775801) %_33.0, i64 noundef 8) #19
  br label %bb7

bb7:                                              ; preds = %bb4.i.i, %bb3
  %raw_ptr.i.i.pn = phi ptr [ %raw_ptr.i.i, %bb3 ], [ %3, %bb4.i.i ]
  %4 = icmp eq ptr %raw_ptr.i.i.pn, null
  br i1 %4, label %bb8, label %bb9

bb8:                                              ; preds = %bb7
  %5 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store i64 8, ptr %5, align 8
  br label %bb11

bb9:                                              ; preds = %bb5, %bb7
  %raw_ptr.i.i.pn8 = phi ptr [ %raw_ptr.i.i.pn, %bb7 ], [ inttoptr (i64 8 to ptr), %bb5 ]
  %6 = getelementptr inbounds nuw i8, ptr %_0, i64 8
  store ptr %raw_ptr.i.i.pn8, ptr %6, align 8
  br label %bb11

bb11:                                             ; preds = %start, %bb9, %bb8
  %.sink9 = phi i64 [ 16, %bb9 ], [ 16, %bb8 ], [ 8, %start ]
  %_33.0.sink = phi i64 [ %_33.0, %bb9 ], [ %_33.0, %bb8 ], [ 0, %start ]
  %storemerge8 = phi i64 [ 0, %bb9 ], [ 1, %bb8 ], [ 1, %start ]
  %7 = getelementptr inbounds nuw i8, ptr %_0, i64 %.sink9
  store i64 %_33.0.sink, ptr %7, align 8
  store i64 %storemerge8, ptr %_0, align 8
  ret void
}

; alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
; Function Attrs: cold nounwind nonlazybind uwtable
define internal fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hf373583d06a42cb1E"(ptr noalias noundef nonnull align 8 captures(none) dereferenceable(16) %slf, i64 noundef %len, i64 noundef %additional) unnamed_addr #4 personality ptr @rust_eh_personality {
start:
  %self3.i = alloca [24 x i8], align 8
  tail call void @llvm.experimental.noalias.scope.decl(metadata !75)
  %_25.0.i = add i64 %additional, %len
  %_25.1.i = icmp ult i64 %_25.0.i, %len
  br i1 %_25.1.i, label %bb2, label %bb9.i

bb9.i:                                            ; preds = %start
  %self5.i = load i64, ptr %slf, align 8, !range !32, !alias.scope !75, !noundef !30
  %v16.i = shl nuw i64 %self5.i, 1
  %..i.i = tail call noundef i64 @llvm.umax.i64(i64 %_25.0.i, i64 range(i64 0, -1) %v16.i)
  %..i16.i = tail call noundef i64 @llvm.umax.i64(i64 %..i.i, i64 4)
  call void @llvm.lifetime.start.p0(ptr nonnull %self3.i), !noalias !75
  %0 = getelementptr inbounds nuw i8, ptr %slf, i64 8
  %self.val15.i = load ptr, ptr %0, align 8, !alias.scope !75
; call alloc::raw_vec::RawVecInner<A>::finish_grow
  call fastcc void @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$11finish_grow17h16430729e6f4bb13E"(ptr noalias noundef align 8 captures(none) dereferenceable(24) %self3.i, i64 %self5.i, ptr %self.val15.i, i64 noundef %..i16.i) #19
  %_37.i = load i64, ptr %self3.i, align 8, !range !72, !noalias !75, !noundef !30
  %1 = trunc nuw i64 %_37.i to i1
  %2 = getelementptr inbounds nuw i8, ptr %self3.i, i64 8
  br i1 %1, label %bb18.i, label %bb3

bb18.i:                                           ; preds = %bb9.i
  %e.0.i = load i64, ptr %2, align 8, !range !73, !noalias !75, !noundef !30
  %3 = getelementptr inbounds nuw i8, ptr %self3.i, i64 16
  %e.1.i = load i64, ptr %3, align 8, !noalias !75
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !75
  br label %bb2

bb2:                                              ; preds = %bb18.i, %start
  %_0.sroa.5.0.i.ph = phi i64 [ undef, %start ], [ %e.1.i, %bb18.i ]
  %_0.sroa.0.0.i.ph = phi i64 [ 0, %start ], [ %e.0.i, %bb18.i ]
; call alloc::raw_vec::handle_error
  tail call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef %_0.sroa.0.0.i.ph, i64 %_0.sroa.5.0.i.ph) #22
  unreachable

bb3:                                              ; preds = %bb9.i
  %v.0.i = load ptr, ptr %2, align 8, !noalias !75, !nonnull !30, !noundef !30
  call void @llvm.lifetime.end.p0(ptr nonnull %self3.i), !noalias !75
  store ptr %v.0.i, ptr %0, align 8, !alias.scope !75
  %4 = icmp sgt i64 %..i16.i, -1
  tail call void @llvm.assume(i1 %4)
  store i64 %..i16.i, ptr %slf, align 8, !alias.scope !75
  ret void
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h29609c1408a92b93E"(ptr noalias noundef readonly align 8 captures(none) dereferenceable(24) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %entry.i.i = alloca [8 x i8], align 8
  %_5.i = alloca [16 x i8], align 8
  %0 = getelementptr inbounds nuw i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8, !nonnull !30, !noundef !30
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8, !noundef !30
  call void @llvm.lifetime.start.p0(ptr nonnull %_5.i), !noalias !78
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr noalias noundef nonnull sret([16 x i8]) align 8 captures(address) dereferenceable(16) %_5.i, ptr noalias noundef nonnull align 8 dereferenceable(24) %f) #19, !noalias !82
  %_11.idx.i = shl nuw nsw i64 %_6, 3
  %_11.i = getelementptr inbounds nuw i8, ptr %_7, i64 %_11.idx.i
  %_6.i5.i.i = icmp eq i64 %_6, 0
  br i1 %_6.i5.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE.exit", label %bb5.i.i

bb5.i.i:                                          ; preds = %start, %bb5.i.i
  %iter.sroa.0.06.i.i = phi ptr [ %_16.i.i.i, %bb5.i.i ], [ %_7, %start ]
  %_16.i.i.i = getelementptr inbounds nuw i8, ptr %iter.sroa.0.06.i.i, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %entry.i.i), !noalias !83
  store ptr %iter.sroa.0.06.i.i, ptr %entry.i.i, align 8, !noalias !83
; call <core::fmt::builders::DebugList>::entry
  %_9.i.i = call noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i, ptr noundef nonnull align 1 %entry.i.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.1) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %entry.i.i), !noalias !83
  %_6.i.i.i = icmp eq ptr %_16.i.i.i, %_11.i
  br i1 %_6.i.i.i, label %"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE.exit", label %bb5.i.i

"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE.exit": ; preds = %bb5.i.i, %start
; call <core::fmt::builders::DebugList>::finish
  %_0.i = call noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef nonnull align 8 dereferenceable(16) %_5.i) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %_5.i), !noalias !78
  ret i1 %_0.i
}

; <core::option::Option<T> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal noundef zeroext i1 @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc59a6c6a6f906fb5E"(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(16) %self, ptr noalias noundef align 8 dereferenceable(24) %f) unnamed_addr #1 {
start:
  %__self_0 = alloca [8 x i8], align 8
  %_3 = load i64, ptr %self, align 8, !range !72, !noundef !30
  %0 = trunc nuw i64 %_3 to i1
  br i1 %0, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds nuw i8, ptr %self, i64 8
  call void @llvm.lifetime.start.p0(ptr nonnull %__self_0)
  store ptr %1, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %2 = call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 noundef 4, ptr noundef nonnull align 1 %__self_0, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32) @vtable.2) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %__self_0)
  br label %bb5

bb3:                                              ; preds = %start
; call <core::fmt::Formatter>::write_str
  %3 = tail call noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef nonnull align 8 dereferenceable(24) %f, ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance) @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 noundef 4) #19
  br label %bb5

bb5:                                              ; preds = %bb2, %bb3
  %_0.sroa.0.0.in = phi i1 [ %2, %bb2 ], [ %3, %bb3 ]
  ret i1 %_0.sroa.0.0.in
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define dso_local noundef i64 @checked_ratio(i64 noundef %a, i64 noundef %b) unnamed_addr #5 {
start:
  %0 = icmp eq i64 %b, 0
  br i1 %0, label %bb1, label %bb2, !prof !86

bb2:                                              ; preds = %start
  %1 = icmp eq i64 %a, -9223372036854775808
  %2 = icmp eq i64 %b, -1
  %or.cond = and i1 %1, %2
  br i1 %or.cond, label %bb1, label %bb6, !prof !87

bb6:                                              ; preds = %bb2
  %_4 = sdiv i64 %a, %b
  br label %bb1

bb1:                                              ; preds = %start, %bb2, %bb6
  %q.sroa.0.0 = phi i64 [ %_4, %bb6 ], [ -1, %bb2 ], [ -1, %start ]
  ret i64 %q.sroa.0.0
}

; Function Attrs: nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable
define dso_local noundef double @dot(ptr noundef readonly captures(address_is_null) %x, ptr noundef readonly captures(address_is_null) %y, i64 noundef %n) unnamed_addr #6 personality ptr @rust_eh_personality {
start:
  %0 = icmp ne ptr %x, null
  tail call void @llvm.assume(i1 %0)
  %_203.not.i = icmp eq i64 %n, 0
  br i1 %_203.not.i, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit", label %bb14.lr.ph.i

bb14.lr.ph.i:                                     ; preds = %start
  %1 = icmp ne ptr %y, null
  tail call void @llvm.assume(i1 %1)
  %xtraiter = and i64 %n, 3
  %2 = icmp ult i64 %n, 4
  br i1 %2, label %bb14.i.epil.preheader, label %bb14.lr.ph.i.new

bb14.lr.ph.i.new:                                 ; preds = %bb14.lr.ph.i
  %unroll_iter = and i64 %n, -4
  br label %bb14.i

bb14.i:                                           ; preds = %bb14.i, %bb14.lr.ph.i.new
  %accum.sroa.0.05.i = phi double [ -0.000000e+00, %bb14.lr.ph.i.new ], [ %_0.i1.i.i.3, %bb14.i ]
  %iter.sroa.0.04.i = phi i64 [ 0, %bb14.lr.ph.i.new ], [ %_24.i.3, %bb14.i ]
  %niter = phi i64 [ 0, %bb14.lr.ph.i.new ], [ %niter.next.3, %bb14.i ]
  %_24.i = or disjoint i64 %iter.sroa.0.04.i, 1
  %_3.i.i.i = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.04.i
  %_3.i2.i.i = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.04.i
  %_16.0.val.i = load double, ptr %_3.i.i.i, align 8, !noalias !88, !noundef !30
  %_16.1.val.i = load double, ptr %_3.i2.i.i, align 8, !noalias !88, !noundef !30
  %_0.i.i.i = fmul double %_16.0.val.i, %_16.1.val.i
  %_0.i1.i.i = fadd double %accum.sroa.0.05.i, %_0.i.i.i
  %_24.i.1 = or disjoint i64 %iter.sroa.0.04.i, 2
  %_3.i.i.i.1 = getelementptr inbounds nuw double, ptr %x, i64 %_24.i
  %_3.i2.i.i.1 = getelementptr inbounds nuw double, ptr %y, i64 %_24.i
  %_16.0.val.i.1 = load double, ptr %_3.i.i.i.1, align 8, !noalias !88, !noundef !30
  %_16.1.val.i.1 = load double, ptr %_3.i2.i.i.1, align 8, !noalias !88, !noundef !30
  %_0.i.i.i.1 = fmul double %_16.0.val.i.1, %_16.1.val.i.1
  %_0.i1.i.i.1 = fadd double %_0.i1.i.i, %_0.i.i.i.1
  %_24.i.2 = or disjoint i64 %iter.sroa.0.04.i, 3
  %_3.i.i.i.2 = getelementptr inbounds nuw double, ptr %x, i64 %_24.i.1
  %_3.i2.i.i.2 = getelementptr inbounds nuw double, ptr %y, i64 %_24.i.1
  %_16.0.val.i.2 = load double, ptr %_3.i.i.i.2, align 8, !noalias !88, !noundef !30
  %_16.1.val.i.2 = load double, ptr %_3.i2.i.i.2, align 8, !noalias !88, !noundef !30
  %_0.i.i.i.2 = fmul double %_16.0.val.i.2, %_16.1.val.i.2
  %_0.i1.i.i.2 = fadd double %_0.i1.i.i.1, %_0.i.i.i.2
  %_24.i.3 = add nuw i64 %iter.sroa.0.04.i, 4
  %_3.i.i.i.3 = getelementptr inbounds nuw double, ptr %x, i64 %_24.i.2
  %_3.i2.i.i.3 = getelementptr inbounds nuw double, ptr %y, i64 %_24.i.2
  %_16.0.val.i.3 = load double, ptr %_3.i.i.i.3, align 8, !noalias !88, !noundef !30
  %_16.1.val.i.3 = load double, ptr %_3.i2.i.i.3, align 8, !noalias !88, !noundef !30
  %_0.i.i.i.3 = fmul double %_16.0.val.i.3, %_16.1.val.i.3
  %_0.i1.i.i.3 = fadd double %_0.i1.i.i.2, %_0.i.i.i.3
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit.loopexit.unr-lcssa", label %bb14.i

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit.loopexit.unr-lcssa": ; preds = %bb14.i
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit", label %bb14.i.epil.preheader

bb14.i.epil.preheader:                            ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit.loopexit.unr-lcssa", %bb14.lr.ph.i
  %accum.sroa.0.05.i.epil.init = phi double [ -0.000000e+00, %bb14.lr.ph.i ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit.loopexit.unr-lcssa" ]
  %iter.sroa.0.04.i.epil.init = phi i64 [ 0, %bb14.lr.ph.i ], [ %_24.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit.loopexit.unr-lcssa" ]
  %lcmp.mod2 = icmp ne i64 %xtraiter, 0
  tail call void @llvm.assume(i1 %lcmp.mod2)
  br label %bb14.i.epil

bb14.i.epil:                                      ; preds = %bb14.i.epil, %bb14.i.epil.preheader
  %accum.sroa.0.05.i.epil = phi double [ %accum.sroa.0.05.i.epil.init, %bb14.i.epil.preheader ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  %iter.sroa.0.04.i.epil = phi i64 [ %iter.sroa.0.04.i.epil.init, %bb14.i.epil.preheader ], [ %_24.i.epil, %bb14.i.epil ]
  %epil.iter = phi i64 [ 0, %bb14.i.epil.preheader ], [ %epil.iter.next, %bb14.i.epil ]
  %_24.i.epil = add nuw i64 %iter.sroa.0.04.i.epil, 1
  %_3.i.i.i.epil = getelementptr inbounds nuw double, ptr %x, i64 %iter.sroa.0.04.i.epil
  %_3.i2.i.i.epil = getelementptr inbounds nuw double, ptr %y, i64 %iter.sroa.0.04.i.epil
  %_16.0.val.i.epil = load double, ptr %_3.i.i.i.epil, align 8, !noalias !88, !noundef !30
  %_16.1.val.i.epil = load double, ptr %_3.i2.i.i.epil, align 8, !noalias !88, !noundef !30
  %_0.i.i.i.epil = fmul double %_16.0.val.i.epil, %_16.1.val.i.epil
  %_0.i1.i.i.epil = fadd double %accum.sroa.0.05.i.epil, %_0.i.i.i.epil
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit", label %bb14.i.epil, !llvm.loop !91

"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit": ; preds = %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit.loopexit.unr-lcssa", %bb14.i.epil, %start
  %accum.sroa.0.0.lcssa.i = phi double [ -0.000000e+00, %start ], [ %_0.i1.i.i.3, %"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E.exit.loopexit.unr-lcssa" ], [ %_0.i1.i.i.epil, %bb14.i.epil ]
  ret double %accum.sroa.0.0.lcssa.i
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable
define dso_local noundef double @signal(double noundef %a, double noundef %w, double noundef %p, double noundef %t) unnamed_addr #5 {
start:
  %_7 = fmul double %w, %t
  %_6 = fadd double %p, %_7
  %0 = tail call double @llvm.cos.f64(double %_6)
  %_0 = fmul double %a, %0
  ret double %_0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(ptr captures(none)) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(ptr captures(none)) #8

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #9

; __rustc::__rust_dealloc
; Function Attrs: nounwind nonlazybind allockind("free") uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc(ptr allocptr noundef captures(address), i64 noundef, i64 noundef range(i64 1, -9223372036854775807)) unnamed_addr #10

; __rustc::__rust_realloc
; Function Attrs: nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc14___rust_realloc(ptr allocptr noundef, i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807), i64 noundef) unnamed_addr #11

; __rustc::__rust_no_alloc_shim_is_unstable_v2
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2() unnamed_addr #0

; __rustc::__rust_alloc
; Function Attrs: nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable
declare noalias noundef ptr @_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc(i64 noundef, i64 allocalign noundef range(i64 1, -9223372036854775807)) unnamed_addr #12

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <usize as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <usize as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; Function Attrs: nounwind nonlazybind uwtable
declare noundef range(i32 0, 10) i32 @rust_eh_personality(i32 noundef, i32 noundef, i64 noundef, ptr noundef, ptr noundef) unnamed_addr #0

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr noundef nonnull, ptr noundef nonnull) unnamed_addr #0

; <i64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <u64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; core::panicking::panic_const::panic_const_rem_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(24)) unnamed_addr #13

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48), i64 noundef, ptr noundef, i8 noundef) unnamed_addr #0

; <f64 as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(8), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr dead_on_unwind noalias noundef writable sret([16 x i8]) align 8 captures(address) dereferenceable(16), ptr noalias noundef align 8 dereferenceable(24)) unnamed_addr #0

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr noalias noundef align 8 dereferenceable(16)) unnamed_addr #0

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare noundef nonnull align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr noalias noundef align 8 dereferenceable(16), ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 noundef range(i64 0, -9223372036854775807), i64) unnamed_addr #14

; <core::fmt::Formatter>::write_str
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef) unnamed_addr #0

; <core::fmt::Formatter>::debug_tuple_field1_finish
; Function Attrs: nounwind nonlazybind uwtable
declare noundef zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr noalias noundef align 8 dereferenceable(24), ptr noalias noundef nonnull readonly align 1 captures(address, read_provenance), i64 noundef, ptr noundef nonnull align 1, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(32)) unnamed_addr #0

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #15

; Function Attrs: nounwind nonlazybind
define noundef i32 @main(i32 %0, ptr %1) unnamed_addr #16 {
top:
  %_7.i = alloca [8 x i8], align 8
  %2 = sext i32 %0 to i64
  call void @llvm.lifetime.start.p0(ptr nonnull %_7.i)
  store ptr @_ZN12rust_kernels4main17hb03f3f275d0f6f63E, ptr %_7.i, align 8
; call std::rt::lang_start_internal
  %_0.i = call noundef i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr noundef nonnull align 1 %_7.i, ptr noalias noundef readonly align 8 captures(address, read_provenance) dereferenceable(48) @vtable.0, i64 noundef %2, ptr noundef %1, i8 noundef 0) #19
  call void @llvm.lifetime.end.p0(ptr nonnull %_7.i)
  %3 = trunc i64 %_0.i to i32
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #17

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #18

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind nonlazybind willreturn memory(none) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nofree norecurse nosync nounwind nonlazybind memory(argmem: read, inaccessiblemem: write) uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #8 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind nonlazybind allockind("free") uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #11 = { nounwind nonlazybind allockind("realloc,aligned") allocsize(3) uwtable "alloc-family"="__rust_alloc" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #12 = { nounwind nonlazybind allockind("alloc,uninitialized,aligned") allocsize(0) uwtable "alloc-family"="__rust_alloc" "alloc-variant-zeroed"="_RNvCsfLfy6EI15iL_7___rustc19___rust_alloc_zeroed" "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #13 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #14 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #15 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #16 = { nounwind nonlazybind "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #17 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #18 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #19 = { nounwind }
attributes #20 = { noinline noreturn nounwind }
attributes #21 = { noinline nounwind }
attributes #22 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{!5, !7}
!5 = distinct !{!5, !6, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E: %_0"}
!6 = distinct !{!6, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E"}
!7 = distinct !{!7, !8, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1c607565432d2959E: %_0"}
!8 = distinct !{!8, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1c607565432d2959E"}
!9 = !{!10, !12}
!10 = distinct !{!10, !11, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E: %_0"}
!11 = distinct !{!11, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E"}
!12 = distinct !{!12, !13, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc23a277badd5aeabE: %_0"}
!13 = distinct !{!13, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc23a277badd5aeabE"}
!14 = !{!15, !17}
!15 = distinct !{!15, !16, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E: %_0"}
!16 = distinct !{!16, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E"}
!17 = distinct !{!17, !18, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h0bf1133318ffb957E: %_0"}
!18 = distinct !{!18, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h0bf1133318ffb957E"}
!19 = !{!20}
!20 = distinct !{!20, !21, !"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold5check28_$u7b$$u7b$closure$u7d$$u7d$17he14bb3b9f5d24a46E: argument 1"}
!21 = distinct !{!21, !"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold5check28_$u7b$$u7b$closure$u7d$$u7d$17he14bb3b9f5d24a46E"}
!22 = !{!23, !24, !26, !27, !29}
!23 = distinct !{!23, !21, !"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold5check28_$u7b$$u7b$closure$u7d$$u7d$17he14bb3b9f5d24a46E: %_1"}
!24 = distinct !{!24, !25, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17ha3eb7906d90aa08aE: %self"}
!25 = distinct !{!25, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17ha3eb7906d90aa08aE"}
!26 = distinct !{!26, !25, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17ha3eb7906d90aa08aE: %f"}
!27 = distinct !{!27, !28, !"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h88c4c3fd5d4b59e3E: %self"}
!28 = distinct !{!28, !"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h88c4c3fd5d4b59e3E"}
!29 = distinct !{!29, !28, !"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h88c4c3fd5d4b59e3E: %fold"}
!30 = !{}
!31 = !{!23, !20, !24, !26, !27, !29}
!32 = !{i64 0, i64 -9223372036854775808}
!33 = !{!34}
!34 = distinct !{!34, !35, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE: %self"}
!35 = distinct !{!35, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE"}
!36 = !{!37}
!37 = distinct !{!37, !38, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17he2d07ce051ab8446E: %_0"}
!38 = distinct !{!38, !"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17he2d07ce051ab8446E"}
!39 = !{!40, !37}
!40 = distinct !{!40, !41, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E: %_0"}
!41 = distinct !{!41, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$15try_allocate_in17h55f484ca6fc7f9d0E"}
!42 = !{!43}
!43 = distinct !{!43, !44, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h572ae70bf905ebe6E: %self"}
!44 = distinct !{!44, !"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h572ae70bf905ebe6E"}
!45 = !{!46}
!46 = distinct !{!46, !47, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h941acb105488c175E: %self"}
!47 = distinct !{!47, !"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h941acb105488c175E"}
!48 = !{!49, !51, !53, !55, !46, !43, !37}
!49 = distinct !{!49, !50, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17ha78cd3b16a83f16fE: %self"}
!50 = distinct !{!50, !"_ZN4core4iter6traits8iterator8Iterator8try_fold17ha78cd3b16a83f16fE"}
!51 = distinct !{!51, !52, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h1f6fd1c269c4662eE: %self"}
!52 = distinct !{!52, !"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h1f6fd1c269c4662eE"}
!53 = distinct !{!53, !54, !"_ZN4core4iter6traits8iterator8Iterator4find17h082548dbf28bbadeE: %self"}
!54 = distinct !{!54, !"_ZN4core4iter6traits8iterator8Iterator4find17h082548dbf28bbadeE"}
!55 = distinct !{!55, !56, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h63ab7d3edb7c8c43E: %self"}
!56 = distinct !{!56, !"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h63ab7d3edb7c8c43E"}
!57 = !{!46, !43}
!58 = !{!46, !43, !37}
!59 = !{i64 17802093985218246}
!60 = !{i64 8}
!61 = !{!62}
!62 = distinct !{!62, !63, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %f"}
!63 = distinct !{!63, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt"}
!64 = !{!65}
!65 = distinct !{!65, !63, !"_RNvXsZ_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_5Debug3fmt: %self"}
!66 = !{!67}
!67 = distinct !{!67, !68, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E: %_1"}
!68 = distinct !{!68, !"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E"}
!69 = !{!70}
!70 = distinct !{!70, !71, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h7129b73590692fdcE: %self"}
!71 = distinct !{!71, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h7129b73590692fdcE"}
!72 = !{i64 0, i64 2}
!73 = !{i64 0, i64 -9223372036854775807}
!74 = !{!"branch_weights", i32 2000, i32 2002}
!75 = !{!76}
!76 = distinct !{!76, !77, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h7129b73590692fdcE: %self"}
!77 = distinct !{!77, !"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$14grow_amortized17h7129b73590692fdcE"}
!78 = !{!79, !81}
!79 = distinct !{!79, !80, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE: %self.0"}
!80 = distinct !{!80, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE"}
!81 = distinct !{!81, !80, !"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE: %f"}
!82 = !{!79}
!83 = !{!84, !79, !81}
!84 = distinct !{!84, !85, !"_ZN4core3fmt8builders9DebugList7entries17h0af0f9512432b502E: %self"}
!85 = distinct !{!85, !"_ZN4core3fmt8builders9DebugList7entries17h0af0f9512432b502E"}
!86 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!87 = !{!"branch_weights", i32 1, i32 4001}
!88 = !{!89}
!89 = distinct !{!89, !90, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E: %self"}
!90 = distinct !{!90, !"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E"}
!91 = distinct !{!91, !92}
!92 = !{!"llvm.loop.unroll.disable"}
