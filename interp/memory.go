package interp

import (
	"fmt"
)

// Memory model
//
// Memory is a set of objects (globals, allocas, heap blocks, functions),
// each a byte slice with bounds. An address is objectID<<32 | offset, so
// finding the object of an address is an index operation, every object
// starts at a 2^32-aligned address (any alignment holds at offset 0), and
// pointer arithmetic, ptrtoint and inttoptr work on plain integers. Object
// 0 is never allocated: addresses below 2^32 (null and small integers cast
// to pointers) belong to no object.
//
// Each object may carry a shadow: one byte per data byte whose set bits
// mark undefined bits (allocas and malloc start undefined; globals and
// calloc are defined). Loads turn shadow bits into undefined bits of the
// loaded value, stores copy them back, memcpy copies both. A branch,
// address or divisor that depends on undefined bits is reported as
// undefined behaviour; computing with them is not (that is what C code
// reading bit-fields of a partly initialised struct does).
//
// Freed ids are reused only after freeDelay later frees, so a dangling
// pointer to a recently freed object is reported as use after free.

const (
	offBits    = 32
	offMask    = 1<<offBits - 1
	maxObjSize = 1<<offBits - 1
	freeDelay  = 1 << 14
	// objOverhead is what each live object costs against MaxMemory
	// besides its bytes (the bookkeeping the host spends on it).
	objOverhead = 64
)

type objKind uint8

const (
	objGlobal objKind = iota
	objStack
	objHeap
	objFunc
	objInternal // interpreter-made: va_list areas, FILE handles, ctype tables
)

func (k objKind) String() string {
	switch k {
	case objGlobal:
		return "global"
	case objStack:
		return "stack object"
	case objHeap:
		return "heap block"
	case objFunc:
		return "function"
	}
	return "object"
}

type object struct {
	data     []byte
	shadow   []byte // undefined-bit mask per byte; nil = all defined
	kind     objKind
	freed    bool
	readOnly bool
	name     string    // for messages: "@g", "alloca %x in @f", "malloc(16)"
	fn       *function // objFunc: the function
}

func (o *object) describe() string {
	return fmt.Sprintf("%s %s (%d bytes)", o.kind, o.name, len(o.data))
}

type memory struct {
	objs      []*object
	freeIDs   []uint32 // FIFO of ids that may be reused
	freeHead  int
	used      uint64
	limit     uint64
	bigEndian bool
}

func newMemory(limit uint64, bigEndian bool) *memory {
	return &memory{objs: []*object{nil}, limit: limit, bigEndian: bigEndian}
}

func (m *memory) charge(n uint64) error {
	if n > m.limit || m.used+n > m.limit {
		return memLimit("allocating %d bytes would exceed the memory limit (%d bytes in use, limit %d)", n, m.used, m.limit)
	}
	m.used += n
	return nil
}

// alloc creates an object of size bytes and returns its address. undef
// says whether its bytes start undefined.
func (m *memory) alloc(size uint64, kind objKind, name string, undef bool) (uint64, *object, error) {
	if size > maxObjSize {
		return 0, nil, memLimit("object %s of %d bytes is larger than the interpreter's 4 GiB object limit", name, size)
	}
	cost := size + objOverhead
	if undef {
		cost += size
	}
	if err := m.charge(cost); err != nil {
		return 0, nil, err
	}
	o := &object{data: make([]byte, size), kind: kind, name: name}
	if undef && size > 0 {
		o.shadow = make([]byte, size)
		for i := range o.shadow {
			o.shadow[i] = 0xff
		}
	}
	var id uint32
	if len(m.freeIDs)-m.freeHead > freeDelay {
		id = m.freeIDs[m.freeHead]
		m.freeHead++
		if m.freeHead > 1<<16 && m.freeHead*2 > len(m.freeIDs) {
			m.freeIDs = append([]uint32(nil), m.freeIDs[m.freeHead:]...)
			m.freeHead = 0
		}
		m.objs[id] = o
	} else {
		if len(m.objs) >= 1<<31 {
			return 0, nil, memLimit("too many objects")
		}
		id = uint32(len(m.objs))
		m.objs = append(m.objs, o)
	}
	return uint64(id) << offBits, o, nil
}

// release frees the object with the given id (its memory is returned to
// the budget; the id becomes reusable later).
func (m *memory) release(id uint32) {
	o := m.objs[id]
	if o == nil || o.freed {
		return
	}
	n := uint64(len(o.data)) + objOverhead
	if o.shadow != nil {
		n += uint64(len(o.shadow))
	}
	m.used -= n
	o.freed = true
	o.data, o.shadow = nil, nil
	m.freeIDs = append(m.freeIDs, id)
}

