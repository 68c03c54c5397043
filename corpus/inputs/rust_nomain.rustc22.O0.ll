; ModuleID = 'rust_nomain.2c5c6789ca4c38e4-cgu.0'
source_filename = "rust_nomain.2c5c6789ca4c38e4-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%Shape = type { i64, [2 x i64] }

@alloc_66decb206cc790f4c5da38fd8d19ae5a = private unnamed_addr constant [92 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/adapters/enumerate.rs\00", align 1
@alloc_da75e79ea4900be5811e6318d0bc905d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_66decb206cc790f4c5da38fd8d19ae5a, [16 x i8] c"[\00\00\00\00\00\00\00R\00\00\00\09\00\00\00" }>, align 8
@alloc_7a67f91240a7a2de9982c033e39134de = private unnamed_addr constant [15 x i8] c"rust_nomain.rs\00", align 1
@alloc_7113e4b4e363f74f76c447087296f0ed = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_7a67f91240a7a2de9982c033e39134de, [16 x i8] c"\0E\00\00\00\00\00\00\00\1C\00\00\00\1C\00\00\00" }>, align 8
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_fc445f6abf67cf4b683577fd3aaed336 = private unnamed_addr constant [184 x i8] c"unsafe precondition(s) violated: u64::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_64e308ef4babfeb8b6220184de794a17 = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: hint::assert_unchecked must never be called when the condition is false\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_ab77ed90a3bb8c697b2704042ce329ff = private unnamed_addr constant [86 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/traits/accum.rs\00", align 1
@alloc_45c7fca6d83c7d5a4170abc80231b3c8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_ab77ed90a3bb8c697b2704042ce329ff, [16 x i8] c"U\00\00\00\00\00\00\00\CC\00\00\00\01\00\00\00" }>, align 8
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@anon.4ca2b0fd50dd178be1b5c5b96d8bc373.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@alloc_5b35a48f97e4c2cd879d81ec877f95ca = private unnamed_addr constant [19 x i8] c"total=%.6f neg=%d\0A\00", align 1
@alloc_f87c7406c9b0efd27afa848bdcfe1e74 = private unnamed_addr constant [21 x i8] c"sumsq=%llu acc=%.6f\0A\00", align 1

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h278b7165e29322b0E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4caaf893ce6813b4E"(ptr %self.0, ptr %self.1, double %init) #5
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h401a62ad420bdfb5E"(ptr align 8 %self, i64 %init) unnamed_addr #0 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 24, i1 false)
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::RangeInclusive<A>>::fold
  %_0 = call i64 @"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE"(ptr align 8 %_4, i64 %init) #5
  ret i64 %_0
}

