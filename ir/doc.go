// Package ir is irfix's in-memory model of an LLVM module: one model for
// every LLVM version from 11 to 22 and for both pointer modes.
//
// # The pieces
//
//   - Type: interned, so equality is pointer comparison (named structs have
//     identity). Pointers are opaque (`ptr`, Elem == nil) or typed
//     (`double*`, Elem set).
//   - Value: anything an instruction can use — constants (constant.go),
//     global values (Global, Func, Alias, IFunc in module.go), Param,
//     Instr, Block, InlineAsm, MetadataValue.
//   - Instr: one struct for every opcode; the comment on each Opcode
//     (opcode.go) shows its printed form and which fields it uses. Branch
//     targets live in Succs and phi predecessors in Incoming, never in the
//     operand list.
//   - Attributes (attrs.go): known kinds typed and numbered as in LLVM's
//     bitcode; string attributes; unknown keywords kept verbatim.
//   - Metadata (metadata.go): tuples, specialized DI* nodes as
//     name/value field lists, debug records.
//
// # Canonical form
//
// Passes are written against the canonical form: opaque pointers and the
// newest spellings (memory(...), captures(...), debug records). The readers
// (ir/lltext, bitcode) keep a module as it was written, typed pointers
// included, so it prints back unchanged; the upgrade pass converts typed
// input to the canonical form and keeps the pointee types it carried in
// Module.Hints, so a typed target can get them back. Module.HasTypedPointers
// says which mode a module is in.
//
// # Facts every pass asks (one answer each)
//
//   - Module.HasTypedPointers: the module's pointer mode.
//   - MDWalker / Module.WalkMetadata: all metadata reachable from a module
//     (named metadata, attachments, debug records, metadata arguments),
//     each node once.
//   - NumberLocals / LocalSlots: LLVM's %N numbers of unnamed locals.
//   - SplitIntrinsicName, IntrinsicBase, IntrinsicName, MangleType:
//     intrinsic names and their overload suffixes (llvm.sin.f64).
//   - Module.DeclareFunc / DeclareIntrinsic: declare-or-get, refusing a
//     clash of signatures.
//   - Builder: FMF for the float operations it creates, FloatConst
//     (scalars and splats), CallIntrinsic/CallMath, SetInsertAfter.
//   - CloneFunc / CloneInstr; DropOperandsOf for erasing many at once.
//
// Block.Instrs is a plain slice that code may read and edit; Instr.Index
// answers from a position cache that is checked before use, so inserting
// before a point (Block.InsertBefore, the Builder) does not search the
// block.
//
// # Invariants
//
// Operands change only through SetOperand/AddOperand/SetOperands (or the
// Builder), so use lists stay right and ReplaceAllUsesWith works. Verify
// (verify.go) checks the structural and type rules; tests run it after
// every pass.
package ir
