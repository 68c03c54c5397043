package ad

import (
	"os"
	"testing"

	"github.com/irfix/irfix/ir/lltext"
)

// TestDump prints the derivative of a function of an .ll file (a
// development aid: AD_DUMP=file.ll AD_FN=name [AD_MODE=forward]).
func TestDump(t *testing.T) {
	file := os.Getenv("AD_DUMP")
	if file == "" {
		t.Skip("AD_DUMP not set (development aid)")
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m := parseIR(t, file, string(data))
	opts := Options{}
	if os.Getenv("AD_MODE") == "forward" {
		opts.Mode = Forward
	}
	_, rep, err := Differentiate(m, os.Getenv("AD_FN"), opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(rep.String())
	t.Log(lltext.Format(m))
}