; <core::ops::range::RangeInclusive<T> as core::iter::range::RangeInclusiveIteratorImpl>::spec_try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h3b817ab4213eb9f4E"(ptr align 8 %self, i64 %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_36 = alloca [1 x i8], align 1
  %_35 = alloca [1 x i8], align 1
  %_25 = alloca [8 x i8], align 8
  %_14 = alloca [8 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  store i8 1, ptr %_36, align 1
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %2 = load i8, ptr %1, align 8
  %_37 = trunc nuw i8 %2 to i1
  br i1 %_37, label %bb34, label %bb35

bb35:                                             ; preds = %start
  %_40 = getelementptr inbounds i8, ptr %self, i64 8
  %_3.i = load i64, ptr %self, align 8
  %_4.i = load i64, ptr %_40, align 8
  %_0.i = icmp ule i64 %_3.i, %_4.i
  br label %bb36

bb34:                                             ; preds = %start
  br label %bb1

bb36:                                             ; preds = %bb35
  %_4 = xor i1 %_0.i, true
  br i1 %_4, label %bb1, label %bb3

bb3:                                              ; preds = %bb36
  store i8 0, ptr %_36, align 1
  store i8 1, ptr %_35, align 1
  store i64 %init, ptr %accum, align 8
  br label %bb4

bb1:                                              ; preds = %bb34, %bb36
  store i8 0, ptr %_36, align 1
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::from_output
  %3 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17hf37b37484a1de0d8E"(i64 %init) #5
  store i64 %3, ptr %_0, align 8
  br label %bb2

bb4:                                              ; preds = %bb11, %bb3
  %_9 = getelementptr inbounds i8, ptr %self, i64 8
  %_3.i3 = load i64, ptr %self, align 8
  %_4.i4 = load i64, ptr %_9, align 8
  %_0.i5 = icmp ult i64 %_3.i3, %_4.i4
  br label %bb5

bb5:                                              ; preds = %bb4
  br i1 %_0.i5, label %bb6, label %bb14

bb14:                                             ; preds = %bb5
  %4 = getelementptr inbounds i8, ptr %self, i64 16
  store i8 1, ptr %4, align 8
  %_24 = getelementptr inbounds i8, ptr %self, i64 8
; call core::cmp::impls::<impl core::cmp::PartialEq for u64>::eq
  %_22 = call zeroext i1 @"_ZN4core3cmp5impls54_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$u64$GT$2eq17h3ff8cb15dc297d94E"(ptr align 8 %self, ptr align 8 %_24) #5
  br label %bb15

bb6:                                              ; preds = %bb5
  %_11 = load i64, ptr %self, align 8
; call <u64 as core::iter::range::Step>::forward_unchecked
  %n = call i64 @"_ZN47_$LT$u64$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h6e934b5fa27dacfcE"(i64 %_11, i64 1) #5
  br label %bb7

bb15:                                             ; preds = %bb14
  br i1 %_22, label %bb16, label %bb22

bb22:                                             ; preds = %bb15
  br label %bb23

bb16:                                             ; preds = %bb15
  store i8 0, ptr %_35, align 1
  %_29 = load i64, ptr %accum, align 8
  %_30 = load i64, ptr %self, align 8
; call core::ops::try_trait::NeverShortCircuit<T>::wrap_mut_2::{{closure}}
  %_26 = call i64 @"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17hf329a9667454ae43E"(ptr align 1 %f, i64 %_29, i64 %_30) #5
  br label %bb17

bb23:                                             ; preds = %bb19, %bb22
  store i8 0, ptr %_35, align 1
  %_34 = load i64, ptr %accum, align 8
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::from_output
  %5 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17hf37b37484a1de0d8E"(i64 %_34) #5
  store i64 %5, ptr %_0, align 8
  br label %bb24

bb17:                                             ; preds = %bb16
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::branch
  %6 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hf9e6e401fc05a569E"(i64 %_26) #5
  store i64 %6, ptr %_25, align 8
  br label %bb18

bb18:                                             ; preds = %bb17
  %7 = load i64, ptr %_25, align 8
  br label %bb19

bb19:                                             ; preds = %bb18
  %val = load i64, ptr %_25, align 8
  store i64 %val, ptr %accum, align 8
  br label %bb23

bb24:                                             ; preds = %bb23
  br label %bb27

bb27:                                             ; preds = %bb26, %bb24
  %8 = load i64, ptr %_0, align 8
  ret i64 %8

bb20:                                             ; No predecessors!
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::FromResidual<core::ops::try_trait::NeverShortCircuitResidual>>::from_residual
  %9 = call i64 @"_ZN158_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..try_trait..NeverShortCircuitResidual$GT$$GT$13from_residual17h458875fa40e6e84fE"() #5
  store i64 %9, ptr %_0, align 8
  br label %bb21

bb21:                                             ; preds = %bb20
  br label %bb25

bb25:                                             ; preds = %bb13, %bb21
  br label %bb26

bb7:                                              ; preds = %bb6
  %n1 = load i64, ptr %self, align 8
  store i64 %n, ptr %self, align 8
  store i8 0, ptr %_35, align 1
  %_18 = load i64, ptr %accum, align 8
; call core::ops::try_trait::NeverShortCircuit<T>::wrap_mut_2::{{closure}}
  %_15 = call i64 @"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17hf329a9667454ae43E"(ptr align 1 %f, i64 %_18, i64 %n1) #5
  br label %bb8

bb8:                                              ; preds = %bb7
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::branch
  %10 = call i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hf9e6e401fc05a569E"(i64 %_15) #5
  store i64 %10, ptr %_14, align 8
  br label %bb9

bb9:                                              ; preds = %bb8
  %11 = load i64, ptr %_14, align 8
  br label %bb11

bb11:                                             ; preds = %bb9
  %val2 = load i64, ptr %_14, align 8
  store i8 1, ptr %_35, align 1
  store i64 %val2, ptr %accum, align 8
  br label %bb4

bb12:                                             ; No predecessors!
; call <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::FromResidual<core::ops::try_trait::NeverShortCircuitResidual>>::from_residual
  %12 = call i64 @"_ZN158_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..try_trait..NeverShortCircuitResidual$GT$$GT$13from_residual17h458875fa40e6e84fE"() #5
  store i64 %12, ptr %_0, align 8
  br label %bb13

bb13:                                             ; preds = %bb12
  br label %bb25

bb26:                                             ; preds = %bb2, %bb25
  br label %bb27

bb10:                                             ; No predecessors!
  unreachable

bb31:                                             ; No predecessors!
  %13 = load i8, ptr %_35, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb30, label %bb28

bb28:                                             ; preds = %bb30, %bb31
  br label %bb33

bb30:                                             ; preds = %bb31
  br label %bb28

bb2:                                              ; preds = %bb1
  br label %bb26

bb33:                                             ; preds = %bb28
  %15 = load i8, ptr %_36, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb32, label %bb29

bb29:                                             ; preds = %bb32, %bb33
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb32:                                             ; preds = %bb33
  br label %bb29
}

; <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h43d22ace52ef3adcE"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %self1 = alloca [8 x i8], align 8
  %_3 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
; call <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
  %1 = call align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h2a194973083daaa3E"(ptr align 8 %self) #5
  store ptr %1, ptr %self1, align 8
  %2 = load ptr, ptr %self1, align 8
  %3 = ptrtoint ptr %2 to i64
  %4 = icmp eq i64 %3, 0
  %_12 = select i1 %4, i64 0, i64 1
  %5 = trunc nuw i64 %_12 to i1
  br i1 %5, label %bb8, label %bb7

