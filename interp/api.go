package interp

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Value is a value passed to or returned from Call.
//
// Integers of at most 64 bits, floats (their IEEE bits) and pointers (the
// address) live in Bits; wider integers in Big; vectors, arrays and
// structs in Elems. Poison and Undef mark results the program left
// undefined. Type may be nil in arguments: the parameter's type is used.
type Value struct {
	Type   *ir.Type
	Bits   uint64
	Big    *big.Int
	Elems  []Value
	Poison bool
	Undef  bool
}

// IntValue returns an integer argument (its type comes from the parameter).
func IntValue(v int64) Value { return Value{Bits: uint64(v)} }

// FloatValue returns a floating-point argument; it is converted to the
// parameter's float type.
func FloatValue(v float64) Value { return Value{Type: ir.Double, Bits: math.Float64bits(v)} }

// PtrValue returns a pointer argument.
func PtrValue(addr uint64) Value { return Value{Type: ir.Ptr, Bits: addr} }

// Float64 returns a float or double value as float64.
func (v Value) Float64() float64 {
	if v.Type == nil {
		return math.Float64frombits(v.Bits)
	}
	if f := fmtOf(v.Type); f != nil {
		return f.toF64(v.Bits)
	}
	return math.NaN()
}

// Int64 returns an integer value sign-extended from its width.
func (v Value) Int64() int64 {
	if v.Big != nil {
		return v.Big.Int64()
	}
	if v.Type != nil && v.Type.Kind == ir.IntKind {
		return sext(v.Bits, v.Type.Bits)
	}
	return int64(v.Bits)
}

// String formats the value for people: integers in signed decimal (i1 as
// true/false), floats in the shortest form that reads back exactly,
// pointers in hex, aggregates in braces.
func (v Value) String() string {
	switch {
	case v.Poison:
		return "poison"
	case v.Undef:
		return "undef"
	case v.Type == nil:
		return strconv.FormatUint(v.Bits, 10)
	}
	t := v.Type
	switch t.Kind {
	case ir.VoidKind:
		return "void"
	case ir.IntKind:
		if t.Bits == 1 {
			if v.Bits&1 != 0 {
				return "true"
			}
			return "false"
		}
		if v.Big != nil {
			return toSigned(v.Big, t.Bits).String()
		}
		if t.Bits > 64 {
			return strconv.FormatUint(v.Bits, 10)
		}
		return strconv.FormatInt(sext(v.Bits, t.Bits), 10)
	case ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind:
		f := v.Float64()
		bits := 64
		if t.Kind != ir.DoubleKind {
			bits = 32
		}
		switch {
		case math.IsInf(f, 1):
			return "inf"
		case math.IsInf(f, -1):
			return "-inf"
		case f != f:
			return "nan"
		}
		return strconv.FormatFloat(f, 'g', -1, bits)
	case ir.PointerKind:
		if v.Bits == 0 {
			return "null"
		}
		return "0x" + strconv.FormatUint(v.Bits, 16)
	case ir.VectorKind, ir.ArrayKind, ir.StructKind:
		parts := make([]string, len(v.Elems))
		for i, e := range v.Elems {
			parts[i] = e.String()
		}
		open, close := "{ ", " }"
		switch t.Kind {
		case ir.VectorKind:
			open, close = "< ", " >"
		case ir.ArrayKind:
			open, close = "[ ", " ]"
		}
		if len(parts) == 0 {
			return strings.TrimSpace(open) + strings.TrimSpace(close)
		}
		return open + strings.Join(parts, ", ") + close
	}
	if v.Big != nil {
		return "0x" + v.Big.Text(16)
	}
	return "0x" + strconv.FormatUint(v.Bits, 16)
}

// toValue converts a register value of type t.
func (m *Machine) toValue(v V, t *ir.Type) Value {
	out := Value{Type: t}
	switch {
	case t.Kind == ir.VoidKind:
		return out
	case v.isPoison():
		out.Poison = true
		return out
	case t.Kind == ir.VectorKind || t.Kind == ir.ArrayKind || t.Kind == ir.StructKind:
		es := expand(v, aggLen(t))
		for i, e := range es {
			et := t.Elem
			if t.Kind == ir.StructKind {
				et = t.Fields[i]
			}
			out.Elems = append(out.Elems, m.toValue(e, et))
		}
		return out
	case v.bad():
		out.Undef = true
		out.Bits = v.U
		return out
	}
	out.Bits = v.U
	if v.X != nil && v.X.big != nil {
		out.Big = new(big.Int).Set(v.X.big)
	}
	return out
}

