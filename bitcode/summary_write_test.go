package bitcode

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// summaryLines is what llvm-dis prints of a bitcode file's summary (the
// `^N = ...` lines; the module path, which names the input file, left
// out); opt -passes=verify must accept the file too.
func summaryLines(t *testing.T, major int, bc []byte) string {
	t.Helper()
	n := strconv.Itoa(major)
	cmd := exec.Command(testenv.Tool(t, "llvm-dis-"+n), "-o", "-", "-")
	cmd.Stdin = bytes.NewReader(bc)
	var errb bytes.Buffer
	cmd.Stderr = &errb
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("llvm-dis-%s: %v\n%s", n, err, errb.String())
	}
	verify := exec.Command(testenv.Tool(t, "opt-"+n), "-passes=verify", "-disable-output", "-")
	verify.Stdin = bytes.NewReader(bc)
	if msg, err := verify.CombinedOutput(); err != nil {
		t.Fatalf("opt-%s -passes=verify: %v\n%s", n, err, msg)
	}
	lines := regexp.MustCompile(`(?m)^\^[0-9]+ = .*$`).FindAll(out, -1)
	path := regexp.MustCompile(`path: "[^"]*"`)
	return string(path.ReplaceAll(bytes.Join(lines, []byte("\n")), []byte(`path: "-"`)))
}

// TestSummaryKept: read then written for a reader at least as new as its
// producer, real rustc and clang -flto[=thin] bitcode keeps its summary:
// that LLVM's llvm-dis prints the same summary entries (module hash
// included) for irfix's output as for the input. For an older reader, or
// once the module's global values change, it is not kept (the caller
// states the loss).
func TestSummaryKept(t *testing.T) {
	type input struct {
		name  string
		bc    []byte
		major int
	}
	var ins []input
	for _, m := range testenv.Manifest(t) {
		if m.Producer == "rustc22" && m.Has(".bc") {
			bc, err := os.ReadFile(m.Path(".bc"))
			if err != nil {
				t.Fatal(err)
			}
			ins = append(ins, input{m.File, bc, 22})
		}
	}
	src := filepath.Join(t.TempDir(), "lto.c")
	if err := os.WriteFile(src, []byte("int g = 3;\nextern int e(int);\nstatic int h(int x) { return x * g + e(x); }\nint f(int x) { return h(x) + 1; }\nint (*fp)(int) = f;\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, major := range []int{16, 22} {
		for _, flag := range []string{"-flto=thin", "-flto"} {
			bc, err := exec.Command(testenv.Tool(t, "clang-"+strconv.Itoa(major)), "-O2", flag, "-c", src, "-o", "-").Output()
			if err != nil {
				t.Fatalf("clang-%d %s: %v", major, flag, err)
			}
			ins = append(ins, input{"clang-" + strconv.Itoa(major) + " " + flag, bc, major})
		}
	}
	if len(ins) < 5 {
		t.Fatalf("%d inputs with a summary; want the corpus's rustc bitcode and four clang LTO builds", len(ins))
	}
	for _, in := range ins {
		t.Run(in.name, func(t *testing.T) {
			want := summaryLines(t, in.major, in.bc)
			if want == "" {
				t.Fatalf("llvm-dis-%d shows no summary in the input", in.major)
			}
			for _, major := range []int{in.major, 22} {
				m, info, err := Read(in.bc)
				if err != nil {
					t.Fatal(err)
				}
				out, kept, err := WriteKeep(m, target.Target{Major: major}, info.Summary)
				if err != nil || !kept {
					t.Fatalf("WriteKeep for %d: kept %v, %v", major, kept, err)
				}
				if got := summaryLines(t, major, out); got != summaryLines(t, major, in.bc) {
					t.Errorf("llvm-dis-%d renders the written summary differently:\ninput:\n%s\nirfix:\n%s", major, summaryLines(t, major, in.bc), got)
				}
				// What irfix reads back is the summary it wrote.
				if _, back, err := Read(out); err != nil || back.Summary == nil || back.Summary.Values != info.Summary.Values || back.Summary.Hash != info.Summary.Hash {
					t.Errorf("read back: %+v, %v; wrote %+v", back, err, info.Summary)
				}
			}
			// An older reader than the producer: not kept (older LLVMs
			// reject newer summary versions; the pipeline test writes it).
			if m, info, _ := Read(in.bc); info.Summary.fits(m, target.Target{Major: in.major - 1}) {
				t.Errorf("the summary of LLVM %d bitcode fits LLVM %d", in.major, in.major-1)
			}
			// A global value added: the value IDs move, not kept.
			m, info, _ := Read(in.bc)
			m.Funcs = append([]*ir.Func{{GlobalCommon: ir.GlobalCommon{Name: "irfix_added", Typ: ir.Ptr}, Sig: ir.FuncOf(ir.Void, nil, false)}}, m.Funcs...)
			if _, kept, _ := WriteKeep(m, target.Target{Major: in.major}, info.Summary); kept {
				t.Errorf("WriteKeep kept the summary of a module whose global values changed")
			}
		})
	}
}
