package interp

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/upgrade"
)

// outOfScope lists corpus programs whose main the interpreter cannot run,
// with the reason. Each must fail with ErrUnsupported (not with a wrong
// answer): the test checks that too.
var outOfScope = map[string]string{
	"rust_kernels": "Rust's std runtime (lang_start, formatting, allocator) is a native library",
}

// TestCorpusMains runs every corpus module that has a main and compares
// its stdout with what lli printed (the sha256 in MANIFEST.tsv).
func TestCorpusMains(t *testing.T) {
	rows := readManifest(t)
	dir := filepath.Join(repoRoot(t), "corpus", "inputs")
	pass, fail, skip := 0, 0, 0
	for _, r := range rows {
		if r.HasMain != "yes" {
			continue
		}
		r := r
		t.Run(r.File, func(t *testing.T) {
			path := filepath.Join(dir, r.File+".ll")
			m := parseFile(t, path)
			var out bytes.Buffer
			mc, err := New(m, Options{Stdout: &out, MaxSteps: 50_000_000})
			if err != nil {
				t.Fatalf("New: %v", err)
			}
			code, err := mc.RunMain([]string{r.File})
			src := strings.SplitN(r.File, ".", 2)[0]
			if why, ok := outOfScope[src]; ok {
				skip++
				if err == nil {
					sum := sha256.Sum256(out.Bytes())
					if hex.EncodeToString(sum[:]) == r.StdoutSHA {
						t.Logf("out-of-scope program ran correctly (%s): remove it from outOfScope", why)
						return
					}
					t.Fatalf("out-of-scope program (%s) ran to completion with wrong output:\n%s", why, out.String())
				}
				if !errors.Is(err, ErrUnsupported) {
					t.Fatalf("out-of-scope program (%s) failed with %v, want ErrUnsupported", why, err)
				}
				t.Skipf("out of scope: %s (%v)", why, err)
			}
			if err != nil {
				fail++
				t.Fatalf("run: %v\noutput so far:\n%s", err, out.String())
			}
			if code != 0 {
				t.Errorf("exit code %d", code)
			}
			sum := sha256.Sum256(out.Bytes())
			if got := hex.EncodeToString(sum[:]); got != r.StdoutSHA {
				fail++
				want := ""
				if b, err := readFileString(filepath.Join(dir, src+".stdout")); err == nil {
					want = b
				}
				t.Fatalf("stdout differs from lli's\ngot:\n%s\nwant:\n%s", out.String(), want)
			}
			if r.Typed == "yes" {
				// The same program after upgrade to the canonical form must
				// print the same.
				cm := parseFile(t, path)
				if _, err := upgrade.Canonicalize(cm); err != nil {
					t.Fatalf("canonicalize: %v", err)
				}
				var cout bytes.Buffer
				cmc, err := New(cm, Options{Stdout: &cout, MaxSteps: 50_000_000})
				if err != nil {
					t.Fatalf("New (canonical): %v", err)
				}
				if _, err := cmc.RunMain([]string{r.File}); err != nil {
					t.Fatalf("canonical form: %v", err)
				}
				if cout.String() != out.String() {
					t.Fatalf("canonical form prints differently:\n%s", lineDiff(out.String(), cout.String()))
				}
			}
			pass++
		})
	}
	t.Logf("corpus mains: %d pass, %d fail, %d out of scope", pass, fail, skip)
}

// TestCorpusNew lays out and initialises the globals of every corpus
// module, with and without main.
func TestCorpusNew(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join(repoRoot(t), "corpus", "inputs", "*.ll"))
	if len(files) == 0 {
		t.Skip("no corpus")
	}
	for _, f := range files {
		m := parseFile(t, f)
		if _, err := New(m, Options{}); err != nil {
			t.Errorf("%s: %v", filepath.Base(f), err)
		}
	}
}
