package ir

import (
	"strconv"
	"strings"
	"unsafe"
)

// Metadata checks: the shape of !dbg attachments and debug records, and
// that function-local values appear only where LLVM allows them (call
// arguments and debug record locations), never inside metadata nodes.

func isMDKind(md Metadata, kind string) bool {
	n, ok := md.(*MDNode)
	return ok && n.Kind == kind
}

// isEmptyTuple reports whether md is `!{}`.
func isEmptyTuple(md Metadata) bool {
	n, ok := md.(*MDNode)
	return ok && n.Kind == "" && len(n.Ops) == 0 && len(n.Fields) == 0
}

// isLocalScope reports whether md is a DILocalScope (what a DILocation's
// scope must be).
func isLocalScope(md Metadata) bool {
	n, ok := md.(*MDNode)
	if !ok {
		return false
	}
	switch n.Kind {
	case "DISubprogram", "DILexicalBlock", "DILexicalBlockFile":
		return true
	}
	return false
}

// verifyInstrMD checks an instruction's metadata attachments and debug
// records.
func (v *verifier) verifyInstrMD(i *Instr) {
	for k, a := range i.MD {
		for _, b := range i.MD[:k] {
			if b.Kind == a.Kind {
				v.instrErrf(i, "duplicate !%s attachment", a.Kind)
			}
		}
		n, ok := a.Node.(*MDNode)
		if !ok || n == nil {
			v.instrErrf(i, "!%s attachment is not a metadata node", a.Kind)
			continue
		}
		if a.Kind == "dbg" && n.Kind != "DILocation" {
			v.instrErrf(i, "!dbg attachment must be a DILocation, not %s", mdKindName(n))
			continue
		}
		v.checkGlobalMD(n, func(msg string) { v.instrErrf(i, "!%s: %s", a.Kind, msg) })
	}
	for k, r := range i.DbgRecords() {
		if r == nil {
			v.instrErrf(i, "debug record %d is nil", k)
			continue
		}
		if msg := v.dbgRecordProblem(i, r); msg != "" {
			v.instrErrf(i, "debug record %d: %s", k, msg)
		}
	}
}

func mdKindName(n *MDNode) string {
	if n.Kind == "" {
		return "a tuple"
	}
	return n.Kind
}

// dbgRecordProblem checks a debug record's operand count and kinds (see
// DbgRecordKind): location, variable, expression, DILocation, and for
// #dbg_assign the DIAssignID, address and address expression.
func (v *verifier) dbgRecordProblem(i *Instr, r *DbgRecord) string {
	var n int
	switch r.Kind {
	case DbgValue, DbgDeclare, DbgDeclareValue:
		n = 4
	case DbgAssign:
		n = 7
	case DbgLabel:
		n = 2
	default:
		return "invalid kind " + itoa(int(r.Kind))
	}
	if len(r.Ops) != n {
		return r.Kind.String() + " has " + itoa(len(r.Ops)) + " operands, want " + itoa(n)
	}
	kind := func(k int, what string) string {
		if !isMDKind(r.Ops[k], what) {
			return r.Kind.String() + " operand " + itoa(k) + " must be a " + what
		}
		return ""
	}
	var msg string
	if r.Kind == DbgLabel {
		if msg = kind(0, "DILabel"); msg == "" {
			msg = kind(1, "DILocation")
		}
	} else {
		switch loc := r.Ops[0].(type) {
		case *ValueAsMetadata, *DIArgList:
		default:
			if !isEmptyTuple(loc) {
				return r.Kind.String() + " location must be a value, a DIArgList or !{}"
			}
		}
		for _, c := range []struct {
			k    int
			what string
		}{{1, "DILocalVariable"}, {2, "DIExpression"}, {n - 1, "DILocation"}} {
			if msg = kind(c.k, c.what); msg != "" {
				return msg
			}
		}
		if r.Kind == DbgAssign {
			if msg = kind(3, "DIAssignID"); msg != "" {
				return msg
			}
			if _, ok := r.Ops[4].(*ValueAsMetadata); !ok && !isEmptyTuple(r.Ops[4]) {
				return "#dbg_assign address must be a value or !{}"
			}
			if msg = kind(5, "DIExpression"); msg != "" {
				return msg
			}
		}
	}
	if msg != "" {
		return msg
	}
	for k, op := range r.Ops {
		switch op.(type) {
		case *ValueAsMetadata, *DIArgList:
			v.checkLocalMD(i, op, mdWhere{"debug record operand", k})
		case *MDNode:
			v.checkGlobalMD(op, func(m string) { v.instrErrf(i, "debug record operand %d: %s", k, m) })
		}
	}
	return ""
}

