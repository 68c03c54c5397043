package bench

import (
	"io"
	"os"
	"runtime"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestParseWithLLIR parses the module named by IRFIX_BENCH_LL with llir/llvm
// and prints it back (as irfix convert does), so compare.sh can time it.
// It needs LLVM-14-era text (llir v0.3.6 knows nothing newer): compare.sh
// gives it big.typed14.ll.
func TestParseWithLLIR(t *testing.T) {
	path := os.Getenv("IRFIX_BENCH_LL")
	if path == "" {
		t.Skip("set IRFIX_BENCH_LL to a .ll file to time llir/llvm on it (see bench/compare.sh)")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseBytes(path, data)
	if err != nil {
		t.Fatalf("llir/llvm: %v", err)
	}
	if _, err := io.WriteString(io.Discard, m.String()); err != nil {
		t.Fatal(err)
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	t.Logf("llir/llvm: %d functions; Go heap peak-ish (Sys) %d MB, total allocated %d MB",
		len(m.Funcs), ms.Sys>>20, ms.TotalAlloc>>20)
}
