package testenv

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Module is one row of corpus/inputs/MANIFEST.tsv: a module compiled by a
// real producer, kept as .ll and (mostly) .bc.
type Module struct {
	File      string // name without extension: "atomics.clang15typed.O0"
	Producer  string // clang15, clang16typed, numba14, rustc22, ...
	Major     int    // LLVM major version of the producer
	Typed     bool   // typed pointers
	Lang      string // c, cpp, rust, ...
	Opt       string // O0, O2, ...
	Debug     bool   // compiled with -g
	HasMain   bool   // runs under lli
	StdoutSHA string // sha256 of what lli printed (empty without a main)
}

// Path returns the module's file with extension ext (".ll" or ".bc").
func (m Module) Path(ext string) string { return filepath.Join(CorpusDir(), m.File+ext) }

// Has reports whether the module's file with extension ext exists.
func (m Module) Has(ext string) bool {
	_, err := os.Stat(m.Path(ext))
	return err == nil
}

// CorpusDir returns corpus/inputs.
func CorpusDir() string { return filepath.Join(RepoRoot(), "corpus", "inputs") }

// manifestColumns are the columns every reader of the manifest relies on.
var manifestColumns = []string{"file", "producer", "llvm_major", "typed"}

// Manifest reads corpus/inputs/MANIFEST.tsv, in file order. A missing
// manifest skips the test (fails it under IRFIX_REQUIRE_LLVM=1); a
// malformed one fails it.
func Manifest(tb testing.TB) []Module {
	tb.Helper()
	path := filepath.Join(CorpusDir(), "MANIFEST.tsv")
	f, err := os.Open(path)
	if err != nil {
		Missing(tb, "corpus manifest: %v", err)
		return nil
	}
	defer f.Close()
	var out []Module
	var cols map[string]int
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fields := strings.Split(sc.Text(), "\t")
		if cols == nil {
			cols = map[string]int{}
			for i, c := range fields {
				cols[c] = i
			}
			for _, c := range manifestColumns {
				if _, ok := cols[c]; !ok {
					tb.Fatalf("%s: no %q column", path, c)
				}
			}
			continue
		}
		get := func(c string) string {
			if i, ok := cols[c]; ok && i < len(fields) {
				return fields[i]
			}
			return ""
		}
		major, err := strconv.Atoi(get("llvm_major"))
		if err != nil {
			tb.Fatalf("%s:%d: bad llvm_major %q", path, line, get("llvm_major"))
		}
		out = append(out, Module{File: get("file"), Producer: get("producer"), Major: major,
			Typed: get("typed") == "yes", Lang: get("lang"), Opt: get("opt"), Debug: get("debug") == "yes",
			HasMain: get("has_main") == "yes", StdoutSHA: get("lli_stdout_sha256")})
	}
	if err := sc.Err(); err != nil {
		tb.Fatalf("%s: %v", path, err)
	}
	if len(out) == 0 {
		Missing(tb, "%s lists no modules (run corpus/gen.sh)", path)
	}
	return out
}

// SeedVersion returns the LLVM version and pointer mode a seed file was
// written for: the *.typed.* files are llvmlite/Julia typed-pointer text
// in LLVM 15 syntax, the others came from LLVM 16 (shared/seed/README.md).
func SeedVersion(path string) (major int, typed bool) {
	if strings.Contains(filepath.Base(path), ".typed.") {
		return 15, true
	}
	return 16, false
}
