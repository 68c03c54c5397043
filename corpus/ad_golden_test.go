package corpus

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// adGoldens: real-compiler inputs (corpus/inputs and the seed) and the
// functions package ad adds for them, kept under corpus/ad/golden/
// (`go test ./corpus -run TestADGoldens -update` rewrites them). fn ""
// with numba set means the input's `cfunc.` wrapper (numba: the
// Numba-ABI function).
var adGoldens = []struct {
	input, fn string
	cfunc     bool // the Numba cfunc wrapper; else with fn "" the Numba-ABI function
	mode      ad.Mode
}{
	{input: "seed:numba_cos.typed.ll", cfunc: true, mode: ad.Reverse},
	{input: "seed:numba_cos.typed.ll", mode: ad.Reverse},
	{input: "seed:numba_cos.typed.ll", cfunc: true, mode: ad.Forward},
	{input: "numba_cos.numba14.O3.ll", cfunc: true, mode: ad.Reverse},
	{input: "gradients.clang22.O0.ll", fn: "f_loop", mode: ad.Reverse},
	{input: "gradients.clang16typed.O2.ll", fn: "f_loop", mode: ad.Reverse},
	{input: "gradients.clang19.O3.ll", fn: "f_out", mode: ad.Reverse},
	{input: "gradients.clang22.O3.ll", fn: "f_chain", mode: ad.Forward},
}

func TestADGoldens(t *testing.T) {
	for _, g := range adGoldens {
		path := filepath.Join("inputs", g.input)
		if s, ok := strings.CutPrefix(g.input, "seed:"); ok {
			path = testenv.Seed(t, s)
		}
		base := strings.TrimSuffix(strings.TrimPrefix(g.input, "seed:"), ".ll")
		fnLabel := g.fn
		if g.fn == "" {
			fnLabel = "numba"
			if g.cfunc {
				fnLabel = "cfunc"
			}
		}
		name := base + "." + fnLabel + "." + g.mode.String()
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			m, _, err := irfix.Load(filepath.Base(path), data)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := upgrade.Canonicalize(m); err != nil {
				t.Fatal(err)
			}
			fn := g.fn
			if fn == "" {
				for _, f := range m.Funcs {
					if f.IsDeclaration() || strings.HasPrefix(f.Name, "cpython.") {
						continue
					}
					if strings.HasPrefix(f.Name, "cfunc.") == g.cfunc && strings.Contains(f.Name, "__main__") || strings.HasPrefix(f.Name, "cfunc.") == g.cfunc && strings.Contains(f.Name, "numba_kernels") {
						fn = f.Name
					}
				}
			}
			before := map[string]bool{}
			for _, f := range m.Funcs {
				before[f.Name] = true
			}
			if _, _, err := ad.Differentiate(m, fn, ad.Options{Mode: g.mode}); err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("module does not verify after differentiating @%s: %v", fn, err)
			}
			var b bytes.Buffer
			if err := lltext.Print(&b, m); err != nil {
				t.Fatal(err)
			}
			// LLVM 22 accepts the whole module.
			if _, err := accept(t, target.MustParse("22"), b.Bytes()); err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("ad", "golden", name+".ll"), newFunctions(b.String(), before))
		})
	}
}

// newFunctions returns the `define`s and `declare`s of the printed module
// text for functions not named in before, in printed order.
func newFunctions(text string, before map[string]bool) []byte {
	var out bytes.Buffer
	in := false
	for _, l := range strings.SplitAfter(text, "\n") {
		switch {
		case in:
			out.WriteString(l)
			if l == "}\n" {
				in = false
				out.WriteString("\n")
			}
		case strings.HasPrefix(l, "define ") || strings.HasPrefix(l, "declare "):
			name := funcName(l)
			if before[name] {
				continue
			}
			out.WriteString(l)
			if strings.HasPrefix(l, "define ") {
				in = true
			}
		}
	}
	return out.Bytes()
}

// funcName is the name of the function a define/declare line introduces
// (quotes removed).
func funcName(l string) string {
	i := strings.Index(l, " @")
	if i < 0 {
		return ""
	}
	s := l[i+2:]
	if strings.HasPrefix(s, `"`) {
		if j := strings.Index(s[1:], `"`); j >= 0 {
			return s[1 : j+1]
		}
	}
	if j := strings.IndexByte(s, '('); j >= 0 {
		return s[:j]
	}
	return s
}
