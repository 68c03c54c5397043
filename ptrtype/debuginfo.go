package ptrtype

import (
	"strings"

	"github.com/irfix/irfix/ir"
)

// Debug info (a module compiled with -g): the types the source declares,
// which clang lowered to exactly the typed IR types of the values they
// describe. A parameter a debug record locates in the parameter itself
// (`#dbg_value(ptr %p, !DILocalVariable(arg: 1, type: Foo*), !DIExpression())`),
// a local variable a record declares at an alloca, a global variable its
// DIGlobalVariable describes, the signature a function's DISubprogram
// spells, and the pointer members of a composite whose named struct is
// known decide their pointee as a mangled name does (wSpelled). A
// declared type decides only when it is translated whole into the IR type
// clang writes for it and, erased to opaque pointers, is the value's type:
// a struct by value passed in pieces, a bool parameter (i1 in signatures,
// i8 in memory) or a composite the module has no (or several) named
// struct for give nothing. A DWARF composite names the struct
// `struct.`/`class.`/`union.` + its qualified name (C: its name, or its
// typedef's for an unnamed one); a class template's instantiation is the
// one member of its family (X, X.1, ...) whose size and scalar members'
// offsets agree with the DWARF layout, or — for a parameter — the family,
// decided by the other evidence as a mangled name's is.
type diTypes struct {
	a       *analysis
	isC     bool
	byName  map[string][]*ir.Type // "struct.X" with its .N suffix trimmed, template arguments as "<>" → the module's types
	memo    map[*ir.MDNode]*ir.Type
	busy    map[*ir.MDNode]bool
	fields  map[*ir.Type]bool // named structs found, in order in queue
	queue   []*ir.Type
	compOf  []*ir.MDNode // queue[k]'s DWARF composite
	lastFam []*ir.Type   // the family of the last ambiguous composite (memType)
	seen    map[*ir.MDNode]bool
	done    map[*ir.MDNode]bool // local variables whose declaration was taken
	conc    map[*ir.Type]*tmpl
	opaque  map[string]*ir.Type // the module's opaque structs by name
	roots   []*ir.MDNode        // declared types seen (visitType)
	rooted  map[*ir.MDNode]bool // local variables' types in roots
}

// visitType resolves the composites a DWARF type reaches (walkDITypes).
func (d *diTypes) visitType(n *ir.MDNode, depth int) {
	walkDITypes(n, d.seen, func(c *ir.MDNode) { d.memType(c, 0) })
}

// walkDITypes calls fn for each structure, class and union a DWARF type
// reaches, not seen before: through pointers, typedefs and qualifiers,
// members, bases, template arguments, function types and enclosing
// classes.
func walkDITypes(n *ir.MDNode, seen map[*ir.MDNode]bool, fn func(*ir.MDNode)) {
	walkDITypesD(n, seen, fn, 0)
}

func walkDITypesD(n *ir.MDNode, seen map[*ir.MDNode]bool, fn func(*ir.MDNode), depth int) {
	if n == nil || depth > 64 || seen[n] {
		return
	}
	seen[n] = true
	walk := func(m *ir.MDNode) { walkDITypesD(m, seen, fn, depth+1) }
	switch n.Kind {
	case "DICompositeType":
		if tag, _ := mdIdent(n, "tag"); tag == "DW_TAG_structure_type" || tag == "DW_TAG_class_type" || tag == "DW_TAG_union_type" {
			fn(n)
		}
		walk(mdField(n, "baseType"))
		walk(mdField(n, "scope"))
		for _, key := range []string{"elements", "templateParams"} {
			if v, ok := n.Field(key); ok {
				if tup, _ := v.(*ir.MDNode); tup != nil {
					for _, op := range tup.Ops {
						e, _ := op.(*ir.MDNode)
						if e == nil {
							continue
						}
						switch e.Kind {
						case "DIDerivedType":
							walk(e)
						case "DITemplateTypeParameter", "DISubprogram":
							walk(mdField(e, "type"))
						}
					}
				}
			}
		}
	case "DIDerivedType":
		walk(mdField(n, "baseType"))
	case "DISubroutineType":
		if v, ok := n.Field("types"); ok {
			if tup, _ := v.(*ir.MDNode); tup != nil {
				for _, op := range tup.Ops {
					e, _ := op.(*ir.MDNode)
					walk(e)
				}
			}
		}
	}
}

