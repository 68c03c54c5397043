package bitcode

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// bodyDigest describes f's body from what ReadRawBodies promises to have
// in place when it calls back: parameters, block and instruction names,
// opcodes, types, operands (local ones by position, global values by
// their position in the module, constants by kind and type), metadata
// attachment kinds and debug records.
func bodyDigest(f *ir.Func, gvIndex map[ir.GlobalValue]int) string {
	var b strings.Builder
	pos := map[*ir.Instr]string{}
	blk := map[*ir.Block]int{}
	for bi, bb := range f.Blocks {
		blk[bb] = bi
		for ii, i := range bb.Instrs {
			pos[i] = fmt.Sprintf("%d.%d", bi, ii)
		}
	}
	for _, p := range f.Params {
		fmt.Fprintf(&b, "param %q %s\n", p.Name, lltext.FormatType(p.Typ))
	}
	operand := func(v ir.Value) string {
		switch x := v.(type) {
		case nil:
			return "nil"
		case *ir.Instr:
			if p, ok := pos[x]; ok {
				return "%" + p
			}
			return "%?"
		case *ir.Param:
			return fmt.Sprintf("arg%d", x.Index)
		case *ir.Block:
			return fmt.Sprintf("bb%d", blk[x])
		case ir.GlobalValue:
			return fmt.Sprintf("@%d", gvIndex[x])
		case *ir.MetadataValue:
			return fmt.Sprintf("md:%T", x.MD)
		}
		return fmt.Sprintf("%T:%s", v, lltext.FormatType(v.Type()))
	}
	for bi, bb := range f.Blocks {
		fmt.Fprintf(&b, "block %d %q\n", bi, bb.Name)
		for _, i := range bb.Instrs {
			fmt.Fprintf(&b, "  %q = %s %s", i.Name, i.Op, lltext.FormatType(i.Typ))
			for _, op := range i.Operands() {
				b.WriteString(" " + operand(op))
			}
			for _, s := range i.Succs() {
				fmt.Fprintf(&b, " ->bb%d", blk[s])
			}
			for _, a := range i.MD {
				fmt.Fprintf(&b, " !%s:%s", a.Kind, mdDigest(a.Node))
			}
			if at := i.Attrs(); len(at.Params) > 0 {
				b.WriteString(" paramattrs")
				for _, set := range at.Params {
					fmt.Fprintf(&b, " %d", len(set))
				}
			}
			fmt.Fprintf(&b, " dbgrecords=%d", len(i.DbgRecords()))
			for _, r := range i.DbgRecords() {
				fmt.Fprintf(&b, " %d(", r.Kind)
				for _, op := range r.Ops {
					b.WriteString(" " + mdDigest(op))
				}
				b.WriteString(")")
			}
			b.WriteString("\n")
		}
	}
	return b.String()
}

// mdDigest describes metadata a body refers to: its type and, for a
// DILocation (the reader makes one for each distinct DEBUG_LOC of a body,
// and ReadRawBodies reuses their memory for the next body), its fields,
// whether it is distinct and how many operands it has, so that a
// location holding what an earlier body left shows.
func mdDigest(md ir.Metadata) string {
	switch x := md.(type) {
	case *ir.MDNode:
		if x == nil || x.Kind != "DILocation" {
			return fmt.Sprintf("%T", md)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "DILocation(distinct=%v ops=%d", x.Distinct, len(x.Ops))
		for _, f := range x.Fields {
			switch v := f.Val.(type) {
			case ir.MDInt:
				fmt.Fprintf(&b, " %s=%d", f.Name, v.V)
			case *ir.MDNode:
				fmt.Fprintf(&b, " %s=%s", f.Name, v.Kind)
			default:
				fmt.Fprintf(&b, " %s=%T", f.Name, v)
			}
		}
		b.WriteString(")")
		return b.String()
	case *ir.ValueAsMetadata:
		return fmt.Sprintf("value:%T", x.V)
	}
	return fmt.Sprintf("%T", md)
}

