package lltext

import (
	"testing"
)

// Hand-written modules that use nearly every construct of the text format
// (linkages, TLS, comdats, calling conventions, attribute forms, every
// instruction, constant expressions, EH pads, debug records, typed
// pointers with address spaces, old constant expressions and attribute
// spellings). Each is accepted by the LLVM versions named in its test.
//
// prTorture22 is LLVM 22 opaque-pointer text.
const prTorture22 = `source_filename = "torture.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

module asm "  .globl foo"
module asm "foo: ret \22quoted\22"

%0 = type { i32, ptr }
%struct.Node = type { i32, ptr, [4 x i8] }
%"class.std::vector" = type <{ ptr, ptr, i8 }>
%opaque.T = type opaque
%1 = type { %0, %struct.Node }

$comdat_any = comdat any
$comdat_ex = comdat exactmatch
$comdat_l = comdat largest
$comdat_nd = comdat nodeduplicate
$comdat_ss = comdat samesize

@g.private = private global i32 1
@g.internal = internal constant i64 -5
@g.ae = available_externally global i32 3
@g.linkonce = linkonce global i32 4, comdat($comdat_any)
@g.weak = weak global i32 5
@g.common = common global i32 0, align 4
@g.appending = appending global [1 x ptr] [ptr @g.weak]
@g.ew = extern_weak global i32
@g.lodr = linkonce_odr hidden global i32 6, comdat($comdat_ex)
@g.wodr = weak_odr protected global i32 7
@g.dll = dllexport global i32 8
@g.imp = external dllimport global i32
@g.tls1 = thread_local global i32 0
@g.tls2 = thread_local(localdynamic) global i32 0
@g.tls3 = thread_local(initialexec) global i32 0
@g.tls4 = internal thread_local(localexec) unnamed_addr global i32 0
@g.lua = local_unnamed_addr global i32 0
@g.as = addrspace(3) global i32 0
@g.ei = externally_initialized global i32 0
@g.sec = global i32 0, section ".data.x", partition "part", align 16
@g.cm = global i32 0, code_model "large"
@g.san = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_address_dyninit
@g.mt = global i32 0, sanitize_memtag
@g.dso = dso_local global i32 0
@g.attr = global i32 0 #5
@g.str = private unnamed_addr constant [7 x i8] c"a\0Ab\22\5C\00\FF", align 1
@g.arr = global [3 x i32] [i32 1, i32 -2, i32 2147483647]
@g.struct = global %struct.Node { i32 1, ptr @g.private, [4 x i8] c"abc\00" }
@g.packed = global <{ i8, i32 }> <{ i8 1, i32 2 }>
@g.vec = global <4 x float> <float 1.000000e+00, float 0x3FB99999A0000000, float 0x7FF8000000000000, float -0.000000e+00>
@g.zero = global [2 x %0] zeroinitializer
@g.undef = global i32 undef
@g.poison = global i32 poison
@g.half = global half 0xH3C00
@g.bf = global bfloat 0xR3F80
@g.fp80 = global x86_fp80 0xK3FFF8000000000000000
@g.fp128 = global fp128 0xL00000000000000003FFF000000000000
@g.ppc = global ppc_fp128 0xM3FF00000000000000000000000000000
@g.i128 = global i128 -170141183460469231731687303715884105728
@g.i1 = global i1 true
@g.i33 = global i33 -1
@g.ce1 = global i64 add (i64 ptrtoint (ptr @g.private to i64), i64 8)
@g.ce2 = global ptr getelementptr inbounds nuw (i8, ptr @g.str, i64 2)
@g.ce3 = global ptr getelementptr inbounds inrange(-8, 16) ({ [3 x ptr] }, ptr @g.private, i32 0, i32 0, i32 2)
@g.ce4 = global i32 trunc (i64 sub (i64 ptrtoint (ptr @g.weak to i64), i64 ptrtoint (ptr @g.private to i64)) to i32)
@g.ce5 = global ptr addrspace(1) addrspacecast (ptr @g.weak to ptr addrspace(1))
@g.ce6 = global ptr inttoptr (i64 xor (i64 ptrtoint (ptr @g.weak to i64), i64 -1) to ptr)
@g.ba = global ptr blockaddress(@ehfunc, %cont)
@g.dle = global ptr dso_local_equivalent @decl
@g.nocfi = global ptr no_cfi @decl
@g.pa = global ptr ptrauth (ptr @decl, i32 0)
@g.pa2 = global ptr ptrauth (ptr @decl, i32 2, i64 1234, ptr @g.weak)
@g.splat = global <4 x i32> splat (i32 7)
@0 = global i32 9
@1 = private constant [2 x i8] c"x\00"
@g.dbg = global i32 0, align 4, !dbg !0

@alias1 = alias i32, ptr @g.weak
@alias2 = internal alias i8, getelementptr (i8, ptr @g.str, i64 1)
@alias3 = hidden unnamed_addr alias i32, ptr @0
@2 = alias i32, ptr @g.weak

@ifunc1 = ifunc void (), ptr @resolver
@ifunc2 = internal ifunc i32 (i32), ptr @resolver

declare void @decl()
declare extern_weak void @decl.ew()
declare dllimport void @decl.dll()
declare hidden fastcc noalias ptr @decl.full(ptr nocapture readonly align 8 dereferenceable(16) %0, i32 signext, i8 zeroext, ptr byval(%struct.Node) align 4, ptr preallocated(i32), ptr byref(i64), ptr swiftself, ptr swifterror, ptr swiftasync, ptr nest, ptr returned, ptr noalias, ptr nonnull, ptr dereferenceable_or_null(4), ptr, i32 noundef, ptr writeonly, ptr readnone, ptr inreg, i64 allocalign, ptr allocptr, ptr, ptr writable, ptr dead_on_unwind, ptr dead_on_return, i32 noext) #0
declare coldcc void @cc1()
declare fastcc ptr @decl2(ptr, i32, i8, ptr, ptr, i32)
declare void @inallocafn(ptr inalloca(i32))
declare void @sretfn(ptr sret(%struct.Node) align 4)
declare ghccc void @cc2()
declare cc 11 void @cc3()
declare anyregcc void @cc5()
declare preserve_mostcc void @cc6()
declare preserve_allcc void @cc7()
declare swiftcc void @cc8()
declare cxx_fast_tlscc void @cc9()
declare tailcc void @cc10()
declare swifttailcc void @cc11()
declare cfguard_checkcc void @cc12(ptr)
declare x86_stdcallcc void @cc13()
declare x86_fastcallcc void @cc14()
declare x86_thiscallcc void @cc15(ptr)
declare x86_vectorcallcc void @cc16()
declare x86_regcallcc void @cc17()
declare x86_64_sysvcc void @cc18()
declare win64cc void @cc19()
declare intel_ocl_bicc void @cc20()
declare preserve_nonecc void @cc21()
declare cc 123 void @cc22()
declare i32 @varargs(i32, ...)
declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)
declare void @throws() #1
declare void @fnattrs1(i32, i32) #2
declare void @fnattrs2() #3
declare void @fnattrs3() unnamed_addr #4
declare ptr @llvm.ptrmask.p0.i64(ptr, i64)
declare double @llvm.fma.f64(double, double, double)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)

define dso_local i32 @prefixed() section ".text.p" align 32 gc "statepoint-example" prefix i32 123 prologue i8 1 {
  ret i32 0
}

define internal ptr @resolver() {
  ret ptr @decl
}


define linkonce_odr hidden void @comdatfn() comdat($comdat_l) {
  ret void
}

define weak_odr void @comdat_nd() comdat($comdat_nd) {
  ret void
}

define void @comdat_ss() comdat($comdat_ss) {
  ret void
}

define void @addrspacefn() addrspace(1) {
  ret void
}

define i32 @arith(i32 %a, i32 %b, i64 %w, float %f, double %d, <4 x i32> %v, <4 x float> %vf, i1 %c) {
entry:
  %add = add nuw nsw i32 %a, %b
  %sub = sub nsw i32 %a, %b
  %mul = mul nuw i32 %a, %b
  %udiv = udiv exact i32 %a, %b
  %sdiv = sdiv i32 %a, %b
  %urem = urem i32 %a, %b
  %srem = srem i32 %a, %b
  %shl = shl nuw nsw i32 %a, 3
  %lshr = lshr exact i32 %a, 1
  %ashr = ashr i32 %a, 1
  %and = and i32 %a, %b
  %or = or disjoint i32 %a, %b
  %xor = xor i32 %a, -1
  %fadd = fadd nnan ninf float %f, 1.000000e+00
  %fsub = fsub nsz arcp float %f, 0x3FB99999A0000000
  %fmul = fmul contract afn reassoc float %f, %f
  %fdiv = fdiv fast double %d, 3.000000e+00
  %frem = frem double %d, 0x7FF0000000000000
  %fneg = fneg fast double %d
  %vadd = add <4 x i32> %v, splat (i32 1)
  %vfadd = fadd <4 x float> %vf, zeroinitializer
  %trunc = trunc nuw nsw i64 %w to i32
  %zext = zext nneg i32 %a to i64
  %sext = sext i32 %a to i64
  %fptoui = fptoui float %f to i32
  %fptosi = fptosi double %d to i64
  %uitofp = uitofp nneg i32 %a to float
  %sitofp = sitofp i64 %w to double
  %fptrunc = fptrunc nnan double %d to float
  %fpext = fpext float %f to double
  %icmp = icmp samesign ult i32 %a, %b
  %icmp2 = icmp eq <4 x i32> %v, zeroinitializer
  %fcmp = fcmp nnan oeq float %f, %f
  %fcmp2 = fcmp ord double %d, %d
  %fcmp3 = fcmp true double %d, %d
  %sel = select nnan i1 %c, float %f, float 2.000000e+00
  %sel2 = select i1 %c, i32 %a, i32 %b
  %ee = extractelement <4 x i32> %v, i32 1
  %ie = insertelement <4 x i32> %v, i32 %a, i64 3
  %sv = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 poison, i32 3, i32 0, i32 1, i32 2, i32 7>
  %sv2 = shufflevector <4 x i32> %v, <4 x i32> %v, <4 x i32> zeroinitializer
  %fr = freeze i32 %a
  %fma = call nnan double @llvm.fma.f64(double %d, double %d, double 1.000000e+00)
  %r = add i32 %add, %fr
  ret i32 %r
}

define void @memory(ptr %p, ptr addrspace(1) %q, i32 %n) {
entry:
  %a1 = alloca i32, align 4
  %a2 = alloca i32, i32 %n, align 16
  %a3 = alloca i8, i64 4, align 1, addrspace(5)
  %a4 = alloca inalloca i32, align 4
  %a5 = alloca swifterror ptr, align 8
  %a6 = alloca [4 x %struct.Node], align 8
  %l1 = load i32, ptr %p, align 4
  %l2 = load volatile i32, ptr %p, align 4, !nontemporal !5
  %l3 = load atomic i32, ptr %p seq_cst, align 4
  %l4 = load atomic volatile i64, ptr %p syncscope("singlethread") acquire, align 8
  %l5 = load ptr addrspace(1), ptr %p, align 8, !nonnull !4
  %l6 = load i32, ptr addrspace(1) %q, align 4, !range !6, !noundef !4
  store i32 %l1, ptr %p, align 4
  store volatile i32 1, ptr %p, align 4
  store atomic i32 2, ptr %p release, align 4
  store atomic volatile i32 2, ptr %p syncscope("agent") monotonic, align 4
  %cx = cmpxchg ptr %p, i32 1, i32 2 seq_cst seq_cst, align 4
  %cx2 = cmpxchg weak volatile ptr %p, i32 1, i32 2 syncscope("singlethread") acq_rel monotonic, align 4
  %rmw1 = atomicrmw xchg ptr %p, i32 1 seq_cst, align 4
  %rmw2 = atomicrmw volatile add ptr %p, i32 1 syncscope("singlethread") monotonic, align 4
  %rmw3 = atomicrmw nand ptr %p, i32 1 acquire, align 4
  %rmw4 = atomicrmw fadd ptr %p, float 1.000000e+00 seq_cst, align 4
  %rmw5 = atomicrmw fmax ptr %p, double 1.000000e+00 seq_cst, align 8
  %rmw6 = atomicrmw uinc_wrap ptr %p, i32 1 seq_cst, align 4
  %rmw7 = atomicrmw udec_wrap ptr %p, i32 1 seq_cst, align 4
  %rmw8 = atomicrmw usub_cond ptr %p, i32 1 seq_cst, align 4
  %rmw9 = atomicrmw usub_sat ptr %p, i32 1 seq_cst, align 4
  %rmw10 = atomicrmw fmaximum ptr %p, float 1.000000e+00 seq_cst, align 4
  %rmw11 = atomicrmw umin ptr %p, i64 1 release, align 8
  fence acquire
  fence syncscope("singlethread") seq_cst
  %gep1 = getelementptr %struct.Node, ptr %p, i64 1, i32 2, i64 3
  %gep2 = getelementptr inbounds nuw i8, ptr %p, i64 %l4
  %gep3 = getelementptr nusw nuw i32, ptr %p, <2 x i64> <i64 0, i64 1>
  %gep4 = getelementptr i8, ptr addrspace(1) %q, i32 -1
  %p2i = ptrtoint ptr %p to i64
  %i2p = inttoptr i64 %p2i to ptr
  %asc = addrspacecast ptr %p to ptr addrspace(1)
  %bc = bitcast <2 x i32> zeroinitializer to i64
  %pta = ptrtoaddr ptr %p to i64
  %ev = extractvalue { i32, i1 } %cx, 0
  %ev2 = extractvalue [2 x { i32, i1 }] zeroinitializer, 1, 1
  %iv = insertvalue { i32, i1 } %cx, i32 5, 0
  %va = va_arg ptr %p, i32
  ret void
}

define void @mt() {
  musttail call void @decl()
  ret void
}

define void @calls(ptr %fp, i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  call void @decl()
  tail call void @decl() #1
  ret void
}

define void @calls2(ptr %fp, i32 %x) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  notail call void @decl()
  %v = call i32 (i32, ...) @varargs(i32 1, double 2.000000e+00, ptr null)
  %v2 = call fastcc noalias ptr @decl2(ptr nocapture %fp, i32 signext 1, i8 zeroext 2, ptr byval(%struct.Node) align 4 %fp, ptr noalias nonnull dereferenceable_or_null(4) %fp, i32 noundef %x)
  %v3 = call i32 %fp(i32 %x) #1 [ "deopt"(i32 %x, ptr null) ]
  call void asm sideeffect alignstack inteldialect "mov eax, $0", "r,~{dirflag},~{fpsr},~{flags}"(i32 %x)
  %v4 = call i32 asm "bswap $0", "=r,0"(i32 %x)
  call void asm sideeffect unwind "", ""()
  %v5 = call ptr @llvm.ptrmask.p0.i64(ptr %fp, i64 -8)
  call void @cc1()
  call cc 11 void @cc3()
  call cc 123 void @cc22()
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @decl, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr %fp) ]
  call addrspace(1) void @addrspacefn()
  ret void
}

define void @ehfunc(i32 %x) personality ptr @__gxx_personality_v0 {
entry:
  invoke void @throws()
          to label %cont unwind label %lpad

cont:
  %r = invoke fastcc i32 @varargs(i32 1, i32 2) #1
          to label %cont2 unwind label %lpad

cont2:
  switch i32 %x, label %def [
    i32 0, label %cont
    i32 -1, label %def
  ]

def:
  %ph = phi i32 [ 1, %cont2 ], [ 1, %cont2 ]
  invoke void @throws()
          to label %ind unwind label %lpad2

ind:
  indirectbr ptr blockaddress(@ehfunc, %cont), [label %cont, label %cont2]

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @g.weak
          filter [1 x ptr] [ptr @g.weak]
          filter [0 x ptr] zeroinitializer
  resume { ptr, i32 } %lp

lpad2:
  %lp2 = landingpad { ptr, i32 }
          catch ptr null
  unreachable
}

define void @wineh() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @throws()
          to label %exit unwind label %cs

cs:
  %sw = catchswitch within none [label %handler, label %handler2] unwind label %cleanup

handler:
  %cp = catchpad within %sw [ptr null, i32 64, ptr null]
  catchret from %cp to label %exit

handler2:
  %cp2 = catchpad within %sw []
  invoke void @throws() [ "funclet"(token %cp2) ]
          to label %exit unwind label %innercs

innercs:
  %inner = catchswitch within %cp2 [label %h3] unwind to caller

h3:
  %cp3 = catchpad within %inner [i32 1]
  catchret from %cp3 to label %exit

cleanup:
  %cl = cleanuppad within none []
  call void @decl() [ "funclet"(token %cl) ]
  cleanupret from %cl unwind to caller

exit:
  ret void
}

define i32 @cbr(i32 %x) {
entry:
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x)
          to label %normal [label %indirect]

normal:
  ret i32 %r

indirect:
  ret i32 0
}

define float @fmfphi(i1 %c, float %a) {
entry:
  br i1 %c, label %t, label %f

t:
  br label %m

f:
  br label %m

m:
  %p = phi fast float [ %a, %t ], [ 1.000000e+00, %f ]
  %q = call nnan float @fmfcall(float %p)
  ret float %q
}

declare float @fmfcall(float)

define i32 @unnamed(i32, i32) {
  %3 = add i32 %0, %1
  br label %4

4:
  %5 = phi i32 [ %3, %2 ], [ %6, %4 ]
  %6 = add i32 %5, 1
  %7 = icmp ult i32 %6, 10
  br i1 %7, label %4, label %8

8:
  ret i32 %6
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %v) vscale_range(1,16) {
  %a = add <vscale x 4 x i32> %v, splat (i32 1)
  %s = shufflevector <vscale x 4 x i32> %a, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  ret <vscale x 4 x i32> %s
}

define void @tet(target("spirv.Image", i8, 0, 1) %t) {
  ret void
}

define void @dbg(i32 %x) !dbg !10 {
entry:
  %a = alloca i32, align 4, !DIAssignID !20
    #dbg_assign(i32 %x, !14, !DIExpression(), !20, ptr %a, !DIExpression(), !15)
    #dbg_declare(ptr %a, !14, !DIExpression(DW_OP_deref), !15)
  store i32 %x, ptr %a, align 4, !dbg !15, !tbaa !21
    #dbg_value(!DIArgList(i32 %x, i32 %x), !14, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !15)
    #dbg_label(!19, !15)
    #dbg_value(i32 poison, !14, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !15)
  ret void, !dbg !15
}

attributes #0 = { nounwind willreturn memory(argmem: readwrite, inaccessiblemem: read) uwtable(sync) "target-cpu"="x86-64" "no-trapping-math"="true" }
attributes #1 = { noreturn cold }
attributes #2 = { alwaysinline allocsize(0,1) alignstack=16 vscale_range(2,2) nofree nosync norecurse mustprogress speculatable strictfp "a\01b"="c\0Ad" }
attributes #3 = { noinline optnone sanitize_address sanitize_thread sanitize_memory sanitize_hwaddress ssp sspstrong safestack shadowcallstack nocf_check naked nobuiltin convergent hot noduplicate noimplicitfloat nomerge nonlazybind noprofile skipprofile noredzone null_pointer_is_valid optforfuzzing  returns_twice presplitcoroutine fn_ret_thunk_extern nosanitize_coverage nosanitize_bounds disable_sanitizer_instrumentation allockind("alloc,uninitialized") memory(none) }
attributes #4 = { memory(read) inlinehint jumptable "x" }
attributes #5 = { "bss-section"="b" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!9}
!weird\20name\FF = !{!4}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !7, file: !8, line: 1, type: !13, isLocal: false, isDefinition: true)
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{}
!5 = !{i32 1}
!6 = !{i32 0, i32 10}
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !8, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !DIFile(filename: "t.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!9 = !{!"clang version 22"}
!10 = distinct !DISubprogram(name: "dbg", scope: !8, file: !8, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !16)
!11 = !DISubroutineType(types: !17)
!12 = !{!0}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !8, line: 3, type: !13)
!15 = !DILocation(line: 4, column: 7, scope: !10)
!16 = !{!14}
!17 = !{null, !13}
!19 = !DILabel(scope: !10, name: "lbl", file: !8, line: 5)
!20 = distinct !DIAssignID()
!21 = !{!22, !22, i64 0}
!22 = !{!"int", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C/C++ TBAA"}
`

