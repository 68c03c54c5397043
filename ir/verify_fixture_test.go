package ir

// fixture is a small valid opaque-pointer module built with the Builder,
// with handles on the pieces the verifier tests break one at a time.
//
//	%pair = type { i32, double }
//	@tbl = global [4 x i32] zeroinitializer
//	@tbl.alias = alias [4 x i32], ptr @tbl
//	@ifn = ifunc void (), ptr @resolve
//	define ptr @resolve() { entry: ret ptr @tbl }
//	declare double @llvm.cos.f64(double)
//	declare void @ext()
//	declare i32 @__gxx_personality_v0(...)
//
//	define i32 @sum(i32 %n) {          ; a loop with phis
//	entry:  br label %loop
//	loop:   %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
//	        %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
//	        %acc.next = add i32 %acc, %i
//	        %i.next = add i32 %i, 1
//	        %c = icmp slt i32 %i.next, %n
//	        br i1 %c, label %loop, label %exit
//	exit:   ret i32 %acc.next
//	}
//
//	define double @mem(ptr %p, double %x) {   ; memory, calls, casts, switch
//	entry:  %a = alloca %pair, align 8
//	        %f = getelementptr inbounds %pair, ptr %a, i64 0, i32 1
//	        store double %x, ptr %f, align 8
//	        %l = load double, ptr %f, align 8
//	        %c = call double @llvm.cos.f64(double %l)
//	        %gt = fcmp ogt double %c, 0.0
//	        %s = select i1 %gt, double %c, double %x
//	        %t = fptosi double %s to i32
//	        %z = zext i32 %t to i64
//	        %e = getelementptr [4 x i32], ptr @tbl, i64 0, i64 %z
//	        %v = load i32, ptr %e, align 4
//	        %agg = insertvalue %pair undef, i32 %v, 0
//	        %w = extractvalue %pair %agg, 0
//	        switch i32 %w, label %d [ i32 1, label %one
//	                                  i32 2, label %d ]
//	one:    br label %d
//	d:      %r = phi double [ %s, %entry ], [ %s, %entry ], [ %x, %one ]
//	        ret double %r
//	}
//
//	define void @eh() personality ptr @__gxx_personality_v0 {
//	entry:  invoke void @ext() to label %ok unwind label %lp
//	ok:     ret void
//	lp:     %lpv = landingpad { ptr, i32 } cleanup
//	        resume { ptr, i32 } %lpv
//	}
type fixture struct {
	m       *Module
	pair    *Type
	tbl     *Global
	al      *Alias
	ifn     *IFunc
	resolve *Func
	cos     *Func
	ext     *Func
	pers    *Func

	sum                            *Func
	sEntry, sLoop, sExit           *Block
	iPhi, accPhi, accNext, iNext   *Instr
	cmp, loopBr, sRet, entryBr     *Instr
	mem                            *Func
	mEntry, mOne, mD               *Block
	alloca, gep, store, load, call *Instr
	fcmp, sel, fptosi, zext, gep2  *Instr
	load2, insv, extv, sw, rPhi    *Instr
	mRet, oneBr                    *Instr
	eh                             *Func
	ehEntry, ehOK, ehLP            *Block
	invoke, lpad, resume, ehRet    *Instr
}

