package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix/ir"
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
			name, m, _, err := loadInput(c)
			if err != nil {
				return err
			}
			if err := ir.Verify(m); err != nil {
				return verifyProblems(name, err)
			}
			_, err = fmt.Fprintln(c.App.Writer, "ok")
			return err
		},
	})
}

// maxProblems bounds how many verifier problems are printed.
const maxProblems = 100

// verifyProblems turns a verifier error into one line per problem, each
// starting with the input's name (and the position when known).
func verifyProblems(name string, err error) error {
	var ve *ir.VerifyError
	if !errors.As(err, &ve) {
		return fmt.Errorf("%s: %w", name, err)
	}
	var lines []string
	for i, p := range ve.Problems {
		if i == maxProblems {
			lines = append(lines, fmt.Sprintf("%s: ... and %d more problems", name, len(ve.Problems)-maxProblems))
			break
		}
		sep := ": "
		if p.Pos.IsValid() {
			sep = ":" // p.String() starts with LINE:COL
		}
		lines = append(lines, name+sep+p.String())
	}
	return &linesError{lines: lines, err: err}
}

// linesError is several diagnostics, one per line.
type linesError struct {
	lines []string
	err   error
}

func (e *linesError) Error() string { return strings.Join(e.lines, "\n") }
func (e *linesError) Unwrap() error { return e.err }
