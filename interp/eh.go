package interp

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// C++ exceptions, Itanium ABI, as the interpreter sees them.
//
// __cxa_throw records the thrown object (its type_info and destructor) and
// returns a *cxxUnwind error. That error passes through run and enter
// unchanged, popping interpreter frames, until it reaches a frame whose
// current call is an invoke: there the landingpad of the unwind
// destination is matched against the exception (catch clauses by type,
// catch-all, filter, cleanup); if it applies, the frame continues at the
// landingpad, whose { ptr, i32 } result is the exception object's address
// and the selector. Otherwise unwinding goes on. `resume` and
// _Unwind_Resume restart it with the same exception. An exception that
// leaves Call or RunMain becomes an ErrTerminate error.
//
// As in libstdc++, throwing first searches the interpreter's frames for
// one whose current invoke has a landingpad that would catch the
// exception (a catch or filter clause; cleanups do not count). Without
// one, the exception is uncaught: ErrTerminate at once, no cleanup runs.

// cxxExc is one thrown exception.
type cxxExc struct {
	obj      uint64 // the thrown object (what __cxa_allocate_exception returned)
	ti       uint64 // its std::type_info
	dtor     uint64 // destructor to run when the last handler ends (0: none)
	adjusted uint64 // the object as the matched handler sees it
	handlers int    // active handlers (__cxa_begin_catch minus __cxa_end_catch)
	rethrown bool
}

// cxxUnwind is the error that carries an exception up the interpreter's
// call stack.
type cxxUnwind struct{ exc *cxxExc }

func (u *cxxUnwind) Error() string { return "C++ exception in flight" }

// ehState is the machine's exception bookkeeping.
type ehState struct {
	excs     map[uint64]*cxxExc // by object address, from throw to destruction
	caught   []*cxxExc          // exceptions with an active handler, innermost last
	typeIDs  map[uint64]int32   // llvm.eh.typeid.for numbering (machine-wide, so per-function consistent)
	extTI    map[uint64]string  // addresses of the module's external _ZTI globals -> mangled type name
	vtables  map[string]uint64  // built-in vtables of std exception classes (address of slot 0)
	synth    map[string]*function
	whatStd  uint64 // "std::exception"
	lpExc    uint64 // the exception a landingpad is about to receive
	lpSel    int32
	lpActive bool
}

// lpInfo is a decoded landingpad.
type lpInfo struct {
	cleanup bool
	clauses []lpClause
}

type lpClause struct {
	filter bool
	tis    []uint64 // catch: one type_info (0 = catch-all); filter: the list
}

// decodeLandingPad evaluates the clauses of a landingpad.
func (d *decoder) decodeLandingPad(in *ir.Instr) (*lpInfo, error) {
	lp := &lpInfo{cleanup: in.Flags&ir.FlagCleanup != 0}
	for i, op := range in.Operands() {
		c, ok := op.(ir.Constant)
		if !ok {
			return nil, unsupported("landingpad clause that is not a constant")
		}
		var cl lpClause
		if i < len(in.Clauses()) && in.Clauses()[i] == ir.ClauseFilter {
			cl.filter = true
			switch a := c.(type) {
			case *ir.ConstAggregate:
				for _, e := range a.Elems {
					v, err := d.m.constVal(e)
					if err != nil {
						return nil, err
					}
					cl.tis = append(cl.tis, v.U)
				}
			default:
				// zeroinitializer: Len null type_infos (none for [0 x ptr]).
				for j := uint64(0); j < c.Type().Len; j++ {
					cl.tis = append(cl.tis, 0)
				}
			}
		} else {
			v, err := d.m.constVal(c)
			if err != nil {
				return nil, err
			}
			cl.tis = []uint64{v.U}
		}
		lp.clauses = append(lp.clauses, cl)
	}
	return lp, nil
}