bb8:                                              ; preds = %start
  %v = load ptr, ptr %self1, align 8
  store ptr %v, ptr %_3, align 8
  %val = load ptr, ptr %_3, align 8
  %6 = getelementptr inbounds i8, ptr %self, i64 16
  %i = load i64, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %self, i64 16
  %8 = load i64, ptr %7, align 8
  %_9.0 = add i64 %8, 1
  %_9.1 = icmp ult i64 %_9.0, %8
  br i1 %_9.1, label %panic, label %bb3

bb7:                                              ; preds = %start
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr null, ptr %9, align 8
  br label %bb4

bb4:                                              ; preds = %bb3, %bb7
  %10 = load i64, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  %12 = load ptr, ptr %11, align 8
  %13 = insertvalue { i64, ptr } poison, i64 %10, 0
  %14 = insertvalue { i64, ptr } %13, ptr %12, 1
  ret { i64, ptr } %14

bb3:                                              ; preds = %bb8
  %15 = getelementptr inbounds i8, ptr %self, i64 16
  store i64 %_9.0, ptr %15, align 8
  store i64 %i, ptr %_0, align 8
  %16 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %val, ptr %16, align 8
  br label %bb4

panic:                                            ; preds = %bb8
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_da75e79ea4900be5811e6318d0bc905d) #6
  unreachable

bb5:                                              ; No predecessors!
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb2:                                              ; No predecessors!
  unreachable
}

; rust_nomain::first_negative
; Function Attrs: nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN11rust_nomain14first_negative17h3d0804c38be477ebE(ptr align 4 %v.0, i64 %v.1) unnamed_addr #0 {
start:
  %_3 = alloca [16 x i8], align 8
; call core::slice::<impl [T]>::iter
  %0 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h77f87875963ae948E"(ptr align 4 %v.0, i64 %v.1) #5
  %1 = extractvalue { ptr, ptr } %0, 0
  %2 = extractvalue { ptr, ptr } %0, 1
  store ptr %1, ptr %_3, align 8
  %3 = getelementptr inbounds i8, ptr %_3, i64 8
  store ptr %2, ptr %3, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::position
  %4 = call { i64, i64 } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h1ff8b1f2d9402d1dE"(ptr align 8 %_3) #5
  %_0.0 = extractvalue { i64, i64 } %4, 0
  %_0.1 = extractvalue { i64, i64 } %4, 1
  %5 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %6 = insertvalue { i64, i64 } %5, i64 %_0.1, 1
  ret { i64, i64 } %6
}

; rust_nomain::first_negative::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN11rust_nomain14first_negative28_$u7b$$u7b$closure$u7d$$u7d$17h69689888f30c7facE"(ptr align 1 %_1, ptr align 4 %_2) unnamed_addr #1 {
start:
  %x = load i32, ptr %_2, align 4
  %_0 = icmp slt i32 %x, 0
  ret i1 %_0
}

; rust_nomain::rn_sum_squares::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN11rust_nomain14rn_sum_squares28_$u7b$$u7b$closure$u7d$$u7d$17h2b7ba23e0e269defE"(ptr align 1 %_1, i64 %i) unnamed_addr #1 {
start:
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %i, i64 %i)
  %_3.0 = extractvalue { i64, i1 } %0, 0
  %_3.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_3.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  ret i64 %_3.0

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_7113e4b4e363f74f76c447087296f0ed) #6
  unreachable
}

; rust_nomain::area
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN11rust_nomain4area17hef95777854e041f8E(ptr align 8 %s) unnamed_addr #0 {
start:
  %_0 = alloca [8 x i8], align 8
  %_2 = load i64, ptr %s, align 8
  switch i64 %_2, label %bb1 [
    i64 0, label %bb4
    i64 1, label %bb3
    i64 2, label %bb2
  ]

bb1:                                              ; preds = %start
  unreachable

bb4:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %s, i64 8
  %r = load double, ptr %0, align 8
  %_4 = fmul double 0x400921FB54442D18, %r
  %1 = fmul double %_4, %r
  store double %1, ptr %_0, align 8
  br label %bb5

bb3:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %s, i64 8
  %w = load double, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %s, i64 16
  %h = load double, ptr %3, align 8
  %4 = fmul double %w, %h
  store double %4, ptr %_0, align 8
  br label %bb5

bb2:                                              ; preds = %start
  store double 0.000000e+00, ptr %_0, align 8
  br label %bb5

bb5:                                              ; preds = %bb2, %bb3, %bb4
  %5 = load double, ptr %_0, align 8
  ret double %5
}

; rust_nomain::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN11rust_nomain4main28_$u7b$$u7b$closure$u7d$$u7d$17h5de3ea5c07de3397E"(ptr align 1 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %0 = alloca [24 x i8], align 8
  %s = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %s, ptr align 8 %_2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %s, i64 24, i1 false)
; call rust_nomain::area
  %_0 = call double @_ZN11rust_nomain4area17hef95777854e041f8E(ptr align 8 %0) #7
  ret double %_0
}

; <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::FromResidual<core::ops::try_trait::NeverShortCircuitResidual>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN158_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..try_trait..NeverShortCircuitResidual$GT$$GT$13from_residual17h458875fa40e6e84fE"() unnamed_addr #1 {
start:
  unreachable
}

