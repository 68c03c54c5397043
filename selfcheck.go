package irfix

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"runtime"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/internal/textdiff"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// selfCheck reads bc (written from m for t) back with irfix's bitcode
// reader and compares the two modules (see checkReadBack).
//
// The usual outcome is found by sameStreamed, which compares each
// function body as the reader finishes it and lets it go, so the module
// read back is never held whole next to m; sameStreamedParallel does
// the same on two goroutines or more when the heap has room for it, and
// anything it does not show equal goes to sameStreamed. Anything that
// does not show equal (a read error included) is decided by reading bc
// again whole and
// comparing the two modules (checkReadBack), which also builds the error
// message.
func selfCheck(m *ir.Module, t target.Target, bc []byte) error {
	n := streamedAlloc * uint64(len(bc))
	makeRoom(n)
	// heapCap's baseline is the heap memory the read can use without
	// taking more from the system: the objects (the module, and what is
	// left of the garbage of lowering and writing) and the free spans,
	// not the fragments inside spans in use (/memory/classes/heap/unused),
	// which the read cannot all reuse. With the objects alone as the
	// baseline (as before the collection makeRoom may run), a read that
	// fitted in the free spans still collected, for little: on libclc's
	// downgrade to 16 a second mark of the module, 0.2 s of CPU, freed
	// 19 MB and lowered the peak by nothing; on SQLite's by 8 MB for
	// 0.1 s.
	var hc *heapCap
	if n >= heapCapMin {
		hc = newHeapCap(m, heapSpansHeld())
	}
	// The parallel comparison allocates 20-40% more than the sequential
	// one (two bodies in flight, two comparison states, two copies of
	// the value and metadata tables): it runs only when that fits below
	// the collector's goal, since a collection during the check (the
	// pacer's or heapCap's: 0.15-0.25 s of CPU on SQLite and the big
	// module) costs more than the second core saves, and in the heap
	// memory the process holds free, since the self-check is where the
	// run's peak is (SQLite's upgrade: 286 MB checked on one goroutine,
	// 325 MB on two, 314 MB before the read-back reused body memory).
	// It runs without heapCap, whose collection it would be.
	shape, scanned := shapeOf(bc)
	if need := parallelNeed(m, shape, scanned); need <= gcRoom() && need <= heapFree() &&
		sameStreamedParallelSized(m, bc, true, shape.mdNodes()) {
		return nil
	}
	if same, _ := sameStreamedSized(m, bc, true, hc.body, shape.mdNodes()); same {
		return nil
	}
	back, _, err := bitcode.ReadRaw(bc)
	if err != nil {
		return fmt.Errorf("self-check: the bitcode written does not read back (an irfix bug): %w", err)
	}
	return checkReadBack(m, back, t)
}

// streamedAlloc bounds what sameStreamed allocates per byte of bitcode:
// 6.5 (libclc, 49 MB for 7.5 MB) to 13.5 (SQLite's upgrade, 93 MB for
// 6.9 MB). Most of it is the module read back outside the bodies, its
// metadata above all, and the node correspondence; what only a body's
// instructions refer to is reused from body to body (bitcode.ReadRawBodies),
// except the instructions' side structs and blocks.
const streamedAlloc = 12

// makeRoom runs the collector when n more bytes of allocation would not
// fit in the heap memory the process already holds (mapped but free).
// The self-check comes after parsing, lowering and writing, whose
// garbage the collector has usually not yet reclaimed (the heap goal is
// twice the module's size); without a collection here the read would
// take fresh memory from the system and raise the peak by about what it
// allocates. A collection costs a mark of the live heap (the module),
// on the otherwise idle cores.
func makeRoom(n uint64) {
	if heapFree() < n {
		runtime.GC()
	}
}

