package irfix

import (
	"os"
	"syscall"
	"testing"
	"time"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

// BenchmarkSelfCheck measures the self-check's comparison of a module
// with the bitcode written from it, on the file IRFIX_BENCH_BC names (a
// corpus module by default) downgraded for IRFIX_BENCH_TARGET (14 by
// default): the sequential streamed comparison, or with
// IRFIX_BENCH_MODE=parallel the parallel one. Besides wall time it
// reports the process's CPU time per comparison (cpu-ms/op), the number
// to trust on a loaded machine.
func BenchmarkSelfCheck(b *testing.B) {
	path := os.Getenv("IRFIX_BENCH_BC")
	if path == "" {
		path = testenv.CorpusDir() + "/complex.clang22.O0.g.ll"
	}
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	tg := os.Getenv("IRFIX_BENCH_TARGET")
	if tg == "" {
		tg = "14"
	}
	p := &Pipeline{Target: target.MustParse(tg), Emit: EmitBitcode, NoSelfCheck: true}
	r, err := p.Run(path, data)
	if err != nil {
		b.Fatal(err)
	}
	m, out := r.Module, r.Output
	mode := os.Getenv("IRFIX_BENCH_MODE")
	cpu := func() time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			b.Fatal(err)
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	b.ResetTimer()
	start := cpu()
	defer func() { b.ReportMetric(float64(cpu()-start)/float64(b.N)/1e6, "cpu-ms/op") }()
	for range b.N {
		switch mode {
		case "parallel":
			if !sameStreamedParallel(m, out, true) {
				b.Fatal("parallel comparison did not show the modules equal")
			}
		default:
			if same, where := sameStreamed(m, out, true, nil); !same {
				b.Fatal(where)
			}
		}
	}
}
