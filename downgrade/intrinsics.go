package downgrade

import (
	"strings"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// expandNewIntrinsics replaces calls to intrinsics the target lacks by
// equivalent instructions: llvm.scmp/ucmp(a, b) = select(a < b, -1,
// zext(a != b)); llvm.experimental.cttz.elts (cttzelts.go).
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
		if strings.HasPrefix(f.Name, "llvm.experimental.cttz.elts.") {
			if l.expandCttzElts(f) { // (cttzelts.go)
				dead = append(dead, f)
			}
			continue
		}
		signed := strings.HasPrefix(f.Name, "llvm.scmp.")
		if !signed && !strings.HasPrefix(f.Name, "llvm.ucmp.") {
			continue
		}
		replaced := map[*ir.Func]map[*ir.Instr]ir.Value{}
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
			// The call's debug records go with what replaces it (they
			// become calls in front of it later, where they were).
			if recs := c.DbgRecords(); len(recs) > 0 {
				isLT.SetDbgRecords(recs)
				c.SetDbgRecords(nil)
			}
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
			// Debug info describing the call's result describes the select.
			fn := c.Parent.Parent
			if replaced[fn] == nil {
				replaced[fn] = map[*ir.Instr]ir.Value{}
			}
			replaced[fn][c] = sel
			c.Erase()
			l.rep.IntrinsicsExpanded++
		}
		for fn, repl := range replaced {
			fn.ReplaceMetadataUses(repl)
		}
		if len(f.Uses()) == 0 {
			dead = append(dead, f)
		}
	}
}

// intrinsicGlobalType returns the typed value type LLVM's verifier
// requires of an intrinsic global (nil for other globals, or when the
// global does not have the shape of one): llvm.global_ctors and
// llvm.global_dtors are arrays of { i32, void ()*, i8* } (or the old
// two-field { i32, void ()* }), llvm.used and llvm.compiler.used arrays of
// i8*. The initializer is then cast element by element to these types.
func intrinsicGlobalType(g *ir.Global) *ir.Type {
	vt := g.ValueType
	if vt == nil || vt.Kind != ir.ArrayKind || vt.Elem == nil {
		return nil
	}
	el := vt.Elem
	switch g.Name {
	case "llvm.global_ctors", "llvm.global_dtors":
		if el.Kind != ir.StructKind || el.Name != "" || len(el.Fields) < 2 || len(el.Fields) > 3 ||
			!el.Fields[1].IsPtr() || (len(el.Fields) == 3 && !el.Fields[2].IsPtr()) {
			return nil
		}
		fs := []*ir.Type{el.Fields[0], ir.TypedPtr(ir.FuncOf(ir.Void, nil, false), el.Fields[1].AddrSpace)}
		if len(el.Fields) == 3 {
			fs = append(fs, ir.TypedPtr(ir.I8, el.Fields[2].AddrSpace))
		}
		return ir.ArrayOf(vt.Len, ir.StructOf(el.Packed, fs...))
	case "llvm.used", "llvm.compiler.used":
		if !el.IsPtr() {
			return nil
		}
		return ir.ArrayOf(vt.Len, ir.TypedPtr(ir.I8, el.AddrSpace))
	}
	return nil
}

// typedIntrinsicSig holds the typed signatures of intrinsics whose
// pointers are not all i8* (what typedDefault gives): the verifier
// checks these against the intrinsic's definition.
var typedIntrinsicSig = map[string]func(sig *ir.Type) *ir.Type{
	// declare {}* @llvm.invariant.start.p0i8(i64, i8* nocapture)
	"llvm.invariant.start.": func(sig *ir.Type) *ir.Type {
		return ir.FuncOf(ir.TypedPtr(ir.StructOf(false), 0), sig.Params(), sig.Variadic)
	},
	// declare void @llvm.invariant.end.p0i8({}*, i64, i8* nocapture)
	"llvm.invariant.end.": func(sig *ir.Type) *ir.Type { return withPtrParam(sig, 0, ir.StructOf(false)) },
	// declare void @llvm.gcroot(i8** %ptrloc, i8* %metadata)
	"llvm.gcroot": func(sig *ir.Type) *ir.Type { return withPtrParam(sig, 0, ir.TypedPtr(ir.I8, 0)) },
}

// fixedTypedIntrinsic returns the typedIntrinsicSig entry for an
// intrinsic name (a prefix ending in "." matches its overloads).
func fixedTypedIntrinsic(name string) func(*ir.Type) *ir.Type {
	for prefix, typed := range typedIntrinsicSig {
		if name == prefix || (strings.HasSuffix(prefix, ".") && strings.HasPrefix(name, prefix)) {
			return typed
		}
	}
	return nil
}
