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
		ptrAbbrev = w.define(bitstream.LiteralOp(typeCodePointer), bitstream.FixedOp(tb), bitstream.LiteralOp(0))
	} else {
		ptrAbbrev = w.define(bitstream.LiteralOp(typeCodeOpaquePointer), bitstream.LiteralOp(0))
	}
	fnAbbrev := w.define(bitstream.LiteralOp(typeCodeFunction), bitstream.FixedOp(1), bitstream.ArrayOp(), bitstream.FixedOp(tb))
	anonAbbrev := w.define(bitstream.LiteralOp(typeCodeStructAnon), bitstream.FixedOp(1), bitstream.ArrayOp(), bitstream.FixedOp(tb))
	nameAbbrev := w.define(bitstream.LiteralOp(typeCodeStructName), bitstream.ArrayOp(), bitstream.Char6Op())
	namedAbbrev := w.define(bitstream.LiteralOp(typeCodeStructNamed), bitstream.FixedOp(1), bitstream.ArrayOp(), bitstream.FixedOp(tb))
	arrayAbbrev := w.define(bitstream.LiteralOp(typeCodeArray), bitstream.VBROp(8), bitstream.FixedOp(tb))

	w.emit(typeCodeNumEntry, []uint64{uint64(len(w.types))}, 0)
	for _, t := range w.types {
		rec := w.rec[:0]
		abbrev := uint32(0)
		var code uint32
		switch t.Kind {
		case ir.VoidKind:
			code = typeCodeVoid
		case ir.HalfKind:
			code = typeCodeHalf
		case ir.BFloatKind:
			code = typeCodeBFloat
		case ir.FloatKind:
			code = typeCodeFloat
		case ir.DoubleKind:
			code = typeCodeDouble
		case ir.X86FP80Kind:
			code = typeCodeX86FP80
		case ir.FP128Kind:
			code = typeCodeFP128
		case ir.PPCFP128Kind:
			code = typeCodePPCFP128
		case ir.LabelKind:
			code = typeCodeLabel
		case ir.MetadataKind:
			code = typeCodeMetadata
		case ir.X86MMXKind:
			code = typeCodeX86MMX
		case ir.X86AMXKind:
			code = typeCodeX86AMX
		case ir.TokenKind:
			code = typeCodeToken
		case ir.IntKind:
			code = typeCodeInteger
			rec = append(rec, uint64(t.Bits))
		case ir.PointerKind:
			if t.Elem != nil {
				code = typeCodePointer
				rec = append(rec, uint64(w.typeID(t.Elem)), uint64(t.AddrSpace))
			} else {
				code = typeCodeOpaquePointer
				rec = append(rec, uint64(t.AddrSpace))
			}
			if t.AddrSpace == 0 {
				abbrev = ptrAbbrev
			}
		case ir.FuncKind:
			code, abbrev = typeCodeFunction, fnAbbrev
			rec = append(rec, b2u(t.Variadic), uint64(w.typeID(t.Ret)))
			for _, p := range t.Fields {
				rec = append(rec, uint64(w.typeID(p)))
			}
		case ir.StructKind:
			if t.Name == "" {
				code, abbrev = typeCodeStructAnon, anonAbbrev
			} else {
				if !isDigits(t.Name) {
					w.writeTypeName(t.Name, nameAbbrev)
				}
				if t.Opaque {
					code = typeCodeOpaque
					rec = append(rec, 0)
					break
				}
				code, abbrev = typeCodeStructNamed, namedAbbrev
			}
			rec = append(rec, b2u(t.Packed))
			for _, fl := range t.Fields {
				rec = append(rec, uint64(w.typeID(fl)))
			}
		case ir.ArrayKind:
			code, abbrev = typeCodeArray, arrayAbbrev
			rec = append(rec, t.Len, uint64(w.typeID(t.Elem)))
		case ir.VectorKind:
			code = typeCodeVector
			rec = append(rec, t.Len, uint64(w.typeID(t.Elem)))
			if t.Scalable {
				rec = append(rec, 1)
			}
		case ir.TargetExtKind:
			w.writeTypeName(t.Name, nameAbbrev)
			code = typeCodeTargetType
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
		w.emit(typeCodeStructName, rec, char6Abbrev)
		return
	}
	w.emit(typeCodeStructName, rec, 0)
}
