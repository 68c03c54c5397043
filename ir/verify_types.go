package ir

import (
	"fmt"
	"strconv"
	"unsafe"
)

// typeFacts are what the verifier needs to know about a type, computed
// once per (interned) type.
type typeFacts struct {
	typed, opaque bool   // contains typed / opaque pointers (named struct bodies not entered)
	bad           string // why the type is malformed, "" if it is not
}

// factsEntry is one slot of the verifier's small cache of type facts:
// nearly every instruction asks for the facts of its type and its
// operands' types, a handful of types in most bodies, and the memo map's
// hashing was most of that time. An entry only ever holds what
// typeMemo holds for t (facts depend on t alone).
type factsEntry struct {
	t *Type
	f typeFacts
}

const factsHotLen = 64

func factsHotSlot(t *Type) uintptr {
	p := uintptr(unsafe.Pointer(t))
	return (p>>4 ^ p>>10) & (factsHotLen - 1)
}

func (v *verifier) facts(t *Type) typeFacts {
	if t == nil {
		return typeFacts{bad: "missing type"}
	}
	h := &v.factsHot[factsHotSlot(t)]
	if h.t == t {
		return h.f
	}
	if f, ok := v.typeMemo[t]; ok {
		*h = factsEntry{t, f}
		return f
	}
	var f typeFacts
	sub := func(e *Type) bool {
		if e == nil {
			f.bad = "type " + t.String() + " has a missing element type"
			return false
		}
		ef := v.facts(e)
		f.typed = f.typed || ef.typed
		f.opaque = f.opaque || ef.opaque
		if ef.bad != "" && f.bad == "" {
			f.bad = ef.bad
		}
		return ef.bad == ""
	}
	switch t.Kind {
	case IntKind:
		if t.Bits < 1 || t.Bits > 1<<23 {
			f.bad = "integer width " + strconv.FormatUint(uint64(t.Bits), 10) + " is out of range"
		}
	case PointerKind:
		if t.Elem == nil {
			f.opaque = true
			break
		}
		f.typed = true
		switch t.Elem.Kind {
		case VoidKind, LabelKind, MetadataKind, TokenKind:
			f.bad = "invalid pointee type " + t.Elem.String()
		default:
			sub(t.Elem)
		}
	case VectorKind:
		if t.Elem == nil {
			f.bad = "vector type has no element type"
			break
		}
		if t.Len == 0 {
			f.bad = "vector type " + t.String() + " has no elements"
			break
		}
		switch t.Elem.Kind {
		case IntKind, PointerKind, TargetExtKind:
		default:
			if !t.Elem.IsFloat() {
				f.bad = "invalid vector element type " + t.Elem.String()
			}
		}
		if f.bad == "" {
			sub(t.Elem)
		}
	case ArrayKind:
		if t.Elem == nil {
			f.bad = "array type has no element type"
			break
		}
		if !validElemType(t.Elem) {
			f.bad = "invalid array element type " + t.Elem.String()
			break
		}
		sub(t.Elem)
	case StructKind:
		if t.Name != "" {
			if v.named != nil && !v.named[t] {
				v.unlisted[t] = true
			}
			break // bodies are checked once, in verifyTypes
		}
		for _, fl := range t.Fields {
			if fl != nil && !validElemType(fl) {
				f.bad = "invalid struct member type " + fl.String()
				break
			}
			if !sub(fl) {
				break
			}
		}
	case FuncKind:
		if t.Ret == nil {
			f.bad = "function type has no return type"
			break
		}
		switch t.Ret.Kind {
		case LabelKind, MetadataKind, FuncKind:
			f.bad = "invalid function return type " + t.Ret.String()
		}
		if f.bad == "" {
			sub(t.Ret)
		}
		for _, p := range t.Fields {
			if p != nil && (p.Kind == VoidKind || p.Kind == LabelKind || p.Kind == FuncKind) {
				f.bad = "invalid function parameter type " + p.String()
				break
			}
			if !sub(p) {
				break
			}
		}
	case TargetExtKind:
		for _, p := range t.Fields {
			if !sub(p) {
				break
			}
		}
	}
	v.typeMemo[t] = f
	return f
}

// typeProblem reports a malformed type, or a pointer type that does not
// fit the module's pointer mode (the first pointer seen decides it when
// the global values did not).
func (v *verifier) typeProblem(t *Type) string {
	f := v.facts(t)
	if f.bad != "" {
		return f.bad
	}
	if f.typed && f.opaque {
		return "type " + t.String() + " mixes typed and opaque pointers"
	}
	if !v.modeKnown {
		if f.typed || f.opaque {
			v.modeKnown, v.typed = true, f.typed
		}
		return ""
	}
	if v.typed && f.opaque {
		return "opaque pointer type " + t.String() + " in a typed-pointer module"
	}
	if !v.typed && f.typed {
		return "typed pointer type " + t.String() + " in an opaque-pointer module"
	}
	return ""
}

