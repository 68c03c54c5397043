package callsig

import (
	"errors"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// numbaModule builds, with the ir API, the shape of the seed's
// julia_ccall_mismatch module: Numba's nopython entry point and a caller
// that calls it as `double (double, double, double, double)`.
func numbaModule(t *testing.T) (*ir.Module, *ir.Func, *ir.Func) {
	t.Helper()
	m := &ir.Module{DataLayout: "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"}
	sig := ir.FuncOf(ir.I32, []*ir.Type{ir.Ptr, ir.Ptr, ir.Double, ir.Double, ir.Double, ir.Double}, false)
	f := m.AddFunc(ir.NewFunc("_ZN8__main__4funcB2v1", sig))
	f.Params[0].Name, f.Params[1].Name = "retptr", "excinfo"
	b := ir.NewBuilder(f.NewBlock("entry"))
	x := b.FMul(f.Params[3], f.Params[5])
	y := b.FAdd(x, f.Params[4])
	z := b.FMul(y, f.Params[2])
	b.Store(z, f.Params[0], 8)
	b.Ret(ir.Int(ir.I32, 0))

	csig := ir.FuncOf(ir.Double, []*ir.Type{ir.Double, ir.Double, ir.Double, ir.Double}, false)
	g := m.AddFunc(ir.NewFunc("julia_f", csig))
	gb := ir.NewBuilder(g.NewBlock("top"))
	args := []ir.Value{g.Params[0], g.Params[1], g.Params[2], g.Params[3]}
	r := gb.Call(csig, f, args...)
	gb.Ret(gb.FAdd(r, ir.Float64(1)))
	return m, f, g
}

func TestFindNumbaAdapter(t *testing.T) {
	m, f, _ := numbaModule(t)
	mms := Find(m)
	if len(mms) != 1 {
		t.Fatalf("Find: %d mismatches, want 1", len(mms))
	}
	mm := mms[0]
	if mm.Callee != f || mm.Class != Adapter || mm.Match.Rule.Name != "numba-nopython" {
		t.Fatalf("got callee %s class %s match %+v", mm.Callee.Name, mm.Class, mm.Match)
	}
	if mm.Match.Result != ir.Double {
		t.Errorf("retptr pointee = %s, want double (from the store in the body)", mm.Match.Result)
	}
	// Without the adapter the differences are: return, count, args 0..5.
	var pos []int
	for _, d := range mm.Diffs {
		pos = append(pos, d.Pos)
	}
	want := []int{ReturnPos, CountPos, 0, 1, 4, 5}
	if len(pos) != len(want) {
		t.Fatalf("diff positions %v, want %v", pos, want)
	}
	for k := range want {
		if pos[k] != want[k] {
			t.Fatalf("diff positions %v, want %v", pos, want)
		}
	}
	text := Explain(m, mm, nil)
	for _, s := range []string{"call to @_ZN8__main__4funcB2v1", "numba-nopython", "retptr", "excinfo", "fixcalls --fix", "return  double"} {
		if !strings.Contains(text, s) {
			t.Errorf("explanation lacks %q:\n%s", s, text)
		}
	}
}

func TestFixNumbaAdapter(t *testing.T) {
	m, f, g := numbaModule(t)
	n, err := Fix(m, Find(m))
	if err != nil || n != 1 {
		t.Fatalf("Fix = %d, %v", n, err)
	}
	if left := Find(m); len(left) != 0 {
		t.Fatalf("after Fix, %d mismatches remain", len(left))
	}
	// The caller now: alloca in entry, call with the real type, trap block.
	var call *ir.Instr
	var sawAlloca, sawTrap, sawLoad bool
	g.Instrs(func(i *ir.Instr) {
		switch i.Op {
		case ir.OpAlloca:
			sawAlloca = i.ElemType == ir.Double && i.Parent == g.Entry()
		case ir.OpCall:
			if i.Callee() == ir.Value(f) {
				call = i
			}
			if cf := i.CalledFunc(); cf != nil && cf.Name == "llvm.trap" {
				sawTrap = true
			}
		case ir.OpLoad:
			sawLoad = i.Typ == ir.Double
		}
	})
	if call == nil || call.ElemType != f.Sig || !sawAlloca || !sawTrap || !sawLoad {
		t.Fatalf("repair shape wrong: call=%v alloca=%v trap=%v load=%v", call, sawAlloca, sawTrap, sawLoad)
	}
	if _, ok := call.Args()[1].(*ir.ConstNull); !ok {
		t.Errorf("excinfo argument is %T, want null", call.Args()[1])
	}
	if len(g.Blocks) != 3 {
		t.Errorf("caller has %d blocks, want 3 (head, trap, continuation)", len(g.Blocks))
	}
}

func TestWrongCallRefused(t *testing.T) {
	m := &ir.Module{}
	f := m.AddFunc(ir.NewFunc("take2", ir.FuncOf(ir.I32, []*ir.Type{ir.I32, ir.I32}, false)))
	fb := ir.NewBuilder(f.NewBlock("e"))
	fb.Ret(f.Params[0])
	site := ir.FuncOf(ir.I32, []*ir.Type{ir.Double}, false)
	g := m.AddFunc(ir.NewFunc("caller", ir.FuncOf(ir.I32, nil, false)))
	gb := ir.NewBuilder(g.NewBlock("e"))
	gb.Ret(gb.Call(site, f, ir.Float64(2)))
	mms := Find(m)
	if len(mms) != 1 || mms[0].Class != Wrong {
		t.Fatalf("Find = %+v, want one wrong mismatch", mms)
	}
	if _, err := Fix(m, mms); !errors.Is(err, ErrWrongCall) {
		t.Fatalf("Fix error = %v, want ErrWrongCall", err)
	}
}

func TestHarmlessIntPtr(t *testing.T) {
	m := &ir.Module{DataLayout: "e-p:32:32-i64:64"}
	f := m.AddFunc(ir.NewFunc("useptr", ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr}, false)))
	ir.NewBuilder(f.NewBlock("e")).Ret(nil)
	g := m.AddFunc(ir.NewFunc("caller", ir.FuncOf(ir.Void, []*ir.Type{ir.I32}, false)))
	gb := ir.NewBuilder(g.NewBlock("e"))
	gb.Call(ir.FuncOf(ir.Void, []*ir.Type{ir.I32}, false), f, g.Params[0])
	gb.Ret(nil)
	mms := Find(m)
	if len(mms) != 1 || mms[0].Class != Harmless {
		t.Fatalf("i32 for ptr with 32-bit pointers: got %+v, want harmless", mms)
	}
	if _, err := Fix(m, mms); err != nil {
		t.Fatal(err)
	}
	first := g.Entry().Instrs[0]
	if first.Op != ir.OpIntToPtr {
		t.Fatalf("first instruction %s, want inttoptr", first.Op)
	}
	// With 64-bit pointers the same call is wrong.
	m.DataLayout = "e-i64:64"
	g2 := m.AddFunc(ir.NewFunc("caller2", ir.FuncOf(ir.Void, []*ir.Type{ir.I32}, false)))
	b2 := ir.NewBuilder(g2.NewBlock("e"))
	b2.Call(ir.FuncOf(ir.Void, []*ir.Type{ir.I32}, false), f, g2.Params[0])
	b2.Ret(nil)
	if mms := Find(m); len(mms) != 1 || mms[0].Class != Wrong {
		t.Fatalf("i32 for ptr with 64-bit pointers: got %+v, want wrong", mms)
	}
}

