; compat.16.ll: the long tail of LLVM 16 IR that compilers seldom emit but
; LLVM's own bitcode compatibility test covers (written for irfix, not
; copied): every calling convention number, odd types, linkage and
; storage variants, prefix/prologue data, funclet EH, atomics with sync
; scopes, fast-math flags on phi/select/call, metadata-as-value operands.
source_filename = "compat.16.ll"
target datalayout = "E"
target triple = "x86_64-apple-macosx10.10.0"
module asm "beep boop"
module asm "second line"

$c.any = comdat any
$c.exact = comdat exactmatch
$c.largest = comdat largest
$c.nodup = comdat nodeduplicate
$c.same = comdat samesize

%ty.s = type { i32, i8, i64 }
%ty.p = type <{ i32, i8 }>
%ty.opaque = type opaque
%ty.named = type [8 x i8]

@k.true = constant i1 true
@k.half = constant [3 x half] [half -0.0, half 1.0, half 0.0]
@k.f64 = constant <3 x double> <double -0.0, double 1.0, double 0.0>
@k.struct = constant %ty.s { i32 -1, i8 undef, i64 poison }
@k.packed = constant %ty.p <{ i32 -1, i8 1 }>
@k.i8arr = constant [3 x i8] [i8 -0, i8 1, i8 0]
@g.private = private global i32 0
@g.internal = internal global i32 0
@g.ae = available_externally global i32 0
@g.linkonce = linkonce global i32 0
@g.weak = weak global i32 0
@g.common = common global i32 0
@g.appending = appending global [4 x i8] c"test"
@g.extern_weak = extern_weak global i32
@g.linkonce_odr = linkonce_odr global i32 0
@g.weak_odr = weak_odr global i32 0
@g.hidden = hidden global i32 0
@g.protected = protected global i32 0
@g.dllimport = external dllimport global i32
@g.dllexport = dllexport global i32 0
@g.tls = thread_local global i32 0
@g.tls.ld = thread_local(localdynamic) global i32 0
@g.tls.ie = thread_local(initialexec) global i32 0
@g.tls.le = thread_local(localexec) global i32 0
@g.unnamed = unnamed_addr global i32 0
@g.local_unnamed = local_unnamed_addr global i32 0
@g.as = addrspace(1) global i32 0
@g.extinit = external externally_initialized global i32
@g.section = global i32 0, section "_DATA"
@g.partition = global i32 0, partition "part"
@c.any = global i32 0, comdat
@c.exact = global i32 0, comdat
@c.largest = global i32 0, comdat
@c.nodup = global i32 0, comdat
@c.same = global i32 0, comdat
@g.c1 = global i32 0, section "Shared", comdat($c.any)
@g.align = global i32 0, align 4
@g.nsa = global i32 0, no_sanitize_address
@g.nshwa = global i32 0, no_sanitize_hwaddress
@g.memtag = global i32 0, sanitize_memtag
@g.dyninit = global i32 0, sanitize_address_dyninit
@g.multi = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit
@llvm.used = appending global [1 x ptr] [ptr @g.weak], section "llvm.metadata"

@a.private = private alias i32, ptr @g.private
@a.linkonce_odr = linkonce_odr alias i32, ptr @g.linkonce_odr
@a.hidden = hidden alias i32, ptr @g.hidden
@a.dllexport = dllexport alias i32, ptr @g.dllexport
@a.tls = thread_local(localdynamic) alias i32, ptr @g.tls.ld
@a.unnamed = unnamed_addr alias i32, ptr @g.unnamed
@a.partition = alias i32, ptr @g.partition, partition "part"
@a.gep = alias i8, getelementptr (i8, ptr @g.weak, i64 2)

@if.private = private ifunc void (), ptr @resolver
@if.hidden = hidden ifunc void (), ptr @resolver
@if.partition = ifunc void (), ptr @resolver, partition "part"

define ptr @resolver() {
  ret ptr null
}

