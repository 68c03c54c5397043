; features.22.ll: IR constructs clang rarely emits, in LLVM 22 syntax.
source_filename = "features.22.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "  .globl asm_sym"
module asm "asm_sym: ret"

%struct.S = type { i32, [4 x i8], ptr }
%opaque.T = type opaque
%packed = type <{ i8, i32 }>

$cany = comdat any
$cexact = comdat exactmatch
$clargest = comdat largest
$cnodedup = comdat nodeduplicate
$csame = comdat samesize

@g1 = global i32 1, comdat($cany), align 4
@g2 = linkonce_odr global i64 2, comdat($cexact)
@g3 = weak global [2 x i16] [i16 1, i16 -1], comdat($clargest)
@g4 = internal global i8 0, comdat($cnodedup)
@g5 = global i8 0, comdat($csame), partition "part1"
@tls = thread_local(initialexec) global i32 0
@tls2 = thread_local(localdynamic) global i32 0
@tls3 = thread_local(localexec) global i32 0
@hidden = hidden global ptr @g1
@prot = protected unnamed_addr constant i32 5
@dll = dllexport global i32 3
@ext = external global i32
@extw = extern_weak global i32
@avail = available_externally global i32 9
@cm = global i32 0, code_model "large"
@san = global i32 0, no_sanitize_address, sanitize_address_dyninit
@vec = global <4 x i32> splat (i32 7)
@fvec = global <2 x double> <double 1.0, double 2.0>
@arr = global [3 x float] [float 1.0, float 0x7FF8000000000000, float -0.0]
@s = global %struct.S { i32 1, [4 x i8] c"abc\00", ptr @g1 }
@pk = global %packed <{ i8 1, i32 2 }>
@big = global i128 -170141183460469231731687303715884105728
@f80 = global x86_fp80 0xK4000C90FDAA22168C235
@f128 = global fp128 0xL00000000000000004000921FB54442D1
@ppc = global ppc_fp128 0xM400921FB54442D180000000000000000
@half = global half 0xH3C00
@bf = global bfloat 0xR3F80
@ce = global ptr getelementptr inbounds nuw (%struct.S, ptr @s, i64 0, i32 2)
@ce2 = global i64 sub (i64 ptrtoint (ptr @g1 to i64), i64 ptrtoint (ptr @g2 to i64))
@vt = global { [3 x ptr] } { [3 x ptr] [ptr null, ptr @f, ptr @g] }
@inr = global ptr getelementptr inbounds inrange(-8, 16) ({ [3 x ptr] }, ptr @vt, i32 0, i32 0, i32 1)
@nusw = global ptr getelementptr nusw (i8, ptr @g1, i64 1)
@dle = global ptr dso_local_equivalent @f
@nocfi = global ptr no_cfi @f
@pauth = global ptr ptrauth (ptr @f, i32 0, i64 1234, ptr @pauth)
@ba = global ptr blockaddress(@f, %bb2)
@zero = global { i32, [2 x double] } zeroinitializer
@undefp = global { i32, i32 } { i32 undef, i32 poison }
@ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @g, ptr null }]
@attrd = global i32 0 #3

@alias1 = alias i32, ptr @g1
@alias2 = internal alias i64, ptr @g2
@alias3 = thread_local alias i32, ptr @tls
@ifn = ifunc void (), ptr @resolver

define internal ptr @resolver() {
  ret ptr @g
}

