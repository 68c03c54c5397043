package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Itanium C++ mangled names spell every parameter's source type:
// `_Z5totalPKP5Shapei` is total(Shape* const*, int), so its first
// parameter is %struct.Shape** in clang's typed IR. itaniumParams decodes
// the parameter types of the names it understands (plain and nested
// names, constructors, destructors, const methods, builtin types,
// pointers, references, qualifiers, arrays, function pointers, class
// names the module defines, substitutions, template arguments and
// template parameters, argument packs and pack expansions, ::std names,
// local names and clang's unnamed classes $_N); on anything else
// (expressions other than a template parameter, conversion operators,
// most other std abbreviations) it stops, and the parameters decoded so
// far still count. A type it cannot name (a class the module does not
// define) is nil.

// itaniumParams returns the typed parameter types of a mangled function
// name (nil entries: unknown), whether they were all decoded, and
// whether the name is nested in a class (a member function, or a static
// one: the caller tells them apart by counting parameters).
func itaniumParams(name string, classes func(string) *ir.Type) (params []*ir.Type, complete, nested bool) {
	return itaniumParamsFamily(name, classes, nil)
}

// itaniumParamsFamily is itaniumParams with stand-ins for class template
// instantiations (family: see templateFamilies).
func itaniumParamsFamily(name string, classes, family func(string) *ir.Type) (params []*ir.Type, complete, nested bool) {
	return itaniumParamsInst(name, classes, family, nil)
}

// itaniumParamsInst is itaniumParamsFamily with the types of some
// instantiations (by instKey: cxx_empty.go).
func itaniumParamsInst(name string, classes, family func(string) *ir.Type, inst *instTypes) (params []*ir.Type, complete, nested bool) {
	s, ok := strings.CutPrefix(name, "_Z")
	if !ok {
		return nil, false, false
	}
	d := &demangler{s: s, classes: classes, family: family, inst: inst}
	nested, ok = d.funcName()
	if !ok {
		return nil, false, false
	}
	complete = true
	for len(d.s) > 0 && d.s[0] != '.' {
		if d.s[0] == 'v' && len(params) == 0 && (len(d.s) == 1 || d.s[1] == '.') {
			break // (void): no parameters
		}
		if ts, ok, split := d.packParams(); ok {
			params = append(params, ts...)
			continue
		} else if split {
			complete = false
			break
		}
		classLike := strings.ContainsRune("0123456789NSTZ", rune(d.s[0]))
		t, ok := d.typ()
		if !ok || ((t == nil || t.Opaque) && classLike) {
			// (a class by value the module does not name: clang may
			// pass it in several parameters, so the rest would not line
			// up)
			complete = false
			break
		}
		params = append(params, t)
	}
	if nested && !complete && !d.member && d.instPrefix && !d.prefixKnown {
		// A member of an instantiation the module has no type for,
		// decoded in part: static or not cannot be told by counting
		// parameters (a name decoded in full can).
		nested = false
	}
	return params, complete, nested
}

type demangler struct {
	s       string
	tparams []*ir.Type // template parameters of a function template (T_, T0_, ...)
	// tparamRef marks the template parameters bound to references (R/O):
	// a reference to one collapses to it (T = X&: T&& is X&).
	tparamRef []bool
	argRef    []bool // the same for the template arguments decoded last
	// tparamPacks are the argument packs (J...E) among the template
	// parameters, by index: their element types and which are
	// references; argPacks the same for the arguments decoded last.
	tparamPacks map[int]argPack
	argPacks    map[int]argPack
	subRef      map[int]bool // substitution candidates that are references
	subs        []*ir.Type   // substitution candidates (nil: not nameable)
	subName     []string     // their class names, for nested lookups
	classes     func(string) *ir.Type
	ret         *ir.Type // a function template's return type (hasRet: decoded)
	hasRet      bool
	member      bool // the function has a this (cv-qualified, constructor, destructor)
	prefixKnown bool // the module has a type of the function's class's name
	instPrefix  bool // the function's prefix is a class template instantiation
	// family returns the stand-in for a class template instantiation
	// (see templateFamilies), nil when the module has no type of that
	// template or the caller does not want them.
	family func(string) *ir.Type
	// inst gives the types of instantiations it knows (by instKey);
	// argKeys are the keys of the template arguments decoded last, and
	// lastInst the key of the instantiation decoded last.
	inst     *instTypes
	argKeys  []string
	lastInst string
}

