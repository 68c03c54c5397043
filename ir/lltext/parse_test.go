package lltext

import (
	"errors"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

func pMustParse(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		if e, ok := err.(*Error); ok {
			t.Fatalf("%v\n%s", err, e.Detail())
		}
		t.Fatal(err)
	}
	return m
}

func pInstrs(f *ir.Func) []*ir.Instr {
	var out []*ir.Instr
	f.Instrs(func(i *ir.Instr) { out = append(out, i) })
	return out
}

func TestParsePointerModes(t *testing.T) {
	typed := pMustParse(t, `
@g = global i32 0
@p = global i32* @g
define i8* @f(i8* %x) {
  %a = alloca double, addrspace(5)
  ret i8* %x
}`)
	if got, want := typed.Global("g").Typ, ir.TypedPtr(ir.I32, 0); got != want {
		t.Errorf("typed global type = %s, want %s", got, want)
	}
	sig := ir.FuncOf(ir.TypedPtr(ir.I8, 0), []*ir.Type{ir.TypedPtr(ir.I8, 0)}, false)
	if got := typed.Func("f").Typ; got != ir.TypedPtr(sig, 0) {
		t.Errorf("typed function type = %s, want %s", got, ir.TypedPtr(sig, 0))
	}
	if got := typed.Global("p").Init; got != ir.Constant(typed.Global("g")) {
		t.Errorf("@p initializer = %#v, want @g", got)
	}
	if a := pInstrs(typed.Func("f"))[0]; a.Typ != ir.TypedPtr(ir.Double, 5) {
		t.Errorf("typed alloca type = %s", a.Typ)
	}

	opaque := pMustParse(t, `
@g = addrspace(3) global i32 0
define ptr @f(ptr %x) {
  ret ptr %x
}
%T = type { i8*, i32 addrspace(1)* }`)
	if got := opaque.Global("g").Typ; got != ir.PtrType(3) {
		t.Errorf("opaque global type = %s, want ptr addrspace(3)", got)
	}
	if got := opaque.Func("f").Typ; got != ir.Ptr {
		t.Errorf("opaque function type = %s", got)
	}
	// LLVM 15+ reads the old T* syntax as ptr in an opaque module.
	if got := opaque.NamedType("T").Fields; got[0] != ir.Ptr || got[1] != ir.PtrType(1) {
		t.Errorf("T* in opaque module = %v", got)
	}
}

func TestParseCallTypes(t *testing.T) {
	m := pMustParse(t, `
declare i32 @v(i32, ...)
declare i32 @g(i32)
define void @f(ptr %fp) {
  %a = call i32 @g(i32 1)
  %b = call i32 (i32, ...) @v(i32 1, double 2.0)
  %c = call float %fp(i64 3) #0
  call void asm sideeffect "nop", "~{memory}"()
  ret void
}
attributes #0 = { nounwind "k"="v" }`)
	in := pInstrs(m.Func("f"))
	if want := ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false); in[0].ElemType != want {
		t.Errorf("short call ElemType = %s, want %s", in[0].ElemType, want)
	}
	if want := ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, true); in[1].ElemType != want || in[1].Callee() != ir.Value(m.Func("v")) {
		t.Errorf("variadic call ElemType = %s callee %v", in[1].ElemType, in[1].Callee())
	}
	if want := ir.FuncOf(ir.Float, []*ir.Type{ir.I64}, false); in[2].ElemType != want || in[2].Typ != ir.Float {
		t.Errorf("indirect call ElemType = %s", in[2].ElemType)
	}
	if !in[2].Attrs().Fn.Has(ir.AttrNoUnwind) {
		t.Errorf("call attrs #0 not resolved: %+v", in[2].Attrs().Fn)
	}
	if v, ok := in[2].Attrs().Fn.GetString("k"); !ok || v != "v" {
		t.Errorf("string attribute from group = %q %v", v, ok)
	}
	asm, ok := in[3].Callee().(*ir.InlineAsm)
	if !ok || !asm.SideEffect || asm.Asm != "nop" || asm.Constraints != "~{memory}" || asm.FuncType != ir.FuncOf(ir.Void, nil, false) {
		t.Errorf("inline asm callee = %#v", in[3].Callee())
	}
}

