// Package irtest holds helpers the tests of several packages share.
package irtest

import (
	"fmt"
	"strings"

	"github.com/irfix/irfix/ir"
)

// UseSignature lists the use list of every global value, parameter and
// instruction of m, in use-list order, naming each user by its position
// (@function/block/instruction#operand, ? for a user outside m's
// bodies), and then every operand still pointing at a stand-in (an
// instruction with OpInvalid) a reader left behind. Two reads of one
// input that must leave the same use lists give the same signature.
func UseSignature(m *ir.Module) string {
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
			}
		}
	}
	for _, f := range m.Funcs {
		for _, bb := range f.Blocks {
			for _, i := range bb.Instrs {
				for k, op := range i.Operands() {
					if st, ok := op.(*ir.Instr); ok && st.Op == ir.OpInvalid {
						fmt.Fprintf(&b, "stand-in left at %s operand %d\n", pos[i], k)
					}
				}
			}
		}
	}
	return b.String()
}
