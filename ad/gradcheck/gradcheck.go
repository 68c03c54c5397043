// Package gradcheck checks the derivatives package ad generates: reverse
// and forward mode are run in irfix's interpreter and compared with
// central finite differences of the original function.
//
// # What is differentiated
//
// The checked scalar is
//
//	L = f(...) + Σ_p Σ_i seed_p[i] · p[i] after the call
//
// where the sum runs over the active pointer parameters holding floats.
// The return term is present when f returns a float; the seeds default to
// zero then, and otherwise to 1, 1.7, 1.4, ... (seed[0] = 1, so a
// retptr-style result is seeded with 1). This is exactly what the ABI of
// package ad computes: the reverse function starts each shadow at the
// adjoint of the memory after the call (the seed) and leaves in it the
// adjoint of the memory before the call; the forward function's tangent
// memory ends holding the tangent of the memory after the call.
//
// # Finite differences
//
// Each checked coordinate x is perturbed by ±h and ±h/2 with h = 2^k, the
// power of two nearest to ε^(1/5)·max(1, |x|) (ε the machine epsilon of
// x's type: h ≈ 7.4e-4 for double, 4e-2 for float), and the two central
// differences are combined by Richardson extrapolation (error O(h⁴)). The
// steps actually taken (x+h rounded to x's type, minus x) are used.
//
// # Tolerance
//
// The relative error of two numbers is |a−b| / max(1, |a|, |b|) (absolute
// below 1); a row's error is the largest over reverse/FD, forward/FD and
// reverse/forward. The default tolerance is 1e-6, and 1e-3 when any
// active input is a float (single precision: FD of a float function
// cannot do better than about ε^(4/5)·|L|/|x| ≈ 3e-6·|L|).
package gradcheck

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/interp"
	"github.com/irfix/irfix/ir"
)

// Options says where to check.
type Options struct {
	// At gives the scalar (non-pointer) parameters in order.
	At []float64
	// Arrays gives the contents of pointer parameters, keyed by 0-based
	// position ("0") or name ("x"); their length is taken from here.
	Arrays map[string][]float64
	// Random adds N random points around At.
	Random int
	// Const names parameters held constant (as ad.Options.Const).
	Const []string
	// Tol is the relative-error tolerance; 0 means the default.
	Tol float64

	// Rows gives the contents of pointer-to-pointer parameters (double
	// **rows): one array per row, keyed like Arrays.
	Rows map[string][][]float64
	// Types gives the element type of an Arrays or Rows parameter
	// ("double", "float", "i64", "i32", "i8"), keyed like Arrays. By
	// default it is inferred from what the function (and the functions it
	// passes the pointer to) loads and stores through the parameter; when
	// nothing tells (the pointer goes through a library's slice
	// constructor, say), float if the function returns a float, else
	// double.
	Types map[string]string
	// Seeds overrides the seeds (see the package comment) of an active
	// pointer parameter, keyed like Arrays (for Rows: the rows one after
	// another).
	Seeds map[string][]float64
	// Grad and JVP name reverse and forward functions already in the
	// module (with package ad's ABI) to check instead of calling
	// ad.Differentiate; "" differentiates (adding NAME_grad / NAME_jvp).
	Grad, JVP string
	// MaxFD bounds how many coordinates are checked one by one (0: 24);
	// beyond it, evenly spaced coordinates (first and last included) are
	// checked one by one and all coordinates together along one random
	// direction v (row "v·∇").
	MaxFD int
	// MaxSteps bounds each interpreter call (0: interp's default).
	MaxSteps int64
}

// Row is one checked partial derivative.
type Row struct {
	Arg                  string
	Reverse, Forward, FD float64
	RelErr               float64
	// Point is the index of the point (0: At; 1..Random: random points).
	Point int
}

// Value is one number the reverse function computed.
type Value struct {
	Label string
	V     float64
}

// Result is the table Check computes.
type Result struct {
	Rows []Row
	Tol  float64
	// Fn, Grad and JVP name the checked function and its derivatives.
	Fn, Grad, JVP string
	// Points are the scalar arguments of each point checked.
	Points [][]float64
	// Gradient is everything the reverse function returned at the first
	// point, in the order Driver prints it: the primal result (when f
	// returns a float), each active float array's shadow element by
	// element, then each active float scalar's partial.
	Gradient []Value
	// Tangents are the forward function's directional derivatives at the
	// first point for each coordinate checked one by one, in the order
	// DriverJVP prints them.
	Tangents []Value
}

// OK reports whether every row is within tolerance.
func (r *Result) OK() bool {
	for _, row := range r.Rows {
		if !(row.RelErr <= r.Tol) {
			return false
		}
	}
	return true
}

