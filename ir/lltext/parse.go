package lltext

import (
	"bytes"
	"fmt"
	"math"
	"strconv"

	"github.com/irfix/irfix/ir"
)

// pMaxDepth bounds the nesting of types, constants and metadata so that
// hostile input cannot exhaust the stack: the bitcode reader's limit too.
const pMaxDepth = ir.MaxNesting

// pFail is the panic payload the parser uses internally to unwind on the
// first error; Parse recovers it and returns the *Error. Nothing else is
// recovered.
type pFail struct{ err *Error }

// maxSource is the largest input Parse reads (2 GiB - 1: a token's offset
// is an int32). A variable so that a test can lower it.
var maxSource = math.MaxInt32

// Parse reads one module of LLVM assembly. filename is used in error
// positions only. Errors are *Error values that wrap ErrSyntax.
func Parse(filename string, src []byte) (m *ir.Module, err error) {
	p := &parser{file: filename, src: src, budget: 64*uint64(len(src)) + 1<<20, arena: ir.NewModuleArena()}
	defer func() {
		if r := recover(); r != nil {
			f, ok := r.(pFail)
			if !ok {
				panic(r)
			}
			m, err = nil, f.err
		}
	}()
	if len(src) > maxSource {
		// Tokens keep their offsets in 32 bits (see token).
		return nil, &Error{File: filename, Line: 1, Col: 1, Msg: fmt.Sprintf("the input is %d bytes; the parser reads at most %d", len(src), maxSource)}
	}
	if i := bytes.IndexByte(src, 0); i >= 0 {
		// llvm-as skips most NULs as if they were blanks; a NUL in a .ll
		// is a damaged or binary file, so say so where it is.
		p.errAt(i, "NUL byte at offset %d: LLVM assembly is text, this file is damaged or not LLVM assembly", i)
	}
	p.init()
	p.parseModule()
	p.m.File = filename
	return p.m, nil
}

// pGlobal is the parser's record of one global value name.
type pGlobal struct {
	gv      ir.GlobalValue
	defined bool
	pos     int // first use (for undefined-value errors)
}

// pNamedType is the parser's record of one named type.
type pNamedType struct {
	t       *ir.Type
	defined bool
	pos     int
}

// pMDRef is a numbered metadata node and where it was first used.
type pMDRef struct {
	n       *ir.MDNode
	defined bool
	pos     int
}

// pBAKey names a block of a function that a blockaddress referred to
// before the function was parsed.
type pBAKey struct {
	name string
	id   int64 // -1 for named blocks
}

type parser struct {
	file string
	src  []byte
	lx   lexer
	tok  token
	m    *ir.Module
	posc pPosCursor // for the model's Pos fields (parse_pos.go)

	typed     bool // typed-pointer module (decided by the first pointer type)
	depth     int
	budget    uint64          // elements the input may still expand to (shuffle masks)
	prescan   map[string]byte // global name -> 'f', 'g', 'a', 'i' (a hint)
	types     map[string]*pNamedType
	globals   map[string]*pGlobal
	nextGID   uint64
	comdats   map[string]*ir.Comdat
	comdatUse map[string]int

	attrGroups map[uint64]ir.AttrSet
	attrGrpPos map[uint64]int
	attrFixups []*ir.AttrSet // sets that contain "#N" markers

	// Attribute set interning (parse_intern.go).
	attrScratch ir.AttrSet
	attrIntern  map[string]ir.AttrSet
	attrKey     []byte
	attrTypeID  map[*ir.Type]uint64

	// Scratch for a call's arguments (parseCallLike).
	callArgs     []ir.Value
	callArgTypes []*ir.Type
	callParams   []ir.AttrSet

	islab       []ir.Instr  // where newInstr takes instructions from
	blockInstrs []*ir.Instr // scratch for parseBlock
	// arena holds the module's operand and use lists; bodyInstrs are
	// the instructions of the body being parsed, in order, whose uses
	// are recorded when the body is complete (parse_intern.go).
	arena      *ir.BodyArena
	bodyInstrs []*ir.Instr
	valBuf     []ir.Value // a phi's values
	globalKey  []byte     // scratch for lookupGlobal

	mdInts map[int64]ir.Metadata // boxed MDInts beyond pSmallMDInts (parseMDInt)

	ints   map[pIntKey]*ir.ConstInt     // shared constants (parse_intern.go)
	floats map[pFloatKey]*ir.ConstFloat // shared constants (parse_intern.go)

	md     []*pMDRef             // numbered nodes with small ids
	mdFar  map[uint64]*pMDRef    // ids beyond the input size (rare)
	mdVAMs []*ir.ValueAsMetadata // every ValueAsMetadata made (for substitution)

	// replaced maps forward-reference placeholders to the global value
	// that was finally defined with that name when the kinds differed.
	replaced map[ir.GlobalValue]ir.GlobalValue

	pendingBA map[*ir.Func]map[pBAKey]*ir.Block
	baPos     map[*ir.Block]int

	fn *pFunc // the function whose body is being parsed
	// numsBuf is the numbered-value slice the next function body reuses.
	numsBuf []ir.Value

	interned   map[string]string
	fieldStack []ir.MDField // scratch for specialized node fields
	idents     map[string]ir.Metadata
	tc         pTypeCache
}

