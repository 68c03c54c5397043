package downgrade

import (
	"fmt"
	"slices"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// mdLowering drops debug-info fields the target does not read, adds what
// older readers require and lowers constants wrapped in metadata, node by
// node and value by value: Lower calls node and value from the one walk
// over the module's metadata it makes at the end (after pointer typing,
// which retypes the same values, and together with Check's look at the
// nodes), so the metadata graph is walked once instead of three times.
// Each callback only rewrites the node or value it is given, so where in
// the pipeline the walk happens does not change what it does.
type mdLowering struct {
	l        *lowerer
	drop     map[string]map[string]bool
	needName bool
	gvName   map[*ir.MDNode]string
	noOrigin bool
	tagRows  []target.MDTagRow
	tagCount []int
	// lossAt is where in Report.Losses the tag rewrites' sentences go (the
	// place lowering metadata has among the dialect's steps).
	lossAt int
}

// newMDLowering prepares the metadata lowering for l's target and
// rewrites the module flags older readers reject.
func (l *lowerer) newMDLowering() *mdLowering {
	d := &mdLowering{l: l, drop: map[string]map[string]bool{}, lossAt: len(l.rep.Losses)}
	drop := d.drop
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
	d.needName = !l.t.Has(target.GlobalVarNameOptional)
	d.gvName = map[*ir.MDNode]string{}
	if d.needName {
		for _, g := range l.m.Globals {
			for _, a := range g.MD {
				if e, ok := a.Node.(*ir.MDNode); ok && a.Kind == "dbg" && e.Kind == "DIGlobalVariableExpression" {
					if v, ok := e.Field("var"); ok {
						if vn, ok := v.(*ir.MDNode); ok {
							d.gvName[vn] = g.Name
						}
					}
				}
			}
		}
	}
	d.noOrigin = !l.t.Has(target.BranchWeightsOrigin)
	for _, r := range target.MDTags {
		if !l.t.Has(r.Feature) {
			d.tagRows = append(d.tagRows, r)
		}
	}
	d.tagCount = make([]int, len(d.tagRows))
	l.lowerModuleFlags()
	return d
}

// finish reports the tag rewrites (at lossAt among the losses).
func (d *mdLowering) finish() {
	l := d.l
	var losses []string
	for k, r := range d.tagRows {
		if d.tagCount[k] > 0 {
			l.rep.MDTagsLowered += d.tagCount[k]
			losses = append(losses, fmt.Sprintf("%d %s %s written as %s for %s (needs LLVM >= %d): %s",
				d.tagCount[k], r.Kind, r.Tag, r.Lowered, l.t, r.Feature.Since, r.Loss))
		}
	}
	if len(losses) > 0 {
		l.rep.Losses = slices.Insert(l.rep.Losses, d.lossAt, losses...)
	}
}

// value lowers a constant wrapped in metadata.
func (d *mdLowering) value(x *ir.ValueAsMetadata) {
	if c, ok := x.V.(ir.Constant); ok {
		if _, gv := c.(ir.GlobalValue); !gv {
			x.V = d.l.lowerConst(c)
		}
	}
}

// node lowers one metadata node.
func (d *mdLowering) node(n *ir.MDNode) {
	l := d.l
	if d.noOrigin && n.Kind == "" && len(n.Ops) > 2 {
		if s0, ok := n.Ops[0].(*ir.MDString); ok && s0.S == "branch_weights" {
			if s1, ok := n.Ops[1].(*ir.MDString); ok && s1.S == "expected" {
				n.Ops = append([]ir.Metadata{n.Ops[0]}, n.Ops[2:]...)
			}
		}
	}
	if dr := d.drop[n.Kind]; dr != nil {
		keep := 0
		for _, f := range n.Fields {
			if !dr[f.Name] {
				keep++
			}
		}
		if keep < len(n.Fields) { // a new slice: Fields may share an array
			out := make([]ir.MDField, 0, keep)
			for _, f := range n.Fields {
				if dr[f.Name] {
					l.rep.MDFieldsDropped++
					continue
				}
				out = append(out, f)
			}
			n.Fields = out
		}
	}
	for k, r := range d.tagRows {
		if n.Kind == r.Kind && lowerTag(n, r) {
			d.tagCount[k]++
		}
	}
	if d.needName && n.Kind == "DIGlobalVariable" {
		if _, ok := n.Field("name"); !ok {
			// LLVM 14 wants a non-empty name: use the global's.
			name := d.gvName[n]
			if name == "" {
				name = "unnamed"
			}
			n.Fields = append([]ir.MDField{{Name: "name", Val: &ir.MDString{S: name}}}, n.Fields...)
		}
	}
}

// lowerModuleFlags rewrites module flag behaviours the target lacks.
func (l *lowerer) lowerModuleFlags() {
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
			if len(c.Attrs().Params) > 0 {
				c.AttrsPtr().Params = append([]ir.AttrSet{nil}, c.Attrs().Params...)
			}
		}
	}
}

