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

die() { echo "gen_zstd.sh: error: $*" >&2; exit 1; }
STAMP_WANT=$( { echo "$MODULE $ZIP_SHA256 ${DEFS[*]}"; cat "${BASH_SOURCE[0]}" "$CORPUS/wide/zstd_driver.c"; } | sha256sum | cut -d' ' -f1)

if [ "${1:-}" = --stamp ]; then echo "$STAMP_WANT"; exit 0; fi

JSON=$(cd /tmp && go mod download -json "$MODULE") || die "go mod download $MODULE failed"
DIR=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$JSON")
ZIP=$(sed -n 's/^[[:space:]]*"Zip": "\(.*\)",$/\1/p' <<<"$JSON")
[ -n "$ZIP" ] && [ -f "$ZIP" ] || die "go mod download $MODULE gave no zip"
got=$(sha256sum <"$ZIP" | cut -d' ' -f1)
[ "$got" = "$ZIP_SHA256" ] || die "$ZIP: sha256 $got, pinned $ZIP_SHA256"
[ -n "$DIR" ] && [ -f "$DIR/zstd.h" ] || die "go mod download $MODULE gave no zstd.h"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir "$TMP/src"
cp "$DIR"/*.c "$DIR"/*.h "$TMP/src/"
chmod -R u+w "$TMP/src"
cp "$CORPUS/wide/zstd_driver.c" "$TMP/src/zstd_driver.c"
LINES=$(cat "$DIR"/*.c "$DIR"/*.h | wc -l)
ROWS=$TMP/rows.tsv
: >"$ROWS"
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
  "llvm-as-$major" "${fl[@]}" "$TMP/$stem.ll" -o /dev/null || die "llvm-as-$major rejects $stem"
  "opt-$major" "${fl[@]}" -passes=verify -disable-output "$TMP/$stem.ll" || die "opt-$major rejects $stem"
  timeout 900 "lli-$major" "${fl[@]}" "$TMP/$stem.ll" </dev/null >"$TMP/$stem.stdout" || die "lli-$major cannot run $stem"
  if [ -f "$TMP/zstd.stdout" ]; then
    cmp -s "$TMP/$stem.stdout" "$TMP/zstd.stdout" || die "$stem prints something else:
$(diff "$TMP/zstd.stdout" "$TMP/$stem.stdout" || true)"
  else
    cp "$TMP/$stem.stdout" "$TMP/zstd.stdout"
  fi
  printf '%s\t%s\t%s\t%s\tc\tO2\tno\tyes\t%s\n' "$stem" "$producer" "$major" "$typed" "$(sha256sum <"$TMP/$stem.stdout" | cut -d' ' -f1)" >>"$ROWS"
}
build clang16 16 no
build clang15typed 15 yes -Xclang -no-opaque-pointers
build clang16typed 16 yes -Xclang -no-opaque-pointers
build clang19 19 no
build clang22 22 no
grep -q '^zstd done$' "$TMP/zstd.stdout" || die "the driver did not run to its end"

mkdir -p "$OUT"
rm -f "$OUT"/*.ll "$OUT"/zstd.stdout "$OUT"/MANIFEST.tsv "$OUT"/STAMP
cp "$TMP"/zstd.*.ll "$TMP/zstd.stdout" "$OUT/"
{ printf 'file\tproducer\tllvm_major\ttyped\tlang\topt\tdebug\thas_main\tlli_stdout_sha256\n'; sort "$ROWS"; } >"$OUT/MANIFEST.tsv"
echo "$STAMP_WANT" >"$OUT/STAMP"
echo "gen_zstd.sh: $LINES lines of $MODULE; wrote $OUT ($(du -sh "$OUT" | cut -f1))" >&2
