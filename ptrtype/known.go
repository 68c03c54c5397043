package ptrtype

import "github.com/irfix/irfix/ir"

// KnownTypeOf is TypeOf and ElemType for an instruction the analysis
// made a template for, without making one: it only reads the Result, so
// goroutines may call it together (TypeOf and ElemType record a template
// for a value they meet for the first time). ok is false when TypeOf
// would have had to make one; the caller then uses TypeOf, on one
// goroutine.
func (r *Result) KnownTypeOf(i *ir.Instr) (typ, elem *ir.Type, ok bool) {
	a := r.a
	var t *tmpl
	if !containsPtr(i.Typ, 0) && i.Op != ir.OpAlloca && i.Op != ir.OpGetElementPtr {
		t, ok = a.bases[i.Typ]
	} else {
		t, ok = a.instrT.get(i)
	}
	if !ok || t == nil || t == making {
		return nil, nil, false
	}
	typ = a.inst(t)
	if e := a.elemT[i]; e != nil {
		elem = a.inst(e)
	}
	return typ, elem, true
}