// validElemType reports whether t may be an array element or struct
// member.
func validElemType(t *Type) bool {
	switch t.Kind {
	case VoidKind, LabelKind, MetadataKind, FuncKind, TokenKind:
		return false
	}
	return true
}

func hasScalable(t *Type, seen map[*Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch t.Kind {
	case VectorKind:
		return t.Scalable
	case ArrayKind:
		return hasScalable(t.Elem, seen)
	case StructKind:
		for _, f := range t.Fields {
			if hasScalable(f, seen) {
				return true
			}
		}
	}
	return false
}

// sized reports whether values of t have a size (can be loaded, stored,
// allocated, indexed by getelementptr).
func sized(t *Type) bool { return sizedIn(t, map[*Type]bool{}) }

func sizedIn(t *Type, visiting map[*Type]bool) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case IntKind, PointerKind, X86AMXKind, X86MMXKind, TargetExtKind:
		return true
	case VectorKind:
		return t.Elem != nil
	case ArrayKind:
		return sizedIn(t.Elem, visiting)
	case StructKind:
		if t.Opaque {
			return false
		}
		if visiting[t] {
			return false
		}
		visiting[t] = true
		defer delete(visiting, t)
		for _, f := range t.Fields {
			if !sizedIn(f, visiting) {
				return false
			}
		}
		return true
	}
	return t.IsFloat()
}

func typeString(t *Type) string {
	if t == nil {
		return "<no type>"
	}
	return t.String()
}

// maxAlign is LLVM's Value::MaximumAlignment (2^32).
const maxAlign = 1 << 32

func alignProblem(a Align) string {
	if a == 0 {
		return ""
	}
	if a&(a-1) != 0 {
		return fmt.Sprintf("alignment %d is not a power of two", uint64(a))
	}
	if a > maxAlign {
		return fmt.Sprintf("alignment %d is larger than the maximum 2^32", uint64(a))
	}
	return ""
}

func isIntOrIntVec(t *Type) bool { return t != nil && t.Scalar() != nil && t.Scalar().Kind == IntKind }
func isFPOrFPVec(t *Type) bool   { return t != nil && t.Scalar() != nil && t.Scalar().IsFloat() }
func isPtrOrPtrVec(t *Type) bool {
	return t != nil && t.Scalar() != nil && t.Scalar().Kind == PointerKind
}

// primitiveBits returns the size in bits of an integer, floating-point,
// x86 or vector-of-those type (0 for others) and whether it is scalable.
func primitiveBits(t *Type) (uint64, bool) {
	switch t.Kind {
	case IntKind:
		return uint64(t.Bits), false
	case X86MMXKind:
		return 64, false
	case X86AMXKind:
		return 8192, false
	case VectorKind:
		if t.Elem == nil {
			return 0, false
		}
		e, _ := primitiveBits(t.Elem)
		return e * t.Len, t.Scalable
	}
	return uint64(t.FloatBits()), false
}

