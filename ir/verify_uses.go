package ir

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// The use-list check, fast path. checkUseLists walks every use list and
// locates each user (a lookup in the block table and a visit to the
// user's block per use), then visits every operand slot again to see
// that it was found; on large modules that was a third of Verify. The
// fast path answers only one question, whether that check would find
// nothing, and does it while verifyBody visits the operands anyway:
//
//   - each operand slot (i, k) referring to an instruction or parameter
//     of the function is counted against that value and, when the
//     value's use list is short, looked up in it;
//   - after the body, each instruction's and parameter's use list must
//     be as long as its count (a long list is walked instead: each entry
//     a live operand of an instruction of this function, each slot once);
//   - slots referring to global values are counted, and after all bodies
//     every global value's use list is walked (each entry a live operand
//     of an instruction in scope, each slot once) and the entries, all
//     distinct slots referring to their value, must number the slots.
//
// When the slots referring to a value are all in its use list and the
// list is no longer than their number, the list is exactly those slots:
// no stale, foreign, detached or repeated entry, and no slot missing,
// which is everything checkUseLists reports. It runs only when every
// place is where its Parent and index say (no odd places, every function
// listed once, every block numbered where its function lists it); on
// any doubt it gives up, and checkUseLists runs as before, so the
// problems reported, their text and order are unchanged.

// useListFast enables the fast path (tests compare it with the check
// alone).
var useListFast = true

// fuScanMax is the longest use list looked up per slot; longer lists are
// walked once after the body.
const fuScanMax = 16

// fuBegin decides whether f's body is accounted and prepares the
// per-function counts: f must be a function of scope whose blocks are
// numbered where f lists them, in order, and whose parameters stand
// where their Index says.
func (v *verifier) fuBegin(f *Func) {
	v.fuOn = false
	if !v.fuAll {
		return
	}
	fi, base, n := int32(-1), int32(0), int32(0)
	for bi, b := range f.Blocks {
		l, ok := v.blocks.get(b)
		if b == nil || !ok || int(l.b) != bi {
			v.fuAll = false
			return
		}
		if bi == 0 {
			if v.scope[l.fn] != f {
				v.fuAll = false
				return
			}
			fi, base = l.fn, l.base
		} else if l.fn != fi || l.base != base+n {
			v.fuAll = false
			return
		}
		n += int32(len(b.Instrs))
	}
	for k, p := range f.Params {
		if p == nil || p.Parent != f || p.Index != k {
			v.fuAll = false
			return
		}
	}
	v.fuOn, v.fuFn, v.fuBase, v.fuOps = true, fi, base, 0
	v.fuCount = resetCounts(v.fuCount, int(n))
	v.fuPCount = resetCounts(v.fuPCount, len(f.Params))
}

// resetCounts returns s with n zeroed entries, reusing its array.
func resetCounts(s []int32, n int) []int32 {
	if cap(s) < n {
		return make([]int32, n, n+n/4)
	}
	s = s[:n]
	clear(s)
	return s
}

// fuFail gives the fast path up for the rest of this run.
func (v *verifier) fuFail() {
	v.fuOn, v.fuAll = false, false
}

// fuInScan reports whether Use{i, k} is in us.
func fuInScan(us []Use, i *Instr, k int) bool {
	for _, u := range us {
		if u.User == i && u.Index == k {
			return true
		}
	}
	return false
}

// fuInstrUse counts operand k of i, which refers to x, found at l (in
// the function being checked).
func (v *verifier) fuInstrUse(i *Instr, k int, x *Instr, l instrLoc) {
	n := l.at - v.fuBase
	if l.fn != v.fuFn || l.at < 0 || n < 0 || int(n) >= len(v.fuCount) {
		v.fuFail()
		return
	}
	v.fuCount[n]++
	if us := x.uses; len(us) <= fuScanMax && !fuInScan(us, i, k) {
		v.fuFail()
	}
}

// fuParamUse counts operand k of i, which refers to parameter p of the
// function being checked.
func (v *verifier) fuParamUse(i *Instr, k int, p *Param) {
	v.fuPCount[p.Index]++
	if us := p.uses; len(us) <= fuScanMax && !fuInScan(us, i, k) {
		v.fuFail()
	}
}

