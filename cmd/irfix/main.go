// Command irfix reads, converts and repairs LLVM IR across LLVM versions
// and pointer modes. It is a thin layer over package irfix: each command
// (one file each, registering itself with addCommand) turns flags into a
// run of irfix's pipeline (irfix.Pipeline: which passes run) and prints or
// writes what it produced; no command calls a pass itself. main.go holds
// what all commands share — exit codes, the error format, and flags after
// positional arguments; pipeline.go the --print-after/--verify-each
// switches.
//
//	irfix convert IN [--target T] [-o OUT] [--emit ll|bc]
//	irfix verify IN
//	irfix check | downgrade | upgrade | fixcalls | explain | dis | extract | run ...
//	irfix --version
//
// IN is a path or - (stdin); -o - (the default) is stdout; output files
// are replaced atomically. Errors are `irfix: FILE:LINE:COL: message` on
// stderr, plus the source line and a caret for syntax errors. Exit codes:
// 0 ok, 1 bad input, 2 usage, 3 not expressible for the target.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ir/lltext"
)

// Exit codes (the CLI contract in the README).
const (
	exitOK             = 0
	exitBadInput       = 1 // bad input, unsupported input, I/O failure
	exitUsage          = 2 // unknown command or flag, missing argument
	exitNotExpressible = 3 // the target reader cannot express the module
)

func main() {
	gcFloorOn = true // gcfloor.go
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// commands are the subcommands; each command's file adds its own in init,
// so a new command is one new file.
var commands []*cli.Command

func addCommand(c *cli.Command) { commands = append(commands, c) }

// usageError is a mistake in the command line: exit 2, one line.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// run executes the command line args and returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if f, rest := direct(args); f != nil { // hook, llvm-as, llvm-downgrade (hook.go)
		return f(rest, stdin, stdout, stderr)
	}
	app := newApp(stdin, stdout, stderr)
	args = interspersed(app, args)
	// urfave/cli reports a missing required flag by printing the whole
	// help and returning a plain error; check first so that it is a
	// one-line usage error like every other.
	if err := missingRequired(app, args); err != nil {
		return report(stderr, err)
	}
	return report(stderr, app.Run(args))
}

func newApp(stdin io.Reader, stdout, stderr io.Writer) *cli.App {
	onUsage := func(_ *cli.Context, err error, _ bool) error { return &usageError{err.Error()} }
	cmds := slices.Clone(commands)
	slices.SortFunc(cmds, func(a, b *cli.Command) int { return strings.Compare(a.Name, b.Name) })
	for _, c := range cmds {
		name := c.Name // a flag error names the command it was given to
		c.OnUsageError = func(_ *cli.Context, err error, _ bool) error { return &usageError{name + ": " + err.Error()} }
	}
	return &cli.App{
		Name:            "irfix",
		Usage:           "read, convert and repair LLVM IR across LLVM versions and pointer modes",
		Version:         version(),
		Commands:        cmds,
		Reader:          stdin,
		Writer:          stdout,
		ErrWriter:       stderr,
		HideHelpCommand: true,
		OnUsageError:    onUsage,
		// Errors are reported once, by report; urfave/cli must not print
		// or exit on its own.
		ExitErrHandler: func(*cli.Context, error) {},
		Action: func(c *cli.Context) error {
			if c.Args().Present() {
				return usagef("unknown command %q (see irfix --help)", c.Args().First())
			}
			return usagef("irfix COMMAND [flags] IN (see irfix --help)")
		},
	}
}

// report prints err as the CLI contract says and returns the exit code:
// one line `irfix: message` per diagnostic (for syntax errors `irfix:
// FILE:LINE:COL: message`), then for syntax errors the source line with a
// caret. An error whose message has several lines (verify's problems) is
// several diagnostics.
func report(stderr io.Writer, err error) int {
	if err == nil {
		return exitOK
	}
	if s, ok := err.(exitStatus); ok { // run: the interpreted program's own exit status
		return int(s)
	}
	var ue *usageError
	if errors.As(err, &ue) {
		fmt.Fprintf(stderr, "irfix: usage: %s\n", strings.Join(strings.Fields(ue.msg), " "))
		return exitUsage
	}
	if errors.Is(err, irfix.ErrOptions) { // a pipeline that cannot run as asked
		fmt.Fprintf(stderr, "irfix: usage: %s\n", strings.Join(strings.Fields(err.Error()), " "))
		return exitUsage
	}
	for _, line := range strings.Split(err.Error(), "\n") {
		fmt.Fprintf(stderr, "irfix: %s\n", line)
	}
	var se *lltext.Error
	if errors.As(err, &se) {
		if d := se.Detail(); d != "" {
			fmt.Fprintln(stderr, d)
		}
	}
	if errors.Is(err, irfix.ErrNotExpressible) {
		return exitNotExpressible
	}
	return exitBadInput
}

// interspersed moves a command's flags in front of its positional
// arguments, so `irfix convert IN -o OUT` works as well as
// `irfix convert -o OUT IN` (Go's flag parsing, which urfave/cli uses,
// stops at the first positional argument). Values of flags that take one
// move with them; "--" ends flag processing; "-" is a positional (stdin).
func interspersed(app *cli.App, args []string) []string {
	// Find the command: the first argument after the program name that is
	// not a global flag (global flags take no value).
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" && args[i] != "--" {
		i++
	}
	if i >= len(args) {
		return args
	}
	cmd := app.Command(args[i])
	if cmd == nil {
		return args
	}
	takesValue := map[string]bool{}
	for _, f := range cmd.Flags {
		tv, ok := f.(cli.DocGenerationFlag)
		for _, n := range f.Names() {
			takesValue[n] = ok && tv.TakesValue()
		}
	}
	var flags, pos []string
	rest := args[i+1:]
	dashdash := false
	for j := 0; j < len(rest); j++ {
		a := rest[j]
		switch {
		case a == "--":
			dashdash = true
			pos = append(pos, rest[j+1:]...)
			j = len(rest)
		case strings.HasPrefix(a, "-") && a != "-":
			flags = append(flags, a)
			name := strings.TrimLeft(a, "-")
			if !strings.Contains(name, "=") && takesValue[name] && j+1 < len(rest) {
				flags = append(flags, rest[j+1])
				j++
			}
		default:
			pos = append(pos, a)
		}
	}
	out := append(slices.Clone(args[:i+1]), flags...)
	if dashdash {
		out = append(out, "--")
	}
	return append(out, pos...)
}

// missingRequired returns a usage error naming the first required flag of
// the command in args that is not given (nil when all are, when asking for
// help, or when args name no command).
func missingRequired(app *cli.App, args []string) error {
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" && args[i] != "--" {
		i++
	}
	if i >= len(args) {
		return nil
	}
	cmd := app.Command(args[i])
	if cmd == nil {
		return nil
	}
	given := map[string]bool{}
	for _, a := range args[i+1:] {
		if a == "--" {
			break
		}
		if strings.HasPrefix(a, "-") && a != "-" {
			name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
			given[name] = true
		}
	}
	if given["h"] || given["help"] {
		return nil
	}
	for _, f := range cmd.Flags {
		rf, ok := f.(cli.RequiredFlag)
		if !ok || !rf.IsRequired() {
			continue
		}
		set := false
		for _, n := range f.Names() {
			set = set || given[n]
		}
		if !set {
			return usagef("%s: missing required flag --%s", cmd.Name, f.Names()[0])
		}
	}
	return nil
}