func TestParseNumberingAndForwardRefs(t *testing.T) {
	m := pMustParse(t, `
define i32 @f(i32 %0, i32) {
  %3 = add i32 %0, %1
  br label %loop
loop:
  %i = phi i32 [ 0, %2 ], [ %next, %loop ]
  %next = add i32 %i, %3
  %c = icmp slt i32 %next, 10
  br i1 %c, label %loop, label %6
6:
  call i32 @g()
  ret i32 %next
}
declare i32 @g()`)
	f := m.Func("f")
	if len(f.Blocks) != 3 || f.Blocks[0].Name != "" || f.Blocks[1].Name != "loop" || f.Blocks[2].Name != "" {
		t.Fatalf("blocks = %d", len(f.Blocks))
	}
	phi := f.Blocks[1].Instrs[0]
	next := f.Blocks[1].Instrs[1]
	if phi.Operand(1) != ir.Value(next) || phi.Incoming()[0] != f.Blocks[0] || phi.Incoming()[1] != f.Blocks[1] {
		t.Errorf("phi operands not resolved: %v %v", phi.Operands(), phi.Incoming())
	}
	if len(next.Uses()) != 3 {
		t.Errorf("%%next has %d uses, want 3 (phi, icmp, ret)", len(next.Uses()))
	}
	if add := f.Blocks[0].Instrs[0]; add.Operand(0) != ir.Value(f.Params[0]) || add.Operand(1) != ir.Value(f.Params[1]) || add.Name != "" {
		t.Errorf("numbered params not resolved")
	}
	// Entry is %2; the label 6 skips 4 and 5, which LLVM 19+ accepts;
	// the unnamed call result then takes %7.
	if call := f.Blocks[2].Instrs[0]; call.Name != "" || !call.HasResult() {
		t.Errorf("unnamed call = %+v", call)
	}
}

func TestParseAllocaAndMemory(t *testing.T) {
	m := pMustParse(t, `
define void @f() {
  %a = alloca i32
  %b = alloca i8, i64 4, align 16
  %l = load atomic volatile i32, ptr %a syncscope("singlethread") acquire, align 4
  store i32 1, ptr %a, align 4, !nontemporal !0
  %x = cmpxchg weak ptr %a, i32 0, i32 1 acq_rel monotonic, align 4
  %r = atomicrmw umax ptr %a, i32 1 seq_cst
  %g = getelementptr inbounds nuw { i32, [4 x i8] }, ptr %a, i64 0, i32 1, i64 2
  ret void
}
!0 = !{i32 1}`)
	in := pInstrs(m.Func("f"))
	if c, ok := in[0].Operand(0).(*ir.ConstInt); !ok || c.Typ != ir.I32 || c.V != 1 || in[0].ElemType != ir.I32 {
		t.Errorf("alloca without count: %#v", in[0].Operand(0))
	}
	if c := in[1].Operand(0).(*ir.ConstInt); c.Typ != ir.I64 || c.V != 4 || in[1].Align != 16 {
		t.Errorf("alloca with count: %v align %d", c, in[1].Align)
	}
	l := in[2]
	if l.Flags != ir.FlagAtomic|ir.FlagVolatile || l.Ordering != ir.Acquire || l.SyncScope() != "singlethread" || l.Align != 4 {
		t.Errorf("atomic load: flags %b ordering %v scope %q", l.Flags, l.Ordering, l.SyncScope())
	}
	if st := in[3]; len(st.MD) != 1 || st.MD[0].Kind != "nontemporal" {
		t.Errorf("store attachments = %+v", st.MD)
	}
	x := in[4]
	if x.Flags != ir.FlagWeak || x.Ordering != ir.AcqRel || x.FailOrdering != ir.Monotonic || x.Typ != ir.StructOf(false, ir.I32, ir.I1) {
		t.Errorf("cmpxchg = %+v", x)
	}
	if in[5].RMWOp != ir.RMWUMax || in[5].Typ != ir.I32 {
		t.Errorf("atomicrmw op = %v", in[5].RMWOp)
	}
	if g := in[6]; g.Flags != ir.FlagInBounds|ir.FlagNUW || g.NumOperands() != 4 || g.Typ != ir.Ptr {
		t.Errorf("gep = flags %b ops %d", g.Flags, g.NumOperands())
	}
}

