package ptrtype

import (
	"strings"
	"testing"
)

// libexpat's scanners at -O0: `struct normal_encoding { ENCODING enc;
// unsigned char type[4]; }`, every function of ENCODING's table declared
// with `const ENCODING *` and converting to the one derived struct inside
// (the spilled parameter read back only as it), the calls through the
// table passing the caller's ENCODING*. The functions' parameter, and the
// slot's, is the base.
func TestCallbacksTakeTheBaseOfTheirOneStruct(t *testing.T) {
	m, r := infer(t, `%struct.encoding = type { ptr, i8 }
%struct.normal_encoding = type { %struct.encoding, [4 x i8] }

@latin1 = internal constant %struct.normal_encoding { %struct.encoding { ptr @latin1_tok, i8 1 }, [4 x i8] zeroinitializer }, align 8
@utf8 = internal constant %struct.normal_encoding { %struct.encoding { ptr @utf8_tok, i8 2 }, [4 x i8] zeroinitializer }, align 8

define internal i32 @latin1_tok(ptr %enc, i64 %i) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1
  %c = getelementptr inbounds [4 x i8], ptr %t, i64 0, i64 %i
  %v = load i8, ptr %c, align 1
  %w = zext i8 %v to i32
  ret i32 %w
}

define internal i32 @utf8_tok(ptr %enc, i64 %i) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1
  %c = getelementptr inbounds [4 x i8], ptr %t, i64 0, i64 %i
  %v = load i8, ptr %c, align 1
  %w = sext i8 %v to i32
  ret i32 %w
}

define i32 @scan(ptr %enc, i64 %i) {
  %m = getelementptr inbounds %struct.encoding, ptr %enc, i32 0, i32 1
  %k = load i8, ptr %m, align 8
  %f = getelementptr inbounds %struct.encoding, ptr %enc, i32 0, i32 0
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %enc, i64 %i)
  ret i32 %r
}
`)
	for _, fn := range []string{"latin1_tok", "utf8_tok"} {
		if got := r.TypeOf(m.Func(fn).Params[0]).String(); got != "%struct.encoding*" {
			t.Errorf("@%s's %%enc: %s, want %%struct.encoding* (the base its one struct starts with)", fn, got)
		}
	}
	if got := r.Body(m.NamedType("struct.encoding"))[0].String(); got != "i32 (%struct.encoding*, i64)*" {
		t.Errorf("%%struct.encoding field 0: %s, want i32 (%%struct.encoding*, i64)*", got)
	}
	if ex := r.Explain(m.Func("utf8_tok").Params[0]).String(); !strings.Contains(ex, "cbaseone.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// Where the calls pass the derived struct too, the callbacks keep it.
func TestCallbacksKeepTheirOneStructWhenCallsPassIt(t *testing.T) {
	m, r := infer(t, `%struct.encoding = type { ptr, i8 }
%struct.normal_encoding = type { %struct.encoding, [4 x i8] }

@latin1 = internal constant %struct.normal_encoding { %struct.encoding { ptr @latin1_tok, i8 1 }, [4 x i8] zeroinitializer }, align 8
@utf8 = internal constant %struct.normal_encoding { %struct.encoding { ptr @utf8_tok, i8 2 }, [4 x i8] zeroinitializer }, align 8

define internal i32 @latin1_tok(ptr %enc, i64 %i) {
  %t = getelementptr inbounds %struct.normal_encoding, ptr %enc, i32 0, i32 1
  %c = getelementptr inbounds [4 x i8], ptr %t, i64 0, i64 %i
  %v = load i8, ptr %c, align 1
  %w = zext i8 %v to i32
  ret i32 %w
}

define internal i32 @utf8_tok(ptr %enc, i64 %i) {
  %t = getelementptr inbounds %struct.normal_encoding, ptr %enc, i32 0, i32 1
  %c = getelementptr inbounds [4 x i8], ptr %t, i64 0, i64 %i
  %v = load i8, ptr %c, align 1
  %w = sext i8 %v to i32
  ret i32 %w
}

define i32 @scan(ptr %enc, i64 %i) {
  %t = getelementptr inbounds %struct.normal_encoding, ptr %enc, i32 0, i32 1
  %f = getelementptr inbounds %struct.normal_encoding, ptr %enc, i32 0, i32 0, i32 0
  %fn = load ptr, ptr %f, align 8
  %r = call i32 %fn(ptr %enc, i64 %i)
  ret i32 %r
}
`)
	if got := r.TypeOf(m.Func("utf8_tok").Params[0]).String(); got != "%struct.normal_encoding*" {
		t.Errorf("@utf8_tok's %%enc: %s, want %%struct.normal_encoding* (the calls pass it too)", got)
	}
}
