package ptrtype

import "github.com/irfix/irfix/ir"

// An array of numbers freed through a generic free. SQLite's `int
// *aiCol` is indexed as an int array (`aiCol[i]`) and handed to
// sqlite3DbFree(db, void*): C converts it to void* at the call, so the
// void* says nothing about the array, as it says nothing about a struct
// pointer (void.go). Only an array indexed with a variable index counts:
// a pointer read at constant offsets may be a struct seen through a
// void* (bytes.go), and one read at its own address as several kinds of
// value is a void* converted at each access (mixed.go).

// indexedAsNumbers reports whether class r's pointers are indexed, with
// a variable index, as an array of numbers wider than a byte.
func (a *analysis) indexedAsNumbers(r slotID) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if v.flags&vArithGEP == 0 || v.t.hasSlots() {
				continue
			}
			if t := a.inst(v.t); t != ir.I8 && scalarSize(t) > 0 {
				if c, ok := v.why.instr.Operand(1).(*ir.ConstInt); !ok || c == nil {
					return true
				}
			}
		}
	}
	return false
}
