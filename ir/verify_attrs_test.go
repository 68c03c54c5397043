package ir_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// The attribute rules of verify_attrs.go: Verify rejects exactly what
// opt-22's verifier rejects, for each rule a module that breaks it and
// one that keeps it.
func TestVerifyAttrRulesMatchOpt22(t *testing.T) {
	opt := testenv.Tool(t, "opt-22")
	dir := t.TempDir()
	for _, src := range []string{
		"define void @f(i32 noalias %x) {\n  ret void\n}\n",
		"define void @f(ptr noalias %x) {\n  ret void\n}\n",
		"define void @f(i32 align 4 %x) {\n  ret void\n}\n",
		"define void @f(<2 x ptr> nonnull %x) {\n  ret void\n}\n",
		"define void @f(i32 readonly %x) {\n  ret void\n}\n",
		"define void @f(i32 writeonly %x) {\n  ret void\n}\n",
		"define void @f(i32 nofree %x) {\n  ret void\n}\n",
		"define void @f(i32 byval(i32) %x) {\n  ret void\n}\n",
		"define void @f(i32 dead_on_unwind %x) {\n  ret void\n}\n",
		"define void @f(ptr zeroext %x) {\n  ret void\n}\n",
		"define void @f(<2 x i8> signext %x) {\n  ret void\n}\n",
		"define void @f(i32 nofpclass(nan) %x) {\n  ret void\n}\n",
		"define void @f(float nofpclass(nan) %x) {\n  ret void\n}\n",
		"define nofpclass(nan inf) double @f(double nofpclass(nan) %x, half nofpclass(zero) %h, <2 x fp128> nofpclass(nan) %v) {\n  ret double 0.0\n}\n",
		"define void @f([2 x <2 x float>] nofpclass(nan) %x) {\n  ret void\n}\n",
		"define noalias i32 @f() {\n  ret i32 0\n}\n",
		"define noalias ptr @f() {\n  ret ptr null\n}\n",
		"define zeroext i8 @f() {\n  ret i8 0\n}\n",
		"define void @f(ptr byval(i32) sret(i32) %x) {\n  ret void\n}\n",
		"define void @f(ptr inreg nest %x) {\n  ret void\n}\n",
		"define void @f(ptr readonly writeonly %x) {\n  ret void\n}\n",
		"define void @f(ptr readnone readonly %x) {\n  ret void\n}\n",
		"define void @f(i8 zeroext signext %x) {\n  ret void\n}\n",
		"define void @f(ptr sret(i32) %p, ptr sret(i32) %q) {\n  ret void\n}\n",
		"define void @f(i32 %a, ptr sret(i32) %p) {\n  ret void\n}\n",
		"define void @f(i32 %a, i32 %b, ptr sret(i32) %p) {\n  ret void\n}\n",
		"define void @f(ptr swiftself %p, ptr swiftself %q) {\n  ret void\n}\n",
		"define void @f(ptr swiftself %p, ptr swifterror %q) {\n  ret void\n}\n",
		"define ptr @f(ptr returned %p, ptr returned %q) {\n  ret ptr %p\n}\n",
		"define void @f(ptr inalloca(i32) %p, i32 %x) {\n  ret void\n}\n",
		"define void @f(i32 %x, ptr inalloca(i32) %p) {\n  ret void\n}\n",
		"define void @f() noinline alwaysinline {\n  ret void\n}\n",
		"define void @f() optnone {\n  ret void\n}\n",
		"define void @f() noinline optnone {\n  ret void\n}\n",
		"define void @f() noinline optnone optsize {\n  ret void\n}\n",
		"define void @f() noinline optnone minsize {\n  ret void\n}\n",
		"define void @f() vscale_range(3,4) {\n  ret void\n}\n",
		"define void @f() vscale_range(4,2) {\n  ret void\n}\n",
		"define void @f() vscale_range(2,6) {\n  ret void\n}\n",
		"define void @f() vscale_range(1,16) {\n  ret void\n}\n",
		"define void @f() vscale_range(2) {\n  ret void\n}\n",
		"define void @f() vscale_range(1,0) {\n  ret void\n}\n",
		"define void @f() vscale_range(0,0) {\n  ret void\n}\n",
		"define void @f() vscale_range(0,4) {\n  ret void\n}\n",
		"define void @f(<2 x ptr> align 8 %x) {\n  ret void\n}\n",
		"define void @f(<2 x ptr> noalias %x) {\n  ret void\n}\n",
		"define ptr @f(i32 %n) allocsize(0) {\n  ret ptr null\n}\n",
		"define ptr @f() allocsize(0) {\n  ret ptr null\n}\n",
		"define ptr @f(i32 %n) allocsize(0, 1) {\n  ret ptr null\n}\n",
		"declare void @g(i32)\ndefine void @f() {\n  call void @g(i32 noalias 1)\n  ret void\n}\n",
		"define void @f() \"target-features\"=\"+a,,-b\" {\n  ret void\n}\n",
		"define void @f() \"target-features\"=\",\" {\n  ret void\n}\n",
		"define void @f() \"target-features\"=\"a\" {\n  ret void\n}\n",
		"define void @f() \"target-features\"=\"\" {\n  ret void\n}\n",
		"define void @f() \"target-features\"=\"+a,-b\" {\n  ret void\n}\n",
		"define void @f() \"target-features\"=\"\\01+mmx\" {\n  ret void\n}\n",
		"define void @f() \"frame-pointer\"=\"bogus\" {\n  ret void\n}\n",
		"define void @f() \"frame-pointer\"=\"reserved\" {\n  ret void\n}\n",
		"define void @f() \"frame-pointer\"=\"non-leaf-no-reserve\" {\n  ret void\n}\n",
		"define void @f() \"frame-pointer\"=\"all\" {\n  ret void\n}\n",
		"define void @f() \"patchable-function-entry\"=\"x\" {\n  ret void\n}\n",
		"define void @f() \"patchable-function-entry\"=\"2\" {\n  ret void\n}\n",
		"define void @f() \"patchable-function-prefix\"=\"-1\" {\n  ret void\n}\n",
		"define void @f() \"warn-stack-size\"=\"4294967296\" {\n  ret void\n}\n",
		"define void @f() \"warn-stack-size\"=\"+1\" {\n  ret void\n}\n",
		"define void @f() \"warn-stack-size\"=\"80\" {\n  ret void\n}\n",
		"define void @f() \"sign-return-address\"=\"x\" {\n  ret void\n}\n",
		"define void @f() \"sign-return-address\"=\"non-leaf\" {\n  ret void\n}\n",
		"define void @f() \"sign-return-address-key\"=\"b_key\" {\n  ret void\n}\n",
		"define void @f() \"sign-return-address\"=\"all\" \"sign-return-address-key\"=\"b_key\" {\n  ret void\n}\n",
		"define void @f() \"sign-return-address-key\"=\"c_key\" {\n  ret void\n}\n",
		"define void @f() \"branch-target-enforcement\"=\"x\" {\n  ret void\n}\n",
		"define void @f() \"branch-target-enforcement\"=\"true\" {\n  ret void\n}\n",
		"define void @f() \"branch-target-enforcement\"=\"\" {\n  ret void\n}\n",
		"define void @f() \"denormal-fp-math\"=\"x\" {\n  ret void\n}\n",
		"define void @f() \"denormal-fp-math\"=\"ieee,ieee\" {\n  ret void\n}\n",
		"define void @f() \"denormal-fp-math\"=\"preserve-sign\" {\n  ret void\n}\n",
		"define void @f() \"denormal-fp-math\"=\"ieee,x\" {\n  ret void\n}\n",
		"define void @f() \"denormal-fp-math\"=\"\" {\n  ret void\n}\n",
		"define void @f() \"denormal-fp-math\"=\"ieee,ieee,ieee\" {\n  ret void\n}\n",
		"define void @f() \"denormal-fp-math-f32\"=\"dynamic,positive-zero\" {\n  ret void\n}\n",
		"declare void @g(ptr)\ndefine void @f() {\n  call void @g(ptr noalias null)\n  ret void\n}\n",
	} {
		m, err := lltext.Parse("t.ll", []byte(src))
		if err != nil {
			t.Errorf("%q: parse: %v", src, err)
			continue
		}
		vErr := ir.Verify(m)
		p := filepath.Join(dir, "t.ll")
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		out, oErr := exec.Command(opt, "-passes=verify", "-disable-output", p).CombinedOutput()
		if (vErr == nil) != (oErr == nil) {
			t.Errorf("%q:\nVerify: %v\nopt-22: %v %s", src, vErr, oErr, out)
		}
	}
}
