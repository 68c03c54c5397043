package ir

// Metadata is a metadata node or leaf. The concrete types are *MDNode,
// *MDString, *ValueAsMetadata, *DIArgList, and — only inside specialized
// node fields and DIExpression operands — MDInt and MDIdent. A nil
// Metadata is `null`.
type Metadata interface{ isMetadata() }

// MDString is `!"text"`.
type MDString struct{ S string }

// MDNode is a metadata node: a generic tuple `!{!1, i32 2, null}` when Kind
// is "", or a specialized node such as `!DILocation(line: 3, scope: !5)`
// when Kind is its class name ("DILocation", "DICompileUnit",
// "DIExpression", ...).
//
// A tuple keeps its elements in Ops. A specialized node keeps its fields in
// Fields in the order they were written (DIExpression and other nodes with
// positional operands use fields with an empty Name). Specialized nodes are
// modelled generically: the field names are LLVM's text field names, and
// the bitcode reader/writer map them to record layouts with a per-kind
// table.
//
// Identity: nodes are pointers. The printer numbers them (!0, !1, ...);
// numbers are not stored.
type MDNode struct {
	Distinct bool
	Kind     string
	Ops      []Metadata
	Fields   []MDField
}

// MDField is one `name: value` field of a specialized node.
type MDField struct {
	Name string
	Val  Metadata
}

// MDInt is an integer field value (`line: 3`, `value: -1`). Values are kept
// as their decimal text when they do not fit an int64 (e.g. large unsigned
// enumerators); Text is set only then.
type MDInt struct {
	V    int64
	Text string
}

// MDIdent is an identifier field value printed bare: `DW_TAG_member`,
// `DW_LANG_C11`, `DIFlagPrototyped | DIFlagAllCallsDescribed`, `true`,
// `FullDebug`, `CSK_MD5`, `DW_OP_plus_uconst`.
type MDIdent struct{ S string }

// ValueAsMetadata wraps a value: a constant (`i32 1`, `ptr @g`) or, in
// function-local metadata, an argument or instruction (`ptr %x`).
type ValueAsMetadata struct{ V Value }

// DIArgList is `!DIArgList(ptr %a, i64 %b)`, used by debug intrinsics and
// records with several location operands. Each argument is a
// *ValueAsMetadata.
type DIArgList struct{ Args []*ValueAsMetadata }

func (*MDString) isMetadata()        {}
func (*MDNode) isMetadata()          {}
func (MDInt) isMetadata()            {}
func (MDIdent) isMetadata()          {}
func (*ValueAsMetadata) isMetadata() {}
func (*DIArgList) isMetadata()       {}

// Field returns the value of the named field of a specialized node (nil and
// false if absent).
func (n *MDNode) Field(name string) (Metadata, bool) {
	for _, f := range n.Fields {
		if f.Name == name {
			return f.Val, true
		}
	}
	return nil, false
}

// SetField sets (or appends) a named field.
func (n *MDNode) SetField(name string, v Metadata) {
	for i := range n.Fields {
		if n.Fields[i].Name == name {
			n.Fields[i].Val = v
			return
		}
	}
	n.Fields = append(n.Fields, MDField{Name: name, Val: v})
}

// NamedMD is `!name = !{!0, !1}`.
type NamedMD struct {
	Name  string
	Nodes []*MDNode
}

// MDAttachment is `!kind !node` on an instruction, function or global
// (`!dbg !12`, `!tbaa !5`).
type MDAttachment struct {
	Kind string
	Node Metadata
}

// DbgRecordKind says which debug record a DbgRecord is.
type DbgRecordKind uint8

const (
	DbgValue        DbgRecordKind = iota // #dbg_value(loc, var, expr, dilocation)
	DbgDeclare                           // #dbg_declare(loc, var, expr, dilocation)
	DbgAssign                            // #dbg_assign(loc, var, expr, id, addr, addrexpr, dilocation)
	DbgLabel                             // #dbg_label(label, dilocation)
	DbgDeclareValue                      // #dbg_declare_value(loc, var, expr, dilocation) (LLVM 22)
)

var dbgRecordNames = [...]string{"#dbg_value", "#dbg_declare", "#dbg_assign", "#dbg_label", "#dbg_declare_value"}

// String returns the record keyword, e.g. "#dbg_value".
func (k DbgRecordKind) String() string { return dbgRecordNames[k] }

// DbgRecord is a debug record (LLVM 19+ text form; bitcode
// FUNC_CODE_DEBUG_RECORD_*) attached in front of an instruction. Ops holds
// the record's operands in printed order (see DbgRecordKind); a value
// location is a *ValueAsMetadata, a *DIArgList or an empty *MDNode.
//
// Older targets express the same facts as calls to llvm.dbg.value /
// llvm.dbg.declare / llvm.dbg.assign / llvm.dbg.label; the downgrade and
// upgrade passes convert between the two forms.
type DbgRecord struct {
	Kind DbgRecordKind
	Ops  []Metadata
}

// smallMDInts are MDInt 0..1023 already boxed as Metadata: columns, most
// sizes, flags and small tags are such values, and boxing one into the
// interface is otherwise a heap object each (both readers use it).
var smallMDInts = func() (t [SmallMDInts]Metadata) {
	for v := range t {
		t[v] = MDInt{V: int64(v)}
	}
	return t
}()

// SmallMDInts is how many values from 0 up BoxMDInt shares.
const SmallMDInts = 1024

// BoxMDInt is MDInt{V: v} as a Metadata, shared for small values.
func BoxMDInt(v int64) Metadata {
	if v >= 0 && v < int64(len(smallMDInts)) {
		return smallMDInts[v]
	}
	return MDInt{V: v}
}
