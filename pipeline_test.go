package irfix

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// TestMain runs every pipeline of this package's tests with the verifier
// between passes.
func TestMain(m *testing.M) {
	os.Setenv("IRFIX_VERIFY_EACH", "1")
	os.Exit(m.Run())
}

func TestPassTableOrder(t *testing.T) {
	want := []string{"load", "verify-input", "canonicalize", "check-reader", "callsig-check", "callsig-fix",
		"ad", "enzyme", "gradcheck", "lower", "write"}
	if got := PassNames(); !slices.Equal(got, want) {
		t.Errorf("passes = %v, want %v", got, want)
	}
	cases := []struct {
		p    Pipeline
		want string
	}{
		{Pipeline{}, "load"},
		{Pipeline{Emit: EmitText}, "load write"},
		{Pipeline{Target: target.MustParse("15-typed"), Emit: EmitBitcode, VerifyInput: true}, "load verify-input canonicalize lower write"},
		{Pipeline{Reader: target.MustParse("16"), Calls: CallsReport}, "load check-reader callsig-check"},
		{Pipeline{Grad: &GradOptions{Fn: "f"}, Calls: CallsCheck, Target: target.MustParse("16-typed"), Emit: EmitText},
			"load canonicalize callsig-check ad lower write"},
		{Pipeline{Grad: &GradOptions{Enzyme: true}, Emit: EmitText}, "load canonicalize enzyme write"},
		{Pipeline{GradCheck: &GradCheckOptions{Fn: "f"}}, "load canonicalize gradcheck"},
		{Pipeline{Calls: CallsFix, Emit: EmitText}, "load callsig-fix write"},
	}
	for _, c := range cases {
		if got := strings.Join(c.p.Passes(), " "); got != c.want {
			t.Errorf("%+v runs %q, want %q", c.p, got, c.want)
		}
	}
}

// breakModule is a pass with a bug: it erases the terminator of the first
// function body's last block.
func breakModule(_ *Pipeline, r *Result) error {
	for _, f := range r.Module.Funcs {
		if len(f.Blocks) > 0 {
			b := f.Blocks[len(f.Blocks)-1]
			b.Terminator().Erase()
			return nil
		}
	}
	return errors.New("no function body to break")
}

// withPass runs the test with ps inserted into the table after the pass
// named after.
func withPass(t *testing.T, after string, ps pass) {
	saved := passes
	t.Cleanup(func() { passes = saved })
	i := slices.IndexFunc(passes, func(p pass) bool { return p.name == after })
	passes = slices.Insert(slices.Clone(passes), i+1, ps)
}

