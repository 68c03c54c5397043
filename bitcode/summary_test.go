package bitcode

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
)

// disSummary is what llvm-dis prints of a bitcode file's summary: the
// global values with a summary of their own, whether ^0 carries the
// module hash, and whether there is any `^N =` line at all.
func disSummary(t *testing.T, dis string, bc []byte) (values int, hash, any bool) {
	t.Helper()
	cmd := exec.Command(dis, "-o", "-", "-")
	cmd.Stdin = bytes.NewReader(bc)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", dis, err)
	}
	entry := regexp.MustCompile(`(?m)^\^[0-9]+ = (.*)$`)
	for _, m := range entry.FindAllSubmatch(out, -1) {
		any = true
		rest := string(m[1])
		switch {
		case strings.HasPrefix(rest, "gv: (") && strings.Contains(rest, "summaries: ("):
			values++
		case strings.HasPrefix(rest, "module: (") && strings.Contains(rest, "hash: ("):
			hash = true
		}
	}
	return values, hash, any
}

// TestSummaryCounted: the ThinLTO summary of real rustc bitcode (rustc
// writes one into every --emit=llvm-bc) is found and counted as llvm-dis
// shows it, and bitcode without a summary (clang -c -emit-llvm) has none.
func TestSummaryCounted(t *testing.T) {
	dis := testenv.Tool(t, "llvm-dis-22")
	var rustc, plain int
	for _, m := range testenv.Manifest(t) {
		if !m.Has(".bc") || !(m.Producer == "rustc22" || m.Producer == "clang22" && m.Opt == "O2") {
			continue
		}
		bc, err := os.ReadFile(m.Path(".bc"))
		if err != nil {
			t.Fatal(err)
		}
		_, info, err := Read(bc)
		if err != nil {
			t.Fatalf("%s: %v", m.File, err)
		}
		values, hash, any := disSummary(t, dis, bc)
		s := info.Summary
		if !any {
			plain++
			if s != nil {
				t.Errorf("%s: llvm-dis shows no summary, Info.Summary = %+v", m.File, *s)
			}
			continue
		}
		if m.Producer == "rustc22" {
			rustc++
		}
		if s == nil {
			t.Errorf("%s: llvm-dis shows a summary (%d values), Info.Summary is nil", m.File, values)
			continue
		}
		if s.Block != "GLOBALVAL_SUMMARY_BLOCK" || s.Values != values || s.Hash != hash || s.Records < values {
			t.Errorf("%s: Info.Summary = %+v; llvm-dis shows %d value summaries, hash %v", m.File, *s, values, hash)
		}
		if l := s.Loss(); !strings.HasPrefix(l, "ThinLTO summary dropped: ") {
			t.Errorf("%s: Loss() = %q", m.File, l)
		}
	}
	if rustc == 0 || plain == 0 {
		t.Fatalf("measured %d rustc modules with a summary and %d without one; want both (corpus/inputs)", rustc, plain)
	}
}

// TestSummaryClangLTO: clang's -flto=thin writes GLOBALVAL_SUMMARY_BLOCK,
// -flto (full) FULL_LTO_GLOBALVAL_SUMMARY_BLOCK; both are counted as
// llvm-dis shows them and named in the loss.
func TestSummaryClangLTO(t *testing.T) {
	src := filepath.Join(t.TempDir(), "lto.c")
	if err := os.WriteFile(src, []byte("int g = 3;\nstatic int h(int x) { return x * g; }\nint f(int x) { return h(x) + 1; }\nint main(void) { return f(2) - 7; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, major := range []string{"16", "22"} {
		clang, dis := testenv.Tool(t, "clang-"+major), testenv.Tool(t, "llvm-dis-"+major)
		for _, c := range []struct{ flag, block, kind string }{
			{"-flto=thin", "GLOBALVAL_SUMMARY_BLOCK", "ThinLTO"},
			{"-flto", "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK", "full-LTO"},
		} {
			bc, err := exec.Command(clang, "-O2", c.flag, "-c", src, "-o", "-").Output()
			if err != nil {
				t.Fatalf("clang-%s %s: %v", major, c.flag, err)
			}
			_, info, err := Read(bc)
			if err != nil {
				t.Fatalf("clang-%s %s: %v", major, c.flag, err)
			}
			values, _, _ := disSummary(t, dis, bc)
			s := info.Summary
			if s == nil || s.Block != c.block || s.Values != values || values == 0 {
				t.Errorf("clang-%s %s: Info.Summary = %+v, want block %s with %d values (llvm-dis)", major, c.flag, s, c.block, values)
				continue
			}
			if l := s.Loss(); !strings.HasPrefix(l, c.kind+" summary dropped: ") || !strings.Contains(l, c.block) {
				t.Errorf("clang-%s %s: Loss() = %q", major, c.flag, l)
			}
		}
	}
}
