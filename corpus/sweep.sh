#!/usr/bin/env bash
# Sweep real C code nobody here wrote through irfix downgrade/upgrade and
# let the target's own LLVM judge every output. Hunts for the worst class
# of bug: irfix exits 0 but the reader rejects what it wrote; also
# internal errors ("an irfix bug"), panics, and "not expressible" reports.
#
#   bash corpus/sweep.sh [OUTDIR]          (default /tmp/sweep; never in git)
#   SWEEP_BASES="zstd treesitter" SWEEP_CFGS="c22O2" bash corpus/sweep.sh
#
# Code bases (Go module proxy through `go mod download`):
#   sqlite      github.com/mattn/go-sqlite3@v1.14.53 amalgamation with
#               corpus/wide/sqlite_driver.c (one unit, has main)
#   zstd        github.com/DataDog/zstd@v1.5.7, every .c on its own
#   treesitter  github.com/smacker/go-tree-sitter runtime (*.c at its root)
#               and every grammar's scanner.c
# Compilers/levels (all -g -w -S -emit-llvm): c16O2 c19O2 c19O3 c22O2 c22O3;
# SWEEP_CFGS may add variants: c22O2v3 (-march=x86-64-v3), c22O2asan
# (-fsanitize=address), c22O2ubsan (-fsanitize=undefined).
# Per module: downgrade -t {14,15-typed,16-typed} --emit {bc,ll}; for
# clang-22 modules also upgrade -t 16 --emit bc. Each exit-0 output goes
# through llvm-dis-N (bitcode) and opt-N -passes=verify (typed targets with
# -opaque-pointers=0). Modules with main: lli of the 14 bitcode must print
# what lli-22/19/16 of the original prints.
#
# Results: OUTDIR/results.tsv (module task class irfix_rc detail), one row
# per run; OUTDIR/log/ has every stderr. Classes: ok, ORACLE_REJECT,
# INTERNAL, PANIC, NOT_EXPRESSIBLE (exit 3), ERROR (other non-zero),
# LLI_DIFF, LLI_SKIP (the original does not run under lli, e.g. ASan's
# runtime is missing).
set -uo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-/tmp/sweep}
JOBS=${SWEEP_JOBS:-2}
BASES=${SWEEP_BASES:-"zstd treesitter sqlite"}
CFGS=${SWEEP_CFGS:-"c16O2 c19O2 c19O3 c22O2 c22O3"}
IRFIX=$OUT/irfix

if [ "${1:-}" = --job ]; then
  # --job OUTDIR MODULE.ll TASK   (TASK: dg14.bc dg14.ll dg15t.bc ... up16.bc lli)
  OUT=$2 m=$3 task=$4 IRFIX=$2/irfix
  name=$(basename "$m" .ll)
  log=$OUT/log/$name.$task
  row() { printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$task" "$1" "$2" "$3" >>"$OUT/results.tsv"; }
  if [ "$task" = lli ]; then
    maj=$(sed -n 's/.*\.c\([0-9][0-9]\)O.*/\1/p' <<<"$name")
    out=$(timeout 900 "lli-$maj" "$m" </dev/null 2>"$log.lli0.err")
    rc=$?
    if [ $rc != 0 ] || [ -z "$out" ]; then row LLI_SKIP x "lli-$maj of the original: exit $rc, $(wc -c <<<"$out") bytes (sanitizer runtime?)"; exit 0; fi
    want=$(sha256sum <<<"$out")
    o=$log.bc
    "$IRFIX" downgrade -t 14 --emit bc -o "$o" "$m" 2>"$log.err" || { row ERROR x "downgrade for lli failed"; exit 0; }
    got=$(timeout 900 lli-14 "$o" </dev/null 2>"$log.lli.err")
    got=$(sha256sum <<<"$got")
    rm -f "$o"
    if [ "$want" = "$got" ]; then row ok 0 "lli-14 prints what lli-$maj prints"; else row LLI_DIFF 0 "lli-14 $got vs lli-$maj $want"; fi
    exit 0
  fi
  kind=${task%%.*} emit=${task#*.}
  case $kind in
    dg14) cmd=(downgrade -t 14) maj=14 fl=() ;;
    dg15t) cmd=(downgrade -t 15-typed) maj=15 fl=(-opaque-pointers=0) ;;
    dg16t) cmd=(downgrade -t 16-typed) maj=16 fl=(-opaque-pointers=0) ;;
    up16) cmd=(upgrade -t 16) maj=16 fl=() ;;
  esac
  o=$log.out.$emit
  timeout 1200 "$IRFIX" "${cmd[@]}" --emit "$emit" -o "$o" "$m" 2>"$log.err"
  rc=$?
  first=$(grep -m1 -v '^$' "$log.err" | cut -c1-300)
  if grep -q -e '^panic:' -e '^goroutine ' "$log.err"; then row PANIC "$rc" "$first"
  elif grep -q 'an irfix bug' "$log.err"; then row INTERNAL "$rc" "$first"
  elif [ "$rc" = 3 ]; then row NOT_EXPRESSIBLE "$rc" "$first"
  elif [ "$rc" != 0 ]; then row ERROR "$rc" "$first"
  else
    ok=yes why=
    if [ "$emit" = bc ]; then
      "llvm-dis-$maj" "${fl[@]}" "$o" -o /dev/null 2>"$log.dis" || { ok=no why="llvm-dis-$maj: $(head -c 300 "$log.dis")"; }
    fi
    if [ $ok = yes ]; then
      "opt-$maj" "${fl[@]}" -passes=verify -disable-output "$o" 2>"$log.opt" || { ok=no why="opt-$maj: $(head -c 300 "$log.opt")"; }
    fi
    if [ $ok = yes ]; then row ok 0 ""; rm -f "$log.err" "$log.dis" "$log.opt"; else row ORACLE_REJECT 0 "$(tr '\n\t' '  ' <<<"$why")"; cp "$o" "$log.keep.$emit"; fi
  fi
  rm -f "$o"
  exit 0