// fuEnd compares f's use lists with the counts taken during its body
// (v.fuOps: the operands of f's instructions).
func (v *verifier) fuEnd(f *Func) {
	if !v.fuOn {
		return
	}
	v.fuOn = false
	v.fuMarked = false
	for k, p := range f.Params {
		if !v.fuListMatches(p, p.uses, v.fuPCount[k]) {
			v.fuFail()
			return
		}
	}
	n := 0
	for _, b := range f.Blocks {
		for _, i := range b.Instrs {
			if !v.fuListMatches(i, i.uses, v.fuCount[n]) {
				v.fuFail()
				return
			}
			n++
		}
	}
}

// fuListMatches reports whether the use list us of t holds exactly the
// count operand slots of f referring to t: a short list was looked up
// slot by slot, so its length settles it; a long one is walked.
func (v *verifier) fuListMatches(t Value, us []Use, count int32) bool {
	if len(us) != int(count) {
		return false
	}
	if len(us) <= fuScanMax {
		return true
	}
	if !v.fuMarked {
		// Marks for f's operand slots, numbered from its first
		// instruction's (slotOf holds f's slots in order: every
		// instruction of f stands where its Parent and index say).
		v.fuMarks = resetMarks(v.fuMarks, v.fuOps)
		v.fuSlot0 = 0
		if len(v.fuCount) > 0 {
			v.fuSlot0 = v.slotOf[v.fuBase]
		}
		v.fuMarked = true
	}
	for _, u := range us {
		x := u.User
		if x == nil || u.Index < 0 || u.Index >= len(x.operands) || x.operands[u.Index] != t {
			return false
		}
		l, ok := v.locOf(x)
		if !ok || l.fn != v.fuFn {
			return false
		}
		s := int(v.slotOf[l.at]-v.fuSlot0) + u.Index
		if s < 0 || s >= len(v.fuMarks) || v.fuMarks[s] {
			return false
		}
		v.fuMarks[s] = true
	}
	return true
}

// resetMarks returns s with n cleared entries, reusing its array.
func resetMarks(s []bool, n int) []bool {
	if cap(s) < n {
		return make([]bool, n, n+n/4)
	}
	s = s[:n]
	clear(s)
	return s
}

// fuGlobals finishes the fast path after every body was accounted: it
// reports whether the global values' use lists hold exactly the gslots
// operand slots that refer to them.
func (v *verifier) fuGlobals() bool {
	if !v.fuAll {
		return false
	}
	gvs := v.m.GlobalValues()
	total := 0
	for _, gv := range gvs {
		if !isNilGV(gv) {
			total += len(gv.Uses())
		}
	}
	if total != v.gslots {
		return false
	}
	workers := min(runtime.GOMAXPROCS(0), 8)
	if workers < 2 || total < parallelMinInstrs || v.globalSet.n != len(gvs) {
		// (A value listed twice would be walked twice, its slots
		// marked by two goroutines: this walk finds it.)
		return v.fuWalkGlobals(gvs, &v.lastB, &v.lastBL)
	}
	// Each value's slots are its own (an entry is marked only when the
	// slot refers to the value), so the walks of different values mark
	// different slots.
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	const chunk = 64
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var lastB *Block // each goroutine's own locOf cache
			var lastBL blockLoc
			for !failed.Load() {
				lo := int(next.Add(chunk)) - chunk
				if lo >= len(gvs) {
					return
				}
				if !v.fuWalkGlobals(gvs[lo:min(lo+chunk, len(gvs))], &lastB, &lastBL) {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	return !failed.Load()
}

// fuWalkGlobals walks the use lists of gvs: each entry must be a live
// operand of an instruction in scope that no entry before named (marked
// in v.marked). lastB and lastBL are the block cache locate uses.
func (v *verifier) fuWalkGlobals(gvs []GlobalValue, lastB **Block, lastBL *blockLoc) bool {
	for _, gv := range gvs {
		if isNilGV(gv) {
			continue
		}
		for _, u := range gv.Uses() {
			x := u.User
			if x == nil || u.Index < 0 || u.Index >= len(x.operands) || x.operands[u.Index] != Value(gv) {
				return false
			}
			l, ok := v.locate(x, lastB, lastBL)
			if !ok {
				return false
			}
			s := int(l.slot) + u.Index
			if v.marked[s] {
				return false
			}
			v.marked[s] = true
		}
	}
	return true
}
