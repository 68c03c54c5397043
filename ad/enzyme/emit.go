package enzyme

import (
	"fmt"
	"strings"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/ir"
)

// derivative returns the engine's derivative of fn for one activity
// pattern, generating it once.
func (l *lowerer) derivative(s *callSpec, where string) (*ir.Func, error) {
	fn := s.fn
	wrap := wrapping(s)
	var pat strings.Builder
	var consts []string
	for n, a := range s.args {
		switch a.act {
		case actConst:
			pat.WriteByte('c')
			if t := fn.Params[n].Type(); t.IsPtr() || isFloat(t) {
				consts = append(consts, fmt.Sprint(n))
			}
		case actOut:
			pat.WriteByte('o')
		default:
			pat.WriteByte('d')
		}
	}
	key := fmt.Sprintf("%s.%s.%s.%s", fn.Name, s.mode, pat.String(), wrap)
	if f, ok := l.cache[key]; ok {
		return f, nil
	}
	target := fn
	switch wrap {
	case wrapNoRet:
		target = l.wrapper(fn, fn.Name+".enzyme.noret", false, false)
	case wrapPrimalOut:
		target = l.wrapper(fn, fn.Name+".enzyme.primalout", false, true)
	case wrapPrimal:
		target = l.wrapper(fn, fn.Name+".enzyme.primal", true, true)
	}
	short := "grad"
	if s.mode == ad.Forward {
		short = "jvp"
	}
	name := l.freshName(fmt.Sprintf("%s.enzyme.%s.%s", fn.Name, short, pat.String()))
	f, err := l.differentiate(target.Name, ad.Options{Mode: s.mode, Const: consts, Name: name})
	if err != nil {
		return nil, fmt.Errorf("%s: differentiating @%s for this call: %w", where, fn.Name, err)
	}
	l.cache[key] = f
	return f, nil
}

// The wrappers a call's derivative may need around f.
const (
	wrapNone = ""
	// A reverse sweep with a constant float return differentiates a
	// wrapper returning void (the engine seeds a float return with 1).
	wrapNoRet = "noret"
	// The same, when the primal result is wanted too: the void wrapper
	// also stores f's result through an extra pointer, whose shadow the
	// call zeroes (so the stored value is not seeded).
	wrapPrimalOut = "primalout"
	// A forward sweep asked for the primal differentiates a wrapper that
	// returns f's result and also stores it through an extra pointer
	// (active, with a scratch shadow: the engine rejects active values
	// stored into memory without a shadow).
	wrapPrimal = "primal"
)

func wrapping(s *callSpec) string {
	switch {
	case s.mode == ad.Reverse && s.ret == actConst && isFloat(s.fn.Sig.Ret) && s.primRet:
		return wrapPrimalOut
	case s.mode == ad.Reverse && s.ret == actConst && isFloat(s.fn.Sig.Ret):
		return wrapNoRet
	case s.mode == ad.Forward && s.primRet:
		return wrapPrimal
	}
	return wrapNone
}

func (l *lowerer) freshName(base string) string {
	name := base
	for n := 1; l.m.Func(name) != nil || l.m.Global(name) != nil; n++ {
		name = fmt.Sprintf("%s.%d", base, n)
	}
	return name
}

// wrapper defines `internal void NAME(params)` calling fn and dropping its
// result; with store, it takes `ptr out` last and stores the result
// there; with keep, it returns the result (type T instead of void).
func (l *lowerer) wrapper(fn *ir.Func, base string, keep, store bool) *ir.Func {
	params := append([]*ir.Type(nil), fn.Sig.Params()...)
	ret := ir.Void
	if store {
		params = append(params, ir.Ptr)
	}
	if keep {
		ret = fn.Sig.Ret
	}
	w := ir.NewFunc(l.freshName(base), ir.FuncOf(ret, params, false))
	w.Linkage = ir.Internal
	w.Parent = l.m
	l.m.AddFunc(w)
	bd := ir.NewBuilder(w.NewBlock("entry"))
	var args []ir.Value
	for _, p := range w.Params[:len(fn.Params)] {
		args = append(args, p)
	}
	r := bd.Call(fn.Sig, fn, args...)
	r.SetCC(fn.CC)
	if store {
		bd.Store(r, w.Params[len(fn.Params)], 0)
	}
	if keep {
		bd.Ret(r)
	} else {
		bd.Ret(nil)
	}
	return w
}