// lowerMaskedAlign gives llvm.masked.load/store/gather/scatter back
// their i32 immarg alignment operand, after the pointer operand, for
// readers before LLVM 22 (which reads the alignment from an align
// attribute there): the call's align attribute, else the declaration's,
// else 1 (no alignment is assumed).
func (l *lowerer) lowerMaskedAlign() {
	if l.t.Has(target.MaskedAlignAttr) {
		return
	}
	for _, f := range l.m.Funcs {
		pi := -1
		switch {
		case hasPrefix(f.Name, "llvm.masked.load."), hasPrefix(f.Name, "llvm.masked.gather."):
			pi = 0
		case hasPrefix(f.Name, "llvm.masked.store."), hasPrefix(f.Name, "llvm.masked.scatter."):
			pi = 1
		}
		if pi < 0 || len(f.Params) != 3 {
			continue
		}
		declAlign := uint64(1)
		if a, ok := f.Attrs.Param(pi).Get(ir.AttrAlign); ok && a.Int > 0 {
			declAlign = a.Int
		}
		old := f.Sig.Params()
		ps := append(append(append([]*ir.Type(nil), old[:pi+1]...), ir.I32), old[pi+1:]...)
		sig := ir.FuncOf(f.Sig.Ret, ps, false)
		f.Sig = sig
		params := append(append(append([]*ir.Param(nil), f.Params[:pi+1]...), &ir.Param{Typ: ir.I32, Parent: f}), f.Params[pi+1:]...)
		for k, p := range params {
			p.Index = k
		}
		f.Params = params
		f.Attrs.Params = insertAttrSet(f.Attrs.Params, pi+1, ir.AttrSet{{Kind: ir.AttrImmArg}})
		for _, u := range append([]ir.Use(nil), f.Uses()...) {
			c := u.User
			if u.Index != 0 || c.Op != ir.OpCall || len(c.Args()) != 3 {
				continue
			}
			align := declAlign
			if a, ok := c.Attrs().Param(pi).Get(ir.AttrAlign); ok && a.Int > 0 {
				align = a.Int
			}
			args := c.Args()
			ops := append(append(append([]ir.Value{f}, args[:pi+1]...), ir.Int(ir.I32, int64(align))), args[pi+1:]...)
			c.SetOperands(ops)
			c.ElemType = sig
			if len(c.Attrs().Params) > pi+1 {
				c.AttrsPtr().Params = insertAttrSet(c.Attrs().Params, pi+1, nil)
			}
		}
	}
}

// insertAttrSet inserts s at index k of ps, padding ps with empty sets
// when it is shorter.
func insertAttrSet(ps []ir.AttrSet, k int, s ir.AttrSet) []ir.AttrSet {
	for len(ps) < k {
		ps = append(ps, nil)
	}
	return append(append(append([]ir.AttrSet(nil), ps[:k]...), s), ps[k:]...)
}

func hasPrefix(s, p string) bool { return len(s) >= len(p) && s[:len(p)] == p }

