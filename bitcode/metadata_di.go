package bitcode

import (
	"math/big"
	"strconv"
	"strings"
	"sync"

	"github.com/irfix/irfix/bitcode/internal/dwarf"
	"github.com/irfix/irfix/ir"
)

// This file decodes the specialized debug-info records of METADATA_BLOCK
// into ir.MDNode fields named and ordered as LLVM's assembly writer prints
// them, leaving out the fields the writer leaves out (zero lines, null
// scopes, false flags), so the text is what llvm-dis of the producer's
// version prints. What each operand holds, in which older layouts, and
// how it prints is diKinds' (metadata_di_table.go), the writer's table.

// diDec decodes one record by its kind's table entry.
type diDec struct {
	d    *decoder
	r    *mdRec
	n    *ir.MDNode
	k    *diKind
	ops  []uint64
	vals [diMaxShow]ir.Metadata // by print position
	has  [diMaxShow]bool
	err  error
}

var diDecPool = sync.Pool{New: func() any { return new(diDec) }}

// fillDI fills a specialized node from its record.
func (d *decoder) fillDI(r *mdRec, n *ir.MDNode) error {
	k := diByCode[r.code]
	if k == nil || k.read == nil && k.layouts == nil {
		return d.errAt(r.bit, ErrUnsupported, "%s records are not supported%s", n.Kind, d.producer())
	}
	ops := r.ops
	if len(ops) == 0 {
		return d.errAt(r.bit, ErrInvalid, "%s record without operands", n.Kind)
	}
	n.Distinct = ops[0]&1 != 0 || k.distinct
	if k.read != nil {
		return k.read(d, r, n)
	}
	l, err := d.diLayout(k, r, n.Kind)
	if err != nil {
		return err
	}
	x := diDecPool.Get().(*diDec)
	*x = diDec{d: d, r: r, n: n, k: k, ops: ops}
	err = x.decode(l)
	*x = diDec{} // the pool keeps no module alive
	diDecPool.Put(x)
	return err
}

// decode fills the node by layout l and the kind's hook.
func (x *diDec) decode(l *diLayout) error {
	k, ops, n := x.k, x.ops, x.n
	fs := l.fields
	if fs == nil {
		fs = k.fields
	}
	for i := range fs {
		if i+1 >= len(ops) || fs[i].enc == deWideInt {
			break
		}
		x.field(&fs[i], i+1)
	}
	for _, hf := range k.headFlags {
		if ops[0]&hf.bit != 0 {
			x.set(hf.name, mdBool(true))
		}
	}
	if k.fix != nil && x.err == nil {
		if err := k.fix(x); err != nil {
			return err
		}
	}
	if x.err != nil {
		return x.err
	}
	count := 0
	for p := range k.show {
		if x.has[p] {
			count++
		}
	}
	if n.Fields == nil {
		if count == 0 {
			n.Fields = []ir.MDField{} // (not nil: a specialized node)
		} else {
			n.Fields = x.d.mdFields.Carve(count)[:0]
		}
	}
	for p, name := range k.show {
		if x.has[p] {
			n.Fields = append(n.Fields, ir.MDField{Name: name, Val: x.vals[p]})
		}
	}
	return nil
}

// diLayout picks the layout of r: the first whose version bits, producer
// and operand count fit.
func (d *decoder) diLayout(k *diKind, r *mdRec, kind string) (*diLayout, error) {
	ops := r.ops
	headOK := false
	lo, hi := -1, 0
	for i := range k.layouts {
		l := &k.layouts[i]
		if ops[0]&l.headMask != l.headVal || l.olderThan != nil && l.olderThan.In(d.producerMajor()) {
			continue
		}
		headOK = true
		if l.fits(len(ops)) {
			return l, nil
		}
		a, b := l.min, l.max
		if l.lens != nil {
			a, b = l.lens[0], l.lens[len(l.lens)-1]
		}
		if lo < 0 || a < lo {
			lo = a
		}
		hi = max(hi, b)
	}
	if !headOK {
		if k.oldHead != "" {
			return nil, d.errAt(r.bit, ErrUnsupported, "%s %#x%s", k.oldHead, ops[0], d.producer())
		}
		return nil, d.errAt(r.bit, ErrInvalid, "%s record with first operand %#x", kind, ops[0])
	}
	return nil, d.errAt(r.bit, ErrInvalid, "%s record has %d operands, expected %d to %d", kind, len(ops), lo, hi)
}