// emit replaces s.call by calls of the derivative and the adapter code.
func (l *lowerer) emit(s *callSpec) error {
	where := site(l.m, s.call)
	d, err := l.derivative(s, where)
	if err != nil {
		return err
	}
	call := s.call
	bd := ir.NewBuilder(call.Parent)
	bd.SetInsertBefore(call)
	bd.Dbg = call.Dbg()
	caller := call.Parent.Parent
	entry := ir.NewBuilder(caller.Entry())
	if len(caller.Entry().Instrs) > 0 {
		entry.SetInsertBefore(caller.Entry().Instrs[0])
	}
	fn := s.fn
	abiErr := func(format string, a ...any) error {
		return fmt.Errorf("%s: the derivative @%s of @%s does not have the engine's documented signature: %s: %w",
			where, d.Name, fn.Name, fmt.Sprintf(format, a...), ad.ErrNotDifferentiable)
	}
	var primal ir.Value
	outs := make([][]ir.Value, len(s.args)) // reverse: per out arg, per lane
	var tangents []ir.Value                 // forward: per lane
	var primSlot, scratch *ir.Instr
	if w := wrapping(s); w == wrapPrimal || w == wrapPrimalOut {
		primSlot = entry.Alloca(fn.Sig.Ret, 0)
		scratch = entry.Alloca(fn.Sig.Ret, 0)
	}
	for lane := 0; lane < s.width; lane++ {
		var args []ir.Value
		var slots []*ir.Instr
		for _, a := range s.args {
			args = append(args, a.primal)
			if a.act.isDup() {
				args = append(args, l.shadow(bd, a, lane))
			}
		}
		if primSlot != nil {
			if s.mode == ad.Reverse {
				bd.Store(ir.FloatOf(fn.Sig.Ret, 0), scratch, 0)
			}
			args = append(args, primSlot, scratch)
		}
		if s.mode == ad.Reverse {
			for n, a := range s.args {
				if a.act == actOut {
					t := fn.Params[n].Type()
					slot := entry.Alloca(t, 0)
					bd.Store(ir.FloatOf(t, 0), slot, 0)
					slots = append(slots, slot)
					args = append(args, slot)
				}
			}
		}
		if len(args) != len(d.Params) {
			return abiErr("it takes %d parameters, the call needs %d", len(d.Params), len(args))
		}
		for k, a := range args {
			if a.Type() != d.Params[k].Type() {
				return abiErr("parameter %d is %s, the call passes %s", k, d.Params[k].Type(), a.Type())
			}
		}
		r := bd.Call(d.Sig, d, args...)
		r.SetCC(d.CC)
		switch s.mode {
		case ad.Reverse:
			if lane == 0 && fn.Sig.Ret.Kind != ir.VoidKind && s.primRet && primSlot == nil {
				if d.Sig.Ret != fn.Sig.Ret {
					return abiErr("it returns %s, not the primal %s", d.Sig.Ret, fn.Sig.Ret)
				}
				primal = r
			}
			k := 0
			for n, a := range s.args {
				if a.act == actOut {
					outs[n] = append(outs[n], bd.Load(fn.Params[n].Type(), slots[k], 0))
					k++
				}
			}
		case ad.Forward:
			if fn.Sig.Ret.Kind != ir.VoidKind && d.Sig.Ret != fn.Sig.Ret {
				return abiErr("it returns %s, not the tangent %s", d.Sig.Ret, fn.Sig.Ret)
			}
			tangents = append(tangents, r)
		}
	}
	if primSlot != nil {
		primal = bd.Load(fn.Sig.Ret, primSlot, 0)
	}
	// Enzyme's own result.
	var fields []ir.Value
	lanes := func(vs []ir.Value) ir.Value {
		if s.width == 1 {
			return vs[0]
		}
		var agg ir.Value = &ir.Undef{Typ: ir.ArrayOf(uint64(s.width), vs[0].Type())}
		for k, v := range vs {
			agg = bd.InsertValue(agg, v, uint32(k))
		}
		return agg
	}
	var nat ir.Value
	switch s.mode {
	case ad.Reverse:
		if primal != nil {
			fields = append(fields, primal)
		}
		for n, a := range s.args {
			if a.act == actOut {
				fields = append(fields, lanes(outs[n]))
			}
		}
		if len(fields) > 0 {
			var types []*ir.Type
			for _, f := range fields {
				types = append(types, f.Type())
			}
			var agg ir.Value = &ir.Undef{Typ: ir.StructOf(false, types...)}
			for k, f := range fields {
				agg = bd.InsertValue(agg, f, uint32(k))
			}
			nat = agg
		}
	case ad.Forward:
		var tan ir.Value
		if s.ret == actDup {
			tan = lanes(tangents)
		}
		switch {
		case s.primRet && tan != nil:
			var agg ir.Value = &ir.Undef{Typ: ir.StructOf(false, primal.Type(), tan.Type())}
			agg = bd.InsertValue(agg, primal, 0)
			nat = bd.InsertValue(agg, tan, 1)
		case s.primRet:
			nat = primal
		default:
			nat = tan
		}
	}
	if err := l.replace(bd, s, nat, where); err != nil {
		return err
	}
	return nil
}