// prTorture14 is typed-pointer text for LLVM 14 and for LLVM 15/16 with
// -opaque-pointers=0.
const prTorture14 = `; typed-pointer torture (LLVM 14 syntax; also LLVM 15/16 -opaque-pointers=0)
source_filename = "t14"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128-ni:10:11:12:13"
target triple = "x86_64-unknown-linux-gnu"

%jl_value_t = type opaque
%struct.S = type { i32, double*, %struct.S*, void (i32)*, [2 x i8*] }
%vt = type { [3 x i8*] }
%0 = type { i8, i32 addrspace(1)* }

@g = global %struct.S zeroinitializer, align 8
@fp = global void (i32)* @callee
@vt = global %vt { [3 x i8*] [i8* null, i8* bitcast (void (i32)* @callee to i8*), i8* null] }
@vtp = global i8** getelementptr inbounds (%vt, %vt* @vt, i32 0, inrange i32 0, i32 1)
@cmp = global i1 icmp eq (i8* bitcast (%struct.S* @g to i8*), i8* null)
@sel = global i32 select (i1 icmp ult (i64 ptrtoint (%struct.S* @g to i64), i64 8), i32 1, i32 2)
@fc = global i1 fcmp olt (double 1.000000e+00, double 2.000000e+00)
@ex = global i32 extractelement (<2 x i32> <i32 1, i32 2>, i32 0)
@arr = global [2 x i32 addrspace(1)*] zeroinitializer
@num = global %0 zeroinitializer
@str = private unnamed_addr constant [4 x i8] c"ab\0A\00", align 1
@ga = global i8* getelementptr ([4 x i8], [4 x i8]* @str, i64 0, i64 1)
@al = alias i8, getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 2)
@al2 = alias %struct.S, %struct.S* @g

declare void @callee(i32)
declare i32 @printf(i8* nocapture readonly, ...) #0
declare void @llvm.dbg.value(metadata, metadata, metadata) #1
declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #2
declare nonnull %jl_value_t addrspace(10)* @jl_alloc(i64) #3
declare void (i32)* @getfp()
declare void @byv(%struct.S* byval(%struct.S) align 8, %struct.S* sret(%struct.S) align 8)

define double @f(%struct.S* nocapture readonly %s, i8* %p, <2 x i64> %v) #4 !dbg !5 {
entry:
  %a = getelementptr inbounds %struct.S, %struct.S* %s, i64 0, i32 1
  %b = load double*, double** %a, align 8
  %c = load double, double* %b, align 8, !tbaa !12
  call void @llvm.dbg.value(metadata double %c, metadata !10, metadata !DIExpression()), !dbg !11
  call void @llvm.dbg.value(metadata %struct.S* %s, metadata !10, metadata !DIExpression(DW_OP_deref)), !dbg !11
  %d = bitcast %struct.S* %s to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* align 8 %d, i8* align 1 %p, i64 16, i1 false)
  %e = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([4 x i8], [4 x i8]* @str, i64 0, i64 0), double %c)
  %fp = call void (i32)* @getfp()
  call void %fp(i32 1)
  call void bitcast (void (i32)* @callee to void (i64)*)(i64 2)
  %h = call i32 bitcast (void (i32)* @callee to i32 (i32)*)(i32 3)
  %j = call %jl_value_t addrspace(10)* @jl_alloc(i64 8)
  %k = addrspacecast %jl_value_t addrspace(10)* %j to %jl_value_t addrspace(11)*
  %l = bitcast %jl_value_t addrspace(11)* %k to double addrspace(11)*
  %m = load double, double addrspace(11)* %l, align 8
  %n = shufflevector <2 x i64> %v, <2 x i64> undef, <2 x i32> <i32 1, i32 undef>
  %o = getelementptr i8, <2 x i8*> zeroinitializer, <2 x i64> %v
  %sa = alloca %struct.S, align 8
  call void @byv(%struct.S* byval(%struct.S) align 8 %s, %struct.S* sret(%struct.S) align 8 %sa)
  %q = load void (i32)*, void (i32)** getelementptr inbounds (%struct.S, %struct.S* @g, i64 0, i32 3), align 8
  %r = fadd double %c, %m
  ret double %r, !dbg !11
}

attributes #0 = { nofree nounwind "frame-pointer"="none" }
attributes #1 = { nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { inaccessiblememonly allocsize(0) }
attributes #4 = { nounwind readonly uwtable "target-cpu"="x86-64" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "t.c", directory: "/")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"PIC Level", i32 2}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !9)
!6 = !DISubroutineType(types: !7)
!7 = !{!8}
!8 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!9 = !{!10}
!10 = !DILocalVariable(name: "c", scope: !5, file: !1, line: 2, type: !8)
!11 = !DILocation(line: 2, column: 3, scope: !5)
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
`

