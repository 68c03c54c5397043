package irfix

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// aheadInputs are modules for the early recovery's corner cases: one
// whose canonicalization only rewrites attributes and renames intrinsics
// (the recovery stands), one with a no-op pointer cast canonicalize folds
// and one declaring an intrinsic by its old and its new name, which
// canonicalize merges (the recovery is dropped), and one the verifier
// rejects.
var aheadInputs = map[string]string{
	"attrs.ll": `target triple = "x86_64-pc-linux-gnu"
%struct.node = type { ptr, i32 }
@stdout = external global ptr
declare i32 @fprintf(ptr nocapture, ptr nocapture readonly, ...)
declare void @llvm.va_start(ptr)
declare void @llvm.va_end(ptr)
define i32 @sum(ptr nocapture readonly %n) argmemonly readonly {
  %v = getelementptr inbounds %struct.node, ptr %n, i32 0, i32 1
  %x = load i32, ptr %v
  ret i32 %x
}
define void @logf(ptr nocapture %fmt, ...) {
  %ap = alloca ptr
  call void @llvm.va_start(ptr %ap)
  %out = load ptr, ptr @stdout
  %r = call i32 (ptr, ptr, ...) @fprintf(ptr %out, ptr %fmt, ptr %ap)
  call void @llvm.va_end(ptr %ap)
  ret void
}
`,
	"cast.ll": `%struct.node = type { ptr, i32 }
define i32 @f(ptr %p) {
  %q = bitcast ptr %p to ptr
  %v = getelementptr inbounds %struct.node, ptr %q, i32 0, i32 1
  %x = load i32, ptr %v
  ret i32 %x
}
`,
	"merge.ll": `declare void @llvm.va_start(ptr)
declare void @llvm.va_start.p0(ptr)
define void @f(ptr %a, ...) {
  call void @llvm.va_start(ptr %a)
  call void @llvm.va_start.p0(ptr %a)
  ret void
}
`,
	"bad.ll": invalid,
}

// TestInferAheadSame runs the downgrade pipelines for typed readers on
// the corpus and aheadInputs with lower's recovery done after
// canonicalize, as it was, and with every module's done alongside
// verify-input (inferAheadMinInstrs 0), and wants the same bitcode,
// losses and error text. The early recovery must have been used.
func TestInferAheadSame(t *testing.T) {
	files, _ := filepath.Glob("corpus/inputs/*.ll")
	bcs, _ := filepath.Glob("corpus/inputs/*.bc")
	files = append(files, bcs...)
	if len(files) < 100 {
		t.Fatalf("only %d corpus modules found", len(files))
	}
	if testing.Short() {
		files = files[:len(files)/8]
	}
	type input struct {
		name string
		data []byte
	}
	var ins []input
	for name, src := range aheadInputs {
		ins = append(ins, input{name, []byte(src)})
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		ins = append(ins, input{f, data})
	}
	run := func(in input, tg string, minInstrs int) string {
		old := inferAheadMinInstrs
		inferAheadMinInstrs = minInstrs
		defer func() { inferAheadMinInstrs = old }()
		p := &Pipeline{Target: target.MustParse(tg), Emit: EmitBitcode, VerifyInput: true}
		r, err := p.Run(in.name, in.data)
		var b strings.Builder
		if r != nil {
			fmt.Fprintf(&b, "%x\n%s\n", r.Output, strings.Join(r.Losses, "\n"))
		}
		fmt.Fprintf(&b, "error: %v", err)
		return b.String()
	}
	before := inferAheadRuns.Load()
	for _, in := range ins {
		for _, tg := range []string{"14", "15-typed", "16-typed"} {
			seq := run(in, tg, 1<<62)
			if got := run(in, tg, 0); got != seq {
				t.Errorf("%s for %s: with the recovery alongside verify-input:\n%.600s\nafter canonicalize:\n%.600s", in.name, tg, got, seq)
			}
		}
	}
	used := inferAheadRuns.Load() - before
	if used < int64(len(ins)/2) {
		t.Errorf("the recovery alongside verify-input was used in %d runs of %d modules", used, len(ins))
	}
	t.Logf("%d modules, early recovery used in %d of %d runs", len(ins), used, 3*len(ins))
}