define i32 @f(i32 %x, ptr %p) section ".text.f" align 16 gc "statepoint-example" prefix i32 123 prologue i8 4 personality ptr @pers {
entry:
  %c = icmp samesign ult i32 %x, 10
  br i1 %c, label %bb1, label %bb2
bb1:
  %t = trunc nuw nsw i32 %x to i8
  %z = zext nneg i8 %t to i32
  %o = or disjoint i32 %z, 256
  %u = uitofp nneg i32 %o to float
  %n = fneg nnan float %u
  %fr = freeze float %n
  %a = atomicrmw volatile fadd ptr %p, float %fr syncscope("singlethread") monotonic, align 4
  %a2 = atomicrmw uinc_wrap ptr %p, i32 3 acquire, align 4
  %a3 = atomicrmw fmaximum ptr %p, float 1.0 seq_cst, align 4
  %cx = cmpxchg weak volatile ptr %p, i32 1, i32 2 syncscope("agent") acq_rel monotonic, align 4
  %v = extractvalue { i32, i1 } %cx, 0
  br label %bb2
bb2:
  %ph = phi i32 [ 0, %entry ], [ %v, %bb1 ]
  %pa = ptrtoaddr ptr %p to i64
  %r = call i32 @callee(i32 %ph) [ "deopt"(i32 1, ptr %p), "unknown"() ]
  %fc = call fast double @llvm.sqrt.f64(double 2.0)
  %sel = select nsz i1 %c, float 1.0, float 2.0
  %vi = insertelement <4 x i32> splat (i32 1), i32 %r, i64 0
  %sh = shufflevector <4 x i32> %vi, <4 x i32> poison, <4 x i32> <i32 3, i32 poison, i32 1, i32 0>
  %e = extractelement <4 x i32> %sh, i32 2
  %g2 = getelementptr inbounds nuw %struct.S, ptr %p, i64 1, i32 1, i64 2
  %vg = getelementptr i8, <2 x ptr> zeroinitializer, <2 x i64> <i64 1, i64 2>
  %l = load atomic i32, ptr %g2 seq_cst, align 4, !nontemporal !1
  store atomic volatile i32 %l, ptr %p release, align 4
  fence syncscope("workgroup") acquire
  %al = alloca i32, i32 4, align 16, addrspace(0)
  %al2 = alloca inalloca i64, align 8
  %vaa = va_arg ptr %p, i32
  switch i32 %e, label %exit [
    i32 1, label %bb1
    i32 -7, label %exit
  ]
exit:
  %sum = add nuw nsw i32 %l, %vaa
  ret i32 %sum
}

declare i32 @callee(i32) #0
declare token @llvm.experimental.convergence.entry()
declare double @llvm.sqrt.f64(double)
declare i32 @pers(...)

define void @g() #1 {
  callbr void asm sideeffect "jmp ${0:l}", "!i"() to label %fall [label %other]
fall:
  ret void
other:
  %ind = load ptr, ptr @ba
  indirectbr ptr %ind, [label %fall, label %other]
}

define void @eh() personality ptr @pers {
  invoke void @g() to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup catch ptr @g1 filter [1 x ptr] [ptr @g2]
  resume { ptr, i32 } %x
}

declare void @attrs(ptr sret(i32) %c, ptr noalias nocapture nonnull dereferenceable(8) align 8 %a, ptr byval(%struct.S) %b, i32 signext range(i32 0, 10) %d, ptr captures(address, ret: provenance) %e, ptr initializes((0, 8), (16, 24)) %f, float nofpclass(nan inf) %g, ptr dead_on_unwind %h, ptr byref(i16) %l, ptr dereferenceable_or_null(16) %m, ptr dead_on_return %n) #2

attributes #0 = { nounwind memory(argmem: readwrite, inaccessiblemem: read, errnomem: write) uwtable(sync) allocsize(0) "key"="value" "flag" }
attributes #1 = { noinline optnone vscale_range(2,8) alignstack=16 allockind("alloc,zeroed") "target-cpu"="x86-64" }
attributes #2 = { cold hot nounwind willreturn nosync nofree mustprogress memory(none) }
attributes #3 = { "global-attr"="1" }

!llvm.ident = !{!0}
!named.strings = !{!1, !2}
!0 = !{!"irfix test"}
!1 = !{i32 1}
!2 = distinct !{!"s", null, i64 -1, !2}
