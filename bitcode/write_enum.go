package bitcode

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/irfix/irfix/ir"
)

// Enumeration: before anything is written, the writer numbers every type,
// module-level value, module-level metadata node, attribute group and
// list, comdat, operand-bundle tag, sync scope and metadata kind, because
// the blocks that define them come before the records that use them.
// Function-local values and metadata are numbered when their function is
// written (function_write.go), as LLVM's ValueEnumerator does.

// ---- types ----

// typeID returns t's ID in the type table. While the module is being
// enumerated it registers t (after the types it is built from) and
// returns its registration number; finishTypes then fixes the table's
// order, and from there on typeID returns final IDs.
func (w *wWriter) typeID(t *ir.Type) uint32 {
	if t == nil {
		w.fail(ErrBadModule, "", "nil type")
	}
	c := &w.typeCache[(uintptr(unsafe.Pointer(t))>>4)&(typeCacheLen-1)]
	if c.t == t {
		return c.id
	}
	var id uint32
	if w.typesFinal {
		var ok bool
		id, ok = w.typeIDs[t]
		if !ok {
			w.fail(ErrBadModule, "", "internal error: type %s was not enumerated", t)
		}
	} else {
		id = w.regType(t)
	}
	if id != wInProgress {
		c.t, c.id = t, id
	}
	return id
}

// typeCacheLen is the number of typeCache entries (a power of two).
const typeCacheLen = 256

type typeCacheEntry struct {
	t  *ir.Type
	id uint32
}

// typeKey returns a stable number for t (its registration number), which
// constant identities use: it does not change when finishTypes orders
// the table.
func (w *wWriter) typeKey(t *ir.Type) uint32 {
	if r, ok := w.typeReg[t]; ok && r != wInProgress {
		return r
	}
	if w.typesFinal {
		w.fail(ErrBadModule, "", "internal error: type %s was not enumerated", t)
	}
	return w.regType(t)
}

const wInProgress = ^uint32(0)

// regType registers t after the types it is built from. A named struct
// is marked while its fields are registered, so a recursive reference
// stops there (named structs may be referred to before their record).
func (w *wWriter) regType(t *ir.Type) uint32 {
	if r, ok := w.typeReg[t]; ok {
		return r
	}
	w.checkType(t)
	w.sharedTableAdd()
	if t.Kind == ir.StructKind && t.Name != "" {
		w.typeReg[t] = wInProgress
	}
	switch t.Kind {
	case ir.PointerKind, ir.ArrayKind, ir.VectorKind:
		if t.Elem != nil {
			w.regType(t.Elem)
		}
	case ir.FuncKind:
		w.regType(t.Ret)
		for _, p := range t.Fields {
			if p == nil {
				w.fail(ErrBadModule, "type "+t.String(), "nil parameter type")
			}
			w.regType(p)
		}
	case ir.StructKind, ir.TargetExtKind:
		for _, f := range t.Fields {
			if f == nil {
				w.fail(ErrBadModule, "type "+t.String(), "nil field type")
			}
			w.regType(f)
		}
	}
	r := uint32(len(w.typeRegList))
	w.typeReg[t] = r
	w.typeRegList = append(w.typeRegList, t)
	return r
}

// finishTypes orders the type table: every type that is not a named
// struct, in registration order (each after the types it is built from),
// then the named structs in the module's order (Module.Types), then any
// other named struct. Records may refer forward to named structs only,
// which this order respects; keeping Module.Types' order lets a reader
// give the structs back in the order the module lists them.
func (w *wWriter) finishTypes() {
	isNamed := func(t *ir.Type) bool { return t.Kind == ir.StructKind && t.Name != "" }
	add := func(t *ir.Type) {
		if _, done := w.typeIDs[t]; done {
			return
		}
		w.typeIDs[t] = uint32(len(w.types))
		w.types = append(w.types, t)
	}
	for _, t := range w.typeRegList {
		if !isNamed(t) {
			add(t)
		}
	}
	for _, t := range w.m.Types {
		if _, ok := w.typeReg[t]; ok && isNamed(t) {
			add(t)
		}
	}
	for _, t := range w.typeRegList {
		add(t)
	}
	w.typesFinal = true
	clear(w.typeCache[:]) // registration numbers until now, IDs from here
	w.computeTypeBits()
}

// checkType reports types the target cannot express.
func (w *wWriter) checkType(t *ir.Type) {
	switch t.Kind {
	case ir.PointerKind:
		if t.Elem != nil && !w.f.typed {
			w.fail(ErrNotExpressible, "type "+t.String(), "typed pointer in a module for opaque-pointer target %s", w.t)
		}
		if t.Elem == nil && w.f.typed {
			w.fail(ErrNotExpressible, "type ptr", "opaque pointer in a module for typed-pointer target %s (lower the module with downgrade first)", w.t)
		}
	case ir.TargetExtKind:
		if !w.f.targetTypes {
			w.fail(ErrNotExpressible, "type "+t.String(), "target extension types need LLVM >= 16; target is %s", w.t)
		}
	case ir.X86MMXKind:
		if !w.f.x86mmx {
			w.fail(ErrNotExpressible, "type x86_mmx", "x86_mmx was removed in LLVM 20; target is %s", w.t)
		}
	case ir.VectorKind, ir.ArrayKind:
		if t.Elem == nil {
			w.fail(ErrBadModule, "", "type of kind %d without element type", t.Kind)
		}
	case ir.FuncKind:
		if t.Ret == nil {
			w.fail(ErrBadModule, "", "function type without return type")
		}
	}
}

