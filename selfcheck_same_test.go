package irfix

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/irfix/irfix/bitcode"
	"github.com/irfix/irfix/downgrade"
	"github.com/irfix/irfix/internal/testenv"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// writeAndReadBack runs the bitcode pipeline for tg on the file at path
// (without the pipeline's own self-check) and returns the lowered module
// with the module read back from the bitcode.
func writeAndReadBack(t *testing.T, path string, tg target.Target) (m, back *ir.Module, err error) {
	t.Helper()
	m, out, err := writeOnly(t, path, tg)
	if err != nil {
		return nil, nil, err
	}
	back, _, err = bitcode.ReadRaw(out)
	if err != nil {
		t.Fatalf("%s for %s: read back: %v", path, tg, err)
	}
	return m, back, nil
}

// writeOnly runs the bitcode pipeline for tg on the file at path (without
// the self-check) and returns the lowered module and its bitcode.
func writeOnly(t *testing.T, path string, tg target.Target) (*ir.Module, []byte, error) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	p := &Pipeline{Target: tg, Emit: EmitBitcode, NoSelfCheck: true}
	r, err := p.Run(path, src)
	if err != nil {
		return nil, nil, err
	}
	return r.Module, r.Output, nil
}

// TestSameModuleCorpus holds sameModule to its promise on every corpus
// module and several targets: when it says two modules are the same, their
// printed texts are equal up to metadata uniquing (the self-check's
// printed criterion, printedSame). It
// also requires the fast path to decide nearly every correct write, so
// the self-check does not silently fall back to printing.
func TestSameModuleCorpus(t *testing.T) {
	parallelChecks(t)
	mods := testenv.Manifest(t)
	if len(mods) == 0 {
		return
	}
	targets := []target.Target{target.MustParse("16"), target.MustParse("15-typed"), target.MustParse("22")}
	if testing.Short() {
		targets = targets[:1]
	}
	var runs, fast int
	for _, mod := range mods {
		if !mod.Has(".ll") {
			continue
		}
		for _, tg := range targets {
			m, back, err := writeAndReadBack(t, mod.Path(".ll"), tg)
			if err != nil {
				continue // not expressible for tg, or rejected input: not this test's concern
			}
			popt := downgrade.PrintOptions(tg)
			popt.ExpandSplat = true
			same, where := sameModule(m, back, true)
			printed := printedSame(t, m, back, popt)
			// The streamed comparison (the self-check's usual path)
			// decides as sameModule does.
			out, err := bitcode.Write(m, tg)
			if err != nil {
				t.Fatalf("%s for %s: write: %v", mod.File, tg, err)
			}
			if streamed, swhere := sameStreamed(m, out, true, nil); streamed != same {
				t.Errorf("%s for %s: sameStreamed = %v (%s), sameModule = %v (%s)", mod.File, tg, streamed, swhere, same, where)
			}
			// So does the parallel one (every module takes it here).
			if par := sameStreamedParallel(m, out, true); par != same {
				t.Errorf("%s for %s: sameStreamedParallel = %v, sameModule = %v (%s)", mod.File, tg, par, same, where)
			}
			runs++
			if same {
				fast++
				if !printed {
					t.Errorf("%s for %s: sameModule says same, but the printed texts differ (beyond metadata uniquing)", mod.File, tg)
				}
			} else {
				if where == "" {
					t.Errorf("%s for %s: sameModule says different without saying where", mod.File, tg)
				}
				t.Logf("%s for %s: fallback to print (texts equal: %v): %s", mod.File, tg, printed, where)
			}
		}
	}
	t.Logf("%d of %d writes decided by sameModule", fast, runs)
	if runs == 0 {
		t.Fatal("no corpus module was written")
	}
	if fast*100 < runs*95 {
		t.Errorf("sameModule decided only %d of %d correct writes; the self-check prints for the rest", fast, runs)
	}
}

// printedSame is the self-check's printed criterion: the texts are
// byte-identical, or equal up to metadata uniquing.
func printedSame(t *testing.T, m, back *ir.Module, popt lltext.PrintOptions) bool {
	if printSame(m, back, popt) {
		return true
	}
	var want, got bytes.Buffer
	if err := lltext.PrintWith(&want, m, popt); err != nil {
		t.Fatal(err)
	}
	if err := lltext.PrintWith(&got, back, popt); err != nil {
		t.Fatal(err)
	}
	return sameUpToMetadataUniquing(want.String(), got.String())
}

