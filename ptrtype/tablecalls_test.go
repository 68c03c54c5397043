package ptrtype

import (
	"strings"
	"testing"
)

// SQLite's xRandomness(sqlite3_vfs*, int, char *zOut): unixRandomness
// writes the bytes, memdbRandomness does not use zOut, and the one call
// through the slot passes a u32 array (converted to char* in C). The
// unused parameter takes its sibling's char*, not the u32* the call
// passes.
func TestUnusedTableParamTakesSiblingsType(t *testing.T) {
	m, r := infer(t, `%struct.Vfs = type { i32, ptr }

@unixVfs = global %struct.Vfs { i32 1, ptr @unixRandomness }
@memVfs = global %struct.Vfs { i32 2, ptr @memRandomness }

define internal i32 @unixRandomness(ptr %vfs, i32 %n, ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %x = sext i32 %i to i64
  %p = getelementptr inbounds i8, ptr %out, i64 %x
  store i8 7, ptr %p, align 1
  %j = add i32 %i, 1
  %c = icmp slt i32 %j, %n
  br i1 %c, label %loop, label %done
done:
  ret i32 %n
}

define internal i32 @memRandomness(ptr %vfs, i32 %n, ptr %out) {
  ret i32 0
}

define i32 @randomness(ptr %vfs) {
  %s = alloca [16 x i32], align 16
  %f = getelementptr inbounds %struct.Vfs, ptr %vfs, i64 0, i32 1
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %vfs, i32 64, ptr %s)
  %v = load i32, ptr %s, align 16
  ret i32 %v
}
`)
	p := m.Func("memRandomness").Params[2]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@memRandomness's %%out: %s, want i8*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "its siblings' own uses of it (@unixRandomness: i8*)") {
		t.Errorf("the explanation does not name the rule and the sibling:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("unixRandomness").Params[2]).String(); got != "i8*" {
		t.Errorf("@unixRandomness's %%out: %s, want i8*", got)
	}
}
