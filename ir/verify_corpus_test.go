package ir_test

import (
	"bytes"
	"errors"
	"github.com/irfix/irfix/internal/testenv"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// corpusFiles lists the real compiler output the verifier must accept:
// corpus/inputs/*.ll (read at test time; the corpus grows) and the seed.
func corpusFiles(t testing.TB) []string {
	t.Helper()
	var files []string
	for _, pat := range []string{"../corpus/inputs/*.ll", "/work/shared/seed/*.ll"} {
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	sort.Strings(files)
	if len(files) == 0 {
		t.Skip("no corpus inputs found")
	}
	return files
}

func parseFile(t testing.TB, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if os.IsNotExist(err) {
		t.Skipf("%s vanished (the corpus is being regenerated)", path)
	}
	if err != nil {
		t.Fatal(err)
	}
	m, err := lltext.Parse(path, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return m
}

// Every corpus module passes `opt -passes=verify` with the LLVM that
// produced it, so Verify must accept all of them: no false positives.
func TestVerifyCorpus(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m := parseFile(t, path)
			if err := ir.Verify(m); err != nil {
				t.Fatalf("false positive:\n%v", err)
			}
		})
	}
}

// Modules read from the corpus bitcode (the same programs as the .ll
// files, through the bitcode reader) must verify too.
func TestVerifyCorpusBitcode(t *testing.T) {
	files, err := filepath.Glob("../corpus/inputs/*.bc")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skip("no corpus bitcode found")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if os.IsNotExist(err) {
				t.Skip("vanished (the corpus is being regenerated)")
			}
			if err != nil {
				t.Fatal(err)
			}
			m, _, err := bitcode.Read(data)
			if err != nil {
				t.Fatalf("the bitcode reader cannot read it: %v", err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("false positive (or a bitcode reader bug):\n%v", err)
			}
		})
	}
}

// mutation is one structural breakage applied to a parsed module. apply
// returns false when the module offers no place for it; otherwise Verify
// must report a problem containing one of want.
type mutation struct {
	name  string
	apply func(m *ir.Module, r *rand.Rand) bool
	want  []string
}

// pick returns a random element of xs (ok false when empty).
func pick[T any](r *rand.Rand, xs []T) (T, bool) {
	var zero T
	if len(xs) == 0 {
		return zero, false
	}
	return xs[r.IntN(len(xs))], true
}

func allInstrs(m *ir.Module, keep func(*ir.Instr) bool) []*ir.Instr {
	var out []*ir.Instr
	for _, f := range m.Funcs {
		if f == nil {
			continue
		}
		for _, b := range f.Blocks {
			if b == nil {
				continue // corrupted by a malformation
			}
			for _, i := range b.Instrs {
				if i != nil && keep(i) {
					out = append(out, i)
				}
			}
		}
	}
	return out
}

// otherType returns a constant whose type differs from t (nil when t is
// not a scalar integer or float).
func otherType(t *ir.Type) ir.Value {
	switch {
	case t.Kind == ir.IntKind && t.Bits == 64:
		return ir.Int(ir.I32, 1)
	case t.Kind == ir.IntKind:
		return ir.Int(ir.I64, 1)
	case t.Kind == ir.DoubleKind:
		return ir.Float32(1)
	case t.IsFloat():
		return ir.Float64(1)
	}
	return nil
}

