package downgrade

import (
	"github.com/irfix/irfix/ir"
)

// expandCttzElts replaces the calls of one llvm.experimental.cttz.elts
// declaration (LLVM 18: the index of a vector's first non-zero element,
// its length when there is none, or poison then when the flag says so;
// clang-22 -O2 makes it from loops that search an array, libwebp's
// palette search) for readers that lack it: older readers accept the
// declaration, but their code generators cannot compile the call (lli:
// "Symbols not found"). A fixed vector <N x iK> is compared with zero,
// its N lanes read as an iN (lane 0 the least significant bit, as
// bitcast lays them out), and llvm.cttz.iN(x, false) counts them: N when
// none is set, a defined value where the original may be poison; the
// count is widened or narrowed to the result type. Calls on scalable
// vectors stay (nothing reports them yet). It returns whether no call is
// left.
func (l *lowerer) expandCttzElts(f *ir.Func) bool {
	replaced := map[*ir.Func]map[*ir.Instr]ir.Value{}
	for _, u := range append([]ir.Use(nil), f.Uses()...) {
		c := u.User
		if u.Index != 0 || c.Op != ir.OpCall || len(c.Args()) != 2 {
			continue
		}
		v := c.Args()[0]
		vt, rt := v.Type(), c.Typ
		if vt.Kind != ir.VectorKind || vt.Scalable || vt.Elem.Kind != ir.IntKind || rt.Kind != ir.IntKind || vt.Len == 0 || vt.Len > 1<<16 {
			continue
		}
		bd := ir.NewBuilder(c.Parent)
		bd.SetInsertBefore(c)
		bd.Dbg = c.Dbg()
		mask := v
		if vt.Elem.Bits != 1 {
			mask = bd.ICmp(ir.ICmpNE, v, ir.Null(vt))
		}
		nt := ir.IntType(uint32(vt.Len))
		bits := bd.Cast(ir.OpBitCast, mask, nt)
		if recs := c.DbgRecords(); len(recs) > 0 {
			bits.SetDbgRecords(recs)
			c.SetDbgRecords(nil)
		}
		n, err := bd.CallIntrinsic("llvm.cttz", nt, []*ir.Type{nt}, bits, ir.Int(ir.I1, 0))
		if err != nil {
			continue // (a module with another @llvm.cttz.iN: left as it is)
		}
		var res ir.Value = n
		switch {
		case rt.Bits > nt.Bits:
			res = bd.Cast(ir.OpZExt, n, rt)
		case rt.Bits < nt.Bits:
			res = bd.Cast(ir.OpTrunc, n, rt)
		}
		if ri, ok := res.(*ir.Instr); ok {
			ri.Name = c.Name
		}
		ir.ReplaceAllUsesWith(c, res)
		fn := c.Parent.Parent
		if replaced[fn] == nil {
			replaced[fn] = map[*ir.Instr]ir.Value{}
		}
		replaced[fn][c] = res
		c.Erase()
		l.rep.IntrinsicsExpanded++
	}
	for fn, repl := range replaced {
		fn.ReplaceMetadataUses(repl)
	}
	return len(f.Uses()) == 0
}
