; ModuleID = 'rust_lib.20c98bf90d7eae5a-cgu.0'
source_filename = "rust_lib.20c98bf90d7eae5a-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_a6a0cc8156fe455996de64a9d05b1dfe = private unnamed_addr constant [184 x i8] c"unsafe precondition(s) violated: u32::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_64e308ef4babfeb8b6220184de794a17 = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: hint::assert_unchecked must never be called when the condition is false\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@anon.00c84fbe2999cd006f3e47a276bea69b.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@alloc_04efe9734dea0d20e5482f34fda3ce58 = private unnamed_addr constant [12 x i8] c"rust_lib.rs\00", align 1
@alloc_f77a3d173ad79be7fdbc3abed9f24dd8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_04efe9734dea0d20e5482f34fda3ce58, [16 x i8] c"\0B\00\00\00\00\00\00\005\00\00\00\16\00\00\00" }>, align 8
@alloc_12c50eb1a23567fa84e3fc6b1b3c81ba = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_04efe9734dea0d20e5482f34fda3ce58, [16 x i8] c"\0B\00\00\00\00\00\00\006\00\00\00\05\00\00\00" }>, align 8
@alloc_5b503468094db98740988bb6aac88204 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_04efe9734dea0d20e5482f34fda3ce58, [16 x i8] c"\0B\00\00\00\00\00\00\00&\00\00\00\16\00\00\00" }>, align 8
@alloc_1607d68014df1ea85d66635f8f39eb4d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_04efe9734dea0d20e5482f34fda3ce58, [16 x i8] c"\0B\00\00\00\00\00\00\00\1C\00\00\00\0D\00\00\00" }>, align 8
@alloc_7c666cb364dd4db355ca76791be41df8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_04efe9734dea0d20e5482f34fda3ce58, [16 x i8] c"\0B\00\00\00\00\00\00\00 \00\00\00\05\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hbd50be7439f75f09E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_4.0 = load i32, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 4
  %_4.1 = load i32, ptr %1, align 4
  %f.0 = load ptr, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %f.1 = load ptr, ptr %2, align 8
; call core::iter::traits::iterator::Iterator::fold
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E(i32 %_4.0, i32 %_4.1, double %init, ptr align 8 %f.0, ptr align 8 %f.1) #6
  ret double %_0
}

; <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1cac03115050368fE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_9 = alloca [1 x i8], align 1
  %_8 = alloca [1 x i8], align 1
  store i8 1, ptr %_9, align 1
  store i8 1, ptr %_8, align 1
; call core::iter::traits::iterator::Iterator::map
  %1 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hb51b6197e803bd5dE(ptr %self.0, ptr %self.1) #6
  %self.01 = extractvalue { ptr, ptr } %1, 0
  %self.12 = extractvalue { ptr, ptr } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_9, align 1
  store i8 0, ptr %_8, align 1
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h78ad602e15a56d13E"(ptr %self.01, ptr %self.12, double %init) #6
  br label %bb7

bb7:                                              ; preds = %bb1
  ret double %_0

bb5:                                              ; No predecessors!
  %2 = load i8, ptr %_8, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb4, label %bb2

bb2:                                              ; preds = %bb4, %bb5
  %4 = load i8, ptr %_9, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb6, label %bb3

bb4:                                              ; preds = %bb5
  br label %bb2

bb3:                                              ; preds = %bb6, %bb2
  %6 = load ptr, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8
  %9 = insertvalue { ptr, i32 } poison, ptr %6, 0
  %10 = insertvalue { ptr, i32 } %9, i32 %8, 1
  resume { ptr, i32 } %10

bb6:                                              ; preds = %bb2
  br label %bb3
}

; <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha304434d07e278c7E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_9 = alloca [1 x i8], align 1
  %_8 = alloca [1 x i8], align 1
  store i8 1, ptr %_9, align 1
  store i8 1, ptr %_8, align 1
; call core::iter::traits::iterator::Iterator::map
  %1 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hb51b6197e803bd5dE(ptr %self.0, ptr %self.1) #6
  %self.01 = extractvalue { ptr, ptr } %1, 0
  %self.12 = extractvalue { ptr, ptr } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_9, align 1
  store i8 0, ptr %_8, align 1
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7711ec4744b21a46E"(ptr %self.01, ptr %self.12, double %init) #6
  br label %bb7

