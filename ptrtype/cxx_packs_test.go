package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// A function parameter pack (Args&&... args, `DpOT_`) is one parameter
// per element of the template argument pack: the parameters after it
// line up, and each takes its element's type (a reference to a
// reference collapses).
func TestPackExpansionParams(t *testing.T) {
	shape := ir.NewNamedStruct("struct.Shape")
	classes := func(n string) *ir.Type {
		if n == "Shape" {
			return shape
		}
		return nil
	}
	ptr := func(t *ir.Type) *ir.Type { return ir.TypedPtr(t, 0) }
	cases := []struct {
		name string
		want []*ir.Type
	}{
		// void f<Shape&, int>(Shape&, int&&, double)
		{"_Z1fIJR5ShapeiEEvDpOT_d", []*ir.Type{ptr(shape), ptr(ir.I32), ir.Double}},
		// void g<Shape*, int>(Shape**, int*): a pointer pattern
		{"_Z1gIJP5ShapeiEEvDpPT_", []*ir.Type{ptr(ptr(shape)), ptr(ir.I32)}},
		// void h<>(int): an empty pack
		{"_Z1hIJEEviDpOT_", []*ir.Type{ir.I32}},
	}
	for _, c := range cases {
		got, complete, _ := itaniumParams(c.name, classes)
		if !complete || len(got) != len(c.want) {
			t.Errorf("%s: %v complete=%v, want %v", c.name, got, complete, c.want)
			continue
		}
		for k := range got {
			if got[k] != c.want[k] {
				t.Errorf("%s param %d: %v, want %v", c.name, k, got[k], c.want[k])
			}
		}
	}
	// A pack of classes by value does not line up (clang may split a
	// class over several parameters): decoding stops there.
	if got, complete, _ := itaniumParams("_Z1kIJ5ShapeEEvDpT_i", classes); complete || len(got) != 0 {
		t.Errorf("pack of a class by value: %v complete=%v, want nothing, incomplete", got, complete)
	}
}

// An inheriting constructor (`CI2 <base>`, using Base::Base) is a
// constructor: its `this` is its class, its parameters follow the base.
func TestInheritingConstructor(t *testing.T) {
	m, r := infer(t, `%struct.Account = type { double }
%"struct.std::__uniq_ptr_impl" = type { ptr }
%"struct.std::__uniq_ptr_data" = type { %"struct.std::__uniq_ptr_impl" }

define void @_ZNSt15__uniq_ptr_dataI7AccountLb1EECI2St15__uniq_ptr_implIS0_EEPS0_(ptr %this, ptr %p) {
  store ptr %p, ptr %this, align 8
  ret void
}
`)
	f := m.Func("_ZNSt15__uniq_ptr_dataI7AccountLb1EECI2St15__uniq_ptr_implIS0_EEPS0_")
	if got := r.TypeOf(f.Params[0]).String(); got != `%"struct.std::__uniq_ptr_data"*` {
		t.Errorf("this: %s, want %%\"struct.std::__uniq_ptr_data\"*\n%s", got, r.Explain(f.Params[0]))
	}
	if got := r.TypeOf(f.Params[1]).String(); got != `%struct.Account*` {
		t.Errorf("Account*: %s, want %%struct.Account*\n%s", got, r.Explain(f.Params[1]))
	}
}

// A reference to a pointer to a class template instantiation (Node<int>*&)
// is spelled when the module has one instantiation of the template.
func TestOnlyInstantiationBehindTwoPointers(t *testing.T) {
	m, r := infer(t, `%struct.Node = type { ptr, i32 }

@keep = global %struct.Node zeroinitializer

define void @_Z4takeRP4NodeIiE(ptr %p) {
  ret void
}
`)
	p := m.Func("_Z4takeRP4NodeIiE").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Node**" {
		t.Errorf("%%p: %s, want %%struct.Node** (Node<int>*&, Node's only instantiation)", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "only instantiation") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// The methods of a class template whose module has one type of it, and
// whose names spell one instantiation, take that type as `this` even when
// the evidence reaches it only through other types (a std::string built
// in a map node's raw bytes); a static member function has no `this`;
// with a second instantiation spelled (dropped by llvm-dis) the one type
// left is not forced.
func TestOnlyInstantiationThis(t *testing.T) {
	m, r := infer(t, `%"class.std::basic_string" = type { ptr, i64 }
%"struct.std::node" = type { ptr, [16 x i8] }
%"class.std::allocator.2" = type { i8 }
%"struct.std::holder" = type { i64 }

define void @_ZNSt12basic_stringIcE7_M_growEm(ptr %this, i64 %n) {
  ret void
}

define ptr @_ZNSt12basic_stringIcE7_S_dataEPKc(ptr %p) {
  ret ptr %p
}

define void @_ZNSaIcEC2Ev(ptr %this) {
  ret void
}

define void @_ZNSaIiEC2Ev(ptr %this) {
  ret void
}

define void @use(ptr %n, ptr %h) {
  %raw = getelementptr inbounds %"struct.std::node", ptr %n, i32 0, i32 1
  call void @_ZNSt12basic_stringIcE7_M_growEm(ptr %raw, i64 1)
  %d = call ptr @_ZNSt12basic_stringIcE7_S_dataEPKc(ptr %raw)
  %x = load i64, ptr %h
  call void @_ZNSaIiEC2Ev(ptr %h)
  ret void
}
`)
	if got := r.TypeOf(m.Func("_ZNSt12basic_stringIcE7_M_growEm").Params[0]).String(); got != `%"class.std::basic_string"*` {
		t.Errorf("this of basic_string<char>::_M_grow: %s, want %%\"class.std::basic_string\"*\n%s", got, r.Explain(m.Func("_ZNSt12basic_stringIcE7_M_growEm").Params[0]))
	}
	if got := r.TypeOf(m.Func("_ZNSt12basic_stringIcE7_S_dataEPKc").Params[0]).String(); got != "i8*" {
		t.Errorf("static _S_data(const char*): %s, want i8*", got)
	}
	if got := r.TypeOf(m.Func("_ZNSaIiEC2Ev").Params[0]).String(); got == `%"class.std::allocator.2"*` {
		t.Errorf("allocator<int>'s this took the one allocator type left, though allocator<char> is spelled too")
	}
}
