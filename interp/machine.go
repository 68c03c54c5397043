package interp

import (
	"bufio"
	"fmt"
	"io"
	"sort"

	"github.com/irfix/irfix/ir"
)

// Defaults for the zero Options fields.
const (
	DefaultMaxSteps     = 1_000_000_000 // instructions
	DefaultMaxMemory    = 1 << 30       // bytes
	DefaultMaxCallDepth = 50_000        // nested calls
)

// Options bound and connect a Machine.
type Options struct {
	// MaxSteps is the number of instructions the machine may execute over
	// its lifetime (0: DefaultMaxSteps). Exceeding it is ErrStepLimit.
	MaxSteps int64
	// MaxMemory bounds the bytes of memory the program may hold at once:
	// globals, stack objects and heap blocks (each at twice its size: the
	// bytes and their undefined-bit shadow), register values (vectors and
	// aggregates included), the call stack, and the interpreter's
	// per-object and per-frame bookkeeping (0: DefaultMaxMemory; the
	// package documentation lists what counts). Exceeding it is
	// ErrMemoryLimit.
	MaxMemory int64
	// MaxCallDepth bounds nested calls (0: DefaultMaxCallDepth); deeper
	// recursion is ErrMemoryLimit, like a stack overflow.
	MaxCallDepth int
	// Stdout and Stderr receive the program's output (printf, puts,
	// fprintf(stderr, ...)). Nil discards it.
	Stdout io.Writer
	Stderr io.Writer
	// Stdin is what getchar reads (nil: end of file at once).
	Stdin io.Reader
	// NoVerify skips ir.Verify in New. The interpreter relies on the
	// verifier's guarantees (operand types, SSA dominance); skip it only
	// for modules a caller has just verified.
	NoVerify bool
}

// Machine executes the functions of one module. It owns the module's
// memory (globals are laid out and initialised by New), so calls made one
// after another see each other's side effects. A Machine is not safe for
// concurrent use.
type Machine struct {
	mod    *ir.Module
	layout *ir.Layout
	mem    *memory
	opts   Options

	steps    int64
	maxSteps int64
	depth    int
	maxDepth int

	funcs  map[*ir.Func]*function
	byName map[string]*function
	gaddr  map[ir.GlobalValue]uint64
	consts map[ir.Constant]V
	vbytes map[*ir.Type]uint64 // valueBytes of aggregate types (footprint.go)

	stack  regStack
	frames []*frame

	stdout *bufio.Writer
	stderr *bufio.Writer
	stdin  *bufio.Reader

	libc libcState

	ehs ehState // C++ exceptions (eh.go)

	atexit   []atexitEntry
	exitCode int
	exited   bool
}

// function is the machine's record of an ir.Func.
type function struct {
	ir      *ir.Func
	name    string
	addr    uint64
	code    *fnCode
	decErr  error
	builtin builtinFn
	fuse    int8 // fusesMulAdd's answer: 0 unknown, 1 yes, -1 no
}

type atexitEntry struct {
	fn  uint64 // function address
	arg V
	has bool // the function takes the argument (__cxa_atexit)
}

// New prepares m for execution: parses its datalayout, lays out and
// initialises every global, and gives every function an address. Function
// bodies are decoded on their first call.
func New(mod *ir.Module, opts Options) (*Machine, error) {
	if !opts.NoVerify {
		if err := ir.Verify(mod); err != nil {
			return nil, fmt.Errorf("interp: %w: the module is not valid IR: %w", ErrInvalid, err)
		}
	}
	layout, err := ir.ParseDataLayout(mod.DataLayout)
	if err != nil {
		return nil, fmt.Errorf("interp: %w: %v", ErrUnsupported, err)
	}
	if b := layout.PtrBits(0); b != 64 {
		return nil, fmt.Errorf("interp: %w: %d-bit pointers in address space 0 (the interpreter's addresses are 64-bit)", ErrUnsupported, b)
	}
	if opts.MaxSteps <= 0 {
		opts.MaxSteps = DefaultMaxSteps
	}
	if opts.MaxMemory <= 0 {
		opts.MaxMemory = DefaultMaxMemory
	}
	if opts.MaxCallDepth <= 0 {
		opts.MaxCallDepth = DefaultMaxCallDepth
	}
	if opts.Stdout == nil {
		opts.Stdout = io.Discard
	}
	if opts.Stderr == nil {
		opts.Stderr = io.Discard
	}
	m := &Machine{
		mod:      mod,
		layout:   layout,
		mem:      newMemory(uint64(opts.MaxMemory), layout.BigEndian),
		opts:     opts,
		maxSteps: opts.MaxSteps,
		maxDepth: opts.MaxCallDepth,
		funcs:    map[*ir.Func]*function{},
		byName:   map[string]*function{},
		gaddr:    map[ir.GlobalValue]uint64{},
		consts:   map[ir.Constant]V{},
		stdout:   bufio.NewWriter(opts.Stdout),
		stderr:   bufio.NewWriter(opts.Stderr),
	}
	if opts.Stdin != nil {
		m.stdin = bufio.NewReader(opts.Stdin)
	}
	if err := m.setup(); err != nil {
		return nil, fmt.Errorf("interp: %w", err)
	}
	return m, nil
}