; std::f64::<impl f64>::sin
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17haf48a8951c8ece52E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sin.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17hedf9e0afb14870bdE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; <u64 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN47_$LT$u64$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h6e934b5fa27dacfcE"(i64 %start1, i64 %n) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl u64>::unchecked_add::precondition_check
  call void @"_ZN4core3num21_$LT$impl$u20$u64$GT$13unchecked_add18precondition_check17h58d38d0f149e6e16E"(i64 %start1, i64 %n, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #5
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i64 %start1, %n
  ret i64 %_0
}

; core::cmp::impls::<impl core::cmp::PartialEq for u64>::eq
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3cmp5impls54_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$u64$GT$2eq17h3ff8cb15dc297d94E"(ptr align 8 %self, ptr align 8 %other) unnamed_addr #1 {
start:
  %_3 = load i64, ptr %self, align 8
  %_4 = load i64, ptr %other, align 8
  %_0 = icmp eq i64 %_3, %_4
  ret i1 %_0
}

; core::f64::<impl f64>::abs
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h146c997a51359a2fE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.fabs.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::num::<impl u64>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num21_$LT$impl$u20$u64$GT$13unchecked_add18precondition_check17h58d38d0f149e6e16E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4.0 = add i64 %lhs, %rhs
  %_4.1 = icmp ult i64 %_4.0, %lhs
  br i1 %_4.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_fc445f6abf67cf4b683577fd3aaed336, ptr inttoptr (i64 369 to ptr), i1 zeroext false, ptr align 8 %0) #6
  unreachable
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h486a8e1ae3a32ecbE"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #6
  unreachable
}

; core::ops::range::RangeInclusive<Idx>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ops5range25RangeInclusive$LT$Idx$GT$3new17hc548ff1a2854ea2cE"(ptr sret([24 x i8]) align 8 %_0, i64 %start1, i64 %end) unnamed_addr #1 {
start:
  store i64 %start1, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %end, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i8 0, ptr %1, align 8
  ret void
}

; core::ops::try_trait::NeverShortCircuit<T>::wrap_mut_2::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core3ops9try_trait26NeverShortCircuit$LT$T$GT$10wrap_mut_228_$u7b$$u7b$closure$u7d$$u7d$17hf329a9667454ae43E"(ptr align 1 %_1, i64 %a, i64 %b) unnamed_addr #1 {
start:
; call core::iter::adapters::map::map_fold::{{closure}}
  %_4 = call i64 @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hde648b8bce89474eE"(ptr align 1 %_1, i64 %a, i64 %b) #5
  ret i64 %_4
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17hdee0c09ba1a14e13E"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #6
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::hint::assert_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint16assert_unchecked18precondition_check17h254430f93765f4b4E(i1 zeroext %cond, ptr align 8 %0) unnamed_addr #1 {
start:
  br i1 %cond, label %bb2, label %bb1

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_64e308ef4babfeb8b6220184de794a17, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #6
  unreachable

bb2:                                              ; preds = %start
  ret void
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::RangeInclusive<A>>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core4iter5range110_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..RangeInclusive$LT$A$GT$$GT$4fold17hebe92076ef0dbc9aE"(ptr align 8 %self, i64 %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
; call <core::ops::range::RangeInclusive<T> as core::iter::range::RangeInclusiveIteratorImpl>::spec_try_fold
  %_4 = call i64 @"_ZN107_$LT$core..ops..range..RangeInclusive$LT$T$GT$$u20$as$u20$core..iter..range..RangeInclusiveIteratorImpl$GT$13spec_try_fold17h3b817ab4213eb9f4E"(ptr align 8 %self, i64 %init) #5
  br label %bb4

bb4:                                              ; preds = %start
  ret i64 %_4

bb2:                                              ; No predecessors!
  %1 = load ptr, ptr %0, align 8
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8
  %4 = insertvalue { ptr, i32 } poison, ptr %1, 0
  %5 = insertvalue { ptr, i32 } %4, i32 %3, 1
  resume { ptr, i32 } %5
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h75e9474711f49fbbE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17hcbd6a0dd71b757fdE(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter6traits8iterator8Iterator3sum17h27ffb72a2f7dbac6E(ptr align 8 %self) unnamed_addr #0 {
start:
; call <u64 as core::iter::traits::accum::Sum>::sum
  %_0 = call i64 @"_ZN54_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he94a30c54d58bfe8E"(ptr align 8 %self) #7
  ret i64 %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h33d8a094e45671a2E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h5ab4a55bb3620c67E"(ptr %self.0, ptr %self.1) #7
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h8b3c59f642af50a9E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum
  %_0 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17h92f5d5ca4b6deefeE"(ptr %self.0, ptr %self.1) #7
  ret double %_0
}

