package ir

import (
	"fmt"
	"strconv"
	"strings"
)

// Attribute rules LLVM's verifier applies that depend on the value an
// attribute describes or on its neighbours (Verifier::verifyParameterAttrs,
// verifyFunctionAttrs, AttributeFuncs::typeIncompatible); each rule is
// checked against opt-22 by TestVerifyAttrRulesMatchOpt22.

// attrsPtrOnly are the attributes LLVM allows only on pointers (or
// vectors of pointers).
var attrsPtrOnly = attrKinds("align", "noalias", "nocapture", "captures", "nonnull", "dereferenceable",
	"dereferenceable_or_null", "byval", "byref", "inalloca", "preallocated", "sret", "nest", "swifterror",
	"readnone", "readonly", "writable", "dead_on_unwind", "initializes", "allocptr", "dead_on_return")

// attrsIntOnly are the attributes LLVM allows only on integers.
var attrsIntOnly = attrKinds("zeroext", "signext")

// attrsABIExclusive: a parameter takes at most one of these.
var attrsABIExclusive = attrKinds("byval", "inalloca", "preallocated", "inreg", "nest", "byref", "sret")

// attrsOnce: at most one parameter of a function takes each of these.
var attrsOnce = attrKinds("sret", "swiftself", "swiftasync", "swifterror", "nest", "returned")

// attrKindSet is a set of attribute kinds, indexed by kind (an array:
// the checks look a kind up for every attribute of every call).
type attrKindSet [256]bool

func attrKinds(names ...string) *attrKindSet {
	m := new(attrKindSet)
	for _, n := range names {
		for k, info := range AttrInfos {
			if info.Name == n {
				m[AttrKind(k)] = true
			}
		}
	}
	return m
}

func attrName(a Attr) string {
	if int(a.Kind) < len(AttrInfos) {
		return AttrInfos[a.Kind].Name
	}
	return fmt.Sprint(a.Kind)
}

// attrValueProblems checks the attributes of one value (a parameter, an
// argument or a return value) of type t.
func attrValueProblems(s AttrSet, t *Type, what string, report func(string)) {
	if t == nil {
		return
	}
	// align also takes a vector of pointers; the other pointer and integer
	// attributes take no vector.
	ptrVec := t.Kind == VectorKind && t.Elem != nil && t.Elem.Kind == PointerKind
	fpElem := t
	for (fpElem.Kind == VectorKind || fpElem.Kind == ArrayKind) && fpElem.Elem != nil {
		fpElem = fpElem.Elem
	}
	abi := 0
	for _, a := range s {
		switch {
		case attrsPtrOnly[a.Kind] && t.Kind != PointerKind && !(a.Kind == AttrAlign && ptrVec):
			report(fmt.Sprintf("%s attribute '%s' applies only to pointers, not %s", what, attrName(a), t))
		case attrsIntOnly[a.Kind] && t.Kind != IntKind:
			report(fmt.Sprintf("%s attribute '%s' applies only to integers, not %s", what, attrName(a), t))
		case a.Kind == AttrNoFPClass && !fpElem.IsFloat():
			report(fmt.Sprintf("%s attribute 'nofpclass' applies only to floating-point values, not %s", what, t))
		}
		if attrsABIExclusive[a.Kind] {
			abi++
		}
	}
	if abi > 1 {
		report(what + ": byval, inalloca, preallocated, inreg, nest, byref and sret exclude each other")
	}
	n := 0
	for _, k := range []AttrKind{AttrReadNone, AttrReadOnly, AttrWriteOnly} {
		if s.Has(k) {
			n++
		}
	}
	if n > 1 {
		report(what + ": readnone, readonly and writeonly exclude each other")
	}
	if s.Has(AttrZExt) && s.Has(AttrSExt) {
		report(what + ": zeroext and signext exclude each other")
	}
}

// attrParamsProblems checks the rules across the parameters of a function
// or the arguments of a call.
func attrParamsProblems(params []AttrSet, nparams int, report func(string)) {
	seen := map[AttrKind]int{}
	for n, s := range params {
		for _, a := range s {
			if !attrsOnce[a.Kind] {
				continue
			}
			if m, ok := seen[a.Kind]; ok {
				report(fmt.Sprintf("parameters %d and %d both have attribute '%s'", m, n, attrName(a)))
			}
			seen[a.Kind] = n
		}
		if s.Has(AttrSRet) && n > 1 {
			report(fmt.Sprintf("attribute 'sret' on parameter %d: only the first or second parameter may have it", n))
		}
		if s.Has(AttrInAlloca) && n != nparams-1 {
			report(fmt.Sprintf("attribute 'inalloca' on parameter %d: only the last parameter may have it", n))
		}
	}
}

