#!/usr/bin/env bash
# Build the fourth real-world C library of the wider corpus (issue 13,
# family c-realworld4, added in session 13 as a TUNING source after the
# split: in the tune half only): miniaudio 0.11.23 as vendored in the Go
# module github.com/gen2brain/malgo (miniaudio.h: 95,649 lines, the whole
# library in one header, with its WAV, FLAC and MP3 codecs; licence: the
# header's own statement at its end, a choice of public domain (the
# Unlicense) or MIT No Attribution, as the module's LICENSE also says),
# built without device I/O, threads and run-time linking (no dlopen, no
# pthreads: the decoders, encoders, converters, resamplers, filters,
# effects, generators and the node graph remain) and without SIMD (lli
# runs the portable C), with -ffp-contract=off so that no producer fuses
# a multiply-add another does not. One unit defines
# MINIAUDIO_IMPLEMENTATION, the driver corpus/wide/miniaudio_driver.c is
# the other (write a WAV in memory, decode it, convert, resample, filter,
# generate, run a node graph, print sizes and checksums); each is
# compiled at -O2 and the two are linked by the producer's llvm-link:
#
#   bash corpus/gen_miniaudio.sh [OUTDIR]
#   bash corpus/gen_miniaudio.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_MINIAUDIO_OUT or corpus/wide/miniaudio-out
# (not in git). The module comes from the Go module proxy through
# `go mod download`; the sha256 of its zip is pinned below. Written:
#   miniaudio.clang15typed.O2.ll   typed ground truth (clang-15 -Xclang -no-opaque-pointers)
#   miniaudio.clang16typed.O2.ll   typed ground truth (clang-16 -Xclang -no-opaque-pointers)
#   miniaudio.clang16.O2.ll        opaque, clang-16
#   miniaudio.clang19.O2.ll        opaque, clang-19
#   miniaudio.clang22.O2.ll        opaque, clang-22
#   miniaudio.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify (typed
# with -opaque-pointers=0) and run by its lli; all must print the same.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_MINIAUDIO_OUT:-$CORPUS/wide/miniaudio-out}}
MODULE=github.com/gen2brain/malgo@v0.11.24
ZIP_SHA256=cb45982c59618acd9325ab0c90e31a6af228fbc61f8c92e071644a3a53fa6de8
DEFS=(-DMA_NO_DEVICE_IO -DMA_NO_THREADING -DMA_NO_RUNTIME_LINKING -DMA_NO_SSE2 -DMA_NO_AVX2 -DMA_NO_NEON -ffp-contract=off)

die() { echo "gen_miniaudio.sh: error: $*" >&2; exit 1; }
STAMP_WANT=$( { echo "$MODULE $ZIP_SHA256 ${DEFS[*]}"; cat "${BASH_SOURCE[0]}" "$CORPUS/wide/miniaudio_driver.c"; } | sha256sum | cut -d' ' -f1)

if [ "${1:-}" = --stamp ]; then echo "$STAMP_WANT"; exit 0; fi

JSON=$(cd /tmp && go mod download -json "$MODULE") || die "go mod download $MODULE failed"
DIR=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$JSON")
ZIP=$(sed -n 's/^[[:space:]]*"Zip": "\(.*\)",$/\1/p' <<<"$JSON")
[ -n "$ZIP" ] && [ -f "$ZIP" ] || die "go mod download $MODULE gave no zip"
got=$(sha256sum <"$ZIP" | cut -d' ' -f1)
[ "$got" = "$ZIP_SHA256" ] || die "$ZIP: sha256 $got, pinned $ZIP_SHA256"
[ -n "$DIR" ] && [ -f "$DIR/miniaudio.h" ] || die "go mod download $MODULE gave no miniaudio.h"
grep -q 'ALTERNATIVE 2 - MIT No Attribution' "$DIR/miniaudio.h" || die "$DIR/miniaudio.h: licence statement not found"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir "$TMP/src"
cp "$DIR/miniaudio.h" "$TMP/src/"
chmod u+w "$TMP/src/miniaudio.h"
# (malgo's own miniaudio.c includes cgo's exports; this unit is just the implementation)
printf '#define MINIAUDIO_IMPLEMENTATION\n#include "miniaudio.h"\n' >"$TMP/src/miniaudio.c"
cp "$CORPUS/wide/miniaudio_driver.c" "$TMP/src/miniaudio_driver.c"
LINES=$(wc -l <"$TMP/src/miniaudio.h")
ROWS=$TMP/rows.tsv
: >"$ROWS"
build() { # producer major typed flags...
  local producer=$1 major=$2 typed=$3
  shift 3
  local stem=miniaudio.$producer.O2 fl=()
  [ "$typed" = yes ] && fl=(-opaque-pointers=0)
  for u in miniaudio miniaudio_driver; do
    (cd "$TMP/src" && "clang-$major" -O2 -I. "${DEFS[@]}" "$@" -c -emit-llvm "$u.c" -o "$TMP/$u.$producer.bc") ||
      die "clang-$major failed on $u.c"
  done
  "llvm-link-$major" "${fl[@]}" "$TMP/miniaudio.$producer.bc" "$TMP/miniaudio_driver.$producer.bc" -S -o "$TMP/$stem.ll" ||
    die "llvm-link-$major failed"
  rm -f "$TMP"/*."$producer".bc
  "llvm-as-$major" "${fl[@]}" "$TMP/$stem.ll" -o /dev/null || die "llvm-as-$major rejects $stem"
  "opt-$major" "${fl[@]}" -passes=verify -disable-output "$TMP/$stem.ll" || die "opt-$major rejects $stem"
  timeout 900 "lli-$major" "${fl[@]}" "$TMP/$stem.ll" </dev/null >"$TMP/$stem.stdout" || die "lli-$major cannot run $stem"
  if [ -f "$TMP/miniaudio.stdout" ]; then
    cmp -s "$TMP/$stem.stdout" "$TMP/miniaudio.stdout" || die "$stem prints something else:
$(diff "$TMP/miniaudio.stdout" "$TMP/$stem.stdout" || true)"
  else
    cp "$TMP/$stem.stdout" "$TMP/miniaudio.stdout"
  fi
  printf '%s\t%s\t%s\t%s\tc\tO2\tno\tyes\t%s\n' "$stem" "$producer" "$major" "$typed" "$(sha256sum <"$TMP/$stem.stdout" | cut -d' ' -f1)" >>"$ROWS"
}
build clang16 16 no
build clang15typed 15 yes -Xclang -no-opaque-pointers
build clang16typed 16 yes -Xclang -no-opaque-pointers
build clang19 19 no
build clang22 22 no
grep -q '^miniaudio done$' "$TMP/miniaudio.stdout" || die "the driver did not run to its end"

mkdir -p "$OUT"
rm -f "$OUT"/*.ll "$OUT"/miniaudio.stdout "$OUT"/MANIFEST.tsv "$OUT"/STAMP
cp "$TMP"/miniaudio.*.ll "$TMP/miniaudio.stdout" "$OUT/"
{ printf 'file\tproducer\tllvm_major\ttyped\tlang\topt\tdebug\thas_main\tlli_stdout_sha256\n'; sort "$ROWS"; } >"$OUT/MANIFEST.tsv"
echo "$STAMP_WANT" >"$OUT/STAMP"
echo "gen_miniaudio.sh: $LINES lines of $MODULE; wrote $OUT ($(du -sh "$OUT" | cut -f1))" >&2
