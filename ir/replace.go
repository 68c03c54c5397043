package ir

// MapConstant rebuilds c with every sub-constant x replaced by f(x) when
// f returns a different value (f is applied bottom-up, then to the rebuilt
// node). Unchanged subtrees are returned as they are, so constants stay
// shared.
func MapConstant(c Constant, f func(Constant) Constant) Constant {
	if c == nil {
		return nil
	}
	var out Constant = c
	switch x := c.(type) {
	case *ConstAggregate:
		if el, changed := mapConsts(x.Elems, f); changed {
			out = &ConstAggregate{Typ: x.Typ, Elems: el}
		}
	case *ConstSplat:
		if e := MapConstant(x.Elem, f); e != x.Elem {
			out = &ConstSplat{Typ: x.Typ, Elem: e}
		}
	case *ConstExpr:
		if ops, changed := mapConsts(x.Operands, f); changed {
			n := *x
			n.Operands = ops
			out = &n
		}
	case *DSOLocalEquivalent:
		if g, ok := MapConstant(x.GV, f).(GlobalValue); ok && g != x.GV {
			out = &DSOLocalEquivalent{GV: g}
		}
	case *NoCFIValue:
		if g, ok := MapConstant(x.GV, f).(GlobalValue); ok && g != x.GV {
			out = &NoCFIValue{GV: g}
		}
	case *ConstPtrAuth:
		n := *x
		n.Ptr, n.Key, n.Disc, n.AddrDisc = MapConstant(x.Ptr, f), MapConstant(x.Key, f), MapConstant(x.Disc, f), MapConstant(x.AddrDisc, f)
		n.DeactivationSymbol = MapConstant(x.DeactivationSymbol, f)
		if n != *x {
			out = &n
		}
	}
	return f(out)
}

func mapConsts(cs []Constant, f func(Constant) Constant) ([]Constant, bool) {
	var out []Constant
	for i, c := range cs {
		n := MapConstant(c, f)
		if n != c && out == nil {
			out = append([]Constant(nil), cs...)
		}
		if out != nil {
			out[i] = n
		}
	}
	if out == nil {
		return cs, false
	}
	return out, true
}

// ReplaceAllUses replaces every use of the global value old by new across
// the module: instruction operands (also inside constant expressions),
// initializers, aliasees, resolvers, personality/prefix/prologue constants
// and metadata wrapping values.
func (m *Module) ReplaceAllUses(old GlobalValue, new Constant) {
	sub := func(c Constant) Constant {
		if c == Constant(old) {
			return new
		}
		return c
	}
	mc := func(c Constant) Constant { return MapConstant(c, sub) }
	for _, g := range m.Globals {
		g.Init = mc(g.Init)
	}
	for _, a := range m.Aliases {
		a.Aliasee = mc(a.Aliasee)
	}
	for _, i := range m.IFuncs {
		i.Resolver = mc(i.Resolver)
	}
	for _, f := range m.Funcs {
		f.Personality, f.Prefix, f.Prologue = mc(f.Personality), mc(f.Prefix), mc(f.Prologue)
		f.Instrs(func(i *Instr) {
			for n, v := range i.operands {
				if c, ok := v.(Constant); ok {
					if nc := mc(c); nc != c {
						i.SetOperand(n, nc)
					}
				}
			}
		})
	}
	// Any remaining tracked uses (e.g. constants not reached above).
	ReplaceAllUsesWith(old, new)
}

// ReplaceMetadataUses makes the function-local metadata of f that wraps a
// key of repl (debug record locations, `metadata` call arguments, their
// DIArgLists) wrap its value instead, in one walk over f for all of repl.
// ReplaceAllUsesWith covers instruction operands only: an instruction
// replaced and erased without this leaves debug info pointing at it,
// which no reader accepts. A replacement that is itself a key of repl
// (a cast of a cast, both replaced) is followed to its final value.
func (f *Func) ReplaceMetadataUses(repl map[*Instr]Value) {
	if len(repl) == 0 {
		return
	}
	final := func(v Value) Value {
		for range len(repl) + 1 {
			i, ok := v.(*Instr)
			if !ok {
				return v
			}
			to, ok := repl[i]
			if !ok {
				return v
			}
			v = to
		}
		return v
	}
	fix := func(md Metadata) {
		switch x := md.(type) {
		case *ValueAsMetadata:
			x.V = final(x.V)
		case *DIArgList:
			for _, a := range x.Args {
				a.V = final(a.V)
			}
		}
	}
	f.Instrs(func(i *Instr) {
		for _, r := range i.DbgRecords() {
			for _, op := range r.Ops {
				fix(op)
			}
		}
		for _, v := range i.operands {
			if mv, ok := v.(*MetadataValue); ok {
				fix(mv.MD)
			}
		}
	})
}
