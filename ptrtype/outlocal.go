package ptrtype

import "github.com/irfix/irfix/ir"

// A local filled by an out-parameter. `FILE *f; if (open_file(&f, path)
// != 0) return; reader_init(r, f);` passes the address of the local to
// a function that stores the pointer it makes through it: the
// parameter is a FILE**, and C passes it a FILE** only (a void** is an
// incompatible pointer type there, converted by no implicit rule), so
// the local is a FILE*. The vote does not see that: the call votes for
// the parameter, not for the local, and where the local is handed on
// as void* user data (the reader's callbacks convert it) and only its
// void* neighbours vote, it came out i8*.
//
// localsFromOutParams: a local holding one pointer whose class the vote
// decided i8 from void* evidence alone (isVoidClass: no byte read or
// written through it), or left without evidence, or decided T already,
// and whose address is passed to defined functions' parameters that the
// vote decided T** for one named struct T, agreeing, and that their
// functions store a T* through (not only their callers' echo), is a T*.
// The decision is kept when the classes around it are chosen again
// (repropagate keeps what a rule decided, also where it agreed with the
// vote: the user data's parameter, decided void* after the vote, would
// otherwise take the local back to i8*).

const whatOutLocal = "C: its address is passed where the vote decided a pointer to a pointer to a named struct (an out-parameter the callee fills), so the local holds that pointer (outlocal.go): "

func (a *analysis) localsFromOutParams() {
	for k := range a.m.Funcs {
		for _, i := range a.walks.ptrs(k) {
			if i.Op != ir.OpAlloca || i.ElemType == nil || !i.ElemType.IsPtr() {
				continue
			}
			at := a.instrTmpl(i)
			if at == nil || at.kind != tPtr || at.elem == nil || at.elem.kind != tLeaf {
				continue
			}
			x := a.find(at.elem.slot)
			cur := a.sol[x]
			if (cur != nil && cur != ir.I8 && !cur.IsNamed()) || a.slots[x].decided != "" || (cur == ir.I8 && !a.isVoidClass(x)) {
				continue
			}
			var want *ir.Type
			where := ""
			ok := true
			for _, u := range i.Uses() {
				c := u.User
				if c == nil || (c.Op != ir.OpCall && c.Op != ir.OpInvoke) {
					continue
				}
				cf, _ := c.Callee().(*ir.Func)
				arg := u.Index - 1 // (operand 0 is the callee)
				if cf == nil || cf.IsDeclaration() || arg < 0 || arg >= len(cf.Params) {
					continue
				}
				pt := a.paramT[cf.Params[arg]]
				if pt == nil || pt.kind != tLeaf {
					continue
				}
				t := a.sol[a.find(pt.slot)]
				if t == nil || t.Kind != ir.PointerKind || t.Elem == nil || !t.Elem.IsNamed() || t.Elem.Kind != ir.StructKind {
					continue
				}
				if !a.storesThrough(a.find(pt.slot)) {
					continue // (the parameter's type is its callers' echo)
				}
				if want != nil && want != t.Elem {
					ok = false
					break
				}
				want, where = t.Elem, "@"+cf.Name+" parameter "+slotName(a, pt.slot)+" is "+t.String()+"*"
			}
			if ok && want != nil && (cur == nil || cur == ir.I8 || cur == want) {
				a.decideClass(x, want, whatOutLocal+where)
			}
		}
	}
}

// storesThrough reports whether a pointer is stored through class r's
// pointers (in the callee, through the parameter): the parameter has
// evidence of its own, not only what its callers pass; not where one
// of them is a C library allocation's void* (the callee fills a void**
// its callers may convert).
func (a *analysis) storesThrough(r slotID) bool {
	found := false
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			st := v.why.instr
			if st == nil || st.Op != ir.OpStore || v.flags&vAccess == 0 {
				continue
			}
			if c, ok := st.Operand(0).(*ir.Instr); ok && c.Op == ir.OpCall {
				if cf, ok := c.Callee().(*ir.Func); ok && isVoidPtrRuntime(cf.Name) {
					return false // (malloc's void*: the callee fills a void**)
				}
			}
			found = true
		}
	}
	return found
}
