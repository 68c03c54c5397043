package ptrtype

import (
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// The producer's LLVM. Before LLVM 18, InstCombine kept a getelementptr's
// source type (p[8] of an int* stays `getelementptr i32, ptr %p, 8`), and
// clang's -O2 output addresses memory as bytes only where the source
// did: char* arithmetic, memcpy of a few bytes read as one integer
// (MEM_read32(p + 32) in a byte stream), SROA's slices of locals. Since
// LLVM 18 every constant offset is canonicalized to bytes. clang records
// its version in !llvm.ident ("clang version 16.0.6"); oldByteGEPs
// reports whether the module says it comes from a clang before 18.

const whatOldBytes = "byte offsets in a module from clang before 18 are the source's (a char*), not an array of: access of "

// clangMajor returns the major version in m's !llvm.ident, 0 when it has
// none or they disagree (a module linked from several producers).
func clangMajor(m *ir.Module) int {
	nm := m.NamedMDByName("llvm.ident")
	if nm == nil {
		return 0
	}
	major := 0
	for _, n := range nm.Nodes {
		for _, op := range n.Ops {
			s, ok := op.(*ir.MDString)
			if !ok {
				continue
			}
			i := strings.Index(s.S, "clang version ")
			if i < 0 {
				return 0
			}
			v := s.S[i+len("clang version "):]
			if j := strings.IndexByte(v, '.'); j > 0 {
				v = v[:j]
			}
			k, err := strconv.Atoi(v)
			if err != nil || (major != 0 && k != major) {
				return 0
			}
			major = k
		}
	}
	return major
}

// oldByteGEPs reports whether m comes from a clang before LLVM 18's
// byte canonicalization of getelementptrs (cached).
func (a *analysis) oldByteGEPs() bool {
	if a.clangVer == 0 {
		a.clangVer = clangMajor(a.m)
		if a.clangVer == 0 {
			a.clangVer = -1
		}
	}
	return a.clangVer > 0 && a.clangVer < 18
}
