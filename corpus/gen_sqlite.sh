#!/usr/bin/env bash
# Build the real-world C library of the wider corpus: SQLite's
# amalgamation as vendored in the Go module github.com/mattn/go-sqlite3
# (sqlite3-binding.c, ~270,000 lines), with corpus/wide/sqlite_driver.c
# (create a table, insert, query, print) in one translation unit, at -O2:
#
#   bash corpus/gen_sqlite.sh [OUTDIR]
#   bash corpus/gen_sqlite.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_SQLITE_OUT or corpus/wide/sqlite-out (not in
# git: ~16 MB per module). The module comes from the Go module proxy
# through `go mod download` (the module cache keeps it). Written:
#   sqlite.clang16.O2.ll       opaque, clang-16
#   sqlite.clang16typed.O2.ll  typed ground truth (-Xclang -no-opaque-pointers)
#   sqlite.clang16typed.O2.g.ll  the same with -g (SQLite is in the tuning
#                              half: debug-info rules are tuned on it)
#   sqlite.clang22.O2.ll       opaque, clang-22
#   sqlite.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify and run
# by its lli; all must print the same.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_SQLITE_OUT:-$CORPUS/wide/sqlite-out}}
MODULE=github.com/mattn/go-sqlite3@v1.14.53
DEFS=(-DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_DEFAULT_MEMSTATUS=0)

die() { echo "gen_sqlite.sh: error: $*" >&2; exit 1; }
STAMP_WANT=$( { echo "$MODULE ${DEFS[*]}"; cat "${BASH_SOURCE[0]}" "$CORPUS/wide/sqlite_driver.c"; } | sha256sum | cut -d' ' -f1)

if [ "${1:-}" = --stamp ]; then echo "$STAMP_WANT"; exit 0; fi

DIR=$(cd /tmp && go mod download -json "$MODULE" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -n "$DIR" ] && [ -f "$DIR/sqlite3-binding.c" ] || die "go mod download $MODULE gave no sqlite3-binding.c"

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
cp "$DIR/sqlite3-binding.c" "$DIR/sqlite3-binding.h" "$TMP/"
cp "$CORPUS/wide/sqlite_driver.c" "$TMP/driver.c"
ROWS=$TMP/rows.tsv
: >"$ROWS"
build() { # producer major typed debug flags...
  local producer=$1 major=$2 typed=$3 debug=$4
  shift 4
  local stem=sqlite.$producer.O2 fl=()
  [ "$debug" = yes ] && stem=$stem.g
  [ "$typed" = yes ] && fl=(-opaque-pointers=0)
  (cd "$TMP" && "clang-$major" -O2 "${DEFS[@]}" "$@" -S -emit-llvm driver.c -o "$stem.ll") || die "clang-$major failed"
  "opt-$major" "${fl[@]}" -passes=verify -disable-output "$TMP/$stem.ll" || die "opt-$major rejects $stem"
  timeout 900 "lli-$major" "${fl[@]}" "$TMP/$stem.ll" </dev/null >"$TMP/$stem.stdout" || die "lli-$major cannot run $stem"
  if [ -f "$TMP/sqlite.stdout" ]; then
    cmp -s "$TMP/$stem.stdout" "$TMP/sqlite.stdout" || die "$stem prints something else"
  else
    cp "$TMP/$stem.stdout" "$TMP/sqlite.stdout"
  fi
  printf '%s\t%s\t%s\t%s\tc\tO2\t%s\tyes\t%s\n' "$stem" "$producer" "$major" "$typed" "$debug" "$(sha256sum <"$TMP/$stem.stdout" | cut -d' ' -f1)" >>"$ROWS"
}
build clang16 16 no no
build clang16typed 16 yes no -Xclang -no-opaque-pointers
build clang16typed 16 yes yes -Xclang -no-opaque-pointers -g
build clang22 22 no no
grep -q '^sqlite ' "$TMP/sqlite.stdout" || die "the driver did not run to its end"

mkdir -p "$OUT"
rm -f "$OUT"/*.ll "$OUT"/sqlite.stdout "$OUT"/MANIFEST.tsv "$OUT"/STAMP
cp "$TMP"/sqlite.*.ll "$TMP/sqlite.stdout" "$OUT/"
{ printf 'file\tproducer\tllvm_major\ttyped\tlang\topt\tdebug\thas_main\tlli_stdout_sha256\n'; sort "$ROWS"; } >"$OUT/MANIFEST.tsv"
echo "$STAMP_WANT" >"$OUT/STAMP"
echo "gen_sqlite.sh: $(wc -l <"$DIR/sqlite3-binding.c") lines of $MODULE; wrote $OUT ($(du -sh "$OUT" | cut -f1))" >&2
