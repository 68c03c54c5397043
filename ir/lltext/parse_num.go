package lltext

import "strconv"

// parseDecUint is strconv.ParseUint(string(b), 10, bitSize) without the
// string conversion and the general checks for the usual case, a value
// number or integer of at most 19 decimal digits that fits in bitSize
// bits; anything else (a sign, another character, more digits, a value
// too large) goes to strconv.ParseUint, so the result and the error are
// always strconv's. Value numbers (%12, label 7, !3) and integer
// constants are most of a large module's tokens after keywords, and
// strconv spent more time on checks than on digits.
func parseDecUint(b []byte, bitSize int) (uint64, error) {
	if n := len(b); n > 0 && n <= 19 {
		var v uint64
		for _, c := range b {
			if c < '0' || c > '9' {
				return strconv.ParseUint(string(b), 10, bitSize)
			}
			v = v*10 + uint64(c-'0')
		}
		if bitSize >= 64 || v < 1<<uint(bitSize) {
			return v, nil
		}
	}
	return strconv.ParseUint(string(b), 10, bitSize)
}
