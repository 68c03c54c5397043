package bitcode

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"github.com/irfix/irfix/internal/oracle"
	"github.com/irfix/irfix/internal/testenv"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
	"github.com/irfix/irfix/upgrade"
)

// The writer's oracle: for corpus modules and targets, irfix's bitcode
// must be read by the target's llvm-dis, pass its opt -passes=verify,
// disassemble to exactly what llvm-as of irfix's own text for the target
// disassembles to, and (programs with a main) print the same under lli.
//
// CI runs a representative subset (wtSubset); `go test ./bitcode -run
// TestWriteOracle -wmatrix` runs every module against every installed
// target and logs the per-target table.

var wtFull = flag.Bool("wmatrix", false, "writer oracle: every corpus module and every installed target (slow)")

// wtSubset are the modules CI checks against every installed target: each
// producer and language, typed and opaque input, -O0/-O2/-O3, debug info
// (C, C++ and Rust), exceptions, vtables with inrange GEPs, atomics,
// vectors, wide integers, varargs, constant-expression initializers and
// the seed.
var wtSubset = map[string]bool{
	"numba_cos.numba14.O3.g.ll":          true,
	"numba_wave.numba14.O0.ll":           true,
	"structs.clang15.O0.g.ll":            true,
	"atomics.clang15typed.O2.g.ll":       true,
	"globals_ptr.clang15typed.O2.g.ll":   true,
	"exceptions.clang16typed.O0.g.ll":    true,
	"unions_bitfields.clang16.O3.g.ll":   true,
	"vectors.clang16typed.O2.ll":         true,
	"integer.clang19.O0.g.ll":            true,
	"virtual.clang19.O2.g.ll":            true,
	"floatconv.clang19.O3.ll":            true,
	"templates.clang22.O0.g.ll":          true,
	"varargs.clang22.O2.g.ll":            true,
	"complex.clang22.O0.g.ll":            true,
	"rust_lib.rustc22.O3.g.ll":           true,
	"seed.numba_cos.opaque16.ll":         true,
	"seed.numba_cos.opaque16.bc":         true,
	"exceptions.clang16typed.O0.g.bc":    true,
	"rust_lib.rustc22.O3.g.bc":           true,
	"seed.julia_ccall_mismatch.typed.ll": true,
}

type wtInput struct {
	name, path string
	hasMain    bool
	stdoutSHA  string
}

// wtCorpus lists the corpus modules (MANIFEST.tsv), .ll and .bc, and the
// seed.
func wtCorpus(t *testing.T) []wtInput {
	t.Helper()
	var ins []wtInput
	for _, m := range testenv.Manifest(t) {
		for _, ext := range []string{".ll", ".bc"} {
			if m.Has(ext) {
				ins = append(ins, wtInput{name: m.File + ext, path: m.Path(ext), hasMain: m.HasMain, stdoutSHA: m.StdoutSHA})
			}
		}
	}
	seeds := append(testenv.SeedFiles(t, "*.ll"), testenv.SeedFiles(t, "*.bc")...)
	for _, p := range seeds {
		ins = append(ins, wtInput{name: "seed." + filepath.Base(p), path: p})
	}
	return ins
}

// wtTool finds an LLVM tool; absent tools skip (or fail with
// IRFIX_REQUIRE_LLVM=1) the tests that need them.
func wtTool(name string) bool {
	_, err := exec.LookPath(name)
	return err == nil
}

func wtRequire(t *testing.T, name string) {
	t.Helper()
	testenv.Tool(t, name)
}

// wtTargets returns the targets whose tools are installed. CI installs
// LLVM 14, 15, 16, 19 and 22; 17, 18, 20 and 21 have no Debian package
// there, so their layouts are checked only by the unit tests.
func wtTargets(t *testing.T) []target.Target {
	var out []target.Target
	for _, tg := range target.All() {
		v := strconv.Itoa(tg.Major)
		if wtTool("llvm-dis-"+v) && wtTool("llvm-as-"+v) && wtTool("opt-"+v) {
			out = append(out, tg)
		} else if tg.Major == 14 || tg.Major == 15 || tg.Major == 16 || tg.Major == 19 || tg.Major == 22 {
			wtRequire(t, "llvm-dis-"+v)
		}
	}
	if len(out) == 0 {
		wtRequire(t, "llvm-dis-16")
	}
	return out
}

