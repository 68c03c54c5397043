package bitcode

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// nestedModule nests a literal struct type and an array type depth
// levels deep, and a constant expression nearly as deep (its innermost
// operand's type is one level more).
func nestedModule(depth int) string {
	st := strings.Repeat("{ ", depth-1) + "i32" + strings.Repeat(" }", depth-1)
	arr := strings.Repeat("[1 x ", depth-1) + "i8" + strings.Repeat("]", depth-1)
	ce := "ptrtoint (ptr @a to i64)"
	for i := 0; i < depth-10; i++ {
		ce = "add (i64 " + ce + ", i64 1)"
	}
	return "%named = type { " + st + " }\n" +
		"@s = global " + st + " zeroinitializer\n" +
		"@a = global " + arr + " zeroinitializer\n" +
		"@n = global %named zeroinitializer\n" +
		"@c = global i64 " + ce + "\n"
}

// irfix reads back what it writes, in both formats, at any nesting up to
// ir.MaxNesting (the case is 300 levels: text used to stop at 256
// and bitcode at 512); one level more is refused by both readers with the
// limit named.
func TestNestingRoundTrip(t *testing.T) {
	for _, depth := range []int{300, ir.MaxNesting} {
		src := nestedModule(depth)
		m, err := lltext.Parse("nest.ll", []byte(src))
		if err != nil {
			t.Fatalf("depth %d: parse: %v", depth, err)
		}
		text := lltext.Format(m)
		m2, err := lltext.Parse("nest2.ll", []byte(text))
		if err != nil {
			t.Fatalf("depth %d: irfix cannot read its own text: %v", depth, err)
		}
		if got := lltext.Format(m2); got != text {
			t.Fatalf("depth %d: text round trip differs", depth)
		}
		bc, err := Write(m, target.MustParse("22"))
		if err != nil {
			t.Fatalf("depth %d: write: %v", depth, err)
		}
		m3, _, err := Read(bc)
		if err != nil {
			t.Fatalf("depth %d: irfix cannot read its own bitcode: %v", depth, err)
		}
		if got := lltext.Format(m3); got != text {
			t.Fatalf("depth %d: bitcode round trip differs:\n%s", depth, firstDiff(text, got))
		}
		// LLVM reads both (llvm-as-22 handles 10000 levels).
		dir := t.TempDir()
		ll := filepath.Join(dir, "n.ll")
		bcf := filepath.Join(dir, "n.bc")
		if err := os.WriteFile(ll, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(bcf, bc, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := run(t, nil, needTool(t, "llvm-as-22"), ll, "-o", os.DevNull); err != nil {
			t.Errorf("depth %d: llvm-as-22 rejects irfix's text: %v", depth, err)
		}
		if _, err := run(t, nil, needTool(t, "llvm-dis-22"), bcf, "-o", os.DevNull); err != nil {
			t.Errorf("depth %d: llvm-dis-22 rejects irfix's bitcode: %v", depth, err)
		}
	}
}

func TestNestingLimitAgrees(t *testing.T) {
	over := "@a = global " + strings.Repeat("[1 x ", ir.MaxNesting) + "i8" + strings.Repeat("]", ir.MaxNesting) + " zeroinitializer\n"
	_, err := lltext.Parse("over.ll", []byte(over))
	if err == nil || !strings.Contains(err.Error(), "nesting too deep") {
		t.Errorf("text reader: %v, want nesting too deep", err)
	}
	// The same module as bitcode, from llvm-as (it takes this depth).
	dir := t.TempDir()
	ll := filepath.Join(dir, "over.ll")
	if err := os.WriteFile(ll, []byte(over), 0o644); err != nil {
		t.Fatal(err)
	}
	bc, err := run(t, nil, needTool(t, "llvm-as-22"), ll, "-o", "-")
	if err != nil {
		t.Fatal(err)
	}
	_, _, err = Read(bc)
	if !errors.Is(err, ErrLimit) || !strings.Contains(err.Error(), "limit 4096") {
		t.Errorf("bitcode reader: %v, want ErrLimit naming the limit", err)
	}
}
