package ptrtype

import "testing"

// SQLite's parser: `p->yystack = p->yystk0;` stores the array member
// yystk0 decayed to a pointer to its first element; the pointer field is
// a yyStackEntry*, not a pointer to the whole array.
func TestArrayMemberStoredDecayed(t *testing.T) {
	m, r := infer(t, `%struct.Entry = type { i16, i16, ptr }
%struct.Parser = type { ptr, ptr, [50 x %struct.Entry] }

define void @init(ptr %p) {
  %stk = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 2
  %top = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 1
  store ptr %stk, ptr %top, align 8
  %e = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 2, i64 0, i32 1
  store i16 0, ptr %e, align 2
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.Parser"))[1].String(); got != "%struct.Entry*" {
		t.Errorf("%%struct.Parser field 1: %s, want %%struct.Entry* (the array member, decayed)", got)
	}
}
