package irfix

import (
	"fmt"
	"math/big"
	"slices"
	"unsafe"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/ir"
)

// sameModule compares the module the writer was given (a) with the module
// read back from its bitcode (b) structurally, without printing either.
// It is the self-check's fast path: true means the two would print the
// same text with the self-check's print options (expandSplat is
// PrintOptions.ExpandSplat), so the written bitcode is right; false means
// "not shown equal here" and the self-check falls back to comparing the
// printed texts, which also allows what bitcode cannot keep apart
// (metadata uniquing) and builds the diff for the error message. The
// second result locates the first difference found.
//
// Every field the printer reads is compared, value by value: types
// (named structs by name and body), global values and their attributes,
// function bodies (local operands by position: block and instruction
// index), constants by value, attribute sets element by element, metadata
// as a one-to-one correspondence of nodes (so the printer numbers both
// sides alike). Fields the printer does not read are skipped: source
// positions, parents, use lists, typed-pointer hints, the file name.
// TestSameModuleFields lists the model's fields so that a field added to
// the model fails that test until it is compared here.
func sameModule(a, b *ir.Module, expandSplat bool) (bool, string) {
	c := newSameCmp(a, expandSplat)
	ok := c.module(a, b, true)
	return ok, c.where
}

func newSameCmp(a *ir.Module, expandSplat bool) *sameCmp {
	return &sameCmp{
		expandSplat: expandSplat,
		gv:          &ptrTab[byte, byte]{},
		mdAB:        &ptrTab[ir.MDNode, ir.MDNode]{},
		mdBA:        &ptrTab[ir.MDNode, ir.MDNode]{},
		named:       map[*ir.Type]*ir.Type{},
		namedB:      map[*ir.Type]bool{},
	}
}

type sameCmp struct {
	expandSplat bool
	gv          *ptrTab[byte, byte]           // a's global values to b's, by gvAddr
	named       map[*ir.Type]*ir.Type         // a's named structs to b's
	namedB      map[*ir.Type]bool             // b's named structs already paired
	mdAB, mdBA  *ptrTab[ir.MDNode, ir.MDNode] // metadata node correspondence (mdBA: b's distinct nodes paired, to a's)
	fa, fb      *ir.Func                      // functions being compared
	blocks      ptrTab[ir.Block, ir.Block]    // fa's blocks to fb's (more than blockScan of them)
	ctx         string                        // where the comparison is
	where       string                        // first difference found
	what        string                        // the part of an instruction that differs

	// locDepth is how many uniqued DILocations deep location is;
	// locSeen holds pairs it found equal lately (a direct-mapped cache
	// by x's address: a body's instructions share a few locations, in
	// no particular order).
	locDepth int
	locSeen  [locCacheSize][2]*ir.MDNode

	// mdSeen caches pairs of mdAB (direct-mapped by x's address), so
	// that a node met again (a variable or expression every debug call
	// of it names) is found without a map lookup.
	mdSeen [mdCacheSize][2]*ir.MDNode

	// attrSeen caches pairs of attribute sets attrSet found equal
	// (direct-mapped by the address of b's first attribute).
	attrSeen [1 << attrCacheBits]attrPair

	// lastBlock is the pair of blocks blocks gave last (operands are
	// mostly defined in the block that uses them).
	lastBlock [2]*ir.Block

	// Set while bodies are compared as they are read (sameStreamed):
	// blockaddress positions are checked at the end, when every body's
	// blocks are in place.
	deferBlockAddr bool
	blockAddrs     [][2]*ir.BlockAddress
}

// sizeMD remakes c's empty metadata correspondence for about n pairs.
func (c *sameCmp) sizeMD(n int) {
	if n > 0 && c.mdAB.len() == 0 {
		c.mdAB.resize(n)
		c.mdBA.resize(n / 2) // distinct nodes only: 60% of SQLite's
	}
}

// adopt takes in the correspondences w built comparing bodies beside c
// (sameStreamedParallel) and the blockaddress pairs it left for the
// end. It reports false where a pair of w contradicts one of c's: what
// the comparison of the later pair would have found (typ, mdNode).
func (c *sameCmp) adopt(w *sameCmp) bool {
	for a, b := range w.named {
		if y, ok := c.named[a]; ok {
			if y != b {
				return false
			}
			continue
		}
		if c.namedB[b] {
			return false
		}
		c.named[a], c.namedB[b] = b, true
	}
	ok := true
	w.mdAB.all(func(x, y *ir.MDNode) {
		if !ok {
			return
		}
		if z, had := c.mdAB.get(x); had {
			ok = z == y
			return
		}
		if x.Distinct || y.Distinct {
			// Two nodes here are one there: only uniqued ones (mdNode).
			if c.mdBA.has(y) {
				ok = false
				return
			}
			c.mdBA.put(y, x)
		}
		c.mdAB.put(x, y)
	})
	if !ok {
		return false
	}
	c.blockAddrs = append(c.blockAddrs, w.blockAddrs...)
	return true
}

