package lltext

import (
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
		call.Attrs.Fn = ir.AttrSet{{Kind: ir.AttrNoUnwind}}
		call.Attrs.SetParam(1, ir.AttrSet{{Kind: ir.AttrNoUndef}})
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
	at.Ordering, at.SyncScope = ir.Acquire, "singlethread"
	st := bd.Store(a, ptr, 4)
	st.Flags, st.Ordering = ir.FlagAtomic|ir.FlagVolatile, ir.SeqCst
	cx := bd.Insert(ir.NewInstr(ir.OpCmpXchg, ir.StructOf(false, ir.I32, ir.I1), ptr, a, a))
	named(cx, "cx", ir.FlagWeak|ir.FlagVolatile, 0)
	cx.Ordering, cx.FailOrdering, cx.Align = ir.AcqRel, ir.Monotonic, 4
	rmw := bd.Insert(ir.NewInstr(ir.OpAtomicRMW, ir.I32, ptr, a))
	named(rmw, "rmw", 0, 0)
	rmw.RMWOp, rmw.Ordering, rmw.Align, rmw.SyncScope = ir.RMWUMax, ir.SeqCst, 4, "agent"
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