func (p *parser) init() {
	p.m = &ir.Module{}
	p.lx = lexer{src: p.src}
	p.types = map[string]*pNamedType{}
	p.globals = map[string]*pGlobal{}
	p.comdats = map[string]*ir.Comdat{}
	p.comdatUse = map[string]int{}
	p.attrGroups = map[uint64]ir.AttrSet{}
	p.attrGrpPos = map[uint64]int{}
	p.typed = p.detectTyped()
	p.prescanGlobals()
	p.lx = lexer{src: p.src}
	p.next()
}

// ---- errors ----

// lineCol converts a byte offset to a 1-based line and column and returns
// the text of that line.
func (p *parser) lineCol(pos int) (int, int, string) {
	if pos > len(p.src) {
		pos = len(p.src)
	}
	line := 1 + bytes.Count(p.src[:pos], []byte{'\n'})
	start := bytes.LastIndexByte(p.src[:pos], '\n') + 1
	end := bytes.IndexByte(p.src[pos:], '\n')
	if end < 0 {
		end = len(p.src)
	} else {
		end += pos
	}
	return line, pos - start + 1, string(p.src[start:end])
}

func (p *parser) errAt(pos int, format string, args ...any) {
	line, col, src := p.lineCol(pos)
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	panic(pFail{&Error{File: p.file, Line: line, Col: col, Msg: msg, Source: src}})
}

func (p *parser) err(format string, args ...any) { p.errAt(int(p.tok.pos), format, args...) }

// ---- tokens ----

func (p *parser) next() {
	p.tok = p.lx.next()
	if p.tok.kind == lexError {
		p.errAt(p.lx.errPos, "%s", p.lx.err)
	}
}

func (p *parser) is(k lexKind) bool { return p.tok.kind == k }

func (p *parser) isKw(s string) bool {
	return p.tok.kind == lexIdent && string(p.tok.text) == s
}

func (p *parser) eat(k lexKind) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

func (p *parser) eatKw(s string) bool {
	if p.isKw(s) {
		p.next()
		return true
	}
	return false
}

func (p *parser) describe() string {
	switch p.tok.kind {
	case lexIdent, lexInt, lexFloat:
		return "'" + string(p.tok.text) + "'"
	case lexEOF:
		return "end of file"
	}
	if int(p.tok.pos) < len(p.src) {
		end := p.lx.pos
		if end > int(p.tok.pos)+40 {
			end = int(p.tok.pos) + 40
		}
		return "'" + string(p.src[int(p.tok.pos):end]) + "'"
	}
	return lexKindNames[p.tok.kind]
}

func (p *parser) expect(k lexKind, what string) {
	if p.tok.kind != k {
		p.err("expected %s, found %s", what, p.describe())
	}
	p.next()
}

func (p *parser) expectKw(s string) {
	if !p.isKw(s) {
		p.err("expected '%s', found %s", s, p.describe())
	}
	p.next()
}

// str returns the current token's text as a new string.
func (p *parser) str() string { return string(p.tok.text) }

func (p *parser) expectString(what string) string {
	if p.tok.kind != lexString {
		p.err("expected %s string, found %s", what, p.describe())
	}
	s := p.str()
	p.next()
	return s
}

func (p *parser) parseUint(what string, bits int) uint64 {
	if p.tok.kind != lexInt || p.tok.text[0] == '-' || p.tok.text[0] == 'u' || p.tok.text[0] == 's' {
		p.err("expected %s, found %s", what, p.describe())
	}
	v, err := strconv.ParseUint(string(p.tok.text), 10, bits)
	if err != nil {
		p.err("%s out of range: %s", what, p.tok.text)
	}
	p.next()
	return v
}

func (p *parser) parseInt64(what string) int64 {
	if p.tok.kind != lexInt || p.tok.text[0] == 'u' || p.tok.text[0] == 's' {
		p.err("expected %s, found %s", what, p.describe())
	}
	v, err := strconv.ParseInt(string(p.tok.text), 10, 64)
	if err != nil {
		p.err("%s out of range: %s", what, p.tok.text)
	}
	p.next()
	return v
}

func (p *parser) enter() {
	p.depth++
	if p.depth > pMaxDepth {
		p.err("nesting too deep (more than %d levels)", pMaxDepth)
	}
}

func (p *parser) leave() { p.depth-- }

// ---- pointer mode and pre-scan ----

// detectTyped reports whether the module uses typed pointers: the first
// pointer type written decides (`ptr` → opaque, `T*` → typed). A module
// that writes no pointer type at all is treated as opaque.
func (p *parser) detectTyped() bool {
	l := lexer{src: p.src}
	for {
		t := l.next()
		switch t.kind {
		case lexEOF, lexError:
			return false
		case lexStar:
			return true
		case lexIdent:
			if string(t.text) == "ptr" {
				return false
			}
		}
	}
}

