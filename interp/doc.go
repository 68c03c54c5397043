// Package interp is irfix's reference interpreter: it executes the
// functions of an ir.Module in pure Go, so that tests, `irfix run` and
// gradient checks can see what IR computes without an LLVM installation.
//
//	m, _ := lltext.Parse("f.ll", src)
//	mc, err := interp.New(m, interp.Options{Stdout: os.Stdout})
//	r, err := mc.Call("f", interp.FloatValue(1.5), interp.IntValue(2))
//	code, err := mc.RunMain([]string{"prog"}) // constructors, main, atexit
//
// New verifies the module, parses its datalayout, lays out and initialises
// the globals; each function is decoded on its first call into a compact
// register-slot form (decode.go) that run (exec.go) executes. Canonical
// (opaque-pointer) modules are the target; typed-pointer modules run as
// they are, because every memory instruction carries its own types.
//
// # What runs
//
// Every instruction class (Windows-style funclet exception pads aside):
// integers of any width (plain
// uint64 arithmetic up to 64 bits, math/big above), nsw/nuw/exact/disjoint/
// nneg/samesign poison, half/bfloat/float/double with IEEE semantics and
// x86 NaN rules, vectors, aggregates, GEP, allocas, globals with constant
// expressions, load/store of every type, atomics (single-threaded), calls
// (direct, indirect, recursive, variadic), phi/br/switch/select/
// indirectbr, the intrinsics compilers emit (memory, math, bit
// manipulation, overflow and saturating arithmetic, vector reductions,
// varargs, stack save/restore, lifetime/debug/assume no-ops) and a C
// runtime written in Go: printf-family output with glibc's formatting,
// malloc/calloc/realloc/free, string and ctype functions, qsort/bsearch
// (calling back into the program), strtol/strtod, rand (glibc's
// generator), libm, operator new/delete, __cxa_atexit, static-local
// guards, dynamic_cast, llvm.global_ctors/dtors.
//
// Varargs follow the x86-64 System V ABI (va_list is { i32 gp_offset, i32
// fp_offset, ptr overflow_arg_area, ptr reg_save_area }), because clang
// lowers va_arg inline for that layout; printf reads its arguments the same
// way, so a format that does not match its arguments prints what glibc
// would. llvm.fmuladd fuses when the calling function's "target-features"
// or "target-cpu" has FMA, and with neither attribute (lli on an FMA host).
// Other fast-math flags are not exploited: results are the strict IEEE
// ones, which native code built with reassociation may not reproduce.
//
// # C++ exceptions
//
// The Itanium ABI as libstdc++ implements it, in eh.go. __cxa_throw first
// searches the interpreter's frames for an invoke whose landingpad would
// catch the exception; with none, the run stops at the throw with
// ErrTerminate ("uncaught C++ exception of type MyError") and, as
// natively, no cleanup runs. Otherwise unwinding pops frames until an
// invoke whose landingpad takes the exception: a catch clause of the
// thrown type or a public base of it (through the module's
// __si_/__vmi_class_type_info; the std::exception hierarchy of
// <stdexcept> is built in), catch-all, a filter the type violates, or
// cleanup. The landingpad yields { object, selector }, with selectors
// equal to llvm.eh.typeid.for's numbers; resume and _Unwind_Resume go on
// unwinding; __cxa_begin_catch/end_catch count handlers and destroy the
// object after the last (with the destructor given to __cxa_throw);
// __cxa_rethrow, __cxa_get_exception_ptr and pointer catches (to a base
// class pointer, adding const, to void*) work. std::exception and the
// <stdexcept> classes (runtime_error, logic_error, out_of_range, ...)
// are built-ins: their constructors store a built-in vtable whose slots
// are built-in destructors and what(), and the module's external vtables
// of these classes get the same slots, so virtual calls dispatch.
// `throw;` outside a handler and std::terminate are ErrTerminate too.
//
// # Memory and undefined behaviour
//
// Memory is a set of bounded objects (memory.go): every access is checked
// against its object, freed and out-of-scope objects are remembered, and a
// per-bit shadow tracks which bits were never written. Detected undefined
// behaviour stops the run with an ErrUB *RunError naming the function and
// the instruction: out-of-bounds, null, misaligned and use-after-free
// accesses, stores to constants, double or invalid free, branches and
// switches on poison or undefined values, division by zero or INT_MIN/-1,
// a call whose call-site type does not match the callee (argument count, a
// non-pointer type, the return type — the seed's Julia ccall bug), poison
// or undef passed to a noundef parameter, unreachable, llvm.trap,
// llvm.assume(false), printf of an undefined value or of a string with
// uninitialised bytes. Computing with undefined bits is not undefined
// behaviour (C bit-field code does it); they propagate like
// MemorySanitizer's shadow, and memcmp/fwrite of struct padding see the
// bytes memory holds.
//
// # Limits
//
// Options.MaxSteps (default 1e9 instructions), MaxMemory (default 1 GiB)
// and MaxCallDepth (default 50000) stop hostile or runaway programs with
// ErrStepLimit or ErrMemoryLimit before they hang or exhaust the host.
// What counts against MaxMemory:
//
//   - every object (global, alloca, malloc/calloc/new block, argv and
//     other interpreter-made objects) costs twice its size plus 64 bytes:
//     its bytes and the shadow of undefined bits, which is reserved when
//     the object is made even if it is created later (a malloc(n) costs
//     2n+64); a constant global with a wholly defined initializer costs
//     its size plus 64;
//   - each active call costs 5 KiB of host stack, its registers (16
//     bytes each) and an upper bound, computed from the types, of what
//     its vector, aggregate and wide-integer values may own (footprint.go):
//     a function whose values could not fit is refused when it is called,
//     before it builds any;
//   - vector and aggregate constants, once evaluated, for the machine's
//     lifetime;
//   - transient buffers: printf's formatted output while it is built (a
//     field width or precision, literal or from a * argument, is at most
//     1 MiB), strings copied out of memory.
//
// The bound is on the interpreter's own data; the host process also holds
// the parsed module, the Go runtime and garbage not yet collected
// (TestHostileValuesRSS checks the peak RSS stays under the limit plus
// 160 MiB for the hostile shapes; interp/testdata/fuzz-rss-watch.sh runs
// FuzzRun, whose seeds include them, under a bound on the worker's RSS).
//
// MaxSteps counts instructions, not their cost: arithmetic on integers
// millions of bits wide takes milliseconds per instruction, so such a
// program can run far longer than its step count suggests.
//
// # libm accuracy
//
// sqrt, fma, fabs, copysign, floor, ceil, trunc, round, rint, nearbyint,
// fmod, remainder, fmin, fmax, fdim, ldexp, frexp, modf, ilogb and logb
// are exact, as in glibc. exp, exp2, exp10, expm1, log, log2, log10,
// log1p, pow, sin, cos, tan, asin, acos, atan, atan2, sinh, cosh, tanh,
// asinh, acosh, atanh, cbrt and hypot are correctly rounded (computed in
// 128-bit arithmetic and rounded once; checked against mpmath). glibc is
// not always correctly rounded, so results differ from glibc's in the last
// ulp for some inputs; on random arguments (TestLibmAgainstGlibc) the rates
// are about: exp, log, pow, sin, cos, tan, asin, acos, atan, atan2 under
// 0.3%; hypot 0.8%; asinh, acosh, expm1, log1p 5-8%; tanh 11%; atanh 17%;
// sinh, cosh 25%; cbrt 50% (glibc's cbrt is off by up to 2 ulp). erf,
// erfc, tgamma and lgamma use Go's math package (1-3 ulp from glibc).
// exp, log, pow, sin and cos take a double-double fast path (0.25-1 µs
// per call); the others, and the rare results too close to a rounding
// boundary for it, cost a few microseconds in math/big.
//
// # Not supported
//
// Windows-style exception handling (catchswitch, catchpad, cleanuppad),
// std::bad_cast/bad_typeid thrown by the runtime, x86_fp80/fp128
// arithmetic (their bits can be loaded, stored and copied), scalable
// vectors, inline assembly other than empty barriers, threads, files other
// than stdout/stderr, setjmp/longjmp, and external functions without a Go
// implementation (ErrUnsupported names them) — which is why Rust mains,
// which start in std's native runtime, do not run (their extern "C"
// kernels do).
//
// # Speed
//
// On testdata/bench.c (a sieve, a matrix product, recursion and an
// insertion sort; clang-16 -ffp-contract=off) the interpreter executes
// 329 million LLVM instructions at -O0 and 142 million at -O2. User CPU
// time on the (shared, busy) development machine, `irfix run` against
// `lli-16 -jit-kind=mcjit -force-interpreter` (LLVM's own interpreter;
// plain -force-interpreter silently uses the JIT):
//
//	      irfix run              lli-16 interpreter     ratio
//	-O0   1.59 s (207 M instr/s) 11.95 s (27.5 M/s)     7.5x
//	-O2   0.54 s (262 M instr/s)  6.87 s (20.6 M/s)    12.7x
//
// BenchmarkLoops measures the interpreter's side.
package interp
