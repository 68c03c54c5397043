package lltext

import (
	"slices"
	"strings"

	"github.com/irfix/irfix/ir"
)

// declareIntrinsics declares the intrinsics the module calls without a
// declaration, as LLVM's assembly parser does since LLVM 19 (llvm-as-19
// and -22 accept `call void @llvm.trap()` with no `declare`; 14 and 16
// reject it). The declaration takes the call site's function type and is
// added after the module's functions, in order of first use. An undeclared
// @llvm.* that is not called (only referenced) stays an error.
func (p *parser) declareIntrinsics() {
	var missing []*pGlobal
	for _, e := range p.globals {
		if f, ok := e.gv.(*ir.Func); ok && !e.defined && strings.HasPrefix(f.Name, "llvm.") {
			missing = append(missing, e)
		}
	}
	slices.SortFunc(missing, func(a, b *pGlobal) int { return a.pos - b.pos })
	for _, e := range missing {
		f := e.gv.(*ir.Func)
		var sig *ir.Type
		for _, u := range f.Uses() {
			if u.Index == 0 && (u.User.Op == ir.OpCall || u.User.Op == ir.OpInvoke || u.User.Op == ir.OpCallBr) {
				sig = u.User.ElemType
				break
			}
		}
		if sig == nil || sig.Kind != ir.FuncKind {
			continue
		}
		if known, checked := ir.IntrinsicNameKnown(f.Name); checked && !known {
			// llvm-as declares only intrinsics LLVM knows.
			p.errAt(e.pos, "unknown intrinsic '%s'", f.Name)
		}
		if f.Typ.Elem != nil && f.Typ.Elem != sig { // typed pointers: the callee's type must agree
			continue
		}
		f.Sig = sig
		for i, t := range sig.Fields {
			f.Params = append(f.Params, &ir.Param{Typ: t, Index: i, Parent: f})
		}
		f.Parent = p.m
		p.m.Funcs = append(p.m.Funcs, f)
		e.defined = true
	}
}
