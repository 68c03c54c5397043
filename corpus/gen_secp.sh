#!/usr/bin/env bash
# Build the eighth real-world C library of the wider corpus (issue 13,
# family c-realworld8, added in session 17 as a TUNING source after the
# split: in the tune half only): libsecp256k1 (Bitcoin Core's elliptic
# curve library; the MIT license, libsecp256k1/COPYING) as vendored in the
# Go module github.com/ethereum/go-ethereum@v1.17.10
# (crypto/secp256k1/libsecp256k1: src/secp256k1.c, which includes the
# field, scalar, group, ecmult, hash and module implementations as
# headers, with the ecdh, recovery, extrakeys and schnorrsig modules, and
# the precomputed tables src/precomputed_ecmult.c and
# src/precomputed_ecmult_gen.c; about 15,000 lines without the tables),
# with corpus/wide/secp_driver.c (keys from fixed tagged hashes; ECDSA
# signing with RFC 6979 and with a nonce function of the driver's own, DER
# and compact forms, normalization, verification; recoverable signatures
# and recovery; ECDH with two hash functions; tweaks, negation, combination
# and sorting; keypairs, x-only keys and BIP-340 Schnorr signatures with
# the BIP's test vectors; cloned, preallocated and static contexts; illegal
# arguments through a callback; all printed as hex), each file compiled at
# -O2 and linked into one module by the producer's llvm-link:
#
#   bash corpus/gen_secp.sh [OUTDIR]
#   bash corpus/gen_secp.sh --stamp     (prints what OUTDIR/STAMP must hold)
#
# OUTDIR defaults to $IRFIX_SECP_OUT or corpus/wide/secp-out (not in git).
# The module comes from the Go module proxy through `go mod download`; the
# sha256 of its zip is pinned below. Written:
#   secp.clang15typed.O2.ll   typed ground truth (clang-15 -Xclang -no-opaque-pointers)
#   secp.clang16typed.O2.ll   typed ground truth (clang-16 -Xclang -no-opaque-pointers)
#   secp.clang16.O2.ll        opaque, clang-16
#   secp.clang19.O2.ll        opaque, clang-19
#   secp.clang22.O2.ll        opaque, clang-22
#   secp.stdout, MANIFEST.tsv (corpus/inputs' columns), STAMP
# Each is verified by its producer's llvm-as + opt -passes=verify (typed
# with -opaque-pointers=0) and run by its lli; all must print the same.
set -euo pipefail
export LC_ALL=C
CORPUS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${1:-${IRFIX_SECP_OUT:-$CORPUS/wide/secp-out}}
MODULE=github.com/ethereum/go-ethereum@v1.17.10
ZIP_SHA256=6e7ac323d347128611e31a06041036b3e291628046317f6cdfc62cf1605ae34c
# What the library's CMakeLists.txt and configure.ac define by default,
# with the modules the driver uses: the ecdh, recovery, extrakeys and
# schnorrsig modules (musig and ellswift are not enabled), the default
# verification window (15, the largest precomputed_ecmult.c holds) and the
# default 86 KB signing table (43 blocks of 6 teeth). No assembly: the
# portable C field arithmetic, as go-ethereum's cgo build has it (no
# USE_ASM_X86_64), which lli runs as it is.
DEFS=(-DENABLE_MODULE_ECDH=1 -DENABLE_MODULE_RECOVERY=1 -DENABLE_MODULE_EXTRAKEYS=1 -DENABLE_MODULE_SCHNORRSIG=1
  -DECMULT_WINDOW_SIZE=15 -DCOMB_BLOCKS=43 -DCOMB_TEETH=6)
JOBS=${IRFIX_SECP_JOBS:-2}
LIB=crypto/secp256k1/libsecp256k1

NAME=secp
DRIVER=$CORPUS/wide/secp_driver.c
. "$CORPUS/realworld.sh"
rw_stamp "${BASH_SOURCE[0]}" "$@"

rw_fetch "$LIB/src/secp256k1.c"
[ -f "$DIR/$LIB/src/precomputed_ecmult.c" ] || die "go mod download $MODULE gave no $LIB/src/precomputed_ecmult.c"

cp -r "$DIR/$LIB/src" "$DIR/$LIB/include" "$TMP/src/"
chmod -R u+w "$TMP/src"
cp "$DRIVER" "$TMP/src/secp_driver.c"
# The translation units: the driver, the library (secp256k1.c includes the
# rest of its code) and the two precomputed tables, as the library's
# CMakeLists.txt lists them.
(cd "$TMP/src" && ls secp_driver.c src/secp256k1.c src/precomputed_ecmult.c src/precomputed_ecmult_gen.c) >"$TMP/units"
# The library's size: secp256k1.c and every header it includes (clang's
# dependency list), the tables not counted.
LINES=$(cd "$TMP/src" && clang-16 "${DEFS[@]}" -Iinclude -Isrc -MM src/secp256k1.c | tr -d '\\' | tr ' ' '\n' |
  grep -E '\.[ch]$' | sort -u | xargs cat | wc -l)
INCLUDES=(-Iinclude -Isrc)
build() { rw_build_units "$@"; }
rw_build_all
