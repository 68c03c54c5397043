package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// Local names and unnamed classes. An entity declared inside a function
// is mangled `Z <function encoding> E <entity>` (Itanium 5.1.6); clang
// spells an unnamed class of a function with internal linkage — a
// lambda's closure type in main, say — `$_N`, so std::function's
// machinery for a lambda of main takes `RZ4mainE3$_0` (main::$_0&), and
// the lambda's call operator is `_ZZ4mainENK3$_0clE...`. Clang names the
// IR type of an unnamed class or struct "class.anon" / "struct.anon"
// (.N when there are several): with one such type in the module that is
// the type; with several the evidence picks one of them (a family, as
// for a class template's instantiations).

// anonKey is the family name of the module's unnamed class types.
const anonKey = "$anon"

// anonFamily registers the family of the module's unnamed class and
// struct types (not unions: a closure or `$_N` class is a class) and
// returns the type a `$_N` name stands for: the only one, the family's
// stand-in when there are several, nil when there is none.
func (a *analysis) anonFamily() *ir.Type {
	var fam []*ir.Type
	for _, s := range a.m.Types {
		for _, pre := range []string{"class.anon", "struct.anon"} {
			if rest, ok := strings.CutPrefix(s.Name, pre); ok && !s.Opaque && (rest == "" || rest[0] == '.' && isDigits(rest[1:])) {
				fam = append(fam, s)
			}
		}
	}
	switch len(fam) {
	case 0:
		return nil
	case 1:
		return fam[0]
	}
	st := ir.NewNamedStruct("template " + anonKey)
	a.famByName[anonKey] = st
	a.famOf[st] = fam
	return st
}

// isUnnamedClass reports whether a mangled source name is clang's name
// for an unnamed class of internal linkage ($_0, $_1, ...).
func isUnnamedClass(id string) bool {
	return strings.HasPrefix(id, "$_") && isDigits(id[2:])
}

// localEncoding consumes `Z <function encoding> E` at the start of d.s:
// the enclosing function's name and parameter types (substitution
// candidates as anywhere else in the name); its template parameters do
// not outlive it.
func (d *demangler) localEncoding() bool {
	if !strings.HasPrefix(d.s, "Z") {
		return false
	}
	d.s = d.s[1:]
	saved, savedRef, savedRet, savedHas := d.tparams, d.tparamRef, d.ret, d.hasRet
	defer func() { d.tparams, d.tparamRef, d.ret, d.hasRet = saved, savedRef, savedRet, savedHas }()
	if _, ok := d.funcName(); !ok {
		return false
	}
	for len(d.s) > 0 && d.s[0] != 'E' {
		if d.s[0] == 'v' && len(d.s) > 1 && d.s[1] == 'E' {
			d.s = d.s[1:]
			break
		}
		if _, ok := d.typ(); !ok {
			return false
		}
	}
	if !strings.HasPrefix(d.s, "E") {
		return false
	}
	d.s = d.s[1:]
	return true
}

// localType decodes a local class name in type position:
// Z <encoding> E <len><id> [discriminator]. Only unnamed classes ($_N)
// are given a type; the local name is one substitution candidate.
func (d *demangler) localType() (*ir.Type, bool) {
	if !d.localEncoding() {
		return nil, false
	}
	if len(d.s) == 0 || d.s[0] < '0' || d.s[0] > '9' {
		return nil, false // string literals, nested entities: not decoded
	}
	id, ok := d.ident()
	if !ok {
		return nil, false
	}
	d.discriminator()
	var t *ir.Type
	if isUnnamedClass(id) {
		t = d.classes(id)
	}
	d.subs = append(d.subs, t)
	d.subName = append(d.subName, id)
	return t, true
}

// discriminator skips a local entity's `_ <digit>` or `__ <number> _`.
func (d *demangler) discriminator() {
	switch {
	case strings.HasPrefix(d.s, "__"):
		if j := strings.IndexByte(d.s[2:], '_'); j >= 0 && isDigits(d.s[2:2+j]) {
			d.s = d.s[3+j:]
		}
	case len(d.s) > 1 && d.s[0] == '_' && d.s[1] >= '0' && d.s[1] <= '9':
		d.s = d.s[2:]
	}
}

// localMethodClass returns the unnamed class ($_N) a local member
// function belongs to (`_ZZ4mainENK3$_0clERK7Account`, the call operator
// of main's lambda), or "".
func localMethodClass(name string) string {
	s, ok := strings.CutPrefix(name, "_Z")
	if !ok || !strings.HasPrefix(s, "Z") {
		return ""
	}
	d := &demangler{s: s, classes: func(string) *ir.Type { return nil }}
	if !d.localEncoding() || !strings.HasPrefix(d.s, "N") {
		return ""
	}
	d.s = strings.TrimLeft(d.s[1:], "KVr")
	id, ok := d.ident()
	if !ok || !isUnnamedClass(id) || len(d.s) == 0 || d.s[0] == 'E' {
		return "" // (the class itself, not a member of it)
	}
	return id
}

// localThis: the `this` of an unnamed local class's member function
// (a lambda's call operator) points to the unnamed class type.
func (a *analysis) localThis(anon *ir.Type) {
	if anon == nil {
		return
	}
	for _, f := range a.m.Funcs {
		cls := localMethodClass(f.Name)
		if cls == "" || len(f.Params) == 0 {
			continue
		}
		t, this := a.thisParam(f)
		if t == nil {
			continue
		}
		if fam := a.famOf[anon]; fam != nil {
			if a.slots[t.slot].family == nil {
				a.slots[t.slot].family = fam
			}
			continue
		}
		why := origin{what: "Itanium C++ ABI: `this` of a member of " + cls + ", an unnamed class (clang's " + anon.Name + ")", val: this, fn: f}
		a.addVote(t.slot, baseT(anon), wSpelled, false, why)
	}
}
