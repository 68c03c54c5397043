package ptrtype

import "github.com/irfix/irfix/ir"

// A struct's pointer field points to the struct, not to a type that
// starts with it. A type that has S at offset 0 (a C++ class derived
// from S, a C struct embedding S first) needs S complete, so S's own
// fields can name it only through a forward declaration; what they
// usually hold is an S* to any object that starts with one — the
// links of an intrusive tree or list (std::_Rb_tree_node_base's
// parent/left/right, which the code reads as the derived
// std::_Rb_tree_node, cast after each load). When a class holds a
// pointer field of S and a candidate has S on its first-field chain,
// that candidate's weight goes to S.

// ownFieldBase moves the votes for types that start with S to S, for
// each struct S one of class r's members is a pointer field of.
func (a *analysis) ownFieldBase(r slotID, cs []cand) []cand {
	var owners []*ir.Type
	for _, m := range a.members[r] {
		if o := a.slots[m].owner; o != nil {
			owners = append(owners, o)
		}
	}
	for _, s := range owners {
		k := -1
		moved := 0.0
		for j := range cs {
			if cs[j].t == s {
				k = j
				continue
			}
			for _, anc := range a.structChain(cs[j].t) {
				if anc == s {
					moved += cs[j].w
					cs[j].w = 0
					break
				}
			}
		}
		if moved == 0 {
			continue
		}
		if k >= 0 {
			cs[k].w += moved
		} else {
			cs = append(cs, cand{s, moved})
		}
	}
	return cs
}
