package upgrade

import (
	"github.com/irfix/irfix/ir"
)

// opaquer converts a typed module to opaque pointers in place.
type opaquer struct {
	m     *ir.Module
	h     *ir.TypedHints
	cache map[ir.Constant]ir.Constant
	folds int
	// todo is scan's answer for the typed module run converts: which
	// functions the steps after step 2 have work in, once converted
	// (recorded as run goes, instead of one more walk each).
	todo map[*ir.Func]work
}

func ensureHints(m *ir.Module) *ir.TypedHints {
	if m.Hints == nil {
		m.Hints = &ir.TypedHints{}
	}
	h := m.Hints
	if h.Values == nil {
		h.Values = map[ir.Value]*ir.Type{}
	}
	if h.Structs == nil {
		h.Structs = map[*ir.Type][]*ir.Type{}
	}
	if h.Instrs == nil {
		h.Instrs = map[*ir.Instr]*ir.Type{}
	}
	return h
}

func (o *opaquer) hint(v ir.Value, t *ir.Type) {
	if o.h != nil && t != nil && t.HasTypedPointers() {
		o.h.Values[v] = t
	}
}

// run converts a typed module (o.h set), everything; o.folds counts the
// folded cast instructions.
func (o *opaquer) run() {
	m := o.m
	for _, t := range m.Types {
		if t.Opaque {
			continue
		}
		changed := false
		fs := make([]*ir.Type, len(t.Fields))
		for i, f := range t.Fields {
			fs[i] = f.Opaqued()
			changed = changed || fs[i] != f
		}
		if changed && o.h != nil {
			o.h.Structs[t] = append([]*ir.Type(nil), t.Fields...)
			t.SetBody(t.Packed, fs...)
		}
	}
	for _, g := range m.Globals {
		o.hint(g, g.Typ)
		g.Typ = g.Typ.Opaqued()
		g.ValueType = g.ValueType.Opaqued()
		g.Attrs = opaqueAttrSet(g.Attrs)
	}
	for _, a := range m.Aliases {
		o.hint(a, a.Typ)
		a.Typ = a.Typ.Opaqued()
		a.ValueType = a.ValueType.Opaqued()
	}
	for _, i := range m.IFuncs {
		o.hint(i, i.Typ)
		i.Typ = i.Typ.Opaqued()
		i.ValueType = i.ValueType.Opaqued()
	}
	for _, f := range m.Funcs {
		o.hint(f, f.Typ)
		f.Typ = f.Typ.Opaqued()
		f.Sig = f.Sig.Opaqued()
		for _, p := range f.Params {
			o.hint(p, p.Typ)
			if t := p.Typ.Opaqued(); t != p.Typ {
				p.Typ = t
			}
		}
		f.Attrs, _ = opaqueAttrList(f.Attrs)
	}
	// Constants after every global value has its opaque type.
	for _, g := range m.Globals {
		g.Init = o.constant(g.Init)
	}
	for _, a := range m.Aliases {
		a.Aliasee = o.constant(a.Aliasee)
	}
	for _, i := range m.IFuncs {
		i.Resolver = o.constant(i.Resolver)
	}
	o.todo = map[*ir.Func]work{}
	for _, f := range m.Funcs {
		f.Personality, f.Prefix, f.Prologue = o.constant(f.Personality), o.constant(f.Prefix), o.constant(f.Prologue)
		var w work
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				o.instr(i)
				w |= instrWork(i)
			}
		}
		if w != 0 {
			o.todo[f] = w
		}
	}
	for _, f := range m.Funcs {
		// instrWork found every ptr→ptr bitcast as the loop above went:
		// a function without one has nothing to fold, and skipping it
		// saves a walk over its instructions.
		if o.todo[f]&workCasts != 0 && o.foldCasts(f) > 0 {
			o.todo[f] |= workDbg // (as in scan)
		}
	}
	o.metadata()
}

