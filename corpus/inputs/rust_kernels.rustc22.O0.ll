; ModuleID = 'rust_kernels.5ab8bc2bb881d630-cgu.0'
source_filename = "rust_kernels.5ab8bc2bb881d630-cgu.0"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%"core::fmt::rt::Argument<'_>" = type { %"core::fmt::rt::ArgumentType<'_>" }
%"core::fmt::rt::ArgumentType<'_>" = type { ptr, [1 x i64] }

@alloc_31365cfefba383c4d2bf6b6a04cc10aa = private unnamed_addr constant [17 x i8] c"capacity overflow", align 1
@alloc_d4b953f91310fc7f7ed5c9c0120cf1fc = private unnamed_addr constant [95 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/vec/spec_from_iter_nested.rs\00", align 1
@alloc_c915f046f49c324d04a55a6418724f57 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d4b953f91310fc7f7ed5c9c0120cf1fc, [16 x i8] c"^\00\00\00\00\00\00\009\00\00\00\12\00\00\00" }>, align 8
@alloc_9877fdffb06d7cb7231dc08b14b0e6fe = private unnamed_addr constant [77 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/vec/mod.rs\00", align 1
@alloc_490992312822afe82cb6f17d9c546139 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00r\08\00\00\09\00\00\00" }>, align 8
@alloc_59149eeb649f39d9180425e3764054a3 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/iter/range.rs\00", align 1
@alloc_8a7813f1a038cd71090e4a0dcbf8eae3 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_59149eeb649f39d9180425e3764054a3, [16 x i8] c"N\00\00\00\00\00\00\00\B2\01\00\00\01\00\00\00" }>, align 8
@alloc_d6d815a08e2537c31576b7c31c0c0e4c = private unnamed_addr constant [16 x i8] c"rust_kernels.rs\00", align 1
@alloc_fee3c3f1d47a1678be7c3c2ae8b38ac5 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00\0C\00\00\00\22\00\00\00" }>, align 8
@alloc_939ce5874a28e1df89d614b8050d45c0 = private unnamed_addr constant [15 x i8] c"\04dot=\C5 \00\00p\06\00\01\0A\00", align 1
@alloc_11539abcabbe89bd53c2f0ef7b59e860 = private unnamed_addr constant [6 x i8] c"empty\0A", align 1
@alloc_c280e0433dea6265b23681ee54b4c142 = private unnamed_addr constant [16 x i8] c"\05mean=\C5 \00\00p\06\00\01\0A\00", align 1
@alloc_9387a050a7cc4466df17a546fc18abb7 = private unnamed_addr constant [17 x i8] c"\0Cmean(empty)=\C0\01\0A\00", align 1
@alloc_d6d42f253775c436365865e016cec541 = private unnamed_addr constant [14 x i8] c"\06ratio=\C0\01 \C0\01\0A\00", align 1
@alloc_a6ddb78eba5b8abb0ea1cb8d40937eac = private unnamed_addr constant [15 x i8] c"\0Aprime(20)=\C0\01\0A\00", align 1
@alloc_92cb8dbd9048800436c95cf5749d0776 = private unnamed_addr constant [4 x i8] c"beta", align 1
@alloc_216b5aca98fdf70e80bac0db88a04971 = private unnamed_addr constant [5 x i8] c"gamma", align 1
@alloc_19bb968bf87d97aa8122af4bb473a80f = private unnamed_addr constant [5 x i8] c"alpha", align 1
@alloc_ea4ef2873fe68c69937e218d91f61b54 = private unnamed_addr constant [10 x i8] c"\05lens=\C0\01\0A\00", align 1
@alloc_3800ebcd5d1d1b3e0c00b3087a8f8509 = private unnamed_addr constant [21 x i8] c"\12unexpected length \C0\00", align 1
@alloc_6ebee4b9f6d2458e5f1f8122998231c7 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00;\00\00\00\09\00\00\00" }>, align 8
@alloc_454390aa7d80f707e0145cbace994c61 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00.\00\00\008\00\00\00" }>, align 8
@alloc_789586e8924bd171ab49f051906eba7c = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00(\00\00\00\0C\00\00\00" }>, align 8
@alloc_fee81639e8f74c1821ae348406f22028 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00(\00\00\00\0B\00\00\00" }>, align 8
@alloc_fe25155e79fa1c053b25a9924740843b = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00&\00\00\00\09\00\00\00" }>, align 8
@alloc_97e2892558cc8acece1dbc898845c5d8 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00#\00\00\00+\00\00\00" }>, align 8
@alloc_ae291598bdc0ae29d76efe64e1bf6f70 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00#\00\00\00@\00\00\00" }>, align 8
@vtable.0 = private unnamed_addr constant <{ [24 x i8], ptr, ptr, ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h3da879ac08440ef8E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E", ptr @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E" }>, align 8
@anon.e61d2208e53adbf25968ea522e7b9cf1.0 = private unnamed_addr constant <{ [8 x i8], [8 x i8] }> <{ [8 x i8] zeroinitializer, [8 x i8] undef }>, align 8
@anon.e61d2208e53adbf25968ea522e7b9cf1.1 = private unnamed_addr constant <{ [4 x i8], [4 x i8] }> <{ [4 x i8] zeroinitializer, [4 x i8] undef }>, align 4
@vtable.1 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h15e041dbf85353e8E" }>, align 8
@alloc_3e1ebac14318b612ab4efabc52799932 = private unnamed_addr constant [186 x i8] c"unsafe precondition(s) violated: usize::unchecked_add cannot overflow\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_fad0cd83b7d1858a846a172eb260e593 = private unnamed_addr constant [42 x i8] c"is_aligned_to: align is not a power-of-two", align 1
@alloc_3d063512bd2a283debbda10df8c730ad = private unnamed_addr constant [82 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/const_ptr.rs\00", align 1
@alloc_180ab55c3ad9891a0d81c48ca2ae33fa = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_3d063512bd2a283debbda10df8c730ad, [16 x i8] c"Q\00\00\00\00\00\00\00^\05\00\00\0D\00\00\00" }>, align 8
@alloc_de4e626d456b04760e72bc785ed7e52a = private unnamed_addr constant [201 x i8] c"unsafe precondition(s) violated: ptr::offset_from_unsigned requires `self >= origin`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_64e308ef4babfeb8b6220184de794a17 = private unnamed_addr constant [221 x i8] c"unsafe precondition(s) violated: hint::assert_unchecked must never be called when the condition is false\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_75fb06c2453febd814e73f5f2e72ae38 = private unnamed_addr constant [199 x i8] c"unsafe precondition(s) violated: hint::unreachable_unchecked must never be reached\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@anon.e61d2208e53adbf25968ea522e7b9cf1.2 = private unnamed_addr constant [16 x i8] c"\01\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 8
@alloc_914b2c69d7eca30497b9feaf15ac92f1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@alloc_a28e8c8fd5088943a8b5d44af697ff83 = private unnamed_addr constant [279 x i8] c"unsafe precondition(s) violated: slice::from_raw_parts requires the pointer to be aligned and non-null, and the total size of the slice not to exceed `isize::MAX`\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_1d3f95e9ca2c2500370a366eac41ea2a = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_9877fdffb06d7cb7231dc08b14b0e6fe, [16 x i8] c"L\00\00\00\00\00\00\00\AF\0F\00\00\0D\00\00\00" }>, align 8
@alloc_57d70e9d94c65ecfc15225d29a5ed72b = private unnamed_addr constant [198 x i8] c"unsafe precondition(s) violated: Vec::set_len requires that new_len <= capacity()\0A\0AThis indicates a bug in the program. This Undefined Behavior check is optional, and cannot be relied on for safety.", align 1
@alloc_d41466a556d037f23fe96152fbab9365 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/alloc/src/raw_vec/mod.rs\00", align 1
@alloc_8a557fa53722333f4e14612354d66d02 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d41466a556d037f23fe96152fbab9365, [16 x i8] c"P\00\00\00\00\00\00\00\B5\01\00\00\15\00\00\00" }>, align 8
@alloc_37d2e53432a03a1f90b3e7253015eaf9 = private unnamed_addr constant [4 x i8] c"None", align 1
@vtable.2 = private unnamed_addr constant <{ [24 x i8], ptr }> <{ [24 x i8] c"\00\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00\08\00\00\00\00\00\00\00", ptr @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h5b1bb19a461d58b3E" }>, align 8
@alloc_9535bf4c204f3eb9b19ec2c83e446e52 = private unnamed_addr constant [4 x i8] c"Some", align 1
@alloc_88bfb5085a97a9f03cee2b9c3c42dd08 = private unnamed_addr constant [81 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/ptr/non_null.rs\00", align 1
@alloc_7cb1dd7620319c06f8fe4029f6b4a0d1 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_88bfb5085a97a9f03cee2b9c3c42dd08, [16 x i8] c"P\00\00\00\00\00\00\00\B9\03\00\00 \00\00\00" }>, align 8
@alloc_ec595fc0e82ef92fc59bd74f68296eae = private unnamed_addr constant [73 x i8] c"assertion failed: 0 < pointee_size && pointee_size <= isize::MAX as usize", align 1
@alloc_e9481a72334486f24b2c0d82b25567e1 = private unnamed_addr constant [79 x i8] c"/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/slice/iter.rs\00", align 1
@alloc_12fdce0839ba33fd8bd1bb0711a36af6 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_e9481a72334486f24b2c0d82b25567e1, [16 x i8] c"N\00\00\00\00\00\00\00\8E\00\00\00\01\00\00\00" }>, align 8
@alloc_9c4ec9bfa34d3a369a0d7170aadd369d = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00\0B\00\00\00\1C\00\00\00" }>, align 8
@alloc_2fa6f0c4afdc0fac71cd28b5a1291729 = private unnamed_addr constant <{ ptr, [16 x i8] }> <{ ptr @alloc_d6d815a08e2537c31576b7c31c0c0e4c, [16 x i8] c"\0F\00\00\00\00\00\00\00\0B\00\00\00>\00\00\00" }>, align 8

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h11a7b4c385e2c804E"(ptr align 8 %self, double %init) unnamed_addr #0 {
start:
  %_4 = alloca [48 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %self, i64 48, i1 false)
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0e6af40892c1c00dE"(ptr align 8 %_4, double %init) #10
  ret double %_0
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h730640d783fa50fdE"(ptr %self.0, ptr %self.1, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2f6f826774a02fe7E"(ptr %self.0, ptr %self.1, ptr align 8 %_5) #10
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hab814d73f1a1e69eE"(i32 %self.0, i32 %self.1, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call core::iter::traits::iterator::Iterator::fold
  call void @_ZN4core4iter6traits8iterator8Iterator4fold17h55cda601a4525ef5E(i32 %self.0, i32 %self.1, ptr align 8 %_5) #10
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdee65bbdfaca404dE"(ptr %self.0, ptr %self.1, ptr align 8 %g) unnamed_addr #0 {
start:
  %_5 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_5, ptr align 8 %g, i64 24, i1 false)
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf7c4fa8dcc66c64dE"(ptr %self.0, ptr %self.1, ptr align 8 %_5) #10
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold
; Function Attrs: nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h1f6fd1c269c4662eE"(ptr align 8 %self, ptr align 1 %g) unnamed_addr #0 {
start:
  %f = getelementptr inbounds i8, ptr %self, i64 16
; call core::iter::traits::iterator::Iterator::try_fold
  %0 = call { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator8try_fold17ha78cd3b16a83f16fE(ptr align 8 %self, ptr align 1 %g, ptr align 1 %f) #10
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h44b9a87fbf0861d4E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
  call void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h403ddc2a8d035cb4E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) #10
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17ha9b5478894894aa3E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd60fdce89e8341d3E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #10
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hafd0f2d9f71bdcd4E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he31a854efa433da1E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #10
  ret void
}

; <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hdf7726cfc8671dabE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd60fdce89e8341d3E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) #10
  ret void
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN102_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h0e6af40892c1c00dE"(ptr align 8 %self, double %init) unnamed_addr #1 {
start:
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
  %_0 = call double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E"(ptr align 8 %self, double %init) #10
  ret double %_0
}

; <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h63ab7d3edb7c8c43E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_3 = getelementptr inbounds i8, ptr %self, i64 16
; call core::iter::traits::iterator::Iterator::find
  %0 = call { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator4find17h082548dbf28bbadeE(ptr align 8 %self, ptr align 1 %_3) #10
  %_0.0 = extractvalue { i64, i64 } %0, 0
  %_0.1 = extractvalue { i64, i64 } %0, 1
  %1 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %2 = insertvalue { i64, i64 } %1, i64 %_0.1, 1
  ret { i64, i64 } %2
}

; <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h27d6db12adac388fE"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %_3 = alloca [24 x i8], align 8
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hafd0f2d9f71bdcd4E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %self) #10
  %0 = getelementptr inbounds i8, ptr %_3, i64 8
  %upper.0 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %0, i64 8
  %upper.1 = load i64, ptr %1, align 8
  store i64 0, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %upper.0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %upper.1, ptr %3, align 8
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h0bf1133318ffb957E"(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hdf7726cfc8671dabE"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #10
  br label %bb1

bb1:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = trunc nuw i64 %_5 to i1
  br i1 %7, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %upper = load i64, ptr %9, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %10 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE"(i64 %upper, i64 8, i64 8) #10
  %_23.0 = extractvalue { i64, ptr } %10, 0
  %_23.1 = extractvalue { i64, ptr } %10, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #11
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %11 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %12, align 8
  store i8 0, ptr %_12, align 1
  %_11.0 = load ptr, ptr %iterator, align 8
  %13 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_11.1 = load ptr, ptr %13, align 8
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1f7f6ce0e7678925E"(ptr align 8 %vector, ptr %_11.0, ptr %_11.1) #12
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE"(ptr align 8 %vector) #13
  br label %bb8

bb8:                                              ; preds = %bb5
  %14 = load i8, ptr %_12, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1c607565432d2959E"(ptr sret([24 x i8]) align 8 %_0, i32 %0, i32 %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [8 x i8], align 4
  store i32 %0, ptr %iterator, align 4
  %3 = getelementptr inbounds i8, ptr %iterator, i64 4
  store i32 %1, ptr %3, align 4
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h44b9a87fbf0861d4E"(ptr sret([24 x i8]) align 8 %_3, ptr align 4 %iterator) #10
  br label %bb1

bb1:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = trunc nuw i64 %_5 to i1
  br i1 %7, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %upper = load i64, ptr %9, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %10 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE"(i64 %upper, i64 8, i64 8) #10
  %_23.0 = extractvalue { i64, ptr } %10, 0
  %_23.1 = extractvalue { i64, ptr } %10, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #11
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %11 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %12, align 8
  store i8 0, ptr %_12, align 1
  %_11.0 = load i32, ptr %iterator, align 4
  %13 = getelementptr inbounds i8, ptr %iterator, i64 4
  %_11.1 = load i32, ptr %13, align 4
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h05a4f4fd00d450eeE"(ptr align 8 %vector, i32 %_11.0, i32 %_11.1) #12
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE"(ptr align 8 %vector) #13
  br label %bb8

bb8:                                              ; preds = %bb5
  %14 = load i8, ptr %_12, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc23a277badd5aeabE"(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_12 = alloca [1 x i8], align 1
  %_3 = alloca [24 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_12, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17ha9b5478894894aa3E"(ptr sret([24 x i8]) align 8 %_3, ptr align 8 %iterator) #10
  br label %bb1

bb1:                                              ; preds = %start
  %4 = getelementptr inbounds i8, ptr %_3, i64 8
  %_5 = load i64, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = trunc nuw i64 %_5 to i1
  br i1 %7, label %bb3, label %bb2

bb3:                                              ; preds = %bb1
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  %9 = getelementptr inbounds i8, ptr %8, i64 8
  %upper = load i64, ptr %9, align 8
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %10 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE"(i64 %upper, i64 8, i64 8) #10
  %_23.0 = extractvalue { i64, ptr } %10, 0
  %_23.1 = extractvalue { i64, ptr } %10, 1
  br label %bb9

bb2:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_c915f046f49c324d04a55a6418724f57) #11
  unreachable

bb9:                                              ; preds = %bb3
  store i64 %_23.0, ptr %vector, align 8
  %11 = getelementptr inbounds i8, ptr %vector, i64 8
  store ptr %_23.1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %vector, i64 16
  store i64 0, ptr %12, align 8
  store i8 0, ptr %_12, align 1
  %_11.0 = load ptr, ptr %iterator, align 8
  %13 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_11.1 = load ptr, ptr %13, align 8
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h0ed8375ee96339cfE"(ptr align 8 %vector, ptr %_11.0, ptr %_11.1) #12
  br label %bb4

bb4:                                              ; preds = %bb9
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  ret void

bb5:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE"(ptr align 8 %vector) #13
  br label %bb8

bb8:                                              ; preds = %bb5
  %14 = load i8, ptr %_12, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb7, label %bb6

bb10:                                             ; No predecessors!
  unreachable

bb6:                                              ; preds = %bb7, %bb8
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20

bb7:                                              ; preds = %bb8
  br label %bb6
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17he2d07ce051ab8446E"(ptr sret([24 x i8]) align 8 %_0, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %3 = alloca [8 x i8], align 8
  %_29 = alloca [8 x i8], align 8
  %_20 = alloca [1 x i8], align 1
  %vector1 = alloca [24 x i8], align 8
  %_8 = alloca [24 x i8], align 8
  %_3 = alloca [16 x i8], align 8
  %vector = alloca [24 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %4 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %4, align 8
  store i8 1, ptr %_20, align 1
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next
  %5 = call { i64, i64 } @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h63ab7d3edb7c8c43E"(ptr align 8 %iterator) #10
  %6 = extractvalue { i64, i64 } %5, 0
  %7 = extractvalue { i64, i64 } %5, 1
  store i64 %6, ptr %_3, align 8
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  store i64 %7, ptr %8, align 8
  br label %bb1

bb1:                                              ; preds = %start
  %_5 = load i64, ptr %_3, align 8
  %9 = getelementptr inbounds i8, ptr %_3, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_5 to i1
  br i1 %11, label %bb3, label %bb12

bb3:                                              ; preds = %bb1
  %12 = getelementptr inbounds i8, ptr %_3, i64 8
  %element = load i64, ptr %12, align 8
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h27d6db12adac388fE"(ptr sret([24 x i8]) align 8 %_8, ptr align 8 %iterator) #10
  br label %bb4

bb12:                                             ; preds = %bb1
  store i64 0, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %13, align 8
  %14 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %14, align 8
  br label %bb6

bb6:                                              ; preds = %bb5, %bb12
  ret void

bb4:                                              ; preds = %bb3
  %lower = load i64, ptr %_8, align 8
  %15 = call i64 @llvm.uadd.sat.i64(i64 %lower, i64 1)
  store i64 %15, ptr %3, align 8
  %v2 = load i64, ptr %3, align 8
; call core::cmp::Ord::max
  %initial_capacity = call i64 @_ZN4core3cmp3Ord3max17h0c539e7bd3a6fbdeE(i64 4, i64 %v2) #10
  br label %bb14

bb14:                                             ; preds = %bb4
; call alloc::raw_vec::RawVecInner<A>::with_capacity_in
  %16 = call { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE"(i64 %initial_capacity, i64 8, i64 8) #10
  %_26.0 = extractvalue { i64, ptr } %16, 0
  %_26.1 = extractvalue { i64, ptr } %16, 1
  br label %bb15

bb15:                                             ; preds = %bb14
  store i64 %_26.0, ptr %vector1, align 8
  %17 = getelementptr inbounds i8, ptr %vector1, i64 8
  store ptr %_26.1, ptr %17, align 8
  %18 = getelementptr inbounds i8, ptr %vector1, i64 16
  store i64 0, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %vector1, i64 8
  %_27 = load ptr, ptr %19, align 8
  store i64 %element, ptr %_27, align 8
  br label %bb16

bb16:                                             ; preds = %bb15
  br label %bb21

bb21:                                             ; preds = %bb16
  %self = load i64, ptr %vector1, align 8
  store i64 %self, ptr %_29, align 8
  br label %bb19

bb19:                                             ; preds = %bb21
  %20 = load i64, ptr %_29, align 8
; call alloc::vec::Vec<T,A>::set_len::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17h716b0da8867f4712E"(i64 1, i64 %20, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #10
  br label %bb18

bb18:                                             ; preds = %bb19
  %21 = getelementptr inbounds i8, ptr %vector1, i64 16
  store i64 1, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %vector, ptr align 8 %vector1, i64 24, i1 false)
  store i8 0, ptr %_20, align 1
  %_19.0 = load ptr, ptr %iterator, align 8
  %22 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_19.1 = load ptr, ptr %22, align 8
; call <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
  call void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h572ae70bf905ebe6E"(ptr align 8 %vector, ptr %_19.0, ptr %_19.1) #12
  br label %bb5

bb5:                                              ; preds = %bb18
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %vector, i64 24, i1 false)
  br label %bb6

bb7:                                              ; No predecessors!
; call core::ptr::drop_in_place<alloc::vec::Vec<usize>>
  call void @"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17h583e0cbb699b7d66E"(ptr align 8 %vector) #13
  br label %bb11

bb11:                                             ; preds = %bb9, %bb7
  %23 = load i8, ptr %_20, align 1
  %24 = trunc nuw i8 %23 to i1
  br i1 %24, label %bb10, label %bb8

bb9:                                              ; No predecessors!
  br label %bb11

bb2:                                              ; No predecessors!
  unreachable

bb8:                                              ; preds = %bb10, %bb11
  %25 = load ptr, ptr %2, align 8
  %26 = getelementptr inbounds i8, ptr %2, i64 8
  %27 = load i32, ptr %26, align 8
  %28 = insertvalue { ptr, i32 } poison, ptr %25, 0
  %29 = insertvalue { ptr, i32 } %28, i32 %27, 1
  resume { ptr, i32 } %29