// object returns the live object an address points into, whatever the
// offset (for free, realloc and function pointers).
func (m *memory) object(addr uint64) *object {
	id := addr >> offBits
	if id == 0 || id >= uint64(len(m.objs)) {
		return nil
	}
	return m.objs[id]
}

// access checks that n bytes at addr lie inside one live data object and
// returns it with the offset.
func (m *memory) access(addr, n uint64, what string) (*object, uint64, error) {
	id := addr >> offBits
	off := addr & offMask
	if id == 0 {
		if addr == 0 {
			return nil, 0, ub("%s through a null pointer", what)
		}
		return nil, 0, ub("%s at address 0x%x, which is not inside any object", what, addr)
	}
	if id >= uint64(len(m.objs)) || m.objs[id] == nil {
		return nil, 0, ub("%s at address 0x%x, which is not inside any object", what, addr)
	}
	o := m.objs[id]
	if o.freed {
		return nil, 0, ub("%s of %s after it was freed", what, o.name)
	}
	if o.kind == objFunc {
		return nil, 0, ub("%s of the code of function %s", what, o.name)
	}
	if off+n > uint64(len(o.data)) || off+n < off {
		if off > uint64(len(o.data)) && off > 1<<31 {
			return nil, 0, ub("%s of %d bytes at offset %d before the start of %s", what, n, int64(int32(uint32(off))), o.describe())
		}
		return nil, 0, ub("%s of %d bytes at offset %d is out of bounds of %s", what, n, off, o.describe())
	}
	return o, off, nil
}

// read returns n bytes at addr (data and shadow; shadow nil when defined).
func (m *memory) read(addr, n uint64, what string) ([]byte, []byte, error) {
	o, off, err := m.access(addr, n, what)
	if err != nil {
		return nil, nil, err
	}
	var sh []byte
	if o.shadow != nil {
		sh = o.shadow[off : off+n]
	}
	return o.data[off : off+n], sh, nil
}

// writable returns the n bytes at addr for writing and the object.
func (m *memory) writable(addr, n uint64, what string) (*object, uint64, error) {
	o, off, err := m.access(addr, n, what)
	if err != nil {
		return nil, 0, err
	}
	if o.readOnly {
		return nil, 0, ub("%s to constant %s", what, o.describe())
	}
	return o, off, nil
}

// setDefined marks n bytes at off of o as defined.
func (o *object) setDefined(off, n uint64) {
	if o.shadow != nil {
		clear(o.shadow[off : off+n])
	}
}

// setShadow copies an undefined-bit mask for n bytes into o (sh nil =
// all defined).
func (o *object) setShadow(off, n uint64, sh []byte) {
	if sh == nil {
		o.setDefined(off, n)
		return
	}
	if o.shadow == nil {
		any := false
		for _, b := range sh {
			if b != 0 {
				any = true
				break
			}
		}
		if !any {
			return
		}
		o.shadow = make([]byte, len(o.data))
	}
	copy(o.shadow[off:], sh)
}

// copyBytes implements memcpy/memmove: n bytes (data and shadow) from src
// to dst; overlapping ranges are allowed.
func (m *memory) copyBytes(dst, src, n uint64, what string) error {
	if n == 0 {
		return nil
	}
	so, soff, err := m.access(src, n, what+" source")
	if err != nil {
		return err
	}
	do, doff, err := m.writable(dst, n, what+" destination")
	if err != nil {
		return err
	}
	copy(do.data[doff:doff+n], so.data[soff:soff+n])
	switch {
	case so.shadow != nil:
		if do.shadow == nil {
			do.shadow = make([]byte, len(do.data))
		}
		copy(do.shadow[doff:doff+n], so.shadow[soff:soff+n])
	case do.shadow != nil:
		clear(do.shadow[doff : doff+n])
	}
	return nil
}

// cString reads a NUL-terminated string at addr (at most max bytes).
func (m *memory) cString(addr uint64, what string) (string, error) {
	o, off, err := m.access(addr, 0, what)
	if err != nil {
		return "", err
	}
	d := o.data[off:]
	for i, c := range d {
		if c == 0 {
			if o.shadow != nil {
				for _, s := range o.shadow[off : off+uint64(i)+1] {
					if s != 0 {
						return "", ub("%s reads an uninitialised byte of %s", what, o.describe())
					}
				}
			}
			return string(d[:i]), nil
		}
	}
	return "", ub("%s: string at offset %d of %s is not NUL-terminated", what, off, o.describe())
}