// TestSelfCheckMutations injects writer-like bugs into the module read
// back (an operand, a type, an attribute, a metadata attachment, a
// constant, a metadata field, a block order) and requires both sameModule
// and the whole self-check to reject each, naming where.
func TestSelfCheckMutations(t *testing.T) {
	path := testenv.CorpusDir() + "/complex.clang22.O0.g.ll"
	if _, err := os.Stat(path); err != nil {
		testenv.Missing(t, "corpus input: %v", err)
		return
	}
	tg := target.MustParse("16")
	mutations := []mutation{
		{"wrong operand", "operand", func(m *ir.Module) bool {
			return eachInstr(m, func(f *ir.Func, x *ir.Instr) bool {
				for k, op := range x.Operands() {
					if _, ok := op.(*ir.Instr); !ok {
						continue
					}
					for _, p := range f.Params { // another local of the same type
						if p.Typ == op.Type() {
							x.SetOperand(k, p)
							return true
						}
					}
				}
				return false
			})
		}},
		{"wrong type", "type", func(m *ir.Module) bool {
			return eachInstr(m, func(_ *ir.Func, x *ir.Instr) bool {
				if x.Op != ir.OpAlloca {
					return false
				}
				if x.ElemType == ir.I64 {
					x.ElemType = ir.I32
				} else {
					x.ElemType = ir.I64
				}
				return true
			})
		}},
		{"dropped attribute", "attributes", func(m *ir.Module) bool {
			for _, f := range m.Funcs {
				if len(f.Blocks) > 0 && len(f.Attrs.Fn) > 0 {
					f.Attrs.Fn = f.Attrs.Fn[1:]
					return true
				}
			}
			return false
		}},
		{"dropped metadata", "metadata attachments", func(m *ir.Module) bool {
			return eachInstr(m, func(_ *ir.Func, x *ir.Instr) bool {
				if len(x.MD) == 0 {
					return false
				}
				x.MD = x.MD[1:]
				return true
			})
		}},
		{"changed constant", "operand", func(m *ir.Module) bool {
			return eachInstr(m, func(_ *ir.Func, x *ir.Instr) bool {
				for k, op := range x.Operands() {
					if c, ok := op.(*ir.ConstInt); ok && c.Typ.Bits > 1 && c.Big == nil {
						x.SetOperand(k, ir.Int(c.Typ, int64(c.V)+1))
						return true
					}
				}
				return false
			})
		}},
		{"changed metadata field", "metadata", func(m *ir.Module) bool {
			return eachInstr(m, func(_ *ir.Func, x *ir.Instr) bool {
				for _, a := range x.MD {
					n, ok := a.Node.(*ir.MDNode)
					if !ok || n.Kind != "DILocation" {
						continue
					}
					if v, ok := n.Field("line"); ok {
						n.SetField("line", ir.MDInt{V: v.(ir.MDInt).V + 1})
						return true
					}
				}
				return false
			})
		}},
		{"changed location scope", "metadata", func(m *ir.Module) bool {
			// A DILocation naming another function's subprogram: the
			// locations are compared by content, their scopes through
			// the node correspondence.
			var scopes []ir.Metadata
			for _, f := range m.Funcs {
				for _, a := range f.MD {
					if a.Kind == "dbg" {
						scopes = append(scopes, a.Node)
					}
				}
			}
			return eachInstr(m, func(_ *ir.Func, x *ir.Instr) bool {
				for _, a := range x.MD {
					n, ok := a.Node.(*ir.MDNode)
					if !ok || n.Kind != "DILocation" || n.Distinct {
						continue
					}
					sc, _ := n.Field("scope")
					for _, other := range scopes {
						if other != sc {
							n.SetField("scope", other)
							return true
						}
					}
				}
				return false
			})
		}},
		{"other global", "operand", func(m *ir.Module) bool {
			// A global value operand naming another global value of
			// the module (global values pair by position: sameCmp.gv).
			return eachInstr(m, func(_ *ir.Func, x *ir.Instr) bool {
				for k, op := range x.Operands() {
					g, ok := op.(ir.GlobalValue)
					if !ok {
						continue
					}
					for _, h := range m.Globals {
						if ir.GlobalValue(h) != g && h.Typ == g.Type() {
							x.SetOperand(k, h)
							return true
						}
					}
				}
				return false
			})
		}},
		{"changed successor", "successor", func(m *ir.Module) bool {
			return eachInstr(m, func(f *ir.Func, x *ir.Instr) bool {
				s := x.Succs()
				if x.Op != ir.OpBr || len(s) == 0 {
					return false
				}
				for _, b := range f.Blocks[1:] {
					if b != s[0] {
						s[0] = b
						return true
					}
				}
				return false
			})
		}},
		{"swapped blocks", "", func(m *ir.Module) bool {
			for _, f := range m.Funcs {
				if len(f.Blocks) > 2 {
					f.Blocks[1], f.Blocks[2] = f.Blocks[2], f.Blocks[1]
					return true
				}
			}
			return false
		}},
	}
	for _, mu := range mutations {
		for _, scan := range []int{blockScan, 0} {
			name := mu.name
			if scan == 0 {
				name += "/blockmap" // blocks paired through the map
			}
			old := blockScan
			blockScan = scan
			selfCheckMutation(t, name, mu, path, tg)
			blockScan = old
		}
	}
}