fi

die() { echo "sweep.sh: error: $*" >&2; exit 1; }
mkdir -p "$OUT/src" "$OUT/ll" "$OUT/log"
(cd "$CORPUS/.." && go build -o "$IRFIX" ./cmd/irfix) || die "go build failed"
moddir() { (cd /tmp && go mod download -json "$1") | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p'; }

UNITS=$OUT/units.tsv # base  srcdir  file  flags
: >"$UNITS"
for b in $BASES; do
  case $b in
    sqlite)
      d=$(moddir github.com/mattn/go-sqlite3@v1.14.53) || die "no sqlite"
      mkdir -p "$OUT/src/sqlite"
      cp "$d/sqlite3-binding.c" "$d/sqlite3-binding.h" "$OUT/src/sqlite/"
      cp "$CORPUS/wide/sqlite_driver.c" "$OUT/src/sqlite/driver.c"
      printf 'sqlite\t%s\tdriver.c\t-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_DEFAULT_MEMSTATUS=0\n' "$OUT/src/sqlite" >>"$UNITS" ;;
    zstd)
      d=$(moddir github.com/DataDog/zstd@v1.5.7) || die "no zstd"
      for f in "$d"/*.c; do
        printf 'zstd\t%s\t%s\t-DZSTD_LEGACY_SUPPORT=4 -DZSTD_DISABLE_ASM -DDYNAMIC_BMI2=0 -DZSTD_TRACE=0\n' "$d" "$(basename "$f")" >>"$UNITS"
      done ;;
    treesitter)
      d=$(moddir github.com/smacker/go-tree-sitter@v0.0.0-20240827094217-dd81d9e9be82) || die "no tree-sitter"
      for f in "$d"/*.c; do printf 'treesitter\t%s\t%s\t-I%s\n' "$d" "$(basename "$f")" "$d" >>"$UNITS"; done
      for f in "$d"/*/scanner.c; do
        g=$(basename "$(dirname "$f")")
        printf 'treesitter\t%s\t%s/scanner.c\t-I%s -I%s/%s\n' "$d" "$g" "$d" "$d" "$g" >>"$UNITS"
      done ;;
    *) die "unknown base $b" ;;
  esac
done

# Compile (skip units that do not compile on their own).
compile() { # base dir file flags cfg
  local base=$1 dir=$2 file=$3 flags=$4 cfg=$5
  local maj=${cfg:1:2} lvl=${cfg:3} extra=()
  case $lvl in # optional variant after the level: c22O2v3, c22O2asan, c22O2ubsan
    *v3) lvl=${lvl%v3} extra=(-march=x86-64-v3) ;;
    *asan) lvl=${lvl%asan} extra=(-fsanitize=address) ;;
    *ubsan) lvl=${lvl%ubsan} extra=(-fsanitize=undefined) ;;
  esac
  local stem=$base.$(tr '/' '_' <<<"${file%.c}").$cfg
  [ -s "$OUT/ll/$stem.ll" ] && return 0
  # shellcheck disable=SC2086
  if (cd "$dir" && "clang-$maj" -"$lvl" -g -w "${extra[@]}" $flags -S -emit-llvm "$file" -o "$OUT/ll/$stem.ll.tmp") 2>"$OUT/log/$stem.cc"; then
    mv "$OUT/ll/$stem.ll.tmp" "$OUT/ll/$stem.ll"
  else
    rm -f "$OUT/ll/$stem.ll.tmp"; echo "skip $stem (does not compile alone)" >>"$OUT/skipped.txt"
  fi
}
export -f compile; export OUT
while IFS=$'\t' read -r base dir file flags; do
  for c in $CFGS; do printf '%s\t%s\t%s\t%s\t%s\n' "$base" "$dir" "$file" "$flags" "$c"; done
done <"$UNITS" | xargs -P "$JOBS" -d '\n' -I{} bash -c 'IFS=$'"'"'\t'"'"' read -r a b c d e <<<"$1"; compile "$a" "$b" "$c" "$d" "$e"' _ {}

[ -f "$OUT/results.tsv" ] || printf 'module\ttask\tclass\tirfix_rc\tdetail\n' >"$OUT/results.tsv"
for b in $BASES; do
  for m in "$OUT"/ll/"$b".*.ll; do
    [ -f "$m" ] || continue
    name=$(basename "$m" .ll)
    for t in dg14.bc dg14.ll dg15t.bc dg15t.ll dg16t.bc dg16t.ll; do echo "$m $t"; done
    case $name in *.c22O*) echo "$m up16.bc" ;; esac
    grep -q '^define[^@]* @main(' "$m" && echo "$m lli"
  done
done | while read -r m t; do
  # resumable: skip tasks already recorded
  grep -q "^$(basename "$m" .ll)	$t	" "$OUT/results.tsv" || echo "$m $t"
done | xargs -r -P "$JOBS" -L1 bash "${BASH_SOURCE[0]}" --job "$OUT"

echo "sweep.sh: $(wc -l <"$UNITS") units; $(ls "$OUT"/ll/*.ll | wc -l) modules; $(tail -n +2 "$OUT/results.tsv" | wc -l) runs" >&2
tail -n +2 "$OUT/results.tsv" | cut -f3 | sort | uniq -c >&2
