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
// forward) work.
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

// differentiate is the engine (a variable so that the adapter's tests can
// run against a hand-built derivative with the same ABI).
var differentiate = ad.Differentiate

// ErrBadCall is the class of errors in an Enzyme call's marker list (too
// few or too many arguments, a marker followed by the wrong kind of value,
// a first argument that is not a function). Every such error also matches
// ad.ErrNotDifferentiable.
var ErrBadCall = errors.New("bad Enzyme call")

// ErrUnsupported is the class of Enzyme calls irfix does not implement
// (the split interface, __enzyme_batch, a few rare markers). It also
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
		if c.Attrs.Param(0).Has(ir.AttrSRet) {
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

// entryKinds are the Enzyme entry points, by the substring Enzyme looks
// for; mode < 0 means not supported.
const modeBatch = 100

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

type lowerer struct {
	m      *ir.Module
	cache  map[string]*ir.Func
	layout *ir.Layout
	used   []ir.Value // consumed marker values, erased when dead
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
	l.used = append(l.used, spec.markers...)
	return nil
}

// markerName returns the enzyme_* name v stands for: a load of a global
// of that name, the global itself (possibly cast), or a metadata string.
func markerName(v ir.Value) (string, bool) {
	v = stripCasts(v)
	if ld, ok := v.(*ir.Instr); ok && ld.Op == ir.OpLoad {
		v = stripCasts(ld.Operand(0))
	}
	var name string
	switch x := v.(type) {
	case *ir.Global:
		name = x.Name
	case *ir.MetadataValue:
		s, ok := x.MD.(*ir.MDString)
		if !ok {
			return "", false
		}
		name = s.S
	default:
		return "", false
	}
	if !strings.HasPrefix(name, "enzyme_") {
		return "", false
	}
	return name, true
}

// funcOf finds the function a call's first argument names: the function
// itself, a cast of it, or (-O0 code) a load of a local variable that is
// only ever stored that function (through a few such variables).
func funcOf(v ir.Value) *ir.Func { return funcOfDepth(v, 0) }

func funcOfDepth(v ir.Value, depth int) *ir.Func {
	v = stripCasts(v)
	if f, ok := v.(*ir.Func); ok {
		return f
	}
	ld, ok := v.(*ir.Instr)
	if !ok || ld.Op != ir.OpLoad || depth > 4 {
		return nil
	}
	slot, ok := stripCasts(ld.Operand(0)).(*ir.Instr)
	if !ok || slot.Op != ir.OpAlloca {
		return nil
	}
	var stored *ir.Func
	for _, u := range slot.Uses() {
		ui := u.User
		switch {
		case ui.Op == ir.OpLoad:
		case ui.Op == ir.OpStore && u.Index == 1:
			f := funcOfDepth(ui.Operand(0), depth+1)
			if f == nil || stored != nil && stored != f {
				return nil
			}
			stored = f
		case ui.Op == ir.OpCall && ui.CalledFunc() != nil && strings.HasPrefix(ui.CalledFunc().Name, "llvm.lifetime."):
		default:
			return nil
		}
	}
	return stored
}

func isFloat(t *ir.Type) bool {
	return t.Kind == ir.HalfKind || t.Kind == ir.FloatKind || t.Kind == ir.DoubleKind || t.Kind == ir.BFloatKind
}

// defaultActivity is Enzyme's activity for an unmarked argument of type t
// (opaque pointers).
func defaultActivity(t *ir.Type, mode ad.Mode) activity {
	switch {
	case t.IsPtr():
		return actDup
	case isFloat(t):
		if mode == ad.Forward {
			return actDup
		}
		return actOut
	}
	return actConst
}

// parse reads call's marker list.
func parse(m *ir.Module, call *ir.Instr) (*callSpec, error) {
	where := site(m, call)
	callee := enzymeCallee(call)
	bad := func(format string, a ...any) error {
		return &callError{site: where, msg: fmt.Sprintf("call of @%s: ", callee.Name) + fmt.Sprintf(format, a...), class: ErrBadCall}
	}
	s := &callSpec{call: call, width: 1}
	mode := -1
	for _, k := range entryKinds {
		if strings.Contains(callee.Name, k.name) {
			mode = k.mode
			break
		}
	}
	if mode < 0 {
		return nil, &callError{site: where, msg: fmt.Sprintf("@%s (Enzyme's split forward/reverse interface)", callee.Name), class: ErrUnsupported}
	}
	if mode == modeBatch {
		s.batch = true
	} else {
		s.mode = ad.Mode(mode)
	}
	argv := call.Args()
	first := 0
	if call.Attrs.Param(0).Has(ir.AttrSRet) {
		a, _ := call.Attrs.Param(0).Get(ir.AttrSRet)
		s.sret, s.sretTy = argv[0], a.Type
		first = 1
	}
	if len(argv) <= first {
		return nil, bad("too few arguments: no function to differentiate")
	}
	s.fn = funcOf(argv[first])
	if s.fn == nil {
		return nil, bad("the first argument is not a function (found %s)", describe(argv[first]))
	}
	if s.fn.IsDeclaration() {
		return nil, bad("@%s has no body to differentiate", s.fn.Name)
	}
	if s.fn.Sig.Variadic {
		return nil, &callError{site: where, msg: fmt.Sprintf("differentiating the variadic function @%s", s.fn.Name), class: ErrUnsupported}
	}
	if s.fn.Attrs.Param(0).Has(ir.AttrSRet) {
		return nil, &callError{site: where, msg: fmt.Sprintf("differentiating @%s, which returns through an sret pointer,", s.fn.Name), class: ErrUnsupported}
	}
	for _, p := range s.fn.Params {
		if p.Type().IsAggregate() || p.Type().IsVector() {
			return nil, &callError{site: where, msg: fmt.Sprintf("differentiating @%s, which takes a %s by value,", s.fn.Name, p.Type()), class: ErrUnsupported}
		}
	}
	if s.batch {
		return parseBatch(s, argv, first, bad)
	}
	// Return activity and width may appear anywhere in the list.
	retT := s.fn.Sig.Ret
	s.ret = actConst
	if isFloat(retT) {
		s.ret = actOut
		if s.mode == ad.Forward {
			s.ret = actDup
		}
	}
	widthSeen := false
	for i := first + 1; i < len(argv); i++ {
		name, ok := markerName(argv[i])
		if !ok {
			continue
		}
		switch name {
		case "enzyme_const_return":
			s.ret = actConst
		case "enzyme_active_return":
			if s.mode == ad.Forward {
				return nil, bad("enzyme_active_return is for reverse mode (in forward mode the result's tangent is returned by default)")
			}
			s.ret = actOut
		case "enzyme_dup_return":
			if s.mode == ad.Reverse {
				return nil, &callError{site: where, msg: "enzyme_dup_return in reverse mode", class: ErrUnsupported}
			}
			s.ret = actDup
		case "enzyme_primal_return":
			s.primRet = true
		case "enzyme_width":
			if widthSeen {
				return nil, bad("enzyme_width is given twice")
			}
			widthSeen = true
			if i+1 >= len(argv) {
				return nil, bad("enzyme_width must be followed by a constant integer; the list ends")
			}
			c, ok := argv[i+1].(*ir.ConstInt)
			if !ok || c.Signed() < 1 || c.Signed() > 64 {
				return nil, bad("enzyme_width must be followed by a constant integer from 1 to 64; found %s", describe(argv[i+1]))
			}
			s.width = int(c.Signed())
		}
	}
	if s.ret != actConst && !isFloat(retT) {
		if s.ret == actDup && retT.IsPtr() {
			return nil, &callError{site: where, msg: fmt.Sprintf("the shadow return of @%s (returns %s)", s.fn.Name, retT), class: ErrUnsupported}
		}
		return nil, bad("the return of @%s (%s) cannot be active", s.fn.Name, retT)
	}
	if s.primRet && retT.Kind == ir.VoidKind {
		return nil, bad("enzyme_primal_return, but @%s returns void", s.fn.Name)
	}

	params := s.fn.Sig.Params()
	truei := 0
	bd := ir.NewBuilder(call.Parent)
	bd.SetInsertBefore(call)
	bd.Dbg = call.Dbg()
	for i := first + 1; i < len(argv); i++ {
		v := argv[i]
		name, isMarker := markerName(v)
		var act activity
		haveAct, skip := false, false
		var vstride ir.Value
		vname := ""
		for isMarker && !skip {
			s.markers = append(s.markers, v)
			switch name {
			case "enzyme_dup":
				act, haveAct = actDup, true
			case "enzyme_dupnoneed":
				act, haveAct = actDupNoNeed, true
			case "enzyme_out":
				act, haveAct = actOut, true
			case "enzyme_const":
				act, haveAct = actConst, true
			case "enzyme_dupv", "enzyme_dupnoneedv":
				act, haveAct = actDup, true
				if name == "enzyme_dupnoneedv" {
					act = actDupNoNeed
				}
				i++
				if i >= len(argv) || !argv[i].Type().IsInt() {
					return nil, bad("%s must be followed by an integer byte offset", name)
				}
				vstride, vname = argv[i], name
			case "enzyme_not_overwritten":
				// a hint; the next value is the argument or another marker
			case "enzyme_width":
				i++ // its value was read above
				skip = true
			case "enzyme_const_return", "enzyme_active_return", "enzyme_dup_return",
				"enzyme_primal_return", "enzyme_noret", "enzyme_runtime_activity",
				"enzyme_strong_zero", "enzyme_nofree":
				skip = true
			case "enzyme_byref", "enzyme_interleave", "enzyme_tape", "enzyme_allocated",
				"enzyme_trace", "enzyme_duptrace", "enzyme_likelihood", "enzyme_duplikelihood",
				"enzyme_observations", "enzyme_active_rand_var", "enzyme_interface":
				return nil, &callError{site: where, msg: fmt.Sprintf("call of @%s: marker %s", callee.Name, name), class: ErrUnsupported}
			case "enzyme_vector", "enzyme_scalar", "enzyme_buffer":
				return nil, bad("%s belongs to __enzyme_batch, not to @%s (Enzyme: illegal enzyme metadata classification)", name, callee.Name)
			default:
				return nil, bad("unknown marker %s (Enzyme: illegal enzyme metadata classification)", name)
			}
			if skip {
				break
			}
			i++
			if i >= len(argv) {
				return nil, bad("too few arguments: %s ends the list", name)
			}
			v = argv[i]
			name, isMarker = markerName(v)
		}
		if skip {
			continue
		}
		if truei >= len(params) {
			return nil, bad("too many arguments: @%s has %d parameters; extra argument %s", s.fn.Name, len(params), describe(v))
		}
		pt := params[truei]
		if !haveAct {
			act = defaultActivity(pt, s.mode)
		}
		prim, err := convertArg(bd, v, pt)
		if err != nil {
			return nil, bad("argument %d of @%s: %v", truei, s.fn.Name, err)
		}
		switch {
		case act == actOut && s.mode == ad.Forward:
			return nil, bad("enzyme_out on argument %d of @%s: enzyme_out is for reverse mode; forward mode takes enzyme_dup x, dx", truei, s.fn.Name)
		case act == actOut && !isFloat(pt):
			return nil, bad("enzyme_out on argument %d of @%s, which is %s, not a float scalar (use enzyme_dup for memory)", truei, s.fn.Name, pt)
		case act.isDup() && s.mode == ad.Reverse && !pt.IsPtr():
			return nil, bad("%s on argument %d of @%s, which is %s: reverse mode duplicates pointers; a float scalar takes enzyme_out", act, truei, s.fn.Name, pt)
		case act.isDup() && !pt.IsPtr() && !isFloat(pt):
			return nil, bad("%s on argument %d of @%s, which is %s: only pointers and floats have shadows", act, truei, s.fn.Name, pt)
		}
		if act == actDupNoNeed && ir.IsNullValue(stripCasts(prim)) {
			return nil, &callError{site: where, msg: fmt.Sprintf("call of @%s: enzyme_dupnoneed with a null pointer for argument %d of @%s (irfix always computes the primal, so it needs real memory there)", callee.Name, truei, s.fn.Name), class: ErrUnsupported}
		}
		a := argSpec{act: act, primal: prim}
		if act.isDup() {
			if vstride != nil {
				if !pt.IsPtr() {
					return nil, bad("%s on argument %d of @%s, which is %s: batched shadows from a buffer need a pointer argument", vname, truei, s.fn.Name, pt)
				}
				i++
				if i >= len(argv) {
					return nil, bad("too few arguments: missing the shadow of argument %d of @%s (%s)", truei, s.fn.Name, pt)
				}
				if !argv[i].Type().IsPtr() {
					return nil, bad("the shadow of argument %d of @%s given with %s must be a pointer; found %s", truei, s.fn.Name, vname, describe(argv[i]))
				}
				a.vbase, a.vstride = argv[i], vstride
			} else {
				for k := 0; k < s.width; k++ {
					i++
					if i >= len(argv) {
						return nil, bad("too few arguments: missing shadow %d of argument %d of @%s (%s)", k+1, truei, s.fn.Name, pt)
					}
					if mn, ok := markerName(argv[i]); ok {
						return nil, bad("argument %d of @%s needs a shadow of type %s; found marker %s", truei, s.fn.Name, pt, mn)
					}
					sh, err := convertArg(bd, argv[i], pt)
					if err != nil {
						return nil, bad("shadow of argument %d of @%s: %v", truei, s.fn.Name, err)
					}
					a.shadows = append(a.shadows, sh)
				}
			}
		}
		s.args = append(s.args, a)
		truei++
	}
	if truei < len(params) {
		return nil, bad("too few arguments: @%s has %d parameters, the call gives %d", s.fn.Name, len(params), truei)
	}
	return s, nil
}

// parseBatch reads an __enzyme_batch call: enzyme_width, N anywhere;
// then per parameter enzyme_scalar x (one value for every lane),
// enzyme_vector x1 ... xN (one per lane; the default when N > 1), or
// enzyme_buffer, OFFSET, p (lane k gets p + k*OFFSET bytes).
func parseBatch(s *callSpec, argv []ir.Value, first int, bad func(string, ...any) error) (*callSpec, error) {
	widthSeen := false
	for i := first + 1; i < len(argv); i++ {
		if name, ok := markerName(argv[i]); ok && name == "enzyme_width" {
			if widthSeen {
				return nil, bad("enzyme_width is given twice")
			}
			widthSeen = true
			if i+1 >= len(argv) {
				return nil, bad("enzyme_width must be followed by a constant integer; the list ends")
			}
			c, ok := argv[i+1].(*ir.ConstInt)
			if !ok || c.Signed() < 1 || c.Signed() > 64 {
				return nil, bad("enzyme_width must be followed by a constant integer from 1 to 64; found %s", describe(argv[i+1]))
			}
			s.width = int(c.Signed())
		}
	}
	params := s.fn.Sig.Params()
	bd := ir.NewBuilder(s.call.Parent)
	bd.SetInsertBefore(s.call)
	bd.Dbg = s.call.Dbg()
	truei := 0
	for i := first + 1; i < len(argv); i++ {
		vector := s.width > 1
		var stride ir.Value
		if name, ok := markerName(argv[i]); ok {
			s.markers = append(s.markers, argv[i])
			switch name {
			case "enzyme_width":
				i++
				continue
			case "enzyme_scalar":
				vector = false
			case "enzyme_vector":
				vector = true
			case "enzyme_buffer":
				i++
				if i >= len(argv) || !argv[i].Type().IsInt() {
					return nil, bad("enzyme_buffer must be followed by an integer byte offset")
				}
				vector, stride = true, argv[i]
			default:
				return nil, bad("%s in a batch call (Enzyme: illegal enzyme metadata classification)", name)
			}
			i++
			if i >= len(argv) {
				return nil, bad("too few arguments: %s ends the list", name)
			}
		}
		if truei >= len(params) {
			return nil, bad("too many arguments: @%s has %d parameters; extra argument %s", s.fn.Name, len(params), describe(argv[i]))
		}
		pt := params[truei]
		a := argSpec{act: actConst}
		switch {
		case stride != nil:
			if !argv[i].Type().IsPtr() || !pt.IsPtr() {
				return nil, bad("enzyme_buffer on argument %d of @%s needs a pointer; found %s", truei, s.fn.Name, describe(argv[i]))
			}
			a.act, a.vbase, a.vstride = actDup, argv[i], stride
		case vector:
			a.act = actDup
			for k := 0; k < s.width; k++ {
				if k > 0 {
					i++
				}
				if i >= len(argv) {
					return nil, bad("too few arguments: missing lane %d of argument %d of @%s (%s)", k, truei, s.fn.Name, pt)
				}
				v, err := convertArg(bd, argv[i], pt)
				if err != nil {
					return nil, bad("lane %d of argument %d of @%s: %v", k, truei, s.fn.Name, err)
				}
				a.shadows = append(a.shadows, v)
			}
		default:
			v, err := convertArg(bd, argv[i], pt)
			if err != nil {
				return nil, bad("argument %d of @%s: %v", truei, s.fn.Name, err)
			}
			a.primal = v
		}
		s.args = append(s.args, a)
		truei++
	}
	if truei < len(params) {
		return nil, bad("too few arguments: @%s has %d parameters, the call gives %d", s.fn.Name, len(params), truei)
	}
	return s, nil
}

// emitBatch replaces an __enzyme_batch call by one call of fn per lane;
// the lanes' results come back as [N x T], adapted to the declared type.
func (l *lowerer) emitBatch(s *callSpec) error {
	where := site(l.m, s.call)
	bd := ir.NewBuilder(s.call.Parent)
	bd.SetInsertBefore(s.call)
	bd.Dbg = s.call.Dbg()
	var results []ir.Value
	for lane := 0; lane < s.width; lane++ {
		var args []ir.Value
		for _, a := range s.args {
			if a.act == actConst {
				args = append(args, a.primal)
			} else {
				args = append(args, l.shadow(bd, a, lane))
			}
		}
		r := bd.Call(s.fn.Sig, s.fn, args...)
		r.CC = s.fn.CC
		results = append(results, r)
	}
	var nat ir.Value
	if s.fn.Sig.Ret.Kind != ir.VoidKind {
		nat = results[0]
		if s.width > 1 {
			var agg ir.Value = &ir.Undef{Typ: ir.ArrayOf(uint64(s.width), s.fn.Sig.Ret)}
			for k, r := range results {
				agg = bd.InsertValue(agg, r, uint32(k))
			}
			nat = agg
		}
	}
	return l.replace(bd, s, nat, where)
}

// describe names a value for a message.
func describe(v ir.Value) string {
	switch x := v.(type) {
	case *ir.Func:
		return "@" + x.Name
	case *ir.Global:
		return "@" + x.Name + " (a global variable)"
	case *ir.Param:
		return fmt.Sprintf("a parameter of type %s", x.Type())
	case *ir.Instr:
		return fmt.Sprintf("a %s of type %s", x.Op, x.Type())
	case *ir.ConstInt:
		return fmt.Sprintf("%s %d", x.Type(), x.Signed())
	case *ir.ConstFloat:
		return fmt.Sprintf("%s %g", x.Type(), x.Float64())
	}
	return fmt.Sprintf("a value of type %s", v.Type())
}

// convertArg makes v fit a parameter of type pt, as Enzyme does (a
// pointer in another address space is cast) and as C's default argument
// promotions for `...` require (an int narrowed back, a double narrowed
// back to float).
func convertArg(bd *ir.Builder, v ir.Value, pt *ir.Type) (ir.Value, error) {
	t := v.Type()
	switch {
	case t == pt:
		return v, nil
	case t.IsPtr() && pt.IsPtr():
		if t.AddrSpace != pt.AddrSpace {
			return bd.Cast(ir.OpAddrSpaceCast, v, pt), nil
		}
		return bd.Cast(ir.OpBitCast, v, pt), nil
	case t.IsInt() && pt.IsInt() && t.Bits > pt.Bits:
		return bd.Cast(ir.OpTrunc, v, pt), nil
	case t.Kind == ir.DoubleKind && pt.Kind == ir.FloatKind:
		return bd.Cast(ir.OpFPTrunc, v, pt), nil
	}
	return nil, fmt.Errorf("found %s, the parameter is %s", describe(v), pt)
}

// derivative returns the engine's derivative of fn for one activity
// pattern, generating it once.
func (l *lowerer) derivative(s *callSpec, where string) (*ir.Func, error) {
	fn := s.fn
	wrap := wrapping(s)
	var pat strings.Builder
	var consts []string
	for n, a := range s.args {
		switch a.act {
		case actConst:
			pat.WriteByte('c')
			if t := fn.Params[n].Type(); t.IsPtr() || isFloat(t) {
				consts = append(consts, fmt.Sprint(n))
			}
		case actOut:
			pat.WriteByte('o')
		default:
			pat.WriteByte('d')
		}
	}
	key := fmt.Sprintf("%s.%s.%s.%s", fn.Name, s.mode, pat.String(), wrap)
	if f, ok := l.cache[key]; ok {
		return f, nil
	}
	target := fn
	switch wrap {
	case wrapNoRet:
		target = l.wrapper(fn, fn.Name+".enzyme.noret", false, false)
	case wrapPrimalOut:
		target = l.wrapper(fn, fn.Name+".enzyme.primalout", false, true)
	case wrapPrimal:
		target = l.wrapper(fn, fn.Name+".enzyme.primal", true, true)
	}
	short := "grad"
	if s.mode == ad.Forward {
		short = "jvp"
	}
	name := l.freshName(fmt.Sprintf("%s.enzyme.%s.%s", fn.Name, short, pat.String()))
	f, _, err := differentiate(l.m, target.Name, ad.Options{Mode: s.mode, Const: consts, Name: name})
	if err != nil {
		return nil, fmt.Errorf("%s: differentiating @%s for this call: %w", where, fn.Name, err)
	}
	l.cache[key] = f
	return f, nil
}

// The wrappers a call's derivative may need around f.
const (
	wrapNone = ""
	// A reverse sweep with a constant float return differentiates a
	// wrapper returning void (the engine seeds a float return with 1).
	wrapNoRet = "noret"
	// The same, when the primal result is wanted too: the void wrapper
	// also stores f's result through an extra pointer, whose shadow the
	// call zeroes (so the stored value is not seeded).
	wrapPrimalOut = "primalout"
	// A forward sweep asked for the primal differentiates a wrapper that
	// returns f's result and also stores it through an extra pointer
	// (active, with a scratch shadow: the engine rejects active values
	// stored into memory without a shadow).
	wrapPrimal = "primal"
)

func wrapping(s *callSpec) string {
	switch {
	case s.mode == ad.Reverse && s.ret == actConst && isFloat(s.fn.Sig.Ret) && s.primRet:
		return wrapPrimalOut
	case s.mode == ad.Reverse && s.ret == actConst && isFloat(s.fn.Sig.Ret):
		return wrapNoRet
	case s.mode == ad.Forward && s.primRet:
		return wrapPrimal
	}
	return wrapNone
}

func (l *lowerer) freshName(base string) string {
	name := base
	for n := 1; l.m.Func(name) != nil || l.m.Global(name) != nil; n++ {
		name = fmt.Sprintf("%s.%d", base, n)
	}
	return name
}

// wrapper defines `internal void NAME(params)` calling fn and dropping its
// result; with store, it takes `ptr out` last and stores the result
// there; with keep, it returns the result (type T instead of void).
func (l *lowerer) wrapper(fn *ir.Func, base string, keep, store bool) *ir.Func {
	params := append([]*ir.Type(nil), fn.Sig.Params()...)
	ret := ir.Void
	if store {
		params = append(params, ir.Ptr)
	}
	if keep {
		ret = fn.Sig.Ret
	}
	w := ir.NewFunc(l.freshName(base), ir.FuncOf(ret, params, false))
	w.Linkage = ir.Internal
	w.Parent = l.m
	l.m.AddFunc(w)
	bd := ir.NewBuilder(w.NewBlock("entry"))
	var args []ir.Value
	for _, p := range w.Params[:len(fn.Params)] {
		args = append(args, p)
	}
	r := bd.Call(fn.Sig, fn, args...)
	r.CC = fn.CC
	if store {
		bd.Store(r, w.Params[len(fn.Params)], 0)
	}
	if keep {
		bd.Ret(r)
	} else {
		bd.Ret(nil)
	}
	return w
}

// emit replaces s.call by calls of the derivative and the adapter code.
func (l *lowerer) emit(s *callSpec) error {
	where := site(l.m, s.call)
	d, err := l.derivative(s, where)
	if err != nil {
		return err
	}
	call := s.call
	bd := ir.NewBuilder(call.Parent)
	bd.SetInsertBefore(call)
	bd.Dbg = call.Dbg()
	caller := call.Parent.Parent
	entry := ir.NewBuilder(caller.Entry())
	if len(caller.Entry().Instrs) > 0 {
		entry.SetInsertBefore(caller.Entry().Instrs[0])
	}
	fn := s.fn
	abiErr := func(format string, a ...any) error {
		return fmt.Errorf("%s: the derivative @%s of @%s does not have the engine's documented signature: %s: %w",
			where, d.Name, fn.Name, fmt.Sprintf(format, a...), ad.ErrNotDifferentiable)
	}
	var primal ir.Value
	outs := make([][]ir.Value, len(s.args)) // reverse: per out arg, per lane
	var tangents []ir.Value                 // forward: per lane
	var primSlot, scratch *ir.Instr
	if w := wrapping(s); w == wrapPrimal || w == wrapPrimalOut {
		primSlot = entry.Alloca(fn.Sig.Ret, 0)
		scratch = entry.Alloca(fn.Sig.Ret, 0)
	}
	for lane := 0; lane < s.width; lane++ {
		var args []ir.Value
		var slots []*ir.Instr
		for _, a := range s.args {
			args = append(args, a.primal)
			if a.act.isDup() {
				args = append(args, l.shadow(bd, a, lane))
			}
		}
		if primSlot != nil {
			if s.mode == ad.Reverse {
				bd.Store(ir.FloatOf(fn.Sig.Ret, 0), scratch, 0)
			}
			args = append(args, primSlot, scratch)
		}
		if s.mode == ad.Reverse {
			for n, a := range s.args {
				if a.act == actOut {
					t := fn.Params[n].Type()
					slot := entry.Alloca(t, 0)
					bd.Store(ir.FloatOf(t, 0), slot, 0)
					slots = append(slots, slot)
					args = append(args, slot)
				}
			}
		}
		if len(args) != len(d.Params) {
			return abiErr("it takes %d parameters, the call needs %d", len(d.Params), len(args))
		}
		for k, a := range args {
			if a.Type() != d.Params[k].Type() {
				return abiErr("parameter %d is %s, the call passes %s", k, d.Params[k].Type(), a.Type())
			}
		}
		r := bd.Call(d.Sig, d, args...)
		r.CC = d.CC
		switch s.mode {
		case ad.Reverse:
			if lane == 0 && fn.Sig.Ret.Kind != ir.VoidKind && s.primRet && primSlot == nil {
				if d.Sig.Ret != fn.Sig.Ret {
					return abiErr("it returns %s, not the primal %s", d.Sig.Ret, fn.Sig.Ret)
				}
				primal = r
			}
			k := 0
			for n, a := range s.args {
				if a.act == actOut {
					outs[n] = append(outs[n], bd.Load(fn.Params[n].Type(), slots[k], 0))
					k++
				}
			}
		case ad.Forward:
			if fn.Sig.Ret.Kind != ir.VoidKind && d.Sig.Ret != fn.Sig.Ret {
				return abiErr("it returns %s, not the tangent %s", d.Sig.Ret, fn.Sig.Ret)
			}
			tangents = append(tangents, r)
		}
	}
	if primSlot != nil {
		primal = bd.Load(fn.Sig.Ret, primSlot, 0)
	}
	// Enzyme's own result.
	var fields []ir.Value
	lanes := func(vs []ir.Value) ir.Value {
		if s.width == 1 {
			return vs[0]
		}
		var agg ir.Value = &ir.Undef{Typ: ir.ArrayOf(uint64(s.width), vs[0].Type())}
		for k, v := range vs {
			agg = bd.InsertValue(agg, v, uint32(k))
		}
		return agg
	}
	var nat ir.Value
	switch s.mode {
	case ad.Reverse:
		if primal != nil {
			fields = append(fields, primal)
		}
		for n, a := range s.args {
			if a.act == actOut {
				fields = append(fields, lanes(outs[n]))
			}
		}
		if len(fields) > 0 {
			var types []*ir.Type
			for _, f := range fields {
				types = append(types, f.Type())
			}
			var agg ir.Value = &ir.Undef{Typ: ir.StructOf(false, types...)}
			for k, f := range fields {
				agg = bd.InsertValue(agg, f, uint32(k))
			}
			nat = agg
		}
	case ad.Forward:
		var tan ir.Value
		if s.ret == actDup {
			tan = lanes(tangents)
		}
		switch {
		case s.primRet && tan != nil:
			var agg ir.Value = &ir.Undef{Typ: ir.StructOf(false, primal.Type(), tan.Type())}
			agg = bd.InsertValue(agg, primal, 0)
			nat = bd.InsertValue(agg, tan, 1)
		case s.primRet:
			nat = primal
		default:
			nat = tan
		}
	}
	if err := l.replace(bd, s, nat, where); err != nil {
		return err
	}
	return nil
}

// shadow returns lane k's shadow of a.
func (l *lowerer) shadow(bd *ir.Builder, a argSpec, lane int) ir.Value {
	if a.vbase == nil {
		return a.shadows[lane]
	}
	if lane == 0 {
		return a.vbase
	}
	off := bd.Mul(a.vstride, ir.Int(a.vstride.Type(), int64(lane)))
	return bd.GEP(ir.I8, a.vbase, false, off)
}

func (l *lowerer) sizeOf(t *ir.Type) (uint64, bool) {
	if l.layout == nil {
		lay, err := ir.ParseDataLayout(l.m.DataLayout)
		if err != nil {
			lay, _ = ir.ParseDataLayout("")
		}
		l.layout = lay
	}
	if l.layout == nil {
		return 0, false
	}
	n, err := l.layout.Size(t)
	return n, err == nil
}

func sameLayout(a, b *ir.Type) bool {
	if a.Kind != ir.StructKind || b.Kind != ir.StructKind || a.Packed != b.Packed || len(a.Fields) != len(b.Fields) {
		return false
	}
	for k := range a.Fields {
		if a.Fields[k] != b.Fields[k] {
			return false
		}
	}
	return true
}

// replace makes the call's users see nat adapted to the declared return
// type (see the package comment), then removes the call.
func (l *lowerer) replace(bd *ir.Builder, s *callSpec, nat ir.Value, where string) error {
	call := s.call
	ct := call.Type()
	done := func(v ir.Value) error {
		if call.HasResult() {
			if v == nil {
				v = &ir.Undef{Typ: ct}
			}
			ir.ReplaceAllUsesWith(call, v)
			replaceInDbgRecords(call.Parent.Parent, call, v)
		}
		if call.Op == ir.OpInvoke {
			l.dropInvoke(bd, call)
		}
		eraseKeepingRecords(call)
		return nil
	}
	if nat == nil || nat.Type().Kind == ir.VoidKind {
		if call.HasResult() {
			return done(&ir.Undef{Typ: ct})
		}
		return done(nil)
	}
	nt := nat.Type()
	if s.sret != nil {
		if sameLayout(s.sretTy, nt) {
			for k := range nt.Fields {
				p := bd.GEP(s.sretTy, s.sret, true, ir.Int(ir.I32, 0), ir.Int(ir.I32, int64(k)))
				bd.Store(bd.ExtractValue(nat, uint32(k)), p, 0)
			}
			return done(nil)
		}
		as, ok1 := l.sizeOf(s.sretTy)
		bs, ok2 := l.sizeOf(nt)
		if ok1 && ok2 && as >= bs {
			bd.Store(nat, s.sret, 0)
			return done(nil)
		}
		return &callError{site: where, msg: fmt.Sprintf("the derivative's result %s does not fit the sret %s the call declares", nt, s.sretTy), class: ErrBadCall}
	}
	if !call.HasResult() {
		return done(nil)
	}
	if ct == nt {
		return done(nat)
	}
	if sameLayout(ct, nt) {
		var agg ir.Value = &ir.Undef{Typ: ct}
		for k := range nt.Fields {
			agg = bd.InsertValue(agg, bd.ExtractValue(nat, uint32(k)), uint32(k))
		}
		return done(agg)
	}
	as, ok1 := l.sizeOf(ct)
	bs, ok2 := l.sizeOf(nt)
	if ok1 && ok2 && as == bs {
		caller := call.Parent.Parent
		entry := ir.NewBuilder(caller.Entry())
		entry.SetInsertBefore(caller.Entry().Instrs[0])
		slot := entry.Alloca(ct, 0)
		bd.Store(nat, slot, 0)
		return done(bd.Load(ct, slot, 0))
	}
	if nt.IsAggregate() {
		e := bd.ExtractValue(nat, 0)
		if e.Type() == ct {
			return done(e)
		}
		e.Erase()
	}
	return &callError{site: where, msg: fmt.Sprintf("cannot return the derivative's %s (%d bytes) as the declared %s (%d bytes) (Enzyme: IllegalReturnCast)", nt, bs, ct, as), class: ErrBadCall}
}

// dropInvoke ends the invoke's block with a branch to its normal
// destination; the unwind destination loses this edge.
func (l *lowerer) dropInvoke(bd *ir.Builder, inv *ir.Instr) {
	normal, unwind := inv.Succs[0], inv.Succs[1]
	from := inv.Parent
	for _, ph := range unwind.Instrs {
		if ph.Op != ir.OpPhi {
			break
		}
		for k := len(ph.Incoming) - 1; k >= 0; k-- {
			if ph.Incoming[k] == from {
				ph.RemoveOperand(k)
				ph.Incoming = append(ph.Incoming[:k], ph.Incoming[k+1:]...)
			}
		}
	}
	bd.Br(normal)
	inv.Succs = nil
}

// cleanup erases the marker loads left dead and the declarations nothing
// uses any more (Enzyme's entry points, extern marker globals), so the
// module links without Enzyme.
func (l *lowerer) cleanup() {
	for _, v := range l.used {
		if i, ok := v.(*ir.Instr); ok && i.Parent != nil && ir.NumUses(i) == 0 {
			replaceInDbgRecords(i.Parent.Parent, i, &ir.Poison{Typ: i.Type()})
			eraseKeepingRecords(i)
		}
	}
	referenced := constantRefs(l.m)
	var keepF []*ir.Func
	for _, f := range l.m.Funcs {
		if f.IsDeclaration() && strings.Contains(f.Name, "__enzyme_") && ir.NumUses(f) == 0 && !referenced[f] {
			continue
		}
		keepF = append(keepF, f)
	}
	l.m.Funcs = keepF
	var keepG []*ir.Global
	for _, g := range l.m.Globals {
		if g.Init == nil && strings.HasPrefix(g.Name, "enzyme_") && ir.NumUses(g) == 0 && !referenced[g] {
			continue
		}
		keepG = append(keepG, g)
	}
	l.m.Globals = keepG
}

// constantRefs returns the global values used inside constants (global
// initializers, constant-expression operands), which use lists do not
// track.
func constantRefs(m *ir.Module) map[ir.Value]bool {
	refs := map[ir.Value]bool{}
	var walk func(c ir.Constant)
	walk = func(c ir.Constant) {
		switch x := c.(type) {
		case ir.GlobalValue:
			refs[x] = true
		case *ir.ConstExpr:
			for _, o := range x.Operands {
				walk(o)
			}
		case *ir.ConstAggregate:
			for _, o := range x.Elems {
				walk(o)
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			walk(g.Init)
		}
	}
	for _, a := range m.Aliases {
		walk(a.Aliasee)
	}
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			for _, o := range i.Operands() {
				if ce, ok := o.(*ir.ConstExpr); ok {
					walk(ce)
				}
				if ca, ok := o.(*ir.ConstAggregate); ok {
					walk(ca)
				}
			}
		})
	}
	return refs
}