bb10:                                             ; preds = %bb11
  br label %bb8

bb20:                                             ; No predecessors!
  unreachable
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h3fdb9da0bd709ec3E"(ptr align 8 %self, i64 %idx) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %idx1 = add i64 %_4, %idx
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_5 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hcd43384887362a2eE"(ptr align 8 %self, i64 %idx1) #10
  %_8 = getelementptr inbounds i8, ptr %self, i64 16
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
  %_7 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hcd43384887362a2eE"(ptr align 8 %_8, i64 %idx1) #10
  br label %bb2

bb2:                                              ; preds = %start
  %2 = insertvalue { ptr, ptr } poison, ptr %_5, 0
  %3 = insertvalue { ptr, ptr } %2, ptr %_7, 1
  ret { ptr, ptr } %3

bb3:                                              ; No predecessors!
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17he8048d60a2ad3ce8E"(ptr sret([48 x i8]) align 8 %_0, ptr %0, ptr %1, ptr %2, ptr %3) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %4 = alloca [16 x i8], align 8
  %b = alloca [16 x i8], align 8
  %a = alloca [16 x i8], align 8
  store ptr %0, ptr %a, align 8
  %5 = getelementptr inbounds i8, ptr %a, i64 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %b, align 8
  %6 = getelementptr inbounds i8, ptr %b, i64 8
  store ptr %3, ptr %6, align 8
; call core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v1 = call i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h06808c13a8312c6fE(ptr align 8 %a) #12
  br label %bb1

bb1:                                              ; preds = %start
; call core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
  %v2 = call i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h06808c13a8312c6fE(ptr align 8 %b) #12
  br label %bb2

bb2:                                              ; preds = %bb1
; call core::cmp::Ord::min
  %len = call i64 @_ZN4core3cmp3Ord3min17hc44c2a2200c14cc7E(i64 %v1, i64 %v2) #10
  br label %bb6

bb6:                                              ; preds = %bb2
  %_8.0 = load ptr, ptr %a, align 8
  %7 = getelementptr inbounds i8, ptr %a, i64 8
  %_8.1 = load ptr, ptr %7, align 8
  %_9.0 = load ptr, ptr %b, align 8
  %8 = getelementptr inbounds i8, ptr %b, i64 8
  %_9.1 = load ptr, ptr %8, align 8
  store ptr %_8.0, ptr %_0, align 8
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %_8.1, ptr %9, align 8
  %10 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %_9.0, ptr %10, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 8
  store ptr %_9.1, ptr %11, align 8
  %12 = getelementptr inbounds i8, ptr %_0, i64 32
  store i64 0, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 40
  store i64 %len, ptr %13, align 8
  ret void

bb3:                                              ; No predecessors!
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = load i32, ptr %15, align 8
  %17 = insertvalue { ptr, i32 } poison, ptr %14, 0
  %18 = insertvalue { ptr, i32 } %17, i32 %16, 1
  resume { ptr, i32 } %18
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$4fold17h2ca71a505d1e2ad9E"(ptr align 8 %self, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_19 = alloca [1 x i8], align 1
  %_18 = alloca [1 x i8], align 1
  %_14 = alloca [24 x i8], align 8
  %_9 = alloca [16 x i8], align 8
  %iter = alloca [16 x i8], align 8
  %_6 = alloca [24 x i8], align 8
  %accum = alloca [8 x i8], align 8
  %f = alloca [0 x i8], align 1
  store i8 1, ptr %_19, align 1
  store double %init, ptr %accum, align 8
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17h8e5cfa8f657883e6E"(ptr sret([24 x i8]) align 8 %_6, ptr align 8 %self) #10
  br label %bb1

bb1:                                              ; preds = %start
  %len = load i64, ptr %_6, align 8
  store i64 0, ptr %iter, align 8
  %1 = getelementptr inbounds i8, ptr %iter, i64 8
  store i64 %len, ptr %1, align 8
  br label %bb2

bb2:                                              ; preds = %bb4, %bb1
  %_25 = load i64, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  %_26 = load i64, ptr %2, align 8
  %_20 = icmp ult i64 %_25, %_26
  br i1 %_20, label %bb14, label %bb15

bb15:                                             ; preds = %bb2
  %_0 = load double, ptr %accum, align 8
  br label %bb5

bb14:                                             ; preds = %bb2
  %old = load i64, ptr %iter, align 8
  br label %bb16

bb5:                                              ; preds = %bb15
  ret double %_0

bb16:                                             ; preds = %bb14
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17hb8fd485daf0ad7e8E"(i64 %old, i64 1, ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #10
  br label %bb17

bb17:                                             ; preds = %bb16
  %_24 = add nuw i64 %old, 1
  store i64 %_24, ptr %iter, align 8
  %3 = getelementptr inbounds i8, ptr %_9, i64 8
  store i64 %old, ptr %3, align 8
  store i64 1, ptr %_9, align 8
  %4 = getelementptr inbounds i8, ptr %_9, i64 8
  %i = load i64, ptr %4, align 8
  store i8 0, ptr %_19, align 1
  store i8 1, ptr %_18, align 1
  %_15 = load double, ptr %accum, align 8
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::get_unchecked
  %5 = call { ptr, ptr } @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$13get_unchecked17h3fdb9da0bd709ec3E"(ptr align 8 %self, i64 %i) #10
  %_16.0 = extractvalue { ptr, ptr } %5, 0
  %_16.1 = extractvalue { ptr, ptr } %5, 1
  br label %bb3

bb3:                                              ; preds = %bb17
  store i8 0, ptr %_18, align 1
  store double %_15, ptr %_14, align 8
  %6 = getelementptr inbounds i8, ptr %_14, i64 8
  store ptr %_16.0, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %_16.1, ptr %7, align 8
  %8 = load double, ptr %_14, align 8
  %9 = getelementptr inbounds i8, ptr %_14, i64 8
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds i8, ptr %9, i64 8
  %12 = load ptr, ptr %11, align 8
; call core::iter::adapters::map::map_fold::{{closure}}
  %_12 = call double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hfc43af7b2e032c5aE"(ptr align 1 %f, double %8, ptr align 8 %10, ptr align 8 %12) #10
  br label %bb4

bb4:                                              ; preds = %bb3
  store double %_12, ptr %accum, align 8
  br label %bb2

bb11:                                             ; No predecessors!
  %13 = load i8, ptr %_18, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb10, label %bb13

bb13:                                             ; preds = %bb10, %bb11
  %15 = load i8, ptr %_19, align 1
  %16 = trunc nuw i8 %15 to i1
  br i1 %16, label %bb12, label %bb7

bb10:                                             ; preds = %bb11
  br label %bb13

bb7:                                              ; preds = %bb12, %bb13
  br label %bb8

bb12:                                             ; preds = %bb13
  br label %bb7

bb8:                                              ; preds = %bb7
  %17 = load ptr, ptr %0, align 8
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load i32, ptr %18, align 8
  %20 = insertvalue { ptr, i32 } poison, ptr %17, 0
  %21 = insertvalue { ptr, i32 } %20, i32 %19, 1
  resume { ptr, i32 } %21
}

; <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$9size_hint17h8e5cfa8f657883e6E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 40
  %_3 = load i64, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 32
  %_4 = load i64, ptr %1, align 8
  %_2 = sub i64 %_3, %_4
  store i64 %_2, ptr %_0, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %_2, ptr %3, align 8
  ret void
}

; <core::iter::adapters::take_while::TakeWhile<I,P> as core::iter::traits::iterator::Iterator>::try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h88c4c3fd5d4b59e3E"(ptr align 8 %self, ptr align 8 %fold) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_11 = alloca [1 x i8], align 1
  %_9 = alloca [24 x i8], align 8
  %self1 = alloca [1 x i8], align 1
  %v = alloca [1 x i8], align 1
  store i8 1, ptr %_11, align 1
  %1 = getelementptr inbounds i8, ptr %self, i64 24
  %2 = load i8, ptr %1, align 8
  %_4 = trunc nuw i8 %2 to i1
  br i1 %_4, label %bb1, label %bb2

bb2:                                              ; preds = %start
  %flag = getelementptr inbounds i8, ptr %self, i64 24
  %p = getelementptr inbounds i8, ptr %self, i64 16
  store i8 0, ptr %_11, align 1
  store ptr %p, ptr %_9, align 8
  %3 = getelementptr inbounds i8, ptr %_9, i64 8
  store ptr %fold, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %_9, i64 16
  store ptr %flag, ptr %4, align 8
; call core::iter::traits::iterator::Iterator::try_fold
  %5 = call i8 @_ZN4core4iter6traits8iterator8Iterator8try_fold17ha3eb7906d90aa08aE(ptr align 8 %self, ptr align 8 %_9) #10
  store i8 %5, ptr %self1, align 1
  br label %bb3

bb1:                                              ; preds = %start
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
  %6 = call zeroext i1 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h10273687bb7dd8c7E"() #10
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %v, align 1
  br label %bb12

bb3:                                              ; preds = %bb2
  %8 = load i8, ptr %self1, align 1
  %9 = icmp eq i8 %8, 2
  %_12 = select i1 %9, i64 0, i64 1
  %10 = trunc nuw i64 %_12 to i1
  br i1 %10, label %bb10, label %bb11

bb10:                                             ; preds = %bb3
  %11 = load i8, ptr %self1, align 1
  %12 = trunc nuw i8 %11 to i1
  %13 = zext i1 %12 to i8
  store i8 %13, ptr %v, align 1
  br label %bb8

bb11:                                             ; preds = %bb3
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
  %14 = call zeroext i1 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h10273687bb7dd8c7E"() #10
  %15 = zext i1 %14 to i8
  store i8 %15, ptr %v, align 1
  br label %bb13

bb13:                                             ; preds = %bb11
  br label %bb8

bb8:                                              ; preds = %bb10, %bb13
  br label %bb4

bb4:                                              ; preds = %bb12, %bb8
  %16 = load i8, ptr %v, align 1
  %17 = trunc nuw i8 %16 to i1
  ret i1 %17

bb9:                                              ; No predecessors!
  unreachable

bb12:                                             ; preds = %bb1
  br label %bb4

bb7:                                              ; No predecessors!
  %18 = load i8, ptr %_11, align 1
  %19 = trunc nuw i8 %18 to i1
  br i1 %19, label %bb6, label %bb5

bb5:                                              ; preds = %bb6, %bb7
  %20 = load ptr, ptr %0, align 8
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load i32, ptr %21, align 8
  %23 = insertvalue { ptr, i32 } poison, ptr %20, 0
  %24 = insertvalue { ptr, i32 } %23, i32 %22, 1
  resume { ptr, i32 } %24

bb6:                                              ; preds = %bb7
  br label %bb5
}

; <core::iter::adapters::take_while::TakeWhile<I,P> as core::iter::traits::iterator::Iterator>::try_fold::check::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold5check28_$u7b$$u7b$closure$u7d$$u7d$17he14bb3b9f5d24a46E"(ptr align 8 %_1, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_18 = alloca [1 x i8], align 1
  %_17 = alloca [1 x i8], align 1
  %_16 = alloca [1 x i8], align 1
  %_0 = alloca [1 x i8], align 1
  %x = alloca [8 x i8], align 8
  store ptr %0, ptr %x, align 8
  store i8 1, ptr %_17, align 1
  store i8 1, ptr %_16, align 1
  %_14 = load ptr, ptr %_1, align 8
; call rust_kernels::nth_prime::{{closure}}
  %_4 = call zeroext i1 @"_ZN12rust_kernels9nth_prime28_$u7b$$u7b$closure$u7d$$u7d$17h49756985eeeefbbaE"(ptr align 8 %_14, ptr align 8 %x) #10
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_4, label %bb2, label %bb4

bb4:                                              ; preds = %bb1
  %2 = getelementptr inbounds i8, ptr %_1, i64 16
  %_15 = load ptr, ptr %2, align 8
  store i8 1, ptr %_15, align 1
  store i8 0, ptr %_17, align 1
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
  %_12 = call zeroext i1 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h10273687bb7dd8c7E"() #10
  br label %bb5

bb2:                                              ; preds = %bb1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 8
  store i8 0, ptr %_17, align 1
  store i8 0, ptr %_16, align 1
  %_11 = load ptr, ptr %x, align 8
; call core::iter::traits::iterator::Iterator::all::check::{{closure}}
  %r = call zeroext i1 @"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E"(ptr align 8 %_8, ptr align 8 %_11) #10
  br label %bb3

bb5:                                              ; preds = %bb4
  %3 = zext i1 %_12 to i8
  store i8 %3, ptr %_0, align 1
  br label %bb6

bb6:                                              ; preds = %bb17, %bb5
  %4 = load i8, ptr %_0, align 1
  ret i8 %4

bb3:                                              ; preds = %bb2
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
  %5 = call zeroext i1 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h179ad6bb7d6cfbbeE"(i1 zeroext %r) #10
  %6 = zext i1 %5 to i8
  store i8 %6, ptr %_18, align 1
  br label %bb12

bb12:                                             ; preds = %bb3
  %7 = load i8, ptr %_18, align 1
  %8 = trunc nuw i8 %7 to i1
  %_19 = zext i1 %8 to i64
  %9 = trunc nuw i64 %_19 to i1
  br i1 %9, label %bb14, label %bb15

bb14:                                             ; preds = %bb12
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
  %_22 = call zeroext i1 @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17ha8a03a1f38f1f720E"() #10
  br label %bb16

bb15:                                             ; preds = %bb12
  store i8 2, ptr %_0, align 1
  br label %bb17

bb17:                                             ; preds = %bb16, %bb15
  br label %bb6

bb16:                                             ; preds = %bb14
  %10 = zext i1 %_22 to i8
  store i8 %10, ptr %_0, align 1
  br label %bb17

bb13:                                             ; No predecessors!
  unreachable

bb10:                                             ; No predecessors!
  %11 = load i8, ptr %_16, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb9, label %bb7

bb7:                                              ; preds = %bb9, %bb10
  %13 = load i8, ptr %_17, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb11, label %bb8

bb9:                                              ; preds = %bb10
  br label %bb7

bb8:                                              ; preds = %bb11, %bb7
  %15 = load ptr, ptr %1, align 8
  %16 = getelementptr inbounds i8, ptr %1, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb11:                                             ; preds = %bb7
  br label %bb8
}

; rust_kernels::dot::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN12rust_kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17h72f7e8ae20c919c2E"(ptr align 1 %_1, ptr align 8 %_2.0, ptr align 8 %_2.1) unnamed_addr #1 {
start:
; call <&f64 as core::ops::arith::Mul>::mul
  %_0 = call double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17heb5bd912d8fe6a0dE"(ptr align 8 %_2.0, ptr align 8 %_2.1, ptr align 8 @alloc_fee3c3f1d47a1678be7c3c2ae8b38ac5) #10
  ret double %_0
}

; rust_kernels::main
; Function Attrs: nounwind nonlazybind uwtable
define hidden void @_ZN12rust_kernels4main17hb03f3f275d0f6f63E() unnamed_addr #0 {
start:
  %_103 = alloca [16 x i8], align 8
  %args6 = alloca [16 x i8], align 8
  %_100 = alloca [8 x i8], align 8
  %_90 = alloca [16 x i8], align 8
  %args5 = alloca [16 x i8], align 8
  %lens = alloca [24 x i8], align 8
  %words = alloca [48 x i8], align 8
  %_73 = alloca [16 x i8], align 8
  %args4 = alloca [16 x i8], align 8
  %_71 = alloca [8 x i8], align 8
  %_64 = alloca [16 x i8], align 8
  %_63 = alloca [16 x i8], align 8
  %args3 = alloca [32 x i8], align 8
  %_61 = alloca [8 x i8], align 8
  %_59 = alloca [8 x i8], align 8
  %_52 = alloca [16 x i8], align 8
  %args2 = alloca [16 x i8], align 8
  %_48 = alloca [16 x i8], align 8
  %_39 = alloca [16 x i8], align 8
  %args1 = alloca [16 x i8], align 8
  %m = alloca [8 x i8], align 8
  %_29 = alloca [16 x i8], align 8
  %_26 = alloca [16 x i8], align 8
  %args = alloca [16 x i8], align 8
  %_18 = alloca [8 x i8], align 8
  %ys = alloca [24 x i8], align 8
  %xs = alloca [24 x i8], align 8
  %ts = alloca [24 x i8], align 8
; call core::iter::traits::iterator::Iterator::map
  %0 = call { i32, i32 } @_ZN4core4iter6traits8iterator8Iterator3map17hcc39aaf20ad84b0aE(i32 0, i32 16) #10
  %_2.0 = extractvalue { i32, i32 } %0, 0
  %_2.1 = extractvalue { i32, i32 } %0, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h30a12cf35a2c484aE(ptr sret([24 x i8]) align 8 %ts, i32 %_2.0, i32 %_2.1) #10
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %1 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h4d11717c84955031E"(ptr align 8 %ts) #10
  %_7.0 = extractvalue { ptr, i64 } %1, 0
  %_7.1 = extractvalue { ptr, i64 } %1, 1
; call core::slice::<impl [T]>::iter
  %2 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17ha33ae890d296754dE"(ptr align 8 %_7.0, i64 %_7.1) #10
  %_6.0 = extractvalue { ptr, ptr } %2, 0
  %_6.1 = extractvalue { ptr, ptr } %2, 1
; call core::iter::traits::iterator::Iterator::map
  %3 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h763d4ba55493cfa1E(ptr %_6.0, ptr %_6.1) #10
  %_5.0 = extractvalue { ptr, ptr } %3, 0
  %_5.1 = extractvalue { ptr, ptr } %3, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h9942c6641a410a1eE(ptr sret([24 x i8]) align 8 %xs, ptr %_5.0, ptr %_5.1) #10
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %4 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h4d11717c84955031E"(ptr align 8 %ts) #10
  %_12.0 = extractvalue { ptr, i64 } %4, 0
  %_12.1 = extractvalue { ptr, i64 } %4, 1
; call core::slice::<impl [T]>::iter
  %5 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17ha33ae890d296754dE"(ptr align 8 %_12.0, i64 %_12.1) #10
  %_11.0 = extractvalue { ptr, ptr } %5, 0
  %_11.1 = extractvalue { ptr, ptr } %5, 1
; call core::iter::traits::iterator::Iterator::map
  %6 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17he1ddbc30a5f78e6cE(ptr %_11.0, ptr %_11.1) #10
  %_10.0 = extractvalue { ptr, ptr } %6, 0
  %_10.1 = extractvalue { ptr, ptr } %6, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h6abb6a758af12164E(ptr sret([24 x i8]) align 8 %ys, ptr %_10.0, ptr %_10.1) #10
; call alloc::vec::Vec<T,A>::as_ptr
  %_19 = call ptr @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h23e8830b88943ba0E"(ptr align 8 %xs) #10
; call alloc::vec::Vec<T,A>::as_ptr
  %_21 = call ptr @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h23e8830b88943ba0E"(ptr align 8 %ys) #10
; call alloc::vec::Vec<T,A>::len
  %_23 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hebe1e66f45752debE"(ptr align 8 %xs) #10
  %7 = call double @dot(ptr %_19, ptr %_21, i64 %_23) #12
  store double %7, ptr %_18, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h562662bc753e0a5fE(ptr sret([16 x i8]) align 8 %_26, ptr align 8 %_18) #10
  %8 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %_26, i64 16, i1 false)
; call core::fmt::Arguments::new
  %9 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h6ceddeca624803acE(ptr align 1 @alloc_939ce5874a28e1df89d614b8050d45c0, ptr align 8 %args) #10
  %_15.0 = extractvalue { ptr, ptr } %9, 0
  %_15.1 = extractvalue { ptr, ptr } %9, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_15.0, ptr %_15.1) #12
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %10 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h4d11717c84955031E"(ptr align 8 %ys) #10
  %_30.0 = extractvalue { ptr, i64 } %10, 0
  %_30.1 = extractvalue { ptr, i64 } %10, 1
; call rust_kernels::mean
  %11 = call { i64, double } @_ZN12rust_kernels4mean17he774d2f9327da1c6E(ptr align 8 %_30.0, i64 %_30.1) #12
  %12 = extractvalue { i64, double } %11, 0
  %13 = extractvalue { i64, double } %11, 1
  store i64 %12, ptr %_29, align 8
  %14 = getelementptr inbounds i8, ptr %_29, i64 8
  store double %13, ptr %14, align 8
  %_32 = load i64, ptr %_29, align 8
  %15 = getelementptr inbounds i8, ptr %_29, i64 8
  %16 = load double, ptr %15, align 8
  %17 = trunc nuw i64 %_32 to i1
  br i1 %17, label %bb22, label %bb21

bb22:                                             ; preds = %start
  %18 = getelementptr inbounds i8, ptr %_29, i64 8
  %19 = load double, ptr %18, align 8
  store double %19, ptr %m, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h562662bc753e0a5fE(ptr sret([16 x i8]) align 8 %_39, ptr align 8 %m) #10
  %20 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args1, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %_39, i64 16, i1 false)
; call core::fmt::Arguments::new
  %21 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h6aba683a5ff40e88E(ptr align 1 @alloc_c280e0433dea6265b23681ee54b4c142, ptr align 8 %args1) #10
  %_35.0 = extractvalue { ptr, ptr } %21, 0
  %_35.1 = extractvalue { ptr, ptr } %21, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_35.0, ptr %_35.1) #12
  br label %bb26

bb21:                                             ; preds = %start
; call core::fmt::Arguments::from_str
  %22 = call { ptr, ptr } @_ZN4core3fmt9Arguments8from_str17hf39d142177806662E(ptr align 1 @alloc_11539abcabbe89bd53c2f0ef7b59e860, i64 6) #10
  %_43.0 = extractvalue { ptr, ptr } %22, 0
  %_43.1 = extractvalue { ptr, ptr } %22, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_43.0, ptr %_43.1) #12
  br label %bb26

