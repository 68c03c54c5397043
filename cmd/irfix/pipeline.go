package main

import (
	"bufio"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/internal/atomicfile"
	"github.com/irfix/irfix/ir"
)

// Every command that works on a module runs irfix's pipeline (package
// irfix, Pipeline): the command only decides which passes run, from its
// flags, and prints or writes what the run produced.

// debugFlags are the pipeline's debugging switches, on the commands that
// convert: --print-after PASS and --verify-each.
func debugFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "print-after", Usage: "print the module as LLVM assembly to stderr after `PASS` (" +
			strings.Join(irfix.PassNames(), ", ") + "; or all)"},
		&cli.BoolFlag{Name: "verify-each", Usage: "run irfix's IR verifier after every pass that changes the module; a failure names the pass"},
	}
}

// prepare applies the debugging flags (when the command has them) and
// checks that p can run; a pipeline that cannot is a usage error.
func prepare(c *cli.Context, p *irfix.Pipeline) error {
	p.PrintAfter = c.String("print-after")
	p.VerifyEach = p.VerifyEach || c.Bool("verify-each")
	p.Trace = c.App.ErrWriter
	if err := p.Validate(); err != nil {
		return usagef("%s: %v", c.Command.Name, err)
	}
	return nil
}

// runPipeline reads the command's IN and runs p on it.
func runPipeline(c *cli.Context, p *irfix.Pipeline) (*irfix.Result, error) {
	if err := prepare(c, p); err != nil {
		return nil, err
	}
	path, err := inputArg(c)
	if err != nil {
		return nil, err
	}
	name, data, err := readInput(c, path)
	if err != nil {
		return nil, err
	}
	p.InputReady = gcFloor(data) // gcfloor.go
	r, err := p.Run(name, data)
	if err == nil {
		warnLosses(c.App.ErrWriter, r)
	}
	return r, err
}

// streamText runs p (which emits text) on the module in data, printing
// straight to the command's output instead of building the text in
// memory first: big modules print tens of megabytes. A file is still
// replaced only when complete, and since printing comes last nothing is
// written when a pass fails.
func streamText(c *cli.Context, p *irfix.Pipeline, name string, data []byte) error {
	emit := func(w io.Writer) error {
		p.Stream = w
		r, err := p.Run(name, data)
		if err == nil {
			warnLosses(c.App.ErrWriter, r)
		}
		return err
	}
	if path := c.String("output"); path != "-" {
		return atomicfile.Write(path, emit)
	}
	bw := bufio.NewWriterSize(c.App.Writer, 1<<16)
	if err := emit(bw); err != nil {
		return err
	}
	return bw.Flush()
}

// runOnModule runs p on a module the command loaded itself (to look at it
// first: its pointer mode, its text for --diff).
func runOnModule(c *cli.Context, p *irfix.Pipeline, m *ir.Module, info irfix.Info) (*irfix.Result, error) {
	if err := prepare(c, p); err != nil {
		return nil, err
	}
	r, err := p.RunModule(m, info)
	if err == nil {
		warnLosses(c.App.ErrWriter, r)
	}
	return r, err
}