// ---- values ----

// addGlobalValue numbers a global value (they take the first IDs).
func (w *wWriter) addGlobalValue(gv ir.GlobalValue) {
	w.sharedTableAdd()
	if _, dup := w.valIDs[gv]; dup {
		w.fail(ErrBadModule, "@"+gv.Common().Name, "global value listed twice in the module")
	}
	w.valIDs[gv] = uint32(len(w.vals))
	w.vals = append(w.vals, gv)
}

// valueID returns the ID of a value an instruction uses: a global value,
// a constant (numbered on first use: at module level during enumeration,
// in the function's table while a body is written), an argument, an
// instruction or inline asm.
func (w *wWriter) valueID(v ir.Value) uint32 {
	// Instructions and arguments, most operands, are numbered in maps of
	// their own: a pointer key hashes far faster than an interface key.
	switch x := v.(type) {
	case *ir.Instr:
		if id, ok := w.instrID(x); ok {
			return id
		}
		w.fail(ErrBadModule, "", "%s instruction used outside its function or not in any block", x.Op)
	case *ir.Param:
		if id, ok := w.fnParamIDs[x]; ok {
			return id
		}
		w.fail(ErrBadModule, "", "argument %%%s of @%s used outside its function", x.Name, funcName(x.Parent))
	}
	c := w.valCacheSlot(v)
	if c.v == v && (c.gen == 0 || c.gen == w.bodyGen) {
		return c.id
	}
	if id, ok := w.valIDs[v]; ok {
		*c = valCacheEntry{v, 0, id}
		return id
	}
	if w.fnValIDs != nil {
		if id, ok := w.fnValIDs[v]; ok {
			*c = valCacheEntry{v, w.bodyGen, id}
			return id
		}
	}
	switch x := v.(type) {
	case ir.GlobalValue:
		w.fail(ErrBadModule, "", "@%s is used but is not in the module", x.Common().Name)
	case ir.Constant:
		return w.constID(x)
	case *ir.InlineAsm:
		return w.constID(x)
	case nil:
		w.fail(ErrBadModule, "", "nil operand")
	}
	w.fail(ErrBadModule, "", "value of kind %T cannot be an operand here", v)
	return 0
}

func funcName(f *ir.Func) string {
	if f == nil {
		return "?"
	}
	return f.Name
}

// local reports whether constants are being numbered for a function body.
func (w *wWriter) local() bool { return w.fnValIDs != nil }

// The value cache. A body's operands are mostly the same few constants
// and callees, and each was looked up in two maps keyed by interface
// (valIDs, then fnValIDs) twice, once numbering the body's constants and
// once writing the instruction: on libclc's 1.15 million instructions
// those lookups were a tenth of the write. valCache remembers recent
// answers by the value's identity, direct-mapped: an entry with gen 0
// holds a module-level ID (valIDs: fixed once given), one with another
// gen a function-local ID of the body whose bodyGen it is (fnValIDs).
// An entry holds its value, so the value stays allocated and its address
// cannot name another value during the write. A miss goes to the maps,
// which decide as before; the cache only ever answers what they would.
type valCacheEntry struct {
	v   ir.Value
	gen uint32
	id  uint32
}

// valCacheLen is the number of valCache entries (a power of two).
const valCacheLen = 512

// valCacheSlot returns v's entry of valCache (which may hold another
// value).
func (w *wWriter) valCacheSlot(v ir.Value) *valCacheEntry {
	p := uintptr((*[2]unsafe.Pointer)(unsafe.Pointer(&v))[1])
	return &w.valCache[(p>>4^p>>13)&(valCacheLen-1)]
}

// newBodyGen starts a new generation of function-local cache entries:
// at the start of a body and at its end, so that no local answer
// outlives its body.
func (w *wWriter) newBodyGen() {
	w.bodyGen++
	if w.bodyGen == 0 {
		clear(w.valCache[:])
		w.bodyGen = 1
	}
}

