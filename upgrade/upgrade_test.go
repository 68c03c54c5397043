package upgrade

import (
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

func TestMemoryFromLegacy(t *testing.T) {
	set := func(ks ...ir.AttrKind) ir.AttrSet {
		var s ir.AttrSet
		for _, k := range ks {
			s = append(s, ir.Attr{Kind: k})
		}
		return s
	}
	cases := []struct {
		in   ir.AttrSet
		want ir.MemoryEffects
	}{
		{set(ir.AttrReadNone), 0},
		{set(ir.AttrReadOnly), ir.MemoryAll(ir.Ref)},
		{set(ir.AttrWriteOnly), ir.MemoryAll(ir.Mod)},
		{set(ir.AttrArgMemOnly), ir.MemoryEffects(0).With(ir.MemArg, ir.ModRefRW)},
		{set(ir.AttrArgMemOnly, ir.AttrWriteOnly), ir.MemoryEffects(0).With(ir.MemArg, ir.Mod)},
		{set(ir.AttrInaccessibleMemOnly), ir.MemoryEffects(0).With(ir.MemInaccessible, ir.ModRefRW)},
		{set(ir.AttrInaccessibleMemOrArgMemOnly, ir.AttrReadOnly), ir.MemoryEffects(0).With(ir.MemArg, ir.Ref).With(ir.MemInaccessible, ir.Ref)},
	}
	for _, c := range cases {
		got, ok := MemoryFromLegacy(c.in)
		if !ok || got != c.want {
			t.Errorf("MemoryFromLegacy(%v) = %b, %v; want %b", c.in, got, ok, c.want)
		}
	}
	if _, ok := MemoryFromLegacy(set(ir.AttrNoUnwind)); ok {
		t.Error("no legacy attribute must give ok=false")
	}
}

const typedModule = `%struct.S = type { i32, i8* }

@g = global %struct.S zeroinitializer
@h = global i8* bitcast (%struct.S* @g to i8*)

define void @f(%struct.S* nocapture %s, i8* %src) #0 !dbg !4 {
entry:
  %a = alloca i32*, align 8
  %c = bitcast %struct.S* %s to i8*
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %c, i8* %src, i64 16, i1 false)
  call void @llvm.dbg.value(metadata %struct.S* %s, metadata !6, metadata !DIExpression()), !dbg !8
  %p = getelementptr inbounds %struct.S, %struct.S* %s, i32 0, i32 1
  %v = load i8*, i8** %p, align 8
  ret void, !dbg !8
}

declare void @llvm.memcpy.p0i8.p0i8.i64(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i64, i1 immarg) #1
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { argmemonly nounwind }
attributes #1 = { argmemonly nofree nounwind willreturn }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, unit: !0, spFlags: DISPFlagDefinition)
!5 = !DISubroutineType(types: !{})
!6 = !DILocalVariable(name: "s", scope: !4, file: !1, line: 1, type: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DILocation(line: 1, scope: !4)
`

func TestCanonicalize(t *testing.T) {
	m, err := lltext.Parse("typed.ll", []byte(typedModule))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Canonicalize(m)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.WasTyped || rep.FoldedCasts != 1 || rep.DbgRecords != 1 || rep.RenamedIntrins != 1 {
		t.Errorf("report = %+v, want typed, 1 folded cast, 1 record, 1 renamed intrinsic", rep)
	}
	if m.HasTypedPointers() {
		t.Fatal("typed pointers left")
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	text := lltext.Format(m)
	for _, want := range []string{
		"%struct.S = type { i32, ptr }",
		"@h = global ptr @g",
		"define void @f(ptr captures(none) %s, ptr %src) #0",
		"call void @llvm.memcpy.p0.p0.i64(ptr %s, ptr %src, i64 16, i1 false)",
		"#dbg_value(ptr %s, !",
		"memory(argmem: readwrite)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("canonical text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "bitcast") || strings.Contains(text, "argmemonly") {
		t.Errorf("canonical text keeps a bitcast or argmemonly:\n%s", text)
	}
	// Hints: the parameter's typed type, the struct body, the folded cast.
	f := m.Func("f")
	if h := m.Hints.Values[f.Params[0]]; h == nil || h.String() != "%struct.S*" {
		t.Errorf("hint for %%s = %v, want %%struct.S*", h)
	}
	if b := m.Hints.Structs[m.NamedType("struct.S")]; len(b) != 2 || b[1].String() != "i8*" {
		t.Errorf("struct hint = %v", b)
	}
	fcs := m.Hints.FoldedCasts()
	if len(fcs) != 1 || fcs[0].Name != "c" || fcs[0].Src != ir.Value(f.Params[0]) || len(fcs[0].Users) != 1 {
		t.Fatalf("folded casts = %+v", fcs)
	}
	if got := fcs[0].Typed; got == nil || got.String() != "i8*" {
		t.Errorf("folded cast type = %v, want i8*", got)
	}
	// Idempotent on canonical input.
	rep2, err := Canonicalize(m)
	if err != nil || rep2.WasTyped || rep2.FoldedCasts != 0 || rep2.ModernAttrs != 0 || rep2.DbgRecords != 0 {
		t.Errorf("second Canonicalize = %+v, %v; want no change", rep2, err)
	}
}

// TestCanonicalizeDbgCalls: with Options.DbgCalls the debug intrinsic
// call stays a call (in place, with its location) and everything else is
// canonicalized as without it.
func TestCanonicalizeDbgCalls(t *testing.T) {
	m, err := lltext.Parse("typed.ll", []byte(typedModule))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := CanonicalizeWith(m, Options{DbgCalls: true})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.WasTyped || rep.FoldedCasts != 1 || rep.DbgRecords != 0 || rep.RenamedIntrins != 1 {
		t.Errorf("report = %+v, want typed, 1 folded cast, no record, 1 renamed intrinsic", rep)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatal(err)
	}
	text := lltext.Format(m)
	want := "  call void @llvm.memcpy.p0.p0.i64(ptr %s, ptr %src, i64 16, i1 false)\n" +
		"  call void @llvm.dbg.value(metadata ptr %s, metadata !"
	if !strings.Contains(text, want) || strings.Contains(text, "#dbg_value") {
		t.Errorf("canonical text (debug calls kept) lacks %q or has a record:\n%s", want, text)
	}
}
