package main

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/bitcode/container"
	"github.com/irfix/irfix/corpus/golden"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

func init() {
	addCommand(&cli.Command{
		Name:      "downgrade",
		Usage:     "lower a module for an older or typed-pointer LLVM reader (default 15-typed)",
		ArgsUsage: "IN",
		Description: "Reads IN (LLVM 11-22 assembly or bitcode, also inside ELF/Mach-O), brings it\n" +
			"to the canonical form, then lowers it for --target: 14, 15-typed, 15,\n" +
			"16-typed, 16, 17 ... 22. Typed targets get pointee types inferred by\n" +
			"ptrtype (see `irfix explain`), bitcasts only where a value is used at a second type. Newer\n" +
			"attributes and flags become their older spellings or are dropped when they\n" +
			"are only optimisation hints; debug records become llvm.dbg.* calls. What the\n" +
			"target cannot express is reported with its location and exit status 3.",
		Flags: convertFlags("15-typed"),
		Action: func(c *cli.Context) error {
			return convertCommand(c, "downgrade")
		},
	})
}

// convertFlags are the flags of downgrade and upgrade.
func convertFlags(def string) []cli.Flag {
	return []cli.Flag{
		outputFlag,
		&cli.StringFlag{Name: "target", Aliases: []string{"t"}, Value: def,
			Usage: "reader to write for: 14, 15-typed, 15, 16-typed, 16, 17 ... 22"},
		&cli.StringFlag{Name: "emit", Value: "ll", Usage: "output form: ll (text) or bc (bitcode); default bc for bitcode input"},
		&cli.BoolFlag{Name: "diff", Usage: "print a unified diff of input vs output (the output goes to -o only when -o is a file)"},
	}
}

// convertCommand loads IN, converts it for --target and writes it.
func convertCommand(c *cli.Context, verb string) error {
	t, err := target.Parse(c.String("target"))
	if err != nil {
		return usagef("%s: %v", verb, err)
	}
	emit := irfix.Emit(c.String("emit"))
	if emit != irfix.EmitText && emit != irfix.EmitBitcode {
		return usagef("%s: --emit must be ll or bc, not %q", verb, emit)
	}
	name, m, info, err := loadInput(c)
	if err != nil {
		return err
	}
	if !c.IsSet("emit") && info.Format != container.Text {
		emit = irfix.EmitBitcode // bitcode in, bitcode out
	}
	before := lltext.Format(m)
	if _, err := upgrade.Upgrade(m, t); err != nil {
		return conversionError(name, err)
	}
	out, err := render(m, t, emit)
	if err != nil {
		return err
	}
	if c.Bool("diff") {
		d := golden.Diff(name, name+" ("+verb+" --target "+t.String()+")", []byte(before), out)
		if d == "" {
			d = "no changes\n"
		}
		if _, err := fmt.Fprint(c.App.Writer, d); err != nil {
			return err
		}
		if o := c.String("output"); o != "-" {
			return writeOutput(c, o, out)
		}
		return nil
	}
	return writeOutput(c, c.String("output"), out)
}

// render prints m for target t.
func render(m *ir.Module, t target.Target, emit irfix.Emit) ([]byte, error) {
	if emit == irfix.EmitBitcode {
		// m is already lowered for t: write it as it is.
		out, err := bitcode.Write(m, t)
		if errors.Is(err, bitcode.ErrNotExpressible) {
			return nil, &notExpressible{err.Error()}
		}
		return out, err
	}
	var b bytes.Buffer
	if err := lltext.PrintWith(&b, m, downgrade.PrintOptions(t)); err != nil {
		return nil, fmt.Errorf("print: %w", err)
	}
	return b.Bytes(), nil
}

// notExpressible carries a downgrade problem list to the CLI's error
// report as irfix.ErrNotExpressible (exit 3), one diagnostic per line.
type notExpressible struct{ msg string }

func (e *notExpressible) Error() string { return e.msg }
func (e *notExpressible) Unwrap() error { return irfix.ErrNotExpressible }

// conversionError formats a lowering failure: every problem on its own
// line as `FILE:LINE:COL: <construct> needs LLVM >= N; target is T`.
func conversionError(name string, err error) error {
	var ne *downgrade.NotExpressibleError
	if errors.As(err, &ne) {
		var b bytes.Buffer
		for k, p := range ne.Problems {
			if k > 0 {
				b.WriteByte('\n')
			}
			if p.File == "" {
				p.File = name
			}
			b.WriteString(p.String())
		}
		return &notExpressible{b.String()}
	}
	return fmt.Errorf("%s: %w", name, err)
}
