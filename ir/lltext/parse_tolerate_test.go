package lltext

import (
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
)

// Issue 14 item 5: accept what LLVM's own parser accepts.

// llvmAs runs llvm-as-N on src and returns llvm-dis-N's text of the
// result, or the error.
func llvmAsDis(t *testing.T, n, src string) (string, error) {
	t.Helper()
	as, dis := testenv.Tool(t, "llvm-as-"+n), testenv.Tool(t, "llvm-dis-"+n)
	f := filepath.Join(t.TempDir(), "m.ll")
	if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bc, err := exec.Command(as, f, "-o", f+".bc").CombinedOutput()
	if err != nil {
		return string(bc), err
	}
	out, err := exec.Command(dis, f+".bc", "-o", "-").CombinedOutput()
	return string(out), err
}

// declares returns the module's `declare` lines with their attribute
// group references cut off.
func declares(text string) []string {
	var out []string
	for _, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, "declare ") {
			l, _, _ = strings.Cut(l, " #")
			out = append(out, l)
		}
	}
	return out
}

// TestMissingAttrGroup: a reference to an attribute group the module does
// not define is dropped, as llvm-as 14-22 does; the module parses.
func TestMissingAttrGroup(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"declare void @f() #2\n", "declare void @f()"},
		{"declare void @f() #2 nounwind\n", "declare void @f() #0"},
		{"declare void @f() #2\nattributes #2 = { nounwind }\n", "declare void @f() #0"},
		{"define void @g() {\n  call void @f() #7\n  ret void\n}\ndeclare void @f()\n", "  call void @f()"},
	} {
		m, err := Parse("t.ll", []byte(c.src))
		if err != nil {
			t.Errorf("%q: %v", c.src, err)
			continue
		}
		out := Format(m)
		if !strings.Contains(out, c.want+"\n") {
			t.Errorf("%q printed as\n%s\nwant a line %q", c.src, out, c.want)
		}
		for _, n := range []string{"14", "16", "22"} {
			want, err := llvmAsDis(t, n, c.src)
			if err != nil {
				t.Fatalf("llvm-as-%s rejects %q: %v\n%s", n, c.src, err, want)
			}
			got, err := llvmAsDis(t, n, out)
			if err != nil {
				t.Errorf("llvm-as-%s rejects irfix's print of %q: %v\n%s", n, c.src, err, got)
			} else if strings.Join(declares(got), "\n") != strings.Join(declares(want), "\n") {
				t.Errorf("llvm-as-%s: irfix's print of %q declares\n%v\nthe original\n%v", n, c.src, declares(got), declares(want))
			}
		}
	}
}

const undeclaredIntrinsics = `define void @g(ptr %p) {
  call void @llvm.trap()
  %x = call double @llvm.cos.f64(double 1.0)
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 8, i1 false)
  ret void
}
`

// TestUndeclaredIntrinsic: intrinsics called without a declaration get
// one, as LLVM 19+ parsers do; the printed module is then accepted by
// older readers too.
func TestUndeclaredIntrinsic(t *testing.T) {
	m, err := Parse("t.ll", []byte(undeclaredIntrinsics))
	if err != nil {
		t.Fatal(err)
	}
	out := Format(m)
	// Declarations as name and function type: LLVM also adds the
	// intrinsic's attributes from its own table, which irfix does not
	// have (readers add them again when they read the declaration).
	sigs := func(m *ir.Module) map[string]string {
		d := map[string]string{}
		for _, f := range m.Funcs {
			if len(f.Blocks) == 0 {
				d[f.Name] = f.Sig.String()
			}
		}
		return d
	}
	got := sigs(m)
	for _, n := range []string{"19", "22"} {
		text, err := llvmAsDis(t, n, undeclaredIntrinsics)
		if err != nil {
			t.Fatalf("llvm-as-%s rejects the module: %v\n%s", n, err, text)
		}
		wm, err := Parse("llvm-dis.ll", []byte(text))
		if err != nil {
			t.Fatalf("parse llvm-dis-%s output: %v", n, err)
		}
		if want := sigs(wm); !maps.Equal(got, want) {
			t.Errorf("irfix declares %v, llvm-as-%s %v", got, n, want)
		}
	}
	// LLVM 16 rejects the original but reads irfix's print.
	if _, err := llvmAsDis(t, "16", undeclaredIntrinsics); err == nil {
		t.Error("llvm-as-16 accepts undeclared intrinsics; the test's premise is wrong")
	}
	if msg, err := llvmAsDis(t, "16", out); err != nil {
		t.Errorf("llvm-as-16 rejects irfix's print: %v\n%s", err, msg)
	}
	// A non-intrinsic, or an intrinsic only referenced and never called,
	// is still an undefined value.
	for _, src := range []string{
		"define void @g() {\n  call void @nope()\n  ret void\n}\n",
		"@p = global ptr @llvm.trap\n",
	} {
		if _, err := Parse("t.ll", []byte(src)); err == nil || !strings.Contains(err.Error(), "use of undefined value") {
			t.Errorf("%q: err %v, want use of undefined value", src, err)
		}
	}
}
