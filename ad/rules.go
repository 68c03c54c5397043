package ad

import "github.com/irfix/irfix/ir"

// Ctx is what a derivative rule uses to emit code. The engine provides it
// positioned where the rule's code belongs: in the forward sweep for a
// tangent, in the reverse sweep for an adjoint (where primal values come
// from the tape or are recomputed — a rule never needs to know which).
type Ctx interface {
	// B is the builder at the position where the rule's code goes.
	B() *ir.Builder
	// Module is the module being differentiated (to declare functions).
	Module() *ir.Module
	// X returns the primal value of operand k (for calls: argument k,
	// not counting the callee), usable at B's position.
	X(k int) ir.Value
	// Y returns the primal result, usable at B's position. Asking for it
	// is what makes the reverse sweep keep it, so ask only when needed.
	Y() ir.Value
	// Declare returns the function name of type sig (a FuncKind type),
	// declaring it in the module if absent.
	Declare(name string, sig *ir.Type) *ir.Func
}

// A Rule is the derivative of one operation, in the shape of JAX's
// defjvp/transpose pairs. Elementwise operations give only Partials:
// the engine forms the tangent as the sum of partial*tangent and the
// adjoints as partial*adjoint. Operations whose result is not an
// elementwise function of their operands (frexp's {m, e}, structural
// operations) give Tangent and Adjoint instead.
type Rule struct {
	// Partials returns, for each operand k, ∂y/∂x_k as a value of y's
	// type (vectors elementwise), or nil where y does not depend
	// differentiably on x_k (integer operands, powi's exponent).
	Partials func(c Ctx) []ir.Value
	// Tangent returns the tangent of the result given operand tangents
	// (nil entries are zero tangents).
	Tangent func(c Ctx, dx []ir.Value) ir.Value
	// Adjoint returns the adjoint contributions to each operand given
	// the result's adjoint dy (nil entries: no contribution).
	Adjoint func(c Ctx, dy ir.Value) []ir.Value
}

// rules is the derivative table. Keys are instruction opcodes as LLVM
// spells them ("fadd", "fmul"), intrinsic base names without the type
// suffix ("llvm.sin", "llvm.fmuladd", "llvm.vector.reduce.fadd") and C
// library function names ("sin", "sinf", "atan2"). Entries are added by
// register in init functions, one file per family.
var rules = map[string]*Rule{}

// register adds the rule for name; registering a name twice is a
// programming error.
func register(name string, r Rule) {
	if _, dup := rules[name]; dup {
		panic("ad: rule registered twice: " + name)
	}
	rules[name] = &r
}

// lookupRule returns the rule for name, or nil.
func lookupRule(name string) *Rule { return rules[name] }
