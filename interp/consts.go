package interp

import (
	"math/big"

	"github.com/irfix/irfix/ir"
)

// constVal evaluates a constant (cached by identity).
func (m *Machine) constVal(c ir.Constant) (V, error) {
	if v, ok := m.consts[c]; ok {
		return v, nil
	}
	// A cached vector or aggregate constant lives as long as the machine.
	if n := m.valueBytes(c.Type()); n > 0 {
		if err := m.mem.charge(n); err != nil {
			return V{}, memLimit("the constant of type %s needs up to %d bytes as a value, which would exceed the memory limit (%d bytes in use, limit %d)", c.Type(), n, m.mem.used, m.mem.limit)
		}
	}
	v, err := m.evalConst(c, 0)
	if err != nil {
		m.mem.used -= m.valueBytes(c.Type())
		return V{}, err
	}
	m.consts[c] = v
	return v, nil
}

func (m *Machine) evalConst(c ir.Constant, depth int) (V, error) {
	if depth > ir.MaxNesting {
		return V{}, unsupported("constant expression nested too deeply")
	}
	if depth > 0 {
		// Operands of constant expressions are built while the expression
		// is evaluated.
		if n := m.valueBytes(c.Type()); n > 0 {
			if err := m.mem.fits(n, "a constant of type "+c.Type().String()); err != nil {
				return V{}, err
			}
		}
	}
	switch c := c.(type) {
	case *ir.ConstInt:
		if c.Big != nil {
			return normBig(new(big.Int).Set(c.Big)), nil
		}
		return V{U: c.V}, nil
	case *ir.ConstFloat:
		switch c.Typ.Kind {
		case ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind:
			x := new(big.Int).SetUint64(c.Hi)
			x.Lsh(x, 64)
			x.Or(x, new(big.Int).SetUint64(c.Bits))
			return normBig(x), nil
		}
		return V{U: c.Bits}, nil
	case *ir.ConstNull:
		return V{}, nil
	case *ir.Undef:
		return undefV(), nil
	case *ir.Poison:
		return poisonV(), nil
	case *ir.ConstAggregate:
		out := make([]V, len(c.Elems))
		for i, e := range c.Elems {
			v, err := m.evalConst(e, depth+1)
			if err != nil {
				return V{}, err
			}
			out[i] = v
		}
		return aggV(out), nil
	case *ir.ConstData:
		out := make([]V, len(c.Bytes))
		if c.Typ.Elem != nil && c.Typ.Elem.Bits > 8 {
			return V{}, unsupported("data constant of type %s", c.Typ)
		}
		for i, b := range c.Bytes {
			out[i] = V{U: uint64(b)}
		}
		return aggV(out), nil
	case *ir.ConstSplat:
		e, err := m.evalConst(c.Elem, depth+1)
		if err != nil {
			return V{}, err
		}
		out := make([]V, c.Typ.Len)
		for i := range out {
			out[i] = e
		}
		return aggV(out), nil
	case *ir.Func, *ir.Global:
		a, ok := m.gaddr[c.(ir.GlobalValue)]
		if !ok {
			return V{}, unsupported("address of %s, which is not in the module", describeGV(c.(ir.GlobalValue)))
		}
		return V{U: a}, nil
	case *ir.Alias:
		if a, ok := m.gaddr[c]; ok {
			return V{U: a}, nil
		}
		if c.Aliasee == nil {
			return V{}, unsupported("alias @%s without aliasee", c.Name)
		}
		return m.evalConst(c.Aliasee, depth+1)
	case *ir.IFunc:
		return V{}, unsupported("ifunc @%s", c.Name)
	case *ir.BlockAddress:
		fn := m.funcs[c.Func]
		if fn == nil || c.Block == nil {
			return V{}, unsupported("blockaddress of an unknown block")
		}
		for i, b := range c.Func.Blocks {
			if b == c.Block {
				return V{U: fn.addr + uint64(i) + 1}, nil
			}
		}
		return V{}, unsupported("blockaddress of a block not in @%s", c.Func.Name)
	case *ir.DSOLocalEquivalent:
		return m.evalConst(c.GV, depth+1)
	case *ir.NoCFIValue:
		return m.evalConst(c.GV, depth+1)
	case *ir.ConstPtrAuth:
		return V{}, unsupported("ptrauth constants")
	case *ir.ConstExpr:
		return m.evalConstExpr(c, depth)
	}
	return V{}, unsupported("constant %T", c)
}

func describeGV(g ir.GlobalValue) string { return "@" + ir.QuoteNameIfNeeded(g.Common().Name) }