bb7:                                              ; preds = %bb1
  ret double %_0

bb5:                                              ; No predecessors!
  %2 = load i8, ptr %_8, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb4, label %bb2

bb2:                                              ; preds = %bb4, %bb5
  %4 = load i8, ptr %_9, align 1
  %5 = trunc nuw i8 %4 to i1
  br i1 %5, label %bb6, label %bb3

bb4:                                              ; preds = %bb5
  br label %bb2

bb3:                                              ; preds = %bb6, %bb2
  %6 = load ptr, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8
  %9 = insertvalue { ptr, i32 } poison, ptr %6, 0
  %10 = insertvalue { ptr, i32 } %9, i32 %8, 1
  resume { ptr, i32 } %10

bb6:                                              ; preds = %bb2
  br label %bb3
}

; std::f64::<impl f64>::cos
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17h39066efda8f0513aE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.cos.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::exp
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h4063fbb365a63051E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.exp.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sin
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17hff7b9a38df9e8c7aE"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sin.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::powi
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17hd15a5a54fc7cf5ceE"(double %self, i32 %n) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.powi.f64.i32(double %self, i32 %n)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::ln_1p
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5ln_1p17h635db9c56c7f3bedE"(double %self) unnamed_addr #1 {
start:
  %_0 = call double @log1p(double %self) #7
  ret double %_0
}

; <u32 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN47_$LT$u32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17hf69bfed1875061f9E"(i32 %start1, i64 %n) unnamed_addr #1 {
start:
  %rhs = trunc i64 %n to i32
  br label %bb1

bb1:                                              ; preds = %start
; call core::num::<impl u32>::unchecked_add::precondition_check
  call void @"_ZN4core3num21_$LT$impl$u20$u32$GT$13unchecked_add18precondition_check17hfa45b62894cc1da6E"(i32 %start1, i32 %rhs, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #6
  br label %bb2

bb2:                                              ; preds = %bb1
  %_0 = add nuw i32 %start1, %rhs
  ret i32 %_0
}

; core::f64::<impl f64>::max
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17h22dd413895e95bf6E"(double %self, double %other) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.maxnum.f64(double %self, double %other)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::f64::<impl f64>::min
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3min17h130bbd099a3aa07bE"(double %self, double %other) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.minnum.f64(double %self, double %other)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; core::num::<impl u32>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num21_$LT$impl$u20$u32$GT$13unchecked_add18precondition_check17hfa45b62894cc1da6E"(i32 %lhs, i32 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4.0 = add i32 %lhs, %rhs
  %_4.1 = icmp ult i32 %_4.0, %lhs
  br i1 %_4.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a6a0cc8156fe455996de64a9d05b1dfe, ptr inttoptr (i64 369 to ptr), i1 zeroext false, ptr align 8 %0) #8
  unreachable
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h3eb1332473e81919E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #8
  unreachable
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core3ops8function5FnMut8call_mut17h3ea2f2afcebdc0bbE(ptr align 1 %_1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_2 = alloca [8 x i8], align 8
  store ptr %0, ptr %_2, align 8
  %1 = load ptr, ptr %_2, align 8
  %_0.i = load double, ptr %1, align 8
  ret double %_0.i
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core3ops8function5FnMut8call_mut17hf0cb188d650e62c0E(ptr align 1 %_1, double %0, double %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store double %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store double %1, ptr %2, align 8
  %3 = load double, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load double, ptr %4, align 8
; call core::f64::<impl f64>::max
  %_0 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3max17h22dd413895e95bf6E"(double %3, double %5) #6
  ret double %_0
}

; core::ops::function::FnMut::call_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core3ops8function5FnMut8call_mut17hf32e96c503e2e5d4E(ptr align 1 %_1, double %0, double %1) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store double %0, ptr %_2, align 8
  %2 = getelementptr inbounds i8, ptr %_2, i64 8
  store double %1, ptr %2, align 8
  %3 = load double, ptr %_2, align 8
  %4 = getelementptr inbounds i8, ptr %_2, i64 8
  %5 = load double, ptr %4, align 8
; call core::f64::<impl f64>::min
  %_0 = call double @"_ZN4core3f6421_$LT$impl$u20$f64$GT$3min17h130bbd099a3aa07bE"(double %3, double %5) #6
  ret double %_0
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h0a68f0d05fdf9cefE"(ptr %self, i64 %align) unnamed_addr #1 {
start:
  %0 = alloca [4 x i8], align 4
  %1 = call i64 @llvm.ctpop.i64(i64 %align)
  %2 = trunc i64 %1 to i32
  store i32 %2, ptr %0, align 4
  %_8 = load i32, ptr %0, align 4
  %3 = icmp eq i32 %_8, 1
  br i1 %3, label %bb1, label %bb2

bb1:                                              ; preds = %start
  %_6 = ptrtoint ptr %self to i64
  %_7 = sub i64 %align, 1
  %_5 = and i64 %_6, %_7
  %_0 = icmp eq i64 %_5, 0
  ret i1 %_0

bb2:                                              ; preds = %start
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #8
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h3070ce9102ea07deE"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #8
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::ptr::const_ptr::<impl *const T>::is_null
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null17h3c8b0bdff789118aE"(ptr %self) unnamed_addr #1 {
start:
  %_3 = ptrtoint ptr %self to i64
  %_0 = icmp eq i64 %_3, 0
  ret i1 %_0
}

