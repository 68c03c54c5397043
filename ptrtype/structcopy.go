package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Struct assignment. clang compiles `*dst = *src` (and `s->opts =
// *opts`) for a struct to a memcpy of the struct's size that carries
// !tbaa.struct, the layout of the struct it copies; no other memcpy
// clang emits carries it. Both sides of such a copy point to that
// struct, so where one side is the struct — its class decided a named
// struct of the copy's size, or it is a constant byte offset into a
// struct whose member there is a struct of that size — the other side,
// without evidence of its own, is a pointer to it: libwebp's
// WebPGrabDecBuffer(WebPDecBuffer* src, WebPDecBuffer* dst) only writes
// *dst = *src; WebPAnimEncoderNewInternal copies its const
// WebPAnimEncoderOptions* into the encoder's options member.

const whatStructCopy = "C: a struct assignment (a memcpy of "

// structCopies applies that rule after the vote, to classes without
// evidence.
func (a *analysis) structCopies() {
	for k, f := range a.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		a.walks.calls(k).Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpCall {
				return
			}
			callee := i.CalledFunc()
			if callee == nil || !(strings.HasPrefix(callee.Name, "llvm.memcpy.") || strings.HasPrefix(callee.Name, "llvm.memmove.")) || !hasMD(i, "tbaa.struct") {
				return
			}
			args := i.Args()
			if len(args) < 3 {
				return
			}
			n, ok := args[2].(*ir.ConstInt)
			if !ok || n.Big != nil {
				return
			}
			d, s := args[0], args[1]
			td, ts := a.copiedStruct(d, n.V), a.copiedStruct(s, n.V)
			why := whatStructCopy + strconv.FormatUint(n.V, 10) + " bytes with !tbaa.struct) at @" + f.Name + ": both sides point to the struct copied (structcopy.go)"
			switch {
			case td != nil && ts == nil:
				a.giveCopied(s, td, why)
			case ts != nil && td == nil:
				a.giveCopied(d, ts, why)
			}
		})
	}
}

func hasMD(i *ir.Instr, kind string) bool {
	for _, m := range i.MD {
		if m.Kind == kind {
			return true
		}
	}
	return false
}

// copiedStruct returns the named struct of size n that v points to by
// the vote or by the IR's own types (an element of an array of that
// struct a getelementptr indexes to; a constant byte offset into a
// struct, at a member of that struct type), or nil.
func (a *analysis) copiedStruct(v ir.Value, n uint64) *ir.Type {
	dl := a.layout()
	if dl == nil {
		return nil
	}
	sized := func(t *ir.Type) bool {
		if t == nil || !t.IsNamed() || t.Kind != ir.StructKind || t.Opaque {
			return false
		}
		sz, err := dl.Size(t)
		return err == nil && sz == n
	}
	if t := a.vt(v); t != nil && t.kind == tLeaf {
		if st := a.sol[a.find(t.slot)]; sized(st) {
			return st
		}
	} else if t != nil && t.kind == tPtr && t.elem != nil && (t.elem.kind == tBase || t.elem.kind == tConcrete) && sized(t.elem.ty) {
		return t.elem.ty // (an element a getelementptr over the struct indexes to: LMDB's ids[n] = *id)
	}
	for {
		x, ok := v.(*ir.Instr)
		if !ok || x.Op != ir.OpBitCast {
			break
		}
		v = x.Operand(0)
	}
	g, ok := v.(*ir.Instr)
	if !ok || g.Op != ir.OpGetElementPtr || g.ElemType != ir.I8 || len(g.Operands()) != 2 {
		return nil
	}
	off, ok := g.Operand(1).(*ir.ConstInt)
	if !ok || off.Big != nil {
		return nil
	}
	bt := a.vt(g.Operand(0))
	if bt == nil || bt.kind != tLeaf {
		return nil
	}
	st := a.sol[a.find(bt.slot)]
	o := off.V
	for depth := 0; st != nil && st.Kind == ir.StructKind && depth < maxTBAANest; depth++ {
		offs, err := dl.FieldOffsets(st)
		if err != nil {
			return nil
		}
		next := (*ir.Type)(nil)
		for k := len(offs) - 1; k >= 0; k-- {
			if offs[k] <= o {
				next, o = st.Fields[k], o-offs[k]
				break
			}
		}
		if next == nil {
			return nil
		}
		if o == 0 && sized(next) {
			return next
		}
		st = next
	}
	return nil
}

// giveCopied gives the class of v's pointee struct t where it has no
// evidence of its own.
func (a *analysis) giveCopied(v ir.Value, t *ir.Type, why string) {
	vt := a.vt(v)
	if vt == nil || vt.kind != tLeaf {
		return
	}
	r := a.find(vt.slot)
	if a.sol[r] != nil || a.slots[vt.slot].decided != "" {
		return
	}
	a.decideClass(r, t, why)
}