var mutations = []mutation{
	{"swap an operand's type", func(m *ir.Module, r *rand.Rand) bool {
		i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.Op.IsBinary() && otherType(i.Operand(1).Type()) != nil }))
		if ok {
			i.SetOperand(1, otherType(i.Operand(1).Type()))
		}
		return ok
	}, []string{"operands have different types"}},

	{"drop a terminator", func(m *ir.Module, r *rand.Rand) bool {
		t, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.IsTerminator() && ir.NumUses(i) == 0 }))
		if ok {
			t.Erase()
		}
		return ok
	}, []string{"block does not end with a terminator", "block is empty"}},

	{"move a use before its def", func(m *ir.Module, r *rand.Rand) bool {
		type pair struct{ use, def *ir.Instr }
		var cands []pair
		for _, f := range m.Funcs {
			if f.IsDeclaration() {
				continue
			}
			cfg := ir.NewCFG(f)
			for _, b := range f.Blocks {
				if !cfg.Reachable(b) {
					continue // LLVM exempts unreachable code from dominance
				}
				for _, i := range b.Instrs {
					if i.Op == ir.OpPhi || i.IsTerminator() {
						continue
					}
					for _, op := range i.Operands() {
						if d, ok := op.(*ir.Instr); ok && d.Parent == b && d.Op != ir.OpPhi {
							cands = append(cands, pair{i, d})
						}
					}
				}
			}
		}
		p, ok := pick(r, cands)
		if ok {
			p.use.Remove()
			p.def.Parent.InsertBefore(p.use, p.def)
		}
		return ok
	}, []string{"does not dominate this use"}},

	{"edit an operand behind the use lists", func(m *ir.Module, r *rand.Rand) bool {
		type slot struct {
			i *ir.Instr
			n int
		}
		var cands []slot
		for _, i := range allInstrs(m, func(*ir.Instr) bool { return true }) {
			for n, op := range i.Operands() {
				if _, ok := op.(ir.Tracked); ok {
					cands = append(cands, slot{i, n})
				}
			}
		}
		s, ok := pick(r, cands)
		if ok {
			ir.SetOperandUntracked(s.i, s.n, &ir.Undef{Typ: s.i.Operand(s.n).Type()})
		}
		return ok
	}, []string{"is stale"}},

	{"drop a call argument", func(m *ir.Module, r *rand.Rand) bool {
		c, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool {
			return i.Op == ir.OpCall && i.NumOperands() > 1 && i.ElemType != nil && !i.ElemType.Variadic
		}))
		if ok {
			c.RemoveOperand(c.NumOperands() - 1)
		}
		return ok
	}, []string{"arguments but its function type"}},

	{"load through a pointer to another type (typed modules)", func(m *ir.Module, r *rand.Rand) bool {
		l, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool {
			p := i.NumOperands() == 1 && i.Op == ir.OpLoad && i.Operand(0).Type().Elem != nil
			return p && i.Operand(0).Type().Elem.Kind != ir.IntKind
		}))
		if ok {
			l.Typ = ir.I8 // the pointee is not an integer
		}
		return ok
	}, []string{"through a pointer to"}},

	{"retarget a branch", func(m *ir.Module, r *rand.Rand) bool {
		// Send one edge of a br to a block whose phis do not expect it.
		var cands []*ir.Instr
		for _, t := range allInstrs(m, func(i *ir.Instr) bool { return i.Op == ir.OpBr }) {
			for _, s := range t.Succs() {
				if len(s.Instrs) > 0 && s.Instrs[0].Op == ir.OpPhi {
					cands = append(cands, t)
					break
				}
			}
		}
		t, ok := pick(r, cands)
		if !ok {
			return false
		}
		for k, s := range t.Succs() {
			if s.Instrs[0].Op == ir.OpPhi {
				f := t.Parent.Parent
				t.Succs()[k] = f.Blocks[0] // the entry block: never a legal target
				return true
			}
		}
		return false
	}, []string{"entry block must not have predecessors"}},
}

