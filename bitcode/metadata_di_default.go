package bitcode

import "github.com/irfix/irfix/ir"

// DIFieldIsDefault reports whether v, the value of field name of a
// specialized debug-info node of the given kind (DICompileUnit, ...), is
// what the bitcode writer writes when the field is absent: a node that
// spells such a field and one that leaves it out are the same record, so
// the same node once read back. Text input may spell or omit defaults as
// it likes (`isOptimized: false` is optional in LLVM's assembly) and list
// fields in any order, where the bitcode reader gives each node the
// fields LLVM's printer shows, in its order; comparisons of a module
// with its read-back bitcode (the self-check) use this to tell the two
// spellings from a real difference. Unknown kinds, fields and values
// report false: never equal by default.
func DIFieldIsDefault(kind, name string, v ir.Metadata) bool {
	k := diKinds[kind]
	if k == nil {
		return false
	}
	for _, hf := range k.headFlags {
		if hf.name == name {
			return mdIsBool(v, false)
		}
	}
	i, ok := k.index[name]
	if !ok || i < 0 {
		return false
	}
	fl := &k.fields[i]
	switch fl.enc {
	case deMD, deConstsMD, deI64MD:
		return v == nil
	case deStr:
		if v == nil {
			return true
		}
		s, ok := v.(*ir.MDString)
		return ok && s.S == ""
	case deU, deI, deI32, deSize:
		n, ok := mdSmallInt(v)
		return ok && n == 0
	case deBool:
		return mdIsBool(v, false)
	case deBoolTrue:
		return mdIsBool(v, true)
	case deTag, deMacinfo:
		return fl.def >= 0 && mdEnumIs(v, fl.enc, uint64(fl.def))
	case deATE, deCC, deLang, deEmission, deNameTable, deFixedKind:
		return mdEnumIs(v, fl.enc, 0)
	case deFlags:
		return mdNamedZero(v, "DIFlagZero")
	case deSPFlags:
		return mdNamedZero(v, "DISPFlagZero")
	}
	return false
}

// mdSmallInt is v as an integer when it is one that fits int64.
func mdSmallInt(v ir.Metadata) (int64, bool) {
	n, ok := v.(ir.MDInt)
	if !ok || n.Text != "" {
		return 0, false
	}
	return n.V, true
}

// mdIsBool reports whether v spells the boolean b (true/false, 1/0).
func mdIsBool(v ir.Metadata, b bool) bool {
	switch x := v.(type) {
	case ir.MDIdent:
		return x.S == "true" && b || x.S == "false" && !b
	case ir.MDInt:
		if x.Text != "" {
			return false
		}
		return (x.V != 0) == b && (x.V == 0 || x.V == 1)
	}
	return false
}

// mdEnumIs reports whether v spells value want of enc's DWARF table (by
// name or number).
func mdEnumIs(v ir.Metadata, enc diEnc, want uint64) bool {
	switch x := v.(type) {
	case ir.MDInt:
		return x.Text == "" && x.V >= 0 && uint64(x.V) == want
	case ir.MDIdent:
		t := diEncTable[enc]
		if t == nil {
			return false
		}
		got, ok := t.Value(x.S)
		return ok && got == want
	}
	return false
}

// mdNamedZero reports whether v is a flags field's zero: its zero name
// or 0.
func mdNamedZero(v ir.Metadata, zero string) bool {
	switch x := v.(type) {
	case ir.MDIdent:
		return x.S == zero
	case ir.MDInt:
		return x.Text == "" && x.V == 0
	}
	return false
}
