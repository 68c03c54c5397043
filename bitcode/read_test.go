package bitcode

import (
	"errors"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

func readSeed(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile(testenv.Seed(t, "numba_cos.opaque16.bc"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestReadSeed checks what Read reports about the seed file (made by
// llvm-as-16 from Numba's output): the producer, the pointer mode and the
// functions with their opaque-pointer signatures and LLVM 16 memory
// attribute, as llvm-dis-16 shows them (see shared/seed/README.md).
func TestReadSeed(t *testing.T) {
	m, info, err := Read(readSeed(t))
	if err != nil {
		t.Fatal(err)
	}
	if info.Producer != "LLVM16.0.6" || info.Typed || info.Version != 2 {
		t.Errorf("Info = %+v, want producer LLVM16.0.6, opaque, version 2", *info)
	}
	var names []string
	for _, f := range m.Funcs {
		names = append(names, f.Name)
	}
	joined := strings.Join(names, " ")
	if !strings.Contains(joined, "cfunc.") {
		t.Errorf("functions %q lack Numba's cfunc wrapper", joined)
	}
	text := lltext.Format(m)
	for _, want := range []string{"memory(argmem: write)", "ptr noalias nocapture writeonly %retptr", "@llvm.cos.f64"} {
		if !strings.Contains(text, want) {
			t.Errorf("printed module lacks %q", want)
		}
	}
}

// TestReadContainers reads the seed through a bitcode wrapper: the same
// module comes out.
func TestReadContainers(t *testing.T) {
	data := readSeed(t)
	m1, _, err := Read(data)
	if err != nil {
		t.Fatal(err)
	}
	m2, _, err := Read(container.Wrap(data, 0x01000007))
	if err != nil {
		t.Fatalf("wrapped: %v", err)
	}
	if a, b := lltext.Format(m1), lltext.Format(m2); a != b {
		t.Errorf("wrapped bitcode reads differently:\n%s", firstDiff(a, b))
	}
	if _, _, err := Read([]byte("define void @f() {\n  ret void\n}\n")); !errors.Is(err, container.ErrNotBitcode) {
		t.Errorf("text input: err = %v, want container.ErrNotBitcode", err)
	}
}

// TestDecodeMemory checks the conversion of each LLVM version's memory
// attribute encoding into the model's locations.
func TestDecodeMemory(t *testing.T) {
	const (
		none, read, write, rw = ir.NoModRef, ir.Ref, ir.Mod, ir.ModRefRW
	)
	me := func(arg, inacc, errno, other, t0, t1 ir.ModRef) ir.MemoryEffects {
		var m ir.MemoryEffects
		for l, v := range []ir.ModRef{arg, inacc, errno, other, t0, t1} {
			m = m.With(l, v)
		}
		return m
	}
	cases := []struct {
		name     string
		producer string
		triple   string
		v        uint64
		want     ir.MemoryEffects
	}{
		// LLVM 16-20: argmem bits 0-1, inaccessiblemem 2-3, other 4-5; the
		// later locations were part of other.
		{"v0 argmem write", "LLVM16.0.6", "x86_64", 2, me(write, none, none, none, none, none)},
		{"v0 read, inaccessible none", "LLVM19.1.7", "x86_64", 1 | 0<<2 | 1<<4, me(read, none, read, read, read, read)},
		// LLVM 22 reads version 0 with the target locations untouched.
		{"v0 by LLVM 22", "LLVM22.1.8", "x86_64", 3 | 3<<4, me(rw, none, rw, rw, none, none)},
		// Version 1 lists LLVM's locations in order (errnomem at 4-5).
		{"v1 clang 22 readwrite, inaccessible none", "LLVM22.1.8", "x86_64", 1<<56 | 0xF3, me(rw, none, rw, rw, none, none)},
		{"v1 all read", "LLVM22.1.8", "x86_64", 1<<56 | 0x555, me(read, read, read, read, read, read)},
		{"v1 by LLVM 21", "LLVM21.1.0", "x86_64", 1<<56 | 1<<6, me(none, none, none, read, read, read)},
		// On AArch64 the target locations were inaccessible memory.
		{"v1 aarch64", "LLVM22.1.8", "aarch64-linux-gnu", 1<<56 | 2<<2, me(none, write, none, none, write, write)},
		{"v2 literal", "LLVM22.1.8", "aarch64-linux-gnu", 2<<56 | 1<<8, me(none, none, none, none, read, none)},
	}
	for _, c := range cases {
		d := &decoder{info: Info{Producer: c.producer}, m: &ir.Module{Triple: c.triple}}
		if got := d.decodeMemory(c.v); got != c.want {
			t.Errorf("%s: decodeMemory(%#x) = %#x, want %#x", c.name, c.v, got, c.want)
		}
	}
}

// TestDecodeSigned checks the two sign encodings: instruction operands
// use -(v>>1) for odd v, metadata records ^(v>>1).
func TestDecodeSigned(t *testing.T) {
	for _, c := range []struct {
		v        uint64
		op, meta int64
	}{{0, 0, 0}, {2, 1, 1}, {3, -1, -2}, {5, -2, -3}, {1, -1 << 63, -1}} {
		if got := decodeSigned(c.v); got != c.op {
			t.Errorf("decodeSigned(%d) = %d, want %d", c.v, got, c.op)
		}
		if got := unrotateSign(c.v); got != c.meta {
			t.Errorf("unrotateSign(%d) = %d, want %d", c.v, got, c.meta)
		}
	}
}

// TestDIFlags checks the flag spelling against LLVM's packing rules.
func TestDIFlags(t *testing.T) {
	for _, c := range []struct {
		v    uint64
		want string
	}{
		{3, "DIFlagPublic"},
		{1<<8 | 1, "DIFlagPrivate | DIFlagPrototyped"},
		{2<<16 | 1<<19, "DIFlagMultipleInheritance | DIFlagBitField"},
		{1<<2 | 1<<5 | 1<<6, "DIFlagIndirectVirtualBase | DIFlagArtificial"},
		{1<<29 | 1<<21, "DIFlagAllCallsDescribed | 2097152"},
	} {
		got := diFlags(c.v).(ir.MDIdent).S
		if got != c.want {
			t.Errorf("diFlags(%#x) = %q, want %q", c.v, got, c.want)
		}
	}
}

// bcBuilder writes hand-made bitcode for error and hostile-input tests.
type bcBuilder struct {
	t *testing.T
	w *bitstream.Writer
}

func newBC(t *testing.T, producer string) *bcBuilder {
	b := &bcBuilder{t: t, w: bitstream.NewWriter()}
	b.w.EmitMagic(bitstream.LLVMIRMagic)
	if producer != "" {
		b.enter(bitstream.IdentificationBlockID)
		b.rec(identCodeString, strOps(producer)...)
		b.rec(identCodeEpoch, 0)
		b.exit()
	}
	return b
}

func strOps(s string) []uint64 {
	ops := make([]uint64, len(s))
	for i := range s {
		ops[i] = uint64(s[i])
	}
	return ops
}

func (b *bcBuilder) enter(id uint32) {
	b.t.Helper()
	if err := b.w.EnterBlock(id, 4); err != nil {
		b.t.Fatal(err)
	}
}

func (b *bcBuilder) exit() {
	b.t.Helper()
	if err := b.w.ExitBlock(); err != nil {
		b.t.Fatal(err)
	}
}

func (b *bcBuilder) rec(code uint32, ops ...uint64) {
	b.t.Helper()
	if err := b.w.EmitRecord(code, ops); err != nil {
		b.t.Fatal(err)
	}
}

func (b *bcBuilder) bytes() []byte {
	b.t.Helper()
	data, err := b.w.Bytes()
	if err != nil {
		b.t.Fatal(err)
	}
	return data
}

// module opens MODULE_BLOCK with version 2 and a type table holding
// types (type records as [code, ops...]).
func (b *bcBuilder) module(types ...[]uint64) {
	b.enter(bitstream.ModuleBlockID)
	b.rec(moduleCodeVersion, 2)
	if len(types) > 0 {
		b.enter(bitstream.TypeBlockID)
		b.rec(typeCodeNumEntry, uint64(len(types)))
		for _, ty := range types {
			b.rec(uint32(ty[0]), ty[1:]...)
		}
		b.exit()
	}
}

// TestErrorFormat checks the error text users see: bit offset, block
// path, message, and the producer for what a newer LLVM wrote.
func TestErrorFormat(t *testing.T) {
	b := newBC(t, "LLVM23.0.0")
	b.module()
	b.enter(bitstream.ParamAttrGroupBlockID)
	b.rec(paramAttrGrpCodeEntry, 1, attrIndexFunction, attrEnum, 18, attrEnum, 200)
	b.exit()
	b.exit()
	_, info, err := ReadRaw(b.bytes())
	if !errors.Is(err, ErrUnsupported) {
		t.Fatalf("err = %v, want ErrUnsupported", err)
	}
	if info.Producer != "LLVM23.0.0" {
		t.Errorf("Info.Producer = %q", info.Producer)
	}
	var e *Error
	if !errors.As(err, &e) || e.BitOffset == 0 {
		t.Fatalf("err = %#v, want an *Error with a bit offset", err)
	}
	want := " in MODULE_BLOCK > PARAMATTR_GROUP_BLOCK: unknown attribute kind 200 (producer LLVM23.0.0)"
	if got := err.Error(); !strings.HasPrefix(got, "bit ") || !strings.HasSuffix(got, want) {
		t.Errorf("error text = %q, want bit N%s", got, want)
	}
}
