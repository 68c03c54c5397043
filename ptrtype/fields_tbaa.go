package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// TBAA of a struct without a tag. C's `typedef struct { ... } T;` has no
// struct tag, so clang's struct-path TBAA base type node for it has an
// empty name, `!{!"", !T0, i64 O0, ...}`, while the IR type keeps the
// typedef's name (%struct.T). The node still describes the struct: the
// offsets of its members and what each is (a pointer, an integer, a
// floating-point number, a nested struct's own node). tbaaAnonStruct
// takes for such a node the one named struct of the module whose
// layout it describes — every member at the start of a field of the
// kind the member's type node says, every pointer field listed — and
// none when several structs fit (two typedefs of one layout).

// maxTBAANest bounds the nesting of struct nodes followed.
const maxTBAANest = 8

// tbaaAnonStruct returns the module's one named struct whose layout the
// untagged struct node n describes (nil: none, or several).
func (a *analysis) tbaaAnonStruct(n *ir.MDNode) *ir.Type {
	var found *ir.Type
	for _, t := range a.m.Types {
		if t.Opaque || t.Kind != ir.StructKind || !t.IsNamed() {
			continue
		}
		if !a.tbaaDescribes(n, t, 0) {
			continue
		}
		if found != nil {
			return nil
		}
		found = t
	}
	return found
}

// tbaaDescribes reports whether struct node n fits struct type s.
func (a *analysis) tbaaDescribes(n *ir.MDNode, s *ir.Type, depth int) bool {
	if depth > maxTBAANest || n.Kind != "" || len(n.Ops) < 3 || len(n.Ops)%2 != 1 || (len(n.Ops)-1)/2 > len(s.Fields) {
		return false
	}
	offs, err := a.dl.FieldOffsets(s)
	if err != nil {
		return false
	}
	listed := make([]bool, len(s.Fields))
	for k := 1; k+1 < len(n.Ops); k += 2 {
		tn, ok := n.Ops[k].(*ir.MDNode)
		off, ok2 := tbaaInt(n.Ops[k+1])
		if !ok || !ok2 || off < 0 {
			return false
		}
		f := -1
		for j, o := range offs {
			if o == uint64(off) && (f < 0 || a.sized(s.Fields[f]) == 0) {
				f = j
			}
		}
		if f < 0 {
			return false
		}
		listed[f] = true
		ft := s.Fields[f]
		for ft.Kind == ir.ArrayKind {
			ft = ft.Elem
		}
		if !a.tbaaMemberFits(tn, ft, depth) {
			return false
		}
	}
	for j, f := range s.Fields {
		if f.IsPtr() && !listed[j] {
			return false
		}
	}
	return true
}

// sized returns t's size (0 when unknown).
func (a *analysis) sized(t *ir.Type) uint64 {
	sz, err := a.dl.Size(t)
	if err != nil {
		return 0
	}
	return sz
}

// tbaaMemberFits reports whether member type node tn fits a field of
// type ft (arrays already peeled to their element).
func (a *analysis) tbaaMemberFits(tn *ir.MDNode, ft *ir.Type, depth int) bool {
	if len(tn.Ops) == 0 {
		return false
	}
	name, _ := tn.Ops[0].(*ir.MDString)
	if name == nil {
		return false
	}
	switch tbaaScalarKind(name.S) {
	case 'p':
		return ft.IsPtr()
	case 'c':
		return true // char, _Bool, a union: any bytes
	case 'f':
		return ft.IsFloat()
	case 'i':
		return ft.Kind == ir.IntKind
	}
	if ft.Kind != ir.StructKind {
		return false
	}
	if name.S != "" && ft.IsNamed() && !sameTag(ft.Name, name.S) {
		return false
	}
	return a.tbaaDescribes(tn, ft, depth+1)
}

// sameTag reports whether IR struct name n is clang's name for C tag
// tag: struct.tag, or struct.tag.N for a second type of that name.
func sameTag(n, tag string) bool {
	rest, ok := strings.CutPrefix(n, "struct."+tag)
	if !ok {
		return false
	}
	if rest == "" {
		return true
	}
	if len(rest) < 2 || rest[0] != '.' {
		return false
	}
	for _, c := range rest[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// tbaaScalarKind classifies a TBAA scalar type node's name: 'p' a
// pointer, 'c' a character type (aliases everything), 'f' floating
// point, 'i' an integer, 0 not a scalar name (a struct's node).
func tbaaScalarKind(name string) byte {
	switch name {
	case "any pointer", "vtable pointer":
		return 'p'
	case "omnipotent char", "_Bool", "bool":
		return 'c'
	case "float", "double", "long double", "_Float16", "__fp16", "__bf16", "__float128":
		return 'f'
	case "int", "short", "long", "long long", "__int128", "wchar_t", "char16_t", "char32_t", "signed char", "unsigned char":
		return 'i'
	}
	if strings.HasPrefix(name, "p") && len(name) > 2 && name[1] >= '1' && name[1] <= '9' && strings.Contains(name, " ") {
		return 'p' // clang 20+'s typed pointer nodes: "p1 int", "p2 omnipotent char"
	}
	if strings.HasPrefix(name, "any p") && strings.HasSuffix(name, " pointer") {
		return 'p'
	}
	return 0
}

// tbaaMemberTies ties the pointer a load reads, or a store writes, to
// the member its struct-path TBAA tag names, when the address is not
// already a typed getelementptr to a member. In typed IR the access
// is to the member at its own type, whatever the address looks like
// now: a byte offset from a void* (`pMP3->onRead` in a callback given
// pMP3 as its void* user data), a getelementptr over another type. A
// load's tie is an equality through memory, as a load through a typed
// address is; a store's is the store's own (joined after the other
// ties, and only when both sides agree: copies.go), as C converts what
// it stores. An access at offset 0 of the pointer it is made through is
// left to that pointer's own evidence (its first member): the tag does
// not say whether the pointer was the struct's or a void* converted.
func (a *analysis) tbaaMemberTies() {
	if a.layout() == nil {
		return
	}
	seen := map[*ir.MDNode]*ir.Type{}
	for _, i := range a.walks.mem {
		addr, at, ok := memAccess(i)
		if !ok || i.Op != ir.OpLoad || !at.IsPtr() || len(i.MD) == 0 {
			continue
		}
		ft, s, off := a.tbaaMember(i, at, seen)
		if ft == nil {
			continue
		}
		if t := a.vt(addr); t != nil && t.kind == tPtr && t.elem != nil && t.elem.kind == tLeaf && a.slots[t.elem.slot].owner != nil {
			// Already that member (a typed getelementptr), or another
			// struct's member at the same address (a union's members,
			// the union typed as its largest): left to the address.
			continue
		}
		if _, o, ok := constOffsetBase(a.dl, addr); !ok || o == 0 {
			continue
		}
		a.eq(ft, a.instrTmpl(i), wAccess, origin{what: whatByteField + strconv.FormatUint(off, 10) + " of a " + s.String() + " as its TBAA tag names it (that member: fields_tbaa.go)", instr: i, fn: i.Parent.Parent})
	}
}

// typedStore reports whether a pointer stored into a member says what
// the member holds: its own accesses type it (accessedAs), or the vote
// made it a function pointer — a callback handed in as a parameter and
// stored for later is no user data, since C converts no function
// pointer to a void* implicitly.
func (a *analysis) typedStore(v ir.Value) bool {
	if a.accessedAs(v) {
		return true
	}
	t := a.vt(v)
	if t == nil || t.kind != tLeaf {
		return false
	}
	p := a.sol[a.find(t.slot)]
	return p != nil && p.Kind == ir.FuncKind
}
