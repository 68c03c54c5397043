package enzyme

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// cleanup erases the marker loads left dead and the declarations nothing
// uses any more (Enzyme's entry points, extern marker globals), so the
// module links without Enzyme.
func (l *lowerer) cleanup() {
	for _, v := range l.used {
		if i, ok := v.(*ir.Instr); ok && i.Parent != nil && ir.NumUses(i) == 0 {
			replaceInDbgRecords(i.Parent.Parent, i, &ir.Poison{Typ: i.Type()})
			eraseKeepingRecords(i)
		}
	}
	referenced := constantRefs(l.m)
	var keepF []*ir.Func
	for _, f := range l.m.Funcs {
		if f.IsDeclaration() && strings.Contains(f.Name, "__enzyme_") && ir.NumUses(f) == 0 && !referenced[f] {
			continue
		}
		keepF = append(keepF, f)
	}
	l.m.Funcs = keepF
	var keepG []*ir.Global
	for _, g := range l.m.Globals {
		if g.Init == nil && strings.HasPrefix(g.Name, "enzyme_") && ir.NumUses(g) == 0 && !referenced[g] {
			continue
		}
		keepG = append(keepG, g)
	}
	l.m.Globals = keepG
}

// constantRefs returns the global values used inside constants (global
// initializers, constant-expression operands), which use lists do not
// track.
func constantRefs(m *ir.Module) map[ir.Value]bool {
	refs := map[ir.Value]bool{}
	var walk func(c ir.Constant)
	walk = func(c ir.Constant) {
		switch x := c.(type) {
		case ir.GlobalValue:
			refs[x] = true
		case *ir.ConstExpr:
			for _, o := range x.Operands {
				walk(o)
			}
		case *ir.ConstAggregate:
			for _, o := range x.Elems {
				walk(o)
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			walk(g.Init)
		}
	}
	for _, a := range m.Aliases {
		walk(a.Aliasee)
	}
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			for _, o := range i.Operands() {
				if ce, ok := o.(*ir.ConstExpr); ok {
					walk(ce)
				}
				if ca, ok := o.(*ir.ConstAggregate); ok {
					walk(ca)
				}
			}
		})
	}
	return refs
}

// replaceInDbgRecords makes f's debug records that refer to old refer to
// new (use lists do not cover debug records).
func replaceInDbgRecords(f *ir.Func, old, new ir.Value) {
	var fix func(md ir.Metadata) ir.Metadata
	fix = func(md ir.Metadata) ir.Metadata {
		switch x := md.(type) {
		case *ir.ValueAsMetadata:
			if x.V == old {
				return &ir.ValueAsMetadata{V: new}
			}
		case *ir.DIArgList:
			for k, a := range x.Args {
				if a.V == old {
					x.Args[k] = &ir.ValueAsMetadata{V: new}
				}
			}
		}
		return md
	}
	f.Instrs(func(i *ir.Instr) {
		for _, r := range i.DbgRecords() {
			for k, op := range r.Ops {
				r.Ops[k] = fix(op)
			}
		}
	})
}

// eraseKeepingRecords erases i (which has no uses); the debug records
// that preceded it move to the instruction after it (or before it, when i
// ends its block).
func eraseKeepingRecords(i *ir.Instr) {
	if len(i.DbgRecords()) > 0 && i.Parent != nil {
		b, n := i.Parent, i.Index()
		switch {
		case n+1 < len(b.Instrs):
			nx := b.Instrs[n+1]
			nx.SetDbgRecords(append(append([]*ir.DbgRecord(nil), i.DbgRecords()...), nx.DbgRecords()...))
		case n > 0:
			b.Instrs[n-1].SetDbgRecords(append(b.Instrs[n-1].DbgRecords(), i.DbgRecords()...))
		}
		i.SetDbgRecords(nil)
	}
	i.Erase()
}
