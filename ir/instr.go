package ir

// Instr is an instruction. One struct serves every opcode: Op says which
// instruction it is, and the comment on each Opcode gives its printed form
// and which fields it uses. Fields an opcode does not use stay zero.
//
// Operands must only be changed with SetOperand / AddOperand /
// SetOperands (or the Builder), which keep the use lists of tracked values
// up to date.
type Instr struct {
	useList

	Op   Opcode
	FMF  FastMath
	Pred Pred
	// Ordering is the ordering of an atomic load/store, a fence, cmpxchg's
	// success ordering and atomicrmw's.
	Ordering     AtomicOrdering
	FailOrdering AtomicOrdering // cmpxchg failure
	RMWOp        RMWOp
	Tail         TailKind
	// idx is where the instruction was last known to stand in
	// Parent.Instrs; Index checks it before trusting it (see Index).
	idx   int32
	Flags Flags

	Typ  *Type  // result type (Void for instructions without a result)
	Name string // "" for unnamed (printed as %N)

	// Parent is the block the instruction is in (nil when detached).
	Parent *Block

	operands []Value

	Align Align // alloca, load, store, cmpxchg, atomicrmw
	// ElemType is the allocated type of alloca, the source element type of
	// getelementptr, and the call-site function type of call/invoke/callbr.
	ElemType *Type

	// MD are the metadata attachments, `!dbg` included, in written order.
	MD []MDAttachment

	// call holds what only call/invoke/callbr use (CC, Attrs, Bundles);
	// ext the blocks of terminators and phis and what a few other
	// opcodes use (SyncScope, Indices, Mask, Clauses), and the debug
	// records. Both stay nil while every field in them is zero, so most
	// instructions pay one pointer each for them; read and write them
	// through the accessors below. Copy an Instr with CloneInstr, never
	// with *i: a struct copy shares them.
	call *callInfo
	ext  *instrExt

	// Pos is where the instruction was read from (zero when built in
	// memory); diagnostics print it as FILE:LINE:COL with Module.File.
	Pos Pos
}

// callInfo is the part of an Instr only call-like instructions use.
type callInfo struct {
	cc      CallConv
	attrs   AttrList
	bundles []OperandBundle
}

// instrExt is the part of an Instr only terminators, phis and a few other
// opcodes use. It is kept to the blocks and one pointer so that a branch
// (the most common instruction to need it) pays 32 bytes for its
// successors, not the size of every rarely used field.
type instrExt struct {
	// blocks are a terminator's successors (Succs) or a phi's incoming
	// blocks (Incoming): no instruction has both.
	blocks []*Block
	more   *instrMore
}

// instrMore holds what only a few opcodes use; nil while all are zero.
type instrMore struct {
	syncScope  string
	indices    []uint32
	mask       []int32
	clauses    []ClauseKind
	dbgRecords []*DbgRecord
}

func (i *Instr) callInfo() *callInfo {
	if i.call == nil {
		i.call = &callInfo{}
	}
	return i.call
}

func (i *Instr) instrExt() *instrExt {
	if i.ext == nil {
		i.ext = &instrExt{}
	}
	return i.ext
}

// instrMore returns the rarely used fields, allocating them on first use.
func (i *Instr) instrMore() *instrMore {
	e := i.instrExt()
	if e.more == nil {
		e.more = &instrMore{}
	}
	return e.more
}

// moreOrNil returns the rarely used fields, or nil when none is set.
func (i *Instr) moreOrNil() *instrMore {
	if i.ext == nil {
		return nil
	}
	return i.ext.more
}

// Succs returns the successor blocks of a terminator (see Opcode); nil
// for a phi. Elements may be assigned in place.
func (i *Instr) Succs() []*Block {
	if i.Op == OpPhi || i.ext == nil {
		return nil
	}
	return i.ext.blocks
}

// SetSuccs sets the successor blocks of a terminator.
func (i *Instr) SetSuccs(s []*Block) {
	if len(s) == 0 && (i.Op == OpPhi || i.ext == nil) {
		return // a phi's Succs are always empty; keep its Incoming
	}
	i.instrExt().blocks = s
}

// Incoming returns a phi's predecessor blocks, parallel to its operands;
// nil for any other instruction. Elements may be assigned in place.
func (i *Instr) Incoming() []*Block {
	if i.Op != OpPhi || i.ext == nil {
		return nil
	}
	return i.ext.blocks
}

// SetIncoming sets a phi's predecessor blocks.
func (i *Instr) SetIncoming(s []*Block) {
	if len(s) == 0 && (i.Op != OpPhi || i.ext == nil) {
		return // only a phi has Incoming; keep a terminator's Succs
	}
	i.instrExt().blocks = s
}