declare fastcc void @cc.fast()
declare coldcc void @cc.cold()
declare ghccc void @cc.ghc()
declare cc11 void @cc.11()
declare webkit_jscc void @cc.webkit()
declare anyregcc void @cc.anyreg()
declare preserve_mostcc void @cc.pmost()
declare preserve_allcc void @cc.pall()
declare swiftcc void @cc.swift()
declare swifttailcc void @cc.swifttail()
declare cfguard_checkcc void @cc.cfguard()
declare tailcc void @cc.tail()
declare x86_stdcallcc void @cc.stdcall()
declare x86_fastcallcc void @cc.fastcall()
declare arm_apcscc void @cc.apcs()
declare arm_aapcscc void @cc.aapcs()
declare arm_aapcs_vfpcc void @cc.vfp()
declare msp430_intrcc void @cc.msp()
declare x86_thiscallcc void @cc.this()
declare ptx_kernel void @cc.ptxk()
declare ptx_device void @cc.ptxd()
declare spir_func void @cc.spirf()
declare spir_kernel void @cc.spirk()
declare intel_ocl_bicc void @cc.ocl()
declare x86_64_sysvcc void @cc.sysv()
declare win64cc void @cc.win64()
declare x86_vectorcallcc void @cc.vector()
declare hhvmcc void @cc.hhvm()
declare hhvm_ccc void @cc.hhvmc()
declare x86_intrcc void @cc.intr(ptr byval(i8))
declare avr_intrcc void @cc.avri()
declare avr_signalcc void @cc.avrs()
declare amdgpu_vs void @cc.vs()
declare amdgpu_gs void @cc.gs()
declare amdgpu_ps void @cc.ps()
declare amdgpu_cs void @cc.cs()
declare amdgpu_gfx void @cc.gfx()
declare amdgpu_kernel void @cc.kern()
declare amdgpu_hs void @cc.hs()
declare amdgpu_ls void @cc.ls()
declare amdgpu_es void @cc.es()
declare aarch64_vector_pcs void @cc.avpcs()
declare aarch64_sve_vector_pcs void @cc.svepcs()
declare x86_regcallcc void @cc.regcall()
declare cc1023 void @cc.1023()

declare zeroext i64 @r.zext()
declare signext i64 @r.sext()
declare inreg ptr @r.inreg()
declare noalias ptr @r.noalias()
declare nonnull ptr @r.nonnull()
declare dereferenceable(16) ptr @r.deref()
declare dereferenceable_or_null(8) ptr @r.deref_or_null()
declare noundef align 8 ptr @r.align()
declare void @p.attrs(i8 zeroext, i8 signext, i8 inreg, ptr byval({ i8, i8 }), ptr noalias nocapture, ptr nest, ptr nonnull, ptr dereferenceable(4), ptr dereferenceable_or_null(4), [2 x double] alignstack(16), ptr swiftself, ptr swiftasync, ptr swifterror, i32 allocalign, ptr allocptr, ptr preallocated(i32), ptr byref(%ty.named), ptr readonly, ptr writeonly, ptr readnone, i32 noundef)
declare ptr @p.returned(ptr returned)
declare void @p.sret(ptr sret(i8))
declare void @p.inalloca(i32, ptr inalloca(i8))

declare void @fa.0() alignstack(4)
declare void @fa.1() alwaysinline
declare void @fa.2() cold convergent inlinehint minsize naked nobuiltin noduplicate noimplicitfloat
declare void @fa.3() unnamed_addr jumptable
declare void @fa.4() noinline optnone
declare void @fa.5() nonlazybind noredzone noreturn nounwind optsize returns_twice safestack
declare void @fa.6() sanitize_address sanitize_memory sanitize_thread sanitize_hwaddress sanitize_memtag
declare void @fa.7() ssp
declare void @fa.8() sspreq
declare void @fa.9() sspstrong "thunk" uwtable "cpu"="cortex-a8" norecurse
declare void @fa.10() memory(inaccessiblemem: readwrite)
declare void @fa.11() memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @fa.12() memory(read, argmem: none, inaccessiblemem: write)
declare void @fa.13() strictfp speculatable writeonly
declare void @fa.14() nosanitize_coverage disable_sanitizer_instrumentation nosanitize_bounds
declare void @fa.15(i32, i32) allocsize(1, 0)
declare void @fa.16() allockind("alloc,uninitialized") "alloc-family"="malloc"
declare void @fa.17() uwtable(sync) nocallback nofree nosync willreturn mustprogress
declare void @fa.18() vscale_range(1, 16) fn_ret_thunk_extern noprofile skipprofile presplitcoroutine
declare void @fa.19() nocf_check shadowcallstack speculative_load_hardening null_pointer_is_valid optforfuzzing
declare void @fa.20() section "80" align 8 gc "shadow-stack"
declare void @fa.prefix() prefix i32 1684365668
declare void @fa.prefixarr() prefix [4 x i32] [i32 0, i32 1, i32 2, i32 3]
declare void @fa.prologue() prologue i32 1684365669
declare void @fa.both() prefix i8 1 prologue [2 x i8] c"ab"

