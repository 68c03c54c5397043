package ptrtype

import "github.com/irfix/irfix/ir"

// A neighbour class the vote decided i8 is a void* or a char*. C
// converts a void* to and from any object pointer implicitly, so a
// struct pointer passed to a void* parameter (a generic free), compared
// with a void* bound, or stored where a void* is kept is still that
// struct's pointer in typed IR: the cast sits at the use, and the void*
// says nothing about it. A char* is different: converting a struct
// pointer to one is an explicit cast in C, and a pointer passed where a
// char* is read or written (std::string's local buffer) is one.
//
// So the votes of neighbours decided i8 whose class never reads or
// writes a byte through its pointers, nor holds a string, nor is a C
// library char* (a void*), count only when the class's own pointers are
// used as no named struct; a void* stored into memory (a node from a
// generic allocator pushed as a list's head) counts for the memory only
// where no other candidate names a type. And a void* read or written
// through a pointer (`*ppFile = pFile`, pFile from a generic allocator)
// says, as a stored null does, that the memory holds a pointer, not
// which: it counts only where no other candidate is a pointer
// (nulls.go).

// voidNeighbours adds w, the votes of class r's void* neighbours, unless
// r's own pointers are used as a named struct and r holds no parameter
// of a function whose address is taken: a callback's type is its
// function pointer's, and a generic callback's void* (a destructor
// `void (*)(void*)`, a thread's job) is converted inside it, where the
// optimizer folds the cast into the uses.
func (a *analysis) voidNeighbours(r slotID, w float64, own uses, add func(*ir.Type, float64)) {
	if w == 0 {
		return
	}
	named := false
	for t, u := range own {
		if u[0] > 0 && t.IsNamed() {
			named = true
			break
		}
	}
	if named {
		for _, m := range a.members[r] {
			if b := a.slots[m].born; b.what == "parameter" && a.addressTaken(b.fn) {
				named = false
				break
			}
		}
	}
	if !named {
		add(ir.I8, w)
		delete(a.voidAside, r)
		return
	}
	if a.voidAside == nil {
		a.voidAside = map[slotID]bool{}
	}
	a.voidAside[r] = true
}

const whatVoidStored = "a void* stored there (C converts it at the store): counts only where no other candidate names a type (void.go)"

const whatVoidAside = "a void* (C converts it implicitly), set aside: this pointer's own accesses name a struct (void.go)"

// addressTaken reports whether f is used other than as the callee of a
// direct call: stored, passed, compared, or in a global's initializer.
func (a *analysis) addressTaken(f *ir.Func) bool {
	if f == nil {
		return false
	}
	if a.taken == nil {
		a.taken = map[*ir.Func]bool{}
		var walk func(c ir.Constant, d int)
		walk = func(c ir.Constant, d int) {
			if d > 32 {
				return
			}
			switch x := c.(type) {
			case *ir.Func:
				a.taken[x] = true
			case *ir.ConstAggregate:
				for _, e := range x.Elems {
					walk(e, d+1)
				}
			case *ir.ConstExpr:
				for _, o := range x.Operands {
					walk(o, d+1)
				}
			}
		}
		for _, g := range a.m.Globals {
			if g.Init != nil {
				walk(g.Init, 0)
			}
		}
		for _, al := range a.m.Aliases {
			if al.Aliasee != nil {
				walk(al.Aliasee, 0)
			}
		}
		for _, fn := range a.m.Funcs {
			for _, u := range fn.Uses() {
				if u.User == nil || u.Index != 0 || (u.User.Op != ir.OpCall && u.User.Op != ir.OpInvoke && u.User.Op != ir.OpCallBr) {
					a.taken[fn] = true
					break
				}
			}
		}
	}
	return a.taken[f]
}

// isVoidClass reports whether the class of slot s (decided i8) is a
// void*: no byte is read or written through its pointers, it holds no
// string, and no C library prototype says char* (cached per class root
// until the classes change).
func (a *analysis) isVoidClass(s slotID) bool {
	r := a.find(s)
	if v, ok := a.voidOf[r]; ok {
		return v
	}
	void := true
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.t.hasSlots() {
				continue
			}
			t := a.inst(v.t)
			switch {
			case t == ir.I8 && (v.flags&vAccess != 0 || (v.w >= wLibC && !a.slots[m].void)):
			case v.decay && t.Kind == ir.ArrayKind && t.Elem == ir.I8:
			default:
				continue
			}
			void = false
			break
		}
		if !void {
			break
		}
	}
	if a.voidOf == nil {
		a.voidOf = map[slotID]bool{}
	}
	a.voidOf[r] = void
	return void
}

// voidCopies adds w, the votes of void* neighbours through stores (a
// buffer from a generic allocator stored as a list's head), only where
// no other candidate names a type.
func (a *analysis) voidCopies(w float64, cs []cand, add func(*ir.Type, float64)) {
	if w == 0 {
		return
	}
	for _, c := range cs {
		if c.t != ir.I8 {
			return
		}
	}
	add(ir.I8, w)
}

// storedInto reports whether slot s is the memory side of store st (not
// the pointee of the pointer stored).
func (a *analysis) storedInto(st *ir.Instr, s slotID) bool {
	vt := a.vt(st.Operand(0))
	return vt == nil || vt.kind != tLeaf || vt.slot != s
}
