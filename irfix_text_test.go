package irfix

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/internal/testenv"
)

// A .ll with a Latin-1 byte in a comment and in a string (first 64 KiB)
// is LLVM text: llvm-as accepts it, and so does Load (issue 14; it used
// to say "not bitcode").
func TestLoadLatin1Text(t *testing.T) {
	src := "; caf\xe9 au lait\n@s = global [5 x i8] c\"caf\xe9\\00\"\n" +
		"define i32 @main() {\n  ret i32 0\n}\n"
	m, info, err := Load("latin1.ll", []byte(src))
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if info.Format != container.Text {
		t.Errorf("format %v, want text", info.Format)
	}
	if g := m.Global("s"); g == nil {
		t.Fatal("no @s")
	}
	out, err := Convert(m, ConvertOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), `c"caf\E9\00"`) {
		t.Errorf("the string's byte 0xE9 did not survive:\n%s", out)
	}
	// llvm-as takes the same file.
	as := testenv.Tool(t, "llvm-as-22")
	p := filepath.Join(t.TempDir(), "latin1.ll")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(as, p, "-o", os.DevNull).CombinedOutput(); err != nil {
		t.Errorf("llvm-as-22 rejects it: %v\n%s", err, msg)
	}
}

// A NUL byte in a .ll is reported as such, with its position, not as
// "not bitcode".
func TestLoadNULByte(t *testing.T) {
	src := "; a comment\n@g = global i32 0 \x00\n"
	_, _, err := Load("nul.ll", []byte(src))
	if !errors.Is(err, ErrBadInput) {
		t.Fatalf("err = %v, want ErrBadInput", err)
	}
	if want := "nul.ll:2:19: NUL byte at offset 30"; !strings.HasPrefix(err.Error(), want) {
		t.Errorf("err = %q, want it to start with %q", err, want)
	}
	if strings.Contains(err.Error(), "bitcode") {
		t.Errorf("err = %q talks about bitcode", err)
	}
}
