package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A declaration's parameter passed a member's address as bytes. A
// function declared here and called with disagreeing pointer types takes
// i8* (choose): its prototype is then a void*, each call converting. But
// a call whose argument is a constant byte offset from some pointer —
// LMDB's copy thread, `mdb_copy *my = arg` and then
// pthread_cond_wait(&my->mc_cond, &my->mc_mutex), which -O2 folded into
// `getelementptr i8, ptr %arg, i64 56` — says i8 only because the byte
// arithmetic carries no C type: the member there is whatever the calls
// that name one pass (a pthread_cond_t), not a char. Where every other
// call of the declaration passes pointers to one named struct or union,
// and there are two such calls or more, the parameter is that type's
// pointer. Not where a prototype or a spelled type decides it.

const whatDeclBytes = "declaration called with pointers to one named type; the calls passing bytes pass a member's address at a constant offset ("

// declarationsPassedBytes applies that rule after the vote.
func (a *analysis) declarationsPassedBytes() {
	for _, f := range a.m.Funcs {
		if !f.IsDeclaration() || f.IsIntrinsic() || isVoidPtrRuntime(f.Name) || libcProto[f.Name] != nil {
			continue
		}
		for k, p := range f.Params {
			pt := a.paramT[p]
			if pt == nil || pt.kind != tLeaf || a.slots[pt.slot].void || a.slots[pt.slot].decided != "" {
				continue
			}
			r := a.find(pt.slot)
			if a.sol[r] != ir.I8 || a.spelledClass(r) {
				continue
			}
			var named *ir.Type
			n, bytes, ok := 0, 0, true
			note := func(t *ir.Type, why *origin) {
				switch {
				case t == nil:
				case t == ir.I8 && byteMemberArgument(why):
					bytes++
				case t.IsNamed() && t.Kind == ir.StructKind && (named == nil || named == t):
					named = t
					n++
				default:
					ok = false
				}
			}
			for _, m := range a.members[r] {
				for _, e := range a.slots[m].edges {
					if e.why.what == "argument" && a.find(e.to) != r {
						note(a.sol[a.find(e.to)], e.why)
					}
				}
				for _, v := range a.slots[m].votes {
					if v.why.what == "argument" && !a.unknown(v.t) {
						note(a.inst(v.t), v.why)
					}
				}
			}
			if !ok || named == nil || n < 2 || bytes == 0 {
				continue
			}
			a.decideClass(r, named, whatDeclBytes+strconv.Itoa(bytes)+" of "+strconv.Itoa(bytes+n)+"): parameter #"+strconv.Itoa(k)+" of @"+f.Name+" (declbytes.go)")
		}
	}
}

// byteMemberArgument reports whether the argument a call's origin names
// is a getelementptr over i8 by a nonzero constant (through bitcasts).
func byteMemberArgument(why *origin) bool {
	if why == nil || why.instr == nil || why.instr.Op != ir.OpCall {
		return false
	}
	args := why.instr.Args()
	if why.idx < 0 || why.idx >= len(args) {
		return false
	}
	v := args[why.idx]
	for {
		i, ok := v.(*ir.Instr)
		if !ok {
			return false
		}
		if i.Op == ir.OpBitCast {
			v = i.Operand(0)
			continue
		}
		if !isByteGEP(i) {
			return false
		}
		c, ok := i.Operand(1).(*ir.ConstInt)
		return ok && c.Big == nil && c.V != 0
	}
}
