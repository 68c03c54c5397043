package main

import (
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

func init() {
	addCommand(&cli.Command{
		Name:      "fixcalls",
		Usage:     "find, explain and (with --fix) repair call-signature mismatches",
		ArgsUsage: "IN",
		Description: "Reports every call whose call-site type differs from the function it reaches,\n" +
			"with both signatures aligned and what was probably meant (exit 1 while a wrong\n" +
			"call remains). With --fix, harmless mismatches become direct calls and calls\n" +
			"following a known convention (Numba's nopython ABI) are rebuilt; the repaired\n" +
			"module goes to -o. Typed input is repaired in canonical form and lowered back\n" +
			"to --target (default 15-typed, which LLVM 15 and 16 read with\n" +
			"-opaque-pointers=0); opaque input keeps its own dialect. --fix refuses input\n" +
			"that irfix's verifier rejects.",
		Flags: append([]cli.Flag{
			&cli.BoolFlag{Name: "fix", Usage: "repair what can be repaired and write the module"},
			outputFlag,
			&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Value: "15-typed", Usage: "reader for repaired typed input"},
			forceFlag,
		}, debugFlags()...),
		Action: fixcallsCommand,
	})
}

func fixcallsCommand(c *cli.Context) error {
	if !c.Bool("fix") {
		r, err := runPipeline(c, &irfix.Pipeline{Calls: irfix.CallsReport})
		if err != nil {
			return err
		}
		return reportCalls(c, r.Module, r.Calls, r.Source())
	}
	t, err := target.Parse(c.String("target"))
	if err != nil {
		return usagef("fixcalls: %v", err)
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
	// Typed input is repaired in the canonical form and lowered back for
	// the typed --target; opaque input keeps its own dialect.
	p := &irfix.Pipeline{Calls: irfix.CallsFix, VerifyInput: true, Emit: irfix.EmitAsInput, Source: data}
	if m.HasTypedPointers() {
		if !t.Typed {
			return usagef("fixcalls: typed input needs a typed --target (14, 15-typed, 16-typed), not %s", t)
		}
		p.Canonicalize, p.Target = true, t
	} else if info.Format != container.Text {
		// Bitcode in, bitcode out: for the reader of the LLVM that wrote
		// it (its producer), or the newest.
		p.Target = producerTarget(info.Producer)
	}
	r, err := runOnModule(c, p, m, info)
	if err != nil {
		return err
	}
	fmt.Fprintf(c.App.ErrWriter, "irfix: %s: repaired %d call(s)\n", name, r.Fixed)
	return writeOutput(c, c.String("output"), r.Output)
}

// reportCalls prints every mismatch and fails (exit 1) while a call that
// is not harmless remains.
func reportCalls(c *cli.Context, m *ir.Module, mms []*callsig.Mismatch, src []byte) error {
	bad := 0
	for _, mm := range mms {
		fmt.Fprint(c.App.Writer, callsig.Explain(m, mm, src))
		if mm.Class != callsig.Harmless {
			bad++
		}
	}
	if bad > 0 {
		return errors.New(plural(bad, "call") + " with a wrong signature (see above); `irfix fixcalls --fix` repairs the ones marked with a known convention")
	}
	if len(mms) == 0 {
		fmt.Fprintln(c.App.Writer, "no call-signature mismatches")
	}
	return nil
}

func plural(n int, w string) string {
	if n == 1 {
		return "1 " + w
	}
	return fmt.Sprintf("%d %ss", n, w)
}
