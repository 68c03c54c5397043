package lltext

import (
	"github.com/irfix/irfix/internal/testenv"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
)

// prInput is one real .ll file with the LLVM version that produced it.
type prInput struct {
	path  string
	major string // producer's LLVM major version, for llvm-as-N/llvm-dis-N
	typed bool   // typed pointers (-opaque-pointers=0 for LLVM 15/16)
}

// prInputs lists corpus/inputs/*.ll (versions from MANIFEST.tsv) and the
// seed files in shared/seed (versions from their names, see its README).
func prInputs(t *testing.T) []prInput {
	t.Helper()
	var out []prInput
	for _, m := range testenv.Manifest(t) {
		if m.Has(".ll") {
			out = append(out, prInput{path: m.Path(".ll"), major: strconv.Itoa(m.Major), typed: m.Typed})
		}
	}
	for _, s := range testenv.SeedFiles(t, "*.ll") {
		major, typed := testenv.SeedVersion(s)
		out = append(out, prInput{path: s, major: strconv.Itoa(major), typed: typed})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].path < out[j].path })
	if len(out) == 0 {
		testenv.Missing(t, "no corpus/inputs/*.ll or shared/seed/*.ll found")
	}
	return out
}

// TestPrintIdempotent: printing a parsed module, parsing that and printing
// again gives the same text, for every real input.
func TestPrintIdempotent(t *testing.T) {
	for _, in := range prInputs(t) {
		t.Run(filepath.Base(in.path), func(t *testing.T) {
			src, err := os.ReadFile(in.path)
			if err != nil {
				t.Fatal(err)
			}
			m1, err := Parse(in.path, src)
			if err != nil {
				t.Fatalf("parser rejects the real input: %v", err)
			}
			s1 := Format(m1)
			m2, err := Parse("printed", []byte(s1))
			if err != nil {
				t.Fatalf("parser rejects the printed text: %v\n%s", err, prContext(s1, err))
			}
			if s2 := Format(m2); s2 != s1 {
				t.Errorf("print(parse(print(parse(x)))) differs from print(parse(x)):\n%s", prFirstDiff(s1, s2))
			}
		})
	}
}

// TestPrintOracleRoundTrip: llvm-dis-N(llvm-as-N(Print(Parse(x)))) equals
// llvm-dis-N(llvm-as-N(x)) with N the producer's LLVM version (typed
// inputs of LLVM 15/16 with -opaque-pointers=0).
func TestPrintOracleRoundTrip(t *testing.T) {
	if testing.Short() {
		t.Skip("runs llvm-as/llvm-dis on every input")
	}
	for _, in := range prInputs(t) {
		t.Run(filepath.Base(in.path), func(t *testing.T) {
			src, err := os.ReadFile(in.path)
			if err != nil {
				t.Fatal(err)
			}
			want, err := prAssemble(t, in.major, in.typed, string(src))
			if err != nil {
				t.Skipf("the producer's own llvm-as-%s rejects the input: %v", in.major, err)
			}
			m, err := Parse(in.path, src)
			if err != nil {
				t.Fatalf("parser rejects the real input: %v", err)
			}
			printed := Format(m)
			got, err := prAssemble(t, in.major, in.typed, printed)
			if err != nil {
				t.Fatalf("llvm-as-%s rejects the printed module: %v\n%s", in.major, err, prContext(printed, err))
			}
			if g, w := prStripModuleID(got), prStripModuleID(want); g != w {
				t.Errorf("llvm-dis-%s output differs (printed module vs original):\n%s", in.major, prFirstDiff(w, g))
			}
		})
	}
}

func prStripModuleID(s string) string {
	if strings.HasPrefix(s, "; ModuleID") {
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			s = s[i+1:]
		}
	}
	return s
}

// prFirstDiff shows the first differing lines of a and b with context.
func prFirstDiff(a, b string) string {
	la, lb := strings.Split(a, "\n"), strings.Split(b, "\n")
	n := len(la)
	if len(lb) < n {
		n = len(lb)
	}
	i := 0
	for i < n && la[i] == lb[i] {
		i++
	}
	var sb strings.Builder
	from := i - 2
	if from < 0 {
		from = 0
	}
	for k := from; k < i; k++ {
		sb.WriteString("  " + la[k] + "\n")
	}
	for k := i; k < i+3; k++ {
		if k < len(la) {
			sb.WriteString("- " + la[k] + "\n")
		}
	}
	for k := i; k < i+3; k++ {
		if k < len(lb) {
			sb.WriteString("+ " + lb[k] + "\n")
		}
	}
	return sb.String()
}

// prContext returns the line an error message of the form "...:LINE:COL:"
// points at, to show what the printer wrote there.
func prContext(text string, err error) string {
	msg := err.Error()
	for _, part := range strings.Split(msg, ":") {
		n := 0
		ok := part != ""
		for _, c := range part {
			if c < '0' || c > '9' {
				ok = false
				break
			}
			n = n*10 + int(c-'0')
		}
		if ok && n > 0 {
			lines := strings.Split(text, "\n")
			if n <= len(lines) {
				return "line " + itoa(n) + ": " + lines[n-1]
			}
		}
	}
	return ""
}

// BenchmarkPrint prints the largest corpus module (or, without a corpus,
// a large module built in memory); MB/s counts printed bytes.
func BenchmarkPrint(b *testing.B) {
	m := prLargestInput(b)
	size := int64(len(Format(m)))
	b.SetBytes(size)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := Print(io.Discard, m); err != nil {
			b.Fatal(err)
		}
	}
}

