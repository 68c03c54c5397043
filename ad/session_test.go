package ad

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// Callees shared between functions (sq, h, k), a mutable global (@g, whose
// shadow the gradients of a and b clear), and a function whose derivative
// fails after a new callee's derivative was made (bad calls k, then
// @mystery with active data).
const sessionSrc = `
target datalayout = "e-m:e-i64:64-n32:64-S128"

@g = global double 2.0

declare double @mystery(double)

define internal double @sq(double %x) {
  %m = fmul double %x, %x
  ret double %m
}

define double @h(double %x) {
  %a = call double @sq(double %x)
  %l = load double, ptr @g
  %s = fmul double %a, %l
  ret double %s
}

define double @k(double %x) {
  %a = call double @sq(double %x)
  %s = fadd double %a, %x
  ret double %s
}

define double @a(double %x, double %y) {
  %r = call double @h(double %x)
  %t = call double @sq(double %y)
  %s = fadd double %r, %t
  ret double %s
}

define double @bad(double %x) {
  %r = call double @k(double %x)
  %m = call double @mystery(double %r)
  ret double %m
}

define void @b(ptr %p, double %x) {
  %v = load double, ptr %p
  %r = call double @h(double %v)
  %q = fmul double %r, %x
  store double %q, ptr %p
  store double %x, ptr @g
  ret void
}

define double @c(double %x) {
  %r = call double @k(double %x)
  %s = call double @h(double %r)
  ret double %s
}
`

// defines splits a printed module into its function definitions by name.
func defines(text string) map[string]string {
	out := map[string]string{}
	for _, chunk := range strings.Split(text, "\ndefine ")[1:] {
		end := strings.Index(chunk, "\n}\n")
		body := chunk[:end+2]
		at := strings.Index(body, "@")
		name := body[at+1 : at+strings.IndexByte(body[at:], '(')]
		out[name] = body
	}
	return out
}

// A Session's derivatives are, function by function, the code (and the
// names) Differentiate generates on the unchanged module; the callees'
// derivatives are made once; a failed call leaves the session able to
// generate the same code later.
func TestSessionMatchesDifferentiate(t *testing.T) {
	type call struct {
		fn   string
		mode Mode
		fail bool
	}
	calls := []call{
		{"a", Reverse, false},
		{"bad", Reverse, true},
		{"b", Reverse, false},
		{"c", Reverse, false},
		{"a", Forward, false},
		{"bad", Forward, true},
		{"c", Forward, false},
		{"h", Reverse, false},
	}
	m := parseIR(t, "s.ll", sessionSrc)
	n0, g0 := len(m.Funcs), len(m.Globals)
	s, err := NewSession(m)
	if err != nil {
		t.Fatal(err)
	}
	orig := defines(sessionSrc)
	want := map[string]string{}
	for _, c := range calls {
		pub, _, err := s.Differentiate(c.fn, Options{Mode: c.mode})
		fresh := parseIR(t, "s.ll", sessionSrc)
		_, _, ferr := Differentiate(fresh, c.fn, Options{Mode: c.mode})
		if c.fail {
			if !errors.Is(err, ErrNotDifferentiable) || ferr == nil || err.Error() != ferr.Error() {
				t.Fatalf("%s %s: session error %v, Differentiate error %v: want the same ErrNotDifferentiable", c.mode, c.fn, err, ferr)
			}
			continue
		}
		if err != nil || ferr != nil {
			t.Fatalf("%s %s: session error %v, Differentiate error %v", c.mode, c.fn, err, ferr)
		}
		got := defines(lltext.Format(m))
		// Every function here reaches h, which reads @g: its public
		// derivative starts by clearing @g's shadow.
		if !strings.Contains(got[pub.Name], "@llvm.memset.p0.i64(ptr @g_shadow, i8 0, i64 8") {
			t.Errorf("%s %s: @%s does not clear @g_shadow:\n%s", c.mode, c.fn, pub.Name, got[pub.Name])
		}
		for name, text := range defines(lltext.Format(fresh)) {
			if got[name] != text {
				t.Errorf("%s %s: @%s differs from Differentiate's:\nsession:\n%s\nDifferentiate:\n%s", c.mode, c.fn, name, got[name], text)
			}
			if _, ok := orig[name]; !ok {
				want[name] = text
			}
		}
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("session module does not verify: %v", err)
	}
	// Every function the session added is one Differentiate made, once.
	added := 0
	for _, f := range m.Funcs[n0:] {
		if f.IsDeclaration() {
			continue
		}
		added++
		if _, ok := want[f.Name]; !ok {
			t.Errorf("session added @%s, which no Differentiate call made", f.Name)
		}
	}
	if added != len(want) {
		t.Errorf("session added %d functions, the Differentiate calls %d distinct ones", added, len(want))
	}
	// The session adds @g's shadow and, because reverse derivatives use a
	// tape, the one spare-buffer global the tape keeps between calls.
	var addedGlobals []string
	for _, g := range m.Globals[g0:] {
		addedGlobals = append(addedGlobals, g.Name)
	}
	slices.Sort(addedGlobals)
	if want := []string{"g_shadow", "irfix.ad.tape.spare"}; !slices.Equal(addedGlobals, want) {
		t.Errorf("session added globals %v, want %v", addedGlobals, want)
	}
	for _, name := range []string{"k.aug.a", "k.rev.a", "k.fwd.a", "sq.aug.a", "h.aug.a", "g_shadow"} {
		if !strings.Contains(lltext.Format(m), "@"+name+"(") && !strings.Contains(lltext.Format(m), "@"+name+" ") {
			t.Errorf("@%s missing from the session's module", name)
		}
	}
}

// NoReport changes nothing but the report.
func TestNoReportSameCode(t *testing.T) {
	for _, mode := range []Mode{Reverse, Forward} {
		m1 := parseIR(t, "s.ll", sessionSrc)
		m2 := parseIR(t, "s.ll", sessionSrc)
		_, r1, err1 := Differentiate(m1, "b", Options{Mode: mode})
		_, r2, err2 := Differentiate(m2, "b", Options{Mode: mode, NoReport: true})
		if err1 != nil || err2 != nil {
			t.Fatalf("%s: %v / %v", mode, err1, err2)
		}
		if a, b := lltext.Format(m1), lltext.Format(m2); a != b {
			t.Errorf("%s: NoReport changed the generated code:\n%s\nwith NoReport:\n%s", mode, a, b)
		}
		if len(r2.Lines) != 0 {
			t.Errorf("%s: NoReport returned a report: %q", mode, r2.Lines)
		}
		if mode == Reverse && len(r1.Lines) == 0 {
			t.Errorf("reverse: no report without NoReport")
		}
	}
}

// Derived names the functions whose bodies the session has copied into
// derivatives: the function differentiated and its callees, not the
// module's other functions.
func TestSessionDerived(t *testing.T) {
	m := parseIR(t, "s.ll", sessionSrc)
	s, err := NewSession(m)
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Differentiate("k", Options{}); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"k": true, "sq": true, "h": false, "a": false, "c": false} {
		if got := s.Derived(m.Func(name)); got != want {
			t.Errorf("Derived(@%s) = %v after differentiating @k; want %v", name, got, want)
		}
	}
	if _, _, err := s.Differentiate("c", Options{Mode: Forward}); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]bool{"c": true, "h": true, "a": false} {
		if got := s.Derived(m.Func(name)); got != want {
			t.Errorf("Derived(@%s) = %v after also differentiating @c; want %v", name, got, want)
		}
	}
}
