package bitstream

import (
	"fmt"
	"strconv"
	"strings"
)

// Encoding is how one abbreviation operand is stored ("DEFINE_ABBREV
// Encoding"). Literal is not a stream code: it marks an operand whose value
// is fixed by the abbreviation itself.
type Encoding uint8

const (
	Literal Encoding = 0
	Fixed   Encoding = 1 // fixed-width field; Value is the width (0..64)
	VBR     Encoding = 2 // VBR field; Value is the chunk width (0..32)
	Array   Encoding = 3 // vbr6 length, then elements encoded as the next (last) operand
	Char6   Encoding = 4 // 6-bit character
	Blob    Encoding = 5 // vbr6 length, align32, bytes, align32; must be last
)

func (e Encoding) String() string {
	switch e {
	case Literal:
		return "literal"
	case Fixed:
		return "fixed"
	case VBR:
		return "vbr"
	case Array:
		return "array"
	case Char6:
		return "char6"
	case Blob:
		return "blob"
	}
	return "encoding(" + strconv.Itoa(int(e)) + ")"
}

// AbbrevOp is one operand of an abbreviation. For Literal, Value is the
// literal; for Fixed and VBR it is the width; otherwise it is unused.
//
// A Fixed or VBR operand of width 0 is kept as written; it reads as the
// value 0 and occupies no bits, exactly as LLVM treats it (LLVM rewrites it
// to a literal 0 when reading).
type AbbrevOp struct {
	Encoding Encoding
	Value    uint64
}

// Convenience constructors for abbreviation operands.
func LiteralOp(v uint64) AbbrevOp { return AbbrevOp{Literal, v} }
func FixedOp(width uint) AbbrevOp { return AbbrevOp{Fixed, uint64(width)} }
func VBROp(width uint) AbbrevOp   { return AbbrevOp{VBR, uint64(width)} }
func ArrayOp() AbbrevOp           { return AbbrevOp{Encoding: Array} }
func Char6Op() AbbrevOp           { return AbbrevOp{Encoding: Char6} }
func BlobOp() AbbrevOp            { return AbbrevOp{Encoding: Blob} }

func (o AbbrevOp) String() string {
	switch o.Encoding {
	case Literal:
		return "literal(" + strconv.FormatUint(o.Value, 10) + ")"
	case Fixed, VBR:
		return o.Encoding.String() + "(" + strconv.FormatUint(o.Value, 10) + ")"
	}
	return o.Encoding.String()
}

// isScalar reports whether the operand reads exactly one value from the
// stream (fixed, vbr or char6).
func (o AbbrevOp) isScalar() bool {
	return o.Encoding == Fixed || o.Encoding == VBR || o.Encoding == Char6
}

// Abbrev is an abbreviation: the shape of a class of records ("Abbreviations"
// in BitCodeFormat.rst). Ops[0] gives the record code.
type Abbrev struct {
	Ops []AbbrevOp

	literals int // literal operands after Ops[0], counted by readAbbrev
}

// NewAbbrev builds an abbreviation from its operands.
func NewAbbrev(ops ...AbbrevOp) *Abbrev { return &Abbrev{Ops: ops} }

