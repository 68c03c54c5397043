package bitcode

import (
	"bytes"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// TestCorpusDifferential is the acceptance test of the reader: for every
// bitcode module of the corpus (and of shared/seed), the text irfix prints
// from it, assembled and disassembled by the producer's LLVM, must equal
// that LLVM's own disassembly of the file:
//
//	irfix dis X.bc | llvm-as-N | llvm-dis-N  ==  llvm-dis-N X.bc
//
// with N the producer's LLVM major version and -opaque-pointers=0 for
// typed LLVM 15/16 modules. The comparison ignores what the model does
// not hold (see normalizeDis). Results are logged per producer.
func TestCorpusDifferential(t *testing.T) {
	entries := readManifest(t)
	if len(entries) == 0 {
		testenv.Missing(t, "corpus/inputs has no .bc files (run corpus/gen.sh)")
	}
	seeds := testenv.SeedFiles(t, "*.bc")
	for _, s := range seeds {
		entries = append(entries, corpusEntry{file: s, producer: "seed"})
	}
	type tally struct{ pass, fail int }
	per := map[string]*tally{}
	for _, e := range entries {
		ok := t.Run(filepath.Base(e.file), func(t *testing.T) { differential(t, e) })
		c := per[e.producer]
		if c == nil {
			c = &tally{}
			per[e.producer] = c
		}
		if ok {
			c.pass++
		} else {
			c.fail++
		}
	}
	producers := make([]string, 0, len(per))
	for p := range per {
		producers = append(producers, p)
	}
	sort.Strings(producers)
	for _, p := range producers {
		t.Logf("%-14s %3d passed, %d failed", p, per[p].pass, per[p].fail)
	}
}

// differential runs the round trip for one corpus module. Seeds (producer
// "seed") take the LLVM version and pointer mode from the file itself.
func differential(t *testing.T, e corpusEntry) {
	path := e.file
	if e.producer != "seed" {
		path = filepath.Join(corpusDir, e.file+".bc")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, info, err := Read(data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if e.producer == "seed" {
		d := &decoder{info: *info}
		e.major, e.typed = strconv.Itoa(d.producerMajor()), info.Typed
	} else if info.Typed != e.typed {
		t.Errorf("Info.Typed = %v, the manifest says typed=%v", info.Typed, e.typed)
	}
	roundTrip(t, path, m, e.major, e.typedFlags())
}

// roundTrip checks that m, printed by irfix and assembled and
// disassembled by LLVM major, disassembles like the file at path does.
func roundTrip(t *testing.T, path string, m *ir.Module, major string, flags []string) {
	t.Helper()
	as := needTool(t, "llvm-as-"+major)
	dis := needTool(t, "llvm-dis-"+major)
	var text bytes.Buffer
	if err := lltext.Print(&text, m); err != nil {
		t.Fatalf("Print: %v", err)
	}
	want, err := run(t, nil, dis, append(flags, path, "-o", "-")...)
	if err != nil {
		t.Fatal(err)
	}
	bc, err := run(t, text.Bytes(), as, append(flags, "-", "-o", "-")...)
	if err != nil {
		t.Fatalf("llvm-as-%s rejects irfix's text: %v", major, err)
	}
	got, err := run(t, bc, dis, append(flags, "-", "-o", "-")...)
	if err != nil {
		t.Fatal(err)
	}
	if w, g := normalizeDis(want), normalizeDis(got); w != g {
		t.Errorf("disassembly differs at %s", firstDiff(w, g))
	}
}

// TestTestdataDifferential runs the same round trip on bitcode made at
// test time from testdata: the hand-written NAME.N.ll files (IR that
// compilers rarely emit: every comdat kind, constant expression, GEP
// form, atomic, attribute encoding, calling convention, debug record and
// DI node), assembled by llvm-as-N (NAME.N+M.ll by both; the typed
// .14.ll also by LLVM 15 and 16 in typed mode),
// and features.c / features.cpp compiled by every installed clang, opaque
// and, for clang 15/16, typed.
func TestTestdataDifferential(t *testing.T) {
	type src struct {
		name  string
		build func(t *testing.T, out string)
		major string
		flags []string
	}
	var cases []src
	lls, _ := filepath.Glob("testdata/*.ll")
	for _, ll := range lls {
		parts := strings.Split(filepath.Base(ll), ".")
		if len(parts) != 3 {
			continue
		}
		majors := strings.Split(parts[1], "+") // NAME.19+22.ll: by both
		if parts[1] == "14" {
			majors = []string{"14", "15", "16"}
		}
		for _, major := range majors {
			var flags []string
			if parts[1] == "14" && major != "14" {
				flags = []string{"-opaque-pointers=0"}
			}
			cases = append(cases, src{filepath.Base(ll) + "@" + major, func(t *testing.T, out string) {
				as := needTool(t, "llvm-as-"+major)
				if _, err := run(t, nil, as, append(flags, ll, "-o", out)...); err != nil {
					t.Fatal(err)
				}
			}, major, flags})
		}
	}
	for _, major := range []string{"15", "16", "19", "22"} {
		for _, file := range []string{"features.c", "features.cpp"} {
			for _, typed := range []bool{false, true} {
				if typed && (major == "19" || major == "22" || file == "features.cpp") {
					continue
				}
				name := file + "@clang-" + major
				args := []string{"-c", "-emit-llvm", "-O2", "-g", "-w"}
				var flags []string
				if typed {
					name += "-typed"
					args = append(args, "-Xclang", "-no-opaque-pointers")
					flags = []string{"-opaque-pointers=0"}
				}
				if strings.HasSuffix(file, ".cpp") {
					args = append(args, "-std=c++17")
				}
				args = append(args, filepath.Join("testdata", file))
				cases = append(cases, src{name, func(t *testing.T, out string) {
					cc := needTool(t, "clang-"+major)
					if _, err := run(t, nil, cc, append(args, "-o", out)...); err != nil {
						t.Fatal(err)
					}
				}, major, flags})
			}
		}
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "x.bc")
			c.build(t, out)
			data, err := os.ReadFile(out)
			if err != nil {
				t.Fatal(err)
			}
			m, _, err := Read(data)
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			roundTrip(t, out, m, c.major, c.flags)
		})
	}
}
