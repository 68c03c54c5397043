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

// SQLite's FuncDestructor.pUserData, a void*: `p->pUserData = pArg`
// stores a parameter that only its callers type (they pass a config
// struct). The store says what the callers pass, not what the member
// is: a field without evidence takes the pointers stored at its offset
// only when their own accesses type them.
func TestFieldFromAccessesNotFromFlowTypedStores(t *testing.T) {
	m, r := infer(t, `%struct.D = type { i32, ptr, ptr }
%struct.C = type { i64, i64 }

define void @mk(ptr %d, ptr %user) {
  %n = getelementptr inbounds %struct.D, ptr %d, i64 0, i32 0
  store i32 1, ptr %n, align 4
  %u = getelementptr inbounds i8, ptr %d, i64 16
  store ptr %user, ptr %u, align 8
  ret void
}

define void @caller(ptr %d, ptr %c) {
  %x = getelementptr inbounds %struct.C, ptr %c, i64 0, i32 1
  store i64 0, ptr %x, align 8
  call void @mk(ptr %d, ptr %c)
  ret void
}
`)
	if got := r.TypeOf(m.Func("mk").Params[0]).String(); got != "%struct.D*" {
		t.Fatalf("@mk's %%d: %s, want %%struct.D* (the test's premise)", got)
	}
	if got := r.Body(m.NamedType("struct.D"))[2].String(); got != "i8*" {
		t.Errorf("%%struct.D field 2: %s, want i8* (stored a pointer only the calls type)", got)
	}
}
