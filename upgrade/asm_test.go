package upgrade

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// An inline-asm callee carries its call's function type; in a typed module
// that type has typed pointers, and canonicalizing must make both opaque
// together (Zstandard's cmova select, clang-16 typed -O2, was rejected by
// the verifier after canonicalize).
func TestInlineAsmTypeOpaqued(t *testing.T) {
	const src = `define i8* @sel(i32 %a, i32 %b, i8* %x, i8* %y) {
  %r = call i8* asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b, i8* %x, i8* %y)
  ret i8* %r
}
`
	m, err := lltext.Parse("asm.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Canonicalize(m); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("canonical module rejected: %v", err)
	}
	text := lltext.Format(m)
	if !strings.Contains(text, "call ptr asm") || strings.Contains(text, "i8*") {
		t.Errorf("asm call not opaque:\n%s", text)
	}
	// The target's own LLVM agrees the canonical text is valid.
	if err := oracle.Verify(t, target.MustParse("22"), []byte(text)); err != nil {
		t.Errorf("opt-22 rejects the canonical module: %v\n%s", err, text)
	}
}