define void @fn.partition() partition "part" {
  ret void
}
define void @fn.comdat() comdat($c.largest) {
  ret void
}
define void @fn.comdat2() comdat($c.exact) align 16 {
  ret void
}

declare void @llvm.donothing() nounwind memory(none)
define void @pers.const() personality i8 3 {
  invoke void @llvm.donothing() to label %ok unwind label %lp
lp:
  %cl = landingpad i8 cleanup
  br label %ok
ok:
  ret void
}

define void @atomics(ptr %w, ptr %f, ptr %pp) {
  %x0 = cmpxchg ptr %w, i32 0, i32 4 monotonic monotonic
  %x1 = cmpxchg weak volatile ptr %w, i32 0, i32 11 syncscope("singlethread") seq_cst monotonic, align 16
  %x2 = cmpxchg ptr %w, i32 0, i32 6 acquire acquire, align 8
  %x3 = cmpxchg ptr %pp, ptr null, ptr %w syncscope("agent") acq_rel monotonic
  %r0 = atomicrmw xchg ptr %w, i32 12 monotonic
  %r1 = atomicrmw nand ptr %w, i32 16 release, align 16
  %r2 = atomicrmw volatile umin ptr %w, i32 22 syncscope("singlethread") acq_rel
  %r3 = atomicrmw uinc_wrap ptr %w, i32 1 seq_cst
  %r4 = atomicrmw udec_wrap ptr %w, i32 1 seq_cst
  %r5 = atomicrmw fadd ptr %f, float 1.0 monotonic
  %r6 = atomicrmw fsub ptr %f, float 1.0 monotonic
  %r7 = atomicrmw fmax ptr %f, float 1.0 monotonic
  %r8 = atomicrmw fmin ptr %f, float 1.0 monotonic
  %r9 = atomicrmw xchg ptr %pp, ptr null monotonic
  fence acquire
  fence syncscope("singlethread") seq_cst
  fence syncscope("wavefront") release
  %l0 = load atomic i32, ptr %w monotonic, align 4
  %l1 = load atomic volatile i32, ptr %w syncscope("singlethread") seq_cst, align 16
  store atomic i32 23, ptr %w monotonic, align 4
  store atomic volatile i32 25, ptr %w syncscope("singlethread") unordered, align 4
  ret void
}

define void @fmf(i1 %c, float %a, float %b, <2 x i1> %vc, <2 x double> %va, <2 x double> %vb, [2 x double] %aa, [2 x double] %ab) {
entry:
  %n0 = fneg nnan float %a
  %n1 = fneg fast float %a
  %b0 = fadd reassoc nsz float %a, %b
  %b1 = frem afn arcp float %a, %b
  %s0 = select nnan i1 %c, float %a, float %b
  %s1 = select nnan nsz <2 x i1> %vc, <2 x double> %va, <2 x double> %vb
  %s2 = select fast i1 %c, [2 x double] %aa, [2 x double] %ab
  %k0 = call fast float @fmf.f32()
  %k1 = notail call nsz arcp double @fmf.f64()
  %k2 = tail call nnan ninf fastcc <4 x double> @fmf.v4()
  %k3 = call fast [2 x float] @fmf.arr()
  %fc = fcmp nnan ninf olt float %a, %b
  br i1 %c, label %l1, label %l2
l1:
  br label %exit
l2:
  br label %exit
exit:
  %p0 = phi nnan float [ %a, %l1 ], [ %b, %l2 ]
  %p1 = phi reassoc nsz <2 x double> [ %va, %l1 ], [ %vb, %l2 ]
  %p2 = phi contract [2 x double] [ %aa, %l1 ], [ %ab, %l2 ]
  ret void
}
declare float @fmf.f32()
declare double @fmf.f64()
declare fastcc <4 x double> @fmf.v4()
declare [2 x float] @fmf.arr()

