// Package ad differentiates functions of a canonical (opaque-pointer)
// module: reverse mode (adjoints, NAME_grad) and forward mode (tangents,
// NAME_jvp).
//
// The engine is organised as in the design card: activity analysis first
// (activity.go), then a derivative-rule table (rules.go: one entry per
// instruction, intrinsic and libm function), then the forward sweep
// (forward.go) or the two sweeps of reverse mode (augment.go, reverse.go,
// revblock.go, revinstr.go). Any construct the engine cannot differentiate
// exactly is an error wrapping ErrNotDifferentiable that names the
// construct and its location (FILE:LINE:COL when the module was read from
// text, else function and block) — never a silently wrong derivative.
//
// Differentiate makes one derivative; a Session makes several of one
// module and generates each callee's internal derivatives (per mode and
// activity pattern) once for all of them, with the same code (and, but
// for the numbering of indirect-call dispatchers, the same names)
// Differentiate would give each.
//
// # The C ABI of the generated functions
//
// For R f(p0, …, pn-1), a parameter is active when it is a float (or a
// vector/aggregate of floats) or a pointer, unless Options.Const names it
// (by 0-based position or by name); integer parameters are never active.
//
// Reverse mode, R f_grad(...), returns the primal result. Its parameters
// are the original ones in order, each active pointer followed by its
// shadow pointer, then one pointer out-parameter per active float
// parameter, in order:
//
//	double f(double *x, double c, int n)
//	double f_grad(double *x, double *dx, double c, int n, double *dc)
//
// The return value's adjoint (seed) is 1 (for a vector or aggregate
// result, 1 in every float element: the gradient of their sum). Adjoints
// of memory are added (+=) into the shadows, which the caller
// zero-initialises (or seeds); the
// out-parameters receive (=) the partial derivatives. A function that
// returns through a pointer (Numba's retptr) takes its seed in that
// pointer's shadow, which is consumed (left zero), as Enzyme does: for
// Numba's entry point i32 f(double *retptr, excinfo **, a, w, p, t) with
// excinfo constant, set *dretptr = 1 and call
// f_grad(retptr, dretptr, excinfo, a, w, p, t, &da, &dw, &dp, &dt).
//
// Forward mode, R f_jvp(...), returns the tangent of the result (void
// stays void; an integer or pointer result is returned as the primal
// value). Its parameters are the original ones in order, each active
// float followed by its tangent and each active pointer followed by its
// tangent memory; tangents of memory written by f appear there (for
// Numba, the tangent of the result in retptr's shadow).
//
// Options.Name overrides the generated name; f itself is left unchanged.
// Helper functions the engine adds are internal: f.fwd.PATTERN,
// f.aug.PATTERN, f.rev.PATTERN (one per function and activity pattern, so
// recursion terminates), irfix.ad.{fwd,aug,rev}.dispatch (indirect
// calls), irfix.ad.tape.push/pop/reserve/open/close, irfix.ad.alloc/free/size
// (heap blocks with a size header) and irfix.ad.memcpy.rev.T; one internal
// global, irfix.ad.tape.spare, keeps the last tape buffer for the next
// call (see tape.go: one buffer, about the largest tape's size, stays
// allocated until the process exits). Report (returned
// by Differentiate; irfix grad --report) says per loop what the tape
// holds per iteration and once per loop exit, and why.
//
// # What is differentiated
//
//   - Arithmetic, casts, math intrinsics and libm functions through the
//     rule table; integer operations and int↔float conversions have zero
//     derivative; bitcasts between floats and integers of the same width
//     (union puns) move derivatives exactly, and integer loads/stores of a
//     float's width carry them through memory.
//   - select, phi, extractvalue/insertvalue, extractelement/insertelement,
//     shufflevector, vector code as -O2/-O3 vectorizers emit it.
//   - Memory: loads, stores and GEPs are mirrored on shadows; allocas get
//     zeroed shadow allocas (in reverse mode both become heap blocks that
//     the reverse sweep frees); malloc/calloc/realloc/free and C++
//     operator new/delete get zeroed shadow blocks (irfix.ad.alloc: a
//     size header lets realloc copy exactly the old contents; in reverse
//     mode the primal blocks come from it too, frees are deferred to the
//     reverse sweep and a realloc keeps the old block for it); mutable
//     globals holding floats get a shadow global, cleared when a public
//     derivative starts (the global's value on entry is a constant of the
//     call); pointers stored in memory (double **rows), also inside
//     aggregates and returned by callees (Rust's slices and iterators),
//     have shadow pointers; llvm.memcpy/memmove/memset are mirrored
//     (reverse mode finds the float type a memcpy moves from the accesses
//     around it, else from ptrtype's inference of the pointee types, and
//     refuses memory mixing float types with pointers).
//   - Control flow: branches, switches, natural loops (nested, early
//     exits, any trip count). Calls to functions defined in the module are
//     differentiated per activity pattern, recursion included.
//   - Known-inactive externals (printf family, puts, abort, exit, noreturn
//     functions such as Rust's panics and bounds-check failures) and
//     debug/lifetime/assume intrinsics are left alone.
//
// # The tape (reverse mode)
//
// The forward sweep pushes onto one LIFO byte stack (grown with realloc,
// freed before f_grad returns) what the reverse sweep cannot get
// otherwise; the reverse sweep pops in exactly the reverse order, also
// across calls. For each value the reverse needs it chooses, in order:
// recompute it (pure and cheap operations, cheap math calls such as
// fabs, sqrt, fma, floor; induction variables recomputed from the loop's
// iteration number) when that needs at most one taped value — other math
// calls (sin, exp, log, ...) are taped, since a second libm call costs
// more than 8 bytes of tape; reload it (a load from memory nothing can
// overwrite afterwards: parameters and globals in the top-level function,
// the function's own blocks); keep it once per loop execution when it is
// invariant in a loop around its use; otherwise tape it once per visit of
// the block whose reverse uses it. Control flow: a loop with one entry and
// one latch costs one i64 (its iteration count) per loop exit; other
// blocks with several predecessors push an i32 per visit. Before a loop
// that tapes per iteration and whose trip count is known on entry, the
// tape is grown once to hold all its iterations. Report says,
// per loop, what is kept and why. Induction variables are recomputed
// from the iteration number, also when they live in a stack slot set
// before the loop and stepped in its latch (-O0). s += c*x[i] tapes
// nothing per iteration and sum_i sin(x[i])*x[i] only sin(x[i]), at -O0
// as at -O2. A value a rule asks for but the reverse then does not use
// (the partial for a constant operand) is not taped. bench/ad measures
// the resulting gradients against hand-written adjoints.
//
// # Not differentiated yet
//
// Indirect calls resolve at run time among the module's functions of the
// call's type (a pointer to anything else traps); in reverse mode an
// indirect call returning pointers is refused. Exceptions that are caught
// (a landingpad on a path that returns), atomics and va_arg on active
// data; parameters passed by value in memory (inalloca, preallocated,
// and in reverse mode a byval parameter the function writes: forward
// mode passes the tangent by value too, reverse mode a byval parameter
// only read as a plain pointer); pointers rebuilt by inttoptr from the address of active memory; aggregates mixing floats and pointers as return values; memcpy of
// memory mixing floats and pointers in reverse mode; realloc of active
// memory the differentiated function did not allocate itself. All of
// these are errors, never silently wrong results. A callee's frees of
// memory it did not allocate are deferred to the reverse sweep and are
// not performed there (a leak). The tape is sized from a loop's trip count
// only when the loop's single exit test compares an induction variable
// with a bound known on entry; otherwise it grows geometrically.
package ad
