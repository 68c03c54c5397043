package interp

import (
	"fmt"
	"math"
	"strconv"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// formatInstr renders an instruction for error messages the way LLVM
// prints it (unnamed values numbered as in the printed function).
func formatInstr(in *ir.Instr) string { return lltext.FormatInstr(in) }

func operandName(v ir.Value, slots map[ir.Value]int) string {
	local := func(name string, key ir.Value) string {
		if name != "" {
			return "%" + ir.QuoteNameIfNeeded(name)
		}
		if n, ok := slots[key]; ok {
			return "%" + strconv.Itoa(n)
		}
		return "%?"
	}
	switch v := v.(type) {
	case *ir.Instr:
		return local(v.Name, v)
	case *ir.Param:
		return local(v.Name, v)
	case *ir.Block:
		return local(v.Name, v)
	case ir.GlobalValue:
		if v.Common().Name == "" {
			return "@?"
		}
		return "@" + ir.QuoteNameIfNeeded(v.Common().Name)
	case *ir.ConstInt:
		if v.Typ.Bits == 1 {
			if v.V != 0 {
				return "true"
			}
			return "false"
		}
		if v.Big != nil {
			return v.Big.String()
		}
		return strconv.FormatInt(v.Signed(), 10)
	case *ir.ConstFloat:
		if v.Typ.Kind == ir.DoubleKind || v.Typ.Kind == ir.FloatKind {
			f := v.Float64()
			if !math.IsInf(f, 0) && !math.IsNaN(f) {
				return strconv.FormatFloat(f, 'e', 6, 64)
			}
		}
		return fmt.Sprintf("0x%X", v.Bits)
	case *ir.ConstNull:
		if v.Typ.Kind == ir.PointerKind {
			return "null"
		}
		return "zeroinitializer"
	case *ir.Undef:
		return "undef"
	case *ir.Poison:
		return "poison"
	case *ir.ConstExpr:
		return v.Op.String() + " (...)"
	case *ir.InlineAsm:
		return "asm " + strconv.Quote(v.Asm)
	}
	return "<const>"
}
