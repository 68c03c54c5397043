package ptrtype

import (
	"strconv"

	"github.com/irfix/irfix/ir"
)

// ExplainField returns the evidence for the type of field k of the named
// struct s (`irfix explain --value %struct.S:k`); nil when s has no
// field k.
func (r *Result) ExplainField(s *ir.Type, k int) *Explanation {
	if s == nil || s.Opaque || k < 0 || k >= len(s.Fields) {
		return nil
	}
	a := r.a
	ex := &Explanation{Value: s.String() + " field " + strconv.Itoa(k)}
	t := a.field(s, k)
	if t == nil {
		return ex
	}
	return a.explainTmpl(ex, t)
}
