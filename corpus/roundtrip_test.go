package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
	"os"
	"path/filepath"
	"testing"

	llirasm "github.com/llir/llvm/asm"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/ir/lltext"
)

// Input is one module of the corpus: a file of corpus/inputs described by
// MANIFEST.tsv, or one of the seed modules in shared/seed.
type Input struct {
	Name     string // file name, e.g. "atomics.clang15typed.O0.ll"
	Path     string
	Producer string // clang15, clang16typed, numba14, rustc22, seed, ...
	Major    int    // LLVM major version of the producer
	Typed    bool   // typed pointers
	Bitcode  bool   // .bc rather than .ll
}

// TypedFlag returns the flags LLVM tools of the input's version need to
// read it as the producer wrote it (-opaque-pointers=0 for typed 15/16).
func (in Input) TypedFlag() []string {
	return oracle.ReaderFlags(target.Target{Major: in.Major, Typed: in.Typed})
}

// Inputs lists every corpus module (.ll and .bc) from corpus/inputs, in
// MANIFEST order, followed by the seed modules (.ll). A missing manifest
// skips the test, or fails it under IRFIX_REQUIRE_LLVM=1 (testenv).
func Inputs(t testing.TB) []Input {
	t.Helper()
	var ins []Input
	for _, m := range testenv.Manifest(t) {
		for _, ext := range []string{".ll", ".bc"} {
			if m.Has(ext) {
				ins = append(ins, Input{Name: m.File + ext, Path: m.Path(ext), Producer: m.Producer,
					Major: m.Major, Typed: m.Typed, Bitcode: ext == ".bc"})
			}
		}
	}
	for _, p := range testenv.SeedFiles(t, "*.ll") {
		major, typed := testenv.SeedVersion(p)
		ins = append(ins, Input{Name: "seed." + filepath.Base(p), Path: p, Producer: "seed", Major: major, Typed: typed})
	}
	return ins
}

// llvmTool returns the path of an LLVM tool (e.g. "llvm-as-16"). When it is
// missing the test is skipped, or fails if IRFIX_REQUIRE_LLVM=1.
func llvmTool(t testing.TB, name string) string {
	t.Helper()
	return testenv.Tool(t, name)
}

// runTool runs an LLVM tool with stdin and returns its stdout, or an error
// carrying its stderr.
func runTool(tool string, stdin []byte, args ...string) ([]byte, error) {
	return oracle.Run(tool, stdin, args...)
}

// llvmCanon is LLVM's own rendering of a module: llvm-as then llvm-dis of
// the input's LLVM version, without the `; ModuleID` line (which names the
// file the tool read) and without ThinLTO summary entries (see
// dropSummary).
func llvmCanon(in Input, text []byte) ([]byte, error) {
	as, dis := fmt.Sprintf("llvm-as-%d", in.Major), fmt.Sprintf("llvm-dis-%d", in.Major)
	bc, err := runTool(as, text, append(in.TypedFlag(), "-o", "-", "-")...)
	if err != nil {
		return nil, err
	}
	out, err := runTool(dis, bc, append(in.TypedFlag(), "-o", "-", "-")...)
	if err != nil {
		return nil, err
	}
	return dropSummary(stripModuleID(out)), nil
}

func stripModuleID(b []byte) []byte {
	if bytes.HasPrefix(b, []byte("; ModuleID = ")) {
		if i := bytes.IndexByte(b, '\n'); i >= 0 {
			return b[i+1:]
		}
	}
	return b
}

// dropSummary removes ThinLTO summary entries (`^N = ...` lines), which
// rustc puts in its bitcode. They are an index derived from the module
// (`opt -module-summary` rebuilds it), and package lltext deliberately
// does not model them, so they are left out of the comparison; everything
// else must match.
func dropSummary(b []byte) []byte {
	if !bytes.Contains(b, []byte("\n^")) {
		return b
	}
	var out []byte
	for _, line := range bytes.SplitAfter(b, []byte("\n")) {
		if !bytes.HasPrefix(line, []byte("^")) {
			out = append(out, line...)
		}
	}
	// llvm-dis puts a blank line before the summary; drop it too.
	return append(bytes.TrimRight(out, "\n"), '\n')
}

// roundtripGoldens are the modules whose printed form is kept in
// corpus/roundtrip/: small ones across producers, pointer modes, debug
// info and languages, so a printer change shows up as a reviewable diff.
var roundtripGoldens = map[string]bool{
	"numba_cos.numba14.O0.ll":            true, // Numba, typed, LLVM 14
	"numba_cos.numba14.O3.g.ll":          true, // Numba with debug info
	"numba_piecewise.numba14.O3.ll":      true,
	"knr.clang15.O0.ll":                  true, // clang 15 opaque
	"integer.clang15typed.O0.ll":         true, // clang 15 typed
	"knr.clang16typed.O0.g.ll":           true, // clang 16 typed + debug info
	"unions_bitfields.clang16.O2.ll":     true, // clang 16 opaque
	"vectors.clang16typed.O2.ll":         true,
	"templates.clang19.O3.ll":            true, // C++
	"switch.clang19.O3.ll":               true,
	"integer.clang22.O0.g.ll":            true, // debug records
	"atomics.clang22.O3.ll":              true,
	"exceptions.clang22.O2.ll":           true, // C++ exceptions
	"virtual.clang16typed.O2.ll":         true, // C++ vtables, typed
	"rust_nomain.rustc22.O2.ll":          true, // Rust
	"rust_nomain.rustc22.O2.g.ll":        true,
	"seed.numba_cos.typed.ll":            true, // the seed scenario
	"seed.julia_ccall_mismatch.typed.ll": true,
}

