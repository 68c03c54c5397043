package ptrtype

import "github.com/irfix/irfix/ir"

// Allocator wrappers and hooks. C converts an allocator's void* at each
// call site, so a function that only hands on what malloc, calloc or
// realloc returned (libwebp's WebPSafeMalloc, tree-sitter's
// ts_calloc_default) returns a void*, whatever its callers make of the
// memory; and a function that only hands its parameter on to free
// (tree-sitter's driver hook c_free_fn) takes a void*. Tying each
// caller's result or argument to the wrapper's slot would make every
// object allocated or freed through it vote for one type, and that type
// come back to the others' locals (a TSRange* in every char* local).
//
// The evidence, from the IR alone:
//   - an allocator is malloc, calloc, realloc or aligned_alloc, a
//     defined function every return of which hands on an allocator's
//     result (through locals it only loads and stores, phis, selects,
//     null), never reading or writing through it nor passing it to
//     anything but a void* runtime function, a deallocator or a
//     comparison; or a call through a function-pointer global whose
//     initializer is an allocator (a hook);
//   - a deallocator's parameter is free's, realloc's first, or a
//     defined function's parameter used the same raw way and handed to
//     a deallocator's parameter (or a call through a hook whose
//     initializer is a deallocator).
// A hook is a global holding a function pointer whose initializer is
// one of those.
//
// What it does: the return of a generic allocator wrapper (one that
// takes the size from its caller: a constant size makes objects of one
// type, a typed constructor's) is void*, as a C library prototype's,
// decided before its callers; so is the parameter of a deallocator whose
// address is taken (a hook's callback: a typed free function called
// directly keeps what its callers pass). Their void* counts for a
// caller's pointer only where nothing else names a type: each call's
// result takes what its own uses give. With those, a call through a
// hook needs nothing more: the hook's function type follows its
// initializer.

// allocInfo is what markAllocators finds.
type allocInfo struct {
	allocs map[*ir.Func]bool    // functions returning fresh memory
	freed  map[*ir.Param]bool   // parameters handed to a deallocator
	hooks  map[*ir.Global]bool  // function-pointer globals initialized with one of those
	frees  map[*ir.Func][]bool  // per function, which parameters are freed
	rawMem map[*ir.Instr]string // memo of localOnly
	slots  map[slotID]bool      // the allocators' returns and the freed parameters
	hooked map[*ir.Param]bool   // freed parameters also handed to a custom hook (allocator_hooks.go)
}

// allocatorNeighbour reports whether slot s is an allocator wrapper's
// return or a deallocator's parameter: its void* says nothing of the
// objects its callers make or free, so the vote counts it for a caller's
// pointer only where no other candidate names a type (as a void* stored,
// void.go).
func (a *analysis) allocatorNeighbour(s slotID) bool {
	return a.allocs != nil && a.allocs.slots[s]
}

const whatFreed = "a deallocator's void* parameter (handed on to free): every caller's pointer converts to it (allocator.go)"

