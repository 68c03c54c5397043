package irfix

import (
	"fmt"
	"io"
	"os"
	"time"
)

// passTimer prints, when the environment variable IRFIX_TIME_PASSES is
// 1, each pass's wall time and the CPU time (user + system, all threads:
// the collector's and helper goroutines' work included) the process spent
// during it, one line per pass on standard error (Pipeline.Trace when
// set). The write pass's self-check is timed as its own line. It is a
// measuring aid for the pipeline's cost split (issue 16), not an
// interface: the format may change.
type passTimer struct {
	w     io.Writer
	wall  time.Time
	cpu   time.Duration
	total [2]time.Duration // wall, CPU since the timer started
	skip  bool             // the pass timed its own parts: no lap at its end
}

// newPassTimer returns nil unless IRFIX_TIME_PASSES=1.
func newPassTimer(w io.Writer) *passTimer {
	if os.Getenv("IRFIX_TIME_PASSES") != "1" {
		return nil
	}
	if w == nil {
		w = os.Stderr
	}
	t := &passTimer{w: w}
	t.wall, t.cpu = time.Now(), processCPU()
	return t
}

// lapped is lap for the last part of a pass that times its parts: the
// pipeline's lap at the end of the pass is then skipped.
func (t *passTimer) lapped(name string) {
	if t == nil {
		return
	}
	t.lap(name)
	t.skip = true
}

// lap prints the time since the last lap under name.
func (t *passTimer) lap(name string) {
	if t == nil {
		return
	}
	if t.skip {
		t.skip = false
		return
	}
	wall, cpu := time.Now(), processCPU()
	dw, dc := wall.Sub(t.wall), cpu-t.cpu
	t.total[0] += dw
	t.total[1] += dc
	fmt.Fprintf(t.w, "irfix: time %-14s wall %7.3fs cpu %7.3fs\n", name, dw.Seconds(), dc.Seconds())
	t.wall, t.cpu = wall, cpu
}

// done prints the totals.
func (t *passTimer) done() {
	if t == nil {
		return
	}
	fmt.Fprintf(t.w, "irfix: time %-14s wall %7.3fs cpu %7.3fs\n", "total", t.total[0].Seconds(), t.total[1].Seconds())
}
