package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// The address of an anonymous member union is no declared pointer type.
//
// Clang names an unnamed union or struct %union.anon (%union.anon.N,
// %struct.anon...). When one is a member of a named struct (C++'s and
// C11's anonymous members: std::string's `union { char _M_local_buf[16];
// size_type _M_allocated_capacity; }`), the source takes the address of
// one of its members, never of the union, whose type it cannot name:
// std::string's _M_p = _M_local_buf is a char* in typed IR, cast from
// the `getelementptr` to the union. An optimizing typed producer folds
// the cast into the store (`store %union.anon* %buf, %union.anon**`),
// and once pointers are opaque the comparisons and phis of the local
// buffer's address vote for the union too. So for a pointer field of a
// named struct the votes for such a union go when other evidence names
// something (the bytes written through it, the char* it is passed as);
// with nothing else, they stand. Nor do they go where a getelementptr
// over the unnamed type indexes the class's own pointers and no other
// named struct is a candidate: that pointer is the aggregate's (a
// typedef'd unnamed struct clang numbered with the anonymous ones,
// `fence *f; f->counter`), not a member's address.

// dropAnonMemberVotes removes, for a class holding a pointer field of a
// named struct, the candidates that are unnamed unions or structs
// embedded by value in a named struct, when other candidates remain.
func (a *analysis) dropAnonMemberVotes(r slotID, cs []cand) []cand {
	field := false
	for _, m := range a.members[r] {
		if a.slots[m].owner != nil {
			field = true
			break
		}
	}
	if !field || len(cs) < 2 {
		return cs
	}
	var embedded map[*ir.Type]bool
	keep := cs[:0:0]
	dropped := false
	for _, c := range cs {
		if isAnonAggregate(c.t) {
			if embedded == nil {
				embedded = embeddedAnon(a.m)
			}
			if embedded[c.t] && !(a.indexedAs(r, c.t) && !namedOther(cs)) {
				dropped = true
				continue
			}
		}
		keep = append(keep, c)
	}
	if !dropped || len(keep) == 0 {
		a.markAnonMember(r, false)
		return cs
	}
	a.markAnonMember(r, true)
	return keep
}

const whatAnonMember = "no vote for the address of an anonymous member union or struct (%union.anon inside a named struct): the source points to one of its members, the cast folded away (anonmember.go)"

// markAnonMember records on the class's slots (for Explain) whether the
// rule dropped votes, clearing its own mark when it no longer does.
func (a *analysis) markAnonMember(r slotID, on bool) {
	for _, m := range a.members[r] {
		switch d := a.slots[m].decided; {
		case on && d == "":
			a.slots[m].decided = whatAnonMember
		case !on && d == whatAnonMember:
			a.slots[m].decided = ""
		}
	}
}

// isAnonAggregate reports whether t is clang's type of an unnamed union
// or struct: union.anon, struct.anon, with or without a ".N" suffix.
func isAnonAggregate(t *ir.Type) bool {
	if t == nil || t.Kind != ir.StructKind {
		return false
	}
	for _, pre := range []string{"union.anon", "struct.anon"} {
		if rest, ok := strings.CutPrefix(t.Name, pre); ok {
			if rest == "" {
				return true
			}
			if n, ok := strings.CutPrefix(rest, "."); ok && n != "" && strings.Trim(n, "0123456789") == "" {
				return true
			}
		}
	}
	return false
}

// embeddedAnon returns the unnamed unions and structs that are members
// (by value, possibly inside arrays) of a named struct of m (an unnamed
// one included: a union nested in an anonymous struct member).
func embeddedAnon(m *ir.Module) map[*ir.Type]bool {
	out := map[*ir.Type]bool{}
	var walk func(t *ir.Type, d int)
	walk = func(t *ir.Type, d int) {
		if t == nil || d > 8 {
			return
		}
		switch t.Kind {
		case ir.ArrayKind, ir.VectorKind:
			walk(t.Elem, d+1)
		case ir.StructKind:
			if isAnonAggregate(t) {
				out[t] = true
			}
			if t.Name == "" {
				for _, f := range t.Fields {
					walk(f, d+1)
				}
			}
		}
	}
	for _, s := range m.Types {
		if s.Opaque {
			continue
		}
		for _, f := range s.Fields {
			walk(f, 0)
		}
	}
	return out
}

// indexedAs reports whether a getelementptr over t indexes one of class
// r's pointers: the pointer is used as the aggregate itself (a typedef'd
// unnamed struct, `ma_fence *f; f->counter`), not as the address of a
// member's member.
func (a *analysis) indexedAs(r slotID, t *ir.Type) bool {
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if g := v.why.instr; g != nil && g.Op == ir.OpGetElementPtr && g.ElemType == t && v.why.what == "getelementptr" {
				return true
			}
		}
	}
	return false
}

// namedOther reports whether a candidate is a named struct that is no
// unnamed aggregate of clang's (a class mixing several members' objects
// keeps the rule's choice among them).
func namedOther(cs []cand) bool {
	for _, c := range cs {
		if c.t.Kind == ir.StructKind && c.t.IsNamed() && !isAnonAggregate(c.t) {
			return true
		}
	}
	return false
}
