package bitcode

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/irfix/irfix/bitcode/internal/dwarf"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// Writing the specialized debug-info nodes by diKinds, the table the
// reader shares (metadata_di_table.go).

// wMDFieldFeature returns the target-table row of a debug-info field
// (fields without a row are read by every target).
func wMDFieldFeature(kind, field string) target.Feature {
	for _, rows := range [][]target.MDFieldRow{target.MDFields, target.MDFieldsBitcode} {
		for _, r := range rows {
			if r.Kind == kind && r.Field == field {
				return r.Feature
			}
		}
	}
	return target.Feature{Name: field + " field of " + kind}
}

// diFields returns n's field values in table order; unknown fields fail.
// The slices are w's, valid until the next call.
func (w *wWriter) diFields(n *ir.MDNode, k *diKind) ([]ir.Metadata, []bool) {
	if cap(w.diVals) < len(k.fields) {
		w.diVals = make([]ir.Metadata, len(k.fields))
		w.diSet = make([]bool, len(k.fields))
	}
	vals, set := w.diVals[:len(k.fields)], w.diSet[:len(k.fields)]
	clear(vals)
	clear(set)
	for _, fl := range n.Fields {
		i, ok := k.index[fl.Name]
		if !ok {
			w.fail(ErrNotExpressible, "!"+n.Kind, "field %q is not known to the bitcode writer (target %s)", fl.Name, w.t)
		}
		if i >= 0 {
			vals[i] = fl.Val
			set[i] = true
		}
	}
	return vals, set
}