// shadow returns lane k's shadow of a.
func (l *lowerer) shadow(bd *ir.Builder, a argSpec, lane int) ir.Value {
	if a.vbase == nil {
		return a.shadows[lane]
	}
	if lane == 0 {
		return a.vbase
	}
	off := bd.Mul(a.vstride, ir.Int(a.vstride.Type(), int64(lane)))
	return bd.GEP(ir.I8, a.vbase, false, off)
}

func (l *lowerer) sizeOf(t *ir.Type) (uint64, bool) {
	if l.layout == nil {
		lay, err := ir.ParseDataLayout(l.m.DataLayout)
		if err != nil {
			lay, _ = ir.ParseDataLayout("")
		}
		l.layout = lay
	}
	if l.layout == nil {
		return 0, false
	}
	n, err := l.layout.Size(t)
	return n, err == nil
}

func sameLayout(a, b *ir.Type) bool {
	if a.Kind != ir.StructKind || b.Kind != ir.StructKind || a.Packed != b.Packed || len(a.Fields) != len(b.Fields) {
		return false
	}
	for k := range a.Fields {
		if a.Fields[k] != b.Fields[k] {
			return false
		}
	}
	return true
}

// replace makes the call's users see nat adapted to the declared return
// type (see the package comment), then removes the call.
func (l *lowerer) replace(bd *ir.Builder, s *callSpec, nat ir.Value, where string) error {
	call := s.call
	ct := call.Type()
	done := func(v ir.Value) error {
		if call.HasResult() {
			if v == nil {
				v = &ir.Undef{Typ: ct}
			}
			ir.ReplaceAllUsesWith(call, v)
			replaceInDbgRecords(call.Parent.Parent, call, v)
		}
		if call.Op == ir.OpInvoke {
			l.dropInvoke(bd, call)
		}
		eraseKeepingRecords(call)
		return nil
	}
	if nat == nil || nat.Type().Kind == ir.VoidKind {
		if call.HasResult() {
			return done(&ir.Undef{Typ: ct})
		}
		return done(nil)
	}
	nt := nat.Type()
	if s.sret != nil {
		if sameLayout(s.sretTy, nt) {
			for k := range nt.Fields {
				p := bd.GEP(s.sretTy, s.sret, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, int64(k)))
				bd.Store(bd.ExtractValue(nat, uint32(k)), p, 0)
			}
			return done(nil)
		}
		as, ok1 := l.sizeOf(s.sretTy)
		bs, ok2 := l.sizeOf(nt)
		if ok1 && ok2 && as >= bs {
			bd.Store(nat, s.sret, 0)
			return done(nil)
		}
		return &callError{site: where, msg: fmt.Sprintf("the derivative's result %s does not fit the sret %s the call declares", nt, s.sretTy), class: ErrBadCall}
	}
	if !call.HasResult() {
		return done(nil)
	}
	if ct == nt {
		return done(nat)
	}
	if sameLayout(ct, nt) {
		var agg ir.Value = &ir.Undef{Typ: ct}
		for k := range nt.Fields {
			agg = bd.InsertValue(agg, bd.ExtractValue(nat, uint32(k)), uint32(k))
		}
		return done(agg)
	}
	as, ok1 := l.sizeOf(ct)
	bs, ok2 := l.sizeOf(nt)
	if ok1 && ok2 && as == bs {
		caller := call.Parent.Parent
		entry := ir.NewBuilder(caller.Entry())
		entry.SetInsertBefore(caller.Entry().Instrs[0])
		slot := entry.Alloca(ct, 0)
		bd.Store(nat, slot, 0)
		return done(bd.Load(ct, slot, 0))
	}
	if nt.IsAggregate() {
		e := bd.ExtractValue(nat, 0)
		if e.Type() == ct {
			return done(e)
		}
		e.Erase()
	}
	return &callError{site: where, msg: fmt.Sprintf("cannot return the derivative's %s (%d bytes) as the declared %s (%d bytes) (Enzyme: IllegalReturnCast)", nt, bs, ct, as), class: ErrBadCall}
}

// dropInvoke ends the invoke's block with a branch to its normal
// destination; the unwind destination loses this edge.
func (l *lowerer) dropInvoke(bd *ir.Builder, inv *ir.Instr) {
	normal, unwind := inv.Succs()[0], inv.Succs()[1]
	from := inv.Parent
	for _, ph := range unwind.Instrs {
		if ph.Op != ir.OpPhi {
			break
		}
		for k := len(ph.Incoming()) - 1; k >= 0; k-- {
			if ph.Incoming()[k] == from {
				ph.RemoveOperand(k)
				ph.SetIncoming(append(ph.Incoming()[:k], ph.Incoming()[k+1:]...))
			}
		}
	}
	bd.Br(normal)
	inv.SetSuccs(nil)
}
