package ir_test

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"github.com/irfix/irfix/ir"
)

// trackedValues lists m's instructions, parameters and global values
// whose use lists satisfy keep.
func trackedValues(m *ir.Module, keep func(ir.Tracked) bool) []ir.Tracked {
	var out []ir.Tracked
	add := func(t ir.Tracked) {
		if keep(t) {
			out = append(out, t)
		}
	}
	for _, gv := range m.GlobalValues() {
		add(gv)
	}
	for _, f := range m.Funcs {
		for _, p := range f.Params {
			add(p)
		}
	}
	for _, i := range allInstrs(m, func(*ir.Instr) bool { return true }) {
		add(i)
	}
	return out
}

// useListBreaks corrupt one value's use list (or one operand behind the
// lists' back) the ways the use-list check must catch; the value is
// picked among those whose list is short (up to 16 uses, looked up slot
// by slot by the fast path) or long (walked). Each reports whether it
// found something to break.
var useListBreaks = []struct {
	name  string
	apply func(m *ir.Module, r *rand.Rand, long bool) bool
}{
	{"entry repeated", editUses(func(r *rand.Rand, us []ir.Use, _ *ir.Module) []ir.Use {
		return append(us, us[r.IntN(len(us))])
	})},
	{"entry dropped", editUses(func(r *rand.Rand, us []ir.Use, _ *ir.Module) []ir.Use {
		k := r.IntN(len(us))
		return append(us[:k:k], us[k+1:]...)
	})},
	{"entry repeated in place of another (same length)", editUses(func(r *rand.Rand, us []ir.Use, _ *ir.Module) []ir.Use {
		if len(us) < 2 {
			return nil
		}
		j := r.IntN(len(us))
		k := (j + 1 + r.IntN(len(us)-1)) % len(us)
		us[j] = us[k]
		return us
	})},
	{"entry's operand index changed", editUses(func(r *rand.Rand, us []ir.Use, _ *ir.Module) []ir.Use {
		k := r.IntN(len(us))
		us[k].Index = (us[k].Index + 1 + r.IntN(3)) % (us[k].User.NumOperands() + 1)
		return us
	})},
	{"entry names another instruction", editUses(func(r *rand.Rand, us []ir.Use, m *ir.Module) []ir.Use {
		other, ok := pick(r, allInstrs(m, func(i *ir.Instr) bool { return i.NumOperands() > 0 }))
		if !ok {
			return nil
		}
		us[r.IntN(len(us))].User = other
		return us
	})},
	{"entry names a detached instruction", editUses(func(r *rand.Rand, us []ir.Use, _ *ir.Module) []ir.Use {
		k := r.IntN(len(us))
		us[k] = ir.Use{User: ir.DetachedUser(us[k].User.Operand(us[k].Index))}
		return us
	})},
	{"entry without a user", editUses(func(r *rand.Rand, us []ir.Use, _ *ir.Module) []ir.Use {
		us[r.IntN(len(us))].User = nil
		return us
	})},
	{"list emptied", editUses(func(r *rand.Rand, us []ir.Use, _ *ir.Module) []ir.Use {
		return us[:0]
	})},
	{"entries of two values exchanged", func(m *ir.Module, r *rand.Rand, long bool) bool {
		ts := trackedValues(m, func(t ir.Tracked) bool { return len(t.Uses()) > 0 && (len(t.Uses()) > 16) == long })
		if len(ts) < 2 {
			return false
		}
		a, b := ts[r.IntN(len(ts))], ts[r.IntN(len(ts))]
		ua, ub := slices.Clone(a.Uses()), slices.Clone(b.Uses())
		ja, jb := r.IntN(len(ua)), r.IntN(len(ub))
		ua[ja], ub[jb] = ub[jb], ua[ja]
		ir.SetUses(a, ua)
		ir.SetUses(b, ub)
		return true
	}},
	{"global variable listed twice", func(m *ir.Module, r *rand.Rand, long bool) bool {
		var gs []*ir.Global
		for _, g := range m.Globals {
			if len(g.Uses()) > 0 && (len(g.Uses()) > 16) == long {
				gs = append(gs, g)
			}
		}
		g, ok := pick(r, gs)
		if !ok {
			return false
		}
		m.Globals = append(m.Globals, g)
		return true
	}},
	{"operand changed behind the lists' back", func(m *ir.Module, r *rand.Rand, long bool) bool {
		ts := trackedValues(m, func(t ir.Tracked) bool { return len(t.Uses()) > 0 && (len(t.Uses()) > 16) == long })
		t, ok := pick(r, ts)
		if !ok {
			return false
		}
		u := t.Uses()[r.IntN(len(t.Uses()))]
		other, ok := pick(r, ts)
		if !ok {
			return false
		}
		ir.SetOperandUntracked(u.User, u.Index, other)
		return true
	}},
}

