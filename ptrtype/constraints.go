package ptrtype

import (
	"slices"

	"github.com/irfix/irfix/ir"
)

// eq ties two value templates together: corresponding pointer leaves
// should get the same pointee.
func (a *analysis) eq(x, y *tmpl, w float64, why origin) {
	a.eqD(x, y, w, false, why, 0)
}

func (a *analysis) eqD(x, y *tmpl, w float64, decay bool, why origin, depth int) {
	if x == nil || y == nil || x == y || depth > 16 {
		return
	}
	switch {
	case x.kind == tLeaf && y.kind == tLeaf:
		if a.slots[x.slot].void || a.slots[y.slot].void {
			return
		}
		o := a.orig(why)
		a.slots[x.slot].edges = append(a.slots[x.slot].edges, edge{y.slot, w, o})
		a.slots[y.slot].edges = append(a.slots[y.slot].edges, edge{x.slot, w, o})
		a.dep(x.slot, y.slot)
		a.dep(y.slot, x.slot)
	case x.kind == tLeaf && (y.kind == tPtr || y.kind == tConcrete):
		a.leafVsPtr(x, y, w, decay, why)
	case y.kind == tLeaf && (x.kind == tPtr || x.kind == tConcrete):
		a.leafVsPtr(y, x, w, decay, why)
	case x.kind == tPtr && y.kind == tPtr:
		a.eqD(x.elem, y.elem, w, false, why, depth+1)
	case x.kind == y.kind && (x.kind == tArray || x.kind == tVector):
		a.eqD(x.elem, y.elem, w, false, why, depth+1)
	case x.kind == y.kind && (x.kind == tStruct || x.kind == tFunc) && len(x.fields) == len(y.fields):
		if x.kind == tFunc {
			a.eqD(x.ret, y.ret, w, false, why, depth+1)
		}
		for i := range x.fields {
			a.eqD(x.fields[i], y.fields[i], w, false, why, depth+1)
		}
	}
}

func (a *analysis) leafVsPtr(leaf, p *tmpl, w float64, decay bool, why origin) {
	var e *tmpl
	if p.kind == tPtr {
		e = p.elem
	} else if p.ty.Kind == ir.PointerKind && p.ty.Elem != nil {
		e = concrete(p.ty.Elem)
	}
	if e != nil {
		a.addVote(leaf.slot, e, w, decay, why)
	}
}

// pointee says the pointer with template p points to a value of template
// t.
func (a *analysis) pointee(p, t *tmpl, w float64, decay bool, why origin) {
	if p == nil || t == nil {
		return
	}
	switch p.kind {
	case tLeaf:
		a.addVote(p.slot, t, w, decay, why)
	case tPtr:
		a.eqD(p.elem, t, w, decay, why, 0)
	case tConcrete:
		if p.ty.Kind == ir.PointerKind && p.ty.Elem != nil {
			a.eqD(concrete(p.ty.Elem), t, w, decay, why, 0)
		}
	case tVector:
		// A vector of pointers (vector getelementptr, gather, scatter):
		// every lane points to t.
		a.pointee(p.elem, t, w, decay, why)
	}
}

func (a *analysis) addVote(s slotID, t *tmpl, w float64, decay bool, why origin) {
	if t.kind == tLeaf && a.slots[t.slot].void {
		return
	}
	a.slots[s].votes = append(a.slots[s].votes, a.newVote(t, w, decay, why))
	switch t.kind {
	case tBase, tConcrete: // (no slots)
	case tLeaf:
		a.dep(t.slot, s) // (most votes: without building t.slots' list)
	default:
		for _, d := range t.slots(nil) {
			a.dep(d, s)
		}
	}
}

// dep records that slot to must be recomputed when from changes.
func (a *analysis) dep(from, to slotID) {
	for len(a.deps) <= int(from) {
		a.deps = append(a.deps, nil)
	}
	a.deps[from] = append(a.deps[from], to)
}

// isAddressOfObject reports whether v is the address of a whole object
// (global variable or alloca): such pointers to arrays decay when they
// flow elsewhere.
func isAddressOfObject(v ir.Value) bool {
	switch x := v.(type) {
	case *ir.Global:
		return true
	case *ir.Instr:
		return x.Op == ir.OpAlloca || isArrayMemberAddress(x)
	}
	return false
}

// flow ties a value flowing into a destination template.
func (a *analysis) flow(dst *tmpl, v ir.Value, w float64, why origin) {
	src := a.vt(v)
	if src == nil || dst == nil {
		return
	}
	a.eqD(dst, src, w, isAddressOfObject(v), why, 0)
}