// field decodes operand i by fl and records it when LLVM prints it.
func (x *diDec) field(fl *diField, i int) {
	u := x.ops[i]
	always := fl.show == showAlways
	var v ir.Metadata
	switch fl.enc {
	case deMD:
		v = x.md(u)
		if v == nil && !always {
			return
		}
	case deStr:
		s := x.str(i)
		if s == nil || s.S == "" {
			if !always {
				return
			}
			if s == nil {
				s = &ir.MDString{}
			}
		}
		v = s
	case deMD0:
		v = x.raw(u)
	case deU:
		if u == 0 && !always {
			return
		}
		v = boxUint(u)
	case deI, deI32, deIRot:
		s := int64(u)
		switch fl.enc {
		case deI32:
			s = int64(int32(u))
		case deIRot:
			s = unrotateSign(u)
		}
		if s == 0 && !always {
			return
		}
		v = ir.BoxMDInt(s)
	case deBool, deBoolTrue:
		b := u != 0
		if !always && b == (fl.enc == deBoolTrue) {
			return
		}
		v = mdBool(b)
	case deTag, deMacinfo:
		if fl.def >= 0 && u == uint64(fl.def) {
			return
		}
		if fl.num {
			v = mdUint(u)
		} else {
			v = dwName(u, diEncTable[fl.enc])
		}
	case deATE, deCC, deLang:
		if u == 0 {
			return
		}
		v = dwName(u, diEncTable[fl.enc])
	case deEmission, deNameTable, deFixedKind:
		// No number spelling: LLVM's printer knows only the names.
		if u == 0 && !always {
			return
		}
		name, ok := diEncTable[fl.enc].Name(u)
		if !ok {
			x.fail(ErrInvalid, "%s %s %d", x.n.Kind, fl.name, u)
			return
		}
		v = ir.MDIdent{S: name}
	case deFlags:
		if u == 0 {
			return
		}
		v = diFlags(u)
	case deSPFlags:
		v = spFlagsMD(u)
	case deI64MD:
		md, c, isInt := x.intOrRef(u)
		switch {
		case isInt:
			v = ir.MDInt{V: c}
		case md == nil:
			return
		default:
			v = md
		}
	case deSize:
		if x.ops[0]&x.k.sizeBit != 0 {
			md, c, isInt := x.intOrRef(u)
			switch {
			case isInt && c != 0:
				v = ir.MDInt{V: c}
			case isInt || md == nil:
				return
			default:
				v = md
			}
		} else {
			if u == 0 {
				return
			}
			v = mdUint(u)
		}
	case deConstsMD:
		v = x.md(u)
		if c, ok := signedConstExpr(v); ok {
			v = ir.MDInt{V: c}
		} else if v == nil {
			return
		}
	case deDWAS:
		if u == 0 {
			return
		}
		v = mdUint(u - 1)
	case deU64Max:
		if u == ^uint64(0) {
			return
		}
		v = mdUint(u)
	case deEnumKind:
		if u == 0xFFFFFFFF {
			return
		}
		v = dwName(u, dwarf.AppleEnumKind)
	case dePtrAuth:
		x.ptrAuth(u)
		return
	case deCULang:
		if u>>63 != 0 {
			x.set("sourceLanguageName", dwName(u&^(1<<63), dwarf.LName))
		} else {
			x.set("language", dwName(u, dwarf.Lang))
		}
		return
	default: // deZero, deChecksum (fixFile), deWideInt (fixFixedPoint)
		return
	}
	x.put(fl.pos, v)
}

// diEncTable is the DWARF name table of the enumerated encodings.
var diEncTable = map[diEnc]*dwarf.Table{
	deTag: dwarf.Tag, deMacinfo: dwarf.Macinfo, deATE: dwarf.ATE, deCC: dwarf.CC, deLang: dwarf.Lang,
	deEmission: dwarf.EmissionKind, deNameTable: dwarf.NameTableKind, deFixedKind: dwarf.FixedPointKind,
}

