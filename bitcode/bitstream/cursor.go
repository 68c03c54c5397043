package bitstream

import (
	"encoding/binary"
	"math"
	"math/bits"
	"strconv"
)

// cursor reads primitive values ("Primitives" in BitCodeFormat.rst) from a
// byte slice. Bits are numbered from the least significant bit of byte 0;
// a field's low bits come first. Reads never go past end, which the Reader
// sets to the declared end of the innermost open block.
//
// The invariant pos <= end <= 8*len(data) holds between calls.
type cursor struct {
	data []byte
	pos  uint64 // next bit to read
	end  uint64 // first bit that may not be read
	// inBlock: end is a block's declared end, not the end of the input.
	// Running past a block whose length fitted the input is malformed,
	// not truncated, even when the block reaches the end of the input.
	inBlock bool
}

func newCursor(data []byte) cursor {
	return cursor{data: data, end: uint64(len(data)) * 8}
}

func (c *cursor) remaining() uint64 { return c.end - c.pos }

// short reports a read of n bits that does not fit before c.end.
func (c *cursor) short(n uint64) error {
	if c.inBlock {
		return &readErr{ErrMalformed, "needs " + strconv.FormatUint(n, 10) + " bits but only " +
			strconv.FormatUint(c.remaining(), 10) + " remain before the end of the enclosing block", c.pos, true}
	}
	return &readErr{ErrTruncated, "needs " + strconv.FormatUint(n, 10) + " bits but only " +
		strconv.FormatUint(c.remaining(), 10) + " remain in the input", c.pos, true}
}

// peek returns the n (1..64) bits at pos without bounds checks; the caller
// guarantees pos+n <= 8*len(data). It loads 64 bits at a time: a field
// spans at most 9 bytes.
func (c *cursor) peek(n uint) uint64 {
	i := c.pos >> 3
	shift := uint(c.pos & 7)
	var w uint64
	if i+8 <= uint64(len(c.data)) {
		w = binary.LittleEndian.Uint64(c.data[i:])
	} else {
		// Fewer than 8 bytes remain: assemble them (at most 7 iterations, only
		// at the very end of the input).
		for k, b := range c.data[i:] {
			w |= uint64(b) << (8 * uint(k))
		}
	}
	v := w >> shift
	if n+shift > 64 {
		v |= uint64(c.data[i+8]) << (64 - shift)
	}
	if n < 64 {
		v &= 1<<n - 1
	}
	return v
}

// fixed reads an n-bit fixed-width field, 0 <= n <= 64 ("Fixed Width
// Integers"). A zero-width field reads as 0 and consumes nothing.
//
// Most reads are at least 64 bits before the end of the block: they load
// the 8 bytes at pos at once, which hold the field whole when n <= 56
// (the field starts at most 7 bits into the first byte), and take no
// other branch. The rest go through fixedSlow.
func (c *cursor) fixed(n uint) (uint64, error) {
	if c.end-c.pos >= 64 && n <= 56 {
		// pos+64 <= end <= 8*len(data): the 8 bytes are in data.
		w := binary.LittleEndian.Uint64(c.data[c.pos>>3:]) >> (c.pos & 7)
		c.pos += uint64(n)
		return w & (1<<n - 1), nil
	}
	return c.fixedSlow(n)
}

func (c *cursor) fixedSlow(n uint) (uint64, error) {
	if n == 0 {
		return 0, nil
	}
	if c.remaining() < uint64(n) {
		return 0, c.short(uint64(n))
	}
	v := c.peek(n)
	c.pos += uint64(n)
	return v, nil
}

// vbr reads a variable-width integer made of n-bit chunks, 1 <= n <= 32
// ("Variable Width Integers"): each chunk carries n-1 payload bits, low
// chunk first, and its high bit says whether another chunk follows. A value
// that does not fit in 64 bits is malformed (LLVM would silently drop the
// excess bits).
//
// A value whose chunks lie within the 57 bits from pos that one 8-byte
// load gives (nine 6-bit chunks: values below 2^45) is decoded from that
// load when at least 64 bits remain in the block; it always fits in 64
// bits. Anything else — and every error — takes vbrSlow, from the same
// position.
func (c *cursor) vbr(n uint) (uint64, error) {
	if c.end-c.pos >= 64 && n-1 < 32 {
		// pos+64 <= end <= 8*len(data): the 8 bytes are in data.
		w := binary.LittleEndian.Uint64(c.data[c.pos>>3:]) >> (c.pos & 7)
		mask := uint64(1)<<n - 1
		cont := uint64(1) << (n - 1)
		piece := w & mask
		if piece&cont == 0 {
			c.pos += uint64(n)
			return piece, nil // the common single-chunk case
		}
		v := piece & (cont - 1)
		shift, used := n-1, n
		for used+n <= 57 {
			w >>= n
			piece = w & mask
			v |= (piece & (cont - 1)) << shift
			used += n
			if piece&cont == 0 {
				c.pos += uint64(used)
				return v, nil
			}
			shift += n - 1
		}
	}
	return c.vbrSlow(n)
}

