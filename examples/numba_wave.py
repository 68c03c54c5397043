"""The Numba workflow: Numba compiles, irfix differentiates, llvmlite runs.

    python3 examples/numba_wave.py export wave.ll     # prints the cfunc's name
    irfix grad wave.ll --fn NAME --name wave_grad --target 14 -o wave_grad.ll
    python3 examples/numba_wave.py call wave_grad.ll

`export` writes what Numba's inspect_llvm() returns for the @cfunc below.
`call FILE.ll` parses the gradient module with llvmlite (LLVM 14),
JIT-compiles it and calls wave_grad through ctypes at (a, w, p, t) =
(1, 1, 1, 1); `call FILE.so` loads a shared library built from irfix's
output (clang-22 -shared -fPIC g.ll -o libwave_grad.so) with ctypes instead.
"""
import ctypes
import math
import os
import sys


def export(path):
    import numpy as np
    from numba import cfunc

    @cfunc("float64(float64, float64, float64, float64)")
    def wave(a, w, p, t):
        return a * np.cos(w * t + p)

    with open(path, "w") as f:
        f.write(wave.inspect_llvm())
    print(wave.native_name)


def address(path):
    """The address of wave_grad, and what must stay alive while it is used."""
    if path.endswith(".so"):
        lib = ctypes.CDLL(os.path.abspath(path))
        return ctypes.cast(lib.wave_grad, ctypes.c_void_p).value, lib
    import llvmlite.binding as llvm

    llvm.initialize()
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    with open(path) as f:
        mod = llvm.parse_assembly(f.read())
    mod.verify()
    tm = llvm.Target.from_default_triple().create_target_machine()
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    return engine.get_function_address("wave_grad"), engine


def call(path):
    addr, keep = address(path)
    dbl, pdbl = ctypes.c_double, ctypes.POINTER(ctypes.c_double)
    # double wave_grad(double a, double w, double p, double t,
    #                  double *da, double *dw, double *dp, double *dt)
    grad = ctypes.CFUNCTYPE(dbl, dbl, dbl, dbl, dbl, pdbl, pdbl, pdbl, pdbl)(addr)
    d = [dbl(0) for _ in range(4)]
    y = grad(1.0, 1.0, 1.0, 1.0, *[ctypes.byref(v) for v in d])
    want = [math.cos(2), -math.sin(2), -math.sin(2), -math.sin(2)]
    ok = abs(y - math.cos(2)) <= 1e-15
    for name, got, w in zip(["a", "w", "p", "t"], d, want):
        print("d/d%s = %r" % (name, got.value))
        ok = ok and abs(got.value - w) <= 1e-12
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    {"export": export, "call": call}[sys.argv[1]](sys.argv[2])