// parallelNeed estimates what sameStreamedParallel allocates comparing m
// with its bitcode, of shape sh (scanned false: the bitcode did not scan):
// parallelPerInstr per instruction and parallelPerByte per byte of
// bitcode outside the function blocks (the metadata, mostly). Bytes of
// bitcode alone do not tell: the libclc module's read-back allocates 9
// bytes per byte, SQLite's upgrade 16 (debug records and their metadata).
// Measured (MB, estimate in brackets): libclc 68 (71), SQLite 90 (97),
// SQLite's upgrade 103 (112), the big module 61 (75), its upgrade 74 (81).
// An input whose blocks do not scan gets an estimate beyond any room.
func parallelNeed(m *ir.Module, sh bitcodeShape, scanned bool) uint64 {
	if !scanned {
		return math.MaxUint64
	}
	n := uint64(0)
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			n += uint64(len(b.Instrs))
		}
	}
	return parallelPerInstr*n + parallelPerByte*sh.outside
}

const (
	parallelPerInstr = 26
	parallelPerByte  = 64
)

// bitcodeShape is how many bytes of a bitcode file are outside its
// function blocks, and how many of those are in module-level metadata
// blocks.
type bitcodeShape struct {
	outside, metadata uint64
}

// mdNodes estimates how many metadata nodes the comparison pairs: 16-21
// bytes of metadata block per node on SQLite and the big module, so the
// correspondence tables are made at about their final size instead of
// growing by doubling to it (9 of SQLite's 93 MB of read-back).
func (sh bitcodeShape) mdNodes() int {
	return int(min(sh.metadata/16, 1<<22))
}

// shapeOf measures bc's blocks by their declared lengths, reading only
// the records of the module block itself.
func shapeOf(bc []byte) (bitcodeShape, bool) {
	r := bitstream.NewReader(bc)
	var fn, md uint64
	for {
		// No record is kept: one chunk of operand storage serves all.
		r.RecycleOps()
		r.TrackOps()
		e, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return bitcodeShape{}, false
		}
		if e.Kind != bitstream.KindEnterBlock || e.BlockID == bitstream.ModuleBlockID || e.BlockID == bitstream.BlockInfoID {
			continue
		}
		start := r.BitPos()
		if err := r.SkipBlock(); err != nil {
			return bitcodeShape{}, false
		}
		switch e.BlockID {
		case bitstream.FunctionBlockID:
			fn += (r.BitPos() - start) / 8
		case bitstream.MetadataBlockID:
			md += (r.BitPos() - start) / 8
		}
	}
	if fn+md > uint64(len(bc)) {
		return bitcodeShape{}, false
	}
	return bitcodeShape{outside: uint64(len(bc)) - fn, metadata: md}, true
}

// heapSpansHeld is the heap memory in objects (live or not yet
// collected) and in spans that hold none.
func heapSpansHeld() uint64 { return sumMetrics(heapSpansHeldMetrics) }

// heapFree is the heap memory the process holds and no object uses.
func heapFree() uint64 { return sumMetrics(heapFreeMetrics) }

// The runtime/metrics each sums (free spans are those the scavenger has
// not yet returned to the system).
var (
	heapSpansHeldMetrics = []string{"/memory/classes/heap/objects:bytes", "/memory/classes/heap/free:bytes"}
	heapFreeMetrics      = []string{"/memory/classes/heap/free:bytes", "/memory/classes/heap/unused:bytes"}
)

// sumMetrics reads the named runtime/metrics (bytes) and adds them up.
func sumMetrics(names []string) uint64 {
	s := make([]metrics.Sample, len(names))
	for i, n := range names {
		s[i].Name = n
	}
	metrics.Read(s)
	var sum uint64
	for _, x := range s {
		if x.Value.Kind() == metrics.KindUint64 {
			sum += x.Value.Uint64()
		}
	}
	return sum
}

