package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// An unused table parameter read again from the calls once the vote was
// chosen again. paramsFromTables gives a parameter its function never
// uses what the calls through the function's slot pass, as the vote left
// them; the rules after it (argsbytes.go, payload.go, ...) and the
// conduits chosen again with them (conduits.go) may then make what those
// calls pass a void*: libsecp256k1's built-in RFC 6979 nonce function,
// which ignores its `void *data`, took the client's struct the calls
// through secp256k1_nonce_function passed at the vote, before
// secp256k1_ecdsa_sign's noncedata became the void* it is; its default
// illegal-argument callback took the struct the callback's data member
// held before payload.go made it the void*. When every call through the
// slot now passes a void* (a class decided i8 that reads and writes no
// byte, or a handle) or a null, the unused parameter is a void* too, and the
// classes that depend on it (the slot's function type) are chosen again.

const whatTableVoid = "unused here; stored in a table of callbacks ("

// unusedParamsVoidAgain applies that rule after repropagate, and reports
// whether it decided anything.
func (a *analysis) unusedParamsVoidAgain() bool {
	done := false
	calls := map[slotID][]*tmpl{}
	for _, fs := range a.fnSlots {
		r := a.find(fs.slot)
		for k, p := range fs.fn.Params {
			t := a.paramT[p]
			if t == nil || t.kind != tLeaf {
				continue
			}
			c := a.find(t.slot)
			if a.slots[c].decided != "" || !strings.Contains(a.slots[c].table, ") whose calls pass ") {
				continue
			}
			if old := a.sol[c]; old == nil || old == ir.I8 || old.Kind == ir.FuncKind {
				continue
			}
			cs, ok := calls[r]
			if !ok {
				cs = a.callsThrough(r)
				calls[r] = cs
			}
			if !a.passesVoidOrNull(cs, k) {
				continue
			}
			a.decideClass(c, ir.I8, whatTableVoid+slotName(a, fs.slot)+") whose calls, once the vote was chosen again after the rules, all pass a void* as parameter #"+
				strconv.Itoa(k)+" (tablevoid.go)")
			done = true
		}
	}
	return done
}

// passesVoidOrNull is passesVoid (cbvoid.go) where a call may also pass a
// null or a pointer nothing types (a null constant's own slot), one call
// at least a void*.
func (a *analysis) passesVoidOrNull(calls []*tmpl, k int) bool {
	var rest []*tmpl
	for _, ct := range calls {
		if k < len(ct.fields) && (ct.fields[k].nullish || ct.fields[k].kind == tLeaf && a.sol[a.find(ct.fields[k].slot)] == nil) {
			continue
		}
		rest = append(rest, ct)
	}
	return a.passesVoid(rest, k)
}