func (m *Machine) eh() *ehState {
	e := &m.ehs
	if e.excs == nil {
		e.excs = map[uint64]*cxxExc{}
		e.typeIDs = map[uint64]int32{}
		e.vtables = map[string]uint64{}
		e.synth = map[string]*function{}
		e.extTI = map[uint64]string{}
		for _, g := range m.mod.Globals {
			if g.Init == nil && strings.HasPrefix(g.Name, "_ZTI") {
				e.extTI[m.gaddr[g]] = g.Name[4:]
			}
		}
	}
	return e
}

// typeID is llvm.eh.typeid.for: a positive number per type_info address.
func (m *Machine) typeID(ti uint64) int32 {
	e := m.eh()
	id, ok := e.typeIDs[ti]
	if !ok {
		id = int32(len(e.typeIDs) + 1)
		e.typeIDs[ti] = id
	}
	return id
}

// landing decides whether lp takes exc and with which selector, recording
// the adjusted object pointer of a matching catch.
func (m *Machine) landing(lp *lpInfo, exc *cxxExc) (int32, bool, error) {
	for i, cl := range lp.clauses {
		if cl.filter {
			allowed := false
			for _, ti := range cl.tis {
				ok, _, err := m.catchMatch(exc, ti)
				if err != nil {
					return 0, false, err
				}
				allowed = allowed || ok
			}
			if !allowed {
				return -int32(i + 1), true, nil
			}
			continue
		}
		ok, adj, err := m.catchMatch(exc, cl.tis[0])
		if err != nil {
			return 0, false, err
		}
		if ok {
			exc.adjusted = adj
			return m.typeID(cl.tis[0]), true, nil
		}
	}
	if lp.cleanup {
		return 0, true, nil
	}
	return 0, false, nil
}

// stdBases is the public base class of the libstdc++ exception classes
// (mangled names without _ZTI).
var stdBases = map[string]string{
	"St13runtime_error":        "St9exception",
	"St11logic_error":          "St9exception",
	"St9bad_alloc":             "St9exception",
	"St8bad_cast":              "St9exception",
	"St10bad_typeid":           "St9exception",
	"St17bad_function_call":    "St9exception",
	"St20bad_array_new_length": "St9bad_alloc",
	"St11range_error":          "St13runtime_error",
	"St14overflow_error":       "St13runtime_error",
	"St15underflow_error":      "St13runtime_error",
	"St12system_error":         "St13runtime_error",
	"St12domain_error":         "St11logic_error",
	"St16invalid_argument":     "St11logic_error",
	"St12length_error":         "St11logic_error",
	"St12out_of_range":         "St11logic_error",
}

// tiName is the mangled type name a type_info describes: from the symbol
// for the module's external type_infos, from its name field otherwise.
// Names of internal types (starting with '*') are unique per address.
func (m *Machine) tiName(ti uint64) (string, error) {
	if n, ok := m.eh().extTI[ti]; ok {
		return n, nil
	}
	np, err := m.readPtr(ti + 8)
	if err != nil {
		return "", err
	}
	s, err := m.mem.cString(np, "type_info name")
	if err != nil {
		return "", err
	}
	if strings.HasPrefix(s, "*") {
		s += "@" + strconv.FormatUint(ti, 16)
	}
	return s, nil
}

// catchMatch reports whether a handler for type catchTI (0: catch-all)
// catches exc, and the object address the handler sees.
func (m *Machine) catchMatch(exc *cxxExc, catchTI uint64) (bool, uint64, error) {
	if catchTI == 0 {
		return true, exc.obj, nil
	}
	want, err := m.tiName(catchTI)
	if err != nil {
		return false, 0, err
	}
	got, err := m.tiName(exc.ti)
	if err != nil {
		return false, 0, err
	}
	if strings.HasPrefix(want, "P") || strings.HasPrefix(got, "P") {
		return m.pointerMatch(exc, want, got)
	}
	addr, ok, err := m.findBase(exc.ti, got, exc.obj, want, 0)
	return ok, addr, err
}

