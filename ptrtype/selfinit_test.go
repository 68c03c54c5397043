package ptrtype

import (
	"strings"
	"testing"
)

// `static volatile VP8CPUInfo last = (VP8CPUInfo)&last;` (libwebp's
// WEBP_DSP_INIT): a pointer global initialized with its own address is a
// cast, not a T holding a T*; it takes the function pointer the code
// stores into it and compares it with. Without the rule the sentinels'
// own addresses (one per initialization function, and a function pointer
// compared with the address of the global holding it, as SharpYuvInit
// does) outvote the one function-pointer initializer, and every one of
// them, the global holding the function too, comes back i8**.
func TestSelfInitializedGlobal(t *testing.T) {
	m, r := infer(t, `
@last.a = internal global ptr @last.a
@last.b = internal global ptr @last.b
@last.c = internal global ptr @last.c
@last.d = internal global ptr @last.d
@last.e = internal global ptr @last.e
@last.f = internal global ptr @last.f
@info = global ptr @cpuinfo
@last.x = internal global ptr @last.x

; SharpYuvInit(VP8CPUInfo f): f is compared with (VP8CPUInfo)&info
define void @init.x(ptr %f) {
  %own = icmp eq ptr %f, @info
  br i1 %own, label %keep, label %set
keep:
  %old = load ptr, ptr @info
  br label %go
set:
  store ptr %f, ptr @info
  br label %go
go:
  %c = phi ptr [ %old, %keep ], [ %f, %set ]
  %l = load volatile ptr, ptr @last.x
  %eq = icmp eq ptr %l, %c
  br i1 %eq, label %done, label %work
work:
  %c2 = load ptr, ptr @info
  store volatile ptr %c2, ptr @last.x
  br label %done
done:
  ret void
}

define internal i32 @cpuinfo(i32 %f) {
  ret i32 1
}

define void @init.a() {
  %l = load volatile ptr, ptr @last.a
  %c = load ptr, ptr @info
  %eq = icmp eq ptr %l, %c
  br i1 %eq, label %done, label %set
set:
  call void @work.a()
  %c2 = load ptr, ptr @info
  store volatile ptr %c2, ptr @last.a
  br label %done
done:
  ret void
}

declare void @work.a()

define void @init.b() {
  %l = load volatile ptr, ptr @last.b
  %c = load ptr, ptr @info
  %eq = icmp eq ptr %l, %c
  br i1 %eq, label %done, label %set
set:
  call void @work.b()
  %c2 = load ptr, ptr @info
  store volatile ptr %c2, ptr @last.b
  br label %done
done:
  ret void
}

declare void @work.b()

define void @init.c() {
  %l = load volatile ptr, ptr @last.c
  %c = load ptr, ptr @info
  %eq = icmp eq ptr %l, %c
  br i1 %eq, label %done, label %set
set:
  call void @work.c()
  %c2 = load ptr, ptr @info
  store volatile ptr %c2, ptr @last.c
  br label %done
done:
  ret void
}

declare void @work.c()

define void @init.d() {
  %l = load volatile ptr, ptr @last.d
  %c = load ptr, ptr @info
  %eq = icmp eq ptr %l, %c
  br i1 %eq, label %done, label %set
set:
  call void @work.d()
  %c2 = load ptr, ptr @info
  store volatile ptr %c2, ptr @last.d
  br label %done
done:
  ret void
}

declare void @work.d()

define void @init.e() {
  %l = load volatile ptr, ptr @last.e
  %c = load ptr, ptr @info
  %eq = icmp eq ptr %l, %c
  br i1 %eq, label %done, label %set
set:
  call void @work.e()
  %c2 = load ptr, ptr @info
  store volatile ptr %c2, ptr @last.e
  br label %done
done:
  ret void
}

declare void @work.e()

define void @init.f() {
  %l = load volatile ptr, ptr @last.f
  %c = load ptr, ptr @info
  %eq = icmp eq ptr %l, %c
  br i1 %eq, label %done, label %set
set:
  call void @work.f()
  %c2 = load ptr, ptr @info
  store volatile ptr %c2, ptr @last.f
  br label %done
done:
  ret void
}

declare void @work.f()
`)
	for g, want := range map[string]string{"last.a": "i32 (i32)**", "last.f": "i32 (i32)**", "info": "i32 (i32)**"} {
		if got := r.TypeOf(m.Global(g)).String(); got != want {
			t.Errorf("@%s: %s, want %s\n%s", g, got, want, r.Explain(m.Global(g)))
		}
	}
	if ex := r.Explain(m.Global("last.b")).String(); strings.Contains(ex, "initializer at @last") {
		t.Errorf("@last.b: its own address still counts as evidence:\n%s", ex)
	}
}
