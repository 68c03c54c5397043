package bitstream

import (
	"encoding/binary"
	"fmt"
	"math"
)

// opSlab hands out operand slices carved from larger chunks, so reading a
// record costs no allocation of its own. Each slice is capped, never
// handed out twice, and stays valid for as long as the caller keeps it.
type opSlab struct {
	buf []uint64
	// With tracking on (Reader.TrackOps), the chunks handed out since are
	// listed in used; Reader.RecycleOps moves them to free for reuse.
	track      bool
	used, free [][]uint64
}

const (
	slabSize  = 2048 // operands per chunk (16 KiB)
	slabLimit = 256  // larger records get their own allocation
)

// get returns a slice with length 0 and capacity n.
func (s *opSlab) get(n int) []uint64 {
	if n > slabLimit {
		return make([]uint64, 0, n)
	}
	if len(s.buf)+n > cap(s.buf) {
		s.buf = s.chunk()
	}
	i := len(s.buf)
	s.buf = s.buf[:i+n]
	return s.buf[i : i : i+n]
}

// chunk returns an empty chunk: a recycled one, or a new one.
func (s *opSlab) chunk() []uint64 {
	var c []uint64
	if n := len(s.free); n > 0 {
		c = s.free[n-1][:0]
		s.free = s.free[:n-1]
	} else {
		c = make([]uint64, 0, slabSize)
	}
	if s.track {
		s.used = append(s.used, c)
	}
	return c
}

// readUnabbrevRecord decodes an UNABBREV_RECORD after its abbreviation ID
// ("UNABBREV_RECORD Encoding"): code vbr6, numops vbr6, numops × op vbr6.
func readUnabbrevRecord(c *cursor, slab *opSlab) (code uint32, ops []uint64, err error) {
	if code, err = c.vbr32(unabbrevWidth); err != nil {
		return 0, nil, wrapRead(err, "reading code of unabbreviated record")
	}
	n, err := c.vbr32(unabbrevWidth)
	if err != nil {
		return 0, nil, wrapRead(err, "reading operand count of unabbreviated record (code %d)", code)
	}
	// Each operand takes at least 6 bits: refuse counts the input cannot hold
	// before allocating for them.
	if uint64(n) > c.remaining()/unabbrevWidth {
		return 0, nil, &readErr{kind: ErrMalformed, detail: fmt.Sprintf(
			"unabbreviated record (code %d) claims %d operands but only %d bits remain", code, n, c.remaining())}
	}
	ops = slab.get(int(n))[:n]
	if i, err := c.vbrs(ops, unabbrevWidth); err != nil {
		return 0, nil, wrapRead(err, "reading operand %d of unabbreviated record (code %d)", i, code)
	}
	return code, ops, nil
}

// writeUnabbrevRecord is the inverse of readUnabbrevRecord (without the
// abbreviation ID).
func writeUnabbrevRecord(s *sink, code uint32, ops []uint64) {
	s.vbr(uint64(code), unabbrevWidth)
	s.vbr(uint64(len(ops)), unabbrevWidth)
	for _, v := range ops {
		s.vbr(v, unabbrevWidth)
	}
}

// readScalar reads one fixed, vbr or char6 operand.
func readScalar(c *cursor, o AbbrevOp) (uint64, error) {
	switch o.Encoding {
	case Fixed:
		return c.fixed(uint(o.Value))
	case VBR:
		if o.Value == 0 {
			return 0, nil
		}
		return c.vbr(uint(o.Value))
	default: // Char6; Validate admits nothing else here
		v, err := c.fixed(6)
		return uint64(DecodeChar6(v)), err
	}
}

