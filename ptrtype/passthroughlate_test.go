package ptrtype

import (
	"strings"
	"testing"
)

// libexpat's XML_SetUserData(parser, void *p) stores the client's data
// into m_userData and m_handlerArg; the library stores the parser itself
// into m_handlerArg elsewhere (XML_UseParserAsHandlerArg), and hands
// m_handlerArg only to the handlers it calls. The member is a void*
// (stores of unrelated structs: fieldvoid.go), and so is the parameter,
// although its one caller passes the client's struct tally. As in
// XML_SetUserData, the setter compares the two members first
// (`if (m_handlerArg == m_userData)`), which lends m_handlerArg the
// client's struct at the vote: passthrough.go, which runs before the
// member rules, finds no void* there.
func TestPassThroughLateUserData(t *testing.T) {
	m, r := infer(t, `%struct.Parser = type { ptr, ptr, ptr, i32 }
%struct.tally = type { i32, i32 }

declare ptr @malloc(i64)

define ptr @create() {
  %p = call ptr @malloc(i64 32)
  %n = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 3
  store i32 0, ptr %n, align 4
  ret ptr %p
}

define void @useParserAsArg(ptr %p) {
  %a = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 1
  store ptr %p, ptr %a, align 8
  ret void
}

define void @setUserData(ptr %p, ptr %u) {
entry:
  %a = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 1
  %old = load ptr, ptr %a, align 8
  %d = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 0
  %data = load ptr, ptr %d, align 8
  %same = icmp eq ptr %old, %data
  store ptr %u, ptr %d, align 8
  br i1 %same, label %both, label %done

both:
  store ptr %u, ptr %a, align 8
  br label %done

done:
  ret void
}

define void @fire(ptr %p) {
  %h = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 2
  %fn = load ptr, ptr %h, align 8
  %a = getelementptr inbounds %struct.Parser, ptr %p, i64 0, i32 1
  %arg = load ptr, ptr %a, align 8
  call void %fn(ptr %arg)
  ret void
}

define i32 @main() {
  %t = alloca %struct.tally, align 4
  %c = getelementptr inbounds %struct.tally, ptr %t, i64 0, i32 1
  store i32 0, ptr %c, align 4
  %p = call ptr @create()
  call void @setUserData(ptr %p, ptr %t)
  call void @fire(ptr %p)
  %v = load i32, ptr %c, align 4
  ret i32 %v
}
`)
	u := m.Func("setUserData").Params[1]
	if got := r.TypeOf(u).String(); got != "i8*" {
		t.Errorf("@setUserData's %%u: %s, want i8* (stored into a void* member read back as no struct)\n%s", got, r.Explain(u))
	}
	if ex := r.Explain(u).String(); !strings.Contains(ex, "passthroughlate.go") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
	if got := r.TypeOf(m.Func("main").Blocks[0].Instrs[0]).String(); got != "%struct.tally*" {
		t.Errorf("@main's %%t: %s, want %%struct.tally* (its own accesses; the call converts)", got)
	}
}

