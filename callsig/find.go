package callsig

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Class says how bad a mismatch is.
type Class int

const (
	// Harmless mismatches differ only in ways the ABI cannot see.
	Harmless Class = iota
	// Adapter mismatches follow a known calling convention that an entry
	// of Adapters can bridge.
	Adapter
	// Wrong mismatches call a function with arguments or a result it does
	// not have.
	Wrong
)

// String returns "harmless", "adapter" or "wrong".
func (c Class) String() string {
	switch c {
	case Harmless:
		return "harmless"
	case Adapter:
		return "adapter"
	}
	return "wrong"
}

// Position values of a Diff that are not parameter indices.
const (
	ReturnPos = -1 // the return type
	CountPos  = -2 // the number of parameters
	VarargPos = -3 // variadic against fixed
)

// Diff is one position where the call site and the callee disagree.
type Diff struct {
	Pos        int      // parameter index, or ReturnPos/CountPos/VarargPos
	Site, Decl *ir.Type // nil where one side has no such parameter
	Harmless   bool
	Why        string
}

// Mismatch is one call whose call-site type differs from its callee's.
type Mismatch struct {
	Call   *ir.Instr
	Callee *ir.Func // the function the call reaches
	Site   *ir.Type // the call-site function type
	Decl   *ir.Type // the callee's own function type
	Class  Class
	Diffs  []Diff
	// Match is the adapter that bridges the call (Class == Adapter).
	Match *AdapterMatch
	// Via describes how the callee was reached when not directly
	// (e.g. "bitcast constant expression", "alias @a").
	Via string
}

// Find returns every call, invoke and callbr in m whose call-site type
// differs from the type of the function it reaches, in module order.
// Calls through values that cannot be traced to a function (loaded
// function pointers, parameters) are not reported.
func Find(m *ir.Module) []*Mismatch {
	ptrBits := pointerBits(m.DataLayout)
	var out []*Mismatch
	for _, f := range m.Funcs {
		f.Instrs(func(i *ir.Instr) {
			if !i.Op.IsCallLike() || i.ElemType == nil {
				return
			}
			callee, via := resolveCallee(i.Callee())
			if callee == nil || callee.Sig == nil {
				return
			}
			if sameSig(i.ElemType, callee.Sig) {
				return
			}
			mm := &Mismatch{Call: i, Callee: callee, Site: i.ElemType, Decl: callee.Sig, Via: via}
			mm.Diffs = diffSigs(i.ElemType, callee.Sig, len(i.Args()), ptrBits)
			mm.Class = Harmless
			for _, d := range mm.Diffs {
				if !d.Harmless {
					mm.Class = Wrong
				}
			}
			if mm.Class == Wrong {
				for _, a := range Adapters {
					if match, ok := a.Match(m, mm); ok {
						match.Rule = a
						mm.Class, mm.Match = Adapter, match
						break
					}
				}
			}
			out = append(out, mm)
		})
	}
	return out
}

// resolveCallee follows bitcast/addrspacecast (constant expressions and
// instructions) and aliases to a function.
func resolveCallee(v ir.Value) (*ir.Func, string) {
	var via []string
	for depth := 0; depth < 32; depth++ {
		switch x := v.(type) {
		case *ir.Func:
			return x, strings.Join(via, ", ")
		case *ir.ConstExpr:
			if x.Op != ir.OpBitCast && x.Op != ir.OpAddrSpaceCast || len(x.Operands) != 1 {
				return nil, ""
			}
			via = append(via, x.Op.String()+" constant expression")
			v = x.Operands[0]
		case *ir.Instr:
			if x.Op != ir.OpBitCast && x.Op != ir.OpAddrSpaceCast {
				return nil, ""
			}
			via = append(via, x.Op.String()+" instruction")
			v = x.Operand(0)
		case *ir.Alias:
			via = append(via, "alias @"+x.Name)
			v = x.Aliasee
		default:
			return nil, ""
		}
	}
	return nil, ""
}

// sameSig reports whether two function types are identical once typed
// pointers are compared as opaque (typed IR spells the same signature with
// different pointees only through a bitcast, which Find reports as
// harmless; identical types are not reported at all).
func sameSig(a, b *ir.Type) bool { return a == b }

func diffSigs(site, decl *ir.Type, nargs int, ptrBits uint32) []Diff {
	var ds []Diff
	if site.Ret != decl.Ret {
		h, why := abiEquivalent(site.Ret, decl.Ret, ptrBits)
		ds = append(ds, Diff{Pos: ReturnPos, Site: site.Ret, Decl: decl.Ret, Harmless: h, Why: why})
	}
	if site.Variadic != decl.Variadic {
		d := Diff{Pos: VarargPos, Why: varargWhy(site, decl)}
		if site.Variadic && len(site.Params()) == len(decl.Params()) && nargs == len(decl.Params()) {
			// clang calls a function declared without a prototype
			// (K&R `int f();`) through a variadic type; with no variadic
			// argument passed, the callee sees exactly its parameters.
			d.Harmless = true
			d.Why = "called through an unprototyped (K&R) declaration; no variadic arguments are passed"
		}
		ds = append(ds, d)
	}
	sp, dp := site.Params(), decl.Params()
	n := len(sp)
	if len(dp) > n {
		n = len(dp)
	}
	if len(sp) != len(dp) {
		ds = append(ds, Diff{Pos: CountPos, Why: "the call passes " + plural(len(sp), "argument") + ", the function takes " + plural(len(dp), "parameter")})
	}
	for k := 0; k < n; k++ {
		var s, d *ir.Type
		if k < len(sp) {
			s = sp[k]
		}
		if k < len(dp) {
			d = dp[k]
		}
		if s == d {
			continue
		}
		if s == nil || d == nil {
			why := "the function has no such parameter"
			switch {
			case d == nil && decl.Variadic:
				why = "a variadic argument passed as a fixed one"
			case s == nil:
				why = "not passed by the call"
			}
			ds = append(ds, Diff{Pos: k, Site: s, Decl: d, Why: why})
			continue
		}
		h, why := abiEquivalent(s, d, ptrBits)
		ds = append(ds, Diff{Pos: k, Site: s, Decl: d, Harmless: h, Why: why})
	}
	return ds
}

func varargWhy(site, decl *ir.Type) string {
	if decl.Variadic {
		return "the function is variadic but is called as if it had fixed parameters"
	}
	return "the function has fixed parameters but is called as if it were variadic"
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// abiEquivalent reports whether passing a value of type s where d is
// expected is invisible to the ABI.
func abiEquivalent(s, d *ir.Type, ptrBits uint32) (bool, string) {
	switch {
	case s.IsPtr() && d.IsPtr():
		if s.AddrSpace != d.AddrSpace {
			return false, "pointers in different address spaces"
		}
		return true, "pointers differing only in pointee type"
	case s.IsPtr() && d.IsInt(ptrBits), d.IsPtr() && s.IsInt(ptrBits):
		return true, "pointer and i" + strconv.Itoa(int(ptrBits)) + " have the same width in this datalayout"
	case s.Kind == ir.VoidKind || d.Kind == ir.VoidKind:
		return false, "one side returns void"
	}
	return false, "different types"
}

// pointerBits returns the size of pointers in address space 0 from the
// module's datalayout (64 when the datalayout is malformed).
func pointerBits(dl string) uint32 {
	l, err := ir.ParseDataLayout(dl)
	if err != nil {
		return 64
	}
	return l.PtrBits(0)
}
