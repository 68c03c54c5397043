package downgrade

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ptrtype"
	"github.com/irfix/irfix/target"
)

// typer lowers pointer types for a typed target.
type typer struct {
	l     *lowerer
	r     *ptrtype.Result
	m     *ir.Module
	i8p   *ir.Type
	casts map[castKey]*ir.Instr
	cc    map[constKey]ir.Constant
	// typed signatures of intrinsic declarations
	intrinsicSig map[*ir.Func]*ir.Type
	// ccMu guards cc while workers run (nil: one goroutine, no lock).
	ccMu *sync.Mutex
	// ccSeen: on a worker, the entries of cc it has used (read without
	// the lock).
	ccSeen map[constKey]ir.Constant
	// log: on a worker, where the use-list changes of global values go
	// (typed_par.go); nil on the lowering's own goroutine.
	log *ir.UseLog
}

type castKey struct {
	v     ir.Value
	want  *ir.Type
	block *ir.Block
	edge  bool
}

type constKey struct {
	c    ir.Constant
	want *ir.Type
}

// typedDefault is ty with every opaque pointer made i8* (same address
// space); named structs are kept.
func typedDefault(ty *ir.Type) *ir.Type {
	if ty == nil {
		return nil
	}
	switch ty.Kind {
	case ir.PointerKind:
		if ty.Elem == nil {
			return ir.TypedPtr(ir.I8, ty.AddrSpace)
		}
	case ir.ArrayKind:
		return ir.ArrayOf(ty.Len, typedDefault(ty.Elem))
	case ir.VectorKind:
		return ir.VectorOf(ty.Len, typedDefault(ty.Elem), ty.Scalable)
	case ir.StructKind:
		if ty.Name == "" {
			fs := make([]*ir.Type, len(ty.Fields))
			for i, f := range ty.Fields {
				fs[i] = typedDefault(f)
			}
			return ir.StructOf(ty.Packed, fs...)
		}
	case ir.FuncKind:
		fs := make([]*ir.Type, len(ty.Fields))
		for i, f := range ty.Fields {
			fs[i] = typedDefault(f)
		}
		return ir.FuncOf(typedDefault(ty.Ret), fs, ty.Variadic)
	}
	return ty
}

// typed gives m typed pointers. Constants wrapped in metadata are left to
// the typer's valueMD, which Lower calls from its metadata walk.
func (l *lowerer) typed(r *ptrtype.Result) (*typer, error) {
	t := &typer{l: l, r: r, m: l.m, i8p: ir.TypedPtr(ir.I8, 0), casts: map[castKey]*ir.Instr{},
		cc: map[constKey]ir.Constant{}, intrinsicSig: map[*ir.Func]*ir.Type{}}
	m := l.m
	// 1. Compute every typed type while the module is still opaque.
	bodies := map[*ir.Type][]*ir.Type{}
	for _, s := range m.Types {
		if !s.Opaque {
			bodies[s] = r.Body(s)
		}
	}
	gvt := map[*ir.Global]*ir.Type{}
	for _, g := range m.Globals {
		gvt[g] = r.ValueType(g)
		if ft := intrinsicGlobalType(g); ft != nil {
			gvt[g] = ft
		}
	}
	sigs := map[*ir.Func]*ir.Type{}
	for _, f := range m.Funcs {
		if f.IsIntrinsic() {
			sigs[f] = t.intrinsicType(f)
			t.intrinsicSig[f] = sigs[f]
		} else {
			sigs[f] = r.Sig(f)
		}
	}
	// An instruction's types are kept in visiting order, not in maps
	// keyed by the instruction: nothing adds or removes instructions
	// until step 3 is done, so steps 2 and 3 visit them in the same order
	// (a map per instruction cost more than the inference's lookups).
	// fts[k] holds, for function k, per instruction with a pointer in its
	// type, its typed type and element type (nil: none), and per
	// call-like instruction the element type inferred for it (nil: none).
	// They grow as they are filled instead of being sized by a counting
	// walk over every instruction first (peak RSS was unchanged on
	// libclc, SQLite and big). With two or more cores and a large module
	// the per-function parts of steps 1 and 3 run on several goroutines
	// (typed_par.go); otherwise, or when the module is not fit for that,
	// on this one.
	par := t.parallelOK()
	var fts []fnTypes
	if par {
		if fts, par = t.collectParallel(); par {
			parallelRuns.Add(1)
		}
	}
	if !par {
		fts = make([]fnTypes, len(m.Funcs))
		for k, f := range m.Funcs {
			fts[k] = collectTypes(f, func(i *ir.Instr) (*ir.Type, *ir.Type) {
				var e *ir.Type
				switch i.Op {
				case ir.OpAlloca, ir.OpGetElementPtr, ir.OpCall, ir.OpInvoke, ir.OpCallBr:
					e = r.ElemType(i)
				}
				return r.TypeOf(i), e
			})
		}
	}
	// 2. Apply them.
	for s, b := range bodies {
		s.SetBody(s.Packed, b...)
	}
	for _, g := range m.Globals {
		g.ValueType = gvt[g]
		g.Typ = ir.TypedPtr(g.ValueType, g.Typ.AddrSpace)
	}
	for _, f := range m.Funcs {
		sig := sigs[f]
		if f.IsIntrinsic() {
			// Fixed (non-overloaded) pointer types are not in the name:
			// remangle from the overloaded pointers only.
			msig := sig
			if fixedTypedIntrinsic(f.Name) != nil {
				msig = typedDefault(f.Sig)
			}
			f.Name = target.RemangleIntrinsic(f.Name, f.Sig, msig)
		}
		al, ps, changed := t.pinAttrTypes(f.Attrs, sig.Params())
		if changed {
			sig = ir.FuncOf(sig.Ret, ps, sig.Variadic)
		}
		f.Attrs = al
		f.Sig = sig
		f.Typ = ir.TypedPtr(sig, f.Typ.AddrSpace)
		for k, p := range f.Params {
			p.Typ = sig.Params()[k]
		}
	}
	n, want := 0, 0
	if par {
		// With the call types of step 3 (see applyParallel).
		n, want = t.applyParallel(fts)
	} else {
		for k, f := range m.Funcs {
			n += applyTypes(f, fts[k].types)
			want += len(fts[k].types)
		}
	}
	if n != want {
		return nil, fmt.Errorf("downgrade: %d pointer-typed instructions typed, %d inferred (an irfix bug)", n, want)
	}
	// Aliases: value type from the aliasee.
	for _, a := range m.Aliases {
		c := t.natural(a.Aliasee)
		a.Aliasee = c
		if pt := c.Type(); pt.Kind == ir.PointerKind && pt.Elem != nil {
			a.ValueType = pt.Elem
			a.Typ = ir.TypedPtr(pt.Elem, a.Typ.AddrSpace)
		} else {
			a.ValueType = typedDefault(a.ValueType)
			a.Typ = ir.TypedPtr(a.ValueType, a.Typ.AddrSpace)
		}
	}
	for _, i := range m.IFuncs {
		i.ValueType = typedDefault(i.ValueType)
		i.Typ = ir.TypedPtr(i.ValueType, i.Typ.AddrSpace)
		i.Resolver = t.natural(i.Resolver)
	}
	// 3. Call types, then the casts the producer had (hints), then every
	// remaining mismatch.
	if !par {
		for k, f := range m.Funcs {
			t.callTypes(f, fts[k].callElem)
		}
	}
	t.restoreFoldedCasts()
	for _, g := range m.Globals {
		if g.Init != nil {
			g.Init = t.constFor(g.Init, g.ValueType)
		}
	}
	if par {
		t.eachFuncParallel(func(w *typer, k int) { w.fixFunc(m.Funcs[k]) })
	} else {
		for _, f := range m.Funcs {
			t.fixFunc(f)
		}
	}
	return t, nil
}