func (m *Machine) setup() error {
	for _, f := range m.mod.Funcs {
		if f.IsDeclaration() && f.Linkage == ir.ExternWeak && lookupBuiltin(f.Name) == nil {
			// An undefined weak symbol: its address is null, which is what
			// `if (&f)` tests for.
			m.funcs[f] = &function{ir: f, name: f.Name}
			m.gaddr[f] = 0
			continue
		}
		addr, o, err := m.mem.allocGlobal(0, uint64(len(f.Blocks))+2, objFunc, "@"+ir.QuoteNameIfNeeded(f.Name))
		if err != nil {
			return err
		}
		fn := &function{ir: f, name: f.Name, addr: addr}
		if f.IsDeclaration() {
			fn.builtin = lookupBuiltin(f.Name)
		}
		o.fn = fn
		m.funcs[f] = fn
		if f.Name != "" {
			m.byName[f.Name] = fn
		}
		m.gaddr[f] = addr
	}
	if err := m.libcInit(); err != nil {
		return err
	}
	for _, g := range m.mod.Globals {
		if _, ok := m.gaddr[g]; ok {
			continue // a libc global set up above
		}
		if g.Init == nil && g.Linkage == ir.ExternWeak {
			m.gaddr[g] = 0 // undefined weak symbol
			continue
		}
		size, err := m.layout.Size(g.ValueType)
		if err != nil {
			if g.Init != nil {
				return fmt.Errorf("%w: global @%s: %v", ErrUnsupported, g.Name, err)
			}
			size = 64 // an external global of opaque type: give it some room
		}
		if g.Init == nil && size < 64 {
			// External data the module does not define (vtables of the C++
			// runtime, ...): room for what programs index into.
			size = 64
		}
		addr, _, err := m.mem.allocGlobal(size, size, objGlobal, "@"+ir.QuoteNameIfNeeded(g.Name))
		if err != nil {
			return err
		}
		m.gaddr[g] = addr
	}
	for _, a := range m.mod.Aliases {
		v, err := m.evalConst(a, 0)
		if err != nil {
			return fmt.Errorf("alias @%s: %w", a.Name, err)
		}
		m.gaddr[a] = v.U
	}
	for _, g := range m.mod.Globals {
		if g.Init == nil {
			continue
		}
		o := m.mem.object(m.gaddr[g])
		if err := m.storeConst(g.ValueType, g.Init, o, 0); err != nil {
			return fmt.Errorf("initializer of @%s: %w", g.Name, err)
		}
		o.readOnly = g.IsConst
		if o.readOnly && o.shadow == nil {
			// Nothing can store into it: no shadow will ever be made.
			n := uint64(len(o.data))
			m.mem.used -= n
			o.cost -= n
		}
	}
	return m.ehSetup()
}

// Layout returns the datalayout the machine uses.
func (m *Machine) Layout() *ir.Layout { return m.layout }

// Steps returns how many instructions the machine has executed.
func (m *Machine) Steps() int64 { return m.steps }

// flush writes buffered program output.
func (m *Machine) flush() {
	m.stdout.Flush()
	m.stderr.Flush()
}

// Call runs the function fnName with args and returns its result (a Value
// of kind Void for void functions). Arguments whose Type is nil take the
// parameter's type (see Value). Output is flushed before Call returns.
func (m *Machine) Call(fnName string, args ...Value) (_ Value, err error) {
	defer m.flush()
	defer m.recoverPanic(&err)
	fn := m.byName[fnName]
	if fn == nil || fn.ir.IsDeclaration() && fn.builtin == nil {
		return Value{}, fmt.Errorf("interp: no function @%s defined in the module", fnName)
	}
	sig := fn.ir.Sig
	if len(args) < len(sig.Params()) || (!sig.Variadic && len(args) != len(sig.Params())) {
		return Value{}, fmt.Errorf("interp: @%s takes %d arguments, %d given", fnName, len(sig.Params()), len(args))
	}
	vs := make([]V, len(args))
	ts := make([]*ir.Type, len(args))
	for i, a := range args {
		t := a.Type
		if i < len(sig.Params()) {
			t = sig.Params()[i]
		}
		if t == nil {
			return Value{}, fmt.Errorf("interp: variadic argument %d of @%s has no type", i, fnName)
		}
		v, err := m.fromValue(a, t)
		if err != nil {
			return Value{}, fmt.Errorf("interp: argument %d of @%s: %w", i, fnName, err)
		}
		vs[i], ts[i] = v, t
	}
	r, err := m.callDirect(fn, vs, ts, nil)
	if err != nil {
		return Value{}, m.uncaught(err)
	}
	return m.toValue(r, sig.Ret), nil
}