// Each mutation of each corpus module must be caught.
func TestVerifyCorpusMutations(t *testing.T) {
	files := corpusFiles(t)
	if testing.Short() && len(files) > 20 {
		files = files[:20]
	}
	applied := map[string]int{}
	for _, path := range files {
		for mi, mu := range mutations {
			t.Run(filepath.Base(path)+"/"+mu.name, func(t *testing.T) {
				m := parseFile(t, path)
				r := rand.New(rand.NewPCG(uint64(len(path))*1000003+uint64(mi), seedOf(path)))
				if !mu.apply(m, r) {
					return // nothing to break this way in this module
				}
				applied[mu.name]++
				err := ir.Verify(m)
				if err == nil {
					t.Fatalf("mutation not detected")
				}
				var ve *ir.VerifyError
				if !errors.As(err, &ve) {
					t.Fatalf("not a VerifyError: %v", err)
				}
				for _, p := range ve.Problems {
					for _, w := range mu.want {
						if strings.Contains(p.Msg, w) {
							return
						}
					}
				}
				t.Fatalf("mutation reported without %q:\n%v", mu.want, err)
			})
		}
	}
	for _, mu := range mutations {
		if applied[mu.name] == 0 {
			t.Errorf("mutation %q never applied to any corpus module", mu.name)
		}
	}
	t.Logf("mutations applied: %v", applied)
}

func seedOf(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// BenchmarkVerifyLargest verifies the largest corpus module.
func BenchmarkVerifyLargest(b *testing.B) {
	files := corpusFiles(b)
	largest, size := "", int64(-1)
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && st.Size() > size {
			largest, size = f, st.Size()
		}
	}
	m := parseFile(b, largest)
	instrs := 0
	for _, f := range m.Funcs {
		f.Instrs(func(*ir.Instr) { instrs++ })
	}
	b.Logf("%s: %d bytes, %d functions, %d instructions", filepath.Base(largest), size, len(m.Funcs), instrs)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if err := ir.Verify(m); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(instrs), "ns/instr")
}

// needTool returns the path of an LLVM tool, skipping the test when it is
// missing (failing instead when IRFIX_REQUIRE_LLVM=1).
func needTool(t *testing.T, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
}

// llvmVerify prints m and runs `opt -passes=verify` on it; it returns
// LLVM's complaint, or "" when LLVM accepts the module.
func llvmVerify(t *testing.T, opt string, m *ir.Module, args ...string) string {
	t.Helper()
	var buf bytes.Buffer
	if err := lltext.Print(&buf, m); err != nil {
		t.Fatalf("print: %v", err)
	}
	return llvmVerifyText(opt, buf.Bytes(), args...)
}

// llvmVerifyText runs `opt -passes=verify` on LLVM assembly.
func llvmVerifyText(opt string, src []byte, args ...string) string {
	cmd := exec.Command(opt, append(args, "-passes=verify", "-disable-output")...)
	cmd.Stdin = bytes.NewReader(src)
	out, err := cmd.CombinedOutput()
	// Broken debug info is not fatal to LLVM: the verifier prints the
	// problem, drops the debug info and goes on (exit status 0).
	if err == nil && !bytes.Contains(out, []byte("ignoring invalid debug info")) {
		return ""
	}
	if len(out) == 0 {
		return err.Error()
	}
	return strings.TrimSpace(string(out))
}

// withDebugVersion adds the module flag without which LLVM drops (and so
// never verifies) debug metadata.
func withDebugVersion(m *ir.Module) *ir.Module {
	flag := &ir.MDNode{Ops: []ir.Metadata{&ir.ValueAsMetadata{V: ir.Int(ir.I32, 2)},
		&ir.MDString{S: "Debug Info Version"}, &ir.ValueAsMetadata{V: ir.Int(ir.I32, 3)}}}
	m.NamedMD = append(m.NamedMD, &ir.NamedMD{Name: "llvm.module.flags", Nodes: []*ir.MDNode{flag}})
	return m
}