bb26:                                             ; preds = %bb22, %bb21
; call rust_kernels::mean
  %23 = call { i64, double } @_ZN12rust_kernels4mean17he774d2f9327da1c6E(ptr align 8 inttoptr (i64 8 to ptr), i64 0) #12
  %24 = extractvalue { i64, double } %23, 0
  %25 = extractvalue { i64, double } %23, 1
  store i64 %24, ptr %_48, align 8
  %26 = getelementptr inbounds i8, ptr %_48, i64 8
  store double %25, ptr %26, align 8
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17he3cc0501969eb7d4E(ptr sret([16 x i8]) align 8 %_52, ptr align 8 %_48) #10
  %27 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args2, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 8 %_52, i64 16, i1 false)
; call core::fmt::Arguments::new
  %28 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hfd56d12b729231f0E(ptr align 1 @alloc_9387a050a7cc4466df17a546fc18abb7, ptr align 8 %args2) #10
  %_45.0 = extractvalue { ptr, ptr } %28, 0
  %_45.1 = extractvalue { ptr, ptr } %28, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_45.0, ptr %_45.1) #12
  %29 = call i64 @checked_ratio(i64 17, i64 5) #12
  store i64 %29, ptr %_59, align 8
  %30 = call i64 @checked_ratio(i64 1, i64 0) #12
  store i64 %30, ptr %_61, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h309918b670b66730E(ptr sret([16 x i8]) align 8 %_63, ptr align 8 %_59) #10
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h309918b670b66730E(ptr sret([16 x i8]) align 8 %_64, ptr align 8 %_61) #10
  %31 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args3, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %31, ptr align 8 %_63, i64 16, i1 false)
  %32 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args3, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %32, ptr align 8 %_64, i64 16, i1 false)
; call core::fmt::Arguments::new
  %33 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17ha14488bc672f00dfE(ptr align 1 @alloc_d6d42f253775c436365865e016cec541, ptr align 8 %args3) #10
  %_56.0 = extractvalue { ptr, ptr } %33, 0
  %_56.1 = extractvalue { ptr, ptr } %33, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_56.0, ptr %_56.1) #12
; call rust_kernels::nth_prime
  %34 = call i64 @_ZN12rust_kernels9nth_prime17h9655969c54aa6b16E(i64 20) #12
  store i64 %34, ptr %_71, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h6937fdc7f89c92b9E(ptr sret([16 x i8]) align 8 %_73, ptr align 8 %_71) #10
  %35 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args4, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %35, ptr align 8 %_73, i64 16, i1 false)
; call core::fmt::Arguments::new
  %36 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17h6ceddeca624803acE(ptr align 1 @alloc_a6ddb78eba5b8abb0ea1cb8d40937eac, ptr align 8 %args4) #10
  %_68.0 = extractvalue { ptr, ptr } %36, 0
  %_68.1 = extractvalue { ptr, ptr } %36, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_68.0, ptr %_68.1) #12
  %37 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 0
  store ptr @alloc_19bb968bf87d97aa8122af4bb473a80f, ptr %37, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  store i64 5, ptr %38, align 8
  %39 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 1
  store ptr @alloc_92cb8dbd9048800436c95cf5749d0776, ptr %39, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 8
  store i64 4, ptr %40, align 8
  %41 = getelementptr inbounds nuw { ptr, i64 }, ptr %words, i64 2
  store ptr @alloc_216b5aca98fdf70e80bac0db88a04971, ptr %41, align 8
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  store i64 5, ptr %42, align 8
; call core::slice::<impl [T]>::iter
  %43 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hfd745a083df1379bE"(ptr align 8 %words, i64 3) #10
  %_82.0 = extractvalue { ptr, ptr } %43, 0
  %_82.1 = extractvalue { ptr, ptr } %43, 1
; call core::iter::traits::iterator::Iterator::map
  %44 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h81fe4769a36287d7E(ptr %_82.0, ptr %_82.1) #10
  %_81.0 = extractvalue { ptr, ptr } %44, 0
  %_81.1 = extractvalue { ptr, ptr } %44, 1
; call core::iter::traits::iterator::Iterator::filter
  %45 = call { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6filter17h6753b8359cfab265E(ptr %_81.0, ptr %_81.1) #10
  %_80.0 = extractvalue { ptr, ptr } %45, 0
  %_80.1 = extractvalue { ptr, ptr } %45, 1
; call core::iter::traits::iterator::Iterator::collect
  call void @_ZN4core4iter6traits8iterator8Iterator7collect17h122db300998fc3ffE(ptr sret([24 x i8]) align 8 %lens, ptr %_80.0, ptr %_80.1) #10
; call core::fmt::rt::Argument::new_debug
  call void @_ZN4core3fmt2rt8Argument9new_debug17hc86fb64ab6d52868E(ptr sret([16 x i8]) align 8 %_90, ptr align 8 %lens) #10
  %46 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args5, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %46, ptr align 8 %_90, i64 16, i1 false)
; call core::fmt::Arguments::new
  %47 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hc6bb0f6171225c7eE(ptr align 1 @alloc_ea4ef2873fe68c69937e218d91f61b54, ptr align 8 %args5) #10
  %_86.0 = extractvalue { ptr, ptr } %47, 0
  %_86.1 = extractvalue { ptr, ptr } %47, 1
; call std::io::stdio::_print
  call void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr %_86.0, ptr %_86.1) #12
; call alloc::vec::Vec<T,A>::len
  %_94 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hebe1e66f45752debE"(ptr align 8 %ts) #10
  %_93 = icmp ne i64 %_94, 16
  br i1 %_93, label %bb49, label %bb53

bb53:                                             ; preds = %bb26
; call core::ptr::drop_in_place<alloc::vec::Vec<usize>>
  call void @"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17h583e0cbb699b7d66E"(ptr align 8 %lens) #12
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE"(ptr align 8 %ys) #12
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE"(ptr align 8 %xs) #12
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE"(ptr align 8 %ts) #12
  ret void

bb49:                                             ; preds = %bb26
; call alloc::vec::Vec<T,A>::len
  %48 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hebe1e66f45752debE"(ptr align 8 %ts) #10
  store i64 %48, ptr %_100, align 8
; call core::fmt::rt::Argument::new_display
  call void @_ZN4core3fmt2rt8Argument11new_display17h92fac6f39abd07b9E(ptr sret([16 x i8]) align 8 %_103, ptr align 8 %_100) #10
  %49 = getelementptr inbounds nuw %"core::fmt::rt::Argument<'_>", ptr %args6, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %49, ptr align 8 %_103, i64 16, i1 false)
; call core::fmt::Arguments::new
  %50 = call { ptr, ptr } @_ZN4core3fmt9Arguments3new17hca5bc4d1203a7ad5E(ptr align 1 @alloc_3800ebcd5d1d1b3e0c00b3087a8f8509, ptr align 8 %args6) #10
  %_97.0 = extractvalue { ptr, ptr } %50, 0
  %_97.1 = extractvalue { ptr, ptr } %50, 1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr %_97.0, ptr %_97.1, ptr align 8 @alloc_6ebee4b9f6d2458e5f1f8122998231c7) #11
  unreachable

bb20:                                             ; No predecessors!
  unreachable
}

; rust_kernels::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17h3f7ad3edaefe6ec2E"(ptr align 1 %_1, ptr align 8 %w) unnamed_addr #1 {
start:
  %_3.0 = load ptr, ptr %w, align 8
  %0 = getelementptr inbounds i8, ptr %w, i64 8
  %_3.1 = load i64, ptr %0, align 8
; call core::str::<impl str>::len
  %_0 = call i64 @"_ZN4core3str21_$LT$impl$u20$str$GT$3len17hb1cdc8085245d305E"(ptr align 1 %_3.0, i64 %_3.1) #10
  ret i64 %_0
}

; rust_kernels::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17h657450ef854d653dE"(ptr align 1 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %t = load double, ptr %_2, align 8
  %_0 = call double @signal(double 1.500000e+00, double 2.000000e+00, double 2.500000e-01, double %t) #12
  ret double %_0
}

; rust_kernels::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17hcc4d8044bbe8d09bE"(ptr align 1 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %l = load i64, ptr %_2, align 8
  %_0 = icmp ugt i64 %l, 4
  ret i1 %_0
}

; rust_kernels::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17he29342ae2475c044E"(ptr align 1 %_1, i32 %i) unnamed_addr #1 {
start:
  %_3 = sitofp i32 %i to double
  %_0 = fdiv double %_3, 1.600000e+01
  ret double %_0
}

; rust_kernels::main::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17hfbd891b671f5f4b2E"(ptr align 1 %_1, ptr align 8 %t) unnamed_addr #1 {
start:
  %_4 = load double, ptr %t, align 8
; call std::f64::<impl f64>::powf
  %_3 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powf17h9dd9501f4bba45ddE"(double %_4, double 1.500000e+00) #10
; call <&f64 as core::ops::arith::Add<f64>>::add
  %_6 = call double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Add$LT$f64$GT$$GT$3add17h3b2738d2829d25b9E"(ptr align 8 %t, double 1.000000e+00, ptr align 8 @alloc_454390aa7d80f707e0145cbace994c61) #10
; call std::f64::<impl f64>::sqrt
  %_5 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h29043c90fe985e63E"(double %_6) #10
  %_0 = fadd double %_3, %_5
  ret double %_0
}

; rust_kernels::mean
; Function Attrs: nounwind nonlazybind uwtable
define internal { i64, double } @_ZN12rust_kernels4mean17he774d2f9327da1c6E(ptr align 8 %v.0, i64 %v.1) unnamed_addr #0 {
start:
  %_0 = alloca [16 x i8], align 8
; call core::slice::<impl [T]>::is_empty
  %_2 = call zeroext i1 @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8is_empty17h95a32953706cd876E"(ptr align 8 %v.0, i64 %v.1) #10
  br i1 %_2, label %bb2, label %bb3

bb3:                                              ; preds = %start
; call core::slice::<impl [T]>::iter
  %0 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17ha33ae890d296754dE"(ptr align 8 %v.0, i64 %v.1) #10
  %_5.0 = extractvalue { ptr, ptr } %0, 0
  %_5.1 = extractvalue { ptr, ptr } %0, 1
; call core::iter::traits::iterator::Iterator::sum
  %_4 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h3c27531b222ade82E(ptr %_5.0, ptr %_5.1) #12
  %_6 = uitofp i64 %v.1 to double
  %_3 = fdiv double %_4, %_6
  %1 = getelementptr inbounds i8, ptr %_0, i64 8
  store double %_3, ptr %1, align 8
  store i64 1, ptr %_0, align 8
  br label %bb6

bb2:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb6

bb6:                                              ; preds = %bb2, %bb3
  %2 = load i64, ptr %_0, align 8
  %3 = getelementptr inbounds i8, ptr %_0, i64 8
  %4 = load double, ptr %3, align 8
  %5 = insertvalue { i64, double } poison, i64 %2, 0
  %6 = insertvalue { i64, double } %5, double %4, 1
  ret { i64, double } %6
}

; rust_kernels::nth_prime
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN12rust_kernels9nth_prime17h9655969c54aa6b16E(i64 %n) unnamed_addr #0 {
start:
  %_9 = alloca [32 x i8], align 8
  %k = alloca [8 x i8], align 8
  %primes = alloca [24 x i8], align 8
; call alloc::vec::Vec<T>::new
  call void @"_ZN5alloc3vec12Vec$LT$T$GT$3new17h908891d33c8cd1d8E"(ptr sret([24 x i8]) align 8 %primes) #10
  store i64 2, ptr %k, align 8
  br label %bb2

bb2:                                              ; preds = %bb11, %start
; call alloc::vec::Vec<T,A>::len
  %_5 = call i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h94d4d13a8f0a3416E"(ptr align 8 %primes) #10
  %_4 = icmp ult i64 %_5, %n
  br i1 %_4, label %bb4, label %bb12

bb12:                                             ; preds = %bb2
  %_24.0 = sub i64 %n, 1
  %_24.1 = icmp ult i64 %n, 1
  br i1 %_24.1, label %panic, label %bb13

bb4:                                              ; preds = %bb2
; call <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
  %0 = call { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hfcff6ae33e87b57cE"(ptr align 8 %primes) #10
  %_11.0 = extractvalue { ptr, i64 } %0, 0
  %_11.1 = extractvalue { ptr, i64 } %0, 1
; call core::slice::<impl [T]>::iter
  %1 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17had8a83fa7d7e798fE"(ptr align 8 %_11.0, i64 %_11.1) #10
  %_10.0 = extractvalue { ptr, ptr } %1, 0
  %_10.1 = extractvalue { ptr, ptr } %1, 1
; call core::iter::traits::iterator::Iterator::take_while
  call void @_ZN4core4iter6traits8iterator8Iterator10take_while17h19fdcd71f2df525aE(ptr sret([32 x i8]) align 8 %_9, ptr %_10.0, ptr %_10.1, ptr align 8 %k) #10
; call core::iter::traits::iterator::Iterator::all
  %_7 = call zeroext i1 @_ZN4core4iter6traits8iterator8Iterator3all17h3d3ea2e2ee528d13E(ptr align 8 %_9, ptr align 8 %k) #10
  br i1 %_7, label %bb9, label %bb10

bb13:                                             ; preds = %bb12
; call <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
  %_21 = call align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17hee9f5d7de5449af6E"(ptr align 8 %primes, i64 %_24.0, ptr align 8 @alloc_fee81639e8f74c1821ae348406f22028) #10
  %_0 = load i64, ptr %_21, align 8
; call core::ptr::drop_in_place<alloc::vec::Vec<u64>>
  call void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17h8f2f5ae5b7779ae2E"(ptr align 8 %primes) #12
  ret i64 %_0

panic:                                            ; preds = %bb12
; call core::panicking::panic_const::panic_const_sub_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8 @alloc_789586e8924bd171ab49f051906eba7c) #11
  unreachable

bb10:                                             ; preds = %bb9, %bb4
  %2 = load i64, ptr %k, align 8
  %_20.0 = add i64 %2, 1
  %_20.1 = icmp ult i64 %_20.0, %2
  br i1 %_20.1, label %panic1, label %bb11

bb9:                                              ; preds = %bb4
  %_19 = load i64, ptr %k, align 8
; call alloc::vec::Vec<T,A>::push
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h96c8584829701439E"(ptr align 8 %primes, i64 %_19) #10
  br label %bb10

bb11:                                             ; preds = %bb10
  store i64 %_20.0, ptr %k, align 8
  br label %bb2

panic1:                                           ; preds = %bb10
; call core::panicking::panic_const::panic_const_add_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8 @alloc_fe25155e79fa1c053b25a9924740843b) #11
  unreachable
}

; rust_kernels::nth_prime::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN12rust_kernels9nth_prime28_$u7b$$u7b$closure$u7d$$u7d$17h49756985eeeefbbaE"(ptr align 8 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %_7 = load ptr, ptr %_2, align 8
  %p = load i64, ptr %_7, align 8
  %0 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %p, i64 %p)
  %_5.0 = extractvalue { i64, i1 } %0, 0
  %_5.1 = extractvalue { i64, i1 } %0, 1
  br i1 %_5.1, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_8 = load ptr, ptr %_1, align 8
  %_6 = load i64, ptr %_8, align 8
  %_0 = icmp ule i64 %_5.0, %_6
  ret i1 %_0

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_mul_overflow
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8 @alloc_97e2892558cc8acece1dbc898845c5d8) #11
  unreachable
}

; rust_kernels::nth_prime::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN12rust_kernels9nth_prime28_$u7b$$u7b$closure$u7d$$u7d$17h8f2e0b6c3c22272fE"(ptr align 8 %_1, ptr align 8 %_2) unnamed_addr #1 {
start:
  %p = load i64, ptr %_2, align 8
  %_7 = load ptr, ptr %_1, align 8
  %_5 = load i64, ptr %_7, align 8
  %_6 = icmp eq i64 %p, 0
  br i1 %_6, label %panic, label %bb1

bb1:                                              ; preds = %start
  %_4 = urem i64 %_5, %p
  %_0 = icmp ne i64 %_4, 0
  ret i1 %_0

panic:                                            ; preds = %start
; call core::panicking::panic_const::panic_const_rem_by_zero
  call void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8 @alloc_ae291598bdc0ae29d76efe64e1bf6f70) #11
  unreachable
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17h5d5d5058452341f1E"(i1 zeroext %residual) unnamed_addr #1 {
start:
  %_0 = zext i1 %residual to i8
  ret i8 %_0
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17ha8a03a1f38f1f720E"() unnamed_addr #1 {
start:
  ret i1 true
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17hae56129971f7e2e3E"(i64 %residual) unnamed_addr #1 {
start:
  %0 = insertvalue { i64, i64 } { i64 1, i64 poison }, i64 %residual, 1
  ret { i64, i64 } %0
}

; std::rt::lang_start
; Function Attrs: nounwind nonlazybind uwtable
define hidden i64 @_ZN3std2rt10lang_start17hc69334915d0d3e43E(ptr %main, i64 %argc, ptr %argv, i8 %sigpipe) unnamed_addr #0 {
start:
  %_7 = alloca [8 x i8], align 8
  store ptr %main, ptr %_7, align 8
; call std::rt::lang_start_internal
  %_0 = call i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1 %_7, ptr align 8 @vtable.0, i64 %argc, ptr %argv, i8 %sigpipe) #12
  ret i64 %_0
}

; std::rt::lang_start::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E"(ptr align 8 %_1) unnamed_addr #1 {
start:
  %_4 = load ptr, ptr %_1, align 8
; call std::sys::backtrace::__rust_begin_short_backtrace
  call void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h828270e4311cc23fE(ptr %_4) #14
; call <() as std::process::Termination>::report
  %self = call i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h41c8e642f15448c3E"() #10
  %_0 = zext i8 %self to i32
  ret i32 %_0
}

; std::f64::<impl f64>::cos
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17h7ca0d50cb3953715E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.cos.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::powf
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4powf17h9dd9501f4bba45ddE"(double %self, double %n) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.pow.f64(double %self, double %n)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::f64::<impl f64>::sqrt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$4sqrt17h29043c90fe985e63E"(double %self) unnamed_addr #1 {
start:
  %0 = alloca [8 x i8], align 8
  %1 = call double @llvm.sqrt.f64(double %self)
  store double %1, ptr %0, align 8
  %_0 = load double, ptr %0, align 8
  ret double %_0
}

; std::sys::backtrace::__rust_begin_short_backtrace
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @_ZN3std3sys9backtrace28__rust_begin_short_backtrace17h828270e4311cc23fE(ptr %f) unnamed_addr #2 {
start:
; call core::ops::function::FnOnce::call_once
  call void @_ZN4core3ops8function6FnOnce9call_once17hd266db40ae47f0d7E(ptr %f) #10
  call void asm sideeffect "", "~{memory}"(), !srcloc !4
  ret void
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h15e041dbf85353e8E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call core::fmt::num::<impl core::fmt::Debug for usize>::fmt
  %_0 = call zeroext i1 @"_ZN4core3fmt3num52_$LT$impl$u20$core..fmt..Debug$u20$for$u20$usize$GT$3fmt17h91e10c957b5948ccE"(ptr align 8 %_3, ptr align 8 %f) #10
  ret i1 %_0
}

; <&T as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN42_$LT$$RF$T$u20$as$u20$core..fmt..Debug$GT$3fmt17h5b1bb19a461d58b3E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %_3 = load ptr, ptr %self, align 8
; call <f64 as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr align 8 %_3, ptr align 8 %f) #12
  ret i1 %_0
}

; <i32 as core::iter::range::Step>::steps_between
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$13steps_between17h1c2743cda54b16f0E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %start1, ptr align 4 %end) unnamed_addr #1 {
start:
  %_4 = load i32, ptr %start1, align 4
  %_5 = load i32, ptr %end, align 4
  %_3 = icmp sle i32 %_4, %_5
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.0, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.0, i64 8), align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %1, ptr %3, align 8
  br label %bb3

bb1:                                              ; preds = %start
  %self = sext i32 %_5 to i64
  %rhs = sext i32 %_4 to i64
  %_7 = sub i64 %self, %rhs
  store i64 %_7, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %4, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 %_7, ptr %5, align 8
  br label %bb3

bb3:                                              ; preds = %bb1, %bb2
  ret void
}

; <i32 as core::iter::range::Step>::forward_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h23f831ecb49ae2b7E"(i32 %start1, i64 %n) unnamed_addr #1 {
start:
  %self = alloca [8 x i8], align 4
  %rhs = trunc i64 %n to i32
  %0 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %start1, i32 %rhs)
  %_8.0 = extractvalue { i32, i1 } %0, 0
  %_8.1 = extractvalue { i32, i1 } %0, 1
  %_10 = icmp slt i32 %rhs, 0
  %b = xor i1 %_8.1, %_10
  br i1 %b, label %bb1, label %bb3

bb3:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %_8.0, ptr %1, align 4
  store i32 1, ptr %self, align 4
  %2 = getelementptr inbounds i8, ptr %self, i64 4
  %val = load i32, ptr %2, align 4
  ret i32 %val

bb1:                                              ; preds = %start
  %3 = load i32, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.1, align 4
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.1, i64 4), align 4
  store i32 %3, ptr %self, align 4
  %5 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %4, ptr %5, align 4
; call core::hint::unreachable_unchecked::precondition_check
  call void @_ZN4core4hint21unreachable_unchecked18precondition_check17h75dfb90b3ae8d448E(ptr align 8 @alloc_8a7813f1a038cd71090e4a0dcbf8eae3) #10
  unreachable
}

