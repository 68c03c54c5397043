package ptrtype

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
)

// Real function names: Debian's numba 0.56.4 compiling the corpus's
// numba_kernels.cos_model, and the project's seed (a newer Numba).
const (
	numbaDebianName = "_ZN13numba_kernels9cos_modelB2v1B44c8tJTIcFHzwl2ILiXkcBV0KBSiNiHkkANTZhEkUQPZoAEdddd"
	numbaSeedName   = "_ZN8__main__4funcB2v1B52c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3dEdddd"
	// Debian 0.56.4 with debug=True (corpus numba_cos.numba14.O0.g).
	numbaDebianDebugName = "_ZN13numba_kernels9cos_modelB2v1B70c8tJTC_2fWQIonW1C86yhgMwAmBYtiKB8t3aGKYqQyqDQi2SAJoCYFmEQRRI8mAA_3d_3dEdddd"
)

// numbaMangleTag writes a summary the way a tag is built (deflate with
// no dictionary references, base64, Numba's _xx escape) for summaries
// no real module carries. Stored blocks decode the same under every
// dictionary, so only the option check can tell the releases apart.
func numbaMangleTag(t *testing.T, summary string) string {
	t.Helper()
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.NoCompression)
	if err != nil {
		t.Fatal(err)
	}
	w.Write([]byte(summary))
	w.Close()
	var out strings.Builder
	for _, c := range []byte(base64.StdEncoding.EncodeToString(buf.Bytes())) {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			out.WriteByte(c)
		} else {
			fmt.Fprintf(&out, "_%02x", c)
		}
	}
	return out.String()
}

func numbaName(tag string) string {
	return fmt.Sprintf("_ZN8__main__1fB2v1B%d%sEd", len(tag), tag)
}

func TestNumbaFlagsTagDecode(t *testing.T) {
	cases := []struct {
		name, versions, summary string
		five                    bool
	}{
		{numbaDebianName, "0.56", "Flags(enable_looplift=True, enable_pyobject_looplift=True, no_compile=True, no_cpython_wrapper=True, nrt=True)", false},
		{numbaDebianDebugName, "0.56", "Flags(boundscheck=True, dbg_extend_lifetimes=True, debuginfo=True, enable_looplift=True, enable_pyobject_looplift=True, no_compile=True, no_cpython_wrapper=True, nrt=True)", false},
		{numbaSeedName, "0.60 or later", "Flags(enable_looplift=True, enable_pyobject_looplift=True, no_compile=True, no_cpython_wrapper=True, nrt=True)", true},
	}
	for _, c := range cases {
		tag := numbaFlagsTag(c.name)
		ms := decodeNumbaFlagsTag(tag)
		if len(ms) != 1 {
			var got []string
			for _, m := range ms {
				got = append(got, m.rel.versions+": "+m.summary)
			}
			t.Errorf("%s: %d releases decode it %q, want only %s", c.name, len(ms), got, c.versions)
			continue
		}
		if ms[0].rel.versions != c.versions || ms[0].summary != c.summary || ms[0].rel.five != c.five {
			t.Errorf("%s: Numba %s (5 fields: %v) decodes %q\nwant Numba %s (5 fields: %v) %q",
				c.name, ms[0].rel.versions, ms[0].rel.five, ms[0].summary, c.versions, c.five, c.summary)
		}
	}
}

func TestNumbaFlagsTagParse(t *testing.T) {
	if got := numbaFlagsTag(numbaSeedName); got != "c8tJTIeFIjxB2IKSgI4CrvQClUYkACQB1EiFSRRB9GgCAA_3d_3d" {
		t.Errorf("seed tag: %q", got)
	}
	if got := numbaFlagsTag("cfunc." + numbaDebianName); got != "c8tJTIcFHzwl2ILiXkcBV0KBSiNiHkkANTZhEkUQPZoA" {
		t.Errorf("cfunc wrapper tag: %q", got)
	}
	// The uid tag's length must match; no uid tag, no flags tag.
	for _, n := range []string{"_ZN8__main__1fB3v1B4abcdEd", "_ZN8__main__1fB2v1Ed", "_ZN8__main__1fB2v1B99abcEd"} {
		if got := numbaFlagsTag(n); got != "" {
			t.Errorf("%s: tag %q, want none", n, got)
		}
	}
}

// numbaExcInfoOf infers a module holding one Numba entry point named
// name that never raises and returns excinfo's type and explanation.
func numbaExcInfoOf(t *testing.T, name string) (string, string) {
	t.Helper()
	m, r := infer(t, `define i32 @"`+name+`"(ptr noalias nocapture %retptr, ptr noalias nocapture %excinfo, double %x) {
  store double %x, ptr %retptr, align 8
  ret i32 0
}
`)
	p := m.Func(name).Params[1]
	return r.TypeOf(p).String(), r.Explain(p).String()
}

