package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// Byte addressing. Optimizers (CodeGenPrepare's "sunkaddr", LLVM 19+'s
// GEP canonicalization, Numba at -O3) address memory as
// `getelementptr i8, ptr %p, OFFSET` and then load or store a T. In
// typed IR that is `bitcast T* %p to i8*`, the byte GEP, and a cast
// back: the i8 says nothing about what %p points to. So a byte GEP is
// weak evidence for i8, and an access of T through a chain of byte GEPs
// whose offsets are all multiples of T's size votes for T as the base's
// pointee, as if the GEP had been written over T — except in a module
// from a clang before 18, whose byte offsets are the source's
// (producer.go).

// wByteGEP is the weight of `getelementptr i8, ptr %p` as evidence that
// p points to i8.
const wByteGEP = 0.5

// isByteGEP reports whether i is a getelementptr over i8 with one index.
func isByteGEP(i *ir.Instr) bool {
	return i.Op == ir.OpGetElementPtr && i.ElemType == ir.I8 && i.NumOperands() == 2
}

// scalarSize is the store size of a scalar access type (0: not one this
// rule uses — pointers and aggregates have their own evidence).
func scalarSize(t *ir.Type) int64 {
	switch t.Kind {
	case ir.DoubleKind:
		return 8
	case ir.FloatKind:
		return 4
	case ir.IntKind:
		if t.Bits >= 16 && t.Bits <= 64 && t.Bits%8 == 0 && t.Bits&(t.Bits-1) == 0 {
			return int64(t.Bits / 8)
		}
	}
	return 0
}

// multipleOf reports whether the integer v is known to be a multiple of
// n: a constant, a multiplication or left shift by one, or a sum of such.
func multipleOf(v ir.Value, n int64, depth int) bool {
	if depth > 6 {
		return false
	}
	switch x := v.(type) {
	case *ir.ConstInt:
		return x.Signed()%n == 0
	case *ir.Instr:
		switch x.Op {
		case ir.OpMul:
			return multipleOf(x.Operand(0), n, depth+1) || multipleOf(x.Operand(1), n, depth+1)
		case ir.OpShl:
			if c, ok := x.Operand(1).(*ir.ConstInt); ok && c.Signed() >= 0 && c.Signed() < 63 {
				if (int64(1)<<c.Signed())%n == 0 {
					return true
				}
			}
			return multipleOf(x.Operand(0), n, depth+1)
		case ir.OpAdd, ir.OpSub, ir.OpOr:
			// (or: only of disjoint multiples, which is what an
			// optimizer's or-as-add is)
			return multipleOf(x.Operand(0), n, depth+1) && multipleOf(x.Operand(1), n, depth+1)
		case ir.OpSExt, ir.OpZExt:
			return multipleOf(x.Operand(0), n, depth+1)
		}
	}
	return false
}

// byteAccessEvidence: an access of scalar T at q, where q is reached from
// a base through byte GEPs whose offsets are multiples of T's size,
// votes for T as the base's pointee.
func (a *analysis) byteAccessEvidence(f *ir.Func, i *ir.Instr) {
	q, t, ok := memAccess(i)
	if !ok {
		return
	}
	n := scalarSize(t)
	if n == 0 {
		return
	}
	steps, scaled := 0, false
	for steps < 8 {
		g, ok := q.(*ir.Instr)
		if !ok || !isByteGEP(g) || !multipleOf(g.Operand(1), n, 0) {
			break
		}
		if _, c := g.Operand(1).(*ir.ConstInt); !c {
			scaled = true
		}
		q = g.Operand(0)
		steps++
	}
	if steps == 0 {
		return
	}
	if a.oldByteGEPs() && !isAddressOfObject(q) {
		// Byte offsets the source wrote (producer.go): a char* read
		// as a wider integer (memcpy), not an array of t. (A
		// weightless note, for Explain.)
		o := origin{what: whatOldBytes + t.String(), instr: i, fn: f}
		a.pointee(a.vt(q), a.base(ir.I8), 0, false, o)
		return
	}
	if k := a.byteKinds[q]; !scaled && k&(k-1) != 0 {
		// Constant offsets only, and the pointer is read and written
		// there as several kinds of value: the fields of a struct that
		// a void* or char* is converted to, not an array of t. (A
		// weightless note, for Explain.)
		o := origin{what: whatByteStruct + t.String(), instr: i, fn: f}
		a.pointee(a.vt(q), a.base(ir.I8), 0, false, o)
		return
	}
	o := origin{what: "access of " + t.String() + " at a multiple of its size through byte offsets", instr: i, fn: f}
	a.pointee(a.vt(q), a.base(t), wAccess, false, o)
}

// Byte addresses into an object of known type. CodeGenPrepare's
// "sunkaddr" (and LLVM 19+'s canonical form) writes a field access as
// `getelementptr i8, ptr %obj, C`: when %obj is an alloca or a global,
// whose type the module states, and C is the offset of a pointer of that
// type, a load or store of a pointer there is an access of that field,
// tied to it as the struct getelementptr it replaced would be (a Numba
// wrapper's array structure whose data pointer is read at byte 32).

const whatByteField = "pointer accessed at byte "

// fieldAt returns the index path (fields, elements) of the value of type
// want that starts at byte off of t.
func fieldAt(dl *ir.Layout, t *ir.Type, off uint64, want *ir.Type, d int) ([]int64, bool) {
	if d > 8 {
		return nil, false
	}
	if off == 0 && t == want {
		return nil, true
	}
	k, inner, mt, ok := memberHolding(dl, t, off)
	if !ok {
		return nil, false
	}
	p, ok := fieldAt(dl, mt, inner, want, d+1)
	if !ok {
		return nil, false
	}
	return append([]int64{k}, p...), true
}

