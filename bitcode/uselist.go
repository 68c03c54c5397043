package bitcode

// readUselist skips USELIST_BLOCK. Its records (USELIST_CODE_DEFAULT,
// USELIST_CODE_BB: [index..., value-id]) permute the use lists of values so
// that a round trip preserves their order; the ir model does not keep use
// order as a property of the module, so there is nothing to apply.
func (d *decoder) readUselist() error { return d.skipBlock() }