// libwebp's WebPInitCustomIo(WebPDecParams *params, VP8Io *io) stores
// params into io->opaque, a void* (other code stores other structs
// there, and other hooks read it back as theirs), and the library's
// hooks read io->opaque back as the WebPDecParams: the library's own object carried through a void*, the
// parameter written with its struct's type. It keeps the struct.
func TestPassThroughLateNotReadBackAsStruct(t *testing.T) {
	m, r := infer(t, `%struct.Io = type { ptr, ptr, i32 }
%struct.DecParams = type { ptr, i32 }
%struct.Other = type { double }

define void @initCustomIo(ptr %params, ptr %io) {
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  store ptr %params, ptr %o, align 8
  ret void
}

define void @setOther(ptr %io, ptr %x) {
  %f = getelementptr inbounds %struct.Other, ptr %x, i64 0, i32 0
  store double 1.0, ptr %f, align 8
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  store ptr %x, ptr %o, align 8
  ret void
}

define i32 @customPut(ptr %io) {
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  %p = load ptr, ptr %o, align 8
  %f = getelementptr inbounds %struct.DecParams, ptr %p, i64 0, i32 1
  %v = load i32, ptr %f, align 4
  ret i32 %v
}

define double @otherHook(ptr %io) {
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  %p = load ptr, ptr %o, align 8
  %f = getelementptr inbounds %struct.Other, ptr %p, i64 0, i32 0
  %v = load double, ptr %f, align 8
  ret double %v
}

declare ptr @calloc(i64, i64)

define ptr @newDecoder() {
  %m = call ptr @calloc(i64 1, i64 64)
  %b = getelementptr inbounds i8, ptr %m, i64 24
  call void @initCustomIo(ptr %b, ptr %m)
  ret ptr %m
}

define void @decode(ptr %params, ptr %io) {
  %f = getelementptr inbounds %struct.DecParams, ptr %params, i64 0, i32 1
  store i32 0, ptr %f, align 4
  call void @initCustomIo(ptr %params, ptr %io)
  ret void
}
`)
	p := m.Func("initCustomIo").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.DecParams*" {
		t.Errorf("@initCustomIo's %%params: %s, want %%struct.DecParams* (the member is read back as that struct)\n%s", got, r.Explain(p))
	}
}

// The same at -O0, where the hooks first copy the pointer they read from
// io->opaque into a local and use the local as the struct: the member is
// read back as a struct through that copy.
func TestPassThroughLateReadBackThroughLocal(t *testing.T) {
	m, r := infer(t, `%struct.Io = type { ptr, ptr, i32 }
%struct.DecParams = type { ptr, i32 }
%struct.Other = type { double }

define void @initCustomIo(ptr %params, ptr %io) {
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  store ptr %params, ptr %o, align 8
  ret void
}

define void @setOther(ptr %io, ptr %x) {
  %f = getelementptr inbounds %struct.Other, ptr %x, i64 0, i32 0
  store double 1.0, ptr %f, align 8
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  store ptr %x, ptr %o, align 8
  ret void
}

define i32 @customPut(ptr %io) {
  %local = alloca ptr, align 8
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  %p0 = load ptr, ptr %o, align 8
  store ptr %p0, ptr %local, align 8
  %p = load ptr, ptr %local, align 8
  %f = getelementptr inbounds %struct.DecParams, ptr %p, i64 0, i32 1
  %v = load i32, ptr %f, align 4
  ret i32 %v
}

define double @otherHook(ptr %io) {
  %local = alloca ptr, align 8
  %o = getelementptr inbounds %struct.Io, ptr %io, i64 0, i32 0
  %p0 = load ptr, ptr %o, align 8
  store ptr %p0, ptr %local, align 8
  %p = load ptr, ptr %local, align 8
  %f = getelementptr inbounds %struct.Other, ptr %p, i64 0, i32 0
  %v = load double, ptr %f, align 8
  ret double %v
}

declare ptr @calloc(i64, i64)

define ptr @newDecoder() {
  %m = call ptr @calloc(i64 1, i64 64)
  %b = getelementptr inbounds i8, ptr %m, i64 24
  call void @initCustomIo(ptr %b, ptr %m)
  ret ptr %m
}

define void @decode(ptr %params, ptr %io) {
  %f = getelementptr inbounds %struct.DecParams, ptr %params, i64 0, i32 1
  store i32 0, ptr %f, align 4
  call void @initCustomIo(ptr %params, ptr %io)
  ret void
}
`)
	p := m.Func("initCustomIo").Params[0]
	if got := r.TypeOf(p).String(); got != "%struct.DecParams*" {
		t.Errorf("@initCustomIo's %%params: %s, want %%struct.DecParams* (the member is read back, through a local, as that struct)\n%s", got, r.Explain(p))
	}
}
