package downgrade_test

import (
	"testing"

	"github.com/irfix/irfix/target"
)

// TestInlineAsmPointerCallTyped: an inline asm call that takes and
// returns pointers (zstd's `cmova` select, found by corpus/gen_zstd.sh)
// is lowered with the asm's own function type equal to the call's, which
// typed readers check; before, the asm kept its opaque type and irfix's
// verifier rejected the lowered module.
func TestInlineAsmPointerCallTyped(t *testing.T) {
	const src = `define ptr @pick(i32 %a, i32 %b, ptr %p, ptr %q) {
  %r = call ptr asm "cmp $1, $2\0Acmova $3, $0\0A", "=r,r,r,r,0,~{dirflag},~{fpsr},~{flags}"(i32 %a, i32 %b, ptr %p, ptr %q)
  %v = load i32, ptr %r
  store i32 %v, ptr %q
  ret ptr %r
}
`
	for _, ts := range typedTargets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, _ := lowerText(t, "asm.ll", src, tg)
			oracleAccepts(t, tg, out)
		})
	}
}
