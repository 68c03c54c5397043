package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

func instrNamed(f *ir.Func, name string) *ir.Instr {
	var found *ir.Instr
	f.Instrs(func(i *ir.Instr) {
		if i.Name == name {
			found = i
		}
	})
	return found
}

// A qsort comparator at -O0: `const struct item *a = pa;` copies the
// void* parameter's spill into a local of another type. The cast is at
// the copy: the spill stays i8**, the local is %struct.item**.
func TestCopyIsWhereCConverts(t *testing.T) {
	m, r := infer(t, `%struct.item = type { ptr, double }

declare void @qsort(ptr, i64, i64, ptr)

define internal i32 @cmp(ptr %pa, ptr %pb) {
  %pa.addr = alloca ptr, align 8
  %a = alloca ptr, align 8
  store ptr %pa, ptr %pa.addr, align 8
  %x = load ptr, ptr %pa.addr, align 8
  store ptr %x, ptr %a, align 8
  %y = load ptr, ptr %a, align 8
  %w = getelementptr inbounds %struct.item, ptr %y, i32 0, i32 1
  %z = load double, ptr %w, align 8
  %c = fcmp olt double %z, 0.0
  %r = zext i1 %c to i32
  ret i32 %r
}

define void @sort(ptr %items) {
  call void @qsort(ptr %items, i64 4, i64 16, ptr @cmp)
  ret void
}
`)
	f := m.Func("cmp")
	if got := r.TypeOf(f.Params[0]).String(); got != "i8*" {
		t.Errorf("%%pa: %s, want i8* (a comparator's const void*)", got)
	}
	if got := r.TypeOf(instrNamed(f, "pa.addr")).String(); got != "i8**" {
		t.Errorf("%%pa.addr: %s, want i8** (the parameter's spill)", got)
	}
	if got := r.TypeOf(instrNamed(f, "a")).String(); got != "%struct.item**" {
		t.Errorf("%%a: %s, want %%struct.item** (the local the copy converts into)", got)
	}
	if ex := r.Explain(instrNamed(f, "a")).String(); !strings.Contains(ex, "getelementptr") {
		t.Errorf("%%a: the explanation does not name the accesses:\n%s", ex)
	}
}

// A VLA parameter (`double m[n][n]` is a double*) indexed with computed
// offsets, called with a 6×6 global: the spill's slot echoes the
// argument's decayed [6 x double] with the weight of a memory tie, the
// getelementptrs say double with the same weight; the pointer's own
// use wins the tie.
func TestTieGoesToOwnUse(t *testing.T) {
	m, r := infer(t, `@C = global [6 x [6 x double]] zeroinitializer

define double @trace(i32 %n, ptr %m) {
  %m.addr = alloca ptr, align 8
  store ptr %m, ptr %m.addr, align 8
  %p = load ptr, ptr %m.addr, align 8
  %w = zext i32 %n to i64
  %i = mul i64 %w, 3
  %e = getelementptr inbounds double, ptr %p, i64 %i
  %v = load double, ptr %e, align 8
  ret double %v
}

define double @main() {
  %r = call double @trace(i32 6, ptr @C)
  ret double %r
}
`)
	f := m.Func("trace")
	if got := r.TypeOf(f.Params[1]).String(); got != "double*" {
		t.Errorf("%%m: %s, want double*", got)
	}
	if got := r.TypeOf(instrNamed(f, "p")).String(); got != "double*" {
		t.Errorf("%%p: %s, want double*", got)
	}
}

