package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
)

// entries lists the names in dir, to prove no temporary file is left.
func entries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestWriteFileCreates(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ll")
	if err := WriteFile(p, []byte("hello\n")); err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(p)
	if err != nil || string(got) != "hello\n" {
		t.Fatalf("content = %q, %v", got, err)
	}
	st, _ := os.Stat(p)
	if st.Mode().Perm() != DefaultPerm {
		t.Errorf("mode = %v, want %v", st.Mode().Perm(), DefaultPerm)
	}
	if n := entries(t, dir); len(n) != 1 || n[0] != "out.ll" {
		t.Errorf("directory holds %v, want only out.ll", n)
	}
}

func TestWriteFileReplacesKeepingMode(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(p, []byte("old contents that are longer\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(p, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != "new\n" {
		t.Fatalf("content = %q", got)
	}
	st, _ := os.Stat(p)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode = %v, want 0600 kept from the replaced file", st.Mode().Perm())
	}
}

func TestWriteFailureLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.ll")
	boom := errors.New("conversion failed")

	// No existing file: nothing may appear.
	err := Write(p, func(w io.Writer) error {
		io.WriteString(w, "partial output")
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("err = %v, want the fill error", err)
	}
	if n := entries(t, dir); len(n) != 0 {
		t.Fatalf("directory holds %v after a failed write, want nothing", n)
	}

	// Existing file: it must survive unchanged.
	if err := os.WriteFile(p, []byte("precious\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, func(w io.Writer) error {
		io.WriteString(w, "partial")
		return boom
	}); !errors.Is(err, boom) {
		t.Fatalf("err = %v, want the fill error", err)
	}
	got, _ := os.ReadFile(p)
	if string(got) != "precious\n" {
		t.Errorf("existing file clobbered: %q", got)
	}
	if n := entries(t, dir); len(n) != 1 {
		t.Errorf("directory holds %v, want only out.ll", n)
	}
}

func TestWriteErrors(t *testing.T) {
	dir := t.TempDir()
	if err := WriteFile(filepath.Join(dir, "missing", "out.ll"), []byte("x")); err == nil {
		t.Error("write into a missing directory succeeded")
	}
	if err := WriteFile(dir, []byte("x")); err == nil {
		t.Error("write over a directory succeeded")
	}
	if n := entries(t, dir); len(n) != 0 {
		t.Errorf("directory holds %v, want nothing", n)
	}
}

func TestRelativePath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	if err := WriteFile("rel.txt", []byte("r")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "rel.txt")); string(got) != "r" {
		t.Errorf("content = %q", got)
	}
}

func TestErrorNamesDestination(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "missing", "out.ll")
	err := WriteFile(p, []byte("x"))
	if want := "write " + p + ": no such file or directory"; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %q", err, want)
	}
	if !errors.Is(err, os.ErrNotExist) {
		t.Errorf("err = %v does not match os.ErrNotExist", err)
	}
}

func TestDeviceWrittenInPlace(t *testing.T) {
	if _, err := os.Stat(os.DevNull); err != nil {
		t.Skip("no", os.DevNull)
	}
	if err := WriteFile(os.DevNull, []byte("discarded")); err != nil {
		t.Fatalf("write %s: %v", os.DevNull, err)
	}
	st, err := os.Stat(os.DevNull)
	if err != nil || st.Mode()&os.ModeDevice == 0 {
		t.Fatalf("%s is no longer a device: %v %v", os.DevNull, st.Mode(), err)
	}
}
