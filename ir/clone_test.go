package ir_test

import (
	"path/filepath"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
)

// Cloning every function of every corpus module and putting the clone in
// the original's place must give a module that verifies and prints
// exactly as the original (the clone keeps the names), while the
// clone's instructions use only the clone's own locals.
func TestCloneFuncCorpus(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m := parseFile(t, path)
			want := lltext.Format(m)
			for k, f := range m.Funcs {
				if f.IsDeclaration() {
					continue
				}
				g, vm := ir.CloneFunc(f, f.Name)
				checkOwnLocals(t, f, g)
				if len(vm) < len(f.Params)+len(f.Blocks) {
					t.Fatalf("@%s: value map has %d entries", f.Name, len(vm))
				}
				m.Funcs[k] = g
				g.Parent = m
				m.ReplaceAllUses(f, g)
				var old []*ir.Instr
				f.Instrs(func(i *ir.Instr) { old = append(old, i) })
				ir.DropOperandsOf(old)
			}
			if got := lltext.Format(m); got != want {
				t.Fatalf("module with cloned functions prints differently:\n%s", firstDiff(want, got))
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("module with cloned functions does not verify: %v", err)
			}
		})
	}
}

// checkOwnLocals fails when an instruction of the clone g uses a
// parameter, block or instruction of the original f, or is not in g.
func checkOwnLocals(t *testing.T, f, g *ir.Func) {
	t.Helper()
	orig := map[ir.Value]bool{}
	for _, p := range f.Params {
		orig[p] = true
	}
	for _, b := range f.Blocks {
		orig[b] = true
		for _, i := range b.Instrs {
			orig[i] = true
		}
	}
	for _, b := range g.Blocks {
		if b.Parent != g {
			t.Fatalf("@%s: cloned block's parent is not the clone", f.Name)
		}
		for n, i := range b.Instrs {
			if i.Parent != b || i.Index() != n {
				t.Fatalf("@%s: cloned instruction %d of a block is not placed in it", f.Name, n)
			}
			for _, v := range i.Operands() {
				if orig[v] {
					t.Fatalf("@%s: clone uses the original's %s", f.Name, lltext.FormatValue(v))
				}
			}
			for _, s := range append(append([]*ir.Block(nil), i.Succs()...), i.Incoming()...) {
				if orig[s] {
					t.Fatalf("@%s: clone branches to the original's block", f.Name)
				}
			}
		}
	}
}

// Replacing every instruction of every corpus function by its CloneInstr
// (uses moved over) must change nothing in the printed module.
func TestCloneInstrCorpus(t *testing.T) {
	for _, path := range corpusFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			m := parseFile(t, path)
			want := lltext.Format(m)
			for _, f := range m.Funcs {
				repl := map[ir.Value]ir.Value{}
				for _, b := range f.Blocks {
					for n, i := range b.Instrs {
						c := ir.CloneInstr(i)
						if c.Parent != nil || len(c.Operands()) != len(i.Operands()) {
							t.Fatalf("@%s: CloneInstr is attached or lost operands", f.Name)
						}
						b.Instrs[n] = c
						c.Parent = b
						repl[i] = c
					}
				}
				for old, c := range repl {
					ir.ReplaceAllUsesWith(old.(*ir.Instr), c)
					old.(*ir.Instr).DropOperands()
				}
				// Uses the use lists do not track: bundle inputs and
				// values wrapped in metadata.
				w := ir.MDWalker{Value: func(x *ir.ValueAsMetadata) {
					if c, ok := repl[x.V]; ok {
						x.V = c
					}
				}}
				for _, b := range f.Blocks {
					for _, i := range b.Instrs {
						for k := range i.Bundles() {
							for j, v := range i.Bundles()[k].Inputs {
								if c, ok := repl[v]; ok {
									i.Bundles()[k].Inputs[j] = c
								}
							}
						}
						for _, r := range i.DbgRecords() {
							for _, op := range r.Ops {
								w.Walk(op)
							}
						}
						for _, v := range i.Operands() {
							if mv, ok := v.(*ir.MetadataValue); ok {
								w.Walk(mv.MD)
							}
						}
					}
				}
			}
			if got := lltext.Format(m); got != want {
				t.Fatalf("module with cloned instructions prints differently:\n%s", firstDiff(want, got))
			}
			if err := ir.Verify(m); err != nil {
				t.Fatalf("module with cloned instructions does not verify: %v", err)
			}
		})
	}
}

// firstDiff shows the first line where two texts differ.
func firstDiff(a, b string) string {
	line := 1
	for k := 0; k < len(a) && k < len(b); k++ {
		if a[k] != b[k] {
			s, e := k, k
			for s > 0 && a[s-1] != '\n' {
				s--
			}
			for e < len(a) && a[e] != '\n' {
				e++
			}
			eb := k
			for eb < len(b) && b[eb] != '\n' {
				eb++
			}
			return "line " + itoa(line) + ":\n- " + a[s:e] + "\n+ " + b[s:eb]
		}
		if a[k] == '\n' {
			line++
		}
	}
	return "one text is a prefix of the other"
}

func itoa(n int) string { return lltext.FormatValue(ir.Int(ir.I64, int64(n)))[4:] }