// collect walks the module and records the evidence.
func (a *analysis) collect() {
	m := a.m
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			a.paramT[p] = a.fresh(p.Typ, origin{what: "parameter", val: p, fn: f, idx: p.Index})
			if f.IsDeclaration() {
				for _, s := range a.paramT[p].slots(nil) {
					a.slots[s].decl = true
				}
			}
		}
		a.retT[f] = a.fresh(f.Sig.Ret, origin{what: "return type", val: f, fn: f})
		if f.IsDeclaration() {
			for _, s := range a.retT[f].slots(nil) {
				a.slots[s].decl = true
			}
			if isVoidPtrRuntime(f.Name) || libcProto[f.Name] != nil {
				for _, p := range f.Params {
					for _, s := range a.paramT[p].slots(nil) {
						a.slots[s].void = true
					}
				}
				for _, s := range a.retT[f].slots(nil) {
					a.slots[s].void = true
				}
			}
		}
	}
	a.markFileDecls()  // (stdiodecl.go)
	a.markAllocators() // (allocator.go)
	for _, g := range m.Globals {
		a.valueT[g] = a.fresh(g.ValueType, origin{what: "global", val: g})
		// Pointers in arrays inside a global's value get their types
		// from several initializer elements; when those disagree (a
		// table of different functions or objects) the producer wrote
		// i8*.
		for _, s := range arraySlots(a.valueT[g], false, nil) {
			a.slots[s].decl = true
		}
	}
	for _, al := range m.Aliases {
		a.valueT[al] = a.fresh(al.Typ, origin{what: "alias", val: al})
	}
	for _, ifn := range m.IFuncs {
		a.valueT[ifn] = a.fresh(ifn.Typ, origin{what: "ifunc", val: ifn})
	}
	// Instruction templates first, so forward references are stable.
	// (Only the instructions with a template: the others' is their
	// type's shared one, made when asked for.)
	for _, i := range a.walks.ptr {
		a.instrTmpl(i)
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			a.initializer(a.valueT[g], g.Init, origin{what: "initializer", val: g})
		}
	}
	a.tableEvidence()
	for _, al := range m.Aliases {
		a.flow(a.valueT[al], al.Aliasee, wFlow, origin{what: "aliasee", val: al})
	}
	a.di = newDITypes(a) // (debuginfo.go)
	for k, f := range m.Funcs {
		a.funcEvidence(f, a.walks.mems(k))
	}
	a.hints()
	a.conventions()
	a.debugInfoEvidence()
	a.tbaaMemberTies()   // (fields_tbaa.go)
	a.allocatorReturns() // (allocator.go)
}

// arraySlots returns the slots of t that sit inside an array or vector.
func arraySlots(t *tmpl, inArray bool, out []slotID) []slotID {
	if t == nil {
		return out
	}
	switch t.kind {
	case tLeaf:
		if inArray {
			out = append(out, t.slot)
		}
	case tArray, tVector:
		out = arraySlots(t.elem, true, out)
	case tPtr:
		out = arraySlots(t.elem, inArray, out)
	case tStruct, tFunc:
		out = arraySlots(t.ret, inArray, out)
		for _, f := range t.fields {
			out = arraySlots(f, inArray, out)
		}
	}
	return out
}

// initializer matches a constant against a value-type template.
func (a *analysis) initializer(t *tmpl, c ir.Constant, why origin) {
	if t == nil || c == nil {
		return
	}
	switch t.kind {
	case tLeaf, tPtr, tConcrete:
		if c.Type().IsPtr() && !selfInit(t, c, why, a.valueT[why.val]) { // (selfinit.go)
			w := float64(wFlow)
			if ce, ok := c.(*ir.ConstExpr); ok && ce.Op == ir.OpGetElementPtr && ce.ElemType != nil && ce.ElemType.IsInt(8) {
				if r, g, off := a.constMember(ce); r != nil {
					why.what = constMemberWhat(g, off) // a member's address (constmember.go)
				} else {
					w = 1 // byte arithmetic: the pointer's C type is not in it
				}
			}
			a.flow(t, c, w, why)
			if fn, ok := c.(*ir.Func); ok && t.kind == tLeaf {
				a.fnSlots = append(a.fnSlots, fnSlot{fn, t.slot})
			}
		}
	case tArray, tVector, tStruct:
		agg, ok := c.(*ir.ConstAggregate)
		if !ok {
			return
		}
		for k, e := range agg.Elems {
			if t.kind == tStruct {
				if k < len(t.fields) {
					a.initializer(t.fields[k], e, why)
				}
			} else {
				a.initializer(t.elem, e, why)
			}
		}
	case tBase:
		agg, ok := c.(*ir.ConstAggregate)
		if !ok || !holdsNamed(t.ty, 0) {
			return
		}
		for k, e := range agg.Elems {
			switch {
			case t.ty.IsNamed():
				a.initializer(a.field(t.ty, k), e, why)
			case t.ty.Kind == ir.ArrayKind || t.ty.Kind == ir.VectorKind:
				// A table of structs (SQLite's aVfs[], FuncDef arrays):
				// each element fills the named struct's fields.
				a.initializer(a.base(t.ty.Elem), e, why)
			case t.ty.Kind == ir.StructKind && k < len(t.ty.Fields):
				a.initializer(a.base(t.ty.Fields[k]), e, why)
			}
		}
	}
}

