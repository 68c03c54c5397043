package bitcode

import (
	"os"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/irfix/irfix/target"
)

// TestWriteParallelTiming measures Write with the bodies written one
// after another and in parallel, interleaved, on the module named by
// IRFIX_WRITE_TIMING_IN (.bc or .ll; lowered for IRFIX_WRITE_TIMING_TARGET,
// default 14) and logs the median wall and CPU (user+sys of the process)
// seconds of each, and their ratios. Skipped unless the variable is set;
// it asserts nothing about time:
//
//	IRFIX_WRITE_TIMING_IN=/tmp/b16/libclc.bc go test ./bitcode \
//	    -run TestWriteParallelTiming -v -count=1
func TestWriteParallelTiming(t *testing.T) {
	path := os.Getenv("IRFIX_WRITE_TIMING_IN")
	if path == "" {
		t.Skip("set IRFIX_WRITE_TIMING_IN to a module to time the writer on")
	}
	tname := os.Getenv("IRFIX_WRITE_TIMING_TARGET")
	if tname == "" {
		tname = "14"
	}
	tg := target.MustParse(tname)
	m, err := wtLower(path, tg)
	if err != nil {
		t.Fatal(err)
	}
	cpu := func() time.Duration {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			t.Fatal(err)
		}
		return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	old := parallelWriteMinBytes
	defer func() { parallelWriteMinBytes = old }()
	var wall, used [2][]float64 // [sequential, parallel]
	var ref []byte
	for i := range 11 {
		for k, min := range []int{1 << 62, 0} {
			parallelWriteMinBytes = min
			c0, w0 := cpu(), time.Now()
			out, par, err := writeReport(m, tg, nil)
			w1, c1 := time.Since(w0), cpu()-c0
			if err != nil {
				t.Fatal(err)
			}
			if par != (k == 1) {
				t.Fatalf("run %d: parallel %v", k, par)
			}
			if ref == nil {
				ref = out
			} else if string(out) != string(ref) {
				t.Fatal("outputs differ")
			}
			if i > 0 { // the first round warms up
				wall[k] = append(wall[k], w1.Seconds())
				used[k] = append(used[k], c1.Seconds())
			}
		}
	}
	med := func(xs []float64) float64 {
		s := slices.Clone(xs)
		slices.Sort(s)
		return s[len(s)/2]
	}
	ws, wp, cs, cp := med(wall[0]), med(wall[1]), med(used[0]), med(used[1])
	t.Logf("%s for %s, %d runs each: sequential wall %.3fs cpu %.3fs; parallel wall %.3fs cpu %.3fs; wall old/new %.2f, cpu old/new %.2f",
		path, tg, len(wall[0]), ws, cs, wp, cp, ws/wp, cs/cp)
}