// TestSelfCheckLateLocation changes the location of an instruction deep
// in a body with many locations (lateLocation), where the reader's
// DEBUG_LOC table has grown, and requires sameModule, the streamed
// comparisons and the whole self-check to reject it.
func TestSelfCheckLateLocation(t *testing.T) {
	var src strings.Builder
	src.WriteString("define i32 @f(i32 %a) !dbg !3 {\n")
	const n = 200
	for i := range n {
		fmt.Fprintf(&src, "  %%v%d = add i32 %%a, %d, !dbg !%d\n", i, i, 10+i)
	}
	fmt.Fprintf(&src, "  ret i32 %%v%d, !dbg !%d\n}\n\n", n-1, 10+n)
	src.WriteString(`!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "p", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/")
!2 = !DISubroutineType(types: !{})
!3 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !2, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !{i32 2, !"Debug Info Version", i32 3}
`)
	for i := range n + 1 {
		fmt.Fprintf(&src, "!%d = !DILocation(line: %d, column: %d, scope: !3)\n", 10+i, 2+i/3, 1+i%3)
	}
	path := filepath.Join(t.TempDir(), "locations.ll")
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	selfCheckMutation(t, lateLocation.name, lateLocation, path, target.MustParse("16"))
}

// lateLocation gives the last located instruction of the body with the
// most distinct locations a location of its own, one line further; it
// reports false when no body has more than 32 (the reader's DEBUG_LOC
// table, bitcode's locTab, grows past its first locTabMin slots there).
var lateLocation = mutation{"changed late location", "metadata", func(m *ir.Module) bool {
	var last *ir.Instr
	most := 0
	for _, f := range m.Funcs {
		locs := map[ir.Metadata]bool{}
		var l *ir.Instr
		for _, b := range f.Blocks {
			for _, x := range b.Instrs {
				for _, a := range x.MD {
					if a.Kind == "dbg" {
						locs[a.Node] = true
						l = x
					}
				}
			}
		}
		if len(locs) > most {
			most, last = len(locs), l
		}
	}
	if most <= 32 {
		return false
	}
	for i, a := range last.MD {
		n, ok := a.Node.(*ir.MDNode)
		if a.Kind != "dbg" || !ok {
			continue
		}
		v, ok := n.Field("line")
		if !ok {
			return false
		}
		c := &ir.MDNode{Distinct: n.Distinct, Kind: n.Kind, Fields: slices.Clone(n.Fields)}
		c.SetField("line", ir.MDInt{V: v.(ir.MDInt).V + 1})
		last.MD = slices.Clone(last.MD)
		last.MD[i].Node = c
		return true
	}
	return false
}}

// mutation is a writer bug TestSelfCheckMutations makes: mutate changes
// one module of the pair, where is expected in the difference's location.
type mutation struct {
	name   string
	where  string
	mutate func(m *ir.Module) bool
}

// selfCheckMutation runs mu both ways round (on the module read back and
// on the module written), under name.
func selfCheckMutation(t *testing.T, name string, mu mutation, path string, tg target.Target) {
	{
		t.Run(name, func(t *testing.T) {
			m, back, err := writeAndReadBack(t, path, tg)
			if err != nil {
				t.Fatal(err)
			}
			if ok, where := sameModule(m, back, true); !ok {
				t.Fatalf("before the mutation: not the same: %s", where)
			}
			if !mu.mutate(back) {
				t.Fatal("the module has nothing to mutate")
			}
			ok, where := sameModule(m, back, true)
			if ok || !strings.Contains(where, mu.where) || !strings.HasPrefix(where, "@") {
				t.Errorf("sameModule = %v, %q; want a difference located at a global naming %q", ok, where, mu.where)
			}
			err = checkReadBack(m, back, tg)
			if err == nil || !strings.Contains(err.Error(), "reads back as another module") {
				t.Errorf("checkReadBack: %v; want a mismatch", err)
			}
		})
		// The same bug the other way round: the bitcode says what the
		// module said before the mutation, as a writer that wrote
		// something else than its module would. The streamed
		// comparison and the whole self-check must see it.
		t.Run(name+"/streamed", func(t *testing.T) {
			m, out, err := writeOnly(t, path, tg)
			if err != nil {
				t.Fatal(err)
			}
			if ok, where := sameStreamed(m, out, true, nil); !ok {
				t.Fatalf("before the mutation: not the same: %s", where)
			}
			parallelChecks(t)
			if !sameStreamedParallel(m, out, true) {
				t.Fatal("before the mutation: sameStreamedParallel says not the same")
			}
			if !mu.mutate(m) {
				t.Fatal("the module has nothing to mutate")
			}
			if sameStreamedParallel(m, out, true) {
				t.Error("sameStreamedParallel = true after the mutation")
			}
			ok, where := sameStreamed(m, out, true, nil)
			if ok || !strings.Contains(where, mu.where) || !strings.HasPrefix(where, "@") {
				t.Errorf("sameStreamed = %v, %q; want a difference located at a global naming %q", ok, where, mu.where)
			}
			err = selfCheck(m, tg, out)
			if err == nil || !strings.Contains(err.Error(), "reads back as another module") {
				t.Errorf("selfCheck: %v; want a mismatch", err)
			}
		})
	}
}