// RunMain runs the program: constructors from llvm.global_ctors, main
// (with argc/argv built from argv, argv[0] first, if main takes them),
// then atexit handlers and llvm.global_dtors, like the C runtime. The
// exit code is main's return value or exit()'s argument.
func (m *Machine) RunMain(argv []string) (_ int, err error) {
	defer m.flush()
	defer m.recoverPanic(&err)
	fn := m.byName["main"]
	if fn == nil || fn.ir.IsDeclaration() {
		return 0, fmt.Errorf("interp: the module defines no main function")
	}
	code, err := m.runMain(fn, argv)
	if err != nil {
		var ex *ExitError
		if asExit(err, &ex) {
			return ex.Code, nil
		}
		return code, m.uncaught(err)
	}
	return code, nil
}

func (m *Machine) runMain(fn *function, argv []string) (int, error) {
	if err := m.runStructors("llvm.global_ctors"); err != nil {
		return 0, err
	}
	sig := fn.ir.Sig
	var args []V
	var types []*ir.Type
	if n := len(sig.Params()); n > 0 {
		argvAddr, err := m.makeArgv(argv)
		if err != nil {
			return 0, err
		}
		args = append(args, V{U: uint64(len(argv)) & mask(sig.Params()[0].Bits)})
		types = append(types, sig.Params()[0])
		if n > 1 {
			args = append(args, V{U: argvAddr})
			types = append(types, sig.Params()[1])
		}
		for i := 2; i < n; i++ { // envp
			env, err := m.makeArgv(nil)
			if err != nil {
				return 0, err
			}
			args = append(args, V{U: env})
			types = append(types, sig.Params()[i])
		}
	}
	r, err := m.callDirect(fn, args, types, nil)
	if err != nil {
		return 0, err
	}
	code := 0
	if sig.Ret.Kind == ir.IntKind {
		if r.bad() {
			return 0, &RunError{Class: ErrUB, Func: "main", Msg: "main returned an undefined or poison value"}
		}
		code = int(uint8(r.U))
	}
	return m.exit(code)
}

// exit runs atexit handlers and destructors, then reports code.
func (m *Machine) exit(code int) (int, error) {
	if m.exited {
		return m.exitCode, nil
	}
	m.exited, m.exitCode = true, code
	for len(m.atexit) > 0 {
		e := m.atexit[len(m.atexit)-1]
		m.atexit = m.atexit[:len(m.atexit)-1]
		if _, err := m.callPointer(e.fn, e.arg, e.has); err != nil {
			var ex *ExitError
			if asExit(err, &ex) {
				return ex.Code, nil
			}
			return code, err
		}
	}
	if err := m.runStructors("llvm.global_dtors"); err != nil {
		return code, err
	}
	return code, nil
}

// runStructors calls the functions of llvm.global_ctors/dtors in priority
// order.
func (m *Machine) runStructors(name string) error {
	g := m.mod.Global(name)
	if g == nil || g.Init == nil {
		return nil
	}
	agg, ok := g.Init.(*ir.ConstAggregate)
	if !ok {
		return nil
	}
	type entry struct {
		prio uint64
		fn   ir.Constant
		n    int
	}
	var es []entry
	for i, e := range agg.Elems {
		s, ok := e.(*ir.ConstAggregate)
		if !ok || len(s.Elems) < 2 {
			continue
		}
		p, _ := s.Elems[0].(*ir.ConstInt)
		var prio uint64
		if p != nil {
			prio = p.V
		}
		es = append(es, entry{prio, s.Elems[1], i})
	}
	sort.SliceStable(es, func(i, j int) bool { return es[i].prio < es[j].prio })
	if name == "llvm.global_dtors" {
		for i, j := 0, len(es)-1; i < j; i, j = i+1, j-1 {
			es[i], es[j] = es[j], es[i]
		}
	}
	for _, e := range es {
		v, err := m.constVal(e.fn)
		if err != nil {
			return err
		}
		if _, err := m.callPointer(v.U, V{}, false); err != nil {
			return err
		}
	}
	return nil
}

// makeArgv builds a NULL-terminated char*[] of copies of args.
func (m *Machine) makeArgv(args []string) (uint64, error) {
	arr, ao, err := m.mem.alloc(uint64(8*(len(args)+1)), objInternal, "argv", false)
	if err != nil {
		return 0, err
	}
	for i, a := range args {
		s, err := m.newCString(a, "argv string")
		if err != nil {
			return 0, err
		}
		m.putUint(ao.data[8*i:], s, 8)
	}
	return arr, nil
}

// newCString allocates a NUL-terminated copy of s.
func (m *Machine) newCString(s, name string) (uint64, error) {
	addr, o, err := m.mem.alloc(uint64(len(s)+1), objInternal, name, false)
	if err != nil {
		return 0, err
	}
	copy(o.data, s)
	return addr, nil
}

// recoverPanic turns a panic inside the interpreter into an error, so that
// a module that gets past the verifier but breaks an assumption of the
// interpreter reports a bug instead of crashing the caller.
func (m *Machine) recoverPanic(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("interp: %w: internal error (please report): %v", ErrUnsupported, r)
	}
}
