package ptrtype

import "testing"

// A logger struct keeps a callback and its context: the library calls
// `l->log(l->payload, ...)` and never looks inside the payload; the one
// client stores its own struct there. The context member is a void*,
// whatever the client stores.
func TestCallbackPayloadIsVoid(t *testing.T) {
	m, r := infer(t, payloadModule+`
define void @emit(ptr %p, ptr %msg) {
  %f = getelementptr inbounds %struct.parser, ptr %p, i64 0, i32 1, i32 1
  %log = load ptr, ptr %f, align 8
  %c = getelementptr inbounds %struct.parser, ptr %p, i64 0, i32 1, i32 0
  %ctx = load ptr, ptr %c, align 8
  call void %log(ptr %ctx, i32 0, ptr %msg)
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.logger"))[0].String(); got != "i8*" {
		t.Errorf("%%struct.logger field 0 (the context): %s, want i8*", got)
	}
}

// The same member read through as the client's struct by the library
// itself is no opaque context: it keeps the struct.
func TestCallbackPayloadDereferencedKeepsStruct(t *testing.T) {
	m, r := infer(t, payloadModule+`
define void @emit(ptr %p, ptr %msg) {
  %f = getelementptr inbounds %struct.parser, ptr %p, i64 0, i32 1, i32 1
  %log = load ptr, ptr %f, align 8
  %c = getelementptr inbounds %struct.parser, ptr %p, i64 0, i32 1, i32 0
  %ctx = load ptr, ptr %c, align 8
  call void %log(ptr %ctx, i32 0, ptr %msg)
  %c2 = getelementptr inbounds %struct.parser, ptr %p, i64 0, i32 1, i32 0
  %ctx2 = load ptr, ptr %c2, align 8
  %n = getelementptr inbounds %struct.counts, ptr %ctx2, i64 0, i32 1
  store i32 0, ptr %n, align 4
  ret void
}
`)
	if got := r.Body(m.NamedType("struct.logger"))[0].String(); got != "%struct.counts*" {
		t.Errorf("%%struct.logger field 0: %s, want %%struct.counts* (the library uses it as one)", got)
	}
}

// The client: a local counts struct and a callback handing it on to a
// function declared elsewhere, stored into a parser's logger. (A
// callback that reads the payload as the client's struct ties its
// parameter, and so the member, to that struct: the rule leaves such a
// member alone.)
const payloadModule = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.logger = type { ptr, ptr }
%struct.parser = type { i32, %struct.logger }
%struct.counts = type { i32, i32 }

declare void @record(ptr, ptr)

define void @count(ptr %payload, i32 %type, ptr %msg) {
  call void @record(ptr %payload, ptr %msg)
  ret void
}

define void @client(ptr %p) {
  %lc = alloca %struct.counts, align 4
  %c = getelementptr inbounds %struct.counts, ptr %lc, i64 0, i32 1
  store i32 0, ptr %c, align 4
  %f = getelementptr inbounds %struct.parser, ptr %p, i64 0, i32 1, i32 1
  store ptr @count, ptr %f, align 8
  %x = getelementptr inbounds %struct.parser, ptr %p, i64 0, i32 1, i32 0
  store ptr %lc, ptr %x, align 8
  ret void
}
`