// memberHolding is one step into t, a struct or an array, at byte off:
// the index of the field or element that holds that byte, the byte's
// offset inside it and its type; ok is false for other types, an opaque
// struct, or an offset past t or in a struct's padding.
func memberHolding(dl *ir.Layout, t *ir.Type, off uint64) (k int64, inner uint64, mt *ir.Type, ok bool) {
	switch t.Kind {
	case ir.StructKind:
		if t.Opaque {
			return 0, 0, nil, false
		}
		offs, err := dl.FieldOffsets(t)
		if err != nil {
			return 0, 0, nil, false
		}
		for k := len(t.Fields) - 1; k >= 0; k-- {
			if off < offs[k] {
				continue
			}
			sz, err := dl.Size(t.Fields[k])
			if err != nil || off-offs[k] >= sz {
				return 0, 0, nil, false
			}
			return int64(k), off - offs[k], t.Fields[k], true
		}
	case ir.ArrayKind:
		es, err := dl.Size(t.Elem)
		if err != nil || es == 0 || off/es >= t.Len {
			return 0, 0, nil, false
		}
		return int64(off / es), off % es, t.Elem, true
	}
	return 0, 0, nil, false
}

// byteOffsetBase follows up to four constant byte getelementptrs (i8
// with one index) from addr to their base: it reports the base and the
// total offset, ok only when there was at least one step, every index
// was constant and the offset is positive.
func byteOffsetBase(addr ir.Value) (base ir.Value, off int64, ok bool) {
	steps := 0
	for steps < 4 {
		g, isInstr := addr.(*ir.Instr)
		if !isInstr || !isByteGEP(g) {
			break
		}
		c, isConst := g.Operand(1).(*ir.ConstInt)
		if !isConst {
			return nil, 0, false
		}
		off += c.Signed()
		addr = g.Operand(0)
		steps++
	}
	if steps == 0 || off <= 0 {
		return nil, 0, false
	}
	return addr, off, true
}

// byteFieldAccess ties a pointer loaded or stored at a constant byte
// offset of an alloca or global to the field of its type there.
func (a *analysis) byteFieldAccess(f *ir.Func, i *ir.Instr) {
	addr, at, ok := memAccess(i)
	if !ok {
		return
	}
	if !at.IsPtr() {
		return
	}
	addr, off, ok := byteOffsetBase(addr)
	if !ok {
		return
	}
	obj, ty := a.objectTmpl(addr)
	if obj == nil || ty == nil {
		return
	}
	if a.layout() == nil {
		return
	}
	path, ok := fieldAt(a.dl, ty, uint64(off), at, 0)
	if !ok || len(path) == 0 {
		return
	}
	ft, _ := a.index(obj, ty, path)
	if ft == nil {
		return
	}
	o := origin{what: whatByteField + strconv.FormatInt(off, 10) + " of an object of type " + ty.String() + " (its field there)", instr: i, fn: f}
	if i.Op == ir.OpLoad {
		a.eq(ft, a.instrTmpl(i), wAccess, o)
	} else if vt := a.vt(i.Operand(0)); vt != nil {
		a.eq(ft, vt, wAccess, o)
	}
}

// memAccess returns the address and the accessed type of a load or store.
func memAccess(i *ir.Instr) (addr ir.Value, t *ir.Type, ok bool) {
	switch i.Op {
	case ir.OpLoad:
		return i.Operand(0), i.Typ, true
	case ir.OpStore:
		return i.Operand(1), i.Operand(0).Type(), true
	}
	return nil, nil, false
}

const whatByteStruct = "no vote: read and written at constant byte offsets as several kinds of value (a struct seen through a void*), so not an array of "

// Kinds of value accessed (bit masks).
const (
	kindInt uint8 = 1 << iota
	kindFloat
	kindPtr
)

func accessKind(t *ir.Type) uint8 {
	switch t.Kind {
	case ir.IntKind:
		if t.Bits > 8 {
			return kindInt
		}
	case ir.FloatKind, ir.DoubleKind:
		return kindFloat
	case ir.PointerKind:
		return kindPtr
	}
	return 0
}

// byteKinds records, for each pointer of f, the kinds of value (integers
// wider than a byte, floating point, pointers) loaded or stored at it or
// at constant byte offsets from it (m is reused, cleared); mems are f's
// loads and stores, in order.
func byteKinds(mems []*ir.Instr, m map[ir.Value]uint8) map[ir.Value]uint8 {
	if m == nil {
		m = map[ir.Value]uint8{}
	}
	clear(m)
mems:
	for _, i := range mems {
		q, t, ok := memAccess(i)
		if !ok {
			continue
		}
		k := accessKind(t)
		if k == 0 {
			continue
		}
		for steps := 0; steps < 8; steps++ {
			g, ok := q.(*ir.Instr)
			if !ok || !isByteGEP(g) {
				break
			}
			if _, c := g.Operand(1).(*ir.ConstInt); !c {
				continue mems
			}
			q = g.Operand(0)
		}
		m[q] |= k
	}
	return m
}

// objectTmpl returns the template and type of the object addr is the
// address of — an alloca's allocated type or a global's value type —
// or nil for any other address.
func (a *analysis) objectTmpl(addr ir.Value) (*tmpl, *ir.Type) {
	switch x := addr.(type) {
	case *ir.Instr:
		if x.Op != ir.OpAlloca {
			return nil, nil
		}
		a.instrTmpl(x)
		return a.elemT[x], x.ElemType
	case *ir.Global:
		return a.valueT[x], x.ValueType
	}
	return nil, nil
}
