package lltext

import (
	"errors"
	"fmt"
	"io"
	"math/big"
	"strings"

	"github.com/irfix/irfix/ir"
)

// ErrPrint is the class of errors Print returns when the module itself
// cannot be printed (a malformed model, such as a nil type where one is
// required); write errors of the destination are returned wrapped as they
// are. Test with errors.Is.
var ErrPrint = errors.New("module cannot be printed")

// PrintOptions controls spellings that differ between LLVM versions. The
// zero value prints the newest syntax for everything the model holds.
//
// The printer never decides by itself which LLVM version it writes for: the
// target table (one row per reader version and pointer mode) fills in these
// switches, so the version knowledge stays in one place.
type PrintOptions struct {
	// ExpandSplat prints ir.ConstSplat as an explicit element list (fixed
	// vectors) or as the `shufflevector (insertelement ...)` constant
	// expression (scalable vectors) instead of `splat (...)`, which readers
	// before LLVM 19 do not know.
	ExpandSplat bool
	// OldNoDedupComdat spells the comdat kind nodeduplicate as
	// `noduplicates`, its name before LLVM 13.
	OldNoDedupComdat bool
	// UndefMaskElems prints undefined shufflevector mask elements as
	// `undef` rather than `poison` (readers before LLVM 12 lack poison).
	UndefMaskElems bool
	// Comments adds LLVM's informational comments: `; preds = ...` after
	// block labels.
	Comments bool
}

// Print writes m as LLVM assembly to w, in LLVM's section order (see
// ir.Module). Typed pointers print typed; attributes, debug intrinsics and
// debug records print as the model holds them.
func Print(w io.Writer, m *ir.Module) error { return PrintWith(w, m, PrintOptions{}) }

// PrintWith is Print with options.
func PrintWith(w io.Writer, m *ir.Module, opt PrintOptions) (err error) {
	p := prNewPrinter(m, opt)
	p.w = w
	p.buf = make([]byte, 0, prFlushAt+prFlushAt/4)
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("lltext: print: %w: %v", ErrPrint, r)
		}
	}()
	p.module()
	p.flush()
	if p.err != nil {
		return fmt.Errorf("lltext: print: %w", p.err)
	}
	return nil
}

// Format returns m as LLVM assembly. A model that cannot be printed yields
// the text printed so far followed by a `; error: ...` comment line.
func Format(m *ir.Module) string {
	var b strings.Builder
	if err := Print(&b, m); err != nil {
		b.WriteString("\n; error: ")
		b.WriteString(err.Error())
		b.WriteByte('\n')
	}
	return b.String()
}

// FormatType returns t in LLVM syntax (typed pointers typed, named structs
// by name).
func FormatType(t *ir.Type) string {
	p := prNewPrinter(nil, PrintOptions{})
	p.typ(t)
	return string(p.buf)
}

// FormatValue returns v as an operand with its type, as it would appear in
// the printed module: `i32 %3`, `ptr @g`, `double 1.500000e+00`,
// `label %bb`, `metadata !7`. Unnamed values get the number their function
// (or module) would give them; metadata nodes get their module's numbers
// when the value belongs to a module, and are printed inline otherwise.
func FormatValue(v ir.Value) string {
	p := prForValue(v)
	p.typedOperand(v)
	return string(p.buf)
}

// FormatInstr returns the instruction as printed in its function (without
// indentation or trailing newline, without the debug records in front of
// it), numbered as its function numbers it. Function attributes of calls
// print inline in braces (`{ nounwind }`) since no attribute group table
// exists outside a module print.
func FormatInstr(i *ir.Instr) string {
	p := prForValue(i)
	p.inlineFnAttrs = true
	p.instr(i)
	return string(p.buf)
}

// prForValue prepares a printer able to number the values of v's function
// and the metadata of v's module.
func prForValue(v ir.Value) *printer {
	var f *ir.Func
	var m *ir.Module
	switch x := v.(type) {
	case *ir.Instr:
		f = x.Func()
	case *ir.Param:
		f = x.Parent
	case *ir.Block:
		f = x.Parent
	case ir.GlobalValue:
		m = x.Common().Parent
	}
	if f != nil {
		m = f.Parent
	}
	p := prNewPrinter(m, PrintOptions{})
	p.inlineMD = m == nil
	if m != nil {
		p.numberGlobals()
		p.numberMetadata()
	}
	if f != nil {
		p.enterFunc(f)
	}
	return p
}

