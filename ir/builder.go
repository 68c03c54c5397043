package ir

import "fmt"

// Builder creates instructions and inserts them at an insertion point: the
// end of a block, or before a given instruction. Passes (call repair,
// downgrade casts) and the AD engine build code through it.
type Builder struct {
	Block  *Block
	before *Instr // nil = append at end
	// Dbg, when set, is attached as `!dbg` to every instruction created.
	Dbg Metadata
	// FMF are the fast-math flags given to every floating-point operation
	// the builder creates: fneg, the float binary operators, fcmp, and
	// phi, select and call when their result is floating point (a float,
	// a vector of floats, or an array of those), as LLVM allows them.
	FMF FastMath
}

// SupportsFMF reports whether instruction i may carry fast-math flags.
func SupportsFMF(i *Instr) bool {
	switch i.Op {
	case OpFNeg, OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem, OpFCmp:
		return true
	case OpPhi, OpSelect, OpCall:
		t := i.Typ
		for t != nil && t.Kind == ArrayKind {
			t = t.Elem
		}
		if t != nil && t.Kind == VectorKind {
			t = t.Elem
		}
		return t != nil && t.IsFloat()
	}
	return false
}

// withFMF gives a newly created instruction the builder's fast-math flags
// when it may carry them.
func (bd *Builder) withFMF(i *Instr) *Instr {
	if bd.FMF != 0 && SupportsFMF(i) {
		i.FMF |= bd.FMF
	}
	return i
}

// NewBuilder returns a builder appending to the end of b.
func NewBuilder(b *Block) *Builder { return &Builder{Block: b} }

// SetInsertAtEnd moves the insertion point to the end of b.
func (bd *Builder) SetInsertAtEnd(b *Block) { bd.Block, bd.before = b, nil }

// AtEnd reports whether the builder appends at the end of its block.
func (bd *Builder) AtEnd() bool { return bd.before == nil }

// SetInsertBefore moves the insertion point to just before i.
func (bd *Builder) SetInsertBefore(i *Instr) { bd.Block, bd.before = i.Parent, i }

// SetInsertAfter moves the insertion point to just after i (the end of
// its block when i is last), so the instructions created next follow i in
// the order they are created.
func (bd *Builder) SetInsertAfter(i *Instr) {
	b := i.Parent
	if n := i.Index() + 1; n < len(b.Instrs) {
		bd.Block, bd.before = b, b.Instrs[n]
		return
	}
	bd.Block, bd.before = b, nil
}

// Insert places a detached instruction at the insertion point and returns it.
func (bd *Builder) Insert(i *Instr) *Instr {
	if bd.Dbg != nil && i.Dbg() == nil {
		i.SetMD("dbg", bd.Dbg)
	}
	if bd.before != nil {
		bd.Block.InsertBefore(i, bd.before)
	} else {
		bd.Block.Append(i)
	}
	return i
}

// Named sets the result name of i and returns it (for chaining).
func Named(i *Instr, name string) *Instr { i.Name = name; return i }

// Binary creates `op T x, y` (an integer or float binary operator).
func (bd *Builder) Binary(op Opcode, x, y Value) *Instr {
	return bd.Insert(bd.withFMF(NewInstr(op, x.Type(), x, y)))
}

// FNeg creates `fneg T x`.
func (bd *Builder) FNeg(x Value) *Instr { return bd.Insert(bd.withFMF(NewInstr(OpFNeg, x.Type(), x))) }

// FAdd, FSub, FMul, FDiv and FRem create float arithmetic.
func (bd *Builder) FAdd(x, y Value) *Instr { return bd.Binary(OpFAdd, x, y) }
func (bd *Builder) FSub(x, y Value) *Instr { return bd.Binary(OpFSub, x, y) }
func (bd *Builder) FMul(x, y Value) *Instr { return bd.Binary(OpFMul, x, y) }
func (bd *Builder) FDiv(x, y Value) *Instr { return bd.Binary(OpFDiv, x, y) }
func (bd *Builder) FRem(x, y Value) *Instr { return bd.Binary(OpFRem, x, y) }

// FloatConst returns v as a constant of the float type t, or of every
// element of the float vector type t (a splat), rounded to nearest.
func FloatConst(t *Type, v float64) Constant {
	if t.Kind == VectorKind {
		return &ConstSplat{Typ: t, Elem: FloatOf(t.Elem, v)}
	}
	return FloatOf(t, v)
}

// Add, Sub and Mul create integer arithmetic.
func (bd *Builder) Add(x, y Value) *Instr { return bd.Binary(OpAdd, x, y) }
func (bd *Builder) Sub(x, y Value) *Instr { return bd.Binary(OpSub, x, y) }
func (bd *Builder) Mul(x, y Value) *Instr { return bd.Binary(OpMul, x, y) }

// cmpType returns i1, or <N x i1> for vector operands.
func cmpType(t *Type) *Type {
	if t.Kind == VectorKind {
		return VectorOf(t.Len, I1, t.Scalable)
	}
	return I1
}

// ICmp creates `icmp pred T x, y`.
func (bd *Builder) ICmp(p Pred, x, y Value) *Instr {
	i := NewInstr(OpICmp, cmpType(x.Type()), x, y)
	i.Pred = p
	return bd.Insert(i)
}

// FCmp creates `fcmp pred T x, y`.
func (bd *Builder) FCmp(p Pred, x, y Value) *Instr {
	i := NewInstr(OpFCmp, cmpType(x.Type()), x, y)
	i.Pred = p
	return bd.Insert(bd.withFMF(i))
}

// Select creates `select i1 c, T a, T b`.
func (bd *Builder) Select(c, a, b Value) *Instr {
	return bd.Insert(bd.withFMF(NewInstr(OpSelect, a.Type(), c, a, b)))
}

