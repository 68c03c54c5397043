package callsig

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Explain describes a mismatch like a compiler diagnostic: where the call
// is, the two signatures aligned position by position, and what was
// probably meant. src is the text the module was parsed from (may be nil);
// when given, the offending line is shown with a caret.
func Explain(m *ir.Module, mm *Mismatch, src []byte) string {
	var b strings.Builder
	severity := "error"
	if mm.Class == Harmless {
		severity = "warning"
	}
	b.WriteString(location(m, mm.Call))
	fmt.Fprintf(&b, ": %s: call to @%s does not match its definition (%s)\n", severity, mm.Callee.Name, classWords(mm))
	if line := sourceLine(src, mm.Call.Pos); line != "" {
		b.WriteString("  " + line + "\n")
		col := int(mm.Call.Pos.Col) - 1
		if col > len(line) {
			col = len(line)
		}
		b.WriteString("  " + strings.Repeat(" ", max(col, 0)) + "^\n")
	}
	if mm.Via != "" {
		fmt.Fprintf(&b, "  the call reaches @%s through a %s\n", mm.Callee.Name, mm.Via)
	}
	writeTable(&b, mm)
	if mm.Match != nil {
		for _, n := range mm.Match.Notes {
			b.WriteString("note: " + n + "\n")
		}
	} else if mm.Class == Harmless {
		b.WriteString("note: `irfix fixcalls --fix` turns this into a direct call with the function's own type\n")
	}
	return b.String()
}

func classWords(mm *Mismatch) string {
	switch mm.Class {
	case Harmless:
		return "harmless: the ABI cannot tell the types apart"
	case Adapter:
		return "a known calling convention: " + mm.Match.Rule.Name
	}
	return "wrong: undefined behaviour at run time"
}

// location returns FILE:LINE:COL when the call has a position, otherwise
// FILE: @fn: %block.
func location(m *ir.Module, i *ir.Instr) string {
	file := m.File
	if file == "" {
		file = "<module>"
	}
	if i.Pos.IsValid() {
		return fmt.Sprintf("%s:%d:%d", file, i.Pos.Line, i.Pos.Col)
	}
	where := file
	if f := i.Func(); f != nil {
		where += ": @" + f.Name
		if i.Parent != nil && i.Parent.Name != "" {
			where += ": %" + i.Parent.Name
		}
	}
	return where
}

func sourceLine(src []byte, p ir.Pos) string {
	if src == nil || !p.IsValid() {
		return ""
	}
	for n := int32(1); n < p.Line; n++ {
		k := bytes.IndexByte(src, '\n')
		if k < 0 {
			return ""
		}
		src = src[k+1:]
	}
	if k := bytes.IndexByte(src, '\n'); k >= 0 {
		src = src[:k]
	}
	return strings.TrimRight(string(src), "\r")
}

// writeTable aligns the two signatures parameter by parameter, marking the
// positions that differ.
func writeTable(b *strings.Builder, mm *Mismatch) {
	type row struct{ pos, site, decl, mark string }
	rows := []row{{"", "call site", "@" + mm.Callee.Name, ""}}
	diff := map[int]Diff{}
	for _, d := range mm.Diffs {
		diff[d.Pos] = d
	}
	mark := func(p int) string {
		if d, ok := diff[p]; ok {
			if d.Harmless {
				return "~ " + d.Why
			}
			return "✗ " + d.Why
		}
		return ""
	}
	rows = append(rows, row{"return", mm.Site.Ret.String(), mm.Decl.Ret.String(), mark(ReturnPos)})
	sp, dp := mm.Site.Params(), mm.Decl.Params()
	for k := 0; k < len(sp) || k < len(dp); k++ {
		r := row{pos: "arg " + strconv.Itoa(k), site: "-", decl: "-", mark: mark(k)}
		if k < len(sp) {
			r.site = sp[k].String()
		}
		if k < len(dp) {
			r.decl = dp[k].String()
			if p := mm.Callee.Params[k]; p.Name != "" {
				r.decl += " %" + p.Name
			}
		}
		rows = append(rows, r)
	}
	if mm.Site.Variadic || mm.Decl.Variadic {
		rows = append(rows, row{"...", yesNo(mm.Site.Variadic), yesNo(mm.Decl.Variadic), mark(VarargPos)})
	}
	w0, w1, w2 := 0, 0, 0
	for _, r := range rows {
		w0, w1, w2 = max(w0, len(r.pos)), max(w1, len(r.site)), max(w2, len(r.decl))
	}
	for _, r := range rows {
		line := fmt.Sprintf("  %-*s  %-*s  %-*s  %s", w0, r.pos, w1, r.site, w2, r.decl, r.mark)
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	if d, ok := diff[CountPos]; ok {
		b.WriteString("  ✗ " + d.Why + "\n")
	}
}

func yesNo(v bool) string {
	if v {
		return "variadic"
	}
	return "fixed"
}
