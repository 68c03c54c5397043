package bitcode

// readMetadataKinds decodes METADATA_KIND_BLOCK: the attachment kind names
// ("dbg", "tbaa", "prof", ...) by the numbers attachments use.
func (d *decoder) readMetadataKinds() error {
	for {
		e, end, err := d.next()
		if err != nil {
			return err
		}
		if end {
			return nil
		}
		if e.Kind == bitstreamEnter {
			if err := d.skipBlock(); err != nil {
				return err
			}
			continue
		}
		if e.Code == mdKind {
			if err := d.metadataKindRecord(&e); err != nil {
				return err
			}
		}
	}
}
