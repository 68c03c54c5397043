package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A C function with an assert() keeps its prototype in the module:
// glibc's assert passes __PRETTY_FUNCTION__, which clang makes a private
// constant @__PRETTY_FUNCTION__.<name> holding the declaration as the
// source spells it, "void VP8LPutBitsInternal(VP8LBitWriter *const,
// uint32_t, int)". Its pointer parameters (and result) whose C type names
// a scalar, void, or a struct or union the module has under that name
// (clang names a struct after its tag, or after its typedef when it has
// no tag) vote for that pointee, strongly (wLibC: a prototype, as the C
// library's are; not wSpelled, since a typedef naming another struct than
// its own name's would mislead it): a parameter the function only passes
// on, or does not use at all, otherwise has no evidence of its own.
// Types it cannot read (function pointers, arrays, enums and typedefs of
// scalars, long on targets where its width is unknown here) are left to
// the evidence; a string that does not name the function it belongs to
// (a C++ method's) is not used, and one whose parameters do not fit the
// function of its name is a renamed static namesake's (prettysig.go).

const whatPretty = "C: the prototype __PRETTY_FUNCTION__ spells"

func (a *analysis) prettyFunctions() {
	for _, g := range a.m.Globals {
		name, ok := strings.CutPrefix(g.Name, "__PRETTY_FUNCTION__.")
		if !ok {
			continue
		}
		cd, ok := g.Init.(*ir.ConstData)
		if !ok {
			continue
		}
		if strings.HasPrefix(name, "_Z") {
			continue
		}
		ret, params, ok := splitPrototype(strings.TrimRight(string(cd.Bytes), "\x00"), name)
		if !ok {
			continue
		}
		if len(params) > 0 && params[len(params)-1] == "..." {
			params = params[:len(params)-1]
		}
		if len(params) == 1 && params[0] == "void" {
			params = nil
		}
		f := a.prettyTarget(name, params) // (prettysig.go)
		if f == nil {
			continue
		}
		proto := strings.TrimRight(string(cd.Bytes), "\x00")
		for k, p := range f.Params {
			t := a.paramT[p]
			if pt := a.cPointee(params[k]); pt != nil && t != nil && t.kind == tLeaf && p.Typ.IsPtr() {
				why := origin{what: whatPretty + ": parameter " + strconv.Itoa(k) + " is " + params[k] + " (" + proto + ")", val: p, fn: f, idx: k}
				a.addVote(t.slot, concrete(pt), wLibC, false, why)
			}
		}
		if t := a.retT[f]; t != nil && t.kind == tLeaf && f.Sig.Ret.IsPtr() {
			if pt := a.cPointee(ret); pt != nil {
				a.addVote(t.slot, concrete(pt), wLibC, false, origin{what: whatPretty + ": it returns " + ret + " (" + proto + ")", val: f, fn: f})
			}
		}
	}
}

// splitPrototype splits "ret name(p1, p2)" into ret and the parameters'
// C types (commas inside parentheses, as in function pointers, do not
// split).
func splitPrototype(s, name string) (ret string, params []string, ok bool) {
	i := strings.Index(s, name+"(")
	if i <= 0 || !strings.HasSuffix(s, ")") {
		return "", nil, false
	}
	if c := s[i-1]; c != ' ' && c != '*' {
		return "", nil, false
	}
	ret = strings.TrimSpace(s[:i])
	inner := s[i+len(name)+1 : len(s)-1]
	depth, start := 0, 0
	for k := 0; k < len(inner); k++ {
		switch inner[k] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				params = append(params, strings.TrimSpace(inner[start:k]))
				start = k + 1
			}
		}
	}
	if depth != 0 {
		return "", nil, false
	}
	if last := strings.TrimSpace(inner[start:]); last != "" || len(params) > 0 {
		params = append(params, last)
	}
	return ret, params, true
}

// cScalars are the C types whose width this rule knows on every target.
var cScalars = map[string]*ir.Type{
	"void": ir.I8, "char": ir.I8, "signed char": ir.I8, "unsigned char": ir.I8, "_Bool": ir.I8,
	"int8_t": ir.I8, "uint8_t": ir.I8, "short": ir.I16, "unsigned short": ir.I16, "short int": ir.I16,
	"unsigned short int": ir.I16, "int16_t": ir.I16, "uint16_t": ir.I16, "int": ir.I32, "unsigned int": ir.I32,
	"unsigned": ir.I32, "signed int": ir.I32, "int32_t": ir.I32, "uint32_t": ir.I32, "int64_t": ir.I64,
	"uint64_t": ir.I64, "long long": ir.I64, "unsigned long long": ir.I64, "long long int": ir.I64,
	"float": ir.Float, "double": ir.Double,
}

// cPointee is the pointee of the C pointer type s ("const VP8Io *const",
// "uint8_t **"), or nil when s is no pointer or names what this rule
// does not read.
func (a *analysis) cPointee(s string) *ir.Type {
	if strings.ContainsAny(s, "()[]") {
		return nil
	}
	var words []string
	stars := 0
	for _, w := range strings.Fields(strings.ReplaceAll(s, "*", " * ")) {
		switch w {
		case "const", "volatile", "restrict", "__restrict", "struct", "union":
		case "*":
			stars++
		default:
			if stars > 0 {
				return nil // (a word after a star: not a type this reads)
			}
			words = append(words, w)
		}
	}
	if stars == 0 || len(words) == 0 {
		return nil
	}
	base := strings.Join(words, " ")
	t := a.cScalar(base) // (cwidth.go)
	if t == nil && len(words) == 1 {
		s, u := a.m.NamedType("struct."+base), a.m.NamedType("union."+base)
		if s != nil && u != nil {
			return nil
		}
		if t = s; t == nil {
			t = u
		}
		if a.ambiguousTag(t) { // (prettyname.go)
			return nil
		}
	}
	if t == nil {
		return nil
	}
	for k := 1; k < stars; k++ {
		t = ir.TypedPtr(t, 0)
	}
	return t
}
