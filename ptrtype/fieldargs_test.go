package ptrtype

import (
	"strings"
	"testing"
)

// lz4frame's LZ4F_cctx_s.lz4CtxPtr: a void* member holding the fast
// stream or the HC stream, whichever the level chose, passed to the
// functions of each (which read their own struct through it), and given
// a local stream's address. Most calls take a Fast*, so the vote would
// make the member one; the calls for unrelated structs make it the
// void* it is.
func TestMemberPassedForUnrelatedStructs(t *testing.T) {
	m, r := infer(t, `%struct.Ctx = type { i32, ptr }
%struct.Fast = type { [4 x i32], i64 }
%struct.HC = type { ptr, i16, i16 }

define i64 @fastStep(ptr %s) {
  %f = getelementptr inbounds %struct.Fast, ptr %s, i64 0, i32 1
  %v = load i64, ptr %f, align 8
  ret i64 %v
}

define i64 @fastReset(ptr %s) {
  %f = getelementptr inbounds %struct.Fast, ptr %s, i64 0, i32 1
  store i64 0, ptr %f, align 8
  ret i64 0
}

define i64 @hcStep(ptr %s) {
  %f = getelementptr inbounds %struct.HC, ptr %s, i64 0, i32 1
  %v = load i16, ptr %f, align 8
  %w = zext i16 %v to i64
  ret i64 %w
}

define i64 @compress(ptr %c, i32 %level) {
entry:
  %lf = getelementptr inbounds %struct.Ctx, ptr %c, i64 0, i32 0
  store i32 %level, ptr %lf, align 4
  %pf = getelementptr inbounds %struct.Ctx, ptr %c, i64 0, i32 1
  %s = load ptr, ptr %pf, align 8
  %hc = icmp sgt i32 %level, 2
  br i1 %hc, label %high, label %low
low:
  %a = call i64 @fastReset(ptr %s)
  %b = call i64 @fastStep(ptr %s)
  br label %done
high:
  %h = call i64 @hcStep(ptr %s)
  br label %done
done:
  %r = phi i64 [ %b, %low ], [ %h, %high ]
  ret i64 %r
}

define i64 @oneShot() {
  %c = alloca %struct.Ctx, align 8
  %st = alloca %struct.Fast, align 8
  %pf = getelementptr inbounds %struct.Ctx, ptr %c, i64 0, i32 1
  store ptr %st, ptr %pf, align 8
  %r = call i64 @compress(ptr %c, i32 1)
  ret i64 %r
}
`)
	ctx := m.NamedType("struct.Ctx")
	if got := r.Body(ctx)[1].String(); got != "i8*" {
		t.Errorf("%%struct.Ctx field 1: %s, want i8*\n%s", got, r.ExplainField(ctx, 1))
	}
	if ex := r.ExplainField(ctx, 1).String(); !strings.Contains(ex, "(%struct.Fast, %struct.HC) at %struct.Ctx field 1 (fieldargs.go)") {
		t.Errorf("the explanation does not name the rule and the structs:\n%s", ex)
	}
	for fn, want := range map[string]string{"fastStep": "%struct.Fast*", "hcStep": "%struct.HC*"} {
		if got := r.TypeOf(m.Func(fn).Params[0]).String(); got != want {
			t.Errorf("@%s's %%s: %s, want %s", fn, got, want)
		}
	}
}
