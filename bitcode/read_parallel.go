package bitcode

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/internal/slab"
	"github.com/irfix/irfix/ir"
)

// Reading function bodies in parallel.
//
// Function blocks are independent once the module-level tables before
// them (types, attributes, globals, constants, metadata) are read: LLVM
// itself reads them lazily. ReadRaw of an input of parallelMinBytes or
// more therefore reads the module block as usual but, at a run of
// consecutive FUNCTION_BLOCKs, only notes where each starts (a forked
// bitstream reader) and skips it; at the first entry after the run it
// decodes the noted bodies on several goroutines, each with its own copy
// of the value and metadata tables, and then merges what the bodies
// change outside themselves, in file order:
//
//   - uses of global values: a body's operands refer to per-body
//     stand-ins, replaced by the globals in file order, so every use list
//     comes out in the order a sequential read gives it;
//   - DILocations a body registers for DEBUG_LOC reuse, the blocks it
//     adopts from blockaddress constants, and what it spends of the input
//     budgets.
//
// Anything whose outcome could depend on the order bodies are read in
// (a body naming a global or another body's block, named metadata in a
// body, two bodies registering the same location, a budget a sequential
// read would have exhausted) and every error or panic make ReadRaw read
// the whole input again sequentially, so errors, their bit offsets and
// every decision are always the sequential reader's.

// parallelMinBytes is the input size from which ReadRaw reads bodies in
// parallel (a variable so that tests can lower it).
var parallelMinBytes = 256 << 10

// ParallelRead turns the parallel body reading on (GOMAXPROCS must be
// 2 or more). The first version of this path was off: on the 2-core
// machine this project runs on it took no less wall time than the
// sequential read and 1.7 times its CPU, because each body's operands
// went through stand-ins for the global values they used (a map lookup
// per operand, a use recorded one at a time, then every stand-in
// replaced), where the sequential read carves operand and use lists at
// their final lengths and links the uses of globals once at the end.
// The bodies now set their operands as the sequential read does, each
// goroutine carving from its own arena, and the uses of global values
// are linked once, in file order, after the bodies. Reading libclc,
// SQLite and the generated big module with the collector off (as the
// pipeline commands read, cmd/irfix/gcfloor.go), the work on the
// longest goroutine fell from 0.42/0.33/0.23 s to 0.27/0.21/0.16 s, for
// 15-25% more CPU (the two goroutines fault in the module's pages side
// by side: most of the extra is system time).
var ParallelRead = true

// errSequential reports that the parallel read cannot decide something a
// sequential read decides; ReadRaw then reads sequentially.
var errSequential = errors.New("bitcode: this input needs a sequential read")

// parState is the run of FUNCTION_BLOCKs noted but not read yet.
type parState struct {
	jobs []*bodyJob
	// registered holds the locHash of every location key the bodies
	// merged so far registered.
	registered map[uint64]bool
}

// bodyJob is one noted FUNCTION_BLOCK and, once read, what it changes
// outside itself.
type bodyJob struct {
	f *ir.Func
	r *bitstream.Reader // forked just inside the block

	err     error
	locRegs []locReg         // DILocations its metadata registered
	touched []uint64         // locHash of the location keys it looked up and did not find in the module's table
	adopted bool             // it adopted blockaddress placeholders
	spent   int64            // of the expansion budget
	gUses   [][]ir.GlobalUse // its operands' uses of global values (linkGlobalUses)
}

type locReg struct {
	k locKey
	n *ir.MDNode
}

// bodyWorker is the per-goroutine state of a decoder reading bodies.
type bodyWorker struct {
	job  *bodyJob
	locs map[locKey]*ir.MDNode // registered by this body
}

func (w *bodyWorker) start(j *bodyJob) {
	w.job = j
	clear(w.locs)
}

// registerLoc is fixLocation's registration for a body read in parallel.
func (w *bodyWorker) registerLoc(d *decoder, k locKey, n *ir.MDNode) {
	if d.moduleLoc(k) != nil {
		return
	}
	w.job.touched = append(w.job.touched, locHash(k))
	if w.locs[k] == nil {
		w.locs[k] = n
		w.job.locRegs = append(w.job.locRegs, locReg{k, n})
	}
}

// loc returns the DILocation registered for k by module metadata (or,
// reading a body in parallel, by that body's metadata).
func (d *decoder) loc(k locKey) *ir.MDNode {
	if n := d.moduleLoc(k); n != nil {
		return n
	}
	if d.wk != nil {
		n := d.wk.locs[k]
		if n == nil { // (registerLoc noted the keys the body registered)
			d.wk.job.touched = append(d.wk.job.touched, locHash(k))
		}
		return n
	}
	return nil
}

// readParallel is ReadRaw's parallel path and, with worker set,
// ReadRawBodiesParallel's; ok is false when the input must be read
// sequentially instead.
func readParallel(bc []byte, worker func() func(*ir.Func) error) (d *decoder, ok bool) {
	d = newDecoder(bc)
	d.par = &parState{}
	d.parHook = worker
	defer func() {
		if recover() != nil {
			ok = false // the sequential read meets it again
		}
	}()
	if err := d.readFile(); err != nil {
		return nil, false
	}
	return d, true
}

