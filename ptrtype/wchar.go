package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// The C library's wide-character strings (wchar.h, stdlib.h). A wchar_t*
// is a pointer to the integer type wchar_t is, which the module says:
// clang records its size in bytes as the module flag "wchar_size" (4 on
// Linux and the BSDs: i32; 2 on Windows: i16). The prototypes of the
// wide-string functions are facts of the library: wcslen takes a
// const wchar_t*, wcsrtombs a char* and a const wchar_t** (the cursor it
// advances), mbstowcs a wchar_t* and a const char*. Their pointers are
// the library's, whatever the callers pass (a wchar_t* kept in a union
// or read as a struct that starts with an int would otherwise vote its
// struct into the declaration), so they decide as the other prototypes
// do (libcProto); a mbstate_t* is glibc's %struct.__mbstate_t when the
// module has it, else left to the evidence.

// wideKind is what one pointer of a wide-string prototype points to.
type wideKind uint8

const (
	wWcs    wideKind = iota // wchar_t*
	wWcsPtr                 // wchar_t**
	wMbs                    // char*
	wMbsPtr                 // char**
	wState                  // mbstate_t*
)

// wideArg is one pointer of a prototype: its parameter index (-1: the
// result) and what it points to.
type wideArg struct {
	idx  int
	kind wideKind
}

var (
	wideCopy  = []wideArg{{-1, wWcs}, {0, wWcs}, {1, wWcs}}
	wideCmp   = []wideArg{{0, wWcs}, {1, wWcs}}
	wideFind  = []wideArg{{-1, wWcs}, {0, wWcs}}
	wideToNum = []wideArg{{0, wWcs}, {1, wWcsPtr}}
)

// wideArgs lists the wide-string functions and their pointers.
var wideArgs = map[string][]wideArg{
	"wcslen": {{0, wWcs}}, "wcsnlen": {{0, wWcs}},
	"wcscpy": wideCopy, "wcsncpy": wideCopy, "wcscat": wideCopy, "wcsncat": wideCopy,
	"wcpcpy": wideCopy, "wcpncpy": wideCopy, "wcsstr": wideCopy,
	"wmemcpy": wideCopy, "wmemmove": wideCopy, "wmempcpy": wideCopy,
	"wcscmp": wideCmp, "wcsncmp": wideCmp, "wcscasecmp": wideCmp, "wcsncasecmp": wideCmp,
	"wcscoll": wideCmp, "wmemcmp": wideCmp, "wcsspn": wideCmp, "wcscspn": wideCmp,
	"wcschr": wideFind, "wcsrchr": wideFind, "wcsdup": wideFind, "wmemchr": wideFind, "wmemset": wideFind,
	"wcspbrk": {{-1, wWcs}, {0, wWcs}, {1, wWcs}},
	"wcstol":  wideToNum, "wcstoul": wideToNum, "wcstoll": wideToNum, "wcstoull": wideToNum,
	"wcstod": wideToNum, "wcstof": wideToNum, "wcstold": wideToNum,
	"wcstombs":   {{0, wMbs}, {1, wWcs}},
	"mbstowcs":   {{0, wWcs}, {1, wMbs}},
	"wcsrtombs":  {{0, wMbs}, {1, wWcsPtr}, {3, wState}},
	"wcsnrtombs": {{0, wMbs}, {1, wWcsPtr}, {4, wState}},
	"mbsrtowcs":  {{0, wWcs}, {1, wMbsPtr}, {3, wState}},
	"mbsnrtowcs": {{0, wWcs}, {1, wMbsPtr}, {4, wState}},
	"wcrtomb":    {{0, wMbs}, {2, wState}},
	"mbrtowc":    {{0, wWcs}, {1, wMbs}, {3, wState}},
	"mbrlen":     {{0, wMbs}, {2, wState}},
	"mbsinit":    {{0, wState}},
	"mbtowc":     {{0, wWcs}, {1, wMbs}},
	"wctomb":     {{0, wMbs}},
}

// wcharType returns the integer type wchar_t is in m (the module flag
// "wchar_size"), nil when the module does not say.
func wcharType(m *ir.Module) *ir.Type {
	md, ok := m.ModuleFlag("wchar_size").(*ir.ValueAsMetadata)
	if !ok {
		return nil
	}
	c, ok := md.V.(*ir.ConstInt)
	if !ok {
		return nil
	}
	switch c.V {
	case 4:
		return ir.I32
	case 2:
		return ir.I16
	}
	return nil
}

// wideProto returns the typed pointee of each pointer of f's wide-string
// prototype (by parameter index, -1 the result), nil when f is not one
// of them, is defined in the module, or the module does not say what
// wchar_t is. A mbstate_t* without glibc's struct in the module is left
// out.
func wideProto(m *ir.Module, f *ir.Func) map[int]*ir.Type {
	args := wideArgs[f.Name]
	if args == nil || !f.IsDeclaration() {
		return nil
	}
	wc := wcharType(m)
	if wc == nil {
		return nil
	}
	out := map[int]*ir.Type{}
	for _, arg := range args {
		if arg.idx >= len(f.Params) {
			return nil // not the library's function
		}
		var t *ir.Type
		switch arg.kind {
		case wWcs:
			t = wc
		case wWcsPtr:
			t = ir.TypedPtr(wc, 0)
		case wMbs:
			t = ir.I8
		case wMbsPtr:
			t = i8p
		case wState:
			t = m.NamedType("struct.__mbstate_t")
		}
		if t != nil {
			out[arg.idx] = t
		}
	}
	return out
}

// wideSlot returns the template of f's pointer at index k (-1: the
// result).
func (a *analysis) wideSlot(f *ir.Func, k int) *tmpl {
	if k < 0 {
		return a.retT[f]
	}
	return a.paramT[f.Params[k]]
}

// wideStrings votes the wide-string prototypes into their declarations
// (as a source-level fact: wSpelled) and into what their direct calls
// pass and get back (as a C library prototype: wLibC; a pointer to a
// pointer is typed below the top, where a vote on the declaration alone
// does not reach the caller's cursor).
func (a *analysis) wideStrings() {
	for _, f := range a.m.Funcs {
		proto := wideProto(a.m, f)
		if proto == nil {
			continue
		}
		for k, pt := range proto {
			t := a.wideSlot(f, k)
			if t == nil || t.kind != tLeaf {
				continue
			}
			a.matchW(t, ir.TypedPtr(pt, 0), wSpelled, origin{what: wideWhat(f, k, pt), fn: f})
		}
		for _, u := range f.Uses() {
			call := u.User
			if call == nil || u.Index != 0 || call.CalledFunc() != f {
				continue
			}
			args := call.Args()
			for k, pt := range proto {
				var v ir.Value = call
				if k >= 0 {
					if k >= len(args) {
						continue
					}
					v = args[k]
				}
				if t := a.vt(v); t != nil {
					a.matchW(t, ir.TypedPtr(pt, 0), wLibC, origin{what: wideWhat(f, k, pt), instr: call, fn: call.Parent.Parent})
				}
			}
		}
	}
}

func wideWhat(f *ir.Func, k int, pt *ir.Type) string {
	what := "C library prototype of " + f.Name + ": "
	if k < 0 {
		what += "result "
	} else {
		what += "parameter #" + strconv.Itoa(k) + " "
	}
	return what + ir.TypedPtr(pt, 0).String() + " (wchar_t is the module's wchar_size: wchar.go)"
}
