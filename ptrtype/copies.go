package ptrtype

import "github.com/irfix/irfix/ir"

// isCopy reports whether an equality comes from a store where C may
// have converted the pointer stored: a just-loaded pointer stored
// anywhere (`b = a` between two variables or fields: `struct item *a =
// pa;` with a void* pa), or any pointer stored other than into a local
// variable (a void* field, a free list's head: `((Slot*)p)->next = head;
// head = p;`). In typed IR the cast sits before such a store. These
// edges join classes after every other equality through memory: the
// pointer stored and the memory written each get their type from their
// own uses first, and the store merges them only when those agree. A
// local's own spill (a parameter stored into its alloca) is not one:
// clang's locals have exactly their values' types.
func isCopy(o origin) bool {
	i := o.instr
	if o.what != "store" || i == nil || i.Op != ir.OpStore || !i.Operand(0).Type().IsPtr() { // (what first, as in isArithGEP)
		return false
	}
	if v, ok := i.Operand(0).(*ir.Instr); ok && v.Op == ir.OpLoad {
		return true
	}
	x, ok := i.Operand(1).(*ir.Instr)
	return !ok || x.Op != ir.OpAlloca
}

// wVector is the weight of a load or store of a vector of numbers: the
// SLP and load/store vectorizers access neighbouring fields or elements
// as one vector through a cast of the scalar pointer (a struct's first
// two doubles as <2 x double>), so such an access says less about the
// pointer's declared type than a scalar one; alone it still decides.
const wVector = 1

// accessWeight is the weight of a load or store of a value of type t.
func accessWeight(t *ir.Type) float64 {
	if t.Kind == ir.VectorKind && !t.Elem.IsPtr() {
		return wVector
	}
	return wAccess
}

// uses are the weights of the accesses (loads, stores, atomics) and
// getelementptrs through a class's pointers, per candidate: [0] all but
// byte addressing, [1] byte addressing (`getelementptr i8`).
type uses map[*ir.Type][2]float64

func (u uses) add(t *ir.Type, f voteFlags, w float64) {
	switch {
	case f&vUseWhole != 0:
		x := u[t]
		x[0] += w
		u[t] = x
	case f&vUseBytes != 0:
		x := u[t]
		x[1] += w
		u[t] = x
	}
}

// useKind says which of a uses entry's weights a vote from o counts in:
// 0 all but byte addressing, 1 byte addressing, -1 neither.
func useKind(o origin) int {
	switch {
	case isAccess(o) || (o.instr != nil && o.instr.Op == ir.OpGetElementPtr && o.what == "getelementptr" && !isByteGEP(o.instr)):
		return 0
	case o.instr != nil && o.what == "getelementptr" && isByteGEP(o.instr):
		return 1
	}
	return -1
}

// breakTie chooses among the candidates of cs tied with cs[best] (which
// the caller chose by name) the one the class's pointers are most used
// as: a tie between that and what a neighbour class says through memory
// (a spilled parameter's slot echoing the argument's decayed array) goes
// to the use. Byte addressing counts only when no tied candidate is a
// named struct (a struct pointer is converted to char* for a byte
// offset: a thunk's `this - 16`, container_of). Ties of use stay with
// the name order.
func (u uses) breakTie(cs []cand, best int) int {
	if len(u) == 0 {
		return best
	}
	named := false
	var tied []int
	for k := range cs {
		if cs[k].w > cs[best].w-1e-9 {
			tied = append(tied, k)
			named = named || cs[k].t.IsNamed()
		}
	}
	if len(tied) < 2 {
		return best
	}
	of := func(t *ir.Type) float64 {
		w := u[t][0]
		if !named {
			w += u[t][1]
		}
		return w
	}
	for _, k := range tied {
		if d := of(cs[k].t) - of(cs[best].t); d > 1e-9 || (d > -1e-9 && tieBefore(cs[k].t, cs[best].t)) {
			best = k
		}
	}
	return best
}

// pointerDifference: `sub (ptrtoint a), (ptrtoint b)` is C's a - b,
// which needs two pointers to the same type (then divided by its size);
// the two are tied as weakly as a comparison's.
func (a *analysis) pointerDifference(ops []ir.Value, o origin) {
	if len(ops) != 2 {
		return
	}
	var p [2]ir.Value
	for k, v := range ops {
		c, ok := v.(*ir.Instr)
		if !ok || c.Op != ir.OpPtrToInt {
			return
		}
		p[k] = c.Operand(0)
	}
	if p[0].Type().IsPtr() && p[1].Type().IsPtr() {
		a.eqD(a.vt(p[0]), a.vt(p[1]), wCompare, decays(p[0], p[1]), o, 0)
	}
}

// decays reports whether one of two pointers compared or subtracted is
// the address of a whole object (an alloca or a global): C's `p - cells`
// and `p == cells` with cells an array are the array's decay to its
// first element, so the other pointer points to an element, not to the
// array.
func decays(p, q ir.Value) bool {
	return isAddressOfObject(p) || isAddressOfObject(q)
}

// partlyUnknownFunc reports whether t is a function (a callback stored
// in a table or a function-pointer field) with a pointer parameter or
// result nothing has typed yet: it would vote i8* there, which nothing
// says (a window function's unused `sqlite3_value **apUnused`).
func (a *analysis) partlyUnknownFunc(t *tmpl) bool {
	if t == nil || t.kind != tFunc {
		return false
	}
	if t.ret != nil && t.ret.kind == tLeaf && a.sol[t.ret.slot] == nil {
		return true
	}
	for _, p := range t.fields {
		if p != nil && p.kind == tLeaf && a.sol[p.slot] == nil {
			return true
		}
	}
	return false
}

// partialFuncs adds the votes of callbacks with untyped pointer
// parameters only when no callback with all of them typed voted a
// function type: the class's function type comes from the callbacks
// that use their parameters (the others' unused parameters then take it:
// paramsFromTables). A class decided by such votes alone is weak: what
// it passes on to other classes (a function pointer handed down a chain
// of API wrappers) counts there as such a vote too.
func (a *analysis) partialFuncs(r slotID, partial []vote, cs []cand, add func(*ir.Type, float64)) {
	if a.weakFn == nil {
		a.weakFn = map[slotID]bool{}
	}
	delete(a.weakFn, r)
	for _, c := range cs {
		if c.t.Kind == ir.FuncKind {
			return
		}
	}
	for _, v := range partial {
		t := a.inst(v.t)
		add(t, v.w)
		a.weakFn[r] = a.weakFn[r] || t.Kind == ir.FuncKind
	}
}

// joinCopies joins the classes the deferred stores tie (isCopy), when
// their evidence agrees — except around a hub: memory that stores of
// pointers of several disagreeing classes reach (a free list's head,
// which SQLite's inlined sqlite3DbFree hands every freed object to, a
// void* slot of a generic container) is where C converted each of them,
// and joins none of them: it would otherwise merge whatever reaches it
// first with everything it has no evidence against. Nor does a store
// join two classes the provisional vote (every class chosen once without
// the deferred stores, prov) typed differently: a buffer from an
// allocator, addressed by bytes, stored as a list's head that its
// readers use as the list's nodes.
func (a *analysis) joinCopies(copies [][2]slotID, prov []*ir.Type) {
	tops := a.copyTops(copies) // class → the concrete types of the classes its stores tie it to
	for _, c := range copies {
		if px, py := prov[c[0]], prov[c[1]]; px != nil && py != nil && px != py {
			continue
		}
		if len(tops[a.find(c[0])]) < 2 && len(tops[a.find(c[1])]) < 2 {
			a.unionCompatible(c[0], c[1])
		}
	}
}