func newFixture() *fixture {
	fx := &fixture{m: &Module{}}
	m := fx.m
	fx.pair = NewNamedStruct("pair")
	fx.pair.SetBody(false, I32, Double)
	m.Types = append(m.Types, fx.pair)

	arr := ArrayOf(4, I32)
	fx.tbl = m.AddGlobal(NewGlobal("tbl", arr, Null(arr)))
	fx.al = &Alias{ValueType: arr, Aliasee: fx.tbl}
	fx.al.Name, fx.al.Typ, fx.al.Parent = "tbl.alias", Ptr, m
	m.Aliases = append(m.Aliases, fx.al)

	fx.resolve = m.AddFunc(NewFunc("resolve", FuncOf(Ptr, nil, false)))
	NewBuilder(fx.resolve.NewBlock("entry")).Ret(fx.tbl)
	fx.ifn = &IFunc{ValueType: FuncOf(Void, nil, false), Resolver: fx.resolve}
	fx.ifn.Name, fx.ifn.Typ, fx.ifn.Parent = "ifn", Ptr, m
	m.IFuncs = append(m.IFuncs, fx.ifn)

	fx.cos = m.AddFunc(NewFunc("llvm.cos.f64", FuncOf(Double, []*Type{Double}, false)))
	fx.ext = m.AddFunc(NewFunc("ext", FuncOf(Void, nil, false)))
	fx.pers = m.AddFunc(NewFunc("__gxx_personality_v0", FuncOf(I32, nil, true)))

	// @sum
	fx.sum = m.AddFunc(NewFunc("sum", FuncOf(I32, []*Type{I32}, false)))
	n := fx.sum.Params[0]
	n.Name = "n"
	fx.sEntry = fx.sum.NewBlock("entry")
	fx.sLoop = fx.sum.NewBlock("loop")
	fx.sExit = fx.sum.NewBlock("exit")
	b := NewBuilder(fx.sEntry)
	fx.entryBr = b.Br(fx.sLoop)
	b.SetInsertAtEnd(fx.sLoop)
	fx.iPhi = Named(b.Phi(I32), "i")
	fx.accPhi = Named(b.Phi(I32), "acc")
	fx.accNext = Named(b.Add(fx.accPhi, fx.iPhi), "acc.next")
	fx.iNext = Named(b.Add(fx.iPhi, Int(I32, 1)), "i.next")
	fx.cmp = Named(b.ICmp(ICmpSLT, fx.iNext, n), "c")
	fx.loopBr = b.CondBr(fx.cmp, fx.sLoop, fx.sExit)
	AddIncoming(fx.iPhi, Int(I32, 0), fx.sEntry)
	AddIncoming(fx.iPhi, fx.iNext, fx.sLoop)
	AddIncoming(fx.accPhi, Int(I32, 0), fx.sEntry)
	AddIncoming(fx.accPhi, fx.accNext, fx.sLoop)
	b.SetInsertAtEnd(fx.sExit)
	fx.sRet = b.Ret(fx.accNext)

	// @mem
	fx.mem = m.AddFunc(NewFunc("mem", FuncOf(Double, []*Type{Ptr, Double}, false)))
	fx.mem.Params[0].Name, fx.mem.Params[1].Name = "p", "x"
	x := fx.mem.Params[1]
	fx.mEntry = fx.mem.NewBlock("entry")
	fx.mOne = fx.mem.NewBlock("one")
	fx.mD = fx.mem.NewBlock("d")
	b.SetInsertAtEnd(fx.mEntry)
	fx.alloca = Named(b.Alloca(fx.pair, 8), "a")
	fx.gep = Named(b.GEP(fx.pair, fx.alloca, true, Int(I64, 0), Int(I32, 1)), "f")
	fx.store = b.Store(x, fx.gep, 8)
	fx.load = Named(b.Load(Double, fx.gep, 8), "l")
	fx.call = Named(b.Call(fx.cos.Sig, fx.cos, fx.load), "c")
	fx.fcmp = Named(b.FCmp(FCmpOGT, fx.call, Float64(0)), "gt")
	fx.sel = Named(b.Select(fx.fcmp, fx.call, x), "s")
	fx.fptosi = Named(b.Cast(OpFPToSI, fx.sel, I32), "t")
	fx.zext = Named(b.Cast(OpZExt, fx.fptosi, I64), "z")
	fx.gep2 = Named(b.GEP(arr, fx.tbl, false, Int(I64, 0), fx.zext), "e")
	fx.load2 = Named(b.Load(I32, fx.gep2, 4), "v")
	fx.insv = Named(b.InsertValue(&Undef{Typ: fx.pair}, fx.load2, 0), "agg")
	fx.extv = Named(b.ExtractValue(fx.insv, 0), "w")
	fx.sw = b.Insert(NewInstr(OpSwitch, Void, fx.extv, Int(I32, 1), Int(I32, 2)))
	fx.sw.SetSuccs([]*Block{fx.mD, fx.mOne, fx.mD})
	b.SetInsertAtEnd(fx.mOne)
	fx.oneBr = b.Br(fx.mD)
	b.SetInsertAtEnd(fx.mD)
	fx.rPhi = Named(b.Phi(Double), "r")
	AddIncoming(fx.rPhi, fx.sel, fx.mEntry)
	AddIncoming(fx.rPhi, fx.sel, fx.mEntry)
	AddIncoming(fx.rPhi, x, fx.mOne)
	fx.mRet = b.Ret(fx.rPhi)

	// @eh
	fx.eh = m.AddFunc(NewFunc("eh", FuncOf(Void, nil, false)))
	fx.eh.Personality = fx.pers
	fx.ehEntry = fx.eh.NewBlock("entry")
	fx.ehOK = fx.eh.NewBlock("ok")
	fx.ehLP = fx.eh.NewBlock("lp")
	b.SetInsertAtEnd(fx.ehEntry)
	fx.invoke = NewInstr(OpInvoke, Void, fx.ext)
	fx.invoke.ElemType = fx.ext.Sig
	fx.invoke.SetSuccs([]*Block{fx.ehOK, fx.ehLP})
	b.Insert(fx.invoke)
	b.SetInsertAtEnd(fx.ehOK)
	fx.ehRet = b.Ret(nil)
	b.SetInsertAtEnd(fx.ehLP)
	lpTy := StructOf(false, Ptr, I32)
	fx.lpad = Named(b.Insert(NewInstr(OpLandingPad, lpTy)), "lpv")
	fx.lpad.Flags |= FlagCleanup
	fx.resume = b.Insert(NewInstr(OpResume, Void, fx.lpad))
	return fx
}

