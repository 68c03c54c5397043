package bitcode

// Record codes of STRTAB_BLOCK (LLVMBitCodes.h, StrtabCodes).
const strtabBlob = 1 // STRTAB_BLOB: [blob]

// readStrtab decodes STRTAB_BLOCK, the string table of bitcode version 2:
// one blob that module records address by [offset, size]. Names are
// resolved once the whole file is read (finishModule), since the table
// follows the module block.
func (d *decoder) readStrtab() error {
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			if d.strtab == nil {
				d.strtab = []byte{}
			}
			return nil
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		if e.Code == strtabBlob {
			if e.Blob == nil {
				return d.invalid(&e, "STRTAB_BLOB record has no blob (it must use a blob abbreviation)")
			}
			d.strtab = e.Blob
		}
	}
}
