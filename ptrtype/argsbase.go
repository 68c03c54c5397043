package ptrtype

import (
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
	a.eachArgumentStructs(true, func(f *ir.Func, k int, r slotID, ts map[*ir.Type]bool, names []string) {
		if a.unrelatedStructs(ts) || a.usedAsStruct(r) || a.spelledClass(r) {
			return
		}
		why := whatArgsBase + strings.Join(names, ", ") + ") for parameter #" + strconv.Itoa(k) + " of @" + f.Name +
			", which uses it as no struct: C has no implicit upcast (argsbase.go)"
		a.decideClass(r, ir.I8, why)
	})
}
