package interp

import (
	"unsafe"

	"github.com/irfix/irfix/ir"
)

// Register values count against MaxMemory.
//
// A scalar register is the 16 bytes of its V, paid for by the register
// stack (pushRegs). A vector, aggregate or wide-integer value also owns
// heap memory: an ext, the []V of its elements and, per element, what
// that element may own in turn (a partial undefined-bit mask is an ext of
// its own; a wide integer a big.Int). valueBytes is the most such a value
// of type t can own, computed from the type alone, so the interpreter can
// charge a function's registers when it is entered instead of measuring
// every value it builds:
//
//   - enter charges fnCode.valBytes: every result register's valueBytes
//     plus, for the instruction with the most, the valueBytes of its
//     vector/aggregate operands (an operation may expand a zero, undef or
//     poison operand into elements while it runs);
//   - constVal charges a cached vector/aggregate constant once, for the
//     machine's lifetime, and evalConst refuses to build one that does not
//     fit what is left.
//
// The bound is conservative (every element is assumed to carry its own
// undefined-bit mask), which keeps it simple and sound.

const (
	vBytes   = uint64(unsafe.Sizeof(V{}))
	extBytes = uint64(unsafe.Sizeof(ext{}))
	// bigHdr is a big.Int header plus the slice header of its words.
	bigHdr = 32
	// satMax saturates valueBytes: anything this large fails every limit.
	satMax = uint64(1) << 62
)

func satAdd(a, b uint64) uint64 {
	if a >= satMax || b >= satMax || a+b >= satMax {
		return satMax
	}
	return a + b
}

func satMul(a, b uint64) uint64 {
	if a == 0 || b == 0 {
		return 0
	}
	if a >= satMax/b {
		return satMax
	}
	return a * b
}

// valueBytes is what a register value of type t may own besides its own
// 16-byte V: 0 for plain scalars.
func (m *Machine) valueBytes(t *ir.Type) uint64 {
	if t == nil {
		return 0
	}
	switch t.Kind {
	case ir.VectorKind, ir.ArrayKind, ir.StructKind:
	case ir.IntKind:
		if t.Bits <= 64 {
			return 0
		}
	case ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind:
	default:
		return 0
	}
	return m.elemBytes(t, 0)
}

// elemBytes is what a value of type t may own when it is an element of a
// vector or aggregate (or a register): its ext and what hangs off it.
func (m *Machine) elemBytes(t *ir.Type, depth int) uint64 {
	if depth > 10000 {
		return satMax
	}
	switch t.Kind {
	case ir.IntKind:
		if t.Bits <= 64 {
			return extBytes
		}
		return extBytes + bigHdr + 8*((uint64(t.Bits)+63)/64)
	case ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind:
		return extBytes + bigHdr + 16
	case ir.VectorKind, ir.ArrayKind, ir.StructKind:
		if b, ok := m.vbytes[t]; ok {
			return b
		}
		if m.vbytes == nil {
			m.vbytes = map[*ir.Type]uint64{}
		}
		m.vbytes[t] = satMax // a type that contains itself has no bound
		n := extBytes
		if t.Kind == ir.StructKind {
			for _, f := range t.Fields {
				n = satAdd(n, vBytes+m.elemBytes(f, depth+1))
			}
		} else {
			n = satAdd(n, satMul(uint64(t.Len), vBytes+m.elemBytes(t.Elem, depth+1)))
		}
		m.vbytes[t] = n
		return n
	case ir.VoidKind, ir.LabelKind, ir.MetadataKind, ir.TokenKind:
		return 0
	}
	return extBytes // floats, pointers: a partial undefined-bit mask
}

// fits reports whether n more bytes fit what the limit leaves, without
// charging them (for values that live only while one operation runs).
func (m *memory) fits(n uint64, what string) error {
	if n > m.limit || m.used+n > m.limit {
		return memLimit("%s needs %d bytes, which would exceed the memory limit (%d bytes in use, limit %d)", what, n, m.used, m.limit)
	}
	return nil
}

// frameValueBytes is fnCode.valBytes for f: its parameters' and results'
// valueBytes, plus the largest sum of vector/aggregate operand valueBytes
// of any one instruction.
func (m *Machine) frameValueBytes(f *ir.Func) uint64 {
	var regs, transient uint64
	for _, p := range f.Params {
		regs = satAdd(regs, m.valueBytes(p.Typ))
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			regs = satAdd(regs, m.valueBytes(in.Typ))
			var ops uint64
			for _, o := range in.Operands() {
				if o != nil {
					ops = satAdd(ops, m.valueBytes(o.Type()))
				}
			}
			transient = max(transient, ops)
		}
	}
	return satAdd(regs, transient)
}