// holdsNamed reports whether t is or contains (through arrays, vectors
// and literal structs) a named struct with fields.
func holdsNamed(t *ir.Type, d int) bool {
	if t == nil || d > 8 {
		return false
	}
	switch t.Kind {
	case ir.StructKind:
		if t.Name != "" {
			return !t.Opaque && len(t.Fields) > 0
		}
		for _, f := range t.Fields {
			if holdsNamed(f, d+1) {
				return true
			}
		}
	case ir.ArrayKind, ir.VectorKind:
		return holdsNamed(t.Elem, d+1)
	}
	return false
}

var byTypeAttrs = []ir.AttrKind{ir.AttrByVal, ir.AttrSRet, ir.AttrByRef, ir.AttrInAlloca, ir.AttrPreallocated, ir.AttrElementType}

// attrEvidence: a byval/sret/... attribute says what the pointer points
// to, with weight w (wAttr at a call site, whose argument may be cast;
// wPinned on a function's own parameter, which typed IR requires to be
// exactly a pointer to the attribute's type).
func (a *analysis) attrEvidence(p *tmpl, s ir.AttrSet, why origin, w float64) {
	for _, k := range byTypeAttrs {
		if at, ok := s.Get(k); ok && at.Type != nil {
			wk := w
			if k == ir.AttrElementType {
				wk = wAttr
			}
			o := origin{what: k.String() + "(" + at.Type.String() + ")", instr: why.instr, val: why.val, fn: why.fn, idx: why.idx}
			a.pointee(p, a.fresh(at.Type, o), wk, false, o)
		}
	}
}

// hasByTypeAttr reports whether s has an attribute of byTypeAttrs (one
// attrEvidence reads).
func hasByTypeAttr(s ir.AttrSet) bool {
	for _, at := range s {
		if slices.Contains(byTypeAttrs, at.Kind) {
			return true
		}
	}
	return false
}

// funcEvidence collects f's evidence; mems are its loads and stores.
func (a *analysis) funcEvidence(f *ir.Func, mems []*ir.Instr) {
	for i, p := range f.Params {
		a.attrEvidence(a.paramT[p], f.Attrs.Param(i), origin{what: "parameter attribute", val: p, fn: f, idx: i}, wPinned)
	}
	a.byteKinds = byteKinds(mems, a.byteKinds) // (bytes.go)
	f.Instrs(func(i *ir.Instr) {
		a.instrEvidence(f, i)
		a.byteAccessEvidence(f, i)
		a.byteFieldAccess(f, i)
		a.zeroOffsetFieldAccess(f, i) // (zerofield.go)
		a.gepByteFieldAccess(f, i)    // (gepbytes.go)
		a.pointerWords(f, i)          // (ptrwords.go)
		if a.di != nil {
			a.di.instr(f, i)
		}
	})
	if f.Personality != nil {
		a.vt(f.Personality)
	}
}