; core::iter::traits::iterator::Iterator::enumerate
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h14156aa33c97cc4eE(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %1, align 8
  ret void
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2e2ac3aed7a14179E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call rust_nomain::main::{{closure}}
  %_7 = call double @"_ZN11rust_nomain4main28_$u7b$$u7b$closure$u7d$$u7d$17h5de3ea5c07de3397E"(ptr align 1 %_1, ptr align 8 %elt) #5
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h394e1d5624f29721E"(ptr align 1 %_1, double %acc, double %_7) #5
  br label %bb2

bb2:                                              ; preds = %bb1
  ret double %_0

bb5:                                              ; No predecessors!
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = insertvalue { ptr, i32 } poison, ptr %3, 0
  %7 = insertvalue { ptr, i32 } %6, i32 %5, 1
  resume { ptr, i32 } %7

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hde648b8bce89474eE"(ptr align 1 %_1, i64 %acc, i64 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call rust_nomain::rn_sum_squares::{{closure}}
  %_7 = call i64 @"_ZN11rust_nomain14rn_sum_squares28_$u7b$$u7b$closure$u7d$$u7d$17h2b7ba23e0e269defE"(ptr align 1 %_1, i64 %elt) #5
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <u64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call i64 @"_ZN54_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h36174938acd17e93E"(ptr align 1 %_1, i64 %acc, i64 %_7) #5
  br label %bb2

bb2:                                              ; preds = %bb1
  ret i64 %_0

bb5:                                              ; No predecessors!
  %1 = load i8, ptr %_10, align 1
  %2 = trunc nuw i8 %1 to i1
  br i1 %2, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %3 = load ptr, ptr %0, align 8
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8
  %6 = insertvalue { ptr, i32 } poison, ptr %3, 0
  %7 = insertvalue { ptr, i32 } %6, i32 %5, 1
  resume { ptr, i32 } %7

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h77f87875963ae948E"(ptr align 4 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hb2e2a69b6d895ae9E"(ptr align 4 %self.0, i64 %self.1) #5
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17had9fd0b363efcd18E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17haff42c5d760be62dE"(ptr align 8 %self.0, i64 %self.1) #5
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hc301a5f64e9dff3cE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h8d23c0f51f968934E"(ptr align 8 %self.0, i64 %self.1) #5
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17h13bd818a40e149d1E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::IterMut<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17ha1081f937c5600e0E"(ptr align 8 %self.0, i64 %self.1) #5
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h8d23c0f51f968934E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw %Shape, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17haff42c5d760be62dE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw double, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hb2e2a69b6d895ae9E"(ptr align 4 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw i32, ptr %slice.0, i64 %slice.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; core::slice::iter::IterMut<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter16IterMut$LT$T$GT$3new17ha1081f937c5600e0E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds nuw double, ptr %slice.0, i64 %slice.1
  store ptr %0, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %1 = insertvalue { ptr, ptr } poison, ptr %slice.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2

bb1:                                              ; No predecessors!
  unreachable
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h5ab4a55bb3620c67E"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h278b7165e29322b0E"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #7
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h394e1d5624f29721E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <u64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @"_ZN54_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17he94a30c54d58bfe8E"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call i64 @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h401a62ad420bdfb5E"(ptr align 8 %iter, i64 0) #7
  ret i64 %_0
}

; <u64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN54_$LT$u64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h36174938acd17e93E"(ptr align 1 %_1, i64 %a, i64 %b) unnamed_addr #1 {
start:
  %_4.0 = add i64 %a, %b
  %_4.1 = icmp ult i64 %_4.0, %a
  br i1 %_4.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  ret i64 %_4.0

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_45c7fca6d83c7d5a4170abc80231b3c8) #6
  unreachable
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h199952a0ff624373E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 24, i1 false)
  ret void
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17h92f5d5ca4b6deefeE"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h9303269bc95015b4E"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #5
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc6f3628f273072c6E"(ptr align 1 %_1, double %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %_4 = load double, ptr %b, align 8
  %_0 = fadd double %a, %_4
  ret double %_0
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h4caaf893ce6813b4E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  br label %bb2

bb2:                                              ; preds = %start
  %1 = icmp eq ptr %self.0, %self.1
  %2 = zext i1 %1 to i8
  store i8 %2, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %3 = load i8, ptr %_4, align 1
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %bb4, label %bb5

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i8 1, ptr %_31, align 1
  store double %init, ptr %acc, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store double %init, ptr %_0, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17hdee0c09ba1a14e13E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #5
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64
  %6 = ptrtoint ptr %self.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 24
  store i64 %8, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #6
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw %Shape, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h2e2ac3aed7a14179E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #5
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h486a8e1ae3a32ecbE"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #5
  br label %bb27

bb27:                                             ; preds = %bb26
  %10 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %10, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %11 = load double, ptr %acc, align 8
  store double %11, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %12 = load double, ptr %_0, align 8
  ret double %12

bb16:                                             ; No predecessors!
  %13 = load i8, ptr %_31, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %15 = load i8, ptr %_32, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h9303269bc95015b4E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %acc = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  br label %bb2

bb2:                                              ; preds = %start
  %1 = icmp eq ptr %self.0, %self.1
  %2 = zext i1 %1 to i8
  store i8 %2, ptr %_4, align 1
  br label %bb3

bb3:                                              ; preds = %bb2
  %3 = load i8, ptr %_4, align 1
  %4 = trunc nuw i8 %3 to i1
  br i1 %4, label %bb4, label %bb5

bb5:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store i8 1, ptr %_31, align 1
  store double %init, ptr %acc, align 8
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
  store double %init, ptr %_0, align 8
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17hdee0c09ba1a14e13E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #5
  br label %bb22

bb22:                                             ; preds = %bb20
  br label %bb23

