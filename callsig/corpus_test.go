package callsig_test

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/ir/lltext"
)

// TestCorpusNoFalseAlarms runs Find over every real-compiler module in the
// corpus: none of them calls a function with a wrong signature, so any
// wrong or adapter report is a false alarm. Harmless reports are counted
// (clang's K&R calls are the expected ones).
func TestCorpusNoFalseAlarms(t *testing.T) {
	files, _ := filepath.Glob("../corpus/inputs/*.ll")
	if len(files) < 100 {
		t.Fatalf("found %d corpus modules; the corpus should have well over 100", len(files))
	}
	harmless := map[string]int{}
	checked := 0
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), "callmismatch.") {
			continue // deliberate mismatches: corpus/callsig_test.go
		}
		checked++
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m, err := lltext.Parse(f, src)
		if err != nil {
			t.Fatalf("parse: %v", err)
		}
		for _, mm := range callsig.Find(m) {
			if mm.Class != callsig.Harmless {
				t.Errorf("false alarm in %s:\n%s", f, callsig.Explain(m, mm, src))
				continue
			}
			harmless[filepath.Base(f)]++
		}
	}
	var names []string
	for n := range harmless {
		names = append(names, n)
	}
	sort.Strings(names)
	t.Logf("%d modules, 0 wrong; harmless mismatches in %d: %s", checked, len(names), strings.Join(names, " "))
	for _, n := range names {
		if !strings.HasPrefix(n, "knr.") {
			t.Errorf("harmless mismatch outside the K&R program: %s", n)
		}
	}
}