// nodeTag returns a node's tag field (by name or DWARF number), if any.
func nodeTag(n *ir.MDNode) (name string, num int64, k int) {
	for k, f := range n.Fields {
		if f.Name != "tag" {
			continue
		}
		switch v := f.Val.(type) {
		case ir.MDIdent:
			return v.S, -1, k
		case ir.MDInt:
			return "", v.V, k
		}
	}
	return "", -1, -1
}

// lowerTag rewrites n's tag from r.Tag to r.Lowered (keeping its
// spelling: name or number); it reports whether it did.
func lowerTag(n *ir.MDNode, r target.MDTagRow) bool {
	name, num, k := nodeTag(n)
	switch {
	case k < 0:
		return false
	case name == r.Tag:
		n.Fields[k].Val = ir.MDIdent{S: r.Lowered}
	case name == "" && num == r.TagValue:
		n.Fields[k].Val = ir.MDInt{V: r.LowValue}
	default:
		return false
	}
	return true
}

// exprCompares reports whether md is a DIExpression with a DWARF
// comparison operation.
func exprCompares(md ir.Metadata) bool {
	n, ok := md.(*ir.MDNode)
	if !ok || n == nil || n.Kind != "DIExpression" {
		return false
	}
	for _, f := range n.Fields {
		if id, ok := f.Val.(ir.MDIdent); ok {
			for _, op := range target.DIExprCompareOps {
				if id.S == op {
					return true
				}
			}
		}
	}
	return false
}

// Unreadable variable locations: a variable location whose expression
// the target cannot read becomes "optimized out" there (undef location,
// empty expression) — the only honest thing left to say — instead of an
// expression that makes the reader drop every piece of debug info.
// dialect calls killUnreadable on every instruction (after its records
// became calls, for a reader without records) and reportKilled once.

// reportKilled states the killed locations among the losses.
func (l *lowerer) reportKilled() {
	if l.killed > 0 {
		l.rep.Losses = append(l.rep.Losses, fmt.Sprintf("%d variable locations use a %s (needs LLVM >= %d); for %s they are shown as optimized out",
			l.killed, target.DIExprCompare.Name, target.DIExprCompare.Since, l.t))
	}
}

// undefFor is the "optimized out" location for loc: undef of its type.
func undefFor(loc ir.Metadata) ir.Metadata {
	var ty *ir.Type
	switch x := loc.(type) {
	case *ir.ValueAsMetadata:
		ty = x.V.Type()
	case *ir.DIArgList:
		if len(x.Args) > 0 {
			ty = x.Args[0].V.Type()
		}
	}
	if ty == nil {
		return loc
	}
	return &ir.ValueAsMetadata{V: &ir.Undef{Typ: ty}}
}

// killUnreadable kills i's unreadable locations (the target lacks
// DIExprCompare): its records', or its own when it is a debug call,
// counting in l.killed.
func (l *lowerer) killUnreadable(i *ir.Instr) {
	for k := range i.DbgRecords() {
		r := i.DbgRecords()[k]
		if len(r.Ops) > 2 && exprCompares(r.Ops[2]) {
			r.Ops[0] = undefFor(r.Ops[0])
			r.Ops[2] = &ir.MDNode{Kind: "DIExpression"}
			l.killed++
		}
	}
	if i.Op != ir.OpCall {
		return
	}
	cf := i.CalledFunc()
	if cf == nil || (cf.Name != "llvm.dbg.value" && cf.Name != "llvm.dbg.declare" && cf.Name != "llvm.dbg.assign") {
		return
	}
	args := i.Args()
	if len(args) < 3 {
		return
	}
	e, ok := args[2].(*ir.MetadataValue)
	if !ok || !exprCompares(e.MD) {
		return
	}
	if loc, ok := args[0].(*ir.MetadataValue); ok {
		i.SetOperand(1, &ir.MetadataValue{MD: undefFor(loc.MD)})
	}
	i.SetOperand(3, &ir.MetadataValue{MD: &ir.MDNode{Kind: "DIExpression"}})
	l.killed++
}
