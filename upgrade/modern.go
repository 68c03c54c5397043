package upgrade

import (
	"github.com/irfix/irfix/internal/attrorder"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// legacyMemKinds are the function attributes memory(...) replaced.
var legacyMemKinds = []ir.AttrKind{ir.AttrReadNone, ir.AttrReadOnly, ir.AttrWriteOnly,
	ir.AttrArgMemOnly, ir.AttrInaccessibleMemOnly, ir.AttrInaccessibleMemOrArgMemOnly}

// MemoryFromLegacy folds the legacy function attributes of s into one
// memory(...) attribute (LLVM's own upgrade rule: the access kind from
// readnone/readonly/writeonly, restricted to the locations argmemonly/
// inaccessiblememonly/inaccessiblemem_or_argmemonly name). ok is false
// when s has none of them.
func MemoryFromLegacy(s ir.AttrSet) (ir.MemoryEffects, bool) {
	found := false
	for _, k := range legacyMemKinds {
		if s.Has(k) {
			found = true
		}
	}
	if !found {
		return 0, false
	}
	mr := ir.ModRefRW
	switch {
	case s.Has(ir.AttrReadNone):
		mr = ir.NoModRef
	case s.Has(ir.AttrReadOnly) && s.Has(ir.AttrWriteOnly):
		mr = ir.NoModRef
	case s.Has(ir.AttrReadOnly):
		mr = ir.Ref
	case s.Has(ir.AttrWriteOnly):
		mr = ir.Mod
	}
	var me ir.MemoryEffects
	switch {
	case s.Has(ir.AttrArgMemOnly):
		me = me.With(ir.MemArg, mr)
	case s.Has(ir.AttrInaccessibleMemOnly):
		me = me.With(ir.MemInaccessible, mr)
	case s.Has(ir.AttrInaccessibleMemOrArgMemOnly):
		me = me.With(ir.MemArg, mr).With(ir.MemInaccessible, mr)
	default:
		me = ir.MemoryAll(mr)
	}
	return me, true
}

func modernFnAttrs(s ir.AttrSet) (ir.AttrSet, bool) {
	me, ok := MemoryFromLegacy(s)
	if !ok {
		return s, false
	}
	for _, k := range legacyMemKinds {
		s = s.Without(k)
	}
	if !s.Has(ir.AttrMemory) {
		s = s.With(ir.Attr{Kind: ir.AttrMemory, Int: uint64(me)})
	}
	return attrorder.Sort(s), true
}

func modernParamAttrs(s ir.AttrSet) (ir.AttrSet, bool) {
	if !s.Has(ir.AttrNoCapture) {
		return s, false
	}
	s = s.Without(ir.AttrNoCapture)
	if !s.Has(ir.AttrCaptures) {
		s = s.With(ir.Attr{Kind: ir.AttrCaptures, Int: uint64(ir.CapNone)})
	}
	return attrorder.Sort(s), true
}

func modernAttrList(l ir.AttrList) (ir.AttrList, int) {
	n := 0
	var ch bool
	if l.Fn, ch = modernFnAttrs(l.Fn); ch {
		n++
	}
	for i, p := range l.Params {
		if l.Params[i], ch = modernParamAttrs(p); ch {
			n++
		}
	}
	return l, n
}

// modernAttrs rewrites every function and call-site attribute list; with
// todo set (scan's answer for an opaque module), only the call sites of
// the functions it flags workAttrs.
func modernAttrs(m *ir.Module, todo map[*ir.Func]work) int {
	n := 0
	for _, f := range m.Funcs {
		var k int
		f.Attrs, k = modernAttrList(f.Attrs)
		n += k
		if todo != nil && todo[f]&workAttrs == 0 {
			continue
		}
		f.Instrs(func(i *ir.Instr) {
			if i.Op.IsCallLike() {
				var k int
				var a ir.AttrList
				a, k = modernAttrList(i.Attrs())
				i.SetAttrs(a)
				n += k
			}
		})
	}
	return n
}

// remangleIntrinsics renames intrinsic declarations for opaque pointers
// (typed names recorded in typed[f], the function's typed pointer type)
// and old names to their pointer-overloaded forms; declarations that end
// up with the same name are merged.
func remangleIntrinsics(m *ir.Module, typed map[*ir.Func]*ir.Type) int {
	n := 0
	byName := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		byName[f.Name] = f
	}
	var keep []*ir.Func
	for _, f := range m.Funcs {
		if !f.IsIntrinsic() {
			keep = append(keep, f)
			continue
		}
		name := f.Name
		if ft := typed[f]; ft != nil && ft.Elem != nil && ft.Elem.Kind == ir.FuncKind {
			name = target.RemangleIntrinsic(name, ft.Elem, ft.Elem.Opaqued())
		}
		name = target.ModernIntrinsicName(name)
		if name == f.Name {
			keep = append(keep, f)
			continue
		}
		n++
		if other := byName[name]; other != nil && other != f && other.Sig == f.Sig {
			m.ReplaceAllUses(f, other)
			delete(byName, f.Name)
			continue
		}
		delete(byName, f.Name)
		f.Name = name
		byName[name] = f
		keep = append(keep, f)
	}
	m.Funcs = keep
	return n
}

