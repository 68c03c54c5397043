package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// An unused table parameter read again from the calls, once the rules
// after the vote settled them. paramsFromTables gives a parameter its
// function never uses what the calls through the function's slot pass,
// as the vote left those calls; the base-struct rules (cbaseone.go,
// cbasecalls.go, cbaseowner.go) may then decide that the callers' values
// are the base their struct starts with (libexpat's isName2 member of
// normal_encoding, called from scanners now known to hold a `const
// ENCODING *`: utf8_isName2 ignores its parameter, its sibling
// unknown_isName takes the base). When every call through the slot now
// passes a pointer to a struct the old type starts with (through first
// members), the unused parameter takes it.

const whatTableRecall = "unused here; stored in a table of callbacks ("

// unusedParamsFromSettledCalls applies that rule after the base-struct
// rules.
func (a *analysis) unusedParamsFromSettledCalls() {
	for _, fs := range a.fnSlots {
		r := a.find(fs.slot)
		for k, p := range fs.fn.Params {
			t := a.paramT[p]
			if t == nil || t.kind != tLeaf {
				continue
			}
			c := a.find(t.slot)
			if a.slots[c].decided != "" || !strings.HasPrefix(a.slots[c].table, whatTableRecall) {
				continue
			}
			old := a.sol[c]
			if old == nil || !old.IsNamed() || old.Kind != ir.StructKind || old.Opaque {
				continue
			}
			base := a.calledWith(r, k)
			if base == nil || base == old || !slices0Contains(a.structChain(old), base) {
				continue
			}
			a.decideClass(c, base, whatTableRecall+slotName(a, fs.slot)+") whose calls, as the rules after the vote settled them, pass "+
				ir.TypedPtr(base, 0).String()+" as parameter #"+strconv.Itoa(k)+", the struct "+old.String()+" starts with (tablerecall.go)")
		}
	}
}
