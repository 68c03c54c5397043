package lltext

import (
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"
)

// pCorpusFiles lists the real-compiler inputs the parser must accept:
// corpus/inputs/*.ll (read at test time; the corpus grows) and the seed
// files (testenv.SeedDir: present on developer machines and in CI),
// plus testdata/*.ll: hand-written syntax samples that llvm-as-22 (and
// llvm-as-14 for the typed one) accept, covering what the corpus lacks.
func pCorpusFiles(t testing.TB) []string {
	var files []string
	for _, pat := range []string{filepath.Join(testenv.CorpusDir(), "*.ll"), filepath.Join(testenv.SeedDir(t), "*.ll"), "testdata/*.ll", os.Getenv("IRFIX_PARSE_GLOB")} {
		if pat == "" {
			continue
		}
		m, err := filepath.Glob(pat)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	sort.Strings(files)
	return files
}

func TestParseCorpus(t *testing.T) {
	files := pCorpusFiles(t)
	if len(files) == 0 {
		testenv.Missing(t, "no corpus or seed .ll files found")
	}
	failed := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Parse(f, src)
		if err != nil {
			failed++
			if e, ok := err.(*Error); ok {
				t.Errorf("%v\n%s", err, e.Detail())
			} else {
				t.Errorf("%s: %v", f, err)
			}
			continue
		}
		if m == nil {
			t.Errorf("%s: nil module without error", f)
		}
	}
	t.Logf("parsed %d files, %d failed", len(files), failed)
}

// TestParseSyntaxSamplesAreValidLLVM checks that the hand-written samples
// in testdata are real LLVM assembly, so accepting them means something.
func TestParseSyntaxSamplesAreValidLLVM(t *testing.T) {
	for file, tool := range map[string]string{
		"testdata/syntax22.ll":       "llvm-as-22",
		"testdata/syntax_typed14.ll": "llvm-as-14",
	} {
		path := pNeedTool(t, tool)
		out, err := exec.Command(path, file, "-o", os.DevNull).CombinedOutput()
		if err != nil {
			t.Errorf("%s rejects %s: %v\n%s", tool, file, err, out)
		}
	}
}
