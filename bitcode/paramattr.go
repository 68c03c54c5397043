package bitcode

import (
	"math/big"
	"slices"
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of PARAMATTR_BLOCK and PARAMATTR_GROUP_BLOCK
// (LLVMBitCodes.h, AttributeCodes).
const (
	paramAttrCodeEntryOld = 1 // ENTRY: [paramidx0, attr0, paramidx1, attr1...] (LLVM < 3.3)
	paramAttrCodeEntry    = 2 // ENTRY: [attrgrp0, attrgrp1, ...]
	paramAttrGrpCodeEntry = 3 // ENTRY: [grpid, idx, attr0, attr1, ...]
)

// The attribute encodings inside a group entry (BitcodeReader.cpp
// parseAttributeGroupBlock; BitcodeWriter.cpp writeAttributeGroupTable).
const (
	attrEnum       = 0 // [0, kind]
	attrInt        = 1 // [1, kind, value]
	attrString     = 3 // [3, key..., 0]
	attrStringVal  = 4 // [4, key..., 0, value..., 0]
	attrType       = 5 // [5, kind] (type attribute without a type)
	attrTypeWithTy = 6 // [6, kind, typeid]
	attrRange      = 7 // [7, kind, bitwidth, range]
	attrRangeList  = 8 // [8, kind, count, bitwidth, ranges...]
)

// The index of a group entry: which part of an attribute list it is.
const (
	attrIndexFunction = 0xFFFFFFFF
	attrIndexReturn   = 0
)

// attrGroup is one PARAMATTR_GRP_CODE_ENTRY: the attributes of one slot.
type attrGroup struct {
	index uint64
	set   ir.AttrSet
}

// readAttrGroups decodes PARAMATTR_GROUP_BLOCK. Attribute kinds are kept
// as the producer wrote them (readnone stays readnone, nocapture stays
// nocapture): converting to newer spellings is the upgrade pass's job. A
// kind this reader does not know is an error naming the kind and the
// producer, like LLVM's "Unknown attribute kind (86)".
func (d *decoder) readAttrGroups() error {
	return d.records(func(e *bitstream.Entry) error {
		if e.Code != paramAttrGrpCodeEntry {
			return nil
		}
		if len(e.Ops) < 2 {
			return d.invalid(e, "attribute group record needs a group ID and an index")
		}
		set, err := d.decodeAttrs(e, e.Ops[2:])
		if err != nil {
			return err
		}
		d.attrGroups[e.Ops[0]] = attrGroup{index: e.Ops[1], set: set}
		return nil
	})
}

// decodeAttrs decodes the attribute encodings of one group entry.
func (d *decoder) decodeAttrs(e *bitstream.Entry, ops []uint64) (ir.AttrSet, error) {
	var set ir.AttrSet
	need := func(i, n int, what string) error {
		if i+n > len(ops) {
			return d.invalid(e, "attribute group entry ends inside %s", what)
		}
		return nil
	}
	for i := 0; i < len(ops); {
		enc := ops[i]
		i++
		switch enc {
		case attrEnum, attrInt, attrType, attrTypeWithTy, attrRange, attrRangeList:
			if err := need(i, 1, "an attribute kind"); err != nil {
				return nil, err
			}
			kind, err := d.attrKind(e, ops[i])
			if err != nil {
				return nil, err
			}
			i++
			a := ir.Attr{Kind: kind}
			form := ir.AttrInfos[kind].Form
			switch enc {
			case attrEnum:
				switch form {
				case ir.FormUWTable:
					a.Int = 2 // bare uwtable means async
				case ir.FormFlag, ir.FormType, ir.FormOptInt:
				default:
					return nil, d.invalid(e, "attribute %s needs an argument but is encoded as a flag", kind)
				}
			case attrInt:
				if err := need(i, 1, "an attribute value"); err != nil {
					return nil, err
				}
				v := ops[i]
				i++
				if err := d.intAttr(e, &a, form, v); err != nil {
					return nil, err
				}
			case attrType, attrTypeWithTy:
				if form != ir.FormType {
					return nil, d.invalid(e, "attribute %s is not a type attribute", kind)
				}
				if enc == attrTypeWithTy {
					if err := need(i, 1, "a type ID"); err != nil {
						return nil, err
					}
					t, err := d.typeByID(e, ops[i])
					if err != nil {
						return nil, err
					}
					a.Type = t
					i++
				}
			case attrRange:
				if form != ir.FormRange {
					return nil, d.invalid(e, "attribute %s is not a constant-range attribute", kind)
				}
				if err := need(i, 1, "a bit width"); err != nil {
					return nil, err
				}
				bits := ops[i]
				i++
				r, n, err := d.constRange(e, ops[i:], bits)
				if err != nil {
					return nil, err
				}
				i += n
				a.Range = &r
			case attrRangeList:
				if form != ir.FormInitializes {
					return nil, d.invalid(e, "attribute %s is not a constant-range-list attribute", kind)
				}
				if err := need(i, 2, "a range count and bit width"); err != nil {
					return nil, err
				}
				count, bits := ops[i], ops[i+1]
				i += 2
				if count > uint64(len(ops)-i) {
					return nil, d.invalid(e, "constant range list claims %d ranges in %d operands", count, len(ops)-i)
				}
				for k := uint64(0); k < count; k++ {
					r, n, err := d.constRange(e, ops[i:], bits)
					if err != nil {
						return nil, err
					}
					i += n
					a.Ranges = append(a.Ranges, r)
				}
			}
			set = append(set, a)
		case attrString, attrStringVal:
			key, n := cString(ops[i:])
			if n < 0 {
				return nil, d.invalid(e, "string attribute key is not NUL-terminated")
			}
			i += n
			a := ir.Attr{Key: key}
			if enc == attrStringVal {
				val, n := cString(ops[i:])
				if n < 0 {
					return nil, d.invalid(e, "string attribute value is not NUL-terminated")
				}
				i += n
				a.Val = val
			}
			set = append(set, a)
		default:
			return nil, d.invalid(e, "unknown attribute encoding %d", enc)
		}
	}
	return set, nil
}

// cString reads a NUL-terminated string of record operands; n counts the
// NUL too (-1 when there is none).
func cString(ops []uint64) (string, int) {
	for i, v := range ops {
		if v == 0 {
			return recordString(ops[:i]), i + 1
		}
	}
	return "", -1
}

// attrKind maps an ATTR_KIND_* number to the model's kind (the model
// numbers kinds exactly like the bitcode).
func (d *decoder) attrKind(e *bitstream.Entry, code uint64) (ir.AttrKind, error) {
	if code == 0 || code >= ir.NumAttrKinds || ir.AttrInfos[code].Name == "" {
		return 0, d.errAt(e.BitPos, ErrUnsupported, "unknown attribute kind %d%s", code, d.producer())
	}
	return ir.AttrKind(code), nil
}

// intAttr fills the payload of an integer-encoded attribute.
func (d *decoder) intAttr(e *bitstream.Entry, a *ir.Attr, form ir.AttrForm, v uint64) error {
	switch form {
	case ir.FormInt, ir.FormOptInt:
		a.Int = v
	case ir.FormUWTable:
		a.Int = v // 1 sync, 2 async
	case ir.FormIntPair:
		// allocsize: elemsize << 32 | numelems (0xFFFFFFFF when absent);
		// vscale_range: min << 32 | max (max 0 = unbounded).
		hi, lo := v>>32, v&0xFFFFFFFF
		a.Int = hi
		if a.Kind == ir.AttrAllocSize {
			if lo != 0xFFFFFFFF {
				a.Int2 = lo + 1
			}
		} else {
			a.Int2 = lo + 1
		}
	case ir.FormAllocKind:
		a.Str = allocKindString(v)
	case ir.FormMemory:
		a.Int = uint64(d.decodeMemory(v))
	case ir.FormCaptures:
		// CaptureInfo: other components << 4 | return components; the
		// model keeps other in bits 0-3 and return in bits 4-7.
		a.Int = uint64((v>>4)&15 | (v&15)<<4)
	case ir.FormNoFPClass:
		a.Int = v & 0x3ff
	default:
		return d.errAt(e.BitPos, ErrUnsupported, "integer encoding of attribute %s is not supported%s", a.Kind, d.producer())
	}
	return nil
}

// allocKindString spells an AllocFnKind mask as allockind's argument.
func allocKindString(v uint64) string {
	var parts []string
	for i, n := range ir.AllocKindNames {
		if v&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, ",")
}

// decodeMemory converts a memory(...) attribute value to the model's
// encoding (two bits per location: argmem, inaccessiblemem, errnomem,
// other, target_mem0, target_mem1, in LLVM's location order). The top
// byte versions the encoding: 0 (LLVM 16-20) holds argmem,
// inaccessiblemem and other; 1 (LLVM 21-22) holds every location of the
// writer's LLVM; 2 marks encodings whose target locations are meant
// literally on AArch64 too.
//
// A location the writer did not know is read as the writer reads it
// back: errnomem was part of "other"; the target locations were part of
// "other" before LLVM 22, while LLVM 22 reads them as untouched
// (inaccessible memory on AArch64, where they were modelled as such).
func (d *decoder) decodeMemory(v uint64) ir.MemoryEffects {
	version := v >> 56
	var me ir.MemoryEffects
	if version == 0 {
		arg, inacc, other := ir.ModRef(v&3), ir.ModRef(v>>2&3), ir.ModRef(v>>4&3)
		me = ir.MemoryAll(other).With(ir.MemArg, arg).With(ir.MemInaccessible, inacc)
	} else {
		for l := 0; l < ir.NumMemLocations; l++ {
			me = me.With(l, ir.ModRef(v>>(2*l)&3))
		}
	}
	if version >= 2 {
		return me
	}
	target := me.Get(ir.MemOther)
	if d.producerMajor() >= 22 {
		switch {
		case strings.HasPrefix(d.m.Triple, "aarch64") || strings.HasPrefix(d.m.Triple, "arm64"):
			target = me.Get(ir.MemInaccessible)
		case version == 0:
			target = ir.NoModRef
		default:
			return me
		}
	}
	return me.With(ir.MemTarget0, target).With(ir.MemTarget1, target)
}

// producerMajor returns the LLVM major version of the identification
// string ("LLVM22.1.8", "LLVM22.1.2-rust-1.95.0-stable"), 0 if unknown.
func (d *decoder) producerMajor() int {
	p, ok := strings.CutPrefix(d.info.Producer, "LLVM")
	if !ok {
		return 0
	}
	n := 0
	for i := 0; i < len(p) && p[i] >= '0' && p[i] <= '9' && n < 1000; i++ {
		n = n*10 + int(p[i]-'0')
	}
	return n
}

// constRange reads a ConstantRange of the given bit width: two
// sign-rotated values for widths up to 64, otherwise a word count pair
// followed by the words (BitcodeReader.cpp readConstantRange). n is the
// number of operands used.
func (d *decoder) constRange(e *bitstream.Entry, ops []uint64, bits uint64) (ir.ConstRange, int, error) {
	if bits == 0 || bits > maxIntBits {
		return ir.ConstRange{}, 0, d.invalid(e, "constant range bit width %d out of range", bits)
	}
	if len(ops) < 2 {
		return ir.ConstRange{}, 0, d.invalid(e, "constant range needs two operands")
	}
	if bits <= 64 {
		lo := wrapBig(big.NewInt(decodeSigned(ops[0])), uint32(bits))
		hi := wrapBig(big.NewInt(decodeSigned(ops[1])), uint32(bits))
		return ir.ConstRange{Bits: uint32(bits), Lo: lo, Hi: hi}, 2, nil
	}
	loWords, hiWords := ops[0]&0xFFFFFFFF, ops[0]>>32
	if loWords+hiWords > uint64(len(ops)-1) {
		return ir.ConstRange{}, 0, d.invalid(e, "wide constant range claims %d words in %d operands", loWords+hiWords, len(ops)-1)
	}
	lo := wideInt(ops[1:1+loWords], uint32(bits))
	hi := wideInt(ops[1+loWords:1+loWords+hiWords], uint32(bits))
	return ir.ConstRange{Bits: uint32(bits), Lo: lo, Hi: hi}, int(1 + loWords + hiWords), nil
}

// decodeSigned undoes the sign rotation of signed VBR operands (the sign
// in bit 0): BitcodeReader::decodeSignRotatedValue.
func decodeSigned(v uint64) int64 {
	if v&1 == 0 {
		return int64(v >> 1)
	}
	if v != 1 {
		return -int64(v >> 1)
	}
	return -1 << 63
}

// wideInt assembles sign-rotated 64-bit words (least significant first)
// into an unsigned value truncated to bits (readWideAPInt).
func wideInt(words []uint64, bits uint32) *big.Int {
	v := new(big.Int)
	for i := len(words) - 1; i >= 0; i-- {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(uint64(decodeSigned(words[i]))))
	}
	return wrapBig(v, bits)
}

