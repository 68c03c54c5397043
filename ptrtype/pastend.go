package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// A pointer just past a struct is no pointer to one. C's trailing
// payload, `const uint16_t* const tokens = (const uint16_t*)&p[1];`
// (libwebp's token pages: a VP8Tokens header, then the tokens), stores
// the address one struct past p — a getelementptr over S with one
// non-zero index and no member — into a local that is then read as
// uint16_t. Unoptimized code keeps the local, and the vote weighs the
// store of that S-typed address against the reads through it. Memory
// past the S is not the S: where the only support for S in a class is
// such addresses stored into it, and the pointers read back from it are
// used as one other type, the class is that type (the cast sits at the
// store).

const whatPastEnd = "C: a pointer past the end of a struct (`(T*)&p[1]`, a trailing payload) stored here, read back as "

// pastEndPayloads re-decides the classes S only past-the-end addresses
// support.
func (a *analysis) pastEndPayloads() {
	cands := map[slotID]*ir.Type{}
	var order []slotID
	for _, f := range a.memFuncs() {
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpStore {
				return
			}
			s := pastEndStruct(i.Operand(0))
			pt := a.vt(i.Operand(1))
			if s == nil || pt == nil || pt.kind != tPtr || pt.elem == nil || pt.elem.kind != tLeaf {
				return
			}
			r := a.find(pt.elem.slot)
			if a.sol[r] != s || a.slots[r].decided != "" {
				return
			}
			if _, ok := cands[r]; !ok {
				order = append(order, r)
				cands[r] = s
			}
		})
	}
	for _, r := range order {
		s := cands[r]
		w := map[*ir.Type]float64{}
		ok := true
		for _, m := range a.members[r] {
			for _, v := range a.slots[m].votes {
				if v.why.what == "store" && v.why.instr != nil && pastEndStruct(v.why.instr.Operand(0)) == s {
					continue
				}
				if a.unknown(v.t) {
					continue
				}
				if t := a.inst(v.t); t == s {
					ok = false // (S has other support)
				} else {
					w[t] += v.w
				}
			}
			for _, e := range a.slots[m].edges {
				if a.find(e.to) == r || e.w <= 0 {
					continue
				}
				if e.why.what != "load" {
					continue
				}
				if t := a.sol[e.to]; t == s {
					ok = false
				} else if t != nil {
					w[t] += e.w
				}
			}
		}
		if !ok || len(w) != 1 {
			continue
		}
		for t := range w {
			if t == ir.I8 || t.Kind == ir.FuncKind {
				continue
			}
			a.decideClass(r, t, whatPastEnd+t.String()+" (pastend.go)")
		}
	}
}

// pastEndStruct returns S when v is `getelementptr S, p, k` with one
// index, not constant 0, and S a named struct: an address past S
// objects, not into one. nil otherwise (also a member's address).
func pastEndStruct(v ir.Value) *ir.Type {
	g, ok := v.(*ir.Instr)
	for ok && g.Op == ir.OpBitCast { // (llvm-dis keeps the typed cast)
		g, ok = g.Operand(0).(*ir.Instr)
	}
	if !ok || g.Op != ir.OpGetElementPtr || g.NumOperands() != 2 || g.ElemType == nil || !g.ElemType.IsNamed() ||
		g.ElemType.Kind != ir.StructKind || strings.HasSuffix(g.ElemType.Name, ".base") {
		return nil
	}
	if c, isC := g.Operand(1).(*ir.ConstInt); isC && c.Signed() == 0 {
		return nil
	}
	return g.ElemType
}
