package ad

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// Derivatives of functions compiled with debug information carry none of
// it (their code is new; its locations would point into the original's
// subprogram, which opt's verifier rejects), the originals keep theirs
// unchanged, and the gradients are right (finite differences in the
// interpreter, then lli after opt -passes=verify). clang-16 -O0 -g writes
// llvm.dbg.declare calls, clang-22 -O1 -g debug records.
func TestDebugInfoNotCopied(t *testing.T) {
	src := `__attribute__((noinline)) static double sq(double x) { return x * x; }
double cube_sum(double *x, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += sq(x[i]) * x[i];
  return s;
}
`
	hasDebug := func(i *ir.Instr) bool { return len(i.MD) > 0 || len(i.DbgRecords()) > 0 || isDbgCall(i) }
	for _, tc := range []struct{ cc, opt, kind string }{{"clang-16", "-O0", "dbg call"}, {"clang-22", "-O1", "dbg record"}} {
		t.Run(tc.cc+tc.opt, func(t *testing.T) {
			m := compileCWith(t, tc.cc, src, tc.opt, "-g")
			n0 := len(m.Funcs)
			before := defines(lltext.Format(m))
			calls, records := 0, 0
			f := findFunc(m, "cube_sum")
			f.Instrs(func(i *ir.Instr) {
				if isDbgCall(i) {
					calls++
				}
				records += len(i.DbgRecords())
			})
			if (tc.kind == "dbg call" && calls == 0) || (tc.kind == "dbg record" && records == 0) {
				t.Fatalf("%s wrote no %s into @cube_sum (%d calls, %d records)", tc.cc, tc.kind, calls, records)
			}
			args := []kArg{kP(kSeq(5, func(i int) float64 { return 0.5 + 0.25*float64(i) })), kI(5)}
			checkKernel(t, m, "cube_sum", args, 1e-6)
			after := defines(lltext.Format(m))
			for name, text := range before {
				if after[name] != text {
					t.Errorf("@%s changed by differentiating it:\n%s\nnow:\n%s", name, text, after[name])
				}
			}
			made := 0
			for _, g := range m.Funcs[n0:] {
				if len(g.Blocks) == 0 {
					continue
				}
				made++
				if len(g.MD) > 0 {
					t.Errorf("@%s has metadata attachments", g.Name)
				}
				g.Instrs(func(i *ir.Instr) {
					if hasDebug(i) {
						t.Errorf("@%s: %s carries debug information", g.Name, strings.TrimSpace(lltext.FormatValue(i)))
					}
				})
			}
			if made < 4 {
				t.Errorf("%d functions generated; want at least the reverse and forward derivatives of @cube_sum and @sq", made)
			}
			grad := findFunc(m, "cube_sum_grad")
			w := weights(args)
			want := reverseGrad(t, m, grad, f, args, w)
			got := lliGrad(t, m, grad, f, args, w, strings.TrimPrefix(tc.cc, "clang-"))
			for j := range want[0] {
				if !near(got[0][j], want[0][j], 1e-13) {
					t.Errorf("lli: d/dx[%d] = %v, interpreter %v", j, got[0][j], want[0][j])
				}
			}
		})
	}
}
