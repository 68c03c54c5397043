package bitstream

import (
	"math/bits"
	"math/rand"
	"testing"
)

// The cursor's reads are checked against a reader written here bit by
// bit from BitCodeFormat.rst's definitions: fixed fields, VBR fields
// (low chunk first, the high bit of each chunk says another follows, a
// value over 64 bits is malformed) and runs of VBR fields, on random
// bytes and random VBR streams, with the block end anywhere, so that
// every field is read by the cursor's single-load paths, its multi-chunk
// path and its bit-by-bit fallback near the end.

type refResult struct {
	v, pos uint64
	kind   error // nil: read
}

func refFixed(data []byte, pos, end uint64, n uint) refResult {
	if end-pos < uint64(n) {
		return refResult{pos: pos, kind: ErrTruncated}
	}
	var v uint64
	for k := uint(0); k < n; k++ {
		p := pos + uint64(k)
		v |= uint64(data[p>>3]>>(p&7)&1) << k
	}
	return refResult{v: v, pos: pos + uint64(n)}
}

func refVBR(data []byte, pos, end uint64, n uint) refResult {
	var v uint64
	var shift uint
	for {
		r := refFixed(data, pos, end, n)
		if r.kind != nil {
			return r
		}
		pos = r.pos
		payload := r.v &^ (1 << (n - 1))
		if payload != 0 {
			if shift >= 64 || uint(bits.Len64(payload))+shift > 64 {
				return refResult{pos: pos, kind: ErrMalformed}
			}
			v |= payload << shift
		}
		if r.v>>(n-1)&1 == 0 {
			return refResult{v: v, pos: pos}
		}
		shift += n - 1
	}
}

// errKind is the kind of a cursor error (nil for none).
func errKind(err error) error {
	if err == nil {
		return nil
	}
	if re, ok := err.(*readErr); ok {
		return re.kind
	}
	return err
}

// cursorInputs returns random test streams: plain random bytes, bytes
// whose chunks mostly continue (long and overflowing VBRs), and streams
// of VBR fields of the given width written by the sink, small values
// and large ones mixed.
func cursorInputs(rng *rand.Rand, width uint) [][]byte {
	var ins [][]byte
	for range 20 {
		b := make([]byte, 1+rng.Intn(40))
		rng.Read(b)
		ins = append(ins, b)
		c := make([]byte, 1+rng.Intn(40))
		for i := range c {
			c[i] = byte(rng.Intn(256)) | 0xb6 // set bits: continuation likely
		}
		ins = append(ins, c)
		if width < 2 {
			continue // no payload: the sink cannot write values
		}
		var s sink
		for range 1 + rng.Intn(30) {
			var v uint64
			switch rng.Intn(4) {
			case 0, 1:
				v = uint64(rng.Intn(1 << (width - 1)))
			case 2:
				v = rng.Uint64() >> rng.Intn(64)
			default:
				v = rng.Uint64()
			}
			s.vbr(v, width)
		}
		ins = append(ins, s.bytes())
	}
	return ins
}

func TestCursorReadsMatchBitByBit(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	reads := 0
	for _, width := range []uint{1, 2, 3, 4, 5, 6, 7, 8, 11, 16, 19, 28, 31, 32} {
		for _, data := range cursorInputs(rng, width) {
			total := uint64(len(data)) * 8
			for _, end := range []uint64{total, total - uint64(rng.Intn(int(total))), total - uint64(rng.Intn(9))} {
				for start := uint64(0); start < end && start < 70; start++ {
					// fixed, with widths around the single-load limit
					for _, n := range []uint{width, 56, 57, 64} {
						c := cursor{data: data, pos: start, end: end}
						v, err := c.fixed(n)
						want := refFixed(data, start, end, n)
						if errKind(err) != want.kind || (err == nil && (v != want.v || c.pos != want.pos)) {
							t.Fatalf("fixed(%d) at bit %d, end %d of %x: got %d, pos %d, %v; want %d, pos %d, %v", n, start, end, data, v, c.pos, err, want.v, want.pos, want.kind)
						}
					}
					// one vbr
					c := cursor{data: data, pos: start, end: end}
					v, err := c.vbr(width)
					want := refVBR(data, start, end, width)
					if errKind(err) != want.kind || (err == nil && (v != want.v || c.pos != want.pos)) {
						t.Fatalf("vbr(%d) at bit %d, end %d of %x: got %d, pos %d, %v; want %d, pos %d, %v", width, start, end, data, v, c.pos, err, want.v, want.pos, want.kind)
					}
					// a run of vbrs
					count := rng.Intn(20)
					dst := make([]uint64, count)
					c = cursor{data: data, pos: start, end: end}
					failed, err := c.vbrs(dst, width)
					pos := start
					for i := 0; i < count; i++ {
						r := refVBR(data, pos, end, width)
						if r.kind != nil {
							if errKind(err) != r.kind || failed != i {
								t.Fatalf("vbrs(%d fields of %d) at bit %d, end %d of %x: failed at %d with %v; want %d, %v", count, width, start, end, data, failed, err, i, r.kind)
							}
							break
						}
						if err == nil && dst[i] != r.v {
							t.Fatalf("vbrs(%d fields of %d) at bit %d, end %d of %x: field %d = %d, want %d", count, width, start, end, data, i, dst[i], r.v)
						}
						pos = r.pos
						if i == count-1 && (err != nil || c.pos != pos) {
							t.Fatalf("vbrs(%d fields of %d) at bit %d, end %d of %x: ends at %d, %v; want %d", count, width, start, end, data, c.pos, err, pos)
						}
					}
					reads += 3
				}
			}
		}
	}
	if reads < 10000 {
		t.Fatalf("only %d reads compared", reads)
	}
}
