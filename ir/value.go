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
	takeUses() []Use
}

// useList is embedded by tracked values.
type useList struct{ uses []Use }

// Uses returns the instruction operands that use the value.
func (l *useList) Uses() []Use { return l.uses }

func (l *useList) addUse(u Use) {
	if l.uses == nil {
		l.uses = newUses()
	}
	l.uses = append(l.uses, u)
}

// A value's first use list is carved from a shared chunk (see
// chunkPool for the scheme): most values have one use, and
// one heap object per value for them was the largest single source of
// objects in the parser and the bitcode reader. The carved list has
// room for useFirstCap uses; a longer one grows by append into its own
// allocation, leaving the carved slots behind (not cleared: a caller
// may be ranging over the old slice), so a chunk stays alive while any
// value still uses its slots or until the whole chunk is unreachable.
const (
	useChunkLen = 512
	useFirstCap = 1
)

var useChunks = chunkPool[Use]{size: useChunkLen}

// newUses returns an empty use list with capacity useFirstCap.
func newUses() []Use { return useChunks.carve(useFirstCap) }

// removeUse deletes u, moving the last use into its place (so the order
// of the others is what it was, except for that one). It searches from
// both ends at once: the uses a pass removes are most often the newest
// (an instruction just built and patched) or the oldest (a placeholder's
// uses replaced in order), and either is found in a few steps instead of
// after a scan of the whole list. The slot freed at the end is not
// cleared: a caller may still be ranging over the slice Uses returned.
func (l *useList) removeUse(u Use) {
	us := l.uses
	for lo, hi := 0, len(us)-1; lo <= hi; lo, hi = lo+1, hi-1 {
		k := -1
		if us[hi] == u {
			k = hi
		} else if us[lo] == u {
			k = lo
		}
		if k >= 0 {
			last := len(us) - 1
			us[k] = us[last]
			l.uses = us[:last]
			return
		}
	}
}

// takeUses returns the use list and leaves the value without uses.
func (l *useList) takeUses() []Use {
	us := l.uses
	l.uses = nil
	return us
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
	// Every use moves at once: old's list is taken whole (no search per
	// use, no copy), and new's uses are appended in old's order, as
	// calling SetOperand on each in turn would.
	t, tracked := new.(Tracked)
	for _, u := range old.takeUses() {
		u.User.operands[u.Index] = new
		if tracked {
			t.addUse(u)
		}
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
