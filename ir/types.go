package ir

import (
	"encoding/binary"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// TypeKind classifies a Type.
type TypeKind uint8

// The type kinds. Each Type has exactly one.
const (
	VoidKind      TypeKind = iota // void
	HalfKind                      // half
	BFloatKind                    // bfloat
	FloatKind                     // float
	DoubleKind                    // double
	X86FP80Kind                   // x86_fp80
	FP128Kind                     // fp128
	PPCFP128Kind                  // ppc_fp128
	X86AMXKind                    // x86_amx
	X86MMXKind                    // x86_mmx (removed in LLVM 20)
	LabelKind                     // label
	MetadataKind                  // metadata
	TokenKind                     // token
	IntKind                       // iN
	PointerKind                   // ptr, ptr addrspace(N), or typed T* / T addrspace(N)*
	VectorKind                    // <N x T>, <vscale x N x T>
	ArrayKind                     // [N x T]
	StructKind                    // { ... }, <{ ... }>, %name
	FuncKind                      // R (P1, P2, ...)
	TargetExtKind                 // target("name", T..., N...)
)

// Type is an LLVM type. Types are interned: two structurally equal types
// (other than named structs, which have identity) are the same *Type, so
// type equality is pointer comparison. Create types only with the
// constructors in this file (IntType, PtrType, ArrayOf, ...); never build a
// Type literal.
//
// A pointer type is opaque (`ptr`) when Elem is nil, typed (`i8*`) otherwise.
// The canonical form of a module uses opaque pointers only; typed pointers
// appear in modules read from typed-pointer producers before upgrade, and in
// modules lowered for typed-pointer readers.
type Type struct {
	Kind TypeKind

	// Bits is the width of an IntKind type.
	Bits uint32
	// AddrSpace is the address space of a PointerKind type.
	AddrSpace uint32
	// Elem is the element type of vectors and arrays and the pointee of a
	// typed pointer (nil for opaque pointers).
	Elem *Type
	// Len is the element count of arrays and vectors (the minimum count for
	// scalable vectors).
	Len uint64
	// Scalable marks <vscale x N x T>.
	Scalable bool

	// Fields are the members of a struct or the parameters of a function.
	Fields []*Type
	// Ret is a function's return type.
	Ret *Type
	// Variadic marks a function type ending in `...`.
	Variadic bool
	// Packed marks <{ ... }> structs.
	Packed bool

	// Name is a named struct's name (without `%`) or a target extension
	// type's name. Named structs are not interned: each NewNamedStruct call
	// creates a distinct type.
	Name string
	// Opaque marks a named struct without a body (`%T = type opaque`).
	Opaque bool
	// IntParams are the integer parameters of a target extension type;
	// its type parameters are in Fields.
	IntParams []uint32

	id uint32 // interning identity
}

// Predefined types.
var (
	Void     = intern(Type{Kind: VoidKind})
	Half     = intern(Type{Kind: HalfKind})
	BFloat   = intern(Type{Kind: BFloatKind})
	Float    = intern(Type{Kind: FloatKind})
	Double   = intern(Type{Kind: DoubleKind})
	X86FP80  = intern(Type{Kind: X86FP80Kind})
	FP128    = intern(Type{Kind: FP128Kind})
	PPCFP128 = intern(Type{Kind: PPCFP128Kind})
	X86AMX   = intern(Type{Kind: X86AMXKind})
	X86MMX   = intern(Type{Kind: X86MMXKind})
	Label    = intern(Type{Kind: LabelKind})
	MetaType = intern(Type{Kind: MetadataKind})
	Token    = intern(Type{Kind: TokenKind})
	I1       = IntType(1)
	I8       = IntType(8)
	I16      = IntType(16)
	I32      = IntType(32)
	I64      = IntType(64)
	I128     = IntType(128)
	Ptr      = PtrType(0)
)

type typeKey struct {
	kind      TypeKind
	bits      uint32
	addrSpace uint32
	elem      *Type
	ret       *Type
	n         uint64
	flags     uint8
	name      string
	list      string // packed ids of Fields, then IntParams
}

var typeTable = struct {
	sync.Mutex
	m    map[typeKey]*Type
	next uint32
}{m: map[typeKey]*Type{}}

func keyOf(t *Type) typeKey {
	k := typeKey{kind: t.Kind, bits: t.Bits, addrSpace: t.AddrSpace, elem: t.Elem, ret: t.Ret, n: t.Len, name: t.Name}
	if t.Scalable {
		k.flags |= 1
	}
	if t.Variadic {
		k.flags |= 2
	}
	if t.Packed {
		k.flags |= 4
	}
	if len(t.Fields) > 0 || len(t.IntParams) > 0 {
		b := make([]byte, 0, 4*(len(t.Fields)+len(t.IntParams)+1))
		for _, f := range t.Fields {
			b = binary.LittleEndian.AppendUint32(b, f.id)
		}
		b = binary.LittleEndian.AppendUint32(b, ^uint32(0))
		for _, p := range t.IntParams {
			b = binary.LittleEndian.AppendUint32(b, p)
		}
		k.list = string(b)
	}
	return k
}

func intern(t Type) *Type {
	k := keyOf(&t)
	typeTable.Lock()
	defer typeTable.Unlock()
	if p, ok := typeTable.m[k]; ok {
		return p
	}
	typeTable.next++
	t.id = typeTable.next
	// Copy into a fresh allocation only on a miss: taking &t would make
	// every call, hits included, heap-allocate its argument.
	p := new(Type)
	*p = t
	typeTable.m[k] = p
	return p
}

// IntType returns iN.
func IntType(bits uint32) *Type { return intern(Type{Kind: IntKind, Bits: bits}) }

// PtrType returns the opaque pointer type in the given address space.
func PtrType(addrSpace uint32) *Type { return intern(Type{Kind: PointerKind, AddrSpace: addrSpace}) }

// TypedPtr returns the typed pointer type `elem addrspace(N)*`.
func TypedPtr(elem *Type, addrSpace uint32) *Type {
	if elem == nil {
		return intern(Type{Kind: PointerKind, AddrSpace: addrSpace})
	}
	// Typed lowering asks for a pointer type per instruction: a
	// direct-mapped cache in front of the table spares the key's hash,
	// the map and the lock.
	c := &typedPtrCache[(elem.id^addrSpace<<7)%uint32(len(typedPtrCache))]
	if p := c.Load(); p != nil && p.Elem == elem && p.AddrSpace == addrSpace {
		return p
	}
	p := intern(Type{Kind: PointerKind, Elem: elem, AddrSpace: addrSpace})
	c.Store(p)
	return p
}

// typedPtrCache holds TypedPtr's recent answers, by element type and
// address space (any entry is an interned pointer type: one that does
// not match is a miss).
var typedPtrCache [1024]atomic.Pointer[Type]

// ArrayOf returns [n x elem].
func ArrayOf(n uint64, elem *Type) *Type { return intern(Type{Kind: ArrayKind, Len: n, Elem: elem}) }

// VectorOf returns <n x elem> or <vscale x n x elem>.
func VectorOf(n uint64, elem *Type, scalable bool) *Type {
	return intern(Type{Kind: VectorKind, Len: n, Elem: elem, Scalable: scalable})
}

// StructOf returns the literal struct { fields... } (packed: <{ ... }>).
func StructOf(packed bool, fields ...*Type) *Type {
	return intern(Type{Kind: StructKind, Packed: packed, Fields: append([]*Type(nil), fields...)})
}

// FuncOf returns the function type ret (params...[, ...]).
func FuncOf(ret *Type, params []*Type, variadic bool) *Type {
	return intern(Type{Kind: FuncKind, Ret: ret, Fields: append([]*Type(nil), params...), Variadic: variadic})
}

// TargetExtType returns target("name", types..., ints...).
func TargetExtType(name string, types []*Type, ints []uint32) *Type {
	return intern(Type{Kind: TargetExtKind, Name: name, Fields: append([]*Type(nil), types...), IntParams: append([]uint32(nil), ints...)})
}

// NewNamedStruct creates a named struct type without a body (opaque until
// SetBody is called). Named structs have identity: two calls with the same
// name give different types. A Module owns its named structs (Module.Types).
func NewNamedStruct(name string) *Type {
	typeTable.Lock()
	typeTable.next++
	id := typeTable.next
	typeTable.Unlock()
	return &Type{Kind: StructKind, Name: name, Opaque: true, id: id}
}

// SetBody gives a named struct its body.
func (t *Type) SetBody(packed bool, fields ...*Type) {
	if t.Kind != StructKind || t.Name == "" {
		panic("ir: SetBody on a type that is not a named struct")
	}
	t.Opaque = false
	t.Packed = packed
	t.Fields = append([]*Type(nil), fields...)
}

// IsNamed reports whether t is a named (identified) struct.
func (t *Type) IsNamed() bool { return t.Kind == StructKind && t.Name != "" }

// IsInt reports whether t is an integer type (of width bits if bits > 0).
func (t *Type) IsInt(bits ...uint32) bool {
	return t.Kind == IntKind && (len(bits) == 0 || t.Bits == bits[0])
}

// IsFloat reports whether t is a floating-point scalar type.
func (t *Type) IsFloat() bool {
	switch t.Kind {
	case HalfKind, BFloatKind, FloatKind, DoubleKind, X86FP80Kind, FP128Kind, PPCFP128Kind:
		return true
	}
	return false
}

// IsPtr reports whether t is a pointer type (typed or opaque).
func (t *Type) IsPtr() bool { return t.Kind == PointerKind }

// IsOpaquePtr reports whether t is an opaque pointer type.
func (t *Type) IsOpaquePtr() bool { return t.Kind == PointerKind && t.Elem == nil }

// IsVector reports whether t is a vector type.
func (t *Type) IsVector() bool { return t.Kind == VectorKind }

// IsAggregate reports whether t is an array or struct type.
func (t *Type) IsAggregate() bool { return t.Kind == ArrayKind || t.Kind == StructKind }

// IsFirstClass reports whether values of t can be instruction results.
func (t *Type) IsFirstClass() bool {
	return t.Kind != VoidKind && t.Kind != FuncKind && t.Kind != LabelKind
}

// Scalar returns the element type of a vector, or t itself.
func (t *Type) Scalar() *Type {
	if t.Kind == VectorKind {
		return t.Elem
	}
	return t
}

// Params returns a function type's parameter types.
func (t *Type) Params() []*Type { return t.Fields }

// FloatBits returns the width of a floating-point type in bits.
func (t *Type) FloatBits() int {
	switch t.Kind {
	case HalfKind, BFloatKind:
		return 16
	case FloatKind:
		return 32
	case DoubleKind:
		return 64
	case X86FP80Kind:
		return 80
	case FP128Kind, PPCFP128Kind:
		return 128
	}
	return 0
}

// HasTypedPointers reports whether a typed pointer occurs anywhere inside t
// (named struct bodies are not entered).
func (t *Type) HasTypedPointers() bool {
	switch t.Kind {
	case PointerKind:
		return t.Elem != nil
	case VectorKind, ArrayKind:
		return t.Elem.HasTypedPointers()
	case FuncKind:
		if t.Ret.HasTypedPointers() {
			return true
		}
		fallthrough
	case StructKind:
		if t.Name != "" {
			return false
		}
		fallthrough
	case TargetExtKind:
		for _, f := range t.Fields {
			if f.HasTypedPointers() {
				return true
			}
		}
	}
	return false
}

// Opaqued returns t with every typed pointer inside it replaced by the
// opaque pointer of the same address space (named structs are kept as they
// are; their bodies are converted separately).
func (t *Type) Opaqued() *Type {
	switch t.Kind {
	case PointerKind:
		if t.Elem == nil {
			return t
		}
		return PtrType(t.AddrSpace)
	case VectorKind:
		if e := t.Elem.Opaqued(); e != t.Elem {
			return VectorOf(t.Len, e, t.Scalable)
		}
	case ArrayKind:
		if e := t.Elem.Opaqued(); e != t.Elem {
			return ArrayOf(t.Len, e)
		}
	case StructKind:
		if t.Name == "" {
			if fs, changed := opaqueList(t.Fields); changed {
				return StructOf(t.Packed, fs...)
			}
		}
	case FuncKind:
		fs, changed := opaqueList(t.Fields)
		r := t.Ret.Opaqued()
		if changed || r != t.Ret {
			return FuncOf(r, fs, t.Variadic)
		}
	case TargetExtKind:
		if fs, changed := opaqueList(t.Fields); changed {
			return TargetExtType(t.Name, fs, t.IntParams)
		}
	}
	return t
}

func opaqueList(ts []*Type) ([]*Type, bool) {
	var out []*Type
	for i, f := range ts {
		o := f.Opaqued()
		if o != f && out == nil {
			out = append([]*Type(nil), ts...)
		}
		if out != nil {
			out[i] = o
		}
	}
	if out == nil {
		return ts, false
	}
	return out, true
}

// String returns the type in LLVM assembly syntax (named structs by name).
// Typed pointers print in typed syntax.
func (t *Type) String() string {
	var b strings.Builder
	t.write(&b)
	return b.String()
}

func (t *Type) write(b *strings.Builder) {
	switch t.Kind {
	case VoidKind:
		b.WriteString("void")
	case HalfKind:
		b.WriteString("half")
	case BFloatKind:
		b.WriteString("bfloat")
	case FloatKind:
		b.WriteString("float")
	case DoubleKind:
		b.WriteString("double")
	case X86FP80Kind:
		b.WriteString("x86_fp80")
	case FP128Kind:
		b.WriteString("fp128")
	case PPCFP128Kind:
		b.WriteString("ppc_fp128")
	case X86AMXKind:
		b.WriteString("x86_amx")
	case X86MMXKind:
		b.WriteString("x86_mmx")
	case LabelKind:
		b.WriteString("label")
	case MetadataKind:
		b.WriteString("metadata")
	case TokenKind:
		b.WriteString("token")
	case IntKind:
		b.WriteByte('i')
		b.WriteString(strconv.FormatUint(uint64(t.Bits), 10))
	case PointerKind:
		if t.Elem == nil {
			b.WriteString("ptr")
			if t.AddrSpace != 0 {
				b.WriteString(" addrspace(")
				b.WriteString(strconv.FormatUint(uint64(t.AddrSpace), 10))
				b.WriteByte(')')
			}
			return
		}
		t.Elem.write(b)
		if t.AddrSpace != 0 {
			b.WriteString(" addrspace(")
			b.WriteString(strconv.FormatUint(uint64(t.AddrSpace), 10))
			b.WriteByte(')')
		}
		b.WriteByte('*')
	case VectorKind:
		b.WriteByte('<')
		if t.Scalable {
			b.WriteString("vscale x ")
		}
		b.WriteString(strconv.FormatUint(t.Len, 10))
		b.WriteString(" x ")
		t.Elem.write(b)
		b.WriteByte('>')
	case ArrayKind:
		b.WriteByte('[')
		b.WriteString(strconv.FormatUint(t.Len, 10))
		b.WriteString(" x ")
		t.Elem.write(b)
		b.WriteByte(']')
	case StructKind:
		if t.Name != "" {
			b.WriteByte('%')
			b.WriteString(QuoteNameIfNeeded(t.Name))
			return
		}
		t.WriteBody(b)
	case FuncKind:
		t.Ret.write(b)
		b.WriteString(" (")
		for i, p := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			p.write(b)
		}
		if t.Variadic {
			if len(t.Fields) > 0 {
				b.WriteString(", ")
			}
			b.WriteString("...")
		}
		b.WriteByte(')')
	case TargetExtKind:
		b.WriteString("target(\"")
		b.WriteString(EscapeString(t.Name))
		b.WriteByte('"')
		for _, p := range t.Fields {
			b.WriteString(", ")
			p.write(b)
		}
		for _, n := range t.IntParams {
			b.WriteString(", ")
			b.WriteString(strconv.FormatUint(uint64(n), 10))
		}
		b.WriteByte(')')
	}
}

