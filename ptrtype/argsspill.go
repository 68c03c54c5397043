package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A parameter used as a struct through its -O0 spill keeps that struct
// although its calls pass unrelated ones.
//
// args.go makes a parameter void* when its calls pass pointers to
// unrelated structs and its class uses it as no struct: a struct the
// function itself reads the parameter as would mean the callers cast
// (tree-sitter's generic array helpers, `_array__grow(Array *self, ...)`
// called as `_array__grow((Array *)&self->stack, ...)` for arrays of
// many element types, each its own struct). At -O2 the parameter's
// getelementptrs are in its class. At -O0 the parameter is only stored
// into its own alloca at entry, and every use reads it back from there:
// the loaded pointers are classes of their own (the spill's copies), and
// the parameter's class shows no access. Here a parameter args.go made
// void* whose only use is that spill, and whose spill is only read back
// as pointers the vote decided point to one named struct by their own
// accesses, takes that struct; the spill holds it too.

const whatArgsSpill = "C at -O0: the parameter is read back from its spill only as "

// spilledStructParams re-decides args.go's void* parameters that their
// function reads back from the spill as one named struct.
func (a *analysis) spilledStructParams() {
	for lp := range a.leafParams(nil) {
		if !a.argsVoid(lp.slot) {
			continue
		}
		f, k, p := lp.f, lp.k, lp.p
		s := a.spillReadAs(p)
		if s == nil {
			continue
		}
		why := whatArgsSpill + s.String() + "* (getelementptrs over it), so the calls passing parameter #" +
			strconv.Itoa(k) + " of @" + f.Name + " other structs cast (argsspill.go)"
		a.decideClass(a.find(lp.slot), s, why)
	}
}

// spillReadAs returns the named struct p's -O0 spill is read back as:
// p's only use is a store into an alloca, the alloca's other uses are
// loads, and every loaded pointer's class was decided, by a
// getelementptr over it or an access through it, to point to that one
// struct, or the loaded pointer is only passed on to calls (the helper
// handing its parameter to another helper: the callee's type is its
// own); nil otherwise, or when no read names the struct.
func (a *analysis) spillReadAs(p *ir.Param) *ir.Type {
	us := p.Uses()
	if len(us) != 1 || us[0].Index != 0 || us[0].User.Op != ir.OpStore {
		return nil
	}
	st := us[0].User
	spill, ok := st.Operand(1).(*ir.Instr)
	if !ok || spill.Op != ir.OpAlloca || !spill.ElemType.IsPtr() {
		return nil
	}
	var s *ir.Type
	reads := 0
	for _, u := range spill.Uses() {
		i := u.User
		if i == st {
			continue
		}
		if i.Op != ir.OpLoad || u.Index != 0 {
			return nil
		}
		t := a.instrTmpl(i)
		if t == nil || t.kind != tLeaf {
			return nil
		}
		r := a.find(t.slot)
		got := a.sol[r]
		if got == nil || !got.IsNamed() || got.Kind != ir.StructKind || got.Opaque || strings.HasPrefix(got.Name, "union.") {
			if onlyPassedOn(i) {
				continue // (a read handed to another helper says nothing here)
			}
			return nil
		}
		if s != nil && got != s {
			return nil
		}
		if !a.usedAsStruct(r) {
			return nil
		}
		s = got
		reads++
	}
	if reads == 0 {
		return nil
	}
	return s
}

// onlyPassedOn reports whether every use of i is an argument of a call
// (not its callee, operand 0).
func onlyPassedOn(i *ir.Instr) bool {
	us := i.Uses()
	if len(us) == 0 {
		return false
	}
	for _, u := range us {
		c := u.User
		if c.Op != ir.OpCall || u.Index == 0 {
			return false
		}
	}
	return true
}
