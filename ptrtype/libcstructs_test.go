package ptrtype

import (
	"strings"
	"testing"
)

// Declarations a program only takes the address of (a table of system
// calls it calls through casts, as SQLite's aSyscall) have no evidence of
// their own; the C library's prototype says their struct pointers:
// stat64's buffer is the struct stat the program's headers declare (the
// *64 name of stat under _FILE_OFFSET_BITS=64), nanosleep's are struct
// timespec. A struct the module does not have, or two alternatives it
// has both of, say nothing.
func TestLibcStructPrototypes(t *testing.T) {
	const syscalls = `
%struct.unix_syscall = type { ptr, ptr }

@aSyscall = internal global [3 x %struct.unix_syscall] [%struct.unix_syscall { ptr @.s0, ptr @stat64 }, %struct.unix_syscall { ptr @.s1, ptr @nanosleep }, %struct.unix_syscall { ptr @.s2, ptr @gmtime_r }]
@.s0 = private constant [7 x i8] c"stat64\00"
@.s1 = private constant [10 x i8] c"nanosleep\00"
@.s2 = private constant [9 x i8] c"gmtime_r\00"

declare i32 @stat64(ptr, ptr)
declare i32 @nanosleep(ptr, ptr)
declare ptr @gmtime_r(ptr, ptr)
`
	m, r := infer(t, `%struct.stat = type { i64, i64, i64, i32, i32, i32, i32, i64, i64, i64, i64, %struct.timespec, %struct.timespec, %struct.timespec, [3 x i64] }
%struct.timespec = type { i64, i64 }
`+syscalls)
	want := map[string][]string{
		"stat64":    {"i8*", "%struct.stat*"},
		"nanosleep": {"%struct.timespec*", "%struct.timespec*"},
		"gmtime_r":  {"i8*", "i8*"}, // no struct tm in the module
	}
	for fn, ps := range want {
		for k, w := range ps {
			if got := r.TypeOf(m.Func(fn).Params[k]).String(); got != w {
				t.Errorf("@%s param %d: %s, want %s", fn, k, got, w)
			}
		}
	}
	if ex := r.Explain(m.Func("stat64").Params[1]).String(); !strings.Contains(ex, "C library prototype of stat64") {
		t.Errorf("@stat64's buffer: the explanation does not name the prototype:\n%s", ex)
	}

	// Both struct stat and struct stat64: which one stat64 takes is not
	// guessed.
	m, r = infer(t, `%struct.stat = type { i64, i64 }
%struct.stat64 = type { i64, i64, i64 }

@syscalls = internal global [1 x ptr] [ptr @stat64]

declare i32 @stat64(ptr, ptr)
`)
	if got := r.TypeOf(m.Func("stat64").Params[1]).String(); got != "i8*" {
		t.Errorf("@stat64 param 1 with both struct stat and struct stat64: %s, want i8* (not guessed)", got)
	}
}

// POSIX prototypes: what a program passes for a thread's void* argument,
// a thread-specific value or a mapping's address hint is its own object,
// converted to the void* the prototype takes; pthread_join's result is a
// void**, a signal mask a struct __sigset_t*, vsnprintf's buffer a
// char* and its va_list a struct __va_list_tag*, whatever the calls pass.
func TestPosixPrototypes(t *testing.T) {
	m, r := infer(t, `%struct.job = type { ptr, i64 }
%struct.__sigset_t = type { [16 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

define i32 @run(ptr %j, i64 %th, ptr %hint, ptr %buf, ptr %ap) {
  %a = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  %n = load i64, ptr %a
  %t = alloca i64
  %c = call i32 @pthread_create(ptr %t, ptr null, ptr @worker, ptr %j)
  %s = call i32 @pthread_setspecific(i32 1, ptr %j)
  %res = alloca ptr
  %w = call i32 @pthread_join(i64 %th, ptr %res)
  %h = load i64, ptr %hint
  %p = call ptr @mmap(ptr %hint, i64 %n, i32 3, i32 1, i32 -1, i64 0)
  %set = alloca %struct.__sigset_t
  %k = call i32 @pthread_sigmask(i32 0, ptr %set, ptr null)
  %b = load i32, ptr %buf
  %v = call i32 @vsnprintf(ptr %buf, i64 16, ptr @fmt, ptr %ap)
  ret i32 %c
}

define ptr @worker(ptr %arg) {
  ret ptr null
}

@fmt = private constant [3 x i8] c"%d\00"

declare i32 @pthread_create(ptr, ptr, ptr, ptr)
declare i32 @pthread_setspecific(i32, ptr)
declare i32 @pthread_join(i64, ptr)
declare ptr @mmap(ptr, i64, i32, i32, i32, i64)
declare i32 @pthread_sigmask(i32, ptr, ptr)
declare i32 @vsnprintf(ptr, i64, ptr, ptr)
`)
	for _, c := range []struct {
		fn   string
		k    int
		want string
	}{
		{"pthread_create", 3, "i8*"},
		{"pthread_setspecific", 1, "i8*"},
		{"pthread_join", 1, "i8**"},
		{"mmap", 0, "i8*"},
		{"pthread_sigmask", 2, "%struct.__sigset_t*"},
		{"vsnprintf", 0, "i8*"},
		{"vsnprintf", 3, "%struct.__va_list_tag*"},
	} {
		if got := r.TypeOf(m.Func(c.fn).Params[c.k]).String(); got != c.want {
			t.Errorf("@%s param %d: %s, want %s", c.fn, c.k, got, c.want)
		}
	}
	if ex := r.Explain(m.Func("pthread_create").Params[3]).String(); !strings.Contains(ex, "C library prototype of pthread_create") {
		t.Errorf("@pthread_create's argument: the explanation does not name the prototype:\n%s", ex)
	}
}
