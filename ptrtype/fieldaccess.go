package ptrtype

import (
	"slices"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A pointer field with no evidence of its own is the field that the
// accesses through pointers the vote decided point to its struct read
// and write.
//
// An optimizing producer reaches a member through the pointer it has:
// `load ptr, ptr %p` for the first member (no getelementptr: SQLite's
// unixFile.pMethod, set as `pNew->pMethod = pLockingStyle`), or a byte
// offset from it (`getelementptr i8, ptr %p, i64 8`). Nothing ties such
// an access to the field until the vote has said what %p points to; then
// a field without evidence takes the types of the pointers its accesses
// read and write (the most common, by name on a tie), as typed IR holds
// them there without a cast. A stored pointer counts only when its own
// accesses type it (or it is a global, function or alloca, or the vote
// made it a function pointer: typedStore): a parameter
// that only its callers type, stored into a void* member (a callback's
// user data), says what the callers pass, not what the member is.

const whatFieldAccess = "the field's own accesses through pointers the vote decided point to "

// fieldsFromAccesses gives the pointer fields of named structs that have
// no solution the types of the pointers read and written at their
// offsets through pointers decided to point to their struct.
func (a *analysis) fieldsFromAccesses() {
	if a.layout() == nil {
		return
	}
	type target struct {
		root slotID
		s    *ir.Type
		off  uint64
	}
	votes := map[slotID]map[*ir.Type]int{}
	where := map[slotID]target{}
	for _, i := range a.walks.mem { // (the loads and stores, in module order)
		addr, at, ok := memAccess(i)
		if !ok || !at.IsPtr() {
			continue
		}
		base, off, ok := constOffsetBase(a.dl, addr)
		if !ok {
			continue
		}
		bt := a.vt(base)
		if bt == nil || bt.kind != tLeaf {
			continue
		}
		s := a.sol[a.find(bt.slot)]
		if s == nil || !s.IsNamed() || s.Opaque || s.Kind != ir.StructKind {
			continue
		}
		if off < 0 {
			continue
		}
		path, ok := fieldAt(a.dl, s, uint64(off), at, 0)
		if !ok || len(path) == 0 || !namedFieldPath(s, path) {
			continue
		}
		ft, _ := a.index(nil, s, path)
		if ft == nil || ft.kind != tLeaf {
			continue
		}
		r := a.find(ft.slot)
		if a.sol[r] != nil {
			continue
		}
		pt := a.accessedPointee(i)
		if pt == nil || (i.Op == ir.OpStore && !a.typedStore(i.Operand(0))) {
			continue
		}
		if votes[r] == nil {
			votes[r] = map[*ir.Type]int{}
			where[r] = target{r, s, uint64(off)}
		}
		votes[r][pt]++
	}
	roots := make([]slotID, 0, len(votes))
	for r := range votes {
		roots = append(roots, r)
	}
	slices.Sort(roots)
	for _, r := range roots {
		var best *ir.Type
		for t, n := range votes[r] {
			if best == nil || n > votes[r][best] || (n == votes[r][best] && t.String() < best.String()) {
				best = t
			}
		}
		w := where[r]
		why := whatFieldAccess + w.s.String() + " read and write " + best.String() + "* at byte " + strconv.FormatUint(w.off, 10) + " (fieldaccess.go)"
		a.decideClass(r, best, why)
	}
}

// accessedPointee returns the pointee the vote gave the pointer a load
// reads or a store writes (nil: none yet).
func (a *analysis) accessedPointee(i *ir.Instr) *ir.Type {
	var vt *tmpl
	if i.Op == ir.OpLoad {
		vt = a.instrTmpl(i)
	} else {
		vt = a.vt(i.Operand(0))
	}
	switch {
	case vt == nil:
	case vt.kind == tLeaf:
		return a.sol[a.find(vt.slot)]
	case vt.kind == tPtr || vt.kind == tConcrete:
		if t := a.inst(vt); t.IsPtr() {
			return t.Elem
		}
	}
	return nil
}

// constOffsetBase follows the getelementptrs with constant indices (of
// any source type: the optimizer rewrites a member's address as steps
// over whatever type it likes, `getelementptr %struct.sqlite3_file, ptr
// %p, i64 2` for byte 16 of a unixFile) from addr to the pointer they
// start from, and returns it with the total byte offset.
func constOffsetBase(dl *ir.Layout, addr ir.Value) (ir.Value, int64, bool) {
	off := int64(0)
	for steps := 0; steps < 8; steps++ {
		g, ok := addr.(*ir.Instr)
		if !ok || g.Op != ir.OpGetElementPtr || g.NumOperands() < 2 || g.ElemType == nil {
			return addr, off, true
		}
		c, ok := g.Operand(1).(*ir.ConstInt)
		if !ok {
			return nil, 0, false
		}
		if c.Signed() != 0 {
			sz, err := dl.Size(g.ElemType)
			if err != nil {
				return nil, 0, false
			}
			off += c.Signed() * int64(sz)
		}
		if g.NumOperands() > 2 {
			rest := valIndices(g.Operands()[1:])
			if slices.Contains(rest, -1) {
				return nil, 0, false
			}
			o, ok := constPathOffset(dl, g.ElemType, rest)
			if !ok {
				return nil, 0, false
			}
			off += int64(o)
		}
		addr = g.Operand(0)
	}
	return nil, 0, false
}
