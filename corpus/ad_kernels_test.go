package corpus

import (
	"math"

	"github.com/irfix/irfix/ad/gradcheck"
)

// adKernel is one function of the AD corpus (corpus/ad/src) and where to
// check it.
type adKernel struct {
	fn      string // C/Rust symbol; for Numba the Python name
	variant string // tells apart several checks of one function
	length  bool   // takes a length: checked at n = 1, 7 and 1000
	float   bool   // single precision (looser FD tolerance, see adTol)
	opts    func(n int) gradcheck.Options
}

// adVec is deterministic data in (-0.9, 0.9), kept 0.02 away from each
// value in avoid (branch thresholds), so that finite-difference steps and
// random directions never cross a branch.
func adVec(n int, seed float64, avoid ...float64) []float64 {
	v := make([]float64, n)
	for i := range v {
		x := 0.8*math.Sin(1.7*float64(i)+seed) + 0.05*math.Cos(3.1*float64(i)+seed)
		for _, a := range avoid {
			if d := x - a; math.Abs(d) < 0.02 {
				x = a + math.Copysign(0.02, d)
			}
		}
		v[i] = x
	}
	return v
}

func adScale(v []float64, k float64) []float64 {
	for i := range v {
		v[i] *= k
	}
	return v
}

func scalars(at ...float64) func(int) gradcheck.Options {
	return func(int) gradcheck.Options { return gradcheck.Options{At: at} }
}

// arrays1 is f(x, n).
func arrays1(seed float64, avoid ...float64) func(int) gradcheck.Options {
	return func(n int) gradcheck.Options {
		return gradcheck.Options{At: []float64{float64(n)}, Arrays: map[string][]float64{"0": adVec(n, seed, avoid...)}}
	}
}

// arrays2 is f(x, y, n).
func arrays2(zeroY bool) func(int) gradcheck.Options {
	return func(n int) gradcheck.Options {
		y := adVec(n, 2)
		if zeroY {
			y = make([]float64, n)
		}
		return gradcheck.Options{At: []float64{float64(n)}, Arrays: map[string][]float64{"0": adVec(n, 1), "1": y}}
	}
}

// arrayAnd is f(x, n, c).
func arrayAnd(c float64) func(int) gradcheck.Options {
	return func(n int) gradcheck.Options {
		return gradcheck.Options{At: []float64{float64(n), c}, Arrays: map[string][]float64{"0": adVec(n, 1)}}
	}
}

// earlyExit is f(x, n, t) with x[3n/5] above t = 0.85 (for n ≥ 5).
func earlyExit(n int) gradcheck.Options {
	x := adScale(adVec(n, 5), 0.9)
	if n >= 5 {
		x[3*n/5] = 0.95
	}
	return gradcheck.Options{At: []float64{float64(n), 0.85}, Arrays: map[string][]float64{"0": x}}
}

// randomly adds n random points around the given ones (for kernels
// without a branch threshold within 20% of their inputs).
func randomly(n int, f func(int) gradcheck.Options) func(int) gradcheck.Options {
	return func(k int) gradcheck.Options {
		o := f(k)
		o.Random = n
		return o
	}
}

func withConst(f func(int) gradcheck.Options, c ...string) func(int) gradcheck.Options {
	return func(n int) gradcheck.Options {
		o := f(n)
		o.Const = c
		return o
	}
}