func (a *analysis) instrEvidence(f *ir.Func, i *ir.Instr) {
	if a.steppedAccess(f, i) { // (steppedmember.go: tied to the enclosing struct's member instead)
		return
	}
	o := origin{what: i.Op.String(), instr: i, fn: f}
	ops := i.Operands()
	switch i.Op {
	case ir.OpLoad:
		a.pointee(a.vt(ops[0]), a.instrTmpl(i), accessWeight(i.Typ), false, o)
	case ir.OpStore:
		if vt := a.vt(ops[0]); vt != nil {
			a.pointee(a.vt(ops[1]), vt, storeWeight(ops[0], accessWeight(ops[0].Type())), isAddressOfObject(ops[0]), o) // (bytestore.go)
			// A function stored into a function-pointer field (a
			// walker's callback) is a callback of that field's type.
			if fn, ok := ops[0].(*ir.Func); ok {
				if pt := a.vt(ops[1]); pt != nil && pt.kind == tPtr && pt.elem != nil && pt.elem.kind == tLeaf {
					a.fnSlots = append(a.fnSlots, fnSlot{fn, pt.elem.slot})
				}
			}
		} else if !ops[0].Type().IsPtr() && !hasPtr(ops[0].Type()) {
			a.pointee(a.vt(ops[1]), baseT(ops[0].Type()), accessWeight(ops[0].Type()), false, o)
		} else {
			// A null/undef pointer stored: the slot holds a pointer,
			// of a type nothing here names (not "no evidence").
			nt := a.fresh(ops[0].Type(), o)
			nt.nullish = true
			a.pointee(a.vt(ops[1]), nt, wAccess, false, o)
		}
	case ir.OpGetElementPtr:
		w := float64(wAccess)
		if isByteGEP(i) && !a.oldByteGEPs() { // (producer.go: a char*'s p + n before LLVM 18)
			if _, c := ops[1].(*ir.ConstInt); !c {
				w = wByteGEP // scaled byte addressing: see bytes.go
			}
		}
		a.pointee(a.vt(ops[0]), a.elemT[i], w, false, o)
		a.coercedView(i, o) // (cxx_coerce.go)
	case ir.OpAtomicRMW:
		if vt := a.vt(ops[1]); vt != nil {
			a.pointee(a.vt(ops[0]), vt, wAccess, false, o)
		} else {
			a.pointee(a.vt(ops[0]), baseT(ops[1].Type()), wAccess, false, o)
		}
	case ir.OpCmpXchg:
		if vt := a.vt(ops[1]); vt != nil {
			a.pointee(a.vt(ops[0]), vt, wAccess, false, o)
			a.flow(vt, ops[2], wFlow, o)
		} else {
			a.pointee(a.vt(ops[0]), baseT(ops[1].Type()), wAccess, false, o)
		}
	case ir.OpVAArg:
		a.pointee(a.vt(ops[0]), baseT(ir.I8), wFlow, false, o)
	case ir.OpRet:
		if len(ops) == 1 {
			a.flow(a.retT[f], ops[0], wFlow, o)
		}
	case ir.OpPhi:
		for _, v := range ops {
			a.flow(a.instrTmpl(i), v, wFlow, o)
		}
	case ir.OpSelect:
		a.flow(a.instrTmpl(i), ops[1], wFlow, o)
		a.flow(a.instrTmpl(i), ops[2], wFlow, o)
	case ir.OpICmp:
		if ops[0].Type().IsPtr() {
			a.eqD(a.vt(ops[0]), a.vt(ops[1]), wCompare, decays(ops[0], ops[1]), o, 0) // (copies.go)
		}
	case ir.OpSub:
		a.pointerDifference(ops, o) // (copies.go)
	case ir.OpAddrSpaceCast:
		src, dst := a.vt(ops[0]), a.instrTmpl(i)
		if src != nil && dst != nil && dst.kind == tLeaf {
			switch src.kind {
			case tLeaf:
				x, y := src.slot, dst.slot
				op := a.orig(o)
				a.slots[x].edges = append(a.slots[x].edges, edge{y, wAccess, op})
				a.slots[y].edges = append(a.slots[y].edges, edge{x, wAccess, op})
				a.dep(x, y)
				a.dep(y, x)
			case tPtr:
				a.addVote(dst.slot, src.elem, wAccess, false, o)
			}
		}
	case ir.OpInsertValue:
		idx := make([]int64, len(i.Indices()))
		for k, x := range i.Indices() {
			idx[k] = int64(x)
		}
		if at := a.vt(ops[0]); at != nil {
			if ft, _ := a.index(at, ops[0].Type(), idx); ft != nil {
				a.flow(ft, ops[1], wFlow, o)
			}
		}
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		a.callEvidence(f, i, o)
	case ir.OpExtractElement:
		a.flow(a.instrTmpl(i), ops[0], wFlow, o)
	case ir.OpShuffleVector:
		// Both inputs have the result's element type.
		a.flow(a.instrTmpl(i), ops[0], wFlow, o)
		if rt := a.instrTmpl(i); rt != nil && rt.kind == tVector {
			if v1 := a.vt(ops[1]); v1 != nil && v1.kind == tVector {
				a.eqD(rt.elem, v1.elem, wAccess, false, o, 0)
			}
		}
	case ir.OpInsertElement:
		a.flow(a.instrTmpl(i), ops[0], wFlow, o)
		if rt := a.instrTmpl(i); rt != nil && rt.kind == tVector {
			a.flow(rt.elem, ops[1], wAccess, o)
		}
	}
}

