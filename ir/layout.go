package ir

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Layout is a parsed datalayout string (LangRef "Data Layout"): byte order,
// pointer sizes per address space and the ABI alignments of integer,
// float, vector and aggregate types. Specifications the string does not
// give take LangRef's defaults.
type Layout struct {
	BigEndian bool
	// StackAlign is the natural stack alignment in bytes (S), 0 if unspecified.
	StackAlign uint64
	// AllocaAddrSpace is the address space of allocas (A).
	AllocaAddrSpace uint32

	ints    []primSpec // sorted by bits
	floats  []primSpec
	vectors []primSpec
	ptrs    map[uint32]ptrSpec
	aggABI  uint64 // a:<abi>, in bytes (1 when 0 was given)

	mu    sync.Mutex
	cache map[*Type]*typeInfo
}

type primSpec struct {
	bits uint32
	abi  uint64 // bytes
}

type ptrSpec struct {
	bits  uint32
	abi   uint64
	index uint32
}

// typeInfo caches what is known about a type's size and alignment.
type typeInfo struct {
	size    uint64   // alloc size in bytes
	store   uint64   // store size in bytes
	align   uint64   // ABI alignment in bytes
	offsets []uint64 // struct field offsets
	err     error    // the type has no size (opaque struct, scalable vector, ...)
}

// ParseLayout parses a datalayout string. An empty string gives LangRef's
// defaults (little endian, 64-bit pointers).
func ParseDataLayout(s string) (*Layout, error) {
	l := &Layout{
		ints:    []primSpec{{1, 1}, {8, 1}, {16, 2}, {32, 4}, {64, 4}},
		floats:  []primSpec{{16, 2}, {32, 4}, {64, 8}, {128, 16}},
		vectors: []primSpec{{64, 8}, {128, 16}},
		ptrs:    map[uint32]ptrSpec{0: {64, 8, 64}},
		aggABI:  1,
		cache:   map[*Type]*typeInfo{},
	}
	if s == "" {
		return l, nil
	}
	for _, spec := range strings.Split(s, "-") {
		if spec == "" {
			continue
		}
		if err := l.parseSpec(spec); err != nil {
			return nil, fmt.Errorf("datalayout %q: spec %q: %w", s, spec, err)
		}
	}
	return l, nil
}

func parseBits(s string) (uint64, error) {
	v, err := strconv.ParseUint(s, 10, 32)
	if err != nil {
		return 0, fmt.Errorf("bad number %q", s)
	}
	return v, nil
}

// alignBytes converts an alignment in bits to bytes (0 → 1).
func alignBytes(s string) (uint64, error) {
	v, err := parseBits(s)
	if err != nil {
		return 0, err
	}
	if v == 0 {
		return 1, nil
	}
	if v%8 != 0 || (v/8)&(v/8-1) != 0 {
		return 0, fmt.Errorf("alignment %d is not a power of two number of bytes", v)
	}
	return v / 8, nil
}

