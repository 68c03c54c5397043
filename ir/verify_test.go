package ir

import (
	"errors"
	"strings"
	"testing"
)

// requireProblem fails unless err is a *VerifyError wrapping ErrInvalid
// with a problem whose message contains want.
func requireProblem(t *testing.T, err error, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("Verify accepted the broken module; want a problem containing %q", want)
	}
	if !errors.Is(err, ErrInvalid) {
		t.Fatalf("error %v does not wrap ErrInvalid", err)
	}
	var ve *VerifyError
	if !errors.As(err, &ve) {
		t.Fatalf("error %T is not a *VerifyError", err)
	}
	for _, p := range ve.Problems {
		if strings.Contains(p.Msg, want) {
			return
		}
	}
	t.Fatalf("no problem contains %q; got:\n%v", want, err)
}

// before inserts i before pos and returns it.
func before(pos *Instr, i *Instr) *Instr {
	b := NewBuilder(pos.Parent)
	b.SetInsertBefore(pos)
	return b.Insert(i)
}

func TestVerifyAcceptsFixtures(t *testing.T) {
	if err := Verify(newFixture().m); err != nil {
		t.Fatalf("opaque fixture: %v", err)
	}
	if err := Verify(newTypedFixture().m); err != nil {
		t.Fatalf("typed fixture: %v", err)
	}
	fx := newFixture()
	for _, f := range fx.m.Funcs {
		if err := VerifyFunc(f); err != nil {
			t.Fatalf("VerifyFunc(%s): %v", f.Name, err)
		}
	}
}

type breakCase struct {
	name string
	brk  func(fx *fixture)
	want string
}