// debugDeclaredTypes adds to a C module with debug info the structs its
// DWARF declares but never defines (DIFlagFwdDecl: `struct
// sqlite3_stmt;` used only through pointers), which clang's typed
// module had as `%struct.X = type opaque` and llvm-dis dropped (nothing
// names them once pointers are opaque). In C a declaration in the debug
// info is a struct the translation unit never completes (clang omits
// definitions only for C++ classes). Types the module has under that
// name are left alone. The DWARF types walked are the functions'
// signatures, the globals' and the compile units' retained types.
func debugDeclaredTypes(m *ir.Module) []*ir.Type {
	if !hasDebugInfo(m) || !moduleIsC(m) {
		return nil
	}
	have := map[string]bool{}
	for _, t := range m.Types {
		have[trimUniqueSuffix(t.Name)] = true
	}
	var added []*ir.Type
	seen := map[*ir.MDNode]bool{}
	add := func(c *ir.MDNode) {
		fl, _ := mdIdent(c, "flags")
		name := mdStr(c, "name")
		if !strings.Contains(fl, "DIFlagFwdDecl") || name == "" {
			return
		}
		pre := "struct."
		if tag, _ := mdIdent(c, "tag"); tag == "DW_TAG_union_type" {
			pre = "union."
		}
		if have[pre+name] {
			return
		}
		have[pre+name] = true
		x := ir.NewNamedStruct(pre + name)
		m.Types = append(m.Types, x)
		added = append(added, x)
	}
	for _, g := range m.Globals {
		for _, at := range g.MD {
			if gve, _ := at.Node.(*ir.MDNode); at.Kind == "dbg" && gve != nil {
				walkDITypes(mdField(mdField(gve, "var"), "type"), seen, add)
			}
		}
	}
	for _, f := range m.Funcs {
		if sp := funcSubprogram(f); sp != nil {
			walkDITypes(mdField(sp, "type"), seen, add)
		}
	}
	for _, cu := range m.NamedMDByName("llvm.dbg.cu").Nodes {
		if v, ok := cu.Field("retainedTypes"); ok {
			if tup, _ := v.(*ir.MDNode); tup != nil {
				for _, op := range tup.Ops {
					n, _ := op.(*ir.MDNode)
					walkDITypes(n, seen, add)
				}
			}
		}
	}
	return added
}

// newDITypes prepares the debug-info rule (nil: the module has no debug
// info).
func newDITypes(a *analysis) *diTypes {
	if !hasDebugInfo(a.m) {
		return nil
	}
	d := &diTypes{a: a, byName: map[string][]*ir.Type{}, memo: map[*ir.MDNode]*ir.Type{},
		busy: map[*ir.MDNode]bool{}, fields: map[*ir.Type]bool{}, seen: map[*ir.MDNode]bool{}, done: map[*ir.MDNode]bool{}, conc: map[*ir.Type]*tmpl{}, opaque: map[string]*ir.Type{}, rooted: map[*ir.MDNode]bool{}}
	d.isC = moduleIsC(a.m)
	for _, s := range a.m.Types {
		if s.Opaque && s.Name != "" {
			d.opaque[s.Name] = s
		}
		if s.Opaque || s.Name == "" || strings.HasSuffix(s.Name, ".base") {
			continue
		}
		k := templateKey(trimUniqueSuffix(s.Name))
		d.byName[k] = append(d.byName[k], s)
	}
	return d
}

// instr takes the declarations of a function's debug records and
// llvm.dbg.value/declare calls (called for every instruction while the
// function's evidence is collected: no walk of its own).
func (d *diTypes) instr(f *ir.Func, i *ir.Instr) {
	for _, r := range i.DbgRecords() {
		if (r.Kind == ir.DbgValue || r.Kind == ir.DbgDeclare) && len(r.Ops) >= 3 {
			d.record(f, r.Kind == ir.DbgDeclare, r.Ops[0], r.Ops[1], r.Ops[2])
		}
	}
	if i.Op == ir.OpCall {
		if c, ok := i.Callee().(*ir.Func); ok && (c.Name == "llvm.dbg.value" || c.Name == "llvm.dbg.declare") && len(i.Args()) >= 3 {
			ops := i.Args()
			d.record(f, c.Name == "llvm.dbg.declare", mdOf(ops[0]), mdOf(ops[1]), mdOf(ops[2]))
		}
	}
}

