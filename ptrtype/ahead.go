package ptrtype

import (
	"slices"

	"github.com/irfix/irfix/ir"
)

// Ahead is CompleteTypes and Infer done ahead of time, on a view of a
// module that leaves the module itself as it is (InferAhead); Apply hands
// them to the module when it is ready for them.
type Ahead struct {
	res    *Result
	added  []*ir.Type
	ntypes int // len(m.Types) when InferAhead looked
}

// InferAhead runs CompleteTypes and Infer on a shallow copy of m whose
// Types alone differ, gaining what CompleteTypes adds: m itself is not
// written, so that another goroutine may read m meanwhile (downgrade runs
// it while the input verifier reads the module). See Apply for when the
// outcome stands.
func InferAhead(m *ir.Module) *Ahead {
	view := *m
	view.Types = slices.Clip(m.Types) // (appending copies: m's array is not written)
	added := CompleteTypes(&view)
	return &Ahead{res: Infer(&view), added: added, ntypes: len(m.Types)}
}

// Apply appends to m.Types the types CompleteTypes added to the view and
// returns Infer's result, now on m: what CompleteTypes and Infer return
// for m, provided m changed, since InferAhead, in nothing they read. It
// returns nil, changing nothing, when m's type list changed in length.
func (h *Ahead) Apply(m *ir.Module) (*Result, []*ir.Type) {
	if len(m.Types) != h.ntypes {
		return nil, nil
	}
	m.Types = append(m.Types, h.added...)
	h.res.a.m = m
	return h.res, h.added
}