const prFlushAt = 64 << 10

// printer holds the state of one print: the output buffer and the slot
// tables (unnamed globals, unnamed locals of the current function,
// metadata nodes, attribute groups).
type printer struct {
	w   io.Writer
	buf []byte
	err error
	opt PrintOptions
	m   *ir.Module

	types map[*ir.Type]string

	globalSlots map[*ir.GlobalCommon]int

	mdSlots map[*ir.MDNode]int
	mdList  []*ir.MDNode
	// inlineMD prints unnumbered nodes inline (diagnostics without a
	// module); otherwise an unnumbered node prints as `!<badref>`.
	inlineMD bool
	mdDepth  int

	groupList    []ir.AttrSet
	groupsByHash map[uint64][]int
	// inlineFnAttrs prints call-site function attributes inline in braces
	// (FormatInstr) instead of as #N.
	inlineFnAttrs bool

	fn        *ir.Func
	local     *prSlots
	funcSlots map[*ir.Func]*prSlots
	// spareSlots are emptied maps of a function already printed.
	spareSlots *prSlots

	dataLayoutProgAS uint32
}

// prSlots numbers the unnamed values of one function.
type prSlots struct {
	instrs map[*ir.Instr]int
	params map[*ir.Param]int
	blocks map[*ir.Block]int
}

func prNewPrinter(m *ir.Module, opt PrintOptions) *printer {
	p := &printer{
		m:            m,
		opt:          opt,
		types:        map[*ir.Type]string{},
		groupsByHash: map[uint64][]int{},
		funcSlots:    map[*ir.Func]*prSlots{},
	}
	if m != nil {
		p.dataLayoutProgAS = prProgramAddrSpace(m.DataLayout)
	}
	return p
}

func (p *printer) flush() {
	if p.w == nil || len(p.buf) == 0 {
		return
	}
	if p.err == nil {
		_, p.err = p.w.Write(p.buf)
	}
	p.buf = p.buf[:0]
}

// line ends an output line and flushes when the buffer is large.
func (p *printer) nl() {
	p.buf = append(p.buf, '\n')
	if len(p.buf) >= prFlushAt && p.w != nil {
		p.flush()
	}
}

func (p *printer) str(s string) { p.buf = append(p.buf, s...) }
func (p *printer) byte1(c byte) { p.buf = append(p.buf, c) }

// module prints the whole module in LLVM's section order.
func (p *printer) module() {
	m := p.m
	if m == nil {
		p.err = fmt.Errorf("%w: nil module", ErrPrint)
		return
	}
	p.numberGlobals()
	p.numberMetadata()

	if m.SourceFilename != "" {
		p.str("source_filename = ")
		p.quoted(m.SourceFilename)
		p.nl()
	}
	if m.DataLayout != "" {
		p.str("target datalayout = ")
		p.quoted(m.DataLayout)
		p.nl()
	}
	if m.Triple != "" {
		p.str("target triple = ")
		p.quoted(m.Triple)
		p.nl()
	}
	if len(m.Asm) > 0 {
		p.nl()
		for _, a := range m.Asm {
			p.str("module asm ")
			p.quoted(a)
			p.nl()
		}
	}
	prSection(p, m.Types, p.typeDef)
	prSection(p, m.Comdats, p.comdatDef)
	prSection(p, m.Globals, p.globalVar)
	prSection(p, m.Aliases, p.alias)
	prSection(p, m.IFuncs, p.ifunc)
	for _, f := range m.Funcs {
		p.nl()
		p.function(f)
	}
	if len(p.groupList) > 0 {
		p.nl()
		for n, s := range p.groupList {
			p.str("attributes #")
			p.int(int64(n))
			p.str(" = { ")
			p.attrSet(s, true)
			p.str(" }")
			p.nl()
		}
	}
	prSection(p, m.NamedMD, p.namedMD)
	if len(p.mdList) > 0 {
		p.nl()
		for n, node := range p.mdList {
			p.byte1('!')
			p.int(int64(n))
			p.str(" = ")
			p.mdNodeBody(node)
			p.nl()
		}
	}
}

