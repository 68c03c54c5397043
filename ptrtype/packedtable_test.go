package ptrtype

import "testing"

// A parser's tables as clang lays them out: a 2-D uint16_t table whose
// rows end in zeros is a packed literal struct of <{ values, zero tail }>
// rows, an array of unions is a packed literal struct of each element's
// initialized member padded to the union's size (the union's type where
// that member is the union's IR member), and the language struct's
// members hold their addresses. The members are a uint16_t* and a
// union's pointer, as declared.
func TestPackedTableMembers(t *testing.T) {
	m, r := infer(t, `target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
%struct.lang = type { i32, ptr, ptr, ptr }
%union.action = type { %struct.shift }
%struct.shift = type { i8, i8, i16, i16, i16 }
%struct.reduce = type { i8, i8, i16 }

@parse_table = internal constant <{ <{ [2 x i16], [3 x i16] }>, <{ [4 x i16], [1 x i16] }> }> <{ <{ [2 x i16], [3 x i16] }> <{ [2 x i16] [i16 1, i16 2], [3 x i16] zeroinitializer }>, <{ [4 x i16], [1 x i16] }> <{ [4 x i16] [i16 1, i16 2, i16 3, i16 4], [1 x i16] zeroinitializer }> }>, align 2
@actions = internal constant <{ %union.action, { %struct.reduce, [4 x i8] }, %union.action }> <{ %union.action { %struct.shift { i8 0, i8 1, i16 2, i16 3, i16 4 } }, { %struct.reduce, [4 x i8] } { %struct.reduce { i8 1, i8 2, i16 3 }, [4 x i8] undef }, %union.action zeroinitializer }>, align 2
@names = internal constant <{ ptr, ptr }> <{ ptr @parse_table, ptr @actions }>, align 8
@language = internal constant %struct.lang { i32 14, ptr @parse_table, ptr @actions, ptr @names }, align 8

define ptr @get() {
  ret ptr @language
}
`)
	body := r.Body(m.NamedType("struct.lang"))
	if got := body[1].String(); got != "i16*" {
		t.Errorf("%%struct.lang field 1 (the uint16_t table): %s, want i16*", got)
	}
	if got := body[2].String(); got != "%union.action*" {
		t.Errorf("%%struct.lang field 2 (the union table): %s, want %%union.action*", got)
	}
	// A table of pointers is no table of one scalar: it keeps its layout.
	if got := body[3].String(); got == "i8*" || got == "i64*" {
		t.Errorf("%%struct.lang field 3 (a table of pointers): %s", got)
	}
}
