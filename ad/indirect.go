package ad

import (
	"fmt"

	"github.com/irfix/irfix/ir"
)

// Indirect calls. A call through a function pointer with active data is
// differentiated by a dispatcher: it compares the pointer with every
// function of the module that has the call's signature and calls that
// function's derivative; a pointer matching none of them traps (the
// derivative of an unknown function is never guessed).

// dispatchCandidates are the module's defined functions of type sig,
// excluding what the engine generated. They are grouped by type once per
// engine: everything added to the module later is generated or declared.
func (e *engine) dispatchCandidates(sig *ir.Type) []*ir.Func {
	if e.bySig == nil {
		e.bySig = map[*ir.Type][]*ir.Func{}
		for _, f := range e.m.Funcs {
			if f.IsDeclaration() || e.created[f] {
				continue
			}
			e.bySig[f.Sig] = append(e.bySig[f.Sig], f)
		}
	}
	return e.bySig[sig]
}

func sigParams(sig *ir.Type, pattern []bool, floatsToo bool) []*ir.Type {
	var ps []*ir.Type
	for k, t := range sig.Params() {
		ps = append(ps, t)
		if pattern[k] && (floatsToo || t.IsPtr()) {
			ps = append(ps, t)
		}
	}
	return ps
}

// dispatchChain emits, in d, the comparison chain over the candidates;
// body builds the call of candidate c's derivative in block b and
// returns the value to return (nil for void).
func (e *engine) dispatchChain(d *ir.Func, cands []*ir.Func, body func(b *ir.Builder, c *ir.Func) (ir.Value, error)) error {
	fp := d.Params[0]
	test := d.NewBlock("entry")
	for _, c := range cands {
		hit := d.NewBlock("")
		next := d.NewBlock("")
		b := ir.NewBuilder(test)
		b.CondBr(b.ICmp(ir.ICmpEQ, fp, c), hit, next)
		hb := ir.NewBuilder(hit)
		v, err := body(hb, c)
		if err != nil {
			return err
		}
		hb.Ret(v)
		test = next
	}
	b := ir.NewBuilder(test)
	trap := e.declare("llvm.trap", ir.FuncOf(ir.Void, nil, false))
	b.Call(trap.Sig, trap)
	b.Unreachable()
	return nil
}

// fwdDispatch returns the forward-mode dispatcher for calls of type sig
// with activity pattern.
func (e *engine) fwdDispatch(sig *ir.Type, pattern []bool) (*ir.Func, error) {
	key := fmt.Sprintf("dispatch/%s/%s", sig, patternKey(pattern))
	if d := e.fwd[key]; d != nil {
		e.uses(d)
		return d, nil
	}
	ret := sig.Ret
	if dualRet(ret) {
		ret = ir.StructOf(false, ret, ret)
	}
	d := ir.NewFunc(e.uniqueName("irfix.ad.fwd.dispatch"), ir.FuncOf(ret, append([]*ir.Type{ir.Ptr}, sigParams(sig, pattern, true)...), false))
	d.Linkage = ir.Internal
	e.addFunc(d)
	e.fwd[key] = d
	e.uses(d)
	defer e.enter(d)()
	err := e.dispatchChain(d, e.dispatchCandidates(sig), func(b *ir.Builder, c *ir.Func) (ir.Value, error) {
		g, err := e.forwardFunc(c, pattern)
		if err != nil {
			return nil, err
		}
		var args []ir.Value
		for _, p := range d.Params[1:] {
			args = append(args, p)
		}
		r := b.Call(g.Sig, g, args...)
		if ret.Kind == ir.VoidKind {
			return nil, nil
		}
		return r, nil
	})
	return d, err
}

// revDispatch returns the reverse-mode dispatchers (forward sweep and
// reverse sweep) for calls of type sig with activity pattern.
func (e *engine) revDispatch(sig *ir.Type, pattern []bool) (*revPair, error) {
	key := fmt.Sprintf("dispatch/%s/%s", sig, patternKey(pattern))
	if p := e.aug[key]; p != nil {
		e.uses(p.aug)
		return p, nil
	}
	ps := sigParams(sig, pattern, false)
	aug := ir.NewFunc(e.uniqueName("irfix.ad.aug.dispatch"), ir.FuncOf(sig.Ret, append(append([]*ir.Type{ir.Ptr}, ps...), ir.Ptr), false))
	aug.Linkage = ir.Internal
	e.addFunc(aug)
	rps := append([]*ir.Type{ir.Ptr}, ps...)
	if isDiffType(sig.Ret) {
		rps = append(rps, sig.Ret)
	}
	rps = append(rps, ir.Ptr)
	for k, t := range sig.Params() {
		if pattern[k] && !t.IsPtr() {
			rps = append(rps, ir.Ptr)
		}
	}
	rev := ir.NewFunc(e.uniqueName("irfix.ad.rev.dispatch"), ir.FuncOf(ir.Void, rps, false))
	rev.Linkage = ir.Internal
	e.addFunc(rev)
	pair := &revPair{aug: aug, rev: rev}
	e.aug[key] = pair
	e.uses(aug)
	defer e.enter(aug)()
	cands := e.dispatchCandidates(sig)
	pairs := map[*ir.Func]*revPair{}
	for _, c := range cands {
		p, err := e.revFuncs(c, pattern)
		if err != nil {
			return nil, err
		}
		pairs[c] = p
	}
	pass := func(f *ir.Func) []ir.Value {
		var args []ir.Value
		for _, p := range f.Params[1:] {
			args = append(args, p)
		}
		return args
	}
	if err := e.dispatchChain(aug, cands, func(b *ir.Builder, c *ir.Func) (ir.Value, error) {
		r := b.Call(pairs[c].aug.Sig, pairs[c].aug, pass(aug)...)
		if sig.Ret.Kind == ir.VoidKind {
			return nil, nil
		}
		return r, nil
	}); err != nil {
		return nil, err
	}
	if err := e.dispatchChain(rev, cands, func(b *ir.Builder, c *ir.Func) (ir.Value, error) {
		b.Call(pairs[c].rev.Sig, pairs[c].rev, pass(rev)...)
		return nil, nil
	}); err != nil {
		return nil, err
	}
	return pair, nil
}
