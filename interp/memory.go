package interp

import (
	"fmt"

	"github.com/irfix/irfix/ir"
)

// Memory model
//
// Memory is a set of objects (globals, allocas, heap blocks, functions),
// each a byte slice with bounds, in a flat 64-bit address space divided
// into 4 GiB segments: address = segment<<32 | offset. Stack and heap
// objects each own a segment, so finding them is an index operation and
// they start 2^32-aligned (any alignment holds at offset 0). Globals and
// functions share segment 1, packed 64-byte aligned with gaps between
// them, because compilers store differences of global addresses in 32-bit
// fields (relative lookup tables); finding one is a binary search with a
// one-entry cache. Pointer arithmetic, ptrtoint and inttoptr work on plain
// integers. Segment 0 is never allocated: addresses below 2^32 (null and
// small integers cast to pointers) belong to no object.
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

// What an object costs: an object of n bytes is charged 2n + objOverhead
// while it lives: its bytes and the shadow that marks undefined bits (one
// byte per byte). The shadow is made when the object starts undefined
// (allocas, malloc) or when an undefined value is first stored into it;
// charging it up front keeps that later, lazy allocation inside the
// limit. A constant global whose initializer is wholly defined can never
// get a shadow, and is refunded its n (setup).
func objCost(size uint64) uint64 { return 2*size + objOverhead }

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
	base     uint64   // address of data[0]
	seg      *segment // set on the container entry of a shared segment
	data     []byte
	shadow   []byte // undefined-bit mask per byte; nil = all defined
	kind     objKind
	freed    bool
	readOnly bool
	cost     uint64    // what the object is charged against MaxMemory
	name     string    // for messages: "@g", "alloca %x in @f", "malloc(16)"
	fn       *function // objFunc: the function
}

func (o *object) describe() string {
	return fmt.Sprintf("%s %s (%d bytes)", o.kind, o.name, len(o.data))
}

// segment is segment 1: globals and functions packed by address.
type segment struct {
	objs []*object // sorted by base
	last *object
	next uint64 // next free offset
	size uint64 // reserved address range of each object (find uses it)
}

// globalSeg is the segment number globals and functions live in.
const globalSeg = 1

// find returns the object whose range [base, base+len] (one past the end
// included) holds addr.
func (s *segment) find(addr uint64) *object {
	if o := s.last; o != nil && addr >= o.base && addr-o.base <= uint64(len(o.data)) {
		return o
	}
	lo, hi := 0, len(s.objs)
	for lo < hi {
		mid := (lo + hi) / 2
		if s.objs[mid].base <= addr {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	if lo == 0 {
		return nil
	}
	o := s.objs[lo-1]
	if addr-o.base > o.extent() {
		return nil
	}
	s.last = o
	return o
}

// extent is how far past base an address still belongs to o: one past
// the end of its data, or for functions the block addresses.
func (o *object) extent() uint64 {
	if o.fn != nil {
		return uint64(len(o.fn.ir.Blocks)) + 1
	}
	return uint64(len(o.data))
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
	seg := &object{base: globalSeg << offBits, seg: &segment{}, kind: objInternal, name: "global segment"}
	return &memory{objs: []*object{nil, seg}, limit: limit, bigEndian: bigEndian}
}

// allocGlobal places an object in the global segment. reserve is the
// address range it occupies (at least its size; functions reserve one
// address per block for blockaddress).
func (m *memory) allocGlobal(size, reserve uint64, kind objKind, name string) (uint64, *object, error) {
	if size > maxObjSize {
		return 0, nil, memLimit("%s of %d bytes is larger than the interpreter's 4 GiB object limit", name, size)
	}
	if err := m.charge(objCost(size)); err != nil {
		return 0, nil, err
	}
	seg := m.objs[globalSeg].seg
	if reserve < size {
		reserve = size
	}
	base := ir.AlignTo(seg.next, 64)
	if base+reserve+64 > maxObjSize {
		return 0, nil, memLimit("globals need more than the 4 GiB global segment")
	}
	seg.next = base + reserve + 64 // a gap, so one past the end is unambiguous
	o := &object{base: globalSeg<<offBits | base, data: make([]byte, size), kind: kind, name: name, cost: objCost(size)}
	seg.objs = append(seg.objs, o)
	return o.base, o, nil
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
	cost := objCost(size)
	if err := m.charge(cost); err != nil {
		return 0, nil, err
	}
	o := &object{data: make([]byte, size), kind: kind, name: name, cost: cost}
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
	o.base = uint64(id) << offBits
	return o.base, o, nil
}

// release frees the object with the given id (its memory is returned to
// the budget; the id becomes reusable later).
func (m *memory) release(id uint32) {
	o := m.objs[id]
	if o == nil || o.freed {
		return
	}
	m.used -= o.cost
	o.freed = true
	o.data, o.shadow = nil, nil
	m.freeIDs = append(m.freeIDs, id)
}

// object returns the object an address points into (or one past its
// end); for stack and heap objects whatever the offset.
func (m *memory) object(addr uint64) *object {
	id := addr >> offBits
	if id == 0 || id >= uint64(len(m.objs)) {
		return nil
	}
	o := m.objs[id]
	if o != nil && o.seg != nil {
		return o.seg.find(addr)
	}
	return o
}

// access checks that n bytes at addr lie inside one live data object and
// returns it with the offset.
func (m *memory) access(addr, n uint64, what string) (*object, uint64, error) {
	id := addr >> offBits
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
	if o.seg != nil {
		if o = o.seg.find(addr); o == nil {
			return nil, 0, ub("%s at address 0x%x, which is between globals (not inside any object)", what, addr)
		}
	}
	off := addr - o.base
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
