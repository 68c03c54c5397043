package bitstream

import (
	"bytes"
	"strings"
	"testing"
)

// bodyEntries writes the body of a block with ID 12 that uses a
// BLOCKINFO abbreviation, a local one, unabbreviated records, a blob and
// a nested block; seed varies the values.
func bodyEntries(t *testing.T, w *Writer, seed int) {
	t.Helper()
	check := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	check(w.EmitRecordAbbrev(FirstApplicationAbbrevID, 7, []uint64{uint64(seed)}, nil))
	local, err := w.DefineAbbrev(NewAbbrev(LiteralOp(9), ArrayOp(), Char6Op()))
	check(err)
	check(w.EmitRecordAbbrev(local, 9, []uint64{'a', 'b', 'Z'}, nil))
	for i := range seed % 5 {
		check(w.EmitRecord(3, []uint64{uint64(i * seed), 1 << 40}))
	}
	check(w.EnterBlock(13, 4))
	check(w.EmitRecord(1, []uint64{uint64(seed)}))
	blob, err := w.DefineAbbrev(NewAbbrev(LiteralOp(2), BlobOp()))
	check(err)
	check(w.EmitRecordAbbrev(blob, 2, nil, []byte(strings.Repeat("x", seed%7))))
	check(w.ExitBlock())
	check(w.EmitRecord(4, nil))
}

// withBlockInfo starts a stream with a BLOCKINFO block giving block 12
// one abbreviation, then enters a block and writes `lead` records of 21
// bits each, so that over lead 0..31 the blocks after them start at every
// bit offset in a word.
func withBlockInfo(t *testing.T, lead int) *Writer {
	t.Helper()
	w := NewWriter()
	w.EmitMagic(LLVMIRMagic)
	if err := w.EnterBlock(BlockInfoID, 2); err != nil {
		t.Fatal(err)
	}
	if _, err := w.EmitBlockInfoAbbrev(12, NewAbbrev(LiteralOp(7), VBROp(6))); err != nil {
		t.Fatal(err)
	}
	if err := w.ExitBlock(); err != nil {
		t.Fatal(err)
	}
	if err := w.EnterBlock(8, 3); err != nil {
		t.Fatal(err)
	}
	for range lead {
		if err := w.EmitRecord(5, []uint64{1}); err != nil { // 21 bits
			t.Fatal(err)
		}
	}
	return w
}

// Bodies written apart by a body writer and copied in with EmitBlockBody
// give the bytes EnterBlock, the same entries and ExitBlock give, at any
// alignment of the enclosing stream; the body writer holds several
// bodies one after another.
func TestEmitBlockBodyMatchesEnterExit(t *testing.T) {
	for lead := range 32 {
		seq := withBlockInfo(t, lead)
		for seed := range 6 {
			if err := seq.EnterBlock(12, 5); err != nil {
				t.Fatal(err)
			}
			bodyEntries(t, seq, seed)
			if err := seq.ExitBlock(); err != nil {
				t.Fatal(err)
			}
		}
		if err := seq.ExitBlock(); err != nil {
			t.Fatal(err)
		}
		want, err := seq.Take()
		if err != nil {
			t.Fatal(err)
		}

		par := withBlockInfo(t, lead)
		bw := par.NewBodyWriter()
		var bounds []int
		for seed := range 6 {
			bounds = append(bounds, int(bw.BitPos()/8))
			if err := bw.BeginBody(12, 5); err != nil {
				t.Fatal(err)
			}
			bodyEntries(t, bw, seed)
			if err := bw.EndBody(); err != nil {
				t.Fatal(err)
			}
		}
		bounds = append(bounds, int(bw.BitPos()/8))
		bodies, err := bw.Take()
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i+1 < len(bounds); i++ {
			if err := par.EmitBlockBody(12, 5, bodies[bounds[i]:bounds[i+1]]); err != nil {
				t.Fatal(err)
			}
		}
		if err := par.ExitBlock(); err != nil {
			t.Fatal(err)
		}
		got, err := par.Take()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("lead %d records: spliced stream (%d bytes) differs from the sequential one (%d bytes)", lead, len(got), len(want))
		}
		if _, _, err := walk(got); err != nil {
			t.Fatalf("lead %d records: %v", lead, err)
		}
	}
}

// Misuse of the body calls is an error, and leaves the writer usable.
func TestBodyWriterMisuse(t *testing.T) {
	w := withBlockInfo(t, 5)
	bw := w.NewBodyWriter()
	if err := bw.EndBody(); err == nil {
		t.Error("EndBody without BeginBody succeeded")
	}
	if err := bw.BeginBody(12, 0); err == nil {
		t.Error("BeginBody with width 0 succeeded")
	}
	if err := bw.BeginBody(BlockInfoID, 3); err == nil {
		t.Error("BeginBody of a BLOCKINFO block succeeded")
	}
	if err := bw.BeginBody(12, 5); err != nil {
		t.Fatal(err)
	}
	if err := bw.ExitBlock(); err == nil {
		t.Error("ExitBlock ended a body begun by BeginBody")
	}
	if err := bw.BeginBody(12, 5); err == nil {
		t.Error("BeginBody inside a body succeeded")
	}
	if err := bw.EnterBlock(13, 3); err != nil {
		t.Fatal(err)
	}
	if err := bw.EndBody(); err == nil {
		t.Error("EndBody with a nested block open succeeded")
	}
	if err := bw.ExitBlock(); err != nil {
		t.Fatal(err)
	}
	if _, err := bw.Take(); err == nil {
		t.Error("Take with a body open succeeded")
	}
	if err := bw.EndBody(); err != nil {
		t.Fatal(err)
	}
	if err := bw.EmitFixed(1, 3); err != nil {
		t.Fatal(err)
	}
	if err := bw.BeginBody(12, 5); err == nil {
		t.Error("BeginBody at an unaligned position succeeded")
	}
	for _, body := range [][]byte{nil, {1, 2, 3}} {
		if err := w.EmitBlockBody(12, 5, body); err == nil {
			t.Errorf("EmitBlockBody of %d bytes succeeded", len(body))
		}
	}
	if err := w.EmitBlockBody(12, 0, make([]byte, 4)); err == nil {
		t.Error("EmitBlockBody with width 0 succeeded")
	}
}
