package ir

import (
	"errors"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"unsafe"
)

// ErrInvalid is the sentinel wrapped by every *VerifyError: test with
// errors.Is(err, ir.ErrInvalid).
var ErrInvalid = errors.New("invalid IR")

// Problem is one broken invariant found by Verify.
//
// References use LLVM's printed spelling: "@f", "%bb", "%3" (unnamed
// values are numbered the way LLVM's printer numbers them).
type Problem struct {
	Func   string // the function the problem is in ("" for module-level problems)
	Global string // for module-level problems: the global value, type or comdat concerned ("@g", "%T", "$c")
	Block  string // the block, "" when the problem is not about one
	Instr  int    // the instruction's index in Block, -1 when none
	Text   string // the instruction in short form ("%x = add i32 %a, %b"), "" when none
	Pos    Pos    // the source position of the instruction or global, when known
	Msg    string
}

// String formats the problem as one line:
//
//	@f: %bb: instr 3 (%x = add i32 %a, %b): message
//
// prefixed with LINE:COL when the position is known.
func (p Problem) String() string {
	var b strings.Builder
	if p.Pos.IsValid() {
		fmt.Fprintf(&b, "%d:%d: ", p.Pos.Line, p.Pos.Col)
	}
	switch {
	case p.Func != "":
		b.WriteString(p.Func)
		b.WriteString(": ")
	case p.Global != "":
		b.WriteString(p.Global)
		b.WriteString(": ")
	default:
		b.WriteString("module: ")
	}
	if p.Block != "" {
		b.WriteString(p.Block)
		b.WriteString(": ")
	}
	if p.Instr >= 0 {
		b.WriteString("instr ")
		b.WriteString(strconv.Itoa(p.Instr))
		if p.Text != "" {
			b.WriteString(" (")
			b.WriteString(p.Text)
			b.WriteByte(')')
		}
		b.WriteString(": ")
	}
	b.WriteString(p.Msg)
	return b.String()
}

// VerifyError is the error Verify returns: every problem found, in module
// order. It wraps ErrInvalid.
type VerifyError struct {
	File     string // Module.File, used as a prefix for positioned problems
	Problems []Problem
}

// maxListed bounds how many problems Error lists.
const maxListed = 100

// Error lists the problems one per line (at most 100, then a count of
// the rest). Problems with a known position start with FILE:LINE:COL.
func (e *VerifyError) Error() string {
	var b strings.Builder
	for n, p := range e.Problems {
		if n == maxListed {
			fmt.Fprintf(&b, "\n... and %d more problems", len(e.Problems)-maxListed)
			break
		}
		if n > 0 {
			b.WriteByte('\n')
		}
		if p.Pos.IsValid() && e.File != "" {
			b.WriteString(e.File)
			b.WriteByte(':')
		}
		b.WriteString(p.String())
	}
	return b.String()
}

// Unwrap returns ErrInvalid.
func (e *VerifyError) Unwrap() error { return ErrInvalid }

// Verify checks the structural, type and SSA invariants of a module, in
// the spirit of LLVM's IR verifier (lib/IR/Verifier.cpp, with LangRef as
// the reference for each rule), and returns nil or a *VerifyError listing
// every problem found. It never panics on a malformed module and does not
// modify it. Passes' tests call it after every transformation.
//
// What it checks:
//
//   - Module: named struct types listed once in Module.Types, with valid
//     members and no by-value recursion; comdats unique and referenced
//     comdats listed; global values uniquely named, Parent set, pointer
//     types that fit the module's pointer mode (typed: pointing to the
//     value type); linkage rules (declarations, common, appending,
//     aliases, ifuncs); initializers and constants well typed; alias
//     cycles; ifunc resolvers; !dbg kinds on functions and globals.
//   - Functions: parameters match the signature; Parent/Index pointers;
//     each block ends in exactly one terminator with phis first;
//     successor counts per opcode and successors inside the function;
//     phi entries equal to the predecessor edges as a multiset (duplicate
//     edges need equal values); no edges into or phis in the entry block.
//   - Instructions: operand counts and types per opcode (see opcode.go),
//     casts, comparisons, memory and atomics, getelementptr indexing,
//     calls against their function type, exception-handling pads.
//   - Typed-pointer modules: every pointer typed, and loads, stores, GEPs,
//     calls, allocas, cmpxchg and atomicrmw agreeing with pointee types.
//   - SSA: every operand dominated by its definition (phi operands at the
//     end of their incoming block, invoke results on the normal edge);
//     unreachable blocks are exempt, as in LLVM. Operands that are
//     instructions or parameters belong to the same function.
//   - Use lists: each tracked operand has its Use and each Use points
//     back to a live operand, exactly once.
//   - Metadata: !dbg on instructions is a DILocation with a local scope;
//     debug records have the operand kinds of their DbgRecordKind;
//     function-local values appear only in call arguments and records.
//
// Deliberate differences from LLVM: problems LLVM treats as broken debug
// info (it warns and strips it) are errors here; an entry-block phi is
// rejected even with no incoming values; model-only invariants (parents,
// use lists, atomic flag vs ordering) have no LLVM counterpart. In opaque
// mode a call whose function type differs from the directly called
// function's signature is legal, as in LLVM (callsig reports it).
// Checked in part: attributes (the rules of verify_attrs.go: which types
// an attribute applies to, attributes that exclude each other, once per
// function), DI node fields (their kinds and integer widths, verify_di.go,
// not which node kinds a field may point to). Not checked: intrinsic
// signatures beyond agreeing with their declaration, funclet
// unwind-destination consistency, swifterror and inalloca usage, musttail
// prototype congruence, the contents of !tbaa/!range/!prof.
func Verify(m *Module) error {
	if m == nil {
		return &VerifyError{Problems: []Problem{{Instr: -1, Msg: "nil module"}}}
	}
	v := newVerifier(m)
	v.safely(func() { v.verifyModule() })
	return v.result()
}

