package corpus

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix/target"
)

// realWorldLib is a real-world C library built by a corpus script
// (gen_zstd.sh, gen_webp.sh, gen_miniaudio.sh: five producers of one
// library, at -O2) into wide/<out>, or $<env>_OUT, when -<flag> or
// <env>=1 asks for it.
type realWorldLib struct {
	flag                           *bool
	name, env, script, out, prefix string
	cost                           string // how long building it takes, for the skip message
	once                           sync.Once
	err                            error
}

func (l *realWorldLib) wanted() bool { return *l.flag || os.Getenv(l.env) == "1" }

// flagName is the command-line flag that asks for the library: its
// environment variable's name without IRFIX_, lower case, - for _.
func (l *realWorldLib) flagName() string {
	return "-" + strings.ReplaceAll(strings.ToLower(strings.TrimPrefix(l.env, "IRFIX_")), "_", "-")
}

func (l *realWorldLib) dir() string {
	if d := os.Getenv(l.env + "_OUT"); d != "" {
		return d
	}
	return filepath.Join("wide", l.out)
}

// modules builds the library unless an up-to-date build (STAMP) is
// there, and lists its modules.
func (l *realWorldLib) modules(t testing.TB) []wideModule {
	t.Helper()
	return realWorldModules(t, l.script, l.dir(), l.prefix, &l.once, &l.err)
}

// testLowered: the library's opaque modules (and with -wide-full its
// typed ones), lowered to 14, 15-typed and 16-typed, are accepted by
// those readers as text and as irfix's bitcode and print under their lli
// what they print under their own. The modules of clang-19 and clang-22
// are also written for their own producer's version (nothing to lower:
// every attribute and record of the newest readers is written as it is;
// a range attribute once came back at another width).
func (l *realWorldLib) testLowered(t *testing.T) {
	if !l.wanted() {
		t.Skipf("%s (%s): run with %s or %s=1", l.name, l.cost, l.flagName(), l.env)
	}
	for _, w := range l.modules(t) {
		if w.Typed && !*wideFull {
			continue
		}
		targets := []string{"14", "15-typed", "16-typed"}
		if m := producerRe.FindStringSubmatch(w.Name); m != nil && !w.Typed && (m[1] == "19" || m[1] == "22") {
			targets = append(targets, m[1])
		}
		for _, ts := range targets {
			w, tg := w, target.MustParse(ts)
			t.Run(strings.TrimPrefix(w.Name, l.prefix)+"@"+ts, func(t *testing.T) {
				checkLowered(t, w, tg)
			})
		}
	}
}

// producerRe finds the clang version in a module's name (zstd.clang22.O2.ll).
var producerRe = regexp.MustCompile(`\.clang([0-9]+)\.`)

// realWorldModules runs script (gen_zstd.sh, gen_webp.sh: five producers
// of one library) into dir once per test binary unless dir/STAMP is what
// `script --stamp` prints, and lists the modules of its MANIFEST.tsv.
func realWorldModules(t testing.TB, script, dir, prefix string, once *sync.Once, errp *error) []wideModule {
	t.Helper()
	for _, tool := range []string{"clang-15", "clang-16", "clang-19", "clang-22", "llvm-link-15", "llvm-link-16",
		"llvm-link-19", "llvm-link-22", "go", "lli-14", "lli-15", "lli-16"} {
		llvmTool(t, tool)
	}
	once.Do(func() {
		want, err := exec.Command("bash", script, "--stamp").Output()
		if err != nil {
			*errp = fmt.Errorf("%s --stamp: %v", script, err)
			return
		}
		if have, _ := os.ReadFile(filepath.Join(dir, "STAMP")); strings.TrimSpace(string(have)) == strings.TrimSpace(string(want)) {
			return
		}
		cmd := exec.Command("bash", script, dir)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			*errp = fmt.Errorf("%s: %v\n%s", script, err, errb.String())
		}
	})
	if *errp != nil {
		t.Fatal(*errp)
	}
	return manifestModules(t, dir, prefix)
}
