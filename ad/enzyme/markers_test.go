package enzyme

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// markerModule is a module with one Enzyme call whose arguments are ARGS
// and whose entry point is ENTRY; the call is on line 25, column 3.
const markerModule = `@enzyme_out = external global i32
@enzyme_dup = external global i32
@enzyme_const = external global i32
@enzyme_width = external global i32
@enzyme_vector = external global i32
@enzyme_foo = external global i32
@enzyme_dupv = external global i32
@enzyme_dupnoneed = external global i32
declare double @ENTRY(...)
declare double @ext(double)
define double @f(double %x, double %y) {
  %r = fmul double %x, %y
  ret double %r
}
define double @g(ptr %p, i64 %n) {
  %v = load double, ptr %p
  ret double %v
}
define double @caller(ptr %p, ptr %dp, double %a, i32 %w) {
  %o = load i32, ptr @enzyme_out
  %d = load i32, ptr @enzyme_dup
  %c = load i32, ptr @enzyme_const
  %wd = load i32, ptr @enzyme_width
  %vec = load i32, ptr @enzyme_vector
  %r = call double (...) @ENTRY(ARGS)
  ret double %r
}
`

func TestMarkerErrors(t *testing.T) {
	saved := differentiate
	differentiate = func(m *ir.Module, fn string, opts ad.Options) (*ir.Func, *ad.Report, error) {
		t.Errorf("the engine was asked for @%s: a bad call must be rejected before", fn)
		return nil, nil, errors.New("no")
	}
	defer func() { differentiate = saved }()
	for _, tc := range []struct {
		name, entry, args, want string
		class                   error
	}{
		{"no function", "__enzyme_autodiff", ``, "too few arguments: no function", ErrBadCall},
		{"not a function", "__enzyme_autodiff", `ptr %p, double %a`, "first argument is not a function (found a parameter of type ptr)", ErrBadCall},
		{"global, not a function", "__enzyme_autodiff", `ptr @enzyme_foo`, "first argument is not a function", ErrBadCall},
		{"no body", "__enzyme_autodiff", `ptr @ext, double %a`, "@ext has no body", ErrBadCall},
		{"marker ends the list", "__enzyme_autodiff", `ptr @f, i32 %o, double %a, i32 %o`, "too few arguments: enzyme_out ends the list", ErrBadCall},
		{"too few arguments", "__enzyme_autodiff", `ptr @f, i32 %o, double %a`, "too few arguments: @f has 2 parameters, the call gives 1", ErrBadCall},
		{"too many arguments", "__enzyme_autodiff", `ptr @f, double %a, double %a, double %a`, "too many arguments: @f has 2 parameters; extra argument a parameter of type double", ErrBadCall},
		{"enzyme_out on a pointer", "__enzyme_autodiff", `ptr @g, i32 %o, ptr %p, i64 3`, "enzyme_out on argument 0 of @g, which is ptr, not a float scalar", ErrBadCall},
		{"enzyme_out wrong type", "__enzyme_autodiff", `ptr @f, i32 %o, ptr %p, double %a`, "argument 0 of @f: found a parameter of type ptr, the parameter is double", ErrBadCall},
		{"dup on a scalar in reverse", "__enzyme_autodiff", `ptr @f, i32 %d, double %a, double %a, double %a`, "enzyme_dup on argument 0 of @f, which is double: reverse mode duplicates pointers", ErrBadCall},
		{"missing shadow", "__enzyme_autodiff", `ptr @g, i32 %d, ptr %p`, "too few arguments: missing shadow 1 of argument 0 of @g", ErrBadCall},
		{"marker where the shadow goes", "__enzyme_autodiff", `ptr @g, ptr %p, i32 %c, i64 3`, "argument 0 of @g needs a shadow of type ptr; found marker enzyme_const", ErrBadCall},
		{"shadow of the wrong type", "__enzyme_autodiff", `ptr @g, i32 %d, ptr %p, double %a, i64 3`, "shadow of argument 0 of @g: found a parameter of type double, the parameter is ptr", ErrBadCall},
		{"width not constant", "__enzyme_autodiff", `ptr @f, i32 %wd, i32 %w, double %a, double %a`, "enzyme_width must be followed by a constant integer from 1 to 64; found a parameter of type i32", ErrBadCall},
		{"width at the end", "__enzyme_autodiff", `ptr @f, double %a, double %a, i32 %wd`, "enzyme_width must be followed by a constant integer; the list ends", ErrBadCall},
		{"width twice", "__enzyme_autodiff", `ptr @f, i32 %wd, i32 2, i32 %wd, i32 2, double %a, double %a`, "enzyme_width is given twice", ErrBadCall},
		{"width needs more shadows", "__enzyme_autodiff", `ptr @g, i32 %wd, i32 2, ptr %p, ptr %dp, i64 3`, "shadow of argument 0 of @g: found i64 3, the parameter is ptr", ErrBadCall},
		{"unknown marker", "__enzyme_autodiff", `ptr @f, ptr @enzyme_foo, double %a, double %a`, "unknown marker enzyme_foo", ErrBadCall},
		{"enzyme_vector", "__enzyme_autodiff", `ptr @f, i32 %vec, double %a, double %a`, "enzyme_vector belongs to __enzyme_batch", ErrBadCall},
		{"dupv offset", "__enzyme_fwddiff", `ptr @g, ptr @enzyme_dupv, double %a, ptr %p, ptr %dp, i64 3`, "enzyme_dupv must be followed by an integer byte offset", ErrBadCall},
		{"dupv on a scalar", "__enzyme_fwddiff", `ptr @f, ptr @enzyme_dupv, i64 8, double %a, ptr %p, double %a, double %a`, "enzyme_dupv on argument 0 of @f, which is double: batched shadows from a buffer need a pointer argument", ErrBadCall},
		{"dupv shadow not a pointer", "__enzyme_fwddiff", `ptr @g, ptr @enzyme_dupv, i64 8, ptr %p, double %a, i64 3`, "the shadow of argument 0 of @g given with enzyme_dupv must be a pointer; found a parameter of type double", ErrBadCall},
		{"enzyme_out in forward mode", "__enzyme_fwddiff", `ptr @f, i32 %o, double %a, double %a, double %a`, "enzyme_out is for reverse mode", ErrBadCall},
		{"any suffix", "__enzyme_autodiff_mine", `ptr @f, double %a`, "too few arguments: @f has 2 parameters", ErrBadCall},
		{"dupnoneed on null", "__enzyme_autodiff", `ptr @g, ptr @enzyme_dupnoneed, ptr null, ptr %dp, i64 3`, "enzyme_dupnoneed with a null pointer for argument 0 of @g", ErrUnsupported},
		{"augmented forward", "__enzyme_augmentfwd", `ptr @f, double %a, double %a`, "@__enzyme_augmentfwd (Enzyme's split forward/reverse interface): not supported", ErrUnsupported},
		{"reverse half", "__enzyme_reverse", `ptr @f, double %a, double %a`, "@__enzyme_reverse (Enzyme's split forward/reverse interface): not supported", ErrUnsupported},
		{"batch: too few lanes", "__enzyme_batch", `ptr @f, i32 %wd, i32 3, double %a, double %a, double %a, double %a`, "too few arguments: missing lane 1 of argument 1 of @f", ErrBadCall},
		{"batch: enzyme_out", "__enzyme_batch", `ptr @f, i32 %o, double %a, double %a`, "enzyme_out in a batch call", ErrBadCall},
		{"batch: missing argument", "__enzyme_batch", `ptr @f, double %a`, "too few arguments: @f has 2 parameters, the call gives 1", ErrBadCall},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.NewReplacer("ENTRY", tc.entry, "ARGS", tc.args).Replace(markerModule)
			m, err := lltext.Parse("m.ll", []byte(src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			n, err := Lower(m)
			if err == nil {
				t.Fatalf("Lower replaced %d calls and returned no error; want %q", n, tc.want)
			}
			if !errors.Is(err, tc.class) || !errors.Is(err, ad.ErrNotDifferentiable) {
				t.Errorf("error %q is not of class %v and ad.ErrNotDifferentiable", err, tc.class)
			}
			if !strings.HasPrefix(err.Error(), "m.ll:25:3: ") {
				t.Errorf("error %q does not start with the call site m.ll:25:3", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not say %q", err, tc.want)
			}
			if n != 0 {
				t.Errorf("Lower returned %d with an error", n)
			}
		})
	}
}

// A call built in memory has no position: the error names the function
// and block instead.
func TestMarkerErrorWithoutPosition(t *testing.T) {
	src := strings.NewReplacer("ENTRY", "__enzyme_autodiff", "ARGS", `ptr %p`).Replace(markerModule)
	m, err := lltext.Parse("m.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m.Func("caller").Instrs(func(i *ir.Instr) { i.Pos = ir.Pos{} })
	m.Func("caller").Blocks[0].Name = "entry"
	_, err = Lower(m)
	if err == nil || !strings.HasPrefix(err.Error(), "m.ll: function @caller, block %entry: ") {
		t.Errorf("got %v, want an error located at function @caller, block %%entry", err)
	}
}

// A module without Enzyme calls is left exactly as it was.
func TestNoEnzymeCalls(t *testing.T) {
	src := strings.NewReplacer("ENTRY", "not_enzyme", "ARGS", `ptr @f, double %a`).Replace(markerModule)
	m, err := lltext.Parse("m.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	before := printModule(t, m)
	n, err := Lower(m)
	if n != 0 || err != nil {
		t.Fatalf("Lower = %d, %v; want 0, nil", n, err)
	}
	if after := printModule(t, m); string(after) != string(before) {
		t.Errorf("the module changed:\n%s", after)
	}
}

// Two calls with the same activity pattern share one derivative; another
// pattern gets its own.
func TestDerivativeCache(t *testing.T) {
	saved := differentiate
	asked := map[string]int{}
	differentiate = func(m *ir.Module, fn string, opts ad.Options) (*ir.Func, *ad.Report, error) {
		asked[fmt.Sprintf("%s %v %v", fn, opts.Mode, opts.Const)]++
		return fakeEngine(m, fn, opts)
	}
	defer func() { differentiate = saved }()
	src := `@enzyme_const = external global i32
declare double @__enzyme_autodiff(ptr, ...)
define double @mul2(double %x, double %y) {
  %r = fmul double %x, %y
  ret double %r
}
define double @main(double %a) {
  %c = load i32, ptr @enzyme_const
  %r1 = call double (ptr, ...) @__enzyme_autodiff(ptr @mul2, double %a, i32 %c, double %a)
  %r2 = call double (ptr, ...) @__enzyme_autodiff(ptr @mul2, double 2.0, i32 %c, double %a)
  %r3 = call double (ptr, ...) @__enzyme_autodiff(ptr @mul2, i32 %c, double 2.0, double %a)
  %s = fadd double %r1, %r2
  %t = fadd double %s, %r3
  ret double %t
}
`
	m, n, err := lowerText(t, "c.ll", []byte(src))
	if err != nil || n != 3 {
		t.Fatalf("Lower = %d, %v", n, err)
	}
	if len(asked) != 2 || asked["mul2 reverse [1]"] != 1 || asked["mul2 reverse [0]"] != 1 {
		t.Errorf("engine requests %v; want one for Const [1] and one for Const [0]", asked)
	}
	if m.Global("enzyme_const") != nil || m.Func("__enzyme_autodiff") != nil {
		t.Errorf("the marker global or the entry point's declaration is left")
	}
}

// With debug information the error also names the source position, as
// Enzyme's own messages do.
func TestMarkerErrorSourceLocation(t *testing.T) {
	src := `@enzyme_out = external global i32
declare double @__enzyme_autodiff(...)
define double @f(double %x, double %y) {
  %r = fmul double %x, %y
  ret double %r
}
define double @caller(double %a) !dbg !4 {
  %o = load i32, ptr @enzyme_out
  %r = call double (...) @__enzyme_autodiff(ptr @f, i32 %o, double %a), !dbg !7
  ret double %r
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "prog.c", directory: "/src")
!4 = distinct !DISubprogram(name: "caller", scope: !1, file: !1, line: 3, unit: !0)
!7 = !DILocation(line: 5, column: 15, scope: !4)
!9 = !{i32 2, !"Debug Info Version", i32 3}
`
	m, err := lltext.Parse("d.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Lower(m)
	want := "d.ll:9:3 (at prog.c:5:15): call of @__enzyme_autodiff: too few arguments: @f has 2 parameters, the call gives 1 (Enzyme: EnzymeInsufficientArgs)"
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// A call inside a function that another call differentiates is lowered
// first, whatever the module order.
func TestInnerCallsFirst(t *testing.T) {
	src := `declare double @__enzyme_autodiff(...)
declare double @__enzyme_fwddiff(...)
define double @main(double %a) {
  %outer = call double (...) @__enzyme_autodiff(ptr @h, double %a)
  %other = call double (...) @__enzyme_fwddiff(ptr @f, double %a, double 1.0)
  ret double %outer
}
define double @h(double %x) {
  %y = call double @g(double %x)
  ret double %y
}
define double @g(double %x) {
  %inner = call double (...) @__enzyme_fwddiff(ptr @f, double %x, double 1.0)
  ret double %inner
}
define double @f(double %x) {
  %y = fmul double %x, %x
  ret double %y
}
`
	m, err := lltext.Parse("o.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var calls []*ir.Instr
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			if i.Op == ir.OpCall && enzymeCallee(i) != nil {
				calls = append(calls, i)
			}
		})
	}
	var names []string
	for _, c := range innerFirst(calls) {
		names = append(names, c.Name)
	}
	if got := strings.Join(names, " "); got != "other inner outer" {
		t.Errorf("order %q, want %q", got, "other inner outer")
	}
}

// Lower differentiates within one session: two calls whose functions
// share a callee use one derivative of it (one ad.Differentiate per call
// made a second, suffixed copy), and the shared derivative is right for
// both (lli checks d/dx 3x² = 6x and d/dx x²+x = 2x+1 at 1.5).
func TestCallsShareCalleeDerivatives(t *testing.T) {
	src := `declare double @__enzyme_autodiff(...)
define internal double @sq(double %x) noinline {
  %y = fmul double %x, %x
  ret double %y
}
define double @f1(double %x) {
  %s = call double @sq(double %x)
  %r = fmul double %s, 3.0
  ret double %r
}
define double @f2(double %x) {
  %s = call double @sq(double %x)
  %r = fadd double %s, %x
  ret double %r
}
define i32 @main() {
  %d1 = call double (...) @__enzyme_autodiff(ptr @f1, double 1.5)
  %d2 = call double (...) @__enzyme_autodiff(ptr @f2, double 1.5)
  %ok1 = fcmp oeq double %d1, 9.0
  %ok2 = fcmp oeq double %d2, 4.0
  %ok = and i1 %ok1, %ok2
  %r = select i1 %ok, i32 0, i32 1
  ret i32 %r
}
`
	m, n, err := lowerText(t, "share.ll", []byte(src))
	if err != nil || n != 2 {
		t.Fatalf("Lower = %d, %v", n, err)
	}
	var sqDerivs []string
	for _, f := range m.Funcs {
		if strings.HasPrefix(f.Name, "sq.") {
			sqDerivs = append(sqDerivs, f.Name)
		}
	}
	if len(sqDerivs) != 2 || !strings.Contains(sqDerivs[0], ".aug.") || !strings.Contains(sqDerivs[1], ".rev.") {
		t.Errorf("derivatives of @sq: %v; want one augmented forward and one reverse sweep", sqDerivs)
	}
	text := printModule(t, m)
	if out, err := runFor(t, text, target.Target{Major: 22}, t.TempDir(), "share"); err != nil {
		t.Errorf("lli: %v\n%s", err, out)
	}
}
