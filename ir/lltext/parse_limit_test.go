package lltext

import (
	"errors"
	"strings"
	"testing"
)

// Parse refuses an input larger than a token's 32-bit offset can reach
// (maxSource, lowered here) with a located syntax error instead of
// wrapping offsets around; an input of exactly that size parses.
func TestParseRefusesInputBeyondTokenOffsets(t *testing.T) {
	src := []byte("define void @f() {\n  ret void\n}\n")
	defer func(n int) { maxSource = n }(maxSource)
	maxSource = len(src)
	if _, err := Parse("ok.ll", src); err != nil {
		t.Fatalf("input of maxSource bytes: %v", err)
	}
	maxSource = len(src) - 1
	_, err := Parse("big.ll", src)
	var pe *Error
	if !errors.As(err, &pe) || !errors.Is(err, ErrSyntax) || pe.File != "big.ll" || !strings.Contains(pe.Msg, "at most") {
		t.Fatalf("input of maxSource+1 bytes: err = %v; want a syntax error saying the limit", err)
	}
}