// prescanGlobals records which kind of global value each top-level name
// is defined as, so a forward reference can create a placeholder of the
// right kind. It only looks at definitions that start a line; anything it
// misses is handled by substitution at the end.
func (p *parser) prescanGlobals() {
	p.prescan = map[string]byte{}
	src := p.src
	for i := 0; i < len(src); {
		nl := bytes.IndexByte(src[i:], '\n')
		end := len(src)
		if nl >= 0 {
			end = i + nl
		}
		line := src[i:end]
		if len(line) > 0 {
			switch line[0] {
			case 'd':
				if bytes.HasPrefix(line, []byte("define ")) || bytes.HasPrefix(line, []byte("declare ")) {
					l := lexer{src: src[:end], pos: i}
					for {
						t := l.next()
						if t.kind == lexGlobalVar || t.kind == lexGlobalID {
							p.prescan[pGlobalKey(t)] = 'f'
							break
						}
						if t.kind == lexEOF || t.kind == lexError || t.kind == lexLParen {
							break
						}
					}
				}
			case '@':
				l := lexer{src: src[:end], pos: i}
				t := l.next()
				if (t.kind == lexGlobalVar || t.kind == lexGlobalID) && l.next().kind == lexEqual {
				scan:
					for n := 0; n < 16; n++ {
						k := l.next()
						if k.kind != lexIdent {
							if k.kind == lexLParen || k.kind == lexRParen || k.kind == lexInt {
								continue // thread_local(...), addrspace(N)
							}
							break
						}
						switch string(k.text) {
						case "global", "constant":
							p.prescan[pGlobalKey(t)] = 'g'
							break scan
						case "alias":
							p.prescan[pGlobalKey(t)] = 'a'
							break scan
						case "ifunc":
							p.prescan[pGlobalKey(t)] = 'i'
							break scan
						}
					}
				}
			}
		}
		if nl < 0 {
			break
		}
		i = end + 1
	}
}

// pGlobalKey is the map key of a global name token: the name, or "\x01N"
// for @N.
func pGlobalKey(t token) string {
	if t.kind == lexGlobalID {
		return "\x01" + string(t.text)
	}
	return string(t.text)
}

// lookupGlobal is p.globals[pGlobalKey(t)] without making the key string
// (a module refers to its globals, mostly callees, hundreds of thousands
// of times).
func (p *parser) lookupGlobal(t token) (*pGlobal, bool) {
	if t.kind == lexGlobalID {
		p.globalKey = append(append(p.globalKey[:0], 1), t.text...)
		e, ok := p.globals[string(p.globalKey)]
		return e, ok
	}
	e, ok := p.globals[string(t.text)]
	return e, ok
}

// ---- module ----

func (p *parser) parseModule() {
	for p.tok.kind != lexEOF {
		switch p.tok.kind {
		case lexIdent:
			p.parseTopKeyword()
		case lexLocalVar, lexLocalID:
			p.parseNamedTypeDef()
		case lexGlobalVar, lexGlobalID:
			p.parseGlobalDef()
		case lexComdatVar:
			p.parseComdatDef()
		case lexExclaim:
			p.parseNumberedMDDef()
		case lexMetadataVar:
			p.parseNamedMDDef()
		case lexAttrGrpID:
			p.err("expected top-level entity, found %s", p.describe())
		case lexSummaryID:
			p.skipSummaryEntry()
		default:
			p.err("expected top-level entity, found %s", p.describe())
		}
	}
	p.finish()
}

func (p *parser) parseTopKeyword() {
	switch string(p.tok.text) {
	case "define":
		p.next()
		p.parseFunction(true)
	case "declare":
		p.next()
		// Declarations carry their attachments right after the keyword.
		var md []ir.MDAttachment
		for p.is(lexMetadataVar) {
			md = p.parseAttachment(md)
		}
		f := p.parseFunction(false)
		f.MD = append(md, f.MD...)
	case "source_filename":
		p.next()
		p.expect(lexEqual, "'='")
		p.m.SourceFilename = p.expectString("source_filename")
	case "target":
		p.next()
		switch {
		case p.eatKw("triple"):
			p.expect(lexEqual, "'='")
			p.m.Triple = p.expectString("target triple")
		case p.eatKw("datalayout"):
			p.expect(lexEqual, "'='")
			p.m.DataLayout = p.expectString("target datalayout")
		default:
			p.err("expected 'triple' or 'datalayout' after 'target'")
		}
	case "module":
		p.next()
		p.expectKw("asm")
		p.m.Asm = append(p.m.Asm, p.expectString("module asm"))
	case "deplibs":
		// Removed in LLVM 3.4 but still accepted (and ignored) by LLParser.
		p.next()
		p.expect(lexEqual, "'='")
		p.expect(lexLSquare, "'['")
		for !p.is(lexRSquare) {
			p.expectString("library name")
			if !p.eat(lexComma) {
				break
			}
		}
		p.expect(lexRSquare, "']'")
	case "attributes":
		p.parseAttrGroupDef()
	case "uselistorder":
		p.next()
		p.skipUseListOrder()
	case "uselistorder_bb":
		p.next()
		p.skipUseListOrderBB()
	default:
		p.err("expected top-level entity, found %s", p.describe())
	}
}

