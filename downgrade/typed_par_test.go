package downgrade

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/internal/irtest"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// lowerOnce reads and canonicalizes file, lowers it for tg with the
// parallel threshold minInstrs and returns what can be compared: the
// printed module, the report, the use lists and the error.
func lowerOnce(t *testing.T, file string, tg target.Target, minInstrs int) (text string, rep *Report, uses, errText string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var m *ir.Module
	if strings.HasSuffix(file, ".bc") {
		m, _, err = bitcode.Read(data)
	} else {
		m, err = lltext.Parse(file, data)
	}
	if err != nil {
		t.Skipf("%s: not read: %v", file, err)
	}
	if _, err := upgrade.Canonicalize(m); err != nil {
		t.Skipf("%s: not canonicalized: %v", file, err)
	}
	old := parallelMinInstrs
	parallelMinInstrs = minInstrs
	defer func() { parallelMinInstrs = old }()
	rep, err = Lower(m, tg, Options{})
	if err != nil {
		errText = err.Error()
	}
	var b bytes.Buffer
	if err := lltext.PrintWith(&b, m, PrintOptions(tg)); err != nil {
		t.Fatal(err)
	}
	return b.String(), rep, irtest.UseSignature(m), errText
}

// TestTypedParallelSame lowers the corpus inputs for typed targets on one
// goroutine and with every module sent down the parallel path, and wants
// the same module (text and use lists, in order), report and error.
func TestTypedParallelSame(t *testing.T) {
	files, _ := filepath.Glob("../corpus/inputs/*.ll")
	bcs, _ := filepath.Glob("../corpus/inputs/*.bc")
	files = append(files, bcs...)
	if len(files) < 10 {
		t.Fatalf("found %d corpus inputs, want the corpus", len(files))
	}
	if testing.Short() {
		files = files[:10]
	}
	before := parallelRuns.Load()
	for _, file := range files {
		for _, tn := range []string{"14", "16-typed"} {
			tg := target.MustParse(tn)
			t.Run(fmt.Sprintf("%s/%s", filepath.Base(file), tn), func(t *testing.T) {
				seqText, seqRep, seqUses, seqErr := lowerOnce(t, file, tg, 1<<62)
				n := parallelRuns.Load()
				parText, parRep, parUses, parErr := lowerOnce(t, file, tg, 1)
				if parallelRuns.Load() == n && strings.Count(seqText, "\ndefine ") >= 2 {
					t.Errorf("the parallel path was not taken")
				}
				if seqErr != parErr {
					t.Errorf("error: sequential %q, parallel %q", seqErr, parErr)
				}
				if seqText != parText {
					t.Errorf("printed modules differ:\n%s", firstDiff(seqText, parText))
				}
				if !reflect.DeepEqual(seqRep, parRep) {
					t.Errorf("reports differ:\nsequential %+v\nparallel   %+v", seqRep, parRep)
				}
				if seqUses != parUses {
					t.Errorf("use lists differ:\n%s", firstDiff(seqUses, parUses))
				}
			})
		}
	}
	if parallelRuns.Load() == before {
		t.Fatal("no module took the parallel path")
	}
}

// firstDiff shows the first line where a and b differ.
func firstDiff(a, b string) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	for k := 0; k < len(al) && k < len(bl); k++ {
		if al[k] != bl[k] {
			return fmt.Sprintf("line %d:\n- %s\n+ %s", k+1, al[k], bl[k])
		}
	}
	return fmt.Sprintf("lengths %d and %d lines", len(al), len(bl))
}
