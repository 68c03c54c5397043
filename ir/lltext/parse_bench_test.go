package lltext

import (
	"fmt"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// pNeedTool returns the path of an external tool, skipping the test when
// it is absent (failing instead when IRFIX_REQUIRE_LLVM=1).
func pNeedTool(tb testing.TB, name string) string {
	tb.Helper()
	return testenv.Tool(tb, name)
}

// BenchmarkParse measures Parse throughput (MB/s) on the largest corpus
// file and on a generated module of more than 20 MB (clang-16 -O2 -g of a
// generated C program, cached in the temp directory).
func BenchmarkParse(b *testing.B) {
	b.Run("corpus-largest", func(b *testing.B) {
		var best string
		var size int64
		for _, f := range pCorpusFiles(b) {
			if st, err := os.Stat(f); err == nil && st.Size() > size {
				best, size = f, st.Size()
			}
		}
		if best == "" {
			b.Skip("no corpus files")
		}
		pBenchFile(b, best)
	})
	b.Run("generated-20MB", func(b *testing.B) {
		pBenchFile(b, pBigModule(b))
	})
}

func pBenchFile(b *testing.B, path string) {
	src, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := Parse(path, src); err != nil {
		b.Fatal(err)
	}
	b.Logf("%s: %.1f MB", filepath.Base(path), float64(len(src))/1e6)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Parse(path, src); err != nil {
			b.Fatal(err)
		}
	}
}

// pBigModule returns a cached .ll of at least 20 MB, generating it with
// clang-16 when needed.
func pBigModule(b *testing.B) string {
	dir := filepath.Join(os.TempDir(), "irfix-lltext-bench")
	out := filepath.Join(dir, "big.O2.g.ll")
	if st, err := os.Stat(out); err == nil && st.Size() >= 20<<20 {
		return out
	}
	clang := pNeedTool(b, "clang-16")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		b.Fatal(err)
	}
	src := filepath.Join(dir, "big.c")
	if err := os.WriteFile(src, []byte(pBigC(2200)), 0o644); err != nil {
		b.Fatal(err)
	}
	tmp := out + ".tmp"
	cmd := exec.Command(clang, "-S", "-emit-llvm", "-O2", "-g", "-o", tmp, src)
	if msg, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("clang-16: %v\n%s", err, msg)
	}
	if err := os.Rename(tmp, out); err != nil {
		b.Fatal(err)
	}
	if st, _ := os.Stat(out); st.Size() < 20<<20 {
		b.Fatalf("generated module is only %d bytes", st.Size())
	}
	return out
}

// pBigC generates a C program with n functions mixing loops, structs,
// switches, floating point, strings and calls.
func pBigC(n int) string {
	var s strings.Builder
	s.WriteString("#include <stdio.h>\n#include <string.h>\n#include <math.h>\n")
	s.WriteString("struct P { int a; double b; char name[16]; struct P *next; };\n")
	s.WriteString("static int table[64];\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&s, `
int f%[1]d(struct P *p, int n, double x) {
	int acc = %[1]d;
	double y = x * %[1]d.5;
	for (int i = 0; i < n; i++) {
		switch ((i + acc) & 7) {
		case 0: acc += p->a * i; break;
		case 1: y += sin(y) * p->b; break;
		case 2: acc ^= table[i & 63]; break;
		case 3: if (p->next) acc += p->next->a; break;
		case 5: y = y / (1.0 + i); break;
		default: acc -= i * 3;
		}
		if (acc > 100000) acc = (int)(y + strlen(p->name));
	}
	snprintf(p->name, sizeof p->name, "f%[1]d:%%d", acc);
	return acc + (int)y%[2]s;
}
`, i, pPrevCall(i))
	}
	s.WriteString("int main(void) { struct P p = {1, 2.0, \"x\", 0}; return f0(&p, 10, 1.0) & 1; }\n")
	return s.String()
}

func pPrevCall(i int) string {
	if i == 0 {
		return ""
	}
	return fmt.Sprintf(" + (n > 1000 ? f%d(p, n - 1, x) : 0)", i-1)
}
