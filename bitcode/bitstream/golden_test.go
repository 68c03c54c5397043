package bitstream

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

// Golden tests: the expected bits are derived by hand from BitCodeFormat.rst
// and written down field by field (see bitString in helpers_test.go: each
// field is written most significant bit first and lands in the stream least
// significant bit first). Neither the Writer nor the Reader is used to
// produce them.

func zeros(n int) string { return strings.Repeat("0", n) }

// TestGoldenBitStringHelper pins the test helper itself to the two numbers
// the spec gives: the vbr4 example and the LLVM IR magic.
func TestGoldenBitStringHelper(t *testing.T) {
	// "the value 30 (0x1E) is encoded as 62 (0b0011'1110) when emitted as a
	// vbr4 value": low chunk 1110 (payload 6, continue), then 0011 (3<<3).
	if got := bitString(t, "1110 0011"); !bytes.Equal(got, []byte{62}) {
		t.Fatalf("vbr4(30) = %x, want 3e", got)
	}
	// ['B'8, 'C'8, 0x0 4, 0xC 4, 0xE 4, 0xD 4]
	if got := bitString(t, "01000010 01000011 0000 1100 1110 1101"); !bytes.Equal(got, LLVMIRMagic[:]) {
		t.Fatalf("magic = %x, want 4243c0de", got)
	}
}

func TestGoldenVBR(t *testing.T) {
	cases := []struct {
		v     uint64
		width uint
		desc  string
	}{
		{30, 4, "1110 0011"},          // the spec's example
		{7, 4, "0111"},                // fits in one chunk: 3 payload bits
		{8, 4, "1000 0001"},           // 8 = 000 + 1<<3
		{0, 6, "000000"},              // zero
		{31, 6, "011111"},             // largest one-chunk vbr6
		{32, 6, "100000 000001"},      // 32 = 0 + 1<<5
		{1000, 6, "101000 011111"},    // 1000 = 0b11111_01000: chunk 01000 (more), then 11111 (last)
		{128, 8, "10000000 00000001"}, // vbr8: 7 payload bits
		{1 << 31, 32, "10000000000000000000000000000000 00000000000000000000000000000001"},
	}
	for _, c := range cases {
		w := NewWriter()
		check(t, w.EmitVBR(c.v, c.width))
		got := mustBytes(t, w)
		want := bitString(t, c.desc)
		if !bytes.Equal(got, want) {
			t.Errorf("EmitVBR(%d, %d) = %08b, want %08b", c.v, c.width, got, want)
		}
		cur := newCursor(want)
		v, err := cur.vbr(c.width)
		if err != nil || v != c.v {
			t.Errorf("vbr%d of %08b = %d, %v; want %d", c.width, want, v, err, c.v)
		}
		if uint64(len(strings.ReplaceAll(c.desc, " ", ""))) != cur.pos {
			t.Errorf("vbr%d of %d consumed %d bits, want %d", c.width, c.v, cur.pos, len(strings.ReplaceAll(c.desc, " ", "")))
		}
	}
}

// TestGoldenFixedUnaligned reads fixed fields that straddle byte and 64-bit
// word boundaries, including a full 64-bit field at an odd offset.
func TestGoldenFixedUnaligned(t *testing.T) {
	const v64 = "1000000000000000000000000000000000000000000000000000000000000011"
	data := bitString(t, "101 "+v64+" 1 0110110")
	c := newCursor(data)
	for i, want := range []struct {
		n uint
		v uint64
	}{{3, 5}, {64, 1<<63 | 3}, {1, 1}, {7, 0b0110110}} {
		got, err := c.fixed(want.n)
		if err != nil || got != want.v {
			t.Fatalf("field %d: fixed(%d) = %#x, %v; want %#x", i, want.n, got, err, want.v)
		}
	}
	if c.pos != 75 {
		t.Fatalf("pos = %d, want 75", c.pos)
	}
	w := NewWriter()
	check(t, w.EmitFixed(5, 3))
	check(t, w.EmitFixed(1<<63|3, 64))
	check(t, w.EmitFixed(1, 1))
	check(t, w.EmitFixed(0b0110110, 7))
	if got := mustBytes(t, w); !bytes.Equal(got, data) {
		t.Fatalf("writer: %x, want %x", got, data)
	}
}

func TestGoldenChar6(t *testing.T) {
	// The table in "6-bit characters".
	for c, v := range map[byte]uint64{'a': 0, 'z': 25, 'A': 26, 'Z': 51, '0': 52, '9': 61, '.': 62, '_': 63} {
		got, ok := EncodeChar6(c)
		if !ok || got != v {
			t.Errorf("EncodeChar6(%q) = %d, %v; want %d", c, got, ok, v)
		}
		if DecodeChar6(v) != c {
			t.Errorf("DecodeChar6(%d) = %q, want %q", v, DecodeChar6(v), c)
		}
	}
	for _, c := range []byte{' ', '-', '/', 0, 0x80, '@', '['} {
		if _, ok := EncodeChar6(c); ok {
			t.Errorf("EncodeChar6(%q) accepted", c)
		}
	}
}