// wtFlags are the flags t's LLVM tools need for its pointer mode.
func wtFlags(tg target.Target) []string { return oracle.ReaderFlags(tg) }

func wtRun(ctx context.Context, stdin []byte, tool string, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), fmt.Errorf("%s %s: %v: %s", tool, strings.Join(args, " "), err, firstLines(errb.String(), 6))
	}
	return out.Bytes(), nil
}

func firstLines(s string, n int) string {
	lines := strings.SplitN(s, "\n", n+1)
	if len(lines) > n {
		lines = lines[:n]
	}
	return strings.Join(lines, "\n")
}

// wtDis disassembles bitcode with the target's llvm-dis, without the
// ModuleID line.
func wtDis(ctx context.Context, tg target.Target, bc []byte) ([]byte, error) {
	out, err := wtRun(ctx, bc, "llvm-dis-"+strconv.Itoa(tg.Major), append(wtFlags(tg), "-o", "-", "-")...)
	if err != nil {
		return nil, err
	}
	if bytes.HasPrefix(out, []byte("; ModuleID")) {
		if i := bytes.IndexByte(out, '\n'); i >= 0 {
			out = out[i+1:]
		}
	}
	return out, nil
}

// wtLower reads a module and lowers it for tg.
func wtLower(path string, tg target.Target) (*ir.Module, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m *ir.Module
	if strings.HasSuffix(path, ".bc") {
		m, _, err = Read(data) // irfix's reader: the bitcode-in, bitcode-out path
	} else {
		m, err = lltext.Parse(path, data)
	}
	if err != nil {
		return nil, fmt.Errorf("read: %w", err)
	}
	if _, err := upgrade.Canonicalize(m); err != nil {
		return nil, fmt.Errorf("canonicalize: %w", err)
	}
	if _, err := downgrade.Lower(m, tg, downgrade.Options{}); err != nil {
		return nil, errWTRefused{err}
	}
	return m, nil
}

type errWTRefused struct{ err error }

func (e errWTRefused) Error() string { return "refused by Lower: " + e.err.Error() }

// wtOutcome classifies one module x target check.
type wtOutcome int

const (
	wtAccepted     wtOutcome = iota
	wtRefused                // downgrade.Lower refused the module for the target
	wtTextRejected           // llvm-as-T rejected irfix's own text: a lowering problem, not the writer's
	wtRunBroken              // lli fails on llvm-as's bitcode of the same text too: a lowering problem
	wtFailed
)

type wtResult struct {
	input, target string
	outcome       wtOutcome
	detail        string
	ours, ref     int  // sizes of irfix's and llvm-as's bitcode
	rtExact       bool // irfix dis of irfix bitcode printed the same text
}

