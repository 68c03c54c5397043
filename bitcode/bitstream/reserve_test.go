package bitstream

import (
	"bytes"
	"testing"
)

// Reserve leaves room for exactly what the caller says it will write
// (Grow doubles), and the stream written after it is the stream written
// without it.
func TestReserveExact(t *testing.T) {
	write := func(reserve bool) []byte {
		w := NewWriter()
		w.Grow(64)
		for i := 0; i < 5000; i++ {
			if err := w.EmitFixed(uint64(i&0xff), 8); err != nil {
				t.Fatal(err)
			}
		}
		if reserve {
			n := len(w.s.buf)
			w.Reserve(9000)
			if got, want := cap(w.s.buf), n+8+9000; got != want {
				t.Fatalf("Reserve(9000) at %d bytes: capacity %d, want %d", n, got, want)
			}
			c := cap(w.s.buf)
			w.Reserve(10) // room already: no new buffer
			if cap(w.s.buf) != c {
				t.Fatalf("Reserve with room grew the buffer")
			}
		}
		for i := 0; i < 9000; i++ {
			if err := w.EmitFixed(uint64(i&0xff), 8); err != nil {
				t.Fatal(err)
			}
		}
		out, err := w.Take()
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	if a, b := write(false), write(true); !bytes.Equal(a, b) {
		t.Fatalf("Reserve changed the stream")
	}
}
