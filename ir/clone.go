package ir

// ValueMap maps values of an original function to their clones.
type ValueMap map[Value]Value

// Map returns the clone of v, or v itself when it was not cloned (constants,
// globals, values from outside the cloned function).
func (m ValueMap) Map(v Value) Value {
	if c, ok := m[v]; ok {
		return c
	}
	return v
}

// CloneFunc returns a deep copy of f named name (not added to any module)
// and the map from f's params, blocks and instructions to the copy's. The
// clone has the same signature; attributes, metadata attachments and debug
// records are copied (metadata nodes themselves are shared).
func CloneFunc(f *Func, name string) (*Func, ValueMap) {
	g := &Func{GlobalCommon: f.GlobalCommon, Sig: f.Sig, CC: f.CC, Attrs: f.Attrs.Clone(), GC: f.GC,
		Prefix: f.Prefix, Prologue: f.Prologue, Personality: f.Personality}
	g.useList = useList{}
	g.Name = name
	g.Parent = nil
	g.MD = append([]MDAttachment(nil), f.MD...)
	vm := ValueMap{}
	for _, p := range f.Params {
		q := &Param{Typ: p.Typ, Name: p.Name, Parent: g, Index: p.Index}
		g.Params = append(g.Params, q)
		vm[p] = q
	}
	for _, b := range f.Blocks {
		vm[b] = g.NewBlock(b.Name)
	}
	// Create instructions first (without operands) so forward references
	// (phis, uses before defs in block order) map correctly.
	clones := make([]*Instr, 0)
	for _, b := range f.Blocks {
		nb := vm[b].(*Block)
		for _, i := range b.Instrs {
			c := cloneShell(i)
			nb.Append(c)
			vm[i] = c
			clones = append(clones, c)
		}
	}
	n := 0
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			c := clones[n]
			n++
			ops := make([]Value, len(i.operands))
			for k, v := range i.operands {
				ops[k] = vm.Map(v)
			}
			c.SetOperands(ops)
			for k, s := range i.Succs() {
				c.Succs()[k] = vm.Map(s).(*Block)
			}
			for k, s := range i.Incoming() {
				c.Incoming()[k] = vm.Map(s).(*Block)
			}
			for k, bnd := range i.Bundles() {
				in := make([]Value, len(bnd.Inputs))
				for j, v := range bnd.Inputs {
					in[j] = vm.Map(v)
				}
				c.Bundles()[k] = OperandBundle{Tag: bnd.Tag, Inputs: in}
			}
		}
	}
	// Function-local metadata (dbg records and metadata arguments)
	// referring to cloned values.
	for _, c := range clones {
		for k, r := range c.DbgRecords() {
			nr := &DbgRecord{Kind: r.Kind, Ops: make([]Metadata, len(r.Ops))}
			for j, md := range r.Ops {
				nr.Ops[j] = mapLocalMD(md, vm)
			}
			c.DbgRecords()[k] = nr
		}
		for k, v := range c.operands {
			if mv, ok := v.(*MetadataValue); ok {
				if nmd := mapLocalMD(mv.MD, vm); nmd != mv.MD {
					c.SetOperand(k, &MetadataValue{MD: nmd})
				}
			}
		}
	}
	return g, vm
}

func mapLocalMD(md Metadata, vm ValueMap) Metadata {
	switch md := md.(type) {
	case *ValueAsMetadata:
		if nv := vm.Map(md.V); nv != md.V {
			return &ValueAsMetadata{V: nv}
		}
	case *DIArgList:
		changed := false
		args := make([]*ValueAsMetadata, len(md.Args))
		for i, a := range md.Args {
			args[i] = a
			if nv := vm.Map(a.V); nv != a.V {
				args[i] = &ValueAsMetadata{V: nv}
				changed = true
			}
		}
		if changed {
			return &DIArgList{Args: args}
		}
	}
	return md
}

// cloneShell copies an instruction's non-operand fields.
func cloneShell(i *Instr) *Instr {
	c := &Instr{Op: i.Op, Typ: i.Typ, Name: i.Name, Flags: i.Flags, FMF: i.FMF, Pred: i.Pred,
		Align: i.Align, Ordering: i.Ordering, FailOrdering: i.FailOrdering,
		RMWOp: i.RMWOp, Tail: i.Tail, ElemType: i.ElemType}
	c.SetSyncScope(i.SyncScope())
	c.SetCC(i.CC())
	c.SetAttrs(i.Attrs().Clone())
	c.SetSuccs(append([]*Block(nil), i.Succs()...))
	c.SetIncoming(append([]*Block(nil), i.Incoming()...))
	c.SetBundles(append([]OperandBundle(nil), i.Bundles()...))
	c.SetIndices(append([]uint32(nil), i.Indices()...))
	c.SetMask(append([]int32(nil), i.Mask()...))
	c.SetClauses(append([]ClauseKind(nil), i.Clauses()...))
	c.MD = append([]MDAttachment(nil), i.MD...)
	c.SetDbgRecords(append([]*DbgRecord(nil), i.DbgRecords()...))
	return c
}

// CloneInstr returns a detached copy of i with the same operands.
func CloneInstr(i *Instr) *Instr {
	c := cloneShell(i)
	c.SetOperands(i.operands)
	return c
}
