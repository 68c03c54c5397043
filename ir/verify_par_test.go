package ir_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/irfix/irfix/ir"
)

// The parallel body check must give exactly the sequential verdict:
// every corpus module, valid and after each mutation and malformation,
// verified both ways (run it under -race too).
func TestVerifyParallelSameAsSequential(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	old := ir.SetParallelMinInstrs(1 << 62)
	defer ir.SetParallelMinInstrs(old)
	verdict := func(m *ir.Module, parallel bool) string {
		if parallel {
			ir.SetParallelMinInstrs(0)
		} else {
			ir.SetParallelMinInstrs(1 << 62)
		}
		return fmt.Sprint(ir.Verify(m))
	}
	files := corpusFiles(t)
	step := 1
	if testing.Short() {
		step = 4
	}
	valid, broken := 0, 0
	for k := 0; k < len(files); k += step {
		path := files[k]
		m := parseFile(t, path)
		seq := verdict(m, false)
		if par := verdict(m, true); par != seq {
			t.Fatalf("%s: parallel verdict\n%s\nsequential\n%s", path, par, seq)
		}
		if seq == "<nil>" {
			valid++
		}
		for mi, mu := range mutations {
			m := parseFile(t, path)
			r := rand.New(rand.NewPCG(uint64(mi), seedOf(path)))
			if !mu.apply(m, r) {
				continue
			}
			seq := verdict(m, false)
			if par := verdict(m, true); par != seq {
				t.Fatalf("%s mutation %s: parallel verdict\n%s\nsequential\n%s", path, mu.name, par, seq)
			}
			broken++
		}
		m = parseFile(t, path)
		r := rand.New(rand.NewPCG(seedOf(path), 7))
		for n := 0; n < 3; n++ {
			malformations[r.IntN(len(malformations))](m, r)
		}
		seq = verdict(m, false)
		if par := verdict(m, true); par != seq {
			t.Fatalf("%s malformed: parallel verdict\n%s\nsequential\n%s", path, par, seq)
		}
	}
	if valid == 0 || broken == 0 {
		t.Fatalf("compared %d valid and %d broken modules: the comparison needs both", valid, broken)
	}
	t.Logf("%d valid modules, %d broken ones: same verdicts", valid, broken)
}
