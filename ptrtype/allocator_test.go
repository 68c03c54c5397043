package ptrtype

import (
	"strings"
	"testing"
)

// tree-sitter's allocator hooks: @cur_calloc holds @calloc_default,
// which returns what calloc returns, sized by its caller; every
// allocation goes through the hook. @new_node allocates two Nodes
// through it and writes their fields; @new_text allocates text it only
// hands to puts. Each call's result is its own type, the hook's function
// type and the wrapper's return are void*. @wrap is a direct generic
// wrapper (malloc of its caller's size), used for a Node and for an
// i32 array; @node_ctor fixes its size (one Node) and returns a typed
// Node*, which its caller uses.
const allocatorModule = `%struct.Node = type { ptr, i64 }

@cur_calloc = global ptr @calloc_default

define internal ptr @calloc_default(i64 %n, i64 %size) {
  %p = call ptr @calloc(i64 %n, i64 %size)
  %z = icmp eq ptr %p, null
  br i1 %z, label %fail, label %ok
fail:
  call void @abort()
  unreachable
ok:
  ret ptr %p
}

define ptr @new_node(ptr %next) {
  %f = load ptr, ptr @cur_calloc
  %a = call ptr %f(i64 1, i64 16)
  store ptr %next, ptr %a
  %k = getelementptr inbounds %struct.Node, ptr %a, i64 0, i32 1
  store i64 1, ptr %k
  %g = load ptr, ptr @cur_calloc
  %b = call ptr %g(i64 1, i64 16)
  store ptr %a, ptr %b
  %kb = getelementptr inbounds %struct.Node, ptr %b, i64 0, i32 1
  store i64 2, ptr %kb
  ret ptr %b
}

define void @new_text(i64 %len) {
  %f = load ptr, ptr @cur_calloc
  %t = call ptr %f(i64 %len, i64 1)
  %r = call i32 @puts(ptr %t)
  ret void
}

define ptr @wrap(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}

define void @use_wrap(i64 %n) {
  %a = call ptr @wrap(i64 16)
  %k = getelementptr inbounds %struct.Node, ptr %a, i64 0, i32 1
  store i64 3, ptr %k
  store ptr null, ptr %a
  %b = call ptr @wrap(i64 16)
  %kb = getelementptr inbounds %struct.Node, ptr %b, i64 0, i32 1
  store i64 4, ptr %kb
  store ptr %a, ptr %b
  %c = call ptr @wrap(i64 %n)
  store i32 7, ptr %c
  ret void
}

define ptr @node_ctor() {
  %p = call ptr @calloc(i64 1, i64 16)
  ret ptr %p
}

define i64 @use_ctor() {
  %a = call ptr @node_ctor()
  %k = getelementptr inbounds %struct.Node, ptr %a, i64 0, i32 1
  %v = load i64, ptr %k
  ret i64 %v
}

declare ptr @calloc(i64, i64)
declare ptr @malloc(i64)
declare i32 @puts(ptr)
declare void @abort()
`

func TestAllocatorWrappersAndHooks(t *testing.T) {
	m, r := infer(t, allocatorModule)
	want := map[string]string{
		"calloc_default": "i8*",
		"wrap":           "i8*",
		"node_ctor":      "%struct.Node*",
	}
	for fn, w := range want {
		f := m.Func(fn)
		if got := r.Sig(f).Ret.String(); got != w {
			t.Errorf("@%s returns %s, want %s\n%s", fn, got, w, r.Explain(f))
		}
	}
	g := m.Global("cur_calloc")
	if got := r.TypeOf(g).String(); got != "i8* (i64, i64)**" {
		t.Errorf("@cur_calloc: %s, want i8* (i64, i64)**\n%s", got, r.Explain(g))
	}
	if ex := r.Explain(m.Func("calloc_default")).String(); !strings.Contains(ex, "(allocator.go)") {
		t.Errorf("the explanation does not name the rule:\n%s", ex)
	}
}

// A caller's local (-O0) holding a generic allocator wrapper's result
// (of two calls), written as an i32 array: the two void* neighbours (the
// wrapper's return at each call) say nothing of the object, so they
// count only where nothing else names a type, and the local holds the
// i32* its own store says. @scratch's buffer, only allocated and handed
// to @release (the deallocator the free hook holds), stays a void*.
func TestAllocatorNeighboursVoteLast(t *testing.T) {
	m, r := infer(t, `@cur_free = global ptr @release

define ptr @wrap(i64 %n) {
  %p = call ptr @malloc(i64 %n)
  ret ptr %p
}

define void @release(ptr %p) {
  call void @free(ptr %p)
  ret void
}

define void @user(i64 %n) {
  %p = alloca ptr
  %a = call ptr @wrap(i64 %n)
  store ptr %a, ptr %p
  %l = load ptr, ptr %p
  call void @release(ptr %l)
  %b = call ptr @wrap(i64 %n)
  store ptr %b, ptr %p
  %m = load ptr, ptr %p
  store i32 1, ptr %m
  ret void
}

define void @scratch(i64 %n) {
  %p = call ptr @wrap(i64 %n)
  call void @release(ptr %p)
  ret void
}

declare ptr @malloc(i64)
declare void @free(ptr)
`)
	p := instrNamed(m.Func("user"), "p")
	if got := r.TypeOf(p).String(); got != "i32**" {
		t.Errorf("@user's %%p: %s, want i32**\n%s", got, r.Explain(p))
	}
	q := instrNamed(m.Func("scratch"), "p")
	if got := r.TypeOf(q).String(); got != "i8*" {
		t.Errorf("@scratch's %%p: %s, want i8*\n%s", got, r.Explain(q))
	}
	if got := r.TypeOf(m.Func("release").Params[0]).String(); got != "i8*" {
		t.Errorf("@release's %%p: %s, want i8*", got)
	}
}
