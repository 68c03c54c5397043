package corpus

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/ptrtype"
	"github.com/irfix/irfix/upgrade"
)

// ptrtypeGoldens: the inferred type of every pointer value of small real
// opaque modules (C, C++ with vtables, Rust, Numba's seed), as text.
var ptrtypeGoldens = []string{
	"seed.numba_cos.opaque16.ll",
	"linkedlist.clang22.O3.ll",
	"globals_ptr.clang16.O3.ll",
	"virtual.clang16.O0.ll",
	"funcptr.clang22.O0.ll",
	"rust_nomain.rustc22.O0.ll",
}

func TestPtrtypeGoldens(t *testing.T) {
	byName := map[string]Input{}
	for _, in := range textInputs(t) {
		byName[in.Name] = in
	}
	for _, name := range ptrtypeGoldens {
		in, ok := byName[name]
		if !ok {
			t.Errorf("golden input %s is not in the corpus", name)
			continue
		}
		t.Run(name, func(t *testing.T) {
			src, err := os.ReadFile(in.Path)
			if err != nil {
				t.Fatal(err)
			}
			m, err := lltext.Parse(in.Name, src)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := upgrade.Canonicalize(m); err != nil {
				t.Fatal(err)
			}
			before := lltext.Format(m)
			r := ptrtype.Infer(m)
			if after := lltext.Format(m); after != before {
				t.Fatal("ptrtype.Infer changed the module")
			}
			if err := ir.Verify(m); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("ptrtype", strings.TrimSuffix(name, ".ll")+".txt"), []byte(r.Dump()))
		})
	}
}
