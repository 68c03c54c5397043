package bitstream

import (
	"errors"
	"github.com/irfix/irfix/internal/testenv"
	"io"
	"strings"
	"testing"
)

// walkErr walks data to the end and returns the error (nil on a clean EOF).
func walkErr(data []byte, opts ...Option) error {
	_, _, err := walk(data, opts...)
	return err
}

func wantErr(t *testing.T, err error, kind error, substr string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want %v containing %q", kind, substr)
	}
	var be *Error
	if !errors.As(err, &be) {
		t.Fatalf("error %v (%T) is not an *Error", err, err)
	}
	if !errors.Is(err, kind) {
		t.Fatalf("error %q is not %v", err, kind)
	}
	if !strings.Contains(err.Error(), substr) {
		t.Fatalf("error %q does not mention %q", err, substr)
	}
}

// block is a hand-built block body for the hostile cases: header fields
// written by bitString so nothing can be "fixed up" by the Writer.
func header(id, width string, words uint32) string {
	var w [32]byte
	for i := range 32 {
		w[31-i] = '0' + byte(words>>i&1)
	}
	return "01 " + id + " " + width + " " + zeros(18) + " " + string(w[:])
}

func TestHostileTruncatedPrefixes(t *testing.T) {
	seeds := seedFiles(t)
	if len(seeds) == 0 {
		testenv.Missing(t, "no seed files")
	}
	for name, data := range seeds {
		// Byte offsets where a top-level block ends: a prefix ending there
		// is a complete, shorter stream.
		boundaries := map[int]bool{}
		r := NewReader(data)
		for {
			e, err := r.Next()
			if err != nil {
				break
			}
			if e.Kind == KindEndBlock && r.Depth() == 0 {
				boundaries[int(r.BitPos()/8)] = true
			}
		}
		for n := 0; n < len(data); n++ {
			err := walkErr(data[:n])
			if boundaries[n] {
				if err != nil {
					t.Errorf("%s[:%d] ends at a block boundary but fails: %v", name, n, err)
				}
				continue
			}
			if n == 4 {
				// Just the magic: an empty stream.
				if err != nil {
					t.Errorf("%s[:4]: %v", name, err)
				}
				continue
			}
			if !errors.Is(err, ErrTruncated) {
				t.Fatalf("%s[:%d]: %v, want ErrTruncated", name, n, err)
			}
		}
	}
}

func TestHostileMagic(t *testing.T) {
	wantErr(t, walkErr([]byte{'B', 'C'}), ErrTruncated, "magic")
	if err := walkErr(nil, WithoutMagic()); err != nil {
		t.Fatalf("empty stream without magic: %v", err)
	}
}

func TestHostileBlockLength(t *testing.T) {
	// Top-level block claiming 2^32-1 words in a 12-byte input.
	data := bitString(t, header("00001000", "0011", 0xFFFFFFFF)+" 000 "+zeros(29))
	wantErr(t, walkErr(data, WithoutMagic()), ErrTruncated, "length of block 8 is 4294967295 words")

	// A nested block longer than its parent: malformed, not truncated.
	outer := header("00001000", "0011", 4)
	// ENTER_SUBBLOCK 12 (width 3) at body bit 0; 15 bits, then 17 of padding.
	inner := "001 00001100 0011 " + zeros(17) + " 00000000000000000000000000001000"
	data = bitString(t, outer+" "+inner+" "+zeros(64))
	wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, "length of block 12 is 8 words")
}

func TestHostileEndBlockMismatch(t *testing.T) {
	// The block says 2 words but END_BLOCK comes after 1.
	data := bitString(t, header("00001000", "0011", 2)+" 000 "+zeros(29)+" "+zeros(32))
	wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, "END_BLOCK ends at bit 96")
	// END_BLOCK at the top level.
	wantErr(t, walkErr(bitString(t, "00 01"), WithoutMagic()), ErrMalformed, "END_BLOCK outside any block")
}

func TestHostileAbbrevWidths(t *testing.T) {
	for _, c := range []struct{ name, width, msg string }{
		{"zero", "0000", "abbreviation width 0"},
		{"33", "1001 0100", "abbreviation width 33"}, // vbr4 33 = 0b100_001: "1001" (001, more), "0100"
	} {
		data := bitString(t, "01 00001000 "+c.width+" "+zeros(64))
		wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, c.msg)
	}
}

