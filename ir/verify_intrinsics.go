package ir

import (
	"strings"
	"sync"
)

// intrinsicTargets are the architecture prefixes of target-specific
// intrinsics (llvm.x86.*, ...), whose names irfix does not list.
var intrinsicTargets = []string{"aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon", "loongarch", "mips", "nvvm",
	"ppc", "r600", "riscv", "s390", "spv", "ve", "wasm", "x86", "xcore", "xtensa", "lanai"}

var intrinsicNames = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(intrinsicNameList) {
		m["llvm."+n] = true
	}
	return m
})

// IntrinsicNameKnown reports whether name can be an intrinsic LLVM 22
// knows: a target-independent intrinsic (verify_intrinsic_names.go,
// generated from LLVM's IntrinsicEnums.inc) or one of them followed by
// overload suffixes ("llvm.smax.i32"). checked is false for a
// target-specific name (llvm.x86.*), which irfix cannot judge.
func IntrinsicNameKnown(name string) (known, checked bool) {
	rest, ok := strings.CutPrefix(name, "llvm.")
	if !ok {
		return false, true
	}
	for _, t := range intrinsicTargets {
		if strings.HasPrefix(rest, t+".") {
			return true, false
		}
	}
	names := intrinsicNames()
	for n := name; ; {
		if names[n] {
			return true, true
		}
		i := strings.LastIndexByte(n, '.')
		if i <= len("llvm") {
			return false, true
		}
		n = n[:i]
	}
}
