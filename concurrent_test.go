package irfix_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/target"
)

// TestConcurrentUse converts different modules from several goroutines at
// once — Load, Convert (text and bitcode), Check and Hook — and wants the
// bytes a serial run gives. Run it under -race to check the promise in the
// package documentation (go test -race -run TestConcurrentUse .).
func TestConcurrentUse(t *testing.T) {
	names := []string{
		"examples/numba_cos.opaque16.ll",
		"examples/numba_cos.typed.ll",
		"corpus/inputs/atomics.clang15typed.O2.g.bc",
		"corpus/inputs/complex.clang16.O2.bc",
		"corpus/inputs/complex.clang19.O0.g.ll",
		"corpus/inputs/callmismatch.clang22.O2.bc",
		"corpus/inputs/callmismatch.clang16typed.O2.ll",
		"corpus/inputs/atomics.clang22.O3.ll",
	}
	readers := []target.Target{target.MustParse("14"), target.MustParse("16-typed"), target.MustParse("22")}
	type job struct {
		name   string
		data   []byte
		reader target.Target
	}
	var jobs []job
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range readers {
			jobs = append(jobs, job{filepath.Base(n), data, r})
		}
	}
	// run does everything the API offers on one job and returns the
	// outputs, concatenated.
	run := func(j job) ([]byte, error) {
		var all bytes.Buffer
		m, _, err := irfix.Load(j.name, j.data)
		if err != nil {
			return nil, err
		}
		chk, err := irfix.Check(m, j.reader)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&all, "%d problems\n", len(chk.Problems))
		for _, emit := range []irfix.Emit{irfix.EmitText, irfix.EmitBitcode} {
			m, _, err := irfix.Load(j.name, j.data)
			if err != nil {
				return nil, err
			}
			out, err := irfix.Convert(m, irfix.ConvertOptions{Target: j.reader, Emit: emit})
			if err != nil {
				return nil, err
			}
			all.Write(out)
		}
		out, err := irfix.Hook(j.name, j.data, j.reader)
		if err != nil {
			return nil, err
		}
		all.Write(out)
		return all.Bytes(), nil
	}
	want := make([][]byte, len(jobs))
	for i, j := range jobs {
		out, err := run(j)
		if err != nil {
			t.Fatalf("%s for %s: %v", j.name, j.reader, err)
		}
		want[i] = out
	}
	const workers = 8
	var wg sync.WaitGroup
	errs := make(chan error, workers*len(jobs))
	for w := range workers {
		wg.Go(func() {
			// Each worker walks the jobs from its own starting point, so
			// different modules are converted at the same time.
			for k := range jobs {
				i := (k + w*len(jobs)/workers) % len(jobs)
				got, err := run(jobs[i])
				if err != nil {
					errs <- fmt.Errorf("%s for %s: %v", jobs[i].name, jobs[i].reader, err)
					continue
				}
				if !bytes.Equal(got, want[i]) {
					errs <- fmt.Errorf("%s for %s: output differs from the serial run", jobs[i].name, jobs[i].reader)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}
