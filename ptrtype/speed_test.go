package ptrtype

import (
	"fmt"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/ir"
)

// loadEnvModule reads the bitcode file IRFIX_INFER_IN names (skipping
// without it): the speed work's benchmark and determinism check run on
// large modules that are not in the repository.
func loadEnvModule(tb testing.TB) *ir.Module {
	tb.Helper()
	path := os.Getenv("IRFIX_INFER_IN")
	if path == "" {
		tb.Skip("set IRFIX_INFER_IN to a bitcode file")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	m, _, err := bitcode.Read(data)
	if err != nil {
		tb.Fatal(err)
	}
	return m
}

// BenchmarkInferAhead times what downgrade.InferTypes runs, on the module
// IRFIX_INFER_IN names.
func BenchmarkInferAhead(b *testing.B) {
	m := loadEnvModule(b)
	b.ResetTimer()
	c0 := cpuTime()
	for n := 0; n < b.N; n++ {
		InferAhead(m)
	}
	b.ReportMetric((cpuTime()-c0).Seconds()/float64(b.N), "cpu-s/op")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// TestInferDumpEnv writes, to the file IRFIX_INFER_DUMP names, Dump of
// InferAhead's result on the module IRFIX_INFER_IN names followed by every
// slot's solution: two builds' files are equal when the recovery's
// outcome is.
func TestInferDumpEnv(t *testing.T) {
	m := loadEnvModule(t)
	out := os.Getenv("IRFIX_INFER_DUMP")
	if out == "" {
		t.Skip("set IRFIX_INFER_DUMP")
	}
	h := InferAhead(m)
	res, _ := h.Apply(m)
	var b strings.Builder
	b.WriteString(res.Dump())
	for s, ty := range res.a.sol {
		fmt.Fprintf(&b, "slot %d: %s\n", s, ty)
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}