// bodyReleased forgets what c remembers of the body it compared last
// (sameStreamed): the reader hands out that body's memory again for the
// next body (bitcode.ReadRawBodies), so a DILocation of the next body
// can sit where one of this body sat. locSeen would take that location
// for the one it found equal, unseen, when the module written uses one
// location node in both bodies. (Nothing else of the body stays: its
// locations do not enter the node maps, see location, and blocks and
// function-local metadata are not reused.)
func (c *sameCmp) bodyReleased() {
	c.locSeen = [locCacheSize][2]*ir.MDNode{}
}

// fail records the first difference (in context) and returns false.
func (c *sameCmp) fail(format string, args ...any) bool {
	if c.where == "" {
		c.where = c.ctx + fmt.Sprintf(format, args...)
	}
	return false
}

// module compares a with b: module-level fields, types, comdats, global
// values and named metadata; function bodies too when bodies is set (else
// they were compared already, as they were read: sameStreamed).
func (c *sameCmp) module(a, b *ir.Module, bodies bool) bool {
	switch {
	case a.SourceFilename != b.SourceFilename:
		return c.fail("source_filename %q vs %q", a.SourceFilename, b.SourceFilename)
	case a.DataLayout != b.DataLayout:
		return c.fail("datalayout %q vs %q", a.DataLayout, b.DataLayout)
	case a.Triple != b.Triple:
		return c.fail("triple %q vs %q", a.Triple, b.Triple)
	case !slices.Equal(a.Asm, b.Asm):
		return c.fail("module asm differs")
	case len(a.Types) != len(b.Types):
		return c.fail("%d named types vs %d", len(a.Types), len(b.Types))
	case len(a.Comdats) != len(b.Comdats):
		return c.fail("%d comdats vs %d", len(a.Comdats), len(b.Comdats))
	case len(a.Globals) != len(b.Globals) || len(a.Funcs) != len(b.Funcs) ||
		len(a.Aliases) != len(b.Aliases) || len(a.IFuncs) != len(b.IFuncs):
		return c.fail("global value counts differ (globals %d/%d, functions %d/%d, aliases %d/%d, ifuncs %d/%d)",
			len(a.Globals), len(b.Globals), len(a.Funcs), len(b.Funcs), len(a.Aliases), len(b.Aliases), len(a.IFuncs), len(b.IFuncs))
	case len(a.NamedMD) != len(b.NamedMD):
		return c.fail("%d named metadata vs %d", len(a.NamedMD), len(b.NamedMD))
	}
	for i := range a.Types {
		if !c.typ(a.Types[i], b.Types[i]) {
			return c.fail("named type %d differs", i)
		}
	}
	for i := range a.Comdats {
		if !sameComdat(a.Comdats[i], b.Comdats[i]) {
			return c.fail("comdat %d differs", i)
		}
	}
	c.pairGlobals(a, b)
	for i, g := range a.Globals {
		h := b.Globals[i]
		c.ctx = "@" + g.Name + ": "
		if !c.common(&g.GlobalCommon, &h.GlobalCommon) {
			return false
		}
		switch {
		case !c.typ(g.ValueType, h.ValueType):
			return c.fail("value type differs")
		case !c.constant(g.Init, h.Init):
			return c.fail("initializer differs")
		case g.IsConst != h.IsConst || g.ExternallyInitialized != h.ExternallyInitialized:
			return c.fail("constant/externally_initialized differs")
		case !c.attrSet(g.Attrs, h.Attrs):
			return c.fail("attributes differ")
		}
	}
	for i, g := range a.Aliases {
		h := b.Aliases[i]
		if !c.indirect(&g.GlobalCommon, &h.GlobalCommon, g.ValueType, h.ValueType, g.Aliasee, h.Aliasee, "alias type or aliasee") {
			return false
		}
	}
	for i, g := range a.IFuncs {
		h := b.IFuncs[i]
		if !c.indirect(&g.GlobalCommon, &h.GlobalCommon, g.ValueType, h.ValueType, g.Resolver, h.Resolver, "ifunc type or resolver") {
			return false
		}
	}
	for i, f := range a.Funcs {
		c.ctx = "@" + f.Name + ": "
		if !c.funcHeader(f, b.Funcs[i]) || bodies && !c.funcBody(f, b.Funcs[i]) {
			return false
		}
	}
	c.ctx = ""
	for i, n := range a.NamedMD {
		o := b.NamedMD[i]
		c.ctx = "!" + n.Name + ": "
		if n.Name != o.Name || len(n.Nodes) != len(o.Nodes) {
			return c.fail("named metadata differs")
		}
		for k := range n.Nodes {
			if !c.mdNode(n.Nodes[k], o.Nodes[k]) {
				return c.fail("node %d differs", k)
			}
		}
	}
	return true
}

