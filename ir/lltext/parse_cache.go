package lltext

import "github.com/irfix/irfix/ir"

// The ir type constructors intern through a global table and allocate on
// every call; the parser asks for the same few types millions of times in a
// large module, so it keeps its own lookup in front of them. Keys are
// fixed-size so that a lookup never allocates.

const pCacheFields = 6

type pAggKey struct {
	kind     ir.TypeKind
	n        uint64
	elem     *ir.Type
	scalable bool
}

type pListKey struct {
	kind ir.TypeKind // StructKind or FuncKind
	ret  *ir.Type
	n    int
	f    [pCacheFields]*ir.Type
	flag bool // packed / variadic
}

type pPtrKey struct {
	elem *ir.Type
	as   uint32
}

type pTypeCache struct {
	ints  [129]*ir.Type
	ptrs  map[pPtrKey]*ir.Type
	aggs  map[pAggKey]*ir.Type
	lists map[pListKey]*ir.Type
}

func (c *pTypeCache) intType(bits uint32) *ir.Type {
	if bits < uint32(len(c.ints)) {
		if t := c.ints[bits]; t != nil {
			return t
		}
		t := ir.IntType(bits)
		c.ints[bits] = t
		return t
	}
	return ir.IntType(bits)
}

// ptrType returns ptr addrspace(as) (elem == nil) or elem addrspace(as)*.
func (c *pTypeCache) ptrType(elem *ir.Type, as uint32) *ir.Type {
	k := pPtrKey{elem, as}
	if t, ok := c.ptrs[k]; ok {
		return t
	}
	var t *ir.Type
	if elem == nil {
		t = ir.PtrType(as)
	} else {
		t = ir.TypedPtr(elem, as)
	}
	if c.ptrs == nil {
		c.ptrs = map[pPtrKey]*ir.Type{}
	}
	c.ptrs[k] = t
	return t
}

func (c *pTypeCache) agg(kind ir.TypeKind, n uint64, elem *ir.Type, scalable bool) *ir.Type {
	k := pAggKey{kind, n, elem, scalable}
	if t, ok := c.aggs[k]; ok {
		return t
	}
	var t *ir.Type
	if kind == ir.ArrayKind {
		t = ir.ArrayOf(n, elem)
	} else {
		t = ir.VectorOf(n, elem, scalable)
	}
	if c.aggs == nil {
		c.aggs = map[pAggKey]*ir.Type{}
	}
	c.aggs[k] = t
	return t
}

func (c *pTypeCache) list(kind ir.TypeKind, ret *ir.Type, fields []*ir.Type, flag bool) *ir.Type {
	if len(fields) > pCacheFields {
		if kind == ir.FuncKind {
			return ir.FuncOf(ret, fields, flag)
		}
		return ir.StructOf(flag, fields...)
	}
	k := pListKey{kind: kind, ret: ret, n: len(fields), flag: flag}
	copy(k.f[:], fields)
	if t, ok := c.lists[k]; ok {
		return t
	}
	var t *ir.Type
	if kind == ir.FuncKind {
		t = ir.FuncOf(ret, fields, flag)
	} else {
		t = ir.StructOf(flag, fields...)
	}
	if c.lists == nil {
		c.lists = map[pListKey]*ir.Type{}
	}
	c.lists[k] = t
	return t
}

// Shorthands used by the parser.

func (p *parser) intType(bits uint32) *ir.Type { return p.tc.intType(bits) }

func (p *parser) funcOf(ret *ir.Type, params []*ir.Type, variadic bool) *ir.Type {
	return p.tc.list(ir.FuncKind, ret, params, variadic)
}

func (p *parser) structOf(packed bool, fields ...*ir.Type) *ir.Type {
	return p.tc.list(ir.StructKind, nil, fields, packed)
}

// mdIdent returns a shared boxed MDIdent for b.
func (p *parser) mdIdent(b []byte) ir.Metadata {
	if m, ok := p.idents[string(b)]; ok {
		return m
	}
	s := p.intern(b)
	m := ir.Metadata(ir.MDIdent{S: s})
	if p.idents == nil {
		p.idents = map[string]ir.Metadata{}
	}
	p.idents[s] = m
	return m
}
