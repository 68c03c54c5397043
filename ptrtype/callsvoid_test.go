package ptrtype

import (
	"strings"
	"testing"
)

// A reader callback called for a struct and for an int: the function
// pointer's buffer parameter is a void*.
func TestCallsThroughUnrelatedPointersVoid(t *testing.T) {
	m, r := infer(t, `%struct.seekpoint = type { i64, i64 }

define i64 @load(ptr %read, ptr %ud) {
  %a = alloca %struct.seekpoint, align 8
  %b = alloca i32, align 4
  %n1 = call i64 %read(ptr %ud, ptr %a, i64 16)
  %n2 = call i64 %read(ptr %ud, ptr %b, i64 4)
  %x = load i32, ptr %b, align 4
  %f = getelementptr inbounds %struct.seekpoint, ptr %a, i64 0, i32 1
  %y = load i64, ptr %f, align 8
  %z = sext i32 %x to i64
  %s = add i64 %y, %z
  ret i64 %s
}
`)
	p := m.Func("load").Params[0]
	if got := r.TypeOf(p).String(); got != "i64 (i8*, i8*, i64)*" {
		t.Errorf("@load's %%read: %s, want i64 (i8*, i8*, i64)*\n%s", got, r.Explain(p))
	}
	if e := r.Explain(p).String(); !strings.Contains(e, "callsvoid.go") {
		t.Errorf("explain does not name callsvoid.go:\n%s", e)
	}
}

// Calls that pass one struct keep it.
func TestCallsThroughOneStructKept(t *testing.T) {
	m, r := infer(t, `%struct.seekpoint = type { i64, i64 }

define i64 @load(ptr %read, ptr %ud) {
  %a = alloca %struct.seekpoint, align 8
  %b = alloca %struct.seekpoint, align 8
  %n1 = call i64 %read(ptr %ud, ptr %a, i64 16)
  %n2 = call i64 %read(ptr %ud, ptr %b, i64 16)
  %f = getelementptr inbounds %struct.seekpoint, ptr %a, i64 0, i32 1
  %y = load i64, ptr %f, align 8
  %g = getelementptr inbounds %struct.seekpoint, ptr %b, i64 0, i32 1
  %z = load i64, ptr %g, align 8
  %s = add i64 %y, %z
  ret i64 %s
}
`)
	p := m.Func("load").Params[0]
	if got := r.TypeOf(p).String(); got != "i64 (i8*, %struct.seekpoint*, i64)*" {
		t.Errorf("@load's %%read: %s, want i64 (i8*, %%struct.seekpoint*, i64)*", got)
	}
}
