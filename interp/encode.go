package interp

import (
	"math/big"

	"github.com/irfix/irfix/ir"
)

// Conversion between register values and bytes in memory, following the
// datalayout: integers and floats in the module's byte order, integers
// whose width is not a multiple of 8 zero-extended to their store size,
// vectors with their elements packed (bit-packed for non-byte elements),
// arrays at their alloc-size stride, structs at the layout's offsets
// (padding is left as it was).

// scalarBits returns the width in bits of a scalar type (pointers: the
// datalayout's width for their address space).
func (m *Machine) scalarBits(t *ir.Type) uint32 {
	switch t.Kind {
	case ir.IntKind:
		return t.Bits
	case ir.PointerKind:
		return m.layout.PtrBits(t.AddrSpace)
	default:
		return uint32(t.FloatBits())
	}
}

// putUint writes the low n bytes of u at b in the module's byte order.
func (m *Machine) putUint(b []byte, u uint64, n int) {
	if m.layout.BigEndian {
		for i := n - 1; i >= 0; i-- {
			b[i] = byte(u)
			u >>= 8
		}
		return
	}
	for i := 0; i < n; i++ {
		b[i] = byte(u)
		u >>= 8
	}
}

// getUint reads n <= 8 bytes at b in the module's byte order.
func (m *Machine) getUint(b []byte, n int) uint64 {
	var u uint64
	if m.layout.BigEndian {
		for i := 0; i < n; i++ {
			u = u<<8 | uint64(b[i])
		}
		return u
	}
	for i := n - 1; i >= 0; i-- {
		u = u<<8 | uint64(b[i])
	}
	return u
}

// putBig writes the n-byte value x at b.
func (m *Machine) putBig(b []byte, x *big.Int, n int) {
	buf := make([]byte, n)
	x.FillBytes(buf) // big-endian
	if m.layout.BigEndian {
		copy(b, buf)
		return
	}
	for i := 0; i < n; i++ {
		b[i] = buf[n-1-i]
	}
}

func (m *Machine) getBig(b []byte, n int) *big.Int {
	buf := make([]byte, n)
	if m.layout.BigEndian {
		copy(buf, b[:n])
	} else {
		for i := 0; i < n; i++ {
			buf[i] = b[n-1-i]
		}
	}
	return new(big.Int).SetBytes(buf)
}

func anyNonZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return true
		}
	}
	return false
}

// loadTyped reads a value of type t at addr.
func (m *Machine) loadTyped(t *ir.Type, addr uint64, what string) (V, error) {
	n, err := m.layout.StoreSize(t)
	if err != nil {
		return V{}, unsupported("%s of type %s: %v", what, t, err)
	}
	o, off, err := m.mem.access(addr, n, what)
	if err != nil {
		return V{}, err
	}
	return m.decode(t, o, off)
}

// storeTyped writes v of type t at addr.
func (m *Machine) storeTyped(t *ir.Type, addr uint64, v V, what string) error {
	n, err := m.layout.StoreSize(t)
	if err != nil {
		return unsupported("%s of type %s: %v", what, t, err)
	}
	o, off, err := m.mem.writable(addr, n, what)
	if err != nil {
		return err
	}
	return m.encode(t, v, o, off)
}

// decode reads a value of type t at offset off of o (bounds already
// checked for t's store size).
func (m *Machine) decode(t *ir.Type, o *object, off uint64) (V, error) {
	switch t.Kind {
	case ir.IntKind, ir.PointerKind, ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind,
		ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind:
		bits := m.scalarBits(t)
		n := int(bits+7) / 8
		var sh []byte
		if o.shadow != nil {
			sh = o.shadow[off : off+uint64(n)]
		}
		if n <= 8 {
			u := m.getUint(o.data[off:], n) & mask(bits)
			var um uint64
			if sh != nil {
				um = m.getUint(sh, n) & mask(bits)
				if um != 0 && t.Kind != ir.IntKind {
					um = ^uint64(0) // floats and pointers are wholly undefined
				}
			}
			return withUndef(u, um), nil
		}
		x := m.getBig(o.data[off:], n)
		if bits%8 != 0 {
			x.And(x, new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(bits)), big.NewInt(1)))
		}
		if sh != nil && anyNonZero(sh) {
			return V{X: &ext{big: x, undef: ^uint64(0)}}, nil
		}
		if x.IsUint64() {
			return V{U: x.Uint64()}, nil
		}
		return bigV(x), nil
	case ir.VectorKind:
		return m.decodeVector(t, o, off)
	case ir.ArrayKind:
		es, err := m.layout.Size(t.Elem)
		if err != nil {
			return V{}, unsupported("%v", err)
		}
		if t.Len > 1<<24 {
			return V{}, unsupported("loading the array type %s as one value", t)
		}
		elems := make([]V, t.Len)
		for i := range elems {
			if elems[i], err = m.decode(t.Elem, o, off+uint64(i)*es); err != nil {
				return V{}, err
			}
		}
		return aggV(elems), nil
	case ir.StructKind:
		offsets, err := m.layout.FieldOffsets(t)
		if err != nil {
			return V{}, unsupported("%v", err)
		}
		elems := make([]V, len(t.Fields))
		for i, f := range t.Fields {
			var err error
			if elems[i], err = m.decode(f, o, off+offsets[i]); err != nil {
				return V{}, err
			}
		}
		return aggV(elems), nil
	}
	return V{}, unsupported("loading a value of type %s", t)
}