// modelOnly lists the rule cases whose breakage cannot be written in LLVM
// assembly (the printer derives the broken field from others, or the
// invariant is about the in-memory model: parents, use lists, flags), so
// LLVM cannot be asked about them. "phi in entry" is the one rule stricter
// than LLVM, which accepts an entry-block phi with no incoming values.
var modelOnly = map[string]bool{
	"initializer type": true, "typed global in opaque module": true, "alias type": true,
	"global Parent": true, "function Parent": true, "global of another module": true,
	"integer does not fit": true, "parameter index": true, "block Parent": true,
	"instruction Parent": true, "terminator in the middle": true, "phi value type": true,
	"phi in entry": true, "successors on a non-terminator": true, "landingpad clause kinds": true,
	"binary operand types": true, "freeze type": true, "ordering without atomic flag": true,
	"syncscope on non-atomic load": true, "cmpxchg result": true, "shufflevector result": true,
	"call without function type": true, "named void instruction": true,
	"operand count": true, "va_arg without a result": true,
	"operand edited behind the model (stale use)": true, "operand edited behind the model (missing use)": true,
	"use listed twice": true, "use list entry without user": true, "removed but not erased user": true,
	"global use list stale": true,
	// typed cases
	"function pointer type": true, "opaque global in typed module": true,
}

// The rule tests' valid fixtures pass LLVM's verifier and every broken
// fixture that can be written as LLVM assembly fails it: LLVM agrees with
// each rule Verify enforces.
func TestVerifyRulesAgreeWithLLVM(t *testing.T) {
	if testing.Short() {
		t.Skip("runs opt once per rule case")
	}
	opt22 := needTool(t, "opt-22")
	opt16 := needTool(t, "opt-16")
	opaque, typed, funclets := ir.FixtureModules()
	if msg := llvmVerify(t, opt22, withDebugVersion(opaque)); msg != "" {
		t.Fatalf("opt-22 rejects the opaque fixture: %s", msg)
	}
	if msg := llvmVerify(t, opt22, funclets); msg != "" {
		t.Fatalf("opt-22 rejects the funclet fixture: %s", msg)
	}
	if msg := llvmVerify(t, opt16, typed, "-opaque-pointers=0"); msg != "" {
		t.Fatalf("opt-16 -opaque-pointers=0 rejects the typed fixture: %s", msg)
	}
	check := func(cases []ir.BrokenCase, opt string, args ...string) {
		for _, c := range cases {
			if modelOnly[c.Name] {
				continue
			}
			t.Run(c.Name, func(t *testing.T) {
				if msg := llvmVerify(t, opt, withDebugVersion(c.M), args...); msg == "" {
					t.Fatalf("LLVM accepts the module Verify rejects with %q", c.Want)
				}
			})
		}
	}
	check(ir.BrokenModules(), opt22)
	check(ir.BrokenTypedModules(), opt16, "-opaque-pointers=0")
}

