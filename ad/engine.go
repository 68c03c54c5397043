package ad

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/ptrtype"
)

// engine holds what one Differentiate call shares across the functions
// it differentiates: the module, its layout, the derivative functions
// already generated (one per function, mode and activity pattern, so
// recursion terminates) and the report.
type engine struct {
	m       *ir.Module
	layout  *ir.Layout
	fwd     map[string]*ir.Func
	aug     map[string]*revPair
	shadowG map[*ir.Global]*ir.Global
	report  *Report
	created map[*ir.Func]bool
	// origin maps the engine's copies of the module's instructions and
	// parameters back to them (for ptrtype's answers).
	origin map[ir.Value]ir.Value
	// pt is ptrtype's inference over the module as it was given, made
	// when the module has memory intrinsics (nil otherwise).
	pt *ptrtype.Result
	// slots caches the local numbering (%0, %1, ...) of the module's
	// functions for the report.
	slots map[*ir.Func]map[ir.Value]int
	// names are the module's function and global names (uniqueName),
	// indexed up to nFuncs and nGlobals.
	names            map[string]bool
	nFuncs, nGlobals int
}

// formatOrig prints a value of the user's function as its function prints
// it ("double %12"). lltext.FormatValue gives the same text but numbers the
// whole module's metadata on every call, which made the report (one line
// per taped value) cost O(module) each: minutes on a large module.
func (e *engine) formatOrig(v ir.Value) string {
	var f *ir.Func
	name := ""
	switch x := v.(type) {
	case *ir.Instr:
		f, name = x.Func(), x.Name
	case *ir.Param:
		f, name = x.Parent, x.Name
	}
	if f == nil || !plainName(name) {
		return lltext.FormatValue(v)
	}
	if name != "" {
		return v.Type().String() + " %" + name
	}
	if e.slots == nil {
		e.slots = map[*ir.Func]map[ir.Value]int{}
	}
	sl := e.slots[f]
	if sl == nil {
		sl = ir.LocalSlots(f)
		e.slots[f] = sl
	}
	n, ok := sl[v]
	if !ok {
		return lltext.FormatValue(v)
	}
	return v.Type().String() + " %" + strconv.Itoa(n)
}

