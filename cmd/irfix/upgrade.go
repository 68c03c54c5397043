package main

import (
	"github.com/urfave/cli/v2"
)

func init() {
	addCommand(&cli.Command{
		Name:      "upgrade",
		Usage:     "bring a module to a newer or opaque-pointer LLVM reader (default 22)",
		ArgsUsage: "IN",
		Description: "Reads IN (typed or opaque, LLVM 11-22 assembly or bitcode) and converts\n" +
			"it to the canonical form: opaque pointers, folded pointer bitcasts,\n" +
			"memory(...)/captures(...) attributes, re-mangled intrinsics, debug\n" +
			"records; then writes it for --target (17 gets debug\n" +
			"intrinsics and nocapture back, for example).",
		Flags: convertFlags("22"),
		Action: func(c *cli.Context) error {
			return convertCommand(c, "upgrade")
		},
	})
}
