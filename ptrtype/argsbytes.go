package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Parameters passed chars. C converts a pointer into a char array or
// string to a struct's pointer only by a cast; it converts one implicitly
// only to a void* (or passes it as the char* it is). A parameter that
// some call passes such a pointer, and that its function uses as nothing
// (no load, store or getelementptr through it: it is only handed on), is
// a char* or a void* — i8* in typed IR either way. The vote may give it a
// struct instead: the struct's pointer comes back to it from the calls it
// hands the parameter on to, or other calls pass one (each cast: the
// parameter is then the void* both convert to). libsecp256k1's
// secp256k1_ecdsa_sign(..., const void *ndata), handed on to the nonce
// function, is given a client's own struct at one call and 32 bytes of
// extra entropy at another; secp256k1_schnorrsig_sign32's `const unsigned
// char *aux_rand32` is handed on to the signing function that
// secp256k1_schnorrsig_sign_custom calls with a client's struct. So a
// parameter of a C function whose class nothing dereferences and no
// source-level fact types, whose direct calls pass, as that argument, a
// pointer to chars at one call at least — the address of an object its
// definition types: into an i8 array or a string (not a void*, which
// converts implicitly to anything, nor a value the vote typed i8, which
// says less: SQLite's parser stack holds many) — is i8*. args.go is the
// rule for two unrelated structs.

const whatArgsBytes = "C: a char* or void* — a call passes it a pointer to chars ("

// charArguments applies that rule after the vote.
func (a *analysis) charArguments() {
	calls := map[*ir.Func][]*ir.Instr{}
	for k := range a.m.Funcs {
		a.walks.calls(k).Instrs(func(i *ir.Instr) {
			if i.Op == ir.OpCall {
				if g, ok := i.Callee().(*ir.Func); ok && !g.IsDeclaration() {
					calls[g] = append(calls[g], i)
				}
			}
		})
	}
	skip := func(f *ir.Func) bool { return strings.HasPrefix(f.Name, "_Z") || len(calls[f]) == 0 }
	a.eachUndereferencedParam(skip, func(f *ir.Func, k int, r slotID) {
		var st *ir.Type
		var bytesAt *ir.Instr
		for _, c := range calls[f] {
			args := c.Args()
			if k >= len(args) {
				return
			}
			if s := a.structArg(args[k]); s != nil {
				if st == nil {
					st = s
				}
			} else if bytesAt == nil && a.charArg(args[k]) {
				bytesAt = c
			}
		}
		if bytesAt == nil {
			return
		}
		why := whatArgsBytes + a.where(origin{instr: bytesAt, fn: bytesAt.Parent.Parent}) + ")"
		if st != nil {
			why += " and another a pointer to a struct (" + st.String() + "): a void*"
		}
		why += ", and its function only hands it on: parameter #" + strconv.Itoa(k) + " of @" + f.Name + " (argsbytes.go)"
		a.decideClass(r, ir.I8, why)
	})
}

// structArg returns the named struct argument v points to: an object's
// address whose type its definition fixes, or a class the vote gave that
// struct that is accessed or indexed as a named struct; else nil.
func (a *analysis) structArg(v ir.Value) *ir.Type {
	if s := a.namedStructArg(v, false); s != nil {
		return s
	}
	t := a.vt(v)
	if t == nil || t.kind != tLeaf {
		return nil
	}
	r := a.find(t.slot)
	if s := a.sol[r]; s != nil && s.IsNamed() && s.Kind == ir.StructKind && !s.Opaque && a.usedAsStruct(r) {
		return s
	}
	return nil
}

// charArg reports whether argument v points to chars: its template, fixed
// by its definition, points to i8 or to an array of i8 (a string, a
// buffer, an element of one). A getelementptr over i8 is chars only where
// its base is: LLVM 19 on writes a member's address as a byte offset of
// its struct.
func (a *analysis) charArg(v ir.Value) bool {
	v = byteGEPBase(v)
	t := a.vt(v)
	if t == nil || (t.kind != tPtr && t.kind != tConcrete) {
		return false
	}
	pt := a.inst(t)
	if pt == nil || !pt.IsPtr() || pt.Elem == nil {
		return false
	}
	e := pt.Elem
	return e == ir.I8 || (e.Kind == ir.ArrayKind && e.Elem == ir.I8)
}

// byteGEPBase returns the pointer v offsets through getelementptrs over
// i8 (instructions or constant expressions), v itself when it is none.
func byteGEPBase(v ir.Value) ir.Value {
	for d := 0; d < 8; d++ {
		switch g := v.(type) {
		case *ir.Instr:
			if g.Op != ir.OpGetElementPtr || g.ElemType != ir.I8 {
				return v
			}
			v = g.Operand(0)
		case *ir.ConstExpr:
			if g.Op != ir.OpGetElementPtr || g.ElemType != ir.I8 {
				return v
			}
			v = g.Operands[0]
		default:
			return v
		}
	}
	return v
}
