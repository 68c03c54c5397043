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
// Numba used: the 3-field one when the module spells that shape and not
// the 5-field one, else the newer 5-field one.
func numbaExcInfoType(m *ir.Module) *ir.Type {
	three := ir.StructOf(false, ir.Ptr, ir.I32, ir.Ptr)
	five := ir.StructOf(false, ir.Ptr, ir.I32, ir.Ptr, ir.Ptr, ir.I32)
	has3, has5 := false, false
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			for _, t := range []*ir.Type{i.Typ, i.ElemType} {
				has3 = has3 || t == three
				has5 = has5 || t == five
			}
		})
	}
	if has3 && !has5 {
		return excInfo3
	}
	return excInfo5
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
	exc := numbaExcInfoType(m)
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
		if t := a.paramT[f.Params[1]]; t != nil && t.kind == tLeaf {
			why := origin{what: "Numba calling convention (excinfo)", val: f.Params[1], fn: f}
			a.addVote(t.slot, concrete(ir.TypedPtr(exc, 0)), wConv, false, why)
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
