package ir_test

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// TestVerifyPointeeAttrs: in a typed module a byval/byref/inalloca/
// preallocated(T) parameter or call argument must be a T*; Verify rejects
// each mismatch, at definitions, declarations and call sites, as
// llvm-as-14 does, and accepts the matching forms, and a mismatched sret,
// which llvm-as-14 accepts too.
func TestVerifyPointeeAttrs(t *testing.T) {
	const types = "%In = type { i64, i64 }\n%Out = type { %In, i64 }\n"
	const ok = "define void @ok(%In* byval(%In) %p) {\n  call void @ok(%In* byval(%In) %p)\n  ret void\n}\n" +
		"declare void @sret(%In* sret(%Out))\n"
	cases := []struct{ name, src, want, llvm string }{
		{"byval definition", "define void @f(%Out* byval(%In) %p) {\n  ret void\n}\n",
			"attribute 'byval' type %In does not match parameter type %Out*", "Attribute 'byval' type does not match parameter!"},
		{"byref definition", "define void @f(i8* byref(i64) %p) {\n  ret void\n}\n",
			"attribute 'byref' type i64 does not match parameter type i8*", "Attribute 'byref' type does not match parameter!"},
		{"inalloca declaration", "declare void @f(%In* inalloca(%Out))\n",
			"attribute 'inalloca' type %Out does not match parameter type %In*", "Attribute 'inalloca' type does not match parameter!"},
		{"preallocated declaration", "declare void @f(%In* preallocated(%Out))\n",
			"attribute 'preallocated' type %Out does not match parameter type %In*", "Attribute 'preallocated' type does not match parameter!"},
		{"byval call site", "declare void @g(%Out*)\ndefine void @f(%Out* %p) {\n  call void @g(%Out* byval(%In) %p)\n  ret void\n}\n",
			"attribute 'byval' type %In does not match parameter type %Out*", "Attribute 'byval' type does not match parameter!"},
	}
	good := types + ok
	m, err := lltext.Parse("ok.ll", []byte(good))
	if err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("Verify rejects matching attributes: %v", err)
	}
	llvmAs := func(src string) (bool, string) {
		cmd := exec.Command(testenv.Tool(t, "llvm-as-14"), "-o", "/dev/null", "-")
		cmd.Stdin = strings.NewReader(src)
		var errb bytes.Buffer
		cmd.Stderr = &errb
		return cmd.Run() == nil, errb.String()
	}
	if accepted, msg := llvmAs(good); !accepted {
		t.Fatalf("llvm-as-14 rejects the matching module:\n%s", msg)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := types + c.src
			if accepted, msg := llvmAs(src); accepted || !strings.Contains(msg, c.llvm) {
				t.Fatalf("llvm-as-14 accepted=%v, said %q; want a rejection with %q", accepted, msg, c.llvm)
			}
			m, err := lltext.Parse(c.name+".ll", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			err = ir.Verify(m)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("Verify: %v\nwant an error containing %q", err, c.want)
			}
		})
	}
}