// attrFuncProblems checks the function attributes of a definition or
// declaration.
func attrFuncProblems(s AttrSet, nparams int, report func(string)) {
	attrStringProblems(s, report)
	if s.Has(AttrNoInline) && s.Has(AttrAlwaysInline) {
		report("function attributes noinline and alwaysinline exclude each other")
	}
	if s.Has(AttrOptNone) {
		if !s.Has(AttrNoInline) {
			report("function attribute optnone requires noinline")
		}
		if s.Has(AttrOptSize) || s.Has(AttrMinSize) {
			report("function attribute optnone excludes optsize and minsize")
		}
	}
	if a, ok := s.Get(AttrVScaleRange); ok {
		lo, hi := a.Int, a.Int
		if a.Int2 != 0 {
			hi = a.Int2 - 1 // 0: no maximum
		}
		pow2 := func(x uint64) bool { return x != 0 && x&(x-1) == 0 }
		switch {
		case lo == 0 && hi == 0:
			// vscale_range(0, 0): LLVM reads no range.
		case !pow2(lo):
			report("vscale_range minimum must be a power of two greater than 0")
		case hi != 0 && !pow2(hi):
			report("vscale_range maximum must be a power of two")
		case hi != 0 && hi < lo:
			report("vscale_range minimum is greater than its maximum")
		}
	}
	if a, ok := s.Get(AttrAllocKind); ok {
		if _, err := AllocKindMask(a.Str); err != nil {
			report(err.Error())
		}
	}
	if a, ok := s.Get(AttrAllocSize); ok {
		if a.Int >= uint64(nparams) || a.Int2 != 0 && a.Int2-1 >= uint64(nparams) {
			report("allocsize refers to a parameter the function does not have")
		}
	}
}

// attrStringProblems checks the values of the string function attributes
// LLVM's verifier reads.
func attrStringProblems(s AttrSet, report func(string)) {
	oneOf := func(key string, vals ...string) {
		v, ok := s.GetString(key)
		if !ok {
			return
		}
		if !strings.Contains(v, " ") {
			// (What the test below answers for a value without a space,
			// without building its strings.)
			for _, x := range vals {
				if v == x {
					return
				}
			}
		} else if strings.Contains(" "+strings.Join(vals, " ")+" ", " "+v+" ") {
			return
		}
		report(fmt.Sprintf("invalid value %q for function attribute %q", v, key))
	}
	oneOf("frame-pointer", "none", "non-leaf", "all", "reserved", "non-leaf-no-reserve")
	oneOf("sign-return-address", "none", "all", "non-leaf")
	oneOf("sign-return-address-key", "a_key", "b_key")
	if _, ok := s.GetString("branch-target-enforcement"); ok {
		if v, _ := s.GetString("branch-target-enforcement"); v != "" {
			oneOf("branch-target-enforcement", "true", "false")
		}
	}
	if _, key := s.GetString("sign-return-address-key"); key {
		if _, sra := s.GetString("sign-return-address"); !sra {
			report("function attribute \"sign-return-address-key\" needs \"sign-return-address\"")
		}
	}
	for _, key := range []string{"patchable-function-entry", "patchable-function-prefix", "warn-stack-size"} {
		if v, ok := s.GetString(key); ok {
			if _, err := strconv.ParseUint(v, 10, 32); err != nil || v == "" || v[0] == '+' {
				report(fmt.Sprintf("function attribute %q takes an unsigned integer, not %q", key, v))
			}
		}
	}
	if v, ok := s.GetString("target-features"); ok && v != "" {
		for rest, more := v, true; more; {
			var f string
			f, rest, more = strings.Cut(rest, ",")
			if f == "" {
				report("function attribute \"target-features\" holds an empty feature")
				break
			}
			if f[0] != '+' && f[0] != '-' {
				report(fmt.Sprintf("target feature %q must start with '+' or '-'", f))
				break
			}
		}
	}
	for _, key := range []string{"denormal-fp-math", "denormal-fp-math-f32"} {
		if v, ok := s.GetString(key); ok && v != "" {
			parts := strings.Split(v, ",")
			bad := len(parts) > 2
			for _, p := range parts {
				switch p {
				case "ieee", "preserve-sign", "positive-zero", "dynamic":
				default:
					bad = true
				}
			}
			if bad {
				report(fmt.Sprintf("invalid value %q for function attribute %q", v, key))
			}
		}
	}
}
