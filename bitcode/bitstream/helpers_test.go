package bitstream

import (
	"errors"
	"github.com/irfix/irfix/internal/testenv"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// requireTool returns the path of an external tool, or skips the test when
// it is absent — unless IRFIX_REQUIRE_LLVM=1, which turns the skip into a
// failure (CI installs the tools and sets it).
func requireTool(tb testing.TB, name string) string {
	tb.Helper()
	return testenv.Tool(tb, name)
}

// assemble writes ll to a temp dir and runs llvm-as on it, returning the
// bitcode bytes.
func assemble(tb testing.TB, llvmAs, ll string) []byte {
	tb.Helper()
	dir := tb.TempDir()
	in := filepath.Join(dir, "in.ll")
	out := filepath.Join(dir, "out.bc")
	if err := os.WriteFile(in, []byte(ll), 0o644); err != nil {
		tb.Fatal(err)
	}
	if msg, err := exec.Command(llvmAs, in, "-o", out).CombinedOutput(); err != nil {
		tb.Fatalf("%s: %v\n%s", llvmAs, err, msg)
	}
	bc, err := os.ReadFile(out)
	if err != nil {
		tb.Fatal(err)
	}
	return bc
}

// blockStats are per-block-ID counts, as llvm-bcanalyzer reports them.
type blockStats struct {
	Instances, SubBlocks, Abbrevs, Records int
}

// walk reads a whole stream and counts what it saw. It checks the
// structural invariants every successful walk must satisfy: EnterBlock and
// EndBlock pair up, depth returns to zero, and the walk ends with io.EOF.
func walk(data []byte, opts ...Option) (map[uint32]*blockStats, *Reader, error) {
	r := NewReader(data, opts...)
	stats := map[uint32]*blockStats{}
	get := func(id uint32) *blockStats {
		s := stats[id]
		if s == nil {
			s = &blockStats{}
			stats[id] = s
		}
		return s
	}
	var open []uint32
	for {
		e, err := r.Next()
		if err == io.EOF {
			if len(open) != 0 {
				return stats, r, errors.New("EOF with blocks open")
			}
			return stats, r, nil
		}
		if err != nil {
			return stats, r, err
		}
		switch e.Kind {
		case KindEnterBlock:
			if len(open) > 0 {
				get(open[len(open)-1]).SubBlocks++
			}
			get(e.BlockID).Instances++
			open = append(open, e.BlockID)
		case KindEndBlock:
			if len(open) == 0 || open[len(open)-1] != e.BlockID {
				return stats, r, errors.New("EndBlock does not match EnterBlock")
			}
			open = open[:len(open)-1]
		case KindDefineAbbrev:
			if len(open) > 0 {
				get(open[len(open)-1]).Abbrevs++
			}
		case KindRecord:
			if len(open) > 0 {
				get(open[len(open)-1]).Records++
			}
		}
		if r.Depth() != len(open) {
			return stats, r, errors.New("Depth disagrees with the entries returned")
		}
	}
}

// bits turns a description of a bit sequence into bytes, independently of
// the Writer. The description lists fields separated by spaces; each field
// is written most significant bit first, as a human reads a binary number,
// and is placed in the stream least significant bit first, as
// BitCodeFormat.rst specifies. Underscores are ignored. The last byte is
// padded with zeros.
func bitString(tb testing.TB, desc string) []byte {
	tb.Helper()
	var out []byte
	n := 0
	for _, field := range strings.Fields(desc) {
		field = strings.ReplaceAll(field, "_", "")
		for i := len(field) - 1; i >= 0; i-- {
			if n%8 == 0 {
				out = append(out, 0)
			}
			switch field[i] {
			case '1':
				out[n/8] |= 1 << (n % 8)
			case '0':
			default:
				tb.Fatalf("bad bit %q in %q", field[i], desc)
			}
			n++
		}
	}
	return out
}

func mustBytes(tb testing.TB, w *Writer) []byte {
	tb.Helper()
	b, err := w.Bytes()
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

func check(tb testing.TB, err error) {
	tb.Helper()
	if err != nil {
		tb.Fatal(err)
	}
}

func seedFiles(tb testing.TB) map[string][]byte {
	tb.Helper()
	files := testenv.SeedFiles(tb, "*.bc")
	out := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		out[filepath.Base(f)] = b
	}
	return out
}

func writeFile(path string, data []byte) error { return os.WriteFile(path, data, 0o644) }

func lookTool(name string) (string, error) { return exec.LookPath(name) }
