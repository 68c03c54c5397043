package ptrtype

import (
	"regexp"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Numba conventions (numba/core/callconv.py, numba/core/base.py,
// arrayobj.make_array): an entry point takes (retptr, excinfo, args...)
// where an array argument is flattened into meminfo (i8*), parent (i8*),
// nitems, itemsize, data (dtype*), shape..., strides...; excinfo points to
// a pointer to the exception-info structure, { i8*, i32, i8* } before
// Numba 0.57 and { i8*, i32, i8*, i8*, i32 } since.

var (
	excInfo3 = ir.StructOf(false, i8p, ir.I32, i8p)
	excInfo5 = numbaExcInfo
)

// numbaExcInfoType returns the exception-info structure this module's
// Numba used, decided from evidence in the module: the structure of the
// constants Numba stores into *excinfo (@.const.picklebuf.N, one per
// exception site), else the structure allocas and getelementptrs spell
// (only the shape of one of the two layouts counts, and only when the
// module shows one and not the other), else the Numba release the flags
// ABI tag in the function names identifies (numba_abitag.go). Without
// evidence it is a guess: the newer 5-field layout. why says which, for
// Explain.
func numbaExcInfoType(m *ir.Module) (t *ir.Type, why string, guess bool) {
	three := ir.StructOf(false, ir.Ptr, ir.I32, ir.Ptr)
	five := ir.StructOf(false, ir.Ptr, ir.I32, ir.Ptr, ir.Ptr, ir.I32)
	decide := func(has3, has5 bool, from string) (*ir.Type, string, bool) {
		switch {
		case has3 && !has5:
			return excInfo3, "excinfo layout { i8*, i32, i8* } (Numba < 0.57) from " + from, true
		case has5 && !has3:
			return excInfo5, "excinfo layout { i8*, i32, i8*, i8*, i32 } (Numba >= 0.57) from " + from, true
		}
		return nil, "", false
	}
	has3, has5 := false, false
	for _, g := range m.Globals {
		if strings.HasPrefix(g.Name, ".const.picklebuf.") {
			has3 = has3 || g.ValueType == three
			has5 = has5 || g.ValueType == five
		}
	}
	if t, why, ok := decide(has3, has5, "the exception constants' type (@.const.picklebuf.*)"); ok {
		return t, why, false
	}
	has3, has5 = false, false
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			for _, t := range []*ir.Type{i.Typ, i.ElemType} {
				has3 = has3 || t == three
				has5 = has5 || t == five
			}
		})
	}
	if t, why, ok := decide(has3, has5, "the structure the code allocates or indexes"); ok {
		return t, why, false
	}
	if five, from, ok := numbaTagLayout(m); ok {
		t, why, _ := decide(!five, five, from)
		return t, why, false
	}
	return excInfo5, "excinfo layout GUESSED: nothing in the module shows it; assumed { i8*, i32, i8*, i8*, i32 } (Numba >= 0.57)", true
}

// numbaDtypes maps the Itanium builtin-type codes Numba's mangled names
// use for array dtypes (Array(float64, 1, 'C') → 5ArrayIdLi1E1C...).
var numbaDtypes = map[byte]*ir.Type{'d': ir.Double, 'f': ir.Float, 'x': ir.I64, 'l': ir.I64, 'i': ir.I32,
	'y': ir.I64, 'm': ir.I64, 'j': ir.I32, 's': ir.I16, 't': ir.I16, 'a': ir.I8, 'h': ir.I8, 'b': ir.I1}

var numbaArrayRe = regexp.MustCompile(`5ArrayI([a-z])Li[0-9]+E`)

// numbaDtype returns the single array dtype named by the module's
// function names, or nil when there is none or several.
func numbaDtype(m *ir.Module) *ir.Type {
	var dt *ir.Type
	for _, f := range m.Funcs {
		for _, mm := range numbaArrayRe.FindAllStringSubmatch(f.Name, -1) {
			t := numbaDtypes[mm[1][0]]
			if t == nil || (dt != nil && dt != t) {
				return nil
			}
			dt = t
		}
	}
	return dt
}

