package main

import (
	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/bitcode/container"
)

func init() {
	addCommand(&cli.Command{
		Name:      "dis",
		Usage:     "disassemble bitcode (raw, wrapped, or embedded in ELF/Mach-O) to LLVM assembly",
		ArgsUsage: "IN",
		Description: "Like llvm-dis, for bitcode from any LLVM 11-22 producer: the module is\n" +
			"printed as read, typed pointers typed, attributes as the producer wrote\n" +
			"them. IN may also be an ELF or Mach-O file built with -fembed-bitcode;\n" +
			"when it holds several modules, --member picks one (the error lists them).\n" +
			"Text input is printed back unchanged.",
		Flags: []cli.Flag{
			outputFlag,
			&cli.StringFlag{Name: "member", Usage: "the embedded module to read when IN holds several (`NAME` as listed)"},
		},
		Action: func(c *cli.Context) error {
			path, err := inputArg(c)
			if err != nil {
				return err
			}
			name, data, err := readInput(c, path)
			if err != nil {
				return err
			}
			if member := c.String("member"); member != "" {
				if data, err = container.Extract(data, container.WithMember(member)); err != nil {
					return badInput(name, err)
				}
			}
			// The text streams to the output (big modules print tens of
			// megabytes); a file is still replaced only when complete.
			p := &irfix.Pipeline{Emit: irfix.EmitText}
			if err := prepare(c, p); err != nil {
				return err
			}
			return streamText(c, p, name, data)
		},
	})
}