// wtCheck runs the oracle for one module and target.
func wtCheck(in wtInput, tg target.Target) wtResult {
	res := wtResult{input: in.name, target: tg.String()}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	m, err := wtLower(in.path, tg)
	if err != nil {
		var r errWTRefused
		if errors.As(err, &r) {
			res.outcome, res.detail = wtRefused, firstLines(err.Error(), 2)
			return res
		}
		res.outcome, res.detail = wtFailed, err.Error()
		return res
	}
	var text bytes.Buffer
	if err := lltext.PrintWith(&text, m, downgrade.PrintOptions(tg)); err != nil {
		res.outcome, res.detail = wtFailed, "print: "+err.Error()
		return res
	}
	ours, werr := Write(m, tg)
	v := strconv.Itoa(tg.Major)
	ref, err := wtRun(ctx, text.Bytes(), "llvm-as-"+v, append(wtFlags(tg), "-o", "-", "-")...)
	switch {
	case werr != nil && errors.Is(werr, ErrNotExpressible) && err != nil:
		// The writer refuses what the target's own llvm-as refuses in
		// irfix's text: lowering left something the reader lacks.
		res.outcome, res.detail = wtTextRejected, "writer: "+werr.Error()+"; llvm-as: "+firstLines(err.Error(), 2)
		return res
	case werr != nil:
		res.outcome, res.detail = wtFailed, "write: "+werr.Error()
		return res
	case err != nil:
		res.outcome, res.detail = wtTextRejected, err.Error()
		return res
	}
	res.ours = len(ours)
	res.ref = len(ref)
	got, err := wtDis(ctx, tg, ours)
	if err != nil {
		res.outcome, res.detail = wtFailed, "llvm-dis of irfix bitcode: "+err.Error()
		return res
	}
	want, err := wtDis(ctx, tg, ref)
	if err != nil {
		res.outcome, res.detail = wtFailed, "llvm-dis of llvm-as bitcode: "+err.Error()
		return res
	}
	if m.SourceFilename == "" {
		// llvm-as names a module without source_filename after its input.
		got, want = dropLine(got, "source_filename = "), dropLine(want, "source_filename = ")
	}
	if !bytes.Equal(got, want) {
		if !wtSameEntities(got, want) {
			res.outcome, res.detail = wtFailed, "disassembly differs from llvm-as's: "+wtFirstDiff(string(want), string(got))
			return res
		}
		// Same top-level entities in another order: LLVM's readers
		// auto-upgrade old intrinsics at different times when reading
		// text and bitcode, which places the new declarations
		// differently. Module order carries no meaning.
		res.detail = "same module up to the order of top-level entities"
	}
	if _, err := wtRun(ctx, ours, "opt-"+v, append(wtFlags(tg), "-passes=verify", "-disable-output", "-")...); err != nil {
		res.outcome, res.detail = wtFailed, "verify: "+err.Error()
		return res
	}
	if in.hasMain && in.stdoutSHA != "" && in.stdoutSHA != "-" && wtTool("lli-"+v) {
		args := wtFlags(tg)
		if strings.Contains(in.name, ".rustc") {
			// Rust programs need the toolchain's std dylib (corpus/README.md).
			lib := wtRustStd()
			if lib == "" {
				res.outcome, res.detail = wtAccepted, "lli skipped: no Rust toolchain to load libstd from"
				return res
			}
			args = append(args, "-load", lib)
		}
		run := func(bc []byte) error {
			out, err := wtRun(ctx, bc, "lli-"+v, append(args, "-")...)
			if err != nil {
				return err
			}
			if sum := sha256.Sum256(out); hex.EncodeToString(sum[:]) != in.stdoutSHA {
				return errors.New("output differs from the manifest's")
			}
			return nil
		}
		if err := run(ours); err != nil {
			if run(ref) != nil {
				// llvm-as's bitcode of the same text misbehaves too:
				// the lowered program is wrong, not its encoding.
				res.outcome, res.detail = wtRunBroken, "lli: "+firstLines(err.Error(), 1)
				return res
			}
			res.outcome, res.detail = wtFailed, "lli: "+err.Error()
			return res
		}
	}
	// Round trip: irfix's reader gives back the text (exactly, or as the
	// same module for LLVM where LLVM itself canonicalizes: equal
	// DILocations merge, splat vectors are stored as data).
	back, _, err := ReadRaw(ours)
	if err != nil {
		res.outcome, res.detail = wtFailed, "irfix's reader: "+err.Error()
		return res
	}
	var text1 bytes.Buffer
	if err := lltext.PrintWith(&text1, back, downgrade.PrintOptions(tg)); err != nil {
		res.outcome, res.detail = wtFailed, "print of the read-back module: "+err.Error()
		return res
	}
	res.rtExact = bytes.Equal(text1.Bytes(), text.Bytes())
	if !res.rtExact {
		bc1, err := wtRun(ctx, text1.Bytes(), "llvm-as-"+v, append(wtFlags(tg), "-o", "-", "-")...)
		if err != nil {
			res.outcome, res.detail = wtFailed, "round trip: llvm-as of irfix dis output: "+err.Error()
			return res
		}
		again, err := wtDis(ctx, tg, bc1)
		if err == nil && m.SourceFilename == "" {
			again = dropLine(again, "source_filename = ")
		}
		if err != nil || !bytes.Equal(again, got) && !wtSameEntities(again, got) {
			res.outcome, res.detail = wtFailed, "round trip: irfix dis of irfix bitcode is another module: "+wtFirstDiff(string(got), string(again))
			return res
		}
	}
	res.outcome = wtAccepted
	return res
}

