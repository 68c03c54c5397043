#!/usr/bin/env bash
# Scaling of irfix's time and peak memory with module size (issue 16):
# generated modules of about 1, 10 and 100 MB of text (bench/bigmodule.sh's
# C program with 44, 435 and 4350 functions, clang-16 -O2 -g), each timed
# for text parse + print (irfix convert), bitcode read + print (irfix dis
# of llvm-as-16's bitcode) and text -> bitcode (irfix as -t 16).
#
# Usage: bench/scaling.sh [DIR]      (SIZES="44 435 4350" to change)
#
# Prints a Markdown table: CPU seconds (user + system), wall seconds and
# peak RSS from /usr/bin/time -f, one run each, plus CPU and RSS per MB of
# text so that linear growth shows as a flat column.
set -euo pipefail
export LC_ALL=C
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:-$(mktemp -d -t irfix-scaling.XXXXXX)}
mkdir -p "$dir/bin"
dir=$(cd "$dir" && pwd)
(cd "$root" && go build -o "$dir/bin/irfix" ./cmd/irfix)
irfix="$dir/bin/irfix"

echo "| funcs | text MB | task | CPU s | wall s | peak RSS MiB | CPU s / MB | RSS MiB / MB |"
echo "| ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |"
for n in ${SIZES:-44 435 4350}; do
  d="$dir/n$n"
  if [ ! -f "$d/big.ll" ]; then
    BIGMODULE_TEXT_ONLY=1 "$root/bench/bigmodule.sh" "$d" "$n" >/dev/null
  fi
  [ -f "$d/big.bc" ] || llvm-as-16 "$d/big.ll" -o "$d/big.bc"
  mb=$(awk -v b="$(stat -c %s "$d/big.ll")" 'BEGIN {printf "%.1f", b/1048576}')
  for task in convert dis as; do
    case $task in
    convert) cmd=("$irfix" convert "$d/big.ll" -o -) ;;
    dis) cmd=("$irfix" dis "$d/big.bc" -o -) ;;
    as) cmd=("$irfix" as -t 16 "$d/big.ll" -o "$d/out.bc") ;;
    esac
    if ! /usr/bin/time -f '%e %U %S %M' -o "$dir/time.log" "${cmd[@]}" >/dev/null 2>"$dir/err.log"; then
      echo "| $n | $mb | $task | failed: $(head -c 200 "$dir/err.log" | tr '\n' ' ') | | | | |"
      continue
    fi
    awk -v n="$n" -v mb="$mb" -v t="$task" '{c=$2+$3; r=$4/1024; printf "| %d | %s | %s | %.2f | %.2f | %.0f | %.3f | %.1f |\n", n, mb, t, c, $1, r, c/mb, r/mb}' "$dir/time.log"
  done
done
