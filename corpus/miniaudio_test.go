package corpus

import (
	"flag"
	"testing"
)

// The fourth real-world C library (gen_miniaudio.sh, family
// c-realworld4): miniaudio as vendored in the Go module
// github.com/gen2brain/malgo (one 95,649-line header), built without
// device I/O and threads, and a driver linked into one module, at -O2 by
// clang-15/16 typed and clang-16/19/22 opaque. It was added in session 13
// as a tuning source after the split (tuneOnly): its misses are looked at
// and fixed with general rules, so it is never in the report half.
// Building it takes about a minute, so it runs with -miniaudio or
// IRFIX_MINIAUDIO=1.
var miniaudioLib = &realWorldLib{
	flag: flag.Bool("miniaudio", false, "build and test miniaudio (corpus/gen_miniaudio.sh)"),
	name: "miniaudio", env: "IRFIX_MINIAUDIO", script: "gen_miniaudio.sh", out: "miniaudio-out", prefix: "miniaudio/", cost: "a minute or two",
}

// TestMiniaudio: miniaudio compiled at -O2 by clang-16, clang-19 and
// clang-22, lowered to 14, 15-typed and 16-typed, is accepted by those
// readers as text and as irfix's bitcode, and prints under their lli what
// it prints under its own (checksums of an encoded and decoded WAV, the
// converters', filters', generators' and a node graph's output). With
// -wide-full the typed modules are lowered to every target too.
func TestMiniaudio(t *testing.T) { miniaudioLib.testLowered(t) }
