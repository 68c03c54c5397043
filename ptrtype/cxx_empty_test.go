package ptrtype

import (
	"sort"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// Empty class template instantiations are named by nothing but pointers
// in an opaque module, and llvm-dis drops them: here std::allocator<
// double> and <int> and their __new_allocator bases (only allocator<
// char>, allocated by main, keeps its type, class.std::allocator.2).
// Clang named them in creation order: allocator<double>, the first the
// module mentions, has the plain name; allocator<int> is converted
// while clang lays out _Vector_base<int> (.9: its member _Vector_impl,
// whose constructor constructs allocator<int> as its base, whose
// constructor constructs __new_allocator<int>), so they are .10 and .11.
// CompleteTypes gives them back as { i8 }; the `this` of their methods,
// and a parameter spelled as a reference to one (allocator_traits<
// allocator<int>>::max_size(const allocator<int>&)), point to them, and
// allocator<char>'s methods to allocator.2.
func TestCompleteTypesEmptyInstances(t *testing.T) {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%"class.std::allocator.2" = type { i8 }
%"class.std::vector.8" = type { %"struct.std::_Vector_base.9" }
%"struct.std::_Vector_base.9" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl" = type { %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" }
%"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl_data" = type { ptr, ptr, ptr }

define void @_ZNSaIdEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  call void @_ZNSt15__new_allocatorIdEC2Ev(ptr nonnull align 1 dereferenceable(1) %this)
  ret void
}

define void @_ZNSt15__new_allocatorIdEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  ret void
}

define i32 @main() {
  %a = alloca %"class.std::allocator.2", align 1
  %v = alloca %"class.std::vector.8", align 8
  call void @_ZNSaIcEC1Ev(ptr nonnull align 1 dereferenceable(1) %a)
  call void @_ZNSt12_Vector_baseIiSaIiEEC2Ev(ptr nonnull align 8 dereferenceable(24) %v)
  ret i32 0
}

declare void @_ZNSaIcEC1Ev(ptr nonnull align 1 dereferenceable(1))

define void @_ZNSt12_Vector_baseIiSaIiEEC2Ev(ptr nonnull align 8 dereferenceable(24) %this) {
  %this.addr = alloca ptr, align 8
  store ptr %this, ptr %this.addr, align 8
  %this1 = load ptr, ptr %this.addr, align 8
  %impl = getelementptr inbounds %"struct.std::_Vector_base.9", ptr %this1, i32 0, i32 0
  call void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev(ptr nonnull align 8 dereferenceable(24) %impl)
  ret void
}

define void @_ZNSt12_Vector_baseIiSaIiEE12_Vector_implC2Ev(ptr nonnull align 8 dereferenceable(24) %this) {
  %this.addr = alloca ptr, align 8
  store ptr %this, ptr %this.addr, align 8
  %this1 = load ptr, ptr %this.addr, align 8
  %c = bitcast ptr %this1 to ptr
  call void @_ZNSaIiEC2Ev(ptr nonnull align 1 dereferenceable(1) %c)
  %data = getelementptr inbounds %"struct.std::_Vector_base<int, std::allocator<int>>::_Vector_impl", ptr %this1, i32 0, i32 0
  store ptr null, ptr %data, align 8
  ret void
}

define void @_ZNSaIiEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  call void @_ZNSt15__new_allocatorIiEC2Ev(ptr nonnull align 1 dereferenceable(1) %this)
  ret void
}

define void @_ZNSt15__new_allocatorIiEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  ret void
}

define i64 @_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_(ptr nonnull align 1 dereferenceable(1) %a) {
  ret i64 1
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, x := range CompleteTypes(m) {
		var b strings.Builder
		x.WriteBody(&b)
		names = append(names, x.Name+" = "+b.String())
	}
	sort.Strings(names)
	want := []string{
		"class.std::__new_allocator = { i8 }", "class.std::__new_allocator.11 = { i8 }",
		"class.std::allocator = { i8 }", "class.std::allocator.10 = { i8 }",
	}
	if strings.Join(names, "; ") != strings.Join(want, "; ") {
		t.Fatalf("added %q, want %q", names, want)
	}
	r := Infer(m)
	for fn, want := range map[string]string{
		"_ZNSaIdEC2Ev":                                  `%"class.std::allocator"*`,
		"_ZNSt15__new_allocatorIdEC2Ev":                 `%"class.std::__new_allocator"*`,
		"_ZNSaIiEC2Ev":                                  `%"class.std::allocator.10"*`,
		"_ZNSt15__new_allocatorIiEC2Ev":                 `%"class.std::__new_allocator.11"*`,
		"_ZNSt16allocator_traitsISaIiEE8max_sizeERKS0_": `%"class.std::allocator.10"*`,
		"_ZNSaIcEC1Ev":                                  `%"class.std::allocator.2"*`,
	} {
		p := m.Func(fn).Params[0]
		if got := r.TypeOf(p).String(); got != want {
			t.Errorf("%s's first parameter: %s, want %s\n%s", fn, got, want, r.Explain(p))
		}
	}
	// The evidence names the rule and how the name was decided.
	if ex := r.Explain(m.Func("_ZNSaIiEC2Ev").Params[0]).String(); !strings.Contains(ex, "cxx_empty.go") || !strings.Contains(ex, "after struct.std::_Vector_base.9") {
		t.Errorf("explain does not give the rule and its reason:\n%s", ex)
	}
}
