package lltext

import (
	"os"
	"sync"
	"testing"
)

// TestParseConcurrent parses the corpus from several goroutines at once:
// Parse keeps all its state per call (the shared tables are read-only and
// ir's type table has its own lock). Run with -race to check.
func TestParseConcurrent(t *testing.T) {
	files := pCorpusFiles(t)
	if len(files) > 24 {
		files = files[:24]
	}
	var wg sync.WaitGroup
	errs := make(chan error, 4*len(files))
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, f := range files {
				src, err := os.ReadFile(f)
				if err != nil {
					errs <- err
					return
				}
				if _, err := Parse(f, src); err != nil {
					errs <- err
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
