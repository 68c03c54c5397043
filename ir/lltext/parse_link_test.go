package lltext

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
)

// pUseSignature lists the use list of every global value, parameter and
// instruction of m, in use-list order, naming users by position.
func pUseSignature(m *ir.Module) string {
	var b strings.Builder
	pos := map[*ir.Instr]string{}
	for _, f := range m.Funcs {
		for bi, bb := range f.Blocks {
			for ii, i := range bb.Instrs {
				pos[i] = fmt.Sprintf("@%s/%d/%d", f.Name, bi, ii)
			}
		}
	}
	list := func(name string, uses []ir.Use) {
		fmt.Fprintf(&b, "%s:", name)
		for _, u := range uses {
			p, ok := pos[u.User]
			if !ok {
				p = "?"
			}
			fmt.Fprintf(&b, " %s#%d", p, u.Index)
		}
		b.WriteByte('\n')
	}
	for _, gv := range m.GlobalValues() {
		list("@"+gv.Common().Name, gv.(ir.Tracked).Uses())
	}
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			list(fmt.Sprintf("@%s/arg%d", f.Name, p.Index), p.Uses())
		}
		for _, bb := range f.Blocks {
			for _, i := range bb.Instrs {
				list(pos[i], i.Uses())
				for k, op := range i.Operands() {
					if ph, ok := op.(*ir.Instr); ok && ph.Op == ir.OpInvalid {
						fmt.Fprintf(&b, "placeholder left at %s operand %d\n", pos[i], k)
					}
				}
			}
		}
	}
	return b.String()
}

// Recording a body's uses when it is complete (pLinkAtEnd) leaves every
// use list as recording them while parsing did, in the same order, and
// no placeholder behind; the module prints the same.
func TestParseLinkAtEndSameUses(t *testing.T) {
	files := pCorpusFiles(t)
	if len(files) < 20 {
		testenv.Missing(t, "fewer than 20 corpus .ll files")
	}
	defer func(old bool) { pLinkAtEnd = old }(pLinkAtEnd)
	show := func(name string, src []byte, atEnd bool) string {
		pLinkAtEnd = atEnd
		m, err := Parse(name, src)
		if err != nil {
			return "error: " + err.Error()
		}
		var sb strings.Builder
		if err := Print(&sb, m); err != nil {
			return "print error: " + err.Error()
		}
		return sb.String() + "\n" + pUseSignature(m)
	}
	withUses := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		want := show(f, src, false)
		got := show(f, src, true)
		if got != want {
			t.Fatalf("%s: use lists differ when linked at the end of each body:\n--- as it goes\n%.3000s\n--- at the end\n%.3000s", f, want, got)
		}
		if strings.Contains(want, "#") {
			withUses++
		}
	}
	if withUses < 20 {
		t.Fatalf("only %d modules with uses", withUses)
	}
	t.Logf("%d modules, %d with uses: same use lists", len(files), withUses)
}
