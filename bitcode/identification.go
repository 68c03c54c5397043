package bitcode

import "github.com/irfix/irfix/bitcode/bitstream"

// Record codes of IDENTIFICATION_BLOCK (LLVMBitCodes.h, IdentificationCodes).
const (
	identCodeString = 1 // IDENTIFICATION: [strchr x N]
	identCodeEpoch  = 2 // EPOCH:          [epoch#]
)

// readIdentification decodes IDENTIFICATION_BLOCK: the producer string
// (e.g. "LLVM16.0.6") and the epoch. LLVM refuses epochs other than 0;
// irfix reports the epoch in Info and goes on, since the records it reads
// are versioned by their own layouts.
func (d *decoder) readIdentification() error {
	return d.records(func(e *bitstream.Entry) error {
		switch e.Code {
		case identCodeString:
			d.info.Producer = recordString(e.Ops)
		case identCodeEpoch:
			if len(e.Ops) < 1 {
				return d.invalid(e, "EPOCH record has no operand")
			}
			d.info.Epoch = e.Ops[0]
		}
		return nil
	})
}