// goldenModule is a magic number and one MODULE_BLOCK (ID 8, abbreviation
// width 3) holding the record VERSION [2], unabbreviated.
var goldenModuleDesc = strings.Join([]string{
	"01000010 01000011 0000 1100 1110 1101", // magic 'B' 'C' 0x0 0xC 0xE 0xD   bits 0..31
	"01",                                    // ENTER_SUBBLOCK, abbrev ID width 2 at top level
	"00001000",                              // blockid vbr8 = 8
	"0011",                                  // newabbrevlen vbr4 = 3            bits 32..45
	zeros(18),                               // align to bit 64
	"00000000000000000000000000000001",      // blocklen_32 = 1 word            bits 64..95
	"011",                                   // UNABBREV_RECORD (3), width 3
	"000001",                                // code vbr6 = 1
	"000001",                                // numops vbr6 = 1
	"000010",                                // op0 vbr6 = 2                    bits 96..116
	"000",                                   // END_BLOCK (0), width 3          bits 117..119
	zeros(8),                                // align to bit 128 = 96 + 1 word
}, " ")

// The same bytes worked out as hex by hand: the first word after the magic
// is 1 | 8<<2 | 3<<10 = 0x0c21; the length word is 1; the body word is
// 3 | 1<<3 | 1<<9 | 2<<15 = 0x1020b.
var goldenModuleHex = []byte{0x42, 0x43, 0xC0, 0xDE, 0x21, 0x0C, 0, 0, 1, 0, 0, 0, 0x0B, 0x02, 0x01, 0}

func TestGoldenModuleBlock(t *testing.T) {
	want := bitString(t, goldenModuleDesc)
	if !bytes.Equal(want, goldenModuleHex) {
		t.Fatalf("hand derivations disagree: %x vs %x", want, goldenModuleHex)
	}
	w := NewWriter()
	w.EmitMagic(LLVMIRMagic)
	check(t, w.EnterBlock(ModuleBlockID, 3))
	check(t, w.EmitRecord(1, []uint64{2}))
	check(t, w.ExitBlock())
	if got := mustBytes(t, w); !bytes.Equal(got, want) {
		t.Fatalf("writer:\n got %x\nwant %x", got, want)
	}

	r := NewReader(want)
	expect := []Entry{
		{Kind: KindEnterBlock, BitPos: 32, AbbrevID: 1, BlockID: 8, AbbrevWidth: 3, NumWords: 1},
		{Kind: KindRecord, BitPos: 96, AbbrevID: 3, BlockID: 8, Code: 1, Ops: []uint64{2}},
		{Kind: KindEndBlock, BitPos: 117, AbbrevID: 0, BlockID: 8},
	}
	for i, x := range expect {
		e, err := r.Next()
		if err != nil {
			t.Fatalf("entry %d: %v", i, err)
		}
		if !entriesEqual(e, x) {
			t.Fatalf("entry %d = %+v, want %+v", i, e, x)
		}
	}
	if _, err := r.Next(); err != io.EOF {
		t.Fatalf("after END_BLOCK: %v, want io.EOF", err)
	}
	if r.BitPos() != 128 {
		t.Fatalf("BitPos = %d, want 128", r.BitPos())
	}
}

