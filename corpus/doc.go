// Package corpus holds irfix's golden-diff tests over real compiler output.
// It has no code of its own: its _test.go files run irfix's transformations
// over the inputs and compare the results with expected outputs.
//
// # Layout
//
//	corpus/src/         the programs (C, C++, Rust, Numba) the inputs come from
//	corpus/gen.sh       regenerates corpus/inputs with the real compilers
//	corpus/inputs/      NAME.PRODUCER.OPT[.g].ll / .bc, described by MANIFEST.tsv
//	                    (file, producer, llvm_major, typed, lang, opt, debug, …)
//	corpus/golden/      the comparison harness (package golden)
//	corpus/roundtrip/   expected output of parse → print for a chosen subset
//	corpus/<pass>/      one folder per transformation (downgrade/, upgrade/, …)
//
// One folder per transformation, named after it; each expected output sits
// in that folder under the input's file name (with the output's extension),
// so `corpus/downgrade/add.clang16.O0.ll` is what downgrading
// `corpus/inputs/add.clang16.O0.ll` must print. A transformation's test lives
// here as corpus/<pass>_test.go in package corpus.
//
// # Writing a corpus test
//
//	func TestDowngrade(t *testing.T) {
//		for _, in := range Inputs(t) {          // corpus/inputs (MANIFEST order) + seed
//			got := ...                          // run the transformation
//			golden.Check(t, filepath.Join("downgrade", in.Name), got)
//		}
//	}
//
// Shared helpers live in roundtrip_test.go: Inputs (each Input has Name,
// Path, Producer, Major, Typed, Bitcode and TypedFlag()), llvmTool (path
// of llvm-as-N etc.; skips, or fails under IRFIX_REQUIRE_LLVM=1, when it
// is missing), runTool (run a tool on stdin bytes), and llvmCanon (LLVM's
// own llvm-as | llvm-dis rendering of a module, for comparisons).
//
// golden.Check compares got with the file and, on a mismatch, fails with a
// unified diff (@@ hunks, 3 lines of context). To accept new output:
//
//	go test ./corpus -update      # rewrites the goldens the tests check
//	git diff corpus/              # review before committing
//
// Besides goldens, corpus tests ask real LLVM (llvm-as-N / llvm-dis-N of the
// input's producer; `-opaque-pointers=0` for typed 15/16 modules) to accept
// every output. Those subtests skip when the tool is missing, and fail
// instead when IRFIX_REQUIRE_LLVM=1 (as .ci/run sets).
package corpus