// wtSameEntities reports whether two disassemblies hold the same
// top-level entities (a definition or declaration with the comment lines
// before it) in some order.
func wtSameEntities(a, b []byte) bool {
	split := func(x []byte) []string {
		var out []string
		var cur strings.Builder
		for _, l := range strings.SplitAfter(string(x), "\n") {
			cur.WriteString(l)
			if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "}") || strings.HasPrefix(l, "declare ") {
				out = append(out, cur.String())
				cur.Reset()
			}
		}
		out = append(out, cur.String())
		sort.Strings(out)
		return out
	}
	x, y := split(a), split(b)
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

var wtRustStdOnce = sync.OnceValue(func() string {
	sysroot, err := exec.Command("rustc", "--print", "sysroot").Output()
	if err != nil {
		return ""
	}
	libs, _ := filepath.Glob(filepath.Join(strings.TrimSpace(string(sysroot)), "lib", "rustlib", "*", "lib", "libstd-*.so"))
	if len(libs) == 0 {
		return ""
	}
	return libs[0]
})

// wtRustStd returns the Rust toolchain's libstd dylib ("" without one).
func wtRustStd() string { return wtRustStdOnce() }

func dropLine(b []byte, prefix string) []byte {
	var out []byte
	for _, l := range bytes.SplitAfter(b, []byte("\n")) {
		if !bytes.HasPrefix(l, []byte(prefix)) {
			out = append(out, l...)
		}
	}
	return out
}

// wtFirstDiff shows the first differing line of two texts.
func wtFirstDiff(want, got string) string {
	a, b := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y string
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			return fmt.Sprintf("line %d:\n  llvm-as: %s\n  irfix:   %s", i+1, x, y)
		}
	}
	return "(equal)"
}

// TestWriteOracleTestdata runs the oracle on the hand-written modules of
// the reader's and the text reader's tests (every construct of several
// LLVM versions), for each installed target that Lower accepts them for.
func TestWriteOracleTestdata(t *testing.T) {
	targets := wtTargets(t)
	files, _ := filepath.Glob("testdata/*.ll")
	more, _ := filepath.Glob("../ir/lltext/testdata/*.ll")
	for _, f := range append(files, more...) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			if _, err := wtLower(f, target.Latest); err != nil && !errors.As(err, new(errWTRefused)) {
				t.Skipf("not readable by irfix's text reader: %v", firstLines(err.Error(), 1))
			}
			for _, tg := range targets {
				if r := wtCheck(wtInput{name: filepath.Base(f), path: f}, tg); r.outcome == wtFailed {
					t.Errorf("target %s: %s", tg, r.detail)
				}
			}
		})
	}
}

