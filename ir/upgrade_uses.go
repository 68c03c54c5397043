package ir

// DropOperandsOf removes the operands of every instruction in is, like
// calling DropOperands on each, but in time linear in the number of uses
// involved: each affected value's use list is filtered once, instead of
// being searched once per removed use. Passes that delete many
// instructions using the same value (upgrade turning thousands of
// llvm.dbg.value calls into records) need this to stay linear.
func DropOperandsOf(is []*Instr) {
	if len(is) == 0 {
		return
	}
	dead := make(map[*Instr]bool, len(is))
	for _, i := range is {
		dead[i] = true
	}
	seen := map[Value]bool{}
	for _, i := range is {
		for _, v := range i.operands {
			t, ok := v.(usesFilterer)
			if !ok || seen[v] {
				continue
			}
			seen[v] = true
			t.filterUses(func(u Use) bool { return !dead[u.User] })
		}
		i.operands = nil
	}
}

// usesFilterer is implemented by every tracked value (through useList).
type usesFilterer interface{ filterUses(keep func(Use) bool) }

// filterUses keeps the uses for which keep returns true.
func (l *useList) filterUses(keep func(Use) bool) {
	out := l.uses[:0]
	for _, u := range l.uses {
		if keep(u) {
			out = append(out, u)
		}
	}
	for k := len(out); k < len(l.uses); k++ {
		l.uses[k] = Use{}
	}
	l.uses = out
}
