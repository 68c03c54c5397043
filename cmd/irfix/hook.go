package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/internal/atomicfile"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// The hook and the llvm-as / llvm-downgrade compatible commands are run
// by other programs, which read their stderr: they parse their own
// command line (LLVM's option syntax, not urfave/cli's) and report every
// failure as one machine-readable first line,
//
//	irfix: error: <class>: <message>
//
// class being bad-input, unsupported, not-expressible, usage (or internal,
// an irfix bug), followed by detail lines. main's run sends them here
// before urfave/cli sees the arguments (see direct); they are registered
// as commands too, so `irfix --help` lists them.

const hookHelp = `usage: irfix hook --reader T [-f] [IN]

The pre-import hook: reads one module (LLVM 11-22 assembly or bitcode, raw,
wrapped or inside ELF/Mach-O) from IN or standard input, checks it with
irfix's verifier, converts it for reader T (14, 15-typed, 15, 16-typed, 16,
17 ... 22) and writes bitcode T reads to standard output, nothing else.
Its own output fed back gives the same bytes.

On failure the first stderr line is machine-readable,
  irfix: error: <class>: <message>
class one of bad-input, unsupported, not-expressible, usage (internal: an
irfix bug), then detail lines. Exit 0 ok, 1 bad input or unsupported,
2 usage, 3 not expressible for T.

options:
  --reader T, -t T   the reader to write for (required)
  -f                 write bitcode even when standard output is a terminal
  -h, --help         this message
`

func init() {
	addCommand(&cli.Command{
		Name:            "hook",
		Usage:           "pre-import hook: one module in (any format), bitcode reader T accepts out (irfix hook --help)",
		ArgsUsage:       "--reader T [IN]",
		SkipFlagParsing: true,
		Action: func(c *cli.Context) error {
			return codeError(hookMain(c.Args().Slice(), c.App.Reader, c.App.Writer, c.App.ErrWriter))
		},
	})
}

// codeError turns a direct command's exit code into the error run
// reports: nil for 0, else an exitStatus (the message is already out).
func codeError(code int) error {
	if code == 0 {
		return nil
	}
	return exitStatus(code)
}

// direct returns the function that runs args when they name the hook or
// an LLVM-compatible command — through argv[0] (a link named llvm-as,
// llvm-downgrade, llvm-as-16 ...) or as the subcommand — and the
// arguments it takes; nil otherwise.
func direct(args []string) (func([]string, io.Reader, io.Writer, io.Writer) int, []string) {
	if len(args) == 0 {
		return nil, nil
	}
	if tool, ok := compatTool(args[0]); ok {
		return tool.main, args[1:]
	}
	if len(args) < 2 {
		return nil, nil
	}
	if args[1] == "hook" {
		return hookMain, args[2:]
	}
	if tool, ok := compatTool(args[1]); ok && tool.suffix == "" {
		return tool.main, args[2:]
	}
	return nil, nil
}

// hookMain is `irfix hook`: args are the ones after "hook".
func hookMain(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts := optionSet{
		"reader": {value: true}, "t": {value: true, alias: "reader"}, "target": {value: true, alias: "reader"},
		"f": {}, "h": {alias: "help"}, "help": {},
	}
	got, pos, err := opts.parse("hook", args)
	if err != nil {
		return hookFail(stderr, err)
	}
	if on(got, "help") {
		fmt.Fprint(stdout, hookHelp)
		return exitOK
	}
	rd, ok := got["reader"]
	if !ok {
		return hookFail(stderr, usagef("hook: missing --reader T (14, 15-typed, 15, 16-typed, 16, 17 ... 22)"))
	}
	t, err := target.Parse(rd)
	if err != nil {
		return hookFail(stderr, usagef("hook: --reader: %v", err))
	}
	job := convertJob{cmd: "hook", in: "-", out: "-", reader: t, force: on(got, "f")}
	switch len(pos) {
	case 0:
	case 1:
		job.in = pos[0]
	default:
		return hookFail(stderr, usagef("hook: want at most one input, got %d: %s", len(pos), strings.Join(pos, " ")))
	}
	return job.run(stdin, stdout, stderr)
}

// convertJob is one conversion of the hook or a compatible command.
type convertJob struct {
	cmd    string // command name in messages
	in     string // path, or - for stdin
	out    string // path, or - for stdout
	reader target.Target
	force  bool // write bitcode to a terminal
}