// debugInfoEvidence adds the rest of the debug info's evidence: globals,
// signatures, struct members.
func (a *analysis) debugInfoEvidence() {
	d := a.di
	if d == nil {
		return
	}
	for _, g := range a.m.Globals {
		for _, at := range g.MD {
			if at.Kind != "dbg" {
				continue
			}
			gve, _ := at.Node.(*ir.MDNode)
			if gve == nil || gve.Kind != "DIGlobalVariableExpression" || !emptyExpr(mdField(gve, "expr")) {
				continue
			}
			v := mdField(gve, "var")
			if v == nil {
				continue
			}
			d.declared(a.valueT[g], g.ValueType, mdField(v, "type"), origin{what: "debug info: global " + g.Name + " declared as " + diName(mdField(v, "type")), val: g})
		}
	}
	for _, f := range a.m.Funcs {
		if sp := funcSubprogram(f); sp != nil {
			d.signature(f, sp)
			d.visitType(mdField(sp, "type"), 0)
		}
	}
	// Every composite the types seen reach names its struct (the ones
	// only a base class, a template argument or a by-value member
	// mentions too), and the compile units' retained types.
	for _, cu := range a.m.NamedMDByName("llvm.dbg.cu").Nodes {
		if v, ok := cu.Field("retainedTypes"); ok {
			if tup, _ := v.(*ir.MDNode); tup != nil {
				for _, op := range tup.Ops {
					n, _ := op.(*ir.MDNode)
					d.visitType(n, 0)
				}
			}
		}
	}
	for k := 0; k < len(d.roots); k++ {
		d.visitType(d.roots[k], 0)
	}
	// Pointer members of the composites of the structs decided above.
	// (members may find more structs: the queue grows).
	for k := 0; k < len(d.queue); k++ {
		d.visitType(d.compOf[k], 0) // (its by-value members' composites: a global's)
		d.members(d.queue[k], d.compOf[k])
	}
}

func mdOf(v ir.Value) ir.Metadata {
	if m, ok := v.(*ir.MetadataValue); ok {
		return m.MD
	}
	return nil
}

func hasDebugInfo(m *ir.Module) bool { return m.NamedMDByName("llvm.dbg.cu") != nil }

// moduleIsC reports whether the compile unit's language is C (struct
// names are not qualified by scope).
func moduleIsC(m *ir.Module) bool {
	nm := m.NamedMDByName("llvm.dbg.cu")
	for _, cu := range nm.Nodes {
		if l, ok := mdIdent(cu, "language"); ok && strings.HasPrefix(l, "DW_LANG_C") && !strings.HasPrefix(l, "DW_LANG_C_plus_plus") {
			return true
		}
	}
	return false
}

func mdField(n ir.Metadata, name string) *ir.MDNode {
	x, _ := n.(*ir.MDNode)
	if x == nil {
		return nil
	}
	v, _ := x.Field(name)
	r, _ := v.(*ir.MDNode)
	return r
}

func mdIdent(n *ir.MDNode, name string) (string, bool) {
	if n == nil {
		return "", false
	}
	v, ok := n.Field(name)
	if !ok {
		return "", false
	}
	id, ok := v.(ir.MDIdent)
	return id.S, ok
}

func mdStr(n *ir.MDNode, name string) string {
	if n == nil {
		return ""
	}
	v, _ := n.Field(name)
	if s, ok := v.(*ir.MDString); ok && s != nil {
		return s.S
	}
	return ""
}

func mdInt(n *ir.MDNode, name string) (int64, bool) {
	if n == nil {
		return 0, false
	}
	v, ok := n.Field(name)
	if !ok {
		return 0, false
	}
	i, ok := v.(ir.MDInt)
	return i.V, ok && i.Text == ""
}

func emptyExpr(e *ir.MDNode) bool {
	return e != nil && e.Kind == "DIExpression" && len(e.Ops) == 0 && len(e.Fields) == 0
}

// derefExpr reports whether e is DIExpression(DW_OP_deref).
func derefExpr(e *ir.MDNode) bool {
	if e == nil || e.Kind != "DIExpression" || len(e.Ops) != 0 || len(e.Fields) != 1 {
		return false
	}
	id, ok := e.Fields[0].Val.(ir.MDIdent)
	return ok && e.Fields[0].Name == "" && id.S == "DW_OP_deref"
}

