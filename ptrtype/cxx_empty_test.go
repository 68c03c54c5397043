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

// Numbers pinned from after, and numbers nothing pins: std::tuple<int*,
// default_delete<int>>'s _Tuple_impl<0> has the bases _Tuple_impl<1,
// default_delete> (empty, dropped) and _Head_base<0, int*> (kept, .1);
// clang converts a class's bases in order, and the one between them,
// _Head_base<1, default_delete>, is the first _Head_base (no number),
// so the dropped _Tuple_impl is .0. Two std::less with no type and no
// neighbour: the first mentioned takes the plain name, the other a
// number past those the module uses, and Explain says both the number
// and the keyword (no type of the template, no derived class) are
// guessed.
func TestCompleteTypesEmptyInstancesNumbering(t *testing.T) {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%"struct.std::_Tuple_impl" = type { %"struct.std::_Head_base.1" }
%"struct.std::_Head_base.1" = type { ptr }

define i32 @main() {
  %t = alloca %"struct.std::_Tuple_impl", align 8
  call void @_ZNSt11_Tuple_implILm0EJPiSt14default_deleteIiEEEC2Ev(ptr nonnull align 8 dereferenceable(8) %t)
  %l = alloca i8, align 1
  call void @_ZNSt4lessIiEC2Ev(ptr nonnull align 1 dereferenceable(1) %l)
  call void @_ZNSt4lessIdEC2Ev(ptr nonnull align 1 dereferenceable(1) %l)
  ret i32 0
}

define void @_ZNSt11_Tuple_implILm0EJPiSt14default_deleteIiEEEC2Ev(ptr nonnull align 8 dereferenceable(8) %this) {
  call void @_ZNSt11_Tuple_implILm1EJSt14default_deleteIiEEEC2Ev(ptr nonnull align 1 dereferenceable(1) %this)
  call void @_ZNSt10_Head_baseILm0EPiLb0EEC2Ev(ptr nonnull align 8 dereferenceable(8) %this)
  ret void
}

define void @_ZNSt11_Tuple_implILm1EJSt14default_deleteIiEEEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  call void @_ZNSt10_Head_baseILm1ESt14default_deleteIiELb1EEC2Ev(ptr nonnull align 1 dereferenceable(1) %this)
  ret void
}

define void @_ZNSt10_Head_baseILm1ESt14default_deleteIiELb1EEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  ret void
}

define void @_ZNSt10_Head_baseILm0EPiLb0EEC2Ev(ptr nonnull align 8 dereferenceable(8) %this) {
  %h = getelementptr inbounds %"struct.std::_Head_base.1", ptr %this, i32 0, i32 0
  store ptr null, ptr %h, align 8
  ret void
}

define void @_ZNSt4lessIiEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  ret void
}

define void @_ZNSt4lessIdEC2Ev(ptr nonnull align 1 dereferenceable(1) %this) {
  ret void
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, x := range CompleteTypes(m) {
		names = append(names, x.Name)
	}
	sort.Strings(names)
	want := []string{"struct.std::_Head_base", "struct.std::_Tuple_impl.0", "struct.std::less", "struct.std::less.2"}
	if strings.Join(names, "; ") != strings.Join(want, "; ") {
		t.Fatalf("added %q, want %q", names, want)
	}
	r := Infer(m)
	for fn, want := range map[string]string{
		"_ZNSt11_Tuple_implILm1EJSt14default_deleteIiEEEC2Ev":  `%"struct.std::_Tuple_impl.0"*`,
		"_ZNSt10_Head_baseILm1ESt14default_deleteIiELb1EEC2Ev": `%"struct.std::_Head_base"*`,
		"_ZNSt10_Head_baseILm0EPiLb0EEC2Ev":                    `%"struct.std::_Head_base.1"*`,
		"_ZNSt4lessIdEC2Ev":                                    `%"struct.std::less.2"*`,
	} {
		p := m.Func(fn).Params[0]
		if got := r.TypeOf(p).String(); got != want {
			t.Errorf("%s's this: %s, want %s\n%s", fn, got, want, r.Explain(p))
		}
	}
	ex := r.Explain(m.Func("_ZNSt4lessIdEC2Ev").Params[0]).String()
	if !strings.Contains(ex, "number GUESSED") || !strings.Contains(ex, "keyword GUESSED") {
		t.Errorf("explain does not say the name is a guess:\n%s", ex)
	}
	if ex := r.Explain(m.Func("_ZNSt11_Tuple_implILm1EJSt14default_deleteIiEEEC2Ev").Params[0]).String(); !strings.Contains(ex, "before struct.std::_Head_base.1") {
		t.Errorf("explain does not give the number's reason:\n%s", ex)
	}
}
