package lltext

import (
	"errors"
	"math"
	"math/big"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// prCheck fails when got differs from want, showing both.
func prCheck(t *testing.T, got, want string) {
	t.Helper()
	if got != want {
		t.Errorf("printed:\n%s\nwant:\n%s", got, want)
	}
}

func prModule() *ir.Module {
	return &ir.Module{
		SourceFilename: "t.c",
		DataLayout:     "e-m:e-i64:64-n8:16:32:64-S128",
		Triple:         "x86_64-pc-linux-gnu",
	}
}

// TestPrintUnnamedNumbering checks LLVM's slot order: unnamed parameters,
// then per block its label and its unnamed results; the unnamed entry
// block gets a number but no label; unnamed globals are numbered apart.
func TestPrintUnnamedNumbering(t *testing.T) {
	m := prModule()
	g := m.AddGlobal(ir.NewGlobal("", ir.I32, ir.Int(ir.I32, 7)))
	g.Linkage = ir.Private
	g.IsConst = true
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.I32, []*ir.Type{ir.I32, ir.I32}, false)))
	f.Params[1].Name = "b"
	entry := f.NewBlock("")
	loop := f.NewBlock("")
	exit := f.NewBlock("exit")
	bd := ir.NewBuilder(entry)
	x := bd.Load(ir.I32, g, 4)
	s := bd.Add(x, f.Params[0])
	bd.Br(loop)
	bd.SetInsertAtEnd(loop)
	phi := bd.Phi(ir.I32)
	ir.AddIncoming(phi, s, entry)
	n := ir.Named(bd.Add(phi, f.Params[1]), "n")
	ir.AddIncoming(phi, n, loop)
	c := bd.ICmp(ir.ICmpSLT, n, ir.Int(ir.I32, 10))
	bd.CondBr(c, loop, exit)
	bd.SetInsertAtEnd(exit)
	bd.Ret(n)

	got := Format(m)
	want := `source_filename = "t.c"
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@0 = private constant i32 7

define i32 @f(i32 %0, i32 %b) {
  %2 = load i32, ptr @0, align 4
  %3 = add i32 %2, %0
  br label %4

4:
  %5 = phi i32 [ %3, %1 ], [ %n, %4 ]
  %n = add i32 %5, %b
  %6 = icmp slt i32 %n, 10
  br i1 %6, label %4, label %exit

exit:
  ret i32 %n
}
`
	prCheck(t, got, want)
	prAccept(t, got)
}

// prAccept asks llvm-as-22 to accept opaque-pointer text.
func prAccept(t *testing.T, text string) {
	t.Helper()
	if _, err := prAssemble(t, "22", false, text); err != nil {
		t.Errorf("llvm-as-22 rejects the printed module: %v\n%s", err, text)
	}
}

// TestPrintQuoting checks names that need quotes and \XX escapes.
func TestPrintQuoting(t *testing.T) {
	m := prModule()
	st := ir.NewNamedStruct("struct.a b")
	st.SetBody(false, ir.I32, ir.Ptr)
	num := ir.NewNamedStruct("0")
	num.SetBody(true, ir.I8)
	m.Types = []*ir.Type{num, st}
	m.AddGlobal(ir.NewGlobal("1x", st, ir.Null(st)))
	m.AddGlobal(ir.NewGlobal("a$b.c-d_e", num, ir.Null(num)))
	m.AddGlobal(ir.NewGlobal("q\"\\\n", ir.ArrayOf(3, ir.I8), &ir.ConstData{Typ: ir.ArrayOf(3, ir.I8), Bytes: []byte("a\x00\"")}))
	f := m.AddFunc(ir.NewFunc("main fn", ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr}, false)))
	f.Params[0].Name = "arg 0"
	b := f.NewBlock("entry block")
	ir.NewBuilder(b).Ret(nil)
	got := Format(m)
	for _, want := range []string{
		"%0 = type <{ i8 }>\n",
		`%"struct.a b" = type { i32, ptr }` + "\n",
		`@"1x" = global %"struct.a b" zeroinitializer` + "\n",
		`@a$b.c-d_e = global %0 zeroinitializer` + "\n",
		`@"q\22\5C\0A" = global [3 x i8] c"a\00\22"` + "\n",
		`define void @"main fn"(ptr %"arg 0") {` + "\n" + `"entry block":` + "\n  ret void\n}\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
	prAccept(t, got)
}