// CC returns the calling convention of call/invoke/callbr.
func (i *Instr) CC() CallConv {
	if i.call == nil {
		return 0
	}
	return i.call.cc
}

// SetCC sets the calling convention of call/invoke/callbr.
func (i *Instr) SetCC(cc CallConv) {
	if cc == 0 && i.call == nil {
		return
	}
	i.callInfo().cc = cc
}

// Attrs returns the call-site attributes of call/invoke/callbr. The
// result is a copy of the list; to change it use SetAttrs or AttrsPtr.
func (i *Instr) Attrs() AttrList {
	if i.call == nil {
		return AttrList{}
	}
	return i.call.attrs
}

// SetAttrs sets the call-site attributes of call/invoke/callbr.
func (i *Instr) SetAttrs(a AttrList) {
	if i.call == nil && a.Fn == nil && a.Ret == nil && a.Params == nil {
		return
	}
	i.callInfo().attrs = a
}

// AttrsPtr returns the instruction's call-site attribute list itself, for
// changing it in place.
func (i *Instr) AttrsPtr() *AttrList { return &i.callInfo().attrs }

// Bundles returns the operand bundles of call/invoke/callbr. Elements may
// be assigned in place.
func (i *Instr) Bundles() []OperandBundle {
	if i.call == nil {
		return nil
	}
	return i.call.bundles
}

// SetBundles sets the operand bundles of call/invoke/callbr.
func (i *Instr) SetBundles(b []OperandBundle) {
	if b == nil && i.call == nil {
		return
	}
	i.callInfo().bundles = b
}

// SyncScope returns the synchronization scope of an atomic instruction:
// "" is the system scope, otherwise the name in `syncscope("name")`.
func (i *Instr) SyncScope() string {
	m := i.moreOrNil()
	if m == nil {
		return ""
	}
	return m.syncScope
}

// SetSyncScope sets the synchronization scope of an atomic instruction.
func (i *Instr) SetSyncScope(s string) {
	if s == "" && i.moreOrNil() == nil {
		return
	}
	i.instrMore().syncScope = s
}

// Indices returns the constant indices of extractvalue / insertvalue.
func (i *Instr) Indices() []uint32 {
	m := i.moreOrNil()
	if m == nil {
		return nil
	}
	return m.indices
}

// SetIndices sets the constant indices of extractvalue / insertvalue.
func (i *Instr) SetIndices(x []uint32) {
	if x == nil && i.moreOrNil() == nil {
		return
	}
	i.instrMore().indices = x
}

// Mask returns a shufflevector's mask; -1 is a poison/undef element.
func (i *Instr) Mask() []int32 {
	m := i.moreOrNil()
	if m == nil {
		return nil
	}
	return m.mask
}

// SetMask sets a shufflevector's mask.
func (i *Instr) SetMask(m []int32) {
	if m == nil && i.moreOrNil() == nil {
		return
	}
	i.instrMore().mask = m
}

// Clauses returns a landingpad's clause kinds, parallel to its operands.
func (i *Instr) Clauses() []ClauseKind {
	m := i.moreOrNil()
	if m == nil {
		return nil
	}
	return m.clauses
}

// SetClauses sets a landingpad's clause kinds.
func (i *Instr) SetClauses(c []ClauseKind) {
	if c == nil && i.moreOrNil() == nil {
		return
	}
	i.instrMore().clauses = c
}

// DbgRecords returns the debug records that precede the instruction.
// Elements may be assigned in place.
func (i *Instr) DbgRecords() []*DbgRecord {
	m := i.moreOrNil()
	if m == nil {
		return nil
	}
	return m.dbgRecords
}

// SetDbgRecords sets the debug records that precede the instruction.
func (i *Instr) SetDbgRecords(r []*DbgRecord) {
	if r == nil && i.moreOrNil() == nil {
		return
	}
	i.instrMore().dbgRecords = r
}

// Pos is a 1-based line and column in the file a module was read from.
// The zero Pos means "no position".
type Pos struct {
	Line, Col int32
}

// IsValid reports whether the position is known.
func (p Pos) IsValid() bool { return p.Line > 0 }

// OperandBundle is `"tag"(T %v, ...)` on a call.
type OperandBundle struct {
	Tag    string
	Inputs []Value
}

// Type returns the instruction's result type.
func (i *Instr) Type() *Type { return i.Typ }

// NewInstr creates a detached instruction with the given operands.
func NewInstr(op Opcode, typ *Type, operands ...Value) *Instr {
	i := &Instr{Op: op, Typ: typ}
	i.SetOperands(operands)
	return i
}

// Operands returns the operand list. Do not modify it; use SetOperand.
func (i *Instr) Operands() []Value { return i.operands }

// NumOperands returns the number of operands.
func (i *Instr) NumOperands() int { return len(i.operands) }

