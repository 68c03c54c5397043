package ptrtype

import (
	"slices"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// TBAA names the field. An optimizing C compiler tags every load and
// store with its struct-path TBAA access tag, `!{!Base, !Access, i64
// Off}`, whose base type node `!{!"S", !T0, i64 O0, !T1, i64 O1, ...}`
// is the C struct S the source expression reads (`p->f`) and Off the
// member's byte offset in it. The tag names the member whatever the
// address looks like: SQLite's `pRet->pParse = pParse` is a plain
// `store ptr %pParse, ptr %pRet` into memory that came from malloc
// (typed IR casts the i8* there), which nothing ties to
// %struct.Returning's first field.
//
// A pointer field of %struct.S with no evidence of its own takes the
// type of the pointers that the accesses tagged (S, Off) read and
// write, when they all agree (a void* member, stored as several types,
// keeps i8*). S must be the module's %struct.S with a member starting at
// every offset the base type node lists, and a pointer at Off. A C++
// module's nodes name mangled types (_ZTS...) and are not used.

const whatTBAAField = "the loads and stores that TBAA tags as this member (struct-path access tags naming "

// tbaaMember returns the template of the pointer member of a named
// struct that access i's TBAA tag names, with the struct and the
// member's byte offset, when the access of type at covers that member
// exactly (nil otherwise).
func (a *analysis) tbaaMember(i *ir.Instr, at *ir.Type, seen map[*ir.MDNode]*ir.Type) (*tmpl, *ir.Type, uint64) {
	s, off, ok := a.tbaaField(i, seen)
	if !ok {
		return nil, nil, 0
	}
	path, ok := fieldAt(a.dl, s, off, at, 0)
	if !ok || len(path) == 0 || !namedFieldPath(s, path) {
		return nil, nil, 0
	}
	ft, _ := a.index(nil, s, path)
	if ft == nil || ft.kind != tLeaf {
		return nil, nil, 0
	}
	return ft, s, off
}

// tbaaField returns the named struct and the byte offset an access
// tag names (ok false: no tag, a scalar tag, or a base type that is no
// struct of the module whose layout the base type node describes).
func (a *analysis) tbaaField(i *ir.Instr, seen map[*ir.MDNode]*ir.Type) (*ir.Type, uint64, bool) {
	var tag *ir.MDNode
	for _, at := range i.MD {
		if at.Kind == "tbaa" {
			tag, _ = at.Node.(*ir.MDNode)
		}
	}
	if tag == nil || tag.Kind != "" || len(tag.Ops) < 3 {
		return nil, 0, false
	}
	base, _ := tag.Ops[0].(*ir.MDNode)
	off, ok := tbaaInt(tag.Ops[2])
	if base == nil || base == tag.Ops[1] || !ok || off < 0 {
		return nil, 0, false // a scalar tag: base and access type are one
	}
	s, done := seen[base]
	if !done {
		s = a.tbaaStruct(base)
		seen[base] = s
	}
	if s == nil {
		return nil, 0, false
	}
	return s, uint64(off), true
}

// tbaaStruct returns the module's struct a TBAA base type node
// describes: %struct.<name>, with a member starting at each of the
// node's offsets (nil otherwise).
func (a *analysis) tbaaStruct(n *ir.MDNode) *ir.Type {
	if n.Kind != "" || len(n.Ops) < 3 || len(n.Ops)%2 != 1 {
		return nil
	}
	name, ok := n.Ops[0].(*ir.MDString)
	if ok && name.S == "" {
		return a.tbaaAnonStruct(n) // (fields_tbaa.go)
	}
	if !ok || strings.HasPrefix(name.S, "_ZTS") {
		return nil
	}
	s := a.m.NamedType("struct." + name.S)
	if s == nil || s.Opaque || s.Kind != ir.StructKind || len(s.Fields) < (len(n.Ops)-1)/2 {
		return nil
	}
	offs, err := a.dl.FieldOffsets(s)
	if err != nil {
		return nil
	}
	for k := 2; k < len(n.Ops); k += 2 {
		o, ok := tbaaInt(n.Ops[k])
		if !ok || o < 0 || !slices.Contains(offs, uint64(o)) {
			return nil
		}
	}
	return s
}

// tbaaInt returns the integer of a metadata operand `i64 N`.
func tbaaInt(md ir.Metadata) (int64, bool) {
	v, ok := md.(*ir.ValueAsMetadata)
	if !ok {
		return 0, false
	}
	c, ok := v.V.(*ir.ConstInt)
	if !ok {
		return 0, false
	}
	return c.Signed(), true
}

// fieldsFromTBAA gives the pointer fields of named structs that have no
// solution the type of the pointers the accesses TBAA tags as them read
// and write, when those agree.
func (a *analysis) fieldsFromTBAA() {
	if a.layout() == nil {
		return
	}
	type target struct {
		s   *ir.Type
		off uint64
	}
	seen := map[*ir.MDNode]*ir.Type{}
	loads := map[ir.Value]slotID{} // the loads of the members (read says which are dereferenced)
	loaded := map[slotID]bool{}    // members read at all
	blind := map[slotID]bool{}     // members stored a pointer whose type no access of its own says
	votes := map[slotID]map[*ir.Type]int{}
	where := map[slotID]target{}
	for _, i := range a.walks.mem { // (the loads and stores, in module order)
		_, at, ok := memAccess(i)
		if !ok || !at.IsPtr() || len(i.MD) == 0 {
			continue
		}
		ft, s, off := a.tbaaMember(i, at, seen)
		if ft == nil {
			continue
		}
		r := a.find(ft.slot)
		if a.sol[r] != nil {
			continue
		}
		switch {
		case i.Op == ir.OpLoad:
			loaded[r] = true
			loads[i] = r
		case !a.typedStore(i.Operand(0)):
			blind[r] = true
		}
		pt := a.accessedPointee(i)
		if pt == nil {
			continue
		}
		if votes[r] == nil {
			votes[r] = map[*ir.Type]int{}
			where[r] = target{s, off}
		}
		votes[r][pt]++
	}
	read := map[slotID]bool{} // members some load of which is dereferenced
	for l := range a.dereferenced(loads) {
		read[loads[l]] = true
	}
	roots := make([]slotID, 0, len(votes))
	for r, vs := range votes {
		if len(vs) == 1 && (read[r] || (!loaded[r] && !blind[r])) {
			roots = append(roots, r)
		}
	}
	slices.Sort(roots)
	for _, r := range roots {
		var t *ir.Type
		for u := range votes[r] {
			t = u
		}
		w := where[r]
		why := whatTBAAField + w.s.String() + " at byte " + strconv.FormatUint(w.off, 10) + ") read and write " + t.String() + "* (tbaa.go)"
		a.decideClass(r, t, why)
	}
}

// dereferenced returns the pointers among q's keys that the module uses
// as an address: of a load or store, or as the base of a getelementptr
// over a type other than i8 (byte arithmetic is what C does with a void*
// too). (Only q's: fieldsFromTBAA asks about a few loads, and a map of
// every address the module uses cost a twentieth of SQLite's Infer.)
func (a *analysis) dereferenced(q map[ir.Value]slotID) map[ir.Value]bool {
	d := map[ir.Value]bool{}
	if len(q) == 0 {
		return d
	}
	for _, i := range a.walks.mem {
		if addr, _, ok := memAccess(i); ok {
			if _, asked := q[addr]; asked {
				d[addr] = true
			}
		}
	}
	for _, i := range a.walks.ptr {
		if i.Op == ir.OpGetElementPtr && i.ElemType != ir.I8 && i.NumOperands() > 0 {
			if _, asked := q[i.Operand(0)]; asked {
				d[i.Operand(0)] = true
			}
		}
	}
	return d
}

// accessedAs reports whether the pointee chosen for v's pointer is what
// its own class's loads, stores or getelementptrs use it as (not only
// what flows into it, nor the type an address was computed over: C
// casts `&a[n]` as it likes), or v's type is fixed (a global, a
// function, an alloca).
func (a *analysis) accessedAs(v ir.Value) bool {
	switch x := v.(type) {
	case *ir.Global, *ir.Func:
		return true
	case *ir.Instr:
		if x.Op == ir.OpAlloca {
			return true
		}
	}
	t := a.vt(v)
	if t == nil || t.kind != tLeaf {
		return false
	}
	r := a.find(t.slot)
	for _, m := range a.members[r] {
		for _, vo := range a.slots[m].votes {
			if (vo.flags&vAccess != 0 || vo.why.what == "getelementptr") && a.inst(vo.t) == a.sol[r] {
				return true
			}
		}
	}
	return false
}

// valuesFromTBAA: a pointer with no evidence of its own that a store
// writes into a member TBAA names whose type the vote decided (T*) is a
// T* — as decidedInside gives a pointer stored
// where the vote decided T* (SQLite's `pDef->xSFunc = xSFunc`, the
// function pointer an out-parameter returned, stored at a byte offset
// of a FuncDef just allocated).
const whatTBAAMember = "stored as the member TBAA names ("

func (a *analysis) valuesFromTBAA() {
	if a.layout() == nil {
		return
	}
	seen := map[*ir.MDNode]*ir.Type{}
	for _, i := range a.walks.mem {
		_, at, ok := memAccess(i)
		if !ok || !at.IsPtr() || len(i.MD) == 0 {
			continue
		}
		if i.Op != ir.OpStore {
			continue
		}
		vt := a.vt(i.Operand(0))
		if vt == nil || vt.kind != tLeaf || a.sol[a.find(vt.slot)] != nil {
			continue
		}
		ft, s, off := a.tbaaMember(i, at, seen)
		if ft == nil {
			continue
		}
		t := a.sol[a.find(ft.slot)]
		if t == nil || t == ir.I8 {
			continue
		}
		why := whatTBAAMember + s.String() + " at byte " + strconv.FormatUint(off, 10) + "), which the vote decided " + t.String() + "* (tbaa.go)"
		a.decideClass(a.find(vt.slot), t, why)
	}
}
