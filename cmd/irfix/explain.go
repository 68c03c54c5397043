package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/irfix/irfix"
	"github.com/irfix/irfix/ir"
	"github.com/irfix/irfix/ptrtype"
)

func init() {
	addCommand(&cli.Command{
		Name:      "explain",
		Usage:     "show the pointee type ptrtype infers for a value, and the evidence",
		ArgsUsage: "IN",
		Description: "--value names a parameter or instruction (%x, or %3 for an unnamed one\n" +
			"counted as LLVM numbers them) inside --fn, or a global (@g). Prints the\n" +
			"typed type a typed-pointer downgrade would give it and each piece of\n" +
			"evidence (weight, candidate type, kind, location). --value %struct.S:K\n" +
			"explains field K of the module's named struct S instead.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "value", Aliases: []string{"v"}, Required: true, Usage: "the value: %x, %3 or @g; or %struct.S:K, field K of a named struct"},
			&cli.StringFlag{Name: "fn", Aliases: []string{"f"}, Usage: "the function holding %x (default: search every function)"},
		},
		Action: func(c *cli.Context) error {
			name, m, info, err := loadInput(c)
			if err != nil {
				return err
			}
			if s, k, ok := fieldSpec(m, c.String("value")); ok {
				return explainField(c, name, m, info, s, k)
			}
			// Resolve the name first: canonicalizing folds casts, which
			// renumbers unnamed values.
			vals, err := findValues(m, c.String("value"), strings.TrimPrefix(c.String("fn"), "@"))
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			numbering := ptrtype.NumberModule(m) // locations as in the input's text
			if _, err := runOnModule(c, &irfix.Pipeline{Canonicalize: true}, m, info); err != nil {
				return err
			}
			ptrtype.CompleteTypes(m) // as the downgrade does
			r := ptrtype.Infer(m)
			r.SetNumbering(numbering)
			for _, fv := range vals {
				if fv.fn != nil {
					fmt.Fprintf(c.App.Writer, "in @%s:\n", fv.fn.Name)
				}
				if _, err := fmt.Fprint(c.App.Writer, r.Explain(fv.v).String()); err != nil {
					return err
				}
			}
			return nil
		},
	})
}

type foundValue struct {
	fn *ir.Func
	v  ir.Value
}

// findValues resolves --value (and --fn) to values of m.
func findValues(m *ir.Module, spec, fn string) ([]foundValue, error) {
	switch {
	case strings.HasPrefix(spec, "@"):
		n := spec[1:]
		for _, gv := range m.GlobalValues() {
			if gv.Common().Name == n {
				return []foundValue{{nil, gv}}, nil
			}
		}
		return nil, fmt.Errorf("no global named %s", spec)
	case strings.HasPrefix(spec, "%"):
	default:
		return nil, fmt.Errorf("--value %q: want %%name, %%N or @name", spec)
	}
	n := spec[1:]
	var out []foundValue
	for _, f := range m.Funcs {
		if fn != "" && f.Name != fn {
			continue
		}
		if v := localValue(f, n); v != nil {
			out = append(out, foundValue{f, v})
		}
	}
	if len(out) == 0 {
		where := "any function"
		if fn != "" {
			where = "@" + fn
		}
		return nil, fmt.Errorf("no value %s in %s", spec, where)
	}
	return out, nil
}

// localValue finds %name, or %N counted the way LLVM numbers unnamed
// parameters, blocks and instructions.
func localValue(f *ir.Func, n string) ir.Value {
	num := -1
	if _, err := fmt.Sscanf(n, "%d", &num); err != nil || fmt.Sprint(num) != n {
		num = -1
	}
	k := 0
	for _, p := range f.Params {
		if p.Name == n && num < 0 {
			return p
		}
		if p.Name == "" {
			if k == num {
				return p
			}
			k++
		}
	}
	var found ir.Value
	for bi, b := range f.Blocks {
		if b.Name == "" && !(bi == 0 && false) {
			k++
		}
		for _, i := range b.Instrs {
			if found != nil {
				break
			}
			if i.Name == n && num < 0 && i.Name != "" {
				found = i
			}
			if i.Name == "" && i.HasResult() {
				if k == num {
					found = i
				}
				k++
			}
		}
	}
	return found
}

// fieldSpec recognises --value %S:K, field K of the module's named
// struct S (a struct name, not a local value's: locals are looked up
// otherwise).
func fieldSpec(m *ir.Module, spec string) (*ir.Type, int, bool) {
	colon := strings.LastIndexByte(spec, ':')
	if colon < 2 || !strings.HasPrefix(spec, "%") {
		return nil, 0, false
	}
	k, err := strconv.Atoi(spec[colon+1:])
	if err != nil || k < 0 {
		return nil, 0, false
	}
	s := m.NamedType(strings.Trim(spec[1:colon], `"`))
	if s == nil {
		return nil, 0, false
	}
	return s, k, true
}

// explainField answers `explain --value %struct.S:K`: the evidence for
// field K of the named struct S.
func explainField(c *cli.Context, name string, m *ir.Module, info irfix.Info, s *ir.Type, k int) error {
	if _, err := runOnModule(c, &irfix.Pipeline{Canonicalize: true}, m, info); err != nil {
		return err
	}
	ptrtype.CompleteTypes(m) // as the downgrade does
	ex := ptrtype.Infer(m).ExplainField(s, k)
	if ex == nil {
		return fmt.Errorf("%s: %s has no field %d", name, s, k)
	}
	_, err := fmt.Fprint(c.App.Writer, ex.String())
	return err
}