func (a *Abbrev) String() string {
	parts := make([]string, len(a.Ops))
	for i, o := range a.Ops {
		parts[i] = o.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// HasBlob reports whether records of this abbreviation carry a blob.
func (a *Abbrev) HasBlob() bool {
	return len(a.Ops) > 0 && a.Ops[len(a.Ops)-1].Encoding == Blob
}

// Validate checks the rules of "DEFINE_ABBREV Encoding" and those LLVM's
// reader enforces when the abbreviation is used:
//   - at least one operand, the first (the record code) not an array or blob;
//   - fixed widths at most 64, VBR chunk widths at most 32;
//   - an array is the second-to-last operand and its element (the last
//     operand) is a fixed, vbr or char6 encoding of non-zero width;
//   - a blob is the last operand.
//
// This reader checks them at definition time, so a broken abbreviation is
// reported where it is defined rather than where it is first used.
func (a *Abbrev) Validate() error {
	n := len(a.Ops)
	if n == 0 {
		return fmt.Errorf("abbreviation has no operands")
	}
	for i, o := range a.Ops {
		switch o.Encoding {
		case Literal, Char6:
		case Fixed:
			if o.Value > MaxFixedWidth {
				return fmt.Errorf("operand %d: fixed width %d exceeds %d", i, o.Value, MaxFixedWidth)
			}
		case VBR:
			if o.Value > MaxVBRWidth {
				return fmt.Errorf("operand %d: VBR chunk width %d exceeds %d", i, o.Value, MaxVBRWidth)
			}
		case Array:
			if i == 0 {
				return fmt.Errorf("operand 0 (the record code) is an array")
			}
			if i != n-2 {
				return fmt.Errorf("operand %d: array must be the second-to-last operand", i)
			}
			elt := a.Ops[n-1]
			if !elt.isScalar() {
				return fmt.Errorf("operand %d: array element must be fixed, vbr or char6, not %s", i, elt)
			}
			if elt.Encoding != Char6 && elt.Value == 0 {
				return fmt.Errorf("operand %d: array element has zero width", i)
			}
		case Blob:
			if i == 0 {
				return fmt.Errorf("operand 0 (the record code) is a blob")
			}
			if i != n-1 {
				return fmt.Errorf("operand %d: blob must be the last operand", i)
			}
		default:
			return fmt.Errorf("operand %d: invalid encoding %d", i, o.Encoding)
		}
	}
	return nil
}

// readAbbrev decodes the body of a DEFINE_ABBREV, after its abbreviation ID
// ("DEFINE_ABBREV Encoding"):
//
//	numabbrevops vbr5, then per operand: 1 bit literal flag;
//	literal: value vbr8; otherwise encoding fixed3 [+ width vbr5 for fixed/vbr]
func readAbbrev(c *cursor) (*Abbrev, error) {
	n, err := c.vbr32(abbrevCountWidth)
	if err != nil {
		return nil, wrapRead(err, "reading operand count")
	}
	// Every operand takes at least 4 bits (flag + fixed3), so a count the
	// remaining bits cannot hold is rejected before allocating.
	if uint64(n) > c.remaining()/4 {
		return nil, &readErr{kind: ErrMalformed, detail: fmt.Sprintf("operand count %d exceeds what the remaining %d bits can hold", n, c.remaining())}
	}
	a := &Abbrev{Ops: make([]AbbrevOp, 0, n)}
	for i := uint32(0); i < n; i++ {
		lit, err := c.fixed(1)
		if err != nil {
			return nil, wrapRead(err, "reading operand %d", i)
		}
		if lit == 1 {
			v, err := c.vbr(literalWidth)
			if err != nil {
				return nil, wrapRead(err, "reading literal of operand %d", i)
			}
			a.Ops = append(a.Ops, LiteralOp(v))
			continue
		}
		e, err := c.fixed(encodingWidth)
		if err != nil {
			return nil, wrapRead(err, "reading encoding of operand %d", i)
		}
		op := AbbrevOp{Encoding: Encoding(e)}
		switch op.Encoding {
		case Fixed, VBR:
			if op.Value, err = c.vbr(encodingDataW); err != nil {
				return nil, wrapRead(err, "reading width of operand %d", i)
			}
		case Array, Char6, Blob:
		default:
			return nil, &readErr{kind: ErrMalformed, detail: fmt.Sprintf("operand %d has invalid encoding %d", i, e)}
		}
		a.Ops = append(a.Ops, op)
	}
	if err := a.Validate(); err != nil {
		return nil, &readErr{kind: ErrMalformed, detail: "invalid abbreviation " + a.String() + ": " + err.Error()}
	}
	for _, o := range a.Ops[1:] {
		if o.Encoding == Literal {
			a.literals++
		}
	}
	return a, nil
}

// writeAbbrev encodes the body of a DEFINE_ABBREV; it is the inverse of
// readAbbrev. The abbreviation has been validated.
func writeAbbrev(s *sink, a *Abbrev) {
	s.vbr(uint64(len(a.Ops)), abbrevCountWidth)
	for _, o := range a.Ops {
		if o.Encoding == Literal {
			s.fixed(1, 1)
			s.vbr(o.Value, literalWidth)
			continue
		}
		s.fixed(0, 1)
		s.fixed(uint64(o.Encoding), encodingWidth)
		if o.Encoding == Fixed || o.Encoding == VBR {
			s.vbr(o.Value, encodingDataW)
		}
	}
}

// wrapRead prefixes a cursor error with what was being read.
func wrapRead(err error, format string, args ...any) error {
	re, ok := err.(*readErr)
	if !ok {
		return err
	}
	return &readErr{re.kind, fmt.Sprintf(format, args...) + ": " + re.detail, re.at, re.hasAt}
}
