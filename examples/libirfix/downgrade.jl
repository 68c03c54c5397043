# Calling libirfix.so from Julia with ccall. Not run by irfix's tests (no
# Julia on the test machines); the C functions it calls are exercised by
# cmd/libirfix's tests from C and Python.
const LIBIRFIX = "/path/to/libirfix.so"

# irfix_convert: any module in, bitcode for an irfix target out.
function irfix_convert(ir::Vector{UInt8}, target::AbstractString)::Vector{UInt8}
    outp, outn, errp = Ref{Ptr{UInt8}}(C_NULL), Ref{Csize_t}(0), Ref{Ptr{Cchar}}(C_NULL)
    rc = ccall((:irfix_convert, LIBIRFIX), Cint,
               (Ptr{UInt8}, Csize_t, Cstring, Ref{Ptr{UInt8}}, Ref{Csize_t}, Ref{Ptr{Cchar}}),
               ir, sizeof(ir), target, outp, outn, errp)
    if rc != 0
        why = unsafe_string(errp[])          # "<class>: <message>"
        ccall((:irfix_free, LIBIRFIX), Cvoid, (Ptr{Cvoid},), errp[])
        throw(ErrorException("irfix_convert exit $rc: $why"))
    end
    bc = unsafe_wrap(Vector{UInt8}, outp[], outn[]) |> copy
    ccall((:irfix_free, LIBIRFIX), Cvoid, (Ptr{Cvoid},), outp[])
    return bc
end

# The llvm-downgrade library's entry point, served by libirfix.so: a caller
# of LLVMDGDowngrade changes only the library path. 14.0 -> typed LLVM 14,
# 15.0/16.0 -> typed 15/16 (opaque with ENV["IRFIX_OPAQUE_POINTERS"] = "1").
function lldg_downgrade(ir::Vector{UInt8}, v::VersionNumber)::Vector{UInt8}
    bufp, msgp = Ref{Ptr{Cvoid}}(C_NULL), Ref{Ptr{Cchar}}(C_NULL)
    rc = ccall((:LLVMDGDowngrade, LIBIRFIX), Cint,
               (Ptr{UInt8}, Csize_t, Cuint, Cuint, Ref{Ptr{Cvoid}}, Ref{Ptr{Cchar}}),
               ir, sizeof(ir), v.major, v.minor, bufp, msgp)
    if rc != 0
        why = msgp[] == C_NULL ? "(no message)" : unsafe_string(msgp[])
        ccall((:LLVMDGDisposeMessage, LIBIRFIX), Cvoid, (Ptr{Cchar},), msgp[])
        throw(ErrorException("LLVMDGDowngrade status $rc: $why"))
    end
    p = ccall((:LLVMDGGetBufferStart, LIBIRFIX), Ptr{UInt8}, (Ptr{Cvoid},), bufp[])
    n = ccall((:LLVMDGGetBufferSize, LIBIRFIX), Csize_t, (Ptr{Cvoid},), bufp[])
    bc = copy(unsafe_wrap(Vector{UInt8}, p, n))
    ccall((:LLVMDGDisposeMemoryBuffer, LIBIRFIX), Cvoid, (Ptr{Cvoid},), bufp[])
    return bc
end

# bc = irfix_convert(read("numba_cos.opaque16.bc"), "16-typed")  # Julia 1.11's reader
# bc = lldg_downgrade(read("numba_cos.opaque16.bc"), v"14.0")
