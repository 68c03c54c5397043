package bitcode

import (
	"bytes"
	"errors"
	"github.com/irfix/irfix/internal/testenv"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// wtRec is one record of a bitstream, with the blocks around it.
type wtRec struct {
	path []uint32
	code uint32
	ops  []uint64
}

// wtRecords lists every record of a bitcode file (BLOCKINFO excluded).
func wtRecords(t *testing.T, bc []byte) []wtRec {
	t.Helper()
	r := bitstream.NewReader(bc)
	var stack []uint32
	var out []wtRec
	for {
		e, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("bitstream: %v", err)
		}
		switch e.Kind {
		case bitstream.KindEnterBlock:
			stack = append(stack, e.BlockID)
		case bitstream.KindEndBlock:
			stack = stack[:len(stack)-1]
		case bitstream.KindRecord:
			if len(stack) > 0 && stack[len(stack)-1] == bitstream.BlockInfoID {
				continue
			}
			out = append(out, wtRec{append([]uint32(nil), stack...), e.Code, e.Ops})
		}
	}
}

// wtIn returns the records of the given code directly inside block id.
func wtIn(recs []wtRec, block, code uint32) [][]uint64 {
	var out [][]uint64
	for _, r := range recs {
		if len(r.path) > 0 && r.path[len(r.path)-1] == block && r.code == code {
			out = append(out, r.ops)
		}
	}
	return out
}

// wtWriteText parses canonical text, lowers it for tg and writes it.
func wtWriteText(t *testing.T, src string, tg target.Target) []byte {
	t.Helper()
	m, err := lltext.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if _, err := upgrade.Canonicalize(m); err != nil {
		t.Fatal(err)
	}
	if _, err := downgrade.Lower(m, tg, downgrade.Options{}); err != nil {
		t.Fatalf("lower for %s: %v", tg, err)
	}
	bc, err := Write(m, tg)
	if err != nil {
		t.Fatalf("write for %s: %v", tg, err)
	}
	return bc
}

// TestWriteDeterministic: the same module and target give the same bytes,
// whether written twice from one model or from two parses of the text.
func TestWriteDeterministic(t *testing.T) {
	ins := wtCorpus(t)
	n := 0
	for _, in := range ins {
		if !wtSubset[in.name] {
			continue
		}
		for _, tg := range []target.Target{target.MustParse("14"), target.MustParse("16-typed"), target.MustParse("19"), target.Latest} {
			m1, err := wtLower(in.path, tg)
			if err != nil {
				t.Fatalf("%s: %v", in.name, err)
			}
			m2, err := wtLower(in.path, tg)
			if err != nil {
				t.Fatal(err)
			}
			a, err := Write(m1, tg)
			if err != nil {
				t.Fatalf("%s for %s: %v", in.name, tg, err)
			}
			b, _ := Write(m1, tg)
			c, _ := Write(m2, tg)
			if !bytes.Equal(a, b) || !bytes.Equal(a, c) {
				t.Errorf("%s for %s: output differs between writes (%d, %d, %d bytes)", in.name, tg, len(a), len(b), len(c))
			}
			n++
		}
	}
	if n == 0 {
		testenv.Missing(t, "no corpus modules")
	}
}

const wtGEPModule = `@g = global [4 x i32] zeroinitializer
@p = global ptr getelementptr (i8, ptr @g, i64 4)
@q = global ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 2)

define ptr @f(ptr %x, i64 %i) {
  %a = getelementptr inbounds i32, ptr %x, i64 %i
  %b = getelementptr i32, ptr %a, i64 1
  ret ptr %b
}
`

