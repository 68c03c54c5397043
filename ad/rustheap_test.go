package ad

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

// Rust's allocator by hand, the way rustc emits Vec code: the shim
// marker, __rust_alloc_zeroed, __rust_realloc(ptr, old, align, new) to
// twice the size, __rust_dealloc(ptr, size, align). The v0-mangled names
// of newer rustc and the plain ones of older rustc. Reverse, forward and
// finite differences (the interpreter running the primal) agree on
// f(x) = sum_i x_i^2 * x_i, the squares stored in the Rust block and read
// back after the realloc moved it.
const rustHeapIR = `
declare void @MARK()
declare ptr @ALLOCZ(i64, i64)
declare ptr @REALLOC(ptr, i64, i64, i64)
declare void @DEALLOC(ptr, i64, i64)

define double @f(ptr %x, i64 %n) {
entry:
  call void @MARK()
  %bytes = mul i64 %n, 8
  %t = call ptr @ALLOCZ(i64 %bytes, i64 8)
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i1, %fill ]
  %px = getelementptr double, ptr %x, i64 %i
  %v = load double, ptr %px
  %sq = fmul double %v, %v
  %pt = getelementptr double, ptr %t, i64 %i
  store double %sq, ptr %pt
  %i1 = add i64 %i, 1
  %more = icmp ult i64 %i1, %n
  br i1 %more, label %fill, label %grow
grow:
  %b2 = mul i64 %bytes, 2
  %t2 = call ptr @REALLOC(ptr %t, i64 %bytes, i64 8, i64 %b2)
  br label %sum
sum:
  %j = phi i64 [ 0, %grow ], [ %j1, %sum ]
  %s = phi double [ 0.0, %grow ], [ %s1, %sum ]
  %pj = getelementptr double, ptr %t2, i64 %j
  %a = load double, ptr %pj
  %pk = getelementptr double, ptr %x, i64 %j
  %b = load double, ptr %pk
  %ab = fmul double %a, %b
  %s1 = fadd double %s, %ab
  %j1 = add i64 %j, 1
  %more2 = icmp ult i64 %j1, %n
  br i1 %more2, label %sum, label %done
done:
  call void @DEALLOC(ptr %t2, i64 %b2, i64 8)
  ret double %s1
}
`

func rustHeapModule(mangled bool, align string) string {
	names := map[string]string{"MARK": "__rust_no_alloc_shim_is_unstable_v2", "ALLOCZ": "__rust_alloc_zeroed",
		"REALLOC": "__rust_realloc", "DEALLOC": "__rust_dealloc"}
	src := rustHeapIR
	for k, v := range names {
		if mangled {
			v = "_RNvCsfLfy6EI15iL_7___rustc" + strconv.Itoa(len(v)) + "_" + v
		}
		src = strings.ReplaceAll(src, "@"+k+"(", "@"+v+"(")
	}
	return strings.ReplaceAll(src, "@__rust_alloc_zeroed(i64 %bytes, i64 8)", "@__rust_alloc_zeroed(i64 %bytes, i64 "+align+")")
}

func TestRustHeap(t *testing.T) {
	for _, mangled := range []bool{false, true} {
		m := parseIR(t, "rh.ll", rustHeapModule(mangled, "8"))
		checkKernel(t, m, "f", []kArg{kP([]float64{0.5, -1.25, 2, 0.75}), kI(4)}, 1e-6)
	}
}

// An alignment the derivative code's blocks cannot promise is an error,
// not a misaligned shadow.
func TestRustHeapAlignRefused(t *testing.T) {
	for _, mode := range []Mode{Reverse, Forward} {
		m := parseIR(t, "rh.ll", rustHeapModule(false, "64"))
		_, _, err := Differentiate(m, "f", Options{Mode: mode})
		if !errors.Is(err, ErrNotDifferentiable) || !strings.Contains(err.Error(), "alignment") {
			t.Errorf("%s: err = %v, want ErrNotDifferentiable about the alignment", mode, err)
		}
	}
}