// prProgramAddrSpace returns the program address space (`P<n>`) of a data
// layout string, 0 when absent.
func prProgramAddrSpace(dl string) uint32 {
	for _, spec := range strings.Split(dl, "-") {
		if len(spec) > 1 && spec[0] == 'P' {
			var n uint32
			for _, c := range spec[1:] {
				if c < '0' || c > '9' {
					return 0
				}
				n = n*10 + uint32(c-'0')
			}
			return n
		}
	}
	return 0
}

func (p *printer) typeDef(t *ir.Type) {
	if t == nil {
		return
	}
	p.typeName(t.Name)
	p.str(" = type ")
	p.structBody(t)
	p.nl()
}

func (p *printer) comdatDef(c *ir.Comdat) {
	p.byte1('$')
	p.name(c.Name)
	p.str(" = comdat ")
	p.comdatKind(c.Kind)
	p.nl()
}

func (p *printer) comdatKind(k ir.ComdatKind) {
	if k == ir.ComdatNoDeduplicate && p.opt.OldNoDedupComdat {
		p.str("noduplicates")
		return
	}
	p.str(k.String())
}

// callConv writes a calling convention keyword, or `cc N` for the
// conventions whose keyword some LLVM parsers reject (webkit_jscc is gone
// since LLVM 17; m68k_intrcc is not accepted by LLVM 14–22): `cc N` means
// the same to every reader.
func (p *printer) callConv(cc ir.CallConv) {
	switch cc {
	case 12, 101:
		p.str("cc ")
		p.uint(uint64(cc))
	default:
		p.str(cc.String())
	}
}

// linkage writes the linkage keyword and a space (nothing for external).
func (p *printer) linkage(l ir.Linkage) {
	if l != ir.External {
		p.str(l.String())
		p.byte1(' ')
	}
}

// commonPrefix writes dso_local, visibility and DLL storage, each followed
// by a space.
func (p *printer) commonPrefix(g *ir.GlobalCommon) {
	implicit := g.Linkage.IsLocal() || (g.Visibility != ir.Default && g.Linkage != ir.ExternWeak)
	if g.DSOLocal && !implicit {
		p.str("dso_local ")
	}
	if g.Visibility != ir.Default {
		p.str(g.Visibility.String())
		p.byte1(' ')
	}
	if g.DLLStorage != ir.DLLNone {
		p.str(g.DLLStorage.String())
		p.byte1(' ')
	}
}

func (p *printer) globalName(g *ir.GlobalCommon) {
	p.byte1('@')
	if g.Name != "" {
		p.name(g.Name)
		return
	}
	if n, ok := p.globalSlots[g]; ok {
		p.int(int64(n))
		return
	}
	p.str("<badref>")
}

func (p *printer) globalVar(g *ir.Global) {
	c := &g.GlobalCommon
	p.globalName(c)
	p.str(" = ")
	if g.Init == nil && c.Linkage == ir.External {
		p.str("external ")
	}
	p.linkage(c.Linkage)
	p.commonPrefix(c)
	if c.ThreadLocal != ir.NotThreadLocal {
		p.str(c.ThreadLocal.String())
		p.byte1(' ')
	}
	if c.UnnamedAddr != ir.NamedAddr {
		p.str(c.UnnamedAddr.String())
		p.byte1(' ')
	}
	if c.Typ != nil && c.Typ.AddrSpace != 0 {
		p.str("addrspace(")
		p.uint(uint64(c.Typ.AddrSpace))
		p.str(") ")
	}
	if g.ExternallyInitialized {
		p.str("externally_initialized ")
	}
	if g.IsConst {
		p.str("constant ")
	} else {
		p.str("global ")
	}
	p.typ(g.ValueType)
	if g.Init != nil {
		p.byte1(' ')
		p.value(g.Init)
	}
	if c.Section != "" {
		p.str(", section ")
		p.quoted(c.Section)
	}
	if c.Partition != "" {
		p.str(", partition ")
		p.quoted(c.Partition)
	}
	for _, e := range c.Extra {
		p.str(", ")
		p.str(e)
	}
	if c.Comdat != nil {
		p.str(", comdat")
		p.comdatRef(c)
	}
	if c.Align != 0 {
		p.str(", align ")
		p.uint(uint64(c.Align))
	}
	p.attachments(c.MD, ", ")
	if len(g.Attrs) > 0 {
		p.str(" #")
		p.int(int64(p.group(g.Attrs)))
	}
	p.nl()
}

