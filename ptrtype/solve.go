package ptrtype

import (
	"slices"
	"strings"

	"github.com/irfix/irfix/ir"
)

// hints turns Module.Hints (typed types recorded on upgrade) into votes.
func (a *analysis) hints() {
	h := a.m.Hints
	if h == nil {
		return
	}
	for v, ty := range h.Values {
		var t *tmpl
		switch x := v.(type) {
		case *ir.Param:
			t = a.paramT[x]
		case *ir.Instr:
			if x.Parent == nil {
				continue
			}
			t = a.instrTmpl(x)
		case *ir.Global:
			if ty.Kind == ir.PointerKind && ty.Elem != nil {
				a.match(a.valueT[x], ty.Elem, origin{what: "typed hint", val: v})
			}
			continue
		case *ir.Func:
			if ty.Kind == ir.PointerKind && ty.Elem != nil && ty.Elem.Kind == ir.FuncKind {
				a.match(a.funcT(x), ty.Elem, origin{what: "typed hint", val: v, fn: x})
			}
			continue
		case *ir.Alias, *ir.IFunc:
			t = a.valueT[v]
		}
		if t != nil {
			a.match(t, ty, origin{what: "typed hint", val: v})
		}
	}
	for s, fields := range h.Structs {
		for k, ft := range fields {
			if t := a.field(s, k); t != nil {
				a.match(t, ft, origin{what: "typed hint", val: nil, idx: k})
			}
		}
	}
	for i, ty := range h.Instrs {
		if i.Parent == nil {
			continue
		}
		if t := a.elemT[i]; t != nil {
			a.match(t, ty, origin{what: "typed hint", instr: i})
		}
	}
}

// match walks a template and a typed type of the same shape, voting the
// typed pointees into the template's slots.
func (a *analysis) match(t *tmpl, ty *ir.Type, why origin) { a.matchD(t, ty, why, 0, wHint) }

// matchW is match with a chosen weight.
func (a *analysis) matchW(t *tmpl, ty *ir.Type, w float64, why origin) { a.matchD(t, ty, why, 0, w) }

func (a *analysis) matchD(t *tmpl, ty *ir.Type, why origin, d int, w float64) {
	if t == nil || ty == nil || d > 16 {
		return
	}
	switch t.kind {
	case tLeaf:
		if ty.Kind == ir.PointerKind && ty.Elem != nil {
			a.slots[t.slot].votes = append(a.slots[t.slot].votes, a.newVote(concrete(ty.Elem), w, false, why))
		}
	case tPtr:
		if ty.Kind == ir.PointerKind && ty.Elem != nil {
			a.matchD(t.elem, ty.Elem, why, d+1, w)
		}
	case tArray, tVector:
		if ty.Kind == ir.ArrayKind || ty.Kind == ir.VectorKind {
			a.matchD(t.elem, ty.Elem, why, d+1, w)
		}
	case tStruct:
		if ty.Kind == ir.StructKind && len(ty.Fields) == len(t.fields) {
			for k := range t.fields {
				a.matchD(t.fields[k], ty.Fields[k], why, d+1, w)
			}
		}
	case tFunc:
		if ty.Kind == ir.FuncKind && len(ty.Fields) == len(t.fields) {
			a.matchD(t.ret, ty.Ret, why, d+1, w)
			for k := range t.fields {
				a.matchD(t.fields[k], ty.Fields[k], why, d+1, w)
			}
		}
	}
}

// numbaExcInfo is the type Numba's calling convention gives the status
// structure its entry points receive as `excinfo` (a pointer to a
// pointer to it): { i8*, i32, i8*, i8*, i32 } (numba/core/callconv.py,
// and the typed seed module).
var numbaExcInfo = ir.StructOf(false, ir.TypedPtr(ir.I8, 0), ir.I32, ir.TypedPtr(ir.I8, 0), ir.TypedPtr(ir.I8, 0), ir.I32)

// libcVoidPtr lists C library and C++ runtime functions whose pointer
// parameters and results are void* or char* — i8* in every typed
// producer — whatever the call sites pass.
var libcVoidPtr = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "free": true, "aligned_alloc": true,
	"memcpy": true, "memmove": true, "memset": true, "memcmp": true, "memchr": true,
	"strlen": true, "strcpy": true, "strncpy": true, "strcmp": true, "strncmp": true, "strcat": true,
	"strncat": true, "strchr": true, "strrchr": true, "strstr": true, "strdup": true, "strtok": true,
	"printf": true, "sprintf": true, "snprintf": true, "puts": true, "scanf": true, "sscanf": true,
	"atoi": true, "atol": true, "atof": true,
	"_Znwm": true, "_Znam": true, "_ZdlPv": true, "_ZdaPv": true, "_ZdlPvm": true, "_ZdaPvm": true,
	"__cxa_allocate_exception": true, "__cxa_free_exception": true, "__cxa_begin_catch": true,
	"__cxa_throw": true, "__dynamic_cast": true, "qsort": true, "bsearch": true,
	// POSIX memory maps and thread-specific data: void* throughout
	"mmap": true, "munmap": true, "mprotect": true, "msync": true, "madvise": true,
	"pthread_getspecific": true, "pthread_setspecific": true,
}