// constID numbers a constant: its operands first (so records refer back),
// then the constant itself, unless a structurally equal one has an ID
// already.
func (w *wWriter) constID(c ir.Value) uint32 {
	slot := w.valCacheSlot(c)
	if slot.v == c && (slot.gen == 0 || slot.gen == w.bodyGen) {
		return slot.id
	}
	if id, ok := w.valIDs[c]; ok {
		*slot = valCacheEntry{c, 0, id}
		return id
	}
	if w.local() {
		if id, ok := w.fnValIDs[c]; ok {
			*slot = valCacheEntry{c, w.bodyGen, id}
			return id
		}
	}
	if _, ok := c.(*ir.InlineAsm); ok && !w.local() {
		w.fail(ErrBadModule, "inline asm", "inline asm outside a function body")
	}
	if n := w.normalizeConst(c); n != c {
		c = n
		if id, ok := w.valIDs[c]; ok {
			return id
		}
	}
	if k, ok := w.scalarKey(c); ok {
		return w.scalarID(c, k)
	}
	key := w.constKey(c)
	id, ok := w.cstKeys[key]
	if !ok && w.local() {
		id, ok = w.fnCstKeys[key]
	}
	if !ok {
		if w.sealed {
			w.fail(ErrBadModule, "", "internal error: constant %T numbered after its constants block was written", c)
		}
		if !w.local() {
			w.sharedTableAdd() // before vals grows: it is shared too
		}
		id = uint32(len(w.vals))
		w.vals = append(w.vals, c)
		if w.local() {
			w.fnCstKeys[key] = id
		} else {
			w.cstKeys[key] = id
		}
	}
	if w.local() {
		w.fnValIDs[c] = id
		*w.valCacheSlot(c) = valCacheEntry{c, w.bodyGen, id}
	} else {
		w.sharedTableAdd()
		w.valIDs[c] = id
		*w.valCacheSlot(c) = valCacheEntry{c, 0, id}
	}
	return id
}

// wScalarKey is the identity of the commonest constants (integers up to
// 64 bits, floats, null, undef, poison) without building a string.
type wScalarKey struct {
	kind     byte
	ty       uint32
	bits, hi uint64
}

func (w *wWriter) scalarKey(c ir.Value) (wScalarKey, bool) {
	switch x := c.(type) {
	case *ir.ConstInt:
		if x.Big == nil && x.Typ != nil {
			return wScalarKey{'i', w.typeKey(x.Typ), x.V, 0}, true
		}
	case *ir.ConstFloat:
		if x.Typ != nil {
			return wScalarKey{'f', w.typeKey(x.Typ), x.Bits, x.Hi}, true
		}
	case *ir.ConstNull:
		if x.Typ != nil {
			return wScalarKey{'z', w.typeKey(x.Typ), 0, 0}, true
		}
	case *ir.Undef:
		if x.Typ != nil {
			return wScalarKey{'u', w.typeKey(x.Typ), 0, 0}, true
		}
	case *ir.Poison:
		if x.Typ != nil {
			return wScalarKey{'p', w.typeKey(x.Typ), 0, 0}, true
		}
	}
	return wScalarKey{}, false
}

// scalarID numbers a scalar constant by its wScalarKey.
func (w *wWriter) scalarID(c ir.Value, k wScalarKey) uint32 {
	id, ok := w.scalarIDs[k]
	if !ok && w.local() {
		id, ok = w.fnScalarIDs[k]
	}
	if !ok {
		if w.sealed {
			w.fail(ErrBadModule, "", "internal error: constant %T numbered after its constants block was written", c)
		}
		if !w.local() {
			w.sharedTableAdd() // before vals grows: it is shared too
		}
		id = uint32(len(w.vals))
		w.vals = append(w.vals, c)
		if w.local() {
			w.fnScalarIDs[k] = id
		} else {
			w.scalarIDs[k] = id
		}
	}
	if w.local() {
		w.fnValIDs[c] = id
		*w.valCacheSlot(c) = valCacheEntry{c, w.bodyGen, id}
	} else {
		w.sharedTableAdd()
		w.valIDs[c] = id
		*w.valCacheSlot(c) = valCacheEntry{c, 0, id}
	}
	return id
}

// normalizeConst rewrites constants whose bitcode form is another
// constant: a scalable splat is the shufflevector-of-insertelement
// expression LLVM stores it as.
func (w *wWriter) normalizeConst(c ir.Value) ir.Value {
	s, ok := c.(*ir.ConstSplat)
	if !ok || !s.Typ.Scalable {
		return c
	}
	vt := s.Typ
	idxVec := ir.VectorOf(vt.Len, ir.I32, true)
	ins := &ir.ConstExpr{Op: ir.OpInsertElement, Typ: vt, Operands: []ir.Constant{&ir.Poison{Typ: vt}, s.Elem, ir.Int(ir.I64, 0)}}
	ce := &ir.ConstExpr{Op: ir.OpShuffleVector, Typ: vt, Operands: []ir.Constant{ins, &ir.Poison{Typ: vt}}, Mask: make([]int32, vt.Len)}
	w.typeID(idxVec)
	w.typeID(ir.I64)
	return ce
}