// TestPrintAttributes checks attribute groups (numbered by first use,
// shared between equal sets), inline parameter/return attributes, and the
// spelling of every attribute form.
func TestPrintAttributes(t *testing.T) {
	m := prModule()
	st := ir.NewNamedStruct("S")
	st.SetBody(false, ir.I64, ir.I64)
	m.Types = []*ir.Type{st}
	fnAttrs := ir.AttrSet{
		{Kind: ir.AttrNoUnwind},
		{Kind: ir.AttrUWTable, Int: 2},
		{Kind: ir.AttrAlignStack, Int: 16},
		{Kind: ir.AttrMemory, Int: uint64(ir.MemoryAll(ir.NoModRef).With(ir.MemArg, ir.ModRefRW))},
		{Key: "frame-pointer", Val: "all"},
		{Key: "no-builtins"},
	}
	decl := m.AddFunc(ir.NewFunc("callee", ir.FuncOf(ir.Ptr, []*ir.Type{ir.Ptr, ir.I32, ir.I64, ir.Float}, false)))
	decl.Attrs.Fn = ir.AttrSet{{Kind: ir.AttrAllocSize, Int: 2, Int2: 0}, {Kind: ir.AttrUWTable, Int: 1},
		{Kind: ir.AttrVScaleRange, Int: 1, Int2: 17}, {Kind: ir.AttrAllocKind, Str: "alloc,zeroed"},
		{Kind: ir.AttrMemory, Int: uint64(ir.MemoryAll(ir.Mod).With(ir.MemArg, ir.NoModRef))}}
	decl.Attrs.Ret = ir.AttrSet{{Kind: ir.AttrNoAlias}, {Kind: ir.AttrAlign, Int: 16}, {Kind: ir.AttrDereferenceableOrNull, Int: 8}}
	decl.Attrs.SetParam(0, ir.AttrSet{{Kind: ir.AttrByVal, Type: st}, {Kind: ir.AttrAlign, Int: 8},
		{Kind: ir.AttrCaptures, Int: uint64(ir.CapAddress | ir.CapProvenance<<4)}, {Kind: ir.AttrInitializes,
			Ranges: []ir.ConstRange{{Bits: 64, Lo: big.NewInt(0), Hi: big.NewInt(8)}, {Bits: 64, Lo: big.NewInt(16), Hi: big.NewInt(24)}}}})
	decl.Attrs.SetParam(1, ir.AttrSet{{Kind: ir.AttrNoUndef}, {Kind: ir.AttrRange,
		Range: &ir.ConstRange{Bits: 32, Lo: big.NewInt(-1), Hi: big.NewInt(10)}}, {Kind: ir.AttrSExt}})
	decl.Attrs.SetParam(3, ir.AttrSet{{Kind: ir.AttrNoFPClass, Int: ir.FPSNan | ir.FPQNan | ir.FPPosInf}})
	for _, name := range []string{"f", "g"} {
		f := m.AddFunc(ir.NewFunc(name, ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr}, false)))
		f.Attrs.Fn = fnAttrs
		if name == "g" { // same set, other order: shares the group
			f.Attrs.Fn = ir.AttrSet{fnAttrs[5], fnAttrs[4], fnAttrs[3], fnAttrs[2], fnAttrs[1], fnAttrs[0]}
		}
		f.Attrs.SetParam(0, ir.AttrSet{{Kind: ir.AttrNoCapture}, {Kind: ir.AttrReadOnly}, {Kind: ir.AttrDereferenceable, Int: 16}})
		bd := ir.NewBuilder(f.NewBlock("entry"))
		call := bd.Call(decl.Sig, decl, f.Params[0], ir.Int(ir.I32, 1), ir.Int(ir.I64, 2), ir.Float32(1))
		call.AttrsPtr().Fn = ir.AttrSet{{Kind: ir.AttrNoUnwind}}
		call.AttrsPtr().SetParam(1, ir.AttrSet{{Kind: ir.AttrNoUndef}})
		bd.Ret(nil)
	}
	got := Format(m)
	want := `source_filename = "t.c"
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%S = type { i64, i64 }

declare noalias align 16 dereferenceable_or_null(8) ptr @callee(ptr byval(%S) align 8 captures(address, ret: provenance) initializes((0, 8), (16, 24)), i32 noundef range(i32 -1, 10) signext, i64, float nofpclass(nan pinf)) #0

define void @f(ptr nocapture readonly dereferenceable(16) %0) #1 {
entry:
  %1 = call ptr @callee(ptr %0, i32 noundef 1, i64 2, float 1.000000e+00) #2
  ret void
}

define void @g(ptr nocapture readonly dereferenceable(16) %0) #1 {
entry:
  %1 = call ptr @callee(ptr %0, i32 noundef 1, i64 2, float 1.000000e+00) #2
  ret void
}

attributes #0 = { allocsize(2) uwtable(sync) vscale_range(1,16) allockind("alloc,zeroed") memory(write, argmem: none) }
attributes #1 = { nounwind uwtable alignstack=16 memory(argmem: readwrite) "frame-pointer"="all" "no-builtins" }
attributes #2 = { nounwind }
`
	prCheck(t, got, want)
	prAccept(t, got)
}

// TestPrintInstructionFlags checks each flag and modifier keyword.
func TestPrintInstructionFlags(t *testing.T) {
	m := prModule()
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.Void, []*ir.Type{ir.I32, ir.Double, ir.Ptr, ir.I64}, false)))
	for i, n := range []string{"a", "x", "p", "w"} {
		f.Params[i].Name = n
	}
	a, x, ptr, w := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	bd := ir.NewBuilder(f.NewBlock("entry"))
	named := func(i *ir.Instr, n string, fl ir.Flags, fmf ir.FastMath) {
		i.Name, i.Flags, i.FMF = n, fl, fmf
	}
	named(bd.Add(a, a), "add", ir.FlagNUW|ir.FlagNSW, 0)
	named(bd.Binary(ir.OpShl, a, ir.Int(ir.I32, 1)), "shl", ir.FlagNSW, 0)
	named(bd.Binary(ir.OpUDiv, a, a), "div", ir.FlagExact, 0)
	named(bd.Binary(ir.OpOr, a, a), "or", ir.FlagDisjoint, 0)
	named(bd.Cast(ir.OpTrunc, a, ir.I8), "tr", ir.FlagNUW, 0)
	named(bd.Cast(ir.OpZExt, a, ir.I64), "zx", ir.FlagNNeg, 0)
	named(bd.Cast(ir.OpUIToFP, a, ir.Double), "uf", ir.FlagNNeg, 0)
	named(bd.ICmp(ir.ICmpULT, a, a), "cmp", ir.FlagSameSign, 0)
	named(bd.FAdd(x, x), "fast", 0, ir.FMFFast)
	named(bd.FMul(x, x), "some", 0, ir.FMFNoNaNs|ir.FMFContract|ir.FMFReassoc)
	named(bd.FCmp(ir.FCmpOLT, x, x), "fc", 0, ir.FMFNoInfs)
	named(bd.FNeg(x), "neg", 0, ir.FMFNoSignedZeros)
	named(bd.GEP(ir.I8, ptr, true, w), "gep", ir.FlagInBounds|ir.FlagNUW, 0)
	named(bd.GEP(ir.I8, ptr, false, w), "gep2", ir.FlagNUSW, 0)
	ld := bd.Load(ir.I32, ptr, 4)
	named(ld, "ld", ir.FlagVolatile, 0)
	at := bd.Load(ir.I32, ptr, 4)
	named(at, "at", ir.FlagAtomic, 0)
	at.Ordering = ir.Acquire
	at.SetSyncScope("singlethread")
	st := bd.Store(a, ptr, 4)
	st.Flags, st.Ordering = ir.FlagAtomic|ir.FlagVolatile, ir.SeqCst
	cx := bd.Insert(ir.NewInstr(ir.OpCmpXchg, ir.StructOf(false, ir.I32, ir.I1), ptr, a, a))
	named(cx, "cx", ir.FlagWeak|ir.FlagVolatile, 0)
	cx.Ordering, cx.FailOrdering, cx.Align = ir.AcqRel, ir.Monotonic, 4
	rmw := bd.Insert(ir.NewInstr(ir.OpAtomicRMW, ir.I32, ptr, a))
	named(rmw, "rmw", 0, 0)
	rmw.RMWOp, rmw.Ordering, rmw.Align = ir.RMWUMax, ir.SeqCst, 4
	rmw.SetSyncScope("agent")
	fence := bd.Insert(ir.NewInstr(ir.OpFence, ir.Void))
	fence.Ordering = ir.Release
	al := bd.Alloca(ir.Ptr, 8)
	named(al, "al", ir.FlagSwiftError, 0)
	al2 := bd.Alloca(ir.I32, 0)
	al2.Name = "arr"
	al2.SetOperand(0, ir.Int(ir.I64, 4))
	tc := bd.Call(f.Sig, f, a, x, ptr, w)
	tc.Tail = ir.Tail
	bd.Ret(nil)
	got := Format(m)
	want := `define void @f(i32 %a, double %x, ptr %p, i64 %w) {
entry:
  %add = add nuw nsw i32 %a, %a
  %shl = shl nsw i32 %a, 1
  %div = udiv exact i32 %a, %a
  %or = or disjoint i32 %a, %a
  %tr = trunc nuw i32 %a to i8
  %zx = zext nneg i32 %a to i64
  %uf = uitofp nneg i32 %a to double
  %cmp = icmp samesign ult i32 %a, %a
  %fast = fadd fast double %x, %x
  %some = fmul reassoc nnan contract double %x, %x
  %fc = fcmp ninf olt double %x, %x
  %neg = fneg nsz double %x
  %gep = getelementptr inbounds nuw i8, ptr %p, i64 %w
  %gep2 = getelementptr nusw i8, ptr %p, i64 %w
  %ld = load volatile i32, ptr %p, align 4
  %at = load atomic i32, ptr %p syncscope("singlethread") acquire, align 4
  store atomic volatile i32 %a, ptr %p seq_cst, align 4
  %cx = cmpxchg weak volatile ptr %p, i32 %a, i32 %a acq_rel monotonic, align 4
  %rmw = atomicrmw umax ptr %p, i32 %a syncscope("agent") seq_cst, align 4
  fence release
  %al = alloca swifterror ptr, align 8
  %arr = alloca i32, i64 4
  tail call void @f(i32 %a, double %x, ptr %p, i64 %w)
  ret void
}
`
	if i := strings.Index(got, "define"); i < 0 || got[i:] != want {
		t.Errorf("printed:\n%s\nwant:\n%s", got, want)
	}
	prAccept(t, got)
}

