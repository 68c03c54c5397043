#!/usr/bin/env bash
# Build the wider corpus (issue 13): programs the type-recovery rules were
# not written from — C with pointer tables and vectors of pointers, C++
# with classes/RTTI/exceptions/templates (with and without libstdc++),
# Numba cfuncs over C arrays and records, Rust — compiled by clang-15/16
# with -Xclang -no-opaque-pointers (typed ground truth) and by
# clang-16/19/22 opaque at -O0/-O2/-O3 (C++ also with -g at -O2). The
# typed columns also carry -O2 -g builds of the tuning-half programs
# (ptrtables, shapes, stl, ctorfold; see splitHalf in
# corpus/downgrade_test.go): typed ground truth with debug info to tune
# on; the report-half programs' matrix is unchanged.
#
#   bash corpus/gen_wide.sh [--full] [OUTDIR]
#
# OUTDIR defaults to $IRFIX_WIDE_OUT or corpus/wide/out (not in git: the
# outputs are regenerated, not kept). Without --full a subset of the
# matrix is built (every producer and opt level appears, not every
# combination); --full builds all of it. The outputs follow
# corpus/inputs' layout: NAME.PRODUCER.OPT[.g].ll, NAME.stdout and
# MANIFEST.tsv (same columns). Every module is checked with its producer's
# llvm-as and opt -passes=verify (typed 15/16 with -opaque-pointers=0) and
# every main runs under its producer's lli; all modules of one program
# must print the same. OUTDIR/STAMP records the sources' and this
# script's hash: corpus tests regenerate when it differs.
set -euo pipefail
export LC_ALL=C

CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
SRC=$CORPUS/wide/src
FULL=no
if [ "${1:-}" = --full ]; then FULL=yes; shift; fi
OUT=${1:-${IRFIX_WIDE_OUT:-$CORPUS/wide/out}}
DBG_PREFIX=/irfix/corpus/wide/src
PY=/usr/bin/python3
NUMBA_STAGE=/tmp/irfix-numba-wide
LLI_TIMEOUT=120

say() { echo "gen_wide.sh: $*" >&2; }
die() { echo "gen_wide.sh: error: $*" >&2; exit 1; }
have() { command -v "$1" >/dev/null 2>&1; }

# What to build: source, then per producer a comma list of OPT[.g] (- none).
#                      clang15typed  clang16typed  clang16   clang19   clang22
if [ $FULL = yes ]; then
PLAN='
ptrvec.c               O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
ptrtables.c            O0,O2,O3,O2.g O0,O2,O3,O2.g O0,O2,O3  O0,O2,O3  O0,O2,O3
graph.c                O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
netgraph.c             O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
ptrpairs.c             O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
gtables.c              O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
minicomp.c             O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
ptrlanes.c             O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
streamapi.c            O0,O2,O3      O0,O2,O3      O0,O2,O3  O0,O2,O3  O0,O2,O3
shapes.cpp             O0,O2,O3,O2.g O0,O2,O3,O2.g O0,O2,O3  O0,O2,O3,O2.g  O0,O2,O3,O2.g
stl.cpp                O0,O2,O3,O2.g O0,O2,O3,O2.g O0,O2,O3  O0,O2,O3,O2.g  O0,O2,O3,O2.g
ctorfold.cpp           O0,O2,O3,O2.g O0,O2,O3,O2.g O0,O2,O3  O0,O2,O3,O2.g  O0,O2,O3,O2.g
'
RUST_OPTS=O0,O2,O3
else
PLAN='
ptrvec.c               O0            O2,O3         O2        O3        O0,O2
ptrtables.c            O0            O2            O3        O2        O0,O2
graph.c                O0            O2            O2        O3        O0,O3
netgraph.c             O0            O2            -         -         O3
ptrpairs.c             O3            O0            -         -         -
gtables.c              O0            -             O2        -         -
minicomp.c             -             O2            -         O0        -
ptrlanes.c             O3            -             -         -         O2
streamapi.c            -             O2            -         -         O0
shapes.cpp             O0            O2            O0        O2.g      O3,O2.g
stl.cpp                -             O2,O2.g       -         O2.g      O2.g
ctorfold.cpp           O0            O2            O2        O2.g      O2.g
'
RUST_OPTS=O0,O2
fi
PRODUCERS=(clang15typed clang16typed clang16 clang19 clang22)
NUMBA_VARIANTS=(O0 O3)