// queueBody notes the FUNCTION_BLOCK just entered as the body of f and
// skips it.
func (d *decoder) queueBody(f *ir.Func) error {
	d.par.jobs = append(d.par.jobs, &bodyJob{f: f, r: d.r.Fork()})
	return d.skipBlock()
}

// readQueued reads the noted bodies in parallel and merges them.
func (d *decoder) readQueued() error {
	jobs := d.par.jobs
	d.par.jobs = nil
	if len(jobs) == 0 {
		return nil
	}

	// Bodies may use any module constant: make them all now, so that
	// the workers only read the module's part of the value table.
	for id := range d.pend {
		if rec := d.pend[id]; rec != nil {
			if _, err := d.materialize(rec.bit, uint64(id)); err != nil {
				return err
			}
		}
	}
	workers := min(runtime.GOMAXPROCS(0), len(jobs), 8)
	var next atomic.Int64
	var failed atomic.Bool
	var wg sync.WaitGroup
	for range workers {
		w := d.bodyDecoder()
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !failed.Load() {
				n := int(next.Add(1)) - 1
				if n >= len(jobs) {
					return
				}
				if err := w.readJob(jobs[n]); err != nil {
					failed.Store(true)
				}
			}
		}()
	}
	wg.Wait()
	if failed.Load() {
		return errSequential
	}
	for _, j := range jobs {
		if err := d.merge(j); err != nil {
			return err
		}
	}
	return nil
}

// bodyDecoder returns a decoder for one body-reading goroutine: it shares
// the module tables (only read from now on) and has its own value and
// metadata tables, which start as copies of the module's.
func (d *decoder) bodyDecoder() *decoder {
	w := *d
	w.par = nil
	w.r = nil
	// With room for a body's own values and metadata: a body that
	// outgrows it copies the whole table again (a fifth more covers
	// the largest bodies of SQLite and the generated big module; 256
	// more did not, and each goroutine grew SQLite's metadata table to
	// twice its size).
	w.vals = append(make([]ir.Value, 0, len(d.vals)+len(d.vals)/5+256), d.vals...)
	w.pend = append(make([]*cstRec, 0, len(d.pend)+len(d.pend)/5+256), d.pend...)
	w.md = append(make([]ir.Metadata, 0, len(d.md)+len(d.md)/5+256), d.md...)
	w.mdValues = nil
	w.fn = nil
	w.instrBuf = nil
	w.islab = nil
	// Scratch and carving state is each goroutine's own.
	w.valBuf = nil
	w.succs, w.attrSets, w.blockInstrs = slab.Slab[*ir.Block]{}, slab.Slab[ir.AttrSet]{}, slab.Slab[*ir.Instr]{}
	w.mdNodes, w.mdFields, w.attachments = slab.Slab[ir.MDNode]{}, slab.Slab[ir.MDField]{}, slab.Slab[ir.MDAttachment]{}
	w.lineBox = nil
	w.mdRecs = mdRecList{}
	w.arena, w.modArena = ir.BodyArena{}, ir.NewModuleArena()
	w.gDone, w.gUses = nil, nil
	w.wk = &bodyWorker{locs: map[locKey]*ir.MDNode{}}
	if d.parHook != nil {
		// ReadRawBodiesParallel: each goroutine hands its bodies to a
		// callback of its own and reuses their memory for the next.
		w.parHook = nil
		w.bodyHook = d.parHook()
		w.slabs, w.freeSlabs, w.instrArrays = nil, nil, nil
		w.bm = &bodyMem{}
	}
	return &w
}

// readJob reads one noted body.
func (d *decoder) readJob(j *bodyJob) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%w: panic %v", errSequential, r)
		}
		j.err = err
	}()
	if d.r != nil {
		j.r.MoveSlab(d.r)
	}
	d.r = j.r
	d.wk.start(j)
	before := d.budget
	gStart := d.gUseMark()
	// The body's records are reused for the next body, as in a
	// sequential read (readFunctionBlock).
	d.r.TrackOps()
	if err := d.readBody(j.f); err != nil {
		return err
	}
	j.spent = before - d.budget
	j.gUses = d.gUsesSince(gStart)
	if d.bodyHook != nil {
		if err := d.bodyHook(j.f); err != nil {
			return err
		}
		d.releaseBody(j.f)
	}
	d.r.RecycleOps()
	return nil
}

// merge applies what body j changed outside itself, as a sequential read
// would have at j's place in the file.
func (d *decoder) merge(j *bodyJob) error {
	if j.err != nil || !d.r.ChargeFork(j.r) || j.spent > d.budget {
		return errSequential
	}
	d.budget -= j.spent
	if len(d.par.registered) > 0 {
		for _, h := range j.touched {
			if d.par.registered[h] {
				// An earlier body may have registered it (or a key of
				// the same hash): read sequentially, this body would
				// have found that node.
				return errSequential
			}
		}
	}
	for _, r := range j.locRegs {
		if d.par.registered == nil {
			d.par.registered = map[uint64]bool{}
		}
		d.par.registered[locHash(r.k)] = true
		d.addModuleLoc(r.k, r.n)
	}
	if j.adopted {
		delete(d.blockRefs, j.f)
	}
	d.addGlobalUses(j.gUses)
	return nil
}
