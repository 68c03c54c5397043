package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

func infer(t *testing.T, src string) (*ir.Module, *Result) {
	t.Helper()
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	return m, Infer(m)
}

func TestInferFromUses(t *testing.T) {
	m, r := infer(t, `%struct.node = type { i32, ptr }

declare ptr @malloc(i64)
declare void @unknown(ptr)

define i32 @sum(ptr %n, ptr %out) {
  %v = getelementptr inbounds %struct.node, ptr %n, i32 0, i32 0
  %x = load i32, ptr %v, align 4
  %next = getelementptr inbounds %struct.node, ptr %n, i32 0, i32 1
  %nx = load ptr, ptr %next, align 8
  %y = getelementptr inbounds %struct.node, ptr %nx, i32 0, i32 0
  store double 1.0, ptr %out, align 8
  %m = call ptr @malloc(i64 16)
  call void @unknown(ptr %m)
  ret i32 %x
}
`)
	f := m.Func("sum")
	if got := r.TypeOf(f.Params[0]).String(); got != "%struct.node*" {
		t.Errorf("%%n: %s, want %%struct.node*", got)
	}
	if got := r.TypeOf(f.Params[1]).String(); got != "double*" {
		t.Errorf("%%out: %s, want double*", got)
	}
	if body := r.Body(m.NamedType("struct.node")); body[1].String() != "%struct.node*" {
		t.Errorf("struct.node body %v, want next to be %%struct.node*", body)
	}
	if got := r.Sig(m.Func("malloc")).String(); got != "i8* (i64)" {
		t.Errorf("malloc: %s, want the C prototype i8* (i64)", got)
	}
	if got := r.Sig(m.Func("unknown")).String(); got != "void (i8*)" {
		t.Errorf("unknown: %s, want void (i8*) (no evidence)", got)
	}
	ex := r.Explain(f.Params[1]).String()
	if !strings.Contains(ex, "double*") || !strings.Contains(ex, "store") {
		t.Errorf("explain %%out lacks the store evidence:\n%s", ex)
	}
}

func TestInferArrayDecayAndHints(t *testing.T) {
	m, r := infer(t, `@.s1 = private constant [4 x i8] c"abc\00"
@.s2 = private constant [6 x i8] c"hello\00"

declare i32 @puts(ptr)

define void @f() {
  %a = call i32 @puts(ptr @.s1)
  %b = call i32 @puts(ptr @.s2)
  ret void
}
`)
	if got := r.Sig(m.Func("puts")).String(); got != "i32 (i8*)" {
		t.Errorf("puts: %s, want i32 (i8*) (string literals decay)", got)
	}
	// A hint outweighs the evidence.
	g := m.Func("puts")
	m.Hints = &ir.TypedHints{Values: map[ir.Value]*ir.Type{
		g: ir.TypedPtr(ir.FuncOf(ir.I32, []*ir.Type{ir.TypedPtr(ir.ArrayOf(4, ir.I8), 0)}, false), 0),
	}}
	if got := Infer(m).Sig(g).String(); got != "i32 ([4 x i8]*)" {
		t.Errorf("with hint: %s, want i32 ([4 x i8]*)", got)
	}
}

func TestNumbaExcInfo(t *testing.T) {
	m, r := infer(t, `define i32 @f(ptr %retptr, ptr %excinfo, double %a) {
  store double %a, ptr %retptr, align 8
  ret i32 0
}
`)
	f := m.Func("f")
	if got := r.TypeOf(f.Params[1]).String(); got != "{ i8*, i32, i8*, i8*, i32 }**" {
		t.Errorf("excinfo: %s", got)
	}
}

func TestMethodClass(t *testing.T) {
	cases := map[string]string{
		"_ZN5Shape4areaEv":           "Shape",
		"_ZNK6Circle4nameEv":         "Circle",
		"_ZN6CircleC2Ed":             "Circle",
		"_ZNKSt9type_info4nameEv":    "std::type_info",
		"_ZThn16_NK7Labeled5printEv": "Labeled",
		"_Z5totalPKP5Shapei":         "",
		"main":                       "",
	}
	for in, want := range cases {
		if got := methodClass(in); got != want {
			t.Errorf("methodClass(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestJuliaDefault(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-i64:64-n8:16:32:64-S128-ni:10:11:12:13"

define void @g(ptr addrspace(10) %v, ptr %raw) {
  call void @jl_f(ptr addrspace(10) %v, ptr %raw)
  ret void
}
declare void @jl_f(ptr addrspace(10), ptr)
`)
	f := m.Func("g")
	if got := r.TypeOf(f.Params[0]).String(); got != "{} addrspace(10)*" {
		t.Errorf("GC pointer: %s, want {} addrspace(10)*", got)
	}
	if got := r.TypeOf(f.Params[1]).String(); got != "i8*" {
		t.Errorf("plain pointer: %s, want i8*", got)
	}
}
