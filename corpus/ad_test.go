package corpus

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad/gradcheck"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// The AD corpus (issue 11): the kernels of corpus/ad/src compiled by real
// compilers (corpus/ad/gen.sh), differentiated by package ad, and checked
// by gradcheck: reverse = forward = finite differences in the interpreter,
// and the reverse gradient run under the producer's lli equals the
// interpreter's (for n ≤ 7 the forward tangents too).
//
// By default a representative subset runs (clang-22 -O2 with n = 1, 7 and
// 1000; clang-16 -O0, rustc -O2 and Numba -O3 with n = 7); -admatrix runs
// everything: clang-16/19/22 at -O0/-O2/-O3, rustc -O0/-O2 and Numba
// -O0/-O3, each with n = 1, 7 and 1000.
var adMatrix = flag.Bool("admatrix", false, "AD corpus: run the full compiler × opt level × n matrix")

// adSpec is one producer configuration of gen.sh and the n values checked.
type adSpec struct {
	spec string // PRODUCER:OPT for gen.sh
	ns   []int
}

func adSpecs() []adSpec {
	all := []int{1, 7, 1000}
	if *adMatrix {
		var out []adSpec
		for _, s := range []string{"clang16:O0", "clang16:O2", "clang16:O3", "clang19:O0", "clang19:O2", "clang19:O3",
			"clang22:O0", "clang22:O2", "clang22:O3", "rustc:O0", "rustc:O2", "numba:O0", "numba:O3"} {
			out = append(out, adSpec{s, all})
		}
		return out
	}
	return []adSpec{{"clang22:O2", all}, {"clang16:O0", []int{7}}, {"rustc:O2", []int{7}}, {"numba:O3", []int{7}}}
}

// adTools are the compilers gen.sh needs for a spec.
func adTools(t *testing.T, spec string) {
	prod, _, _ := strings.Cut(spec, ":")
	switch {
	case strings.HasPrefix(prod, "clang"):
		testenv.Tool(t, "clang-"+strings.TrimPrefix(prod, "clang"))
	case prod == "rustc":
		if _, err := exec.LookPath("rustc"); err != nil {
			if testenv.RequireLLVM() {
				t.Fatal("rustc not found and IRFIX_REQUIRE_LLVM=1")
			}
			t.Skip("rustc not installed: skipping the Rust AD kernels")
		}
	case prod == "numba":
		if err := exec.Command("/usr/bin/python3", "-c", "import numba").Run(); err != nil {
			if testenv.RequireLLVM() {
				t.Fatal("/usr/bin/python3 cannot import numba and IRFIX_REQUIRE_LLVM=1")
			}
			t.Skip("python3-numba not installed: skipping the Numba AD kernels")
		}
	}
}

var adGenMu sync.Mutex
var adGenDir string
var adGenDone = map[string]bool{}

// adGenerate runs gen.sh for spec (once per test binary) and returns the
// directory holding its output.
func adGenerate(t *testing.T, spec string) string {
	t.Helper()
	adTools(t, spec)
	adGenMu.Lock()
	defer adGenMu.Unlock()
	if adGenDir == "" {
		d, err := os.MkdirTemp("", "irfix-adcorpus-")
		if err != nil {
			t.Fatal(err)
		}
		adGenDir = d
	}
	if !adGenDone[spec] {
		cmd := exec.Command("bash", filepath.Join("ad", "gen.sh"), adGenDir, spec)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("gen.sh %s: %v\n%s", spec, err, out)
		}
		adGenDone[spec] = true
	}
	return adGenDir
}

func TestMain(m *testing.M) {
	flag.Parse()
	code := m.Run()
	if adGenDir != "" {
		os.RemoveAll(adGenDir)
	}
	os.Exit(code)
}

// adModule is one generated file.
type adModule struct {
	path  string
	lang  string // c, rust, numba
	major int    // the producer's LLVM: lli-major runs the result
}

var adNameRe = regexp.MustCompile(`^(kernels|kernels_rs|numba_\w+)\.(clang|rustc|numba)(\d+)\.(O\d)\.ll$`)

