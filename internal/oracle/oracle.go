// Package oracle runs LLVM's own tools as test oracles for a target: the
// target's llvm-as, llvm-dis, `opt -passes=verify` and lli, with the flags
// its pointer mode needs taken from the target table. Missing tools skip
// the test, or fail it under IRFIX_REQUIRE_LLVM=1 (testenv.Tool).
package oracle

import (
	"bytes"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

// ReaderFlags returns the flags LLVM's own tools of t's version need to
// read t's pointer mode: -opaque-pointers=0 for the typed modes of LLVM
// 15 and 16, whose default is opaque (target.DefaultTyped); nothing for
// LLVM 14 (typed by default) or an opaque target.
func ReaderFlags(t target.Target) []string {
	if t.Typed && !target.DefaultTyped(t.Major) {
		return []string{"-opaque-pointers=0"}
	}
	return nil
}

// ToolFor returns LLVM tool name ("llvm-as", "opt", "lli", ...) of t's
// version, skipping the test when it is missing (see testenv.Tool).
func ToolFor(tb testing.TB, name string, t target.Target) string {
	tb.Helper()
	return testenv.Tool(tb, name+"-"+strconv.Itoa(t.Major))
}

// Run runs tool with stdin and returns its standard output, or an error
// carrying its standard error.
func Run(tool string, stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command(tool, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s %s: %v\n%s", filepath.Base(tool), strings.Join(args, " "), err, errb.String())
	}
	// LLVM drops debug info it cannot read with only a warning and exit
	// 0: for an oracle that is a rejection too.
	if strings.Contains(errb.String(), "invalid debug info") {
		return nil, fmt.Errorf("%s %s: dropped the debug info\n%s", filepath.Base(tool), strings.Join(args, " "), errb.String())
	}
	return out.Bytes(), nil
}

// Assemble runs t's llvm-as on LLVM assembly and returns the bitcode.
func Assemble(tb testing.TB, t target.Target, text []byte) ([]byte, error) {
	tb.Helper()
	return Run(ToolFor(tb, "llvm-as", t), text, append(ReaderFlags(t), "-o", "-", "-")...)
}

// Disassemble runs t's llvm-dis on bitcode and returns the assembly.
func Disassemble(tb testing.TB, t target.Target, bc []byte) ([]byte, error) {
	tb.Helper()
	return Run(ToolFor(tb, "llvm-dis", t), bc, append(ReaderFlags(t), "-o", "-", "-")...)
}

// Verify runs t's `opt -passes=verify` on assembly or bitcode.
func Verify(tb testing.TB, t target.Target, module []byte) error {
	tb.Helper()
	_, err := Run(ToolFor(tb, "opt", t), module, append(ReaderFlags(t), "-passes=verify", "-disable-output", "-")...)
	return err
}

// Interpret runs a module (assembly or bitcode) with t's lli and returns
// what it printed; extra flags (such as -load LIB) go before the module.
func Interpret(tb testing.TB, t target.Target, module []byte, extra ...string) ([]byte, error) {
	tb.Helper()
	args := append(append(ReaderFlags(t), extra...), "-")
	return Run(ToolFor(tb, "lli", t), module, args...)
}
