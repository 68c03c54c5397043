package ptrtype

import "github.com/irfix/irfix/ir"

// Write-only pointer slots. Clang keeps two kinds of pointers in allocas
// it never reads back as typed pointers, both typed i8*:
//
//   - the return-value pointer of a function returning through sret
//     (CodeGenFunction's ReturnValuePointer, "result.ptr": the sret
//     argument cast to i8* and stored, for the debugger), and
//   - a new-expression's allocation kept for the cleanup that frees it
//     when the constructor throws (the void* operator new returned, read
//     back only to pass it to operator delete).
//
// In opaque IR the stored value is the sret parameter or the allocator's
// result itself, and the store ties the slot to it through memory: the
// class's type (the sret's, or the constructed object's) would win, and
// typed IR would need a cast that the producer did not write. An alloca
// that is only stored to (or read back only for void* runtime calls), and
// only with such values, holds the i8* the producer wrote; like a void*
// parameter of the C library, it is detached from what is stored in it
// (the same allocation also goes to typed locals).

// wSpill is the weight of that convention: above the memory tie of the
// store (wAccess), which is the only other evidence such a slot has.
const wSpill = wLibC

// spillSlots adds the evidence for clang's write-only i8* slots.
func (a *analysis) spillSlots() {
	for k, f := range a.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		var sret *ir.Param
		if len(f.Params) > 0 && f.Attrs.Param(0).Has(ir.AttrSRet) {
			sret = f.Params[0]
		} else if len(f.Params) > 1 && f.Attrs.Param(1).Has(ir.AttrSRet) {
			sret = f.Params[1]
		}
		for _, i := range a.walks.ptrs(k) { // (every alloca has a template)
			if i.Op != ir.OpAlloca || !i.ElemType.IsPtr() {
				continue
			}
			what := spillKind(i, sret, a.caught)
			if what == "" {
				continue
			}
			a.instrTmpl(i)
			if t := a.elemT[i]; t != nil && t.kind == tLeaf {
				why := origin{what: "clang convention: " + what + " is kept in an i8* slot it never reads as another type", instr: i, fn: f}
				a.addVote(t.slot, baseT(ir.I8), wSpill, false, why)
				a.detach(t.slot)
			}
		}
	}
}

// spillKind says which write-only slot alloca al is ("" for none): every
// use stores into it (the sret parameter, or the result of a void*
// runtime allocator such as operator new) or loads from it a value that
// only void* runtime functions receive.
//
// The object a typed handler caught (catch (X& e): caught holds its
// __cxa_begin_catch) is no such value: clang casts it to X* and the
// reference's slot is an X**.
func spillKind(al *ir.Instr, sret *ir.Param, caught map[*ir.Instr]bool) string {
	what := ""
	stores := 0
	for _, u := range al.Uses() {
		x := u.User
		switch {
		case x.Op == ir.OpStore && u.Index == 1:
			v := x.Operands()[0]
			var k string
			switch s := v.(type) {
			case *ir.Param:
				if s == sret && sret != nil {
					k = "the sret return pointer"
				}
			case *ir.Instr:
				if s.Op.IsCallLike() && !caught[s] {
					if cf := s.CalledFunc(); cf != nil && libcVoidPtr[cf.Name] {
						k = "the void* " + cf.Name + " returned"
					}
				}
			}
			if k == "" || (what != "" && what != k) {
				return ""
			}
			what = k
			stores++
		case x.Op == ir.OpLoad && u.Index == 0:
			if !onlyVoidRuntimeArgs(x) {
				return ""
			}
		default:
			return ""
		}
	}
	if stores == 0 {
		return ""
	}
	return what
}

// onlyVoidRuntimeArgs reports whether every use of v passes it to a
// function whose pointers are all void* (operator delete, free, ...).
func onlyVoidRuntimeArgs(v *ir.Instr) bool {
	for _, u := range v.Uses() {
		x := u.User
		if !x.Op.IsCallLike() {
			return false
		}
		cf := x.CalledFunc()
		if cf == nil || !libcVoidPtr[cf.Name] || x.Callee() == ir.Value(v) {
			return false
		}
	}
	return true
}

// detach makes slot s a void* slot: the pointers stored in it are
// converted implicitly, so its ties through memory say nothing about
// them, nor they about it.
func (a *analysis) detach(s slotID) {
	a.slots[s].void = true
	for _, e := range a.slots[s].edges {
		es := a.slots[e.to].edges[:0]
		for _, x := range a.slots[e.to].edges {
			if x.to != s {
				es = append(es, x)
			}
		}
		a.slots[e.to].edges = es
	}
	a.slots[s].edges = nil
}
