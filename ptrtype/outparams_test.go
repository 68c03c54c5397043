package ptrtype

import (
	"strings"
	"testing"
)

// A method table's out-parameter filled with a void* takes what the
// calls through the slot pass (outparams.go). clang-16 -O2 of
//
//	struct vt { long a; };
//	struct cur { struct vt *pVtab; long n; };
//	struct cur1 { struct cur base; long x[3]; };
//	struct cur2 { struct cur base; double y[2]; };
//	struct mod { int n; int (*xOpen)(struct vt *v, struct cur **pp); };
//	__attribute__((noinline)) static void *myalloc(unsigned long n) { return malloc(n); }
//	static int open1(struct vt *v, struct cur **pp) { struct cur1 *p = myalloc(sizeof *p); if (!p) return 7;
//		memset(p, 0, sizeof *p); p->base.pVtab = v; *pp = &p->base; return 0; }
//	static int open2(...) { the same with struct cur2 }
//	struct mod M1 = { 1, open1 }, M2 = { 2, open2 };
//	long use(struct mod *m, struct vt *v) { struct cur *c; int rc = m->xOpen(v, &c); if (rc) return rc; return c->n; }
//
// (SQLite's sqlite3_module.xOpen: pragmaVtabOpen, jsonEachOpen). Typed,
// open1 and open2 take a %struct.cur** and struct.mod's field is
// i32 (%struct.vt*, %struct.cur**)*; nothing in their bodies names the
// cursor (the allocator returns a void*), so the vote alone says i8**.
func TestOutParamFromCallsThroughSlot(t *testing.T) {
	m, r := infer(t, `%struct.mod = type { i32, ptr }
%struct.cur = type { ptr, i64 }
@M1 = global %struct.mod { i32 1, ptr @open1 }, align 8
@M2 = global %struct.mod { i32 2, ptr @open2 }, align 8

define internal i32 @open1(ptr noundef %0, ptr nocapture noundef writeonly %1) {
  %3 = tail call fastcc ptr @myalloc(i64 noundef 40)
  %4 = icmp eq ptr %3, null
  br i1 %4, label %7, label %5
5:
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(40) %6, i8 0, i64 32, i1 false)
  store ptr %0, ptr %3, align 8
  store ptr %3, ptr %1, align 8
  br label %7
7:
  %8 = phi i32 [ 0, %5 ], [ 7, %2 ]
  ret i32 %8
}

define internal i32 @open2(ptr noundef %0, ptr nocapture noundef writeonly %1) {
  %3 = tail call fastcc ptr @myalloc(i64 noundef 32)
  %4 = icmp eq ptr %3, null
  br i1 %4, label %7, label %5
5:
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %6, i8 0, i64 24, i1 false)
  store ptr %0, ptr %3, align 8
  store ptr %3, ptr %1, align 8
  br label %7
7:
  %8 = phi i32 [ 0, %5 ], [ 7, %2 ]
  ret i32 %8
}

define i64 @use(ptr nocapture noundef readonly %0, ptr noundef %1) {
  %3 = alloca ptr, align 8
  %4 = getelementptr inbounds %struct.mod, ptr %0, i64 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = call i32 %5(ptr noundef %1, ptr noundef nonnull %3)
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %10, label %8
8:
  %9 = sext i32 %6 to i64
  br label %14
10:
  %11 = load ptr, ptr %3, align 8
  %12 = getelementptr inbounds %struct.cur, ptr %11, i64 0, i32 1
  %13 = load i64, ptr %12, align 8
  br label %14
14:
  %15 = phi i64 [ %9, %8 ], [ %13, %10 ]
  ret i64 %15
}

define internal fastcc noalias ptr @myalloc(i64 noundef %0) unnamed_addr {
  %2 = tail call ptr @malloc(i64 noundef %0)
  ret ptr %2
}

declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)

declare noalias noundef ptr @malloc(i64 noundef)
`)
	for _, f := range []string{"open1", "open2"} {
		p := m.Func(f).Params[1]
		if got := r.TypeOf(p).String(); got != "%struct.cur**" {
			t.Errorf("@%s's pp: %s, want %%struct.cur**", f, got)
		}
	}
	if got := r.Body(m.NamedType("struct.mod")); len(got) != 2 || !strings.HasSuffix(got[1].String(), ", %struct.cur**)*") {
		t.Errorf("struct.mod body %v, want its xOpen to take a %%struct.cur**", got)
	}
	if ex := r.Explain(m.Func("open1").Params[1]).String(); !strings.Contains(ex, "out-parameter") || !strings.Contains(ex, "@open2") {
		t.Errorf("the explanation does not name the rule and the slot's functions:\n%s", ex)
	}
}

// Without calls through the slot, the slot's other functions say what
// the out-parameter is: clang-16 -O2 of
//
//	static int open1(struct vt *v, struct cur **pp) { struct cur *p = myalloc(sizeof *p); if (!p) return 7;
//		p->n = 3; p->pVtab = v; *pp = p; return 0; }
//	static int open2(struct vt *v, struct cur **pp) { *pp = 0; return 7; }
//	struct mod M1 = { 1, open1 }, M2 = { 2, open2 };
//
// (SQLite's jsonEachConnect beside pragmaVtabConnect) types open2's pp
// %struct.cur** as open1's; a stored null alone says only "a pointer".
func TestOutParamFromSiblingCallbacks(t *testing.T) {
	m, r := infer(t, `%struct.mod = type { i32, ptr }
%struct.cur = type { ptr, i64 }
@M1 = global %struct.mod { i32 1, ptr @open1 }, align 8
@M2 = global %struct.mod { i32 2, ptr @open2 }, align 8

define internal i32 @open1(ptr noundef %0, ptr nocapture noundef writeonly %1) {
  %3 = tail call fastcc ptr @myalloc()
  %4 = icmp eq ptr %3, null
  br i1 %4, label %7, label %5
5:
  %6 = getelementptr inbounds %struct.cur, ptr %3, i64 0, i32 1
  store i64 3, ptr %6, align 8
  store ptr %0, ptr %3, align 8
  store ptr %3, ptr %1, align 8
  br label %7
7:
  %8 = phi i32 [ 0, %5 ], [ 7, %2 ]
  ret i32 %8
}

define internal i32 @open2(ptr nocapture readnone %0, ptr nocapture noundef writeonly %1) {
  store ptr null, ptr %1, align 8
  ret i32 7
}

define internal fastcc noalias ptr @myalloc() unnamed_addr {
  %1 = tail call dereferenceable_or_null(16) ptr @malloc(i64 noundef 16)
  ret ptr %1
}

declare noalias noundef ptr @malloc(i64 noundef)
`)
	p := m.Func("open2").Params[1]
	if got := r.TypeOf(p).String(); got != "%struct.cur**" {
		t.Errorf("@open2's pp: %s, want %%struct.cur**", got)
	}
	if got := r.Body(m.NamedType("struct.mod")); len(got) != 2 || !strings.HasSuffix(got[1].String(), ", %struct.cur**)*") {
		t.Errorf("struct.mod body %v, want its xOpen to take a %%struct.cur**", got)
	}
	if ex := r.Explain(p).String(); !strings.Contains(ex, "other functions take") || !strings.Contains(ex, "@open1") {
		t.Errorf("the explanation does not name the rule and the slot's functions:\n%s", ex)
	}
}