func (m *Machine) evalConstExpr(c *ir.ConstExpr, depth int) (V, error) {
	ops := make([]V, len(c.Operands))
	for i, o := range c.Operands {
		v, err := m.evalConst(o, depth+1)
		if err != nil {
			return V{}, err
		}
		ops[i] = v
	}
	opTy := func(i int) *ir.Type { return c.Operands[i].Type() }
	switch {
	case c.Op.IsCast():
		return m.cast(c.Op, c.Flags, opTy(0), c.Typ, ops[0])
	case c.Op.IsBinary():
		return m.binop(c.Op, c.Flags, c.Typ, ops[0], ops[1])
	case c.Op == ir.OpFNeg:
		return m.fneg(c.Typ, ops[0])
	case c.Op == ir.OpICmp || c.Op == ir.OpFCmp:
		return m.compare(c.Pred, c.Flags, opTy(0), ops[0], ops[1])
	case c.Op == ir.OpGetElementPtr:
		idxTy := make([]*ir.Type, len(ops)-1)
		for i := range idxTy {
			idxTy[i] = opTy(i + 1)
		}
		return m.gepGeneric(c.ElemType, c.Flags, c.Typ, ops[0], opTy(0), ops[1:], idxTy)
	case c.Op == ir.OpSelect:
		n := 0
		if opTy(0).Kind == ir.VectorKind {
			n = int(opTy(0).Len)
		}
		return selectV(opTy(0), ops[0], ops[1], ops[2], n), nil
	case c.Op == ir.OpExtractElement:
		return extractElement(opTy(0), ops[0], ops[1], opTy(1)), nil
	case c.Op == ir.OpInsertElement:
		return insertElement(opTy(0), ops[0], ops[1], ops[2], opTy(2)), nil
	case c.Op == ir.OpShuffleVector:
		return shuffle(opTy(0), ops[0], ops[1], c.Mask), nil
	case c.Op == ir.OpExtractValue:
		return extractValue(ops[0], opTy(0), c.Indices), nil
	case c.Op == ir.OpInsertValue:
		return insertValue(ops[0], opTy(0), ops[1], c.Indices), nil
	}
	return V{}, unsupported("constant expression %s", c.Op)
}

// storeConst writes a constant initializer of type t at off in o without
// building register values for the common bulk forms.
func (m *Machine) storeConst(t *ir.Type, c ir.Constant, o *object, off uint64) error {
	switch c := c.(type) {
	case *ir.ConstNull:
		n, err := m.layout.Size(t)
		if err != nil {
			return unsupported("initializer of type %s: %v", t, err)
		}
		clear(o.data[off : off+n])
		o.setDefined(off, n)
		return nil
	case *ir.ConstData:
		if t.Kind == ir.ArrayKind && t.Elem.IsInt(8) {
			copy(o.data[off:], c.Bytes)
			o.setDefined(off, uint64(len(c.Bytes)))
			return nil
		}
	case *ir.ConstAggregate:
		switch t.Kind {
		case ir.ArrayKind:
			es, err := m.layout.Size(t.Elem)
			if err != nil {
				return unsupported("%v", err)
			}
			for i, e := range c.Elems {
				if err := m.storeConst(t.Elem, e, o, off+uint64(i)*es); err != nil {
					return err
				}
			}
			return nil
		case ir.StructKind:
			for i, e := range c.Elems {
				fo, err := m.layout.FieldOffset(t, i)
				if err != nil {
					return unsupported("%v", err)
				}
				if err := m.storeConst(t.Fields[i], e, o, off+fo); err != nil {
					return err
				}
			}
			return nil
		}
	case *ir.ConstSplat:
		if eb := m.scalarBits(t.Elem); t.Kind == ir.VectorKind && !t.Scalable && eb > 0 && eb%8 == 0 {
			// Whole-byte elements are packed at their bit size (as
			// decodeVector reads them); i1 and other bit-packed vectors
			// go through encode.
			es := uint64(eb / 8)
			for i := uint64(0); i < t.Len; i++ {
				if err := m.storeConst(t.Elem, c.Elem, o, off+i*es); err != nil {
					return err
				}
			}
			return nil
		}
	case *ir.Undef:
		n, err := m.layout.Size(t)
		if err != nil {
			return unsupported("%v", err)
		}
		o.markUndef(off, n)
		return nil
	}
	v, err := m.constVal(c)
	if err != nil {
		return err
	}
	return m.encode(t, v, o, off)
}