// eachInstr calls fn on the instructions of m's definitions until it
// reports true.
func eachInstr(m *ir.Module, fn func(*ir.Func, *ir.Instr) bool) bool {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, x := range b.Instrs {
				if fn(f, x) {
					return true
				}
			}
		}
	}
	return false
}

// TestSameModuleFields lists the fields of the model's structs that
// sameModule compares or deliberately skips. A field added to the model
// fails here until sameModule compares it (or the skip is justified), so
// the fast path cannot become weaker than the printed comparison by
// accident. A leading "-" marks a field skipped because the printer does
// not read it: source positions, parents, use lists (not printed), the
// instruction's cached index and a type's interning id, the file name and
// the typed-pointer hints.
func TestSameModuleFields(t *testing.T) {
	instr := reflect.TypeFor[ir.Instr]()
	field := func(s reflect.Type, name string) reflect.Type {
		f, ok := s.FieldByName(name)
		if !ok {
			t.Fatalf("%s has no field %s", s, name)
		}
		return f.Type.Elem()
	}
	want := map[reflect.Type]string{
		reflect.TypeFor[ir.Module]():             "-File SourceFilename DataLayout Triple Asm Types Comdats Globals Aliases IFuncs Funcs NamedMD -Hints",
		reflect.TypeFor[ir.GlobalCommon]():       "-useList Name Typ Linkage Visibility DLLStorage ThreadLocal UnnamedAddr DSOLocal Section Partition Comdat Align MD Extra -Parent -Pos",
		reflect.TypeFor[ir.Global]():             "GlobalCommon ValueType Init IsConst ExternallyInitialized Attrs",
		reflect.TypeFor[ir.Func]():               "GlobalCommon Sig Params Blocks CC Attrs GC Prefix Prologue Personality",
		reflect.TypeFor[ir.Alias]():              "GlobalCommon ValueType Aliasee",
		reflect.TypeFor[ir.IFunc]():              "GlobalCommon ValueType Resolver",
		reflect.TypeFor[ir.Param]():              "-useList Typ Name -Parent Index",
		reflect.TypeFor[ir.Block]():              "Name Instrs -Parent",
		instr:                                    "-useList Op FMF Pred Ordering FailOrdering RMWOp Tail -idx Flags Typ Name -Parent operands Align ElemType MD call ext -Pos",
		field(instr, "call"):                     "cc attrs bundles",
		field(instr, "ext"):                      "blocks more",
		field(field(instr, "ext"), "more"):       "syncScope indices mask clauses dbgRecords",
		reflect.TypeFor[ir.OperandBundle]():      "Tag Inputs",
		reflect.TypeFor[ir.DbgRecord]():          "Kind Ops",
		reflect.TypeFor[ir.MDAttachment]():       "Kind Node",
		reflect.TypeFor[ir.Comdat]():             "Name Kind",
		reflect.TypeFor[ir.NamedMD]():            "Name Nodes",
		reflect.TypeFor[ir.MDNode]():             "Distinct Kind Ops Fields",
		reflect.TypeFor[ir.MDField]():            "Name Val",
		reflect.TypeFor[ir.MDString]():           "S",
		reflect.TypeFor[ir.MDInt]():              "V Text",
		reflect.TypeFor[ir.MDIdent]():            "S",
		reflect.TypeFor[ir.ValueAsMetadata]():    "V",
		reflect.TypeFor[ir.DIArgList]():          "Args",
		reflect.TypeFor[ir.Type]():               "Kind Bits AddrSpace Elem Len Scalable Fields Ret Variadic Packed Name Opaque IntParams -id",
		reflect.TypeFor[ir.Attr]():               "Kind Int Int2 Type Str Range Ranges Key Val Raw",
		reflect.TypeFor[ir.ConstRange]():         "Bits Lo Hi",
		reflect.TypeFor[ir.AttrList]():           "Fn Ret Params",
		reflect.TypeFor[ir.ConstInt]():           "Typ V Big",
		reflect.TypeFor[ir.ConstFloat]():         "Typ Bits Hi",
		reflect.TypeFor[ir.ConstNull]():          "Typ",
		reflect.TypeFor[ir.Undef]():              "Typ",
		reflect.TypeFor[ir.Poison]():             "Typ",
		reflect.TypeFor[ir.ConstAggregate]():     "Typ Elems",
		reflect.TypeFor[ir.ConstData]():          "Typ Bytes",
		reflect.TypeFor[ir.ConstSplat]():         "Typ Elem",
		reflect.TypeFor[ir.ConstExpr]():          "Op Typ Operands Flags Pred ElemType HasInRange InRangeLo InRangeHi InRangeIndex Mask Indices",
		reflect.TypeFor[ir.BlockAddress]():       "Func Block Typ",
		reflect.TypeFor[ir.DSOLocalEquivalent](): "GV",
		reflect.TypeFor[ir.NoCFIValue]():         "GV",
		reflect.TypeFor[ir.ConstPtrAuth]():       "Ptr Key Disc AddrDisc DeactivationSymbol",
		reflect.TypeFor[ir.InlineAsm]():          "FuncType Asm Constraints SideEffect AlignStack IntelDialect CanThrow",
		reflect.TypeFor[ir.MetadataValue]():      "MD",
	}
	for typ, list := range want {
		var names []string
		for _, w := range strings.Fields(list) {
			names = append(names, strings.TrimPrefix(w, "-"))
		}
		var got []string
		for f := range typ.Fields() {
			got = append(got, f.Name)
		}
		if !slices.Equal(got, names) {
			t.Errorf("%s has fields %v; sameModule knows %v: compare the new field in selfcheck_same.go and list it here", typ, got, names)
		}
	}
}

