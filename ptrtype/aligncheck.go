package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// A parameter tested for alignment and used only through the test's
// result. lz4's LZ4_initStream(void* buffer, size_t size) checks
// `((size_t)buffer & 7) == 0`, clears the memory and returns
// `(LZ4_stream_t*)buffer`, or NULL; every `_extState(void* state, ...)`
// inlines it and works on what it returned — a phi of the parameter and
// null — never on the parameter itself. That is caller-provided raw
// memory, a void*: a T* is aligned by its type and used as it is (a
// function that takes an LZ4_streamHC_t* and reinitialises it tests the
// same alignment, but then reads and writes its struct through the
// parameter). The vote gives the parameter the struct its callers pass.
// Only a parameter the vote made a named struct's pointer, whose own
// value is converted to an integer, masked with 2^k-1 (k from 1 to 12)
// and compared with zero, whose class no load, store or getelementptr
// uses as a named struct, that nothing spells and no rule decided (a
// uint32_t* that libwebp tests before copying words is used as the
// words it is).

const whatAlignCheck = "C: a void* — its address is tested for alignment ("

// alignmentTested applies that rule after the vote.
func (a *analysis) alignmentTested() {
	for lp := range a.leafParams(nil) {
		if !a.undecided(lp.slot) {
			continue
		}
		f, k, p := lp.f, lp.k, lp.p
		r := a.find(lp.slot)
		if t := a.sol[r]; t == nil || !t.IsNamed() || t.Kind != ir.StructKind {
			continue // (a uint32_t* tested before word copies is used as what it is)
		}
		if a.spelledClass(r) || a.decidedByRule(r) || a.accessedAsStruct(r) {
			continue
		}
		test := alignmentTest(p)
		if test == nil {
			continue
		}
		a.decideClass(r, ir.I8, whatAlignCheck+a.where(origin{instr: test, fn: f})+") and it is used as a struct only through the test's result: parameter #"+strconv.Itoa(k)+" of @"+f.Name+" is raw memory (aligncheck.go)")
	}
}

// alignmentTest returns the comparison with zero of p's address masked
// with 2^k-1 (through bitcasts of p), or nil.
func alignmentTest(p ir.Value) *ir.Instr {
	tr, ok := p.(ir.Tracked)
	if !ok {
		return nil
	}
	for _, u := range tr.Uses() {
		i := u.User
		switch i.Op {
		case ir.OpBitCast:
			if t := alignmentTest(i); t != nil {
				return t
			}
		case ir.OpPtrToInt:
			for _, v := range i.Uses() {
				and := v.User
				if and.Op != ir.OpAnd {
					continue
				}
				c, ok := and.Operand(1 - v.Index).(*ir.ConstInt)
				if !ok || c.Big != nil || c.V == 0 || c.V > 4095 || c.V&(c.V+1) != 0 {
					continue
				}
				for _, w := range and.Uses() {
					cmp := w.User
					if cmp.Op != ir.OpICmp || (cmp.Pred != ir.ICmpEQ && cmp.Pred != ir.ICmpNE) {
						continue
					}
					if z, ok := cmp.Operand(1 - w.Index).(*ir.ConstInt); ok && z.Big == nil && z.V == 0 {
						return cmp
					}
				}
			}
		}
	}
	return nil
}
