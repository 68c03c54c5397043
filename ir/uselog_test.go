package ir

import (
	"fmt"
	"testing"
)

// useOrder names the users of v in use-list order.
func useOrder(v Tracked) string {
	s := ""
	for _, u := range v.Uses() {
		s += fmt.Sprintf(" %s#%d", u.User.Name, u.Index)
	}
	return s
}

// TestUseLog: SetOperandLogged leaves global values' use lists alone
// (an instruction's use list changes at once), and Apply gives each the
// list, in order, that SetOperand calls in the same order give.
func TestUseLog(t *testing.T) {
	build := func() (*Func, *Global, *Global, []*Instr, *Instr) {
		g1 := NewGlobal("g1", I32, nil)
		g2 := NewGlobal("g2", I32, nil)
		f := NewFunc("f", FuncOf(Void, nil, false))
		bd := NewBuilder(f.NewBlock("entry"))
		var ls []*Instr
		for k := 0; k < 4; k++ {
			l := bd.Load(I32, g1, 4)
			l.Name = fmt.Sprint("l", k)
			ls = append(ls, l)
		}
		st := bd.Store(ls[0], g2, 4)
		st.Name = "st"
		bd.Ret(nil)
		return f, g1, g2, ls, st
	}
	_, g1, g2, ls, st := build()
	_, h1, h2, ms, mt := build()
	var log UseLog
	// The same edits both ways: loads 1 and 3 move to g2, the store's
	// value becomes load 2, load 1 moves back to g1.
	ls[1].SetOperandLogged(0, g2, &log)
	ls[3].SetOperandLogged(0, g2, &log)
	st.SetOperandLogged(0, ls[2], &log)
	ls[1].SetOperandLogged(0, g1, &log)
	ms[1].SetOperand(0, h2)
	ms[3].SetOperand(0, h2)
	mt.SetOperand(0, ms[2])
	ms[1].SetOperand(0, h1)

	if got, want := useOrder(g1), " l0#0 l1#0 l2#0 l3#0"; got != want {
		t.Errorf("before Apply, g1's uses =%s, want%s (unchanged)", got, want)
	}
	if got, want := useOrder(ls[2]), " st#0"; got != want {
		t.Errorf("an instruction's uses =%s, want%s at once", got, want)
	}
	if len(ls[0].Uses()) != 0 {
		t.Errorf("l0 still has uses %s", useOrder(ls[0]))
	}
	log.Apply()
	if got, want := useOrder(g1), useOrder(h1); got != want {
		t.Errorf("after Apply, g1's uses =%s, want%s (SetOperand's)", got, want)
	}
	if got, want := useOrder(g2), useOrder(h2); got != want {
		t.Errorf("after Apply, g2's uses =%s, want%s (SetOperand's)", got, want)
	}
	if len(log.ops) != 0 {
		t.Errorf("Apply left %d entries in the log", len(log.ops))
	}
}
