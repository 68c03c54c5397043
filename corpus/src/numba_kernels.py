"""Numba kernels whose LLVM IR goes into the corpus (see numba_dump.py).

Kept free of driver code so that the line numbers in debug info only
depend on this file.
"""
import numpy as np
from numba import cfunc, njit, types

# The driver sets DEBUG before executing this file.
debug = globals().get("DEBUG", False)


# The seed's function: Numba's nopython entry point plus the C wrapper.
@cfunc(types.float64(types.float64, types.float64, types.float64, types.float64),
       debug=debug)
def cos_model(a, w, p, t):
    return a * np.cos(w * t + p)


# A loop over arrays writing into an output array.
@njit(types.void(types.float64, types.float64, types.float64,
                 types.float64[::1], types.float64[::1]), debug=debug)
def wave(a, w, p, t, out):
    for i in range(t.shape[0]):
        out[i] = a * np.cos(w * t[i] + p)


# A reduction.
@njit(types.float64(types.float64[::1]), debug=debug)
def sumsq(x):
    s = 0.0
    for v in x:
        s += v * v
    return s


# Branches and several math functions.
@njit(types.float64(types.float64, types.int64), debug=debug)
def piecewise(x, k):
    if x > 1.0:
        r = np.log(x) * k
    elif x < -1.0:
        r = np.exp(x) - k
    else:
        r = x * x * 0.5
    if k % 2 == 0:
        r = -r
    return r
