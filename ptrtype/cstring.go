package ptrtype

import "github.com/irfix/irfix/ir"

// C strings passed to the C library.
//
// A pointer that a function hands to strcmp, strlen, strchr, atoi,
// fopen ... is a C string: the prototype's parameter is a char* (const
// or not), and C passes a pointer of another type there only through a
// cast, which typed IR spells at the call. So the argument points to
// i8 — whether the source called it char* or void* (a callback's
// context pointer that one sibling compares as a name: both are i8* in
// typed IR). It counts as an access (wAccess): other uses of the same
// pointer as a double or a struct disagree with it, and the rules that
// settle disagreeing callbacks of one slot see both. Only declarations
// count, with the parameter a pointer in the module's own signature
// (a program that defines its own strlen says what it takes).

// cStringParams lists, per C library function, its char* parameters.
var cStringParams = map[string][]int{
	"strlen": {0}, "strnlen": {0}, "strcmp": {0, 1}, "strncmp": {0, 1}, "strcasecmp": {0, 1},
	"strncasecmp": {0, 1}, "strcoll": {0, 1}, "strchr": {0}, "strrchr": {0}, "strchrnul": {0},
	"strstr": {0, 1}, "strcasestr": {0, 1}, "strpbrk": {0, 1}, "strspn": {0, 1}, "strcspn": {0, 1},
	"strcpy": {0, 1}, "strncpy": {0, 1}, "stpcpy": {0, 1}, "stpncpy": {0, 1}, "strcat": {0, 1},
	"strncat": {0, 1}, "strdup": {0}, "strndup": {0}, "strtok": {0, 1}, "strtok_r": {0, 1},
	"atoi": {0}, "atol": {0}, "atoll": {0}, "atof": {0}, "puts": {0}, "perror": {0},
	"fopen": {0, 1}, "freopen": {0, 1}, "getenv": {0}, "setenv": {0, 1}, "unsetenv": {0},
	"system": {0}, "remove": {0}, "rename": {0, 1}, "unlink": {0}, "mkdir": {0}, "rmdir": {0},
	"chdir": {0}, "access": {0}, "printf": {0}, "sprintf": {0, 1}, "snprintf": {0, 2},
	"fprintf": {1}, "scanf": {0}, "sscanf": {0, 1}, "fscanf": {1}, "vprintf": {0},
	"vsprintf": {0, 1}, "vsnprintf": {0, 2}, "vfprintf": {1}, "fputs": {0},
}

// cStrings adds the vote of each C string argument.
func (a *analysis) cStrings() {
	for _, f := range a.m.Funcs {
		idx := cStringParams[f.Name]
		if idx == nil || !f.IsDeclaration() {
			continue
		}
		ps := f.Sig.Params()
		eachDirectCall(f, func(call *ir.Instr, args []ir.Value) { // (stdiodecl.go)
			for _, k := range idx {
				if k >= len(args) || k >= len(ps) || !ps[k].IsPtr() {
					continue
				}
				if t := a.vt(args[k]); t != nil && t.kind == tLeaf {
					a.addVote(t.slot, baseT(ir.I8), wAccess, false, origin{what: "passed as a C string to " + f.Name + " (cstring.go)", instr: call, fn: call.Parent.Parent})
				}
			}
		})
	}
}