// mdWhere names the operand checkLocalMD looks at ("operand 2"); the
// text is made only for a problem, not for every operand.
type mdWhere struct {
	what string
	k    int
}

func (w mdWhere) String() string { return w.what + " " + itoa(w.k) }

// checkLocalMD checks metadata that may hold function-local values (a
// call's metadata argument, a debug record location): those values must
// belong to the current function.
func (v *verifier) checkLocalMD(i *Instr, md Metadata, what mdWhere) {
	switch x := md.(type) {
	case *ValueAsMetadata:
		v.checkLocalValueMD(i, x, what)
	case *DIArgList:
		for _, a := range x.Args {
			v.checkLocalValueMD(i, a, what)
		}
	case *MDNode:
		v.checkGlobalMD(x, func(m string) { v.instrErrf(i, "%s: %s", what, m) })
	}
}

func (v *verifier) checkLocalValueMD(i *Instr, x *ValueAsMetadata, what mdWhere) {
	if x == nil || isNilValue(x.V) {
		v.instrErrf(i, "%s wraps no value", what)
		return
	}
	switch y := x.V.(type) {
	case *Instr:
		if l, ok := v.locOf(y); !ok || v.scope[l.fn] != v.f {
			v.instrErrf(i, "%s refers to an instruction that is not in this function", what)
		}
	case *Param:
		if y.Parent != v.f {
			v.instrErrf(i, "%s refers to a parameter of another function", what)
		}
	case Constant:
		if msg := v.constProblem(y); msg != "" {
			v.instrErrf(i, "%s: %s", what, msg)
		}
	}
}

// checkGlobalMD walks the metadata graph from root (each node once per
// Verify run) and reports function-local values or DIArgLists inside
// nodes, and DILocations whose scope is not a local scope.
func (v *verifier) checkGlobalMD(root Metadata, report func(string)) {
	n, ok := root.(*MDNode)
	if !ok || n == nil || n == v.lastMDRoot {
		return // (consecutive instructions often share their !dbg)
	}
	v.lastMDRoot = n
	if n.Kind == "DILocation" {
		if scope, at, ok := v.plainLocation(n); ok {
			// Not marked (see plainLocation); its nodes are pushed as
			// the walk below would push them.
			stack := v.mdStack[:0]
			if v.markMD(scope) {
				stack = append(stack, scope)
			}
			if at != nil && v.markMD(at) {
				stack = append(stack, at)
			}
			v.walkGlobalMD(stack, report)
			return
		}
	}
	if !v.markMD(n) {
		return
	}
	v.walkGlobalMD(append(v.mdStack[:0], n), report)
}

// walkGlobalMD is checkGlobalMD's walk from the nodes on stack (marked,
// the last one walked first); stack is v.mdStack's storage.
func (v *verifier) walkGlobalMD(stack []*MDNode, report func(string)) {
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x.Kind == "DILocation" {
			if s, ok := x.Field("scope"); !ok || !isLocalScope(s) {
				report("DILocation scope must be a DISubprogram, DILexicalBlock or DILexicalBlockFile")
			}
		}
		r := diKinds[x.Kind]
		if msg := diFieldProblemR(x, r); msg != "" {
			report(msg)
		} else if msg := diRefProblemR(x, r); msg != "" {
			report(msg)
		} else if msg := diValueRuleProblemR(x, r); msg != "" {
			report(msg)
		}
		for _, o := range x.Ops {
			stack = v.visitGlobalMD(o, stack, report)
		}
		for _, f := range x.Fields {
			stack = v.visitGlobalMD(f.Val, stack, report)
		}
	}
	v.mdStack = stack[:0]
}