// typedFixture is the same kind of module with typed pointers, as read
// from LLVM 14–16 typed IR:
//
//	@g = global i32 0
//	declare double @ext(double)
//	define i32 @tf(i32* %p, double %x) {
//	entry:  %a = alloca double, align 8
//	        store double %x, double* %a, align 8
//	        %l = load double, double* %a, align 8
//	        %c = call double @ext(double %l)
//	        %q = getelementptr i32, i32* %p, i64 1
//	        %v = load i32, i32* %q, align 4
//	        %w = load i32, i32* @g, align 4
//	        %s = add i32 %v, %w
//	        ret i32 %s
//	}
type typedFixture struct {
	m                   *Module
	g                   *Global
	ext, tf             *Func
	alloca, store, load *Instr
	call, gep, loadP    *Instr
	loadG, add, ret     *Instr
}

func newTypedFixture() *typedFixture {
	tx := &typedFixture{m: &Module{}}
	m := tx.m
	i32p := TypedPtr(I32, 0)
	dblp := TypedPtr(Double, 0)
	tx.g = m.AddGlobal(NewGlobal("g", I32, Int(I32, 0)))
	tx.g.Typ = i32p
	tx.ext = m.AddFunc(NewFunc("ext", FuncOf(Double, []*Type{Double}, false)))
	tx.ext.Typ = TypedPtr(tx.ext.Sig, 0)
	tx.tf = m.AddFunc(NewFunc("tf", FuncOf(I32, []*Type{i32p, Double}, false)))
	tx.tf.Typ = TypedPtr(tx.tf.Sig, 0)
	p, x := tx.tf.Params[0], tx.tf.Params[1]
	p.Name, x.Name = "p", "x"
	b := NewBuilder(tx.tf.NewBlock("entry"))
	tx.alloca = b.Alloca(Double, 8)
	tx.alloca.Typ = dblp
	tx.store = b.Store(x, tx.alloca, 8)
	tx.load = b.Load(Double, tx.alloca, 8)
	tx.call = b.Call(tx.ext.Sig, tx.ext, tx.load)
	tx.gep = b.GEP(I32, p, false, Int(I64, 1))
	tx.loadP = b.Load(I32, tx.gep, 4)
	tx.loadG = b.Load(I32, tx.g, 4)
	tx.add = b.Add(tx.loadP, tx.loadG)
	tx.ret = b.Ret(tx.add)
	return tx
}
