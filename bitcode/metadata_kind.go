package bitcode

import "github.com/irfix/irfix/bitcode/bitstream"

// readMetadataKinds decodes METADATA_KIND_BLOCK: the attachment kind names
// ("dbg", "tbaa", "prof", ...) by the numbers attachments use.
func (d *decoder) readMetadataKinds() error {
	return d.records(func(e *bitstream.Entry) error {
		if e.Code == mdKind {
			if err := d.metadataKindRecord(e); err != nil {
				return err
			}
		}
		return nil
	})
}
