package corpus

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix/target"
)

// The second real-world C library (gen_zstd.sh, family c-realworld2):
// Zstandard as vendored in the Go module github.com/DataDog/zstd, 40
// files linked into one module, with a driver, at -O2 by clang-15/16
// typed and clang-16/19/22 opaque. Building it takes minutes (five
// compiles of ~79,000 lines and five lli runs), and so does lowering and
// running it, so it runs with -zstd or IRFIX_ZSTD=1. It is measured on
// the report half only (reportOnly): the recovery rules were never tuned
// on it.
var zstdFlag = flag.Bool("zstd", false, "build and test Zstandard (corpus/gen_zstd.sh)")

func zstdWanted() bool { return *zstdFlag || os.Getenv("IRFIX_ZSTD") == "1" }

func zstdDir() string {
	if d := os.Getenv("IRFIX_ZSTD_OUT"); d != "" {
		return d
	}
	return filepath.Join("wide", "zstd-out")
}

var (
	zstdOnce sync.Once
	zstdErr  error
)

// zstdModules builds the zstd corpus unless an up-to-date build (STAMP)
// is there, and lists its modules.
func zstdModules(t testing.TB) []wideModule {
	t.Helper()
	return realWorldModules(t, "gen_zstd.sh", zstdDir(), "zstd/", &zstdOnce, &zstdErr)
}

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

// TestZstd: Zstandard compiled at -O2 by clang-16, clang-19 and clang-22,
// lowered to 14, 15-typed and 16-typed, is accepted by those readers as
// text and as irfix's bitcode, and prints under their lli what it prints
// under its own (compressed sizes and xxh64 checksums of every frame, a
// trained dictionary). With -wide-full the typed modules are lowered to
// every target too.
func TestZstd(t *testing.T) {
	if !zstdWanted() {
		t.Skip("Zstandard (minutes): run with -zstd or IRFIX_ZSTD=1")
	}
	for _, w := range zstdModules(t) {
		if w.Typed && !*wideFull {
			continue
		}
		for _, ts := range []string{"14", "15-typed", "16-typed"} {
			w, tg := w, target.MustParse(ts)
			t.Run(strings.TrimPrefix(w.Name, "zstd/")+"@"+ts, func(t *testing.T) {
				checkLowered(t, w, tg)
			})
		}
	}
}
