package ptrtype

import (
	"strings"
	"testing"
)

// A method table's function is called where its pointer flowed: here
// through a parameter (clang-16 -O2 of
//
//	struct methods { int iVersion; void *pArg; int (*xInit)(void*);
//		long (*xA)(struct obj*, int); long (*xB)(struct obj*); };
//	static int myInit(void *p) { return 0; }
//	static long myA(struct obj *o, int n) { return o->b + n; }
//	static long myB(struct obj *o) { return o->b; }
//	struct methods M = { 1, 0, myInit, myA, myB };
//	__attribute__((noinline)) static int callInit(int (*x)(void*), void *arg) { return x(arg); }
//	int run(struct methods *m) { return callInit(m->xInit, m->pArg); }
//	long use(struct methods *m, struct obj *o) { return m->xA(o, 1) + m->xB(o); }
//
// as SQLite's sqlite3Initialize calls pcache2.xInit(pcache2.pArg)
// through a phi). Typed, myInit takes an i8*: the call through its
// slot passes the void* pArg. Seeing no call, the sibling methods' rule
// (methods.go) would give it their %struct.obj*.
func TestCallsThroughFlowedSlot(t *testing.T) {
	m, r := infer(t, `%struct.methods = type { i32, ptr, ptr, ptr, ptr }
%struct.obj = type { i64, i64 }
@M = global %struct.methods { i32 1, ptr null, ptr @myInit, ptr @myA, ptr @myB }, align 8

define internal i32 @myInit(ptr nocapture readnone %0) {
  ret i32 0
}

define internal i64 @myA(ptr nocapture noundef readonly %0, i32 noundef %1) {
  %3 = getelementptr inbounds %struct.obj, ptr %0, i64 0, i32 1
  %4 = load i64, ptr %3, align 8
  %5 = sext i32 %1 to i64
  %6 = add nsw i64 %4, %5
  ret i64 %6
}

define internal i64 @myB(ptr nocapture noundef readonly %0) {
  %2 = getelementptr inbounds %struct.obj, ptr %0, i64 0, i32 1
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

define i32 @run(ptr nocapture noundef readonly %0) {
  %2 = getelementptr inbounds %struct.methods, ptr %0, i64 0, i32 2
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.methods, ptr %0, i64 0, i32 1
  %5 = load ptr, ptr %4, align 8
  %6 = tail call fastcc i32 @callInit(ptr noundef %3, ptr noundef %5)
  ret i32 %6
}

define internal fastcc i32 @callInit(ptr nocapture noundef readonly %0, ptr noundef %1) unnamed_addr {
  %3 = tail call i32 %0(ptr noundef %1)
  ret i32 %3
}

define i64 @use(ptr nocapture noundef readonly %0, ptr noundef %1) {
  %3 = getelementptr inbounds %struct.methods, ptr %0, i64 0, i32 3
  %4 = load ptr, ptr %3, align 8
  %5 = tail call i64 %4(ptr noundef %1, i32 noundef 1)
  %6 = getelementptr inbounds %struct.methods, ptr %0, i64 0, i32 4
  %7 = load ptr, ptr %6, align 8
  %8 = tail call i64 %7(ptr noundef %1)
  %9 = add nsw i64 %8, %5
  ret i64 %9
}
`)
	p := m.Func("myInit").Params[0]
	if got := r.TypeOf(p).String(); got != "i8*" {
		t.Errorf("@myInit's p: %s, want i8*", got)
	}
	if got := r.Body(m.NamedType("struct.methods")); len(got) != 5 || got[2].String() != "i32 (i8*)*" {
		t.Errorf("struct.methods body %v, want its xInit i32 (i8*)*", got)
	}
	if ex := r.Explain(p).String(); strings.Contains(ex, "methods.go") {
		t.Errorf("the sibling methods' rule decided it:\n%s", ex)
	}
}
