package ir

// UseLog lets goroutines that each own some functions change operands
// without touching the use lists of global values, which every function
// shares: SetOperandLogged records those changes in the goroutine's log
// instead, and Apply makes them afterwards on one goroutine. Applying the
// logs of the functions in order gives every global value the use list a
// sequential run would have given it (the order included).
type UseLog struct{ ops []loggedUse }

type loggedUse struct {
	v   Tracked
	u   Use
	add bool
}

// SetOperandLogged is SetOperand with the use-list changes of global
// values recorded in log (those of instructions and parameters, which
// belong to one function, are made at once).
func (i *Instr) SetOperandLogged(n int, v Value, log *UseLog) {
	if old, ok := i.operands[n].(Tracked); ok {
		if _, g := old.(GlobalValue); g {
			log.ops = append(log.ops, loggedUse{old, Use{i, n}, false})
		} else {
			old.removeUse(Use{i, n})
		}
	}
	i.operands[n] = v
	if t, ok := v.(Tracked); ok {
		if _, g := t.(GlobalValue); g {
			log.ops = append(log.ops, loggedUse{t, Use{i, n}, true})
		} else {
			t.addUse(Use{i, n})
		}
	}
}

// Apply makes the recorded changes in the order they were recorded and
// empties the log.
func (l *UseLog) Apply() {
	for _, o := range l.ops {
		if o.add {
			o.v.addUse(o.u)
		} else {
			o.v.removeUse(o.u)
		}
	}
	l.ops = nil
}
