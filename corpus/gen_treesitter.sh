#!/usr/bin/env bash
# Build the sixth real-world C library of the wider corpus (issue 13,
# family c-realworld6, added in session 16 as a TUNING source after the
# split: in the tune half only): the tree-sitter runtime (0.25) as vendored
# in the Go module github.com/tree-sitter/go-tree-sitter (src/: the parser,
# lexer, stack, subtrees, nodes, tree cursors, queries, changed ranges;
# allocator.c from the module root, the binding's allocator hook), the
# Python grammar from the Go module github.com/tree-sitter/tree-sitter-python
# (src/parser.c, the generated tables, and src/scanner.c, its hand-written
# external scanner), and corpus/wide/treesitter_driver.c (parse fixed Python
# snippets, walk the trees with a cursor, print S-expressions and node
# counts, edit and reparse incrementally with the changed ranges, run a
# query with captures), each file compiled at -O2 (OPT=O2 unless set:
# gen_treesitter_o0.sh) and linked into one module by the producer's
# llvm-link:
#
#   bash corpus/gen_treesitter.sh [OUTDIR]
#   bash corpus/gen_treesitter.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_TREESITTER_OUT or corpus/wide/treesitter-out
# (not in git). Both modules come from the Go module proxy through `go mod
# download`; the sha256 of each zip is pinned below. Written:
#   treesitter.clang15typed.O2.ll   typed ground truth (clang-15 -Xclang -no-opaque-pointers)
#   treesitter.clang16typed.O2.ll   typed ground truth (clang-16 -Xclang -no-opaque-pointers)
#   treesitter.clang16.O2.ll        opaque, clang-16
#   treesitter.clang19.O2.ll        opaque, clang-19
#   treesitter.clang22.O2.ll        opaque, clang-22
#   treesitter.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify (typed
# with -opaque-pointers=0) and run by its lli; all must print the same.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_TREESITTER_OUT:-$CORPUS/wide/treesitter-out}}
MODULE=github.com/tree-sitter/go-tree-sitter@v0.25.0
ZIP_SHA256=a2be3a1732377f427a97b3640739383585d46e14dc92637bfbd3d89dd2a9e6a7
GRAMMAR=github.com/tree-sitter/tree-sitter-python@v0.23.6
GRAMMAR_ZIP_SHA256=6caa746a3db58c168b673ab5bf175eb21cec00a16bbcf626a4f728c1a2a5fadc
# No TREE_SITTER_FEATURE_WASM: wasm_store.c compiles to its stubs.
DEFS=(-std=c11 -D_DEFAULT_SOURCE)
JOBS=${IRFIX_TREESITTER_JOBS:-2}

NAME=treesitter
DRIVER=$CORPUS/wide/treesitter_driver.c
. "$CORPUS/realworld.sh"
rw_stamp "${BASH_SOURCE[0]}" "$@"
# the grammar first (rw_fetch sets DIR to the runtime's module)
json=$(cd /tmp && go mod download -json "$GRAMMAR") || die "go mod download $GRAMMAR failed"
GDIR=$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' <<<"$json")
gzip=$(sed -n 's/^[[:space:]]*"Zip": "\(.*\)",$/\1/p' <<<"$json")
[ -n "$gzip" ] && [ -f "$gzip" ] || die "go mod download $GRAMMAR gave no zip"
got=$(sha256sum <"$gzip" | cut -d' ' -f1)
[ "$got" = "$GRAMMAR_ZIP_SHA256" ] || die "$gzip: sha256 $got, pinned $GRAMMAR_ZIP_SHA256"
[ -f "$GDIR/src/scanner.c" ] || die "go mod download $GRAMMAR gave no src/scanner.c"
rw_fetch src/lib.c
mkdir "$TMP/src/python"
cp -r "$DIR/src" "$DIR/include" "$DIR/allocator.c" "$DIR/allocator.h" "$TMP/src/"
cp -r "$GDIR/src" "$TMP/src/python/"
chmod -R u+w "$TMP/src"
cp "$DRIVER" "$TMP/src/treesitter_driver.c"
# The translation units: the driver, the runtime's files one by one (not
# src/lib.c, which includes them all), the binding's allocator hook, and
# the grammar; each grammar file finds its own tree_sitter/parser.h next
# to it, the runtime's api.h is in include/.
(cd "$TMP/src" && ls treesitter_driver.c allocator.c src/*.c python/src/*.c | grep -v '^src/lib\.c$') >"$TMP/units"
LINES=$(cd "$TMP/src" && cat $(grep -v treesitter_driver "$TMP/units") src/*.h src/*/*.h include/tree_sitter/*.h allocator.h \
  python/src/tree_sitter/*.h | wc -l)
INCLUDES=(-I. -Iinclude)
build() { rw_build_units "$@"; }
rw_build_all
