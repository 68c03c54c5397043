package interp

import (
	"errors"
	"strings"
	"testing"
)

// ehModule exercises the exception machinery directly, without a
// compiler: hand-written landingpads with each clause kind.
const ehModule = `
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
@_ZTVN10__cxxabiv117__class_type_infoE = external global [0 x ptr]
@_ZTVN10__cxxabiv120__si_class_type_infoE = external global [0 x ptr]
@_ZTS4Base = constant [6 x i8] c"4Base\00"
@_ZTI4Base = constant { ptr, ptr } { ptr getelementptr (i8, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 16), ptr @_ZTS4Base }
@_ZTS7Derived = constant [9 x i8] c"7Derived\00"
@_ZTI7Derived = constant { ptr, ptr, ptr } { ptr getelementptr (i8, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 16), ptr @_ZTS7Derived, ptr @_ZTI4Base }
@_ZTIi = external constant ptr
@_ZTId = external constant ptr
@log = global i32 0
@dtors = global i32 0

declare ptr @__cxa_allocate_exception(i64)
declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__cxa_begin_catch(ptr)
declare void @__cxa_end_catch()
declare void @__cxa_rethrow()
declare void @_ZSt9terminatev()
declare i32 @__gxx_personality_v0(...)
declare i32 @llvm.eh.typeid.for(ptr)

define void @count_dtor(ptr %p) {
  %d = load i32, ptr @dtors
  %d1 = add i32 %d, 1
  store i32 %d1, ptr @dtors
  ret void
}

define i32 @get_dtors() {
  %d = load i32, ptr @dtors
  ret i32 %d
}

define i32 @get_log() {
  %d = load i32, ptr @log
  ret i32 %d
}

define void @throw_derived(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTI7Derived, ptr null)
  unreachable
}

define void @throw_int(i32 %v) {
  %e = call ptr @__cxa_allocate_exception(i64 4)
  store i32 %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTIi, ptr @count_dtor)
  unreachable
}

define void @throw_double(double %v) {
  %e = call ptr @__cxa_allocate_exception(i64 8)
  store double %v, ptr %e
  call void @__cxa_throw(ptr %e, ptr @_ZTId, ptr null)
  unreachable
}

; 0: throws Derived (caught as Base: its payload); 1: int, 2: double
; (caught by the catch-all: -1).
define i32 @catch_base(i32 %which) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %which, label %d [ i32 0, label %td
                                i32 1, label %ti ]
td:
  invoke void @throw_derived(i32 42) to label %ok unwind label %lp
ti:
  invoke void @throw_int(i32 7) to label %ok unwind label %lp
d:
  invoke void @throw_double(double 1.0) to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %x = landingpad { ptr, i32 } catch ptr @_ZTI4Base catch ptr null
  %p = extractvalue { ptr, i32 } %x, 0
  %s = extractvalue { ptr, i32 } %x, 1
  %id = call i32 @llvm.eh.typeid.for(ptr @_ZTI4Base)
  %is = icmp eq i32 %s, %id
  %o = call ptr @__cxa_begin_catch(ptr %p)
  br i1 %is, label %base, label %all
base:
  %v = load i32, ptr %o
  call void @__cxa_end_catch()
  ret i32 %v
all:
  call void @__cxa_end_catch()
  ret i32 -1
}

; A cleanup-only landingpad counts in @log and resumes.
define void @cleanup_then_resume(i32 %v) personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 %v) to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } cleanup
  %c = load i32, ptr @log
  %c1 = add i32 %c, 1
  store i32 %c1, ptr @log
  resume { ptr, i32 } %x
}

; A landingpad that only catches double: an int passes through without
; entering it.
define void @catch_double_only() personality ptr @__gxx_personality_v0 {
  invoke void @cleanup_then_resume(i32 5) to label %ok unwind label %lp
ok:
  ret void
lp:
  %x = landingpad { ptr, i32 } catch ptr @_ZTId
  store i32 999, ptr @log
  ret void
}

; log*100 + the caught int.
define i32 @outer() personality ptr @__gxx_personality_v0 {
  invoke void @catch_double_only() to label %ok unwind label %lp
ok:
  ret i32 -2
lp:
  %x = landingpad { ptr, i32 } catch ptr @_ZTIi
  %p = extractvalue { ptr, i32 } %x, 0
  %o = call ptr @__cxa_begin_catch(ptr %p)
  %v = load i32, ptr %o
  call void @__cxa_end_catch()
  %l = load i32, ptr @log
  %r = mul i32 %l, 100
  %r2 = add i32 %r, %v
  ret i32 %r2
}

; The filter allows int: 0 throws an int (not taken here), 1 a double
; (taken with a negative selector: returns the selector).
define i32 @filtered(i32 %which) personality ptr @__gxx_personality_v0 {
entry:
  %c = icmp eq i32 %which, 0
  br i1 %c, label %ti, label %td
ti:
  invoke void @throw_int(i32 1) to label %ok unwind label %lp
td:
  invoke void @throw_double(double 2.0) to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %x = landingpad { ptr, i32 } filter [1 x ptr] [ptr @_ZTIi]
  %s = extractvalue { ptr, i32 } %x, 1
  ret i32 %s
}

; throw(): an empty filter takes every exception.
define i32 @nothrow_spec() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 1) to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %x = landingpad { ptr, i32 } filter [0 x ptr] zeroinitializer
  %p = extractvalue { ptr, i32 } %x, 0
  %o = call ptr @__cxa_begin_catch(ptr %p)
  call void @__cxa_end_catch()
  %s = extractvalue { ptr, i32 } %x, 1
  ret i32 %s
}

; catch (...) { throw; } with the handler ended by a cleanup.
define i32 @rethrower() personality ptr @__gxx_personality_v0 {
  invoke void @throw_int(i32 9) to label %ok unwind label %lp
ok:
  ret i32 0
lp:
  %x = landingpad { ptr, i32 } catch ptr null
  %p = extractvalue { ptr, i32 } %x, 0
  %o = call ptr @__cxa_begin_catch(ptr %p)
  invoke void @__cxa_rethrow() to label %unr unwind label %lp2
unr:
  unreachable
lp2:
  %y = landingpad { ptr, i32 } cleanup
  call void @__cxa_end_catch()
  resume { ptr, i32 } %y
}

define i32 @catch_rethrown() personality ptr @__gxx_personality_v0 {
  %r = invoke i32 @rethrower() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %x = landingpad { ptr, i32 } catch ptr @_ZTIi
  %p = extractvalue { ptr, i32 } %x, 0
  %o = call ptr @__cxa_begin_catch(ptr %p)
  %v = load i32, ptr %o
  %d = load i32, ptr @dtors
  %v100 = mul i32 %d, 100
  %r2 = add i32 %v, %v100
  call void @__cxa_end_catch()
  ret i32 %r2
}

define void @bad_rethrow() {
  call void @__cxa_rethrow()
  ret void
}

define void @terminate() {
  call void @_ZSt9terminatev()
  ret void
}
`

