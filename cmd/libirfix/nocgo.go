//go:build !cgo

package main

import (
	"fmt"
	"os"
)

// Without cgo there is no C library to build.
func main() {
	fmt.Fprintln(os.Stderr, "libirfix: build with cgo (a C compiler) and -buildmode=c-shared: go build -buildmode=c-shared -o libirfix.so ./cmd/libirfix")
	os.Exit(2)
}
