package ptrtype

import (
	"strings"
	"testing"
)

// SQLite's unixClose reads pFile->pInode as `getelementptr
// %struct.sqlite3_file, ptr %p, i64 2` (byte 16 as steps over another
// type) and a trigger step's pTrig at its start without any
// getelementptr: the field has no evidence of its own, but once the
// vote has said %p points to the struct, the pointers read and written
// there are the field's.
func TestFieldFromAccessesAtItsOffset(t *testing.T) {
	m, r := infer(t, `%struct.base = type { ptr }
%struct.file = type { ptr, i64, ptr, i32 }
%struct.inode = type { i32, i32 }

define void @close(ptr %p) {
  %n = getelementptr inbounds %struct.file, ptr %p, i64 0, i32 3
  store i32 0, ptr %n, align 4
  %k = getelementptr inbounds %struct.file, ptr %p, i64 0, i32 1
  store i64 0, ptr %k, align 8
  %g = getelementptr inbounds %struct.file, ptr %p, i64 0, i32 2
  %a = getelementptr inbounds %struct.base, ptr %p, i64 2
  %i = load ptr, ptr %a, align 8
  %c = getelementptr inbounds %struct.inode, ptr %i, i64 0, i32 1
  store i32 0, ptr %c, align 4
  ret void
}
`)
	if got := r.TypeOf(m.Func("close").Params[0]).String(); got != "%struct.file*" {
		t.Fatalf("%%p: %s, want %%struct.file* (the test's premise)", got)
	}
	s := m.NamedType("struct.file")
	if got := r.Body(s)[2].String(); got != "%struct.inode*" {
		t.Errorf("%%struct.file field 2: %s, want %%struct.inode* (read at byte 16 of a %%struct.file*)", got)
	}
	if got := r.Body(s)[0].String(); got != "i8*" {
		t.Errorf("%%struct.file field 0: %s, want i8* (nothing reads or writes it)", got)
	}
	if ex := r.Explain(instrNamed(m.Func("close"), "g")).String(); !strings.Contains(ex, "fieldaccess.go") {
		t.Errorf("the explanation does not name the field's type:\n%s", ex)
	}
}