; core::hint::assert_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint16assert_unchecked18precondition_check17h066f8d6c54a0cb5bE(i1 zeroext %cond, ptr align 8 %0) unnamed_addr #1 {
start:
  br i1 %cond, label %bb2, label %bb1

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_64e308ef4babfeb8b6220184de794a17, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #8
  unreachable

bb2:                                              ; preds = %start
  ret void
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17ha6a6c48d66173011E"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h73db4ae5b8ac2eccE"(ptr align 4 %self) #6
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17hb51b6197e803bd5dE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17hc7e7a8b60004bfc1E(ptr sret([24 x i8]) align 8 %_0, i32 %self.0, i32 %self.1, ptr align 8 %f.0, ptr align 8 %f.1) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_0, i64 16
  store i32 %self.0, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %self.1, ptr %1, align 4
  store ptr %f.0, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %f.1, ptr %2, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h0cef9f4353263dfeE(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf7268fe77be6417eE"(ptr align 8 %self) #7
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h360feb98a96886e2E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum
  %_0 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17hb4483de0d4d162bcE"(ptr %self.0, ptr %self.1) #7
  ret double %_0
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator4fold17h906ac83d27b1b692E(i32 %0, i32 %1, double %init, ptr align 8 %2, ptr align 8 %3) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %4 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [8 x i8], align 4
  %accum = alloca [8 x i8], align 8
  %f = alloca [16 x i8], align 8
  %self = alloca [8 x i8], align 4
  store i32 %0, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %f, align 8
  %6 = getelementptr inbounds i8, ptr %f, i64 8
  store ptr %3, ptr %6, align 8
  store i8 1, ptr %_13, align 1
  store double %init, ptr %accum, align 8
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %7 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17ha6a6c48d66173011E"(ptr align 4 %self) #6
  %8 = extractvalue { i32, i32 } %7, 0
  %9 = extractvalue { i32, i32 } %7, 1
  store i32 %8, ptr %_5, align 4
  %10 = getelementptr inbounds i8, ptr %_5, i64 4
  store i32 %9, ptr %10, align 4
  br label %bb2

bb2:                                              ; preds = %bb1
  %11 = load i32, ptr %_5, align 4
  %12 = getelementptr inbounds i8, ptr %_5, i64 4
  %13 = load i32, ptr %12, align 4
  %_7 = zext i32 %11 to i64
  %14 = trunc nuw i64 %_7 to i1
  br i1 %14, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %15 = getelementptr inbounds i8, ptr %_5, i64 4
  %x = load i32, ptr %15, align 4
  store i8 0, ptr %_13, align 1
  %_12 = load double, ptr %accum, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_9 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8215cc89566b3c0bE"(ptr align 8 %f, double %_12, i32 %x) #6
  br label %bb4

bb5:                                              ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  store double %_9, ptr %accum, align 8
  br label %bb1

bb6:                                              ; preds = %bb5
  ret double %_0

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %16 = load i8, ptr %_13, align 1
  %17 = trunc nuw i8 %16 to i1
  br i1 %17, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  %20 = load i32, ptr %19, align 8
  %21 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22
}

