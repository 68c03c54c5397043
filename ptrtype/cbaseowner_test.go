package ptrtype

import (
	"strings"
	"testing"
)

// libexpat's ENCODING.sameName: every implementation reads its `const
// ENCODING *` as struct normal_encoding, which starts with ENCODING, and
// nothing calls through the member. A member of the base struct takes the
// base.
const ownerBaseModule = `%struct.encoding = type { ptr, i8 }
%struct.normal_encoding = type { %struct.encoding, [4 x i8] }

@latin1 = internal constant %struct.normal_encoding { %struct.encoding { ptr @latin1_same, i8 1 }, [4 x i8] zeroinitializer }, align 8
@utf8 = internal constant %struct.normal_encoding { %struct.encoding { ptr @utf8_same, i8 2 }, [4 x i8] zeroinitializer }, align 8

define internal i32 @latin1_same(ptr %enc, i64 %i) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1
  %c = getelementptr inbounds [4 x i8], ptr %t, i64 0, i64 %i
  %v = load i8, ptr %c, align 1
  %w = zext i8 %v to i32
  ret i32 %w
}

define internal i32 @utf8_same(ptr %enc, i64 %i) {
  %slot = alloca ptr, align 8
  store ptr %enc, ptr %slot, align 8
  %e = load ptr, ptr %slot, align 8
  %t = getelementptr inbounds %struct.normal_encoding, ptr %e, i32 0, i32 1
  %c = getelementptr inbounds [4 x i8], ptr %t, i64 0, i64 %i
  %v = load i8, ptr %c, align 1
  %w = sext i8 %v to i32
  ret i32 %w
}
`

func TestUncalledMemberOfTheBaseTakesTheBase(t *testing.T) {
	m, r := infer(t, ownerBaseModule)
	for _, fn := range []string{"latin1_same", "utf8_same"} {
		if got := r.TypeOf(m.Func(fn).Params[0]).String(); got != "%struct.encoding*" {
			t.Errorf("@%s's %%enc: %s, want %%struct.encoding* (the struct whose member holds it)", fn, got)
		}
	}
	if got := r.Body(m.NamedType("struct.encoding"))[0].String(); got != "i32 (%struct.encoding*, i64)*" {
		t.Errorf("%%struct.encoding field 0: %s, want i32 (%%struct.encoding*, i64)*", got)
	}
	if ex := r.Explain(m.Func("utf8_same").Params[0]).String(); !strings.Contains(ex, "cbaseowner.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// The same functions in a table struct of their own (not the base's
// member) keep the struct they use.
func TestUncalledMemberOfAnotherStructKeepsItsStruct(t *testing.T) {
	src := strings.NewReplacer(
		"%struct.normal_encoding = type { %struct.encoding, [4 x i8] }\n",
		"%struct.normal_encoding = type { %struct.encoding, [4 x i8] }\n%struct.table = type { ptr, i8 }\n",
		"@latin1 = internal constant %struct.normal_encoding { %struct.encoding { ptr @latin1_same, i8 1 }, [4 x i8] zeroinitializer }",
		"@latin1 = internal constant %struct.table { ptr @latin1_same, i8 1 }",
		"@utf8 = internal constant %struct.normal_encoding { %struct.encoding { ptr @utf8_same, i8 2 }, [4 x i8] zeroinitializer }",
		"@utf8 = internal constant %struct.table { ptr @utf8_same, i8 2 }").Replace(ownerBaseModule)
	m, r := infer(t, src)
	if got := r.TypeOf(m.Func("utf8_same").Params[0]).String(); got != "%struct.normal_encoding*" {
		t.Errorf("@utf8_same's %%enc: %s, want %%struct.normal_encoding*", got)
	}
}