// TestPrintFloats checks LLVM's float spellings: six significant digits
// when they read back exactly, else the double's hex bits; other kinds by
// their bit patterns. Expected strings are what llvm-dis prints.
func TestPrintFloats(t *testing.T) {
	cases := []struct {
		c    *ir.ConstFloat
		want string
	}{
		{ir.Float64(0.1), "1.000000e-01"},
		{ir.Float64(1.5), "1.500000e+00"},
		{&ir.ConstFloat{Typ: ir.Double, Bits: 0x7FF8000000000000}, "0x7FF8000000000000"},
		{&ir.ConstFloat{Typ: ir.Float, Bits: 0xFFC00000}, "0xFFF8000000000000"},
		{ir.Float64(math.Copysign(0, -1)), "-0.000000e+00"},
		{ir.Float64(0), "0.000000e+00"},
		{ir.Float64(1e300), "1.000000e+300"},
		{ir.Float64(1234567), "0x4132D68700000000"},
		{ir.Float64(12345678), "0x41678C29C0000000"},
		{ir.Float64(math.Inf(-1)), "0xFFF0000000000000"},
		{ir.Float64(5e-324), "4.940660e-324"},
		{ir.Float32(0.1), "0x3FB99999A0000000"},
		{ir.Float32(1.5), "1.500000e+00"},
		{&ir.ConstFloat{Typ: ir.Float, Bits: 0x7F800001}, "0x7FF0000020000000"},
		{ir.FloatOf(ir.Half, 1), "0xH3C00"},
		{ir.FloatOf(ir.BFloat, 1), "0xR3F80"},
		{&ir.ConstFloat{Typ: ir.X86FP80, Hi: 0x4000, Bits: 0xC000000000000000}, "0xK4000C000000000000000"},
		{&ir.ConstFloat{Typ: ir.FP128, Hi: 0x4000000000000000}, "0xL00000000000000004000000000000000"},
		{&ir.ConstFloat{Typ: ir.PPCFP128, Bits: 0x3FF0000000000000}, "0xM3FF00000000000000000000000000000"},
	}
	m := prModule()
	for i, c := range cases {
		p := prNewPrinter(nil, PrintOptions{})
		p.constFloat(c.c)
		if got := string(p.buf); got != c.want {
			t.Errorf("%s bits %#x: got %s, want %s", c.c.Typ, c.c.Bits, got, c.want)
		}
		m.AddGlobal(ir.NewGlobal("g"+string(rune('a'+i)), c.c.Typ, c.c))
	}
	// llvm-dis must print every one of them the same way.
	text := Format(m)
	out, err := prAssemble(t, "22", false, text)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if !strings.Contains(out, " "+c.want+"\n") {
			t.Errorf("llvm-dis-22 output lacks %s:\n%s", c.want, out)
		}
	}
}