// editUses breaks the use list of a value picked at random by edit (nil:
// nothing to break there).
func editUses(edit func(r *rand.Rand, us []ir.Use, m *ir.Module) []ir.Use) func(m *ir.Module, r *rand.Rand, long bool) bool {
	return func(m *ir.Module, r *rand.Rand, long bool) bool {
		t, ok := pick(r, trackedValues(m, func(t ir.Tracked) bool { return len(t.Uses()) > 0 && (len(t.Uses()) > 16) == long }))
		if !ok {
			return false
		}
		us := edit(r, slices.Clone(t.Uses()), m)
		if us == nil {
			return false
		}
		ir.SetUses(t, us)
		return true
	}
}

// The use-list check's fast path (verify_uses.go) must settle every
// valid module, sequentially and on the parallel path, and must never
// change a verdict: every corpus module with its use lists broken each
// way, verified with the fast path and with the full check alone, gives
// the same problems in the same order.
func TestVerifyUseListFastPath(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	oldPar := ir.SetParallelMinInstrs(1 << 62)
	defer ir.SetParallelMinInstrs(oldPar)
	defer ir.SetUseListFast(ir.SetUseListFast(true))
	verdict := func(m *ir.Module, fast, parallel bool) (string, bool) {
		ir.SetUseListFast(fast)
		if parallel {
			ir.SetParallelMinInstrs(0)
		} else {
			ir.SetParallelMinInstrs(1 << 62)
		}
		err, settled := ir.VerifyFastUses(m)
		return fmt.Sprint(err), settled
	}
	opaque, typed, funclet := ir.FixtureModules()
	for n, m := range []*ir.Module{opaque, typed, funclet} {
		for _, par := range []bool{false, true} {
			if msg, settled := verdict(m, true, par); msg != "<nil>" || !settled {
				t.Fatalf("fixture %d (parallel %v): verdict %s, fast path settled it: %v", n, par, msg, settled)
			}
		}
	}
	files := corpusFiles(t)
	step := 1
	if testing.Short() {
		step = 4
	}
	broken := make([][2]int, len(useListBreaks)) // per break: short, long lists broken
	for k := 0; k < len(files); k += step {
		path := files[k]
		m := parseFile(t, path)
		for _, par := range []bool{false, true} {
			if msg, settled := verdict(m, true, par); msg != "<nil>" || !settled {
				t.Fatalf("%s (parallel %v): verdict %s, fast path settled it: %v", filepath.Base(path), par, msg, settled)
			}
		}
		for n, brk := range useListBreaks {
			for _, long := range []bool{false, true} {
				m := parseFile(t, path)
				r := rand.New(rand.NewPCG(seedOf(path), uint64(n)))
				if !brk.apply(m, r, long) {
					continue
				}
				want, _ := verdict(m, false, false)
				if want == "<nil>" {
					continue // (an exchange of two entries of one value)
				}
				broken[n][map[bool]int{false: 0, true: 1}[long]]++
				for _, par := range []bool{false, true} {
					if got, settled := verdict(m, true, par); got != want || settled {
						t.Fatalf("%s, %s (long list %v, parallel %v): fast path settled it: %v, verdict\n%s\nwithout the fast path\n%s",
							filepath.Base(path), brk.name, long, par, settled, got, want)
					}
				}
			}
		}
	}
	for n, c := range broken {
		if c[0] == 0 {
			t.Errorf("%s: no module broken in a short use list", useListBreaks[n].name)
		}
		if c[1] == 0 && useListBreaks[n].name != "entry without a user" {
			t.Logf("%s: no module broken in a long use list", useListBreaks[n].name)
		}
	}
	t.Logf("broken (short, long lists): %v", broken)
}