; <[T] as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE"(ptr align 8 %self.0, i64 %self.1, ptr align 8 %f) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  %_5 = alloca [16 x i8], align 8
; call <core::fmt::Formatter>::debug_list
  call void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8 %_5, ptr align 8 %f) #12
  br label %bb5

bb5:                                              ; preds = %start
  %_11 = getelementptr inbounds nuw i64, ptr %self.0, i64 %self.1
  store ptr %_11, ptr %end_or_len, align 8
  br label %bb6

bb6:                                              ; preds = %bb5
  %_6.1 = load ptr, ptr %end_or_len, align 8
; call core::fmt::builders::DebugList::entries
  %_3 = call align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h0af0f9512432b502E(ptr align 8 %_5, ptr %self.0, ptr %_6.1) #12
; call <core::fmt::builders::DebugList>::finish
  %_0 = call zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8 %_3) #12
  ret i1 %_0

bb4:                                              ; No predecessors!
  unreachable
}

; <&f64 as core::ops::arith::Mul>::mul
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN49_$LT$$RF$f64$u20$as$u20$core..ops..arith..Mul$GT$3mul17heb5bd912d8fe6a0dE"(ptr align 8 %self, ptr align 8 %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_4 = load double, ptr %other, align 8
  %_0 = fmul double %_3, %_4
  ret double %_0
}

; core::intrinsics::cold_path
; Function Attrs: cold nounwind nonlazybind uwtable
define internal void @_ZN4core10intrinsics9cold_path17h8a8f8f7bf236af53E() unnamed_addr #3 {
start:
  ret void
}

; core::cmp::Ord::max
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core3cmp3Ord3max17h0c539e7bd3a6fbdeE(i64 %0, i64 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_6 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %other = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  store i64 %1, ptr %other, align 8
  store i8 1, ptr %_6, align 1
  %_3.i = load i64, ptr %other, align 8
  %_4.i = load i64, ptr %self, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  %3 = load i64, ptr %other, align 8
  store i64 %3, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  store i8 0, ptr %_6, align 1
  %4 = load i64, ptr %self, align 8
  store i64 %4, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load i64, ptr %_0, align 8
  ret i64 %5

bb5:                                              ; No predecessors!
  br label %bb8

bb8:                                              ; preds = %bb5
  %6 = load i8, ptr %_6, align 1
  %7 = trunc nuw i8 %6 to i1
  br i1 %7, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::cmp::Ord::min
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @_ZN4core3cmp3Ord3min17hc44c2a2200c14cc7E(i64 %0, i64 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_6 = alloca [1 x i8], align 1
  %_0 = alloca [8 x i8], align 8
  %other = alloca [8 x i8], align 8
  %self = alloca [8 x i8], align 8
  store i64 %0, ptr %self, align 8
  store i64 %1, ptr %other, align 8
  store i8 1, ptr %_6, align 1
  %_3.i = load i64, ptr %other, align 8
  %_4.i = load i64, ptr %self, align 8
  %_0.i = icmp ult i64 %_3.i, %_4.i
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  store i8 0, ptr %_6, align 1
  %3 = load i64, ptr %self, align 8
  store i64 %3, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  %4 = load i64, ptr %other, align 8
  store i64 %4, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load i64, ptr %_0, align 8
  ret i64 %5

bb5:                                              ; No predecessors!
  br label %bb8

bb8:                                              ; preds = %bb5
  %6 = load i8, ptr %_6, align 1
  %7 = trunc nuw i8 %6 to i1
  br i1 %7, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12

bb7:                                              ; preds = %bb8
  br label %bb6
}

; core::cmp::impls::<impl core::cmp::PartialEq for ()>::eq
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3cmp5impls59_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$$LP$$RP$$GT$2eq17hf1f82126d5ab6137E"(ptr align 1 %self, ptr align 1 %_other) unnamed_addr #1 {
start:
  ret i1 true
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h309918b670b66730E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h562662bc753e0a5fE(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h6937fdc7f89c92b9E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_display
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument11new_display17h92fac6f39abd07b9E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt, ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17hc86fb64ab6d52868E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h29609c1408a92b93E", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::rt::Argument::new_debug
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3fmt2rt8Argument9new_debug17he3cc0501969eb7d4E(ptr sret([16 x i8]) align 8 %_0, ptr align 8 %x) unnamed_addr #1 {
start:
  %_2 = alloca [16 x i8], align 8
  store ptr %x, ptr %_2, align 8
  %0 = getelementptr inbounds i8, ptr %_2, i64 8
  store ptr @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc59a6c6a6f906fb5E", ptr %0, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %_2, i64 16, i1 false)
  ret void
}

; core::fmt::num::<impl core::fmt::Debug for usize>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3fmt3num52_$LT$impl$u20$core..fmt..Debug$u20$for$u20$usize$GT$3fmt17h91e10c957b5948ccE"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %0 = getelementptr inbounds i8, ptr %f, i64 16
  %_4 = load i32, ptr %0, align 8
  %_3 = and i32 %_4, 33554432
  %1 = icmp eq i32 %_3, 0
  br i1 %1, label %bb2, label %bb1

bb2:                                              ; preds = %start
  %2 = getelementptr inbounds i8, ptr %f, i64 16
  %_6 = load i32, ptr %2, align 8
  %_5 = and i32 %_6, 67108864
  %3 = icmp eq i32 %_5, 0
  br i1 %3, label %bb4, label %bb3

bb1:                                              ; preds = %start
; call <usize as core::fmt::LowerHex>::fmt
  %4 = call zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr align 8 %self, ptr align 8 %f) #12
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb6

bb4:                                              ; preds = %bb2
; call <usize as core::fmt::Display>::fmt
  %6 = call zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr align 8 %self, ptr align 8 %f) #12
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %_0, align 1
  br label %bb5

bb3:                                              ; preds = %bb2
; call <usize as core::fmt::UpperHex>::fmt
  %8 = call zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr align 8 %self, ptr align 8 %f) #12
  %9 = zext i1 %8 to i8
  store i8 %9, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb3, %bb4
  br label %bb6

bb6:                                              ; preds = %bb1, %bb5
  %10 = load i8, ptr %_0, align 1
  %11 = trunc nuw i8 %10 to i1
  ret i1 %11
}

; core::fmt::builders::DebugList::entries
; Function Attrs: nounwind nonlazybind uwtable
define internal align 8 ptr @_ZN4core3fmt8builders9DebugList7entries17h0af0f9512432b502E(ptr align 8 %self, ptr %entries.0, ptr %entries.1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %entry = alloca [8 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %iter = alloca [16 x i8], align 8
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %1 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h5790998d04e75dd4E"(ptr %entries.0, ptr %entries.1) #10
  %_3.0 = extractvalue { ptr, ptr } %1, 0
  %_3.1 = extractvalue { ptr, ptr } %1, 1
  store ptr %_3.0, ptr %iter, align 8
  %2 = getelementptr inbounds i8, ptr %iter, i64 8
  store ptr %_3.1, ptr %2, align 8
  br label %bb2

bb2:                                              ; preds = %bb8, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %3 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he8569ae719df413dE"(ptr align 8 %iter) #10
  store ptr %3, ptr %_5, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %4 = load ptr, ptr %_5, align 8
  %5 = ptrtoint ptr %4 to i64
  %6 = icmp eq i64 %5, 0
  %_7 = select i1 %6, i64 0, i64 1
  %7 = trunc nuw i64 %_7 to i1
  br i1 %7, label %bb5, label %bb6

bb5:                                              ; preds = %bb3
  %8 = load ptr, ptr %_5, align 8
  store ptr %8, ptr %entry, align 8
; call <core::fmt::builders::DebugList>::entry
  %_9 = call align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr align 8 %self, ptr align 1 %entry, ptr align 8 @vtable.1) #12
  br label %bb7

bb6:                                              ; preds = %bb3
  ret ptr %self

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb2

bb10:                                             ; No predecessors!
  br label %bb11

bb11:                                             ; preds = %bb10
  %9 = load ptr, ptr %0, align 8
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i32, ptr %10, align 8
  %12 = insertvalue { ptr, i32 } poison, ptr %9, 0
  %13 = insertvalue { ptr, i32 } %12, i32 %11, 1
  resume { ptr, i32 } %13

bb4:                                              ; No predecessors!
  unreachable
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h6aba683a5ff40e88E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17h6ceddeca624803acE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17ha14488bc672f00dfE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hc6bb0f6171225c7eE(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hca5bc4d1203a7ad5E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments3new17hfd56d12b729231f0E(ptr align 1 %template, ptr align 8 %args) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %template, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %args, 1
  ret { ptr, ptr } %1
}

; core::fmt::Arguments::from_str
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core3fmt9Arguments8from_str17hf39d142177806662E(ptr align 1 %s.0, i64 %s.1) unnamed_addr #1 {
start:
  %_6 = shl i64 %s.1, 1
  %_5 = or i64 %_6, 1
  %_4 = inttoptr i64 %_5 to ptr
  %0 = insertvalue { ptr, ptr } poison, ptr %s.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_4, 1
  ret { ptr, ptr } %1
}

; core::num::<impl i64>::checked_div
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core3num21_$LT$impl$u20$i64$GT$11checked_div17h4698e58332e35933E"(i64 %self, i64 %rhs) unnamed_addr #1 {
start:
  %b = alloca [1 x i8], align 1
  %_0 = alloca [16 x i8], align 8
  %0 = icmp eq i64 %rhs, 0
  br i1 %0, label %bb1, label %bb2

bb1:                                              ; preds = %start
  store i8 1, ptr %b, align 1
  br label %bb6

bb2:                                              ; preds = %start
  %1 = icmp eq i64 %self, -9223372036854775808
  br i1 %1, label %bb3, label %bb4

bb6:                                              ; preds = %bb3, %bb1
  %2 = load i64, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.0, align 8
  %3 = load i64, ptr getelementptr inbounds (i8, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.0, i64 8), align 8
  store i64 %2, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %3, ptr %4, align 8
  br label %bb5

bb3:                                              ; preds = %bb2
  %5 = icmp eq i64 %rhs, -1
  %6 = zext i1 %5 to i8
  store i8 %6, ptr %b, align 1
  %7 = load i8, ptr %b, align 1
  %8 = trunc nuw i8 %7 to i1
  br i1 %8, label %bb6, label %bb8

bb4:                                              ; preds = %bb2
  store i8 0, ptr %b, align 1
  br label %bb8

bb8:                                              ; preds = %bb4, %bb3
  %_4 = sdiv i64 %self, %rhs
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %_4, ptr %9, align 8
  store i64 1, ptr %_0, align 8
  br label %bb5

bb5:                                              ; preds = %bb8, %bb6
  %10 = load i64, ptr %_0, align 8
  %11 = getelementptr inbounds i8, ptr %_0, i64 8
  %12 = load i64, ptr %11, align 8
  %13 = insertvalue { i64, i64 } poison, i64 %10, 0
  %14 = insertvalue { i64, i64 } %13, i64 %12, 1
  ret { i64, i64 } %14
}

; core::num::<impl usize>::unchecked_add::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17hb8fd485daf0ad7e8E"(i64 %lhs, i64 %rhs, ptr align 8 %0) unnamed_addr #1 {
start:
  %_7.0 = add i64 %lhs, %rhs
  %_7.1 = icmp ult i64 %_7.0, %lhs
  br i1 %_7.1, label %bb1, label %bb2

bb2:                                              ; preds = %start
  ret void

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_3e1ebac14318b612ab4efabc52799932, ptr inttoptr (i64 373 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable
}

; core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hccce95c1d6e75805E"(ptr align 8 %self, ptr align 8 %0) unnamed_addr #0 {
start:
  %args = alloca [8 x i8], align 8
  store ptr %0, ptr %args, align 8
  %_3 = load ptr, ptr %self, align 8
  %1 = load ptr, ptr %args, align 8
; call rust_kernels::main::{{closure}}
  %_0 = call zeroext i1 @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17hcc4d8044bbe8d09bE"(ptr align 1 %_3, ptr align 8 %1) #10
  ret i1 %_0
}

; core::ops::function::FnOnce::call_once{{vtable.shim}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @"_ZN4core3ops8function6FnOnce40call_once$u7b$$u7b$vtable.shim$u7d$$u7d$17h3da879ac08440ef8E"(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %0 = load ptr, ptr %_1, align 8
; call core::ops::function::FnOnce::call_once
  %_0 = call i32 @_ZN4core3ops8function6FnOnce9call_once17h2e62b35eaee58646E(ptr %0) #10
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i32 @_ZN4core3ops8function6FnOnce9call_once17h2e62b35eaee58646E(ptr %0) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  %_1 = alloca [8 x i8], align 8
  store ptr %0, ptr %_1, align 8
; call std::rt::lang_start::{{closure}}
  %_0 = call i32 @"_ZN3std2rt10lang_start28_$u7b$$u7b$closure$u7d$$u7d$17he4320e0845b6e313E"(ptr align 8 %_1) #10
  ret i32 %_0
}

; core::ops::function::FnOnce::call_once
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core3ops8function6FnOnce9call_once17hd266db40ae47f0d7E(ptr %_1) unnamed_addr #1 {
start:
  %_2 = alloca [0 x i8], align 1
  call void %_1() #12
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,rust_kernels::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr222drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h50edf480580b2a9aE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h20ac4708028c665bE"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr222drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h99c04bcf94a661cfE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h20ac4708028c665bE"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr222drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hd26628b633b4c021E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
  call void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h20ac4708028c665bE"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr319drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hc21ebcfbb156202fE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,rust_kernels::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr222drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h50edf480580b2a9aE"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr319drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h650ee96296470e76E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr222drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h99c04bcf94a661cfE"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr319drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h8f6434a05582dae1E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>
  call void @"_ZN4core3ptr222drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hd26628b633b4c021E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr464drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb69fa7f72ffa88daE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr319drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hc21ebcfbb156202fE"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h1515c3b5fdaaa4e6E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr319drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h650ee96296470e76E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb0cc74b1a7350ab7E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call core::ptr::drop_in_place<core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr319drop_in_place$LT$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h8f6434a05582dae1E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hc37853fe46ba316aE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4db850d900163c01E"(ptr align 8 %_1) #12
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
  call void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h752653bcc6670da7E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<u64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$u64$GT$$GT$17h8f2f5ae5b7779ae2E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h642055d3d588b7bdE"(ptr align 8 %_1) #12
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<u64>>
  call void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u64$GT$$GT$17hab4e95da642e46b9E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::vec::Vec<usize>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr49drop_in_place$LT$alloc..vec..Vec$LT$usize$GT$$GT$17h583e0cbb699b7d66E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17haa43227bd33a88bfE"(ptr align 8 %_1) #12
; call core::ptr::drop_in_place<alloc::raw_vec::RawVec<usize>>
  call void @"_ZN4core3ptr56drop_in_place$LT$alloc..raw_vec..RawVec$LT$usize$GT$$GT$17h3446358eba3304dcE"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<f64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$f64$GT$$GT$17h752653bcc6670da7E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h7281c2e34d668e95E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<u64>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr54drop_in_place$LT$alloc..raw_vec..RawVec$LT$u64$GT$$GT$17hab4e95da642e46b9E"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h172e731ae4d76809E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::raw_vec::RawVec<usize>>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr56drop_in_place$LT$alloc..raw_vec..RawVec$LT$usize$GT$$GT$17h3446358eba3304dcE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
  call void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha63306d4515ee740E"(ptr align 8 %_1) #12
  ret void
}

; core::ptr::drop_in_place<alloc::vec::set_len_on_drop::SetLenOnDrop>
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr62drop_in_place$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$GT$17h20ac4708028c665bE"(ptr align 8 %_1) unnamed_addr #0 {
start:
; call <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
  call void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9169a2c41b184c94E"(ptr align 8 %_1) #10
  ret void
}

; core::ptr::const_ptr::<impl *const T>::is_aligned_to
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h2daa78f69719c9ffE"(ptr %self, i64 %align) unnamed_addr #1 {
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_fad0cd83b7d1858a846a172eb260e593, ptr inttoptr (i64 85 to ptr), ptr align 8 @alloc_180ab55c3ad9891a0d81c48ca2ae33fa) #11
  unreachable
}

; core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h0d3b7d5dc4a1d2c5E"(ptr %this, ptr %origin, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp uge ptr %this, %origin
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_de4e626d456b04760e72bc785ed7e52a, ptr inttoptr (i64 403 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; core::str::<impl str>::len
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN4core3str21_$LT$impl$u20$str$GT$3len17hb1cdc8085245d305E"(ptr align 1 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  ret i64 %self.1
}

; core::hint::assert_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint16assert_unchecked18precondition_check17h41f02e00ba69046fE(i1 zeroext %cond, ptr align 8 %0) unnamed_addr #1 {
start:
  br i1 %cond, label %bb2, label %bb1

bb1:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_64e308ef4babfeb8b6220184de794a17, ptr inttoptr (i64 443 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable

bb2:                                              ; preds = %start
  ret void
}

; core::hint::unreachable_unchecked::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4hint21unreachable_unchecked18precondition_check17h75dfb90b3ae8d448E(ptr align 8 %0) unnamed_addr #1 {
start:
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_75fb06c2453febd814e73f5f2e72ae38, ptr inttoptr (i64 399 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h98394fdd545fbb3bE"(ptr align 4 %self) unnamed_addr #1 {
start:
; call <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
  %0 = call { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h8d94b82f717d0456E"(ptr align 4 %self) #10
  %_0.0 = extractvalue { i32, i32 } %0, 0
  %_0.1 = extractvalue { i32, i32 } %0, 1
  %1 = insertvalue { i32, i32 } poison, i32 %_0.0, 0
  %2 = insertvalue { i32, i32 } %1, i32 %_0.1, 1
  ret { i32, i32 } %2
}

; core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$9size_hint17h403ddc2a8d035cb4E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self) unnamed_addr #1 {
start:
  %_4 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i = load i32, ptr %self, align 4
  %_4.i = load i32, ptr %_4, align 4
  %_0.i = icmp slt i32 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb3

bb3:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  %0 = load i64, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.2, align 8
  %1 = load i64, ptr getelementptr inbounds (i8, ptr @anon.e61d2208e53adbf25968ea522e7b9cf1.2, i64 8), align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %0, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 %1, ptr %3, align 8
  br label %bb4

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds i8, ptr %self, i64 4
; call <i32 as core::iter::range::Step>::steps_between
  call void @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$13steps_between17h1c2743cda54b16f0E"(ptr sret([24 x i8]) align 8 %_0, ptr align 4 %self, ptr align 4 %_6) #10
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  ret void
}