// malformations corrupt the in-memory model in ways no parser produces
// but a buggy pass might: nil fields, dangling blocks, invalid opcodes.
var malformations = []func(m *ir.Module, r *rand.Rand){
	func(m *ir.Module, r *rand.Rand) { // nil operand
		if i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.NumOperands() > 0 })); ok {
			ir.SetOperandUntracked(i, r.IntN(i.NumOperands()), nil)
		}
	},
	func(m *ir.Module, r *rand.Rand) { // no result type
		if i, ok := pick(r, allInstrs(m, func(*ir.Instr) bool { return true })); ok {
			i.Typ = nil
		}
	},
	func(m *ir.Module, r *rand.Rand) { // random opcode
		if i, ok := pick(r, allInstrs(m, func(*ir.Instr) bool { return true })); ok {
			i.Op = ir.Opcode(r.IntN(90))
		}
	},
	func(m *ir.Module, r *rand.Rand) { // dangling or nil successor
		if i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return len(i.Succs()) > 0 })); ok {
			if r.IntN(2) == 0 {
				i.Succs()[r.IntN(len(i.Succs()))] = nil
			} else {
				i.Succs()[r.IntN(len(i.Succs()))] = &ir.Block{Name: "dangling"}
			}
		}
	},
	func(m *ir.Module, r *rand.Rand) { // nil phi block
		if i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return len(i.Incoming()) > 0 })); ok {
			i.Incoming()[r.IntN(len(i.Incoming()))] = nil
		}
	},
	func(m *ir.Module, r *rand.Rand) { // drop a block that others still reference
		if f, ok := pick(r, m.Funcs); ok && len(f.Blocks) > 1 {
			n := 1 + r.IntN(len(f.Blocks)-1)
			f.Blocks = append(f.Blocks[:n:n], f.Blocks[n+1:]...)
		}
	},
	func(m *ir.Module, r *rand.Rand) { // nil block, nil instruction
		if f, ok := pick(r, m.Funcs); ok && len(f.Blocks) > 0 {
			if b := f.Blocks[r.IntN(len(f.Blocks))]; b != nil {
				b.Instrs = append(b.Instrs, nil)
			}
			f.Blocks = append(f.Blocks, nil)
		}
	},
	func(m *ir.Module, r *rand.Rand) { // nil signature, nil parameter
		if f, ok := pick(r, m.Funcs); ok {
			if len(f.Params) > 0 && r.IntN(2) == 0 {
				f.Params[0] = nil
			} else {
				f.Sig = nil
			}
		}
	},
	func(m *ir.Module, r *rand.Rand) { // nil element / value types
		if i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.ElemType != nil })); ok {
			i.ElemType = nil
		}
		if g, ok := pick(r, m.Globals); ok {
			if r.IntN(2) == 0 {
				g.ValueType = nil
			} else {
				g.Typ = nil
			}
		}
	},
	func(m *ir.Module, r *rand.Rand) { // broken named struct body
		if t, ok := pick(r, m.Types); ok {
			t.Fields = append(t.Fields, nil)
			t.Opaque = false
		}
	},
	func(m *ir.Module, r *rand.Rand) { // nil metadata and debug record operands
		for _, i := range allInstrs(m, func(i *ir.Instr) bool { return len(i.MD) > 0 || len(i.DbgRecords()) > 0 }) {
			if len(i.MD) > 0 {
				i.MD[0].Node = nil
			}
			if len(i.DbgRecords()) > 0 && len(i.DbgRecords()[0].Ops) > 0 {
				i.DbgRecords()[0].Ops[0] = nil
			}
			return
		}
	},
	func(m *ir.Module, r *rand.Rand) { // a block as an operand
		if i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.NumOperands() > 0 && i.Parent != nil })); ok {
			i.SetOperand(0, i.Parent)
		}
	},
}

// Verify must survive any corruption of the model without its internal
// panic guard firing (the guard turns a crash into a problem, but a crash
// means a check that trusts its input).
func TestVerifyRobustToCorruptModels(t *testing.T) {
	files := corpusFiles(t)
	step := 1
	if testing.Short() {
		step = 8
	}
	for k := 0; k < len(files); k += step {
		path := files[k]
		if _, err := os.Stat(path); err != nil {
			continue // the corpus is being regenerated
		}
		for round := 0; round < 4; round++ {
			m := parseFile(t, path)
			r := rand.New(rand.NewPCG(seedOf(path), uint64(round)))
			var applied []int
			for n := 0; n < 4; n++ {
				j := r.IntN(len(malformations))
				malformations[j](m, r)
				applied = append(applied, j)
			}
			err := ir.Verify(m)
			var ve *ir.VerifyError
			if errors.As(err, &ve) {
				for _, p := range ve.Problems {
					if strings.HasPrefix(p.Msg, "verifier stopped") {
						t.Fatalf("%s round %d (malformations %v): %s", filepath.Base(path), round, applied, p.Msg)
					}
				}
			}
		}
	}
}

// BenchmarkVerifyCorpus verifies every corpus module once per iteration.
func BenchmarkVerifyCorpus(b *testing.B) {
	var ms []*ir.Module
	instrs := 0
	for _, path := range corpusFiles(b) {
		m := parseFile(b, path)
		ms = append(ms, m)
		for _, i := range allInstrs(m, func(*ir.Instr) bool { return true }) {
			_ = i
			instrs++
		}
	}
	b.Logf("%d modules, %d instructions", len(ms), instrs)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, m := range ms {
			if err := ir.Verify(m); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(instrs), "ns/instr")
}