; core::iter::traits::iterator::Iterator::cloned
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h332e594b14cd8583E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h17896c6136c48464E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_7 = call double @_ZN4core3ops8function5FnMut8call_mut17h3ea2f2afcebdc0bbE(ptr align 1 %_1, ptr align 8 %elt) #6
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_0 = call double @_ZN4core3ops8function5FnMut8call_mut17hf32e96c503e2e5d4E(ptr align 1 %_1, double %acc, double %_7) #6
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h8215cc89566b3c0bE"(ptr align 8 %_1, double %acc, i32 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  %_4 = getelementptr inbounds i8, ptr %_1, i64 16
  store i8 1, ptr %_10, align 1
; call rust_lib::rl_integrate::{{closure}}
  %_7 = call double @"_ZN8rust_lib12rl_integrate28_$u7b$$u7b$closure$u7d$$u7d$17h1c54466ce9806975E"(ptr align 8 %_1, i32 %elt) #6
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17he94c5e7c76ee8c51E"(ptr align 1 %_4, double %acc, double %_7) #6
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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc55ad3ea6c427955E"(ptr align 1 %_1, double %acc, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_7 = call double @_ZN4core3ops8function5FnMut8call_mut17h3ea2f2afcebdc0bbE(ptr align 1 %_1, ptr align 8 %elt) #6
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::ops::function::FnMut::call_mut
  %_0 = call double @_ZN4core3ops8function5FnMut8call_mut17hf0cb188d650e62c0E(ptr align 1 %_1, double %acc, double %_7) #6
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

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h54f21a9cadcd0bb4E"(ptr align 4 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h747c7cef45c7a698E"(ptr align 4 %self.0, i64 %self.1) #6
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hddb98f5d125b4144E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h44dde4613ade55ceE"(ptr align 8 %self.0, i64 %self.1) #6
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::raw::from_raw_parts
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hbaec6505e72eb61cE(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0b655cf67e05dd4cE(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #6
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hc3ed4d532e5c58b6E(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0b655cf67e05dd4cE(ptr %data, i64 4, i64 4, i64 %len, ptr align 8 %0) #6
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h0b655cf67e05dd4cE(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h0a68f0d05fdf9cefE"(ptr %data, i64 %align) #6
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %start
  br label %bb4

bb6:                                              ; preds = %start
  %_13 = ptrtoint ptr %data to i64
  %_12 = icmp eq i64 %_13, 0
  %_5 = xor i1 %_12, true
  br i1 %_5, label %bb1, label %bb4

bb4:                                              ; preds = %bb6, %bb7
  br label %bb5

bb1:                                              ; preds = %bb6
  %1 = icmp eq i64 %size, 0
  br i1 %1, label %bb9, label %bb10

bb5:                                              ; preds = %bb3, %bb4
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #8
  unreachable

bb9:                                              ; preds = %bb1
  store i64 -1, ptr %max_len, align 8
  br label %bb11

bb10:                                             ; preds = %bb1
  %2 = udiv i64 9223372036854775807, %size
  store i64 %2, ptr %max_len, align 8
  br label %bb11

bb11:                                             ; preds = %bb10, %bb9
  %3 = load i64, ptr %max_len, align 8
  %_7 = icmp ule i64 %len, %3
  br i1 %_7, label %bb2, label %bb3

bb3:                                              ; preds = %bb11
  br label %bb5

bb2:                                              ; preds = %bb11
  ret void
}

; core::slice::iter::Iter<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h44dde4613ade55ceE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h747c7cef45c7a698E"(ptr align 4 %slice.0, i64 %slice.1) unnamed_addr #1 {
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

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17hf7268fe77be6417eE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hbd50be7439f75f09E"(ptr align 8 %iter, double -0.000000e+00) #7
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17he94c5e7c76ee8c51E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17hb4483de0d4d162bcE"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #6
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h214b8addb5e02db6E"(ptr align 1 %_1, double %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %_4 = load double, ptr %b, align 8
  %_0 = fadd double %a, %_4
  ret double %_0
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h73db4ae5b8ac2eccE"(ptr align 4 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 4
  %_4 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i = load i32, ptr %self, align 4
  %_4.i = load i32, ptr %_4, align 4
  %_0.i = icmp ult i32 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb4

bb4:                                              ; preds = %start
  store i32 0, ptr %_0, align 4
  br label %bb5

bb2:                                              ; preds = %start
  %old = load i32, ptr %self, align 4
; call <u32 as core::iter::range::Step>::forward_unchecked
  %_6 = call i32 @"_ZN47_$LT$u32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17hf69bfed1875061f9E"(i32 %old, i64 1) #6
  store i32 %_6, ptr %self, align 4
  %0 = getelementptr inbounds i8, ptr %_0, i64 4
  store i32 %old, ptr %0, align 4
  store i32 1, ptr %_0, align 4
  br label %bb5

bb5:                                              ; preds = %bb2, %bb4
  %1 = load i32, ptr %_0, align 4
  %2 = getelementptr inbounds i8, ptr %_0, i64 4
  %3 = load i32, ptr %2, align 4
  %4 = insertvalue { i32, i32 } poison, i32 %1, 0
  %5 = insertvalue { i32, i32 } %4, i32 %3, 1
  ret { i32, i32 } %5
}

; rust_lib::rl_integrate::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN8rust_lib12rl_integrate28_$u7b$$u7b$closure$u7d$$u7d$17h1c54466ce9806975E"(ptr align 8 %_1, i32 %i) unnamed_addr #1 {
start:
  %_10 = load ptr, ptr %_1, align 8
  %_4 = load double, ptr %_10, align 8
  %_7 = uitofp i32 %i to double
  %_6 = fadd double %_7, 5.000000e-01
  %0 = getelementptr inbounds i8, ptr %_1, i64 8
  %_11 = load ptr, ptr %0, align 8
  %_8 = load double, ptr %_11, align 8
  %_5 = fmul double %_6, %_8
  %x = fadd double %_4, %_5
  %_9 = fmul double %x, %x
; call std::f64::<impl f64>::sin
  %_0 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3sin17hff7b9a38df9e8c7aE"(double %_9) #6
  ret double %_0
}

; rust_lib::rl_find::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN8rust_lib7rl_find28_$u7b$$u7b$closure$u7d$$u7d$17ha1f38926ee4eb0bdE"(ptr align 8 %_1, ptr align 4 %_2) unnamed_addr #1 {
start:
  %e = load i32, ptr %_2, align 4
  %_5 = load ptr, ptr %_1, align 8
  %_4 = load i32, ptr %_5, align 4
  %_0 = icmp eq i32 %e, %_4
  ret i1 %_0
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2d193537af1801efE"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h3070ce9102ea07deE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #6
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #8
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
  %_18 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h214b8addb5e02db6E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #6
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h3eb1332473e81919E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #6
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
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h7711ec4744b21a46E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h3070ce9102ea07deE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #6
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #8
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hc55ad3ea6c427955E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #6
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h3eb1332473e81919E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #6
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
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h78ad602e15a56d13E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h3070ce9102ea07deE"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #6
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #8
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  %_18 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17h17896c6136c48464E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #6
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17h3eb1332473e81919E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #6
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
define internal { i64, i64 } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E"(ptr align 8 %self, ptr align 4 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %n = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %predicate = alloca [8 x i8], align 8
  store ptr %0, ptr %predicate, align 8
  br label %bb2

bb2:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  %_6 = load ptr, ptr %2, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb12

bb12:                                             ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h3070ce9102ea07deE"(ptr %_6, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #6
  br label %bb14

bb14:                                             ; preds = %bb12
  br label %bb15

bb15:                                             ; preds = %bb14
  br label %bb16

bb16:                                             ; preds = %bb15
  %3 = ptrtoint ptr %_6 to i64
  %4 = ptrtoint ptr %subtracted to i64
  %5 = sub nuw i64 %3, %4
  %6 = udiv exact i64 %5, 4
  store i64 %6, ptr %n, align 8
  br label %bb3

bb17:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #8
  unreachable

bb3:                                              ; preds = %bb16
  store i64 0, ptr %i, align 8
  br label %bb4

bb4:                                              ; preds = %bb7, %bb3
  %ptr = load ptr, ptr %self, align 8
  %7 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %7, align 8
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
; call rust_lib::rl_find::{{closure}}
  %_11 = call zeroext i1 @"_ZN8rust_lib7rl_find28_$u7b$$u7b$closure$u7d$$u7d$17ha1f38926ee4eb0bdE"(ptr align 8 %predicate, ptr align 4 %x) #6
  br label %bb5

bb5:                                              ; preds = %bb24
  br i1 %_11, label %bb6, label %bb7

bb7:                                              ; preds = %bb5
  %8 = load i64, ptr %i, align 8
  %9 = add i64 %8, 1
  store i64 %9, ptr %i, align 8
  br label %bb4

bb6:                                              ; preds = %bb5
  %_15 = load i64, ptr %i, align 8
  %10 = load i64, ptr %n, align 8
  %cond = icmp ult i64 %_15, %10
  br label %bb27

bb27:                                             ; preds = %bb6
; call core::hint::assert_unchecked::precondition_check
  call void @_ZN4core4hint16assert_unchecked18precondition_check17h066f8d6c54a0cb5bE(i1 zeroext %cond, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #6
  br label %bb28

bb28:                                             ; preds = %bb27
  %11 = load i64, ptr %i, align 8
  %12 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %11, ptr %12, align 8
  store i64 1, ptr %_0, align 8
  br label %bb8

bb8:                                              ; preds = %bb29, %bb28
  %13 = load i64, ptr %_0, align 8
  %14 = getelementptr inbounds i8, ptr %_0, i64 8
  %15 = load i64, ptr %14, align 8
  %16 = insertvalue { i64, i64 } poison, i64 %13, 0
  %17 = insertvalue { i64, i64 } %16, i64 %15, 1
  ret { i64, i64 } %17

bb9:                                              ; No predecessors!
  %18 = load ptr, ptr %1, align 8
  %19 = getelementptr inbounds i8, ptr %1, i64 8
  %20 = load i32, ptr %19, align 8
  %21 = insertvalue { ptr, i32 } poison, ptr %18, 0
  %22 = insertvalue { ptr, i32 } %21, i32 %20, 1
  resume { ptr, i32 } %22

bb29:                                             ; preds = %bb22
  %23 = load i64, ptr @anon.00c84fbe2999cd006f3e47a276bea69b.0, align 8
  %24 = load i64, ptr getelementptr inbounds (i8, ptr @anon.00c84fbe2999cd006f3e47a276bea69b.0, i64 8), align 8
  store i64 %23, ptr %_0, align 8
  %25 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %24, ptr %25, align 8
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

; Function Attrs: nounwind nonlazybind uwtable
define double @rl_checked_index(ptr %x, i64 %n, i64 %i) unnamed_addr #0 {
start:
; call core::slice::raw::from_raw_parts
  %0 = call { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hbaec6505e72eb61cE(ptr %x, i64 %n, ptr align 8 @alloc_f77a3d173ad79be7fdbc3abed9f24dd8) #6
  %v.0 = extractvalue { ptr, i64 } %0, 0
  %v.1 = extractvalue { ptr, i64 } %0, 1
  %_6 = icmp ult i64 %i, %v.1
  br i1 %_6, label %bb2, label %panic

bb2:                                              ; preds = %start
  %1 = getelementptr inbounds nuw double, ptr %v.0, i64 %i
  %_0 = load double, ptr %1, align 8
  ret double %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %i, i64 %v.1, ptr align 8 @alloc_12c50eb1a23567fa84e3fc6b1b3c81ba) #8
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define double @rl_cos_model(double %a, double %w, double %p, double %t) unnamed_addr #0 {
start:
  %_7 = fmul double %w, %t
  %_6 = fadd double %_7, %p
; call std::f64::<impl f64>::cos
  %_5 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17h39066efda8f0513aE"(double %_6) #6
  %_0 = fmul double %a, %_5
  ret double %_0
}

; Function Attrs: nounwind nonlazybind uwtable
define i64 @rl_find(ptr %x, i64 %n, i32 %0) unnamed_addr #0 {
start:
  %_7 = alloca [16 x i8], align 8
  %_5 = alloca [16 x i8], align 8
  %_0 = alloca [8 x i8], align 8
  %key = alloca [4 x i8], align 4
  store i32 %0, ptr %key, align 4
; call core::slice::raw::from_raw_parts
  %1 = call { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hc3ed4d532e5c58b6E(ptr %x, i64 %n, ptr align 8 @alloc_5b503468094db98740988bb6aac88204) #6
  %v.0 = extractvalue { ptr, i64 } %1, 0
  %v.1 = extractvalue { ptr, i64 } %1, 1
; call core::slice::<impl [T]>::iter
  %2 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17h54f21a9cadcd0bb4E"(ptr align 4 %v.0, i64 %v.1) #6
  %3 = extractvalue { ptr, ptr } %2, 0
  %4 = extractvalue { ptr, ptr } %2, 1
  store ptr %3, ptr %_7, align 8
  %5 = getelementptr inbounds i8, ptr %_7, i64 8
  store ptr %4, ptr %5, align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::position
  %6 = call { i64, i64 } @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8position17he6fa218d4076fab9E"(ptr align 8 %_7, ptr align 4 %key) #6
  %7 = extractvalue { i64, i64 } %6, 0
  %8 = extractvalue { i64, i64 } %6, 1
  store i64 %7, ptr %_5, align 8
  %9 = getelementptr inbounds i8, ptr %_5, i64 8
  store i64 %8, ptr %9, align 8
  %_10 = load i64, ptr %_5, align 8
  %10 = getelementptr inbounds i8, ptr %_5, i64 8
  %11 = load i64, ptr %10, align 8
  %12 = trunc nuw i64 %_10 to i1
  br i1 %12, label %bb6, label %bb5

bb6:                                              ; preds = %start
  %13 = getelementptr inbounds i8, ptr %_5, i64 8
  %i = load i64, ptr %13, align 8
  store i64 %i, ptr %_0, align 8
  br label %bb7

bb5:                                              ; preds = %start
  store i64 -1, ptr %_0, align 8
  br label %bb7

bb7:                                              ; preds = %bb6, %bb5
  %14 = load i64, ptr %_0, align 8
  ret i64 %14

bb4:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define double @rl_integrate(double %0, double %b, i32 %n) unnamed_addr #0 {
start:
  %_8 = alloca [24 x i8], align 8
  %h = alloca [8 x i8], align 8
  %a = alloca [8 x i8], align 8
  store double %0, ptr %a, align 8
  %1 = load double, ptr %a, align 8
  %_5 = fsub double %b, %1
  %_6 = uitofp i32 %n to double
  %2 = fdiv double %_5, %_6
  store double %2, ptr %h, align 8
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17hc7e7a8b60004bfc1E(ptr sret([24 x i8]) align 8 %_8, i32 0, i32 %n, ptr align 8 %a, ptr align 8 %h) #6
; call core::iter::traits::iterator::Iterator::sum
  %_7 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h0cef9f4353263dfeE(ptr align 8 %_8) #7
  %3 = load double, ptr %h, align 8
  %_0 = fmul double %_7, %3
  ret double %_0
}

; Function Attrs: nounwind nonlazybind uwtable
define double @rl_poly(double %x) unnamed_addr #0 {
start:
; call std::f64::<impl f64>::powi
  %_4 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powi17hd15a5a54fc7cf5ceE"(double %x, i32 3) #6
  %_3 = fmul double 3.000000e+00, %_4
  %_6 = fmul double 2.000000e+00, %x
  %_5 = fmul double %_6, %x
  %_2 = fsub double %_3, %_5
; call std::f64::<impl f64>::exp
  %_8 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3exp17h4063fbb365a63051E"(double %x) #6
; call std::f64::<impl f64>::ln_1p
  %_7 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$5ln_1p17h635db9c56c7f3bedE"(double %_8) #6
  %_0 = fadd double %_2, %_7
  ret double %_0
}