// Each case breaks the valid fixture in one way; Verify must report it.
var opaqueBreakCases = []breakCase{
	// Module level.
	{"named struct not in Module.Types", func(fx *fixture) { fx.m.Types = nil }, "not listed in Module.Types"},
	{"duplicate named type", func(fx *fixture) { fx.m.Types = append(fx.m.Types, NewNamedStruct("pair")) }, "duplicate named struct type name"},
	{"recursive struct", func(fx *fixture) { fx.pair.SetBody(false, I32, fx.pair) }, "contains itself by value"},
	{"void struct member", func(fx *fixture) { fx.pair.SetBody(false, I32, Void) }, "cannot be a struct member"},
	{"initializer type", func(fx *fixture) { fx.tbl.Init = Null(ArrayOf(3, I32)) }, "initializer type [3 x i32] does not match value type [4 x i32]"},
	{"typed global in opaque module", func(fx *fixture) {
		g := fx.m.AddGlobal(NewGlobal("gp", Ptr, Null(Ptr)))
		g.Typ = TypedPtr(Ptr, 0)
	}, "typed pointer type ptr* in an opaque-pointer module"},
	{"alias type", func(fx *fixture) { fx.al.Typ = PtrType(1) }, "alias type ptr addrspace(1) does not match aliasee type ptr"},
	{"alias without aliasee", func(fx *fixture) { fx.al.Aliasee = nil }, "alias has no aliasee"},
	{"alias cycle", func(fx *fixture) {
		b := &Alias{ValueType: fx.al.ValueType, Aliasee: fx.al}
		b.Name, b.Typ, b.Parent = "b", Ptr, fx.m
		fx.m.Aliases = append(fx.m.Aliases, b)
		fx.al.Aliasee = b
	}, "aliases form a cycle"},
	{"ifunc resolver not a function", func(fx *fixture) { fx.ifn.Resolver = fx.tbl }, "ifunc resolver must be a function"},
	{"ifunc resolver declaration", func(fx *fixture) { fx.ifn.Resolver = fx.ext }, "ifunc resolver must be a definition"},
	{"ifunc resolver returning a non-pointer", func(fx *fixture) { fx.ifn.Resolver = fx.sum }, "ifunc resolver must return a pointer"},
	{"duplicate global name", func(fx *fixture) { fx.ext.Name = "sum" }, "duplicate global value name"},
	{"comdat not in module", func(fx *fixture) { fx.tbl.Comdat = &Comdat{Name: "tbl"} }, "comdat $tbl is not in Module.Comdats"},
	{"declaration in comdat", func(fx *fixture) {
		c := &Comdat{Name: "ext"}
		fx.m.Comdats = append(fx.m.Comdats, c)
		fx.ext.Comdat = c
	}, "declaration may not be in a comdat"},
	{"internal declaration", func(fx *fixture) { fx.ext.Linkage = Internal }, "declaration must have external or extern_weak linkage"},
	{"global Parent", func(fx *fixture) { fx.tbl.Parent = nil }, "Parent is not the module"},
	{"function Parent", func(fx *fixture) { fx.sum.Parent = &Module{} }, "Parent is not the module"},
	{"common global nonzero", func(fx *fixture) {
		fx.tbl.Linkage = Common
		fx.tbl.Init = &ConstAggregate{Typ: fx.tbl.ValueType, Elems: []Constant{Int(I32, 1), Int(I32, 0), Int(I32, 0), Int(I32, 0)}}
	}, "common global must have a zero initializer"},
	{"global alignment", func(fx *fixture) { fx.tbl.Align = 12 }, "alignment 12 is not a power of two"},
	{"appending non-array", func(fx *fixture) { fx.ext.Linkage = Appending }, "only global arrays can have appending linkage"},
	{"local linkage hidden", func(fx *fixture) { fx.tbl.Linkage, fx.tbl.Visibility = Internal, Hidden }, "local linkage must have default visibility"},
	{"global of another module", func(fx *fixture) {
		other := NewGlobal("tbl", fx.tbl.ValueType, nil)
		other.Parent = &Module{}
		fx.gep2.SetOperand(0, other)
	}, "which is not in this module"},
	{"dbg.cu not a compile unit", func(fx *fixture) {
		fx.m.NamedMD = append(fx.m.NamedMD, &NamedMD{Name: "llvm.dbg.cu", Nodes: []*MDNode{{}}})
	}, "is not a DICompileUnit"},
	{"local value in module metadata", func(fx *fixture) {
		fx.m.NamedMD = append(fx.m.NamedMD, &NamedMD{Name: "x", Nodes: []*MDNode{{Ops: []Metadata{&ValueAsMetadata{V: fx.load}}}}})
	}, "function-local value %l inside a metadata node"},
	{"global !dbg kind", func(fx *fixture) { fx.tbl.SetMD("dbg", &MDNode{Kind: "DILocation"}) }, "must be a DIGlobalVariableExpression"},
	{"function !dbg kind", func(fx *fixture) { fx.sum.SetMD("dbg", &MDNode{Kind: "DIFile"}) }, "must be a DISubprogram"},
	{"definition !dbg not distinct", func(fx *fixture) { fx.sum.SetMD("dbg", &MDNode{Kind: "DISubprogram"}) }, "must be distinct"},
	{"defined intrinsic", func(fx *fixture) { fx.sum.Name = "llvm.sum" }, "llvm intrinsics cannot be defined"},
	{"declaration with personality", func(fx *fixture) { fx.ext.Personality = fx.pers }, "declaration cannot have a personality"},

	// Constants.
	{"integer does not fit", func(fx *fixture) { fx.iNext.SetOperand(1, &ConstInt{Typ: I32, V: 1 << 40}) }, "does not fit i32"},
	{"aggregate element type", func(fx *fixture) {
		fx.tbl.Init = &ConstAggregate{Typ: fx.tbl.ValueType, Elems: []Constant{Int(I64, 1), Int(I64, 0), Int(I64, 0), Int(I64, 0)}}
	}, "element 0 has type i64, want i32"},
	{"data length", func(fx *fixture) {
		g := fx.m.AddGlobal(NewGlobal("s", ArrayOf(3, I8), &ConstData{Typ: ArrayOf(3, I8), Bytes: []byte("ab")}))
		_ = g
	}, "has 2 bytes"},
	{"constexpr bitcast ptr to int", func(fx *fixture) {
		fx.zext.SetOperand(0, &ConstExpr{Op: OpBitCast, Typ: I32, Operands: []Constant{fx.tbl}})
	}, "bitcast cannot convert between pointers and non-pointers"},
	{"constexpr gep struct index", func(fx *fixture) {
		fx.store.SetOperand(1, &ConstExpr{Op: OpGetElementPtr, Typ: Ptr, ElemType: fx.pair,
			Operands: []Constant{fx.tbl, Int(I64, 0), Int(I64, 1)}})
	}, "getelementptr operand 2 indexes into a struct and must be a constant i32"},
	{"blockaddress of another function", func(fx *fixture) {
		fx.store.SetOperand(1, &BlockAddress{Func: fx.mem, Block: fx.sLoop, Typ: Ptr})
	}, "blockaddress block is not a block of @mem"},

	// Functions and blocks.
	{"parameter type", func(fx *fixture) { fx.sum.Params[0].Typ = I64 }, "parameter 0 has type i64 but the signature says i32"},
	{"parameter count", func(fx *fixture) { fx.sum.Params = nil }, "has 0 parameters but its signature has 1"},
	{"parameter index", func(fx *fixture) { fx.sum.Params[0].Index = 3 }, "parameter 0 has Index 3"},
	{"block Parent", func(fx *fixture) { fx.sLoop.Parent = fx.mem }, "block's Parent is not the function"},
	{"instruction Parent", func(fx *fixture) { fx.accNext.Parent = fx.sExit }, "instruction's Parent is not the block"},
	{"empty block", func(fx *fixture) { fx.sRet.Erase() }, "block is empty"},
	{"no terminator", func(fx *fixture) { fx.loopBr.Erase() }, "block does not end with a terminator"},
	{"terminator in the middle", func(fx *fixture) { before(fx.sRet, NewInstr(OpUnreachable, Void)) }, "terminator in the middle of a block"},
	{"phi after non-phi", func(fx *fixture) {
		is := fx.sLoop.Instrs
		is[1], is[2] = is[2], is[1] // %acc.next before %acc
	}, "phi nodes must be grouped at the top"},
	{"phi misses a predecessor", func(fx *fixture) {
		fx.iPhi.RemoveOperand(1)
		fx.iPhi.SetIncoming(fx.iPhi.Incoming()[:1])
	}, "has no entry for predecessor %loop"},
	{"phi lists a non-predecessor", func(fx *fixture) { fx.iPhi.Incoming()[0] = fx.sExit }, "has an entry for %exit, which is not a predecessor"},
	{"phi duplicate edge values differ", func(fx *fixture) { fx.rPhi.SetOperand(1, fx.mem.Params[1]) }, "several entries for %entry with different values"},
	{"phi blocks and values differ", func(fx *fixture) { fx.rPhi.SetIncoming(fx.rPhi.Incoming()[:2]) }, "phi has 2 incoming blocks but 3 values"},
	{"phi value type", func(fx *fixture) { fx.iPhi.SetOperand(0, Int(I64, 0)) }, "phi value 0 has type i64"},
	{"entry has predecessors", func(fx *fixture) { fx.oneBr.Succs()[0] = fx.mEntry }, "entry block must not have predecessors"},
	{"phi in entry", func(fx *fixture) {
		p := before(fx.entryBr, NewInstr(OpPhi, I32))
		_ = p
	}, "entry block cannot start with a phi"},
	{"successors on a non-terminator", func(fx *fixture) { fx.accNext.SetSuccs([]*Block{fx.sExit}) }, "not a terminator but has successors"},
	{"successor of another function", func(fx *fixture) { fx.loopBr.Succs()[1] = fx.mD }, "successor %d is not a block of this function"},
	{"incoming block of another function", func(fx *fixture) { fx.rPhi.Incoming()[2] = fx.sLoop }, "incoming block %loop is not a block of this function"},
	{"block listed twice", func(fx *fixture) { fx.sum.Blocks = append(fx.sum.Blocks, fx.sExit) }, "block appears more than once"},
	{"instruction in two blocks", func(fx *fixture) {
		fx.sExit.Instrs = append([]*Instr{fx.accNext}, fx.sExit.Instrs...)
	}, "the same instruction also appears"},

	// Terminators.
	{"branch condition", func(fx *fixture) { fx.loopBr.SetOperand(0, fx.iNext) }, "branch condition must be i1, not i32"},
	{"branch successors", func(fx *fixture) { fx.loopBr.SetSuccs(fx.loopBr.Succs()[:1]) }, "br has 1 successors, want 2"},
	{"switch case type", func(fx *fixture) { fx.sw.SetOperand(1, Int(I64, 1)) }, "has type i64, not the condition type i32"},
	{"switch duplicate case", func(fx *fixture) { fx.sw.SetOperand(2, Int(I32, 1)) }, "duplicate switch case value 1"},
	{"switch case not constant", func(fx *fixture) { fx.sw.SetOperand(1, fx.extv) }, "switch case 0 is not a constant integer"},
	{"switch successor count", func(fx *fixture) { fx.sw.SetSuccs(fx.sw.Succs()[:2]) }, "switch has 2 case values but 2 successors"},
	{"ret type", func(fx *fixture) { fx.sRet.SetOperand(0, Int(I64, 0)) }, "ret value has type i64 but the function returns i32"},
	{"ret value in void function", func(fx *fixture) { fx.ehRet.AddOperand(Int(I32, 0)) }, "ret with a value in a function returning void"},
	{"ret without value", func(fx *fixture) { fx.sRet.DropOperands() }, "ret without a value in a function returning i32"},

	// Exception handling.
	{"invoke unwinds to a non-pad", func(fx *fixture) { fx.invoke.Succs()[1] = fx.ehOK }, "does not start with an exception-handling pad"},
	{"landingpad not first", func(fx *fixture) { before(fx.lpad, NewInstr(OpFence, Void)).Ordering = SeqCst }, "landingpad must be the first non-phi instruction"},
	{"landingpad reached by a branch", func(fx *fixture) {
		fx.ehRet.Erase()
		NewBuilder(fx.ehOK).Br(fx.ehLP)
	}, "must be reached only by invoke unwind edges"},
	{"landingpad without personality", func(fx *fixture) { fx.eh.Personality = nil }, "landingpad needs a function with a personality"},
	{"landingpad without clauses", func(fx *fixture) { fx.lpad.Flags = 0 }, "at least one clause or the cleanup flag"},
	{"landingpad clause kinds", func(fx *fixture) { fx.lpad.AddOperand(Null(Ptr)) }, "1 clause values"},
	{"catch clause type", func(fx *fixture) {
		fx.lpad.AddOperand(Int(I32, 0))
		fx.lpad.SetClauses([]ClauseKind{ClauseCatch})
	}, "catch clause 0 must be a pointer"},
	{"resume type", func(fx *fixture) { fx.resume.SetOperand(0, &Undef{Typ: StructOf(false, Ptr, I64)}) }, "differs from the function's other landingpad/resume type"},

	// Operators and casts.
	{"binary operand types", func(fx *fixture) { fx.accNext.SetOperand(1, Int(I64, 1)) }, "operands have different types (i32 and i64)"},
	{"fadd on integers", func(fx *fixture) { fx.iNext.Op = OpFAdd }, "fadd needs floating-point operands, not i32"},
	{"mul on doubles", func(fx *fixture) {
		x := fx.mem.Params[1]
		before(fx.mRet, NewInstr(OpMul, Double, x, x))
	}, "mul needs integer operands, not double"},
	{"binary result type", func(fx *fixture) { fx.iNext.Typ = I64 }, "result type i64 differs from operand type i32"},
	{"fneg on integer", func(fx *fixture) { before(fx.sRet, NewInstr(OpFNeg, I32, fx.accNext)) }, "fneg needs floating-point operands"},
	{"icmp result type", func(fx *fixture) { fx.cmp.Typ = I8 }, "result type i8 should be i1"},
	{"icmp on doubles", func(fx *fixture) {
		x := fx.mem.Params[1]
		i := NewInstr(OpICmp, I1, x, x)
		i.Pred = ICmpEQ
		before(fx.mRet, i)
	}, "icmp needs integer or pointer operands, not double"},
	{"icmp with float predicate", func(fx *fixture) { fx.cmp.Pred = FCmpOGT }, "invalid icmp predicate"},
	{"fcmp on integers", func(fx *fixture) {
		fx.fcmp.SetOperand(0, fx.load2)
		fx.fcmp.SetOperand(1, Int(I32, 0))
	}, "fcmp needs floating-point operands, not i32"},
	{"trunc that widens", func(fx *fixture) { before(fx.sRet, NewInstr(OpTrunc, I64, fx.accNext)) }, "trunc must make the integer narrower (i32 to i64)"},
	{"zext that narrows", func(fx *fixture) { fx.zext.Typ = I16 }, "zext must make the integer wider (i32 to i16)"},
	{"sext vector to scalar", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpSExt, I64, Null(VectorOf(2, I32, false))))
	}, "sext source and result must both be vectors or both scalars"},
	{"fptosi from integer", func(fx *fixture) { fx.fptosi.SetOperand(0, fx.load2) }, "fptosi source must be floating point, not i32"},
	{"fpext that shrinks", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpFPExt, Float, fx.mem.Params[1]))
	}, "fpext must make the type larger (double to float)"},
	{"bitcast size", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpBitCast, I32, fx.mem.Params[1]))
	}, "bitcast between types of different sizes (double to i32)"},
	{"bitcast pointer to integer", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpBitCast, I64, fx.mem.Params[0]))
	}, "bitcast cannot convert between pointers and non-pointers"},
	{"bitcast across address spaces", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpBitCast, PtrType(1), fx.mem.Params[0]))
	}, "bitcast cannot change the address space"},
	{"addrspacecast within one space", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpAddrSpaceCast, Ptr, fx.mem.Params[0]))
	}, "addrspacecast must change the address space"},
	{"inttoptr from double", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpIntToPtr, Ptr, fx.mem.Params[1]))
	}, "inttoptr source must be an integer, not double"},
	{"select condition", func(fx *fixture) { fx.sel.SetOperand(0, fx.load2) }, "condition must be i1, not i32"},
	{"select values", func(fx *fixture) { fx.sel.SetOperand(2, Float32(0)) }, "selected values have different types (double and float)"},
	{"freeze type", func(fx *fixture) { before(fx.mRet, NewInstr(OpFreeze, Float, fx.mem.Params[1])) }, "freeze result type float differs from operand type double"},
	{"va_arg without a result", func(fx *fixture) { before(fx.mRet, NewInstr(OpVAArg, Void, fx.mem.Params[0])) }, "va_arg must produce a value"},

	// Memory.
	{"load from non-pointer", func(fx *fixture) { fx.load.SetOperand(0, fx.mem.Params[1]) }, "load address must be a pointer, not double"},
	{"load of unsized type", func(fx *fixture) {
		o := NewNamedStruct("opq")
		fx.m.Types = append(fx.m.Types, o)
		before(fx.mRet, NewInstr(OpLoad, o, fx.mem.Params[0]))
	}, "cannot load unsized type %opq"},
	{"store with a result", func(fx *fixture) { fx.store.Typ = I32 }, "store produces no value but has result type i32"},
	{"store to non-pointer", func(fx *fixture) { fx.store.SetOperand(1, fx.mem.Params[1]) }, "store address must be a pointer"},
	{"atomic load release", func(fx *fixture) {
		fx.load.Flags |= FlagAtomic
		fx.load.Ordering = Release
	}, "atomic load cannot have release ordering"},
	{"atomic store acquire", func(fx *fixture) {
		fx.store.Flags |= FlagAtomic
		fx.store.Ordering = Acquire
	}, "atomic store cannot have acquire ordering"},
	{"atomic load without alignment", func(fx *fixture) {
		fx.load.Flags |= FlagAtomic
		fx.load.Ordering, fx.load.Align = SeqCst, 0
	}, "atomic load must have an explicit alignment"},
	{"atomic i1 store", func(fx *fixture) {
		s := before(fx.mRet, NewInstr(OpStore, Void, Int(I1, 0), fx.mem.Params[0]))
		s.Flags |= FlagAtomic
		s.Ordering, s.Align = SeqCst, 1
	}, "must be byte-sized"},
	{"ordering without atomic flag", func(fx *fixture) { fx.load.Ordering = Acquire }, "atomic flag and ordering disagree"},
	{"syncscope on non-atomic load", func(fx *fixture) { fx.load.SetSyncScope("agent") }, "non-atomic load cannot have a syncscope"},
	{"load alignment", func(fx *fixture) { fx.load.Align = 6 }, "alignment 6 is not a power of two"},
	{"alloca of unsized type", func(fx *fixture) {
		o := NewNamedStruct("opq")
		fx.m.Types = append(fx.m.Types, o)
		fx.alloca.ElemType = o
	}, "cannot allocate unsized type %opq"},
	{"alloca count", func(fx *fixture) { fx.alloca.SetOperand(0, fx.mem.Params[1]) }, "alloca count must be an integer"},
	{"alloca result", func(fx *fixture) { fx.alloca.Typ = I64 }, "alloca result must be a pointer"},
	{"gep struct index type", func(fx *fixture) { fx.gep.SetOperand(2, Int(I64, 1)) }, "getelementptr operand 2 indexes into a struct and must be a constant i32"},
	{"gep struct index range", func(fx *fixture) { fx.gep.SetOperand(2, Int(I32, 5)) }, "struct index 5 is out of range for %pair"},
	{"gep base", func(fx *fixture) { fx.gep2.SetOperand(0, fx.mem.Params[1]) }, "getelementptr base must be a pointer"},
	{"gep index type", func(fx *fixture) { fx.gep2.SetOperand(2, fx.mem.Params[1]) }, "getelementptr indices must be integers, not double"},
	{"gep result type", func(fx *fixture) { fx.gep.Typ = PtrType(1) }, "result type ptr addrspace(1) should be ptr"},
	{"gep into scalar", func(fx *fixture) { fx.gep2.AddOperand(Int(I64, 0)) }, "cannot index into i32"},
	{"gep into unsized", func(fx *fixture) {
		o := NewNamedStruct("opq")
		fx.m.Types = append(fx.m.Types, o)
		fx.gep2.ElemType = o
	}, "getelementptr into unsized type %opq"},
	{"cmpxchg result", func(fx *fixture) {
		c := before(fx.mRet, NewInstr(OpCmpXchg, I32, fx.mem.Params[0], Int(I32, 0), Int(I32, 1)))
		c.Ordering, c.FailOrdering, c.Align = SeqCst, SeqCst, 4
	}, "cmpxchg result type i32 should be { i32, i1 }"},
	{"cmpxchg failure ordering", func(fx *fixture) {
		c := before(fx.mRet, NewInstr(OpCmpXchg, StructOf(false, I32, I1), fx.mem.Params[0], Int(I32, 0), Int(I32, 1)))
		c.Ordering, c.FailOrdering, c.Align = SeqCst, Release, 4
	}, "cmpxchg failure ordering must be monotonic, acquire or seq_cst"},
	{"cmpxchg value types", func(fx *fixture) {
		c := before(fx.mRet, NewInstr(OpCmpXchg, StructOf(false, I32, I1), fx.mem.Params[0], Int(I32, 0), Int(I64, 1)))
		c.Ordering, c.FailOrdering, c.Align = SeqCst, SeqCst, 4
	}, "compare and new values have different types"},
	{"atomicrmw fadd on integer", func(fx *fixture) {
		a := before(fx.mRet, NewInstr(OpAtomicRMW, I32, fx.mem.Params[0], Int(I32, 1)))
		a.RMWOp, a.Ordering, a.Align = RMWFAdd, SeqCst, 4
	}, "atomicrmw fadd operand must be floating point"},
	{"atomicrmw unordered", func(fx *fixture) {
		a := before(fx.mRet, NewInstr(OpAtomicRMW, I32, fx.mem.Params[0], Int(I32, 1)))
		a.RMWOp, a.Ordering, a.Align = RMWAdd, Unordered, 4
	}, "atomicrmw ordering must be at least monotonic"},
	{"fence monotonic", func(fx *fixture) { before(fx.mRet, NewInstr(OpFence, Void)).Ordering = Monotonic }, "fence ordering must be"},

	// Aggregates and vectors.
	{"extractvalue index", func(fx *fixture) { fx.extv.SetIndices([]uint32{5}) }, "index 5 is out of range for %pair"},
	{"extractvalue type", func(fx *fixture) { fx.extv.SetIndices([]uint32{1}) }, "extractvalue result type i32 should be double"},
	{"insertvalue value type", func(fx *fixture) { fx.insv.SetOperand(1, fx.mem.Params[1]) }, "insertvalue inserts double where the aggregate has i32"},
	{"extractelement of scalar", func(fx *fixture) {
		before(fx.mRet, NewInstr(OpExtractElement, Double, fx.mem.Params[1], Int(I32, 0)))
	}, "extractelement needs a vector, not double"},
	{"insertelement element type", func(fx *fixture) {
		v4 := VectorOf(4, Float, false)
		before(fx.mRet, NewInstr(OpInsertElement, v4, Null(v4), fx.mem.Params[1], Int(I32, 0)))
	}, "inserted value has type double, not the element type float"},
	{"shufflevector mask range", func(fx *fixture) {
		v2 := VectorOf(2, I32, false)
		s := before(fx.mRet, NewInstr(OpShuffleVector, v2, Null(v2), Null(v2)))
		s.SetMask([]int32{0, 4})
	}, "mask element 4 is out of range"},
	{"shufflevector result", func(fx *fixture) {
		v2 := VectorOf(2, I32, false)
		s := before(fx.mRet, NewInstr(OpShuffleVector, v2, Null(v2), Null(v2)))
		s.SetMask([]int32{0, 1, 2})
	}, "result type <2 x i32> should be <3 x i32>"},

	// Calls.
	{"call argument count", func(fx *fixture) { fx.call.AddOperand(fx.mem.Params[1]) }, "call passes 2 arguments but its function type"},
	{"call argument type", func(fx *fixture) { fx.call.SetOperand(1, Float32(1)) }, "argument 0 has type float but the function type says double"},
	{"call result type", func(fx *fixture) { fx.call.Typ = Float }, "call result type float differs from the function type's return type double"},
	{"callee not a pointer", func(fx *fixture) { fx.call.SetOperand(0, fx.mem.Params[1]) }, "callee must be a pointer, not double"},
	{"call without function type", func(fx *fixture) { fx.call.ElemType = nil }, "is not a function type"},
	{"intrinsic with another signature", func(fx *fixture) {
		fx.call.ElemType = FuncOf(Double, []*Type{Double, Double}, false)
		fx.call.AddOperand(fx.mem.Params[1])
	}, "intrinsic @llvm.cos.f64 called with type"},
	{"variadic call with too few arguments", func(fx *fixture) {
		c := NewInstr(OpCall, I32, fx.pers)
		c.ElemType = FuncOf(I32, []*Type{I32}, true)
		before(fx.mRet, c)
	}, "call passes 0 arguments to a variadic function type with 1 fixed parameters"},
	{"musttail not before ret", func(fx *fixture) { fx.call.Tail = MustTail }, "musttail call must be followed by ret"},
	{"intrinsic address taken", func(fx *fixture) {
		c := NewInstr(OpCall, Void, fx.ext, fx.cos)
		c.ElemType = FuncOf(Void, []*Type{Ptr}, false)
		before(fx.mRet, c)
	}, "takes the address of intrinsic @llvm.cos.f64"},
	{"metadata argument to a non-intrinsic", func(fx *fixture) {
		c := NewInstr(OpCall, Void, fx.ext, &MetadataValue{MD: &MDString{S: "x"}})
		c.ElemType = FuncOf(Void, []*Type{MetaType}, false)
		before(fx.mRet, c)
	}, "only intrinsics take metadata parameters"},

	// Instruction basics.
	{"named void instruction", func(fx *fixture) { fx.store.Name = "st" }, "instruction without a result has a name"},
	{"invalid opcode", func(fx *fixture) { fx.accNext.Op = OpInvalid }, "invalid opcode"},
	{"missing result type", func(fx *fixture) { fx.accNext.Typ = nil }, "instruction has no result type"},
	{"nil operand", func(fx *fixture) { fx.accNext.operands[0] = nil }, "operand 0 is nil"},
	{"block as operand", func(fx *fixture) { fx.accNext.SetOperand(1, fx.sLoop) }, "operand 1 is a basic block"},
	{"operand count", func(fx *fixture) { fx.accNext.AddOperand(Int(I32, 3)) }, "add has 3 operands, want 2"},

	// SSA and ownership.
	{"use before def in a block", func(fx *fixture) {
		is := fx.sLoop.Instrs
		is[3], is[4] = is[4], is[3] // %c before %i.next
	}, "operand 0 %i.next does not dominate this use"},
	{"use from a non-dominating block", func(fx *fixture) {
		x := fx.mem.Params[1]
		o := before(fx.oneBr, Named(NewInstr(OpFAdd, Double, x, x), "o"))
		fx.mRet.SetOperand(0, o)
	}, "operand 0 %o does not dominate this use"},
	{"phi value not available on its edge", func(fx *fixture) {
		x := fx.mem.Params[1]
		o := before(fx.oneBr, Named(NewInstr(OpFAdd, Double, x, x), "o"))
		fx.rPhi.SetOperand(0, o)
		fx.rPhi.SetOperand(1, o)
	}, "operand 0 %o does not dominate this use"},
	{"self reference", func(fx *fixture) { fx.accNext.SetOperand(0, fx.accNext) }, "only phis may use their own value"},
	{"instruction of another function", func(fx *fixture) { fx.accNext.SetOperand(1, fx.load2) }, "refers to an instruction of another function"},
	{"parameter of another function", func(fx *fixture) { fx.insv.SetOperand(1, fx.sum.Params[0]) }, "refers to a parameter of another function"},
	{"stale parameter", func(fx *fixture) {
		old := fx.sum.Params[0]
		fx.sum.Params[0] = &Param{Typ: I32, Name: "n2", Parent: fx.sum}
		_ = old // still used by %c
	}, "refers to a parameter that is not in the function's parameter list"},
	{"instruction dropped from its block's list", func(fx *fixture) {
		is := fx.sLoop.Instrs
		fx.sLoop.Instrs = append(is[:3:3], is[4:]...) // %i.next gone, Parent still set
	}, "refers to an instruction that its block no longer lists"},
	{"detached operand", func(fx *fixture) {
		fx.accNext.SetOperand(1, NewInstr(OpAdd, I32, Int(I32, 1), Int(I32, 2)))
	}, "operand 1 is a detached instruction"},
	{"bundle input from another function", func(fx *fixture) {
		fx.call.SetBundles([]OperandBundle{{Tag: "deopt", Inputs: []Value{fx.accNext}}})
	}, "bundle input refers to an instruction of another function"},
	{"inline asm as an argument", func(fx *fixture) {
		c := NewInstr(OpCall, Void, fx.ext, &InlineAsm{Asm: "nop"})
		c.ElemType = FuncOf(Void, []*Type{Ptr}, false)
		before(fx.mRet, c)
	}, "inline asm can only be the callee of a call"},

	// Use lists.
	{"operand edited behind the model (stale use)", func(fx *fixture) { fx.accNext.operands[1] = fx.accPhi }, "is stale"},
	{"operand edited behind the model (missing use)", func(fx *fixture) { fx.accNext.operands[1] = fx.accPhi }, "is missing from that value's use list"},
	{"use listed twice", func(fx *fixture) { fx.iPhi.uses = append(fx.iPhi.uses, fx.iPhi.uses[0]) }, "twice"},
	{"use list entry without user", func(fx *fixture) { fx.iPhi.uses = append(fx.iPhi.uses, Use{}) }, "entry with no user"},
	{"removed but not erased user", func(fx *fixture) {
		d := before(fx.mRet, NewInstr(OpAdd, I32, fx.load2, Int(I32, 1)))
		d.Remove()
	}, "still used by a detached instruction"},
	{"global use list stale", func(fx *fixture) { fx.gep2.operands[0] = fx.al }, "operand 0 (@tbl.alias) is missing from that value's use list"},

	// Metadata.
	{"!dbg that is not a DILocation", func(fx *fixture) { fx.accNext.SetMD("dbg", &MDNode{Kind: "DISubprogram", Distinct: true}) }, "!dbg attachment must be a DILocation, not DISubprogram"},
	{"DILocation without a local scope", func(fx *fixture) {
		fx.accNext.SetMD("dbg", &MDNode{Kind: "DILocation", Fields: []MDField{{Name: "line", Val: MDInt{V: 3}}}})
	}, "DILocation scope must be"},
	{"attachment that is not a node", func(fx *fixture) { fx.accNext.SetMD("tbaa", &MDString{S: "x"}) }, "!tbaa attachment is not a metadata node"},
	{"duplicate attachment", func(fx *fixture) {
		fx.accNext.MD = append(fx.accNext.MD, MDAttachment{"tbaa", &MDNode{}}, MDAttachment{"tbaa", &MDNode{}})
	}, "duplicate !tbaa attachment"},
	{"debug record operand count", func(fx *fixture) {
		fx.accNext.SetDbgRecords([]*DbgRecord{{Kind: DbgValue, Ops: []Metadata{&ValueAsMetadata{V: fx.iPhi}}}})
	}, "#dbg_value has 1 operands, want 4"},
	{"debug record variable kind", func(fx *fixture) {
		fx.accNext.SetDbgRecords([]*DbgRecord{dbgValue(fx.iPhi)})
		fx.accNext.DbgRecords()[0].Ops[1] = &MDNode{Kind: "DIExpression"}
	}, "#dbg_value operand 1 must be a DILocalVariable"},
	{"debug record location of another function", func(fx *fixture) {
		fx.accNext.SetDbgRecords([]*DbgRecord{dbgValue(fx.load)})
	}, "refers to an instruction that is not in this function"},
	{"debug record on a phi", func(fx *fixture) { fx.iPhi.SetDbgRecords([]*DbgRecord{dbgValue(fx.sum.Params[0])}) }, "phi nodes cannot have debug records"},
	{"dbg_label operand kind", func(fx *fixture) {
		fx.accNext.SetDbgRecords([]*DbgRecord{{Kind: DbgLabel, Ops: []Metadata{&MDNode{Kind: "DILocalVariable"}, dbgLoc()}}})
	}, "#dbg_label operand 0 must be a DILabel"},
	{"metadata argument of another function", func(fx *fixture) {
		dv := fx.m.AddFunc(NewFunc("llvm.dbg.value", FuncOf(Void, []*Type{MetaType, MetaType, MetaType}, false)))
		c := NewInstr(OpCall, Void, dv, &MetadataValue{MD: &ValueAsMetadata{V: fx.accNext}},
			&MetadataValue{MD: &MDNode{Kind: "DILocalVariable"}}, &MetadataValue{MD: &MDNode{Kind: "DIExpression"}})
		c.ElemType = dv.Sig
		before(fx.mRet, c)
	}, "operand 1 refers to an instruction that is not in this function"},
}

