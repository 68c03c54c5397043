package lltext

import (
	"os"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/irtest"
	"github.com/irfix/irfix/internal/testenv"
)

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
		return sb.String() + "\n" + irtest.UseSignature(m)
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
