package enzyme

import (
	"fmt"
	"strings"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/ir"
)

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
	if call.Attrs().Param(0).Has(ir.AttrSRet) {
		a, _ := call.Attrs().Param(0).Get(ir.AttrSRet)
		s.sret, s.sretTy = argv[0], a.Type
		first = 1
	}
	if len(argv) <= first {
		return nil, bad("too few arguments: no function to differentiate (Enzyme: NoFunctionToDifferentiate)")
	}
	s.fn = funcOf(argv[first])
	if s.fn == nil {
		return nil, bad("the first argument is not a function (found %s) (Enzyme: NoFunctionToDifferentiate)", describe(argv[first]))
	}
	if s.fn.IsDeclaration() {
		return nil, bad("@%s has no body to differentiate (Enzyme: EmptyFunctionToDifferentiate)", s.fn.Name)
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
				return nil, bad("enzyme_width is given twice (Enzyme: IllegalVectorWidth)")
			}
			widthSeen = true
			if i+1 >= len(argv) {
				return nil, bad("enzyme_width must be followed by a constant integer; the list ends (Enzyme: MissingVectorWidth)")
			}
			c, ok := argv[i+1].(*ir.ConstInt)
			if !ok || c.Signed() < 1 || c.Signed() > 64 {
				return nil, bad("enzyme_width must be followed by a constant integer from 1 to 64; found %s (Enzyme: IllegalVectorWidth)", describe(argv[i+1]))
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
					return nil, bad("%s must be followed by an integer byte offset (Enzyme: IllegalVectorOffset)", name)
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
				return nil, bad("too few arguments: %s ends the list (Enzyme: EnzymeCallingError)", name)
			}
			v = argv[i]
			name, isMarker = markerName(v)
		}
		if skip {
			continue
		}
		if truei >= len(params) {
			return nil, bad("too many arguments: @%s has %d parameters; extra argument %s (Enzyme: TooManyArgs)", s.fn.Name, len(params), describe(v))
		}
		pt := params[truei]
		if !haveAct {
			act = defaultActivity(pt, s.mode)
		}
		prim, err := convertArg(bd, v, pt)
		if err != nil {
			return nil, bad("argument %d of @%s: %v (Enzyme: IllegalArgCast)", truei, s.fn.Name, err)
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
					return nil, bad("too few arguments: missing the shadow of argument %d of @%s (%s) (Enzyme: MissingArgShadow)", truei, s.fn.Name, pt)
				}
				if !argv[i].Type().IsPtr() {
					return nil, bad("the shadow of argument %d of @%s given with %s must be a pointer; found %s", truei, s.fn.Name, vname, describe(argv[i]))
				}
				a.vbase, a.vstride = argv[i], vstride
			} else {
				for k := 0; k < s.width; k++ {
					i++
					if i >= len(argv) {
						return nil, bad("too few arguments: missing shadow %d of argument %d of @%s (%s) (Enzyme: MissingArgShadow)", k+1, truei, s.fn.Name, pt)
					}
					if mn, ok := markerName(argv[i]); ok {
						return nil, bad("argument %d of @%s needs a shadow of type %s; found marker %s (Enzyme: MissingArgShadow)", truei, s.fn.Name, pt, mn)
					}
					sh, err := convertArg(bd, argv[i], pt)
					if err != nil {
						return nil, bad("shadow of argument %d of @%s: %v (Enzyme: IllegalArgCast)", truei, s.fn.Name, err)
					}
					a.shadows = append(a.shadows, sh)
				}
			}
		}
		s.args = append(s.args, a)
		truei++
	}
	if truei < len(params) {
		return nil, bad("too few arguments: @%s has %d parameters, the call gives %d (Enzyme: EnzymeInsufficientArgs)", s.fn.Name, len(params), truei)
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
				return nil, bad("enzyme_width is given twice (Enzyme: IllegalVectorWidth)")
			}
			widthSeen = true
			if i+1 >= len(argv) {
				return nil, bad("enzyme_width must be followed by a constant integer; the list ends (Enzyme: MissingVectorWidth)")
			}
			c, ok := argv[i+1].(*ir.ConstInt)
			if !ok || c.Signed() < 1 || c.Signed() > 64 {
				return nil, bad("enzyme_width must be followed by a constant integer from 1 to 64; found %s (Enzyme: IllegalVectorWidth)", describe(argv[i+1]))
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
					return nil, bad("enzyme_buffer must be followed by an integer byte offset (Enzyme: IllegalVectorOffset)")
				}
				vector, stride = true, argv[i]
			default:
				return nil, bad("%s in a batch call (Enzyme: illegal enzyme metadata classification)", name)
			}
			i++
			if i >= len(argv) {
				return nil, bad("too few arguments: %s ends the list (Enzyme: EnzymeCallingError)", name)
			}
		}
		if truei >= len(params) {
			return nil, bad("too many arguments: @%s has %d parameters; extra argument %s (Enzyme: TooManyArgs)", s.fn.Name, len(params), describe(argv[i]))
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
					return nil, bad("too few arguments: missing lane %d of argument %d of @%s (%s) (Enzyme: MissingVectorArg)", k, truei, s.fn.Name, pt)
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
				return nil, bad("argument %d of @%s: %v (Enzyme: IllegalArgCast)", truei, s.fn.Name, err)
			}
			a.primal = v
		}
		s.args = append(s.args, a)
		truei++
	}
	if truei < len(params) {
		return nil, bad("too few arguments: @%s has %d parameters, the call gives %d (Enzyme: EnzymeInsufficientArgs)", s.fn.Name, len(params), truei)
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
		r.SetCC(s.fn.CC)
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