func (m *Machine) decodeVector(t *ir.Type, o *object, off uint64) (V, error) {
	if t.Scalable {
		return V{}, unsupported("scalable vector %s", t)
	}
	eb := m.scalarBits(t.Elem)
	elems := make([]V, t.Len)
	if eb%8 == 0 {
		esz := uint64(eb / 8)
		for i := range elems {
			var err error
			if elems[i], err = m.decode(t.Elem, o, off+uint64(i)*esz); err != nil {
				return V{}, err
			}
		}
		return aggV(elems), nil
	}
	if m.layout.BigEndian || eb > 64 {
		return V{}, unsupported("vector %s with non-byte-sized elements in this layout", t)
	}
	// Bit-packed little-endian: element i occupies bits [i*eb, (i+1)*eb).
	for i := range elems {
		var u, um uint64
		for k := uint32(0); k < eb; k++ {
			bit := uint64(i)*uint64(eb) + uint64(k)
			byteI := off + bit/8
			if o.data[byteI]>>(bit%8)&1 != 0 {
				u |= 1 << k
			}
			if o.shadow != nil && o.shadow[byteI]>>(bit%8)&1 != 0 {
				um |= 1 << k
			}
		}
		elems[i] = withUndef(u, um)
	}
	return aggV(elems), nil
}

// encode writes v of type t at offset off of o (bounds already checked).
func (m *Machine) encode(t *ir.Type, v V, o *object, off uint64) error {
	switch t.Kind {
	case ir.IntKind, ir.PointerKind, ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind,
		ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind:
		bits := m.scalarBits(t)
		n := int(bits+7) / 8
		d := o.data[off : off+uint64(n)]
		if v.X != nil && v.X.poison {
			clear(d)
			o.markUndef(off, uint64(n))
			return nil
		}
		if n <= 8 {
			if t.Kind == ir.PointerKind && bits < 64 && v.U>>bits != 0 {
				return unsupported("storing the pointer 0x%x into a %d-bit pointer slot", v.U, bits)
			}
			m.putUint(d, v.U, n)
			um := v.undefMask(bits)
			if um == 0 {
				o.setDefined(off, uint64(n))
				return nil
			}
			if t.Kind != ir.IntKind {
				um = mask(bits)
			}
			if o.shadow == nil {
				o.shadow = make([]byte, len(o.data))
			}
			m.putUint(o.shadow[off:], um, n)
			return nil
		}
		if v.X != nil && v.X.undef != 0 {
			clear(d)
			o.markUndef(off, uint64(n))
			return nil
		}
		m.putBig(d, v.bigOf(), n)
		o.setDefined(off, uint64(n))
		return nil
	case ir.VectorKind:
		return m.encodeVector(t, v, o, off)
	case ir.ArrayKind:
		es, err := m.layout.Size(t.Elem)
		if err != nil {
			return unsupported("%v", err)
		}
		if v.X == nil && t.Len*es > 64 {
			// zeroinitializer: clear the whole range without expanding.
			n := t.Len * es
			clear(o.data[off : off+n])
			o.setDefined(off, n)
			return nil
		}
		if t.Len > 1<<24 {
			return unsupported("storing the array type %s as one value", t)
		}
		elems := expand(v, int(t.Len))
		for i := range elems {
			if err := m.encode(t.Elem, elems[i], o, off+uint64(i)*es); err != nil {
				return err
			}
		}
		return nil
	case ir.StructKind:
		offsets, err := m.layout.FieldOffsets(t)
		if err != nil {
			return unsupported("%v", err)
		}
		elems := expand(v, len(t.Fields))
		for i, f := range t.Fields {
			if err := m.encode(f, elems[i], o, off+offsets[i]); err != nil {
				return err
			}
		}
		return nil
	}
	return unsupported("storing a value of type %s", t)
}

func (m *Machine) encodeVector(t *ir.Type, v V, o *object, off uint64) error {
	if t.Scalable {
		return unsupported("scalable vector %s", t)
	}
	eb := m.scalarBits(t.Elem)
	elems := expand(v, int(t.Len))
	if eb%8 == 0 {
		esz := uint64(eb / 8)
		for i := range elems {
			if err := m.encode(t.Elem, elems[i], o, off+uint64(i)*esz); err != nil {
				return err
			}
		}
		return nil
	}
	if m.layout.BigEndian || eb > 64 {
		return unsupported("vector %s with non-byte-sized elements in this layout", t)
	}
	for i, e := range elems {
		um := e.undefMask(eb)
		if e.isPoison() {
			um = mask(eb)
		}
		for k := uint32(0); k < eb; k++ {
			bit := uint64(i)*uint64(eb) + uint64(k)
			byteI := off + bit/8
			b := byte(1) << (bit % 8)
			if e.U>>k&1 != 0 {
				o.data[byteI] |= b
			} else {
				o.data[byteI] &^= b
			}
			if um>>k&1 != 0 {
				if o.shadow == nil {
					o.shadow = make([]byte, len(o.data))
				}
				o.shadow[byteI] |= b
			} else if o.shadow != nil {
				o.shadow[byteI] &^= b
			}
		}
	}
	// Bits after the last element up to the store size are zero.
	total := uint64(t.Len) * uint64(eb)
	n, _ := m.layout.StoreSize(t)
	for bit := total; bit < n*8; bit++ {
		o.data[off+bit/8] &^= 1 << (bit % 8)
		if o.shadow != nil {
			o.shadow[off+bit/8] &^= 1 << (bit % 8)
		}
	}
	return nil
}

// markUndef marks n bytes at off as wholly undefined.
func (o *object) markUndef(off, n uint64) {
	if o.shadow == nil {
		o.shadow = make([]byte, len(o.data))
	}
	for i := off; i < off+n; i++ {
		o.shadow[i] = 0xff
	}
}
