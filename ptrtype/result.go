package ptrtype

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Result is the outcome of Infer: typed types for the module's values.
type Result struct {
	a *analysis
}

// Infer analyses a canonical module. It never fails: evidence-free
// pointers become i8*.
func Infer(m *ir.Module) *Result {
	// Every pointer-carrying instruction gets a template: size the map
	// for them up front, and the slot table for about half as many slots
	// (C modules have 0.2-0.5 slots per such instruction), so that it is
	// not copied again and again while it grows. The same walk lists
	// those instructions, the loads and stores, the calls and invokes,
	// and the phis and selects (walks, fnWalk), so that the later walks
	// that need only them do not visit every instruction of a large
	// module again.
	nparam := 0
	var w walks
	w.fn = make([]fnWalk, len(m.Funcs))
	for k, f := range m.Funcs {
		nparam += len(f.Params)
		fw := fnWalk{ptr0: int32(len(w.ptr)), mem0: int32(len(w.mem)), call0: int32(len(w.call)), phiSel0: int32(len(w.phiSel))}
		for _, b := range f.Blocks {
			for _, i := range b.Instrs {
				if i.Op == ir.OpAlloca || i.Op == ir.OpGetElementPtr || containsPtr(i.Typ, 0) {
					w.ptr = append(w.ptr, i)
				}
				switch i.Op {
				case ir.OpLoad, ir.OpStore:
					w.mem = append(w.mem, i)
				case ir.OpCall, ir.OpInvoke:
					w.call = append(w.call, i)
				case ir.OpPhi, ir.OpSelect:
					w.phiSel = append(w.phiSel, i)
				}
			}
		}
		fw.ptr1, fw.mem1, fw.call1, fw.phiSel1 = int32(len(w.ptr)), int32(len(w.mem)), int32(len(w.call)), int32(len(w.phiSel))
		w.fn[k] = fw
	}
	nptr := len(w.ptr)
	a := &analysis{m: m, walks: w, slots: make([]slotInfo, 0, nptr/2),
		paramT: make(map[*ir.Param]*tmpl, nparam), retT: make(map[*ir.Func]*tmpl, len(m.Funcs)), valueT: map[ir.Value]*tmpl{},
		instrT: newInstrTab(nptr), elemT: map[*ir.Instr]*tmpl{}, fieldT: map[*ir.Type][]*tmpl{},
		constT: map[ir.Constant]*tmpl{}, numbaDtype: numbaDtype(m), bases: map[*ir.Type]*tmpl{}}
	for _, t := range m.Types {
		if !t.Opaque {
			a.field(t, 0)
		}
	}
	a.collect()
	a.solve()
	a.walks, a.directCalls = walks{}, nil // (only for collect and solve)
	return &Result{a: a}
}

// TypeOf returns the typed type of v: a param, instruction, global value
// (its typed pointer type) or constant expression. Values without
// pointers keep their type; nil for values irfix does not type (null,
// undef: they take whatever type their use needs).
func (r *Result) TypeOf(v ir.Value) *ir.Type {
	t := r.a.vt(v)
	if t == nil {
		return nil
	}
	return r.a.inst(t)
}

// Sig returns f's typed function type.
func (r *Result) Sig(f *ir.Func) *ir.Type { return r.a.inst(r.a.funcT(f)) }

// ValueType returns a global variable's typed value type.
func (r *Result) ValueType(g *ir.Global) *ir.Type { return r.a.inst(r.a.valueT[g]) }

// Body returns the typed fields of a named struct.
func (r *Result) Body(s *ir.Type) []*ir.Type {
	if s.Opaque {
		return nil
	}
	out := make([]*ir.Type, len(s.Fields))
	for k := range s.Fields {
		out[k] = r.a.inst(r.a.field(s, k))
	}
	return out
}

// ElemType returns the typed element type of an alloca or getelementptr,
// and the typed function type of an indirect call (nil otherwise).
func (r *Result) ElemType(i *ir.Instr) *ir.Type {
	if t := r.a.elemT[i]; t != nil {
		return r.a.inst(t)
	}
	return nil
}

// Evidence is one reason for a type choice.
type Evidence struct {
	Type     string  // the candidate type it argues for
	What     string  // kind of evidence: "load", "typed hint", "argument", ...
	Location string  // @fn: instruction text position
	Weight   float64 //
}

// Explanation is why a value got its type.
type Explanation struct {
	Value  string
	Folded bool // the instruction was folded away before the analysis (a no-op cast)
	Type   *ir.Type
	Slots  []SlotExplanation
}

