package bitcode

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// writeAttributeGroups writes PARAMATTR_GROUP_BLOCK: one ENTRY [grpid,
// index, attributes...] per (index, attribute set) pair. Each attribute
// is [0, kind] (enum), [1, kind, value] (integer), [3, key..., 0] /
// [4, key..., 0, value..., 0] (string), [5, kind] / [6, kind, type]
// (type), [7, kind, width, lo, hi] (range) or [8, kind, n, width,
// ranges...] (range list), with the target's kind numbers and value
// encodings.
func (w *wWriter) writeAttributeGroups() {
	if len(w.attrGroups) == 0 {
		return
	}
	w.enter(bitstream.ParamAttrGroupBlockID, 3)
	for i, g := range w.attrGroups {
		rec := append(w.rec[:0], uint64(i+1), uint64(g.index))
		for _, a := range g.set {
			rec = w.appendAttr(rec, a)
		}
		w.rec = rec
		w.emit(paramAttrGrpCodeEntry, rec, 0)
	}
	w.exit()
}

// writeAttributeLists writes PARAMATTR_BLOCK: one ENTRY [group IDs] per
// attribute list.
func (w *wWriter) writeAttributeLists() {
	if len(w.attrLists) == 0 {
		return
	}
	w.enter(bitstream.ParamAttrBlockID, 3)
	for _, l := range w.attrLists {
		rec := w.rec[:0]
		for _, g := range l {
			rec = append(rec, uint64(g))
		}
		w.rec = rec
		w.emit(paramAttrCodeEntry, rec, 0)
	}
	w.exit()
}

func (w *wWriter) appendAttr(rec []uint64, a ir.Attr) []uint64 {
	if a.Kind == ir.AttrNone {
		if a.Raw != "" {
			w.fail(ErrNotExpressible, "attribute "+a.Raw, "an attribute irfix keeps only as text cannot be written to bitcode")
		}
		if strings.IndexByte(a.Key, 0) >= 0 || strings.IndexByte(a.Val, 0) >= 0 {
			// The record ends each string at a 0; LLVM writes such an
			// attribute too, and its reader rejects the result.
			w.fail(ErrNotExpressible, "attribute "+strconv.Quote(a.Key), "a string attribute with a NUL byte cannot be written to bitcode")
		}
		if a.Val == "" {
			rec = append(rec, attrString)
			rec = appendString(rec, a.Key)
			return append(rec, 0)
		}
		rec = append(rec, attrStringVal)
		rec = appendString(rec, a.Key)
		rec = append(rec, 0)
		rec = appendString(rec, a.Val)
		return append(rec, 0)
	}
	what := "attribute " + a.Kind.String()
	if !w.t.HasAttr(a.Kind) {
		w.fail(ErrNotExpressible, what, "target %s does not know this attribute (lower the module first)", w.t)
	}
	kind := uint64(a.Kind)
	switch ir.AttrInfos[a.Kind].Form {
	case ir.FormFlag:
		return append(rec, attrEnum, kind)
	case ir.FormInt:
		return append(rec, attrInt, kind, a.Int)
	case ir.FormOptInt:
		if a.Int == 0 {
			return append(rec, attrEnum, kind)
		}
		return append(rec, attrInt, kind, a.Int)
	case ir.FormUWTable:
		v := a.Int
		if v == 0 {
			v = 2 // bare uwtable: asynchronous
		}
		if !w.f.uwtableKind {
			if v != 2 {
				w.fail(ErrNotExpressible, what, "uwtable(sync) needs LLVM >= 15; target is %s", w.t)
			}
			return append(rec, attrEnum, kind)
		}
		return append(rec, attrInt, kind, v)
	case ir.FormType:
		if a.Type == nil {
			return append(rec, attrType, kind)
		}
		return append(rec, attrTypeWithTy, kind, uint64(w.typeID(a.Type)))
	case ir.FormIntPair:
		// allocsize: elemsize << 32 | numelems (0xFFFFFFFF when absent);
		// vscale_range: min << 32 | max (one argument: max = min).
		lo := uint64(0xFFFFFFFF)
		if a.Int2 != 0 {
			lo = a.Int2 - 1
		} else if a.Kind == ir.AttrVScaleRange {
			lo = a.Int
		}
		return append(rec, attrInt, kind, a.Int<<32|lo&0xFFFFFFFF)
	case ir.FormAllocKind:
		return append(rec, attrInt, kind, w.allocKindBits(a.Str))
	case ir.FormMemory:
		return append(rec, attrInt, kind, w.memoryBits(ir.MemoryEffects(a.Int)))
	case ir.FormNoFPClass:
		return append(rec, attrInt, kind, a.Int&0x3ff)
	case ir.FormCaptures:
		c := ir.Captures(a.Int)
		return append(rec, attrInt, kind, uint64(c.Other())<<4|uint64(c.Ret()))
	case ir.FormRange:
		if a.Range == nil {
			w.fail(ErrBadModule, what, "range attribute without a range")
		}
		rec = append(rec, attrRange, kind)
		return w.appendRange(rec, *a.Range, true)
	case ir.FormInitializes:
		if len(a.Ranges) == 0 {
			w.fail(ErrBadModule, what, "initializes without ranges")
		}
		rec = append(rec, attrRangeList, kind, uint64(len(a.Ranges)), uint64(a.Ranges[0].Bits))
		for _, r := range a.Ranges {
			rec = w.appendRange(rec, r, false)
		}
		return rec
	}
	w.fail(ErrNotExpressible, what, "no bitcode encoding for this attribute")
	return rec
}

