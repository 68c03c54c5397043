package ptrtype

import (
	"strings"
	"testing"
)

// `const uint16_t* const tokens = (const uint16_t*)&p[1];` at -O0: the
// address one header past p is stored into a local read back as
// uint16_t. The local holds a uint16_t*, not a pointer to the header
// whose end it is; the header pointer itself keeps its type.
func TestPastEndPayload(t *testing.T) {
	m, r := infer(t, `%struct.hdr = type { ptr, i32 }

define i32 @sum(ptr %0, i64 %1) {
  %3 = alloca ptr
  %4 = alloca ptr
  store ptr %0, ptr %3
  %5 = load ptr, ptr %3
  %6 = getelementptr inbounds %struct.hdr, ptr %5, i64 1
  store ptr %6, ptr %4
  %7 = load ptr, ptr %4
  %8 = getelementptr inbounds i16, ptr %7, i64 %1
  %9 = load i16, ptr %8
  %10 = zext i16 %9 to i32
  %11 = load ptr, ptr %3
  %12 = getelementptr inbounds %struct.hdr, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12
  %14 = add i32 %10, %13
  ret i32 %14
}
`)
	f := m.Func("sum")
	tokens := f.Blocks[0].Instrs[1]
	if got := r.TypeOf(tokens).String(); got != "i16**" {
		t.Errorf("the tokens local: %s, want i16**\n%s", got, r.Explain(tokens))
	}
	if ex := r.Explain(tokens).String(); !strings.Contains(ex, "pastend.go") {
		t.Errorf("the tokens local: the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(f.Params[0]).String(); got != "%struct.hdr*" {
		t.Errorf("the header parameter: %s, want %%struct.hdr*", got)
	}
}
