package ptrtype

import (
	"fmt"
	"slices"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Addresses of members stored into one void*. A worker's `void* data2`
// that one user gives `&job->it` (the address of a struct member, a
// VP8EncIterator*) and another `&dec->thread_ctx.io` (a VP8Io*) is a
// void* as much as when the stores pass pointers loaded from variables
// (fieldvoid.go): C stores a pointer to a struct implicitly only into a
// void* or a pointer to that same struct. The address of a member, a
// global or a local has its type from the getelementptr, global or
// alloca that makes it — a derived template, no slot of its own, which
// disagreeingStores does not read — and no vote can change it, so the
// member is decided before the rules that read what is loaded from
// memory (a table's callbacks take what the calls through their slot
// pass: the worker's hook is called with data2). Unoptimized code
// hands its hooks such addresses (libwebp at -O0: `&job->it`).

// storedAddress returns the named struct that the address with
// template vt (a member's, global's or alloca's) points to, else nil.
func storedAddress(vt *tmpl) *ir.Type {
	if vt == nil || vt.kind != tPtr || vt.elem == nil || (vt.elem.kind != tBase && vt.elem.kind != tConcrete) {
		return nil
	}
	if t := vt.elem.ty; t != nil && t.IsNamed() && t.Kind == ir.StructKind {
		return t
	}
	return nil
}

// memberAddressesVoid decides, before the rules that read what is
// loaded from memory (a table's callbacks take what the calls through
// their slot pass: a worker's hook is called with its data2), the
// memory that stores of addresses of unrelated structs alone make a
// void*. Those addresses' types come from the getelementptrs, globals
// and allocas that make them, not from the vote, so nothing later can
// change them; disagreeingStores decides the rest after the vote.
func (a *analysis) memberAddressesVoid() {
	// (per member of a named struct, not per class: a class the vote
	// made of several members' memory — at -O2 a list's tail and a
	// decoder's vtable pointer — is no one void*)
	seen := map[string]map[*ir.Type]bool{}
	class := map[string]slotID{}
	var order []string
	for _, f := range a.memFuncs() {
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpStore || !i.Operand(0).Type().IsPtr() {
				return
			}
			vt, pt := a.vt(i.Operand(0)), a.vt(i.Operand(1))
			if pt == nil || pt.kind != tPtr || pt.elem == nil || pt.elem.kind != tLeaf {
				return
			}
			mk := memberKey(i.Operand(1))
			if mk == "" {
				return
			}
			r := a.find(pt.elem.slot)
			t := storedAddress(vt)
			if t == nil {
				return
			}
			if seen[mk] == nil {
				seen[mk] = map[*ir.Type]bool{}
				order = append(order, mk)
				class[mk] = r
			}
			seen[mk][t] = true
		})
	}
	for _, mk := range order {
		ts, r := seen[mk], a.find(class[mk])
		if len(ts) < 2 || a.sol[r] == ir.I8 || !a.unrelatedStructs(ts) || a.decidedByRule(r) || a.isFreeList(r) {
			continue
		}
		names := make([]string, 0, len(ts))
		for t := range ts {
			names = append(names, t.String())
		}
		slices.Sort(names)
		a.decideClass(r, ir.I8, whatFieldVoid+strings.Join(names, ", ")+") (fieldvoid.go: the addresses of members, fieldvoid_addr.go)")
	}
}

// memberKey names the member of a named struct that p addresses: a
// getelementptr on a named struct with constant indices ("" otherwise).
func memberKey(p ir.Value) string {
	g, ok := p.(*ir.Instr)
	if !ok || g.Op != ir.OpGetElementPtr || g.ElemType == nil || !g.ElemType.IsNamed() || g.NumOperands() < 3 {
		return ""
	}
	var b strings.Builder
	b.WriteString(g.ElemType.Name)
	for _, x := range g.Operands()[1:] {
		c, ok := x.(*ir.ConstInt)
		if !ok {
			return ""
		}
		fmt.Fprintf(&b, ",%d", c.Signed())
	}
	return b.String()
}
