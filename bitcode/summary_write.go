package bitcode

import (
	"encoding/binary"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// WriteKeep is Write that also writes the input's module summary s (as
// Read found it) back, unchanged, when it still describes the module: s
// was read whole, its producer's LLVM is not newer than t's (older
// readers reject newer summary versions), and the module's global values
// are the ones it was read with, in the same order and under the same
// names, so that the summary's value IDs name the same values. kept
// reports whether the summary (and module hash) went out; when it did
// not, the caller states s.Loss(). A nil s is Write.
//
// The summary's contents are not re-derived: a pass that changed
// function bodies without adding, removing, reordering or renaming
// global values leaves call-graph edges and instruction counts from the
// input (summaries are optimisation input for the thin link, not
// semantics).
func WriteKeep(m *ir.Module, t target.Target, s *Summary) (out []byte, kept bool, err error) {
	kept = s.fits(m, t)
	if !kept {
		s = nil
	}
	out, err = writeSum(m, t, s)
	return out, kept && err == nil, err
}

// fits reports whether s can be written back for m and t (see WriteKeep).
// The writer numbers global values as LLVM does: variables, functions,
// aliases, ifuncs, each in module order.
func (s *Summary) fits(m *ir.Module, t target.Target) bool {
	if s == nil || m == nil || s.raw == nil || s.producer == 0 || s.producer > t.Major || len(s.names) != len(s.gvs) {
		return false
	}
	k := 0
	same := func(gv ir.GlobalValue) bool {
		ok := k < len(s.gvs) && s.gvs[k] == gv && gv.Common().Name == s.names[k]
		k++
		return ok
	}
	for _, g := range m.Globals {
		if !same(g) {
			return false
		}
	}
	for _, f := range m.Funcs {
		if !same(f) {
			return false
		}
	}
	for _, a := range m.Aliases {
		if !same(a) {
			return false
		}
	}
	for _, i := range m.IFuncs {
		if !same(i) {
			return false
		}
	}
	return k == len(s.gvs)
}

// writeSummary writes the kept summary block (its body as read, between
// a fresh ENTER_SUBBLOCK and END_BLOCK); WriteKeep has checked that it
// fits. It runs just before the module VST, whose offset LLVM requires to
// be word-aligned (a block's end is).
func (w *wWriter) writeSummary() {
	s := w.sum
	if s == nil {
		return
	}
	w.enter(s.blockID, uint(s.width))
	for b := uint64(0); b < s.rawBits; b += 32 {
		v := uint64(binary.LittleEndian.Uint32(s.raw[b/8:]))
		n := min(s.rawBits-b, 32)
		if n < 32 {
			v &= 1<<n - 1
		}
		w.check(w.bs.EmitFixed(v, uint(n)))
	}
	w.exit() // ends word-aligned: the module VST that follows must start on a word
}

// writeSummaryHash writes the kept module hash, after the module VST as
// LLVM does: LLVM's summary reader takes the hash only after it has seen
// the summary block.
func (w *wWriter) writeSummaryHash() {
	if s := w.sum; s != nil && len(s.hash) == 5 {
		w.emit(moduleCodeHash, s.hash, 0)
	}
}
