package bitcode

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ir/lltext"
	"github.com/irfix/irfix/target"
)

// wnSrc has instructions used across blocks, forward references (a phi
// naming a later value) and instructions without a result in between.
const wnSrc = `define i32 @f(i32 %a, i1 %c) {
entry:
  %x = add i32 %a, 1
  store i32 %x, ptr null
  br i1 %c, label %l, label %r
l:
  %y = mul i32 %x, %z
  br label %r
r:
  %p = phi i32 [ %x, %entry ], [ %y, %l ]
  %z = add i32 %p, 2
  ret i32 %z
}

define i32 @g(i32 %a) {
  %s = sub i32 %a, 3
  ret i32 %s
}
`

// TestWriteNumberingPaths checks that a body whose instructions do not
// know their place (a Parent left stale, positions not refreshed) is
// numbered by the map and written exactly as the same body numbered by
// position, and that an instruction listed twice is still reported.
func TestWriteNumberingPaths(t *testing.T) {
	parse := func() *ir.Module {
		m, err := lltext.Parse("n.ll", []byte(wnSrc))
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	want, err := Write(parse(), target.Latest)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := ReadRaw(want)
	if err != nil {
		t.Fatal(err)
	}
	var got, exp bytes.Buffer
	if err := lltext.Print(&got, back); err != nil {
		t.Fatal(err)
	}
	if err := lltext.Print(&exp, parse()); err != nil {
		t.Fatal(err)
	}
	if got.String() != exp.String() {
		t.Fatalf("read back:\n%s\nwant:\n%s", got.String(), exp.String())
	}

	// A stale Parent on one instruction (the block that lists it is what
	// counts for the bitcode): the body is numbered in the map.
	m := parse()
	f := m.Funcs[0]
	f.Blocks[1].Instrs[0].Parent = f.Blocks[2]
	if got, err := Write(m, target.Latest); err != nil || !bytes.Equal(got, want) {
		t.Errorf("stale Parent: error %v, output equal: %v", err, bytes.Equal(got, want))
	}

	// Positions changed behind the blocks' back: two instructions of a
	// block swapped by editing Instrs, so that their cached positions are
	// stale when the body is numbered; the reference is the same swap
	// numbered in the map (a stale Parent elsewhere in the body).
	swap := func(m *ir.Module) {
		is := m.Funcs[0].Blocks[0].Instrs
		is[0], is[1] = is[1], is[0]
	}
	ref := parse()
	swap(ref)
	ref.Funcs[0].Blocks[2].Instrs[1].Parent = ref.Funcs[0].Blocks[1]
	wantSwap, err := Write(ref, target.Latest)
	if err != nil {
		t.Fatal(err)
	}
	m = parse()
	swap(m)
	if got, err := Write(m, target.Latest); err != nil || !bytes.Equal(got, wantSwap) {
		t.Errorf("swapped instructions: error %v, output equal: %v", err, bytes.Equal(got, wantSwap))
	}
	if bytes.Equal(wantSwap, want) {
		t.Error("swapping two instructions did not change the bitcode: the test checks nothing")
	}

	// An instruction listed twice in a body.
	m = parse()
	b := m.Funcs[1].Blocks[0]
	b.Instrs = append([]*ir.Instr{b.Instrs[0]}, b.Instrs...)
	if _, err := Write(m, target.Latest); !errors.Is(err, ErrBadModule) || !strings.Contains(err.Error(), "appears twice") {
		t.Errorf("instruction listed twice: %v", err)
	}

	// An instruction of another function used as an operand.
	m = parse()
	other := m.Funcs[0].Blocks[0].Instrs[0]
	m.Funcs[1].Blocks[0].Instrs[0].SetOperand(0, other)
	if _, err := Write(m, target.Latest); !errors.Is(err, ErrBadModule) || !strings.Contains(err.Error(), "outside its function") {
		t.Errorf("instruction of another function as an operand: %v", err)
	}
}