// castProblem checks the source and destination types of a cast
// (instruction or constant expression) the way LLVM's verifier does.
func castProblem(op Opcode, src, dst *Type) string {
	if src == nil || dst == nil {
		return "cast with a missing type"
	}
	sv, dv := src.Kind == VectorKind, dst.Kind == VectorKind
	ss, ds := src.Scalar(), dst.Scalar()
	if ss == nil || ds == nil {
		return "cast with a malformed vector type"
	}
	shape := func() string {
		if sv != dv {
			return fmt.Sprintf("%s source and result must both be vectors or both scalars (%s to %s)", op, src, dst)
		}
		if sv && (src.Len != dst.Len || src.Scalable != dst.Scalable) {
			return fmt.Sprintf("%s source and result vectors have different lengths (%s to %s)", op, src, dst)
		}
		return ""
	}
	kinds := func(srcOK, dstOK bool, srcWhat, dstWhat string) string {
		if !srcOK {
			return fmt.Sprintf("%s source must be %s, not %s", op, srcWhat, src)
		}
		if !dstOK {
			return fmt.Sprintf("%s result must be %s, not %s", op, dstWhat, dst)
		}
		return shape()
	}
	switch op {
	case OpTrunc, OpZExt, OpSExt:
		if msg := kinds(ss.Kind == IntKind, ds.Kind == IntKind, "an integer or integer vector", "an integer or integer vector"); msg != "" {
			return msg
		}
		if op == OpTrunc && ss.Bits <= ds.Bits {
			return fmt.Sprintf("trunc must make the integer narrower (%s to %s)", src, dst)
		}
		if op != OpTrunc && ss.Bits >= ds.Bits {
			return fmt.Sprintf("%s must make the integer wider (%s to %s)", op, src, dst)
		}
	case OpFPTrunc, OpFPExt:
		if msg := kinds(ss.IsFloat(), ds.IsFloat(), "floating point", "floating point"); msg != "" {
			return msg
		}
		if op == OpFPTrunc && ss.FloatBits() <= ds.FloatBits() {
			return fmt.Sprintf("fptrunc must make the type smaller (%s to %s)", src, dst)
		}
		if op == OpFPExt && ss.FloatBits() >= ds.FloatBits() {
			return fmt.Sprintf("fpext must make the type larger (%s to %s)", src, dst)
		}
	case OpFPToUI, OpFPToSI:
		return kinds(ss.IsFloat(), ds.Kind == IntKind, "floating point", "an integer")
	case OpUIToFP, OpSIToFP:
		return kinds(ss.Kind == IntKind, ds.IsFloat(), "an integer", "floating point")
	case OpPtrToInt, OpPtrToAddr:
		return kinds(ss.Kind == PointerKind, ds.Kind == IntKind, "a pointer", "an integer")
	case OpIntToPtr:
		return kinds(ss.Kind == IntKind, ds.Kind == PointerKind, "an integer", "a pointer")
	case OpAddrSpaceCast:
		if msg := kinds(ss.Kind == PointerKind, ds.Kind == PointerKind, "a pointer", "a pointer"); msg != "" {
			return msg
		}
		if ss.AddrSpace == ds.AddrSpace {
			return fmt.Sprintf("addrspacecast must change the address space (%s to %s)", src, dst)
		}
	case OpBitCast:
		for _, t := range []*Type{src, dst} {
			switch t.Kind {
			case VoidKind, FuncKind, LabelKind, MetadataKind, TokenKind, ArrayKind, StructKind:
				return fmt.Sprintf("bitcast cannot convert %s values", t)
			}
		}
		sp, dp := ss.Kind == PointerKind, ds.Kind == PointerKind
		if sp != dp {
			return fmt.Sprintf("bitcast cannot convert between pointers and non-pointers (%s to %s): use ptrtoint/inttoptr", src, dst)
		}
		if !sp {
			sb, sscal := primitiveBits(src)
			db, dscal := primitiveBits(dst)
			if sb == 0 || sb != db || sscal != dscal {
				return fmt.Sprintf("bitcast between types of different sizes (%s to %s)", src, dst)
			}
			return ""
		}
		if ss.AddrSpace != ds.AddrSpace {
			return fmt.Sprintf("bitcast cannot change the address space (%s to %s): use addrspacecast", src, dst)
		}
		if sv && (!dv || src.Len != dst.Len || src.Scalable != dst.Scalable) {
			return fmt.Sprintf("bitcast of a pointer vector must keep its length (%s to %s)", src, dst)
		}
	default:
		return fmt.Sprintf("%s is not a cast", op)
	}
	return ""
}

// binaryProblem checks a unary or binary operator's types.
func binaryProblem(op Opcode, a, b, res *Type) string {
	if a == nil || res == nil || (op != OpFNeg && b == nil) {
		return "operator with a missing type"
	}
	if op != OpFNeg && a != b {
		return fmt.Sprintf("operands have different types (%s and %s)", a, b)
	}
	if res != a {
		return fmt.Sprintf("result type %s differs from operand type %s", res, a)
	}
	if op.IsFloatOp() {
		if !isFPOrFPVec(a) {
			return fmt.Sprintf("%s needs floating-point operands, not %s", op, a)
		}
	} else if !isIntOrIntVec(a) {
		return fmt.Sprintf("%s needs integer operands, not %s", op, a)
	}
	return ""
}

// cmpProblem checks icmp/fcmp operand and result types and the predicate.
func cmpProblem(op Opcode, p Pred, a, b, res *Type) string {
	if a == nil || b == nil || res == nil {
		return "comparison with a missing type"
	}
	if a != b {
		return fmt.Sprintf("operands have different types (%s and %s)", a, b)
	}
	if op == OpICmp {
		if !isIntOrIntVec(a) && !isPtrOrPtrVec(a) {
			return fmt.Sprintf("icmp needs integer or pointer operands, not %s", a)
		}
		if !p.IsInt() {
			return fmt.Sprintf("invalid icmp predicate %d", p)
		}
	} else {
		if !isFPOrFPVec(a) {
			return fmt.Sprintf("fcmp needs floating-point operands, not %s", a)
		}
		if p > FCmpTrue {
			return fmt.Sprintf("invalid fcmp predicate %d", p)
		}
	}
	if want := cmpType(a); res != want {
		return fmt.Sprintf("result type %s should be %s", res, want)
	}
	return ""
}

