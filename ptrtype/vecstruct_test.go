package ptrtype

import (
	"strings"
	"testing"
)

// An out-parameter `struct { uint32 channels, sampleRate; } *pConfig`
// whose two fields the SLP vectorizer writes as one <2 x i32> store is
// that struct's pointer when the module has no other struct of two i32
// (typed IR casts it to <2 x i32>* at the store).
func TestVectorAccessIsItsStruct(t *testing.T) {
	m, r := infer(t, `%struct.cfg = type { i32, i32 }
%struct.big = type { i64, ptr }

define void @get(ptr %out, i32 %c, i32 %r) {
  %a = insertelement <2 x i32> poison, i32 %c, i64 0
  %b = insertelement <2 x i32> %a, i32 %r, i64 1
  store <2 x i32> %b, ptr %out, align 4
  ret void
}
`)
	p := m.Func("get").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.cfg*" {
		t.Errorf("%%out: %s, want %%struct.cfg*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "vecstruct.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// With two structs of that layout the vector says neither, and an array
// indexed by element and read as vectors (the loop vectorizer's) is
// left to the vote.
func TestVectorAccessNotGuessed(t *testing.T) {
	m, r := infer(t, `%struct.cfg = type { i32, i32 }
%struct.pt = type { i32, i32 }

define void @get(ptr %out, <2 x i32> %v) {
  store <2 x i32> %v, ptr %out, align 4
  ret void
}

define <2 x i32> @sum(ptr %a, i64 %i) {
  %p = getelementptr inbounds i32, ptr %a, i64 %i
  %v = load <2 x i32>, ptr %p, align 4
  %x = load <2 x i32>, ptr %a, align 4
  %s = add <2 x i32> %v, %x
  ret <2 x i32> %s
}
`)
	for _, fn := range []string{"get", "sum"} {
		if ex := r.Explain(m.Func(fn).Params[0]).String(); strings.Contains(ex, "vecstruct.go") {
			t.Errorf("@%s's first parameter decided by the rule:\n%s", fn, ex)
		}
	}
}