func TestVerifyEachNamesBrokenPass(t *testing.T) {
	withPass(t, PassCanonicalize, pass{name: "break-it", on: always, run: breakModule, changes: true})
	src, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	p := &Pipeline{Target: target.MustParse("16-typed"), Emit: EmitText, VerifyEach: true}
	r, err := p.Run(example, src)
	if !errors.Is(err, ErrInternal) {
		t.Fatalf("err = %v, want ErrInternal", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "pass break-it ") || !strings.HasPrefix(msg, example+": ") {
		t.Errorf("message %q should name the file and the pass break-it", msg)
	}
	if got := strings.Join(r.Passes, " "); got != "load canonicalize break-it" {
		t.Errorf("passes run = %q, want the run to stop after break-it", got)
	}
	if r.Output != nil {
		t.Error("a broken run produced output")
	}
	// Without the verifier between passes, the text output's self-check
	// (the verifier on the module about to be printed) still refuses it,
	// with nothing printed; only with that off too does the run go on to
	// the end: the checks are what catch it.
	t.Setenv("IRFIX_VERIFY_EACH", "0")
	p.VerifyEach = false
	r, err = p.Run(example, src)
	if !errors.Is(err, ErrInternal) || !strings.Contains(err.Error(), "self-check: the module to print does not verify") {
		t.Errorf("without VerifyEach: err = %v, want the text self-check's ErrInternal", err)
	}
	if r.Output != nil {
		t.Error("without VerifyEach: a broken module was printed")
	}
	p.NoSelfCheck = true
	if _, err := p.Run(example, src); err != nil {
		t.Errorf("without VerifyEach and the self-check: %v", err)
	}
}

// invalid parses but does not verify: %x is used where it is not
// defined on every path (line 8).
const invalid = `define i32 @f(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  ret i32 %x
}
`

func TestVerifyInput(t *testing.T) {
	m, _, err := Load("bad.ll", []byte(invalid))
	if err != nil {
		t.Fatalf("the parser must accept the module (the verifier is what rejects it): %v", err)
	}
	for _, opts := range []ConvertOptions{{}, {Target: target.MustParse("15-typed")}, {Target: target.MustParse("22"), Emit: EmitBitcode}} {
		out, err := Convert(m, opts)
		if !errors.Is(err, ErrBadInput) || out != nil {
			t.Fatalf("Convert(%+v) = %d bytes, %v; want ErrBadInput", opts, len(out), err)
		}
		if msg := err.Error(); !strings.HasPrefix(msg, "bad.ll:8:") || !strings.Contains(msg, "%x") {
			t.Errorf("message %q should start at the use (bad.ll:8:...) and name %%x", msg)
		}
	}
	// A pipeline that does not verify the input with VerifyEach still
	// blames the input, not the first pass.
	p := &Pipeline{Target: target.MustParse("16"), Emit: EmitText, VerifyEach: true}
	if _, err := p.Run("bad.ll", []byte(invalid)); !errors.Is(err, ErrBadInput) || errors.Is(err, ErrInternal) {
		t.Errorf("VerifyEach on invalid input: %v, want ErrBadInput", err)
	}
}

func TestPrintAfter(t *testing.T) {
	src, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	var trace bytes.Buffer
	p := &Pipeline{Target: target.MustParse("16-typed"), Emit: EmitText, PrintAfter: PassCanonicalize, Trace: &trace}
	r, err := p.Run(example, src)
	if err != nil {
		t.Fatal(err)
	}
	got := trace.String()
	if !strings.HasPrefix(got, "; *** IR after pass canonicalize ***\n") || strings.Count(got, "; *** IR after") != 1 {
		t.Fatalf("trace starts %q", got[:min(len(got), 80)])
	}
	// After canonicalize the pointers are opaque; the output (after
	// lower) is typed again.
	if !strings.Contains(got, "ptr %") || strings.Contains(got, "double*") {
		t.Error("the module printed after canonicalize is not opaque")
	}
	if !bytes.Contains(r.Output, []byte("double*")) {
		t.Error("the output is not typed")
	}
	// The print is the module as it was then: parse it, it is the
	// canonical module.
	if _, err := lltext.Parse("trace.ll", []byte(strings.SplitN(got, "\n", 2)[1])); err != nil {
		t.Errorf("the printed module does not parse: %v", err)
	}

	trace.Reset()
	p.PrintAfter = "all"
	if _, err := p.Run(example, src); err != nil {
		t.Fatal(err)
	}
	var headers []string
	for _, l := range strings.Split(trace.String(), "\n") {
		if s, ok := strings.CutPrefix(l, "; *** IR after pass "); ok {
			headers = append(headers, strings.TrimSuffix(s, " ***"))
		}
	}
	if want := []string{"load", "canonicalize", "lower", "write"}; !slices.Equal(headers, want) {
		t.Errorf("print-after all printed after %v, want %v", headers, want)
	}

	for _, bad := range []string{"ad", "nonsense"} {
		p.PrintAfter = bad
		if _, err := p.Run(example, src); !errors.Is(err, ErrOptions) {
			t.Errorf("PrintAfter %q: err = %v, want ErrOptions", bad, err)
		}
	}
}

func TestSelfCheck(t *testing.T) {
	tg := target.MustParse("16-typed")
	m := loadFile(t, "examples/numba_cos.opaque16.ll")
	p := &Pipeline{Target: tg, Emit: EmitBitcode}
	r, err := p.RunModule(m, Info{})
	if err != nil {
		t.Fatal(err)
	}
	if err := selfCheck(m, tg, r.Output); err != nil {
		t.Fatalf("self-check of a correct write: %v", err)
	}
	// The module changes after it was written: the bitcode no longer
	// says what the module does, and the check must see it.
	f := m.Funcs[0]
	for _, ff := range m.Funcs {
		if len(ff.Blocks) > 0 {
			f = ff
			break
		}
	}
	f.Name += "_renamed"
	if err := selfCheck(m, tg, r.Output); err == nil || !strings.Contains(err.Error(), "reads back as another module") {
		t.Errorf("self-check of bitcode that is not the module: %v", err)
	}
	if err := selfCheck(m, tg, r.Output[:len(r.Output)/2]); err == nil {
		t.Error("self-check of truncated bitcode: no error")
	}
}

// TestPrintSame compares modules whose texts span many of the printer's
// chunks: equal ones are the same; a difference in the last function, and
// one text being the other's prefix (either way round), are not.
func TestPrintSame(t *testing.T) {
	gen := func(n int, last string) *ir.Module {
		var b strings.Builder
		for i := range n {
			c := "1"
			if i == n-1 {
				c = last
			}
			fmt.Fprintf(&b, "define i32 @f%d(i32 %%x) {\n  %%y = add i32 %%x, %s\n  ret i32 %%y\n}\n\n", i, c)
		}
		m, err := lltext.Parse("gen.ll", []byte(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	const n = 4000 // about 300 KB of text
	var opt lltext.PrintOptions
	if !printSame(gen(n, "1"), gen(n, "1"), opt) {
		t.Error("equal modules: not the same")
	}
	for _, c := range []struct {
		name string
		a, b *ir.Module
	}{
		{"last constant", gen(n, "1"), gen(n, "2")},
		{"a extra function", gen(n+1, "1"), gen(n, "1")},
		{"b extra function", gen(n, "1"), gen(n+1, "1")},
	} {
		if printSame(c.a, c.b, opt) {
			t.Errorf("%s: reported the same", c.name)
		}
	}
}

func TestSameUpToMetadataUniquing(t *testing.T) {
	// b is a with the two equal DILocations !2 and !3 merged into one,
	// as a bitcode reader does, and renumbered.
	a := "define void @f() !dbg !0 {\n  call void @g(), !dbg !2\n  ret void, !dbg !3\n}\n!0 = distinct !DISubprogram(name: \"f\", unit: !1)\n!1 = distinct !DICompileUnit(file: !4)\n!2 = !DILocation(line: 1, scope: !0)\n!3 = !DILocation(line: 1, scope: !0)\n!4 = !DIFile(filename: \"a.c\")\n"
	b := "define void @f() !dbg !0 {\n  call void @g(), !dbg !2\n  ret void, !dbg !2\n}\n!0 = distinct !DISubprogram(name: \"f\", unit: !1)\n!1 = distinct !DICompileUnit(file: !3)\n!2 = !DILocation(line: 1, scope: !0)\n!3 = !DIFile(filename: \"a.c\")\n"
	if !sameUpToMetadataUniquing(a, b) {
		t.Error("merged equal nodes: not the same")
	}
	// A different line is a different module; so is a different file
	// name two references away.
	for _, c := range []struct{ from, to string }{
		{"ret void, !dbg !2", "ret void, !dbg !0"},
		{"!2 = !DILocation(line: 1,", "!2 = !DILocation(line: 2,"},
		{"\"a.c\"", "\"b.c\""},
		{"@g()", "@h()"},
	} {
		if sameUpToMetadataUniquing(a, strings.Replace(b, c.from, c.to, 1)) {
			t.Errorf("b with %q → %q: reported the same", c.from, c.to)
		}
	}
}

func TestGradStopsAtWrongCall(t *testing.T) {
	// @caller calls @take2 with one double: wrong (UB). A derivative of
	// it would be wrong too, so grad stops before ad runs.
	src := "define double @take2(double %a, double %b) {\n  ret double %a\n}\ndefine double @caller(double %x) {\n  %r = call double @take2(double %x)\n  ret double %r\n}\n"
	m, _, err := Load("wrong.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Grad(m, GradOptions{Fn: "caller"})
	if !errors.Is(err, callsig.ErrWrongCall) || !strings.Contains(err.Error(), "@take2") {
		t.Fatalf("err = %v, want callsig.ErrWrongCall naming @take2", err)
	}
	if slices.Contains(r.Passes, PassAD) || r.Output != nil {
		t.Errorf("passes %v ran, output %d bytes", r.Passes, len(r.Output))
	}
}

func TestGradNotDifferentiable(t *testing.T) {
	// @f passes its active input to an external function nothing is known
	// about: no derivative can be exact, so the engine must refuse.
	src := "declare double @mystery(double)\ndefine double @f(double %x) {\n  %y = call double @mystery(double %x)\n  ret double %y\n}\n"
	m, _, err := Load("mystery.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	r, err := Grad(m, GradOptions{Fn: "f", Target: target.MustParse("16-typed")})
	if !errors.Is(err, ad.ErrNotDifferentiable) || !strings.HasPrefix(err.Error(), "mystery.ll: ") {
		t.Fatalf("err = %v, want ad.ErrNotDifferentiable prefixed with the file", err)
	}
	if r.Output != nil || slices.Contains(r.Passes, PassLower) {
		t.Errorf("passes %v ran after ad failed", r.Passes)
	}
}

// TestLayering: upgrade and downgrade are two halves that do not know each
// other, and the irfix command links no test code.
func TestLayering(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found")
	}
	deps := func(pkg string) []string {
		out, err := exec.Command(goTool, "list", "-deps", pkg).Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		return strings.Fields(string(out))
	}
	const mod = "github.com/irfix/irfix/"
	if slices.Contains(deps("./upgrade"), mod+"downgrade") {
		t.Error("upgrade imports downgrade")
	}
	if slices.Contains(deps("./downgrade"), mod+"upgrade") {
		t.Error("downgrade imports upgrade")
	}
	for _, d := range deps("./cmd/irfix") {
		if d == "testing" || strings.HasPrefix(d, "testing/") || strings.HasPrefix(d, mod+"corpus") || strings.HasSuffix(d, "/testenv") {
			t.Errorf("cmd/irfix links %s", d)
		}
	}
}

func TestCheck(t *testing.T) {
	// The seed's Julia module calls the Numba entry point with the
	// cfunc's signature (line 22): LLVM 16 reads it, the call is wrong;
	// Julia's typed LLVM 16 also rejects its opaque pointers.
	path := testenv.Seed(t, "julia_ccall_mismatch.opaque16.ll")
	m := loadFile(t, path)
	chk, err := Check(m, target.MustParse("16"))
	if err != nil {
		t.Fatal(err)
	}
	if len(chk.Problems) != 0 || len(chk.Calls) != 1 || chk.OK() {
		t.Fatalf("reader 16: %d problems, %d wrong calls; want 0 and 1", len(chk.Problems), len(chk.Calls))
	}
	if pos := chk.Calls[0].Call.Pos; pos.Line != 22 {
		t.Errorf("wrong call at line %d, want 22", pos.Line)
	}
	chk, err = Check(m, target.MustParse("16-typed"))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, p := range chk.Problems {
		found = found || strings.Contains(p.Construct, "opaque")
	}
	if !found || len(chk.Calls) != 1 {
		t.Errorf("reader 16-typed: problems %v, %d wrong calls; want opaque pointers named and 1 call", chk.Problems, len(chk.Calls))
	}
}

// TestPipelineCorpus runs every corpus module (text and bitcode) and the
// seed through load, verify-input, canonicalize, lower and write as
// bitcode for each reader, with the verifier between passes and the
// bitcode self-check: no pass may break a module, and every bitcode
// written must read back as the module meant. A construct a reader cannot
// express is the only refusal allowed.
func TestPipelineCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("whole corpus: skipped with -short")
	}
	files, _ := filepath.Glob("corpus/inputs/*.ll")
	bcs, _ := filepath.Glob("corpus/inputs/*.bc")
	files = append(files, bcs...)
	seeds, _ := filepath.Glob(filepath.Join(testenv.SeedDir(t), "*.*"))
	files = append(files, seeds...)
	if len(files) < 100 {
		t.Fatalf("only %d corpus modules found", len(files))
	}
	n := 0
	for _, f := range files {
		if !strings.HasSuffix(f, ".ll") && !strings.HasSuffix(f, ".bc") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, tg := range []string{"14", "15-typed", "16-typed", "16", "19", "22"} {
			p := &Pipeline{Target: target.MustParse(tg), Emit: EmitBitcode, VerifyInput: true, VerifyEach: true}
			r, err := p.Run(f, data)
			if errors.Is(err, ErrNotExpressible) {
				continue
			}
			if err != nil {
				t.Errorf("%s for %s: %v", f, tg, err)
				continue
			}
			if !bytes.HasPrefix(r.Output, []byte("BC\xC0\xDE")) {
				t.Errorf("%s for %s: output is not bitcode", f, tg)
			}
			n++
		}
	}
	t.Logf("%d conversions checked", n)
}

// TestTimePasses: with IRFIX_TIME_PASSES=1 the pipeline prints one line
// per pass that ran, in order, the write pass's self-check on its own
// line after it, and the total; without it, nothing.
func TestTimePasses(t *testing.T) {
	data, err := os.ReadFile("examples/numba_cos.opaque16.ll")
	if err != nil {
		t.Fatal(err)
	}
	run := func() string {
		var trace bytes.Buffer
		p := &Pipeline{Target: target.MustParse("14"), Emit: EmitBitcode, VerifyInput: true, Trace: &trace}
		if _, err := p.Run("numba_cos.ll", data); err != nil {
			t.Fatal(err)
		}
		return trace.String()
	}
	t.Setenv("IRFIX_TIME_PASSES", "")
	if out := run(); out != "" {
		t.Errorf("timer off: printed %q", out)
	}
	t.Setenv("IRFIX_TIME_PASSES", "1")
	var names []string
	for _, line := range strings.Split(strings.TrimSpace(run()), "\n") {
		f := strings.Fields(line)
		if len(f) != 7 || f[0] != "irfix:" || f[1] != "time" || f[3] != "wall" || f[5] != "cpu" || !strings.HasSuffix(f[4], "s") || !strings.HasSuffix(f[6], "s") {
			t.Fatalf("line %q is not `irfix: time PASS wall Ns cpu Ns`", line)
		}
		names = append(names, f[2])
	}
	want := []string{"load", "verify-input", "canonicalize", "lower", "write", "self-check", "total"}
	if !slices.Equal(names, want) {
		t.Errorf("timed %v, want %v", names, want)
	}
}

// verify-input leaves the use-list check out only for a module that came
// straight from the bitcode reader (ir.VerifyReadBitcode): a module given
// to RunModule, whose use lists any code may have broken, still gets it.
// (Here a user taken out of its block's list without Erase: its operand
// stays in the use list of the value it uses.)
func TestRunModuleChecksUseLists(t *testing.T) {
	src := "define i32 @f(i32 %a) {\n  %b = add i32 %a, 1\n  %c = mul i32 %a, 2\n  ret i32 %b\n}\n"
	m, err := lltext.Parse("uses.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	b := m.Funcs[0].Blocks[0]
	b.Instrs = append(b.Instrs[:1:1], b.Instrs[2:]...) // %c gone from the list only
	if err := ir.VerifyReadBitcode(m); err != nil {
		t.Fatalf("only a use list is broken, yet VerifyReadBitcode reports %v", err)
	}
	p := &Pipeline{VerifyInput: true}
	_, err = p.RunModule(m, Info{})
	if !errors.Is(err, ErrBadInput) || !strings.Contains(err.Error(), "use") {
		t.Fatalf("RunModule with a broken use list: %v, want ErrBadInput naming the use list", err)
	}
}
