// Package bench holds irfix's performance comparison against LLVM's own
// tools and llir/llvm. Nothing here runs by default:
//
//	bench/bigmodule.sh DIR     # generate DIR/big.ll (>= 20 MB), big.bc, big.typed14.ll
//	bench/compare.sh [DIR]     # time + peak RSS: irfix convert, llvm-as|llvm-dis, llir/llvm
//
// llir/llvm is a test-only dependency: TestParseWithLLIR (skipped unless
// IRFIX_BENCH_LL names a file) parses and prints a module with it, so that
// compare.sh can time it as a separate process. The results are in the
// README's benchmark table.
package bench
