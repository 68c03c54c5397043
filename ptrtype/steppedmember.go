package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A getelementptr that steps past a first member is the enclosing
// struct's member.
//
// When struct L starts with struct S (tree-sitter's Lexer starts with the
// public TSLexer it hands to scanners), the -O2 optimizer may rewrite an
// access of L's member as indices over S from the same pointer:
// `getelementptr %struct.TSLexer, ptr %0, i64 1, i32 6` for Lexer's
// included_ranges at byte 88, S's member 6 one S past the start. Typed
// IR holds that address as S's member 6 and casts it to the member of L
// it is; tied to S's member, the access votes L's member type into S's
// (a function pointer member becomes a TSRange*). A getelementptr over a
// named struct S whose constant first index is positive, whose base (the
// same value, through no-op casts) the function also indexes as a named
// struct L whose first members reach S, and whose byte offset lands on a
// member of L of the indexed type, is L's member there: a pointer loaded
// or stored through it is tied to L's member, not S's (typed IR's cast
// sits between the getelementptr and the access).

const whatSteppedMember = "getelementptr past the end of a first member "

// steppedMember returns L and the indices inside it of the member
// getelementptr i reaches, when i steps past its source struct S inside
// an L its base is also indexed as (see above).
func (a *analysis) steppedMember(i *ir.Instr) (*ir.Type, []int64, bool) {
	s := i.ElemType
	if s == nil || s.Kind != ir.StructKind || s.Name == "" || s.Opaque || strings.HasPrefix(s.Name, "union.") || i.NumOperands() < 3 {
		return nil, nil, false
	}
	c, ok := i.Operand(1).(*ir.ConstInt)
	if !ok || c.Signed() <= 0 {
		return nil, nil, false
	}
	idx := valIndices(i.Operands()[1:])
	for _, k := range idx {
		if k < 0 {
			return nil, nil, false
		}
	}
	if a.layout() == nil {
		return nil, nil, false
	}
	size, err := a.dl.Size(s)
	if err != nil {
		return nil, nil, false
	}
	in, ok := constPathOffset(a.dl, s, idx)
	if !ok {
		return nil, nil, false
	}
	want := indexedType(s, idx)
	if want == nil {
		return nil, nil, false
	}
	off := uint64(c.Signed())*size + in
	base := stripNoopCasts(i.Operand(0))
	var found *ir.Type
	var path []int64
	for _, v := range castsOf(base) {
		for _, u := range usesOf(v) {
			g := u.User
			if g.Op != ir.OpGetElementPtr || u.Index != 0 || g == i || g.Parent == nil || i.Parent == nil || g.Parent.Parent != i.Parent.Parent {
				continue
			}
			l := g.ElemType
			if l == nil || l == s || l.Kind != ir.StructKind || l.Name == "" || l.Opaque || !startsWith(l, s) {
				continue
			}
			p, ok := fieldAt(a.dl, l, off, want, 0)
			if !ok || len(p) == 0 || (found != nil && l != found) {
				continue
			}
			found, path = l, p
		}
	}
	if found == nil {
		return nil, nil, false
	}
	return found, path, true
}

// steppedAccess ties the pointer a load or store reads or writes through
// a getelementptr stepping past a first member (steppedMember) to the
// enclosing struct's member there, and the address's base to that
// struct, instead of to the source struct's member (its caller then
// records nothing else for it). It reports whether it did.
func (a *analysis) steppedAccess(f *ir.Func, i *ir.Instr) bool {
	addr, at, ok := memAccess(i)
	if !ok || !at.IsPtr() {
		return false
	}
	if i.Op == ir.OpStore {
		if _, fn := i.Operand(0).(*ir.Func); fn {
			return false // (a function stored is also a callback of its slot: instrEvidence's)
		}
	}
	g, ok := addr.(*ir.Instr)
	if !ok || g.Op != ir.OpGetElementPtr || g.NumOperands() < 3 {
		return false
	}
	if c, ok := g.Operand(1).(*ir.ConstInt); !ok || c.Signed() <= 0 {
		return false
	}
	l, path, ok := a.steppedMember(g)
	if !ok {
		return false
	}
	obj := a.fresh(l, origin{what: "getelementptr source type", instr: g})
	ft, _ := a.index(obj, l, path)
	if ft == nil {
		return false
	}
	off, _ := constPathOffset(a.dl, l, path)
	o := origin{what: whatSteppedMember + g.ElemType.String() + " inside " + l.String() + ": " + l.String() + "'s member at byte " + strconv.FormatUint(off, 10) + " (steppedmember.go)", instr: i, fn: f}
	if i.Op == ir.OpLoad {
		a.eq(ft, a.instrTmpl(i), wAccess, o)
	} else if vt := a.vt(i.Operand(0)); vt != nil {
		a.eq(ft, vt, wAccess, o)
	} else {
		return false
	}
	return true
}

// startsWith reports whether struct l's first members (first fields,
// first elements) reach s.
func startsWith(l, s *ir.Type) bool {
	t := l
	for d := 0; d < 8; d++ {
		switch t.Kind {
		case ir.StructKind:
			if t.Opaque || len(t.Fields) == 0 {
				return false
			}
			t = t.Fields[0]
		case ir.ArrayKind:
			t = t.Elem
		default:
			return false
		}
		if t == s {
			return true
		}
	}
	return false
}

// indexedType is the type constant indices idx (after the pointer's)
// select inside t.
func indexedType(t *ir.Type, idx []int64) *ir.Type {
	for _, k := range idx {
		switch t.Kind {
		case ir.StructKind:
			if t.Opaque || int(k) >= len(t.Fields) {
				return nil
			}
			t = t.Fields[k]
		case ir.ArrayKind, ir.VectorKind:
			t = t.Elem
		default:
			return nil
		}
	}
	return t
}

// stripNoopCasts follows pointer-to-pointer bitcasts (llvm-dis keeps the
// typed ones) and getelementptrs to a first member (all indices zero) to
// the value they start from.
func stripNoopCasts(v ir.Value) ir.Value {
	for d := 0; d < 8; d++ {
		c, ok := v.(*ir.Instr)
		if !ok {
			return v
		}
		switch {
		case c.Op == ir.OpBitCast && c.Typ.IsPtr() && c.Operand(0).Type().IsPtr():
		case c.Op == ir.OpGetElementPtr && zeroIndices(c):
		default:
			return v
		}
		v = c.Operand(0)
	}
	return v
}

// castsOf lists v and the no-op pointer bitcasts of it (two levels).
func castsOf(v ir.Value) []ir.Value {
	out := []ir.Value{v}
	for n := 0; n < len(out) && n < 16; n++ {
		for _, u := range usesOf(out[n]) {
			if c := u.User; c.Op == ir.OpBitCast && c.Typ.IsPtr() && len(out) < 16 {
				out = append(out, c)
			}
		}
	}
	return out
}

// usesOf returns v's uses when it keeps them (instructions, parameters,
// globals).
func usesOf(v ir.Value) []ir.Use {
	if u, ok := v.(interface{ Uses() []ir.Use }); ok {
		return u.Uses()
	}
	return nil
}

// zeroIndices reports whether every index of getelementptr g is a
// constant zero.
func zeroIndices(g *ir.Instr) bool {
	for _, o := range g.Operands()[1:] {
		c, ok := o.(*ir.ConstInt)
		if !ok || c.Signed() != 0 {
			return false
		}
	}
	return g.NumOperands() > 1
}