func funcSubprogram(f *ir.Func) *ir.MDNode {
	for _, at := range f.MD {
		if at.Kind == "dbg" {
			if n, ok := at.Node.(*ir.MDNode); ok && n != nil && n.Kind == "DISubprogram" {
				return n
			}
		}
	}
	return nil
}

// diName is a DWARF type as Explain shows it (its name, a pointer's
// pointee's with a star).
func diName(n *ir.MDNode) string {
	stars := ""
	for d := 0; n != nil && d < 8; d++ {
		tag, _ := mdIdent(n, "tag")
		switch {
		case tag == "DW_TAG_pointer_type" || tag == "DW_TAG_reference_type" || tag == "DW_TAG_rvalue_reference_type":
			stars += "*"
		case tag == "DW_TAG_typedef" && mdStr(n, "name") != "":
			return mdStr(n, "name") + stars
		case n.Kind == "DIBasicType" || n.Kind == "DICompositeType":
			if s := mdStr(n, "name"); s != "" {
				return s + stars
			}
			return "<unnamed>" + stars
		case n.Kind == "DISubroutineType":
			return "<function>" + stars
		}
		n = mdField(n, "baseType")
	}
	if n == nil {
		return "void" + stars
	}
	return "?" + stars
}

// record handles one dbg.value/dbg.declare: loc, the variable, the
// expression.
func (d *diTypes) record(f *ir.Func, declare bool, loc, v, expr ir.Metadata) {
	vam, _ := loc.(*ir.ValueAsMetadata)
	vn, _ := v.(*ir.MDNode)
	en, _ := expr.(*ir.MDNode)
	if vn == nil || vn.Kind != "DILocalVariable" {
		return
	}
	if ty := mdField(vn, "type"); ty != nil && !d.rooted[ty] {
		// Whatever its records say of values (fragments of a struct
		// the optimizer split), a local's type names the composites
		// it reaches: their members are declared (SQLite's WalHashLoc,
		// only ever a local).
		d.rooted[ty] = true
		d.roots = append(d.roots, ty)
	}
	if vam == nil {
		return
	}
	if !emptyExpr(en) {
		// dbg.value(%alloca, DW_OP_deref): the variable lives in the
		// alloca, as a dbg.declare says (LLVM's LowerDbgDeclare writes
		// it where the alloca's address is passed to a call).
		if x, ok := vam.V.(*ir.Instr); !ok || declare || x.Op != ir.OpAlloca || !derefExpr(en) {
			return
		}
		declare = true
	}
	switch x := vam.V.(type) {
	case *ir.Param:
		if !x.Typ.IsPtr() || d.done[vn] {
			return
		}
		d.done[vn] = true // (a parameter's records repeat its declaration)
		arg, _ := mdInt(vn, "arg")
		if arg == 0 || x.Parent != f || varSubprogram(vn) != funcSubprogram(f) {
			// A local variable's value, or an inlined callee's parameter,
			// that is this parameter: a conversion may have been dropped.
			return
		}
		ty := mdField(vn, "type")
		d.roots = append(d.roots, ty)
		why := origin{what: "debug info: parameter " + mdStr(vn, "name") + " declared as " + diName(ty), val: x, fn: f, idx: x.Index}
		if declare {
			// The parameter is the variable's address (byval, or passed
			// indirectly).
			if t := d.memType(ty, 0); t != nil {
				d.pointsTo(d.a.paramT[x], t, why)
			}
			return
		}
		d.declared(d.a.paramT[x], x.Typ, ty, why)
	case *ir.Instr:
		if !declare || x.Op != ir.OpAlloca || !containsPtr(x.ElemType, 0) || d.done[vn] {
			return
		}
		d.done[vn] = true
		ty := mdField(vn, "type")
		d.roots = append(d.roots, ty)
		d.a.instrTmpl(x)
		why := origin{what: "debug info: local " + mdStr(vn, "name") + " declared as " + diName(ty), instr: x, fn: f}
		d.declared(d.a.elemT[x], x.ElemType, ty, why)
	}
}

// varSubprogram returns the subprogram a local variable belongs to
// (through lexical blocks).
func varSubprogram(v *ir.MDNode) *ir.MDNode {
	sc := mdField(v, "scope")
	for k := 0; sc != nil && k < 64; k++ {
		if sc.Kind == "DISubprogram" {
			return sc
		}
		sc = mdField(sc, "scope")
	}
	return nil
}