// constKey spells a constant's identity: its kind, type and payload, with
// operands by ID (so equal constants built separately share an ID).
func (w *wWriter) constKey(c ir.Value) string {
	var ops []uint32
	// Operands first: their numbering must not interleave with building
	// this key in the shared buffer.
	switch x := c.(type) {
	case *ir.ConstAggregate:
		ops = make([]uint32, len(x.Elems))
		for i, e := range x.Elems {
			ops[i] = w.constID(e)
		}
	case *ir.ConstSplat:
		ops = []uint32{w.constID(x.Elem)}
	case *ir.ConstExpr:
		ops = make([]uint32, 0, len(x.Operands)+1)
		for _, e := range x.Operands {
			ops = append(ops, w.constID(e))
		}
		if x.Op == ir.OpShuffleVector {
			ops = append(ops, w.constID(w.shuffleMask(x.Mask, x.Typ)))
		}
	case *ir.BlockAddress:
		ops = []uint32{w.valueID(x.Func)}
	case *ir.DSOLocalEquivalent:
		ops = []uint32{w.valueID(x.GV)}
	case *ir.NoCFIValue:
		ops = []uint32{w.valueID(x.GV)}
	case *ir.ConstPtrAuth:
		disc, addr := w.ptrAuthDefaults(x)
		for _, e := range []ir.Constant{x.Ptr, x.Key, disc, addr, x.DeactivationSymbol} {
			if e != nil {
				ops = append(ops, w.constID(e))
			}
		}
	}
	b := w.keyBuf[:0]
	ty := w.typeOf(c)
	if ty == nil {
		w.fail(ErrBadModule, "", "constant %T without a type", c)
	}
	tid := w.typeKey(ty)
	put := func(v uint64) { b = binary.AppendUvarint(b, v) }
	switch x := c.(type) {
	case *ir.ConstInt:
		b = append(b, 'i')
		put(uint64(tid))
		if x.Big != nil {
			b = append(b, x.Big.String()...)
		} else {
			put(x.V)
		}
	case *ir.ConstFloat:
		b = append(b, 'f')
		put(uint64(tid))
		put(x.Bits)
		put(x.Hi)
	case *ir.ConstNull:
		b = append(b, 'z')
		put(uint64(tid))
	case *ir.Undef:
		b = append(b, 'u')
		put(uint64(tid))
	case *ir.Poison:
		b = append(b, 'p')
		put(uint64(tid))
	case *ir.ConstData:
		b = append(b, 's')
		put(uint64(tid))
		b = append(b, x.Bytes...)
	case *ir.ConstAggregate, *ir.ConstSplat:
		b = append(b, 'a')
		put(uint64(tid))
		if s, ok := x.(*ir.ConstSplat); ok {
			b = append(b, 'S')
			put(s.Typ.Len)
		}
		for _, o := range ops {
			put(uint64(o))
		}
	case *ir.ConstExpr:
		b = append(b, 'e')
		put(uint64(tid))
		put(uint64(x.Op))
		put(uint64(x.Flags))
		put(uint64(x.Pred))
		if x.ElemType != nil {
			put(uint64(w.typeKey(x.ElemType)) + 1)
		} else {
			put(0)
		}
		if x.HasInRange {
			b = append(b, 'r')
			put(uint64(x.InRangeLo))
			put(uint64(x.InRangeHi))
			put(uint64(int64(x.InRangeIndex)))
		}
		for _, ix := range x.Indices {
			put(uint64(ix))
		}
		b = append(b, '|')
		for _, o := range ops {
			put(uint64(o))
		}
	case *ir.BlockAddress:
		b = append(b, 'b')
		put(uint64(ops[0]))
		put(uint64(w.blockIndex(x.Func, x.Block)))
	case *ir.DSOLocalEquivalent:
		b = append(b, 'd')
		put(uint64(ops[0]))
	case *ir.NoCFIValue:
		b = append(b, 'n')
		put(uint64(ops[0]))
	case *ir.ConstPtrAuth:
		b = append(b, 'P')
		for _, o := range ops {
			put(uint64(o))
		}
	case *ir.InlineAsm:
		b = append(b, 'A')
		put(uint64(w.typeKey(x.FuncType)))
		put(uint64(wAsmFlags(x)))
		put(uint64(len(x.Asm)))
		b = append(b, x.Asm...)
		b = append(b, x.Constraints...)
	default:
		w.fail(ErrBadModule, "", "constant of kind %T cannot be written", c)
	}
	w.keyBuf = b
	return string(b)
}

func wAsmFlags(a *ir.InlineAsm) uint64 {
	var f uint64
	if a.SideEffect {
		f |= 1
	}
	if a.AlignStack {
		f |= 2
	}
	if a.IntelDialect {
		f |= 4
	}
	if a.CanThrow {
		f |= 8
	}
	return f
}