func TestParseConstants(t *testing.T) {
	m := pMustParse(t, `
@s = constant [3 x i8] c"a\0A\00"
@h = global half 0xH3C00
@k = global x86_fp80 0xK4000C000000000000000
@q = global fp128 0xL00000000000000014000800000000000
@f = global float 0x3FB99999A0000000
@d = global double -2.5
@big = global i128 -1
@sp = global <4 x i32> splat (i32 7)
@vt = global { [4 x ptr] } zeroinitializer
@old = global ptr getelementptr inbounds ({ [4 x ptr] }, ptr @vt, i32 0, inrange i32 0, i32 2)
@new = global ptr getelementptr inbounds inrange(-16, 16) ({ [4 x ptr] }, ptr @vt, i64 0, i32 0, i64 2)
@cmp = global i1 icmp eq (ptr @vt, ptr null)
@z = global { i32, ptr } zeroinitializer
`)
	if c := m.Global("s").Init.(*ir.ConstData); string(c.Bytes) != "a\n\x00" {
		t.Errorf("c-string = %q", c.Bytes)
	}
	if c := m.Global("h").Init.(*ir.ConstFloat); c.Bits != 0x3c00 || c.Float64() != 1 {
		t.Errorf("half = %#x", c.Bits)
	}
	if c := m.Global("k").Init.(*ir.ConstFloat); c.Hi != 0x4000 || c.Bits != 0xC000000000000000 {
		t.Errorf("x86_fp80 = %#x %#x", c.Hi, c.Bits)
	}
	if c := m.Global("q").Init.(*ir.ConstFloat); c.Bits != 1 || c.Hi != 0x4000800000000000 {
		t.Errorf("fp128 = lo %#x hi %#x", c.Bits, c.Hi)
	}
	if c := m.Global("f").Init.(*ir.ConstFloat); c.Float64() != float64(float32(0.1)) {
		t.Errorf("float hex = %v", c.Float64())
	}
	if c := m.Global("d").Init.(*ir.ConstFloat); c.Float64() != -2.5 {
		t.Errorf("double = %v", c.Float64())
	}
	if c := m.Global("big").Init.(*ir.ConstInt); c.Big == nil || c.Big.BitLen() != 128 {
		t.Errorf("i128 -1 = %v", c.BigValue())
	}
	if c := m.Global("sp").Init.(*ir.ConstSplat); c.Elem.(*ir.ConstInt).V != 7 {
		t.Errorf("splat = %+v", c)
	}
	old := m.Global("old").Init.(*ir.ConstExpr)
	if !old.HasInRange || old.InRangeIndex != 1 || old.Flags != ir.FlagInBounds {
		t.Errorf("old inrange: has %v index %d", old.HasInRange, old.InRangeIndex)
	}
	nw := m.Global("new").Init.(*ir.ConstExpr)
	if !nw.HasInRange || nw.InRangeIndex != -1 || nw.InRangeLo != -16 || nw.InRangeHi != 16 || len(nw.Operands) != 4 {
		t.Errorf("new inrange: %+v", nw)
	}
	if c := m.Global("cmp").Init.(*ir.ConstExpr); c.Op != ir.OpICmp || c.Pred != ir.ICmpEQ || c.Typ != ir.I1 {
		t.Errorf("icmp constexpr = %+v", c)
	}
	if _, ok := m.Global("z").Init.(*ir.ConstNull); !ok {
		t.Errorf("zeroinitializer = %T", m.Global("z").Init)
	}
}

// TestParseUnknownAttribute: a bare word that is no LLVM 11-22 attribute
// keyword is an error wherever an attribute may stand, as llvm-as makes it
// (issue 14: `attributes #0 = { A }` was kept and written through).
func TestParseUnknownAttribute(t *testing.T) {
	for _, src := range []string{
		"attributes #0 = { A }\n",
		"attributes #0 = { nounwind frobnicate(3) }\n",
		"declare void @f() nounwind frobnicate\n",
		"declare void @f(i32 frobnicate)\n",
		"define void @f(i32 frobnicate %x) {\n  ret void\n}\n",
	} {
		_, err := Parse("u.ll", []byte(src))
		if err == nil || !strings.Contains(err.Error(), "unknown attribute") {
			t.Errorf("%q: err = %v, want an unknown-attribute error", src, err)
		}
	}
	// String attributes stay free-form, as in LLVM.
	pMustParse(t, "attributes #0 = { \"A\" \"frobnicate\"=\"3\" }\n")
}

