package golden

import (
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestDiffHandWritten(t *testing.T) {
	// Ten lines, line 5 changed: one hunk with lines 2..8 (3 of context
	// on each side), 7 lines on each side.
	var a, b strings.Builder
	for i := 1; i <= 10; i++ {
		fmt.Fprintf(&a, "l%d\n", i)
		if i == 5 {
			b.WriteString("five\n")
		} else {
			fmt.Fprintf(&b, "l%d\n", i)
		}
	}
	want := "--- a\n+++ b\n@@ -2,7 +2,7 @@\n l2\n l3\n l4\n-l5\n+five\n l6\n l7\n l8\n"
	if got := Diff("a", "b", []byte(a.String()), []byte(b.String())); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}

	cases := []struct{ name, a, b, want string }{
		{"equal", "x\ny\n", "x\ny\n", ""},
		{"insert into empty", "", "x\n", "--- a\n+++ b\n@@ -0,0 +1 @@\n+x\n"},
		{"delete all", "x\ny\n", "", "--- a\n+++ b\n@@ -1,2 +0,0 @@\n-x\n-y\n"},
		{"append at end", "x\n", "x\ny\n", "--- a\n+++ b\n@@ -1 +1,2 @@\n x\n+y\n"},
		{"missing final newline", "x\ny", "x\ny\n",
			"--- a\n+++ b\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+y\n"},
		// Changes at lines 1 and 9 of 9 are 7 unchanged lines apart (more
		// than 2*3), so they get separate hunks.
		{"two hunks", "1\n2\n3\n4\n5\n6\n7\n8\n9\n", "A\n2\n3\n4\n5\n6\n7\n8\nB\n",
			"--- a\n+++ b\n@@ -1,4 +1,4 @@\n-1\n+A\n 2\n 3\n 4\n@@ -6,4 +6,4 @@\n 6\n 7\n 8\n-9\n+B\n"},
		// Six unchanged lines between the changes (= 2*3): one hunk.
		{"merged hunk", "1\n2\n3\n4\n5\n6\n7\n8\n", "A\n2\n3\n4\n5\n6\n7\nB\n",
			"--- a\n+++ b\n@@ -1,8 +1,8 @@\n-1\n+A\n 2\n 3\n 4\n 5\n 6\n 7\n-8\n+B\n"},
	}
	for _, c := range cases {
		if got := Diff("a", "b", []byte(c.a), []byte(c.b)); got != c.want {
			t.Errorf("%s: got\n%s\nwant\n%s", c.name, got, c.want)
		}
	}
}

// TestDiffMatchesGNUDiff compares hunks with `diff -U3` on random edits of
// texts whose lines are all distinct; new lines are distinct too, so the
// minimal edit is unique and both tools must print the same hunks.
func TestDiffMatchesGNUDiff(t *testing.T) {
	diffTool, err := exec.LookPath("diff")
	if err != nil {
		t.Skip("diff not installed")
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewSource(1))
	fresh := 0
	for iter := 0; iter < 60; iter++ {
		n := 1 + rng.Intn(60)
		var a, b []string
		for i := 0; i < n; i++ {
			line := fmt.Sprintf("line %d of case %d\n", i, iter)
			a = append(a, line)
			switch r := rng.Intn(10); {
			case r == 0: // delete
			case r == 1: // replace
				fresh++
				b = append(b, fmt.Sprintf("new %d\n", fresh))
			case r == 2: // insert after
				fresh++
				b = append(b, line, fmt.Sprintf("new %d\n", fresh))
			default:
				b = append(b, line)
			}
		}
		as, bs := strings.Join(a, ""), strings.Join(b, "")
		pa, pb := filepath.Join(dir, "a"), filepath.Join(dir, "b")
		os.WriteFile(pa, []byte(as), 0o644)
		os.WriteFile(pb, []byte(bs), 0o644)
		out, _ := exec.Command(diffTool, "-U3", "--label", "a", "--label", "b", pa, pb).Output()
		if got := Diff("a", "b", []byte(as), []byte(bs)); got != string(out) {
			t.Fatalf("case %d differs from diff -U3:\nours\n%s\ndiff\n%s", iter, got, out)
		}
	}
}

// recorder stands in for *testing.T to observe what Check reports.
type recorder struct {
	testing.TB
	errors []string
	logs   []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(f string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(f, args...))
}
func (r *recorder) Logf(f string, args ...any)   { r.logs = append(r.logs, fmt.Sprintf(f, args...)) }
func (r *recorder) Fatalf(f string, args ...any) { panic(fmt.Sprintf(f, args...)) }
func setUpdate(t *testing.T, v bool) {
	old := *update
	*update = v
	t.Cleanup(func() { *update = old })
}

func TestCheck(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "sub", "x.golden")

	setUpdate(t, false)
	r := &recorder{TB: t}
	Check(r, p, []byte("a\n"))
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], "-update") {
		t.Fatalf("missing golden: errors = %q", r.errors)
	}

	setUpdate(t, true)
	r = &recorder{TB: t}
	Check(r, p, []byte("a\nb\n"))
	if len(r.errors) != 0 {
		t.Fatalf("update: errors = %q", r.errors)
	}
	if got, _ := os.ReadFile(p); string(got) != "a\nb\n" {
		t.Fatalf("update wrote %q", got)
	}

	setUpdate(t, false)
	r = &recorder{TB: t}
	Check(r, p, []byte("a\nb\n"))
	if len(r.errors) != 0 {
		t.Errorf("equal output: errors = %q", r.errors)
	}
	r = &recorder{TB: t}
	Check(r, p, []byte("a\nc\n"))
	if len(r.errors) != 1 {
		t.Fatalf("mismatch: errors = %q", r.errors)
	}
	wantDiff := "--- " + p + "\n+++ got\n@@ -1,2 +1,2 @@\n a\n-b\n+c\n"
	if !strings.HasSuffix(r.errors[0], wantDiff) {
		t.Errorf("mismatch report:\n%s\nwant it to end with\n%s", r.errors[0], wantDiff)
	}
}

func TestCheckTruncatesHugeDiffs(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.golden")
	var a, b strings.Builder
	for i := 0; i < 1000; i++ {
		fmt.Fprintf(&a, "a%d\n", i)
		fmt.Fprintf(&b, "b%d\n", i)
	}
	os.WriteFile(p, []byte(a.String()), 0o644)
	setUpdate(t, false)
	r := &recorder{TB: t}
	Check(r, p, []byte(b.String()))
	if len(r.errors) != 1 || !strings.Contains(r.errors[0], "more diff lines not shown") {
		t.Fatalf("errors = %.300q", r.errors)
	}
	if n := strings.Count(r.errors[0], "\n"); n > MaxDiffLines+5 {
		t.Errorf("report has %d lines", n)
	}
}
