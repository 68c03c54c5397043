package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Out-parameters that return a void*. A plugin interface's constructor
// hands back the object it made through `void **ppOut` (a backend, a
// handle): every call through the function-pointer slot passes the
// address of the caller's void* variable, and each implementation
// stores its own struct there (C converts it to void* at the store). The
// vote gives each implementation's parameter the struct it stores, or
// (outparams.go) the one a sibling stores; typed IR has the slot's
// void** in every one of them. So when every call through a slot passes
// at parameter k the address of a pointer whose class is a void* (the
// vote decided i8 and no byte is read or written through it, or
// handle.go decided it), the functions stored in the slot whose
// parameter k points to a pointer take void**: their classes are i8*,
// also where outparams.go gave them a sibling's struct (it runs before
// the void* is known).

const whatOutVoid = "C: an out-parameter of the functions stored in one function-pointer slot, to which every call through the slot passes the address of a void* (outvoid.go)"

// whatOutSibling starts the decisions of outParamsFromCalls.
const whatOutSibling = "C: an out-parameter of the functions stored in one function-pointer slot ("

// voidOutParams applies that rule after the vote (after voidHandles).
func (a *analysis) voidOutParams() {
	a.eachCalledCallbackParam(1, func(fns []*ir.Func, calls []*tmpl, k int) {
		if !a.passesVoidAddress(calls, k) {
			return
		}
		for _, f := range fns {
			c, ok := a.paramClass(f, k)
			if !ok {
				continue
			}
			cur := a.sol[c]
			if cur == nil || cur.Kind != ir.PointerKind || cur == i8p || a.spelledClass(c) {
				continue
			}
			if d := a.slots[c].decided; d != "" && !strings.HasPrefix(d, whatOutSibling) {
				continue
			}
			a.decideClass(c, i8p, whatOutVoid+": parameter #"+strconv.Itoa(k)+" of @"+f.Name)
		}
	})
}

// passesVoidAddress reports whether every call of calls passes at k the
// address of a pointer whose class is a void*.
func (a *analysis) passesVoidAddress(calls []*tmpl, k int) bool {
	n := 0
	for _, ct := range calls {
		if k >= len(ct.fields) {
			return false
		}
		p := ct.fields[k]
		var inner slotID
		switch {
		case p.kind == tPtr && p.elem.kind == tLeaf:
			inner = p.elem.slot
		default:
			return false
		}
		ic := a.find(inner)
		if a.sol[ic] != ir.I8 || !(a.slots[ic].decided == whatHandle || a.isVoidClass(ic)) {
			return false
		}
		n++
	}
	return n > 0
}
