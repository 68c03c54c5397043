package bitcode

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// The writer's oracle: for corpus modules and targets, irfix's bitcode
// must be read by the target's llvm-dis, pass its opt -passes=verify,
// disassemble to exactly what llvm-as of irfix's own text for the target
// disassembles to, and (programs with a main) print the same under lli.
//
// CI runs a representative subset (wtSubset); `go test ./bitcode -run
// TestWriteOracle -wmatrix` runs every module against every installed
// target and logs the per-target table.

var wtFull = flag.Bool("wmatrix", false, "writer oracle: every corpus module and every installed target (slow)")

// wtSubset are the modules CI checks against every installed target: each
// producer and language, typed and opaque input, -O0/-O2/-O3, debug info
// (C, C++ and Rust), exceptions, vtables with inrange GEPs, atomics,
// vectors, wide integers, varargs, constant-expression initializers and
// the seed.
var wtSubset = map[string]bool{
	"numba_cos.numba14.O3.g.ll":          true,
	"numba_wave.numba14.O0.ll":           true,
	"structs.clang15.O0.g.ll":            true,
	"atomics.clang15typed.O2.g.ll":       true,
	"globals_ptr.clang15typed.O2.g.ll":   true,
	"exceptions.clang16typed.O0.g.ll":    true,
	"unions_bitfields.clang16.O3.g.ll":   true,
	"vectors.clang16typed.O2.ll":         true,
	"integer.clang19.O0.g.ll":            true,
	"virtual.clang19.O2.g.ll":            true,
	"floatconv.clang19.O3.ll":            true,
	"templates.clang22.O0.g.ll":          true,
	"varargs.clang22.O2.g.ll":            true,
	"complex.clang22.O0.g.ll":            true,
	"rust_lib.rustc22.O3.g.ll":           true,
	"seed.numba_cos.opaque16.ll":         true,
	"seed.numba_cos.opaque16.bc":         true,
	"exceptions.clang16typed.O0.g.bc":    true,
	"rust_lib.rustc22.O3.g.bc":           true,
	"seed.julia_ccall_mismatch.typed.ll": true,
}

type wtInput struct {
	name, path string
	hasMain    bool
	stdoutSHA  string
}

// wtCorpus lists the corpus .ll modules (MANIFEST.tsv) and the seed.
func wtCorpus(t *testing.T) []wtInput {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "corpus", "inputs", "MANIFEST.tsv"))
	if err != nil {
		t.Skipf("corpus manifest: %v", err)
	}
	defer f.Close()
	var ins []wtInput
	sc := bufio.NewScanner(f)
	var cols map[string]int
	for sc.Scan() {
		fields := strings.Split(sc.Text(), "\t")
		if cols == nil {
			cols = map[string]int{}
			for i, c := range fields {
				cols[c] = i
			}
			continue
		}
		get := func(c string) string {
			if i, ok := cols[c]; ok && i < len(fields) {
				return fields[i]
			}
			return ""
		}
		for _, ext := range []string{".ll", ".bc"} {
			p := filepath.Join("..", "corpus", "inputs", get("file")+ext)
			if _, err := os.Stat(p); err != nil {
				continue
			}
			ins = append(ins, wtInput{name: get("file") + ext, path: p, hasMain: get("has_main") == "yes", stdoutSHA: get("lli_stdout_sha256")})
		}
	}
	for _, dir := range []string{os.Getenv("IRFIX_SHARED") + "/seed", "../../shared/seed", "/work/shared/seed"} {
		seeds, _ := filepath.Glob(filepath.Join(dir, "*.ll"))
		bcs, _ := filepath.Glob(filepath.Join(dir, "*.bc"))
		seeds = append(seeds, bcs...)
		if len(seeds) == 0 {
			continue
		}
		for _, p := range seeds {
			ins = append(ins, wtInput{name: "seed." + filepath.Base(p), path: p})
		}
		break
	}
	return ins
}

// wtTool finds an LLVM tool; absent tools skip (or fail with
// IRFIX_REQUIRE_LLVM=1) the tests that need them.
func wtTool(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}

func wtRequire(t *testing.T, name string) {
	t.Helper()
	if !wtTool(name) {
		if os.Getenv("IRFIX_REQUIRE_LLVM") == "1" {
			t.Fatalf("%s not found and IRFIX_REQUIRE_LLVM=1", name)
		}
		t.Skipf("%s not installed; skipping the LLVM oracle (IRFIX_REQUIRE_LLVM=1 fails instead)", name)
	}
}

