package ir

// Module is a whole LLVM module in memory.
//
// Order matters only for printing and for numbering unnamed values; the
// printer emits, like LLVM: source_filename, datalayout, triple, module
// asm, named types, comdats, globals, aliases, ifuncs, functions, attribute
// groups, named metadata, numbered metadata.
type Module struct {
	// File is the name of the file the module was read from ("-" for
	// standard input), used in diagnostics with Instr.Pos and
	// GlobalCommon.Pos. It is not part of the IR.
	File string

	SourceFilename string
	DataLayout     string
	Triple         string
	Asm            []string // `module asm "..."` lines

	Types   []*Type // named struct types in definition order
	Comdats []*Comdat
	Globals []*Global
	Aliases []*Alias
	IFuncs  []*IFunc
	Funcs   []*Func
	NamedMD []*NamedMD

	// Hints records the pointee types a typed-pointer producer wrote, kept
	// when the module is converted to opaque pointers so that a later
	// typed target gets them back. Nil for modules read as opaque.
	Hints *TypedHints
}

// GlobalValue is a *Global, *Func, *Alias or *IFunc.
type GlobalValue interface {
	Constant
	Tracked
	Common() *GlobalCommon
}

// GlobalCommon holds what all global values share.
type GlobalCommon struct {
	useList
	Name        string // "" for unnamed (printed as @N)
	Typ         *Type  // the value's pointer type (ptr addrspace(N), or typed T*)
	Linkage     Linkage
	Visibility  Visibility
	DLLStorage  DLLStorage
	ThreadLocal TLSMode
	UnnamedAddr UnnamedAddr
	DSOLocal    bool
	Section     string
	Partition   string
	Comdat      *Comdat // may be a comdat with the value's own name
	Align       Align
	MD          []MDAttachment
	// Extra are trailing global attributes irfix keeps as text:
	// sanitizer metadata (`no_sanitize_address`, `sanitize_memtag`, ...)
	// and `code_model "small"`.
	Extra  []string
	Parent *Module
	// Pos is where the definition was read from (zero when unknown).
	Pos Pos
}

// Common returns the shared fields.
func (g *GlobalCommon) Common() *GlobalCommon { return g }

// Type returns the pointer type of the global value.
func (g *GlobalCommon) Type() *Type { return g.Typ }

// AddrSpace returns the address space of the value's pointer type.
func (g *GlobalCommon) AddrSpace() uint32 { return g.Typ.AddrSpace }

// SetMD sets (or with nil removes) a metadata attachment.
func (g *GlobalCommon) SetMD(kind string, md Metadata) { g.MD = setAttachment(g.MD, kind, md) }

// Global is a global variable.
//
// Printed form: `@g = internal constant [4 x i8] c"abc\00", align 1`.
type Global struct {
	GlobalCommon
	ValueType             *Type
	Init                  Constant // nil for a declaration
	IsConst               bool
	ExternallyInitialized bool
	Attrs                 AttrSet // `#N` global attributes
}

// Func is a function definition or declaration (no blocks).
//
// Printed form: `define internal fastcc noundef i32 @f(ptr nocapture %p) #0 personality ptr @p !dbg !5 { ... }`.
type Func struct {
	GlobalCommon
	Sig         *Type // function type
	Params      []*Param
	Blocks      []*Block
	CC          CallConv
	Attrs       AttrList
	GC          string
	Prefix      Constant
	Prologue    Constant
	Personality Constant
}

// Alias is `@a = alias T, ptr @target`.
type Alias struct {
	GlobalCommon
	ValueType *Type
	Aliasee   Constant
}

// IFunc is `@f = ifunc T, ptr @resolver`.
type IFunc struct {
	GlobalCommon
	ValueType *Type
	Resolver  Constant
}

func (*Global) isConstant() {}
func (*Func) isConstant()   {}
func (*Alias) isConstant()  {}
func (*IFunc) isConstant()  {}

// IsDeclaration reports whether the function has no body.
func (f *Func) IsDeclaration() bool { return len(f.Blocks) == 0 }

// Entry returns the entry block (nil for declarations).
func (f *Func) Entry() *Block {
	if len(f.Blocks) == 0 {
		return nil
	}
	return f.Blocks[0]
}

// NewFunc creates a function (declaration) of signature sig with fresh
// parameters, in address space 0 with an opaque pointer type.
func NewFunc(name string, sig *Type) *Func {
	f := &Func{Sig: sig}
	f.Name = name
	f.Typ = Ptr
	for n, t := range sig.Params() {
		f.Params = append(f.Params, &Param{Typ: t, Parent: f, Index: n})
	}
	return f
}