// plainName reports whether a local name prints without quotes.
func plainName(s string) bool {
	for k := 0; k < len(s); k++ {
		c := s[k]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '.' || c == '$' || c == '-' || k > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

func newEngine(m *ir.Module) (*engine, error) {
	l, err := layoutOf(m)
	if err != nil {
		return nil, err
	}
	return &engine{m: m, layout: l, fwd: map[string]*ir.Func{}, aug: map[string]*revPair{},
		shadowG: map[*ir.Global]*ir.Global{}, report: &Report{}, created: map[*ir.Func]bool{}, origin: map[ir.Value]ir.Value{}}, nil
}

// patternKey names an activity pattern: one letter per parameter, 'a'
// active, 'c' constant.
func patternKey(p []bool) string {
	var b strings.Builder
	for _, x := range p {
		if x {
			b.WriteByte('a')
		} else {
			b.WriteByte('c')
		}
	}
	return b.String()
}

// paramPattern decides which parameters of f are active for the public
// entry point: floats and pointers unless named in consts; integers never.
func paramPattern(f *ir.Func, consts []string) ([]bool, error) {
	p := make([]bool, len(f.Params))
	for k, q := range f.Params {
		p[k] = isDiffType(q.Typ) || (q.Typ.IsPtr() && !onlyCallee(q))
	}
	for _, c := range consts {
		c = strings.TrimPrefix(strings.TrimSpace(c), "%")
		if c == "" {
			continue
		}
		if n, err := strconv.Atoi(c); err == nil {
			if n < 0 || n >= len(p) {
				return nil, fmt.Errorf("ad: @%s: --const %d: the function has %d parameters", f.Name, n, len(p))
			}
			p[n] = false
			continue
		}
		found := false
		for k, q := range f.Params {
			if q.Name == c {
				p[k] = false
				found = true
			}
		}
		if !found {
			return nil, fmt.Errorf("ad: @%s: --const %s: no parameter of that name", f.Name, c)
		}
	}
	return p, nil
}

// shadowGlobal returns the shadow of a mutable global: a zero-initialised
// internal global of the same type.
func (e *engine) shadowGlobal(g *ir.Global) *ir.Global {
	if s := e.shadowG[g]; s != nil {
		return s
	}
	name := g.Name + "_shadow"
	for findGlobal(e.m, name) != nil {
		name += "_"
	}
	s := ir.NewGlobal(name, g.ValueType, ir.Null(g.ValueType))
	s.Linkage = ir.Internal
	s.Align = g.Align
	e.m.Globals = append(e.m.Globals, s)
	s.Parent = e.m
	e.shadowG[g] = s
	return s
}

func findGlobal(m *ir.Module, name string) *ir.Global {
	for _, g := range m.Globals {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// uniqueName returns base, or base with a numeric suffix, so that no
// function of the module has it.
//
// It keeps a set of the module's function and global names, brought up to
// date from the entries appended since the last call (functions and
// globals are only ever appended while an engine runs). Scanning the
// module per candidate name made differentiating every function of a
// 1600-function module take a minute: each call re-derives shared callees
// under suffixed names (f.aug.PATTERN.1, .2, ...), trying each suffix.
func (e *engine) uniqueName(base string) string {
	if e.names == nil {
		e.names = map[string]bool{}
	}
	for ; e.nFuncs < len(e.m.Funcs); e.nFuncs++ {
		e.names[e.m.Funcs[e.nFuncs].Name] = true
	}
	for ; e.nGlobals < len(e.m.Globals); e.nGlobals++ {
		e.names[e.m.Globals[e.nGlobals].Name] = true
	}
	name := base
	for n := 1; e.names[name]; n++ {
		name = fmt.Sprintf("%s.%d", base, n)
	}
	// Reserved at once: the caller may create the function later.
	e.names[name] = true
	return name
}

// constShadow returns the shadow of a pointer constant: null/undef/poison
// stay themselves, mutable globals get their shadow global, constant
// expressions over those are rebuilt on the shadow. ok is false when the
// constant has no shadow (constant data, functions).
func (e *engine) constShadow(c ir.Constant) (ir.Constant, bool) {
	switch x := c.(type) {
	case *ir.ConstNull, *ir.Undef, *ir.Poison:
		return c, true
	case *ir.Global:
		if globalNeedsShadow(x) {
			return e.shadowGlobal(x), true
		}
		return nil, false
	case *ir.ConstExpr:
		if x.Op == ir.OpGetElementPtr || x.Op == ir.OpBitCast || x.Op == ir.OpAddrSpaceCast {
			base, ok := e.constShadow(x.Operands[0])
			if !ok {
				return nil, false
			}
			n := *x
			n.Operands = append([]ir.Constant{base}, x.Operands[1:]...)
			return &n, true
		}
	}
	return nil, false
}

// Differentiate adds to m the derivative of the function named fn, with
// the C ABI documented in the package doc, and returns the new function.
// m must be in the canonical form (opaque pointers). The original
// function is left unchanged.
func Differentiate(m *ir.Module, fn string, opts Options) (*ir.Func, *Report, error) {
	f := findFunc(m, fn)
	if f == nil {
		return nil, nil, fmt.Errorf("ad: no function @%s in the module", fn)
	}
	if f.IsDeclaration() {
		return nil, nil, fmt.Errorf("ad: @%s: %w: it is only declared, it has no body", fn, ErrNotDifferentiable)
	}
	for _, p := range f.Params {
		if p.Typ.Kind == ir.PointerKind && p.Typ.Elem != nil {
			return nil, nil, fmt.Errorf("ad: @%s: the module has typed pointers; convert it to the canonical (opaque) form first", fn)
		}
	}
	pattern, err := paramPattern(f, opts.Const)
	if err != nil {
		return nil, nil, err
	}
	e, err := newEngine(m)
	if err != nil {
		return nil, nil, err
	}
	nFuncs, nGlobals := len(m.Funcs), len(m.Globals)
	if hasMemIntrinsics(m) {
		// Which bytes hold floats, for the reverse of memcpy: ptrtype's
		// inference, on the module before anything is added to it.
		e.pt = ptrtype.Infer(m)
	}
	var g *ir.Func
	switch opts.Mode {
	case Forward:
		g, err = e.publicForward(f, pattern, opts.Name)
	default:
		g, err = e.publicReverse(f, pattern, opts.Name)
	}
	if err != nil {
		// Leave the module as it was: drop what was added (and the uses
		// its code recorded on the module's functions and globals).
		for _, h := range m.Funcs[nFuncs:] {
			h.Instrs(func(i *ir.Instr) { i.DropOperands() })
		}
		m.Funcs = m.Funcs[:nFuncs]
		m.Globals = m.Globals[:nGlobals]
		return nil, nil, fmt.Errorf("ad: @%s (%s mode): %w", fn, opts.Mode, err)
	}
	for _, h := range m.Funcs {
		if e.created[h] {
			uniquifyNames(h)
		}
	}
	return g, e.report, nil
}

// addFunc adds a generated function to the module.
func (e *engine) addFunc(f *ir.Func) *ir.Func {
	e.created[f] = true
	return e.m.AddFunc(f)
}

// uniquifyNames renames values of f whose name is already taken in f
// (the engine copies names from the primal code it mirrors).
func uniquifyNames(f *ir.Func) {
	used := map[string]bool{}
	fix := func(name *string) {
		if *name == "" {
			return
		}
		if !used[*name] {
			used[*name] = true
			return
		}
		for n := 1; ; n++ {
			c := fmt.Sprintf("%s.%d", *name, n)
			if !used[c] {
				*name = c
				used[c] = true
				return
			}
		}
	}
	for _, p := range f.Params {
		fix(&p.Name)
	}
	for _, b := range f.Blocks {
		fix(&b.Name)
		for _, i := range b.Instrs {
			if i.HasResult() {
				fix(&i.Name)
			} else {
				i.Name = ""
			}
		}
	}
}

// onlyCallee reports whether a pointer parameter is only ever called (a
// function pointer): it needs no shadow.
func onlyCallee(p *ir.Param) bool {
	if len(p.Uses()) == 0 {
		return false
	}
	for _, u := range p.Uses() {
		if !u.User.Op.IsCallLike() || u.Index != 0 {
			return false
		}
	}
	return true
}

// zeroShadowGlobals clears the shadows of mutable globals at the start of
// a public derivative: a global's initial value is a constant of the
// call (tangent 0), and adjoints left over from a previous call must not
// leak into this one. After a reverse call the shadow holds the gradient
// with respect to the global's value on entry.
func (e *engine) zeroShadowGlobals(b *ir.Builder) {
	var gs []*ir.Global
	for _, g := range e.m.Globals {
		if e.shadowG[g] != nil {
			gs = append(gs, e.shadowG[g])
		}
	}
	for _, s := range gs {
		size, err := e.layout.Size(s.ValueType)
		if err != nil || size == 0 {
			continue
		}
		e.memset(b, s, ir.Int(ir.I64, int64(size)))
	}
}

func hasMemIntrinsics(m *ir.Module) bool {
	for _, f := range m.Funcs {
		if f.IsDeclaration() && memIntrinsic(f.Name) != "" && f.Name != "memset" && !strings.HasPrefix(f.Name, "llvm.memset") {
			return true
		}
	}
	return false
}

// checkParams refuses functions whose parameters are copies in memory
// made by the call (inalloca, preallocated; in reverse mode byval unless
// the function only reads it, see readOnlyParam): the
// derivative would have to copy the shadow too and pass the copy's
// adjoint back. Forward mode passes a byval parameter's shadow by value
// too (the callee's tangent copy, see byValAttrs).
func checkParams(f *ir.Func, mode Mode) error {
	for k, p := range f.Params {
		as := f.Attrs.Param(k)
		for _, a := range []ir.AttrKind{ir.AttrByVal, ir.AttrInAlloca, ir.AttrPreallocated} {
			if !as.Has(a) || (a == ir.AttrByVal && (mode == Forward || readOnlyParam(p))) {
				continue
			}
			name := p.Name
			if name == "" {
				name = strconv.Itoa(k)
			}
			if a == ir.AttrByVal {
				return fmt.Errorf("@%s: %w: parameter %s is passed by value in memory (byval) and written by the function; reverse mode does not yet return the adjoint of the callee's copy to the caller's shadow (forward mode supports it, and reverse mode a byval parameter only read)",
					f.Name, ErrNotDifferentiable, name)
			}
			return fmt.Errorf("@%s: %w: parameter %s is passed by value in memory (%s); not supported",
				f.Name, ErrNotDifferentiable, name, a)
		}
	}
	return nil
}

// readOnlyParam reports whether the memory p points to is only read in its
// function: every use, through GEPs and casts, is a load, the source of a
// memcpy/memmove, an argument passed byval again (a copy) or an ignored
// intrinsic. Reverse mode passes such a byval parameter and its shadow as
// plain pointers: the callee's copy equals the caller's memory for the
// whole call, so adjoints accumulate straight into the caller's shadow.
func readOnlyParam(p ir.Tracked) bool {
	for _, u := range p.Uses() {
		i := u.User
		switch i.Op {
		case ir.OpLoad:
		case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
			if u.Index != 0 || !readOnlyParam(i) {
				return false
			}
		case ir.OpCall:
			cf := calledFunc(i)
			if cf == nil {
				return false
			}
			if ignoredIntrinsic(cf.Name) {
				continue
			}
			if k := memIntrinsic(cf.Name); (k == "memcpy" || k == "memmove") && u.Index == 2 {
				continue
			}
			if u.Index >= 1 && i.Attrs().Param(u.Index-1).Has(ir.AttrByVal) {
				continue
			}
			return false
		default:
			return false
		}
	}
	return true
}

// byValAttrs gives the derivative parameters (or call arguments) standing
// for a byval parameter of src, and its shadow when the pattern has one,
// src's byval and align attributes: the callee gets its own copy of the
// pointee and of its tangent. lead parameters come first.
func byValAttrs(dst *ir.AttrList, src *ir.AttrList, n int, pattern []bool, lead int) {
	at := lead
	for k := 0; k < n; k++ {
		ps := src.Param(k)
		bv, ok := ps.Get(ir.AttrByVal)
		var set ir.AttrSet
		if ok {
			set = ir.AttrSet{bv}
			if al, ok := ps.Get(ir.AttrAlign); ok {
				set = append(set, al)
			}
			dst.SetParam(at, dst.Param(at).Without(ir.AttrByVal).Without(ir.AttrAlign).With(set[0]))
			if len(set) > 1 {
				dst.SetParam(at, dst.Param(at).With(set[1]))
			}
		}
		at++
		if pattern[k] {
			if ok {
				for _, a := range set {
					dst.SetParam(at, dst.Param(at).With(a))
				}
			}
			at++
		}
	}
}
