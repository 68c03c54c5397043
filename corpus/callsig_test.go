package corpus

import (
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/upgrade"
)

// callsigCases are the callsig corpus ("seed:" names a file of shared/seed): the seed's Julia ccall of a Numba
// entry point (typed and opaque), clang's K&R call, and the deliberate
// mismatches of src/callmismatch.c (argument count, varargs, return type,
// a cast of a global function) as four clang producers compile them.
var callsigCases = []string{
	"seed:julia_ccall_mismatch.opaque16.ll",
	"seed:julia_ccall_mismatch.typed.ll",
	"inputs/knr.clang15typed.O0.ll",
	"inputs/callmismatch.clang15typed.O0.ll",
	"inputs/callmismatch.clang16typed.O2.ll",
	"inputs/callmismatch.clang16.O0.ll",
	"inputs/callmismatch.clang22.O2.ll",
}

// TestCallsig writes, per case, callsig's report (every mismatch
// explained) and, where every mismatch is repairable, the repaired module
// (repairs run on the canonical form, as the fixcalls command does).
func TestCallsig(t *testing.T) {
	for _, in := range callsigCases {
		name := strings.TrimSuffix(filepath.Base(strings.TrimPrefix(in, "seed:")), ".ll")
		t.Run(name, func(t *testing.T) {
			if seed, ok := strings.CutPrefix(in, "seed:"); ok {
				in = testenv.Seed(t, seed)
			}
			src, err := os.ReadFile(in)
			if err != nil {
				t.Fatal(err)
			}
			m, err := lltext.Parse(filepath.Base(in), src)
			if err != nil {
				t.Fatal(err)
			}
			mms := callsig.Find(m)
			if len(mms) == 0 {
				t.Fatalf("no mismatch found; every callsig case has at least one")
			}
			var report strings.Builder
			repairable := true
			for _, mm := range mms {
				report.WriteString(callsig.Explain(m, mm, src))
				report.WriteString("\n")
				repairable = repairable && mm.Class != callsig.Wrong
			}
			golden.Check(t, filepath.Join("callsig", name+".report.txt"), []byte(report.String()))
			if !repairable {
				return
			}
			if m.HasTypedPointers() {
				if _, err := upgrade.Canonicalize(m); err != nil {
					t.Fatal(err)
				}
			}
			if _, err := callsig.Fix(m, callsig.Find(m)); err != nil {
				t.Fatal(err)
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("repaired module does not verify: %v", err)
			}
			if left := callsig.Find(m); len(left) != 0 {
				t.Fatalf("%d mismatches left after Fix", len(left))
			}
			golden.Check(t, filepath.Join("callsig", name+".fixed.ll"), []byte(lltext.Format(m)))
		})
	}
}