// shuffleMask returns the constant vector LLVM stores a shufflevector mask
// as: <N x i32> with poison for -1 elements (or, for scalable vectors,
// zeroinitializer / poison).
//
// Equal masks give the same constant object (shuffleMemo): a body's
// masks were built anew twice each, numbering the body's constants and
// writing the instruction (libclc: 4.6 MB of garbage), and each was
// then numbered through its structural key; the same object is found
// by identity instead. The IDs are the same: equal constants share one
// either way.
func (w *wWriter) shuffleMask(mask []int32, result *ir.Type) ir.Constant {
	vt := w.shuffleMaskTypes(mask, result)
	key := w.shuffleKey[:0]
	if result.Scalable {
		key = append(key, 's')
	}
	for _, m := range mask {
		key = binary.LittleEndian.AppendUint32(key, uint32(m))
	}
	w.shuffleKey = key
	if c, ok := w.shuffleMemo[string(key)]; ok {
		return c
	}
	c := w.newShuffleMask(mask, result, vt)
	if w.shuffleMemo == nil {
		w.shuffleMemo = map[string]ir.Constant{}
	}
	w.shuffleMemo[string(key)] = c
	return c
}

// newShuffleMask builds shuffleMask's constant, of type vt.
func (w *wWriter) newShuffleMask(mask []int32, result, vt *ir.Type) ir.Constant {
	if result.Scalable {
		if len(mask) > 0 && mask[0] == 0 {
			return &ir.ConstNull{Typ: vt}
		}
		return &ir.Poison{Typ: vt}
	}
	elems := make([]ir.Constant, len(mask))
	for i, m := range mask {
		if m < 0 {
			elems[i] = &ir.Poison{Typ: ir.I32}
		} else {
			elems[i] = ir.Int(ir.I32, int64(m))
		}
	}
	return &ir.ConstAggregate{Typ: vt, Elems: elems}
}

// shuffleMaskTypes numbers the types of shuffleMask's constant (what the
// enumeration needs of it, without building it) and returns its type.
func (w *wWriter) shuffleMaskTypes(mask []int32, result *ir.Type) *ir.Type {
	if result.Kind != ir.VectorKind {
		w.fail(ErrBadModule, "shufflevector", "result type %s is not a vector", result)
	}
	vt := ir.VectorOf(uint64(len(mask)), ir.I32, result.Scalable)
	w.typeID(vt)
	w.typeID(ir.I32)
	return vt
}

// blockIndex returns b's position in f (basic block IDs are per function).
func (w *wWriter) blockIndex(f *ir.Func, b *ir.Block) int {
	if f == nil || b == nil {
		w.fail(ErrBadModule, "blockaddress", "missing function or block")
	}
	for i, x := range f.Blocks {
		if x == b {
			return i
		}
	}
	w.fail(ErrBadModule, "blockaddress", "block %%%s is not in @%s", b.Name, f.Name)
	return 0
}

// ---- type walks for the pre-pass ----

// walkConstTypes enumerates the types a constant needs without numbering
// the constant (function-local constants are numbered per function).
func (w *wWriter) walkConstTypes(c ir.Constant, seen map[ir.Constant]bool) {
	if c == nil {
		w.fail(ErrBadModule, "", "nil constant operand")
	}
	switch x := c.(type) {
	case ir.GlobalValue:
		return
	case *ir.ConstAggregate:
		if seen[c] {
			return
		}
		seen[c] = true
		for _, e := range x.Elems {
			w.walkConstTypes(e, seen)
		}
	case *ir.ConstSplat:
		w.walkConstTypes(x.Elem, seen)
		if x.Typ.Scalable {
			w.normalizeConst(x)
		}
	case *ir.ConstExpr:
		if seen[c] {
			return
		}
		seen[c] = true
		for _, e := range x.Operands {
			w.walkConstTypes(e, seen)
		}
		if x.ElemType != nil {
			w.typeID(x.ElemType)
		}
		if x.Op == ir.OpShuffleVector {
			w.shuffleMaskTypes(x.Mask, x.Typ)
		}
		if x.Op == ir.OpGetElementPtr && len(x.Operands) > 0 {
			w.typeID(x.Operands[0].Type())
		}
	case *ir.ConstPtrAuth:
		disc, addr := w.ptrAuthDefaults(x)
		for _, e := range []ir.Constant{x.Ptr, x.Key, disc, addr, x.DeactivationSymbol} {
			if e != nil {
				w.walkConstTypes(e, seen)
			}
		}
	case *ir.BlockAddress:
		if x.Func != nil {
			w.typeID(x.Func.Type())
		}
	case *ir.DSOLocalEquivalent:
		w.typeID(x.GV.Type())
	case *ir.NoCFIValue:
		w.typeID(x.GV.Type())
	}
	w.typeID(c.Type())
}

// ---- attributes ----

// wAttrGroup is one PARAMATTR_GROUP entry: an attribute set at an index
// (0xFFFFFFFF function, 0 return, i+1 parameter i).
type wAttrGroup struct {
	index uint32
	set   ir.AttrSet
}

const wFnIndex = 0xFFFFFFFF

