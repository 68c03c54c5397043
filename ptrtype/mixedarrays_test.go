package ptrtype

import (
	"strings"
	"testing"
)

// A void* sample buffer that a switch on the format writes as f32 or as
// s16 frames (`((float*)pOut)[i]`, `((short*)pOut)[i]`) is an i8* in
// typed IR, converted at each use; the vote alone would take float*, the
// element with the most accesses (so is one written as s16, s32 or s64
// samples: integers of three widths). Its caller's buffer, passed on, is an
// i8* too.
func TestMixedArraysAreVoidPtr(t *testing.T) {
	m, r := infer(t, `define void @read(i32 %fmt, ptr %out, i64 %n) {
entry:
  %isf = icmp eq i32 %fmt, 5
  br i1 %isf, label %f32, label %s16
f32:
  %i = phi i64 [ 0, %entry ], [ %i1, %f32 ]
  %pf = getelementptr inbounds float, ptr %out, i64 %i
  store float 1.0, ptr %pf, align 4
  %pf2 = getelementptr inbounds float, ptr %out, i64 %i1
  %v = load <4 x float>, ptr %pf2, align 4
  store <4 x float> %v, ptr %pf, align 4
  %i1 = add i64 %i, 1
  %d = icmp eq i64 %i1, %n
  br i1 %d, label %done, label %f32
s16:
  %j = phi i64 [ 0, %entry ], [ %j1, %s16 ]
  %ps = getelementptr inbounds i16, ptr %out, i64 %j
  store i16 7, ptr %ps, align 2
  %j1 = add i64 %j, 1
  %e = icmp eq i64 %j1, %n
  br i1 %e, label %done, label %s16
done:
  ret void
}

define void @pass(ptr %buf, i64 %n) {
  call void @read(i32 5, ptr %buf, i64 %n)
  ret void
}

define void @swap(i32 %bits, ptr %out, i64 %i) {
  switch i32 %bits, label %b64 [
    i32 16, label %b16
    i32 32, label %b32
  ]
b16:
  %p16 = getelementptr inbounds i16, ptr %out, i64 %i
  store i16 1, ptr %p16, align 2
  ret void
b32:
  %p32 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 1, ptr %p32, align 4
  %q32 = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 2, ptr %q32, align 4
  ret void
b64:
  %p64 = getelementptr inbounds i64, ptr %out, i64 %i
  store i64 1, ptr %p64, align 8
  ret void
}
`)
	p := m.Func("read").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@read's %%out: %s, want i8*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, whatMixedArrays) {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("pass").Params[0]).String(); got != "i8*" {
		t.Errorf("@pass's %%buf: %s, want i8*", got)
	}
	// s16, s32 and s64 samples: integers of three widths.
	if got := r.TypeOf(m.Func("swap").Params[1]).String(); got != "i8*" {
		t.Errorf("@swap's %%out: %s, want i8*", got)
	}
}

// One element type, read also as vectors of it and as bytes (a float
// array vectorized, a memcpy's i8 offsets), stays that array; so do a
// struct's array indexed with its field's type, and an i16 array read
// once as an i32 (the optimizer combining two neighbours) — only the
// getelementptrs' element types count — and a U32 array also read as
// U64 words (integers of two widths: C code casts a typed pointer so).
func TestMixedArraysNotForOneElementType(t *testing.T) {
	m, r := infer(t, `%struct.S = type { i32, [4 x i16] }

define float @sum(ptr %a, i64 %i, i64 %k) {
  %p = getelementptr inbounds float, ptr %a, i64 %i
  %x = load float, ptr %p, align 4
  %q = getelementptr inbounds i8, ptr %a, i64 %k
  %v = load <4 x float>, ptr %q, align 4
  %e = extractelement <4 x float> %v, i32 0
  %s = fadd float %x, %e
  ret float %s
}

define i32 @pairs(ptr %h, i64 %i) {
  %p = getelementptr inbounds i16, ptr %h, i64 %i
  %x = load i16, ptr %p, align 2
  %w = load i32, ptr %h, align 2
  %xx = zext i16 %x to i32
  %s = add i32 %xx, %w
  ret i32 %s
}

define i64 @words(ptr %w, i64 %i) {
  %p = getelementptr inbounds i32, ptr %w, i64 %i
  %x = load i32, ptr %p, align 4
  %x.ext = zext i32 %x to i64
  %q = getelementptr inbounds i32, ptr %w, i64 %x.ext
  %y = load i32, ptr %q, align 4
  %r = getelementptr inbounds i64, ptr %w, i64 %i
  %z = load i64, ptr %r, align 8
  ret i64 %z
}

define i16 @member(ptr %s, i64 %i) {
  %n = getelementptr inbounds %struct.S, ptr %s, i64 %i, i32 0
  %c = load i32, ptr %n, align 4
  %p = getelementptr inbounds %struct.S, ptr %s, i64 0, i32 1, i64 %i
  %x = load i16, ptr %p, align 2
  ret i16 %x
}
`)
	for _, c := range []struct{ fn, want string }{{"sum", "float*"}, {"pairs", "i16*"}, {"words", "i32*"}, {"member", "%struct.S*"}} {
		if got := r.TypeOf(m.Func(c.fn).Params[0]).String(); got != c.want {
			t.Errorf("@%s's first parameter: %s, want %s", c.fn, got, c.want)
		}
	}
}
