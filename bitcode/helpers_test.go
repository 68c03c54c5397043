package bitcode

import (
	"bytes"
	"github.com/irfix/irfix/internal/oracle"
	"os/exec"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

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

var corpusDir = testenv.CorpusDir()

// readManifest returns the corpus rows whose .bc exists.
func readManifest(t testing.TB) []corpusEntry {
	t.Helper()
	var out []corpusEntry
	for _, m := range testenv.Manifest(t) {
		if m.Has(".bc") {
			out = append(out, corpusEntry{file: m.File, producer: m.Producer, major: strconv.Itoa(m.Major), typed: m.Typed})
		}
	}
	return out
}

// typedFlags returns the flags the producer's LLVM tools need to read
// the module's pointer mode.
func (e corpusEntry) typedFlags() []string {
	major, _ := strconv.Atoi(e.major)
	return oracle.ReaderFlags(target.Target{Major: major, Typed: e.typed})
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
