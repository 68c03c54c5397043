package bitcode

// readSymtab skips SYMTAB_BLOCK. Its one record (SYMTAB_BLOB) is the
// irsymtab that linkers read without parsing the module (names, flags,
// comdats of the symbols); everything in it is also in the module, so the
// reader does not need it. The writer regenerates it.
func (d *decoder) readSymtab() error { return d.skipBlock() }
