package downgrade

import (
	"strconv"
	"strings"
	"unsafe"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// Check lists every reason reader t would reject m as it is, one Problem
// per construct (with its first location and how many places have it),
// each naming the irfix command that fixes it.
func Check(m *ir.Module, t target.Target) []Problem {
	s := newScanner(m, t)
	if s.checksMD() {
		s.pos, s.where = ir.Pos{}, "debug info"
		m.WalkMetadata(s.mdNode, nil)
	}
	s.rest()
	return s.out
}

func newScanner(m *ir.Module, t target.Target) *scanner {
	return &scanner{m: m, t: t, idx: map[string]int{}, seenC: map[ir.Constant]bool{}}
}

type scanner struct {
	m     *ir.Module
	t     target.Target
	out   []Problem
	idx   map[string]int
	seenC map[ir.Constant]bool
	// okTypes remembers types found to be expressible, by address (types
	// are interned and no longer change when the scan runs): most
	// instructions and operands have one of a few types, and
	// Target.HasType walks the type each time.
	okTypes [okTypesLen]*ir.Type
	// context of the current place
	pos   ir.Pos
	where string
	// inInstr: where is built on demand from fn, block and k (an
	// instruction's place), since most instructions have no problem.
	inInstr bool
	fn      string
	block   *ir.Block
	bi, k   int
}

// place returns the text of the current place for a Problem.
func (s *scanner) place() string {
	if s.inInstr {
		bn := s.block.Name
		if bn == "" {
			bn = "<block " + strconv.Itoa(s.bi) + ">"
		}
		return "@" + s.fn + " %" + bn + " instr " + strconv.Itoa(s.k)
	}
	return s.where
}

func (s *scanner) add(construct string, f target.Feature) {
	key := construct
	if i, ok := s.idx[key]; ok {
		s.out[i].Count++
		return
	}
	fix := "irfix downgrade IN --target " + s.t.String()
	if f.Until != 0 && s.t.Major >= f.Until {
		fix = "irfix upgrade IN --target " + s.t.String()
	}
	s.idx[key] = len(s.out)
	s.out = append(s.out, Problem{File: s.m.File, Pos: s.pos, Where: s.place(), Construct: construct,
		Need: need(f), Target: s.t, Fix: fix, Count: 1})
}

// okTypesLen is the number of okTypes entries (a power of two).
const okTypesLen = 256

// hasType reports whether the target has ty, remembering a yes.
func (s *scanner) hasType(ty *ir.Type) (target.Feature, bool) {
	c := &s.okTypes[(uintptr(unsafe.Pointer(ty))>>4)&(okTypesLen-1)]
	if *c == ty {
		return target.Feature{}, true
	}
	f, ok := s.t.HasType(ty)
	if ok {
		*c = ty
	}
	return f, ok
}

func (s *scanner) typ(ty *ir.Type) {
	if ty == nil {
		return
	}
	f, ok := s.hasType(ty)
	if ok {
		return
	}
	switch {
	case f.Name == "opaque pointer (ptr)":
		s.addMode(f.Name, "needs an opaque-pointer reader (this reader reads typed pointers only)", "irfix downgrade IN --target "+s.t.String())
	case strings.HasPrefix(f.Name, "typed pointer"):
		s.addMode("typed pointer", "needs a typed-pointer reader (LLVM 14, or 15/16 with -opaque-pointers=0)", "irfix upgrade IN --target "+s.t.String())
	default:
		s.add(f.Name, f)
	}
}

// addMode records a pointer-mode problem (its Need text is not a version
// range).
func (s *scanner) addMode(construct, needText, fix string) {
	if i, ok := s.idx[construct]; ok {
		s.out[i].Count++
		return
	}
	s.idx[construct] = len(s.out)
	s.out = append(s.out, Problem{File: s.m.File, Pos: s.pos, Where: s.place(), Construct: construct,
		Need: needText, Target: s.t, Fix: fix, Count: 1})
}

func (s *scanner) attrSet(as ir.AttrSet, fnLevel bool) {
	for _, a := range as {
		if a.Kind == ir.AttrNone {
			continue
		}
		if !s.t.HasAttr(a.Kind) {
			name := a.Kind.String()
			if f := ir.AttrInfos[a.Kind].Form; f != ir.FormFlag && f != ir.FormOptInt {
				name += "(...)"
			}
			s.add(name+" attribute", target.Attr(a.Kind))
			continue
		}
		switch a.Kind {
		case ir.AttrMemory:
			me := ir.MemoryEffects(a.Int)
			if me.Get(ir.MemErrno) != me.Get(ir.MemOther) && !s.t.Has(target.MemErrno) {
				s.add("errnomem location in memory(...)", target.MemErrno)
			}
			if (me.Get(ir.MemTarget0) != me.Get(ir.MemOther) || me.Get(ir.MemTarget1) != me.Get(ir.MemOther)) && !s.t.Has(target.MemTargetMem) {
				s.add("target_mem location in memory(...)", target.MemTargetMem)
			}
		case ir.AttrUWTable:
			if a.Int == 1 && !s.t.Has(target.BitcodeUWTableKind) {
				s.add("uwtable(sync) attribute", target.BitcodeUWTableKind)
			}
		}
	}
}

func (s *scanner) attrList(l ir.AttrList) {
	s.attrSet(l.Fn, true)
	s.attrSet(l.Ret, false)
	for _, p := range l.Params {
		s.attrSet(p, false)
	}
}

// checksMD reports whether the target lacks something a metadata node can
// say (mdNode has anything to find).
func (s *scanner) checksMD() bool {
	if !s.t.Has(target.DIExprCompare) {
		return true
	}
	for _, r := range target.MDTags {
		if !s.t.Has(r.Feature) {
			return true
		}
	}
	return false
}

// mdNode checks one metadata node; Check calls it for every node the
// module reaches (named metadata, attachments, debug records, metadata
// operands), each once, with the place "debug info".
func (s *scanner) mdNode(n *ir.MDNode) {
	if !s.t.Has(target.DIExprCompare) && exprCompares(n) {
		s.add(target.DIExprCompare.Name, target.DIExprCompare)
	}
	for _, r := range target.MDTags {
		if n.Kind != r.Kind || s.t.Has(r.Feature) {
			continue
		}
		if name, num, k := nodeTag(n); k >= 0 && (name == r.Tag || name == "" && num == r.TagValue) {
			s.add(r.Feature.Name, r.Feature)
		}
	}
}

// rest checks everything but metadata nodes (after mdNode, so problems
// keep their order: debug info first).
func (s *scanner) rest() { s.restWith(nil) }

// restWith is rest calling each (when not nil) on every instruction just
// before checking it: Lower walks the instructions' metadata from there,
// one walk over the instructions for both.
func (s *scanner) restWith(each func(*ir.Instr)) {
	for _, st := range s.m.Types {
		s.where = "%" + st.Name
		for _, f := range st.Fields {
			s.typ(f)
		}
	}
	for _, g := range s.m.Globals {
		s.pos, s.where = g.Pos, "@"+g.Name
		s.typ(g.Typ)
		s.typ(g.ValueType)
		s.constant(g.Init)
		s.attrSet(g.Attrs, false)
	}
	for _, a := range s.m.Aliases {
		s.pos, s.where = a.Pos, "@"+a.Name
		s.typ(a.Typ)
		s.constant(a.Aliasee)
	}
	for _, f := range s.m.Funcs {
		s.pos, s.where = f.Pos, "@"+f.Name
		s.typ(f.Typ)
		s.typ(f.Sig)
		s.attrList(f.Attrs)
		s.constant(f.Personality)
		s.constant(f.Prefix)
		s.constant(f.Prologue)
		if nf, ok := target.IntrinsicFeature(f.Name); ok && !s.t.Has(nf) && len(f.Uses()) > 0 {
			s.add(nf.Name, nf)
		}
		if n := s.t.IntrinsicName(f.Name); n != f.Name {
			s.add("intrinsic "+f.Name, target.Feature{Since: renameSince(f.Name)})
		}
		for bi, b := range f.Blocks {
			s.inInstr, s.fn, s.block, s.bi = true, f.Name, b, bi
			for k, i := range b.Instrs {
				if each != nil {
					each(i)
				}
				s.pos, s.k = i.Pos, k
				s.instr(i)
			}
			s.inInstr = false
		}
	}
}

// merge adds the problems of o (a scanner of the same module and target
// that ran after s) to s, as if s had found them.
func (s *scanner) merge(o *scanner) {
	for _, p := range o.out {
		if k, ok := s.idx[p.Construct]; ok {
			s.out[k].Count += p.Count
			continue
		}
		s.idx[p.Construct] = len(s.out)
		s.out = append(s.out, p)
	}
}

func renameSince(name string) int {
	for _, r := range target.IntrinsicRenames {
		if r.New == name {
			return r.Since
		}
	}
	return 0
}

func (s *scanner) instr(i *ir.Instr) {
	s.typ(i.Typ)
	if i.ElemType != nil {
		s.typ(i.ElemType)
	}
	if bad := s.t.UnsupportedFlags(i.Op, i.Flags); bad != 0 {
		for _, r := range target.Flags {
			if bad&r.Flag != 0 {
				for _, o := range r.Ops {
					if o == i.Op {
						s.add(r.Feature.Name, r.Feature)
					}
				}
			}
		}
	}
	if i.FMF != 0 && !s.t.HasFastMath(i.Op) {
		s.add(target.FastMathOnFPCasts.Name, target.FastMathOnFPCasts)
	}
	if i.Op == ir.OpAtomicRMW && !s.t.HasRMW(i.RMWOp) {
		s.add(target.RMWFeature(i.RMWOp).Name, target.RMWFeature(i.RMWOp))
	}
	if i.Op == ir.OpPtrToAddr && !s.t.Has(target.PtrToAddr) {
		s.add(target.PtrToAddr.Name, target.PtrToAddr)
	}
	if i.Op.IsCallLike() {
		s.attrList(i.Attrs())
	}
	for _, r := range i.DbgRecords() {
		if !s.t.Has(target.DebugRecords) {
			s.add(target.DebugRecords.Name, target.DebugRecords)
		} else if r.Kind == ir.DbgDeclareValue && !s.t.Has(target.DbgDeclareValue) {
			s.add(target.DbgDeclareValue.Name, target.DbgDeclareValue)
		}
	}
	for _, v := range i.Operands() {
		if c, ok := v.(ir.Constant); ok {
			s.constant(c)
		}
	}
}

func (s *scanner) constant(c ir.Constant) {
	if c == nil {
		return
	}
	switch c.(type) {
	case ir.GlobalValue:
		return
	case *ir.ConstInt, *ir.ConstFloat, *ir.ConstNull, *ir.Undef, *ir.Poison:
		// A leaf whose type the target has adds nothing; skipping seenC
		// for it (most operands are such leaves) saves a hash of every
		// operand. A leaf of a missing type goes the counted way below.
		if _, ok := s.hasType(c.Type()); ok {
			return
		}
	}
	if s.seenC[c] {
		return
	}
	s.seenC[c] = true
	s.typ(c.Type())
	switch x := c.(type) {
	case *ir.ConstExpr:
		if !s.t.HasConstExpr(x.Op) {
			f, _ := target.ConstExprFeature(x.Op)
			if f.Name == "" {
				f = target.Feature{Name: x.Op.String() + " constant expression", Since: 99}
			}
			s.add(f.Name, f)
		}
		if bad := s.t.UnsupportedFlags(x.Op, x.Flags); bad != 0 {
			if f, ok := target.FlagFeature(x.Op, bad); ok {
				s.add(f.Name, f)
			}
		}
		if x.HasInRange {
			if x.InRangeIndex < 0 && !s.t.Has(target.GEPInRangeRange) {
				s.add(target.GEPInRangeRange.Name, target.GEPInRangeRange)
			} else if x.InRangeIndex >= 0 && !s.t.Has(target.GEPInRangeIndex) {
				s.add(target.GEPInRangeIndex.Name, target.GEPInRangeIndex)
			}
		}
		for _, o := range x.Operands {
			s.constant(o)
		}
	case *ir.ConstAggregate:
		for _, e := range x.Elems {
			s.constant(e)
		}
	case *ir.ConstSplat:
		if !s.t.Has(target.Splat) {
			s.add(target.Splat.Name, target.Splat)
		}
		s.constant(x.Elem)
	case *ir.ConstPtrAuth:
		if !s.t.Has(target.PtrAuth) {
			s.add(target.PtrAuth.Name, target.PtrAuth)
		}
	}
}
