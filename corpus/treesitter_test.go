package corpus

import (
	"flag"
	"testing"
)

// The sixth real-world C library (gen_treesitter.sh, family
// c-realworld6): the tree-sitter runtime as vendored in the Go module
// github.com/tree-sitter/go-tree-sitter (src/ and the binding's
// allocator.c), the Python grammar from the Go module
// github.com/tree-sitter/tree-sitter-python (generated tables and its
// hand-written external scanner) and a driver linked into one module, at
// -O2 by clang-15/16 typed and clang-16/19/22 opaque. It was added in
// session 16 as a tuning source after the split (tuneOnly): its misses are
// looked at and fixed with general rules, so it is never in the report
// half. It runs with -treesitter or IRFIX_TREESITTER=1.
var treeSitterLib = &realWorldLib{
	flag: flag.Bool("treesitter", false, "build and test tree-sitter (corpus/gen_treesitter.sh)"),
	name: "tree-sitter", env: "IRFIX_TREESITTER", script: "gen_treesitter.sh", out: "treesitter-out", prefix: "treesitter/", cost: "about a minute",
}

// TestTreeSitter: tree-sitter compiled at -O2 by clang-16, clang-19 and
// clang-22, lowered to 14, 15-typed and 16-typed, is accepted by those
// readers as text and as irfix's bitcode, and prints under their lli what
// it prints under its own (S-expressions, cursor walks, node counts,
// changed ranges after edits, query matches, allocator counts). With
// -wide-full the typed modules are lowered to every target too.
func TestTreeSitter(t *testing.T) { treeSitterLib.testLowered(t) }

// The same sources at -O0 (gen_treesitter_o0.sh, family c-realworld6-O0):
// the unoptimized shape (an alloca per local and parameter, a load or
// store at every use). A tuning source added in session 16 (tuneOnly).
// Runs with -treesitter-o0 or IRFIX_TREESITTER_O0=1.
var treeSitterO0Lib = &realWorldLib{
	flag: flag.Bool("treesitter-o0", false, "build and test tree-sitter at -O0 (corpus/gen_treesitter_o0.sh)"),
	name: "tree-sitter -O0", env: "IRFIX_TREESITTER_O0", script: "gen_treesitter_o0.sh", out: "treesitter-o0-out", prefix: "treesitter-o0/", cost: "about a minute",
}

// TestTreeSitterO0: as TestTreeSitter, for the -O0 modules.
func TestTreeSitterO0(t *testing.T) { treeSitterO0Lib.testLowered(t) }
