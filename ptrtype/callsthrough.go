package ptrtype

import "github.com/irfix/irfix/ir"

// Calls through a function-pointer slot. A slot's function pointer is
// called where it was loaded, or after it flowed on: through a phi
// (SQLite's sqlite3Initialize loads pcache2.xInit once, again after
// installing the defaults, and calls the phi of the two) or as an
// argument (vtabCallConstructor(..., int (*xConstruct)(...), ...) calls
// the xCreate or xConnect it is passed). Value flows are votes between
// classes, not ties, so those calls are votes of other classes; the
// rules that ask what the calls through a slot pass (paramsFromTables,
// calledWith) follow the value flows from the slot's class to classes
// that hold function pointers too (decided a function type, or not at
// all), up to maxCallHops flows away.

const maxCallHops = 3

// callsThrough returns the templates of the indirect calls through the
// function pointers of class r and of the classes its values flow to.
func (a *analysis) callsThrough(r slotID) []*tmpl {
	var out []*tmpl
	seen := map[slotID]bool{r: true}
	level := []slotID{r}
	for hop := 0; len(level) > 0; hop++ {
		var next []slotID
		for _, c := range level {
			for _, m := range a.members[c] {
				for _, v := range a.slots[m].votes {
					if v.why.what == "indirect call" && v.t.kind == tFunc {
						out = append(out, v.t)
					}
				}
				if hop == maxCallHops {
					continue
				}
				for _, e := range a.slots[m].edges {
					d := a.find(e.to)
					if seen[d] || e.w >= wAccess {
						continue
					}
					if t := a.sol[d]; t != nil && t.Kind != ir.FuncKind {
						continue
					}
					seen[d] = true
					next = append(next, d)
				}
			}
		}
		level = next
	}
	return out
}