// declared: a value of opaque type opq and template t is declared with
// the DWARF type ty.
func (d *diTypes) declared(t *tmpl, opq *ir.Type, ty *ir.MDNode, why origin) {
	if t == nil || opq == nil {
		return
	}
	d.lastFam = nil
	typed := d.memType(ty, 0)
	if typed == nil {
		// A pointer to a class template's instantiation the layout does
		// not single out: the family, as a mangled name gives it.
		if fam := d.lastFam; fam != nil && t.kind == tLeaf && opq.IsPtr() && d.pointerToComposite(ty) && d.a.slots[t.slot].family == nil {
			d.a.slots[t.slot].family = fam
		}
		return
	}
	if typed.Opaqued() != opq {
		return
	}
	if t.kind == tLeaf && typed.Elem != nil {
		d.a.slots[t.slot].votes = append(d.a.slots[t.slot].votes, d.a.newVote(d.concrete(typed.Elem), wSpelled, false, why))
		return
	}
	d.a.matchW(t, typed, wSpelled, why)
}

// concrete is concrete(t), one template per type.
func (d *diTypes) concrete(t *ir.Type) *tmpl {
	c, ok := d.conc[t]
	if !ok {
		c = concrete(t)
		d.conc[t] = c
	}
	return c
}

// pointsTo: a pointer with template t points to a value of typed type ty.
func (d *diTypes) pointsTo(t *tmpl, ty *ir.Type, why origin) {
	if t == nil || t.kind != tLeaf {
		return
	}
	d.a.addVote(t.slot, d.concrete(ty), wSpelled, false, why)
}

func (d *diTypes) pointerToComposite(n *ir.MDNode) bool {
	n = stripQual(n)
	tag, _ := mdIdent(n, "tag")
	if tag != "DW_TAG_pointer_type" && tag != "DW_TAG_reference_type" && tag != "DW_TAG_rvalue_reference_type" {
		return false
	}
	b := stripQual(mdField(n, "baseType"))
	return b != nil && b.Kind == "DICompositeType"
}

// stripQual skips cv-qualifiers and typedefs.
func stripQual(n *ir.MDNode) *ir.MDNode {
	for d := 0; n != nil && d < 16; d++ {
		tag, _ := mdIdent(n, "tag")
		switch tag {
		case "DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type", "DW_TAG_restrict_type", "DW_TAG_atomic_type":
			n = mdField(n, "baseType")
			continue
		}
		return n
	}
	return n
}

// signature: a function's DISubprogram type spells its return and
// parameter types; used when the parameters correspond one to one (no
// sret, no struct passed in pieces).
func (d *diTypes) signature(f *ir.Func, sp *ir.MDNode) {
	st := mdField(sp, "type")
	if st == nil || st.Kind != "DISubroutineType" {
		return
	}
	tys, ok := subroutineTypes(st)
	if !ok || len(tys)-1 != len(f.Params) {
		return
	}
	for k := range f.Params {
		for _, at := range byTypeAttrs {
			if f.Attrs.Param(k).Has(at) {
				return
			}
		}
	}
	what := "debug info: " + f.Name + " declared with "
	if tys[0] != nil && f.Sig.Ret.IsPtr() {
		d.declared(d.a.retT[f], f.Sig.Ret, tys[0], origin{what: what + "return type " + diName(tys[0]), val: f, fn: f})
	}
	for k, p := range f.Params {
		if tys[k+1] == nil || !p.Typ.IsPtr() {
			continue
		}
		d.declared(d.a.paramT[p], p.Typ, tys[k+1], origin{what: what + "parameter type " + diName(tys[k+1]), val: p, fn: f, idx: k})
	}
}

// subroutineTypes returns a DISubroutineType's types (return first; nil
// is void), false when it is variadic.
func subroutineTypes(st *ir.MDNode) ([]*ir.MDNode, bool) {
	v, _ := st.Field("types")
	tup, _ := v.(*ir.MDNode)
	if tup == nil || len(tup.Ops) == 0 {
		return nil, false
	}
	out := make([]*ir.MDNode, len(tup.Ops))
	for k, op := range tup.Ops {
		n, _ := op.(*ir.MDNode)
		if op != nil && n == nil {
			return nil, false
		}
		if k > 0 && n == nil {
			return nil, false // unspecified parameters (...)
		}
		out[k] = n
	}
	return out, true
}