; core::iter::traits::iterator::Iterator::take_while
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator10take_while17h19fdcd71f2df525aE(ptr sret([32 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %predicate) unnamed_addr #1 {
start:
  store ptr %self.0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr %self.1, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 24
  store i8 0, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 16
  store ptr %predicate, ptr %2, align 8
  ret void
}

; core::iter::traits::iterator::Iterator::all
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @_ZN4core4iter6traits8iterator8Iterator3all17h3d3ea2e2ee528d13E(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [1 x i8], align 1
; call <core::iter::adapters::take_while::TakeWhile<I,P> as core::iter::traits::iterator::Iterator>::try_fold
  %0 = call zeroext i1 @"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h88c4c3fd5d4b59e3E"(ptr align 8 %self, ptr align 8 %f) #10
  %1 = zext i1 %0 to i8
  store i8 %1, ptr %_4, align 1
; call <core::ops::control_flow::ControlFlow<B,C> as core::cmp::PartialEq>::eq
  %_0 = call zeroext i1 @"_ZN90_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17ha58612fab59c08a7E"(ptr align 1 %_4, ptr align 1 @alloc_914b2c69d7eca30497b9feaf15ac92f1) #10
  ret i1 %_0
}

; core::iter::traits::iterator::Iterator::all::check::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core4iter6traits8iterator8Iterator3all5check28_$u7b$$u7b$closure$u7d$$u7d$17h055afdc77e6d6560E"(ptr align 8 %_1, ptr align 8 %x) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
; call rust_kernels::nth_prime::{{closure}}
  %_4 = call zeroext i1 @"_ZN12rust_kernels9nth_prime28_$u7b$$u7b$closure$u7d$$u7d$17h8f2e0b6c3c22272fE"(ptr align 8 %_1, ptr align 8 %x) #10
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %start
  store i8 1, ptr %_0, align 1
  br label %bb4

bb2:                                              ; preds = %start
  store i8 0, ptr %_0, align 1
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %0 = load i8, ptr %_0, align 1
  %1 = trunc nuw i8 %0 to i1
  ret i1 %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3map17h26140b9a9e4fb4f0E(ptr sret([48 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_0, ptr align 8 %self, i64 48, i1 false)
  ret void
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h763d4ba55493cfa1E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17h81fe4769a36287d7E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @_ZN4core4iter6traits8iterator8Iterator3map17hcc39aaf20ad84b0aE(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; core::iter::traits::iterator::Iterator::map
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator3map17he1ddbc30a5f78e6cE(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h3c27531b222ade82E(ptr %self.0, ptr %self.1) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum
  %_0 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17h5d49864065643efdE"(ptr %self.0, ptr %self.1) #12
  ret double %_0
}

; core::iter::traits::iterator::Iterator::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @_ZN4core4iter6traits8iterator8Iterator3sum17h4e647d0e28221ffdE(ptr align 8 %self) unnamed_addr #0 {
start:
; call <f64 as core::iter::traits::accum::Sum>::sum
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h62a3ad541e9e7ffaE"(ptr align 8 %self) #12
  ret double %_0
}

; core::iter::traits::iterator::Iterator::zip
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator3zip17h0f3849173dff7cbdE(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr align 8 %other.0, i64 %other.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_5 = alloca [1 x i8], align 1
  store i8 1, ptr %_5, align 1
; call core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
  %1 = call { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17hd65f2a63133e927aE"(ptr align 8 %other.0, i64 %other.1) #12
  %b.0 = extractvalue { ptr, ptr } %1, 0
  %b.1 = extractvalue { ptr, ptr } %1, 1
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_5, align 1
; call <core::iter::adapters::zip::Zip<A,B> as core::iter::adapters::zip::ZipImpl<A,B>>::new
  call void @"_ZN111_$LT$core..iter..adapters..zip..Zip$LT$A$C$B$GT$$u20$as$u20$core..iter..adapters..zip..ZipImpl$LT$A$C$B$GT$$GT$3new17he8048d60a2ad3ce8E"(ptr sret([48 x i8]) align 8 %_0, ptr %self.0, ptr %self.1, ptr %b.0, ptr %b.1) #12
  br label %bb5

bb5:                                              ; preds = %bb1
  ret void

bb4:                                              ; No predecessors!
  %2 = load i8, ptr %_5, align 1
  %3 = trunc nuw i8 %2 to i1
  br i1 %3, label %bb3, label %bb2

bb2:                                              ; preds = %bb3, %bb4
  %4 = load ptr, ptr %0, align 8
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i32, ptr %5, align 8
  %7 = insertvalue { ptr, i32 } poison, ptr %4, 0
  %8 = insertvalue { ptr, i32 } %7, i32 %6, 1
  resume { ptr, i32 } %8

bb3:                                              ; preds = %bb4
  br label %bb2
}

; core::iter::traits::iterator::Iterator::find
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator4find17h082548dbf28bbadeE(ptr align 8 %self, ptr align 1 %predicate) unnamed_addr #1 {
start:
  %self1 = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::try_fold
  %0 = call { i64, i64 } @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold17h1f6fd1c269c4662eE"(ptr align 8 %self, ptr align 1 %predicate) #12
  %1 = extractvalue { i64, i64 } %0, 0
  %2 = extractvalue { i64, i64 } %0, 1
  store i64 %1, ptr %self1, align 8
  %3 = getelementptr inbounds i8, ptr %self1, i64 8
  store i64 %2, ptr %3, align 8
  %_5 = load i64, ptr %self1, align 8
  %4 = getelementptr inbounds i8, ptr %self1, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = trunc nuw i64 %_5 to i1
  br i1 %6, label %bb3, label %bb4

bb3:                                              ; preds = %start
  %7 = getelementptr inbounds i8, ptr %self1, i64 8
  %x = load i64, ptr %7, align 8
  %8 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %x, ptr %8, align 8
  store i64 1, ptr %_0, align 8
  br label %bb7

bb4:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb7

bb7:                                              ; preds = %bb3, %bb4
  %_7 = load i64, ptr %self1, align 8
  %9 = getelementptr inbounds i8, ptr %self1, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb5, label %bb6

bb5:                                              ; preds = %bb6, %bb7
  %12 = load i64, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  %14 = load i64, ptr %13, align 8
  %15 = insertvalue { i64, i64 } poison, i64 %12, 0
  %16 = insertvalue { i64, i64 } %15, i64 %14, 1
  ret { i64, i64 } %16

bb6:                                              ; preds = %bb7
  br label %bb5

bb2:                                              ; No predecessors!
  unreachable
}

; core::iter::traits::iterator::Iterator::find::check::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter6traits8iterator8Iterator4find5check28_$u7b$$u7b$closure$u7d$$u7d$17h651ad53efa2322fbE"(ptr align 8 %_1, i64 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %1 = alloca [16 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %x = alloca [8 x i8], align 8
  store i64 %0, ptr %x, align 8
; call core::ops::function::impls::<impl core::ops::function::FnMut<A> for &mut F>::call_mut
  %_4 = call zeroext i1 @"_ZN4core3ops8function5impls79_$LT$impl$u20$core..ops..function..FnMut$LT$A$GT$$u20$for$u20$$RF$mut$u20$F$GT$8call_mut17hccce95c1d6e75805E"(ptr align 8 %_1, ptr align 8 %x) #12
  br label %bb1

bb1:                                              ; preds = %start
  br i1 %_4, label %bb2, label %bb3

bb3:                                              ; preds = %bb1
  store i64 0, ptr %_0, align 8
  br label %bb4

bb2:                                              ; preds = %bb1
  %_8 = load i64, ptr %x, align 8
  %2 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %_8, ptr %2, align 8
  store i64 1, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %3 = load i64, ptr %_0, align 8
  %4 = getelementptr inbounds i8, ptr %_0, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = insertvalue { i64, i64 } poison, i64 %3, 0
  %7 = insertvalue { i64, i64 } %6, i64 %5, 1
  ret { i64, i64 } %7

bb5:                                              ; No predecessors!
  %8 = load ptr, ptr %1, align 8
  %9 = getelementptr inbounds i8, ptr %1, i64 8
  %10 = load i32, ptr %9, align 8
  %11 = insertvalue { ptr, i32 } poison, ptr %8, 0
  %12 = insertvalue { ptr, i32 } %11, i32 %10, 1
  resume { ptr, i32 } %12
}

; core::iter::traits::iterator::Iterator::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator4fold17h55cda601a4525ef5E(i32 %0, i32 %1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_13 = alloca [1 x i8], align 1
  %_5 = alloca [8 x i8], align 4
  %self = alloca [8 x i8], align 4
  store i32 %0, ptr %self, align 4
  %3 = getelementptr inbounds i8, ptr %self, i64 4
  store i32 %1, ptr %3, align 4
  store i8 1, ptr %_13, align 1
  br label %bb1

bb1:                                              ; preds = %bb4, %start
; call core::iter::range::<impl core::iter::traits::iterator::Iterator for core::ops::range::Range<A>>::next
  %4 = call { i32, i32 } @"_ZN4core4iter5range101_$LT$impl$u20$core..iter..traits..iterator..Iterator$u20$for$u20$core..ops..range..Range$LT$A$GT$$GT$4next17h98394fdd545fbb3bE"(ptr align 4 %self) #10
  %5 = extractvalue { i32, i32 } %4, 0
  %6 = extractvalue { i32, i32 } %4, 1
  store i32 %5, ptr %_5, align 4
  %7 = getelementptr inbounds i8, ptr %_5, i64 4
  store i32 %6, ptr %7, align 4
  br label %bb2

bb2:                                              ; preds = %bb1
  %8 = load i32, ptr %_5, align 4
  %9 = getelementptr inbounds i8, ptr %_5, i64 4
  %10 = load i32, ptr %9, align 4
  %_7 = zext i32 %8 to i64
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb3, label %bb5

bb3:                                              ; preds = %bb2
  %12 = getelementptr inbounds i8, ptr %_5, i64 4
  %x = load i32, ptr %12, align 4
  store i8 0, ptr %_13, align 1
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha19f01cdeab1ffc6E"(ptr align 8 %f, i32 %x) #10
  br label %bb4

bb5:                                              ; preds = %bb2
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr464drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb69fa7f72ffa88daE"(ptr align 8 %f) #12
  br label %bb6

bb4:                                              ; preds = %bb3
  store i8 1, ptr %_13, align 1
  br label %bb1

bb6:                                              ; preds = %bb5
  ret void

bb13:                                             ; No predecessors!
  unreachable

bb12:                                             ; No predecessors!
  %13 = load i8, ptr %_13, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb11, label %bb8

bb8:                                              ; preds = %bb11, %bb12
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<i32,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::ops::range::Range<i32>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr464drop_in_place$LT$core..iter..adapters..map..map_fold$LT$i32$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..ops..range..Range$LT$i32$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb69fa7f72ffa88daE"(ptr align 8 %f) #13
  br label %bb9

bb11:                                             ; preds = %bb12
  br label %bb8

bb9:                                              ; preds = %bb8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds i8, ptr %2, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19
}

; core::iter::traits::iterator::Iterator::filter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @_ZN4core4iter6traits8iterator8Iterator6filter17h6753b8359cfab265E(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h122db300998fc3ffE(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hb75ca1e78e707274E"(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) #10
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h30a12cf35a2c484aE(ptr sret([24 x i8]) align 8 %_0, i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h014113bdb4ca35e6E"(ptr sret([24 x i8]) align 8 %_0, i32 %self.0, i32 %self.1) #10
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h6abb6a758af12164E(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hd34e81cd1c89dd80E"(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) #10
  ret void
}

; core::iter::traits::iterator::Iterator::collect
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator7collect17h9942c6641a410a1eE(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
; call <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
  call void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hb88e4d8f7117614aE"(ptr sret([24 x i8]) align 8 %_0, ptr %self.0, ptr %self.1) #10
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h0cc16dd2f1722089E(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hdee65bbdfaca404dE"(ptr %self.0, ptr %self.1, ptr align 8 %_4) #12
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17h197a2259f911344bE(i32 %self.0, i32 %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hab814d73f1a1e69eE"(i32 %self.0, i32 %self.1, ptr align 8 %_4) #12
  ret void
}

; core::iter::traits::iterator::Iterator::for_each
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core4iter6traits8iterator8Iterator8for_each17hc007b62b93f3abc9E(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 {
start:
  %_4 = alloca [24 x i8], align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %_4, ptr align 8 %f, i64 24, i1 false)
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h730640d783fa50fdE"(ptr %self.0, ptr %self.1, ptr align 8 %_4) #12
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3e3bf931d5521027E"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h44d6617f4dadd980E"(ptr align 8 %_1, double %item) #10
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hb5679d36a9716686E"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h1bb1c5edb3b678e7E"(ptr align 8 %_1, double %item) #10
  ret void
}

; core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17heddc6454d6d79265E"(ptr align 8 %_1, double %item) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hee97b92deccef782E"(ptr align 8 %_1, double %item) #10
  ret void
}

; core::iter::traits::iterator::Iterator::try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @_ZN4core4iter6traits8iterator8Iterator8try_fold17ha3eb7906d90aa08aE(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_17 = alloca [1 x i8], align 1
  %_8 = alloca [1 x i8], align 1
  %_5 = alloca [8 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  store i8 1, ptr %_17, align 1
  br label %bb1

bb1:                                              ; preds = %bb7, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %1 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hfa784f8a0363fd7eE"(ptr align 8 %self) #10
  store ptr %1, ptr %_5, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %2 = load ptr, ptr %_5, align 8
  %3 = ptrtoint ptr %2 to i64
  %4 = icmp eq i64 %3, 0
  %_6 = select i1 %4, i64 0, i64 1
  %5 = trunc nuw i64 %_6 to i1
  br i1 %5, label %bb3, label %bb10

bb3:                                              ; preds = %bb2
  %x = load ptr, ptr %_5, align 8
  store i8 0, ptr %_17, align 1
; call <core::iter::adapters::take_while::TakeWhile<I,P> as core::iter::traits::iterator::Iterator>::try_fold::check::{{closure}}
  %_9 = call i8 @"_ZN115_$LT$core..iter..adapters..take_while..TakeWhile$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$8try_fold5check28_$u7b$$u7b$closure$u7d$$u7d$17he14bb3b9f5d24a46E"(ptr align 8 %f, ptr align 8 %x) #10
  br label %bb4

bb10:                                             ; preds = %bb2
  store i8 0, ptr %_17, align 1
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
  %6 = call i8 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h230ef505f577cca6E"() #10
  store i8 %6, ptr %_0, align 1
  br label %bb11

bb4:                                              ; preds = %bb3
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
  %7 = call i8 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h7f7a69d8fccd7b5aE"(i8 %_9) #10
  store i8 %7, ptr %_8, align 1
  br label %bb5

bb5:                                              ; preds = %bb4
  %8 = load i8, ptr %_8, align 1
  %9 = icmp eq i8 %8, 2
  %_13 = select i1 %9, i64 0, i64 1
  %10 = trunc nuw i64 %_13 to i1
  br i1 %10, label %bb8, label %bb7

bb8:                                              ; preds = %bb5
  %11 = load i8, ptr %_8, align 1
  %residual = trunc nuw i8 %11 to i1
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
  %12 = call i8 @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17h5d5d5058452341f1E"(i1 zeroext %residual) #10
  store i8 %12, ptr %_0, align 1
  br label %bb9

bb7:                                              ; preds = %bb5
  store i8 1, ptr %_17, align 1
  br label %bb1

bb9:                                              ; preds = %bb8
  br label %bb12

bb12:                                             ; preds = %bb11, %bb9
  %13 = load i8, ptr %_0, align 1
  ret i8 %13

bb11:                                             ; preds = %bb10
  br label %bb12

bb6:                                              ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  %14 = load i8, ptr %_17, align 1
  %15 = trunc nuw i8 %14 to i1
  br i1 %15, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  %16 = load ptr, ptr %0, align 8
  %17 = getelementptr inbounds i8, ptr %0, i64 8
  %18 = load i32, ptr %17, align 8
  %19 = insertvalue { ptr, i32 } poison, ptr %16, 0
  %20 = insertvalue { ptr, i32 } %19, i32 %18, 1
  resume { ptr, i32 } %20

bb15:                                             ; preds = %bb16
  br label %bb13
}

; core::iter::traits::iterator::Iterator::try_fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @_ZN4core4iter6traits8iterator8Iterator8try_fold17ha78cd3b16a83f16fE(ptr align 8 %self, ptr align 1 %0, ptr align 1 %1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_17 = alloca [1 x i8], align 1
  %_8 = alloca [16 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %_0 = alloca [16 x i8], align 8
  %f = alloca [16 x i8], align 8
  store ptr %0, ptr %f, align 8
  %3 = getelementptr inbounds i8, ptr %f, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_17, align 1
  br label %bb1

bb1:                                              ; preds = %bb7, %start
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
  %4 = call align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h610b9c25c0163a2eE"(ptr align 8 %self) #10
  store ptr %4, ptr %_5, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %5 = load ptr, ptr %_5, align 8
  %6 = ptrtoint ptr %5 to i64
  %7 = icmp eq i64 %6, 0
  %_6 = select i1 %7, i64 0, i64 1
  %8 = trunc nuw i64 %_6 to i1
  br i1 %8, label %bb3, label %bb10

bb3:                                              ; preds = %bb2
  %x = load ptr, ptr %_5, align 8
  store i8 0, ptr %_17, align 1
; call core::iter::adapters::map::map_try_fold::{{closure}}
  %9 = call { i64, i64 } @"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h150eab4e50bf31e2E"(ptr align 8 %f, ptr align 8 %x) #10
  %_9.0 = extractvalue { i64, i64 } %9, 0
  %_9.1 = extractvalue { i64, i64 } %9, 1
  br label %bb4

bb10:                                             ; preds = %bb2
  store i8 0, ptr %_17, align 1
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
  %10 = call { i64, i64 } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h4dca0fbc2715be41E"() #10
  %11 = extractvalue { i64, i64 } %10, 0
  %12 = extractvalue { i64, i64 } %10, 1
  store i64 %11, ptr %_0, align 8
  %13 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %12, ptr %13, align 8
  br label %bb11

bb4:                                              ; preds = %bb3
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
  %14 = call { i64, i64 } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h0c81a12e2427828cE"(i64 %_9.0, i64 %_9.1) #10
  %15 = extractvalue { i64, i64 } %14, 0
  %16 = extractvalue { i64, i64 } %14, 1
  store i64 %15, ptr %_8, align 8
  %17 = getelementptr inbounds i8, ptr %_8, i64 8
  store i64 %16, ptr %17, align 8
  br label %bb5

bb5:                                              ; preds = %bb4
  %_13 = load i64, ptr %_8, align 8
  %18 = getelementptr inbounds i8, ptr %_8, i64 8
  %19 = load i64, ptr %18, align 8
  %20 = trunc nuw i64 %_13 to i1
  br i1 %20, label %bb8, label %bb7

bb8:                                              ; preds = %bb5
  %21 = getelementptr inbounds i8, ptr %_8, i64 8
  %residual = load i64, ptr %21, align 8
; call <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::FromResidual<core::ops::control_flow::ControlFlow<B,core::convert::Infallible>>>::from_residual
  %22 = call { i64, i64 } @"_ZN185_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..FromResidual$LT$core..ops..control_flow..ControlFlow$LT$B$C$core..convert..Infallible$GT$$GT$$GT$13from_residual17hae56129971f7e2e3E"(i64 %residual) #10
  %23 = extractvalue { i64, i64 } %22, 0
  %24 = extractvalue { i64, i64 } %22, 1
  store i64 %23, ptr %_0, align 8
  %25 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %24, ptr %25, align 8
  br label %bb9

bb7:                                              ; preds = %bb5
  store i8 1, ptr %_17, align 1
  br label %bb1

bb9:                                              ; preds = %bb8
  br label %bb12

bb12:                                             ; preds = %bb11, %bb9
  %26 = load i64, ptr %_0, align 8
  %27 = getelementptr inbounds i8, ptr %_0, i64 8
  %28 = load i64, ptr %27, align 8
  %29 = insertvalue { i64, i64 } poison, i64 %26, 0
  %30 = insertvalue { i64, i64 } %29, i64 %28, 1
  ret { i64, i64 } %30

bb11:                                             ; preds = %bb10
  br label %bb12

bb6:                                              ; No predecessors!
  unreachable

bb16:                                             ; No predecessors!
  %31 = load i8, ptr %_17, align 1
  %32 = trunc nuw i8 %31 to i1
  br i1 %32, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
  %33 = load ptr, ptr %2, align 8
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = load i32, ptr %34, align 8
  %36 = insertvalue { ptr, i32 } poison, ptr %33, 0
  %37 = insertvalue { ptr, i32 } %36, i32 %35, 1
  resume { ptr, i32 } %37

bb15:                                             ; preds = %bb16
  br label %bb13
}

; core::iter::adapters::map::map_try_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN4core4iter8adapters3map12map_try_fold28_$u7b$$u7b$closure$u7d$$u7d$17h150eab4e50bf31e2E"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_9 = load ptr, ptr %1, align 8
; call rust_kernels::main::{{closure}}
  %_7 = call i64 @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17h3f7ad3edaefe6ec2E"(ptr align 1 %_9, ptr align 8 %elt) #10
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::find::check::{{closure}}
  %2 = call { i64, i64 } @"_ZN4core4iter6traits8iterator8Iterator4find5check28_$u7b$$u7b$closure$u7d$$u7d$17h651ad53efa2322fbE"(ptr align 8 %_1, i64 %_7) #10
  %_0.0 = extractvalue { i64, i64 } %2, 0
  %_0.1 = extractvalue { i64, i64 } %2, 1
  br label %bb2

bb2:                                              ; preds = %bb1
  %3 = insertvalue { i64, i64 } poison, i64 %_0.0, 0
  %4 = insertvalue { i64, i64 } %3, i64 %_0.1, 1
  ret { i64, i64 } %4

bb5:                                              ; No predecessors!
  %5 = load i8, ptr %_10, align 1
  %6 = trunc nuw i8 %5 to i1
  br i1 %6, label %bb4, label %bb3

bb3:                                              ; preds = %bb4, %bb5
  %7 = load ptr, ptr %0, align 8
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = load i32, ptr %8, align 8
  %10 = insertvalue { ptr, i32 } poison, ptr %7, 0
  %11 = insertvalue { ptr, i32 } %10, i32 %9, 1
  resume { ptr, i32 } %11

bb4:                                              ; preds = %bb5
  br label %bb3
}

; core::iter::adapters::map::map_fold::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17ha19f01cdeab1ffc6E"(ptr align 8 %_1, i32 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call rust_kernels::main::{{closure}}
  %_7 = call double @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17he29342ae2475c044E"(ptr align 1 %_8, i32 %elt) #10
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17heddc6454d6d79265E"(ptr align 8 %_1, double %_7) #10
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

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
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb00eafe345d04a45E"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call rust_kernels::main::{{closure}}
  %_7 = call double @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17hfbd891b671f5f4b2E"(ptr align 1 %_8, ptr align 8 %elt) #10
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17h3e3bf931d5521027E"(ptr align 8 %_1, double %_7) #10
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

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
define internal void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf75d72f26730f043E"(ptr align 8 %_1, ptr align 8 %elt) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
  %_8 = getelementptr inbounds i8, ptr %_1, i64 24
; call rust_kernels::main::{{closure}}
  %_7 = call double @"_ZN12rust_kernels4main28_$u7b$$u7b$closure$u7d$$u7d$17h657450ef854d653dE"(ptr align 1 %_8, ptr align 8 %elt) #10
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call core::iter::traits::iterator::Iterator::for_each::call::{{closure}}
  call void @"_ZN4core4iter6traits8iterator8Iterator8for_each4call28_$u7b$$u7b$closure$u7d$$u7d$17hb5679d36a9716686E"(ptr align 8 %_1, double %_7) #10
  br label %bb2

bb2:                                              ; preds = %bb1
  ret void

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
define internal double @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hfc43af7b2e032c5aE"(ptr align 1 %_1, double %acc, ptr align 8 %elt.0, ptr align 8 %elt.1) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_10 = alloca [1 x i8], align 1
  store i8 1, ptr %_10, align 1
; call rust_kernels::dot::{{closure}}
  %_7 = call double @"_ZN12rust_kernels3dot28_$u7b$$u7b$closure$u7d$$u7d$17h72f7e8ae20c919c2E"(ptr align 1 %_1, ptr align 8 %elt.0, ptr align 8 %elt.1) #10
  br label %bb1

bb1:                                              ; preds = %start
  store i8 0, ptr %_10, align 1
; call <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
  %_0 = call double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h6443473e2f6217e9E"(ptr align 1 %_1, double %acc, double %_7) #10
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

; core::iter::adapters::zip::TrustedRandomAccessNoCoerce::size
; Function Attrs: nounwind nonlazybind uwtable
define internal i64 @_ZN4core4iter8adapters3zip27TrustedRandomAccessNoCoerce4size17h06808c13a8312c6fE(ptr align 8 %self) unnamed_addr #0 {
start:
  %_2 = alloca [24 x i8], align 8
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd60fdce89e8341d3E"(ptr sret([24 x i8]) align 8 %_2, ptr align 8 %self) #10
  %_0 = load i64, ptr %_2, align 8
  ret i64 %_0
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17ha33ae890d296754dE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h6209795c9eabb808E"(ptr align 8 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17had8a83fa7d7e798fE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h03103752e19e0d1aE"(ptr align 8 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17hfd745a083df1379bE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
; call core::slice::iter::Iter<T>::new
  %0 = call { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hf904d095f0005c36E"(ptr align 8 %self.0, i64 %self.1) #10
  %_0.0 = extractvalue { ptr, ptr } %0, 0
  %_0.1 = extractvalue { ptr, ptr } %0, 1
  %1 = insertvalue { ptr, ptr } poison, ptr %_0.0, 0
  %2 = insertvalue { ptr, ptr } %1, ptr %_0.1, 1
  ret { ptr, ptr } %2
}

; core::slice::<impl [T]>::is_empty
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$8is_empty17h95a32953706cd876E"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #1 {
start:
  %_0 = icmp eq i64 %self.1, 0
  ret i1 %_0
}

; core::slice::raw::from_raw_parts
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hb24a0f01a002b640E(ptr %data, i64 %len, ptr align 8 %0) unnamed_addr #1 {
start:
  br label %bb1

bb1:                                              ; preds = %start
; call core::slice::raw::from_raw_parts::precondition_check
  call void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h12a1ef9cc2d7fc8cE(ptr %data, i64 8, i64 8, i64 %len, ptr align 8 %0) #10
  br label %bb3

bb3:                                              ; preds = %bb1
  %1 = insertvalue { ptr, i64 } poison, ptr %data, 0
  %2 = insertvalue { ptr, i64 } %1, i64 %len, 1
  ret { ptr, i64 } %2
}

; core::slice::raw::from_raw_parts::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @_ZN4core5slice3raw14from_raw_parts18precondition_check17h12a1ef9cc2d7fc8cE(ptr %data, i64 %size, i64 %align, i64 %len, ptr align 8 %0) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %max_len = alloca [8 x i8], align 8
; call core::ptr::const_ptr::<impl *const T>::is_aligned_to
  %_11 = call zeroext i1 @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$13is_aligned_to17h2daa78f69719c9ffE"(ptr %data, i64 %align) #10
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_a28e8c8fd5088943a8b5d44af697ff83, ptr inttoptr (i64 559 to ptr), i1 zeroext false, ptr align 8 %0) #11
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h03103752e19e0d1aE"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw i64, ptr %slice.0, i64 %slice.1
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17h6209795c9eabb808E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
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
define internal { ptr, ptr } @"_ZN4core5slice4iter13Iter$LT$T$GT$3new17hf904d095f0005c36E"(ptr align 8 %slice.0, i64 %slice.1) unnamed_addr #1 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw { ptr, i64 }, ptr %slice.0, i64 %slice.1
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

; core::slice::iter::<impl core::iter::traits::collect::IntoIterator for &[T]>::into_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN4core5slice4iter87_$LT$impl$u20$core..iter..traits..collect..IntoIterator$u20$for$u20$$RF$$u5b$T$u5d$$GT$9into_iter17hd65f2a63133e927aE"(ptr align 8 %self.0, i64 %self.1) unnamed_addr #0 {
start:
  %end_or_len = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %_6 = getelementptr inbounds nuw double, ptr %self.0, i64 %self.1
  store ptr %_6, ptr %end_or_len, align 8
  br label %bb3

bb3:                                              ; preds = %bb2
  %_0.1 = load ptr, ptr %end_or_len, align 8
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %_0.1, 1
  ret { ptr, ptr } %1

bb1:                                              ; No predecessors!
  unreachable
}

; <() as std::process::Termination>::report
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN54_$LT$$LP$$RP$$u20$as$u20$std..process..Termination$GT$6report17h41c8e642f15448c3E"() unnamed_addr #1 {
start:
  ret i8 0
}

; <f64 as core::iter::traits::accum::Sum>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum17h62a3ad541e9e7ffaE"(ptr align 8 %iter) unnamed_addr #0 {
start:
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h11a7b4c385e2c804E"(ptr align 8 %iter, double -0.000000e+00) #12
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN54_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h6443473e2f6217e9E"(ptr align 1 %_1, double %a, double %b) unnamed_addr #1 {
start:
  %_0 = fadd double %a, %b
  ret double %_0
}

; alloc::vec::Vec<T>::new
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec12Vec$LT$T$GT$3new17h908891d33c8cd1d8E"(ptr sret([24 x i8]) align 8 %_0) unnamed_addr #1 {
start:
  store i64 0, ptr %_0, align 8
  %0 = getelementptr inbounds i8, ptr %_0, i64 8
  store ptr inttoptr (i64 8 to ptr), ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_0, i64 16
  store i64 0, ptr %1, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h422d56e41c9d1bc3E"(ptr align 8 %self, i32 %0, i32 %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  %iterator = alloca [8 x i8], align 4
  store i32 %0, ptr %iterator, align 4
  %3 = getelementptr inbounds i8, ptr %iterator, i64 4
  store i32 %1, ptr %3, align 4
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h44b9a87fbf0861d4E"(ptr sret([24 x i8]) align 8 %_5, ptr align 4 %iterator) #10
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i64, ptr %6, align 8
  store i64 %5, ptr %high, align 8
  %8 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %7, ptr %8, align 8
  %_7 = load i64, ptr %high, align 8
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %12 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %12, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h71bce67eebd1bf4aE"(ptr align 8 %self, i64 %additional) #12
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #11
  unreachable

bb3:                                              ; preds = %bb2
  %13 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %13, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  %_21.0 = load i32, ptr %iterator, align 4
  %14 = getelementptr inbounds i8, ptr %iterator, i64 4
  %_21.1 = load i32, ptr %14, align 4
  %15 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %15, align 8
  store ptr %len, ptr %_22, align 8
  %16 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %16, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h197a2259f911344bE(i32 %_21.0, i32 %_21.1, ptr align 8 %_22) #10
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %17 = load i8, ptr %_25, align 1
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h524cfa7bf5bf7e47E"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17ha9b5478894894aa3E"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #10
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i64, ptr %6, align 8
  store i64 %5, ptr %high, align 8
  %8 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %7, ptr %8, align 8
  %_7 = load i64, ptr %high, align 8
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %12 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %12, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h71bce67eebd1bf4aE"(ptr align 8 %self, i64 %additional) #12
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #11
  unreachable

bb3:                                              ; preds = %bb2
  %13 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %13, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  %_21.0 = load ptr, ptr %iterator, align 8
  %14 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_21.1 = load ptr, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %15, align 8
  store ptr %len, ptr %_22, align 8
  %16 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %16, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17h0cc16dd2f1722089E(ptr %_21.0, ptr %_21.1, ptr align 8 %_22) #10
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %17 = load i8, ptr %_25, align 1
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17ha23408bfc63a3d8eE"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %_25 = alloca [1 x i8], align 1
  %_22 = alloca [24 x i8], align 8
  %_5 = alloca [24 x i8], align 8
  %high = alloca [16 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %3 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %3, align 8
  store i8 1, ptr %_25, align 1
; call <core::iter::adapters::map::Map<I,F> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN102_$LT$core..iter..adapters..map..Map$LT$I$C$F$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hdf7726cfc8671dabE"(ptr sret([24 x i8]) align 8 %_5, ptr align 8 %iterator) #10
  br label %bb1

bb1:                                              ; preds = %start
  %low = load i64, ptr %_5, align 8
  %4 = getelementptr inbounds i8, ptr %_5, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  %7 = load i64, ptr %6, align 8
  store i64 %5, ptr %high, align 8
  %8 = getelementptr inbounds i8, ptr %high, i64 8
  store i64 %7, ptr %8, align 8
  %_7 = load i64, ptr %high, align 8
  %9 = getelementptr inbounds i8, ptr %high, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_7 to i1
  br i1 %11, label %bb2, label %bb5

bb2:                                              ; preds = %bb1
  %12 = getelementptr inbounds i8, ptr %high, i64 8
  %additional = load i64, ptr %12, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h71bce67eebd1bf4aE"(ptr align 8 %self, i64 %additional) #12
  br label %bb3

bb5:                                              ; preds = %bb1
; call core::panicking::panic_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr @alloc_31365cfefba383c4d2bf6b6a04cc10aa, ptr inttoptr (i64 35 to ptr), ptr align 8 @alloc_1d3f95e9ca2c2500370a366eac41ea2a) #11
  unreachable

bb3:                                              ; preds = %bb2
  %13 = getelementptr inbounds i8, ptr %self, i64 8
  %_26 = load ptr, ptr %13, align 8
  %len = getelementptr inbounds i8, ptr %self, i64 16
  %_27 = load i64, ptr %len, align 8
  store i8 0, ptr %_25, align 1
  %_21.0 = load ptr, ptr %iterator, align 8
  %14 = getelementptr inbounds i8, ptr %iterator, i64 8
  %_21.1 = load ptr, ptr %14, align 8
  %15 = getelementptr inbounds i8, ptr %_22, i64 16
  store ptr %_26, ptr %15, align 8
  store ptr %len, ptr %_22, align 8
  %16 = getelementptr inbounds i8, ptr %_22, i64 8
  store i64 %_27, ptr %16, align 8
; call core::iter::traits::iterator::Iterator::for_each
  call void @_ZN4core4iter6traits8iterator8Iterator8for_each17hc007b62b93f3abc9E(ptr %_21.0, ptr %_21.1, ptr align 8 %_22) #10
  br label %bb4

bb4:                                              ; preds = %bb3
  ret void

bb9:                                              ; No predecessors!
  unreachable

bb8:                                              ; No predecessors!
  %17 = load i8, ptr %_25, align 1
  %18 = trunc nuw i8 %17 to i1
  br i1 %18, label %bb7, label %bb6

bb6:                                              ; preds = %bb7, %bb8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23

bb7:                                              ; preds = %bb8
  br label %bb6
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h1bb1c5edb3b678e7E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_4, i64 %_5
  store double %element, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17h44d6617f4dadd980E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_4, i64 %_5
  store double %element, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_trusted::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted28_$u7b$$u7b$closure$u7d$$u7d$17hee97b92deccef782E"(ptr align 8 %_1, double %element) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %_1, i64 16
  %_4 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %_1, i64 8
  %_5 = load i64, ptr %1, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_4, i64 %_5
  store double %element, ptr %_3, align 8
  %2 = getelementptr inbounds i8, ptr %_1, i64 8
  %3 = getelementptr inbounds i8, ptr %_1, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = add i64 %4, 1
  store i64 %5, ptr %2, align 8
  ret void
}

; alloc::vec::Vec<T,A>::extend_desugared
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h941acb105488c175E"(ptr align 8 %self, ptr %0, ptr %1) unnamed_addr #0 personality ptr @rust_eh_personality {
start:
  %2 = alloca [16 x i8], align 8
  %3 = alloca [8 x i8], align 8
  %_25 = alloca [8 x i8], align 8
  %_11 = alloca [24 x i8], align 8
  %_9 = alloca [8 x i8], align 8
  %_3 = alloca [16 x i8], align 8
  %iterator = alloca [16 x i8], align 8
  store ptr %0, ptr %iterator, align 8
  %4 = getelementptr inbounds i8, ptr %iterator, i64 8
  store ptr %1, ptr %4, align 8
  br label %bb1

bb1:                                              ; preds = %bb20, %start
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::next
  %5 = call { i64, i64 } @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h63ab7d3edb7c8c43E"(ptr align 8 %iterator) #10
  %6 = extractvalue { i64, i64 } %5, 0
  %7 = extractvalue { i64, i64 } %5, 1
  store i64 %6, ptr %_3, align 8
  %8 = getelementptr inbounds i8, ptr %_3, i64 8
  store i64 %7, ptr %8, align 8
  br label %bb2

bb2:                                              ; preds = %bb1
  %_5 = load i64, ptr %_3, align 8
  %9 = getelementptr inbounds i8, ptr %_3, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = trunc nuw i64 %_5 to i1
  br i1 %11, label %bb3, label %bb9

bb3:                                              ; preds = %bb2
  %12 = getelementptr inbounds i8, ptr %_3, i64 8
  %element = load i64, ptr %12, align 8
  %13 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %13, align 8
  %_19 = icmp ule i64 %len, 1152921504606846975
  br label %bb16

bb9:                                              ; preds = %bb2
  ret void

bb16:                                             ; preds = %bb3
  %self1 = load i64, ptr %self, align 8
  store i64 %self1, ptr %_9, align 8
  br label %bb14

bb14:                                             ; preds = %bb16
  %14 = load i64, ptr %_9, align 8
  %_8 = icmp eq i64 %len, %14
  br i1 %_8, label %bb4, label %bb7

bb7:                                              ; preds = %bb14
  br label %bb8

bb4:                                              ; preds = %bb14
; call <core::iter::adapters::filter::Filter<I,P> as core::iter::traits::iterator::Iterator>::size_hint
  call void @"_ZN108_$LT$core..iter..adapters..filter..Filter$LT$I$C$P$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17h27d6db12adac388fE"(ptr sret([24 x i8]) align 8 %_11, ptr align 8 %iterator) #10
  br label %bb5

bb8:                                              ; preds = %bb6, %bb7
  %15 = getelementptr inbounds i8, ptr %self, i64 8
  %_23 = load ptr, ptr %15, align 8
  %dst = getelementptr inbounds nuw i64, ptr %_23, i64 %len
  store i64 %element, ptr %dst, align 8
  %new_len = add i64 %len, 1
  br label %bb18

bb5:                                              ; preds = %bb4
  %lower = load i64, ptr %_11, align 8
  %16 = call i64 @llvm.uadd.sat.i64(i64 %lower, i64 1)
  store i64 %16, ptr %3, align 8
  %_14 = load i64, ptr %3, align 8
; call alloc::vec::Vec<T,A>::reserve
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h24b7227634a2e83eE"(ptr align 8 %self, i64 %_14) #12
  br label %bb6

bb6:                                              ; preds = %bb5
  br label %bb8

bb18:                                             ; preds = %bb8
  br label %bb23

bb23:                                             ; preds = %bb18
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %_25, align 8
  br label %bb21

bb21:                                             ; preds = %bb23
  %17 = load i64, ptr %_25, align 8
; call alloc::vec::Vec<T,A>::set_len::precondition_check
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17h716b0da8867f4712E"(i64 %new_len, i64 %17, ptr align 8 @alloc_490992312822afe82cb6f17d9c546139) #10
  br label %bb20

bb20:                                             ; preds = %bb21
  %18 = getelementptr inbounds i8, ptr %self, i64 16
  store i64 %new_len, ptr %18, align 8
  br label %bb1

bb13:                                             ; No predecessors!
  br label %bb11

bb11:                                             ; preds = %bb13
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds i8, ptr %2, i64 8
  %21 = load i32, ptr %20, align 8
  %22 = insertvalue { ptr, i32 } poison, ptr %19, 0
  %23 = insertvalue { ptr, i32 } %22, i32 %21, 1
  resume { ptr, i32 } %23

bb24:                                             ; No predecessors!
  unreachable

bb15:                                             ; No predecessors!
  unreachable

bb22:                                             ; No predecessors!
  unreachable
}

