package bitstream

import (
	"testing"

	"github.com/irfix/irfix/internal/testenv"
)

// TestSeedFiles walks the project's real-world seed bitcode (shared/seed,
// produced by llvm-as-16) end to end.
func TestSeedFiles(t *testing.T) {
	seeds := seedFiles(t)
	if len(seeds) == 0 {
		t.Fatalf("no *.bc in the seed directory %s", testenv.SeedDir(t))
	}
	for name, data := range seeds {
		t.Run(name, func(t *testing.T) {
			stats, r, err := walk(data)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := r.BitPos(), uint64(len(data))*8; got != want {
				t.Errorf("walk ended at bit %d, want %d (end of file)", got, want)
			}
			for _, id := range []uint32{IdentificationBlockID, ModuleBlockID, BlockInfoID, TypeBlockID, FunctionBlockID, StrtabBlockID, SymtabBlockID} {
				if stats[id] == nil || stats[id].Instances == 0 {
					t.Errorf("no %s in %s", r.BlockName(id), name)
				}
			}
		})
	}
}
