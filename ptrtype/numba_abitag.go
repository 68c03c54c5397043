package ptrtype

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// Numba (0.54 on) mangles its compiler flags into every function name
// as an ABI tag, after the uid tag: _ZN8__main__4funcB2v1B52<flags>E....
// <flags> is base64 of a raw deflate stream (level 9) of the flags'
// summary, "Flags(key=value, ...)" listing the options set to a
// non-default value in sorted order, compressed with a preset dictionary
// made of "numba", "_MetaTargetConfig", "TrueFalse" and then, for each
// option in the order the Flags class declares it, its name and the
// str() of its default. Every character outside [A-Za-z0-9_] is written
// _xx (its hex code; base64's '=' is _3d), and a leading digit gets a '_'
// before it.
//
// The dictionary changes whenever a release adds or removes an option,
// so which release's dictionary inflates the tag into a well-formed
// summary naming only that release's options identifies the release,
// and with it the excinfo layout.

// numbaFlagOpt is one option of Numba's Flags: its name, str(default)
// and whether it is a bool (whose summary value is then True/False).
type numbaFlagOpt struct {
	name, def string
	boolean   bool
}

// numbaFlagsRelease is a range of Numba releases sharing one Flags
// option list, and the excinfo layout those releases use.
type numbaFlagsRelease struct {
	versions string
	five     bool // { i8*, i32, i8*, i8*, i32 } rather than { i8*, i32, i8* }
	opts     []numbaFlagOpt
	dict     []byte
}

func numbaBool(name, def string) numbaFlagOpt { return numbaFlagOpt{name, def, true} }

// Options Numba's Flags has declared since 0.54, in class order up to
// `inline` (numba/core/compiler.py); str(default) of the three option
// classes as numba/core/cpu.py prints them.
var numbaFlagsCommon = []numbaFlagOpt{
	numbaBool("enable_looplift", "False"),
	numbaBool("enable_pyobject", "False"),
	numbaBool("enable_pyobject_looplift", "False"),
	numbaBool("enable_ssa", "True"),
	numbaBool("force_pyobject", "False"),
	numbaBool("release_gil", "False"),
	numbaBool("no_compile", "False"),
	numbaBool("debuginfo", "False"),
	numbaBool("boundscheck", "False"),
	numbaBool("forceinline", "False"),
	numbaBool("no_cpython_wrapper", "False"),
	numbaBool("no_cfunc_wrapper", "False"),
	{"auto_parallel", "ParallelOptions(enabled=False, comprehension=False, reduction=False, inplace_binop=False, setitem=False, numpy=False, stencil=False, fusion=False, prange=False)", false},
	numbaBool("nrt", "False"),
	numbaBool("no_rewrites", "False"),
	{"error_model", "python", false},
	{"fastmath", "FastMathOptions(set())", false},
	numbaBool("noalias", "False"),
	{"inline", "InlineOptions('never')", false},
}

func numbaOpts(extra ...numbaFlagOpt) []numbaFlagOpt {
	return append(append([]numbaFlagOpt(nil), numbaFlagsCommon...), extra...)
}

var (
	numbaTargetBackend    = numbaFlagOpt{"target_backend", "cpu", false}
	numbaDbgLifetimes     = numbaBool("dbg_extend_lifetimes", "False")
	numbaDbgOptnone       = numbaBool("dbg_optnone", "False")
	numbaDbgDirectiveOnly = numbaBool("dbg_directives_only", "False")
)

