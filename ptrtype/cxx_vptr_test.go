package ptrtype

import "testing"

// The object __dynamic_cast receives (as void*) is of the class its
// source typeinfo names: typeid(*s) and a virtual call, which read s's
// vtable pointer through casts in clang's typed IR, do not make s a
// type_info*** or a function-pointer***.
func TestDynamicCastSource(t *testing.T) {
	m, r := infer(t, `%struct.Shape = type { ptr, i32 }
%"class.std::type_info" = type { ptr, ptr }

@_ZTI5Shape = constant { ptr, ptr } zeroinitializer
@_ZTI9Printable = constant { ptr, ptr } zeroinitializer

declare ptr @__dynamic_cast(ptr, ptr, ptr, i64)
declare ptr @_ZNKSt9type_info4nameEv(ptr)

define void @show(ptr %slot) {
  %s = load ptr, ptr %slot, align 8
  %vt = load ptr, ptr %s, align 8
  %ti.addr = getelementptr inbounds ptr, ptr %vt, i64 -1
  %ti = load ptr, ptr %ti.addr, align 8
  %n = call ptr @_ZNKSt9type_info4nameEv(ptr %ti)
  %vt2 = load ptr, ptr %s, align 8
  %fp.addr = getelementptr inbounds ptr, ptr %vt2, i64 2
  %fp = load ptr, ptr %fp.addr, align 8
  %x = call double %fp(ptr %s)
  %p = call ptr @__dynamic_cast(ptr %s, ptr @_ZTI5Shape, ptr @_ZTI9Printable, i64 -2)
  ret void
}
`)
	p := m.Func("show").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.Shape**" {
		t.Errorf("%%slot: %s, want %%struct.Shape**\n%s", got, r.Explain(p))
	}
}