// instKey is an instantiation's identity as decoded: its template and
// its arguments (types as inst.key renders them, literals as spelled).
func (d *demangler) instKey(name string) string {
	return name + "<" + strings.Join(d.argKeys, ",") + ">"
}

// instanceArgs is instance for the instantiation of template name with
// the template arguments decoded last: its own type when inst knows it.
func (d *demangler) instanceArgs(name string) *ir.Type {
	if d.inst != nil { // (keys are made only for it)
		d.lastInst = d.instKey(name)
		if t := d.inst.byKey[d.lastInst]; t != nil {
			return t
		}
	}
	return d.instance(name)
}

func (d *demangler) typeKey(t *ir.Type) string {
	if t == nil {
		return "?"
	}
	if d.inst.key != nil {
		return d.inst.key(t)
	}
	return t.String()
}

// instance returns the stand-in of an instantiation of template name.
func (d *demangler) instance(name string) *ir.Type {
	if d.family == nil {
		return nil
	}
	return d.family(name)
}

func (d *demangler) num() (int, bool) {
	j := 0
	for j < len(d.s) && d.s[j] >= '0' && d.s[j] <= '9' {
		j++
	}
	if j == 0 {
		return 0, false
	}
	n, err := strconv.Atoi(d.s[:j])
	if err != nil {
		return 0, false
	}
	d.s = d.s[j:]
	return n, true
}

func (d *demangler) ident() (string, bool) {
	n, ok := d.num()
	if !ok || n > len(d.s) {
		return "", false
	}
	id := d.s[:n]
	d.s = d.s[n:]
	return id, true
}

// funcName consumes the function's name: <len><id>, or N [KVr] prefix
// components (idents, C1/C2/C3, D0/D1/D2) E. Nested prefixes are
// substitution candidates. It reports whether the name is nested in a
// class the module defines.
func (d *demangler) funcName() (nested, ok bool) {
	if strings.HasPrefix(d.s, "Z") && !d.localEncoding() { // a local entity (local.go)
		return false, false
	}
	if strings.HasPrefix(d.s, "N") {
		d.s = d.s[1:]
		// The prefix is a class even when the module has no type of
		// that name (llvm-dis drops unused ones) when the function is
		// cv-qualified, a constructor or destructor (member: it has a
		// this), or the prefix is a template instantiation (instPrefix:
		// a member, static or not; namespaces are never instantiated).
		member := false
		for len(d.s) > 0 && strings.ContainsRune("KVr", rune(d.s[0])) {
			d.s = d.s[1:]
			member = true
		}
		var parts []string
		if strings.HasPrefix(d.s, "St") {
			parts = append(parts, "std")
			d.s = d.s[2:]
		}
		for {
			switch {
			case len(d.s) == 0:
				return false, false
			case d.s[0] >= '0' && d.s[0] <= '9':
				id, ok := d.ident()
				if !ok {
					return false, false
				}
				parts = append(parts, id)
				if len(d.s) > 0 && d.s[0] != 'E' {
					// A prefix (a class or namespace): substitutable.
					name := strings.Join(parts, "::")
					d.subs = append(d.subs, d.classes(name))
					d.subName = append(d.subName, name)
				}
			case (d.s[0] == 'C' || d.s[0] == 'D') && len(d.s) > 1 && d.s[1] >= '0' && d.s[1] <= '3',
				strings.HasPrefix(d.s, "CI1"), strings.HasPrefix(d.s, "CI2"):
				if d.s[1] == 'I' {
					// an inheriting constructor: CI1/CI2 then the base
					// class whose constructor it inherits
					d.s = d.s[3:]
					if _, ok := d.typ(); !ok {
						return false, false
					}
				} else {
					d.s = d.s[2:]
				}
				parts = append(parts, "") // the class itself is the prefix
				member = true
				if len(d.s) > 0 && d.s[0] != 'E' {
					// a constructor template's prefix (X::X before its
					// template arguments) is a candidate too
					d.subs = append(d.subs, nil)
					d.subName = append(d.subName, "")
				}
			case isOperator(d.s):
				d.s = d.s[2:]
				parts = append(parts, "operator")
			case d.s[0] == 'I' && len(parts) > 0:
				// Template arguments of the last component: the
				// instantiation is a substitution candidate clang's
				// struct names do not identify (nil).
				args, ok := d.templateArgs()
				if !ok {
					return false, false
				}
				name := strings.Join(parts, "::")
				if len(d.s) > 0 && d.s[0] != 'E' {
					d.subs = append(d.subs, d.instanceArgs(name))
					d.subName = append(d.subName, name+"<>")
					d.instPrefix = true
				} else {
					// a member function template: its arguments are
					// the template parameters, and the return type
					// comes first
					d.tparams, d.tparamRef, d.tparamPacks = args, d.argRef, d.argPacks
					d.s = strings.TrimPrefix(d.s, "E")
					if parts[len(parts)-1] != "" { // constructors have no return type
						rt, ok := d.typ()
						if !ok {
							return false, false
						}
						d.ret, d.hasRet = rt, true
					}
					d.member = member
					d.prefixKnown = len(parts) > 1 && d.classes(strings.Join(parts[:len(parts)-1], "::")) != nil
					return len(parts) > 1 && (member || d.instPrefix || d.prefixKnown), true
				}
			case d.s[0] == 'E':
				d.s = d.s[1:]
				d.member = member
				d.prefixKnown = len(parts) > 0 && d.classes(strings.Join(parts[:len(parts)-1], "::")) != nil
				return len(parts) > 0 && (member || d.instPrefix || d.prefixKnown), true
			default:
				return false, false
			}
		}
	}
	d.s = strings.TrimPrefix(d.s, "St") // ::std::f (an unscoped name in std)
	if _, ok := d.ident(); !ok {
		return false, false
	}
	if strings.HasPrefix(d.s, "I") {
		// A function template: template arguments, then the return
		// type, then the parameters. The template's name is a
		// substitution candidate.
		d.subs = append(d.subs, nil)
		d.subName = append(d.subName, "")
		args, ok := d.templateArgs()
		if !ok {
			return false, false
		}
		d.tparams, d.tparamRef, d.tparamPacks = args, d.argRef, d.argPacks
		rt, ok := d.typ()
		if !ok {
			return false, false
		}
		d.ret, d.hasRet = rt, true
	}
	return false, true
}

