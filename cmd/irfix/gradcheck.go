package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ad/gradcheck"
)

func init() {
	addCommand(&cli.Command{
		Name:      "gradcheck",
		Usage:     "check a function's derivatives: reverse, forward and finite differences",
		ArgsUsage: "IN",
		Description: "Differentiates --fn in reverse and forward mode, runs both and the\n" +
			"original in irfix's interpreter at the point --at (the scalar parameters,\n" +
			"in order; pointer parameters get --array NAME=v1,v2,... by name or 0-based\n" +
			"position), and compares each partial derivative with central finite\n" +
			"differences. --random N adds N random points around --at. Prints one row\n" +
			"per partial derivative; exit 1 when a row is outside --tol.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "fn", Aliases: []string{"f"}, Required: true, Usage: "the function to check (`NAME`, without @)"},
			&cli.StringFlag{Name: "at", Usage: "the scalar parameters: comma-separated `VALUES`"},
			&cli.GenericFlag{Name: "array", Value: &rawList{}, Usage: "`NAME=v1,v2,...` contents of a pointer parameter (repeatable)"},
			&cli.IntFlag{Name: "random", Usage: "also check `N` random points around --at"},
			&cli.StringFlag{Name: "const", Usage: "parameters held constant: comma-separated `NAMES` or 0-based positions"},
			&cli.Float64Flag{Name: "tol", Usage: "relative-error tolerance `X` (default: gradcheck's)"},
		},
		Action: gradcheckCommand,
	})
}

func gradcheckCommand(c *cli.Context) error {
	at, err := parseFloats(c.String("at"))
	if err != nil {
		return usagef("gradcheck: --at: %v", err)
	}
	opts := gradcheck.Options{At: at, Random: c.Int("random"), Const: splitList(c.String("const")), Tol: c.Float64("tol")}
	if opts.Random < 0 || opts.Tol < 0 {
		return usagef("gradcheck: --random and --tol must not be negative")
	}
	for _, a := range c.Generic("array").(*rawList).vals {
		k, vals, ok := strings.Cut(a, "=")
		k = strings.TrimPrefix(strings.TrimSpace(k), "%")
		if !ok || k == "" {
			return usagef("gradcheck: --array wants NAME=v1,v2,..., not %q", a)
		}
		xs, err := parseFloats(vals)
		if err != nil {
			return usagef("gradcheck: --array %s: %v", k, err)
		}
		if opts.Arrays == nil {
			opts.Arrays = map[string][]float64{}
		}
		if _, dup := opts.Arrays[k]; dup {
			return usagef("gradcheck: --array %s given twice", k)
		}
		opts.Arrays[k] = xs
	}
	fn := strings.TrimPrefix(c.String("fn"), "@")
	r, err := runPipeline(c, &irfix.Pipeline{VerifyInput: true, Calls: irfix.CallsCheck,
		GradCheck: &irfix.GradCheckOptions{Fn: fn, Options: opts}})
	if err != nil {
		return err
	}
	if err := r.GradCheck.Write(c.App.Writer); err != nil {
		return err
	}
	if !r.GradCheck.OK() {
		bad := 0
		for _, row := range r.GradCheck.Rows {
			if !(row.RelErr <= r.GradCheck.Tol) {
				bad++
			}
		}
		return fmt.Errorf("%s: gradient check of @%s failed: %d of %d partial derivatives outside tolerance %g", r.Module.File, fn, bad, len(r.GradCheck.Rows), r.GradCheck.Tol)
	}
	return nil
}
