package corpus

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// convert parses text and runs irfix's pipeline on it for t (verify the
// input, canonicalize, lower, print), with ir.Verify after every pass;
// it returns the printed result.
func convert(t testing.TB, name string, src []byte, tg target.Target) ([]byte, *ir.Module, error) {
	t.Helper()
	m, err := lltext.Parse(name, src)
	if err != nil {
		return nil, nil, fmt.Errorf("parse: %w", err)
	}
	p := &irfix.Pipeline{Target: tg, Emit: irfix.EmitText, VerifyInput: true, VerifyEach: true}
	r, err := p.RunModule(m, irfix.Info{})
	if err != nil {
		return nil, nil, err
	}
	return r.Output, m, nil
}

// readerFlags are the flags LLVM tools of t's version need to read t's
// pointer mode.
func readerFlags(tg target.Target) []string { return oracle.ReaderFlags(tg) }

// accept runs llvm-as-N then opt-N -passes=verify on text; it returns the
// bitcode.
func accept(t testing.TB, tg target.Target, text []byte) ([]byte, error) {
	t.Helper()
	bc, err := oracle.Assemble(t, tg, text)
	if err != nil {
		return nil, fmt.Errorf("llvm-as-%d: %w", tg.Major, err)
	}
	if err := oracle.Verify(t, tg, bc); err != nil {
		return nil, fmt.Errorf("opt-%d -passes=verify: %w", tg.Major, err)
	}
	return bc, nil
}

// manifestRow is what MANIFEST.tsv says about a module beyond Input.
type manifestRow struct {
	hasMain bool
	sha     string
}

func manifest(t testing.TB) map[string]manifestRow {
	t.Helper()
	out := map[string]manifestRow{}
	for _, m := range testenv.Manifest(t) {
		out[m.File] = manifestRow{hasMain: m.HasMain, sha: m.StdoutSHA}
	}
	return out
}

// lliOutput runs bitcode of input in with lli-N and returns stdout, or an
// error. Rust programs get the toolchain's libstd loaded, as corpus/gen.sh
// runs them (their mains call into the Rust runtime).
func lliOutput(t testing.TB, in Input, tg target.Target, bc []byte) ([]byte, error) {
	lli := llvmTool(t, fmt.Sprintf("lli-%d", tg.Major))
	args := readerFlags(tg)
	if strings.HasPrefix(in.Producer, "rustc") {
		std := rustStd()
		if std == "" {
			return nil, fmt.Errorf("no libstd-*.so in rustc's sysroot; cannot run %s", in.Name)
		}
		args = append(args, "-load", std)
	}
	return runTool(lli, bc, append(args, "-")...)
}

// rustStd returns the Rust toolchain's libstd dylib ("" without rustc).
var rustStd = sync.OnceValue(func() string {
	root, err := exec.Command("rustc", "--print", "sysroot").Output()
	if err != nil {
		return ""
	}
	libs, _ := filepath.Glob(filepath.Join(strings.TrimSpace(string(root)), "lib", "rustlib", "*", "lib", "libstd-*.so"))
	if len(libs) == 0 {
		return ""
	}
	return libs[0]
})

// textInputs are the .ll corpus modules and seeds.
func textInputs(t testing.TB) []Input {
	var out []Input
	for _, in := range Inputs(t) {
		if !in.Bitcode {
			out = append(out, in)
		}
	}
	return out
}

// runsUnderLLI caches whether a module's original runs under lli of its
// own version with the manifest's output.
var runsUnderLLI sync.Map

func originalRuns(t testing.TB, in Input, sha string) bool {
	if v, ok := runsUnderLLI.Load(in.Name); ok {
		return v.(bool)
	}
	src, _ := os.ReadFile(in.Path)
	ok := false
	tg := target.Target{Major: in.Major, Typed: in.Typed}
	if bc, err := runTool(llvmTool(t, fmt.Sprintf("llvm-as-%d", in.Major)), src, append(readerFlags(tg), "-o", "-", "-")...); err == nil {
		if out, err := lliOutput(t, in, tg, bc); err == nil && sha256hex(out) == sha {
			ok = true
		}
	}
	runsUnderLLI.Store(in.Name, ok)
	return ok
}

// TestDowngradeCorpusAccepted lowers every text module of the corpus to
// 14, 15-typed and 16-typed, has that LLVM's llvm-as and opt -passes=verify
// accept it, and checks that programs with a main print the same under
// lli as the manifest says.
func TestDowngradeCorpusAccepted(t *testing.T) {
	if testing.Short() {
		t.Skip("whole-corpus acceptance: skipped with -short")
	}
	testCorpusAccepted(t, []string{"14", "15-typed", "16-typed"})
}

