package ir

import (
	"fmt"
	"strings"
	"testing"
)

// useListMessages are the texts of the use-list check's problems
// (checkUseLists and the use-list entries it walks), the only ones
// VerifyReadBitcode leaves out.
var useListMessages = []string{
	"missing from that value's use list",
	"use list has an entry with no user",
	"is still used by a detached instruction",
	"in a block outside the checked functions",
	"is stale: that operand is not this value",
	"use list has operand",
}

func isUseListProblem(msg string) bool {
	for _, s := range useListMessages {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// withoutUseListProblems is err's problems, in order, less the use-list
// check's.
func withoutUseListProblems(err error) []string {
	var out []string
	if ve, ok := err.(*VerifyError); ok {
		for _, p := range ve.Problems {
			if !isUseListProblem(p.Msg) {
				out = append(out, p.String())
			}
		}
	} else if err != nil {
		out = append(out, err.Error())
	}
	return out
}

// VerifyReadBitcode must find every problem Verify finds, in the same
// order and words, except the use-list check's: every rule the break
// cases break, opaque and typed, is still caught, and a broken use list
// is not reported.
func TestVerifyReadBitcodeSkipsOnlyUseLists(t *testing.T) {
	useListCases := 0
	check := func(name string, m *Module, want string) {
		t.Helper()
		full, read := Verify(m), VerifyReadBitcode(m)
		if full == nil {
			t.Fatalf("%s: Verify found nothing", name)
		}
		wantProbs := withoutUseListProblems(full)
		got := withoutUseListProblems(read)
		if fmt.Sprint(got) != fmt.Sprint(wantProbs) {
			t.Errorf("%s: VerifyReadBitcode reports\n%v\nVerify, less its use-list problems:\n%v", name, got, wantProbs)
		}
		if read != nil {
			for _, p := range read.(*VerifyError).Problems {
				if isUseListProblem(p.Msg) {
					t.Errorf("%s: VerifyReadBitcode checked a use list: %s", name, p.Msg)
				}
			}
		}
		if len(wantProbs) == 0 { // only use lists broken
			useListCases++
			if read != nil {
				t.Errorf("%s: only a use list is broken, yet VerifyReadBitcode reports %v", name, read)
			}
		} else if read == nil || !strings.Contains(read.Error(), want) {
			t.Errorf("%s: VerifyReadBitcode misses %q: %v", name, want, read)
		}
	}
	for _, c := range opaqueBreakCases {
		fx := newFixture()
		c.brk(fx)
		check(c.name, fx.m, c.want)
	}
	for _, c := range typedBreakCases {
		tx := newTypedFixture()
		c.brk(tx)
		check(c.name, tx.m, c.want)
	}
	if useListCases < 5 {
		t.Fatalf("only %d break cases break a use list: the skip is not exercised", useListCases)
	}
	if err := VerifyReadBitcode(newFixture().m); err != nil {
		t.Fatalf("valid fixture: %v", err)
	}
}