// pointerMatch handles thrown pointers: the handler gets the pointer,
// converted to a public base class pointer, with qualifiers added, or to
// void*. Multi-level pointers must match exactly.
func (m *Machine) pointerMatch(exc *cxxExc, want, got string) (bool, uint64, error) {
	if !strings.HasPrefix(want, "P") || !strings.HasPrefix(got, "P") {
		return false, 0, nil
	}
	p, err := m.readPtr(exc.obj)
	if err != nil {
		return false, 0, err
	}
	if want == got {
		return true, p, nil
	}
	wq, wp := splitQuals(want[1:])
	gq, gp := splitQuals(got[1:])
	if gq&^wq != 0 || strings.HasPrefix(wp, "P") || strings.HasPrefix(gp, "P") {
		return false, 0, nil
	}
	if wp == gp || (wp == "v" && !strings.HasPrefix(gp, "F")) {
		return true, p, nil
	}
	var pointee uint64 // 0: known by name only (std classes)
	if _, ext := m.eh().extTI[exc.ti]; !ext {
		if pointee, err = m.readPtr(exc.ti + 24); err != nil {
			return false, 0, err
		}
	}
	a, ok, err := m.findBase(pointee, gp, p, wp, 0)
	if err != nil && p == 0 {
		return false, 0, nil
	}
	return ok, a, err
}

// splitQuals splits the cv-qualifiers (K const, V volatile, r restrict)
// off a mangled type: bit 1 const, 2 volatile, 4 restrict.
func splitQuals(s string) (int, string) {
	q := 0
	for s != "" {
		switch s[0] {
		case 'r':
			q |= 4
		case 'V':
			q |= 2
		case 'K':
			q |= 1
		default:
			return q, s
		}
		s = s[1:]
	}
	return q, s
}

// findBase looks for a public base (or the class itself) named want in the
// object at addr of the class described by ti (named name).
func (m *Machine) findBase(ti uint64, name string, addr uint64, want string, depth int) (uint64, bool, error) {
	if depth > 64 {
		return 0, false, unsupported("exception class hierarchy too deep")
	}
	if name == want {
		return addr, true, nil
	}
	if _, ext := m.eh().extTI[ti]; ext || ti == 0 {
		for b := stdBases[name]; b != ""; b = stdBases[b] {
			if b == want {
				return addr, true, nil
			}
		}
		return 0, false, nil
	}
	k, err := m.tiKindOf(ti)
	if err != nil {
		return 0, false, err
	}
	visit := func(base, baddr uint64) (uint64, bool, error) {
		bn, err := m.tiName(base)
		if err != nil {
			return 0, false, err
		}
		return m.findBase(base, bn, baddr, want, depth+1)
	}
	switch k {
	case tiSI:
		base, err := m.readPtr(ti + 16)
		if err != nil {
			return 0, false, err
		}
		return visit(base, addr)
	case tiVMI:
		cnt, err := m.loadTyped(ir.I32, ti+20, "exception type_info")
		if err != nil {
			return 0, false, err
		}
		for i := uint64(0); i < cnt.U&0xffff; i++ {
			bi := ti + 24 + 16*i
			base, err := m.readPtr(bi)
			if err != nil {
				return 0, false, err
			}
			of, err := m.readI64(bi + 8)
			if err != nil {
				return 0, false, err
			}
			if of&2 == 0 {
				continue // not public
			}
			off := of >> 8
			baddr := addr + uint64(off)
			if of&1 != 0 {
				vptr, err := m.readPtr(addr)
				if err != nil {
					return 0, false, err
				}
				vo, err := m.readI64(vptr + uint64(off))
				if err != nil {
					return 0, false, err
				}
				baddr = addr + uint64(vo)
			}
			if a, ok, err := visit(base, baddr); err != nil || ok {
				return a, ok, err
			}
		}
	}
	return 0, false, nil
}

// unwindErr extracts an exception in flight from err.
func unwindErr(err error) (*cxxUnwind, bool) {
	var u *cxxUnwind
	ok := errors.As(err, &u)
	return u, ok
}

// uncaught turns an exception that left the program into ErrTerminate.
func (m *Machine) uncaught(err error) error {
	u, ok := unwindErr(err)
	if !ok {
		return err
	}
	return &RunError{Class: ErrTerminate, Msg: m.uncaughtMsg(u.exc)}
}

