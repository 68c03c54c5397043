package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Parameters passed pointers to several structs that share a base. C
// has no implicit upcast: a function called with a ma_decoder* at one
// call and a ma_waveform* at another, both starting with a
// ma_data_source_base, takes a void* (`typedef void ma_data_source`)
// and converts it inside (`(ma_data_source_base*)pDataSource`), where
// -O2 folds the conversion into the uses. Typed IR holds an i8* there.
// Only where the function's class uses the pointer as no struct (no
// getelementptr over a named struct, no load or store of one: a
// function that reaches the base's fields by name would be declared
// with it), no source-level fact types it, and the function is C (a
// C++ function's mangled name spells its parameters, and C++ upcasts
// implicitly). Unrelated structs are disagreeingArguments' (args.go).

const whatArgsBase = "C: a void* — the calls pass pointers to several structs that share a base ("

func (a *analysis) baseArguments() {
	for _, f := range a.m.Funcs {
		if f.IsDeclaration() || strings.HasPrefix(f.Name, "_Z") {
			continue
		}
		for k, p := range f.Params {
			pt := a.paramT[p]
			if pt == nil || pt.kind != tLeaf || a.slots[pt.slot].decided != "" {
				continue
			}
			r := a.find(pt.slot)
			var seen []*ir.Type
			note := func(t *ir.Type) {
				if t != nil && t.IsNamed() && !t.Opaque && !slices.Contains(seen, t) {
					seen = append(seen, t)
				}
			}
			s := pt.slot
			for _, e := range a.slots[s].edges {
				if e.why.what == "argument" && a.find(e.to) != r {
					note(a.sol[e.to])
				}
			}
			for _, v := range a.slots[s].votes {
				if v.why.what == "argument" && !a.unknown(v.t) {
					note(a.inst(v.t))
				}
			}
			if len(seen) < 2 {
				continue
			}
			ts := make(map[*ir.Type]bool, len(seen))
			names := make([]string, len(seen))
			for i, t := range seen {
				ts[t] = true
				names[i] = t.String()
			}
			if a.unrelatedStructs(ts) || a.usedAsStruct(r) || a.spelledClass(r) {
				continue
			}
			slices.Sort(names)
			why := whatArgsBase + strings.Join(names, ", ") + ") for parameter #" + strconv.Itoa(k) + " of @" + f.Name +
				", which uses it as no struct: C has no implicit upcast (argsbase.go)"
			a.decideClass(r, ir.I8, why)
		}
	}
}