// The SLP vectorizer reads a struct's first two doubles as one
// <2 x double> through a cast of the struct pointer: the struct access
// decides, the vector accesses are weaker evidence.
func TestVectorAccessIsWeak(t *testing.T) {
	m, r := infer(t, `%struct.vec2 = type { double, double }
%struct.rect = type { %struct.vec2, %struct.vec2, i32 }

define void @grow(ptr %r, double %d) {
  %v = load <2 x double>, ptr %r, align 8
  %s = fadd <2 x double> %v, %v
  store <2 x double> %s, ptr %r, align 8
  %f = getelementptr inbounds %struct.rect, ptr %r, i64 0, i32 2
  store i32 0, ptr %f, align 8
  ret void
}

define void @scale(ptr %p) {
  %v = load <4 x float>, ptr %p, align 16
  %s = fadd <4 x float> %v, %v
  store <4 x float> %s, ptr %p, align 16
  ret void
}
`)
	if got := r.TypeOf(m.Func("grow").Params[0]).String(); got != "%struct.rect*" {
		t.Errorf("@grow's %%r: %s, want %%struct.rect*", got)
	}
	if got := r.TypeOf(m.Func("scale").Params[0]).String(); got != "<4 x float>*" {
		t.Errorf("@scale's %%p: %s, want <4 x float>* (vector accesses alone still decide)", got)
	}
}

// `int *hit = bsearch(...); hit - arr`: a pointer difference needs two
// pointers to one type, so the local holding bsearch's void* result is
// an int* like the array's element pointer.
func TestPointerDifferenceTiesTypes(t *testing.T) {
	m, r := infer(t, `declare ptr @bsearch(ptr, ptr, i64, i64, ptr)

define i64 @find(ptr %key, ptr %cmp) {
  %arr = alloca [8 x i32], align 16
  %hit = alloca ptr, align 8
  %r = call ptr @bsearch(ptr %key, ptr %arr, i64 8, i64 4, ptr %cmp)
  store ptr %r, ptr %hit, align 8
  %h = load ptr, ptr %hit, align 8
  %a0 = getelementptr inbounds [8 x i32], ptr %arr, i64 0, i64 0
  %x = ptrtoint ptr %h to i64
  %y = ptrtoint ptr %a0 to i64
  %d = sub i64 %x, %y
  %n = sdiv exact i64 %d, 4
  ret i64 %n
}
`)
	if got := r.TypeOf(instrNamed(m.Func("find"), "hit")).String(); got != "i32**" {
		t.Errorf("%%hit: %s, want i32** (hit - arr)", got)
	}
}

// A free list: `((Slot*)o)->next = head; head = o;` stores an object of
// another type into a Slot* global. The global's type comes from how it
// is read (a Slot), the object's from its own accesses; the store is
// where the cast sits.
func TestStoreIntoFieldIsWhereCConverts(t *testing.T) {
	m, r := infer(t, `%struct.Obj = type { i32, double }
%struct.Slot = type { ptr, i64 }

@head = internal global ptr null, align 8

define void @release(ptr %o) {
  %f = getelementptr inbounds %struct.Obj, ptr %o, i64 0, i32 1
  store double 0.0, ptr %f, align 8
  store ptr %o, ptr @head, align 8
  ret void
}

define i64 @peek() {
  %h = load ptr, ptr @head, align 8
  %n = getelementptr inbounds %struct.Slot, ptr %h, i64 0, i32 1
  %v = load i64, ptr %n, align 8
  ret i64 %v
}
`)
	if got := r.TypeOf(m.Func("release").Params[0]).String(); got != "%struct.Obj*" {
		t.Errorf("@release's %%o: %s, want %%struct.Obj*", got)
	}
	if got := r.TypeOf(m.Global("head")).String(); got != "%struct.Slot**" {
		t.Errorf("@head: %s, want %%struct.Slot** (a free list of slots)", got)
	}
}

