package bitcode

import (
	"errors"
	"github.com/irfix/irfix/internal/testenv"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"testing"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir/lltext"
)

// errText is the shape every read error has: bit offset, block path, message.
var errText = regexp.MustCompile(`^bit [0-9]+ (at top level|in [A-Z_0-9]+( #[0-9]+)?( > [A-Z_0-9]+( #[0-9]+)?)*): .+`)

// Allocation bound for hostile inputs: well above what real modules take
// (about 70 bytes per input byte in the corpus), far below what an
// unchecked count would cost.
const (
	allocPerByte = 2000
	allocSlack   = 8 << 20
)

// readHostile reads data, failing the test on a panic, on an error of the
// wrong shape, or when the read allocates more than the input justifies.
// It returns the read error.
func readHostile(t *testing.T, data []byte) (err error) {
	t.Helper()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	func() {
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("panic on %d-byte input: %v", len(data), r)
			}
		}()
		mod, _, e := ReadRaw(data)
		err = e
		if e == nil {
			// A module that reads must also print.
			if perr := lltext.Print(discard{}, mod); perr != nil {
				t.Fatalf("read succeeded but printing failed: %v", perr)
			}
		}
	}()
	runtime.ReadMemStats(&after)
	if got, limit := after.TotalAlloc-before.TotalAlloc, uint64(len(data))*allocPerByte+allocSlack; got > limit {
		t.Fatalf("reading %d bytes allocated %d bytes (limit %d)", len(data), got, limit)
	}
	if err != nil {
		var be *bitstream.Error
		var re *Error
		if !errors.As(err, &be) && !errors.As(err, &re) {
			t.Fatalf("error is %T, want *bitstream.Error or *bitcode.Error: %v", err, err)
		}
		if !errText.MatchString(err.Error()) {
			t.Fatalf("error text %q lacks the bit offset and block path", err)
		}
	}
	return err
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }

func hostileInputs(t *testing.T) [][]byte {
	files, _ := filepath.Glob(filepath.Join(testenv.CorpusDir(), "*.bc"))
	if len(files) > 12 {
		files = files[:12]
	}
	files = append(files, testenv.Seed(t, "numba_cos.opaque16.bc"))
	var out [][]byte
	for _, f := range files {
		if data, err := os.ReadFile(f); err == nil {
			out = append(out, data)
		}
	}
	if len(out) == 0 {
		testenv.Missing(t, "no bitcode in corpus/inputs or shared/seed")
	}
	return out
}

// TestHostileTruncated reads every prefix of a few modules: each must fail
// cleanly (or, once the module and string table are complete, succeed).
func TestHostileTruncated(t *testing.T) {
	for _, data := range hostileInputs(t)[:3] {
		for n := 0; n < len(data); n++ {
			err := readHostile(t, data[:n])
			if err == nil && n < len(data)/2 {
				t.Fatalf("prefix of %d of %d bytes read without error", n, len(data))
			}
		}
	}
}

// TestHostileBitFlips flips single bits at random (fixed seed) in real
// modules: reading must not panic, must report errors in the usual form
// and must stay within the allocation bound.
func TestHostileBitFlips(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	n := 300
	if testing.Short() {
		n = 30
	}
	for _, data := range hostileInputs(t) {
		buf := make([]byte, len(data))
		for i := 0; i < n; i++ {
			copy(buf, data)
			bit := rng.Intn(len(buf) * 8)
			buf[bit/8] ^= 1 << (bit % 8)
			readHostile(t, buf)
		}
	}
}

