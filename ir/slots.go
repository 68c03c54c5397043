package ir

// NumberLocals numbers f's unnamed values the way LLVM's printer does
// (%0, %1, ...): unnamed parameters first, then for each block its label
// (when unnamed) followed by its unnamed instructions that have a result.
// visit is called with each value and its number and reports whether the
// value is new; a value seen again (possible only in a broken function
// that lists a block or instruction twice) returns false and uses no
// number. Nil entries are skipped. NumberLocals returns the count.
func NumberLocals(f *Func, visit func(v Value, n int) bool) int {
	n := 0
	for _, p := range f.Params {
		if p != nil && p.Name == "" && visit(p, n) {
			n++
		}
	}
	for _, b := range f.Blocks {
		if b == nil {
			continue
		}
		if b.Name == "" && visit(b, n) {
			n++
		}
		for _, i := range b.Instrs {
			if i != nil && i.Name == "" && i.HasResult() && visit(i, n) {
				n++
			}
		}
	}
	return n
}

// LocalSlots returns the numbers NumberLocals gives f's unnamed values.
func LocalSlots(f *Func) map[Value]int {
	m := map[Value]int{}
	NumberLocals(f, func(v Value, n int) bool {
		if _, dup := m[v]; dup {
			return false
		}
		m[v] = n
		return true
	})
	return m
}
