package irfix

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/ir/lltext"
)

// tool returns the path of an LLVM tool, skipping the test when it is
// missing unless IRFIX_REQUIRE_LLVM=1.
func tool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("IRFIX_REQUIRE_LLVM") == "1" {
			t.Fatalf("%s not found, and IRFIX_REQUIRE_LLVM=1", name)
		}
		t.Skipf("%s not installed (set IRFIX_REQUIRE_LLVM=1 to fail instead)", name)
	}
	return p
}

const example = "examples/numba_cos.typed.ll"

func TestLoadText(t *testing.T) {
	src, err := os.ReadFile(example)
	if err != nil {
		t.Fatal(err)
	}
	m, info, err := Load(example, src)
	if err != nil {
		t.Fatal(err)
	}
	if info.Format != container.Text || info.Producer != "" {
		t.Errorf("info = %+v, want text without producer", info)
	}
	// Facts read off the file by eye: two definitions and one declaration,
	// in this order.
	var names []string
	for _, f := range m.Funcs {
		names = append(names, f.Name)
	}
	want := []string{
		"_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd",
		"llvm.cos.f64",
		"cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd",
	}
	if strings.Join(names, " ") != strings.Join(want, " ") {
		t.Errorf("functions = %q, want %q", names, want)
	}
	if m.Triple != "x86_64-conda-linux-gnu" {
		t.Errorf("triple = %q", m.Triple)
	}
}

func TestLoadSyntaxError(t *testing.T) {
	// Line 3, column 8 is where the unknown opcode starts.
	src := "define i32 @f() {\nentry:\n  %x = frobnicate i32 1\n  ret i32 %x\n}\n"
	_, _, err := Load("bad.ll", []byte(src))
	if !errors.Is(err, ErrBadInput) {
		t.Fatalf("err = %v, want ErrBadInput", err)
	}
	var se *lltext.Error
	if !errors.As(err, &se) {
		t.Fatalf("err = %T %v, want an *lltext.Error inside", err, err)
	}
	if se.File != "bad.ll" || se.Line != 3 || se.Col != 8 {
		t.Errorf("position = %s:%d:%d, want bad.ll:3:8", se.File, se.Line, se.Col)
	}
	if !strings.HasPrefix(err.Error(), "bad.ll:3:8: ") {
		t.Errorf("message %q does not start with the position", err.Error())
	}
	if errors.Is(err, ErrUnsupported) || errors.Is(err, ErrNotExpressible) {
		t.Error("a syntax error matches more than one class")
	}
}

func TestLoadUnknownBinary(t *testing.T) {
	_, info, err := Load("junk.bin", []byte{0x7f, 0, 1, 2, 3, 0, 0, 0})
	if !errors.Is(err, ErrBadInput) || info.Format != container.Unknown {
		t.Fatalf("err = %v, info = %+v; want ErrBadInput, unknown format", err, info)
	}
	if !strings.HasPrefix(err.Error(), "junk.bin: ") {
		t.Errorf("message %q does not name the file", err)
	}
}

// seedBitcode is the seed's LLVM 16 bitcode; llvm-bcanalyzer-16 -dump
// shows its IDENTIFICATION string 'LLVM16.0.6'.
func seedBitcode(t *testing.T) []byte {
	t.Helper()
	for _, dir := range []string{"../shared/seed", "/work/shared/seed"} {
		if data, err := os.ReadFile(filepath.Join(dir, "numba_cos.opaque16.bc")); err == nil {
			return data
		}
	}
	// Without the seed, make the same kind of bitcode from the example.
	as := tool(t, "llvm-as-16")
	out, err := exec.Command(as, "-o", "-", "examples/numba_cos.opaque16.ll").Output()
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func checkBitcodeLoad(t *testing.T, name string, data []byte, format container.Format, producerPrefix string) {
	t.Helper()
	m, info, err := Load(name, data)
	if info.Format != format {
		t.Errorf("%s: format = %v, want %v", name, info.Format, format)
	}
	if !strings.HasPrefix(info.Producer, producerPrefix) {
		t.Errorf("%s: producer = %q, want prefix %q", name, info.Producer, producerPrefix)
	}
	if m != nil || !errors.Is(err, ErrUnsupported) {
		t.Fatalf("%s: err = %v, want ErrUnsupported until the bitcode reader exists", name, err)
	}
	if want := name + ": bitcode input needs the bitcode reader (not yet built); disassemble with llvm-dis first"; err.Error() != want {
		t.Errorf("message = %q, want %q", err, want)
	}
}

func TestLoadBitcode(t *testing.T) {
	bc := seedBitcode(t)
	checkBitcodeLoad(t, "f.bc", bc, container.RawBitcode, "LLVM16.0")

	// Bitcode wrapper: five little-endian uint32 (magic 0x0B17C0DE,
	// version 0, offset of the bitcode, its size, CPU type), then the
	// bitcode.
	var w bytes.Buffer
	for _, v := range []uint32{0x0B17C0DE, 0, 20, uint32(len(bc)), 0x01000007} {
		binary.Write(&w, binary.LittleEndian, v)
	}
	w.Write(bc)
	checkBitcodeLoad(t, "f.wrapped.bc", w.Bytes(), container.Wrapper, "LLVM16.0")
}

func TestLoadEmbeddedBitcode(t *testing.T) {
	clang := tool(t, "clang-16")
	dir := t.TempDir()
	c := filepath.Join(dir, "e.c")
	os.WriteFile(c, []byte("double twice(double x) { return 2 * x; }\n"), 0o644)
	for _, tc := range []struct {
		name   string
		args   []string
		format container.Format
	}{
		{"e.o", nil, container.ELF},
		{"e.macho.o", []string{"-target", "x86_64-apple-macos11"}, container.MachO},
	} {
		obj := filepath.Join(dir, tc.name)
		args := append(append([]string{}, tc.args...), "-c", "-fembed-bitcode", c, "-o", obj)
		if out, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
			t.Fatalf("clang-16 %v: %v\n%s", args, err, out)
		}
		data, _ := os.ReadFile(obj)
		checkBitcodeLoad(t, tc.name, data, tc.format, "LLVM16.0")
	}
}

func TestProducer(t *testing.T) {
	if p := Producer([]byte("not bitcode")); p != "" {
		t.Errorf("Producer(text) = %q", p)
	}
	bc := seedBitcode(t)
	if p := Producer(bc[:len(bc)/2]); !strings.HasPrefix(p, "LLVM16.0") {
		t.Errorf("Producer of truncated bitcode = %q: the identification block comes first and should still be read", p)
	}
}

func TestConvert(t *testing.T) {
	src, _ := os.ReadFile(example)
	m, _, err := Load(example, src)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Convert(m, ConvertOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if err := lltext.Print(&want, m); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, want.Bytes()) {
		t.Error("Convert with default options is not the printed module")
	}
	// The printed module must be LLVM 15 typed IR that LLVM still reads.
	as := tool(t, "llvm-as-15")
	cmd := exec.Command(as, "-opaque-pointers=0", "-o", os.DevNull, "-")
	cmd.Stdin = bytes.NewReader(out)
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("llvm-as-15 rejects Convert's output: %v\n%s", err, msg)
	}

	if _, err := Convert(m, ConvertOptions{Emit: EmitBitcode}); !errors.Is(err, ErrUnsupported) {
		t.Errorf("Emit bc: err = %v, want ErrUnsupported", err)
	}
	if _, err := Convert(m, ConvertOptions{Emit: "asm"}); err == nil {
		t.Error("Emit asm: no error")
	}
}