func (p *printer) comdatRef(c *ir.GlobalCommon) {
	if c.Comdat.Name == c.Name {
		return
	}
	p.str("($")
	p.name(c.Comdat.Name)
	p.byte1(')')
}

func (p *printer) aliasPrefix(c *ir.GlobalCommon) {
	p.globalName(c)
	p.str(" = ")
	p.linkage(c.Linkage)
	p.commonPrefix(c)
	if c.ThreadLocal != ir.NotThreadLocal {
		p.str(c.ThreadLocal.String())
		p.byte1(' ')
	}
	if c.UnnamedAddr != ir.NamedAddr {
		p.str(c.UnnamedAddr.String())
		p.byte1(' ')
	}
}

func (p *printer) alias(a *ir.Alias) {
	c := &a.GlobalCommon
	p.aliasPrefix(c)
	p.str("alias ")
	p.typ(a.ValueType)
	p.str(", ")
	p.aliasee(a.Aliasee)
	if c.Partition != "" {
		p.str(", partition ")
		p.quoted(c.Partition)
	}
	p.attachments(c.MD, ", ")
	p.nl()
}

// aliasee prints an alias target or ifunc resolver: constant expressions
// without their type, as LLVM does.
func (p *printer) aliasee(v ir.Constant) {
	if _, ok := v.(*ir.ConstExpr); ok {
		p.value(v)
		return
	}
	p.typedOperand(v)
}

func (p *printer) ifunc(i *ir.IFunc) {
	c := &i.GlobalCommon
	p.aliasPrefix(c)
	p.str("ifunc ")
	p.typ(i.ValueType)
	p.str(", ")
	p.aliasee(i.Resolver)
	if c.Partition != "" {
		p.str(", partition ")
		p.quoted(c.Partition)
	}
	p.attachments(c.MD, ", ")
	p.nl()
}

