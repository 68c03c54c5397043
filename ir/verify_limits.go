package ir

// MaxNesting is the deepest nesting of literal types, constants and inline
// metadata that irfix's readers accept, the same for LLVM assembly
// (ir/lltext) and bitcode (bitcode): `[1 x [1 x i32]]` nests 2 levels,
// `{ { i32 } }` too; a named struct is a reference and starts again at 1.
//
// The bound exists because the readers and everything after them
// (printer, writer, verifier, interpreter) walk these structures
// recursively: at this depth the Go stack they need stays in the low
// megabytes. It is far above what compilers emit (tens of levels) and
// matches what LLVM's own tools handle: llvm-as-22 reads 10000 levels of
// struct nesting and overflows its stack at 30000.
const MaxNesting = 4096