// memType is the typed IR type clang writes in memory for the DWARF type
// n (nil: void, or not translated).
func (d *diTypes) memType(n *ir.MDNode, depth int) *ir.Type {
	if n == nil || depth > 12 {
		return nil
	}
	if t, ok := d.memo[n]; ok {
		return t
	}
	if d.busy[n] {
		return nil
	}
	d.busy[n] = true
	t := d.memType1(n, depth)
	delete(d.busy, n)
	d.memo[n] = t
	return t
}

func (d *diTypes) memType1(n *ir.MDNode, depth int) *ir.Type {
	tag, _ := mdIdent(n, "tag")
	switch n.Kind {
	case "DIBasicType":
		size, _ := mdInt(n, "size")
		enc, _ := mdIdent(n, "encoding")
		switch enc {
		case "DW_ATE_boolean":
			if size == 8 {
				return ir.I8
			}
		case "DW_ATE_signed", "DW_ATE_unsigned", "DW_ATE_signed_char", "DW_ATE_unsigned_char", "DW_ATE_UTF":
			if size > 0 && size <= 128 {
				return ir.IntType(uint32(size))
			}
		case "DW_ATE_float":
			switch {
			case size == 32:
				return ir.Float
			case size == 64:
				return ir.Double
			case size == 16:
				return ir.Half
			case mdStr(n, "name") == "long double" && (size == 80 || size == 128):
				return ir.X86FP80
			}
		}
		return nil
	case "DIDerivedType":
		switch tag {
		case "DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type", "DW_TAG_restrict_type", "DW_TAG_atomic_type":
			b := mdField(n, "baseType")
			if tag == "DW_TAG_typedef" && b != nil && b.Kind == "DICompositeType" && mdStr(b, "name") == "" && d.isC {
				// typedef struct { ... } Name: clang names it struct.Name.
				return d.composite(b, mdStr(n, "name"), depth)
			}
			return d.memType(b, depth+1)
		case "DW_TAG_pointer_type", "DW_TAG_reference_type", "DW_TAG_rvalue_reference_type":
			b := mdField(n, "baseType")
			if b == nil {
				return ir.TypedPtr(ir.I8, 0) // void*
			}
			if sb := stripQual(b); sb == nil {
				return ir.TypedPtr(ir.I8, 0) // const void*
			} else if sb.Kind == "DISubroutineType" {
				if ft := d.funcType(sb, depth); ft != nil {
					return ir.TypedPtr(ft, 0)
				}
				return nil
			}
			e := d.memType(b, depth+1)
			if e == nil {
				return nil
			}
			return ir.TypedPtr(e, 0)
		}
		return nil
	case "DICompositeType":
		switch tag {
		case "DW_TAG_structure_type", "DW_TAG_class_type", "DW_TAG_union_type":
			return d.composite(n, "", depth)
		case "DW_TAG_enumeration_type":
			if size, ok := mdInt(n, "size"); ok && size > 0 && size <= 64 {
				return ir.IntType(uint32(size))
			}
		case "DW_TAG_array_type":
			e := d.memType(mdField(n, "baseType"), depth+1)
			v, _ := n.Field("elements")
			tup, _ := v.(*ir.MDNode)
			if e == nil || tup == nil || len(tup.Ops) == 0 {
				return nil
			}
			for k := len(tup.Ops) - 1; k >= 0; k-- {
				sr, _ := tup.Ops[k].(*ir.MDNode)
				if sr == nil || sr.Kind != "DISubrange" {
					return nil
				}
				c, ok := mdInt(sr, "count")
				if ok && c == -1 && k == 0 {
					// A flexible array member (`T aRhs[]`): clang's [0 x T].
					c = 0
				}
				if !ok || c < 0 {
					return nil
				}
				e = ir.ArrayOf(uint64(c), e)
			}
			return e
		}
	}
	return nil
}

