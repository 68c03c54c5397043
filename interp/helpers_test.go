package interp

import (
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// needTool returns the path of an LLVM/C tool, skipping the test when it
// is absent (failing instead when IRFIX_REQUIRE_LLVM=1).
func needTool(t testing.TB, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
}

// repoRoot returns the repository root (the directory holding go.mod).
func repoRoot(t testing.TB) string {
	t.Helper()
	_, file, _, _ := runtime.Caller(0)
	return filepath.Dir(filepath.Dir(file))
}

func parseFile(t testing.TB, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := lltext.Parse(path, src)
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	return m
}

func parseText(t testing.TB, src string) *ir.Module {
	t.Helper()
	m, err := lltext.Parse("test.ll", []byte(src))
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return m
}

// manifestRow is one line of corpus/inputs/MANIFEST.tsv.
type manifestRow struct {
	File, Producer, Major, Typed, Lang, Opt, Debug, HasMain, StdoutSHA string
}

func readManifest(t testing.TB) []manifestRow {
	t.Helper()
	yes := func(b bool) string {
		if b {
			return "yes"
		}
		return "no"
	}
	var rows []manifestRow
	for _, m := range testenv.Manifest(t) {
		rows = append(rows, manifestRow{m.File, m.Producer, strconv.Itoa(m.Major), yes(m.Typed), m.Lang, m.Opt,
			yes(m.Debug), yes(m.HasMain), m.StdoutSHA})
	}
	return rows
}

func readFileString(path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}