// Cast creates `op T v to U`.
func (bd *Builder) Cast(op Opcode, v Value, to *Type) *Instr {
	return bd.Insert(NewInstr(op, to, v))
}

// Alloca creates `alloca T, align a` in address space 0 (opaque pointer).
func (bd *Builder) Alloca(t *Type, align Align) *Instr {
	i := NewInstr(OpAlloca, Ptr, Int(I32, 1))
	i.ElemType = t
	i.Align = align
	return bd.Insert(i)
}

// Load creates `load T, ptr p, align a`.
func (bd *Builder) Load(t *Type, p Value, align Align) *Instr {
	i := NewInstr(OpLoad, t, p)
	i.Align = align
	return bd.Insert(i)
}

// Store creates `store T v, ptr p, align a`.
func (bd *Builder) Store(v, p Value, align Align) *Instr {
	i := NewInstr(OpStore, Void, v, p)
	i.Align = align
	return bd.Insert(i)
}

// GEP creates `getelementptr [inbounds] T, ptr p, indices...`. The result
// type is p's pointer type (a vector of pointers when an index is a vector
// is not handled here; build that Instr directly).
func (bd *Builder) GEP(t *Type, p Value, inbounds bool, indices ...Value) *Instr {
	i := NewInstr(OpGetElementPtr, p.Type(), append([]Value{p}, indices...)...)
	i.ElemType = t
	if inbounds {
		i.Flags |= FlagInBounds
	}
	return bd.Insert(i)
}

// Call creates `call R callee(args...)` with call-site function type fnType.
func (bd *Builder) Call(fnType *Type, callee Value, args ...Value) *Instr {
	i := NewInstr(OpCall, fnType.Ret, append([]Value{callee}, args...)...)
	i.ElemType = fnType
	return bd.Insert(bd.withFMF(i))
}

// CallFunc creates a direct call of f with f's own signature.
func (bd *Builder) CallFunc(f *Func, args ...Value) *Instr { return bd.Call(f.Sig, f, args...) }

// CallIntrinsic calls the intrinsic base (e.g. "llvm.fma") overloaded on
// the given types (llvm.fma.f64 for [double]), declaring it in the
// builder's module when needed (Module.DeclareIntrinsic). The signature
// is ret and the arguments' types.
func (bd *Builder) CallIntrinsic(base string, ret *Type, overloads []*Type, args ...Value) (*Instr, error) {
	var m *Module
	if bd.Block != nil && bd.Block.Parent != nil {
		m = bd.Block.Parent.Parent
	}
	if m == nil {
		return nil, fmt.Errorf("call %s: the builder's block is not in a module", base)
	}
	ps := make([]*Type, len(args))
	for n, a := range args {
		ps[n] = a.Type()
	}
	f, err := m.DeclareIntrinsic(base, FuncOf(ret, ps, false), overloads...)
	if err != nil {
		return nil, err
	}
	return bd.CallFunc(f, args...), nil
}

// CallMath calls a floating-point intrinsic overloaded on its argument
// type and returning it, as llvm.sin, llvm.exp, llvm.sqrt, llvm.fabs,
// llvm.pow and llvm.fma are: CallMath("llvm.pow", x, y) declares and calls
// llvm.pow.f64 for double x and y.
func (bd *Builder) CallMath(base string, args ...Value) (*Instr, error) {
	if len(args) == 0 {
		return nil, fmt.Errorf("call %s: no arguments", base)
	}
	t := args[0].Type()
	return bd.CallIntrinsic(base, t, []*Type{t}, args...)
}

// ExtractValue creates `extractvalue T agg, idx...`.
func (bd *Builder) ExtractValue(agg Value, idx ...uint32) *Instr {
	t := agg.Type()
	for _, n := range idx {
		if t.Kind == StructKind {
			t = t.Fields[n]
		} else {
			t = t.Elem
		}
	}
	i := NewInstr(OpExtractValue, t, agg)
	i.SetIndices(idx)
	return bd.Insert(i)
}

// InsertValue creates `insertvalue T agg, U v, idx...`.
func (bd *Builder) InsertValue(agg, v Value, idx ...uint32) *Instr {
	i := NewInstr(OpInsertValue, agg.Type(), agg, v)
	i.SetIndices(idx)
	return bd.Insert(i)
}

// Phi creates an empty `phi T`; add edges with AddIncoming.
func (bd *Builder) Phi(t *Type) *Instr {
	return bd.Insert(bd.withFMF(NewInstr(OpPhi, t)))
}

// AddIncoming adds the edge [v, from] to a phi.
func AddIncoming(phi *Instr, v Value, from *Block) {
	phi.AddOperand(v)
	phi.SetIncoming(append(phi.Incoming(), from))
}

// Br creates `br label %dest`.
func (bd *Builder) Br(dest *Block) *Instr {
	i := NewInstr(OpBr, Void)
	i.SetSuccs([]*Block{dest})
	return bd.Insert(i)
}

// CondBr creates `br i1 c, label %t, label %f`.
func (bd *Builder) CondBr(c Value, t, f *Block) *Instr {
	i := NewInstr(OpBr, Void, c)
	i.SetSuccs([]*Block{t, f})
	return bd.Insert(i)
}

// Ret creates `ret T v`, or `ret void` when v is nil.
func (bd *Builder) Ret(v Value) *Instr {
	if v == nil {
		return bd.Insert(NewInstr(OpRet, Void))
	}
	return bd.Insert(NewInstr(OpRet, Void, v))
}

// Unreachable creates `unreachable`.
func (bd *Builder) Unreachable() *Instr { return bd.Insert(NewInstr(OpUnreachable, Void)) }
