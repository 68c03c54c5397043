package interp

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

var fuzzSeeds = []string{
	`define i32 @main() {
entry:
  br label %l
l:
  %i = phi i32 [ 0, %entry ], [ %j, %l ]
  %j = add nsw i32 %i, 7
  %c = icmp slt i32 %j, 100
  br i1 %c, label %l, label %d
d:
  ret i32 %j
}`,
	`declare ptr @malloc(i64)
declare void @free(ptr)
define i64 @main() {
  %p = call ptr @malloc(i64 64)
  %q = getelementptr inbounds i64, ptr %p, i64 3
  store i64 42, ptr %q
  %v = load i64, ptr %q
  call void @free(ptr %p)
  ret i64 %v
}`,
	`@g = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@h = global ptr getelementptr (i8, ptr @g, i64 8)
define i32 @main() {
  %p = load ptr, ptr @h
  %v = load i32, ptr %p
  %w = load <4 x i32>, ptr @g
  %s = shufflevector <4 x i32> %w, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %e = extractelement <4 x i32> %s, i32 0
  %r = add i32 %v, %e
  ret i32 %r
}`,
	`define { i128, i1 } @main() {
  %a = mul i128 170141183460469231731687303715884105727, 3
  %b = udiv i128 %a, 7
  %c = icmp ugt i128 %a, %b
  %r = insertvalue { i128, i1 } undef, i128 %b, 0
  %s = insertvalue { i128, i1 } %r, i1 %c, 1
  ret { i128, i1 } %s
}`,
	`define double @main() {
  %a = fdiv double 1.0, 3.0
  %b = fptrunc double %a to half
  %c = fpext half %b to double
  %d = call double @llvm.sqrt.f64(double %c)
  ret double %d
}
declare double @llvm.sqrt.f64(double)`,
	`define i32 @main() {
  %r = call i32 @main()
  ret i32 %r
}`,
}

// FuzzRun checks that no module the parser and verifier accept can make
// the interpreter panic or run past its limits. `go test` runs the seeds;
// `go test -fuzz FuzzRun ./interp` explores.
func FuzzRun(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	// Values and buffers outside the modelled heap (issue 14).
	for _, h := range hostileValues {
		f.Add(h.src)
	}
	for _, h := range churnValues {
		f.Add(h.src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan struct{})
		go func() {
			select {
			case <-done:
			case <-time.After(20 * time.Second):
				panic("FuzzRun: no result after 20s (hang) for input:\n" + src)
			}
		}()
		defer close(done)
		m, err := lltext.Parse("fuzz.ll", []byte(src))
		if err != nil {
			return
		}
		mc, err := New(m, Options{MaxSteps: 20000, MaxMemory: 8 << 20, MaxCallDepth: 100})
		if err != nil {
			if !errors.Is(err, ErrInvalid) && !errors.Is(err, ErrUnsupported) && !errors.Is(err, ErrMemoryLimit) {
				t.Fatalf("New: unclassified error %v", err)
			}
			return
		}
		for _, fn := range m.Funcs {
			if fn.IsDeclaration() {
				continue
			}
			args := make([]Value, len(fn.Params))
			ok := true
			for i, p := range fn.Params {
				switch p.Typ.Kind {
				case ir.IntKind, ir.PointerKind, ir.FloatKind, ir.DoubleKind:
					args[i] = Value{Type: p.Typ}
				default:
					ok = false
				}
			}
			if !ok || fn.Sig.Variadic {
				continue
			}
			_, err := mc.Call(fn.Name, args...)
			if err != nil && strings.Contains(err.Error(), "internal error") {
				t.Fatalf("@%s: %v", fn.Name, err)
			}
			if err != nil && !errors.Is(err, ErrUB) && !errors.Is(err, ErrUnsupported) &&
				!errors.Is(err, ErrStepLimit) && !errors.Is(err, ErrMemoryLimit) && !errors.Is(err, ErrExit) &&
				!strings.Contains(err.Error(), "no function") {
				t.Fatalf("@%s: unclassified error %v", fn.Name, err)
			}
		}
	})
}
