package interp

import (
	"bytes"
	"path/filepath"
	"testing"
)

// benchWant is what testdata/bench.c prints (checked against lli-16 when
// the files were generated; TestBenchProgram re-checks it against lli).
const benchWant = "primes=216816\ntrace=4207580.000\nfib=196418\nisort=191841\n"

// BenchmarkLoops runs testdata/bench.c (clang-16 -ffp-contract=off, -O0
// and -O2) and reports executed LLVM instructions per second. lli-16
// -jit-kind=mcjit -force-interpreter runs the same files; see doc.go for
// the comparison.
func BenchmarkLoops(b *testing.B) {
	for _, opt := range []string{"O0", "O2"} {
		b.Run(opt, func(b *testing.B) {
			m := parseFile(b, filepath.Join("testdata", "bench."+opt+".ll"))
			var steps int64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				var out bytes.Buffer
				mc, err := New(m, Options{Stdout: &out})
				if err != nil {
					b.Fatal(err)
				}
				if _, err := mc.RunMain(nil); err != nil {
					b.Fatal(err)
				}
				if out.String() != benchWant {
					b.Fatalf("output %q", out.String())
				}
				steps += mc.Steps()
			}
			b.ReportMetric(float64(steps)/b.Elapsed().Seconds(), "instrs/s")
			b.ReportMetric(float64(steps)/float64(b.N), "instrs/op")
		})
	}
}
