package bitcode

import (
	"testing"

	"github.com/irfix/irfix/target"
)

// Every debug-info field that LLVM 14's layout lacks takes its version
// from a row of the target table: the writer has no version literal of
// its own, so the table alone decides which reader gets which layout.
func TestDIOptionalFieldsHaveRows(t *testing.T) {
	rows := append(append([]target.MDFieldRow(nil), target.MDFields...), target.MDFieldsBitcode...)
	for kind, k := range diKinds {
		for _, fl := range k.fields {
			if !fl.opt {
				if fl.since != 0 {
					t.Errorf("%s.%s: in LLVM 14's layout but since = %d", kind, fl.name, fl.since)
				}
				continue
			}
			found := false
			for _, r := range rows {
				if r.Kind == kind && r.Field == fl.name {
					found = true
					if fl.since != r.Feature.Since || fl.since <= 14 {
						t.Errorf("%s.%s: since %d, row says %d", kind, fl.name, fl.since, r.Feature.Since)
					}
				}
			}
			if !found {
				t.Errorf("%s.%s: optional field without a row in target.MDFields/MDFieldsBitcode", kind, fl.name)
			}
		}
	}
}
