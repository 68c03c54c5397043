package ptrtype

import (
	"strings"
	"testing"
)

// Clang's second type for one C struct (struct.Dec.1 beside
// struct.Dec, one body) used only for a local: its pointer members have
// no evidence of their own and take Dec's, with Dec's pointers to
// itself made pointers to Dec.1. A struct.Other.2 with another body than
// struct.Other is another struct: nothing is taken.
func TestDuplicateStructTakesOriginalFields(t *testing.T) {
	m, r := infer(t, `
%struct.Dec = type { i32, ptr, ptr }
%struct.Dec.1 = type { i32, ptr, ptr }
%struct.Vt = type { i64, i32 }
%struct.Other = type { ptr, i32 }
%struct.Other.2 = type { ptr, i64 }

define i32 @dec_read(ptr %d) {
  %vp = getelementptr %struct.Dec, ptr %d, i32 0, i32 1
  %v = load ptr, ptr %vp
  %n = getelementptr %struct.Vt, ptr %v, i32 0, i32 1
  %x = load i32, ptr %n
  %cp = getelementptr %struct.Dec, ptr %d, i32 0, i32 2
  %cb = load ptr, ptr %cp
  %y = call i32 %cb(ptr %d)
  %s = add i32 %x, %y
  ret i32 %s
}

define i32 @other(ptr %o) {
  %p = getelementptr %struct.Other, ptr %o, i32 0, i32 0
  %q = load ptr, ptr %p
  %v = getelementptr %struct.Vt, ptr %q, i32 0, i32 1
  %x = load i32, ptr %v
  ret i32 %x
}

define i32 @dec_local() {
  %l = alloca %struct.Dec.1
  %k = getelementptr %struct.Dec.1, ptr %l, i32 0, i32 0
  store i32 1, ptr %k
  %o = alloca %struct.Other.2
  %j = getelementptr %struct.Other.2, ptr %o, i32 0, i32 1
  store i64 1, ptr %j
  ret i32 0
}
`)
	dup := r.Body(m.NamedType("struct.Dec.1"))
	for k, want := range map[int]string{1: "%struct.Vt*", 2: "i32 (%struct.Dec.1*)*"} {
		if got := dup[k].String(); got != want {
			t.Errorf("%%struct.Dec.1 field %d: %s, want %s", k, got, want)
		}
	}
	if got := r.Body(m.NamedType("struct.Other.2"))[0].String(); got != "i8*" {
		t.Errorf("%%struct.Other.2 field 0: %s, want i8* (another body: another struct)", got)
	}
	if ex := r.ExplainField(m.NamedType("struct.Dec.1"), 1); !strings.Contains(ex.String(), whatDupStruct+"%struct.Dec)") {
		t.Errorf("%%struct.Dec.1 field 1: the explanation does not name struct.Dec:\n%s", ex)
	}
}
