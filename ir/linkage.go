package ir

import "strconv"

// Linkage is a global value's linkage.
type Linkage uint8

const (
	External Linkage = iota
	Private
	Internal
	AvailableExternally
	LinkOnce
	Weak
	Common
	Appending
	ExternWeak
	LinkOnceODR
	WeakODR
	numLinkages
)

var linkageNames = [numLinkages]string{"external", "private", "internal", "available_externally",
	"linkonce", "weak", "common", "appending", "extern_weak", "linkonce_odr", "weak_odr"}

// String returns the linkage keyword.
func (l Linkage) String() string {
	if l < numLinkages {
		return linkageNames[l]
	}
	return "<invalid>"
}

// IsLocal reports whether l is private or internal.
func (l Linkage) IsLocal() bool { return l == Private || l == Internal }

// Visibility is a global value's visibility.
type Visibility uint8

const (
	Default Visibility = iota
	Hidden
	Protected
)

var visibilityNames = [...]string{"", "hidden", "protected"}

// String returns the visibility keyword ("" for default).
func (v Visibility) String() string { return visibilityNames[v] }

// DLLStorage is a global value's DLL storage class.
type DLLStorage uint8

const (
	DLLNone DLLStorage = iota
	DLLImport
	DLLExport
)

var dllNames = [...]string{"", "dllimport", "dllexport"}

// String returns the keyword ("" for none).
func (d DLLStorage) String() string { return dllNames[d] }

// TLSMode is a global variable's thread-local model.
type TLSMode uint8

const (
	NotThreadLocal TLSMode = iota
	GeneralDynamic         // thread_local
	LocalDynamic           // thread_local(localdynamic)
	InitialExec            // thread_local(initialexec)
	LocalExec              // thread_local(localexec)
)

var tlsNames = [...]string{"", "thread_local", "thread_local(localdynamic)", "thread_local(initialexec)", "thread_local(localexec)"}

// String returns the printed form ("" for not thread-local).
func (t TLSMode) String() string { return tlsNames[t] }

// UnnamedAddr says whether a global's address is significant.
type UnnamedAddr uint8

const (
	NamedAddr UnnamedAddr = iota
	GlobalUnnamedAddr
	LocalUnnamedAddr
)

var unnamedAddrNames = [...]string{"", "unnamed_addr", "local_unnamed_addr"}

// String returns the keyword ("" when the address is significant).
func (u UnnamedAddr) String() string { return unnamedAddrNames[u] }

// CallConv is a calling convention number (LLVM's CallingConv::ID).
type CallConv uint32

// Named calling conventions (LLVM's CallingConv.h numbering).
var callConvNames = map[CallConv]string{
	0: "ccc", 8: "fastcc", 9: "coldcc", 10: "ghccc", 11: "cc 11", 12: "webkit_jscc", 13: "anyregcc",
	14: "preserve_mostcc", 15: "preserve_allcc", 16: "swiftcc", 17: "cxx_fast_tlscc", 18: "tailcc",
	19: "cfguard_checkcc", 20: "swifttailcc", 21: "preserve_nonecc",
	64: "x86_stdcallcc", 65: "x86_fastcallcc", 66: "arm_apcscc", 67: "arm_aapcscc",
	68: "arm_aapcs_vfpcc", 69: "msp430_intrcc", 70: "x86_thiscallcc", 71: "ptx_kernel",
	72: "ptx_device", 75: "spir_func", 76: "spir_kernel", 77: "intel_ocl_bicc",
	78: "x86_64_sysvcc", 79: "win64cc", 80: "x86_vectorcallcc", 81: "hhvmcc", 82: "hhvm_ccc",
	83: "x86_intrcc", 84: "avr_intrcc", 85: "avr_signalcc", 87: "amdgpu_vs", 88: "amdgpu_gs",
	89: "amdgpu_ps", 90: "amdgpu_cs", 91: "amdgpu_kernel", 92: "x86_regcallcc", 93: "amdgpu_hs",
	95: "amdgpu_ls", 96: "amdgpu_es", 97: "aarch64_vector_pcs", 98: "aarch64_sve_vector_pcs",
	100: "amdgpu_gfx", 101: "m68k_intrcc", 102: "aarch64_sme_preservemost_from_x0",
	103: "aarch64_sme_preservemost_from_x2", 104: "amdgpu_cs_chain", 105: "amdgpu_cs_chain_preserve",
	106: "m68k_rtdcc", 107: "riscv_vector_cc",
}

// String returns the calling convention keyword, or `cc N`.
func (c CallConv) String() string {
	if n, ok := callConvNames[c]; ok && c != 11 {
		return n
	}
	return "cc " + strconv.FormatUint(uint64(c), 10)
}

// Align is an alignment in bytes: 0 means "not specified", otherwise a power
// of two.
type Align uint64

// ComdatKind is a comdat's selection kind.
type ComdatKind uint8

const (
	ComdatAny ComdatKind = iota
	ComdatExactMatch
	ComdatLargest
	ComdatNoDeduplicate // `nodeduplicate` (spelled `noduplicates` before LLVM 13)
	ComdatSameSize
)

var comdatNames = [...]string{"any", "exactmatch", "largest", "nodeduplicate", "samesize"}

// String returns the selection kind keyword.
func (k ComdatKind) String() string { return comdatNames[k] }

// ComdatKindByName returns the kind for a keyword (accepting the old
// `noduplicates`).
func ComdatKindByName(s string) (ComdatKind, bool) {
	if s == "noduplicates" {
		return ComdatNoDeduplicate, true
	}
	for i, n := range comdatNames {
		if n == s {
			return ComdatKind(i), true
		}
	}
	return 0, false
}

// Comdat is `$name = comdat any`.
type Comdat struct {
	Name string
	Kind ComdatKind
}