define void @types() {
  %p0 = alloca i1942652
  %p1 = alloca half
  %p2 = alloca bfloat
  %p3 = alloca fp128
  %p4 = alloca x86_fp80
  %p5 = alloca ppc_fp128
  %p6 = alloca x86_mmx
  %p7 = alloca <vscale x 4 x i32>
  %p8 = alloca %ty.opaque*
  %p9 = alloca <4 x ptr addrspace(3)>
  %p10 = alloca { i32, [0 x i8] }, i8 4, align 4
  %p11 = alloca inalloca i32, i8 4, align 4
  %p12 = alloca i32, align 8, addrspace(5)
  ret void
}
declare void @llvm.token(token)

define void @inlineasm(i32 %arg) {
  %a = call i32 asm "bswap $0", "=r,r"(i32 %arg)
  %b = call i32 asm sideeffect "blt $1, $2, $3", "=r,r,rm"(i32 %arg, i32 %arg)
  call void asm sideeffect alignstack inteldialect "nop", "~{dirflag}"()
  call void asm unwind "nop", ""()
  ret void
}

declare void @f.ccc()
define i32 @win_eh.1() personality i32 -3 {
entry:
  %arg1 = alloca i32
  %arg2 = alloca i32
  invoke void @f.ccc() to label %normal unwind label %cs1
cs1:
  %s1 = catchswitch within none [label %cp1] unwind to caller
cp1:
  catchpad within %s1 [ptr %arg1]
  br label %normal
cs3:
  %s3 = catchswitch within none [label %cp3] unwind label %clean
cp3:
  catchpad within %s3 [ptr %arg1, ptr %arg2]
  br label %normal
clean:
  %cl = cleanuppad within none []
  unreachable
normal:
  ret i32 0
}

define i32 @win_eh.2() personality i32 -4 {
entry:
  invoke void @f.ccc() to label %cont unwind label %cs
cont:
  invoke void @f.ccc() to label %done unwind label %cleanup
cleanup:
  %clean = cleanuppad within none []
  cleanupret from %clean unwind to caller
cs:
  %cs0 = catchswitch within none [label %cp] unwind label %term
cp:
  %catch = catchpad within %cs0 []
  br label %body
body:
  invoke void @f.ccc() [ "funclet"(token %catch) ] to label %done unwind label %inner
  catchret from %catch to label %ret
ret:
  ret i32 0
inner:
  %ic = cleanuppad within %catch []
  cleanupret from %ic unwind label %term
term:
  %t = cleanuppad within none []
  unreachable
done:
  ret i32 0
}

define void @landing() personality ptr @pfn {
  invoke void @llvm.donothing() to label %go unwind label %c1
  invoke void @llvm.donothing() to label %go unwind label %c2
c1:
  %l1 = landingpad { ptr, i32 } cleanup catch ptr null catch ptr @g.weak
  br label %go
c2:
  %l2 = landingpad { ptr, i32 } filter [2 x ptr] zeroinitializer filter [1 x ptr] [ptr @g.weak]
  resume { ptr, i32 } %l2
go:
  ret void
}
declare i32 @pfn(...)

declare void @llvm.va_start(ptr)
declare void @llvm.va_copy(ptr, ptr)
declare void @llvm.va_end(ptr)
define void @va(ptr %v, ...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %x = va_arg ptr %ap, i32
  %y = va_arg ptr %ap, { i32, double }
  call void @llvm.va_copy(ptr %v, ptr %ap)
  call void @llvm.va_end(ptr %ap)
  ret void
}

declare void @llvm.gcroot(ptr, ptr)
define void @gc() gc "shadow-stack" {
  %ploc = alloca ptr
  call void @llvm.gcroot(ptr %ploc, ptr null)
  ret void
}

