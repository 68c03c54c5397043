package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// Clang's X.base (a class without its tail padding) means class X
// existed: CompleteTypes gives it back with the padding (packed like its
// base layout), and pointers to it are X*, as clang typed Shape** in
// total(Shape* const*, int).
func TestCompleteTypesFromBaseLayout(t *testing.T) {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%struct.Shape.base = type <{ ptr, i32 }>
%struct.Square = type { %struct.Shape.base, double }
%struct.Tight.base = type <{ i32, i8 }>
%struct.Exact.base = type <{ i32, i32 }>

@_ZTV5Shape = constant { [3 x ptr] } zeroinitializer

define double @_Z5totalPKP5Shapei(ptr %xs, i32 %n) {
  %s = load ptr, ptr %xs, align 8
  %id = getelementptr inbounds %struct.Shape.base, ptr %s, i32 0, i32 1
  ret double 0.0
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	added := CompleteTypes(m)
	want := map[string]string{
		"struct.Shape": "<{ ptr, i32, [4 x i8] }>",
		"struct.Tight": "<{ i32, i8, [3 x i8] }>",
	}
	if len(added) != len(want) {
		t.Errorf("added %v, want %v (Exact.base has no tail padding: no Exact)", added, want)
	}
	for _, x := range added {
		var b strings.Builder
		x.WriteBody(&b)
		if w, ok := want[x.Name]; !ok || b.String() != w {
			t.Errorf("added %s = %s, want %q", x.Name, b.String(), w)
		}
		if m.NamedType(x.Name) != x {
			t.Errorf("%s is not a type of the module", x.Name)
		}
	}
	if again := CompleteTypes(m); len(again) != 0 {
		t.Errorf("a second call added %v again", again)
	}
	r := Infer(m)
	p := m.Func("_Z5totalPKP5Shapei").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Shape**" {
		t.Errorf("total's Shape* const*: %s, want %%struct.Shape**\n%s", got, r.Explain(p))
	}
}

// A class passed by value as its fields (std::pair<Node*, Node*> as two
// pointers) is stored back at -O0 through a literal struct of the same
// fields: the parameters take the class's field types.
func TestCoercedByValueView(t *testing.T) {
	m, r := infer(t, `%struct.Node = type { i32, ptr }
%struct.Pair = type { ptr, ptr }

define void @link(ptr %a, ptr %b) {
  %p = alloca %struct.Pair, align 8
  %f0 = getelementptr inbounds { ptr, ptr }, ptr %p, i32 0, i32 0
  store ptr %a, ptr %f0, align 8
  %f1 = getelementptr inbounds { ptr, ptr }, ptr %p, i32 0, i32 1
  store ptr %b, ptr %f1, align 8
  %q = getelementptr inbounds %struct.Pair, ptr %p, i32 0, i32 1
  %n = load ptr, ptr %q, align 8
  %next = getelementptr inbounds %struct.Node, ptr %n, i32 0, i32 1
  %m = load ptr, ptr %next, align 8
  %q0 = getelementptr inbounds %struct.Pair, ptr %p, i32 0, i32 0
  %first = load ptr, ptr %q0, align 8
  %fid = getelementptr inbounds %struct.Node, ptr %first, i32 0, i32 0
  %id = load i32, ptr %fid, align 4
  ret void
}
`)
	f := m.Func("link")
	for k := 0; k < 2; k++ {
		if got := r.TypeOf(f.Params[k]).String(); got != "%struct.Node*" {
			t.Errorf("param %d: %s, want %%struct.Node*\n%s", k, got, r.Explain(f.Params[k]))
		}
	}
}

// X's tail padding follows X's alignment, which alignas and #pragma pack
// change: clang's `align` on the `this` of X's methods says it. The
// bodies wanted are clang-16's own (-Xclang -no-opaque-pointers) for
//
//	struct alignas(16) Shape { virtual ~Shape(); int id, a, b; Shape(); };
//	#pragma pack(push, 4)
//	struct Packed { virtual ~Packed(); long x; char c; Packed(); };
//	#pragma pack(pop)
//
// where the members' alignment (8) would give [4 x i8] and [7 x i8].
// Methods that disagree on the alignment leave the class out.
func TestCompleteTypesTakeAlignmentFromThis(t *testing.T) {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%struct.Square = type { %struct.Shape.base, i32, [8 x i8] }
%struct.Shape.base = type <{ ptr, i32, i32, i32 }>
%struct.PD = type { %struct.Packed.base, i8, [2 x i8] }
%struct.Packed.base = type <{ ptr, i64, i8 }>
%struct.Odd.base = type <{ ptr, i32 }>

declare void @_ZN5ShapeC2Ev(ptr noundef nonnull align 16 dereferenceable(20))
declare void @_ZN6PackedC2Ev(ptr noundef nonnull align 4 dereferenceable(17))
declare void @_ZN6PackedD2Ev(ptr noundef nonnull align 4 dereferenceable(17))
declare void @_ZN3OddC2Ev(ptr noundef nonnull align 8 dereferenceable(12))
declare void @_ZN3OddD2Ev(ptr noundef nonnull align 16 dereferenceable(12))
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"struct.Shape":  "<{ ptr, i32, i32, i32, [12 x i8] }>",
		"struct.Packed": "<{ ptr, i64, i8, [3 x i8] }>",
	}
	added := CompleteTypes(m)
	for _, x := range added {
		var b strings.Builder
		x.WriteBody(&b)
		if w, ok := want[x.Name]; !ok || b.String() != w {
			t.Errorf("added %s = %s, want %q", x.Name, b.String(), w)
		}
	}
	if len(added) != len(want) {
		t.Errorf("added %v, want %v (Odd's methods disagree on its alignment: no Odd)", added, want)
	}
}