// isVoidPtrRuntime reports whether f is a C library or runtime function
// whose pointers are all void*/char* (i8* in typed IR): the table above,
// plus the CPython C API and the Numba runtime, which Numba declares
// with i8* for every PyObject* and NRT pointer.
func isVoidPtrRuntime(name string) bool {
	if libcVoidPtr[name] {
		return true
	}
	for _, p := range []string{"Py", "_Py", "NRT_"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// libcProto gives the full typed prototype of C library and C++ runtime
// functions that take a function pointer (the comparator's parameters
// are const void*) or a pointer to a pointer (strtol's char **endptr,
// posix_memalign's void **memptr: libcVoidPtr would make them i8*).
var libcProto = map[string]*ir.Type{
	"qsort":   ir.FuncOf(ir.Void, []*ir.Type{i8p, ir.I64, ir.I64, ir.TypedPtr(cmpFn, 0)}, false),
	"bsearch": ir.FuncOf(i8p, []*ir.Type{i8p, i8p, ir.I64, ir.I64, ir.TypedPtr(cmpFn, 0)}, false),
	// int __cxa_atexit(void (*)(void*), void*, void*): the Itanium C++
	// ABI's registration of a static object's destructor
	"__cxa_atexit": ir.FuncOf(ir.I32, []*ir.Type{ir.TypedPtr(ir.FuncOf(ir.Void, []*ir.Type{i8p}, false), 0), i8p, i8p}, false),
	// char** and void** out-parameters (LP64: the opaque signature must
	// match for the prototype to apply)
	"strtol":         ir.FuncOf(ir.I64, []*ir.Type{i8p, i8pp, ir.I32}, false),
	"strtoul":        ir.FuncOf(ir.I64, []*ir.Type{i8p, i8pp, ir.I32}, false),
	"strtoll":        ir.FuncOf(ir.I64, []*ir.Type{i8p, i8pp, ir.I32}, false),
	"strtoull":       ir.FuncOf(ir.I64, []*ir.Type{i8p, i8pp, ir.I32}, false),
	"strtod":         ir.FuncOf(ir.Double, []*ir.Type{i8p, i8pp}, false),
	"strtof":         ir.FuncOf(ir.Float, []*ir.Type{i8p, i8pp}, false),
	"posix_memalign": ir.FuncOf(ir.I32, []*ir.Type{i8pp, ir.I64, ir.I64}, false),
	// int pthread_join(pthread_t, void **retval)
	"pthread_join": ir.FuncOf(ir.I32, []*ir.Type{ir.I64, i8pp}, false),
}

var (
	i8p   = ir.TypedPtr(ir.I8, 0)
	i8pp  = ir.TypedPtr(i8p, 0)
	cmpFn = ir.FuncOf(ir.I32, []*ir.Type{i8p, i8p}, false)
)

// fileFuncs take a FILE* (their only struct-pointer parameter, at the
// index given); with fileType it gets %struct._IO_FILE*, the rest of
// their pointers (fread's and fwrite's buffers, fgets' string) stay as
// the evidence says.
var fileFuncs = map[string]int{"fprintf": 0, "vfprintf": 0, "fputs": 1, "fputc": 1, "fclose": 0,
	"fflush": 0, "fwrite": 3, "fread": 3, "fgets": 2, "fscanf": 0, "putc": 1, "getc": 0, "fseek": 0, "ftell": 0}

// fileType returns glibc's FILE (%struct._IO_FILE) when the module has it.
func fileType(m *ir.Module) *ir.Type {
	if t := m.NamedType("struct._IO_FILE"); t != nil {
		return t
	}
	return nil
}

// conventions adds producer-convention evidence.
func (a *analysis) conventions() {
	a.cxxConventions()
	a.numbaConventions()
	a.spillSlots()
	a.spelledInside()
	a.libcStructs()       // (libcstructs.go)
	a.cStrings()          // (cstring.go)
	a.stdioFiles()        // (stdio.go)
	a.prettyFunctions()   // (prettyfn.go)
	a.wideStrings()       // (wchar.go)
	a.fileDecls()         // (stdiodecl.go)
	a.selectedCallbacks() // (fnselect.go)
	if file := fileType(a.m); file != nil {
		for _, n := range []string{"stdout", "stderr", "stdin"} {
			if g := a.m.Global(n); g != nil {
				if t := a.valueT[g]; t != nil && t.kind == tLeaf {
					a.addVote(t.slot, baseT(file), wLibC, false, origin{what: "C library: " + n + " is a FILE*", val: g})
				}
			}
		}
	}
	for _, f := range a.m.Funcs {
		if proto := libcProto[f.Name]; proto != nil && f.IsDeclaration() && proto.Opaqued() == f.Sig {
			a.matchW(a.funcT(f), proto, wLibC, origin{what: "C library prototype of " + f.Name, fn: f})
		} else if k, ok := fileFuncs[f.Name]; ok && f.IsDeclaration() {
			if file := fileType(a.m); file != nil && k < len(f.Params) {
				for _, p := range f.Params[k : k+1] {
					if t := a.paramT[p]; t != nil && t.kind == tLeaf {
						a.addVote(t.slot, baseT(file), wLibC/2, false, origin{what: "C library: FILE* parameter of " + f.Name, fn: f})
					}
				}
			}
		} else if f.IsDeclaration() && isVoidPtrRuntime(f.Name) {
			why := origin{what: "C library prototype of " + f.Name, fn: f}
			for _, p := range f.Params {
				if t := a.paramT[p]; t != nil && t.kind == tLeaf {
					a.addVote(t.slot, baseT(ir.I8), wLibC, false, why)
				}
			}
			if t := a.retT[f]; t != nil && t.kind == tLeaf {
				a.addVote(t.slot, baseT(ir.I8), wLibC, false, why)
			}
		}

	}
}

// solve groups slots that must have the same type (equality edges that
// do not touch a declaration's or void* slot) into classes, then runs a
// worklist over classes to a fixed point (bounded): a class takes the
// best candidate of all its members' evidence.
func (a *analysis) solve() {
	a.rawMembers() // (rawmember.go: before the classes' evidence is summed)
	n := len(a.slots)
	a.sol = make([]*ir.Type, n)
	for len(a.deps) < n {
		a.deps = append(a.deps, nil)
	}
	a.parent = make([]slotID, n)
	for s := range a.parent {
		a.parent[s] = slotID(s)
	}
	// Each class's concrete evidence (votes without free slots), so two
	// classes that already disagree are not merged: the edge between
	// them becomes a cast.
	a.sig = make([]map[*ir.Type]float64, n)
	for s := range a.slots {
		for _, v := range a.slots[s].votes {
			if !v.t.hasSlots() {
				t := a.inst(v.t)
				if v.decay && t.Kind == ir.ArrayKind {
					t = t.Elem
				}
				if a.sig[slotID(s)] == nil {
					a.sig[slotID(s)] = map[*ir.Type]float64{}
				}
				a.sig[slotID(s)][t] += v.w
			}
		}
	}
	var copies [][2]slotID // stores of a loaded pointer, joined last (copies.go)
	for s := range a.slots {
		if a.slots[s].decl || a.slots[s].void {
			continue
		}
		for _, e := range a.slots[s].edges {
			// Only equalities through memory (load/store/GEP/atomics,
			// addrspacecast) join classes; value flows (arguments,
			// returns, phis) stay votes between classes, so an upcast
			// at a call does not merge a derived class with its base.
			if e.w >= wAccess && !a.slots[e.to].decl && !a.slots[e.to].void {
				if isCopy(*e.why) {
					copies = append(copies, [2]slotID{slotID(s), e.to})
					continue
				}
				a.unionCompatible(slotID(s), e.to)
			}
		}
	}
	a.detachHubs(copies) // (hubs.go)
	// A provisional vote without the deferred stores says what each
	// side of such a store is used as; a store joins only classes whose
	// provisional types agree (copies.go).
	a.propagate(a.classes(), nil)
	prov := a.sol
	a.sol = make([]*ir.Type, n)
	a.weakFn = nil // (the provisional classes' marks)
	a.joinCopies(copies, prov)
	a.propagate(a.classes(), nil)
	// The rules after the vote give classes without evidence of their
	// own a type (a table's unused parameter, a pointer stored where the
	// vote decided T*); the classes whose candidates name those slots
	// (a [3 x ptr] whose elements only such a rule typed) chose with
	// them unknown and are chosen again (repropagate).
	before := slices.Clone(a.sol)
	a.memberAddressesVoid() // (fieldvoid_addr.go)
	a.memberArgumentsVoid() // (fieldargs.go)
	a.paramsFromTables()
	a.disagreeingCallbacks()
	a.baseOfCallbacks()              // (cbase.go)
	a.baseOfOneStructCallbacks()     // (cbaseone.go)
	a.baseFromDirectCalls()          // (cbasecalls.go)
	a.baseOfOwnMembers()             // (cbaseowner.go)
	a.unusedParamsFromSettledCalls() // (tablerecall.go)
	a.outParamsFromCalls()           // (outparams.go)
	a.disagreeingInitializers()      // (initvoid.go)
	a.disagreeingArguments()         // (args.go)
	a.charArguments()                // (argsbytes.go)
	a.spilledStructParams()          // (argsspill.go)
	a.disagreeingScalarArguments()   // (argscalar.go)
	a.baseArguments()                // (argsbase.go)
	a.alignmentTested()              // (aligncheck.go)
	a.voidPassThrough()              // (passthrough.go)
	a.callbackPayloads()             // (payload.go)
	a.voidHandles()                  // (handle.go)
	a.voidOutParams()                // (outvoid.go)
	a.voidCallbackParams()           // (cbvoid.go)
	a.siblingVoidParams()            // (siblingvoid.go)
	a.prototypeSiblingVoid()         // (protosibling.go)
	a.voidForwarded()                // (argsout.go)
	a.localsFromOutParams()          // (outlocal.go)
	a.byteStreams()                  // (bytestream.go)
	a.paramsFromIndirectCalls()      // (indirectarg.go)
	a.paramsFromStructSlots()        // (indirectstruct.go)
	a.declarationsPassedBytes()      // (declbytes.go)
	a.paramsOfByteOffsets()          // (argsoffset.go)
	a.structCopies()                 // (structcopy.go)
	a.vectorStructs()                // (vecstruct.go)
	a.decidedInside()
	a.rawMembersDecided()  // (rawmember.go: before fieldaccess.go reads the stores it cut)
	a.fieldsFromAccesses() // (fieldaccess.go)
	a.fieldsFromTBAA()     // (tbaa.go)
	a.valuesFromTBAA()
	a.storedFunctions()          // (fnstore.go)
	a.slotSignatures()           // (slotsig.go)
	a.disagreeingStores()        // (fieldvoid.go)
	a.structAndBytesStores()     // (fieldbytes.go)
	a.valuesOfVoidMembers()      // (tbaavoid.go)
	a.voidPassThroughLate()      // (passthroughlate.go)
	a.pointerWordFields()        // (ptrwords.go)
	a.floatsByTBAA()             // (tbaafloat.go)
	a.paramCopies()              // (paramcopy.go)
	a.paramCopiesFromCalls()     // (paramcopycalls.go)
	a.paramCopiesFromSiblings()  // (paramcopysiblings.go)
	a.pastEndPayloads()          // (pastend.go)
	a.unusedParamsFromSiblings() // (tablecalls.go)
	a.packedTables()             // (packedtable.go)
	a.literalStructGlobals()     // (initlayout.go)
	a.callsVoid()                // (callsvoid.go)
	a.handedOnToVoidCallbacks()  // (indirectvoid.go)
	a.repropagate(before)
	before = slices.Clone(a.sol)
	if a.unusedParamsVoidAgain() { // (tablevoid.go)
		// The function-pointer globals assigned those functions take
		// their new types (fnstore.go).
		a.storedFunctions()
		a.repropagate(before)
	}
	// The pointers whose pointee only the chosen classes say
	// (freeslots.go), and what depends on them.
	// A round's choices can name the pointees of the next (an array
	// typed from its copy, then the temporaries loaded from it): a few
	// rounds.
	for round := 0; round < 3; round++ {
		before = slices.Clone(a.sol)
		if !a.freeSlotsFromChoices() {
			break
		}
		a.repropagate(before)
	}
	// Pointers only copied or cleared whole (rawsize.go).
	before = slices.Clone(a.sol)
	if a.sizedRawObjects() {
		a.repropagate(before)
	}
	a.holdsPointer()          // (holdsptr.go)
	a.duplicateStructFields() // (dupstruct.go)
	julia := isJulia(a.m)
	for s := range a.sol {
		if a.sol[s] == nil {
			a.sol[s] = ir.I8
			if as := a.slots[s].as; julia && as >= 10 && as <= 13 {
				a.sol[s] = juliaValue
			}
		}
	}
}

// propagate runs the worklist over the classes in queue to a fixed
// point (bounded: a class is chosen at most maxVisits times): a class
// takes the best candidate of its members' evidence, and the classes
// depending on it are chosen again when that changes. keep, when not
// nil, lists classes a choice must not change (decided after the vote).
func (a *analysis) propagate(queue []slotID, keep map[slotID]bool) {
	inQ := make([]bool, len(a.slots))
	for _, r := range queue {
		inQ[r] = true
	}
	visits := make([]uint8, len(a.slots))
	const maxVisits = 24
	for len(queue) > 0 {
		r := queue[0]
		queue = queue[1:]
		inQ[r] = false
		if visits[r] >= maxVisits || keep[r] {
			continue
		}
		visits[r]++
		nt := a.choose(r)
		if nt == a.sol[r] || (keep != nil && nt == nil) {
			continue
		}
		for _, m := range a.members[r] {
			a.sol[m] = nt
		}
		for _, m := range a.members[r] {
			for _, d := range a.deps[m] {
				if dr := a.find(d); dr != r && !inQ[dr] {
					inQ[dr] = true
					queue = append(queue, dr)
				}
			}
		}
	}
}

// repropagate chooses again the classes that depend on slots the rules
// after the vote decided (their solution differs from before), keeping
// those decisions.
func (a *analysis) repropagate(before []*ir.Type) {
	keep := map[slotID]bool{}
	var queue []slotID
	seen := map[slotID]bool{}
	for s := range a.sol {
		if a.sol[s] == before[s] && a.slots[s].decided == "" {
			continue // (a rule that confirmed the vote keeps it too)
		}
		keep[a.find(slotID(s))] = true
	}
	for s := range a.sol {
		if a.sol[s] == before[s] {
			continue
		}
		for _, d := range a.deps[s] {
			if dr := a.find(d); !keep[dr] && !seen[dr] {
				seen[dr] = true
				queue = append(queue, dr)
			}
		}
	}
	queue = append(queue, a.settleConduits(queue, keep)...) // (conduits.go)
	slices.Sort(queue)
	a.propagate(queue, keep)
}

// classes groups the slots into their classes (a.members) and returns
// the classes' roots in slot order.
func (a *analysis) classes() []slotID {
	n := len(a.slots)
	a.voidOf = nil // (void.go)
	// One backing array for all classes' members, each class's slots
	// in slot order.
	count := make([]int32, n)
	roots := 0
	for s := 0; s < n; s++ {
		r := a.find(slotID(s))
		if count[r] == 0 {
			roots++
		}
		count[r]++
	}
	all := make([]slotID, n)
	a.members = make([][]slotID, n)
	off := 0
	for s := 0; s < n; s++ {
		if c := int(count[s]); c > 0 {
			a.members[s] = all[off : off : off+c]
			off += c
		}
	}
	for s := 0; s < n; s++ {
		r := a.find(slotID(s))
		a.members[r] = append(a.members[r], slotID(s))
	}
	queue := make([]slotID, 0, roots)
	for s := 0; s < n; s++ {
		if a.find(slotID(s)) == slotID(s) {
			queue = append(queue, slotID(s))
		}
	}
	return queue
}

// juliaValue is `{}`, the type Julia's typed IR gives jl_value_t: a
// GC-tracked pointer without other evidence is `{} addrspace(10)*`.
var juliaValue = ir.StructOf(false)

// isJulia recognises Julia's modules by their datalayout, which makes
// address spaces 10–13 non-integral (`ni:10:11:12:13`).
func isJulia(m *ir.Module) bool { return strings.Contains(m.DataLayout, "ni:10:11:12:13") }

func (a *analysis) find(s slotID) slotID {
	for a.parent[s] != s {
		a.parent[s] = a.parent[a.parent[s]]
		s = a.parent[s]
	}
	return s
}

// unionCompatible merges the classes of x and y unless their concrete
// evidence points at different types.
func (a *analysis) unionCompatible(x, y slotID) {
	rx, ry := a.find(x), a.find(y)
	if rx == ry {
		return
	}
	tx, ty := topOf(a.sig[rx]), topOf(a.sig[ry])
	if tx != nil && ty != nil && tx != ty {
		return
	}
	a.union(rx, ry)
	r := a.find(rx)
	// The merged evidence goes into the larger of the two maps (each
	// weight is a sum of one weight from each side, the same whichever
	// side it is added to); most classes have none.
	mx, my := a.sig[rx], a.sig[ry]
	a.sig[rx], a.sig[ry] = nil, nil
	if len(mx) < len(my) {
		mx, my = my, mx
	}
	for t, w := range my {
		mx[t] += w
	}
	if len(mx) > 0 {
		a.sig[r] = mx
	}
}

func topOf(m map[*ir.Type]float64) *ir.Type {
	var best *ir.Type
	bw := 0.0
	for t, w := range m {
		if w > bw || (w == bw && best != nil && t.String() < best.String()) {
			best, bw = t, w
		}
	}
	return best
}

func (a *analysis) union(x, y slotID) {
	rx, ry := a.find(x), a.find(y)
	if rx != ry {
		if rx < ry {
			a.parent[ry] = rx
		} else {
			a.parent[rx] = ry
		}
	}
}

type cand struct {
	t *ir.Type
	w float64
}

// choose computes the best pointee for slot s from its evidence.
func (a *analysis) choose(r slotID) *ir.Type {
	// The candidates live in a buffer kept between calls (choose is not
	// re-entered, and nothing keeps cs after it returns).
	cs := a.cands[:0]
	defer func() { a.cands = cs[:0] }()
	add := func(t *ir.Type, w float64) {
		if t == nil {
			return
		}
		for k := range cs {
			if cs[k].t == t {
				cs[k].w += w
				return
			}
		}
		cs = append(cs, cand{t, w})
	}
	decl := false
	var family []*ir.Type
	var proto *ir.Type                // what a C library / runtime prototype says
	conv := map[*ir.Type]bool{}       // candidates a convention argues for
	hint := map[*ir.Type]float64{}    // typed hints recorded on upgrade
	spelled := map[*ir.Type]float64{} // source types a mangled name spells
	arith := map[*ir.Type]bool{}      // types the pointer is indexed over as an array
	access := map[*ir.Type]float64{}  // loads and stores of a type through the pointer
	var varied accessKinds            // the kinds of those, but for stores of constants (mixed.go)
	own := uses{}                     // accesses and getelementptrs through the class's pointers
	var nulls []vote                  // stores of null pointers (kept for last)
	var partial []vote                // functions with parameters nothing types (copies.go)
	voidEdges := 0.0                  // votes of neighbour classes that are i8 (void.go)
	voidCopies := 0.0                 // the same through stores (void.go)
	for _, s := range a.members[r] {
		info := &a.slots[s]
		decl = decl || info.decl
		if family == nil {
			family = info.family
		}
		for _, v := range info.votes {
			if a.unknown(v.t) {
				// Every pointer inside the candidate is still without
				// evidence: it would vote for i8*, which nothing says.
				continue
			}
			if v.t.nullish && a.sol[v.t.slot] == nil {
				// A stored null says "a pointer", not which: it counts
				// only where nothing names one (nullStores).
				nulls = append(nulls, v)
				continue
			}
			if v.t.kind == tLeaf && v.flags&vAccess != 0 && a.sol[v.t.slot] == ir.I8 && a.isVoidClass(v.t.slot) {
				// So does a void* read or written (void.go).
				varied.add(a.inst(v.t))
				nulls = append(nulls, v)
				continue
			}
			if a.partlyUnknownFunc(v.t) {
				partial = append(partial, v)
				continue
			}
			t := a.inst(v.t)
			if info.void && info.decl && v.w >= wLibC && v.flags&vLibCProto != 0 {
				proto = t
			}
			if v.flags&vArithGEP != 0 {
				arith[t] = true
			}
			if v.flags&vAccess != 0 {
				access[t] += v.w
				if v.flags&vStoresC == 0 {
					varied.add(t)
				}
			}
			if v.w >= wCxx && v.w < wHint {
				conv[t] = true
			}
			if v.w >= wHint {
				hint[t] += v.w
			} else if v.w >= wSpelled {
				spelled[t] += v.w
			}
			own.add(t, v.flags, v.w)
			if v.decay && t.Kind == ir.ArrayKind {
				add(t.Elem, v.w)
				add(t, v.w*wDecayKeep)
				continue
			}
			add(t, v.w)
		}
		for _, e := range info.edges {
			// Edges leaving the class (to a declaration's slot) vote with
			// the other side's type, unless that side only echoes this
			// one.
			if a.find(e.to) == r || a.argsVoid(e.to) {
				continue
			}
			if t := a.sol[e.to]; t != nil && a.independent(e.to, s) {
				if a.weakFn[a.find(e.to)] {
					partial = append(partial, vote{t: concrete(t), w: e.w, why: &noOrigin})
					continue
				}
				if t == ir.I8 && a.isVoidClass(e.to) {
					if isCopy(*e.why) && (a.storedInto(e.why.instr, s) || e.w < 0) || a.allocatorNeighbour(e.to) { // (e.w < 0: the object stored into a hub, hubs.go; allocator.go)
						voidCopies += max(e.w, -e.w) // (void.go)
					} else {
						voidEdges += max(e.w, -e.w) // (void.go)
					}
					continue
				}
				if e.w < 0 {
					continue // stored into a hub that is no void* (hubs.go)
				}
				add(t, e.w)
			}
		}
	}
	a.voidNeighbours(r, voidEdges, own, add)
	a.voidCopies(voidCopies, cs, add) // (void.go)
	a.partialFuncs(r, partial, cs, add)
	a.nullStores(nulls, cs, add, access)
	if len(cs) == 0 {
		return nil
	}
	// What the producer wrote (recorded when the module was upgraded from
	// typed IR) is the answer.
	// Then what the source spells (a C++ parameter's declared type in
	// its mangled name: clang types parameters exactly so).
	for _, h := range []map[*ir.Type]float64{hint, spelled} {
		if len(h) > 0 {
			var best *ir.Type
			for t, w := range h {
				if best == nil || w > h[best] || (w == h[best] && t.String() < best.String()) {
					best = t
				}
			}
			return best
		}
	}
	if a.markRule(r, mixedAccess(cs, varied, arith), whatMixed) { // (mixed.go)
		return ir.I8
	}
	if a.markRule(r, mixedArrays(cs, access, arith), whatMixedArrays) { // (mixedarrays.go)
		return ir.I8
	}
	// Zero getelementptrs make some mismatches free: a named struct
	// earns the votes for the non-struct types along its first-field
	// chain (a pointer to it is a pointer to its first field), and a
	// named struct on another candidate's chain (a base class at offset
	// 0) earns that candidate's votes (an upcast).
	cs = a.ownFieldBase(r, cs) // (fieldself.go)
	cs = a.dropAnonMemberVotes(r, cs)
	base := make([]float64, len(cs))
	for k := range cs {
		base[k] = cs[k].w
	}
	// A void*/char* of a C library or runtime prototype is i8* whatever
	// its callers pass (a common base of the classes passed to
	// __dynamic_cast would otherwise outvote it).
	if proto != nil {
		return proto
	}
	if t := a.familyMember(family, cs); t != nil {
		return t
	}
	// Common bases of several candidates.
	n := len(cs)
	desc := map[*ir.Type][]int{}
	for j := 0; j < n; j++ {
		for _, anc := range a.structChain(cs[j].t) {
			desc[a.polymorphicBase(anc)] = append(desc[a.polymorphicBase(anc)], j)
		}
	}
	for anc, js := range desc {
		k := -1
		for i := range cs {
			if cs[i].t == anc {
				k = i
			}
		}
		// One derived candidate is enough for a polymorphic base that is
		// a candidate itself (cxx_upcast.go).
		if len(js) < 2 && !(k >= 0 && a.polymorphic(anc)) {
			continue
		}
		if k < 0 && a.nestedCandidates(cs, js, anc) { // (nested.go)
			continue
		}
		if k < 0 {
			cs = append(cs, cand{anc, 0})
			base = append(base, 0)
			k = len(cs) - 1
		}
		for _, j := range js {
			cs[k].w += base[j] * 0.9
		}
	}
	for k := range cs {
		if !cs[k].t.IsNamed() {
			continue
		}
		for j := range cs {
			// Only accesses move: a load or store of the first field
			// through a struct pointer is a zero getelementptr in typed
			// IR, but a T* flowing in from elsewhere would be a cast, and
			// a pointer indexed as an array of T (p[i], p + n) is not a
			// struct whose first field is a T.
			if j != k && !cs[j].t.IsNamed() && !arith[cs[j].t] && access[cs[j].t] > 0 && a.firstFieldChain(cs[k].t, cs[j].t) {
				cs[k].w += access[cs[j].t] * 0.9
			}
		}
	}
	best := 0
	for k := 1; k < len(cs); k++ {
		// Ties go to the smaller type name: the candidates' order comes
		// from map iterations, and the result must not.
		if cs[k].w > cs[best].w+1e-9 || (cs[k].w > cs[best].w-1e-9 && tieBefore(cs[k].t, cs[best].t)) {
			best = k
		}
	}
	best = own.breakTie(cs, best) // (copies.go)
	// Declarations called with disagreeing types take i8*.
	if decl && len(cs) > 1 && cs[best].w < wHint && !conv[cs[best].t] {
		strong := 0
		for k := range cs {
			if cs[k].w >= wFlow {
				strong++
			}
		}
		if strong > 1 && cs[best].w < wLibC {
			return ir.I8
		}
	}
	return a.fullClass(cs[best].t)
}

// familyMember picks, among a template's instantiations, the one the
// candidates are compatible with: a candidate counts for an
// instantiation that is it or has it on its first-field chain (a member
// or base at offset 0, which clang's opaque code accesses without a
// getelementptr), or that is on the candidate's chain (the object passed
// starts with the instantiation: std::tuple passed as its _Tuple_impl).
// nil when no instantiation has support.
func (a *analysis) familyMember(family []*ir.Type, cs []cand) *ir.Type {
	var best *ir.Type
	bw := 0.0
	for _, f := range family {
		w := 0.0
		for _, c := range cs {
			if c.t == f || (c.t.IsNamed() && slices.Contains(a.structChain(f), c.t)) || (!c.t.IsNamed() && a.firstFieldChain(f, c.t)) ||
				(c.t.IsNamed() && slices.Contains(a.structChain(c.t), f)) { // an object that starts with f (an upcast)
				w += c.w
			}
		}
		if w > bw {
			best, bw = f, w
		}
	}
	return best
}

// fullClass maps clang's base-subobject layout "X.base" (X without its
// tail padding, used only as a field) to X: no pointer points to an
// X.base, a pointer to that base is an X*.
func (a *analysis) fullClass(t *ir.Type) *ir.Type {
	if t.IsNamed() && strings.HasSuffix(t.Name, ".base") {
		if x := a.m.NamedType(strings.TrimSuffix(t.Name, ".base")); x != nil {
			return x
		}
	}
	return t
}

// isArithGEP reports whether a vote comes from a getelementptr that
// steps over its source type (a first index other than constant 0):
// pointer arithmetic on an array of that type.
func isArithGEP(o origin) bool {
	// o.what first: it is in the vote, the instruction is a cache miss
	// away (this test runs for every vote of every class).
	if o.what != "getelementptr" {
		return false
	}
	i := o.instr
	if i == nil || i.Op != ir.OpGetElementPtr || i.NumOperands() < 2 {
		return false
	}
	c, ok := i.Operand(1).(*ir.ConstInt)
	return !ok || c.Signed() != 0
}

// isAccess reports whether a vote comes from a load, store or atomic
// through the pointer itself.
func isAccess(o origin) bool {
	switch o.what { // before the instruction, as in isArithGEP
	case "load", "store", "atomicrmw", "cmpxchg":
	default:
		return false
	}
	i := o.instr
	if i == nil || o.what != i.Op.String() {
		return false
	}
	switch i.Op {
	case ir.OpLoad, ir.OpStore, ir.OpAtomicRMW, ir.OpCmpXchg:
		return true
	}
	return false
}

// firstFieldChain reports whether u is reached from t by repeatedly
// taking the first field / element.
func (a *analysis) firstFieldChain(t, u *ir.Type) bool {
	for d := 0; d < 8; d++ {
		switch t.Kind {
		case ir.StructKind:
			if t.Opaque || len(t.Fields) == 0 {
				return false
			}
			if t.Name != "" {
				t = a.inst(a.field(t, 0))
			} else {
				t = t.Fields[0]
			}
		case ir.ArrayKind, ir.VectorKind:
			t = t.Elem
		default:
			return false
		}
		if t == u || (t.IsPtr() && u.IsPtr() && t.AddrSpace == u.AddrSpace) {
			// Any pointer loaded from the start of a struct whose first
			// field is a pointer is that field (a vptr load, a list's
			// next): the struct type covers it.
			return true
		}
	}
	return false
}

// independent reports whether slot t has evidence other than its edges
// to s: votes, other edges, or a rule after the vote that typed it (a
// table's callback parameter, which the calls through its slot type).
func (a *analysis) independent(t, s slotID) bool {
	info := &a.slots[t]
	if len(info.votes) > 0 || info.table != "" || info.decided != "" {
		return true
	}
	for _, e := range info.edges {
		if e.to != s {
			return true
		}
	}
	return false
}

// structChain returns the named structs reached from t by repeatedly
// taking the first field (base classes at offset 0).
func (a *analysis) structChain(t *ir.Type) []*ir.Type {
	var out []*ir.Type
	for d := 0; d < 8 && t.IsNamed() && !t.Opaque && len(t.Fields) > 0; d++ {
		t = a.inst(a.field(t, 0))
		if t.IsNamed() {
			out = append(out, t)
		}
	}
	return out
}

// unknown reports whether template t has slots and none of them has a
// solution yet.
func (a *analysis) unknown(t *tmpl) bool {
	if t.kind != tPtr && t.kind != tLeaf || t.nullish {
		return false
	}
	n, solved := a.slotsSolved(t)
	return n > 0 && !solved
}

// slotsSolved is how many slots t.slots lists and whether any of them
// has a solution, without building the list (unknown asks it for every
// vote).
func (a *analysis) slotsSolved(t *tmpl) (n int, solved bool) {
	switch t.kind {
	case tLeaf:
		return 1, a.sol[t.slot] != nil
	case tPtr, tArray, tVector:
		return a.slotsSolved(t.elem)
	case tStruct, tFunc:
		if t.ret != nil {
			k, s := a.slotsSolved(t.ret)
			n, solved = n+k, solved || s
		}
		for _, f := range t.fields {
			k, s := a.slotsSolved(f)
			n, solved = n+k, solved || s
		}
	}
	return n, solved
}

// tieBefore orders candidates of equal weight, by name.
func tieBefore(x, y *ir.Type) bool {
	return x.String() < y.String()
}

// paramsFromTables: a function stored in a table of callbacks (SQLite's
// sqlite3_vfs, sqlite3_io_methods; any C struct of function pointers)
// has the slot's function type in typed IR, cast-free; its pointer
// parameters (and return) that nothing else gives evidence for — an
// unused `sqlite3_vfs *NotUsed` — take the slot's types.
func (a *analysis) paramsFromTables() {
	set := func(t *tmpl, want *ir.Type, why string) {
		if t == nil || t.kind != tLeaf || want == nil || want.Kind != ir.PointerKind || want.Elem == nil {
			return
		}
		r := a.find(t.slot)
		if a.sol[r] != nil {
			return
		}
		for _, m := range a.members[r] {
			a.sol[m] = want.Elem
			a.slots[m].table = why
		}
	}
	// The calls through the slot say what its callers pass: a table's
	// function that ignores a parameter (SQLite's `sqlite3_value **argv`
	// of a function without arguments) takes the callers' type, not the
	// i8* the other table entries' unused parameters would vote for.
	called := map[slotID][]*tmpl{}
	for _, fs := range a.fnSlots {
		r := a.find(fs.slot)
		if _, done := called[r]; done {
			continue
		}
		called[r] = append([]*tmpl{}, a.callsThrough(r)...) // (callsthrough.go)
	}
	fromCalls := func(r slotID, k int) *ir.Type {
		n := map[*ir.Type]int{}
		var best *ir.Type
		for _, ct := range called[r] {
			if k >= len(ct.fields) || a.unknown(ct.fields[k]) {
				continue
			}
			t := a.inst(ct.fields[k])
			if !t.IsPtr() || t.Elem == nil {
				continue
			}
			n[t]++
			if best == nil || n[t] > n[best] || (n[t] == n[best] && t.String() < best.String()) {
				best = t
			}
		}
		return best
	}
	for _, fs := range a.fnSlots {
		r := a.find(fs.slot)
		ft := a.sol[r]
		if ft == nil || ft.Kind != ir.FuncKind || ft.Opaqued() != fs.fn.Sig {
			continue
		}
		slot := slotName(a, fs.slot)
		for k, p := range fs.fn.Params {
			if t := fromCalls(r, k); t != nil {
				set(a.paramT[p], t, "unused here; stored in a table of callbacks ("+slot+") whose calls pass "+t.String())
			}
			if t, s := a.fromSiblings(fs.slot, k); t != nil && len(called[r]) == 0 {
				set(a.paramT[p], t, "unused here; stored in a table of callbacks ("+slot+") whose sibling methods of "+s.String()+" take "+t.String()+" there (methods.go)")
			}
			set(a.paramT[p], ft.Params()[k], "unused here; stored in a table of callbacks ("+slot+") of type "+ft.String())
		}
		set(a.retT[fs.fn], ft.Ret, "stored in a table of callbacks ("+slot+") of type "+ft.String())
	}
}