// skipSummaryEntry skips a ThinLTO summary entry `^N = ...` (irfix does
// not model summaries; llvm-as regenerates them).
func (p *parser) skipSummaryEntry() {
	p.next()
	p.expect(lexEqual, "'='")
	if !p.is(lexLabel) {
		p.err("expected summary entry kind (module:, gv:, typeid:, flags:, blockcount:), found %s", p.describe())
	}
	p.next()
	if p.is(lexLParen) {
		p.skipBalanced()
		return
	}
	p.parseUint("summary value", 64) // flags: N, blockcount: N
}

// skipBalanced skips a parenthesised group starting at '('.
func (p *parser) skipBalanced() {
	depth := 0
	for {
		switch p.tok.kind {
		case lexLParen:
			depth++
		case lexRParen:
			depth--
		case lexEOF:
			p.err("unbalanced parentheses")
		}
		p.next()
		if depth == 0 {
			return
		}
	}
}

// skipUseListOrder skips `uselistorder T v, { i, j, ... }`; the order of
// use lists is not modelled.
func (p *parser) skipUseListOrder() {
	t := p.parseType(false)
	p.parseValue(t)
	p.expect(lexComma, "','")
	p.skipIndexList()
}

// skipUseListOrderBB skips `uselistorder_bb @f, %bb, { ... }`.
func (p *parser) skipUseListOrderBB() {
	if !p.is(lexGlobalVar) && !p.is(lexGlobalID) {
		p.err("expected function name in uselistorder_bb")
	}
	p.next()
	p.expect(lexComma, "','")
	if !p.is(lexLocalVar) && !p.is(lexLocalID) {
		p.err("expected basic block name in uselistorder_bb")
	}
	p.next()
	p.expect(lexComma, "','")
	p.skipIndexList()
}

func (p *parser) skipIndexList() {
	p.expect(lexLBrace, "'{'")
	for {
		p.parseUint("index", 32)
		if !p.eat(lexComma) {
			break
		}
	}
	p.expect(lexRBrace, "'}'")
}

func (p *parser) parseComdatDef() {
	pos := int(p.tok.pos)
	name := p.str()
	p.next()
	p.expect(lexEqual, "'='")
	p.expectKw("comdat")
	if p.tok.kind != lexIdent {
		p.err("expected comdat selection kind")
	}
	kind, ok := ir.ComdatKindByName(string(p.tok.text))
	if !ok {
		p.err("unknown selection kind %s", p.describe())
	}
	p.next()
	if c, ok := p.comdats[name]; ok {
		if _, used := p.comdatUse[name]; !used || c.Kind != ir.ComdatAny || p.comdatDefined(c) {
			p.errAt(pos, "redefinition of comdat '$%s'", name)
		}
		c.Kind = kind
		delete(p.comdatUse, name)
		p.m.Comdats = append(p.m.Comdats, c)
		return
	}
	c := &ir.Comdat{Name: name, Kind: kind}
	p.comdats[name] = c
	p.m.Comdats = append(p.m.Comdats, c)
}

func (p *parser) comdatDefined(c *ir.Comdat) bool {
	for _, d := range p.m.Comdats {
		if d == c {
			return true
		}
	}
	return false
}

// comdatRef returns the comdat with the given name, creating a forward
// reference when it is not defined yet.
func (p *parser) comdatRef(name string, pos int) *ir.Comdat {
	if c, ok := p.comdats[name]; ok {
		return c
	}
	c := &ir.Comdat{Name: name}
	p.comdats[name] = c
	p.comdatUse[name] = pos
	return c
}

// parseOptionalComdat parses `comdat` or `comdat($name)`; name is the
// global's own name for the short form.
func (p *parser) parseOptionalComdat(own string, ownPos int) *ir.Comdat {
	if !p.isKw("comdat") {
		return nil
	}
	pos := int(p.tok.pos)
	p.next()
	if p.eat(lexLParen) {
		if !p.is(lexComdatVar) {
			p.err("expected comdat variable")
		}
		name := p.str()
		pos = int(p.tok.pos)
		p.next()
		p.expect(lexRParen, "')'")
		return p.comdatRef(name, pos)
	}
	if own == "" {
		p.errAt(pos, "comdat cannot be unnamed")
	}
	_ = ownPos
	return p.comdatRef(own, pos)
}

// ---- named types ----

