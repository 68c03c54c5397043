package corpus

import (
	"flag"
	"testing"
)

// The second real-world C library (gen_zstd.sh, family c-realworld2):
// Zstandard as vendored in the Go module github.com/DataDog/zstd, 40
// files linked into one module, with a driver, at -O2 by clang-15/16
// typed and clang-16/19/22 opaque. Building it takes minutes (five
// compiles of ~79,000 lines and five lli runs), and so does lowering and
// running it, so it runs with -zstd or IRFIX_ZSTD=1. It is measured on
// the report half only (reportOnly): the recovery rules were never tuned
// on it.
var zstdLib = &realWorldLib{
	flag: flag.Bool("zstd", false, "build and test Zstandard (corpus/gen_zstd.sh)"),
	name: "Zstandard", env: "IRFIX_ZSTD", script: "gen_zstd.sh", out: "zstd-out", prefix: "zstd/", cost: "minutes",
}

// TestZstd: Zstandard compiled at -O2 by clang-16, clang-19 and clang-22,
// lowered to 14, 15-typed and 16-typed, is accepted by those readers as
// text and as irfix's bitcode, and prints under their lli what it prints
// under its own (compressed sizes and xxh64 checksums of every frame, a
// trained dictionary). With -wide-full the typed modules are lowered to
// every target too.
func TestZstd(t *testing.T) { zstdLib.testLowered(t) }
