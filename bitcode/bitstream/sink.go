package bitstream

import (
	"encoding/binary"
	"fmt"
)

// sink is the writing twin of cursor: it appends primitive values
// ("Primitives" in BitCodeFormat.rst), low bits first, to a byte slice.
// Pending bits (fewer than 64) wait in cur until a full word is ready.
type sink struct {
	buf []byte
	cur uint64 // pending bits, low bit first
	n   uint   // number of pending bits, 0 <= n < 64
}

// bitPos is the number of bits written so far.
func (s *sink) bitPos() uint64 { return uint64(len(s.buf))*8 + uint64(s.n) }

// fixed appends the low width bits of v ("Fixed Width Integers"); the
// caller has checked that v fits.
func (s *sink) fixed(v uint64, width uint) {
	if width == 0 {
		return
	}
	s.cur |= v << s.n // bits beyond 64 are dropped here and re-added below
	if s.n+width < 64 {
		s.n += width
		return
	}
	if len(s.buf)+8 > cap(s.buf) {
		s.grow(8)
	}
	s.buf = binary.LittleEndian.AppendUint64(s.buf, s.cur)
	// The high bits of v that did not fit. For s.n == 0 this shifts by 64,
	// which Go defines as 0.
	s.cur = v >> (64 - s.n)
	s.n = s.n + width - 64
}

// vbr appends v as a VBR of width-bit chunks ("Variable Width Integers"):
// n-1 payload bits per chunk, high bit set on every chunk but the last.
func (s *sink) vbr(v uint64, width uint) {
	cont := uint64(1) << (width - 1)
	for v >= cont {
		s.fixed(v&(cont-1)|cont, width)
		v >>= width - 1
	}
	s.fixed(v, width)
}

// align32 pads with zero bits to a multiple of 32 bits ("Word Alignment")
// and moves every complete byte into buf, so buf ends on a word boundary.
func (s *sink) align32() {
	if pad := (32 - s.bitPos()%32) % 32; pad != 0 {
		s.fixed(0, uint(pad))
	}
	s.flushBytes()
}

// flushBytes moves whole pending bytes into buf.
func (s *sink) flushBytes() {
	for s.n >= 8 {
		s.buf = append(s.buf, byte(s.cur))
		s.cur >>= 8
		s.n -= 8
	}
}

// appendBytes appends raw bytes; callers align32 first, so no bits are pending.
func (s *sink) appendBytes(b []byte) {
	s.flushBytes()
	if len(s.buf)+len(b) > cap(s.buf) {
		s.grow(len(b))
	}
	s.buf = append(s.buf, b...)
}

// grow makes room for n more bytes, doubling the buffer (append's own
// growth, 1.25× for large slices, copied a multi-megabyte stream about
// five times over and allocated five times its size).
func (s *sink) grow(n int) {
	c := max(2*cap(s.buf), len(s.buf)+n, 4096)
	buf := make([]byte, len(s.buf), c)
	copy(buf, s.buf)
	s.buf = buf
}

// take returns everything written like bytes, handing over the buffer
// itself instead of a copy; the sink is empty afterwards.
func (s *sink) take() []byte {
	for s.n > 0 {
		s.buf = append(s.buf, byte(s.cur))
		s.cur >>= 8
		if s.n < 8 {
			s.n = 0
		} else {
			s.n -= 8
		}
	}
	out := s.buf
	*s = sink{}
	return out
}

// bytes returns everything written, the last partial byte padded with zero
// bits.
func (s *sink) bytes() []byte {
	out := make([]byte, len(s.buf), len(s.buf)+8)
	copy(out, s.buf)
	cur, n := s.cur, s.n
	for n > 0 {
		out = append(out, byte(cur))
		cur >>= 8
		if n < 8 {
			n = 0
		} else {
			n -= 8
		}
	}
	return out
}

func checkFixed(v uint64, width uint) error {
	if width > MaxFixedWidth {
		return fmt.Errorf("bitstream: fixed width %d exceeds %d", width, MaxFixedWidth)
	}
	if width < 64 && v>>width != 0 {
		return fmt.Errorf("bitstream: value %d does not fit in %d bits", v, width)
	}
	return nil
}

func checkVBR(v uint64, width uint) error {
	if width == 0 {
		if v != 0 {
			return fmt.Errorf("bitstream: value %d does not fit in a zero-width VBR", v)
		}
		return nil
	}
	if width > MaxVBRWidth {
		return fmt.Errorf("bitstream: VBR width %d exceeds %d", width, MaxVBRWidth)
	}
	if width == 1 && v != 0 {
		return fmt.Errorf("bitstream: value %d cannot be written as vbr1 (no payload bits)", v)
	}
	return nil
}
