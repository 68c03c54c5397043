package ptrtype

import (
	"strings"
	"testing"
)

// libexpat's normal_encoding.isName2 at -O0: a helper the scanners call
// (scanName) calls through it with its spilled `const ENCODING *`, which
// the vote read as normal_encoding and cbasecalls.go then gave the base
// (after cbaseone.go read this slot's calls); isNever and
// utf8_isName ignore the parameter, so paramsFromTables gave them what
// the calls passed at the vote. Once the calls pass the base, they take
// it.
func TestUnusedTableParamTakesTheSettledCalls(t *testing.T) {
	m, r := infer(t, `%struct.encoding = type { ptr, i8 }
%struct.normal_encoding = type { %struct.encoding, [4 x i8], ptr }

@latin1 = internal constant %struct.normal_encoding { %struct.encoding { ptr @latin1_tok, i8 1 }, [4 x i8] zeroinitializer, ptr @isNever }, align 8
@utf8 = internal constant %struct.normal_encoding { %struct.encoding { ptr @utf8_tok, i8 2 }, [4 x i8] zeroinitializer, ptr @utf8_isName }, align 8

define internal i32 @isNever(ptr %enc, ptr %p) {
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  store ptr %enc, ptr %a, align 8
  store ptr %p, ptr %b, align 8
  ret i32 0
}

define internal i32 @utf8_isName(ptr %enc, ptr %p) {
  %a = alloca ptr, align 8
  %b = alloca ptr, align 8
  store ptr %enc, ptr %a, align 8
  store ptr %p, ptr %b, align 8
  %q = load ptr, ptr %b, align 8
  %c = load i8, ptr %q, align 1
  %w = zext i8 %c to i32
  ret i32 %w
}

define internal i32 @scanName(ptr %enc, ptr %s) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1, i64 2
  %v = load i8, ptr %t, align 1
  %e3 = load ptr, ptr %slot, align 8
  %f = getelementptr inbounds %struct.normal_encoding, ptr %e3, i32 0, i32 2
  %fn = load ptr, ptr %f, align 8
  %e4 = load ptr, ptr %slot, align 8
  %r = call i32 %fn(ptr %e4, ptr %s)
  ret i32 %r
}

define internal i32 @latin1_tok(ptr %enc, ptr %s) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1, i64 0
  %v = load i8, ptr %t, align 1
  %e4 = load ptr, ptr %slot, align 8
  %r = call i32 @scanName(ptr %e4, ptr %s)
  ret i32 %r
}

define internal i32 @utf8_tok(ptr %enc, ptr %s) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1, i64 1
  %v = load i8, ptr %t, align 1
  %e4 = load ptr, ptr %slot, align 8
  %r = call i32 @scanName(ptr %e4, ptr %s)
  ret i32 %r
}

define i32 @scan(ptr %enc, ptr %s) {
  %m = getelementptr inbounds %struct.encoding, ptr %enc, i32 0, i32 1
  %k = load i8, ptr %m, align 8
  %f = getelementptr inbounds %struct.encoding, ptr %enc, i32 0, i32 0
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %enc, ptr %s)
  ret i32 %r
}
`)
	for _, fn := range []string{"isNever", "utf8_isName"} {
		if got := r.TypeOf(m.Func(fn).Params[0]).String(); got != "%struct.encoding*" {
			t.Errorf("@%s's %%enc: %s, want %%struct.encoding* (what the calls through its slot pass)", fn, got)
		}
	}
	if ex := r.Explain(m.Func("isNever").Params[0]).String(); !strings.Contains(ex, "tablerecall.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}
