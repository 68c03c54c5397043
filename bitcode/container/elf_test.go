package container

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

const elfTestC = `double wave(double a, double w, double p, double t) { return a * __builtin_cos(w * t + p); }
int add(int a, int b) { return a + b; }
`

const elfTestC2 = `int mul(int a, int b) { return a * b; }
`

// objcopyTool returns binutils objcopy, or llvm-objcopy-16 when binutils
// is absent.
func objcopyTool(t *testing.T) string {
	if p, err := exec.LookPath("objcopy"); err == nil {
		return p
	}
	return requireTool(t, "llvm-objcopy-16")
}

func run(t *testing.T, name string, args ...string) {
	t.Helper()
	if out, err := exec.Command(name, args...).CombinedOutput(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
}

// buildSharedLib compiles C sources with clang-16 into a shared library.
func buildSharedLib(t *testing.T, flags []string, sources ...string) []byte {
	clang := requireTool(t, "clang-16")
	dir := t.TempDir()
	var objs []string
	for i, src := range sources {
		c := writeTemp(t, dir, "src"+string(rune('a'+i))+".c", []byte(src))
		o := filepath.Join(dir, "src"+string(rune('a'+i))+".o")
		run(t, clang, append(append([]string{"-O2", "-fPIC", "-c"}, flags...), c, "-o", o)...)
		objs = append(objs, o)
	}
	so := filepath.Join(dir, "lib.so")
	run(t, clang, append(append([]string{"-shared"}, objs...), "-o", so)...)
	data, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestELFEmbeddedBitcode: the .llvmbc section of a shared library built
// with clang-16 -fembed-bitcode, extracted by Extract, must equal what
// objcopy --dump-section writes, and must read as a complete bitstream.
func TestELFEmbeddedBitcode(t *testing.T) {
	clang := requireTool(t, "clang-16")
	objcopy := objcopyTool(t)
	dir := t.TempDir()
	src := writeTemp(t, dir, "wave.c", []byte(elfTestC))
	so := filepath.Join(dir, "libwave.so")
	run(t, clang, "-O2", "-fPIC", "-fembed-bitcode", "-shared", src, "-o", so)
	dumped := filepath.Join(dir, "llvmbc.bin")
	run(t, objcopy, "--dump-section", ".llvmbc="+dumped, so)

	data, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(dumped)
	if err != nil {
		t.Fatal(err)
	}
	if Detect(data) != ELF {
		t.Fatalf("Detect = %v", Detect(data))
	}
	got, err := Extract(data)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("Extract returned %d bytes that differ from objcopy's %d", len(got), len(want))
	}
	walkBitcode(t, got)
}

// TestELFTwoObjects: linking two -fembed-bitcode objects concatenates their
// .llvmbc sections; List splits them and Extract asks which one.
func TestELFTwoObjects(t *testing.T) {
	data := buildSharedLib(t, []string{"-fembed-bitcode"}, elfTestC, elfTestC2)
	ms, err := List(data)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 2 || ms[0].Name != ".llvmbc#0" || ms[1].Name != ".llvmbc#1" {
		t.Fatalf("members = %v", summary(ms))
	}
	for _, m := range ms {
		walkBitcode(t, m.Data)
		if !bytes.Equal(data[m.Offset:m.Offset+int64(len(m.Data))], m.Data) {
			t.Fatalf("%s: offset does not point at its bytes", m.Name)
		}
	}
	// Each member is one of the two compilations: its strings tell.
	if !bytes.Contains(ms[0].Data, []byte("wave")) || !bytes.Contains(ms[1].Data, []byte("mul")) {
		t.Fatal("members are not the two objects' bitcode in link order")
	}
	_, err = Extract(data)
	wantErrIs(t, err, ErrAmbiguous, `".llvmbc#0", ".llvmbc#1"`)
}

func TestELFWithoutBitcode(t *testing.T) {
	data := buildSharedLib(t, nil, elfTestC)
	_, err := Extract(data)
	wantErrIs(t, err, ErrNoBitcode, "no .llvmbc section in ELF file; was it built with -fembed-bitcode?")

	// -fembed-bitcode=marker leaves an empty .llvmbc in the object file
	// (the linker drops it from the library).
	clang := requireTool(t, "clang-16")
	dir := t.TempDir()
	obj := filepath.Join(dir, "marker.o")
	run(t, clang, "-O2", "-fPIC", "-c", "-fembed-bitcode=marker", writeTemp(t, dir, "m.c", []byte(elfTestC)), "-o", obj)
	marker, err := os.ReadFile(obj)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Extract(marker)
	wantErrIs(t, err, ErrNoBitcode, "-fembed-bitcode=marker")
}