// TestPrintMetadata checks node numbering (global attachments, named
// metadata, then functions in order, each node before its operands),
// specialized nodes, inline DIExpression/DIArgList, distinct, debug
// records, debug intrinsic calls with function-local metadata, and
// attachments on globals, functions and instructions.
func TestPrintMetadata(t *testing.T) {
	m := prModule()
	file := &ir.MDNode{Kind: "DIFile", Fields: []ir.MDField{fl("filename", &ir.MDString{S: "t.c"}), fl("directory", &ir.MDString{S: "/tmp"})}}
	cu := &ir.MDNode{Distinct: true, Kind: "DICompileUnit", Fields: []ir.MDField{
		fl("language", ir.MDIdent{S: "DW_LANG_C11"}), fl("file", file), fl("producer", &ir.MDString{S: "clang \"x\""}),
		fl("isOptimized", ir.MDIdent{S: "false"}), fl("runtimeVersion", ir.MDInt{V: 0}), fl("emissionKind", ir.MDIdent{S: "FullDebug"})}}
	intTy := &ir.MDNode{Kind: "DIBasicType", Fields: []ir.MDField{fl("name", &ir.MDString{S: "int"}), fl("size", ir.MDInt{V: 32}), fl("encoding", ir.MDIdent{S: "DW_ATE_signed"})}}
	gvar := &ir.MDNode{Distinct: true, Kind: "DIGlobalVariable", Fields: []ir.MDField{fl("name", &ir.MDString{S: "g"}), fl("scope", cu),
		fl("file", file), fl("line", ir.MDInt{V: 1}), fl("type", intTy), fl("isLocal", ir.MDIdent{S: "false"}), fl("isDefinition", ir.MDIdent{S: "true"})}}
	expr := func(ops ...ir.Metadata) *ir.MDNode {
		n := &ir.MDNode{Kind: "DIExpression"}
		for _, o := range ops {
			n.Fields = append(n.Fields, ir.MDField{Val: o})
		}
		return n
	}
	gve := &ir.MDNode{Kind: "DIGlobalVariableExpression", Fields: []ir.MDField{fl("var", gvar), fl("expr", expr())}}
	flags := &ir.MDNode{Ops: []ir.Metadata{&ir.ValueAsMetadata{V: ir.Int(ir.I32, 2)}, &ir.MDString{S: "Debug Info Version"}, &ir.ValueAsMetadata{V: ir.Int(ir.I32, 3)}}}
	sp := &ir.MDNode{Distinct: true, Kind: "DISubprogram", Fields: []ir.MDField{fl("name", &ir.MDString{S: "f"}), fl("scope", file), fl("file", file),
		fl("line", ir.MDInt{V: 2}), fl("spFlags", ir.MDIdent{S: "DISPFlagDefinition"}), fl("unit", cu)}}
	lv := &ir.MDNode{Kind: "DILocalVariable", Fields: []ir.MDField{fl("name", &ir.MDString{S: "x"}), fl("arg", ir.MDInt{V: 1}), fl("scope", sp), fl("file", file), fl("line", ir.MDInt{V: 2}), fl("type", intTy)}}
	loc := &ir.MDNode{Kind: "DILocation", Fields: []ir.MDField{fl("line", ir.MDInt{V: 3}), fl("column", ir.MDInt{V: 5}), fl("scope", sp)}}
	loop := &ir.MDNode{Distinct: true}
	loop.Ops = []ir.Metadata{loop, &ir.MDNode{Ops: []ir.Metadata{&ir.MDString{S: "llvm.loop.mustprogress"}}}}

	g := m.AddGlobal(ir.NewGlobal("g", ir.I32, ir.Int(ir.I32, 0)))
	g.Align = 4
	g.SetMD("dbg", gve)
	m.NamedMD = []*ir.NamedMD{{Name: "llvm.dbg.cu", Nodes: []*ir.MDNode{cu}}, {Name: "llvm.module.flags", Nodes: []*ir.MDNode{flags}}}

	dbgValue := m.AddFunc(ir.NewFunc("llvm.dbg.value", ir.FuncOf(ir.Void, []*ir.Type{ir.MetaType, ir.MetaType, ir.MetaType}, false)))
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false)))
	f.Params[0].Name = "x"
	f.SetMD("dbg", sp)
	entry := f.NewBlock("entry")
	body := f.NewBlock("body")
	bd := ir.NewBuilder(entry)
	bd.Dbg = loc
	call := bd.Call(dbgValue.Sig, dbgValue, &ir.MetadataValue{MD: &ir.ValueAsMetadata{V: f.Params[0]}}, &ir.MetadataValue{MD: lv},
		&ir.MetadataValue{MD: expr(ir.MDIdent{S: "DW_OP_LLVM_fragment"}, ir.MDInt{V: 0}, ir.MDInt{V: 32})})
	br := bd.Br(body)
	br.SetMD("llvm.loop", loop)
	bd.SetInsertAtEnd(body)
	y := bd.Add(f.Params[0], ir.Int(ir.I32, 1))
	y.Name = "y"
	r := bd.Ret(y)
	r.SetDbgRecords([]*ir.DbgRecord{
		{Kind: ir.DbgValue, Ops: []ir.Metadata{&ir.ValueAsMetadata{V: y}, lv, expr(), loc}},
		{Kind: ir.DbgValue, Ops: []ir.Metadata{&ir.DIArgList{Args: []*ir.ValueAsMetadata{{V: y}, {V: f.Params[0]}}}, lv,
			expr(ir.MDIdent{S: "DW_OP_LLVM_arg"}, ir.MDInt{V: 0}, ir.MDIdent{S: "DW_OP_LLVM_arg"}, ir.MDInt{V: 1}, ir.MDIdent{S: "DW_OP_plus"}, ir.MDIdent{S: "DW_OP_stack_value"}), loc}},
	})
	got := Format(m)
	want := `source_filename = "t.c"
target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = global i32 0, align 4, !dbg !0

declare void @llvm.dbg.value(metadata, metadata, metadata)

define i32 @f(i32 %x) !dbg !6 {
entry:
  call void @llvm.dbg.value(metadata i32 %x, metadata !7, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 32)), !dbg !8
  br label %body, !dbg !8, !llvm.loop !9

body:
  %y = add i32 %x, 1, !dbg !8
    #dbg_value(i32 %y, !7, !DIExpression(), !8)
    #dbg_value(!DIArgList(i32 %y, i32 %x), !7, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !8)
  ret i32 %y, !dbg !8
}

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!5}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 1, type: !4, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "clang \22x\22", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!3 = !DIFile(filename: "t.c", directory: "/tmp")
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 2, spFlags: DISPFlagDefinition, unit: !2)
!7 = !DILocalVariable(name: "x", arg: 1, scope: !6, file: !3, line: 2, type: !4)
!8 = !DILocation(line: 3, column: 5, scope: !6)
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
`
	prCheck(t, got, want)
	// LLVM rejects a module mixing debug records and debug intrinsics:
	// check each form with a reader that has it.
	records := r.DbgRecords()
	r.SetDbgRecords(nil)
	if _, err := prAssemble(t, "16", false, Format(m)); err != nil {
		t.Errorf("llvm-as-16 rejects the intrinsic form: %v", err)
	}
	r.SetDbgRecords(records)
	call.Erase()
	prAccept(t, Format(m))
}

