package bitcode

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// wcRoundTrip writes m for target 16, reads it back and prints it.
func wcRoundTrip(t *testing.T, m *ir.Module) string {
	t.Helper()
	bc, err := Write(m, target.MustParse("16"))
	if err != nil {
		t.Fatalf("write: %v", err)
	}
	back, _, err := Read(bc)
	if err != nil {
		t.Fatalf("read back: %v", err)
	}
	var sb strings.Builder
	if err := lltext.Print(&sb, back); err != nil {
		t.Fatalf("print: %v", err)
	}
	return sb.String()
}

// The parser shares one object per constant, so @a and @b use the same
// `i32 9`, with another function-local value ID in each body (@a numbers
// 7 first). The writer's value cache must not hand @b the ID @a gave it,
// nor a local ID to the module-level use of the same constant in @g.
func TestWriteValueCacheLocalIDsPerBody(t *testing.T) {
	const src = `@g = global i32 9

define i32 @a(i32 %x) {
  %1 = add i32 %x, 7
  %2 = mul i32 %1, 9
  ret i32 %2
}

define i32 @b(i32 %x) {
  %1 = sub i32 %x, 9
  ret i32 %1
}

define i32 @c(i32 %x) {
  %1 = xor i32 %x, 7
  %2 = or i32 %1, 9
  %3 = and i32 %2, 5
  ret i32 %3
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	parallelWriteMinBytes = 1 << 30 // one writer: the bodies share its cache
	defer func() { parallelWriteMinBytes = 256 << 10 }()
	out := wcRoundTrip(t, m)
	for _, want := range []string{
		"@g = global i32 9",
		"add i32 %x, 7", "mul i32 %1, 9",
		"sub i32 %x, 9",
		"xor i32 %x, 7", "or i32 %1, 9", "and i32 %2, 5",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("read back lacks %q:\n%s", want, out)
		}
	}
}

// Two attribute sets that start at the same attribute but differ in
// length (a set and a prefix of it), and one set at two indexes, are
// different attribute groups: the writer's group cache keys on all three.
func TestWriteAttrGroupCacheKey(t *testing.T) {
	const src = `declare void @f(ptr, ptr)

define void @g(ptr %p) {
  call void @f(ptr %p, ptr %p)
  ret void
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	long := ir.AttrSet{{Kind: ir.AttrNoUndef}, {Kind: ir.AttrNonNull}}
	short := long[:1]
	var call *ir.Instr
	for _, f := range m.Funcs {
		if f.Name == "g" {
			call = f.Blocks[0].Instrs[0]
		}
	}
	call.SetAttrs(ir.AttrList{Ret: nil, Params: []ir.AttrSet{long, short}})
	for _, f := range m.Funcs {
		if f.Name == "f" {
			f.Attrs = ir.AttrList{Params: []ir.AttrSet{short, long}}
		}
	}
	out := wcRoundTrip(t, m)
	for _, want := range []string{
		"call void @f(ptr noundef nonnull %p, ptr noundef %p)",
		"declare void @f(ptr noundef, ptr noundef nonnull)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("read back lacks %q:\n%s", want, out)
		}
	}
}

// Equal shufflevector masks are one constant (the writer numbers the
// object it built for a mask by identity afterwards), and masks that
// differ only in length or in a poison element are not; read back, every
// shufflevector has its own mask, in bodies and in a global initializer.
func TestWriteShuffleMaskMemo(t *testing.T) {
	const src = `@g = global <2 x i32> shufflevector (<2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>, <2 x i32> <i32 1, i32 2>)

define <2 x i32> @a(<2 x i32> %x, <2 x i32> %y) {
  %1 = shufflevector <2 x i32> %x, <2 x i32> %y, <2 x i32> <i32 1, i32 2>
  %2 = shufflevector <2 x i32> %1, <2 x i32> %y, <2 x i32> <i32 1, i32 poison>
  ret <2 x i32> %2
}

define <3 x i32> @b(<2 x i32> %x, <2 x i32> %y) {
  %1 = shufflevector <2 x i32> %x, <2 x i32> %y, <2 x i32> <i32 1, i32 2>
  %2 = shufflevector <2 x i32> %1, <2 x i32> %y, <3 x i32> <i32 1, i32 2, i32 0>
  ret <3 x i32> %2
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	w := newWriter(m, target.MustParse("16"))
	v2 := ir.VectorOf(2, ir.I32, false)
	if w.shuffleMask([]int32{1, 2}, v2) != w.shuffleMask([]int32{1, 2}, v2) {
		t.Errorf("equal masks gave two constants")
	}
	if w.shuffleMask([]int32{1, 2}, v2) == w.shuffleMask([]int32{1, -1}, v2) {
		t.Errorf("masks <1, 2> and <1, poison> gave one constant")
	}
	parallelWriteMinBytes = 1 << 30
	defer func() { parallelWriteMinBytes = 256 << 10 }()
	out := wcRoundTrip(t, m)
	for _, want := range []string{
		"<2 x i32> <i32 1, i32 2>)",
		"%1 = shufflevector <2 x i32> %x, <2 x i32> %y, <2 x i32> <i32 1, i32 2>",
		"%2 = shufflevector <2 x i32> %1, <2 x i32> %y, <2 x i32> <i32 1, i32 poison>",
		"%2 = shufflevector <2 x i32> %1, <2 x i32> %y, <3 x i32> <i32 1, i32 2, i32 0>",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("read back lacks %q:\n%s", want, out)
		}
	}
}
