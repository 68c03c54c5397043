package corpus

import (
	"flag"
	"testing"
)

// The eighth real-world C library (gen_secp.sh, family c-realworld8):
// libsecp256k1 as vendored in the Go module
// github.com/ethereum/go-ethereum@v1.17.10 (secp256k1.c with the ecdh,
// recovery, extrakeys and schnorrsig modules, the two precomputed tables)
// with a driver linked into one module, at -O2 by clang-15/16 typed and
// clang-16/19/22 opaque. Added in session 17 as a tuning source after the
// split (tuneOnly): its misses are looked at and fixed with general rules,
// so it is never in the report half. It runs with -secp or IRFIX_SECP=1.
var secpLib = &realWorldLib{
	flag: flag.Bool("secp", false, "build and test libsecp256k1 (corpus/gen_secp.sh)"),
	name: "libsecp256k1", env: "IRFIX_SECP", script: "gen_secp.sh", out: "secp-out", prefix: "secp/", cost: "about a minute",
}

// TestSecp: libsecp256k1 compiled at -O2 by clang-16, clang-19 and
// clang-22, lowered to 14, 15-typed and 16-typed, is accepted by those
// readers as text and as irfix's bitcode, and prints under their lli what
// it prints under its own (keys, ECDSA, recoverable and BIP-340 Schnorr
// signatures and ECDH secrets in hex, the BIP's test vectors matched,
// verification results, the illegal-argument callback's messages). With
// -wide-full the typed modules are lowered to every target too.
func TestSecp(t *testing.T) { secpLib.testLowered(t) }
