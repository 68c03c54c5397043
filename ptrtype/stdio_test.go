package ptrtype

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// A Linux C module that writes to streams but never looks inside a FILE
// has lost %struct._IO_FILE once pointers are opaque (llvm-dis drops it):
// CompleteTypes gives it back, opaque, and the program's own FILE*
// parameters, the stdio declarations (fileFuncs and stdioFileArgs: feof,
// fopen's result) and the standard streams are %struct._IO_FILE*. For a
// target whose C library names FILE otherwise nothing is made up.
func TestDroppedFile(t *testing.T) {
	const body = `
@stdout = external global ptr

declare i32 @fprintf(ptr, ptr, ...)
declare i32 @feof(ptr)
declare ptr @fopen(ptr, ptr)
declare i64 @fread(ptr, i64, i64, ptr)
@.fmt = private constant [4 x i8] c"%d\0A\00"

define i32 @put(ptr %out, i32 %v) {
  %r = call i32 (ptr, ptr, ...) @fprintf(ptr %out, ptr @.fmt, i32 %v)
  %e = call i32 @feof(ptr %out)
  %buf = alloca [16 x i32]
  %n = call i64 @fread(ptr %buf, i64 4, i64 16, ptr %out)
  ret i32 %e
}

define void @main2() {
  %s = load ptr, ptr @stdout
  %r = call i32 @put(ptr %s, i32 1)
  ret void
}
`
	m, err := lltext.Parse("t.ll", []byte("target triple = \"x86_64-pc-linux-gnu\"\n"+body))
	if err != nil {
		t.Fatal(err)
	}
	added := CompleteTypes(m)
	if len(added) != 1 || added[0].Name != "struct._IO_FILE" || !added[0].Opaque {
		t.Fatalf("CompleteTypes added %v, want an opaque struct._IO_FILE", added)
	}
	r := Infer(m)
	for what, got := range map[string]string{
		"@put param 0":   r.TypeOf(m.Func("put").Params[0]).String(),
		"@feof param 0":  r.TypeOf(m.Func("feof").Params[0]).String(),
		"@fread param 3": r.TypeOf(m.Func("fread").Params[3]).String(),
		"@fopen result":  r.Sig(m.Func("fopen")).Ret.String(),
		"@stdout's type": r.TypeOf(m.Global("stdout")).String(),
	} {
		want := "%struct._IO_FILE*"
		if what == "@stdout's type" {
			want = "%struct._IO_FILE**"
		}
		if got != want {
			t.Errorf("%s: %s, want %s", what, got, want)
		}
	}
	// fread's buffer is no FILE*: only the stream parameter is.
	if got := r.TypeOf(m.Func("fread").Params[0]).String(); got == "%struct._IO_FILE*" {
		t.Errorf("@fread param 0 (the buffer): %s", got)
	}
	if ex := r.Explain(m.Func("feof").Params[0]).String(); !strings.Contains(ex, "FILE* of feof") {
		t.Errorf("@feof's stream: the explanation does not name the prototype:\n%s", ex)
	}

	// macOS: FILE is struct __sFILE; no _IO_FILE is made up.
	m, err = lltext.Parse("t.ll", []byte("target triple = \"arm64-apple-macosx14.0.0\"\n"+body))
	if err != nil {
		t.Fatal(err)
	}
	if added := CompleteTypes(m); len(added) != 0 {
		t.Errorf("CompleteTypes on a macOS module added %v", added)
	}
	if got := Infer(m).TypeOf(m.Func("put").Params[0]).String(); got != "i8*" {
		t.Errorf("@put param 0 on macOS: %s, want i8*", got)
	}
}

// strtol's and strtod's end pointer is a char**, posix_memalign's out
// parameter a void**: i8**, not the i8* every other pointer of the C
// library's string and memory functions is (a module that only passes
// NULL or an address it never reads has no evidence of its own).
func TestLibcPointerToPointer(t *testing.T) {
	m, r := infer(t, `
declare i64 @strtoul(ptr, ptr, i32)
declare double @strtod(ptr, ptr)
declare i32 @posix_memalign(ptr, i64, i64)

define i64 @parse(ptr %s) {
  %n = call i64 @strtoul(ptr %s, ptr null, i32 10)
  %d = call double @strtod(ptr %s, ptr null)
  %i = fptoui double %d to i64
  %r = add i64 %n, %i
  ret i64 %r
}
`)
	for fn, want := range map[string][]string{
		"strtoul":        {"i8*", "i8**"},
		"strtod":         {"i8*", "i8**"},
		"posix_memalign": {"i8**"},
	} {
		for k, w := range want {
			if got := r.TypeOf(m.Func(fn).Params[k]).String(); got != w {
				t.Errorf("@%s param %d: %s, want %s", fn, k, got, w)
			}
		}
	}
}
