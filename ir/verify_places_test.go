package ir_test

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/irfix/irfix/ir"
)

// placeBreaks put instructions where their Parent and cached index do not
// say (which the parallel body pass assumes they are when it numbers the
// instructions itself) or list blocks twice. Each reports whether it
// found something to break.
var placeBreaks = []struct {
	name  string
	apply func(m *ir.Module, r *rand.Rand) bool
}{
	{"stale cached index", func(m *ir.Module, r *rand.Rand) bool {
		i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.Parent != nil && len(i.Parent.Instrs) > 1 }))
		if !ok {
			return false
		}
		b, n := ir.InstrPlace(i)
		ir.SetInstrPlace(i, b, (n+1)%len(b.Instrs))
		return true
	}},
	{"two instructions exchanged without their indexes", func(m *ir.Module, r *rand.Rand) bool {
		i, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.Parent != nil && len(i.Parent.Instrs) > 2 }))
		if !ok {
			return false
		}
		b, n := ir.InstrPlace(i)
		k := (n + 1) % (len(b.Instrs) - 1)
		b.Instrs[n], b.Instrs[k] = b.Instrs[k], b.Instrs[n]
		return true
	}},
	{"instruction listed in a second block", func(m *ir.Module, r *rand.Rand) bool {
		all := allInstrs(m, func(i *ir.Instr) bool { return i.Parent != nil })
		i, ok1 := pick(r, all)
		j, ok2 := pick(r, all)
		if !ok1 || !ok2 {
			return false
		}
		b := j.Parent
		b.Instrs = append(b.Instrs[:len(b.Instrs)-1:len(b.Instrs)-1], i, b.Instrs[len(b.Instrs)-1])
		return true
	}},
	{"Parent names another block", func(m *ir.Module, r *rand.Rand) bool {
		all := allInstrs(m, func(i *ir.Instr) bool { return i.Parent != nil })
		i, ok1 := pick(r, all)
		j, ok2 := pick(r, all)
		if !ok1 || !ok2 || i.Parent == j.Parent {
			return false
		}
		_, n := ir.InstrPlace(i)
		ir.SetInstrPlace(i, j.Parent, n)
		return true
	}},
	{"block listed by a second function", func(m *ir.Module, r *rand.Rand) bool {
		f, ok1 := pick(r, m.Funcs)
		g, ok2 := pick(r, m.Funcs)
		if !ok1 || !ok2 || len(f.Blocks) == 0 {
			return false
		}
		g.Blocks = append(g.Blocks, f.Blocks[r.IntN(len(f.Blocks))])
		return true
	}},
}

// The parallel body pass numbers the instructions itself when every
// block is listed once, assuming every instruction stands where its
// Parent and index say: it must do so for every valid module, and with
// instructions elsewhere give exactly the sequential verdict (numbered
// by buildLocations first).
func TestVerifyNumberedInBodies(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	defer ir.SetParallelMinInstrs(ir.SetParallelMinInstrs(1 << 62))
	verdict := func(m *ir.Module, parallel bool) (string, bool) {
		if parallel {
			ir.SetParallelMinInstrs(0)
		} else {
			ir.SetParallelMinInstrs(1 << 62)
		}
		err, inBodies := ir.VerifyNumberedInBodies(m)
		return fmt.Sprint(err), inBodies
	}
	files := corpusFiles(t)
	step := 1
	if testing.Short() {
		step = 4
	}
	broken := make([]int, len(placeBreaks))
	for k := 0; k < len(files); k += step {
		path := files[k]
		m := parseFile(t, path)
		if len(m.Funcs) < 2 {
			continue
		}
		if msg, inBodies := verdict(m, true); msg != "<nil>" || !inBodies {
			t.Fatalf("%s: verdict %s, numbered in the body pass: %v", filepath.Base(path), msg, inBodies)
		}
		for n, brk := range placeBreaks {
			for round := 0; round < 2; round++ {
				m := parseFile(t, path)
				r := rand.New(rand.NewPCG(seedOf(path), uint64(2*n+round)))
				if !brk.apply(m, r) {
					continue
				}
				want, _ := verdict(m, false)
				got, inBodies := verdict(m, true)
				if got != want || inBodies {
					t.Fatalf("%s, %s: numbered in the body pass: %v, parallel verdict\n%s\nsequential\n%s",
						filepath.Base(path), brk.name, inBodies, got, want)
				}
				broken[n]++
			}
		}
	}
	for n, c := range broken {
		if c == 0 {
			t.Errorf("%s: no module broken", placeBreaks[n].name)
		}
	}
}
