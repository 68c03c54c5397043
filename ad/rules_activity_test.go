package ad

import (
	"fmt"
	"sort"
	"testing"

	"github.com/irfix/irfix/ir"
)

// spyCtx is a test Ctx that says which operands are active (the optional
// XActive of ruleActivityCtx) and records which primal values a rule
// asks for.
type spyCtx struct {
	*ruleTestCtx
	active []bool
	asked  map[int]bool
	askedY bool
}

func (c *spyCtx) X(k int) ir.Value     { c.asked[k] = true; return c.ruleTestCtx.X(k) }
func (c *spyCtx) Y() ir.Value          { c.askedY = true; return c.ruleTestCtx.Y() }
func (c *spyCtx) XActive(k int) bool   { return c.active[k] }
func (c *spyCtx) XType(k int) *ir.Type { return c.ruleTestCtx.X(k).Type() }
func (c *spyCtx) YType() *ir.Type      { return c.ruleTestCtx.Y().Type() }
func (c *spyCtx) askedList() []int {
	var ks []int
	for k := range c.asked {
		ks = append(ks, k)
	}
	sort.Ints(ks)
	return ks
}

// TestRuleAskOnlyForActiveOperands checks that a rule told which operands
// are active builds partials only for them and asks only for the primal
// values those partials need: in the reverse sweep every value asked for
// may cost a tape slot (s += c*x[i] with c constant must not ask for x[i]).
func TestRuleAskOnlyForActiveOperands(t *testing.T) {
	for _, c := range []struct {
		key    string
		ops    string
		active int   // the one active operand
		x      []int // the operands the rule may ask for
		y      bool  // whether it may ask for the result
	}{
		{"fadd", "ff", 0, nil, false},
		{"fsub", "ff", 1, nil, false},
		{"fmul", "ff", 0, []int{1}, false},
		{"fmul", "ff", 1, []int{0}, false},
		{"fdiv", "ff", 0, []int{1}, false},
		{"fdiv", "ff", 1, []int{0, 1}, false},
		{"frem", "ff", 0, nil, false},
		{"fmod", "ff", 0, nil, false},
		{"remainder", "ff", 0, nil, false},
		{"remainder", "ff", 1, []int{0, 1}, true},
		{"llvm.exp", "f", 0, nil, true},
		{"expf", "f", 0, nil, true},
		{"llvm.exp2", "f", 0, nil, true},
		{"llvm.exp10", "f", 0, nil, true},
		{"expm1", "f", 0, nil, true},
		{"llvm.tan", "f", 0, nil, true},
		{"tanh", "f", 0, nil, true},
		{"llvm.sin", "f", 0, []int{0}, false},
		{"llvm.pow", "ff", 0, []int{0, 1}, false},
		{"llvm.pow", "ff", 1, []int{0}, true},
		{"powf", "ff", 1, []int{0}, true},
		{"llvm.fma", "fff", 0, []int{1}, false},
		{"llvm.fmuladd", "fff", 2, nil, false},
		{"fma", "fff", 1, []int{0}, false},
		{"llvm.copysign", "ff", 1, nil, false},
		{"hypot", "ff", 0, []int{0}, true},
		{"atan2", "ff", 0, []int{0, 1}, false},
		{"llvm.maxnum", "ff", 1, []int{0, 1}, false},
		{"fdim", "ff", 0, []int{0, 1}, false},
	} {
		m := &ir.Module{}
		t64 := ir.Double
		if c.key[len(c.key)-1] == 'f' && lookupRule(c.key[:len(c.key)-1]) != nil {
			t64 = ir.Float
		}
		_, base := newRuleFunc(m, "f", t64, operandTypes(c.ops, t64))
		base.y = base.b.FAdd(base.xs[0], base.xs[0]) // a stand-in result of the right type
		spy := &spyCtx{ruleTestCtx: base, active: make([]bool, len(c.ops)), asked: map[int]bool{}}
		spy.active[c.active] = true
		ps := lookupRule(c.key).Partials(spy)
		what := fmt.Sprintf("%s with only operand %d active", c.key, c.active)
		for k, p := range ps {
			// copysign's sign operand has no derivative even when active.
			want := k == c.active && !(c.key == "llvm.copysign" && k == 1)
			if (p != nil) != want {
				t.Errorf("%s: partial %d is %v", what, k, p)
			}
		}
		if got, want := fmt.Sprint(spy.askedList()), fmt.Sprint(c.x); got != want {
			t.Errorf("%s: asks for operands %s, needs only %s", what, got, want)
		}
		if spy.askedY != c.y {
			t.Errorf("%s: asks for the result: %v, want %v", what, spy.askedY, c.y)
		}
	}

	// The reductions' adjoints, likewise.
	vt := ir.VectorOf(4, ir.Double, false)
	for _, c := range []struct {
		key    string
		active int
		x      []int
	}{
		{"llvm.vector.reduce.fadd", 0, nil},
		{"llvm.vector.reduce.fadd", 1, nil},
		{"llvm.vector.reduce.fmul", 0, []int{1}},
		{"llvm.vector.reduce.fmul", 1, []int{0, 1}},
	} {
		m := &ir.Module{}
		f, base := newRuleFunc(m, "f", ir.Double, []*ir.Type{ir.Double, vt, ir.Double})
		base.xs = base.xs[:2]
		spy := &spyCtx{ruleTestCtx: base, active: make([]bool, 2), asked: map[int]bool{}}
		spy.active[c.active] = true
		as := lookupRule(c.key).Adjoint(spy, f.Params[2])
		what := fmt.Sprintf("%s with only operand %d active", c.key, c.active)
		for k, a := range as {
			if (a != nil) != (k == c.active) {
				t.Errorf("%s: adjoint %d is %v", what, k, a)
			}
		}
		if got := spy.askedList(); fmt.Sprint(got) != fmt.Sprint(c.x) {
			t.Errorf("%s: asks for operands %v, needs only %v", what, got, c.x)
		}
	}
}
