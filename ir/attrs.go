package ir

import (
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// AttrKind identifies a known enum attribute. The numbering is LLVM's
// bitcode ATTR_KIND_* numbering (llvm/Bitcode/LLVMBitCodes.h), a stable,
// documented fact that the bitcode reader and writer use directly. Zero
// marks string attributes and unknown keywords.
type AttrKind uint8

// AttrForm says what argument an attribute kind takes in text form.
type AttrForm uint8

const (
	FormFlag          AttrForm = iota // `nounwind`
	FormInt                           // `align 8`, `dereferenceable(8)`, `alignstack(16)`
	FormType                          // `byval(%T)`, `sret(%T)`, `elementtype(i32)`
	FormIntPair                       // `allocsize(0, 1)`, `vscale_range(1, 16)`; second is optional
	FormUWTable                       // `uwtable`, `uwtable(sync)`, `uwtable(async)`
	FormAllocKind                     // `allockind("alloc,zeroed")`
	FormMemory                        // `memory(argmem: readwrite, inaccessiblemem: write)`
	FormNoFPClass                     // `nofpclass(nan inf)`
	FormRange                         // `range(i32 0, 10)`
	FormInitializes                   // `initializes((0, 8), (16, 24))`
	FormCaptures                      // `captures(none)`, `captures(address, ret: provenance)`
	FormOptInt                        // `dead_on_return` or `dead_on_return(8)`
	FormDenormalFPEnv                 // `denormal_fpenv(...)` (kept as raw text)
)

// AttrInfo describes one known attribute kind.
type AttrInfo struct {
	Name string
	Form AttrForm
}

const (
	AttrNone                            AttrKind = 0 // string attribute or unknown keyword
	AttrAlign                           AttrKind = 1
	AttrAlwaysInline                    AttrKind = 2
	AttrByVal                           AttrKind = 3
	AttrInlineHint                      AttrKind = 4
	AttrInReg                           AttrKind = 5
	AttrMinSize                         AttrKind = 6
	AttrNaked                           AttrKind = 7
	AttrNest                            AttrKind = 8
	AttrNoAlias                         AttrKind = 9
	AttrNoBuiltin                       AttrKind = 10
	AttrNoCapture                       AttrKind = 11
	AttrNoDuplicate                     AttrKind = 12
	AttrNoImplicitFloat                 AttrKind = 13
	AttrNoInline                        AttrKind = 14
	AttrNonLazyBind                     AttrKind = 15
	AttrNoRedZone                       AttrKind = 16
	AttrNoReturn                        AttrKind = 17
	AttrNoUnwind                        AttrKind = 18
	AttrOptSize                         AttrKind = 19
	AttrReadNone                        AttrKind = 20
	AttrReadOnly                        AttrKind = 21
	AttrReturned                        AttrKind = 22
	AttrReturnsTwice                    AttrKind = 23
	AttrSExt                            AttrKind = 24
	AttrAlignStack                      AttrKind = 25
	AttrSSP                             AttrKind = 26
	AttrSSPReq                          AttrKind = 27
	AttrSSPStrong                       AttrKind = 28
	AttrSRet                            AttrKind = 29
	AttrSanitizeAddress                 AttrKind = 30
	AttrSanitizeThread                  AttrKind = 31
	AttrSanitizeMemory                  AttrKind = 32
	AttrUWTable                         AttrKind = 33
	AttrZExt                            AttrKind = 34
	AttrBuiltin                         AttrKind = 35
	AttrCold                            AttrKind = 36
	AttrOptNone                         AttrKind = 37
	AttrInAlloca                        AttrKind = 38
	AttrNonNull                         AttrKind = 39
	AttrJumpTable                       AttrKind = 40
	AttrDereferenceable                 AttrKind = 41
	AttrDereferenceableOrNull           AttrKind = 42
	AttrConvergent                      AttrKind = 43
	AttrSafeStack                       AttrKind = 44
	AttrArgMemOnly                      AttrKind = 45
	AttrSwiftSelf                       AttrKind = 46
	AttrSwiftError                      AttrKind = 47
	AttrNoRecurse                       AttrKind = 48
	AttrInaccessibleMemOnly             AttrKind = 49
	AttrInaccessibleMemOrArgMemOnly     AttrKind = 50
	AttrAllocSize                       AttrKind = 51
	AttrWriteOnly                       AttrKind = 52
	AttrSpeculatable                    AttrKind = 53
	AttrStrictFP                        AttrKind = 54
	AttrSanitizeHWAddress               AttrKind = 55
	AttrNoCFCheck                       AttrKind = 56
	AttrOptForFuzzing                   AttrKind = 57
	AttrShadowCallStack                 AttrKind = 58
	AttrSpeculativeLoadHardening        AttrKind = 59
	AttrImmArg                          AttrKind = 60
	AttrWillReturn                      AttrKind = 61
	AttrNoFree                          AttrKind = 62
	AttrNoSync                          AttrKind = 63
	AttrSanitizeMemTag                  AttrKind = 64
	AttrPreallocated                    AttrKind = 65
	AttrNoMerge                         AttrKind = 66
	AttrNullPointerIsValid              AttrKind = 67
	AttrNoUndef                         AttrKind = 68
	AttrByRef                           AttrKind = 69
	AttrMustProgress                    AttrKind = 70
	AttrNoCallback                      AttrKind = 71
	AttrHot                             AttrKind = 72
	AttrNoProfile                       AttrKind = 73
	AttrVScaleRange                     AttrKind = 74
	AttrSwiftAsync                      AttrKind = 75
	AttrNoSanitizeCoverage              AttrKind = 76
	AttrElementType                     AttrKind = 77
	AttrDisableSanitizerInstrumentation AttrKind = 78
	AttrNoSanitizeBounds                AttrKind = 79
	AttrAllocAlign                      AttrKind = 80
	AttrAllocPtr                        AttrKind = 81
	AttrAllocKind                       AttrKind = 82
	AttrPresplitCoroutine               AttrKind = 83
	AttrFnRetThunkExtern                AttrKind = 84
	AttrSkipProfile                     AttrKind = 85
	AttrMemory                          AttrKind = 86
	AttrNoFPClass                       AttrKind = 87
	AttrOptDebug                        AttrKind = 88
	AttrWritable                        AttrKind = 89
	AttrCoroOnlyDestroyWhenComplete     AttrKind = 90
	AttrDeadOnUnwind                    AttrKind = 91
	AttrRange                           AttrKind = 92
	AttrSanitizeNumericalStability      AttrKind = 93
	AttrInitializes                     AttrKind = 94
	AttrHybridPatchable                 AttrKind = 95
	AttrSanitizeRealtime                AttrKind = 96
	AttrSanitizeRealtimeBlocking        AttrKind = 97
	AttrCoroElideSafe                   AttrKind = 98
	AttrNoExt                           AttrKind = 99
	AttrNoDivergenceSource              AttrKind = 100
	AttrSanitizeType                    AttrKind = 101
	AttrCaptures                        AttrKind = 102
	AttrDeadOnReturn                    AttrKind = 103
	AttrSanitizeAllocToken              AttrKind = 104
	AttrNoCreateUndefOrPoison           AttrKind = 105
	AttrDenormalFPEnv                   AttrKind = 106
	AttrNoOutline                       AttrKind = 107
	NumAttrKinds                                 = 108
)

// AttrInfos is the table of known attribute kinds, indexed by AttrKind.
var AttrInfos = [NumAttrKinds]AttrInfo{
	AttrAlign: {"align", FormInt}, AttrAlwaysInline: {"alwaysinline", FormFlag},
	AttrByVal: {"byval", FormType}, AttrInlineHint: {"inlinehint", FormFlag},
	AttrInReg: {"inreg", FormFlag}, AttrMinSize: {"minsize", FormFlag}, AttrNaked: {"naked", FormFlag},
	AttrNest: {"nest", FormFlag}, AttrNoAlias: {"noalias", FormFlag}, AttrNoBuiltin: {"nobuiltin", FormFlag},
	AttrNoCapture: {"nocapture", FormFlag}, AttrNoDuplicate: {"noduplicate", FormFlag},
	AttrNoImplicitFloat: {"noimplicitfloat", FormFlag}, AttrNoInline: {"noinline", FormFlag},
	AttrNonLazyBind: {"nonlazybind", FormFlag}, AttrNoRedZone: {"noredzone", FormFlag},
	AttrNoReturn: {"noreturn", FormFlag}, AttrNoUnwind: {"nounwind", FormFlag},
	AttrOptSize: {"optsize", FormFlag}, AttrReadNone: {"readnone", FormFlag},
	AttrReadOnly: {"readonly", FormFlag}, AttrReturned: {"returned", FormFlag},
	AttrReturnsTwice: {"returns_twice", FormFlag}, AttrSExt: {"signext", FormFlag},
	AttrAlignStack: {"alignstack", FormInt}, AttrSSP: {"ssp", FormFlag}, AttrSSPReq: {"sspreq", FormFlag},
	AttrSSPStrong: {"sspstrong", FormFlag}, AttrSRet: {"sret", FormType},
	AttrSanitizeAddress: {"sanitize_address", FormFlag}, AttrSanitizeThread: {"sanitize_thread", FormFlag},
	AttrSanitizeMemory: {"sanitize_memory", FormFlag}, AttrUWTable: {"uwtable", FormUWTable},
	AttrZExt: {"zeroext", FormFlag}, AttrBuiltin: {"builtin", FormFlag}, AttrCold: {"cold", FormFlag},
	AttrOptNone: {"optnone", FormFlag}, AttrInAlloca: {"inalloca", FormType},
	AttrNonNull: {"nonnull", FormFlag}, AttrJumpTable: {"jumptable", FormFlag},
	AttrDereferenceable:       {"dereferenceable", FormInt},
	AttrDereferenceableOrNull: {"dereferenceable_or_null", FormInt},
	AttrConvergent:            {"convergent", FormFlag}, AttrSafeStack: {"safestack", FormFlag},
	AttrArgMemOnly: {"argmemonly", FormFlag}, AttrSwiftSelf: {"swiftself", FormFlag},
	AttrSwiftError: {"swifterror", FormFlag}, AttrNoRecurse: {"norecurse", FormFlag},
	AttrInaccessibleMemOnly:         {"inaccessiblememonly", FormFlag},
	AttrInaccessibleMemOrArgMemOnly: {"inaccessiblemem_or_argmemonly", FormFlag},
	AttrAllocSize:                   {"allocsize", FormIntPair}, AttrWriteOnly: {"writeonly", FormFlag},
	AttrSpeculatable: {"speculatable", FormFlag}, AttrStrictFP: {"strictfp", FormFlag},
	AttrSanitizeHWAddress: {"sanitize_hwaddress", FormFlag}, AttrNoCFCheck: {"nocf_check", FormFlag},
	AttrOptForFuzzing: {"optforfuzzing", FormFlag}, AttrShadowCallStack: {"shadowcallstack", FormFlag},
	AttrSpeculativeLoadHardening: {"speculative_load_hardening", FormFlag},
	AttrImmArg:                   {"immarg", FormFlag}, AttrWillReturn: {"willreturn", FormFlag},
	AttrNoFree: {"nofree", FormFlag}, AttrNoSync: {"nosync", FormFlag},
	AttrSanitizeMemTag: {"sanitize_memtag", FormFlag}, AttrPreallocated: {"preallocated", FormType},
	AttrNoMerge: {"nomerge", FormFlag}, AttrNullPointerIsValid: {"null_pointer_is_valid", FormFlag},
	AttrNoUndef: {"noundef", FormFlag}, AttrByRef: {"byref", FormType},
	AttrMustProgress: {"mustprogress", FormFlag}, AttrNoCallback: {"nocallback", FormFlag},
	AttrHot: {"hot", FormFlag}, AttrNoProfile: {"noprofile", FormFlag},
	AttrVScaleRange: {"vscale_range", FormIntPair}, AttrSwiftAsync: {"swiftasync", FormFlag},
	AttrNoSanitizeCoverage: {"nosanitize_coverage", FormFlag}, AttrElementType: {"elementtype", FormType},
	AttrDisableSanitizerInstrumentation: {"disable_sanitizer_instrumentation", FormFlag},
	AttrNoSanitizeBounds:                {"nosanitize_bounds", FormFlag}, AttrAllocAlign: {"allocalign", FormFlag},
	AttrAllocPtr: {"allocptr", FormFlag}, AttrAllocKind: {"allockind", FormAllocKind},
	AttrPresplitCoroutine: {"presplitcoroutine", FormFlag},
	AttrFnRetThunkExtern:  {"fn_ret_thunk_extern", FormFlag}, AttrSkipProfile: {"skipprofile", FormFlag},
	AttrMemory: {"memory", FormMemory}, AttrNoFPClass: {"nofpclass", FormNoFPClass},
	AttrOptDebug: {"optdebug", FormFlag}, AttrWritable: {"writable", FormFlag},
	AttrCoroOnlyDestroyWhenComplete: {"coro_only_destroy_when_complete", FormFlag},
	AttrDeadOnUnwind:                {"dead_on_unwind", FormFlag}, AttrRange: {"range", FormRange},
	AttrSanitizeNumericalStability: {"sanitize_numerical_stability", FormFlag},
	AttrInitializes:                {"initializes", FormInitializes}, AttrHybridPatchable: {"hybrid_patchable", FormFlag},
	AttrSanitizeRealtime:         {"sanitize_realtime", FormFlag},
	AttrSanitizeRealtimeBlocking: {"sanitize_realtime_blocking", FormFlag},
	AttrCoroElideSafe:            {"coro_elide_safe", FormFlag}, AttrNoExt: {"noext", FormFlag},
	AttrNoDivergenceSource: {"nodivergencesource", FormFlag}, AttrSanitizeType: {"sanitize_type", FormFlag},
	AttrCaptures: {"captures", FormCaptures}, AttrDeadOnReturn: {"dead_on_return", FormOptInt},
	AttrSanitizeAllocToken:    {"sanitize_alloc_token", FormFlag},
	AttrNoCreateUndefOrPoison: {"nocreateundeforpoison", FormFlag},
	AttrDenormalFPEnv:         {"denormal_fpenv", FormDenormalFPEnv}, AttrNoOutline: {"nooutline", FormFlag},
}

var attrByName = func() map[string]AttrKind {
	m := map[string]AttrKind{}
	for k, info := range AttrInfos {
		if info.Name != "" {
			m[info.Name] = AttrKind(k)
		}
	}
	return m
}()

// AttrKindByName returns the kind of a known attribute keyword.
func AttrKindByName(name string) (AttrKind, bool) {
	k, ok := attrByName[name]
	return k, ok
}

// String returns the attribute keyword.
func (k AttrKind) String() string {
	if int(k) < len(AttrInfos) && AttrInfos[k].Name != "" {
		return AttrInfos[k].Name
	}
	return "attr#" + strconv.Itoa(int(k))
}

// Attr is one attribute.
//
//   - Kind != AttrNone: a known attribute; its payload depends on
//     AttrInfos[Kind].Form: Int (FormInt, FormOptInt, FormUWTable: 1 sync /
//     2 async, FormMemory: a MemoryEffects, FormNoFPClass: an FPClass mask,
//     FormCaptures: a Captures), Int and Int2 (FormIntPair; Int2 is the
//     second argument plus one, 0 when absent), Type (FormType), Str
//     (FormAllocKind: the kind list as written; FormDenormalFPEnv: the
//     argument text), Range (FormRange), Ranges (FormInitializes).
//   - Kind == AttrNone and Key != "": a string attribute "Key"="Val" (Val may
//     be empty: `"key"`).
//   - Kind == AttrNone and Raw != "": an attribute keyword irfix does not
//     know, kept verbatim so it survives a round trip.
type Attr struct {
	Kind   AttrKind
	Int    uint64
	Int2   uint64
	Type   *Type
	Str    string
	Range  *ConstRange
	Ranges []ConstRange
	Key    string
	Val    string
	Raw    string
}

// ConstRange is a half-open integer range [Lo, Hi) of width Bits, as in
// `range(i32 0, 10)`; initializes ranges use Bits = 64.
type ConstRange struct {
	Bits   uint32
	Lo, Hi *big.Int
}

// Memory locations of a MemoryEffects, in LLVM's printing order.
const (
	MemArg          = 0 // argmem
	MemInaccessible = 1 // inaccessiblemem
	MemErrno        = 2 // errnomem (LLVM 21+)
	MemOther        = 3 // other
	MemTarget0      = 4 // target_mem0 (LLVM 22)
	MemTarget1      = 5 // target_mem1 (LLVM 22)
	NumMemLocations = 6
)

// MemLocationNames are the text names of the memory locations.
var MemLocationNames = [NumMemLocations]string{"argmem", "inaccessiblemem", "errnomem", "other", "target_mem0", "target_mem1"}

// ModRef is a memory access kind: none, read, write or readwrite.
type ModRef uint8

const (
	NoModRef ModRef = 0
	Ref      ModRef = 1
	Mod      ModRef = 2
	ModRefRW ModRef = 3
)

// ModRefNames are the text names of ModRef values.
var ModRefNames = [4]string{"none", "read", "write", "readwrite"}

// MemoryEffects is the payload of `memory(...)`: two bits (a ModRef) per
// location, location L at bits 2L..2L+1. This is irfix's own encoding; the
// bitcode reader and writer convert to each LLVM version's.
type MemoryEffects uint32

// Get returns the access kind for a location.
func (m MemoryEffects) Get(loc int) ModRef { return ModRef(m>>(2*loc)) & 3 }

// With returns m with loc set to mr.
func (m MemoryEffects) With(loc int, mr ModRef) MemoryEffects {
	return m&^(3<<(2*loc)) | MemoryEffects(mr)<<(2*loc)
}

// MemoryAll returns effects with every location set to mr.
func MemoryAll(mr ModRef) MemoryEffects {
	var m MemoryEffects
	for l := 0; l < NumMemLocations; l++ {
		m = m.With(l, mr)
	}
	return m
}

// Capture components (LLVM 21 `captures(...)`); Provenance includes
// ReadProvenance and Address includes AddressIsNull.
const (
	CapNone           = 0
	CapAddressIsNull  = 1
	CapAddress        = 3
	CapReadProvenance = 4
	CapProvenance     = 12
)

// Captures is the payload of `captures(...)`: the components captured in
// general (bits 0–3) and through the return value (bits 4–7).
type Captures uint32

// Other returns the components captured other than through the return value.
func (c Captures) Other() uint32 { return uint32(c) & 15 }

// Ret returns the components captured through the return value.
func (c Captures) Ret() uint32 { return uint32(c) >> 4 & 15 }

// FPClass bits of `nofpclass(...)` (LLVM's FPClassTest).
const (
	FPSNan       = 1 << 0
	FPQNan       = 1 << 1
	FPNegInf     = 1 << 2
	FPNegNormal  = 1 << 3
	FPNegSubnorm = 1 << 4
	FPNegZero    = 1 << 5
	FPPosZero    = 1 << 6
	FPPosSubnorm = 1 << 7
	FPPosNormal  = 1 << 8
	FPPosInf     = 1 << 9
)

// AttrSet is an ordered set of attributes (at most one of each known kind,
// one string attribute per key).
type AttrSet []Attr

// Has reports whether the set contains the known attribute k.
func (s AttrSet) Has(k AttrKind) bool {
	for i := range s {
		if s[i].Kind == k {
			return true
		}
	}
	return false
}

// Get returns the attribute of kind k.
func (s AttrSet) Get(k AttrKind) (Attr, bool) {
	for i := range s {
		if s[i].Kind == k {
			return s[i], true
		}
	}
	return Attr{}, false
}

// GetString returns the value of string attribute key.
func (s AttrSet) GetString(key string) (string, bool) {
	for i := range s {
		if s[i].Kind == AttrNone && s[i].Key == key && s[i].Raw == "" {
			return s[i].Val, true
		}
	}
	return "", false
}

// With returns a copy of s with a added (replacing an attribute of the same
// kind or key).
func (s AttrSet) With(a Attr) AttrSet {
	out := make(AttrSet, 0, len(s)+1)
	for _, x := range s {
		if x.sameSlot(a) {
			continue
		}
		out = append(out, x)
	}
	return append(out, a)
}

// Without returns a copy of s without attributes of kind k.
func (s AttrSet) Without(k AttrKind) AttrSet {
	out := make(AttrSet, 0, len(s))
	for _, x := range s {
		if x.Kind != k || k == AttrNone {
			out = append(out, x)
		}
	}
	return out
}

func (a Attr) sameSlot(b Attr) bool {
	if a.Kind != AttrNone || b.Kind != AttrNone {
		return a.Kind == b.Kind
	}
	if a.Raw != "" || b.Raw != "" {
		return a.Raw == b.Raw
	}
	return a.Key == b.Key
}

// Sorted returns the set in LLVM's canonical order: known attributes by
// kind number, then unknown keywords, then string attributes by key.
func (s AttrSet) Sorted() AttrSet {
	out := append(AttrSet(nil), s...)
	rank := func(a Attr) int {
		switch {
		case a.Kind != AttrNone:
			return 0
		case a.Raw != "":
			return 1
		}
		return 2
	}
	sort.SliceStable(out, func(i, j int) bool {
		ri, rj := rank(out[i]), rank(out[j])
		if ri != rj {
			return ri < rj
		}
		switch ri {
		case 0:
			return out[i].Kind < out[j].Kind
		case 1:
			return out[i].Raw < out[j].Raw
		}
		return out[i].Key < out[j].Key
	})
	return out
}

// Key returns a string that is equal for equal sets (order-insensitive);
// printers use it to share attribute groups.
func (s AttrSet) Key() string {
	var b strings.Builder
	for _, a := range s.Sorted() {
		b.WriteString(strconv.Itoa(int(a.Kind)))
		b.WriteByte(':')
		b.WriteString(strconv.FormatUint(a.Int, 10))
		b.WriteByte(':')
		b.WriteString(strconv.FormatUint(a.Int2, 10))
		b.WriteByte(':')
		if a.Type != nil {
			b.WriteString(a.Type.String())
		}
		b.WriteByte(':')
		b.WriteString(strconv.Quote(a.Str + "\x00" + a.Key + "\x00" + a.Val + "\x00" + a.Raw))
		// A range's width is part of it: range(i32 1, 0) and
		// range(i64 1, 0) print the same bounds.
		if a.Range != nil {
			b.WriteString("i" + strconv.Itoa(int(a.Range.Bits)))
			b.WriteString(a.Range.String())
		}
		for _, r := range a.Ranges {
			b.WriteString("i" + strconv.Itoa(int(r.Bits)))
			b.WriteString(r.String())
		}
		b.WriteByte(';')
	}
	return b.String()
}

// String returns `[lo, hi)` for diagnostics.
func (r ConstRange) String() string {
	return "[" + r.Lo.String() + ", " + r.Hi.String() + ")"
}

// AttrList holds the attributes of a function or call site: function
// attributes, return attributes and one set per parameter (Params may be
// shorter than the parameter list; missing sets are empty).
type AttrList struct {
	Fn     AttrSet
	Ret    AttrSet
	Params []AttrSet
}

// Param returns the attribute set of parameter i (empty if none).
func (l AttrList) Param(i int) AttrSet {
	if i < len(l.Params) {
		return l.Params[i]
	}
	return nil
}

// SetParam sets the attribute set of parameter i, growing Params as needed.
func (l *AttrList) SetParam(i int, s AttrSet) {
	for len(l.Params) <= i {
		l.Params = append(l.Params, nil)
	}
	l.Params[i] = s
}

// Clone returns a deep copy of the list's slices.
func (l AttrList) Clone() AttrList {
	// One backing array for all the sets (each capped at its length, so
	// an append to one set reallocates instead of overwriting the next)
	// and one for Params: two allocations instead of one per set. Empty
	// sets stay nil, as before.
	n := len(l.Fn) + len(l.Ret)
	for _, p := range l.Params {
		n += len(p)
	}
	var buf []Attr
	if n > 0 {
		buf = make([]Attr, 0, n)
	}
	take := func(s AttrSet) AttrSet {
		if len(s) == 0 {
			return nil
		}
		start := len(buf)
		buf = append(buf, s...)
		return AttrSet(buf[start:len(buf):len(buf)])
	}
	out := AttrList{Fn: take(l.Fn), Ret: take(l.Ret)}
	if len(l.Params) > 0 {
		out.Params = make([]AttrSet, len(l.Params))
		for i, p := range l.Params {
			out.Params[i] = take(p)
		}
	}
	return out
}

// AllocKindNames are the words of allockind("...")'s argument, word i
// being bit 1<<i of the AllocFnKind mask bitcode stores.
var AllocKindNames = [...]string{"alloc", "realloc", "free", "uninitialized", "zeroed", "aligned"}

// AllocKindMask returns the AllocFnKind mask an allockind argument
// spells (words joined by commas), or an error naming a word that is
// none of AllocKindNames.
func AllocKindMask(s string) (uint64, error) {
	var v uint64
	for _, w := range strings.Split(s, ",") {
		w = strings.TrimSpace(w)
		if w == "" {
			continue
		}
		i := slices.Index(AllocKindNames[:], w)
		if i < 0 {
			return 0, fmt.Errorf("unknown allockind %q", w)
		}
		v |= 1 << i
	}
	return v, nil
}
