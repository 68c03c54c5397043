package ptrtype

import (
	"strings"
	"testing"
)

// A wide string converted with wcsrtombs is passed as a cursor (&path):
// nothing in the function reads the wchar_t* itself, the library's
// prototype (const wchar_t **src) says what it is, and wchar_t is the
// integer the module flag wchar_size gives. Without the flag nothing
// says wchar_t's size, and nothing is guessed.
func TestWideStringPrototypes(t *testing.T) {
	const body = `
%union.anon = type { i32 }

define i64 @to_multibyte(ptr %dst, ptr %path) {
  %cur = alloca ptr
  %st = alloca i64
  store ptr %path, ptr %cur
  store i64 0, ptr %st
  %n = call i64 @wcsrtombs(ptr %dst, ptr %cur, i64 64, ptr %st)
  ret i64 %n
}

define i64 @length(ptr %u, ptr %w) {
  %f = getelementptr %union.anon, ptr %u, i32 0, i32 0
  %x = load i32, ptr %f
  %n = call i64 @wcslen(ptr %w)
  ret i64 %n
}

declare i64 @wcsrtombs(ptr, ptr, i64, ptr)
declare i64 @wcslen(ptr)
`
	const flags = `
!llvm.module.flags = !{!0}
!0 = !{i32 1, !"wchar_size", i32 4}
`
	m, r := infer(t, body+flags)
	conv := m.Func("to_multibyte")
	for _, c := range []struct {
		what, got, want string
	}{
		{"@to_multibyte's %path", r.TypeOf(conv.Params[1]).String(), "i32*"},
		{"@to_multibyte's %dst", r.TypeOf(conv.Params[0]).String(), "i8*"},
		{"@wcsrtombs param 1", r.TypeOf(m.Func("wcsrtombs").Params[1]).String(), "i32**"},
		{"@wcslen param 0", r.TypeOf(m.Func("wcslen").Params[0]).String(), "i32*"},
		{"@length's %w", r.TypeOf(m.Func("length").Params[1]).String(), "i32*"},
		{"@length's %u", r.TypeOf(m.Func("length").Params[0]).String(), "%union.anon*"},
	} {
		if c.got != c.want {
			t.Errorf("%s: %s, want %s", c.what, c.got, c.want)
		}
	}
	if ex := r.Explain(conv.Params[1]).String(); !strings.Contains(ex, "C library prototype of wcsrtombs") || !strings.Contains(ex, "wchar_size") {
		t.Errorf("@to_multibyte's %%path: the explanation does not name the prototype and wchar_size:\n%s", ex)
	}

	// wchar_t of 2 bytes (a Windows target): i16.
	m, r = infer(t, body+strings.Replace(flags, "i32 4}", "i32 2}", 1))
	if got := r.TypeOf(m.Func("to_multibyte").Params[1]).String(); got != "i16*" {
		t.Errorf("wchar_size 2: @to_multibyte's %%path: %s, want i16*", got)
	}

	// No wchar_size: not guessed.
	m, r = infer(t, body)
	if got := r.TypeOf(m.Func("wcslen").Params[0]).String(); got == "i32*" {
		t.Errorf("no wchar_size: @wcslen param 0: %s, want it left to the evidence", got)
	}
}
