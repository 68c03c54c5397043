package bitstream

import (
	"errors"
	"io"
	"testing"
)

// FuzzReader walks arbitrary input to the end. It must not panic or hang;
// every failure must be an *Error carrying one of the sentinels at an
// offset inside the input; and whatever reads cleanly must survive a replay
// through the Writer with identical entries.
//
// Seeds: the project's seed bitcode, bitcode from llvm-as-16 when present,
// and the hand-built golden streams.
func FuzzReader(f *testing.F) {
	for _, b := range seedFiles(f) {
		f.Add(b)
	}
	if p, err := lookTool("llvm-as-16"); err == nil {
		f.Add(assemble(f, p, oracleSmallLL))
		f.Add(assemble(f, p, oracleRichLL))
	}
	f.Add(goldenModuleHex)
	f.Add([]byte{})
	f.Add([]byte("BC\xc0\xde\x35\x14\x00\x00\x05\x00\x00\x00\x62\x0c\x30\x24"))

	f.Fuzz(fuzzReaderOnce)
}

func fuzzReaderOnce(t *testing.T, data []byte) {
	{
		// Skip blocks now and then, driven by the input, to exercise SkipBlock.
		r := NewReader(data)
		n := 0
		for {
			e, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				var be *Error
				if !errors.As(err, &be) {
					t.Fatalf("error %v is %T, not *Error", err, err)
				}
				if !errors.Is(err, ErrTruncated) && !errors.Is(err, ErrMalformed) && !errors.Is(err, ErrLimit) {
					t.Fatalf("error %v wraps no sentinel", err)
				}
				if be.BitOffset > uint64(len(data))*8 {
					t.Fatalf("error offset %d beyond input of %d bits", be.BitOffset, len(data)*8)
				}
				break
			}
			if r.BitPos() > uint64(len(data))*8 {
				t.Fatalf("position %d beyond input of %d bits", r.BitPos(), len(data)*8)
			}
			n++
			if e.Kind == KindEnterBlock && e.BlockID != BlockInfoID && len(data) > 0 && data[n%len(data)]&7 == 0 {
				if err := r.SkipBlock(); err != nil {
					t.Fatalf("SkipBlock after EnterBlock: %v", err)
				}
			}
		}

		out, entries, rerr, werr := replay(data)
		if werr != nil {
			t.Fatalf("writer refused what the reader accepted: %v", werr)
		}
		if rerr != nil {
			return
		}
		_, again, rerr2, werr2 := replay(out)
		if rerr2 != nil || werr2 != nil {
			t.Fatalf("replayed stream does not read back: %v / %v", rerr2, werr2)
		}
		if len(again) != len(entries) {
			t.Fatalf("replay has %d entries, original %d", len(again), len(entries))
		}
		for i := range entries {
			a, b := entries[i], again[i]
			b.BitPos, b.NumWords = a.BitPos, a.NumWords
			if !entriesEqual(a, b) {
				t.Fatalf("entry %d differs after replay:\n%+v\n%+v", i, a, b)
			}
		}
	}
}
