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

NAME=miniaudio
DRIVER=$CORPUS/wide/miniaudio_driver.c
. "$CORPUS/realworld.sh"
rw_stamp "${BASH_SOURCE[0]}" "$@"
rw_fetch miniaudio.h
grep -q 'ALTERNATIVE 2 - MIT No Attribution' "$DIR/miniaudio.h" || die "$DIR/miniaudio.h: licence statement not found"
cp "$DIR/miniaudio.h" "$TMP/src/"
chmod u+w "$TMP/src/miniaudio.h"
# (malgo's own miniaudio.c includes cgo's exports; this unit is just the implementation)
printf '#define MINIAUDIO_IMPLEMENTATION\n#include "miniaudio.h"\n' >"$TMP/src/miniaudio.c"
cp "$CORPUS/wide/miniaudio_driver.c" "$TMP/src/miniaudio_driver.c"
LINES=$(wc -l <"$TMP/src/miniaudio.h")
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
  rw_check "$stem" "$producer" "$major" "$typed"
}
rw_build_all
