package lltext

import (
	"strconv"
	"testing"
)

// parseDecUint answers what strconv.ParseUint(s, 10, bits) answers, value
// and error, on both sides of its fast path: digit counts around 19,
// values around each width's limit, signs, other characters, empty input.
func TestParseDecUintMatchesStrconv(t *testing.T) {
	inputs := []string{"", "0", "7", "00012", "+1", "-1", "1_000", "12a", " 1", "0x10",
		"4294967295", "4294967296", "18446744073709551615", "18446744073709551616",
		"9999999999999999999", "10000000000000000000", "99999999999999999999",
		"1844674407370955161", "255", "256", "65535", "65536", "2147483647", "2147483648"}
	for _, s := range inputs {
		for _, bits := range []int{8, 16, 32, 64} {
			want, werr := strconv.ParseUint(s, 10, bits)
			got, gerr := parseDecUint([]byte(s), bits)
			if got != want || (gerr == nil) != (werr == nil) || gerr != nil && gerr.Error() != werr.Error() {
				t.Errorf("parseDecUint(%q, %d) = %d, %v; strconv: %d, %v", s, bits, got, gerr, want, werr)
			}
		}
	}
}
