package ptrtype

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Fields of static tables that hold unrelated objects. C lets a pointer
// field be initialized without a cast only with a pointer of its own
// type (or from a void*): a field that static initializers fill with
// pointers to unrelated structs — SQLite's FuncDef.pUserData, given
// &sqlite3Config in one entry and a struct compareInfo in another — is
// a void*, i8* in typed IR, and so is every pointer tied to it through
// memory (the parameters that store into it, the loads that read it).
// Structs related by a common struct at their start are not unrelated
// (a C "base": the field then has the base's type).

// disagreeingInitializers applies that rule after the vote.
func (a *analysis) disagreeingInitializers() {
	structs := make([]*ir.Type, 0, len(a.fieldT))
	for s := range a.fieldT {
		structs = append(structs, s)
	}
	sort.Slice(structs, func(i, j int) bool { return structs[i].Name < structs[j].Name })
	for _, s := range structs {
		for k, ft := range a.fieldT[s] {
			if ft == nil || ft.kind != tLeaf {
				continue
			}
			ts := map[*ir.Type]bool{}
			var names []string
			for _, v := range a.slots[ft.slot].votes {
				if !strings.HasPrefix(v.why.what, "initializer") || a.unknown(v.t) {
					continue
				}
				t := a.inst(v.t)
				if !ts[t] {
					ts[t] = true
					names = append(names, t.String())
				}
			}
			if len(ts) < 2 {
				continue
			}
			if genericFuncs(ts) && !a.sourceTyped(a.find(ft.slot)) {
				slices.Sort(names)
				why := "C: the generic function pointer void (*)(void) — static initializers fill field " + strconv.Itoa(k) + " of " + s.String() +
					" with functions of different signatures (" + strings.Join(names, ", ") + "), each cast"
				a.decideClass(a.find(ft.slot), voidFn, why)
				continue
			}
			if !a.unrelatedStructs(ts) {
				continue
			}
			slices.Sort(names)
			why := "C: a void* — static initializers fill field " + strconv.Itoa(k) + " of " + s.String() +
				" with pointers to unrelated structs (" + strings.Join(names, ", ") + ")"
			a.decideClass(a.find(ft.slot), ir.I8, why)
		}
	}
}

// Fields of static tables that hold functions of different signatures
// (SQLite's table of system calls: open, close, stat, ... in one field):
// C initializes a function-pointer field with a function of another
// type only through a cast, so the field has none of their types; C's
// generic function pointer, the type such tables and dlsym-like APIs
// declare, is void (*)(void). Only signatures that differ once pointers
// are opaque (arity, numbers, varargs) count: functions that differ only
// in what their pointers point to are the struct-parameter callbacks of
// callbacks.go.
var voidFn = ir.FuncOf(ir.Void, nil, false)

func genericFuncs(ts map[*ir.Type]bool) bool {
	var sig *ir.Type
	differ := false
	for t := range ts {
		if t.Kind != ir.FuncKind {
			return false
		}
		o := t.Opaqued()
		if sig == nil {
			sig = o
		} else if o != sig {
			differ = true
		}
	}
	return differ
}

// sourceTyped reports whether a member of class r has a vote of what the
// source declares (debug info, a mangled name, a typed hint).
func (a *analysis) sourceTyped(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.w >= wSpelled {
				return true
			}
		}
	}
	return false
}