// TestHostileHandMade feeds crafted files that attack specific limits.
func TestHostileHandMade(t *testing.T) {
	i32 := []uint64{typeCodeInteger, 32}
	ptr := []uint64{typeCodeOpaquePointer, 0}
	void := []uint64{typeCodeVoid}
	fnVoid := []uint64{typeCodeFunction, 0, 1} // void (), with void = type 1 below
	cases := []struct {
		name  string
		build func(b *bcBuilder)
		kind  error
		msg   string
	}{
		{"huge type count", func(b *bcBuilder) {
			b.enter(bitstream.ModuleBlockID)
			b.enter(bitstream.TypeBlockID)
			b.rec(typeCodeNumEntry, 1<<40)
			b.exit()
			b.exit()
		}, ErrInvalid, "claims 1099511627776 entries"},
		{"huge block count", func(b *bcBuilder) {
			b.module(i32, void, fnVoid)
			b.rec(moduleCodeFunction, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0)
			b.enter(bitstream.FunctionBlockID)
			b.rec(funcCodeDeclareBlocks, 1<<50)
			b.exit()
			b.exit()
		}, ErrInvalid, "DECLAREBLOCKS claims"},
		{"huge metadata string count", func(b *bcBuilder) {
			b.module()
			b.enter(bitstream.MetadataBlockID)
			id, err := b.w.DefineAbbrev(bitstream.NewAbbrev(bitstream.LiteralOp(mdStrings),
				bitstream.VBROp(6), bitstream.VBROp(6), bitstream.BlobOp()))
			if err != nil {
				t.Fatal(err)
			}
			if err := b.w.EmitRecordAbbrev(id, mdStrings, []uint64{1 << 40, 2}, []byte{1, 2, 3}); err != nil {
				t.Fatal(err)
			}
			b.exit()
			b.exit()
		}, ErrInvalid, "METADATA_STRINGS claims"},
		{"deep type nesting", func(b *bcBuilder) {
			types := [][]uint64{i32}
			for i := 0; i < maxTypeDepth+10; i++ {
				types = append(types, []uint64{typeCodeArray, 2, uint64(i)})
			}
			b.module(types...)
			b.exit()
		}, ErrLimit, "levels deep"},
		{"cyclic constant", func(b *bcBuilder) {
			st := []uint64{typeCodeStructAnon, 0, 1} // { ptr }
			b.module(i32, ptr, st)
			b.enter(bitstream.ConstantsBlockID)
			b.rec(cstSetType, 2)
			b.rec(cstAggregate, 0) // value 0 = { value 0 }
			b.exit()
			b.exit()
		}, ErrInvalid, "refers to itself"},
		{"constant nesting", func(b *bcBuilder) {
			b.module(i32)
			b.enter(bitstream.ConstantsBlockID)
			b.rec(cstSetType, 0)
			n := maxConstDepth + 10
			for i := 0; i < n; i++ {
				b.rec(cstCEBinop, 0, uint64(i+1), uint64(i+1)) // value i = add(i+1, i+1)
			}
			b.rec(cstInteger, 2)
			b.exit()
			b.exit()
		}, ErrLimit, "levels deep"},
		{"forward reference never defined", func(b *bcBuilder) {
			fnI32 := []uint64{typeCodeFunction, 0, 0} // i32 ()
			b.module(i32, void, fnI32)
			b.rec(moduleCodeFunction, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0)
			b.enter(bitstream.FunctionBlockID)
			b.rec(funcCodeDeclareBlocks, 1)
			// ret i32 %5 with %5 never defined: the relative ID (next
			// value number 1, minus 5) wraps around.
			b.rec(instRet, 1<<32-4, 0)
			b.exit()
			b.exit()
		}, ErrInvalid, "never defined"},
		{"huge shuffle mask", func(b *bcBuilder) {
			vec := []uint64{typeCodeVector, 1<<32 - 1, 0}
			b.module(i32, vec)
			b.enter(bitstream.ConstantsBlockID)
			b.rec(cstSetType, 1)
			b.rec(cstNull)
			b.rec(cstCEShuffleVec, 0, 0, 0)
			b.exit()
			b.exit()
		}, ErrLimit, "shufflevector mask"},
		{"unknown instruction", func(b *bcBuilder) {
			b.module(i32, void, fnVoid)
			b.rec(moduleCodeFunction, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0)
			b.enter(bitstream.FunctionBlockID)
			b.rec(funcCodeDeclareBlocks, 1)
			b.rec(200)
			b.exit()
			b.exit()
		}, ErrUnsupported, "unknown instruction record code 200 (producer LLVM16.0.6)"},
		{"function body without record", func(b *bcBuilder) {
			b.module(i32)
			b.enter(bitstream.FunctionBlockID)
			b.exit()
			b.exit()
		}, ErrInvalid, "more function bodies"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := newBC(t, "LLVM16.0.6")
			c.build(b)
			err := readHostile(t, b.bytes())
			if !errors.Is(err, c.kind) {
				t.Fatalf("err = %v, want %v", err, c.kind)
			}
			if !regexp.MustCompile(regexp.QuoteMeta(c.msg)).MatchString(err.Error()) {
				t.Errorf("err = %q, want it to mention %q", err, c.msg)
			}
		})
	}
}

// TestHostileAbbrevWidth: a fixed field wider than 64 bits and a block
// length past the end are bitstream errors, reported in the same form.
func TestHostileAbbrevWidth(t *testing.T) {
	b := newBC(t, "LLVM16.0.6")
	b.enter(bitstream.ModuleBlockID)
	// DEFINE_ABBREV by hand: numops 2, literal code 1, fixed(65).
	for _, f := range []struct {
		v   uint64
		w   uint
		vbr bool
	}{{2, 4, false}, {2, 5, true}, {1, 1, false}, {1, 8, true}, {0, 1, false}, {1, 3, false}, {65, 5, true}} {
		var err error
		if f.vbr {
			err = b.w.EmitVBR(f.v, f.w)
		} else {
			err = b.w.EmitFixed(f.v, f.w)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	b.exit()
	err := readHostile(t, b.bytes())
	if !errors.Is(err, bitstream.ErrMalformed) {
		t.Fatalf("err = %v, want bitstream.ErrMalformed", err)
	}

	data := readSeed(t)
	data = append([]byte(nil), data...)
	// The identification block's length word follows its header; make it
	// claim far more words than the file has.
	data[8], data[9], data[10], data[11] = 0xff, 0xff, 0xff, 0x7f
	if err := readHostile(t, data); !errors.Is(err, bitstream.ErrTruncated) {
		t.Fatalf("huge block length: err = %v, want bitstream.ErrTruncated", err)
	}
}