// TestPrintTypedPointers checks that typed pointers print typed
// (including named struct bodies and call-site function types) and that
// LLVM 14 and LLVM 16 in typed mode accept the result.
func TestPrintTypedPointers(t *testing.T) {
	m := prModule()
	i8p := ir.TypedPtr(ir.I8, 0)
	st := ir.NewNamedStruct("struct.S")
	st.SetBody(false, ir.TypedPtr(ir.Double, 0), ir.TypedPtr(st, 0))
	m.Types = []*ir.Type{st}
	str := m.AddGlobal(ir.NewGlobal(".str", ir.ArrayOf(3, ir.I8), &ir.ConstData{Typ: ir.ArrayOf(3, ir.I8), Bytes: []byte("hi\x00")}))
	str.Typ = ir.TypedPtr(str.ValueType, 0)
	str.Linkage, str.UnnamedAddr, str.IsConst, str.Align = ir.Private, ir.GlobalUnnamedAddr, true, 1
	gep := &ir.ConstExpr{Op: ir.OpGetElementPtr, Typ: i8p, ElemType: str.ValueType, Flags: ir.FlagInBounds,
		Operands: []ir.Constant{str, ir.Int(ir.I64, 0), ir.Int(ir.I64, 0)}, InRangeIndex: -1}
	printfTy := ir.FuncOf(ir.I32, []*ir.Type{i8p}, true)
	printf := m.AddFunc(ir.NewFunc("printf", printfTy))
	printf.Typ = ir.TypedPtr(printfTy, 0)
	fty := ir.FuncOf(ir.Double, []*ir.Type{ir.TypedPtr(st, 0)}, false)
	f := m.AddFunc(ir.NewFunc("f", fty))
	f.Typ = ir.TypedPtr(fty, 0)
	f.Params[0].Name = "s"
	bd := ir.NewBuilder(f.NewBlock("entry"))
	fld := bd.GEP(st, f.Params[0], true, ir.Int(ir.I32, 0), ir.Int(ir.I32, 0))
	fld.Typ = ir.TypedPtr(ir.TypedPtr(ir.Double, 0), 0)
	fld.Name = "fld"
	p := bd.Load(ir.TypedPtr(ir.Double, 0), fld, 8)
	v := bd.Load(ir.Double, p, 8)
	bd.Call(printfTy, printf, gep, v)
	cast := bd.Cast(ir.OpBitCast, p, i8p)
	bd.Store(ir.Int(ir.I8, 0), cast, 1)
	bd.Ret(v)
	got := Format(m)
	want := `%struct.S = type { double*, %struct.S* }

@.str = private unnamed_addr constant [3 x i8] c"hi\00", align 1

declare i32 @printf(i8*, ...)

define double @f(%struct.S* %s) {
entry:
  %fld = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 0
  %0 = load double*, double** %fld, align 8
  %1 = load double, double* %0, align 8
  %2 = call i32 (i8*, ...) @printf(i8* getelementptr inbounds ([3 x i8], [3 x i8]* @.str, i64 0, i64 0), double %1)
  %3 = bitcast double* %0 to i8*
  store i8 0, i8* %3, align 1
  ret double %1
}
`
	if i := strings.Index(got, "%struct.S ="); i < 0 || got[i:] != want {
		t.Errorf("printed:\n%s\nwant:\n%s", got, want)
	}
	for _, major := range []string{"14", "16"} {
		if _, err := prAssemble(t, major, true, got); err != nil {
			t.Errorf("LLVM %s (typed) rejects: %v", major, err)
		}
	}
}