// fnTypes is step 1's outcome for one function (see typed).
type fnTypes struct {
	types    [][2]*ir.Type
	callElem []*ir.Type
}

// collectTypes is step 1 for f: lookup returns an instruction's typed
// type and element type (asked for those with a pointer in their type).
func collectTypes(f *ir.Func, lookup func(*ir.Instr) (*ir.Type, *ir.Type)) fnTypes {
	var ft fnTypes
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			var e *ir.Type
			if containsPtr(i.Typ) {
				var ty *ir.Type
				ty, e = lookup(i)
				switch i.Op {
				case ir.OpAlloca, ir.OpGetElementPtr, ir.OpCall, ir.OpInvoke, ir.OpCallBr:
				default:
					e = nil
				}
				ft.types = append(ft.types, [2]*ir.Type{ty, e})
			}
			if i.Op.IsCallLike() {
				ft.callElem = append(ft.callElem, e)
			}
		}
	}
	return ft
}

// applyTypes gives f's instructions the types step 1 found (types, in
// visiting order) and returns how many it found a place for.
func applyTypes(f *ir.Func, types [][2]*ir.Type) int {
	n := 0
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if !containsPtr(i.Typ) { // the opaque type still: i is not retyped yet
				continue
			}
			if n++; n > len(types) {
				continue // reported by typed
			}
			ty := types[n-1]
			if ty[0] != nil {
				i.Typ = ty[0]
			}
			switch i.Op {
			case ir.OpAlloca, ir.OpGetElementPtr:
				if ty[1] != nil {
					i.ElemType = ty[1]
				}
			}
		}
	}
	return n
}

// callTypes is the first part of step 3 for f: the function types of
// its calls (callElem: what step 1 found for each call, in order).
func (t *typer) callTypes(f *ir.Func, callElem []*ir.Type) {
	n := 0
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if !i.Op.IsCallLike() {
				continue
			}
			t.callType(i, callElem[n])
			n++
			t.pinCallAttrs(i)
			// Inline asm spells the call's function type itself
			// (typed readers check that the two agree).
			if a, ok := i.Callee().(*ir.InlineAsm); ok && a.FuncType != i.ElemType {
				c := *a
				c.FuncType = i.ElemType
				t.setOperand(i, 0, &c)
			}
		}
	}
}

