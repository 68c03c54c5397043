// Package enzyme replaces calls of Enzyme's C ABI (__enzyme_autodiff*,
// __enzyme_fwddiff*, with the enzyme_* activity markers) by calls of
// derivatives that package ad generates.
//
// # What a call means
//
// A call `__enzyme_autodiff(f, args...)` (reverse mode) or
// `__enzyme_fwddiff(f, args...)` (forward mode) names the function to
// differentiate first (directly, through a cast, or through local
// function-pointer variables only ever written with f), then f's
// arguments in order,
// each optionally preceded by an activity marker: a load of (or the
// address of) a global named enzyme_*. The markers and their meaning are
// Enzyme's:
//
//   - enzyme_const x: x is held constant.
//   - enzyme_dup x, dx: x is active and dx is its shadow (reverse: the
//     adjoint memory, added to; forward: the tangent — memory for a
//     pointer, a value for a float scalar).
//   - enzyme_dupnoneed x, dx: as enzyme_dup (irfix always computes the
//     primal, so x must be valid memory; a literal null x is reported as
//     not supported).
//   - enzyme_out x (reverse only): x is an active float scalar whose partial
//     derivative is returned.
//   - enzyme_width, N (anywhere in the list): batched derivatives; every
//     shadow is then given N times (N tangents or N adjoint buffers).
//   - enzyme_dupv, OFFSET, x, dx / enzyme_dupnoneedv: batched shadows
//     taken from one buffer, lane k at dx + k*OFFSET bytes.
//   - enzyme_const_return, enzyme_active_return: the return value's
//     activity; enzyme_primal_return: return the primal result too.
//   - enzyme_not_overwritten, enzyme_runtime_activity, enzyme_strong_zero,
//     enzyme_nofree, enzyme_noret: accepted; they are hints that do not
//     change what irfix computes.
//
// Enzyme's type annotations (void calls of __enzyme_float, __enzyme_double,
// __enzyme_integer, __enzyme_pointer) are removed when the module has
// Enzyme calls: irfix infers pointee types itself.
//
// Unmarked arguments follow Enzyme's defaults for opaque pointers: a
// pointer is enzyme_dup (its shadow follows), an integer is constant, a
// float scalar is enzyme_out in reverse mode and enzyme_dup (tangent
// follows) in forward mode. The return value of a float-returning function
// is active (seeded with 1 in reverse mode; its tangent is returned in
// forward mode), anything else constant.
//
// # What a call returns
//
// Reverse mode returns Enzyme's struct: the primal result first when
// enzyme_primal_return is given, then the partial of every enzyme_out
// argument in argument order ([N x T] each for width N). Forward mode
// returns the tangent of the result ([N x T] for width N), or {primal,
// tangent} with enzyme_primal_return. The value is then adapted to the
// return type the program declared, as Enzyme's plugin does: the same
// type as is; a struct of the same field types field by field; an sret
// pointer (a struct too large for registers) stored through; a declared
// type of the same size through memory (so `struct {float a, b;}` returned
// as <2 x float> reads the right fields); otherwise the first field. A
// declared void return drops the value. (Enzyme's plugin accepts the
// same-size memory route in forward mode only; irfix accepts it in reverse
// mode too, where Enzyme reports IllegalReturnCast.)
//
// Arguments are converted to f's parameter types as Enzyme does (a
// pointer in another address space is cast) and as C's promotions for
// `...` require: an int passed for a narrower integer is truncated, a
// double passed for a float parameter is rounded to float (Enzyme itself
// rejects that; a prototype keeps floats as floats).
//
// Calls inside code that another call differentiates are replaced first,
// so derivatives of derivatives (reverse over forward, forward over
// forward) work. A module's calls are differentiated in one ad.Session:
// the derivatives of callees that several calls' functions share are
// generated once.
//
// Width N is computed as N calls of the width-1 derivative, one per lane
// (the engine has no batched mode); each call runs the primal computation
// again, which is correct as long as running f again gives the same
// primal values (f does not update its own inputs in place). Forward
// mode's primal result comes from the same single call: irfix
// differentiates a wrapper that also stores f's result.
//
// Errors are located at the call: FILE:LINE:COL of the call in the IR
// when it was read from text (else the function and block), followed by
// the source position of the call's !dbg location when there is one.
//
// __enzyme_batch(f, enzyme_width, N, args...) calls f once per lane, with
// no derivative: enzyme_vector x1 ... xN gives one value per lane (the
// default), enzyme_scalar x one value for all, enzyme_buffer, OFFSET, p
// lane k's pointer p + k*OFFSET; the results come back as [N x T],
// adapted to the declared return type like the derivatives' results.
// enzyme_vector belongs there: in __enzyme_autodiff/__enzyme_fwddiff it
// is an error, as in Enzyme.
//
// Not supported (each a located error wrapping ad.ErrNotDifferentiable and
// ErrUnsupported): the split interface (__enzyme_augmentfwd,
// __enzyme_reverse, __enzyme_augmentsize, __enzyme_fwdsplit), enzyme_byref,
// enzyme_interleave, enzyme_tape/enzyme_allocated, shadow returns of
// pointer-returning functions, functions returning through sret, taking
// aggregates or vectors by value, or variadic.
package enzyme

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/ir"
)

