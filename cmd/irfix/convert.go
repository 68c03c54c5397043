package main

import (
	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
)

func init() {
	addCommand(&cli.Command{
		Name:      "convert",
		Usage:     "read a module (text, bitcode, ELF, Mach-O) and write it back out",
		ArgsUsage: "IN",
		Description: "Prints the module unchanged as LLVM assembly (so it also disassembles\n" +
			"bitcode). For another LLVM version or pointer mode use downgrade or upgrade.",
		Flags: []cli.Flag{
			outputFlag,
			&cli.StringFlag{Name: "emit", Value: "ll", Usage: "output form: ll (text) or bc (bitcode, not yet)"},
		},
		Action: func(c *cli.Context) error {
			emit := irfix.Emit(c.String("emit"))
			if emit != irfix.EmitText && emit != irfix.EmitBitcode {
				return usagef("convert: --emit must be ll or bc, not %q", emit)
			}
			_, m, _, err := loadInput(c)
			if err != nil {
				return err
			}
			out, err := irfix.Convert(m, irfix.ConvertOptions{Emit: emit})
			if err != nil {
				return err
			}
			return writeOutput(c, c.String("output"), out)
		},
	})
}
