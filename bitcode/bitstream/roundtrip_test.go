package bitstream

import (
	"bytes"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"testing"
)

// readAll returns every entry of a stream, failing the test on error.
func readAll(t *testing.T, data []byte, opts ...Option) []Entry {
	t.Helper()
	r := NewReader(data, opts...)
	var out []Entry
	for {
		e, err := r.Next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatalf("after %d entries: %v", len(out), err)
		}
		out = append(out, e)
	}
}

func records(entries []Entry) []Entry {
	var out []Entry
	for _, e := range entries {
		if e.Kind == KindRecord {
			out = append(out, e)
		}
	}
	return out
}

// TestRoundTripOperandEncodings writes one record per (abbreviation, value)
// pair and reads it back.
func TestRoundTripOperandEncodings(t *testing.T) {
	type rec struct {
		code uint32
		ops  []uint64
		blob []byte
	}
	char6All := make([]uint64, 0, 64)
	for i := range 64 {
		char6All = append(char6All, uint64(char6Alphabet[i]))
	}
	cases := []struct {
		name   string
		abbrev *Abbrev
		recs   []rec
	}{
		{"fixed1", NewAbbrev(LiteralOp(1), FixedOp(1)), []rec{{1, []uint64{0}, nil}, {1, []uint64{1}, nil}}},
		{"fixed7", NewAbbrev(LiteralOp(2), FixedOp(7)), []rec{{2, []uint64{127}, nil}, {2, []uint64{0}, nil}}},
		{"fixed32", NewAbbrev(LiteralOp(3), FixedOp(32)), []rec{{3, []uint64{math.MaxUint32}, nil}}},
		{"fixed33", NewAbbrev(LiteralOp(3), FixedOp(33)), []rec{{3, []uint64{1<<33 - 1}, nil}}},
		{"fixed63", NewAbbrev(LiteralOp(4), FixedOp(63)), []rec{{4, []uint64{1<<63 - 1}, nil}}},
		{"fixed64", NewAbbrev(LiteralOp(4), FixedOp(64)), []rec{{4, []uint64{math.MaxUint64}, nil}, {4, []uint64{1 << 63}, nil}}},
		{"fixed0", NewAbbrev(LiteralOp(5), FixedOp(0), FixedOp(3)), []rec{{5, []uint64{0, 6}, nil}}},
		{"vbr2", NewAbbrev(LiteralOp(6), VBROp(2)), []rec{{6, []uint64{0}, nil}, {6, []uint64{1}, nil}, {6, []uint64{math.MaxUint64}, nil}}},
		{"vbr6", NewAbbrev(LiteralOp(6), VBROp(6)), []rec{{6, []uint64{31}, nil}, {6, []uint64{32}, nil}, {6, []uint64{math.MaxUint64}, nil}}},
		{"vbr8", NewAbbrev(LiteralOp(7), VBROp(8)), []rec{{7, []uint64{1 << 40}, nil}}},
		{"vbr32", NewAbbrev(LiteralOp(7), VBROp(32)), []rec{{7, []uint64{math.MaxUint64}, nil}, {7, []uint64{1<<31 - 1}, nil}}},
		{"vbr0", NewAbbrev(LiteralOp(8), VBROp(0)), []rec{{8, []uint64{0}, nil}}},
		{"char6", NewAbbrev(LiteralOp(9), Char6Op(), Char6Op()), []rec{{9, []uint64{'_', 'Z'}, nil}}},
		{"code-fixed", NewAbbrev(FixedOp(5), VBROp(6)), []rec{{17, []uint64{3}, nil}, {31, []uint64{1000}, nil}}},
		{"code-vbr", NewAbbrev(VBROp(3), FixedOp(8)), []rec{{1 << 20, []uint64{255}, nil}}},
		{"code-char6", NewAbbrev(Char6Op()), []rec{{'q', nil, nil}}},
		{"literals", NewAbbrev(LiteralOp(10), LiteralOp(math.MaxUint64), VBROp(4), LiteralOp(0)), []rec{{10, []uint64{math.MaxUint64, 9, 0}, nil}}},
		{"array-fixed", NewAbbrev(LiteralOp(11), FixedOp(3), ArrayOp(), FixedOp(8)), []rec{
			{11, []uint64{5}, nil}, {11, []uint64{5, 1, 2, 255}, nil}}},
		{"array-vbr", NewAbbrev(LiteralOp(12), ArrayOp(), VBROp(6)), []rec{{12, []uint64{0, 1 << 50, math.MaxUint64}, nil}}},
		{"array-char6", NewAbbrev(LiteralOp(13), ArrayOp(), Char6Op()), []rec{{13, char6All, nil}}},
		{"array-fixed64", NewAbbrev(LiteralOp(13), ArrayOp(), FixedOp(64)), []rec{{13, []uint64{math.MaxUint64, 0, 42}, nil}}},
		{"array-long", NewAbbrev(LiteralOp(14), ArrayOp(), FixedOp(1)), []rec{{14, make([]uint64, 5000), nil}}},
	}
	for n := range 10 {
		// Blob lengths 0..9 cover every tail-padding case.
		cases = append(cases, struct {
			name   string
			abbrev *Abbrev
			recs   []rec
		}{fmt.Sprintf("blob%d", n), NewAbbrev(LiteralOp(15), VBROp(6), BlobOp()),
			[]rec{{15, []uint64{uint64(n)}, bytes.Repeat([]byte{byte(0xA0 + n)}, n)}}})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			// Start the block at a varying bit offset so alignment paths
			// are exercised from every phase.
			for lead := range 9 {
				w := NewWriter()
				for range lead {
					check(t, w.EmitRecord(1, nil)) // 2+6+6 = 14 bits each at the top level
				}
				check(t, w.EnterBlock(FunctionBlockID, 5))
				id, err := w.DefineAbbrev(c.abbrev)
				check(t, err)
				for _, r := range c.recs {
					check(t, w.EmitRecordAbbrev(id, r.code, r.ops, r.blob))
					check(t, w.EmitRecord(r.code, r.ops)) // and unabbreviated
				}
				check(t, w.ExitBlock())
				got := records(readAll(t, mustBytes(t, w), WithoutMagic()))[lead:]
				if len(got) != 2*len(c.recs) {
					t.Fatalf("lead %d: read %d records, want %d", lead, len(got), 2*len(c.recs))
				}
				for i, r := range c.recs {
					for k, e := range got[2*i : 2*i+2] {
						wantBlob := r.blob
						if k == 1 {
							wantBlob = nil // the unabbreviated copy has no blob
						}
						if e.Code != r.code || !equalOps(e.Ops, r.ops) || !bytes.Equal(e.Blob, wantBlob) {
							t.Fatalf("lead %d record %d/%d: got code %d ops %v blob %x, want %d %v %x",
								lead, i, k, e.Code, e.Ops, e.Blob, r.code, r.ops, wantBlob)
						}
					}
				}
			}
		})
	}
}

