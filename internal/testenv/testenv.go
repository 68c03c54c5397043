// Package testenv holds what irfix's tests share about their environment:
// finding the LLVM oracle tools and the seed files.
//
// Oracle tests call Tool: when the tool is missing the test is skipped
// with a message, unless IRFIX_REQUIRE_LLVM=1 (set by .ci/run), which
// turns the skip into a failure so CI never passes by skipping.
package testenv

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
)

// RequireLLVM reports whether missing LLVM tools must fail tests
// (IRFIX_REQUIRE_LLVM=1).
func RequireLLVM() bool { return os.Getenv("IRFIX_REQUIRE_LLVM") == "1" }

// Tool returns the path of an LLVM tool such as "llvm-as-16", skipping
// the test when it is not installed (failing under IRFIX_REQUIRE_LLVM=1).
func Tool(tb testing.TB, name string) string {
	tb.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if RequireLLVM() {
			tb.Fatalf("%s not found and IRFIX_REQUIRE_LLVM=1 (run .ci/install-llvm.sh)", name)
		}
		tb.Skipf("%s not installed: skipping this LLVM oracle test (IRFIX_REQUIRE_LLVM=1 fails instead)", name)
	}
	return p
}

// RepoRoot returns the repository's top directory.
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// SeedDir returns the directory of the seed files (shared/seed beside the
// checkout, as the workplace and CI lay it out; /work/shared/seed as a
// fallback for clones made elsewhere). A missing seed fails the test: the
// seed is part of the project's inputs, not an optional tool.
func SeedDir(tb testing.TB) string {
	tb.Helper()
	for _, d := range []string{filepath.Join(RepoRoot(), "..", "shared", "seed"), "/work/shared/seed"} {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	tb.Fatalf("shared/seed not found beside the checkout (%s) or at /work/shared/seed", RepoRoot())
	return ""
}

// Seed returns the path of one seed file.
func Seed(tb testing.TB, name string) string {
	tb.Helper()
	return filepath.Join(SeedDir(tb), name)
}
