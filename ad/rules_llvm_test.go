package ad

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// TestRuleIRPassesLLVMVerifier puts the code of every rule, as the rule
// tests build it (every elementwise rule at f64, f32, <2 x double> and
// <4 x float>, every Tangent/Adjoint entry), into one module, and has
// irfix's verifier and LLVM's accept it: opt-22 -passes=verify on the
// newest spelling, and opt-16 on the spelling for LLVM 16 (splat
// constants written out).
func TestRuleIRPassesLLVMVerifier(t *testing.T) {
	m := buildRuleModule(ruleCases()).m
	buildTanAdj(t, m)
	buildTies(m)
	buildPrecision(t, m)
	buildFrexpLibm(t, m)
	if err := ir.Verify(m); err != nil {
		t.Fatalf("ir.Verify: %v", err)
	}
	defined := 0
	for _, f := range m.Funcs {
		if !f.IsDeclaration() {
			defined++
		}
	}
	if defined < 500 {
		t.Fatalf("only %d functions built: the rule tests did not build the table", defined)
	}
	for _, c := range []struct {
		tool string
		opt  lltext.PrintOptions
	}{{"opt-22", lltext.PrintOptions{}}, {"opt-16", lltext.PrintOptions{ExpandSplat: true}}} {
		opt := testenv.Tool(t, c.tool)
		var text bytes.Buffer
		if err := lltext.PrintWith(&text, m, c.opt); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
		cmd.Stdin = &text
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Run(); err != nil {
			msg := stderr.String()
			if len(msg) > 4000 {
				msg = msg[:4000]
			}
			t.Errorf("%s -passes=verify rejects the rules' module (%d functions): %v\n%s", c.tool, defined, err, strings.TrimSpace(msg))
		}
	}
}