// defineAbbrevIn returns a one-block stream (width 4) whose body is a
// DEFINE_ABBREV with the given operand bits, then END_BLOCK.
func defineAbbrevIn(t *testing.T, numops string, opBits string) []byte {
	body := "0010 " + numops + " " + opBits
	n := len(strings.ReplaceAll(body, " ", "")) + 4
	words := uint32((n + 31) / 32)
	return bitString(t, header("00001000", "0100", words)+" "+body+" 0000 "+zeros(int(words)*32-n))
}

func TestHostileAbbrevDefinitions(t *testing.T) {
	cases := []struct {
		name, numops, ops, msg string
	}{
		// Widths are vbr5: 65 = 0b100_0001 -> low chunk 0001 with the more
		// bit ("10001"), then 0b100 ("00100"). 33 = 0b10_0001 -> "10001",
		// then 0b10 ("00010").
		{"fixed65", "00001", "0 001 10001 00100", "fixed width 65 exceeds 64"},
		{"vbr33", "00001", "0 010 10001 00010", "VBR chunk width 33 exceeds 32"},
		{"encoding0", "00001", "0 000", "invalid encoding 0"},
		{"encoding6", "00001", "0 110", "invalid encoding 6"},
		{"encoding7", "00001", "0 111", "invalid encoding 7"},
		{"no operands", "00000", "", "no operands"},
		{"array first", "00010", "0 011 0 100", "operand 0 (the record code) is an array"},
		{"blob first", "00001", "0 101", "operand 0 (the record code) is a blob"},
		{"array not second-to-last", "00100", "1 00000001 0 011 0 100 0 100", "array must be the second-to-last"},
		{"array of literal", "00011", "1 00000001 0 011 1 00000001", "array element must be fixed, vbr or char6"},
		{"array of array", "00011", "1 00000001 0 011 0 011", "array element must be"},
		{"array of fixed0", "00011", "1 00000001 0 011 0 001 00000", "array element has zero width"},
		{"blob not last", "00011", "1 00000001 0 101 0 100", "blob must be the last operand"},
		{"too many operands", "11111 11111 00011", "", "operand count"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wantErr(t, walkErr(defineAbbrevIn(t, c.numops, c.ops), WithoutMagic()), ErrMalformed, c.msg)
		})
	}
}

func TestHostileUndefinedAbbrev(t *testing.T) {
	// Width 4, record with abbreviation ID 5 and nothing defined.
	data := bitString(t, header("00001000", "0100", 1)+" 0101 "+zeros(28))
	wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, "abbreviation ID 5 is not defined (0 defined here)")
}

// TestHostileErrorFormat checks the documented error text, block path and
// sibling index included.
func TestHostileErrorFormat(t *testing.T) {
	w := NewWriter()
	w.EmitMagic(LLVMIRMagic)
	check(t, w.EnterBlock(ModuleBlockID, 3))
	check(t, w.EnterBlock(FunctionBlockID, 4))
	check(t, w.ExitBlock())
	check(t, w.EnterBlock(FunctionBlockID, 4))
	check(t, w.EmitRecord(1, []uint64{1}))
	check(t, w.ExitBlock())
	check(t, w.ExitBlock())
	data := mustBytes(t, w)
	// Turn the record's UNABBREV_RECORD ID (3 = 0011 in 4 bits) into 9.
	// The second function block's body starts after: magic (4 bytes),
	// module header (8), first function block (8 header + 4 body), second
	// header (8): byte 32.
	if data[32]&0x0F != 3 {
		t.Fatalf("layout assumption broken: byte 32 = %#x", data[32])
	}
	data[32] = data[32]&0xF0 | 9
	err := walkErr(data)
	wantErr(t, err, ErrMalformed, "")
	want := "bit 256 in MODULE_BLOCK > FUNCTION_BLOCK #1: reading record: abbreviation ID 9 is not defined (0 defined here)"
	if err.Error() != want {
		t.Fatalf("error text\n got %q\nwant %q", err.Error(), want)
	}
	var be *Error
	errors.As(err, &be)
	if len(be.Path) != 2 || be.Path[1].ID != FunctionBlockID || be.Path[1].Index != 1 || be.BitOffset != 256 {
		t.Fatalf("error fields = %+v", be)
	}
	// Names supplied by the caller win.
	_, _, err = walk(data, WithBlockNames(func(id uint32) (string, bool) {
		if id == FunctionBlockID {
			return "fn", true
		}
		return "", false
	}))
	if !strings.Contains(err.Error(), "in MODULE_BLOCK > fn #1:") {
		t.Fatalf("custom names not used: %v", err)
	}
}

