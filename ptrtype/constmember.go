package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// Constant addresses of members of globals written as byte offsets.
//
// A static initializer that takes the address of an array element or a
// struct member of another global (`char **weekend = &days[5]`,
// `struct node **tail = &chain[3].next`, `double *mid = &w[2]`) is, once
// LLVM has folded it, `getelementptr (i8, ptr @days, i64 40)`: the C
// type of the address is gone from the expression, but not from the
// global, whose value type lays out what lies at byte 40. The address is
// that of the member there: arrays are entered (an element's address is
// what C's array decay gives), a struct is entered unless the offset is
// its start (&chain[1] is a struct node*, not a pointer to its first
// member), and the offset must fall on the start of a scalar, pointer or
// struct. An offset into the middle of a scalar, or past the global,
// resolves to nothing and the expression stays byte arithmetic (char*).

// constMember returns the template of the member of a global that c, a
// constant byte getelementptr with a constant offset, addresses, the
// global, and the offset; nil when c is not one or the offset does not
// fall on a member's start.
func (a *analysis) constMember(c *ir.ConstExpr) (*tmpl, *ir.Global, int64) {
	if c.Op != ir.OpGetElementPtr || c.ElemType == nil || !c.ElemType.IsInt(8) || len(c.Operands) != 2 {
		return nil, nil, 0
	}
	g, ok := c.Operands[0].(*ir.Global)
	if !ok || g.ValueType == nil || a.valueT[g] == nil {
		return nil, nil, 0
	}
	off, ok := c.Operands[1].(*ir.ConstInt)
	if !ok || off.Signed() <= 0 || a.layout() == nil {
		return nil, nil, 0
	}
	path, ok := memberAt(a.dl, g.ValueType, uint64(off.Signed()), 0)
	if !ok || len(path) == 0 {
		return nil, nil, 0
	}
	t, _ := a.index(a.valueT[g], g.ValueType, path)
	return t, g, off.Signed()
}

// constMemberWhat is the origin of an initializer's vote through a
// member's address.
func constMemberWhat(g *ir.Global, off int64) string {
	return "initializer: byte " + strconv.FormatInt(off, 10) + " of @" + g.Name + " is the start of a member, whose address it is (constmember.go)"
}

// memberAt returns the index path of the member of t that starts at
// byte off (see above); at depth d 0, the global itself, an offset of 0
// is no member.
func memberAt(dl *ir.Layout, t *ir.Type, off uint64, d int) ([]int64, bool) {
	if d > 8 || t == nil {
		return nil, false
	}
	switch t.Kind {
	case ir.StructKind:
		if off == 0 && d > 0 {
			return nil, true
		}
	case ir.IntKind, ir.HalfKind, ir.BFloatKind, ir.FloatKind, ir.DoubleKind, ir.X86FP80Kind, ir.FP128Kind, ir.PPCFP128Kind, ir.PointerKind:
		return nil, off == 0 && d > 0
	}
	k, inner, mt, ok := memberHolding(dl, t, off) // (bytes.go)
	if !ok {
		return nil, false
	}
	p, ok := memberAt(dl, mt, inner, d+1)
	if !ok {
		return nil, false
	}
	return append([]int64{k}, p...), true
}
