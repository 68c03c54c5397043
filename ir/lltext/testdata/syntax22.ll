; syntax zoo for LLVM 22
source_filename = "zoo.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

module asm "  .globl foo"
module asm "foo: ret"

%T = type { i32, ptr, %U }
%W = type { i32, %U*** }
%U = type { i8 }
%P = type <{ i8, i32 }>
%R = type { ptr, %R2 }
%R2 = type { i64 }
%"quoted type" = type { [4 x <2 x float>] }
%E = type {}
%V = type { <vscale x 4 x i32> }
%TE = type { target("spirv.Image", i32, 1, 2) }

$cd = comdat any
$c2 = comdat largest
$c3 = comdat nodeduplicate
$c4 = comdat exactmatch
$c5 = comdat samesize

@g1 = global i32 0, align 4
@g2 = private unnamed_addr constant [4 x i8] c"ab\0A\00", align 1
@g3 = internal thread_local(initialexec) global ptr null
@g4 = external dllimport global i32
@g5 = linkonce_odr hidden local_unnamed_addr addrspace(3) externally_initialized global i16 7, section ".s", partition "p1", comdat($cd), align 2
@g6 = weak protected global { i32, float } { i32 1, float 2.500000e+00 }
@g7 = global <4 x i32> <i32 1, i32 2, i32 3, i32 4>
@g8 = global <4 x i32> splat (i32 5)
@g9 = global ptr getelementptr inbounds nuw (i8, ptr @g2, i64 1)
@g10 = global i64 ptrtoint (ptr @g1 to i64)
@g11 = global [2 x ptr] [ptr @f1, ptr blockaddress(@f1, %bb2)]
@g12 = global %P <{ i8 1, i32 2 }>
@g13 = global double 0x7FF8000000000000
@g14 = global x86_fp80 0xK4000C000000000000000
@g15 = global fp128 0xL00000000000000004000800000000000
@g16 = global half 0xH3C00
@g17 = global bfloat 0xR3F80
@g18 = global ppc_fp128 0xM3FF00000000000000000000000000000
@g19 = global i128 170141183460469231731687303715884105727
@g20 = global i1 true
@g21 = global float 0x3FB99999A0000000
@g22 = common global i32 0, align 4
@g23 = global ptr @a1
@g24 = global i32 0, no_sanitize_address, code_model "small"
@g25 = global i32 1, !dbg !100 #2
@g26 = global ptr dso_local_equivalent @f2
@g27 = global ptr no_cfi @f2
@g28 = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @g29, i32 0, i32 0, i32 2)
@g29 = global { [4 x ptr] } zeroinitializer
@g30 = global [0 x i32] zeroinitializer
@g31 = global ptr ptrauth (ptr @f2, i32 0, i64 1234)
@g32 = global <2 x i64> <i64 undef, i64 poison>
@0 = private constant i32 1
@1 = global ptr @0
@g33 = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @f2, ptr null }]
@g34 = global i32 sub (i32 ptrtoint (ptr @g1 to i32), i32 ptrtoint (ptr @g2 to i32))
@g35 = global i64 add nuw nsw (i64 ptrtoint (ptr @g1 to i64), i64 8)

@a1 = alias i32, ptr @g1
@a2 = internal alias i8, getelementptr (i8, ptr @g2, i64 1)
@i1 = ifunc void (), ptr @resolver

define internal ptr @resolver() {
  ret ptr @f2
}

define void @f1(i32 %x) {
entry:
  br label %bb2
bb2:
  ret void
}

declare void @f2() #0

declare extern_weak fastcc void @f3(ptr byval(%T) align 8, ptr sret(%R) %s, ptr byref(i64) align 4, i32 signext range(i32 0, 10), ptr nofree nocapture readonly dereferenceable(8) dereferenceable_or_null(16), i8 zeroext, ptr swiftself, ptr swiftasync, ptr nest, ptr noalias, ptr writeonly writable initializes((0, 8), (16, 24)) dead_on_unwind, float nofpclass(nan pinf), ptr captures(address, ret: address, provenance), ptr dead_on_return, ptr captures(none), ptr inalloca(i32)) #1

declare i32 @varfn(i32, ...)
declare ptr @myalloc(i64, i64) allocsize(0, 1)
declare i32 @__gxx_personality_v0(...)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)

