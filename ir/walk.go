package ir

// MDWalker visits metadata graphs: each distinct *MDNode once, before its
// operands (Ops, then Fields), so Node may rewrite what is walked next;
// Value for every *ValueAsMetadata reached (DIArgList arguments
// included). Either callback may be nil. The zero MDWalker is ready; one
// walker remembers the nodes it has seen across calls of Walk.
type MDWalker struct {
	Node  func(*MDNode)
	Value func(*ValueAsMetadata)
	seen  nodeSet
	// last is the node of the last attachment walkInstr walked (so in
	// seen): consecutive instructions often share their !dbg location,
	// which is then not looked up in seen again.
	last *MDNode
}

// Walk visits md and everything it reaches that was not visited before.
func (w *MDWalker) Walk(md Metadata) {
	switch x := md.(type) {
	case *MDNode:
		if x == nil || !w.seen.add(x) {
			return
		}
		if w.Node != nil {
			w.Node(x)
		}
		for _, op := range x.Ops {
			w.Walk(op)
		}
		for _, f := range x.Fields {
			w.Walk(f.Val)
		}
	case *ValueAsMetadata:
		if x != nil && w.Value != nil {
			w.Value(x)
		}
	case *DIArgList:
		if x == nil {
			return
		}
		for _, a := range x.Args {
			w.Walk(a)
		}
	}
}

// WalkModule walks all metadata reachable from m, in this order: named
// metadata; the attachments of global values (globals, aliases, ifuncs,
// functions); then, instruction by instruction, its attachments, the
// operands of its debug records and its metadata operands
// (`metadata !5` call arguments).
func (w *MDWalker) WalkModule(m *Module) {
	w.WalkGlobals(m)
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				w.WalkInstr(i)
			}
		}
	}
}

// WalkGlobals is the first part of WalkModule: named metadata and the
// attachments of global values. A caller that walks the instructions
// itself for other work calls WalkInstr on each, in order, after it.
func (w *MDWalker) WalkGlobals(m *Module) {
	for _, nm := range m.NamedMD {
		for _, n := range nm.Nodes {
			w.Walk(n)
		}
	}
	for _, gv := range m.GlobalValues() {
		for _, a := range gv.Common().MD {
			w.Walk(a.Node)
		}
	}
}

// WalkInstr walks what instruction i reaches: its attachments, the
// operands of its debug records and its metadata operands.
func (w *MDWalker) WalkInstr(i *Instr) {
	for _, a := range i.MD {
		if n, ok := a.Node.(*MDNode); ok && n != nil {
			if n != w.last {
				w.Walk(n)
				w.last = n
			}
			continue
		}
		w.Walk(a.Node)
	}
	for _, r := range i.DbgRecords() {
		for _, op := range r.Ops {
			w.Walk(op)
		}
	}
	for _, v := range i.operands {
		if mv, ok := v.(*MetadataValue); ok {
			w.Walk(mv.MD)
		}
	}
}

// WalkMetadata walks every metadata node and value reachable from m once
// (see MDWalker and MDWalker.WalkModule for the order).
func (m *Module) WalkMetadata(node func(*MDNode), value func(*ValueAsMetadata)) {
	w := MDWalker{Node: node, Value: value}
	w.WalkModule(m)
}
