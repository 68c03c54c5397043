package irfix_test

import (
	"bytes"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad/gradcheck"
	"github.com/irfix/irfix/target"
)

// Load reads any format: here the seed's Numba module as LLVM 16 text
// with opaque pointers.
func ExampleLoad() {
	data, err := os.ReadFile("examples/numba_cos.opaque16.ll")
	if err != nil {
		log.Fatal(err)
	}
	m, info, err := irfix.Load("numba_cos.opaque16.ll", data)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("format:", info.Format)
	for _, f := range m.Funcs {
		fmt.Println(f.Name, len(f.Params), "params")
	}
	// Output:
	// format: LLVM IR text
	// _ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd 6 params
	// llvm.cos.f64 1 params
	// cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd 4 params
}

// Convert writes a module for a reader: Julia 1.11's LLVM 16 reads typed
// pointers, so the Numba entry point gets its `double*` back.
func ExampleConvert() {
	data, err := os.ReadFile("examples/numba_cos.opaque16.ll")
	if err != nil {
		log.Fatal(err)
	}
	m, _, err := irfix.Load("numba_cos.opaque16.ll", data)
	if err != nil {
		log.Fatal(err)
	}
	out, err := irfix.Convert(m, irfix.ConvertOptions{Target: target.MustParse("16-typed"), Emit: irfix.EmitText})
	if err != nil {
		log.Fatal(err)
	}
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "define") {
			fmt.Println(line)
		}
	}
	// The same lines as Numba printed them (examples/numba_cos.typed.ll).
	//
	// Output:
	// define i32 @_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd(double* noalias nocapture writeonly %retptr, { i8*, i32, i8*, i8*, i32 }** noalias nocapture readnone %excinfo, double %arg.a, double %arg.w, double %arg.p, double %arg.t) local_unnamed_addr #0 {
	// define double @cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd(double %.1, double %.2, double %.3, double %.4) local_unnamed_addr #2 {
}

// Check lists why a reader would reject a module as it is.
func ExampleCheck() {
	data, err := os.ReadFile("examples/numba_cos.opaque16.ll")
	if err != nil {
		log.Fatal(err)
	}
	m, _, err := irfix.Load("numba_cos.opaque16.ll", data)
	if err != nil {
		log.Fatal(err)
	}
	chk, err := irfix.Check(m, target.MustParse("16-typed"))
	if err != nil {
		log.Fatal(err)
	}
	for _, p := range chk.Problems {
		fmt.Println(p)
	}
	fmt.Println("accepted:", chk.OK())
	// Output:
	// numba_cos.opaque16.ll:6:1: opaque pointer (ptr) needs an opaque-pointer reader (this reader reads typed pointers only); target is 16-typed (in @_ZN08NumbaEnv8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd)
	// accepted: false
}

// Hook is the pre-import hook: bytes in any format, bitcode for the
// reader out.
func ExampleHook() {
	data, err := os.ReadFile("examples/numba_cos.typed.ll")
	if err != nil {
		log.Fatal(err)
	}
	bc, err := irfix.Hook("numba_cos.typed.ll", data, target.MustParse("14"))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("raw bitcode:", bytes.HasPrefix(bc, []byte("BC\xc0\xde")))
	again, err := irfix.Hook("out.bc", bc, target.MustParse("14"))
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println("same bytes when fed back:", bytes.Equal(again, bc))
	// Output:
	// raw bitcode: true
	// same bytes when fed back: true
}

// BitcodeVersionReader is how --bitcode-version=M.m of llvm-downgrade's
// callers maps to a reader.
func ExampleBitcodeVersionReader() {
	for _, v := range [][2]int{{14, 0}, {16, 0}, {18, 0}, {5, 0}} {
		t, err := irfix.BitcodeVersionReader(v[0], v[1], irfix.PointersDefault)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%d.%d -> %s\n", v[0], v[1], t)
	}
	// Output:
	// 14.0 -> 14
	// 16.0 -> 16-typed
	// 18.0 -> 18
	// bitcode version 5.0: irfix cannot write it; it writes 14.0, 15.0, 16.0, 17.0, 18.0, 19.0, 20.0, 21.0, 22.0
}

// Grad adds the reverse-mode gradient of the seed's cfunc wrapper,
// f(a, w, p, t) = a cos(w t + p), written for Julia's typed LLVM 16
// reader; GradCheck runs it in the interpreter at (1, 1, 1, 1), where
// df/da = cos 2 and df/dw = df/dp = df/dt = -sin 2.
func ExampleGrad() {
	const fn = "cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd"
	data, err := os.ReadFile("examples/numba_cos.typed.ll")
	if err != nil {
		log.Fatal(err)
	}
	m, _, err := irfix.Load("numba_cos.typed.ll", data)
	if err != nil {
		log.Fatal(err)
	}
	r, err := irfix.Grad(m, irfix.GradOptions{Fn: fn, Name: "wave_grad", Target: target.MustParse("16-typed")})
	if err != nil {
		log.Fatal(err)
	}
	for _, line := range strings.Split(string(r.Output), "\n") {
		if strings.HasPrefix(line, "define double @wave_grad") {
			fmt.Println(line)
		}
	}

	m, _, err = irfix.Load("numba_cos.typed.ll", data)
	if err != nil {
		log.Fatal(err)
	}
	c, err := irfix.GradCheck(m, fn, gradcheck.Options{At: []float64{1, 1, 1, 1}})
	if err != nil {
		log.Fatal(err)
	}
	for _, row := range c.Rows {
		fmt.Printf("d/d%s = %v (finite differences agree: %v)\n", row.Arg, row.Reverse, row.RelErr < c.Tol)
	}
	// Output:
	// define double @wave_grad(double %.1, double %.2, double %.3, double %.4, double* %d_.1, double* %d_.2, double* %d_.3, double* %d_.4) {
	// d/d.1 = -0.4161468365471424 (finite differences agree: true)
	// d/d.2 = -0.9092974268256817 (finite differences agree: true)
	// d/d.3 = -0.9092974268256817 (finite differences agree: true)
	// d/d.4 = -0.9092974268256817 (finite differences agree: true)
}
