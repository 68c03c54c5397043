package irfix

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

const rustcBitcode = "corpus/inputs/rust_nomain.rustc22.O2.bc" // rustc --emit=llvm-bc: has a ThinLTO summary

func summaryLosses(losses []string) []string {
	var out []string
	for _, l := range losses {
		if strings.Contains(l, "summary dropped: ") {
			out = append(out, l)
		}
	}
	return out
}

// TestSummaryLossStated: converting real rustc bitcode for a reader older
// than its LLVM, or to text, drops its ThinLTO summary and states the
// loss in Result.Losses (the target's llvm-dis shows no summary in the
// output, so the loss is real); written for its own LLVM the summary is
// kept and nothing is stated; bitcode without a summary states nothing;
// llvm-dis text with `^N` entries states the loss too.
func TestSummaryLossStated(t *testing.T) {
	dis16, dis22 := tool(t, "llvm-dis-16"), tool(t, "llvm-dis-22")
	bc, err := os.ReadFile(rustcBitcode)
	if err != nil {
		testenv.Missing(t, "%v (corpus/gen.sh)", err)
	}
	disText := func(dis string, bc []byte, args ...string) []byte {
		cmd := exec.Command(dis, append(args, "-o", "-", "-")...)
		cmd.Stdin = bytes.NewReader(bc)
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s: %v", dis, err)
		}
		return out
	}
	in := disText(dis22, bc)
	if !bytes.Contains(in, []byte("\n^0 = module: (")) || !bytes.Contains(in, []byte("summaries: (function: ")) {
		t.Fatalf("llvm-dis-22 shows no ThinLTO summary in %s", rustcBitcode)
	}
	for _, c := range []struct {
		name string
		data []byte
		p    Pipeline
	}{
		{"bitcode to 16-typed bitcode", bc, Pipeline{Target: target.MustParse("16-typed"), Emit: EmitBitcode}},
		{"bitcode to text", bc, Pipeline{Emit: EmitText}},
		{"llvm-dis text to 22 text", in, Pipeline{Target: target.MustParse("22"), Emit: EmitText}},
	} {
		r, err := c.p.Run(rustcBitcode, c.data)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := summaryLosses(r.Losses)
		if len(got) != 1 || !strings.HasPrefix(got[0], "ThinLTO summary dropped: ") || !strings.Contains(got[0], "4 global value summaries") {
			t.Errorf("%s: summary losses %q, want one ThinLTO loss naming 4 summaries (llvm-dis shows 4 gv summaries)", c.name, got)
		}
		if c.p.Emit == EmitBitcode {
			if out := disText(dis16, r.Output, "-opaque-pointers=0"); bytes.Contains(out, []byte("\n^0 = ")) {
				t.Errorf("%s: the output has a summary after all; the stated loss is wrong", c.name)
			}
		}
	}
	// Written for its own LLVM (22) with the global values unchanged, the
	// summary is kept: no loss, and llvm-dis-22 prints the same entries.
	r, err := (&Pipeline{Target: target.MustParse("22"), Emit: EmitBitcode}).Run(rustcBitcode, bc)
	if err != nil {
		t.Fatal(err)
	}
	if got := summaryLosses(r.Losses); len(got) != 0 {
		t.Errorf("rustc bitcode written for 22: losses %q, want the summary kept", got)
	}
	entries := func(text []byte) string {
		var b strings.Builder
		for _, l := range strings.Split(string(text), "\n") {
			if strings.HasPrefix(l, "^") && !strings.HasPrefix(l, "^0 = module: (path:") {
				b.WriteString(l + "\n")
			}
		}
		return b.String()
	}
	if a, b := entries(in), entries(disText(dis22, r.Output)); a != b || a == "" {
		t.Errorf("llvm-dis-22 renders the kept summary differently:\ninput:\n%s\nirfix:\n%s", a, b)
	}
	// Bitcode without a summary: no such loss.
	plain, err := filepath.Glob("corpus/inputs/*.clang22.O2.bc")
	if err != nil || len(plain) == 0 {
		testenv.Missing(t, "no clang22 O2 bitcode in corpus/inputs")
	}
	data, err := os.ReadFile(plain[0])
	if err != nil {
		t.Fatal(err)
	}
	r, err = (&Pipeline{Target: target.MustParse("16-typed"), Emit: EmitBitcode}).Run(plain[0], data)
	if err != nil {
		t.Fatal(err)
	}
	if got := summaryLosses(r.Losses); len(got) != 0 {
		t.Errorf("%s has no summary, losses %q", plain[0], got)
	}
}
