#!/usr/bin/env bash
# Build the third real-world C library of the wider corpus (issue 13,
# family c-realworld3, added in session 12 as a TUNING source after the
# split: in the tune half only): libwebp 1.4.0 as vendored in the Go
# module github.com/chai2010/webp (internal/libwebp-1.4.0: src/ and
# sharpyuv/ and the tools' helpers that build without other libraries:
# 139 C files, 82,535 lines with headers: the VP8 lossy and VP8L lossless
# encoders and decoders, the incremental decoder, mux, demux, sharp YUV,
# image readers and writers), with corpus/wide/webp_driver.c (encode an image drawn
# in memory lossy and lossless with several settings, decode it with every
# decoder, print sizes and checksums), each file compiled at -O2 and
# linked into one module by the producer's llvm-link:
#
#   bash corpus/gen_webp.sh [OUTDIR]
#   bash corpus/gen_webp.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_WEBP_OUT or corpus/wide/webp-out (not in git).
# The module comes from the Go module proxy through `go mod download`; the
# sha256 of its zip is pinned below. Written:
#   webp.clang15typed.O2.ll   typed ground truth (clang-15 -Xclang -no-opaque-pointers)
#   webp.clang16typed.O2.ll   typed ground truth (clang-16 -Xclang -no-opaque-pointers)
#   webp.clang16.O2.ll        opaque, clang-16
#   webp.clang19.O2.ll        opaque, clang-19
#   webp.clang22.O2.ll        opaque, clang-22
#   webp.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify (typed
# with -opaque-pointers=0) and run by its lli; all must print the same.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_WEBP_OUT:-$CORPUS/wide/webp-out}}
MODULE=github.com/chai2010/webp@v1.4.0
ZIP_SHA256=aceed961c3a3ba78854fb00dc19303b2acb4a71d7dd4dd705f4d9ece2fc56d54
LIB=internal/libwebp-1.4.0
# HAVE_CONFIG_H with an empty src/webp/config.h is the library's own way
# to say what the build has: no WEBP_HAVE_SSE2/SSE41/NEON (the SIMD files
# compile to nothing, lli runs the portable C), no WEBP_USE_THREAD (no
# pthreads), no byte-swap builtins assumed; near-lossless stays on.
DEFS=(-DHAVE_CONFIG_H -DWEBP_NEAR_LOSSLESS=1)
JOBS=${IRFIX_WEBP_JOBS:-2}

NAME=webp
DRIVER=$CORPUS/wide/webp_driver.c
. "$CORPUS/realworld.sh"
rw_stamp "${BASH_SOURCE[0]}" "$@"
rw_fetch $LIB/src/webp/encode.h
cp -r "$DIR/$LIB/src" "$DIR/$LIB/sharpyuv" "$DIR/$LIB/imageio" "$DIR/$LIB/extras" "$DIR/$LIB/examples" "$TMP/src/"
chmod -R u+w "$TMP/src"
: >"$TMP/src/src/webp/config.h"
cp "$CORPUS/wide/webp_driver.c" "$TMP/src/webp_driver.c"
# The translation units: the driver, the library, and the helpers its
# tools share that build without other libraries (image readers and
# writers, the extras, the examples' utilities; PNG, JPEG, TIFF and GIF
# support compile out without WEBP_HAVE_*); no program with its own main.
(cd "$TMP/src" && ls webp_driver.c src/*/*.c sharpyuv/*.c imageio/*.c extras/extras.c extras/quality_estimate.c \
  extras/sharpyuv_risk_table.c examples/anim_util.c examples/example_util.c examples/gifdec.c) >"$TMP/units"
LINES=$(cd "$TMP/src" && cat $(grep -v webp_driver "$TMP/units") src/*/*.h sharpyuv/*.h imageio/*.h extras/*.h \
  examples/anim_util.h examples/example_util.h examples/gifdec.h examples/unicode*.h | wc -l)
INCLUDES=(-I. -Isrc)
build() { rw_build_units "$@"; }
rw_build_all
