package ptrtype

import "github.com/irfix/irfix/ir"

// Storing a pointer made by byte arithmetic. `getelementptr i8, ptr
// %arena, i64 832` is how a pointer carved out of one allocation is made
// (libwebp's decoder allocates one block and hands out
// `dec->mb_data_ = (VP8MBData*)mem; mem += size;`); its i8 is the
// arithmetic's, not the C type of the pointer, which the typed producer
// converted before (or, folded, at) the store. Stored, it says only
// weakly (wByteStore, as a byte-offset initializer does) what the memory
// holds: the loads and stores through the pointers read back from there
// decide. A store of a pointer the code computes otherwise keeps its
// weight.
const wByteStore = 1

// storeWeight is the weight of the evidence a store of v gives its
// address's pointee, w unless v is a byte-arithmetic pointer.
func storeWeight(v ir.Value, w float64) float64 {
	if i, ok := v.(*ir.Instr); ok && isByteGEP(i) {
		return min(w, wByteStore)
	}
	return w
}