// wrapBig reduces v modulo 2^bits to a non-negative value.
func wrapBig(v *big.Int, bits uint32) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	return v.Mod(v, mod)
}

// readAttrLists decodes PARAMATTR_BLOCK: each entry lists the groups that
// make one attribute list (function, return and parameter slots), which
// functions and calls refer to by 1-based index.
func (d *decoder) readAttrLists() error {
	if len(d.attrLists) > 0 {
		return d.errAt(d.r.BitPos(), ErrInvalid, "second PARAMATTR_BLOCK in the module")
	}
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			return nil
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		switch e.Code {
		case paramAttrCodeEntry:
			var l ir.AttrList
			for _, g := range e.Ops {
				grp, ok := d.attrGroups[g]
				if !ok {
					return d.invalid(&e, "attribute list refers to undefined group %d", g)
				}
				switch grp.index {
				case attrIndexFunction:
					l.Fn = append(l.Fn, grp.set...)
				case attrIndexReturn:
					l.Ret = append(l.Ret, grp.set...)
				default:
					if grp.index-1 > 1<<16 {
						return d.invalid(&e, "attribute group %d is for parameter %d", g, grp.index-1)
					}
					i := int(grp.index - 1)
					if err := d.spend(&e, grp.index, "attribute list"); err != nil {
						return err
					}
					l.SetParam(i, append(l.Param(i), grp.set...))
				}
			}
			// Capped sets: attrList hands them out shared, and an append
			// to one must reallocate, not write into the table.
			l.Fn, l.Ret = slices.Clip(l.Fn), slices.Clip(l.Ret)
			for i := range l.Params {
				l.Params[i] = slices.Clip(l.Params[i])
			}
			d.attrLists = append(d.attrLists, l)
		case paramAttrCodeEntryOld:
			return d.errAt(e.BitPos, ErrUnsupported, "old-style PARAMATTR_CODE_ENTRY records (LLVM before 3.3) are not supported%s", d.producer())
		}
	}
}