// attrListID returns the 1-based ID of an attribute list (0 for none),
// numbering its groups first.
func (w *wWriter) attrListID(l *ir.AttrList) uint32 {
	groups := w.attrListBuf[:0]
	add := func(idx uint32, s ir.AttrSet) {
		if len(s) == 0 {
			return
		}
		groups = append(groups, w.attrGroupID(idx, s))
	}
	add(wFnIndex, l.Fn)
	add(0, l.Ret)
	for i, p := range l.Params {
		add(uint32(i+1), p)
	}
	w.attrListBuf = groups
	if len(groups) == 0 {
		return 0
	}
	kb := w.attrListKey[:0]
	for _, g := range groups {
		kb = strconv.AppendUint(kb, uint64(g), 36)
		kb = append(kb, ',')
	}
	w.attrListKey = kb
	if id, ok := w.attrListIDs[string(kb)]; ok {
		return id
	}
	w.sharedTableAdd()
	w.attrLists = append(w.attrLists, slices.Clone(groups))
	id := uint32(len(w.attrLists))
	w.attrListIDs[string(kb)] = id
	return id
}

// instrAttrListID is attrListID of a call's attribute list.
func (w *wWriter) instrAttrListID(in *ir.Instr) uint32 {
	l := in.Attrs()
	return w.attrListID(&l)
}

// attrCacheEntry is one of attrGroupID's answers: the group of the set
// whose first attribute is at p and that has n attributes, at index idx.
// A set is not changed while the module is written, so the same first
// attribute and length are the same set; the entry holds p, so that the
// set stays allocated and its address cannot come to hold another one.
// Sets are shared (the parser interns them, the bitcode reader hands
// out one per group), so most calls of a body hit: building and hashing
// rawAttrKey's string for every set of every call site, twice (the
// enumeration and the body), was a seventh of writing libclc.
type attrCacheEntry struct {
	p   *ir.Attr
	n   int32
	idx uint32
	id  uint32
}

// attrCacheLen is the number of attrGroupCache entries (a power of two).
const attrCacheLen = 256

func (w *wWriter) attrGroupID(idx uint32, s ir.AttrSet) uint32 {
	p := &s[0] // attrListID passes no empty set
	h := uintptr(unsafe.Pointer(p))
	c := &w.attrGroupCache[(h>>4^h>>12^uintptr(idx)*0x9e3779b1)&(attrCacheLen-1)]
	if c.p == p && c.n == int32(len(s)) && c.idx == idx {
		return c.id
	}
	id := w.attrGroupIDSlow(idx, s)
	*c = attrCacheEntry{p, int32(len(s)), idx, id}
	return id
}

func (w *wWriter) attrGroupIDSlow(idx uint32, s ir.AttrSet) uint32 {
	// Front cache: the set's fields in their written order, pointers by
	// identity. Equal raw keys mean equal sets; a miss (same set written
	// in another order, or equal types/ranges at other addresses) falls
	// through to the canonical key (sorted, types by name), which decides.
	raw := w.rawAttrKey(idx, s)
	if id, ok := w.attrGroupRaw[string(raw)]; ok {
		return id
	}
	key := strconv.FormatUint(uint64(idx), 10) + ":" + s.Key()
	if id, ok := w.attrGroupIDs[key]; ok {
		if !w.bodyOnly { // a cache: body writers share it, and only read it
			w.attrGroupRaw[string(raw)] = id
		}
		return id
	}
	w.sharedTableAdd()
	for _, a := range s {
		if a.Type != nil {
			w.typeID(a.Type)
		}
	}
	w.attrGroups = append(w.attrGroups, wAttrGroup{index: idx, set: s})
	id := uint32(len(w.attrGroups))
	w.attrGroupIDs[key] = id
	w.attrGroupRaw[string(raw)] = id
	return id
}

// rawAttrKey encodes idx and s field by field (lengths before strings,
// pointers as addresses) into w.attrKeyBuf, an injective encoding of the
// set as written; see attrGroupID.
func (w *wWriter) rawAttrKey(idx uint32, s ir.AttrSet) []byte {
	b := binary.AppendUvarint(w.attrKeyBuf[:0], uint64(idx))
	str := func(x string) {
		b = binary.AppendUvarint(b, uint64(len(x)))
		b = append(b, x...)
	}
	for i := range s {
		a := &s[i]
		b = binary.AppendUvarint(b, uint64(a.Kind))
		b = binary.AppendUvarint(b, a.Int)
		b = binary.AppendUvarint(b, a.Int2)
		b = binary.AppendUvarint(b, uint64(uintptr(unsafe.Pointer(a.Type))))
		b = binary.AppendUvarint(b, uint64(uintptr(unsafe.Pointer(a.Range))))
		b = binary.AppendUvarint(b, uint64(len(a.Ranges)))
		if len(a.Ranges) > 0 {
			b = binary.AppendUvarint(b, uint64(uintptr(unsafe.Pointer(&a.Ranges[0]))))
		}
		str(a.Str)
		str(a.Key)
		str(a.Val)
		str(a.Raw)
	}
	w.attrKeyBuf = b
	return b
}

// ---- small tables ----