// wtDIKinds exercises the debug-info kinds and fields compilers of the
// corpus rarely emit (Fortran's common blocks, string types and generic
// subranges, macros, modules, imported entities with elements, variant
// parts, ObjC properties, annotations, DWARF address spaces, wide and
// unsigned enumerators, template parameters, labels, lexical block
// files), with the llvm.dbg.* calls every target reads.
const wtDIKinds = `source_filename = "di.f90"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@cb = common global [4 x i32] zeroinitializer, align 4, !dbg !30
@s = global i32 0, !dbg !40

declare void @llvm.dbg.declare(metadata, metadata, metadata)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @llvm.dbg.label(metadata)

define void @f(i32 %n, ptr %p) !dbg !10 {
entry:
  %a = alloca i32, align 4
  call void @llvm.dbg.declare(metadata ptr %a, metadata !20, metadata !DIExpression(DW_OP_deref)), !dbg !25
  call void @llvm.dbg.value(metadata i32 %n, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 0, 16)), !dbg !25
  call void @llvm.dbg.label(metadata !22), !dbg !26
  store i32 %n, ptr %a, align 4, !dbg !27
  ret void, !dbg !27
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9}
!llvm.ident = !{!50}

!0 = distinct !DICompileUnit(language: DW_LANG_Fortran95, file: !1, producer: "irfix test", isOptimized: true, flags: "-O2 -g", runtimeVersion: 2, splitDebugFilename: "di.dwo", emissionKind: FullDebug, enums: !2, retainedTypes: !3, globals: !4, imports: !5, macros: !6, dwoId: 18446744073709551615, splitDebugInlining: false, debugInfoForProfiling: true, nameTableKind: None, rangesBaseAddress: true, sysroot: "/", sdk: "none")
!1 = !DIFile(filename: "di.f90", directory: "/src", checksumkind: CSK_MD5, checksum: "0123456789abcdef0123456789abcdef")
!2 = !{!60}
!3 = !{!70, !72, !76, !101}
!4 = !{!30, !40}
!5 = !{!80, !81}
!6 = !{!90}
!8 = !{i32 7, !"Dwarf Version", i32 4}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = distinct !DISubprogram(name: "f", linkageName: "f_", scope: !11, file: !1, line: 10, type: !12, scopeLine: 11, flags: DIFlagPrototyped | DIFlagArtificial, spFlags: DISPFlagDefinition | DISPFlagOptimized | DISPFlagLocalToUnit, unit: !0, templateParams: !15, declaration: !100, retainedNodes: !16, thrownTypes: !17)
!11 = !DINamespace(name: "ns", scope: null, exportSymbols: true)
!12 = !DISubroutineType(cc: DW_CC_nocall, types: !13)
!13 = !{null, !14, !18}
!14 = !DIBasicType(name: "integer", size: 32, encoding: DW_ATE_signed, flags: DIFlagBigEndian)
!15 = !{!19, !24}
!16 = !{!20, !21, !22}
!17 = !{!14}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64, align: 64, dwarfAddressSpace: 1, annotations: !23)
!19 = !DITemplateTypeParameter(name: "T", type: !14, defaulted: true)
!20 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 12, type: !14, flags: DIFlagArtificial | DIFlagObjectPointer, align: 32, annotations: !23)
!21 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 10, type: !14)
!22 = !DILabel(scope: !10, name: "top", file: !1, line: 13)
!23 = !{!28}
!24 = !DITemplateValueParameter(name: "N", type: !14, value: i32 3)
!25 = !DILocation(line: 12, column: 7, scope: !29)
!26 = !DILocation(line: 13, column: 1, scope: !10, isImplicitCode: true)
!27 = !DILocation(line: 14, column: 3, scope: !31, inlinedAt: !25)
!28 = !{!"note", !"value"}
!29 = distinct !DILexicalBlock(scope: !10, file: !1, line: 12, column: 3)
!31 = !DILexicalBlockFile(scope: !29, file: !1, discriminator: 5)
!30 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "cb", scope: !33, file: !1, line: 3, type: !34, isLocal: false, isDefinition: true, align: 32)
!33 = !DICommonBlock(scope: !10, declaration: null, name: "blk", file: !1, line: 4)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, align: 32, elements: !35, dataLocation: !DIExpression(DW_OP_push_object_address), rank: 1)
!35 = !{!36, !37}
!36 = !DISubrange(count: 4, lowerBound: 1)
!37 = !DIGenericSubrange(count: !DIExpression(DW_OP_constu, 4), lowerBound: !DIExpression(DW_OP_constu, 1), stride: !DIExpression(DW_OP_constu, 4))
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression(DW_OP_constu, 7, DW_OP_stack_value))
!41 = distinct !DIGlobalVariable(name: "s", linkageName: "s_", scope: !0, file: !1, line: 5, type: !42, isLocal: true, isDefinition: true, templateParams: !15)
!42 = !DIStringType(name: "character(*)", stringLength: !43, stringLengthExpression: !DIExpression(), size: 32)
!43 = !DILocalVariable(name: "len", scope: !10, file: !1, line: 10, type: !14, flags: DIFlagArtificial)
!50 = !{!"irfix"}
!60 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "E", file: !1, line: 20, baseType: !14, size: 32, elements: !61, identifier: "_ZTS1E", flags: DIFlagEnumClass)
!61 = !{!62, !63, !64}
!62 = !DIEnumerator(name: "A", value: -1)
!63 = !DIEnumerator(name: "B", value: 18446744073709551615, isUnsigned: true)
!64 = !DIEnumerator(name: "C", value: 0)
!70 = !DICompositeType(tag: DW_TAG_structure_type, name: "S", scope: !11, file: !1, line: 30, size: 64, elements: !74, vtableHolder: !70, templateParams: !15, identifier: "_ZTS1S", runtimeLang: DW_LANG_Fortran95)
!71 = !DIObjCProperty(name: "p", file: !1, line: 31, setter: "setP:", getter: "p", attributes: 2, type: !14)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !70, file: !1, line: 32, baseType: !14, size: 32, offset: 32, flags: DIFlagPublic | DIFlagBitField, extraData: i64 0)
!73 = !DIModule(scope: null, name: "M", configMacros: "-DX", includePath: "/inc", apinotes: "m.apinotes", file: !1, line: 33, isDecl: true)
!74 = !{!72, !71, !76}
!76 = !DICompositeType(tag: DW_TAG_variant_part, scope: !70, file: !1, size: 64, elements: !77, discriminator: !75)
!77 = !{!75}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !70, file: !1, baseType: !14, size: 8, flags: DIFlagArtificial)
!80 = !DIImportedEntity(tag: DW_TAG_imported_module, scope: !0, entity: !73, file: !1, line: 40, elements: !82)
!81 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "alias", scope: !11, entity: !10, file: !1, line: 41)
!82 = !{!83}
!83 = !DIImportedEntity(tag: DW_TAG_imported_declaration, name: "y", scope: !0, entity: !14, line: 42)
!90 = !DIMacroFile(file: !1, nodes: !91)
!91 = !{!92, !93}
!92 = !DIMacro(type: DW_MACINFO_define, line: 1, name: "X", value: "1")
!93 = !DIMacro(type: DW_MACINFO_undef, line: 2, name: "Y")
!100 = !DISubprogram(name: "f", scope: !70, file: !1, line: 50, type: !12, scopeLine: 50, containingType: !70, virtualIndex: 2, thisAdjustment: -8, flags: DIFlagPrototyped, spFlags: DISPFlagPureVirtual | DISPFlagOptimized)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, elements: !102, dataLocation: !43, associated: !43, allocated: !43)
!102 = !{!103}
!103 = !DISubrange(count: !43, lowerBound: -2, stride: 4)
`

