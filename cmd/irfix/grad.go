package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad"
	"github.com/irfix/irfix/target"
)

func init() {
	addCommand(&cli.Command{
		Name:      "grad",
		Usage:     "add the derivative of a function (reverse or forward mode) and write the module",
		ArgsUsage: "IN",
		Description: "Runs irfix's pipeline: verify the input, canonicalize, check call signatures\n" +
			"(a wrong call stops it, with callsig's explanation), differentiate --fn with\n" +
			"package ad, lower for --target, write. Reverse mode adds NAME_grad, forward\n" +
			"mode NAME_jvp (--name overrides). Integer parameters are constant; name\n" +
			"others with --const (by name or 0-based position). --typed-pointers is\n" +
			"--target 16-typed (Julia 1.11's reader). With --enzyme, the module's calls of\n" +
			"Enzyme's C ABI (__enzyme_autodiff, __enzyme_fwddiff) are replaced instead.\n" +
			"A construct that cannot be differentiated exactly is an error naming it\n" +
			"(exit 1), never a wrong derivative.",
		Flags: append([]cli.Flag{
			outputFlag,
			forceLongFlag, // -f is --fn here
			&cli.StringFlag{Name: "fn", Aliases: []string{"f"}, Usage: "the function to differentiate (`NAME`, without @)"},
			&cli.StringFlag{Name: "mode", Value: "reverse", Usage: "reverse (adjoints, NAME_grad) or forward (tangents, NAME_jvp)"},
			&cli.StringFlag{Name: "const", Usage: "parameters held constant: comma-separated `NAMES` or 0-based positions"},
			&cli.StringFlag{Name: "name", Usage: "`NAME` of the generated function"},
			&cli.BoolFlag{Name: "typed-pointers", Usage: "write for a typed-pointer reader: same as --target 16-typed"},
			&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Usage: "reader to write for: 14, 15-typed, 15, 16-typed, 16, 17 ... 22 (default: the canonical form, as text)"},
			&cli.StringFlag{Name: "emit", Value: "ll", Usage: "output form: ll (text) or bc (bitcode; needs --target or --typed-pointers)"},
			&cli.BoolFlag{Name: "report", Usage: "print what the reverse sweep keeps on its tape, and why, to stderr"},
			&cli.BoolFlag{Name: "enzyme", Usage: "replace the module's Enzyme ABI calls instead of differentiating --fn"},
		}, debugFlags()...),
		Action: gradCommand,
	})
}

func gradCommand(c *cli.Context) error {
	g := &irfix.GradOptions{
		Fn:     strings.TrimPrefix(c.String("fn"), "@"),
		Const:  splitList(c.String("const")),
		Name:   strings.TrimPrefix(c.String("name"), "@"),
		Enzyme: c.Bool("enzyme"),
		Report: c.Bool("report"),
	}
	switch c.String("mode") {
	case "reverse":
		g.Mode = ad.Reverse
	case "forward":
		g.Mode = ad.Forward
	default:
		return usagef("grad: --mode must be reverse or forward, not %q", c.String("mode"))
	}
	if g.Enzyme {
		for _, f := range []string{"fn", "mode", "const", "name"} {
			if c.IsSet(f) {
				return usagef("grad: --%s does not go with --enzyme (the module's __enzyme_* calls say what to differentiate)", f)
			}
		}
	} else if g.Fn == "" {
		return usagef("grad: missing required flag --fn (or --enzyme)")
	}
	t, err := gradTarget(c)
	if err != nil {
		return err
	}
	p := &irfix.Pipeline{Target: t, Emit: irfix.Emit(c.String("emit")), VerifyInput: true, Calls: irfix.CallsCheck, Grad: g}
	if p.Emit != irfix.EmitText && p.Emit != irfix.EmitBitcode {
		return usagef("grad: --emit must be ll or bc, not %q", p.Emit)
	}
	if p.Emit == irfix.EmitBitcode && t.Major == 0 {
		return usagef("grad: --emit bc needs --target or --typed-pointers (the LLVM reader to write for)")
	}
	r, err := runPipeline(c, p)
	if err != nil {
		return err
	}
	if g.Report && r.ADReport != nil {
		fmt.Fprint(c.App.ErrWriter, r.ADReport.String())
	}
	if g.Enzyme && r.EnzymeCalls == 0 {
		fmt.Fprintf(c.App.ErrWriter, "irfix: %s: no Enzyme calls (__enzyme_autodiff, __enzyme_fwddiff) found; the module is written without derivatives\n", r.Module.File)
	}
	return writeOutput(c, c.String("output"), r.Output)
}

// gradTarget reads --target and its shorthand --typed-pointers.
func gradTarget(c *cli.Context) (target.Target, error) {
	s := c.String("target")
	if c.Bool("typed-pointers") {
		if s != "" {
			return target.Target{}, usagef("grad: give --typed-pointers or --target, not both")
		}
		s = "16-typed"
	}
	if s == "" {
		return target.Target{}, nil
	}
	t, err := target.Parse(s)
	if err != nil {
		return target.Target{}, usagef("grad: %v", err)
	}
	return t, nil
}

// splitList splits a comma-separated flag value ("" is no items).
func splitList(s string) []string {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if f = strings.TrimSpace(f); f != "" {
			out = append(out, strings.TrimPrefix(f, "%"))
		}
	}
	return out
}

// parseFloats parses a comma-separated list of numbers.
func parseFloats(s string) ([]float64, error) {
	var out []float64
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		x, err := strconv.ParseFloat(f, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", f)
		}
		out = append(out, x)
	}
	return out, nil
}