// fixFunc is the last part of step 3 for f: every operand of the type
// its user needs.
func (t *typer) fixFunc(f *ir.Func) {
	if f.Personality != nil {
		// Clang writes the personality as i8*; LLVM's inliner gives
		// a caller its callee's without the cast, and a function
		// with no landing pad of its own got it that way far more
		// often than not (clang adds one where it emits EH): it
		// keeps its own type, no bitcast. A module upgraded here
		// from typed IR (Hints) keeps clang's form everywhere: the
		// upgrade records no per-function form, and its round trip
		// reproduced the producer's text with it.
		if hasLandingPad(f) || t.m.Hints != nil {
			f.Personality = t.constFor(f.Personality, t.i8p)
		} else {
			f.Personality = t.natural(f.Personality)
		}
	}
	f.Prefix, f.Prologue = t.natural(f.Prefix), t.natural(f.Prologue)
	for _, b := range f.Blocks {
		for k := 0; k < len(b.Instrs); k++ {
			i := b.Instrs[k]
			t.fixInstr(f, i)
		}
	}
}

// setOperand is i.SetOperand, or, on a worker goroutine, with the
// use-list changes of global values left to the worker's log.
func (t *typer) setOperand(i *ir.Instr, n int, v ir.Value) {
	if t.log != nil {
		i.SetOperandLogged(n, v, t.log)
		return
	}
	i.SetOperand(n, v)
}

// intrinsicType returns the typed signature of an intrinsic declaration:
// the one recorded when the module was upgraded, or i8* for every pointer
// except the masked vector intrinsics, whose pointers point to the data.
func (t *typer) intrinsicType(f *ir.Func) *ir.Type {
	if h := t.m.Hints; h != nil {
		if ht := h.Values[f]; ht != nil && ht.Kind == ir.PointerKind && ht.Elem != nil && ht.Elem.Opaqued() == f.Sig {
			return ht.Elem
		}
	}
	sig := typedDefault(f.Sig)
	base := f.Name
	if typed := fixedTypedIntrinsic(base); typed != nil {
		return typed(sig)
	}
	switch {
	case strings.HasPrefix(base, "llvm.masked.load.") || strings.HasPrefix(base, "llvm.masked.expandload."):
		return withPtrParam(sig, 0, pointeeFor(base, sig.Ret))
	case strings.HasPrefix(base, "llvm.masked.store.") || strings.HasPrefix(base, "llvm.masked.compressstore."):
		if len(sig.Params()) > 1 {
			return withPtrParam(sig, 1, pointeeFor(base, sig.Params()[0]))
		}
	case strings.HasPrefix(base, "llvm.masked.gather."):
		return withPtrVecParam(sig, 0, sig.Ret)
	case strings.HasPrefix(base, "llvm.masked.scatter."):
		if len(sig.Params()) > 1 {
			return withPtrVecParam(sig, 1, sig.Params()[0])
		}
	}
	return sig
}

// pointeeFor: masked.load/store point to the whole vector; expandload/
// compressstore to one element.
func pointeeFor(name string, data *ir.Type) *ir.Type {
	if strings.Contains(name, "expandload") || strings.Contains(name, "compressstore") {
		return data.Scalar()
	}
	return data
}

func withPtrParam(sig *ir.Type, k int, pointee *ir.Type) *ir.Type {
	ps := append([]*ir.Type(nil), sig.Params()...)
	if k < len(ps) && ps[k].IsPtr() && pointee != nil {
		ps[k] = ir.TypedPtr(pointee, ps[k].AddrSpace)
	}
	return ir.FuncOf(sig.Ret, ps, sig.Variadic)
}

func withPtrVecParam(sig *ir.Type, k int, data *ir.Type) *ir.Type {
	ps := append([]*ir.Type(nil), sig.Params()...)
	if k < len(ps) && ps[k].Kind == ir.VectorKind && ps[k].Elem.IsPtr() && data.Kind == ir.VectorKind {
		ps[k] = ir.VectorOf(ps[k].Len, ir.TypedPtr(data.Elem, ps[k].Elem.AddrSpace), ps[k].Scalable)
	}
	return ir.FuncOf(sig.Ret, ps, sig.Variadic)
}

// Attributes that name the pointee of the parameter they sit on: a typed
// reader requires the parameter to be exactly a pointer to that type.
var pinningAttrs = []ir.AttrKind{ir.AttrByVal, ir.AttrSRet, ir.AttrByRef, ir.AttrInAlloca, ir.AttrPreallocated}

// pinAttrTypes treats byval/sret/byref/inalloca/preallocated(T) as hard
// constraints: a pointer parameter whose pointee is T (in opaque form)
// takes it as the attribute's typed T; any other pointee is replaced by T,
// so the parameter becomes a T* (values of other types flowing in are then
// cast at their use, never the attribute changed). It returns the
// attribute list and parameter types to use, and whether a parameter type
// changed.
func (t *typer) pinAttrTypes(al ir.AttrList, params []*ir.Type) (ir.AttrList, []*ir.Type, bool) {
	changed := false
	for k, s := range al.Params {
		if k >= len(params) || params[k].Kind != ir.PointerKind || params[k].Elem == nil {
			continue
		}
		for j := range s {
			if s[j].Type == nil || !slices.Contains(pinningAttrs, s[j].Kind) {
				continue
			}
			want := params[k].Elem
			if s[j].Type.Opaqued() != want.Opaqued() {
				want = typedDefault(s[j].Type)
				if !changed {
					params = slices.Clone(params)
					changed = true
				}
				params[k] = ir.TypedPtr(want, params[k].AddrSpace)
			}
			if s[j].Type != want {
				ns := slices.Clone(s)
				ns[j].Type = want
				al.Params = slices.Clone(al.Params)
				al.Params[k] = ns
				s = ns
			}
		}
	}
	return al, params, changed
}

