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
// Convert writes the module as LLVM assembly or bitcode. With a Target it
// first converts the module for that reader (package upgrade, which lowers
// with package downgrade: typed pointers, older attribute spellings, debug
// intrinsics ...); without one it writes the module as it is.
//
// Errors fall in classes tested with errors.Is: ErrBadInput (the input is
// not valid IR; a syntax error is also an *lltext.Error with FILE:LINE:COL
// and the source line), ErrUnsupported (valid, but irfix cannot handle it,
// such as a record from a newer LLVM) and ErrNotExpressible (the target reader cannot express the
// module). The CLI maps them to exit codes 1, 1 and 3.
package irfix
