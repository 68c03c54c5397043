// Package golden compares test output with expected files ("goldens") and,
// on a mismatch, shows a unified diff with @@ hunk headers and three lines
// of context, the way `diff -u` and `git diff` do.
//
//	golden.Check(t, "roundtrip/add.clang16.O0.ll", got)
//
// Run the tests with -update to (re)write every golden a test checks
// instead of comparing:
//
//	go test ./corpus -update
//
// The -update flag is registered by this package, so it exists in the test
// binary of every package that imports it. Review the rewritten files with
// `git diff` before committing them: a golden is only as right as the
// person who accepted it.
package golden

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/textdiff"
)

var update = flag.Bool("update", false, "rewrite golden files with the output the tests produce")

// Updating reports whether the test binary runs with -update.
func Updating() bool { return *update }

// MaxDiffLines caps how many diff lines Check prints for one mismatch, so a
// completely different output does not flood the test log.
const MaxDiffLines = 400

// Check compares got with the file at goldenPath. With -update it writes got
// there instead (creating directories as needed). A missing golden is a test
// failure that says how to create it; a mismatch is a test failure showing
// the unified diff from the golden (---) to got (+++).
func Check(t testing.TB, goldenPath string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(goldenPath), 0o755); err != nil {
			t.Fatalf("golden: %v", err)
		}
		old, err := os.ReadFile(goldenPath)
		if err == nil && bytes.Equal(old, got) {
			return
		}
		if err := os.WriteFile(goldenPath, got, 0o644); err != nil {
			t.Fatalf("golden: %v", err)
		}
		t.Logf("golden: updated %s", goldenPath)
		return
	}
	want, err := os.ReadFile(goldenPath)
	if errors.Is(err, fs.ErrNotExist) {
		t.Errorf("golden: %s does not exist; run the test with -update to create it", goldenPath)
		return
	}
	if err != nil {
		t.Fatalf("golden: %v", err)
	}
	if bytes.Equal(want, got) {
		return
	}
	d := Diff(goldenPath, "got", want, got)
	if lines := strings.SplitAfter(d, "\n"); len(lines) > MaxDiffLines {
		d = strings.Join(lines[:MaxDiffLines], "") +
			fmt.Sprintf("... %d more diff lines not shown\n", len(lines)-MaxDiffLines)
	}
	t.Errorf("golden: output differs from %s (run with -update to accept it):\n%s", goldenPath, d)
}

// Context is the number of unchanged lines shown around each change.
const Context = textdiff.Context

// Diff returns the unified diff that turns a into b, with ---/+++ headers
// naming aName and bName, or "" when they are equal (package
// internal/textdiff, which the irfix command's --diff uses too).
func Diff(aName, bName string, a, b []byte) string { return textdiff.Diff(aName, bName, a, b) }
