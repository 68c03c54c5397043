package lltext

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
)

// A name after @ or % never starts with a digit: `@0A` is @0 then A, and
// llvm-as-22 rejects it at the A (found by FuzzVerifyDifferential:
// `@0A=constant[0 x i8]c""` was read as a global named "0A"); nor does a
// quoted name or label hold a NUL byte. Both readers reject each case at
// the same line:column.
func TestNumberedNameFollowedByLetters(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	loc := regexp.MustCompile(`:(\d+:\d+): error`)
	for _, src := range []string{
		"@0A = constant [0 x i8] c\"\"\n",
		"define void @f() {\n  %0a = add i32 1, 2\n  ret void\n}\n",
		"@g = global i32 0\n@0x = alias i32, ptr @g\n",
		// A NUL byte in a quoted name or label: llvm-as-22 rejects it.
		"@\"a\\00b\" = global i32 0\n",
		"$\"a\\00\" = comdat any\n@g = global i32 0, comdat($\"a\\00\")\n",
		"define void @f() {\n  %\"x\\00\" = add i32 1, 2\n  ret void\n}\n",
		"define void @f() {\n\"b\\00\":\n  ret void\n}\n",
	} {
		p := filepath.Join(t.TempDir(), "t.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, asErr := exec.Command(as, p, "-o", os.DevNull).CombinedOutput()
		if asErr == nil {
			t.Errorf("%q: llvm-as-22 accepts it; the test expects it not to", src)
			continue
		}
		_, err := Parse(p, []byte(src))
		if err == nil {
			t.Errorf("%q: irfix's reader accepts what llvm-as-22 rejects:\n%s", src, out)
			continue
		}
		if m := loc.FindSubmatch(out); m == nil || !strings.Contains(err.Error(), ":"+string(m[1])+":") {
			t.Errorf("%q: irfix's error %q is not at llvm-as-22's position:\n%s", src, err, out)
		}
	}
}

// `dwarfAddressSpace: 4294967295` is LLVM's "no address space": the node
// llvm-as-22 builds prints without the field, and irfix's reader drops it
// (kept, it was written as address space 4294967295, which opt-22's
// verifier rejects on a member).
func TestDWARFAddressSpaceNoneIsDropped(t *testing.T) {
	dis := testenv.Tool(t, "llvm-dis-22")
	as := testenv.Tool(t, "llvm-as-22")
	src := "!0 = !DIDerivedType(tag: DW_TAG_member, baseType: null, dwarfAddressSpace: 4294967295)\n!n = !{!0}\n"
	dir := t.TempDir()
	p := filepath.Join(dir, "t.ll")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bc := filepath.Join(dir, "t.bc")
	if out, err := exec.Command(as, p, "-o", bc).CombinedOutput(); err != nil {
		t.Fatalf("llvm-as-22: %v\n%s", err, out)
	}
	out, err := exec.Command(dis, bc, "-o", "-").CombinedOutput()
	if err != nil || strings.Contains(string(out), "dwarfAddressSpace") {
		t.Fatalf("llvm-dis-22 (%v) keeps an address space:\n%s", err, out)
	}
	m, err := Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := m.NamedMD[0].Nodes[0].Field("dwarfAddressSpace"); ok {
		t.Errorf("irfix keeps dwarfAddressSpace: 4294967295")
	}
}

// C-style comments end where LLVM's lexer ends them (found by
// FuzzVerifyDifferential: "/***/" read as an empty module; llvm-as-22
// finds it unterminated).
func TestCCommentLikeLLVM(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	for _, src := range []string{"/***/\n", "/* a **/\n", "/* a */\n", "/**/\n", "/* a * / b */\n", "/* a\n", "/*/\n",
		"/* a ***/ @g = global i32 0\n", "@g = global i32 0 /* x */\n"} {
		p := filepath.Join(t.TempDir(), "t.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		_, asErr := exec.Command(as, p, "-o", os.DevNull).CombinedOutput()
		_, err := Parse(p, []byte(src))
		if (asErr == nil) != (err == nil) {
			t.Errorf("%q: llvm-as-22 says %v, irfix's reader %v", src, asErr, err)
		}
	}
}

// An intrinsic called without a declaration is declared only when LLVM
// knows its name (found by FuzzVerifyDifferential: `call i8 @llvm.()`
// was declared; llvm-as-22 says "unknown intrinsic").
func TestUndeclaredIntrinsicNames(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	loc := regexp.MustCompile(`:(\d+:\d+): error`)
	for _, callee := range []string{"void @llvm.trap()", "i32 @llvm.smax.i32(i32 1, i32 2)", "i8 @llvm.()",
		"void @llvm.trapx()", "<4 x float> @llvm.fmwladd.v4f32(<4 x float> zeroinitializer, <4 x float> zeroinitializer, <4 x float> zeroinitializer)",
		"float @llvm.fmuladd.f32(float 1.0, float 2.0, float 3.0)"} {
		src := "define void @f() {\n  %r = call " + callee + "\n  ret void\n}\n"
		if strings.HasPrefix(callee, "void ") {
			src = "define void @f() {\n  call " + callee + "\n  ret void\n}\n"
		}
		p := filepath.Join(t.TempDir(), "t.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, asErr := exec.Command(as, p, "-o", os.DevNull).CombinedOutput()
		_, err := Parse(p, []byte(src))
		if (asErr == nil) != (err == nil) {
			t.Errorf("%q: llvm-as-22 says %v %s, irfix's reader %v", callee, asErr, out, err)
			continue
		}
		if err != nil {
			if m := loc.FindSubmatch(out); m == nil || !strings.Contains(err.Error(), ":"+string(m[1])+":") {
				t.Errorf("%q: irfix's error %q is not at llvm-as-22's position:\n%s", callee, err, out)
			}
		}
	}
}
