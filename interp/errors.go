package interp

import (
	"errors"
	"fmt"

	"github.com/irfix/irfix/ir"
)

// Error classes. Every error the interpreter returns wraps exactly one of
// them (test with errors.Is).
var (
	// ErrStepLimit: the program executed more instructions than
	// Options.MaxSteps allows (an infinite or very long loop).
	ErrStepLimit = errors.New("step limit exceeded")
	// ErrMemoryLimit: the program asked for more memory than
	// Options.MaxMemory allows, or recursed deeper than
	// Options.MaxCallDepth (the interpreter's stack is memory too).
	ErrMemoryLimit = errors.New("memory limit exceeded")
	// ErrUB: the program did something whose behaviour LLVM leaves
	// undefined and the interpreter detected it: an out-of-bounds,
	// use-after-free or null access, a branch on poison or undef, a call
	// whose call-site type does not match the callee, division by zero,
	// executing unreachable, llvm.trap.
	ErrUB = errors.New("undefined behaviour")
	// ErrUnsupported: the module uses something the interpreter does not
	// implement (x86_fp80 arithmetic, an external function
	// without a built-in implementation, ...).
	ErrUnsupported = errors.New("unsupported")
	// ErrTerminate: the program ended in std::terminate: a C++ exception
	// that nothing caught, `throw;` outside a handler, or an explicit
	// std::terminate call.
	ErrTerminate = errors.New("std::terminate")
	// ErrInvalid: New refused a module that ir.Verify rejects.
	ErrInvalid = errors.New("invalid module")
	// ErrExit is not an error of the program: it is wrapped by ExitError
	// when the program calls exit() or abort() inside Call (RunMain turns
	// it into an exit code).
	ErrExit = errors.New("program exited")
)

// RunError is an error raised while executing an instruction. It names the
// function and the instruction (in LLVM assembly syntax, abbreviated) so a
// user can find it in the module.
type RunError struct {
	Class error  // one of the sentinels above
	Func  string // function name ("" when not inside a function)
	Instr string // the instruction, e.g. `%x = load i32, ptr %p, align 4`
	Pos   ir.Pos // the instruction's source position, if the module had one
	Msg   string
}

// Error returns "LINE:COL: CLASS: MESSAGE at @f: INSTR" (the position
// only when the module was read from text), so that a caller prefixing
// the file name gets the FILE:LINE:COL form of every irfix diagnostic.
func (e *RunError) Error() string {
	s := e.Class.Error() + ": " + e.Msg
	switch {
	case e.Func != "" && e.Instr != "":
		s += " at @" + ir.QuoteNameIfNeeded(e.Func) + ": " + e.Instr
	case e.Func != "":
		s += " in @" + ir.QuoteNameIfNeeded(e.Func)
	}
	if e.Pos.IsValid() {
		s = fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Col, s)
	}
	return s
}

// Unwrap returns the error class.
func (e *RunError) Unwrap() error { return e.Class }

// ExitError reports that the program called exit(Code) (or abort(), with
// Code 134 and Abort set).
type ExitError struct {
	Code  int
	Abort bool
}

func (e *ExitError) Error() string {
	if e.Abort {
		return "program called abort()"
	}
	return fmt.Sprintf("program exited with status %d", e.Code)
}

// Unwrap returns ErrExit.
func (e *ExitError) Unwrap() error { return ErrExit }

// fault is the error type the execution core raises before the location
// (function, instruction) is known; run attaches the location.
type fault struct {
	class error
	msg   string
}

func (f *fault) Error() string { return f.class.Error() + ": " + f.msg }
func (f *fault) Unwrap() error { return f.class }

func ub(format string, args ...any) error {
	return &fault{ErrUB, fmt.Sprintf(format, args...)}
}

func unsupported(format string, args ...any) error {
	return &fault{ErrUnsupported, fmt.Sprintf(format, args...)}
}

func memLimit(format string, args ...any) error {
	return &fault{ErrMemoryLimit, fmt.Sprintf(format, args...)}
}

// locate turns a fault raised by instruction in (of function f) into a
// RunError naming it. Errors that already carry a location pass through.
func locate(err error, f *ir.Func, in *ir.Instr) error {
	var fl *fault
	if !errors.As(err, &fl) {
		return err
	}
	re := &RunError{Class: fl.class, Msg: fl.msg}
	if f != nil {
		re.Func = f.Name
	}
	if in != nil {
		re.Instr = formatInstr(in)
		re.Pos = in.Pos
	}
	return re
}