// WriteBody writes a struct's body ({ ... }, <{ ... }> or "opaque").
func (t *Type) WriteBody(b *strings.Builder) {
	if t.Opaque {
		b.WriteString("opaque")
		return
	}
	if t.Packed {
		b.WriteByte('<')
	}
	if len(t.Fields) == 0 {
		b.WriteString("{}")
	} else {
		b.WriteString("{ ")
		for i, f := range t.Fields {
			if i > 0 {
				b.WriteString(", ")
			}
			f.write(b)
		}
		b.WriteString(" }")
	}
	if t.Packed {
		b.WriteByte('>')
	}
}

// QuoteNameIfNeeded returns name as LLVM prints it after a sigil: bare when
// it consists of [-a-zA-Z$._0-9] and does not start with a digit, otherwise
// quoted with \XX escapes.
func QuoteNameIfNeeded(name string) string {
	ok := name != ""
	for i := 0; i < len(name) && ok; i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '-', c == '$', c == '.', c == '_':
		case c >= '0' && c <= '9':
			if i == 0 {
				ok = false
			}
		default:
			ok = false
		}
	}
	if ok {
		return name
	}
	return `"` + EscapeString(name) + `"`
}

// EscapeString escapes s the way LLVM prints string literals: printable
// ASCII except '"' and '\' as is, everything else as \XX (upper-case hex).
func EscapeString(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('\\')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}