// readAbbrevRecord decodes a record written with abbreviation a ("Abbreviated
// Record Encoding"). Literal operands produce their value without reading;
// an array produces its elements as operands; a blob is returned separately
// as a slice of the input.
func readAbbrevRecord(c *cursor, a *Abbrev, slab *opSlab) (code uint32, ops []uint64, blob []byte, err error) {
	first := a.Ops[0]
	var cv uint64
	if first.Encoding == Literal {
		cv = first.Value
	} else if cv, err = readScalar(c, first); err != nil {
		return 0, nil, nil, wrapRead(err, "reading record code")
	}
	if cv > math.MaxUint32 {
		return 0, nil, nil, &readErr{kind: ErrMalformed, detail: fmt.Sprintf("record code %d does not fit in 32 bits", cv)}
	}
	code = uint32(cv)

	rest := a.Ops[1:]
	// Capacity for the scalar and literal operands; an array grows it once.
	ops = slab.get(len(rest))
	for i := 0; i < len(rest); i++ {
		o := rest[i]
		switch o.Encoding {
		case Literal:
			ops = append(ops, o.Value)
		case Fixed, VBR, Char6:
			var v uint64
			var err error
			switch {
			case c.end-c.pos >= 64 && o.Value-1 < 32 && o.Encoding != Char6:
				// A fixed field of at most 32 bits, or a vbr one
				// whose first chunk ends it, from one 8-byte load
				// (cursor.fixed and cursor.vbr, inlined by hand:
				// these are most operands of abbreviated records).
				n := uint(o.Value)
				w := binary.LittleEndian.Uint64(c.data[c.pos>>3:]) >> (c.pos & 7)
				if o.Encoding == Fixed || w&(1<<(n-1)) == 0 {
					v = w & (1<<n - 1)
					c.pos += uint64(n)
				} else {
					v, err = c.vbr(n)
				}
			case o.Encoding == Fixed:
				v, err = c.fixed(uint(o.Value))
			case o.Encoding == VBR && o.Value != 0:
				v, err = c.vbr(uint(o.Value))
			case o.Encoding == Char6:
				v, err = c.fixed(6)
				v = uint64(DecodeChar6(v))
			}
			if err != nil {
				return 0, nil, nil, wrapRead(err, "reading operand %d (%s) of record (code %d)", len(ops), o, code)
			}
			ops = append(ops, v)
		case Array:
			elt := rest[i+1] // Validate guarantees the element operand is last
			i++
			n, err := c.vbr32(arrayLenWidth)
			if err != nil {
				return 0, nil, nil, wrapRead(err, "reading array length of record (code %d)", code)
			}
			// Every element takes at least one bit (Validate rejects zero
			// widths), so the length is checked against the bits left
			// before any allocation.
			minBits := uint64(6)
			if elt.Encoding != Char6 {
				minBits = elt.Value // a VBR element takes at least one chunk
			}
			if uint64(n) > c.remaining()/minBits {
				return 0, nil, nil, &readErr{kind: ErrMalformed, detail: fmt.Sprintf(
					"array of record (code %d) claims %d elements of %s but only %d bits remain", code, n, elt, c.remaining())}
			}
			if need := len(ops) + int(n); need > cap(ops) {
				grown := slab.get(need)[:len(ops)]
				copy(grown, ops)
				ops = grown
			}
			if elt.Encoding == VBR {
				// (Validate: its width is not 0.)
				at := len(ops)
				ops = ops[:at+int(n)]
				if k, err := c.vbrs(ops[at:], uint(elt.Value)); err != nil {
					return 0, nil, nil, wrapRead(err, "reading array element %d of record (code %d)", k, code)
				}
				break
			}
			for k := uint32(0); k < n; k++ {
				v, err := readScalar(c, elt)
				if err != nil {
					return 0, nil, nil, wrapRead(err, "reading array element %d of record (code %d)", k, code)
				}
				ops = append(ops, v)
			}
		case Blob:
			n, err := c.vbr32(blobLenWidth)
			if err != nil {
				return 0, nil, nil, wrapRead(err, "reading blob length of record (code %d)", code)
			}
			if err := c.align32(); err != nil {
				return 0, nil, nil, wrapRead(err, "aligning blob of record (code %d)", code)
			}
			if blob, err = c.bytes(uint64(n)); err != nil {
				return 0, nil, nil, wrapRead(err, "reading %d-byte blob of record (code %d)", n, code)
			}
			if err := c.align32(); err != nil {
				return 0, nil, nil, wrapRead(err, "reading tail padding of blob of record (code %d)", code)
			}
		}
	}
	return code, ops, blob, nil
}