// TestFixKeepsBundles: the rebuilt call keeps the operand bundles of the
// call it replaces (a "funclet" or "deopt" bundle must not vanish).
func TestFixKeepsBundles(t *testing.T) {
	m, f, g := numbaModule(t)
	call := g.Entry().Instrs[0]
	call.SetBundles([]ir.OperandBundle{{Tag: "deopt", Inputs: []ir.Value{ir.Int(ir.I32, 7)}}})
	if _, err := Fix(m, Find(m)); err != nil {
		t.Fatal(err)
	}
	var got []ir.OperandBundle
	g.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpCall && i.Callee() == ir.Value(f) {
			got = i.Bundles()
		}
	})
	if len(got) != 1 || got[0].Tag != "deopt" {
		t.Fatalf("bundles after repair: %+v", got)
	}
}

// Debug info describing the adapted call's result (a record on a later
// instruction) describes the value that replaces it after Fix: the old
// call is erased, and a record still wrapping it prints as %<badref>.
func TestFixKeepsDebugValuesOfTheResult(t *testing.T) {
	m, _, g := numbaModule(t)
	var old *ir.Instr
	g.Instrs(func(i *ir.Instr) {
		if i.Op == ir.OpCall {
			old = i
		}
	})
	add := old.Parent.Instrs[old.Index()+1]
	loc := &ir.ValueAsMetadata{V: old}
	add.SetDbgRecords([]*ir.DbgRecord{{Kind: ir.DbgValue, Ops: []ir.Metadata{loc}}})
	if n, err := Fix(m, Find(m)); err != nil || n != 1 {
		t.Fatalf("Fix = %d, %v", n, err)
	}
	if loc.V == ir.Value(old) {
		t.Fatal("the debug record still wraps the erased call")
	}
	if i, ok := loc.V.(*ir.Instr); !ok || i.Func() != g || i.Op != ir.OpLoad {
		t.Errorf("the debug record wraps %v, want the load of the result slot in @julia_f", loc.V)
	}
}
