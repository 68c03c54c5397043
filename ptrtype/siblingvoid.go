package ptrtype

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Sibling callbacks and a void*. C gives every function stored into one
// function-pointer slot the slot's type (another type needs a cast at
// the store, which C code avoids), so the functions of a slot take one
// type at each parameter. When one of them takes a void* there by
// evidence of its own — a rule found the parameter is user data stored
// as a void* (passthrough.go), a void* handle (handle.go, cbvoid.go), or
// a prototype spells it (__PRETTY_FUNCTION__, wLibC) — the slot's
// parameter is that void*, and a sibling whose parameter the vote made a
// struct pointer only because it passes it on (to a function taking
// that struct, or storing it: no load, store or getelementptr through
// it) converts it there: miniaudio's ma_decoding_backend_init__wav
// passes its pReadSeekTellUserData to ma_wav_init, and came back
// ma_decoder*, while the mp3 and flac backends' were found void*. A
// sibling that reads or writes through its parameter keeps the vote.

const whatSiblingVoid = "C: a void* — the functions stored in one function-pointer slot take one type; a sibling takes a void* here ("

// siblingVoidParams applies that rule after the vote (after the void*
// rules it reads).
func (a *analysis) siblingVoidParams() {
	defer a.prototypeSiblingVoid() // (protosibling.go)
	a.eachSameSigSlot(func(r slotID, fns []*ir.Func, sig *ir.Type) {
		for k, pt := range sig.Params() {
			if !pt.IsPtr() {
				continue
			}
			var voids []string
			var passers []slotID
			for _, f := range fns {
				c, ok := a.paramClass(f, k)
				if !ok {
					continue
				}
				t := a.sol[c]
				switch {
				case t == ir.I8 && a.provenVoid(c):
					voids = append(voids, "@"+f.Name)
				case t != nil && t.IsNamed() && t.Kind == ir.StructKind && !a.spelledClass(c) && !a.decidedByRule(c) && a.onlyPassedOn(c):
					passers = append(passers, c)
				}
			}
			if len(voids) == 0 || len(passers) == 0 {
				continue
			}
			sort.Strings(voids)
			why := whatSiblingVoid + strings.Join(voids, ", ") + ", in " + slotName(a, r) + ") at parameter #" + strconv.Itoa(k) + ", and this one only passes it on (siblingvoid.go)"
			for _, c := range passers {
				a.decideClass(c, ir.I8, why)
			}
		}
	})
}

// provenVoid reports whether class c (decided i8) is a void* by evidence
// of its own: a void* rule decided it, or a prototype says so.
func (a *analysis) provenVoid(c slotID) bool {
	if !a.isVoidClass(c) {
		return false
	}
	for _, m := range a.members[c] {
		if d := a.slots[m].decided; d != "" {
			return strings.HasPrefix(d, "C: a void*") || handleDecision(d)
		}
		for _, v := range a.slots[m].votes {
			if v.w >= wLibC && !v.t.hasSlots() && a.inst(v.t) == ir.I8 {
				return true
			}
		}
	}
	return false
}

// onlyPassedOn reports whether no pointer of class c is loaded from,
// stored through or indexed: its votes are flows only.
func (a *analysis) onlyPassedOn(c slotID) bool {
	for _, m := range a.members[c] {
		for _, v := range a.slots[m].votes {
			if v.flags&(vAccess|vArithGEP) != 0 || v.why.what == "getelementptr" {
				return false
			}
		}
	}
	return true
}
