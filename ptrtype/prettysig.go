package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// Which function a __PRETTY_FUNCTION__ prototype belongs to. Two
// translation units may each define a static function of one name —
// libwebp's demux.c has `const Frame* GetFrame(const WebPDemuxer*, int)`,
// its anim_encode.c `EncodedFrame* GetFrame(const WebPAnimEncoder*,
// size_t)` — and linking them renames one (@GetFrame.1162) while the
// private @__PRETTY_FUNCTION__.GetFrame keeps the plain name whichever
// unit it came from. The prototype is the function's only when the
// parameters it spells fit the function's: a pointer where the function
// takes a pointer, an int, a size_t, a double where it takes an i32, an
// i64, a double. Else it is a renamed namesake's (the one whose
// parameters fit, if exactly one does), and the function it does not fit
// takes no vote from it (prettyfn.go).

// prettyTarget returns the defined function the prototype with C
// parameter types params belongs to: name, or name.N, whose parameters
// fit them; nil when none or several do.
func (a *analysis) prettyTarget(name string, params []string) *ir.Func {
	if f := a.m.Func(name); f != nil && !f.IsDeclaration() && a.prettyFits(f, params) {
		return f
	}
	var found *ir.Func
	for _, f := range a.m.Funcs {
		n, ok := strings.CutPrefix(f.Name, name+".")
		if !ok || n == "" || strings.Trim(n, "0123456789") != "" || f.IsDeclaration() || !a.prettyFits(f, params) {
			continue
		}
		if found != nil {
			return nil
		}
		found = f
	}
	return found
}

// prettyFits reports whether f's parameters fit the C types params: as
// many, pointers where they are pointers, and the integer and floating
// point types this reads (cScalar) where they are those; other types
// (structs by value, enums, typedefs) fit anything.
func (a *analysis) prettyFits(f *ir.Func, params []string) bool {
	if len(params) != len(f.Params) {
		return false
	}
	for k, s := range params {
		pt := f.Params[k].Typ
		if strings.ContainsAny(s, "()[]") {
			continue
		}
		if strings.Contains(s, "*") {
			if !pt.IsPtr() {
				return false
			}
			continue
		}
		var words []string
		for _, w := range strings.Fields(s) {
			if w != "const" && w != "volatile" {
				words = append(words, w)
			}
		}
		t := a.cScalar(strings.Join(words, " "))
		if t == nil || t == ir.I8 { // (char and _Bool are passed as i8 or i1)
			continue
		}
		if t != pt {
			return false
		}
	}
	return true
}
