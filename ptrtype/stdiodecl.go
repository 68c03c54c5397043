package ptrtype

import "github.com/irfix/irfix/ir"

// A stdio declaration's FILE* is the library's prototype. fopen returns
// a FILE*, fclose and fread take one, whatever the program does with its
// streams: a program that keeps them in void* members (a reader's user
// data handed to callbacks) calls fclose(pUserData) with a void* that C
// converts at the call, and typed IR has the declaration's FILE* and a
// cast there. The votes of those calls would otherwise type the
// declaration i8*; and a declaration typed FILE* that passed its type on
// would type the void* of every caller. So a FILE* of a stdio
// declaration is a prototype's pointer (slotInfo.void, as libcProto's):
// the prototype decides it, and what flows through it says nothing about
// the callers' pointers, which keep the types their own evidence gives
// (a FILE* local still takes FILE* from the other stdio rules: the
// standard streams, fileFuncs and stdioFileArgs at their own weights do
// not pass through these slots).

// fileDeclIndices returns the indices of f's FILE* pointers (-1: the
// result; f a stdio declaration of fileFuncs or stdioFileArgs), when the
// module has FILE.
func (a *analysis) fileDeclIndices(f *ir.Func) []int {
	if !f.IsDeclaration() || fileType(a.m) == nil {
		return nil
	}
	var idx []int
	if k, ok := fileFuncs[f.Name]; ok {
		idx = append(idx, k)
	}
	return append(idx, stdioFileArgs[f.Name]...)
}

// fileDeclSlots returns the slots of f's FILE* pointers.
func (a *analysis) fileDeclSlots(f *ir.Func) []slotID {
	var out []slotID
	for _, k := range a.fileDeclIndices(f) {
		var t *tmpl
		switch {
		case k == -1:
			t = a.retT[f]
		case k >= 0 && k < len(f.Params):
			t = a.paramT[f.Params[k]]
		}
		if t != nil && t.kind == tLeaf {
			out = append(out, t.slot)
		}
	}
	return out
}

// markFileDecls marks the FILE* of stdio declarations as a prototype's
// pointers (before the evidence is collected: no edge is made to them).
func (a *analysis) markFileDecls() {
	for _, f := range a.m.Funcs {
		for _, s := range a.fileDeclSlots(f) {
			a.slots[s].void = true
		}
	}
}

// fileDecls votes FILE for them as a C library prototype (which decides
// a prototype's pointer: choose), and for the streams the calls pass
// that are a function's own parameter or local variable: a FILE* a
// function writes to, `void dump(FILE *out)` calling fprintf(out, ...),
// has no other evidence. Not a parameter of a function whose address is
// taken (a callback's user data, a void* it converts for fread), nor a
// pointer read from memory other than a local (a void* member): those
// are C's implicit conversions.
func (a *analysis) fileDecls() {
	file := fileType(a.m)
	for _, f := range a.m.Funcs {
		for _, s := range a.fileDeclSlots(f) {
			a.addVote(s, baseT(file), wLibC, false, origin{what: "C library prototype of " + f.Name + ": a FILE* (stdiodecl.go)", fn: f})
		}
		idx := a.fileDeclIndices(f)
		if len(idx) == 0 {
			continue
		}
		eachDirectCall(f, func(call *ir.Instr, args []ir.Value) {
			for _, k := range idx {
				if k < 0 || k >= len(args) || !a.ownStream(args[k]) {
					continue
				}
				if t := a.vt(args[k]); t != nil && t.kind == tLeaf {
					a.addVote(t.slot, baseT(file), wFlow, false, origin{what: "passed as the FILE* of " + f.Name + " (stdiodecl.go)", instr: call, fn: call.Parent.Parent})
				}
			}
		})
	}
}

// ownStream reports whether v is a parameter of a function whose address
// is not taken that it passes to no indirect call (a handle it also hands
// to a callback is the callback's void*), or a load of a local variable (an alloca) that no such
// parameter of an address-taken function is stored into.
func (a *analysis) ownStream(v ir.Value) bool {
	switch x := v.(type) {
	case *ir.Param:
		return !a.addressTaken(x.Parent) && !passedIndirectly(x)
	case *ir.Instr:
		if x.Op != ir.OpLoad {
			return false
		}
		al, ok := x.Operand(0).(*ir.Instr)
		if !ok || al.Op != ir.OpAlloca {
			return false
		}
		for _, u := range al.Uses() {
			st := u.User
			if st == nil || st.Op != ir.OpStore || u.Index != 1 {
				continue
			}
			if p, ok := st.Operand(0).(*ir.Param); ok && a.addressTaken(p.Parent) {
				return false
			}
		}
		return true
	}
	return false
}

// passedIndirectly reports whether p is an argument of an indirect call.
func passedIndirectly(p *ir.Param) bool {
	for _, u := range p.Uses() {
		c := u.User
		if c != nil && u.Index > 0 && (c.Op == ir.OpCall || c.Op == ir.OpInvoke) && c.CalledFunc() == nil {
			return true
		}
	}
	return false
}

// eachDirectCall calls fn for each call of f (f the callee, not an
// argument), with its arguments.
func eachDirectCall(f *ir.Func, fn func(call *ir.Instr, args []ir.Value)) {
	for _, u := range f.Uses() {
		call := u.User
		if call == nil || u.Index != 0 || call.CalledFunc() != f {
			continue
		}
		fn(call, call.Args())
	}
}
