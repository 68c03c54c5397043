#!/usr/bin/env bash
# Build the second real-world C library of the wider corpus (issue 13,
# family c-realworld2, measured on the report half only): Zstandard 1.5.7
# as vendored in the Go module github.com/DataDog/zstd (40 C files, about
# 79,000 lines: compression levels, streaming, the legacy v0.1-v0.7
# decoders, the dictionary builder), with corpus/wide/zstd_driver.c
# (compress, decompress, train a dictionary, print sizes and checksums),
# each file compiled at -O2 and linked into one module by the producer's
# llvm-link:
#
#   bash corpus/gen_zstd.sh [OUTDIR]
#   bash corpus/gen_zstd.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_ZSTD_OUT or corpus/wide/zstd-out (not in git:
# ~10 MB per module). The module comes from the Go module proxy through
# `go mod download`; the sha256 of its zip is pinned below. Written:
#   zstd.clang15typed.O2.ll   typed ground truth (clang-15 -Xclang -no-opaque-pointers)
#   zstd.clang16typed.O2.ll   typed ground truth (clang-16 -Xclang -no-opaque-pointers)
#   zstd.clang16.O2.ll        opaque, clang-16
#   zstd.clang19.O2.ll        opaque, clang-19
#   zstd.clang22.O2.ll        opaque, clang-22
#   zstd.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify (typed
# with -opaque-pointers=0) and run by its lli; all must print the same.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_ZSTD_OUT:-$CORPUS/wide/zstd-out}}
MODULE=github.com/DataDog/zstd@v1.5.7
ZIP_SHA256=2329cea1cc05226917495381c6036e4c5c1fff4e7a0b7fc2c30fa5cfd83d0b3f
# Single-threaded, no assembly, no runtime CPU dispatch (lli runs the
# portable code), no trace hooks (weak symbols lli cannot resolve).
DEFS=(-DZSTD_LEGACY_SUPPORT=4 -DZSTD_DISABLE_ASM -DDYNAMIC_BMI2=0 -DZSTD_TRACE=0)
JOBS=${IRFIX_ZSTD_JOBS:-2}

NAME=zstd
DRIVER=$CORPUS/wide/zstd_driver.c
. "$CORPUS/realworld.sh"
rw_stamp "${BASH_SOURCE[0]}" "$@"
rw_fetch zstd.h
cp "$DIR"/*.c "$DIR"/*.h "$TMP/src/"
chmod -R u+w "$TMP/src"
cp "$CORPUS/wide/zstd_driver.c" "$TMP/src/zstd_driver.c"
LINES=$(cat "$DIR"/*.c "$DIR"/*.h | wc -l)
build() { # producer major typed flags...
  local producer=$1 major=$2 typed=$3
  shift 3
  local stem=zstd.$producer.O2 fl=() obj=$TMP/obj.$producer
  [ "$typed" = yes ] && fl=(-opaque-pointers=0)
  mkdir "$obj"
  (cd "$TMP/src" && printf '%s\n' *.c | xargs -P "$JOBS" -I{} "clang-$major" -O2 "${DEFS[@]}" "$@" -c -emit-llvm {} -o "$obj/{}.bc") ||
    die "clang-$major failed"
  "llvm-link-$major" "${fl[@]}" "$obj"/*.bc -S -o "$TMP/$stem.ll" || die "llvm-link-$major failed"
  rm -rf "$obj"
  rw_check "$stem" "$producer" "$major" "$typed"
}
rw_build_all