func TestParseAttributes(t *testing.T) {
	m := pMustParse(t, `
declare void @f(ptr nocapture readnone byval(i32) align 8 %p, i32 range(i32 -1, 5) %r, ptr captures(address, ret: provenance) %c, float nofpclass(nan ninf) %x) #0
attributes #0 = { argmemonly memory(argmem: readwrite, inaccessiblemem: read) uwtable(sync) allocsize(1) alignstack=16 "a" "b"="c" }`)
	f := m.Func("f")
	p0 := f.Attrs.Param(0)
	if !p0.Has(ir.AttrNoCapture) || !p0.Has(ir.AttrReadNone) {
		t.Errorf("old spellings changed: %+v", p0)
	}
	if a, _ := p0.Get(ir.AttrByVal); a.Type != ir.I32 {
		t.Errorf("byval type = %v", a.Type)
	}
	if a, _ := p0.Get(ir.AttrAlign); a.Int != 8 {
		t.Errorf("align = %d", a.Int)
	}
	if a, _ := f.Attrs.Param(1).Get(ir.AttrRange); a.Range == nil || a.Range.Bits != 32 || a.Range.Lo.Int64() != -1 || a.Range.Hi.Int64() != 5 {
		t.Errorf("range = %+v", a.Range)
	}
	if a, _ := f.Attrs.Param(2).Get(ir.AttrCaptures); ir.Captures(a.Int).Other() != ir.CapAddress || ir.Captures(a.Int).Ret() != ir.CapProvenance {
		t.Errorf("captures = %#x", a.Int)
	}
	if a, _ := f.Attrs.Param(3).Get(ir.AttrNoFPClass); a.Int != ir.FPSNan|ir.FPQNan|ir.FPNegInf {
		t.Errorf("nofpclass = %#x", a.Int)
	}
	fn := f.Attrs.Fn
	mem, _ := fn.Get(ir.AttrMemory)
	me := ir.MemoryEffects(mem.Int)
	if me.Get(ir.MemArg) != ir.ModRefRW || me.Get(ir.MemInaccessible) != ir.Ref || me.Get(ir.MemOther) != ir.NoModRef {
		t.Errorf("memory = %#x", mem.Int)
	}
	if a, _ := fn.Get(ir.AttrUWTable); a.Int != 1 {
		t.Errorf("uwtable(sync) = %d", a.Int)
	}
	if a, _ := fn.Get(ir.AttrAllocSize); a.Int != 1 || a.Int2 != 0 {
		t.Errorf("allocsize = %d %d", a.Int, a.Int2)
	}
	if a, _ := fn.Get(ir.AttrAlignStack); a.Int != 16 {
		t.Errorf("alignstack=16 = %d", a.Int)
	}
	if !fn.Has(ir.AttrArgMemOnly) {
		t.Errorf("argmemonly dropped")
	}
	if v, ok := fn.GetString("a"); !ok || v != "" {
		t.Errorf(`"a" = %q %v`, v, ok)
	}
}

func TestParseMetadata(t *testing.T) {
	m := pMustParse(t, `
define void @f(i32 %x) !dbg !3 {
    #dbg_value(i32 %x, !4, !DIExpression(DW_OP_plus_uconst, 8, DW_OP_stack_value), !5)
    #dbg_label(!6, !5)
  ret void, !dbg !5
}
!llvm.dbg.cu = !{!0}
!0 = distinct !{!1, null, !"s\22q"}
!1 = !{!0}
!3 = distinct !DISubprogram(name: "f", flags: DIFlagPrototyped | DIFlagAllCallsDescribed, line: 7)
!4 = !DILocalVariable(name: "x", scope: !3)
!5 = !DILocation(line: 3, column: 2, scope: !3)
!6 = !DILabel(scope: !3, name: "l", file: null, line: 1)
!7 = !DIEnumerator(name: "u", value: 18446744073709551615, isUnsigned: true)
!8 = !DITemplateValueParameter(name: "v", type: null, value: i32 5)
!9 = !{i32 7, ptr @f}
`)
	cu := m.NamedMDByName("llvm.dbg.cu").Nodes[0]
	if !cu.Distinct || len(cu.Ops) != 3 || cu.Ops[1] != nil {
		t.Fatalf("!0 = %+v", cu)
	}
	// A forward reference and the definition are the same node.
	if back := cu.Ops[0].(*ir.MDNode).Ops[0]; back != ir.Metadata(cu) {
		t.Errorf("!1 does not point back to the !0 node")
	}
	if s := cu.Ops[2].(*ir.MDString); s.S != `s"q` {
		t.Errorf("MDString = %q", s.S)
	}
	f := m.Func("f")
	sp := f.MD[0].Node.(*ir.MDNode)
	if sp.Kind != "DISubprogram" || !sp.Distinct {
		t.Errorf("subprogram = %+v", sp)
	}
	if v, _ := sp.Field("flags"); v != ir.Metadata(ir.MDIdent{S: "DIFlagPrototyped | DIFlagAllCallsDescribed"}) {
		t.Errorf("flags = %#v", v)
	}
	if v, _ := sp.Field("line"); v != ir.Metadata(ir.MDInt{V: 7}) {
		t.Errorf("line = %#v", v)
	}
	ret := f.Blocks[0].Instrs[0]
	if len(ret.DbgRecords()) != 2 || ret.DbgRecords()[0].Kind != ir.DbgValue || ret.DbgRecords()[1].Kind != ir.DbgLabel {
		t.Fatalf("debug records = %+v", ret.DbgRecords())
	}
	dv := ret.DbgRecords()[0]
	if vam := dv.Ops[0].(*ir.ValueAsMetadata); vam.V != ir.Value(f.Params[0]) {
		t.Errorf("dbg_value location = %#v", vam.V)
	}
	expr := dv.Ops[2].(*ir.MDNode)
	want := []ir.MDField{{Val: ir.MDIdent{S: "DW_OP_plus_uconst"}}, {Val: ir.MDInt{V: 8}}, {Val: ir.MDIdent{S: "DW_OP_stack_value"}}}
	if expr.Kind != "DIExpression" || len(expr.Fields) != 3 {
		t.Fatalf("DIExpression = %+v", expr)
	}
	for i := range want {
		if expr.Fields[i] != want[i] {
			t.Errorf("DIExpression operand %d = %+v, want %+v", i, expr.Fields[i], want[i])
		}
	}
	if ret.Dbg() != ir.Metadata(dv.Ops[3]) {
		t.Errorf("!dbg and the record's location differ")
	}
}