// ptrAuth unpacks DIDerivedType's pointer-authentication operand (see
// diPtrAuth); 0 and 2^32-1 mean none.
func (x *diDec) ptrAuth(pa uint64) {
	if pa == 0 || pa == 0xFFFFFFFF {
		return
	}
	if k := pa & 15; k != 0 {
		x.set("ptrAuthKey", mdUint(k))
	}
	if pa>>4&1 != 0 {
		x.set("ptrAuthIsAddressDiscriminated", mdBool(true))
	}
	if d := pa >> 5 & 0xFFFF; d != 0 {
		x.set("ptrAuthExtraDiscriminator", mdUint(d))
	}
	if pa>>21&1 != 0 {
		x.set("ptrAuthIsaPointer", mdBool(true))
	}
	if pa>>22&1 != 0 {
		x.set("ptrAuthAuthenticatesNullValues", mdBool(true))
	}
}

func (x *diDec) fail(kind error, format string, args ...any) {
	if x.err == nil {
		x.err = x.d.errAt(x.r.bit, kind, format, args...)
	}
}

// put records the value at print position p (-1: not printed).
func (x *diDec) put(p int, v ir.Metadata) {
	if p >= 0 {
		x.vals[p], x.has[p] = v, true
	}
}

// set records a field by name.
func (x *diDec) set(name string, v ir.Metadata) {
	if p, ok := x.k.showPos[name]; ok {
		x.put(p, v)
	}
}

// clear drops a field.
func (x *diDec) clear(name string) {
	if p, ok := x.k.showPos[name]; ok {
		x.vals[p], x.has[p] = nil, false
	}
}

// get returns a recorded field.
func (x *diDec) get(name string) (ir.Metadata, bool) {
	p, ok := x.k.showPos[name]
	if !ok || !x.has[p] {
		return nil, false
	}
	return x.vals[p], true
}

// u returns operand i (0 when absent).
func (x *diDec) u(i int) uint64 {
	if i >= len(x.ops) {
		return 0
	}
	return x.ops[i]
}

// md resolves an ID+1 reference (0 = null).
func (x *diDec) md(u uint64) ir.Metadata {
	if x.err != nil {
		return nil
	}
	md, err := x.d.mdOrNull(x.r.bit, u)
	if err != nil {
		x.err = err
	}
	return md
}

// raw resolves a plain ID (DILocation's scope).
func (x *diDec) raw(u uint64) ir.Metadata {
	if x.err != nil {
		return nil
	}
	md, err := x.d.mdRefAt(x.r.bit, u)
	if err != nil {
		x.err = err
	}
	return md
}

// str resolves operand i as a string reference (nil for null).
func (x *diDec) str(i int) *ir.MDString {
	md := x.md(x.ops[i])
	if md == nil {
		return nil
	}
	s, ok := md.(*ir.MDString)
	if !ok {
		x.fail(ErrInvalid, "%s record operand %d should be a string", x.n.Kind, i)
	}
	return s
}

// intOrRef resolves a reference that prints as an integer when it is a
// constant integer (sizes, bounds, rank): isInt, with the value c.
func (x *diDec) intOrRef(u uint64) (md ir.Metadata, c int64, isInt bool) {
	md = x.md(u)
	if vam, ok := md.(*ir.ValueAsMetadata); ok {
		if k, ok := vam.V.(*ir.ConstInt); ok {
			return md, k.Signed(), true
		}
	}
	return md, 0, false
}

// ---- hooks of the kinds with fields that depend on each other ----

// fixLocation remembers a uniqued DILocation, so that a DEBUG_LOC record
// of a function body with the same fields reuses the node.
func fixLocation(x *diDec) error {
	if x.n.Distinct {
		return nil
	}
	scope, _ := x.get("scope")
	inlined, _ := x.get("inlinedAt")
	k := locKey{line: x.ops[1], col: x.ops[2], scope: scope, inlined: inlined,
		implicit: x.u(5) != 0, atomGrp: x.u(6), atomRk: x.u(7)}
	d := x.d
	if d.wk != nil {
		d.wk.registerLoc(d, k, x.n)
		return nil
	}
	if d.moduleLoc(k) == nil {
		d.addModuleLoc(k, x.n)
	}
	return nil
}

// fixSubprogram: spFlags' definition bit makes the node distinct; the old
// DIFlagMainSubprogram (flags bit 21) is DISPFlagMainSubprogram; a
// virtual function prints its virtualIndex even when 0.
func fixSubprogram(x *diDec) error {
	spFlags, flags := x.ops[9], x.ops[11]
	if flags&(1<<21) != 0 {
		flags &^= 1 << 21
		spFlags |= 1 << 8
		x.clear("flags")
		if flags != 0 {
			x.set("flags", diFlags(flags))
		}
		x.set("spFlags", spFlagsMD(spFlags))
	}
	x.n.Distinct = x.ops[0]&1 != 0 || spFlags&(1<<3) != 0
	if spFlags&3 != 0 && x.ops[10] == 0 { // not put by the table: 0
		x.set("virtualIndex", ir.MDInt{})
	}
	return nil
}

