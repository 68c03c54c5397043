package gradcheck

import (
	"fmt"
	"math"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Driver returns LLVM assembly (canonical: opaque pointers) of a `main`
// that calls the reverse function (opts.Grad, or NAME_grad) at opts' first
// point exactly as Check and Gradient do, and prints every value of
// Result.Gradient, in that order, one per line with printf("%.17g\n").
// Append it to the printed module (lltext) and parse the whole again; it
// declares printf only when the module does not.
//
// It is how a test runs the same gradient under lli and compares it with
// the interpreter's.
func Driver(m *ir.Module, fn string, opts Options) (string, error) {
	pr, grad, err := driverSetup(m, fn, opts, (*problem).gradName)
	if err != nil {
		return "", err
	}
	var g, body strings.Builder
	var args []string
	type print struct {
		global string // pointer constant to the element
		typ    *ir.Type
	}
	var prints []print
	tmp := 0
	nextTmp := func() string { tmp++; return fmt.Sprintf("%%t%d", tmp) }
	pt := pr.start
	// array emits a global array of elem with vals and returns its name;
	// elemPtr gives the constant address of element j.
	array := func(name string, elem *ir.Type, vals []float64) string {
		if len(vals) == 0 {
			vals = []float64{0}
		}
		lits := make([]string, len(vals))
		for i, v := range vals {
			lits[i] = elem.String() + " " + literal(elem, v)
		}
		fmt.Fprintf(&g, "@%s = global [%d x %s] [%s], align 16\n", name, len(vals), elem, strings.Join(lits, ", "))
		return name
	}
	elemPtr := func(name string, n int, elem *ir.Type, j int) string {
		return fmt.Sprintf("getelementptr inbounds ([%d x %s], ptr @%s, i64 0, i64 %d)", max(n, 1), elem, name, j)
	}
	// memory emits parameter i's memory (shadow: zero or seeds) and
	// returns the pointer argument and the element addresses.
	memory := func(i int, prefix string, shadow bool) (string, []string) {
		pa := &pr.params[i]
		name := fmt.Sprintf("__gc_%s%d", prefix, i)
		switch pa.kind {
		case pkOpaque:
			fmt.Fprintf(&g, "@%s = global [8 x i64] zeroinitializer, align 16\n", name)
			return "ptr @" + name, nil
		case pkArray:
			vals := pt.arrays[i]
			if shadow {
				vals = make([]float64, len(vals))
				if pa.seeds != nil {
					vals = pa.seeds
				}
			}
			array(name, pa.elem, vals)
			var elems []string
			for j := range vals {
				elems = append(elems, elemPtr(name, len(vals), pa.elem, j))
			}
			return "ptr @" + name, elems
		}
		var rowNames, elems []string
		off := 0
		for r, row := range pt.rows[i] {
			vals := row
			if shadow {
				vals = make([]float64, len(row))
				if pa.seeds != nil {
					vals = pa.seeds[off : off+len(row)]
				}
			}
			off += len(row)
			rn := fmt.Sprintf("%s_r%d", name, r)
			array(rn, pa.elem, vals)
			rowNames = append(rowNames, "ptr @"+rn)
			for j := range vals {
				elems = append(elems, elemPtr(rn, len(vals), pa.elem, j))
			}
		}
		if len(rowNames) == 0 {
			rowNames = []string{"ptr null"}
		}
		fmt.Fprintf(&g, "@%s = global [%d x ptr] [%s], align 16\n", name, len(rowNames), strings.Join(rowNames, ", "))
		return "ptr @" + name, elems
	}
	for i := range pr.params {
		pa := &pr.params[i]
		if pa.kind == pkInt || pa.kind == pkFloat {
			args = append(args, pa.p.Typ.String()+" "+literal(pa.p.Typ, pt.scalars[pa.scalar]))
			continue
		}
		a, _ := memory(i, "a", false)
		args = append(args, a)
		if !pa.active {
			continue
		}
		s, elems := memory(i, "s", true)
		args = append(args, s)
		if pr.floatMem(pa) {
			for _, e := range elems {
				prints = append(prints, print{e, pa.elem})
			}
		}
	}
	var outs []print
	for i := range pr.params {
		pa := &pr.params[i]
		if pa.kind == pkFloat && pa.active {
			name := fmt.Sprintf("__gc_o%d", i)
			fmt.Fprintf(&g, "@%s = global %s %s, align 8\n", name, pa.p.Typ, literal(pa.p.Typ, 0))
			args = append(args, "ptr @"+name)
			outs = append(outs, print{"@" + name, pa.p.Typ})
		}
	}
	if len(args) != len(grad.Params) {
		return "", fmt.Errorf("gradcheck: @%s has %d parameters, but the ABI gives %d arguments for it", grad.Name, len(grad.Params), len(args))
	}
	fmt.Fprintf(&g, "@__gc_fmt = private unnamed_addr constant [7 x i8] c\"%%.17g\\0A\\00\", align 1\n")
	emit := func(v string, t *ir.Type) {
		if t.Kind == ir.FloatKind {
			w := nextTmp()
			fmt.Fprintf(&body, "  %s = fpext float %s to double\n", w, v)
			v = w
		}
		fmt.Fprintf(&body, "  call i32 (ptr, ...) @printf(ptr @__gc_fmt, double %s)\n", v)
	}
	ret := grad.Sig.Ret
	if ret.Kind == ir.VoidKind {
		fmt.Fprintf(&body, "  call void @%s(%s)\n", ir.QuoteNameIfNeeded(grad.Name), strings.Join(args, ", "))
	} else {
		r := nextTmp()
		fmt.Fprintf(&body, "  %s = call %s @%s(%s)\n", r, ret, ir.QuoteNameIfNeeded(grad.Name), strings.Join(args, ", "))
		if pr.retFloat {
			emit(r, ret)
		}
	}
	for _, p := range append(prints, outs...) {
		v := nextTmp()
		fmt.Fprintf(&body, "  %s = load %s, ptr %s, align 4\n", v, p.typ, p.global)
		emit(v, p.typ)
	}
	var out strings.Builder
	out.WriteString("\n; gradcheck driver\n")
	out.WriteString(g.String())
	if m.Func("printf") == nil {
		out.WriteString("declare i32 @printf(ptr, ...)\n")
	}
	out.WriteString("define i32 @main() {\nentry:\n")
	out.WriteString(body.String())
	out.WriteString("  ret i32 0\n}\n")
	return out.String(), nil
}

// literal prints v as a constant of type t.
func literal(t *ir.Type, v float64) string {
	switch t.Kind {
	case ir.FloatKind:
		return fmt.Sprintf("0x%016X", math.Float64bits(float64(float32(v))))
	case ir.DoubleKind:
		return fmt.Sprintf("0x%016X", math.Float64bits(v))
	}
	return fmt.Sprint(int64(v))
}

// DriverJVP is Driver for the forward function (opts.JVP, or NAME_jvp):
// its main calls it once per coordinate Check checks one by one (all of
// them for small problems), with that coordinate's tangent 1 and fresh
// copies of every array, and prints the directional derivative of the
// checked scalar (the result's tangent plus the seeded sum of the tangent
// memory), in the order of Result.Tangents. Pointer-to-pointer parameters
// are not supported here.
func DriverJVP(m *ir.Module, fn string, opts Options) (string, error) {
	pr, jvp, err := driverSetup(m, fn, opts, (*problem).jvpName)
	if err != nil {
		return "", err
	}
	pt := pr.start
	var g, body strings.Builder
	tmp := 0
	nextTmp := func() string { tmp++; return fmt.Sprintf("%%t%d", tmp) }
	array := func(name string, elem *ir.Type, vals []float64) {
		if len(vals) == 0 {
			vals = []float64{0}
		}
		lits := make([]string, len(vals))
		for i, v := range vals {
			lits[i] = elem.String() + " " + literal(elem, v)
		}
		fmt.Fprintf(&g, "@%s = global [%d x %s] [%s], align 16\n", name, len(vals), elem, strings.Join(lits, ", "))
	}
	for k, c := range pr.selected(pr.coords(pt)) {
		var args []string
		type acc struct {
			name string
			elem *ir.Type
			seed []float64
		}
		var tangents []acc
		for i := range pr.params {
			pa := &pr.params[i]
			switch pa.kind {
			case pkInt:
				args = append(args, pa.p.Typ.String()+" "+literal(pa.p.Typ, pt.scalars[pa.scalar]))
			case pkFloat:
				args = append(args, pa.p.Typ.String()+" "+literal(pa.p.Typ, pt.scalars[pa.scalar]))
				if pa.active {
					d := 0.0
					if c == (coord{param: i, idx: pa.scalar}) {
						d = 1
					}
					args = append(args, pa.p.Typ.String()+" "+literal(pa.p.Typ, d))
				}
			case pkRows:
				return "", fmt.Errorf("gradcheck: DriverJVP does not support the pointer-to-pointer parameter %s", pa.name)
			case pkOpaque:
				name := fmt.Sprintf("__gc_a%d_%d", i, k)
				fmt.Fprintf(&g, "@%s = global [8 x i64] zeroinitializer, align 16\n", name)
				args = append(args, "ptr @"+name)
				if pa.active {
					fmt.Fprintf(&g, "@%s_t = global [8 x i64] zeroinitializer, align 16\n", name)
					args = append(args, "ptr @"+name+"_t")
				}
			case pkArray:
				name := fmt.Sprintf("__gc_a%d_%d", i, k)
				array(name, pa.elem, pt.arrays[i])
				args = append(args, "ptr @"+name)
				if !pa.active {
					continue
				}
				t := make([]float64, len(pt.arrays[i]))
				if c.param == i {
					t[c.idx] = 1
				}
				if !pa.elem.IsFloat() {
					t = make([]float64, len(t))
				}
				array(name+"_t", pa.elem, t)
				args = append(args, "ptr @"+name+"_t")
				if pa.seeds != nil {
					tangents = append(tangents, acc{name + "_t", pa.elem, pa.seeds})
				}
			}
		}
		if len(args) != len(jvp.Params) {
			return "", fmt.Errorf("gradcheck: @%s has %d parameters, but the ABI gives %d arguments for it", jvp.Name, len(jvp.Params), len(args))
		}
		sum := "0.0"
		ret := jvp.Sig.Ret
		call := fmt.Sprintf("call %s @%s(%s)", ret, ir.QuoteNameIfNeeded(jvp.Name), strings.Join(args, ", "))
		if pr.retFloat {
			r := nextTmp()
			fmt.Fprintf(&body, "  %s = %s\n", r, call)
			if ret.Kind == ir.FloatKind {
				w := nextTmp()
				fmt.Fprintf(&body, "  %s = fpext float %s to double\n", w, r)
				r = w
			}
			sum = r
		} else {
			fmt.Fprintf(&body, "  %s\n", call)
		}
		for _, a := range tangents {
			for j, s := range a.seed {
				if s == 0 {
					continue
				}
				v := nextTmp()
				fmt.Fprintf(&body, "  %s = load %s, ptr getelementptr inbounds ([%d x %s], ptr @%s, i64 0, i64 %d), align 4\n", v, a.elem, max(len(a.seed), 1), a.elem, a.name, j)
				if a.elem.Kind == ir.FloatKind {
					w := nextTmp()
					fmt.Fprintf(&body, "  %s = fpext float %s to double\n", w, v)
					v = w
				}
				p, q := nextTmp(), nextTmp()
				fmt.Fprintf(&body, "  %s = fmul double %s, %s\n  %s = fadd double %s, %s\n", p, v, literal(ir.Double, s), q, sum, p)
				sum = q
			}
		}
		fmt.Fprintf(&body, "  call i32 (ptr, ...) @printf(ptr @__gc_fmt, double %s)\n", sum)
	}
	fmt.Fprintf(&g, "@__gc_fmt = private unnamed_addr constant [7 x i8] c\"%%.17g\\0A\\00\", align 1\n")
	var out strings.Builder
	out.WriteString("\n; gradcheck forward driver\n")
	out.WriteString(g.String())
	if m.Func("printf") == nil {
		out.WriteString("declare i32 @printf(ptr, ...)\n")
	}
	out.WriteString("define i32 @main() {\nentry:\n")
	out.WriteString(body.String())
	out.WriteString("  ret i32 0\n}\n")
	return out.String(), nil
}

// driverSetup is what both drivers check first: the problem, the
// derivative function named by name, and that the module has no main yet.
func driverSetup(m *ir.Module, fn string, opts Options, name func(*problem) string) (*problem, *ir.Func, error) {
	pr, err := setup(m, fn, opts)
	if err != nil {
		return nil, nil, err
	}
	d := m.Func(name(pr))
	if d == nil {
		return nil, nil, fmt.Errorf("gradcheck: no @%s in the module", name(pr))
	}
	if m.Func("main") != nil {
		return nil, nil, fmt.Errorf("gradcheck: the module already has a @main")
	}
	return pr, d, nil
}