define dso_local i32 @main(i32 noundef %argc, ptr noundef %argv) #2 personality ptr @__gxx_personality_v0 !dbg !101 {
entry:
  %a = alloca i32, align 4
  %b = alloca i32, i32 4, align 16, addrspace(5)
  %c = alloca inalloca i32, align 4
  %0 = add nuw nsw i32 %argc, 1
  %1 = sub i32 %0, 2
  %2 = mul nsw i32 %1, %1
  %3 = udiv exact i32 %2, 3
  %4 = sdiv i32 %3, 7
  %5 = urem i32 %4, 3
  %6 = srem i32 %5, 3
  %7 = shl nuw i32 %6, 1
  %8 = lshr exact i32 %7, 1
  %9 = ashr i32 %8, 1
  %10 = and i32 %9, 255
  %11 = or disjoint i32 %10, 256
  %12 = xor i32 %11, -1
  %f = sitofp i32 %12 to double
  %g = fadd fast double %f, 1.000000e+00
  %h = fsub nnan ninf double %g, 2.0
  %i = fmul reassoc nsz arcp contract afn double %h, %h
  %j = fdiv double %i, 3.0
  %k = frem double %j, 5.0
  %l = fneg double %k
  %m = fptrunc double %l to float
  %n = fpext float %m to double
  %o = fptoui double %n to i32
  %p = fptosi double %n to i64
  %q = uitofp nneg i32 %o to float
  %r = trunc nuw nsw i64 %p to i16
  %s = zext nneg i16 %r to i32
  %t = sext i16 %r to i64
  %u = ptrtoint ptr %a to i64
  %v = inttoptr i64 %u to ptr
  %w = bitcast ptr %v to ptr
  %x = addrspacecast ptr %w to ptr addrspace(1)
  %cmp = icmp samesign ult i32 %s, 10
  %fc = fcmp nnan olt double %n, 0.000000e+00
  %sel = select i1 %cmp, i32 1, i32 2
  %vec = insertelement <4 x i32> poison, i32 %sel, i64 0
  %sh = shufflevector <4 x i32> %vec, <4 x i32> poison, <4 x i32> zeroinitializer
  %sh2 = shufflevector <4 x i32> %vec, <4 x i32> %sh, <2 x i32> <i32 0, i32 poison>
  %ee = extractelement <4 x i32> %sh, i32 1
  %agg = insertvalue { i32, { i8, float } } undef, i32 %ee, 0
  %agg2 = insertvalue { i32, { i8, float } } %agg, float %m, 1, 1
  %ev = extractvalue { i32, { i8, float } } %agg2, 1, 0
  %ld = load volatile i32, ptr %a, align 4, !tbaa !10, !nontemporal !11
  %lda = load atomic i32, ptr %a syncscope("singlethread") acquire, align 4
  store atomic volatile i32 %ld, ptr %a seq_cst, align 4
  store i32 1, ptr %a, align 4
  fence syncscope("agent") release
  %cx = cmpxchg weak volatile ptr %a, i32 0, i32 1 acq_rel monotonic, align 4
  %rmw = atomicrmw volatile add ptr %a, i32 1 syncscope("singlethread") seq_cst, align 4
  %rmw2 = atomicrmw fadd ptr %a, float 1.0 monotonic
  %rmw3 = atomicrmw usub_sat ptr %a, i32 1 monotonic
  %gep = getelementptr inbounds nuw %T, ptr %v, i64 1, i32 1
  %gep2 = getelementptr nusw [4 x i32], ptr %v, i64 0, <2 x i64> <i64 1, i64 2>
  %gep3 = getelementptr i8, <2 x ptr> %gep2, i64 4
  %fr = freeze i32 %ld
  %call = call i32 @varfn(i32 1, i32 2) #3
  tail call fastcc void @f3(ptr byval(%T) null, ptr null, ptr null, i32 0, ptr null, i8 0, ptr null, ptr null, ptr null, ptr null, ptr null, ptr null, float 0.0, ptr null, ptr null, ptr null, ptr inalloca(i32) %c)
  %call3 = call i32 (i32, ...) @varfn(i32 1, double 2.0) [ "deopt"(i32 1, ptr %a) ]
  call void asm sideeffect inteldialect "nop", "~{dirflag},~{fpsr},~{flags}"() #4, !srcloc !12
  %ia = call i32 asm "mov $0, $1", "=r,r"(i32 %ld)
  %inv = invoke i32 @varfn(i32 3) to label %cont unwind label %lpad, !dbg !104