// Operand returns operand n.
func (i *Instr) Operand(n int) Value { return i.operands[n] }

// SetOperand replaces operand n, updating use lists.
func (i *Instr) SetOperand(n int, v Value) {
	if old, ok := i.operands[n].(Tracked); ok {
		old.removeUse(Use{i, n})
	}
	i.operands[n] = v
	if t, ok := v.(Tracked); ok {
		t.addUse(Use{i, n})
	}
}

// AddOperand appends an operand.
func (i *Instr) AddOperand(v Value) {
	i.operands = append(i.operands, v)
	if t, ok := v.(Tracked); ok {
		t.addUse(Use{i, len(i.operands) - 1})
	}
}

// SetOperands replaces the whole operand list.
func (i *Instr) SetOperands(vs []Value) {
	i.DropOperands()
	i.operands = newOperands(len(vs))
	for _, v := range vs {
		i.AddOperand(v)
	}
}

// Operand slices of up to opChunkMax values are carved from shared
// chunks of opChunkLen instead of being allocated one by one: a module
// holds one operand slice per instruction, and one heap object per
// instruction's operands was a sixth of all objects the parser and the
// bitcode reader allocated. Each carved slice has its capacity equal to
// its length, so appending to it (AddOperand, or a caller appending to
// Operands()) copies it out and never writes into a neighbour's slots.
// A chunk stays alive while any instruction still uses a slice of it;
// dropped operand slices are not cleared (a caller may still read the
// old slice), so their values stay reachable until the whole chunk is
// unused. The pool makes carving safe from concurrent goroutines: Get
// hands a chunk to one caller at a time.
const (
	opChunkLen = 512
	opChunkMax = 8
)

var opChunks = chunkPool[Value]{size: opChunkLen}

// newOperands returns an empty operand slice with capacity n.
func newOperands(n int) []Value {
	if n == 0 || n > opChunkMax {
		return make([]Value, 0, n)
	}
	return opChunks.carve(n)
}

// DropOperands removes every operand (and the uses they record).
func (i *Instr) DropOperands() {
	for n, v := range i.operands {
		if t, ok := v.(Tracked); ok {
			t.removeUse(Use{i, n})
		}
	}
	i.operands = nil
}

// DropOperandsOf removes the operands of every instruction in is, like
// calling DropOperands on each, but in time linear in the number of uses
// involved: each affected value's use list is filtered once, instead of
// being searched once per removed use. Passes that delete many
// instructions using the same value (thousands of llvm.dbg.value calls
// becoming records, a pass erasing a dead region) need this to stay
// linear.
func DropOperandsOf(is []*Instr) {
	if len(is) == 0 {
		return
	}
	dead := make(map[*Instr]bool, len(is))
	for _, i := range is {
		dead[i] = true
	}
	seen := map[Value]bool{}
	for _, i := range is {
		for _, v := range i.operands {
			t, ok := v.(usesFilterer)
			if !ok || seen[v] {
				continue
			}
			seen[v] = true
			t.filterUses(func(u Use) bool { return !dead[u.User] })
		}
		i.operands = nil
	}
}

// usesFilterer is implemented by every tracked value (through useList).
type usesFilterer interface{ filterUses(keep func(Use) bool) }

// filterUses keeps the uses for which keep returns true.
func (l *useList) filterUses(keep func(Use) bool) {
	out := l.uses[:0]
	for _, u := range l.uses {
		if keep(u) {
			out = append(out, u)
		}
	}
	for k := len(out); k < len(l.uses); k++ {
		l.uses[k] = Use{}
	}
	l.uses = out
}

// RemoveOperand deletes operand n, shifting later ones down.
func (i *Instr) RemoveOperand(n int) {
	ops := append([]Value(nil), i.operands...)
	ops = append(ops[:n], ops[n+1:]...)
	i.SetOperands(ops)
}

// Callee returns the called value of call/invoke/callbr.
func (i *Instr) Callee() Value { return i.operands[0] }

// Args returns the arguments of call/invoke/callbr.
func (i *Instr) Args() []Value { return i.operands[1:] }

// CalledFunc returns the directly called function, or nil for an indirect
// call (or a call through a constant expression).
func (i *Instr) CalledFunc() *Func {
	f, _ := i.operands[0].(*Func)
	return f
}

// HasResult reports whether the instruction produces a value.
func (i *Instr) HasResult() bool { return i.Typ != nil && i.Typ.Kind != VoidKind }

// IsTerminator reports whether the instruction ends its block.
func (i *Instr) IsTerminator() bool { return i.Op.IsTerminator() }

// Dbg returns the `!dbg` attachment (nil if none).
func (i *Instr) Dbg() Metadata {
	for _, a := range i.MD {
		if a.Kind == "dbg" {
			return a.Node
		}
	}
	return nil
}

