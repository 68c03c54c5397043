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
			"--emit bc writes bitcode and needs --target.",
		Flags: []cli.Flag{
			outputFlag,
			&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Usage: "reader to write for: 14, 15-typed, 15, 16-typed, 16, 17 ... 22 (default: write the module as it is)"},
			&cli.StringFlag{Name: "emit", Value: "ll", Usage: "output form: ll (text) or bc (bitcode; needs --target)"},
		},
		Action: func(c *cli.Context) error {
			opts := irfix.ConvertOptions{Emit: irfix.Emit(c.String("emit"))}
			if opts.Emit != irfix.EmitText && opts.Emit != irfix.EmitBitcode {
				return usagef("convert: --emit must be ll or bc, not %q", opts.Emit)
			}
			if s := c.String("target"); s != "" {
				t, err := target.Parse(s)
				if err != nil {
					return usagef("convert: %v", err)
				}
				opts.Target = t
			} else if opts.Emit == irfix.EmitBitcode {
				return usagef("convert: --emit bc needs --target (the LLVM reader to write for)")
			}
			_, m, _, err := loadInput(c)
			if err != nil {
				return err
			}
			out, err := irfix.Convert(m, opts)
			if err != nil {
				return err
			}
			return writeOutput(c, c.String("output"), out)
		},
	})
}
