"""Numba kernels of the wider corpus: cfuncs over C arrays (CPointer
arguments viewed with carray), jitted helpers called from them, records
(structured dtypes). Dumped by gen_wide.sh:

    NUMBA_OPT=N /usr/bin/python3 numba_wide.py OUTDIR TAG

writes OUTDIR/NAME.TAG.ll with exactly the text of inspect_llvm().
"""
import os
import sys

import numpy as np
from numba import carray, cfunc, njit, types, from_dtype

out_dir, tag = sys.argv[1], sys.argv[2]


@njit(types.float64(types.float64, types.float64), cache=False)
def fma3(a, b):
    return a * b + 0.5 * a


@cfunc(types.float64(types.CPointer(types.float64), types.CPointer(types.float64), types.intc))
def dot(xp, yp, n):
    x = carray(xp, (n,))
    y = carray(yp, (n,))
    s = 0.0
    for i in range(n):
        s += fma3(x[i], y[i])
    return s


@cfunc(types.void(types.CPointer(types.float64), types.CPointer(types.float64), types.float64, types.intc))
def axpy(outp, xp, a, n):
    out = carray(outp, (n,))
    x = carray(xp, (n,))
    for i in range(n):
        out[i] = a * x[i] + out[i]


@cfunc(types.intc(types.CPointer(types.int64), types.intc, types.CPointer(types.int64)))
def argmax(vp, n, where):
    v = carray(vp, (n,))
    best = 0
    for i in range(1, n):
        if v[i] > v[best]:
            best = i
    where[0] = v[best]
    return best


particle = np.dtype([("x", np.float64), ("v", np.float64), ("id", np.int32)], align=True)
prec = from_dtype(particle)


@njit(types.float64(prec[::1], types.float64))
def advance(ps, dt):
    e = 0.0
    for i in range(ps.shape[0]):
        ps[i].x += ps[i].v * dt
        e += 0.5 * ps[i].v * ps[i].v
    return e


def only(d):
    assert len(d) == 1, d
    return next(iter(d.values()))


modules = {
    "numba_dot": dot.inspect_llvm(),
    "numba_axpy": axpy.inspect_llvm(),
    "numba_argmax": argmax.inspect_llvm(),
    "numba_records": only(advance.inspect_llvm()),
}
for name, text in modules.items():
    with open(os.path.join(out_dir, "%s.%s.ll" % (name, tag)), "w") as f:
        f.write(text)

# Sanity: the kernels compute what they should.
import ctypes
xs = (ctypes.c_double * 3)(1.0, 2.0, 3.0)
ys = (ctypes.c_double * 3)(4.0, 5.0, 6.0)
assert abs(dot.ctypes(xs, ys, 3) - (32.0 + 3.0)) < 1e-12
