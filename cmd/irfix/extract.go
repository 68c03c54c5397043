package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix/bitcode/container"
)

func init() {
	addCommand(&cli.Command{
		Name:      "extract",
		Usage:     "copy the bitcode embedded in an ELF or Mach-O file (or a wrapper) to a .bc file",
		ArgsUsage: "IN",
		Description: "Writes the bitcode of IN byte for byte: the .llvmbc section of an ELF\n" +
			"file (as `objcopy --dump-section .llvmbc=OUT` does), the __LLVM,__bitcode\n" +
			"section or a file of the __LLVM,__bundle archive of a Mach-O file, or the\n" +
			"payload of a bitcode wrapper. When IN holds several modules, --member\n" +
			"picks one; --list prints their names.",
		Flags: []cli.Flag{
			outputFlag,
			forceFlag,
			&cli.StringFlag{Name: "member", Usage: "the embedded module to extract when IN holds several (`NAME` as listed)"},
			&cli.BoolFlag{Name: "list", Usage: "list the embedded modules (name, offset, size) instead of extracting"},
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
			if c.Bool("list") {
				ms, err := container.List(data)
				if err != nil {
					return badInput(name, err)
				}
				var b strings.Builder
				for _, m := range ms {
					fmt.Fprintf(&b, "%s\t%d\t%d\n", m.Name, m.Offset, len(m.Data))
				}
				return writeOutput(c, c.String("output"), []byte(b.String()))
			}
			var opts []container.Option
			if member := c.String("member"); member != "" {
				opts = append(opts, container.WithMember(member))
			}
			bc, err := container.Extract(data, opts...)
			if err != nil {
				return badInput(name, err)
			}
			return writeOutput(c, c.String("output"), bc)
		},
	})
}

// badInput reports a container failure (exit 1), naming the file.
func badInput(name string, err error) error {
	return fmt.Errorf("%s: %w", name, err)
}
