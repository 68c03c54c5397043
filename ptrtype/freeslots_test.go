package ptrtype

import "testing"

// -O0 swap of two elements of an array of struct pointers: the
// temporary is loaded from an element (a getelementptr over ptr says
// nothing of the element's pointee) and its only other use is the store
// back; the array's type comes from the caller.
func TestFreeSlotsSwapTemporary(t *testing.T) {
	m, r := infer(t, `%struct.cell = type { double, ptr, ptr }

define void @swap(ptr %c, i64 %i, i64 %j) {
  %c.addr = alloca ptr
  %t = alloca ptr
  store ptr %c, ptr %c.addr
  %a = load ptr, ptr %c.addr
  %pi = getelementptr inbounds ptr, ptr %a, i64 %i
  %vi = load ptr, ptr %pi
  store ptr %vi, ptr %t
  %b = load ptr, ptr %c.addr
  %pj = getelementptr inbounds ptr, ptr %b, i64 %j
  %vj = load ptr, ptr %pj
  %b2 = load ptr, ptr %c.addr
  %pi2 = getelementptr inbounds ptr, ptr %b2, i64 %i
  store ptr %vj, ptr %pi2
  %tv = load ptr, ptr %t
  %b3 = load ptr, ptr %c.addr
  %pj2 = getelementptr inbounds ptr, ptr %b3, i64 %j
  store ptr %tv, ptr %pj2
  ret void
}

define void @copy(ptr %dst, ptr %src) {
  %v = load ptr, ptr %src
  store ptr %v, ptr %dst
  ret void
}

define double @main() {
  %cells = alloca [2 x %struct.cell]
  %a = alloca [2 x ptr]
  %b = alloca [2 x ptr]
  %a0 = getelementptr inbounds [2 x ptr], ptr %a, i64 0, i64 0
  %c0 = getelementptr inbounds [2 x %struct.cell], ptr %cells, i64 0, i64 0
  store ptr %c0, ptr %a0
  %b0 = getelementptr inbounds [2 x ptr], ptr %b, i64 0, i64 0
  %a1 = getelementptr inbounds [2 x ptr], ptr %a, i64 0, i64 0
  call void @copy(ptr %b0, ptr %a1)
  %b1 = getelementptr inbounds [2 x ptr], ptr %b, i64 0, i64 0
  call void @swap(ptr %b1, i64 0, i64 1)
  %v = getelementptr inbounds %struct.cell, ptr %c0, i64 0, i32 0
  %d = load double, ptr %v
  ret double %d
}
`)
	f := m.Func("swap")
	tmp := f.Blocks[0].Instrs[1]
	if got := r.TypeOf(tmp).String(); got != "%struct.cell**" {
		t.Errorf("@swap's temporary: %s, want %%struct.cell**", got)
	}
	if got := r.TypeOf(f.Params[0]).String(); got != "%struct.cell**" {
		t.Errorf("@swap's array: %s, want %%struct.cell**", got)
	}
}
