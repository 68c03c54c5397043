package ir

import (
	"reflect"
	"testing"
)

// linkBody builds the same small body twice, once with SetOperands and
// once with SetOperandsUnlinked/Deferred and LinkUses/LinkGlobalUses,
// the second time with a forward-reference placeholder for the phi's
// self-use and a later use of %a, and returns both functions.
func linkBody(t *testing.T) (eager, linked *Func) {
	t.Helper()
	build := func(link bool) *Func {
		f := NewFunc("f", FuncOf(I32, []*Type{I32}, false))
		g := NewFunc("g", FuncOf(I32, []*Type{I32}, false))
		b := &Block{Parent: f}
		f.Blocks = []*Block{b}
		p := f.Params[0]
		a := NewModuleArena()
		var body []*Instr
		mk := func(op Opcode, typ *Type, ops ...Value) *Instr {
			i := &Instr{Op: op, Typ: typ}
			if link {
				i.SetOperandsDeferred(a, ops)
			} else {
				i.SetOperands(ops)
			}
			body = append(body, i)
			return i
		}
		ph := &Instr{Typ: I32} // stands for %phi before it is defined
		var phiOps []Value
		if link {
			phiOps = []Value{p, ph}
		}
		x := mk(OpAdd, I32, p, Int(I32, 1))
		phi := mk(OpPhi, I32, phiOps...)
		if !link {
			phi.SetOperands([]Value{p, phi})
		}
		c := mk(OpCall, I32, g, x)
		y := mk(OpMul, I32, x, c, x)
		mk(OpCall, I32, g, phi)
		mk(OpRet, Void, y)
		b.Append(body...)
		if link {
			LinkUses(a, body, func(i *Instr) Value {
				if i == ph {
					return phi
				}
				return nil
			})
			LinkGlobalUses(a, []*Func{f})
		}
		f.Prefix = g // where the test finds g again
		return f
	}
	return build(false), build(true)
}

// TestLinkUses: recording a body's uses at the end gives every value the
// use list, in the same order, that recording them one by one gives;
// placeholders are replaced; cached positions are right.
func TestLinkUses(t *testing.T) {
	eager, linked := linkBody(t)
	sig := func(f *Func) []string {
		pos := map[*Instr]int{}
		for n, i := range f.Blocks[0].Instrs {
			pos[i] = n
		}
		var out []string
		add := func(name string, us []Use) {
			s := name + ":"
			for _, u := range us {
				s += " " + string(rune('0'+pos[u.User])) + "#" + string(rune('0'+u.Index))
			}
			out = append(out, s)
		}
		add("g", f.Prefix.(*Func).Uses())
		add("p", f.Params[0].Uses())
		for n, i := range f.Blocks[0].Instrs {
			add(string(rune('0'+n)), i.Uses())
			if i.Index() != n {
				t.Errorf("instruction %d: Index() = %d", n, i.Index())
			}
			for k, op := range i.Operands() {
				if x, ok := op.(*Instr); ok && x.Op == OpInvalid {
					t.Errorf("placeholder left at operand %d of instruction %d", k, n)
				}
			}
		}
		return out
	}
	want, got := sig(eager), sig(linked)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("use lists linked at the end:\n%q\nrecorded one by one:\n%q", got, want)
	}
	// Each linked use list is exactly as long as its uses: appending to
	// one copies it out instead of writing into a neighbour's slots.
	for _, i := range linked.Blocks[0].Instrs {
		if us := i.Uses(); cap(us) != len(us) {
			t.Errorf("%v: use list capacity %d for %d uses", i.Op, cap(us), len(us))
		}
	}
}

// LinkGlobalUseList, given the uses of global values in LinkGlobalUses'
// order, leaves the use lists LinkGlobalUses leaves: after the uses the
// global already had, exactly as long as their uses.
func TestLinkGlobalUseList(t *testing.T) {
	build := func(list bool) (*Func, *Global, []*Instr) {
		g := NewFunc("g", FuncOf(I32, []*Type{I32}, false))
		v := &Global{GlobalCommon: GlobalCommon{Name: "v", Typ: Ptr}}
		f := NewFunc("f", FuncOf(I32, []*Type{I32}, false))
		b := &Block{Parent: f}
		f.Blocks = []*Block{b}
		early := &Instr{Op: OpCall, Typ: I32}
		early.SetOperands([]Value{g, f.Params[0]}) // a use g already has
		a := NewModuleArena()
		var body []*Instr
		var uses []GlobalUse
		mk := func(op Opcode, typ *Type, ops ...Value) *Instr {
			i := &Instr{Op: op, Typ: typ}
			i.SetOperandsDeferred(a, ops)
			for n, o := range ops {
				if gc := GlobalCommonOf(o); gc != nil {
					uses = append(uses, GlobalUse{G: gc, Use: Use{User: i, Index: n}})
				}
			}
			body = append(body, i)
			return i
		}
		x := mk(OpCall, I32, g, f.Params[0])
		y := mk(OpLoad, I32, v)
		mk(OpStore, Void, y, v)
		z := mk(OpCall, I32, g, x)
		mk(OpRet, Void, z)
		b.Append(body...)
		LinkUses(a, body, nil)
		if list {
			LinkGlobalUseList(a, uses)
		} else {
			LinkGlobalUses(a, []*Func{f})
		}
		f.Prefix = g
		return f, v, append([]*Instr{early}, body...)
	}
	sig := func(f *Func, v *Global, instrs []*Instr) string {
		pos := map[*Instr]int{}
		for n, i := range instrs {
			pos[i] = n
		}
		s := ""
		for _, us := range [][]Use{f.Prefix.(*Func).Uses(), v.Uses()} {
			if cap(us) != len(us) {
				t.Errorf("use list of capacity %d for %d uses", cap(us), len(us))
			}
			for _, u := range us {
				s += " " + string(rune('0'+pos[u.User])) + "#" + string(rune('0'+u.Index))
			}
			s += " |"
		}
		return s
	}
	want, got := sig(build(false)), sig(build(true))
	if got != want || want != " 0#0 1#0 4#0 | 2#0 3#1 |" {
		t.Fatalf("LinkGlobalUseList: %q; LinkGlobalUses: %q (want \" 0#0 1#0 4#0 | 2#0 3#1 |\")", got, want)
	}
}