// selectProblem checks select's condition and value types.
func selectProblem(c, a, b, res *Type) string {
	if c == nil || a == nil || b == nil || res == nil {
		return "select with a missing type"
	}
	if a != b {
		return fmt.Sprintf("selected values have different types (%s and %s)", a, b)
	}
	if a.Kind == TokenKind {
		return "select cannot choose between tokens"
	}
	if c.Kind == VectorKind {
		if c.Elem != I1 || a.Kind != VectorKind || a.Len != c.Len || a.Scalable != c.Scalable {
			return fmt.Sprintf("vector condition %s must be i1 elements matching the value vector %s", c, a)
		}
	} else if c != I1 {
		return fmt.Sprintf("condition must be i1, not %s", c)
	}
	if res != a {
		return fmt.Sprintf("result type %s differs from the values' type %s", res, a)
	}
	return ""
}

func extractElementProblem(vec, idx, res *Type) string {
	if vec == nil || idx == nil || res == nil {
		return "extractelement with a missing type"
	}
	if vec.Kind != VectorKind {
		return fmt.Sprintf("extractelement needs a vector, not %s", vec)
	}
	if idx.Kind != IntKind {
		return fmt.Sprintf("extractelement index must be an integer, not %s", idx)
	}
	if res != vec.Elem {
		return fmt.Sprintf("result type %s should be the element type %s", res, typeString(vec.Elem))
	}
	return ""
}

func insertElementProblem(vec, elt, idx, res *Type) string {
	if vec == nil || elt == nil || idx == nil || res == nil {
		return "insertelement with a missing type"
	}
	if vec.Kind != VectorKind {
		return fmt.Sprintf("insertelement needs a vector, not %s", vec)
	}
	if elt != vec.Elem {
		return fmt.Sprintf("inserted value has type %s, not the element type %s", elt, typeString(vec.Elem))
	}
	if idx.Kind != IntKind {
		return fmt.Sprintf("insertelement index must be an integer, not %s", idx)
	}
	if res != vec {
		return fmt.Sprintf("result type %s should be %s", res, vec)
	}
	return ""
}

func shuffleProblem(a, b *Type, mask []int32, res *Type) string {
	if a == nil || b == nil || res == nil {
		return "shufflevector with a missing type"
	}
	if a.Kind != VectorKind || a != b {
		return fmt.Sprintf("shufflevector needs two vectors of the same type (%s, %s)", a, b)
	}
	if len(mask) == 0 {
		return "shufflevector mask is empty"
	}
	for _, m := range mask {
		if m < -1 || (!a.Scalable && int64(m) >= 2*int64(a.Len)) || (a.Scalable && m > 0) {
			return fmt.Sprintf("shufflevector mask element %d is out of range", m)
		}
	}
	if want := VectorOf(uint64(len(mask)), a.Elem, a.Scalable); res != want {
		return fmt.Sprintf("result type %s should be %s", res, want)
	}
	return ""
}

// indexedType follows extractvalue/insertvalue indices into an aggregate.
func indexedType(agg *Type, idx []uint32) (*Type, string) {
	if len(idx) == 0 {
		return nil, "no indices"
	}
	t := agg
	for _, n := range idx {
		if t == nil {
			return nil, "malformed aggregate type"
		}
		switch t.Kind {
		case StructKind:
			if int64(n) >= int64(len(t.Fields)) {
				return nil, fmt.Sprintf("index %d is out of range for %s", n, t)
			}
			t = t.Fields[n]
		case ArrayKind:
			if uint64(n) >= t.Len {
				return nil, fmt.Sprintf("index %d is out of range for %s", n, t)
			}
			t = t.Elem
		default:
			return nil, fmt.Sprintf("cannot index into %s", t)
		}
	}
	return t, ""
}

// structIndex returns the constant value of a struct index (an i32
// constant, or a vector splat of one), or ok false.
func structIndex(v Value) (uint64, bool) {
	switch c := v.(type) {
	case *ConstInt:
		if c.Typ == I32 {
			if c.Big != nil {
				if !c.Big.IsUint64() {
					return 0, false
				}
				return c.Big.Uint64(), true
			}
			return c.V, true
		}
	case *ConstNull:
		if c.Typ == I32 || (c.Typ != nil && c.Typ.Kind == VectorKind && c.Typ.Elem == I32 && !c.Typ.Scalable) {
			return 0, true
		}
	case *ConstSplat:
		if c.Typ != nil && !c.Typ.Scalable {
			return structIndex(c.Elem)
		}
	case *ConstAggregate:
		if c.Typ == nil || c.Typ.Kind != VectorKind || len(c.Elems) == 0 {
			return 0, false
		}
		first, ok := structIndex(c.Elems[0])
		if !ok {
			return 0, false
		}
		for _, e := range c.Elems[1:] {
			if n, ok := structIndex(e); !ok || n != first {
				return 0, false
			}
		}
		return first, true
	}
	return 0, false
}

