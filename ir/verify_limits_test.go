package ir_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// The issue-14 modules: each is rejected by llvm-as and must be rejected
// by Verify with a located message (FILE:LINE:COL), so that commands
// that verify their input refuse them instead of writing bitcode LLVM
// cannot read.
func TestVerifyRejectsWhatLLVMRejects(t *testing.T) {
	cases := []struct {
		name, src, want string
	}{
		{"recursive struct", "%t = type { %t }\n@g = external global %t\n",
			"t.ll:2:1: %t: named struct contains itself by value (infinite size) (used by @g)"},
		{"recursive through an array", "%t = type { i32, %u }\n%u = type { [2 x %t] }\n" +
			"define void @f(ptr %p) {\n  %x = load %t, ptr %p\n  ret void\n}\n",
			"t.ll:4:3: %t: named struct contains itself by value"},
		{"duplicate switch case", "define i32 @f(i32 %x) {\nentry:\n  switch i32 %x, label %d [ i32 1, label %a\n    i32 1, label %b ]\n" +
			"a:\n  ret i32 1\nb:\n  ret i32 2\nd:\n  ret i32 0\n}\n",
			"t.ll:3:3: @f: %entry: instr 0"},
		{"debug line beyond 32 bits", dbgModule("line: 99999999999, column: 3"),
			"t.ll:2:3: @f: %0: instr 0 (ret): !dbg: DILocation line: 99999999999 is too large (LLVM's limit is 4294967295, 32 bits)"},
		{"debug column beyond 16 bits", dbgModule("line: 1, column: 65536"),
			"DILocation column: 65536 is too large (LLVM's limit is 65535, 16 bits)"},
		{"negative debug line", dbgModule("line: -1, column: 1"),
			"DILocation line: -1 is negative"},
		{"subprogram line beyond 32 bits", strings.Replace(dbgModule("line: 1, column: 1"), "scopeLine: 1", "scopeLine: 4294967296", 1),
			"DISubprogram scopeLine: 4294967296 is too large"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m, err := lltext.Parse("t.ll", []byte(tc.src))
			if err != nil {
				t.Fatalf("parse: %v", err)
			}
			err = ir.Verify(m)
			if !errors.Is(err, ir.ErrInvalid) {
				t.Fatalf("Verify = %v, want ErrInvalid", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Verify:\n%v\nwant a line containing %q", err, tc.want)
			}
			if !regexp.MustCompile(`(?m)^t\.ll:\d+:\d+: `).MatchString(err.Error()) {
				t.Errorf("no located problem in:\n%v", err)
			}
			// The oracle agrees that the module is invalid.
			as := testenv.Tool(t, "llvm-as-22")
			p := filepath.Join(t.TempDir(), "t.ll")
			if err := os.WriteFile(p, []byte(tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(as, p, "-o", os.DevNull).CombinedOutput(); err == nil {
				t.Errorf("llvm-as-22 accepts it, so Verify should too:\n%s", out)
			}
		})
	}
}

func dbgModule(loc string) string {
	return `define void @f() !dbg !5 {
  ret void, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "x", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(` + loc + `, scope: !5)
`
}

// At the limit the same module verifies, and LLVM takes it.
func TestVerifyDebugFieldsAtLimit(t *testing.T) {
	src := strings.Replace(dbgModule("line: 4294967295, column: 65535"), "scopeLine: 1", "scopeLine: 4294967295", 1)
	m, err := lltext.Parse("t.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("Verify: %v", err)
	}
	opt := testenv.Tool(t, "opt-22")
	p := filepath.Join(t.TempDir(), "t.ll")
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(opt, "-passes=verify", p, "-o", os.DevNull).CombinedOutput(); err != nil {
		t.Fatalf("opt-22 rejects it: %v\n%s", err, out)
	}
}

// Each field limit the verifier enforces is the one llvm-as-22 states
// ("value for 'line' too large, limit is 4294967295"), for every
// unsigned and enumeration field of the table.
func TestDIFieldLimitsMatchLLVM(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	re := regexp.MustCompile(`too large, limit is (\d+)`)
	dir := t.TempDir()
	checked := 0
	kinds := []string{"DISubrangeType", "DIBasicType", "DIFixedPointType", "DIStringType", "DISubprogram",
		"DIGlobalVariable", "DIObjCProperty"}
	for kind := range diRequired {
		kinds = append(kinds, kind)
	}
	for _, kind := range kinds {
		for _, f := range ir.DIFieldNames(kind) {
			limit, ok := ir.DIFieldLimit(kind, f)
			if !ok {
				continue
			}
			checked++
			src := diNode(kind, f, "18446744073709551616")
			p := filepath.Join(dir, "f.ll")
			if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			out, _ := exec.Command(as, p, "-o", os.DevNull).CombinedOutput()
			mm := re.FindSubmatch(out)
			if mm == nil {
				t.Errorf("%s %s: llvm-as-22 states no limit: %s", kind, f, out)
				continue
			}
			if fmt.Sprint(limit) != string(mm[1]) {
				t.Errorf("%s %s: verifier limit %d, llvm-as-22 says %s", kind, f, limit, mm[1])
			}
		}
	}
	if checked < 50 {
		t.Errorf("only %d limits checked", checked)
	}
}

// Datalayouts LLVM's parser refuses (found by FuzzVerifyDifferential:
// "-" gave bitcode opt-22 rejects with "empty specification is not
// allowed"); both opt-14 and opt-22 refuse each.
func TestVerifyDataLayout(t *testing.T) {
	bad := []string{"-", "e-", "-e", "e--m:e", "e-m:q", "e-m:", "e-n:8", "e-n0", "e-F8", "e-P", "e-x", "e-i64"}
	good := []string{"", "e", "E-m:e", "e-m:o-i64:64-i128:128-n32:64-S128-Fn32", "e-n8:16:32:64-S128-Fi8-P1-G1-A5-ni:1-m:a"}
	opts := []string{testenv.Tool(t, "opt-14"), testenv.Tool(t, "opt-22")}
	dir := t.TempDir()
	for _, dl := range append(bad, good...) {
		src := fmt.Sprintf("target datalayout = %q\n", dl)
		m, err := lltext.Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatalf("%q: parse: %v", dl, err)
		}
		vErr := ir.Verify(m)
		wantBad := false
		for _, b := range bad {
			wantBad = wantBad || b == dl
		}
		if wantBad != (vErr != nil) {
			t.Errorf("%q: Verify = %v, want invalid %v", dl, vErr, wantBad)
		}
		p := filepath.Join(dir, "t.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, opt := range opts {
			out, err := exec.Command(opt, "-passes=verify", "-disable-output", p).CombinedOutput()
			if wantBad != (err != nil) {
				t.Errorf("%q: %s says %v (%s), the test expects invalid %v", dl, filepath.Base(opt), err, out, wantBad)
			}
		}
	}
}

// range attributes must fit the value they describe (found by
// FuzzVerifyDifferential: `range(i1 0, 0)` on an i64 return passed).
func TestVerifyRangeAttr(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	dir := t.TempDir()
	for _, tc := range []struct {
		src string
		ok  bool
	}{
		{"define range(i1 0, 0) i64 @f() {\n  ret i64 0\n}\n", false},
		{"define range(i64 5, 5) i64 @f() {\n  ret i64 0\n}\n", false},
		{"define i64 @f(i32 range(i64 0, 4) %x) {\n  ret i64 0\n}\n", false},
		{"declare i64 @g(i64)\ndefine i64 @f() {\n  %r = call range(i32 0, 9) i64 @g(i64 1)\n  ret i64 %r\n}\n", false},
		{"define range(i64 0, 10) i64 @f() {\n  ret i64 0\n}\n", true},
		{"define range(i8 -1, -1) i8 @f() {\n  ret i8 0\n}\n", false},
		{"define range(i8 0, 0) i8 @f() {\n  ret i8 0\n}\n", true},
		{"define <2 x i32> @f(<2 x i32> range(i32 0, 4) %x) {\n  ret <2 x i32> %x\n}\n", true},
	} {
		m, err := lltext.Parse("t.ll", []byte(tc.src))
		if err != nil {
			t.Fatalf("parse: %v\n%s", err, tc.src)
		}
		vErr := ir.Verify(m)
		if (vErr == nil) != tc.ok {
			t.Errorf("Verify = %v, want ok %v for\n%s", vErr, tc.ok, tc.src)
		}
		p := filepath.Join(dir, "t.ll")
		if err := os.WriteFile(p, []byte(tc.src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(opt, "-passes=verify", "-disable-output", p).CombinedOutput()
		if (err == nil) != tc.ok {
			t.Errorf("opt-22: %v %s; the test expects ok %v for\n%s", err, out, tc.ok, tc.src)
		}
	}
}

// An attribute no LLVM knows (found by FuzzVerifyDifferential:
// `attributes #0 = { A }`): LLVM 22 and the text reader reject it, and a
// module built in Go with one fails Verify instead of being written.
func TestVerifyUnknownAttr(t *testing.T) {
	src := "attributes #0 = { A }\ndeclare void @f() #0\n"
	opt := testenv.Tool(t, "opt-22")
	cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
	cmd.Stdin = strings.NewReader(src)
	if out, err := cmd.CombinedOutput(); err == nil {
		t.Errorf("opt-22 accepts %q: %s", src, out)
	}
	if _, err := lltext.Parse("t.ll", []byte(src)); err == nil || !strings.Contains(err.Error(), "t.ll:1:19") {
		t.Errorf("Parse = %v, want an error at t.ll:1:19", err)
	}
	for _, a := range []ir.Attr{{Raw: "A"}, {Kind: ir.AttrKind(ir.NumAttrKinds)}, {Kind: 0xff}} {
		m, err := lltext.Parse("t.ll", []byte("define void @f(i32 %x) {\n  ret void\n}\n"))
		if err != nil {
			t.Fatal(err)
		}
		if err := ir.Verify(m); err != nil {
			t.Fatalf("valid module: %v", err)
		}
		f := m.Func("f")
		f.Attrs.Fn = append(f.Attrs.Fn, a)
		if err := ir.Verify(m); err == nil || !strings.Contains(err.Error(), "not an LLVM attribute") {
			t.Errorf("fn attr %+v: Verify = %v", a, err)
		}
		f.Attrs.Fn = nil
		f.Attrs.SetParam(0, ir.AttrSet{a})
		if err := ir.Verify(m); err == nil || !strings.Contains(err.Error(), "not an LLVM attribute") {
			t.Errorf("param attr %+v: Verify = %v", a, err)
		}
	}
}

// A DICompileUnit needs language (LLVM 11-21) or sourceLanguageName
// (LLVM 22); found by FuzzVerifyDifferential (testdata/fuzz/
// FuzzVerifyDifferential/6919c20ccbdb26d1).
func TestParseCompileUnitLanguage(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	file := "!1 = !DIFile(filename: \"a.c\", directory: \"\")\n"
	for _, tc := range []struct {
		cu string
		ok bool
	}{
		{"!0 = distinct !DICompileUnit(file: !1)\n", false},
		{"!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1)\n", true},
	} {
		src := "!llvm.dbg.cu = !{!0}\n" + tc.cu + file
		cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
		cmd.Stdin = strings.NewReader(src)
		out, err := cmd.CombinedOutput()
		if (err == nil) != tc.ok {
			t.Errorf("opt-22: %v %s; the test expects ok %v for\n%s", err, out, tc.ok, src)
		}
		_, err = lltext.Parse("t.ll", []byte(src))
		if (err == nil) != tc.ok {
			t.Errorf("Parse = %v, want ok %v for\n%s", err, tc.ok, src)
		}
	}
}

// A comment ends at '\r' as well as '\n' in LLVM's lexer; found by
// FuzzVerifyDifferential (testdata/fuzz/FuzzVerifyDifferential/
// 85e86387bd147b1a: ";\r0" was read as an empty module).
func TestParseCommentEndsAtCR(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	for _, tc := range []struct {
		src string
		ok  bool
	}{{";\r0", false}, {"; c\r@g = global i32 0\n", true}} {
		cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
		cmd.Stdin = strings.NewReader(tc.src)
		out, err := cmd.CombinedOutput()
		if (err == nil) != tc.ok {
			t.Errorf("opt-22: %v %s; the test expects ok %v for %q", err, out, tc.ok, tc.src)
		}
		if _, err := lltext.Parse("t.ll", []byte(tc.src)); (err == nil) != tc.ok {
			t.Errorf("Parse = %v, want ok %v for %q", err, tc.ok, tc.src)
		}
	}
}

// Fields of a specialized node other than DIExpression need a label;
// found by FuzzVerifyDifferential (testdata/fuzz/FuzzVerifyDifferential/
// ab24ff5dcf4be8f1).
func TestParseUnlabelledDIField(t *testing.T) {
	src := "!0 = !{}\n!5 = !DILocation(0, scope: !0)\n"
	opt := testenv.Tool(t, "opt-22")
	cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
	cmd.Stdin = strings.NewReader(src)
	if out, err := cmd.CombinedOutput(); err == nil {
		t.Errorf("opt-22 accepts %q: %s", src, out)
	}
	if _, err := lltext.Parse("t.ll", []byte(src)); err == nil || !strings.Contains(err.Error(), "field label") {
		t.Errorf("Parse = %v, want a field-label error", err)
	}
}

// A string attribute with a NUL byte (found by FuzzVerifyDifferential:
// `@0 = constant ... "\00"`) reads as text, but in bitcode the record ends
// the string at the NUL: llvm-as-22 writes bitcode that opt-22 then
// rejects ("Invalid attribute group entry"). irfix refuses to write it.
func TestStringAttrWithNULNotWritten(t *testing.T) {
	as := testenv.Tool(t, "llvm-as-22")
	opt := testenv.Tool(t, "opt-22")
	for _, src := range []string{"@g = constant i8 0 \"\\00\"\n", "declare void @f() \"k\"=\"a\\00b\"\n"} {
		dir := t.TempDir()
		p := filepath.Join(dir, "t.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		bc := filepath.Join(dir, "t.bc")
		if out, err := exec.Command(as, p, "-o", bc).CombinedOutput(); err != nil {
			t.Fatalf("%q: llvm-as-22: %v\n%s", src, err, out)
		}
		if out, err := exec.Command(opt, "-passes=verify", "-disable-output", bc).CombinedOutput(); err == nil {
			t.Errorf("%q: opt-22 reads LLVM's bitcode of it; the test expects it not to", src)
		} else if !strings.Contains(string(out), "attribute") {
			t.Errorf("%q: opt-22: %s", src, out)
		}
		m, err := lltext.Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatalf("%q: parse: %v", src, err)
		}
		if _, err := bitcode.Write(m, target.MustParse("22")); !errors.Is(err, bitcode.ErrNotExpressible) {
			t.Errorf("%q: bitcode.Write = %v, want ErrNotExpressible", src, err)
		}
	}
}

// Every datalayout specification kind, well and badly formed: Verify
// rejects exactly what opt-22 rejects (found by FuzzVerifyDifferential:
// "e0" passed; the checks now follow LLVM 22's specification grammar).
func TestVerifyDataLayoutMatchesOpt22(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	dir := t.TempDir()
	for _, dl := range []string{
		"e0", "E1", "e", "E", "i8:8", "i8:16", "i16:12", "i32:0", "i32:32:16", "i32:32:64", "i0:8", "i16777216:8",
		"i16777215:8", "i32", "i32:32:32:32", "i32:65536", "i32:32768", "f80:128", "v128:128", "f16:7",
		"a:0", "a:0:64", "a0:8", "a1:8", "a:8:0", "a:", "a:16:8",
		"p:64:64", "p:64:64:64:32", "p:32:32:32:64", "p1:64:64", "p16777216:64:64", "p:0:64", "p:64", "p:64:64:64:64:64:64",
		"ni:1:2", "ni:0", "ni", "ni:", "ni:1:", "nix", "S0", "S7", "S16", "S", "Fi0", "Fx8", "Fi8", "Fn32", "F",
		"P16777216", "P1", "A1", "G", "G2", "m:e", "m:ee", "m:", "m", "mx", "s", "sX:1", "n0", "n8:0", "n8::16", "z", "-",
		"e-i64:64-i128:128-f80:128-n8:16:32:64-S128", "E-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64",
	} {
		src := fmt.Sprintf("target datalayout = %q\n", dl)
		m, err := lltext.Parse("t.ll", []byte(src))
		if err != nil {
			t.Fatalf("%q: parse: %v", dl, err)
		}
		vErr := ir.Verify(m)
		p := filepath.Join(dir, "t.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, oErr := exec.Command(opt, "-passes=verify", "-disable-output", p).CombinedOutput()
		if (vErr == nil) != (oErr == nil) {
			t.Errorf("%q: Verify = %v; opt-22 = %v %s", dl, vErr, oErr, out)
		}
	}
}

// allockind's argument is words LLVM knows: opt-22 refuses another at
// parse time, irfix's parser at that string, and the verifier in a module
// built without the parser (the bitcode writer would otherwise fail on
// it after every check passed: found by FuzzConvert).
func TestVerifyAllocKind(t *testing.T) {
	bad := "declare ptr @f(i64) allockind(\"alloc,bogus\")\n"
	opt := testenv.Tool(t, "opt-22")
	for src, wantOK := range map[string]bool{bad: false, strings.Replace(bad, "bogus", "zeroed", 1): true} {
		cmd := exec.Command(opt, "-passes=verify", "-disable-output", "-")
		cmd.Stdin = strings.NewReader(src)
		if out, err := cmd.CombinedOutput(); (err == nil) != wantOK {
			t.Errorf("opt-22 on %q: %v %s", src, err, out)
		}
		_, err := lltext.Parse("t.ll", []byte(src))
		if wantOK && err != nil {
			t.Errorf("Parse(%q) = %v", src, err)
		}
		if !wantOK && (err == nil || !strings.Contains(err.Error(), "t.ll:1:31") || !strings.Contains(err.Error(), `"bogus"`)) {
			t.Errorf("Parse(%q) = %v, want an error naming \"bogus\" at t.ll:1:31", src, err)
		}
	}
	m, err := lltext.Parse("t.ll", []byte(strings.Replace(bad, "bogus", "free", 1)))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("valid module: %v", err)
	}
	f := m.Func("f")
	for i, a := range f.Attrs.Fn {
		if a.Kind == ir.AttrAllocKind {
			f.Attrs.Fn[i].Str = "alloc,bogus"
		}
	}
	if err := ir.Verify(m); err == nil || !strings.Contains(err.Error(), `unknown allockind "bogus"`) {
		t.Errorf("Verify with allockind(\"alloc,bogus\") = %v", err)
	}
}
