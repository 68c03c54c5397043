package ptrtype

import (
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
			t = a.instrT[x]
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
func (a *analysis) match(t *tmpl, ty *ir.Type, why origin) { a.matchD(t, ty, why, 0) }

func (a *analysis) matchD(t *tmpl, ty *ir.Type, why origin, d int) {
	if t == nil || ty == nil || d > 16 {
		return
	}
	switch t.kind {
	case tLeaf:
		if ty.Kind == ir.PointerKind && ty.Elem != nil {
			a.slots[t.slot].votes = append(a.slots[t.slot].votes, vote{concrete(ty.Elem), wHint, false, why})
		}
	case tPtr:
		if ty.Kind == ir.PointerKind && ty.Elem != nil {
			a.matchD(t.elem, ty.Elem, why, d+1)
		}
	case tArray, tVector:
		if ty.Kind == ir.ArrayKind || ty.Kind == ir.VectorKind {
			a.matchD(t.elem, ty.Elem, why, d+1)
		}
	case tStruct:
		if ty.Kind == ir.StructKind && len(ty.Fields) == len(t.fields) {
			for k := range t.fields {
				a.matchD(t.fields[k], ty.Fields[k], why, d+1)
			}
		}
	case tFunc:
		if ty.Kind == ir.FuncKind && len(ty.Fields) == len(t.fields) {
			a.matchD(t.ret, ty.Ret, why, d+1)
			for k := range t.fields {
				a.matchD(t.fields[k], ty.Fields[k], why, d+1)
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
	"malloc": true, "calloc": true, "realloc": true, "free": true, "aligned_alloc": true, "posix_memalign": true,
	"memcpy": true, "memmove": true, "memset": true, "memcmp": true, "memchr": true,
	"strlen": true, "strcpy": true, "strncpy": true, "strcmp": true, "strncmp": true, "strcat": true,
	"strncat": true, "strchr": true, "strrchr": true, "strstr": true, "strdup": true, "strtok": true,
	"printf": true, "sprintf": true, "snprintf": true, "puts": true, "scanf": true, "sscanf": true,
	"atoi": true, "atol": true, "atof": true, "strtol": true, "strtoul": true, "strtod": true,
	"_Znwm": true, "_Znam": true, "_ZdlPv": true, "_ZdaPv": true, "_ZdlPvm": true, "_ZdaPvm": true,
	"__cxa_allocate_exception": true, "__cxa_free_exception": true, "__cxa_begin_catch": true,
	"__cxa_throw": true, "__cxa_atexit": true, "__cxa_guard_acquire": false,
}

// conventions adds producer-convention evidence.
func (a *analysis) conventions() {
	for _, f := range a.m.Funcs {
		if f.IsDeclaration() && libcVoidPtr[f.Name] {
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
		// Numba entry points: (retptr, excinfo, args...) → i32 status.
		if len(f.Params) >= 2 && f.Params[0].Name == "retptr" && f.Params[1].Name == "excinfo" {
			if t := a.paramT[f.Params[1]]; t != nil && t.kind == tLeaf {
				why := origin{what: "Numba calling convention (excinfo)", val: f.Params[1], fn: f}
				a.addVote(t.slot, concrete(ir.TypedPtr(numbaExcInfo, 0)), wConv, false, why)
			}
		}
	}
}

// solve runs the worklist to a fixed point (bounded).
func (a *analysis) solve() {
	n := len(a.slots)
	a.sol = make([]*ir.Type, n)
	for len(a.deps) < n {
		a.deps = append(a.deps, nil)
	}
	queue := make([]slotID, 0, n)
	inQ := make([]bool, n)
	for s := 0; s < n; s++ {
		queue = append(queue, slotID(s))
		inQ[s] = true
	}
	visits := make([]uint8, n)
	const maxVisits = 24
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		inQ[s] = false
		if visits[s] >= maxVisits {
			continue
		}
		visits[s]++
		nt := a.choose(s)
		if nt == a.sol[s] {
			continue
		}
		a.sol[s] = nt
		for _, d := range a.deps[s] {
			if !inQ[d] {
				inQ[d] = true
				queue = append(queue, d)
			}
		}
	}
	for s := range a.sol {
		if a.sol[s] == nil {
			a.sol[s] = ir.I8
		}
	}
}

type cand struct {
	t *ir.Type
	w float64
}

// choose computes the best pointee for slot s from its evidence.
func (a *analysis) choose(s slotID) *ir.Type {
	info := &a.slots[s]
	var cs []cand
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
	for _, v := range info.votes {
		t := a.inst(v.t)
		if v.decay && t.Kind == ir.ArrayKind {
			add(t.Elem, v.w)
			add(t, v.w*wDecayKeep)
			continue
		}
		add(t, v.w)
	}
	for _, e := range info.edges {
		// A neighbour whose only evidence is this slot echoes it back:
		// not a vote.
		if t := a.sol[e.to]; t != nil && a.independent(e.to, s) {
			add(t, e.w)
		}
	}
	if len(cs) == 0 {
		return nil
	}
	// A named struct (or array) also earns the votes for its first
	// element chain: a zero getelementptr reaches it without a bitcast.
	base := make([]float64, len(cs))
	for k := range cs {
		base[k] = cs[k].w
	}
	for k := range cs {
		for j := range cs {
			if j != k && cs[k].t.IsNamed() && a.firstFieldChain(cs[k].t, cs[j].t) {
				cs[k].w += base[j] * 0.9
			}
		}
	}
	best := 0
	for k := 1; k < len(cs); k++ {
		if cs[k].w > cs[best].w+1e-9 {
			best = k
		}
	}
	// Declarations called with disagreeing types take i8*.
	if info.decl && len(cs) > 1 && cs[best].w < wHint {
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
	return cs[best].t
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
		if t == u {
			return true
		}
	}
	return false
}

// independent reports whether slot t has evidence other than its edges
// to s.
func (a *analysis) independent(t, s slotID) bool {
	info := &a.slots[t]
	if len(info.votes) > 0 {
		return true
	}
	for _, e := range info.edges {
		if e.to != s {
			return true
		}
	}
	return false
}
