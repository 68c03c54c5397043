package ir

// Internals the external tests (verify_corpus_test.go, package ir_test)
// need to break modules the way a buggy pass would.

// SetOperandUntracked replaces operand n of i without updating any use
// list — what a pass that edits operands behind the model's back does.
func SetOperandUntracked(i *Instr, n int, v Value) { i.operands[n] = v }

// BrokenCase is one of the rule tests' broken modules, for the LLVM
// cross-check in verify_corpus_test.go.
type BrokenCase struct {
	Name, Want string
	M          *Module
}

// FixtureModules returns fresh valid fixtures: opaque, typed, funclets.
func FixtureModules() (opaque, typed, funclet *Module) {
	return newFixture().m, newTypedFixture().m, newFunclets().m
}

// BrokenModules builds every opaque-pointer rule case's broken module.
func BrokenModules() []BrokenCase {
	var out []BrokenCase
	for _, c := range opaqueBreakCases {
		fx := newFixture()
		c.brk(fx)
		out = append(out, BrokenCase{c.name, c.want, fx.m})
	}
	return out
}

// BrokenTypedModules builds every typed-pointer rule case's broken module.
func BrokenTypedModules() []BrokenCase {
	var out []BrokenCase
	for _, c := range typedBreakCases {
		tx := newTypedFixture()
		c.brk(tx)
		out = append(out, BrokenCase{c.name, c.want, tx.m})
	}
	return out
}

// DIFieldLimit is diFieldLimit, for the llvm-as cross-check.
func DIFieldLimit(kind, field string) (uint64, bool) { return diFieldLimit(kind, field) }

// SetParallelMinInstrs sets the module size from which Verify checks
// function bodies on several goroutines, and returns the old value.
func SetParallelMinInstrs(n int) int {
	old := parallelMinInstrs
	parallelMinInstrs = n
	return old
}

// SetUseListFast turns the use-list check's fast path on or off and
// returns the old setting.
func SetUseListFast(on bool) bool {
	old := useListFast
	useListFast = on
	return old
}

// VerifyFastUses is Verify, also saying whether the use-list check's
// fast path settled the use lists.
func VerifyFastUses(m *Module) (error, bool) {
	v := newVerifier(m)
	v.safely(func() { v.verifyModule() })
	return v.result(), v.fuSettled
}

// SetUses replaces t's use list (no checks: a broken model for tests).
func SetUses(t Tracked, us []Use) {
	t.(interface{ setUsesForTest([]Use) }).setUsesForTest(us)
}

func (l *useList) setUsesForTest(us []Use) { l.uses = us }

// DetachedUser returns an instruction in no block whose operand 0 is v.
func DetachedUser(v Value) *Instr {
	return &Instr{Op: OpFreeze, Typ: v.Type(), operands: []Value{v}}
}

// VerifyNumberedInBodies is Verify, also saying whether the parallel body
// pass numbered the instructions (numberBlocksOnly's path).
func VerifyNumberedInBodies(m *Module) (error, bool) {
	v := newVerifier(m)
	v.safely(func() { v.verifyModule() })
	return v.result(), v.numberedInBodies
}

// SetInstrPlace sets the block and index an instruction believes it
// stands at, without moving it (a stale cached index, or a corrupt
// Parent).
func SetInstrPlace(i *Instr, b *Block, n int) {
	i.Parent, i.idx = b, int32(n)
}

// InstrPlace returns the block and index an instruction believes it
// stands at.
func InstrPlace(i *Instr) (*Block, int) { return i.Parent, int(i.idx) }