// pairGlobals maps a's global values to b's, by position; the caller has
// checked that the lists have the same lengths.
func (c *sameCmp) pairGlobals(a, b *ir.Module) {
	c.gv.resize(len(a.Globals) + len(a.Funcs) + len(a.Aliases) + len(a.IFuncs))
	pair := func(x, y ir.GlobalValue) {
		if k := gvAddr(x); k != nil {
			c.gv.put(k, gvAddr(y))
		}
	}
	for i := range a.Globals {
		pair(a.Globals[i], b.Globals[i])
	}
	for i := range a.Funcs {
		pair(a.Funcs[i], b.Funcs[i])
	}
	for i := range a.Aliases {
		pair(a.Aliases[i], b.Aliases[i])
	}
	for i := range a.IFuncs {
		pair(a.IFuncs[i], b.IFuncs[i])
	}
}

func sameComdat(a, b *ir.Comdat) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Name == b.Name && a.Kind == b.Kind
}

// printedDSOLocal is whether the printer writes dso_local: not where the
// linkage or visibility implies it (the bitcode reader sets the flag
// there, the text parser does not).
func printedDSOLocal(g *ir.GlobalCommon) bool {
	return g.DSOLocal && !(g.Linkage.IsLocal() || (g.Visibility != ir.Default && g.Linkage != ir.ExternWeak))
}

// common compares what all global values share.
// indirect compares an alias or ifunc: its common part, value type and
// target (aliasee or resolver); what names the pair in the message.
func (c *sameCmp) indirect(a, b *ir.GlobalCommon, at, bt *ir.Type, ak, bk ir.Constant, what string) bool {
	c.ctx = "@" + a.Name + ": "
	if !c.common(a, b) {
		return false
	}
	if !c.typ(at, bt) || !c.constant(ak, bk) {
		return c.fail("%s differs", what)
	}
	return true
}

func (c *sameCmp) common(a, b *ir.GlobalCommon) bool {
	switch {
	case a.Name != b.Name:
		return c.fail("name differs (@%s)", b.Name)
	case !c.typ(a.Typ, b.Typ):
		return c.fail("type differs")
	case a.Linkage != b.Linkage || a.Visibility != b.Visibility || a.DLLStorage != b.DLLStorage ||
		a.ThreadLocal != b.ThreadLocal || a.UnnamedAddr != b.UnnamedAddr || printedDSOLocal(a) != printedDSOLocal(b):
		return c.fail("linkage, visibility, storage, TLS, unnamed_addr or dso_local differs")
	case a.Section != b.Section || a.Partition != b.Partition:
		return c.fail("section or partition differs")
	case !sameComdat(a.Comdat, b.Comdat):
		return c.fail("comdat differs")
	case a.Align != b.Align:
		return c.fail("align %d vs %d", a.Align, b.Align)
	case !c.attachments(a.MD, b.MD):
		return c.fail("metadata attachments differ")
	case !slices.Equal(a.Extra, b.Extra):
		return c.fail("trailing attributes %q vs %q", a.Extra, b.Extra)
	}
	return true
}

// funcHeader compares what a function has outside its instructions:
// the common part, signature, attributes, parameters, number of blocks.
func (c *sameCmp) funcHeader(f, g *ir.Func) bool {
	if !c.common(&f.GlobalCommon, &g.GlobalCommon) {
		return false
	}
	switch {
	case !c.typ(f.Sig, g.Sig):
		return c.fail("signature differs")
	case f.CC != g.CC:
		return c.fail("calling convention differs")
	case !c.attrList(f.Attrs, g.Attrs):
		return c.fail("attributes differ")
	case f.GC != g.GC:
		return c.fail("gc %q vs %q", f.GC, g.GC)
	case !c.constant(f.Prefix, g.Prefix) || !c.constant(f.Prologue, g.Prologue) || !c.constant(f.Personality, g.Personality):
		return c.fail("prefix, prologue or personality differs")
	case len(f.Params) != len(g.Params):
		return c.fail("%d parameters vs %d", len(f.Params), len(g.Params))
	case len(f.Blocks) != len(g.Blocks):
		return c.fail("%d blocks vs %d", len(f.Blocks), len(g.Blocks))
	}
	for i, p := range f.Params {
		q := g.Params[i]
		if p.Name != q.Name || p.Index != q.Index || !c.typ(p.Typ, q.Typ) {
			return c.fail("parameter %d differs", i)
		}
	}
	for i, bb := range f.Blocks {
		if bb.Name != g.Blocks[i].Name {
			return c.fail("block %d (%%%s): name differs", i, bb.Name)
		}
	}
	return true
}

