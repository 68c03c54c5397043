package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/target"
)

// irfix as a drop-in for the llvm-as and llvm-downgrade that tools run
// before they import foreign IR (Metal.jl, GPUCompiler.jl, AMDGPU.jl run
// the ones from Julia's LLVMDowngrader_jll):
//
//	llvm-as --bitcode-version=5.0 -o -              (text on stdin)
//	llvm-downgrade --bitcode-version=14.0 -o - -    (bitcode on stdin)
//	llvm-downgrade --bitcode-version=M.m -o OUT IN
//
// The binary takes that role when its name (argv[0]'s base name, a symlink
// or hard link) is llvm-as or llvm-downgrade, optionally with a version
// suffix (llvm-as-16), or as `irfix llvm-as ...` / `irfix
// llvm-downgrade ...`. It then is the hook (hook.go) with the reader
// irfix.BitcodeVersionReader maps --bitcode-version to: 14.0 → 14,
// 15.0 / 16.0 → 15-typed / 16-typed (opaque with --opaque-pointers or
// IRFIX_OPAQUE_POINTERS=1), 17.0 and later → opaque. Options those tools
// have and irfix does not implement are usage errors, never ignored.

// compat is one LLVM tool irfix stands in for.
type compat struct {
	tool   string // llvm-as or llvm-downgrade
	suffix string // "16" for llvm-as-16; "" without
}

// compatTool recognises a command name (a path's base name, ".exe"
// dropped) as one of the LLVM tools.
func compatTool(name string) (compat, bool) {
	base := strings.TrimSuffix(filepath.Base(name), ".exe")
	for _, tool := range []string{"llvm-as", "llvm-downgrade"} {
		if base == tool {
			return compat{tool: tool}, true
		}
		if n, ok := strings.CutPrefix(base, tool+"-"); ok {
			if _, err := strconv.Atoi(n); err == nil {
				return compat{tool: tool, suffix: n}, true
			}
		}
	}
	return compat{}, false
}

func init() {
	for _, tool := range []string{"llvm-as", "llvm-downgrade"} {
		addCommand(&cli.Command{
			Name:            tool,
			Usage:           "behave as " + tool + " for tools that run it before importing IR (irfix " + tool + " --help)",
			ArgsUsage:       "--bitcode-version=M.m [-o OUT] [IN]",
			SkipFlagParsing: true,
			Action: func(c *cli.Context) error {
				return codeError(compat{tool: tool}.main(c.Args().Slice(), c.App.Reader, c.App.Writer, c.App.ErrWriter))
			},
		})
	}
}

const compatHelpText = `usage: %[1]s --bitcode-version=M.m [-o OUT] [--opaque-pointers] [-f] [IN]

irfix standing in for %[1]s: reads one module (LLVM 11-22 assembly or
bitcode, raw, wrapped or inside ELF/Mach-O) from IN or standard input (IN
absent or -) and writes bitcode for LLVM M.m, as irfix hook does.

options:
  --bitcode-version=M.m  the LLVM whose reader gets the bitcode: %[2]s.
                         14.0 is typed; 15.0 and 16.0 are typed (15-typed,
                         16-typed: Julia 1.10, 1.11) unless --opaque-pointers
                         or IRFIX_OPAQUE_POINTERS=1; 17.0 and later are opaque.
                         %[3]s
  -o OUT                 output file (written atomically); - is standard output.
                         %[4]s
  --opaque-pointers[=0|1]  pointer mode for 15.0 and 16.0 (default: typed)
  -f                     write bitcode even when standard output is a terminal
  --version, -h/--help

Errors: first stderr line "irfix: error: <class>: <message>", class one of
bad-input, unsupported, not-expressible, usage; exit 1, 1, 3, 2.
`

func (t compat) help() string {
	ver := "Required."
	out := "Default: standard output."
	if t.tool == "llvm-as" {
		ver = "Default: " + t.defaultReaderText() + "."
		out = "Default: standard output for standard input, else IN with .ll\n" +
			"                         replaced by (or .bc appended as) .bc, as llvm-as does."
	}
	name := t.tool
	if t.suffix != "" {
		name += "-" + t.suffix
	}
	return fmt.Sprintf(compatHelpText, name, strings.Join(irfix.BitcodeVersions(), ", "), ver, out)
}

