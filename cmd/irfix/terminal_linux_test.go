package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// openPTY opens a pseudo-terminal and returns its master and slave ends.
func openPTY(t *testing.T) (master, slave *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	var n uint32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCGPTN, uintptr(unsafe.Pointer(&n))); e != 0 {
		t.Fatalf("TIOCGPTN: %v", e)
	}
	var unlock int32
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, m.Fd(), syscall.TIOCSPTLCK, uintptr(unsafe.Pointer(&unlock))); e != 0 {
		t.Fatalf("TIOCSPTLCK: %v", e)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close(); m.Close() })
	return m, s
}

// runOnTerminal runs the binary (as name, a symlink in dir when not
// irfix) with standard output on a terminal.
func runOnTerminal(t *testing.T, dir, name string, args ...string) (code int, stderr string) {
	t.Helper()
	master, slave := openPTY(t)
	go io.Copy(io.Discard, master) // keep the terminal drained
	bin := irfixBin
	if name != "irfix" {
		bin = dir + "/" + name
		if _, err := os.Lstat(bin); err != nil {
			if err := os.Symlink(irfixBin, bin); err != nil {
				t.Fatal(err)
			}
		}
	}
	cmd := exec.Command(bin, args...)
	var errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = slave, &errb
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), errb.String()
	} else if err != nil {
		t.Fatal(err)
	}
	return 0, errb.String()
}

// TestNoBitcodeToTerminal: no command writes bitcode to a terminal unless
// forced with -f (as llvm-as); text still goes there.
func TestNoBitcodeToTerminal(t *testing.T) {
	dir := t.TempDir()
	if !fileIsTerminal(func() *os.File { _, s := openPTY(t); return s }()) {
		t.Fatal("fileIsTerminal does not recognise a pseudo-terminal")
	}
	if f, err := os.Open(os.DevNull); err == nil {
		if fileIsTerminal(f) {
			t.Error("fileIsTerminal takes /dev/null for a terminal")
		}
		f.Close()
	}
	bc, ll := seedPath(t, seedBC), seedPath(t, seedLL)
	for _, c := range [][]string{
		{"irfix", "downgrade", bc},
		{"irfix", "upgrade", bc},
		{"irfix", "convert", ll, "-t", "16", "--emit", "bc"},
		{"irfix", "as", ll},
		{"irfix", "fixcalls", "--fix", bc},
		{"irfix", "hook", "-t", "16-typed", bc},
		{"llvm-downgrade", "--bitcode-version=14.0", "-o", "-", bc},
		{"llvm-as", "--bitcode-version=16.0", "-o", "-", ll},
	} {
		what := strings.Join(c, " ")
		code, stderr := runOnTerminal(t, dir, c[0], c[1:]...)
		if code != 2 || !strings.Contains(stderr, "not writing bitcode to a terminal") {
			t.Errorf("%s on a terminal: exit %d, stderr %q", what, code, stderr)
		}
		code, stderr = runOnTerminal(t, dir, c[0], append(c[1:], "-f")...)
		if code != 0 {
			t.Errorf("%s -f on a terminal: exit %d, stderr %q", what, code, stderr)
		}
	}
	if code, stderr := runOnTerminal(t, dir, "irfix", "downgrade", ll); code != 0 {
		t.Errorf("text to a terminal: exit %d, %s", code, stderr)
	}
}
