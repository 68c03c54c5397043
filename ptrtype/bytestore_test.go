package ptrtype

import (
	"testing"

	"github.com/irfix/irfix/ir"
)

// A field given a piece of one allocation (`d->mb = (MB*)(mem + 64)`,
// made with getelementptr i8) is the struct the code reads through it,
// not the i8 of the arithmetic: the two stores of carved pointers
// outvoted the one read as %struct.mb.
func TestByteArithmeticStore(t *testing.T) {
	m, r := infer(t, `%struct.dec = type { ptr, i32 }
%struct.mb = type { i32, i32 }

declare ptr @malloc(i64)

define void @init(ptr %d, i64 %n) {
  %mem = call ptr @malloc(i64 %n)
  %p = getelementptr inbounds i8, ptr %mem, i64 64
  %f = getelementptr inbounds %struct.dec, ptr %d, i64 0, i32 0
  store ptr %p, ptr %f
  ret void
}

define void @reinit(ptr %d, ptr %mem, i64 %off) {
  %p = getelementptr inbounds i8, ptr %mem, i64 %off
  %f = getelementptr inbounds %struct.dec, ptr %d, i64 0, i32 0
  store ptr %p, ptr %f
  ret void
}

define i32 @use(ptr %d) {
  %f = getelementptr inbounds %struct.dec, ptr %d, i64 0, i32 0
  %mb = load ptr, ptr %f
  %x = getelementptr inbounds %struct.mb, ptr %mb, i64 0, i32 1
  %v = load i32, ptr %x
  ret i32 %v
}
`)
	var dec *ir.Type
	for _, s := range m.Types {
		if s.Name == "struct.dec" {
			dec = s
		}
	}
	if got := r.Body(dec)[0].String(); got != "%struct.mb*" {
		t.Errorf("%%struct.dec field 0: %s, want %%struct.mb*", got)
	}
}