; alloc::vec::Vec<T,A>::len
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17h94d4d13a8f0a3416E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_0 = load i64, ptr %0, align 8
  %_2 = icmp ule i64 %_0, 1152921504606846975
  ret i64 %_0
}

; alloc::vec::Vec<T,A>::len
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i64 @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$3len17hebe1e66f45752debE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %_0 = load i64, ptr %0, align 8
  %_2 = icmp ule i64 %_0, 1152921504606846975
  ret i64 %_0
}

; alloc::vec::Vec<T,A>::push
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$4push17h96c8584829701439E"(ptr align 8 %self, i64 %value) unnamed_addr #1 {
start:
; call alloc::vec::Vec<T,A>::push_mut
  %_3 = call align 8 ptr @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE"(ptr align 8 %self, i64 %value) #10
  ret void
}

; alloc::vec::Vec<T,A>::as_ptr
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal ptr @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$6as_ptr17h23e8830b88943ba0E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_2 = load ptr, ptr %0, align 8
  ret ptr %_2
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h24b7227634a2e83eE"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
start:
  %self1 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8
  br label %bb5

bb5:                                              ; preds = %start
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %self1, align 8
  br label %bb3

bb4:                                              ; No predecessors!
  store i64 -1, ptr %self1, align 8
  br label %bb3

bb3:                                              ; preds = %bb5, %bb4
  %1 = load i64, ptr %self1, align 8
  %_9 = sub i64 %1, %len
  %_7 = icmp ugt i64 %additional, %_9
  br i1 %_7, label %bb1, label %bb2

bb2:                                              ; preds = %bb1, %bb3
  ret void

bb1:                                              ; preds = %bb3
; call <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
  call void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %len, i64 %additional, i64 8, i64 8) #12
  br label %bb2
}

; alloc::vec::Vec<T,A>::reserve
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7reserve17h71bce67eebd1bf4aE"(ptr align 8 %self, i64 %additional) unnamed_addr #0 {
start:
  %self1 = alloca [8 x i8], align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %0, align 8
  br label %bb5

bb5:                                              ; preds = %start
  %self2 = load i64, ptr %self, align 8
  store i64 %self2, ptr %self1, align 8
  br label %bb3

bb4:                                              ; No predecessors!
  store i64 -1, ptr %self1, align 8
  br label %bb3

bb3:                                              ; preds = %bb5, %bb4
  %1 = load i64, ptr %self1, align 8
  %_9 = sub i64 %1, %len
  %_7 = icmp ugt i64 %additional, %_9
  br i1 %_7, label %bb1, label %bb2

bb2:                                              ; preds = %bb1, %bb3
  ret void

bb1:                                              ; preds = %bb3
; call <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
  call void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8 %self, i64 %len, i64 %additional, i64 8, i64 8) #12
  br label %bb2
}

; alloc::vec::Vec<T,A>::set_len::precondition_check
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$7set_len18precondition_check17h716b0da8867f4712E"(i64 %new_len, i64 %capacity, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = icmp ule i64 %new_len, %capacity
  br i1 %_3, label %bb1, label %bb2

bb2:                                              ; preds = %start
; call core::panicking::panic_nounwind_fmt
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr @alloc_57d70e9d94c65ecfc15225d29a5ed72b, ptr inttoptr (i64 397 to ptr), i1 zeroext false, ptr align 8 %0) #11
  unreachable

bb1:                                              ; preds = %start
  ret void
}

; alloc::vec::Vec<T,A>::push_mut
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$8push_mut17h753b7b7e879ffa9fE"(ptr align 8 %self, i64 %value) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_5 = alloca [8 x i8], align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  br label %bb9

bb9:                                              ; preds = %start
  %self1 = load i64, ptr %self, align 8
  store i64 %self1, ptr %_5, align 8
  br label %bb7

bb7:                                              ; preds = %bb9
  %2 = load i64, ptr %_5, align 8
  %_4 = icmp eq i64 %len, %2
  br i1 %_4, label %bb1, label %bb3

bb3:                                              ; preds = %bb7
  br label %bb4

bb1:                                              ; preds = %bb7
; call alloc::raw_vec::RawVec<T,A>::grow_one
  call void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26f51f25ee15af4dE"(ptr align 8 %self) #14
  br label %bb2

bb4:                                              ; preds = %bb2, %bb3
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  %_14 = load ptr, ptr %3, align 8
  %end = getelementptr inbounds nuw i64, ptr %_14, i64 %len
  store i64 %value, ptr %end, align 8
  %4 = getelementptr inbounds i8, ptr %self, i64 16
  %5 = add i64 %len, 1
  store i64 %5, ptr %4, align 8
  ret ptr %end

bb2:                                              ; preds = %bb1
  br label %bb4

bb6:                                              ; No predecessors!
  %6 = load ptr, ptr %0, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = load i32, ptr %7, align 8
  %9 = insertvalue { ptr, i32 } poison, ptr %6, 0
  %10 = insertvalue { ptr, i32 } %9, i32 %8, 1
  resume { ptr, i32 } %10

bb8:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVec<T,A>::grow_one
; Function Attrs: noinline nounwind nonlazybind uwtable
define internal void @"_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h26f51f25ee15af4dE"(ptr align 8 %self) unnamed_addr #2 {
start:
  %_3 = alloca [16 x i8], align 8
  %self1 = load i64, ptr %self, align 8
; call <alloc::raw_vec::RawVecInner>::grow_amortized
  %0 = call { i64, i64 } @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner14grow_amortizedCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 %self1, i64 1, i64 8, i64 8) #12
  %1 = extractvalue { i64, i64 } %0, 0
  %2 = extractvalue { i64, i64 } %0, 1
  store i64 %1, ptr %_3, align 8
  %3 = getelementptr inbounds i8, ptr %_3, i64 8
  store i64 %2, ptr %3, align 8
  %4 = load i64, ptr %_3, align 8
  %5 = getelementptr inbounds i8, ptr %_3, i64 8
  %6 = load i64, ptr %5, align 8
  %7 = icmp eq i64 %4, -9223372036854775807
  %_6 = select i1 %7, i64 0, i64 1
  %8 = trunc nuw i64 %_6 to i1
  br i1 %8, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %err.0 = load i64, ptr %_3, align 8
  %9 = getelementptr inbounds i8, ptr %_3, i64 8
  %err.1 = load i64, ptr %9, align 8
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 %err.0, i64 %err.1) #15
  unreachable

bb3:                                              ; preds = %start
  ret void

bb4:                                              ; No predecessors!
  unreachable
}

