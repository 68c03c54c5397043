package ptrtype

import "github.com/irfix/irfix/ir"

// Stored nulls. `store ptr null, ptr %p` says p points to a pointer, and
// nothing about that pointer's pointee: an output parameter cleared on
// the error path (`*ppPage = 0`) or a list head reset. As a candidate of
// its own it would be an i8* outvoting the T* the other stores write, so
// it only counts where no other candidate is a pointer.
func (a *analysis) nullStores(nulls []vote, cs []cand, add func(*ir.Type, float64), access map[*ir.Type]float64) {
	if len(nulls) == 0 {
		return
	}
	for _, c := range cs {
		if c.t.Kind == ir.PointerKind {
			return
		}
	}
	for _, v := range nulls {
		t := a.inst(v.t)
		if v.flags&vAccess != 0 {
			access[t] += v.w
		}
		add(t, v.w)
	}
}
