package ptrtype

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// inferModules returns the modules TestInferDeterministic and
// BenchmarkInferAhead run on: the bitcode file IRFIX_INFER_IN names (the
// large modules Infer's speed is measured on are not in the repository),
// or else two of the corpus's inputs (C++ with debug info, optimized
// Rust).
func inferModules(tb testing.TB) map[string]*ir.Module {
	tb.Helper()
	if path := os.Getenv("IRFIX_INFER_IN"); path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			tb.Fatal(err)
		}
		m, _, err := bitcode.Read(data)
		if err != nil {
			tb.Fatal(err)
		}
		return map[string]*ir.Module{path: m}
	}
	ms := map[string]*ir.Module{}
	for _, name := range []string{"templates.clang22.O0.g.ll", "rust_lib.rustc22.O3.g.ll"} {
		path := filepath.Join("..", "corpus", "inputs", name)
		src, err := os.ReadFile(path)
		if err != nil {
			tb.Fatal(err)
		}
		m, err := lltext.Parse(name, src)
		if err != nil {
			tb.Fatal(err)
		}
		ms[name] = m
	}
	return ms
}

// outcome is everything Infer decided: Dump, then every slot's solution.
func outcome(res *Result) string {
	var b strings.Builder
	b.WriteString(res.Dump())
	for s, ty := range res.a.sol {
		fmt.Fprintf(&b, "slot %d: %s\n", s, ty)
	}
	return b.String()
}

// TestInferDeterministic: InferAhead decides the same on every run (no
// map iteration order, no scheduling, leaks into it). With
// IRFIX_INFER_IN and IRFIX_INFER_DUMP set it also writes the outcome to
// the file IRFIX_INFER_DUMP names, so that two builds' outcomes on a
// large module can be compared (the speed work changes nothing Infer
// decides).
func TestInferDeterministic(t *testing.T) {
	for name, m := range inferModules(t) {
		var first string
		for run := 0; run < 3; run++ {
			res, _ := InferAhead(m).Apply(m)
			got := outcome(res)
			if run == 0 {
				first = got
				if !strings.Contains(got, "*") {
					t.Fatalf("%s: no pointer type recovered:\n%s", name, got)
				}
				continue
			}
			if got != first {
				t.Fatalf("%s: run %d decided otherwise than run 0", name, run)
			}
		}
		if out := os.Getenv("IRFIX_INFER_DUMP"); out != "" && os.Getenv("IRFIX_INFER_IN") != "" {
			if err := os.WriteFile(out, []byte(first), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// BenchmarkInferAhead times what downgrade.InferTypes runs, reporting
// the process's CPU seconds per run too (run it with GOGC=off: the irfix
// command runs with the collector off below a floor, see cmd/irfix's
// gcfloor.go).
func BenchmarkInferAhead(b *testing.B) {
	ms := inferModules(b)
	b.ResetTimer()
	c0 := cpuTime()
	for n := 0; n < b.N; n++ {
		for _, m := range ms {
			InferAhead(m)
		}
	}
	b.ReportMetric((cpuTime()-c0).Seconds()/float64(b.N), "cpu-s/op")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