func (o *opaquer) instr(i *ir.Instr) {
	o.hint(i, i.Typ)
	// Pointer fields are written only when they change: the collection
	// that starts when the input is ready (cmd/irfix's gcFloor) marks
	// the module while this pass runs, and each pointer store then goes
	// through the write barrier, also the many that store the same type.
	if t := i.Typ.Opaqued(); t != i.Typ {
		i.Typ = t
	}
	if i.ElemType != nil {
		if o.h != nil && i.ElemType.HasTypedPointers() {
			o.h.Instrs[i] = i.ElemType
		}
		if t := i.ElemType.Opaqued(); t != i.ElemType {
			i.ElemType = t
		}
	}
	if i.Op.IsCallLike() {
		if l, changed := opaqueAttrList(i.Attrs()); changed {
			i.SetAttrs(l)
		}
	}
	for n, v := range i.Operands() {
		switch x := v.(type) {
		case ir.Constant:
			if nc := o.constant(x); nc != x {
				i.SetOperand(n, nc)
			}
		case *ir.InlineAsm:
			// An inline-asm callee carries the call's function type, which
			// becomes opaque with the call's.
			if x.FuncType != nil && x.FuncType.HasTypedPointers() {
				na := *x
				na.FuncType = x.FuncType.Opaqued()
				i.SetOperand(n, &na)
			}
		}
	}
	for k := range i.Bundles() {
		for j, v := range i.Bundles()[k].Inputs {
			if c, ok := v.(ir.Constant); ok {
				i.Bundles()[k].Inputs[j] = o.constant(c)
			}
		}
	}
}

// foldCasts removes ptr→ptr bitcast instructions of f, recording hints;
// it returns how many it removed.
func (o *opaquer) foldCasts(f *ir.Func) int {
	n := o.folds
	chain := map[*ir.Instr]*ir.FoldedCast{} // cast → the folded cast it casts
	var folded map[*ir.Instr]ir.Value       // cast → its source, for the metadata uses
	for _, b := range f.Blocks {
		var casts []*ir.Instr
		for _, i := range b.Instrs {
			if isPtrPtrBitCast(i) {
				casts = append(casts, i)
			}
		}
		if len(casts) == 0 {
			continue
		}
		for _, c := range casts {
			src := c.Operand(0)
			var typed *ir.Type
			if o.h != nil {
				typed = o.h.Values[c]
				delete(o.h.Values, c)
			}
			// The instruction after the cast that is not itself folded.
			var before *ir.Instr
			for k := c.Index() + 1; k < len(b.Instrs); k++ {
				if !isPtrPtrBitCast(b.Instrs[k]) {
					before = b.Instrs[k]
					break
				}
			}
			fc := &ir.FoldedCast{Src: src, Typed: typed, Name: c.Name, Block: b, Before: before,
				Users: append([]ir.Use(nil), c.Uses()...), MD: c.MD, Of: chain[c]}
			for _, u := range c.Uses() {
				if isPtrPtrBitCast(u.User) {
					chain[u.User] = fc
				}
			}
			if typed != nil && o.h != nil {
				o.h.Casts = append(o.h.Casts, fc)
			}
			ir.ReplaceAllUsesWith(c, src)
			if folded == nil {
				folded = map[*ir.Instr]ir.Value{}
			}
			folded[c] = src
			c.Erase()
			o.folds++
		}
	}
	f.ReplaceMetadataUses(folded) // debug records and metadata arguments
	return o.folds - n
}

func isPtrPtrBitCast(i *ir.Instr) bool {
	return i.Op == ir.OpBitCast && i.Typ.IsPtr() && i.Operand(0).Type().IsPtr() &&
		i.Typ.AddrSpace == i.Operand(0).Type().AddrSpace
}

// constant returns c with opaque types and ptr→ptr bitcasts folded.
func (o *opaquer) constant(c ir.Constant) ir.Constant {
	if c == nil {
		return nil
	}
	if r, ok := o.cache[c]; ok {
		return r
	}
	r := o.constant1(c)
	o.cache[c] = r
	return r
}

