package ptrtype

import "testing"

// -O0 visitors of one walk: the context parameter is a void* (the
// visitors use it as an int and as a double), each visitor's local copy
// is what it is used as.
func TestParamCopyScalar(t *testing.T) {
	m, r := infer(t, `define void @count(ptr %v, ptr %ctx) {
  %v.addr = alloca ptr
  %ctx.addr = alloca ptr
  %n = alloca ptr
  store ptr %v, ptr %v.addr
  store ptr %ctx, ptr %ctx.addr
  %c = load ptr, ptr %ctx.addr
  store ptr %c, ptr %n
  %p = load ptr, ptr %n
  %x = load i32, ptr %p
  %y = add i32 %x, 1
  store i32 %y, ptr %p
  ret void
}

define void @sum(ptr %v, ptr %ctx) {
  %v.addr = alloca ptr
  %ctx.addr = alloca ptr
  %s = alloca ptr
  store ptr %v, ptr %v.addr
  store ptr %ctx, ptr %ctx.addr
  %c = load ptr, ptr %ctx.addr
  store ptr %c, ptr %s
  %p = load ptr, ptr %s
  %x = load double, ptr %p
  %y = fadd double %x, 1.0
  store double %y, ptr %p
  ret void
}

define void @walk(ptr %fn, ptr %ctx) {
  call void %fn(ptr null, ptr %ctx)
  ret void
}

define void @main() {
  %n = alloca i32
  %s = alloca double
  call void @walk(ptr @count, ptr %n)
  call void @walk(ptr @sum, ptr %s)
  ret void
}
`)
	for fn, want := range map[string]string{"count": "i32**", "sum": "double**"} {
		f := m.Func(fn)
		local := f.Blocks[0].Instrs[2]
		if got := r.TypeOf(local).String(); got != want {
			t.Errorf("@%s's local copy of its context: %s, want %s", fn, got, want)
		}
		if got := r.TypeOf(f.Params[1]).String(); got != "i8*" {
			t.Errorf("@%s's context parameter: %s, want i8*", fn, got)
		}
	}
}
