#!/usr/bin/env bash
# Start-up cost of the pre-import hook (issue 15): `irfix hook` on the
# seed's small module, whose run time is start-up, against llvm-as-16 on
# the same input, side by side: the two commands alternate, RUNS times each
# (default 20), and the median wall time of each is printed with the ratio.
#
# Usage: bench/hookstart.sh [SEED_DIR]   (default: shared/seed beside the checkout)
#
# Rows: llvm-as-16 on numba_cos.opaque16.ll (text -> LLVM 16 bitcode);
# irfix hook --reader 16 on the same text (text -> LLVM 16 bitcode, the
# same job); irfix hook --reader 16-typed on the same text and on
# numba_cos.opaque16.bc (what a caller of llvm-downgrade does).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seed=${1:-$root/../shared/seed}
[ -d "$seed" ] || seed=/work/shared/seed
bin=$(mktemp -d -t irfix-hookstart.XXXXXX)
trap 'rm -rf "$bin"' EXIT
(cd "$root" && go build -o "$bin/irfix" ./cmd/irfix)
RUNS=${RUNS:-20} python3 - "$bin/irfix" "$seed" <<'PY'
import os, statistics, subprocess, sys, time
irfix, seed = sys.argv[1], sys.argv[2]
ll, bc = os.path.join(seed, "numba_cos.opaque16.ll"), os.path.join(seed, "numba_cos.opaque16.bc")
rows = [
    ("llvm-as-16 numba_cos.opaque16.ll", ["llvm-as-16", ll, "-o", "-"]),
    ("irfix hook --reader 16 numba_cos.opaque16.ll", [irfix, "hook", "--reader", "16", ll]),
    ("irfix hook --reader 16-typed numba_cos.opaque16.ll", [irfix, "hook", "--reader", "16-typed", ll]),
    ("irfix hook --reader 16-typed numba_cos.opaque16.bc", [irfix, "hook", "--reader", "16-typed", bc]),
]
runs = int(os.environ["RUNS"])
times = {name: [] for name, _ in rows}
for name, cmd in rows:  # warm the page cache once
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
for _ in range(runs):
    for name, cmd in rows:  # alternate, so load changes hit every row alike
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
        times[name].append(time.perf_counter() - t0)
base = statistics.median(times[rows[0][0]])
print(f"median of {runs} runs, wall time")
print("| command | median ms | vs llvm-as-16 |")
print("| --- | ---: | ---: |")
for name, _ in rows:
    m = statistics.median(times[name])
    print(f"| {name} | {m*1000:.1f} | {m/base:.2f}x |")
PY