// SlotExplanation explains one pointer inside the value's type.
type SlotExplanation struct {
	Pointee  *ir.Type
	Evidence []Evidence
	// ClassSize is how many pointers share this one's type because they
	// are tied through memory (the evidence is theirs too).
	ClassSize int
}

// Explain returns the evidence for v's type.
func (r *Result) Explain(v ir.Value) *Explanation {
	a := r.a
	ex := &Explanation{Value: a.valueName(v)}
	if i, ok := v.(*ir.Instr); ok && i.Parent == nil {
		// Removed before the analysis (canonicalization folds no-op
		// casts into their operand): nothing to explain.
		ex.Folded = true
		return ex
	}
	t := a.vt(v)
	if t == nil {
		return ex
	}
	return a.explainTmpl(ex, t)
}

// explainTmpl fills ex with the type of template t and the evidence for
// each of its pointers.
func (a *analysis) explainTmpl(ex *Explanation, t *tmpl) *Explanation {
	ex.Type = a.inst(t)
	for _, s := range t.slots(nil) {
		if int(s) >= len(a.sol) {
			continue // (made after solving: nothing the analysis saw)
		}
		se := SlotExplanation{Pointee: a.sol[s]}
		// The type was chosen for the slot's whole class (pointers tied
		// through memory): its evidence is the class's.
		members := []slotID{s}
		if a.members != nil {
			members = a.members[a.find(s)]
		}
		for _, m := range members {
			info := a.slots[m]
			for _, vo := range info.votes {
				ty := a.inst(vo.t)
				what := vo.why.what
				if vo.t.nullish {
					what += " of null (counts only where no other candidate is a pointer)"
				} else if vo.t.kind == tLeaf && a.sol[vo.t.slot] == ir.I8 && isAccess(*vo.why) && a.isVoidClass(vo.t.slot) {
					what += " of a void* (counts only where no other candidate is a pointer: void.go)"
				}
				if vo.decay && ty.Kind == ir.ArrayKind {
					what += " (array decays to its element)"
					ty = ty.Elem
				}
				se.Evidence = append(se.Evidence, Evidence{Type: ty.String(), What: what, Location: a.where(*vo.why), Weight: vo.w})
			}
			for _, e := range info.edges {
				if a.members != nil && a.find(e.to) == a.find(s) {
					continue // inside the class: not a separate vote
				}
				ty := "?"
				if a.sol[e.to] != nil {
					ty = a.sol[e.to].String()
				}
				what, w := e.why.what+" (same pointee as "+slotName(a, e.to)+")", e.w
				if w < 0 { // (hubs.go)
					what, w = what+": "+whatHubVoid, -w
				}
				if a.sol[e.to] == ir.I8 && a.isVoidClass(e.to) {
					if isCopy(*e.why) && a.storedInto(e.why.instr, m) {
						what += ": " + whatVoidStored
					} else if a.voidAside[a.find(s)] {
						what += ": " + whatVoidAside
					}
				}
				se.Evidence = append(se.Evidence, Evidence{Type: ty, What: what, Location: a.where(*e.why), Weight: w})
			}
			for _, o := range a.hubDropped[m] {
				se.Evidence = append(se.Evidence, Evidence{Type: "-", What: o.what, Location: a.where(o)})
			}
		}
		if len(se.Evidence) == 0 && a.slots[s].table != "" && a.sol[s] != nil {
			se.Evidence = append(se.Evidence, Evidence{Type: a.sol[s].String(), What: a.slots[s].table})
		}
		if len(se.Evidence) == 0 && a.slots[s].decided == "" {
			se.Evidence = append(se.Evidence, Evidence{Type: "i8", What: "no evidence: unknown pointee becomes i8", Weight: 0})
		}
		sort.SliceStable(se.Evidence, func(i, j int) bool { return se.Evidence[i].Weight > se.Evidence[j].Weight })
		if d := a.slots[s].decided; d != "" && a.sol[s] != nil {
			// Not a vote: a rule applied after the vote decided.
			se.Evidence = append([]Evidence{{Type: a.sol[s].String(), What: d}}, se.Evidence...)
		}
		for _, m := range members {
			if o := a.slots[m].owner; o != nil && a.sol[s] == o {
				// Not a vote: the votes for types that start with o went to o.
				se.Evidence = append([]Evidence{{Type: o.String(), What: "a pointer field of " + o.String() + " points to it: votes for types that start with it count for it (an intrusive link; fieldself.go)", Location: a.where(a.slots[m].born)}}, se.Evidence...)
				break
			}
		}
		for _, m := range members {
			if fam := a.slots[m].family; fam != nil {
				names := make([]string, len(fam))
				for k, f := range fam {
					names[k] = f.String()
				}
				// Not a vote: it restricts the choice to the template's
				// instantiations the evidence above is compatible with.
				se.Evidence = append([]Evidence{{Type: strings.Join(names, " | "), What: "Itanium C++: `this` of a class template instantiation's method (one of these, the one the evidence reaches at offset 0)", Location: a.where(a.slots[m].born)}}, se.Evidence...)
				break
			}
		}
		for _, m := range members {
			for _, e := range a.slots[m].edges {
				if m < e.to && (strings.HasPrefix(e.why.what, whatByteField) || strings.HasPrefix(e.why.what, whatSteppedMember)) && a.find(e.to) == a.find(s) {
					// Not a vote: a tie through memory a rule made.
					se.Evidence = append([]Evidence{{Type: fmt.Sprint(a.sol[s]), What: e.why.what + ": " + slotName(a, m) + " and " + slotName(a, e.to) + " are one pointer", Location: a.where(*e.why)}}, se.Evidence...)
				}
			}
		}
		if old, ok := a.rechosen[a.find(s)]; ok && old != a.sol[s] && a.slots[s].decided == "" {
			// Not a vote: the class was chosen again from nothing.
			se.Evidence = append([]Evidence{{Type: fmt.Sprint(a.sol[s]), What: whatRechosen + fmt.Sprint(old) + ")"}}, se.Evidence...)
		}
		se.ClassSize = len(members)
		ex.Slots = append(ex.Slots, se)
	}
	return ex
}