// cKernels are the functions of corpus/ad/src/kernels.c.
var cKernels = []adKernel{
	// Scalar math over the rule table.
	{fn: "k_arith", opts: randomly(2, scalars(1.3, 0.7))},
	{fn: "k_trig", opts: randomly(2, scalars(0.7))},
	{fn: "k_explog", opts: randomly(2, scalars(0.4, 1.7))},
	{fn: "k_pow", opts: randomly(2, scalars(1.3, 0.8))},
	{fn: "k_hyper", opts: randomly(2, scalars(0.6))},
	{fn: "k_inverse", opts: randomly(2, scalars(0.4))},
	{fn: "k_erf", opts: randomly(2, scalars(0.8))},
	{fn: "k_minmax", opts: scalars(0.7, -1.2)},
	{fn: "k_round", opts: scalars(1.3, 0.8)},
	{fn: "k_fma", opts: scalars(1.3, 0.6, -0.4)},
	{fn: "k_powi", opts: randomly(2, scalars(1.2))},
	{fn: "k_frexp", opts: scalars(3.0)},
	{fn: "k_float", float: true, opts: scalars(0.7, 0.4)},
	// Branches and switches.
	{fn: "k_branch", variant: "then", opts: scalars(1.5, 0.5)},
	{fn: "k_branch", variant: "else", opts: scalars(0.3, 0.8)},
	{fn: "k_switch", variant: "case0", opts: scalars(0.7, 0)},
	{fn: "k_switch", variant: "case1", opts: scalars(0.7, 1)},
	{fn: "k_switch", variant: "case2", opts: scalars(0.7, 2)},
	{fn: "k_switch", variant: "case5", opts: scalars(0.7, 5)},
	{fn: "k_switch", variant: "default", opts: scalars(0.7, 9)},
	{fn: "k_piecewise", length: true, opts: arrays1(1, -0.5, 0.5, 0.9)},
	// Loops.
	{fn: "k_dot", length: true, opts: arrays2(false)},
	{fn: "k_sumsin", length: true, opts: arrays1(1)},
	{fn: "k_scale", length: true, opts: arrayAnd(1.7)},
	{fn: "k_inplace", length: true, opts: arrayAnd(0.8)},
	{fn: "k_nested", length: true, opts: func(n int) gradcheck.Options {
		return gradcheck.Options{At: []float64{float64(n)}, Arrays: map[string][]float64{"0": adVec(4*n, 3), "1": adVec(4, 4)}}
	}},
	{fn: "k_early", length: true, opts: earlyExit},
	{fn: "k_search", length: true, opts: func(n int) gradcheck.Options {
		x := adVec(n, 6)
		if n >= 7 {
			x[n/2] = -0.97
		}
		return gradcheck.Options{At: []float64{float64(n)}, Arrays: map[string][]float64{"0": x}}
	}},
	{fn: "k_prod", length: true, opts: arrays1(1)},
	{fn: "k_norm", length: true, opts: arrays1(1)},
	{fn: "k_logsumexp", length: true, opts: arrays1(1)},
	{fn: "k_softmax", length: true, opts: arrays2(true)},
	{fn: "k_prefix", length: true, opts: arrays1(1)},
	{fn: "k_horner", length: true, opts: arrayAnd(0.7)},
	{fn: "k_stencil", length: true, opts: arrays2(true)},
	{fn: "k_while", opts: scalars(2.3)},
	{fn: "k_fdot", length: true, float: true, opts: arrays2(false)},
	{fn: "k_fsumsin", length: true, float: true, opts: arrays1(1)},
	{fn: "k_saxpy", length: true, float: true, opts: func(n int) gradcheck.Options {
		return gradcheck.Options{At: []float64{0.8, float64(n)}, Arrays: map[string][]float64{"1": adVec(n, 1), "2": adVec(n, 2)}}
	}},
	// Structs, rows, unions.
	{fn: "k_structs", length: true, opts: func(n int) gradcheck.Options {
		return gradcheck.Options{At: []float64{float64(n)}, Arrays: map[string][]float64{"0": adVec(3*n, 1)}}
	}},
	{fn: "k_body", opts: func(int) gradcheck.Options {
		return gradcheck.Options{Arrays: map[string][]float64{"0": {0.3, -0.4, 1.1, 0.5, 0.2, -0.3, 2.0}}}
	}},
	{fn: "k_rows", length: true, opts: func(n int) gradcheck.Options {
		rows := make([][]float64, n)
		for i := range rows {
			rows[i] = adVec(3, float64(i))
		}
		return gradcheck.Options{At: []float64{float64(n), 3}, Rows: map[string][][]float64{"0": rows}}
	}},
	{fn: "k_union", length: true, opts: arrays1(1)},
	{fn: "k_fpun", float: true, opts: scalars(0.7)},
	// Memory.
	{fn: "k_memcpy", length: true, opts: arrays1(1)},
	{fn: "k_heap", length: true, opts: arrays1(1)},
	{fn: "k_calloc", length: true, opts: arrays1(1)},
	{fn: "k_global", length: true, opts: arrays1(1)},
	// Calls.
	{fn: "k_helper_sq", opts: randomly(2, scalars(0.8, 0.3))},
	{fn: "k_helper", length: true, opts: arrays1(1)},
	{fn: "k_recursion", opts: scalars(0.7, 6)},
	{fn: "k_funcptr", variant: "sq", length: true, opts: arrayAnd(0)},
	{fn: "k_funcptr", variant: "cube", length: true, opts: arrayAnd(1)},
	{fn: "k_funcptr", variant: "sin", length: true, opts: arrayAnd(2)},
	// A constant pointer parameter: only y's gradient.
	{fn: "k_dot", variant: "const-x", length: true, opts: withConst(arrays2(false), "0")},
}

// rustKernels are the functions of corpus/ad/src/kernels.rs.
var rustKernels = []adKernel{
	{fn: "r_sumsin", length: true, opts: arrays1(1)},
	{fn: "r_dot_rev", length: true, opts: arrays2(false)},
	{fn: "r_scale_sq", length: true, opts: arrayAnd(0.8)},
	{fn: "r_points", length: true, opts: func(n int) gradcheck.Options {
		return gradcheck.Options{At: []float64{float64(n)}, Arrays: map[string][]float64{"0": adVec(2*n, 1, 0)}}
	}},
	{fn: "r_math", opts: scalars(1.3)},
	{fn: "r_early", length: true, opts: earlyExit},
	{fn: "r_fsum", length: true, float: true, opts: arrays1(1)},
	{fn: "r_stencil", length: true, opts: arrays1(1)},
	{fn: "r_heap", length: true, opts: arrays1(1)},
}

// numbaKernels are the cfuncs of corpus/ad/src/numba_kernels.py (checked
// through their C-ABI `cfunc.` wrappers).
var numbaKernels = []adKernel{
	{fn: "n_sumsq", length: true, opts: arrays1(1)},
	{fn: "n_dot", length: true, opts: arrays2(false)},
	{fn: "n_wave", length: true, opts: arrayAnd(1.3)},
	{fn: "n_inplace", length: true, opts: arrayAnd(0.8)},
	{fn: "n_piecewise", length: true, opts: arrays1(1, 0.25)},
}