// attrList returns attribute list id (1-based; 0 = none). Its Params
// slice is the caller's own; the sets in it, Fn and Ret are shared with
// every other user of the list and capped at their length, so they must
// be replaced, not written into (irfix's passes copy a set before they
// change one: AttrSet.With/Without, or append to a copy). Libclc-sized
// modules call this once per call site: a deep copy each time was a
// tenth of all the bytes the reader allocated.
func (d *decoder) attrList(e *bitstream.Entry, id uint64) (ir.AttrList, error) {
	if id == 0 {
		return ir.AttrList{}, nil
	}
	if id-1 >= uint64(len(d.attrLists)) {
		return ir.AttrList{}, d.invalid(e, "attribute list %d is not defined (%d lists)", id, len(d.attrLists))
	}
	// Attribute sets are values that are replaced, never edited in place
	// (AttrSet.With, Without and the lowering passes copy), so every user
	// of the list shares its sets; only Params, which SetParam and the
	// passes do edit in place, is the caller's own. A full Clone per call
	// was a quarter of the live heap on call-heavy modules.
	l := d.attrLists[id-1]
	if len(l.Params) > 0 {
		var ps []ir.AttrSet
		if d.bm != nil && d.fn != nil {
			// A call's, read by ReadRawBodies: only the call refers to it.
			ps = d.bm.attrSets.carve(len(l.Params))
		} else {
			ps = d.attrSets.Carve(len(l.Params))
		}
		copy(ps, l.Params)
		l.Params = ps
	}
	return l, nil
}