// itaniumRet returns the return type a function template's mangled name
// spells (only templates encode it; nil when the name has none or it
// cannot be named).
func itaniumRet(name string, classes, family func(string) *ir.Type) *ir.Type {
	s, ok := strings.CutPrefix(name, "_Z")
	if !ok {
		return nil
	}
	d := &demangler{s: s, classes: classes, family: family}
	if _, ok := d.funcName(); !ok || !d.hasRet {
		return nil
	}
	return d.ret
}

// isOperator reports whether s starts with a two-letter operator name
// (aS, eq, pl, pL, cl, ix, ...); conversions (cv) and literal operators
// (li) are not decoded.
func isOperator(s string) bool {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	c := s[1]
	return (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') && s[:2] != "cv" && s[:2] != "li"
}

// templateArgs consumes I <arg>+ E: types, and literals L...E (not
// decoded). It returns the argument types (nil for literals and unknown
// types).
func (d *demangler) templateArgs() ([]*ir.Type, bool) {
	if !strings.HasPrefix(d.s, "I") {
		return nil, false
	}
	d.s = d.s[1:]
	var args []*ir.Type
	var refs []bool
	var packs map[int]argPack
	var keys []string
	for len(d.s) > 0 && d.s[0] != 'E' {
		refs = append(refs, d.s[0] == 'R' || d.s[0] == 'O' || d.refSub())
		switch d.s[0] {
		case 'L':
			j := strings.IndexByte(d.s, 'E')
			if j < 0 {
				return nil, false
			}
			if d.inst != nil {
				keys = append(keys, d.s[:j+1])
			}
			d.s = d.s[j+1:]
			args = append(args, nil)
		case 'J':
			// an argument pack: its arguments are decoded (they are
			// substitution candidates) but the pack has no one type;
			// a pack expansion of it in the parameters (Dp) gives one
			// parameter per element
			d.s = "I" + d.s[1:]
			elems, ok := d.templateArgs()
			if !ok {
				return nil, false
			}
			if packs == nil {
				packs = map[int]argPack{}
			}
			packs[len(args)] = argPack{elems, d.argRef}
			if d.inst != nil {
				keys = append(keys, "J"+strings.Join(d.argKeys, ",")+"E")
			}
			args = append(args, nil)
		case 'X':
			// an expression: only a template parameter (XT_E, which
			// adds no substitution candidate) is skipped
			if !d.skipParamExpr() {
				return nil, false
			}
			if d.inst != nil {
				keys = append(keys, "X")
			}
			args = append(args, nil)
		default:
			t, ok := d.typ()
			if !ok {
				return nil, false
			}
			if d.inst != nil {
				keys = append(keys, d.typeKey(t))
			}
			args = append(args, t)
		}
	}
	if !strings.HasPrefix(d.s, "E") {
		return nil, false
	}
	d.s = d.s[1:]
	d.argRef, d.argPacks, d.argKeys = refs, packs, keys
	return args, true
}

// argPack is a template argument pack: its element types (nil: not
// nameable) and which of them are references.
type argPack struct {
	elems []*ir.Type
	refs  []bool
}

// packParams decodes a function parameter pack, Dp <pattern>, whose
// pattern is a template parameter pack with qualifiers ([PROK]* T<n>_,
// as `DpOT_` spells Args&&...): the parameters it expands to, one per
// element of the pack (a reference to a reference collapses, as
// refParam does for one parameter). ok is false for other patterns,
// and d.s is then unchanged; split is true (and ok false) for a pack
// with an element passed by value that is not a scalar: clang may split
// a class over several parameters, so the rest would not line up.
func (d *demangler) packParams() (ts []*ir.Type, ok, split bool) {
	s, found := strings.CutPrefix(d.s, "Dp")
	if !found {
		return nil, false, false
	}
	j := 0
	for j < len(s) && strings.IndexByte("PROK", s[j]) >= 0 {
		j++
	}
	quals := s[:j]
	s = s[j:]
	if !strings.HasPrefix(s, "T") {
		return nil, false, false
	}
	k, n := 0, 1
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		k = k*10 + int(s[n]-'0')
		n++
	}
	if n > 1 {
		k++
	}
	if n >= len(s) || s[n] != '_' {
		return nil, false, false
	}
	pack, isPack := d.tparamPacks[k]
	if !isPack {
		return nil, false, false
	}
	for i, e := range pack.elems {
		t, ref := e, i < len(pack.refs) && pack.refs[i]
		indirect := ref
		for q := len(quals) - 1; q >= 0; q-- {
			switch quals[q] {
			case 'P':
				if t != nil {
					if t.Kind == ir.VoidKind {
						t = ir.I8
					}
					t = ir.TypedPtr(t, 0)
				}
				ref, indirect = false, true
			case 'R', 'O':
				if !ref && t != nil {
					if t.Kind == ir.VoidKind {
						t = ir.I8
					}
					t = ir.TypedPtr(t, 0)
				}
				ref, indirect = true, true
			}
		}
		if !indirect && (t == nil || t.Kind == ir.StructKind || t.Kind == ir.ArrayKind) {
			return nil, false, true
		}
		ts = append(ts, t)
	}
	if _, ok := d.typ(); !ok { // consume it, with its substitution candidates
		return nil, false, false
	}
	return ts, true, false
}