// plainLocation is checkGlobalMD's shortcut for the roots most !dbg
// attachments are: a DILocation whose only nodes are its scope and, when
// inlined, its inlinedAt. When the location has none of the problems
// checkGlobalMD would report for it, it returns those two (at nil when
// not inlined) and ok, and checkGlobalMD walks on from them without
// adding the location to mdSeen: such a location leads nowhere else, so
// checking it again when another instruction reaches it costs less than
// the set's look-ups did (SQLite has 187,000 locations), and finds
// nothing new; the walk still ends, since what the location leads to is
// marked. With a problem, or another shape, it returns false: the
// location takes the usual walk, which reports each problem once, in the
// same order.
func (v *verifier) plainLocation(n *MDNode) (scope, at *MDNode, ok bool) {
	if len(n.Ops) != 0 {
		return nil, nil, false
	}
	for _, f := range n.Fields {
		switch x := f.Val.(type) {
		case nil, MDInt, MDIdent:
		case *MDNode:
			switch {
			case x == nil:
				return nil, nil, false
			case f.Name == "scope" && scope == nil:
				scope = x
			case f.Name == "inlinedAt" && at == nil && scope != nil:
				at = x // (after the scope, as the walk pushes them)
			default:
				return nil, nil, false
			}
		default:
			return nil, nil, false
		}
	}
	if scope == nil || !isLocalScope(scope) {
		return nil, nil, false
	}
	r := diLocationRules
	if diFieldProblemR(n, r) != "" || diRefProblemR(n, r) != "" || diValueRuleProblemR(n, r) != "" {
		return nil, nil, false
	}
	return scope, at, true
}

// diLocationRules are diKinds' rules for DILocation.
var diLocationRules = diKinds["DILocation"]

// reserve makes room in s for n more nodes without growing on the way
// (checkGlobalMD's set reaches hundreds of thousands of nodes in a
// debug-info module; doubling from the first table rehashed each of them
// several times).
func (s *nodeSet) reserve(n int) {
	need := 2 * (s.n + n)
	if n <= 0 || need <= len(s.slots) {
		return
	}
	size := max(nodeSetMin, len(s.slots))
	for size < need {
		size *= 2
	}
	s.resize(size)
}

// markMD records that checkGlobalMD has reached n; false if it had
// before (in this verifier, or in the one a body worker was forked from).
func (v *verifier) markMD(n *MDNode) bool {
	// The nodes reached over and over (scopes, inlined-at call sites,
	// !tbaa tags) are answered by a small direct-mapped table of nodes
	// already marked before the large sets are probed.
	h := (uint64(uintptr(unsafe.Pointer(n))) * 0x9E3779B97F4A7C15) >> (64 - mdRecentBits)
	if v.mdRecent[h] == n {
		return false
	}
	v.mdRecent[h] = n
	if v.mdParent != nil && v.mdParent.has(n) {
		return false
	}
	return v.mdSeen.add(n)
}

// mdRecentBits is log2 of the size of markMD's table of recent nodes.
const mdRecentBits = 8

// visitGlobalMD is checkGlobalMD's look at one operand or field value:
// a node not reached before goes on the stack, a value is checked.
func (v *verifier) visitGlobalMD(md Metadata, stack []*MDNode, report func(string)) []*MDNode {
	switch x := md.(type) {
	case *MDNode:
		if x != nil && v.markMD(x) {
			stack = append(stack, x)
		}
	case *ValueAsMetadata:
		if x == nil || isNilValue(x.V) {
			report("metadata wraps no value")
			return stack
		}
		switch y := x.V.(type) {
		case *Instr, *Param:
			report("function-local value " + v.valueRef(y) + " inside a metadata node")
		case Constant:
			if msg := v.constProblem(y); msg != "" {
				report(msg)
			}
		}
	case *DIArgList:
		report("DIArgList inside a metadata node (only debug records and call arguments may hold one)")
	}
	return stack
}

func mdIntText(x MDInt) string {
	if x.Text != "" {
		return x.Text
	}
	return strconv.FormatInt(x.V, 10)
}

// mdIntUint returns x as an unsigned value; ok is false when it does not
// fit 64 bits.
func mdIntUint(x MDInt) (u uint64, neg, ok bool) {
	if x.Text == "" {
		return uint64(x.V), x.V < 0, true
	}
	t := strings.TrimPrefix(x.Text, "u")
	if strings.HasPrefix(t, "-") || strings.HasPrefix(t, "s-") {
		return 0, true, true
	}
	t = strings.TrimPrefix(t, "s")
	u, err := strconv.ParseUint(t, 10, 64)
	return u, false, err == nil
}
