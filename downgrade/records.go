package downgrade

import (
	"slices"

	"github.com/irfix/irfix/internal/slab"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// dbgIntrinsic names the intrinsic each record kind becomes.
var dbgIntrinsic = map[ir.DbgRecordKind]string{
	ir.DbgValue: "llvm.dbg.value", ir.DbgDeclare: "llvm.dbg.declare",
	ir.DbgAssign: "llvm.dbg.assign", ir.DbgLabel: "llvm.dbg.label",
}

// dbgDecl returns (declaring if needed) the debug intrinsic for kind.
func (l *lowerer) dbgDecl(kind ir.DbgRecordKind, nargs int) *ir.Func {
	if f := l.dbgFns[kind]; f != nil {
		return f // Module.Func is a scan of every function: once per kind
	}
	if l.dbgFns == nil {
		l.dbgFns = map[ir.DbgRecordKind]*ir.Func{}
	}
	name := dbgIntrinsic[kind]
	if f := l.m.Func(name); f != nil {
		l.dbgFns[kind] = f
		return f
	}
	ps := make([]*ir.Type, nargs)
	for k := range ps {
		ps[k] = ir.MetaType
	}
	f := ir.NewFunc(name, ir.FuncOf(ir.Void, ps, false))
	// The attributes LLVM gives these intrinsics (Intrinsics.td:
	// IntrNoMem, IntrSpeculatable, IntrWillReturn + defaults); memory(none)
	// is lowered to readnone for readers before 16 by lowerAttrSet.
	f.Attrs.Fn = ir.AttrSet{{Kind: ir.AttrNoCallback}, {Kind: ir.AttrNoFree}, {Kind: ir.AttrNoSync},
		{Kind: ir.AttrNoUnwind}, {Kind: ir.AttrSpeculatable}, {Kind: ir.AttrWillReturn},
		{Kind: ir.AttrMemory, Int: uint64(ir.MemoryAll(ir.NoModRef))}}
	l.m.AddFunc(f)
	l.dbgFns[kind] = f
	return f
}

// recordCalls turns debug records into llvm.dbg.* calls in front of
// the instruction they are attached to, block by block (dialect calls
// block on each block before lowering its instructions, so that the
// block's instructions are walked once for both). #dbg_declare_value has
// no intrinsic form and is dropped (counted in the report).
type recordCalls struct {
	l      *lowerer
	assign bool       // lower assignment tracking too
	vals   []ir.Value // a call's operands, reused
	calls  slab.Slab[ir.Instr]
	mvs    slab.Slab[ir.MetadataValue]
	dbg    slab.Slab[ir.MDAttachment]
}

func (l *lowerer) newRecordCalls() *recordCalls {
	return &recordCalls{l: l, assign: !l.t.Has(target.DIAssignID)}
}

// block turns b's records into calls.
func (rc *recordCalls) block(b *ir.Block) {
	l := rc.l
	var out []*ir.Instr // stays nil for a block without records
	for k, i := range b.Instrs {
		if rc.assign {
			l.lowerAssignTracking(i)
		}
		recs := i.DbgRecords()
		if out == nil {
			if len(recs) == 0 {
				i.SetDbgRecords(nil)
				continue
			}
			out = make([]*ir.Instr, k, len(b.Instrs)+len(recs))
			copy(out, b.Instrs[:k])
		}
		for _, r := range recs {
			if r.Kind == ir.DbgDeclareValue || len(r.Ops) == 0 {
				l.rep.DbgRecordsDropped++
				continue
			}
			args := r.Ops[:len(r.Ops)-1]
			dl := r.Ops[len(r.Ops)-1]
			decl := l.dbgDecl(r.Kind, len(args))
			rc.vals = append(rc.vals[:0], decl) // SetOperands copies them
			ms := rc.mvs.Carve(len(args))
			for k, a := range args {
				if a == nil {
					a = &ir.MDNode{}
				}
				ms[k].MD = a
				rc.vals = append(rc.vals, &ms[k])
			}
			c := &rc.calls.Carve(1)[0]
			c.Op, c.Typ = ir.OpCall, ir.Void
			c.SetOperands(rc.vals)
			c.ElemType = decl.Sig
			c.Parent = b
			if dl != nil {
				c.MD = rc.dbg.Carve(1)
				c.MD[0] = ir.MDAttachment{Kind: "dbg", Node: dl}
			}
			out = append(out, c)
			l.rep.DbgRecordsToCalls++
		}
		i.SetDbgRecords(nil)
		out = append(out, i)
	}
	if out != nil {
		b.Instrs = out
	}
}

// lowerAssignTracking turns i's assignment tracking into plain debug
// values, for readers before LLVM 16: #dbg_assign(val, var, expr, id,
// addr, addrexpr, loc) becomes #dbg_value(val, var, expr, loc), and the
// !DIAssignID attachment goes. (Called by recordCalls.block on every
// instruction before its records become calls: one walk for both.)
func (l *lowerer) lowerAssignTracking(i *ir.Instr) {
	// Looked for before SetMD: storing the (unchanged) list back into
	// every instruction was a sixth of dialect's time on libclc.
	for _, a := range i.MD {
		if a.Kind == "DIAssignID" {
			i.SetMD("DIAssignID", nil)
			break
		}
	}
	for k, r := range i.DbgRecords() {
		if r.Kind == ir.DbgAssign && len(r.Ops) == 7 {
			i.DbgRecords()[k] = &ir.DbgRecord{Kind: ir.DbgValue, Ops: []ir.Metadata{r.Ops[0], r.Ops[1], r.Ops[2], r.Ops[6]}}
			l.rep.DbgAssignsLowered++
		}
	}
}

// dropUnusedDecl removes the declaration named name when nothing refers
// to it: no instruction operand (tracked uses), and no constant — an
// initializer, aliasee, resolver, personality, prefix, prologue, or a
// constant expression operand — that contains it. A reference found
// anywhere keeps it.
func (l *lowerer) dropUnusedDecl(name string) {
	m := l.m
	k := slices.IndexFunc(m.Funcs, func(f *ir.Func) bool { return f.Name == name })
	if k < 0 || !m.Funcs[k].IsDeclaration() || ir.NumUses(m.Funcs[k]) > 0 {
		return
	}
	d := m.Funcs[k]
	found := false
	refers := func(c ir.Constant) bool {
		if c == nil || found {
			return found
		}
		ir.MapConstant(c, func(x ir.Constant) ir.Constant {
			if x == ir.Constant(d) {
				found = true
			}
			return x
		})
		return found
	}
	for _, g := range m.Globals {
		refers(g.Init)
	}
	for _, a := range m.Aliases {
		refers(a.Aliasee)
	}
	for _, i := range m.IFuncs {
		refers(i.Resolver)
	}
	for _, f := range m.Funcs {
		refers(f.Personality)
		refers(f.Prefix)
		refers(f.Prologue)
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				for _, v := range i.Operands() {
					// A global value operand is a tracked use (counted
					// above); constants built from one are not.
					if _, gv := v.(ir.GlobalValue); gv {
						continue
					}
					if c, ok := v.(ir.Constant); ok {
						refers(c)
					}
				}
			}
		}
	}
	if !found {
		m.Funcs = slices.Delete(m.Funcs, k, k+1)
	}
}
