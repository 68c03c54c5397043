package lltext

import (
	"github.com/irfix/irfix/ir"
)

// flags writes the fast-math flags and the opcode's poison/wrap flags, in
// LLVM's order, each preceded by a space.
func (p *printer) flags(op ir.Opcode, f ir.Flags, fmf ir.FastMath) {
	if fmf != 0 {
		if fmf&ir.FMFFast == ir.FMFFast {
			p.str(" fast")
		} else {
			for _, n := range ir.FastMathNames {
				if fmf&n.Flag != 0 {
					p.byte1(' ')
					p.str(n.Name)
				}
			}
		}
	}
	switch op {
	case ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpShl, ir.OpTrunc:
		if f&ir.FlagNUW != 0 {
			p.str(" nuw")
		}
		if f&ir.FlagNSW != 0 {
			p.str(" nsw")
		}
	case ir.OpUDiv, ir.OpSDiv, ir.OpLShr, ir.OpAShr:
		if f&ir.FlagExact != 0 {
			p.str(" exact")
		}
	case ir.OpOr:
		if f&ir.FlagDisjoint != 0 {
			p.str(" disjoint")
		}
	case ir.OpGetElementPtr:
		if f&ir.FlagInBounds != 0 {
			p.str(" inbounds")
		} else if f&ir.FlagNUSW != 0 {
			p.str(" nusw")
		}
		if f&ir.FlagNUW != 0 {
			p.str(" nuw")
		}
	case ir.OpZExt, ir.OpUIToFP:
		if f&ir.FlagNNeg != 0 {
			p.str(" nneg")
		}
	case ir.OpICmp:
		if f&ir.FlagSameSign != 0 {
			p.str(" samesign")
		}
	}
}

// operand writes operand n of i with or without its type, tolerating a
// malformed operand list.
func (p *printer) operand(i *ir.Instr, n int, typed bool) {
	if n >= i.NumOperands() {
		p.str("<missing operand>")
		return
	}
	if typed {
		p.typedOperand(i.Operand(n))
	} else {
		p.value(i.Operand(n))
	}
}

func (p *printer) succ(i *ir.Instr, n int) {
	p.str("label ")
	if n >= len(i.Succs()) || i.Succs()[n] == nil {
		p.str("%<missing label>")
		return
	}
	p.localRef(i.Succs()[n])
}

