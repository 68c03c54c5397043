package corpus

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

// The wider corpus (issue 13) is built by gen_wide.sh into wide/out (or
// $IRFIX_WIDE_OUT), outside git. Tests build it when it is missing or
// older than its sources; -wide-full builds the whole matrix instead of
// the default subset.
var wideFull = flag.Bool("wide-full", false, "build and test the wider corpus's full matrix (corpus/gen_wide.sh --full)")

func wideDir() string {
	if d := os.Getenv("IRFIX_WIDE_OUT"); d != "" {
		return d
	}
	return filepath.Join("wide", "out")
}

// wideStamp is what gen_wide.sh writes to STAMP for a build mode.
func wideStamp(full bool) (string, error) {
	h := sha256.New()
	fmt.Fprintf(h, "full=%s\n", map[bool]string{true: "yes", false: "no"}[full])
	script, err := os.ReadFile("gen_wide.sh")
	if err != nil {
		return "", err
	}
	h.Write(script)
	srcs, _ := filepath.Glob(filepath.Join("wide", "src", "*"))
	for _, s := range srcs {
		b, err := os.ReadFile(s)
		if err != nil {
			return "", err
		}
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

var (
	wideOnce sync.Once
	wideErr  error
)

// ensureWide builds the wider corpus unless an up-to-date build (full, or
// the subset when that is all that is asked) is there.
func ensureWide(t testing.TB) string {
	t.Helper()
	for _, tool := range []string{"clang-15", "clang-16", "clang-19", "clang-22", "lli-14", "lli-16"} {
		llvmTool(t, tool)
	}
	dir := wideDir()
	wideOnce.Do(func() {
		have, _ := os.ReadFile(filepath.Join(dir, "STAMP"))
		full, err := wideStamp(true)
		if err != nil {
			wideErr = err
			return
		}
		sub, _ := wideStamp(false)
		got := strings.TrimSpace(string(have))
		if got == full || (!*wideFull && got == sub) {
			return
		}
		args := []string{"gen_wide.sh"}
		if *wideFull {
			args = append(args, "--full")
		}
		cmd := exec.Command("bash", append(args, dir)...)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			wideErr = fmt.Errorf("bash %s: %v\n%s", strings.Join(args, " "), err, errb.String())
		}
	})
	if wideErr != nil {
		t.Fatal(wideErr)
	}
	return dir
}

// wideModule is a module of the wider corpus.
type wideModule struct {
	Input
	lang, sha string
	hasMain   bool
}

func wideModules(t testing.TB) []wideModule { return manifestModules(t, ensureWide(t), "wide/") }

// manifestModules reads dir/MANIFEST.tsv (corpus/inputs' columns); names
// get prefix.
func manifestModules(t testing.TB, dir, prefix string) []wideModule {
	b, err := os.ReadFile(filepath.Join(dir, "MANIFEST.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	var out []wideModule
	for k, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		fs := strings.Split(l, "\t")
		if k == 0 || len(fs) < 9 {
			continue
		}
		major, _ := strconv.Atoi(fs[2])
		out = append(out, wideModule{
			Input: Input{Name: prefix + fs[0] + ".ll", Path: filepath.Join(dir, fs[0]+".ll"), Producer: fs[1], Major: major, Typed: fs[3] == "yes"},
			lang:  fs[4], hasMain: fs[7] == "yes", sha: fs[8],
		})
	}
	if len(out) == 0 {
		t.Fatalf("%s/MANIFEST.tsv lists no module", dir)
	}
	return out
}

// wideRecoveryInputs: the typed ground truth of the wider corpus.
func wideRecoveryInputs(t testing.TB) []recoveryInput {
	var out []recoveryInput
	for _, w := range wideModules(t) {
		if w.Typed {
			out = append(out, recoveryInput{w.Input, familyOf(w.lang, w.Producer)})
		}
	}
	return out
}

// TestWideCorpusAccepted: every module of the wider corpus, lowered to 14,
// 15-typed and 16-typed, as text and as irfix's bitcode, is accepted by
// that LLVM (llvm-as, opt -passes=verify, no debug info dropped), and
// programs print under that lli what the original printed under its own.
func TestWideCorpusAccepted(t *testing.T) {
	if testing.Short() {
		t.Skip("wider corpus: skipped with -short")
	}
	mods := wideModules(t)
	for _, ts := range []string{"14", "15-typed", "16-typed"} {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			for _, w := range mods {
				w := w
				t.Run(strings.TrimPrefix(w.Name, "wide/"), func(t *testing.T) {
					t.Parallel()
					checkLowered(t, w, tg)
				})
			}
		})
	}
}

