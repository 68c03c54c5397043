package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// A module that throws std::runtime_error and calls std::exception's
// what() names both classes only through pointers, so llvm-dis dropped
// their types. CompleteTypes gives them back as the C++ library's ABI
// has them: std::exception is its vptr (typed i32 (...)** like any
// polymorphic class's), runtime_error (whose string member's clang type
// the module cannot name) opaque; the `this` of their methods are
// pointers to them, as clang's typed module has them. A class the module
// neither throws, catches nor calls (std::bad_alloc here) is not added.
func TestCompleteTypesStdExceptionClasses(t *testing.T) {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

@_ZTISt13runtime_error = external constant ptr

define void @_Z4failRKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr %msg) {
  %e = call ptr @__cxa_allocate_exception(i64 16)
  call void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr nonnull align 8 dereferenceable(16) %e, ptr %msg)
  call void @__cxa_throw(ptr %e, ptr @_ZTISt13runtime_error, ptr @_ZNSt13runtime_errorD1Ev)
  unreachable
}

define ptr @_Z4whyPKSt9exception(ptr %x) {
  %w = call ptr @_ZNKSt9exception4whatEv(ptr nonnull align 8 dereferenceable(8) %x)
  ret ptr %w
}

declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare void @_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE(ptr, ptr)
declare void @_ZNSt13runtime_errorD1Ev(ptr)
declare ptr @_ZNKSt9exception4whatEv(ptr)
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	added := CompleteTypes(m)
	got := map[string]string{}
	for _, x := range added {
		var b strings.Builder
		x.WriteBody(&b)
		got[x.Name] = b.String()
	}
	want := map[string]string{"class.std::exception": "{ ptr }", "class.std::runtime_error": "opaque"}
	if len(got) != len(want) {
		t.Errorf("added %v, want %v", got, want)
	}
	for n, w := range want {
		if got[n] != w {
			t.Errorf("%s = %q, want %q", n, got[n], w)
		}
	}
	r := Infer(m)
	for fn, w := range map[string]string{
		"_ZNSt13runtime_errorC1ERKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE": `%"class.std::runtime_error"*`,
		"_ZNSt13runtime_errorD1Ev": `%"class.std::runtime_error"*`,
		"_ZNKSt9exception4whatEv":  `%"class.std::exception"*`,
		"_Z4whyPKSt9exception":     `%"class.std::exception"*`,
	} {
		p := m.Func(fn).Params[0]
		if g := r.TypeOf(p).String(); g != w {
			t.Errorf("@%s param 0: %s, want %s\n%s", fn, g, w, r.Explain(p))
		}
	}
	if b := r.Body(m.NamedType("class.std::exception")); len(b) != 1 || b[0].String() != "i32 (...)**" {
		t.Errorf("std::exception's body %v, want its vptr i32 (...)**", b)
	}
}