// skipParamExpr consumes X T [<n>] _ E.
func (d *demangler) skipParamExpr() bool {
	if !strings.HasPrefix(d.s, "XT") {
		return false
	}
	j := 2
	for j < len(d.s) && d.s[j] >= '0' && d.s[j] <= '9' {
		j++
	}
	if !strings.HasPrefix(d.s[j:], "_E") {
		return false
	}
	d.s = d.s[j+2:]
	return true
}

// refSub reports whether d.s starts with a substitution (S_, S<id>_)
// of a reference type.
func (d *demangler) refSub() bool {
	if !strings.HasPrefix(d.s, "S") {
		return false
	}
	j := strings.IndexByte(d.s, '_')
	if j < 1 {
		return false
	}
	k := 0
	if j > 1 {
		v, err := strconv.ParseUint(d.s[1:j], 36, 32)
		if err != nil {
			return false
		}
		k = int(v) + 1
	}
	return d.subRef[k]
}

// refParam reports whether d.s starts with a template parameter (T_,
// T0_, ...) bound to a reference.
func (d *demangler) refParam() bool {
	if !strings.HasPrefix(d.s, "T") {
		return false
	}
	k, j := 0, 1
	for j < len(d.s) && d.s[j] >= '0' && d.s[j] <= '9' {
		k = k*10 + int(d.s[j]-'0')
		j++
	}
	if j > 1 {
		k++
	}
	return j < len(d.s) && d.s[j] == '_' && k < len(d.tparamRef) && d.tparamRef[k]
}

