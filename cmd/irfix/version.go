package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/urfave/cli/v2"
)

func init() {
	cli.VersionPrinter = func(c *cli.Context) {
		fmt.Fprintf(c.App.Writer, "irfix version %s\n", c.App.Version)
	}
}

// version describes the build: module version, VCS revision and time
// (when built with VCS stamping, as `go build` in a git checkout does), and
// the Go toolchain and platform.
func version() string {
	v, extra := "devel", []string(nil)
	if bi, ok := debug.ReadBuildInfo(); ok {
		if bi.Main.Version != "" && bi.Main.Version != "(devel)" {
			v = bi.Main.Version
		}
		var rev, when string
		modified := false
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.time":
				when = s.Value
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
		if rev != "" {
			if len(rev) > 12 {
				rev = rev[:12]
			}
			if modified {
				rev += "+modified"
			}
			extra = append(extra, "rev "+rev)
		}
		if when != "" {
			extra = append(extra, when)
		}
	}
	extra = append(extra, runtime.Version(), runtime.GOOS+"/"+runtime.GOARCH)
	return v + " (" + strings.Join(extra, ", ") + ")"
}
