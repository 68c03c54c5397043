package ad

import (
	"fmt"

	"github.com/irfix/irfix/ir"
)

type revPair struct{ aug, rev *ir.Func }

func (e *engine) publicReverse(f *ir.Func, pattern []bool, name string) (*ir.Func, error) {
	return nil, fmt.Errorf("%w: reverse mode is not built yet", ErrNotDifferentiable)
}

var _ = ir.Void