func (p *parser) parseNamedTypeDef() {
	pos := int(p.tok.pos)
	name := p.str()
	p.next()
	p.expect(lexEqual, "'='")
	p.expectKw("type")
	e := p.types[name]
	if e != nil && e.defined {
		p.errAt(pos, "redefinition of type '%%%s'", name)
	}
	if p.isKw("opaque") {
		p.next()
		if e == nil {
			e = &pNamedType{t: ir.NewNamedStruct(name)}
			p.types[name] = e
		}
		e.defined = true
		if !e.t.IsNamed() {
			p.errAt(pos, "redefinition of type '%%%s'", name)
		}
		p.m.Types = append(p.m.Types, e.t)
		return
	}
	packed := false
	if p.is(lexLess) || p.is(lexLBrace) {
		if p.is(lexLess) {
			save, saveTok := p.lx, p.tok
			p.next()
			if !p.is(lexLBrace) {
				p.lx, p.tok = save, saveTok
				goto other
			}
			packed = true
		}
		if e == nil {
			e = &pNamedType{t: ir.NewNamedStruct(name)}
			p.types[name] = e
		}
		e.defined = true
		fields := p.parseStructBody(packed)
		e.t.SetBody(packed, fields...)
		p.m.Types = append(p.m.Types, e.t)
		return
	}
other:
	// `%T = type i32` gives a non-struct type a name (an alias).
	tpos := int(p.tok.pos)
	t := p.parseType(false)
	if e != nil {
		p.errAt(pos, "non-struct type '%%%s' may not be forward referenced", name)
	}
	if self := p.types[name]; self != nil && !self.defined {
		// `%T = type %T`: the alias names a struct that only its own
		// reference created, and nothing will ever define.
		p.errAt(tpos, "use of undefined type '%%%s'", name)
	}
	p.types[name] = &pNamedType{t: t, defined: true}
}

// namedType returns the named type for a %name/%N token, creating an
// opaque forward reference.
func (p *parser) namedType() *ir.Type {
	if e, ok := p.types[string(p.tok.text)]; ok {
		p.next()
		return e.t
	}
	name := p.str()
	e := &pNamedType{t: ir.NewNamedStruct(name), pos: int(p.tok.pos)}
	p.types[name] = e
	p.next()
	return e.t
}

// ---- attribute groups ----

func (p *parser) parseAttrGroupDef() {
	p.next()
	if !p.is(lexAttrGrpID) {
		p.err("expected attribute group id")
	}
	pos := int(p.tok.pos)
	id, err := parseDecUint(p.tok.text, 32)
	if err != nil {
		p.err("attribute group id out of range")
	}
	p.next()
	p.expect(lexEqual, "'='")
	p.expect(lexLBrace, "'{'")
	set := p.parseAttrs(pAttrGroup)
	p.expect(lexRBrace, "'}'")
	if len(set) == 0 {
		p.errAt(pos, "attribute group #%d has no attributes", id) // llvm-as 14-22 refuse it
	}
	if _, dup := p.attrGroups[id]; dup {
		p.errAt(pos, "redefinition of attribute group #%d", id)
	}
	p.attrGroups[id] = set
	p.attrGrpPos[id] = pos
}

// ---- globals ----

// pLinkage holds the optional prefix keywords shared by globals, aliases
// and functions.
type pLinkage struct {
	linkage    ir.Linkage
	hasLinkage bool
	dsoLocal   bool
	visibility ir.Visibility
	dll        ir.DLLStorage
	tls        ir.TLSMode
	unnamed    ir.UnnamedAddr
}

var pLinkageWords = map[string]ir.Linkage{
	"private": ir.Private, "internal": ir.Internal, "weak": ir.Weak, "weak_odr": ir.WeakODR,
	"linkonce": ir.LinkOnce, "linkonce_odr": ir.LinkOnceODR, "available_externally": ir.AvailableExternally,
	"appending": ir.Appending, "common": ir.Common, "extern_weak": ir.ExternWeak, "external": ir.External,
}

func (p *parser) parseLinkagePrefix(l *pLinkage, allowTLS bool) {
	if p.tok.kind != lexIdent {
		return
	}
	if lk, ok := pLinkageWords[string(p.tok.text)]; ok {
		l.linkage, l.hasLinkage = lk, true
		p.next()
	}
	if p.eatKw("dso_local") {
		l.dsoLocal = true
	} else if p.eatKw("dso_preemptable") {
		l.dsoLocal = false
	}
	switch {
	case p.eatKw("default"):
	case p.eatKw("hidden"):
		l.visibility = ir.Hidden
	case p.eatKw("protected"):
		l.visibility = ir.Protected
	}
	switch {
	case p.eatKw("dllimport"):
		l.dll = ir.DLLImport
	case p.eatKw("dllexport"):
		l.dll = ir.DLLExport
	}
	if allowTLS && p.isKw("thread_local") {
		p.next()
		l.tls = ir.GeneralDynamic
		if p.eat(lexLParen) {
			switch {
			case p.eatKw("localdynamic"):
				l.tls = ir.LocalDynamic
			case p.eatKw("initialexec"):
				l.tls = ir.InitialExec
			case p.eatKw("localexec"):
				l.tls = ir.LocalExec
			case p.eatKw("generaldynamic"):
			default:
				p.err("expected thread local storage model")
			}
			p.expect(lexRParen, "')'")
		}
	}
	l.unnamed = p.parseOptionalUnnamedAddr()
}

func (p *parser) parseOptionalUnnamedAddr() ir.UnnamedAddr {
	switch {
	case p.eatKw("unnamed_addr"):
		return ir.GlobalUnnamedAddr
	case p.eatKw("local_unnamed_addr"):
		return ir.LocalUnnamedAddr
	}
	return ir.NamedAddr
}

// parseOptionalAddrSpace parses `addrspace(N)`.
func (p *parser) parseOptionalAddrSpace() (uint32, bool) {
	if !p.isKw("addrspace") {
		return 0, false
	}
	p.next()
	p.expect(lexLParen, "'(' in address space")
	if p.is(lexString) {
		p.err("symbolic address spaces are not supported")
	}
	n := p.parseUint("address space", 24)
	p.expect(lexRParen, "')' in address space")
	return uint32(n), true
}

