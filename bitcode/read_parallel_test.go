package bitcode

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/irtest"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// parallelInputs returns the bitcode inputs of the parallel-read tests:
// the corpus, the test data, and the corpus's text modules written as
// bitcode by this package.
func parallelInputs(t *testing.T) map[string][]byte {
	t.Helper()
	in := map[string][]byte{}
	for _, pattern := range []string{filepath.Join(corpusDir, "*.bc"), "testdata/*.bc"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			if data, err := os.ReadFile(f); err == nil {
				in[f] = data
			}
		}
	}
	if len(in) < 20 {
		t.Fatalf("only %d bitcode inputs found", len(in))
	}
	return in
}

// readBoth reads data sequentially and in parallel and returns what each
// gives: the error, or the printed module and its use lists.
func readBoth(t *testing.T, data []byte) (seq, par string, parallelOK bool) {
	t.Helper()
	show := func() string {
		m, _, err := ReadRaw(data)
		if err != nil {
			return "error: " + err.Error()
		}
		var sb strings.Builder
		if err := lltext.Print(&sb, m); err != nil {
			return "print error: " + err.Error()
		}
		return sb.String() + "\n" + irtest.UseSignature(m)
	}
	old, oldOn := parallelMinBytes, ParallelRead
	defer func() { parallelMinBytes, ParallelRead = old, oldOn }()
	ParallelRead = true
	parallelMinBytes = 1 << 62
	seq = show()
	parallelMinBytes = 0
	par = show()
	_, parallelOK = readParallel(data, nil)
	return seq, par, parallelOK
}

// Reading bodies in parallel gives what the sequential reader gives: the
// same printed module, the same use-list order of every global value, and
// for damaged inputs the same error. Valid inputs must really take the
// parallel path. (Run under -race as well.)
func TestReadParallelSameAsSequential(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	inputs := parallelInputs(t)
	valid, damaged, bodies := 0, 0, 0
	for name, data := range inputs {
		seq, par, ok := readBoth(t, data)
		if seq != par {
			t.Fatalf("%s: parallel read differs from sequential:\n--- sequential\n%.3000s\n--- parallel\n%.3000s", name, seq, par)
		}
		if !strings.HasPrefix(seq, "error") {
			valid++
			if !ok {
				t.Errorf("%s: valid input fell back to the sequential read", name)
			}
			if strings.Contains(seq, "\ndefine ") {
				bodies++
			}
		}
		// Damage a byte in the second half (where the bodies are) and
		// compare again.
		for k := 1; k <= 4 && len(data) > 64; k++ {
			bad := append([]byte(nil), data...)
			at := len(bad)/2 + (len(bad)/2-8)*k/5
			bad[at] ^= byte(0x5a + k)
			seq, par, _ := readBoth(t, bad)
			if seq != par {
				t.Fatalf("%s damaged at byte %d: parallel read differs from sequential:\n--- sequential\n%.3000s\n--- parallel\n%.3000s", name, at, seq, par)
			}
			damaged++
		}
	}
	if valid < 20 || bodies < 20 {
		t.Fatalf("only %d valid inputs, %d with bodies", valid, bodies)
	}
	t.Logf("%d valid inputs (%d with bodies), %d damaged ones: same results", valid, bodies, damaged)
}

// FuzzReadParallel reads arbitrary bytes both ways (every input takes the
// parallel path): the results must be the same, errors included.
func FuzzReadParallel(f *testing.F) {
	for _, pattern := range []string{filepath.Join(corpusDir, "*.bc"), "testdata/*.bc"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if seq, par, _ := readBoth(t, data); seq != par {
			t.Fatalf("parallel read differs from sequential:\n--- sequential\n%.2000s\n--- parallel\n%.2000s", seq, par)
		}
	})
}

// TestReadErrorNotMapOrdered reads, many times over, a damaged module whose
// type table leaves several forward-referenced named structs undefined
// (found by FuzzReadParallel): the error must name the same type every
// time, the lowest undefined ID, whatever order a map iterates in.
func TestReadErrorNotMapOrdered(t *testing.T) {
	src, err := os.ReadFile("testdata/fuzz/FuzzReadParallel/8382cd485f9c9f1a")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	i := strings.Index(s, "[]byte(")
	if i < 0 {
		t.Fatal("not a fuzz corpus file")
	}
	q, err := strconv.Unquote(strings.TrimSuffix(strings.TrimSpace(s[i+len("[]byte("):]), ")"))
	if err != nil {
		t.Fatal(err)
	}
	data := []byte(q)
	var first string
	for n := range 40 {
		_, _, err := Read(data)
		if err == nil {
			t.Fatal("damaged module read without error")
		}
		if n == 0 {
			first = err.Error()
			if !strings.Contains(first, "type 100 is referenced as a named struct but never defined") {
				t.Fatalf("error %q does not name type 100, the lowest undefined one", first)
			}
			continue
		}
		if err.Error() != first {
			t.Fatalf("read %d: error %q, first read: %q", n, err, first)
		}
	}
}

