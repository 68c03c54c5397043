// Package callsig finds, explains and repairs call-signature mismatches:
// calls whose call-site function type differs from the type of the
// function they reach.
//
// In typed-pointer IR such a call goes through a bitcast of the callee
// (`call double bitcast (i32 (double*, ...)* @f to double (...)*)(...)`);
// in opaque-pointer IR it is a plain `call double @f(...)` that LLVM's
// verifier accepts and that is undefined behaviour at run time. Both reach
// the same check here.
//
// Every mismatch gets one of three classes:
//
//   - Harmless: the types differ only where the ABI cannot tell them
//     apart (pointers of one address space with different pointee types;
//     an integer and a pointer of the width the datalayout gives
//     pointers). Fix turns these into direct calls with casts.
//   - Adapter: an entry in the Adapters table recognises the callee's
//     calling convention and can build a correct call. The first entry is
//     Numba's nopython ABI (i32 status, T* retptr, excinfo**, then the
//     arguments): Fix allocates the return slot, passes a null excinfo,
//     calls, traps (llvm.trap) on a non-zero status and loads the result.
//     New conventions are new table entries, not new code in the pass.
//   - Wrong: anything else (argument count, a non-pointer type, the return
//     type, varargs against fixed arguments). Fix refuses these; Explain
//     says which positions differ.
//
// Find works on typed and opaque modules; Fix works on the canonical
// (opaque) form, like every irfix pass.
package callsig