; alloc::raw_vec::RawVecInner<A>::with_capacity_in
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, ptr } @"_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$16with_capacity_in17hfd0063b5585608ebE"(i64 %capacity, i64 %elem_layout.0, i64 %elem_layout.1) unnamed_addr #1 {
start:
  %self = alloca [8 x i8], align 8
  %_4 = alloca [24 x i8], align 8
; call <alloc::raw_vec::RawVecInner>::try_allocate_in
  call void @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner15try_allocate_inCsduwmD7cSIQq_5gimli(ptr sret([24 x i8]) align 8 %_4, i64 %capacity, i1 zeroext false, i64 %elem_layout.0, i64 %elem_layout.1) #12
  %_5 = load i64, ptr %_4, align 8
  %0 = trunc nuw i64 %_5 to i1
  br i1 %0, label %bb3, label %bb4

bb3:                                              ; preds = %start
  %1 = getelementptr inbounds i8, ptr %_4, i64 8
  %err.0 = load i64, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %1, i64 8
  %err.1 = load i64, ptr %2, align 8
; call alloc::raw_vec::handle_error
  call void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64 %err.0, i64 %err.1) #15
  unreachable

bb4:                                              ; preds = %start
  %3 = getelementptr inbounds i8, ptr %_4, i64 8
  %this.0 = load i64, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %this.1 = load ptr, ptr %4, align 8
  %5 = icmp eq i64 %elem_layout.1, 0
  br i1 %5, label %bb6, label %bb7

bb6:                                              ; preds = %bb4
  store i64 -1, ptr %self, align 8
  br label %bb5

bb7:                                              ; preds = %bb4
  store i64 %this.0, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb7, %bb6
  %6 = load i64, ptr %self, align 8
  %_11 = sub i64 %6, 0
  %_7 = icmp ugt i64 %capacity, %_11
  %cond = xor i1 %_7, true
  br label %bb8

bb8:                                              ; preds = %bb5
; call core::hint::assert_unchecked::precondition_check
  call void @_ZN4core4hint16assert_unchecked18precondition_check17h41f02e00ba69046fE(i1 zeroext %cond, ptr align 8 @alloc_8a557fa53722333f4e14612354d66d02) #10
  br label %bb9

bb9:                                              ; preds = %bb8
  %7 = insertvalue { i64, ptr } poison, i64 %this.0, 0
  %8 = insertvalue { i64, ptr } %7, ptr %this.1, 1
  ret { i64, ptr } %8

bb2:                                              ; No predecessors!
  unreachable
}

; <&f64 as core::ops::arith::Add<f64>>::add
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN60_$LT$$RF$f64$u20$as$u20$core..ops..arith..Add$LT$f64$GT$$GT$3add17h3b2738d2829d25b9E"(ptr align 8 %self, double %other, ptr align 8 %0) unnamed_addr #1 {
start:
  %_3 = load double, ptr %self, align 8
  %_0 = fadd double %_3, %other
  ret double %_0
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h06d1bd579c93caa3E"(i32 %self.0, i32 %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { i32, i32 } poison, i32 %self.0, 0
  %1 = insertvalue { i32, i32 } %0, i32 %self.1, 1
  ret { i32, i32 } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2f66c19984b61991E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h3410810b0ea442c2E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h5790998d04e75dd4E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <I as core::iter::traits::collect::IntoIterator>::into_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf66a17f3192e8552E"(ptr %self.0, ptr %self.1) unnamed_addr #1 {
start:
  %0 = insertvalue { ptr, ptr } poison, ptr %self.0, 0
  %1 = insertvalue { ptr, ptr } %0, ptr %self.1, 1
  ret { ptr, ptr } %1
}

; <alloc::vec::Vec<T,A> as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN65_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17h29609c1408a92b93E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %1, align 8
; call <[T] as core::fmt::Debug>::fmt
  %_0 = call zeroext i1 @"_ZN48_$LT$$u5b$T$u5d$$u20$as$u20$core..fmt..Debug$GT$3fmt17h36e8db97f407ef9dE"(ptr align 8 %_7, i64 %_6, ptr align 8 %f) #12
  ret i1 %_0
}

; <core::option::Option<T> as core::fmt::Debug>::fmt
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN66_$LT$core..option..Option$LT$T$GT$$u20$as$u20$core..fmt..Debug$GT$3fmt17hc59a6c6a6f906fb5E"(ptr align 8 %self, ptr align 8 %f) unnamed_addr #1 {
start:
  %__self_0 = alloca [8 x i8], align 8
  %_0 = alloca [1 x i8], align 1
  %_3 = load i64, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %1 = load double, ptr %0, align 8
  %2 = trunc nuw i64 %_3 to i1
  br i1 %2, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  store ptr %3, ptr %__self_0, align 8
; call <core::fmt::Formatter>::debug_tuple_field1_finish
  %4 = call zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr align 8 %f, ptr align 1 @alloc_9535bf4c204f3eb9b19ec2c83e446e52, i64 4, ptr align 1 %__self_0, ptr align 8 @vtable.2) #12
  %5 = zext i1 %4 to i8
  store i8 %5, ptr %_0, align 1
  br label %bb5

bb3:                                              ; preds = %start
; call <core::fmt::Formatter>::write_str
  %6 = call zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr align 8 %f, ptr align 1 @alloc_37d2e53432a03a1f90b3e7253015eaf9, i64 4) #12
  %7 = zext i1 %6 to i8
  store i8 %7, ptr %_0, align 1
  br label %bb5

bb5:                                              ; preds = %bb2, %bb3
  %8 = load i8, ptr %_0, align 1
  %9 = trunc nuw i8 %8 to i1
  ret i1 %9

bb1:                                              ; No predecessors!
  unreachable
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum
; Function Attrs: nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum17h5d49864065643efdE"(ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
  %_0 = call double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1aea535498d6ce85E"(ptr %iter.0, ptr %iter.1, double -0.000000e+00) #10
  ret double %_0
}

; <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h0e4c3b245bf422e9E"(ptr align 1 %_1, double %a, ptr align 8 %b) unnamed_addr #1 {
start:
  %_4 = load double, ptr %b, align 8
  %_0 = fadd double %a, %_4
  ret double %_0
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h4db850d900163c01E"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h642055d3d588b7bdE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN70_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17haa43227bd33a88bfE"(ptr align 8 %self) unnamed_addr #0 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %len = load i64, ptr %1, align 8
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17h4d11717c84955031E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <alloc::vec::Vec<T,A> as core::ops::deref::Deref>::deref
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { ptr, i64 } @"_ZN72_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..deref..Deref$GT$5deref17hfcff6ae33e87b57cE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds i8, ptr %self, i64 16
  %_4 = load i64, ptr %1, align 8
  %2 = insertvalue { ptr, i64 } poison, ptr %_5, 0
  %3 = insertvalue { ptr, i64 } %2, i64 %_4, 1
  ret { ptr, i64 } %3
}

; <usize as core::slice::index::SliceIndex<[T]>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17ha4976e6c24d74d41E"(i64 %self, ptr align 8 %slice.0, i64 %slice.1, ptr align 8 %0) unnamed_addr #1 {
start:
  %_4 = icmp ult i64 %self, %slice.1
  br i1 %_4, label %bb1, label %panic

bb1:                                              ; preds = %start
  %_0 = getelementptr inbounds nuw i64, ptr %slice.0, i64 %self
  ret ptr %_0

panic:                                            ; preds = %start
; call core::panicking::panic_bounds_check
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64 %self, i64 %slice.1, ptr align 8 %0) #11
  unreachable
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h172e731ae4d76809E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 8) #12
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17h7281c2e34d668e95E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 8) #12
  ret void
}

; <alloc::raw_vec::RawVec<T,A> as core::ops::drop::Drop>::drop
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN77_$LT$alloc..raw_vec..RawVec$LT$T$C$A$GT$$u20$as$u20$core..ops..drop..Drop$GT$4drop17ha63306d4515ee740E"(ptr align 8 %self) unnamed_addr #0 {
start:
; call <alloc::raw_vec::RawVecInner>::deallocate
  call void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8 %self, i64 8, i64 8) #12
  ret void
}

; <alloc::vec::Vec<T,A> as core::ops::index::Index<I>>::index
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN81_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$core..ops..index..Index$LT$I$GT$$GT$5index17hee9f5d7de5449af6E"(ptr align 8 %self, i64 %index, ptr align 8 %0) unnamed_addr #1 {
start:
  %1 = getelementptr inbounds i8, ptr %self, i64 8
  %_7 = load ptr, ptr %1, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 16
  %_6 = load i64, ptr %2, align 8
; call <usize as core::slice::index::SliceIndex<[T]>>::index
  %_0 = call align 8 ptr @"_ZN75_$LT$usize$u20$as$u20$core..slice..index..SliceIndex$LT$$u5b$T$u5d$$GT$$GT$5index17ha4976e6c24d74d41E"(i64 %index, ptr align 8 %_7, i64 %_6, ptr align 8 %0) #10
  ret ptr %_0
}

; <alloc::vec::set_len_on_drop::SetLenOnDrop as core::ops::drop::Drop>::drop
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN83_$LT$alloc..vec..set_len_on_drop..SetLenOnDrop$u20$as$u20$core..ops..drop..Drop$GT$4drop17h9169a2c41b184c94E"(ptr align 8 %self) unnamed_addr #1 {
start:
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_2 = load i64, ptr %0, align 8
  %_3 = load ptr, ptr %self, align 8
  store i64 %_2, ptr %_3, align 8
  ret void
}

; <core::ops::range::Range<T> as core::iter::range::RangeIteratorImpl>::spec_next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i32, i32 } @"_ZN89_$LT$core..ops..range..Range$LT$T$GT$$u20$as$u20$core..iter..range..RangeIteratorImpl$GT$9spec_next17h8d94b82f717d0456E"(ptr align 4 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 4
  %_4 = getelementptr inbounds i8, ptr %self, i64 4
  %_3.i = load i32, ptr %self, align 4
  %_4.i = load i32, ptr %_4, align 4
  %_0.i = icmp slt i32 %_3.i, %_4.i
  br i1 %_0.i, label %bb2, label %bb4

bb4:                                              ; preds = %start
  store i32 0, ptr %_0, align 4
  br label %bb5

bb2:                                              ; preds = %start
  %old = load i32, ptr %self, align 4
; call <i32 as core::iter::range::Step>::forward_unchecked
  %_6 = call i32 @"_ZN47_$LT$i32$u20$as$u20$core..iter..range..Step$GT$17forward_unchecked17h23f831ecb49ae2b7E"(i32 %old, i64 1) #10
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

; <core::ops::control_flow::ControlFlow<B,C> as core::cmp::PartialEq>::eq
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN90_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..cmp..PartialEq$GT$2eq17ha58612fab59c08a7E"(ptr align 1 %self, ptr align 1 %other) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %0 = load i8, ptr %self, align 1
  %1 = trunc nuw i8 %0 to i1
  %__self_discr = zext i1 %1 to i64
  %2 = load i8, ptr %other, align 1
  %3 = trunc nuw i8 %2 to i1
  %__arg1_discr = zext i1 %3 to i64
  %_5 = icmp eq i64 %__self_discr, %__arg1_discr
  br i1 %_5, label %bb1, label %bb2

bb2:                                              ; preds = %start
  store i8 0, ptr %_0, align 1
  br label %bb5

bb1:                                              ; preds = %start
  %4 = load i8, ptr %self, align 1
  %5 = trunc nuw i8 %4 to i1
  %_8 = zext i1 %5 to i64
  %6 = trunc nuw i64 %_8 to i1
  br i1 %6, label %bb4, label %bb3

bb5:                                              ; preds = %bb4, %bb3, %bb2
  %7 = load i8, ptr %_0, align 1
  %8 = trunc nuw i8 %7 to i1
  ret i1 %8

bb4:                                              ; preds = %bb1
  %9 = load i8, ptr %other, align 1
  %10 = trunc nuw i8 %9 to i1
  %_7 = zext i1 %10 to i64
  %_17 = icmp eq i64 %_7, 1
  %__self_01 = getelementptr inbounds i8, ptr %self, i64 1
  %__arg1_02 = getelementptr inbounds i8, ptr %other, i64 1
; call core::cmp::impls::<impl core::cmp::PartialEq for ()>::eq
  %11 = call zeroext i1 @"_ZN4core3cmp5impls59_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$$LP$$RP$$GT$2eq17hf1f82126d5ab6137E"(ptr align 1 %__self_01, ptr align 1 %__arg1_02) #10
  %12 = zext i1 %11 to i8
  store i8 %12, ptr %_0, align 1
  br label %bb5

bb3:                                              ; preds = %bb1
  %13 = load i8, ptr %other, align 1
  %14 = trunc nuw i8 %13 to i1
  %_6 = zext i1 %14 to i64
  %_18 = icmp eq i64 %_6, 0
  %__self_0 = getelementptr inbounds i8, ptr %self, i64 1
  %__arg1_0 = getelementptr inbounds i8, ptr %other, i64 1
; call core::cmp::impls::<impl core::cmp::PartialEq for ()>::eq
  %15 = call zeroext i1 @"_ZN4core3cmp5impls59_$LT$impl$u20$core..cmp..PartialEq$u20$for$u20$$LP$$RP$$GT$2eq17hf1f82126d5ab6137E"(ptr align 1 %__self_0, ptr align 1 %__arg1_0) #10
  %16 = zext i1 %15 to i8
  store i8 %16, ptr %_0, align 1
  br label %bb5

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::__iterator_get_unchecked
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$24__iterator_get_unchecked17hcd43384887362a2eE"(ptr align 8 %self, i64 %idx) unnamed_addr #1 {
start:
  %_5 = load ptr, ptr %self, align 8
  %_3 = getelementptr inbounds nuw double, ptr %_5, i64 %idx
  ret ptr %_3
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal double @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h1aea535498d6ce85E"(ptr %self.0, ptr %self.1, double %init) unnamed_addr #1 personality ptr @rust_eh_personality {
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
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h0d3b7d5dc4a1d2c5E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #10
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #11
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %_21 = load double, ptr %acc, align 8
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call <f64 as core::iter::traits::accum::Sum<&f64>>::sum::{{closure}}
  %_18 = call double @"_ZN69_$LT$f64$u20$as$u20$core..iter..traits..accum..Sum$LT$$RF$f64$GT$$GT$3sum28_$u7b$$u7b$closure$u7d$$u7d$17h0e4c3b245bf422e9E"(ptr align 1 %f, double %_21, ptr align 8 %_45) #10
  br label %bb9

bb9:                                              ; preds = %bb8
  store double %_18, ptr %acc, align 8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17hb8fd485daf0ad7e8E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #10
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
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17h2f6f826774a02fe7E"(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
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
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb0cc74b1a7350ab7E"(ptr align 8 %f) #12
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h0d3b7d5dc4a1d2c5E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #10
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #11
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hb00eafe345d04a45E"(ptr align 8 %f, ptr align 8 %_45) #10
  br label %bb9

bb9:                                              ; preds = %bb8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17hb8fd485daf0ad7e8E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #10
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb0cc74b1a7350ab7E"(ptr align 8 %f) #12
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  ret void

bb16:                                             ; No predecessors!
  %11 = load i8, ptr %_31, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17hb0cc74b1a7350ab7E"(ptr align 8 %f) #13
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %13 = load i8, ptr %_32, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::fold
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4fold17hf7c4fa8dcc66c64dE"(ptr %self.0, ptr %self.1, ptr align 8 %f) unnamed_addr #1 personality ptr @rust_eh_personality {
start:
  %0 = alloca [16 x i8], align 8
  %_32 = alloca [1 x i8], align 1
  %_31 = alloca [1 x i8], align 1
  %len = alloca [8 x i8], align 8
  %i = alloca [8 x i8], align 8
  %_4 = alloca [1 x i8], align 1
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
  store i64 0, ptr %i, align 8
  br label %bb7

bb4:                                              ; preds = %bb3
  store i8 0, ptr %_32, align 1
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h1515c3b5fdaaa4e6E"(ptr align 8 %f) #12
  br label %bb12

bb7:                                              ; preds = %bb5
  br label %bb20

bb20:                                             ; preds = %bb7
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h0d3b7d5dc4a1d2c5E"(ptr %self.1, ptr %self.0, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #10
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
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #11
  unreachable

bb8:                                              ; preds = %bb11, %bb24
  store i8 0, ptr %_31, align 1
  %count = load i64, ptr %i, align 8
  %_45 = getelementptr inbounds nuw double, ptr %self.0, i64 %count
; call core::iter::adapters::map::map_fold::{{closure}}
  call void @"_ZN4core4iter8adapters3map8map_fold28_$u7b$$u7b$closure$u7d$$u7d$17hf75d72f26730f043E"(ptr align 8 %f, ptr align 8 %_45) #10
  br label %bb9

bb9:                                              ; preds = %bb8
  br label %bb26

bb26:                                             ; preds = %bb9
  %9 = load i64, ptr %i, align 8
; call core::num::<impl usize>::unchecked_add::precondition_check
  call void @"_ZN4core3num23_$LT$impl$u20$usize$GT$13unchecked_add18precondition_check17hb8fd485daf0ad7e8E"(i64 %9, i64 1, ptr align 8 @alloc_12fdce0839ba33fd8bd1bb0711a36af6) #10
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
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h1515c3b5fdaaa4e6E"(ptr align 8 %f) #12
  br label %bb12

bb12:                                             ; preds = %bb4, %bb10
  ret void

bb16:                                             ; No predecessors!
  %11 = load i8, ptr %_31, align 1
  %12 = trunc nuw i8 %11 to i1
  br i1 %12, label %bb15, label %bb13

bb13:                                             ; preds = %bb15, %bb16
; call core::ptr::drop_in_place<core::iter::adapters::map::map_fold<&f64,f64,(),rust_kernels::main::{{closure}},core::iter::traits::iterator::Iterator::for_each::call<f64,alloc::vec::Vec<f64>::extend_trusted<core::iter::adapters::map::Map<core::slice::iter::Iter<f64>,rust_kernels::main::{{closure}}>>::{{closure}}>::{{closure}}>::{{closure}}>
  call void @"_ZN4core3ptr468drop_in_place$LT$core..iter..adapters..map..map_fold$LT$$RF$f64$C$f64$C$$LP$$RP$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$C$core..iter..traits..iterator..Iterator..for_each..call$LT$f64$C$alloc..vec..Vec$LT$f64$GT$..extend_trusted$LT$core..iter..adapters..map..Map$LT$core..slice..iter..Iter$LT$f64$GT$$C$rust_kernels..main..$u7b$$u7b$closure$u7d$$u7d$$GT$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$..$u7b$$u7b$closure$u7d$$u7d$$GT$17h1515c3b5fdaaa4e6E"(ptr align 8 %f) #13
  br label %bb18

bb15:                                             ; preds = %bb16
  br label %bb13

bb18:                                             ; preds = %bb13
  %13 = load i8, ptr %_32, align 1
  %14 = trunc nuw i8 %13 to i1
  br i1 %14, label %bb17, label %bb14

bb14:                                             ; preds = %bb17, %bb18
  %15 = load ptr, ptr %0, align 8
  %16 = getelementptr inbounds i8, ptr %0, i64 8
  %17 = load i32, ptr %16, align 8
  %18 = insertvalue { ptr, i32 } poison, ptr %15, 0
  %19 = insertvalue { ptr, i32 } %18, i32 %17, 1
  resume { ptr, i32 } %19

bb17:                                             ; preds = %bb18
  br label %bb14

bb1:                                              ; No predecessors!
  unreachable

bb6:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17h610b9c25c0163a2eE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_6 = icmp eq ptr %ptr, %end_or_len
  br i1 %_6, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_16 = getelementptr inbounds nuw { ptr, i64 }, ptr %ptr, i64 1
  store ptr %_16, ptr %self, align 8
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17he8569ae719df413dE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_6 = icmp eq ptr %ptr, %end_or_len
  br i1 %_6, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_16 = getelementptr inbounds nuw i64, ptr %ptr, i64 1
  store ptr %_16, ptr %self, align 8
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::next
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal align 8 ptr @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$4next17hfa784f8a0363fd7eE"(ptr align 8 %self) unnamed_addr #1 {
start:
  %_0 = alloca [8 x i8], align 8
  %ptr = load ptr, ptr %self, align 8
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %end_or_len = load ptr, ptr %0, align 8
  br label %bb4

bb4:                                              ; preds = %start
  %_6 = icmp eq ptr %ptr, %end_or_len
  br i1 %_6, label %bb5, label %bb6

bb6:                                              ; preds = %bb4
  %_16 = getelementptr inbounds nuw i64, ptr %ptr, i64 1
  store ptr %_16, ptr %self, align 8
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

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17hd60fdce89e8341d3E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %exact = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h0d3b7d5dc4a1d2c5E"(ptr %_5, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #10
  br label %bb7

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb9

bb9:                                              ; preds = %bb8
  %1 = ptrtoint ptr %_5 to i64
  %2 = ptrtoint ptr %subtracted to i64
  %3 = sub nuw i64 %1, %2
  %4 = udiv exact i64 %3, 8
  store i64 %4, ptr %exact, align 8
  br label %bb3

bb10:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #11
  unreachable

bb3:                                              ; preds = %bb9
  %_7 = load i64, ptr %exact, align 8
  %_8.1 = load i64, ptr %exact, align 8
  store i64 %_7, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_8.1, ptr %6, align 8
  ret void

bb1:                                              ; No predecessors!
  unreachable
}

; <core::slice::iter::Iter<T> as core::iter::traits::iterator::Iterator>::size_hint
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN91_$LT$core..slice..iter..Iter$LT$T$GT$$u20$as$u20$core..iter..traits..iterator..Iterator$GT$9size_hint17he31a854efa433da1E"(ptr sret([24 x i8]) align 8 %_0, ptr align 8 %self) unnamed_addr #1 {
start:
  %exact = alloca [8 x i8], align 8
  br label %bb2

