package bitcode

import (
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// bigBitcode returns a >= 5 MB bitcode module for the benchmarks: the file
// named by IRFIX_BENCH_BC, or one made now by bench/bigmodule.sh
// (clang-16 -O2 -g of a generated C program; a few minutes). Without
// either, the benchmark is skipped.
func bigBitcode(b *testing.B) []byte {
	b.Helper()
	path := os.Getenv("IRFIX_BENCH_BC")
	if path == "" {
		if _, err := exec.LookPath("clang-16"); err != nil {
			b.Skip("set IRFIX_BENCH_BC to a big .bc, or install clang-16 to generate one")
		}
		dir := b.TempDir()
		if out, err := exec.Command("bash", "../bench/bigmodule.sh", dir).CombinedOutput(); err != nil {
			b.Skipf("bench/bigmodule.sh failed: %v\n%s", err, out)
		}
		path = filepath.Join(dir, "big.bc")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// largestCorpus returns the largest .bc of the corpus.
func largestCorpus(b *testing.B) []byte {
	b.Helper()
	files, _ := filepath.Glob(filepath.Join(corpusDir, "*.bc"))
	if len(files) == 0 {
		b.Skip("no corpus bitcode")
	}
	sort.Slice(files, func(i, j int) bool {
		fi, _ := os.Stat(files[i])
		fj, _ := os.Stat(files[j])
		return fi.Size() > fj.Size()
	})
	data, err := os.ReadFile(files[0])
	if err != nil {
		b.Fatal(err)
	}
	return data
}

// BenchmarkRead times Read alone and Read plus printing the text (what
// `irfix dis` and llvm-dis do) on the largest corpus module and on a big
// generated one.
func BenchmarkRead(b *testing.B) {
	for _, c := range []struct {
		name string
		data func(*testing.B) []byte
	}{{"corpus-largest", largestCorpus}, {"big", bigBitcode}} {
		var data []byte
		b.Run(c.name+"/read", func(b *testing.B) {
			if data == nil {
				data = c.data(b)
			}
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, _, err := ReadRaw(data); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(c.name+"/read+print", func(b *testing.B) {
			if data == nil {
				data = c.data(b)
			}
			b.SetBytes(int64(len(data)))
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				m, _, err := ReadRaw(data)
				if err != nil {
					b.Fatal(err)
				}
				if err := lltext.Print(discard{}, m); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
