package ir

// diKindRules gathers what diFieldProblem, diRefProblem and
// diValueRuleProblem look up about one node kind in diFields, diRefs,
// diTags and diMacinfo, so that checkGlobalMD finds it with one lookup
// per node, and each field's rules by comparing names (a node's fields
// mostly come in one order, so the search starts after the last match)
// instead of hashing every field name twice.
type diKindRules struct {
	fields     map[string]DIFieldSpec // diFields[kind]
	refs       map[string]DIRefSpec   // diRefs[kind]
	tags       map[string]uint64      // diTags[kind]
	tagsListed bool                   // kind is a key of diTags
	macinfo    map[string]uint64      // diMacinfo[kind]

	// The names with a field spec or a reference spec, and those specs.
	names   []string
	spec    []DIFieldSpec
	hasSpec []bool
	ref     []DIRefSpec
	hasRef  []bool
}

// diKinds is diKindRules by kind, for every kind any of the tables names.
var diKinds = buildDIKinds()

func buildDIKinds() map[string]*diKindRules {
	out := map[string]*diKindRules{}
	get := func(kind string) *diKindRules {
		r := out[kind]
		if r == nil {
			r = &diKindRules{}
			out[kind] = r
		}
		return r
	}
	field := func(r *diKindRules, name string) int {
		for k, n := range r.names {
			if n == name {
				return k
			}
		}
		r.names = append(r.names, name)
		r.spec = append(r.spec, DIFieldSpec{})
		r.hasSpec = append(r.hasSpec, false)
		r.ref = append(r.ref, DIRefSpec{})
		r.hasRef = append(r.hasRef, false)
		return len(r.names) - 1
	}
	for kind, fs := range diFields {
		r := get(kind)
		r.fields = fs
		for name, s := range fs {
			k := field(r, name)
			r.spec[k], r.hasSpec[k] = s, true
		}
	}
	for kind, rs := range diRefs {
		r := get(kind)
		r.refs = rs
		for name, s := range rs {
			k := field(r, name)
			r.ref[k], r.hasRef[k] = s, true
		}
	}
	for kind, tags := range diTags {
		r := get(kind)
		r.tags, r.tagsListed = tags, true
	}
	for kind, set := range diMacinfo {
		get(kind).macinfo = set
	}
	return out
}

// find returns the index of name in r.names (-1: none), looking first
// at the one after *hint, and sets *hint to it.
func (r *diKindRules) find(name string, hint *int) int {
	n := len(r.names)
	for k, at := 0, *hint+1; k < n; k, at = k+1, at+1 {
		if at >= n {
			at = 0
		}
		if r.names[at] == name {
			*hint = at
			return at
		}
	}
	return -1
}
