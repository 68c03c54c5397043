package downgrade

import (
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// lowerMetadata drops debug-info fields the target does not read, adds
// what older readers require, and rewrites module flags they reject.
func (l *lowerer) lowerMetadata() {
	drop := map[string]map[string]bool{}
	for _, r := range target.MDFields {
		if !l.t.Has(r.Feature) {
			if drop[r.Kind] == nil {
				drop[r.Kind] = map[string]bool{}
			}
			drop[r.Kind][r.Field] = true
		}
	}
	if r := target.MDFields; len(r) > 0 {
		for _, k := range []string{"DIDerivedType"} {
			if drop[k]["ptrAuthKey"] {
				for _, f := range []string{"ptrAuthIsAddressDiscriminated", "ptrAuthExtraDiscriminator", "ptrAuthIsaPointer", "ptrAuthAuthenticatesNullValues"} {
					drop[k][f] = true
				}
			}
		}
	}
	needName := !l.t.Has(target.GlobalVarNameOptional)
	gvName := map[*ir.MDNode]string{}
	if needName {
		for _, g := range l.m.Globals {
			for _, a := range g.MD {
				if e, ok := a.Node.(*ir.MDNode); ok && a.Kind == "dbg" && e.Kind == "DIGlobalVariableExpression" {
					if v, ok := e.Field("var"); ok {
						if vn, ok := v.(*ir.MDNode); ok {
							gvName[vn] = g.Name
						}
					}
				}
			}
		}
	}
	noOrigin := !l.t.Has(target.BranchWeightsOrigin)
	value := func(x *ir.ValueAsMetadata) {
		if c, ok := x.V.(ir.Constant); ok {
			if _, gv := c.(ir.GlobalValue); !gv {
				x.V = l.lowerConst(c)
			}
		}
	}
	node := func(n *ir.MDNode) {
		if noOrigin && n.Kind == "" && len(n.Ops) > 2 {
			if s0, ok := n.Ops[0].(*ir.MDString); ok && s0.S == "branch_weights" {
				if s1, ok := n.Ops[1].(*ir.MDString); ok && s1.S == "expected" {
					n.Ops = append([]ir.Metadata{n.Ops[0]}, n.Ops[2:]...)
				}
			}
		}
		if d := drop[n.Kind]; d != nil {
			out := n.Fields[:0:0]
			for _, f := range n.Fields {
				if d[f.Name] {
					l.rep.MDFieldsDropped++
					continue
				}
				out = append(out, f)
			}
			n.Fields = out
		}
		if needName && n.Kind == "DIGlobalVariable" {
			if _, ok := n.Field("name"); !ok {
				// LLVM 14 wants a non-empty name: use the global's.
				name := gvName[n]
				if name == "" {
					name = "unnamed"
				}
				n.Fields = append([]ir.MDField{{Name: "name", Val: &ir.MDString{S: name}}}, n.Fields...)
			}
		}
	}
	l.m.WalkMetadata(node, value)
	if !l.t.Has(target.ModuleFlagMin) {
		if nm := l.m.NamedMDByName("llvm.module.flags"); nm != nil {
			for _, n := range nm.Nodes {
				if len(n.Ops) == 3 {
					if v, ok := n.Ops[0].(*ir.ValueAsMetadata); ok {
						if ci, ok := v.V.(*ir.ConstInt); ok && ci.V == 8 {
							// Min → Max: identical for one module; they
							// differ only when linking modules that
							// disagree on the value.
							v.V = ir.Int(ci.Typ, 7)
							l.rep.ModuleFlagsRewritten++
						}
					}
				}
			}
		}
	}
}

// lowerLifetime gives llvm.lifetime.start/end back their size argument
// (i64 -1: "the whole object") for readers before LLVM 22.
func (l *lowerer) lowerLifetime() {
	if l.t.Has(target.LifetimeSizeArg) {
		return
	}
	for _, f := range l.m.Funcs {
		if !(hasPrefix(f.Name, "llvm.lifetime.start.") || hasPrefix(f.Name, "llvm.lifetime.end.")) || len(f.Params) != 1 {
			continue
		}
		old := f.Sig
		sig := ir.FuncOf(old.Ret, []*ir.Type{ir.I64, old.Params()[0]}, false)
		p := f.Params[0]
		f.Sig = sig
		f.Params = []*ir.Param{{Typ: ir.I64, Parent: f, Index: 0}, p}
		p.Index = 1
		f.Attrs.Params = append([]ir.AttrSet{{{Kind: ir.AttrImmArg}}}, f.Attrs.Params...)
		for _, u := range append([]ir.Use(nil), f.Uses()...) {
			c := u.User
			if u.Index != 0 || !c.Op.IsCallLike() {
				continue
			}
			ops := append([]ir.Value{f, ir.Int(ir.I64, -1)}, c.Args()...)
			c.SetOperands(ops)
			c.ElemType = sig
			if len(c.Attrs.Params) > 0 {
				c.Attrs.Params = append([]ir.AttrSet{nil}, c.Attrs.Params...)
			}
		}
	}
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }
