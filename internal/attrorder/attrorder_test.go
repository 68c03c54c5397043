package attrorder

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

func TestSort(t *testing.T) {
	s := ir.AttrSet{{Kind: ir.AttrAlign, Int: 8}, {Kind: ir.AttrNoCapture}, {Key: "k", Val: "v"}, {Kind: ir.AttrByVal, Type: ir.I32}, {Kind: ir.AttrNoAlias}}
	var names []string
	for _, a := range Sort(s) {
		n := a.Kind.String()
		if a.Kind == ir.AttrNone {
			n = a.Key
		}
		names = append(names, n)
	}
	if got := strings.Join(names, " "); got != "noalias nocapture byval align k" {
		t.Errorf("order = %q, want LLVM's: noalias nocapture byval align k", got)
	}
}