// VerifyReadBitcode checks m as Verify does, except the use lists: it is
// for a module just returned by the bitcode reader (bitcode.Read,
// ReadRaw), before anything changed it. Use lists are not part of the
// input: the reader makes each operand's use as it sets the operand, so
// they hold by construction, and no bitcode can break them. Skipped, and
// only that: the use-list rule of Verify's list (every tracked operand
// slot has its Use in the value's use list, and every Use is a live
// operand slot that refers to the value, once; the fast path of
// verify_uses.go and checkUseLists), whose bookkeeping cost about 0.07 s
// of CPU on libclc's 1.15 million instructions (0.03 s on SQLite). Every
// other problem is found and reported as Verify reports it (the tests
// compare the two on broken modules); a module built or changed through
// the ir API must use Verify.
func VerifyReadBitcode(m *Module) error {
	if m == nil {
		return Verify(m)
	}
	v := newVerifier(m)
	v.usesBuilt = true
	v.safely(func() { v.verifyModule() })
	return v.result()
}

// VerifyFunc checks one function the way Verify does, without the rest of
// the module (the function's parent module, when set, decides the pointer
// mode and resolves names). Use lists of global values are checked only
// for the uses made by this function.
func VerifyFunc(f *Func) error {
	if f == nil {
		return &VerifyError{Problems: []Problem{{Instr: -1, Msg: "nil function"}}}
	}
	v := newVerifier(f.Parent)
	v.safely(func() {
		v.decideModeFromFunc(f)
		v.scope = []*Func{f}
		v.inScope = map[*Func]bool{f: true}
		v.buildLocations()
		v.verifyFuncDecl(f)
		v.verifyBody(f)
		v.checkUseLists(false)
	})
	return v.result()
}

// verifier holds the state of one Verify run.
type verifier struct {
	m     *Module
	probs []Problem

	modeKnown bool
	typed     bool // the module uses typed pointers

	typeMemo   map[*Type]typeFacts
	factsHot   [factsHotLen]factsEntry // a direct-mapped cache in front of typeMemo
	named      map[*Type]bool          // Module.Types as a set (nil: no module)
	unlisted   map[*Type]bool          // named structs found in use but not in Module.Types
	constMemo  map[Constant]string
	mdSeen     nodeSet
	mdParent   *nodeSet                   // a body worker's view of mdSeen before the bodies (read only)
	mdStack    []*MDNode                  // checkGlobalMD's work list, kept between calls
	lastMDRoot *MDNode                    // checkGlobalMD's last root (in mdSeen or mdParent, or a plain location)
	mdRecent   [1 << mdRecentBits]*MDNode // markMD's recent nodes (in mdSeen or mdParent)
	mdGuess    int                        // buildLocations' count of attachment runs: room to reserve in mdSeen
	onlyFn     int32                      // a use-list worker's function (index in scope + 1; 0: any)
	crossFn    bool                       // a use-list worker met a use from another function
	globalSet  gvSet
	globalNums map[GlobalValue]int

	// Functions whose bodies are checked, and where every instruction is.
	scope   []*Func
	inScope map[*Func]bool
	blocks  blockTable          // where each block in scope is numbered
	slotOf  []int32             // first operand slot, by blockLoc.base + index
	odd     map[*Instr]instrLoc // instructions not where Parent and idx say
	lastB   *Block              // locOf's one-entry cache of blocks
	lastBL  blockLoc
	marked  []bool
	walked  map[GlobalValue]bool

	// Per-function state.
	f      *Func
	cfg    *CFG
	dom    *DomTree
	slots  map[Value]int // numbers of unnamed locals (built lazily)
	lpType *Type         // landingpad/resume type seen first in the function
	// userPos and userBlock are the position of the instruction whose
	// operands checkOperands checks and the CFG index of its block
	// (-1: not known).
	userPos, userBlock int32

	// verifyPhiEdges' scratch slices, kept between blocks.
	predScratch []int32
	phiScratch  []phiEntry
	caseScratch []*ConstInt // verifyOpcode's switch cases

	// The use-list check's fast path (verify_uses.go): whether every
	// body so far passed it, whether the current one is being counted,
	// its index in scope and first instruction's index in slotOf, the
	// operand slots referring to each of its instructions and
	// parameters, and the slots referring to global values.
	fuAll, fuOn  bool
	fuFn, fuBase int32
	fuCount      []int32
	fuOps        int    // operands of the current function's instructions
	fuMarks      []bool // its operand slots found in long use lists
	fuMarked     bool   // fuMarks is ready for the current function
	fuSlot0      int32  // slotOf of its first instruction

	// The instruction numbering done by the parallel body pass (see
	// numberBlocksOnly): whether it is under way, whether a worker found
	// an instruction not where it was assumed, each function's first
	// instruction (index in slotOf) and operand count, and the current
	// function's operands numbered so far.
	placesAssumed, placesBroken bool
	fnFirst, fnSlots            []int32
	localSlot                   int32
	numberedInBodies            bool // (for tests: that path was taken)
	fuPCount                    []int32
	gslots                      int
	// newCFG's storage, reused from function to function, and the
	// dominator tree's instruction positions (locOf's).
	cfgArena  *cfgArena
	posFn     func(*Instr) int32
	fuSettled bool // the fast path found the use lists sound
	// usesBuilt: the use lists are the bitcode reader's, not checked
	// (VerifyReadBitcode).
	usesBuilt bool
}

