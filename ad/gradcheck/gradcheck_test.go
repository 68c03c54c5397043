package gradcheck

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

func load(t *testing.T) *ir.Module {
	t.Helper()
	src, err := os.ReadFile("testdata/handwritten.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := lltext.Parse("handwritten.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// analytic is ∂f/∂x[i] and ∂f/∂a of f = a Σ sin(x_i) x_i.
func analytic(x []float64, a float64) ([]float64, float64) {
	g := make([]float64, len(x))
	s := 0.0
	for i, v := range x {
		g[i] = a * (math.Cos(v)*v + math.Sin(v))
		s += math.Sin(v) * v
	}
	return g, s
}

func xs(n int) []float64 {
	x := make([]float64, n)
	for i := range x {
		x[i] = 0.3 + 0.9*math.Sin(float64(i)*1.3)
	}
	return x
}

// TestHandwritten checks correct hand-written derivatives: every row is
// within tolerance, and the table's numbers are the analytic derivative.
func TestHandwritten(t *testing.T) {
	for _, n := range []int{1, 7, 100} {
		m := load(t)
		x := xs(n)
		res, err := Check(m, "f", Options{
			At:     []float64{float64(n), 1.5},
			Arrays: map[string][]float64{"x": x},
			Grad:   "f_grad", JVP: "f_jvp",
			Random: 2,
		})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := res.Write(&b); err != nil {
			t.Fatal(err)
		}
		if !res.OK() {
			t.Fatalf("n=%d: hand-written derivative rejected:\n%s", n, &b)
		}
		if res.Tol != 1e-6 || !strings.Contains(b.String(), "tolerance 1e-06") {
			t.Errorf("tolerance not 1e-6 or not stated:\n%s", &b)
		}
		g, da := analytic(x, 1.5)
		for _, r := range res.Rows {
			if r.Point != 0 {
				continue
			}
			var want float64
			switch {
			case r.Arg == "a":
				want = da
			case strings.HasPrefix(r.Arg, "x["):
				i, _ := strconv.Atoi(strings.TrimSuffix(strings.TrimPrefix(r.Arg, "x["), "]"))
				want = g[i]
			default: // the random direction row
				continue
			}
			if RelErr(r.Reverse, want) > 1e-14 || RelErr(r.FD, want) > 1e-9 {
				t.Errorf("n=%d %s: reverse %v, FD %v, analytic %v", n, r.Arg, r.Reverse, r.FD, want)
			}
		}
		if n == 100 {
			if !strings.Contains(b.String(), "v·∇ (random v over all 101)") {
				t.Errorf("n=100: no random-direction row:\n%s", &b)
			}
			if len(res.Points) != 3 {
				t.Errorf("Random: 2 gave %d points", len(res.Points))
			}
		}
		// Gradient lists return, dx[0..n-1], da.
		if len(res.Gradient) != n+2 || res.Gradient[0].Label != "return" || res.Gradient[n+1].Label != "da" {
			t.Errorf("Gradient = %v", res.Gradient)
		}
	}
}

// TestWrongDerivativeFails: a forward derivative missing a term is caught
// and the table says FAIL.
func TestWrongDerivativeFails(t *testing.T) {
	m := load(t)
	res, err := Check(m, "f", Options{
		At:     []float64{7, 1.5},
		Arrays: map[string][]float64{"x": xs(7)},
		Grad:   "f_grad", JVP: "f_jvp_wrong",
	})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	res.Write(&b)
	if res.OK() || !strings.Contains(b.String(), "FAIL") {
		t.Fatalf("a wrong derivative passed:\n%s", &b)
	}
	// da is right in both (the wrong term is only in x's tangent).
	for _, r := range res.Rows {
		if r.Arg == "a" && r.RelErr > 1e-6 {
			t.Errorf("row a: %+v", r)
		}
	}
}

// TestInPlaceSeeds: a void function updating its array in place is
// checked through the seeded objective Σ seed[i]·x[i] after the call.
func TestInPlaceSeeds(t *testing.T) {
	m := load(t)
	x := xs(5)
	res, err := Check(m, "sq", Options{
		At:     []float64{5},
		Arrays: map[string][]float64{"0": x},
		Grad:   "sq_grad", JVP: "sq_jvp",
	})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	res.Write(&b)
	if !res.OK() {
		t.Fatalf("in-place derivative rejected:\n%s", &b)
	}
	for i, r := range res.Rows {
		seed := 1 + float64((i*7)%11)/10
		if want := seed * 2 * x[i]; RelErr(r.Reverse, want) > 1e-15 {
			t.Errorf("%s: %v, want %v", r.Arg, r.Reverse, want)
		}
	}
}

func TestBadOptions(t *testing.T) {
	m := load(t)
	for _, c := range []struct {
		opts Options
		want string
	}{
		{Options{At: []float64{1}}, "2 scalar parameters; --at gives 1"},
		{Options{At: []float64{1, 2}, Arrays: map[string][]float64{"y": {1}}}, `no parameter "y"`},
		{Options{At: []float64{1, 2}, Const: []string{"q"}}, "--const q"},
		{Options{At: []float64{1, 2}, Grad: "nope", JVP: "f_jvp"}, "no @nope"},
		{Options{At: []float64{1, 2}, Arrays: map[string][]float64{"x": {1}}, Grad: "f_jvp", JVP: "f_jvp"}, "ABI"},
	} {
		_, err := Check(m, "f", c.opts)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.opts, err, c.want)
		}
	}
}