func TestHostileHugeCounts(t *testing.T) {
	// Unabbreviated record claiming 2^30 operands. numops vbr6: 2^30 needs
	// six 5-bit chunks: 00000 x5 with more bits, then 0b100000 >> ... —
	// written by the Writer here, since only the count matters.
	w := NewWriter()
	check(t, w.EnterBlock(ModuleBlockID, 3))
	check(t, w.EmitFixed(UnabbrevRecordID, 3))
	check(t, w.EmitVBR(1, 6))
	check(t, w.EmitVBR(1<<30, 6))
	w.Align32()
	check(t, w.ExitBlock())
	wantErr(t, walkErr(mustBytes(t, w), WithoutMagic()), ErrMalformed, "claims 1073741824 operands")

	// Abbreviated record with an array claiming 2^31 elements.
	w = NewWriter()
	check(t, w.EnterBlock(ModuleBlockID, 3))
	_, err := w.DefineAbbrev(NewAbbrev(LiteralOp(1), ArrayOp(), FixedOp(8)))
	check(t, err)
	check(t, w.EmitFixed(4, 3))
	check(t, w.EmitVBR(1<<31, 6))
	w.Align32()
	check(t, w.ExitBlock())
	wantErr(t, walkErr(mustBytes(t, w), WithoutMagic()), ErrMalformed, "claims 2147483648 elements")

	// Blob claiming 2^31 bytes, in a block ending before the input does.
	w = NewWriter()
	check(t, w.EnterBlock(ModuleBlockID, 3))
	_, err = w.DefineAbbrev(NewAbbrev(LiteralOp(1), BlobOp()))
	check(t, err)
	check(t, w.EmitFixed(4, 3))
	check(t, w.EmitVBR(1<<31, 6))
	w.Align32()
	check(t, w.ExitBlock())
	check(t, w.EmitRecord(1, nil)) // something after the block
	wantErr(t, walkErr(mustBytes(t, w), WithoutMagic()), ErrMalformed, "2147483648-byte blob")

	// The same blob in a block that reaches the end of the input: the
	// block's length fitted the input, so the record is malformed (it runs
	// past its block), not truncated.
	w = NewWriter()
	check(t, w.EnterBlock(ModuleBlockID, 3))
	_, err = w.DefineAbbrev(NewAbbrev(LiteralOp(1), BlobOp()))
	check(t, err)
	check(t, w.EmitFixed(4, 3))
	check(t, w.EmitVBR(1<<31, 6))
	w.Align32()
	check(t, w.ExitBlock())
	wantErr(t, walkErr(mustBytes(t, w), WithoutMagic()), ErrMalformed, "before the end of the enclosing block")
}

func TestHostileAllocationBounded(t *testing.T) {
	// A record claiming many operands must fail without allocating for them.
	w := NewWriter()
	check(t, w.EnterBlock(ModuleBlockID, 3))
	check(t, w.EmitFixed(UnabbrevRecordID, 3))
	check(t, w.EmitVBR(1, 6))
	check(t, w.EmitVBR(1<<31-1, 6))
	w.Align32()
	check(t, w.ExitBlock())
	data := mustBytes(t, w)
	allocs := testing.AllocsPerRun(10, func() { _ = walkErr(data, WithoutMagic()) })
	if allocs > 50 {
		t.Fatalf("walking a hostile 16-byte stream made %v allocations", allocs)
	}
}