declare ptr @llvm.returnaddress(i32)
declare ptr @llvm.frameaddress.p0(i32)
declare i32 @llvm.read_register.i32(metadata)
declare void @llvm.write_register.i64(metadata, i64)
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
declare void @llvm.localescape(...)
declare ptr @llvm.localrecover(ptr, ptr, i32)
define void @codegen() {
  %ra = call ptr @llvm.returnaddress(i32 1)
  %r = call i32 @llvm.read_register.i32(metadata !10)
  call void @llvm.write_register.i64(metadata !10, i64 0)
  %st = call ptr @llvm.stacksave()
  call void @llvm.stackrestore(ptr %st)
  %sa = alloca i32
  call void (...) @llvm.localescape(ptr %sa)
  ret void
}
define void @recover() {
  %fp = call ptr @llvm.frameaddress.p0(i32 1)
  %x = call ptr @llvm.localrecover(ptr @codegen, ptr %fp, i32 0)
  ret void
}

define void @md.uses(ptr %base) {
  call void @f.ccc(), !srcloc !11
  call void @f.ccc(), !srcloc !12
  call void @f.ccc(), !srcloc !13
  %l = load ptr, ptr %base, align 8, !invariant.load !7, !nontemporal !8, !nonnull !8, !dereferenceable !9, !dereferenceable_or_null !9, !align !9, !noundef !8
  store volatile ptr null, ptr %base, align 4, !nontemporal !8
  %v = load i32, ptr %l, !range !14, !tbaa !15
  ret void
}

define void @bundles(ptr %p, i32 %x) personality i8 3 {
entry:
  %l = load i32, ptr %p
  call void @f.ccc() [ "foo"(i32 42, i64 100, i32 %x), "bar"(float 0.0, i64 100, i32 %l) ]
  call void @f.ccc() [ "foo"() ]
  call void @f.ccc() [ "foo"(i32 42), "foo"(i32 %l) ]
  call void @f.ccc() [ "deopt"(i32 %x), "gc-live"(ptr %p) ]
  invoke void (...) @vaf(i32 10, i32 %x) [ "foo"(i32 42, i32 %x) ] to label %ok unwind label %lp
lp:
  %c = landingpad i8 cleanup
  br label %ok
ok:
  ret void
}
declare void @vaf(...)

define void @terminators(i8 %val) personality i32 -10 {
  br i1 false, label %t, label %f
t:
  ret void
f:
  switch i8 %val, label %d [
    i8 0, label %d0
    i8 -1, label %d1
    i8 127, label %d2
  ]
d:
  ret void
d0:
  ret void
d1:
  ret void
d2:
  indirectbr ptr blockaddress(@terminators, %d2), [label %d2, label %d]
}

define void @callsite.attrs() {
  call void @fa.2() builtin
  call fastcc noalias ptr @r.noalias() noinline
  tail call ghccc nonnull ptr @r.nonnull() minsize
  call void @fa.13() strictfp
  call void @fa.15(i32 4, i32 8) allocsize(1, 0)
  %f = freeze i32 10
  %g = freeze <2 x ptr> <ptr null, ptr @g.weak>
  ret void
}

define ptr @constexpr() {
  ret ptr getelementptr inbounds ({ [4 x ptr], [4 x ptr] }, ptr null, i32 0, inrange i32 1, i32 2)
}

!llvm.module.flags = !{!0, !1, !2, !4, !5, !6}
!named.empty = !{}
!0 = !{i32 1, !"mod1", i32 0}
!1 = !{i32 2, !"mod2", i32 0}
!2 = !{i32 3, !"mod3", !3}
!3 = !{!"mod6", !0}
!4 = !{i32 4, !"mod4", i32 0}
!5 = !{i32 5, !"mod5", !0}
!6 = !{i32 6, !"mod6", !0}
!7 = !{i32 1}
!8 = !{}
!9 = !{i64 4}
!10 = !{!"rax"}
!11 = distinct !{}
!12 = distinct !{}
!13 = !{!11, !12, null, !"s", i8 3, float 1.5, ptr @g.weak}
!14 = !{i32 0, i32 10, i32 20, i32 30}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !17, i64 0}
!17 = !{!"root"}
declare void @llvm.test.immarg.intrinsic(i32 immarg)

; Identified structs without names (LLVM numbers them: %0, %1).
%0 = type { i32, ptr }
%1 = type { %0, i8 }
@numbered.g = global %1 zeroinitializer
@numbered.k = global %0 zeroinitializer
define void @numbered.f(ptr %p) {
  %a = alloca %1
  %g = getelementptr %1, ptr %p, i64 0, i32 0, i32 1
  ret void
}