func globalIndex(m *ir.Module) map[ir.GlobalValue]int {
	idx := map[ir.GlobalValue]int{}
	for k, gv := range m.GlobalValues() {
		idx[gv] = k
	}
	return idx
}

// readBodiesBoth reads data with ReadRaw and with ReadRawBodies and
// returns what each gives: the error, or every body's digest followed by
// the module printed with its bodies emptied (ReadRawBodies' module must
// be ReadRaw's without instructions, and its global values must have no
// uses left).
func readBodiesBoth(t *testing.T, data []byte) (full, streamed string) {
	t.Helper()
	m, _, err := ReadRaw(data)
	if err != nil {
		full = "error: " + err.Error()
	} else {
		gi := globalIndex(m)
		var sb strings.Builder
		for _, f := range m.Funcs {
			if len(f.Blocks) > 0 {
				sb.WriteString(bodyDigest(f, gi))
			}
		}
		for _, f := range m.Funcs {
			for _, bb := range f.Blocks {
				bb.Instrs = nil
			}
		}
		if err := lltext.Print(&sb, m); err != nil {
			sb.WriteString("print error: " + err.Error())
		}
		full = sb.String()
	}
	var sb strings.Builder
	var gi map[ir.GlobalValue]int
	s, _, err := ReadRawBodies(data, func(f *ir.Func) error {
		if gi == nil {
			gi = globalIndex(f.Parent)
		}
		sb.WriteString(bodyDigest(f, gi))
		return nil
	})
	if err != nil {
		return full, "error: " + err.Error()
	}
	writeLeftUses(&sb, s)
	return full, sb.String()
}

// ReadRawBodies hands every body over as ReadRaw reads it, leaves the
// module ReadRaw gives without the instructions (and without their uses),
// and fails where ReadRaw fails, with the same error; also on damaged
// inputs. Bodies are released as soon as they are seen (their slabs
// reused), so a body described wrongly after an earlier one was released
// shows here.
func TestReadRawBodies(t *testing.T) {
	inputs := parallelInputs(t)
	valid, damaged := 0, 0
	for name, data := range inputs {
		full, streamed := readBodiesBoth(t, data)
		if full != streamed {
			t.Fatalf("%s: ReadRawBodies differs from ReadRaw:\n--- ReadRaw\n%.3000s\n--- ReadRawBodies\n%.3000s", name, full, streamed)
		}
		if !strings.HasPrefix(full, "error") {
			valid++
		}
		for k := 1; k <= 4 && len(data) > 64; k++ {
			bad := append([]byte(nil), data...)
			at := len(bad)/2 + (len(bad)/2-8)*k/5
			bad[at] ^= byte(0x5a + k)
			full, streamed := readBodiesBoth(t, bad)
			if full != streamed {
				t.Fatalf("%s damaged at byte %d: ReadRawBodies differs from ReadRaw:\n--- ReadRaw\n%.3000s\n--- ReadRawBodies\n%.3000s", name, at, full, streamed)
			}
			damaged++
		}
	}
	if valid < 20 {
		t.Fatalf("only %d valid inputs", valid)
	}
	t.Logf("%d valid inputs, %d damaged ones: same results", valid, damaged)
}

// An error from the callback stops the read and is returned as it is.
func TestReadRawBodiesStops(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir, "complex.clang16typed.O0.g.bc"))
	if err != nil {
		files, _ := filepath.Glob(filepath.Join(corpusDir, "*.bc"))
		if len(files) == 0 {
			t.Fatal("no corpus bitcode")
		}
		data, err = os.ReadFile(files[0])
		if err != nil {
			t.Fatal(err)
		}
	}
	stop := fmt.Errorf("stop here")
	calls := 0
	_, _, err = ReadRawBodies(data, func(*ir.Func) error {
		calls++
		return stop
	})
	if err != stop || calls != 1 {
		t.Fatalf("ReadRawBodies = %v after %d calls; want the callback's error after 1", err, calls)
	}
}

