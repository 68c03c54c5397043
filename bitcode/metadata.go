package bitcode

import (
	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of METADATA_BLOCK and METADATA_ATTACHMENT (LLVMBitCodes.h,
// MetadataCodes). The specialized DI records are decoded in
// metadata_di.go.
const (
	mdStringOld        = 1  // MDSTRING:      [values]
	mdValue            = 2  // VALUE:         [type num, value num]
	mdNode             = 3  // NODE:          [n x md num+1]
	mdName             = 4  // NAME:          [values]
	mdDistinctNode     = 5  // DISTINCT_NODE: [n x md num+1]
	mdKind             = 6  // KIND:          [id, name...] (old files keep kinds here)
	mdLocation         = 7  // LOCATION:      [distinct, line, col, scope, inlined-at+1, implicit?, atomGroup?, atomRank?]
	mdOldNode          = 8  // OLD_NODE:      [n x (type num, value num)]
	mdOldFnNode        = 9  // OLD_FN_NODE:   [n x (type num, value num)]
	mdNamedNode        = 10 // NAMED_NODE:    [n x md num]
	mdAttachment       = 11 // ATTACHMENT:    [instid?, n x (kind, md num)]
	mdGenericDebug     = 12 // GENERIC_DEBUG: [distinct, tag, vers, header, n x md num]
	mdSubrange         = 13
	mdEnumerator       = 14
	mdBasicType        = 15
	mdFile             = 16
	mdDerivedType      = 17
	mdCompositeType    = 18
	mdSubroutineType   = 19
	mdCompileUnit      = 20
	mdSubprogram       = 21
	mdLexicalBlock     = 22
	mdLexicalBlockFile = 23
	mdNamespace        = 24
	mdTemplateType     = 25
	mdTemplateValue    = 26
	mdGlobalVar        = 27
	mdLocalVar         = 28
	mdExpression       = 29
	mdObjCProperty     = 30
	mdImportedEntity   = 31
	mdModule           = 32
	mdMacro            = 33
	mdMacroFile        = 34
	mdStrings          = 35 // STRINGS: [count, offset] blob([lengths][chars])
	mdGlobalDeclAttach = 36 // GLOBAL_DECL_ATTACHMENT: [valueid, n x (kind, md num)]
	mdGlobalVarExpr    = 37
	mdIndexOffset      = 38 // INDEX_OFFSET: [offset] (lazy loading; ignored)
	mdIndex            = 39 // INDEX: [bitpos] (lazy loading; ignored)
	mdLabel            = 40
	mdStringType       = 41
	mdCommonBlock      = 44
	mdGenericSubrange  = 45
	mdArgList          = 46 // ARG_LIST: [n x md num]
	mdAssignID         = 47
	mdSubrangeType     = 48
	mdFixedPointType   = 49
)

// mdKindNames names the node kinds of the specialized records; a record
// code listed here produces one metadata ID.
var mdKindNames = map[uint32]string{
	mdLocation: "DILocation", mdGenericDebug: "GenericDINode", mdSubrange: "DISubrange",
	mdEnumerator: "DIEnumerator", mdBasicType: "DIBasicType", mdFile: "DIFile",
	mdDerivedType: "DIDerivedType", mdCompositeType: "DICompositeType",
	mdSubroutineType: "DISubroutineType", mdCompileUnit: "DICompileUnit",
	mdSubprogram: "DISubprogram", mdLexicalBlock: "DILexicalBlock",
	mdLexicalBlockFile: "DILexicalBlockFile", mdNamespace: "DINamespace",
	mdTemplateType: "DITemplateTypeParameter", mdTemplateValue: "DITemplateValueParameter",
	mdGlobalVar: "DIGlobalVariable", mdLocalVar: "DILocalVariable", mdExpression: "DIExpression",
	mdObjCProperty: "DIObjCProperty", mdImportedEntity: "DIImportedEntity", mdModule: "DIModule",
	mdMacro: "DIMacro", mdMacroFile: "DIMacroFile", mdGlobalVarExpr: "DIGlobalVariableExpression",
	mdLabel: "DILabel", mdStringType: "DIStringType", mdCommonBlock: "DICommonBlock",
	mdGenericSubrange: "DIGenericSubrange", mdAssignID: "DIAssignID",
	mdSubrangeType: "DISubrangeType", mdFixedPointType: "DIFixedPointType",
}

// mdRec is a metadata record waiting for the end of its block: its
// object exists (so any record may refer to it) and is filled then.
type mdRec struct {
	code uint32
	ops  []uint64
	bit  uint64
	obj  ir.Metadata
}

// mdRecList is readMetadata's list of a block's records, kept in chunks
// that are never copied as the list grows (a module's metadata block
// has hundreds of thousands) and reused by the next block the decoder
// reads.
type mdRecList struct {
	chunks [][]mdRec // the filled chunks and, last, the one being filled
	spare  [][]mdRec // emptied chunks for reuse
}

const (
	mdRecChunkMin  = 64
	mdRecChunkMax  = 8192
	mdRecChunkKeep = 512
)

func (l *mdRecList) add(r mdRec) {
	if n := len(l.chunks); n == 0 || len(l.chunks[n-1]) == cap(l.chunks[n-1]) {
		var c []mdRec
		if k := len(l.spare); k > 0 {
			c, l.spare = l.spare[k-1], l.spare[:k-1]
		} else {
			size := mdRecChunkMin
			if n > 0 {
				size = min(2*cap(l.chunks[n-1]), mdRecChunkMax)
			}
			c = make([]mdRec, 0, size)
		}
		l.chunks = append(l.chunks, c)
	}
	last := &l.chunks[len(l.chunks)-1]
	*last = append(*last, r)
}

// reset empties the list, keeping its small chunks (cleared) for the
// next block, used smallest first; the large ones, which only a
// module's metadata block fills, are left to the collector.
func (l *mdRecList) reset() {
	for i := len(l.chunks) - 1; i >= 0; i-- {
		if c := l.chunks[i]; cap(c) <= mdRecChunkKeep {
			clear(c)
			l.spare = append(l.spare, c[:0])
		}
	}
	clear(l.chunks)
	l.chunks = l.chunks[:0]
}

// pendingVAM is a function-local value in metadata whose instruction is
// defined after the function's metadata block.
type pendingVAM struct {
	vam *ir.ValueAsMetadata
	id  uint64
	typ *ir.Type
	bit uint64
}

// readMetadata decodes a METADATA_BLOCK, module-level or inside a function
// body (MetadataLoader.cpp parseOneMetadata). Reading is two-phase: every
// record first gets its object (a node, string, value or argument list)
// and its ID, then the objects are filled. Forward references and cycles,
// which metadata allows, need no placeholders that way.
func (d *decoder) readMetadata() error {
	recs := &d.mdRecs
	recs.reset()
	defer recs.reset() // drop the references until the next block
	type named struct {
		name string
		ops  []uint64
		bit  uint64
	}
	var nameds []named
	var decls []mdRec
	pendingName := ""
	havePendingName := false
	var e bitstream.Entry // one for the whole block: nothing below keeps &e
	for {
		end, err := d.nextInto(&e)
		if err != nil {
			return err
		}
		if end {
			if havePendingName {
				return d.invalid(&e, "METADATA_NAME %q is not followed by METADATA_NAMED_NODE", pendingName)
			}
			break
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		if havePendingName && e.Code != mdNamedNode {
			return d.invalid(&e, "METADATA_NAME %q is not followed by METADATA_NAMED_NODE", pendingName)
		}
		switch e.Code {
		case mdStrings:
			if err := d.mdStrings(&e); err != nil {
				return err
			}
		case mdStringOld:
			d.md = append(d.md, &ir.MDString{S: recordString(e.Ops)})
		case mdName:
			pendingName, havePendingName = recordString(e.Ops), true
		case mdNamedNode:
			if !havePendingName {
				return d.invalid(&e, "METADATA_NAMED_NODE without a preceding METADATA_NAME")
			}
			nameds = append(nameds, named{pendingName, e.Ops, e.BitPos})
			havePendingName = false
		case mdKind:
			if err := d.metadataKindRecord(&e); err != nil {
				return err
			}
		case mdGlobalDeclAttach:
			decls = append(decls, mdRec{code: e.Code, ops: e.Ops, bit: e.BitPos})
		case mdIndexOffset, mdIndex:
		case mdValue, mdOldFnNode:
			recs.add(mdRec{code: e.Code, ops: e.Ops, bit: e.BitPos, obj: d.newMD(&ir.ValueAsMetadata{})})
		case mdArgList:
			recs.add(mdRec{code: e.Code, ops: e.Ops, bit: e.BitPos, obj: d.newMD(&ir.DIArgList{})})
		case mdNode, mdDistinctNode, mdOldNode:
			n := &d.mdNodes.Carve(1)[0]
			n.Distinct = e.Code == mdDistinctNode
			recs.add(mdRec{code: e.Code, ops: e.Ops, bit: e.BitPos, obj: d.newMD(n)})
		default:
			kind, ok := mdKindNames[e.Code]
			if !ok {
				// LLVM ignores unknown codes, but a node kind from a newer
				// LLVM would shift every later ID: refuse instead.
				return d.errAt(e.BitPos, ErrUnsupported, "unknown metadata record code %d%s", e.Code, d.producer())
			}
			n := &d.mdNodes.Carve(1)[0]
			n.Kind = kind
			recs.add(mdRec{code: e.Code, ops: e.Ops, bit: e.BitPos, obj: d.newMD(n)})
		}
	}
	// Values and expressions first: other records print differently when
	// they refer to a constant or a constant expression (sizes, bounds).
	for pass := 0; pass < 3; pass++ {
		for _, chunk := range recs.chunks {
			for i := range chunk {
				code := chunk[i].code
				first := code == mdValue || code == mdOldFnNode
				second := code == mdExpression
				if pass == 0 && first || pass == 1 && second || pass == 2 && !first && !second {
					if err := d.fillMD(&chunk[i]); err != nil {
						return err
					}
				}
			}
		}
	}
	if len(nameds) > 0 && d.wk != nil {
		return errSequential // named metadata in a function body
	}
	for _, nm := range nameds {
		n := d.m.NamedMDByName(nm.name)
		if n == nil {
			n = &ir.NamedMD{Name: nm.name}
			d.m.NamedMD = append(d.m.NamedMD, n)
		}
		for _, id := range nm.ops {
			md, err := d.mdRefAt(nm.bit, id)
			if err != nil {
				return err
			}
			node, ok := md.(*ir.MDNode)
			if !ok {
				return d.errAt(nm.bit, ErrInvalid, "named metadata !%s refers to %d, which is not a node", nm.name, id)
			}
			n.Nodes = append(n.Nodes, node)
		}
	}
	for _, r := range decls {
		if len(r.ops)%2 == 0 {
			return d.errAt(r.bit, ErrInvalid, "global attachment record has an even operand count")
		}
		if r.ops[0] >= uint64(len(d.vals)) {
			return d.errAt(r.bit, ErrInvalid, "global attachment names value %d, which is not defined", r.ops[0])
		}
		gv, ok := d.vals[r.ops[0]].(ir.GlobalValue)
		if !ok {
			continue // LLVM attaches only to global objects
		}
		if err := d.attach(r.bit, &gv.Common().MD, r.ops[1:], true); err != nil {
			return err
		}
	}
	return nil
}

// newMD appends an object to the metadata table.
func (d *decoder) newMD(md ir.Metadata) ir.Metadata {
	d.md = append(d.md, md)
	return md
}

// mdStrings decodes METADATA_STRINGS: [count, offset] and a blob holding
// count vbr6 lengths, then (at offset) the characters.
func (d *decoder) mdStrings(e *bitstream.Entry) error {
	if len(e.Ops) != 2 || e.Blob == nil {
		return d.invalid(e, "METADATA_STRINGS needs [count, offset] and a blob")
	}
	count, off := e.Ops[0], e.Ops[1]
	blob := e.Blob
	if count == 0 || off > uint64(len(blob)) {
		return d.invalid(e, "METADATA_STRINGS with %d strings at offset %d of a %d-byte blob", count, off, len(blob))
	}
	// Each length takes at least 6 bits.
	if count > off*8/6 {
		return d.invalid(e, "METADATA_STRINGS claims %d lengths in %d bytes", count, off)
	}
	lens := vbrReader{data: blob[:off]}
	chars := blob[off:]
	for k := uint64(0); k < count; k++ {
		n, ok := lens.vbr6()
		if !ok {
			return d.invalid(e, "METADATA_STRINGS lengths end after %d of %d strings", k, count)
		}
		if n > uint64(len(chars)) {
			return d.invalid(e, "METADATA_STRINGS string %d has length %d but %d bytes remain", k, n, len(chars))
		}
		d.md = append(d.md, &ir.MDString{S: string(chars[:n])})
		chars = chars[n:]
	}
	return nil
}

// vbrReader reads vbr6 fields from a byte slice, least significant bit
// first (the METADATA_STRINGS length table is a tiny bitstream of its own).
type vbrReader struct {
	data []byte
	pos  uint64
}

func (r *vbrReader) bits(n uint) (uint64, bool) {
	if r.pos+uint64(n) > uint64(len(r.data))*8 {
		return 0, false
	}
	var v uint64
	for i := uint(0); i < n; i++ {
		b := r.data[(r.pos+uint64(i))/8] >> ((r.pos + uint64(i)) % 8) & 1
		v |= uint64(b) << i
	}
	r.pos += uint64(n)
	return v, true
}

func (r *vbrReader) vbr6() (uint64, bool) {
	var v uint64
	for shift := uint(0); shift < 64; shift += 5 {
		c, ok := r.bits(6)
		if !ok {
			return 0, false
		}
		v |= (c & 31) << shift
		if c&32 == 0 {
			return v, true
		}
	}
	return 0, false
}

// metadataKindRecord decodes KIND: [id, name...].
func (d *decoder) metadataKindRecord(e *bitstream.Entry) error {
	if len(e.Ops) < 2 {
		return d.invalid(e, "METADATA_KIND record needs an ID and a name")
	}
	if _, dup := d.mdKinds[e.Ops[0]]; dup {
		return d.invalid(e, "metadata kind %d is defined twice", e.Ops[0])
	}
	d.mdKinds[e.Ops[0]] = recordString(e.Ops[1:])
	return nil
}

// mdRef returns metadata id (absolute) of the current table.
func (d *decoder) mdRef(e *bitstream.Entry, id uint64) (ir.Metadata, error) {
	return d.mdRefAt(e.BitPos, id)
}

func (d *decoder) mdRefAt(bit, id uint64) (ir.Metadata, error) {
	if id >= uint64(len(d.md)) {
		return nil, d.errAt(bit, ErrInvalid, "metadata %d is not defined (%d metadata)", id, len(d.md))
	}
	return d.md[id], nil
}

// fillMD fills the object of one record.
func (d *decoder) fillMD(r *mdRec) error {
	switch r.code {
	case mdValue:
		if len(r.ops) != 2 {
			return d.errAt(r.bit, ErrInvalid, "METADATA_VALUE record needs [type, value]")
		}
		return d.fillValueMD(r, r.obj.(*ir.ValueAsMetadata), r.ops[0], r.ops[1])
	case mdOldFnNode:
		if len(r.ops) != 2 {
			return d.errAt(r.bit, ErrUnsupported, "old function-local metadata node with %d operands%s", len(r.ops), d.producer())
		}
		return d.fillValueMD(r, r.obj.(*ir.ValueAsMetadata), r.ops[0], r.ops[1])
	case mdArgList:
		l := r.obj.(*ir.DIArgList)
		for _, id := range r.ops {
			md, err := d.mdRefAt(r.bit, id)
			if err != nil {
				return err
			}
			vam, ok := md.(*ir.ValueAsMetadata)
			if !ok {
				return d.errAt(r.bit, ErrInvalid, "DIArgList element %d is not a value", id)
			}
			l.Args = append(l.Args, vam)
		}
		return nil
	case mdNode, mdDistinctNode:
		n := r.obj.(*ir.MDNode)
		n.Ops = make([]ir.Metadata, len(r.ops))
		for i, id := range r.ops {
			md, err := d.mdOrNull(r.bit, id)
			if err != nil {
				return err
			}
			n.Ops[i] = md
		}
		return nil
	case mdOldNode:
		return d.errAt(r.bit, ErrUnsupported, "old-style metadata nodes (LLVM before 3.6) are not supported%s", d.producer())
	}
	return d.fillDI(r, r.obj.(*ir.MDNode))
}

// mdOrNull resolves an ID+1 operand (0 = null).
func (d *decoder) mdOrNull(bit, id uint64) (ir.Metadata, error) {
	if id == 0 {
		return nil, nil
	}
	return d.mdRefAt(bit, id-1)
}

// fillValueMD sets the value of a VALUE record: a constant or global at
// module level; inside a function also an argument or instruction, which
// may be defined after the metadata block and is resolved at the end of
// the body.
func (d *decoder) fillValueMD(r *mdRec, vam *ir.ValueAsMetadata, typeID, valID uint64) error {
	t, ok := d.typeAt(typeID)
	if !ok || t.Kind == ir.MetadataKind || t.Kind == ir.VoidKind {
		return d.errAt(r.bit, ErrInvalid, "metadata value of invalid type %d", typeID)
	}
	if valID < uint64(len(d.vals)) {
		v, err := d.materialize(r.bit, valID)
		if err != nil {
			return err
		}
		if v.Type() != t {
			return d.errAt(r.bit, ErrInvalid, "metadata value %d has type %s, the record says %s", valID, v.Type(), t)
		}
		vam.V = v
		return nil
	}
	if d.fn == nil {
		return d.errAt(r.bit, ErrInvalid, "metadata refers to value %d, which is not defined", valID)
	}
	d.mdValues = append(d.mdValues, pendingVAM{vam: vam, id: valID, typ: t, bit: r.bit})
	return nil
}

// resolveLocalMetadata fills the function-local metadata values that
// referred to instructions defined later in the body.
func (d *decoder) resolveLocalMetadata(e *bitstream.Entry) error {
	for _, p := range d.mdValues {
		if p.id >= uint64(len(d.vals)) {
			return d.errAt(p.bit, ErrInvalid, "metadata refers to value %d, which the function never defines", p.id)
		}
		v := d.vals[p.id]
		if v == nil || v.Type() != p.typ {
			return d.errAt(p.bit, ErrInvalid, "metadata value %d has the wrong type (expected %s)", p.id, p.typ)
		}
		p.vam.V = v
	}
	d.mdValues = d.mdValues[:0]
	return nil
}

// readMetadataAttachment decodes a function's METADATA_ATTACHMENT block:
// [n x (kind, md)] attaches to the function, [instid, n x (kind, md)] to
// its instid'th instruction.
func (d *decoder) readMetadataAttachment() error {
	fs := d.fn
	return d.records(func(e *bitstream.Entry) error {
		if e.Code != mdAttachment {
			return nil
		}
		ops := e.Ops
		if len(ops) == 0 {
			return d.invalid(e, "empty METADATA_ATTACHMENT record")
		}
		if len(ops)%2 == 0 {
			if err := d.attach(e.BitPos, &fs.f.MD, ops, true); err != nil {
				return err
			}
			return nil
		}
		if ops[0] >= uint64(len(fs.instrs)) {
			return d.invalid(e, "attachment to instruction %d, but the body has %d", ops[0], len(fs.instrs))
		}
		in := fs.instrs[ops[0]]
		if n := len(ops) / 2; cap(in.MD)-len(in.MD) < n {
			// Room for every pair, carved: most lists are a !dbg
			// (setDbg's one-element list) and a !tbaa or two.
			var list []ir.MDAttachment
			if d.bm != nil {
				list = d.bm.attachments.carve(len(in.MD) + n)
			} else {
				list = d.attachments.Carve(len(in.MD) + n)
			}
			in.MD = list[:copy(list, in.MD)]
		}
		if err := d.attach(e.BitPos, &in.MD, ops[1:], false); err != nil {
			return err
		}
		return nil
	})
}

// attach appends (kind, md) pairs to an attachment list. Global objects
// may carry several attachments of one kind (!dbg for each variable of a
// merged global, !type); an instruction keeps the last one (multi false).
func (d *decoder) attach(bit uint64, list *[]ir.MDAttachment, ops []uint64, multi bool) error {
	for i := 0; i+1 < len(ops); i += 2 {
		kind, ok := d.mdKinds[ops[i]]
		if !ok {
			return d.errAt(bit, ErrInvalid, "attachment of unknown metadata kind %d", ops[i])
		}
		md, err := d.mdRefAt(bit, ops[i+1])
		if err != nil {
			return err
		}
		if _, local := md.(*ir.ValueAsMetadata); local {
			continue // dropped by LLVM: no upgrade path
		}
		node, ok := md.(*ir.MDNode)
		if !ok {
			return d.errAt(bit, ErrInvalid, "!%s attachment refers to metadata %d, which is not a node", kind, ops[i+1])
		}
		if multi {
			*list = append(*list, ir.MDAttachment{Kind: kind, Node: node})
		} else {
			*list = setAttachment(*list, kind, node)
		}
	}
	return nil
}

// setAttachment sets kind in list, replacing an earlier one.
func setAttachment(list []ir.MDAttachment, kind string, md ir.Metadata) []ir.MDAttachment {
	for i := range list {
		if list[i].Kind == kind {
			list[i].Node = md
			return list
		}
	}
	return append(list, ir.MDAttachment{Kind: kind, Node: md})
}
