package irfix

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

// comparators is C whose three-way comparisons clang 19+ turns into
// llvm.scmp/ucmp at -O2, with -g describing their results: the shape
// qsort comparators and sort keys have in real code.
const comparators = `#include <stdio.h>
#include <stdlib.h>
struct rec { int key; unsigned id; };
static int by_key(const void *a, const void *b) {
	int x = ((const struct rec *)a)->key, y = ((const struct rec *)b)->key;
	int c = (x > y) - (x < y);
	return c;
}
static int by_id(const void *a, const void *b) {
	unsigned x = ((const struct rec *)a)->id, y = ((const struct rec *)b)->id;
	int c = (x > y) - (x < y);
	return c;
}
int main(void) {
	struct rec r[6] = {{5, 9}, {-2, 4}, {7, 1}, {5, 3}, {0, 8}, {-9, 2}};
	qsort(r, 6, sizeof r[0], by_key);
	for (int i = 0; i < 6; i++) printf("%d ", r[i].key);
	qsort(r, 6, sizeof r[0], by_id);
	for (int i = 0; i < 6; i++) printf("%u ", r[i].id);
	printf("\n");
	return 0;
}
`

// A clang-22 -O2 -g module with llvm.scmp/ucmp (which LLVM before 19
// lacks) and debug values of their results goes down to 14 and 16-typed,
// as bitcode and as text: the target's opt accepts it and its lli prints
// what lli-22 prints for the original.
func TestThreeWayComparisonsWithDebugInfoGoDown(t *testing.T) {
	clang := testenv.Tool(t, "clang-22")
	dir := t.TempDir()
	src := filepath.Join(dir, "cmp.c")
	if err := os.WriteFile(src, []byte(comparators), 0o644); err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(dir, "cmp.ll")
	if out, err := exec.Command(clang, "-O2", "-g", "-S", "-emit-llvm", src, "-o", ll).CombinedOutput(); err != nil {
		t.Fatalf("clang-22: %v\n%s", err, out)
	}
	text, err := os.ReadFile(ll)
	if err != nil {
		t.Fatal(err)
	}
	// The construct under test must be there, or the test tests nothing.
	for _, s := range []string{"@llvm.scmp.", "@llvm.ucmp.", "#dbg_value"} {
		if !bytes.Contains(text, []byte(s)) {
			t.Fatalf("clang-22 -O2 -g no longer writes %s for the comparators", s)
		}
	}
	want, err := oracle.Interpret(t, target.MustParse("22"), text)
	if err != nil {
		t.Fatal(err)
	}
	for _, tg := range []string{"14", "16-typed"} {
		for _, emit := range []Emit{EmitBitcode, EmitText} {
			tt := target.MustParse(tg)
			p := &Pipeline{Target: tt, Emit: emit, VerifyInput: true}
			r, err := p.Run(ll, text)
			if err != nil {
				t.Fatalf("%s %s: %v", tg, emit, err)
			}
			if emit == EmitText && strings.Contains(string(r.Output), "badref") {
				t.Fatalf("%s: text output refers to an erased value", tg)
			}
			if err := oracle.Verify(t, tt, r.Output); err != nil {
				t.Fatalf("%s %s: %v", tg, emit, err)
			}
			got, err := oracle.Interpret(t, tt, r.Output)
			if err != nil {
				t.Fatalf("%s %s: %v", tg, emit, err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s %s: lli prints %q, lli-22 printed %q", tg, emit, got, want)
			}
		}
	}
}