func TestHostileVBROverflow(t *testing.T) {
	// vbr6 with 14 chunks of 11111 + more bit: 70 payload bits.
	chunks := strings.Repeat("111111 ", 14) + "000001"
	body := "011 000001 000001 " + chunks // UNABBREV code 1, 1 op, the op
	n := len(strings.ReplaceAll(body, " ", "")) + 3
	words := (n + 31) / 32
	data := bitString(t, header("00001000", "0011", uint32(words))+" "+body+" 000 "+zeros(words*32-n))
	wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, "does not fit in 64 bits")
}

func TestHostileDepth(t *testing.T) {
	build := func(depth int) []byte {
		w := NewWriter()
		for range depth {
			check(t, w.EnterBlock(ModuleBlockID, 2))
		}
		for range depth {
			check(t, w.ExitBlock())
		}
		return mustBytes(t, w)
	}
	if err := walkErr(build(DefaultMaxDepth), WithoutMagic()); err != nil {
		t.Fatalf("depth %d: %v", DefaultMaxDepth, err)
	}
	wantErr(t, walkErr(build(DefaultMaxDepth+1), WithoutMagic()), ErrLimit, "nests deeper than 64 levels")
	if err := walkErr(build(100), WithoutMagic(), WithMaxDepth(100)); err != nil {
		t.Fatalf("depth 100 with WithMaxDepth(100): %v", err)
	}
}

func TestHostileBlockInfo(t *testing.T) {
	// DEFINE_ABBREV in BLOCKINFO before SETBID.
	data := bitString(t, header("00000000", "0010", 1)+" 10 00001 1 00000001 00 "+zeros(14))
	wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, "DEFINE_ABBREV in BLOCKINFO before any SETBID")
	// BLOCKNAME before SETBID.
	data = bitString(t, header("00000000", "0010", 1)+" 11 000010 000000 00 "+zeros(16))
	wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, "BLOCKNAME record before any SETBID")
	// SETBID without operand.
	data = bitString(t, header("00000000", "0010", 1)+" 11 000001 000000 00 "+zeros(16))
	wantErr(t, walkErr(data, WithoutMagic()), ErrMalformed, "SETBID record has no block ID")
}

func TestStickyErrorAndSkipOutside(t *testing.T) {
	r := NewReader([]byte{'B', 'C', 0xC0, 0xDE, 0xFF})
	_, err1 := r.Next()
	_, err2 := r.Next()
	if err1 == nil || err1 != err2 {
		t.Fatalf("errors not sticky: %v / %v", err1, err2)
	}
	r = NewReader(LLVMIRMagic[:])
	if err := r.SkipBlock(); err == nil {
		t.Fatal("SkipBlock at top level succeeded")
	}
	if _, err := r.Next(); err != io.EOF {
		t.Fatalf("empty stream: %v", err)
	}
}

func TestTrailingZerosAreEOF(t *testing.T) {
	data := append(append([]byte{}, goldenModuleHex...), 0, 0, 0, 0, 0, 0, 0, 0)
	if err := walkErr(data); err != nil {
		t.Fatalf("zero padding after the last block: %v", err)
	}
	data[len(data)-1] = 1
	if err := walkErr(data); err == nil {
		t.Fatal("non-zero junk after the last block accepted")
	}
}

// TestHostileLiteralAmplification: one abbreviation with 2000 literal
// operands, used 100000 times, would produce 2*10^8 operands from a 40 KB
// input; the Reader stops it with ErrLimit.
func TestHostileLiteralAmplification(t *testing.T) {
	w := NewWriter()
	check(t, w.EnterBlock(ModuleBlockID, 3))
	ops := []AbbrevOp{LiteralOp(1)}
	for range 2000 {
		ops = append(ops, LiteralOp(0))
	}
	id, err := w.DefineAbbrev(NewAbbrev(ops...))
	check(t, err)
	vals := make([]uint64, 2000)
	for range 100000 {
		check(t, w.EmitRecordAbbrev(id, 1, vals, nil))
	}
	check(t, w.ExitBlock())
	data := mustBytes(t, w)
	if len(data) > 50000 {
		t.Fatalf("input is %d bytes, meant to be small", len(data))
	}
	wantErr(t, walkErr(data, WithoutMagic()), ErrLimit, "literal operands")
}
