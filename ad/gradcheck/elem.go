package gradcheck

import "github.com/irfix/irfix/ir"

// accessElem tells the element type of the memory p points to from what
// f (and the functions it passes p to) loads and stores through p or
// pointers derived from it: double if any access is a double (or a
// vector of them), else float, else the first integer type; nil when
// nothing is accessed. At -O0 the parameter is first spilled to an
// alloca; pointers reloaded from that slot count as p.
func accessElem(f *ir.Func, p *ir.Param, depth int) *ir.Type {
	derived := derivedFrom(f, p, 0)
	var sawFloat, sawDouble bool
	var firstInt *ir.Type
	note := func(t *ir.Type) {
		t = t.Scalar()
		switch {
		case t.Kind == ir.DoubleKind:
			sawDouble = true
		case t.Kind == ir.FloatKind:
			sawFloat = true
		case t.IsInt() && firstInt == nil:
			firstInt = t
		}
	}
	f.Instrs(func(in *ir.Instr) {
		ops := in.Operands()
		switch in.Op {
		case ir.OpLoad:
			if derived[ops[0]] {
				note(in.Typ)
			}
		case ir.OpStore:
			if derived[ops[1]] && !derived[ops[0]] {
				note(ops[0].Type())
			}
		case ir.OpCall:
			callee, ok := in.Callee().(*ir.Func)
			if !ok || callee.IsDeclaration() || depth > 3 {
				return
			}
			for k, a := range in.Args() {
				if derived[a] && k < len(callee.Params) {
					if t := accessElem(callee, callee.Params[k], depth+1); t != nil {
						note(t)
					}
				}
			}
		}
	})
	switch {
	case sawDouble:
		return ir.Double
	case sawFloat:
		return ir.Float
	}
	return firstInt
}

// derivedFrom is the set of values that are p, a pointer computed from p
// (GEP, phi, select, casts), or reloaded from an alloca p was stored to.
// With level 1 it is instead the pointers loaded from that set (the rows
// of a double **).
func derivedFrom(f *ir.Func, p ir.Value, level int) map[ir.Value]bool {
	same := map[ir.Value]bool{p: true}
	slots := map[ir.Value]bool{}
	grow := func(set map[ir.Value]bool) bool {
		changed := false
		f.Instrs(func(in *ir.Instr) {
			if set[in] {
				return
			}
			ops := in.Operands()
			switch in.Op {
			case ir.OpGetElementPtr, ir.OpBitCast, ir.OpAddrSpaceCast:
				if set[ops[0]] {
					set[in], changed = true, true
				}
			case ir.OpPhi:
				for _, o := range ops {
					if set[o] && in.Typ.IsPtr() {
						set[in], changed = true, true
						break
					}
				}
			case ir.OpSelect:
				if (set[ops[1]] || set[ops[2]]) && in.Typ.IsPtr() {
					set[in], changed = true, true
				}
			case ir.OpLoad:
				if slots[ops[0]] && in.Typ.IsPtr() {
					set[in], changed = true, true
				}
			}
		})
		return changed
	}
	for changed := true; changed; {
		changed = grow(same)
		f.Instrs(func(in *ir.Instr) {
			ops := in.Operands()
			if in.Op == ir.OpStore && same[ops[0]] && !slots[ops[1]] {
				if a, ok := ops[1].(*ir.Instr); ok && a.Op == ir.OpAlloca {
					slots[a], changed = true, true
				}
			}
		})
	}
	if level == 0 {
		return same
	}
	rows := map[ir.Value]bool{}
	f.Instrs(func(in *ir.Instr) {
		if in.Op == ir.OpLoad && same[in.Operands()[0]] && in.Typ.IsPtr() && !same[in] {
			rows[in] = true
		}
	})
	slots = map[ir.Value]bool{}
	for changed := true; changed; {
		changed = grow(rows)
		f.Instrs(func(in *ir.Instr) {
			ops := in.Operands()
			if in.Op == ir.OpStore && rows[ops[0]] && !slots[ops[1]] {
				if a, ok := ops[1].(*ir.Instr); ok && a.Op == ir.OpAlloca {
					slots[a], changed = true, true
				}
			}
		})
	}
	return rows
}

// defaultElem is the element type assumed when accesses do not tell:
// float for a function returning float, else double.
func defaultElem(f *ir.Func) *ir.Type {
	if f.Sig.Ret.Kind == ir.FloatKind {
		return ir.Float
	}
	return ir.Double
}

// rowsElem is the element type of the rows a double ** parameter points
// to (double when nothing tells).
func rowsElem(f *ir.Func, p *ir.Param) *ir.Type {
	rows := derivedFrom(f, p, 1)
	var t *ir.Type
	f.Instrs(func(in *ir.Instr) {
		if t != nil {
			return
		}
		ops := in.Operands()
		switch {
		case in.Op == ir.OpLoad && rows[ops[0]] && in.Typ.Scalar().IsFloat():
			t = in.Typ.Scalar()
		case in.Op == ir.OpStore && rows[ops[1]] && ops[0].Type().Scalar().IsFloat():
			t = ops[0].Type().Scalar()
		}
	})
	if t == nil {
		return ir.Double
	}
	return t
}