func (m *Machine) uncaughtMsg(exc *cxxExc) string {
	name, err := m.tiName(exc.ti)
	if err != nil {
		name = "?"
	}
	return "uncaught C++ exception of type " + demangleType(name)
}

func (m *Machine) throw(exc *cxxExc) error {
	m.eh().excs[exc.obj] = exc
	return &cxxUnwind{exc}
}

// raise is __cxa_throw and __cxa_rethrow: the search phase looks for a
// frame that would catch exc; with none, the exception is uncaught and no
// cleanup runs (std::terminate), otherwise unwinding starts.
func (m *Machine) raise(exc *cxxExc) error {
	for i := m.depth - 1; i >= 0; i-- {
		ci := m.frames[i].cur
		if ci == nil || !ci.isInvoke {
			continue
		}
		lp := m.frames[i].fc.code[ci.unwind.pc].x.lp
		for _, cl := range lp.clauses {
			if cl.filter {
				allowed := false
				for _, ti := range cl.tis {
					ok, _, err := m.catchMatch(exc, ti)
					if err != nil {
						return err
					}
					allowed = allowed || ok
				}
				if !allowed {
					return m.throw(exc)
				}
				continue
			}
			ok, _, err := m.catchMatch(exc, cl.tis[0])
			if err != nil {
				return err
			}
			if ok {
				return m.throw(exc)
			}
		}
	}
	return &fault{ErrTerminate, m.uncaughtMsg(exc)}
}

func bCxaThrow(m *Machine, c *callCtx) (V, error) {
	if c.args[0].bad() || c.args[1].bad() {
		return V{}, ub("__cxa_throw of an undefined object or type_info")
	}
	return V{}, m.raise(&cxxExc{obj: c.args[0].U, ti: c.args[1].U, dtor: c.args[2].U})
}

func (m *Machine) excAt(p V, what string) (*cxxExc, error) {
	exc := m.eh().excs[p.U]
	if exc == nil || p.bad() {
		return nil, ub("%s of 0x%x, which is not an exception in flight", what, p.U)
	}
	return exc, nil
}

func bBeginCatch(m *Machine, c *callCtx) (V, error) {
	exc, err := m.excAt(c.args[0], c.name)
	if err != nil {
		return V{}, err
	}
	e := m.eh()
	if exc.handlers == 0 {
		e.caught = append(e.caught, exc)
	}
	exc.handlers++
	exc.rethrown = false
	return V{U: exc.adjusted}, nil
}

func bGetExceptionPtr(m *Machine, c *callCtx) (V, error) {
	exc, err := m.excAt(c.args[0], c.name)
	if err != nil {
		return V{}, err
	}
	return V{U: exc.adjusted}, nil
}

func bEndCatch(m *Machine, c *callCtx) (V, error) {
	e := m.eh()
	if len(e.caught) == 0 {
		return V{}, ub("__cxa_end_catch without an active handler")
	}
	exc := e.caught[len(e.caught)-1]
	exc.handlers--
	if exc.handlers > 0 {
		return V{}, nil
	}
	e.caught = e.caught[:len(e.caught)-1]
	if exc.rethrown {
		return V{}, nil
	}
	delete(e.excs, exc.obj)
	if exc.dtor != 0 {
		if _, err := m.callPointer(exc.dtor, V{U: exc.obj}, true); err != nil {
			return V{}, err
		}
	}
	return V{}, m.free(V{U: exc.obj}, "exception destruction")
}

func bRethrow(m *Machine, c *callCtx) (V, error) {
	e := m.eh()
	if len(e.caught) == 0 {
		return V{}, &fault{ErrTerminate, "throw; with no exception being handled (std::terminate)"}
	}
	exc := e.caught[len(e.caught)-1]
	exc.rethrown = true
	return V{}, m.raise(exc)
}

