package ptrtype

import (
	"strings"
	"testing"
)

// libexpat's scanners at -O0 hand their `const ENCODING *` on to the
// helpers they call directly, each reading it as struct normal_encoding.
// Once the scanners take the base (cbaseone.go), the helpers' calls pass
// it: the helpers take it too.
const directBaseModule = `%struct.encoding = type { ptr, i8 }
%struct.normal_encoding = type { %struct.encoding, [4 x i8] }

@latin1 = internal constant %struct.normal_encoding { %struct.encoding { ptr @latin1_tok, i8 1 }, [4 x i8] zeroinitializer }, align 8
@utf8 = internal constant %struct.normal_encoding { %struct.encoding { ptr @utf8_tok, i8 2 }, [4 x i8] zeroinitializer }, align 8

define internal i32 @scanLt(ptr %enc, i64 %i) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1
  %c = getelementptr inbounds [4 x i8], ptr %t, i64 0, i64 %i
  %v = load i8, ptr %c, align 1
  %e3 = load ptr, ptr %slot, align 8
  %t3 = getelementptr inbounds %struct.normal_encoding, ptr %e3, i32 0, i32 1, i64 1
  %v3 = load i8, ptr %t3, align 1
  %e4 = load ptr, ptr %slot, align 8
  %t4 = getelementptr inbounds %struct.normal_encoding, ptr %e4, i32 0, i32 1, i64 2
  %v4 = load i8, ptr %t4, align 1
  %x = add i8 %v, %v3
  %y = add i8 %x, %v4
  %w = zext i8 %y to i32
  ret i32 %w
}

define internal i32 @latin1_tok(ptr %enc, i64 %i) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1
  %e2 = load ptr, ptr %slot, align 8
  %r = call i32 @scanLt(ptr %e2, i64 %i)
  ret i32 %r
}

define internal i32 @utf8_tok(ptr %enc, i64 %i) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1
  %e2 = load ptr, ptr %slot, align 8
  %r = call i32 @scanLt(ptr %e2, i64 %i)
  ret i32 %r
}

define i32 @scan(ptr %enc, i64 %i) {
  %m = getelementptr inbounds %struct.encoding, ptr %enc, i32 0, i32 1
  %k = load i8, ptr %m, align 8
  %f = getelementptr inbounds %struct.encoding, ptr %enc, i32 0, i32 0
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %enc, i64 %i)
  ret i32 %r
}
`

func TestDirectCallsPassTheBase(t *testing.T) {
	m, r := infer(t, directBaseModule)
	if got := r.TypeOf(m.Func("scanLt").Params[0]).String(); got != "%struct.encoding*" {
		t.Errorf("@scanLt's %%enc: %s, want %%struct.encoding* (what its calls pass)", got)
	}
	if ex := r.Explain(m.Func("scanLt").Params[0]).String(); !strings.Contains(ex, "cbasecalls.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// At -O2 the argument is the caller's SSA parameter, which may be its
// converted copy (`JsonEachCursor *p = (JsonEachCursor *)cur; f(p)`
// passes %cur): the helper keeps the struct its body uses.
func TestDirectCallsPassTheBaseOnlyFromSpills(t *testing.T) {
	src := strings.NewReplacer(
		"  %e2 = load ptr, ptr %slot, align 8\n  %r = call i32 @scanLt(ptr %e2, i64 %i)",
		"  %r = call i32 @scanLt(ptr %enc, i64 %i)").Replace(directBaseModule)
	m, r := infer(t, src)
	if got := r.TypeOf(m.Func("scanLt").Params[0]).String(); got != "%struct.normal_encoding*" {
		t.Errorf("@scanLt's %%enc: %s, want %%struct.normal_encoding* (its calls pass SSA parameters)", got)
	}
}
