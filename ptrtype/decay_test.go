package ptrtype

import "testing"

// `h->cur - items` and `h->cur == items` with items a local array: the
// array decays to its first element, so the member points to an item,
// not to the array.
func TestPointerDifferenceDecays(t *testing.T) {
	for _, op := range []string{"sub", "icmp"} {
		body := `  %a = ptrtoint ptr %p to i64
  %b = ptrtoint ptr %items to i64
  %d = sub i64 %a, %b
  ret i64 %d`
		if op == "icmp" {
			body = `  %c = icmp eq ptr %p, %items
  %d = zext i1 %c to i64
  ret i64 %d`
		}
		m, r := infer(t, `%struct.item = type { double, i32 }
%struct.holder = type { ptr, i64 }

define i64 @offset(ptr %h) {
  %items = alloca [4 x %struct.item]
  %fp = getelementptr inbounds %struct.holder, ptr %h, i64 0, i32 0
  %p = load ptr, ptr %fp
`+body+`
}
`)
		if got := r.Body(m.NamedType("struct.holder"))[0].String(); got != "%struct.item*" {
			t.Errorf("%s: %%struct.holder field 0: %s, want %%struct.item*", op, got)
		}
	}
}
