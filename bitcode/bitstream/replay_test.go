package bitstream

import (
	"bytes"
	"fmt"
	"github.com/irfix/irfix/internal/testenv"
	"io"
	"testing"
)

// recorded is a stream read into memory: its magic and entries, each
// flagged when it sits directly inside a BLOCKINFO block.
type recorded struct {
	magic       []byte
	entries     []Entry
	inBlockInfo []bool
}

func record(data []byte, opts ...Option) (recorded, error) {
	r := NewReader(data, opts...)
	rec := recorded{magic: r.Magic()}
	for {
		e, err := r.Next()
		if err == io.EOF {
			return rec, nil
		}
		if err != nil {
			return rec, err
		}
		in := e.Kind == KindDefineAbbrev && r.Depth() > 0 && r.stack[len(r.stack)-1].blockInfo
		rec.entries = append(rec.entries, e)
		rec.inBlockInfo = append(rec.inBlockInfo, in)
	}
}

// write emits recorded entries with the Writer. An error means the Writer
// refused something the Reader accepted, which is always a bug.
func (rec recorded) write() ([]byte, error) {
	w := NewWriter()
	if rec.magic != nil {
		w.EmitMagic([4]byte(rec.magic))
	}
	for i, e := range rec.entries {
		var err error
		switch e.Kind {
		case KindEnterBlock:
			err = w.EnterBlock(e.BlockID, uint(e.AbbrevWidth))
		case KindEndBlock:
			err = w.ExitBlock()
		case KindDefineAbbrev:
			var id uint32
			if rec.inBlockInfo[i] {
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
			return nil, fmt.Errorf("entry %d (%+v): %w", i, e, err)
		}
	}
	return w.Bytes()
}

// replay reads data and writes every entry again with the Writer.
func replay(data []byte, opts ...Option) (out []byte, entries []Entry, readErr, writeErr error) {
	rec, err := record(data, opts...)
	if err != nil {
		return nil, rec.entries, err, nil
	}
	out, err = rec.write()
	return out, rec.entries, nil, err
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
		testenv.Missing(t, "no seed files and no llvm-as-16")
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
