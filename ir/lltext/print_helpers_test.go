package lltext

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// prTool returns the path of an LLVM tool such as "llvm-as-22". When the
// tool is missing the test is skipped, or fails when IRFIX_REQUIRE_LLVM=1.
func prTool(t testing.TB, name string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("IRFIX_REQUIRE_LLVM") == "1" {
			t.Fatalf("%s not found and IRFIX_REQUIRE_LLVM=1", name)
		}
		t.Skipf("%s not installed; skipping the LLVM oracle check", name)
	}
	return path
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
	var flags []string
	if typed && (major == "15" || major == "16") {
		flags = append(flags, "-opaque-pointers=0")
	}
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