func prLargestInput(b *testing.B) *ir.Module {
	paths, _ := filepath.Glob(filepath.Join("..", "..", "corpus", "inputs", "*.ll"))
	var best string
	var bestSize int64
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil && st.Size() > bestSize {
			best, bestSize = p, st.Size()
		}
	}
	if best == "" {
		return prSyntheticModule(200, 400)
	}
	src, err := os.ReadFile(best)
	if err != nil {
		b.Fatal(err)
	}
	m, err := Parse(best, src)
	if err != nil {
		b.Fatalf("parse %s: %v", best, err)
	}
	b.Logf("module: %s (%d bytes)", filepath.Base(best), len(src))
	return m
}

// prSyntheticModule builds nf functions of about ni instructions each,
// with unnamed values, calls with attributes and debug locations.
func prSyntheticModule(nf, ni int) *ir.Module {
	m := &ir.Module{SourceFilename: "synthetic.c", Triple: "x86_64-pc-linux-gnu"}
	sig := ir.FuncOf(ir.Double, []*ir.Type{ir.Ptr, ir.Double, ir.I64}, false)
	file := &ir.MDNode{Kind: "DIFile", Fields: []ir.MDField{fl("filename", &ir.MDString{S: "synthetic.c"}), fl("directory", &ir.MDString{S: "/"})}}
	var prev *ir.Func
	for k := 0; k < nf; k++ {
		f := m.AddFunc(ir.NewFunc("f"+itoa(k), sig))
		f.Attrs.Fn = ir.AttrSet{{Kind: ir.AttrNoUnwind}, {Kind: ir.AttrUWTable, Int: 2}, {Key: "frame-pointer", Val: "all"}}
		f.Attrs.SetParam(0, ir.AttrSet{{Kind: ir.AttrNoUndef}, {Kind: ir.AttrNonNull}})
		sp := &ir.MDNode{Distinct: true, Kind: "DISubprogram", Fields: []ir.MDField{fl("name", &ir.MDString{S: f.Name}), fl("file", file), fl("line", ir.MDInt{V: int64(k)})}}
		f.SetMD("dbg", sp)
		bd := ir.NewBuilder(f.NewBlock(""))
		acc := ir.Value(f.Params[1])
		for i := 0; i < ni; i++ {
			bd.Dbg = &ir.MDNode{Kind: "DILocation", Fields: []ir.MDField{fl("line", ir.MDInt{V: int64(i)}), fl("column", ir.MDInt{V: 3}), fl("scope", sp)}}
			switch i % 4 {
			case 0:
				g := bd.GEP(ir.Double, f.Params[0], true, f.Params[2])
				acc = bd.FAdd(acc, bd.Load(ir.Double, g, 8))
			case 1:
				acc = bd.FMul(acc, ir.Float64(1.5))
			case 2:
				if prev != nil {
					c := bd.Call(sig, prev, f.Params[0], acc, ir.Int(ir.I64, int64(i)))
					c.AttrsPtr().SetParam(0, ir.AttrSet{{Kind: ir.AttrNoUndef}})
					acc = c
				}
			case 3:
				bd.Store(acc, f.Params[0], 8)
			}
		}
		bd.Ret(acc)
		prev = f
	}
	return m
}

// TestPrintParserGenericDINode: `!GenericDINode(..., operands: {!1,
// null})` (the braced operand list, accepted by llvm-as-14..22) parses and
// prints back as the same node (a parser gap the printer work found).
func TestPrintParserGenericDINode(t *testing.T) {
	src := "!named = !{!0}\n!0 = !GenericDINode(tag: 16384, header: \"x\", operands: {!1, null})\n!1 = !{}\n"
	m, err := Parse("generic.ll", []byte(src))
	if err != nil {
		t.Fatalf("GenericDINode operands list rejected: %v", err)
	}
	printed := Format(m)
	want, err := prAssemble(t, "22", false, src)
	if err != nil {
		t.Fatal(err)
	}
	got, err := prAssemble(t, "22", false, printed)
	if err != nil {
		t.Fatalf("llvm-as-22 rejects the printed module: %v\n%s", err, printed)
	}
	if g, w := prStripModuleID(got), prStripModuleID(want); g != w {
		t.Errorf("llvm-dis-22 differs:\n%s", prFirstDiff(w, g))
	}
}

// TestPrintParserDeclareThenNamedMD: a declaration directly followed by
// named metadata (a module whose last function is a declaration without
// attributes) parses; `!name` there starts named metadata, not an
// attachment (a declaration's attachments come right after `declare`).
func TestPrintParserDeclareThenNamedMD(t *testing.T) {
	m := &ir.Module{}
	m.AddFunc(ir.NewFunc("f", ir.FuncOf(ir.Void, nil, false)))
	m.NamedMD = []*ir.NamedMD{{Name: "foo", Nodes: []*ir.MDNode{{}}}}
	printed := Format(m)
	if want := "\ndeclare void @f()\n\n!foo = !{!0}\n\n!0 = !{}\n"; printed != want {
		t.Fatalf("printed:\n%s\nwant:\n%s", printed, want)
	}
	if _, err := prAssemble(t, "22", false, printed); err != nil {
		t.Fatalf("llvm-as-22 rejects: %v", err)
	}
	if _, err := Parse("declare_md.ll", []byte(printed)); err != nil {
		t.Fatalf("declaration followed by named metadata: %v", err)
	}
}
