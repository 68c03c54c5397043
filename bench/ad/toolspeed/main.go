// Command toolspeed measures irfix's own speed at differentiation (issue
// 17): the CPU time to differentiate every defined function of a module
// (reverse mode, each with its default activity, all in one ad.Session),
// next to the CPU time to parse and print the same module. bench/ad/toolspeed.sh runs it on
// bench/bigmodule.sh's module.
//
// Usage: go run ./bench/ad/toolspeed FILE.ll|FILE.bc
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/pprof"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/upgrade"
)

// cpu is the process's user+system CPU time (steadier than wall time on a
// shared machine; the Go runtime's background GC work is included).
func cpu() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: toolspeed FILE")
		os.Exit(2)
	}
	if p := os.Getenv("CPUPROFILE"); p != "" {
		f, err := os.Create(p)
		if err == nil && pprof.StartCPUProfile(f) == nil {
			defer pprof.StopCPUProfile()
		}
	}
	if err := run(os.Args[1]); err != nil {
		pprof.StopCPUProfile()
		fmt.Fprintln(os.Stderr, "toolspeed:", err)
		os.Exit(1)
	}
}

func run(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	t0, w0 := cpu(), time.Now()
	m, _, err := irfix.Load(path, data)
	if err != nil {
		return err
	}
	t1 := cpu()
	if err := lltext.Print(io.Discard, m); err != nil {
		return err
	}
	t2, w2 := cpu(), time.Now()
	if _, err := upgrade.Canonicalize(m); err != nil {
		return err
	}
	t3, w3 := cpu(), time.Now()
	var ms0, ms1 runtime.MemStats
	runtime.ReadMemStats(&ms0)
	var names []string
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			names = append(names, f.Name)
		}
	}
	// TOOLSPEED_MAX limits the number of functions differentiated.
	if k, err := strconv.Atoi(os.Getenv("TOOLSPEED_MAX")); err == nil && k < len(names) {
		names = names[:k]
	}
	ok, refused := 0, map[string]int{}
	// One session for the whole module: callees' derivatives are shared
	// between the functions (TOOLSPEED_ONESHOT=1: one ad.Differentiate
	// per function instead, each starting afresh).
	s, err := ad.NewSession(m)
	if err != nil {
		return err
	}
	diff := s.Differentiate
	if os.Getenv("TOOLSPEED_ONESHOT") == "1" {
		diff = func(fn string, opts ad.Options) (*ir.Func, *ad.Report, error) { return ad.Differentiate(m, fn, opts) }
	}
	// Without the tape report, as irfix grad without --report
	// (TOOLSPEED_REPORT=1: with it).
	opts := ad.Options{NoReport: os.Getenv("TOOLSPEED_REPORT") != "1"}
	// TOOLSPEED_FORWARD=1: forward mode instead of reverse.
	if os.Getenv("TOOLSPEED_FORWARD") == "1" {
		opts.Mode = ad.Forward
	}
	// PHASEPROFILE: a CPU profile of the differentiation phase alone
	// (CPUPROFILE covers the whole run).
	if p := os.Getenv("PHASEPROFILE"); p != "" {
		if f, err := os.Create(p); err == nil && pprof.StartCPUProfile(f) == nil {
			defer pprof.StopCPUProfile()
		}
	}
	for _, n := range names {
		if _, _, err := diff(n, opts); err != nil {
			if !errors.Is(err, ad.ErrNotDifferentiable) {
				return fmt.Errorf("@%s: %w", n, err)
			}
			refused[err.Error()]++
			continue
		}
		ok++
	}
	t4, w4 := cpu(), time.Now()
	if os.Getenv("PHASEPROFILE") != "" {
		pprof.StopCPUProfile()
	}
	runtime.ReadMemStats(&ms1)
	// MEMPROFILE: a heap profile of what is live after differentiating.
	if p := os.Getenv("MEMPROFILE"); p != "" {
		if f, err := os.Create(p); err == nil {
			runtime.GC()
			pprof.WriteHeapProfile(f)
			f.Close()
		}
	}
	if err := lltext.Print(io.Discard, m); err != nil {
		return err
	}
	t5 := cpu()
	// TOOLSPEED_OUT writes the module with the derivatives (for comparing
	// the output before and after a change to the engine).
	if out := os.Getenv("TOOLSPEED_OUT"); out != "" {
		f, err := os.Create(out)
		if err != nil {
			return err
		}
		if err := lltext.Print(f, m); err != nil {
			f.Close()
			return err
		}
		if err := f.Close(); err != nil {
			return err
		}
	}
	parse, print, canon, dt := t1-t0, t2-t1, t3-t2, t4-t3
	fmt.Printf("module: %s (%d bytes, %d defined functions)\n", path, len(data), len(names))
	fmt.Printf("parse: %.3fs  print: %.3fs  parse+print: %.3fs  canonicalize: %.3fs\n",
		parse.Seconds(), print.Seconds(), (parse + print).Seconds(), canon.Seconds())
	fmt.Printf("differentiate all: %.3fs (%d differentiated, %d refused)  ratio to parse+print: %.2f\n",
		dt.Seconds(), ok, len(names)-ok, dt.Seconds()/(parse+print).Seconds())
	fmt.Printf("differentiating allocated %d MB in %d objects; %d GC cycles; heap %d MB -> %d MB\n",
		(ms1.TotalAlloc-ms0.TotalAlloc)>>20, ms1.Mallocs-ms0.Mallocs, ms1.NumGC-ms0.NumGC, ms0.HeapAlloc>>20, ms1.HeapAlloc>>20)
	fmt.Printf("print with the gradients: %.3fs\n", (t5 - t4).Seconds())
	// Wall time (only meaningful on an otherwise idle machine).
	wpp, wdt := w2.Sub(w0), w4.Sub(w3)
	fmt.Printf("wall: parse+print %.3fs  differentiate all %.3fs  ratio %.2f\n",
		wpp.Seconds(), wdt.Seconds(), wdt.Seconds()/wpp.Seconds())
	// TOOLSPEED_CHECK=K: for every K-th function, differentiate it alone
	// (ad.Differentiate on a fresh copy of the module) and compare each
	// function that call generates with the session's function of the
	// same name: the session must generate the same code and names.
	if k, err := strconv.Atoi(os.Getenv("TOOLSPEED_CHECK")); err == nil && k > 0 {
		got := defines(m)
		checked := 0
		for j := 0; j < len(names); j += k {
			fresh, _, err := irfix.Load(path, data)
			if err != nil {
				return err
			}
			if _, err := upgrade.Canonicalize(fresh); err != nil {
				return err
			}
			orig := map[string]bool{}
			for _, f := range fresh.Funcs {
				orig[f.Name] = true
			}
			if _, _, err := ad.Differentiate(fresh, names[j], ad.Options{}); err != nil {
				continue
			}
			for name, text := range defines(fresh) {
				if orig[name] {
					continue
				}
				if got[name] != text {
					return fmt.Errorf("check: @%s (from @%s) differs between the session and ad.Differentiate", name, names[j])
				}
				checked++
			}
		}
		fmt.Printf("check: %d generated functions identical to ad.Differentiate's\n", checked)
	}
	var msgs []string
	for k := range refused {
		msgs = append(msgs, k)
	}
	sort.Strings(msgs)
	for i, k := range msgs {
		if i == 5 {
			fmt.Printf("  ... %d more kinds of refusal\n", len(msgs)-5)
			break
		}
		fmt.Printf("  refused x%d: %.200s\n", refused[k], k)
	}
	return nil
}

// defines splits the printed module into its function definitions, by
// name.
func defines(m *ir.Module) map[string]string {
	out := map[string]string{}
	text := lltext.Format(m)
	for _, chunk := range strings.Split(text, "\ndefine ")[1:] {
		body := chunk[:strings.Index(chunk, "\n}\n")+2]
		at := strings.Index(body, " @")
		name := body[at+2 : at+strings.IndexByte(body[at:], '(')]
		out[name] = body
	}
	return out
}