func testCorpusAccepted(t *testing.T, targets []string) {
	man := manifest(t)
	for _, ts := range targets {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			for _, in := range textInputs(t) {
				in := in
				t.Run(in.Name, func(t *testing.T) {
					t.Parallel()
					src, err := os.ReadFile(in.Path)
					if err != nil {
						t.Fatal(err)
					}
					out, _, err := convert(t, in.Name, src, tg)
					if err != nil {
						t.Fatal(err)
					}
					// What llvm-downgrade loses, irfix keeps: the
					// datalayout byte for byte, every debug location.
					if a, b := datalayout(src), datalayout(out); a != b {
						t.Errorf("datalayout changed: %q → %q", a, b)
					}
					if a, b := debugLocations(src), debugLocations(out); a != b {
						t.Errorf("debug variable locations: %d in the input, %d in the output", a, b)
					}
					bc, err := accept(t, tg, out)
					if err != nil {
						t.Fatal(err)
					}
					row := man[strings.TrimSuffix(in.Name, ".ll")]
					if !row.hasMain || row.sha == "" || !originalRuns(t, in, row.sha) {
						return
					}
					got, err := lliOutput(t, in, tg, bc)
					if err != nil {
						t.Fatalf("lli-%d: %v", tg.Major, err)
					}
					if h := sha256hex(got); h != row.sha {
						t.Errorf("lli-%d output differs from the original's (sha256 %s, want %s):\n%s", tg.Major, h, row.sha, got)
					}
				})
			}
		})
	}
}

var datalayoutRe = regexp.MustCompile(`(?m)^target datalayout = ".*"$`)

func datalayout(text []byte) string { return string(datalayoutRe.Find(text)) }

var dbgLocRe = regexp.MustCompile(`(?m)^\s*(#dbg_(value|declare|assign)\(|(tail |notail )?call void @llvm\.dbg\.(value|declare|assign)\()`)

// debugLocations counts variable locations: debug records and debug
// intrinsic calls (either form; lowering turns one into the other).
func debugLocations(text []byte) int { return len(dbgLocRe.FindAll(text, -1)) }