var dbgSP = &MDNode{Kind: "DISubprogram", Distinct: true}

func dbgLoc() *MDNode {
	return &MDNode{Kind: "DILocation", Fields: []MDField{{Name: "line", Val: MDInt{V: 1}}, {Name: "scope", Val: dbgSP}}}
}

func dbgValue(x Value) *DbgRecord {
	return &DbgRecord{Kind: DbgValue, Ops: []Metadata{&ValueAsMetadata{V: x},
		&MDNode{Kind: "DILocalVariable", Fields: []MDField{{Name: "scope", Val: dbgSP}}},
		&MDNode{Kind: "DIExpression"}, dbgLoc()}}
}

func TestVerifyCatchesEachRule(t *testing.T) {
	names := map[string]bool{}
	for _, c := range opaqueBreakCases {
		if names[c.name] {
			t.Fatalf("duplicate case name %q", c.name)
		}
		names[c.name] = true
		t.Run(c.name, func(t *testing.T) {
			fx := newFixture()
			c.brk(fx)
			requireProblem(t, Verify(fx.m), c.want)
		})
	}
}

var typedBreakCases = []struct {
	name string
	brk  func(tx *typedFixture)
	want string
}{
	{"load pointee", func(tx *typedFixture) { tx.loadP.Typ = I64 }, "load of i64 through a pointer to i32"},
	{"store pointee", func(tx *typedFixture) { tx.store.SetOperand(0, Float32(1)) }, "store of float through a pointer to double"},
	{"gep source element type", func(tx *typedFixture) { tx.gep.ElemType = I64 }, "source element type i64 is not the base pointer's pointee i32"},
	{"gep result type", func(tx *typedFixture) { tx.gep.Typ = TypedPtr(I8, 0) }, "result type i8* should be i32*"},
	{"call through a pointer to another type", func(tx *typedFixture) {
		tx.call.ElemType = FuncOf(Double, []*Type{Double}, true)
	}, "callee type double (double)* does not point to the call's function type double (double, ...)"},
	{"alloca result", func(tx *typedFixture) { tx.alloca.Typ = TypedPtr(Float, 0) }, "alloca result type float* should be double*"},
	{"global pointer type", func(tx *typedFixture) { tx.g.Typ = TypedPtr(I64, 0) }, "type i64* does not point to its value type i32"},
	{"function pointer type", func(tx *typedFixture) { tx.ext.Typ = TypedPtr(FuncOf(Void, nil, false), 0) }, "does not point to its value type double (double)"},
	{"opaque pointer in typed module", func(tx *typedFixture) { tx.gep.Typ = Ptr }, "opaque pointer type ptr in a typed-pointer module"},
	{"opaque global in typed module", func(tx *typedFixture) { tx.m.AddGlobal(NewGlobal("o", I8, Int(I8, 0))) }, "opaque pointer type ptr in a typed-pointer module"},
	{"type mixing both modes", func(tx *typedFixture) {
		st := StructOf(false, TypedPtr(I8, 0), Ptr)
		g := tx.m.AddGlobal(NewGlobal("mixed", st, Null(st)))
		g.Typ = TypedPtr(st, 0)
	}, "mixes typed and opaque pointers"},
	{"cmpxchg pointee", func(tx *typedFixture) {
		c := before(tx.ret, NewInstr(OpCmpXchg, StructOf(false, I64, I1), tx.tf.Params[0], Int(I64, 0), Int(I64, 1)))
		c.Ordering, c.FailOrdering, c.Align = SeqCst, SeqCst, 8
	}, "cmpxchg of i64 through a pointer to i32"},
	{"atomicrmw pointee", func(tx *typedFixture) {
		a := before(tx.ret, NewInstr(OpAtomicRMW, I64, tx.tf.Params[0], Int(I64, 1)))
		a.RMWOp, a.Ordering, a.Align = RMWAdd, SeqCst, 8
	}, "atomicrmw of i64 through a pointer to i32"},
}