func (l *Layout) parseSpec(spec string) error {
	if strings.HasPrefix(spec, "ni:") {
		return nil // non-integral address spaces do not change the layout
	}
	c, rest := spec[0], spec[1:]
	switch c {
	case 'e':
		l.BigEndian = false
	case 'E':
		l.BigEndian = true
	case 'm', 'n', 's', 'F', 'P', 'G':
		// mangling, native widths, function pointer alignment, program
		// and global address spaces: nothing the interpreter lays out.
	case 'S':
		a, err := alignBytes(rest)
		if err != nil {
			return err
		}
		l.StackAlign = a
	case 'A':
		v, err := parseBits(rest)
		if err != nil {
			return err
		}
		l.AllocaAddrSpace = uint32(v)
	case 'p':
		parts := strings.Split(rest, ":")
		if len(parts) < 3 {
			return fmt.Errorf("want p[n]:size:abi[:pref[:idx]]")
		}
		as := uint64(0)
		if parts[0] != "" {
			v, err := parseBits(parts[0])
			if err != nil {
				return err
			}
			as = v
		}
		size, err := parseBits(parts[1])
		if err != nil || size == 0 {
			return fmt.Errorf("bad pointer size %q", parts[1])
		}
		abi, err := alignBytes(parts[2])
		if err != nil {
			return err
		}
		idx := size
		if len(parts) > 4 {
			if idx, err = parseBits(parts[4]); err != nil {
				return err
			}
		}
		l.ptrs[uint32(as)] = ptrSpec{uint32(size), abi, uint32(idx)}
	case 'i', 'f', 'v':
		parts := strings.Split(rest, ":")
		if len(parts) < 2 {
			return fmt.Errorf("want %c<size>:<abi>[:<pref>]", c)
		}
		size, err := parseBits(parts[0])
		if err != nil || size == 0 {
			return fmt.Errorf("bad size %q", parts[0])
		}
		abi, err := alignBytes(parts[1])
		if err != nil {
			return err
		}
		list := &l.ints
		if c == 'f' {
			list = &l.floats
		} else if c == 'v' {
			list = &l.vectors
		}
		setPrim(list, primSpec{uint32(size), abi})
	case 'a':
		parts := strings.Split(rest, ":")
		if len(parts) < 2 {
			return fmt.Errorf("want a:<abi>[:<pref>]")
		}
		abi, err := alignBytes(parts[1])
		if err != nil {
			return err
		}
		l.aggABI = abi
	default:
		return fmt.Errorf("unknown specification")
	}
	return nil
}

func setPrim(list *[]primSpec, p primSpec) {
	for i := range *list {
		if (*list)[i].bits == p.bits {
			(*list)[i] = p
			return
		}
	}
	*list = append(*list, p)
	sort.Slice(*list, func(i, j int) bool { return (*list)[i].bits < (*list)[j].bits })
}

// PtrBits returns the pointer width of an address space (address spaces
// the string does not mention use address space 0's).
func (l *Layout) PtrBits(as uint32) uint32 { return l.ptr(as).bits }

func (l *Layout) ptr(as uint32) ptrSpec {
	if p, ok := l.ptrs[as]; ok {
		return p
	}
	return l.ptrs[0]
}

// intAlign: an exact match, else the next wider integer, else the widest.
func (l *Layout) intAlign(bits uint32) uint64 {
	for _, s := range l.ints {
		if s.bits >= bits {
			return s.abi
		}
	}
	return l.ints[len(l.ints)-1].abi
}

func pow2Ceil(n uint64) uint64 {
	p := uint64(1)
	for p < n {
		p <<= 1
	}
	return p
}

// AlignTo rounds n up to a multiple of a (a power of two, or 0/1 for none).
func AlignTo(n, a uint64) uint64 {
	if a <= 1 {
		return n
	}
	return (n + a - 1) / a * a
}

// info returns (and caches) the layout facts of t.
func (l *Layout) info(t *Type) *typeInfo {
	l.mu.Lock()
	ti, ok := l.cache[t]
	l.mu.Unlock()
	if ok {
		return ti
	}
	ti = l.compute(t, 0)
	l.mu.Lock()
	l.cache[t] = ti
	l.mu.Unlock()
	return ti
}