// markAllocators finds the module's allocator wrappers, deallocators and
// hooks (allocator.go) and makes the freed parameters of address-taken
// deallocators void*, untied from their callers (allocatorReturns does
// the returns, after the evidence). Called once the functions' templates
// are made, before the evidence.
func (a *analysis) markAllocators() {
	ai := &allocInfo{allocs: map[*ir.Func]bool{}, freed: map[*ir.Param]bool{}, hooks: map[*ir.Global]bool{},
		frees: map[*ir.Func][]bool{}, rawMem: map[*ir.Instr]string{}, slots: map[slotID]bool{}, hooked: map[*ir.Param]bool{}}
	for _, f := range a.m.Funcs {
		if !f.IsDeclaration() {
			continue
		}
		switch f.Name {
		case "malloc", "calloc", "aligned_alloc":
			ai.allocs[f] = true
		case "realloc":
			ai.allocs[f] = true
			ai.markFreed(f, 0)
		case "free":
			ai.markFreed(f, 0)
		}
	}
	if len(ai.allocs) == 0 && len(ai.frees) == 0 {
		return
	}
	for round := 0; round < 8; round++ {
		changed := false
		for _, g := range a.m.Globals {
			if ai.hooks[g] || g.Init == nil {
				continue
			}
			if fn, ok := g.Init.(*ir.Func); ok && (ai.allocs[fn] || len(ai.frees[fn]) > 0) {
				ai.hooks[g] = true
				changed = true
			}
		}
		for _, f := range a.m.Funcs {
			if f.IsDeclaration() {
				continue
			}
			if !ai.allocs[f] && f.Sig.Ret.IsPtr() && ai.returnsAllocation(f) {
				ai.allocs[f] = true
				changed = true
			}
			for _, p := range f.Params {
				if !ai.freed[p] && p.Typ.IsPtr() && ai.handsToFree(p) {
					ai.markFreed(f, p.Index)
					changed = true
				}
			}
		}
		if !changed {
			break
		}
	}
	a.allocs = ai
	why := func(f *ir.Func) origin { return origin{what: whatFreed, fn: f} }
	for p := range ai.freed {
		if p.Parent.IsDeclaration() {
			continue
		}
		t := a.paramT[p]
		if t != nil && t.kind == tLeaf {
			ai.slots[t.slot] = true
		}
		if !a.addressTaken(p.Parent) && !ai.hooked[p] {
			continue // (a typed free function's parameter takes its callers' type)
		}
		if t != nil && t.kind == tLeaf {
			a.addVote(t.slot, baseT(ir.I8), wLibC, false, why(p.Parent))
			a.slots[t.slot].void = true
		}
	}
}

func (ai *allocInfo) markFreed(f *ir.Func, k int) {
	if k >= len(f.Params) {
		return
	}
	if ai.frees[f] == nil {
		ai.frees[f] = make([]bool, len(f.Params))
	}
	ai.frees[f][k] = true
	ai.freed[f.Params[k]] = true
}

// allocatorReturns makes the returns of the allocator wrappers void*,
// as a C library prototype's (the vote decides them first, and their
// callers' results are no class with them). Called after the evidence:
// the callers' results keep the wrapper's void* as a neighbour's vote,
// which counts only where their own uses name no struct (void.go).
func (a *analysis) allocatorReturns() {
	if a.allocs == nil {
		return
	}
	for f := range a.allocs.allocs {
		if f.IsDeclaration() {
			continue // (a C library prototype already)
		}
		if t := a.retT[f]; t != nil && t.kind == tLeaf {
			a.allocs.slots[t.slot] = true
			a.addVote(t.slot, baseT(ir.I8), wLibC, false, origin{what: whatAllocatorProto, fn: f})
			a.slots[t.slot].void = true
			a.slots[t.slot].decl = true
		}
	}
}

const whatAllocatorProto = "C library prototype's void*: an allocator wrapper hands on what malloc returns, each caller converts it (allocator.go)"

// isAllocatorCall reports whether i is a call to an allocator (directly
// or through a hook initialized with one).
func (ai *allocInfo) isAllocatorCall(i *ir.Instr) bool {
	if i.Op != ir.OpCall && i.Op != ir.OpInvoke {
		return false
	}
	if f, ok := i.Callee().(*ir.Func); ok {
		return ai.allocs[f]
	}
	if l, ok := i.Callee().(*ir.Instr); ok && l.Op == ir.OpLoad {
		if g, ok := l.Operand(0).(*ir.Global); ok && ai.hooks[g] {
			if fn, ok := g.Init.(*ir.Func); ok {
				return ai.allocs[fn]
			}
		}
	}
	return false
}

