package bitcode

import (
	"fmt"
	"strings"

	"github.com/irfix/irfix/bitcode/bitstream"
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
// irfix reads the summary block only to count it: the module it returns
// has no summary, and nothing irfix writes carries one. Loss says so in
// a sentence that commands print as a warning.
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
	return fmt.Sprintf("%s summary dropped: the input's %s %s not in the output (irfix does not keep module summaries; "+
		"an LTO link of the output has none: opt -module-summary makes one again)", kind, strings.Join(what, " and "), verb)
}

// readSummary counts the summary block just entered (id is its block
// ID) into d.info.Summary, without decoding it.
func (d *decoder) readSummary(id uint32) error {
	s := d.summary()
	s.Block, _ = bitstream.LLVMBlockName(id)
	depth := 0
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			if depth == 0 {
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
func (d *decoder) noteModuleHash() { d.summary().Hash = true }

func (d *decoder) summary() *Summary {
	if d.info.Summary == nil {
		d.info.Summary = &Summary{}
	}
	return d.info.Summary
}