// FuzzReadRawBodies reads arbitrary bytes with ReadRaw and ReadRawBodies:
// the results must be the same, errors included; and with
// ReadRawBodiesParallel, which must give the same when it does not
// decline.
func FuzzReadRawBodies(f *testing.F) {
	for _, pattern := range []string{filepath.Join(corpusDir, "*.bc"), "testdata/*.bc"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(data)
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		full, streamed := readBodiesBoth(t, data)
		if full != streamed {
			t.Fatalf("ReadRawBodies differs from ReadRaw:\n--- ReadRaw\n%.2000s\n--- ReadRawBodies\n%.2000s", full, streamed)
		}
		// What ReadRawBodiesParallel reads, when it reads, is the same.
		if par, ok := readBodiesParallel(t, data); ok && par != streamed {
			t.Fatalf("ReadRawBodiesParallel differs from ReadRawBodies:\n--- ReadRawBodies\n%.2000s\n--- ReadRawBodiesParallel\n%.2000s", streamed, par)
		}
	})
}

// ReadRawBodies records no uses: the instructions and parameters of the
// body handed to the callback list none, and no global value of the
// module returned lists a use by a body.
func TestReadRawBodiesRecordsNoUses(t *testing.T) {
	inputs := parallelInputs(t)
	bodies, operands := 0, 0
	for name, data := range inputs {
		m, _, err := ReadRawBodies(data, func(f *ir.Func) error {
			bodies++
			for _, p := range f.Params {
				if len(p.Uses()) != 0 {
					t.Errorf("%s: @%s: parameter %d lists %d uses", name, f.Name, p.Index, len(p.Uses()))
				}
			}
			for _, b := range f.Blocks {
				for _, i := range b.Instrs {
					operands += i.NumOperands()
					if len(i.Uses()) != 0 {
						t.Errorf("%s: @%s: a %s lists %d uses", name, f.Name, i.Op, len(i.Uses()))
					}
				}
			}
			return nil
		})
		if err != nil {
			continue // damaged inputs are TestReadRawBodies' business
		}
		for _, gv := range m.GlobalValues() {
			if us := gv.Uses(); len(us) != 0 {
				t.Errorf("%s: global value %s lists %d uses after the read", name, gv.Common().Name, len(us))
			}
		}
	}
	if bodies < 20 || operands == 0 {
		t.Fatalf("only %d bodies, %d operands read", bodies, operands)
	}
}

// readBodiesParallel reads data with ReadRawBodiesParallel (every input
// large enough for it) and returns what readBodiesBoth's streamed result
// would be (the digests in the module's order, then the module), and ok.
func readBodiesParallel(t *testing.T, data []byte) (string, bool) {
	t.Helper()
	var mu sync.Mutex
	digests := map[*ir.Func]string{}
	var gi map[ir.GlobalValue]int
	workers := 0
	s, _, ok := ReadRawBodiesParallel(data, func() func(*ir.Func) error {
		workers++
		return func(f *ir.Func) error {
			mu.Lock()
			if gi == nil {
				gi = globalIndex(f.Parent)
			}
			idx := gi
			mu.Unlock()
			d := bodyDigest(f, idx)
			mu.Lock()
			defer mu.Unlock()
			if _, seen := digests[f]; seen {
				t.Errorf("@%s handed over twice", f.Name)
			}
			digests[f] = d
			return nil
		}
	})
	if !ok {
		return "", false
	}
	if workers < min(2, len(digests)) {
		t.Errorf("%d goroutines read %d bodies", workers, len(digests))
	}
	var sb strings.Builder
	for _, f := range s.Funcs {
		if len(f.Blocks) > 0 {
			d, seen := digests[f]
			if !seen {
				fmt.Fprintf(&sb, "@%s never handed over\n", f.Name)
			}
			sb.WriteString(d)
		}
	}
	writeLeftUses(&sb, s)
	return sb.String(), true
}

