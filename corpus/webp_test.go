package corpus

import (
	"flag"
	"testing"
)

// The third real-world C library (gen_webp.sh, family c-realworld3):
// libwebp 1.4.0 as vendored in the Go module github.com/chai2010/webp,
// src/ and sharpyuv/ (123 files) and a driver linked into one module, at
// -O2 by clang-15/16 typed and clang-16/19/22 opaque. It was added in
// session 12 as a tuning source after the split (tuneOnly): its misses
// are looked at and fixed with general rules, so it is never in the
// report half. Building it takes minutes, so it runs with -webp or
// IRFIX_WEBP=1.
var webpLib = &realWorldLib{
	flag: flag.Bool("webp", false, "build and test libwebp (corpus/gen_webp.sh)"),
	name: "libwebp", env: "IRFIX_WEBP", script: "gen_webp.sh", out: "webp-out", prefix: "webp/", cost: "minutes",
}

// TestWebP: libwebp compiled at -O2 by clang-16, clang-19 and clang-22,
// lowered to 14, 15-typed and 16-typed, is accepted by those readers as
// text and as irfix's bitcode, and prints under their lli what it prints
// under its own (encoded sizes and checksums of every decoder's output).
// With -wide-full the typed modules are lowered to every target too.
func TestWebP(t *testing.T) { webpLib.testLowered(t) }

// The same library at -O0 (gen_webp_o0.sh, family c-realworld3-O0): the
// unoptimized shape (an alloca per local and parameter, a load or store
// at every use) that no -O2 real-world library shows type recovery. A
// tuning source added in session 15 (tuneOnly). Runs with -webp-o0 or
// IRFIX_WEBP_O0=1.
var webpO0Lib = &realWorldLib{
	flag: flag.Bool("webp-o0", false, "build and test libwebp at -O0 (corpus/gen_webp_o0.sh)"),
	name: "libwebp -O0", env: "IRFIX_WEBP_O0", script: "gen_webp_o0.sh", out: "webp-o0-out", prefix: "webp-o0/", cost: "minutes",
}

// TestWebPO0: as TestWebP, for the -O0 modules.
func TestWebPO0(t *testing.T) { webpO0Lib.testLowered(t) }
