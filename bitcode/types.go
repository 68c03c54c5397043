package bitcode

import (
	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of TYPE_BLOCK_ID_NEW (LLVMBitCodes.h, TypeCodes).
const (
	typeCodeNumEntry      = 1  // NUMENTRY: [numentries]
	typeCodeVoid          = 2  // VOID
	typeCodeFloat         = 3  // FLOAT
	typeCodeDouble        = 4  // DOUBLE
	typeCodeLabel         = 5  // LABEL
	typeCodeOpaque        = 6  // OPAQUE: [] (named struct without body; name from STRUCT_NAME)
	typeCodeInteger       = 7  // INTEGER: [width]
	typeCodePointer       = 8  // POINTER: [pointee type, address space?]
	typeCodeFunctionOld   = 9  // FUNCTION: [vararg, attrid, retty, paramty x N]
	typeCodeHalf          = 10 // HALF
	typeCodeArray         = 11 // ARRAY: [numelts, eltty]
	typeCodeVector        = 12 // VECTOR: [numelts, eltty, scalable?]
	typeCodeX86FP80       = 13 // X86_FP80
	typeCodeFP128         = 14 // FP128
	typeCodePPCFP128      = 15 // PPC_FP128
	typeCodeMetadata      = 16 // METADATA
	typeCodeX86MMX        = 17 // X86_MMX
	typeCodeStructAnon    = 18 // STRUCT_ANON: [ispacked, eltty x N]
	typeCodeStructName    = 19 // STRUCT_NAME: [strchr x N]
	typeCodeStructNamed   = 20 // STRUCT_NAMED: [ispacked, eltty x N]
	typeCodeFunction      = 21 // FUNCTION: [vararg, retty, paramty x N]
	typeCodeToken         = 22 // TOKEN
	typeCodeBFloat        = 23 // BFLOAT
	typeCodeX86AMX        = 24 // X86_AMX
	typeCodeOpaquePointer = 25 // OPAQUE_POINTER: [addrspace]
	typeCodeTargetType    = 26 // TARGET_TYPE: [numtys, ty x numtys, int x N] (name from STRUCT_NAME)
)

// maxTypeDepth bounds the nesting of literal types (arrays of arrays of
// ...). Printing and interning recurse over a type's structure, so a
// hostile type table must not nest without bound; the text reader has
// the same limit.
const maxTypeDepth = ir.MaxNesting

// maxIntBits is IntegerType::MAX_INT_BITS.
const maxIntBits = 1<<23 - 1

// readTypes decodes TYPE_BLOCK_ID_NEW into d.types (index = type ID).
// Only named structs may be referenced before they are defined; such a
// reference creates the struct, which its STRUCT_NAMED or OPAQUE record
// later names and fills (BitcodeReader.cpp parseTypeTableBody).
func (d *decoder) readTypes() error {
	if len(d.types) > 0 {
		return d.errAt(d.r.BitPos(), ErrInvalid, "second TYPE_BLOCK in the module")
	}
	numEntries := uint64(0)
	var name string
	hasName := false
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			if uint64(len(d.types)) != numEntries {
				return d.errAt(e.BitPos, ErrInvalid, "type table declares %d entries but defines %d", numEntries, len(d.types))
			}
			// The lowest undefined ID is reported, so the message does
			// not depend on map order (the parallel reader must give
			// the sequential one's error).
			bad, found := uint64(0), false
			for id, t := range d.fwdTypes {
				if (id >= uint64(len(d.types)) || d.types[id] != t) && (!found || id < bad) {
					bad, found = id, true
				}
			}
			if found {
				return d.errAt(e.BitPos, ErrInvalid, "type %d is referenced as a named struct but never defined as one", bad)
			}
			return nil
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		ops := e.Ops
		var t *ir.Type
		depth := 1
		switch e.Code {
		case typeCodeNumEntry:
			if len(ops) < 1 {
				return d.invalid(&e, "NUMENTRY record has no operand")
			}
			// Every entry costs at least one record, so the count cannot
			// exceed the bits left in the block.
			end, _, _ := d.blockEnd()
			if ops[0] > end-d.r.BitPos() {
				return d.invalid(&e, "type table claims %d entries but only %d bits remain", ops[0], end-d.r.BitPos())
			}
			numEntries = ops[0]
			continue
		case typeCodeVoid:
			t = ir.Void
		case typeCodeHalf:
			t = ir.Half
		case typeCodeBFloat:
			t = ir.BFloat
		case typeCodeFloat:
			t = ir.Float
		case typeCodeDouble:
			t = ir.Double
		case typeCodeX86FP80:
			t = ir.X86FP80
		case typeCodeFP128:
			t = ir.FP128
		case typeCodePPCFP128:
			t = ir.PPCFP128
		case typeCodeLabel:
			t = ir.Label
		case typeCodeMetadata:
			t = ir.MetaType
		case typeCodeX86MMX:
			t = ir.X86MMX
		case typeCodeX86AMX:
			t = ir.X86AMX
		case typeCodeToken:
			t = ir.Token
		case typeCodeInteger:
			if len(ops) < 1 || ops[0] < 1 || ops[0] > maxIntBits {
				return d.invalid(&e, "INTEGER type record needs a width of 1..%d bits", maxIntBits)
			}
			t = ir.IntType(uint32(ops[0]))
		case typeCodePointer:
			if len(ops) < 1 {
				return d.invalid(&e, "POINTER type record has no pointee")
			}
			elem, err := d.typeRef(&e, ops[0], uint64(len(d.types)))
			if err != nil {
				return err
			}
			switch elem.Kind {
			case ir.VoidKind, ir.LabelKind, ir.MetadataKind, ir.TokenKind:
				return d.invalid(&e, "pointer to %s is not a valid type", elem)
			}
			as := uint64(0)
			if len(ops) >= 2 {
				as = ops[1]
			}
			if as >= 1<<24 {
				return d.invalid(&e, "address space %d out of range", as)
			}
			d.info.Typed = true
			t = ir.TypedPtr(elem, uint32(as))
			depth = d.depthOf(ops[0]) + 1
		case typeCodeOpaquePointer:
			if len(ops) != 1 || ops[0] >= 1<<24 {
				return d.invalid(&e, "OPAQUE_POINTER type record needs one address space operand below 2^24")
			}
			t = ir.PtrType(uint32(ops[0]))
		case typeCodeFunction, typeCodeFunctionOld:
			first := 1 // FUNCTION: [vararg, retty, params...]
			if e.Code == typeCodeFunctionOld {
				first = 2 // [vararg, attrid, retty, params...]
			}
			if len(ops) < first+1 {
				return d.invalid(&e, "FUNCTION type record needs a return type")
			}
			ret, err := d.typeRef(&e, ops[first], uint64(len(d.types)))
			if err != nil {
				return err
			}
			params := make([]*ir.Type, 0, len(ops)-first-1)
			depth = d.depthOf(ops[first]) + 1
			for _, id := range ops[first+1:] {
				p, err := d.typeRef(&e, id, uint64(len(d.types)))
				if err != nil {
					return err
				}
				switch p.Kind {
				case ir.VoidKind, ir.FuncKind:
					return d.invalid(&e, "%s is not a valid parameter type", p)
				}
				params = append(params, p)
				depth = max(depth, d.depthOf(id)+1)
			}
			t = ir.FuncOf(ret, params, ops[0] != 0)
		case typeCodeStructAnon:
			if len(ops) < 1 {
				return d.invalid(&e, "STRUCT_ANON type record has no packed flag")
			}
			fields, dep, err := d.typeList(&e, ops[1:])
			if err != nil {
				return err
			}
			t = ir.StructOf(ops[0] != 0, fields...)
			depth = dep + 1
		case typeCodeStructName:
			name = recordString(ops)
			hasName = true
			continue
		case typeCodeStructNamed, typeCodeOpaque:
			id := uint64(len(d.types))
			if id >= numEntries {
				return d.invalid(&e, "type %d lies beyond the declared %d entries", id, numEntries)
			}
			st := d.fwdTypes[id]
			if st == nil {
				st = ir.NewNamedStruct("")
			}
			st.Name = name
			if !hasName || name == "" {
				// An identified struct without a name: the model holds
				// LLVM's numbered types (`%0 = type {...}`) as names of
				// digits only, numbered here in type table order.
				st.Name = itoa(d.anonStruct)
				d.anonStruct++
			}
			name, hasName = "", false
			if e.Code == typeCodeStructNamed {
				if len(ops) < 1 {
					return d.invalid(&e, "STRUCT_NAMED type record has no packed flag")
				}
				fields, _, err := d.typeList(&e, ops[1:])
				if err != nil {
					return err
				}
				st.SetBody(ops[0] != 0, fields...)
			}
			d.m.Types = append(d.m.Types, st)
			t = st
		case typeCodeTargetType:
			if len(ops) < 1 || ops[0] > uint64(len(ops)-1) {
				return d.invalid(&e, "TARGET_TYPE record's type count exceeds its operands")
			}
			n := int(ops[0])
			tys, dep, err := d.typeList(&e, ops[1:1+n])
			if err != nil {
				return err
			}
			ints := make([]uint32, 0, len(ops)-1-n)
			for _, v := range ops[1+n:] {
				if v > 1<<32-1 {
					return d.invalid(&e, "target type integer parameter %d too large", v)
				}
				ints = append(ints, uint32(v))
			}
			if !hasName {
				return d.invalid(&e, "TARGET_TYPE record without a preceding STRUCT_NAME")
			}
			t = ir.TargetExtType(name, tys, ints)
			name, hasName = "", false
			depth = dep + 1
		case typeCodeArray, typeCodeVector:
			if len(ops) < 2 {
				return d.invalid(&e, "ARRAY/VECTOR type record needs a count and an element type")
			}
			elem, err := d.typeRef(&e, ops[1], uint64(len(d.types)))
			if err != nil {
				return err
			}
			switch elem.Kind {
			case ir.VoidKind, ir.LabelKind, ir.MetadataKind, ir.FuncKind, ir.TokenKind:
				return d.invalid(&e, "%s is not a valid element type", elem)
			}
			if e.Code == typeCodeArray {
				t = ir.ArrayOf(ops[0], elem)
			} else {
				if ops[0] == 0 || ops[0] > 1<<32-1 {
					return d.invalid(&e, "vector length %d out of range", ops[0])
				}
				t = ir.VectorOf(ops[0], elem, len(ops) > 2 && ops[2] != 0)
			}
			depth = d.depthOf(ops[1]) + 1
		default:
			return d.errAt(e.BitPos, ErrUnsupported, "unknown type record code %d%s", e.Code, d.producer())
		}
		if depth > maxTypeDepth {
			return d.errAt(e.BitPos, ErrLimit, "type %d nests %d levels deep (limit %d)", len(d.types), depth, maxTypeDepth)
		}
		id := uint64(len(d.types))
		if id >= numEntries {
			return d.invalid(&e, "type %d lies beyond the declared %d entries", id, numEntries)
		}
		if fwd := d.fwdTypes[id]; fwd != nil && fwd != t {
			return d.invalid(&e, "type %d is used before its definition, which only named structs may be, but is defined as %s", id, t)
		}
		if t.IsNamed() {
			depth = 1
		}
		d.types = append(d.types, t)
		d.typeDepth = append(d.typeDepth, depth)
	}
}