// checkAbbrevRecord reports whether code, ops and blob can be written with
// abbreviation a. Operands map onto the abbreviation in order: Ops[0] takes
// code; each literal or scalar operand takes the next value of ops (a
// literal must equal it); an array takes all remaining values; a blob takes
// blob.
func checkAbbrevRecord(a *Abbrev, code uint32, ops []uint64, blob []byte) error {
	if err := checkOperand(a.Ops[0], uint64(code)); err != nil {
		return fmt.Errorf("record code: %w", err)
	}
	j := 0
	hasBlob := false
	for i := 1; i < len(a.Ops); i++ {
		o := a.Ops[i]
		switch o.Encoding {
		case Array:
			elt := a.Ops[i+1]
			for k := j; k < len(ops); k++ {
				if err := checkOperand(elt, ops[k]); err != nil {
					return fmt.Errorf("array element %d: %w", k-j, err)
				}
			}
			if uint64(len(ops)-j) > math.MaxUint32 {
				return fmt.Errorf("array of %d elements is too long", len(ops)-j)
			}
			j = len(ops)
			i++
		case Blob:
			hasBlob = true
			if uint64(len(blob)) > math.MaxUint32 {
				return fmt.Errorf("blob of %d bytes is too long", len(blob))
			}
		default:
			if j >= len(ops) {
				return fmt.Errorf("abbreviation %s needs more than the %d operands given", a, len(ops))
			}
			if err := checkOperand(o, ops[j]); err != nil {
				return fmt.Errorf("operand %d: %w", j, err)
			}
			j++
		}
	}
	if j != len(ops) {
		return fmt.Errorf("abbreviation %s takes %d operands, %d given", a, j, len(ops))
	}
	if !hasBlob && blob != nil {
		return fmt.Errorf("abbreviation %s has no blob operand but a blob was given", a)
	}
	return nil
}

// writeAbbrevRecord is the inverse of readAbbrevRecord (without the
// abbreviation ID); checkAbbrevRecord has accepted the arguments.
func writeAbbrevRecord(s *sink, a *Abbrev, code uint32, ops []uint64, blob []byte) {
	writeOperand(s, a.Ops[0], uint64(code))
	j := 0
	for i := 1; i < len(a.Ops); i++ {
		o := a.Ops[i]
		switch o.Encoding {
		case Literal:
			j++
		case Array:
			elt := a.Ops[i+1]
			s.vbr(uint64(len(ops)-j), arrayLenWidth)
			for ; j < len(ops); j++ {
				writeOperand(s, elt, ops[j])
			}
			i++
		case Blob:
			s.vbr(uint64(len(blob)), blobLenWidth)
			s.align32()
			s.appendBytes(blob)
			s.align32()
		default:
			writeOperand(s, o, ops[j])
			j++
		}
	}
}

// checkOperand reports whether v can be written with operand o.
func checkOperand(o AbbrevOp, v uint64) error {
	switch o.Encoding {
	case Literal:
		if v != o.Value {
			return fmt.Errorf("value %d differs from the abbreviation's literal %d", v, o.Value)
		}
	case Fixed:
		return checkFixed(v, uint(o.Value))
	case VBR:
		return checkVBR(v, uint(o.Value))
	case Char6:
		if v > 255 {
			return fmt.Errorf("value %d is not a char6 character", v)
		}
		if _, ok := EncodeChar6(byte(v)); !ok {
			return fmt.Errorf("character %q is not in the char6 alphabet", rune(v))
		}
	default:
		return fmt.Errorf("%s operand cannot hold a single value", o)
	}
	return nil
}

// writeOperand writes one checked value with a literal or scalar operand.
func writeOperand(s *sink, o AbbrevOp, v uint64) {
	switch o.Encoding {
	case Fixed:
		s.fixed(v, uint(o.Value))
	case VBR:
		if o.Value != 0 {
			s.vbr(v, uint(o.Value))
		}
	case Char6:
		c, _ := EncodeChar6(byte(v))
		s.fixed(c, 6)
	}
}
