package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// A pointer to a table clang laid out as a packed literal struct points
// to the table's element type.
//
// Clang gives a constant array whose rows end in zeros (a parser's
// `static const uint16_t ts_parse_table[STATES][SYMBOLS]`, each row a
// `<{ [n x i16], [m x i16] }>` of its values and its zeroinitializer
// tail) a packed literal struct as its IR type, and the pointer member
// it initializes (`.parse_table = &ts_parse_table[0][0]`) holds the
// element's address: typed IR's initializer is a getelementptr or
// bitcast to i16*, which opaque IR folds to the global itself. The
// global's type is then the only candidate the member's class has, and
// no C declaration spells a pointer to a packed literal struct. A class
// the vote gave such a type, every scalar in which is of one type (no
// pointer: a table of pointers keeps what its elements point to), points
// to that scalar. A table of unions is laid out the same way, each
// element the literal struct of its initialized member padded to the
// union's size, except the elements whose member is the union's IR
// member, which keep the union's type: a packed literal struct whose
// elements all have one size and of which the only named type is one
// union points to that union.

const whatPackedTable = "a packed literal struct is clang's layout of a constant table (rows with zero tails), not a declared type: the pointer points to its elements, all "

const whatPackedUnions = "a packed literal struct of same-sized elements is clang's layout of a constant table of unions (each element its initialized member's layout), not a declared type: the pointer points to its elements, "

// packedTables gives the classes the vote decided point to a packed
// literal struct of one scalar type that scalar.
func (a *analysis) packedTables() {
	for s := range a.slots {
		r := slotID(s)
		if a.find(r) != r {
			continue
		}
		t := a.sol[r]
		if t == nil || t.Kind != ir.StructKind || !t.Packed || t.Name != "" {
			continue
		}
		if e := uniformScalar(t, 0); e != nil {
			a.decideClass(r, e, whatPackedTable+e.String()+" (packedtable.go)")
		} else if u := a.unionElements(t); u != nil {
			a.decideClass(r, u, whatPackedUnions+u.String()+" (packedtable.go)")
		}
	}
}

// uniformScalar returns the one scalar type every leaf of aggregate t
// has (nil: several, a pointer, or none).
func uniformScalar(t *ir.Type, d int) *ir.Type {
	if d > 8 {
		return nil
	}
	switch t.Kind {
	case ir.ArrayKind, ir.VectorKind:
		return uniformScalar(t.Elem, d+1)
	case ir.StructKind:
		if t.Opaque || len(t.Fields) == 0 {
			return nil
		}
		var one *ir.Type
		for _, f := range t.Fields {
			e := uniformScalar(f, d+1)
			if e == nil || (one != nil && e != one) {
				return nil
			}
			one = e
		}
		return one
	}
	if t.Kind == ir.IntKind || t.IsFloat() {
		return t
	}
	return nil
}

// unionElements returns the one named type among packed struct t's
// elements when it is a union and every element has its size (nil
// otherwise).
func (a *analysis) unionElements(t *ir.Type) *ir.Type {
	dl := a.layout()
	if dl == nil || len(t.Fields) < 2 {
		return nil
	}
	var u *ir.Type
	var size uint64
	for k, f := range t.Fields {
		n, err := dl.Size(f)
		if err != nil || (k > 0 && n != size) {
			return nil
		}
		size = n
		if f.IsNamed() {
			if u != nil && f != u {
				return nil
			}
			u = f
		}
	}
	if u == nil || u.Kind != ir.StructKind || !strings.HasPrefix(u.Name, "union.") {
		return nil
	}
	return u
}