// SetMD sets (or with nil removes) the attachment of the given kind.
func (i *Instr) SetMD(kind string, md Metadata) { i.MD = setAttachment(i.MD, kind, md) }

func setAttachment(list []MDAttachment, kind string, md Metadata) []MDAttachment {
	for n := range list {
		if list[n].Kind == kind {
			if md == nil {
				return append(list[:n:n], list[n+1:]...)
			}
			list[n].Node = md
			return list
		}
	}
	if md == nil {
		return list
	}
	return append(list, MDAttachment{kind, md})
}

// Func returns the function the instruction is in (nil when detached).
func (i *Instr) Func() *Func {
	if i.Parent == nil {
		return nil
	}
	return i.Parent.Parent
}

// Index returns the instruction's position in its block (-1 if detached).
//
// Positions are cached: each instruction remembers where it last stood,
// and the cache is checked (Parent.Instrs[idx] == i) before it is
// trusted, so code that edits Block.Instrs directly never gets a wrong
// answer. When the check fails the block is renumbered once, after
// which every instruction of it answers in O(1) again. Block.Insert and
// Block.InsertBefore keep the inserted instruction's and the insertion
// point's positions right, so a builder inserting many instructions
// before one point never searches the block.
func (i *Instr) Index() int {
	b := i.Parent
	if b == nil {
		return -1
	}
	if n := int(i.idx); uint(n) < uint(len(b.Instrs)) && b.Instrs[n] == i {
		return n
	}
	b.renumber()
	if n := int(i.idx); uint(n) < uint(len(b.Instrs)) && b.Instrs[n] == i {
		return n
	}
	return -1
}

// renumber refreshes the cached positions of b's instructions.
func (b *Block) renumber() {
	for n, x := range b.Instrs {
		if x != nil && x.Parent == b {
			x.idx = int32(n)
		}
	}
}

// Remove detaches the instruction from its block, keeping its operands.
// The instructions after it move down by one and keep their cached
// positions right (the copy of the tail costs as much), so removing
// several instructions of one block, in any order, never renumbers the
// whole block.
func (i *Instr) Remove() {
	if n := i.Index(); n >= 0 {
		b := i.Parent
		b.Instrs = append(b.Instrs[:n], b.Instrs[n+1:]...)
		for k := n; k < len(b.Instrs); k++ {
			if x := b.Instrs[k]; x != nil {
				x.idx = int32(k)
			}
		}
	}
	i.Parent = nil
}

// Erase detaches the instruction and drops its operands. The instruction
// must have no remaining uses.
func (i *Instr) Erase() {
	if len(i.uses) > 0 {
		panic("ir: Erase of an instruction that still has uses")
	}
	i.Remove()
	i.DropOperands()
}

// Block is a basic block. Its type is `label`.
//
// Printed form:
//
//	entry:                                 ; preds = %a, %b
//	  %x = ...
type Block struct {
	Name   string // "" for unnamed (printed as N:)
	Instrs []*Instr
	Parent *Func
}

// Type returns the label type.
func (b *Block) Type() *Type { return Label }

// Terminator returns the block's last instruction if it is a terminator.
func (b *Block) Terminator() *Instr {
	if n := len(b.Instrs); n > 0 && b.Instrs[n-1].IsTerminator() {
		return b.Instrs[n-1]
	}
	return nil
}

// Append adds instructions at the end of the block.
func (b *Block) Append(is ...*Instr) {
	for k, i := range is {
		i.Parent = b
		i.idx = int32(len(b.Instrs) + k)
	}
	b.Instrs = append(b.Instrs, is...)
}

// Insert inserts i at position n. The instructions after it move up by
// one (one copy of the tail; their cached positions are refreshed the
// next time one is asked for, see Instr.Index).
func (b *Block) Insert(n int, i *Instr) {
	i.Parent = b
	i.idx = int32(n)
	b.Instrs = append(b.Instrs, nil)
	copy(b.Instrs[n+1:], b.Instrs[n:])
	b.Instrs[n] = i
}

// InsertBefore inserts i before pos (which must be in b). Finding pos
// costs O(1) while its cached position is right, which this keeps so.
func (b *Block) InsertBefore(i, pos *Instr) {
	n := pos.Index()
	b.Insert(n, i)
	pos.idx = int32(n + 1)
}

// Succs returns the successor blocks of the block's terminator.
func (b *Block) Succs() []*Block {
	if t := b.Terminator(); t != nil {
		return t.Succs()
	}
	return nil
}

// FirstNonPhi returns the index of the first instruction that is not a phi.
func (b *Block) FirstNonPhi() int {
	for n, i := range b.Instrs {
		if i.Op != OpPhi {
			return n
		}
	}
	return len(b.Instrs)
}