// TestWriteGEPCodes pins the layout that the C++ llvm-downgrade got wrong:
// a constant getelementptr without inbounds is CST_CODE_CE_GEP (32, with a
// flags operand) only for LLVM 19+; older readers read code 32 as undef,
// so 14-18 get the old codes 12 (plain) and 20 (inbounds). The
// instruction's first operand is a bool before 19 and flag bits after.
func TestWriteGEPCodes(t *testing.T) {
	for _, tg := range target.All() {
		recs := wtRecords(t, wtWriteText(t, wtGEPModule, tg))
		var codes []uint32
		for _, r := range recs {
			if len(r.path) == 2 && r.path[1] == bitstream.ConstantsBlockID && (r.code == cstCEGEPOld || r.code == cstCEInboundsGEP || r.code == cstCEGEP) {
				codes = append(codes, r.code)
			}
		}
		geps := wtIn(recs, bitstream.FunctionBlockID, instGEP)
		if len(codes) != 2 || len(geps) != 2 {
			t.Fatalf("%s: %d constant GEPs, %d GEP instructions", tg, len(codes), len(geps))
		}
		plainCE, inbCE := uint32(cstCEGEPOld), uint32(cstCEInboundsGEP)
		inbOp := uint64(1)
		if tg.Major >= 19 {
			plainCE, inbCE, inbOp = cstCEGEP, cstCEGEP, 3 // inbounds implies nusw
		}
		if !(codes[0] == plainCE && codes[1] == inbCE || codes[1] == plainCE && codes[0] == inbCE) {
			t.Errorf("%s: constant GEP codes %v, want %d and %d", tg, codes, plainCE, inbCE)
		}
		if geps[0][0] != inbOp || geps[1][0] != 0 {
			t.Errorf("%s: GEP instruction flags %d, %d; want %d, 0", tg, geps[0][0], geps[1][0], inbOp)
		}
	}
}

// TestWriteGEPOracle reads the constant GEPs back with each installed
// llvm-dis: the class of silent corruption (an unknown constant code is
// undef to LLVM 15/16) shows as a missing getelementptr.
func TestWriteGEPOracle(t *testing.T) {
	for _, tg := range wtTargets(t) {
		dis, err := wtDis(t.Context(), tg, wtWriteText(t, wtGEPModule, tg))
		if err != nil {
			t.Errorf("%s: %v", tg, err)
			continue
		}
		s := string(dis)
		if strings.Contains(s, "undef") || strings.Count(s, "getelementptr") != 4 {
			t.Errorf("%s: constant GEPs did not survive:\n%s", tg, s)
		}
	}
}

// TestWriteAttributeEncodings pins encodings that differ between readers:
// uwtable is an enum attribute for 14 and an integer (2 = async) after;
// memory(...) has no version byte for 16-20 and version 1, with errnomem
// in its own bits, from 21.
func TestWriteAttributeEncodings(t *testing.T) {
	src := "define void @f(ptr %p) uwtable memory(argmem: read, inaccessiblemem: write) {\n  ret void\n}\n"
	for _, tg := range target.All() {
		groups := wtIn(wtRecords(t, wtWriteText(t, src, tg)), bitstream.ParamAttrGroupBlockID, paramAttrGrpCodeEntry)
		var uw, mem []uint64
		for _, g := range groups {
			for i := 2; i+1 < len(g); i++ {
				if g[i+1] == uint64(ir.AttrUWTable) && (g[i] == attrEnum || g[i] == attrInt) {
					uw = g[i:min(i+3, len(g))]
				}
				if g[i] == attrInt && g[i+1] == uint64(ir.AttrMemory) && i+2 < len(g) {
					mem = g[i : i+3]
				}
			}
		}
		switch {
		case tg.Major == 14:
			if len(uw) < 2 || uw[0] != attrEnum {
				t.Errorf("%s: uwtable %v, want an enum attribute", tg, uw)
			}
		default:
			if len(uw) != 3 || uw[0] != attrInt || uw[2] != 2 {
				t.Errorf("%s: uwtable %v, want [1 33 2]", tg, uw)
			}
		}
		// argmem read (1) at bits 0-1, inaccessiblemem write (2) at 2-3.
		switch {
		case tg.Major < 16:
			if mem != nil {
				t.Errorf("%s: memory attribute written for a reader without it", tg)
			}
		case tg.Major <= 20:
			if mem == nil || mem[2] != 1|2<<2 {
				t.Errorf("%s: memory %v, want %d (version 0)", tg, mem, 1|2<<2)
			}
		default:
			if mem == nil || mem[2] != 1<<56|1|2<<2 {
				t.Errorf("%s: memory %v, want version 1 with the same locations", tg, mem)
			}
		}
	}
}

// TestWriteTypedPointers: typed targets get POINTER [pointee, addrspace]
// records and no OPAQUE_POINTER; opaque targets the reverse.
func TestWriteTypedPointers(t *testing.T) {
	src := "@g = global ptr null\ndefine double @f(ptr %p) {\n  %v = load double, ptr %p\n  ret double %v\n}\n"
	for _, tg := range target.All() {
		recs := wtRecords(t, wtWriteText(t, src, tg))
		typed := len(wtIn(recs, bitstream.TypeBlockID, typeCodePointer))
		opaque := len(wtIn(recs, bitstream.TypeBlockID, typeCodeOpaquePointer))
		if tg.Typed != (typed > 0) || tg.Typed == (opaque > 0) {
			t.Errorf("%s: %d POINTER and %d OPAQUE_POINTER records", tg, typed, opaque)
		}
	}
}