// defineGlobalName registers the name of a global value being defined and
// returns the placeholder created by earlier forward references (nil if
// none).
func (p *parser) defineGlobalName(t token) (key string, prev *pGlobal) {
	if t.kind == lexGlobalID {
		id, err := parseDecUint(t.text, 32)
		if err != nil {
			p.errAt(int(t.pos), "global number out of range")
		}
		if id < p.nextGID {
			p.errAt(int(t.pos), "variable expected to be numbered '@%d' or greater", p.nextGID)
		}
		p.nextGID = id + 1
	}
	key = pGlobalKey(t)
	prev = p.globals[key]
	if prev != nil && prev.defined {
		p.errAt(int(t.pos), "redefinition of global '@%s'", t.text)
	}
	return key, prev
}

// globalName returns the ir name for a global name token ("" for @N).
func globalName(t token) string {
	if t.kind == lexGlobalID {
		return ""
	}
	return string(t.text)
}

// valuePtrType returns the pointer type of a global value whose value type
// is vt in address space as.
func (p *parser) valuePtrType(vt *ir.Type, as uint32) *ir.Type { return p.pointerOf(vt, as) }

// register records a defined global value, replacing a placeholder of a
// different kind.
func (p *parser) register(key string, prev *pGlobal, gv ir.GlobalValue, pos int) {
	if prev == nil {
		p.globals[key] = &pGlobal{gv: gv, defined: true}
		return
	}
	if prev.gv.Type() != nil && prev.gv.Type() != gv.Type() {
		p.errAt(pos, "'@%s' defined with type '%s' but expected '%s'", pKeyName(key), gv.Type(), prev.gv.Type())
	}
	if pf, ok := prev.gv.(*ir.Func); ok && p.pendingBA[pf] != nil {
		if _, isFunc := gv.(*ir.Func); !isFunc {
			p.errAt(p.firstBAPos(p.pendingBA[pf]), "blockaddress refers to '@%s', which is not a function", pKeyName(key))
		}
	}
	if prev.gv != gv {
		if p.replaced == nil {
			p.replaced = map[ir.GlobalValue]ir.GlobalValue{}
		}
		p.replaced[prev.gv] = gv
	}
	prev.gv = gv
	prev.defined = true
}

// firstBAPos returns the position of the earliest blockaddress reference
// among m.
func (p *parser) firstBAPos(m map[pBAKey]*ir.Block) int {
	first := -1
	for _, b := range m {
		if pos := p.baPos[b]; first < 0 || pos < first {
			first = pos
		}
	}
	return first
}

func pKeyName(key string) string {
	if len(key) > 0 && key[0] == 1 {
		return key[1:]
	}
	return key
}

func (p *parser) parseGlobalDef() {
	nameTok := p.tok
	p.next()
	p.expect(lexEqual, "'='")
	var l pLinkage
	p.parseLinkagePrefix(&l, true)
	as, _ := p.parseOptionalAddrSpace()
	switch {
	case p.isKw("alias"), p.isKw("ifunc"):
		p.parseAliasOrIFunc(nameTok, &l)
		return
	}
	ext := p.eatKw("externally_initialized")
	var isConst bool
	switch {
	case p.eatKw("global"):
	case p.eatKw("constant"):
		isConst = true
	default:
		p.err("expected 'global' or 'constant', found %s", p.describe())
	}
	vt := p.parseType(false)
	key, prev := p.defineGlobalName(nameTok)
	var g *ir.Global
	if prev != nil {
		if pg, ok := prev.gv.(*ir.Global); ok {
			g = pg
		}
	}
	if g == nil {
		g = &ir.Global{}
	}
	g.Name = globalName(nameTok)
	g.Pos = p.irPos(int(nameTok.pos))
	g.Typ = p.valuePtrType(vt, as)
	g.ValueType = vt
	g.IsConst = isConst
	g.ExternallyInitialized = ext
	p.applyLinkage(&g.GlobalCommon, &l)
	p.register(key, prev, g, int(nameTok.pos))
	g.Parent = p.m
	p.m.Globals = append(p.m.Globals, g)
	if !l.hasLinkage || (l.linkage != ir.External && l.linkage != ir.ExternWeak) {
		g.Init = p.parseConstant(vt)
	}
	for p.eat(lexComma) {
		switch {
		case p.isKw("section"):
			p.next()
			g.Section = p.expectString("section name")
		case p.isKw("partition"):
			p.next()
			g.Partition = p.expectString("partition name")
		case p.isKw("align"):
			p.next()
			g.Align = p.parseAlignValue()
		case p.isKw("comdat"):
			g.Comdat = p.parseOptionalComdat(g.Name, int(nameTok.pos))
		case p.isKw("code_model"):
			p.next()
			g.Extra = append(g.Extra, "code_model \""+ir.EscapeString(p.expectString("code model"))+"\"")
		case p.isKw("no_sanitize_address"), p.isKw("no_sanitize_hwaddress"),
			p.isKw("sanitize_address_dyninit"), p.isKw("sanitize_memtag"):
			g.Extra = append(g.Extra, p.str())
			p.next()
		case p.is(lexMetadataVar):
			g.MD = p.parseAttachment(g.MD)
		default:
			p.err("unknown global variable property %s", p.describe())
		}
	}
	if p.is(lexAttrGrpID) || p.is(lexString) || p.is(lexIdent) && p.isGlobalAttrWord() {
		g.Attrs = p.parseAttrs(pAttrGlobal)
		p.noteFixup(&g.Attrs)
	}
}