// gepProblem checks a getelementptr (instruction or constant expression):
// base, indices, source element type and result type.
func (v *verifier) gepProblem(elem *Type, base Value, idx []Value, res *Type) string {
	bt := base.Type()
	if bt == nil || bt.Scalar() == nil || bt.Scalar().Kind != PointerKind {
		return fmt.Sprintf("getelementptr base must be a pointer or a vector of pointers, not %s", typeString(bt))
	}
	bp := bt.Scalar()
	if elem == nil {
		return "getelementptr has no source element type"
	}
	if !sized(elem) {
		return fmt.Sprintf("getelementptr into unsized type %s", elem)
	}
	if v.typed && bp.Elem != nil && bp.Elem != elem {
		return fmt.Sprintf("source element type %s is not the base pointer's pointee %s", elem, bp.Elem)
	}
	var width uint64
	scalable := false
	if bt.Kind == VectorKind {
		width, scalable = bt.Len, bt.Scalable
	}
	for _, x := range idx {
		t := x.Type()
		if !isIntOrIntVec(t) {
			return fmt.Sprintf("getelementptr indices must be integers, not %s", typeString(t))
		}
		if t.Kind == VectorKind {
			if width != 0 && (t.Len != width || t.Scalable != scalable) {
				return fmt.Sprintf("getelementptr vector index %s does not match the vector width %d", t, width)
			}
			width, scalable = t.Len, t.Scalable
		}
	}
	cur := elem
	for k := 1; k < len(idx); k++ {
		switch cur.Kind {
		case StructKind:
			if cur.Opaque {
				return fmt.Sprintf("getelementptr indexes into opaque struct %s", cur)
			}
			n, ok := structIndex(idx[k])
			if !ok {
				return fmt.Sprintf("getelementptr operand %d indexes into a struct and must be a constant i32", k+1)
			}
			if n >= uint64(len(cur.Fields)) {
				return fmt.Sprintf("struct index %d is out of range for %s", n, cur)
			}
			cur = cur.Fields[n]
		case ArrayKind, VectorKind:
			cur = cur.Elem
		default:
			return fmt.Sprintf("getelementptr index %d cannot index into %s", k, cur)
		}
		if cur == nil {
			return "getelementptr through a malformed type"
		}
	}
	// Compare field by field: interning the expected type for every GEP
	// would cost a lock and a map lookup.
	var pointee *Type
	if v.typed {
		pointee = cur
	}
	r := res
	ok := r != nil
	if ok && width != 0 {
		ok = r.Kind == VectorKind && r.Len == width && r.Scalable == scalable
		r = r.Elem
	}
	ok = ok && r != nil && r.Kind == PointerKind && r.Elem == pointee && r.AddrSpace == bp.AddrSpace
	if !ok {
		want := PtrType(bp.AddrSpace)
		if v.typed {
			want = TypedPtr(cur, bp.AddrSpace)
		}
		if width != 0 {
			want = VectorOf(width, want, scalable)
		}
		return fmt.Sprintf("result type %s should be %s", typeString(res), want)
	}
	return ""
}

// isNilValue reports whether an operand is nil (also a typed nil pointer).
func isNilValue(x Value) bool {
	if dataWord(unsafe.Pointer(&x)) != nil {
		return false
	}
	switch y := x.(type) {
	case nil:
		return true
	case *Instr:
		return y == nil
	case *Param:
		return y == nil
	case *Block:
		return y == nil
	case *InlineAsm:
		return y == nil
	case *MetadataValue:
		return y == nil
	case Constant:
		return isNilConst(y)
	}
	return false
}

func isNilConst(c Constant) bool {
	if dataWord(unsafe.Pointer(&c)) != nil {
		return false
	}
	switch y := c.(type) {
	case nil:
		return true
	case *ConstInt:
		return y == nil
	case *ConstFloat:
		return y == nil
	case *ConstNull:
		return y == nil
	case *Undef:
		return y == nil
	case *Poison:
		return y == nil
	case *ConstAggregate:
		return y == nil
	case *ConstData:
		return y == nil
	case *ConstSplat:
		return y == nil
	case *ConstExpr:
		return y == nil
	case *BlockAddress:
		return y == nil
	case *DSOLocalEquivalent:
		return y == nil
	case *NoCFIValue:
		return y == nil
	case *ConstPtrAuth:
		return y == nil
	case GlobalValue:
		return isNilGV(y)
	}
	return false
}