// appendRange writes a ConstantRange as emitConstantRange does: [width],
// then the bounds sign-rotated, or for widths over 64 a word-count pair
// and the words.
func (w *wWriter) appendRange(rec []uint64, r ir.ConstRange, withWidth bool) []uint64 {
	if r.Lo == nil || r.Hi == nil {
		w.fail(ErrBadModule, "range", "missing bound")
	}
	if withWidth {
		rec = append(rec, uint64(r.Bits))
	}
	if r.Bits <= 64 {
		return emitSigned(emitSigned(rec, wSExt(r.Lo, r.Bits)), wSExt(r.Hi, r.Bits))
	}
	lo := activeWords(wideWords(r.Lo, int(r.Bits)))
	hi := activeWords(wideWords(r.Hi, int(r.Bits)))
	rec = append(rec, uint64(len(lo))|uint64(len(hi))<<32)
	for _, x := range lo {
		rec = emitSigned(rec, int64(x))
	}
	for _, x := range hi {
		rec = emitSigned(rec, int64(x))
	}
	return rec
}

// wSExt returns b (taken modulo 2^bits) sign-extended from bits.
func wSExt(b *big.Int, bits uint32) int64 {
	v := new(big.Int).Set(b)
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	v.Mod(v, mod)
	if v.Bit(int(bits)-1) == 1 {
		v.Sub(v, mod)
	}
	return v.Int64()
}

// allocKindBits encodes allockind("alloc,zeroed") as AllocFnKind bits.
func (w *wWriter) allocKindBits(s string) uint64 {
	v, err := ir.AllocKindMask(s)
	if err != nil {
		w.fail(ErrBadModule, "allockind", "%v", err)
	}
	return v
}

// memoryBits encodes memory(...) for the target: version 0 (LLVM 16-20)
// has argmem, inaccessiblemem and other at bits 0-1, 2-3, 4-5; version 1
// (LLVM 21+) has the model's own location order and a version byte.
func (w *wWriter) memoryBits(me ir.MemoryEffects) uint64 {
	if w.f.memV1 {
		if !w.f.memTargetLocs && (me.Get(ir.MemTarget0) != me.Get(ir.MemOther) || me.Get(ir.MemTarget1) != me.Get(ir.MemOther)) {
			w.fail(ErrNotExpressible, "attribute memory", "target_mem0/target_mem1 need LLVM >= 22; target is %s", w.t)
		}
		var v uint64
		n := ir.MemOther + 1
		if w.f.memTargetLocs {
			n = ir.NumMemLocations
		}
		for l := 0; l < n; l++ {
			v |= uint64(me.Get(l)) << (2 * l)
		}
		return 1<<56 | v
	}
	other := me.Get(ir.MemOther)
	for _, l := range []int{ir.MemErrno, ir.MemTarget0, ir.MemTarget1} {
		if me.Get(l) != other {
			w.fail(ErrNotExpressible, "attribute memory", "location %s differs from other memory; target %s has no such location", ir.MemLocationNames[l], w.t)
		}
	}
	return uint64(me.Get(ir.MemArg)) | uint64(me.Get(ir.MemInaccessible))<<2 | uint64(other)<<4
}
