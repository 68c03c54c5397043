#!/usr/bin/env bash
# AD performance benchmark (issue 17): for each kernel in kernels/, the
# primal and irfix's gradient (from `irfix grad` on clang's -O2 IR, as
# Enzyme differentiates optimized IR) are compiled with clang -O2, run on
# the same inputs next to a hand-written adjoint (hand.c) compiled the
# same way, and timed in CPU time (medians of REPS interleaved runs).
# The driver (driver.c) fails a kernel whose gradient differs from the
# hand-written adjoint, or whose hand-written adjoint differs from finite
# differences, and reports the peak heap bytes of each derivative (tape).
#
# Usage: bench/ad/run.sh [OUTDIR] [REPS] [KERNEL...]
#   OUTDIR defaults to a fresh temp dir (build products, never committed);
#   REPS defaults to 5; kernels default to all: sinx matvec256 matvec1024
#   heat euler gmm seedloop. CLANG overrides clang-16.
# Prints a markdown table; exits 1 when a kernel fails its check.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$(mktemp -d -t irfix-adbench.XXXXXX)}
reps=${2:-5}
shift $(( $# > 2 ? 2 : $# )) || true
kernels=("$@")
[ ${#kernels[@]} -gt 0 ] || kernels=(sinx matvec256 matvec1024 heat euler gmm seedloop)
clang=${CLANG:-clang-16}
command -v "$clang" >/dev/null || { echo "run.sh: $clang not found" >&2; exit 1; }
mkdir -p "$out"
# irfix writes for the LLVM version of the clang that compiles its output.
major=$("$clang" -dumpversion | cut -d. -f1)
(cd "$root" && go build -o "$out/irfix" ./cmd/irfix)
cflags=(-O2)
wrap=-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free
"$clang" "${cflags[@]}" -c "$here/hand.c" -o "$out/hand.o"

# const_of KERNEL: the parameters held constant (0-based positions; clang
# -O2 drops parameter names).
const_of() {
  case $1 in
    heat) echo 5 ;;   # k
    euler) echo 3 ;;  # h
    gmm) echo 3 ;;    # the data points x
    *) echo "" ;;
  esac
}

status=0
echo "| kernel | size | primal ms | grad ms | hand ms | grad/primal | hand/primal | grad/hand | tape (grad heap) | hand heap | grad B/iter | check |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|"
for k in "${kernels[@]}"; do
  src=$k defs=()
  case $k in
    matvec256) src=matvec defs=(-DMATN=256 -DINNER=200) ;;
    matvec1024) src=matvec defs=(-DMATN=1024 -DINNER=10) ;;
    euler) defs=(-DINNER=10) ;;
    gmm) defs=(-DINNER=20) ;;
  esac
  c=$(const_of "$src")
  "$clang" "${cflags[@]}" -S -emit-llvm "$here/kernels/$src.c" -o "$out/$src.ll"
  "$out/irfix" grad --fn "$src" --target "$major" ${c:+--const "$c"} --report "$out/$src.ll" -o "$out/$src.grad.ll" 2>"$out/$src.report"
  "$clang" "${cflags[@]}" -c "$out/$src.grad.ll" -o "$out/$src.grad.o"
  "$clang" "${cflags[@]}" "-D$src=${src}_primal" -c "$here/kernels/$src.c" -o "$out/$src.primal.o"
  "$clang" "${cflags[@]}" "-DK_$src" "${defs[@]}" "$here/driver.c" "$out/$src.primal.o" "$out/$src.grad.o" "$out/hand.o" \
    $wrap -lm -o "$out/$k.bin"
  if line=$("$out/$k.bin" "$reps"); then :; else status=1; fi
  echo "$line" >"$out/$k.result"
  awk -v line="$line" 'BEGIN {
    n = split(line, kv, " ")
    for (i = 1; i <= n; i++) { split(kv[i], p, "="); v[p[1]] = substr(kv[i], length(p[1]) + 2) }
    printf "| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s (err %s, hand vs FD %s) |\n",
      v["kernel"], v["size"], v["primal_ms"], v["grad_ms"], v["hand_ms"], v["grad_ratio"], v["hand_ratio"],
      v["grad_vs_hand"], v["grad_heap"], v["hand_heap"], v["grad_bytes_per_iter"], v["check"],
      v["grad_vs_hand_relerr"], v["hand_vs_fd_relerr"] }'
done
echo
echo "CPU time (CLOCK_PROCESS_CPUTIME_ID), median of $reps runs, $("$clang" --version | head -1), $(nproc) cores; load average: $(cut -d' ' -f1-3 /proc/loadavg). Build products and tape reports in $out."
exit $status