// funcType is the IR function type clang writes for a pointer to the
// DWARF function type n: scalar and pointer parameters only (a struct by
// value is coerced), bool as i1. DWARF ends the types of a variadic
// function, and of C's unprototyped one, with an unspecified parameter
// (null): both are variadic, as clang's `i32 (...)` for `int (*)()`.
func (d *diTypes) funcType(n *ir.MDNode, depth int) *ir.Type {
	v, _ := n.Field("types")
	tup, _ := v.(*ir.MDNode)
	if tup == nil || len(tup.Ops) == 0 {
		return nil
	}
	sig := func(m ir.Metadata) *ir.Type {
		x, _ := m.(*ir.MDNode)
		s := stripQual(x)
		if s == nil {
			return nil
		}
		if s.Kind == "DIBasicType" {
			if enc, _ := mdIdent(s, "encoding"); enc == "DW_ATE_boolean" {
				return ir.I1
			}
		}
		t := d.memType(x, depth+1)
		if t == nil || t.Kind == ir.StructKind || t.Kind == ir.ArrayKind || t.Kind == ir.X86FP80Kind {
			return nil
		}
		return t
	}
	ret := ir.Void
	if tup.Ops[0] != nil {
		if ret = sig(tup.Ops[0]); ret == nil {
			return nil
		}
	}
	var ps []*ir.Type
	variadic := false
	for k, op := range tup.Ops[1:] {
		if op == nil {
			if k == len(tup.Ops)-2 {
				variadic = true
				break
			}
			return nil
		}
		p := sig(op)
		if p == nil {
			return nil
		}
		ps = append(ps, p)
	}
	return ir.FuncOf(ret, ps, variadic)
}

// composite finds the module's named struct of a DWARF structure, class
// or union (name: a typedef's name for an unnamed one).
func (d *diTypes) composite(n *ir.MDNode, name string, depth int) *ir.Type {
	if name == "" {
		name = mdStr(n, "name")
	}
	if name == "" {
		return nil
	}
	if fl, _ := mdIdent(n, "flags"); strings.Contains(fl, "DIFlagFwdDecl") {
		// C: a struct the translation unit never completes, opaque in
		// clang's typed module (debugDeclaredTypes gives it back).
		// C++: a class whose definition the debug info omits.
		if tag, _ := mdIdent(n, "tag"); d.isC && tag != "DW_TAG_class_type" {
			pre := "struct."
			if tag == "DW_TAG_union_type" {
				pre = "union."
			}
			if t := d.opaque[pre+name]; t != nil {
				return t
			}
		}
		return nil
	}
	tmpl := false
	if !d.isC {
		// The qualified name, an enclosing instantiation's arguments as
		// "<>" (clang spells them its own way: templateKey).
		if i := strings.IndexByte(name, '<'); i >= 0 {
			name, tmpl = name[:i], true
		}
	scopes:
		for sc, k := mdField(n, "scope"), 0; sc != nil && k < 16; sc, k = mdField(sc, "scope"), k+1 {
			switch sc.Kind {
			case "DINamespace":
				s := mdStr(sc, "name")
				if s == "" {
					s = "(anonymous namespace)"
				}
				name = s + "::" + name
			case "DICompositeType":
				s := mdStr(sc, "name")
				if s == "" {
					return nil
				}
				if strings.Contains(s, "<") {
					s, tmpl = templateKey(s), true
				}
				name = s + "::" + name
			case "DIFile", "DICompileUnit":
				break scopes
			default:
				return nil // a function's local class
			}
		}
	}
	tag, _ := mdIdent(n, "tag")
	pre := []string{"struct.", "class.", "union."}
	switch tag {
	case "DW_TAG_class_type":
		pre = []string{"class.", "struct."}
	case "DW_TAG_union_type":
		pre = []string{"union."}
	case "DW_TAG_structure_type":
		pre = []string{"struct.", "class."}
	}
	var cands []*ir.Type
	for _, p := range pre {
		if cs := d.byName[p+name]; len(cs) > 0 {
			cands = cs
			break
		}
	}
	if len(cands) == 0 {
		return nil
	}
	var fit []*ir.Type
	for _, c := range cands {
		if d.layoutAgrees(n, c, depth) {
			fit = append(fit, c)
		}
	}
	if len(fit) != 1 {
		if tmpl && len(fit) > 1 {
			d.lastFam = fit
		}
		return nil
	}
	if !d.fields[fit[0]] {
		d.fields[fit[0]] = true
		d.queue = append(d.queue, fit[0])
		d.compOf = append(d.compOf, n)
	}
	return fit[0]
}