// pinCallAttrs makes a call's function type agree with its call-site
// byval/sret/... attributes (see pinAttrTypes); fixInstr then casts the
// arguments (and the callee) to that type.
func (t *typer) pinCallAttrs(i *ir.Instr) {
	ft := i.ElemType
	if ft == nil || ft.Kind != ir.FuncKind {
		return
	}
	al, ps, changed := t.pinAttrTypes(i.Attrs(), ft.Params())
	i.SetAttrs(al)
	if changed {
		i.ElemType = ir.FuncOf(ft.Ret, ps, ft.Variadic)
	}
}

// callType sets the typed function type of a call: the callee's typed
// signature when the call matches it, otherwise the type the arguments
// and result spell (the callee is then cast: the typed `bitcast (...)`
// callee form).
func (t *typer) callType(i *ir.Instr, indirect *ir.Type) {
	if h := t.m.Hints; h != nil {
		if ht := h.Instrs[i]; ht != nil && ht.Kind == ir.FuncKind && ht.Opaqued() == i.ElemType.Opaqued() {
			i.ElemType = ht
			if i.HasResult() {
				i.Typ = ht.Ret
			}
			return
		}
	}
	if f := i.CalledFunc(); f != nil {
		if f.Sig.Opaqued() == i.ElemType.Opaqued() && !i.ElemType.HasTypedPointers() {
			i.ElemType = f.Sig
			if i.HasResult() {
				i.Typ = f.Sig.Ret
			}
			return
		}
	}
	if indirect != nil && indirect.Kind == ir.FuncKind && indirect.Opaqued() == i.ElemType {
		i.ElemType = indirect
		return
	}
	// Built from the arguments.
	ft := i.ElemType
	ps := make([]*ir.Type, len(ft.Params()))
	args := i.Args()
	for k, p := range ft.Params() {
		ps[k] = typedDefault(p)
		if k < len(args) {
			if ty := t.typeOf(args[k]); ty != nil && ty.Opaqued() == p.Opaqued() {
				ps[k] = ty
			}
		}
	}
	ret := typedDefault(ft.Ret)
	if i.HasResult() && i.Typ.Opaqued() == ft.Ret.Opaqued() {
		ret = i.Typ
	}
	i.ElemType = ir.FuncOf(ret, ps, ft.Variadic)
	if i.HasResult() {
		i.Typ = ret
	}
}

// typeOf returns the typed type a value has now (nil for constants that
// take their use's type).
func (t *typer) typeOf(v ir.Value) *ir.Type {
	switch x := v.(type) {
	case *ir.ConstNull, *ir.Undef, *ir.Poison:
		return nil
	case *ir.ConstExpr:
		return t.natural(x).Type()
	case *ir.ConstAggregate:
		return nil
	}
	ty := v.Type()
	if ty.HasTypedPointers() || !containsPtr(ty) {
		return ty
	}
	return nil
}

func containsPtr(t *ir.Type) bool { return typedDefault(t) != t }

// isPtrVector reports whether t is a vector of pointers.
func isPtrVector(t *ir.Type) bool { return t != nil && t.Kind == ir.VectorKind && t.Elem.IsPtr() }

// ptrRetypable reports whether a bitcast turns a value of type a into b:
// pointers, or vectors of pointers of one length, in one address space.
func ptrRetypable(a, b *ir.Type) bool {
	if isPtrVector(a) && isPtrVector(b) {
		if a.Len != b.Len || a.Scalable != b.Scalable {
			return false
		}
		a, b = a.Elem, b.Elem
	}
	return a.IsPtr() && b.IsPtr() && a.AddrSpace == b.AddrSpace
}

// restoreFoldedCasts puts back the pointer bitcasts an upgrade removed,
// where the producer had them, when a user still needs that type.
func (t *typer) restoreFoldedCasts() {
	h := t.m.Hints
	restored := map[*ir.FoldedCast]*ir.Instr{}
	all := h.FoldedCasts()
	chained := map[*ir.FoldedCast]bool{}
	for _, fc := range all {
		if fc.Of != nil {
			chained[fc.Of] = true
		}
	}
	for _, fc := range all {
		typed := fc.Typed
		if typed == nil || fc.Block == nil || fc.Block.Parent == nil || fc.Src == nil {
			continue
		}
		if si, ok := fc.Src.(*ir.Instr); ok && si.Parent == nil {
			continue
		}
		if fc.Before != nil && fc.Before.Parent != fc.Block {
			continue
		}
		var users []ir.Use
		for _, u := range fc.Users {
			if u.User.Parent != nil && u.Index < u.User.NumOperands() && u.User.Operand(u.Index) == fc.Src {
				users = append(users, u)
			}
		}
		src := fc.Src
		if c, ok := src.(ir.Constant); ok {
			src = t.natural(c)
		}
		if prev := restored[fc.Of]; fc.Of != nil && prev != nil {
			src = prev // a chain: cast the cast, as the producer did
		}
		// The producer had an unused cast, or one only other casts use:
		// keep it.
		dead := len(fc.Users) == 0 || chained[fc]
		if (len(users) == 0 && !dead) || src.Type() == typed || !src.Type().IsPtr() || !typed.IsPtr() ||
			src.Type().AddrSpace != typed.AddrSpace {
			continue
		}
		c := ir.NewInstr(ir.OpBitCast, typed, src)
		c.Name = fc.Name
		c.MD = append([]ir.MDAttachment(nil), fc.MD...)
		bd := ir.NewBuilder(fc.Block)
		if fc.Before != nil {
			bd.SetInsertBefore(fc.Before)
		} else if term := fc.Block.Terminator(); term != nil {
			bd.SetInsertBefore(term)
		}
		bd.Insert(c)
		restored[fc] = c
		for _, u := range users {
			u.User.SetOperand(u.Index, c)
		}
		t.l.rep.FoldedCastsRestored++
		t.l.rep.BitCasts++
	}
}

