package ptrtype

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// wCxx is the weight of Itanium C++ ABI conventions: near-certain, but
// below what the code itself says through several accesses.
const wCxx = 4

// wSpelled is the weight of a type the source spells in a mangled name
// (a parameter's declared type, a method's class): clang gives typed
// parameters exactly that type, so it decides unless a typed hint does.
const wSpelled = 50

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
				a.slots[s].votes = append(a.slots[s].votes, a.newVote(baseT(ir.I8), wHint/2, false, why))
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
		if s.Opaque || len(s.Fields) == 0 || !s.Fields[0].IsPtr() {
			continue
		}
		// A class is polymorphic when the module names its vtable or
		// typeinfo (clang's "Cls.base" is Cls without tail padding).
		cls := strings.TrimSuffix(name, ".base")
		mc := mangleClass(cls)
		if !polymorphicStd[cls] && (mc == "" || (m.Global("_ZTV"+mc) == nil && m.Global("_ZTI"+mc) == nil && m.Global("_ZTS"+mc) == nil)) {
			continue
		}
		if t := a.field(s, 0); t != nil && t.kind == tLeaf {
			why := origin{what: "Itanium C++ ABI: vptr of polymorphic " + name}
			a.slots[t.slot].votes = append(a.slots[t.slot].votes, a.newVote(concrete(vptrType.Elem), wSpelled, false, why))
		}
	}
	var anon *ir.Type // unnamed classes (local.go)
	lookup := func(n string) *ir.Type {
		if n == "" {
			return nil
		}
		if isUnnamedClass(n) {
			return anon
		}
		return classes[n]
	}
	a.templateFamilies(classes)
	a.emptyInstTypes(lookup) // (cxx_empty.go)
	anon = a.anonFamily()
	a.localThis(anon)
	// Only a module declaring __dynamic_cast has calls to it: the others
	// are not walked for them.
	dynCast := m.Func("__dynamic_cast") != nil
	for _, f := range m.Funcs {
		a.itaniumParamEvidence(f, lookup)
		if dynCast {
			a.dynamicCastEvidence(f, lookup)
		}
		a.catchEvidence(f, lookup) // (cxx_catch.go)
	}
	a.templateThis(lookup)
	a.emptyThis() // (cxx_empty.go)
	for _, f := range m.Funcs {
		cls := methodClass(f.Name)
		if cls == "" || len(f.Params) == 0 {
			continue
		}
		st := classes[cls]
		if st == nil {
			continue
		}
		if t, this := a.thisParam(f); t != nil {
			why := origin{what: "Itanium C++ ABI: `this` of a " + cls + " method", val: this, fn: f}
			a.addVote(t.slot, baseT(st), wSpelled, false, why)
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

// nestedName returns a mangled function name's nested-name body: after
// `_Z` (and a thunk's `Th<offset>_` / `Tv<o>_<o>_` prefix), the `N`, and
// the method's cv-qualifiers. ok is false for names that are not nested.
func nestedName(name string) (s string, ok bool) {
	s = strings.TrimPrefix(name, "_Z")
	if s == name {
		return "", false
	}
	if strings.HasPrefix(s, "Th") || strings.HasPrefix(s, "Tv") {
		i := strings.IndexByte(s, 'N')
		if i < 0 {
			return "", false
		}
		s = s[i:]
	}
	if !strings.HasPrefix(s, "N") {
		return "", false
	}
	s = s[1:]
	for len(s) > 0 && (s[0] == 'K' || s[0] == 'V' || s[0] == 'r') {
		s = s[1:]
	}
	return s, true
}

// methodClass returns the class of an Itanium-mangled member function
// (`_ZN[K]5Shape4areaEv` → "Shape", `_ZNKSt9type_info4nameEv` →
// "std::type_info", thunks `_ZThn16_N...` too), or "".
func methodClass(name string) string {
	cls, _ := methodClassKind(name)
	return cls
}

// methodClassKind is methodClass, and what the member is: 'C' a
// constructor, 'D' a destructor (both always have a `this`), 'E' another
// member function, 'O' an operator.
func methodClassKind(name string) (string, byte) {
	s, ok := nestedName(name)
	if !ok {
		return "", 0
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
			n, err := strconv.Atoi(s[:j])
			if err != nil || n > len(s)-j {
				return "", 0
			}
			parts = append(parts, s[j:j+n])
			s = s[j+n:]
		case s[0] == 'C' || s[0] == 'D': // constructor / destructor: the class is the last name
			if len(parts) == 0 {
				return "", 0
			}
			return strings.Join(parts, "::"), s[0]
		case s[0] == 'E':
			if len(parts) < 2 {
				return "", 0
			}
			return strings.Join(parts[:len(parts)-1], "::"), 'E'
		case isOperator(s) && len(parts) > 0 && len(s) > 2 && s[2] == 'E':
			// an operator member (`_ZN5NamedaSERKS_`, Named::operator=):
			// the class is the prefix
			return strings.Join(parts, "::"), 'O'
		default: // templates, conversions, substitutions: not handled
			return "", 0
		}
	}
	return "", 0
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

// mangleClass returns the Itanium encoding of a (non-template) class
// name: "Shape" → "5Shape", "std::type_info" → "St9type_info",
// "a::b" → "N1a1bE"; "" for names it cannot encode.
func mangleClass(name string) string {
	if strings.ContainsAny(name, "<>(), ") || name == "" {
		return ""
	}
	parts := strings.Split(name, "::")
	var b strings.Builder
	nested := len(parts) > 1 && !(len(parts) == 2 && parts[0] == "std")
	if nested {
		b.WriteString("N")
	}
	for k, p := range parts {
		if k == 0 && p == "std" {
			b.WriteString("St")
			continue
		}
		if p == "" {
			return ""
		}
		b.WriteString(strconv.Itoa(len(p)) + p)
	}
	if nested {
		b.WriteString("E")
	}
	return b.String()
}

// itaniumParamEvidence: the parameter types an Itanium-mangled name
// spells (see mangle.go) are what clang's typed IR gives the parameters.
func (a *analysis) itaniumParamEvidence(f *ir.Func, classes func(string) *ir.Type) {
	a.itaniumRetEvidence(f, classes) // (spelled.go)
	params, complete, nested := itaniumParamsInst(f.Name, classes, a.family, a.empties)
	if len(params) == 0 {
		return
	}
	base := 0
	if len(f.Params) > 0 && f.Attrs.Param(0).Has(ir.AttrSRet) {
		base = 1
	}
	n := len(f.Params) - base
	switch {
	case nested && complete && n == len(params)+1:
		base++ // this
	case nested && complete && n == len(params):
		// a static member function
	case nested && complete:
		return // the IR's parameters do not line up with the source's
	case nested:
		base++ // decoded in part: assume a member function
	}
	for k, t := range params {
		if base+k >= len(f.Params) {
			return
		}
		if t == nil {
			continue
		}
		if t.Kind == ir.StructKind || t.Kind == ir.ArrayKind {
			return // by value: clang may split it over several parameters
		}
		p := f.Params[base+k]
		if !t.IsPtr() || !p.Typ.IsPtr() || t.Elem == nil {
			continue
		}
		single := ""
		if fam := a.famOf[t.Elem]; len(fam) == 1 {
			// The template's only instantiation in the module: the name
			// spells it, as it spells a class that is no template.
			single = " (" + t.Elem.Name + "'s only instantiation here)"
			t = ir.TypedPtr(fam[0], t.AddrSpace)
		} else if fam != nil {
			// A pointer or reference to a template instantiation: one
			// of the template's types, the evidence says which.
			if pt := a.paramT[p]; pt != nil && pt.kind == tLeaf && a.slots[pt.slot].family == nil {
				a.slots[pt.slot].family = fam
			}
			continue
		}
		if a.holdsStandIn(t, 0) {
			// A pointer to a pointer to an instantiation: spelled when
			// the template has one instantiation in the module.
			t = a.onlyInstances(t, 0)
			if t == nil {
				continue
			}
			single = " (the template's only instantiation here)"
		}
		if a.empties != nil && a.empties.why[t.Elem] != "" {
			single = " (" + a.empties.why[t.Elem] + ")"
		}
		if pt := a.paramT[p]; pt != nil && pt.kind == tLeaf {
			why := origin{what: "Itanium C++ mangled name: parameter type " + t.String() + single, val: p, fn: f, idx: base + k}
			a.addVote(pt.slot, concrete(t.Elem), wSpelled, false, why)
		}
	}
}

// polymorphicStd are standard library classes with virtual functions
// (the C++ standard declares their virtual destructors), whose vtables a
// module using them need not name.
var polymorphicStd = map[string]bool{
	"std::type_info": true, "std::exception": true, "std::bad_alloc": true, "std::bad_cast": true,
	"std::bad_typeid": true, "std::logic_error": true, "std::runtime_error": true, "std::out_of_range": true,
	"std::invalid_argument": true, "std::length_error": true, "std::domain_error": true,
	"std::range_error": true, "std::overflow_error": true, "std::underflow_error": true,
	"std::bad_function_call": true, "std::bad_array_new_length": true,
}

// dynamicCastEvidence: __dynamic_cast(obj, &typeid(Src), &typeid(Dst),
// hint) returns a Dst* (or null) — the Itanium ABI's runtime entry for
// dynamic_cast<Dst*>; clang casts the void* it returns to Dst* at once.
func (a *analysis) dynamicCastEvidence(f *ir.Func, classes func(string) *ir.Type) {
	// typeinfoClass is the class a typeinfo argument names.
	typeinfoClass := func(v ir.Value) (*ir.Type, string) {
		ti, ok := v.(*ir.Global)
		if !ok || !strings.HasPrefix(ti.Name, "_ZTI") {
			return nil, ""
		}
		d := &demangler{s: strings.TrimPrefix(ti.Name, "_ZTI"), classes: classes}
		cls, ok := d.typ()
		if !ok || d.s != "" || cls == nil || !cls.IsNamed() {
			return nil, ""
		}
		return cls, ti.Name
	}
	f.Instrs(func(i *ir.Instr) {
		if !i.Op.IsCallLike() {
			return
		}
		cf := i.CalledFunc()
		if cf == nil || cf.Name != "__dynamic_cast" || len(i.Args()) < 3 {
			return
		}
		if cls, name := typeinfoClass(i.Args()[2]); cls != nil {
			if t := a.instrTmpl(i); t != nil && t.kind == tLeaf {
				why := origin{what: "Itanium C++ ABI: __dynamic_cast to " + name + " returns a " + cls.String() + "*", instr: i, fn: f}
				a.addVote(t.slot, baseT(cls), wSpelled, false, why)
			}
		}
		// The object cast is of the static type the second argument
		// names (clang passes it as void*: the value itself is a
		// pointer to that class).
		if cls, name := typeinfoClass(i.Args()[1]); cls != nil {
			if t := a.vt(i.Args()[0]); t != nil && t.kind == tLeaf {
				why := origin{what: "Itanium C++ ABI: __dynamic_cast's object is a " + cls.String() + " (" + name + ")", instr: i, fn: f}
				a.addVote(t.slot, baseT(cls), wCxx, false, why)
			}
		}
	})
}

// templateFamilies groups the module's types by the template clang
// named them after: instantiations are X, X.1, X.2, ... in creation
// order, so a mangled name (std::vector<int>) cannot say which one it
// is. Each family gets a stand-in type (never written anywhere) that
// the demangler returns for an instantiation of that template.
func (a *analysis) templateFamilies(classes map[string]*ir.Type) {
	families := map[string][]*ir.Type{}
	for name, s := range classes {
		if strings.HasSuffix(name, ".base") || s.Opaque {
			continue
		}
		key := templateKey(trimUniqueSuffix(name))
		families[key] = append(families[key], s)
	}
	a.famByName = map[string]*ir.Type{}
	a.famOf = map[*ir.Type][]*ir.Type{}
	for name, fam := range families {
		sort.Slice(fam, func(i, j int) bool { return fam[i].Name < fam[j].Name })
		st := ir.NewNamedStruct("template " + name)
		a.famByName[name] = st
		a.famOf[st] = fam
	}
}

// family returns the stand-in of template name's instantiations.
func (a *analysis) family(name string) *ir.Type { return a.famByName[name] }

// templateThis: a method of a class template instantiation
// (`_ZNSt6vectorIiSaIiEE4sizeEv`, std::vector<int>::size) takes a pointer
// to one of the template's types; the `this` slot gets that family and
// choose picks the member the evidence is compatible with (the type
// itself, or one on its first-field chain).
//
// When the module has one type of the template and its methods' names
// spell one instantiation of it, that type is the class: the `this` of
// every method takes it, as a class that is no template would (the
// evidence may reach it only through a cast: std::string constructed in
// a map node's raw storage). With several instantiations spelled and
// fewer types, some were dropped by llvm-dis (empty classes nothing else
// names), and the one type left need not be this one.
func (a *analysis) templateThis(classes func(string) *ir.Type) {
	insts := map[string]map[string]bool{}
	for _, f := range a.m.Funcs {
		if cls, inst := templateMethodInst(f.Name); cls != "" {
			if insts[cls] == nil {
				insts[cls] = map[string]bool{}
			}
			insts[cls][inst] = true
		}
	}
	for _, f := range a.m.Funcs {
		cls := templateMethodClass(f.Name)
		if cls == "" || len(f.Params) == 0 || a.famByName[cls] == nil {
			continue
		}
		t, this := a.thisParam(f)
		if t == nil {
			continue
		}
		fam := a.famOf[a.famByName[cls]]
		a.slots[t.slot].family = fam
		if len(fam) == 1 && len(insts[cls]) == 1 && a.hasThis(f, classes) {
			why := origin{what: "Itanium C++ ABI: `this` of a " + cls + " method (the template's only instantiation here)", val: this, fn: f}
			a.addVote(t.slot, baseT(fam[0]), wSpelled, false, why)
		}
	}
}

// hasThis reports whether a method's IR parameters are its mangled
// name's and one more: a `this` (a static member function has none).
func (a *analysis) hasThis(f *ir.Func, classes func(string) *ir.Type) bool {
	params, complete, _ := itaniumParamsFamily(f.Name, classes, a.family)
	n := len(f.Params)
	if n > 0 && f.Attrs.Param(0).Has(ir.AttrSRet) {
		n--
	}
	return complete && n == len(params)+1
}

// thisParam returns a method's `this` parameter (the first, or the second
// after an sret return slot) and its template when that is a leaf, else nil.
func (a *analysis) thisParam(f *ir.Func) (*tmpl, *ir.Param) {
	k := 0
	if f.Attrs.Param(0).Has(ir.AttrSRet) {
		k = 1
	}
	if k >= len(f.Params) {
		return nil, nil
	}
	if t := a.paramT[f.Params[k]]; t != nil && t.kind == tLeaf {
		return t, f.Params[k]
	}
	return nil, nil
}

// templateKey is a class name with the template arguments clang spells
// in it emptied: a class nested in an instantiation is named with its
// enclosing class's arguments ("std::_Vector_base<int, std::allocator<
// int>>::_Vector_impl"), so its instantiations make the family
// "std::_Vector_base<>::_Vector_impl", as the mangled names of its
// methods give it (templateMethodClass). Other names are unchanged.
func templateKey(name string) string {
	if !strings.Contains(name, "<") {
		return name
	}
	var b strings.Builder
	depth := 0
	for _, c := range name {
		switch {
		case c == '<':
			if depth == 0 {
				b.WriteString("<>")
			}
			depth++
		case c == '>' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(c)
		}
	}
	return b.String()
}

// trimUniqueSuffix drops the ".N" LLVM appends to a repeated type name.
func trimUniqueSuffix(name string) string {
	i := strings.LastIndexByte(name, '.')
	if i < 0 || i == len(name)-1 {
		return name
	}
	for _, c := range name[i+1:] {
		if c < '0' || c > '9' {
			return name
		}
	}
	return name[:i]
}

// templateMethodClass returns the template name of the class of a member
// function of a class template instantiation (`_ZNSt6vectorIiSaIiEE2atEm`
// → "std::vector") or of a class nested in one (its templateKey:
// `_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev` →
// "std::_Vector_base<>::_Vector_impl"), or "" (not a method, or its
// class is neither).
func templateMethodClass(name string) string {
	key, _ := templateMethodInst(name)
	return key
}

// templateMethodInst is templateMethodClass, and the mangled prefix
// that names the instantiation itself (`St6vectorIiSaIiEE` for
// std::vector<int>): methods of one instantiation share it.
func templateMethodInst(name string) (key, inst string) {
	s, ok := nestedName(name)
	if !ok {
		return "", ""
	}
	s0 := s
	var parts []string
	var templ []bool
	var ends []int // where each component (with its arguments) ends in s0
	end := func() { ends[len(ends)-1] = len(s0) - len(s) }
	switch {
	case strings.HasPrefix(s, "St"):
		parts, templ, ends, s = []string{"std"}, []bool{false}, []int{2}, s[2:]
	case strings.HasPrefix(s, "Sa"):
		parts, templ, ends, s = []string{"std", "allocator"}, []bool{false, false}, []int{0, 2}, s[2:]
	case strings.HasPrefix(s, "Sb"):
		parts, templ, ends, s = []string{"std", "basic_string"}, []bool{false, false}, []int{0, 2}, s[2:]
	}
	class := func(n int) (string, string) {
		if n < 1 {
			return "", ""
		}
		nested := false
		var key []string
		for k, p := range parts[:n] {
			if templ[k] && k < n-1 {
				// nested in an instantiation: clang spells its
				// arguments in the class's name (templateKey)
				p += "<>"
				nested = true
			}
			key = append(key, p)
		}
		if !nested && !templ[n-1] {
			return "", ""
		}
		return strings.Join(key, "::"), s0[:ends[n-1]]
	}
	for len(s) > 0 {
		switch c := s[0]; {
		case c >= '0' && c <= '9':
			j := 0
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(s[:j])
			if err != nil || n > len(s)-j {
				return "", ""
			}
			parts, templ, ends = append(parts, s[j:j+n]), append(templ, false), append(ends, 0)
			s = s[j+n:]
			end()
		case c == 'I':
			if len(parts) == 0 {
				return "", ""
			}
			rest, ok := skipTemplateArgs(s)
			if !ok {
				return "", ""
			}
			templ[len(templ)-1] = true
			s = rest
			end()
		case (c == 'C' || c == 'D') && len(s) > 1 && s[1] >= '0' && s[1] <= '3',
			strings.HasPrefix(s, "CI1"), strings.HasPrefix(s, "CI2"): // (an inheriting constructor)
			return class(len(parts))
		case c == 'E':
			return class(len(parts) - 1)
		case isOperator(s):
			parts, templ, ends = append(parts, "operator"), append(templ, false), append(ends, 0)
			s = s[2:]
			end()
		default:
			return "", ""
		}
	}
	return "", ""
}

// skipTemplateArgs skips a balanced I ... E (template arguments) at the
// start of s, stepping over length-prefixed identifiers and literals.
func skipTemplateArgs(s string) (string, bool) {
	depth := 0
	for len(s) > 0 {
		switch c := s[0]; {
		case c >= '0' && c <= '9':
			j := 0
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			n, err := strconv.Atoi(s[:j])
			if err != nil || n > len(s)-j {
				return "", false
			}
			s = s[j+n:]
			continue
		case c == 'L' && !strings.HasPrefix(s, "L_Z"):
			j := strings.IndexByte(s, 'E')
			if j < 0 {
				return "", false
			}
			s = s[j+1:]
			continue
		case c == 'L':
			depth++
			s = s[3:]
			continue
		case c == 'S' || c == 'T':
			// substitution / template parameter: S_, S0_, T_, T1_, St, Sa, ...
			j := 1
			for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] >= 'A' && s[j] <= 'Z') {
				j++
			}
			if j < len(s) && s[j] == '_' {
				s = s[j+1:]
			} else {
				s = s[min(2, len(s)):] // St, Sa, Sb, Ss, ...
			}
			continue
		case strings.IndexByte("INFJXZ", c) >= 0:
			depth++
		case c == 'E':
			depth--
			if depth == 0 {
				return s[1:], true
			}
		}
		s = s[1:]
	}
	return "", false
}