// makeRoom collects when the allocation announced does not fit in the
// heap memory the process holds free.
func TestMakeRoom(t *testing.T) {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	before := ms.NumGC
	makeRoom(1 << 50)
	runtime.ReadMemStats(&ms)
	if ms.NumGC == before {
		t.Errorf("makeRoom(1 PiB) did not run the collector")
	}
}

// heapSpansHeld and heapFree read metrics this runtime has (a renamed
// metric would read as zero), and heapSpansHeld counts at least the
// heap's objects. (Whether a dropped block's spans are still held when
// it is read depends on the background scavenger, which may have
// returned them to the system already: not asserted.)
func TestHeapMetrics(t *testing.T) {
	kinds := map[string]metrics.ValueKind{}
	for _, d := range metrics.All() {
		kinds[d.Name] = d.Kind
	}
	for _, n := range append(append([]string{}, heapSpansHeldMetrics...), heapFreeMetrics...) {
		if kinds[n] != metrics.KindUint64 {
			t.Errorf("runtime/metrics has no uint64 metric %s", n)
		}
	}
	_, objects := heapNow()
	if held := heapSpansHeld(); held < objects || objects == 0 {
		t.Fatalf("heapSpansHeld() = %d, below the heap's objects (%d)", held, objects)
	}
}