func TestParseMetadataLookups(t *testing.T) {
	m := pMustParse(t, `
@g = global i32 0, !dbg !0
!named = !{!0, !1, !2}
!0 = !DIEnumerator(name: "u", value: 18446744073709551615, isUnsigned: true)
!1 = !DITemplateValueParameter(name: "v", type: null, value: i32 5)
!2 = !{i32 7, ptr @g}
`)
	nodes := m.NamedMDByName("named").Nodes
	if v, _ := nodes[0].Field("value"); v != ir.Metadata(ir.MDInt{Text: "18446744073709551615"}) {
		t.Errorf("big enumerator = %#v", v)
	}
	if v, _ := nodes[1].Field("type"); v != nil {
		t.Errorf("null field = %#v", v)
	}
	if v, _ := nodes[1].Field("value"); v.(*ir.ValueAsMetadata).V.(*ir.ConstInt).V != 5 {
		t.Errorf("typed value field = %#v", v)
	}
	if v := nodes[2].Ops[1].(*ir.ValueAsMetadata).V; v != ir.Value(m.Global("g")) {
		t.Errorf("ptr @g in tuple = %#v", v)
	}
	if len(m.Global("g").MD) != 1 || m.Global("g").MD[0].Node != ir.Metadata(nodes[0]) {
		t.Errorf("global attachment = %+v", m.Global("g").MD)
	}
}

func TestParseGlobalForwardKinds(t *testing.T) {
	// The alias is indented, so the pre-scan does not see it and the
	// forward reference starts as a placeholder of the wrong kind.
	m := pMustParse(t, `
@p = global ptr @a
@q = global ptr @f
@r = global ptr blockaddress(@h, %bb)
  @a = alias i32, ptr @g
@g = global i32 1
define void @f() {
  call void @h()
  ret void
}
define void @h() {
  br label %bb
bb:
  ret void
}
`)
	if a, ok := m.Global("p").Init.(*ir.Alias); !ok || a != m.Aliases[0] {
		t.Errorf("@p init = %T", m.Global("p").Init)
	}
	if f := m.Global("q").Init; f != ir.Constant(m.Func("f")) {
		t.Errorf("@q init = %T", f)
	}
	ba := m.Global("r").Init.(*ir.BlockAddress)
	if ba.Func != m.Func("h") || ba.Block != m.Func("h").Blocks[1] {
		t.Errorf("blockaddress not resolved to the later function's block")
	}
	call := m.Func("f").Blocks[0].Instrs[0]
	if call.Callee() != ir.Value(m.Func("h")) || len(m.Func("h").Uses()) != 1 {
		t.Errorf("forward call callee not resolved")
	}
}

