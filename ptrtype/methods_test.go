package ptrtype

import (
	"strings"
	"testing"
)

// A method of a C method table that ignores the object it is passed
// (SQLite's xSetSystemCall(sqlite3_vfs *pNotUsed, ...)), and that no
// call through its slot types, takes the object type its sibling
// methods take in that position.
func TestMethodTableSiblings(t *testing.T) {
	m, r := infer(t, `%struct.V = type { i32, ptr, ptr, ptr }

@vfs = global %struct.V { i32 1, ptr @open, ptr @close, ptr @setsys }

define i32 @open(ptr %v, ptr %name) {
  %f = getelementptr inbounds %struct.V, ptr %v, i64 0, i32 0
  %n = load i32, ptr %f, align 4
  %c = load i8, ptr %name, align 1
  %ci = zext i8 %c to i32
  %s = add i32 %n, %ci
  ret i32 %s
}

define i32 @close(ptr %v) {
  %f = getelementptr inbounds %struct.V, ptr %v, i64 0, i32 0
  store i32 0, ptr %f, align 4
  ret i32 0
}

define i32 @setsys(ptr %notUsed) {
  ret i32 0
}
`)
	p := m.Func("setsys").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.V*" {
		t.Errorf("@setsys's %%notUsed: %s, want %%struct.V*", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "sibling methods of %struct.V") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	if got := r.Body(m.NamedType("struct.V")); len(got) != 4 || got[3].String() != "i32 (%struct.V*)*" {
		t.Errorf("struct.V body %v, want field 3 i32 (%%struct.V*)*", got)
	}
}
