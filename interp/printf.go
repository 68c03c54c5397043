package interp

import (
	"math"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// printf-family formatting with C (glibc) semantics. Arguments are read
// through a va_list laid out by the x86-64 rules (see call.go), so a
// format that does not match its arguments reads what glibc would read
// (the next integer register for %d after a double, ...), not a Go
// conversion of the "right" argument.

// argReader fetches printf arguments.
type argReader func(t *ir.Type) (V, error)

var (
	tI32 = ir.I32
	tI64 = ir.I64
	tDbl = ir.Double
	tPtr = ir.Ptr
)

// cformat formats fmt with arguments from next.
func (m *Machine) cformat(format string, next argReader) (string, error) {
	var out strings.Builder
	for i := 0; i < len(format); i++ {
		ch := format[i]
		if ch != '%' {
			out.WriteByte(ch)
			continue
		}
		i++
		if i >= len(format) {
			break
		}
		if format[i] == '%' {
			out.WriteByte('%')
			continue
		}
		var sp spec
		// flags
	flags:
		for ; i < len(format); i++ {
			switch format[i] {
			case '-':
				sp.minus = true
			case '+':
				sp.plus = true
			case ' ':
				sp.space = true
			case '#':
				sp.alt = true
			case '0':
				sp.zero = true
			case '\'':
			default:
				break flags
			}
		}
		// width
		if i < len(format) && format[i] == '*' {
			v, err := next(tI32)
			if err != nil {
				return "", err
			}
			w := int64(int32(v.U))
			if w < 0 {
				sp.minus = true
				w = -w
			}
			if w > maxFieldWidth {
				return "", memLimit("printf field width %d (from a * argument) is over 1 MiB", w)
			}
			sp.width = int(w)
			i++
		} else {
			for i < len(format) && format[i] >= '0' && format[i] <= '9' {
				sp.width = sp.width*10 + int(format[i]-'0')
				if sp.width > maxFieldWidth {
					return "", memLimit("printf field width over 1 MiB")
				}
				i++
			}
		}
		sp.prec = -1
		if i < len(format) && format[i] == '.' {
			i++
			sp.prec = 0
			if i < len(format) && format[i] == '*' {
				v, err := next(tI32)
				if err != nil {
					return "", err
				}
				if p := int32(v.U); p >= 0 {
					if p > maxFieldWidth {
						return "", memLimit("printf precision %d (from a * argument) is over 1 MiB", p)
					}
					sp.prec = int(p)
				} else {
					sp.prec = -1
				}
				i++
			} else {
				for i < len(format) && format[i] >= '0' && format[i] <= '9' {
					sp.prec = sp.prec*10 + int(format[i]-'0')
					if sp.prec > maxFieldWidth {
						return "", memLimit("printf precision over 1 MiB")
					}
					i++
				}
			}
		}
		// length
		length := ""
		for i < len(format) && strings.IndexByte("hlLqjzt", format[i]) >= 0 {
			length += string(format[i])
			i++
		}
		if i >= len(format) {
			break
		}
		conv := format[i]
		s, err := m.formatOne(conv, length, &sp, next)
		if err != nil {
			return "", err
		}
		out.WriteString(s)
		if out.Len() > maxFieldWidth {
			// The formatted text is held in full before it is written:
			// it counts against the memory limit while it is built.
			if err := m.mem.fits(2*uint64(out.Len()), "printf's output buffer"); err != nil {
				return "", err
			}
		}
	}
	return out.String(), nil
}

// maxFieldWidth bounds printf field widths and precisions, literal or
// taken from a * argument (glibc fails above INT_MAX; the interpreter
// refuses earlier, as a memory limit, because the field is built in
// memory).
const maxFieldWidth = 1 << 20

type spec struct {
	minus, plus, space, alt, zero bool
	width, prec                   int
}

// pad applies width (zero padding goes after any sign or 0x prefix).
func (sp *spec) pad(prefix, body string, zeroOK bool) string {
	n := len(prefix) + len(body)
	if n >= sp.width {
		return prefix + body
	}
	fill := sp.width - n
	switch {
	case sp.minus:
		return prefix + body + strings.Repeat(" ", fill)
	case sp.zero && zeroOK:
		return prefix + strings.Repeat("0", fill) + body
	}
	return strings.Repeat(" ", fill) + prefix + body
}

func intType(length string) *ir.Type {
	switch length {
	case "l", "ll", "q", "j", "z", "t", "L":
		return tI64
	}
	return tI32
}

func (m *Machine) formatOne(conv byte, length string, sp *spec, next argReader) (string, error) {
	switch conv {
	case 'd', 'i', 'u', 'x', 'X', 'o':
		v, err := next(intType(length))
		if err != nil {
			return "", err
		}
		if v.bad() {
			return "", ub("printf %%%c of an undefined or poison value", conv)
		}
		u := v.U
		bits := uint32(32)
		if intType(length) == tI64 {
			bits = 64
		}
		switch length {
		case "hh":
			bits = 8
		case "h":
			bits = 16
		}
		u &= mask(bits)
		neg := false
		if conv == 'd' || conv == 'i' {
			s := sext(u, bits)
			if s < 0 {
				neg = true
				u = uint64(-s)
			}
		}
		base := 10
		switch conv {
		case 'x', 'X':
			base = 16
		case 'o':
			base = 8
		}
		digits := strconv.FormatUint(u, base)
		if conv == 'X' {
			digits = strings.ToUpper(digits)
		}
		if sp.prec >= 0 {
			if sp.prec == 0 && u == 0 {
				digits = ""
			}
			for len(digits) < sp.prec {
				digits = "0" + digits
			}
		}
		prefix := ""
		switch {
		case neg:
			prefix = "-"
		case (conv == 'd' || conv == 'i') && sp.plus:
			prefix = "+"
		case (conv == 'd' || conv == 'i') && sp.space:
			prefix = " "
		}
		if sp.alt {
			switch conv {
			case 'x':
				if u != 0 {
					prefix = "0x"
				}
			case 'X':
				if u != 0 {
					prefix = "0X"
				}
			case 'o':
				if !strings.HasPrefix(digits, "0") {
					digits = "0" + digits
				}
			}
		}
		return sp.pad(prefix, digits, sp.prec < 0), nil
	case 'c':
		v, err := next(tI32)
		if err != nil {
			return "", err
		}
		if v.bad() {
			return "", ub("printf %%c of an undefined or poison value")
		}
		return sp.pad("", string([]byte{byte(v.U)}), false), nil
	case 's':
		v, err := next(tPtr)
		if err != nil {
			return "", err
		}
		if v.bad() {
			return "", ub("printf %%s of an undefined or poison pointer")
		}
		var s string
		if v.U == 0 {
			s = "(null)"
			if sp.prec >= 0 && sp.prec < 6 {
				s = ""
			}
		} else if sp.prec >= 0 {
			s, err = m.cStringN(v.U, uint64(sp.prec), "printf %s")
		} else {
			s, err = m.mem.cString(v.U, "printf %s")
		}
		if err != nil {
			return "", err
		}
		return sp.pad("", s, false), nil
	case 'p':
		v, err := next(tPtr)
		if err != nil {
			return "", err
		}
		if v.U == 0 {
			return sp.pad("", "(nil)", false), nil
		}
		prefix := "0x"
		if sp.plus {
			prefix = "+0x"
		} else if sp.space {
			prefix = " 0x"
		}
		return sp.pad(prefix, strconv.FormatUint(v.U, 16), false), nil
	case 'n':
		v, err := next(tPtr)
		if err != nil {
			return "", err
		}
		_ = v
		return "", unsupported("printf %%n")
	case 'f', 'F', 'e', 'E', 'g', 'G', 'a', 'A':
		if length == "L" {
			return "", unsupported("printf of long double (%%L%c)", conv)
		}
		v, err := next(tDbl)
		if err != nil {
			return "", err
		}
		if v.bad() {
			return "", ub("printf %%%c of an undefined or poison value", conv)
		}
		return formatFloat(math.Float64frombits(v.U), conv, sp), nil
	case 'm':
		return sp.pad("", "Success", false), nil
	}
	return "", unsupported("printf conversion %%%c", conv)
}

// formatFloat formats x like glibc's printf.
func formatFloat(x float64, conv byte, sp *spec) string {
	upper := conv == 'F' || conv == 'E' || conv == 'G' || conv == 'A'
	neg := math.Signbit(x)
	prefix := ""
	switch {
	case neg:
		prefix = "-"
	case sp.plus:
		prefix = "+"
	case sp.space:
		prefix = " "
	}
	ax := math.Abs(x)
	if math.IsInf(x, 0) || x != x {
		body := "inf"
		if x != x {
			body = "nan"
		}
		if upper {
			body = strings.ToUpper(body)
		}
		return sp.pad(prefix, body, false)
	}
	prec := sp.prec
	var body string
	switch conv {
	case 'f', 'F':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(ax, 'f', prec, 64)
		if sp.alt && prec == 0 {
			body += "."
		}
	case 'e', 'E':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(ax, 'e', prec, 64)
		if sp.alt && prec == 0 {
			body = strings.Replace(body, "e", ".e", 1)
		}
	case 'g', 'G':
		if prec < 0 {
			prec = 6
		}
		if prec == 0 {
			prec = 1
		}
		// The exponent the %e form would have after rounding.
		es := strconv.FormatFloat(ax, 'e', prec-1, 64)
		exp, _ := strconv.Atoi(es[strings.IndexByte(es, 'e')+1:])
		if exp < prec && exp >= -4 {
			body = strconv.FormatFloat(ax, 'f', prec-1-exp, 64)
			if !sp.alt && strings.Contains(body, ".") {
				body = strings.TrimRight(body, "0")
				body = strings.TrimSuffix(body, ".")
			} else if sp.alt && !strings.Contains(body, ".") {
				body += "."
			}
		} else {
			body = es
			if !sp.alt {
				mant, e := body[:strings.IndexByte(body, 'e')], body[strings.IndexByte(body, 'e'):]
				if strings.Contains(mant, ".") {
					mant = strings.TrimRight(mant, "0")
					mant = strings.TrimSuffix(mant, ".")
				}
				body = mant + e
			} else if !strings.Contains(body, ".") {
				body = strings.Replace(body, "e", ".e", 1)
			}
		}
	case 'a', 'A':
		body = hexFloat(ax, prec, sp.alt)
		if upper {
			body = strings.ToUpper(body)
		}
		pfx := "0x"
		if upper {
			pfx = "0X"
		}
		return sp.pad(prefix+pfx, strings.TrimPrefix(strings.TrimPrefix(body, "0x"), "0X"), true)
	}
	if upper {
		body = strings.ToUpper(body)
	}
	return sp.pad(prefix, body, true)
}

// hexFloat formats a non-negative finite x as glibc's %a: "0x1.8p+1",
// subnormals as "0x0.xxxp-1022", precision rounding to nearest even.
func hexFloat(x float64, prec int, alt bool) string {
	if x == 0 {
		s := "0x0"
		if prec > 0 {
			s += "." + strings.Repeat("0", prec)
		} else if alt {
			s += "."
		}
		return s + "p+0"
	}
	b := math.Float64bits(x)
	exp := int(b>>52) & 0x7ff
	man := b & (1<<52 - 1)
	lead := uint64(1)
	if exp == 0 {
		lead = 0
		exp = -1022
	} else {
		exp -= 1023
	}
	// 13 hex digits of fraction.
	if prec >= 0 && prec < 13 {
		shift := uint(4 * (13 - prec))
		full := lead<<52 | man
		rem := full & (1<<shift - 1)
		full >>= shift
		half := uint64(1) << (shift - 1)
		if rem > half || (rem == half && full&1 == 1) {
			full++
		}
		lead = full >> uint(4*prec)
		man = full & (1<<uint(4*prec) - 1)
		digits := ""
		if prec > 0 {
			digits = strconv.FormatUint(man, 16)
			for len(digits) < prec {
				digits = "0" + digits
			}
		}
		s := "0x" + strconv.FormatUint(lead, 16)
		if prec > 0 || alt {
			s += "."
		}
		return s + digits + "p" + expString(exp)
	}
	digits := strconv.FormatUint(man, 16)
	for len(digits) < 13 {
		digits = "0" + digits
	}
	if prec < 0 {
		digits = strings.TrimRight(digits, "0")
	} else {
		for len(digits) < prec {
			digits += "0"
		}
	}
	s := "0x" + strconv.FormatUint(lead, 16)
	if digits != "" || alt {
		s += "."
	}
	return s + digits + "p" + expString(exp)
}

func expString(e int) string {
	if e >= 0 {
		return "+" + strconv.Itoa(e)
	}
	return strconv.Itoa(e)
}

// cStringN reads at most n bytes of a string (stopping at NUL).
func (m *Machine) cStringN(addr, n uint64, what string) (string, error) {
	o, off, err := m.mem.access(addr, 0, what)
	if err != nil {
		return "", err
	}
	d := o.data[off:]
	var b []byte
	for i := uint64(0); i < n; i++ {
		if i >= uint64(len(d)) {
			return "", ub("%s reads past the end of %s", what, o.describe())
		}
		if o.shadow != nil && o.shadow[off+i] != 0 {
			return "", ub("%s reads an uninitialised byte of %s", what, o.describe())
		}
		if d[i] == 0 {
			break
		}
		b = append(b, d[i])
	}
	return string(b), nil
}
