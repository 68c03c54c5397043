package main

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
)

func init() {
	addCommand(&cli.Command{
		Name:      "verify",
		Usage:     "check that a module is well formed; prints ok or the problems",
		ArgsUsage: "IN",
		Description: "Parses IN and runs irfix's IR verifier (types, SSA dominance, CFG,\n" +
			"use lists, debug-info shape). Each problem is one line on stderr,\n" +
			"`irfix: FILE:LINE:COL: @func: %block: instr N (...): message`; exit 1.",
		Action: func(c *cli.Context) error {
			if _, err := runPipeline(c, &irfix.Pipeline{VerifyInput: true}); err != nil {
				return err
			}
			_, err := fmt.Fprintln(c.App.Writer, "ok")
			return err
		},
	})
}