// fromValue converts an argument to a register value of type t.
func (m *Machine) fromValue(a Value, t *ir.Type) (V, error) {
	if a.Poison {
		return poisonV(), nil
	}
	if a.Undef {
		return undefV(), nil
	}
	switch t.Kind {
	case ir.IntKind:
		if a.Type != nil && a.Type.IsFloat() {
			return V{}, fmt.Errorf("a float where %s is expected", t)
		}
		if a.Big != nil {
			return normBig(wrapBig(a.Big, t.Bits)), nil
		}
		if t.Bits > 64 {
			return normBig(wrapBig(big.NewInt(int64(a.Bits)), t.Bits)), nil
		}
		return V{U: a.Bits & mask(t.Bits)}, nil
	case ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind:
		f := fmtOf(t)
		var x float64
		switch {
		case a.Type == nil || a.Type.Kind == ir.IntKind:
			x = float64(int64(a.Bits))
		case a.Type.IsFloat():
			if a.Type == t {
				return V{U: a.Bits}, nil
			}
			x = a.Float64()
		default:
			return V{}, fmt.Errorf("a %s where %s is expected", a.Type, t)
		}
		return V{U: f.fromF64(x)}, nil
	case ir.PointerKind:
		return V{U: a.Bits}, nil
	case ir.VectorKind, ir.ArrayKind, ir.StructKind:
		n := aggLen(t)
		if len(a.Elems) != n {
			return V{}, fmt.Errorf("%d elements where %s has %d", len(a.Elems), t, n)
		}
		out := make([]V, n)
		for i, e := range a.Elems {
			et := t.Elem
			if t.Kind == ir.StructKind {
				et = t.Fields[i]
			}
			v, err := m.fromValue(e, et)
			if err != nil {
				return V{}, err
			}
			out[i] = v
		}
		return aggV(out), nil
	}
	return V{}, fmt.Errorf("arguments of type %s are not supported", t)
}

// ParseValue parses a command-line literal as a value of type t: integers
// (decimal, 0x hex, negative), floats (Go/C syntax, inf, nan), true/false.
func ParseValue(t *ir.Type, s string) (Value, error) {
	s = strings.TrimSpace(s)
	switch t.Kind {
	case ir.IntKind:
		switch s {
		case "true":
			return Value{Type: t, Bits: 1}, nil
		case "false":
			return Value{Type: t}, nil
		}
		b, ok := new(big.Int).SetString(s, 0)
		if !ok {
			return Value{}, fmt.Errorf("%q is not an integer", s)
		}
		if b.BitLen() > int(t.Bits)+1 {
			return Value{}, fmt.Errorf("%s does not fit %s", s, t)
		}
		w := wrapBig(b, t.Bits)
		if t.Bits > 64 {
			return Value{Type: t, Big: w}, nil
		}
		return Value{Type: t, Bits: w.Uint64()}, nil
	case ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind:
		f, err := strconv.ParseFloat(s, 64)
		if err != nil && !isRangeErr(err) {
			return Value{}, fmt.Errorf("%q is not a number", s)
		}
		return Value{Type: t, Bits: fmtOf(t).fromF64(f)}, nil
	case ir.PointerKind:
		if s == "null" {
			return Value{Type: t}, nil
		}
		u, err := strconv.ParseUint(s, 0, 64)
		if err != nil {
			return Value{}, fmt.Errorf("%q is not an address", s)
		}
		return Value{Type: t, Bits: u}, nil
	}
	return Value{}, fmt.Errorf("cannot parse a %s from the command line", t)
}

// NewArray allocates a heap array of elem initialised with vals and
// returns its address (for pointer arguments). The array lives until the
// machine is discarded or the program frees it.
func (m *Machine) NewArray(elem *ir.Type, vals []Value) (Value, error) {
	sz, err := m.layout.Size(elem)
	if err != nil {
		return Value{}, fmt.Errorf("interp: array of %s: %w", elem, err)
	}
	addr, err := m.malloc(sz*uint64(len(vals)), true, "array argument")
	if err != nil {
		return Value{}, fmt.Errorf("interp: %w", err)
	}
	for i, v := range vals {
		rv, err := m.fromValue(v, elem)
		if err != nil {
			return Value{}, fmt.Errorf("interp: element %d: %w", i, err)
		}
		if err := m.storeTyped(elem, addr+uint64(i)*sz, rv, "array argument"); err != nil {
			return Value{}, fmt.Errorf("interp: %w", err)
		}
	}
	return Value{Type: ir.Ptr, Bits: addr}, nil
}

// ReadArray reads n elements of type elem at the address ptr holds.
func (m *Machine) ReadArray(ptr Value, elem *ir.Type, n int) ([]Value, error) {
	sz, err := m.layout.Size(elem)
	if err != nil {
		return nil, fmt.Errorf("interp: array of %s: %w", elem, err)
	}
	out := make([]Value, n)
	for i := range out {
		v, err := m.loadTyped(elem, ptr.Bits+uint64(i)*sz, "read")
		if err != nil {
			return nil, fmt.Errorf("interp: element %d: %w", i, err)
		}
		out[i] = m.toValue(v, elem)
	}
	return out, nil
}

// Func returns the function named name, or nil.
func (m *Machine) Func(name string) *ir.Func {
	if fn := m.byName[name]; fn != nil {
		return fn.ir
	}
	return nil
}
