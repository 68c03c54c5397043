package ptrtype

import (
	"strings"
	"testing"
)

// libsecp256k1's built-in nonce function ignores its `void *data`; the
// library keeps it in a constant function pointer (@nonce_default) that
// clients pass to @sign, which calls it with its own noncedata. @sign's
// calls pass a client's struct and 32 bytes of extra entropy: at the vote
// its noncedata, and so the built-in function's unused data, took the
// struct; argsbytes.go then makes noncedata the void* it is, and the
// unused parameter, read again from the calls, follows, and so does the
// constant holding the function.
func TestUnusedParamsVoidAgain(t *testing.T) {
	m, r := infer(t, `%struct.tally = type { i32, i32 }
%struct.keys = type { [32 x i8], [32 x i8] }

@nonce_default = constant ptr @builtin

define internal i32 @builtin(ptr %out, ptr %data) {
  store i8 0, ptr %out
  ret i32 1
}

define internal i32 @count(ptr %out, ptr %data) {
  %p = getelementptr inbounds %struct.tally, ptr %data, i64 0, i32 1
  %n = load i32, ptr %p
  store i32 %n, ptr %out
  ret i32 1
}

define i32 @sign(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 %fn(ptr %out, ptr %ndata)
  ret i32 %r
}

define i32 @main() {
  %t = alloca %struct.tally
  %u = alloca %struct.tally
  %k = alloca %struct.keys
  %sig = alloca [64 x i8]
  %entropy = getelementptr inbounds %struct.keys, ptr %k, i64 0, i32 1, i64 0
  %fn = load ptr, ptr @nonce_default
  %a = call i32 @sign(ptr %sig, ptr %fn, ptr %t)
  %b = call i32 @sign(ptr %sig, ptr %fn, ptr %u)
  %c = call i32 @sign(ptr %sig, ptr %fn, ptr %entropy)
  ret i32 %a
}
`)
	if got := r.TypeOf(m.Func("sign").Params[2]).String(); got != "i8*" {
		t.Errorf("@sign's noncedata: %s, want i8* (argsbytes.go)", got)
	}
	if got := r.TypeOf(m.Func("builtin").Params[1]).String(); got != "i8*" {
		t.Errorf("@builtin's unused data: %s, want i8*", got)
	}
	if ex := r.Explain(m.Func("builtin").Params[1]).String(); !strings.Contains(ex, "tablevoid.go") {
		t.Errorf("@builtin's data: the explanation does not name the rule:\n%s", ex)
	}
	// The constant function pointer initialized with @builtin has
	// @builtin's type (a typed global's initializer is of its type), not
	// the type the vote gave it from the calls (fnstore.go, again).
	if vt := r.ValueType(m.Global("nonce_default")).String(); vt != "i32 (i8*, i8*)*" {
		t.Errorf("@nonce_default: %s, want i32 (i8*, i8*)* (@builtin's type)", vt)
	}
}
