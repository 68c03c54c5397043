package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A parameter whose calls pass only member addresses written as byte
// offsets. An optimizer writes the address of a member of an object it
// just allocated as `getelementptr i8, ptr %obj, i64 C` (tree-sitter's
// ts_parser_new hands &self->tree_pool, 1224 bytes into the calloc'd
// parser, to ts_stack_new; libwebp's encoder hands 1024-byte steps of a
// calloc'd block of histograms to VP8LBitsEntropy), and typed IR casts
// the i8* there. The i8 such an argument votes is that cast's source,
// not the parameter's type. When every call passes a constant nonzero
// byte offset of that kind, nothing dereferences the parameter, and its
// function hands it on unchanged where the vote decided one pointer type
// — a direct call's parameter, or a pointer member that a
// getelementptr or a TBAA tag names — the parameter is that pointer.
// Only where everything it is handed to agrees.

const whatArgsOffset = "every call passes a member address written as a byte offset (cast in typed IR), and it is handed on unchanged where the vote decided "

// paramsOfByteOffsets applies that rule after the vote.
func (a *analysis) paramsOfByteOffsets() {
	seen := map[*ir.MDNode]*ir.Type{}
	for _, f := range a.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		var calls []*ir.Instr
		direct := true
		for _, u := range f.Uses() {
			c := u.User
			if c == nil || u.Index != 0 || c.Op != ir.OpCall || c.CalledFunc() != f {
				direct = false
				break
			}
			calls = append(calls, c)
		}
		if !direct || len(calls) == 0 {
			continue
		}
		for k, p := range f.Params {
			pt := a.paramT[p]
			if pt == nil || pt.kind != tLeaf || a.slots[pt.slot].decided != "" {
				continue
			}
			r := a.find(pt.slot)
			if a.sol[r] != nil && a.sol[r] != ir.I8 || a.spelledClass(r) || a.dereferencedClass(r) {
				continue
			}
			offsets, n := true, 0
			for _, c := range calls {
				args := c.Args()
				switch {
				case k >= len(args):
					offsets = false
				case byteOffsetAddress(args[k]):
					n++
				case !a.voidAllocation(args[k]):
					offsets = false
				}
				if !offsets {
					break
				}
			}
			if !offsets || n == 0 {
				continue
			}
			t, where := a.handedOnAs(r, f, seen)
			if t == nil {
				continue
			}
			why := whatArgsOffset + t.String() + "* (" + where + "): parameter #" + strconv.Itoa(k) + " of @" + f.Name + " (argsoffset.go)"
			a.decideClass(r, t, why)
		}
	}
}

// byteOffsetAddress reports whether v is, through pointer bitcasts, a
// getelementptr over i8 by one nonzero constant.
func byteOffsetAddress(v ir.Value) bool {
	i, ok := stripBitcasts(v).(*ir.Instr)
	if !ok || i.Op != ir.OpGetElementPtr || i.ElemType != ir.I8 || i.NumOperands() != 2 {
		return false
	}
	c, isC := i.Operand(1).(*ir.ConstInt)
	return isC && c.Signed() != 0
}

// voidAllocation reports whether v is, through pointer bitcasts, the
// result of a call that the vote left a void* (i8, no byte read or
// written through it): the start of the block those offsets step into.
func (a *analysis) voidAllocation(v ir.Value) bool {
	i, ok := stripBitcasts(v).(*ir.Instr)
	if !ok || i.Op != ir.OpCall || !i.Typ.IsPtr() {
		return false
	}
	t := a.vt(i)
	if t == nil || t.kind != tLeaf {
		return false
	}
	c := a.find(t.slot)
	return a.sol[c] == ir.I8 && a.isVoidClass(c)
}

// handedOnAs returns the one pointee type (not i8, not a function type)
// that the places function f hands class r's pointers to were decided:
// parameters of direct calls, and pointer members that stores of them
// write (reached as the member, or at a byte offset a TBAA tag names);
// nil when there is none or they disagree, or some such place is i8.
func (a *analysis) handedOnAs(r slotID, f *ir.Func, seen map[*ir.MDNode]*ir.Type) (*ir.Type, string) {
	var got *ir.Type
	var where string
	note := func(t *ir.Type, w string) bool {
		if t == nil || t == ir.I8 || t.Kind == ir.FuncKind || (got != nil && got != t) {
			return false
		}
		if got == nil {
			where = w
		}
		got = t
		return true
	}
	for _, m := range a.members[r] {
		for _, e := range a.slots[m].edges {
			i := e.why.instr
			if e.why.what != "argument" || i == nil || i.Parent == nil || i.Parent.Parent != f || a.find(e.to) == r {
				continue
			}
			if !note(a.sol[a.find(e.to)], "an argument at @"+f.Name) {
				return nil, ""
			}
		}
	}
	ok := true
	f.Instrs(func(i *ir.Instr) {
		if !ok || i.Op != ir.OpStore || !i.Operand(0).Type().IsPtr() {
			return
		}
		vt := a.vt(i.Operand(0))
		if vt == nil || vt.kind != tLeaf || a.find(vt.slot) != r {
			return
		}
		if x, isA := i.Operand(1).(*ir.Instr); isA && x.Op == ir.OpAlloca {
			return // (a local: not where it is handed on)
		}
		at := a.vt(i.Operand(1))
		switch {
		case at != nil && at.kind == tPtr && at.elem != nil && at.elem.kind == tLeaf && a.find(at.elem.slot) != r:
			ok = note(a.sol[a.find(at.elem.slot)], "a member stored at @"+f.Name)
		case at != nil && at.kind == tPtr && at.elem != nil && !at.elem.hasSlots() && a.inst(at.elem) == ir.I8 && a.layout() != nil:
			s, off, good := a.tbaaField(i, seen)
			if !good {
				ok = false
				return
			}
			path, good := fieldAt(a.dl, s, off, ir.Ptr, 0)
			if !good || len(path) == 0 || !namedFieldPath(s, path) {
				ok = false
				return
			}
			ft, _ := a.index(nil, s, path)
			if ft == nil || ft.kind != tLeaf {
				ok = false
				return
			}
			ok = note(a.sol[a.find(ft.slot)], "a member of "+s.String()+" that TBAA names, stored at @"+f.Name)
		default:
			ok = false
		}
	})
	if !ok {
		return nil, ""
	}
	return got, where
}
