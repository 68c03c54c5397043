package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/callsig"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
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
			"-opaque-pointers=0); opaque input keeps its own dialect.",
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "fix", Usage: "repair what can be repaired and write the module"},
			outputFlag,
			&cli.StringFlag{Name: "target", Value: "15-typed", Usage: "reader for repaired typed input"},
		},
		Action: fixcallsCommand,
	})
}

func fixcallsCommand(c *cli.Context) error {
	path, err := inputArg(c)
	if err != nil {
		return err
	}
	name, data, err := readInput(c, path)
	if err != nil {
		return err
	}
	m, _, err := irfix.Load(name, data)
	if err != nil {
		return err
	}
	if m.File == "" {
		m.File = name
	}
	mms := callsig.Find(m)
	if !c.Bool("fix") {
		return reportCalls(c, m, mms, data)
	}
	t, err := target.Parse(c.String("target"))
	if err != nil {
		return usagef("fixcalls: %v", err)
	}
	typed := m.HasTypedPointers()
	if typed {
		if !t.Typed {
			return usagef("fixcalls: typed input needs a typed --target (14, 15-typed, 16-typed), not %s", t)
		}
		if _, err := upgrade.Canonicalize(m); err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		mms = callsig.Find(m)
	}
	for _, mm := range mms {
		if mm.Class == callsig.Wrong {
			return fmt.Errorf("%w: %s", callsig.ErrWrongCall, strings.TrimRight(callsig.Explain(m, mm, data), "\n"))
		}
	}
	n, err := callsig.Fix(m, mms)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if err := ir.Verify(m); err != nil {
		return fmt.Errorf("%s: repaired module does not verify (an irfix bug): %w", name, err)
	}
	if typed {
		if _, err := downgrade.Downgrade(m, t); err != nil {
			return conversionError(name, err)
		}
	}
	fmt.Fprintf(c.App.ErrWriter, "irfix: %s: repaired %d call(s)\n", name, n)
	out, err := irfix.Convert(m, irfix.ConvertOptions{Emit: irfix.EmitText})
	if err != nil {
		return err
	}
	return writeOutput(c, c.String("output"), out)
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