// typeRef returns type id while the table is being read; an ID not yet
// defined (but within the declared count) can only be a named struct and
// gets a placeholder.
func (d *decoder) typeRef(e *bitstream.Entry, id, defined uint64) (*ir.Type, error) {
	if id < defined {
		return d.types[id], nil
	}
	if t := d.fwdTypes[id]; t != nil {
		return t, nil
	}
	// The count check happens at the end of the block (NUMENTRY may be
	// absent in hand-made input); bound the placeholders by the record.
	if uint64(len(d.fwdTypes)) > uint64(len(d.data))*8 {
		return nil, d.invalid(e, "too many forward type references")
	}
	t := ir.NewNamedStruct("")
	d.fwdTypes[id] = t
	return t, nil
}

// depthOf returns the nesting depth of an already defined type (1 for a
// forward reference, which can only be a named struct).
func (d *decoder) depthOf(id uint64) int {
	if id < uint64(len(d.typeDepth)) {
		return d.typeDepth[id]
	}
	return 1
}

func (d *decoder) typeList(e *bitstream.Entry, ids []uint64) ([]*ir.Type, int, error) {
	out := make([]*ir.Type, len(ids))
	depth := 0
	for i, id := range ids {
		t, err := d.typeRef(e, id, uint64(len(d.types)))
		if err != nil {
			return nil, 0, err
		}
		switch t.Kind {
		case ir.VoidKind, ir.LabelKind, ir.MetadataKind, ir.FuncKind, ir.TokenKind:
			return nil, 0, d.invalid(e, "%s is not a valid struct element type", t)
		}
		out[i] = t
		depth = max(depth, d.depthOf(id))
	}
	return out, depth, nil
}

// typeByID returns a type of the finished table.
func (d *decoder) typeByID(e *bitstream.Entry, id uint64) (*ir.Type, error) {
	if id >= uint64(len(d.types)) {
		return nil, d.invalid(e, "type ID %d is not defined (the table has %d types)", id, len(d.types))
	}
	return d.types[id], nil
}

// ptrTo returns the type of a pointer to a value of type vt in address
// space as: typed when the module uses typed pointers, opaque otherwise.
func (d *decoder) ptrTo(vt *ir.Type, as uint32) *ir.Type {
	if d.info.Typed {
		return ir.TypedPtr(vt, as)
	}
	return ir.PtrType(as)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}
