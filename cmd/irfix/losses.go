package main

import (
	"fmt"
	"io"

	"github.com/irfix/irfix"
)

// warnLosses prints what the run's output no longer says that its input
// did (Result.Losses: debug info lowered for an older reader, a module
// summary not carried over), one `irfix: warning: ` line each.
func warnLosses(w io.Writer, r *irfix.Result) {
	if r == nil {
		return
	}
	for _, l := range r.Losses {
		fmt.Fprintf(w, "irfix: warning: %s\n", l)
	}
}
