package ptrtype

import "github.com/irfix/irfix/ir"

// isArrayMemberAddress reports whether i is the address of an array
// member of a struct — `getelementptr %struct.S, ptr %p, i64 0, i32 k`
// where field k is an array — which C passes and stores decayed, as it
// does a global or local array: `p->yystack = p->yystk0` stores a
// pointer to the first element (isAddressOfObject).
func isArrayMemberAddress(i *ir.Instr) bool {
	if i.Op != ir.OpGetElementPtr || i.ElemType == nil || i.ElemType.Kind != ir.StructKind || i.NumOperands() != 3 {
		return false
	}
	c, ok := i.Operand(2).(*ir.ConstInt)
	if z, ok0 := i.Operand(1).(*ir.ConstInt); !ok || !ok0 || z.Signed() != 0 {
		return false
	}
	k := int(c.Signed())
	return k >= 0 && k < len(i.ElemType.Fields) && i.ElemType.Fields[k].Kind == ir.ArrayKind
}
