package ptrtype

import (
	"unsafe"

	"github.com/irfix/irfix/ir"
)

// instrTab maps the instructions that carry a pointer (and allocas and
// getelementptrs) to their templates: an open-addressing table keyed by
// the instruction's address, which instrTmpl and vt look up for every
// operand of every instruction. A Go map spent a twentieth of SQLite's
// Infer on those lookups (hashing, control words, a directory of
// tables); here a lookup is one multiplication and, mostly, one probe
// of one cache line. Entries are never removed; the heap does not move
// objects, so an address stays a key.
type instrTab struct {
	keys  []*ir.Instr
	vals  []*tmpl
	n     int
	shift uint // 64 - log2(len(keys))
}

// making marks an instruction whose template is being made (instrTmpl:
// a cycle through its operands).
var making = &tmpl{}

// newInstrTab returns a table sized for about n instructions.
func newInstrTab(n int) instrTab {
	size, bits := 16, uint(4)
	for size < 2*n {
		size, bits = size*2, bits+1
	}
	return instrTab{keys: make([]*ir.Instr, size), vals: make([]*tmpl, size), shift: 64 - bits}
}

func (t *instrTab) slot(i *ir.Instr) uint {
	return uint((uint64(uintptr(unsafe.Pointer(i))) * 0x9E3779B97F4A7C15) >> t.shift)
}

// get returns i's entry; ok is false when there is none.
func (t *instrTab) get(i *ir.Instr) (*tmpl, bool) {
	if len(t.keys) == 0 {
		return nil, false
	}
	mask := uint(len(t.keys) - 1)
	for k := t.slot(i); ; k = (k + 1) & mask {
		switch t.keys[k] {
		case i:
			return t.vals[k], true
		case nil:
			return nil, false
		}
	}
}

// put sets i's entry.
func (t *instrTab) put(i *ir.Instr, v *tmpl) {
	if 2*(t.n+1) > len(t.keys) {
		t.grow()
	}
	mask := uint(len(t.keys) - 1)
	for k := t.slot(i); ; k = (k + 1) & mask {
		switch t.keys[k] {
		case i:
			t.vals[k] = v
			return
		case nil:
			t.keys[k], t.vals[k] = i, v
			t.n++
			return
		}
	}
}

func (t *instrTab) grow() {
	old := *t
	*t = newInstrTab(max(old.n, 8) * 2)
	for k, i := range old.keys {
		if i != nil {
			t.put(i, old.vals[k])
		}
	}
}
