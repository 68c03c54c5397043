// Package bitstream reads and writes the LLVM bitstream container format:
// the layer under LLVM bitcode that knows about bits, blocks, records and
// abbreviations but nothing about IR. The reference is LLVM's
// docs/BitCodeFormat.rst, section "Bitstream Format"; every function here
// names the subsection it implements.
//
// # The format in one minute
//
// A stream is a 4-byte magic number followed by bits, read from the least
// significant bit of each byte. Values are fixed-width fields or VBRs
// (variable width: chunks of n bits, n-1 payload bits plus a "more" bit).
//
// Everything after the magic is a sequence of entries, each introduced by an
// abbreviation ID whose width is set by the enclosing block (2 bits at the
// top level):
//
//	0 END_BLOCK        close the current block, pad to 32 bits
//	1 ENTER_SUBBLOCK   block ID, ID width inside, pad, length in 32-bit words
//	2 DEFINE_ABBREV    define a compact record shape for this block
//	3 UNABBREV_RECORD  a record: code and operands, all vbr6
//	4+                 a record encoded with an abbreviation
//
// A record is a code plus a list of unsigned integers (and at most one blob
// of bytes). Abbreviations describe records field by field (literal, fixed,
// vbr, char6, array, blob). A BLOCKINFO block (ID 0) defines abbreviations
// that every block with a given ID starts with, and optional names.
//
// # Reading
//
//	r := bitstream.NewReader(data)
//	for {
//		e, err := r.Next()
//		if err == io.EOF {
//			break
//		}
//		if err != nil {
//			return err // an *Error: "bit 1234 in MODULE_BLOCK > FUNCTION_BLOCK #3: ..."
//		}
//		switch e.Kind {
//		case bitstream.KindEnterBlock: // e.BlockID; r.SkipBlock() to skip it
//		case bitstream.KindRecord:     // e.Code, e.Ops, e.Blob
//		case bitstream.KindEndBlock, bitstream.KindDefineAbbrev:
//		}
//	}
//
// The Reader handles abbreviations and BLOCKINFO itself, yet returns those
// entries too so that a walk sees everything. Errors are *Error values that
// wrap ErrTruncated, ErrMalformed or ErrLimit. The Reader is built for
// hostile input: it never panics, checks every count and length against the
// bits that remain before allocating, and caps nesting depth.
//
// # Writing
//
// Writer mirrors Reader: EnterBlock/ExitBlock (lengths are backpatched),
// DefineAbbrev, EmitRecord, EmitRecordAbbrev, and inside a BLOCKINFO block
// EmitBlockInfoAbbrev, EmitBlockName and EmitRecordName. Bytes returns the
// result.
//
// The file layout follows the format: cursor.go and sink.go hold the
// primitive reads and writes; abbrev.go, record.go, block.go and blockinfo.go
// each decode and encode one construct side by side; reader.go and
// writer.go drive them.
package bitstream
