package downgrade

import "github.com/irfix/irfix/ir"

// Cast placement. A value whose typed type differs from what its users
// need gets one bitcast per needed type, placed right after its
// definition (a parameter's at the top of the entry block), shared by
// every user in the function: the definition dominates each use, so the
// cast does too. Casting at each using block instead puts one cast per
// block (a loop's body and its exit each had their own), where a typed
// producer writes one per value. Values defined by a terminator (an
// invoke's or callbr's result exists only on its normal edge) and blocks
// that cannot hold an ordinary instruction after their pads (catchswitch)
// keep the per-block placement.

// defInsertion returns a builder inserting right after v's definition,
// or nil when v has no such point.
func defInsertion(v ir.Value) *ir.Builder {
	switch x := v.(type) {
	case *ir.Param:
		f := x.Parent
		if f == nil || len(f.Blocks) == 0 {
			return nil
		}
		return firstInsertion(f.Blocks[0])
	case *ir.Instr:
		b := x.Parent
		if b == nil || x.IsTerminator() {
			return nil
		}
		switch x.Op {
		case ir.OpPhi, ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad:
			return firstInsertion(b)
		}
		n := x.Index()
		if n < 0 || n+1 >= len(b.Instrs) {
			return nil
		}
		bd := ir.NewBuilder(b)
		bd.SetInsertBefore(b.Instrs[n+1])
		return bd
	}
	return nil
}

// firstInsertion is the first point of b after its phis and EH pads.
func firstInsertion(b *ir.Block) *ir.Builder {
	for _, i := range b.Instrs {
		switch i.Op {
		case ir.OpPhi, ir.OpLandingPad, ir.OpCatchPad, ir.OpCleanupPad:
			continue
		case ir.OpCatchSwitch:
			return nil
		}
		bd := ir.NewBuilder(b)
		bd.SetInsertBefore(i)
		return bd
	}
	return nil
}
