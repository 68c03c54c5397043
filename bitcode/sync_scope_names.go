package bitcode

import "github.com/irfix/irfix/bitcode/bitstream"

// Record codes of SYNC_SCOPE_NAMES_BLOCK (LLVMBitCodes.h, SyncScopeNameCode).
const syncScopeName = 1 // SYNC_SCOPE_NAME: [strchr x N]

// readSyncScopeNames decodes SYNC_SCOPE_NAMES_BLOCK: the names of the
// synchronization scopes, numbered by order (0 "singlethread", 1 the
// system scope "", then target scopes such as "agent").
func (d *decoder) readSyncScopeNames() error {
	if d.ssNames != nil {
		return d.errAt(d.r.BitPos(), ErrInvalid, "second SYNC_SCOPE_NAMES_BLOCK")
	}
	d.ssNames = []string{}
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			if len(d.ssNames) == 0 {
				return d.invalid(&e, "empty SYNC_SCOPE_NAMES_BLOCK")
			}
			return nil
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		if e.Code != syncScopeName {
			return d.invalid(&e, "unknown record code %d in SYNC_SCOPE_NAMES_BLOCK", e.Code)
		}
		d.ssNames = append(d.ssNames, recordString(e.Ops))
	}
}

// syncScope decodes a sync scope ID of an atomic instruction into the
// model's name ("" for the system scope). IDs 0 and 1 are fixed; unknown
// IDs mean the system scope (BitcodeReader.cpp getDecodedSyncScopeID).
func (d *decoder) syncScope(e *bitstream.Entry, id uint64) (string, error) {
	switch {
	case id == 0:
		return "singlethread", nil
	case id == 1 || id >= uint64(len(d.ssNames)):
		return "", nil
	}
	return d.ssNames[id], nil
}