// String renders the explanation as the `irfix explain` output.
func (e *Explanation) String() string {
	var b strings.Builder
	if e.Folded {
		fmt.Fprintf(&b, "%s: folded away before the analysis (a no-op cast): explain the value it was cast from\n", e.Value)
		return b.String()
	}
	if e.Type == nil {
		fmt.Fprintf(&b, "%s: no pointer in its type (or a constant that takes its use's type)\n", e.Value)
		return b.String()
	}
	fmt.Fprintf(&b, "%s: %s\n", e.Value, e.Type)
	if len(e.Slots) == 0 {
		b.WriteString("  fixed by its definition (the type it allocates, is declared with, or indexes to)\n")
	}
	for k, s := range e.Slots {
		if len(e.Slots) > 1 {
			fmt.Fprintf(&b, "  pointer #%d -> %s", k+1, s.Pointee)
		} else {
			fmt.Fprintf(&b, "  pointee %s", s.Pointee)
		}
		if s.ClassSize > 1 {
			fmt.Fprintf(&b, " (decided with %d pointers tied to it through memory)", s.ClassSize-1)
		}
		b.WriteByte('\n')
		const maxShown = 12
		for n, ev := range s.Evidence {
			if n == maxShown {
				fmt.Fprintf(&b, "    ... and %d more\n", len(s.Evidence)-maxShown)
				break
			}
			loc := ""
			if ev.Location != "" {
				loc = " at " + ev.Location
			}
			fmt.Fprintf(&b, "    %-6g %-28s %s%s\n", ev.Weight, ev.Type, ev.What, loc)
		}
	}
	return b.String()
}

// valueName names v as LLVM's printer does: %name, or %N for an unnamed
// parameter or instruction (numbered once per function, cached).
func (a *analysis) valueName(v ir.Value) string {
	switch x := v.(type) {
	case *ir.Param:
		if x.Name != "" {
			return "%" + x.Name
		}
		if n, ok := a.localNum(x.Parent, x); ok {
			return fmt.Sprintf("%%%d", n)
		}
		return fmt.Sprintf("parameter #%d", x.Index)
	case *ir.Instr:
		if x.Name != "" {
			return "%" + x.Name
		}
		if n, ok := a.localNum(x.Func(), x); ok {
			return fmt.Sprintf("%%%d (%s)", n, x.Op)
		}
		return x.Op.String() + " instruction"
	case ir.GlobalValue:
		return "@" + x.Common().Name
	}
	return fmt.Sprintf("%T", v)
}

// localNum is v's number in f as LLVM prints unnamed values (%N): from
// the numbering the caller recorded before the module changed
// (SetNumbering), else counted on the module as it is now.
func (a *analysis) localNum(f *ir.Func, v ir.Value) (int, bool) {
	if a.numbering != nil {
		n, ok := a.numbering.num[v]
		return n, ok
	}
	if f == nil {
		return 0, false
	}
	if a.localNums == nil {
		a.localNums = map[*ir.Func]map[ir.Value]int{}
	}
	m, ok := a.localNums[f]
	if !ok {
		m = ir.LocalSlots(f)
		a.localNums[f] = m
	}
	n, ok := m[v]
	return n, ok
}