func (o *opaquer) constant1(c ir.Constant) ir.Constant {
	switch x := c.(type) {
	case *ir.ConstNull:
		if t := x.Typ.Opaqued(); t != x.Typ {
			return ir.Null(t)
		}
	case *ir.Undef:
		if t := x.Typ.Opaqued(); t != x.Typ {
			return &ir.Undef{Typ: t}
		}
	case *ir.Poison:
		if t := x.Typ.Opaqued(); t != x.Typ {
			return &ir.Poison{Typ: t}
		}
	case *ir.ConstAggregate:
		t := x.Typ.Opaqued()
		els := make([]ir.Constant, len(x.Elems))
		changed := t != x.Typ
		for i, e := range x.Elems {
			els[i] = o.constant(e)
			changed = changed || els[i] != e
		}
		if changed {
			return &ir.ConstAggregate{Typ: t, Elems: els}
		}
	case *ir.ConstSplat:
		t, e := x.Typ.Opaqued(), o.constant(x.Elem)
		if t != x.Typ || e != x.Elem {
			return &ir.ConstSplat{Typ: t, Elem: e}
		}
	case *ir.ConstExpr:
		ops := make([]ir.Constant, len(x.Operands))
		changed := false
		for i, e := range x.Operands {
			ops[i] = o.constant(e)
			changed = changed || ops[i] != e
		}
		if x.Op == ir.OpBitCast && len(ops) == 1 && x.Typ.IsPtr() && ops[0].Type().IsPtr() &&
			x.Typ.AddrSpace == ops[0].Type().AddrSpace {
			return ops[0]
		}
		t := x.Typ.Opaqued()
		var et *ir.Type
		if x.ElemType != nil {
			et = x.ElemType.Opaqued()
		}
		if changed || t != x.Typ || et != x.ElemType {
			n := *x
			n.Operands, n.Typ, n.ElemType = ops, t, et
			return &n
		}
	case *ir.BlockAddress:
		if t := x.Typ.Opaqued(); t != x.Typ {
			n := *x
			n.Typ = t
			return &n
		}
	case *ir.ConstPtrAuth:
		n := *x
		n.Ptr, n.Key, n.Disc, n.AddrDisc = o.constant(x.Ptr), o.constant(x.Key), o.constant(x.Disc), o.constant(x.AddrDisc)
		n.DeactivationSymbol = o.constant(x.DeactivationSymbol)
		if n != *x {
			return &n
		}
	}
	return c
}

// metadata rewrites constants wrapped in metadata reachable from the
// module (named metadata, attachments, metadata arguments, records).
func (o *opaquer) metadata() { o.m.WalkMetadata(nil, o.valueMD) }

func (o *opaquer) valueMD(x *ir.ValueAsMetadata) {
	if c, ok := x.V.(ir.Constant); ok {
		nc := o.constant(c)
		// A typed null/undef in metadata (`metadata double* null`)
		// gets its own constant, so the hint can say its type.
		if o.h != nil && nc != c && c.Type().HasTypedPointers() {
			switch nc.(type) {
			case *ir.ConstNull:
				nc = ir.Null(nc.Type())
				o.h.Values[nc] = c.Type()
			case *ir.Undef:
				nc = &ir.Undef{Typ: nc.Type()}
				o.h.Values[nc] = c.Type()
			case *ir.Poison:
				nc = &ir.Poison{Typ: nc.Type()}
				o.h.Values[nc] = c.Type()
			}
		}
		x.V = nc
	}
}

func opaqueAttrSet(s ir.AttrSet) ir.AttrSet {
	var out ir.AttrSet
	for i, a := range s {
		if a.Type != nil {
			if t := a.Type.Opaqued(); t != a.Type {
				if out == nil {
					out = append(ir.AttrSet(nil), s...)
				}
				out[i].Type = t
			}
		}
	}
	if out == nil {
		return s
	}
	return out
}

// opaqueAttrList returns l with opaque attribute types, and whether that
// changed anything: an unchanged list is returned as it is, without a
// new Params (a list may be shared: the bitcode reader hands out one per
// attribute list of its table).
func opaqueAttrList(l ir.AttrList) (ir.AttrList, bool) {
	out := l
	out.Fn = opaqueAttrSet(l.Fn)
	out.Ret = opaqueAttrSet(l.Ret)
	changed := !sameSet(out.Fn, l.Fn) || !sameSet(out.Ret, l.Ret)
	for i, p := range l.Params {
		if np := opaqueAttrSet(p); !sameSet(np, p) {
			if !changed || sameParams(out.Params, l.Params) {
				out.Params = append([]ir.AttrSet(nil), l.Params...)
			}
			out.Params[i] = np
			changed = true
		}
	}
	return out, changed
}

// sameSet reports whether a and b are the same slice (opaqueAttrSet
// returns its argument itself when it changes nothing).
func sameSet(a, b ir.AttrSet) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}

// sameParams reports whether a and b are the same slice of sets.
func sameParams(a, b []ir.AttrSet) bool {
	return len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0])
}
