package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// A local holding a pointer to an array of struct pointers (C++'s
// range-for `__range` over a `Shape *arr[3]`): the getelementptr on the
// loaded pointer names the array type, and its elements get their type
// only from the rule after the vote (decidedInside: the element pointer
// is stored where the vote decided S**). The local's own class, which
// chose while those elements were unknown, is chosen again: it holds a
// [2 x %struct.S*]*, not a [2 x i8*]*.
func TestChosenAgainAfterDecidedInside(t *testing.T) {
	m, r := infer(t, `%struct.S = type { i32 }

define i32 @f(ptr %a, ptr %b) {
  %arr = alloca [2 x ptr], align 16
  %range = alloca ptr, align 8
  %it = alloca ptr, align 8
  %e0 = getelementptr inbounds [2 x ptr], ptr %arr, i64 0, i64 0
  store ptr %a, ptr %e0, align 8
  %e1 = getelementptr inbounds ptr, ptr %e0, i64 1
  store ptr %b, ptr %e1, align 8
  store ptr %arr, ptr %range, align 8
  %r = load ptr, ptr %range, align 8
  %begin = getelementptr inbounds [2 x ptr], ptr %r, i64 0, i64 0
  store ptr %begin, ptr %it, align 8
  %p = load ptr, ptr %it, align 8
  %s = load ptr, ptr %p, align 8
  %v = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 0
  %x = load i32, ptr %v, align 4
  ret i32 %x
}
`)
	f := m.Func("f")
	rng, begin := instrNamed(f, "range"), instrNamed(f, "begin")
	if rng == nil || begin == nil {
		t.Fatal("test module: a value is missing")
	}
	if got := r.TypeOf(begin).String(); got != "%struct.S**" {
		t.Fatalf("%%begin: %s, want %%struct.S** (the setup this test relies on)", got)
	}
	if ex := r.Explain(begin).String(); !strings.Contains(ex, "no evidence of their own") {
		t.Fatalf("%%begin is not typed by decidedInside (the setup this test relies on):\n%s", ex)
	}
	if got := r.TypeOf(rng).String(); got != "[2 x %struct.S*]**" {
		t.Errorf("%%range: %s, want [2 x %%struct.S*]** (chosen again once the elements are typed)", got)
	}
	if got := r.ElemType(rng).String(); got != "[2 x %struct.S*]*" {
		t.Errorf("%%range's alloca type: %s, want [2 x %%struct.S*]*", got)
	}
}

// irfix explain resolves a name before canonicalization folds no-op
// casts: explaining such a removed cast says so (it panicked indexing
// the solution with a slot made after solving).
func TestExplainFoldedCast(t *testing.T) {
	m, err := lltext.Parse("t.ll", []byte(`define double @f(ptr %p) {
  %c = bitcast ptr %p to ptr
  %x = load double, ptr %c, align 8
  ret double %x
}
`))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Func("f")
	c := instrNamed(f, "c")
	ir.ReplaceAllUsesWith(c, f.Params[0])
	c.Erase()
	r := Infer(m)
	ex := r.Explain(c)
	if !ex.Folded || !strings.Contains(ex.String(), "folded away") {
		t.Errorf("explain of a folded cast: %q", ex.String())
	}
	if got := r.TypeOf(f.Params[0]).String(); got != "double*" {
		t.Errorf("%%p: %s, want double*", got)
	}
}
