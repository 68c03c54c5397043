package lltext

import (
	"encoding/binary"

	"github.com/irfix/irfix/internal/prefault"
	"github.com/irfix/irfix/ir"
)

// internAttrs returns the parser's shared copy of a set equal to s
// (attribute by attribute, in order), making one from s on first sight;
// s itself is the caller's scratch and is not kept. Sharing is safe
// because attribute sets are values that are replaced, never edited in
// place (AttrSet.With and Without and the passes copy), and each shared
// set's capacity is its length, so an append reallocates. Empty sets stay
// nil. A set holding a range (rare) is copied, not shared.
func (p *parser) internAttrs(s ir.AttrSet) ir.AttrSet {
	if len(s) == 0 {
		return nil
	}
	key, ok := p.attrSetKey(s)
	if !ok {
		return append(ir.AttrSet(nil), s...)
	}
	if shared, ok := p.attrIntern[string(key)]; ok {
		return shared
	}
	shared := append(ir.AttrSet(nil), s...)
	shared = shared[:len(shared):len(shared)]
	if p.attrIntern == nil {
		p.attrIntern = map[string]ir.AttrSet{}
	}
	p.attrIntern[string(key)] = shared
	return shared
}

// attrSetKey encodes s into p.attrKey so that equal sets, and only they,
// have equal keys. It reports false for a set it cannot encode (one with
// a range: those are compared by value, not identity).
func (p *parser) attrSetKey(s ir.AttrSet) ([]byte, bool) {
	k := p.attrKey[:0]
	for i := range s {
		a := &s[i]
		if a.Range != nil || a.Ranges != nil {
			return nil, false
		}
		k = binary.AppendUvarint(k, uint64(a.Kind))
		k = binary.AppendUvarint(k, a.Int)
		k = binary.AppendUvarint(k, a.Int2)
		var tid uint64
		if a.Type != nil {
			// Types are compared by identity (they are interned);
			// number them rather than encode the pointer.
			var ok bool
			if tid, ok = p.attrTypeID[a.Type]; !ok {
				if p.attrTypeID == nil {
					p.attrTypeID = map[*ir.Type]uint64{}
				}
				tid = uint64(len(p.attrTypeID)) + 1
				p.attrTypeID[a.Type] = tid
			}
		}
		k = binary.AppendUvarint(k, tid)
		for _, str := range [...]string{a.Str, a.Key, a.Val, a.Raw} {
			k = binary.AppendUvarint(k, uint64(len(str)))
			k = append(k, str...)
		}
	}
	p.attrKey = k
	return k, true
}

// pInstrSlab is how many instructions newInstr takes from one allocation
// (40 KB): the module keeps them all anyway, and one object per
// instruction was the parser's largest source of heap objects. Each new
// slab's pages are mapped in at once (package prefault): the slabs are
// most of a large module's memory, and faulting them in page by page
// cost a large module's parse a tenth of its time.
const pInstrSlab = 256

// newInstr returns a zero instruction with op and typ, taken from the
// parser's slab.
func (p *parser) newInstr(op ir.Opcode, typ *ir.Type) *ir.Instr {
	if len(p.islab) == 0 {
		p.islab = make([]ir.Instr, pInstrSlab)
		prefault.Slice(p.islab)
	}
	in := &p.islab[0]
	p.islab = p.islab[1:]
	in.Op, in.Typ = op, typ
	return in
}

// Integer and floating-point constants are shared: the parser makes one
// object per type and value (a large module writes `i32 0` or `double
// 1.0` hundreds of thousands of times). Constants are values, never
// edited in place, and the bitcode reader shares them the same way
// (one per entry of a constants table).
type pIntKey struct {
	t *ir.Type
	v uint64
}

type pFloatKey struct {
	t      *ir.Type
	lo, hi uint64
}

// intConst returns the shared constant of type t (at most 64 bits wide)
// with value v (already truncated to the width).
func (p *parser) intConst(t *ir.Type, v uint64) *ir.ConstInt {
	k := pIntKey{t, v}
	if c, ok := p.ints[k]; ok {
		return c
	}
	c := &ir.ConstInt{Typ: t, V: v}
	if p.ints == nil {
		p.ints = map[pIntKey]*ir.ConstInt{}
	}
	p.ints[k] = c
	return c
}

// floatConst returns the shared constant of type t with bits lo and hi.
func (p *parser) floatConst(t *ir.Type, lo, hi uint64) *ir.ConstFloat {
	k := pFloatKey{t, lo, hi}
	if c, ok := p.floats[k]; ok {
		return c
	}
	c := &ir.ConstFloat{Typ: t, Bits: lo, Hi: hi}
	if p.floats == nil {
		p.floats = map[pFloatKey]*ir.ConstFloat{}
	}
	p.floats[k] = c
	return c
}

// pLinkAtEnd makes the parser record the uses that a body's operands
// make of its instructions when the body is complete, each use list
// carved at its final length, instead of one append per use (a value
// with two to eight uses grew its list one to four times): see
// ir.LinkUses. Tests turn it off to compare with recording as it goes.
var pLinkAtEnd = true

// setOperands gives a new instruction its operands (see pLinkAtEnd).
func (p *parser) setOperands(in *ir.Instr, vs []ir.Value) {
	if !pLinkAtEnd {
		in.SetOperands(vs)
		return
	}
	in.SetOperandsUnlinked(p.arena, vs)
}

// addOperand appends an operand (see pLinkAtEnd).
func (p *parser) addOperand(in *ir.Instr, v ir.Value) {
	if !pLinkAtEnd {
		in.AddOperand(v)
		return
	}
	in.AddOperandUnlinked(v)
}

// linkUses records the uses the body just parsed makes of its
// instructions, replacing forward-reference placeholders by their
// definitions on the way.
func (p *parser) linkUses(fs *pFunc) {
	if pLinkAtEnd {
		var resolve func(*ir.Instr) ir.Value
		if len(fs.resolved) > 0 {
			resolve = func(ph *ir.Instr) ir.Value { return fs.resolved[ph] }
		}
		ir.LinkUses(p.arena, p.bodyInstrs, resolve)
	}
	clear(p.bodyInstrs)
	p.bodyInstrs = p.bodyInstrs[:0]
}
