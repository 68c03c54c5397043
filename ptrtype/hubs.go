package ptrtype

import "github.com/irfix/irfix/ir"

// Hubs: memory that stores of pointers of several disagreeing classes
// reach (joinCopies) is where C converted each of them — a free list's
// head, which SQLite's inlined sqlite3DbFree pushes every freed object
// onto:
//
//	((LookasideSlot*)p)->pNext = db->lookaside.pFree;  // store (load H), p
//	db->lookaside.pFree = (LookasideSlot*)p;           // store p, H
//
// In typed IR both stores go through a bitcast of p. So neither says
// anything about the other side: the store of p into the hub votes
// neither for the hub's pointee nor for p's, and the store of the
// hub's old value at p (the push's link) does not say p points to a
// pointer. The hub then takes its type from its own uses (the pops that
// read the link through it), the pushed objects from theirs.

// detachHubs removes, before any class is chosen, the votes of the
// stores into hubs and of the links of the pushes onto them.
func (a *analysis) detachHubs(copies [][2]slotID) {
	tops := a.copyTops(copies)
	hub := func(s slotID) bool { return len(tops[a.find(s)]) >= 2 }
	type push struct {
		obj ir.Value
		hub slotID
	}
	pushes := map[push]bool{}      // objects stored into a hub (zero getelementptrs stripped)
	stores := map[*ir.Instr]bool{} // the stores of pointers into a hub's memory
	note := func(st *ir.Instr, h slotID) {
		if a.pop(st, h) {
			return // `head = head->next`: a node's link, no conversion
		}
		stores[st] = true
		pushes[push{stripZeroGEP(st.Operand(0)), a.find(h)}] = true
	}
	for s := range a.slots {
		if !hub(slotID(s)) {
			continue
		}
		for _, e := range a.slots[s].edges {
			if st := e.why.instr; isCopy(*e.why) && a.find(slotID(s)) != a.find(e.to) && a.storesInto(st, slotID(s)) {
				note(st, slotID(s))
			}
		}
		for _, v := range a.slots[s].votes {
			if st := v.why.instr; st != nil && st.Op == ir.OpStore && v.why.what == "store" && st.Operand(0).Type().IsPtr() && a.storesInto(st, slotID(s)) {
				note(st, slotID(s))
			}
		}
	}
	if len(stores) == 0 {
		return
	}
	// The pushes' links: the hub's old value stored at the object
	// pushed. A hub with links is a free list.
	link := func(s slotID, v vote) bool {
		st := v.why.instr
		if v.why.what != "store" || st == nil || st.Op != ir.OpStore || v.t.kind != tLeaf || !hub(v.t.slot) { // (what first: the instruction is a cache miss away)
			return false
		}
		l, ok := st.Operand(0).(*ir.Instr)
		return ok && l.Op == ir.OpLoad && pushes[push{stripZeroGEP(st.Operand(1)), a.find(v.t.slot)}]
	}
	freeList := map[slotID]bool{}
	for s := range a.slots {
		for _, v := range a.slots[s].votes {
			if link(slotID(s), v) {
				freeList[a.find(v.t.slot)] = true
			}
		}
	}
	a.freeLists = freeList
	drop := func(s slotID, o origin, what string) {
		if a.hubDropped == nil {
			a.hubDropped = map[slotID][]origin{}
		}
		o.what = what
		a.hubDropped[s] = append(a.hubDropped[s], o)
	}
	for s := range a.slots {
		info := &a.slots[s]
		r := a.find(slotID(s))
		es := info.edges[:0]
		for _, e := range info.edges {
			// The hub takes no vote from what is stored into it; the
			// object stored takes none from a free list (it becomes a
			// node there), and from other hubs only a void*'s.
			if e.why.instr != nil && stores[e.why.instr] && r != a.find(e.to) {
				switch {
				case hub(slotID(s)):
					drop(slotID(s), *e.why, whatHubStore)
					continue
				case freeList[a.find(e.to)]:
					drop(slotID(s), *e.why, whatFreeListPush)
					continue
				}
				// choose: counts only as a void*, and only where no
				// other candidate names a type (a FILE* a function
				// opens into a local and keeps as a reader's void*
				// user data is still the FILE* fclose takes).
				e.w = -e.w
			}
			es = append(es, e)
		}
		info.edges = es
		vs := info.votes[:0]
		for _, v := range info.votes {
			if st := v.why.instr; st != nil && stores[st] && hub(slotID(s)) && v.why.what == "store" {
				drop(slotID(s), *v.why, whatHubStore)
				continue
			}
			if link(slotID(s), v) {
				drop(slotID(s), *v.why, whatFreeListLink)
				continue
			}
			vs = append(vs, v)
		}
		info.votes = vs
	}
}

const (
	whatHubStore     = "no vote: a pointer stored into memory that holds pointers of several types (a free list's head, a void* slot), converted there (hubs.go)"
	whatFreeListPush = "no vote: pushed onto a free list (stored as its head), a cast in typed IR (hubs.go)"
	whatFreeListLink = "no vote: a free list's old head stored in the object pushed onto it, through a cast (hubs.go)"
	whatHubVoid      = "stored into memory that holds pointers of several types: counts only if that is a void*, and then only where no other candidate names a type (hubs.go)"
)

// pop reports whether store st writes into hub memory (pointee slot h)
// a pointer read at the start of a node the hub points to: the pop of a
// free list, `head = head->next`, which typed IR writes without a cast.
func (a *analysis) pop(st *ir.Instr, h slotID) bool {
	next, ok := st.Operand(0).(*ir.Instr)
	if !ok || next.Op != ir.OpLoad {
		return false
	}
	node, ok := stripZeroGEP(next.Operand(0)).(*ir.Instr)
	if !ok || node.Op != ir.OpLoad {
		return false
	}
	nt := a.vt(node)
	return nt != nil && nt.kind == tLeaf && a.find(nt.slot) == a.find(h)
}

// storesInto reports whether store st writes its pointer into the memory
// whose pointee slot is s (not through a pointer of s's class).
func (a *analysis) storesInto(st *ir.Instr, s slotID) bool {
	if st == nil || st.Op != ir.OpStore {
		return false
	}
	pt := a.vt(st.Operand(1))
	return pt != nil && pt.kind == tPtr && pt.elem != nil && pt.elem.kind == tLeaf && pt.elem.slot == s
}

// stripZeroGEP returns the pointer a chain of getelementptrs with only
// zero indices starts from (the address of an object's first field is
// the object's).
func stripZeroGEP(v ir.Value) ir.Value {
	for d := 0; d < 8; d++ {
		g, ok := v.(*ir.Instr)
		if !ok || g.Op != ir.OpGetElementPtr {
			return v
		}
		for _, x := range g.Operands()[1:] {
			if c, ok := x.(*ir.ConstInt); !ok || c.Signed() != 0 {
				return v
			}
		}
		v = g.Operand(0)
	}
	return v
}

// copyTops returns, per class, the concrete types (their evidence's
// top) of the classes the deferred stores tie it to.
func (a *analysis) copyTops(copies [][2]slotID) map[slotID]map[*ir.Type]bool {
	tops := map[slotID]map[*ir.Type]bool{}
	note := func(r, o slotID) {
		if t := topOf(a.sig[o]); t != nil {
			if tops[r] == nil {
				tops[r] = map[*ir.Type]bool{}
			}
			tops[r][t] = true
		}
	}
	for _, c := range copies {
		if rx, ry := a.find(c[0]), a.find(c[1]); rx != ry {
			note(rx, ry)
			note(ry, rx)
		}
	}
	return tops
}