// constProblem checks a constant (recursively, once per aggregate or
// expression object).
func (v *verifier) constProblem(c Constant) string {
	if isNilConst(c) {
		return "missing constant"
	}
	switch c.(type) {
	case *ConstAggregate, *ConstExpr, *ConstSplat, *ConstPtrAuth:
		if msg, ok := v.constMemo[c]; ok {
			return msg
		}
		v.constMemo[c] = "" // breaks cycles; the real answer follows
		msg := v.constProblem1(c)
		v.constMemo[c] = msg
		return msg
	}
	return v.constProblem1(c)
}

func (v *verifier) constProblem1(c Constant) string {
	switch x := c.(type) {
	case GlobalValue:
		if v.m != nil && !v.globalSet.has(x) {
			return "refers to global value " + v.globalRef(x) + ", which is not in this module"
		}
		return ""
	case *ConstInt:
		if x.Typ == nil || x.Typ.Kind != IntKind {
			return "integer constant of type " + typeString(x.Typ)
		}
		if x.Big != nil {
			if x.Big.Sign() < 0 || x.Big.BitLen() > int(x.Typ.Bits) {
				return "integer constant " + x.Big.String() + " does not fit " + x.Typ.String()
			}
		} else if x.Typ.Bits < 64 && x.V>>x.Typ.Bits != 0 {
			return "integer constant " + strconv.FormatUint(x.V, 10) + " does not fit " + x.Typ.String()
		}
	case *ConstFloat:
		if x.Typ == nil || !x.Typ.IsFloat() {
			return "floating-point constant of type " + typeString(x.Typ)
		}
	case *ConstNull:
		if x.Typ == nil {
			return "null constant without a type"
		}
		switch x.Typ.Kind {
		case VoidKind, LabelKind, FuncKind, MetadataKind:
			return "null constant of type " + x.Typ.String()
		}
	case *Undef:
		if x.Typ == nil || x.Typ.Kind == VoidKind || x.Typ.Kind == LabelKind || x.Typ.Kind == FuncKind {
			return "undef of type " + typeString(x.Typ)
		}
	case *Poison:
		if x.Typ == nil || x.Typ.Kind == VoidKind || x.Typ.Kind == LabelKind || x.Typ.Kind == FuncKind {
			return "poison of type " + typeString(x.Typ)
		}
	case *ConstAggregate:
		t := x.Typ
		if t == nil {
			return "aggregate constant without a type"
		}
		var want func(k int) *Type
		switch t.Kind {
		case ArrayKind, VectorKind:
			if uint64(len(x.Elems)) != t.Len {
				return fmt.Sprintf("constant of type %s has %d elements", t, len(x.Elems))
			}
			want = func(int) *Type { return t.Elem }
		case StructKind:
			if t.Opaque || len(x.Elems) != len(t.Fields) {
				return fmt.Sprintf("constant of type %s has %d elements", t, len(x.Elems))
			}
			want = func(k int) *Type { return t.Fields[k] }
		default:
			return "aggregate constant of type " + t.String()
		}
		for k, e := range x.Elems {
			if isNilConst(e) {
				return fmt.Sprintf("element %d is missing", k)
			}
			if e.Type() != want(k) {
				return fmt.Sprintf("element %d has type %s, want %s", k, typeString(e.Type()), typeString(want(k)))
			}
			if msg := v.constProblem(e); msg != "" {
				return fmt.Sprintf("element %d: %s", k, msg)
			}
		}
	case *ConstData:
		t := x.Typ
		if t == nil || (t.Kind != ArrayKind && t.Kind != VectorKind) || t.Elem == nil {
			return "data constant of type " + typeString(t)
		}
		var eb uint64
		switch {
		case t.Elem.Kind == IntKind && t.Elem.Bits%8 == 0:
			eb = uint64(t.Elem.Bits / 8)
		case t.Elem.IsFloat() && t.Elem.FloatBits()%8 == 0:
			eb = uint64(t.Elem.FloatBits() / 8)
		default:
			return "data constant of type " + t.String()
		}
		if uint64(len(x.Bytes)) != t.Len*eb {
			return fmt.Sprintf("data constant of type %s has %d bytes", t, len(x.Bytes))
		}
	case *ConstSplat:
		if x.Typ == nil || x.Typ.Kind != VectorKind {
			return "splat of non-vector type " + typeString(x.Typ)
		}
		if isNilConst(x.Elem) {
			return "splat without an element"
		}
		if x.Elem.Type() != x.Typ.Elem {
			return fmt.Sprintf("splat element has type %s, want %s", typeString(x.Elem.Type()), typeString(x.Typ.Elem))
		}
		if msg := v.constProblem(x.Elem); msg != "" {
			return msg
		}
	case *ConstExpr:
		if msg := v.constExprProblem(x); msg != "" {
			return msg
		}
	case *BlockAddress:
		if x.Func == nil || x.Block == nil {
			return "blockaddress without a function or block"
		}
		if x.Block.Parent != x.Func {
			return "blockaddress block is not a block of " + v.globalRef(x.Func)
		}
		if v.m != nil && !v.globalSet.has(x.Func) {
			return "blockaddress function " + v.globalRef(x.Func) + " is not in this module"
		}
		if x.Typ == nil || x.Typ.Kind != PointerKind {
			return "blockaddress type " + typeString(x.Typ) + " is not a pointer"
		}
	case *DSOLocalEquivalent:
		if isNilGV(x.GV) {
			return "dso_local_equivalent without a global value"
		}
		return v.constProblem(x.GV)
	case *NoCFIValue:
		if isNilGV(x.GV) {
			return "no_cfi without a global value"
		}
		return v.constProblem(x.GV)
	case *ConstPtrAuth:
		if isNilConst(x.Ptr) || isNilConst(x.Key) || isNilConst(x.Disc) || isNilConst(x.AddrDisc) {
			return "ptrauth constant with a missing operand"
		}
		if x.Ptr.Type() == nil || x.Ptr.Type().Kind != PointerKind {
			return "ptrauth pointer is not a pointer"
		}
		if k, ok := x.Key.(*ConstInt); !ok || k.Typ != I32 {
			return "ptrauth key must be an i32 constant"
		}
		if d, ok := x.Disc.(*ConstInt); !ok || d.Typ != I64 {
			return "ptrauth discriminator must be an i64 constant"
		}
		if x.AddrDisc.Type() == nil || x.AddrDisc.Type().Kind != PointerKind {
			return "ptrauth address discriminator is not a pointer"
		}
		for _, o := range []Constant{x.Ptr, x.AddrDisc, x.DeactivationSymbol} {
			if !isNilConst(o) {
				if msg := v.constProblem(o); msg != "" {
					return msg
				}
			}
		}
		return ""
	default:
		return fmt.Sprintf("unknown constant kind %T", c)
	}
	return v.typeProblem(c.Type())
}

