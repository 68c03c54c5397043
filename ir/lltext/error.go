package lltext

import (
	"errors"
	"fmt"
	"strings"
)

// ErrSyntax is the class of every error Parse returns; test with errors.Is.
var ErrSyntax = errors.New("LLVM assembly syntax error")

// Error is a parse error at a position of the input.
type Error struct {
	File string // as given to Parse
	Line int    // 1-based
	Col  int    // 1-based, in bytes
	Msg  string
	// Source is the text of the offending line (without the newline).
	Source string
}

// Error returns `FILE:LINE:COL: message`.
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Unwrap makes errors.Is(err, ErrSyntax) true.
func (e *Error) Unwrap() error { return ErrSyntax }

// Detail returns the offending line and a caret under the column, as
// compilers print it.
func (e *Error) Detail() string {
	if e.Source == "" {
		return ""
	}
	col := e.Col - 1
	if col < 0 {
		col = 0
	}
	if col > len(e.Source) {
		col = len(e.Source)
	}
	pad := make([]byte, col)
	for i := range pad {
		if e.Source[i] == '\t' {
			pad[i] = '\t'
		} else {
			pad[i] = ' '
		}
	}
	return strings.TrimRight(e.Source, "\r") + "\n" + string(pad) + "^"
}