// gcRoom is how much can be allocated before the heap reaches the
// collector's goal (0 when the runtime does not say).
func gcRoom() uint64 {
	s := []metrics.Sample{{Name: "/gc/heap/goal:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	goal, objects := s[0].Value.Uint64(), s[1].Value.Uint64()
	if goal <= objects {
		return 0
	}
	return goal - objects
}

// heapCapMin is the expected self-check allocation (streamedAlloc per
// byte of bitcode) from which heapCap watches the heap: below it, the
// read's garbage costs less than a collection would.
const heapCapMin = 64 << 20

// heapCap keeps the self-check's read from raising the run's peak
// memory by much. When the objects on the heap outgrow the heap memory
// held when the read started (its objects and free spans, after
// makeRoom), it estimates the heap at the end of
// the read (what the read allocated per instruction since the first
// body, times the instructions left). The collector runs once more, so
// that the rest of the read reuses the garbage of the bodies already
// compared, when that estimate is near the pacer's goal (a collection
// would start before the end anyway: this only brings it forward) or an
// eighth or more above that baseline (a mark of the module to keep the
// peak down). On libclc the read fits in what makeRoom freed and nothing
// runs. Since the read-back reuses what only a body refers to, the
// sequential check of SQLite's and the big module's downgrades fits too
// (when the parallel one does not run); SQLite's upgrade (13 bytes per
// byte of bitcode) can still take the collection. The estimate runs
// high: the largest bodies come early there, and the read's storage
// grows to the largest body once, so the first bodies allocate about
// three times what the later ones do per instruction.
type heapCap struct {
	limit  uint64 // the heap's objects and free spans when the read starts
	allocs uint64 // /gc/heap/allocs:bytes after the first body
	total  int    // instructions in the module's bodies
	done   int    // instructions of the bodies compared after the first
	bodies int
	over   bool // decided: nothing more to do
}

func newHeapCap(m *ir.Module, limit uint64) *heapCap {
	h := &heapCap{limit: limit}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			h.total += len(b.Instrs)
		}
	}
	return h
}

// heapNow returns the bytes allocated on the heap since the process
// started and the heap memory in use by objects, live or not yet
// collected.
func heapNow() (allocs, objects uint64) {
	s := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 || s[1].Value.Kind() != metrics.KindUint64 {
		return 0, 0
	}
	return s[0].Value.Uint64(), s[1].Value.Uint64()
}

// body is called after each body f the self-check has compared.
func (h *heapCap) body(f *ir.Func) {
	if h == nil || h.over {
		return
	}
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Instrs)
	}
	if h.bodies++; h.bodies == 1 {
		// The read allocated the module's metadata, types and globals
		// before the first body: the rate per instruction counts from here.
		h.allocs, _ = heapNow()
		h.total -= n
		return
	}
	h.done += n
	if h.bodies%heapCapEvery != 0 || h.done == 0 {
		return
	}
	allocs, objects := heapNow()
	if objects <= h.limit {
		return
	}
	h.over = true
	left := float64(allocs-h.allocs) * float64(h.total-h.done) / float64(h.done)
	end := float64(objects) + left // the heap at the end of the read, without a collection
	g := []metrics.Sample{{Name: "/gc/heap/goal:bytes"}}
	metrics.Read(g)
	soon := g[0].Value.Kind() == metrics.KindUint64 && end >= 0.9*float64(g[0].Value.Uint64())
	if soon || end-float64(h.limit) >= float64(h.limit)/8 {
		runtime.GC()
	}
}

// heapCapEvery is how many bodies heapCap lets pass between looks at the
// heap (a look reads two of the runtime's metrics).
const heapCapEvery = 8

// errStreamDiffers stops a streamed read at the first difference.
var errStreamDiffers = errors.New("self-check: the body read back differs")

// sameStreamed is sameModule for bitcode bc written from m, reading bc
// with bitcode.ReadRawBodies: each function body is compared with m's as
// soon as it is read and then released, so only one body of the module
// read back is held at a time; what the file gives only at its end
// (global value names, the blocks of later bodies that blockaddress
// constants name) and everything outside the bodies are compared when the
// read is done. The result means what sameModule's does; false also
// covers bitcode that does not read (the caller's full read reports why).
//
// after, when not nil, is called with each function of m whose body
// compared equal, as soon as it did.
func sameStreamed(m *ir.Module, bc []byte, expandSplat bool, after func(*ir.Func)) (bool, string) {
	return sameStreamedSized(m, bc, expandSplat, after, 0)
}

