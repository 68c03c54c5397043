package downgrade

import (
	"errors"
	"fmt"
	"strings"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/target"
)

// ErrNotExpressible is the class of errors for constructs a target's
// reader cannot express; test with errors.Is. The CLI exits 3 on it.
var ErrNotExpressible = errors.New("not expressible for the target")

// Problem is one construct a reader would reject (Check) or that lowering
// could not express (Lower).
type Problem struct {
	File string
	Pos  ir.Pos
	// Where names the place when there is no position: "@f", "@g
	// initializer", "%struct.S".
	Where string
	// Construct is what the reader lacks: "memory(...) attribute".
	Construct string
	// Need says which readers have it: "needs LLVM >= 16".
	Need   string
	Target target.Target
	// Fix names the irfix command that resolves it ("" when none does).
	Fix string
	// Count is how many places share the problem (Check groups them).
	Count int
}

// Location returns `FILE:LINE:COL` (or `FILE: @f`) for messages.
func (p Problem) Location() string {
	file := p.File
	if file == "" {
		file = "<module>"
	}
	if p.Pos.IsValid() {
		return fmt.Sprintf("%s:%d:%d", file, p.Pos.Line, p.Pos.Col)
	}
	if p.Where != "" {
		return file + ": " + p.Where
	}
	return file
}

// Message returns `<construct> needs LLVM >= N; target is 15-typed`.
func (p Problem) Message() string {
	return fmt.Sprintf("%s %s; target is %s", p.Construct, p.Need, p.Target)
}

// String returns `LOCATION: message`.
func (p Problem) String() string {
	s := p.Location() + ": " + p.Message()
	if p.Where != "" && p.Pos.IsValid() {
		s += " (in " + p.Where + ")"
	}
	return s
}

// NotExpressibleError lists every construct lowering could not express.
type NotExpressibleError struct {
	Problems []Problem
}

func (e *NotExpressibleError) Error() string {
	if len(e.Problems) == 0 {
		return ErrNotExpressible.Error()
	}
	s := e.Problems[0].String()
	if n := len(e.Problems) - 1; n > 0 {
		s += fmt.Sprintf(" (and %d more)", n)
	}
	return s
}

// Unwrap makes errors.Is(err, ErrNotExpressible) true.
func (e *NotExpressibleError) Unwrap() error { return ErrNotExpressible }

// Detail lists every problem, one per line.
func (e *NotExpressibleError) Detail() string {
	var b strings.Builder
	for _, p := range e.Problems {
		b.WriteString(p.String())
		b.WriteByte('\n')
	}
	return b.String()
}

func need(f target.Feature) string { return f.Requirement() }
