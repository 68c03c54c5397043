package ad

import (
	"regexp"
	"testing"
)

// The grammar of one type mangling component, as LLVM spells the ones
// the rules meet (the specification isTypeSuffix is written from).
var typeSuffixSpec = regexp.MustCompile(`^(f16|bf16|f32|f64|f80|f128|ppcf128|i[0-9]+|p[0-9]+|v[0-9]+(f16|bf16|f32|f64|i[0-9]+|p[0-9]+)|nxv[0-9]+(f16|bf16|f32|f64|i[0-9]+))$`)

func TestIsTypeSuffixMatchesGrammar(t *testing.T) {
	// Every string built from the grammar's pieces and some near misses,
	// up to three pieces long.
	pieces := []string{"", "f", "16", "bf", "32", "64", "80", "128", "ppc", "i", "p", "v", "nx", "nxv", "4", "0", "x", "s", "a", "f16", "f32", "i8", "p0", "v4", "."}
	n, yes := 0, 0
	for _, a := range pieces {
		for _, b := range pieces {
			for _, c := range pieces {
				s := a + b + c
				want := typeSuffixSpec.MatchString(s)
				if got := isTypeSuffix(s); got != want {
					t.Errorf("isTypeSuffix(%q) = %v, the grammar says %v", s, got, want)
				}
				n++
				if want {
					yes++
				}
			}
		}
	}
	if yes < 50 || yes == n {
		t.Fatalf("the strings tried match %d of %d times: not a test of both answers", yes, n)
	}
}

func TestIntrinsicBase(t *testing.T) {
	for name, want := range map[string]string{
		"llvm.cos.f64":                   "llvm.cos",
		"llvm.powi.f64.i32":              "llvm.powi",
		"llvm.vector.reduce.fadd.v4f64":  "llvm.vector.reduce.fadd",
		"llvm.masked.load.nxv2f64.p0":    "llvm.masked.load",
		"llvm.fma.v8f32":                 "llvm.fma",
		"llvm.f64":                       "llvm.f64",
		"llvm.memcpy.p0.p0.i64":          "llvm.memcpy",
		"llvm.experimental.foo.v4x":      "llvm.experimental.foo.v4x",
		"cos.f64":                        "cos.f64",
		"llvm.x86.sse2.sqrt.pd":          "llvm.x86.sse2.sqrt.pd",
		"llvm.vector.reduce.fmax.nxv4p0": "llvm.vector.reduce.fmax.nxv4p0",
		"llvm.fmuladd.ppcf128":           "llvm.fmuladd",
		"llvm.sqrt.bf16":                 "llvm.sqrt",
	} {
		if got := intrinsicBase(name); got != want {
			t.Errorf("intrinsicBase(%q) = %q, want %q", name, got, want)
		}
	}
}