// instrLoc is where an instruction is: function (index in scope), block
// index, position in the block, and the index of its first operand slot.
type instrLoc struct {
	fn, b, i int32
	slot     int32
	at       int32 // the index in slotOf (base of its block + i); -1 for an odd place
}

// blockLoc is where a block is numbered: function (index in scope), block
// index, and the index in verifier.slotOf of its first instruction.
type blockLoc struct {
	fn, b, base int32
}

func newVerifier(m *Module) *verifier {
	v := &verifier{
		m:         m,
		typeMemo:  map[*Type]typeFacts{},
		constMemo: map[Constant]string{},
		walked:    map[GlobalValue]bool{},
		unlisted:  map[*Type]bool{},
	}
	if m != nil {
		v.named = make(map[*Type]bool, len(m.Types))
		for _, t := range m.Types {
			if t != nil {
				v.named[t] = true
			}
		}
		v.globalSet = newGVSet(m.GlobalValues())
	}
	return v
}

// safely runs fn, turning a panic (a verifier bug meeting input it did not
// expect) into a problem instead of crashing the caller.
func (v *verifier) safely(fn func()) {
	defer func() {
		if r := recover(); r != nil {
			v.probs = append(v.probs, Problem{Instr: -1, Msg: fmt.Sprintf("verifier stopped on malformed input: %v (at %s)", r, panicSite())})
		}
	}()
	fn()
}

// panicSite names the verifier function and line that panicked, so a
// report of the internal guard firing is actionable.
func panicSite() string {
	pc := make([]uintptr, 32)
	n := runtime.Callers(3, pc)
	frames := runtime.CallersFrames(pc[:n])
	var sites []string
	for len(sites) < 3 {
		f, more := frames.Next()
		if strings.Contains(f.Function, "/ir.") {
			sites = append(sites, fmt.Sprintf("%s:%d", f.Function[strings.LastIndex(f.Function, "/")+1:], f.Line))
		}
		if !more {
			break
		}
	}
	return strings.Join(sites, " < ")
}

func (v *verifier) result() error {
	if len(v.probs) == 0 {
		return nil
	}
	e := &VerifyError{Problems: v.probs}
	if v.m != nil {
		e.File = v.m.File
	}
	return e
}

// isNilGV reports whether a GlobalValue interface holds a nil pointer.
func isNilGV(gv GlobalValue) bool {
	if dataWord(unsafe.Pointer(&gv)) != nil {
		return false
	}
	switch g := gv.(type) {
	case nil:
		return true
	case *Global:
		return g == nil
	case *Func:
		return g == nil
	case *Alias:
		return g == nil
	case *IFunc:
		return g == nil
	}
	return false
}

// Reporting helpers.