// TestWriteOracleDIKinds runs the oracle on wtDIKinds for every installed
// target.
func TestWriteOracleDIKinds(t *testing.T) {
	targets := wtTargets(t)
	path := filepath.Join(t.TempDir(), "di.ll")
	if err := os.WriteFile(path, []byte(wtDIKinds), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tg := range targets {
		if r := wtCheck(wtInput{name: "di.ll", path: path}, tg); r.outcome != wtAccepted {
			t.Errorf("target %s: outcome %d: %s", tg, r.outcome, r.detail)
		}
	}
}

func TestWriteOracle(t *testing.T) {
	targets := wtTargets(t)
	inputs := wtCorpus(t)
	var mu sync.Mutex
	var results []wtResult
	t.Run("matrix", func(t *testing.T) {
		for _, in := range inputs {
			if !*wtFull && !wtSubset[in.name] {
				continue
			}
			t.Run(in.name, func(t *testing.T) {
				t.Parallel()
				for _, tg := range targets {
					r := wtCheck(in, tg)
					mu.Lock()
					results = append(results, r)
					mu.Unlock()
					if r.outcome == wtFailed {
						t.Errorf("target %s: %s", tg, r.detail)
					}
				}
			})
		}
	})
	wtSummary(t, results)
}

// wtSummary logs the per-target table and the size ratios.
func wtSummary(t *testing.T, results []wtResult) {
	type row struct{ acc, ref, txt, run, fail, exact int }
	rows := map[string]*row{}
	var order []string
	var ratios []float64
	perTarget := map[string][]float64{}
	for _, r := range results {
		x := rows[r.target]
		if x == nil {
			x = &row{}
			rows[r.target] = x
			order = append(order, r.target)
		}
		switch r.outcome {
		case wtAccepted:
			x.acc++
			if r.rtExact {
				x.exact++
			}
		case wtRefused:
			x.ref++
		case wtTextRejected:
			x.txt++
			t.Logf("text rejected (lowering, not the writer): %s -> %s: %s", r.input, r.target, firstLines(r.detail, 2))
		case wtRunBroken:
			x.run++
			t.Logf("lowered program misbehaves under lli with llvm-as's bitcode too (lowering, not the writer): %s -> %s: %s", r.input, r.target, r.detail)
		case wtFailed:
			x.fail++
		}
		if r.outcome == wtAccepted && r.ref > 0 {
			ratios = append(ratios, float64(r.ours)/float64(r.ref))
			perTarget[r.target] = append(perTarget[r.target], float64(r.ours)/float64(r.ref))
		}
	}
	sort.Strings(order)
	var b strings.Builder
	fmt.Fprintf(&b, "%-9s %8s %8s %8s %8s %8s %8s\n", "target", "accepted", "rt-exact", "refused", "textrej", "runfail", "failed")
	for _, k := range order {
		x := rows[k]
		fmt.Fprintf(&b, "%-9s %8d %8d %8d %8d %8d %8d\n", k, x.acc, x.exact, x.ref, x.txt, x.run, x.fail)
	}
	if len(ratios) > 0 {
		sort.Float64s(ratios)
		q := func(p float64) float64 { return ratios[int(p*float64(len(ratios)-1))] }
		fmt.Fprintf(&b, "size irfix/llvm-as over %d modules: min %.2f p25 %.2f median %.2f p75 %.2f p95 %.2f max %.2f\n",
			len(ratios), ratios[0], q(0.25), q(0.5), q(0.75), q(0.95), ratios[len(ratios)-1])
		for _, k := range order {
			rs := perTarget[k]
			if len(rs) == 0 {
				continue
			}
			sort.Float64s(rs)
			fmt.Fprintf(&b, "  %-9s min %.2f median %.2f max %.2f\n", k, rs[0], rs[len(rs)/2], rs[len(rs)-1])
		}
		if ratios[len(ratios)-1] > 1.25 {
			t.Errorf("irfix's bitcode is %.2fx llvm-as's for some module (limit 1.25x)", ratios[len(ratios)-1])
		}
	}
	t.Log("\n" + b.String())
}

// TestWriteReaderTestdata writes back what irfix's reader makes of
// llvm-as-N's bitcode of the reader's hand-written NAME.N.ll files (every
// DI node, GEP form, attribute encoding, ... including syntax irfix's text
// reader does not take, such as GenericDINode's in-place operands), for
// target N, and compares llvm-dis-N of the two bitcode files.
func TestWriteReaderTestdata(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.ll")
	for _, f := range files {
		parts := strings.Split(filepath.Base(f), ".")
		if len(parts) != 3 {
			continue
		}
		for _, major := range strings.Split(parts[1], "+") {
			tg, err := target.Parse(major)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			t.Run(filepath.Base(f)+"@"+major, func(t *testing.T) {
				t.Parallel()
				wtRequire(t, "llvm-as-"+major)
				ctx := t.Context()
				src, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				ref, err := wtRun(ctx, src, "llvm-as-"+major, append(wtFlags(tg), "-o", "-", "-")...)
				if err != nil {
					t.Fatal(err)
				}
				m, _, err := Read(ref)
				if err != nil {
					t.Fatalf("irfix's reader: %v", err)
				}
				ours, err := Write(m, tg)
				if err != nil {
					t.Fatalf("write: %v", err)
				}
				want, err := wtDis(ctx, tg, ref)
				if err != nil {
					t.Fatal(err)
				}
				got, err := wtDis(ctx, tg, ours)
				if err != nil {
					t.Fatalf("llvm-dis-%s of irfix's bitcode: %v", major, err)
				}
				if !bytes.Equal(got, want) && !wtSameEntities(got, want) {
					t.Errorf("disassembly differs: %s", wtFirstDiff(string(want), string(got)))
				}
			})
		}
	}
}