bb23:                                             ; preds = %bb22
  br label %bb24

bb24:                                             ; preds = %bb23
  %5 = ptrtoint ptr %self.1 to i64
  %6 = ptrtoint ptr %self.0 to i64
  %7 = sub nuw i64 %5, %6
  %8 = udiv exact i64 %7, 8
  store i64 %8, ptr %len, align 8
  br label %bb8

bb25:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #6
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
  %_18 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17hc6f3628f273072c6E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #5
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h486a8e1ae3a32ecbE"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #5
  br label %bb27

bb27:                                             ; preds = %bb26
  %10 = load i64, ptr %i, align 8
  %_27 = add nuw i64 %10, 1
  store i64 %_27, ptr %i, align 8
  %_29 = load i64, ptr %i, align 8
  %_30 = load i64, ptr %len, align 8
  %_28 = icmp eq i64 %_29, %_30
  br i1 %_28, label %bb10, label %bb11

bb11:                                             ; preds = %bb27
  br label %bb8

bb10:                                             ; preds = %bb27
  %11 = load double, ptr %acc, align 8
  store double %11, ptr %_0, align 8
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  %12 = load double, ptr %_0, align 8
  ret double %12

bb16:                                             ; No predecessors!
  %13 = load i8, ptr %_31, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %15 = load i8, ptr %_32, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::position
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17h1ff8b1f2d9402d1dE"(ptr align 8 %self) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %n = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %predicate = alloca [0 x i8], align 1
  br label %bb2

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_6 = load ptr, ptr %1, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb12

bb12:                                             ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17hdee0c09ba1a14e13E"(ptr %_6, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #5
  br label %bb14

bb14:                                             ; preds = %bb12
  br label %bb15

bb15:                                             ; preds = %bb14
  br label %bb16

bb16:                                             ; preds = %bb15
  %2 = ptrtoint ptr %_6 to i64
  %3 = ptrtoint ptr %subtracted to i64
  %4 = sub nuw i64 %2, %3
  %5 = udiv exact i64 %4, 4
  store i64 %5, ptr %n, align 8
  br label %bb3

bb17:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #6
  unreachable

bb3:                                              ; preds = %bb16
  store i64 0, ptr %i, align 8
  br label %bb4

bb4:                                              ; preds = %bb7, %bb3
  %ptr = load ptr, ptr %self, align 8
  %6 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %6, align 8
  br label %bb21

bb21:                                             ; preds = %bb4
  %_29 = icmp eq ptr %ptr, %end_or_len
  br i1 %_29, label %bb22, label %bb23

bb23:                                             ; preds = %bb21
  %_39 = getelementptr inbounds nuw i32, ptr %ptr, i64 1
  store ptr %_39, ptr %self, align 8
  br label %bb24

bb22:                                             ; preds = %bb21
  br label %bb29

bb24:                                             ; preds = %bb23
  store ptr %ptr, ptr %_9, align 8
  %x = load ptr, ptr %_9, align 8
; call rust_nomain::first_negative::{{closure}}
  %_11 = call zeroext i1 @"_ZN11rust_nomain14first_negative28_$u7b$$u7b$closure$u7d$$u7d$17h69689888f30c7facE"(ptr align 1 %predicate, ptr align 4 %x) #5
  br label %bb5

bb5:                                              ; preds = %bb24
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb5
  %7 = load i64, ptr %i, align 8
  %8 = add i64 %7, 1
  store i64 %8, ptr %i, align 8
  br label %bb4

bb6:                                              ; preds = %bb5
  %_15 = load i64, ptr %i, align 8
  %9 = load i64, ptr %n, align 8
  %cond = icmp ult i64 %_15, %9
  br label %bb27

bb27:                                             ; preds = %bb6
; call core::hint::assert_unchecked::precondition_check
  call void @_ZN4core4hint16assert_unchecked18precondition_check17h254430f93765f4b4E(i1 zeroext %cond, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #5
  br label %bb28

bb28:                                             ; preds = %bb27
  %10 = load i64, ptr %i, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %10, ptr %11, align 8
  store i64 1, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb29, %bb28
  %12 = load i64, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  %14 = load i64, ptr %13, align 8
  %15 = insertvalue { i64, i64 } poison, i64 %12, 0
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1
  ret { i64, i64 } %16

bb9:                                              ; No predecessors!
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21

bb29:                                             ; preds = %bb22
  %22 = load i64, ptr @anon.4ca2b0fd50dd178be1b5c5b96d8bc373.0, align 8
  %23 = load i64, ptr getelementptr inbounds (i8, ptr @anon.4ca2b0fd50dd178be1b5c5b96d8bc373.0, i64 8), align 8
  store i64 %22, ptr %_0, align 8
  %24 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %23, ptr %24, align 8
  br label %bb8

bb1:                                              ; No predecessors!
  unreachable

bb18:                                             ; No predecessors!
  unreachable

bb19:                                             ; No predecessors!
  unreachable

bb20:                                             ; No predecessors!
  unreachable

bb25:                                             ; No predecessors!
  unreachable

bb26:                                             ; No predecessors!
  unreachable
}

; <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17hf37b37484a1de0d8E"(i64 %x) unnamed_addr #1 {
start:
  ret i64 %x
}

