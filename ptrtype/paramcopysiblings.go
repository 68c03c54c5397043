package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A conversion the module makes at several entries says what the
// parameter of one more is.
//
// An API over a public struct whose functions each convert their
// parameter to an internal one at -O0 (`TreeCursor *self = (TreeCursor
// *)_self;` in every ts_tree_cursor_* function) is split by paramcopy.go
// and paramcopycalls.go where a slot's or a direct call's arguments say
// what the parameter is. A function of that API nobody calls with such an
// object (an export the program does not use, a helper handed the
// parameter itself) has no such evidence: the vote joins the parameter
// with its local and the local's accesses make it the internal struct.
// The conversions the module does show are the evidence: when functions
// whose parameters are only copied into locals of struct L have had
// those parameters typed another struct P (by the vote or a rule before
// this one) — or a void* or char*, i8*, as an external scanner's
// functions convert their `void *payload` — the same P every time (at
// least two functions, nothing else), a parameter of the same shape
// still joined with its locals of struct L takes P, the locals keep L.
// Not when a direct call passes it an object whose type its definition
// fixes as an L (then it is an L*), nor for a struct nobody converts.

const whatParamCopySiblings = "C at -O0: the parameter is only copied into a local of the struct that other functions' parameters of this shape are converted to from "

// paramCopiesFromSiblings applies that rule after paramcopy.go and
// paramcopycalls.go.
func (a *analysis) paramCopiesFromSiblings() {
	type copied struct {
		f      *ir.Func
		k      int
		side   []slotID
		locals []slotID
		l      *ir.Type
	}
	seen := map[*ir.Type]map[*ir.Type]int{} // L → P (a struct or i8) → functions converting P to L
	var open []copied
	for lp := range a.leafParams(nil) {
		f, k, p := lp.f, lp.k, lp.p
		side, locals, ok := a.copiedOrPassedParam(p) // (paramcopycalls.go)
		if !ok {
			continue
		}
		l := a.sol[a.find(locals[0])]
		if !isNamedStruct(l) {
			continue
		}
		same := true
		for _, s := range locals {
			same = same && a.sol[a.find(s)] == l
		}
		if !same {
			continue
		}
		switch own := a.sol[lp.slot]; {
		case own == l && a.find(lp.slot) == a.find(locals[0]) && a.slots[lp.slot].decided == "":
			open = append(open, copied{f, k, side, locals, l})
		case own != l && (isNamedStruct(own) || own == ir.I8):
			if seen[l] == nil {
				seen[l] = map[*ir.Type]int{}
			}
			seen[l][own]++
		}
	}
	if len(open) == 0 || len(seen) == 0 {
		return
	}
	calls := a.directCallsByCallee()
	for _, c := range open {
		ps := seen[c.l]
		if len(ps) != 1 {
			continue
		}
		var p *ir.Type
		for t, n := range ps {
			if n >= 2 {
				p = t
			}
		}
		if p == nil {
			continue
		}
		passesL := false
		for _, call := range calls[c.f] {
			if args := call.Args(); c.k < len(args) && a.namedStructArg(args[c.k], false) == c.l {
				passesL = true
			}
		}
		if passesL {
			continue
		}
		why := whatParamCopySiblings + ir.TypedPtr(p, 0).String() + " (parameter #" + strconv.Itoa(c.k) + ", " + strconv.Itoa(ps[p]) + " functions: paramcopysiblings.go)"
		for _, s := range c.side {
			a.sol[s] = p
			a.slots[s].decided = why
		}
		for _, s := range c.locals {
			if a.slots[s].decided == "" {
				a.slots[s].decided = whatParamCopySiblings + "another struct: this local keeps what it is used as (paramcopysiblings.go)"
			}
		}
	}
}

// isNamedStruct reports whether t is a named struct with a body.
func isNamedStruct(t *ir.Type) bool {
	return t != nil && t.IsNamed() && t.Kind == ir.StructKind && !t.Opaque
}