// TestCheckSeed: `irfix check` on the seed names the opaque pointers for
// 16-typed (fixed by irfix downgrade) and memory(...) for 15.
func TestCheckSeed(t *testing.T) {
	dir := testenv.SeedDir(t)
	src, err := os.ReadFile(filepath.Join(dir, "numba_cos.opaque16.ll"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := lltext.Parse("numba_cos.opaque16.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	find := func(probs []downgrade.Problem, construct string) *downgrade.Problem {
		for k := range probs {
			if strings.Contains(probs[k].Construct, construct) {
				return &probs[k]
			}
		}
		return nil
	}
	p16 := downgrade.Check(m, target.MustParse("16-typed"))
	if p := find(p16, "opaque pointer"); p == nil || !strings.HasPrefix(p.Fix, "irfix downgrade") || !strings.Contains(p.Fix, "16-typed") {
		t.Errorf("16-typed: want the opaque pointers with an irfix downgrade fix, got %v", p16)
	}
	if find(p16, "memory") != nil {
		t.Errorf("16-typed reads memory(...), but Check says otherwise: %v", p16)
	}
	p15 := downgrade.Check(m, target.MustParse("15"))
	if p := find(p15, "memory(...) attribute"); p == nil || p.Need != "needs LLVM >= 16" {
		t.Errorf("15: want memory(...) needing 16, got %v", p15)
	}
	if find(p15, "opaque pointer") != nil {
		t.Errorf("15 (opaque) reads ptr, but Check says otherwise: %v", p15)
	}
	if p := downgrade.Check(m, target.MustParse("16")); len(p) != 0 {
		t.Errorf("LLVM 16 wrote the seed, yet Check finds %v", p)
	}
}

// TestDowngradeSeed is the seed acceptance: numba_cos.opaque16.ll
// lowered for 16-typed, 15-typed and 14.
func TestDowngradeSeed(t *testing.T) {
	dir := testenv.SeedDir(t)
	src, err := os.ReadFile(filepath.Join(dir, "numba_cos.opaque16.ll"))
	if err != nil {
		t.Fatal(err)
	}
	typedSrc, err := os.ReadFile(filepath.Join(dir, "numba_cos.typed.ll"))
	if err != nil {
		t.Fatal(err)
	}
	for _, ts := range []string{"16-typed", "15-typed", "14"} {
		tg := target.MustParse(ts)
		t.Run(ts, func(t *testing.T) {
			out, _, err := convert(t, "numba_cos.opaque16.ll", src, tg)
			if err != nil {
				t.Fatal(err)
			}
			text := string(out)
			for _, re := range []string{
				`define i32 @_ZN8__main__4func\S*\(double\*( [a-z_]+)* %retptr, \{ i8\*, i32, i8\*, i8\*, i32 \}\*\*( [a-z_]+)* %excinfo,`,
				`@_ZN08NumbaEnv\S* = common local_unnamed_addr global i8\* null`,
				`%\.6 = alloca double, align 8`,
				`store double 0\.000000e\+00, double\* %\.6, align 8`,
			} {
				if !regexp.MustCompile(re).MatchString(text) {
					t.Errorf("output lacks %s:\n%s", re, text)
				}
			}
			if strings.Contains(text, "bitcast") {
				t.Errorf("output has a bitcast:\n%s", text)
			}
			if _, err := accept(t, tg, out); err != nil {
				t.Fatal(err)
			}
			// Function bodies identical to what llvmlite wrote, both
			// normalised by the same llvm-as/llvm-dis.
			n := fmt.Sprint(tg.Major)
			norm := func(text []byte) string {
				bc, err := runTool(llvmTool(t, "llvm-as-"+n), text, append(readerFlags(tg), "-o", "-", "-")...)
				if err != nil {
					t.Fatalf("llvm-as-%s: %v", n, err)
				}
				dis, err := runTool(llvmTool(t, "llvm-dis-"+n), bc, append(readerFlags(tg), "-o", "-", "-")...)
				if err != nil {
					t.Fatalf("llvm-dis-%s: %v", n, err)
				}
				return functionBodies(string(dis))
			}
			want, got := norm(typedSrc), norm(out)
			if want != got {
				t.Errorf("function bodies differ from numba_cos.typed.ll:\n%s", golden.Diff("typed.ll", "downgraded", []byte(want), []byte(got)))
			}
		})
	}
}

// functionBodies returns the lines strictly inside each `define ... {`
// `}` of a module.
func functionBodies(text string) string {
	var b strings.Builder
	in := false
	for _, l := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(l, "define "):
			in = true
		case in && l == "}":
			in = false
			b.WriteString("--\n")
		case in:
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// downgradeGoldens: small real modules across producers, languages and
// features (C++ vtables and exceptions, pointer arithmetic in
// initializers, debug info, Numba), kept under corpus/downgrade/.
var downgradeGoldens = []struct{ name, target string }{
	{"seed.numba_cos.opaque16.ll", "16-typed"},
	{"seed.numba_cos.opaque16.ll", "15-typed"},
	{"globals_ptr.clang16.O3.ll", "15-typed"},
	{"virtual.clang16.O0.ll", "16-typed"},
	{"exceptions.clang16.O0.ll", "15-typed"},
	{"linkedlist.clang22.O3.ll", "14"},
	{"floatconv.clang15.O0.g.ll", "15-typed"},
	{"control.clang22.O2.g.ll", "16"},
}

func TestDowngradeGoldens(t *testing.T) {
	byName := map[string]Input{}
	for _, in := range textInputs(t) {
		byName[in.Name] = in
	}
	for _, g := range downgradeGoldens {
		in, ok := byName[g.name]
		if !ok {
			t.Errorf("golden input %s is not in the corpus", g.name)
			continue
		}
		t.Run(g.name+"@"+g.target, func(t *testing.T) {
			src, err := os.ReadFile(in.Path)
			if err != nil {
				t.Fatal(err)
			}
			out, _, err := convert(t, in.Name, src, target.MustParse(g.target))
			if err != nil {
				t.Fatal(err)
			}
			golden.Check(t, filepath.Join("downgrade", strings.TrimSuffix(g.name, ".ll")+"."+g.target+".ll"), out)
		})
	}
}

// TestDowngradeNotExpressible: a construct the reader cannot express is
// an ErrNotExpressible naming it and the version that has it.
func TestDowngradeNotExpressible(t *testing.T) {
	src := []byte(`define void @f(ptr %p) {
  %x = atomicrmw usub_sat ptr %p, i32 1 seq_cst, align 4
  ret void
}
`)
	_, _, err := convert(t, "rmw.ll", src, target.MustParse("15-typed"))
	if !errors.Is(err, downgrade.ErrNotExpressible) {
		t.Fatalf("err = %v, want ErrNotExpressible", err)
	}
	if want := "atomicrmw usub_sat needs LLVM >= 20; target is 15-typed"; !strings.Contains(err.Error(), want) {
		t.Errorf("err = %q, want it to contain %q", err, want)
	}
	// The location: FILE:LINE:COL when the parser recorded positions,
	// else the function.
	var ne *downgrade.NotExpressibleError
	if !errors.As(err, &ne) || len(ne.Problems) != 1 {
		t.Fatalf("err = %#v, want one problem", err)
	}
	if p := ne.Problems[0]; !(p.Pos.Line == 2 && p.Pos.Col == 3) && !strings.HasPrefix(p.Where, "@f ") {
		t.Errorf("problem location = %s (pos %v, where %q), want line 2 col 3 or @f", p.Location(), p.Pos, p.Where)
	}
}

func sha256hex(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// recovery counts, for one module, how many pointer-typed things the
// downgrade of its opaque form typed exactly as the producer did.
type recovery struct {
	name                          string
	program, family, half         string
	params, globals, allocas, fld [2]int // exact, total
	castsOrig, castsGot           int
	droppedFields                 int      // fields of named types the opaque module no longer has
	unnamed                       int      // misses whose type names a struct the opaque module no longer has
	misses                        []string // what came back different: "where: want → got"
}

func (r *recovery) add(o recovery) {
	for k := 0; k < 2; k++ {
		r.params[k] += o.params[k]
		r.globals[k] += o.globals[k]
		r.allocas[k] += o.allocas[k]
		r.fld[k] += o.fld[k]
	}
	r.castsOrig += o.castsOrig
	r.castsGot += o.castsGot
	r.droppedFields += o.droppedFields
	r.unnamed += o.unnamed
}

func (r recovery) all() [2]int {
	return [2]int{r.params[0] + r.globals[0] + r.allocas[0] + r.fld[0], r.params[1] + r.globals[1] + r.allocas[1] + r.fld[1]}
}

// The ground-truth pairs are split once, before any tuning on them, into
// a tuning half and a report half, by program: every module built from
// one source (any producer, opt level, -g) is in the same half, so the
// report half is code the rules were not tuned on. The rule is fixed
// (sha256 of splitSalt+program, low bit of the first byte: 1 = report);
// corpus/downgrade/SPLIT.tsv records the outcome for every program, and
// TestRecoverySplit fails if the rule or the file is changed.
const splitSalt = "irfix-recovery-split:"

// reportOnly are programs added after the split to be measured, never
// tuned on: they are in the report half whatever the hash says (the
// second real-world C library, gen_zstd.sh).
var reportOnly = map[string]bool{"zstd/zstd": true}

// tuneOnly are programs added after the split as tuning sources: their
// misses are looked at and fixed, so they are in the tune half whatever
// the hash says (the third real-world C library, gen_webp.sh, added in
// session 12; the fourth, gen_miniaudio.sh, added in session 13; the
// third at -O0, gen_webp_o0.sh, added in session 15; the fifth,
// gen_lmdb.sh, and the tree-sitter runtime with its Python grammar at
// -O2 and -O0, gen_treesitter.sh and gen_treesitter_o0.sh, and libexpat
// at -O2 and -O0, gen_expat.sh and gen_expat_o0.sh, all added in
// session 16; libsecp256k1, gen_secp.sh, added in session 17; and C
// programs of issue 13's classes written for tuning in session 17:
// netgraph.c, ptrpairs.c, gtables.c, minicomp.c, ptrlanes.c and
// streamapi.c).
var tuneOnly = map[string]bool{
	"webp/webp": true, "miniaudio/miniaudio": true, "webp-o0/webp": true,
	"lmdb/lmdb": true, "treesitter/treesitter": true, "treesitter-o0/treesitter": true,
	"expat/expat": true, "expat-o0/expat": true, "secp/secp": true,
	"netgraph": true, "ptrpairs": true, "gtables": true, "minicomp": true,
	"ptrlanes": true, "streamapi": true,
}

func splitHalf(program string) string {
	if reportOnly[program] {
		return "report"
	}
	if tuneOnly[program] {
		return "tune"
	}
	h := sha256.Sum256([]byte(splitSalt + program))
	if h[0]&1 == 1 {
		return "report"
	}
	return "tune"
}

// programOf is a module's source program: its name up to the first dot.
func programOf(name string) string {
	name = strings.TrimPrefix(name, "wide/")
	if i := strings.IndexByte(name, '.'); i >= 0 {
		return name[:i]
	}
	return name
}

// TestRecoverySplit: SPLIT.tsv is the split rule's outcome; a program
// that changes half (a changed rule) fails.
func TestRecoverySplit(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("downgrade", "SPLIT.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		fs := strings.Split(l, "\t")
		if len(fs) < 3 || fs[0] == "program" {
			continue
		}
		n++
		if got := splitHalf(fs[0]); got != fs[2] {
			t.Errorf("SPLIT.tsv puts %s in the %s half, the rule in %s", fs[0], fs[2], got)
		}
	}
	if n < 20 {
		t.Errorf("SPLIT.tsv lists %d programs; want every ground-truth program", n)
	}
}

// recoveryInput is one typed ground-truth module and its family.
type recoveryInput struct {
	in     Input
	family string
}

// TestTypeRecovery is the measurement of the issue: every typed module
// of the corpus is made opaque by LLVM itself (llvm-as-16 then
// llvm-dis-16, so no hint survives), downgraded back to its producer's
// target, and compared with the original: the share of pointer-typed
// parameters, globals, allocas and struct fields typed exactly as the
// producer did, and the pointer bitcasts compared with the original's.
// The table goes to the test log and corpus/downgrade/RECOVERY.md; the
// headline numbers are those of the report half (see splitHalf).
func TestTypeRecovery(t *testing.T) {
	if testing.Short() {
		t.Skip("recovery measurement: skipped with -short")
	}
	as, dis := llvmTool(t, "llvm-as-16"), llvmTool(t, "llvm-dis-16")
	var ins []recoveryInput
	langs := manifestLangs(t, filepath.Join("inputs", "MANIFEST.tsv"))
	for _, in := range textInputs(t) {
		if !in.Typed || in.Producer == "seed" {
			continue
		}
		ins = append(ins, recoveryInput{in, familyOf(langs[strings.TrimSuffix(in.Name, ".ll")], in.Producer)})
	}
	ins = append(ins, wideRecoveryInputs(t)...)
	matrix := "the default subset of its matrix"
	if have, _ := os.ReadFile(filepath.Join(wideDir(), "STAMP")); strings.TrimSpace(string(have)) != "" {
		if full, _ := wideStamp(true); strings.TrimSpace(string(have)) == full {
			matrix = "its full matrix (-wide-full)"
		}
	}
	realWorld := "not measured (it is with -sqlite or IRFIX_SQLITE=1)"
	if sqliteWanted() {
		for _, w := range sqliteModules(t) {
			if w.Typed {
				ins = append(ins, recoveryInput{w.Input, "c-realworld"})
			}
		}
		realWorld = "measured"
	}
	var realWorld2, realWorld3, realWorld4, realWorld3O0 string
	var realWorld5, realWorld6, realWorld6O0 string
	var realWorld7, realWorld7O0 string
	var realWorld8 string
	for _, rw := range []struct {
		lib    *realWorldLib
		family string
		state  *string
	}{{zstdLib, "c-realworld2", &realWorld2}, {webpLib, "c-realworld3", &realWorld3}, {miniaudioLib, "c-realworld4", &realWorld4},
		{webpO0Lib, "c-realworld3-O0", &realWorld3O0},
		{lmdbLib, "c-realworld5", &realWorld5},
		{treeSitterLib, "c-realworld6", &realWorld6}, {treeSitterO0Lib, "c-realworld6-O0", &realWorld6O0},
		{expatLib, "c-realworld7", &realWorld7}, {expatO0Lib, "c-realworld7-O0", &realWorld7O0},
		{secpLib, "c-realworld8", &realWorld8},
	} {
		*rw.state = "not measured (it is with " + rw.lib.flagName() + " or " + rw.lib.env + "=1)"
		if !rw.lib.wanted() {
			continue
		}
		for _, w := range rw.lib.modules(t) {
			if w.Typed {
				ins = append(ins, recoveryInput{w.Input, rw.family})
			}
		}
		*rw.state = "measured"
	}
	var rows []recovery
	for _, ri := range ins {
		in := ri.in
		tg := target.Target{Major: in.Major, Typed: true}
		src, err := os.ReadFile(in.Path)
		if err != nil {
			t.Fatal(err)
		}
		orig, err := lltext.Parse(in.Name, src)
		if err != nil {
			t.Fatalf("%s: %v", in.Name, err)
		}
		bc, err := runTool(as, src, "-opaque-pointers=0", "-o", "-", "-")
		if err != nil {
			t.Fatalf("%s: llvm-as-16: %v", in.Name, err)
		}
		opaque, err := runTool(dis, bc, "-o", "-", "-")
		if err != nil {
			t.Fatalf("%s: llvm-dis-16: %v", in.Name, err)
		}
		_, got, err := convert(t, in.Name+" (opaque)", opaque, tg)
		if err != nil {
			t.Errorf("%s: %v", in.Name, err)
			continue
		}
		r := compareRecovery(in.Name, orig, got)
		r.program, r.family, r.half = programOf(in.Name), ri.family, splitHalf(programOf(in.Name))
		// IRFIX_RECOVERY_MISSES=tune lists what the tuning half got
		// wrong (never the report half: it is not tuned on).
		if os.Getenv("IRFIX_RECOVERY_MISSES") == "tune" && r.half == "tune" && len(r.misses) > 0 {
			t.Logf("%s:\n  %s", in.Name, strings.Join(r.misses, "\n  "))
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		t.Fatal("no typed module measured")
	}
	built := "wider corpus: " + matrix + "; SQLite: " + realWorld + "; Zstandard: " + realWorld2 + "; libwebp: " + realWorld3 + "; miniaudio: " + realWorld4 + "; libwebp -O0: " + realWorld3O0
	built += "; lz4 + LMDB: " + realWorld5 + "; tree-sitter: " + realWorld6 + "; tree-sitter -O0: " + realWorld6O0
	built += "; libexpat: " + realWorld7 + "; libexpat -O0: " + realWorld7O0
	built += "; libsecp256k1: " + realWorld8
	text, report := recoveryReport(rows, built)
	t.Log("\n" + text)
	if golden.Updating() { // the report is rewritten only with -update
		if err := os.WriteFile(filepath.Join("downgrade", "RECOVERY.md"), []byte(text), 0o644); err != nil {
			t.Errorf("write RECOVERY.md: %v", err)
		}
		if err := os.WriteFile(filepath.Join("downgrade", "SPLIT.tsv"), []byte(splitTSV(rows)), 0o644); err != nil {
			t.Errorf("write SPLIT.tsv: %v", err)
		}
	}
	// Floors: what the report half reaches today (RECOVERY.md states the
	// issue's goal, 98% per category and family, ≤ 1.0× bitcasts); a
	// change that loses recovery on code it was not tuned on fails here.
	// Zstandard (c-realworld2, thousands of pointers) has floors of its
	// own, so that adding it neither hides nor trips the others'.
	var rw2 recovery
	for _, r := range rows {
		if r.half == "report" && r.family == "c-realworld2" {
			rw2.add(r)
		}
	}
	base := report
	for k := 0; k < 2; k++ {
		base.params[k] -= rw2.params[k]
		base.globals[k] -= rw2.globals[k]
		base.allocas[k] -= rw2.allocas[k]
		base.fld[k] -= rw2.fld[k]
	}
	base.castsOrig -= rw2.castsOrig
	base.castsGot -= rw2.castsGot
	checkFloors := func(what string, r recovery, floor, ceiling float64) {
		all := r.all()
		if all[1] == 0 {
			return
		}
		if share := float64(all[0]) / float64(all[1]); share < floor {
			t.Errorf("%s: type recovery %.1f%% exact, floor %.1f%%", what, 100*share, 100*floor)
		}
		if ratio := float64(r.castsGot) / float64(max(r.castsOrig, 1)); ratio > ceiling {
			t.Errorf("%s: bitcasts %.2f× the originals', ceiling %.2f×", what, ratio, ceiling)
		}
	}
	checkFloors("report half", base, recoveryFloor, castsCeiling)
	checkFloors("report half, c-realworld2", rw2, realWorld2Floor, realWorld2Ceiling)
}

// Floors of TestTypeRecovery on the report half (not the goal: see
// RECOVERY.md).
const (
	recoveryFloor = 0.94
	// Since one cast per value (downgrade/castplace.go): 0.94× measured.
	castsCeiling = 1.0
	// c-realworld2 (Zstandard), first measured at 94.6% exact and 1.11×
	// bitcasts (clang-15/16 typed, -O2); 0.95× since one cast per value.
	realWorld2Floor   = 0.94
	realWorld2Ceiling = 1.0
)

// familyOf names a module's producer family: the language as the
// manifest says it (c, cpp, numba, rust), "c-realworld" for third-party C.
func familyOf(lang, producer string) string {
	if lang == "" {
		lang = "?"
	}
	return lang
}

// manifestLangs reads the lang column of a MANIFEST.tsv (file → lang).
func manifestLangs(t testing.TB, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("manifest: %v", err)
	}
	out := map[string]string{}
	var cols map[string]int
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		fs := strings.Split(l, "\t")
		if cols == nil {
			cols = map[string]int{}
			for i, c := range fs {
				cols[c] = i
			}
			continue
		}
		if i, ok := cols["lang"]; ok && i < len(fs) {
			out[fs[cols["file"]]] = fs[i]
		}
	}
	return out
}

func splitTSV(rows []recovery) string {
	var b strings.Builder
	b.WriteString("# The tuning/report split of the type-recovery ground truth (corpus/downgrade_test.go, splitHalf):\n")
	b.WriteString("# by program, sha256(\"" + splitSalt + "\" + program), low bit of the first byte (1 = report);\n")
	b.WriteString("# programs in reportOnly (added to be measured, never tuned on) are in the report half. Written by TestTypeRecovery.\n")
	b.WriteString("program\tfamily\thalf\n")
	seen := map[string]bool{}
	var lines []string
	for _, r := range rows {
		if seen[r.program] {
			continue
		}
		seen[r.program] = true
		lines = append(lines, r.program+"\t"+r.family+"\t"+r.half+"\n")
	}
	sort.Strings(lines)
	for _, l := range lines {
		b.WriteString(l)
	}
	return b.String()
}

// recoveryReport renders RECOVERY.md and returns the report half's total.
func recoveryReport(rows []recovery, built string) (string, recovery) {
	pct := func(x [2]int) string {
		if x[1] == 0 {
			return "-"
		}
		return fmt.Sprintf("%d/%d (%.1f%%)", x[0], x[1], 100*float64(x[0])/float64(x[1]))
	}
	ratio := func(r recovery) string {
		if r.castsOrig == 0 {
			return fmt.Sprintf("%d/%d", r.castsGot, r.castsOrig)
		}
		return fmt.Sprintf("%d/%d (%.2f×)", r.castsGot, r.castsOrig, float64(r.castsGot)/float64(r.castsOrig))
	}
	byHalf := map[string]map[string]*recovery{"tune": {}, "report": {}}
	tot := map[string]*recovery{"tune": {}, "report": {}}
	var fams []string
	famSeen := map[string]bool{}
	for _, r := range rows {
		if !famSeen[r.family] {
			famSeen[r.family] = true
			fams = append(fams, r.family)
		}
		h := byHalf[r.half]
		if h[r.family] == nil {
			h[r.family] = &recovery{}
		}
		h[r.family].add(r)
		tot[r.half].add(r)
	}
	sort.Strings(fams)
	var b strings.Builder
	b.WriteString("# Type recovery: typed producer → opaque (llvm-as-16/llvm-dis-16) → irfix downgrade\n\n")
	b.WriteString("Generated by `go test ./corpus -run TestTypeRecovery` (corpus/downgrade_test.go); do not edit.\n")
	b.WriteString("Each column is exact/total: pointer-typed function parameters (definitions and declarations),\n")
	b.WriteString("globals whose value type holds a pointer, allocas whose type holds a pointer, fields of named\n")
	b.WriteString("structs that hold a pointer. Casts are pointer bitcasts (instructions and constant expressions),\n")
	b.WriteString("irfix's/the original's.\n\n")
	b.WriteString("The ground truth is split once by program into a tuning half and a report half (SPLIT.tsv,\n")
	b.WriteString("rule in `splitHalf`); fixes were made looking at the tuning half only. The report half is the\n")
	b.WriteString("measurement. Goal (issue 13): ≥ 98% exact in every category and family, bitcasts ≤ 1.0×.\n")
	b.WriteString("Families: c, cpp, numba (corpus/inputs and the wider corpus, corpus/gen_wide.sh); c-realworld\n")
	b.WriteString("(SQLite's amalgamation, corpus/gen_sqlite.sh); c-realworld2 (Zstandard, corpus/gen_zstd.sh, report half\n")
	b.WriteString("only: never tuned on); c-realworld3 (libwebp, corpus/gen_webp.sh: added in session 12, after the split, as a\n")
	b.WriteString("tuning source, tune half only); c-realworld4 (miniaudio, corpus/gen_miniaudio.sh: added in session 13, after\n")
	b.WriteString("the split, as a tuning source, tune half only); c-realworld3-O0 (libwebp at -O0, corpus/gen_webp_o0.sh: added in\n")
	b.WriteString("session 15 as a tuning source for unoptimized code, tune half only)")
	b.WriteString("; c-realworld5 (lz4 and LMDB, corpus/gen_lmdb.sh:\n")
	b.WriteString("added in session 16 as a tuning source by Zstandard's author and others, tune half only)")
	b.WriteString(";\nc-realworld6 and c-realworld6-O0 (the tree-sitter runtime with its Python grammar at -O2 and -O0,\n")
	b.WriteString("corpus/gen_treesitter.sh and gen_treesitter_o0.sh: added in session 16 as tuning sources, tune half only)")
	b.WriteString(";\nc-realworld7 and c-realworld7-O0 (libexpat at -O2 and -O0, corpus/gen_expat.sh and gen_expat_o0.sh: added\n")
	b.WriteString("in session 16 as tuning sources, tune half only)")
	b.WriteString(";\nc-realworld8 (libsecp256k1 as go-ethereum vendors it, corpus/gen_secp.sh: added in session 17 as a tuning\n")
	b.WriteString("source, tune half only)")
	b.WriteString(". Measured here: " + built + ".\n\n")
	for _, half := range []string{"report", "tune"} {
		fmt.Fprintf(&b, "## %s half\n\n", strings.ToUpper(half[:1])+half[1:])
		b.WriteString("| family | params | globals | allocas | struct fields | all | bitcasts |\n|---|---|---|---|---|---|---|\n")
		for _, f := range fams {
			r := byHalf[half][f]
			if r == nil {
				continue
			}
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s | %s | %s |\n", f, pct(r.params), pct(r.globals), pct(r.allocas), pct(r.fld), pct(r.all()), ratio(*r))
		}
		r := tot[half]
		fmt.Fprintf(&b, "| **total** | %s | %s | %s | %s | %s | %s |\n\n", pct(r.params), pct(r.globals), pct(r.allocas), pct(r.fld), pct(r.all()), ratio(*r))
	}
	b.WriteString("## Per module\n\n")
	b.WriteString("| module | family | half | params | globals | allocas | struct fields | bitcasts original | bitcasts irfix |\n|---|---|---|---|---|---|---|---|---|\n")
	dropped := 0
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %d/%d | %d/%d | %d/%d | %d/%d | %d | %d |\n", r.name, r.family, r.half, r.params[0], r.params[1], r.globals[0], r.globals[1],
			r.allocas[0], r.allocas[1], r.fld[0], r.fld[1], r.castsOrig, r.castsGot)
		dropped += r.droppedFields
	}
	fmt.Fprintf(&b, "\nNot counted: %d pointer fields of named types that llvm-dis-16 dropped from the opaque module (unused once pointers are opaque).\n", dropped)
	fmt.Fprintf(&b, "\nCounted as misses, though nothing in the input names their type: %d (report half) and %d (tune half) pointers whose\n"+
		"producer type names a struct llvm-dis-16 dropped from the opaque module (an opaque declaration such as SQLite's\n"+
		"sqlite3_stmt, behind which the code uses Vdbe, is referenced by nothing once pointers are opaque).\n", tot["report"].unnamed, tot["tune"].unnamed)
	return b.String(), *tot["report"]
}

func compareRecovery(name string, orig, got *ir.Module) recovery {
	r := recovery{name: name}
	gotM := got
	where := ""
	count := func(c *[2]int, a, b *ir.Type) {
		c[1]++
		if b != nil && a.String() == b.String() {
			c[0]++
			return
		}
		got := "(missing)"
		if b != nil {
			got = b.String()
		}
		mark := ""
		if namesDroppedStruct(a, gotM, 0) {
			r.unnamed++
			mark = " [names a dropped struct]"
		}
		r.misses = append(r.misses, fmt.Sprintf("%s: %s → %s%s", where, a, got, mark))
	}
	for _, f := range orig.Funcs {
		g := got.Func(f.Name)
		for k, p := range f.Params {
			if !p.Typ.IsPtr() {
				continue
			}
			var gt *ir.Type
			if g != nil && k < len(g.Params) {
				gt = g.Params[k].Typ
			}
			where = fmt.Sprintf("@%s param %d", f.Name, k)
			count(&r.params, p.Typ, gt)
		}
		var oa, ga []*ir.Instr
		f.Instrs(func(i *ir.Instr) {
			if i.Op == ir.OpAlloca {
				oa = append(oa, i)
			}
		})
		if g != nil {
			g.Instrs(func(i *ir.Instr) {
				if i.Op == ir.OpAlloca {
					ga = append(ga, i)
				}
			})
		}
		for k, a := range oa {
			if !holdsPointer(a.ElemType) {
				continue
			}
			var gt *ir.Type
			if k < len(ga) {
				gt = ga[k].ElemType
			}
			where = fmt.Sprintf("@%s alloca %%%s", f.Name, a.Name)
			count(&r.allocas, a.ElemType, gt)
		}
	}
	for _, g := range orig.Globals {
		if !holdsPointer(g.ValueType) {
			continue
		}
		var gt *ir.Type
		if h := got.Global(g.Name); h != nil {
			gt = h.ValueType
		}
		where = "@" + g.Name
		count(&r.globals, g.ValueType, gt)
	}
	for _, s := range orig.Types {
		u := got.NamedType(s.Name)
		if u == nil || u.Opaque && !s.Opaque {
			// llvm-dis drops named types nothing uses once pointers are
			// opaque (glibc's FILE behind a FILE* parameter): there is
			// nothing left to recover; counted apart. So are their
			// fields when the downgrade gives such a type back opaque
			// (ptrtype.CompleteTypes: the name is recovered, the body is
			// not in the input).
			for _, f := range s.Fields {
				if holdsPointer(f) {
					r.droppedFields++
				}
			}
			continue
		}
		for k, f := range s.Fields {
			if !holdsPointer(f) {
				continue
			}
			var gt *ir.Type
			if u != nil && k < len(u.Fields) {
				gt = u.Fields[k]
			}
			where = fmt.Sprintf("%%%s field %d", s.Name, k)
			count(&r.fld, f, gt)
		}
	}
	r.castsOrig, r.castsGot = pointerBitcasts(orig), pointerBitcasts(got)
	return r
}

// namesDroppedStruct reports whether the typed type t names a struct
// that m (the module made from the opaque one) does not have: llvm-dis
// drops a `type opaque` declaration nothing references once pointers are
// opaque (SQLite's sqlite3_stmt), and nothing in the input names it.
func namesDroppedStruct(t *ir.Type, m *ir.Module, d int) bool {
	if t == nil || d > 8 {
		return false
	}
	if t.Name != "" {
		return m.NamedType(t.Name) == nil
	}
	switch t.Kind {
	case ir.PointerKind, ir.ArrayKind, ir.VectorKind:
		return namesDroppedStruct(t.Elem, m, d+1)
	case ir.FuncKind:
		if namesDroppedStruct(t.Ret, m, d+1) {
			return true
		}
		fallthrough
	case ir.StructKind:
		for _, f := range t.Fields {
			if namesDroppedStruct(f, m, d+1) {
				return true
			}
		}
	}
	return false
}

// holdsPointer reports whether a typed type has a pointer in it (named
// structs are not entered: their fields are counted on their own).
func holdsPointer(t *ir.Type) bool {
	if t == nil {
		return false
	}
	switch t.Kind {
	case ir.PointerKind:
		return true
	case ir.ArrayKind, ir.VectorKind:
		return holdsPointer(t.Elem)
	case ir.StructKind:
		if t.Name != "" {
			return false
		}
		for _, f := range t.Fields {
			if holdsPointer(f) {
				return true
			}
		}
	}
	return false
}

// pointerBitcasts counts pointer-to-pointer bitcasts: instructions and
// constant expressions (each distinct constant once per use site).
func pointerBitcasts(m *ir.Module) int {
	n := 0
	var walk func(c ir.Constant, depth int)
	walk = func(c ir.Constant, depth int) {
		if depth > 32 {
			return
		}
		switch x := c.(type) {
		case *ir.ConstExpr:
			if x.Op == ir.OpBitCast && x.Typ.IsPtr() {
				n++
			}
			for _, o := range x.Operands {
				walk(o, depth+1)
			}
		case *ir.ConstAggregate:
			for _, e := range x.Elems {
				walk(e, depth+1)
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			walk(g.Init, 0)
		}
	}
	for _, a := range m.Aliases {
		walk(a.Aliasee, 0)
	}
	for _, f := range m.Funcs {
		if f.Personality != nil {
			walk(f.Personality, 0)
		}
		f.Instrs(func(i *ir.Instr) {
			if i.Op == ir.OpBitCast && i.Typ.IsPtr() {
				n++
			}
			for _, v := range i.Operands() {
				if c, ok := v.(ir.Constant); ok {
					walk(c, 0)
				}
			}
		})
	}
	return n
}

// bigModule returns the big benchmark module (bench/bigmodule.sh writes
// it; IRFIX_BIG_MODULE names the .ll), skipping when it is absent.
func bigModule(b *testing.B) []byte {
	p := os.Getenv("IRFIX_BIG_MODULE")
	if p == "" {
		b.Skip("set IRFIX_BIG_MODULE to a big .ll (bench/bigmodule.sh makes a >= 20 MB one)")
	}
	src, err := os.ReadFile(p)
	if err != nil {
		b.Fatal(err)
	}
	return src
}

// BenchmarkParsePrint is the baseline: parse and print the big module.
func BenchmarkParsePrint(b *testing.B) {
	src := bigModule(b)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m, err := lltext.Parse("big.ll", src)
		if err != nil {
			b.Fatal(err)
		}
		if err := lltext.Print(ioDiscard{}, m); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDowngrade: parse, canonicalize, lower to 15-typed (pointer
// inference included) and print the big module.
func BenchmarkDowngrade(b *testing.B) {
	src := bigModule(b)
	tg := target.MustParse("15-typed")
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		m, err := lltext.Parse("big.ll", src)
		if err != nil {
			b.Fatal(err)
		}
		p := &irfix.Pipeline{Target: tg, Emit: irfix.EmitText, Stream: ioDiscard{}}
		if _, err := p.RunModule(m, irfix.Info{}); err != nil {
			b.Fatal(err)
		}
	}
}

type ioDiscard struct{}

func (ioDiscard) Write(p []byte) (int, error) { return len(p), nil }
