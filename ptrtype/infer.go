package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Weights of the kinds of evidence.
const (
	wHint      = 100   // typed type recorded on upgrade
	wAttr      = 4     // byval/sret/byref/inalloca/preallocated/elementtype(T) at a call site
	wPinned    = wHint // the same on a function's own parameter: typed IR requires exactly T*
	wAccess    = 3     // load/store/GEP/atomic through the pointer
	wFlow      = 2     // argument→parameter, return, phi/select, initializer
	wConv      = 1.5   // producer convention
	wLibC      = 10    // C library prototype
	wCompare   = 0.5   // pointer comparison
	wDecayKeep = 0.5   // share of an array vote kept for the array itself
)

// origin says where a slot or a piece of evidence comes from.
type origin struct {
	what  string // "param", "load", "store", "call", ...
	instr *ir.Instr
	val   ir.Value // the value concerned (param, global, ...)
	fn    *ir.Func
	idx   int
}

type vote struct {
	t     *tmpl
	w     float64
	decay bool
	// flags are the facts about why that choose asks for every vote of
	// a class each time it chooses it (isAccess, isArithGEP, ...): they
	// depend on the instruction only, which is a cache miss away, so
	// they are worked out once, when the vote is made (newVote).
	flags voteFlags
	// why is kept out of line (analysis.orig): choose reads the other
	// fields of every vote of a class, again and again, and a vote with
	// its origin inside was three times the size.
	why *origin
}

type voteFlags uint8

const (
	vAccess    voteFlags = 1 << iota // isAccess(why)
	vArithGEP                        // isArithGEP(why)
	vStoresC                         // storesConstant(why.instr)
	vUseWhole                        // uses.add counts it in [0]
	vUseBytes                        // uses.add counts it in [1]
	vLibCProto                       // why.what starts "C library prototype"
)

// newVote makes a vote, with its flags.
func (a *analysis) newVote(t *tmpl, w float64, decay bool, why origin) vote {
	return vote{t: t, w: w, decay: decay, flags: originFlags(why), why: a.orig(why)}
}

// orig keeps an origin of a vote or edge, which refer to it (never
// change it: edges made together share one).
func (a *analysis) orig(o origin) *origin {
	if len(a.origins) == cap(a.origins) {
		a.origins = make([]origin, 0, 1024)
	}
	a.origins = append(a.origins, o)
	return &a.origins[len(a.origins)-1]
}

// noOrigin is the origin of the votes choose makes up (partial).
var noOrigin origin

func originFlags(o origin) voteFlags {
	var f voteFlags
	if isAccess(o) {
		f |= vAccess
	}
	if isArithGEP(o) {
		f |= vArithGEP
	}
	if storesConstant(o.instr) {
		f |= vStoresC
	}
	switch useKind(o) {
	case 0:
		f |= vUseWhole
	case 1:
		f |= vUseBytes
	}
	if strings.HasPrefix(o.what, "C library prototype") {
		f |= vLibCProto
	}
	return f
}

type edge struct {
	to  slotID
	w   float64
	why *origin // (analysis.orig)
}

type slotInfo struct {
	born  origin
	votes []vote
	edges []edge
	decl  bool   // a pointer of a declaration's signature
	as    uint32 // address space of the pointer whose pointee this is
	// void marks a void* of a C library prototype: what flows through it
	// says nothing about other pointers (C converts void* implicitly).
	void bool
	// family lists the instantiations a template class's method
	// `this` may point to (clang names them X, X.1, X.2, ...): the
	// one the other evidence is compatible with is the answer.
	family []*ir.Type
	// table says why a slot without evidence of its own took a type
	// from a table of callbacks it is stored in (paramsFromTables).
	table string
	// decided says why a rule after the vote overrode it (the
	// disagreeing callbacks of one function-pointer slot: callbacks.go);
	// set with decideClass.
	decided string
	// owner is the named struct whose pointer field this slot is the
	// pointee of (fieldself.go).
	owner *ir.Type
}

