package ptrtype

import (
	"strings"
	"testing"
)

// libsecp256k1's signing: @sign hands its `const void *noncedata` to
// @sign_inner and @sign_custom its extraparams' to @sign_internal (here
// also a parameter), which hand it to the nonce function and to each
// other. The calls of @sign and @sign_custom pass a client's struct twice
// and 32 bytes of extra entropy once (argsbytes.go makes their parameters
// the void*). At the vote all four parameters took the client's struct;
// after the rule, @sign_inner's and @sign_internal's have one neighbour
// the void* and the other the struct each lent the other: chosen as they
// were, they would keep it. Chosen again from nothing, they take the
// void*. @keep_inner's conduit has a caller of its own that passes the
// struct (@keeper, which reads it as one): it keeps the struct.
func TestConduitsChosenAgain(t *testing.T) {
	m, r := infer(t, `%struct.tally = type { i32, i32 }
%struct.keys = type { [32 x i8], [32 x i8] }

define internal i32 @count(ptr %out, ptr %data) {
  %p = getelementptr inbounds %struct.tally, ptr %data, i64 0, i32 1
  %n = load i32, ptr %p
  store i32 %n, ptr %out
  ret i32 1
}

define internal i32 @sign_inner(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 %fn(ptr %out, ptr %ndata)
  %s = call i32 @sign_internal(ptr %out, ptr %fn, ptr %ndata)
  ret i32 %r
}

define internal i32 @sign_internal(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 %fn(ptr %out, ptr %ndata)
  ret i32 %r
}

define i32 @sign(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 @sign_inner(ptr %out, ptr %fn, ptr %ndata)
  ret i32 %r
}

define i32 @sign_custom(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 @sign_internal(ptr %out, ptr %fn, ptr %ndata)
  ret i32 %r
}

define internal i32 @keep_inner(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 %fn(ptr %out, ptr %ndata)
  ret i32 %r
}

define i32 @keeper(ptr %out, ptr %t) {
  %p = getelementptr inbounds %struct.tally, ptr %t, i64 0, i32 0
  store i32 0, ptr %p
  %r = call i32 @keep_inner(ptr %out, ptr @count, ptr %t)
  ret i32 %r
}

define i32 @main(ptr %fn2) {
  %t = alloca %struct.tally
  %u = alloca %struct.tally
  %k = alloca %struct.keys
  %sig = alloca [64 x i8]
  %entropy = getelementptr inbounds %struct.keys, ptr %k, i64 0, i32 1, i64 0
  %a = call i32 @sign(ptr %sig, ptr @count, ptr %t)
  %b = call i32 @sign(ptr %sig, ptr @count, ptr %u)
  %c = call i32 @sign(ptr %sig, ptr %fn2, ptr %entropy)
  %d = call i32 @sign_custom(ptr %sig, ptr @count, ptr %t)
  %e = call i32 @sign_custom(ptr %sig, ptr @count, ptr %u)
  %f = call i32 @sign_custom(ptr %sig, ptr %fn2, ptr %entropy)
  %g = call i32 @keeper(ptr %sig, ptr %t)
  ret i32 %a
}
`)
	for _, c := range []struct{ fn, want string }{
		{"sign", "i8*"}, {"sign_custom", "i8*"}, {"sign_inner", "i8*"}, {"sign_internal", "i8*"}, {"keep_inner", "%struct.tally*"},
	} {
		if got := r.TypeOf(m.Func(c.fn).Params[2]).String(); got != c.want {
			t.Errorf("@%s's noncedata: %s, want %s", c.fn, got, c.want)
		}
	}
	if ex := r.Explain(m.Func("sign_internal").Params[2]).String(); !strings.Contains(ex, "conduits.go") {
		t.Errorf("@sign_internal's noncedata: the explanation does not name the rule:\n%s", ex)
	}
}