// TestRoundTrip parses and prints every corpus module and checks, per
// module:
//   - for .bc inputs, that irfix's bitcode reader (irfix.Load) reads the
//     module LLVM reads (compared through llvm-as | llvm-dis);
//   - idempotence: print(parse(print(parse(x)))) == print(parse(x));
//   - the golden in corpus/roundtrip/ for the chosen subset;
//   - the producer's llvm-as accepts irfix's output, and LLVM renders the
//     output exactly as it renders the input (llvm-as | llvm-dis of both);
//     a .bc input is first disassembled with the producer's llvm-dis;
//   - llir/llvm (an independent LLVM-14-era parser) accepts the output
//     whenever it accepts the input.
func TestRoundTrip(t *testing.T) {
	ins := Inputs(t)
	if len(ins) == 0 {
		t.Fatal("no corpus inputs found")
	}
	for _, in := range ins {
		t.Run(in.Name, func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(in.Path)
			if err != nil {
				t.Fatal(err)
			}
			// want is LLVM's rendering of the input, computed once.
			var want []byte
			if in.Bitcode {
				raw := src
				dis := llvmTool(t, fmt.Sprintf("llvm-dis-%d", in.Major))
				llvmTool(t, fmt.Sprintf("llvm-as-%d", in.Major))
				if src, err = runTool(dis, raw, append(in.TypedFlag(), "-o", "-", "-")...); err != nil {
					t.Fatal(err)
				}
				if want, err = llvmCanon(in, src); err != nil {
					t.Fatalf("LLVM rejects its own disassembly: %v", err)
				}
				checkBitcodeReader(t, in, raw, want)
			}
			out := printed(t, in.Name, src)
			if out == nil {
				return
			}
			if again := printed(t, in.Name+" (printed)", out); again != nil && !bytes.Equal(again, out) {
				t.Errorf("printing is not idempotent:\n%s", golden.Diff("print(parse(x))", "print(parse(print(parse(x))))", out, again))
			}
			if roundtripGoldens[in.Name] {
				golden.Check(t, filepath.Join("roundtrip", in.Name), out)
			}

			if _, err := llirasm.ParseBytes(in.Name, src); err == nil {
				if _, err := llirasm.ParseBytes(in.Name, out); err != nil {
					t.Errorf("llir/llvm parses the input but not irfix's output: %v", err)
				}
			} else if in.Typed && in.Major <= 14 {
				t.Errorf("llir/llvm rejects an LLVM 14 typed input: %v", err)
			}

			if want == nil {
				llvmTool(t, fmt.Sprintf("llvm-as-%d", in.Major))
				llvmTool(t, fmt.Sprintf("llvm-dis-%d", in.Major))
				if want, err = llvmCanon(in, src); err != nil {
					t.Fatalf("LLVM rejects the input itself: %v", err)
				}
			}
			got, err := llvmCanon(in, out)
			if err != nil {
				t.Fatalf("LLVM %d rejects irfix's output: %v", in.Major, err)
			}
			if !bytes.Equal(want, got) {
				t.Errorf("LLVM %d reads irfix's output as a different module:\n%s", in.Major,
					golden.Diff("llvm(input)", "llvm(irfix output)", want, got))
			}
		})
	}
}

// checkBitcodeReader reads the bitcode raw with irfix.Load and checks that
// LLVM renders irfix's printout of it as want, LLVM's rendering of its own
// disassembly.
func checkBitcodeReader(t *testing.T, in Input, raw, want []byte) {
	t.Helper()
	m, _, err := irfix.Load(in.Name, raw)
	if err != nil {
		t.Errorf("bitcode reader: %v", err)
		return
	}
	var b bytes.Buffer
	if err := lltext.Print(&b, m); err != nil {
		t.Errorf("print the module read from bitcode: %v", err)
		return
	}
	got, err := llvmCanon(in, b.Bytes())
	if err != nil {
		t.Errorf("LLVM %d rejects the module irfix read from bitcode: %v", in.Major, err)
		return
	}
	if !bytes.Equal(want, got) {
		t.Errorf("irfix's bitcode reader and LLVM %d's disagree:\n%s", in.Major,
			golden.Diff("llvm-dis", "irfix bitcode reader", want, got))
	}
}

// printed parses src and prints it, or reports the parse error and
// returns nil.
func printed(t *testing.T, name string, src []byte) []byte {
	t.Helper()
	m, err := lltext.Parse(name, src)
	if err != nil {
		detail := ""
		var e *lltext.Error
		if errors.As(err, &e) {
			detail = "\n" + e.Detail()
		}
		t.Errorf("parse: %v%s", err, detail)
		return nil
	}
	var b bytes.Buffer
	if err := lltext.Print(&b, m); err != nil {
		t.Errorf("print: %v", err)
		return nil
	}
	return b.Bytes()
}
