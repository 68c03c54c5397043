package interp

import (
	"errors"
	"runtime"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// builtinFn implements an external function (libc, libm, the C++ runtime)
// or an intrinsic in Go.
type builtinFn func(m *Machine, c *callCtx) (V, error)

// callCtx is what a builtin sees of its call.
type callCtx struct {
	fr    *frame // the calling frame (nil when called from Go)
	args  []V
	types []*ir.Type
	byval []*ir.Type
	site  *ir.Type // the call-site function type
	name  string
}

func (c *callCtx) ret() *ir.Type { return c.site.Ret }

func asExit(err error, ex **ExitError) bool { return errors.As(err, ex) }

// funcAt returns the function whose address p holds.
func (m *Machine) funcAt(p V) (*function, error) {
	if p.isPoison() {
		return nil, ub("call through a poison function pointer")
	}
	if p.bad() {
		return nil, ub("call through an undefined function pointer")
	}
	if p.U == 0 {
		return nil, ub("call through a null function pointer")
	}
	o := m.mem.object(p.U)
	if o == nil || o.kind != objFunc || p.U != o.base {
		if o != nil && o.kind == objFunc {
			return nil, ub("call through 0x%x, which points into a function but not at its start", p.U)
		}
		return nil, ub("call through 0x%x, which is not the address of a function", p.U)
	}
	return o.fn, nil
}

// callInst executes a call or invoke instruction.
func (m *Machine) callInst(fr *frame, in *inst) (V, error) {
	ci := in.x.call
	if ci.inlineAs != "" {
		return V{}, nil
	}
	fn := ci.direct
	if fn == nil {
		var err error
		if fn, err = m.funcAt(fr.regs[ci.callee]); err != nil {
			return V{}, err
		}
		if err := m.checkSig(ci.fnType, fn); err != nil {
			return V{}, err
		}
	} else if ci.sigErr != nil {
		return V{}, ci.sigErr
	}
	n := len(ci.args)
	args, err := m.pushRegs(n)
	if err != nil {
		return V{}, err
	}
	defer m.popRegs(n)
	for i, s := range ci.args {
		if s < 0 {
			args[i] = V{}
			continue
		}
		v := fr.regs[s]
		if v.X != nil && ci.noundef[i] && (v.X.poison || (v.X.elems == nil && v.X.undef == ^uint64(0))) {
			what := "poison"
			if !v.X.poison {
				what = "an undefined value"
			}
			return V{}, ub("argument %d is %s but the parameter is noundef", i+1, what)
		}
		args[i] = v
	}
	if fn.builtin != nil {
		return m.callBuiltin(fn, &callCtx{fr: fr, args: args, types: ci.types, byval: ci.byval, site: ci.fnType, name: fn.name})
	}
	return m.enter(fn, args, ci.types, ci.byval)
}

// callDirect calls fn with argument values (from Go: Call, callbacks).
func (m *Machine) callDirect(fn *function, args []V, types []*ir.Type, fr *frame) (V, error) {
	byval := make([]*ir.Type, len(args))
	if !fn.ir.IsDeclaration() {
		for i := range fn.ir.Params {
			if i < len(byval) {
				if a, ok := fn.ir.Attrs.Param(i).Get(ir.AttrByVal); ok {
					byval[i] = a.Type
				}
			}
		}
	}
	if fn.builtin != nil {
		site := ir.FuncOf(fn.ir.Sig.Ret, types, false)
		return m.callBuiltin(fn, &callCtx{fr: fr, args: args, types: types, byval: byval, site: site, name: fn.name})
	}
	return m.enter(fn, args, types, byval)
}

// callBuiltin runs a built-in (C library function or intrinsic). A module
// may declare one with fewer parameters than the function reads
// (`declare ptr @malloc()`): natively the callee reads whatever the
// argument registers hold, which is undefined behaviour, reported as such
// here instead of as an interpreter failure.
func (m *Machine) callBuiltin(fn *function, c *callCtx) (v V, err error) {
	defer func() {
		if r := recover(); r != nil {
			// Only an index past the end of the argument list is the
			// program's fault; anything else is the interpreter's.
			re, ok := r.(runtime.Error)
			if !ok || !strings.Contains(re.Error(), "index out of range") ||
				!strings.HasSuffix(re.Error(), " with length "+strconv.Itoa(len(c.args))) {
				panic(r)
			}
			v, err = V{}, ub("@%s called with %d arguments, fewer than the C library function or intrinsic reads", fn.name, len(c.args))
		}
	}()
	return fn.builtin(m, c)
}

// callPointer calls the function at addr with no argument or one pointer
// argument (atexit handlers, constructors).
func (m *Machine) callPointer(addr uint64, arg V, hasArg bool) (V, error) {
	fn, err := m.funcAt(V{U: addr})
	if err != nil {
		return V{}, err
	}
	var args []V
	var types []*ir.Type
	if hasArg || len(fn.ir.Sig.Params()) > 0 {
		args = []V{arg}
		types = []*ir.Type{ir.Ptr}
	}
	if len(args) != len(fn.ir.Sig.Params()) && !fn.ir.Sig.Variadic {
		return V{}, &RunError{Class: ErrUB, Func: fn.name, Msg: "registered constructor/destructor/atexit handler has an unexpected signature " + fn.ir.Sig.String()}
	}
	return m.callDirect(fn, args, types, nil)
}

// hostFrameCost is what one nested call costs the host beyond the
// program's own memory: the Go stack of run (measured at about 4.6 KiB).
const hostFrameCost = 5 << 10

// enter runs a defined function.
func (m *Machine) enter(fn *function, args []V, types []*ir.Type, byval []*ir.Type) (V, error) {
	if fn.ir.IsDeclaration() {
		return V{}, unsupported("call to external function @%s, which the interpreter does not provide", fn.name)
	}
	fc, err := m.code(fn)
	if err != nil {
		return V{}, &RunError{Class: classOf(err), Func: fn.name, Msg: "cannot decode the function: " + msgOf(err)}
	}
	if m.depth >= m.maxDepth {
		return V{}, memLimit("call depth exceeds %d frames (runaway recursion?)", m.maxDepth)
	}
	regs, err := m.pushRegs(fc.nregs)
	if err != nil {
		return V{}, err
	}
	copy(regs, fc.consts)
	for len(m.frames) <= m.depth {
		m.frames = append(m.frames, &frame{})
	}
	fr := m.frames[m.depth]
	*fr = frame{fc: fc, regs: regs, allocs: fr.allocs[:0]}
	np := len(fc.params)
	if len(args) < np {
		m.popRegs(fc.nregs)
		return V{}, ub("@%s called with %d arguments, it has %d parameters", fn.name, len(args), np)
	}
	for i := 0; i < len(args); i++ {
		v := args[i]
		if i < len(byval) && byval[i] != nil {
			cp, err := m.byvalCopy(fr, byval[i], v)
			if err != nil {
				m.releaseFrame(fr)
				m.popRegs(fc.nregs)
				return V{}, err
			}
			v = cp
		}
		if i < np {
			regs[fc.params[i]] = v
		} else {
			fr.varargs = append(fr.varargs, v)
			fr.varTypes = append(fr.varTypes, types[i])
			var bv *ir.Type
			if i < len(byval) {
				bv = byval[i]
			}
			fr.varByval = append(fr.varByval, bv)
		}
	}
	// The host stack a nested run uses counts against MaxMemory too, and
	// so do the frame's vector and aggregate values (footprint.go).
	if err := m.mem.charge(hostFrameCost); err != nil {
		m.releaseFrame(fr)
		m.popRegs(fc.nregs)
		return V{}, memLimit("the call stack needs more memory than the limit allows (%d nested calls)", m.depth)
	}
	if err := m.mem.charge(fc.valBytes); err != nil {
		m.mem.used -= hostFrameCost
		m.releaseFrame(fr)
		m.popRegs(fc.nregs)
		return V{}, memLimit("the vector and aggregate values of @%s need up to %d bytes, which would exceed the memory limit (%d bytes in use, limit %d)", fn.name, fc.valBytes, m.mem.used, m.mem.limit)
	}
	m.depth++
	v, err := m.run(fr)
	m.depth--
	m.mem.used -= hostFrameCost + fc.valBytes
	m.releaseFrame(fr)
	m.popRegs(fc.nregs)
	return v, err
}

func classOf(err error) error {
	for _, c := range []error{ErrUB, ErrUnsupported, ErrMemoryLimit, ErrStepLimit, ErrTerminate} {
		if errors.Is(err, c) {
			return c
		}
	}
	return ErrUnsupported
}

func msgOf(err error) string {
	var f *fault
	if errors.As(err, &f) {
		return f.msg
	}
	return err.Error()
}

func (m *Machine) releaseFrame(fr *frame) {
	for i := len(fr.allocs) - 1; i >= 0; i-- {
		m.mem.release(fr.allocs[i])
	}
	fr.allocs = fr.allocs[:0]
	fr.varargs, fr.varTypes, fr.varByval = nil, nil, nil
}

// byvalCopy makes the callee's private copy of a byval argument.
func (m *Machine) byvalCopy(fr *frame, t *ir.Type, p V) (V, error) {
	if err := checkPtr(p, "byval argument copy"); err != nil {
		return V{}, err
	}
	size, err := m.layout.Size(t)
	if err != nil {
		return V{}, unsupported("byval of %s: %v", t, err)
	}
	addr, _, err := m.mem.alloc(size, objStack, "byval copy in @"+fr.fc.fn.name, false)
	if err != nil {
		return V{}, err
	}
	fr.allocs = append(fr.allocs, uint32(addr>>offBits))
	if err := m.mem.copyBytes(addr, p.U, size, "byval argument copy"); err != nil {
		return V{}, err
	}
	return V{U: addr}, nil
}

// Varargs follow the x86-64 System V ABI, because that is what clang's
// inline va_arg code (and glibc's vprintf) expects: va_list is
// { i32 gp_offset, i32 fp_offset, ptr overflow_arg_area, ptr reg_save_area }
// and the variadic arguments live in a 176-byte register save area (six
// 8-byte integer slots, then eight 16-byte SSE slots) and an overflow area,
// assigned in argument order the way the caller's registers would be.

const (
	vaGPEnd = 48
	vaFPEnd = 176
)

// vaArea is a built argument area.
type vaArea struct {
	save, overflow uint64
	gp, fp         uint32 // initial offsets
}

// regClass classifies an IR argument type: 'g' one integer register, 'G'
// two integer registers, 's' one SSE register, 'm' memory.
func (m *Machine) regClass(t *ir.Type, byval bool) byte {
	if byval {
		return 'm'
	}
	switch t.Kind {
	case ir.IntKind:
		if t.Bits <= 64 {
			return 'g'
		}
		if t.Bits <= 128 {
			return 'G'
		}
	case ir.PointerKind:
		return 'g'
	case ir.FloatKind, ir.DoubleKind, ir.HalfKind, ir.BFloatKind:
		return 's'
	case ir.VectorKind:
		if n, err := m.layout.StoreSize(t); err == nil && n <= 16 {
			return 's'
		}
	}
	return 'm'
}

// buildVA lays out variadic arguments after fixed parameters of types
// fixed, allocating the areas as stack objects owned by fr (or, when fr is
// nil, returned in ids for the caller to free).
func (m *Machine) buildVA(fixed []*ir.Type, fixedByval []bool, args []V, types, byval []*ir.Type, owner *[]uint32) (vaArea, error) {
	gp, fp := uint32(0), uint32(vaGPEnd)
	for i, t := range fixed {
		switch m.regClass(t, i < len(fixedByval) && fixedByval[i]) {
		case 'g':
			if gp < vaGPEnd {
				gp += 8
			}
		case 'G':
			if gp+16 <= vaGPEnd {
				gp += 16
			}
		case 's':
			if fp < vaFPEnd {
				fp += 16
			}
		}
	}
	var a vaArea
	a.gp, a.fp = gp, fp
	save, so, err := m.mem.alloc(vaFPEnd, objInternal, "va register save area", false)
	if err != nil {
		return a, err
	}
	*owner = append(*owner, uint32(save>>offBits))
	// First pass: size of the overflow area.
	type place struct {
		reg bool
		off uint64
	}
	places := make([]place, len(args))
	var ov uint64
	g, f := gp, fp
	for i, t := range types {
		bv := byval != nil && byval[i] != nil
		switch m.regClass(t, bv) {
		case 'g':
			if g < vaGPEnd {
				places[i] = place{true, uint64(g)}
				g += 8
				continue
			}
			places[i] = place{false, ov}
			ov += 8
		case 'G':
			if g+16 <= vaGPEnd {
				places[i] = place{true, uint64(g)}
				g += 16
				continue
			}
			ov = ir.AlignTo(ov, 16)
			places[i] = place{false, ov}
			ov += 16
		case 's':
			if f < vaFPEnd {
				places[i] = place{true, uint64(f)}
				f += 16
				continue
			}
			sz, _ := m.layout.StoreSize(t)
			al := uint64(8)
			if sz > 8 {
				al = 16
			}
			ov = ir.AlignTo(ov, al)
			places[i] = place{false, ov}
			ov += ir.AlignTo(sz, 8)
		default:
			tt := t
			if bv {
				tt = byval[i]
			}
			sz, err := m.layout.Size(tt)
			if err != nil {
				return a, unsupported("variadic argument of type %s: %v", tt, err)
			}
			al, _ := m.layout.Align(tt)
			if al < 8 {
				al = 8
			}
			ov = ir.AlignTo(ov, al)
			places[i] = place{false, ov}
			ov += ir.AlignTo(sz, 8)
		}
	}
	ovAddr, oo, err := m.mem.alloc(ov, objInternal, "va overflow area", false)
	if err != nil {
		return a, err
	}
	*owner = append(*owner, uint32(ovAddr>>offBits))
	a.save, a.overflow = save, ovAddr
	for i, t := range types {
		p := places[i]
		o := oo
		if p.reg {
			o = so
		}
		if byval != nil && byval[i] != nil {
			sz, _ := m.layout.Size(byval[i])
			if err := checkPtr(args[i], "variadic byval argument"); err != nil {
				return a, err
			}
			base := ovAddr
			if p.reg {
				base = save
			}
			if err := m.mem.copyBytes(base+p.off, args[i].U, sz, "variadic byval argument"); err != nil {
				return a, err
			}
			continue
		}
		if err := m.encode(t, args[i], o, p.off); err != nil {
			return a, err
		}
	}
	return a, nil
}

// vaStart initialises the va_list at ap for frame fr.
func (m *Machine) vaStart(fr *frame, ap V) error {
	if fr == nil || !fr.fc.fn.ir.Sig.Variadic {
		return ub("va_start in a function that is not variadic")
	}
	if fr.vaArea == 0 {
		fixed := fr.fc.fn.ir.Sig.Params()
		fb := make([]bool, len(fixed))
		for i := range fixed {
			fb[i] = fr.fc.fn.ir.Attrs.Param(i).Has(ir.AttrByVal)
		}
		a, err := m.buildVA(fixed, fb, fr.varargs, fr.varTypes, fr.varByval, &fr.allocs)
		if err != nil {
			return err
		}
		// Remember the area in a small internal object so a second
		// va_start reuses it.
		addr, o, err := m.mem.alloc(24, objInternal, "va_start state", false)
		if err != nil {
			return err
		}
		fr.allocs = append(fr.allocs, uint32(addr>>offBits))
		m.writeVAList(o.data, a)
		fr.vaArea = addr
	}
	st := m.mem.object(fr.vaArea)
	if err := checkPtr(ap, "va_start"); err != nil {
		return err
	}
	o, off, err := m.mem.writable(ap.U, 24, "va_start")
	if err != nil {
		return err
	}
	copy(o.data[off:off+24], st.data)
	o.setDefined(off, 24)
	return nil
}

func (m *Machine) writeVAList(b []byte, a vaArea) {
	m.putUint(b[0:], uint64(a.gp), 4)
	m.putUint(b[4:], uint64(a.fp), 4)
	m.putUint(b[8:], a.overflow, 8)
	m.putUint(b[16:], a.save, 8)
}

// vaArg fetches the next variadic argument of type t from the va_list at
// ap (the va_arg instruction, and printf's argument reader).
func (m *Machine) vaArg(t *ir.Type, ap V) (V, error) {
	if err := checkPtr(ap, "va_arg"); err != nil {
		return V{}, err
	}
	o, off, err := m.mem.writable(ap.U, 24, "va_arg")
	if err != nil {
		return V{}, err
	}
	if o.shadow != nil && !shadowClear(o.shadow[off:off+24]) {
		return V{}, ub("va_arg on a va_list that va_start did not initialise")
	}
	b := o.data[off : off+24]
	gp := uint32(m.getUint(b[0:], 4))
	fp := uint32(m.getUint(b[4:], 4))
	ov := m.getUint(b[8:], 8)
	save := m.getUint(b[16:], 8)
	var addr uint64
	switch m.regClass(t, false) {
	case 'g':
		if gp <= vaGPEnd-8 {
			addr = save + uint64(gp)
			m.putUint(b[0:], uint64(gp+8), 4)
		} else {
			addr = ov
			m.putUint(b[8:], ov+8, 8)
		}
	case 'G':
		if gp <= vaGPEnd-16 {
			addr = save + uint64(gp)
			m.putUint(b[0:], uint64(gp+16), 4)
		} else {
			addr = ir.AlignTo(ov, 16)
			m.putUint(b[8:], addr+16, 8)
		}
	case 's':
		if fp <= vaFPEnd-16 {
			addr = save + uint64(fp)
			m.putUint(b[4:], uint64(fp+16), 4)
		} else {
			sz, _ := m.layout.StoreSize(t)
			addr = ov
			if sz > 8 {
				addr = ir.AlignTo(ov, 16)
			}
			m.putUint(b[8:], addr+ir.AlignTo(sz, 8), 8)
		}
	default:
		sz, err := m.layout.Size(t)
		if err != nil {
			return V{}, unsupported("va_arg of %s: %v", t, err)
		}
		al, _ := m.layout.Align(t)
		if al < 8 {
			al = 8
		}
		addr = ir.AlignTo(ov, al)
		m.putUint(b[8:], addr+ir.AlignTo(sz, 8), 8)
	}
	return m.loadTyped(t, addr, "va_arg")
}

// Atomics: the interpreter is single-threaded, so every ordering is
// trivially satisfied.

func (m *Machine) cmpXchg(in *inst, p, cmp, nv V) (V, error) {
	t := in.x.typ
	if err := checkPtr(p, "cmpxchg"); err != nil {
		return V{}, err
	}
	old, err := m.loadTyped(t, p.U, "cmpxchg")
	if err != nil {
		return V{}, err
	}
	if old.bad() || cmp.bad() {
		return V{}, ub("cmpxchg compares an undefined value")
	}
	eq := old.U == cmp.U
	if t.Kind == ir.IntKind && t.Bits > 64 {
		eq = old.bigOf().Cmp(cmp.bigOf()) == 0
	}
	if eq {
		if err := m.storeTyped(t, p.U, nv, "cmpxchg"); err != nil {
			return V{}, err
		}
	}
	return aggV([]V{old, boolV(eq)}), nil
}

func (m *Machine) atomicRMW(in *inst, p, v V) (V, error) {
	t := in.x.typ
	if err := checkPtr(p, "atomicrmw"); err != nil {
		return V{}, err
	}
	old, err := m.loadTyped(t, p.U, "atomicrmw")
	if err != nil {
		return V{}, err
	}
	var nv V
	op := ir.RMWOp(in.x.op)
	switch op {
	case ir.RMWXchg:
		nv = v
	case ir.RMWAdd:
		nv, err = m.binop(ir.OpAdd, 0, t, old, v)
	case ir.RMWSub:
		nv, err = m.binop(ir.OpSub, 0, t, old, v)
	case ir.RMWAnd:
		nv, err = m.binop(ir.OpAnd, 0, t, old, v)
	case ir.RMWOr:
		nv, err = m.binop(ir.OpOr, 0, t, old, v)
	case ir.RMWXor:
		nv, err = m.binop(ir.OpXor, 0, t, old, v)
	case ir.RMWNand:
		nv, err = m.binop(ir.OpAnd, 0, t, old, v)
		if err == nil {
			nv, err = m.binop(ir.OpXor, 0, t, nv, allOnes(t))
		}
	case ir.RMWMax, ir.RMWMin, ir.RMWUMax, ir.RMWUMin:
		pred := map[ir.RMWOp]ir.Pred{ir.RMWMax: ir.ICmpSGT, ir.RMWMin: ir.ICmpSLT, ir.RMWUMax: ir.ICmpUGT, ir.RMWUMin: ir.ICmpULT}[op]
		c := icmpScalar(pred, t.Bits, 0, old, v)
		if c.bad() {
			return V{}, ub("atomicrmw %s on an undefined value", op)
		}
		nv = v
		if c.U == 1 {
			nv = old
		}
	case ir.RMWFAdd:
		nv, err = m.binop(ir.OpFAdd, 0, t, old, v)
	case ir.RMWFSub:
		nv, err = m.binop(ir.OpFSub, 0, t, old, v)
	case ir.RMWFMax, ir.RMWFMin, ir.RMWFMaximum, ir.RMWFMinimum:
		name := map[ir.RMWOp]string{ir.RMWFMax: "maxnum", ir.RMWFMin: "minnum", ir.RMWFMaximum: "maximum", ir.RMWFMinimum: "minimum"}[op]
		nv, err = m.floatMinMax(name, t, old, v)
	case ir.RMWUIncWrap:
		c := icmpScalar(ir.ICmpUGE, t.Bits, 0, old, v)
		if c.U == 1 {
			nv = V{}
		} else {
			nv, err = m.binop(ir.OpAdd, 0, t, old, V{U: 1})
		}
	case ir.RMWUDecWrap:
		c1 := icmpScalar(ir.ICmpEQ, t.Bits, 0, old, V{})
		c2 := icmpScalar(ir.ICmpUGT, t.Bits, 0, old, v)
		if c1.U == 1 || c2.U == 1 {
			nv = v
		} else {
			nv, err = m.binop(ir.OpSub, 0, t, old, V{U: 1})
		}
	case ir.RMWUSubCond:
		c := icmpScalar(ir.ICmpUGE, t.Bits, 0, old, v)
		nv = old
		if c.U == 1 {
			nv, err = m.binop(ir.OpSub, 0, t, old, v)
		}
	case ir.RMWUSubSat:
		c := icmpScalar(ir.ICmpUGE, t.Bits, 0, old, v)
		nv = V{}
		if c.U == 1 {
			nv, err = m.binop(ir.OpSub, 0, t, old, v)
		}
	default:
		return V{}, unsupported("atomicrmw %s", op)
	}
	if err != nil {
		return V{}, err
	}
	if err := m.storeTyped(t, p.U, nv, "atomicrmw"); err != nil {
		return V{}, err
	}
	return old, nil
}

// allOnes returns the all-ones value of an integer type.
func allOnes(t *ir.Type) V {
	if t.Bits > 64 {
		return normBig(pow2(t.Bits).Sub(pow2(t.Bits), bigOne))
	}
	return V{U: mask(t.Bits)}
}
