// Package gradcheck checks the derivatives package ad generates: reverse
// and forward mode are run in irfix's interpreter and compared with
// central finite differences of the original function.
package gradcheck

import (
	"errors"
	"io"

	"github.com/irfix/irfix/ir"
)

// Options says where to check.
type Options struct {
	// At gives the scalar (non-pointer) parameters in order.
	At []float64
	// Arrays gives the contents of pointer parameters, keyed by 0-based
	// position ("0") or name ("x"); their length is taken from here.
	Arrays map[string][]float64
	// Random adds N random points around At.
	Random int
	// Const names parameters held constant (as ad.Options.Const).
	Const []string
	// Tol is the relative-error tolerance; 0 means the default.
	Tol float64
}

// Row is one checked partial derivative.
type Row struct {
	Arg                  string
	Reverse, Forward, FD float64
	RelErr               float64
}

// Result is the table Check computes.
type Result struct {
	Rows []Row
	Tol  float64
}

// OK reports whether every row is within tolerance.
func (r *Result) OK() bool {
	for _, row := range r.Rows {
		if !(row.RelErr <= r.Tol) {
			return false
		}
	}
	return true
}

// Write prints the table.
func (r *Result) Write(w io.Writer) error { return errors.New("gradcheck: not built yet") }

// Check differentiates fn in m (canonical form) both ways and compares.
func Check(m *ir.Module, fn string, opts Options) (*Result, error) {
	return nil, errors.New("gradcheck: not built yet")
}