func adModules(t *testing.T, dir, spec string) []adModule {
	prod, opt, _ := strings.Cut(spec, ":")
	prod = strings.TrimRight(prod, "0123456789")
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var out []adModule
	for _, e := range ents {
		m := adNameRe.FindStringSubmatch(e.Name())
		if m == nil || m[2] != prod || m[4] != opt {
			continue
		}
		if prod == "clang" && "clang"+m[3] != strings.Split(spec, ":")[0] {
			continue
		}
		major, _ := strconv.Atoi(m[3])
		lang := map[string]string{"clang": "c", "rustc": "rust", "numba": "numba"}[prod]
		out = append(out, adModule{path: filepath.Join(dir, e.Name()), lang: lang, major: major})
	}
	if len(out) == 0 {
		t.Fatalf("gen.sh %s produced nothing in %s", spec, dir)
	}
	return out
}

// adLoad reads a module into the canonical form.
func adLoad(t *testing.T, path string) *ir.Module {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := irfix.Load(filepath.Base(path), data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := upgrade.Canonicalize(m); err != nil {
		t.Fatalf("canonicalize %s: %v", path, err)
	}
	return m
}

// numbaCfunc finds the `cfunc.` wrapper of the Python function name.
func numbaCfunc(m *ir.Module, name string) string {
	re := regexp.MustCompile(`^cfunc\._ZN.*?\d` + regexp.QuoteMeta(name) + `B\d`)
	for _, f := range m.Funcs {
		if !f.IsDeclaration() && re.MatchString(f.Name) {
			return f.Name
		}
	}
	return ""
}

// adTol is the FD tolerance: gradcheck's defaults (1e-6; 1e-3 for float),
// except float sums over n = 1000 elements, whose finite differences
// carry a rounding error of about ε_float·|L|/h ≈ 1e-3·(n/300) relative:
// 1e-2 there.
func adTol(k adKernel, n int) float64 {
	if k.float && n >= 100 {
		return 1e-2
	}
	return 0
}

func TestADCorpus(t *testing.T) {
	known := adKnownFailures(t)
	for _, sp := range adSpecs() {
		sp := sp
		t.Run(strings.ReplaceAll(sp.spec, ":", "."), func(t *testing.T) {
			dir := adGenerate(t, sp.spec)
			for _, mod := range adModules(t, dir, sp.spec) {
				var kernels []adKernel
				switch mod.lang {
				case "c":
					kernels = cKernels
				case "rust":
					kernels = rustKernels
				case "numba":
					for _, k := range numbaKernels {
						if strings.HasPrefix(filepath.Base(mod.path), "numba_"+k.fn+".") {
							kernels = append(kernels, k)
						}
					}
				}
				for _, k := range kernels {
					k, mod := k, mod
					name := k.fn
					if k.variant != "" {
						name += "." + k.variant
					}
					id := strings.ReplaceAll(sp.spec, ":", ".") + "/" + name
					t.Run(name, func(t *testing.T) {
						t.Parallel()
						problems := adCheckKernel(t, mod, k, sp.ns)
						adJudge(t, id, problems, known)
					})
				}
			}
		})
	}
}

// adCheckKernel differentiates one kernel of mod and checks it at each n
// (once when it has no length); it returns what went wrong.
func adCheckKernel(t *testing.T, mod adModule, k adKernel, ns []int) []string {
	m := adLoad(t, mod.path)
	fn := k.fn
	if mod.lang == "numba" {
		if fn = numbaCfunc(m, k.fn); fn == "" {
			t.Fatalf("no cfunc wrapper of %s in %s", k.fn, mod.path)
		}
	}
	if m.Func(fn) == nil {
		t.Fatalf("no @%s in %s", fn, mod.path)
	}
	if !k.length {
		ns = []int{0}
	}
	var problems []string
	grad, jvp := "", ""
	for _, n := range ns {
		opts := k.opts(n)
		opts.Tol = adTol(k, n)
		if k.float {
			// Said, not inferred: at -O0 a Rust slice reaches its loads
			// only through core's helpers.
			opts.Types = map[string]string{}
			for key := range opts.Arrays {
				opts.Types[key] = "float"
			}
		}
		opts.Grad, opts.JVP = grad, jvp
		res, err := gradcheck.Check(m, fn, opts)
		if err != nil {
			return append(problems, fmt.Sprintf("n=%d: %v", n, err))
		}
		grad, jvp = res.Grad, res.JVP
		var b bytes.Buffer
		res.Write(&b)
		if !res.OK() {
			problems = append(problems, fmt.Sprintf("n=%d (%s):\n%s", n, filepath.Base(mod.path), &b))
			continue
		}
		if testing.Verbose() {
			t.Logf("n=%d:\n%s", n, &b)
		}
		// The same gradient under the producer's lli; for small n also
		// the forward function's tangents (one call per coordinate).
		opts.Grad = grad
		problems = append(problems, adCompareLLI(t, m, fn, opts, res.Gradient, mod.major, k.float, mod.lang == "rust", fmt.Sprintf("n=%d", n))...)
		if n <= 7 && len(opts.Rows) == 0 {
			opts.JVP = jvp
			problems = append(problems, adCompareLLIForward(t, m, fn, opts, res.Tangents, mod.major, k.float, mod.lang == "rust", fmt.Sprintf("n=%d forward", n))...)
		}
	}
	return problems
}

// adKnown is one line of corpus/ad/known_failures.txt.
type adKnown struct {
	pattern, reason string
	used            bool
}

// adKnownFailures reads corpus/ad/known_failures.txt: lines
// "PATTERN: reason", PATTERN a path.Match glob over SPEC/KERNEL (as the
// subtests are named, e.g. clang*.O0/k_heap).
func adKnownFailures(t *testing.T) []*adKnown {
	data, err := os.ReadFile(filepath.Join("ad", "known_failures.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var out []*adKnown
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		pat, reason, ok := strings.Cut(l, ": ")
		if _, err := path.Match(pat, ""); !ok || err != nil {
			t.Fatalf("known_failures.txt: %q is not PATTERN: reason", l)
		}
		out = append(out, &adKnown{pattern: pat, reason: reason})
	}
	return out
}

// adJudge fails the test for problems, unless known_failures.txt lists
// the kernel; a listed kernel that passes fails too, so the list only
// shrinks.
func adJudge(t *testing.T, id string, problems []string, known []*adKnown) {
	var k *adKnown
	for _, e := range known {
		if ok, _ := path.Match(e.pattern, id); ok {
			k = e
			break
		}
	}
	switch {
	case k == nil:
		for _, p := range problems {
			t.Error(p)
		}
	case len(problems) == 0:
		t.Errorf("%s passes, but corpus/ad/known_failures.txt lists it (%s: %s): remove it from the list", id, k.pattern, k.reason)
	default:
		t.Logf("known failure (%s: %s):\n%s", k.pattern, k.reason, strings.Join(problems, "\n"))
	}
}

// adLLITarget is the target whose lli runs a module from a producer on
// LLVM major (typed for the LLVM 14 of Numba).
func adLLITarget(major int) target.Target {
	return target.MustParse(strconv.Itoa(major))
}

// adCompareLLI appends gradcheck's driver to m (which holds the reverse
// function), lowers the whole for lli-major, runs it and compares each
// printed value with the interpreter's.
func adCompareLLI(t *testing.T, m *ir.Module, fn string, opts gradcheck.Options, want []gradcheck.Value, major int, single, rust bool, what string) []string {
	t.Helper()
	lli := testenv.Tool(t, fmt.Sprintf("lli-%d", major))
	out, err := adRunLLI(t, m, fn, opts, adLLITarget(major), lli, rust)
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", what, err)}
	}
	return adSameValues(what+" lli-"+strconv.Itoa(major), out, want, single)
}

// adCompareLLIForward is adCompareLLI for the forward function
// (gradcheck.DriverJVP against Result.Tangents).
func adCompareLLIForward(t *testing.T, m *ir.Module, fn string, opts gradcheck.Options, want []gradcheck.Value, major int, single, rust bool, what string) []string {
	t.Helper()
	lli := testenv.Tool(t, fmt.Sprintf("lli-%d", major))
	out, err := adRunDriver(t, gradcheck.DriverJVP, m, fn, opts, adLLITarget(major), lli, rust)
	if err != nil {
		return []string{fmt.Sprintf("%s: %v", what, err)}
	}
	return adSameValues(what+" lli-"+strconv.Itoa(major), out, want, single)
}

// adRunLLI prints m plus the driver, re-reads it, converts it for tg and
// runs it with lli (flags for a typed target added); it returns stdout.
func adRunLLI(t *testing.T, m *ir.Module, fn string, opts gradcheck.Options, tg target.Target, lli string, rust bool) ([]byte, error) {
	t.Helper()
	return adRunDriver(t, gradcheck.Driver, m, fn, opts, tg, lli, rust)
}

// adRunDriver is adRunLLI with the driver (gradcheck.Driver or
// gradcheck.DriverJVP) given.
func adRunDriver(t *testing.T, driver func(*ir.Module, string, gradcheck.Options) (string, error), m *ir.Module, fn string, opts gradcheck.Options, tg target.Target, lli string, rust bool) ([]byte, error) {
	t.Helper()
	drv, err := driver(m, fn, opts)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := lltext.Print(&b, m); err != nil {
		return nil, err
	}
	b.WriteString(drv)
	return adLowerAndRun(t, numbaRuntimeStubs(b.Bytes()), tg, lli, rust)
}

var (
	numbaDeclRe   = regexp.MustCompile(`(?m)^declare ([^@\n]*)@((?:numba_|Py)\w*)\(([^\n]*)\)[^\n]*$`)
	numbaGlobalRe = regexp.MustCompile(`(?m)^(@PyExc_\w+) = external global (\w+)$`)
)

// numbaRuntimeStubs gives the Python runtime functions and globals a
// Numba cfunc wrapper references on its error path (numba_gil_ensure,
// PyErr_SetString, @PyExc_SystemError, ...) trapping definitions, so that
// lli can link the module: Numba registers them in its own process, no
// shared library lli could load exports them, and the kernels checked here
// never raise. Text of other producers has no such names.
func numbaRuntimeStubs(text []byte) []byte {
	text = numbaDeclRe.ReplaceAll(text, []byte("define $1@$2($3) {\n  call void @llvm.trap()\n  unreachable\n}"))
	text = numbaGlobalRe.ReplaceAll(text, []byte("$1 = global $2 zeroinitializer"))
	if !bytes.Contains(text, []byte("@llvm.trap(")) || bytes.Contains(text, []byte("declare void @llvm.trap()")) {
		return text
	}
	return append(text, "\ndeclare void @llvm.trap()\n"...)
}

// adLowerAndRun parses canonical text, lowers it for tg with
// irfix.Convert and runs it under lli.
func adLowerAndRun(t *testing.T, text []byte, tg target.Target, lli string, rust bool) ([]byte, error) {
	t.Helper()
	m2, err := lltext.Parse("with-driver.ll", text)
	if err != nil {
		return nil, fmt.Errorf("module + driver does not parse: %w", err)
	}
	low, err := irfix.Convert(m2, irfix.ConvertOptions{Target: tg})
	if err != nil {
		return nil, fmt.Errorf("lowering for %s: %w", tg, err)
	}
	args := readerFlags(tg)
	if rust {
		if std := rustStd(); std != "" {
			args = append(args, "-load", std)
		}
	}
	out, err := runTool(lli, low, append(args, "-")...)
	if err != nil {
		return nil, fmt.Errorf("%w\n(lowered module for %s is %d bytes)", err, tg, len(low))
	}
	return out, nil
}

// adSameValues compares lli's printed values with the interpreter's:
// relative difference at most 1e-12 (a few ulps of float for single
// precision kernels: 1e-6), which only allows different contraction of
// multiply-adds and libm's last bit.
func adSameValues(what string, out []byte, want []gradcheck.Value, single bool) []string {
	got := strings.Fields(string(out))
	if len(got) != len(want) {
		return []string{fmt.Sprintf("%s: printed %d values, the interpreter has %d:\n%s", what, len(got), len(want), out)}
	}
	tol := 1e-12
	if single {
		tol = 1e-6
	}
	var problems []string
	for i, s := range got {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || !(gradcheck.RelErr(v, want[i].V) <= tol) {
			if len(problems) < 10 {
				problems = append(problems, fmt.Sprintf("%s: %s: lli %s, interpreter %.17g", what, want[i].Label, s, want[i].V))
			}
		}
	}
	return problems
}

// TestADCorpusKernelCount: the corpus holds at least 40 kernels of our
// own, and every C kernel the table checks exists in kernels.c.
func TestADCorpusKernelCount(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("ad", "src", "kernels.c"))
	if err != nil {
		t.Fatal(err)
	}
	defined := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^(?:__attribute__\(\(\w+\)\) )?(?:double|float|void) (k_\w+)\(`).FindAllSubmatch(src, -1) {
		defined[string(m[1])] = true
	}
	fns := map[string]bool{}
	for _, ks := range [][]adKernel{cKernels, rustKernels, numbaKernels} {
		for _, k := range ks {
			fns[k.fn] = true
		}
	}
	for _, k := range cKernels {
		if !defined[k.fn] {
			t.Errorf("%s is checked but not defined in kernels.c", k.fn)
		}
	}
	var missing []string
	for f := range defined {
		if !fns[f] {
			missing = append(missing, f)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("kernels.c defines functions no test checks: %v", missing)
	}
	if len(fns) < 40 {
		t.Errorf("%d kernels; the corpus needs at least 40", len(fns))
	}
}
