package bitcode

import "github.com/irfix/irfix/bitcode/bitstream"

// Record codes of OPERAND_BUNDLE_TAGS_BLOCK (LLVMBitCodes.h,
// OperandBundleTagCode).
const operandBundleTag = 1 // OPERAND_BUNDLE_TAG: [strchr x N]

// readOperandBundleTags decodes OPERAND_BUNDLE_TAGS_BLOCK: the bundle tag
// names ("deopt", "funclet", ...), numbered by order, that
// FUNC_CODE_OPERAND_BUNDLE records refer to.
func (d *decoder) readOperandBundleTags() error {
	if d.bundles != nil {
		return d.errAt(d.r.BitPos(), ErrInvalid, "second OPERAND_BUNDLE_TAGS_BLOCK")
	}
	d.bundles = []string{}
	return d.records(func(e *bitstream.Entry) error {
		if e.Code != operandBundleTag {
			return d.invalid(e, "unknown record code %d in OPERAND_BUNDLE_TAGS_BLOCK", e.Code)
		}
		d.bundles = append(d.bundles, recordString(e.Ops))
		return nil
	})
}