// expect returns the type operand n of i must have (nil: any).
func (t *typer) expect(f *ir.Func, i *ir.Instr, n int) *ir.Type {
	ops := i.Operands()
	ptrTo := func(el *ir.Type, as uint32) *ir.Type {
		if el == nil {
			return nil
		}
		return ir.TypedPtr(el, as)
	}
	as := func(k int) uint32 { return ops[k].Type().AddrSpace }
	switch i.Op {
	case ir.OpLoad:
		return ptrTo(i.Typ, as(0))
	case ir.OpGetElementPtr:
		if n == 0 && i.ElemType != nil && ops[0].Type().Kind == ir.PointerKind {
			return ptrTo(i.ElemType, as(0))
		}
		if n == 0 && i.ElemType != nil && isPtrVector(ops[0].Type()) {
			vt := ops[0].Type()
			return ir.VectorOf(vt.Len, ir.TypedPtr(i.ElemType, vt.Elem.AddrSpace), vt.Scalable)
		}
	case ir.OpInsertElement:
		// Typed IR has one element type per vector: the inserted lane
		// takes the vector's.
		switch n {
		case 0:
			return i.Typ
		case 1:
			if i.Typ.Kind == ir.VectorKind {
				return i.Typ.Elem
			}
		}
	case ir.OpShuffleVector:
		if n < 2 && i.Typ.Kind == ir.VectorKind {
			if vt := ops[n].Type(); vt.Kind == ir.VectorKind {
				return ir.VectorOf(vt.Len, i.Typ.Elem, vt.Scalable)
			}
		}
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		ft := i.ElemType
		if n == 0 {
			if _, asm := ops[0].(*ir.InlineAsm); asm {
				return nil
			}
			return ptrTo(ft, as(0))
		}
		if k := n - 1; k < len(ft.Params()) {
			return ft.Params()[k]
		}
	case ir.OpRet:
		return f.Sig.Ret
	case ir.OpPhi:
		return i.Typ
	case ir.OpSelect:
		if n > 0 {
			return i.Typ
		}
	case ir.OpICmp:
		if n == 1 {
			return t.typeOf(ops[0])
		}
		if n == 0 && t.typeOf(ops[0]) == nil {
			return t.typeOf(ops[1])
		}
	case ir.OpInsertValue:
		if n == 0 {
			return i.Typ
		}
		return indexType(i.Typ, i.Indices())
	case ir.OpCmpXchg:
		if n == 0 {
			if ty := t.typeOf(ops[1]); ty != nil {
				return ptrTo(ty, as(0))
			}
		}
		if n == 2 {
			return t.typeOf(ops[1])
		}
	case ir.OpAtomicRMW:
		if n == 0 {
			if ty := t.typeOf(ops[1]); ty != nil {
				return ptrTo(ty, as(0))
			}
			return ptrTo(ops[1].Type(), as(0))
		}
	case ir.OpVAArg:
		return ir.TypedPtr(ir.I8, as(0))
	case ir.OpLandingPad:
		if n < len(i.Clauses()) && i.Clauses()[n] == ir.ClauseFilter {
			if at := ops[n].Type(); at.Kind == ir.ArrayKind {
				return ir.ArrayOf(at.Len, t.i8p)
			}
		}
		return t.i8p
	case ir.OpResume:
		return nil
	}
	return nil
}

func indexType(ty *ir.Type, idx []uint32) *ir.Type {
	for _, k := range idx {
		switch ty.Kind {
		case ir.StructKind:
			if int(k) >= len(ty.Fields) {
				return nil
			}
			ty = ty.Fields[k]
		case ir.ArrayKind, ir.VectorKind:
			ty = ty.Elem
		default:
			return nil
		}
	}
	return ty
}

