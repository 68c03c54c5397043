package bitstream

import (
	"bytes"
	"testing"
)

// Take gives what Bytes gives (the last partial byte padded), whatever
// was reserved with Grow and however the buffer grew, and leaves the
// writer empty.
func TestTakeMatchesBytes(t *testing.T) {
	for _, reserve := range []int{0, 3, 1 << 16} {
		for _, n := range []int{0, 1, 7, 100, 5000} {
			build := func() *Writer {
				w := NewWriter()
				w.Grow(reserve)
				for i := range n {
					if err := w.EmitVBR(uint64(i*2654435761), 6); err != nil {
						t.Fatal(err)
					}
					if err := w.EmitFixed(uint64(i&7), 3); err != nil {
						t.Fatal(err)
					}
				}
				return w
			}
			want, err := build().Bytes()
			if err != nil {
				t.Fatal(err)
			}
			w := build()
			got, err := w.Take()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("reserve %d, %d values: Take gives %d bytes, Bytes %d (or different ones)", reserve, n, len(got), len(want))
			}
			if w.BitPos() != 0 {
				t.Fatalf("reserve %d, %d values: %d bits left after Take", reserve, n, w.BitPos())
			}
		}
	}
}
