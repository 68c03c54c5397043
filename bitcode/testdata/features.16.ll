; features.16.ll: IR constructs clang rarely emits, in LLVM 16 syntax.
source_filename = "features.16.ll"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "  .globl asm_sym"

%struct.S = type { i32, [4 x i8], ptr }
%opaque.T = type opaque

$cany = comdat any
$clargest = comdat largest

@g1 = global i32 1, comdat($cany), align 4
@g3 = weak global [2 x i16] [i16 1, i16 -1], comdat($clargest)
@tls = thread_local(initialexec) global i32 0
@hidden = hidden global ptr @g1
@dll = external dllimport global i32
@vec = global <4 x i32> <i32 7, i32 7, i32 7, i32 7>
@s = global %struct.S { i32 1, [4 x i8] c"abc\00", ptr @g1 }
@big = global i128 -170141183460469231731687303715884105728
@f80 = global x86_fp80 0xK4000C90FDAA22168C235
@f128 = global fp128 0xL00000000000000004000921FB54442D1
@half = global half 0xH3C00
@bf = global bfloat 0xR3F80
@ce = global ptr getelementptr inbounds (%struct.S, ptr @s, i64 0, i32 2)
@ce2 = global i64 sub (i64 ptrtoint (ptr @g1 to i64), i64 ptrtoint (ptr @g3 to i64))
@ce3 = global i1 icmp eq (ptr @g1, ptr @g3)
@ce4 = global i32 select (i1 icmp eq (ptr @g1, ptr null), i32 1, i32 2)
@ce5 = global i32 extractelement (<4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 ptrtoint (ptr @g1 to i32))
@vt = global { [3 x ptr] } { [3 x ptr] [ptr null, ptr @f, ptr @g] }
@inr = global ptr getelementptr inbounds ({ [3 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 1)
@nib = global ptr getelementptr (i8, ptr @g1, i64 1)
@dle = global ptr dso_local_equivalent @f
@ba = global ptr blockaddress(@f, %bb2)

@alias1 = alias i32, ptr @g1
@ifn = ifunc void (), ptr @resolver

define internal ptr @resolver() {
  ret ptr @g
}

define i32 @f(i32 %x, ptr %p) gc "shadow-stack" personality ptr @pers {
entry:
  %c = icmp ult i32 %x, 10
  br i1 %c, label %bb1, label %bb2
bb1:
  %t = trunc i32 %x to i8
  %z = zext i8 %t to i32
  %u = uitofp i32 %z to float
  %n = fneg nnan float %u
  %fr = freeze float %n
  %a = atomicrmw volatile fadd ptr %p, float %fr syncscope("singlethread") monotonic, align 4
  %a2 = atomicrmw uinc_wrap ptr %p, i32 3 acquire, align 4
  %cx = cmpxchg weak volatile ptr %p, i32 1, i32 2 syncscope("agent") acq_rel monotonic, align 4
  %v = extractvalue { i32, i1 } %cx, 0
  br label %bb2
bb2:
  %ph = phi i32 [ 0, %entry ], [ %v, %bb1 ]
  %r = call i32 @callee(i32 %ph) [ "deopt"(i32 1, ptr %p) ]
  %fc = call fast double @llvm.sqrt.f64(double 2.0)
  %sel = select nsz i1 %c, float 1.0, float 2.0
  %vi = insertelement <4 x i32> zeroinitializer, i32 %r, i64 0
  %sh = shufflevector <4 x i32> %vi, <4 x i32> undef, <4 x i32> <i32 3, i32 undef, i32 1, i32 0>
  %e = extractelement <4 x i32> %sh, i32 2
  %g2 = getelementptr inbounds %struct.S, ptr %p, i64 1, i32 1, i64 2
  %l = load atomic i32, ptr %g2 seq_cst, align 4
  store atomic volatile i32 %l, ptr %p release, align 4
  fence syncscope("workgroup") acquire
  %al = alloca i32, i32 4, align 16
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
  %x = landingpad { ptr, i32 } cleanup catch ptr @g1 filter [1 x ptr] [ptr @g3]
  resume { ptr, i32 } %x
}

declare void @attrs(ptr sret(i32) %c, ptr noalias nocapture nonnull dereferenceable(8) align 8 %a, ptr byval(%struct.S) %b, i32 signext %d, ptr dereferenceable_or_null(16) %m) #2

attributes #0 = { nounwind memory(argmem: readwrite, inaccessiblemem: read) uwtable(sync) allocsize(0) "key"="value" "flag" }
attributes #1 = { noinline optnone vscale_range(2,8) alignstack=16 allockind("alloc,zeroed") }
attributes #2 = { cold nounwind willreturn nosync nofree mustprogress memory(none) }

!llvm.ident = !{!0}
!0 = !{!"irfix test"}
