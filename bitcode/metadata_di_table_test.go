package bitcode

import "testing"

// Every field the reader decodes by the table has a place in its kind's
// print order (a misspelt name would silently drop the field), and every
// print order fits the reader's fixed array.
func TestDITable(t *testing.T) {
	for kind, k := range diKinds {
		if k.read != nil || k.show == nil {
			continue
		}
		if len(k.show) > diMaxShow {
			t.Errorf("%s prints %d fields, more than diMaxShow = %d", kind, len(k.show), diMaxShow)
		}
		if len(k.layouts) == 0 {
			t.Errorf("%s has a print order but no layout", kind)
		}
		check := func(fs []diField) {
			for _, fl := range fs {
				if fl.name != "" && fl.enc != deZero && fl.pos < 0 {
					t.Errorf("%s.%s is decoded but not in the print order", kind, fl.name)
				}
			}
		}
		check(k.fields)
		for _, l := range k.layouts {
			check(l.fields)
		}
	}
}