// numbaFlagsReleases: the releases whose option lists are known.
//   - 0.56: Debian's numba 0.56.4 (its Flags._make_compression_dictionary()),
//     3-field excinfo (numba/core/callconv.py excinfo_t).
//   - 0.57–0.59: dbg_directives_only (numba PR #8594) and the 5-field
//     excinfo of non-constant exception arguments (PR #8134) both came
//     after 0.56.4 and are in 0.57.0; target_backend stayed until
//     0.60.0 reverted numba.core.retarget (PR #9539).
//   - 0.60 on: the same without target_backend (the newest numba sources
//     stored; the project's seed module decodes with it).
//
// 0.54 and 0.55 are missing, so their tags decide nothing: they lack
// the two dbg_ options (numba PR #7764 came after 0.55.0), but whether
// they have target_backend is not established.
var numbaFlagsReleases = []*numbaFlagsRelease{
	{versions: "0.56", five: false, opts: numbaOpts(numbaTargetBackend, numbaDbgLifetimes, numbaDbgOptnone)},
	{versions: "0.57–0.59", five: true, opts: numbaOpts(numbaTargetBackend, numbaDbgLifetimes, numbaDbgOptnone, numbaDbgDirectiveOnly)},
	{versions: "0.60 or later", five: true, opts: numbaOpts(numbaDbgLifetimes, numbaDbgOptnone, numbaDbgDirectiveOnly)},
}

func init() {
	for _, r := range numbaFlagsReleases {
		var b strings.Builder
		b.WriteString("numba_MetaTargetConfigTrueFalse")
		for _, o := range r.opts {
			b.WriteString(o.name)
			b.WriteString(o.def)
		}
		r.dict = []byte(b.String())
	}
}

// numbaTagRe finds the uid ABI tag (B<n>v<digits>) and the tag after it.
var numbaTagRe = regexp.MustCompile(`B([0-9]+)(v[0-9]+)B([0-9]+)`)

// numbaFlagsTag returns the mangled flags ABI tag of a Numba function
// name (still escaped), or "".
func numbaFlagsTag(name string) string {
	for _, mm := range numbaTagRe.FindAllStringSubmatchIndex(name, -1) {
		n, err := strconv.Atoi(name[mm[2]:mm[3]])
		if err != nil || n != mm[5]-mm[4] {
			continue
		}
		k, err := strconv.Atoi(name[mm[6]:mm[7]])
		if err != nil || k <= 0 || mm[1]+k > len(name) {
			continue
		}
		return name[mm[1] : mm[1]+k]
	}
	return ""
}

// numbaUnescape undoes Numba's identifier escaping (_xx for a byte
// outside [A-Za-z0-9_]); ok is false when an '_' starts no escape.
func numbaUnescape(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '_' {
			b.WriteByte(s[i])
			continue
		}
		if i+3 > len(s) {
			return "", false
		}
		v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", false
		}
		b.WriteByte(byte(v))
		i += 2
	}
	return b.String(), true
}

// numbaTagPayloads returns the base64 texts a mangled tag may stand for:
// a '_' before a leading digit is either that digit's guard or an escape.
func numbaTagPayloads(tag string) []string {
	var out []string
	if len(tag) > 1 && tag[0] == '_' && tag[1] >= '0' && tag[1] <= '9' {
		if s, ok := numbaUnescape(tag[1:]); ok {
			out = append(out, s)
		}
	}
	if s, ok := numbaUnescape(tag); ok {
		out = append(out, s)
	}
	return out
}

// numbaInflater inflates a tag's deflate stream with a release's
// dictionary, reusing one decompressor (allocating one costs more than
// inflating a tag).
type numbaInflater struct{ r io.ReadCloser }

// inflate returns the stream's text; ok only for a complete stream of
// at most 4 KiB.
func (z *numbaInflater) inflate(raw, dict []byte) (string, bool) {
	if z.r == nil {
		z.r = flate.NewReaderDict(bytes.NewReader(raw), dict)
	} else if err := z.r.(flate.Resetter).Reset(bytes.NewReader(raw), dict); err != nil {
		return "", false
	}
	out, err := io.ReadAll(io.LimitReader(z.r, 4097))
	if err != nil || len(out) > 4096 {
		return "", false
	}
	return string(out), true
}

