package ptrtype

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// aheadSrc has what CompleteTypes adds to (a FILE of stdio, a class X
// from X.base) and what upgrade.Canonicalize rewrites in a module without
// typed pointers that the pipeline's early recovery lets through (legacy
// memory and nocapture attributes, intrinsics renamed to their pointer
// overloads).
const aheadSrc = `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.Shape.base = type <{ ptr, i32 }>
%struct.node = type { ptr, i32 }

@stdout = external global ptr
@head = global ptr null

declare i32 @fprintf(ptr nocapture, ptr nocapture readonly, ...)
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
declare ptr @llvm.stacksave()
declare void @llvm.stackrestore(ptr)
declare i32 @llvm.eh.typeid.for(ptr)

define i32 @sum(ptr nocapture readonly %n) argmemonly readonly {
  %v = getelementptr inbounds %struct.node, ptr %n, i32 0, i32 1
  %x = load i32, ptr %v
  ret i32 %x
}

define void @logf(ptr nocapture %fmt, ...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %sp = call ptr @llvm.stacksave()
  %out = load ptr, ptr @stdout
  %r = call i32 (ptr, ptr, ...) @fprintf(ptr %out, ptr %fmt, ptr %ap)
  call void @llvm.stackrestore(ptr %sp)
  call void @llvm.va_end(ptr %ap)
  ret void
}

define double @_Z5totalPKP5Shapei(ptr %xs, i32 %n) {
  %s = load ptr, ptr %xs, align 8
  %id = getelementptr inbounds %struct.Shape.base, ptr %s, i32 0, i32 1
  %h = load ptr, ptr @head
  %k = call i32 @sum(ptr %h)
  ret double 0.0
}
`

// typesOf lists what r says of every value of m, in module order.
func typesOf(m *ir.Module, r *Result) []string {
	var out []string
	s := func(t *ir.Type) string {
		if t == nil {
			return "-"
		}
		return t.String()
	}
	for _, g := range m.Globals {
		out = append(out, g.Name+" "+s(r.TypeOf(g))+" "+s(r.ValueType(g)))
	}
	for _, f := range m.Funcs {
		out = append(out, f.Name+" "+s(r.Sig(f)))
		for _, p := range f.Params {
			out = append(out, "  "+s(r.TypeOf(p)))
		}
		f.Instrs(func(i *ir.Instr) {
			out = append(out, "  "+i.Op.String()+" "+s(r.TypeOf(i))+" "+s(r.ElemType(i)))
		})
	}
	for _, t := range m.Types {
		for k, ft := range r.Body(t) {
			out = append(out, t.Name+"."+string(rune('0'+k))+" "+s(ft))
		}
	}
	return out
}

func parseAhead(t *testing.T) *ir.Module {
	t.Helper()
	m, err := lltext.Parse("t.ll", []byte(aheadSrc))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// InferAhead writes nothing in the module, and its outcome applied after
// canonicalization is what CompleteTypes and Infer give on the canonical
// module (the order downgrade.Lower runs them in otherwise): the same
// types added, in the same order, and the same type for every value.
func TestInferAheadAsInferAfterCanonicalize(t *testing.T) {
	m1, m2 := parseAhead(t), parseAhead(t)
	n := len(m1.Types)
	h := InferAhead(m1)
	if len(m1.Types) != n {
		t.Fatalf("InferAhead changed the module's types: %d, want %d", len(m1.Types), n)
	}
	rep1, err := upgrade.Canonicalize(m1)
	if err != nil {
		t.Fatal(err)
	}
	if rep1.ModernAttrs == 0 || rep1.RenamedIntrins == 0 {
		t.Fatalf("canonicalize changed too little for the test to mean anything: %+v", rep1)
	}
	res1, added1 := h.Apply(m1)
	if res1 == nil {
		t.Fatal("Apply declined")
	}
	if _, err := upgrade.Canonicalize(m2); err != nil {
		t.Fatal(err)
	}
	added2 := CompleteTypes(m2)
	res2 := Infer(m2)
	if len(added2) < 2 {
		t.Fatalf("CompleteTypes added %v: the test wants FILE and Shape", added2)
	}
	var n1, n2 []string
	for _, x := range added1 {
		n1 = append(n1, x.Name)
	}
	for _, x := range added2 {
		n2 = append(n2, x.Name)
	}
	if strings.Join(n1, ",") != strings.Join(n2, ",") {
		t.Errorf("added %v ahead, %v after canonicalize", n1, n2)
	}
	for _, x := range added1 {
		if m1.NamedType(x.Name) != x {
			t.Errorf("Apply did not add %s to the module", x.Name)
		}
	}
	t1, t2 := typesOf(m1, res1), typesOf(m2, res2)
	if strings.Join(t1, "\n") != strings.Join(t2, "\n") {
		t.Errorf("ahead:\n%s\nafter canonicalize:\n%s", strings.Join(t1, "\n"), strings.Join(t2, "\n"))
	}
	if !strings.Contains(strings.Join(t1, "\n"), "%struct._IO_FILE*") {
		t.Errorf("the added FILE type is not used: the comparison misses CompleteTypes\n%s", strings.Join(t1, "\n"))
	}

	// A module whose type list changed since is not applied to.
	m3 := parseAhead(t)
	h = InferAhead(m3)
	m3.Types = m3.Types[:len(m3.Types)-1]
	if r, _ := h.Apply(m3); r != nil {
		t.Error("Apply took a module whose type list changed")
	}
}

// The pipeline recovers pointer types before canonicalize and keeps the
// outcome when canonicalize only rewrote legacy memory and nocapture
// attributes and renamed intrinsics (downgrade.InferTypes). That holds
// while no rule reads those attributes or tells those intrinsics apart
// by their full names; a rule that must reads them on the canonical
// module, and the pipeline must then drop the early recovery when
// canonicalize reports such a change (pipeline.go, canonicalize).
func TestInferReadsNothingCanonicalized(t *testing.T) {
	attrs := regexp.MustCompile(`\bir\.Attr(NoCapture|Captures|Memory|ReadNone|ReadOnly|WriteOnly|ArgMemOnly|InaccessibleMemOnly|InaccessibleMemOrArgMemOnly)\b`)
	var names []string
	for _, r := range target.IntrinsicRenames {
		names = append(names, regexp.QuoteMeta(r.Old), regexp.QuoteMeta(r.New))
	}
	// A name used other than as a prefix: compared, or a map key.
	lit := regexp.MustCompile(`(HasPrefix\([^,()]+,\s*)?"(` + strings.Join(names, "|") + `)"`)
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, x := range attrs.FindAll(b, -1) {
			t.Errorf("%s reads %s, which upgrade.Canonicalize rewrites after the pipeline's early recovery", f, x)
		}
		for _, x := range lit.FindAllSubmatch(b, -1) {
			if len(x[1]) == 0 {
				t.Errorf("%s tells intrinsic %s apart by its full name, which upgrade.Canonicalize renames after the pipeline's early recovery", f, x[2])
			}
		}
	}
	if checked < 20 {
		t.Fatalf("checked %d source files: not ptrtype's directory?", checked)
	}
}
