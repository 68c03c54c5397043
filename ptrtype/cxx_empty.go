package ptrtype

import (
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Empty class template instantiations (std::allocator<T>, its
// __new_allocator<T> base, a tuple's empty deleter, comparators) are
// named by nothing but pointers in an opaque module — clang never
// indexes or allocates them in code that takes only their address — so
// llvm-dis drops their types, and the typed module had one per
// instantiation: X, X.N, ... clang names them in creation order, with
// the LLVM context's one counter giving the ".N" of every name that was
// taken already.
//
// emptyInstances decides, from the module's own methods, which
// instantiations those were and what clang called them:
//
//   - an instantiation is one mangled class prefix (`SaIiE`,
//     `St15__new_allocatorIiE`: the prefix of a method's name is spelled
//     without substitutions from outside it, so one instantiation is
//     always spelled alike);
//   - it is an empty class when every method with a `this` gives it
//     clang's dereferenceable(1) (sizeof of a class without members);
//   - it has a type in the module when a method indexes its `this` as
//     a type of the template (getelementptr), or a method is called on
//     an alloca of one: then that type is the instantiation's;
//   - the others were dropped. They come back as { i8 }, clang's layout
//     of an empty class, named after the template, with the keyword of
//     the template's other types (else of the class they are a base of:
//     one hierarchy is one style; else "struct", a guess). The name
//     without ".N" goes to the first the module mentions when no type
//     has it. The others are numbered as clang numbered them: clang
//     converts a class, then its bases (a constructor calls their base
//     constructors on its `this`, in order), then its members (the
//     fields of its type), so a dropped class follows the types around
//     it in that walk: the number after the last numbered type before
//     it, or before the first after it. A number that walk does not give
//     is a guess past every number the module uses, and says so.
//
// The `this` of an instantiation's methods is then a pointer to its
// type (emptyThis), as the template's only instantiation's would be.

type emptyInst struct {
	key, fam string // mangled prefix; template (templateKey)
	first    int    // the first function that names it
	ty       *ir.Type
	name     string // the dropped class's name, decided
	why      string // how the name was decided
	guessed  bool
	empty    bool
	sized    bool // a method gives its this another size
	bases    []string
}

// emptyInstances returns the module's instantiations by key, and the
// dropped empty ones in module order.
func emptyInstances(m *ir.Module) (map[string]*emptyInst, []*emptyInst) {
	insts := map[string]*emptyInst{}
	var order []*emptyInst
	get := func(fam, key string, k int) *emptyInst {
		e := insts[key]
		if e == nil {
			e = &emptyInst{key: key, fam: fam, first: k}
			insts[key] = e
			order = append(order, e)
		}
		return e
	}
	for k, f := range m.Funcs {
		if strings.HasPrefix(f.Name, "_ZTh") || strings.HasPrefix(f.Name, "_ZTv") {
			continue
		}
		fam, key := templateMethodInst(f.Name)
		if fam == "" {
			continue
		}
		e := get(fam, key, k)
		this := emptyThisIndex(f)
		if this < 0 {
			continue
		}
		if at, ok := f.Attrs.Param(this).Get(ir.AttrDereferenceable); ok {
			if at.Int == 1 {
				e.empty = true
			} else {
				e.sized = true
			}
		}
	}
	if len(order) == 0 {
		return insts, nil // (no C++ class template here: C, Numba, Rust)
	}
	// Which types the code names (allocas, getelementptrs, globals, and
	// what those hold): the others were added after the module was read
	// (CompleteTypes), and are not evidence of what llvm-dis kept.
	used := usedNamedTypes(m)
	byFam := map[string][]*ir.Type{}
	for _, s := range m.Types {
		kw, src := splitKeyword(s.Name)
		if kw == "" || !used[s] || strings.HasSuffix(src, ".base") {
			continue
		}
		byFam[templateKey(trimUniqueSuffix(src))] = append(byFam[templateKey(trimUniqueSuffix(src))], s)
	}
	conflict := map[string]bool{} // templates whose identification disagrees
	identify := func(e *emptyInst, t *ir.Type) {
		if t == nil || !t.IsNamed() {
			return
		}
		if _, src := splitKeyword(t.Name); templateKey(trimUniqueSuffix(src)) != e.fam {
			return
		}
		if e.ty != nil && e.ty != t {
			conflict[e.fam] = true
		}
		e.ty = t
	}
	for _, f := range m.Funcs {
		if f.IsDeclaration() {
			continue
		}
		_, key := templateMethodInst(f.Name)
		e := insts[key]
		thisVals := map[ir.Value]bool{}
		if k := emptyThisIndex(f); e != nil && k >= 0 {
			thisVals[f.Params[k]] = true
		}
		slots := map[ir.Value]bool{} // allocas this was stored into
		f.Instrs(func(i *ir.Instr) {
			switch i.Op {
			case ir.OpStore:
				if thisVals[i.Operand(0)] {
					slots[i.Operand(1)] = true
				}
			case ir.OpLoad:
				if slots[i.Operand(0)] {
					thisVals[i] = true
				}
			case ir.OpBitCast:
				if thisVals[i.Operand(0)] {
					thisVals[i] = true
				}
			case ir.OpGetElementPtr:
				if e != nil && thisVals[i.Operand(0)] {
					identify(e, i.ElemType)
				}
			case ir.OpCall, ir.OpInvoke:
				cf := i.CalledFunc()
				if cf == nil {
					return
				}
				k := emptyThisIndex(cf)
				if k < 0 || k >= len(i.Args()) {
					return
				}
				_, ck := templateMethodInst(cf.Name)
				ce := insts[ck]
				if ce == nil {
					return
				}
				arg := stripBitcasts(i.Args()[k])
				if a, ok := arg.(*ir.Instr); ok && a.Op == ir.OpAlloca {
					identify(ce, a.ElemType)
				} else if ft := fieldOf(arg); ft != nil {
					identify(ce, ft) // a method called on a member
				}
				// A base-object constructor called on this: a base.
				if e != nil && isBaseCtor(f.Name) && isBaseCtor(cf.Name) && ck != key && thisOrField(arg, thisVals) && !contains(e.bases, ck) {
					e.bases = append(e.bases, ck)
				}
			}
		})
	}
	// The dropped ones: empty, no type of their own, and every empty
	// type the template has in the module is some instantiation's.
	taken := map[*ir.Type]bool{}
	for _, e := range order {
		if e.ty != nil {
			if taken[e.ty] {
				conflict[e.fam] = true
			}
			taken[e.ty] = true
		}
	}
	var dropped []*emptyInst
	for _, e := range order {
		if e.ty != nil || !e.empty || e.sized || conflict[e.fam] || strings.Contains(e.fam, "<") {
			continue
		}
		ok := true
		for _, t := range byFam[e.fam] {
			if !taken[t] && isEmptyBody(t) {
				ok = false // an empty type nothing identifies: it may be this one
			}
		}
		if ok {
			dropped = append(dropped, e)
		}
	}
	nameDropped(m, insts, dropped, byFam, used)
	return insts, dropped
}

// nameDropped gives the dropped instantiations their names (see above).
func nameDropped(m *ir.Module, insts map[string]*emptyInst, dropped []*emptyInst, byFam map[string][]*ir.Type, usedT map[*ir.Type]bool) {
	if len(dropped) == 0 {
		return
	}
	// An empty type nothing names is one this rule gave back (Infer
	// decides again on the module CompleteTypes completed): its name
	// and number are not the module's.
	ours := func(t *ir.Type) bool { return !usedT[t] && isEmptyBody(t) }
	has := func(name string) bool {
		t := m.NamedType(name)
		return t != nil && !ours(t)
	}
	used := map[int]bool{} // the ".N" numbers the module's types use
	maxN := -1
	for _, s := range m.Types {
		if ours(s) {
			continue
		}
		if n, ok := uniqueSuffix(s.Name); ok {
			used[n] = true
			maxN = max(maxN, n)
		}
	}
	isDropped := map[*emptyInst]bool{}
	for _, e := range dropped {
		isDropped[e] = true
	}
	derived := map[string]*emptyInst{} // base key → a class it is a base of
	keys := make([]string, 0, len(insts))
	for k := range insts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, b := range insts[k].bases {
			if derived[b] == nil {
				derived[b] = insts[k]
			}
		}
	}
	// keyword: the template's types', else its derived class's.
	kwOf := map[*emptyInst]string{}
	var keyword func(e *emptyInst, d int) (string, bool)
	keyword = func(e *emptyInst, d int) (string, bool) {
		if e.ty != nil {
			kw, _ := splitKeyword(e.ty.Name)
			return kw, true
		}
		if kw, ok := kwOf[e]; ok {
			return kw, true
		}
		kws := map[string]bool{}
		for _, t := range byFam[e.fam] {
			kw, _ := splitKeyword(t.Name)
			kws[kw] = true
		}
		if len(kws) == 1 {
			for kw := range kws {
				return kw, true
			}
		}
		if p := derived[e.key]; p != nil && d < 8 {
			if kw, ok := keyword(p, d+1); ok {
				return kw, ok
			}
		}
		return "struct", false
	}
	members := map[string][]*emptyInst{}
	for _, e := range dropped {
		kw, ok := keyword(e, 0)
		kwOf[e] = kw
		if !ok {
			e.guessed = true
			e.why = "keyword GUESSED (struct): nothing in the module spells it; "
		}
		members[e.fam] = append(members[e.fam], e)
	}
	numbered := map[*emptyInst]bool{}
	for _, e := range dropped { // (in module order: the first mentioned first)
		base := kwOf[e] + "." + e.fam
		if !has(base) && !takenName(dropped, base) {
			e.name = base
			e.why += "the first " + e.fam + " the module mentions, and no type has the plain name"
			continue
		}
		numbered[e] = true
	}
	// Numbers from clang's conversion walk.
	nodeOf := func(key string) any {
		if e := insts[key]; e != nil && e.ty != nil {
			return e.ty
		}
		return insts[key]
	}
	keyOf := map[*ir.Type]string{}
	for _, k := range keys {
		if t := insts[k].ty; t != nil {
			keyOf[t] = k
		}
	}
	children := func(n any) []any {
		var out []any
		var key string
		var t *ir.Type
		switch x := n.(type) {
		case *emptyInst:
			key = x.key
		case *ir.Type:
			key, t = keyOf[x], x
		}
		if e := insts[key]; e != nil {
			for _, b := range e.bases {
				if insts[b] != nil {
					out = append(out, nodeOf(b))
				}
			}
		}
		if t != nil {
			for _, f := range t.Fields {
				for f.Kind == ir.ArrayKind {
					f = f.Elem
				}
				if f.IsNamed() {
					out = append(out, f)
				}
			}
		}
		return out
	}
	parent := map[any]any{}
	var all []any
	for _, k := range keys {
		all = append(all, nodeOf(k))
	}
	for _, s := range m.Types {
		if !s.Opaque && !ours(s) {
			all = append(all, s)
		}
	}
	for _, n := range all {
		for _, c := range children(n) {
			if _, ok := parent[c]; !ok && c != n {
				parent[c] = n
			}
		}
	}
	// number: a type's ".N"; a dropped numbered class's is found below.
	collides := func(n any) (int, bool, bool) { // number, known, collides
		switch x := n.(type) {
		case *ir.Type:
			v, ok := uniqueSuffix(x.Name)
			return v, ok, ok
		case *emptyInst:
			return 0, false, numbered[x]
		}
		return 0, false, false
	}
	assigned := map[int]bool{}
	for _, e := range dropped {
		if !numbered[e] {
			continue
		}
		root := any(e)
		for d := 0; d < 32; d++ {
			p, ok := parent[root]
			if !ok {
				break
			}
			root = p
		}
		var seq []any
		seen := map[any]bool{}
		var walk func(n any, d int)
		walk = func(n any, d int) {
			if seen[n] || d > 32 {
				return
			}
			seen[n] = true
			if _, _, c := collides(n); c {
				seq = append(seq, n)
			}
			for _, c := range children(n) {
				walk(c, d+1)
			}
		}
		walk(root, 0)
		at := -1
		for k, n := range seq {
			if n == any(e) {
				at = k
			}
		}
		num, found, dir := -1, "", "after"
		for k := at - 1; at >= 0 && k >= 0; k-- {
			if v, known, _ := collides(seq[k]); known {
				num, found = v+(at-k), seq[k].(*ir.Type).Name
				break
			}
		}
		for k := at + 1; num < 0 && at >= 0 && k < len(seq); k++ {
			if v, known, _ := collides(seq[k]); known {
				num, found, dir = v-(k-at), seq[k].(*ir.Type).Name, "before"
				break
			}
		}
		base := kwOf[e] + "." + e.fam
		if num >= 0 && !used[num] && !assigned[num] {
			assigned[num] = true
			e.name = base + "." + strconv.Itoa(num)
			e.why += "numbered " + dir + " " + found + " in clang's walk of classes, bases and members"
			continue
		}
		for maxN++; used[maxN] || assigned[maxN]; maxN++ {
		}
		assigned[maxN] = true
		e.name = base + "." + strconv.Itoa(maxN)
		e.guessed = true
		e.why += "number GUESSED: past every number the module uses (its neighbours in clang's walk do not say)"
	}
}

func takenName(dropped []*emptyInst, name string) bool {
	for _, e := range dropped {
		if e.name == name {
			return true
		}
	}
	return false
}

// droppedEmptyInstances gives the dropped empty instantiations back as
// { i8 } (CompleteTypes).
func droppedEmptyInstances(m *ir.Module) []*ir.Type {
	_, dropped := emptyInstances(m)
	var added []*ir.Type
	for _, e := range dropped {
		if e.name == "" || m.NamedType(e.name) != nil {
			continue
		}
		x := ir.NewNamedStruct(e.name)
		x.SetBody(false, ir.I8)
		m.Types = append(m.Types, x)
		added = append(added, x)
	}
	return added
}

// instTypes are the own types of the empty instantiations whose type
// the module has (kept by llvm-dis, or given back by CompleteTypes), by
// the key the demangler decodes for them (instKey), when the template
// has several types: a pointer or reference to one spells that type.
type instTypes struct {
	byKey   map[string]*ir.Type
	why     map[*ir.Type]string // how the type was decided
	byInst  map[string]*ir.Type // by mangled prefix (this of methods)
	key     func(*ir.Type) string
	guessed map[*ir.Type]bool
}

// emptyInstTypes decides a.empties.
func (a *analysis) emptyInstTypes(classes func(string) *ir.Type) {
	insts, dropped := emptyInstances(a.m)
	it := &instTypes{byKey: map[string]*ir.Type{}, why: map[*ir.Type]string{}, byInst: map[string]*ir.Type{}, guessed: map[*ir.Type]bool{}}
	famName := map[*ir.Type]string{}
	for st, fam := range a.famOf {
		name := strings.TrimPrefix(st.Name, "template ")
		famName[st] = name
		for _, t := range fam {
			famName[t] = name
		}
	}
	var key func(t *ir.Type, d int) string
	key = func(t *ir.Type, d int) string {
		switch {
		case t == nil || d > 8:
			return "?"
		case famName[t] != "":
			return "T:" + famName[t]
		case t.Kind == ir.PointerKind && t.Elem != nil:
			return key(t.Elem, d+1) + "*"
		}
		return t.String()
	}
	it.key = func(t *ir.Type) string { return key(t, 0) }
	for _, e := range dropped {
		if t := a.m.NamedType(e.name); t != nil && isEmptyBody(t) {
			e.ty = t
			it.why[t] = "an empty class llvm-dis dropped, given back as " + e.name + ": " + e.why + "; cxx_empty.go"
			it.guessed[t] = e.guessed
		}
	}
	keys := make([]string, 0, len(insts))
	for k := range insts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	bad := map[string]bool{}
	for _, k := range keys {
		e := insts[k]
		if e.ty == nil || !e.empty || e.sized || strings.Contains(e.fam, "<") {
			continue
		}
		if fam := a.famOf[a.famByName[e.fam]]; len(fam) < 2 {
			continue
		}
		if it.why[e.ty] == "" {
			it.why[e.ty] = "its objects are " + e.ty.Name + " in this module; cxx_empty.go"
		}
		it.byInst[k] = e.ty
		src := k
		if src[0] != 'S' {
			src = "N" + src + "E"
		}
		d := &demangler{s: src, classes: classes, family: a.family, inst: &instTypes{key: it.key}}
		if _, ok := d.typ(); !ok || d.s != "" || d.lastInst == "" {
			continue
		}
		if old := it.byKey[d.lastInst]; old != nil && old != e.ty {
			bad[d.lastInst] = true
		}
		it.byKey[d.lastInst] = e.ty
	}
	for k := range bad {
		delete(it.byKey, k)
	}
	if len(it.byKey) == 0 && len(it.byInst) == 0 {
		return // (the demangler then makes no keys)
	}
	a.empties = it
}

// emptyThis: the `this` of a method of such an instantiation is a
// pointer to its type.
func (a *analysis) emptyThis() {
	if a.empties == nil {
		return
	}
	for _, f := range a.m.Funcs {
		if strings.HasPrefix(f.Name, "_ZTh") || strings.HasPrefix(f.Name, "_ZTv") {
			continue
		}
		_, key := templateMethodInst(f.Name)
		ty := a.empties.byInst[key]
		if ty == nil {
			continue
		}
		k := emptyThisIndex(f)
		if k < 0 {
			continue
		}
		t := a.paramT[f.Params[k]]
		if t == nil || t.kind != tLeaf {
			continue
		}
		o := origin{what: "Itanium C++ ABI: `this` of a method of the empty instantiation " + key + ": " + a.empties.why[ty], val: f.Params[k], fn: f}
		a.addVote(t.slot, baseT(ty), wSpelled, false, o)
	}
}

// emptyThisIndex is the index of a method's `this` (after an sret), or
// -1 when the function surely has none: a constructor, destructor or
// cv-qualified method has one; another has one when its mangled name's
// parameters are one fewer than its IR's.
func emptyThisIndex(f *ir.Func) int {
	k := 0
	if len(f.Params) > 0 && f.Attrs.Param(0).Has(ir.AttrSRet) {
		k = 1
	}
	if k >= len(f.Params) || !f.Params[k].Typ.IsPtr() {
		return -1
	}
	if ctorOrDtor(f.Name) {
		return k
	}
	for _, cv := range []string{"_ZNK", "_ZNV", "_ZNr"} {
		if strings.HasPrefix(f.Name, cv) {
			return k // cv-qualified
		}
	}
	params, complete, nested := itaniumParamsFamily(f.Name, func(string) *ir.Type { return nil }, nil)
	if nested && complete && len(f.Params)-k == len(params)+1 {
		return k
	}
	return -1
}

// isBaseCtor reports whether a mangled name is a base-object constructor (C2).
func isBaseCtor(name string) bool {
	return strings.HasPrefix(afterClass(name), "C2")
}

// ctorOrDtor reports whether a mangled name is a constructor or
// destructor of a class template instantiation (or a class nested in one).
func ctorOrDtor(name string) bool {
	r := afterClass(name)
	if len(r) < 2 {
		return false
	}
	return (r[0] == 'C' || r[0] == 'D') && r[1] >= '0' && r[1] <= '3' || strings.HasPrefix(r, "CI")
}

// afterClass is what follows the class prefix of a method of an
// instantiation in its mangled name ("C2Ev" in `_ZNSaIiEC2Ev`), or "".
func afterClass(name string) string {
	_, key := templateMethodInst(name)
	if key == "" {
		return ""
	}
	s, ok := nestedName(name)
	if !ok || !strings.HasPrefix(s, key) {
		return ""
	}
	return s[len(key):]
}

// thisOrField reports whether v is this or an address computed from it.
func thisOrField(v ir.Value, this map[ir.Value]bool) bool {
	for d := 0; d < 4; d++ {
		v = stripBitcasts(v)
		if this[v] {
			return true
		}
		i, ok := v.(*ir.Instr)
		if !ok || i.Op != ir.OpGetElementPtr {
			return false
		}
		v = i.Operand(0)
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func isEmptyBody(t *ir.Type) bool {
	return !t.Opaque && len(t.Fields) == 1 && t.Fields[0].IsInt(8)
}

// splitKeyword splits "class.std::allocator.2" into "class" and
// "std::allocator.2"; "" when the name has no C++ keyword.
func splitKeyword(name string) (string, string) {
	for _, pre := range []string{"class", "struct", "union"} {
		if src, ok := strings.CutPrefix(name, pre+"."); ok {
			return pre, src
		}
	}
	return "", name
}

// uniqueSuffix is the ".N" LLVM appended to a repeated type name.
func uniqueSuffix(name string) (int, bool) {
	t := trimUniqueSuffix(name)
	if t == name {
		return 0, false
	}
	n, err := strconv.Atoi(name[len(t)+1:])
	return n, err == nil
}

// usedNamedTypes is the set of named types the module's code and
// globals name, with the types those hold.
func usedNamedTypes(m *ir.Module) map[*ir.Type]bool {
	used := map[*ir.Type]bool{}
	var mark func(t *ir.Type, d int)
	mark = func(t *ir.Type, d int) {
		if t == nil || d > 32 {
			return
		}
		if t.IsNamed() {
			if used[t] {
				return
			}
			used[t] = true
		}
		switch t.Kind {
		case ir.ArrayKind, ir.VectorKind:
			mark(t.Elem, d+1)
		case ir.StructKind:
			for _, f := range t.Fields {
				mark(f, d+1)
			}
		}
	}
	for _, g := range m.Globals {
		mark(g.ValueType, 0)
	}
	markAttrs := func(s ir.AttrSet) {
		for _, at := range s {
			mark(at.Type, 0)
		}
	}
	for _, f := range m.Funcs {
		markAttrs(f.Attrs.Ret)
		for _, s := range f.Attrs.Params {
			markAttrs(s)
		}
		f.Instrs(func(i *ir.Instr) {
			if i.Op.IsCallLike() {
				for _, s := range i.Attrs().Params {
					markAttrs(s)
				}
			}
			if i.ElemType != nil && i.ElemType.Kind != ir.FuncKind {
				mark(i.ElemType, 0)
			}
			mark(i.Typ, 0)
		})
	}
	return used
}

// fieldOf is the type of the member a `getelementptr %T, ptr %p, 0, j`
// addresses, or nil.
func fieldOf(v ir.Value) *ir.Type {
	i, ok := v.(*ir.Instr)
	if !ok || i.Op != ir.OpGetElementPtr || i.NumOperands() != 3 || i.ElemType == nil || !i.ElemType.IsNamed() {
		return nil
	}
	z, ok1 := i.Operand(1).(*ir.ConstInt)
	j, ok2 := i.Operand(2).(*ir.ConstInt)
	if !ok1 || !ok2 || z.Big != nil || j.Big != nil || z.V != 0 || j.V >= uint64(len(i.ElemType.Fields)) {
		return nil
	}
	return i.ElemType.Fields[j.V]
}

// stripBitcasts steps over pointer bitcasts (llvm-dis keeps clang's
// `bitcast ptr to ptr`).
func stripBitcasts(v ir.Value) ir.Value {
	for d := 0; d < 8; d++ {
		i, ok := v.(*ir.Instr)
		if !ok || i.Op != ir.OpBitCast {
			return v
		}
		v = i.Operand(0)
	}
	return v
}