// instr writes one instruction (no indentation, no newline).
func (p *printer) instr(i *ir.Instr) {
	if i.HasResult() {
		p.localRef(i)
		p.str(" = ")
	}
	if i.Op == ir.OpCall && i.Tail != ir.TailNone {
		p.str(i.Tail.String())
		p.byte1(' ')
	}
	p.str(i.Op.String())
	switch i.Op {
	case ir.OpLoad, ir.OpStore:
		if i.Flags&ir.FlagAtomic != 0 || i.Ordering != ir.NotAtomic {
			p.str(" atomic")
		}
	case ir.OpCmpXchg:
		if i.Flags&ir.FlagWeak != 0 {
			p.str(" weak")
		}
	}
	switch i.Op {
	case ir.OpLoad, ir.OpStore, ir.OpCmpXchg, ir.OpAtomicRMW:
		if i.Flags&ir.FlagVolatile != 0 {
			p.str(" volatile")
		}
	}
	p.flags(i.Op, i.Flags, i.FMF)
	switch i.Op {
	case ir.OpICmp, ir.OpFCmp:
		p.byte1(' ')
		p.str(i.Pred.String())
	case ir.OpAtomicRMW:
		p.byte1(' ')
		p.str(i.RMWOp.String())
	}

	switch i.Op {
	case ir.OpRet:
		if i.NumOperands() == 0 {
			p.str(" void")
		} else {
			p.byte1(' ')
			p.operand(i, 0, true)
		}
	case ir.OpBr:
		p.byte1(' ')
		if i.NumOperands() > 0 {
			p.operand(i, 0, true)
			p.str(", ")
			p.succ(i, 0)
			p.str(", ")
			p.succ(i, 1)
		} else {
			p.succ(i, 0)
		}
	case ir.OpSwitch:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", ")
		p.succ(i, 0)
		p.str(" [")
		for n := 1; n < i.NumOperands(); n++ {
			p.nl()
			p.str("    ")
			p.operand(i, n, true)
			p.str(", ")
			p.succ(i, n)
		}
		p.nl()
		p.str("  ]")
	case ir.OpIndirectBr:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", [")
		for n := range i.Succs() {
			if n > 0 {
				p.str(", ")
			}
			p.succ(i, n)
		}
		p.byte1(']')
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		p.call(i)
	case ir.OpResume, ir.OpFreeze, ir.OpFNeg:
		p.byte1(' ')
		p.operand(i, 0, true)
	case ir.OpUnreachable:
	case ir.OpCleanupRet:
		p.str(" from ")
		p.operand(i, 0, false)
		p.str(" unwind ")
		if len(i.Succs()) > 0 {
			p.succ(i, 0)
		} else {
			p.str("to caller")
		}
	case ir.OpCatchRet:
		p.str(" from ")
		p.operand(i, 0, false)
		p.str(" to ")
		p.succ(i, 0)
	case ir.OpCatchSwitch:
		p.str(" within ")
		p.operand(i, 0, false)
		p.str(" [")
		handlers := len(i.Succs())
		if i.Flags&ir.FlagUnwindDest != 0 {
			handlers--
		}
		for n := 0; n < handlers; n++ {
			if n > 0 {
				p.str(", ")
			}
			p.succ(i, n)
		}
		p.str("] unwind ")
		if i.Flags&ir.FlagUnwindDest != 0 && handlers >= 0 {
			p.succ(i, handlers)
		} else {
			p.str("to caller")
		}
	case ir.OpCatchPad, ir.OpCleanupPad:
		p.str(" within ")
		p.operand(i, 0, false)
		p.str(" [")
		for n := 1; n < i.NumOperands(); n++ {
			if n > 1 {
				p.str(", ")
			}
			p.operand(i, n, true)
		}
		p.byte1(']')
	case ir.OpAlloca:
		p.byte1(' ')
		if i.Flags&ir.FlagInAlloca != 0 {
			p.str("inalloca ")
		}
		if i.Flags&ir.FlagSwiftError != 0 {
			p.str("swifterror ")
		}
		p.typ(i.ElemType)
		if i.NumOperands() > 0 {
			if c, ok := i.Operand(0).(*ir.ConstInt); !ok || c.Typ != ir.I32 || c.Big != nil || c.V != 1 {
				p.str(", ")
				p.operand(i, 0, true)
			}
		}
		if i.Align != 0 {
			p.str(", align ")
			p.uint(uint64(i.Align))
		}
		if as := prAddrSpace(i.Typ); as != 0 {
			p.str(", addrspace(")
			p.uint(uint64(as))
			p.byte1(')')
		}
	case ir.OpLoad:
		p.byte1(' ')
		p.typ(i.Typ)
		p.str(", ")
		p.operand(i, 0, true)
		p.atomic(i)
		p.align(i)
	case ir.OpStore:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", ")
		p.operand(i, 1, true)
		p.atomic(i)
		p.align(i)
	case ir.OpGetElementPtr:
		p.byte1(' ')
		p.typ(i.ElemType)
		for n := 0; n < i.NumOperands(); n++ {
			p.str(", ")
			p.operand(i, n, true)
		}
	case ir.OpFence:
		p.atomic(i)
	case ir.OpCmpXchg:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", ")
		p.operand(i, 1, true)
		p.str(", ")
		p.operand(i, 2, true)
		p.syncScope(i.SyncScope())
		p.byte1(' ')
		p.str(i.Ordering.String())
		p.byte1(' ')
		p.str(i.FailOrdering.String())
		p.align(i)
	case ir.OpAtomicRMW:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", ")
		p.operand(i, 1, true)
		p.atomic(i)
		p.align(i)
	case ir.OpPhi:
		p.byte1(' ')
		p.typ(i.Typ)
		p.byte1(' ')
		for n := 0; n < i.NumOperands(); n++ {
			if n > 0 {
				p.str(", ")
			}
			p.str("[ ")
			p.operand(i, n, false)
			p.str(", ")
			if n < len(i.Incoming()) && i.Incoming()[n] != nil {
				p.localRef(i.Incoming()[n])
			} else {
				p.str("%<missing block>")
			}
			p.str(" ]")
		}
	case ir.OpVAArg:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", ")
		p.typ(i.Typ)
	case ir.OpExtractValue:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.indices(i.Indices())
	case ir.OpInsertValue:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", ")
		p.operand(i, 1, true)
		p.indices(i.Indices())
	case ir.OpShuffleVector:
		p.byte1(' ')
		p.operand(i, 0, true)
		p.str(", ")
		p.operand(i, 1, true)
		p.shuffleMask(i.Mask(), i.Typ)
	case ir.OpLandingPad:
		p.byte1(' ')
		p.typ(i.Typ)
		if i.Flags&ir.FlagCleanup != 0 {
			p.str("\n          cleanup")
		}
		for n := 0; n < i.NumOperands(); n++ {
			p.str("\n          ")
			if n < len(i.Clauses()) && i.Clauses()[n] == ir.ClauseFilter {
				p.str("filter ")
			} else {
				p.str("catch ")
			}
			p.operand(i, n, true)
		}
	default:
		switch {
		case i.Op.IsCast():
			p.byte1(' ')
			p.operand(i, 0, true)
			p.str(" to ")
			p.typ(i.Typ)
		case i.Op.IsBinary(), i.Op == ir.OpICmp, i.Op == ir.OpFCmp:
			p.byte1(' ')
			if i.NumOperands() > 0 && i.Operand(0) != nil {
				p.typ(i.Operand(0).Type())
			}
			p.byte1(' ')
			for n := 0; n < 2; n++ {
				if n > 0 {
					p.str(", ")
				}
				p.operand(i, n, false)
			}
		default:
			// select, extractelement, insertelement and anything else:
			// every operand with its type.
			p.byte1(' ')
			for n := 0; n < i.NumOperands(); n++ {
				if n > 0 {
					p.str(", ")
				}
				p.operand(i, n, true)
			}
		}
	}
	p.attachments(i.MD, ", ")
}

