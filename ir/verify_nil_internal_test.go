package ir

import "testing"

// TestIsNilValue: the nil checks see a nil interface and a nil pointer of
// every kind of value as nil (through the interface's data word first,
// then the type switches), and nothing else.
func TestIsNilValue(t *testing.T) {
	nils := []Value{nil, (*Instr)(nil), (*Param)(nil), (*Block)(nil), (*InlineAsm)(nil), (*MetadataValue)(nil),
		(*ConstInt)(nil), (*ConstFloat)(nil), (*ConstNull)(nil), (*Undef)(nil), (*Poison)(nil),
		(*ConstAggregate)(nil), (*ConstData)(nil), (*ConstSplat)(nil), (*ConstExpr)(nil),
		(*BlockAddress)(nil), (*DSOLocalEquivalent)(nil), (*NoCFIValue)(nil), (*ConstPtrAuth)(nil),
		(*Global)(nil), (*Func)(nil), (*Alias)(nil), (*IFunc)(nil)}
	for _, v := range nils {
		if !isNilValue(v) {
			t.Errorf("isNilValue(%T(nil)) = false", v)
		}
		if c, ok := v.(Constant); ok && !isNilConst(c) {
			t.Errorf("isNilConst(%T(nil)) = false", v)
		}
		if gv, ok := v.(GlobalValue); ok && !isNilGV(gv) {
			t.Errorf("isNilGV(%T(nil)) = false", v)
		}
	}
	vals := []Value{&Instr{Op: OpRet, Typ: Void}, &Param{}, &Block{}, &InlineAsm{}, &MetadataValue{},
		&ConstInt{}, &Undef{}, &ConstExpr{}, &Global{}, &Func{}, &Alias{}}
	for _, v := range vals {
		if isNilValue(v) {
			t.Errorf("isNilValue(%T) = true for a non-nil value", v)
		}
		if c, ok := v.(Constant); ok && isNilConst(c) {
			t.Errorf("isNilConst(%T) = true for a non-nil value", v)
		}
		if gv, ok := v.(GlobalValue); ok && isNilGV(gv) {
			t.Errorf("isNilGV(%T) = true for a non-nil value", v)
		}
	}
}