// isGlobalAttrWord reports whether the current keyword is an attribute that
// may follow a global variable (rather than the next top-level entity).
func (p *parser) isGlobalAttrWord() bool {
	_, ok := ir.AttrKindByName(string(p.tok.text))
	return ok
}

// pTrailingSpace returns how many blank bytes end b.
func pTrailingSpace(b []byte) int {
	n := 0
	for n < len(b) {
		c := b[len(b)-1-n]
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' {
			break
		}
		n++
	}
	return n
}

func (p *parser) applyLinkage(gc *ir.GlobalCommon, l *pLinkage) {
	gc.Linkage = l.linkage
	gc.DSOLocal = l.dsoLocal
	gc.Visibility = l.visibility
	gc.DLLStorage = l.dll
	gc.ThreadLocal = l.tls
	gc.UnnamedAddr = l.unnamed
	if l.linkage.IsLocal() && l.visibility != ir.Default {
		// LLVM rejects this combination.
		p.err("symbol with local linkage must have default visibility")
	}
}

func (p *parser) parseAlignValue() ir.Align {
	pos := int(p.tok.pos)
	paren := p.eat(lexLParen)
	v := p.parseUint("alignment", 64)
	if paren {
		p.expect(lexRParen, "')'")
	}
	if v == 0 || v&(v-1) != 0 {
		p.errAt(pos, "alignment is not a power of two")
	}
	if v > 1<<32 {
		p.errAt(pos, "huge alignments are not supported yet")
	}
	return ir.Align(v)
}

func (p *parser) parseAliasOrIFunc(nameTok token, l *pLinkage) {
	isAlias := p.isKw("alias")
	p.next()
	vt := p.parseType(false)
	p.expect(lexComma, "','")
	tpos := int(p.tok.pos)
	var target ir.Constant
	var at *ir.Type
	if p.isKw("bitcast") || p.isKw("getelementptr") || p.isKw("addrspacecast") || p.isKw("inttoptr") {
		// The aliasee's type is implied by the expression (LLVM prints
		// constant-expression aliasees without it).
		target = p.parseConstExpr()
		at = target.Type()
	} else {
		at = p.parseType(false)
		target = p.parseConstant(at)
	}
	if !at.IsPtr() {
		p.errAt(tpos, "an alias or ifunc must have pointer type")
	}
	key, prev := p.defineGlobalName(nameTok)
	var gc *ir.GlobalCommon
	var gv ir.GlobalValue
	if isAlias {
		var a *ir.Alias
		if prev != nil {
			a, _ = prev.gv.(*ir.Alias)
		}
		if a == nil {
			a = &ir.Alias{}
		}
		a.ValueType, a.Aliasee = vt, target
		gc, gv = &a.GlobalCommon, a
		p.m.Aliases = append(p.m.Aliases, a)
	} else {
		var f *ir.IFunc
		if prev != nil {
			f, _ = prev.gv.(*ir.IFunc)
		}
		if f == nil {
			f = &ir.IFunc{}
		}
		f.ValueType, f.Resolver = vt, target
		gc, gv = &f.GlobalCommon, f
		p.m.IFuncs = append(p.m.IFuncs, f)
	}
	gc.Name = globalName(nameTok)
	gc.Typ = p.valuePtrType(vt, at.AddrSpace)
	p.applyLinkage(gc, l)
	gc.Parent = p.m
	p.register(key, prev, gv, int(nameTok.pos))
	for p.eat(lexComma) {
		switch {
		case p.isKw("partition"):
			p.next()
			gc.Partition = p.expectString("partition name")
		case p.is(lexMetadataVar):
			gc.MD = p.parseAttachment(gc.MD)
		default:
			p.err("unknown alias or ifunc property %s", p.describe())
		}
	}
}

