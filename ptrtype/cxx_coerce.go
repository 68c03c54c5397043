package ptrtype

import "github.com/irfix/irfix/ir"

// coercedView: clang passes a small class by value as its LLVM fields
// (the x86-64 and AArch64 ABIs coerce std::pair<A*, B*> to two pointer
// parameters) and at -O0 stores them back into the object's local
// through a literal struct of the same fields: `getelementptr { ptr,
// ptr }, ptr %pair.addr`, where typed IR has { A*, B* } — the class's
// own field types. A getelementptr whose source type is a literal struct
// with exactly the fields of the named struct the pointer addresses (an
// alloca or global of it) ties each field to that struct's.
func (a *analysis) coercedView(i *ir.Instr, o origin) {
	et := a.elemT[i]
	if et == nil || et.kind != tStruct {
		return
	}
	var n *ir.Type
	switch x := i.Operand(0).(type) {
	case *ir.Instr:
		if x.Op == ir.OpAlloca {
			n = x.ElemType
		}
	case *ir.Global:
		n = x.ValueType
	}
	if n == nil || !n.IsNamed() || n.Opaque || n.Packed != et.ty.Packed || len(n.Fields) != len(et.ty.Fields) {
		return
	}
	for k, f := range n.Fields {
		if f != et.ty.Fields[k] {
			return
		}
	}
	why := o
	why.what = "literal struct view of " + n.String() + " (a class passed by value as its fields)"
	for k := range n.Fields {
		a.eq(et.fields[k], a.field(n, k), wAccess, why)
	}
}
