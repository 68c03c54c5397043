package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// Minimal rendering of values and instructions for Verify's messages (the
// full printer lives in ir/lltext, which ir cannot import). Unnamed values
// are numbered the way LLVM's printer numbers them.

// globalRef names a global value: @name, or @N for unnamed ones.
func (v *verifier) globalRef(gv GlobalValue) string {
	if isNilGV(gv) {
		return "@<nil>"
	}
	if name := gv.Common().Name; name != "" {
		return "@" + QuoteNameIfNeeded(name)
	}
	if v.globalNums == nil {
		v.globalNums = map[GlobalValue]int{}
		if v.m != nil {
			n := 0
			for _, x := range v.m.GlobalValues() {
				if !isNilGV(x) && x.Common().Name == "" {
					v.globalNums[x] = n
					n++
				}
			}
		}
	}
	if n, ok := v.globalNums[gv]; ok {
		return "@" + strconv.Itoa(n)
	}
	return "@<unnamed>"
}

func (v *verifier) numsFor(f *Func) map[Value]int {
	if f == v.f {
		if v.slots == nil {
			v.slots = LocalSlots(f)
		}
		return v.slots
	}
	return LocalSlots(f)
}

func (v *verifier) localRef(f *Func, name string, x Value) string {
	if name != "" {
		return "%" + QuoteNameIfNeeded(name)
	}
	if f != nil {
		if n, ok := v.numsFor(f)[x]; ok {
			return "%" + strconv.Itoa(n)
		}
	}
	return "%<unnamed>"
}

func (v *verifier) blockRef(b *Block) string {
	if b == nil {
		return "%<nil block>"
	}
	return v.localRef(b.Parent, b.Name, b)
}

func (v *verifier) blockRefIn(f *Func, b *Block) string {
	if b == nil {
		return "%<nil block>"
	}
	return v.localRef(f, b.Name, b)
}

// valueRef renders a value the way it appears as an operand (without its
// type).
func (v *verifier) valueRef(x Value) string {
	if isNilValue(x) {
		return "<nil>"
	}
	switch y := x.(type) {
	case *Instr:
		return v.localRef(y.Func(), y.Name, y)
	case *Param:
		return v.localRef(y.Parent, y.Name, y)
	case *Block:
		return v.blockRef(y)
	case GlobalValue:
		return v.globalRef(y)
	case *ConstInt:
		if y.Typ == I1 {
			if y.IsZero() {
				return "false"
			}
			return "true"
		}
		if y.Big != nil || y.Typ == nil || y.Typ.Bits > 64 {
			return y.BigValue().String()
		}
		return strconv.FormatInt(y.Signed(), 10)
	case *ConstFloat:
		return strconv.FormatFloat(y.Float64(), 'g', -1, 64)
	case *ConstNull:
		switch {
		case y.Typ != nil && y.Typ.Kind == PointerKind:
			return "null"
		case y.Typ == Token:
			return "none"
		}
		return "zeroinitializer"
	case *Undef:
		return "undef"
	case *Poison:
		return "poison"
	case *ConstAggregate:
		return "[...]"
	case *ConstData:
		return "c\"...\""
	case *ConstSplat:
		return "splat (...)"
	case *ConstExpr:
		return y.Op.String() + " (...)"
	case *BlockAddress:
		return "blockaddress(" + v.globalRef(y.Func) + ", " + v.blockRef(y.Block) + ")"
	case *InlineAsm:
		return "asm " + strconv.Quote(y.Asm)
	case *MetadataValue:
		return "metadata"
	}
	return fmt.Sprintf("<%T>", x)
}

// operandText renders "T v".
func (v *verifier) operandText(x Value) string {
	if isNilValue(x) {
		return "<nil>"
	}
	if _, ok := x.(*MetadataValue); ok {
		return "metadata ..."
	}
	return typeString(x.Type()) + " " + v.valueRef(x)
}

// maxTextLen bounds the rendering of one instruction in a message.
const maxTextLen = 160

// instrText renders an instruction in a short LLVM-like form, e.g.
// `%x = add i32 %a, %b` or `br label %next`.
func (v *verifier) instrText(i *Instr) string {
	var b strings.Builder
	if i.Typ != nil && i.HasResult() {
		b.WriteString(v.localRef(i.Func(), i.Name, i))
		b.WriteString(" = ")
	}
	b.WriteString(i.Op.String())
	switch i.Op {
	case OpICmp, OpFCmp:
		b.WriteByte(' ')
		b.WriteString(i.Pred.String())
	case OpAtomicRMW:
		b.WriteByte(' ')
		b.WriteString(i.RMWOp.String())
	}
	ops := i.operands
	switch {
	case i.Op.IsCallLike():
		if i.ElemType != nil && i.ElemType.Kind == FuncKind {
			b.WriteByte(' ')
			b.WriteString(typeString(i.ElemType.Ret))
		}
		if len(ops) > 0 {
			b.WriteByte(' ')
			b.WriteString(v.valueRef(ops[0]))
			ops = ops[1:]
		}
		b.WriteByte('(')
		for k, a := range ops {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(v.operandText(a))
		}
		b.WriteByte(')')
		ops = nil
	case i.Op == OpPhi:
		b.WriteByte(' ')
		b.WriteString(typeString(i.Typ))
		for k, x := range ops {
			if k > 0 {
				b.WriteByte(',')
			}
			b.WriteString(" [ ")
			b.WriteString(v.valueRef(x))
			b.WriteString(", ")
			if k < len(i.Incoming()) {
				b.WriteString(v.blockRef(i.Incoming()[k]))
			}
			b.WriteString(" ]")
		}
		ops = nil
	case i.Op == OpAlloca, i.Op == OpLoad, i.Op == OpGetElementPtr:
		t := i.ElemType
		if i.Op == OpLoad {
			t = i.Typ
		}
		b.WriteByte(' ')
		b.WriteString(typeString(t))
		if len(ops) > 0 {
			b.WriteByte(',')
		}
	}
	for k, x := range ops {
		if k > 0 {
			b.WriteByte(',')
		}
		b.WriteByte(' ')
		b.WriteString(v.operandText(x))
	}
	if i.Op.IsCast() && i.Typ != nil {
		b.WriteString(" to ")
		b.WriteString(i.Typ.String())
	}
	for k, s := range i.Succs() {
		if k > 0 || len(ops) > 0 {
			b.WriteByte(',')
		}
		b.WriteString(" label ")
		b.WriteString(v.blockRef(s))
	}
	s := b.String()
	if len(s) > maxTextLen {
		s = s[:maxTextLen-3] + "..."
	}
	return s
}