func bUnwindResume(m *Machine, c *callCtx) (V, error) {
	exc, err := m.excAt(c.args[0], c.name)
	if err != nil {
		return V{}, err
	}
	return V{}, m.throw(exc)
}

func bFreeException(m *Machine, c *callCtx) (V, error) {
	delete(m.eh().excs, c.args[0].U)
	return V{}, m.free(c.args[0], c.name)
}

func bTerminate(_ *Machine, c *callCtx) (V, error) {
	return V{}, &fault{ErrTerminate, "std::terminate called (" + c.name + ")"}
}

func bTypeIDFor(m *Machine, c *callCtx) (V, error) {
	return V{U: uint64(uint32(m.typeID(c.args[0].U)))}, nil
}

// The libstdc++ exception classes std::exception and the <stdexcept>
// family. Objects are { vptr, const char *message } (libstdc++'s
// reference-counted string is one pointer too; the message copy lives as
// long as the machine); the vptr points at a
// built-in vtable { 0, type_info, D1, D0, what } whose slots are built-in
// functions, so virtual what() and destructor calls dispatch.

var stdExcClasses = []string{"runtime_error", "logic_error", "domain_error", "invalid_argument",
	"length_error", "out_of_range", "range_error", "overflow_error", "underflow_error"}

func mangleStd(cls string) string { return "St" + strconv.Itoa(len(cls)) + cls }

// ehFuncs are the exception built-ins (merged into the libc table).
var ehFuncs = makeEHFuncs()

func makeEHFuncs() map[string]builtinFn {
	fs := map[string]builtinFn{
		"__cxa_throw":             bCxaThrow,
		"__cxa_rethrow":           bRethrow,
		"__cxa_begin_catch":       bBeginCatch,
		"__cxa_end_catch":         bEndCatch,
		"__cxa_get_exception_ptr": bGetExceptionPtr,
		"__cxa_free_exception":    bFreeException,
		"_Unwind_Resume":          bUnwindResume,
		"__cxa_call_unexpected":   bTerminate,
		"__cxa_call_terminate":    bTerminate,
		"__clang_call_terminate":  bTerminate,
		"_ZSt9terminatev":         bTerminate,
		"_ZNKSt9exception4whatEv": bStdExcWhat,
		"_ZNSt9exceptionD1Ev":     bNoop,
		"_ZNSt9exceptionD2Ev":     bNoop,
		"_ZNSt9exceptionD0Ev":     bStdDeleteOnly,
	}
	sym := func(cls, rest string) string { return "_ZN" + mangleStd(cls) + rest }
	for _, cls := range stdExcClasses {
		ctor := func(m *Machine, c *callCtx) (V, error) { return V{}, m.stdErrCtor(cls, c) }
		fs[sym(cls, "C1EPKc")] = ctor
		fs[sym(cls, "C2EPKc")] = ctor
		fs[sym(cls, "C1ERKS_")] = ctor
		fs[sym(cls, "C2ERKS_")] = ctor
		fs[sym(cls, "D1Ev")] = bNoop
		fs[sym(cls, "D2Ev")] = bNoop
		fs[sym(cls, "D0Ev")] = bStdDeleteOnly
		fs["_ZNK"+mangleStd(cls)+"4whatEv"] = bStdErrWhat
	}
	return fs
}

func bNoop(*Machine, *callCtx) (V, error) { return V{}, nil }

func bStdDeleteOnly(m *Machine, c *callCtx) (V, error) {
	return V{}, m.free(c.args[0], "deleting destructor")
}

func bStdExcWhat(m *Machine, c *callCtx) (V, error) {
	e := m.eh()
	if e.whatStd == 0 {
		a, err := m.newCString("std::exception", "std::exception::what")
		if err != nil {
			return V{}, err
		}
		e.whatStd = a
	}
	return V{U: e.whatStd}, nil
}