func TestExceptions(t *testing.T) {
	newM := func(t *testing.T) *Machine {
		t.Helper()
		mc, err := New(parseText(t, ehModule), Options{})
		if err != nil {
			t.Fatal(err)
		}
		return mc
	}
	call := func(t *testing.T, mc *Machine, fn string, args ...Value) int64 {
		t.Helper()
		r, err := mc.Call(fn, args...)
		if err != nil {
			t.Fatalf("%s: %v", fn, err)
		}
		return int64(int32(r.Int64()))
	}
	t.Run("derived caught as base, catch-all", func(t *testing.T) {
		mc := newM(t)
		for which, want := range []int64{42, -1, -1} {
			if got := call(t, mc, "catch_base", IntValue(int64(which))); got != want {
				t.Errorf("catch_base(%d) = %d, want %d", which, got, want)
			}
		}
		// The int had a destructor: run once, by __cxa_end_catch.
		if got := call(t, mc, "get_dtors"); got != 1 {
			t.Errorf("exception destructor ran %d times, want 1", got)
		}
	})
	t.Run("cleanup and resume, non-matching landingpad skipped", func(t *testing.T) {
		mc := newM(t)
		if got := call(t, mc, "outer"); got != 105 {
			t.Errorf("outer() = %d, want 105 (one cleanup, the int 5, the double-only handler not entered)", got)
		}
	})
	t.Run("filter", func(t *testing.T) {
		mc := newM(t)
		if got := call(t, mc, "filtered", IntValue(1)); got >= 0 {
			t.Errorf("filtered(1) = %d, want a negative selector (double violates the filter)", got)
		}
		_, err := mc.Call("filtered", IntValue(0))
		if !errors.Is(err, ErrTerminate) || !strings.Contains(err.Error(), "uncaught C++ exception of type int") {
			t.Errorf("filtered(0): %v, want the int to pass the filter and be uncaught", err)
		}
		if got := call(t, mc, "nothrow_spec"); got >= 0 {
			t.Errorf("nothrow_spec() = %d, want a negative selector", got)
		}
	})
	t.Run("rethrow", func(t *testing.T) {
		mc := newM(t)
		// 9, and the destructor has not run yet while the second handler
		// is active.
		if got := call(t, mc, "catch_rethrown"); got != 9 {
			t.Errorf("catch_rethrown() = %d, want 9", got)
		}
		if got := call(t, mc, "get_dtors"); got != 1 {
			t.Errorf("exception destructor ran %d times after the second handler, want 1", got)
		}
	})
	t.Run("uncaught", func(t *testing.T) {
		mc := newM(t)
		_, err := mc.Call("throw_derived", IntValue(1))
		if !errors.Is(err, ErrTerminate) || !strings.Contains(err.Error(), "uncaught C++ exception of type Derived") {
			t.Errorf("throw_derived: %v", err)
		}
		for _, fn := range []string{"bad_rethrow", "terminate"} {
			if _, err := mc.Call(fn); !errors.Is(err, ErrTerminate) {
				t.Errorf("%s: %v, want ErrTerminate", fn, err)
			}
		}
	})
}