func (v *verifier) modErrf(global string, pos Pos, format string, args ...any) {
	v.probs = append(v.probs, Problem{Global: global, Instr: -1, Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

func (v *verifier) gvErrf(gv GlobalValue, format string, args ...any) {
	v.modErrf(v.globalRef(gv), gv.Common().Pos, format, args...)
}

func (v *verifier) funcErrf(format string, args ...any) {
	v.probs = append(v.probs, Problem{Func: v.globalRef(v.f), Instr: -1, Pos: v.f.Pos, Msg: fmt.Sprintf(format, args...)})
}

func (v *verifier) blockErrf(b *Block, format string, args ...any) {
	v.probs = append(v.probs, Problem{Func: v.globalRef(v.f), Block: v.blockRef(b), Instr: -1, Msg: fmt.Sprintf(format, args...)})
}

func (v *verifier) instrErrf(i *Instr, format string, args ...any) {
	p := Problem{Func: v.globalRef(v.f), Instr: -1, Msg: fmt.Sprintf(format, args...)}
	if l, ok := v.locOf(i); ok {
		p.Block = v.blockRef(v.scope[l.fn].Blocks[l.b])
		p.Instr = int(l.i)
		p.Func = v.globalRef(v.scope[l.fn])
	} else if i.Parent != nil {
		p.Block = v.blockRef(i.Parent)
		p.Instr = peekIndex(i)
	}
	p.Text = v.instrText(i)
	p.Pos = i.Pos
	v.probs = append(v.probs, p)
}

// peekIndex is what i.Index() answers, found without refreshing the
// cached positions: the verifier never writes to the instructions, so its
// block-based locations (see buildLocations) stay valid throughout a run
// and concurrent runs only read.
func peekIndex(i *Instr) int {
	b := i.Parent
	if b == nil {
		return -1
	}
	if n := int(i.idx); n >= 0 && n < len(b.Instrs) && b.Instrs[n] == i {
		return n
	}
	for n := len(b.Instrs) - 1; n >= 0; n-- {
		if b.Instrs[n] == i {
			return n // Index renumbers, so the last place wins
		}
	}
	return -1
}

// verifyModule is Verify's driver.
func (v *verifier) verifyModule() {
	m := v.m
	v.decideMode()
	if _, err := ParseDataLayout(m.DataLayout); err != nil {
		// LLVM's reader refuses the module ("unknown specifier").
		v.modErrf("", Pos{}, "invalid target datalayout: %v", err)
	} else if msg := dataLayoutProblem(m.DataLayout); msg != "" {
		v.modErrf("", Pos{}, "invalid target datalayout %q: %s", m.DataLayout, msg)
	}
	v.verifyTypes()
	v.verifyComdats()
	v.verifyGlobalValues()
	v.verifyNamedMD()

	for _, f := range m.Funcs {
		if f != nil {
			v.scope = append(v.scope, f)
		}
	}
	v.inScope = make(map[*Func]bool, len(v.scope))
	for _, f := range v.scope {
		v.inScope[f] = true
	}
	fast := func() bool { return !v.usesBuilt && useListFast && v.odd == nil && len(v.inScope) == len(v.scope) }
	done, parallel := false, true
	if v.numberBlocksOnly() {
		// The parallel body pass numbers the instructions too (see
		// numberBlocksOnly); on any problem, or an instruction not
		// where it was assumed, everything is done again below.
		v.fuAll, v.gslots = fast(), 0
		v.placesAssumed = true
		done = v.verifyBodiesParallel()
		v.placesAssumed = false
		if done {
			v.finishSlots()
			v.numberedInBodies = true
		}
		parallel = v.placesBroken // (a problem would stop the parallel pass again)
	}
	if !done {
		v.buildLocations()
		v.fuAll, v.gslots = fast(), 0
		if !parallel || !v.verifyBodiesParallel() {
			v.fuAll, v.gslots = fast(), 0
			v.mdSeen.reserve(v.mdGuess)
			for _, f := range v.scope {
				v.verifyFuncDecl(f)
				v.verifyBody(f)
			}
		}
	}
	v.checkUseLists(true)
	for _, t := range m.Types {
		delete(v.unlisted, t)
	}
	for t := range v.unlisted {
		v.modErrf("%"+QuoteNameIfNeeded(t.Name), Pos{}, "named struct type is used but not listed in Module.Types")
	}
}

// decideMode picks the pointer mode from the global values' pointer
// types (a typed module gives every global value a typed pointer type) by
// majority, so one odd global is reported rather than deciding the mode.
func (v *verifier) decideMode() {
	typed, opaque := 0, 0
	for _, gv := range v.m.GlobalValues() {
		if isNilGV(gv) {
			continue
		}
		if t := gv.Common().Typ; t != nil && t.Kind == PointerKind {
			if t.Elem != nil {
				typed++
			} else {
				opaque++
			}
		}
	}
	if typed+opaque > 0 {
		v.modeKnown, v.typed = true, typed > opaque
	}
}

func (v *verifier) decideModeFromFunc(f *Func) {
	if v.m != nil {
		v.decideMode()
	}
	if !v.modeKnown && f.Typ != nil && f.Typ.Kind == PointerKind {
		v.modeKnown, v.typed = true, f.Typ.Elem != nil
	}
}

// verifyTypes checks the named struct types of Module.Types.
func (v *verifier) verifyTypes() {
	seen := map[string]bool{}
	for n, t := range v.m.Types {
		if t == nil {
			v.modErrf("", Pos{}, "Module.Types[%d] is nil", n)
			continue
		}
		ref := "%" + QuoteNameIfNeeded(t.Name)
		if !t.IsNamed() {
			v.modErrf("", Pos{}, "Module.Types[%d] is %s, not a named struct", n, t)
			continue
		}
		if seen[t.Name] {
			v.modErrf(ref, Pos{}, "duplicate named struct type name")
		}
		seen[t.Name] = true
		if t.Opaque {
			if len(t.Fields) > 0 {
				v.modErrf(ref, Pos{}, "opaque struct has fields")
			}
			continue
		}
		for k, fld := range t.Fields {
			if fld == nil {
				v.modErrf(ref, Pos{}, "field %d has no type", k)
				continue
			}
			if !validElemType(fld) {
				v.modErrf(ref, Pos{}, "field %d has type %s, which cannot be a struct member", k, fld)
				continue
			}
			if msg := v.typeProblem(fld); msg != "" {
				v.modErrf(ref, Pos{}, "field %d: %s", k, msg)
			}
		}
		if containsByValue(t, t, map[*Type]bool{}) {
			pos, what := v.firstUse(t)
			v.modErrf(ref, pos, "named struct contains itself by value (infinite size)%s", what)
		}
	}
}

// firstUse finds where t is first used with a source position (the type
// itself has none): a global's value type, a function's signature, an
// instruction's type. LLVM reports a recursive struct there too.
func (v *verifier) firstUse(t *Type) (Pos, string) {
	mentions := func(x *Type) bool { return x == t || typeMentions(x, t, map[*Type]bool{}) }
	for _, g := range v.m.Globals {
		if g != nil && g.Pos.IsValid() && mentions(g.ValueType) {
			return g.Pos, " (used by " + v.globalRef(g) + ")"
		}
	}
	for _, f := range v.m.Funcs {
		if f == nil {
			continue
		}
		if f.Pos.IsValid() && mentions(f.Sig) {
			return f.Pos, " (used by " + v.globalRef(f) + ")"
		}
		for _, b := range f.Blocks {
			for _, in := range b.Instrs {
				if in.Pos.IsValid() && (mentions(in.Typ) || in.ElemType != nil && mentions(in.ElemType)) {
					return in.Pos, " (used in " + v.globalRef(f) + ")"
				}
			}
		}
	}
	return Pos{}, ""
}

// typeMentions reports whether t refers to target anywhere in its
// structure, through pointers and function types too.
func typeMentions(t, target *Type, seen map[*Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	if t == target {
		return true
	}
	if t.Elem != nil && typeMentions(t.Elem, target, seen) || t.Ret != nil && typeMentions(t.Ret, target, seen) {
		return true
	}
	for _, f := range t.Fields {
		if typeMentions(f, target, seen) {
			return true
		}
	}
	return false
}

// containsByValue reports whether type t contains target directly (not
// through a pointer).
func containsByValue(t, target *Type, seen map[*Type]bool) bool {
	if t == nil || seen[t] {
		return false
	}
	seen[t] = true
	switch t.Kind {
	case ArrayKind, VectorKind:
		return t.Elem == target || containsByValue(t.Elem, target, seen)
	case StructKind:
		for _, f := range t.Fields {
			if f == target || containsByValue(f, target, seen) {
				return true
			}
		}
	}
	return false
}

func (v *verifier) verifyComdats() {
	seen := map[string]bool{}
	for n, c := range v.m.Comdats {
		if c == nil {
			v.modErrf("", Pos{}, "Module.Comdats[%d] is nil", n)
			continue
		}
		if seen[c.Name] {
			v.modErrf("$"+QuoteNameIfNeeded(c.Name), Pos{}, "duplicate comdat name")
		}
		seen[c.Name] = true
		if c.Kind > ComdatSameSize {
			v.modErrf("$"+QuoteNameIfNeeded(c.Name), Pos{}, "invalid comdat selection kind %d", c.Kind)
		}
	}
}

// verifyGlobalValues checks what every global value shares and then each
// kind's own rules (functions' bodies are checked later).
func (v *verifier) verifyGlobalValues() {
	m := v.m
	names := map[string]bool{}
	comdats := map[*Comdat]bool{}
	for _, c := range m.Comdats {
		comdats[c] = true
	}
	for kind, n := range [4]int{len(m.Globals), len(m.Aliases), len(m.IFuncs), len(m.Funcs)} {
		for k := 0; k < n; k++ {
			var gv GlobalValue
			switch kind {
			case 0:
				gv = m.Globals[k]
			case 1:
				gv = m.Aliases[k]
			case 2:
				gv = m.IFuncs[k]
			case 3:
				gv = m.Funcs[k]
			}
			if isNilGV(gv) {
				v.modErrf("", Pos{}, "%s[%d] is nil", [4]string{"Module.Globals", "Module.Aliases", "Module.IFuncs", "Module.Funcs"}[kind], k)
				continue
			}
			c := gv.Common()
			if c.Name != "" {
				if names[c.Name] {
					v.gvErrf(gv, "duplicate global value name")
				}
				names[c.Name] = true
			}
			if c.Parent != m {
				v.gvErrf(gv, "Parent is not the module that lists it")
			}
			v.verifyGlobalCommon(gv, comdats)
			switch g := gv.(type) {
			case *Global:
				v.verifyGlobalVar(g)
			case *Alias:
				v.verifyAlias(g)
			case *IFunc:
				v.verifyIFunc(g)
			}
		}
	}
}

// verifyGlobalCommon checks the fields all global values share.
func (v *verifier) verifyGlobalCommon(gv GlobalValue, comdats map[*Comdat]bool) {
	c := gv.Common()
	if c.Typ == nil || c.Typ.Kind != PointerKind {
		v.gvErrf(gv, "global value type %s is not a pointer type", typeString(c.Typ))
	} else {
		var want *Type // the pointee the pointer must name in typed mode
		switch g := gv.(type) {
		case *Global:
			want = g.ValueType
		case *Func:
			want = g.Sig
		case *Alias:
			want = g.ValueType
		case *IFunc:
			want = g.ValueType
		}
		if v.typed {
			if c.Typ.Elem == nil {
				v.gvErrf(gv, "opaque pointer type %s in a typed-pointer module", c.Typ)
			} else if want != nil && c.Typ.Elem != want {
				v.gvErrf(gv, "type %s does not point to its value type %s", c.Typ, want)
			}
		} else if c.Typ.Elem != nil {
			v.gvErrf(gv, "typed pointer type %s in an opaque-pointer module", c.Typ)
		}
	}
	if c.Linkage >= numLinkages {
		v.gvErrf(gv, "invalid linkage %d", c.Linkage)
	}
	if c.Linkage.IsLocal() && c.Visibility != Default {
		v.gvErrf(gv, "symbol with local linkage must have default visibility")
	}
	if c.Linkage == Appending {
		if g, ok := gv.(*Global); !ok || g.ValueType == nil || g.ValueType.Kind != ArrayKind {
			v.gvErrf(gv, "only global arrays can have appending linkage")
		}
	}
	if c.DLLStorage == DLLImport && c.DSOLocal {
		v.gvErrf(gv, "dllimport global value cannot be dso_local")
	}
	if msg := alignProblem(c.Align); msg != "" {
		v.gvErrf(gv, "%s", msg)
	}
	decl := false
	switch g := gv.(type) {
	case *Global:
		decl = g.Init == nil
	case *Func:
		decl = g.IsDeclaration()
	}
	if c.Comdat != nil {
		if !comdats[c.Comdat] {
			v.gvErrf(gv, "comdat $%s is not in Module.Comdats", QuoteNameIfNeeded(c.Comdat.Name))
		}
		if decl {
			v.gvErrf(gv, "declaration may not be in a comdat")
		}
	}
	if decl && c.Linkage != External && c.Linkage != ExternWeak {
		v.gvErrf(gv, "declaration must have external or extern_weak linkage, not %s", c.Linkage)
	}
	for _, a := range c.MD {
		if _, ok := a.Node.(*MDNode); !ok {
			v.gvErrf(gv, "metadata attachment !%s is not a metadata node", a.Kind)
			continue
		}
		v.checkGlobalMD(a.Node, func(msg string) { v.gvErrf(gv, "!%s: %s", a.Kind, msg) })
	}
}

func (v *verifier) verifyGlobalVar(g *Global) {
	if g.ValueType == nil {
		v.gvErrf(g, "global variable has no value type")
		return
	}
	switch g.ValueType.Kind {
	case VoidKind, LabelKind, MetadataKind, TokenKind, FuncKind:
		v.gvErrf(g, "invalid type %s for a global variable", g.ValueType)
		return
	}
	if msg := v.typeProblem(g.ValueType); msg != "" {
		v.gvErrf(g, "value type: %s", msg)
	}
	if hasScalable(g.ValueType, map[*Type]bool{}) {
		v.gvErrf(g, "global variables cannot contain scalable vector types")
	}
	if g.Init != nil {
		if t := g.Init.Type(); t != g.ValueType {
			v.gvErrf(g, "initializer type %s does not match value type %s", typeString(t), g.ValueType)
		}
		if msg := v.constProblem(g.Init); msg != "" {
			v.gvErrf(g, "initializer: %s", msg)
		}
		if g.Linkage == Common {
			if !IsNullValue(g.Init) {
				v.gvErrf(g, "common global must have a zero initializer")
			}
			if g.IsConst {
				v.gvErrf(g, "common global may not be marked constant")
			}
			if g.Comdat != nil {
				v.gvErrf(g, "common global may not be in a comdat")
			}
		}
	}
	for _, a := range g.MD {
		if a.Kind == "dbg" && !isMDKind(a.Node, "DIGlobalVariableExpression") {
			v.gvErrf(g, "!dbg attachment of a global variable must be a DIGlobalVariableExpression")
		}
	}
}

// validAliasLinkage lists the linkages LLVM allows on aliases and ifuncs
// (ifuncs exclude available_externally).
func validAliasLinkage(l Linkage, ifunc bool) bool {
	switch l {
	case External, Private, Internal, LinkOnce, Weak, LinkOnceODR, WeakODR:
		return true
	case AvailableExternally:
		return !ifunc
	}
	return false
}

func (v *verifier) verifyAlias(a *Alias) {
	if !validAliasLinkage(a.Linkage, false) {
		v.gvErrf(a, "alias cannot have %s linkage", a.Linkage)
	}
	if a.ValueType == nil {
		v.gvErrf(a, "alias has no value type")
	} else if msg := v.typeProblem(a.ValueType); msg != "" {
		v.gvErrf(a, "value type: %s", msg)
	}
	if a.Aliasee == nil {
		v.gvErrf(a, "alias has no aliasee")
		return
	}
	if msg := v.constProblem(a.Aliasee); msg != "" {
		v.gvErrf(a, "aliasee: %s", msg)
		return
	}
	if a.Aliasee.Type() != a.Typ {
		v.gvErrf(a, "alias type %s does not match aliasee type %s", typeString(a.Typ), typeString(a.Aliasee.Type()))
	}
	switch x := a.Aliasee.(type) {
	case GlobalValue, *ConstExpr:
		_ = x
	default:
		v.gvErrf(a, "aliasee must be a global value or a constant expression")
		return
	}
	// Follow alias chains for cycles.
	seen := map[*Alias]bool{a: true}
	var walk func(c Constant) bool
	walk = func(c Constant) bool {
		switch x := c.(type) {
		case *Alias:
			if seen[x] {
				return false
			}
			seen[x] = true
			if x.Aliasee == nil {
				return true
			}
			return walk(x.Aliasee)
		case *ConstExpr:
			for _, op := range x.Operands {
				if !walk(op) {
					return false
				}
			}
		}
		return true
	}
	if !walk(a.Aliasee) {
		v.gvErrf(a, "aliases form a cycle")
	}
}

func (v *verifier) verifyIFunc(i *IFunc) {
	if !validAliasLinkage(i.Linkage, true) {
		v.gvErrf(i, "ifunc cannot have %s linkage", i.Linkage)
	}
	if i.ValueType == nil || i.ValueType.Kind != FuncKind {
		v.gvErrf(i, "ifunc value type %s is not a function type", typeString(i.ValueType))
	}
	if i.Resolver == nil {
		v.gvErrf(i, "ifunc has no resolver")
		return
	}
	if msg := v.constProblem(i.Resolver); msg != "" {
		v.gvErrf(i, "resolver: %s", msg)
		return
	}
	// Pierce aliases and casts to the resolver function.
	var c Constant = i.Resolver
	for n := 0; n < 64; n++ {
		switch x := c.(type) {
		case *Alias:
			c = x.Aliasee
			continue
		case *ConstExpr:
			if x.Op.IsCast() && len(x.Operands) == 1 {
				c = x.Operands[0]
				continue
			}
		}
		break
	}
	f, ok := c.(*Func)
	if !ok {
		v.gvErrf(i, "ifunc resolver must be a function")
		return
	}
	if f.IsDeclaration() {
		v.gvErrf(i, "ifunc resolver must be a definition")
	}
	if f.Sig != nil && f.Sig.Kind == FuncKind && (f.Sig.Ret == nil || f.Sig.Ret.Kind != PointerKind) {
		v.gvErrf(i, "ifunc resolver must return a pointer")
	}
	if !v.typed && i.Typ != nil && i.Resolver.Type() != PtrType(i.Typ.AddrSpace) {
		v.gvErrf(i, "ifunc resolver has type %s, want %s", typeString(i.Resolver.Type()), PtrType(i.Typ.AddrSpace))
	}
}

func (v *verifier) verifyNamedMD() {
	for _, nm := range v.m.NamedMD {
		if nm == nil {
			v.modErrf("", Pos{}, "nil named metadata")
			continue
		}
		ref := "!" + nm.Name
		if strings.HasPrefix(nm.Name, "llvm.dbg.") && nm.Name != "llvm.dbg.cu" {
			v.modErrf(ref, Pos{}, "unrecognized named metadata in the llvm.dbg namespace")
		}
		for k, n := range nm.Nodes {
			if n == nil {
				continue
			}
			if nm.Name == "llvm.dbg.cu" && n.Kind != "DICompileUnit" {
				v.modErrf(ref, Pos{}, "operand %d is not a DICompileUnit", k)
			}
			v.checkGlobalMD(n, func(msg string) { v.modErrf(ref, Pos{}, "%s", msg) })
		}
	}
}

// verifyFuncDecl checks a function's signature, parameters and attributes
// that do not depend on its body.
func (v *verifier) verifyFuncDecl(f *Func) {
	v.f = f
	if f.Sig == nil || f.Sig.Kind != FuncKind {
		v.funcErrf("signature %s is not a function type", typeString(f.Sig))
		return
	}
	if msg := v.typeProblem(f.Sig); msg != "" {
		v.funcErrf("signature: %s", msg)
	}
	if f.Linkage == Common {
		v.funcErrf("functions may not have common linkage")
	}
	ret := f.Sig.Ret
	if ret != nil && (ret.Kind == LabelKind || ret.Kind == MetadataKind || ret.Kind == FuncKind) {
		v.funcErrf("invalid return type %s", ret)
	}
	attrTypeProblems(f.Attrs, f.Sig.Ret, f.Sig.Fields, func(msg string) { v.funcErrf("%s", msg) })
	if v.typed {
		attrPointeeProblems(f.Attrs, f.Sig.Fields, func(msg string) { v.funcErrf("%s", msg) })
	}
	attrFuncProblems(f.Attrs.Fn, len(f.Sig.Fields), func(msg string) { v.funcErrf("%s", msg) })
	intrinsic := strings.HasPrefix(f.Name, "llvm.")
	if len(f.Params) != len(f.Sig.Fields) {
		v.funcErrf("has %d parameters but its signature has %d", len(f.Params), len(f.Sig.Fields))
	}
	for n, p := range f.Params {
		if p == nil {
			v.funcErrf("parameter %d is nil", n)
			continue
		}
		if p.Parent != f {
			v.funcErrf("parameter %d has the wrong Parent", n)
		}
		if p.Index != n {
			v.funcErrf("parameter %d has Index %d", n, p.Index)
		}
		if n < len(f.Sig.Fields) && p.Typ != f.Sig.Fields[n] {
			v.funcErrf("parameter %d has type %s but the signature says %s", n, typeString(p.Typ), typeString(f.Sig.Fields[n]))
			if msg := v.typeProblem(p.Typ); msg != "" {
				v.funcErrf("parameter %d: %s", n, msg)
			}
		}
		if p.Typ != nil && !intrinsic && (p.Typ.Kind == MetadataKind || p.Typ.Kind == TokenKind) {
			v.funcErrf("parameter %d has type %s but the function is not an intrinsic", n, p.Typ)
		}
	}
	if ret != nil && ret.Kind == TokenKind && !intrinsic {
		v.funcErrf("function returns a token but is not an intrinsic")
	}
	if f.IsDeclaration() {
		if f.Personality != nil {
			v.funcErrf("declaration cannot have a personality function")
		}
	} else if intrinsic {
		v.funcErrf("llvm intrinsics cannot be defined")
	}
	for _, c := range []struct {
		what string
		c    Constant
	}{{"personality", f.Personality}, {"prefix", f.Prefix}, {"prologue", f.Prologue}} {
		if c.c == nil {
			continue
		}
		if msg := v.constProblem(c.c); msg != "" {
			v.funcErrf("%s: %s", c.what, msg)
		}
	}
	if f.Personality != nil && f.Personality.Type().Kind != PointerKind {
		v.funcErrf("personality must be a pointer")
	}
	if v.m == nil {
		return // the module-level checks cover Typ etc. only under Verify
	}
	dbg := 0
	for _, a := range f.MD {
		if a.Kind != "dbg" {
			continue
		}
		dbg++
		n, ok := a.Node.(*MDNode)
		switch {
		case dbg > 1:
			v.funcErrf("function has more than one !dbg attachment")
		case !ok || n.Kind != "DISubprogram":
			v.funcErrf("function !dbg attachment must be a DISubprogram")
		case !f.IsDeclaration() && !n.Distinct:
			v.funcErrf("function definition's !dbg DISubprogram must be distinct")
		case f.IsDeclaration() && n.Distinct:
			v.funcErrf("function declaration's !dbg DISubprogram must not be distinct")
		}
	}
}
