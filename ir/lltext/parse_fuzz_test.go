package lltext

import (
	"os"
	"testing"
)

// FuzzParse checks that no input makes Parse panic or hang, and that
// every failure is an *Error with a position inside the input.
func FuzzParse(f *testing.F) {
	for _, file := range pCorpusFiles(f) {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		if len(src) <= 16<<10 { // small seeds keep minimisation fast
			f.Add(src)
		}
	}
	f.Add([]byte("define void @f() {\n  ret void\n}\n"))
	f.Add([]byte("@g = global [2 x i8] c\"a\\00\"\n!0 = !{!1}\n!1 = !DILocation(line: 1, scope: !0)\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.ll", src)
		if err == nil {
			if m == nil {
				t.Fatal("nil module without error")
			}
			return
		}
		e, ok := err.(*Error)
		if !ok {
			t.Fatalf("error of type %T: %v", err, err)
		}
		if e.Line < 1 || e.Col < 1 {
			t.Fatalf("bad position in %v", err)
		}
	})
}
