package main

import (
	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/target"
)

func init() {
	addCommand(&cli.Command{
		Name:      "convert",
		Usage:     "read a module (text, bitcode, ELF, Mach-O) and write it for a reader",
		ArgsUsage: "IN",
		Description: "Without --target, prints the module unchanged as LLVM assembly (so it also\n" +
			"disassembles bitcode). With --target T (14, 15-typed, 15, 16-typed, 16, 17 ... 22)\n" +
			"it converts the module for that reader first, like downgrade and upgrade.\n" +
			"--emit bc writes bitcode and needs --target. The input must pass irfix's\n" +
			"verifier (see `irfix verify`); nothing is written when it does not.",
		Flags: append([]cli.Flag{
			outputFlag,
			forceFlag,
			&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Usage: "reader to write for: 14, 15-typed, 15, 16-typed, 16, 17 ... 22 (default: write the module as it is)"},
			&cli.StringFlag{Name: "emit", Value: "ll", Usage: "output form: ll (text) or bc (bitcode; needs --target)"},
		}, debugFlags()...),
		Action: func(c *cli.Context) error {
			p := &irfix.Pipeline{Emit: irfix.Emit(c.String("emit")), VerifyInput: true}
			if p.Emit != irfix.EmitText && p.Emit != irfix.EmitBitcode {
				return usagef("convert: --emit must be ll or bc, not %q", p.Emit)
			}
			if s := c.String("target"); s != "" {
				t, err := target.Parse(s)
				if err != nil {
					return usagef("convert: %v", err)
				}
				p.Target = t
			} else if p.Emit == irfix.EmitBitcode {
				return usagef("convert: --emit bc needs --target (the LLVM reader to write for)")
			}
			if p.Emit == irfix.EmitText {
				// Streamed, as in dis: not built in memory first.
				if err := prepare(c, p); err != nil {
					return err
				}
				path, err := inputArg(c)
				if err != nil {
					return err
				}
				name, data, err := readInput(c, path)
				if err != nil {
					return err
				}
				return streamText(c, p, name, data)
			}
			r, err := runPipeline(c, p)
			if err != nil {
				return err
			}
			return writeOutput(c, c.String("output"), r.Output)
		},
	})
}
