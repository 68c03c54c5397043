package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Parameters passed pointers to different scalars. C converts an int*
// implicitly to no other object pointer but void* (an int* passed for a
// long* needs a cast, and compilers warn about it): a function whose
// callers pass the address of an int variable at one call and of an
// i64, a double or a pointer variable at another — SQLite's
// sqlite3_randomness(int N, void *pBuf), filled with random bytes for a
// u32 at one call and an i64 at the next; sqlite3_file_control's void
// *pArg, given an i64 or an array of char* by operation — declares that parameter void*, and
// typed IR holds an i8* there, cast at each call. The scalars differ by
// kind (integer, floating point, pointer) or by an integer's width;
// bytes say nothing (any memory is passed as a char*). Only where the
// function's own class does not use the pointer as one type wider than
// a byte (`int f(int *p)` called with a cast `(int*)&wide` keeps its
// int*), nor as a struct or an array of something other than bytes. As
// disagreeingArguments does for structs (args.go); the same note:
// what the calls pass keeps its own type.

const whatArgsScalars = "pointers to different scalar types ("

// disagreeingScalarArguments applies that rule after the vote, after
// disagreeingArguments. The scalars are those of the objects whose
// addresses the calls pass: a local variable or a global, of a scalar
// type or an array of one (its element), the IR's own types, not the
// vote's.
func (a *analysis) disagreeingScalarArguments() {
	type param struct {
		f *ir.Func
		k int
	}
	objs := map[param][]*ir.Type{}
	var order []param
	for k := range a.m.Funcs {
		a.walks.calls(k).Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpCall && i.Op != ir.OpInvoke {
				return
			}
			f := i.CalledFunc()
			if f == nil || f.IsDeclaration() || strings.HasPrefix(f.Name, "_Z") {
				return
			}
			for k, v := range i.Args() {
				if k >= len(f.Params) {
					break
				}
				t := objectScalar(v)
				if t == nil {
					continue
				}
				p := param{f, k}
				if _, ok := objs[p]; !ok {
					order = append(order, p)
				}
				if !slices.Contains(objs[p], t) {
					objs[p] = append(objs[p], t)
				}
			}
		})
	}
	for _, p := range order {
		seen := objs[p]
		if !differentScalars(seen) {
			continue
		}
		pt := a.paramT[p.f.Params[p.k]]
		if pt == nil || pt.kind != tLeaf || a.slots[pt.slot].decided != "" {
			continue
		}
		r := a.find(pt.slot)
		if a.usedAsStruct(r) || a.spelledClass(r) || a.usedAsOneScalar(r) {
			continue
		}
		names := make([]string, len(seen))
		for i, t := range seen {
			names[i] = t.String()
		}
		slices.Sort(names)
		why := whatArgsVoid + "the calls pass parameter #" + strconv.Itoa(p.k) + " of @" + p.f.Name + " " +
			whatArgsScalars + strings.Join(names, ", ") + ") (argscalar.go)"
		a.decideClass(r, ir.I8, why)
	}
}

// objectScalar returns the scalar type of the object v addresses — a
// local variable (alloca) or a global of a scalar type, or an array of
// scalars (its element) — or nil.
func objectScalar(v ir.Value) *ir.Type {
	var t *ir.Type
	switch x := v.(type) {
	case *ir.Instr:
		if x.Op == ir.OpAlloca {
			t = x.ElemType
		}
	case *ir.Global:
		t = x.ValueType
	}
	for t != nil && t.Kind == ir.ArrayKind {
		t = t.Elem
	}
	if t == nil || accessKind(t) == 0 {
		return nil
	}
	return t
}

// differentScalars reports whether ts holds two scalars of different
// kinds (integer, floating point, pointer), or two integers of different
// widths.
func differentScalars(ts []*ir.Type) bool {
	for i, t := range ts {
		for _, u := range ts[:i] {
			kt, ku := accessKind(t), accessKind(u)
			if kt != ku || (kt == kindInt && t.Bits != u.Bits) {
				return true
			}
		}
	}
	return false
}

// usedAsOneScalar reports whether class r's own accesses (loads and
// stores, but of constants) are all of one type wider than a byte, or a
// getelementptr indexes it as an array of a type other than i8: the
// function uses the pointer as that type.
func (a *analysis) usedAsOneScalar(r slotID) bool {
	var one *ir.Type
	n := 0
	for _, m := range a.members[r] {
		for _, v := range a.slots[m].votes {
			if a.unknown(v.t) {
				continue
			}
			t := a.inst(v.t)
			if v.flags&vArithGEP != 0 && t != ir.I8 {
				return true
			}
			if v.flags&vAccess == 0 || v.flags&vStoresC != 0 || accessKind(t) == 0 {
				continue
			}
			if one != nil && one != t {
				return false
			}
			one = t
			n++
		}
	}
	return n > 0
}