func (j *convertJob) run(stdin io.Reader, stdout, stderr io.Writer) int {
	if j.out == "-" && !j.force && isTerminal(stdout) {
		return hookFail(stderr, usagef("%s: not writing bitcode to a terminal; redirect standard output, use -o FILE, or -f to force it", j.cmd))
	}
	name, data := stdinName, []byte(nil)
	var err error
	if j.in == "-" {
		data, err = io.ReadAll(stdin)
		if err != nil {
			err = fmt.Errorf("read %s: %w", stdinName, err)
		}
	} else {
		name = j.in
		data, err = os.ReadFile(j.in)
	}
	if err != nil {
		return hookFail(stderr, err)
	}
	out, losses, err := irfix.HookLosses(name, data, j.reader)
	if err != nil {
		return hookFail(stderr, err)
	}
	warnLosses(stderr, &irfix.Result{Losses: losses})
	if j.out == "-" {
		_, err = stdout.Write(out)
	} else {
		err = atomicfile.WriteFile(j.out, out)
	}
	if err != nil {
		return hookFail(stderr, fmt.Errorf("write %s: %w", j.out, err))
	}
	return exitOK
}

// hookFail prints err as the hook reports failures and returns the exit
// code: the first line `irfix: error: <class>: <message>`, then the other
// lines of the message and, for a syntax error, the source line with a
// caret.
func hookFail(stderr io.Writer, err error) int {
	class, code := irfix.ErrorClass(err)
	var ue *usageError
	if errors.As(err, &ue) {
		class, code = irfix.ClassUsage, exitUsage
	}
	lines := strings.Split(strings.TrimRight(err.Error(), "\n"), "\n")
	fmt.Fprintf(stderr, "irfix: error: %s: %s\n", class, lines[0])
	for _, l := range lines[1:] {
		fmt.Fprintf(stderr, "irfix: %s\n", l)
	}
	var se *lltext.Error
	if errors.As(err, &se) {
		if d := se.Detail(); d != "" {
			fmt.Fprintln(stderr, d)
		}
	}
	return code
}

// option describes one option of a direct command: whether it takes a
// value, and which option it is another name of.
type option struct {
	value bool
	alias string
}

// optionSet parses LLVM-style command lines: -name or --name, a value as
// -name=V or -name V; a lone - is a positional (stdin); -- ends options.
type optionSet map[string]option

// parse returns the options given (by canonical name; the last one wins)
// and the positional arguments. An option not in the set is a usage
// error naming cmd.
func (s optionSet) parse(cmd string, args []string) (map[string]string, []string, error) {
	got := map[string]string{}
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			pos = append(pos, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			pos = append(pos, a)
			continue
		}
		name, val, hasVal := strings.Cut(strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-"), "=")
		o, ok := s[name]
		if !ok {
			return nil, nil, usagef("%s: unknown option %s (%s --help lists the options)", cmd, a, cmd)
		}
		canon := name
		if o.alias != "" {
			canon = o.alias
		}
		switch {
		case o.value && !hasVal:
			if i+1 >= len(args) {
				return nil, nil, usagef("%s: option %s needs a value", cmd, a)
			}
			i++
			val = args[i]
		case !o.value && hasVal && !isBool(val):
			return nil, nil, usagef("%s: option -%s takes no value (got %q)", cmd, name, val)
		case !o.value && !hasVal:
			val = "true"
		}
		got[canon] = val
	}
	return got, pos, nil
}

func isBool(s string) bool {
	switch strings.ToLower(s) {
	case "1", "0", "true", "false":
		return true
	}
	return false
}

// isTerminal reports whether w is a terminal (see terminal_*.go).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && fileIsTerminal(f)
}

// forceFlag is -f: write bitcode even to a terminal (as llvm-as's -f).
var forceFlag = &cli.BoolFlag{Name: "force", Aliases: []string{"f"}, Usage: "write bitcode even when standard output is a terminal"}

// forceLongFlag is --force without -f, for commands where -f is taken.
var forceLongFlag = &cli.BoolFlag{Name: "force", Usage: forceFlag.Usage}

// isText reports whether output data is LLVM assembly rather than
// bitcode (raw bitcode starts with BC 0xC0DE, a bitcode wrapper with
// 0x0B17C0DE little-endian).
func isText(data []byte) bool {
	return !bytes.HasPrefix(data, []byte("BC\xc0\xde")) && !bytes.HasPrefix(data, []byte("\xde\xc0\x17\x0b"))
}

// producerTarget is the reader for bitcode from producer ("LLVM16.0.6"):
// that LLVM in its default pointer mode when irfix writes for it, else
// the newest reader.
func producerTarget(producer string) target.Target {
	if t, err := target.Parse(producer); err == nil {
		return t
	}
	return target.Latest
}
