package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// wCxx is the weight of Itanium C++ ABI conventions: near-certain, but
// below what the code itself says through several accesses.
const wCxx = 4

// vptrType is the type clang gives the vtable pointer field of a
// polymorphic class: i32 (...)**.
var vptrType = ir.TypedPtr(ir.TypedPtr(ir.FuncOf(ir.I32, nil, true), 0), 0)

// cxxConventions adds the evidence the Itanium C++ ABI gives: vtables,
// typeinfo objects and their names hold i8* (clang writes every entry as
// i8*), a polymorphic class starts with an i32 (...)** vptr, and a
// method's first parameter (after sret) is a pointer to its class.
func (a *analysis) cxxConventions() {
	m := a.m
	for _, g := range m.Globals {
		if isItaniumTable(g.Name) {
			why := origin{what: "Itanium C++ ABI: vtable/typeinfo entries are i8*", val: g}
			for _, s := range a.valueT[g].slots(nil) {
				a.slots[s].votes = append(a.slots[s].votes, vote{baseT(ir.I8), wHint / 2, false, why})
			}
		}
	}
	classes := map[string]*ir.Type{}
	for _, s := range m.Types {
		for _, pre := range []string{"class.", "struct.", "union."} {
			if strings.HasPrefix(s.Name, pre) {
				classes[strings.TrimPrefix(s.Name, pre)] = s
			}
		}
	}
	for name, s := range classes {
		if s.Opaque || len(s.Fields) == 0 || !s.Fields[0].IsPtr() || strings.Contains(name, "::") {
			continue
		}
		if m.Global("_ZTV"+strconv.Itoa(len(name))+name) == nil {
			continue
		}
		if t := a.field(s, 0); t != nil && t.kind == tLeaf {
			why := origin{what: "Itanium C++ ABI: vptr of polymorphic " + name}
			a.slots[t.slot].votes = append(a.slots[t.slot].votes, vote{concrete(vptrType.Elem), wCxx, false, why})
		}
	}
	for _, f := range m.Funcs {
		cls := methodClass(f.Name)
		if cls == "" || len(f.Params) == 0 {
			continue
		}
		st := classes[cls]
		if st == nil {
			continue
		}
		k := 0
		if f.Attrs.Param(0).Has(ir.AttrSRet) {
			k = 1
		}
		if k >= len(f.Params) {
			continue
		}
		if t := a.paramT[f.Params[k]]; t != nil && t.kind == tLeaf {
			why := origin{what: "Itanium C++ ABI: `this` of a " + cls + " method", val: f.Params[k], fn: f}
			a.addVote(t.slot, baseT(st), wCxx, false, why)
		}
	}
}

func isItaniumTable(name string) bool {
	for _, p := range []string{"_ZTV", "_ZTI", "_ZTS", "_ZTT"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// methodClass returns the class of an Itanium-mangled member function
// (`_ZN[K]5Shape4areaEv` → "Shape", `_ZNKSt9type_info4nameEv` →
// "std::type_info", thunks `_ZThn16_N...` too), or "".
func methodClass(name string) string {
	s := strings.TrimPrefix(name, "_Z")
	if s == name {
		return ""
	}
	if strings.HasPrefix(s, "Th") || strings.HasPrefix(s, "Tv") { // thunks: Th<offset>_ / Tv<o>_<o>_
		i := strings.IndexByte(s, 'N')
		if i < 0 {
			return ""
		}
		s = s[i:]
	}
	if !strings.HasPrefix(s, "N") {
		return ""
	}
	s = s[1:]
	for len(s) > 0 && (s[0] == 'K' || s[0] == 'V' || s[0] == 'r') {
		s = s[1:]
	}
	var parts []string
	if strings.HasPrefix(s, "St") {
		parts = append(parts, "std")
		s = s[2:]
	}
	for len(s) > 0 {
		switch {
		case s[0] >= '0' && s[0] <= '9':
			j := 0
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, _ := strconv.Atoi(s[:j])
			if j+n > len(s) {
				return ""
			}
			parts = append(parts, s[j:j+n])
			s = s[j+n:]
		case s[0] == 'C' || s[0] == 'D': // constructor / destructor: the class is the last name
			if len(parts) == 0 {
				return ""
			}
			return strings.Join(parts, "::")
		case s[0] == 'E':
			if len(parts) < 2 {
				return ""
			}
			return strings.Join(parts[:len(parts)-1], "::")
		default: // templates, operators, substitutions: not handled
			return ""
		}
	}
	return ""
}

// numbaArrayFields reports whether a literal struct is Numba's array
// structure { meminfo, parent, nitems, itemsize, data, shape, strides }
// = { i8*, i8*, i64, i64, T*, [N x i64], [N x i64] } (numba/core/
// base.py / arrayobj.py make_array).
func numbaArrayFields(ty *ir.Type) bool {
	if ty.Kind != ir.StructKind || ty.Name != "" || len(ty.Fields) != 7 {
		return false
	}
	f := ty.Fields
	return f[0].IsPtr() && f[1].IsPtr() && f[2].IsInt(64) && f[3].IsInt(64) && f[4].IsPtr() &&
		f[5].Kind == ir.ArrayKind && f[5].Elem.IsInt(64) && f[6].Kind == ir.ArrayKind && f[6].Elem.IsInt(64)
}