// The corner cases take the paths they are there for: attrs.ll keeps the
// early recovery, cast.ll and merge.ll drop it, bad.ll fails verification.
func TestInferAheadKeptOrDropped(t *testing.T) {
	old := inferAheadMinInstrs
	inferAheadMinInstrs = 0
	defer func() { inferAheadMinInstrs = old }()
	for name, want := range map[string]int64{"attrs.ll": 1, "cast.ll": 0, "merge.ll": 0, "bad.ll": 0} {
		before := inferAheadRuns.Load()
		p := &Pipeline{Target: target.MustParse("14"), Emit: EmitBitcode, VerifyInput: true}
		_, err := p.Run(name, []byte(aheadInputs[name]))
		if (err != nil) != (name == "bad.ll") {
			t.Errorf("%s: %v", name, err)
		}
		if got := inferAheadRuns.Load() - before; got != want {
			t.Errorf("%s: early recovery used %d times, want %d", name, got, want)
		}
	}
}

// lower skips its walk for typed pointers only when canonicalize was the
// last pass to change the module: a pass after it that leaves a typed
// pointer behind is still refused (downgrade.ErrNotCanonical).
func TestLowerTrustsOnlyCanonicalize(t *testing.T) {
	retype := func(_ *Pipeline, r *Result) error {
		g := r.Module.Globals[0]
		g.Typ = ir.TypedPtr(g.ValueType, 0)
		return nil
	}
	withPass(t, PassCanonicalize, pass{name: "retype", on: always, run: retype, changes: true})
	src := "@g = global i32 0\n"
	p := &Pipeline{Target: target.MustParse("14"), Emit: EmitBitcode, VerifyInput: true}
	t.Setenv("IRFIX_VERIFY_EACH", "0")
	if _, err := p.Run("t.ll", []byte(src)); !errors.Is(err, downgrade.ErrNotCanonical) {
		t.Errorf("a typed pointer left after canonicalize: %v, want downgrade.ErrNotCanonical", err)
	}
}

// InputReady is called once per run, after the verifier accepted the
// input (with the early recovery as without it) and before canonicalize,
// and never for an input the verifier rejects.
func TestInputReadyOnceAfterVerification(t *testing.T) {
	old := inferAheadMinInstrs
	inferAheadMinInstrs = 0
	defer func() { inferAheadMinInstrs = old }()
	calls := 0
	oldPasses := passes
	defer func() { passes = oldPasses }()
	passes = append([]pass(nil), oldPasses...)
	for k, ps := range passes {
		if ps.name == PassCanonicalize {
			run := ps.run
			passes[k].run = func(p *Pipeline, r *Result) error {
				if calls != 1 {
					t.Errorf("canonicalize ran after %d calls of InputReady, want 1", calls)
				}
				return run(p, r)
			}
		}
	}
	for _, verify := range []bool{true, false} {
		for name, want := range map[string]int{"attrs.ll": 1, "cast.ll": 1, "bad.ll": 0} {
			if name == "bad.ll" && !verify {
				continue // (canonicalize may refuse it its own way)
			}
			calls = 0
			before := inferAheadRuns.Load()
			p := &Pipeline{Target: target.MustParse("14"), Emit: EmitBitcode, VerifyInput: verify,
				InputReady: func() { calls++ }}
			_, err := p.Run(name, []byte(aheadInputs[name]))
			if (err != nil) != (name == "bad.ll") {
				t.Errorf("%s: %v", name, err)
			}
			if calls != want {
				t.Errorf("%s (verify %v): InputReady called %d times, want %d", name, verify, calls, want)
			}
			if verify && name == "attrs.ll" && inferAheadRuns.Load() == before {
				t.Errorf("%s: the early recovery was not used", name)
			}
		}
	}
}