func hasPtr(t *ir.Type) bool { return containsPtr(t, 0) }

// containsPtr reports whether type t has a pointer in it, not entering
// named structs (their members are slots of their own).
func containsPtr(t *ir.Type, d int) bool { return ptrInside(t, d, false) }

// carriesPtr reports whether type t has a pointer in it, named structs
// entered.
func carriesPtr(t *ir.Type, d int) bool { return ptrInside(t, d, true) }

func ptrInside(t *ir.Type, d int, named bool) bool {
	if t == nil || d > 8 {
		return false
	}
	switch t.Kind {
	case ir.PointerKind:
		return true
	case ir.ArrayKind, ir.VectorKind:
		return ptrInside(t.Elem, d+1, named)
	case ir.StructKind:
		if t.Name != "" && !named {
			return false
		}
		for _, f := range t.Fields {
			if ptrInside(f, d+1, named) {
				return true
			}
		}
	}
	return false
}

func (a *analysis) callEvidence(f *ir.Func, i *ir.Instr, o origin) {
	callee := i.Callee()
	args := i.Args()
	attrs := i.Attrs()
	for k := range args {
		s := attrs.Param(k)
		if !hasByTypeAttr(s) {
			// attrEvidence finds nothing in s: of the argument's
			// template only the making matters, which only a constant
			// expression met for the first time does here (its slots
			// are numbered in the order they are made).
			if ce, ok := args[k].(*ir.ConstExpr); ok {
				a.vt(ce)
			}
			continue
		}
		ao := o
		ao.idx = k
		a.attrEvidence(a.vt(args[k]), s, ao, wAttr)
	}
	if cf, ok := callee.(*ir.Func); ok {
		if cf.IsIntrinsic() {
			return // typed intrinsics take i8* (or their own types); the call casts
		}
		n := len(cf.Params)
		if len(args) < n {
			n = len(args)
		}
		proto := libcProto[cf.Name]
		for k := 0; k < n; k++ {
			ao := o
			ao.idx = k
			ao.what = "argument"
			a.flow(a.paramT[cf.Params[k]], args[k], wFlow, ao)
			// A function passed for a function-pointer parameter is a
			// callback of that parameter's type.
			if fn, ok := args[k].(*ir.Func); ok && !cf.IsDeclaration() {
				if pt := a.paramT[cf.Params[k]]; pt != nil && pt.kind == tLeaf {
					a.fnSlots = append(a.fnSlots, fnSlot{fn, pt.slot})
				}
			}
			// A function passed where a C library prototype wants a
			// function pointer has that prototype's type (qsort's
			// comparator takes const void*).
			if fn, ok := args[k].(*ir.Func); ok && proto != nil && k < len(proto.Params()) {
				if pt := proto.Params()[k]; pt.Kind == ir.PointerKind && pt.Elem != nil && pt.Elem.Kind == ir.FuncKind && pt.Elem.Opaqued() == fn.Sig {
					a.matchW(a.funcT(fn), pt.Elem, wLibC, origin{what: "passed to " + cf.Name + " as " + pt.String(), instr: i, fn: f})
				}
			}
			a.attrEvidence(a.vt(args[k]), cf.Attrs.Param(k), ao, wAttr)
		}
		if i.HasResult() && (cf.Sig != i.ElemType || !isVoidPtrRuntime(cf.Name)) {
			a.eq(a.instrTmpl(i), a.retT[cf], wFlow, o)
		}
		return
	}
	if _, ok := callee.(*ir.InlineAsm); ok {
		return
	}
	// Indirect call: the callee points to the call's function type.
	ft := i.ElemType
	if ft == nil || ft.Kind != ir.FuncKind {
		return
	}
	ps := make([]*tmpl, len(ft.Params()))
	for k, pt := range ft.Params() {
		var t *tmpl
		if k < len(args) {
			t = a.steppedArg(args[k]) // (steppedmember.go)
		}
		if t == nil && k < len(args) && !memberByBytes(args[k]) { // (fields_bytearg.go)
			t = decayedArg(args[k], a.vt(args[k])) // (calldecay.go)
		}
		if t == nil {
			t = a.fresh(pt, o)
		}
		ps[k] = t
	}
	fnT := &tmpl{kind: tFunc, ty: ft, ret: a.instrTmpl(i), fields: ps}
	if fnT.ret == nil {
		fnT.ret = baseT(ft.Ret)
	}
	a.elemT[i] = fnT
	co := o
	co.what = "indirect call"
	a.pointee(a.vt(callee), fnT, wFlow, false, co)
}
