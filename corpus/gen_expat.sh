#!/usr/bin/env bash
# Build the seventh real-world C library of the wider corpus (issue 13,
# family c-realworld7 at -O2 and c-realworld7-O0 at -O0, added in session
# 16 as TUNING sources after the split: in the tune half only): libexpat
# 2.2.1+ (James Clark's XML parser as the Expat maintainers keep it; the
# MIT license, deps/libexpat/COPYING) as the npm package node-expat@2.4.1
# ships it (deps/libexpat/lib: xmlparse.c, xmlrole.c, xmltok.c, which
# includes xmltok_impl.c three times and xmltok_ns.c twice; about 14,000
# lines with their headers), with corpus/wide/expat_driver.c (a document
# with a DTD, entities, namespaces, CDATA, comments and a processing
# instruction, parsed in one go, in chunks and through XML_GetBuffer, with
# one user-data struct shared by all handlers; an external entity and DTD
# through child parsers; Latin-1, UTF-16 and a handler-supplied encoding;
# a stop and resume, a reset, documents with errors and their line and
# column; a counting memory suite), each file compiled at -O2 (OPT=O2
# unless set: gen_expat_o0.sh) and linked into one module by the
# producer's llvm-link:
#
#   bash corpus/gen_expat.sh [OUTDIR]
#   bash corpus/gen_expat.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_EXPAT_OUT or corpus/wide/expat-out (not in
# git). The package comes from the npm registry through `npm pack` (npm's
# cache first); the sha256 of its tarball is pinned below. Written:
#   expat.clang15typed.O2.ll   typed ground truth (clang-15 -Xclang -no-opaque-pointers)
#   expat.clang16typed.O2.ll   typed ground truth (clang-16 -Xclang -no-opaque-pointers)
#   expat.clang16.O2.ll        opaque, clang-16
#   expat.clang19.O2.ll        opaque, clang-19
#   expat.clang22.O2.ll        opaque, clang-22
#   expat.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify (typed
# with -opaque-pointers=0) and run by its lli; all must print the same.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_EXPAT_OUT:-$CORPUS/wide/expat-out}}
MODULE=node-expat@2.4.1
ZIP_SHA256=6daade62158d4d7db7091bd209cd68973c160adacf6bc16f8510c07f225da53d
# HAVE_EXPAT_CONFIG_H as the package's libexpat.gyp sets it; the
# expat_config.h written below is the least xmlparse.c and xmltok.c need
# (the package's own is configure's, for another machine). No getrandom:
# the driver sets the hash salt, so the fallback entropy is never drawn.
DEFS=(-DHAVE_EXPAT_CONFIG_H -Wno-missing-field-initializers)
JOBS=${IRFIX_EXPAT_JOBS:-2}
LIB=deps/libexpat/lib

NAME=expat
DRIVER=$CORPUS/wide/expat_driver.c
. "$CORPUS/realworld.sh"
rw_stamp "${BASH_SOURCE[0]}" "$@"

rw_fetch_npm "$LIB/xmlparse.c" "$LIB/xmltok_impl.c"

cp "$DIR/$LIB"/*.c "$DIR/$LIB"/*.h "$TMP/src/"
chmod -R u+w "$TMP/src"
cat >"$TMP/src/expat_config.h" <<'CONFIG'
/* written by corpus/gen_expat.sh */
#define BYTEORDER 1234
#define HAVE_MEMMOVE 1
#define XML_CONTEXT_BYTES 1024
#define XML_DTD 1
#define XML_NS 1
CONFIG
cp "$DRIVER" "$TMP/src/expat_driver.c"
# The translation units: the driver and expat's three (xmltok_impl.c and
# xmltok_ns.c are included by xmltok.c, not compiled on their own).
(cd "$TMP/src" && ls expat_driver.c xmlparse.c xmlrole.c xmltok.c) >"$TMP/units"
LINES=$(cd "$TMP/src" && cat $(ls *.c *.h | grep -v -e expat_driver.c -e expat_config.h) | wc -l)
INCLUDES=(-I.)
build() { rw_build_units "$@"; }
rw_build_all
