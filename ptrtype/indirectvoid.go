package ptrtype

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// A parameter handed on to a callback that takes a void*. A library
// function given a callback and the callback's data (libsecp256k1's
// secp256k1_ecdh(..., hashfp, data), which calls hashfp(..., data) or
// its built-in hash when hashfp is null) passes the data on, unread:
// it is the void* of the callback's type, and its callers' struct
// pointers convert to it implicitly. The vote gives it what those
// callers pass (a client's struct). The functions that can be called
// there say otherwise: those the callee's value is chosen from (a
// function, a select or phi of them, a parameter of the function and
// then what its direct calls pass for it, or a global holding a
// function), one of which reads its parameter there as bytes by its own
// accesses — a void* or char* each converts inside — and none as
// anything else by its own accesses. The parameter is then i8*; the
// classes depending on it (the callbacks' unused parameters read from
// the calls, tablevoid.go) follow.

const whatIndirectVoid = "C: a void* — only handed on to a call through a function pointer whose function "

// handedOnToVoidCallbacks applies that rule after the vote (the classes
// depending on its decisions are chosen again with the other rules').
func (a *analysis) handedOnToVoidCallbacks() {
	var calls map[*ir.Func][]*ir.Instr
	why := map[slotID]string{}
	bad := map[slotID]bool{}
	var order []slotID
	for _, f := range a.m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		f.Instrs(func(i *ir.Instr) {
			if i.Op != ir.OpCall || i.CalledFunc() != nil {
				return
			}
			if _, ok := i.Callee().(*ir.ConstExpr); ok {
				return
			}
		args:
			for k, v := range i.Args() {
				p, ok := v.(*ir.Param)
				if !ok {
					continue
				}
				c, ok := a.paramClass(f, p.Index)
				if !ok || bad[c] {
					continue
				}
				t := a.sol[c]
				if t == nil || t == ir.I8 || t.Kind == ir.FuncKind || a.decidedByRule(c) || a.spelledClass(c) || !a.onlyPassedOn(c) {
					continue
				}
				if calls == nil {
					calls = a.directCallsByCallee()
				}
				fns := a.calleeFuncs(i.Callee(), f, calls, nil, 0)
				var voids []string
				for _, g := range fns {
					gc, ok := a.paramClass(g, k)
					if !ok || a.onlyPassedOn(gc) || a.decidedByRule(gc) {
						continue // (no evidence of its own there)
					}
					if a.sol[gc] != ir.I8 {
						bad[c] = true
						continue args
					}
					voids = append(voids, "@"+g.Name)
				}
				if len(voids) == 0 {
					continue
				}
				if _, seen := why[c]; !seen {
					order = append(order, c)
				}
				sort.Strings(voids)
				why[c] = whatIndirectVoid + strings.Join(voids, ", ") + " reads its parameter #" + strconv.Itoa(k) + " as bytes (indirectvoid.go)"
			}
		})
	}
	for _, c := range order {
		if !bad[c] {
			a.decideClass(c, ir.I8, why[c])
		}
	}
}

// calleeFuncs returns the defined functions an indirect call's callee v
// (in function f) is chosen from: functions, the arms of selects and
// phis, a global holding a function, and for a parameter of f what f's
// direct calls pass there (one level).
func (a *analysis) calleeFuncs(v ir.Value, f *ir.Func, calls map[*ir.Func][]*ir.Instr, out []*ir.Func, d int) []*ir.Func {
	if d > 4 {
		return out
	}
	switch x := v.(type) {
	case *ir.Func:
		if !x.IsDeclaration() && !containsFunc(out, x) {
			out = append(out, x)
		}
	case *ir.Instr:
		switch x.Op {
		case ir.OpSelect:
			for _, o := range x.Operands()[1:] {
				out = a.calleeFuncs(o, f, calls, out, d+1)
			}
		case ir.OpPhi:
			for _, o := range x.Operands() {
				out = a.calleeFuncs(o, f, calls, out, d+1)
			}
		case ir.OpLoad:
			if g, ok := x.Operand(0).(*ir.Global); ok && g.Init != nil {
				out = a.calleeFuncs(g.Init, f, calls, out, d+1)
			}
		}
	case *ir.Param:
		if f == nil {
			return out
		}
		for _, c := range calls[f] {
			if args := c.Args(); x.Index < len(args) {
				out = a.calleeFuncs(args[x.Index], nil, calls, out, d+1)
			}
		}
	}
	return out
}