// constExprProblem checks a constant expression with the instruction
// rules of its opcode.
func (v *verifier) constExprProblem(x *ConstExpr) string {
	for k, o := range x.Operands {
		if isNilConst(o) {
			return fmt.Sprintf("%s constant expression operand %d is missing", x.Op, k)
		}
		if msg := v.constProblem(o); msg != "" {
			return msg
		}
	}
	if x.Typ == nil {
		return "constant expression without a type"
	}
	n := len(x.Operands)
	need := func(want int) string {
		if n != want {
			return fmt.Sprintf("%s constant expression has %d operands, want %d", x.Op, n, want)
		}
		return ""
	}
	ops := x.Operands
	switch {
	case x.Op.IsCast():
		if msg := need(1); msg != "" {
			return msg
		}
		return castProblem(x.Op, ops[0].Type(), x.Typ)
	case x.Op.IsBinary():
		if msg := need(2); msg != "" {
			return msg
		}
		return binaryProblem(x.Op, ops[0].Type(), ops[1].Type(), x.Typ)
	}
	switch x.Op {
	case OpFNeg:
		if msg := need(1); msg != "" {
			return msg
		}
		return binaryProblem(x.Op, ops[0].Type(), nil, x.Typ)
	case OpICmp, OpFCmp:
		if msg := need(2); msg != "" {
			return msg
		}
		return cmpProblem(x.Op, x.Pred, ops[0].Type(), ops[1].Type(), x.Typ)
	case OpGetElementPtr:
		if n < 1 {
			return "getelementptr constant expression without a base"
		}
		idx := make([]Value, n-1)
		for k, o := range ops[1:] {
			idx[k] = o
		}
		return v.gepProblem(x.ElemType, ops[0], idx, x.Typ)
	case OpSelect:
		if msg := need(3); msg != "" {
			return msg
		}
		return selectProblem(ops[0].Type(), ops[1].Type(), ops[2].Type(), x.Typ)
	case OpExtractElement:
		if msg := need(2); msg != "" {
			return msg
		}
		return extractElementProblem(ops[0].Type(), ops[1].Type(), x.Typ)
	case OpInsertElement:
		if msg := need(3); msg != "" {
			return msg
		}
		return insertElementProblem(ops[0].Type(), ops[1].Type(), ops[2].Type(), x.Typ)
	case OpShuffleVector:
		if msg := need(2); msg != "" {
			return msg
		}
		return shuffleProblem(ops[0].Type(), ops[1].Type(), x.Mask, x.Typ)
	case OpExtractValue:
		if msg := need(1); msg != "" {
			return msg
		}
		t, msg := indexedType(ops[0].Type(), x.Indices)
		if msg != "" {
			return "extractvalue: " + msg
		}
		if t != x.Typ {
			return fmt.Sprintf("extractvalue result type %s should be %s", x.Typ, typeString(t))
		}
	case OpInsertValue:
		if msg := need(2); msg != "" {
			return msg
		}
		t, msg := indexedType(ops[0].Type(), x.Indices)
		if msg != "" {
			return "insertvalue: " + msg
		}
		if t != ops[1].Type() || x.Typ != ops[0].Type() {
			return "insertvalue constant expression types do not match"
		}
	default:
		return fmt.Sprintf("%s is not a constant expression opcode", x.Op)
	}
	return ""
}

