#!/usr/bin/env bash
# Compile the AD corpus kernels (corpus/ad/src) with real compilers.
#
#   bash corpus/ad/gen.sh OUTDIR [SPEC...]
#
# SPEC is PRODUCER:OPT, PRODUCER one of clang16 clang19 clang22 rustc numba,
# OPT O0 O2 O3 (rustc: O0 O2; numba: O0 O3). Without SPECs: the full matrix
# (clang-16/19/22 at O0/O2/O3, rustc at O0/O2, numba at O0/O3).
#
# Output names carry the LLVM major the producer is built on, which is the
# lli that runs the result (corpus/ad_test.go relies on it):
#   kernels.clangN.OPT.ll            src/kernels.c
#   kernels_rs.rustcN.OPT.ll         src/kernels.rs (crate type lib, panic=abort)
#   numba_NAME.numbaN.OPT.ll         each cfunc of src/numba_kernels.py
# The generated files are not committed (some are over 100 KB); the tests
# run this script into a temporary directory.
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SRC=$HERE/src
PY=/usr/bin/python3 # Debian's python3 with python3-numba

[ $# -ge 1 ] || { echo "usage: gen.sh OUTDIR [PRODUCER:OPT...]" >&2; exit 2; }
OUT=$1
shift
mkdir -p "$OUT"
SPECS=("$@")
if [ ${#SPECS[@]} -eq 0 ]; then
  SPECS=(clang16:O0 clang16:O2 clang16:O3 clang19:O0 clang19:O2 clang19:O3
    clang22:O0 clang22:O2 clang22:O3 rustc:O0 rustc:O2 numba:O0 numba:O3)
fi

for spec in "${SPECS[@]}"; do
  prod=${spec%%:*}
  opt=${spec#*:}
  case $prod in
  clang*)
    n=${prod#clang}
    clang-"$n" -"$opt" -S -emit-llvm -fno-discard-value-names \
      -o "$OUT/kernels.clang$n.$opt.ll" "$SRC/kernels.c"
    ;;
  rustc)
    n=$(rustc --version --verbose | sed -n 's/^LLVM version: \([0-9]*\).*/\1/p')
    level=${opt#O}
    # Debug builds keep overflow checks; -O2 keeps the bounds checks it
    # cannot prove away.
    rustc --edition 2021 --crate-type=lib -C panic=abort -C codegen-units=1 \
      -C opt-level="$level" --emit=llvm-ir="$OUT/kernels_rs.rustc$n.$opt.ll" "$SRC/kernels.rs"
    ;;
  numba)
    n=$("$PY" -c 'import llvmlite.binding as b; print(b.llvm_version_info[0])')
    tmp=$(mktemp -d)
    NUMBA_OPT=${opt#O} PYTHONHASHSEED=0 "$PY" "$SRC/numba_kernels.py" "$tmp"
    for f in "$tmp"/numba_*.ll; do
      b=$(basename "$f" ".O${opt#O}.ll")
      mv "$f" "$OUT/$b.numba$n.$opt.ll"
    done
    rmdir "$tmp"
    ;;
  *)
    echo "gen.sh: unknown producer $prod" >&2
    exit 2
    ;;
  esac
done