func (t compat) defaultReaderText() string {
	if t.suffix != "" {
		return "LLVM " + t.suffix + " in its own default pointer mode, as llvm-as-" + t.suffix + " writes"
	}
	return target.Latest.String() + ", the newest reader irfix knows"
}

// main runs the tool on args (those after the program or command name).
func (t compat) main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	opts := optionSet{
		"bitcode-version": {value: true}, "o": {value: true},
		"opaque-pointers": {}, "f": {},
		"h": {alias: "help"}, "help": {}, "version": {},
	}
	got, pos, err := opts.parse(t.tool, args)
	if err != nil {
		return hookFail(stderr, err)
	}
	if on(got, "help") {
		fmt.Fprint(stdout, t.help())
		return exitOK
	}
	if on(got, "version") {
		fmt.Fprintf(stdout, "irfix version %s, standing in for %s\n", version(), t.tool)
		return exitOK
	}
	job := convertJob{cmd: t.tool, in: "-", out: "-", force: on(got, "f")}
	switch len(pos) {
	case 0:
	case 1:
		job.in = pos[0]
	default:
		return hookFail(stderr, usagef("%s: more than one input: %s", t.tool, strings.Join(pos, " ")))
	}
	if o, ok := got["o"]; ok {
		job.out = o
	} else if t.tool == "llvm-as" && job.in != "-" {
		job.out = strings.TrimSuffix(job.in, ".ll") + ".bc"
	}
	mode, err := irfix.PointersFromEnv()
	if err != nil {
		return hookFail(stderr, err)
	}
	if v, ok := got["opaque-pointers"]; ok {
		mode = irfix.PointersTyped
		if b, _ := strconv.ParseBool(v); b {
			mode = irfix.PointersOpaque
		}
	}
	job.reader, err = t.reader(got, mode)
	if err != nil {
		return hookFail(stderr, err)
	}
	return job.run(stdin, stdout, stderr)
}

// reader picks the reader from --bitcode-version, or for llvm-as without
// it from the version suffix (LLVM's own default mode for that version)
// or the newest reader.
func (t compat) reader(got map[string]string, mode irfix.PointerMode) (target.Target, error) {
	v, ok := got["bitcode-version"]
	if !ok && t.tool == "llvm-downgrade" {
		return target.Target{}, usagef("%s: --bitcode-version=M.m is required (%s)", t.tool, strings.Join(irfix.BitcodeVersions(), ", "))
	}
	if !ok && t.suffix == "" {
		v = strconv.Itoa(target.Latest.Major)
	} else if !ok {
		v = t.suffix
		if mode == irfix.PointersDefault {
			mode = irfix.PointersOpaque
			if target.DefaultTyped(atoiOr(v, 0)) {
				mode = irfix.PointersTyped
			}
		}
	}
	major, minor, err := parseBitcodeVersion(v)
	if err != nil {
		return target.Target{}, usagef("%s: --bitcode-version=%s: %v", t.tool, v, err)
	}
	return irfix.BitcodeVersionReader(major, minor, mode)
}

// parseBitcodeVersion reads MAJOR, MAJOR.MINOR or MAJOR.MINOR.PATCH.
func parseBitcodeVersion(v string) (major, minor int, err error) {
	parts := strings.Split(v, ".")
	if len(parts) > 3 {
		return 0, 0, fmt.Errorf("want MAJOR.MINOR, such as 14.0")
	}
	nums := make([]int, len(parts))
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || p == "" || p[0] == '+' {
			return 0, 0, fmt.Errorf("want MAJOR.MINOR, such as 14.0")
		}
		nums[i] = n
	}
	if len(nums) > 1 {
		minor = nums[1]
	}
	return nums[0], minor, nil
}

func atoiOr(s string, def int) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		return def
	}
	return n
}

// on reports whether a boolean option was given and not set false.
func on(got map[string]string, name string) bool {
	v, ok := got[name]
	if !ok {
		return false
	}
	b, err := strconv.ParseBool(v)
	return err != nil || b
}