func (p *printer) function(f *ir.Func) {
	c := &f.GlobalCommon
	decl := f.IsDeclaration()
	if decl {
		p.str("declare")
		p.attachments(c.MD, " ")
		p.byte1(' ')
	} else {
		p.str("define ")
	}
	p.linkage(c.Linkage)
	p.commonPrefix(c)
	if f.CC != 0 {
		p.callConv(f.CC)
		p.byte1(' ')
	}
	if len(f.Attrs.Ret) > 0 {
		p.attrSet(f.Attrs.Ret, false)
		p.byte1(' ')
	}
	sig := f.Sig
	if sig == nil {
		panic("function @" + f.Name + " has no signature")
	}
	p.typ(sig.Ret)
	p.byte1(' ')
	p.globalName(c)
	p.byte1('(')
	if !decl {
		p.enterFunc(f)
	}
	n := len(sig.Fields)
	for i := 0; i < n; i++ {
		if i > 0 {
			p.str(", ")
		}
		var pt *ir.Type
		var param *ir.Param
		if i < len(f.Params) {
			param = f.Params[i]
			pt = param.Typ
		} else {
			pt = sig.Fields[i]
		}
		p.typ(pt)
		if as := f.Attrs.Param(i); len(as) > 0 {
			p.byte1(' ')
			p.attrSet(as, false)
		}
		if !decl && param != nil {
			p.byte1(' ')
			p.localRef(param)
		}
	}
	if sig.Variadic {
		if n > 0 {
			p.str(", ")
		}
		p.str("...")
	}
	p.byte1(')')
	if c.UnnamedAddr != ir.NamedAddr {
		p.byte1(' ')
		p.str(c.UnnamedAddr.String())
	}
	if as := prAddrSpace(c.Typ); as != 0 || p.dataLayoutProgAS != 0 {
		p.str(" addrspace(")
		p.uint(uint64(as))
		p.byte1(')')
	}
	if len(f.Attrs.Fn) > 0 {
		p.str(" #")
		p.int(int64(p.group(f.Attrs.Fn)))
	}
	if c.Section != "" {
		p.str(" section ")
		p.quoted(c.Section)
	}
	if c.Partition != "" {
		p.str(" partition ")
		p.quoted(c.Partition)
	}
	if c.Comdat != nil {
		p.str(" comdat")
		p.comdatRef(c)
	}
	if c.Align != 0 {
		p.str(" align ")
		p.uint(uint64(c.Align))
	}
	if f.GC != "" {
		p.str(" gc ")
		p.quoted(f.GC)
	}
	if f.Prefix != nil {
		p.str(" prefix ")
		p.typedOperand(f.Prefix)
	}
	if f.Prologue != nil {
		p.str(" prologue ")
		p.typedOperand(f.Prologue)
	}
	if f.Personality != nil {
		p.str(" personality ")
		p.typedOperand(f.Personality)
	}
	if decl {
		p.nl()
		return
	}
	p.attachments(c.MD, " ")
	p.str(" {")
	var preds map[*ir.Block][]*ir.Block
	if p.opt.Comments {
		preds = f.Preds()
	}
	for bi, b := range f.Blocks {
		p.block(b, bi == 0, preds)
	}
	p.str("}")
	p.nl()
	p.fn, p.local = nil, nil
	// The numbering is done with: drop it (a later blockaddress into f
	// numbers f again), so the printer does not hold every function's
	// maps until the end, and keep its maps, emptied, for the next
	// function: a new set per function was a twentieth of what printing
	// a large module allocated.
	if s := p.funcSlots[f]; s != nil {
		delete(p.funcSlots, f)
		clear(s.instrs)
		clear(s.params)
		clear(s.blocks)
		p.spareSlots = s
	}
}

func prAddrSpace(t *ir.Type) uint32 {
	if t == nil {
		return 0
	}
	return t.AddrSpace
}

func (p *printer) block(b *ir.Block, entry bool, preds map[*ir.Block][]*ir.Block) {
	start := len(p.buf)
	if b.Name != "" {
		p.nl()
		start = len(p.buf)
		p.name(b.Name)
		p.byte1(':')
	} else if !entry {
		p.nl()
		start = len(p.buf)
		if n, ok := p.local.blocks[b]; ok {
			p.int(int64(n))
		} else {
			p.str("<badref>")
		}
		p.byte1(':')
	}
	if preds != nil && !entry {
		for len(p.buf)-start < 50 {
			p.byte1(' ')
		}
		ps := preds[b]
		if len(ps) == 0 {
			p.str("; No predecessors!")
		} else {
			p.str("; preds = ")
			for i, pb := range ps {
				if i > 0 {
					p.str(", ")
				}
				p.localRef(pb)
			}
		}
	}
	p.nl()
	for _, i := range b.Instrs {
		for _, r := range i.DbgRecords() {
			p.str("    ")
			p.dbgRecord(r)
			p.nl()
		}
		p.str("  ")
		p.instr(i)
		p.nl()
	}
}

// enterFunc makes f the current function for local value references.
func (p *printer) enterFunc(f *ir.Func) {
	p.fn = f
	p.local = p.slotsOf(f)
}

// slotsOf numbers f's unnamed values the way LLVM does (ir.NumberLocals).
func (p *printer) slotsOf(f *ir.Func) *prSlots {
	if s, ok := p.funcSlots[f]; ok {
		return s
	}
	s := p.spareSlots
	p.spareSlots = nil
	if s == nil {
		// Size the maps first (a cheap pass) so they never grow.
		var np, nb, ni int
		ir.NumberLocals(f, func(v ir.Value, _ int) bool {
			switch v.(type) {
			case *ir.Param:
				np++
			case *ir.Block:
				nb++
			case *ir.Instr:
				ni++
			}
			return true
		})
		s = &prSlots{params: make(map[*ir.Param]int, np), blocks: make(map[*ir.Block]int, nb), instrs: make(map[*ir.Instr]int, ni)}
	}
	ir.NumberLocals(f, func(v ir.Value, n int) bool {
		switch x := v.(type) {
		case *ir.Param:
			s.params[x] = n
		case *ir.Block:
			s.blocks[x] = n
		case *ir.Instr:
			s.instrs[x] = n
		}
		return true
	})
	p.funcSlots[f] = s
	return s
}