// funcBody compares the instructions of two functions whose headers are
// compared (by funcHeader, before or after).
func (c *sameCmp) funcBody(f, g *ir.Func) bool {
	if len(f.Blocks) != len(g.Blocks) || len(f.Params) != len(g.Params) {
		return c.fail("%d blocks vs %d", len(f.Blocks), len(g.Blocks))
	}
	c.fa, c.fb = f, g
	c.lastBlock = [2]*ir.Block{}
	if len(f.Blocks) > blockScan {
		c.blocks.reset(len(f.Blocks))
		for i, bb := range f.Blocks {
			c.blocks.put(bb, g.Blocks[i])
		}
	}
	for i, bb := range f.Blocks {
		cb := g.Blocks[i]
		if bb.Name != cb.Name || len(bb.Instrs) != len(cb.Instrs) {
			return c.fail("block %d (%%%s): name or length differs", i, bb.Name)
		}
		for k, x := range bb.Instrs {
			if !c.instr(x, cb.Instrs[k]) {
				name := ""
				if x.Name != "" {
					name = " %" + x.Name
				}
				return c.fail("block %d (%%%s), instruction %d (%s%s): %s differs", i, bb.Name, k, x.Op, name, c.what)
			}
		}
	}
	c.fa, c.fb = nil, nil
	c.lastBlock = [2]*ir.Block{}
	return true
}

// instr compares two instructions; on a difference it names the field
// (the caller adds where the instruction is).
func (c *sameCmp) instr(x, y *ir.Instr) bool {
	if x.Op != y.Op || x.FMF != y.FMF || x.Pred != y.Pred || x.Ordering != y.Ordering ||
		x.FailOrdering != y.FailOrdering || x.RMWOp != y.RMWOp || x.Tail != y.Tail ||
		x.Flags != y.Flags || x.Align != y.Align || x.Name != y.Name {
		return c.failInstr(x, "opcode, flags, ordering, alignment or name")
	}
	if !c.typ(x.Typ, y.Typ) || !c.typ(x.ElemType, y.ElemType) {
		return c.failInstr(x, "type")
	}
	xo, yo := x.Operands(), y.Operands()
	if len(xo) != len(yo) {
		return c.failInstr(x, fmt.Sprintf("%d operands vs %d", len(xo), len(yo)))
	}
	for i := range xo {
		if !c.value(xo[i], yo[i]) {
			return c.failInstr(x, fmt.Sprintf("operand %d", i))
		}
	}
	if !c.attachments(x.MD, y.MD) {
		return c.failInstr(x, "metadata attachments")
	}
	if x.CC() != y.CC() || !c.attrList(x.Attrs(), y.Attrs()) {
		return c.failInstr(x, "calling convention or call attributes")
	}
	xb, yb := x.Bundles(), y.Bundles()
	if len(xb) != len(yb) {
		return c.failInstr(x, "operand bundles")
	}
	for i := range xb {
		if xb[i].Tag != yb[i].Tag || len(xb[i].Inputs) != len(yb[i].Inputs) {
			return c.failInstr(x, "operand bundles")
		}
		for k := range xb[i].Inputs {
			if !c.value(xb[i].Inputs[k], yb[i].Inputs[k]) {
				return c.failInstr(x, "operand bundle input")
			}
		}
	}
	if !c.blockList(x.Succs(), y.Succs()) || !c.blockList(x.Incoming(), y.Incoming()) {
		return c.failInstr(x, "successor or incoming blocks")
	}
	if x.SyncScope() != y.SyncScope() || !slices.Equal(x.Indices(), y.Indices()) ||
		!slices.Equal(x.Mask(), y.Mask()) || !slices.Equal(x.Clauses(), y.Clauses()) {
		return c.failInstr(x, "sync scope, indices, mask or clauses")
	}
	xr, yr := x.DbgRecords(), y.DbgRecords()
	if len(xr) != len(yr) {
		return c.failInstr(x, "debug records")
	}
	for i := range xr {
		if (xr[i] == nil) != (yr[i] == nil) {
			return c.failInstr(x, "debug records")
		}
		if xr[i] == nil {
			continue
		}
		if xr[i].Kind != yr[i].Kind || len(xr[i].Ops) != len(yr[i].Ops) {
			return c.failInstr(x, "debug records")
		}
		for k := range xr[i].Ops {
			if !c.md(xr[i].Ops[k], yr[i].Ops[k]) {
				return c.failInstr(x, "debug record operand")
			}
		}
	}
	return true
}

// failInstr records which part of x differs; function adds where x is.
func (c *sameCmp) failInstr(_ *ir.Instr, what string) bool {
	c.what = what
	return false
}

func (c *sameCmp) blockList(a, b []*ir.Block) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if y, ok := c.block(a[i]); !ok || y != b[i] {
			return false
		}
	}
	return true
}

// blockScan is the number of blocks up to which block searches fa's
// block list instead of filling and reading the blocks map (a variable
// so that the tests can run both ways).
var blockScan = 24