// freesArg reports whether call i hands its argument k to a deallocator.
func (ai *allocInfo) freesArg(i *ir.Instr, k int) bool {
	if i.Op != ir.OpCall && i.Op != ir.OpInvoke {
		return false
	}
	var fn *ir.Func
	if f, ok := i.Callee().(*ir.Func); ok {
		fn = f
	} else if l, ok := i.Callee().(*ir.Instr); ok && l.Op == ir.OpLoad {
		if g, ok := l.Operand(0).(*ir.Global); ok && ai.hooks[g] {
			fn, _ = g.Init.(*ir.Func)
		}
	}
	if fn == nil {
		return false
	}
	fr := ai.frees[fn]
	return k < len(fr) && fr[k]
}

// rawFamily gathers the values that carry one pointer around a function
// without using its memory: the value itself, locals it is stored into
// (allocas only loaded and stored), their loads, phis, selects. ok is
// false when some use reads, writes or indexes through it or hands it to
// anything but a void* runtime function, a deallocator or a return.
// sources receives the values flowing in (stored into those locals, phi
// and select operands) that are not themselves in the family.
type rawWalk struct {
	ai      *allocInfo
	seen    map[ir.Value]bool
	sources []ir.Value
	freed   bool // handed to a deallocator
	ret     bool // returned
	bad     bool
	// hooks allows handing the pointer to indirect calls (a custom
	// deallocator's hook: allocator_hooks.go); hooked says it was.
	hooks, hooked bool
}

func (w *rawWalk) visit(v ir.Value, d int) {
	if w.bad || w.seen[v] {
		return
	}
	if d > 64 {
		w.bad = true
		return
	}
	w.seen[v] = true
	tr, ok := v.(ir.Tracked)
	if !ok {
		return
	}
	for _, u := range tr.Uses() {
		i := u.User
		switch i.Op {
		case ir.OpRet:
			w.ret = true
		case ir.OpICmp, ir.OpPtrToInt:
		case ir.OpPhi, ir.OpSelect, ir.OpBitCast, ir.OpAddrSpaceCast:
			if i.Op == ir.OpSelect && u.Index == 0 {
				w.bad = true
				return
			}
			w.visit(i, d+1)
			for k, o := range i.Operands() {
				if i.Op == ir.OpSelect && k == 0 {
					continue
				}
				w.source(o, d+1)
			}
		case ir.OpStore:
			if u.Index != 0 {
				w.bad = true // (written through)
				return
			}
			al, ok := i.Operand(1).(*ir.Instr)
			if !ok || al.Op != ir.OpAlloca || !w.localOnly(al) {
				w.bad = true
				return
			}
			w.visitLocal(al, d+1)
		case ir.OpCall, ir.OpInvoke:
			k := u.Index - 1
			if k < 0 {
				w.bad = true
				return
			}
			if f, ok := i.Callee().(*ir.Func); ok && (isVoidPtrRuntime(f.Name) || f.IsIntrinsic()) && !w.ai.freesArg(i, k) {
				if f.Name == "memcpy" || f.Name == "memmove" || f.Name == "memset" || f.IsIntrinsic() {
					continue // (raw bytes: the memory stays untyped)
				}
				w.bad = true
				return
			}
			if w.ai.freesArg(i, k) {
				w.freed = true
				continue
			}
			if w.hooks && indirectCall(i) { // (allocator_hooks.go)
				w.hooked = true
				continue
			}
			w.bad = true
			return
		default:
			w.bad = true
			return
		}
	}
}

// visitLocal adds alloca al's loads and the values stored into it.
func (w *rawWalk) visitLocal(al *ir.Instr, d int) {
	if w.bad || w.seen[al] {
		return
	}
	w.seen[al] = true
	for _, u := range al.Uses() {
		i := u.User
		switch i.Op {
		case ir.OpLoad:
			w.visit(i, d+1)
		case ir.OpStore:
			w.source(i.Operand(0), d+1)
		}
	}
}

