package bitcode

import (
	"bytes"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"testing"

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
		t.Skip("corpus/inputs has no .bc files (run corpus/gen.sh)")
	}
	seeds, _ := filepath.Glob("../../shared/seed/*.bc")
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

// differential runs the round trip for one module. Seeds (producer
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
	as := needTool(t, "llvm-as-"+e.major)
	dis := needTool(t, "llvm-dis-"+e.major)
	var text bytes.Buffer
	if err := lltext.Print(&text, m); err != nil {
		t.Fatalf("Print: %v", err)
	}
	flags := e.typedFlags()
	want, err := run(t, nil, dis, append(flags, path, "-o", "-")...)
	if err != nil {
		t.Fatal(err)
	}
	bc, err := run(t, text.Bytes(), as, append(flags, "-", "-o", "-")...)
	if err != nil {
		t.Fatalf("the producer's llvm-as rejects irfix's text: %v", err)
	}
	got, err := run(t, bc, dis, append(flags, "-", "-o", "-")...)
	if err != nil {
		t.Fatal(err)
	}
	if w, g := normalizeDis(want), normalizeDis(got); w != g {
		t.Errorf("disassembly differs at %s", firstDiff(w, g))
	}
}
