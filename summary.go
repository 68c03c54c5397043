package irfix

import (
	"bytes"

	"github.com/irfix/irfix/bitcode"
)

// textSummary finds the ThinLTO summary entries of LLVM assembly (the
// `^N = module: / gv: / ...` lines llvm-dis prints for bitcode with a
// summary), which the text reader skips: nil when there are none.
func textSummary(data []byte) *bitcode.Summary {
	var s *bitcode.Summary
	for len(data) > 0 {
		line := data
		if i := bytes.IndexByte(data, '\n'); i >= 0 {
			line, data = data[:i], data[i+1:]
		} else {
			data = nil
		}
		if len(line) < 2 || line[0] != '^' || line[1] < '0' || line[1] > '9' {
			continue
		}
		if s == nil {
			s = &bitcode.Summary{}
		}
		_, rest, _ := bytes.Cut(line, []byte(" = "))
		switch {
		case bytes.HasPrefix(rest, []byte("gv: (")) && bytes.Contains(rest, []byte("summaries: (")):
			s.Values++
		case bytes.HasPrefix(rest, []byte("module: (")) && bytes.Contains(rest, []byte("hash: (")):
			s.Hash = true
		}
	}
	return s
}
