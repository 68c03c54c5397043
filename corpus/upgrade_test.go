package corpus

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// TestUpgradeCorpusAccepted converts every text module of the corpus to
// 16, 19 and 22 and has that LLVM's llvm-as and opt -passes=verify accept
// it (and lli print the same for programs with a main).
func TestUpgradeCorpusAccepted(t *testing.T) {
	if testing.Short() {
		t.Skip("whole-corpus acceptance: skipped with -short")
	}
	testCorpusAccepted(t, []string{"16", "19", "22"})
}

// TestTypedRoundTrip: typed → upgrade → downgrade to the same typed
// target gives back the original text (modulo attribute group numbers).
func TestTypedRoundTrip(t *testing.T) {
	n := 0
	for _, in := range textInputs(t) {
		if !in.Typed {
			continue
		}
		n++
		in := in
		t.Run(in.Name, func(t *testing.T) {
			src, err := os.ReadFile(in.Path)
			if err != nil {
				t.Fatal(err)
			}
			m0, err := lltext.Parse(in.Name, src)
			if err != nil {
				t.Fatal(err)
			}
			want := lltext.Format(m0)
			tg := target.Target{Major: in.Major, Typed: true}
			m, err := lltext.Parse(in.Name, src)
			if err != nil {
				t.Fatal(err)
			}
			rep, err := upgrade.Canonicalize(m)
			if err != nil {
				t.Fatal(err)
			}
			if !rep.WasTyped {
				t.Fatal("typed input not recognised as typed")
			}
			if m.HasTypedPointers() {
				t.Fatal("canonical form still has typed pointers")
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("verify after canonicalize: %v", err)
			}
			if _, err := downgrade.Lower(m, tg, downgrade.Options{}); err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("verify after lowering: %v", err)
			}
			got := lltext.Format(m)
			if a, b := renumberAttrGroups(want), renumberAttrGroups(got); a != b {
				t.Errorf("round trip differs:\n%s", golden.Diff(in.Name, "round trip", []byte(a), []byte(b)))
			}
		})
	}
	if n == 0 {
		t.Skip("no typed module in the corpus")
	}
}

var attrRef = regexp.MustCompile(`#[0-9]+\b`)

// renumberAttrGroups names attribute groups by their contents, so two
// texts that differ only in group numbering compare equal.
func renumberAttrGroups(text string) string {
	body := map[string]string{}
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "attributes #") {
			if i := strings.Index(l, " = "); i > 0 {
				body[l[len("attributes "):i]] = l[i+3:]
			}
		}
	}
	return attrRef.ReplaceAllStringFunc(text, func(ref string) string {
		if b, ok := body[ref]; ok {
			return "#" + b
		}
		return ref
	})
}

// upgradeGoldens: typed producers upgraded to the canonical form (22)
// and to 17 (debug intrinsics and nocapture come back).
var upgradeGoldens = []struct{ name, target string }{
	{"seed.numba_cos.typed.ll", "22"},
	{"seed.numba_cos.typed.ll", "17"},
	{"linkedlist.clang15typed.O0.ll", "22"},
	{"virtual.clang16typed.O2.ll", "22"},
	{"numba_cos.numba14.O0.g.ll", "19"},
	{"exceptions.clang16typed.O0.g.ll", "17"},
}

func TestUpgradeGoldens(t *testing.T) {
	byName := map[string]Input{}
	for _, in := range textInputs(t) {
		byName[in.Name] = in
	}
	for _, g := range upgradeGoldens {
		in, ok := byName[g.name]
		if !ok {
			t.Errorf("golden input %s is not in the corpus", g.name)
			continue
		}
		t.Run(g.name+"@"+g.target, func(t *testing.T) {
			src, err := os.ReadFile(in.Path)
			if err != nil {
				t.Fatal(err)
			}
			tg := target.MustParse(g.target)
			m, err := lltext.Parse(in.Name, src)
			if err != nil {
				t.Fatal(err)
			}
			p := &irfix.Pipeline{Target: tg, VerifyInput: true, VerifyEach: true}
			if _, err := p.RunModule(m, irfix.Info{}); err != nil {
				t.Fatal(err)
			}
			out := []byte(lltext.Format(m))
			if tg.Major == 16 || tg.Major == 19 || tg.Major == 22 {
				if _, err := accept(t, tg, out); err != nil {
					t.Fatal(err)
				}
			}
			golden.Check(t, filepath.Join("upgrade", strings.TrimSuffix(g.name, ".ll")+"."+g.target+".ll"), out)
		})
	}
}