// TestPrintControlFlow checks the multi-line and exceptional instructions
// and the remaining value operators.
func TestPrintControlFlow(t *testing.T) {
	m := prModule()
	pers := m.AddFunc(ir.NewFunc("__gxx_personality_v0", ir.FuncOf(ir.I32, nil, true)))
	may := m.AddFunc(ir.NewFunc("may_throw", ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false)))
	ti := m.AddGlobal(ir.NewGlobal("ti", ir.Ptr, nil))
	ti.IsConst = true
	v4 := ir.VectorOf(4, ir.I32, false)
	agg := ir.StructOf(false, ir.I32, ir.Ptr)
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.I32, []*ir.Type{ir.I32, v4, agg, ir.Ptr}, false)))
	f.Personality = pers
	for i, n := range []string{"a", "v", "s", "p"} {
		f.Params[i].Name = n
	}
	a, v, s, ptr := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry, ok, lpad, sw1, sw2, ind, done := f.NewBlock("entry"), f.NewBlock("ok"), f.NewBlock("lpad"),
		f.NewBlock("sw1"), f.NewBlock("sw2"), f.NewBlock("ind"), f.NewBlock("done")
	bd := ir.NewBuilder(entry)
	inv := ir.NewInstr(ir.OpInvoke, ir.I32, may, a)
	inv.ElemType, inv.Name = may.Sig, "r"
	inv.SetSuccs([]*ir.Block{ok, lpad})
	bd.Insert(inv)
	bd.SetInsertAtEnd(lpad)
	lp := ir.NewInstr(ir.OpLandingPad, ir.StructOf(false, ir.Ptr, ir.I32), ti, &ir.ConstAggregate{Typ: ir.ArrayOf(1, ir.Ptr), Elems: []ir.Constant{ti}})
	lp.Flags, lp.Name = ir.FlagCleanup, "lp"
	lp.SetClauses([]ir.ClauseKind{ir.ClauseCatch, ir.ClauseFilter})
	bd.Insert(lp)
	bd.Insert(ir.NewInstr(ir.OpResume, ir.Void, lp))
	bd.SetInsertAtEnd(ok)
	sw := ir.NewInstr(ir.OpSwitch, ir.Void, inv, ir.Int(ir.I32, 1), ir.Int(ir.I32, -2))
	sw.SetSuccs([]*ir.Block{done, sw1, sw2})
	bd.Insert(sw)
	bd.SetInsertAtEnd(sw1)
	e := bd.Insert(ir.NewInstr(ir.OpExtractElement, ir.I32, v, ir.Int(ir.I64, 1)))
	ins := bd.Insert(ir.NewInstr(ir.OpInsertElement, v4, v, e, ir.Int(ir.I64, 0)))
	shuf := ir.NewInstr(ir.OpShuffleVector, v4, ins, &ir.Poison{Typ: v4})
	shuf.SetMask([]int32{0, -1, 3, 2})
	bd.Insert(shuf)
	ev := bd.ExtractValue(s, 0)
	iv := bd.InsertValue(s, ev, 0)
	_ = iv
	sel := bd.Select(ir.Int(ir.I1, 1), e, ev)
	fr := bd.Insert(ir.NewInstr(ir.OpFreeze, ir.I32, sel))
	va := bd.Insert(ir.NewInstr(ir.OpVAArg, ir.I32, ptr))
	_ = va
	bd.Br(done)
	bd.SetInsertAtEnd(sw2)
	ibr := ir.NewInstr(ir.OpIndirectBr, ir.Void, &ir.BlockAddress{Func: f, Block: ind, Typ: ir.Ptr})
	ibr.SetSuccs([]*ir.Block{ind, done})
	bd.Insert(ibr)
	bd.SetInsertAtEnd(ind)
	asm := &ir.InlineAsm{FuncType: ir.FuncOf(ir.Void, nil, false), Asm: "nop", Constraints: "~{dirflag},~{fpsr},~{flags}", SideEffect: true}
	c := bd.Call(asm.FuncType, asm)
	c.SetBundles([]ir.OperandBundle{{Tag: "deopt", Inputs: []ir.Value{a}}})
	bd.Br(done)
	bd.SetInsertAtEnd(done)
	phi := bd.Phi(ir.I32)
	ir.AddIncoming(phi, ir.Int(ir.I32, 0), ok)
	ir.AddIncoming(phi, fr, sw1)
	ir.AddIncoming(phi, &ir.Undef{Typ: ir.I32}, sw2)
	ir.AddIncoming(phi, &ir.Poison{Typ: ir.I32}, ind)
	bd.Ret(phi)
	got := Format(m)
	want := `define i32 @f(i32 %a, <4 x i32> %v, { i32, ptr } %s, ptr %p) personality ptr @__gxx_personality_v0 {
entry:
  %r = invoke i32 @may_throw(i32 %a)
          to label %ok unwind label %lpad

ok:
  switch i32 %r, label %done [
    i32 1, label %sw1
    i32 -2, label %sw2
  ]

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
          catch ptr @ti
          filter [1 x ptr] [ptr @ti]
  resume { ptr, i32 } %lp

sw1:
  %0 = extractelement <4 x i32> %v, i64 1
  %1 = insertelement <4 x i32> %v, i32 %0, i64 0
  %2 = shufflevector <4 x i32> %1, <4 x i32> poison, <4 x i32> <i32 0, i32 poison, i32 3, i32 2>
  %3 = extractvalue { i32, ptr } %s, 0
  %4 = insertvalue { i32, ptr } %s, i32 %3, 0
  %5 = select i1 true, i32 %0, i32 %3
  %6 = freeze i32 %5
  %7 = va_arg ptr %p, i32
  br label %done

sw2:
  indirectbr ptr blockaddress(@f, %ind), [label %ind, label %done]

ind:
  call void asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"() [ "deopt"(i32 %a) ]
  br label %done

done:
  %8 = phi i32 [ 0, %ok ], [ %6, %sw1 ], [ undef, %sw2 ], [ poison, %ind ]
  ret i32 %8
}
`
	if i := strings.Index(got, "define"); i < 0 || got[i:] != want {
		t.Errorf("printed:\n%s\nwant:\n%s", got, want)
	}
	prAccept(t, got)
}