// numbaSummaryValid reports whether s is a summary release r's Flags
// can print: "Flags(" then key=value items separated by ", " with keys
// among r's options in strictly increasing order, each value non-empty
// printable ASCII with balanced brackets and quotes, a bool option's
// value True or False and not its default, then ")".
func numbaSummaryValid(s string, r *numbaFlagsRelease) bool {
	if !strings.HasPrefix(s, "Flags(") || !strings.HasSuffix(s, ")") {
		return false
	}
	body := s[len("Flags(") : len(s)-1]
	if body == "" {
		return true
	}
	var items []string
	depth, quote, start := 0, byte(0), 0
	for i := 0; i < len(body); i++ {
		c := body[i]
		if c < 0x20 || c > 0x7e {
			return false
		}
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			if depth--; depth < 0 {
				return false
			}
		case c == ',' && depth == 0:
			if i+1 >= len(body) || body[i+1] != ' ' {
				return false
			}
			items = append(items, body[start:i])
			start = i + 2
			i++
		}
	}
	if depth != 0 || quote != 0 {
		return false
	}
	items = append(items, body[start:])
	prev := ""
	for _, it := range items {
		k, v, ok := strings.Cut(it, "=")
		if !ok || k == "" || v == "" || k <= prev {
			return false
		}
		prev = k
		var opt *numbaFlagOpt
		for i := range r.opts {
			if r.opts[i].name == k {
				opt = &r.opts[i]
			}
		}
		if opt == nil {
			return false
		}
		if opt.boolean && (v != "True" && v != "False" || v == opt.def) {
			return false
		}
	}
	return true
}

// numbaTagMatch is a release whose dictionary decodes a tag.
type numbaTagMatch struct {
	rel     *numbaFlagsRelease
	summary string
}

// decodeNumbaFlagsTag tries every known release's dictionary on a
// mangled flags tag and returns those that decode it into a valid
// summary of their own options.
func decodeNumbaFlagsTag(tag string) []numbaTagMatch {
	var out []numbaTagMatch
	var z numbaInflater
	for _, p := range numbaTagPayloads(tag) {
		raw, err := base64.StdEncoding.DecodeString(p)
		if err != nil {
			continue
		}
		for _, r := range numbaFlagsReleases {
			if s, ok := z.inflate(raw, r.dict); ok && numbaSummaryValid(s, r) {
				out = append(out, numbaTagMatch{r, s})
			}
		}
		if out != nil {
			break
		}
	}
	return out
}

// maxNumbaTags bounds the distinct flags tags a module's layout is
// decided from (a Numba module usually has one or two).
const maxNumbaTags = 4

// numbaTagLayout decides the excinfo layout from the flags ABI tags of
// the module's function names: each tag must be decoded by releases of
// one layout only, and all tags must agree. from says which tag and
// release, for Explain.
func numbaTagLayout(m *ir.Module) (five bool, from string, ok bool) {
	seen := map[string]bool{}
	decided := false
	for _, f := range m.Funcs {
		if len(seen) >= maxNumbaTags {
			break
		}
		if !strings.Contains(f.Name, "_ZN") {
			continue
		}
		tag := numbaFlagsTag(f.Name)
		if tag == "" || seen[tag] {
			continue
		}
		seen[tag] = true
		ms := decodeNumbaFlagsTag(tag)
		if len(ms) == 0 {
			continue
		}
		tagFive := ms[0].rel.five
		agree := true
		for _, mt := range ms[1:] {
			agree = agree && mt.rel.five == tagFive
		}
		if !agree {
			continue // this tag fits releases of both layouts
		}
		if decided && tagFive != five {
			return false, "", false // tags disagree
		}
		if !decided {
			vers := make([]string, len(ms))
			for i, mt := range ms {
				vers[i] = mt.rel.versions
			}
			from = "the ABI tag of @" + f.Name + ": the Numba " + strings.Join(vers, " / ") +
				" flags dictionary decodes it to " + ms[0].summary
		}
		decided, five = true, tagFive
	}
	return five, from, decided
}