// wtTargets returns the targets whose tools are installed. CI installs
// LLVM 14, 15, 16, 19 and 22; 17, 18, 20 and 21 have no Debian package
// there, so their layouts are checked only by the unit tests.
func wtTargets(t *testing.T) []target.Target {
	var out []target.Target
	for _, tg := range target.All() {
		v := strconv.Itoa(tg.Major)
		if wtTool("llvm-dis-"+v) && wtTool("llvm-as-"+v) && wtTool("opt-"+v) {
			out = append(out, tg)
		} else if tg.Major == 14 || tg.Major == 15 || tg.Major == 16 || tg.Major == 19 || tg.Major == 22 {
			wtRequire(t, "llvm-dis-"+v)
		}
	}
	if len(out) == 0 {
		wtRequire(t, "llvm-dis-16")
	}
	return out
}

// wtFlags are the flags LLVM 15/16 tools need for typed pointers.
func wtFlags(tg target.Target) []string {
	if tg.Typed && tg.Major >= 15 {
		return []string{"-opaque-pointers=0"}
	}
	return nil
}

func wtRun(ctx context.Context, stdin []byte, tool string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("%s %s: %v: %s", tool, strings.Join(args, " "), err, firstLines(errb.String(), 6))
	}
	return out.Bytes(), nil
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// wtDis disassembles bitcode with the target's llvm-dis, without the
// ModuleID line.
func wtDis(ctx context.Context, tg target.Target, bc []byte) ([]byte, error) {
	out, err := wtRun(ctx, bc, "llvm-dis-"+strconv.Itoa(tg.Major), append(wtFlags(tg), "-o", "-", "-")...)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(out, []byte("; ModuleID")) {
		if i := bytes.IndexByte(out, '\n'); i >= 0 {
			out = out[i+1:]
		}
	}
	return out, nil
}

// wtLower reads a module and lowers it for tg.
func wtLower(path string, tg target.Target) (*ir.Module, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m *ir.Module
	if strings.HasSuffix(path, ".bc") {
		m, _, err = Read(data) // irfix's reader: the bitcode-in, bitcode-out path
	} else {
		m, err = lltext.Parse(path, data)
	}
	if err != nil {
		return nil, fmt.Errorf("read: %w", err)
	}
	if _, err := upgrade.Canonicalize(m); err != nil {
		return nil, fmt.Errorf("canonicalize: %w", err)
	}
	if _, err := downgrade.Lower(m, tg, downgrade.Options{}); err != nil {
		return nil, errWTRefused{err}
	}
	return m, nil
}

type errWTRefused struct{ err error }

func (e errWTRefused) Error() string { return "refused by Lower: " + e.err.Error() }

// wtOutcome classifies one module x target check.
type wtOutcome int

const (
	wtAccepted     wtOutcome = iota
	wtRefused                // downgrade.Lower refused the module for the target
	wtTextRejected           // llvm-as-T rejected irfix's own text: a lowering problem, not the writer's
	wtRunBroken              // lli fails on llvm-as's bitcode of the same text too: a lowering problem
	wtFailed
)

type wtResult struct {
	input, target string
	outcome       wtOutcome
	detail        string
	ours, ref     int  // sizes of irfix's and llvm-as's bitcode
	rtExact       bool // irfix dis of irfix bitcode printed the same text
}