// checkLowered lowers module w for tg and has tg's LLVM accept it, as
// text and as irfix's bitcode (no debug info dropped), and run it: a
// program prints what the original printed.
func checkLowered(t *testing.T, w wideModule, tg target.Target) {
	src, err := os.ReadFile(w.Path)
	if err != nil {
		t.Fatal(err)
	}
	out, m, err := convert(t, w.Name, src, tg)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := debugLocations(src), debugLocations(out); a != b {
		t.Errorf("debug variable locations: %d in the input, %d in the output", a, b)
	}
	if _, err := accept(t, tg, out); err != nil {
		t.Fatal(err)
	}
	bc, err := bitcode.Write(m, tg)
	if err != nil {
		t.Fatalf("bitcode.Write: %v", err)
	}
	if err := verifyBitcode(t, tg, bc); err != nil {
		t.Fatalf("irfix's bitcode: %v", err)
	}
	if !w.hasMain {
		return
	}
	got, err := lliOutput(t, w.Input, tg, bc)
	if err != nil {
		t.Fatalf("lli-%d: %v", tg.Major, err)
	}
	if h := sha256hex(got); h != w.sha {
		want, _ := os.ReadFile(filepath.Join(filepath.Dir(w.Path), programOf(w.Name)+".stdout"))
		t.Errorf("lli-%d prints something else than the original:\n%s", tg.Major, golden.Diff("original", "lowered", want, got))
	}
}

// verifyBitcode has tg's opt -passes=verify read bc (and keep its debug
// info).
func verifyBitcode(t testing.TB, tg target.Target, bc []byte) error {
	opt := testenv.Tool(t, fmt.Sprintf("opt-%d", tg.Major))
	cmd := exec.Command(opt, append(readerFlags(tg), "-passes=verify", "-disable-output", "-")...)
	cmd.Stdin = bytes.NewReader(bc)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil || strings.Contains(errb.String(), "invalid debug info") {
		return fmt.Errorf("opt-%d -passes=verify: %v\n%s", tg.Major, err, errb.String())
	}
	return nil
}

// The real-world C library (gen_sqlite.sh): SQLite's amalgamation with a
// driver, at -O2. It takes minutes (three compiles of ~270,000 lines and
// several lli runs of the result), so it runs with -sqlite or
// IRFIX_SQLITE=1 (CI sets it).
var sqliteFlag = flag.Bool("sqlite", false, "build and test SQLite's amalgamation (corpus/gen_sqlite.sh)")

func sqliteWanted() bool { return *sqliteFlag || os.Getenv("IRFIX_SQLITE") == "1" }

func sqliteDir() string {
	if d := os.Getenv("IRFIX_SQLITE_OUT"); d != "" {
		return d
	}
	return filepath.Join("wide", "sqlite-out")
}

var (
	sqliteOnce sync.Once
	sqliteErr  error
)

func sqliteModules(t testing.TB) []wideModule {
	t.Helper()
	for _, tool := range []string{"clang-16", "clang-22", "go", "lli-14", "lli-16"} {
		llvmTool(t, tool)
	}
	dir := sqliteDir()
	sqliteOnce.Do(func() {
		want, err := exec.Command("bash", "gen_sqlite.sh", "--stamp").Output()
		if err != nil {
			sqliteErr = fmt.Errorf("gen_sqlite.sh --stamp: %v", err)
			return
		}
		if have, _ := os.ReadFile(filepath.Join(dir, "STAMP")); strings.TrimSpace(string(have)) == strings.TrimSpace(string(want)) {
			return
		}
		cmd := exec.Command("bash", "gen_sqlite.sh", dir)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		if err := cmd.Run(); err != nil {
			sqliteErr = fmt.Errorf("gen_sqlite.sh: %v\n%s", err, errb.String())
		}
	})
	if sqliteErr != nil {
		t.Fatal(sqliteErr)
	}
	return manifestModules(t, dir, "sqlite/")
}

// TestSQLite: SQLite compiled at -O2 by clang-16 and clang-22, lowered to
// 14 and 16-typed (-wide-full: 15-typed too), is accepted by those
// readers as text and as irfix's bitcode, and prints under their lli what
// it prints under its own.
func TestSQLite(t *testing.T) {
	if !sqliteWanted() {
		t.Skip("SQLite (minutes): run with -sqlite or IRFIX_SQLITE=1 (CI sets it)")
	}
	targets := []string{"14", "16-typed"}
	if *wideFull {
		targets = append(targets, "15-typed")
	}
	for _, w := range sqliteModules(t) {
		if w.Typed {
			continue
		}
		for _, ts := range targets {
			w, tg := w, target.MustParse(ts)
			t.Run(strings.TrimPrefix(w.Name, "sqlite/")+"@"+ts, func(t *testing.T) {
				checkLowered(t, w, tg)
			})
		}
	}
}
