package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestExplainLocationsAsInInput: explain's evidence locations name unnamed
// values and instruction positions as the input's text has them, though
// the analysis runs after canonicalization folded a no-op cast (which
// renumbers every later unnamed value and shifts positions).
func TestExplainLocationsAsInInput(t *testing.T) {
	const src = `%struct.S = type { i32, ptr }

define ptr @f(ptr %0) {
entry:
  %1 = bitcast ptr %0 to ptr
  %2 = getelementptr %struct.S, ptr %1, i64 0, i32 1
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}
`
	dir := t.TempDir()
	in := filepath.Join(dir, "in.ll")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runIrfix(t, "", nil, "explain", "--value", "%0", "--fn", "f", in)
	if r.code != 0 {
		t.Fatalf("explain: exit %d: %s", r.code, r.stderr)
	}
	if !strings.Contains(r.stdout, "%struct.S*") {
		t.Fatalf("explain did not infer %%struct.S* for %%0:\n%s", r.stdout)
	}
	// The getelementptr is %2, the second instruction (#1) of %entry,
	// in the input; after the cast is folded it would be %1 at #0.
	if !strings.Contains(r.stdout, "@f %entry #1 %2 (getelementptr)") {
		t.Errorf("evidence location not as in the input text (want \"@f %%entry #1 %%2 (getelementptr)\"):\n%s", r.stdout)
	}
	r = runIrfix(t, "", nil, "explain", "--value", "%3", "--fn", "f", in)
	if r.code != 0 || !strings.HasPrefix(strings.SplitN(r.stdout, "\n", 3)[1], "%3 (load)") {
		t.Errorf("explain --value %%3 should head its answer with %%3 (load): exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
}

// TestExplainField: --value %struct.S:K explains a named struct's field
// (its type and evidence); a missing field, or a struct the module does
// not have, is an error.
func TestExplainField(t *testing.T) {
	const src = `%struct.S = type { i32, ptr }
%struct.T = type { double }

define double @f(ptr %p) {
  %a = getelementptr %struct.S, ptr %p, i64 0, i32 1
  %t = load ptr, ptr %a, align 8
  %d = getelementptr %struct.T, ptr %t, i64 0, i32 0
  %v = load double, ptr %d, align 8
  ret double %v
}
`
	in := filepath.Join(t.TempDir(), "in.ll")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runIrfix(t, "", nil, "explain", "--value", "%struct.S:1", in)
	if r.code != 0 || !strings.HasPrefix(r.stdout, "%struct.S field 1: %struct.T*\n") || !strings.Contains(r.stdout, "getelementptr at @f") {
		t.Errorf("explain --value %%struct.S:1: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	for _, v := range []string{"%struct.S:2", "%struct.U:0"} {
		if r := runIrfix(t, "", nil, "explain", "--value", v, in); r.code != 1 {
			t.Errorf("explain --value %s: exit %d, want 1\n%s", v, r.code, r.stderr)
		}
	}
}
