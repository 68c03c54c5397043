package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
)

// TestSummaryWarning: converting real rustc bitcode (it carries a ThinLTO
// summary irfix does not keep) succeeds and says so on stderr, for
// convert, dis and the hook.
func TestSummaryWarning(t *testing.T) {
	path := filepath.Join(testenv.RepoRoot(), "corpus", "inputs", "rust_nomain.rustc22.O2.bc")
	bc, err := os.ReadFile(path)
	if err != nil {
		testenv.Missing(t, "%v (corpus/gen.sh)", err)
	}
	for _, args := range [][]string{
		{"convert", "--target", "16-typed", "--emit", "bc", "-o", "-", "-"},
		{"dis", "-o", "-", "-"},
		{"hook", "--reader", "14", "-"},
	} {
		r := runIrfix(t, "", bc, args...)
		if r.code != 0 {
			t.Errorf("irfix %s: exit %d\n%s", strings.Join(args, " "), r.code, r.stderr)
			continue
		}
		if !strings.Contains(r.stderr, "irfix: warning: ThinLTO summary dropped: ") || len(r.stdout) == 0 {
			t.Errorf("irfix %s: stderr %q, want the ThinLTO summary loss stated", strings.Join(args, " "), r.stderr)
		}
	}
}