// stdErrCtor constructs a std::<cls> from a C string (or copies one).
func (m *Machine) stdErrCtor(cls string, c *callCtx) error {
	if len(c.args) != 2 {
		return unsupported("%s with %d arguments", c.name, len(c.args))
	}
	src := c.args[1]
	if strings.HasSuffix(c.name, "ERKS_") {
		p, err := m.readPtr(src.U + 8)
		if err != nil {
			return err
		}
		src = V{U: p}
	}
	if src.bad() {
		return ub("%s with an undefined message pointer", c.name)
	}
	msg, err := m.mem.cString(src.U, c.name)
	if err != nil {
		return err
	}
	vt, err := m.stdVtable(cls)
	if err != nil {
		return err
	}
	s, err := m.newCString(msg, "std::"+cls+" message")
	if err != nil {
		return err
	}
	if err := m.storeTyped(ir.Ptr, c.args[0].U, V{U: vt + 16}, c.name); err != nil {
		return err
	}
	return m.storeTyped(ir.Ptr, c.args[0].U+8, V{U: s}, c.name)
}

func bStdErrWhat(m *Machine, c *callCtx) (V, error) {
	p, err := m.readPtr(c.args[0].U + 8)
	return V{U: p}, err
}

// stdVtable returns the built-in vtable of std::<cls>.
func (m *Machine) stdVtable(cls string) (uint64, error) {
	e := m.eh()
	if a, ok := e.vtables[cls]; ok {
		return a, nil
	}
	mg := mangleStd(cls)
	var ti uint64
	if g := m.mod.Global("_ZTI" + mg); g != nil {
		ti = m.gaddr[g]
	}
	slots, err := m.vtableSlots(mg, ti)
	if err != nil {
		return 0, err
	}
	addr, o, err := m.mem.alloc(uint64(8*len(slots)), objInternal, "vtable for std::"+cls, false)
	if err != nil {
		return 0, err
	}
	for i, s := range slots {
		m.putUint(o.data[8*i:], s, 8)
	}
	o.readOnly = true
	e.vtables[cls] = addr
	return addr, nil
}

// vtableSlots is the vtable of the std class mg (mangled): offset to top,
// type_info, complete and deleting destructors, what().
func (m *Machine) vtableSlots(mg string, ti uint64) ([]uint64, error) {
	dtorSig := ir.FuncOf(ir.Void, []*ir.Type{ir.Ptr}, false)
	slots := []uint64{0, ti}
	for _, f := range []struct {
		name string
		sig  *ir.Type
	}{
		{"_ZN" + mg + "D1Ev", dtorSig},
		{"_ZN" + mg + "D0Ev", dtorSig},
		{"_ZNK" + mg + "4whatEv", ir.FuncOf(ir.Ptr, []*ir.Type{ir.Ptr}, false)},
	} {
		a, err := m.builtinAddr(f.name, f.sig)
		if err != nil {
			return nil, err
		}
		slots = append(slots, a)
	}
	return slots, nil
}

// ehSetup fills the module's external vtables of std::exception and the
// <stdexcept> classes (inline constructors, std::exception's among them,
// store their address in the object), so what() and destructors called
// through them dispatch to the built-ins.
func (m *Machine) ehSetup() error {
	for _, cls := range append([]string{"exception"}, stdExcClasses...) {
		mg := mangleStd(cls)
		g := m.mod.Global("_ZTV" + mg)
		if g == nil || g.Init != nil {
			continue
		}
		var ti uint64
		if t := m.mod.Global("_ZTI" + mg); t != nil {
			ti = m.gaddr[t]
		}
		slots, err := m.vtableSlots(mg, ti)
		if err != nil {
			return err
		}
		o := m.mem.object(m.gaddr[g])
		if o == nil || o.base != m.gaddr[g] || uint64(len(o.data)) < uint64(8*len(slots)) {
			continue
		}
		for i, s := range slots {
			m.putUint(o.data[8*i:], s, 8)
		}
	}
	return nil
}