// A table of callbacks: one uses all its pointer parameters, two ignore
// their third (`sqlite3_value **apUnused`). The table field's function
// type comes from the one that uses them, and the unused parameter
// takes the field's type (not i8*, which nothing says).
func TestUnusedCallbackParameterTakesTheTablesType(t *testing.T) {
	m, r := infer(t, `%struct.Ctx = type { i32, i32 }
%struct.Val = type { double, i32 }
%struct.Def = type { i32, ptr }

@table = internal global [3 x %struct.Def] [%struct.Def { i32 1, ptr @step }, %struct.Def { i32 2, ptr @noop }, %struct.Def { i32 3, ptr @noop2 }], align 16

define internal void @step(ptr %ctx, i32 %n, ptr %argv) {
  %v = load ptr, ptr %argv, align 8
  %d = getelementptr inbounds %struct.Val, ptr %v, i64 0, i32 1
  %x = load i32, ptr %d, align 8
  %c = getelementptr inbounds %struct.Ctx, ptr %ctx, i64 0, i32 1
  store i32 %x, ptr %c, align 4
  ret void
}

define internal void @noop(ptr %ctx, i32 %n, ptr %unused) {
  %c = getelementptr inbounds %struct.Ctx, ptr %ctx, i64 0, i32 0
  store i32 0, ptr %c, align 4
  ret void
}

define internal void @noop2(ptr %ctx, i32 %n, ptr %unused) {
  %c = getelementptr inbounds %struct.Ctx, ptr %ctx, i64 0, i32 1
  store i32 1, ptr %c, align 4
  ret void
}
`)
	if got := r.TypeOf(m.Func("noop").Params[2]).String(); got != "%struct.Val**" {
		t.Errorf("@noop's %%unused: %s, want %%struct.Val** (the table's type)", got)
	}
	if got := r.Body(m.NamedType("struct.Def"))[1].String(); got != "void (%struct.Ctx*, i32, %struct.Val**)*" {
		t.Errorf("%%struct.Def field 1: %s, want void (%%struct.Ctx*, i32, %%struct.Val**)*", got)
	}
}

// The same callbacks handed down a chain of API wrappers: the outer
// wrapper's parameter only sees the untyped callbacks its callers pass,
// so the function type it decides on passes on as weakly as they voted;
// the inner function's parameter takes the type of the field it is
// stored in.
func TestUntypedCallbacksPassOnWeakly(t *testing.T) {
	m, r := infer(t, `%struct.Ctx = type { i32, i32 }
%struct.Val = type { double, i32 }
%struct.Def = type { i32, ptr }

@table = internal global [1 x %struct.Def] [%struct.Def { i32 1, ptr @step }], align 16

define internal void @step(ptr %ctx, i32 %n, ptr %argv) {
  %v = load ptr, ptr %argv, align 8
  %d = getelementptr inbounds %struct.Val, ptr %v, i64 0, i32 1
  %x = load i32, ptr %d, align 8
  %c = getelementptr inbounds %struct.Ctx, ptr %ctx, i64 0, i32 1
  store i32 %x, ptr %c, align 4
  ret void
}

define internal void @noop(ptr %ctx, i32 %n, ptr %unused) {
  ret void
}

define void @register(ptr %def, ptr %fn, ptr %alt, i1 %c) {
  %f = getelementptr inbounds %struct.Def, ptr %def, i64 0, i32 1
  %s = select i1 %c, ptr %fn, ptr %alt
  store ptr %s, ptr %f, align 8
  ret void
}

define void @api(ptr %def, ptr %fn, i1 %c) {
  call void @register(ptr %def, ptr %fn, ptr null, i1 %c)
  call void @register(ptr %def, ptr %fn, ptr null, i1 %c)
  ret void
}

define void @use(ptr %def) {
  call void @api(ptr %def, ptr @noop, i1 true)
  ret void
}
`)
	want := "void (%struct.Ctx*, i32, %struct.Val**)*"
	for _, fn := range []string{"register", "api"} {
		if got := r.TypeOf(m.Func(fn).Params[1]).String(); got != want {
			t.Errorf("@%s's %%fn: %s, want %s", fn, got, want)
		}
	}
}