// TestGoldenSpecAbbrevExample encodes the example of "DEFINE_ABBREV
// Encoding": abbreviation [Fixed(4), Array, Char6] and the TRIPLE record
// "abcd", which the spec says takes 37 bits with abbreviation width 3:
// [4 (3 bits), 2 (fixed4), 4 (vbr6), 0, 1, 2, 3 (char6 each)].
func TestGoldenSpecAbbrevExample(t *testing.T) {
	record := "100 0010 000100 000000 000001 000010 000011"
	if n := len(strings.ReplaceAll(record, " ", "")); n != 37 {
		t.Fatalf("record is %d bits, the spec says 37", n)
	}
	desc := strings.Join([]string{
		"01", "00001000", "0011", zeros(18), // ENTER_SUBBLOCK 8, width 3 (no magic)
		"00000000000000000000000000000011", // blocklen = 3 words
		"010",                              // DEFINE_ABBREV
		"00011",                            // numabbrevops vbr5 = 3
		"0 001 00100",                      // encoding Fixed (1), width vbr5 = 4
		"0 011",                            // encoding Array (3)
		"0 100",                            // encoding Char6 (4)
		record,                             // 25 + 37 = 62 bits of body
		"000", zeros(31),                   // END_BLOCK at 62, align 65 -> 96
	}, " ")
	want := bitString(t, desc)

	w := NewWriter()
	check(t, w.EnterBlock(ModuleBlockID, 3))
	id, err := w.DefineAbbrev(NewAbbrev(FixedOp(4), ArrayOp(), Char6Op()))
	check(t, err)
	if id != 4 {
		t.Fatalf("first abbreviation got ID %d, want 4", id)
	}
	check(t, w.EmitRecordAbbrev(id, 2, []uint64{'a', 'b', 'c', 'd'}, nil))
	check(t, w.ExitBlock())
	if got := mustBytes(t, w); !bytes.Equal(got, want) {
		t.Fatalf("writer:\n got %x\nwant %x", got, want)
	}

	r := NewReader(want, WithoutMagic())
	if e, err := r.Next(); err != nil || e.Kind != KindEnterBlock || e.NumWords != 3 {
		t.Fatalf("enter: %+v %v", e, err)
	}
	e, err := r.Next()
	if err != nil || e.Kind != KindDefineAbbrev || e.NewAbbrevID != 4 || e.Abbrev.String() != "[fixed(4), array, char6]" {
		t.Fatalf("define: %+v %v", e, err)
	}
	e, err = r.Next()
	if err != nil || e.Kind != KindRecord || e.Code != 2 || string(opsBytes(e.Ops)) != "abcd" || e.AbbrevID != 4 {
		t.Fatalf("record: %+v %v", e, err)
	}
	if r.BitPos() != 64+62 {
		t.Fatalf("record ended at bit %d, want %d", r.BitPos(), 64+62)
	}
}

// TestGoldenBlob checks blob alignment ("Blob (code 5)"): length vbr6, pad
// to 32 bits, the bytes, pad to a multiple of 4 bytes.
func TestGoldenBlob(t *testing.T) {
	desc := strings.Join([]string{
		"01", "00001001", "0100", zeros(18), // ENTER_SUBBLOCK 9, width 4
		"00000000000000000000000000000011", // blocklen = 3 words
		"0010",                             // DEFINE_ABBREV (width 4)
		"00010",                            // 2 operands
		"1 00000001",                       // literal 1 (vbr8)
		"0 101",                            // Blob (5)          22 bits so far
		"0100",                             // abbreviated record, ID 4
		"000011",                           // blob length 3: now at 32, already aligned
		"01111000 01111001 01111010",       // 'x' 'y' 'z'
		"00000000",                         // tail padding to 4 bytes
		"0000", zeros(28),                  // END_BLOCK, align
	}, " ")
	want := bitString(t, desc)

	w := NewWriter()
	check(t, w.EnterBlock(ParamAttrBlockID, 4))
	id, err := w.DefineAbbrev(NewAbbrev(LiteralOp(1), BlobOp()))
	check(t, err)
	check(t, w.EmitRecordAbbrev(id, 1, nil, []byte("xyz")))
	check(t, w.ExitBlock())
	if got := mustBytes(t, w); !bytes.Equal(got, want) {
		t.Fatalf("writer:\n got %x\nwant %x", got, want)
	}

	r := NewReader(want, WithoutMagic())
	var rec Entry
	for {
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		check(t, err)
		if e.Kind == KindRecord {
			rec = e
		}
	}
	if rec.Code != 1 || len(rec.Ops) != 0 || string(rec.Blob) != "xyz" {
		t.Fatalf("record = %+v, want code 1, no ops, blob xyz", rec)
	}
}

func opsBytes(ops []uint64) []byte {
	b := make([]byte, len(ops))
	for i, v := range ops {
		b[i] = byte(v)
	}
	return b
}

func entriesEqual(a, b Entry) bool {
	if a.Kind != b.Kind || a.BitPos != b.BitPos || a.AbbrevID != b.AbbrevID || a.BlockID != b.BlockID ||
		a.AbbrevWidth != b.AbbrevWidth || a.NumWords != b.NumWords || a.Code != b.Code ||
		a.NewAbbrevID != b.NewAbbrevID || !bytes.Equal(a.Blob, b.Blob) || (a.Blob == nil) != (b.Blob == nil) ||
		len(a.Ops) != len(b.Ops) {
		return false
	}
	for i := range a.Ops {
		if a.Ops[i] != b.Ops[i] {
			return false
		}
	}
	if (a.Abbrev == nil) != (b.Abbrev == nil) {
		return false
	}
	return a.Abbrev == nil || a.Abbrev.String() == b.Abbrev.String()
}