cont:
    #dbg_value(i32 %inv, !103, !DIExpression(), !104)
    #dbg_declare(ptr %a, !103, !DIExpression(), !104)
    #dbg_value(!DIArgList(i32 %inv, i32 %ld), !103, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !104)
    #dbg_label(!105, !104)
  switch i32 %inv, label %def [
    i32 0, label %c0
    i32 1, label %def
  ]
c0:
  %ph = phi i32 [ 0, %cont ], [ %later, %c1 ], [ 7, %def ]
  br i1 %cmp, label %c1, label %def
c1:
  %later = add i32 %ph, 1
  %va = va_arg ptr %a, i32
  br label %c0
def:
  indirectbr ptr blockaddress(@main, %c0), [label %c0]
lpad:
  %lp = landingpad { ptr, i32 } cleanup catch ptr null filter [1 x ptr] [ptr null]
  resume { ptr, i32 } %lp
}

define void @eh() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @f2() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h1, label %h2] unwind to caller
h1:
  %cp = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %cp to label %ok
h2:
  %cp2 = catchpad within %s []
  catchret from %cp2 to label %cl
cl:
  invoke void @f2() to label %ok unwind label %clp
clp:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
}

define i32 @cbr(i32 %x) {
  %r = callbr i32 asm "", "=r,r,!i"(i32 %x) to label %a [label %b]
a:
  ret i32 %r
b:
  unreachable
}

define void @numbered(i32 %0, i32) {
  %3 = add i32 %0, %1
  br label %4
4:
  %5 = phi i32 [ %3, %2 ]
  unreachable
}

define void @musttail_caller() {
  musttail call void @f2()
  ret void
}

define void @notail() section ".t" comdat($c2) align 16 gc "statepoint-example" prefix i32 42 prologue i8 1 {
  notail call void @f2()
  ret void
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %v) {
  %r = add <vscale x 4 x i32> %v, splat (i32 1)
  ret <vscale x 4 x i32> %r
}

define void @uselist() {
  %a = add i32 1, 2
  %b = add i32 %a, %a
  %c = add i32 %a, %b
  ret void
  uselistorder i32 %a, { 1, 0, 2 }
}

uselistorder ptr @f2, { 1, 0, 2, 3, 4, 5, 6, 7 }

attributes #0 = { nounwind memory(argmem: readwrite, inaccessiblemem: write) uwtable(sync) "frame-pointer"="all" "no-trap" }
attributes #1 = { vscale_range(1, 16) alignstack=16 allockind("alloc,zeroed") "alloc-family"="malloc" mustprogress }
attributes #2 = { noinline optnone uwtable memory(read) }
attributes #3 = { builtin nomerge }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1}
!llvm.dbg.cu = !{!102}
!llvm.ident = !{!2}
!named.empty = !{}

!0 = !{i32 7, !"Dwarf Version", i32 5}
!1 = !{i32 2, !"Debug Info Version", i32 3}
!2 = !{!"clang version 22 \22quoted\22"}
!10 = !{!13, !13, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!11 = !{i32 1}
!12 = !{i64 12345}
!13 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !15, i64 0}
!14 = distinct !{!14, null, !{}}
!100 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!101 = distinct !DISubprogram(name: "main", scope: !107, file: !107, line: 1, type: !108, scopeLine: 1, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !102, retainedNodes: !109)
!102 = distinct !DICompileUnit(language: DW_LANG_C11, file: !107, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !110, splitDebugInlining: false, nameTableKind: None)
!103 = !DILocalVariable(name: "x", arg: 1, scope: !101, file: !107, line: 1, type: !111)
!104 = !DILocation(line: 3, column: 7, scope: !101)
!105 = !DILabel(scope: !101, name: "lbl", file: !107, line: 4)
!106 = distinct !DIGlobalVariable(name: "g25", scope: !102, file: !107, line: 2, type: !111, isLocal: false, isDefinition: true)
!107 = !DIFile(filename: "zoo.c", directory: "/tmp", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!108 = !DISubroutineType(types: !{!111, !111})
!109 = !{!103}
!110 = !{!100}
!111 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!112 = !DIEnumerator(name: "big", value: 18446744073709551615, isUnsigned: true)
!113 = !DISubrange(count: 10, lowerBound: -1)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 320, elements: !{!113})
