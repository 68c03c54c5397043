package ptrtype

import (
	"github.com/irfix/irfix/ir"
)

// Static pointer tables. `int *coords[] = {&pts[0].x, &pts[1].y, ...}`
// reaches the opaque module as an array of addresses into @pts —
// `ptr @pts`, `getelementptr (i8, ptr @pts, i64 20)` once LLVM has folded
// the indices into a byte offset — and each entry alone is ambiguous
// (the start of pts[2] is also the start of pts[2].x). The table as a
// whole is not: its entries all point to the one type every entry's
// offset allows, and of those the outermost that is not an array (C
// pointers to array elements are element pointers). That type is the
// table's element pointee, strongly: the producer wrote no cast.

// offsetChain returns the types that start at byte offset off inside a
// value of type t, outermost first (nil: off is inside a scalar).
func offsetChain(l *ir.Layout, t *ir.Type, off uint64) []*ir.Type {
	var out []*ir.Type
	for d := 0; d < 16; d++ {
		if off == 0 {
			out = append(out, t)
		}
		switch t.Kind {
		case ir.ArrayKind:
			es, err := l.Size(t.Elem)
			if err != nil || es == 0 || off/es >= t.Len {
				return out
			}
			off -= (off / es) * es
			t = t.Elem
		case ir.StructKind:
			if t.Opaque || len(t.Fields) == 0 {
				return out
			}
			fos, err := l.FieldOffsets(t)
			if err != nil {
				return out
			}
			k := -1
			for i, fo := range fos {
				if fo <= off {
					k = i
				}
			}
			if k < 0 {
				return out
			}
			off -= fos[k]
			t = t.Fields[k]
		default:
			if off != 0 {
				return nil
			}
			return out
		}
	}
	return out
}

// constAddress splits a constant pointer into a global variable and a
// byte offset into it (ok false for anything else).
func constAddress(l *ir.Layout, c ir.Constant) (*ir.Global, uint64, bool) {
	switch x := c.(type) {
	case *ir.Global:
		return x, 0, true
	case *ir.ConstExpr:
		if x.Op != ir.OpGetElementPtr || len(x.Operands) < 2 || x.ElemType == nil {
			return nil, 0, false
		}
		g, base, ok := constAddress(l, x.Operands[0])
		if !ok {
			return nil, 0, false
		}
		// The first index steps over the source type; the rest go in.
		t := x.ElemType
		sz, err := l.Size(t)
		if err != nil {
			return nil, 0, false
		}
		ci, ok := x.Operands[1].(*ir.ConstInt)
		if !ok || ci.Signed() < 0 {
			return nil, 0, false
		}
		off := base + uint64(ci.Signed())*sz
		for _, o := range x.Operands[2:] {
			ci, ok := o.(*ir.ConstInt)
			if !ok || ci.Signed() < 0 {
				return nil, 0, false
			}
			switch t.Kind {
			case ir.ArrayKind, ir.VectorKind:
				es, err := l.Size(t.Elem)
				if err != nil {
					return nil, 0, false
				}
				off += uint64(ci.Signed()) * es
				t = t.Elem
			case ir.StructKind:
				fo, err := l.FieldOffset(t, int(ci.Signed()))
				if err != nil || int(ci.Signed()) >= len(t.Fields) {
					return nil, 0, false
				}
				off += fo
				t = t.Fields[ci.Signed()]
			default:
				return nil, 0, false
			}
		}
		return g, off, true
	}
	return nil, 0, false
}

// tableEvidence votes, for every global array of pointers whose entries
// all address data, the pointee all entries share.
func (a *analysis) tableEvidence() {
	l, err := ir.ParseDataLayout(a.m.DataLayout)
	if err != nil {
		return
	}
	for _, g := range a.m.Globals {
		vt := g.ValueType
		agg, ok := g.Init.(*ir.ConstAggregate)
		if !ok || vt.Kind != ir.ArrayKind || !vt.Elem.IsPtr() || len(agg.Elems) < 2 {
			continue
		}
		t := a.valueT[g]
		if t == nil || t.kind != tArray || t.elem.kind != tLeaf {
			continue
		}
		var common []*ir.Type
		n := 0
		for _, e := range agg.Elems {
			if _, null := e.(*ir.ConstNull); null {
				continue
			}
			h, off, ok := constAddress(l, e)
			if !ok || h.ValueType.HasTypedPointers() {
				common = nil
				n = 0
				break
			}
			chain := offsetChain(l, h.ValueType, off)
			if n == 0 {
				common = chain
			} else {
				var keep []*ir.Type
				for _, c := range common {
					for _, x := range chain {
						if c == x {
							keep = append(keep, c)
							break
						}
					}
				}
				common = keep
			}
			n++
			if len(common) == 0 {
				break
			}
		}
		if n < 2 || len(common) == 0 {
			continue
		}
		pick := common[len(common)-1]
		for _, c := range common {
			if c.Kind != ir.ArrayKind {
				pick = c
				break
			}
		}
		if hasPtr(pick) && !pick.IsNamed() {
			continue // a pointer-holding literal type: its pointees are unknown here
		}
		why := origin{what: "static pointer table: every entry points to a " + pick.String(), val: g}
		a.addVote(t.elem.slot, a.fresh(pick, why), wSpelled, false, why)
	}
}
