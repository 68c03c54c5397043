package ad

import "errors"

// Mode is the direction of differentiation.
type Mode int

const (
	Reverse Mode = iota // adjoints: NAME_grad
	Forward             // tangents: NAME_jvp
)

func (m Mode) String() string {
	if m == Forward {
		return "forward"
	}
	return "reverse"
}

// Options says what to generate.
type Options struct {
	Mode Mode
	// Const names parameters held constant, by 0-based position ("2") or
	// by name ("n", without %). Integer parameters are always constant;
	// pointer and float parameters are active unless named here.
	Const []string
	// Name of the generated function; "" means NAME_grad (reverse) or
	// NAME_jvp (forward).
	Name string
	// NoReport skips describing the tape (the Report returned is then
	// empty): describing every taped value costs about a tenth of the
	// time of a reverse derivative.
	NoReport bool
}

// ErrNotDifferentiable is the class of every error about a construct the
// engine cannot differentiate (an unknown external call that may touch
// active data, an unsupported instruction). The message names the
// construct and its location.
var ErrNotDifferentiable = errors.New("not differentiable")

// Report says, per function and per loop, what the reverse sweep caches
// in its tape and why (irfix grad --report).
type Report struct {
	Lines []string
}

// String renders the report, one line per entry.
func (r *Report) String() string {
	s := ""
	for _, l := range r.Lines {
		s += l + "\n"
	}
	return s
}