// NewBlock appends a new empty block to f.
func (f *Func) NewBlock(name string) *Block {
	b := &Block{Name: name, Parent: f}
	f.Blocks = append(f.Blocks, b)
	return b
}

// Preds returns every block's predecessors, in block order, each listed
// once per edge (a switch with two cases to the same block lists it twice,
// as LLVM's phi rules require).
func (f *Func) Preds() map[*Block][]*Block {
	m := make(map[*Block][]*Block, len(f.Blocks))
	for _, b := range f.Blocks {
		for _, s := range b.Succs() {
			m[s] = append(m[s], b)
		}
	}
	return m
}

// Instrs calls fn for every instruction of f in order.
func (f *Func) Instrs(fn func(*Instr)) {
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			fn(i)
		}
	}
}

// NewGlobal creates a global variable of the given value type in address
// space 0 with an opaque pointer type.
func NewGlobal(name string, valueType *Type, init Constant) *Global {
	g := &Global{ValueType: valueType, Init: init}
	g.Name = name
	g.Typ = Ptr
	return g
}

// AddFunc appends f to the module.
func (m *Module) AddFunc(f *Func) *Func {
	f.Parent = m
	m.Funcs = append(m.Funcs, f)
	return f
}

// AddGlobal appends g to the module.
func (m *Module) AddGlobal(g *Global) *Global {
	g.Parent = m
	m.Globals = append(m.Globals, g)
	return g
}

// Func returns the function with the given name, or nil.
func (m *Module) Func(name string) *Func {
	for _, f := range m.Funcs {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Global returns the global variable with the given name, or nil.
func (m *Module) Global(name string) *Global {
	for _, g := range m.Globals {
		if g.Name == name {
			return g
		}
	}
	return nil
}

// NamedType returns the named struct with the given name, or nil.
func (m *Module) NamedType(name string) *Type {
	for _, t := range m.Types {
		if t.Name == name {
			return t
		}
	}
	return nil
}

// NamedMDByName returns the named metadata with the given name, or nil.
func (m *Module) NamedMDByName(name string) *NamedMD {
	for _, n := range m.NamedMD {
		if n.Name == name {
			return n
		}
	}
	return nil
}

// GlobalValues returns every global value in printing order.
func (m *Module) GlobalValues() []GlobalValue {
	out := make([]GlobalValue, 0, len(m.Globals)+len(m.Aliases)+len(m.IFuncs)+len(m.Funcs))
	for _, g := range m.Globals {
		out = append(out, g)
	}
	for _, a := range m.Aliases {
		out = append(out, a)
	}
	for _, i := range m.IFuncs {
		out = append(out, i)
	}
	for _, f := range m.Funcs {
		out = append(out, f)
	}
	return out
}

// HasTypedPointers reports whether m is in typed-pointer mode: a typed
// pointer occurs in a global value's type, a named struct's body, or an
// instruction's result or element type. Every pass asks this one question
// here (the canonical form has none). The text reader decides the mode of
// the text it reads from the first pointer type written, and the verifier
// takes the majority of the global values' types so that one odd global
// is reported rather than deciding; for a well-formed module all agree.
func (m *Module) HasTypedPointers() bool {
	for _, gv := range m.GlobalValues() {
		if gv.Type().HasTypedPointers() {
			return true
		}
	}
	for _, t := range m.Types {
		for _, f := range t.Fields {
			if f.HasTypedPointers() {
				return true
			}
		}
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Typ.HasTypedPointers() || (i.ElemType != nil && i.ElemType.HasTypedPointers()) {
					return true
				}
			}
		}
	}
	return false
}

// ModuleFlag returns the value of module flag key from !llvm.module.flags
// (nil if absent).
func (m *Module) ModuleFlag(key string) Metadata {
	nm := m.NamedMDByName("llvm.module.flags")
	if nm == nil {
		return nil
	}
	for _, n := range nm.Nodes {
		if len(n.Ops) == 3 {
			if s, ok := n.Ops[1].(*MDString); ok && s.S == key {
				return n.Ops[2]
			}
		}
	}
	return nil
}

// HasInstrs reports whether m's function bodies hold n instructions or
// more (counting stops at n).
func (m *Module) HasInstrs(n int) bool {
	c := 0
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			if c += len(b.Instrs); c >= n {
				return true
			}
		}
	}
	return c >= n
}