// sameStreamedSized is sameStreamed making the metadata correspondence
// for about mdNodes pairs (bitcodeShape.mdNodes).
func sameStreamedSized(m *ir.Module, bc []byte, expandSplat bool, after func(*ir.Func), mdNodes int) (bool, string) {
	c := newSameCmp(m, expandSplat)
	c.sizeMD(mdNodes)
	c.deferBlockAddr = true
	done := make([]bool, len(m.Funcs))
	var index map[*ir.Func]int // the read module's functions, by position
	body := func(g *ir.Func) error {
		b := g.Parent
		if index == nil {
			// The first body: the global values are all declared now.
			if b == nil || len(m.Globals) != len(b.Globals) || len(m.Funcs) != len(b.Funcs) ||
				len(m.Aliases) != len(b.Aliases) || len(m.IFuncs) != len(b.IFuncs) {
				c.fail("global value counts differ")
				return errStreamDiffers
			}
			c.pairGlobals(m, b)
			index = make(map[*ir.Func]int, len(b.Funcs))
			for i, f := range b.Funcs {
				index[f] = i
			}
		}
		i, ok := index[g]
		if !ok || done[i] {
			c.fail("a body read back belongs to no function, or to one twice")
			return errStreamDiffers
		}
		done[i] = true
		f := m.Funcs[i]
		c.ctx = "@" + f.Name + ": "
		if !c.funcBody(f, g) {
			return errStreamDiffers
		}
		c.bodyReleased()
		if after != nil {
			after(f)
		}
		return nil
	}
	back, _, err := bitcode.ReadRawBodies(bc, body)
	if err != nil {
		c.fail("read: %v", err)
		return false, c.where
	}
	for i, f := range m.Funcs {
		if len(f.Blocks) > 0 && !done[i] {
			c.ctx = "@" + f.Name + ": "
			return c.fail("body not read back"), c.where
		}
	}
	c.ctx = ""
	c.deferBlockAddr = false
	if !c.module(m, back, false) {
		return false, c.where
	}
	for _, p := range c.blockAddrs {
		x, y := p[0], p[1]
		if i := blockIndex(x.Func, x.Block); i < 0 || i != blockIndex(y.Func, y.Block) {
			return c.fail("blockaddress(@%s) names another block", x.Func.Name), c.where
		}
	}
	return true, ""
}

// parallelCheckMin is the bitcode size from which the self-check reads
// and compares bodies on several goroutines (a variable so that tests
// can lower it): below it, starting them costs about what they save.
var parallelCheckMin = 256 << 10

// sameStreamedParallel is sameStreamed with the bodies read back and
// compared on several goroutines (bitcode.ReadRawBodiesParallel), each
// comparing with a state of its own: the correspondences a comparison
// builds as it goes (named structs, metadata nodes) are merged when the
// read is done, and a pair one goroutine made that contradicts
// another's is a difference, as the second pairing is to a sequential
// comparison. (Pairs are not chosen: a node pairs with the node at the
// same place on the other side, so each goroutine builds part of the one
// correspondence sameStreamed builds, in another order.) True means what
// sameStreamed's true means; false only that this did not show the
// modules equal: a difference, an input the parallel reader leaves to a
// sequential read, or one too small for it. The caller then runs
// sameStreamed, whose outcome and message are the self-check's.
func sameStreamedParallel(m *ir.Module, bc []byte, expandSplat bool) bool {
	return sameStreamedParallelSized(m, bc, expandSplat, 0)
}