// differentiate, when set, replaces the engine (the adapter's tests run
// against a hand-built derivative with the same ABI). Unset, Lower
// differentiates within one ad.Session (see lowerer.differentiate).
var differentiate func(m *ir.Module, fn string, opts ad.Options) (*ir.Func, *ad.Report, error)

// ErrBadCall is the class of errors in an Enzyme call's marker list (too
// few or too many arguments, a marker followed by the wrong kind of value,
// a first argument that is not a function). Every such error also matches
// ad.ErrNotDifferentiable.
var ErrBadCall = errors.New("bad Enzyme call")

// ErrUnsupported is the class of Enzyme calls irfix does not implement
// (the split interface, a few rare markers and function shapes). It also
// matches ad.ErrNotDifferentiable.
var ErrUnsupported = errors.New("not supported")

// callError is a located error about one Enzyme call.
type callError struct {
	site  string
	msg   string
	class error
}

func (e *callError) Error() string {
	if e.class == ErrUnsupported {
		return e.site + ": " + e.msg + ": not supported"
	}
	return e.site + ": " + e.msg
}

func (e *callError) Unwrap() []error { return []error{e.class, ad.ErrNotDifferentiable} }

// activity is an argument's (or the return value's) Enzyme activity.
type activity int

const (
	actConst activity = iota
	actOut
	actDup
	actDupNoNeed
)

func (a activity) String() string {
	return [...]string{"enzyme_const", "enzyme_out", "enzyme_dup", "enzyme_dupnoneed"}[a]
}

func (a activity) isDup() bool { return a == actDup || a == actDupNoNeed }

// argSpec is one argument of the differentiated function, as the call
// gives it.
type argSpec struct {
	act     activity
	primal  ir.Value
	shadows []ir.Value // one per lane (nil for a dupv argument)
	// dupv: lane k's shadow is base + k*stride bytes.
	vbase, vstride ir.Value
}

// callSpec is a parsed Enzyme call.
type callSpec struct {
	call    *ir.Instr
	mode    ad.Mode
	fn      *ir.Func
	sret    ir.Value // the call's sret pointer, or nil
	sretTy  *ir.Type
	args    []argSpec
	width   int
	batch   bool     // __enzyme_batch: N calls of fn, no derivative
	ret     activity // actOut (reverse) / actDup (forward) / actConst
	primRet bool
	markers []ir.Value // the marker values the call consumed
}

// Lower replaces every Enzyme ABI call in m (canonical form) and returns
// how many it replaced. On error m may be partly rewritten: callers that
// need the original keep a copy (the CLI writes nothing on error).
func Lower(m *ir.Module) (int, error) {
	var calls []*ir.Instr
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			if (i.Op == ir.OpCall || i.Op == ir.OpInvoke) && enzymeCallee(i) != nil {
				calls = append(calls, i)
			}
		})
	}
	if len(calls) == 0 {
		return 0, nil
	}
	l := &lowerer{m: m, cache: map[string]*ir.Func{}}
	stripTypeHints(m)
	for _, c := range innerFirst(calls) {
		if err := l.lower(c); err != nil {
			return 0, err
		}
	}
	l.cleanup()
	return len(calls), nil
}