// A body that looked up a location key (a DEBUG_LOC not found among the
// module's locations) which an earlier body registered (a DILocation of
// its own metadata block) would have found that node in a sequential
// read: the merge sends the read to the sequential path. Bodies that
// touched other keys merge.
func TestMergeLocationConflict(t *testing.T) {
	scope := &ir.MDNode{Distinct: true, Kind: "DISubprogram"}
	k := locKey{line: 3, col: 7, scope: scope}
	other := locKey{line: 4, col: 7, scope: scope}
	bc := []byte{'B', 'C', 0xC0, 0xDE, 0, 0, 0, 0}
	run := func(second locKey) error {
		d := newDecoder(bc)
		d.par = &parState{}
		job := func(touched []locKey, regs []locReg) *bodyJob {
			j := &bodyJob{f: &ir.Func{}, r: d.r.Fork()}
			for _, x := range touched {
				j.touched = append(j.touched, locHash(x))
			}
			j.locRegs = regs
			return j
		}
		if err := d.merge(job(nil, []locReg{{k, &ir.MDNode{Kind: "DILocation"}}})); err != nil {
			t.Fatalf("first body: %v", err)
		}
		return d.merge(job([]locKey{second}, nil))
	}
	if err := run(k); err != errSequential {
		t.Errorf("a body looked up the key an earlier body registered: merge = %v, want errSequential", err)
	}
	if err := run(other); err != nil {
		t.Errorf("a body looked up another key: merge = %v", err)
	}
}

// The uses of global values noted while operands are set (linkGlobalUses)
// are every use a walk over the bodies finds, in the walk's order (the
// order LinkGlobalUses records): by function, block, instruction and
// operand; each list exactly as long as its uses. Checked for the
// sequential and the parallel read.
func TestGlobalUsesInWalkOrder(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	old, oldOn, oldChunk := parallelMinBytes, ParallelRead, gUseChunk
	defer func() { parallelMinBytes, ParallelRead, gUseChunk = old, oldOn, oldChunk }()
	ParallelRead = true
	checked, uses := 0, 0
	for name, data := range parallelInputs(t) {
		for k, min := range []int{1 << 62, 0, 1 << 62, 0} {
			parallelMinBytes = min
			// The second time with tiny chunks: bodies' uses span
			// several, and chunks hold several bodies' uses.
			gUseChunk = []int{2048, 2048, 3, 3}[k]
			m, _, err := ReadRaw(data)
			if err != nil {
				continue
			}
			if _, ok := readParallel(data, nil); min == 0 && !ok {
				t.Fatalf("%s: the parallel read fell back to the sequential one (chunks of %d uses)", name, gUseChunk)
			}
			want := map[*ir.GlobalCommon][]ir.Use{}
			for _, f := range m.Funcs {
				for _, b := range f.Blocks {
					for _, i := range b.Instrs {
						for n, v := range i.Operands() {
							if g := ir.GlobalCommonOf(v); g != nil {
								want[g] = append(want[g], ir.Use{User: i, Index: n})
							}
						}
					}
				}
			}
			for _, gv := range m.GlobalValues() {
				got := gv.(ir.Tracked).Uses()
				w := want[gv.Common()]
				if len(got) != len(w) || cap(got) != len(got) {
					t.Fatalf("%s (parallel from %d bytes): @%s has %d uses (capacity %d), the bodies make %d", name, min, gv.Common().Name, len(got), cap(got), len(w))
				}
				for k := range w {
					if got[k] != w[k] {
						t.Fatalf("%s (parallel from %d bytes): use %d of @%s is operand %d of a %s, the walk finds operand %d of a %s", name, min, k, gv.Common().Name, got[k].Index, got[k].User.Op, w[k].Index, w[k].User.Op)
					}
				}
				uses += len(w)
			}
			checked++
		}
	}
	if checked < 80 || uses == 0 {
		t.Fatalf("only %d reads checked, %d uses", checked, uses)
	}
	t.Logf("%d reads, %d uses of global values in walk order", checked, uses)
}