// walks lists, in the order of a walk over the module's functions,
// blocks and instructions, the instructions with a template (instrTmpl:
// allocas, getelementptrs, values carrying pointers), the loads and
// stores, the calls and invokes, and the phis and selects; fn[k] says
// which of them are m.Funcs[k]'s.
type walks struct {
	ptr, mem, call, phiSel []*ir.Instr
	fn                     []fnWalk
}

type fnWalk struct{ ptr0, ptr1, mem0, mem1, call0, call1, phiSel0, phiSel1 int32 }

// ptrs returns the instructions with a template of m.Funcs[k].
func (w *walks) ptrs(k int) []*ir.Instr { return w.ptr[w.fn[k].ptr0:w.fn[k].ptr1] }

// mems returns the loads and stores of m.Funcs[k].
func (w *walks) mems(k int) []*ir.Instr { return w.mem[w.fn[k].mem0:w.fn[k].mem1] }

// calls returns the calls and invokes of m.Funcs[k], as an instruction
// list whose Instrs stands in for m.Funcs[k].Instrs in a rule that looks
// only at calls or invokes: on libclc's 1.15 million instructions, the
// seven rules that walked every instruction for the calls among them
// cost about a third of Infer.
func (w *walks) calls(k int) instrList { return w.call[w.fn[k].call0:w.fn[k].call1] }

// phiSels returns the phis and selects of m.Funcs[k] (as calls does).
func (w *walks) phiSels(k int) instrList { return w.phiSel[w.fn[k].phiSel0:w.fn[k].phiSel1] }

// directCallsByCallee returns the calls (not invokes) of the module's
// defined functions whose callee is a function, by callee, each list in
// module order. The rules that need it (cbasecalls.go,
// paramcopycalls.go, paramcopysiblings.go, indirectvoid.go) only read it, so it is made once, on first use
// (each making its own was 5 of Infer's 30 MB of allocation on libclc,
// 3 of 74 on SQLite: slices grown one call at a time, and the map).
func (a *analysis) directCallsByCallee() map[*ir.Func][]*ir.Instr {
	if a.directCalls == nil {
		calls := map[*ir.Func][]*ir.Instr{}
		for _, i := range a.walks.call {
			if i.Op == ir.OpCall {
				if g, ok := i.Callee().(*ir.Func); ok {
					calls[g] = append(calls[g], i)
				}
			}
		}
		a.directCalls = calls
	}
	return a.directCalls
}

// instrList is a list of instructions, visited in order by Instrs.
type instrList []*ir.Instr

// Instrs calls fn on each instruction of the list, in order.
func (l instrList) Instrs(fn func(*ir.Instr)) {
	for _, i := range l {
		fn(i)
	}
}

// memFuncs stands in for m.Funcs in a rule that ranges over every
// function's instructions (f.Instrs) looking only at loads or stores and
// not at f: its one element's Instrs visits the module's loads and
// stores, in the same order, without the other instructions (on libclc,
// each such walk over all of them cost a tenth of Infer).
func (a *analysis) memFuncs() []memInstrs { return []memInstrs{a.walks.mem} }

// memInstrs is a list of loads and stores (memFuncs).
type memInstrs []*ir.Instr

// Instrs calls fn on each instruction of the list, in order.
func (l memInstrs) Instrs(fn func(*ir.Instr)) {
	for _, i := range l {
		fn(i)
	}
}

