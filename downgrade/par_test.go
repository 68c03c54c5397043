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
	return lowerData(t, file, data, tg, minInstrs)
}

func lowerData(t *testing.T, file string, data []byte, tg target.Target, minInstrs int) (text string, rep *Report, uses, errText string) {
	t.Helper()
	var err error
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

// TestParallelSame lowers the corpus inputs for typed targets (and for an
// opaque one, where only the check runs alongside) on one goroutine and
// with every module sent down the parallel paths, and wants the same
// module (text and use lists, in order), report and error.
func TestParallelSame(t *testing.T) {
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
		for _, tn := range []string{"14", "16-typed", "17"} {
			tg := target.MustParse(tn)
			t.Run(fmt.Sprintf("%s/%s", filepath.Base(file), tn), func(t *testing.T) {
				seqText, seqRep, seqUses, seqErr := lowerOnce(t, file, tg, 1<<62)
				n := parallelRuns.Load()
				parText, parRep, parUses, parErr := lowerOnce(t, file, tg, 1)
				if tg.Typed && parallelRuns.Load() == n && strings.Count(seqText, "\ndefine ") >= 2 {
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

// TestParallelSameProblems: a module the target cannot express gets the
// same problems (order, counts, places) when the check runs alongside
// the metadata walk.
func TestParallelSameProblems(t *testing.T) {
	src := []byte(`define void @f(target("spirv.Event") %e, ptr %p) {
  %a = alloca target("spirv.Event")
  %q = getelementptr inbounds nuw i8, ptr %p, i64 4
  %b = zext nneg i32 1 to i64
  ret void
}

define void @g(target("spirv.Event") %e) !dbg !4 {
entry:
  %a = alloca target("spirv.Event"), !dbg !6
  %c = icmp samesign ult i32 1, 2
  ret void
}

` + gDebugTail)
	for _, tn := range []string{"15", "14"} {
		tg := target.MustParse(tn)
		seqText, _, _, seqErr := lowerData(t, "tx.ll", src, tg, 1<<62)
		parText, _, _, parErr := lowerData(t, "tx.ll", src, tg, 1)
		if seqErr == "" {
			t.Fatalf("%s: no error, want the target-type problems", tn)
		}
		if seqErr != parErr {
			t.Errorf("%s: error: sequential %q, parallel %q", tn, seqErr, parErr)
		}
		if seqText != parText {
			t.Errorf("%s: printed modules differ:\n%s", tn, firstDiff(seqText, parText))
		}
	}
}