func TestDemangleType(t *testing.T) {
	for in, want := range map[string]string{
		"i":                          "int",
		"d":                          "double",
		"7MyError":                   "MyError",
		"St13runtime_error":          "std::runtime_error",
		"N2ns5InnerE":                "ns::Inner",
		"PKc":                        "char const*",
		"NSt7__cxx1112basic_stringE": "std::__cxx11::basic_string",
		"Z3weird":                    "Z3weird",
	} {
		if got := demangleType(in); got != want {
			t.Errorf("demangleType(%q) = %q, want %q", in, got, want)
		}
	}
}

// An exception that nothing catches is reported at the throw: the search
// phase finds no handler, so the cleanup on the way does not run (as with
// libstdc++, which calls std::terminate before unwinding).
func TestUncaughtSkipsCleanups(t *testing.T) {
	mc, err := New(parseText(t, ehModule), Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = mc.Call("cleanup_then_resume", IntValue(3))
	var re *RunError
	if !errors.As(err, &re) || re.Class != ErrTerminate || re.Func != "throw_int" || !strings.Contains(re.Msg, "of type int") {
		t.Fatalf("cleanup_then_resume: %v, want ErrTerminate at the throw in @throw_int", err)
	}
	r, err := mc.Call("get_log")
	if err != nil {
		t.Fatal(err)
	}
	if r.Int64() != 0 {
		t.Errorf("the cleanup ran %d times for an uncaught exception, want 0", r.Int64())
	}
}
