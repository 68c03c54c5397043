package enzyme

import (
	"errors"
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// robustModule declares every marker and three functions the fake engine
// differentiates; ENTRY and ARGS are filled in per case.
const robustModule = `@enzyme_out = external global i32
@enzyme_dup = external global i32
@enzyme_dupnoneed = external global i32
@enzyme_const = external global i32
@enzyme_width = external global i32
@enzyme_dupv = external global i32
@enzyme_primal_return = external global i32
@enzyme_const_return = external global i32
@enzyme_not_overwritten = external global i32
@enzyme_vector = external global i32
declare RET @ENTRY(...)
define double @mul2(double %x, double %y) {
  %r = fmul double %x, %y
  ret double %r
}
define float @mulf(float %x, float %y) {
  %r = fmul float %x, %y
  ret float %r
}
define double @sq2(ptr %x) {
  %a = load double, ptr %x
  %p = getelementptr double, ptr %x, i64 1
  %b = load double, ptr %p
  %r = fmul double %a, %b
  ret double %r
}
define RET @caller(ptr %p, ptr %dp, double %a, float %f, i32 %n, i64 %k) {
  %o = load i32, ptr @enzyme_out
  %d = load i32, ptr @enzyme_dup
  %dn = load i32, ptr @enzyme_dupnoneed
  %c = load i32, ptr @enzyme_const
  %w = load i32, ptr @enzyme_width
  %dv = load i32, ptr @enzyme_dupv
  %pr = load i32, ptr @enzyme_primal_return
  %cr = load i32, ptr @enzyme_const_return
  %no = load i32, ptr @enzyme_not_overwritten
  %v = load i32, ptr @enzyme_vector
  %r = call RET (...) @ENTRY(ARGS)
  RETURN
}
`

// TestLowerNeverPanics feeds Lower random argument lists built from
// markers, functions and values: each must be replaced by a module that
// verifies, or rejected with a located error of the package's classes.
func TestLowerNeverPanics(t *testing.T) {
	saved := differentiate
	differentiate = fakeEngine
	defer func() { differentiate = saved }()
	fns := []string{"ptr @mul2", "ptr @mulf", "ptr @sq2", "ptr %p", "ptr @enzyme_out"}
	vocab := []string{"i32 %o", "i32 %d", "i32 %dn", "i32 %c", "i32 %w", "i32 %dv", "i32 %pr", "i32 %cr", "i32 %no", "i32 %v",
		"double %a", "double 2.0", "float %f", "ptr %p", "ptr %dp", "i32 %n", "i32 2", "i32 3", "i64 16", "i64 %k", "ptr @mul2"}
	rets := []string{"void", "double", "float", "{ double, double }", "<2 x float>", "[2 x double]", "i32"}
	entries := []string{"__enzyme_autodiff", "__enzyme_fwddiff", "__enzyme_autodiff_x", "__enzyme_augmentfwd"}
	rng := rand.New(rand.NewSource(12))
	ok, rejected := 0, 0
	for n := 0; n < 3000; n++ {
		entry := entries[rng.Intn(len(entries))]
		fwd := entry == "__enzyme_fwddiff"
		width := 1
		var args []string
		fn := fns[rng.Intn(len(fns))]
		args = append(args, fn)
		if rng.Intn(4) == 0 {
			width = 1 + rng.Intn(3)
			args = append(args, "i32 %w", fmt.Sprintf("i32 %d", width))
		}
		// a well-formed list for the function, most of the time
		scalar := func(ty, v string) {
			switch rng.Intn(3) {
			case 0:
				args = append(args, "i32 %c", ty+" "+v)
			case 1:
				if fwd {
					args = append(args, "i32 %d", ty+" "+v)
					for k := 0; k < width; k++ {
						args = append(args, ty+" "+v)
					}
				} else {
					args = append(args, "i32 %o", ty+" "+v)
				}
			default:
				args = append(args, ty+" "+v)
				if fwd {
					for k := 0; k < width; k++ {
						args = append(args, ty+" "+v)
					}
				}
			}
		}
		switch fn {
		case "ptr @mul2":
			scalar("double", "%a")
			scalar("double", "2.0")
		case "ptr @mulf":
			scalar("float", "%f")
			scalar("double", "%a")
		case "ptr @sq2":
			switch rng.Intn(3) {
			case 0:
				args = append(args, "i32 %c", "ptr %p")
			case 1:
				args = append(args, "i32 %dv", "i64 16", "ptr %p", "ptr %dp")
			default:
				args = append(args, "i32 %dn", "ptr %p")
				for k := 0; k < width; k++ {
					args = append(args, "ptr %dp")
				}
			}
		}
		if rng.Intn(4) == 0 {
			args = append(args, []string{"i32 %pr", "i32 %cr", "i32 %no"}[rng.Intn(3)])
		}
		// then, some of the time, damage it
		for k := rng.Intn(3); k > 0 && rng.Intn(2) == 0; k-- {
			i := rng.Intn(len(args) + 1)
			switch rng.Intn(3) {
			case 0:
				args = append(args[:i], append([]string{vocab[rng.Intn(len(vocab))]}, args[i:]...)...)
			case 1:
				if i < len(args) {
					args = append(args[:i], args[i+1:]...)
				}
			default:
				if i < len(args) {
					args[i] = vocab[rng.Intn(len(vocab))]
				}
			}
		}
		ret := rets[rng.Intn(len(rets))]
		retInstr := "ret void"
		if ret != "void" {
			retInstr = "ret " + ret + " %r"
		}
		src := strings.NewReplacer("ENTRY", entry, "ARGS", strings.Join(args, ", "),
			"RETURN", retInstr, "RET", ret).Replace(robustModule)
		if ret == "void" {
			src = strings.Replace(src, "%r = call void", "call void", 1)
		}
		m, err := lltext.Parse("r.ll", []byte(src))
		if err != nil {
			t.Fatalf("case %d does not parse: %v\n%s", n, err, src)
		}
		func() {
			defer func() {
				if p := recover(); p != nil {
					t.Fatalf("Lower panicked on (%s) returning %s: %v", strings.Join(args, ", "), ret, p)
				}
			}()
			_, err = Lower(m)
		}()
		if err != nil {
			if !errors.Is(err, ad.ErrNotDifferentiable) || !strings.HasPrefix(err.Error(), "r.ll:") {
				t.Fatalf("(%s): error %q is not a located ErrNotDifferentiable", strings.Join(args, ", "), err)
			}
			rejected++
			continue
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("(%s) returning %s: the lowered module does not verify: %v", strings.Join(args, ", "), ret, err)
		}
		ok++
	}
	t.Logf("%d lowered, %d rejected", ok, rejected)
	if ok < 50 || rejected < 50 {
		t.Errorf("the generator is off: %d lowered, %d rejected", ok, rejected)
	}
}