// TestWriteGlobalVarOperands: the full GLOBALVAR record has 18 operands
// for 14, a sanitizer operand from 15 and a code-model operand from 19.
func TestWriteGlobalVarOperands(t *testing.T) {
	for _, tg := range target.All() {
		gv := wtIn(wtRecords(t, wtWriteText(t, "@g = dso_local global i32 0\n", tg)), bitstream.ModuleBlockID, moduleCodeGlobalVar)
		want := 18
		if tg.Major >= 15 {
			want = 19
		}
		if tg.Major >= 19 {
			want = 20
		}
		if len(gv) != 1 || len(gv[0]) != want {
			t.Errorf("%s: GLOBALVAR %v, want %d operands", tg, gv, want)
		}
	}
}

const wtDebugModule = `define i32 @f(i32 %x) !dbg !4 {
  #dbg_value(i32 %x, !6, !DIExpression(), !8)
  ret i32 %x, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "x", arg: 1, scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 2, column: 3, scope: !4)
`

// TestWriteDebugInfo: debug records are FUNC_CODE_DEBUG_RECORD_* from 19
// (llvm.dbg.value calls before); DEBUG_LOC has 5 operands before 22 and 7
// (atom group and rank) from 22; DISubprogram has 19 operands in 14, a
// targetFuncName operand from 15 and keyInstructions from 22, as those
// versions' writers emit them.
func TestWriteDebugInfo(t *testing.T) {
	for _, tg := range target.All() {
		recs := wtRecords(t, wtWriteText(t, wtDebugModule, tg))
		locs := wtIn(recs, bitstream.FunctionBlockID, funcCodeDebugLoc)
		wantLoc := 5
		if tg.Major >= 22 {
			wantLoc = 7
		}
		if len(locs) == 0 || len(locs[0]) != wantLoc {
			t.Errorf("%s: DEBUG_LOC %v, want %d operands", tg, locs, wantLoc)
		}
		records := len(wtIn(recs, bitstream.FunctionBlockID, funcCodeDebugRecordValueSmp)) + len(wtIn(recs, bitstream.FunctionBlockID, funcCodeDebugRecordValue))
		if (tg.Major >= 19) != (records == 1) {
			t.Errorf("%s: %d debug value records", tg, records)
		}
		sp := wtIn(recs, bitstream.MetadataBlockID, mdSubprogram)
		wantSP := 19
		if tg.Major >= 15 {
			wantSP = 20
		}
		if tg.Major >= 22 {
			wantSP = 21
		}
		if len(sp) != 1 || len(sp[0]) != wantSP || sp[0][0] != 7 {
			t.Errorf("%s: DISubprogram %v, want %d operands (distinct|unit|spFlags = 7)", tg, sp, wantSP)
		}
	}
}

// TestWriteProducer: the identification block names the target and irfix.
func TestWriteProducer(t *testing.T) {
	for _, tg := range target.All() {
		id := wtIn(wtRecords(t, wtWriteText(t, "define void @f() {\n  ret void\n}\n", tg)), bitstream.IdentificationBlockID, identCodeString)
		want := "LLVM" + strconv.Itoa(tg.Major) + ".0.0_irfix"
		if len(id) != 1 || string(opsBytes(id[0])) != want {
			t.Errorf("%s: producer %q, want %q", tg, opsBytes(id[0]), want)
		}
	}
}

func opsBytes(ops []uint64) []byte {
	b := make([]byte, len(ops))
	for i, o := range ops {
		b[i] = byte(o)
	}
	return b
}