// fixInstr makes every operand of i have the type i needs, inserting
// casts, and retypes constants.
func (t *typer) fixInstr(f *ir.Func, i *ir.Instr) {
	if i.Op == ir.OpStore {
		t.fixStore(i)
		return
	}
	for n := 0; n < i.NumOperands(); n++ {
		v := i.Operand(n)
		if _, ok := v.(*ir.MetadataValue); ok {
			continue
		}
		want := t.expect(f, i, n)
		if nv := t.castTo(v, want, i, n); nv != v {
			t.setOperand(i, n, nv)
		}
	}
	for k := range i.Bundles() {
		for j, v := range i.Bundles()[k].Inputs {
			if c, ok := v.(ir.Constant); ok {
				i.Bundles()[k].Inputs[j] = t.natural(c)
			}
		}
	}
	// Results derived from operands.
	switch i.Op {
	case ir.OpAddrSpaceCast:
		if st := i.Operand(0).Type(); st.Kind == ir.PointerKind && st.Elem != nil && i.Typ.Kind == ir.PointerKind {
			i.Typ = ir.TypedPtr(st.Elem, i.Typ.AddrSpace)
		}
	case ir.OpExtractValue:
		if ty := indexType(i.Operand(0).Type(), i.Indices()); ty != nil {
			i.Typ = ty
		}
	case ir.OpFreeze:
		i.Typ = i.Operand(0).Type()
	case ir.OpExtractElement:
		if vt := i.Operand(0).Type(); vt.Kind == ir.VectorKind {
			i.Typ = vt.Elem
		}
	case ir.OpCmpXchg:
		i.Typ = ir.StructOf(false, i.Operand(1).Type(), ir.I1)
	case ir.OpAtomicRMW:
		i.Typ = i.Operand(1).Type()
	case ir.OpLandingPad:
		i.Typ = typedDefault(i.Typ)
	}
}

// fixStore: the stored value keeps its type and the pointer follows it,
// unless the slot holds pointers of another type, in which case the
// stored pointer is cast to the slot's type (what a C assignment with a
// cast compiles to).
func (t *typer) fixStore(i *ir.Instr) {
	v, p := i.Operand(0), i.Operand(1)
	pt := p.Type()
	vt := t.typeOf(v)
	if _, isConst := p.(ir.Constant); !isConst && pt.Kind == ir.PointerKind && pt.Elem != nil {
		// A value without a typed type of its own (a null, undef) takes
		// the slot's type only when that is the same type up to pointee
		// types: `store ptr null` into an i8 slot must stay a pointer
		// store, never become `store i8 0`.
		if vt == nil && sameShape(v.Type(), pt.Elem) || vt != nil && vt != pt.Elem && ptrRetypable(vt, pt.Elem) {
			if nv := t.castTo(v, pt.Elem, i, 0); nv != v {
				t.setOperand(i, 0, nv)
			}
			return
		}
	}
	if vt == nil {
		vt = typedDefault(v.Type())
	}
	if nv := t.castTo(v, vt, i, 0); nv != v {
		t.setOperand(i, 0, nv)
	}
	if nv := t.castTo(p, ir.TypedPtr(vt, pt.AddrSpace), i, 1); nv != p {
		t.setOperand(i, 1, nv)
	}
}

// castTo returns v converted to want for operand n of user (v itself
// when it already has that type or want is nil).
func (t *typer) castTo(v ir.Value, want *ir.Type, user *ir.Instr, n int) ir.Value {
	if c, ok := v.(ir.Constant); ok {
		if _, isGV := c.(ir.GlobalValue); !isGV || want != nil {
			return t.constFor(c, want)
		}
		return v
	}
	if want == nil {
		return v
	}
	have := v.Type()
	if have == want {
		return v
	}
	if have.Opaqued() != want.Opaqued() && !(have.IsPtr() && want.IsPtr()) {
		return v // not a pointer-type difference; nothing a cast can fix
	}
	key := castKey{v, want, user.Parent, user.Op == ir.OpPhi}
	if user.Op == ir.OpPhi {
		key.block = user.Incoming()[n]
	}
	var bd *ir.Builder
	if have.IsPtr() && want.IsPtr() && have.AddrSpace == want.AddrSpace {
		// One cast per value and type, after the definition
		// (castplace.go).
		if bd = defInsertion(v); bd != nil {
			key = castKey{v: v, want: want}
		}
	}
	if c, ok := t.casts[key]; ok && c.Parent != nil {
		return c
	}
	if bd == nil {
		bd = insertionFor(user, n)
	}
	var out ir.Value
	switch {
	case have.IsPtr() && want.IsPtr():
		out = t.ptrCast(bd, v, want)
	case ptrRetypable(have, want):
		// Vectors of pointers: one bitcast retypes every lane.
		t.l.rep.BitCasts++
		out = bd.Cast(ir.OpBitCast, v, want)
	default:
		out = t.aggCast(bd, v, want)
	}
	if ci, ok := out.(*ir.Instr); ok {
		t.casts[key] = ci
	}
	return out
}

func (t *typer) ptrCast(bd *ir.Builder, v ir.Value, want *ir.Type) ir.Value {
	have := v.Type()
	if have.AddrSpace != want.AddrSpace {
		mid := ir.TypedPtr(have.Elem, want.AddrSpace)
		if have.Elem == nil {
			mid = ir.PtrType(want.AddrSpace)
		}
		v = bd.Cast(ir.OpAddrSpaceCast, v, mid)
		if mid == want {
			return v
		}
	}
	t.l.rep.BitCasts++
	return bd.Cast(ir.OpBitCast, v, want)
}