// holdsStandIn reports whether t mentions a template family stand-in.
func (a *analysis) holdsStandIn(t *ir.Type, d int) bool {
	if t == nil || d > 8 {
		return false
	}
	if a.famOf[t] != nil {
		return true
	}
	switch t.Kind {
	case ir.PointerKind, ir.ArrayKind, ir.VectorKind:
		return a.holdsStandIn(t.Elem, d+1)
	case ir.FuncKind:
		if a.holdsStandIn(t.Ret, d+1) {
			return true
		}
		for _, p := range t.Fields {
			if a.holdsStandIn(p, d+1) {
				return true
			}
		}
	case ir.StructKind:
		if t.Name == "" {
			for _, f := range t.Fields {
				if a.holdsStandIn(f, d+1) {
					return true
				}
			}
		}
	}
	return false
}

// onlyInstances returns t with every template stand-in replaced by the
// template's only instantiation in the module; nil when a stand-in has
// several (the name does not say which).
func (a *analysis) onlyInstances(t *ir.Type, d int) *ir.Type {
	if t == nil || d > 8 {
		return nil
	}
	if fam, ok := a.famOf[t]; ok {
		if len(fam) != 1 {
			return nil
		}
		return fam[0]
	}
	switch t.Kind {
	case ir.PointerKind:
		e := a.onlyInstances(t.Elem, d+1)
		if e == nil {
			return nil
		}
		return ir.TypedPtr(e, t.AddrSpace)
	case ir.ArrayKind:
		e := a.onlyInstances(t.Elem, d+1)
		if e == nil {
			return nil
		}
		return ir.ArrayOf(t.Len, e)
	case ir.VectorKind:
		e := a.onlyInstances(t.Elem, d+1)
		if e == nil {
			return nil
		}
		return ir.VectorOf(t.Len, e, t.Scalable)
	case ir.FuncKind:
		r := a.onlyInstances(t.Ret, d+1)
		if r == nil {
			return nil
		}
		ps := make([]*ir.Type, len(t.Fields))
		for i, p := range t.Fields {
			if ps[i] = a.onlyInstances(p, d+1); ps[i] == nil {
				return nil
			}
		}
		return ir.FuncOf(r, ps, t.Variadic)
	case ir.StructKind:
		if t.Name != "" {
			return t
		}
		fs := make([]*ir.Type, len(t.Fields))
		for i, f := range t.Fields {
			if fs[i] = a.onlyInstances(f, d+1); fs[i] == nil {
				return nil
			}
		}
		return ir.StructOf(t.Packed, fs...)
	}
	return t
}