// TestDriverUnderLLI: the driver's main prints under lli-22 what
// Gradient computes in the interpreter.
func TestDriverUnderLLI(t *testing.T) {
	lli := testenv.Tool(t, "lli-22")
	m := load(t)
	opts := Options{At: []float64{7, 1.5}, Arrays: map[string][]float64{"x": xs(7)}, Grad: "f_grad"}
	want, err := Gradient(m, "f", opts)
	if err != nil {
		t.Fatal(err)
	}
	drv, err := Driver(m, "f", opts)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := lltext.Print(&b, m); err != nil {
		t.Fatal(err)
	}
	b.WriteString(drv)
	if _, err := lltext.Parse("with-driver.ll", b.Bytes()); err != nil {
		t.Fatalf("driver does not parse: %v\n%s", err, drv)
	}
	cmd := exec.Command(lli, "-")
	cmd.Stdin = &b
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("lli-22: %v\n%s", err, out)
	}
	got := strings.Fields(string(out))
	if len(got) != len(want) {
		t.Fatalf("lli printed %d values, interpreter has %d:\n%s", len(got), len(want), out)
	}
	for i, s := range got {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil || RelErr(v, want[i].V) > 1e-15 {
			t.Errorf("%s: lli %s, interpreter %v", want[i].Label, s, want[i].V)
		}
	}
}

// TestDriverJVPUnderLLI: the forward driver's main prints under lli-22
// the tangents Check computed in the interpreter, for a function
// returning its value and for one updating its array in place.
func TestDriverJVPUnderLLI(t *testing.T) {
	lli := testenv.Tool(t, "lli-22")
	for _, c := range []struct {
		fn   string
		opts Options
	}{
		{"f", Options{At: []float64{7, 1.5}, Arrays: map[string][]float64{"x": xs(7)}, Grad: "f_grad", JVP: "f_jvp"}},
		{"sq", Options{At: []float64{5}, Arrays: map[string][]float64{"x": xs(5)}, Grad: "sq_grad", JVP: "sq_jvp"}},
	} {
		m := load(t)
		res, err := Check(m, c.fn, c.opts)
		if err != nil || !res.OK() {
			t.Fatalf("%s: %v", c.fn, err)
		}
		drv, err := DriverJVP(m, c.fn, c.opts)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := lltext.Print(&b, m); err != nil {
			t.Fatal(err)
		}
		b.WriteString(drv)
		cmd := exec.Command(lli, "-")
		cmd.Stdin = &b
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("lli-22: %v\n%s\n%s", err, out, drv)
		}
		got := strings.Fields(string(out))
		if len(got) != len(res.Tangents) || len(got) != len(res.Rows) {
			t.Fatalf("%s: lli printed %d values, the interpreter has %d tangents (%d rows):\n%s", c.fn, len(got), len(res.Tangents), len(res.Rows), out)
		}
		for i, s := range got {
			v, err := strconv.ParseFloat(s, 64)
			if err != nil || RelErr(v, res.Tangents[i].V) > 1e-15 || res.Tangents[i].V != res.Rows[i].Forward {
				t.Errorf("%s %s: lli %s, interpreter %v (row %v)", c.fn, res.Tangents[i].Label, s, res.Tangents[i].V, res.Rows[i].Forward)
			}
		}
	}
}

func loadFile(t *testing.T, name string) *ir.Module {
	t.Helper()
	src, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := lltext.Parse(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestRows: a double ** parameter is laid out as rows with shadow rows;
// the partials are 2(i+1)·r[i][j].
func TestRows(t *testing.T) {
	m := loadFile(t, "rows.ll")
	rows := [][]float64{{0.5, -0.25, 0.75}, {1.5, 0.125, -1}, {0.3, 0.6, 0.9}}
	res, err := Check(m, "rows", Options{At: []float64{3, 3}, Rows: map[string][][]float64{"r": rows}, Grad: "rows_grad", JVP: "rows_jvp"})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	res.Write(&b)
	if !res.OK() || len(res.Rows) != 9 {
		t.Fatalf("rows:\n%s", &b)
	}
	for k, r := range res.Rows {
		i, j := k/3, k%3
		if want := 2 * float64(i+1) * rows[i][j]; r.Arg != fmt.Sprintf("r[%d][%d]", i, j) || r.Reverse != want {
			t.Errorf("row %s: %v, want r[%d][%d] = %v", r.Arg, r.Reverse, i, j, want)
		}
	}
}

// TestFloat: single precision gets the stated 1e-3 tolerance, and a
// float array's element type is found from the loads.
func TestFloat(t *testing.T) {
	m := loadFile(t, "rows.ll")
	x := []float64{0.5, -0.25, 0.75, 1.5}
	res, err := Check(m, "fsq", Options{At: []float64{4}, Arrays: map[string][]float64{"x": x}, Grad: "fsq_grad", JVP: "fsq_jvp"})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	res.Write(&b)
	if !res.OK() || res.Tol != 1e-3 || !strings.Contains(b.String(), "tolerance 0.001") {
		t.Fatalf("float:\n%s", &b)
	}
	for i, r := range res.Rows {
		if r.Reverse != 2*x[i] || r.Forward != 2*x[i] {
			t.Errorf("%s: %v %v, want %v", r.Arg, r.Reverse, r.Forward, 2*x[i])
		}
	}
}