func TestParseModuleLevel(t *testing.T) {
	m := pMustParse(t, `
source_filename = "x.c"
target datalayout = "e-m:e"
target triple = "x86_64-pc-linux-gnu"
module asm "nop"
%T = type { ptr, i32 }
%U = type opaque
%P = type <{ i8, i16 }>
$c = comdat largest
@0 = private constant i32 1
@1 = internal thread_local(localexec) unnamed_addr global i32 2, section ".d", comdat($c), align 8, no_sanitize_address
@g = hidden dllexport global i32 ptrtoint (ptr @0 to i32)
@i = ifunc void (), ptr @r
define internal ptr @r() {
  ret ptr null
}
uselistorder ptr @0, { 1, 0 }
`)
	if m.SourceFilename != "x.c" || m.DataLayout != "e-m:e" || m.Triple != "x86_64-pc-linux-gnu" || len(m.Asm) != 1 {
		t.Errorf("header = %q %q %q %v", m.SourceFilename, m.DataLayout, m.Triple, m.Asm)
	}
	if len(m.Types) != 3 || m.Types[0].Name != "T" || m.Types[0].Fields[0] != ir.Ptr || !m.Types[1].Opaque || !m.Types[2].Packed {
		t.Errorf("types = %v", m.Types)
	}
	if len(m.Globals) != 3 || m.Globals[0].Name != "" || m.Globals[1].Name != "" {
		t.Fatalf("globals = %d", len(m.Globals))
	}
	g1 := m.Globals[1]
	if g1.ThreadLocal != ir.LocalExec || g1.UnnamedAddr != ir.GlobalUnnamedAddr || g1.Section != ".d" ||
		g1.Comdat != m.Comdats[0] || m.Comdats[0].Kind != ir.ComdatLargest || g1.Align != 8 ||
		len(g1.Extra) != 1 || g1.Extra[0] != "no_sanitize_address" || g1.Linkage != ir.Internal {
		t.Errorf("@1 = %+v", g1.GlobalCommon)
	}
	g := m.Global("g")
	if g.Visibility != ir.Hidden || g.DLLStorage != ir.DLLExport {
		t.Errorf("@g visibility/dll = %v %v", g.Visibility, g.DLLStorage)
	}
	if ce := g.Init.(*ir.ConstExpr); ce.Operands[0] != ir.Constant(m.Globals[0]) {
		t.Errorf("@0 reference not resolved")
	}
	if len(m.IFuncs) != 1 || m.IFuncs[0].Resolver != ir.Constant(m.Func("r")) {
		t.Errorf("ifunc = %+v", m.IFuncs)
	}
}

func TestParseExceptionHandling(t *testing.T) {
	m := pMustParse(t, `
declare i32 @pers(...)
declare void @g()
define void @f() personality ptr @pers {
entry:
  invoke void @g() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h] unwind to caller
h:
  %p = catchpad within %s [ptr null, i32 64]
  catchret from %p to label %ok
lp:
  %l = landingpad { ptr, i32 } cleanup catch ptr null
  resume { ptr, i32 } %l
}`)
	f := m.Func("f")
	if f.Personality != ir.Constant(m.Func("pers")) {
		t.Errorf("personality = %v", f.Personality)
	}
	inv := f.Blocks[0].Instrs[0]
	if inv.Op != ir.OpInvoke || len(inv.Succs()) != 2 || inv.Succs()[0] != f.Blocks[1] || inv.Succs()[1] != f.Blocks[2] {
		t.Errorf("invoke succs = %v", inv.Succs())
	}
	cs := f.Blocks[2].Instrs[0]
	if cs.Flags&ir.FlagUnwindDest != 0 || len(cs.Succs()) != 1 || cs.Typ != ir.Token {
		t.Errorf("catchswitch = %+v", cs)
	}
	pad := f.Blocks[3].Instrs[0]
	if pad.Operand(0) != ir.Value(cs) || pad.NumOperands() != 3 {
		t.Errorf("catchpad operands = %v", pad.Operands())
	}
	lp := f.Blocks[4].Instrs[0]
	if lp.Flags&ir.FlagCleanup == 0 || len(lp.Clauses()) != 1 || lp.Clauses()[0] != ir.ClauseCatch {
		t.Errorf("landingpad = %+v", lp)
	}
}