// typ decodes one type.
func (d *demangler) typ() (*ir.Type, bool) {
	if len(d.s) == 0 {
		return nil, false
	}
	c := d.s[0]
	if t, ok := builtinCodes[c]; ok {
		d.s = d.s[1:]
		return t, true
	}
	switch c {
	case 'P', 'R', 'O':
		d.s = d.s[1:]
		collapse := c != 'P' && d.refParam()
		el, ok := d.typ()
		if !ok {
			return nil, false
		}
		var t *ir.Type
		if collapse {
			t = el // a reference to a reference is that reference
		} else if el != nil {
			if el.Kind == ir.VoidKind {
				el = ir.I8
			}
			t = ir.TypedPtr(el, 0)
		}
		d.subs = append(d.subs, t)
		d.subName = append(d.subName, "")
		if c != 'P' {
			if d.subRef == nil {
				d.subRef = map[int]bool{}
			}
			d.subRef[len(d.subs)-1] = true
		}
		return t, true
	case 'K', 'V', 'r':
		d.s = d.s[1:]
		t, ok := d.typ()
		if !ok {
			return nil, false
		}
		d.subs = append(d.subs, t)
		d.subName = append(d.subName, "")
		return t, true
	case 'A':
		d.s = d.s[1:]
		n, ok := d.num()
		if !ok || !strings.HasPrefix(d.s, "_") {
			return nil, false
		}
		d.s = d.s[1:]
		el, ok := d.typ()
		if !ok {
			return nil, false
		}
		var t *ir.Type
		if el != nil {
			t = ir.ArrayOf(uint64(n), el)
		}
		d.subs = append(d.subs, t)
		d.subName = append(d.subName, "")
		return t, true
	case 'F':
		d.s = d.s[1:]
		ret, ok := d.scalar()
		if !ok {
			return nil, false
		}
		var ps []*ir.Type
		known := ret != nil
		for len(d.s) > 0 && d.s[0] != 'E' {
			if d.s[0] == 'v' && len(ps) == 0 && len(d.s) > 1 && d.s[1] == 'E' {
				d.s = d.s[1:]
				break
			}
			p, ok := d.scalar()
			if !ok {
				return nil, false
			}
			known = known && p != nil
			ps = append(ps, p)
		}
		if !strings.HasPrefix(d.s, "E") {
			return nil, false
		}
		d.s = d.s[1:]
		var t *ir.Type
		if known {
			t = ir.FuncOf(ret, ps, false)
		}
		d.subs = append(d.subs, t)
		d.subName = append(d.subName, "")
		return t, true
	case 'S':
		if strings.HasPrefix(d.s, "Sa") || strings.HasPrefix(d.s, "Sb") {
			// std::allocator, std::basic_string: always instantiated
			name := map[byte]string{'a': "std::allocator", 'b': "std::basic_string"}[d.s[1]]
			d.s = d.s[2:]
			if _, ok := d.templateArgs(); !ok {
				return nil, false
			}
			t := d.instanceArgs(name)
			d.subs = append(d.subs, t)
			d.subName = append(d.subName, name+"<>")
			return t, true
		}
		if strings.HasPrefix(d.s, "St") {
			d.s = d.s[2:]
			id, ok := d.ident()
			if !ok {
				return nil, false
			}
			var t *ir.Type
			if !strings.HasPrefix(d.s, "I") {
				t = d.classes("std::" + id) // (a template's name is not a type)
			}
			d.subs = append(d.subs, t)
			d.subName = append(d.subName, "std::"+id)
			if strings.HasPrefix(d.s, "I") {
				if _, ok := d.templateArgs(); !ok {
					return nil, false
				}
				t = d.instanceArgs("std::" + id)
				d.subs = append(d.subs, t)
				d.subName = append(d.subName, "std::"+id+"<>")
			}
			return t, true
		}
		d.s = d.s[1:]
		k := 0
		if len(d.s) > 0 && d.s[0] != '_' {
			// seq-id in base 36, plus one
			j := 0
			for j < len(d.s) && d.s[j] != '_' {
				j++
			}
			v, err := strconv.ParseUint(d.s[:j], 36, 32)
			if err != nil || j == len(d.s) {
				return nil, false
			}
			k = int(v) + 1
			d.s = d.s[j:]
		}
		if !strings.HasPrefix(d.s, "_") || k >= len(d.subs) {
			return nil, false
		}
		d.s = d.s[1:]
		if strings.HasPrefix(d.s, "I") && d.subName[k] != "" && !strings.HasSuffix(d.subName[k], "<>") {
			// a template's name again, with other arguments: another
			// instantiation of it (a candidate of its own)
			if _, ok := d.templateArgs(); !ok {
				return nil, false
			}
			t := d.instanceArgs(d.subName[k])
			d.subs = append(d.subs, t)
			d.subName = append(d.subName, d.subName[k]+"<>")
			return t, true
		}
		return d.subs[k], true
	case 'Z':
		return d.localType() // local.go
	case 'D':
		if !strings.HasPrefix(d.s, "Dp") {
			return nil, false
		}
		// a pack expansion: the pattern, then the expansion, are
		// candidates; the expansion has no one type
		d.s = d.s[2:]
		if _, ok := d.typ(); !ok {
			return nil, false
		}
		d.subs = append(d.subs, nil)
		d.subName = append(d.subName, "")
		return nil, true
	case 'N':
		d.s = d.s[1:]
		n0 := len(d.subs)
		var parts []string
		if strings.HasPrefix(d.s, "St") {
			parts = append(parts, "std")
			d.s = d.s[2:]
		}
		templ := false // a component so far had template arguments
		// key is parts with "<>" after the components that had template
		// arguments: a class nested in an instantiation is one of the
		// family templateKey names so
		key := slices.Clone(parts)
		for len(d.s) > 0 && d.s[0] != 'E' {
			if d.s[0] == 'I' && len(parts) > 0 {
				if _, ok := d.templateArgs(); !ok {
					return nil, false
				}
				t := d.instanceArgs(strings.Join(key, "::"))
				templ = true
				key[len(key)-1] += "<>"
				d.subs = append(d.subs, t)
				d.subName = append(d.subName, strings.Join(parts, "::")+"<>")
				continue
			}
			id, ok := d.ident()
			if !ok {
				return nil, false
			}
			parts = append(parts, id)
			key = append(key, id)
			name := strings.Join(parts, "::")
			var t *ir.Type
			if !templ {
				t = d.classes(name)
			} else {
				// a class nested in an instantiation: clang spells the
				// arguments in its name; one of its family
				t = d.instance(strings.Join(key, "::"))
			}
			d.subs = append(d.subs, t)
			d.subName = append(d.subName, name)
		}
		if !strings.HasPrefix(d.s, "E") || len(d.subs) == n0 {
			return nil, false // (NE, NStE: no name)
		}
		d.s = d.s[1:]
		return d.subs[len(d.subs)-1], true
	}
	if c == 'T' {
		d.s = d.s[1:]
		k := 0
		if len(d.s) > 0 && d.s[0] != '_' {
			n, ok := d.num()
			if !ok {
				return nil, false
			}
			k = n + 1
		}
		if !strings.HasPrefix(d.s, "_") || k >= len(d.tparams) {
			return nil, false
		}
		d.s = d.s[1:]
		t := d.tparams[k]
		d.subs = append(d.subs, t)
		d.subName = append(d.subName, "")
		return t, true
	}
	if c >= '0' && c <= '9' {
		id, ok := d.ident()
		if !ok {
			return nil, false
		}
		if strings.HasPrefix(d.s, "I") {
			// A template instantiation: the template name, then the
			// instantiation are candidates; clang's struct name for the
			// instantiation is not derivable (nil).
			d.subs = append(d.subs, nil)
			d.subName = append(d.subName, id)
			if _, ok := d.templateArgs(); !ok {
				return nil, false
			}
			t := d.instanceArgs(id)
			d.subs = append(d.subs, t)
			d.subName = append(d.subName, id+"<>")
			return t, true
		}
		t := d.classes(id)
		d.subs = append(d.subs, t)
		d.subName = append(d.subName, id)
		return t, true
	}
	return nil, false
}

// scalar decodes a type of a function type's signature as clang passes
// it: bool is i1, and a class by value is not a single IR value (nil).
func (d *demangler) scalar() (*ir.Type, bool) {
	if strings.HasPrefix(d.s, "b") {
		d.s = d.s[1:]
		return ir.IntType(1), true
	}
	t, ok := d.typ()
	if t != nil && t.Kind == ir.StructKind {
		t = nil
	}
	return t, ok
}

// builtinCodes are the Itanium builtin types, as clang lays them out.
var builtinCodes = map[byte]*ir.Type{
	'v': ir.Void, 'b': ir.I8, 'c': ir.I8, 'a': ir.I8, 'h': ir.I8, 's': ir.I16, 't': ir.I16,
	'i': ir.I32, 'j': ir.I32, 'l': ir.I64, 'm': ir.I64, 'x': ir.I64, 'y': ir.I64, 'w': ir.I32,
	'f': ir.Float, 'd': ir.Double, 'n': ir.IntType(128), 'o': ir.IntType(128),
}
