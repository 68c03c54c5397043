package ptrtype

import "github.com/irfix/irfix/ir"

// libcStructParams lists C library (POSIX, glibc) functions that take or
// return pointers to the library's own structs: struct stat, struct
// timeval, struct timespec, struct tm, ... A program calls them with a
// pointer to the struct its headers declare, which clang names
// %struct.<tag>; but a declaration the program only takes the address
// of (a table of system calls, SQLite's aSyscall, called through casts)
// has no evidence of its own and would be i8*. The prototype is a fact
// of the library: such a parameter is %struct.<tag>* when the module has
// that struct (a program that never completes it has no such type, and
// the parameter is left to the evidence). Several names (the *64
// variants: struct stat under _FILE_OFFSET_BITS=64, struct stat64 when
// a program calls stat64 itself) are alternatives: the one the module
// has, and none when it has both.
//
// Index -1 is the result; the tag "" is char (their paths and buffers
// are char*, i8*).
var libcStructParams = map[string][]libcStructArg{
	"stat":            {{0, sChar}, {1, sStat}},
	"lstat":           {{0, sChar}, {1, sStat}},
	"fstat":           {{1, sStat}},
	"fstatat":         {{1, sChar}, {2, sStat}},
	"stat64":          {{0, sChar}, {1, sStat64}},
	"lstat64":         {{0, sChar}, {1, sStat64}},
	"fstat64":         {{1, sStat64}},
	"fstatat64":       {{1, sChar}, {2, sStat64}},
	"utimes":          {{0, sChar}, {1, sTimeval}},
	"lutimes":         {{0, sChar}, {1, sTimeval}},
	"futimes":         {{1, sTimeval}},
	"gettimeofday":    {{0, sTimeval}}, // (the second is void* since glibc 2.31)
	"settimeofday":    {{0, sTimeval}},
	"nanosleep":       {{0, sTimespec}, {1, sTimespec}},
	"clock_gettime":   {{1, sTimespec}},
	"clock_getres":    {{1, sTimespec}},
	"clock_settime":   {{1, sTimespec}},
	"clock_nanosleep": {{2, sTimespec}, {3, sTimespec}},
	"utimensat":       {{1, sChar}, {2, sTimespec}},
	"futimens":        {{1, sTimespec}},
	"utime":           {{0, sChar}, {1, []string{"utimbuf"}}},
	"localtime":       {{-1, sTm}},
	"gmtime":          {{-1, sTm}},
	"localtime_r":     {{1, sTm}, {-1, sTm}},
	"gmtime_r":        {{1, sTm}, {-1, sTm}},
	"mktime":          {{0, sTm}},
	"timegm":          {{0, sTm}},
	"asctime":         {{0, sTm}, {-1, sChar}},
	"asctime_r":       {{0, sTm}, {1, sChar}, {-1, sChar}},
	"strftime":        {{0, sChar}, {2, sChar}, {3, sTm}},
	"getrusage":       {{1, []string{"rusage"}}},
	"times":           {{0, []string{"tms"}}},
	"uname":           {{0, []string{"utsname"}}},
	"sigaction":       {{1, []string{"sigaction"}}, {2, []string{"sigaction"}}},
	"poll":            {{0, []string{"pollfd"}}},
	"readdir":         {{-1, []string{"dirent"}}},
	"readdir64":       {{-1, []string{"dirent64", "dirent"}}},
	// POSIX threads and signals: a thread's argument is a void*, a
	// signal mask a sigset_t (glibc's struct __sigset_t)
	"pthread_create":  {{3, sChar}},
	"pthread_sigmask": {{1, sSigset}, {2, sSigset}},
	"sigprocmask":     {{1, sSigset}, {2, sSigset}},
	"sigemptyset":     {{0, sSigset}},
	"sigfillset":      {{0, sSigset}},
	"sigaddset":       {{0, sSigset}},
	"sigdelset":       {{0, sSigset}},
	"sigismember":     {{0, sSigset}},
	"sigwait":         {{0, sSigset}},
	// the v*printf family's buffers and formats are char*, the va_list
	// the x86-64 ABI's struct __va_list_tag[1], passed decayed
	"vsnprintf": {{0, sChar}, {2, sChar}, {3, sVaList}},
	"vsprintf":  {{0, sChar}, {1, sChar}, {2, sVaList}},
	"vprintf":   {{0, sChar}, {1, sVaList}},
}

var (
	sChar     = []string{""} // char*: i8*
	sStat     = []string{"stat"}
	sStat64   = []string{"stat64", "stat"}
	sTimeval  = []string{"timeval"}
	sTimespec = []string{"timespec"}
	sTm       = []string{"tm"}
	sSigset   = []string{"__sigset_t"}
	sVaList   = []string{"__va_list_tag"}
)

// libcStructArg is one pointer of a prototype: its parameter index (-1:
// the result) and the struct tags it may point to.
type libcStructArg struct {
	idx  int
	tags []string
}

// libcStructs votes the library's structs into the pointers of the
// declarations listed in libcStructParams, as a C library prototype
// (wLibC).
func (a *analysis) libcStructs() {
	for _, f := range a.m.Funcs {
		args := libcStructParams[f.Name]
		if args == nil || !f.IsDeclaration() {
			continue
		}
		for _, arg := range args {
			var t *tmpl
			switch {
			case arg.idx < 0:
				t = a.retT[f]
			case arg.idx < len(f.Params):
				t = a.paramT[f.Params[arg.idx]]
			}
			if t == nil || t.kind != tLeaf {
				continue
			}
			var st *ir.Type
			for _, tag := range arg.tags {
				x := ir.I8
				if tag != "" {
					x = a.m.NamedType("struct." + tag)
				}
				if x != nil {
					if st != nil {
						st = nil // both alternatives: not guessed
						break
					}
					st = x
				}
			}
			if st == nil {
				continue
			}
			what := "C library prototype of " + f.Name + ": char*"
			if st != ir.I8 {
				what = "C library prototype of " + f.Name + ": struct " + st.Name[len("struct."):] + "*"
			}
			a.addVote(t.slot, baseT(st), wLibC, false, origin{what: what, fn: f})
		}
	}
}
