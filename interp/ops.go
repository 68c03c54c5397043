package interp

import (
	"math/big"

	"github.com/irfix/irfix/ir"
)

// Generic (slow-path) operations on values of any first-class type. The
// interpreter's hot loop handles plain 64-bit-or-less scalars inline and
// falls back to these; constant expressions are folded with them too.

// binop applies a binary operator to scalars or, lane by lane, vectors.
func (m *Machine) binop(op ir.Opcode, flags ir.Flags, t *ir.Type, a, b V) (V, error) {
	if t.Kind == ir.VectorKind {
		n := int(t.Len)
		ea, eb := expand(a, n), expand(b, n)
		out := make([]V, n)
		for i := range out {
			r, err := m.binop(op, flags, t.Elem, ea[i], eb[i])
			if err != nil {
				return V{}, err
			}
			out[i] = r
		}
		return aggV(out), nil
	}
	if op.IsFloatOp() {
		return floatBin(op, t, a, b)
	}
	if t.Kind != ir.IntKind {
		return V{}, unsupported("%s on %s", op, t)
	}
	return intBin(op, flags, t.Bits, a, b)
}

// unop applies fneg.
func (m *Machine) fneg(t *ir.Type, a V) (V, error) {
	if t.Kind == ir.VectorKind {
		ea := expand(a, int(t.Len))
		out := make([]V, len(ea))
		for i := range out {
			r, err := floatNeg(t.Elem, ea[i])
			if err != nil {
				return V{}, err
			}
			out[i] = r
		}
		return aggV(out), nil
	}
	return floatNeg(t, a)
}

// compare implements icmp and fcmp on scalars and vectors.
func (m *Machine) compare(p ir.Pred, flags ir.Flags, t *ir.Type, a, b V) (V, error) {
	if t.Kind == ir.VectorKind {
		n := int(t.Len)
		ea, eb := expand(a, n), expand(b, n)
		out := make([]V, n)
		for i := range out {
			r, err := m.compare(p, flags, t.Elem, ea[i], eb[i])
			if err != nil {
				return V{}, err
			}
			out[i] = r
		}
		return aggV(out), nil
	}
	if p.IsInt() {
		return icmpScalar(p, m.scalarBits(t), flags, a, b), nil
	}
	return fcmpScalar(p, t, a, b)
}

