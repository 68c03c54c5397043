package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// A polymorphic class that adds no members to its one base (struct
// Savings : Account { double rate() const override; }) is named by
// nothing once pointers are opaque, and llvm-dis drops it. Its typeinfo
// (a __si_class_type_info naming Account) and its constructor's
// `dereferenceable(48)` (Account's size) say clang's type was
// { %struct.Account }: CompleteTypes gives it back, and the `this` of
// its methods is a %struct.Savings* as in the typed original — not the
// Account* its constructor passes on, nor the i8* of a method that
// never touches `this`. Big adds a member (its this is 56 bytes) and
// Tail's base has a tail-padding layout (Tail's members may live in
// it): neither body is known, neither comes back.
func TestCompleteTypesDerivedWithoutMembers(t *testing.T) {
	src := `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"

%struct.Account = type { ptr, [32 x i8], double }
%struct.Packed = type { ptr, i32, i8 }
%struct.Packed.base = type <{ ptr, i32 }>

@_ZTVN10__cxxabiv117__class_type_infoE = external global ptr
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global ptr
@_ZTS7Account = constant [9 x i8] c"7Account\00"
@_ZTI7Account = constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS7Account }
@_ZTS7Savings = constant [9 x i8] c"7Savings\00"
@_ZTI7Savings = constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS7Savings, ptr @_ZTI7Account }
@_ZTS3Big = constant [5 x i8] c"3Big\00"
@_ZTI3Big = constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS3Big, ptr @_ZTI7Account }
@_ZTS6Packed = constant [8 x i8] c"6Packed\00"
@_ZTI6Packed = constant { ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 2), ptr @_ZTS6Packed }
@_ZTS4Tail = constant [6 x i8] c"4Tail\00"
@_ZTI4Tail = constant { ptr, ptr, ptr } { ptr getelementptr inbounds (ptr, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 2), ptr @_ZTS4Tail, ptr @_ZTI6Packed }

define void @_ZN7AccountC2Ev(ptr nonnull align 8 dereferenceable(48) %this) {
  %r = getelementptr inbounds %struct.Account, ptr %this, i32 0, i32 2
  store double 0.0, ptr %r, align 8
  ret void
}

define void @_ZN7SavingsC2Ev(ptr nonnull align 8 dereferenceable(48) %this) {
  call void @_ZN7AccountC2Ev(ptr nonnull align 8 dereferenceable(48) %this)
  ret void
}

define double @_ZNK7Savings4rateEv(ptr nonnull align 8 dereferenceable(48) %this) {
  ret double 3.000000e-02
}

define void @_ZN3BigC2Ev(ptr nonnull align 8 dereferenceable(56) %this) {
  call void @_ZN7AccountC2Ev(ptr nonnull align 8 dereferenceable(48) %this)
  ret void
}

define void @_ZN4TailC2Ev(ptr nonnull align 8 dereferenceable(16) %this) {
  ret void
}
`
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	added := CompleteTypes(m)
	var names []string
	for _, x := range added {
		var b strings.Builder
		x.WriteBody(&b)
		names = append(names, x.Name+" = "+b.String())
	}
	if len(added) != 1 || names[0] != "struct.Savings = { %struct.Account }" {
		t.Fatalf("added %q, want only struct.Savings = { %%struct.Account }", names)
	}
	r := Infer(m)
	for _, fn := range []string{"_ZN7SavingsC2Ev", "_ZNK7Savings4rateEv"} {
		p := m.Func(fn).Params[0]
		if got := r.TypeOf(p).String(); got != "%struct.Savings*" {
			t.Errorf("%s's this: %s, want %%struct.Savings*\n%s", fn, got, r.Explain(p))
		}
	}
}