func (l *Layout) compute(t *Type, depth int) *typeInfo {
	if depth > 100 {
		return &typeInfo{err: fmt.Errorf("type %s nests too deeply", t)}
	}
	sub := func(e *Type) *typeInfo {
		l.mu.Lock()
		ti, ok := l.cache[e]
		l.mu.Unlock()
		if ok {
			return ti
		}
		ti = l.compute(e, depth+1)
		l.mu.Lock()
		l.cache[e] = ti
		l.mu.Unlock()
		return ti
	}
	switch t.Kind {
	case IntKind:
		st := (uint64(t.Bits) + 7) / 8
		a := l.intAlign(t.Bits)
		return &typeInfo{size: AlignTo(st, a), store: st, align: a}
	case HalfKind, BFloatKind, FloatKind, DoubleKind, X86FP80Kind, FP128Kind, PPCFP128Kind:
		bits := uint32(t.FloatBits())
		st := uint64(bits+7) / 8
		a := pow2Ceil(st)
		for _, s := range l.floats {
			if s.bits == bits {
				a = s.abi
			}
		}
		return &typeInfo{size: AlignTo(st, a), store: st, align: a}
	case PointerKind:
		p := l.ptr(t.AddrSpace)
		st := uint64(p.bits+7) / 8
		return &typeInfo{size: AlignTo(st, p.abi), store: st, align: p.abi}
	case VectorKind:
		if t.Scalable {
			return &typeInfo{err: fmt.Errorf("scalable vector %s has no fixed size", t)}
		}
		e := sub(t.Elem)
		if e.err != nil {
			return &typeInfo{err: e.err}
		}
		var bits uint64
		switch t.Elem.Kind {
		case IntKind:
			bits = uint64(t.Elem.Bits) * t.Len
		case PointerKind:
			bits = uint64(l.ptr(t.Elem.AddrSpace).bits) * t.Len
		default:
			bits = uint64(t.Elem.FloatBits()) * t.Len
		}
		st := (bits + 7) / 8
		a := pow2Ceil(st)
		if a == 0 {
			a = 1
		}
		for _, s := range l.vectors {
			if uint64(s.bits) == bits {
				a = s.abi
			}
		}
		return &typeInfo{size: AlignTo(st, a), store: st, align: a}
	case ArrayKind:
		e := sub(t.Elem)
		if e.err != nil {
			return &typeInfo{err: e.err}
		}
		if t.Len != 0 && e.size > (1<<62)/t.Len {
			return &typeInfo{err: fmt.Errorf("type %s is too large", t)}
		}
		n := e.size * t.Len
		return &typeInfo{size: n, store: n, align: e.align}
	case StructKind:
		if t.Opaque {
			return &typeInfo{err: fmt.Errorf("opaque struct %s has no size", t)}
		}
		var off, maxA uint64 = 0, 1
		offs := make([]uint64, len(t.Fields))
		for i, f := range t.Fields {
			fi := sub(f)
			if fi.err != nil {
				return &typeInfo{err: fi.err}
			}
			a := fi.align
			if t.Packed {
				a = 1
			}
			off = AlignTo(off, a)
			if a > maxA {
				maxA = a
			}
			offs[i] = off
			off += fi.size
			if off > 1<<62 {
				return &typeInfo{err: fmt.Errorf("type %s is too large", t)}
			}
		}
		if t.Packed {
			return &typeInfo{size: off, store: off, align: 1, offsets: offs}
		}
		if l.aggABI > maxA {
			maxA = l.aggABI
		}
		off = AlignTo(off, maxA)
		return &typeInfo{size: off, store: off, align: maxA, offsets: offs}
	case TargetExtKind:
		return &typeInfo{err: fmt.Errorf("target extension type %s is not supported", t)}
	}
	return &typeInfo{err: fmt.Errorf("type %s has no size", t)}
}

// Size returns the alloc size of t in bytes (what GEP strides and alloca
// use).
func (l *Layout) Size(t *Type) (uint64, error) {
	ti := l.info(t)
	return ti.size, ti.err
}

// StoreSize returns how many bytes a load or store of t touches.
func (l *Layout) StoreSize(t *Type) (uint64, error) {
	ti := l.info(t)
	return ti.store, ti.err
}

// Align returns the ABI alignment of t in bytes.
func (l *Layout) Align(t *Type) (uint64, error) {
	ti := l.info(t)
	return ti.align, ti.err
}

// FieldOffset returns the byte offset of field i of struct t.
func (l *Layout) FieldOffset(t *Type, i int) (uint64, error) {
	ti := l.info(t)
	if ti.err != nil {
		return 0, ti.err
	}
	if i < 0 || i >= len(ti.offsets) {
		return 0, fmt.Errorf("struct %s has no field %d", t, i)
	}
	return ti.offsets[i], nil
}

// FieldOffsets returns the byte offsets of a struct's fields (shared,
// cached slice: do not modify).
func (l *Layout) FieldOffsets(t *Type) ([]uint64, error) {
	ti := l.info(t)
	if ti.err != nil {
		return nil, ti.err
	}
	return ti.offsets, nil
}
