package bitcode

import (
	"fmt"
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
	"github.com/irfix/irfix/ir"
)

// Record codes of GLOBALVAL_SUMMARY_BLOCK that summarize one global
// value of the module itself (LLVMBitCodes.h, GlobalValueSummarySymtabCodes):
// what llvm-dis prints as `^N = gv: (..., summaries: (...))`.
const (
	fsPerModule                       = 1  // FS_PERMODULE: a function
	fsPerModuleProfile                = 2  // FS_PERMODULE_PROFILE: a function with hotness
	fsPerModuleGlobalVarInitRefs      = 3  // FS_PERMODULE_GLOBALVAR_INIT_REFS: a variable
	fsAlias                           = 7  // FS_ALIAS
	fsPerModuleRelBF                  = 19 // FS_PERMODULE_RELBF: a function with relative block frequency
	fsPerModuleVTableGlobalVarInitRef = 23 // FS_PERMODULE_VTABLE_GLOBALVAR_INIT_REFS
)

// Summary describes the module summary a bitcode file carries: the
// GLOBALVAL_SUMMARY_BLOCK that `-flto=thin` (clang) and rustc's
// `-C linker-plugin-lto` / `-C lto=thin` bitcode hold, the
// FULL_LTO_GLOBALVAL_SUMMARY_BLOCK of full LTO, and the module hash
// (MODULE_CODE_HASH) that goes with them. llvm-dis prints it as the
// `^N = module: / gv: / flags: / blockcount:` lines.
//
// The module Read returns has no summary; the block's bits are kept here
// and WriteKeep writes them back when they still describe the module.
// When they do not, Loss is the sentence that says the summary was
// dropped (commands print it as a warning).
type Summary struct {
	// Block names the block: "GLOBALVAL_SUMMARY_BLOCK" (ThinLTO) or
	// "FULL_LTO_GLOBALVAL_SUMMARY_BLOCK"; "" when only a module hash was
	// seen, or for a summary read from text.
	Block string
	// Values counts the summaries of the module's own global values
	// (functions, variables, aliases).
	Values int
	// Records counts every record of the block (also VERSION, FLAGS,
	// GUIDs, type tests, block counts).
	Records int
	// Hash: the module carries a MODULE_CODE_HASH record.
	Hash bool

	// What WriteKeep needs to write the block again: its body as read
	// (abbreviation width, 32-bit words from the first abbreviation ID
	// to END_BLOCK), the hash's five words, the LLVM major that wrote it,
	// and the module's global values in value-ID order (the summary's
	// records name them by ID) with their names once the file was read.
	raw      []byte // whole words from the body's first bit
	rawBits  uint64 // body bits before END_BLOCK
	width    uint32
	blockID  uint32
	hash     []uint64
	producer int
	gvs      []ir.GlobalValue
	names    []string
}

// Loss is the sentence that states what dropping the summary loses.
func (s *Summary) Loss() string {
	kind := "ThinLTO"
	if full, _ := bitstream.LLVMBlockName(bitstream.FullLTOGlobalValSummaryBlockID); s.Block == full {
		kind = "full-LTO"
	}
	var what []string
	if s.Block != "" {
		what = append(what, fmt.Sprintf("%s with %d global value summaries (%d records)", s.Block, s.Values, s.Records))
	} else if s.Values > 0 {
		what = append(what, fmt.Sprintf("%d global value summaries", s.Values))
	}
	if s.Hash {
		what = append(what, "the module hash")
	}
	if len(what) == 0 {
		what = append(what, "the summary entries")
	}
	verb := "is"
	if len(what) > 1 {
		verb = "are"
	}
	return fmt.Sprintf("%s summary dropped: the input's %s %s not in the output (irfix keeps a summary only in bitcode "+
		"for a reader not older than its producer, with the module's global values unchanged; opt -module-summary makes one again)",
		kind, strings.Join(what, " and "), verb)
}

// readSummary counts the summary block just entered (id is its block
// ID) into d.info.Summary, without decoding it.
func (d *decoder) readSummary(e *bitstream.Entry) error {
	s := d.summary()
	s.Block, _ = bitstream.LLVMBlockName(e.BlockID)
	start := d.r.BitPos()
	keep := s.raw == nil && s.width == 0 && start%32 == 0 && start/8+4*uint64(e.NumWords) <= uint64(len(d.data))
	if keep {
		s.raw = append([]byte(nil), d.data[start/8:start/8+4*uint64(e.NumWords)]...) // not an alias of the caller's input
		s.width, s.blockID = e.AbbrevWidth, e.BlockID
		n := len(d.m.Globals) + len(d.m.Funcs) + len(d.m.Aliases) + len(d.m.IFuncs)
		if n <= len(d.vals) {
			for _, v := range d.vals[:n] {
				gv, ok := v.(ir.GlobalValue)
				if !ok {
					s.gvs = nil
					break
				}
				s.gvs = append(s.gvs, gv)
			}
		}
	} else {
		s.raw, s.gvs = nil, nil // a second block, or one not where it should be: not kept
	}
	depth := 0
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			if depth == 0 {
				if keep && e.BitPos >= start && e.BitPos-start <= 8*uint64(len(s.raw)) {
					s.rawBits = e.BitPos - start
				} else {
					s.raw, s.gvs = nil, nil
				}
				return nil
			}
			depth--
			continue
		}
		if e.Kind == bitstreamEnter {
			depth++
			continue
		}
		if depth > 0 {
			continue
		}
		s.Records++
		switch e.Code {
		case fsPerModule, fsPerModuleProfile, fsPerModuleGlobalVarInitRefs, fsAlias, fsPerModuleRelBF, fsPerModuleVTableGlobalVarInitRef:
			s.Values++
		}
	}
}

// noteModuleHash records a MODULE_CODE_HASH record.
func (d *decoder) noteModuleHash(ops []uint64) {
	s := d.summary()
	s.Hash = true
	s.hash = append([]uint64(nil), ops...)
}

// finishSummary runs when the whole file is read: the global values'
// names are known (string table), and so is the producer.
func (d *decoder) finishSummary() {
	s := d.info.Summary
	if s == nil {
		return
	}
	s.names = make([]string, len(s.gvs))
	for k, gv := range s.gvs {
		s.names[k] = gv.Common().Name
	}
	if p, ok := strings.CutPrefix(d.info.Producer, "LLVM"); ok {
		n := 0
		for len(p) > 0 && p[0] >= '0' && p[0] <= '9' && n < 1000 {
			n = n*10 + int(p[0]-'0')
			p = p[1:]
		}
		s.producer = n
	}
}

func (d *decoder) summary() *Summary {
	if d.info.Summary == nil {
		d.info.Summary = &Summary{}
	}
	return d.info.Summary
}
