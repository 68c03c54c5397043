package irfix

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// FuzzConvert feeds mutated opaque LLVM assembly through the whole
// conversion (verify-input, canonicalize, pointer type recovery, lower,
// write, self-check) for a typed and an opaque older target: whatever
// verifies either converts to output the self-check accepted, or is
// refused as not expressible — never a panic, and never an internal
// error (a pass leaving a module the verifier rejects, or bitcode that
// does not read back as meant). Pointer type recovery's rules are what
// this reaches that the reader and writer fuzz targets do not: every
// rule reads the module's shapes, and a mutated module shows them shapes
// no compiler writes. Seeded with small clang modules of the tuning half
// (corpus/downgrade/SPLIT.tsv): function pointers, linked structures,
// structs, memory intrinsics, vectors.
func FuzzConvert(f *testing.F) {
	for _, name := range []string{"funcptr.clang22.O0.ll", "linkedlist.clang22.O3.ll", "structs.clang22.O2.ll",
		"memops.clang22.O2.ll", "sort.clang22.O0.ll", "vectors.clang22.O2.ll"} {
		data, err := os.ReadFile(filepath.Join("corpus", "inputs", name))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	targets := []target.Target{target.MustParse("14"), target.MustParse("16-typed")}
	f.Fuzz(func(t *testing.T, src []byte) {
		for _, tg := range targets {
			m, err := lltext.Parse("fuzz.ll", src)
			if err != nil {
				return
			}
			out, err := Convert(m, ConvertOptions{Emit: EmitBitcode, Target: tg})
			if err != nil {
				if errors.Is(err, ErrInternal) || strings.Contains(err.Error(), "internal error") ||
					!errors.Is(err, ErrBadInput) && !errors.Is(err, ErrNotExpressible) {
					t.Fatalf("%s: %v", tg, err)
				}
				continue
			}
			if !bytes.HasPrefix(out, []byte("BC\xc0\xde")) {
				t.Fatalf("%s: output does not start with the bitcode magic", tg)
			}
		}
	})
}
