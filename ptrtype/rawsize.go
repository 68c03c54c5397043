package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// Whole objects copied or cleared by size. An exported function that
// only resets or copies its object — `memset(st, 0, sizeof(*st))`,
// `memcpy(dst, src, sizeof(*dst))`, a clone's memcpy of the whole
// handle — leaves nothing in opaque IR but the pointers and the size:
// no access, no getelementptr, often no caller in the module (a library's
// API). The size is the object's: when exactly one named struct of the
// module has that size (and the alignment the call states for the
// pointer, when it states one), the pointer points to that struct. Only
// pointers nothing else gives a type (their class has no evidence at
// all after the vote and the other rules), and for a copy only when
// neither side has one (a copy from a typed object into an untyped one
// is a struct assignment only with clang's !tbaa.struct: structcopy.go):
// anything else the module says wins, and two structs of the size are no
// answer.

const whatRawSize = "C: copied or cleared whole with memcpy/memmove/memset of the size of the one struct of the module that has it (rawsize.go): "

// sizedRawObjects applies that rule; it reports whether it decided any
// class.
func (a *analysis) sizedRawObjects() bool {
	if a.layout() == nil {
		return false
	}
	bySize := map[uint64][]*ir.Type{}
	for _, t := range a.m.Types {
		if t.Kind != ir.StructKind || t.Opaque || len(t.Fields) == 0 {
			continue
		}
		if sz, err := a.dl.Size(t); err == nil && sz > 0 {
			bySize[sz] = append(bySize[sz], t)
		}
	}
	g := a.newAgreeing() // (freeslots.go)
	for _, f := range a.m.Funcs {
		if !f.IsDeclaration() {
			continue
		}
		ptrs := rawCopyPointers(f.Name)
		if ptrs == 0 {
			continue
		}
		eachDirectCall(f, func(call *ir.Instr, args []ir.Value) { // (stdiodecl.go)
			if len(args) < 3 {
				return
			}
			n, ok := args[2].(*ir.ConstInt)
			if !ok || n.Signed() <= 0 {
				return
			}
			ss := bySize[uint64(n.Signed())]
			if len(ss) == 0 {
				return
			}
			// A copy with one typed side is structcopy.go's: a struct
			// assignment says so with !tbaa.struct, a byte copy into
			// raw memory does not.
			for k := 0; k < ptrs; k++ {
				if t := a.vt(args[k]); t == nil || t.kind != tLeaf || a.sol[a.find(t.slot)] != nil {
					return
				}
			}
			for k := 0; k < ptrs; k++ {
				t := a.vt(args[k])
				if t == nil || t.kind != tLeaf {
					continue
				}
				r := a.find(t.slot)
				if !g.open(r) {
					continue
				}
				var align uint64
				if at, ok := call.Attrs().Param(k).Get(ir.AttrAlign); ok {
					align = at.Int
				}
				var pick *ir.Type
				count := 0
				for _, s := range ss {
					if sa, err := a.dl.Align(s); align != 0 && (err != nil || sa != align) {
						continue
					}
					pick = s
					count++
				}
				if count == 1 {
					g.offer(r, pick)
				}
			}
		})
	}
	return g.decide(whatRawSize)
}

// rawCopyPointers is how many leading pointer arguments of the named
// function a raw copy or clear fills or reads: 2 for memcpy and
// memmove, 1 for memset, 0 for anything else.
func rawCopyPointers(name string) int {
	switch {
	case name == "memcpy" || name == "memmove" || strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove."):
		return 2
	case name == "memset" || strings.HasPrefix(name, "llvm.memset."):
		return 1
	}
	return 0
}
