package bitcode

import (
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"path/filepath"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// FuzzReadBitcode feeds arbitrary bytes to Read (and prints what reads):
// no input may panic, and every failure must carry a bit offset and block
// path. The corpus modules and the seed files are the starting points.
func FuzzReadBitcode(f *testing.F) {
	for _, pattern := range []string{filepath.Join(testenv.CorpusDir(), "*.bc"), filepath.Join(testenv.SeedDir(f), "*.bc"), "testdata/*.bc"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(data)
			}
		}
	}
	f.Add([]byte("BC\xc0\xde"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, _, err := Read(data)
		if err != nil {
			return
		}
		if err := lltext.Print(discard{}, m); err != nil {
			t.Fatalf("read succeeded but printing failed: %v", err)
		}
	})
}
