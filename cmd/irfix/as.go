package main

import (
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/target"
)

func init() {
	addCommand(&cli.Command{
		Name:      "as",
		Usage:     "assemble a module (text or bitcode) into bitcode for an LLVM reader",
		ArgsUsage: "IN",
		Description: "Like llvm-as, for any reader: IN (LLVM 11-22 assembly or bitcode, typed or\n" +
			"opaque) is checked with irfix's verifier, brought to the canonical form,\n" +
			"lowered for --target (14, 15-typed, 15, 16-typed, 16, 17 ... 22; default\n" +
			"22) and written as bitcode in the record layouts that reader knows; the\n" +
			"bitcode is read back and compared before it is written. --bitcode-version=MAJOR.MINOR is\n" +
			"accepted as a synonym of --target MAJOR (typed for 14), so irfix can stand\n" +
			"where a tool runs an llvm-as with that flag. What the reader cannot\n" +
			"express is reported with its location and exit status 3.",
		Flags: append([]cli.Flag{
			outputFlag,
			forceFlag,
			&cli.StringFlag{Name: "target", Aliases: []string{"t"},
				Usage: "reader to write for: 14, 15-typed, 15, 16-typed, 16, 17 ... 22 (default 22)"},
			&cli.StringFlag{Name: "bitcode-version", Usage: "LLVM's spelling of the reader: `MAJOR.MINOR` (same as --target MAJOR)"},
		}, debugFlags()...),
		Action: func(c *cli.Context) error {
			t, err := asTarget(c.String("target"), c.String("bitcode-version"))
			if err != nil {
				return err
			}
			r, err := runPipeline(c, &irfix.Pipeline{Target: t, Emit: irfix.EmitBitcode, VerifyInput: true})
			if err != nil {
				return err
			}
			return writeOutput(c, c.String("output"), r.Output)
		},
	})
}

// asTarget reads --target or its synonym --bitcode-version=MAJOR.MINOR.
func asTarget(tgt, version string) (target.Target, error) {
	if version != "" {
		major, _, _ := strings.Cut(version, ".")
		if _, err := strconv.Atoi(major); err != nil {
			return target.Target{}, usagef("as: --bitcode-version wants MAJOR.MINOR, not %q", version)
		}
		if tgt != "" {
			t1, err1 := target.Parse(tgt)
			t2, err2 := target.Parse(major)
			if err1 != nil || err2 != nil || t1 != t2 {
				return target.Target{}, usagef("as: --target %s and --bitcode-version %s disagree", tgt, version)
			}
		}
		tgt = major
	}
	if tgt == "" {
		return target.Latest, nil
	}
	t, err := target.Parse(tgt)
	if err != nil {
		return target.Target{}, usagef("as: %v", err)
	}
	return t, nil
}