func TestVerifyTypedPointerRules(t *testing.T) {
	for _, c := range typedBreakCases {
		t.Run(c.name, func(t *testing.T) {
			tx := newTypedFixture()
			c.brk(tx)
			requireProblem(t, Verify(tx.m), c.want)
		})
	}
}

// In opaque mode a call whose function type differs from the callee's
// declared signature is legal IR (the seed's julia_ccall_mismatch passes
// opt -passes=verify); callsig reports it, Verify must not.
func TestVerifyAllowsOpaqueSignatureMismatch(t *testing.T) {
	fx := newFixture()
	x := fx.mem.Params[1]
	c := NewInstr(OpCall, Double, fx.sum, x, x, x, x)
	c.ElemType = FuncOf(Double, []*Type{Double, Double, Double, Double}, false)
	before(fx.mRet, c)
	if err := Verify(fx.m); err != nil {
		t.Fatalf("mismatched direct call rejected: %v", err)
	}
}

// LLVM does not require SSA dominance in unreachable code.
func TestVerifyExemptsUnreachableBlocks(t *testing.T) {
	fx := newFixture()
	dead := fx.sum.NewBlock("dead")
	b := NewBuilder(dead)
	a := b.Add(Int(I32, 1), Int(I32, 2))
	a.SetOperand(0, a) // self reference: only legal in unreachable code
	late := Named(NewInstr(OpAdd, I32, fx.accNext, Int(I32, 1)), "late")
	a.SetOperand(1, late) // use before def
	b.Insert(late)
	b.Br(fx.sExit)
	// %dead now branches to %exit, which needs no phi.
	if err := Verify(fx.m); err != nil {
		t.Fatalf("unreachable block rejected: %v", err)
	}
	// The same code in a reachable block is rejected.
	fx.entryBr.Succs()[0] = dead
	err := Verify(fx.m)
	requireProblem(t, err, "only phis may use their own value")
	requireProblem(t, err, "does not dominate this use")
}

