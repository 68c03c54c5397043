// Package target names the reader a module is written for — an LLVM major
// version from 14 to 22 plus a pointer mode — and holds the one table of
// what each version understands.
//
//	t, err := target.Parse("16-typed")   // Julia 1.11's reader
//	t.Typed                               // true
//	t.HasAttr(ir.AttrMemory)              // true: memory(...) exists in 16
//	target.MustParse("15").HasAttr(ir.AttrMemory) // false
//
// # Targets
//
// A target is written `N` or `N-typed`. `14` is typed (LLVM 14 reads
// opaque pointers only behind -opaque-pointers). `15` and `16` are opaque,
// because opaque pointers became the default in LLVM 15 (clang-15 and
// llvm-as-15 default to them); `15-typed` / `16-typed` are the same readers
// run with -opaque-pointers=0 (Julia 1.10 and 1.11). 17 removed typed
// pointers, so `17-typed` … `22-typed` are errors.
//
// # The table
//
// table.go is data, not code paths: one row per construct that appeared in
// or disappeared from the text/bitcode reader between 14 and 22 —
// attribute kinds (indexed by ir.AttrKind), instruction flags, constant
// expression opcodes, atomicrmw operations, types and syntax forms;
// metadata.go holds the debug-info fields, module-flag behaviours and
// intrinsic signatures that changed; mangle.go the intrinsic name
// mangling changes (RemangleIntrinsic, over ir.MangleType: llvm.memcpy.p0i8.p0i8.i64 ⇄
// llvm.memcpy.p0.p0.i64), the intrinsics that gained a pointer overload
// (llvm.stacksave → llvm.stacksave.p0 in 18) and the intrinsic families
// newer than 14 (llvm.scmp/ucmp). Each
// row cites where the fact comes from. Rows for 14, 15, 16, 19 and 22 were
// checked by feeding a one-line module to llvm-as-N (probe_test.go repeats
// that check when the tools are installed); for 17, 18, 20 and 21, which
// are not installed here, the version comes from the release notes or the
// date of the LLVM change, and where that was uncertain the row takes the
// conservative side (a feature is assumed to appear as late, and vanish as
// early, as the evidence allows), so lowering never emits something a
// reader might reject.
//
// The printer, downgrade, upgrade and check (and the bitcode writer) ask
// this package — never `if major >= 16` of their own.
package target
