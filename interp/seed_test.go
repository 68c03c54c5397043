package interp

import (
	"errors"
	"math"
	"path/filepath"
	"strings"
	"testing"
)

const cfuncName = "cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd"

func seedPath(t *testing.T, name string) string {
	return filepath.Join(filepath.Dir(repoRoot(t)), "shared", "seed", name)
}

// The seed's Numba cfunc wrapper computes a*cos(w*t+p); at (1,1,1,1) that
// is cos(2). The typed-pointer text is run as it is (no upgrade).
func TestSeedNumbaCos(t *testing.T) {
	for _, file := range []string{"numba_cos.typed.ll", "numba_cos.opaque16.ll"} {
		t.Run(file, func(t *testing.T) {
			m := parseFile(t, seedPath(t, file))
			mc, err := New(m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			one := FloatValue(1)
			r, err := mc.Call(cfuncName, one, one, one, one)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := r.String(), "-0.4161468365471424"; got != want {
				t.Errorf("cfunc(1,1,1,1) = %s, want %s", got, want)
			}
			if r.Float64() != math.Cos(2) {
				t.Errorf("cfunc(1,1,1,1) = %v, want cos(2) = %v", r.Float64(), math.Cos(2))
			}
		})
	}
}

// The unrepaired Julia ccall passes four doubles to a function taking
// (ptr, ptr, double x4) and returning i32: the interpreter must stop at
// that call with the call-signature error, not return garbage.
func TestSeedCallMismatch(t *testing.T) {
	for _, file := range []string{"julia_ccall_mismatch.opaque16.ll", "julia_ccall_mismatch.typed.ll"} {
		t.Run(file, func(t *testing.T) {
			m := parseFile(t, seedPath(t, file))
			mc, err := New(m, Options{})
			if err != nil {
				t.Fatal(err)
			}
			one := FloatValue(1)
			r, err := mc.Call("julia_f", one, one, one, one)
			if err == nil {
				t.Fatalf("julia_f returned %s, want a call-signature error", r)
			}
			if !errors.Is(err, ErrUB) {
				t.Fatalf("error %v is not ErrUB", err)
			}
			var re *RunError
			if !errors.As(err, &re) || re.Func != "julia_f" || !strings.Contains(re.Instr, "call double") || !strings.Contains(re.Instr, "@_ZN8__main__4funcB2v1") {
				t.Fatalf("error does not name the call in @julia_f: %#v", err)
			}
			if !strings.Contains(err.Error(), "call-signature mismatch") || !strings.Contains(err.Error(), "4 arguments passed, 6 expected") {
				t.Errorf("error message does not explain the mismatch: %v", err)
			}
		})
	}
}
