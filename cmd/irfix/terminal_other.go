//go:build !linux && !darwin

package main

import "os"

// fileIsTerminal reports whether f looks like a terminal: a character
// device (which also counts the null device; no ioctl test here).
func fileIsTerminal(f *os.File) bool {
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
