package callsig

import (
	"errors"
	"fmt"

	"github.com/irfix/irfix/ir"
)

// ErrWrongCall is returned (wrapped) by Fix when a mismatch has no repair.
var ErrWrongCall = errors.New("call-signature mismatch that irfix cannot repair")

// ErrNotCanonical is returned by Fix for typed-pointer modules: upgrade
// them to the canonical form first (the irfix CLI does this for you).
var ErrNotCanonical = errors.New("callsig.Fix needs a canonical (opaque-pointer) module")

// Fix repairs the given mismatches of m (as returned by Find): harmless
// ones become direct calls with the callee's own type (casting integer and
// pointer arguments where needed), adapter ones are rebuilt by their rule.
// It stops at the first wrong mismatch with an error wrapping
// ErrWrongCall and the explanation; mismatches before it stay repaired.
func Fix(m *ir.Module, mms []*Mismatch) (fixed int, err error) {
	if m.HasTypedPointers() {
		return 0, ErrNotCanonical
	}
	for _, mm := range mms {
		switch mm.Class {
		case Harmless:
			if err := fixHarmless(mm); err != nil {
				return fixed, err
			}
		case Adapter:
			if err := mm.Match.Rule.Build(m, mm); err != nil {
				return fixed, fmt.Errorf("%s adapter for call to @%s: %w", mm.Match.Rule.Name, mm.Callee.Name, err)
			}
		default:
			return fixed, fmt.Errorf("%w: %s", ErrWrongCall, Explain(m, mm, nil))
		}
		fixed++
	}
	return fixed, nil
}

// castTo converts v to type t for the harmless cases (int <-> pointer of
// equal width, pointer address-space-equal casts are no-ops in opaque IR).
func castTo(b *ir.Builder, v ir.Value, t *ir.Type) ir.Value {
	s := v.Type()
	switch {
	case s == t:
		return v
	case s.IsPtr() && t.IsInt():
		return b.Cast(ir.OpPtrToInt, v, t)
	case s.IsInt() && t.IsPtr():
		return b.Cast(ir.OpIntToPtr, v, t)
	}
	return b.Cast(ir.OpBitCast, v, t)
}

func fixHarmless(mm *Mismatch) error {
	call := mm.Call
	if call.Op != ir.OpCall {
		return fmt.Errorf("repair of a harmless mismatch in %s is not supported; only call", call.Op)
	}
	b := &ir.Builder{}
	b.SetInsertBefore(call)
	args := make([]ir.Value, len(call.Args()))
	for k, a := range call.Args() {
		args[k] = castTo(b, a, mm.Decl.Params()[k])
	}
	nc := b.Call(mm.Decl, mm.Callee, args...)
	copyCallSite(nc, call)
	replaceCall(b, call, nc, mm.Site.Ret)
	return nil
}

// copyCallSite carries the call-site properties that stay valid over.
func copyCallSite(nc, old *ir.Instr) {
	nc.Tail, nc.FMF = old.Tail, old.FMF
	nc.SetCC(old.CC())
	nc.AttrsPtr().Fn = append(ir.AttrSet(nil), old.Attrs().Fn...)
	nc.SetBundles(append([]ir.OperandBundle(nil), old.Bundles()...))
	nc.MD = append([]ir.MDAttachment(nil), old.MD...)
	nc.SetDbgRecords(old.DbgRecords())
	old.SetDbgRecords(nil)
	nc.Name = old.Name
	old.Name = ""
}

// replaceCall makes old's users use v (cast to want) and erases old.
func replaceCall(b *ir.Builder, old *ir.Instr, v ir.Value, want *ir.Type) {
	if old.HasResult() {
		nv := castTo(b, v, want)
		ir.ReplaceAllUsesWith(old, nv)
		old.Func().ReplaceMetadataUses(map[*ir.Instr]ir.Value{old: nv})
	}
	old.Erase()
}

