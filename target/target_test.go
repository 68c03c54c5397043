package target

import (
	"errors"
	"testing"

	"github.com/irfix/irfix/ir"
)

func TestParse(t *testing.T) {
	cases := []struct {
		in    string
		major int
		typed bool
		str   string
	}{
		{"14", 14, true, "14"},
		{"15", 15, false, "15"},
		{"15-typed", 15, true, "15-typed"},
		{"16-typed", 16, true, "16-typed"},
		{"16-opaque", 16, false, "16"},
		{"LLVM16-typed", 16, true, "16-typed"},
		{"17", 17, false, "17"},
		{"22", 22, false, "22"},
	}
	for _, c := range cases {
		got, err := Parse(c.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", c.in, err)
		}
		if got.Major != c.major || got.Typed != c.typed || got.String() != c.str {
			t.Errorf("Parse(%q) = %+v %q, want %d typed=%v %q", c.in, got, got.String(), c.major, c.typed, c.str)
		}
	}
	for _, bad := range []string{"13", "23", "17-typed", "14-opaque", "x", "16-weird", ""} {
		if _, err := Parse(bad); !errors.Is(err, ErrBadTarget) {
			t.Errorf("Parse(%q) err = %v, want ErrBadTarget", bad, err)
		}
	}
	if n := len(All()); n != 11 { // 14, 15t, 15, 16t, 16, 17..22
		t.Errorf("All() has %d targets, want 11", n)
	}
}

func TestTableQueries(t *testing.T) {
	t15, t16, t21 := MustParse("15-typed"), MustParse("16-typed"), MustParse("21")
	if t15.HasAttr(ir.AttrMemory) || !t16.HasAttr(ir.AttrMemory) {
		t.Error("memory(...) must be new in 16")
	}
	if t16.HasAttr(ir.AttrCaptures) || !t21.HasAttr(ir.AttrCaptures) {
		t.Error("captures(...) must be new in 21")
	}
	if t15.PrefersMemoryAttr() || !t16.PrefersMemoryAttr() || t16.PrefersCaptures() || !t21.PrefersCaptures() {
		t.Error("preferred spellings wrong")
	}
	if bad := t16.UnsupportedFlags(ir.OpZExt, ir.FlagNNeg); bad != ir.FlagNNeg {
		t.Errorf("zext nneg in 16: unsupported = %v", bad)
	}
	if bad := MustParse("19").UnsupportedFlags(ir.OpGetElementPtr, ir.FlagInBounds|ir.FlagNUW); bad != 0 {
		t.Errorf("gep inbounds nuw in 19: unsupported = %v", bad)
	}
	if bad := MustParse("14").UnsupportedFlags(ir.OpGetElementPtr, ir.FlagInBounds|ir.FlagNUW); bad != ir.FlagNUW {
		t.Errorf("gep nuw in 14: unsupported = %v", bad)
	}
	if !t16.HasConstExpr(ir.OpICmp) || MustParse("19").HasConstExpr(ir.OpICmp) || t15.HasConstExpr(ir.OpUDiv) {
		t.Error("constant expression rows wrong")
	}
	if f, ok := t16.HasType(ir.Ptr); ok || f.Name == "" {
		t.Error("16-typed must reject ptr")
	}
	if _, ok := MustParse("16").HasType(ir.TypedPtr(ir.Double, 0)); ok {
		t.Error("16 (opaque) must reject double*")
	}
	if _, ok := MustParse("20").HasType(ir.X86MMX); ok {
		t.Error("x86_mmx is gone in 20")
	}
	if got := Attr(ir.AttrMemory).Requirement(); got != "needs LLVM >= 16" {
		t.Errorf("Requirement = %q", got)
	}
}

func TestIntrinsicName(t *testing.T) {
	if got := MustParse("16-typed").IntrinsicName("llvm.stacksave.p0"); got != "llvm.stacksave" {
		t.Errorf("stacksave for 16 = %q", got)
	}
	if got := MustParse("19").IntrinsicName("llvm.stacksave.p0"); got != "llvm.stacksave.p0" {
		t.Errorf("stacksave for 19 = %q", got)
	}
}

func TestRemangleIntrinsic(t *testing.T) {
	i8p := ir.TypedPtr(ir.I8, 0)
	typed := ir.FuncOf(ir.Void, []*ir.Type{i8p, i8p, ir.I64, ir.I1}, false)
	opaque := typed.Opaqued()
	if got := RemangleIntrinsic("llvm.memcpy.p0i8.p0i8.i64", typed, opaque); got != "llvm.memcpy.p0.p0.i64" {
		t.Errorf("typed→opaque: %q", got)
	}
	if got := RemangleIntrinsic("llvm.memcpy.p0.p0.i64", opaque, typed); got != "llvm.memcpy.p0i8.p0i8.i64" {
		t.Errorf("opaque→typed: %q", got)
	}
	life := ir.FuncOf(ir.Void, []*ir.Type{ir.I64, ir.Ptr}, false)
	if got := RemangleIntrinsic("llvm.lifetime.start.p0", life, ir.FuncOf(ir.Void, []*ir.Type{ir.I64, i8p}, false)); got != "llvm.lifetime.start.p0i8" {
		t.Errorf("lifetime: %q", got)
	}
}

// TestHasAttrMatchesAttrRow checks that HasAttr's direct lookup answers as
// the attribute's feature row does, for every kind and reader, and that
// the rows (now made once) still name their attribute.
func TestHasAttrMatchesAttrRow(t *testing.T) {
	for k := ir.AttrKind(1); int(k) < ir.NumAttrKinds+2; k++ {
		f := Attr(k)
		if f.Name != k.String()+" attribute" {
			t.Errorf("Attr(%d).Name = %q", k, f.Name)
		}
		for major := Oldest - 3; major <= Newest+2; major++ {
			tg := Target{Major: major}
			if got, want := tg.HasAttr(k), f.In(major); got != want {
				t.Errorf("Target{%d}.HasAttr(%s) = %v, Attr row says %v", major, k, got, want)
			}
		}
	}
	if !(Target{Major: 16}).HasAttr(ir.AttrMemory) || (Target{Major: 15}).HasAttr(ir.AttrMemory) {
		t.Error("memory attribute: want LLVM 16 yes, 15 no")
	}
}