// numberGlobals numbers unnamed global values: globals, aliases, ifuncs,
// then functions, as LLVM's slot tracker does.
func (p *printer) numberGlobals() {
	p.globalSlots = map[*ir.GlobalCommon]int{}
	n := 0
	for _, gv := range p.m.GlobalValues() {
		c := gv.Common()
		if c.Name == "" {
			p.globalSlots[c] = n
			n++
		}
	}
}

// group returns the number of the attribute group holding s, creating it
// on first use (groups are numbered in order of first use). Sets equal as
// ir.AttrSet.Key defines equality (the same attributes in any order) share
// a group; the lookup uses an allocation-free hash and comparison instead
// of building the key string for every call site.
func (p *printer) group(s ir.AttrSet) int {
	h := prSetHash(s)
	for _, n := range p.groupsByHash[h] {
		if prSameSet(p.groupList[n], s) {
			return n
		}
	}
	n := len(p.groupList)
	p.groupList = append(p.groupList, s)
	p.groupsByHash[h] = append(p.groupsByHash[h], n)
	return n
}

// prSetHash is an order-insensitive hash of a set's attributes.
func prSetHash(s ir.AttrSet) uint64 {
	var h uint64
	for i := range s {
		h += prAttrHash(&s[i])
	}
	return h
}

func prAttrHash(a *ir.Attr) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * prime }
	str := func(s string) {
		for i := 0; i < len(s); i++ {
			mix(uint64(s[i]))
		}
		mix(0xff)
	}
	mix(uint64(a.Kind))
	mix(a.Int)
	mix(a.Int2)
	str(a.Str)
	str(a.Key)
	str(a.Val)
	str(a.Raw)
	if a.Type != nil {
		mix(uint64(a.Type.Kind))
		str(a.Type.Name)
	}
	return h
}

// prSameSet reports whether two sets hold the same attributes (in any
// order), with the equality ir.AttrSet.Key implies.
func prSameSet(a, b ir.AttrSet) bool {
	if len(a) != len(b) {
		return false
	}
outer:
	for i := range a {
		for j := range b {
			if prSameAttr(&a[i], &b[j]) {
				continue outer
			}
		}
		return false
	}
	return true
}

func prSameAttr(a, b *ir.Attr) bool {
	if a.Kind != b.Kind || a.Int != b.Int || a.Int2 != b.Int2 || a.Str != b.Str || a.Key != b.Key ||
		a.Val != b.Val || a.Raw != b.Raw || len(a.Ranges) != len(b.Ranges) {
		return false
	}
	if a.Type != b.Type && (a.Type == nil || b.Type == nil || a.Type.String() != b.Type.String()) {
		return false
	}
	if (a.Range == nil) != (b.Range == nil) || a.Range != nil && !prSameRange(*a.Range, *b.Range) {
		return false
	}
	for i := range a.Ranges {
		if !prSameRange(a.Ranges[i], b.Ranges[i]) {
			return false
		}
	}
	return true
}

// prSameRange compares ranges as their printed form does (the bit width
// is not part of ir.ConstRange.String).
func prSameRange(a, b ir.ConstRange) bool {
	return prBigEq(a.Lo, b.Lo) && prBigEq(a.Hi, b.Hi)
}

func prBigEq(a, b *big.Int) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Cmp(b) == 0
}

// prSection prints a module section: nothing when it is empty, else a
// blank line and each item.
func prSection[T any](p *printer, items []T, each func(T)) {
	if len(items) == 0 {
		return
	}
	p.nl()
	for _, x := range items {
		each(x)
	}
}
