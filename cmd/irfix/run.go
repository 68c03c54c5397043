package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/interp"
	"github.com/irfix/irfix/ir"
)

func init() {
	addCommand(&cli.Command{
		Name:      "run",
		Usage:     "execute a function or main with irfix's interpreter (no LLVM needed)",
		ArgsUsage: "IN [PROGRAM-ARGS...]",
		Description: "Without --fn, runs main like a C program: constructors, main(argc, argv) with\n" +
			"IN and PROGRAM-ARGS as argv, atexit handlers; the program's stdout and stderr\n" +
			"are irfix's, and irfix exits with the program's status; when that status is\n" +
			"not 0, irfix's last stderr line is `irfix: run: IN: program exited with\n" +
			"status N`. irfix's own failures never print that line: they exit 1 (bad\n" +
			"input, undefined behaviour detected, a limit reached, an external function\n" +
			"the interpreter lacks) or 2 (usage) with an `irfix: FILE...` message.\n" +
			"With --fn, calls that function with --args (one value per parameter, in\n" +
			"order, comma-separated; pointer parameters are given with --array instead)\n" +
			"and prints the return value, then each --array after the call.\n" +
			"--array NAME[:TYPE]=v1,v2,... allocates an array for the parameter NAME (or\n" +
			"its 0-based position); TYPE (i8 i16 i32 i64 float double) defaults to what\n" +
			"the function loads or stores through the parameter.\n" +
			"Undefined behaviour the interpreter detects (out-of-bounds access, branch on\n" +
			"poison, call-signature mismatch, ...) stops the run with an error naming the\n" +
			"instruction; so do --max-steps and --max-memory.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "fn", Usage: "call `NAME` instead of running main"},
			&cli.StringFlag{Name: "args", Usage: "comma-separated argument `VALUES` for --fn"},
			&cli.GenericFlag{Name: "array", Value: &rawList{}, Usage: "`NAME[:TYPE]=v1,v2,...` array for a pointer parameter (repeatable)"},
			&cli.Int64Flag{Name: "max-steps", Value: interp.DefaultMaxSteps, Usage: "stop after `N` instructions"},
			&cli.StringFlag{Name: "max-memory", Value: "1G", Usage: "memory limit in `BYTES` (suffixes K, M, G); counts every object at twice its size (its bytes and their undefined-bit shadow: malloc(n) costs 2n), register values, the call stack and printf's buffers"},
		},
		Action: runCommand,
	})
}

// rawList is a repeatable string flag that, unlike cli.StringSliceFlag,
// does not split values at commas.
type rawList struct{ vals []string }

func (l *rawList) Set(s string) error { l.vals = append(l.vals, s); return nil }
func (l *rawList) String() string     { return strings.Join(l.vals, " ") }

// exitStatus is the exit code of the interpreted program; report returns
// it as irfix's own.
type exitStatus int

func (e exitStatus) Error() string { return fmt.Sprintf("program exited with status %d", int(e)) }

