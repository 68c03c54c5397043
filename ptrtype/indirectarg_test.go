package ptrtype

import (
	"strings"
	"testing"
)

// SQLite's sqlite3OsOpenMalloc passes its `int *pOutFlags` on to the
// VFS's xOpen and does nothing else with it; the implementation stored
// in the table writes an int through it. The forwarded parameter takes
// the slot's int*. A struct pointer forwarded the same way keeps the
// i8* nothing contradicts (a handle each implementation converts).
func TestParamPassedToFunctionPointerTakesItsType(t *testing.T) {
	m, r := infer(t, `%struct.Vfs = type { i32, ptr }
%struct.File = type { i64, i64 }

@vfs = global %struct.Vfs { i32 1, ptr @unixOpen }
@vfs2 = global %struct.Vfs { i32 2, ptr @unixOpen }
@vfs3 = global %struct.Vfs { i32 3, ptr @unixOpen }

define internal i32 @unixOpen(ptr %vfs, ptr %file, ptr %flags) {
  %n = getelementptr inbounds %struct.File, ptr %file, i64 0, i32 1
  store i64 0, ptr %n, align 8
  store i32 2, ptr %flags, align 4
  ret i32 0
}

define i32 @openMalloc(ptr %vfs, ptr %file, ptr %flags) {
  %f = getelementptr inbounds %struct.Vfs, ptr %vfs, i64 0, i32 1
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %vfs, ptr %file, ptr %flags)
  ret i32 %r
}
`)
	f := m.Func("openMalloc")
	p := f.Params[2]
	if got := r.TypeOf(p).String(); got != "i32*" {
		t.Errorf("@openMalloc's %%flags: %s, want i32*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, whatIndirectArg) || !strings.Contains(ex, "argument #2") {
		t.Errorf("the explanation does not name the rule and the call:\n%s", ex)
	}
	if got := r.TypeOf(f.Params[1]).String(); got != "i8*" {
		t.Errorf("@openMalloc's %%file: %s, want i8* (a struct pointer forwarded: maybe a handle)", got)
	}
}