// TestPrintTortureOracle: Parse+Print of the torture modules means the
// same to LLVM as the original text (llvm-dis output identical), and
// printing is idempotent.
func TestPrintTortureOracle(t *testing.T) {
	cases := []struct {
		name, text string
		majors     []string
		typed      bool
	}{
		{"torture22", prTorture22, []string{"22"}, false},
		{"torture14", prTorture14, []string{"14", "15", "16"}, true},
	}
	for _, c := range cases {
		m, err := Parse(c.name, []byte(c.text))
		if err != nil {
			t.Fatalf("%s: parser rejects: %v", c.name, err)
		}
		printed := Format(m)
		m2, err := Parse(c.name+".printed", []byte(printed))
		if err != nil {
			t.Fatalf("%s: parser rejects the printed text: %v", c.name, err)
		}
		if again := Format(m2); again != printed {
			t.Errorf("%s: printing is not idempotent:\n%s", c.name, prFirstDiff(printed, again))
		}
		for _, major := range c.majors {
			want, err := prAssemble(t, major, c.typed, c.text)
			if err != nil {
				t.Fatalf("%s: llvm-as-%s rejects the original: %v", c.name, major, err)
			}
			got, err := prAssemble(t, major, c.typed, printed)
			if err != nil {
				t.Fatalf("%s: llvm-as-%s rejects the printed module: %v\n%s", c.name, major, err, prContext(printed, err))
			}
			if g, w := prStripModuleID(got), prStripModuleID(want); g != w {
				t.Errorf("%s: llvm-dis-%s differs:\n%s", c.name, major, prFirstDiff(w, g))
			}
		}
	}
}