// typeHints are Enzyme's type annotations (`__enzyme_double(p, bytes)`
// says p points to doubles): calls with no effect that Enzyme's plugin
// consumes; irfix infers pointee types itself.
var typeHints = []string{"__enzyme_float", "__enzyme_double", "__enzyme_integer", "__enzyme_pointer"}

// stripTypeHints erases the calls of Enzyme's type annotations (they
// return nothing and have no effect), so that neither the engine nor the
// linker meets them.
func stripTypeHints(m *ir.Module) {
	for _, f := range m.Funcs {
		var dead []*ir.Instr
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpCall || i.HasResult() {
				return
			}
			g, ok := stripCasts(i.Callee()).(*ir.Func)
			if !ok || !g.IsDeclaration() {
				return
			}
			for _, h := range typeHints {
				if strings.Contains(g.Name, h) {
					dead = append(dead, i)
					return
				}
			}
		})
		for _, i := range dead {
			eraseKeepingRecords(i)
		}
	}
}

// innerFirst orders calls so that a call inside code another call
// differentiates (a derivative of a derivative: __enzyme_autodiff of a
// function that calls __enzyme_fwddiff) is replaced first; otherwise the
// module's order is kept.
func innerFirst(calls []*ir.Instr) []*ir.Instr {
	target := func(c *ir.Instr) *ir.Func {
		args := c.Args()
		k := 0
		if c.Attrs().Param(0).Has(ir.AttrSRet) {
			k = 1
		}
		if k >= len(args) {
			return nil
		}
		return funcOf(args[k])
	}
	reach := map[*ir.Func]map[*ir.Func]bool{}
	reaches := func(from, to *ir.Func) bool {
		if from == nil {
			return false
		}
		set, ok := reach[from]
		if !ok {
			set = map[*ir.Func]bool{}
			var walk func(f *ir.Func)
			walk = func(f *ir.Func) {
				if set[f] {
					return
				}
				set[f] = true
				f.Instrs(func(i *ir.Instr) {
					if i.Op.IsCallLike() {
						if g, ok := stripCasts(i.Callee()).(*ir.Func); ok && !g.IsDeclaration() {
							walk(g)
						}
					}
				})
			}
			walk(from)
			reach[from] = set
		}
		return set[to]
	}
	pending := append([]*ir.Instr(nil), calls...)
	var out []*ir.Instr
	for len(pending) > 0 {
		pick := 0
	search:
		for k, c := range pending {
			for j, d := range pending {
				if j != k && reaches(target(c), d.Parent.Parent) {
					continue search
				}
			}
			pick = k
			break
		}
		out = append(out, pending[pick])
		pending = append(pending[:pick], pending[pick+1:]...)
	}
	return out
}

// enzymeCallee returns the Enzyme entry point i calls, or nil.
func enzymeCallee(i *ir.Instr) *ir.Func {
	f, _ := stripCasts(i.Callee()).(*ir.Func)
	if f == nil || !f.IsDeclaration() || !strings.Contains(f.Name, "__enzyme_") {
		return nil
	}
	for _, k := range entryKinds {
		if strings.Contains(f.Name, k.name) {
			return f
		}
	}
	return nil
}

// modeBatch marks __enzyme_batch in entryKinds.
const modeBatch = 100

// entryKinds are the Enzyme entry points, by the substring Enzyme looks
// for in the callee's name, and the ad.Mode each asks for (modeBatch: no
// derivative; < 0: not supported).
var entryKinds = []struct {
	name string
	mode int
}{
	{"__enzyme_autodiff", int(ad.Reverse)},
	{"__enzyme_fwddiff", int(ad.Forward)},
	{"__enzyme_augmentfwd", -1},
	{"__enzyme_augmentsize", -1},
	{"__enzyme_reverse", -1},
	{"__enzyme_fwdsplit", -1},
	{"__enzyme_batch", modeBatch},
}

