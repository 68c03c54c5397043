"""Dump the LLVM IR Numba generates for numba_kernels.py.

    cd /tmp/irfix-numba && NUMBA_OPT=N /usr/bin/python3 numba_dump.py OUTDIR TAG [debug]

writes OUTDIR/NAME.TAG.ll (TAG e.g. numba14.O3 or numba14.O0.g) with exactly
the text of inspect_llvm(). "debug" compiles with debug=True.

The kernels are read from a copy at the fixed path
/tmp/irfix-numba/numba_kernels.py (gen.sh copies both scripts there) so that -g output does not
depend on where the repository is checked out: Numba puts the absolute
directory of the source in DIFile and re-reads the file for line numbers, so
the path must be real. Numba embeds Python object addresses in some constant names, so
gen.sh runs this under `setarch -R` (no ASLR) with PYTHONHASHSEED=0, a fixed
environment and fixed paths and arguments, to make the output reproducible.
"""
import os
import sys

import llvmlite.binding as llvm

KERNELS = "/tmp/irfix-numba/numba_kernels.py"

out_dir, tag = sys.argv[1], sys.argv[2]
with open(KERNELS) as f:
    source = f.read()

ns = {"__name__": "numba_kernels", "DEBUG": len(sys.argv) > 3 and sys.argv[3] == "debug"}
exec(compile(source, KERNELS, "exec"), ns)


def only(d):
    assert len(d) == 1, d
    return next(iter(d.values()))


modules = {
    "numba_cos": ns["cos_model"].inspect_llvm(),
    "numba_wave": only(ns["wave"].inspect_llvm()),
    "numba_sumsq": only(ns["sumsq"].inspect_llvm()),
    "numba_piecewise": only(ns["piecewise"].inspect_llvm()),
}

for name, text in modules.items():
    with open(os.path.join(out_dir, "%s.%s.ll" % (name, tag)), "w") as f:
        f.write(text)

# Sanity: the kernels compute what they should.
import math
assert abs(ns["cos_model"].ctypes(1.0, 1.0, 1.0, 1.0) - math.cos(2.0)) < 1e-15
print("numba_dump: %s: llvmlite LLVM %d.%d.%d" % ((tag,) + llvm.llvm_version_info), file=sys.stderr)