; <core::ops::try_trait::NeverShortCircuit<T> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN94_$LT$core..ops..try_trait..NeverShortCircuit$LT$T$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17hf9e6e401fc05a569E"(i64 %self) unnamed_addr #1 {
start:
  ret i64 %self
}

; <core::slice::iter::IterMut<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN94_$LT$core..slice..iter..IterMut$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h2a194973083daaa3E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_7 = icmp eq ptr %ptr, %end_or_len
  br i1 %_7, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_17 = getelementptr inbounds nuw double, ptr %ptr, i64 1
  store ptr %_17, ptr %self, align 8
  br label %bb7

bb5:                                              ; preds = %bb4
  store ptr null, ptr %_0, align 8
  br label %bb8

bb7:                                              ; preds = %bb6
  store ptr %ptr, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb5, %bb7
  %1 = load ptr, ptr %_0, align 8
  ret ptr %1

bb1:                                              ; No predecessors!
  unreachable

bb2:                                              ; No predecessors!
  unreachable

bb3:                                              ; No predecessors!
  unreachable

bb9:                                              ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define dso_local i32 @main(i32 %_argc, ptr %_argv) unnamed_addr #0 {
start:
  %_26 = alloca [16 x i8], align 8
  %iter = alloca [24 x i8], align 8
  %_21 = alloca [24 x i8], align 8
  %_20 = alloca [24 x i8], align 8
  %acc = alloca [64 x i8], align 8
  %_14 = alloca [16 x i8], align 8
  %neg = alloca [4 x i8], align 4
  %data = alloca [24 x i8], align 4
  %_6 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %_4 = alloca [24 x i8], align 8
  %shapes = alloca [72 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %_4, i64 8
  store double 1.000000e+00, ptr %0, align 8
  store i64 0, ptr %_4, align 8
  %1 = getelementptr inbounds i8, ptr %_5, i64 8
  store double 2.000000e+00, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %_5, i64 16
  store double 3.500000e+00, ptr %2, align 8
  store i64 1, ptr %_5, align 8
  store i64 2, ptr %_6, align 8
  %3 = getelementptr inbounds nuw %Shape, ptr %shapes, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %_4, i64 24, i1 false)
  %4 = getelementptr inbounds nuw %Shape, ptr %shapes, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %_5, i64 24, i1 false)
  %5 = getelementptr inbounds nuw %Shape, ptr %shapes, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %_6, i64 24, i1 false)
; call core::slice::<impl [T]>::iter
  %6 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hc301a5f64e9dff3cE"(ptr align 8 %shapes, i64 3) #5
  %_9.0 = extractvalue { ptr, ptr } %6, 0
  %_9.1 = extractvalue { ptr, ptr } %6, 1
; call core::iter::traits::iterator::Iterator::map
  %7 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h75e9474711f49fbbE(ptr %_9.0, ptr %_9.1) #5
  %_8.0 = extractvalue { ptr, ptr } %7, 0
  %_8.1 = extractvalue { ptr, ptr } %7, 1
; call core::iter::traits::iterator::Iterator::sum
  %total = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h33d8a094e45671a2E(ptr %_8.0, ptr %_8.1) #7
  %8 = getelementptr inbounds nuw i32, ptr %data, i64 0
  store i32 4, ptr %8, align 4
  %9 = getelementptr inbounds nuw i32, ptr %data, i64 1
  store i32 8, ptr %9, align 4
  %10 = getelementptr inbounds nuw i32, ptr %data, i64 2
  store i32 -15, ptr %10, align 4
  %11 = getelementptr inbounds nuw i32, ptr %data, i64 3
  store i32 16, ptr %11, align 4
  %12 = getelementptr inbounds nuw i32, ptr %data, i64 4
  store i32 23, ptr %12, align 4
  %13 = getelementptr inbounds nuw i32, ptr %data, i64 5
  store i32 -42, ptr %13, align 4
; call rust_nomain::first_negative
  %14 = call { i64, i64 } @_ZN11rust_nomain14first_negative17h3d0804c38be477ebE(ptr align 4 %data, i64 6) #7
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  store i64 %15, ptr %_14, align 8
  %17 = getelementptr inbounds i8, ptr %_14, i64 8
  store i64 %16, ptr %17, align 8
  %_17 = load i64, ptr %_14, align 8
  %18 = getelementptr inbounds i8, ptr %_14, i64 8
  %19 = load i64, ptr %18, align 8
  %20 = trunc nuw i64 %_17 to i1
  br i1 %20, label %bb7, label %bb6

bb7:                                              ; preds = %start
  %21 = getelementptr inbounds i8, ptr %_14, i64 8
  %i = load i64, ptr %21, align 8
  %22 = trunc i64 %i to i32
  store i32 %22, ptr %neg, align 4
  br label %bb8

bb6:                                              ; preds = %start
  store i32 -1, ptr %neg, align 4
  br label %bb8

bb8:                                              ; preds = %bb7, %bb6
  %23 = getelementptr inbounds nuw double, ptr %acc, i64 0
  %24 = getelementptr inbounds nuw double, ptr %acc, i64 8
  br label %repeat_loop_header