// builtinAddr returns the address of the built-in function name: the
// module's declaration when it has one, otherwise a function object made
// for it.
func (m *Machine) builtinAddr(name string, sig *ir.Type) (uint64, error) {
	if fn := m.byName[name]; fn != nil && fn.builtin != nil {
		return fn.addr, nil
	}
	e := m.eh()
	if fn := e.synth[name]; fn != nil {
		return fn.addr, nil
	}
	b := lookupBuiltin(name)
	if b == nil {
		return 0, fmt.Errorf("%w: no built-in %s", ErrUnsupported, name)
	}
	addr, o, err := m.mem.allocGlobal(0, 2, objFunc, "@"+name)
	if err != nil {
		return 0, err
	}
	f := &ir.Func{Sig: sig}
	f.Name = name
	fn := &function{ir: f, name: name, addr: addr, builtin: b}
	o.fn = fn
	e.synth[name] = fn
	return addr, nil
}

// demangleType renders an Itanium-mangled type name for messages (the
// common cases; anything else is returned as it is).
func demangleType(s string) string {
	if t, rest, ok := demangle(s); ok && rest == "" {
		return t
	}
	return s
}

var builtinTypeNames = map[byte]string{'v': "void", 'b': "bool", 'c': "char", 'a': "signed char",
	'h': "unsigned char", 's': "short", 't': "unsigned short", 'i': "int", 'j': "unsigned int",
	'l': "long", 'm': "unsigned long", 'x': "long long", 'y': "unsigned long long", 'f': "float",
	'd': "double", 'e': "long double", 'w': "wchar_t"}

func demangle(s string) (string, string, bool) {
	if s == "" {
		return "", s, false
	}
	switch c := s[0]; {
	case c == 'P':
		t, rest, ok := demangle(s[1:])
		return t + "*", rest, ok
	case c == 'K':
		t, rest, ok := demangle(s[1:])
		return t + " const", rest, ok
	case c == 'N':
		var parts []string
		rest := s[1:]
		for rest != "" && rest[0] != 'E' {
			if strings.HasPrefix(rest, "St") {
				parts = append(parts, "std")
				rest = rest[2:]
				continue
			}
			p, r, ok := sourceName(rest)
			if !ok {
				return "", s, false
			}
			parts, rest = append(parts, p), r
		}
		if rest == "" {
			return "", s, false
		}
		return strings.Join(parts, "::"), rest[1:], true
	case strings.HasPrefix(s, "St"):
		p, r, ok := sourceName(s[2:])
		return "std::" + p, r, ok
	case c >= '0' && c <= '9':
		return sourceName(s)
	}
	if n, ok := builtinTypeNames[s[0]]; ok {
		return n, s[1:], true
	}
	return "", s, false
}

func sourceName(s string) (string, string, bool) {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	n, err := strconv.Atoi(s[:i])
	if err != nil || i+n > len(s) {
		return "", s, false
	}
	return s[i : i+n], s[i+n:], true
}

// unwindTo handles err, raised by the invoke ci of frame fr: when it is an
// exception that the invoke's landingpad takes, it makes the unwind edge's
// phi moves, hands the landingpad its result and reports true; otherwise
// it returns err (the exception goes on unwinding through the caller).
func (m *Machine) unwindTo(fr *frame, ci *callInfo, err error) (bool, error) {
	u, ok := unwindErr(err)
	if !ok {
		return false, err
	}
	lp := fr.fc.code[ci.unwind.pc].x.lp
	sel, landed, lerr := m.landing(lp, u.exc)
	if lerr != nil {
		return false, lerr
	}
	if !landed {
		return false, err
	}
	m.steps += ci.unwind.steps
	if m.steps > m.maxSteps {
		return false, m.stepError()
	}
	doMoves(fr.regs, &ci.unwind)
	e := m.eh()
	e.lpExc, e.lpSel, e.lpActive = u.exc.obj, sel, true
	return true, nil
}

// resume restarts unwinding with the exception of a landingpad value.
func (m *Machine) resume(v V) error {
	if v.X == nil || len(v.X.elems) < 1 {
		return ub("resume of a value that is not a landingpad's { ptr, i32 }")
	}
	exc, err := m.excAt(v.X.elems[0], "resume")
	if err != nil {
		return err
	}
	return m.throw(exc)
}
