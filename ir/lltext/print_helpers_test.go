package lltext

import (
	"bytes"
	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// prTool returns the path of an LLVM tool such as "llvm-as-22". When the
// tool is missing the test is skipped, or fails when IRFIX_REQUIRE_LLVM=1.
func prTool(t testing.TB, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
}

// prRun runs a tool with stdin and returns stdout, or the error with
// stderr.
func prRun(tool string, stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command(tool, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, &prToolError{tool: tool, err: err, stderr: errb.String()}
	}
	return out.Bytes(), nil
}

type prToolError struct {
	tool, stderr string
	err          error
}

func (e *prToolError) Error() string {
	return e.tool + ": " + e.err.Error() + ": " + strings.TrimSpace(e.stderr)
}

// prAssemble checks that llvm-as-N accepts text (typed selects
// -opaque-pointers=0 for LLVM 15/16) and returns llvm-dis-N's rendering of
// the result.
func prAssemble(t testing.TB, major string, typed bool, text string) (string, error) {
	t.Helper()
	as := prTool(t, "llvm-as-"+major)
	dis := prTool(t, "llvm-dis-"+major)
	n, _ := strconv.Atoi(major)
	flags := oracle.ReaderFlags(target.Target{Major: n, Typed: typed})
	bc, err := prRun(as, []byte(text), append(flags, "-o", "-")...)
	if err != nil {
		return "", err
	}
	out, err := prRun(dis, bc, append(flags, "-o", "-")...)
	if err != nil {
		return "", err
	}
	return string(out), nil
}
