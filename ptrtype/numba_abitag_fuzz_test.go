package ptrtype

import (
	"strings"
	"testing"
)

// FuzzNumbaFlagsTag feeds function names to the Numba flags-tag decoder
// (tag search, unescaping, base64, inflating with each release's
// dictionary, summary check): it must not panic, what it accepts must be
// a summary of its release's options, and no inflated summary may
// exceed the decoder's bound however the deflate stream expands.
func FuzzNumbaFlagsTag(f *testing.F) {
	for _, s := range []string{numbaDebianName, numbaDebianDebugName, numbaSeedName,
		"_ZN8__main__1fB2v1B4_3d_3dEd", "_ZN1fB2v1B8c8tJTI_2bEd", "B1v1B999x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		tag := numbaFlagsTag(name)
		if tag == "" {
			return
		}
		if !strings.Contains(name, tag) {
			t.Fatalf("tag %q is not part of the name", tag)
		}
		for _, m := range decodeNumbaFlagsTag(tag) {
			if len(m.summary) > 4096 {
				t.Fatalf("accepted a summary of %d bytes", len(m.summary))
			}
			if !numbaSummaryValid(m.summary, m.rel) {
				t.Fatalf("accepted %q, not a summary of Numba %s's options", m.summary, m.rel.versions)
			}
		}
	})
}
