package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// readFile must return exactly the file's bytes on both of its paths:
// small files (read as they come) and large ones (read into a buffer
// sized from the file and mapped in first).
func TestReadFileSizes(t *testing.T) {
	dir := t.TempDir()
	for _, n := range []int{0, 100, 1<<20 - 1, 1 << 20, 1<<20 + 4097} {
		want := make([]byte, n)
		for i := range want {
			want[i] = byte(i*7 + i>>9)
		}
		path := filepath.Join(dir, "f")
		if err := os.WriteFile(path, want, 0o644); err != nil {
			t.Fatal(err)
		}
		got, err := readFile(path)
		if err != nil {
			t.Fatalf("size %d: %v", n, err)
		}
		if !bytes.Equal(got, want) {
			t.Fatalf("size %d: read %d bytes, not the file's", n, len(got))
		}
	}
	if _, err := readFile(filepath.Join(dir, "missing")); !os.IsNotExist(err) {
		t.Fatalf("missing file: err = %v, want not-exist", err)
	}
}
