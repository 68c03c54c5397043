package textdiff

import "testing"

func TestDiff(t *testing.T) {
	if d := Diff("x", "y", []byte("a\nb\n"), []byte("a\nb\n")); d != "" {
		t.Errorf("equal texts: %q", d)
	}
	// Worked out by hand, as diff -u prints it.
	got := Diff("x", "y", []byte("a\nb\nc\n"), []byte("a\nB\nc\nd"))
	want := "--- x\n+++ y\n@@ -1,3 +1,4 @@\n a\n-b\n+B\n c\n+d\n\\ No newline at end of file\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
