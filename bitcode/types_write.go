package bitcode

import (
	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// writeTypeTable writes TYPE_BLOCK_ID_NEW: NUMENTRY, then one record per
// type in ID order. Typed pointers are POINTER [pointee, addrspace] (typed
// targets only); opaque ones OPAQUE_POINTER [addrspace]. A named struct is
// STRUCT_NAME then STRUCT_NAMED (or OPAQUE without a body); a numbered
// one (a name of digits in the model) has no STRUCT_NAME.
func (w *wWriter) writeTypeTable() {
	w.enter(bitstream.TypeBlockID, 4)
	tb := w.typeBit
	ptrAbbrev := uint32(0)
	if w.f.typed {
		ptrAbbrev = w.define(bitstream.LiteralOp(wcTypePointer), bitstream.FixedOp(tb), bitstream.LiteralOp(0))
	} else {
		ptrAbbrev = w.define(bitstream.LiteralOp(wcTypeOpaquePointer), bitstream.LiteralOp(0))
	}
	fnAbbrev := w.define(bitstream.LiteralOp(wcTypeFunction), bitstream.FixedOp(1), bitstream.ArrayOp(), bitstream.FixedOp(tb))
	anonAbbrev := w.define(bitstream.LiteralOp(wcTypeStructAnon), bitstream.FixedOp(1), bitstream.ArrayOp(), bitstream.FixedOp(tb))
	nameAbbrev := w.define(bitstream.LiteralOp(wcTypeStructName), bitstream.ArrayOp(), bitstream.Char6Op())
	namedAbbrev := w.define(bitstream.LiteralOp(wcTypeStructNamed), bitstream.FixedOp(1), bitstream.ArrayOp(), bitstream.FixedOp(tb))
	arrayAbbrev := w.define(bitstream.LiteralOp(wcTypeArray), bitstream.VBROp(8), bitstream.FixedOp(tb))

	w.emit(wcTypeNumEntry, []uint64{uint64(len(w.types))}, 0)
	for _, t := range w.types {
		rec := w.rec[:0]
		abbrev := uint32(0)
		var code uint32
		switch t.Kind {
		case ir.VoidKind:
			code = wcTypeVoid
		case ir.HalfKind:
			code = wcTypeHalf
		case ir.BFloatKind:
			code = wcTypeBFloat
		case ir.FloatKind:
			code = wcTypeFloat
		case ir.DoubleKind:
			code = wcTypeDouble
		case ir.X86FP80Kind:
			code = wcTypeX86FP80
		case ir.FP128Kind:
			code = wcTypeFP128
		case ir.PPCFP128Kind:
			code = wcTypePPCFP128
		case ir.LabelKind:
			code = wcTypeLabel
		case ir.MetadataKind:
			code = wcTypeMetadata
		case ir.X86MMXKind:
			code = wcTypeX86MMX
		case ir.X86AMXKind:
			code = wcTypeX86AMX
		case ir.TokenKind:
			code = wcTypeToken
		case ir.IntKind:
			code = wcTypeInteger
			rec = append(rec, uint64(t.Bits))
		case ir.PointerKind:
			if t.Elem != nil {
				code = wcTypePointer
				rec = append(rec, uint64(w.typeID(t.Elem)), uint64(t.AddrSpace))
			} else {
				code = wcTypeOpaquePointer
				rec = append(rec, uint64(t.AddrSpace))
			}
			if t.AddrSpace == 0 {
				abbrev = ptrAbbrev
			}
		case ir.FuncKind:
			code, abbrev = wcTypeFunction, fnAbbrev
			rec = append(rec, b2u(t.Variadic), uint64(w.typeID(t.Ret)))
			for _, p := range t.Fields {
				rec = append(rec, uint64(w.typeID(p)))
			}
		case ir.StructKind:
			if t.Name == "" {
				code, abbrev = wcTypeStructAnon, anonAbbrev
			} else {
				if !isDigits(t.Name) {
					w.writeTypeName(t.Name, nameAbbrev)
				}
				if t.Opaque {
					code = wcTypeOpaque
					rec = append(rec, 0)
					break
				}
				code, abbrev = wcTypeStructNamed, namedAbbrev
			}
			rec = append(rec, b2u(t.Packed))
			for _, fl := range t.Fields {
				rec = append(rec, uint64(w.typeID(fl)))
			}
		case ir.ArrayKind:
			code, abbrev = wcTypeArray, arrayAbbrev
			rec = append(rec, t.Len, uint64(w.typeID(t.Elem)))
		case ir.VectorKind:
			code = wcTypeVector
			rec = append(rec, t.Len, uint64(w.typeID(t.Elem)))
			if t.Scalable {
				rec = append(rec, 1)
			}
		case ir.TargetExtKind:
			w.writeTypeName(t.Name, nameAbbrev)
			code = wcTypeTargetType
			rec = append(rec, uint64(len(t.Fields)))
			for _, p := range t.Fields {
				rec = append(rec, uint64(w.typeID(p)))
			}
			for _, n := range t.IntParams {
				rec = append(rec, uint64(n))
			}
		default:
			w.fail(ErrBadModule, "type table", "type kind %d cannot be written", t.Kind)
		}
		w.rec = rec
		w.emit(code, rec, abbrev)
	}
	w.exit()
}

// writeTypeName writes STRUCT_NAME, with the char6 abbreviation when the
// name allows it.
func (w *wWriter) writeTypeName(name string, char6Abbrev uint32) {
	rec := appendString(w.rec[:0], name)
	w.rec = rec
	if wStringEncoding(name) == wStrChar6 {
		w.emit(wcTypeStructName, rec, char6Abbrev)
		return
	}
	w.emit(wcTypeStructName, rec, 0)
}