; Function Attrs: nounwind nonlazybind uwtable
define i32 @rl_stats(ptr %x, i64 %n, ptr %out) unnamed_addr #0 {
start:
  %_17 = alloca [24 x i8], align 8
  %_0 = alloca [4 x i8], align 4
; call core::ptr::const_ptr::<impl *const T>::is_null
  %_4 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$7is_null17h3c8b0bdff789118aE"(ptr %x) #6
  br i1 %_4, label %bb3, label %bb2

bb2:                                              ; preds = %start
  %_5 = icmp eq i64 %n, 0
  br i1 %_5, label %bb3, label %bb4

bb3:                                              ; preds = %bb2, %start
  store i32 1, ptr %_0, align 4
  br label %bb14

bb4:                                              ; preds = %bb2
; call core::slice::raw::from_raw_parts
  %0 = call { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hbaec6505e72eb61cE(ptr %x, i64 %n, ptr align 8 @alloc_1607d68014df1ea85d66635f8f39eb4d) #6
  %v.0 = extractvalue { ptr, i64 } %0, 0
  %v.1 = extractvalue { ptr, i64 } %0, 1
; call core::slice::<impl [T]>::iter
  %1 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hddb98f5d125b4144E"(ptr align 8 %v.0, i64 %v.1) #6
  %_9.0 = extractvalue { ptr, ptr } %1, 0
  %_9.1 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::cloned
  %2 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h332e594b14cd8583E(ptr %_9.0, ptr %_9.1) #7
  %_8.0 = extractvalue { ptr, ptr } %2, 0
  %_8.1 = extractvalue { ptr, ptr } %2, 1
; call <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
  %min = call double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1cac03115050368fE"(ptr %_8.0, ptr %_8.1, double 0x7FF0000000000000) #7
; call core::slice::<impl [T]>::iter
  %3 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hddb98f5d125b4144E"(ptr align 8 %v.0, i64 %v.1) #6
  %_12.0 = extractvalue { ptr, ptr } %3, 0
  %_12.1 = extractvalue { ptr, ptr } %3, 1
; call core::iter::traits::iterator::Iterator::cloned
  %4 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6cloned17h332e594b14cd8583E(ptr %_12.0, ptr %_12.1) #7
  %_11.0 = extractvalue { ptr, ptr } %4, 0
  %_11.1 = extractvalue { ptr, ptr } %4, 1
; call <core::iter::adapters::cloned::Cloned<I> as core::iter::traits::iterator::Iterator>::fold
  %max = call double @"_ZN104_$LT$core..iter..adapters..cloned..Cloned$LT$I$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17ha304434d07e278c7E"(ptr %_11.0, ptr %_11.1, double 0xFFF0000000000000) #7
; call core::slice::<impl [T]>::iter
  %5 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hddb98f5d125b4144E"(ptr align 8 %v.0, i64 %v.1) #6
  %_15.0 = extractvalue { ptr, ptr } %5, 0
  %_15.1 = extractvalue { ptr, ptr } %5, 1
; call core::iter::traits::iterator::Iterator::sum
  %_14 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h360feb98a96886e2E(ptr %_15.0, ptr %_15.1) #7
  %_16 = uitofp i64 %n to double
  %mean = fdiv double %_14, %_16
  store double %min, ptr %_17, align 8
  %6 = getelementptr inbounds i8, ptr %_17, i64 8
  store double %max, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %_17, i64 16
  store double %mean, ptr %7, align 8
  %_19 = ptrtoint ptr %out to i64
  %_21 = and i64 %_19, 7
  %_22 = icmp eq i64 %_21, 0
  br i1 %_22, label %bb15, label %panic

bb15:                                             ; preds = %bb4
  %_24 = ptrtoint ptr %out to i64
  %_26 = icmp eq i64 %_24, 0
  %_27 = and i1 %_26, true
  %_28 = xor i1 %_27, true
  br i1 %_28, label %bb16, label %panic1

panic:                                            ; preds = %bb4
; call core::panicking::panic_misaligned_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64 8, i64 %_19, ptr align 8 @alloc_7c666cb364dd4db355ca76791be41df8) #8
  unreachable

bb16:                                             ; preds = %bb15
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %out, ptr align 8 %_17, i64 24, i1 false)
  store i32 0, ptr %_0, align 4
  br label %bb14

panic1:                                           ; preds = %bb15
; call core::panicking::panic_null_pointer_dereference
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8 @alloc_7c666cb364dd4db355ca76791be41df8) #8
  unreachable

bb14:                                             ; preds = %bb3, %bb16
  %8 = load i32, ptr %_0, align 4
  ret i32 %8
}

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.powi.f64.i32(double, i32) #2

; Function Attrs: nounwind nonlazybind uwtable
declare double @log1p(double) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #2

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #3

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #3

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #4

; core::panicking::panic_misaligned_pointer_dereference
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking36panic_misaligned_pointer_dereference(i64, i64, ptr align 8) unnamed_addr #4

; core::panicking::panic_null_pointer_dereference
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking30panic_null_pointer_dereference(ptr align 8) unnamed_addr #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #5

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { inlinehint nounwind }
attributes #7 = { nounwind }
attributes #8 = { noinline noreturn nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 2, !"RtLibUseGOT", i32 1}
!2 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
