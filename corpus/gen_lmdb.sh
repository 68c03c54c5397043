#!/usr/bin/env bash
# Build the fifth real-world C library of the wider corpus (issue 13,
# family c-realworld5, added in session 16 as a TUNING source after the
# split: in the tune half only): lz4 1.10.0 (Yann Collet's block, HC and
# frame compressors with xxHash; BSD 2-Clause, lz4/LICENSE) and LMDB
# 0.9.90 as lmdb-js carries it (Howard Chu's B+tree over a memory map,
# mdb.c and midl.c; the OpenLDAP Public License, liblmdb/LICENSE), both as
# shipped in the npm package lmdb@3.5.6 (dependencies/lz4/lib: lz4.c,
# lz4hc.c, lz4frame.c, lz4file.c, xxhash.c; dependencies/lmdb/libraries/
# liblmdb: mdb.c, midl.c; about 26,000 lines with their headers), with
# corpus/wide/lmdb_driver.c (lz4 block, streaming, HC and frame round trips
# over generated data, an LMDB environment in a fresh mkdtemp directory
# with puts, gets, cursors, deletes, nested transactions and a drop; sizes,
# counts and checksums printed; the directory removed at the end), each
# file compiled at -O2 and linked into one module by the producer's
# llvm-link:
#
#   bash corpus/gen_lmdb.sh [OUTDIR]
#   bash corpus/gen_lmdb.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_LMDB_OUT or corpus/wide/lmdb-out (not in git).
# The package comes from the npm registry through `npm pack` (npm's cache
# first); the sha256 of its tarball is pinned below. Written:
#   lmdb.clang15typed.O2.ll   typed ground truth (clang-15 -Xclang -no-opaque-pointers)
#   lmdb.clang16typed.O2.ll   typed ground truth (clang-16 -Xclang -no-opaque-pointers)
#   lmdb.clang16.O2.ll        opaque, clang-16
#   lmdb.clang19.O2.ll        opaque, clang-19
#   lmdb.clang22.O2.ll        opaque, clang-22
#   lmdb.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify (typed
# with -opaque-pointers=0) and run by its lli; all must print the same.
# lli runs LMDB as it is: the map, the lock file's robust process-shared
# mutexes and the reader table's thread-specific key are the process's
# own mmap, pthread and fcntl calls.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_LMDB_OUT:-$CORPUS/wide/lmdb-out}}
MODULE=lmdb@3.5.6
ZIP_SHA256=6b20d08ca52121003469964d53ddf049ff9bfefc37db86e181912b33b8f0b758
# MDB_MAXKEYSIZE=0 as the package's own build (binding.gyp) sets it: the
# largest key follows the page size. The format warnings are LMDB's own
# (%u for 64-bit page numbers in its error texts).
DEFS=(-DMDB_MAXKEYSIZE=0 -Wno-format)
JOBS=${IRFIX_LMDB_JOBS:-2}
LZ4=dependencies/lz4/lib
LIBLMDB=dependencies/lmdb/libraries/liblmdb

NAME=lmdb
DRIVER=$CORPUS/wide/lmdb_driver.c
. "$CORPUS/realworld.sh"
rw_stamp "${BASH_SOURCE[0]}" "$@"

rw_fetch_npm "$LIBLMDB/mdb.c" "$LZ4/lz4.c"

mkdir "$TMP/src/lz4" "$TMP/src/lmdb"
cp "$DIR/$LZ4"/*.c "$DIR/$LZ4"/*.h "$TMP/src/lz4/"
cp "$DIR/$LIBLMDB"/{mdb.c,midl.c,lmdb.h,midl.h} "$TMP/src/lmdb/"
chmod -R u+w "$TMP/src"
cp "$DRIVER" "$TMP/src/lmdb_driver.c"
# The translation units: the driver, all of lz4's lib/ (lz4hc.c includes
# lz4.c for its common definitions only), LMDB's two.
(cd "$TMP/src" && ls lmdb_driver.c lz4/*.c lmdb/mdb.c lmdb/midl.c) >"$TMP/units"
LINES=$(cd "$TMP/src" && cat lz4/*.c lz4/*.h lmdb/*.c lmdb/*.h | wc -l)
INCLUDES=(-Ilz4 -Ilmdb)
build() { rw_build_units "$@"; }
rw_build_all
