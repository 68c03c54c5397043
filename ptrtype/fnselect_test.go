package ptrtype

import (
	"strings"
	"testing"
)

// lz4frame's block compressors, chosen by a select and a phi where the
// choice is inlined and called through: @noDict does not use its
// dictionary, @withDict reads it as a Dict, and the call passes a Dict*.
// The three functions reaching the phi are one slot's, so @noDict's
// unused parameter takes the slot's Dict* (the siblings' rule); without
// the slot it has no evidence at all.
func TestSelectedFunctionsShareASlot(t *testing.T) {
	m, r := infer(t, `%struct.Dict = type { i64, ptr }

define internal i32 @withDict(ptr %ctx, ptr %d) {
  %f = getelementptr inbounds %struct.Dict, ptr %d, i64 0, i32 0
  %v = load i64, ptr %f, align 8
  %w = trunc i64 %v to i32
  ret i32 %w
}

define internal i32 @withDictToo(ptr %ctx, ptr %d) {
  %f = getelementptr inbounds %struct.Dict, ptr %d, i64 0, i32 1
  %p = load ptr, ptr %f, align 8
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define internal i32 @noDict(ptr %ctx, ptr %d) {
  ret i32 0
}

define i32 @run(i32 %level, i1 %linked, ptr %ctx, ptr %dict) {
entry:
  %raw = icmp eq i32 %level, 0
  br i1 %raw, label %go, label %pick
pick:
  %fn = select i1 %linked, ptr @withDict, ptr @withDictToo
  br label %go
go:
  %chosen = phi ptr [ @noDict, %entry ], [ %fn, %pick ]
  %f = getelementptr inbounds %struct.Dict, ptr %dict, i64 0, i32 0
  store i64 1, ptr %f, align 8
  %r = call i32 %chosen(ptr %ctx, ptr %dict)
  ret i32 %r
}
`)
	p := m.Func("noDict").Params[1]
	if got := r.TypeOf(p).String(); got != "%struct.Dict*" {
		t.Errorf("@noDict's %%d: %s, want %%struct.Dict*\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "%chosen: functions chosen between (fnselect.go)") {
		t.Errorf("the explanation does not name the phi the functions reach:\n%s", ex)
	}
}