// sameStreamedParallelSized is sameStreamedParallel making the metadata
// correspondence for about mdNodes pairs: the first goroutine's maps
// become the merged ones, the others hold their share.
func sameStreamedParallelSized(m *ir.Module, bc []byte, expandSplat bool, mdNodes int) bool {
	if len(bc) < parallelCheckMin {
		return false
	}
	c := newSameCmp(m, expandSplat)
	var (
		mu      sync.Mutex
		index   map[*ir.Func]int // the read module's functions, by position
		done    = make([]bool, len(m.Funcs))
		workers []*sameCmp
	)
	// claim returns the position of g, a body read back, the first time
	// it is handed over.
	claim := func(g *ir.Func) (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if index == nil {
			b := g.Parent
			if b == nil || len(m.Globals) != len(b.Globals) || len(m.Funcs) != len(b.Funcs) ||
				len(m.Aliases) != len(b.Aliases) || len(m.IFuncs) != len(b.IFuncs) {
				return 0, false
			}
			c.pairGlobals(m, b) // read by every comparer from here on
			index = make(map[*ir.Func]int, len(b.Funcs))
			for i, f := range b.Funcs {
				index[f] = i
			}
		}
		i, ok := index[g]
		if !ok || done[i] {
			return 0, false
		}
		done[i] = true
		return i, true
	}
	worker := func() func(*ir.Func) error {
		w := newSameCmp(m, expandSplat)
		if len(workers) == 0 {
			w.sizeMD(mdNodes)
		} else {
			w.sizeMD(mdNodes / 2)
		}
		w.gv = c.gv
		w.deferBlockAddr = true
		workers = append(workers, w)
		return func(g *ir.Func) error {
			i, ok := claim(g)
			if !ok {
				return errStreamDiffers
			}
			f := m.Funcs[i]
			w.ctx = "@" + f.Name + ": "
			if !w.funcBody(f, g) {
				return errStreamDiffers
			}
			w.bodyReleased()
			return nil
		}
	}
	back, _, ok := bitcode.ReadRawBodiesParallel(bc, worker)
	if !ok {
		return false
	}
	for i, f := range m.Funcs {
		if len(f.Blocks) > 0 && !done[i] {
			return false
		}
	}
	// The first comparer's correspondences become c's (c has made
	// none), the others' are merged in.
	if len(workers) > 0 {
		w := workers[0]
		c.named, c.namedB, c.mdAB, c.mdBA, c.blockAddrs = w.named, w.namedB, w.mdAB, w.mdBA, w.blockAddrs
	}
	for _, w := range workers[min(1, len(workers)):] {
		if !c.adopt(w) {
			return false
		}
	}
	c.ctx = ""
	c.deferBlockAddr = false
	if !c.module(m, back, false) {
		return false
	}
	for _, p := range c.blockAddrs {
		x, y := p[0], p[1]
		if i := blockIndex(x.Func, x.Block); i < 0 || i != blockIndex(y.Func, y.Block) {
			return false
		}
	}
	return true
}

// checkReadBack compares m with back, the module read back from the
// bitcode written from m for t. Both must print as the same LLVM
// assembly, up to what bitcode itself cannot keep apart: metadata nodes
// with equal contents are one node after reading (LLVM's uniquing; it
// happens when lowering drops the field that told two nodes apart), which
// renumbers the metadata. Splat constants are printed as element lists on
// both sides (bitcode stores them as data).
//
// The usual outcome is found by sameModule, a structural comparison that
// prints nothing. When it finds a difference, the texts decide: printSame
// compares them without holding either whole; only a difference there
// pays for whole texts, the metadata-uniquing comparison and the diff in
// the error message, which also names the first structural difference.
func checkReadBack(m, back *ir.Module, t target.Target) error {
	popt := downgrade.PrintOptions(t)
	popt.ExpandSplat = true
	same, where := sameModule(m, back, popt.ExpandSplat)
	if same {
		return nil
	}
	if printSame(m, back, popt) {
		return nil
	}
	var want, got bytes.Buffer
	if err := lltext.PrintWith(&want, m, popt); err != nil {
		return fmt.Errorf("self-check: print: %w", err)
	}
	if err := lltext.PrintWith(&got, back, popt); err != nil {
		return fmt.Errorf("self-check: print of the read-back module: %w", err)
	}
	if bytes.Equal(want.Bytes(), got.Bytes()) || sameUpToMetadataUniquing(want.String(), got.String()) {
		return nil
	}
	d := textdiff.Diff("module", "bitcode read back", want.Bytes(), got.Bytes())
	return fmt.Errorf("self-check: the bitcode written reads back as another module (an irfix bug): first difference: %s\n%s", where, firstLines(d, 20))
}