// wtCheck runs the oracle for one module and target.
func wtCheck(in wtInput, tg target.Target) wtResult {
	res := wtResult{input: in.name, target: tg.String()}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	m, err := wtLower(in.path, tg)
	if err != nil {
		var r errWTRefused
		if errors.As(err, &r) {
			res.outcome, res.detail = wtRefused, firstLines(err.Error(), 2)
			return res
		}
		res.outcome, res.detail = wtFailed, err.Error()
		return res
	}
	var text bytes.Buffer
	if err := lltext.PrintWith(&text, m, downgrade.PrintOptions(tg)); err != nil {
		res.outcome, res.detail = wtFailed, "print: "+err.Error()
		return res
	}
	ours, werr := Write(m, tg)
	v := strconv.Itoa(tg.Major)
	ref, err := wtRun(ctx, text.Bytes(), "llvm-as-"+v, append(wtFlags(tg), "-o", "-", "-")...)
	switch {
	case werr != nil && errors.Is(werr, ErrNotExpressible) && err != nil:
		// The writer refuses what the target's own llvm-as refuses in
		// irfix's text: lowering left something the reader lacks.
		res.outcome, res.detail = wtTextRejected, "writer: "+werr.Error()+"; llvm-as: "+firstLines(err.Error(), 2)
		return res
	case werr != nil:
		res.outcome, res.detail = wtFailed, "write: "+werr.Error()
		return res
	case err != nil:
		res.outcome, res.detail = wtTextRejected, err.Error()
		return res
	}
	res.ours = len(ours)
	res.ref = len(ref)
	got, err := wtDis(ctx, tg, ours)
	if err != nil {
		res.outcome, res.detail = wtFailed, "llvm-dis of irfix bitcode: "+err.Error()
		return res
	}
	want, err := wtDis(ctx, tg, ref)
	if err != nil {
		res.outcome, res.detail = wtFailed, "llvm-dis of llvm-as bitcode: "+err.Error()
		return res
	}
	if m.SourceFilename == "" {
		// llvm-as names a module without source_filename after its input.
		got, want = dropLine(got, "source_filename = "), dropLine(want, "source_filename = ")
	}
	if !bytes.Equal(got, want) {
		if !wtSameEntities(got, want) {
			res.outcome, res.detail = wtFailed, "disassembly differs from llvm-as's: "+wtFirstDiff(string(want), string(got))
			return res
		}
		// Same top-level entities in another order: LLVM's readers
		// auto-upgrade old intrinsics at different times when reading
		// text and bitcode, which places the new declarations
		// differently. Module order carries no meaning.
		res.detail = "same module up to the order of top-level entities"
	}
	if _, err := wtRun(ctx, ours, "opt-"+v, append(wtFlags(tg), "-passes=verify", "-disable-output", "-")...); err != nil {
		res.outcome, res.detail = wtFailed, "verify: "+err.Error()
		return res
	}
	if in.hasMain && in.stdoutSHA != "" && in.stdoutSHA != "-" && wtTool("lli-"+v) {
		args := wtFlags(tg)
		if strings.Contains(in.name, ".rustc") {
			// Rust programs need the toolchain's std dylib (corpus/README.md).
			lib := wtRustStd()
			if lib == "" {
				res.outcome, res.detail = wtAccepted, "lli skipped: no Rust toolchain to load libstd from"
				return res
			}
			args = append(args, "-load", lib)
		}
		run := func(bc []byte) error {
			out, err := wtRun(ctx, bc, "lli-"+v, append(args, "-")...)
			if err != nil {
				return err
			}
			if sum := sha256.Sum256(out); hex.EncodeToString(sum[:]) != in.stdoutSHA {
				return errors.New("output differs from the manifest's")
			}
			return nil
		}
		if err := run(ours); err != nil {
			if run(ref) != nil {
				// llvm-as's bitcode of the same text misbehaves too:
				// the lowered program is wrong, not its encoding.
				res.outcome, res.detail = wtRunBroken, "lli: "+firstLines(err.Error(), 1)
				return res
			}
			res.outcome, res.detail = wtFailed, "lli: "+err.Error()
			return res
		}
	}
	// Round trip: irfix's reader gives back the text (exactly, or as the
	// same module for LLVM where LLVM itself canonicalizes: equal
	// DILocations merge, splat vectors are stored as data).
	back, _, err := ReadRaw(ours)
	if err != nil {
		res.outcome, res.detail = wtFailed, "irfix's reader: "+err.Error()
		return res
	}
	var text1 bytes.Buffer
	if err := lltext.PrintWith(&text1, back, downgrade.PrintOptions(tg)); err != nil {
		res.outcome, res.detail = wtFailed, "print of the read-back module: "+err.Error()
		return res
	}
	res.rtExact = bytes.Equal(text1.Bytes(), text.Bytes())
	if !res.rtExact {
		bc1, err := wtRun(ctx, text1.Bytes(), "llvm-as-"+v, append(wtFlags(tg), "-o", "-", "-")...)
		if err != nil {
			res.outcome, res.detail = wtFailed, "round trip: llvm-as of irfix dis output: "+err.Error()
			return res
		}
		again, err := wtDis(ctx, tg, bc1)
		if err == nil && m.SourceFilename == "" {
			again = dropLine(again, "source_filename = ")
		}
		if err != nil || !bytes.Equal(again, got) && !wtSameEntities(again, got) {
			res.outcome, res.detail = wtFailed, "round trip: irfix dis of irfix bitcode is another module: "+wtFirstDiff(string(got), string(again))
			return res
		}
	}
	res.outcome = wtAccepted
	return res
}

// wtSameEntities reports whether two disassemblies hold the same
// top-level entities (a definition or declaration with the comment lines
// before it) in some order.
func wtSameEntities(a, b []byte) bool {
	split := func(x []byte) []string {
		var out []string
		var cur strings.Builder
		for _, l := range strings.SplitAfter(string(x), "\n") {
			cur.WriteString(l)
			if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "}") || strings.HasPrefix(l, "declare ") {
				out = append(out, cur.String())
				cur.Reset()
			}
		}
		out = append(out, cur.String())
		sort.Strings(out)
		return out
	}
	x, y := split(a), split(b)
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

