package corpus

import (
	"flag"
	"testing"
)

// The fifth real-world C library (gen_lmdb.sh, family c-realworld5): lz4
// (block, HC, frame, xxHash: Yann Collet's code, as Zstandard is) and
// LMDB (mdb.c, midl.c) as the npm package lmdb@3.5.6 ships them, with a
// driver linked into one module, at -O2 by clang-15/16 typed and
// clang-16/19/22 opaque. Added in session 16 as a tuning source after the
// split (tuneOnly): its misses are looked at and fixed with general
// rules, so it is never in the report half. Building it takes about 25 s,
// so it runs with -lmdb or IRFIX_LMDB=1.
var lmdbLib = &realWorldLib{
	flag: flag.Bool("lmdb", false, "build and test lz4 + LMDB (corpus/gen_lmdb.sh)"),
	name: "lz4 + LMDB", env: "IRFIX_LMDB", script: "gen_lmdb.sh", out: "lmdb-out", prefix: "lmdb/", cost: "under a minute",
}

// TestLMDB: lz4 and LMDB compiled at -O2 by clang-16, clang-19 and
// clang-22, lowered to 14, 15-typed and 16-typed, are accepted by those
// readers as text and as irfix's bitcode, and print under their lli what
// they print under their own (lz4 round trips' sizes and checksums, an
// LMDB environment's gets, cursor walks, deletes and nested transactions
// in a fresh directory). With -wide-full the typed modules are lowered to
// every target too.
func TestLMDB(t *testing.T) { lmdbLib.testLowered(t) }