// globalRef returns the global value named by the current token, used with
// pointer type t; a forward reference creates a placeholder.
func (p *parser) globalRef(t *ir.Type, hint byte) ir.GlobalValue {
	tok := p.tok
	p.next()
	if e, ok := p.lookupGlobal(tok); ok {
		if t != nil && e.gv.Type() == nil && !e.defined {
			// Created by a blockaddress that did not know the type.
			e.gv.Common().Typ = t
		}
		if t != nil && e.gv.Type() != t {
			p.errAt(int(tok.pos), "'@%s' defined with type '%s' but expected '%s'", tok.text, e.gv.Type(), t)
		}
		return e.gv
	}
	if t == nil {
		p.errAt(int(tok.pos), "use of undefined value '@%s'", tok.text)
	}
	if !t.IsPtr() {
		p.errAt(int(tok.pos), "global variable reference must have pointer type")
	}
	key := pGlobalKey(tok)
	kind := p.prescan[key]
	if kind == 0 {
		kind = hint
		if kind == 0 && t.Elem != nil && t.Elem.Kind == ir.FuncKind {
			kind = 'f'
		}
	}
	name := globalName(tok)
	var gv ir.GlobalValue
	switch kind {
	case 'f':
		f := &ir.Func{}
		f.Name, f.Typ = name, t
		gv = f
	case 'a':
		a := &ir.Alias{}
		a.Name, a.Typ = name, t
		gv = a
	case 'i':
		f := &ir.IFunc{}
		f.Name, f.Typ = name, t
		gv = f
	default:
		g := &ir.Global{}
		g.Name, g.Typ = name, t
		gv = g
	}
	p.globals[key] = &pGlobal{gv: gv, pos: int(tok.pos)}
	return gv
}

// ---- end of module ----

func (p *parser) finish() {
	p.declareIntrinsics()
	// Undefined globals: report the earliest use.
	var bad *pGlobal
	var badKey string
	for k, e := range p.globals {
		if !e.defined && (bad == nil || e.pos < bad.pos) {
			bad, badKey = e, k
		}
	}
	if bad != nil {
		p.errAt(bad.pos, "use of undefined value '@%s'", pKeyName(badKey))
	}
	var badT *pNamedType
	var badName string
	for n, e := range p.types {
		if !e.defined && (badT == nil || e.pos < badT.pos) {
			badT, badName = e, n
		}
	}
	if badT != nil {
		p.errAt(badT.pos, "use of undefined type named '%s'", badName)
	}
	first := -1
	for _, pos := range p.comdatUse {
		if first < 0 || pos < first {
			first = pos
		}
	}
	if first >= 0 {
		for n, pos := range p.comdatUse {
			if pos == first {
				p.errAt(pos, "use of undefined comdat '$%s'", n)
			}
		}
	}
	var badMD *pMDRef
	var badID uint64
	for id, r := range p.md {
		if r != nil && !r.defined && (badMD == nil || r.pos < badMD.pos) {
			badMD, badID = r, uint64(id)
		}
	}
	for id, r := range p.mdFar {
		if !r.defined && (badMD == nil || r.pos < badMD.pos) {
			badMD, badID = r, id
		}
	}
	if badMD != nil {
		p.errAt(badMD.pos, "use of undefined metadata '!%d'", badID)
	}
	firstBA := -1
	for _, blocks := range p.pendingBA {
		if pos := p.firstBAPos(blocks); firstBA < 0 || pos < firstBA {
			firstBA = pos
		}
	}
	if firstBA >= 0 {
		p.errAt(firstBA, "blockaddress refers to a function without a body")
	}
	p.resolveAttrGroups()
	if len(p.replaced) > 0 {
		p.substituteGlobals()
	}
}

// pGroupMarker is the Raw text of an `#N` reference before resolution.
const pGroupMarker = "\x00#"

// noteFixup remembers an attribute set that may hold `#N` markers.
func (p *parser) noteFixup(s *ir.AttrSet) {
	for _, a := range *s {
		if a.Kind == ir.AttrNone && a.Raw == pGroupMarker {
			p.attrFixups = append(p.attrFixups, s)
			return
		}
	}
}

// resolveAttrGroups replaces every `#N` marker by the attributes of group N.
// A reference to a group the module does not define adds nothing: llvm-as
// (14 to 22) accepts `declare void @f() #2` without `attributes #2` and
// drops the reference.
func (p *parser) resolveAttrGroups() {
	for _, s := range p.attrFixups {
		if len(*s) == 1 {
			// Only `#N`: the group's own set, shared by every user of
			// the group. Attribute sets are values that are replaced,
			// never edited in place (AttrSet.With and Without and the
			// passes copy), and capped, an append reallocates; a copy
			// per call was an eighth of the live heap on libclc.
			a := (*s)[0]
			g := p.attrGroups[a.Int]
			*s = g[:len(g):len(g)]
			continue
		}
		var out ir.AttrSet
		for _, a := range *s {
			if a.Kind == ir.AttrNone && a.Raw == pGroupMarker {
				for _, ga := range p.attrGroups[a.Int] {
					out = pAddAttr(out, ga)
				}
				continue
			}
			out = pAddAttr(out, a)
		}
		*s = out
	}
}

// pAddAttr adds a to s; an attribute of the same kind (or string key)
// already there is replaced, as LLVM's AttrBuilder does when a group and
// inline attributes overlap.
func pAddAttr(s ir.AttrSet, a ir.Attr) ir.AttrSet {
	for i := range s {
		if pSameSlot(s[i], a) {
			s[i] = a
			return s
		}
	}
	return append(s, a)
}

func pSameSlot(a, b ir.Attr) bool {
	if a.Kind != ir.AttrNone || b.Kind != ir.AttrNone {
		return a.Kind == b.Kind
	}
	if a.Raw != "" || b.Raw != "" {
		return a.Raw == b.Raw && a.Key == "" && b.Key == ""
	}
	return a.Key == b.Key
}