// cast implements every cast instruction.
func (m *Machine) cast(op ir.Opcode, flags ir.Flags, from, to *ir.Type, v V) (V, error) {
	if op == ir.OpBitCast {
		return m.bitcast(from, to, v)
	}
	if from.Kind == ir.VectorKind {
		n := int(from.Len)
		ev := expand(v, n)
		out := make([]V, n)
		for i := range out {
			r, err := m.cast(op, flags, from.Elem, to.Elem, ev[i])
			if err != nil {
				return V{}, err
			}
			out[i] = r
		}
		return aggV(out), nil
	}
	if v.isPoison() {
		return v, nil
	}
	switch op {
	case ir.OpTrunc:
		w, tw := from.Bits, to.Bits
		var r V
		if w > 64 {
			if v.bad() {
				return undefV(), nil
			}
			x := v.bigOf()
			r = normBig(new(big.Int).And(x, new(big.Int).Sub(pow2(tw), big.NewInt(1))))
			if flags&ir.FlagNUW != 0 && x.Cmp(r.bigOf()) != 0 {
				return poisonV(), nil
			}
			if flags&ir.FlagNSW != 0 && toSigned(x, w).Cmp(toSigned(r.bigOf(), tw)) != 0 {
				return poisonV(), nil
			}
			return r, nil
		}
		u := v.U & mask(tw)
		if v.undefMask(w) == 0 {
			if flags&ir.FlagNUW != 0 && v.U&mask(w) != u {
				return poisonV(), nil
			}
			if flags&ir.FlagNSW != 0 && sext(v.U, w) != sext(u, tw) {
				return poisonV(), nil
			}
		}
		return withUndef(u, v.undefMask(w)&mask(tw)), nil
	case ir.OpZExt, ir.OpSExt:
		w, tw := from.Bits, to.Bits
		if v.bad() && w > 64 {
			return undefV(), nil
		}
		if op == ir.OpZExt && flags&ir.FlagNNeg != 0 && !v.bad() && v.bigOf().Bit(int(w-1)) == 1 {
			return poisonV(), nil
		}
		if op == ir.OpZExt {
			if tw <= 64 {
				return withUndef(v.U&mask(w), v.undefMask(w)), nil
			}
			if v.bad() {
				return undefV(), nil
			}
			return normBig(v.bigOf()), nil
		}
		if w <= 64 && tw <= 64 {
			um := v.undefMask(w)
			if um>>(w-1)&1 != 0 {
				um |= mask(tw) &^ mask(w)
			}
			return withUndef(uint64(sext(v.U, w))&mask(tw), um), nil
		}
		if v.bad() {
			return undefV(), nil
		}
		return normBig(wrapBig(toSigned(v.bigOf(), w), tw)), nil
	case ir.OpFPTrunc, ir.OpFPExt:
		ff, tf := fmtOf(from), fmtOf(to)
		if ff == nil || tf == nil {
			return V{}, unsupported("%s from %s to %s", op, from, to)
		}
		if v.bad() {
			return undefV(), nil
		}
		return V{U: convertFloat(ff, tf, v.U)}, nil
	case ir.OpFPToSI, ir.OpFPToUI:
		ff := fmtOf(from)
		if ff == nil {
			return V{}, unsupported("%s from %s", op, from)
		}
		if v.bad() {
			return undefV(), nil
		}
		return fpToInt(op == ir.OpFPToSI, ff, to.Bits, v.U), nil
	case ir.OpSIToFP, ir.OpUIToFP:
		tf := fmtOf(to)
		if tf == nil {
			return V{}, unsupported("%s to %s", op, to)
		}
		if v.bad() {
			return undefV(), nil
		}
		if op == ir.OpUIToFP && flags&ir.FlagNNeg != 0 && v.bigOf().Bit(int(from.Bits-1)) == 1 {
			return poisonV(), nil
		}
		return V{U: intToFP(op == ir.OpSIToFP, from.Bits, v, tf)}, nil
	case ir.OpPtrToInt, ir.OpPtrToAddr, ir.OpIntToPtr, ir.OpAddrSpaceCast:
		fw, tw := m.scalarBits(from), m.scalarBits(to)
		if v.bad() {
			return withUndef(v.U&mask(tw), mask(tw)), nil
		}
		if fw > 64 {
			return V{U: v.bigOf().Uint64() & mask(tw)}, nil
		}
		if tw > 64 {
			return V{U: v.U & mask(fw)}, nil
		}
		return V{U: v.U & mask(fw) & mask(tw)}, nil
	}
	return V{}, unsupported("cast %s from %s to %s", op, from, to)
}

// bitcast reinterprets the bits of v. Same-width scalars keep their bits;
// anything involving vectors goes through memory with the datalayout.
func (m *Machine) bitcast(from, to *ir.Type, v V) (V, error) {
	if from == to || (from.Kind == ir.PointerKind && to.Kind == ir.PointerKind) {
		return v, nil
	}
	if v.isPoison() && from.Kind != ir.VectorKind {
		return v, nil
	}
	if from.Kind != ir.VectorKind && to.Kind != ir.VectorKind {
		w := m.scalarBits(from)
		if w <= 64 {
			um := v.undefMask(w)
			if um != 0 && to.Kind != ir.IntKind {
				return undefV(), nil
			}
			if um != 0 && from.Kind != ir.IntKind {
				um = mask(w)
			}
			return withUndef(v.U&mask(w), um), nil
		}
		return v, nil
	}
	n, err := m.layout.StoreSize(from)
	if err != nil {
		return V{}, unsupported("bitcast from %s: %v", from, err)
	}
	o := &object{data: make([]byte, n+8)}
	if err := m.encode(from, v, o, 0); err != nil {
		return V{}, err
	}
	return m.decode(to, o, 0)
}

