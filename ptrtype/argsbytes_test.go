package ptrtype

import (
	"strings"
	"testing"
)

// libsecp256k1's signing entry points. @sign hands its `const void *ndata`
// on to the nonce function it is given, unread; its callers pass their own
// struct (for a nonce function of theirs that reads it as one) at two
// calls and 32 bytes of extra entropy at a third: typed IR has the void*,
// cast at the struct's calls. @sign32 hands its `const unsigned char
// *aux_rand32` on to @sign; its one call passes a char buffer. The vote
// gives both the struct. @sign_at is called with a struct and with a byte
// offset of one (LLVM 19 writes `&s->member` so): no chars there, it keeps
// the struct. @plain's calls pass the struct only: it keeps it too.
func TestCharArguments(t *testing.T) {
	m, r := infer(t, `%struct.tally = type { i32, i32 }
%struct.keys = type { [32 x i8], [32 x i8] }

define internal i32 @count(ptr %out, ptr %data) {
  %p = getelementptr inbounds %struct.tally, ptr %data, i64 0, i32 1
  %n = load i32, ptr %p
  %n1 = add i32 %n, 1
  store i32 %n1, ptr %p
  store i8 0, ptr %out
  ret i32 1
}

define i32 @sign(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 %fn(ptr %out, ptr %ndata)
  ret i32 %r
}

define i32 @sign32(ptr %out, ptr %aux) {
  %r = call i32 @sign(ptr %out, ptr @count, ptr %aux)
  ret i32 %r
}

define i32 @sign_at(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 %fn(ptr %out, ptr %ndata)
  ret i32 %r
}

define i32 @plain(ptr %out, ptr %fn, ptr %ndata) {
  %r = call i32 %fn(ptr %out, ptr %ndata)
  ret i32 %r
}

define i32 @main(ptr %fn2) {
  %t = alloca %struct.tally
  %u = alloca %struct.tally
  %k = alloca %struct.keys
  %sig = alloca [64 x i8]
  %buf = alloca [32 x i8]
  %entropy = getelementptr inbounds %struct.keys, ptr %k, i64 0, i32 1, i64 0
  %a = call i32 @sign(ptr %sig, ptr @count, ptr %t)
  %b = call i32 @sign(ptr %sig, ptr @count, ptr %u)
  %c = call i32 @sign(ptr %sig, ptr %fn2, ptr %entropy)
  %c2 = call i32 @sign32(ptr %sig, ptr %buf)
  %second = getelementptr inbounds i8, ptr %u, i64 4
  %d = call i32 @sign_at(ptr %sig, ptr @count, ptr %t)
  %e = call i32 @sign_at(ptr %sig, ptr @count, ptr %t)
  %f = call i32 @sign_at(ptr %sig, ptr %fn2, ptr %second)
  %g = call i32 @plain(ptr %sig, ptr @count, ptr %t)
  %h = call i32 @plain(ptr %sig, ptr @count, ptr %u)
  ret i32 %a
}
`)
	for _, c := range []struct {
		fn   string
		k    int
		want string
	}{
		{"sign", 2, "i8*"}, {"sign32", 1, "i8*"}, {"sign_at", 2, "%struct.tally*"}, {"plain", 2, "%struct.tally*"},
		{"count", 1, "%struct.tally*"},
	} {
		if got := r.TypeOf(m.Func(c.fn).Params[c.k]).String(); got != c.want {
			t.Errorf("@%s param %d: %s, want %s", c.fn, c.k, got, c.want)
		}
	}
	for _, fn := range []string{"sign", "sign32"} {
		if ex := r.Explain(m.Func(fn).Params[len(m.Func(fn).Params)-1]).String(); !strings.Contains(ex, "argsbytes.go") {
			t.Errorf("@%s's data: the explanation does not name the rule:\n%s", fn, ex)
		}
	}
}
