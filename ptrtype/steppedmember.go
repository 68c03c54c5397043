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
//
// The access may sit further on (steppedChain): casts and getelementptrs
// with constant indices after the step add their bytes to its offset
// (tree-sitter's logger callback: one TSLexer on to its member 5, then
// one pointer further). When the function never indexes the base as an
// enclosing struct (a callback handed only S), L is the module's one
// named struct whose first members reach S and that has such a member
// there, the innermost when one starts another. An indirect call's
// argument addressing L's member that way points to the innermost member
// starting there (steppedArg), not to S's member.

const whatSteppedMember = "getelementptr past the end of a first member "

// steppedMember returns L and the indices inside it of the member
// getelementptr i reaches, when i steps past its source struct S inside
// an L its base is also indexed as (see above).
func (a *analysis) steppedMember(i *ir.Instr) (*ir.Type, []int64, bool) {
	return a.steppedMemberAt(i, 0, nil)
}

// steppedMemberAt is steppedMember for the value extra bytes past the
// member getelementptr i reaches, of type want (nil: the member's own
// type).
func (a *analysis) steppedMemberAt(i *ir.Instr, extra uint64, want *ir.Type) (*ir.Type, []int64, bool) {
	return a.steppedMemberOf(i, extra, want, false)
}

// steppedArg is the template of an indirect call's argument v when it is
// (through casts and constant getelementptrs) an address stepping past a
// first member (steppedChain): a pointer to the innermost member of the
// enclosing struct starting there, of whatever type (typed IR casts the
// address to it: a Lexer's char buffer reached as a TSLexer's member),
// instead of the source struct's member. Nil when it is not one.
func (a *analysis) steppedArg(v ir.Value) *tmpl {
	if !v.Type().IsPtr() || a.layout() == nil {
		return nil
	}
	g, extra, ok := a.steppedChain(v)
	if !ok {
		return nil
	}
	l, path, ok := a.steppedMemberOf(g, extra, nil, true)
	if !ok {
		return nil
	}
	off, _ := constPathOffset(a.dl, l, path)
	obj := a.fresh(l, origin{what: whatSteppedMember + g.ElemType.String() + " inside " + l.String() + ": an argument addressing " + l.String() + "'s member at byte " + strconv.FormatUint(off, 10) + " (steppedmember.go)", instr: g})
	r, _ := a.index(obj, l, path)
	if r == nil {
		return nil
	}
	return &tmpl{kind: tPtr, as: v.Type().AddrSpace, elem: r}
}

func (a *analysis) steppedMemberOf(i *ir.Instr, extra uint64, want *ir.Type, leaf bool) (*ir.Type, []int64, bool) {
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
	if want == nil && !leaf {
		want = indexedType(s, idx)
		if want == nil {
			return nil, nil, false
		}
	}
	off := uint64(c.Signed())*size + in + extra
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
			p, ok := a.memberAt(l, off, want, leaf)
			if !ok || len(p) == 0 || (found != nil && l != found) {
				continue
			}
			found, path = l, p
		}
	}
	if found == nil {
		// No getelementptr in the function names the enclosing struct
		// (a callback handed only S): the one named struct of the module
		// whose first members reach S and that holds a want at off, the
		// innermost when one such struct starts another (a Parser
		// starting with the Lexer: the same member).
		var ls []*ir.Type
		var ps [][]int64
		for _, l := range a.m.Types {
			if l == s || l.Kind != ir.StructKind || l.Name == "" || l.Opaque || !startsWith(l, s) {
				continue
			}
			if p, ok := a.memberAt(l, off, want, leaf); ok && len(p) > 0 {
				ls, ps = append(ls, l), append(ps, p)
			}
		}
		for k, l := range ls {
			inner := true
			for _, o := range ls {
				if o != l && !startsWith(o, l) {
					inner = false // (not started by every other one)
				}
			}
			if inner {
				found, path = l, ps[k]
			}
		}
	}
	if found == nil {
		return nil, nil, false
	}
	return found, path, true
}

// memberAt is fieldAt, or with leaf the path to the innermost member
// (not a struct or array) that starts at byte off of l.
func (a *analysis) memberAt(l *ir.Type, off uint64, want *ir.Type, leaf bool) ([]int64, bool) {
	if !leaf {
		return fieldAt(a.dl, l, off, want, 0)
	}
	var p []int64
	t := l
	for d := 0; d < 8 && (t.Kind == ir.StructKind || t.Kind == ir.ArrayKind); d++ {
		k, inner, mt, ok := memberHolding(a.dl, t, off)
		if !ok {
			return nil, false
		}
		p, t, off = append(p, k), mt, inner
	}
	if off != 0 || t.Kind == ir.StructKind || t.Kind == ir.ArrayKind {
		return nil, false
	}
	return p, true
}

// steppedChain follows addr back through pointer bitcasts and
// getelementptrs with constant non-negative indices, summing their byte
// offsets, to a getelementptr stepping past the end of its named source
// struct (a positive constant first index). It returns that
// getelementptr and the bytes the chain adds after it.
func (a *analysis) steppedChain(addr ir.Value) (*ir.Instr, uint64, bool) {
	extra := uint64(0)
	v := addr
	for d := 0; d < 8; d++ {
		c, ok := v.(*ir.Instr)
		if !ok {
			return nil, 0, false
		}
		switch {
		case c.Op == ir.OpBitCast && c.Typ.IsPtr() && c.Operand(0).Type().IsPtr():
		case c.Op == ir.OpGetElementPtr && c.NumOperands() >= 2 && c.ElemType != nil:
			k0, ok := c.Operand(1).(*ir.ConstInt)
			if !ok || k0.Signed() < 0 {
				return nil, 0, false
			}
			if s := c.ElemType; k0.Signed() > 0 && c.NumOperands() >= 3 && s.Kind == ir.StructKind && s.Name != "" {
				return c, extra, true
			}
			size, err := a.dl.Size(c.ElemType)
			if err != nil {
				return nil, 0, false
			}
			in, ok := constPathOffset(a.dl, c.ElemType, valIndices(c.Operands()[1:]))
			if !ok {
				return nil, 0, false
			}
			extra += uint64(k0.Signed())*size + in
		default:
			return nil, 0, false
		}
		v = c.Operand(0)
	}
	return nil, 0, false
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
	if a.layout() == nil {
		return false
	}
	g, extra, ok := a.steppedChain(addr)
	if !ok {
		return false
	}
	var want *ir.Type
	if ir.Value(g) != addr {
		want = at // (reached through a chain: the access's own type)
	}
	l, path, ok := a.steppedMemberAt(g, extra, want)
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
