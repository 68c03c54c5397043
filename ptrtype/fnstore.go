package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// Function-pointer variables take the type of the functions assigned to
// them. In C a function is assigned to a pointer of its own type (a
// different one needs an explicit cast), while the calls through the
// pointer pass whatever the caller holds, converted explicitly where it
// differs: libwebp's `WebPMultARGBRow((uint32_t*)row, ...)` passes a
// uint8_t* row to the void (*)(uint32_t*, int, int) it assigned
// WebPMultARGBRow_C to, and three such calls outvoted the one store. A
// global holding one function pointer (a dispatch pointer: libwebp's
// DSP functions, any "implementation chosen at init") all of whose
// non-null stores and initializer are functions of one decided type, the
// same opaque signature as the vote's, takes that type; the calls cast
// their arguments (as the producer's typed IR did). Struct fields are
// left to the vote: a callback stored into a generic hook field is cast
// there as often as not (libwebp's WebPWorker hook).

const whatStoredFns = "the functions assigned to it are "

func (a *analysis) storedFunctions() {
	stored := map[*ir.Global][]*ir.Func{}
	bad := map[*ir.Global]bool{}
	note := func(g *ir.Global, v ir.Value) {
		switch v := v.(type) {
		case *ir.Func:
			stored[g] = append(stored[g], v)
		case *ir.ConstNull:
		default:
			bad[g] = true
		}
	}
	for _, g := range a.m.Globals {
		if g.Init != nil && g.ValueType.IsPtr() {
			note(g, g.Init)
		}
	}
	for _, f := range a.memFuncs() { // (the stores are among the loads and stores)
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpStore {
				return
			}
			if g, ok := i.Operand(1).(*ir.Global); ok && g.ValueType.IsPtr() {
				note(g, i.Operand(0))
			}
		})
	}
	for _, g := range a.m.Globals {
		fns := stored[g]
		t := a.valueT[g]
		if len(fns) == 0 || bad[g] || t == nil || t.kind != tLeaf {
			continue
		}
		r := a.find(t.slot)
		cur := a.sol[r]
		if cur == nil || cur.Kind != ir.FuncKind {
			continue
		}
		var want *ir.Type
		names := make([]string, 0, len(fns))
		for _, f := range fns {
			ft := a.funcT(f)
			if ft.ret != nil && a.unknown(ft.ret) || f.Sig != cur.Opaqued() {
				want = nil
				break
			}
			known := true
			for _, p := range ft.fields {
				if p != nil && a.unknown(p) {
					known = false
				}
			}
			st := a.inst(ft)
			if !known || want != nil && st != want {
				want = nil
				break
			}
			want = st
			names = append(names, "@"+f.Name)
		}
		if want == nil || want == cur {
			continue
		}
		why := whatStoredFns + strings.Join(names, ", ") + " of type " + want.String() + " (fnstore.go)"
		a.decideClass(r, want, why)
	}
}
