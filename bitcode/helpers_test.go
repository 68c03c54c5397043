package bitcode

import (
	"bufio"
	"bytes"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// requireLLVM reports whether missing LLVM tools fail tests (set in CI)
// instead of skipping them.
func requireLLVM() bool { return testenv.RequireLLVM() }

// needTool returns the path of an LLVM tool such as "llvm-dis-16", skipping
// the test when it is not installed (failing under IRFIX_REQUIRE_LLVM=1).
func needTool(t testing.TB, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
}

// corpusEntry is one row of corpus/inputs/MANIFEST.tsv.
type corpusEntry struct {
	file     string // name without extension
	producer string
	major    string // LLVM major version of the producer
	typed    bool
}

const corpusDir = "../corpus/inputs"

// readManifest returns the corpus rows whose .bc exists (none when the
// corpus has not been generated).
func readManifest(t testing.TB) []corpusEntry {
	t.Helper()
	f, err := os.Open(filepath.Join(corpusDir, "MANIFEST.tsv"))
	if err != nil {
		return nil
	}
	defer f.Close()
	var out []corpusEntry
	sc := bufio.NewScanner(f)
	var cols map[string]int
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if cols == nil {
			cols = map[string]int{}
			for i, c := range fields {
				cols[c] = i
			}
			for _, need := range []string{"file", "producer", "llvm_major", "typed"} {
				if _, ok := cols[need]; !ok {
					t.Fatalf("MANIFEST.tsv has no %q column", need)
				}
			}
			continue
		}
		if len(fields) < len(cols) {
			continue
		}
		e := corpusEntry{file: fields[cols["file"]], producer: fields[cols["producer"]],
			major: fields[cols["llvm_major"]], typed: fields[cols["typed"]] == "yes"}
		if _, err := os.Stat(filepath.Join(corpusDir, e.file+".bc")); err == nil {
			out = append(out, e)
		}
	}
	return out
}

// typedFlags returns the flag LLVM 15/16 tools need to read typed
// pointers (LLVM 14 reads them by default; 17+ cannot).
func (e corpusEntry) typedFlags() []string {
	if e.typed && (e.major == "15" || e.major == "16") {
		return []string{"-opaque-pointers=0"}
	}
	return nil
}

// run runs a command with stdin and returns stdout, failing the test
// with stderr on error.
func run(t testing.TB, stdin []byte, name string, args ...string) ([]byte, error) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, &toolError{name: name, err: err, stderr: errb.String()}
	}
	return out.Bytes(), nil
}

type toolError struct {
	name, stderr string
	err          error
}

func (e *toolError) Error() string { return e.name + ": " + e.err.Error() + ": " + e.stderr }

// normalizeDis prepares llvm-dis output for comparison: it drops the
// ModuleID line and ThinLTO summary entries (`^N = ...`, which the model
// does not hold), sorts the `; preds = ` comments (their order is the
// blocks' use-list order, which the model does not keep either) and trims
// trailing blank lines.
func normalizeDis(text []byte) string {
	var b strings.Builder
	blanks := 0
	for _, line := range strings.Split(string(text), "\n") {
		switch {
		case strings.HasPrefix(line, "; ModuleID"):
			continue
		case len(line) > 1 && line[0] == '^' && line[1] >= '0' && line[1] <= '9':
			continue
		case line == "":
			blanks++
			continue
		}
		if i := strings.Index(line, "; preds = "); i >= 0 {
			preds := strings.Split(line[i+len("; preds = "):], ", ")
			sort.Strings(preds)
			line = line[:i+len("; preds = ")] + strings.Join(preds, ", ")
		}
		for ; blanks > 0; blanks-- {
			b.WriteByte('\n')
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// firstDiff returns a few lines around the first difference of a and b.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return "line " + itoa(i+1) + ":\n  want: " + x + "\n  got:  " + y
		}
	}
	return "(no difference)"
}
