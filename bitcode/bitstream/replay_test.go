package bitstream

import (
	"bytes"
	"fmt"
	"io"
	"testing"
)

// replay reads data and writes every entry again with the Writer. It
// returns the rewritten stream, or an error if reading fails (readErr) or
// the Writer refuses what the Reader accepted (writeErr, always a bug).
func replay(data []byte, opts ...Option) (out []byte, entries []Entry, readErr, writeErr error) {
	r := NewReader(data, opts...)
	w := NewWriter()
	if m := r.Magic(); m != nil {
		w.EmitMagic([4]byte(m))
	}
	for {
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, entries, err, nil
		}
		entries = append(entries, e)
		switch e.Kind {
		case KindEnterBlock:
			err = w.EnterBlock(e.BlockID, uint(e.AbbrevWidth))
		case KindEndBlock:
			err = w.ExitBlock()
		case KindDefineAbbrev:
			var id uint32
			if r.Depth() > 0 && r.BlockPath()[r.Depth()-1].ID == BlockInfoID {
				id, err = w.EmitBlockInfoAbbrev(e.BlockID, e.Abbrev)
			} else {
				id, err = w.DefineAbbrev(e.Abbrev)
			}
			if err == nil && id != e.NewAbbrevID {
				err = fmt.Errorf("writer gave abbreviation ID %d, reader %d", id, e.NewAbbrevID)
			}
		case KindRecord:
			if e.Abbrev == nil {
				err = w.EmitRecord(e.Code, e.Ops)
			} else {
				err = w.EmitRecordAbbrev(e.AbbrevID, e.Code, e.Ops, e.Blob)
			}
		}
		if err != nil {
			return nil, entries, nil, fmt.Errorf("entry %d (%+v): %w", len(entries)-1, e, err)
		}
	}
	out, err := w.Bytes()
	return out, entries, nil, err
}

// TestReplayLLVMBitcodeByteForByte: LLVM's writer and this Writer make the
// same choices (canonical VBRs, zero padding), so replaying real bitcode
// through Reader and Writer must reproduce it exactly.
func TestReplayLLVMBitcodeByteForByte(t *testing.T) {
	inputs := seedFiles(t)
	if p, err := lookTool("llvm-as-16"); err == nil {
		inputs["rich"] = assemble(t, p, oracleRichLL)
	}
	if len(inputs) == 0 {
		t.Skip("no seed files and no llvm-as-16")
	}
	for name, data := range inputs {
		out, _, rerr, werr := replay(data)
		if rerr != nil || werr != nil {
			t.Fatalf("%s: read %v, write %v", name, rerr, werr)
		}
		if !bytes.Equal(out, data) {
			i := 0
			for i < len(out) && i < len(data) && out[i] == data[i] {
				i++
			}
			t.Fatalf("%s: replay differs at byte %d (lengths %d, %d)", name, i, len(out), len(data))
		}
	}
}