// diInt reads an integer field value.
func (w *wWriter) diInt(n *ir.MDNode, name string, v ir.Metadata) uint64 {
	switch x := v.(type) {
	case nil:
		return 0
	case ir.MDInt:
		if x.Text == "" {
			return uint64(x.V)
		}
		return w.parseMDIntText(n, name, x.Text)
	case ir.MDIdent:
		switch x.S {
		case "true":
			return 1
		case "false":
			return 0
		}
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: want an integer, have %T", name, v)
	return 0
}

// parseMDIntText reads an integer too large for int64 (kept as text).
func (w *wWriter) parseMDIntText(n *ir.MDNode, name, s string) uint64 {
	t := strings.TrimLeft(s, "us")
	if u, err := strconv.ParseUint(t, 0, 64); err == nil {
		return u
	}
	if i, err := strconv.ParseInt(t, 0, 64); err == nil {
		return uint64(i)
	}
	if b, ok := new(big.Int).SetString(t, 0); ok {
		return b.Uint64()
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: bad integer %q", name, s)
	return 0
}

// diEnum reads a field spelled with an enum name (or a number).
func (w *wWriter) diEnum(n *ir.MDNode, name string, v ir.Metadata, tables ...*dwarf.Table) uint64 {
	switch x := v.(type) {
	case nil:
		return 0
	case ir.MDInt:
		return w.diInt(n, name, v)
	case ir.MDIdent:
		for _, t := range tables {
			if val, ok := t.Value(x.S); ok {
				return val
			}
		}
		w.fail(ErrBadModule, "!"+n.Kind, "field %s: unknown value %s", name, x.S)
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: want a name, have %T", name, v)
	return 0
}

// diFlags reads `A | B | 8`.
func (w *wWriter) diFlags(n *ir.MDNode, name string, v ir.Metadata, table *dwarf.Table) uint64 {
	id, ok := v.(ir.MDIdent)
	if !ok {
		return w.diEnum(n, name, v, table)
	}
	var out uint64
	for _, part := range strings.Split(id.S, "|") {
		p := strings.TrimSpace(part)
		if val, ok := table.Value(p); ok {
			out |= val
			continue
		}
		u, err := strconv.ParseUint(p, 0, 64)
		if err != nil {
			w.fail(ErrBadModule, "!"+n.Kind, "field %s: unknown flag %s", name, p)
		}
		out |= u
	}
	return out
}

// diValue encodes one field.
func (w *wWriter) diValue(n *ir.MDNode, fl *diField, v ir.Metadata, set bool) uint64 {
	switch fl.enc {
	case deMD, deStr, deConstsMD:
		return w.mdOrNull(v)
	case deMD0:
		if v == nil {
			w.fail(ErrBadModule, "!"+n.Kind, "field %s is required", fl.name)
		}
		return uint64(w.mdID(v))
	case deU, deI, deI32, deSize:
		return w.diInt(n, fl.name, v)
	case deBool:
		return w.diInt(n, fl.name, v)
	case deBoolTrue:
		if !set {
			return 1
		}
		return w.diInt(n, fl.name, v)
	case deTag:
		if !set {
			if fl.def < 0 {
				w.fail(ErrBadModule, "!"+n.Kind, "missing tag")
			}
			return uint64(fl.def)
		}
		return w.diEnum(n, fl.name, v, dwarf.Tag)
	case deATE:
		return w.diEnum(n, fl.name, v, dwarf.ATE)
	case deCC:
		return w.diEnum(n, fl.name, v, dwarf.CC)
	case deMacinfo:
		if !set && fl.def >= 0 {
			return uint64(fl.def)
		}
		return w.diEnum(n, fl.name, v, dwarf.Macinfo)
	case deEmission:
		return w.diEnum(n, fl.name, v, dwarf.EmissionKind)
	case deNameTable:
		return w.diEnum(n, fl.name, v, dwarf.NameTableKind)
	case deFlags:
		return w.diFlags(n, fl.name, v, dwarf.DIFlag)
	case deSPFlags:
		if !set {
			fl, _ := w.diSPFlags(n)
			return fl
		}
		return w.diFlags(n, fl.name, v, dwarf.DISPFlag)
	case deI64MD:
		if x, ok := v.(ir.MDInt); ok {
			return uint64(w.mdValueID(ir.Int(ir.I64, int64(w.diInt(n, fl.name, x))))) + 1
		}
		return w.mdOrNull(v)
	case deDWAS:
		if !set {
			return 0
		}
		return w.diInt(n, fl.name, v) + 1
	case deU64Max:
		if !set {
			return math.MaxUint64
		}
		return w.diInt(n, fl.name, v)
	case deEnumKind:
		if !set {
			return math.MaxUint32
		}
		return w.diEnum(n, fl.name, v, dwarf.AppleEnumKind)
	case deZero:
		return 0
	case dePtrAuth:
		return w.diPtrAuth(n)
	case deLang:
		return w.diEnum(n, fl.name, v, dwarf.Lang)
	case deCULang:
		return w.diLanguage(n)
	case deChecksum:
		return w.diEnum(n, fl.name, v, dwarf.ChecksumKind)
	case deFixedKind:
		return w.diEnum(n, fl.name, v, dwarf.FixedPointKind)
	}
	w.fail(ErrBadModule, "!"+n.Kind, "field %s: no encoding", fl.name)
	return 0
}

// diPtrAuth packs DIDerivedType's pointer-authentication fields
// (DIDerivedType::PtrAuthData: key bits 0-3, address discrimination bit
// 4, extra discriminator bits 5-20, isa pointer bit 21, authenticates
// null values bit 22).
func (w *wWriter) diPtrAuth(n *ir.MDNode) uint64 {
	get := func(name string) uint64 {
		v, _ := n.Field(name)
		return w.diInt(n, name, v)
	}
	if _, ok := n.Field("ptrAuthKey"); !ok {
		return 0
	}
	return get("ptrAuthKey")&15 | get("ptrAuthIsAddressDiscriminated")&1<<4 | get("ptrAuthExtraDiscriminator")&0xffff<<5 |
		get("ptrAuthIsaPointer")&1<<21 | get("ptrAuthAuthenticatesNullValues")&1<<22
}

// diIsDefault reports whether an optional field holds its absent value.
func diIsDefault(fl *diField, v ir.Metadata, set bool) bool {
	if !set {
		return true
	}
	switch x := v.(type) {
	case nil:
		return fl.enc.isRef()
	case ir.MDInt:
		return x.Text == "" && x.V == 0 && fl.enc != deU64Max && fl.enc != deEnumKind
	case ir.MDIdent:
		return x.S == "false"
	}
	return false
}

// diRecord builds the record of a table kind after its first operand.
func (w *wWriter) diRecord(n *ir.MDNode, k *diKind, rec []uint64) []uint64 {
	vals, set := w.diFields(n, k)
	last := -1
	for i := range k.fields {
		fl := &k.fields[i]
		switch {
		case fl.rd:
			continue
		case fl.since > w.t.Major:
			if !diIsDefault(fl, vals[i], set[i]) || fl.enc == dePtrAuth && set[i] {
				w.fail(ErrNotExpressible, "!"+n.Kind, "field %s needs LLVM >= %d; target is %s", fl.name, fl.since, w.t)
			}
		case fl.cond && !set[i]:
		default:
			last = i
		}
	}
	head := len(rec)
	for i := 0; i <= last; i++ {
		if k.fields[i].enc == deWideInt {
			rec = w.diWideInt(n, k.fields[i].name, vals[i], rec)
			continue
		}
		rec = append(rec, w.diValue(n, &k.fields[i], vals[i], set[i]))
	}
	return w.diOlderLayout(k, rec, head)
}

// diOlderLayout reorders rec[head:] (the current layout) for a target
// whose reader expects an older one of the same length (DIObjCProperty's
// getter before its setter).
func (w *wWriter) diOlderLayout(k *diKind, rec []uint64, head int) []uint64 {
	for i := range k.layouts {
		l := &k.layouts[i]
		if l.olderThan == nil || w.t.Has(*l.olderThan) || len(l.fields) != len(rec)-head {
			continue
		}
		cur := append([]uint64(nil), rec[head:]...)
		for j, fl := range l.fields {
			rec[head+j] = cur[k.index[fl.name]]
		}
		break
	}
	return rec
}

// diWideInt writes an arbitrary-precision field as LLVM's writer does:
// (number of words << 32 | bit width), then the words sign-rotated. The
// width is the one LLVM's assembly parser gives the literal: its active
// bits if non-negative, its significant bits if negative (at least 1).
func (w *wWriter) diWideInt(n *ir.MDNode, name string, v ir.Metadata, rec []uint64) []uint64 {
	b := new(big.Int)
	switch x := v.(type) {
	case nil:
	case ir.MDInt:
		if x.Text == "" {
			b.SetInt64(x.V)
		} else if _, ok := b.SetString(trimIntPrefix(x.Text), 0); !ok {
			w.fail(ErrBadModule, "!"+n.Kind, "field %s: bad integer %q", name, x.Text)
		}
	default:
		w.fail(ErrBadModule, "!"+n.Kind, "field %s: want an integer, have %T", name, v)
	}
	width := b.BitLen()
	if b.Sign() < 0 {
		width = new(big.Int).Not(b).BitLen() + 1 // significant bits of a negative value
	}
	width = max(width, 1)
	words := activeWords(wideWords(b, width))
	if b.Sign() < 0 {
		words = wideWords(b, width) // APInt keeps every word of a negative value
	}
	rec = append(rec, uint64(len(words))<<32|uint64(width))
	for _, wd := range words {
		rec = emitSigned(rec, int64(wd))
	}
	return rec
}

// diSPFlags folds the pre-LLVM 8 DISubprogram spellings (virtuality,
// isLocal, isDefinition, isOptimized) into spFlags when spFlags is absent.
func (w *wWriter) diSPFlags(n *ir.MDNode) (uint64, bool) {
	if _, ok := n.Field("spFlags"); ok {
		return 0, false
	}
	var fl uint64
	found := false
	if v, ok := n.Field("virtuality"); ok {
		fl |= w.diEnum(n, "virtuality", v, dwarf.Virtuality) & 3
		found = true
	}
	for _, x := range []struct {
		name string
		bit  uint64
	}{{"isLocal", 1 << 2}, {"isDefinition", 1 << 3}, {"isOptimized", 1 << 4}} {
		if v, ok := n.Field(x.name); ok {
			found = true
			if w.diInt(n, x.name, v) != 0 {
				fl |= x.bit
			}
		}
	}
	return fl, found
}

// diExpressionOps returns a DIExpression's elements as numbers.
func (w *wWriter) diExpressionOps(n *ir.MDNode, rec []uint64) []uint64 {
	for _, fl := range n.Fields {
		if fl.Name != "" {
			w.fail(ErrBadModule, "!DIExpression", "unexpected field %s", fl.Name)
		}
		switch x := fl.Val.(type) {
		case ir.MDIdent:
			v, ok := dwarf.Op.Value(x.S)
			if !ok {
				v, ok = dwarf.OpLLVM.Value(x.S)
			}
			if !ok {
				v, ok = dwarf.ATE.Value(x.S)
			}
			if !ok {
				w.fail(ErrBadModule, "!DIExpression", "unknown operation %s", x.S)
			}
			rec = append(rec, v)
		case ir.MDInt:
			rec = append(rec, w.diInt(n, "element", x))
		default:
			w.fail(ErrBadModule, "!DIExpression", "element of kind %T", fl.Val)
		}
	}
	return rec
}

// writeDINode writes a specialized node: the kinds without a field list
// by code, the others by the table.
func (w *wWriter) writeDINode(n *ir.MDNode, ab wMDAbbrevs) {
	k := diKinds[n.Kind]
	distinct := b2u(n.Distinct)
	rec := w.rec[:0]
	abbrev := uint32(0)
	switch n.Kind {
	case "DIExpression":
		rec = append(rec, distinct|3<<1)
		rec = w.diExpressionOps(n, rec)
	case "DIEnumerator":
		rec = w.diEnumerator(n, rec)
	case "DIAssignID":
		rec = append(rec, distinct)
	case "GenericDINode":
		// [distinct, tag, version 0, header, operands...]; the operands
		// field is a tuple printed in place.
		tag, _ := n.Field("tag")
		header, _ := n.Field("header")
		rec = append(rec, distinct, w.diEnum(n, "tag", tag, dwarf.Tag), 0, w.mdOrNull(header))
		if ops, ok := n.Field("operands"); ok {
			t, ok := ops.(*ir.MDNode)
			if !ok || t.Kind != "" {
				w.fail(ErrBadModule, "!GenericDINode", "operands is not a tuple")
			}
			for _, op := range t.Ops {
				rec = append(rec, w.mdOrNull(op))
			}
		}
	default:
		rec = append(rec, w.diHead(n, k))
		rec = w.diRecord(n, k, rec)
		if n.Kind == "DILocation" && len(rec) == 6 {
			abbrev = ab.location
		}
	}
	w.rec = rec
	w.emit(k.code, rec, abbrev)
}

// diHead builds the first operand: distinct, the kind's version bits and
// its boolean fields kept there.
func (w *wWriter) diHead(n *ir.MDNode, k *diKind) uint64 {
	h := b2u(n.Distinct || k.distinct) | k.head
	for _, hf := range k.headFlags {
		v, _ := n.Field(hf.name)
		if w.diInt(n, hf.name, v) == 0 {
			continue
		}
		if f := wMDFieldFeature(n.Kind, hf.name); !w.t.Has(f) {
			w.fail(ErrNotExpressible, "!"+n.Kind, "%s %s; target is %s", hf.name, f.Requirement(), w.t)
		}
		h |= hf.bit
	}
	return h
}

// diLanguage encodes DICompileUnit's language: a DW_LANG_* number, or
// (LLVM 22) a DW_LNAME_* number with bit 63 set and its version in the
// sourceLanguageVersion operand.
func (w *wWriter) diLanguage(n *ir.MDNode) uint64 {
	if v, ok := n.Field("sourceLanguageName"); ok {
		if !w.f.cuLangName {
			w.fail(ErrNotExpressible, "!DICompileUnit", "sourceLanguageName needs LLVM >= 22; target is %s", w.t)
		}
		return w.diEnum(n, "sourceLanguageName", v, dwarf.LName) ^ 1<<63
	}
	v, _ := n.Field("language")
	return w.diEnum(n, "language", v, dwarf.Lang)
}

// diEnumerator writes [isBigInt | isUnsigned << 1 | distinct, bit width,
// name, value words...], the form every reader from LLVM 12 on reads.
func (w *wWriter) diEnumerator(n *ir.MDNode, rec []uint64) []uint64 {
	uns, _ := n.Field("isUnsigned")
	name, _ := n.Field("name")
	val, _ := n.Field("value")
	var words []uint64
	width := uint64(64)
	switch x := val.(type) {
	case nil:
		words = []uint64{0}
	case ir.MDInt:
		if x.Text == "" {
			words = []uint64{uint64(x.V)}
			break
		}
		b, ok := new(big.Int).SetString(trimIntPrefix(x.Text), 0)
		if !ok {
			w.fail(ErrBadModule, "!DIEnumerator", "bad value %q", x.Text)
		}
		if b.BitLen() > 64 {
			width = uint64(b.BitLen() + 1)
		}
		words = wideWords(b, int(width))
	default:
		w.fail(ErrBadModule, "!DIEnumerator", "value of kind %T", val)
	}
	rec = append(rec, 4|w.diInt(n, "isUnsigned", uns)<<1|b2u(n.Distinct), width, w.mdOrNull(name))
	for _, wd := range activeWords(words) {
		rec = emitSigned(rec, int64(wd))
	}
	return rec
}
