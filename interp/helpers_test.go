package interp

import (
	"bufio"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"path/filepath"
	"runtime"
	"strings"
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
	path := filepath.Join(repoRoot(t), "corpus", "inputs", "MANIFEST.tsv")
	f, err := os.Open(path)
	if err != nil {
		t.Skipf("no corpus manifest (%v)", err)
	}
	defer f.Close()
	var rows []manifestRow
	sc := bufio.NewScanner(f)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue
		}
		c := strings.Split(sc.Text(), "\t")
		if len(c) < 9 {
			continue
		}
		rows = append(rows, manifestRow{c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8]})
	}
	return rows
}

func readFileString(path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}