// A free list every kind of object is released into: its head is where
// C converted each of them, so it joins none of them. An object that is
// only passed on (its type is what the callees use it as) keeps that
// type instead of joining the class the head was first tied to.
func TestFreeListHeadJoinsNoObject(t *testing.T) {
	m, r := infer(t, `%struct.A = type { i32, double }
%struct.B = type { double, i64 }
%struct.C = type { i64, i64, i64 }

@head = internal global ptr null, align 8

define void @freeA(ptr %a) {
  %f = getelementptr inbounds %struct.A, ptr %a, i64 0, i32 1
  store double 0.0, ptr %f, align 8
  store ptr %a, ptr @head, align 8
  ret void
}

define void @freeB(ptr %b) {
  %f = getelementptr inbounds %struct.B, ptr %b, i64 0, i32 1
  store i64 0, ptr %f, align 8
  store ptr %b, ptr @head, align 8
  ret void
}

define void @useC(ptr %c) {
  %f = getelementptr inbounds %struct.C, ptr %c, i64 0, i32 2
  store i64 0, ptr %f, align 8
  ret void
}

define void @freeC(ptr %c) {
  call void @useC(ptr %c)
  call void @useC(ptr %c)
  store ptr %c, ptr @head, align 8
  ret void
}
`)
	for fn, want := range map[string]string{"freeA": "%struct.A*", "freeB": "%struct.B*", "freeC": "%struct.C*"} {
		if got := r.TypeOf(m.Func(fn).Params[0]).String(); got != want {
			t.Errorf("@%s's parameter: %s, want %s", fn, got, want)
		}
	}
}

// A list head filled from an allocation addressed by bytes (SQLite's
// sqlite3ParserAddCleanup: `pCleanup = sqlite3DbMallocRaw(...);
// pCleanup->pNext = pParse->pCleanup; pParse->pCleanup = pCleanup;`,
// which -O2 turns into byte getelementptrs on the void* the allocator
// returned) and read elsewhere as the list's nodes: the store is where C
// converts the void*. The two sides of the store are voted on first
// without it; their types disagree (the bytes' type, %struct.C), so it joins nothing,
// and the head keeps the node type its readers use.
func TestCopyJoinsOnlyWhatAgreesProvisionally(t *testing.T) {
	m, r := infer(t, `%struct.C = type { ptr, i32 }
%struct.P = type { ptr }

@none = global %struct.C zeroinitializer

declare ptr @malloc(i64)

define void @push(ptr %p) {
  %m = call ptr @malloc(i64 16)
  %f = getelementptr inbounds i8, ptr %m, i64 8
  store i32 1, ptr %f, align 4
  %g = getelementptr inbounds i8, ptr %m, i64 12
  store i32 2, ptr %g, align 4
  %k = getelementptr inbounds i8, ptr %m, i64 4
  store i32 3, ptr %k, align 4
  %h = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 0
  store ptr %m, ptr %h, align 8
  ret void
}

define i32 @walk(ptr %p) {
entry:
  %h = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 0
  %first = load ptr, ptr %h, align 8
  br label %loop

loop:
  %c = phi ptr [ %first, %entry ], [ %next, %loop ]
  %xp = getelementptr inbounds %struct.C, ptr %c, i64 0, i32 1
  %x = load i32, ptr %xp, align 4
  %np = getelementptr inbounds %struct.C, ptr %c, i64 0, i32 0
  %next = load ptr, ptr %np, align 8
  %done = icmp eq ptr %next, null
  br i1 %done, label %out, label %loop

out:
  ret i32 %x
}

define i32 @peek(ptr %p) {
  %h = getelementptr inbounds %struct.P, ptr %p, i64 0, i32 0
  %first = load ptr, ptr %h, align 8
  %ok = icmp ne ptr %first, null
  %c = select i1 %ok, ptr %first, ptr @none
  %xp = getelementptr inbounds %struct.C, ptr %c, i64 0, i32 1
  %x = load i32, ptr %xp, align 4
  ret i32 %x
}
`)
	if got := r.Body(m.NamedType("struct.P")); len(got) != 1 || got[0].String() != "%struct.C*" {
		t.Errorf("struct.P body %v, want { %%struct.C* }", got)
	}
	if got := r.TypeOf(instrNamed(m.Func("push"), "m")).String(); got == "%struct.C*" {
		t.Errorf("%%m: %s, want the type of its byte addressing (in typed IR the store casts it)", got)
	}
}