// block returns the block of fb at x's position in fa (its last one,
// should fa list it twice).
func (c *sameCmp) block(x *ir.Block) (*ir.Block, bool) {
	if x == nil || c.fa == nil {
		return nil, false
	}
	if x == c.lastBlock[0] {
		return c.lastBlock[1], true
	}
	var y *ir.Block
	ok := false
	if len(c.fa.Blocks) > blockScan {
		y, ok = c.blocks.get(x)
	} else {
		for i := len(c.fa.Blocks) - 1; i >= 0; i-- {
			if c.fa.Blocks[i] == x {
				y, ok = c.fb.Blocks[i], true
				break
			}
		}
	}
	if ok {
		c.lastBlock = [2]*ir.Block{x, y}
	}
	return y, ok
}

func (c *sameCmp) attachments(a, b []ir.MDAttachment) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Kind != b[i].Kind || !c.md(a[i].Node, b[i].Node) {
			return false
		}
	}
	return true
}

// value compares two operands: local values by position in the
// functions being compared, global values through the module's
// correspondence, everything else by value.
func (c *sameCmp) value(a, b ir.Value) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case *ir.Instr:
		y, ok := b.(*ir.Instr)
		if !ok || x.Parent == nil || y.Parent == nil {
			return false
		}
		if yb, ok := c.block(x.Parent); !ok || yb != y.Parent {
			return false
		}
		i := x.Index()
		return i >= 0 && i == y.Index()
	case *ir.Param:
		y, ok := b.(*ir.Param)
		return ok && c.fa != nil && x.Parent == c.fa && y.Parent == c.fb &&
			x.Index == y.Index && x.Index >= 0 && x.Index < len(c.fa.Params) &&
			c.fa.Params[x.Index] == x && c.fb.Params[y.Index] == y
	case *ir.Block:
		y, ok := b.(*ir.Block)
		if !ok {
			return false
		}
		yb, ok := c.block(x)
		return ok && yb == y
	case *ir.InlineAsm:
		y, ok := b.(*ir.InlineAsm)
		return ok && x.Asm == y.Asm && x.Constraints == y.Constraints && x.SideEffect == y.SideEffect &&
			x.AlignStack == y.AlignStack && x.IntelDialect == y.IntelDialect && x.CanThrow == y.CanThrow &&
			c.typ(x.FuncType, y.FuncType)
	case *ir.MetadataValue:
		y, ok := b.(*ir.MetadataValue)
		return ok && c.md(x.MD, y.MD)
	case ir.Constant:
		y, ok := b.(ir.Constant)
		return ok && c.constant(x, y)
	}
	return false
}

// constant compares two constants by value (global values through the
// correspondence). A nil Constant is a missing one.
func (c *sameCmp) constant(a, b ir.Constant) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	switch x := a.(type) {
	case *ir.ConstInt:
		y, ok := b.(*ir.ConstInt)
		return ok && x.V == y.V && c.typ(x.Typ, y.Typ) && sameBig(x.Big, y.Big)
	case *ir.ConstFloat:
		y, ok := b.(*ir.ConstFloat)
		return ok && x.Bits == y.Bits && x.Hi == y.Hi && c.typ(x.Typ, y.Typ)
	case *ir.ConstNull:
		y, ok := b.(*ir.ConstNull)
		return ok && c.typ(x.Typ, y.Typ)
	case *ir.Undef:
		y, ok := b.(*ir.Undef)
		return ok && c.typ(x.Typ, y.Typ)
	case *ir.Poison:
		y, ok := b.(*ir.Poison)
		return ok && c.typ(x.Typ, y.Typ)
	case *ir.ConstAggregate:
		if y, ok := b.(*ir.ConstSplat); ok {
			return c.splatElems(y, x.Elems, x.Typ, false)
		}
		y, ok := b.(*ir.ConstAggregate)
		if !ok || len(x.Elems) != len(y.Elems) || !c.typ(x.Typ, y.Typ) {
			return false
		}
		for i := range x.Elems {
			if !c.constant(x.Elems[i], y.Elems[i]) {
				return false
			}
		}
		return true
	case *ir.ConstData:
		y, ok := b.(*ir.ConstData)
		return ok && string(x.Bytes) == string(y.Bytes) && c.typ(x.Typ, y.Typ)
	case *ir.ConstSplat:
		switch y := b.(type) {
		case *ir.ConstSplat:
			return c.typ(x.Typ, y.Typ) && c.constant(x.Elem, y.Elem)
		case *ir.ConstAggregate:
			return c.splatElems(x, y.Elems, y.Typ, true)
		}
		return false
	case *ir.ConstExpr:
		y, ok := b.(*ir.ConstExpr)
		// The inrange fields mean something (and print) only with HasInRange.
		if !ok || x.Op != y.Op || x.Flags != y.Flags || x.Pred != y.Pred || x.HasInRange != y.HasInRange ||
			x.HasInRange && (x.InRangeLo != y.InRangeLo || x.InRangeHi != y.InRangeHi || x.InRangeIndex != y.InRangeIndex) ||
			!slices.Equal(x.Mask, y.Mask) || !slices.Equal(x.Indices, y.Indices) ||
			!c.typ(x.Typ, y.Typ) || !c.typ(x.ElemType, y.ElemType) || len(x.Operands) != len(y.Operands) {
			return false
		}
		for i := range x.Operands {
			if !c.constant(x.Operands[i], y.Operands[i]) {
				return false
			}
		}
		return true
	case *ir.BlockAddress:
		y, ok := b.(*ir.BlockAddress)
		if !ok || x.Func == nil || y.Func == nil || !c.typ(x.Typ, y.Typ) || !c.global(x.Func, y.Func) {
			return false
		}
		if c.deferBlockAddr {
			c.blockAddrs = append(c.blockAddrs, [2]*ir.BlockAddress{x, y})
			return true
		}
		i := blockIndex(x.Func, x.Block)
		return i >= 0 && i == blockIndex(y.Func, y.Block)
	case *ir.DSOLocalEquivalent:
		y, ok := b.(*ir.DSOLocalEquivalent)
		return ok && c.global(x.GV, y.GV)
	case *ir.NoCFIValue:
		y, ok := b.(*ir.NoCFIValue)
		return ok && c.global(x.GV, y.GV)
	case *ir.ConstPtrAuth:
		y, ok := b.(*ir.ConstPtrAuth)
		return ok && c.constant(x.Ptr, y.Ptr) && c.constant(x.Key, y.Key) && c.constant(x.Disc, y.Disc) &&
			c.constant(x.AddrDisc, y.AddrDisc) && c.constant(x.DeactivationSymbol, y.DeactivationSymbol)
	case ir.GlobalValue:
		y, ok := b.(ir.GlobalValue)
		return ok && c.global(x, y)
	}
	return false
}

