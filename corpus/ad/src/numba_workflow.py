"""The seed user's workflow, end to end (corpus/ad_accept_test.go).

  numba_workflow.py emit OUT.ll
      Numba compiles the seed's @cfunc a*cos(w*t+p) and writes its
      inspect_llvm() text.
  numba_workflow.py run GRAD.ll NAME A W P T
      llvmlite (LLVM 14) parses and verifies GRAD.ll, JIT-compiles it and
      calls NAME(a, w, p, t, &da, &dw, &dp, &dt) through ctypes (irfix's
      reverse-mode ABI); prints the result and the four partials.
"""
import ctypes
import sys


def emit(out):
    import numpy as np
    from numba import cfunc, float64

    @cfunc(float64(float64, float64, float64, float64))
    def seed(a, w, p, t):
        return a * np.cos(w * t + p)

    with open(out, "w") as fh:
        fh.write(seed.inspect_llvm())


def run(path, name, args):
    import llvmlite.binding as llvm

    llvm.initialize()
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    with open(path) as fh:
        mod = llvm.parse_assembly(fh.read())
    mod.verify()
    tm = llvm.Target.from_default_triple().create_target_machine()
    ee = llvm.create_mcjit_compiler(mod, tm)
    ee.finalize_object()
    addr = ee.get_function_address(name)
    if not addr:
        sys.exit("no function %s" % name)
    dp = ctypes.POINTER(ctypes.c_double)
    proto = ctypes.CFUNCTYPE(ctypes.c_double, *([ctypes.c_double] * 4 + [dp] * 4))
    f = proto(addr)
    outs = [ctypes.c_double(0.0) for _ in range(4)]
    r = f(*[float(a) for a in args], *[ctypes.pointer(o) for o in outs])
    for v in [r] + [o.value for o in outs]:
        print("%.17g" % v)


if __name__ == "__main__":
    if sys.argv[1] == "emit":
        emit(sys.argv[2])
    else:
        run(sys.argv[2], sys.argv[3], sys.argv[4:8])