type analysis struct {
	origins []origin // the latest chunk of votes' and edges' origins (orig)
	walks   walks    // (set by Infer for collect and solve)
	// directCalls is directCallsByCallee's answer, once made (only
	// during collect and solve, like walks).
	directCalls map[*ir.Func][]*ir.Instr
	// localNums caches LLVM's numbering of unnamed values per function
	// (explain output).
	localNums map[*ir.Func]map[ir.Value]int
	numbering *Numbering // set by Result.SetNumbering

	m     *ir.Module
	slots []slotInfo
	sol   []*ir.Type
	deps  [][]slotID

	paramT map[*ir.Param]*tmpl
	retT   map[*ir.Func]*tmpl
	valueT map[ir.Value]*tmpl  // globals' value types, aliases
	instrT instrTab            // (instrtab.go) an instruction's template; making while instrTmpl makes it
	elemT  map[*ir.Instr]*tmpl // alloca/GEP element templates, indirect call types
	fieldT map[*ir.Type][]*tmpl
	constT map[ir.Constant]*tmpl

	parent  []slotID               // union-find over slots (solve)
	members [][]slotID             // class root → slots (nil for a slot that is no root)
	sig     []map[*ir.Type]float64 // a class root's concrete evidence (solve)
	cands   []cand                 // choose's candidates (reused)
	idx     []int64                // instrTmpl's getelementptr indices (reused)

	numbaDtype *ir.Type        // the one array dtype Numba's names mention, if any
	fnSlots    []fnSlot        // functions stored in function-pointer slots of initializers
	chosen     map[slotID]bool // phis and selects of functions that are slots (fnselect.go)
	bases      map[*ir.Type]*tmpl

	voidOf     map[slotID]bool     // classes decided i8 that are void*, not char* (void.go)
	voidAside  map[slotID]bool     // classes that set their void* neighbours' votes aside (void.go)
	hubDropped map[slotID][]origin // the votes the hub rule removed, per slot (hubs.go, for Explain)
	rawCut     map[slotID]string   // the raw-view members whose stores rawmember.go cut, and why
	rechosen   map[slotID]*ir.Type // conduits chosen again from nothing, with their old choice (conduits.go, for Explain)
	freeLists  map[slotID]bool     // the hubs that are free lists' heads (hubs.go; fieldvoid.go)
	allocs     *allocInfo          // allocator wrappers, deallocators and their hooks (allocator.go)
	ptrWords   []ptrWord           // pointers kept as integer words (ptrwords.go)
	taken      map[*ir.Func]bool   // functions whose address is taken (void.go)
	weakFn     map[slotID]bool     // classes whose function type only untyped callbacks voted for (copies.go)
	dl         *ir.Layout          // the module's data layout, parsed on first use (bytes.go)
	di         *diTypes            // the module's debug info (nil: none; debuginfo.go)

	byteKinds map[ir.Value]uint8 // the current function's kinds of access at constant byte offsets of a pointer (bytes.go)
	clangVer  int                // the producer's clang major version, -1 unknown, 0 not read yet (producer.go)

	famByName map[string]*ir.Type     // template name → its stand-in (templateFamilies)
	caught    map[*ir.Instr]bool      // __cxa_begin_catch calls of typed handlers (catchEvidence)
	famOf     map[*ir.Type][]*ir.Type // stand-in → the module's types of that template
	empties   *instTypes              // empty instantiations' own types (cxx_empty.go)
}

// base returns the shared template of a type without pointers.
func (a *analysis) base(t *ir.Type) *tmpl {
	if b, ok := a.bases[t]; ok {
		return b
	}
	b := baseT(t)
	a.bases[t] = b
	return b
}

func (a *analysis) newSlot(why origin) slotID {
	a.slots = append(a.slots, slotInfo{born: why})
	return slotID(len(a.slots) - 1)
}

func (a *analysis) field(s *ir.Type, k int) *tmpl {
	fs, ok := a.fieldT[s]
	if !ok {
		fs = make([]*tmpl, len(s.Fields))
		a.fieldT[s] = fs // set before recursing (self-referential structs)
		for i, f := range s.Fields {
			fs[i] = a.fresh(f, origin{what: "field", val: nil, idx: i})
			a.fieldOwner(fs[i], s, i)
		}
	}
	if k < 0 || k >= len(fs) {
		return nil
	}
	return fs[k]
}

// fieldOwner records the struct a field slot belongs to (for Explain).
func (a *analysis) fieldOwner(t *tmpl, s *ir.Type, i int) {
	for _, sl := range t.slots(nil) {
		a.slots[sl].born = origin{what: "field " + s.String() + "." + strconv.Itoa(i)}
	}
	if t != nil && t.kind == tLeaf {
		a.slots[t.slot].owner = s // (fieldself.go)
	}
}