func (p *printer) indices(idx []uint32) {
	for _, n := range idx {
		p.str(", ")
		p.uint(uint64(n))
	}
}

func (p *printer) syncScope(s string) {
	if s != "" {
		p.str(" syncscope(")
		p.quoted(s)
		p.byte1(')')
	}
}

// atomic writes ` syncscope("x") ordering` for atomic operations.
func (p *printer) atomic(i *ir.Instr) {
	if i.Ordering == ir.NotAtomic {
		return
	}
	p.syncScope(i.SyncScope())
	p.byte1(' ')
	p.str(i.Ordering.String())
}

func (p *printer) align(i *ir.Instr) {
	if i.Align != 0 {
		p.str(", align ")
		p.uint(uint64(i.Align))
	}
}

// call writes the part of call/invoke/callbr after the opcode.
func (p *printer) call(i *ir.Instr) {
	if i.CC() != 0 {
		p.byte1(' ')
		p.callConv(i.CC())
	}
	if len(i.Attrs().Ret) > 0 {
		p.byte1(' ')
		p.attrSet(i.Attrs().Ret, false)
	}
	var callee ir.Value
	if i.NumOperands() > 0 {
		callee = i.Operand(0)
	}
	if callee != nil {
		if as := prAddrSpace(callee.Type()); as != 0 || p.dataLayoutProgAS != 0 {
			p.str(" addrspace(")
			p.uint(uint64(as))
			p.byte1(')')
		}
	}
	ft := i.ElemType
	p.byte1(' ')
	if ft == nil || ft.Kind != ir.FuncKind {
		// No call-site function type: fall back to the result type.
		p.typ(i.Typ)
	} else if ft.Variadic {
		p.typ(ft)
	} else {
		p.typ(ft.Ret)
	}
	p.byte1(' ')
	p.value(callee)
	p.byte1('(')
	for n := 1; n < i.NumOperands(); n++ {
		if n > 1 {
			p.str(", ")
		}
		a := i.Operand(n)
		if mv, ok := a.(*ir.MetadataValue); ok {
			p.str("metadata ")
			p.mdOperand(mv.MD, false)
			continue
		}
		if a == nil {
			p.str("<null operand!>")
			continue
		}
		p.typ(a.Type())
		if as := i.Attrs().Param(n - 1); len(as) > 0 {
			p.byte1(' ')
			p.attrSet(as, false)
		}
		p.byte1(' ')
		p.value(a)
	}
	p.byte1(')')
	if len(i.Attrs().Fn) > 0 {
		if p.inlineFnAttrs {
			p.str(" { ")
			p.attrSet(i.Attrs().Fn, true)
			p.str(" }")
		} else {
			p.str(" #")
			p.int(int64(p.group(i.Attrs().Fn)))
		}
	}
	if len(i.Bundles()) > 0 {
		p.str(" [ ")
		for n, b := range i.Bundles() {
			if n > 0 {
				p.str(", ")
			}
			p.quoted(b.Tag)
			p.byte1('(')
			for k, v := range b.Inputs {
				if k > 0 {
					p.str(", ")
				}
				p.typedOperand(v)
			}
			p.byte1(')')
		}
		p.str(" ]")
	}
	switch i.Op {
	case ir.OpInvoke:
		p.str("\n          to ")
		p.succ(i, 0)
		p.str(" unwind ")
		p.succ(i, 1)
	case ir.OpCallBr:
		p.str("\n          to ")
		p.succ(i, 0)
		p.str(" [")
		for n := 1; n < len(i.Succs()); n++ {
			if n > 1 {
				p.str(", ")
			}
			p.succ(i, n)
		}
		p.byte1(']')
	}
}
