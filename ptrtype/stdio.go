package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// The C library's FILE. glibc and musl both declare it as
// `typedef struct _IO_FILE FILE;`, which clang names %struct._IO_FILE:
// a C module for a Linux target that calls stdio on a FILE* (or uses
// stdin, stdout, stderr) had that type. A program that never looks
// inside a FILE names it only through pointers, so once pointers are
// opaque llvm-dis drops it, and every FILE* of the program (its own
// functions that write to a stream, the stdio declarations, the standard
// streams) would come back i8*. droppedFile gives it back, opaque (its
// body is the library's business and nothing in the module needs it);
// the FILE* rules (fileFuncs, stdioFileArgs, the standard streams) then
// have their type. Other C libraries name FILE otherwise (Android's
// bionic and the BSDs' struct __sFILE, Windows' struct _iobuf): no type
// is made for them.

// stdioFileArgs are stdio functions beyond fileFuncs with a FILE* among
// their parameters (index) or as their result (-1); the other pointers of
// these functions are char* (i8*) or left to the evidence.
var stdioFileArgs = map[string][]int{
	"feof": {0}, "ferror": {0}, "clearerr": {0}, "fileno": {0}, "fgetc": {0}, "ungetc": {1}, "rewind": {0},
	"fseeko": {0}, "ftello": {0}, "fseeko64": {0}, "ftello64": {0}, "setvbuf": {0}, "setbuf": {0},
	"fgetpos": {0}, "fsetpos": {0}, "fputs_unlocked": {1}, "fwrite_unlocked": {3}, "fflush_unlocked": {0},
	"getc_unlocked": {0}, "putc_unlocked": {1}, "fputc_unlocked": {1}, "flockfile": {0}, "funlockfile": {0},
	"pclose": {0}, "vfscanf": {0}, "__isoc99_fscanf": {0}, "__isoc99_vfscanf": {0}, "__fprintf_chk": {0},
	"__vfprintf_chk": {0}, "__fread_chk": {4}, "getline": {2}, "getdelim": {3},
	"fopen": {-1}, "fopen64": {-1}, "fdopen": {-1}, "freopen": {2, -1}, "freopen64": {2, -1}, "tmpfile": {-1},
	"tmpfile64": {-1}, "popen": {-1}, "fmemopen": {-1}, "open_memstream": {-1},
}

// usesStdio reports whether m declares a stdio function taking or
// returning a FILE*, or the standard streams.
func usesStdio(m *ir.Module) bool {
	for _, f := range m.Funcs {
		if f.IsDeclaration() && (stdioFileArgs[f.Name] != nil || hasKey(fileFuncs, f.Name)) {
			return true
		}
	}
	for _, n := range []string{"stdout", "stderr", "stdin"} {
		if g := m.Global(n); g != nil && g.Init == nil {
			return true
		}
	}
	return false
}

// linuxLibC reports whether triple names a Linux target whose C library
// (glibc, musl) spells FILE struct _IO_FILE.
func linuxLibC(triple string) bool {
	return strings.Contains(triple, "-linux") && !strings.Contains(triple, "android")
}

// droppedFile adds an opaque %struct._IO_FILE to a module for a Linux
// target that uses stdio's FILE* but no longer has the type.
func droppedFile(m *ir.Module) []*ir.Type {
	if fileType(m) != nil || !linuxLibC(m.Triple) || !usesStdio(m) {
		return nil
	}
	x := ir.NewNamedStruct("struct._IO_FILE")
	m.Types = append(m.Types, x)
	return []*ir.Type{x}
}

// stdioFiles votes FILE* for the FILE* parameters and results of the
// stdio functions in stdioFileArgs, when the module has the type.
func (a *analysis) stdioFiles() {
	file := fileType(a.m)
	if file == nil {
		return
	}
	for _, f := range a.m.Funcs {
		args := stdioFileArgs[f.Name]
		if args == nil || !f.IsDeclaration() {
			continue
		}
		why := origin{what: "C library: FILE* of " + f.Name, fn: f}
		for _, k := range args {
			var t *tmpl
			switch {
			case k == -1:
				t = a.retT[f]
			case k < len(f.Params):
				t = a.paramT[f.Params[k]]
			}
			if t != nil && t.kind == tLeaf {
				a.addVote(t.slot, baseT(file), wLibC, false, why)
			}
		}
	}
}

func hasKey(m map[string]int, k string) bool {
	_, ok := m[k]
	return ok
}