// fixFile: a checksum is there only when both its kind and its string
// operand are.
func fixFile(x *diDec) error {
	x.clear("checksum")
	if len(x.ops) <= 4 || x.ops[3] == 0 || x.ops[4] == 0 {
		return nil
	}
	kind, ok := dwarf.ChecksumKind.Name(x.ops[3])
	if !ok {
		return x.d.errAt(x.r.bit, ErrInvalid, "DIFile checksum kind %d", x.ops[3])
	}
	x.set("checksumkind", ir.MDIdent{S: kind})
	s := x.str(4)
	if s == nil {
		s = &ir.MDString{}
	}
	x.set("checksum", s)
	return nil
}

// fixCompileUnit: sourceLanguageVersion belongs to a sourceLanguageName.
func fixCompileUnit(x *diDec) error {
	if _, ok := x.get("sourceLanguageName"); !ok {
		x.clear("sourceLanguageVersion")
	}
	return nil
}

// fixGlobalVarExpr: a null expression prints as the empty one.
func fixGlobalVarExpr(x *diDec) error {
	if _, ok := x.get("expr"); !ok {
		x.set("expr", &ir.MDNode{Kind: "DIExpression"})
	}
	return nil
}

func fixAssignID(x *diDec) error {
	if !x.n.Distinct {
		return x.d.errAt(x.r.bit, ErrInvalid, "DIAssignID must be distinct")
	}
	return nil
}

// fixFixedPoint reads DIFixedPointType's numerator and denominator, wide
// APInts of variable length printed signed for DW_ATE_signed_fixed, and
// keeps factor or the rational parts by the kind.
func fixFixedPoint(x *diDec) error {
	ops, r := x.ops, x.r
	signed := ops[5] == 0x0d
	num, n1, err := x.d.fixedPointPart(r, ops[9:], signed)
	if err != nil {
		return err
	}
	den, n2, err := x.d.fixedPointPart(r, ops[9+n1:], signed)
	if err != nil {
		return err
	}
	if 9+n1+n2 != len(ops) {
		return x.d.errAt(r.bit, ErrInvalid, "DIFixedPointType record has %d operands after its denominator", len(ops)-9-n1-n2)
	}
	if ops[7] == 2 { // Rational
		x.clear("factor")
		x.set("numerator", num)
		x.set("denominator", den)
	}
	return nil
}

// ---- kinds without a field list ----

func addField(n *ir.MDNode, name string, v ir.Metadata) {
	n.Fields = append(n.Fields, ir.MDField{Name: name, Val: v})
}

// readGenericDINode: [distinct, tag, version, header, operands...]; the
// operands print in place as `operands: {!1, null}`, an anonymous tuple
// in the field.
func readGenericDINode(d *decoder, r *mdRec, n *ir.MDNode) error {
	ops := r.ops
	if len(ops) < 4 {
		return d.errAt(r.bit, ErrInvalid, "GenericDINode record has %d operands, expected at least 4", len(ops))
	}
	if ops[2] != 0 || ops[1] >= 1<<16 {
		return d.errAt(r.bit, ErrInvalid, "GenericDINode with version %d, tag %d", ops[2], ops[1])
	}
	addField(n, "tag", dwName(ops[1], dwarf.Tag))
	header, err := d.mdOrNull(r.bit, ops[3])
	if err != nil {
		return err
	}
	if header != nil {
		s, ok := header.(*ir.MDString)
		if !ok {
			return d.errAt(r.bit, ErrInvalid, "GenericDINode record operand 3 should be a string")
		}
		if s.S != "" {
			addField(n, "header", s)
		}
	}
	if len(ops) > 4 {
		t := &ir.MDNode{Ops: make([]ir.Metadata, len(ops)-4)}
		for i := range t.Ops {
			if t.Ops[i], err = d.mdOrNull(r.bit, ops[4+i]); err != nil {
				return err
			}
		}
		addField(n, "operands", t)
	}
	return nil
}

