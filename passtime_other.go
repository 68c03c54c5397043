//go:build !unix

package irfix

import "time"

// processCPU is not measured here: the pass timer prints wall times only.
func processCPU() time.Duration { return 0 }