// replaceInDbgRecords makes f's debug records that refer to old refer to
// new (use lists do not cover debug records).
func replaceInDbgRecords(f *ir.Func, old, new ir.Value) {
	var fix func(md ir.Metadata) ir.Metadata
	fix = func(md ir.Metadata) ir.Metadata {
		switch x := md.(type) {
		case *ir.ValueAsMetadata:
			if x.V == old {
				return &ir.ValueAsMetadata{V: new}
			}
		case *ir.DIArgList:
			for k, a := range x.Args {
				if a.V == old {
					x.Args[k] = &ir.ValueAsMetadata{V: new}
				}
			}
		}
		return md
	}
	f.Instrs(func(i *ir.Instr) {
		for _, r := range i.DbgRecords {
			for k, op := range r.Ops {
				r.Ops[k] = fix(op)
			}
		}
	})
}

// eraseKeepingRecords erases i (which has no uses); the debug records
// that preceded it move to the instruction after it (or before it, when i
// ends its block).
func eraseKeepingRecords(i *ir.Instr) {
	if len(i.DbgRecords) > 0 && i.Parent != nil {
		b, n := i.Parent, i.Index()
		switch {
		case n+1 < len(b.Instrs):
			nx := b.Instrs[n+1]
			nx.DbgRecords = append(append([]*ir.DbgRecord(nil), i.DbgRecords...), nx.DbgRecords...)
		case n > 0:
			b.Instrs[n-1].DbgRecords = append(b.Instrs[n-1].DbgRecords, i.DbgRecords...)
		}
		i.DbgRecords = nil
	}
	i.Erase()
}
