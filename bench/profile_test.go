package bench

import (
	"io"
	"os"
	"testing"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/target"
)

// TestProfileTask runs one irfix command's pipeline in-process on the file
// named by IRFIX_PROFILE_IN, so that `go test -cpuprofile/-memprofile`
// profiles exactly what issue16.sh times. IRFIX_PROFILE_TASK is one of
// convert (parse + print text), dis, as (target 16), down14, down16t, up
// (target 16, bitcode). Skipped unless IRFIX_PROFILE_IN is set:
//
//	IRFIX_PROFILE_IN=libclc.bc IRFIX_PROFILE_TASK=dis \
//	  go test ./bench -run TestProfileTask -cpuprofile cpu.out
func TestProfileTask(t *testing.T) {
	path := os.Getenv("IRFIX_PROFILE_IN")
	if path == "" {
		t.Skip("set IRFIX_PROFILE_IN (and IRFIX_PROFILE_TASK) to profile one irfix task")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var p *irfix.Pipeline
	switch task := os.Getenv("IRFIX_PROFILE_TASK"); task {
	case "", "convert":
		p = &irfix.Pipeline{Emit: irfix.EmitAsInput, VerifyInput: true}
	case "dis":
		p = &irfix.Pipeline{Emit: irfix.EmitText}
	case "as", "up":
		p = &irfix.Pipeline{Target: target.MustParse("16"), Emit: irfix.EmitBitcode, VerifyInput: true}
	case "down14":
		p = &irfix.Pipeline{Target: target.MustParse("14"), Emit: irfix.EmitBitcode, VerifyInput: true}
	case "down16t":
		p = &irfix.Pipeline{Target: target.MustParse("16-typed"), Emit: irfix.EmitBitcode, VerifyInput: true}
	default:
		t.Fatalf("unknown IRFIX_PROFILE_TASK %q", task)
	}
	p.Stream = io.Discard
	if _, err := p.Run(path, data); err != nil {
		t.Fatal(err)
	}
}