func TestVerifyAcceptsValidDebugInfo(t *testing.T) {
	fx := newFixture()
	fx.sum.SetMD("dbg", dbgSP)
	fx.accNext.SetMD("dbg", dbgLoc())
	fx.accNext.SetDbgRecords([]*DbgRecord{dbgValue(fx.iPhi), dbgValue(fx.sum.Params[0]),
		{Kind: DbgLabel, Ops: []Metadata{&MDNode{Kind: "DILabel"}, dbgLoc()}}})
	fx.m.NamedMD = append(fx.m.NamedMD, &NamedMD{Name: "llvm.dbg.cu", Nodes: []*MDNode{{Kind: "DICompileUnit", Distinct: true}}})
	if err := Verify(fx.m); err != nil {
		t.Fatalf("valid debug info rejected: %v", err)
	}
}

func TestVerifyFuncBrokenBody(t *testing.T) {
	fx := newFixture()
	fx.cmp.Typ = I8
	requireProblem(t, VerifyFunc(fx.sum), "result type i8 should be i1")
	if err := VerifyFunc(fx.mem); err != nil {
		t.Fatalf("VerifyFunc of the untouched function: %v", err)
	}
}

// The error text names function, block, instruction index and a short
// rendering of the instruction.
func TestVerifyErrorFormat(t *testing.T) {
	fx := newFixture()
	fx.accNext.SetOperand(1, Int(I64, 1))
	fx.accNext.Pos = Pos{Line: 12, Col: 3}
	fx.m.File = "in.ll"
	err := Verify(fx.m)
	if err == nil {
		t.Fatal("no error")
	}
	want := "in.ll:12:3: @sum: %loop: instr 2 (%acc.next = add i32 %acc, i64 1): operands have different types (i32 and i64)"
	if got := err.Error(); got != want {
		t.Fatalf("Error() =\n%s\nwant\n%s", got, want)
	}

	// Unnamed values are numbered as LLVM prints them.
	m := &Module{}
	f := m.AddFunc(NewFunc("", FuncOf(I32, []*Type{I32}, false)))
	b := NewBuilder(f.NewBlock(""))
	s := b.Binary(OpSub, f.Params[0], Int(I16, 1))
	b.Ret(s)
	var ve *VerifyError
	if !errors.As(Verify(m), &ve) || len(ve.Problems) == 0 {
		t.Fatal("no VerifyError")
	}
	if got, want := ve.Problems[0].String(), "@0: %1: instr 0 (%2 = sub i32 %0, i16 1): operands have different types (i32 and i16)"; got != want {
		t.Fatalf("got  %s\nwant %s", got, want)
	}
}

func TestVerifyErrorListsEveryProblem(t *testing.T) {
	fx := newFixture()
	fx.cmp.Pred = FCmpOGT
	fx.zext.Typ = I16
	fx.tbl.Align = 3
	var ve *VerifyError
	if !errors.As(Verify(fx.m), &ve) {
		t.Fatal("no VerifyError")
	}
	if len(ve.Problems) != 3 {
		t.Fatalf("want 3 problems, got %d:\n%v", len(ve.Problems), ve)
	}
	if lines := strings.Count(ve.Error(), "\n") + 1; lines != 3 {
		t.Fatalf("Error() has %d lines, want 3", lines)
	}
}

func TestVerifyNil(t *testing.T) {
	if !errors.Is(Verify(nil), ErrInvalid) || !errors.Is(VerifyFunc(nil), ErrInvalid) {
		t.Fatal("nil module/function accepted")
	}
}