// aggCast converts an aggregate element-wise (extractvalue, cast,
// insertvalue).
func (t *typer) aggCast(bd *ir.Builder, v ir.Value, want *ir.Type) ir.Value {
	have := v.Type()
	n := 0
	switch {
	case have.Kind == ir.StructKind && want.Kind == ir.StructKind && len(have.Fields) == len(want.Fields):
		n = len(have.Fields)
	case have.Kind == ir.ArrayKind && want.Kind == ir.ArrayKind && have.Len == want.Len && have.Len <= 64:
		n = int(have.Len)
	default:
		return v
	}
	var acc ir.Value = &ir.Undef{Typ: want}
	for k := 0; k < n; k++ {
		e := bd.ExtractValue(v, uint32(k))
		et := indexType(want, []uint32{uint32(k)})
		var ce ir.Value = e
		if e.Typ != et {
			if e.Typ.IsPtr() && et.IsPtr() {
				ce = t.ptrCast(bd, e, et)
			} else {
				ce = t.aggCast(bd, e, et)
			}
		}
		acc = bd.InsertValue(acc, ce, uint32(k))
	}
	return acc
}

// natural retypes a constant as it stands (pointer leaves of types that
// have no evidence become i8*).
func (t *typer) natural(c ir.Constant) ir.Constant {
	if c == nil {
		return nil
	}
	return t.constFor(c, nil)
}

// constFor returns c retyped for want (its natural type when want is
// nil), inserting constant casts where the types differ.
func (t *typer) constFor(c ir.Constant, want *ir.Type) ir.Constant {
	switch c.(type) {
	case nil:
		return nil
	case *ir.ConstInt, *ir.ConstFloat, *ir.ConstData:
		return c
	}
	k := constKey{c, want}
	if t.ccMu != nil {
		return t.constForShared(k)
	}
	if r, ok := t.cc[k]; ok {
		return r
	}
	var n constCounts
	r := t.constFor1(c, want, &n)
	t.cc[k] = r
	t.l.rep.BitCasts += n.bitCasts
	t.l.rep.ZeroGEPs += n.zeroGEPs
	return r
}

// constCounts is what making one constant adds to the report (counted
// once per constant made: it is made once and shared).
type constCounts struct{ bitCasts, zeroGEPs int }

func (t *typer) constFor1(c ir.Constant, want *ir.Type, cnt *constCounts) ir.Constant {
	switch x := c.(type) {
	case *ir.ConstInt, *ir.ConstFloat, *ir.ConstData:
		return c
	case *ir.ConstNull:
		switch {
		case want == nil:
			return ir.Null(typedDefault(x.Typ))
		case !sameShape(x.Typ, want):
			return t.castConst(ir.Null(typedDefault(x.Typ)), want, cnt)
		}
		return ir.Null(want)
	case *ir.Undef:
		switch {
		case want == nil:
			return &ir.Undef{Typ: typedDefault(x.Typ)}
		case !sameShape(x.Typ, want):
			return t.castConst(&ir.Undef{Typ: typedDefault(x.Typ)}, want, cnt)
		}
		return &ir.Undef{Typ: want}
	case *ir.Poison:
		switch {
		case want == nil:
			return &ir.Poison{Typ: typedDefault(x.Typ)}
		case !sameShape(x.Typ, want):
			return t.castConst(&ir.Poison{Typ: typedDefault(x.Typ)}, want, cnt)
		}
		return &ir.Poison{Typ: want}
	case ir.GlobalValue:
		return t.castConst(x, want, cnt)
	case *ir.ConstAggregate:
		agg := want
		if agg == nil || agg.Opaqued() != x.Typ.Opaqued() {
			if want != nil && want.Kind == ir.StructKind && want.Name != "" && x.Typ == want {
				agg = want
			} else {
				agg = typedDefault(x.Typ)
			}
		}
		els := make([]ir.Constant, len(x.Elems))
		changed := agg != x.Typ
		for k, e := range x.Elems {
			et := indexType(agg, []uint32{uint32(k)})
			els[k] = t.constFor(e, et)
			changed = changed || els[k] != e
		}
		var out ir.Constant = x
		if changed {
			out = &ir.ConstAggregate{Typ: agg, Elems: els}
		}
		if want != nil && agg != want {
			return t.castConst(out, want, cnt)
		}
		return out
	case *ir.ConstSplat:
		vt := want
		if vt == nil || vt.Kind != ir.VectorKind {
			vt = typedDefault(x.Typ)
		}
		e := t.constFor(x.Elem, vt.Elem)
		if e == x.Elem && vt == x.Typ {
			return x
		}
		return &ir.ConstSplat{Typ: vt, Elem: e}
	case *ir.BlockAddress:
		n := *x
		n.Typ = t.i8p
		return t.castConst(&n, want, cnt)
	case *ir.ConstExpr:
		return t.castConst(t.exprNatural(x, want, cnt), want, cnt)
	}
	return c
}