// vt returns the template of a value (nil: the value constrains nothing,
// like null or undef, or has no pointer in its type).
func (a *analysis) vt(v ir.Value) *tmpl {
	switch x := v.(type) {
	case *ir.Param:
		return a.paramT[x]
	case *ir.Instr:
		return a.instrTmpl(x)
	case *ir.Func:
		return &tmpl{kind: tPtr, as: x.Typ.AddrSpace, elem: a.funcT(x)}
	case *ir.Global:
		return &tmpl{kind: tPtr, as: x.Typ.AddrSpace, elem: a.valueT[x]}
	case *ir.Alias, *ir.IFunc:
		return a.valueT[v]
	case *ir.ConstExpr:
		return a.constTmpl(x)
	}
	return nil
}

func (a *analysis) funcT(f *ir.Func) *tmpl {
	ps := make([]*tmpl, len(f.Params))
	for i, p := range f.Params {
		ps[i] = a.paramT[p]
	}
	return &tmpl{kind: tFunc, ty: f.Sig, ret: a.retT[f], fields: ps}
}

func (a *analysis) constTmpl(c *ir.ConstExpr) *tmpl {
	if t, ok := a.constT[c]; ok {
		return t
	}
	var t *tmpl
	switch c.Op {
	case ir.OpGetElementPtr:
		if r, _, _ := a.constMember(c); r != nil { // (constmember.go)
			t = &tmpl{kind: tPtr, as: c.Typ.AddrSpace, elem: r}
			break
		}
		src := a.fresh(c.ElemType, origin{what: "constant getelementptr"})
		if len(c.Operands) > 0 {
			a.pointee(a.vt(c.Operands[0]), src, wAccess, false, origin{what: "constant getelementptr source type"})
		}
		r, _ := a.index(src, c.ElemType, constIndices(c.Operands[1:], true))
		if r != nil && c.Typ.IsPtr() {
			t = &tmpl{kind: tPtr, as: c.Typ.AddrSpace, elem: r}
		}
	case ir.OpAddrSpaceCast:
		if len(c.Operands) == 1 {
			if s := a.vt(c.Operands[0]); s != nil && (s.kind == tPtr || s.kind == tLeaf) {
				n := *s
				n.as = c.Typ.AddrSpace
				t = &n
			}
		}
	}
	if t == nil {
		t = a.fresh(c.Typ, origin{what: "constant " + c.Op.String()})
	}
	a.constT[c] = t
	return t
}

// constIndices turns GEP index operands into int64 (-1 when unknown).
// skipFirst drops the first index (the one over the pointer).
func constIndices(ops []ir.Constant, skipFirst bool) []int64 {
	var out []int64
	for i, o := range ops {
		if i == 0 && skipFirst {
			continue
		}
		if ci, ok := o.(*ir.ConstInt); ok {
			out = append(out, ci.Signed())
		} else {
			out = append(out, -1)
		}
	}
	return out
}

func valIndices(ops []ir.Value) []int64 { return appendValIndices(nil, ops) }

// appendValIndices is valIndices appending to out.
func appendValIndices(out []int64, ops []ir.Value) []int64 {
	for i, o := range ops {
		if i == 0 {
			continue
		}
		if ci := splatInt(o); ci != nil {
			out = append(out, ci.Signed())
		} else {
			out = append(out, -1)
		}
	}
	return out
}

// splatInt returns the integer of a constant index: a scalar, or the one
// value of every lane of a vector index (vector getelementptrs index
// struct fields with splats).
func splatInt(v ir.Value) *ir.ConstInt {
	switch x := v.(type) {
	case *ir.ConstInt:
		return x
	case *ir.ConstSplat:
		ci, _ := x.Elem.(*ir.ConstInt)
		return ci
	case *ir.ConstAggregate:
		var first *ir.ConstInt
		for _, e := range x.Elems {
			ci, ok := e.(*ir.ConstInt)
			if !ok || (first != nil && ci.Signed() != first.Signed()) {
				return nil
			}
			first = ci
		}
		return first
	}
	return nil
}