// stripCasts looks through pointer casts (instructions and constant
// expressions).
func stripCasts(v ir.Value) ir.Value {
	for {
		switch c := v.(type) {
		case *ir.ConstExpr:
			if c.Op.IsCast() && len(c.Operands) == 1 {
				v = c.Operands[0]
				continue
			}
		case *ir.Instr:
			if c.Op == ir.OpBitCast || c.Op == ir.OpAddrSpaceCast {
				v = c.Operand(0)
				continue
			}
		}
		return v
	}
}

// lowerer holds what one Lower run shares between calls.
type lowerer struct {
	m      *ir.Module
	cache  map[string]*ir.Func
	layout *ir.Layout
	used   []ir.Value // consumed marker values, erased when dead
	// sess differentiates the calls' functions, sharing the derivatives
	// of common callees between calls; nil until the first derivative,
	// and again after a call site was replaced in a function it derived
	// from (see lower).
	sess *ad.Session
}

// differentiate generates the derivative of the function named fn.
func (l *lowerer) differentiate(fn string, opts ad.Options) (*ir.Func, error) {
	if differentiate != nil {
		f, _, err := differentiate(l.m, fn, opts)
		return f, err
	}
	if l.sess == nil {
		s, err := ad.NewSession(l.m)
		if err != nil {
			return nil, err
		}
		l.sess = s
	}
	f, _, err := l.sess.Differentiate(fn, opts)
	return f, err
}

// site names where call i is: FILE:LINE:COL when it was read from text,
// else the function and block.
func site(m *ir.Module, i *ir.Instr) string {
	file := m.File
	if file == "" {
		file = "<module>"
	}
	src := sourceLoc(i)
	if i.Pos.IsValid() {
		return fmt.Sprintf("%s:%d:%d%s", file, i.Pos.Line, i.Pos.Col, src)
	}
	fn, blk := "?", "?"
	if i.Parent != nil {
		blk = i.Parent.Name
		if i.Parent.Parent != nil {
			fn = i.Parent.Parent.Name
		}
	}
	return fmt.Sprintf("%s: function @%s, block %%%s%s", file, fn, blk, src)
}

// sourceLoc renders the call's !dbg location as " (at FILE:LINE:COL)",
// the source position Enzyme's own messages give; "" without one.
func sourceLoc(i *ir.Instr) string {
	loc, ok := i.Dbg().(*ir.MDNode)
	if !ok || loc.Kind != "DILocation" {
		return ""
	}
	field := func(n *ir.MDNode, name string) ir.Metadata {
		for _, f := range n.Fields {
			if f.Name == name {
				return f.Val
			}
		}
		return nil
	}
	line, _ := field(loc, "line").(ir.MDInt)
	col, _ := field(loc, "column").(ir.MDInt)
	file := ""
	scope, _ := field(loc, "scope").(*ir.MDNode)
	for depth := 0; scope != nil && depth < 8 && file == ""; depth++ {
		if f, ok := field(scope, "file").(*ir.MDNode); ok {
			if name, ok := field(f, "filename").(*ir.MDString); ok {
				file = name.S
			}
		}
		scope, _ = field(scope, "scope").(*ir.MDNode)
	}
	if line.V == 0 || file == "" {
		return ""
	}
	if col.V == 0 {
		return fmt.Sprintf(" (at %s:%d)", file, line.V)
	}
	return fmt.Sprintf(" (at %s:%d:%d)", file, line.V, col.V)
}

func (l *lowerer) lower(call *ir.Instr) error {
	caller := call.Parent.Parent
	spec, err := parse(l.m, call)
	if err != nil {
		return err
	}
	emit := l.emit
	if spec.batch {
		emit = l.emitBatch
	}
	if err := emit(spec); err != nil {
		return err
	}
	// The call site's function has changed: a session that derived from
	// it would hand out stale derivatives (innerFirst makes that rare: a
	// call inside code another call differentiates is replaced first).
	if l.sess != nil && l.sess.Derived(caller) {
		l.sess = nil
	}
	l.used = append(l.used, spec.markers...)
	return nil
}