func TestParseErrors(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"undefined local", "define void @f() {\n  %a = add i32 %x, 1\n  ret void\n}\n",
			"t.ll:2:16: use of undefined value '%x'"},
		{"undefined global", "define void @f() {\n  call void @nope()\n  ret void\n}\n",
			"t.ll:2:13: use of undefined value '@nope'"},
		{"numbering goes back", "define void @f(i32 %0) {\n  %1 = add i32 %0, 1\n  ret void\n}\n",
			"t.ll:2:3: instruction expected to be numbered '%2' or greater"},
		{"operand type mismatch", "define void @f(i64 %x) {\n  %a = add i32 %x, 1\n  ret void\n}\n",
			"t.ll:2:16: '%x' defined with type 'i64' but expected 'i32'"},
		{"forward type mismatch", "define void @f() {\n  br label %b\nb:\n  %a = add i32 %c, 1\n  %c = add i64 1, 1\n  ret void\n}\n",
			"t.ll:5:3: '%c' defined with type 'i64' but expected 'i32'"},
		{"ptr in typed module", "@p = global i8* null\n@q = global ptr null\n",
			"t.ll:2:13: ptr type is not allowed in a module that uses typed pointers"},
		{"missing terminator", "define void @f() {\n  %a = add i32 1, 1\n}\n",
			"t.ll:3:1: expected instruction opcode, found '}' (a basic block must end with a terminator)"},
		{"undefined metadata", "!0 = !{!7}\n",
			"t.ll:1:8: use of undefined metadata '!7'"},
		{"bad character", "@g = global i32 0 ?\n",
			"t.ll:1:19: invalid character '?'"},
		{"void operand", "@g = global void\n",
			"t.ll:1:13: void type only allowed for function results"},
		{"ret type", "define i32 @f() {\n  ret i64 0\n}\n",
			"t.ll:2:7: value doesn't match function result type 'i32'"},
		{"void named", "declare void @g()\ndefine void @f() {\n  %x = call void @g()\n  ret void\n}\n",
			"t.ll:3:3: instructions returning void cannot have a name"},
		{"undefined label", "define void @f() {\n  br label %nowhere\n}\n",
			"t.ll:2:12: use of undefined value '%nowhere'"},
		{"shuffle mask expansion", "define <100000000 x i32> @f(<2 x i32> %v) {\n  %s = shufflevector <2 x i32> %v, <2 x i32> poison, <100000000 x i32> zeroinitializer\n  ret <100000000 x i32> %s\n}\n",
			"t.ll:2:8: shufflevector mask of 100000000 elements is more than an input of this size may expand to (64 per byte)"},
		{"nul byte", "; a comment\n@g = global i32 0 \x00\n",
			"t.ll:2:19: NUL byte at offset 30: LLVM assembly is text, this file is damaged or not LLVM assembly"},
		{"unknown metadata kind", "!0 = !A(x: 1)\n",
			"t.ll:1:6: unknown metadata node kind !A (LLVM has no such specialized node)"},
		{"form feed", "\f@g = global i32 0\n", "t.ll:1:1: invalid character '\f'"},
		{"type alias of itself", "%0 = type %0\n", "t.ll:1:11: use of undefined type '%0'"},
		{"compile unit not distinct", "!0 = !DICompileUnit(language: DW_LANG_C99, file: !1)\n!1 = !DIFile(filename: \"a\", directory: \"b\")\n",
			"t.ll:1:6: missing 'distinct', required for !DICompileUnit"},
		{"location without scope", "!0 = !DILocation(line: 1)\n", "t.ll:1:6: missing required field 'scope' of !DILocation"},
		{"empty attribute group", "attributes #0 = {}\n", "t.ll:1:12: attribute group #0 has no attributes"},
		{"deep nesting", "@g = global " + strings.Repeat("[1 x ", 5000) + "i8" + strings.Repeat("]", 5000) + " zeroinitializer\n",
			"t.ll:1:20493: nesting too deep (more than 4096 levels)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse("t.ll", []byte(c.src))
			if err == nil {
				t.Fatalf("no error, want %q", c.want)
			}
			if !errors.Is(err, ErrSyntax) {
				t.Errorf("error %v does not wrap ErrSyntax", err)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error is %T, not *Error", err)
			}
			if err.Error() != c.want {
				t.Errorf("error = %q\n         want %q\n%s", err.Error(), c.want, e.Detail())
			}
			if e.Source == "" {
				t.Errorf("no source line in error")
			}
		})
	}
}

func TestParseCallingConventions(t *testing.T) {
	m := pMustParse(t, `
declare cc10 void @a()
declare cc 11 void @b()
declare fastcc void @c()
declare cc1023 void @d()
define void @e() {
  call cc64 void @a()
  ret void
}`)
	want := map[string]ir.CallConv{"a": 10, "b": 11, "c": 8, "d": 1023}
	for name, cc := range want {
		if got := m.Func(name).CC; got != cc {
			t.Errorf("@%s CC = %d, want %d", name, got, cc)
		}
	}
	if got := m.Func("e").Blocks[0].Instrs[0].CC(); got != 64 {
		t.Errorf("call CC = %d, want 64", got)
	}
}

