package lltext

import (
	"bytes"

	"github.com/irfix/irfix/ir"
)

// pPosCursor turns byte offsets into line/column positions for the
// model's Pos fields. Offsets arrive in increasing order as the parser
// advances, so it counts newlines only between the last offset and the
// next: linear in the input overall.
type pPosCursor struct {
	off       int // last offset converted
	line      int // its 1-based line
	lineStart int // offset of that line's first byte
}

// irPos returns the ir.Pos of byte offset off.
func (p *parser) irPos(off int) ir.Pos {
	c := &p.posc
	if c.line == 0 || off < c.off {
		*c = pPosCursor{line: 1}
	}
	if off > len(p.src) {
		off = len(p.src)
	}
	seg := p.src[c.off:off]
	if n := bytes.Count(seg, []byte{'\n'}); n > 0 {
		c.line += n
		c.lineStart = c.off + bytes.LastIndexByte(seg, '\n') + 1
	}
	c.off = off
	return ir.Pos{Line: int32(c.line), Col: int32(off - c.lineStart + 1)}
}
