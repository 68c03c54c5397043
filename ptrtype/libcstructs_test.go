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