// selectV implements select on scalars and vectors of conditions.
func selectV(ct *ir.Type, c, a, b V, n int) V {
	if ct.Kind == ir.VectorKind {
		ec, ea, eb := expand(c, n), expand(a, n), expand(b, n)
		out := make([]V, n)
		for i := range out {
			out[i] = selectV(ct.Elem, ec[i], ea[i], eb[i], 0)
		}
		return aggV(out)
	}
	if c.isPoison() {
		return poisonV()
	}
	if c.bad() {
		return undefV()
	}
	if c.U&1 != 0 {
		return a
	}
	return b
}

// gepGeneric computes a getelementptr with any operand shapes (vector
// bases or indices, wide indices, non-constant struct indices are errors).
func (m *Machine) gepGeneric(elemTy *ir.Type, flags ir.Flags, resTy *ir.Type, base V, baseTy *ir.Type, idx []V, idxTy []*ir.Type) (V, error) {
	// Vector GEP: compute lane by lane.
	lanes := 0
	if resTy.Kind == ir.VectorKind {
		lanes = int(resTy.Len)
	}
	if lanes > 0 {
		out := make([]V, lanes)
		bl := func(i int) (V, *ir.Type) {
			if baseTy.Kind == ir.VectorKind {
				return expand(base, lanes)[i], baseTy.Elem
			}
			return base, baseTy
		}
		for l := 0; l < lanes; l++ {
			b, bt := bl(l)
			li := make([]V, len(idx))
			lt := make([]*ir.Type, len(idx))
			for k := range idx {
				if idxTy[k].Kind == ir.VectorKind {
					li[k] = expand(idx[k], lanes)[l]
					lt[k] = idxTy[k].Elem
				} else {
					li[k], lt[k] = idx[k], idxTy[k]
				}
			}
			r, err := m.gepGeneric(elemTy, flags, resTy.Elem, b, bt, li, lt)
			if err != nil {
				return V{}, err
			}
			out[l] = r
		}
		return aggV(out), nil
	}
	if base.isPoison() && base.X != poisonGEPX {
		return base, nil
	}
	ptrBits := m.scalarBits(baseTy)
	addr := base.U
	bad := base.bad() && base.X != poisonGEPX
	t := elemTy
	for k, iv := range idx {
		if iv.isPoison() {
			return poisonV(), nil
		}
		if iv.bad() {
			bad = true
		}
		w := idxTy[k].Bits
		var i int64
		if w > 64 {
			i = toSigned(iv.bigOf(), w).Int64()
		} else {
			i = sext(iv.U, w)
		}
		if k == 0 {
			sz, err := m.layout.Size(t)
			if err != nil {
				return V{}, unsupported("getelementptr over %s: %v", t, err)
			}
			addr += uint64(i) * sz
			continue
		}
		switch t.Kind {
		case ir.StructKind:
			off, err := m.layout.FieldOffset(t, int(i))
			if err != nil {
				return V{}, unsupported("getelementptr: %v", err)
			}
			addr += off
			t = t.Fields[i]
		case ir.ArrayKind, ir.VectorKind:
			t = t.Elem
			sz, err := m.layout.Size(t)
			if err != nil {
				return V{}, unsupported("getelementptr over %s: %v", t, err)
			}
			addr += uint64(i) * sz
		default:
			return V{}, unsupported("getelementptr indexes into non-aggregate type %s", t)
		}
	}
	addr &= mask(ptrBits)
	if bad {
		return withUndef(addr, ^uint64(0)), nil
	}
	if base.X == poisonGEPX || flags&ir.FlagInBounds != 0 && !m.inBounds(base.U, addr) {
		return V{U: addr, X: poisonGEPX}, nil
	}
	return V{U: addr}, nil
}

// inBounds reports whether an inbounds GEP from base to addr stays within
// (or one past the end of) base's object. Pointers not into a live data
// object (null, integers, freed memory) are not judged.
func (m *Machine) inBounds(base, addr uint64) bool {
	o := m.mem.object(base)
	if o == nil || o.freed || o.kind == objFunc {
		return true
	}
	return addr >= o.base && addr-o.base <= uint64(len(o.data))
}