func (c *sameCmp) global(a, b ir.GlobalValue) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	x, y := gvAddr(a), gvAddr(b)
	if x == nil || y == nil {
		return false
	}
	z, ok := c.gv.get(x)
	return ok && z == y
}

// gvAddr is the address of the object a global value is (nil for a nil
// pointer or a kind of global value the model does not have): the key
// of sameCmp.gv. Objects of different kinds are at different addresses.
func gvAddr(g ir.GlobalValue) *byte {
	var p unsafe.Pointer
	switch v := g.(type) {
	case *ir.Func:
		p = unsafe.Pointer(v)
	case *ir.Global:
		p = unsafe.Pointer(v)
	case *ir.Alias:
		p = unsafe.Pointer(v)
	case *ir.IFunc:
		p = unsafe.Pointer(v)
	}
	return (*byte)(p)
}

// splatElems reports whether a fixed-vector splat prints like the element
// list elems of type t (only when the printer expands splats).
func (c *sameCmp) splatElems(s *ir.ConstSplat, elems []ir.Constant, t *ir.Type, splatFirst bool) bool {
	if !c.expandSplat || s.Typ == nil || s.Typ.Kind != ir.VectorKind || s.Typ.Scalable ||
		uint64(len(elems)) != s.Typ.Len {
		return false
	}
	if splatFirst {
		if !c.typ(s.Typ, t) {
			return false
		}
	} else if !c.typ(t, s.Typ) {
		return false
	}
	for _, e := range elems {
		if splatFirst && !c.constant(s.Elem, e) || !splatFirst && !c.constant(e, s.Elem) {
			return false
		}
	}
	return true
}

func blockIndex(f *ir.Func, b *ir.Block) int {
	for i, x := range f.Blocks {
		if x == b {
			return i
		}
	}
	return -1
}

func sameBig(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	return a.Cmp(b) == 0
}

// typ compares two types: unnamed types by structure (interned types of
// equal structure are one pointer), named structs by name, and their
// bodies once per pair.
func (c *sameCmp) typ(a, b *ir.Type) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	if a.Kind != b.Kind || a.Name != b.Name || a.Bits != b.Bits || a.AddrSpace != b.AddrSpace ||
		a.Len != b.Len || a.Scalable != b.Scalable || a.Variadic != b.Variadic || a.Packed != b.Packed ||
		a.Opaque != b.Opaque || !slices.Equal(a.IntParams, b.IntParams) || len(a.Fields) != len(b.Fields) {
		return false
	}
	if a.IsNamed() {
		if y, ok := c.named[a]; ok {
			return y == b
		}
		if c.namedB[b] {
			return false
		}
		c.named[a], c.namedB[b] = b, true
	}
	if !c.typ(a.Elem, b.Elem) || !c.typ(a.Ret, b.Ret) {
		return false
	}
	for i := range a.Fields {
		if !c.typ(a.Fields[i], b.Fields[i]) {
			return false
		}
	}
	return true
}