// TestWriteErrors: what a target cannot express is ErrNotExpressible,
// a broken model ErrBadModule, and neither panics.
func TestWriteErrors(t *testing.T) {
	parse := func(src string) *ir.Module {
		m, err := lltext.Parse("e.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	ptrauth := "@g = global i32 0\n@p = global ptr ptrauth (ptr @g, i32 0)\n"
	memErrno := "declare void @f() memory(errnomem: write)\n"
	// The text reader rejects a field LLVM does not know; a model built
	// otherwise can still hold one.
	bogusField := parse("!0 = !DIBasicType(name: \"t\", size: 8)\n!n = !{!0}\n")
	bogusField.NamedMD[0].Nodes[0].SetField("bogus", ir.MDInt{V: 1})
	cases := []struct {
		name string
		m    *ir.Module
		t    string
		kind error
		msg  string
	}{
		{"nil module", nil, "16", ErrBadModule, "nil module"},
		{"opaque pointer for a typed target", parse("@g = global ptr null\n"), "16-typed", ErrNotExpressible, "opaque pointer"},
		{"target type for 15", parse("declare void @f(target(\"spirv.Event\"))\n"), "15", ErrNotExpressible, "LLVM >= 16"},
		{"ptrauth for 16", parse(ptrauth), "16", ErrNotExpressible, "ptrauth"},
		{"memory for 15", parse(memErrno), "15", ErrNotExpressible, "memory"},
		{"errnomem for 20", parse(memErrno), "20", ErrNotExpressible, "errnomem"},
		{"debug records for 18", parse(wtDebugModule), "18", ErrNotExpressible, "debug records need LLVM >= 19"},
		{"atomicrmw usub_sat for 19", parse("define void @f(ptr %p) {\n  %r = atomicrmw usub_sat ptr %p, i32 1 seq_cst\n  ret void\n}\n"), "19", ErrNotExpressible, "usub_sat"},
		{"samesign for 19", parse("define i1 @f(i32 %a) {\n  %c = icmp samesign ult i32 %a, 1\n  ret i1 %c\n}\n"), "19", ErrNotExpressible, "samesign"},
		{"unknown DI field", bogusField, "22", ErrNotExpressible, "bogus"},
		{"NUL in a string attribute", parse("@g = constant i8 0 \"k\\00\"\n"), "22", ErrNotExpressible, "NUL byte"},
		{"bundle metadata for 19", parse("declare void @g()\ndefine void @f() {\n  call void @g() [ \"foo\"(metadata !\"x\") ]\n  ret void\n}\n"), "19", ErrNotExpressible, "operand bundles"},
		{"num_extra_inhabitants for 19", parse("!0 = !DIBasicType(name: \"t\", size: 8, num_extra_inhabitants: 1)\n!n = !{!0}\n"), "19", ErrNotExpressible, "needs LLVM >= 20"},
	}
	for _, c := range cases {
		_, err := Write(c.m, target.MustParse(c.t))
		if !errors.Is(err, c.kind) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: error %v, want %v containing %q", c.name, err, c.kind, c.msg)
		}
	}

	// Broken models built by hand.
	m := &ir.Module{}
	f := m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.I32, nil, false)))
	other := ir.NewFunc("other", ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false))
	b := f.NewBlock("entry")
	b.Append(ir.NewInstr(ir.OpRet, ir.Void, other.Params[0]))
	if _, err := Write(m, target.Latest); !errors.Is(err, ErrBadModule) || !strings.Contains(err.Error(), "outside its function") {
		t.Errorf("argument of another function: %v", err)
	}
	b.Instrs = nil
	b.Append(ir.NewInstr(ir.OpRet, ir.Void, ir.Int(ir.I32, 0)), ir.NewInstr(ir.OpUnreachable, ir.Void))
	if _, err := Write(m, target.Latest); !errors.Is(err, ErrBadModule) || !strings.Contains(err.Error(), "terminator") {
		t.Errorf("terminator in the middle of a block: %v", err)
	}
	b.Instrs = nil
	b.Append(ir.NewInstr(ir.OpBr, ir.Void))
	if _, err := Write(m, target.Latest); !errors.Is(err, ErrBadModule) || !strings.Contains(err.Error(), "malformed branch") {
		t.Errorf("branch without a destination: %v", err)
	}
}

