// Package irfix is the library behind the irfix command: it reads LLVM IR
// from any producer and format and writes it back for a chosen reader.
//
//	m, info, err := irfix.Load(name, data)  // text, bitcode, wrapper, ELF, Mach-O
//	out, err := irfix.Convert(m, irfix.ConvertOptions{
//		Target: target.MustParse("16-typed"), // Julia 1.11's reader; zero = as is
//		Emit:   irfix.EmitBitcode,            // or EmitText
//	})
//
// Load detects the format from the bytes (package bitcode/container), never
// from the name, parses text with package ir/lltext, and decodes bitcode
// (raw or embedded in a wrapper, ELF or Mach-O file) with package bitcode,
// reporting its producer (Info.Producer, e.g. "LLVM16.0.6").
//
// Everything irfix does to a module is one pipeline, a table of named
// passes (pipeline.go): load, verify-input, canonicalize (package upgrade:
// any input to the canonical form), check-reader, callsig-check,
// callsig-fix (package callsig), ad, enzyme, gradcheck (package ad), lower
// (package downgrade: the canonical form for any reader, older, typed or
// newer) and write (text, or bitcode that is read back and compared
// before it is returned). A Pipeline value says which passes run; Convert,
// Grad, GradCheck, Check and every command of the CLI are such values.
// Pipeline.VerifyEach (or IRFIX_VERIFY_EACH=1) runs the IR verifier after
// every pass that changes the module and names the pass that broke it;
// Pipeline.PrintAfter prints the module after a pass.
//
// Convert verifies its input, then with a Target canonicalizes and lowers
// the module for that reader; without one it writes the module as it is.
//
// Errors fall in classes tested with errors.Is: ErrBadInput (the input is
// not valid IR; a syntax error is also an *lltext.Error with FILE:LINE:COL
// and the source line; a verifier problem is one located line each),
// ErrUnsupported (valid, but irfix cannot handle it, such as a record from
// a newer LLVM), ErrNotExpressible (the target reader cannot express the
// module), ErrInternal (an irfix bug caught by a check: a pass broke the
// module, bitcode that does not read back as written) and ErrOptions (a
// Pipeline that cannot run as asked). The CLI maps them to exit codes 1,
// 1, 3, 1 and 2; ErrorClass gives the class name and code.
//
// Hook is the pre-import hook other tools run before they parse foreign
// IR (the CLI's `irfix hook`, `llvm-as`, `llvm-downgrade` and the C
// library cmd/libirfix): bytes in any format, bitcode for a reader out.
// BitcodeVersionReader maps LLVM's --bitcode-version=M.m to that reader.
//
// Concurrency: Load, Convert, Check, Hook, Grad, GradCheck and
// Pipeline.Run may be called from any number of goroutines at once, each
// on its own module (or its own input bytes; inputs are only read). A
// module is changed in place by Convert and must not be used by another
// goroutine during the call. TestConcurrentUse checks this under -race.
package irfix
