"""Numba cfuncs for irfix's AD corpus: array arguments as
CPointer(float64) + length. Prints each module's inspect_llvm() text to
OUTDIR/numba_NAME.O<opt>.ll (usage: numba_kernels.py OUTDIR)."""
import math
import os
import sys

from numba import cfunc, types

dptr = types.CPointer(types.float64)


@cfunc(types.float64(dptr, types.int64))
def n_sumsq(x, n):
    s = 0.0
    for i in range(n):
        s += x[i] * x[i]
    return s


@cfunc(types.float64(dptr, dptr, types.int64))
def n_dot(x, y, n):
    s = 0.0
    for i in range(n):
        s += x[i] * y[i]
    return s


@cfunc(types.float64(dptr, types.int64, types.float64))
def n_wave(x, n, w):
    s = 0.0
    for i in range(n):
        s += math.sin(w * x[i]) * math.exp(-x[i] * x[i])
    return s


@cfunc(types.void(dptr, types.int64, types.float64))
def n_inplace(x, n, a):
    for i in range(n):
        x[i] = a * math.tanh(x[i])


@cfunc(types.float64(dptr, types.int64))
def n_piecewise(x, n):
    s = 0.0
    for i in range(n):
        v = x[i]
        if v > 0.25:
            s += math.log(1.0 + v)
        else:
            s += v * v
    return s


def main():
    out = sys.argv[1]
    opt = os.environ.get("NUMBA_OPT", "3")
    for f in (n_sumsq, n_dot, n_wave, n_inplace, n_piecewise):
        name = f.__name__ if hasattr(f, "__name__") else f._pyfunc.__name__
        with open(os.path.join(out, "numba_%s.O%s.ll" % (name, opt)), "w") as fh:
            fh.write(f.inspect_llvm())


if __name__ == "__main__":
    main()