repeat_loop_header:                               ; preds = %repeat_loop_body, %bb8
  %25 = phi ptr [ %23, %bb8 ], [ %27, %repeat_loop_body ]
  %26 = icmp ne ptr %25, %24
  br i1 %26, label %repeat_loop_body, label %repeat_loop_next

repeat_loop_body:                                 ; preds = %repeat_loop_header
  store double 0.000000e+00, ptr %25, align 8
  %27 = getelementptr inbounds double, ptr %25, i64 1
  br label %repeat_loop_header

repeat_loop_next:                                 ; preds = %repeat_loop_header
; call core::slice::<impl [T]>::iter_mut
  %28 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8iter_mut17h13bd818a40e149d1E"(ptr align 8 %acc, i64 8) #5
  %_22.0 = extractvalue { ptr, ptr } %28, 0
  %_22.1 = extractvalue { ptr, ptr } %28, 1
; call core::iter::traits::iterator::Iterator::enumerate
  call void @_ZN4core4iter6traits8iterator8Iterator9enumerate17h14156aa33c97cc4eE(ptr sret([24 x i8]) align 8 %_21, ptr %_22.0, ptr %_22.1) #5
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  call void @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h199952a0ff624373E"(ptr sret([24 x i8]) align 8 %_20, ptr align 8 %_21) #5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %iter, ptr align 8 %_20, i64 24, i1 false)
  br label %bb12

bb12:                                             ; preds = %bb14, %repeat_loop_next
; call <core::iter::adapters::enumerate::Enumerate<I> as core::iter::traits::iterator::Iterator>::next
  %29 = call { i64, ptr } @"_ZN110_$LT$core..iter..adapters..enumerate..Enumerate$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h43d22ace52ef3adcE"(ptr align 8 %iter) #5
  %30 = extractvalue { i64, ptr } %29, 0
  %31 = extractvalue { i64, ptr } %29, 1
  store i64 %30, ptr %_26, align 8
  %32 = getelementptr inbounds i8, ptr %_26, i64 8
  store ptr %31, ptr %32, align 8
  %33 = load i64, ptr %_26, align 8
  %34 = getelementptr inbounds i8, ptr %_26, i64 8
  %35 = load ptr, ptr %34, align 8
  %36 = ptrtoint ptr %35 to i64
  %37 = icmp eq i64 %36, 0
  %_28 = select i1 %37, i64 0, i64 1
  %38 = trunc nuw i64 %_28 to i1
  br i1 %38, label %bb14, label %bb15

bb14:                                             ; preds = %bb12
  %i1 = load i64, ptr %_26, align 8
  %39 = getelementptr inbounds i8, ptr %_26, i64 8
  %a = load ptr, ptr %39, align 8
  %_35 = uitofp i64 %i1 to double
  %_34 = fmul double %_35, 5.000000e-01
; call std::f64::<impl f64>::sin
  %_33 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17haf48a8951c8ece52E"(double %_34) #5
; call core::f64::<impl f64>::abs
  %_32 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3abs17h146c997a51359a2fE"(double %_33) #5
; call std::f64::<impl f64>::sqrt
  %_31 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17hedf9e0afb14870bdE"(double %_32) #5
  store double %_31, ptr %a, align 8
  br label %bb12

bb15:                                             ; preds = %bb12
; call core::slice::<impl [T]>::iter
  %40 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17had9fd0b363efcd18E"(ptr align 8 %acc, i64 8) #5
  %_37.0 = extractvalue { ptr, ptr } %40, 0
  %_37.1 = extractvalue { ptr, ptr } %40, 1
; call core::iter::traits::iterator::Iterator::sum
  %s = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h8b3c59f642af50a9E(ptr %_37.0, ptr %_37.1) #7
  %_45 = load i32, ptr %neg, align 4
  %_40 = call i32 (ptr, ...) @printf(ptr @alloc_5b35a48f97e4c2cd879d81ec877f95ca, double %total, i32 %_45) #7
  %_51 = call i64 @rn_sum_squares(i32 10) #7
  %_46 = call i32 (ptr, ...) @printf(ptr @alloc_f87c7406c9b0efd27afa848bdcfe1e74, i64 %_51, double %s) #7
  ret i32 0

bb5:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define dso_local i64 @rn_sum_squares(i32 %n) unnamed_addr #0 {
start:
  %_3 = alloca [24 x i8], align 8
  %_2 = alloca [24 x i8], align 8
  %_4 = zext i32 %n to i64
; call core::ops::range::RangeInclusive<Idx>::new
  call void @"_ZN4core3ops5range25RangeInclusive$LT$Idx$GT$3new17hc548ff1a2854ea2cE"(ptr sret([24 x i8]) align 8 %_3, i64 1, i64 %_4) #5
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17hcbd6a0dd71b757fdE(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %_3) #5
; call core::iter::traits::iterator::Iterator::sum
  %_0 = call i64 @_ZN4core4iter6traits8iterator8Iterator3sum17h27ffb72a2f7dbac6E(ptr align 8 %_2) #7
  ret i64 %_0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #2

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; core::panicking::panic_const::panic_const_mul_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8) unnamed_addr #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #3

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #3

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @printf(ptr, ...) unnamed_addr #0

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { inlinehint nounwind }
attributes #6 = { noinline noreturn nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