bb2:                                              ; preds = %start
  %0 = getelementptr inbounds i8, ptr %self, i64 8
  %_5 = load ptr, ptr %0, align 8
  %subtracted = load ptr, ptr %self, align 8
  br label %bb5

bb5:                                              ; preds = %bb2
; call core::ptr::const_ptr::<impl *const T>::offset_from_unsigned::precondition_check
  call void @"_ZN4core3ptr9const_ptr33_$LT$impl$u20$$BP$const$u20$T$GT$20offset_from_unsigned18precondition_check17h0d3b7d5dc4a1d2c5E"(ptr %_5, ptr %subtracted, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #10
  br label %bb7

bb7:                                              ; preds = %bb5
  br label %bb8

bb8:                                              ; preds = %bb7
  br label %bb9

bb9:                                              ; preds = %bb8
  %1 = ptrtoint ptr %_5 to i64
  %2 = ptrtoint ptr %subtracted to i64
  %3 = sub nuw i64 %1, %2
  %4 = udiv exact i64 %3, 16
  store i64 %4, ptr %exact, align 8
  br label %bb3

bb10:                                             ; No predecessors!
; call core::panicking::panic
  call void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1 @alloc_ec595fc0e82ef92fc59bd74f68296eae, i64 73, ptr align 8 @alloc_7cb1dd7620319c06f8fe4029f6b4a0d1) #11
  unreachable

bb3:                                              ; preds = %bb9
  %_7 = load i64, ptr %exact, align 8
  %_8.1 = load i64, ptr %exact, align 8
  store i64 %_7, ptr %_0, align 8
  %5 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 1, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 %_8.1, ptr %6, align 8
  ret void

bb1:                                              ; No predecessors!
  unreachable
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17h014113bdb4ca35e6E"(ptr sret([24 x i8]) align 8 %_0, i32 %iter.0, i32 %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { i32, i32 } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h06d1bd579c93caa3E"(i32 %iter.0, i32 %iter.1) #10
  %_2.0 = extractvalue { i32, i32 } %0, 0
  %_2.1 = extractvalue { i32, i32 } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17ha4cf17c979d2c2caE"(ptr sret([24 x i8]) align 8 %_0, i32 %_2.0, i32 %_2.1) #12
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hb75ca1e78e707274E"(ptr sret([24 x i8]) align 8 %_0, ptr %iter.0, ptr %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17hf66a17f3192e8552E"(ptr %iter.0, ptr %iter.1) #10
  %_2.0 = extractvalue { ptr, ptr } %0, 0
  %_2.1 = extractvalue { ptr, ptr } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hf26642d4bb6f7b86E"(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #12
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hb88e4d8f7117614aE"(ptr sret([24 x i8]) align 8 %_0, ptr %iter.0, ptr %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h2f66c19984b61991E"(ptr %iter.0, ptr %iter.1) #10
  %_2.0 = extractvalue { ptr, ptr } %0, 0
  %_2.1 = extractvalue { ptr, ptr } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17he14041e62b183019E"(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #12
  ret void
}

; <alloc::vec::Vec<T> as core::iter::traits::collect::FromIterator<T>>::from_iter
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal void @"_ZN95_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$core..iter..traits..collect..FromIterator$LT$T$GT$$GT$9from_iter17hd34e81cd1c89dd80E"(ptr sret([24 x i8]) align 8 %_0, ptr %iter.0, ptr %iter.1) unnamed_addr #1 {
start:
; call <I as core::iter::traits::collect::IntoIterator>::into_iter
  %0 = call { ptr, ptr } @"_ZN63_$LT$I$u20$as$u20$core..iter..traits..collect..IntoIterator$GT$9into_iter17h3410810b0ea442c2E"(ptr %iter.0, ptr %iter.1) #10
  %_2.0 = extractvalue { ptr, ptr } %0, 0
  %_2.1 = extractvalue { ptr, ptr } %0, 1
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
  call void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hb9841b5f2d501104E"(ptr sret([24 x i8]) align 8 %_0, ptr %_2.0, ptr %_2.1) #12
  ret void
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h10273687bb7dd8c7E"() unnamed_addr #1 {
start:
  ret i1 false
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h230ef505f577cca6E"() unnamed_addr #1 {
start:
  ret i8 2
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::from_output
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$11from_output17h4dca0fbc2715be41E"() unnamed_addr #1 {
start:
  ret { i64, i64 } { i64 0, i64 undef }
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal { i64, i64 } @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h0c81a12e2427828cE"(i64 %0, i64 %1) unnamed_addr #1 {
start:
  %_0 = alloca [16 x i8], align 8
  %self = alloca [16 x i8], align 8
  store i64 %0, ptr %self, align 8
  %2 = getelementptr inbounds i8, ptr %self, i64 8
  store i64 %1, ptr %2, align 8
  %_2 = load i64, ptr %self, align 8
  %3 = getelementptr inbounds i8, ptr %self, i64 8
  %4 = load i64, ptr %3, align 8
  %5 = trunc nuw i64 %_2 to i1
  br i1 %5, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %6 = getelementptr inbounds i8, ptr %self, i64 8
  %b = load i64, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %_0, i64 8
  store i64 %b, ptr %7, align 8
  store i64 1, ptr %_0, align 8
  br label %bb4

bb3:                                              ; preds = %start
  store i64 0, ptr %_0, align 8
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %8 = load i64, ptr %_0, align 8
  %9 = getelementptr inbounds i8, ptr %_0, i64 8
  %10 = load i64, ptr %9, align 8
  %11 = insertvalue { i64, i64 } poison, i64 %8, 0
  %12 = insertvalue { i64, i64 } %11, i64 %10, 1
  ret { i64, i64 } %12

bb1:                                              ; No predecessors!
  unreachable
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal zeroext i1 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h179ad6bb7d6cfbbeE"(i1 zeroext %0) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %self = alloca [1 x i8], align 1
  %1 = zext i1 %0 to i8
  store i8 %1, ptr %self, align 1
  %2 = load i8, ptr %self, align 1
  %3 = trunc nuw i8 %2 to i1
  %_2 = zext i1 %3 to i64
  %4 = trunc nuw i64 %_2 to i1
  br i1 %4, label %bb2, label %bb3

bb2:                                              ; preds = %start
  store i8 1, ptr %_0, align 1
  br label %bb4

bb3:                                              ; preds = %start
  store i8 0, ptr %_0, align 1
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %5 = load i8, ptr %_0, align 1
  %6 = trunc nuw i8 %5 to i1
  ret i1 %6

bb1:                                              ; No predecessors!
  unreachable
}

; <core::ops::control_flow::ControlFlow<B,C> as core::ops::try_trait::Try>::branch
; Function Attrs: inlinehint nounwind nonlazybind uwtable
define internal i8 @"_ZN95_$LT$core..ops..control_flow..ControlFlow$LT$B$C$C$GT$$u20$as$u20$core..ops..try_trait..Try$GT$6branch17h7f7a69d8fccd7b5aE"(i8 %0) unnamed_addr #1 {
start:
  %_0 = alloca [1 x i8], align 1
  %self = alloca [1 x i8], align 1
  store i8 %0, ptr %self, align 1
  %1 = load i8, ptr %self, align 1
  %2 = icmp eq i8 %1, 2
  %_2 = select i1 %2, i64 0, i64 1
  %3 = trunc nuw i64 %_2 to i1
  br i1 %3, label %bb2, label %bb3

bb2:                                              ; preds = %start
  %4 = load i8, ptr %self, align 1
  %b = trunc nuw i8 %4 to i1
  %5 = zext i1 %b to i8
  store i8 %5, ptr %_0, align 1
  br label %bb4

bb3:                                              ; preds = %start
  store i8 2, ptr %_0, align 1
  br label %bb4

bb4:                                              ; preds = %bb2, %bb3
  %6 = load i8, ptr %_0, align 1
  ret i8 %6

bb1:                                              ; No predecessors!
  unreachable
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h05a4f4fd00d450eeE"(ptr align 8 %self, i32 %iterator.0, i32 %iterator.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h422d56e41c9d1bc3E"(ptr align 8 %self, i32 %iterator.0, i32 %iterator.1) #12
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h0ed8375ee96339cfE"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17h524cfa7bf5bf7e47E"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) #12
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h1f7f6ce0e7678925E"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_trusted
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$14extend_trusted17ha23408bfc63a3d8eE"(ptr align 8 %self, ptr %iterator.0, ptr %iterator.1) #12
  ret void
}

; <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN97_$LT$alloc..vec..Vec$LT$T$C$A$GT$$u20$as$u20$alloc..vec..spec_extend..SpecExtend$LT$T$C$I$GT$$GT$11spec_extend17h572ae70bf905ebe6E"(ptr align 8 %self, ptr %iter.0, ptr %iter.1) unnamed_addr #0 {
start:
; call alloc::vec::Vec<T,A>::extend_desugared
  call void @"_ZN5alloc3vec16Vec$LT$T$C$A$GT$16extend_desugared17h941acb105488c175E"(ptr align 8 %self, ptr %iter.0, ptr %iter.1) #12
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17ha4cf17c979d2c2caE"(ptr sret([24 x i8]) align 8 %_0, i32 %iterator.0, i32 %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h1c607565432d2959E"(ptr sret([24 x i8]) align 8 %_0, i32 %iterator.0, i32 %iterator.1) #12
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hb9841b5f2d501104E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17h0bf1133318ffb957E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) #12
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17he14041e62b183019E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17hc23a277badd5aeabE"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) #12
  ret void
}

; <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
; Function Attrs: nounwind nonlazybind uwtable
define internal void @"_ZN98_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter..SpecFromIter$LT$T$C$I$GT$$GT$9from_iter17hf26642d4bb6f7b86E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) unnamed_addr #0 {
start:
; call <alloc::vec::Vec<T> as alloc::vec::spec_from_iter_nested::SpecFromIterNested<T,I>>::from_iter
  call void @"_ZN111_$LT$alloc..vec..Vec$LT$T$GT$$u20$as$u20$alloc..vec..spec_from_iter_nested..SpecFromIterNested$LT$T$C$I$GT$$GT$9from_iter17he2d07ce051ab8446E"(ptr sret([24 x i8]) align 8 %_0, ptr %iterator.0, ptr %iterator.1) #12
  ret void
}

; Function Attrs: nounwind nonlazybind uwtable
define dso_local i64 @checked_ratio(i64 %a, i64 %b) unnamed_addr #0 {
start:
  %_3 = alloca [16 x i8], align 8
  %_0 = alloca [8 x i8], align 8
; call core::num::<impl i64>::checked_div
  %0 = call { i64, i64 } @"_ZN4core3num21_$LT$impl$u20$i64$GT$11checked_div17h4698e58332e35933E"(i64 %a, i64 %b) #10
  %1 = extractvalue { i64, i64 } %0, 0
  %2 = extractvalue { i64, i64 } %0, 1
  store i64 %1, ptr %_3, align 8
  %3 = getelementptr inbounds i8, ptr %_3, i64 8
  store i64 %2, ptr %3, align 8
  %_4 = load i64, ptr %_3, align 8
  %4 = getelementptr inbounds i8, ptr %_3, i64 8
  %5 = load i64, ptr %4, align 8
  %6 = trunc nuw i64 %_4 to i1
  br i1 %6, label %bb4, label %bb3

bb4:                                              ; preds = %start
  %7 = getelementptr inbounds i8, ptr %_3, i64 8
  %q = load i64, ptr %7, align 8
  store i64 %q, ptr %_0, align 8
  br label %bb5

bb3:                                              ; preds = %start
  store i64 -1, ptr %_0, align 8
  br label %bb5

bb5:                                              ; preds = %bb4, %bb3
  %8 = load i64, ptr %_0, align 8
  ret i64 %8

bb2:                                              ; No predecessors!
  unreachable
}

; Function Attrs: nounwind nonlazybind uwtable
define dso_local double @dot(ptr %x, ptr %y, i64 %n) unnamed_addr #0 {
start:
  %_10 = alloca [48 x i8], align 8
  %_9 = alloca [48 x i8], align 8
  %_6 = alloca [32 x i8], align 8
; call core::slice::raw::from_raw_parts
  %0 = call { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hb24a0f01a002b640E(ptr %x, i64 %n, ptr align 8 @alloc_9c4ec9bfa34d3a369a0d7170aadd369d) #10
  %_7.0 = extractvalue { ptr, i64 } %0, 0
  %_7.1 = extractvalue { ptr, i64 } %0, 1
; call core::slice::raw::from_raw_parts
  %1 = call { ptr, i64 } @_ZN4core5slice3raw14from_raw_parts17hb24a0f01a002b640E(ptr %y, i64 %n, ptr align 8 @alloc_2fa6f0c4afdc0fac71cd28b5a1291729) #10
  %_8.0 = extractvalue { ptr, i64 } %1, 0
  %_8.1 = extractvalue { ptr, i64 } %1, 1
  store ptr %_7.0, ptr %_6, align 8
  %2 = getelementptr inbounds i8, ptr %_6, i64 8
  store i64 %_7.1, ptr %2, align 8
  %3 = getelementptr inbounds i8, ptr %_6, i64 16
  store ptr %_8.0, ptr %3, align 8
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %_8.1, ptr %4, align 8
  %x.0 = load ptr, ptr %_6, align 8
  %5 = getelementptr inbounds i8, ptr %_6, i64 8
  %x.1 = load i64, ptr %5, align 8
  %6 = getelementptr inbounds i8, ptr %_6, i64 16
  %y.0 = load ptr, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 8
  %y.1 = load i64, ptr %7, align 8
; call core::slice::<impl [T]>::iter
  %8 = call { ptr, ptr } @"_ZN4core5slice29_$LT$impl$u20$$u5b$T$u5d$$GT$4iter17ha33ae890d296754dE"(ptr align 8 %x.0, i64 %x.1) #10
  %_11.0 = extractvalue { ptr, ptr } %8, 0
  %_11.1 = extractvalue { ptr, ptr } %8, 1
; call core::iter::traits::iterator::Iterator::zip
  call void @_ZN4core4iter6traits8iterator8Iterator3zip17h0f3849173dff7cbdE(ptr sret([48 x i8]) align 8 %_10, ptr %_11.0, ptr %_11.1, ptr align 8 %y.0, i64 %y.1) #10
; call core::iter::traits::iterator::Iterator::map
  call void @_ZN4core4iter6traits8iterator8Iterator3map17h26140b9a9e4fb4f0E(ptr sret([48 x i8]) align 8 %_9, ptr align 8 %_10) #10
; call core::iter::traits::iterator::Iterator::sum
  %_0 = call double @_ZN4core4iter6traits8iterator8Iterator3sum17h4e647d0e28221ffdE(ptr align 8 %_9) #12
  ret double %_0
}

; Function Attrs: nounwind nonlazybind uwtable
define dso_local double @signal(double %a, double %w, double %p, double %t) unnamed_addr #0 {
start:
  %_7 = fmul double %w, %t
  %_6 = fadd double %_7, %p
; call std::f64::<impl f64>::cos
  %_5 = call double @"_ZN3std3f6421_$LT$impl$u20$f64$GT$3cos17h7ca0d50cb3953715E"(double %_6) #10
  %_0 = fmul double %a, %_5
  ret double %_0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly captures(none), ptr noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: nounwind nonlazybind uwtable
declare i32 @rust_eh_personality(i32, i32, i64, ptr, ptr) unnamed_addr #0

; core::panicking::panic_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking9panic_fmt(ptr, ptr, ptr align 8) unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.uadd.sat.i64(i64, i64) #6

; std::io::stdio::_print
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvNtNtCsjrHSEGnQ3l9_3std2io5stdio6__print(ptr, ptr) unnamed_addr #0

; core::panicking::panic_const::panic_const_sub_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_sub_overflow(ptr align 8) unnamed_addr #5

; core::panicking::panic_const::panic_const_add_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_add_overflow(ptr align 8) unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #6

; core::panicking::panic_const::panic_const_mul_overflow
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const24panic_const_mul_overflow(ptr align 8) unnamed_addr #5

; core::panicking::panic_const::panic_const_rem_by_zero
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtNtCsgEmfK2I1SDS_4core9panicking11panic_const23panic_const_rem_by_zero(ptr align 8) unnamed_addr #5

; std::rt::lang_start_internal
; Function Attrs: nounwind nonlazybind uwtable
declare i64 @_RNvNtCsjrHSEGnQ3l9_3std2rt19lang_start_internal(ptr align 1, ptr align 8, i64, ptr, i8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.cos.f64(double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.pow.f64(double, double) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #6

; <f64 as core::fmt::Debug>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_5Debug3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; <core::fmt::Formatter>::debug_list
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter10debug_list(ptr sret([16 x i8]) align 8, ptr align 8) unnamed_addr #0

; <core::fmt::builders::DebugList>::finish
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList6finish(ptr align 8) unnamed_addr #0

; <i64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXse_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impxNtB9_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <f64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs7_NtNtCsgEmfK2I1SDS_4core3fmt5floatdNtB7_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <u64 as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsd_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impyNtB9_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <usize as core::fmt::Display>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXsi_NtNtNtCsgEmfK2I1SDS_4core3fmt3num3impjNtB9_7Display3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <usize as core::fmt::UpperHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs8_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8UpperHex3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <usize as core::fmt::LowerHex>::fmt
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvXs6_NtNtCsgEmfK2I1SDS_4core3fmt3numjNtB7_8LowerHex3fmt(ptr align 8, ptr align 8) unnamed_addr #0

; <core::fmt::builders::DebugList>::entry
; Function Attrs: nounwind nonlazybind uwtable
declare align 8 ptr @_RNvMs5_NtNtCsgEmfK2I1SDS_4core3fmt8buildersNtB5_9DebugList5entry(ptr align 8, ptr align 1, ptr align 8) unnamed_addr #0

; core::panicking::panic_nounwind_fmt
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_nounwind_fmt(ptr, ptr, i1 zeroext, ptr align 8) unnamed_addr #5

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #6

; <alloc::raw_vec::RawVecInner<_>>::reserve::do_reserve_and_handle::<alloc::alloc::Global>
; Function Attrs: cold nounwind nonlazybind uwtable
declare void @_RINvNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecINtB8_11RawVecInnerpE7reserve21do_reserve_and_handleNtNtBa_5alloc6GlobalECs4X4t9plMPHF_9addr2line(ptr align 8, i64, i64, i64, i64) unnamed_addr #3

; <alloc::raw_vec::RawVecInner>::grow_amortized
; Function Attrs: nounwind nonlazybind uwtable
declare { i64, i64 } @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner14grow_amortizedCsduwmD7cSIQq_5gimli(ptr align 8, i64, i64, i64, i64) unnamed_addr #0

; alloc::raw_vec::handle_error
; Function Attrs: cold minsize noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error(i64, i64) unnamed_addr #7

; <alloc::raw_vec::RawVecInner>::try_allocate_in
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs4_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner15try_allocate_inCsduwmD7cSIQq_5gimli(ptr sret([24 x i8]) align 8, i64, i1 zeroext, i64, i64) unnamed_addr #0

; <core::fmt::Formatter>::write_str
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter9write_str(ptr align 8, ptr align 1, i64) unnamed_addr #0

; <core::fmt::Formatter>::debug_tuple_field1_finish
; Function Attrs: nounwind nonlazybind uwtable
declare zeroext i1 @_RNvMsa_NtCsgEmfK2I1SDS_4core3fmtNtB5_9Formatter25debug_tuple_field1_finish(ptr align 8, ptr align 1, i64, ptr align 1, ptr align 8) unnamed_addr #0

; core::panicking::panic_bounds_check
; Function Attrs: cold minsize noinline noreturn nounwind nonlazybind optsize uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check(i64, i64, ptr align 8) unnamed_addr #8

; <alloc::raw_vec::RawVecInner>::deallocate
; Function Attrs: nounwind nonlazybind uwtable
declare void @_RNvMs2_NtCslNYArtu3iFV_5alloc7raw_vecNtB5_11RawVecInner10deallocateCsduwmD7cSIQq_5gimli(ptr align 8, i64, i64) unnamed_addr #0

; core::panicking::panic
; Function Attrs: cold noinline noreturn nounwind nonlazybind uwtable
declare void @_RNvNtCsgEmfK2I1SDS_4core9panicking5panic(ptr align 1, i64, ptr align 8) unnamed_addr #5

; Function Attrs: nonlazybind
define i32 @main(i32 %0, ptr %1) unnamed_addr #9 {
top:
  %2 = sext i32 %0 to i64
; call std::rt::lang_start
  %3 = call i64 @_ZN3std2rt10lang_start17hc69334915d0d3e43E(ptr @_ZN12rust_kernels4main17hb03f3f275d0f6f63E, i64 %2, ptr %1, i8 0)
  %4 = trunc i64 %3 to i32
  ret i32 %4
}

attributes #0 = { nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #1 = { inlinehint nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #2 = { noinline nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #3 = { cold nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { cold noinline noreturn nounwind nonlazybind uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { cold minsize noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #8 = { cold minsize noinline noreturn nounwind nonlazybind optsize uwtable "probe-stack"="inline-asm" "target-cpu"="x86-64" }
attributes #9 = { nonlazybind "target-cpu"="x86-64" }
attributes #10 = { inlinehint nounwind }
attributes #11 = { noinline noreturn nounwind }
attributes #12 = { nounwind }
attributes #13 = { cold nounwind }
attributes #14 = { noinline nounwind }
attributes #15 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 8, !"PIC Level", i32 2}
!1 = !{i32 7, !"PIE Level", i32 2}
!2 = !{i32 2, !"RtLibUseGOT", i32 1}
!3 = !{!"rustc version 1.95.0 (59807616e 2026-04-14)"}
!4 = !{i64 17873536471236544}
