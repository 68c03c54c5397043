package bitstream_test

import (
	"errors"
	"fmt"
	"io"

	"github.com/irfix/irfix/bitcode/bitstream"
)

// Write a module block with an abbreviated string record, then walk it.
func Example() {
	w := bitstream.NewWriter()
	w.EmitMagic(bitstream.LLVMIRMagic)
	w.EnterBlock(bitstream.ModuleBlockID, 3)
	w.EmitRecord(1, []uint64{2}) // VERSION 2, unabbreviated
	triple, _ := w.DefineAbbrev(bitstream.NewAbbrev(
		bitstream.LiteralOp(2), bitstream.ArrayOp(), bitstream.Char6Op()))
	w.EmitRecordAbbrev(triple, 2, []uint64{'x', '8', '6'}, nil)
	w.ExitBlock()
	data, _ := w.Bytes()

	r := bitstream.NewReader(data)
	for {
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			fmt.Println(err)
			return
		}
		switch e.Kind {
		case bitstream.KindEnterBlock:
			fmt.Println("enter", r.BlockName(e.BlockID))
		case bitstream.KindDefineAbbrev:
			fmt.Println("abbrev", e.NewAbbrevID, e.Abbrev)
		case bitstream.KindRecord:
			fmt.Println("record", e.Code, e.Ops)
		case bitstream.KindEndBlock:
			fmt.Println("end")
		}
	}
	// Output:
	// enter MODULE_BLOCK
	// record 1 [2]
	// abbrev 4 [literal(2), array, char6]
	// record 2 [120 56 54]
	// end
}

// Errors carry the bit offset and the block path.
func ExampleError() {
	data := []byte{'B', 'C', 0xC0, 0xDE, 0x21, 0x0C, 0, 0, 9, 0, 0, 0} // MODULE_BLOCK claiming 9 words
	_, err := bitstream.NewReader(data).Next()
	fmt.Println(err)
	fmt.Println(errors.Is(err, bitstream.ErrTruncated))
	// Output:
	// bit 32 at top level: reading ENTER_SUBBLOCK: length of block 8 is 9 words: needs 288 bits but only 0 remain in the input
	// true
}
