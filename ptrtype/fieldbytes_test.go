package ptrtype

import (
	"strings"
	"testing"
)

// libsecp256k1's secp256k1_schnorrsig_extraparams: a client fills ndata
// with its own struct (for a nonce function of its own) twice and with 32
// bytes of auxiliary randomness (a member of its key struct) once; the
// library only loads it and hands it on, with the nonce function, to the
// function that calls it. Typed IR has the void*; the vote
// gives the member the struct. %struct.job's member only ever gets the
// struct: it keeps it.
func TestStructAndBytesStores(t *testing.T) {
	m, r := infer(t, `%struct.extra = type { [4 x i8], ptr, ptr }
%struct.tally = type { i32, i32 }
%struct.keys = type { [32 x i8], [32 x i8] }
%struct.job = type { i32, ptr }

define internal i32 @sign_custom(ptr %out, ptr %ep) {
  %fp = getelementptr inbounds %struct.extra, ptr %ep, i64 0, i32 1
  %fn = load ptr, ptr %fp
  %dp = getelementptr inbounds %struct.extra, ptr %ep, i64 0, i32 2
  %data = load ptr, ptr %dp
  %r = call i32 @sign_internal(ptr %out, ptr %fn, ptr %data)
  ret i32 %r
}

define internal i32 @sign_internal(ptr %out, ptr %fn, ptr %data) {
  %r = call i32 %fn(ptr %out, ptr %data)
  ret i32 %r
}

define internal i32 @run(ptr %j) {
  %dp = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  %data = load ptr, ptr %dp
  %c = getelementptr inbounds %struct.tally, ptr %data, i64 0, i32 1
  %n = load i32, ptr %c
  ret i32 %n
}

define i32 @client(ptr %t, ptr %u, ptr %ks, ptr %fn) {
  %ep = alloca %struct.extra
  %sig = alloca [64 x i8]
  %n1 = getelementptr inbounds %struct.tally, ptr %t, i64 0, i32 1
  store i32 0, ptr %n1
  %n2 = getelementptr inbounds %struct.tally, ptr %u, i64 0, i32 1
  store i32 0, ptr %n2
  %fp = getelementptr inbounds %struct.extra, ptr %ep, i64 0, i32 1
  store ptr %fn, ptr %fp
  %dp = getelementptr inbounds %struct.extra, ptr %ep, i64 0, i32 2
  store ptr %t, ptr %dp
  %a = call i32 @sign_custom(ptr %sig, ptr %ep)
  store ptr %u, ptr %dp
  %b = call i32 @sign_custom(ptr %sig, ptr %ep)
  %aux = getelementptr inbounds %struct.keys, ptr %ks, i64 0, i32 1, i64 0
  store ptr %aux, ptr %dp
  %c = call i32 @sign_custom(ptr %sig, ptr %ep)
  %j = alloca %struct.job
  %jd = getelementptr inbounds %struct.job, ptr %j, i64 0, i32 1
  store ptr %t, ptr %jd
  %d = call i32 @run(ptr %j)
  ret i32 %a
}
`)
	extra, job := m.NamedType("struct.extra"), m.NamedType("struct.job")
	if got := r.Body(extra)[2].String(); got != "i8*" {
		t.Errorf("%%struct.extra's ndata: %s, want i8*", got)
	}
	if got := r.Body(job)[1].String(); got != "%struct.tally*" {
		t.Errorf("%%struct.job's data: %s, want %%struct.tally*", got)
	}
	if ex := r.ExplainField(extra, 2).String(); !strings.Contains(ex, "fieldbytes.go") {
		t.Errorf("%%struct.extra's ndata: the explanation does not name the rule:\n%s", ex)
	}
}
