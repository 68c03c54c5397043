package bitcode

import (
	"github.com/irfix/irfix/bitcode/internal/dwarf"
	"math/big"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// This file decodes the specialized debug-info records of METADATA_BLOCK
// into ir.MDNode fields named and ordered as LLVM's assembly writer prints
// them, leaving out the fields the writer leaves out (zero lines, null
// scopes, false flags), so the text is what llvm-dis of the producer's
// version prints. Record layouts follow MetadataLoader.cpp
// parseOneMetadata; each layout grew by appending fields, so the operand
// count tells which version wrote a record.

// fields appends named fields to a node.
type fields struct{ n *ir.MDNode }

func (f fields) add(name string, v ir.Metadata) {
	f.n.Fields = append(f.n.Fields, ir.MDField{Name: name, Val: v})
}

// uint adds an unsigned integer field.
func (f fields) uint(name string, v uint64, skipZero bool) {
	if skipZero && v == 0 {
		return
	}
	f.add(name, mdUint(v))
}

// int adds a signed integer field.
func (f fields) int(name string, v int64, skipZero bool) {
	if skipZero && v == 0 {
		return
	}
	f.add(name, ir.MDInt{V: v})
}

// ref adds a metadata reference (nil prints as null).
func (f fields) ref(name string, md ir.Metadata, skipNull bool) {
	if skipNull && md == nil {
		return
	}
	f.add(name, md)
}

// str adds a string field; s is an *ir.MDString or nil (empty).
func (f fields) str(name string, s ir.Metadata, skipEmpty bool) {
	ms, _ := s.(*ir.MDString)
	if ms == nil {
		if skipEmpty {
			return
		}
		ms = &ir.MDString{}
	}
	if skipEmpty && ms.S == "" {
		return
	}
	f.add(name, ms)
}

// boolean adds true/false unless v equals the default.
func (f fields) boolean(name string, v, def bool) {
	if v == def {
		return
	}
	f.boolAlways(name, v)
}

func (f fields) boolAlways(name string, v bool) {
	if v {
		f.add(name, ir.MDIdent{S: "true"})
	} else {
		f.add(name, ir.MDIdent{S: "false"})
	}
}

// enum adds a DWARF enumeration by name (the number when unnamed),
// skipping zero.
func (f fields) enum(name string, v uint64, names *dwarf.Table) {
	if v == 0 {
		return
	}
	f.required(name, v, names)
}

// required adds a DWARF enumeration field even when it is 0.
func (f fields) required(name string, v uint64, names *dwarf.Table) {
	if s, ok := names.Name(v); ok {
		f.add(name, ir.MDIdent{S: s})
		return
	}
	f.add(name, mdUint(v))
}

// tag adds `tag: DW_TAG_...`.
func (f fields) tag(v uint64) {
	f.required("tag", v, dwarf.Tag)
}

// intOrRef adds a field that is an integer when the metadata is a
// constant integer and a reference otherwise (sizes, bounds, rank).
func (f fields) intOrRef(name string, md ir.Metadata, skipZero bool) {
	if vam, ok := md.(*ir.ValueAsMetadata); ok {
		if c, ok := vam.V.(*ir.ConstInt); ok {
			f.int(name, c.Signed(), skipZero)
			return
		}
	}
	f.ref(name, md, true)
}

func mdUint(v uint64) ir.MDInt {
	if v > 1<<63-1 {
		return ir.MDInt{Text: strconv.FormatUint(v, 10)}
	}
	return ir.MDInt{V: int64(v)}
}

// diFlags spells DIFlags as LLVM does: accessibility and inheritance
// packed fields first, then the single bits in DebugInfoFlags.def order,
// then any unnamed rest as a number (DINode::splitFlags).
func diFlags(v uint64) ir.Metadata {
	var parts []string
	switch v & 3 {
	case 1:
		parts = append(parts, "DIFlagPrivate")
	case 2:
		parts = append(parts, "DIFlagProtected")
	case 3:
		parts = append(parts, "DIFlagPublic")
	}
	v &^= 3
	switch v & (3 << 16) {
	case 1 << 16:
		parts = append(parts, "DIFlagSingleInheritance")
	case 2 << 16:
		parts = append(parts, "DIFlagMultipleInheritance")
	case 3 << 16:
		parts = append(parts, "DIFlagVirtualInheritance")
	}
	v &^= 3 << 16
	if v&(1<<2|1<<5) == 1<<2|1<<5 {
		parts = append(parts, "DIFlagIndirectVirtualBase")
		v &^= 1<<2 | 1<<5
	}
	for _, fl := range diFlagBits {
		if v&fl.Value != 0 {
			parts = append(parts, fl.Name)
			v &^= fl.Value
		}
	}
	if v != 0 || len(parts) == 0 {
		parts = append(parts, strconv.FormatUint(v, 10))
	}
	return ir.MDIdent{S: strings.Join(parts, " | ")}
}

// diFlagBits are the single-bit DIFlags in DebugInfoFlags.def order,
// without the packed accessibility and inheritance fields; spFlagBits
// the same for DISPFlags without the virtuality field.
var (
	diFlagBits = dwarf.DIFlag.Bits(3 | 3<<16)
	spFlagBits = dwarf.DISPFlag.Bits(3)
)

// flags adds a DIFlags field (skipped when zero).
func (f fields) flags(name string, v uint64) {
	if v == 0 {
		return
	}
	f.add(name, diFlags(v))
}

// spFlags adds the spFlags field, always printed (0 when empty).
func (f fields) spFlags(v uint64) {
	if v == 0 {
		f.add("spFlags", ir.MDInt{})
		return
	}
	var parts []string
	switch v & 3 {
	case 1:
		parts = append(parts, "DISPFlagVirtual")
	case 2:
		parts = append(parts, "DISPFlagPureVirtual")
	case 3:
		parts = append(parts, "DISPFlagVirtual", "DISPFlagPureVirtual")
	}
	v &^= 3
	for _, fl := range spFlagBits {
		if v&fl.Value != 0 {
			parts = append(parts, fl.Name)
			v &^= fl.Value
		}
	}
	if v != 0 {
		parts = append(parts, strconv.FormatUint(v, 10))
	}
	f.add("spFlags", ir.MDIdent{S: strings.Join(parts, " | ")})
}

// unrotateSign undoes the sign rotation metadata records use for signed
// values (MetadataLoader.cpp unrotateSign; not the same as instruction
// operands' decodeSignRotatedValue).
func unrotateSign(u uint64) int64 {
	if u&1 != 0 {
		return ^int64(u >> 1)
	}
	return int64(u >> 1)
}

// diReader gives the fillers access to a record's operands.
type diReader struct {
	d   *decoder
	r   *mdRec
	ops []uint64
	err error
}

// md resolves operand i as an ID+1 reference (0 = null).
func (x *diReader) md(i int) ir.Metadata {
	if x.err != nil || i >= len(x.ops) {
		return nil
	}
	md, err := x.d.mdOrNull(x.r.bit, x.ops[i])
	if err != nil {
		x.err = err
	}
	return md
}

// raw resolves operand i as a plain ID (DILocation's scope).
func (x *diReader) raw(i int) ir.Metadata {
	if x.err != nil || i >= len(x.ops) {
		return nil
	}
	md, err := x.d.mdRefAt(x.r.bit, x.ops[i])
	if err != nil {
		x.err = err
	}
	return md
}

// str resolves operand i as a string reference.
func (x *diReader) str(i int) ir.Metadata {
	md := x.md(i)
	if md == nil {
		return nil
	}
	if _, ok := md.(*ir.MDString); !ok && x.err == nil {
		x.err = x.d.errAt(x.r.bit, ErrInvalid, "%s record operand %d should be a string", mdKindNames[x.r.code], i)
	}
	return md
}

// sizeMD returns operand i as a size: a reference when the record stores
// sizes as metadata (LLVM 21+), an integer otherwise.
func (x *diReader) size(f fields, name string, i int, isMD bool) {
	if isMD {
		f.intOrRef(name, x.md(i), true)
		return
	}
	f.uint(name, x.u(i), true)
}

// u returns operand i (0 when absent).
func (x *diReader) u(i int) uint64 {
	if i >= len(x.ops) {
		return 0
	}
	return x.ops[i]
}

// fillDI fills a specialized node from its record.
func (d *decoder) fillDI(r *mdRec, n *ir.MDNode) error {
	x := &diReader{d: d, r: r, ops: r.ops}
	f := fields{n: n}
	ops := r.ops
	need := func(lo, hi int) error {
		if len(ops) < lo || len(ops) > hi {
			return d.errAt(r.bit, ErrInvalid, "%s record has %d operands, expected %d to %d", n.Kind, len(ops), lo, hi)
		}
		return nil
	}
	if len(ops) == 0 {
		return d.errAt(r.bit, ErrInvalid, "%s record without operands", n.Kind)
	}
	n.Distinct = ops[0]&1 != 0
	if n.Fields == nil {
		n.Fields = make([]ir.MDField, 0, len(ops))
	}
	switch r.code {
	case mdLocation:
		// [distinct, line, column, scope, inlinedAt+1, implicit?, atomGroup?, atomRank?]
		if len(ops) != 5 && len(ops) != 6 && len(ops) != 8 {
			return need(5, 8)
		}
		f.uint("line", ops[1], false)
		f.uint("column", ops[2], true)
		f.ref("scope", x.raw(3), false)
		f.ref("inlinedAt", x.md(4), true)
		f.boolean("isImplicitCode", x.u(5) != 0, false)
		f.uint("atomGroup", x.u(6), true)
		f.uint("atomRank", x.u(7), true)
		if !n.Distinct {
			k := locKey{line: ops[1], col: ops[2], scope: x.raw(3), inlined: x.md(4),
				implicit: x.u(5) != 0, atomGrp: x.u(6), atomRk: x.u(7)}
			if d.locs == nil {
				d.locs = map[locKey]*ir.MDNode{}
			}
			if d.locs[k] == nil {
				d.locs[k] = n
			}
		}
	case mdGenericDebug:
		// [distinct, tag, version, header, operands...]
		if err := need(4, len(ops)); err != nil {
			return err
		}
		if ops[2] != 0 || ops[1] >= 1<<16 {
			return d.errAt(r.bit, ErrInvalid, "GenericDINode with version %d, tag %d", ops[2], ops[1])
		}
		f.tag(ops[1])
		f.str("header", x.str(3), true)
		if len(ops) > 4 {
			// The operands print in place as `operands: {!1, null}`: an
			// anonymous tuple in the field.
			t := &ir.MDNode{Ops: make([]ir.Metadata, len(ops)-4)}
			for i := range t.Ops {
				t.Ops[i] = x.md(4 + i)
			}
			f.add("operands", t)
		}
	case mdSubrange:
		// version 0: [distinct|v<<1, count, lowerBound(signed)];
		// 1: [.., count+1 (md), lowerBound(signed)]; 2: [.., count, lo, hi, stride (md)]
		switch ops[0] >> 1 {
		case 0:
			if err := need(3, 3); err != nil {
				return err
			}
			f.int("count", int64(ops[1]), false)
			f.int("lowerBound", unrotateSign(ops[2]), false)
		case 1:
			if err := need(3, 3); err != nil {
				return err
			}
			f.intOrRef("count", x.md(1), false)
			f.int("lowerBound", unrotateSign(ops[2]), false)
		case 2:
			if err := need(5, 5); err != nil {
				return err
			}
			f.intOrRef("count", x.md(1), false)
			f.intOrRef("lowerBound", x.md(2), false)
			f.intOrRef("upperBound", x.md(3), false)
			f.intOrRef("stride", x.md(4), false)
		default:
			return d.errAt(r.bit, ErrUnsupported, "DISubrange record version %d%s", ops[0]>>1, d.producer())
		}
	case mdGenericSubrange:
		// [distinct, count, lowerBound, upperBound, stride]
		if err := need(5, 5); err != nil {
			return err
		}
		for i, name := range []string{"count", "lowerBound", "upperBound", "stride"} {
			md := x.md(i + 1)
			if v, ok := signedConstExpr(md); ok {
				f.int(name, v, false)
			} else {
				f.ref(name, md, true)
			}
		}
	case mdEnumerator:
		// [distinct|unsigned<<1|bigint<<2, value or bitwidth, name, words...]
		if err := need(3, len(ops)); err != nil {
			return err
		}
		unsigned := ops[0]&2 != 0
		f.str("name", x.str(2), false)
		if ops[0]&4 != 0 {
			bits := ops[1]
			if bits == 0 || bits > maxIntBits {
				return d.errAt(r.bit, ErrInvalid, "DIEnumerator with bit width %d and %d words", bits, len(ops)-3)
			}
			v := wideInt(ops[3:], uint32(bits))
			if !unsigned && v.Bit(int(bits)-1) == 1 {
				v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
			}
			f.add("value", bigMDInt(v))
		} else if unsigned {
			f.add("value", mdUint(uint64(unrotateSign(ops[1]))))
		} else {
			f.int("value", unrotateSign(ops[1]), false)
		}
		if unsigned {
			f.boolAlways("isUnsigned", true)
		}
	case mdBasicType:
		// [distinct|sizeIsMD<<1, tag, name, size, align, encoding, flags?,
		//  numExtraInhabitants?, dataSize?, file?, line?, scope?]
		if err := need(6, 12); err != nil {
			return err
		}
		if ops[1] != 0x24 { // DW_TAG_base_type
			f.tag(ops[1])
		}
		f.str("name", x.str(2), true)
		if len(ops) > 9 {
			f.ref("scope", x.md(11), true)
			f.ref("file", x.md(9), true)
			f.uint("line", ops[10], true)
		}
		x.size(f, "size", 3, ops[0]&2 != 0)
		f.uint("align", ops[4], true)
		f.uint("dataSize", x.u(8), true)
		f.enum("encoding", ops[5], dwarf.ATE)
		f.uint("num_extra_inhabitants", x.u(7), true)
		f.flags("flags", x.u(6))
	case mdStringType:
		// [distinct|sizeIsMD<<1, tag, name, stringLength, stringLengthExp,
		//  stringLocationExp?, size, align, encoding]
		if err := need(8, 9); err != nil {
			return err
		}
		off := 5
		var loc ir.Metadata
		if len(ops) == 9 {
			loc, off = x.md(5), 6
		}
		if ops[1] != 0x12 { // DW_TAG_string_type
			f.tag(ops[1])
		}
		f.str("name", x.str(2), true)
		f.ref("stringLength", x.md(3), true)
		f.ref("stringLengthExpression", x.md(4), true)
		f.ref("stringLocationExpression", loc, true)
		x.size(f, "size", off, ops[0]&2 != 0)
		f.uint("align", ops[off+1], true)
		f.enum("encoding", ops[off+2], dwarf.ATE)
	case mdDerivedType:
		// [distinct|sizeIsMD<<1, tag, name, file, line, scope, baseType, size,
		//  align, offset, flags, extraData, dwarfAddressSpace+1?, annotations?, ptrauth?]
		if err := need(12, 16); err != nil {
			return err
		}
		sizeMD := ops[0]&2 != 0
		f.tag(ops[1])
		f.str("name", x.str(2), true)
		f.ref("scope", x.md(5), true)
		f.ref("file", x.md(3), true)
		f.uint("line", ops[4], true)
		f.ref("baseType", x.md(6), false)
		x.size(f, "size", 7, sizeMD)
		f.uint("align", ops[8], true)
		x.size(f, "offset", 9, sizeMD)
		f.flags("flags", ops[10])
		f.ref("extraData", x.md(11), true)
		if x.u(12) != 0 {
			f.uint("dwarfAddressSpace", ops[12]-1, false)
		}
		f.ref("annotations", x.md(13), true)
		if pa := x.u(14); len(ops) > 14 && pa != 0 && pa != 0xFFFFFFFF {
			f.uint("ptrAuthKey", pa&15, true)
			f.boolean("ptrAuthIsAddressDiscriminated", pa>>4&1 != 0, false)
			f.uint("ptrAuthExtraDiscriminator", pa>>5&0xFFFF, true)
			f.boolean("ptrAuthIsaPointer", pa>>21&1 != 0, false)
			f.boolean("ptrAuthAuthenticatesNullValues", pa>>22&1 != 0, false)
		}
	case mdCompositeType:
		// [distinct|notUsedInTypeRef<<1|sizeIsMD<<2, tag, name, file, line,
		//  scope, baseType, size, align, offset, flags, elements, runtimeLang,
		//  vtableHolder, templateParams, identifier, discriminator?,
		//  dataLocation?, associated?, allocated?, rank?, annotations?,
		//  numExtraInhabitants?, specification?, enumKind?, bitStride?]
		if err := need(16, 26); err != nil {
			return err
		}
		sizeMD := ops[0]&4 != 0
		f.tag(ops[1])
		f.str("name", x.str(2), true)
		f.ref("scope", x.md(5), true)
		f.ref("file", x.md(3), true)
		f.uint("line", ops[4], true)
		f.ref("baseType", x.md(6), true)
		x.size(f, "size", 7, sizeMD)
		f.uint("align", ops[8], true)
		x.size(f, "offset", 9, sizeMD)
		f.uint("num_extra_inhabitants", x.u(22), true)
		f.flags("flags", ops[10])
		f.ref("elements", x.md(11), true)
		f.enum("runtimeLang", ops[12], dwarf.Lang)
		f.ref("vtableHolder", x.md(13), true)
		f.ref("templateParams", x.md(14), true)
		f.str("identifier", x.str(15), true)
		f.ref("discriminator", x.md(16), true)
		f.ref("dataLocation", x.md(17), true)
		f.ref("associated", x.md(18), true)
		f.ref("allocated", x.md(19), true)
		f.intOrRef("rank", x.md(20), false)
		f.ref("annotations", x.md(21), true)
		f.ref("specification", x.md(23), true)
		if k := x.u(24); len(ops) > 24 && k != 0xFFFFFFFF {
			f.required("enumKind", k, dwarf.AppleEnumKind)
		}
		f.ref("bitStride", x.md(25), true)
	case mdSubroutineType:
		// [distinct|(typeArrayIsNew<<1), flags, types, cc?]
		if err := need(3, 4); err != nil {
			return err
		}
		f.flags("flags", ops[1])
		f.enum("cc", x.u(3), dwarf.CC)
		f.ref("types", x.md(2), false)
	case mdFile:
		// [distinct, filename, directory, checksumkind?, checksum?, source?]
		if len(ops) != 3 && len(ops) != 5 && len(ops) != 6 {
			return need(3, 6)
		}
		f.str("filename", x.str(1), false)
		f.str("directory", x.str(2), false)
		if len(ops) > 4 && ops[3] != 0 && ops[4] != 0 {
			kind, ok := dwarf.ChecksumKind.Name(ops[3])
			if !ok {
				return d.errAt(r.bit, ErrInvalid, "DIFile checksum kind %d", ops[3])
			}
			f.add("checksumkind", ir.MDIdent{S: kind})
			f.str("checksum", x.str(4), false)
		}
		if len(ops) > 5 {
			f.str("source", x.str(5), true)
		}
	case mdCompileUnit:
		// [distinct, language, file, producer, isOptimized, flags,
		//  runtimeVersion, splitDebugFilename, emissionKind, enums,
		//  retainedTypes, subprograms (old), globals, imports, dwoId?, macros?,
		//  splitDebugInlining?, debugInfoForProfiling?, nameTableKind?,
		//  rangesBaseAddress?, sysroot?, sdk?, languageVersion?]
		if err := need(14, 23); err != nil {
			return err
		}
		n.Distinct = true
		if ops[1]>>63 != 0 {
			// LLVM 22: bit 63 marks a DW_LNAME_* name, whose version is
			// the last operand.
			f.required("sourceLanguageName", ops[1]&^(1<<63), dwarf.LName)
			f.uint("sourceLanguageVersion", x.u(22), true)
		} else {
			f.required("language", ops[1], dwarf.Lang)
		}
		f.ref("file", x.md(2), false)
		f.str("producer", x.str(3), true)
		f.boolAlways("isOptimized", ops[4] != 0)
		f.str("flags", x.str(5), true)
		f.uint("runtimeVersion", ops[6], false)
		f.str("splitDebugFilename", x.str(7), true)
		emission, ok := dwarf.EmissionKind.Name(ops[8])
		if !ok {
			return d.errAt(r.bit, ErrInvalid, "DICompileUnit emission kind %d", ops[8])
		}
		f.add("emissionKind", ir.MDIdent{S: emission})
		f.ref("enums", x.md(9), true)
		f.ref("retainedTypes", x.md(10), true)
		f.ref("globals", x.md(12), true)
		f.ref("imports", x.md(13), true)
		f.ref("macros", x.md(15), true)
		f.uint("dwoId", x.u(14), true)
		if len(ops) > 16 {
			f.boolean("splitDebugInlining", ops[16] != 0, true)
		}
		f.boolean("debugInfoForProfiling", x.u(17) != 0, false)
		if nt := x.u(18); nt != 0 {
			name, ok := dwarf.NameTableKind.Name(nt)
			if !ok {
				return d.errAt(r.bit, ErrInvalid, "DICompileUnit name table kind %d", nt)
			}
			f.add("nameTableKind", ir.MDIdent{S: name})
		}
		f.boolean("rangesBaseAddress", x.u(19) != 0, false)
		f.str("sysroot", x.str(20), true)
		f.str("sdk", x.str(21), true)
	case mdSubprogram:
		return d.fillSubprogram(x, f)
	case mdLexicalBlock:
		// [distinct, scope, file, line, column]
		if err := need(5, 5); err != nil {
			return err
		}
		f.ref("scope", x.md(1), false)
		f.ref("file", x.md(2), true)
		f.uint("line", ops[3], true)
		f.uint("column", ops[4], true)
	case mdLexicalBlockFile:
		// [distinct, scope, file, discriminator]
		if err := need(4, 4); err != nil {
			return err
		}
		f.ref("scope", x.md(1), false)
		f.ref("file", x.md(2), true)
		f.uint("discriminator", ops[3], false)
	case mdNamespace:
		// [distinct|exportSymbols<<1, scope, name] or the old
		// [distinct|exportSymbols<<1, scope, file, name, line]
		var name ir.Metadata
		switch len(ops) {
		case 3:
			name = x.str(2)
		case 5:
			name = x.str(3)
		default:
			return need(3, 5)
		}
		f.str("name", name, true)
		f.ref("scope", x.md(1), false)
		f.boolean("exportSymbols", ops[0]&2 != 0, false)
	case mdCommonBlock:
		// [distinct, scope, declaration, name, file, line]
		if err := need(6, 6); err != nil {
			return err
		}
		f.ref("scope", x.md(1), false)
		f.ref("declaration", x.md(2), false)
		f.str("name", x.str(3), true)
		f.ref("file", x.md(4), true)
		f.uint("line", ops[5], true)
	case mdMacro:
		// [distinct, macinfo type, line, name, value]
		if err := need(5, 5); err != nil {
			return err
		}
		f.required("type", ops[1], dwarf.Macinfo)
		f.uint("line", ops[2], true)
		f.str("name", x.str(3), true)
		f.str("value", x.str(4), true)
	case mdMacroFile:
		// [distinct, macinfo type, line, file, elements]
		if err := need(5, 5); err != nil {
			return err
		}
		if ops[1] != 3 { // DW_MACINFO_start_file is the default
			f.add("type", mdUint(ops[1]))
		}
		f.uint("line", ops[2], true)
		f.ref("file", x.md(3), false)
		f.ref("nodes", x.md(4), true)
	case mdTemplateType:
		// [distinct, name, type, isDefault?]
		if err := need(3, 4); err != nil {
			return err
		}
		f.str("name", x.str(1), true)
		f.ref("type", x.md(2), false)
		f.boolean("defaulted", x.u(3) != 0, false)
	case mdTemplateValue:
		// [distinct, tag, name, type, isDefault?, value]
		if err := need(5, 6); err != nil {
			return err
		}
		valueAt, isDefault := 4, false
		if len(ops) == 6 {
			valueAt, isDefault = 5, ops[4] != 0
		}
		if ops[1] != 0x30 { // DW_TAG_template_value_parameter
			f.tag(ops[1])
		}
		f.str("name", x.str(2), true)
		f.ref("type", x.md(3), true)
		f.boolean("defaulted", isDefault, false)
		f.ref("value", x.md(valueAt), false)
	case mdGlobalVar:
		// version 1/2: [distinct|version<<1, scope, name, linkageName, file,
		// line, type, isLocal, isDefinition, declaration (v2) / expr (v1),
		// templateParams (v2) / declaration (v1), align, annotations?]
		if err := need(11, 13); err != nil {
			return err
		}
		version := ops[0] >> 1
		if version != 1 && version != 2 {
			return d.errAt(r.bit, ErrUnsupported, "DIGlobalVariable record version %d%s", version, d.producer())
		}
		f.str("name", x.str(2), true)
		f.str("linkageName", x.str(3), true)
		f.ref("scope", x.md(1), false)
		f.ref("file", x.md(4), true)
		f.uint("line", ops[5], true)
		f.ref("type", x.md(6), true)
		f.boolAlways("isLocal", ops[7] != 0)
		f.boolAlways("isDefinition", ops[8] != 0)
		if version == 2 {
			f.ref("declaration", x.md(9), true)
			f.ref("templateParams", x.md(10), true)
		} else {
			f.ref("declaration", x.md(10), true)
		}
		f.uint("align", x.u(11), true)
		f.ref("annotations", x.md(12), true)
	case mdLocalVar:
		// [distinct|hasAlignment<<1, (tag, if old), scope, name, file, line,
		//  type, arg, flags, align?, annotations?]
		if err := need(8, 11); err != nil {
			return err
		}
		hasAlign := ops[0]&2 != 0
		t := 0
		if !hasAlign && len(ops) > 8 {
			t = 1
		}
		f.str("name", x.str(2+t), true)
		f.uint("arg", ops[6+t], true)
		f.ref("scope", x.md(1+t), false)
		f.ref("file", x.md(3+t), true)
		f.uint("line", ops[4+t], true)
		f.ref("type", x.md(5+t), true)
		f.flags("flags", ops[7+t])
		if hasAlign {
			f.uint("align", x.u(8), true)
			f.ref("annotations", x.md(9), true)
		}
	case mdLabel:
		// [distinct|artificial<<1, scope, name, file, line, column?, coroSuspendIdx?]
		if err := need(5, 7); err != nil {
			return err
		}
		f.ref("scope", x.md(1), false)
		f.str("name", x.str(2), true)
		f.ref("file", x.md(3), true)
		f.uint("line", ops[4], true)
		f.uint("column", x.u(5), true)
		f.boolean("isArtificial", ops[0]&2 != 0, false)
		if len(ops) > 6 && ops[6] != ^uint64(0) {
			f.uint("coroSuspendIdx", ops[6], false)
		}
	case mdExpression:
		return d.fillExpression(r, n)
	case mdGlobalVarExpr:
		// [distinct, var, expr]
		if err := need(3, 3); err != nil {
			return err
		}
		f.ref("var", x.md(1), true)
		expr := x.md(2)
		if expr == nil {
			expr = &ir.MDNode{Kind: "DIExpression"}
		}
		f.ref("expr", expr, true)
	case mdObjCProperty:
		// [distinct, name, file, line, getter, setter, attributes, type]
		// up to LLVM 21; LLVM 22 writes setter before getter (and its
		// reader reads them so: llvm-project PR 165421). The order is not
		// versioned, so it follows the producer (unknown: the old one).
		if err := need(8, 8); err != nil {
			return err
		}
		getter, setter := 4, 5
		if d.producerMajor() >= 22 {
			getter, setter = 5, 4
		}
		f.str("name", x.str(1), true)
		f.ref("file", x.md(2), true)
		f.uint("line", ops[3], true)
		f.str("setter", x.str(setter), true)
		f.str("getter", x.str(getter), true)
		f.uint("attributes", ops[6], true)
		f.ref("type", x.md(7), true)
	case mdImportedEntity:
		// [distinct, tag, scope, entity, line, name, file?, elements?]
		if err := need(6, 8); err != nil {
			return err
		}
		f.tag(ops[1])
		f.str("name", x.str(5), true)
		f.ref("scope", x.md(2), false)
		f.ref("entity", x.md(3), true)
		if len(ops) > 6 {
			f.ref("file", x.md(6), true)
			f.uint("line", ops[4], true)
		}
		f.ref("elements", x.md(7), true)
	case mdModule:
		// [distinct, file?, scope, name, configMacros, includePath, apinotes,
		//  line?, isDecl?]
		if err := need(5, 9); err != nil {
			return err
		}
		o := 1
		var file ir.Metadata
		if len(ops) >= 8 {
			o, file = 2, x.md(1)
		}
		f.ref("scope", x.md(o), false)
		f.str("name", x.str(o+1), true)
		f.str("configMacros", x.str(o+2), true)
		f.str("includePath", x.str(o+3), true)
		f.str("apinotes", x.str(o+4), true)
		f.ref("file", file, true)
		f.uint("line", x.u(7), true)
		f.boolean("isDecl", x.u(8) != 0, false)
	case mdAssignID:
		// [distinct]
		if err := need(1, 1); err != nil {
			return err
		}
		if !n.Distinct {
			return d.errAt(r.bit, ErrInvalid, "DIAssignID must be distinct")
		}
	case mdSubrangeType:
		// [distinct|sizeIsMD<<1, name, file, line, scope, size, align, flags,
		//  baseType, lowerBound, upperBound, stride, bias]
		if err := need(13, 13); err != nil {
			return err
		}
		f.str("name", x.str(1), true)
		f.ref("scope", x.md(4), true)
		f.ref("file", x.md(2), true)
		f.uint("line", ops[3], true)
		x.size(f, "size", 5, ops[0]&2 != 0)
		f.uint("align", ops[6], true)
		f.flags("flags", ops[7])
		f.ref("baseType", x.md(8), true)
		f.ref("lowerBound", x.md(9), true)
		f.ref("upperBound", x.md(10), true)
		f.ref("stride", x.md(11), true)
		f.ref("bias", x.md(12), true)
	case mdFixedPointType:
		// LLVM 21+: [distinct|sizeIsMD<<1, tag, name, size, align,
		//  encoding, flags, kind, factor, numerator, denominator], the last
		//  two as wide APInts: [words<<32|bitWidth, words...].
		if err := need(13, len(ops)); err != nil {
			return err
		}
		if ops[7] > 2 {
			return d.errAt(r.bit, ErrInvalid, "DIFixedPointType kind %d", ops[7])
		}
		if ops[1] != 0x24 { // DW_TAG_base_type
			f.tag(ops[1])
		}
		f.str("name", x.str(2), true)
		x.size(f, "size", 3, ops[0]&2 != 0)
		f.uint("align", ops[4], true)
		f.enum("encoding", ops[5], dwarf.ATE)
		f.flags("flags", ops[6])
		kind, ok := dwarf.FixedPointKind.Name(ops[7])
		if !ok {
			return d.errAt(r.bit, ErrInvalid, "DIFixedPointType kind %d", ops[7])
		}
		f.add("kind", ir.MDIdent{S: kind})
		// The rational parts print signed for DW_ATE_signed_fixed.
		signed := ops[5] == 0x0d
		num, n1, err := d.fixedPointPart(r, ops[9:], signed)
		if err != nil {
			return err
		}
		den, n2, err := d.fixedPointPart(r, ops[9+n1:], signed)
		if err != nil {
			return err
		}
		if 9+n1+n2 != len(ops) {
			return d.errAt(r.bit, ErrInvalid, "DIFixedPointType record has %d operands after its denominator", len(ops)-9-n1-n2)
		}
		if ops[7] == 2 {
			f.add("numerator", num)
			f.add("denominator", den)
		} else {
			f.int("factor", int64(ops[8]), true)
		}
	default:
		return d.errAt(r.bit, ErrUnsupported, "%s records are not supported%s", n.Kind, d.producer())
	}
	return x.err
}

// fixedPointPart reads one wide APInt of DIFixedPointType, [words<<32 |
// bitWidth, words...] (MetadataLoader readWideAPInt), as the integer
// field LLVM prints: signed or unsigned in its width. It returns the
// operand count too.
func (d *decoder) fixedPointPart(r *mdRec, ops []uint64, signed bool) (ir.MDInt, int, error) {
	if len(ops) == 0 {
		return ir.MDInt{}, 0, d.errAt(r.bit, ErrInvalid, "DIFixedPointType record ends before its numerator and denominator")
	}
	words, bits := ops[0]>>32, ops[0]&0xffffffff
	if bits == 0 || bits > maxIntBits || words != (bits+63)/64 || words >= uint64(len(ops)) {
		return ir.MDInt{}, 0, d.errAt(r.bit, ErrInvalid, "DIFixedPointType integer of %d bits in %d words (%d operands left)", bits, words, len(ops)-1)
	}
	v := wideInt(ops[1:1+words], uint32(bits))
	if signed && v.Bit(int(bits)-1) == 1 {
		v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
	}
	if v.IsInt64() {
		return ir.MDInt{V: v.Int64()}, int(1 + words), nil
	}
	return ir.MDInt{Text: v.String()}, int(1 + words), nil
}

// fillSubprogram decodes DISubprogram records that carry DISPFlags
// (LLVM 8 and later): [distinct|hasUnit<<1|hasSPFlags<<2, scope, name,
// linkageName, file, line, type, scopeLine, containingType, spFlags,
// virtualIndex, flags, unit, templateParams, declaration, retainedNodes,
// thisAdjustment, thrownTypes, annotations?, targetFuncName?,
// keyInstructions?].
func (d *decoder) fillSubprogram(x *diReader, f fields) error {
	r, ops := x.r, x.ops
	if len(ops) < 18 || len(ops) > 21 {
		return d.errAt(r.bit, ErrInvalid, "DISubprogram record has %d operands, expected 18 to 21", len(ops))
	}
	if ops[0]&4 == 0 || ops[0]&2 == 0 {
		return d.errAt(r.bit, ErrUnsupported, "DISubprogram records without DISPFlags (LLVM before 8) are not supported%s", d.producer())
	}
	spFlags := ops[9]
	flags := ops[11]
	if flags&(1<<21) != 0 { // the old DIFlagMainSubprogram
		flags &^= 1 << 21
		spFlags |= 1 << 8
	}
	f.n.Distinct = ops[0]&1 != 0 || spFlags&(1<<3) != 0
	f.str("name", x.str(2), true)
	f.str("linkageName", x.str(3), true)
	f.ref("scope", x.md(1), false)
	f.ref("file", x.md(4), true)
	f.uint("line", ops[5], true)
	f.ref("type", x.md(6), true)
	f.uint("scopeLine", ops[7], true)
	f.ref("containingType", x.md(8), true)
	if spFlags&3 != 0 || ops[10] != 0 {
		f.uint("virtualIndex", ops[10], false)
	}
	f.int("thisAdjustment", int64(int32(ops[16])), true)
	f.flags("flags", flags)
	f.spFlags(spFlags)
	f.ref("unit", x.md(12), true)
	f.ref("templateParams", x.md(13), true)
	f.ref("declaration", x.md(14), true)
	f.ref("retainedNodes", x.md(15), true)
	f.ref("thrownTypes", x.md(17), true)
	if len(ops) > 18 {
		f.ref("annotations", x.md(18), true)
	}
	if len(ops) > 19 {
		f.str("targetFuncName", x.str(19), true)
	}
	if len(ops) > 20 {
		f.boolean("keyInstructions", ops[20] != 0, false)
	}
	return x.err
}

// signedConstExpr reports whether md is a DIExpression holding just
// DW_OP_consts N (how DIGenericSubrange stores constant bounds).
func signedConstExpr(md ir.Metadata) (int64, bool) {
	n, ok := md.(*ir.MDNode)
	if !ok || n.Kind != "DIExpression" || len(n.Fields) != 2 {
		return 0, false
	}
	op, ok1 := n.Fields[0].Val.(ir.MDIdent)
	v, ok2 := n.Fields[1].Val.(ir.MDInt)
	if !ok1 || !ok2 || op.S != "DW_OP_consts" || v.Text != "" {
		return 0, false
	}
	return v.V, true
}

func bigMDInt(v *big.Int) ir.MDInt {
	if v.IsInt64() {
		return ir.MDInt{V: v.Int64()}
	}
	return ir.MDInt{Text: v.String()}
}

// dwOpArgs returns how many arguments follow operation op in a
// DIExpression (DIExpression::ExprOperand::getSize minus one).
func dwOpArgs(op uint64) int {
	if op >= 0x70 && op <= 0x8f { // DW_OP_breg0..31
		return 1
	}
	switch op {
	case 0x1001, 0x1000, 0x1006, 0x1007, 0x92: // LLVM_convert, LLVM_fragment, extract_bits, bregx
		return 2
	case 0x10, 0x11, 0x94, 0x23, 0x1002, 0x1003, 0x1005, 0x90: // constu, consts, deref_size, plus_uconst, tag_offset, entry_value, arg, regx
		return 1
	}
	return 0
}

// fillExpression decodes EXPRESSION: [distinct|version<<1, elements...]
// into positional fields: operations as identifiers, their arguments as
// integers (DW_OP_LLVM_convert's encoding as a DW_ATE name). An
// expression with an unknown operation prints as plain numbers, as LLVM
// prints invalid expressions.
func (d *decoder) fillExpression(r *mdRec, n *ir.MDNode) error {
	ops := r.ops
	if v := ops[0] >> 1; v != 3 {
		return d.errAt(r.bit, ErrUnsupported, "DIExpression record version %d (LLVM 11+ writes 3)%s", v, d.producer())
	}
	elems := ops[1:]
	valid := true
	for i := 0; i < len(elems); {
		op := elems[i]
		_, known := dwarf.Op.Name(op)
		if _, llvm := dwarf.OpLLVM.Name(op); llvm {
			known = true
		}
		if !known || i+1+dwOpArgs(op) > len(elems) {
			valid = false
			break
		}
		i += 1 + dwOpArgs(op)
	}
	add := func(v ir.Metadata) { n.Fields = append(n.Fields, ir.MDField{Val: v}) }
	if !valid {
		for _, e := range elems {
			add(mdUint(e))
		}
		return nil
	}
	for i := 0; i < len(elems); {
		op := elems[i]
		name, ok := dwarf.Op.Name(op)
		if !ok {
			name, _ = dwarf.OpLLVM.Name(op)
		}
		add(ir.MDIdent{S: name})
		nargs := dwOpArgs(op)
		for k := 1; k <= nargs; k++ {
			a := elems[i+k]
			if op == 0x1001 && k == 2 { // DW_OP_LLVM_convert's encoding
				if s, ok := dwarf.ATE.Name(a); ok {
					add(ir.MDIdent{S: s})
					continue
				}
			}
			add(mdUint(a))
		}
		i += 1 + nargs
	}
	return nil
}