// prNormalize drops comment, blank and source_filename lines so printed text can be
// compared with llvm-dis output.
func prNormalize(s string) string {
	var b strings.Builder
	for _, l := range strings.Split(s, "\n") {
		if l == "" || strings.HasPrefix(l, ";") || strings.HasPrefix(l, "source_filename") {
			continue
		}
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}

// TestPrintAttrFormsMatchLLVM prints every nofpclass mask, every
// captures(...) combination and every memory(...) combination and
// requires llvm-dis-22 to print exactly the same text back (LLVM's
// canonical spelling).
func TestPrintAttrFormsMatchLLVM(t *testing.T) {
	m := &ir.Module{}
	add := func(name string, fn ir.AttrSet, param ir.AttrSet, pt *ir.Type) {
		f := m.AddFunc(ir.NewFunc(name, ir.FuncOf(ir.Void, []*ir.Type{pt}, false)))
		f.Attrs.Fn = fn
		f.Attrs.SetParam(0, param)
	}
	for mask := 1; mask < 1024; mask++ {
		add("fp"+itoa(mask), nil, ir.AttrSet{{Kind: ir.AttrNoFPClass, Int: uint64(mask)}}, ir.Float)
	}
	comps := []uint32{ir.CapNone, ir.CapAddressIsNull, ir.CapAddress, ir.CapReadProvenance, ir.CapAddressIsNull | ir.CapReadProvenance,
		ir.CapAddress | ir.CapReadProvenance, ir.CapProvenance, ir.CapAddressIsNull | ir.CapProvenance, ir.CapAddress | ir.CapProvenance}
	for _, o := range comps {
		for _, r := range comps {
			add("cap"+itoa(int(o))+"_"+itoa(int(r)), nil, ir.AttrSet{{Kind: ir.AttrCaptures, Int: uint64(o | r<<4)}}, ir.Ptr)
		}
	}
	for me := 0; me < 1<<(2*ir.NumMemLocations); me++ {
		add("mem"+itoa(me), ir.AttrSet{{Kind: ir.AttrMemory, Int: uint64(me)}}, nil, ir.Ptr)
	}
	text := Format(m)
	out, err := prAssemble(t, "22", false, text)
	if err != nil {
		t.Fatal(err)
	}
	got, want := strings.Split(prNormalize(text), "\n"), strings.Split(prNormalize(out), "\n")
	if len(got) != len(want) {
		t.Fatalf("%d lines printed, llvm-dis-22 printed %d", len(got), len(want))
	}
	bad := 0
	for i := range got {
		if got[i] != want[i] {
			if bad++; bad <= 10 {
				t.Errorf("printed   %s\nllvm-dis: %s", got[i], want[i])
			}
		}
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }

// fl builds a field of a specialized metadata node.
func fl(name string, v ir.Metadata) ir.MDField { return ir.MDField{Name: name, Val: v} }

// TestPrintNameMatchesQuoteNameIfNeeded: the allocation-free name writer
// agrees with ir.QuoteNameIfNeeded.
func TestPrintNameMatchesQuoteNameIfNeeded(t *testing.T) {
	for _, s := range []string{"", "a", "1", "a1", "_Z3foo", "a$b", "a b", "x\"y", "\\", "é", "-.$_", "9x", ".str.1", "\x00", "a\n"} {
		p := prNewPrinter(nil, PrintOptions{})
		p.name(s)
		if got, want := string(p.buf), ir.QuoteNameIfNeeded(s); got != want {
			t.Errorf("name(%q) = %s, ir.QuoteNameIfNeeded = %s", s, got, want)
		}
	}
}

// TestPrintGroupSharingMatchesKey: two attribute sets share a group
// exactly when their ir.AttrSet.Key values are equal.
func TestPrintGroupSharingMatchesKey(t *testing.T) {
	rng := func(lo, hi int64) *ir.ConstRange {
		return &ir.ConstRange{Bits: 32, Lo: big.NewInt(lo), Hi: big.NewInt(hi)}
	}
	st := ir.NewNamedStruct("S")
	sets := []ir.AttrSet{
		{{Kind: ir.AttrNoUnwind}},
		{{Kind: ir.AttrNoUnwind}, {Kind: ir.AttrNoInline}},
		{{Kind: ir.AttrNoInline}, {Kind: ir.AttrNoUnwind}},
		{{Kind: ir.AttrAlignStack, Int: 8}},
		{{Kind: ir.AttrAlignStack, Int: 16}},
		{{Key: "a", Val: "b"}},
		{{Key: "a", Val: "c"}},
		{{Key: "a"}},
		{{Raw: "newattr"}},
		{{Kind: ir.AttrRange, Range: rng(0, 10)}},
		{{Kind: ir.AttrRange, Range: rng(0, 10)}},
		{{Kind: ir.AttrRange, Range: rng(0, 11)}},
		{{Kind: ir.AttrByVal, Type: ir.I32}},
		{{Kind: ir.AttrByVal, Type: st}},
		{{Kind: ir.AttrAllocSize, Int: 0, Int2: 2}},
		{{Kind: ir.AttrAllocSize, Int: 0}},
		{{Key: "a", Val: "b"}, {Kind: ir.AttrNoUnwind}, {Raw: "newattr"}},
		{{Raw: "newattr"}, {Key: "a", Val: "b"}, {Kind: ir.AttrNoUnwind}},
	}
	for i, a := range sets {
		for j, b := range sets {
			p := prNewPrinter(nil, PrintOptions{})
			same := p.group(a) == p.group(b)
			if want := a.Key() == b.Key(); same != want {
				t.Errorf("sets %d and %d: shared group = %v, equal keys = %v", i, j, same, want)
			}
		}
	}
}

// TestFormatHelpers checks FormatValue/FormatInstr/FormatType numbering
// values as their function does.
func TestFormatHelpers(t *testing.T) {
	m := prModule()
	g := m.AddGlobal(ir.NewGlobal("", ir.I32, ir.Int(ir.I32, 0)))
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.Double, []*ir.Type{ir.Double, ir.Ptr}, false)))
	f.Params[1].Name = "p"
	bd := ir.NewBuilder(f.NewBlock(""))
	loc := &ir.MDNode{Kind: "DILocation", Fields: []ir.MDField{fl("line", ir.MDInt{V: 4}), fl("column", ir.MDInt{V: 2})}}
	bd.Dbg = loc
	x := bd.FMul(f.Params[0], ir.Float64(2))
	ld := bd.Load(ir.I32, g, 4)
	c := bd.Call(f.Sig, f, x, f.Params[1])
	c.AttrsPtr().Fn = ir.AttrSet{{Kind: ir.AttrNoUnwind}}
	bd.Ret(c)
	cases := []struct{ got, want string }{
		{FormatValue(x), "double %2"},
		{FormatValue(f.Params[0]), "double %0"},
		{FormatValue(f.Params[1]), "ptr %p"},
		{FormatValue(f.Blocks[0]), "label %1"},
		{FormatValue(g), "ptr @0"},
		{FormatValue(ir.Float64(0.5)), "double 5.000000e-01"},
		{FormatValue(&ir.MetadataValue{MD: &ir.MDString{S: "s"}}), `metadata !"s"`},
		{FormatInstr(ld), "%3 = load i32, ptr @0, align 4, !dbg !0"},
		{FormatInstr(c), "%4 = call double @f(double %2, ptr %p) { nounwind }, !dbg !0"},
		{FormatType(ir.TypedPtr(ir.FuncOf(ir.I32, []*ir.Type{ir.TypedPtr(ir.I8, 0)}, true), 1)), "i32 (i8*, ...) addrspace(1)*"},
		{FormatType(ir.VectorOf(4, ir.Float, true)), "<vscale x 4 x float>"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %s, want %s", c.got, c.want)
		}
	}
	// A detached instruction prints its metadata inline.
	d := ir.NewInstr(ir.OpFAdd, ir.Double, ir.Float64(1), ir.Float64(2))
	d.SetMD("dbg", loc)
	if got, want := FormatInstr(d), "%<badref> = fadd double 1.000000e+00, 2.000000e+00, !dbg !DILocation(line: 4, column: 2)"; got != want {
		t.Errorf("detached: got %s, want %s", got, want)
	}
}