func (w *rawWalk) source(v ir.Value, d int) {
	if w.bad || w.seen[v] {
		return
	}
	if d > 64 {
		w.bad = true
		return
	}
	if _, ok := v.(*ir.ConstNull); ok {
		return
	}
	if i, ok := v.(*ir.Instr); ok {
		switch i.Op {
		case ir.OpLoad:
			if al, ok := i.Operand(0).(*ir.Instr); ok && al.Op == ir.OpAlloca && w.localOnly(al) {
				w.visitLocal(al, d+1)
				w.visit(i, d+1)
				return
			}
		case ir.OpPhi, ir.OpSelect, ir.OpBitCast, ir.OpAddrSpaceCast:
			w.visit(i, d+1)
			for k, o := range i.Operands() {
				if i.Op == ir.OpSelect && k == 0 {
					continue
				}
				w.source(o, d+1)
			}
			return
		}
	}
	w.sources = append(w.sources, v)
	w.visit(v, d+1)
}

// localOnly reports whether alloca al holds one pointer and is only
// loaded and stored into (never its address passed or indexed).
func (w *rawWalk) localOnly(al *ir.Instr) bool {
	if r, ok := w.ai.rawMem[al]; ok {
		return r == "y"
	}
	ok := al.ElemType != nil && al.ElemType.IsPtr()
	for _, u := range al.Uses() {
		if !ok {
			break
		}
		switch u.User.Op {
		case ir.OpLoad:
		case ir.OpStore:
			ok = u.Index == 1
		default:
			ok = false
		}
	}
	w.ai.rawMem[al] = map[bool]string{true: "y", false: "n"}[ok]
	return ok
}

// returnsAllocation reports whether every value f returns is an
// allocator's result (or null), carried raw.
func (ai *allocInfo) returnsAllocation(f *ir.Func) bool {
	w := &rawWalk{ai: ai, seen: map[ir.Value]bool{}}
	any := false
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if i.Op == ir.OpRet && len(i.Operands()) == 1 {
				any = true
				w.source(i.Operand(0), 0)
			}
		}
	}
	if !any || w.bad || len(w.sources) == 0 {
		return false
	}
	real := false
	for _, s := range w.sources {
		i, ok := s.(*ir.Instr)
		if !ok {
			return false
		}
		switch {
		case ai.isAllocatorCall(i) && !fixedSize(i), bumpAllocation(i, f): // (allocator_bump.go)
			real = true
		case indirectCall(i): // a custom allocation hook (allocator_hooks.go)
		default:
			return false
		}
	}
	return real
}

// fixedSize reports whether allocation call i asks for a size the
// function itself fixes: an integer argument that is a constant above
// one, or a product or shift by one (`calloc(1, sizeof(ALPHDecoder))`,
// `malloc(n * sizeof(HTreeGroup))`). A function that fixes the size
// makes objects of one type, its own; a generic allocator takes the size
// from its caller, who chooses the type.
func fixedSize(i *ir.Instr) bool {
	big := func(v ir.Value) bool {
		c, ok := v.(*ir.ConstInt)
		return ok && c.Big == nil && c.V > 1
	}
	for k, v := range i.Args() {
		if !v.Type().IsInt() {
			continue
		}
		if f, ok := i.Callee().(*ir.Func); ok && f.Name == "aligned_alloc" && k == 0 {
			continue // (the alignment)
		}
		if big(v) {
			return true
		}
		if x, ok := v.(*ir.Instr); ok && (x.Op == ir.OpMul || x.Op == ir.OpShl) && (big(x.Operand(1)) || (x.Op == ir.OpMul && big(x.Operand(0)))) {
			return true
		}
	}
	return false
}

// handsToFree reports whether parameter p is carried raw to a
// deallocator (and nowhere else but comparisons and raw byte functions).
func (ai *allocInfo) handsToFree(p *ir.Param) bool {
	w := &rawWalk{ai: ai, seen: map[ir.Value]bool{}, hooks: true}
	w.visit(p, 0)
	if w.bad || !w.freed || w.ret {
		return false
	}
	for _, s := range w.sources {
		if s != ir.Value(p) {
			return false // (another pointer shares its locals)
		}
	}
	if w.hooked {
		ai.hooked[p] = true
	}
	return true
}