// heapCap collects once, when the heap has outgrown what was held and the
// rest of the read is expected to add enough; never below its limit.
func TestHeapCap(t *testing.T) {
	var src strings.Builder
	for i := range 20 {
		src.WriteString("define void @f" + strconv.Itoa(i) + "() {\n  ret void\n}\n")
	}
	m, err := lltext.Parse("cap.ll", []byte(src.String()))
	if err != nil {
		t.Fatal(err)
	}
	numGC := func() uint32 {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.NumGC
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // only heapCap collects
	var keep [][]byte
	run := func(h *heapCap) {
		for _, f := range m.Funcs {
			keep = append(keep, make([]byte, 1<<20)) // what a body's read allocates
			h.body(f)
		}
	}

	var nilCap *heapCap
	run(nilCap) // a nil heapCap (small modules) does nothing

	under := newHeapCap(m, 1<<60)
	before := numGC()
	run(under)
	if under.over || numGC() != before {
		t.Errorf("heapCap below its limit: decided %v, %d collections", under.over, numGC()-before)
	}

	over := newHeapCap(m, 1)
	before = numGC()
	run(over)
	if !over.over || numGC() != before+1 {
		t.Errorf("heapCap far above its limit: decided %v, %d collections (want 1)", over.over, numGC()-before)
	}
	runtime.KeepAlive(keep)
}

// TestSameModuleDIFieldSpelling: hand-written text may leave out debug-info
// fields that hold their default (DICompileUnit's isOptimized and
// runtimeVersion) and list fields in another order than LLVM prints them;
// the bitcode read back has LLVM's spelling. The self-check must take the
// two for the same module, and still tell a field whose value changed,
// one that went missing with a value that is not the default, and one
// that appeared with such a value.
func TestSameModuleDIFieldSpelling(t *testing.T) {
	const src = `source_filename = "x.c"
define i32 @f(ptr %p) !dbg !5 {
  %v = load i32, ptr %p, align 4, !dbg !8
  ret i32 %v, !dbg !8
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "hand", emissionKind: FullDebug)
!1 = !DIFile(filename: "x.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, unit: !0, spFlags: DISPFlagDefinition)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 2, column: 3, scope: !5)
`
	parse := func(s string) *ir.Module {
		t.Helper()
		m, err := lltext.Parse("x.ll", []byte(s))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	m := parse(src)
	out, err := bitcode.Write(m, target.Latest)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := bitcode.ReadRaw(out)
	if err != nil {
		t.Fatal(err)
	}
	cu := func(mod *ir.Module) *ir.MDNode { return mod.NamedMD[0].Nodes[0] }
	if _, ok := cu(back).Field("isOptimized"); !ok {
		t.Fatal("the read-back DICompileUnit has no isOptimized field: the test no longer covers a spelling difference")
	}
	if ok, diff := sameModule(m, back, false); !ok {
		t.Fatalf("module and its read-back bitcode differ only in how debug-info fields are spelled, yet: %s", diff)
	}
	for _, c := range []struct {
		what string
		edit func(*ir.MDNode)
	}{
		{"changed value", func(n *ir.MDNode) { n.SetField("isOptimized", ir.MDIdent{S: "true"}) }},
		{"field gone with a value", func(n *ir.MDNode) {
			n.Fields = slices.DeleteFunc(n.Fields, func(f ir.MDField) bool { return f.Name == "producer" })
		}},
		{"field added with a value", func(n *ir.MDNode) { n.SetField("splitDebugInlining", ir.MDIdent{S: "false"}) }},
	} {
		b2, _, err := bitcode.ReadRaw(out)
		if err != nil {
			t.Fatal(err)
		}
		c.edit(cu(b2))
		if ok, _ := sameModule(parse(src), b2, false); ok {
			t.Errorf("%s: the self-check's comparison did not see it", c.what)
		}
	}
}

// parallelChecks makes the self-check compare every module's bodies on
// two goroutines or more for the rest of the test.
func parallelChecks(t *testing.T) {
	old := parallelCheckMin
	parallelCheckMin = 0
	procs := runtime.GOMAXPROCS(max(2, runtime.GOMAXPROCS(0)))
	t.Cleanup(func() {
		parallelCheckMin = old
		runtime.GOMAXPROCS(procs)
	})
}

// A node the module written uses in two bodies must be one node in the
// bitcode read back, and two nodes there must be two here when distinct:
// when the two bodies are compared on different goroutines, each sees a
// consistent correspondence, and only merging them (adopt) finds the
// contradiction. Both ways, on the whole comparison and on adopt alone.
func TestSameStreamedParallelConflicts(t *testing.T) {
	parallelChecks(t)
	const src = `define void @f1() {
  ret void, !k !0
}

define void @f2() {
  ret void, !k !1
}

define void @f3() {
  ret void, !k !2
}

!0 = distinct !{}
!1 = distinct !{}
!2 = !{!"same"}
`
	tg := target.MustParse("16")
	write := func() (*ir.Module, []byte) {
		m, err := lltext.Parse("conflict.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		out, err := bitcode.Write(m, tg)
		if err != nil {
			t.Fatal(err)
		}
		if ok, where := sameStreamed(m, out, true, nil); !ok {
			t.Fatalf("before the change: not the same: %s", where)
		}
		if !sameStreamedParallel(m, out, true) {
			t.Fatal("before the change: sameStreamedParallel says not the same")
		}
		return m, out
	}
	ret := func(m *ir.Module, name string) *ir.Instr {
		for _, f := range m.Funcs {
			if f.Name == name {
				return f.Blocks[0].Instrs[0]
			}
		}
		t.Fatalf("no @%s", name)
		return nil
	}
	// One node here, two there.
	m, out := write()
	ret(m, "f2").MD[0].Node = ret(m, "f1").MD[0].Node
	if ok, _ := sameStreamed(m, out, true, nil); ok {
		t.Fatal("sameStreamed takes one node for two distinct ones")
	}
	for range 20 { // whichever goroutine gets which body
		if sameStreamedParallel(m, out, true) {
			t.Fatal("sameStreamedParallel takes one node for two distinct ones")
		}
	}
	// Two distinct nodes here, one there.
	m, out = write()
	ret(m, "f2").MD[0].Node = ret(m, "f1").MD[0].Node
	out, err := bitcode.Write(m, tg)
	if err != nil {
		t.Fatal(err)
	}
	ret(m, "f2").MD[0].Node = &ir.MDNode{Distinct: true}
	if ok, _ := sameStreamed(m, out, true, nil); ok {
		t.Fatal("sameStreamed takes two distinct nodes for one")
	}
	for range 20 {
		if sameStreamedParallel(m, out, true) {
			t.Fatal("sameStreamedParallel takes two distinct nodes for one")
		}
	}

	// adopt alone: c compared one body, w another.
	x, x2 := &ir.MDNode{Distinct: true}, &ir.MDNode{Distinct: true}
	y, y2 := &ir.MDNode{Distinct: true}, &ir.MDNode{Distinct: true}
	u, u2, v := &ir.MDNode{}, &ir.MDNode{}, &ir.MDNode{}
	a, a2 := &ir.Type{Kind: ir.StructKind, Name: "a"}, &ir.Type{Kind: ir.StructKind, Name: "a2"}
	b, b2 := &ir.Type{Kind: ir.StructKind, Name: "a"}, &ir.Type{Kind: ir.StructKind, Name: "a2"}
	pair := func(c *sameCmp, p, q *ir.MDNode) {
		c.mdAB.put(p, q)
		if q.Distinct && !c.mdBA.has(q) { // as mdNode pairs them
			c.mdBA.put(q, p)
		}
	}
	for _, tc := range []struct {
		name string
		c, w func(c *sameCmp)
		want bool
	}{
		{"same pairs", func(c *sameCmp) { pair(c, x, y) }, func(c *sameCmp) { pair(c, x, y); pair(c, x2, y2) }, true},
		{"one node to two", func(c *sameCmp) { pair(c, x, y) }, func(c *sameCmp) { pair(c, x, y2) }, false},
		{"two distinct nodes to one", func(c *sameCmp) { pair(c, x, y) }, func(c *sameCmp) { pair(c, x2, y) }, false},
		{"two uniqued nodes to one", func(c *sameCmp) { pair(c, u, v) }, func(c *sameCmp) { pair(c, u2, v) }, true},
		{"same types", func(c *sameCmp) { c.named[a], c.namedB[b] = b, true }, func(c *sameCmp) { c.named[a], c.namedB[b] = b, true }, true},
		{"one type to two", func(c *sameCmp) { c.named[a], c.namedB[b] = b, true }, func(c *sameCmp) { c.named[a], c.namedB[b2] = b2, true }, false},
		{"two types to one", func(c *sameCmp) { c.named[a], c.namedB[b] = b, true }, func(c *sameCmp) { c.named[a2], c.namedB[b] = b, true }, false},
	} {
		c, w := newSameCmp(m, true), newSameCmp(m, true)
		tc.c(c)
		tc.w(w)
		if got := c.adopt(w); got != tc.want {
			t.Errorf("%s: adopt = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// gcRoom is the distance to the collector's goal: after a collection
// with 64 MiB live under GOGC=100, about 64 MiB; less as the heap
// grows towards the goal.
func TestGCRoom(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	live := make([]byte, 64<<20)
	runtime.GC()
	room := gcRoom()
	if room < 48<<20 || room > 96<<20 {
		t.Fatalf("gcRoom = %d MiB after a collection with 64 MiB live", room>>20)
	}
	more := make([]byte, 32<<20)
	if after := gcRoom(); after > room-24<<20 {
		t.Errorf("gcRoom = %d MiB after allocating 32 MiB more (was %d)", after>>20, room>>20)
	}
	runtime.KeepAlive(live)
	runtime.KeepAlive(more)
}

// The reader gives each body's DILocations the memory of the previous
// body's (bitcode.ReadRawBodies), so the comparison must not take a
// location of the second body for one of the first that sat at the same
// address: here the module written uses one location node in both
// bodies, and the bitcode gives the second body a location that differs
// from it only in its line. Without bodyReleased, the cache of
// locations found equal answered for the second body from the first.
func TestSameStreamedReusedLocation(t *testing.T) {
	const src = `define void @f1() !dbg !5 {
  ret void, !dbg !8
}

define void @f2() !dbg !9 {
  ret void, !dbg !10
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f1", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DILocation(line: 5, column: 3, scope: !5)
!9 = distinct !DISubprogram(name: "f2", scope: !1, file: !1, line: 2, type: !6, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!10 = !DILocation(line: 9, column: 3, scope: !5)
`
	tg := target.MustParse("16")
	m, err := lltext.Parse("reuse.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	out, err := bitcode.Write(m, tg)
	if err != nil {
		t.Fatal(err)
	}
	if ok, where := sameStreamed(m, out, true, nil); !ok {
		t.Fatalf("before the change: not the same: %s", where)
	}
	ret := func(name string) *ir.Instr {
		for _, f := range m.Funcs {
			if f.Name == name {
				return f.Blocks[0].Instrs[0]
			}
		}
		t.Fatalf("no @%s", name)
		return nil
	}
	// @f2 now says line 5 with @f1's node; the bitcode still says line 9.
	ret("f2").MD[0].Node = ret("f1").MD[0].Node
	ok, where := sameStreamed(m, out, true, nil)
	if ok || !strings.HasPrefix(where, "@f2: ") || !strings.Contains(where, "metadata attachments") {
		t.Errorf("sameStreamed = %v, %q; want the location of @f2 found different", ok, where)
	}
	parallelChecks(t)
	for range 20 { // whichever goroutine reads which body
		if sameStreamedParallel(m, out, true) {
			t.Fatal("sameStreamedParallel takes the second body's location for the first's")
		}
	}
	if err := selfCheck(m, tg, out); err == nil || !strings.Contains(err.Error(), "reads back as another module") {
		t.Errorf("selfCheck: %v; want a mismatch", err)
	}
}

// shapeOf, parallelNeed's measure of the bitcode outside the bodies,
// counts no byte of a declaration-only module as a body's, counts two
// equal bodies twice what one is, counts metadata blocks as metadata, and
// refuses an input it cannot scan (parallelNeed then rules the parallel
// comparison out).
func TestShapeOf(t *testing.T) {
	const body = `define i32 @fN(i32 %x) !dbg !5 {
  %a = add i32 %x, 1
  %b = mul i32 %a, %a
  ret i32 %b
}
`
	const debug = `
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
`
	module := func(bodies int, md bool) (*ir.Module, []byte) {
		src := "@g = global i32 7\ndeclare void @d()\n"
		for k := range bodies {
			b := strings.ReplaceAll(body, "@fN", "@f"+strconv.Itoa(k))
			if !md {
				b = strings.ReplaceAll(b, " !dbg !5", "")
			}
			src += b
		}
		if md {
			src += debug
		}
		m, err := lltext.Parse("outside.ll", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		out, err := bitcode.Write(m, target.MustParse("16"))
		if err != nil {
			t.Fatal(err)
		}
		return m, out
	}
	_, bc0 := module(0, false)
	if sh, ok := shapeOf(bc0); !ok || sh.outside != uint64(len(bc0)) || sh.metadata != 0 {
		t.Errorf("declarations only: %+v of %d bytes (ok %v)", sh, len(bc0), ok)
	}
	_, bc1 := module(1, false)
	m2, bc2 := module(2, false)
	sh1, ok1 := shapeOf(bc1)
	sh2, ok2 := shapeOf(bc2)
	in1, in2 := uint64(len(bc1))-sh1.outside, uint64(len(bc2))-sh2.outside
	if !ok1 || !ok2 || in1 == 0 || in2 != 2*in1 || sh2.metadata != 0 {
		t.Errorf("function blocks: %d bytes for one body, %d for two, metadata %d (ok %v %v)", in1, in2, sh2.metadata, ok1, ok2)
	}
	_, bcd := module(2, true)
	if sh, ok := shapeOf(bcd); !ok || sh.metadata == 0 || sh.metadata >= sh.outside {
		t.Errorf("with debug info: %+v of %d bytes (ok %v); want its metadata block counted", sh, len(bcd), ok)
	}
	if need := parallelNeed(m2, sh2, true); need != parallelPerInstr*6+parallelPerByte*sh2.outside {
		t.Errorf("parallelNeed = %d for 6 instructions and %d bytes outside", need, sh2.outside)
	}
	cut := bc2[:len(bc2)-len(bc2)/3]
	sh, ok := shapeOf(cut)
	if ok {
		t.Error("a truncated input scans")
	}
	if need := parallelNeed(m2, sh, ok); need != math.MaxUint64 {
		t.Errorf("parallelNeed = %d for an input that does not scan", need)
	}
}

// TestSameAttrSetCache checks that attrSet's cache of pairs found equal
// answers only for the very pair it saw: a set that differs is reported
// as differing after an equal pair sharing one side was cached (a cache
// keyed by one side, or without the length, would answer these wrong).
func TestSameAttrSetCache(t *testing.T) {
	c := newSameCmp(&ir.Module{}, true)
	set := func(attrs ...ir.Attr) ir.AttrSet { return ir.AttrSet(attrs) }
	a := set(ir.Attr{Kind: ir.AttrNoUndef}, ir.Attr{Kind: ir.AttrAlign, Int: 8})
	b := set(ir.Attr{Kind: ir.AttrNoUndef}, ir.Attr{Kind: ir.AttrAlign, Int: 8})
	other := set(ir.Attr{Kind: ir.AttrNoUndef}, ir.Attr{Kind: ir.AttrAlign, Int: 16})
	if !c.attrSet(a, b) || !c.attrSet(a, b) {
		t.Fatal("equal sets compared unequal")
	}
	if c.attrSet(other, b) {
		t.Error("a differing set matched through the cached pair of its partner")
	}
	if c.attrSet(a, other) {
		t.Error("a differing read-back set matched through the cached pair of its partner")
	}
	if !c.attrSet(a[:1], b[:1]) {
		t.Error("equal prefixes compared unequal")
	}
	if c.attrSet(a[:1], set(ir.Attr{Kind: ir.AttrNonNull})) {
		t.Error("a differing set of one attribute matched")
	}
	// Sets in other orders are equal (the writer shares groups equal up
	// to order), and that answer is cached too.
	r := set(ir.Attr{Kind: ir.AttrAlign, Int: 8}, ir.Attr{Kind: ir.AttrNoUndef})
	if !c.attrSet(a, r) || !c.attrSet(a, r) {
		t.Error("sets equal up to order compared unequal")
	}
	if !c.attrSet(nil, ir.AttrSet{}) || c.attrSet(nil, b) {
		t.Error("empty sets: wrong answer")
	}
}
