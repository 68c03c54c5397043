package ptrtype

import (
	"strings"
	"testing"
)

// Two units' static `get`, linked: demux's `Frame *get(const Demux *,
// int)` keeps the name, the encoder's `Enc *get(const Encoder *,
// size_t)` becomes @get.7, and the encoder's __PRETTY_FUNCTION__ keeps
// the plain name. Its prototype (an Encoder*, a size_t: i64) fits
// @get.7, not @get (an i32): @get's parameter is the Demux it reads,
// @get.7's the Encoder the prototype spells.
func TestPrettyRenamedStatic(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-i64:64-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"
%struct.Demux = type { i32, ptr }
%struct.Encoder = type { i64, i64 }

@__PRETTY_FUNCTION__.get = private unnamed_addr constant [39 x i8] c"Enc *get(const Encoder *const, size_t)\00"
@.s = private constant [2 x i8] c"x\00"

define ptr @get(ptr %d, i32 %n) {
  %f = getelementptr inbounds %struct.Demux, ptr %d, i32 0, i32 1
  %p = load ptr, ptr %f
  ret ptr %p
}

define ptr @get.7(ptr %e, i64 %n) {
  %c = icmp eq i64 %n, 0
  br i1 %c, label %fail, label %ok
fail:
  call void @__assert_fail(ptr @.s, ptr @.s, i32 1, ptr @__PRETTY_FUNCTION__.get)
  unreachable
ok:
  ret ptr null
}

define ptr @use(ptr %e, ptr %d) {
  %a = call ptr @get(ptr %d, i32 1)
  %b = call ptr @get.7(ptr %e, i64 1)
  ret ptr %a
}

declare void @__assert_fail(ptr, ptr, i32, ptr)
`)
	if got := r.TypeOf(m.Func("get").Params[0]).String(); got != "%struct.Demux*" {
		t.Errorf("@get's parameter: %s, want %%struct.Demux*\n%s", got, r.Explain(m.Func("get").Params[0]))
	}
	g7 := m.Func("get.7").Params[0]
	if got := r.TypeOf(g7).String(); got != "%struct.Encoder*" {
		t.Errorf("@get.7's parameter: %s, want %%struct.Encoder*\n%s", got, r.Explain(g7))
	}
	if ex := r.Explain(g7).String(); !strings.Contains(ex, whatPretty) {
		t.Errorf("@get.7's parameter: the explanation does not name the prototype:\n%s", ex)
	}
}
