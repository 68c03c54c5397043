package interp

import (
	"encoding/binary"
	"math"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// frame is one activation of a defined function.
type frame struct {
	fc       *fnCode
	regs     []V
	allocs   []uint32 // stack objects to free on return, in creation order
	varargs  []V
	varTypes []*ir.Type
	varByval []*ir.Type
	vaArea   uint64    // register save + overflow area, built by the first va_start
	cur      *callInfo // the call this frame is executing (exception search)
}

// regStack hands out register files for frames without a heap allocation
// per call. When it grows, live frames keep their slices of the old buffer.
type regStack struct {
	buf []V
	sp  int
}

func (m *Machine) pushRegs(n int) ([]V, error) {
	s := &m.stack
	if s.sp+n > len(s.buf) {
		size := 2*len(s.buf) + n + 256
		if err := m.mem.charge(uint64(size) * 16); err != nil {
			return nil, memLimit("the interpreter's register stack needs %d more bytes than the memory limit allows", size*16)
		}
		s.buf = make([]V, size)
	}
	r := s.buf[s.sp : s.sp+n : s.sp+n]
	s.sp += n
	return r, nil
}

func (m *Machine) popRegs(n int) {
	m.stack.sp -= n
	if m.stack.sp < 0 {
		m.stack.sp = 0
	}
}

func (m *Machine) stepError() error {
	return &fault{ErrStepLimit, "the program executed more than " + strconv.FormatInt(m.maxSteps, 10) + " instructions"}
}

func (m *Machine) fail(fr *frame, pc int32, err error) error {
	return locate(err, fr.fc.fn.ir, fr.fc.src[pc])
}

func shadowClear(s []byte) bool {
	for _, b := range s {
		if b != 0 {
			return false
		}
	}
	return true
}

// run executes fr's function from its entry block until it returns.
func (m *Machine) run(fr *frame) (V, error) {
	fc := fr.fc
	code := fc.code
	r := fr.regs
	mem := m.mem
	m.steps += fc.entry
	if m.steps > m.maxSteps {
		return V{}, m.fail(fr, 0, m.stepError())
	}
	pc := int32(0)
	for {
		in := &code[pc]
		pc++
		var err error
		switch in.op {
		case iNop:
			continue

		case iAdd:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil {
				s := (x.U + y.U) & in.n
				if in.flags == 0 || addOK(in, x.U, y.U, s) {
					r[in.dst] = V{U: s}
					continue
				}
			}
			r[in.dst], err = intBin(ir.OpAdd, in.flags, in.w, x, y)
		case iSub:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil {
				s := (x.U - y.U) & in.n
				if in.flags == 0 || subOK(in, x.U, y.U, s) {
					r[in.dst] = V{U: s}
					continue
				}
			}
			r[in.dst], err = intBin(ir.OpSub, in.flags, in.w, x, y)
		case iMul:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && in.flags == 0 {
				r[in.dst] = V{U: (x.U * y.U) & in.n}
				continue
			}
			r[in.dst], err = intBin(ir.OpMul, in.flags, in.w, x, y)
		case iAnd:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil {
				r[in.dst] = V{U: x.U & y.U}
				continue
			}
			r[in.dst], err = intBin(ir.OpAnd, in.flags, in.w, x, y)
		case iOr:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && (in.flags == 0 || x.U&y.U == 0) {
				r[in.dst] = V{U: x.U | y.U}
				continue
			}
			r[in.dst], err = intBin(ir.OpOr, in.flags, in.w, x, y)
		case iXor:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil {
				r[in.dst] = V{U: x.U ^ y.U}
				continue
			}
			r[in.dst], err = intBin(ir.OpXor, in.flags, in.w, x, y)
		case iShl:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && y.U < uint64(in.w) && in.flags == 0 {
				r[in.dst] = V{U: (x.U << y.U) & in.n}
				continue
			}
			r[in.dst], err = intBin(ir.OpShl, in.flags, in.w, x, y)
		case iLShr:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && y.U < uint64(in.w) && in.flags == 0 {
				r[in.dst] = V{U: x.U >> y.U}
				continue
			}
			r[in.dst], err = intBin(ir.OpLShr, in.flags, in.w, x, y)
		case iAShr:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && y.U < uint64(in.w) && in.flags == 0 {
				r[in.dst] = V{U: uint64(sext(x.U, in.w)>>y.U) & in.n}
				continue
			}
			r[in.dst], err = intBin(ir.OpAShr, in.flags, in.w, x, y)
		case iUDiv:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && y.U != 0 && in.flags == 0 {
				r[in.dst] = V{U: x.U / y.U}
				continue
			}
			r[in.dst], err = intBin(ir.OpUDiv, in.flags, in.w, x, y)
		case iURem:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && y.U != 0 {
				r[in.dst] = V{U: x.U % y.U}
				continue
			}
			r[in.dst], err = intBin(ir.OpURem, in.flags, in.w, x, y)
		case iSDiv:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && y.U != 0 && y.U != in.n && in.flags == 0 {
				r[in.dst] = V{U: uint64(sext(x.U, in.w)/sext(y.U, in.w)) & in.n}
				continue
			}
			r[in.dst], err = intBin(ir.OpSDiv, in.flags, in.w, x, y)
		case iSRem:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && y.U != 0 && y.U != in.n {
				r[in.dst] = V{U: uint64(sext(x.U, in.w)%sext(y.U, in.w)) & in.n}
				continue
			}
			r[in.dst], err = intBin(ir.OpSRem, in.flags, in.w, x, y)
		case iBinGen:
			r[in.dst], err = m.binop(in.x.op, in.flags, in.x.typ, r[in.a], r[in.b])

		case iFAddD, iFSubD, iFMulD, iFDivD:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil {
				a, b := math.Float64frombits(x.U), math.Float64frombits(y.U)
				var f float64
				switch in.op {
				case iFAddD:
					f = float64(a + b)
				case iFSubD:
					f = float64(a - b)
				case iFMulD:
					f = float64(a * b)
				default:
					f = float64(a / b)
				}
				if f == f {
					r[in.dst] = V{U: math.Float64bits(f)}
					continue
				}
			}
			r[in.dst], err = floatBin(in.x.op, in.x.typ, x, y)
		case iFAddF, iFSubF, iFMulF, iFDivF:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil {
				a, b := math.Float32frombits(uint32(x.U)), math.Float32frombits(uint32(y.U))
				var f float32
				switch in.op {
				case iFAddF:
					f = float32(a + b)
				case iFSubF:
					f = float32(a - b)
				case iFMulF:
					f = float32(a * b)
				default:
					f = float32(a / b)
				}
				if f == f {
					r[in.dst] = V{U: uint64(math.Float32bits(f))}
					continue
				}
			}
			r[in.dst], err = floatBin(in.x.op, in.x.typ, x, y)
		case iFBinGen:
			r[in.dst], err = m.binop(in.x.op, 0, in.x.typ, r[in.a], r[in.b])
		case iFNeg:
			r[in.dst], err = m.fneg(in.x.typ, r[in.a])

		case iICmp:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil && in.flags == 0 {
				r[in.dst] = boolV(icmpFast(ir.Pred(in.sub), in.w, x.U, y.U))
				continue
			}
			r[in.dst] = icmpScalar(ir.Pred(in.sub), in.w, in.flags, x, y)
		case iFCmpD:
			x, y := r[in.a], r[in.b]
			if x.X == nil && y.X == nil {
				r[in.dst] = boolV(fcmp(ir.Pred(in.sub), math.Float64frombits(x.U), math.Float64frombits(y.U)))
				continue
			}
			r[in.dst], err = fcmpScalar(ir.Pred(in.sub), in.x.typ, x, y)
		case iCmpGen:
			r[in.dst], err = m.compare(ir.Pred(in.sub), in.flags, in.x.typ, r[in.a], r[in.b])

		case iSelect:
			c := r[in.a]
			if c.X == nil {
				if c.U&1 != 0 {
					r[in.dst] = r[in.b]
				} else {
					r[in.dst] = r[in.c]
				}
				continue
			}
			r[in.dst] = selectV(in.x.typ2, c, r[in.b], r[in.c], 0)
		case iSelectGen:
			r[in.dst] = selectV(in.x.typ2, r[in.a], r[in.b], r[in.c], int(in.x.typ2.Len))

		case iMove:
			r[in.dst] = r[in.a]
		case iTrunc:
			x := r[in.a]
			if x.X == nil {
				r[in.dst] = V{U: x.U & in.n}
				continue
			}
			r[in.dst], err = m.cast(ir.OpTrunc, in.flags, in.x.typ, in.x.typ2, x)
		case iZExt:
			x := r[in.a]
			if x.X == nil {
				r[in.dst] = x
				continue
			}
			r[in.dst], err = m.cast(ir.OpZExt, in.flags, in.x.typ, in.x.typ2, x)
		case iSExt:
			x := r[in.a]
			if x.X == nil && in.flags == 0 {
				r[in.dst] = V{U: uint64(sext(x.U, in.w)) & in.n}
				continue
			}
			r[in.dst], err = m.cast(ir.OpSExt, in.flags, in.x.typ, in.x.typ2, x)
		case iSIToFPD:
			x := r[in.a]
			if x.X == nil {
				r[in.dst] = V{U: math.Float64bits(float64(sext(x.U, in.w)))}
				continue
			}
			r[in.dst], err = m.cast(ir.OpSIToFP, in.flags, in.x.typ, in.x.typ2, x)
		case iFPToSID:
			x := r[in.a]
			if x.X == nil {
				f := math.Trunc(math.Float64frombits(x.U))
				if in.w == 64 && f >= -9223372036854775808 && f < 9223372036854775808 ||
					in.w < 64 && f >= -math.Ldexp(1, int(in.w-1)) && f < math.Ldexp(1, int(in.w-1)) {
					r[in.dst] = V{U: uint64(int64(f)) & mask(in.w)}
					continue
				}
			}
			r[in.dst], err = m.cast(ir.OpFPToSI, in.flags, in.x.typ, in.x.typ2, x)
		case iCastGen:
			r[in.dst], err = m.cast(in.x.op, in.flags, in.x.typ, in.x.typ2, r[in.a])

		case iAlloca:
			err = m.alloca(fr, in)

		case iLoad:
			p := r[in.a]
			if p.X == nil {
				if id := p.U >> offBits; id < uint64(len(mem.objs)) {
					o := mem.objs[id]
					if o != nil && o.seg != nil {
						o = o.seg.find(p.U)
					}
					if o != nil {
						off := p.U - o.base
						if off+in.n <= uint64(len(o.data)) && p.U&uint64(in.align-1) == 0 &&
							(o.shadow == nil || shadowClear(o.shadow[off:off+in.n])) {
							var u uint64
							switch in.n {
							case 8:
								u = binary.LittleEndian.Uint64(o.data[off:])
							case 4:
								u = uint64(binary.LittleEndian.Uint32(o.data[off:]))
							case 2:
								u = uint64(binary.LittleEndian.Uint16(o.data[off:]))
							default:
								u = uint64(o.data[off])
							}
							if in.w < 64 {
								u &= 1<<in.w - 1
							}
							r[in.dst] = V{U: u}
							continue
						}
					}
				}
			}
			r[in.dst], err = m.loadSlow(in, p)
		case iLoadGen:
			r[in.dst], err = m.loadSlow(in, r[in.a])
		case iStore:
			v, p := r[in.a], r[in.b]
			if p.X == nil && v.X == nil {
				if id := p.U >> offBits; id < uint64(len(mem.objs)) {
					o := mem.objs[id]
					if o != nil && o.seg != nil {
						o = o.seg.find(p.U)
					}
					if o != nil && !o.readOnly {
						off := p.U - o.base
						if off+in.n <= uint64(len(o.data)) && p.U&uint64(in.align-1) == 0 {
							switch in.n {
							case 8:
								binary.LittleEndian.PutUint64(o.data[off:], v.U)
							case 4:
								binary.LittleEndian.PutUint32(o.data[off:], uint32(v.U))
							case 2:
								binary.LittleEndian.PutUint16(o.data[off:], uint16(v.U))
							default:
								o.data[off] = byte(v.U)
							}
							if o.shadow != nil {
								clear(o.shadow[off : off+in.n])
							}
							continue
						}
					}
				}
			}
			err = m.storeSlow(in, v, p)
		case iStoreGen:
			err = m.storeSlow(in, r[in.a], r[in.b])

		case iGEP:
			base := r[in.a]
			if base.X == nil {
				addr := base.U + in.n
				ok := true
				for _, g := range in.x.gep {
					iv := r[g.slot]
					if iv.X != nil {
						ok = false
						break
					}
					addr += uint64(sext(iv.U, g.w)) * g.scale
				}
				if ok {
					if in.flags&ir.FlagInBounds != 0 && !m.inBounds(base.U, addr) {
						r[in.dst] = V{U: addr, X: poisonGEPX}
					} else {
						r[in.dst] = V{U: addr}
					}
					continue
				}
			}
			r[in.dst], err = m.gepSlow(in, r)
		case iGEPGen:
			r[in.dst], err = m.gepSlow(in, r)

		case iExtractValue:
			r[in.dst] = extractValue(r[in.a], in.x.typ, in.x.indices)
		case iInsertValue:
			r[in.dst] = insertValue(r[in.a], in.x.typ, r[in.b], in.x.indices)
		case iExtractElement:
			r[in.dst] = extractElement(in.x.typ, r[in.a], r[in.b], in.x.typ2)
		case iInsertElement:
			r[in.dst] = insertElement(in.x.typ, r[in.a], r[in.b], r[in.c], in.x.typ2)
		case iShuffle:
			r[in.dst] = shuffle(in.x.typ, r[in.a], r[in.b], in.x.mask)
		case iFreeze:
			r[in.dst] = freeze(r[in.a])

		case iCall:
			var v V
			fr.cur = in.x.call
			v, err = m.callInst(fr, in)
			if err != nil {
				if ci := in.x.call; ci.isInvoke {
					var landed bool
					if landed, err = m.unwindTo(fr, ci, err); landed {
						pc = ci.unwind.pc
					}
				}
			} else {
				if in.dst >= 0 {
					r[in.dst] = v
				}
				if ci := in.x.call; ci.isInvoke {
					e := &ci.normal
					m.steps += e.steps
					if m.steps > m.maxSteps {
						err = m.stepError()
						break
					}
					doMoves(r, e)
					pc = e.pc
				}
			}
		case iVAArg:
			r[in.dst], err = m.vaArg(in.x.typ, r[in.a])
		case iCmpXchg:
			r[in.dst], err = m.cmpXchg(in, r[in.a], r[in.b], r[in.c])
		case iAtomicRMW:
			r[in.dst], err = m.atomicRMW(in, r[in.a], r[in.b])

		case iRet:
			return r[in.a], nil
		case iRetVoid:
			return V{}, nil
		case iBr:
			e := &in.x.edges[0]
			m.steps += e.steps
			if m.steps > m.maxSteps {
				err = m.stepError()
				break
			}
			if len(e.moves) > 0 {
				doMoves(r, e)
			}
			pc = e.pc
		case iCondBr:
			c := r[in.a]
			if c.X != nil {
				err = branchOnBad(c)
				break
			}
			e := &in.x.edges[1-c.U&1]
			m.steps += e.steps
			if m.steps > m.maxSteps {
				err = m.stepError()
				break
			}
			if len(e.moves) > 0 {
				doMoves(r, e)
			}
			pc = e.pc
		case iSwitch:
			var e *edge
			e, err = switchTarget(in, r[in.a])
			if err != nil {
				break
			}
			m.steps += e.steps
			if m.steps > m.maxSteps {
				err = m.stepError()
				break
			}
			if len(e.moves) > 0 {
				doMoves(r, e)
			}
			pc = e.pc
		case iIndirectBr:
			var e *edge
			e, err = m.indirectTarget(fr, in, r[in.a])
			if err != nil {
				break
			}
			m.steps += e.steps
			if m.steps > m.maxSteps {
				err = m.stepError()
				break
			}
			if len(e.moves) > 0 {
				doMoves(r, e)
			}
			pc = e.pc
		case iUnreachable:
			err = ub("reached an unreachable instruction")
		case iLandingPad:
			e := &m.ehs
			if !e.lpActive {
				err = ub("landingpad reached without an exception")
				break
			}
			e.lpActive = false
			r[in.dst] = aggV([]V{{U: e.lpExc}, {U: uint64(uint32(e.lpSel))}})
		case iResume:
			err = m.resume(r[in.a])
		case iErr:
			err = in.x.err
		default:
			err = unsupported("internal opcode %d", in.op)
		}
		if err != nil {
			return V{}, m.fail(fr, pc-1, err)
		}
	}
}

func addOK(in *inst, x, y, s uint64) bool {
	if in.flags&ir.FlagNUW != 0 && s < x {
		return false
	}
	if in.flags&ir.FlagNSW != 0 && ((x^s)&(y^s))>>(in.w-1)&1 != 0 {
		return false
	}
	return true
}

func subOK(in *inst, x, y, s uint64) bool {
	if in.flags&ir.FlagNUW != 0 && y > x {
		return false
	}
	if in.flags&ir.FlagNSW != 0 && ((x^y)&(x^s))>>(in.w-1)&1 != 0 {
		return false
	}
	return true
}

func icmpFast(p ir.Pred, w uint32, x, y uint64) bool {
	switch p {
	case ir.ICmpEQ:
		return x == y
	case ir.ICmpNE:
		return x != y
	case ir.ICmpUGT:
		return x > y
	case ir.ICmpUGE:
		return x >= y
	case ir.ICmpULT:
		return x < y
	case ir.ICmpULE:
		return x <= y
	case ir.ICmpSGT:
		return sext(x, w) > sext(y, w)
	case ir.ICmpSGE:
		return sext(x, w) >= sext(y, w)
	case ir.ICmpSLT:
		return sext(x, w) < sext(y, w)
	case ir.ICmpSLE:
		return sext(x, w) <= sext(y, w)
	}
	return false
}

func doMoves(r []V, e *edge) {
	if !e.tmp {
		for _, mv := range e.moves {
			r[mv.dst] = r[mv.src]
		}
		return
	}
	tmp := make([]V, len(e.moves))
	for i, mv := range e.moves {
		tmp[i] = r[mv.src]
	}
	for i, mv := range e.moves {
		r[mv.dst] = tmp[i]
	}
}

func branchOnBad(c V) error {
	if c.isPoison() {
		return ub("branch on a poison value")
	}
	return ub("branch on an undefined value (uninitialised memory or undef)")
}

func freeze(v V) V {
	if v.X == nil {
		return v
	}
	if v.X.elems != nil {
		out := make([]V, len(v.X.elems))
		for i, e := range v.X.elems {
			out[i] = freeze(e)
		}
		return aggV(out)
	}
	if v.X.poison {
		return V{}
	}
	if v.X.big != nil {
		if v.X.undef != 0 {
			return V{}
		}
		return v
	}
	// Undefined bits become zeros: one arbitrary but fixed choice.
	return V{U: v.U &^ v.X.undef}
}

func switchTarget(in *inst, v V) (*edge, error) {
	x := in.x
	if v.isPoison() || v.isUndef() {
		return nil, branchOnBad(v)
	}
	if x.typ.Bits > 64 {
		b := v.bigOf()
		for i, c := range x.caseBig {
			if c.Cmp(b) == 0 {
				return &x.edges[i+1], nil
			}
		}
		return &x.edges[0], nil
	}
	for i, c := range x.cases {
		if c == v.U {
			return &x.edges[i+1], nil
		}
	}
	return &x.edges[0], nil
}

func (m *Machine) indirectTarget(fr *frame, in *inst, p V) (*edge, error) {
	if p.bad() {
		return nil, branchOnBad(p)
	}
	if p.U <= fr.fc.fn.addr || p.U-fr.fc.fn.addr > uint64(len(fr.fc.fn.ir.Blocks)) {
		return nil, ub("indirectbr to address 0x%x, which is not a block of @%s", p.U, fr.fc.fn.name)
	}
	for i, c := range in.x.cases {
		if c == p.U-fr.fc.fn.addr {
			return &in.x.edges[i], nil
		}
	}
	return nil, ub("indirectbr to a block that is not in its destination list")
}

func (m *Machine) alloca(fr *frame, in *inst) error {
	count := uint64(1)
	if in.a >= 0 {
		c := fr.regs[in.a]
		if c.bad() {
			return ub("alloca with an undefined or poison element count")
		}
		w := in.x.typ2.Bits
		if w > 64 {
			count = c.bigOf().Uint64()
		} else {
			count = c.U & mask(w)
		}
	}
	size := in.n * count
	if count != 0 && size/count != in.n {
		return memLimit("alloca of %d x %d bytes overflows", count, in.n)
	}
	addr, _, err := m.mem.alloc(size, objStack, in.x.name, true)
	if err != nil {
		return err
	}
	fr.allocs = append(fr.allocs, uint32(addr>>offBits))
	fr.regs[in.dst] = V{U: addr}
	return nil
}

func checkPtr(p V, what string) error {
	if p.X == poisonGEPX {
		return ub("%s through a pointer an inbounds getelementptr moved outside its object (poison)", what)
	}
	if p.isPoison() {
		return ub("%s through a poison pointer", what)
	}
	if p.bad() {
		return ub("%s through an undefined pointer", what)
	}
	return nil
}

// oobError explains an access through a pointer an inbounds GEP moved out
// of its object by describing where the access would have gone.
func (m *Machine) oobError(p V, t *ir.Type, what string) error {
	if p.X != poisonGEPX {
		return nil
	}
	n, _ := m.layout.StoreSize(t)
	if _, _, err := m.mem.access(p.U, n, what); err != nil {
		return ub("%s (the address comes from an inbounds getelementptr, so it is poison)", msgOf(err))
	}
	return nil
}

func (m *Machine) loadSlow(in *inst, p V) (V, error) {
	if err := m.oobError(p, in.x.typ, "load"); err != nil {
		return V{}, err
	}
	if err := checkPtr(p, "load"); err != nil {
		return V{}, err
	}
	if a := uint64(in.align); a > 1 && p.U&(a-1) != 0 {
		if o := m.mem.object(p.U); o != nil && !o.freed && o.kind != objFunc {
			return V{}, ub("load with align %d from misaligned address (offset %d of %s)", a, p.U-o.base, o.describe())
		}
	}
	return m.loadTyped(in.x.typ, p.U, "load")
}

func (m *Machine) storeSlow(in *inst, v, p V) error {
	if err := m.oobError(p, in.x.typ, "store"); err != nil {
		return err
	}
	if err := checkPtr(p, "store"); err != nil {
		return err
	}
	if a := uint64(in.align); a > 1 && p.U&(a-1) != 0 {
		if o := m.mem.object(p.U); o != nil && !o.freed && o.kind != objFunc {
			return ub("store with align %d to misaligned address (offset %d of %s)", a, p.U-o.base, o.describe())
		}
	}
	t := in.x.typ
	return m.storeTyped(t, p.U, v, "store")
}

func (m *Machine) gepSlow(in *inst, r []V) (V, error) {
	x := in.x
	if in.op == iGEP {
		// Fast form with an operand that is not a plain scalar: rebuild
		// the general computation from the constant offset and variables.
		base := r[in.a]
		if base.isPoison() && base.X != poisonGEPX {
			return base, nil
		}
		addr := base.U + in.n
		bad := base.bad() && base.X != poisonGEPX
		for _, g := range x.gep {
			iv := r[g.slot]
			if iv.isPoison() {
				return poisonV(), nil
			}
			if iv.bad() {
				bad = true
			}
			addr += uint64(sext(iv.U, g.w)) * g.scale
		}
		if bad {
			return withUndef(addr, ^uint64(0)), nil
		}
		if base.X == poisonGEPX || in.flags&ir.FlagInBounds != 0 && !m.inBounds(base.U, addr) {
			return V{U: addr, X: poisonGEPX}, nil
		}
		return V{U: addr}, nil
	}
	idx := make([]V, len(x.args))
	for i, s := range x.args {
		idx[i] = r[s]
	}
	return m.gepGeneric(x.typ, in.flags, x.rtyp, r[in.a], x.typ2, idx, x.argTys)
}
