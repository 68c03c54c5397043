package irfix

import (
	"bytes"
	"encoding/binary"
	"errors"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// tool returns the path of an LLVM tool, skipping the test when it is
// missing unless IRFIX_REQUIRE_LLVM=1.
func tool(t *testing.T, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
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

// llvmText is llvm-dis-16's rendering of bitcode, or of text after
// llvm-as-16, without the ModuleID line.
func llvmText(t *testing.T, data []byte, isText bool) string {
	t.Helper()
	if isText {
		cmd := exec.Command(tool(t, "llvm-as-16"), "-o", "-", "-")
		cmd.Stdin = bytes.NewReader(data)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		bc, err := cmd.Output()
		if err != nil {
			t.Fatalf("llvm-as-16 rejects irfix's output: %v\n%s", err, errb.String())
		}
		data = bc
	}
	cmd := exec.Command(tool(t, "llvm-dis-16"), "-o", "-", "-")
	cmd.Stdin = bytes.NewReader(data)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("llvm-dis-16: %v", err)
	}
	s := string(out)
	if strings.HasPrefix(s, "; ModuleID") {
		s = s[strings.IndexByte(s, '\n')+1:]
	}
	return s
}

func TestLoadBitcode(t *testing.T) {
	bc := seedBitcode(t)
	m, info, err := Load("f.bc", bc)
	if err != nil {
		t.Fatal(err)
	}
	if info.Format != container.RawBitcode || !strings.HasPrefix(info.Producer, "LLVM16.0") {
		t.Errorf("info = %+v, want raw bitcode from LLVM16.0.x", info)
	}
	if m.File != "f.bc" {
		t.Errorf("m.File = %q", m.File)
	}
	// What irfix read must be the module LLVM reads: print it, and
	// llvm-as-16 | llvm-dis-16 of that equals llvm-dis-16 of the bitcode.
	out, err := Convert(m, ConvertOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := llvmText(t, out, true), llvmText(t, bc, false); got != want {
		t.Errorf("LLVM reads irfix's rendering of the bitcode differently:\n--- llvm-dis\n%s\n--- irfix\n%s", want, got)
	}

	// Bitcode wrapper: five little-endian uint32 (magic 0x0B17C0DE,
	// version 0, offset of the bitcode, its size, CPU type), then the
	// bitcode.
	var w bytes.Buffer
	for _, v := range []uint32{0x0B17C0DE, 0, 20, uint32(len(bc)), 0x01000007} {
		binary.Write(&w, binary.LittleEndian, v)
	}
	w.Write(bc)
	wm, info, err := Load("f.wrapped.bc", w.Bytes())
	if err != nil || info.Format != container.Wrapper || !strings.HasPrefix(info.Producer, "LLVM16.0") {
		t.Fatalf("wrapper: err = %v, info = %+v", err, info)
	}
	if wout, _ := Convert(wm, ConvertOptions{}); !bytes.Equal(wout, out) {
		t.Error("the wrapped bitcode reads differently from the raw bitcode")
	}
}

func TestLoadBadBitcode(t *testing.T) {
	bc := seedBitcode(t)
	_, info, err := Load("cut.bc", bc[:len(bc)/2])
	if !errors.Is(err, ErrBadInput) {
		t.Fatalf("truncated bitcode: err = %v, want ErrBadInput", err)
	}
	// The identification block comes first, so the producer survives.
	if !strings.HasPrefix(info.Producer, "LLVM16.0") {
		t.Errorf("producer = %q", info.Producer)
	}
	if !strings.HasPrefix(err.Error(), "cut.bc: ") || !strings.Contains(err.Error(), "bit ") {
		t.Errorf("message %q should name the file and the bit offset", err)
	}
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
		m, info, err := Load(tc.name, data)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if info.Format != tc.format || !strings.HasPrefix(info.Producer, "LLVM16.0") {
			t.Errorf("%s: info = %+v, want %v from LLVM16.0.x", tc.name, info, tc.format)
		}
		if f := m.Func("twice"); f == nil || f.IsDeclaration() {
			t.Errorf("%s: no definition of twice", tc.name)
		}
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

	if _, err := Convert(m, ConvertOptions{Emit: EmitBitcode}); err == nil {
		t.Error("Emit bc without a target: no error")
	}
	if _, err := Convert(m, ConvertOptions{Emit: "asm"}); err == nil {
		t.Error("Emit asm: no error")
	}
}

// loadFile loads a file of the repository.
func loadFile(t *testing.T, path string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := Load(path, src)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// accepts runs an LLVM tool on data (stdin) and fails the test if it
// rejects it.
func accepts(t *testing.T, data []byte, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(tool(t, name), append(args, "-o", os.DevNull, "-")...)
	cmd.Stdin = bytes.NewReader(data)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%s %v rejects Convert's output: %v\n%s", name, args, err, out)
	}
}

func TestConvertTarget(t *testing.T) {
	// Typed Numba IR for LLVM 22: opaque pointers.
	m := loadFile(t, example)
	out, err := Convert(m, ConvertOptions{Target: target.MustParse("22")})
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte("double*")) || !bytes.Contains(out, []byte("ptr")) {
		t.Errorf("LLVM 22 output still has typed pointers:\n%s", out)
	}
	accepts(t, out, "llvm-as-22")

	// The seed's opaque LLVM 16 module for Julia 1.11's typed LLVM 16.
	m = loadFile(t, "examples/numba_cos.opaque16.ll")
	tg := target.MustParse("16-typed")
	out, err = Convert(m, ConvertOptions{Target: tg})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, []byte("double* ")) {
		t.Errorf("16-typed output has no typed pointers:\n%s", out)
	}
	accepts(t, out, "llvm-as-16", "-opaque-pointers=0")

	// The same as bitcode: LLVM reads it in typed mode, and so does Load.
	m = loadFile(t, "examples/numba_cos.opaque16.ll")
	bc, err := Convert(m, ConvertOptions{Emit: EmitBitcode, Target: tg})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(bc, []byte("BC\xC0\xDE")) {
		t.Fatalf("bitcode output starts % x", bc[:min(4, len(bc))])
	}
	cmd := exec.Command(tool(t, "llvm-dis-16"), "-opaque-pointers=0", "-o", "-", "-")
	cmd.Stdin = bytes.NewReader(bc)
	dis, err := cmd.Output()
	if err != nil {
		t.Fatalf("llvm-dis-16 -opaque-pointers=0 rejects the bitcode: %v", err)
	}
	if !bytes.Contains(dis, []byte("double* ")) {
		t.Errorf("llvm-dis-16 shows no typed pointers:\n%s", dis)
	}
	if _, info, err := Load("out.bc", bc); err != nil || !strings.HasPrefix(info.Producer, "LLVM16") {
		t.Errorf("Load of Convert's bitcode: err %v, producer %q", err, info.Producer)
	}
}

func TestConvertNotExpressible(t *testing.T) {
	// atomicrmw usub_sat exists from LLVM 20 on; nothing older can say it.
	src := "define void @f(ptr %p) {\n  %x = atomicrmw usub_sat ptr %p, i32 1 seq_cst, align 4\n  ret void\n}\n"
	m, _, err := Load("rmw.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Convert(m, ConvertOptions{Target: target.MustParse("15-typed")})
	if !errors.Is(err, ErrNotExpressible) || errors.Is(err, ErrBadInput) {
		t.Fatalf("err = %v, want ErrNotExpressible only", err)
	}
	if msg := err.Error(); !strings.HasPrefix(msg, "rmw.ll:") || !strings.Contains(msg, "atomicrmw usub_sat") ||
		!strings.Contains(msg, "15-typed") {
		t.Errorf("message %q should name the file, the construct and the target", msg)
	}
}
