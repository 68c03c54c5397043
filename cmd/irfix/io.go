package main

import (
	"fmt"
	"io"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/internal/atomicfile"
	"github.com/irfix/irfix/internal/prefault"
	"github.com/irfix/irfix/ir"
)

// stdinName names standard input in messages.
const stdinName = "<stdin>"

// outputFlag is -o, shared by the commands that write a module.
var outputFlag = &cli.StringFlag{
	Name:    "output",
	Aliases: []string{"o"},
	Value:   "-",
	Usage:   "write to `FILE` (written atomically); - is stdout",
}

// inputArg returns the single IN argument (a path or - for stdin).
func inputArg(c *cli.Context) (string, error) {
	switch c.NArg() {
	case 0:
		return "", usagef("%s: missing input (a file, or - for stdin)", c.Command.Name)
	case 1:
		return c.Args().First(), nil
	}
	return "", usagef("%s: want one input, got %d arguments", c.Command.Name, c.NArg())
}

// readInput reads path (- is stdin) and returns the name to use in
// messages along with the bytes.
func readInput(c *cli.Context, path string) (string, []byte, error) {
	if path == "-" {
		data, err := io.ReadAll(c.App.Reader)
		if err != nil {
			return stdinName, nil, fmt.Errorf("read %s: %w", stdinName, err)
		}
		return stdinName, data, nil
	}
	data, err := readFile(path)
	return path, data, err
}

// readFile reads a whole file as os.ReadFile does, but into a buffer
// whose pages are mapped in with one call (internal/prefault) instead of
// one page fault per 4 KiB while the kernel copies the file in: a large
// module's text is tens of MB.
func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < 1<<20 {
		return io.ReadAll(f)
	}
	// One byte more than the size, so a read that fills it shows the
	// file grew while being read; the rest is then read as it comes.
	buf := make([]byte, st.Size()+1)
	prefault.Slice(buf)
	n, err := io.ReadFull(f, buf)
	switch err {
	case io.ErrUnexpectedEOF, io.EOF:
		return buf[:n], nil
	case nil:
		rest, err := io.ReadAll(f)
		return append(buf, rest...), err
	}
	return nil, err
}

// loadInput reads the command's IN argument and loads the module.
func loadInput(c *cli.Context) (string, *ir.Module, irfix.Info, error) {
	path, err := inputArg(c)
	if err != nil {
		return "", nil, irfix.Info{}, err
	}
	name, data, err := readInput(c, path)
	if err != nil {
		return name, nil, irfix.Info{}, err
	}
	m, info, err := irfix.Load(name, data)
	return name, m, info, err
}

// writeOutput writes data to path (- is stdout); files are replaced
// atomically, so a failure leaves no partial file behind.
func writeOutput(c *cli.Context, path string, data []byte) error {
	if path == "-" {
		if !isText(data) && !c.Bool("force") && isTerminal(c.App.Writer) {
			return usagef("%s: not writing bitcode to a terminal; redirect standard output, use -o FILE, or --force (-f) to write it anyway", c.Command.Name)
		}
		_, err := c.App.Writer.Write(data)
		return err
	}
	return atomicfile.WriteFile(path, data)
}