// layoutAgrees: the DWARF composite's size is the struct's, and each of
// its scalar and pointer members sits in a field of that kind.
func (d *diTypes) layoutAgrees(n *ir.MDNode, s *ir.Type, depth int) bool {
	dl := d.a.layout()
	if dl == nil {
		return false
	}
	sz, err := dl.Size(s)
	size, ok := mdInt(n, "size")
	if err != nil || !ok || uint64(size) != 8*sz {
		// clang's struct has no tail padding of its own when a class is
		// only a base; an empty class is { i8 }.
		if !(ok && size == 8 && sz == 1) {
			return false
		}
	}
	for _, m := range compositeMembers(n) {
		off, _ := mdInt(m, "offset")
		if fl, _ := mdIdent(m, "flags"); strings.Contains(fl, "DIFlagBitField") || off%8 != 0 {
			continue
		}
		b := stripQual(mdField(m, "baseType"))
		var want *ir.Type
		switch {
		case b == nil:
			continue
		case b.Kind == "DIBasicType":
			want = d.memType(b, depth+1)
		case b.Kind == "DIDerivedType":
			want = ir.Ptr
		default:
			continue
		}
		if want == nil {
			continue
		}
		if _, ok := fieldAt(dl, s, uint64(off/8), want, 0); !ok {
			return false
		}
	}
	return true
}

// compositeMembers returns the data members (not static ones, not
// bases) of a DWARF composite.
func compositeMembers(n *ir.MDNode) []*ir.MDNode {
	v, _ := n.Field("elements")
	tup, _ := v.(*ir.MDNode)
	if tup == nil {
		return nil
	}
	var out []*ir.MDNode
	for _, op := range tup.Ops {
		m, _ := op.(*ir.MDNode)
		if m == nil || m.Kind != "DIDerivedType" {
			continue
		}
		if tag, _ := mdIdent(m, "tag"); tag != "DW_TAG_member" {
			continue
		}
		// Static members are no fields; artificial ones (the vptr,
		// whose DWARF type is no C++ type) are not declared.
		if fl, _ := mdIdent(m, "flags"); strings.Contains(fl, "DIFlagStaticMember") || strings.Contains(fl, "DIFlagArtificial") {
			continue
		}
		out = append(out, m)
	}
	return out
}

// members: the pointer members of composite c are the fields of s at
// their offsets.
func (d *diTypes) members(s *ir.Type, c *ir.MDNode) {
	dl := d.a.layout()
	if dl == nil {
		return
	}
	for _, m := range compositeMembers(c) {
		off, _ := mdInt(m, "offset")
		if off%8 != 0 {
			continue
		}
		ty := mdField(m, "baseType")
		b := stripQual(ty)
		if tag, _ := mdIdent(b, "tag"); b != nil && tag == "DW_TAG_array_type" {
			d.arrayMember(s, m, ty, uint64(off/8))
			continue
		}
		if b == nil || b.Kind != "DIDerivedType" {
			continue
		}
		path, ok := fieldAt(dl, s, uint64(off/8), ir.Ptr, 0)
		if !ok || len(path) != 1 {
			continue
		}
		why := origin{what: "debug info: member " + mdStr(m, "name") + " of " + s.Name + " declared as " + diName(ty)}
		d.lastFam = nil
		d.declared(d.a.field(s, int(path[0])), ir.Ptr, ty, why)
	}
}

// arrayMember: a member of composite type ty that is an array (of
// pointers, or of anything holding one: `sqlite3_value *aRhs[]`, a
// flexible array member clang writes [0 x T]) is the field of s that
// starts at byte off and has that array's type once pointers are opaque.
func (d *diTypes) arrayMember(s *ir.Type, m, ty *ir.MDNode, off uint64) {
	offs, err := d.a.layout().FieldOffsets(s)
	if err != nil {
		return
	}
	for k, o := range offs {
		if o == off && s.Fields[k].Kind == ir.ArrayKind && containsPtr(s.Fields[k], 0) {
			why := origin{what: "debug info: member " + mdStr(m, "name") + " of " + s.Name + " declared as an array of " + diName(mdField(stripQual(ty), "baseType"))}
			d.lastFam = nil
			d.declared(d.a.field(s, k), s.Fields[k], ty, why)
			return
		}
	}
}

// layout returns the module's parsed data layout (nil if it does not
// parse).
func (a *analysis) layout() *ir.Layout {
	if a.dl == nil {
		dl, err := ir.ParseDataLayout(a.m.DataLayout)
		if err != nil {
			return nil
		}
		a.dl = dl
	}
	return a.dl
}