// readEnumerator: [distinct|unsigned<<1|bigint<<2, value or bit width,
// name, words...]; the value is sign-rotated, or a wide APInt.
func readEnumerator(d *decoder, r *mdRec, n *ir.MDNode) error {
	ops := r.ops
	if len(ops) < 3 {
		return d.errAt(r.bit, ErrInvalid, "DIEnumerator record has %d operands, expected at least 3", len(ops))
	}
	unsigned := ops[0]&2 != 0
	name, err := d.mdOrNull(r.bit, ops[2])
	if err != nil {
		return err
	}
	s, ok := name.(*ir.MDString)
	if name != nil && !ok {
		return d.errAt(r.bit, ErrInvalid, "DIEnumerator record operand 2 should be a string")
	}
	if s == nil {
		s = &ir.MDString{}
	}
	addField(n, "name", s)
	switch {
	case ops[0]&4 != 0:
		bits := ops[1]
		if bits == 0 || bits > maxIntBits {
			return d.errAt(r.bit, ErrInvalid, "DIEnumerator with bit width %d and %d words", bits, len(ops)-3)
		}
		v := wideInt(ops[3:], uint32(bits))
		if !unsigned && v.Bit(int(bits)-1) == 1 {
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(bits)))
		}
		addField(n, "value", bigMDInt(v))
	case unsigned:
		addField(n, "value", mdUint(uint64(unrotateSign(ops[1]))))
	default:
		addField(n, "value", ir.MDInt{V: unrotateSign(ops[1])})
	}
	if unsigned {
		addField(n, "isUnsigned", mdBool(true))
	}
	return nil
}

// ---- value spellings ----

func mdUint(v uint64) ir.MDInt {
	if v > 1<<63-1 {
		return ir.MDInt{Text: strconv.FormatUint(v, 10)}
	}
	return ir.MDInt{V: int64(v)}
}

func mdBool(b bool) ir.MDIdent {
	if b {
		return ir.MDIdent{S: "true"}
	}
	return ir.MDIdent{S: "false"}
}

// dwName spells a DWARF enumeration by name, or as the number when the
// table has no name for it.
func dwName(v uint64, names *dwarf.Table) ir.Metadata {
	if s, ok := names.Name(v); ok {
		return ir.MDIdent{S: s}
	}
	return mdUint(v)
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

// spFlagsMD spells DISPFlags (0 when empty: the field always prints).
func spFlagsMD(v uint64) ir.Metadata {
	if v == 0 {
		return ir.MDInt{}
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
	return ir.MDIdent{S: strings.Join(parts, " | ")}
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

// readExpression decodes EXPRESSION: [distinct|version<<1, elements...]
// into positional fields: operations as identifiers, their arguments as
// integers (DW_OP_LLVM_convert's encoding as a DW_ATE name). An
// expression with an unknown operation prints as plain numbers, as LLVM
// prints invalid expressions.
func readExpression(d *decoder, r *mdRec, n *ir.MDNode) error {
	ops := r.ops
	if v := ops[0] >> 1; v != 3 {
		return d.errAt(r.bit, ErrUnsupported, "DIExpression record version %d (LLVM 11+ writes 3)%s", v, d.producer())
	}
	elems := ops[1:]
	n.Fields = make([]ir.MDField, 0, len(elems))
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

// fields appends named fields to a node, with the printer's skip rules;
// function.go's newDILocation builds the DILocations of DEBUG_LOC
// records (resolved values, not operands) with it.
type fields struct{ n *ir.MDNode }

func (f fields) add(name string, v ir.Metadata) { addField(f.n, name, v) }

// uint adds an unsigned integer field.
func (f fields) uint(name string, v uint64, skipZero bool) {
	if skipZero && v == 0 {
		return
	}
	f.add(name, boxUint(v))
}

// boxUint is mdUint as an ir.Metadata, shared for small values.
func boxUint(v uint64) ir.Metadata {
	if v < ir.SmallMDInts {
		return ir.BoxMDInt(int64(v))
	}
	return mdUint(v)
}

// ref adds a metadata reference (nil prints as null).
func (f fields) ref(name string, md ir.Metadata, skipNull bool) {
	if skipNull && md == nil {
		return
	}
	f.add(name, md)
}

// boolean adds true/false unless v equals the default.
func (f fields) boolean(name string, v, def bool) {
	if v != def {
		f.add(name, mdBool(v))
	}
}