func (w *wWriter) comdatID(c *ir.Comdat) uint32 {
	if c == nil {
		return 0
	}
	if id, ok := w.comdatIDs[c]; ok {
		return id
	}
	w.sharedTableAdd()
	w.comdats = append(w.comdats, c)
	id := uint32(len(w.comdats))
	w.comdatIDs[c] = id
	return id
}

func (w *wWriter) bundleTagID(tag string) uint32 {
	if id, ok := w.bundleIDs[tag]; ok {
		return id
	}
	id := uint32(len(w.bundles))
	w.sharedTableAdd()
	w.bundles = append(w.bundles, tag)
	w.bundleIDs[tag] = id
	return id
}

// syncScopeID numbers sync scope names. LLVM's context always starts with
// "singlethread" (0) and the system scope "" (1); records use the index.
func (w *wWriter) syncScopeID(name string) uint32 {
	if len(w.scopes) == 0 {
		w.sharedTableAdd()
		for _, s := range []string{"singlethread", ""} {
			w.scopeIDs[s] = uint32(len(w.scopes))
			w.scopes = append(w.scopes, s)
		}
	}
	if id, ok := w.scopeIDs[name]; ok {
		return id
	}
	w.sharedTableAdd()
	id := uint32(len(w.scopes))
	w.scopes = append(w.scopes, name)
	w.scopeIDs[name] = id
	return id
}

func (w *wWriter) mdKindID(kind string) uint32 {
	if id, ok := w.mdKindIDs[kind]; ok {
		return id
	}
	w.sharedTableAdd()
	id := uint32(len(w.mdKinds))
	w.mdKinds = append(w.mdKinds, kind)
	w.mdKindIDs[kind] = id
	return id
}

// ---- the module pass ----

// enumerateModule numbers everything that module-level records refer to.
func (w *wWriter) enumerateModule() {
	m := w.m
	w.parseDataLayout()
	for _, t := range m.Types {
		if t == nil {
			w.fail(ErrBadModule, "", "nil named type")
		}
		w.typeID(t)
	}
	for _, g := range m.Globals {
		w.checkGlobal(&g.GlobalCommon, "global")
		w.addGlobalValue(g)
		if g.ValueType == nil {
			w.fail(ErrBadModule, "@"+g.Name, "global without value type")
		}
		w.typeID(g.ValueType)
		w.typeID(g.Typ)
	}
	for _, f := range m.Funcs {
		w.checkGlobal(&f.GlobalCommon, "function")
		w.addGlobalValue(f)
		if f.Sig == nil || f.Sig.Kind != ir.FuncKind {
			w.fail(ErrBadModule, "@"+f.Name, "function without a function type")
		}
		w.typeID(f.Sig)
		w.typeID(f.Typ)
	}
	for _, a := range m.Aliases {
		w.checkGlobal(&a.GlobalCommon, "alias")
		w.addGlobalValue(a)
		w.typeID(a.ValueType)
		w.typeID(a.Typ)
	}
	for _, i := range m.IFuncs {
		w.checkGlobal(&i.GlobalCommon, "ifunc")
		w.addGlobalValue(i)
		w.typeID(i.ValueType)
		w.typeID(i.Typ)
	}
	w.nGlobals = len(w.vals)

	// Module-level constants: what global records refer to.
	for _, g := range m.Globals {
		if g.Init != nil {
			w.constID(g.Init)
		}
	}
	for _, a := range m.Aliases {
		if a.Aliasee == nil {
			w.fail(ErrBadModule, "@"+a.Name, "alias without aliasee")
		}
		w.constID(a.Aliasee)
	}
	for _, i := range m.IFuncs {
		if i.Resolver == nil {
			w.fail(ErrBadModule, "@"+i.Name, "ifunc without resolver")
		}
		w.constID(i.Resolver)
	}
	for _, f := range m.Funcs {
		for _, c := range []ir.Constant{f.Prefix, f.Prologue, f.Personality} {
			if c != nil {
				w.constID(c)
			}
		}
	}

	// Attributes, comdats, sections and GC names in record order.
	for _, g := range m.Globals {
		if len(g.Attrs) > 0 {
			w.attrListID(&ir.AttrList{Fn: g.Attrs})
		}
	}
	for _, c := range m.Comdats {
		w.comdatID(c)
	}
	for _, gv := range m.GlobalValues() {
		w.comdatID(gv.Common().Comdat)
	}
	for _, f := range m.Funcs {
		w.attrListID(&f.Attrs)
	}

	// Metadata reachable from the module: global attachments, named
	// metadata, then what function bodies refer to (the function bodies'
	// own types, attribute lists, tags and scopes are numbered there too).
	for _, g := range m.Globals {
		w.enumAttachments(g.MD)
	}
	for _, f := range m.Funcs {
		w.enumAttachments(f.MD)
	}
	for _, i := range m.IFuncs {
		w.enumAttachments(i.MD)
	}
	for _, nm := range m.NamedMD {
		for _, n := range nm.Nodes {
			if n == nil {
				w.fail(ErrBadModule, "!"+nm.Name, "null operand in named metadata")
			}
			w.enumMD(n)
		}
	}
	for _, f := range m.Funcs {
		w.fn = f
		w.prepassFunc(f)
	}
	w.fn = nil
	w.nModVals = len(w.vals)
	w.nModMD = uint32(len(w.mdStrs) + len(w.mdList))
	w.syncScopeID("") // the table always has the two default scopes
	w.finishTypes()
}

