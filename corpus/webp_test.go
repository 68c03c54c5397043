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
