package interp

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/upgrade"
)

// diffConfig is one way of compiling the differential test programs: the
// compiler, its flags and the lli that runs the result as the oracle.
type diffConfig struct {
	name    string
	cc, cxx string
	flags   []string
	lli     string
	lliArgs []string
	typed   bool
}

var diffConfigs = []diffConfig{
	{name: "clang16-O0", cc: "clang-16", cxx: "clang++-16", flags: []string{"-O0"}, lli: "lli-16"},
	{name: "clang16-O2", cc: "clang-16", cxx: "clang++-16", flags: []string{"-O2"}, lli: "lli-16"},
	{name: "clang22-O3", cc: "clang-22", cxx: "clang++-22", flags: []string{"-O3"}, lli: "lli-22"},
	{name: "clang15typed-O1", cc: "clang-15", cxx: "clang++-15", flags: []string{"-O1", "-Xclang", "-no-opaque-pointers"},
		lli: "lli-15", lliArgs: []string{"-opaque-pointers=0"}, typed: true},
}

// TestDiffPrograms compiles each program in testdata/diff with real
// compilers and checks that the interpreter prints exactly what lli
// prints. Typed-pointer builds are run as they are and after
// upgrade.Canonicalize.
func TestDiffPrograms(t *testing.T) {
	progs, err := filepath.Glob(filepath.Join("testdata", "diff", "*.c*"))
	if err != nil || len(progs) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	for _, cfg := range diffConfigs {
		cfg := cfg
		t.Run(cfg.name, func(t *testing.T) {
			cc := needTool(t, cfg.cc)
			cxx := needTool(t, cfg.cxx)
			lli := needTool(t, cfg.lli)
			for _, src := range progs {
				src := src
				name := strings.TrimSuffix(filepath.Base(src), filepath.Ext(src))
				t.Run(name, func(t *testing.T) {
					comp := cc
					if strings.HasSuffix(src, ".cpp") {
						comp = cxx
					}
					ll := filepath.Join(t.TempDir(), name+".ll")
					args := append(append([]string{}, cfg.flags...), "-w", "-S", "-emit-llvm", src, "-o", ll)
					if out, err := exec.Command(comp, args...).CombinedOutput(); err != nil {
						t.Fatalf("%s: %v\n%s", comp, err, out)
					}
					var want bytes.Buffer
					cmd := exec.Command(lli, append(append([]string{}, cfg.lliArgs...), ll)...)
					cmd.Stdout = &want
					if err := cmd.Run(); err != nil {
						t.Fatalf("%s: %v", lli, err)
					}
					check := func(label string, canon bool) {
						m := parseFile(t, ll)
						if canon {
							if _, err := upgrade.Canonicalize(m); err != nil {
								t.Fatalf("canonicalize: %v", err)
							}
						}
						var got bytes.Buffer
						mc, err := New(m, Options{Stdout: &got})
						if err != nil {
							t.Fatal(err)
						}
						code, err := mc.RunMain([]string{ll})
						if err != nil || code != 0 {
							t.Fatalf("%s: exit %d, %v\noutput:\n%s", label, code, err, got.String())
						}
						if got.String() != want.String() {
							t.Errorf("%s: output differs from %s\n%s", label, cfg.lli, lineDiff(want.String(), got.String()))
						}
					}
					check("as compiled", false)
					if cfg.typed {
						check("canonicalized", true)
					}
				})
			}
		})
	}
}

// lineDiff shows the first differing lines of two outputs.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	var b strings.Builder
	n := 0
	for i := 0; i < len(w) || i < len(g); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			b.WriteString("line " + strconv.Itoa(i+1) + ":\n  want " + wl + "\n  got  " + gl + "\n")
			if n++; n == 5 {
				break
			}
		}
	}
	return b.String()
}

// TestDiffIR runs the hand-written modules testdata/diff/NAME.lliNN.ll
// with lli-NN and with the interpreter: the outputs must be equal.
func TestDiffIR(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "diff", "*.lli*.ll"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no IR test modules: %v", err)
	}
	for _, f := range files {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			parts := strings.Split(filepath.Base(f), ".")
			lli := needTool(t, "lli-"+strings.TrimPrefix(parts[len(parts)-2], "lli"))
			var want bytes.Buffer
			cmd := exec.Command(lli, f)
			cmd.Stdout = &want
			if err := cmd.Run(); err != nil {
				t.Fatalf("%s: %v", lli, err)
			}
			var got bytes.Buffer
			mc, err := New(parseFile(t, f), Options{Stdout: &got})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := mc.RunMain(nil); err != nil {
				t.Fatalf("run: %v\n%s", err, got.String())
			}
			if got.String() != want.String() {
				t.Errorf("output differs from %s\n%s", lli, lineDiff(want.String(), got.String()))
			}
		})
	}
}
