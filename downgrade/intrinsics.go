package downgrade

import (
	"strings"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// expandNewIntrinsics replaces calls to intrinsics the target lacks by
// equivalent instructions: llvm.scmp/ucmp(a, b) = select(a < b, -1,
// zext(a != b)).
func (l *lowerer) expandNewIntrinsics() {
	var dead []*ir.Func
	defer func() {
		for _, d := range dead {
			for k, f := range l.m.Funcs {
				if f == d {
					l.m.Funcs = append(l.m.Funcs[:k], l.m.Funcs[k+1:]...)
					break
				}
			}
		}
	}()
	for _, f := range l.m.Funcs {
		nf, ok := target.IntrinsicFeature(f.Name)
		if !ok || l.t.Has(nf) {
			continue
		}
		signed := strings.HasPrefix(f.Name, "llvm.scmp.")
		if !signed && !strings.HasPrefix(f.Name, "llvm.ucmp.") {
			continue
		}
		for _, u := range append([]ir.Use(nil), f.Uses()...) {
			c := u.User
			if u.Index != 0 || c.Op != ir.OpCall || len(c.Args()) != 2 {
				continue
			}
			a, b := c.Args()[0], c.Args()[1]
			bd := ir.NewBuilder(c.Parent)
			bd.SetInsertBefore(c)
			bd.Dbg = c.Dbg()
			lt, ne := ir.ICmpULT, ir.ICmpNE
			if signed {
				lt = ir.ICmpSLT
			}
			isLT := bd.ICmp(lt, a, b)
			isNE := bd.ICmp(ne, a, b)
			rt := c.Typ
			var minus1 ir.Value
			if rt.Kind == ir.VectorKind {
				el := ir.Int(rt.Elem, -1)
				els := make([]ir.Constant, rt.Len)
				for k := range els {
					els[k] = el
				}
				minus1 = &ir.ConstAggregate{Typ: rt, Elems: els}
			} else {
				minus1 = ir.Int(rt, -1)
			}
			z := bd.Cast(ir.OpZExt, isNE, rt)
			sel := bd.Select(isLT, minus1, z)
			sel.Name = c.Name
			ir.ReplaceAllUsesWith(c, sel)
			c.Erase()
			l.rep.IntrinsicsExpanded++
		}
		if len(f.Uses()) == 0 {
			dead = append(dead, f)
		}
	}
}
