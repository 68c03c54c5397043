package interp

import (
	"math"

	"github.com/irfix/irfix/ir"
)

// The parts of the C++ runtime (Itanium ABI, libstdc++ names) and of the
// compiler runtime that ordinary programs call: operator new/delete,
// static-local guards, atexit registration of destructors, dynamic_cast,
// and complex multiplication/division. Exceptions are in eh.go.

var cxxFuncs = map[string]builtinFn{
	"_Znwm":                  bNew,
	"_Znam":                  bNew,
	"_ZnwmRKSt9nothrow_t":    bNew,
	"_ZnamRKSt9nothrow_t":    bNew,
	"_ZnwmSt11align_val_t":   bNew,
	"_ZnamSt11align_val_t":   bNew,
	"_ZdlPv":                 bDelete,
	"_ZdaPv":                 bDelete,
	"_ZdlPvm":                bDelete,
	"_ZdaPvm":                bDelete,
	"_ZdlPvSt11align_val_t":  bDelete,
	"_ZdaPvSt11align_val_t":  bDelete,
	"_ZdlPvmSt11align_val_t": bDelete,
	"_ZdaPvmSt11align_val_t": bDelete,
	"__cxa_atexit":           bCxaAtexit,
	"__cxa_guard_acquire":    bGuardAcquire,
	"__cxa_guard_release":    bGuardRelease,
	"__cxa_guard_abort":      func(*Machine, *callCtx) (V, error) { return V{}, nil },
	"__cxa_pure_virtual": func(*Machine, *callCtx) (V, error) {
		return V{}, ub("pure virtual function called")
	},
	"__cxa_deleted_virtual": func(*Machine, *callCtx) (V, error) {
		return V{}, ub("deleted virtual function called")
	},
	"__dynamic_cast":           bDynamicCast,
	"__cxa_allocate_exception": bNew,
	"__cxa_bad_typeid":         bUnsupportedThrow,
	"__cxa_bad_cast":           bUnsupportedThrow,
}

// bUnsupportedThrow stands for the runtime functions that throw
// std::bad_cast / std::bad_typeid, which the interpreter does not model.
func bUnsupportedThrow(_ *Machine, c *callCtx) (V, error) {
	return V{}, unsupported("%s (throwing std::bad_cast/std::bad_typeid)", c.name)
}

func bNew(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[0], c.types[0])
	if err != nil {
		return V{}, err
	}
	a, err := m.malloc(n, false, "operator new")
	return V{U: a}, err
}

func bDelete(m *Machine, c *callCtx) (V, error) { return V{}, m.free(c.args[0], "operator delete") }

func bCxaAtexit(m *Machine, c *callCtx) (V, error) {
	m.atexit = append(m.atexit, atexitEntry{fn: c.args[0].U, arg: c.args[1], has: true})
	return V{}, nil
}

func bGuardAcquire(m *Machine, c *callCtx) (V, error) {
	v, err := m.loadTyped(ir.I8, c.args[0].U, c.name)
	if err != nil {
		return V{}, err
	}
	if v.U != 0 && !v.bad() {
		return V{}, nil
	}
	return V{U: 1}, nil
}

func bGuardRelease(m *Machine, c *callCtx) (V, error) {
	return V{}, m.storeTyped(ir.I8, c.args[0].U, V{U: 1}, c.name)
}

// dynamic_cast (Itanium ABI). Type information objects are recognised by
// their vtable pointer: __cxxabiv1::__class_type_info (no bases),
// __si_class_type_info (one public non-virtual base at offset 0) and
// __vmi_class_type_info (base list with offsets and flags).

type tiKind int

const (
	tiUnknown tiKind = iota
	tiClass
	tiSI
	tiVMI
)

func (m *Machine) readPtr(addr uint64) (uint64, error) {
	v, err := m.loadTyped(ir.Ptr, addr, "dynamic_cast")
	if err != nil {
		return 0, err
	}
	if v.bad() {
		return 0, ub("dynamic_cast reads an undefined pointer")
	}
	return v.U, nil
}

func (m *Machine) readI64(addr uint64) (int64, error) {
	v, err := m.loadTyped(ir.I64, addr, "dynamic_cast")
	if err != nil {
		return 0, err
	}
	return int64(v.U), nil
}

func (m *Machine) tiKindOf(ti uint64) (tiKind, error) {
	vp, err := m.readPtr(ti)
	if err != nil {
		return tiUnknown, err
	}
	for name, k := range map[string]tiKind{
		"_ZTVN10__cxxabiv117__class_type_infoE":     tiClass,
		"_ZTVN10__cxxabiv120__si_class_type_infoE":  tiSI,
		"_ZTVN10__cxxabiv121__vmi_class_type_infoE": tiVMI,
	} {
		if g := m.mod.Global(name); g != nil && vp == m.gaddr[g]+16 {
			return k, nil
		}
	}
	return tiUnknown, nil
}

