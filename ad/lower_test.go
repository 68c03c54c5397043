package ad_test

import (
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/target"
)

// The seed's gradient (both modes) lowered for typed-pointer readers runs
// under lli-16 -opaque-pointers=0 (Julia 1.11's reader) and lli-14
// (llvmlite's) with cos 2 and -sin 2.
func TestSeedLoweredLLI(t *testing.T) {
	data, err := os.ReadFile(testenv.Seed(t, "numba_cos.typed.ll"))
	if err != nil {
		t.Fatal(err)
	}
	const fn = "cfunc._ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd"
	want := []float64{math.Cos(2), -math.Sin(2), -math.Sin(2), -math.Sin(2)}
	for _, tc := range []struct {
		target, lli string
		flags       []string
	}{
		{"16-typed", "lli-16", []string{"-opaque-pointers=0"}},
		{"14", "lli-14", nil},
	} {
		for _, mode := range []ad.Mode{ad.Reverse, ad.Forward} {
			t.Run(tc.target+"/"+mode.String(), func(t *testing.T) {
				lli := testenv.Tool(t, tc.lli)
				m, _, err := irfix.Load("numba_cos.typed.ll", data)
				if err != nil {
					t.Fatal(err)
				}
				if _, err := irfix.Convert(m, irfix.ConvertOptions{Target: target.MustParse("22")}); err != nil {
					t.Fatal(err)
				}
				if _, _, err := ad.Differentiate(m, fn, ad.Options{Mode: mode, Name: "seed_d"}); err != nil {
					t.Fatal(err)
				}
				out, err := irfix.Convert(m, irfix.ConvertOptions{Target: target.MustParse(tc.target)})
				if err != nil {
					t.Fatal(err)
				}
				var main strings.Builder
				main.WriteString("@fmt.t = private constant [7 x i8] c\"%.17g\\0A\\00\"\n")
				if !strings.Contains(string(out), "@printf(") {
					main.WriteString("declare i32 @printf(i8*, ...)\n")
				}
				main.WriteString("define i32 @main() {\n")
				pr := func(v string) {
					fmt.Fprintf(&main, "  call i32 (i8*, ...) @printf(i8* getelementptr ([7 x i8], [7 x i8]* @fmt.t, i64 0, i64 0), double %s)\n", v)
				}
				if mode == ad.Reverse {
					main.WriteString("  %d = alloca [4 x double]\n")
					var ps []string
					for k := 0; k < 4; k++ {
						fmt.Fprintf(&main, "  %%d%d = getelementptr [4 x double], [4 x double]* %%d, i64 0, i64 %d\n", k, k)
						ps = append(ps, fmt.Sprintf("double* %%d%d", k))
					}
					fmt.Fprintf(&main, "  %%r = call double @seed_d(double 1.0, double 1.0, double 1.0, double 1.0, %s)\n", strings.Join(ps, ", "))
					for k := 0; k < 4; k++ {
						fmt.Fprintf(&main, "  %%v%d = load double, double* %%d%d\n", k, k)
						pr(fmt.Sprintf("%%v%d", k))
					}
				} else {
					for k := 0; k < 4; k++ {
						var as []string
						for j := 0; j < 4; j++ {
							d := "0.0"
							if j == k {
								d = "1.0"
							}
							as = append(as, "double 1.0", "double "+d)
						}
						fmt.Fprintf(&main, "  %%v%d = call double @seed_d(%s)\n", k, strings.Join(as, ", "))
						pr(fmt.Sprintf("%%v%d", k))
					}
				}
				main.WriteString("  ret i32 0\n}\n")
				path := filepath.Join(t.TempDir(), "seed.ll")
				if err := os.WriteFile(path, append(out, []byte("\n"+main.String())...), 0o644); err != nil {
					t.Fatal(err)
				}
				cmd := exec.Command(lli, append(tc.flags, path)...)
				res, err := cmd.CombinedOutput()
				if err != nil {
					t.Fatalf("%s: %v\n%s", tc.lli, err, res)
				}
				got := strings.Fields(string(res))
				if len(got) != 4 {
					t.Fatalf("%s printed %q", tc.lli, res)
				}
				for k, w := range want {
					var v float64
					if _, err := fmt.Sscan(got[k], &v); err != nil || math.Abs(v-w) > 1e-15 {
						t.Errorf("%s: d/d%d = %s, want %v", tc.lli, k, got[k], w)
					}
				}
			})
		}
	}
}