// attrList compares attribute lists as the printer reads them: a missing
// parameter set is an empty one.
func (c *sameCmp) attrList(a, b ir.AttrList) bool {
	if !c.attrSet(a.Fn, b.Fn) || !c.attrSet(a.Ret, b.Ret) {
		return false
	}
	for i := range max(len(a.Params), len(b.Params)) {
		if !c.attrSet(a.Param(i), b.Param(i)) {
			return false
		}
	}
	return true
}

// attrSet compares two attribute sets as sets: the writer shares one
// PARAMATTR group among sets equal up to order (ir.AttrSet.Key) and writes
// the order it met first, so a set a lowering rule rebuilt in another
// order (captures(none) becoming nocapture) reads back in the order of
// an equal set written earlier. LLVM's readers sort every set anyway.
func (c *sameCmp) attrSet(a, b ir.AttrSet) bool {
	if len(a) != len(b) {
		return false
	}
	if len(a) == 0 {
		return true
	}
	// Calls share their attribute sets: the writer's groups are read
	// back as one set per group, and lowering shares the sets it
	// rebuilds; on libclc 99% of the non-empty sets compared are a pair
	// compared before. Neither module changes during the comparison,
	// and the reader's sets live in its module-level tables (never in
	// the body memory it reuses), so a pair found equal stays equal.
	e := &c.attrSeen[(uintptr(unsafe.Pointer(&b[0]))*0x9E3779B97F4A7C15)>>(64-attrCacheBits)]
	if e.a == &a[0] && e.b == &b[0] && e.n == len(a) {
		return true
	}
	if !c.attrSetInOrder(a, b) && !c.attrSetInOrder(a.Sorted(), b.Sorted()) {
		return false
	}
	*e = attrPair{&a[0], &b[0], len(a)}
	return true
}

// attrPair is a pair of attribute sets (by their first attribute and
// length) that attrSet found equal.
type attrPair struct {
	a, b *ir.Attr
	n    int
}

// attrCacheBits sizes sameCmp.attrSeen.
const attrCacheBits = 8

// attrSetInOrder compares two attribute sets attribute by attribute.
func (c *sameCmp) attrSetInOrder(a, b ir.AttrSet) bool {
	for i := range a {
		x, y := &a[i], &b[i]
		if x.Kind != y.Kind || x.Int != y.Int || x.Int2 != y.Int2 || x.Str != y.Str ||
			x.Key != y.Key || x.Val != y.Val || x.Raw != y.Raw || !c.typ(x.Type, y.Type) ||
			len(x.Ranges) != len(y.Ranges) {
			return false
		}
		if (x.Range == nil) != (y.Range == nil) || x.Range != nil && !sameRange(*x.Range, *y.Range, 0) {
			return false
		}
		for k := range x.Ranges {
			if !sameRange(x.Ranges[k], y.Ranges[k], 64) {
				return false
			}
		}
	}
	return true
}

// sameRange compares ranges as the printer writes them: bounds as
// Bits-wide two's complement integers (64 for initializes), nil as 0.
func sameRange(a, b ir.ConstRange, bits uint32) bool {
	if a.Bits != b.Bits {
		return false
	}
	if bits == 0 {
		bits = a.Bits
	}
	return sameBound(a.Lo, b.Lo, bits) && sameBound(a.Hi, b.Hi, bits)
}

func sameBound(a, b *big.Int, bits uint32) bool {
	if a != nil && b != nil && a.Cmp(b) == 0 {
		return true
	}
	x, y := new(big.Int), new(big.Int)
	if a != nil {
		x.Set(a)
	}
	if b != nil {
		y.Set(b)
	}
	if bits > 0 {
		mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
		x.Mod(x, mod)
		y.Mod(y, mod)
	}
	return x.Cmp(y) == 0
}

// md compares metadata; nodes must correspond one to one, which is what
// makes the printer number both sides alike.
func (c *sameCmp) md(a, b ir.Metadata) bool {
	switch x := a.(type) {
	case nil:
		return b == nil
	case *ir.MDNode:
		y, ok := b.(*ir.MDNode)
		return ok && c.mdNode(x, y)
	case *ir.MDString:
		y, ok := b.(*ir.MDString)
		return ok && x != nil && y != nil && x.S == y.S
	case ir.MDInt:
		y, ok := b.(ir.MDInt)
		return ok && x == y
	case ir.MDIdent:
		y, ok := b.(ir.MDIdent)
		return ok && x == y
	case *ir.ValueAsMetadata:
		y, ok := b.(*ir.ValueAsMetadata)
		return ok && x != nil && y != nil && c.value(x.V, y.V)
	case *ir.DIArgList:
		y, ok := b.(*ir.DIArgList)
		if !ok || x == nil || y == nil || len(x.Args) != len(y.Args) {
			return false
		}
		for i := range x.Args {
			if !c.md(x.Args[i], y.Args[i]) {
				return false
			}
		}
		return true
	}
	return false
}