// TestWriteVSTOffset: the module-level VALUE_SYMTAB is where VSTOFFSET
// says (a word offset from the start of the file) and its FNENTRY
// offsets point at FUNCTION_BLOCKs.
func TestWriteVSTOffset(t *testing.T) {
	bc := wtWriteText(t, "define void @a() {\n  ret void\n}\ndeclare void @b()\ndefine void @c() {\n  ret void\n}\n", target.MustParse("16"))
	r := bitstream.NewReader(bc)
	var vstOff uint64
	var fnEntries [][]uint64
	blockAt := map[uint64]uint32{} // word offset -> block ID
	depth := 0
	for {
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		switch e.Kind {
		case bitstream.KindEnterBlock:
			blockAt[e.BitPos/32] = e.BlockID
			depth++
		case bitstream.KindEndBlock:
			depth--
		case bitstream.KindRecord:
			if e.BlockID == bitstream.ModuleBlockID && e.Code == moduleCodeVSTOffset {
				vstOff = e.Ops[0]
			}
			if e.BlockID == bitstream.ValueSymtabBlockID && e.Code == vstCodeFnEntry {
				fnEntries = append(fnEntries, e.Ops)
			}
		}
	}
	if blockAt[vstOff] != bitstream.ValueSymtabBlockID {
		t.Errorf("VSTOFFSET %d points at block %d", vstOff, blockAt[vstOff])
	}
	if len(fnEntries) != 2 {
		t.Fatalf("%d FNENTRY records, want 2 (the definitions)", len(fnEntries))
	}
	for _, fe := range fnEntries {
		if blockAt[fe[1]] != bitstream.FunctionBlockID {
			t.Errorf("FNENTRY %v points at block %d", fe, blockAt[fe[1]])
		}
	}
}

// BenchmarkWrite times Write on bench/bigmodule.sh's module
// (IRFIX_BENCH_LL: its >= 20 MB big.ll, whose bitcode is >= 5 MB) for
// target 16: "write" is Write alone on the lowered module, "parse+write"
// is lltext.Parse then Write, the work llvm-as does. With llvm-as-16
// installed, each run also reports llvm-as-16's wall time on the same text
// (llvm-as-16-s) for the ratio.
func BenchmarkWrite(b *testing.B) {
	path := os.Getenv("IRFIX_BENCH_LL")
	if path == "" {
		b.Skip("set IRFIX_BENCH_LL to bench/bigmodule.sh's big.ll")
	}
	tg := target.MustParse("16")
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	m, err := wtLower(path, tg)
	if err != nil {
		b.Fatal(err)
	}
	var text bytes.Buffer
	if err := lltext.PrintWith(&text, m, downgrade.PrintOptions(tg)); err != nil {
		b.Fatal(err)
	}
	llvmAs := func(b *testing.B) {
		p, err := exec.LookPath("llvm-as-16")
		if err != nil {
			return
		}
		tmp := b.TempDir() + "/x.bc"
		start := time.Now()
		cmd := exec.Command(p, "-o", tmp, "-")
		cmd.Stdin = bytes.NewReader(text.Bytes())
		if err := cmd.Run(); err != nil {
			return
		}
		b.ReportMetric(time.Since(start).Seconds(), "llvm-as-16-s")
		if st, err := os.Stat(tmp); err == nil {
			b.ReportMetric(float64(st.Size())/1e6, "MB-llvm-as")
		}
	}
	b.Run("write", func(b *testing.B) {
		var out []byte
		for b.Loop() {
			if out, err = Write(m, tg); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(len(out))/1e6, "MB-out")
		llvmAs(b)
	})
	b.Run("parse+write", func(b *testing.B) {
		for b.Loop() {
			pm, err := lltext.Parse(path, src)
			if err != nil {
				b.Fatal(err)
			}
			if _, err := Write(pm, tg); err != nil {
				b.Fatal(err)
			}
		}
		llvmAs(b)
	})
}

// FuzzWrite feeds mutated LLVM assembly to the writer, as parsed (not
// lowered), for a typed and an opaque target: whatever the model holds,
// Write returns bytes or an error of its two classes, never a panic or an
// internal error. Seeded with this file's modules and small corpus inputs.
func FuzzWrite(f *testing.F) {
	for _, s := range []string{wtGEPModule, wtDebugModule, wtDIKinds} {
		f.Add([]byte(s))
	}
	for _, name := range []string{"knr.clang15.O0.ll", "integer.clang15typed.O0.ll", "numba_cos.numba14.O0.ll", "vectors.clang22.O2.ll"} {
		data, err := os.ReadFile("../corpus/inputs/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	targets := []target.Target{target.MustParse("15-typed"), target.Latest}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := lltext.Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		for _, tg := range targets {
			out, err := Write(m, tg)
			if err != nil {
				if !errors.Is(err, ErrNotExpressible) && !errors.Is(err, ErrBadModule) || strings.Contains(err.Error(), "internal error") {
					t.Fatalf("%s: %v", tg, err)
				}
				continue
			}
			if !bytes.HasPrefix(out, []byte("BC\xc0\xde")) {
				t.Fatalf("%s: output does not start with the bitcode magic", tg)
			}
		}
	})
}