func TestParseNumberingGaps(t *testing.T) {
	// LLVM 19+ accepts gaps in every numbering (arguments, values,
	// blocks, globals) as long as numbers increase.
	m := pMustParse(t, `
@0 = global i32 0
@2 = global i32 1
define i32 @f(i32 %0, i32 %2) {
  %5 = add i32 %0, %2
  br label %7
7:
  ret i32 %5
}`)
	f := m.Func("f")
	add := f.Blocks[0].Instrs[0]
	if add.Operand(0) != ir.Value(f.Params[0]) || add.Operand(1) != ir.Value(f.Params[1]) {
		t.Errorf("gapped argument numbers not resolved")
	}
	if f.Blocks[1].Instrs[0].Operand(0) != ir.Value(add) || f.Blocks[0].Instrs[1].Succs()[0] != f.Blocks[1] {
		t.Errorf("gapped value/block numbers not resolved")
	}
	if len(m.Globals) != 2 {
		t.Errorf("globals = %d", len(m.Globals))
	}
	for _, c := range []struct{ src, want string }{
		{"define void @f(i32 %1, i32 %0) {\n  ret void\n}\n", "t.ll:1:28: argument expected to be numbered '%2' or greater"},
		{"@1 = global i32 0\n@0 = global i32 0\n", "t.ll:2:1: variable expected to be numbered '@2' or greater"},
		{"define void @f() {\n  br label %0\n0:\n  ret void\n}\n", "t.ll:3:1: label expected to be numbered '1' or greater"},
	} {
		_, err := Parse("t.ll", []byte(c.src))
		if err == nil || err.Error() != c.want {
			t.Errorf("Parse(%q) error = %v, want %s", c.src, err, c.want)
		}
	}
}

func TestParseFloatLiteralRules(t *testing.T) {
	// Which literals LLVM 22 accepts for which type (checked with llvm-as-22).
	ok := map[string]uint64{
		"half 65504.0":                     0x7bff,
		"bfloat 1.5":                       0x3fc0,
		"half 0x3FF0000000000000":          0x3c00,
		"float 0x3FB99999A0000000":         0x3dcccccd,
		"float 0x7FF8000000000000":         0x7fc00000,
		"float -0.0":                       0x80000000,
		"double 0x7FF0000000000000":        0x7ff0000000000000,
		"half 0xH7C00":                     0x7c00,
		"x86_fp80 0xK3FFF8000000000000000": 0x8000000000000000,
	}
	for lit, bits := range ok {
		m, err := Parse("t.ll", []byte("@g = global "+lit+"\n"))
		if err != nil {
			t.Errorf("%s: %v", lit, err)
			continue
		}
		if c := m.Global("g").Init.(*ir.ConstFloat); c.Bits != bits {
			t.Errorf("%s: bits %#x, want %#x", lit, c.Bits, bits)
		}
	}
	for _, lit := range []string{"float 0.1", "float 1.0e+30", "float 0x3FB999999999999A", "x86_fp80 1.5",
		"fp128 1.5", "ppc_fp128 1.5", "x86_fp80 0x3FF0000000000000", "double 0xK3FFF8000000000000000"} {
		if _, err := Parse("t.ll", []byte("@g = global "+lit+"\n")); err == nil || !strings.Contains(err.Error(), "floating point constant invalid") {
			t.Errorf("%s: error = %v, want an invalid-constant error", lit, err)
		}
	}
}

func TestParseSummaryEntriesDropped(t *testing.T) {
	m := pMustParse(t, `
define void @f() {
  ret void
}
^0 = module: (path: "x.o", hash: (0, 0, 0, 0, 0))
^1 = gv: (name: "f", summaries: (function: (module: ^0, flags: (linkage: external), insts: 1)))
^2 = flags: 8
^3 = blockcount: 5
`)
	if len(m.Funcs) != 1 {
		t.Errorf("funcs = %d", len(m.Funcs))
	}
}

func TestParseBlockAddressOfNonFunction(t *testing.T) {
	_, err := Parse("t.ll", []byte("@p = global ptr blockaddress(@g, %bb)\n@g = global i32 0\n"))
	if err == nil || err.Error() != "t.ll:1:34: blockaddress refers to '@g', which is not a function" {
		t.Errorf("error = %v", err)
	}
}

func TestParseForwardRefsOutsideOperands(t *testing.T) {
	// Metadata arguments, debug records and bundle inputs are not operand
	// lists; forward references there must be patched too.
	m := pMustParse(t, `
declare void @g()
declare void @llvm.dbg.value(metadata, metadata, metadata)
define void @f() {
entry:
  br label %b
a:
  call void @llvm.dbg.value(metadata i32 %v, metadata !0, metadata !DIExpression())
  call void @g() [ "deopt"(i32 %v) ]
  ret void
b:
  %v = add i32 1, 2
  br label %a
}
!0 = !{}`)
	f := m.Func("f")
	v := f.Blocks[2].Instrs[0]
	dbg := f.Blocks[1].Instrs[0]
	if got := dbg.Operand(1).(*ir.MetadataValue).MD.(*ir.ValueAsMetadata).V; got != ir.Value(v) {
		t.Errorf("metadata argument = %#v, want %%v", got)
	}
	if got := f.Blocks[1].Instrs[1].Bundles()[0].Inputs[0]; got != ir.Value(v) {
		t.Errorf("bundle input = %#v, want %%v", got)
	}
}
