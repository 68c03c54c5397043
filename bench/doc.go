// Package bench holds irfix's performance comparison against LLVM's own
// tools and llir/llvm. Nothing here runs by default:
//
//	bench/bigmodule.sh DIR     # generate DIR/big.ll (>= 20 MB), big.bc, big.typed14.ll
//	bench/compare.sh [DIR]     # time + peak RSS: irfix convert, llvm-as|llvm-dis, llir/llvm
//	bench/issue16.sh [DIR]     # paired medians vs LLVM 16 on libclc, big and SQLite, 6 tasks
//	bench/scaling.sh [DIR]     # generated 1, 10, 100 MB modules: CPU and RSS per MB
//
// llir/llvm is a test-only dependency: TestParseWithLLIR (skipped unless
// IRFIX_BENCH_LL names a file) parses and prints a module with it, so that
// compare.sh can time it as a separate process. TestProfileTask (skipped
// unless IRFIX_PROFILE_IN names a file) runs one of issue16.sh's irfix
// tasks in-process, for go test -cpuprofile / -memprofile. The results
// are in the README's benchmark section.
package bench