var wtRustStdOnce = sync.OnceValue(func() string {
	sysroot, err := exec.Command("rustc", "--print", "sysroot").Output()
	if err != nil {
		return ""
	}
	libs, _ := filepath.Glob(filepath.Join(strings.TrimSpace(string(sysroot)), "lib", "rustlib", "*", "lib", "libstd-*.so"))
	if len(libs) == 0 {
		return ""
	}
	return libs[0]
})

// wtRustStd returns the Rust toolchain's libstd dylib ("" without one).
func wtRustStd() string { return wtRustStdOnce() }

func dropLine(b []byte, prefix string) []byte {
	var out []byte
	for _, l := range bytes.SplitAfter(b, []byte("\n")) {
		if !bytes.HasPrefix(l, []byte(prefix)) {
			out = append(out, l...)
		}
	}
	return out
}

// wtFirstDiff shows the first differing line of two texts.
func wtFirstDiff(want, got string) string {
	a, b := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  llvm-as: %s\n  irfix:   %s", i+1, x, y)
		}
	}
	return "(equal)"
}

// TestWriteOracleTestdata runs the oracle on the hand-written modules of
// the reader's and the text reader's tests (every construct of several
// LLVM versions), for each installed target that Lower accepts them for.
func TestWriteOracleTestdata(t *testing.T) {
	targets := wtTargets(t)
	files, _ := filepath.Glob("testdata/*.ll")
	more, _ := filepath.Glob("../ir/lltext/testdata/*.ll")
	for _, f := range append(files, more...) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			if _, err := wtLower(f, target.Latest); err != nil && !errors.As(err, new(errWTRefused)) {
				t.Skipf("not readable by irfix's text reader: %v", firstLines(err.Error(), 1))
			}
			for _, tg := range targets {
				if r := wtCheck(wtInput{name: filepath.Base(f), path: f}, tg); r.outcome == wtFailed {
					t.Errorf("target %s: %s", tg, r.detail)
				}
			}
		})
	}
}

func TestWriteOracle(t *testing.T) {
	targets := wtTargets(t)
	inputs := wtCorpus(t)
	var mu sync.Mutex
	var results []wtResult
	t.Run("matrix", func(t *testing.T) {
		for _, in := range inputs {
			if !*wtFull && !wtSubset[in.name] {
				continue
			}
			t.Run(in.name, func(t *testing.T) {
				t.Parallel()
				for _, tg := range targets {
					r := wtCheck(in, tg)
					mu.Lock()
					results = append(results, r)
					mu.Unlock()
					if r.outcome == wtFailed {
						t.Errorf("target %s: %s", tg, r.detail)
					}
				}
			})
		}
	})
	wtSummary(t, results)
}

// wtSummary logs the per-target table and the size ratios.
func wtSummary(t *testing.T, results []wtResult) {
	type row struct{ acc, ref, txt, run, fail, exact int }
	rows := map[string]*row{}
	var order []string
	var ratios []float64
	for _, r := range results {
		x := rows[r.target]
		if x == nil {
			x = &row{}
			rows[r.target] = x
			order = append(order, r.target)
		}
		switch r.outcome {
		case wtAccepted:
			x.acc++
			if r.rtExact {
				x.exact++
			}
		case wtRefused:
			x.ref++
		case wtTextRejected:
			x.txt++
			t.Logf("text rejected (lowering, not the writer): %s -> %s: %s", r.input, r.target, firstLines(r.detail, 2))
		case wtRunBroken:
			x.run++
			t.Logf("lowered program misbehaves under lli with llvm-as's bitcode too (lowering, not the writer): %s -> %s: %s", r.input, r.target, r.detail)
		case wtFailed:
			x.fail++
		}
		if r.outcome == wtAccepted && r.ref > 0 {
			ratios = append(ratios, float64(r.ours)/float64(r.ref))
		}
	}
	sort.Strings(order)
	var b strings.Builder
	fmt.Fprintf(&b, "%-9s %8s %8s %8s %8s %8s %8s\n", "target", "accepted", "rt-exact", "refused", "textrej", "runfail", "failed")
	for _, k := range order {
		x := rows[k]
		fmt.Fprintf(&b, "%-9s %8d %8d %8d %8d %8d %8d\n", k, x.acc, x.exact, x.ref, x.txt, x.run, x.fail)
	}
	if len(ratios) > 0 {
		sort.Float64s(ratios)
		q := func(p float64) float64 { return ratios[int(p*float64(len(ratios)-1))] }
		fmt.Fprintf(&b, "size irfix/llvm-as over %d modules: min %.2f p25 %.2f median %.2f p75 %.2f p95 %.2f max %.2f\n",
			len(ratios), ratios[0], q(0.25), q(0.5), q(0.75), q(0.95), ratios[len(ratios)-1])
	}
	t.Log("\n" + b.String())
}
