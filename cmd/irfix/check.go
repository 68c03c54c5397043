package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

func init() {
	addCommand(&cli.Command{
		Name:      "check",
		Usage:     "list every reason a given LLVM reader would reject the module",
		ArgsUsage: "IN",
		Description: "Lists, for --reader (14, 15-typed, 15, 16-typed, 16, 17 ... 22), each\n" +
			"construct of IN that reader does not understand — opaque or typed pointers,\n" +
			"attributes, instruction flags, constant expressions, debug records, types —\n" +
			"with the first location, how many places have it, and the irfix command that\n" +
			"fixes it. Exit 0 when the reader accepts the module, 1 otherwise.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "reader", Aliases: []string{"r", "target", "t"}, Value: "16-typed",
				Usage: "the reader: 14, 15-typed, 15, 16-typed, 16, 17 ... 22"},
		},
		Action: func(c *cli.Context) error {
			t, err := target.Parse(c.String("reader"))
			if err != nil {
				return usagef("check: %v", err)
			}
			path, err := inputArg(c)
			if err != nil {
				return err
			}
			name, data, err := readInput(c, path)
			if err != nil {
				return err
			}
			m, info, err := irfix.Load(name, data)
			if err != nil {
				return err
			}
			chk, err := irfix.Check(m, t)
			if err != nil {
				return err
			}
			probs := chk.Problems
			calls := wrongCalls(m, chk.Calls)
			if len(probs) == 0 && len(calls) == 0 {
				_, err := fmt.Fprintf(c.App.Writer, "%s: LLVM %s accepts this module\n", name, t)
				return err
			}
			// The fix suggested must be one that works: the conversion is
			// tried first, as the suggested command would run it.
			fixErr := tryFix(name, data, t)
			var ne *downgrade.NotExpressibleError
			errors.As(fixErr, &ne)
			var lines []string
			for _, p := range probs {
				s := p.String()
				if p.Count > 1 {
					s += fmt.Sprintf(" [%d places]", p.Count)
				}
				switch {
				case p.Fix == "":
				case fixErr == nil:
					s += "; fix: " + fixCommand(p.Fix, path, info, t)
				case ne != nil && notExpressible(ne, p):
					s += "; no irfix command fixes this: not expressible for " + t.String()
				case ne != nil:
					s += "; no fix while the module has constructs " + t.String() + " cannot express"
				default:
					s += "; no fix: irfix refuses to convert this input (`irfix verify " + path + "` says why)"
				}
				lines = append(lines, s)
			}
			lines = append(lines, calls...)
			if len(probs) > 0 {
				lines = append(lines, fmt.Sprintf("%s: LLVM %s would reject this module (%d problem kinds)", name, t, len(probs)))
			}
			if len(probs) > 0 && ne != nil {
				lines = append(lines, fmt.Sprintf("%s: no irfix command converts this module for %s: %s cannot be expressed for that reader", name, t, plural(len(ne.Problems), "construct")))
			}
			if len(calls) > 0 {
				lines = append(lines, fmt.Sprintf("%s: %s with a wrong signature: LLVM may accept the module, but running it is undefined behaviour; `irfix fixcalls %s` explains, --fix repairs known conventions", name, plural(len(calls), "call"), name))
			}
			return &rejected{strings.Join(lines, "\n")}
		},
	})
}

// rejected is check's verdict: the reasons, one per line; exit 1.
type rejected struct{ msg string }

func (e *rejected) Error() string { return e.msg }

// wrongCalls returns the first line of callsig's explanation of each
// wrong call (irfix.Check keeps the wrong and adapter classes): LLVM
// readers accept those, so the reader check alone would pass a module
// that cannot run correctly.
func wrongCalls(m *ir.Module, mms []*callsig.Mismatch) []string {
	var lines []string
	for _, mm := range mms {
		first, _, _ := strings.Cut(callsig.Explain(m, mm, nil), "\n")
		lines = append(lines, first)
	}
	return lines
}

// tryFix runs the conversion the suggested fix command runs (downgrade
// and upgrade are the same pipeline with --target T): nil when it
// succeeds.
func tryFix(name string, data []byte, t target.Target) error {
	_, err := (&irfix.Pipeline{Target: t, Emit: irfix.EmitAsInput, VerifyInput: true}).Run(name, data)
	return err
}

// notExpressible reports whether ne lists p's construct.
func notExpressible(ne *downgrade.NotExpressibleError, p downgrade.Problem) bool {
	for _, q := range ne.Problems {
		if q.Construct == p.Construct {
			return true
		}
	}
	return false
}

// fixCommand spells the suggested command for input path: IN replaced by
// the path, and an output file (bitcode input gives bitcode, which is not
// written to a terminal), named after the input and the reader.
func fixCommand(fix, path string, info irfix.Info, t target.Target) string {
	ext := ".ll"
	if info.Format != container.Text {
		ext = ".bc"
	}
	out := "out" + ext
	if path != "-" {
		out = strings.TrimSuffix(path, filepath.Ext(path)) + "." + t.String() + ext
	}
	return strings.Replace(fix, " IN ", " "+path+" ", 1) + " -o " + out
}