// vbrSlow is vbr one chunk at a time, with every check.
func (c *cursor) vbrSlow(n uint) (uint64, error) {
	start := c.pos
	piece, err := c.fixed(n)
	if err != nil {
		return 0, err
	}
	cont := uint64(1) << (n - 1)
	if piece&cont == 0 {
		return piece, nil // the common single-chunk case
	}
	var v uint64
	var shift uint
	for {
		payload := piece & (cont - 1)
		if payload != 0 {
			if shift >= 64 || bits.Len64(payload)+int(shift) > 64 {
				return 0, &readErr{ErrMalformed, "VBR value does not fit in 64 bits", start, true}
			}
			v |= payload << shift
		}
		if piece&cont == 0 {
			return v, nil
		}
		shift += n - 1
		if piece, err = c.fixed(n); err != nil {
			return 0, err
		}
	}
}

// vbrs reads len(dst) VBR fields of chunk width n, 1 <= n <= 32, into
// dst, as that many calls of vbr would; on failure it returns the index
// of the field that failed. Fields that are one chunk (the operands of
// most records) are taken several at a time from one 8-byte load — as
// many as fit in the 57 bits it gives, nine of vbr6 — while at least
// 64 bits remain in the block; the others go through vbr.
func (c *cursor) vbrs(dst []uint64, n uint) (int, error) {
	mask := uint64(1)<<n - 1
	cont := uint64(1) << (n - 1)
	for i := 0; i < len(dst); {
		if c.end-c.pos >= 64 {
			// pos+64 <= end <= 8*len(data): the 8 bytes are in data.
			w := binary.LittleEndian.Uint64(c.data[c.pos>>3:]) >> (c.pos & 7)
			used := uint(0)
			for used+n <= 57 && i < len(dst) && w&cont == 0 {
				dst[i] = w & mask
				w >>= n
				used += n
				i++
			}
			c.pos += uint64(used)
			if i == len(dst) {
				break
			}
		}
		v, err := c.vbr(n)
		if err != nil {
			return i, err
		}
		dst[i] = v
		i++
	}
	return 0, nil
}

// vbr32 reads a VBR field that the format limits to 32 bits (block IDs,
// abbreviation widths, record codes, counts).
func (c *cursor) vbr32(n uint) (uint32, error) {
	start := c.pos
	v, err := c.vbr(n)
	if err != nil {
		return 0, err
	}
	if v > math.MaxUint32 {
		return 0, &readErr{ErrMalformed, "value " + strconv.FormatUint(v, 10) + " does not fit in 32 bits", start, true}
	}
	return uint32(v), nil
}

// align32 skips to the next multiple of 32 bits ("Word Alignment"). The
// padding bits are not checked, as LLVM does not check them.
func (c *cursor) align32() error {
	next := (c.pos + 31) &^ 31
	if next > c.end {
		return c.short(next - c.pos)
	}
	c.pos = next
	return nil
}

// bytes returns the next n bytes; pos must be byte aligned. The result
// aliases the input and has its capacity clipped so appends cannot clobber it.
func (c *cursor) bytes(n uint64) ([]byte, error) {
	if n > c.remaining()/8 {
		return nil, c.short(n * 8)
	}
	i := c.pos >> 3
	c.pos += n * 8
	return c.data[i : i+n : i+n], nil
}

// onlyZerosLeft reports whether every bit from pos to the end of the input
// is zero, which at the top level means trailing padding rather than data.
func (c *cursor) onlyZerosLeft() bool {
	i := c.pos >> 3
	if i >= uint64(len(c.data)) {
		return true
	}
	if c.data[i]>>(c.pos&7) != 0 {
		return false
	}
	for _, b := range c.data[i+1:] {
		if b != 0 {
			return false
		}
	}
	return true
}

// char6 alphabet ("6-bit characters"): 'a'..'z' = 0..25, 'A'..'Z' = 26..51,
// '0'..'9' = 52..61, '.' = 62, '_' = 63.
const char6Alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"

// DecodeChar6 returns the character of a 6-bit value (only the low 6 bits
// are used).
func DecodeChar6(v uint64) byte { return char6Alphabet[v&63] }

// EncodeChar6 returns the 6-bit value of c, and false if c is not in the
// char6 alphabet [a-zA-Z0-9._].
func EncodeChar6(c byte) (uint64, bool) {
	switch {
	case c >= 'a' && c <= 'z':
		return uint64(c - 'a'), true
	case c >= 'A' && c <= 'Z':
		return uint64(c-'A') + 26, true
	case c >= '0' && c <= '9':
		return uint64(c-'0') + 52, true
	case c == '.':
		return 62, true
	case c == '_':
		return 63, true
	}
	return 0, false
}

// IsChar6 reports whether every byte of s is in the char6 alphabet.
func IsChar6(s []byte) bool {
	for _, c := range s {
		if _, ok := EncodeChar6(c); !ok {
			return false
		}
	}
	return true
}