// constEqual reports whether two constants are the same value (what
// LLVM's uniqued constants give by pointer identity).
func constEqual(a, b Constant, depth int) bool {
	if a == b {
		return true
	}
	if depth > 16 || isNilConst(a) || isNilConst(b) || a.Type() != b.Type() {
		return false
	}
	switch x := a.(type) {
	case *ConstInt:
		y, ok := b.(*ConstInt)
		return ok && x.BigValue().Cmp(y.BigValue()) == 0
	case *ConstFloat:
		y, ok := b.(*ConstFloat)
		return ok && x.Bits == y.Bits && x.Hi == y.Hi
	case *ConstNull:
		_, ok := b.(*ConstNull)
		return ok
	case *Undef:
		_, ok := b.(*Undef)
		return ok
	case *Poison:
		_, ok := b.(*Poison)
		return ok
	case *ConstAggregate:
		y, ok := b.(*ConstAggregate)
		if !ok || len(x.Elems) != len(y.Elems) {
			return false
		}
		for k := range x.Elems {
			if !constEqual(x.Elems[k], y.Elems[k], depth+1) {
				return false
			}
		}
		return true
	case *ConstData:
		y, ok := b.(*ConstData)
		return ok && string(x.Bytes) == string(y.Bytes)
	case *ConstSplat:
		y, ok := b.(*ConstSplat)
		return ok && constEqual(x.Elem, y.Elem, depth+1)
	case *ConstExpr:
		y, ok := b.(*ConstExpr)
		if !ok || x.Op != y.Op || x.Flags != y.Flags || x.Pred != y.Pred || x.ElemType != y.ElemType ||
			len(x.Operands) != len(y.Operands) || len(x.Indices) != len(y.Indices) || len(x.Mask) != len(y.Mask) ||
			x.HasInRange != y.HasInRange || x.InRangeLo != y.InRangeLo || x.InRangeHi != y.InRangeHi || x.InRangeIndex != y.InRangeIndex {
			return false
		}
		for k := range x.Operands {
			if !constEqual(x.Operands[k], y.Operands[k], depth+1) {
				return false
			}
		}
		for k := range x.Indices {
			if x.Indices[k] != y.Indices[k] {
				return false
			}
		}
		for k := range x.Mask {
			if x.Mask[k] != y.Mask[k] {
				return false
			}
		}
		return true
	case *BlockAddress:
		y, ok := b.(*BlockAddress)
		return ok && x.Func == y.Func && x.Block == y.Block
	case *DSOLocalEquivalent:
		y, ok := b.(*DSOLocalEquivalent)
		return ok && x.GV == y.GV
	case *NoCFIValue:
		y, ok := b.(*NoCFIValue)
		return ok && x.GV == y.GV
	}
	return false
}

func itoa(n int) string { return strconv.Itoa(n) }

// dataWord returns the data word of the interface value at p (any
// interface type: a nil interface and one holding a nil pointer both have
// nil there). The nil checks above look at it first: nearly every operand
// is a non-nil pointer, and the data word says so without the type
// switches (a case of interface type, Constant or GlobalValue, is a type
// assertion through the runtime). A non-nil data word is never a nil
// pointer: pointer-shaped values are stored in the word itself, others
// boxed behind a non-nil pointer.
func dataWord(p unsafe.Pointer) unsafe.Pointer {
	return (*[2]unsafe.Pointer)(p)[1]
}
