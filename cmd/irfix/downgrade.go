package main

import (
	"bytes"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/internal/textdiff"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

func init() {
	addCommand(&cli.Command{
		Name:      "downgrade",
		Usage:     "lower a module for an older or typed-pointer LLVM reader (default 15-typed)",
		ArgsUsage: "IN",
		Description: "Reads IN (LLVM 11-22 assembly or bitcode, also inside ELF/Mach-O), checks it\n" +
			"with irfix's verifier, brings it to the canonical form, then lowers it for\n" +
			"--target: 14, 15-typed, 15, 16-typed, 16, 17 ... 22. Typed targets get\n" +
			"pointee types inferred by ptrtype (see `irfix explain`), bitcasts only where\n" +
			"a value is used at a second type. Newer attributes and flags become their\n" +
			"older spellings or are dropped when they are only optimisation hints; debug\n" +
			"records become llvm.dbg.* calls. What the target cannot express is reported\n" +
			"with its location and exit status 3.",
		Flags: convertFlags("15-typed"),
		Action: func(c *cli.Context) error {
			return convertCommand(c, "downgrade")
		},
	})
}

// convertFlags are the flags of downgrade and upgrade.
func convertFlags(def string) []cli.Flag {
	return append([]cli.Flag{
		outputFlag,
		forceFlag,
		&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Value: def,
			Usage: "reader to write for: 14, 15-typed, 15, 16-typed, 16, 17 ... 22"},
		&cli.StringFlag{Name: "emit", Usage: "output form: ll (text) or bc (bitcode) (default: the input's form: bc for bitcode, also inside ELF/Mach-O, ll for text)"},
		&cli.BoolFlag{Name: "diff", Usage: "print a unified diff of input vs output (the output goes to -o only when -o is a file)"},
	}, debugFlags()...)
}

// convertCommand is downgrade and upgrade: the pipeline verify-input,
// canonicalize, lower for --target, write. The two differ only in their
// default target: the pipeline composes upgrade's half and downgrade's.
func convertCommand(c *cli.Context, verb string) error {
	t, err := target.Parse(c.String("target"))
	if err != nil {
		return usagef("%s: %v", verb, err)
	}
	p := &irfix.Pipeline{Target: t, Emit: irfix.Emit(c.String("emit")), VerifyInput: true}
	if !c.IsSet("emit") {
		p.Emit = irfix.EmitAsInput // bitcode in, bitcode out
	} else if p.Emit != irfix.EmitText && p.Emit != irfix.EmitBitcode {
		return usagef("%s: --emit must be ll or bc, not %q", verb, p.Emit)
	}
	if !c.Bool("diff") {
		r, err := runPipeline(c, p)
		if err != nil {
			return err
		}
		return writeOutput(c, c.String("output"), r.Output)
	}
	name, m, info, err := loadInput(c)
	if err != nil {
		return err
	}
	before := lltext.Format(m)
	r, err := runOnModule(c, p, m, info)
	if err != nil {
		return err
	}
	after := r.Output
	if !isText(after) { // the diff is of text, whatever the output form
		var b bytes.Buffer
		if err := lltext.PrintWith(&b, r.Module, downgrade.PrintOptions(t)); err != nil {
			return err
		}
		after = b.Bytes()
	}
	d := textdiff.Diff(name, name+" ("+verb+" --target "+t.String()+")", []byte(before), after)
	if d == "" {
		d = "no changes\n"
	}
	if _, err := fmt.Fprint(c.App.Writer, d); err != nil {
		return err
	}
	if o := c.String("output"); o != "-" {
		return writeOutput(c, o, r.Output)
	}
	return nil
}
