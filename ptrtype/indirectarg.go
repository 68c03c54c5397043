package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A parameter passed on to a function pointer. A parameter its function
// does not use but to pass it, unchanged, to a call through a function
// pointer whose type the vote decided — SQLite's sqlite3OsOpenMalloc
// hands its `int *pOutFlags` to the VFS's xOpen(..., int *pOutFlags) —
// has that parameter's type: C converts nothing implicitly there but a
// void*, and nothing else in the module says the parameter is one. As
// paramsFromTables gives a table's unused parameter the slot's type.
// Only a parameter without evidence of its own, only where every such
// call agrees, and only a pointer to an integer or a floating-point
// number: a struct's pointer there may be a void* handle that each
// implementation converts to its own struct (miniaudio's ma_vfs_file,
// which the stdio implementation's FILE* would make a FILE*).

const whatIndirectArg = "passed on to a call through a function pointer of type "

// paramsFromIndirectCalls applies that rule after the vote, to classes
// the vote left without a type, where the vote settled the slot's
// function type.
func (a *analysis) paramsFromIndirectCalls() {
	a.passedOnIndirectly(func(f *ir.Func, _ slotID, ft *ir.Type, k int) (*ir.Type, string) {
		want := ft.Params()[k]
		if want.Kind != ir.PointerKind || want.Elem == nil || accessKind(want.Elem)&(kindInt|kindFloat) == 0 {
			return nil, ""
		}
		return want.Elem, whatIndirectArg + ft.String() + " at @" + f.Name + ", as its argument #" + strconv.Itoa(k) + " (indirectarg.go)"
	})
}

// passedOnIndirectly is the walk this rule and indirectstruct.go share.
// For every argument k of a call through a function pointer (a callee
// neither a function nor a constant expression) whose slot the vote gave
// a function type ft, where the argument is a parameter of the calling
// function f whose class has no type and that no rule decided, pick says
// what the class should point to and why (nil: a use that vetoes it). A
// class whose every use agrees on one type is decided that type.
func (a *analysis) passedOnIndirectly(pick func(f *ir.Func, slot slotID, ft *ir.Type, k int) (*ir.Type, string)) {
	type use struct {
		t   *ir.Type
		why string
		bad bool
	}
	got := map[slotID]*use{}
	var order []slotID
	for k, f := range a.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		a.walks.calls(k).Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpCall || i.CalledFunc() != nil {
				return
			}
			if _, ok := i.Callee().(*ir.ConstExpr); ok {
				return
			}
			slot, ok := a.calleeSlot(i.Callee())
			if !ok {
				return
			}
			ft := a.sol[slot]
			if ft == nil || ft.Kind != ir.FuncKind {
				return
			}
			for k, v := range i.Args() {
				p, ok := v.(*ir.Param)
				if !ok || k >= len(ft.Params()) {
					continue
				}
				pt := a.paramT[p]
				if pt == nil || pt.kind != tLeaf {
					continue
				}
				r := a.find(pt.slot)
				if a.sol[r] != nil || a.slots[pt.slot].decided != "" {
					continue
				}
				u := got[r]
				if u == nil {
					u = &use{}
					got[r] = u
					order = append(order, r)
				}
				t, why := pick(f, slot, ft, k)
				if t == nil || (u.t != nil && u.t != t) {
					u.bad = true
					continue
				}
				u.t, u.why = t, why
			}
		})
	}
	for _, r := range order {
		if u := got[r]; !u.bad && u.t != nil && a.sol[r] == nil {
			a.decideClass(r, u.t, u.why)
		}
	}
}

// calleeSlot returns the class of the function type an indirect call's
// callee points to: for a function pointer loaded from memory, the
// memory's (the slot the functions are stored in) where the vote gave
// it a function type, else the callee's own class.
func (a *analysis) calleeSlot(v ir.Value) (slotID, bool) {
	if ld, ok := v.(*ir.Instr); ok && ld.Op == ir.OpLoad {
		if at := a.vt(ld.Operand(0)); at != nil && at.kind == tPtr && at.elem != nil && at.elem.kind == tLeaf {
			if r := a.find(at.elem.slot); a.sol[r] != nil && a.sol[r].Kind == ir.FuncKind {
				return r, true
			}
		}
	}
	if ct := a.vt(v); ct != nil && ct.kind == tLeaf {
		return a.find(ct.slot), true
	}
	return 0, false
}