// sameType compares type_info objects by address, then by name.
func (m *Machine) sameType(a, b uint64) bool {
	if a == b {
		return true
	}
	na, err1 := m.readPtr(a + 8)
	nb, err2 := m.readPtr(b + 8)
	if err1 != nil || err2 != nil {
		return false
	}
	sa, err1 := m.mem.cString(na, "type name")
	sb, err2 := m.mem.cString(nb, "type name")
	return err1 == nil && err2 == nil && sa == sb && sa != "" && sa[0] != '*'
}

type subobject struct {
	ti     uint64
	addr   uint64
	public bool
	path   []uint64 // addresses of the subobjects above it (most derived first)
}

// subobjects lists every base-class subobject of the object at addr whose
// dynamic type is described by ti (the object itself first).
func (m *Machine) subobjects(ti, addr uint64, public bool, path []uint64, depth int, out *[]subobject) error {
	if depth > 64 {
		return unsupported("dynamic_cast: class hierarchy too deep")
	}
	*out = append(*out, subobject{ti, addr, public, path})
	k, err := m.tiKindOf(ti)
	if err != nil {
		return err
	}
	sub := append(append([]uint64(nil), path...), addr)
	switch k {
	case tiClass:
		return nil
	case tiSI:
		base, err := m.readPtr(ti + 16)
		if err != nil {
			return err
		}
		return m.subobjects(base, addr, public, sub, depth+1, out)
	case tiVMI:
		cnt, err := m.loadTyped(ir.I32, ti+20, "dynamic_cast")
		if err != nil {
			return err
		}
		for i := uint64(0); i < cnt.U&0xffff; i++ {
			bi := ti + 24 + 16*i
			base, err := m.readPtr(bi)
			if err != nil {
				return err
			}
			of, err := m.readI64(bi + 8)
			if err != nil {
				return err
			}
			off := of >> 8
			baddr := addr + uint64(off)
			if of&1 != 0 { // virtual base: the offset is in the vtable
				vptr, err := m.readPtr(addr)
				if err != nil {
					return err
				}
				vo, err := m.readI64(vptr + uint64(off))
				if err != nil {
					return err
				}
				baddr = addr + uint64(vo)
			}
			if err := m.subobjects(base, baddr, public && of&2 != 0, sub, depth+1, out); err != nil {
				return err
			}
		}
		return nil
	}
	return unsupported("dynamic_cast: unrecognised type_info (not a __class_type_info)")
}

func bDynamicCast(m *Machine, c *callCtx) (V, error) {
	src, srcTI, dstTI := c.args[0].U, c.args[1].U, c.args[2].U
	if src == 0 {
		return V{}, nil
	}
	vptr, err := m.readPtr(src)
	if err != nil {
		return V{}, err
	}
	top, err := m.readI64(vptr - 16)
	if err != nil {
		return V{}, err
	}
	whole := src + uint64(top)
	wvptr, err := m.readPtr(whole)
	if err != nil {
		return V{}, err
	}
	dynTI, err := m.readPtr(wvptr - 8)
	if err != nil {
		return V{}, err
	}
	var subs []subobject
	if err := m.subobjects(dynTI, whole, true, nil, 0, &subs); err != nil {
		return V{}, err
	}
	// The source subobject must be a public base of the whole object for
	// a cross cast; downcasts need a dst subobject that contains it
	// publicly.
	srcPublic := false
	for _, s := range subs {
		if s.addr == src && m.sameType(s.ti, srcTI) && s.public {
			srcPublic = true
		}
	}
	var down, all []uint64
	for _, s := range subs {
		if !m.sameType(s.ti, dstTI) {
			continue
		}
		if s.public || s.addr == whole {
			all = appendUnique(all, s.addr)
		}
		// Does this dst subobject contain src publicly?
		for _, t := range subs {
			if t.addr == src && m.sameType(t.ti, srcTI) && t.public && contains(t.path, s.addr) {
				down = appendUnique(down, s.addr)
			}
		}
	}
	switch {
	case len(down) == 1:
		return V{U: down[0]}, nil
	case len(down) > 1:
		return V{}, nil
	case srcPublic && len(all) == 1:
		return V{U: all[0]}, nil
	}
	return V{}, nil
}

func appendUnique(s []uint64, v uint64) []uint64 {
	for _, x := range s {
		if x == v {
			return s
		}
	}
	return append(s, v)
}

func contains(s []uint64, v uint64) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// Complex arithmetic (compiler runtime), following C11 Annex G: the naive
// formula, with the recovery of infinities when it yields NaN+NaN·i.