// Write prints the table.
func (r *Result) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "gradcheck @%s (reverse @%s, forward @%s)\n", r.Fn, r.Grad, r.JVP)
	fmt.Fprintf(&b, "finite differences: central, Richardson-extrapolated from steps h and h/2, h = 2^k ≈ eps^(1/5)·max(1,|x|)\n")
	fmt.Fprintf(&b, "relative error: |a-b| / max(1,|a|,|b|), the largest of reverse/FD, forward/FD, reverse/forward; tolerance %g\n", r.Tol)
	multi := len(r.Points) > 1
	for k, p := range r.Points {
		if multi || len(p) > 0 {
			fmt.Fprintf(&b, "point %d: at (%s)\n", k, joinFloats(p))
		}
	}
	rows := [][]string{{"argument", "AD reverse", "AD forward", "FD", "rel. error", ""}}
	if multi {
		rows[0][0] = "point argument"
	}
	bad := 0
	for _, row := range r.Rows {
		mark := ""
		if !(row.RelErr <= r.Tol) {
			mark = "FAIL"
			bad++
		}
		arg := row.Arg
		if multi {
			arg = strconv.Itoa(row.Point) + " " + arg
		}
		rows = append(rows, []string{arg, fmtG(row.Reverse), fmtG(row.Forward), fmtG(row.FD), strconv.FormatFloat(row.RelErr, 'e', 2, 64), mark})
	}
	width := make([]int, 6)
	for _, rr := range rows {
		for i, c := range rr {
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, rr := range rows {
		line := ""
		for i, c := range rr {
			if i == 0 {
				line += c + strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			} else {
				line += "  " + strings.Repeat(" ", width[i]-utf8.RuneCountInString(c)) + c
			}
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	if bad == 0 {
		fmt.Fprintf(&b, "OK: %d derivatives agree within %g\n", len(r.Rows), r.Tol)
	} else {
		fmt.Fprintf(&b, "FAIL: %d of %d derivatives differ by more than %g\n", bad, len(r.Rows), r.Tol)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func fmtG(f float64) string { return strconv.FormatFloat(f, 'g', 17, 64) }

func joinFloats(p []float64) string {
	s := make([]string, len(p))
	for i, f := range p {
		s[i] = strconv.FormatFloat(f, 'g', -1, 64)
	}
	return strings.Join(s, ", ")
}

// RelErr is the relative error Check uses: |a−b| / max(1, |a|, |b|).
func RelErr(a, b float64) float64 {
	if a == b {
		return 0
	}
	d := math.Abs(a - b)
	if d != d {
		return math.Inf(1)
	}
	return d / math.Max(1, math.Max(math.Abs(a), math.Abs(b)))
}

// Check differentiates fn in m (canonical form) both ways and compares.
// Unless opts.Grad and opts.JVP name existing functions, it adds the
// derivatives to m with ad.Differentiate (so m can be printed with them
// afterwards, e.g. for Driver).
func Check(m *ir.Module, fn string, opts Options) (*Result, error) {
	pr, err := setup(m, fn, opts)
	if err != nil {
		return nil, err
	}
	if err := pr.differentiate(); err != nil {
		return nil, err
	}
	mc, err := pr.machine()
	if err != nil {
		return nil, err
	}
	res := &Result{Tol: pr.tol(), Fn: fn, Grad: pr.grad.Name, JVP: pr.jvp.Name}
	points := []point{pr.start}
	rng := rand.New(rand.NewPCG(0x9e3779b9, uint64(len(fn))))
	for k := 0; k < opts.Random; k++ {
		points = append(points, pr.start.perturb(pr, rng))
	}
	for k, pt := range points {
		res.Points = append(res.Points, pt.scalars)
		rows, vals, tangents, err := pr.checkPoint(mc, pt, rng)
		if err != nil {
			if k > 0 {
				return nil, fmt.Errorf("gradcheck: @%s at random point %d (%s): %w", fn, k, joinFloats(pt.scalars), err)
			}
			return nil, fmt.Errorf("gradcheck: @%s: %w", fn, err)
		}
		for i := range rows {
			rows[i].Point = k
		}
		res.Rows = append(res.Rows, rows...)
		if k == 0 {
			res.Gradient, res.Tangents = vals, tangents
		}
	}
	return res, nil
}

// Gradient runs only the reverse function (opts.Grad, or NAME_grad, which
// must be in m) at opts' first point and returns what it computed, in the
// order Result.Gradient and Driver use.
func Gradient(m *ir.Module, fn string, opts Options) ([]Value, error) {
	pr, err := setup(m, fn, opts)
	if err != nil {
		return nil, err
	}
	if pr.grad = m.Func(pr.gradName()); pr.grad == nil {
		return nil, fmt.Errorf("gradcheck: no @%s in the module", pr.gradName())
	}
	mc, err := pr.machine()
	if err != nil {
		return nil, err
	}
	_, vals, err := pr.reverse(mc, pr.start)
	return vals, err
}

// paramKind classifies a parameter of the checked function.
type paramKind int

const (
	pkInt    paramKind = iota // integer scalar: constant
	pkFloat                   // float scalar
	pkArray                   // pointer to an array (Arrays or a default buffer)
	pkRows                    // pointer to pointers to rows (Rows)
	pkOpaque                  // pointer to memory of unknown content: a zeroed buffer
)

type param struct {
	p      *ir.Param
	name   string // for labels
	kind   paramKind
	active bool
	elem   *ir.Type // element type (arrays, rows)
	scalar int      // index into point.scalars (pkInt, pkFloat)
	seeds  []float64
}

// point is one place to check: scalar arguments and array contents.
type point struct {
	scalars []float64
	arrays  map[int][]float64   // by parameter index
	rows    map[int][][]float64 // by parameter index
}

func (pt point) clone() point {
	q := point{scalars: append([]float64(nil), pt.scalars...), arrays: map[int][]float64{}, rows: map[int][][]float64{}}
	for k, a := range pt.arrays {
		q.arrays[k] = append([]float64(nil), a...)
	}
	for k, rs := range pt.rows {
		var c [][]float64
		for _, r := range rs {
			c = append(c, append([]float64(nil), r...))
		}
		q.rows[k] = c
	}
	return q
}

// coord names one coordinate of a point.
type coord struct {
	param    int
	row, idx int // idx in arrays/rows; for scalars idx = scalar index
}

type problem struct {
	m         *ir.Module
	f         *ir.Func
	opts      Options
	params    []param
	start     point
	retFloat  bool
	single    bool // some active input is a float (f32)
	grad, jvp *ir.Func
}

func setup(m *ir.Module, fn string, opts Options) (*problem, error) {
	f := m.Func(fn)
	if f == nil || f.IsDeclaration() {
		return nil, fmt.Errorf("gradcheck: no function @%s defined in the module", fn)
	}
	pr := &problem{m: m, f: f, opts: opts, retFloat: f.Sig.Ret.IsFloat()}
	pr.start = point{arrays: map[int][]float64{}, rows: map[int][][]float64{}}
	used := map[string]bool{}
	key := func(p *ir.Param, i int, has func(string) bool) (string, bool) {
		if p.Name != "" && has(p.Name) {
			return p.Name, true
		}
		if s := strconv.Itoa(i); has(s) {
			return s, true
		}
		return "", false
	}
	isConst := map[int]bool{}
	for _, c := range opts.Const {
		found := false
		for i, p := range f.Params {
			if p.Name == c || strconv.Itoa(i) == c {
				isConst[i], found = true, true
			}
		}
		if !found {
			return nil, fmt.Errorf("gradcheck: --const %s: @%s has no such parameter", c, fn)
		}
	}
	nScalar := 0
	for i, p := range f.Params {
		used[strconv.Itoa(i)] = true
		if p.Name != "" {
			used[p.Name] = true
		}
		pa := param{p: p, name: p.Name}
		if pa.name == "" {
			pa.name = "arg" + strconv.Itoa(i)
		}
		t := p.Typ
		switch {
		case t.IsInt():
			pa.kind, pa.scalar = pkInt, nScalar
			nScalar++
		case t.IsFloat():
			if t.Kind != ir.DoubleKind && t.Kind != ir.FloatKind {
				return nil, fmt.Errorf("gradcheck: parameter %s is %s: only float and double are checked", pa.name, t)
			}
			pa.kind, pa.scalar, pa.active = pkFloat, nScalar, !isConst[i]
			nScalar++
			if pa.active && t.Kind == ir.FloatKind {
				pr.single = true
			}
		case t.IsPtr():
			pa.active = !isConst[i]
			elemName, hasType := "", false
			if k, ok := key(p, i, func(s string) bool { _, ok := opts.Types[s]; return ok }); ok {
				elemName, hasType = opts.Types[k], true
			}
			var elem *ir.Type
			if hasType {
				elem = map[string]*ir.Type{"double": ir.Double, "float": ir.Float, "i64": ir.I64, "i32": ir.I32, "i16": ir.I16, "i8": ir.I8}[elemName]
				if elem == nil {
					return nil, fmt.Errorf("gradcheck: element type %q of %s: want double, float, i64, i32, i16 or i8", elemName, pa.name)
				}
			}
			switch k, ok := key(p, i, func(s string) bool { _, ok := opts.Rows[s]; return ok }); {
			case ok:
				pa.kind = pkRows
				if elem == nil {
					elem = rowsElem(f, p)
				}
				pa.elem = elem
				pr.start.rows[i] = opts.Rows[k]
			default:
				if k, ok := key(p, i, func(s string) bool { _, ok := opts.Arrays[s]; return ok }); ok {
					pa.kind = pkArray
					if elem == nil {
						elem = accessElem(f, p, 0)
					}
					if elem == nil {
						elem = defaultElem(f)
					}
					pa.elem = elem
					pr.start.arrays[i] = opts.Arrays[k]
					break
				}
				// Not given: one zero element of the float type the
				// function accesses (a retptr), else 64 zero bytes.
				if elem == nil {
					elem = accessElem(f, p, 0)
				}
				if elem != nil && elem.IsFloat() {
					pa.kind, pa.elem = pkArray, elem
					pr.start.arrays[i] = []float64{0}
				} else {
					pa.kind, pa.elem = pkOpaque, ir.I64
				}
			}
			if pa.elem != nil && pa.elem.Kind == ir.FloatKind && pa.active {
				pr.single = true
			}
		default:
			return nil, fmt.Errorf("gradcheck: parameter %s has type %s: gradcheck passes only integers, floats and pointers", pa.name, t)
		}
		pr.params = append(pr.params, pa)
	}
	for _, s := range []map[string][]float64{opts.Arrays, opts.Seeds} {
		for k := range s {
			if !used[k] {
				return nil, fmt.Errorf("gradcheck: @%s has no parameter %q", fn, k)
			}
		}
	}
	for k := range opts.Rows {
		if !used[k] {
			return nil, fmt.Errorf("gradcheck: @%s has no parameter %q", fn, k)
		}
	}
	if len(opts.At) != nScalar {
		return nil, fmt.Errorf("gradcheck: @%s has %d scalar parameters; --at gives %d value(s)", fn, nScalar, len(opts.At))
	}
	pr.start.scalars = append([]float64(nil), opts.At...)
	// Seeds.
	for i := range pr.params {
		pa := &pr.params[i]
		if !pa.active || !pr.floatMem(pa) {
			continue
		}
		n := pr.start.size(i)
		if k, ok := key(pa.p, i, func(s string) bool { _, ok := opts.Seeds[s]; return ok }); ok {
			if len(opts.Seeds[k]) != n {
				return nil, fmt.Errorf("gradcheck: seeds of %s: %d values for %d elements", pa.name, len(opts.Seeds[k]), n)
			}
			pa.seeds = opts.Seeds[k]
			continue
		}
		pa.seeds = make([]float64, n)
		if !pr.retFloat {
			for j := range pa.seeds {
				pa.seeds[j] = 1 + float64((j*7)%11)/10
			}
		}
	}
	return pr, nil
}

// floatMem reports whether pa is a pointer to float data.
func (pr *problem) floatMem(pa *param) bool {
	return (pa.kind == pkArray || pa.kind == pkRows) && pa.elem.IsFloat()
}

func (pt point) size(i int) int {
	if a, ok := pt.arrays[i]; ok {
		return len(a)
	}
	n := 0
	for _, r := range pt.rows[i] {
		n += len(r)
	}
	return n
}

func (pr *problem) tol() float64 {
	if pr.opts.Tol > 0 {
		return pr.opts.Tol
	}
	if pr.single {
		return 1e-3
	}
	return 1e-6
}

func (pr *problem) gradName() string {
	if pr.opts.Grad != "" {
		return pr.opts.Grad
	}
	return pr.f.Name + "_grad"
}

func (pr *problem) jvpName() string {
	if pr.opts.JVP != "" {
		return pr.opts.JVP
	}
	return pr.f.Name + "_jvp"
}

func (pr *problem) differentiate() error {
	get := func(name string, mode ad.Mode) (*ir.Func, error) {
		if name != "" {
			g := pr.m.Func(name)
			if g == nil {
				return nil, fmt.Errorf("gradcheck: no @%s in the module", name)
			}
			return g, nil
		}
		g, _, err := ad.Differentiate(pr.m, pr.f.Name, ad.Options{Mode: mode, Const: pr.opts.Const})
		if err != nil {
			return nil, fmt.Errorf("gradcheck: %s mode: %w", mode, err)
		}
		return g, nil
	}
	var err error
	if pr.grad, err = get(pr.opts.Grad, ad.Reverse); err != nil {
		return err
	}
	pr.jvp, err = get(pr.opts.JVP, ad.Forward)
	return err
}

func (pr *problem) machine() (*mach, error) {
	if err := ir.Verify(pr.m); err != nil {
		return nil, fmt.Errorf("gradcheck: the module does not verify: %w", err)
	}
	mc := &mach{pr: pr}
	return mc, mc.renew()
}

// mach is an interpreter machine renewed when the arrays it allocated
// for earlier calls add up (the interpreter frees nothing before the
// machine is dropped).
type mach struct {
	pr        *problem
	m         *interp.Machine
	allocated int
}

func (mc *mach) renew() error {
	m, err := interp.New(mc.pr.m, interp.Options{NoVerify: true, MaxSteps: mc.pr.opts.MaxSteps})
	if err != nil {
		return fmt.Errorf("gradcheck: %w", err)
	}
	mc.m, mc.allocated = m, 0
	return nil
}

// array allocates an array of elem with vals.
func (mc *mach) array(elem *ir.Type, vals []float64) (interp.Value, error) {
	vs := make([]interp.Value, len(vals))
	for i, v := range vals {
		vs[i] = numValue(elem, v)
	}
	if len(vs) == 0 { // a pointer to nothing still needs an address
		vs = []interp.Value{numValue(elem, 0)}
	}
	mc.allocated += 16 * len(vs)
	return mc.m.NewArray(elem, vs)
}

func numValue(t *ir.Type, v float64) interp.Value {
	if t.IsFloat() {
		return interp.Value{Type: ir.Double, Bits: math.Float64bits(v)}
	}
	return interp.Value{Type: t, Bits: uint64(int64(v))}
}

func toFloat(v interp.Value) float64 {
	if v.Type != nil && v.Type.IsInt() {
		return float64(v.Int64())
	}
	return v.Float64()
}

// mem is the memory of one pointer argument: its address and, for rows,
// the rows' addresses.
type mem struct {
	addr interp.Value
	rows []interp.Value
	lens []int
}

// alloc lays out parameter i's memory with contents vals (arrays) or
// rows.
func (mc *mach) alloc(i int, pt point, zero bool, fill []float64) (mem, error) {
	pa := &mc.pr.params[i]
	switch pa.kind {
	case pkOpaque:
		a, err := mc.array(ir.I64, make([]float64, 8))
		return mem{addr: a}, err
	case pkArray:
		vals := pt.arrays[i]
		if zero {
			vals = make([]float64, len(vals))
		}
		if fill != nil {
			vals = fill
		}
		a, err := mc.array(pa.elem, vals)
		return mem{addr: a, lens: []int{len(vals)}}, err
	}
	var out mem
	addrs := []float64{}
	off := 0
	for _, r := range pt.rows[i] {
		vals := r
		if zero {
			vals = make([]float64, len(r))
		}
		if fill != nil {
			vals = fill[off : off+len(r)]
		}
		off += len(r)
		a, err := mc.array(pa.elem, vals)
		if err != nil {
			return out, err
		}
		out.rows = append(out.rows, a)
		out.lens = append(out.lens, len(r))
		addrs = append(addrs, float64(a.Bits))
	}
	vs := make([]interp.Value, len(addrs))
	for k, a := range addrs {
		vs[k] = interp.PtrValue(uint64(a))
	}
	if len(vs) == 0 {
		vs = []interp.Value{interp.PtrValue(0)}
	}
	a, err := mc.m.NewArray(ir.Ptr, vs)
	out.addr = a
	return out, err
}

// read returns the float contents of a parameter's memory.
func (mc *mach) read(pa *param, mm mem) ([]float64, error) {
	var out []float64
	addrs := []interp.Value{mm.addr}
	if pa.kind == pkRows {
		addrs = mm.rows
	}
	for k, a := range addrs {
		vs, err := mc.m.ReadArray(a, pa.elem, mm.lens[k])
		if err != nil {
			return nil, err
		}
		for _, v := range vs {
			out = append(out, toFloat(v))
		}
	}
	return out, nil
}

func (mc *mach) call(name string, args []interp.Value) (interp.Value, error) {
	return mc.m.Call(name, args...)
}

// fresh renews the machine when earlier calls' arrays add up; it is
// called before a call's arrays are allocated.
func (mc *mach) fresh() error {
	if mc.allocated > 64<<20 {
		return mc.renew()
	}
	return nil
}

// scalarArg converts a scalar of parameter pa.
func scalarArg(pa *param, v float64) interp.Value {
	if pa.kind == pkInt {
		return interp.Value{Type: pa.p.Typ, Bits: uint64(int64(v))}
	}
	return interp.Value{Type: ir.Double, Bits: math.Float64bits(v)}
}

// primal evaluates L at pt with the original function.
func (pr *problem) primal(mc *mach, pt point) (float64, error) {
	if err := mc.fresh(); err != nil {
		return 0, err
	}
	args := make([]interp.Value, len(pr.params))
	mems := map[int]mem{}
	for i := range pr.params {
		pa := &pr.params[i]
		if pa.kind == pkInt || pa.kind == pkFloat {
			args[i] = scalarArg(pa, pt.scalars[pa.scalar])
			continue
		}
		mm, err := mc.alloc(i, pt, false, nil)
		if err != nil {
			return 0, err
		}
		mems[i], args[i] = mm, mm.addr
	}
	return pr.callSeeded(mc, pr.f.Name, args, mems)
}

// callSeeded runs @name on args and returns the seeded sum the checker
// differentiates: the float return (if any) plus, for every seeded
// parameter, the seeds dotted with the floats read back from out[i]. The
// primal run reads L from the parameters' memory and the forward run reads
// its directional derivative from the tangent memory the same way, so both
// go through here.
func (pr *problem) callSeeded(mc *mach, name string, args []interp.Value, out map[int]mem) (float64, error) {
	r, err := mc.call(name, args)
	if err != nil {
		return 0, fmt.Errorf("running @%s: %w", name, err)
	}
	L := 0.0
	if pr.retFloat {
		L = r.Float64()
	}
	for i := range pr.params {
		pa := &pr.params[i]
		if pa.seeds == nil {
			continue
		}
		after, err := mc.read(pa, out[i])
		if err != nil {
			return 0, err
		}
		for j, s := range pa.seeds {
			L += s * after[j]
		}
	}
	return L, nil
}

// reverse runs the reverse function at pt: it returns the gradient of L
// by coordinate and the values in Result.Gradient's order.
func (pr *problem) reverse(mc *mach, pt point) (map[coord]float64, []Value, error) {
	if err := mc.fresh(); err != nil {
		return nil, nil, err
	}
	var args []interp.Value
	shadows := map[int]mem{}
	outs := map[int]interp.Value{}
	for i := range pr.params {
		pa := &pr.params[i]
		if pa.kind == pkInt || pa.kind == pkFloat {
			args = append(args, scalarArg(pa, pt.scalars[pa.scalar]))
			continue
		}
		mm, err := mc.alloc(i, pt, false, nil)
		if err != nil {
			return nil, nil, err
		}
		args = append(args, mm.addr)
		if !pa.active {
			continue
		}
		var fill []float64
		if pa.seeds != nil {
			fill = pa.seeds
		}
		sh, err := mc.alloc(i, pt, true, fill)
		if err != nil {
			return nil, nil, err
		}
		shadows[i] = sh
		args = append(args, sh.addr)
	}
	for i := range pr.params {
		pa := &pr.params[i]
		if pa.kind == pkFloat && pa.active {
			o, err := mc.array(pa.p.Typ, []float64{0})
			if err != nil {
				return nil, nil, err
			}
			outs[i] = o
			args = append(args, o)
		}
	}
	if err := checkArity(pr.grad, args); err != nil {
		return nil, nil, err
	}
	r, err := mc.call(pr.grad.Name, args)
	if err != nil {
		return nil, nil, fmt.Errorf("running @%s: %w", pr.grad.Name, err)
	}
	g := map[coord]float64{}
	var vals []Value
	if pr.retFloat {
		vals = append(vals, Value{"return", r.Float64()})
	}
	for i := range pr.params {
		pa := &pr.params[i]
		if sh, ok := shadows[i]; ok && pr.floatMem(pa) {
			d, err := mc.read(pa, sh)
			if err != nil {
				return nil, nil, err
			}
			for j, v := range d {
				c := pr.coordOf(i, pt, j)
				g[c] = v
				vals = append(vals, Value{"d" + pr.label(c), v})
			}
		}
	}
	for i := range pr.params {
		pa := &pr.params[i]
		if o, ok := outs[i]; ok {
			vs, err := mc.m.ReadArray(o, pa.p.Typ, 1)
			if err != nil {
				return nil, nil, err
			}
			c := coord{param: i, idx: pa.scalar}
			g[c] = vs[0].Float64()
			vals = append(vals, Value{"d" + pa.name, vs[0].Float64()})
		}
	}
	return g, vals, nil
}

func checkArity(f *ir.Func, args []interp.Value) error {
	if len(f.Params) != len(args) {
		return fmt.Errorf("@%s has %d parameters, but the ABI gives %d arguments for it (is it package ad's ABI?)", f.Name, len(f.Params), len(args))
	}
	for i, a := range args {
		pt := f.Params[i].Typ
		if a.Type != nil && (a.Type.IsPtr() != pt.IsPtr() || a.Type.IsFloat() && !pt.IsFloat()) {
			return fmt.Errorf("parameter %d of @%s is %s, but the ABI passes a %s there (is it package ad's ABI?)", i, f.Name, pt, a.Type)
		}
	}
	return nil
}

// forward runs the forward function at pt in direction dir (by
// coordinate) and returns the directional derivative of L.
func (pr *problem) forward(mc *mach, pt point, dir map[coord]float64) (float64, error) {
	if err := mc.fresh(); err != nil {
		return 0, err
	}
	var args []interp.Value
	tangents := map[int]mem{}
	for i := range pr.params {
		pa := &pr.params[i]
		switch pa.kind {
		case pkInt:
			args = append(args, scalarArg(pa, pt.scalars[pa.scalar]))
		case pkFloat:
			args = append(args, scalarArg(pa, pt.scalars[pa.scalar]))
			if pa.active {
				args = append(args, scalarArg(pa, dir[coord{param: i, idx: pa.scalar}]))
			}
		default:
			mm, err := mc.alloc(i, pt, false, nil)
			if err != nil {
				return 0, err
			}
			args = append(args, mm.addr)
			if !pa.active {
				continue
			}
			var fill []float64
			if pr.floatMem(pa) {
				fill = make([]float64, pt.size(i))
				for j := range fill {
					fill[j] = dir[pr.coordOf(i, pt, j)]
				}
			}
			tm, err := mc.alloc(i, pt, true, fill)
			if err != nil {
				return 0, err
			}
			tangents[i] = tm
			args = append(args, tm.addr)
		}
	}
	if err := checkArity(pr.jvp, args); err != nil {
		return 0, err
	}
	return pr.callSeeded(mc, pr.jvp.Name, args, tangents)
}

// forwardAndFD is the directional derivative along dir by forward mode
// and by finite differences, the two numbers a row of the forward check
// compares (per coordinate and along a random direction alike).
func (pr *problem) forwardAndFD(mc *mach, pt point, dir map[coord]float64) (fw, fd float64, err error) {
	if fw, err = pr.forward(mc, pt, dir); err != nil {
		return 0, 0, err
	}
	if fd, err = pr.fd(mc, pt, dir); err != nil {
		return 0, 0, err
	}
	return fw, fd, nil
}

// coordOf maps element j (rows flattened) of parameter i to a coord.
func (pr *problem) coordOf(i int, pt point, j int) coord {
	if pr.params[i].kind != pkRows {
		return coord{param: i, idx: j}
	}
	for r, row := range pt.rows[i] {
		if j < len(row) {
			return coord{param: i, row: r, idx: j}
		}
		j -= len(row)
	}
	return coord{param: i, idx: j}
}

func (pr *problem) label(c coord) string {
	pa := &pr.params[c.param]
	switch pa.kind {
	case pkFloat:
		return pa.name
	case pkRows:
		return fmt.Sprintf("%s[%d][%d]", pa.name, c.row, c.idx)
	}
	return fmt.Sprintf("%s[%d]", pa.name, c.idx)
}

// coords lists the active float coordinates of pt.
func (pr *problem) coords(pt point) []coord {
	var out []coord
	for i := range pr.params {
		pa := &pr.params[i]
		if !pa.active {
			continue
		}
		switch {
		case pa.kind == pkFloat:
			out = append(out, coord{param: i, idx: pa.scalar})
		case pr.floatMem(pa):
			for j := 0; j < pt.size(i); j++ {
				out = append(out, pr.coordOf(i, pt, j))
			}
		}
	}
	return out
}

// get and set access coordinate c of pt.
func (pt point) get(pr *problem, c coord) float64 {
	switch pr.params[c.param].kind {
	case pkFloat:
		return pt.scalars[c.idx]
	case pkRows:
		return pt.rows[c.param][c.row][c.idx]
	}
	return pt.arrays[c.param][c.idx]
}

func (pt point) set(pr *problem, c coord, v float64) {
	switch pr.params[c.param].kind {
	case pkFloat:
		pt.scalars[c.idx] = v
	case pkRows:
		pt.rows[c.param][c.row][c.idx] = v
	default:
		pt.arrays[c.param][c.idx] = v
	}
}

// typeOf is the float type of coordinate c.
func (pr *problem) typeOf(c coord) *ir.Type {
	pa := &pr.params[c.param]
	if pa.kind == pkFloat {
		return pa.p.Typ
	}
	return pa.elem
}

// round rounds v to t.
func round(t *ir.Type, v float64) float64 {
	if t.Kind == ir.FloatKind {
		return float64(float32(v))
	}
	return v
}

// perturb returns a random point near pt: active and constant float
// inputs move by up to 20% (at least 0.1); integers stay.
func (pt point) perturb(pr *problem, rng *rand.Rand) point {
	q := pt.clone()
	move := func(t *ir.Type, v float64) float64 {
		return round(t, v+(rng.Float64()*2-1)*0.2*math.Max(0.5, math.Abs(v)))
	}
	for i := range pr.params {
		pa := &pr.params[i]
		switch {
		case pa.kind == pkFloat:
			q.scalars[pa.scalar] = move(pa.p.Typ, q.scalars[pa.scalar])
		case pr.floatMem(pa) && pa.kind == pkArray:
			for j := range q.arrays[i] {
				q.arrays[i][j] = move(pa.elem, q.arrays[i][j])
			}
		case pr.floatMem(pa):
			for _, r := range q.rows[i] {
				for j := range r {
					r[j] = move(pa.elem, r[j])
				}
			}
		}
	}
	return q
}

// step is the finite-difference step for x of type t.
func step(t *ir.Type, x float64) float64 {
	eps := 0x1p-52
	if t.Kind == ir.FloatKind {
		eps = 0x1p-23
	}
	h := math.Pow(eps, 0.2) * math.Max(1, math.Abs(x))
	return math.Exp2(math.Round(math.Log2(h)))
}

// fd is the Richardson-extrapolated central difference of L along the
// direction dir (coordinates and weights) from pt.
func (pr *problem) fd(mc *mach, pt point, dir map[coord]float64) (float64, error) {
	// One step size for the whole direction: the smallest coordinate
	// step (directions are unit vectors or bounded by 1).
	h := math.Inf(1)
	for c := range dir {
		h = math.Min(h, step(pr.typeOf(c), pt.get(pr, c)))
	}
	central := func(h float64) (float64, error) {
		var fs [2]float64
		var span float64
		for k, sgn := range []float64{1, -1} {
			q := pt.clone()
			moved := 0.0
			for c, w := range dir {
				x := pt.get(pr, c)
				xn := round(pr.typeOf(c), x+sgn*h*w)
				q.set(pr, c, xn)
				if w != 0 {
					moved = (xn - x) / w
				}
			}
			if len(dir) != 1 {
				moved = sgn * h // a direction: rounding of each coordinate is neglected
			}
			L, err := pr.primal(mc, q)
			if err != nil {
				return 0, err
			}
			fs[k] = L
			span += math.Abs(moved)
		}
		return (fs[0] - fs[1]) / span, nil
	}
	d1, err := central(h)
	if err != nil {
		return 0, err
	}
	d2, err := central(h / 2)
	if err != nil {
		return 0, err
	}
	return (4*d2 - d1) / 3, nil
}

// checkPoint checks one point: reverse once, then per selected
// coordinate forward and FD, plus a random direction when coordinates
// were skipped.
func (pr *problem) checkPoint(mc *mach, pt point, rng *rand.Rand) ([]Row, []Value, []Value, error) {
	g, vals, err := pr.reverse(mc, pt)
	if err != nil {
		return nil, nil, nil, err
	}
	all := pr.coords(pt)
	sel := pr.selected(all)
	var rows []Row
	var tangents []Value
	for _, c := range sel {
		dir := map[coord]float64{c: 1}
		fw, fd, err := pr.forwardAndFD(mc, pt, dir)
		if err != nil {
			return nil, nil, nil, err
		}
		rows = append(rows, mkRow(pr.label(c), g[c], fw, fd))
		tangents = append(tangents, Value{pr.label(c), fw})
	}
	if len(sel) < len(all) {
		dir := map[coord]float64{}
		rv := 0.0
		for _, c := range all {
			w := rng.Float64()*2 - 1
			dir[c] = w
			rv += w * g[c]
		}
		fw, fd, err := pr.forwardAndFD(mc, pt, dir)
		if err != nil {
			return nil, nil, nil, err
		}
		rows = append(rows, mkRow(fmt.Sprintf("v·∇ (random v over all %d)", len(all)), rv, fw, fd))
	}
	return rows, vals, tangents, nil
}

// selected is the coordinates checked one by one: all, or MaxFD of them
// evenly spaced (first and last included).
func (pr *problem) selected(all []coord) []coord {
	maxFD := pr.opts.MaxFD
	if maxFD <= 0 {
		maxFD = 24
	}
	if len(all) <= maxFD {
		return all
	}
	var sel []coord
	seen := map[int]bool{}
	for k := 0; k < maxFD; k++ {
		j := k * (len(all) - 1) / (maxFD - 1)
		if !seen[j] {
			seen[j] = true
			sel = append(sel, all[j])
		}
	}
	return sel
}

func mkRow(arg string, rev, fw, fd float64) Row {
	e := math.Max(RelErr(rev, fd), math.Max(RelErr(fw, fd), RelErr(rev, fw)))
	return Row{Arg: arg, Reverse: rev, Forward: fw, FD: fd, RelErr: e}
}