// TestPrintOptions checks the per-version spellings the target table can
// ask for, with the old readers accepting them.
func TestPrintOptions(t *testing.T) {
	m := prModule()
	c := &ir.Comdat{Name: "k", Kind: ir.ComdatNoDeduplicate}
	m.Comdats = []*ir.Comdat{c}
	g := m.AddGlobal(ir.NewGlobal("k", ir.I32, ir.Int(ir.I32, 1)))
	g.Comdat = c
	v4 := ir.VectorOf(4, ir.I32, false)
	sv := ir.VectorOf(2, ir.I64, true)
	m.AddGlobal(ir.NewGlobal("v", v4, &ir.ConstSplat{Typ: v4, Elem: ir.Int(ir.I32, 3)}))
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(sv, []*ir.Type{v4}, false)))
	f.Params[0].Name = "a"
	b1 := f.NewBlock("entry")
	b2 := f.NewBlock("next")
	bd := ir.NewBuilder(b1)
	sh := ir.NewInstr(ir.OpShuffleVector, v4, f.Params[0], &ir.Undef{Typ: v4})
	sh.SetMask([]int32{-1, 1, -1, 0})
	bd.Insert(sh)
	bd.Br(b2)
	bd.SetInsertAtEnd(b2)
	bd.Ret(&ir.ConstSplat{Typ: sv, Elem: ir.Int(ir.I64, 7)})

	got := Format(m)
	for _, want := range []string{"$k = comdat nodeduplicate", "@v = global <4 x i32> splat (i32 3)", "<4 x i32> <i32 poison, i32 1, i32 poison, i32 0>", "ret <vscale x 2 x i64> splat (i64 7)", "\nnext:\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("default print lacks %q:\n%s", want, got)
		}
	}
	prAccept(t, got)

	var b strings.Builder
	if err := PrintWith(&b, m, PrintOptions{ExpandSplat: true, OldNoDedupComdat: true, UndefMaskElems: true, Comments: true}); err != nil {
		t.Fatal(err)
	}
	old := b.String()
	for _, want := range []string{"$k = comdat noduplicates", "@v = global <4 x i32> <i32 3, i32 3, i32 3, i32 3>",
		"<4 x i32> <i32 undef, i32 1, i32 undef, i32 0>",
		"ret <vscale x 2 x i64> shufflevector (<vscale x 2 x i64> insertelement (<vscale x 2 x i64> poison, i64 7, i64 0), <vscale x 2 x i64> poison, <vscale x 2 x i32> zeroinitializer)",
		"\nnext:                                             ; preds = %entry\n"} {
		if !strings.Contains(old, want) {
			t.Errorf("old-spelling print lacks %q:\n%s", want, old)
		}
	}
	// `noduplicates` is for readers before LLVM 13, older than any
	// installed tool; check the rest with LLVM 14.
	old14 := strings.ReplaceAll(old, "noduplicates", "nodeduplicate")
	if _, err := prAssemble(t, "14", false, old14); err != nil {
		t.Errorf("llvm-as-14 rejects the old spellings: %v\n%s", err, old)
	}
}

// TestPrintMalformed: a model the printer cannot print gives ErrPrint,
// not a panic.
func TestPrintMalformed(t *testing.T) {
	m := prModule()
	f := &ir.Func{}
	f.Name = "nosig"
	m.AddFunc(f)
	var b strings.Builder
	err := Print(&b, m)
	if !errors.Is(err, ErrPrint) {
		t.Fatalf("Print = %v, want ErrPrint", err)
	}
	if err := Print(&b, nil); !errors.Is(err, ErrPrint) {
		t.Fatalf("Print(nil) = %v, want ErrPrint", err)
	}
}

// TestPrintBlockAddressOtherFunction: blockaddress of an unnamed block of
// another function uses that function's numbering. (LLVM's parser accepts
// a numbered label only before the function is defined, so @f comes
// first.)
func TestPrintBlockAddressOtherFunction(t *testing.T) {
	m := prModule()
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.Ptr, nil, false)))
	g := m.AddFunc(ir.NewFunc("g", ir.FuncOf(ir.Void, []*ir.Type{ir.I32}, false)))
	b0, b1 := g.NewBlock(""), g.NewBlock("")
	ir.NewBuilder(b0).Br(b1)
	ir.NewBuilder(b1).Ret(nil)
	ir.NewBuilder(f.NewBlock("")).Ret(&ir.BlockAddress{Func: g, Block: b1, Typ: ir.Ptr})
	got := Format(m)
	if want := "  ret ptr blockaddress(@g, %2)\n"; !strings.Contains(got, want) {
		t.Errorf("missing %q in\n%s", want, got)
	}
	prAccept(t, got)
}

// TestPrintIncompleteModel: instructions with missing operands, blocks or
// types print visible markers instead of panicking.
func TestPrintIncompleteModel(t *testing.T) {
	m := prModule()
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.Void, nil, false)))
	b := f.NewBlock("entry")
	other := &ir.Instr{Op: ir.OpAdd, Typ: ir.I32} // not in any function
	b.Append(
		ir.NewInstr(ir.OpAdd, ir.I32, other, nil),
		ir.NewInstr(ir.OpStore, ir.Void),
		ir.NewInstr(ir.OpGetElementPtr, ir.Ptr),
		&ir.Instr{Op: ir.OpCall, Typ: ir.Void},
		&ir.Instr{Op: ir.OpPhi, Typ: ir.I32},
		ir.NewInstr(ir.OpBr, ir.Void),
	)
	var sb strings.Builder
	if err := Print(&sb, m); err != nil {
		t.Fatalf("Print: %v", err)
	}
	got := sb.String()
	for _, want := range []string{
		"%0 = add i32 %<badref>, <null operand!>",
		"store <missing operand>, <missing operand>",
		"getelementptr <null type>",
		"call void <null operand!>()",
		"br label %<missing label>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}

// TestPrintGenericDINode: the operands of a GenericDINode print as an
// in-place braced list, which is the only form LLVM reads.
func TestPrintGenericDINode(t *testing.T) {
	m := &ir.Module{}
	empty := &ir.MDNode{}
	g := &ir.MDNode{Kind: "GenericDINode", Fields: []ir.MDField{fl("tag", ir.MDInt{V: 16384}), fl("header", &ir.MDString{S: "x"}),
		fl("operands", &ir.MDNode{Ops: []ir.Metadata{empty, nil}})}}
	m.NamedMD = []*ir.NamedMD{{Name: "named", Nodes: []*ir.MDNode{g}}}
	got := Format(m)
	want := "\n!named = !{!0}\n\n!0 = !GenericDINode(tag: 16384, header: \"x\", operands: {!1, null})\n!1 = !{}\n"
	prCheck(t, got, want)
	prAccept(t, got)
}
