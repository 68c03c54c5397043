package ir

import "testing"

// funclets builds a function using Windows-style funclet pads:
//
//	define void @w() personality ptr @pers {
//	entry: invoke void @ext() to label %ok unwind label %cs
//	ok:    invoke void @ext() to label %done unwind label %cl
//	done:  ret void
//	cs:    %sw = catchswitch within none [label %h] unwind to caller
//	h:     %cp = catchpad within %sw [ptr null]
//	       catchret from %cp to label %ok
//	cl:    %c = cleanuppad within none []
//	       cleanupret from %c unwind to caller
//	}
type funclets struct {
	m                       *Module
	w                       *Func
	ok, done, cs, h, cl     *Block
	sw, cp, cret, c, cleanR *Instr
}

func newFunclets() *funclets {
	fl := &funclets{m: &Module{}}
	m := fl.m
	ext := m.AddFunc(NewFunc("ext", FuncOf(Void, nil, false)))
	pers := m.AddFunc(NewFunc("pers", FuncOf(I32, nil, true)))
	fl.w = m.AddFunc(NewFunc("w", FuncOf(Void, nil, false)))
	fl.w.Personality = pers
	entry := fl.w.NewBlock("entry")
	fl.ok, fl.done = fl.w.NewBlock("ok"), fl.w.NewBlock("done")
	fl.cs, fl.h, fl.cl = fl.w.NewBlock("cs"), fl.w.NewBlock("h"), fl.w.NewBlock("cl")
	invoke := func(b *Block, normal, unwind *Block) {
		i := NewInstr(OpInvoke, Void, ext)
		i.ElemType = ext.Sig
		i.SetSuccs([]*Block{normal, unwind})
		NewBuilder(b).Insert(i)
	}
	invoke(entry, fl.ok, fl.cs)
	invoke(fl.ok, fl.done, fl.cl)
	b := NewBuilder(fl.done)
	b.Ret(nil)
	b.SetInsertAtEnd(fl.cs)
	fl.sw = Named(b.Insert(NewInstr(OpCatchSwitch, Token, Null(Token))), "sw")
	fl.sw.SetSuccs([]*Block{fl.h})
	b.SetInsertAtEnd(fl.h)
	fl.cp = Named(b.Insert(NewInstr(OpCatchPad, Token, fl.sw, Null(Ptr))), "cp")
	fl.cret = b.Insert(NewInstr(OpCatchRet, Void, fl.cp))
	fl.cret.SetSuccs([]*Block{fl.ok})
	b.SetInsertAtEnd(fl.cl)
	fl.c = Named(b.Insert(NewInstr(OpCleanupPad, Token, Null(Token))), "c")
	fl.cleanR = b.Insert(NewInstr(OpCleanupRet, Void, fl.c))
	return fl
}

func TestVerifyFuncletRules(t *testing.T) {
	if err := Verify(newFunclets().m); err != nil {
		t.Fatalf("valid funclets rejected: %v", err)
	}
	cases := []struct {
		name string
		brk  func(fl *funclets)
		want string
	}{
		{"catchpad outside a catchswitch", func(fl *funclets) { fl.cp.SetOperand(0, Null(Token)) }, "catchpad must be within a catchswitch"},
		{"catchret from a cleanuppad", func(fl *funclets) { fl.cret.SetOperand(0, fl.c) }, "catchret must return from a catchpad"},
		{"cleanupret from a catchpad", func(fl *funclets) { fl.cleanR.SetOperand(0, fl.cp) }, "cleanupret must return from a cleanuppad"},
		{"cleanupret unwind flag without successor", func(fl *funclets) { fl.cleanR.Flags |= FlagUnwindDest }, "but its unwind flag says true"},
		{"catchswitch handler without catchpad", func(fl *funclets) { fl.sw.Succs()[0] = fl.done }, "catchswitch handler %done does not start with a catchpad"},
		{"catchswitch without handlers", func(fl *funclets) { fl.sw.SetSuccs(nil) }, "catchswitch has no handlers"},
		{"catchswitch not a token", func(fl *funclets) { fl.sw.Typ = I32 }, "catchswitch must produce a token"},
		{"cleanuppad with a bad parent", func(fl *funclets) { fl.c.SetOperand(0, Int(I32, 0)) }, "cleanuppad parent must be none or a catchpad/cleanuppad token"},
		{"cleanupret to a non-pad", func(fl *funclets) {
			fl.cleanR.Flags |= FlagUnwindDest
			fl.cleanR.SetSuccs([]*Block{fl.done})
		}, "cleanupret must unwind to a block starting with a pad other than landingpad"},
		{"catchpad not first", func(fl *funclets) { before(fl.cp, NewInstr(OpFence, Void)).Ordering = SeqCst }, "catchpad must be the first non-phi instruction"},
		{"pad without personality", func(fl *funclets) { fl.w.Personality = nil }, "cleanuppad needs a function with a personality"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			fl := newFunclets()
			c.brk(fl)
			requireProblem(t, Verify(fl.m), c.want)
		})
	}
}