// sameUpToMetadataUniquing reports whether two printed modules are the
// same once every metadata reference `!N` is replaced by the class of
// nodes structurally equal to node N (computed over both texts together
// by partition refinement, so cycles through distinct nodes are fine).
// The lines outside the metadata section must then be equal one for one,
// and both sections must define the same classes.
func sameUpToMetadataUniquing(a, b string) bool {
	ma, ra := splitMetadata(a)
	mb, rb := splitMetadata(b)
	if len(ra) != len(rb) {
		return false
	}
	// Nodes of both texts: index = position in nodes.
	type node struct {
		shape string // body with every reference blanked
		refs  []int  // referenced node indices (-1: undefined)
	}
	var nodes []node
	index := []map[int]int{{}, {}}
	for s, defs := range []map[int]string{ma, mb} {
		ids := make([]int, 0, len(defs))
		for id := range defs {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			index[s][id] = len(nodes)
			nodes = append(nodes, node{})
		}
	}
	for s, defs := range []map[int]string{ma, mb} {
		for id, body := range defs {
			shape, refs := blankRefs(body)
			n := node{shape: shape}
			for _, r := range refs {
				k, ok := index[s][r]
				if !ok {
					k = -1
				}
				n.refs = append(n.refs, k)
			}
			nodes[index[s][id]] = n
		}
	}
	class := make([]int, len(nodes))
	count := -1
	for {
		ids := map[string]int{}
		next := make([]int, len(nodes))
		for i, n := range nodes {
			var sig strings.Builder
			sig.WriteString(strconv.Itoa(class[i]))
			sig.WriteString("|")
			sig.WriteString(n.shape)
			for _, r := range n.refs {
				sig.WriteString("|")
				if r < 0 {
					sig.WriteString("?")
				} else {
					sig.WriteString(strconv.Itoa(class[r]))
				}
			}
			k, ok := ids[sig.String()]
			if !ok {
				k = len(ids)
				ids[sig.String()] = k
			}
			next[i] = k
		}
		class = next
		if len(ids) == count {
			break
		}
		count = len(ids)
	}
	render := func(s int, line string) string {
		shape, refs := blankRefs(line)
		var out strings.Builder
		parts := strings.Split(shape, "!\x00")
		for i, p := range parts {
			out.WriteString(p)
			if i < len(refs) {
				if k, ok := index[s][refs[i]]; ok {
					fmt.Fprintf(&out, "!c%d", class[k])
				} else {
					fmt.Fprintf(&out, "!?%d", refs[i])
				}
			}
		}
		return out.String()
	}
	for i := range ra {
		if ra[i] != rb[i] && render(0, ra[i]) != render(1, rb[i]) {
			return false
		}
	}
	classes := func(s int, defs map[int]string) map[int]bool {
		set := map[int]bool{}
		for id := range defs {
			set[class[index[s][id]]] = true
		}
		return set
	}
	ca, cb := classes(0, ma), classes(1, mb)
	if len(ca) != len(cb) {
		return false
	}
	for k := range ca {
		if !cb[k] {
			return false
		}
	}
	return true
}

