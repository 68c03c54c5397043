package ptrtype

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Callbacks of one slot that take a handle. A C interface whose methods
// get the object as a void* (`ma_result (*onRead)(ma_data_source*, ...)`
// with `typedef void ma_data_source`) has implementations that each
// convert it to their own struct, often only by passing it on
// (`return ma_decoder_read((ma_decoder*)pDataSource, ...)`); the
// structs share a base, so callbacks.go's unrelated-structs rule does
// not apply, and each implementation's parameter comes back as its own
// struct. C gives every function stored in the slot the slot's type.
// When every call through the slot passes at parameter k a void* (a
// class the vote decided i8 that reads and writes no byte, or a handle:
// handle.go), and the slot's functions take two or more types there,
// that parameter is the void* in each of them.

const whatCallbackVoid = "C: a void* — every call through the function-pointer slot passes a void* here, and the functions stored in it take different types ("

// voidCallbackParams applies that rule after the vote (after voidHandles).
func (a *analysis) voidCallbackParams() {
	a.eachCalledCallbackParam(2, func(fns []*ir.Func, calls []*tmpl, k int) {
		what := whatCallbackVoid
		if !a.passesVoid(calls, k) {
			if !a.passesVoidOrObjects(calls, k) {
				return
			}
			what = whatCallbackVoidMixed // (cbvoid_mixed.go)
		}
		seen := map[*ir.Type]bool{}
		var names []string
		var classes []slotID
		for _, f := range fns {
			c, ok := a.paramClass(f, k)
			if !ok {
				continue
			}
			if a.spelledClass(c) {
				classes = nil
				break
			}
			classes = append(classes, c)
			if pe := a.sol[c]; pe != nil && pe != ir.I8 && !seen[pe] {
				seen[pe] = true
				names = append(names, pe.String())
			}
		}
		if len(seen) < 2 || len(classes) == 0 {
			return
		}
		sort.Strings(names)
		why := what + strings.Join(names, ", ") + ") at parameter #" + strconv.Itoa(k) + " (cbvoid.go)"
		for _, c := range classes {
			if a.sol[c] != ir.I8 {
				a.decideClass(c, ir.I8, why)
			}
		}
	})
}

// passesVoid reports whether every call of calls passes at k a pointer
// whose class is a void*.
func (a *analysis) passesVoid(calls []*tmpl, k int) bool {
	for _, ct := range calls {
		if k >= len(ct.fields) || ct.fields[k].kind != tLeaf {
			return false
		}
		c := a.find(ct.fields[k].slot)
		if a.sol[c] != ir.I8 || !(handleDecision(a.slots[c].decided) || a.isVoidClass(c)) {
			return false
		}
	}
	return len(calls) > 0
}