func retComplex(c *callCtx, f *ffmt, re, im float64) V {
	return aggV([]V{{U: f.fromF64(re)}, {U: f.fromF64(im)}})
}

func complexArgs(c *callCtx, f *ffmt) ([4]float64, error) {
	var x [4]float64
	if len(c.args) != 4 {
		return x, unsupported("%s with %d arguments", c.name, len(c.args))
	}
	for i := range x {
		if c.args[i].bad() {
			return x, ub("%s of an undefined value", c.name)
		}
		x[i] = f.toF64(c.args[i].U)
	}
	return x, nil
}

func narrow(f *ffmt, x float64) float64 { return f.toF64(f.fromF64(x)) }

func bComplexMul(f *ffmt) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		x, err := complexArgs(c, f)
		if err != nil {
			return V{}, err
		}
		a, b, cc, d := x[0], x[1], x[2], x[3]
		ac, bd := narrow(f, a*cc), narrow(f, b*d)
		ad, bc := narrow(f, a*d), narrow(f, b*cc)
		re, im := narrow(f, ac-bd), narrow(f, ad+bc)
		if re != re && im != im {
			recalc := false
			isInf := func(v float64) bool { return math.IsInf(v, 0) }
			box := func(v float64) float64 {
				if isInf(v) {
					return math.Copysign(1, v)
				}
				return math.Copysign(0, v)
			}
			nan0 := func(v float64) float64 {
				if v != v {
					return math.Copysign(0, v)
				}
				return v
			}
			if isInf(a) || isInf(b) {
				a, b = box(a), box(b)
				cc, d = nan0(cc), nan0(d)
				recalc = true
			}
			if isInf(cc) || isInf(d) {
				cc, d = box(cc), box(d)
				a, b = nan0(a), nan0(b)
				recalc = true
			}
			if !recalc && (isInf(ac) || isInf(bd) || isInf(ad) || isInf(bc)) {
				a, b, cc, d = nan0(a), nan0(b), nan0(cc), nan0(d)
				recalc = true
			}
			if recalc {
				re = math.Inf(1) * (a*cc - b*d)
				im = math.Inf(1) * (a*d + b*cc)
			}
		}
		return retComplex(c, f, re, im), nil
	}
}

func bComplexDiv(f *ffmt) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		x, err := complexArgs(c, f)
		if err != nil {
			return V{}, err
		}
		a, b, cc, d := x[0], x[1], x[2], x[3]
		ilogbw := 0
		logbw := math.Logb(math.Max(math.Abs(cc), math.Abs(d)))
		if !math.IsInf(logbw, 0) && logbw == logbw {
			ilogbw = int(logbw)
			cc = math.Ldexp(cc, -ilogbw)
			d = math.Ldexp(d, -ilogbw)
		}
		denom := cc*cc + d*d
		re := math.Ldexp((a*cc+b*d)/denom, -ilogbw)
		im := math.Ldexp((b*cc-a*d)/denom, -ilogbw)
		if re != re && im != im {
			isInf := func(v float64) bool { return math.IsInf(v, 0) }
			isFinite := func(v float64) bool { return !isInf(v) && v == v }
			box := func(v float64) float64 {
				if isInf(v) {
					return math.Copysign(1, v)
				}
				return math.Copysign(0, v)
			}
			switch {
			case denom == 0 && (a == a || b == b):
				re = math.Copysign(math.Inf(1), cc) * a
				im = math.Copysign(math.Inf(1), cc) * b
			case (isInf(a) || isInf(b)) && isFinite(cc) && isFinite(d):
				a, b = box(a), box(b)
				re = math.Inf(1) * (a*cc + b*d)
				im = math.Inf(1) * (b*cc - a*d)
			case isInf(logbw) && logbw > 0 && isFinite(a) && isFinite(b):
				cc, d = box(cc), box(d)
				re = 0 * (a*cc + b*d)
				im = 0 * (b*cc - a*d)
			}
		}
		return retComplex(c, f, re, im), nil
	}
}

func bPowi2(_ *Machine, c *callCtx) (V, error) {
	f := fmtOf(c.types[0])
	if f == nil {
		return V{}, unsupported("%s on %s", c.name, c.types[0])
	}
	x := f.toF64(c.args[0].U)
	n := int64(int32(c.args[1].U))
	r := 1.0
	neg := n < 0
	if neg {
		n = -n
	}
	for {
		if n&1 != 0 {
			r = narrow(f, r*x)
		}
		n >>= 1
		if n == 0 {
			break
		}
		x = narrow(f, x*x)
	}
	if neg {
		r = 1 / r
	}
	return V{U: f.fromF64(r)}, nil
}