// numbaConventions adds the evidence of Numba's calling convention.
func (a *analysis) numbaConventions() {
	m := a.m
	// The excinfo layout is looked for (a walk over every instruction)
	// only once a function has Numba's convention: most modules have none.
	var exc *ir.Type
	var excWhy string
	var wExc float64
	for _, f := range m.Funcs {
		if strings.HasPrefix(f.Name, "NRT_") || strings.HasPrefix(f.Name, "Py") {
			// Runtime functions Numba defines in the module take void*.
			if !f.IsDeclaration() {
				why := origin{what: "Numba runtime: " + f.Name + " takes void*", fn: f}
				for _, p := range f.Params {
					if t := a.paramT[p]; t != nil && t.kind == tLeaf {
						a.addVote(t.slot, baseT(ir.I8), wLibC, false, why)
					}
				}
			}
			continue
		}
		if len(f.Params) < 2 || f.Params[0].Name != "retptr" || f.Params[1].Name != "excinfo" {
			continue
		}
		if exc == nil {
			var excGuess bool
			exc, excWhy, excGuess = numbaExcInfoType(m)
			wExc = float64(wLibC) // the layout the module itself shows
			if excGuess {
				wExc = wConv
			}
		}
		a.numbaExcInfoLocals(f, exc, excWhy, wExc)
		if t := a.paramT[f.Params[1]]; t != nil && t.kind == tLeaf {
			why := origin{what: "Numba calling convention: " + excWhy, val: f.Params[1], fn: f}
			a.addVote(t.slot, concrete(ir.TypedPtr(exc, 0)), wExc, false, why)
		}
		// A function returning none stores nothing through retptr;
		// none's data model is i8*, so retptr is i8**.
		if t := a.paramT[f.Params[0]]; t != nil && t.kind == tLeaf && !f.IsDeclaration() && !accessed(f.Params[0]) {
			why := origin{what: "Numba calling convention: nothing is returned through retptr (none: i8*)", val: f.Params[0], fn: f}
			a.addVote(t.slot, concrete(i8p), wConv, false, why)
		}
		// Flattened arrays: meminfo, parent (i8*), i64, i64, data.
		ps := f.Params
		for k := 2; k+4 < len(ps); k++ {
			if ps[k].Typ.IsPtr() && ps[k+1].Typ.IsPtr() && ps[k+2].Typ.IsInt(64) && ps[k+3].Typ.IsInt(64) && ps[k+4].Typ.IsPtr() &&
				strings.HasSuffix(ps[k].Name, ".0") && strings.HasSuffix(ps[k+1].Name, ".1") {
				why := origin{what: "Numba calling convention (array meminfo/parent are i8*)", fn: f}
				for _, p := range ps[k : k+2] {
					if t := a.paramT[p]; t != nil && t.kind == tLeaf {
						a.addVote(t.slot, baseT(ir.I8), wLibC, false, why)
					}
				}
				k += 4
			}
		}
	}
}

// accessed reports whether v is loaded from, stored to or indexed
// anywhere (directly).
func accessed(v ir.Value) bool {
	t, ok := v.(ir.Tracked)
	if !ok {
		return false
	}
	for _, u := range t.Uses() {
		switch u.User.Op {
		case ir.OpLoad, ir.OpGetElementPtr:
			return true
		case ir.OpStore:
			if u.Index == 1 {
				return true
			}
		}
	}
	return false
}

// numbaExcInfoLocals: Numba's inliner gives a callee's excinfo its own
// local in the caller, `%excinfo.N = alloca ptr` (initialised to null,
// loaded after the inlined call). In typed IR it holds a pointer to the
// exception-info structure, the layout of the function's own excinfo;
// an inlined body that never raises leaves no other evidence of it.
func (a *analysis) numbaExcInfoLocals(f *ir.Func, exc *ir.Type, excWhy string, w float64) {
	f.Instrs(func(i *ir.Instr) {
		if i.Op != ir.OpAlloca || !i.ElemType.IsPtr() {
			return
		}
		if i.Name != "excinfo" && !(strings.HasPrefix(i.Name, "excinfo.") && isDigits(i.Name[len("excinfo."):])) {
			return
		}
		a.instrTmpl(i)
		if t := a.elemT[i]; t != nil && t.kind == tLeaf {
			why := origin{what: "Numba calling convention: %" + i.Name + " holds an inlined callee's excinfo; " + excWhy, instr: i, fn: f}
			a.addVote(t.slot, concrete(exc), w, false, why)
		}
	})
}

// isDigits reports whether s is a non-empty run of decimal digits.
func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}
