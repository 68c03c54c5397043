package ptrtype

import (
	"strconv"
	"strings"
	"testing"
)

// A C function whose parameters are only checked by assert() (or only
// passed on) has no evidence of its own; the assert's
// __PRETTY_FUNCTION__ string spells its prototype: a struct the module
// has under the spelled name, a scalar, void; what it cannot read
// (a typedef the module has no struct for, a function pointer) is left
// to the evidence.
func TestPrettyFunctionPrototype(t *testing.T) {
	proto := "uint8_t *put_bits(BitWriter *const, uint8_t **, const Hidden *, void (*)(int, int), int)"
	m, r := infer(t, `%struct.BitWriter = type { i64, i32, ptr }

@__PRETTY_FUNCTION__.put_bits = private unnamed_addr constant [`+strconv.Itoa(len(proto)+1)+` x i8] c"`+proto+`\00"
@.str = private constant [2 x i8] c"n\00"
@.file = private constant [4 x i8] c"a.c\00"

define ptr @put_bits(ptr %bw, ptr %rows, ptr %h, ptr %cb, i32 %n) {
  %ok = icmp slt i32 %n, 33
  br i1 %ok, label %done, label %fail
fail:
  call void @__assert_fail(ptr @.str, ptr @.file, i32 3, ptr @__PRETTY_FUNCTION__.put_bits)
  unreachable
done:
  ret ptr null
}

declare void @__assert_fail(ptr, ptr, i32, ptr)
`)
	f := m.Func("put_bits")
	for k, want := range []string{"%struct.BitWriter*", "i8**", "i8*", "i8*"} {
		if got := r.TypeOf(f.Params[k]).String(); got != want {
			t.Errorf("@put_bits param %d: %s, want %s\n%s", k, got, want, r.Explain(f.Params[k]))
		}
	}
	if got := r.Sig(f).Ret.String(); got != "i8*" {
		t.Errorf("@put_bits returns %s, want i8*", got)
	}
	if ex := r.Explain(f.Params[0]).String(); !strings.Contains(ex, whatPretty+": parameter 0 is BitWriter *const") {
		t.Errorf("@put_bits param 0: the explanation does not quote the prototype:\n%s", ex)
	}
	if ex := r.Explain(f.Params[2]).String(); strings.Contains(ex, whatPretty) {
		t.Errorf("@put_bits param 2 (Hidden: no such struct here) was voted:\n%s", ex)
	}
}

func TestSplitPrototype(t *testing.T) {
	for _, c := range []struct {
		s, name, ret string
		params       []string
		ok           bool
	}{
		{"int f(int, char *)", "f", "int", []string{"int", "char *"}, true},
		{"uint8_t *WebPDecodeRGBA(const uint8_t *, size_t, int *, int *)", "WebPDecodeRGBA", "uint8_t *", []string{"const uint8_t *", "size_t", "int *", "int *"}, true},
		{"void g(void (*)(int, int), int)", "g", "void", []string{"void (*)(int, int)", "int"}, true},
		{"void h(void)", "h", "void", []string{"void"}, true},
		{"void hh()", "hh", "void", nil, true},
		{"void ns::C::m(int)", "m", "", nil, false}, // (a C++ method: the name is qualified)
		{"int notf(int)", "f", "", nil, false},
	} {
		ret, params, ok := splitPrototype(c.s, c.name)
		if ok != c.ok || ok && (ret != c.ret || strings.Join(params, "|") != strings.Join(c.params, "|")) {
			t.Errorf("splitPrototype(%q, %q) = %q, %q, %v; want %q, %q, %v", c.s, c.name, ret, params, ok, c.ret, c.params, c.ok)
		}
	}
}