// exprNatural rebuilds a constant expression with typed operands.
func (t *typer) exprNatural(x *ir.ConstExpr, want *ir.Type, cnt *constCounts) ir.Constant {
	n := *x
	n.Operands = make([]ir.Constant, len(x.Operands))
	switch x.Op {
	case ir.OpGetElementPtr:
		base := t.natural(x.Operands[0])
		bt := base.Type()
		src := typedDefault(x.ElemType)
		if bt.Kind == ir.PointerKind && bt.Elem != nil && bt.Elem.Opaqued() == x.ElemType.Opaqued() {
			src = bt.Elem
		}
		n.ElemType = src
		n.Operands[0] = t.castConst(base, ir.TypedPtr(src, bt.AddrSpace), cnt)
		for k := 1; k < len(x.Operands); k++ {
			n.Operands[k] = x.Operands[k]
		}
		if x.Typ.Kind == ir.PointerKind {
			n.Typ = ir.TypedPtr(gepIndexed(src, x.Operands[1:]), bt.AddrSpace)
		}
		return &n
	case ir.OpIntToPtr:
		n.Operands[0] = x.Operands[0]
		if want != nil && want.IsPtr() && want.AddrSpace == x.Typ.AddrSpace {
			n.Typ = want
		} else {
			n.Typ = typedDefault(x.Typ)
		}
		return &n
	case ir.OpAddrSpaceCast:
		op := t.natural(x.Operands[0])
		n.Operands[0] = op
		if ot := op.Type(); ot.Kind == ir.PointerKind && ot.Elem != nil {
			n.Typ = ir.TypedPtr(ot.Elem, x.Typ.AddrSpace)
		} else {
			n.Typ = typedDefault(x.Typ)
		}
		return &n
	case ir.OpICmp:
		a := t.natural(x.Operands[0])
		n.Operands[0] = a
		n.Operands[1] = t.constFor(x.Operands[1], a.Type())
		return &n
	case ir.OpSelect:
		n.Operands[0] = x.Operands[0]
		a := t.natural(x.Operands[1])
		n.Operands[1] = a
		n.Operands[2] = t.constFor(x.Operands[2], a.Type())
		n.Typ = a.Type()
		return &n
	}
	for k, o := range x.Operands {
		n.Operands[k] = t.natural(o)
	}
	n.Typ = typedDefault(x.Typ)
	return &n
}

// gepIndexed is the type a GEP with source type src and indices reaches.
func gepIndexed(src *ir.Type, idx []ir.Constant) *ir.Type {
	ty := src
	for k, o := range idx {
		if k == 0 {
			continue
		}
		switch ty.Kind {
		case ir.StructKind:
			ci, ok := o.(*ir.ConstInt)
			if !ok || int(ci.Signed()) >= len(ty.Fields) {
				return ir.I8
			}
			ty = ty.Fields[ci.Signed()]
		case ir.ArrayKind, ir.VectorKind:
			ty = ty.Elem
		default:
			return ir.I8
		}
	}
	return ty
}

// castConst converts a typed constant to want: a zero getelementptr when
// want's pointee is the first element of c's (array decay, first field),
// a bitcast otherwise (addrspacecast across address spaces).
func (t *typer) castConst(c ir.Constant, want *ir.Type, cnt *constCounts) ir.Constant {
	have := c.Type()
	if want == nil || have == want {
		return c
	}
	if !have.IsPtr() || !want.IsPtr() {
		if want.Opaqued() == have.Opaqued() {
			if _, ok := c.(*ir.ConstNull); ok {
				return ir.Null(want)
			}
		}
		return c
	}
	if have.Elem == nil {
		return c
	}
	if have.AddrSpace != want.AddrSpace {
		mid := ir.TypedPtr(have.Elem, want.AddrSpace)
		c = &ir.ConstExpr{Op: ir.OpAddrSpaceCast, Typ: mid, Operands: []ir.Constant{c}, InRangeIndex: -1}
		have = mid
		if mid == want {
			return c
		}
	}
	if idx := zeroPath(have.Elem, want.Elem); idx != nil {
		cnt.zeroGEPs++
		return &ir.ConstExpr{Op: ir.OpGetElementPtr, Typ: want, ElemType: have.Elem, Flags: ir.FlagInBounds,
			Operands: append([]ir.Constant{c}, idx...), InRangeIndex: -1}
	}
	cnt.bitCasts++
	return &ir.ConstExpr{Op: ir.OpBitCast, Typ: want, Operands: []ir.Constant{c}, InRangeIndex: -1}
}

// zeroPath returns the indices (i64 0 first) of a zero getelementptr
// from a pointer to from to a pointer to to, or nil.
func zeroPath(from, to *ir.Type) []ir.Constant {
	idx := []ir.Constant{ir.Int(ir.I64, 0)}
	ty := from
	for d := 0; d < 8; d++ {
		switch ty.Kind {
		case ir.ArrayKind:
			ty = ty.Elem
			idx = append(idx, ir.Int(ir.I64, 0))
		case ir.StructKind:
			if ty.Opaque || len(ty.Fields) == 0 {
				return nil
			}
			ty = ty.Fields[0]
			idx = append(idx, ir.Int(ir.I32, 0))
		default:
			return nil
		}
		if ty == to {
			return idx
		}
	}
	return nil
}

// valueMD retypes a constant wrapped in metadata.
func (t *typer) valueMD(x *ir.ValueAsMetadata) {
	if c, ok := x.V.(ir.Constant); ok {
		if h := t.m.Hints; h != nil && h.Values[c] != nil {
			x.V = t.constFor(c, h.Values[c])
		} else {
			x.V = t.natural(c)
		}
	}
}

// sameShape reports whether want is nil or the same type as have once
// pointee types are ignored, so a constant of type have can simply be
// given type want.
func sameShape(have, want *ir.Type) bool {
	return want == nil || want.Opaqued() == have.Opaqued()
}

// hasLandingPad reports whether f has a landingpad instruction.
func hasLandingPad(f *ir.Func) bool {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Op == ir.OpLandingPad {
				return true
			}
		}
	}
	return false
}
