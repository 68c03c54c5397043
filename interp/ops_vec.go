package interp

import (
	"github.com/irfix/irfix/ir"
)

// Vector and aggregate element operations.

func vecIndex(idx V, idxTy *ir.Type) (uint64, bool) {
	if idx.bad() {
		return 0, false
	}
	if idxTy.Bits > 64 {
		b := idx.bigOf()
		if !b.IsUint64() {
			return ^uint64(0), true
		}
		return b.Uint64(), true
	}
	return idx.U & mask(idxTy.Bits), true
}

func extractElement(vt *ir.Type, v, idx V, idxTy *ir.Type) V {
	if idx.isPoison() {
		return poisonV()
	}
	i, ok := vecIndex(idx, idxTy)
	if !ok {
		return undefV()
	}
	if i >= vt.Len {
		return poisonV()
	}
	return elemAt(v, int(i))
}

func insertElement(vt *ir.Type, v, e, idx V, idxTy *ir.Type) V {
	if idx.isPoison() {
		return poisonV()
	}
	i, ok := vecIndex(idx, idxTy)
	if !ok {
		return undefV()
	}
	if i >= vt.Len {
		return poisonV()
	}
	elems := append([]V(nil), expand(v, int(vt.Len))...)
	elems[i] = e
	return aggV(elems)
}

func shuffle(vt *ir.Type, a, b V, maskIdx []int32) V {
	n := int(vt.Len)
	ea, eb := expand(a, n), expand(b, n)
	out := make([]V, len(maskIdx))
	for i, k := range maskIdx {
		switch {
		case k < 0:
			out[i] = poisonV()
		case int(k) < n:
			out[i] = ea[k]
		case int(k) < 2*n:
			out[i] = eb[int(k)-n]
		default:
			out[i] = poisonV()
		}
	}
	return aggV(out)
}

// aggLen returns the number of elements of an aggregate or vector type.
func aggLen(t *ir.Type) int {
	if t.Kind == ir.StructKind {
		return len(t.Fields)
	}
	return int(t.Len)
}

func aggElem(t *ir.Type, i uint32) *ir.Type {
	if t.Kind == ir.StructKind {
		return t.Fields[i]
	}
	return t.Elem
}

func extractValue(v V, t *ir.Type, idx []uint32) V {
	for _, i := range idx {
		if int(i) >= aggLen(t) {
			return poisonV()
		}
		v = elemAt(v, int(i))
		t = aggElem(t, i)
	}
	return v
}

func insertValue(agg V, t *ir.Type, e V, idx []uint32) V {
	if len(idx) == 0 {
		return e
	}
	es := append([]V(nil), expand(agg, aggLen(t))...)
	i := idx[0]
	if int(i) >= len(es) {
		return poisonV()
	}
	es[i] = insertValue(es[i], aggElem(t, i), e, idx[1:])
	return aggV(es)
}