// ReadRawBodiesParallel hands every body over as ReadRawBodies does
// (each exactly once), and leaves the same module; valid inputs take the
// parallel path, damaged ones either do not (ok false) or read the same
// as sequentially. (Run under -race as well.)
func TestReadRawBodiesParallel(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	}
	inputs := parallelInputs(t)
	valid, parallel, damaged := 0, 0, 0
	for name, data := range inputs {
		_, streamed := readBodiesBoth(t, data)
		par, ok := readBodiesParallel(t, data)
		if !strings.HasPrefix(streamed, "error") {
			valid++
			if !ok {
				t.Errorf("%s: valid input not read in parallel", name)
				continue
			}
		}
		if ok {
			parallel++
			if par != streamed {
				t.Fatalf("%s: ReadRawBodiesParallel differs from ReadRawBodies:\n--- ReadRawBodies\n%.3000s\n--- ReadRawBodiesParallel\n%.3000s", name, streamed, par)
			}
		}
		for k := 1; k <= 4 && len(data) > 64; k++ {
			bad := append([]byte(nil), data...)
			at := len(bad)/2 + (len(bad)/2-8)*k/5
			bad[at] ^= byte(0x5a + k)
			_, streamed := readBodiesBoth(t, bad)
			par, ok := readBodiesParallel(t, bad)
			if ok && par != streamed {
				t.Fatalf("%s damaged at byte %d: ReadRawBodiesParallel differs from ReadRawBodies:\n--- ReadRawBodies\n%.3000s\n--- ReadRawBodiesParallel\n%.3000s", name, at, streamed, par)
			}
			damaged++
		}
	}
	if valid < 20 || parallel < valid {
		t.Fatalf("only %d valid inputs, %d read in parallel", valid, parallel)
	}
	t.Logf("%d valid inputs read in parallel, %d damaged ones", valid, damaged)
}

// A callback's error (or panic) makes ReadRawBodiesParallel report that
// the read was not done (the caller reads sequentially instead); so
// does a single processor.
func TestReadRawBodiesParallelFails(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(max(2, runtime.GOMAXPROCS(0))))
	data, err := os.ReadFile(filepath.Join(corpusDir, "complex.clang19.O0.g.bc"))
	if err != nil {
		t.Fatal(err)
	}
	never := func() func(*ir.Func) error { return func(*ir.Func) error { return nil } }
	if _, _, ok := ReadRawBodiesParallel(data, never); !ok {
		t.Fatal("the input is not read in parallel at all")
	}
	var calls atomic.Int32
	stop := func() func(*ir.Func) error {
		return func(*ir.Func) error {
			if calls.Add(1) == 2 {
				return fmt.Errorf("stop here")
			}
			return nil
		}
	}
	if m, _, ok := ReadRawBodiesParallel(data, stop); ok || m != nil {
		t.Fatalf("a callback's error: ok = %v, module %v", ok, m != nil)
	}
	panics := func() func(*ir.Func) error { return func(*ir.Func) error { panic("compare bug") } }
	if _, _, ok := ReadRawBodiesParallel(data, panics); ok {
		t.Fatal("a callback's panic: ok = true")
	}
	runtime.GOMAXPROCS(1)
	if _, _, ok := ReadRawBodiesParallel(data, never); ok {
		t.Fatal("read in parallel with GOMAXPROCS 1")
	}
}

// writeLeftUses adds to sb the uses a streamed read left on s's global
// values and parameters (a read that hands bodies over keeps none), then
// s printed.
func writeLeftUses(sb *strings.Builder, s *ir.Module) {
	for _, gv := range s.GlobalValues() {
		if n := len(gv.(ir.Tracked).Uses()); n > 0 {
			fmt.Fprintf(sb, "@%s keeps %d uses\n", gv.Common().Name, n)
		}
	}
	for _, f := range s.Funcs {
		for _, p := range f.Params {
			if n := len(p.Uses()); n > 0 {
				fmt.Fprintf(sb, "@%s parameter %d keeps %d uses\n", f.Name, p.Index, n)
			}
		}
	}
	if err := lltext.Print(sb, s); err != nil {
		sb.WriteString("print error: " + err.Error())
	}
}
