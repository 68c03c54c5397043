package ptrtype

import (
	"strings"
	"testing"
)

// The data-source interface of TestVoidCallbackParams, with a second
// caller of the read slot: an inlined wrapper that calls it with a
// local Decoder (C converts the object pointer to the method's void*
// at the call). Some call passes a void*, the others objects: the
// implementations still take the void*. When no call passes a void*
// (every caller an object) the rule says nothing.
func TestVoidCallbackParamsMixed(t *testing.T) {
	const decls = dataSourceModule + `
define i32 @local_decoder() {
  %d = alloca %struct.Decoder
  %vt = load ptr, ptr %d
  %fp = getelementptr %struct.ds_vtable, ptr %vt, i32 0, i32 0
  %read = load ptr, ptr %fp
  %n = call i32 %read(ptr %d)
  ret i32 %n
}
`
	const generic = `
define i32 @ds_read(ptr %h) {
  %vt = load ptr, ptr %h
  %fp = getelementptr %struct.ds_vtable, ptr %vt, i32 0, i32 0
  %read = load ptr, ptr %fp
  %n = call i32 %read(ptr %h)
  ret i32 %n
}
`
	m, r := infer(t, decls+generic)
	if got := r.TypeOf(m.Func("ds_read").Params[0]).String(); got != "i8*" {
		t.Fatalf("@ds_read's handle: %s, want i8* (the premise: handle_self.go)", got)
	}
	for _, fn := range []string{"dec_read", "buf_read"} {
		p := m.Func(fn).Params[0]
		if got := r.TypeOf(p).String(); got != "i8*" {
			t.Errorf("@%s's object: %s, want i8*", fn, got)
		}
		if ex := r.Explain(p).String(); !strings.Contains(ex, "cbvoid_mixed.go") {
			t.Errorf("@%s's object: the explanation does not name the rule:\n%s", fn, ex)
		}
	}

	// Every call passes an object: no void* in sight.
	m, r = infer(t, decls)
	if got := r.TypeOf(m.Func("dec_read").Params[0]).String(); got == "i8*" {
		t.Errorf("@dec_read's object with only objects passed: i8*, want the evidence's type\n%s", r.Explain(m.Func("dec_read").Params[0]))
	}
}
