package ptrtype

import (
	"strings"
	"testing"
)

// SQLite's sqlite3VtabCreateModule(db, zName, pModule, void *pAux, ...)
// stores pAux into the Module it allocates (`pMod->pAux = pAux`, at a
// byte offset of the allocation that TBAA tags as Module's member) and
// never looks inside, nor does anything read the member as a type; its one caller
// passes `(void*)pName`, a PragmaName. The parameter is the void* of the
// member, not the struct its caller passes.
func TestPassThroughIntoVoidMember(t *testing.T) {
	m, r := infer(t, `%struct.PragmaName = type { ptr, i8, i8 }
%struct.Module = type { ptr, ptr, ptr, ptr, ptr, ptr }

declare ptr @malloc(i64)

define ptr @createModule(ptr %name, ptr %aux) {
  %mod = call ptr @malloc(i64 48)
  store ptr %name, ptr %mod, align 8
  %a = getelementptr inbounds i8, ptr %mod, i64 24
  store ptr %aux, ptr %a, align 8, !tbaa !6
  ret ptr %mod
}

define void @register(ptr %p) {
  %f = getelementptr inbounds %struct.PragmaName, ptr %p, i64 0, i32 1
  store i8 1, ptr %f, align 8
  %m = call ptr @createModule(ptr null, ptr %p)
  ret void
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!5 = !{!"Module", !2, i64 0, !2, i64 8, !2, i64 16, !2, i64 24, !2, i64 32, !2, i64 40}
!6 = !{!5, !2, i64 24}
`)
	p := m.Func("createModule").Params[1]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@createModule's %%aux: %s, want i8* (stored into memory nothing types, used as nothing)\n%s", got, r.Explain(p))
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "passthrough.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("register").Params[0]).String(); got != "%struct.PragmaName*" {
		t.Errorf("@register's %%p: %s, want %%struct.PragmaName* (its own accesses)", got)
	}
}
