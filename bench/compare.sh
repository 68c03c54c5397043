#!/usr/bin/env bash
# Time irfix against LLVM's own tools and llir/llvm on a big module, and
# report wall time and peak RSS as a Markdown table (pasted into README.md).
#
# Usage: bench/compare.sh [DIR]
#
# DIR holds (or receives, from bench/bigmodule.sh) big.ll, big.bc and
# big.typed14.ll; default: a fresh temp dir. Each row is the fastest of
# RUNS (default 3) runs. Uses /usr/bin/time -v for wall time and peak RSS
# when present, else date (then RSS is not shown).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$(mktemp -d -t irfix-bench.XXXXXX)}
if [ ! -f "$dir/big.ll" ]; then
  "$root/bench/bigmodule.sh" "$dir" >&2
fi

bin="$dir/bin"
mkdir -p "$bin"
(cd "$root" && go build -o "$bin/irfix" ./cmd/irfix && go test -c -o "$bin/llir.test" ./bench)

have_time=0
[ -x /usr/bin/time ] && have_time=1

# measure LABEL CMD...: run CMD $runs times (stdout discarded) and print a
# table row with the fastest run's wall seconds, the smallest CPU seconds
# (user + system: steadier than wall time on a shared machine), and the
# largest peak RSS in MB.
runs=${RUNS:-3}
measure() {
  local label=$1; shift
  local log="$dir/time.log" best="" cpu="" rss=0
  for _ in $(seq "$runs"); do
    if [ "$have_time" = 1 ]; then
      if ! /usr/bin/time -v -o "$log" "$@" >/dev/null 2>"$dir/err.log"; then
        echo "| $label | failed: $(head -c 200 "$dir/err.log" | tr '\n' ' ') | | |"
        return
      fi
      local c
      c=$(awk -F': ' '/User time|System time/ {s+=$2} END {printf "%.2f", s}' "$log")
      if [ -z "$cpu" ] || awk -v a="$c" -v b="$cpu" 'BEGIN {exit !(a < b)}'; then cpu=$c; fi
      # Elapsed is [h:]m:ss.xx; turn it into seconds.
      local wall r
      wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$log" |
        awk -F: '{s=0; for (i=1;i<=NF;i++) s=s*60+$i; printf "%.2f", s}')
      r=$(awk -F': ' '/Maximum resident set size/ {printf "%.0f", $2/1024}' "$log")
      [ "$r" -gt "$rss" ] && rss=$r
    else
      local start end
      start=$(date +%s.%N)
      if ! "$@" >/dev/null 2>"$dir/err.log"; then
        echo "| $label | failed | | |"
        return
      fi
      end=$(date +%s.%N)
      wall=$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.2f", b-a}')
      rss="n/a" cpu="n/a"
    fi
    if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN {exit !(a < b)}'; then best=$wall; fi
  done
  echo "| $label | $best | $cpu | $rss |"
}

ll="$dir/big.ll"; bc="$dir/big.bc"; t14="$dir/big.typed14.ll"
mb() { awk -v b="$(stat -c %s "$1")" 'BEGIN {printf "%.1f MB", b/1048576}'; }

echo "Inputs: big.ll $(mb "$ll") (clang-16 -O2 -g), big.bc $(mb "$bc"), big.typed14.ll $(mb "$t14")"
echo "Machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GB", $2/1048576}' /proc/meminfo); fastest of $runs runs, largest peak RSS"
echo
echo "| task | wall s | CPU s | peak RSS (MB) |"
echo "| --- | ---: | ---: | ---: |"
measure "irfix convert big.ll (parse + print)" "$bin/irfix" convert "$ll" -o -
measure "llvm-as-16 big.ll, then llvm-dis-16" bash -c "llvm-as-16 '$ll' -o '$dir/rt.bc' && llvm-dis-16 '$dir/rt.bc' -o -"
measure "llvm-as-16 big.ll (parse + verify + write bc)" llvm-as-16 "$ll" -o "$dir/rt.bc"
measure "llvm-dis-16 big.bc (read bc + print)" llvm-dis-16 "$bc" -o -
measure "irfix convert big.bc" "$bin/irfix" convert "$bc" -o -
measure "irfix convert big.typed14.ll" "$bin/irfix" convert "$t14" -o -
measure "llir/llvm parse + print big.typed14.ll" env IRFIX_BENCH_LL="$t14" "$bin/llir.test" -test.run=TestParseWithLLIR -test.count=1

# Correctness on the big module (issue 2 acceptance): printing is
# idempotent, and LLVM 16 accepts what irfix printed.
echo
for in in "$ll" "$t14"; do
  "$bin/irfix" convert "$in" -o "$dir/p1.ll"
  "$bin/irfix" convert "$dir/p1.ll" -o "$dir/p2.ll"
  if cmp -s "$dir/p1.ll" "$dir/p2.ll"; then
    echo "idempotent: print(parse(print(parse($(basename "$in"))))) == print(parse(...))"
  else
    echo "NOT idempotent on $(basename "$in")" >&2
    exit 1
  fi
done
irfix_big="$dir/big.irfix.ll"
"$bin/irfix" convert "$ll" -o "$irfix_big"
llvm-as-16 "$irfix_big" -o /dev/null && echo "llvm-as-16 accepts irfix's print of big.ll"
