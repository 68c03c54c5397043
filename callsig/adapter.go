package callsig

import (
	"fmt"
	"strings"

	"github.com/irfix/irfix/ir"
)

// AdapterRule recognises a calling convention and builds a correct call
// for a call site written as if the callee had a plain C signature.
type AdapterRule struct {
	// Name identifies the convention in reports ("numba-nopython").
	Name string
	// Match decides whether the rule applies to a wrong mismatch.
	Match func(m *ir.Module, mm *Mismatch) (*AdapterMatch, bool)
	// Build replaces mm.Call with a correct call sequence (canonical
	// modules only) and returns the value that replaces the call's result.
	Build func(m *ir.Module, mm *Mismatch) error
}

// AdapterMatch is what a rule found.
type AdapterMatch struct {
	Rule *AdapterRule
	// Result is the type the adapted call produces (the retptr pointee for
	// Numba).
	Result *ir.Type
	// Explanation lines for Explain: what the convention is and what to do.
	Notes []string
	// Wrapper is a function in the module with exactly the call site's
	// signature that the caller probably meant (Numba's cfunc.<name>).
	Wrapper *ir.Func
}

// Adapters is the table of known calling conventions, tried in order.
var Adapters []*AdapterRule

func init() {
	Adapters = []*AdapterRule{numbaNopython}
}

// numbaNopython is Numba's nopython entry point ABI:
//
//	i32 @f(T* noalias retptr, { i8*, i32, i8*, i8*, i32 }** excinfo, args...)
//
// returning 0 on success and storing the result through retptr. Numba also
// emits `cfunc.<f>` with the plain C signature `T (args...)`.
var numbaNopython = &AdapterRule{
	Name: "numba-nopython",
	Match: func(m *ir.Module, mm *Mismatch) (*AdapterMatch, bool) {
		site, decl := mm.Site, mm.Decl
		if decl.Ret != ir.I32 || decl.Variadic || site.Variadic || len(decl.Params()) < 2 {
			return nil, false
		}
		ret, exc := decl.Params()[0], decl.Params()[1]
		if !ret.IsPtr() || !exc.IsPtr() || !isNumbaExcInfo(exc) {
			return nil, false
		}
		rest := decl.Params()[2:]
		if len(rest) != len(site.Params()) {
			return nil, false
		}
		for k, t := range rest {
			if !sameModuloPointee(t, site.Params()[k]) {
				return nil, false
			}
		}
		result := retSlotType(m, mm.Callee)
		if result == nil {
			// Opaque declaration without evidence: trust the call site.
			result = site.Ret
		}
		if !sameModuloPointee(result, site.Ret) {
			return nil, false
		}
		match := &AdapterMatch{Result: result}
		var names []string
		for _, p := range mm.Callee.Params[2:] {
			names = append(names, "%"+p.Name)
		}
		match.Notes = append(match.Notes,
			"@"+mm.Callee.Name+" follows Numba's nopython ABI: it returns an i32 status, stores its result ("+
				result.String()+") through the first parameter (retptr), takes the exception-info pointer (excinfo) second, then the arguments",
			fmt.Sprintf("the call's %d arguments match parameters 2..%d (%s), and its %s result is what retptr receives",
				len(rest), len(decl.Params())-1, strings.Join(names, ", "), site.Ret))
		if w := m.Func("cfunc." + mm.Callee.Name); w != nil && w.Sig == site {
			match.Wrapper = w
			match.Notes = append(match.Notes, "call @"+w.Name+" instead: it has exactly the signature this call uses")
		} else {
			match.Notes = append(match.Notes, "call Numba's cfunc wrapper (`@cfunc(...)`, symbol cfunc."+mm.Callee.Name+") instead")
		}
		match.Notes = append(match.Notes, "or let irfix repair the call: `irfix fixcalls --fix` passes a return slot and a null excinfo, traps on a non-zero status and loads the result")
		return match, true
	},
	Build: buildNumbaCall,
}

// isNumbaExcInfo accepts an opaque pointer, or the typed
// { i8*, i32, i8*, i8*, i32 }** Numba declares.
func isNumbaExcInfo(t *ir.Type) bool {
	if t.Elem == nil {
		return true
	}
	p := t.Elem
	if !p.IsPtr() || p.Elem == nil {
		return false
	}
	s := p.Elem
	if s.Kind != ir.StructKind || len(s.Fields) != 5 {
		return false
	}
	want := []ir.TypeKind{ir.PointerKind, ir.IntKind, ir.PointerKind, ir.PointerKind, ir.IntKind}
	for k, f := range s.Fields {
		if f.Kind != want[k] {
			return false
		}
	}
	return true
}

// retSlotType finds the type stored through a function's first parameter:
// the pointee of a typed parameter, a typed hint, or the type of the
// stores into it in the body.
func retSlotType(m *ir.Module, f *ir.Func) *ir.Type {
	p := f.Params[0]
	if p.Typ.Elem != nil {
		return p.Typ.Elem
	}
	if m.Hints != nil {
		if t, ok := m.Hints.Values[p]; ok && t.Elem != nil {
			return t.Elem
		}
	}
	var found *ir.Type
	for _, u := range p.Uses() {
		if u.User.Op == ir.OpStore && u.Index == 1 {
			t := u.User.Operand(0).Type()
			if found != nil && found != t {
				return nil
			}
			found = t
		}
	}
	return found
}

func sameModuloPointee(a, b *ir.Type) bool {
	if a == b {
		return true
	}
	return a.IsPtr() && b.IsPtr() && a.AddrSpace == b.AddrSpace
}