func (w *wWriter) computeTypeBits() {
	n := uint(bits.Len(uint(len(w.types))))
	if n == 0 {
		n = 1
	}
	w.typeBit = n
}

// checkGlobal rejects global values the model cannot have.
func (w *wWriter) checkGlobal(gc *ir.GlobalCommon, what string) {
	if gc.Typ == nil || gc.Typ.Kind != ir.PointerKind {
		w.fail(ErrBadModule, what+" @"+gc.Name, "global value type is not a pointer")
	}
}

// prepassFunc numbers what a function body needs at module level: types
// of everything in it, attribute lists of calls, module-level metadata,
// bundle tags, sync scopes and metadata kinds.
func (w *wWriter) prepassFunc(f *ir.Func) {
	for _, p := range f.Params {
		w.typeID(p.Typ)
	}
	seen := map[ir.Constant]bool{}
	opType := func(v ir.Value) {
		switch x := v.(type) {
		case nil:
			w.fail(ErrBadModule, "", "nil operand")
		case ir.Constant:
			w.walkConstTypes(x, seen)
		case *ir.MetadataValue:
			w.enumModuleLevelMD(x.MD)
		case *ir.InlineAsm:
			if x.FuncType == nil {
				w.fail(ErrBadModule, "inline asm", "no function type")
			}
			w.typeID(x.FuncType)
			w.typeID(w.typeOf(x))
		default:
			w.typeID(v.Type())
		}
	}
	var lastLoc *ir.MDNode // the last !dbg location numbered
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in == nil {
				w.fail(ErrBadModule, "", "nil instruction")
			}
			w.bodyBytes += instrSize // bodiesSize's estimate, counted here
			if in.Dbg() != nil {
				w.bodyBytes += dbgLocSize
			}
			if in.Typ != nil {
				w.typeID(in.Typ)
			}
			for _, op := range in.Operands() {
				opType(op)
			}
			if in.ElemType != nil {
				w.typeID(in.ElemType)
			}
			switch in.Op {
			case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
				w.instrAttrListID(in)
				for _, bd := range in.Bundles() {
					w.bundleTagID(bd.Tag)
					for _, v := range bd.Inputs {
						opType(v)
					}
				}
			case ir.OpShuffleVector:
				w.shuffleMaskTypes(in.Mask(), in.Typ)
			case ir.OpLoad, ir.OpStore, ir.OpFence, ir.OpCmpXchg, ir.OpAtomicRMW:
				if in.Ordering != ir.NotAtomic || in.Op == ir.OpFence || in.Op == ir.OpCmpXchg || in.Op == ir.OpAtomicRMW {
					w.syncScopeID(in.SyncScope())
				}
			}
			for _, a := range in.MD {
				if a.Kind == "dbg" {
					if n, ok := a.Node.(*ir.MDNode); ok && n.Kind == "DILocation" {
						if n != lastLoc { // numbered already
							w.enumDebugLoc(n)
							lastLoc = n
						}
						continue
					}
				}
				w.mdKindID(a.Kind)
				w.enumMD(a.Node)
			}
			for _, r := range in.DbgRecords() {
				w.enumDbgRecord(r)
			}
		}
	}
}

// parseDataLayout reads what the writer needs from the datalayout string:
// the alloca address space (allocas in it need no explicit operand).
func (w *wWriter) parseDataLayout() {
	for _, spec := range strings.Split(w.m.DataLayout, "-") {
		if len(spec) > 1 && spec[0] == 'A' {
			if n, err := strconv.ParseUint(spec[1:], 10, 32); err == nil {
				w.allocaAS = uint32(n)
			}
		}
	}
}

// indexWidth returns the GEP index width of pointers in address space as
// (the datalayout's p[n]:size:abi:pref:idx, default: the pointer size,
// default 64).
func (w *wWriter) indexWidth(as uint32) uint32 {
	width := uint32(64)
	for _, spec := range strings.Split(w.m.DataLayout, "-") {
		if len(spec) == 0 || spec[0] != 'p' {
			continue
		}
		parts := strings.Split(spec[1:], ":")
		n := uint64(0)
		if parts[0] != "" {
			var err error
			if n, err = strconv.ParseUint(parts[0], 10, 32); err != nil {
				continue
			}
		}
		if uint32(n) != as || len(parts) < 2 {
			continue
		}
		if size, err := strconv.ParseUint(parts[1], 10, 32); err == nil {
			width = uint32(size)
		}
		if len(parts) >= 5 {
			if idx, err := strconv.ParseUint(parts[4], 10, 32); err == nil {
				width = uint32(idx)
			}
		}
	}
	return width
}