func equalOps(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestRoundTripNestingAndBlockInfo builds nested blocks of several widths,
// BLOCKINFO abbreviations and names, and checks IDs, paths and skipping.
func TestRoundTripNestingAndBlockInfo(t *testing.T) {
	w := NewWriter()
	w.EmitMagic([4]byte{'T', 'E', 'S', 'T'})
	check(t, w.EnterBlock(100, 3))
	check(t, w.EnterBlock(BlockInfoID, 2))
	a1, err := w.EmitBlockInfoAbbrev(101, NewAbbrev(LiteralOp(7), FixedOp(9)))
	check(t, err)
	a2, err := w.EmitBlockInfoAbbrev(101, NewAbbrev(LiteralOp(8), ArrayOp(), Char6Op()))
	check(t, err)
	check(t, w.EmitBlockName(101, "FUNC"))
	check(t, w.EmitRecordName(101, 7, "SMALL"))
	check(t, w.EmitBlockName(100, "MOD"))
	check(t, w.ExitBlock())
	if a1 != 4 || a2 != 5 {
		t.Fatalf("BLOCKINFO abbrev IDs = %d, %d; want 4, 5", a1, a2)
	}
	for i := range 3 {
		check(t, w.EnterBlock(101, uint(3+i)))
		own, err := w.DefineAbbrev(NewAbbrev(LiteralOp(9), VBROp(4)))
		check(t, err)
		if own != 6 {
			t.Fatalf("local abbrev after 2 BLOCKINFO ones got ID %d, want 6", own)
		}
		check(t, w.EmitRecordAbbrev(a1, 7, []uint64{uint64(i)}, nil))
		check(t, w.EmitRecordAbbrev(a2, 8, []uint64{'x', 'y'}, nil))
		check(t, w.EmitRecordAbbrev(own, 9, []uint64{uint64(100 * i)}, nil))
		check(t, w.EnterBlock(102, 32))
		check(t, w.EmitRecord(uint32(i), []uint64{1, 2, 3}))
		check(t, w.ExitBlock())
		check(t, w.ExitBlock())
	}
	check(t, w.ExitBlock())
	data := mustBytes(t, w)

	// Walk everything and check the values and paths seen.
	r := NewReader(data)
	if string(r.Magic()) != "TEST" {
		t.Fatalf("magic %q", r.Magic())
	}
	if f, ok := r.Block(); ok {
		t.Errorf("Block() at the top level = %+v, true", f)
	}
	var sawPaths []string
	var smalls []uint64
	for {
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		check(t, err)
		if e.Kind == KindRecord && e.BlockID == 102 {
			sawPaths = append(sawPaths, PathString(r.BlockPath()))
			// Block is BlockPath's innermost frame, unnamed.
			p := r.BlockPath()
			want := p[len(p)-1]
			want.Name = ""
			if got, ok := r.Block(); !ok || got != want || got.ID != 102 || got.AbbrevWidth != 32 {
				t.Errorf("Block() = %+v, %v; BlockPath ends in %+v", got, ok, p[len(p)-1])
			}
		}
		if e.Kind == KindRecord && e.BlockID == 101 && e.Code == 7 {
			smalls = append(smalls, e.Ops[0])
		}
	}
	wantPaths := []string{"in MOD > FUNC > BLOCK_102", "in MOD > FUNC #1 > BLOCK_102", "in MOD > FUNC #2 > BLOCK_102"}
	if fmt.Sprint(sawPaths) != fmt.Sprint(wantPaths) {
		t.Errorf("paths = %q, want %q", sawPaths, wantPaths)
	}
	if !equalOps(smalls, []uint64{0, 1, 2}) {
		t.Errorf("BLOCKINFO-abbreviated records = %v", smalls)
	}
	bi := r.BlockInfo().Lookup(101)
	if bi == nil || bi.Name != "FUNC" || bi.RecordNames[7] != "SMALL" || len(bi.Abbrevs) != 2 {
		t.Errorf("BlockInfo for 101 = %+v", bi)
	}

	// Skip the second FUNC block right after entering it.
	r = NewReader(data)
	funcs := 0
	var after []uint64
	for {
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		check(t, err)
		if e.Kind == KindEnterBlock && e.BlockID == 101 {
			funcs++
			if funcs == 2 {
				check(t, r.SkipBlock())
				continue
			}
		}
		if e.Kind == KindRecord && e.BlockID == 101 && e.Code == 7 {
			after = append(after, e.Ops[0])
		}
	}
	if !equalOps(after, []uint64{0, 2}) {
		t.Errorf("with FUNC #1 skipped saw %v, want [0 2]", after)
	}
}

// TestRoundTripRandom writes random streams through the Writer and checks
// that the Reader returns exactly the entries written.
func TestRoundTripRandom(t *testing.T) {
	for seed := range uint64(200) {
		rng := rand.New(rand.NewPCG(seed, 42))
		w := NewWriter()
		w.EmitMagic(LLVMIRMagic)
		var want []Entry
		type open struct {
			id      uint32
			abbrevs []*Abbrev
		}
		var stack []open
		var emit func(depth int)
		emit = func(depth int) {
			id := uint32(8 + rng.IntN(20))
			width := uint(2 + rng.IntN(6))
			check(t, w.EnterBlock(id, width))
			want = append(want, Entry{Kind: KindEnterBlock, BlockID: id, AbbrevWidth: uint32(width)})
			stack = append(stack, open{id: id})
			n := rng.IntN(12)
			for range n {
				top := &stack[len(stack)-1]
				switch k := rng.IntN(10); {
				case k < 2 && depth < 5:
					emit(depth + 1)
				case k < 4 && len(top.abbrevs) < (1<<width)-4:
					a := randomAbbrev(rng)
					aid, err := w.DefineAbbrev(a)
					check(t, err)
					top.abbrevs = append(top.abbrevs, a)
					want = append(want, Entry{Kind: KindDefineAbbrev, BlockID: id, Abbrev: a, NewAbbrevID: aid})
				case k < 7 && len(top.abbrevs) > 0:
					i := rng.IntN(len(top.abbrevs))
					code, ops, blob := randomRecordFor(rng, top.abbrevs[i])
					check(t, w.EmitRecordAbbrev(uint32(4+i), code, ops, blob))
					want = append(want, Entry{Kind: KindRecord, BlockID: id, Code: code, Ops: ops, Blob: blob, Abbrev: top.abbrevs[i]})
				default:
					code := uint32(rng.Uint64N(1 << 20))
					ops := make([]uint64, rng.IntN(6))
					for j := range ops {
						ops[j] = rng.Uint64() >> rng.IntN(64)
					}
					check(t, w.EmitRecord(code, ops))
					want = append(want, Entry{Kind: KindRecord, BlockID: id, Code: code, Ops: ops})
				}
			}
			check(t, w.ExitBlock())
			stack = stack[:len(stack)-1]
			want = append(want, Entry{Kind: KindEndBlock, BlockID: id})
		}
		for range 1 + rng.IntN(3) {
			emit(0)
		}
		got := readAll(t, mustBytes(t, w))
		if len(got) != len(want) {
			t.Fatalf("seed %d: read %d entries, wrote %d", seed, len(got), len(want))
		}
		for i := range want {
			g, x := got[i], want[i]
			// Fields the test does not predict: positions and lengths.
			x.BitPos, x.AbbrevID, x.NumWords = g.BitPos, g.AbbrevID, g.NumWords
			if x.Kind == KindRecord && x.Ops == nil {
				x.Ops = []uint64{}
			}
			if !entriesEqual(g, x) {
				t.Fatalf("seed %d entry %d:\n got %+v\nwant %+v", seed, i, g, x)
			}
		}
	}
}

func randomAbbrev(rng *rand.Rand) *Abbrev {
	scalar := func() AbbrevOp {
		switch rng.IntN(4) {
		case 0:
			return FixedOp(uint(1 + rng.IntN(64)))
		case 1:
			return VBROp(uint(2 + rng.IntN(31)))
		case 2:
			return Char6Op()
		}
		return LiteralOp(rng.Uint64() >> rng.IntN(64))
	}
	// The record code is at most 32 bits wide.
	var code AbbrevOp
	switch rng.IntN(4) {
	case 0:
		code = FixedOp(uint(1 + rng.IntN(32)))
	case 1:
		code = VBROp(uint(2 + rng.IntN(31)))
	case 2:
		code = Char6Op()
	default:
		code = LiteralOp(uint64(rng.Uint32()))
	}
	ops := []AbbrevOp{code}
	for range rng.IntN(4) {
		ops = append(ops, scalar())
	}
	switch rng.IntN(3) {
	case 0:
		elt := scalar()
		for elt.Encoding == Literal {
			elt = scalar()
		}
		ops = append(ops, ArrayOp(), elt)
	case 1:
		ops = append(ops, BlobOp())
	}
	return NewAbbrev(ops...)
}

func randomValue(rng *rand.Rand, o AbbrevOp) uint64 {
	switch o.Encoding {
	case Literal:
		return o.Value
	case Fixed:
		v := rng.Uint64()
		if o.Value < 64 {
			v &= 1<<o.Value - 1
		}
		return v
	case VBR:
		return rng.Uint64() >> rng.IntN(64)
	default:
		return uint64(char6Alphabet[rng.IntN(64)])
	}
}

func randomRecordFor(rng *rand.Rand, a *Abbrev) (uint32, []uint64, []byte) {
	code := randomValue(rng, a.Ops[0])
	if a.Ops[0].Encoding == VBR {
		code &= math.MaxUint32
	}
	var ops []uint64
	var blob []byte
	for i := 1; i < len(a.Ops); i++ {
		o := a.Ops[i]
		switch o.Encoding {
		case Array:
			n := rng.IntN(20)
			for range n {
				ops = append(ops, randomValue(rng, a.Ops[i+1]))
			}
			i++
		case Blob:
			blob = make([]byte, rng.IntN(40))
			for j := range blob {
				blob[j] = byte(rng.Uint32())
			}
		default:
			ops = append(ops, randomValue(rng, o))
		}
	}
	return uint32(code), ops, blob
}