// Debug intrinsic names and the record kinds they become.
var dbgIntrinsics = map[string]ir.DbgRecordKind{
	"llvm.dbg.value":   ir.DbgValue,
	"llvm.dbg.declare": ir.DbgDeclare,
	"llvm.dbg.assign":  ir.DbgAssign,
	"llvm.dbg.label":   ir.DbgLabel,
}

// dbgToRecords turns debug intrinsic calls into records on the next
// instruction; with todo set (scan's answer for an opaque module), in the
// functions it flags workDbg only.
func dbgToRecords(m *ir.Module, todo map[*ir.Func]work) int {
	n := 0
	var dropped []*ir.Instr
	defer func() { ir.DropOperandsOf(dropped) }()
	for _, f := range m.Funcs {
		if todo != nil && todo[f]&workDbg == 0 {
			continue
		}
		for _, b := range f.Blocks {
			var out []*ir.Instr // nil until the block's first debug call
			var pending []*ir.DbgRecord
			for k, i := range b.Instrs {
				if r := asRecord(i); r != nil {
					if out == nil {
						out = make([]*ir.Instr, k, len(b.Instrs))
						copy(out, b.Instrs[:k])
					}
					pending = append(pending, r)
					dropped = append(dropped, i)
					i.Parent = nil
					n++
					continue
				}
				if len(pending) > 0 {
					i.SetDbgRecords(append(pending, i.DbgRecords()...))
					pending = nil
				}
				if out != nil {
					out = append(out, i)
				}
			}
			if out == nil {
				continue // no debug call: the block stays as it is
			}
			if len(pending) > 0 && len(out) > 0 { // malformed block without terminator
				last := out[len(out)-1]
				last.SetDbgRecords(append(last.DbgRecords(), pending...))
			}
			b.Instrs = out
		}
	}
	return n
}

// recordCell is a record and the operands of a dbg.value, dbg.declare or
// dbg.label (with the location: at most four) in one heap object: a
// debug-info module has one for every variable location it tracks.
type recordCell struct {
	r   ir.DbgRecord
	ops [4]ir.Metadata
}

// newRecord returns a record of kind with room for n operands.
func newRecord(kind ir.DbgRecordKind, n int) *ir.DbgRecord {
	if n > len(recordCell{}.ops) {
		return &ir.DbgRecord{Kind: kind, Ops: make([]ir.Metadata, 0, n)}
	}
	c := &recordCell{r: ir.DbgRecord{Kind: kind}}
	c.r.Ops = c.ops[:0:n]
	return &c.r
}

// dbgArgs is how many arguments each debug intrinsic has.
var dbgArgs = map[ir.DbgRecordKind]int{ir.DbgValue: 3, ir.DbgDeclare: 3, ir.DbgAssign: 6, ir.DbgLabel: 1}

func asRecord(i *ir.Instr) *ir.DbgRecord {
	if i.Op != ir.OpCall {
		return nil
	}
	f := i.CalledFunc()
	if f == nil {
		return nil
	}
	kind, ok := dbgIntrinsics[f.Name]
	if !ok {
		return nil
	}
	want := dbgArgs[kind]
	args := i.Args()
	if len(args) != want {
		return nil
	}
	r := newRecord(kind, want+1)
	for _, a := range args {
		mv, ok := a.(*ir.MetadataValue)
		if !ok {
			return nil
		}
		r.Ops = append(r.Ops, mv.MD)
	}
	dl := i.Dbg()
	if dl == nil {
		return nil // a record needs a location; keep the call
	}
	r.Ops = append(r.Ops, dl)
	return r
}
