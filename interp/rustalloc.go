package interp

import (
	"regexp"

	"github.com/irfix/irfix/ir"
)

// Rust's global allocator entry points, which rustc declares and its
// linker shim defines: __rust_alloc(size, align),
// __rust_alloc_zeroed(size, align), __rust_realloc(ptr, old_size, align,
// new_size), __rust_dealloc(ptr, size, align), and the no-op marker
// __rust_no_alloc_shim_is_unstable(_v2). Newer rustc gives them v0-mangled
// names in the crate __rustc (_RNvCs<hash>_7___rustc12___rust_alloc).
// The interpreter's heap aligns every block to 16 bytes; a larger
// alignment is refused rather than silently not honoured.

var rustV0Shim = regexp.MustCompile(`^_RNvCs[0-9A-Za-z_]*_7___rustc[0-9]+_(__rust\w+)$`)

// rustShimName returns the unmangled name of a Rust allocator shim symbol
// (name itself when it is not v0-mangled in crate __rustc).
func rustShimName(name string) string {
	if s := rustV0Shim.FindStringSubmatch(name); s != nil {
		return s[1]
	}
	return name
}

var rustAllocFuncs = map[string]builtinFn{
	"__rust_alloc":                        func(m *Machine, c *callCtx) (V, error) { return rustAlloc(m, c, false) },
	"__rust_alloc_zeroed":                 func(m *Machine, c *callCtx) (V, error) { return rustAlloc(m, c, true) },
	"__rust_realloc":                      bRustRealloc,
	"__rust_dealloc":                      bFree,
	"__rust_no_alloc_shim_is_unstable":    func(*Machine, *callCtx) (V, error) { return V{}, nil },
	"__rust_no_alloc_shim_is_unstable_v2": func(*Machine, *callCtx) (V, error) { return V{}, nil },
}

func rustAlign(c *callCtx, k int) error {
	a, err := lenArg(c.args[k], c.types[k])
	if err != nil {
		return err
	}
	if a > 16 {
		return unsupported("%s: alignment %d above 16 bytes", c.name, a)
	}
	return nil
}

func rustAlloc(m *Machine, c *callCtx, zero bool) (V, error) {
	if err := rustAlign(c, 1); err != nil {
		return V{}, err
	}
	n, err := lenArg(c.args[0], c.types[0])
	if err != nil {
		return V{}, err
	}
	a, err := m.malloc(n, zero, c.name)
	return V{U: a}, err
}

// bRustRealloc maps __rust_realloc(ptr, old, align, new) onto realloc(ptr, new).
func bRustRealloc(m *Machine, c *callCtx) (V, error) {
	if err := rustAlign(c, 2); err != nil {
		return V{}, err
	}
	cc := *c
	cc.args = []V{c.args[0], c.args[3]}
	cc.types = []*ir.Type{c.types[0], c.types[3]}
	return bRealloc(m, &cc)
}