func parseBytes(s string) (int64, error) {
	mult := int64(1)
	switch {
	case strings.HasSuffix(s, "K"):
		mult, s = 1<<10, strings.TrimSuffix(s, "K")
	case strings.HasSuffix(s, "M"):
		mult, s = 1<<20, strings.TrimSuffix(s, "M")
	case strings.HasSuffix(s, "G"):
		mult, s = 1<<30, strings.TrimSuffix(s, "G")
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n <= 0 || n > (1<<62)/mult {
		return 0, fmt.Errorf("bad byte count %q", s)
	}
	return n * mult, nil
}

func runCommand(c *cli.Context) error {
	if c.NArg() == 0 {
		return usagef("run: missing input (a file, or - for stdin)")
	}
	path := c.Args().First()
	progArgs := c.Args().Slice()[1:]
	fnName := c.String("fn")
	arrays := c.Generic("array").(*rawList).vals
	if fnName == "" && (c.IsSet("args") || len(arrays) > 0) {
		return usagef("run: --args and --array need --fn")
	}
	if fnName != "" && len(progArgs) > 0 {
		return usagef("run: program arguments are for main; use --args with --fn")
	}
	maxMem, err := parseBytes(c.String("max-memory"))
	if err != nil {
		return usagef("run: --max-memory: %v", err)
	}
	if c.Int64("max-steps") <= 0 {
		return usagef("run: --max-steps must be positive")
	}
	name, data, err := readInput(c, path)
	if err != nil {
		return err
	}
	// The interpreter runs the canonical form.
	r, err := (&irfix.Pipeline{Canonicalize: true}).Run(name, data)
	if err != nil {
		return err
	}
	m := r.Module
	mc, err := interp.New(m, interp.Options{
		MaxSteps:  c.Int64("max-steps"),
		MaxMemory: maxMem,
		Stdout:    c.App.Writer,
		Stderr:    c.App.ErrWriter,
		Stdin:     c.App.Reader,
	})
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if fnName == "" {
		code, err := mc.RunMain(append([]string{path}, progArgs...))
		if err != nil {
			return runError(name, err)
		}
		if code != 0 {
			fmt.Fprintf(c.App.ErrWriter, "irfix: run: %s: program exited with status %d\n", name, code)
			return exitStatus(code)
		}
		return nil
	}
	return callFunction(c, mc, name, fnName, arrays)
}

// runError prefixes an execution error with the input's name; errors that
// know their source position (LINE:COL: ...) become FILE:LINE:COL: ....
func runError(name string, err error) error {
	var re *interp.RunError
	if errors.As(err, &re) && re.Pos.IsValid() {
		return fmt.Errorf("%s:%w", name, err)
	}
	return fmt.Errorf("%s: %w", name, err)
}

// arraySpec is one parsed --array.
type arraySpec struct {
	param int
	name  string
	elem  *ir.Type
	vals  []string
	addr  interp.Value
}

func callFunction(c *cli.Context, mc *interp.Machine, name, fnName string, arrays []string) error {
	f := mc.Func(fnName)
	if f == nil || f.IsDeclaration() {
		return fmt.Errorf("%s: no function @%s defined in the module", name, fnName)
	}
	specs := map[int]*arraySpec{}
	var order []*arraySpec
	for _, a := range arrays {
		s, err := parseArraySpec(f, a)
		if err != nil {
			return usagef("run: --array %s: %v", a, err)
		}
		if specs[s.param] != nil {
			return usagef("run: --array given twice for parameter %s", s.name)
		}
		specs[s.param] = s
		order = append(order, s)
	}
	var argStrs []string
	if as := strings.TrimSpace(c.String("args")); as != "" {
		argStrs = strings.Split(as, ",")
	}
	args := make([]interp.Value, len(f.Params))
	k := 0
	for i, p := range f.Params {
		if s := specs[i]; s != nil {
			vals := make([]interp.Value, len(s.vals))
			for j, v := range s.vals {
				pv, err := interp.ParseValue(s.elem, v)
				if err != nil {
					return usagef("run: --array %s: element %d: %v", s.name, j, err)
				}
				vals[j] = pv
			}
			addr, err := mc.NewArray(s.elem, vals)
			if err != nil {
				return err
			}
			s.addr, args[i] = addr, addr
			continue
		}
		if k >= len(argStrs) {
			return usagef("run: @%s has %d parameters; --args gives %d value(s) and --array %d", fnName, len(f.Params), len(argStrs), len(specs))
		}
		if p.Typ.Kind == ir.PointerKind && argStrs[k] != "null" && argStrs[k] != "0" {
			return usagef("run: parameter %s is a pointer: give it with --array %s=v1,v2,...", paramName(p, i), paramName(p, i))
		}
		v, err := interp.ParseValue(p.Typ, argStrs[k])
		if err != nil {
			return usagef("run: argument %d (%s): %v", i, paramName(p, i), err)
		}
		args[i] = v
		k++
	}
	if k != len(argStrs) {
		return usagef("run: @%s has %d parameters; --args gives %d value(s) and --array %d", fnName, len(f.Params), len(argStrs), len(specs))
	}
	res, err := mc.Call(fnName, args...)
	if err != nil {
		return runError(name, err)
	}
	w := c.App.Writer
	if f.Sig.Ret.Kind != ir.VoidKind {
		fmt.Fprintln(w, res.String())
	}
	for _, s := range order {
		vals, err := mc.ReadArray(s.addr, s.elem, len(s.vals))
		if err != nil {
			return fmt.Errorf("%s: reading back --array %s: %w", name, s.name, err)
		}
		strs := make([]string, len(vals))
		for i, v := range vals {
			strs[i] = v.String()
		}
		fmt.Fprintf(w, "%s = [%s]\n", s.name, strings.Join(strs, ", "))
	}
	return nil
}

func paramName(p *ir.Param, i int) string {
	if p.Name != "" {
		return p.Name
	}
	return strconv.Itoa(i)
}

func parseArraySpec(f *ir.Func, s string) (*arraySpec, error) {
	eq := strings.IndexByte(s, '=')
	if eq < 0 {
		return nil, fmt.Errorf("want NAME[:TYPE]=v1,v2,...")
	}
	lhs, rhs := s[:eq], s[eq+1:]
	pname, tname, _ := strings.Cut(lhs, ":")
	idx := -1
	for i, p := range f.Params {
		if p.Name != "" && p.Name == pname {
			idx = i
		}
	}
	if idx < 0 {
		if n, err := strconv.Atoi(pname); err == nil && n >= 0 && n < len(f.Params) {
			idx = n
		}
	}
	if idx < 0 {
		names := make([]string, len(f.Params))
		for i, p := range f.Params {
			names[i] = paramName(p, i)
		}
		return nil, fmt.Errorf("@%s has no parameter %q (its parameters: %s; unnamed ones go by position)", f.Name, pname, strings.Join(names, ", "))
	}
	p := f.Params[idx]
	if p.Typ.Kind != ir.PointerKind {
		return nil, fmt.Errorf("parameter %s is %s, not a pointer", pname, p.Typ)
	}
	var elem *ir.Type
	if tname != "" {
		elem = map[string]*ir.Type{"i8": ir.I8, "i16": ir.IntType(16), "i32": ir.I32, "i64": ir.I64,
			"float": ir.Float, "double": ir.Double}[tname]
		if elem == nil {
			return nil, fmt.Errorf("unknown element type %q (i8 i16 i32 i64 float double)", tname)
		}
	} else if elem = accessType(f, p); elem == nil {
		return nil, fmt.Errorf("cannot tell the element type of %s from @%s; write %s:TYPE=...", pname, f.Name, pname)
	}
	var vals []string
	if strings.TrimSpace(rhs) != "" {
		vals = strings.Split(rhs, ",")
	}
	return &arraySpec{param: idx, name: pname, elem: elem, vals: vals}, nil
}

// accessType finds the scalar type the function reads or writes through
// p: the element type of a GEP on it, or the type of a load or store. At
// -O0 the parameter is first spilled to an alloca; copies reloaded from
// such a slot count as p.
func accessType(f *ir.Func, p *ir.Param) *ir.Type {
	same := map[ir.Value]bool{p: true}
	slots := map[ir.Value]bool{}
	for changed := true; changed; {
		changed = false
		f.Instrs(func(in *ir.Instr) {
			ops := in.Operands()
			switch {
			case in.Op == ir.OpStore && same[ops[0]] && !slots[ops[1]]:
				if a, ok := ops[1].(*ir.Instr); ok && a.Op == ir.OpAlloca {
					slots[a], changed = true, true
				}
			case in.Op == ir.OpLoad && slots[ops[0]] && in.Typ.IsPtr() && !same[in]:
				same[in], changed = true, true
			}
		})
	}
	var found *ir.Type
	f.Instrs(func(in *ir.Instr) {
		if found != nil {
			return
		}
		ops := in.Operands()
		switch {
		case in.Op == ir.OpGetElementPtr && same[ops[0]]:
			t := in.ElemType
			for t.Kind == ir.ArrayKind || t.Kind == ir.VectorKind {
				t = t.Elem
			}
			if t.Kind != ir.StructKind {
				found = t
			}
		case in.Op == ir.OpLoad && same[ops[0]]:
			found = in.Typ
		case in.Op == ir.OpStore && same[ops[1]] && !slots[ops[1]]:
			found = ops[0].Type()
		}
	})
	if found != nil && (found.IsInt() || found.IsFloat() || found.IsPtr()) {
		return found
	}
	return nil
}
