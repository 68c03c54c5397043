package ad

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// cloneBody copies f's blocks and instructions into g (which has none),
// f's parameters standing for primal's, without debug attachments, debug
// records and llvm.dbg.* calls: the derivative's instructions are new code
// whose locations would point into another function's subprogram. ir.CloneFunc copies all of those (new records,
// new metadata wrappers) into a separate function whose parameters then
// have to be replaced use by use; for a derivative that is discarded work
// and garbage on every function differentiated.
//
// Instructions are found again by block and position (a slice per block)
// rather than through one map entry per instruction. origin, when not
// nil, receives each copy's original (for ptrtype's answers and the
// report).
func cloneBody(f, g *ir.Func, primal []*ir.Param, origin map[ir.Value]ir.Value) {
	blocks := make(map[*ir.Block]int, len(f.Blocks))
	clones := make([][]*ir.Instr, len(f.Blocks))
	// The copies live in one array (one allocation instead of one per
	// instruction; they live and die with the derivative together).
	total := 0
	for _, b := range f.Blocks {
		total += len(b.Instrs)
	}
	slab := make([]ir.Instr, total)
	pos := make([][]int32, len(f.Blocks)) // original position -> index in clones (-1: dropped)
	for bi, b := range f.Blocks {
		blocks[b] = bi
		nb := g.NewBlock(b.Name)
		// Room for the forward sweep's shadow code and pushes, which
		// are inserted into these blocks next (growing each block's
		// slice by doubling would copy it and leave the old one behind).
		list := make([]*ir.Instr, 0, 2*len(b.Instrs)+2)
		p := make([]int32, len(b.Instrs))
		for k, i := range b.Instrs {
			if isDbgCall(i) {
				p[k] = -1
				continue
			}
			c := &slab[0]
			slab = slab[1:]
			shellOf(c, i)
			c.Pos = i.Pos
			p[k] = int32(len(list))
			list = append(list, c)
			if origin != nil {
				origin[c] = i
			}
		}
		nb.Instrs = list[:0] // Append fills it in place
		nb.Append(list...)
		clones[bi], pos[bi] = list, p
	}
	if origin != nil {
		for k, p := range f.Params {
			origin[primal[k]] = p
		}
	}
	block := func(b *ir.Block) *ir.Block {
		if bi, ok := blocks[b]; ok {
			return g.Blocks[bi]
		}
		return b
	}
	var mapV func(v ir.Value) ir.Value
	mapV = func(v ir.Value) ir.Value {
		switch x := v.(type) {
		case *ir.Instr:
			if b := x.Parent; b != nil && b.Parent == f {
				if bi, ok := blocks[b]; ok {
					if k := x.Index(); k >= 0 && pos[bi][k] >= 0 {
						return clones[bi][pos[bi][k]]
					}
				}
			}
		case *ir.Param:
			if x.Parent == f {
				return primal[x.Index]
			}
		case *ir.Block:
			return block(x)
		case *ir.MetadataValue:
			if md := cloneLocalMD(x.MD, mapV); md != x.MD {
				return &ir.MetadataValue{MD: md}
			}
		}
		return v
	}
	var nops []ir.Value // scratch: SetOperands copies it
	for bi, b := range f.Blocks {
		for k, i := range b.Instrs {
			if pos[bi][k] < 0 {
				continue
			}
			c := clones[bi][pos[bi][k]]
			ops := i.Operands()
			if len(ops) > 0 {
				nops = nops[:0]
				for _, v := range ops {
					nops = append(nops, mapV(v))
				}
				c.SetOperands(nops)
			}
			for j, s := range c.Succs() {
				c.Succs()[j] = block(s)
			}
			for j, s := range c.Incoming() {
				c.Incoming()[j] = block(s)
			}
			for j, bnd := range c.Bundles() {
				in := make([]ir.Value, len(bnd.Inputs))
				for n, v := range bnd.Inputs {
					in[n] = mapV(v)
				}
				c.Bundles()[j] = ir.OperandBundle{Tag: bnd.Tag, Inputs: in}
			}
		}
	}
}

// isDbgCall reports whether i calls an llvm.dbg.* intrinsic.
func isDbgCall(i *ir.Instr) bool {
	if i.Op != ir.OpCall {
		return false
	}
	cf := i.CalledFunc()
	return cf != nil && strings.HasPrefix(cf.Name, "llvm.dbg.")
}

// shellOf copies into c (a zero Instr) i's fields other than its
// operands, metadata attachments and debug records (ir's cloneShell
// without the debug information).
func shellOf(c, i *ir.Instr) {
	c.Op, c.Typ, c.Name, c.Flags, c.FMF, c.Pred = i.Op, i.Typ, i.Name, i.Flags, i.FMF, i.Pred
	c.Align, c.Ordering, c.FailOrdering = i.Align, i.Ordering, i.FailOrdering
	c.RMWOp, c.Tail, c.ElemType = i.RMWOp, i.Tail, i.ElemType
	if s := i.SyncScope(); s != "" {
		c.SetSyncScope(s)
	}
	if i.Op.IsCallLike() {
		c.SetCC(i.CC())
		c.SetAttrs(i.Attrs().Clone())
		if bs := i.Bundles(); len(bs) > 0 {
			c.SetBundles(append([]ir.OperandBundle(nil), bs...))
		}
	}
	if s := i.Succs(); len(s) > 0 {
		c.SetSuccs(append([]*ir.Block(nil), s...))
	}
	if s := i.Incoming(); len(s) > 0 {
		c.SetIncoming(append([]*ir.Block(nil), s...))
	}
	if x := i.Indices(); len(x) > 0 {
		c.SetIndices(append([]uint32(nil), x...))
	}
	if x := i.Mask(); len(x) > 0 {
		c.SetMask(append([]int32(nil), x...))
	}
	if x := i.Clauses(); len(x) > 0 {
		c.SetClauses(append([]ir.ClauseKind(nil), x...))
	}
}

// cloneLocalMD maps the function-local values a metadata operand wraps.
func cloneLocalMD(md ir.Metadata, mapV func(ir.Value) ir.Value) ir.Metadata {
	switch md := md.(type) {
	case *ir.ValueAsMetadata:
		if nv := mapV(md.V); nv != md.V {
			return &ir.ValueAsMetadata{V: nv}
		}
	case *ir.DIArgList:
		changed := false
		args := make([]*ir.ValueAsMetadata, len(md.Args))
		for k, a := range md.Args {
			args[k] = a
			if nv := mapV(a.V); nv != a.V {
				args[k] = &ir.ValueAsMetadata{V: nv}
				changed = true
			}
		}
		if changed {
			return &ir.DIArgList{Args: args}
		}
	}
	return md
}
