package irfix

import (
	"testing"

	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/target"
)

// attrOrder: lowering drops captures(address) from @f's parameter and
// rebuilds the set in another order than the call's equal set; the
// bitcode writer shares one group between the two (sets equal up to
// order), so the call's set reads back in the declaration's order. Found
// by corpus/sweep.sh: every bitcode output of clang-22 -O2 -g SQLite
// failed its self-check with "call attributes differs" (exit 1).
const attrOrder = `declare void @f(ptr noundef nonnull readonly captures(address))

define void @g(ptr %p) {
  call void @f(ptr noundef nonnull readonly %p)
  ret void
}
`

func TestAttrSetOrderSelfCheck(t *testing.T) {
	for _, name := range []string{"14", "15-typed", "16-typed", "16", "22"} {
		tg := target.MustParse(name)
		p := &Pipeline{Target: tg, Emit: EmitBitcode}
		r, err := p.Run("attrorder.ll", []byte(attrOrder))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if err := oracle.Verify(t, tg, r.Output); err != nil {
			t.Errorf("%s: LLVM's verifier rejects the bitcode: %v", name, err)
		}
	}
}
