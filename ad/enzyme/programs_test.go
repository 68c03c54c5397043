package enzyme

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

var fullMatrix = flag.Bool("enzyme.full", false,
	"run every corpus/enzyme program compiled by clang-16, -19 and -22 at -O0 and -O2, and by clang-15 with typed pointers (default: each program by one version, rotating, at -O0 and -O2)")

// programConfig is one way of compiling a corpus program.
type programConfig struct {
	major int
	opt   string
}

var programConfigs = []programConfig{{22, "-O2"}, {16, "-O0"}, {19, "-O2"}, {22, "-O0"}, {16, "-O2"}, {19, "-O0"}}

// typedConfigs are added by -enzyme.full: clang-15 writing typed pointers
// (what LLVM 14/15-era producers and Julia hand over), canonicalized
// before Lower.
var typedConfigs = []programConfig{{15, "-Xclang -no-opaque-pointers -O0"}, {15, "-Xclang -no-opaque-pointers -O2"}}

// knownFailures reads corpus/enzyme/known_failures.txt: "NAME: reason"
// lines for programs that do not pass yet.
func knownFailures(t *testing.T, dir string) map[string]string {
	out := map[string]string{}
	f, err := os.Open(filepath.Join(dir, "known_failures.txt"))
	if os.IsNotExist(err) {
		return out
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, why, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("known_failures.txt: %q is not NAME: reason", line)
		}
		out[strings.TrimSpace(name)] = strings.TrimSpace(why)
	}
	return out
}

// TestEnzymePrograms compiles each program of corpus/enzyme (C and C++
// written against Enzyme's ABI; each checks its derivatives against
// analytic values and exits non-zero on a mismatch), replaces its Enzyme
// calls with Lower, and runs the result under lli of the compiler's
// version and, lowered for 16-typed, under lli-16 -opaque-pointers=0.
// Both runs must exit 0. Programs listed in known_failures.txt may fail
// (the test logs why); a listed program that passes fails the test, so
// the list only shrinks.
func TestEnzymePrograms(t *testing.T) {
	dir := filepath.Join(testenv.RepoRoot(), "corpus", "enzyme")
	var progs []string
	for _, pat := range []string{"*.c", "*.cpp"} {
		m, _ := filepath.Glob(filepath.Join(dir, pat))
		progs = append(progs, m...)
	}
	sort.Strings(progs)
	if len(progs) == 0 {
		t.Fatalf("no programs in %s", dir)
	}
	known := knownFailures(t, dir)
	for name := range known {
		found := false
		for _, p := range progs {
			found = found || filepath.Base(p) == name
		}
		if !found {
			t.Errorf("known_failures.txt lists %s, which is not a program", name)
		}
	}
	work := t.TempDir()
	var mu sync.Mutex
	passed, failed := 0, 0
	for k, src := range progs {
		name := filepath.Base(src)
		cfgs := append(append([]programConfig(nil), programConfigs...), typedConfigs...)
		if !*fullMatrix {
			// One compiler version per program, at -O0 and -O2,
			// rotating through the versions.
			n := len(programConfigs)
			cfgs = []programConfig{programConfigs[k%n], programConfigs[(k+n/2)%n]}
		}
		t.Run(name, func(t *testing.T) {
			var problems []string
			for _, cfg := range cfgs {
				problems = append(problems, runProgram(t, src, cfg, work)...)
			}
			mu.Lock()
			defer mu.Unlock()
			why, isKnown := known[name]
			switch {
			case len(problems) == 0 && isKnown:
				passed++
				t.Errorf("%s passes but known_failures.txt lists it (%s): remove it from the list", name, why)
			case len(problems) == 0:
				passed++
			case isKnown:
				failed++
				t.Logf("known failure (%s):\n%s", why, strings.Join(problems, "\n"))
			default:
				failed++
				t.Error(strings.Join(problems, "\n"))
			}
		})
	}
	t.Logf("%d of %d programs pass (%d known failures)", passed, passed+failed, len(known))
}

// runProgram compiles, lowers and runs one program in one configuration
// and returns what went wrong.
func runProgram(t *testing.T, src string, cfg programConfig, work string) []string {
	t.Helper()
	name := filepath.Base(src)
	tag := fmt.Sprintf("%s clang-%d %s", name, cfg.major, cfg.opt)
	ll := compileC(t, cfg.major, cfg.opt, src, work)
	m, n, err := lowerText(t, name+".ll", ll)
	if err != nil {
		return []string{fmt.Sprintf("%s: Lower: %v", tag, err)}
	}
	if n == 0 {
		return []string{fmt.Sprintf("%s: Lower found no Enzyme call", tag)}
	}
	text := printModule(t, m)
	var problems []string
	stem := strings.TrimSuffix(name, filepath.Ext(name)) + fmt.Sprintf(".%d%s", cfg.major, strings.ReplaceAll(cfg.opt, " ", ""))
	own := target.Target{Major: cfg.major, Typed: strings.Contains(cfg.opt, "no-opaque-pointers")}
	for _, tg := range []target.Target{own, {Major: 16, Typed: true}} {
		out, err := runFor(t, text, tg, work, stem)
		if err != nil {
			problems = append(problems, fmt.Sprintf("%s, lli for %s: %v\n%s", tag, tg, err, out))
		}
	}
	return problems
}

// TestEnzymeProgramsNative follows the README's pipeline for a few
// programs: compile to LLVM assembly, lower, then build the lowered
// module into an executable with the same clang and run it.
func TestEnzymeProgramsNative(t *testing.T) {
	dir := filepath.Join(testenv.RepoRoot(), "corpus", "enzyme")
	work := t.TempDir()
	for _, tc := range []struct {
		prog string
		cfg  programConfig
	}{
		{"r02_two_out_struct.c", programConfig{22, "-O2"}},
		{"r24_matvec.c", programConfig{16, "-O0"}},
		{"f07_width_arrays.c", programConfig{19, "-O2"}},
		{"h01_second_order.c", programConfig{22, "-O0"}},
		{"c03_heap_class.cpp", programConfig{22, "-O2"}},
	} {
		t.Run(tc.prog, func(t *testing.T) {
			clang := testenv.Tool(t, fmt.Sprintf("clang-%d", tc.cfg.major))
			ll := compileC(t, tc.cfg.major, tc.cfg.opt, filepath.Join(dir, tc.prog), work)
			m, _, err := lowerText(t, tc.prog, ll)
			if err != nil {
				t.Fatal(err)
			}
			lowered, err := writeFor(t, printModule(t, m), target.Target{Major: tc.cfg.major}, work, tc.prog)
			if err != nil {
				t.Fatal(err)
			}
			exe := filepath.Join(work, tc.prog+".exe")
			args := []string{lowered, "-lm", "-o", exe}
			if strings.HasSuffix(tc.prog, ".cpp") {
				args = append(args, "-lstdc++")
			}
			if msg, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
				t.Fatalf("%s %s: %v\n%s", clang, strings.Join(args, " "), err, msg)
			}
			if msg, err := exec.Command(exe).CombinedOutput(); err != nil {
				t.Errorf("%s: %v\n%s", exe, err, msg)
			}
		})
	}
}