STAMP_WANT=$( { echo "full=$FULL"; cat "${BASH_SOURCE[0]}"; cat "$SRC"/*; } | sha256sum | cut -d' ' -f1)

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
NEW=$TMP/out
mkdir -p "$NEW" "$TMP/run"
ROWS=$TMP/rows.tsv
: >"$ROWS"

quiet() {
  local log=$TMP/last.log
  if ! "$@" 2>"$log"; then
    echo "gen_wide.sh: command failed: $*" >&2
    cat "$log" >&2
    exit 1
  fi
}

typedflags() { if [ "$2" = yes ] && [ "$1" -ge 15 ]; then echo -opaque-pointers=0; fi; }

verify() {
  local stem=$1 major=$2 typed=$3 fl
  fl=$(typedflags "$major" "$typed")
  quiet "llvm-as-$major" $fl "$NEW/$stem.ll" -o /dev/null
  quiet "opt-$major" $fl -passes=verify -disable-output "$NEW/$stem.ll"
}

# record STEM PRODUCER MAJOR TYPED LANG OPT DEBUG [LLI_EXTRA...]
record() {
  local stem=$1 producer=$2 major=$3 typed=$4 lang=$5 opt=$6 debug=$7
  shift 7
  local has_main=no sha=- fl
  if grep -qE '^define .*@main\(' "$NEW/$stem.ll"; then
    has_main=yes
    fl=$(typedflags "$major" "$typed")
    local out=$TMP/run/$stem.stdout
    if ! (cd "$TMP/run" && timeout "$LLI_TIMEOUT" "lli-$major" $fl "$@" "$NEW/$stem.ll" </dev/null >"$out" 2>"$TMP/run/$stem.err"); then
      cat "$TMP/run/$stem.err" >&2
      die "lli-$major cannot run $stem"
    fi
    sha=$(sha256sum <"$out" | cut -d' ' -f1)
    local name=${stem%%.*}
    if [ -f "$NEW/$name.stdout" ]; then
      cmp -s "$out" "$NEW/$name.stdout" || die "$stem prints something else than the other $name modules:
$(diff "$NEW/$name.stdout" "$out" || true)"
    else
      cp "$out" "$NEW/$name.stdout"
    fi
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$stem" "$producer" "$major" "$typed" "$lang" "$opt" "$debug" "$has_main" "$sha" >>"$ROWS"
}

clang_producer() {
  local producer=$1 col=$2 major typed extra=()
  major=${producer#clang}; major=${major%typed}
  if [ "${producer%typed}" != "$producer" ]; then typed=yes; extra=(-Xclang -no-opaque-pointers); else typed=no; fi
  local t
  for t in "clang-$major" "clang++-$major" "llvm-as-$major" "opt-$major" "lli-$major"; do
    have "$t" || { say "skipping $producer: $t not found"; return; }
  done
  local line cells src cell v
  while read -r line; do
    case $line in '' | '#'*) continue ;; esac
    read -r -a cells <<<"$line"
    src=${cells[0]}; cell=${cells[$col]}
    [ "$cell" = - ] && continue
    local cc lang
    case $src in
      *.c) cc=clang-$major; lang=c ;;
      *.cpp) cc=clang++-$major; lang=cpp ;;
    esac
    for v in ${cell//,/ }; do
      local opt=${v%.g} debug=no stem flags
      [ "$opt" != "$v" ] && debug=yes
      stem=${src%.*}.$producer.$v
      flags=("${extra[@]}" "-$opt" "-fdebug-prefix-map=$SRC=$DBG_PREFIX")
      [ $debug = yes ] && flags+=(-g)
      (cd "$SRC" && quiet "$cc" "${flags[@]}" -S -emit-llvm "$src" -o "$NEW/$stem.ll")
      verify "$stem" "$major" "$typed"
      record "$stem" "$producer" "$major" "$typed" "$lang" "$opt" "$debug"
    done
  done <<<"$PLAN"
}

numba_producer() {
  if ! [ -x "$PY" ] || ! "$PY" -c 'import numba' 2>/dev/null; then say "skipping numba: $PY cannot import numba"; return; fi
  local major producer v
  major=$("$PY" -c 'import llvmlite.binding as b; print(b.llvm_version_info[0])')
  producer=numba$major
  have "llvm-as-$major" || { say "skipping numba: llvm-as-$major not found"; return; }
  rm -rf "$NUMBA_STAGE"; mkdir -p "$NUMBA_STAGE/out"
  cp "$SRC/numba_wide.py" "$NUMBA_STAGE/"
  for v in "${NUMBA_VARIANTS[@]}"; do
    (cd "$NUMBA_STAGE" && quiet env -i PATH=/usr/bin:/bin HOME="$NUMBA_STAGE" PYTHONHASHSEED=0 \
       PYTHONDONTWRITEBYTECODE=1 NUMBA_OPT="${v#O}" "$PY" numba_wide.py out "$producer.$v")
    local f stem
    for f in "$NUMBA_STAGE"/out/*."$producer.$v".ll; do
      stem=$(basename "$f" .ll)
      mv "$f" "$NEW/$stem.ll"
      verify "$stem" "$major" yes
      record "$stem" "$producer" "$major" yes numba "$v" no
    done
  done
  rm -rf "$NUMBA_STAGE"
}

rust_producer() {
  have rustc || { say "skipping rustc: not found"; return; }
  local major producer libstd v
  major=$(rustc -vV | sed -n 's/^LLVM version: \([0-9]*\)\..*/\1/p')
  producer=rustc$major
  have "lli-$major" || { say "skipping $producer: lli-$major not found"; return; }
  libstd=$(ls "$(rustc --print sysroot)"/lib/rustlib/*/lib/libstd-*.so 2>/dev/null | head -1 || true)
  [ -n "$libstd" ] || die "no libstd-*.so in rustc's sysroot"
  for v in ${RUST_OPTS//,/ }; do
    local stem=rust_wide.$producer.$v
    (cd "$SRC" && quiet rustc --edition 2021 -C panic=abort -C codegen-units=1 -C "opt-level=${v#O}" \
       "--remap-path-prefix=$SRC=$DBG_PREFIX" --crate-type bin "--emit=llvm-ir=$NEW/$stem.ll" rust_wide.rs)
    verify "$stem" "$major" no
    record "$stem" "$producer" "$major" no rust "$v" no -load "$libstd"
  done
}

i=1
for p in "${PRODUCERS[@]}"; do clang_producer "$p" "$i"; i=$((i + 1)); done
numba_producer
rust_producer

mkdir -p "$OUT"
rm -f "$OUT"/*.ll "$OUT"/*.stdout "$OUT"/MANIFEST.tsv "$OUT"/STAMP
cp "$NEW"/*.ll "$NEW"/*.stdout "$OUT"/
{
  printf 'file\tproducer\tllvm_major\ttyped\tlang\topt\tdebug\thas_main\tlli_stdout_sha256\n'
  sort -t$'\t' -k1,1 "$ROWS"
} >"$OUT/MANIFEST.tsv"
echo "$STAMP_WANT" >"$OUT/STAMP"
say "wrote $(($(wc -l <"$OUT/MANIFEST.tsv") - 1)) modules to $OUT ($(du -sh "$OUT" | cut -f1)), full=$FULL"