func (c *sameCmp) mdNode(x, y *ir.MDNode) bool {
	if x == nil || y == nil {
		return x == nil && y == nil
	}
	if !x.Distinct && !y.Distinct && x.Kind == "DILocation" && y.Kind == "DILocation" && c.locDepth < maxLocDepth {
		return c.location(x, y)
	}
	slot := &c.mdSeen[mdCacheIndex(x, mdCacheSize)]
	if slot[0] == x {
		return slot[1] == y
	}
	if z, ok := c.mdAB.get(x); ok {
		*slot = [2]*ir.MDNode{x, z}
		return z == y
	}
	if x.Distinct != y.Distinct || x.Kind != y.Kind {
		return false
	}
	// Two nodes here may be one there: LLVM's reader (and irfix's)
	// unique equal nodes, which happens when lowering dropped the field
	// that told them apart. That is allowed for uniqued nodes whose
	// contents compare equal (below), as the printed comparison allows
	// it (sameUpToMetadataUniquing); distinct nodes are never merged, so
	// only they enter mdBA (most nodes of debug info are uniqued).
	if y.Distinct {
		if c.mdBA.has(y) {
			return false
		}
		c.mdBA.put(y, x)
	}
	c.mdAB.put(x, y)
	*slot = [2]*ir.MDNode{x, y}
	return c.mdContents(x, y)
}

// Sizes of sameCmp's direct-mapped node caches (powers of two).
const (
	mdCacheSize  = 1024
	locCacheSize = 256
)

// mdCacheIndex is a slot for node x in a direct-mapped cache of n (a
// power of two) entries: bits of its address above the allocation
// granularity.
func mdCacheIndex(x *ir.MDNode, n int) int {
	p := uintptr(unsafe.Pointer(x))
	return int((p>>4)^(p>>14)) & (n - 1)
}

// mdContents compares two nodes' operands and named fields pairwise.
func (c *sameCmp) mdContents(x, y *ir.MDNode) bool {
	if len(x.Ops) != len(y.Ops) {
		return false
	}
	for i := range x.Ops {
		if !c.md(x.Ops[i], y.Ops[i]) {
			return false
		}
	}
	if len(x.Fields) != len(y.Fields) {
		return c.diFieldsByName(x, y)
	}
	for i := range x.Fields {
		if x.Fields[i].Name != y.Fields[i].Name {
			return c.diFieldsByName(x, y)
		}
		if !c.md(x.Fields[i].Val, y.Fields[i].Val) {
			return false
		}
	}
	return true
}

// diFieldsByName compares the fields of two specialized debug-info nodes
// whose field lists differ in order or in which fields they spell: text
// may list fields in any order and spell defaults or leave them out,
// where bitcode read back has the fields LLVM prints, in its order. A
// field one side lacks must hold on the other the value the writer
// writes for an absent field (bitcode.DIFieldIsDefault); every field both
// have must be equal.
func (c *sameCmp) diFieldsByName(x, y *ir.MDNode) bool {
	if x.Kind == "" || x.Kind != y.Kind {
		return false
	}
	for _, f := range x.Fields {
		if v, ok := y.Field(f.Name); ok {
			if !c.md(f.Val, v) {
				return false
			}
		} else if !bitcode.DIFieldIsDefault(x.Kind, f.Name, f.Val) {
			return false
		}
	}
	for _, f := range y.Fields {
		if _, ok := x.Field(f.Name); !ok && !bitcode.DIFieldIsDefault(y.Kind, f.Name, f.Val) {
			return false
		}
	}
	return true
}

// maxLocDepth bounds how many uniqued DILocations (inlinedAt chains)
// location compares nested; deeper ones go through the node maps.
const maxLocDepth = 32

// location compares two uniqued DILocations by content, without entering
// them in the node correspondence: bitcode's DEBUG_LOC records make one
// such node per distinct location of every body, so the maps would hold
// the read-back module's locations (most of a debug-info module's
// metadata) until the end, after their bodies are released. For
// uniqued nodes, equal contents are what the printed comparison asks for
// too (sameUpToMetadataUniquing); their scopes, which are distinct nodes
// or reach them, still pair through the maps.
func (c *sameCmp) location(x, y *ir.MDNode) bool {
	slot := &c.locSeen[mdCacheIndex(x, locCacheSize)]
	if *slot == [2]*ir.MDNode{x, y} {
		return true
	}
	c.locDepth++
	ok := c.mdContents(x, y)
	c.locDepth--
	if !ok {
		return false
	}
	*slot = [2]*ir.MDNode{x, y}
	return true
}
