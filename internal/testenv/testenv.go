// Package testenv holds what irfix's tests share about their environment:
// finding the LLVM oracle tools (running them for a target is package
// internal/oracle), the corpus manifest (manifest.go) and the seed files.
//
// Oracle tests call Tool: when the tool is missing the test is skipped
// with a message, unless IRFIX_REQUIRE_LLVM=1 (set by .ci/run), which
// turns the skip into a failure so CI never passes by skipping. A missing
// corpus or manifest is treated the same way (Missing).
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

// Missing skips the test with the message, or fails it under
// IRFIX_REQUIRE_LLVM=1: for inputs CI always has (LLVM tools, the corpus).
func Missing(tb testing.TB, format string, args ...any) {
	tb.Helper()
	if RequireLLVM() {
		tb.Fatalf(format+" (IRFIX_REQUIRE_LLVM=1)", args...)
	}
	tb.Skipf(format, args...)
}

// RepoRoot returns the repository's top directory.
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}

// SeedDir returns the directory of the seed files: $IRFIX_SHARED/seed,
// else shared/seed beside the checkout (as the workplace and CI lay it
// out), else /work/shared/seed for clones made elsewhere. A missing seed
// fails the test: the seed is part of the project's inputs, not an
// optional tool.
func SeedDir(tb testing.TB) string {
	tb.Helper()
	if d := seedDir(); d != "" {
		return d
	}
	tb.Fatalf("shared/seed not found ($IRFIX_SHARED/seed, beside the checkout %s, or /work/shared/seed)", RepoRoot())
	return ""
}

func seedDir() string {
	var cands []string
	if s := os.Getenv("IRFIX_SHARED"); s != "" {
		cands = append(cands, filepath.Join(s, "seed"))
	}
	cands = append(cands, filepath.Join(RepoRoot(), "..", "shared", "seed"), "/work/shared/seed")
	for _, d := range cands {
		if st, err := os.Stat(d); err == nil && st.IsDir() {
			return d
		}
	}
	return ""
}

// SeedFiles returns the seed files matching a glob pattern ("*.ll"),
// sorted.
func SeedFiles(tb testing.TB, pattern string) []string {
	tb.Helper()
	m, err := filepath.Glob(filepath.Join(SeedDir(tb), pattern))
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// Seed returns the path of one seed file.
func Seed(tb testing.TB, name string) string {
	tb.Helper()
	return filepath.Join(SeedDir(tb), name)
}