// splitMetadata separates a printed module's numbered metadata
// definitions (`!N = ...`, by N) from its other lines.
func splitMetadata(text string) (map[int]string, []string) {
	defs := map[int]string{}
	var rest []string
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "!") {
			num, body, ok := strings.Cut(line[1:], " = ")
			if n, err := strconv.Atoi(num); ok && err == nil {
				defs[n] = body
				continue
			}
		}
		rest = append(rest, line)
	}
	return defs, rest
}

// blankRefs replaces every metadata reference `!N` outside quoted strings
// by "!\x00" and returns the numbers in order.
func blankRefs(s string) (string, []int) {
	var out strings.Builder
	var refs []int
	quoted := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '"' {
			quoted = !quoted
		}
		if c != '!' || quoted {
			out.WriteByte(c)
			continue
		}
		j := i + 1
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i+1 {
			out.WriteByte(c)
			continue
		}
		n, err := strconv.Atoi(s[i+1 : j])
		if err != nil {
			out.WriteString(s[i:j])
			i = j - 1
			continue
		}
		refs = append(refs, n)
		out.WriteString("!\x00")
		i = j - 1
	}
	return out.String(), refs
}

// printSame prints a and b with opt at the same time (a on another
// goroutine) and reports whether the two texts are byte-identical, comparing
// them chunk by chunk as they are printed: no whole text is held (a
// libclc-sized module prints 62 MB), and the two prints use two cores. It
// reports false on the first difference, and when either print fails.
func printSame(a, b *ir.Module, opt lltext.PrintOptions) bool {
	chunks := make(chan []byte, 4)
	spare := make(chan []byte, 6)
	stop := make(chan struct{})
	printed := make(chan error, 1)
	go func() {
		printed <- lltext.PrintWith(&chunkSender{out: chunks, spare: spare, stop: stop}, a, opt)
		close(chunks)
	}()
	c := &chunkComparer{in: chunks, spare: spare}
	same := lltext.PrintWith(c, b, opt) == nil && c.atEnd()
	close(stop)
	for range chunks { // let the sender finish
	}
	return <-printed == nil && same
}

// errTextsDiffer stops a print whose text is known to differ.
var errTextsDiffer = errors.New("texts differ")

// chunkSender passes copies of what it is given to out (its buffers come
// back from the comparer on spare) until stop is closed.
type chunkSender struct {
	out   chan<- []byte
	spare chan []byte
	stop  <-chan struct{}
}

func (s *chunkSender) Write(p []byte) (int, error) {
	var buf []byte
	select {
	case buf = <-s.spare:
	default:
	}
	buf = append(buf[:0], p...)
	select {
	case s.out <- buf:
		return len(p), nil
	case <-s.stop:
		return 0, errTextsDiffer
	}
}

// chunkComparer compares what it is given with the text arriving on in.
type chunkComparer struct {
	in    <-chan []byte
	spare chan []byte
	cur   []byte // the unmatched rest of the current chunk
	buf   []byte // cur's buffer, to hand back when it is used up
}

func (c *chunkComparer) Write(p []byte) (int, error) {
	n := len(p)
	for len(p) > 0 {
		if len(c.cur) == 0 && !c.nextChunk() {
			return 0, errTextsDiffer // the other text ended
		}
		k := min(len(p), len(c.cur))
		if !bytes.Equal(p[:k], c.cur[:k]) {
			return 0, errTextsDiffer
		}
		p, c.cur = p[k:], c.cur[k:]
	}
	return n, nil
}

// nextChunk makes the next non-empty chunk current; false when the other
// text has ended.
func (c *chunkComparer) nextChunk() bool {
	if c.buf != nil {
		select {
		case c.spare <- c.buf:
		default:
		}
		c.buf = nil
	}
	for {
		buf, ok := <-c.in
		if !ok {
			return false
		}
		if len(buf) > 0 {
			c.buf, c.cur = buf, buf
			return true
		}
	}
}

// atEnd reports whether the other text has ended where this one did.
func (c *chunkComparer) atEnd() bool {
	return len(c.cur) == 0 && !c.nextChunk()
}