// buildNumbaCall rewrites `%r = call T @f(args)` into
//
//	%retptr = alloca T                        ; in the entry block
//	%status = call i32 @f(ptr %retptr, ptr null, args)
//	%ok = icmp eq i32 %status, 0
//	br i1 %ok, label %cont, label %trap
//	trap: call void @llvm.trap(); unreachable
//	cont: %r = load T, ptr %retptr
//
// A non-zero status means the Numba function raised a Python exception;
// there is no Python runtime to hand it to, so the adapted call traps.
func buildNumbaCall(m *ir.Module, mm *Mismatch) error {
	call := mm.Call
	if call.Op != ir.OpCall {
		return fmt.Errorf("only call instructions can be adapted, not %s", call.Op)
	}
	fn := call.Func()
	t := mm.Match.Result
	align := abiAlign(m, t)

	eb := ir.NewBuilder(fn.Entry())
	eb.SetInsertBefore(fn.Entry().Instrs[fn.Entry().FirstNonPhi()])
	slot := eb.Alloca(t, align)
	slot.Name = uniqueName(fn, "retptr")

	b := &ir.Builder{Dbg: call.Dbg()}
	b.SetInsertBefore(call)
	ptr := mm.Decl.Params()[0]
	args := []ir.Value{slot, ir.Null(mm.Decl.Params()[1])}
	if ptr.AddrSpace != slot.Typ.AddrSpace {
		args[0] = b.Cast(ir.OpAddrSpaceCast, slot, ptr)
	}
	for k, a := range call.Args() {
		args = append(args, castTo(b, a, mm.Decl.Params()[k+2]))
	}
	status := b.Call(mm.Decl, mm.Callee, args...)
	copyCallSite(status, call)
	resultName := status.Name
	status.Name = uniqueName(fn, "status")
	status.Tail = ir.TailNone // the slot is an alloca of the caller
	ok := b.ICmp(ir.ICmpEQ, status, ir.Int(ir.I32, 0))

	head := call.Parent
	cont := splitAfter(call, uniqueBlockName(fn, "call.ok"))
	trap := newBlockAfter(fn, head, uniqueBlockName(fn, "call.trap"))
	tb := &ir.Builder{Block: trap, Dbg: call.Dbg()}
	tb.Call(ir.FuncOf(ir.Void, nil, false), trapDecl(m))
	tb.Unreachable()

	// The branch goes where the call was; the call itself moves out.
	b.CondBr(ok, cont, trap)
	call.Remove()
	lb := &ir.Builder{Dbg: call.Dbg()}
	if len(cont.Instrs) > 0 {
		lb.SetInsertBefore(cont.Instrs[0])
	} else {
		lb.SetInsertAtEnd(cont)
	}
	res := lb.Load(t, slot, align)
	res.Name = resultName
	if call.HasResult() {
		nv := castTo(lb, res, mm.Site.Ret)
		ir.ReplaceAllUsesWith(call, nv)
		fn.ReplaceMetadataUses(map[*ir.Instr]ir.Value{call: nv})
	}
	call.DropOperands()
	return nil
}

// splitAfter moves everything after i in its block into a new block placed
// right after it, and retargets phis in the successors.
func splitAfter(i *ir.Instr, name string) *ir.Block {
	b := i.Parent
	f := b.Parent
	n := i.Index()
	nb := newBlockAfter(f, b, name)
	rest := append([]*ir.Instr(nil), b.Instrs[n+1:]...)
	b.Instrs = b.Instrs[:n+1]
	nb.Append(rest...)
	for _, s := range nb.Succs() {
		for _, phi := range s.Instrs {
			if phi.Op != ir.OpPhi {
				break
			}
			for k, inc := range phi.Incoming() {
				if inc == b {
					phi.Incoming()[k] = nb
				}
			}
		}
	}
	return nb
}

func newBlockAfter(f *ir.Func, after *ir.Block, name string) *ir.Block {
	nb := &ir.Block{Name: name, Parent: f}
	for k, b := range f.Blocks {
		if b == after {
			f.Blocks = append(f.Blocks[:k+1], append([]*ir.Block{nb}, f.Blocks[k+1:]...)...)
			return nb
		}
	}
	f.Blocks = append(f.Blocks, nb)
	return nb
}

// trapDecl returns @llvm.trap, declaring it if needed.
func trapDecl(m *ir.Module) *ir.Func {
	if f := m.Func("llvm.trap"); f != nil {
		return f
	}
	f := ir.NewFunc("llvm.trap", ir.FuncOf(ir.Void, nil, false))
	f.Attrs.Fn = ir.AttrSet{{Kind: ir.AttrCold}, {Kind: ir.AttrNoReturn}, {Kind: ir.AttrNoUnwind}}
	return m.AddFunc(f)
}

func uniqueName(f *ir.Func, base string) string {
	used := map[string]bool{}
	for _, p := range f.Params {
		used[p.Name] = true
	}
	f.Instrs(func(i *ir.Instr) { used[i.Name] = true })
	return freshName(used, base)
}

func uniqueBlockName(f *ir.Func, base string) string {
	used := map[string]bool{}
	for _, b := range f.Blocks {
		used[b.Name] = true
	}
	return freshName(used, base)
}

func freshName(used map[string]bool, base string) string {
	if !used[base] {
		return base
	}
	for k := 1; ; k++ {
		if n := fmt.Sprintf("%s%d", base, k); !used[n] {
			return n
		}
	}
}

// abiAlign is t's ABI alignment in m's datalayout (8 when the layout
// cannot say).
func abiAlign(m *ir.Module, t *ir.Type) ir.Align {
	if l, err := ir.ParseDataLayout(m.DataLayout); err == nil {
		if a, err := l.Align(t); err == nil && a > 0 {
			return ir.Align(a)
		}
	}
	return 8
}
