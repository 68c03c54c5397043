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

die() { echo "gen_webp.sh: error: $*" >&2; exit 1; }
STAMP_WANT=$( { echo "$MODULE $ZIP_SHA256 ${DEFS[*]}"; cat "${BASH_SOURCE[0]}" "$CORPUS/wide/webp_driver.c"; } | sha256sum | cut -d' ' -f1)

if [ "${1:-}" = --stamp ]; then echo "$STAMP_WANT"; exit 0; fi

JSON=$(cd /tmp && go mod download -json "$MODULE") || die "go mod download $MODULE failed"
DIR=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$JSON")
ZIP=$(sed -n 's/^[[:space:]]*"Zip": "\(.*\)",$/\1/p' <<<"$JSON")
[ -n "$ZIP" ] && [ -f "$ZIP" ] || die "go mod download $MODULE gave no zip"
got=$(sha256sum <"$ZIP" | cut -d' ' -f1)
[ "$got" = "$ZIP_SHA256" ] || die "$ZIP: sha256 $got, pinned $ZIP_SHA256"
[ -n "$DIR" ] && [ -f "$DIR/$LIB/src/webp/encode.h" ] || die "go mod download $MODULE gave no $LIB/src/webp/encode.h"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir "$TMP/src"
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
ROWS=$TMP/rows.tsv
: >"$ROWS"
build() { # producer major typed flags...
  local producer=$1 major=$2 typed=$3
  shift 3
  local stem=webp.$producer.O2 fl=() obj=$TMP/obj.$producer
  [ "$typed" = yes ] && fl=(-opaque-pointers=0)
  mkdir "$obj"
  # one object per unit, named after its path (dsp/dec.c and dec/ differ)
  (cd "$TMP/src" && xargs -P "$JOBS" -I{} sh -c 'f={}; exec "$0" -O2 -I. -Isrc "$@" -c -emit-llvm "$f" -o "'"$obj"'/$(echo "$f" | tr / _).bc"' \
    "clang-$major" "${DEFS[@]}" "$@" <"$TMP/units") ||
    die "clang-$major failed"
  "llvm-link-$major" "${fl[@]}" "$obj"/*.bc -S -o "$TMP/$stem.ll" || die "llvm-link-$major failed"
  rm -rf "$obj"
  "llvm-as-$major" "${fl[@]}" "$TMP/$stem.ll" -o /dev/null || die "llvm-as-$major rejects $stem"
  "opt-$major" "${fl[@]}" -passes=verify -disable-output "$TMP/$stem.ll" || die "opt-$major rejects $stem"
  timeout 900 "lli-$major" "${fl[@]}" "$TMP/$stem.ll" </dev/null >"$TMP/$stem.stdout" || die "lli-$major cannot run $stem"
  if [ -f "$TMP/webp.stdout" ]; then
    cmp -s "$TMP/$stem.stdout" "$TMP/webp.stdout" || die "$stem prints something else:
$(diff "$TMP/webp.stdout" "$TMP/$stem.stdout" || true)"
  else
    cp "$TMP/$stem.stdout" "$TMP/webp.stdout"
  fi
  printf '%s\t%s\t%s\t%s\tc\tO2\tno\tyes\t%s\n' "$stem" "$producer" "$major" "$typed" "$(sha256sum <"$TMP/$stem.stdout" | cut -d' ' -f1)" >>"$ROWS"
}
build clang16 16 no
build clang15typed 15 yes -Xclang -no-opaque-pointers
build clang16typed 16 yes -Xclang -no-opaque-pointers
build clang19 19 no
build clang22 22 no
grep -q '^webp done$' "$TMP/webp.stdout" || die "the driver did not run to its end"

mkdir -p "$OUT"
rm -f "$OUT"/*.ll "$OUT"/webp.stdout "$OUT"/MANIFEST.tsv "$OUT"/STAMP
cp "$TMP"/webp.*.ll "$TMP/webp.stdout" "$OUT/"
{ printf 'file\tproducer\tllvm_major\ttyped\tlang\topt\tdebug\thas_main\tlli_stdout_sha256\n'; sort "$ROWS"; } >"$OUT/MANIFEST.tsv"
echo "$STAMP_WANT" >"$OUT/STAMP"
echo "gen_webp.sh: $LINES lines of $MODULE; wrote $OUT ($(du -sh "$OUT" | cut -f1))" >&2