// position is i's index in its block: as recorded (SetNumbering), else
// as it is now.
func (a *analysis) position(i *ir.Instr) int {
	if a.numbering != nil {
		if n, ok := a.numbering.pos[i]; ok {
			return n
		}
	}
	return i.Index()
}

// Numbering is how a module's unnamed values were numbered and where its
// instructions stood before passes changed it (canonicalization folds
// no-op casts, which renumbers every later unnamed value): Explain's
// locations then match the text the user has.
type Numbering struct {
	num map[ir.Value]int
	pos map[*ir.Instr]int
}

// NumberModule records m's numbering as LLVM prints it now.
func NumberModule(m *ir.Module) *Numbering {
	n := &Numbering{num: map[ir.Value]int{}, pos: map[*ir.Instr]int{}}
	for _, f := range m.Funcs {
		ir.NumberLocals(f, func(v ir.Value, k int) bool {
			if _, dup := n.num[v]; dup {
				return false
			}
			n.num[v] = k
			return true
		})
		for _, b := range f.Blocks {
			for k, i := range b.Instrs {
				n.pos[i] = k
			}
		}
	}
	return n
}

// SetNumbering makes Explain name unnamed values and place instructions
// by n (from NumberModule before the module was canonicalized); values
// n does not know (made by a pass) are named by their opcode.
func (r *Result) SetNumbering(n *Numbering) { r.a.numbering = n }

// where names an origin's place: the function, the block (its label, or
// %N as LLVM numbers an unnamed one) with the instruction's position in
// it, and the instruction (or the value).
func (a *analysis) where(o origin) string {
	fn := o.fn
	if fn == nil && o.instr != nil {
		fn = o.instr.Func()
	}
	var parts []string
	if fn != nil {
		parts = append(parts, "@"+fn.Name)
	}
	if o.instr != nil {
		if b := o.instr.Parent; b != nil {
			bn := "%" + b.Name
			if b.Name == "" {
				bn = "<unnamed block>"
				if n, ok := a.localNum(fn, b); ok {
					bn = fmt.Sprintf("%%%d", n)
				}
			}
			parts = append(parts, fmt.Sprintf("%s #%d", bn, a.position(o.instr)))
		}
		if o.instr.Name == "" && o.instr.HasResult() {
			parts = append(parts, a.valueName(o.instr))
		} else {
			parts = append(parts, o.instr.Op.String())
		}
	} else if o.val != nil {
		parts = append(parts, a.valueName(o.val))
	}
	return strings.Join(parts, " ")
}

func slotName(a *analysis, s slotID) string {
	return slotBorn(a, s) + a.chosenNote(s)
}

func slotBorn(a *analysis, s slotID) string {
	b := a.slots[s].born
	switch {
	case b.val != nil:
		return a.valueName(b.val)
	case b.instr != nil:
		if b.instr.Name != "" {
			return "%" + b.instr.Name
		}
		return b.what + " in " + a.where(b)
	}
	return b.what
}

// Values lists every pointer-carrying value of m with its inferred type,
// in module order, as `@f %x: T` lines (the ptrtype golden format).
func (r *Result) Dump() string {
	var b strings.Builder
	m := r.a.m
	for _, s := range m.Types {
		if s.Opaque {
			continue
		}
		body := r.Body(s)
		if !typedAny(body) {
			continue
		}
		fmt.Fprintf(&b, "%%%s = type %s\n", ir.QuoteNameIfNeeded(s.Name), ir.StructOf(s.Packed, body...).String())
	}
	for _, g := range m.Globals {
		if t := r.ValueType(g); t.HasTypedPointers() {
			fmt.Fprintf(&b, "@%s: %s\n", g.Name, t)
		}
	}
	for _, f := range m.Funcs {
		sig := r.Sig(f)
		if sig.HasTypedPointers() {
			fmt.Fprintf(&b, "@%s: %s\n", f.Name, sig)
		}
		n := 0
		f.Instrs(func(i *ir.Instr) {
			t := r.TypeOf(i)
			name := i.Name
			if name == "" && i.HasResult() {
				name = "#" + strconv.Itoa(n)
			}
			n++
			if t != nil && t.HasTypedPointers() {
				fmt.Fprintf(&b, "@%s %%%s: %s\n", f.Name, name, t)
			} else if i.Op == ir.OpAlloca || i.Op == ir.OpGetElementPtr {
				if e := r.ElemType(i); e != nil && e.HasTypedPointers() {
					fmt.Fprintf(&b, "@%s %%%s: %s elem %s\n", f.Name, name, i.Op, e)
				}
			}
		})
	}
	return b.String()
}

func typedAny(ts []*ir.Type) bool {
	for _, t := range ts {
		if t.HasTypedPointers() {
			return true
		}
	}
	return false
}
