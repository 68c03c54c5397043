package bitcode

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// writeBoth writes m for tg with the bodies written one after another
// and then in parallel (every module with two bodies or more takes the
// parallel path), and returns each result as bytes or error text.
func writeBoth(t *testing.T, m *ir.Module, tg target.Target) (seq, par string, parallel bool) {
	t.Helper()
	show := func(out []byte, err error) string {
		if err != nil {
			return "error: " + err.Error()
		}
		return string(out)
	}
	old := parallelWriteMinBytes
	defer func() { parallelWriteMinBytes = old }()
	parallelWriteMinBytes = 1 << 62
	out, wasPar, err := writeReport(m, tg, nil)
	if wasPar {
		t.Fatal("the sequential write took the parallel path")
	}
	seq = show(out, err)
	parallelWriteMinBytes = 0
	out, parallel, err = writeReport(m, tg, nil)
	par = show(out, err)
	return seq, par, parallel
}

// bodies counts m's functions with a body.
func bodies(m *ir.Module) int {
	n := 0
	for _, f := range m.Funcs {
		if !f.IsDeclaration() {
			n++
		}
	}
	return n
}

// byteDiff describes where two outputs first differ.
func byteDiff(a, b string) string {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return "first difference at byte " + strconv.Itoa(n) + " of " + strconv.Itoa(len(a)) + " and " + strconv.Itoa(len(b))
}

// Writing bodies in parallel gives the sequential writer's bytes for
// every corpus module (text and bitcode), seed and test-data module, for
// every target (14, 15 and 16 typed and opaque, 17 ... 22), and the same
// error where the module cannot be written. Modules with two bodies or
// more must really take the parallel path. (Run under -race as well.)
func TestWriteParallelSameAsSequential(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	ins := wtCorpus(t)
	tds, _ := filepath.Glob("testdata/*.ll")
	for _, p := range tds {
		ins = append(ins, wtInput{name: "testdata." + filepath.Base(p), path: p})
	}
	if len(ins) < 20 {
		t.Fatalf("only %d inputs", len(ins))
	}
	targets := target.All()
	if len(targets) < 11 {
		t.Fatalf("only %d targets", len(targets))
	}
	written, parallel, failed, refused := 0, 0, 0, 0
	for _, in := range ins {
		for _, tg := range targets {
			m, err := wtLower(in.path, tg)
			if err != nil {
				var r errWTRefused
				if !errors.As(err, &r) {
					t.Fatalf("%s for %s: %v", in.name, tg, err)
				}
				refused++
				continue
			}
			seq, par, wasPar := writeBoth(t, m, tg)
			if seq != par {
				if strings.HasPrefix(seq, "error: ") || strings.HasPrefix(par, "error: ") {
					t.Fatalf("%s for %s: parallel write differs:\n--- sequential\n%.500s\n--- parallel\n%.500s", in.name, tg, seq, par)
				}
				t.Fatalf("%s for %s: parallel write differs from sequential: %s", in.name, tg, byteDiff(seq, par))
			}
			if strings.HasPrefix(seq, "error: ") {
				failed++
				continue
			}
			written++
			if bodies(m) >= 2 {
				if !wasPar {
					t.Errorf("%s for %s: %d bodies, but the parallel write fell back to the sequential one", in.name, tg, bodies(m))
				}
				parallel++
			}
		}
	}
	if written < 100 || parallel < 50 {
		t.Fatalf("only %d modules written (%d in parallel)", written, parallel)
	}
	t.Logf("%d module x target writes the same both ways (%d in parallel), %d failed the same way, %d refused by Lower", written, parallel, failed, refused)
}