// instrTmpl returns (creating on demand) an instruction's template.
func (a *analysis) instrTmpl(i *ir.Instr) *tmpl {
	if !containsPtr(i.Typ, 0) && i.Op != ir.OpAlloca && i.Op != ir.OpGetElementPtr {
		// Most instructions carry no pointer: one shared template per
		// type, no map entry.
		return a.base(i.Typ)
	}
	if t, ok := a.instrT.get(i); ok {
		if t == making {
			return nil // (a cycle)
		}
		return t
	}
	a.instrT.put(i, making)
	o := origin{what: i.Op.String(), instr: i}
	var t *tmpl
	switch i.Op {
	case ir.OpAlloca:
		e := a.fresh(i.ElemType, origin{what: "alloca type", instr: i})
		a.elemT[i] = e
		t = &tmpl{kind: tPtr, as: i.Typ.AddrSpace, elem: e}
	case ir.OpGetElementPtr:
		src := a.fresh(i.ElemType, origin{what: "getelementptr source type", instr: i})
		a.elemT[i] = src
		a.idx = appendValIndices(a.idx[:0], i.Operands()[1:]) // (index keeps none of it)
		if r, _ := a.index(src, i.ElemType, a.idx); r != nil {
			switch rt := i.Typ; {
			case rt.IsPtr():
				t = &tmpl{kind: tPtr, as: rt.AddrSpace, elem: r}
			case rt.Kind == ir.VectorKind && rt.Elem.IsPtr():
				// A vector getelementptr: every lane points into the
				// source type.
				t = &tmpl{kind: tVector, ty: rt, elem: &tmpl{kind: tPtr, as: rt.Elem.AddrSpace, elem: r}}
			}
		}
	case ir.OpCall, ir.OpInvoke, ir.OpCallBr:
		// A call's result has its own slot, tied to the callee's return
		// by a flow (callEvidence): C converts a returned void* at each
		// call site, so an allocator wrapper's results (SQLite's
		// sqlite3DbMallocRaw) do not merge every object they make into
		// one class.
	case ir.OpExtractValue:
		if at := a.vt(i.Operand(0)); at != nil {
			idx := make([]int64, len(i.Indices()))
			for k, x := range i.Indices() {
				idx[k] = int64(x)
			}
			t, _ = a.index(at, i.Operand(0).Type(), idx)
		}
	case ir.OpInsertValue, ir.OpFreeze:
		t = a.vt(i.Operand(0))
	case ir.OpExtractElement:
		// A lane of a vector of pointers has the vector's element type.
		if vt := a.vt(i.Operand(0)); vt != nil && vt.kind == tVector {
			t = vt.elem
		}
	case ir.OpShuffleVector:
		// Lanes move; the element type stays (typed IR has one element
		// type per vector).
		if vt := a.vt(i.Operand(0)); vt != nil && vt.kind == tVector {
			t = &tmpl{kind: tVector, ty: i.Typ, elem: vt.elem}
		}
	case ir.OpInsertElement:
		if vt := a.vt(i.Operand(0)); vt != nil && vt.kind == tVector {
			t = vt
		}
	}
	if t == nil {
		t = a.fresh(i.Typ, o)
	}
	a.instrT.put(i, t)
	return t
}

// fnSlot is a function stored in a function-pointer slot (a table's
// entry, a struct of callbacks).
type fnSlot struct {
	fn   *ir.Func
	slot slotID // the pointee of the slot: a function type
}

// decideClass gives every slot of class r (a root) type t, saying why: a
// rule after the vote overriding it.
func (a *analysis) decideClass(r slotID, t *ir.Type, why string) {
	for _, m := range a.members[r] {
		a.sol[m] = t
		a.slots[m].decided = why
	}
}
