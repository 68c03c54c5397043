package ptrtype

import (
	"slices"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A global clang laid out as a literal struct is a named struct's
// object.
//
// Clang gives a global a literal struct as its IR type, not the C
// struct's, when the initializer cannot be written in the struct's own
// type: an array member whose tail is zeros becomes a packed
// `<{ [n x i8], [m x i8] }>` (libexpat's `static const struct
// normal_encoding ascii_encoding`, whose 256-byte type table ends in
// zeros), a union member becomes its initialized member's layout. The
// other members keep their places, and the pointer members the
// initializer leaves null say nothing of their pointee in the global
// itself: the code reads them through pointers to the named struct.
// A global whose value type is a literal struct with as many members as
// a named struct of the module, the members that hold a pointer the
// same as the struct's (opaque IR: one type) and the others of the same
// size, each member at the struct's offset — one named struct, or
// several that give the members the same types — takes, for each
// pointer in it that has no evidence of its own, the pointee the vote
// gave the struct's member there.

const whatInitLayout = "no evidence of its own; the global is clang's literal-struct layout of an initializer of "

// literalStructGlobals applies that rule after the vote.
func (a *analysis) literalStructGlobals() {
	if a.layout() == nil {
		return
	}
	var named []*ir.Type
	for _, s := range a.m.Types {
		if s.Kind == ir.StructKind && s.IsNamed() && !s.Opaque && len(s.Fields) > 0 {
			named = append(named, s)
		}
	}
	for _, g := range a.m.Globals {
		lt := g.ValueType
		gt := a.valueT[g]
		if lt == nil || gt == nil || gt.kind != tStruct || lt.Kind != ir.StructKind || lt.IsNamed() || len(gt.fields) != len(lt.Fields) {
			continue
		}
		var open []int // members with a pointer of no evidence
		for k, f := range gt.fields {
			if a.openSlots(f, 0) {
				open = append(open, k)
			}
		}
		if len(open) == 0 {
			continue
		}
		var ss []*ir.Type
		for _, s := range named {
			if a.sameLayout(lt, s) {
				ss = append(ss, s)
			}
		}
		if len(ss) == 0 {
			continue
		}
		// Each open member's pointers take what every matching struct's
		// member there was given; a disagreement decides nothing.
		type choice struct {
			t   *ir.Type
			bad bool
		}
		got := map[slotID]*choice{}
		var order []slotID
		for _, s := range ss {
			for _, k := range open {
				a.pairLeaves(gt.fields[k], a.field(s, k), 0, func(r slotID, t *ir.Type) {
					c := got[r]
					if c == nil {
						c = &choice{}
						got[r] = c
						order = append(order, r)
					}
					switch {
					case t == nil:
						c.bad = true
					case c.t == nil:
						c.t = t
					case c.t != t:
						c.bad = true
					}
				})
			}
		}
		names := make([]string, len(ss))
		for k, s := range ss {
			names[k] = s.String()
		}
		slices.Sort(names)
		for _, r := range order {
			c := got[r]
			if c.bad || c.t == nil || a.sol[r] != nil {
				continue
			}
			why := whatInitLayout + names[0]
			if len(names) > 1 {
				why += " (and " + strconv.Itoa(len(names)-1) + " struct(s) of that layout agreeing)"
			}
			a.decideClass(r, c.t, why+": the member's pointee there (initlayout.go)")
		}
	}
}

// openSlots reports whether template t has a pointer leaf whose class
// nothing decided.
func (a *analysis) openSlots(t *tmpl, d int) bool {
	if t == nil || d > 8 {
		return false
	}
	for _, s := range t.slots(nil) {
		r := a.find(s)
		if a.sol[r] == nil && !a.slots[r].void {
			return true
		}
	}
	return false
}

// pairLeaves walks templates g (a global's member) and f (the named
// struct's member), of one shape, and calls found with each of g's
// undecided pointer classes and the type f's class there was given
// (nil: none).
func (a *analysis) pairLeaves(g, f *tmpl, d int, found func(slotID, *ir.Type)) {
	if g == nil || f == nil || d > 8 || g.kind != f.kind {
		return
	}
	switch g.kind {
	case tLeaf:
		r := a.find(g.slot)
		if a.sol[r] == nil && !a.slots[r].void {
			found(r, a.sol[a.find(f.slot)])
		}
	case tPtr, tArray, tVector:
		a.pairLeaves(g.elem, f.elem, d+1, found)
	case tStruct:
		if len(g.fields) != len(f.fields) {
			return
		}
		for k := range g.fields {
			a.pairLeaves(g.fields[k], f.fields[k], d+1, found)
		}
	}
}

// sameLayout reports whether literal struct lt lays out named struct s:
// as many members, at the same offsets, the members holding a pointer
// of s's very type (one type once pointers are opaque), the others of
// the same size and not pointers; one member at least differs (else
// clang would have used s).
func (a *analysis) sameLayout(lt, s *ir.Type) bool {
	if len(lt.Fields) != len(s.Fields) || a.sized(lt) != a.sized(s) || a.sized(lt) == 0 {
		return false
	}
	lo, err1 := a.dl.FieldOffsets(lt)
	so, err2 := a.dl.FieldOffsets(s)
	if err1 != nil || err2 != nil {
		return false
	}
	differ := false
	for k, f := range lt.Fields {
		sf := s.Fields[k]
		if lo[k] != so[k] {
			return false
		}
		if f == sf {
			continue
		}
		if carriesPtr(f, 0) || carriesPtr(sf, 0) || a.sized(f) != a.sized(sf) || a.sized(f) == 0 {
			return false
		}
		differ = true
	}
	return differ
}