func TestNumbaExcInfoFromABITag(t *testing.T) {
	const three, five = "{ i8*, i32, i8* }**", "{ i8*, i32, i8*, i8*, i32 }**"
	corrupt := []byte(numbaDebianName)
	corrupt[strings.Index(numbaDebianName, "c8tJT")+10] ^= 'A' ^ 'B' // one base64 digit off
	cases := []struct {
		what, name, want, explain string
	}{
		{"Debian 0.56 tag", numbaDebianName, three, "Numba 0.56 flags dictionary decodes it to Flags(enable_looplift=True"},
		{"seed tag", numbaSeedName, five, "Numba 0.60 or later flags dictionary"},
		{"corrupted tag", string(corrupt), five, "GUESSED"},
		{"option no release has", numbaName(numbaMangleTag(t, "Flags(nrt=True, no_such_option=True)")), five, "GUESSED"},
		// Valid in 0.57 on only: 0.56 lacks dbg_directives_only.
		{"option 0.56 lacks", numbaName(numbaMangleTag(t, "Flags(dbg_directives_only=True, nrt=True)")), five, "Numba 0.57–0.59 / 0.60 or later flags dictionary"},
		// Valid in 0.56 (3 fields) and 0.57–0.59 (5): decides nothing.
		{"tag of both layouts", numbaName(numbaMangleTag(t, "Flags(nrt=True, target_backend=cuda)")), five, "GUESSED"},
		{"keys out of order", numbaName(numbaMangleTag(t, "Flags(nrt=True, enable_looplift=True)")), five, "GUESSED"},
		{"bool option at its default", numbaName(numbaMangleTag(t, "Flags(nrt=False)")), five, "GUESSED"},
	}
	for _, c := range cases {
		got, ex := numbaExcInfoOf(t, c.name)
		if got != c.want || !strings.Contains(ex, c.explain) {
			t.Errorf("%s: excinfo %s, want %s with explanation containing %q:\n%s", c.what, got, c.want, c.explain, ex)
		}
	}
	// A summary of an option every release has, without dictionary
	// references, fits every release: releases of both layouts.
	tag := numbaMangleTag(t, "Flags(enable_looplift=True)")
	if ms := decodeNumbaFlagsTag(tag); len(ms) != len(numbaFlagsReleases) {
		t.Errorf("a literal-only summary of a common option should fit every release, fits %d", len(ms))
	}
	if got, ex := numbaExcInfoOf(t, numbaName(tag)); got != five || !strings.Contains(ex, "GUESSED") {
		t.Errorf("a tag every release decodes: excinfo %s, want the guess:\n%s", got, ex)
	}
}

// TestNumbaABITagsConflict: two tags naming releases of different
// layouts decide nothing.
func TestNumbaABITagsConflict(t *testing.T) {
	m, r := infer(t, `define i32 @"`+numbaDebianName+`"(ptr %retptr, ptr %excinfo, double %x) {
  store double %x, ptr %retptr, align 8
  ret i32 0
}
define i32 @"`+numbaSeedName+`"(ptr %retptr, ptr %excinfo, double %x) {
  store double %x, ptr %retptr, align 8
  ret i32 0
}
`)
	p := m.Func(numbaSeedName).Params[1]
	if ex := r.Explain(p).String(); !strings.Contains(ex, "GUESSED") {
		t.Errorf("conflicting tags should leave the guess:\n%s", ex)
	}
}

// TestNumbaFlagsDictionary: the 0.56 dictionary is the one Debian's
// numba 0.56.4 prints for Flags._make_compression_dictionary().
func TestNumbaFlagsDictionary(t *testing.T) {
	const want = "numba_MetaTargetConfigTrueFalseenable_loopliftFalseenable_pyobjectFalseenable_pyobject_loopliftFalseenable_ssaTrueforce_pyobjectFalserelease_gilFalseno_compileFalsedebuginfoFalseboundscheckFalseforceinlineFalseno_cpython_wrapperFalseno_cfunc_wrapperFalseauto_parallelParallelOptions(enabled=False, comprehension=False, reduction=False, inplace_binop=False, setitem=False, numpy=False, stencil=False, fusion=False, prange=False)nrtFalseno_rewritesFalseerror_modelpythonfastmathFastMathOptions(set())noaliasFalseinlineInlineOptions('never')target_backendcpudbg_extend_lifetimesFalsedbg_optnoneFalse"
	if got := string(numbaFlagsReleases[0].dict); got != want {
		t.Errorf("0.56 dictionary:\n%s\nwant\n%s", got, want)
	}
}

// TestNumbaTagPayloads: Numba puts '_' before a tag's leading digit, so a
// leading "_3d" is either the digits "3d" or an escaped '='; a '_' that
// starts no two-digit hex escape makes no payload.
func TestNumbaTagPayloads(t *testing.T) {
	cases := map[string]string{
		"_3dAB_2f": "3dAB/|=AB/",
		"c8t_3d":   "c8t=",
		"c8t_zz":   "",
		"c8t_3":    "",
	}
	for in, want := range cases {
		if got := strings.Join(numbaTagPayloads(in), "|"); got != want {
			t.Errorf("numbaTagPayloads(%q) = %q, want %q", in, got, want)
		}
	}
}
