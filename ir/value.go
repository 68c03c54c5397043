package ir

// Value is anything an instruction can take as an operand: constants
// (including global values: *Global, *Func, *Alias, *IFunc), function
// parameters (*Param), instructions (*Instr), basic blocks (*Block, of type
// label), inline assembly (*InlineAsm) and metadata wrapped as a value
// (*MetadataValue).
type Value interface {
	// Type returns the value's type.
	Type() *Type
}

// Use is one place where a value is used: operand Index of the instruction
// User.
type Use struct {
	User  *Instr
	Index int
}

// Tracked is implemented by values whose uses by instructions are recorded:
// instructions, parameters and global values. Constants other than global
// values are immutable and shared, so their uses are not tracked; uses of
// global values inside constant expressions or initializers are not tracked
// either (Module.ReplaceAllUses walks those).
type Tracked interface {
	Value
	// Uses returns the instruction operands that refer to this value. The
	// slice is owned by the value; do not modify it.
	Uses() []Use
	addUse(Use)
	removeUse(Use)
}

// useList is embedded by tracked values.
type useList struct{ uses []Use }

// Uses returns the instruction operands that use the value.
func (l *useList) Uses() []Use { return l.uses }

func (l *useList) addUse(u Use) { l.uses = append(l.uses, u) }

func (l *useList) removeUse(u Use) {
	for i, x := range l.uses {
		if x == u {
			last := len(l.uses) - 1
			l.uses[i] = l.uses[last]
			l.uses = l.uses[:last]
			return
		}
	}
}

// NumUses returns how many instruction operands use v (0 for untracked
// values).
func NumUses(v Value) int {
	if t, ok := v.(Tracked); ok {
		return len(t.Uses())
	}
	return 0
}

// ReplaceAllUsesWith makes every instruction operand that uses old use new
// instead. Uses inside constant expressions and global initializers are not
// covered; see Module.ReplaceAllUses for that.
func ReplaceAllUsesWith(old Tracked, new Value) {
	if Value(old) == new {
		return
	}
	uses := append([]Use(nil), old.Uses()...)
	for _, u := range uses {
		u.User.SetOperand(u.Index, new)
	}
}

// Param is a function parameter. Its uses are tracked.
//
// Printed form: `double noundef %a` in a definition's parameter list.
type Param struct {
	useList
	Typ    *Type
	Name   string // "" for unnamed (printed as %N)
	Parent *Func
	Index  int
}

// Type returns the parameter's type.
func (p *Param) Type() *Type { return p.Typ }

// InlineAsm is a value of inline assembly, used as the callee of a call.
//
// Printed form: `asm sideeffect "nop", "~{dirflag},~{fpsr},~{flags}"`.
type InlineAsm struct {
	FuncType     *Type // the function type of the call
	Asm          string
	Constraints  string
	SideEffect   bool
	AlignStack   bool
	IntelDialect bool
	CanThrow     bool // `unwind`
}

// Type returns the pointer type (inline asm values are used as callees).
func (a *InlineAsm) Type() *Type { return Ptr }

// MetadataValue wraps metadata so it can be a call argument (`metadata !5`,
// `metadata i32 0`, `metadata ptr %x`). Its type is `metadata`.
type MetadataValue struct {
	MD Metadata
}

// Type returns the metadata type.
func (m *MetadataValue) Type() *Type { return MetaType }