// wpParse parses a text module.
func wpParse(t *testing.T, src string) *ir.Module {
	t.Helper()
	m, err := lltext.Parse("p.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// A body the target cannot express, or a broken one, fails the parallel
// write with the sequential writer's error, whichever body it is in and
// however many bodies before and after it are fine.
func TestWriteParallelErrors(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	fine := func(i int) string {
		return "define i32 @ok" + strconv.Itoa(i) + "(i32 %a) {\n  %b = add i32 %a, " + strconv.Itoa(i) + "\n  ret i32 %b\n}\n"
	}
	bad := map[string]struct{ body, tg, msg string }{
		"usub_sat": {"define void @bad(ptr %p) {\n  %r = atomicrmw usub_sat ptr %p, i32 1 seq_cst\n  ret void\n}\n", "19", "usub_sat"},
		"samesign": {"define i1 @bad(i32 %a) {\n  %c = icmp samesign ult i32 %a, 1\n  ret i1 %c\n}\n", "19", "samesign"},
		"fmf":      {"define float @bad(float %a) {\n  %c = fadd nnan float %a, %a\n  %d = fadd fast float %c, 1.0\n  ret float %d\n}\n", "16", ""},
		// Found by the prepass of the body, before any body is written.
		"opaque pointer": {"define void @bad() {\n  %x = alloca ptr\n  ret void\n}\n", "16-typed", "opaque pointer"},
		"target type":    {"define void @bad() {\n  %x = alloca target(\"spirv.Event\")\n  ret void\n}\n", "15", "LLVM >= 16"},
	}
	for name, c := range bad {
		for _, at := range []int{0, 1, 7, 20} {
			var src strings.Builder
			for i := range 20 {
				if i == at {
					src.WriteString(c.body)
				}
				src.WriteString(fine(i))
			}
			if at == 20 {
				src.WriteString(c.body)
			}
			m := wpParse(t, src.String())
			seq, par, _ := writeBoth(t, m, target.MustParse(c.tg))
			if seq != par {
				t.Fatalf("%s at %d: parallel write differs:\n--- sequential\n%.300s\n--- parallel\n%.300s", name, at, seq, par)
			}
			if c.msg != "" && !strings.Contains(seq, c.msg) {
				t.Errorf("%s at %d: %.300s, want an error naming %q", name, at, seq, c.msg)
			}
		}
	}

	// Broken models: an argument of another function, a terminator in
	// the middle of a block, a branch without a destination, an
	// instruction in two functions.
	build := func() (*ir.Module, []*ir.Block) {
		m := &ir.Module{}
		var bs []*ir.Block
		for i := range 12 {
			f := m.AddFunc(ir.NewFunc("f"+strconv.Itoa(i), ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false)))
			b := f.NewBlock("entry")
			b.Append(ir.NewInstr(ir.OpRet, ir.Void, f.Params[0]))
			bs = append(bs, b)
		}
		return m, bs
	}
	other := ir.NewFunc("other", ir.FuncOf(ir.I32, []*ir.Type{ir.I32}, false))
	breaks := map[string]func(bs []*ir.Block){
		"argument of another function": func(bs []*ir.Block) {
			bs[5].Instrs = nil
			bs[5].Append(ir.NewInstr(ir.OpRet, ir.Void, other.Params[0]))
		},
		"terminator in the middle": func(bs []*ir.Block) {
			bs[3].Instrs = nil
			bs[3].Append(ir.NewInstr(ir.OpRet, ir.Void, ir.Int(ir.I32, 0)), ir.NewInstr(ir.OpUnreachable, ir.Void))
		},
		"branch without a destination": func(bs []*ir.Block) {
			bs[9].Instrs = nil
			bs[9].Append(ir.NewInstr(ir.OpBr, ir.Void))
		},
		"two bad bodies": func(bs []*ir.Block) {
			bs[2].Instrs = nil
			bs[2].Append(ir.NewInstr(ir.OpBr, ir.Void))
			bs[10].Instrs = nil
			bs[10].Append(ir.NewInstr(ir.OpRet, ir.Void, other.Params[0]))
		},
		"instruction of another function": func(bs []*ir.Block) {
			add := ir.NewInstr(ir.OpAdd, ir.I32, bs[1].Parent.Params[0], ir.Int(ir.I32, 1))
			bs[1].Instrs = nil
			bs[1].Append(add, ir.NewInstr(ir.OpRet, ir.Void, add))
			bs[6].Instrs = nil
			bs[6].Append(ir.NewInstr(ir.OpRet, ir.Void, add))
		},
	}
	for name, brk := range breaks {
		m, bs := build()
		brk(bs)
		seq, par, _ := writeBoth(t, m, target.Latest)
		if seq != par {
			t.Fatalf("%s: parallel write differs:\n--- sequential\n%.300s\n--- parallel\n%.300s", name, seq, par)
		}
		if !strings.HasPrefix(seq, "error: ") {
			t.Errorf("%s: no error", name)
		}
	}
}

// A module whose blocks do not name their own function as Parent (a
// block listed in two functions) is written sequentially: instructions
// cache their position in the block, which two goroutines could both
// refresh. The output is still the sequential writer's.
func TestWriteParallelSharedBlockFallsBack(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	m := wpParse(t, "define void @a() {\n  ret void\n}\ndefine void @b() {\n  ret void\n}\ndefine void @c() {\n  ret void\n}\n")
	seq, par, wasPar := writeBoth(t, m, target.Latest)
	if seq != par || !wasPar {
		t.Fatalf("well-formed module: same %v, parallel %v", seq == par, wasPar)
	}
	m.Funcs[2].Blocks = append(m.Funcs[2].Blocks[:0], m.Funcs[1].Blocks[0])
	seq, par, wasPar = writeBoth(t, m, target.Latest)
	if wasPar {
		t.Error("a block shared by two functions was written in parallel")
	}
	if seq != par {
		t.Fatalf("shared block: parallel write differs:\n--- sequential\n%.300s\n--- parallel\n%.300s", seq, par)
	}
}

// The test-data bitcode files, read and written again for their own
// targets, come out the same both ways too (a module read from bitcode
// has the reader's use lists and metadata, not the text parser's).
func TestWriteParallelReadBack(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.bc"))
	n := 0
	for _, p := range files {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		m, _, err := Read(data)
		if err != nil {
			continue
		}
		for _, tg := range []target.Target{target.MustParse("16"), target.Latest} {
			seq, par, _ := writeBoth(t, m, tg)
			if seq != par {
				t.Fatalf("%s for %s: parallel write differs from sequential: %s", p, tg, byteDiff(seq, par))
			}
			n++
		}
	}
	if n < 10 {
		testenv.Missing(t, "only %d corpus bitcode files read", n)
	}
}

// A body writer never adds to the tables it shares: a body that needs a
// new entry (here a metadata kind its module did not enumerate, which a
// body changed after the enumeration would need) stops its body writer,
// and the tables stay as they were, so that the sequential writer can
// take over. The same body, unchanged, goes through.
func TestBodyWriterLeavesTablesAlone(t *testing.T) {
	m := wpParse(t, "define i32 @f(i32 %a) {\n  %b = add i32 %a, 1, !k !0\n  ret i32 %b\n}\n!0 = !{}\n")
	w := newWriter(m, target.Latest)
	w.enumerateModule()
	w.enter(bitstream.ModuleBlockID, 3)
	w.writeBlockInfo()
	f := m.Funcs[0]
	if !w.bodyWriter().writeBodyApart(f) {
		t.Fatal("the unchanged body did not go through")
	}
	kinds := len(w.mdKinds)
	in := f.Blocks[0].Instrs[0]
	in.MD = append(in.MD, ir.MDAttachment{Kind: "new.kind", Node: in.MD[0].Node})
	bw := w.bodyWriter()
	if bw.writeBodyApart(f) {
		t.Error("a body that needs a new metadata kind went through")
	}
	if len(w.mdKinds) != kinds || len(bw.mdKinds) != kinds {
		t.Errorf("metadata kinds %d and %d after the body writer, %d before", len(w.mdKinds), len(bw.mdKinds), kinds)
	}
	func() {
		defer func() {
			if r := recover(); r != errWriteSequential {
				t.Errorf("sharedTableAdd on a body writer: panic %v, want errWriteSequential", r)
			}
		}()
		bw.sharedTableAdd()
	}()
}

// FuzzWriteParallel writes every module the text parser accepts twice,
// bodies one after another and bodies on several goroutines (the
// threshold lowered so that any module with two bodies takes that path:
// FuzzWrite's inputs are far below the real one), for readers that can
// take it (typed modules for 14 and 16-typed, opaque ones for 16, 19 and
// 22, so that most runs write bodies instead of stopping at the pointer
// mode), and fails when the two outputs or error texts differ.
func FuzzWriteParallel(f *testing.F) {
	for _, s := range []string{wtGEPModule, wtDebugModule, wtDIKinds} {
		f.Add([]byte(s))
	}
	for _, name := range []string{"knr.clang15typed.O0.ll", "exceptions.clang16typed.O2.ll", "globals_ptr.clang15typed.O2.g.ll",
		"numba_cos.numba14.O0.ll", "exceptions.clang22.O2.ll", "globals_ptr.clang16.O3.g.ll", "vectors.clang22.O2.ll"} {
		data, err := os.ReadFile("../corpus/inputs/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	typed := []target.Target{target.MustParse("14"), target.MustParse("16-typed")}
	opaque := []target.Target{target.MustParse("16"), target.MustParse("19"), target.Latest}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := lltext.Parse("fuzz.ll", src)
		if err != nil {
			return
		}
		targets := opaque
		if m.HasTypedPointers() {
			targets = typed
		}
		for _, tg := range targets {
			seq, par, _ := writeBoth(t, m, tg)
			if seq != par {
				t.Fatalf("%s: the parallel write differs from the sequential one: %s", tg, byteDiff(seq, par))
			}
		}
	})
}
