package interp

import (
	"bytes"
	"io"
	"math"
	"math/bits"
	"sort"
	"strconv"
	"strings"

	"github.com/irfix/irfix/ir"
)

// The C library, implemented in Go: enough of stdio, stdlib, string and
// ctype for real programs, with glibc's observable behaviour (printf
// formatting, qsort's stable merge sort, rand's additive feedback
// generator, the C locale's ctype tables).

type libcState struct {
	stdout, stderr, stdin uint64 // FILE objects
	errno                 uint64
	ctypeB, toupper       uint64 // the pointer cells __ctype_*_loc return
	tolower               uint64
	randTab               []uint32
	randF, randR          int
	strtok                uint64
	heapOwner             map[uint32]bool // ids of live malloc'd objects
}

// libcInit creates the FILE objects and the module's stdio globals.
func (m *Machine) libcInit() error {
	st := &m.libc
	st.heapOwner = map[uint32]bool{}
	var err error
	mk := func(name string, size uint64) uint64 {
		if err != nil {
			return 0
		}
		var a uint64
		a, _, err = m.mem.alloc(size, objInternal, name, false)
		return a
	}
	st.stdout = mk("stdout FILE", 216)
	st.stderr = mk("stderr FILE", 216)
	st.stdin = mk("stdin FILE", 216)
	st.errno = mk("errno", 4)
	if err != nil {
		return err
	}
	for _, g := range m.mod.Globals {
		if g.Init != nil {
			continue
		}
		var file uint64
		switch g.Name {
		case "stdout", "_IO_2_1_stdout_":
			file = st.stdout
		case "stderr", "_IO_2_1_stderr_":
			file = st.stderr
		case "stdin", "_IO_2_1_stdin_":
			file = st.stdin
		default:
			continue
		}
		if strings.HasPrefix(g.Name, "_IO_") {
			m.gaddr[g] = file
			continue
		}
		addr, o, err := m.mem.allocGlobal(8, 8, objGlobal, "@"+g.Name)
		if err != nil {
			return err
		}
		m.putUint(o.data, file, 8)
		m.gaddr[g] = addr
	}
	return nil
}

var libcFuncs map[string]builtinFn

func init() {
	libcFuncs = map[string]builtinFn{
		"printf":        bPrintf(1, ""),
		"__printf_chk":  bPrintfChk,
		"fprintf":       bPrintf(2, "file"),
		"__fprintf_chk": bFprintfChk,
		"sprintf":       bPrintf(2, "buf"),
		"snprintf":      bPrintf(3, "bufn"),
		"vprintf":       bVPrintf(1, ""),
		"vfprintf":      bVPrintf(2, "file"),
		"vsprintf":      bVPrintf(2, "buf"),
		"vsnprintf":     bVPrintf(3, "bufn"),
		"puts":          bPuts,
		"fputs":         bFputs,
		"putchar":       bPutchar,
		"fputc":         bFputc,
		"putc":          bFputc,
		"fwrite":        bFwrite,
		"fflush":        func(m *Machine, c *callCtx) (V, error) { m.flush(); return V{}, nil },
		"getchar":       bGetchar,
		"perror":        bPerror,

		"malloc":           bMalloc,
		"calloc":           bCalloc,
		"realloc":          bRealloc,
		"free":             bFree,
		"aligned_alloc":    bAlignedAlloc,
		"posix_memalign":   bPosixMemalign,
		"exit":             bExit,
		"_exit":            bExit,
		"_Exit":            bExit,
		"abort":            bAbort,
		"atexit":           bAtexit,
		"getenv":           func(*Machine, *callCtx) (V, error) { return V{}, nil },
		"atoi":             bStrtolLike("atoi"),
		"atol":             bStrtolLike("atol"),
		"atoll":            bStrtolLike("atol"),
		"strtol":           bStrtolLike("strtol"),
		"strtoll":          bStrtolLike("strtol"),
		"strtoul":          bStrtolLike("strtoul"),
		"strtoull":         bStrtolLike("strtoul"),
		"atof":             bStrtod,
		"strtod":           bStrtod,
		"strtof":           bStrtod,
		"abs":              bAbsC,
		"labs":             bAbsC,
		"llabs":            bAbsC,
		"qsort":            bQsort,
		"bsearch":          bBsearch,
		"rand":             bRand,
		"srand":            bSrand,
		"__errno_location": func(m *Machine, _ *callCtx) (V, error) { return V{U: m.libc.errno}, nil },

		"strlen":  bStrlen,
		"strnlen": bStrnlen,
		"strcmp":  bStrcmp,
		"strncmp": bStrncmp,
		"strcpy":  bStrcpy,
		"stpcpy":  bStrcpy,
		"strncpy": bStrncpy,
		"strcat":  bStrcat,
		"strncat": bStrncat,
		"strchr":  bStrchr,
		"strrchr": bStrrchr,
		"strstr":  bStrstr,
		"strdup":  bStrdup,
		"strndup": bStrdup,
		"strspn":  bStrspn(true),
		"strcspn": bStrspn(false),
		"strpbrk": bStrpbrk,
		"strtok":  bStrtok,
		"strerror": func(m *Machine, c *callCtx) (V, error) {
			a, err := m.newCString("Unknown error", "strerror")
			return V{U: a}, err
		},
		"memcpy":  bMemcpyC,
		"memmove": bMemcpyC,
		"memset":  bMemsetC,
		"memcmp":  bMemcmp,
		"memchr":  bMemchr,

		"__ctype_b_loc":       bCtypeLoc(0),
		"__ctype_toupper_loc": bCtypeLoc(1),
		"__ctype_tolower_loc": bCtypeLoc(2),
		"toupper":             bCtypeConv(true),
		"tolower":             bCtypeConv(false),
		"isalpha":             bIsClass(ctAlpha),
		"isdigit":             bIsClass(ctDigit),
		"isalnum":             bIsClass(ctAlnum),
		"isspace":             bIsClass(ctSpace),
		"isupper":             bIsClass(ctUpper),
		"islower":             bIsClass(ctLower),
		"isxdigit":            bIsClass(ctXdigit),
		"ispunct":             bIsClass(ctPunct),
		"isprint":             bIsClass(ctPrint),
		"isgraph":             bIsClass(ctGraph),
		"iscntrl":             bIsClass(ctCntrl),
		"isblank":             bIsClass(ctBlank),

		"__muldc3":  bComplexMul(fDouble),
		"__mulsc3":  bComplexMul(fFloat),
		"__divdc3":  bComplexDiv(fDouble),
		"__divsc3":  bComplexDiv(fFloat),
		"__powidf2": bPowi2,
		"__powisf2": bPowi2,
	}
	for k, v := range cxxFuncs {
		libcFuncs[k] = v
	}
	for k, v := range ehFuncs {
		libcFuncs[k] = v
	}
}

// output returns the writer for a FILE*.
func (m *Machine) output(f V) (io.Writer, error) {
	switch {
	case f.bad():
		return nil, ub("stdio call on an undefined FILE pointer")
	case f.U == m.libc.stdout:
		return m.stdout, nil
	case f.U == m.libc.stderr:
		return m.stderr, nil
	case f.U == 0:
		return nil, ub("stdio call on a NULL FILE pointer")
	}
	return nil, unsupported("writing to a FILE other than stdout/stderr")
}

// withVA builds the x86-64 argument area for the variadic arguments of a
// direct call (after nfixed fixed ones) and hands a reader to f.
func (m *Machine) withVA(c *callCtx, nfixed int, f func(next argReader) error) error {
	if len(c.args) < nfixed {
		return ub("%s called with %d arguments", c.name, len(c.args))
	}
	var owned []uint32
	defer func() {
		for _, id := range owned {
			m.mem.release(id)
		}
	}()
	var byval []*ir.Type
	if c.byval != nil && len(c.byval) == len(c.args) {
		byval = c.byval[nfixed:]
	}
	area, err := m.buildVA(c.types[:nfixed], nil, c.args[nfixed:], c.types[nfixed:], byval, &owned)
	if err != nil {
		return err
	}
	ap, o, err := m.mem.alloc(24, objInternal, "va_list", false)
	if err != nil {
		return err
	}
	owned = append(owned, uint32(ap>>offBits))
	m.writeVAList(o.data, area)
	return f(func(t *ir.Type) (V, error) { return m.vaArg(t, V{U: ap}) })
}

// emit sends formatted output to a printf-family destination.
func (m *Machine) emit(c *callCtx, dest string, s string) (V, error) {
	switch dest {
	case "":
		m.stdout.WriteString(s)
	case "file":
		w, err := m.output(c.args[0])
		if err != nil {
			return V{}, err
		}
		io.WriteString(w, s)
	case "buf", "bufn":
		p := c.args[0]
		if err := checkPtr(p, c.name); err != nil {
			return V{}, err
		}
		b := []byte(s)
		if dest == "bufn" {
			n, err := lenArg(c.args[1], c.types[1])
			if err != nil {
				return V{}, err
			}
			if n == 0 {
				return V{U: uint64(len(s)) & mask(32)}, nil
			}
			if uint64(len(b)) > n-1 {
				b = b[:n-1]
			}
		}
		b = append(b, 0)
		o, off, err := m.mem.writable(p.U, uint64(len(b)), c.name+" destination")
		if err != nil {
			return V{}, err
		}
		copy(o.data[off:], b)
		o.setDefined(off, uint64(len(b)))
	}
	return V{U: uint64(len(s)) & mask(32)}, nil
}

func bPrintf(nfixed int, dest string) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		fi := nfixed - 1
		fmtStr, err := m.cStringArg(c, fi)
		if err != nil {
			return V{}, err
		}
		var s string
		err = m.withVA(c, nfixed, func(next argReader) error {
			var e error
			s, e = m.cformat(fmtStr, next)
			return e
		})
		if err != nil {
			return V{}, err
		}
		return m.emit(c, dest, s)
	}
}

// __printf_chk(flag, fmt, ...) and __fprintf_chk(file, flag, fmt, ...).
func bPrintfChk(m *Machine, c *callCtx) (V, error) {
	c2 := *c
	c2.args, c2.types = c.args[1:], c.types[1:]
	if c.byval != nil {
		c2.byval = c.byval[1:]
	}
	return bPrintf(1, "")(m, &c2)
}

func bFprintfChk(m *Machine, c *callCtx) (V, error) {
	c2 := *c
	c2.args = append([]V{c.args[0]}, c.args[2:]...)
	c2.types = append([]*ir.Type{c.types[0]}, c.types[2:]...)
	c2.byval = nil
	return bPrintf(2, "file")(m, &c2)
}

func bVPrintf(nfixed int, dest string) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		if len(c.args) != nfixed+1 {
			return V{}, ub("%s called with %d arguments", c.name, len(c.args))
		}
		fmtStr, err := m.cStringArg(c, nfixed-1)
		if err != nil {
			return V{}, err
		}
		ap := c.args[nfixed]
		s, err := m.cformat(fmtStr, func(t *ir.Type) (V, error) { return m.vaArg(t, ap) })
		if err != nil {
			return V{}, err
		}
		return m.emit(c, dest, s)
	}
}

func (m *Machine) cStringArg(c *callCtx, i int) (string, error) {
	if i >= len(c.args) {
		return "", ub("%s called with too few arguments", c.name)
	}
	if err := checkPtr(c.args[i], c.name); err != nil {
		return "", err
	}
	return m.mem.cString(c.args[i].U, c.name)
}

func bPuts(m *Machine, c *callCtx) (V, error) {
	s, err := m.cStringArg(c, 0)
	if err != nil {
		return V{}, err
	}
	m.stdout.WriteString(s)
	m.stdout.WriteByte('\n')
	return V{U: 1}, nil
}

func bFputs(m *Machine, c *callCtx) (V, error) {
	s, err := m.cStringArg(c, 0)
	if err != nil {
		return V{}, err
	}
	w, err := m.output(c.args[1])
	if err != nil {
		return V{}, err
	}
	io.WriteString(w, s)
	return V{U: 1}, nil
}

func bPutchar(m *Machine, c *callCtx) (V, error) {
	if c.args[0].bad() {
		return V{}, ub("putchar of an undefined value")
	}
	m.stdout.WriteByte(byte(c.args[0].U))
	return V{U: c.args[0].U & 0xff}, nil
}

func bFputc(m *Machine, c *callCtx) (V, error) {
	if c.args[0].bad() {
		return V{}, ub("%s of an undefined value", c.name)
	}
	w, err := m.output(c.args[1])
	if err != nil {
		return V{}, err
	}
	w.Write([]byte{byte(c.args[0].U)})
	return V{U: c.args[0].U & 0xff}, nil
}

func bFwrite(m *Machine, c *callCtx) (V, error) {
	size, err := lenArg(c.args[1], c.types[1])
	if err != nil {
		return V{}, err
	}
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	w, err := m.output(c.args[3])
	if err != nil {
		return V{}, err
	}
	total := size * n
	if total == 0 {
		return V{}, nil
	}
	// Uninitialised bytes (padding) are written as memory holds them.
	data, _, err := m.mem.read(c.args[0].U, total, "fwrite")
	if err != nil {
		return V{}, err
	}
	w.Write(data)
	return V{U: n}, nil
}

func bGetchar(m *Machine, c *callCtx) (V, error) {
	if m.stdin == nil {
		return V{U: mask(32)}, nil // EOF
	}
	b, err := m.stdin.ReadByte()
	if err != nil {
		return V{U: mask(32)}, nil
	}
	return V{U: uint64(b)}, nil
}

func bPerror(m *Machine, c *callCtx) (V, error) {
	s := ""
	if c.args[0].U != 0 {
		var err error
		if s, err = m.cStringArg(c, 0); err != nil {
			return V{}, err
		}
		s += ": "
	}
	m.stderr.WriteString(s + "Success\n")
	return V{}, nil
}

// Heap.

func (m *Machine) malloc(n uint64, zero bool, what string) (uint64, error) {
	addr, _, err := m.mem.alloc(n, objHeap, what+"("+strconv.FormatUint(n, 10)+")", !zero)
	if err != nil {
		return 0, err
	}
	m.libc.heapOwner[uint32(addr>>offBits)] = true
	return addr, nil
}

func (m *Machine) free(p V, what string) error {
	if p.bad() {
		return ub("%s of an undefined pointer", what)
	}
	if p.U == 0 {
		return nil
	}
	o := m.mem.object(p.U)
	id := uint32(p.U >> offBits)
	if o == nil || o.kind != objHeap || p.U != o.base {
		if o != nil && o.kind == objHeap && !o.freed {
			return ub("%s of a pointer into the middle of %s", what, o.describe())
		}
		if o != nil && o.freed && o.kind == objHeap {
			return ub("double %s of %s", what, o.name)
		}
		desc := "0x" + strconv.FormatUint(p.U, 16)
		if o != nil {
			desc = o.describe()
		}
		return ub("%s of %s, which malloc did not return", what, desc)
	}
	if o.freed || !m.libc.heapOwner[id] {
		return ub("double %s of %s", what, o.name)
	}
	delete(m.libc.heapOwner, id)
	m.mem.release(id)
	return nil
}

func bMalloc(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[0], c.types[0])
	if err != nil {
		return V{}, err
	}
	a, err := m.malloc(n, false, c.name)
	return V{U: a}, err
}

func bCalloc(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[0], c.types[0])
	if err != nil {
		return V{}, err
	}
	s, err := lenArg(c.args[1], c.types[1])
	if err != nil {
		return V{}, err
	}
	if s != 0 && n*s/s != n {
		return V{}, nil // overflow: NULL, as glibc returns
	}
	a, err := m.malloc(n*s, true, "calloc")
	return V{U: a}, err
}

func bRealloc(m *Machine, c *callCtx) (V, error) {
	p := c.args[0]
	n, err := lenArg(c.args[1], c.types[1])
	if err != nil {
		return V{}, err
	}
	if p.U == 0 && !p.bad() {
		a, err := m.malloc(n, false, "realloc")
		return V{U: a}, err
	}
	o := m.mem.object(p.U)
	if p.bad() || o == nil || o.kind != objHeap || o.freed || p.U != o.base {
		return V{}, m.free(p, "realloc")
	}
	a, err := m.malloc(n, false, "realloc")
	if err != nil {
		return V{}, err
	}
	k := uint64(len(o.data))
	if n < k {
		k = n
	}
	if err := m.mem.copyBytes(a, p.U, k, "realloc"); err != nil {
		return V{}, err
	}
	return V{U: a}, m.free(p, "realloc")
}

func bFree(m *Machine, c *callCtx) (V, error) { return V{}, m.free(c.args[0], c.name) }

func bAlignedAlloc(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[1], c.types[1])
	if err != nil {
		return V{}, err
	}
	a, err := m.malloc(n, false, c.name)
	return V{U: a}, err
}

func bPosixMemalign(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	a, err := m.malloc(n, false, c.name)
	if err != nil {
		return V{}, err
	}
	return V{}, m.storeTyped(ir.Ptr, c.args[0].U, V{U: a}, c.name)
}

func bExit(m *Machine, c *callCtx) (V, error) {
	code := 0
	if len(c.args) > 0 {
		code = int(uint8(c.args[0].U))
	}
	if c.name == "exit" {
		if _, err := m.exit(code); err != nil {
			return V{}, err
		}
	}
	m.exited, m.exitCode = true, code
	return V{}, &ExitError{Code: code}
}

func bAbort(m *Machine, c *callCtx) (V, error) {
	m.exited, m.exitCode = true, 134
	return V{}, &ExitError{Code: 134, Abort: true}
}

func bAtexit(m *Machine, c *callCtx) (V, error) {
	m.atexit = append(m.atexit, atexitEntry{fn: c.args[0].U})
	return V{}, nil
}

func bAbsC(_ *Machine, c *callCtx) (V, error) {
	w := c.types[0].Bits
	s := sext(c.args[0].U, w)
	if s < 0 {
		s = -s
	}
	return V{U: uint64(s) & mask(w)}, nil
}

// strtol family.

func bStrtolLike(kind string) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		s, err := m.cStringArg(c, 0)
		if err != nil {
			return V{}, err
		}
		base := 10
		if kind == "strtol" || kind == "strtoul" {
			base = int(int32(c.args[2].U))
		}
		val, used := parseCInt(s, base, kind == "strtoul", c.ret().Bits)
		if (kind == "strtol" || kind == "strtoul") && c.args[1].U != 0 {
			end := c.args[0].U + uint64(used)
			if err := m.storeTyped(ir.Ptr, c.args[1].U, V{U: end}, c.name); err != nil {
				return V{}, err
			}
		}
		return V{U: val & mask(c.ret().Bits)}, nil
	}
}

// parseCInt parses like strtol/strtoul: returns the value and how many
// bytes were consumed (0 when no number).
func parseCInt(s string, base int, unsigned bool, bits uint32) (uint64, int) {
	i := 0
	for i < len(s) && isCSpace(s[i]) {
		i++
	}
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg = s[i] == '-'
		i++
	}
	if (base == 0 || base == 16) && i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') && i+2 < len(s) && digitVal(s[i+2]) < 16 {
		i += 2
		base = 16
	} else if base == 0 && i < len(s) && s[i] == '0' {
		base = 8
	} else if base == 0 {
		base = 10
	}
	start := i
	var v uint64
	over := false
	for i < len(s) && digitVal(s[i]) < base {
		d := uint64(digitVal(s[i]))
		if v > (math.MaxUint64-d)/uint64(base) {
			over = true
		}
		v = v*uint64(base) + d
		i++
	}
	if i == start {
		return 0, 0
	}
	if unsigned {
		if over {
			return math.MaxUint64, i
		}
		if neg {
			v = -v
		}
		return v, i
	}
	lim := uint64(1) << 63
	if bits == 32 {
		lim = 1 << 31
	}
	if bits != 32 && bits != 64 {
		bits = 64
	}
	if over || (!neg && v >= lim) {
		return lim - 1, i
	}
	if neg && v > lim {
		return -lim, i
	}
	if neg {
		return -v, i
	}
	return v, i
}

func digitVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

func isCSpace(c byte) bool { return c == ' ' || (c >= '\t' && c <= '\r') }

func bStrtod(m *Machine, c *callCtx) (V, error) {
	s, err := m.cStringArg(c, 0)
	if err != nil {
		return V{}, err
	}
	f, used := parseCFloat(s)
	if c.name != "atof" && len(c.args) > 1 && c.args[1].U != 0 {
		if err := m.storeTyped(ir.Ptr, c.args[1].U, V{U: c.args[0].U + uint64(used)}, c.name); err != nil {
			return V{}, err
		}
	}
	rf := fmtOf(c.ret())
	if rf == nil {
		return V{}, unsupported("%s returning %s", c.name, c.ret())
	}
	if rf == fFloat {
		f32, _ := strconv.ParseFloat(strings.TrimSpace(s[:used]), 32)
		if used == 0 {
			f32 = 0
		}
		return V{U: uint64(math.Float32bits(float32(f32)))}, nil
	}
	return V{U: math.Float64bits(f)}, nil
}

// parseCFloat parses the longest prefix of s that strtod accepts.
func parseCFloat(s string) (float64, int) {
	i := 0
	for i < len(s) && isCSpace(s[i]) {
		i++
	}
	best, bestN := 0.0, 0
	// Try every end position from the longest plausible prefix down.
	end := i
	for end < len(s) && strings.IndexByte("+-0123456789.eEpPxXaAbBcCdDfFiInNtTyY()_", s[end]) >= 0 {
		end++
	}
	for j := end; j > i; j-- {
		t := s[i:j]
		lt := strings.ToLower(t)
		if strings.HasPrefix(strings.TrimLeft(lt, "+-"), "nan(") && !strings.HasSuffix(lt, ")") {
			continue
		}
		if strings.Contains(lt, "_") {
			continue
		}
		if f, err := strconv.ParseFloat(t, 64); err == nil || isRangeErr(err) {
			best, bestN = f, j
			break
		}
	}
	return best, bestN
}

func isRangeErr(err error) bool {
	ne, ok := err.(*strconv.NumError)
	return ok && ne.Err == strconv.ErrRange
}

// qsort/bsearch call back into the program.

func (m *Machine) callCmp(c *callCtx, cmp V, a, b uint64) (int32, error) {
	fn, err := m.funcAt(cmp)
	if err != nil {
		return 0, err
	}
	r, err := m.callDirect(fn, []V{{U: a}, {U: b}}, []*ir.Type{ir.Ptr, ir.Ptr}, c.fr)
	if err != nil {
		return 0, err
	}
	if r.bad() {
		return 0, ub("%s comparator returned an undefined value", c.name)
	}
	return int32(r.U), nil
}

func bQsort(m *Machine, c *callCtx) (V, error) {
	base := c.args[0]
	n, err := lenArg(c.args[1], c.types[1])
	if err != nil {
		return V{}, err
	}
	size, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	if n < 2 || size == 0 {
		return V{}, nil
	}
	if err := checkPtr(base, "qsort"); err != nil {
		return V{}, err
	}
	if hi, _ := bits.Mul64(n, size); hi != 0 {
		return V{}, ub("qsort of %d elements of %d bytes: the array is larger than the address space", n, size)
	}
	o, off, err := m.mem.writable(base.U, n*size, "qsort")
	if err != nil {
		return V{}, err
	}
	idx := make([]uint64, n)
	for i := range idx {
		idx[i] = uint64(i)
	}
	var cbErr error
	// glibc sorts with a stable merge sort.
	sort.SliceStable(idx, func(i, j int) bool {
		if cbErr != nil {
			return false
		}
		r, err := m.callCmp(c, c.args[3], base.U+idx[i]*size, base.U+idx[j]*size)
		if err != nil {
			cbErr = err
			return false
		}
		return r < 0
	})
	if cbErr != nil {
		return V{}, cbErr
	}
	if o.freed {
		return V{}, ub("qsort's array was freed by its comparator")
	}
	data := append([]byte(nil), o.data[off:off+n*size]...)
	var sh []byte
	if o.shadow != nil {
		sh = append([]byte(nil), o.shadow[off:off+n*size]...)
	}
	for i, k := range idx {
		copy(o.data[off+uint64(i)*size:], data[k*size:(k+1)*size])
		if sh != nil {
			copy(o.shadow[off+uint64(i)*size:], sh[k*size:(k+1)*size])
		}
	}
	return V{}, nil
}

func bBsearch(m *Machine, c *callCtx) (V, error) {
	key, base := c.args[0], c.args[1]
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	size, err := lenArg(c.args[3], c.types[3])
	if err != nil {
		return V{}, err
	}
	l, u := uint64(0), n
	for l < u {
		i := (l + u) / 2
		p := base.U + i*size
		r, err := m.callCmp(c, c.args[4], key.U, p)
		if err != nil {
			return V{}, err
		}
		switch {
		case r < 0:
			u = i
		case r > 0:
			l = i + 1
		default:
			return V{U: p}, nil
		}
	}
	return V{}, nil
}

// rand: glibc's TYPE_3 additive feedback generator (x[i] = x[i-3] +
// x[i-31], seeded through the Park–Miller recurrence, 310 outputs
// discarded, result = x >> 1).
func (st *libcState) seed(s uint32) {
	r := make([]int32, 34)
	if s == 0 {
		s = 1
	}
	r[0] = int32(s)
	for i := 1; i < 31; i++ {
		hi := int64(r[i-1]) / 127773
		lo := int64(r[i-1]) % 127773
		w := 16807*lo - 2836*hi
		if w < 0 {
			w += 2147483647
		}
		r[i] = int32(w)
	}
	st.randTab = make([]uint32, 34)
	for i := 0; i < 31; i++ {
		st.randTab[i] = uint32(r[i])
	}
	st.randF, st.randR = 3, 0
	for i := 0; i < 310; i++ {
		st.next()
	}
}

func (st *libcState) next() uint32 {
	t := st.randTab
	t[st.randF] += t[st.randR]
	res := t[st.randF] >> 1
	st.randF++
	if st.randF >= 31 {
		st.randF = 0
	}
	st.randR++
	if st.randR >= 31 {
		st.randR = 0
	}
	return res
}

func bRand(m *Machine, c *callCtx) (V, error) {
	if m.libc.randTab == nil {
		m.libc.seed(1)
	}
	return V{U: uint64(m.libc.next())}, nil
}

func bSrand(m *Machine, c *callCtx) (V, error) {
	m.libc.seed(uint32(c.args[0].U))
	return V{}, nil
}

// Strings.

func (m *Machine) strArg(c *callCtx, i int) (uint64, string, error) {
	s, err := m.cStringArg(c, i)
	return c.args[i].U, s, err
}

func bStrlen(m *Machine, c *callCtx) (V, error) {
	_, s, err := m.strArg(c, 0)
	return V{U: uint64(len(s))}, err
}

func bStrnlen(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[1], c.types[1])
	if err != nil {
		return V{}, err
	}
	s, err := m.cStringN(c.args[0].U, n, c.name)
	return V{U: uint64(len(s))}, err
}

func cmpSign(x int) uint64 {
	switch {
	case x < 0:
		return mask(32)
	case x > 0:
		return 1
	}
	return 0
}

func bStrcmp(m *Machine, c *callCtx) (V, error) {
	_, a, err := m.strArg(c, 0)
	if err != nil {
		return V{}, err
	}
	_, b, err := m.strArg(c, 1)
	if err != nil {
		return V{}, err
	}
	return V{U: cmpSign(strings.Compare(a, b))}, nil
}

func bStrncmp(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	a, err := m.cStringN(c.args[0].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	b, err := m.cStringN(c.args[1].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	return V{U: cmpSign(strings.Compare(a, b))}, nil
}

// writeBytes stores b at addr.
func (m *Machine) writeBytes(addr uint64, b []byte, what string) error {
	if len(b) == 0 {
		return nil
	}
	o, off, err := m.mem.writable(addr, uint64(len(b)), what)
	if err != nil {
		return err
	}
	copy(o.data[off:], b)
	o.setDefined(off, uint64(len(b)))
	return nil
}

func bStrcpy(m *Machine, c *callCtx) (V, error) {
	_, s, err := m.strArg(c, 1)
	if err != nil {
		return V{}, err
	}
	if err := m.writeBytes(c.args[0].U, append([]byte(s), 0), c.name); err != nil {
		return V{}, err
	}
	if c.name == "stpcpy" {
		return V{U: c.args[0].U + uint64(len(s))}, nil
	}
	return c.args[0], nil
}

func bStrncpy(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	s, err := m.cStringN(c.args[1].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	// Check the destination before making the n-byte buffer: n is the
	// program's and may be anything.
	if _, _, err := m.mem.writable(c.args[0].U, n, c.name+" destination"); err != nil {
		return V{}, err
	}
	b := make([]byte, n)
	copy(b, s)
	return c.args[0], m.writeBytes(c.args[0].U, b, c.name)
}

func bStrcat(m *Machine, c *callCtx) (V, error) {
	_, d, err := m.strArg(c, 0)
	if err != nil {
		return V{}, err
	}
	_, s, err := m.strArg(c, 1)
	if err != nil {
		return V{}, err
	}
	return c.args[0], m.writeBytes(c.args[0].U+uint64(len(d)), append([]byte(s), 0), c.name)
}

func bStrncat(m *Machine, c *callCtx) (V, error) {
	_, d, err := m.strArg(c, 0)
	if err != nil {
		return V{}, err
	}
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil {
		return V{}, err
	}
	s, err := m.cStringN(c.args[1].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	return c.args[0], m.writeBytes(c.args[0].U+uint64(len(d)), append([]byte(s), 0), c.name)
}

func bStrchr(m *Machine, c *callCtx) (V, error)  { return strFindByte(m, c, strings.IndexByte) }
func bStrrchr(m *Machine, c *callCtx) (V, error) { return strFindByte(m, c, strings.LastIndexByte) }

// strFindByte is strchr/strrchr: the address of the byte find locates in
// the string argument, the terminator's address for '\0', or null.
func strFindByte(m *Machine, c *callCtx, find func(string, byte) int) (V, error) {
	p, s, err := m.strArg(c, 0)
	if err != nil {
		return V{}, err
	}
	ch := byte(c.args[1].U)
	if ch == 0 {
		return V{U: p + uint64(len(s))}, nil
	}
	if i := find(s, ch); i >= 0 {
		return V{U: p + uint64(i)}, nil
	}
	return V{}, nil
}

func bStrstr(m *Machine, c *callCtx) (V, error) {
	p, s, err := m.strArg(c, 0)
	if err != nil {
		return V{}, err
	}
	_, t, err := m.strArg(c, 1)
	if err != nil {
		return V{}, err
	}
	if i := strings.Index(s, t); i >= 0 {
		return V{U: p + uint64(i)}, nil
	}
	return V{}, nil
}

func bStrdup(m *Machine, c *callCtx) (V, error) {
	var s string
	var err error
	if c.name == "strndup" {
		n, e := lenArg(c.args[1], c.types[1])
		if e != nil {
			return V{}, e
		}
		s, err = m.cStringN(c.args[0].U, n, c.name)
	} else {
		_, s, err = m.strArg(c, 0)
	}
	if err != nil {
		return V{}, err
	}
	a, err := m.malloc(uint64(len(s)+1), true, c.name)
	if err != nil {
		return V{}, err
	}
	return V{U: a}, m.writeBytes(a, append([]byte(s), 0), c.name)
}

func bStrspn(accept bool) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		_, s, err := m.strArg(c, 0)
		if err != nil {
			return V{}, err
		}
		_, set, err := m.strArg(c, 1)
		if err != nil {
			return V{}, err
		}
		n := 0
		for n < len(s) && (strings.IndexByte(set, s[n]) >= 0) == accept {
			n++
		}
		return V{U: uint64(n)}, nil
	}
}

func bStrpbrk(m *Machine, c *callCtx) (V, error) {
	p, s, err := m.strArg(c, 0)
	if err != nil {
		return V{}, err
	}
	_, set, err := m.strArg(c, 1)
	if err != nil {
		return V{}, err
	}
	if i := strings.IndexAny(s, set); i >= 0 {
		return V{U: p + uint64(i)}, nil
	}
	return V{}, nil
}

func bStrtok(m *Machine, c *callCtx) (V, error) {
	p := c.args[0].U
	if p == 0 {
		p = m.libc.strtok
	}
	if p == 0 {
		return V{}, nil
	}
	s, err := m.mem.cString(p, c.name)
	if err != nil {
		return V{}, err
	}
	_, set, err := m.strArg(c, 1)
	if err != nil {
		return V{}, err
	}
	i := 0
	for i < len(s) && strings.IndexByte(set, s[i]) >= 0 {
		i++
	}
	if i == len(s) {
		m.libc.strtok = 0
		return V{}, nil
	}
	j := i
	for j < len(s) && strings.IndexByte(set, s[j]) < 0 {
		j++
	}
	if j < len(s) {
		if err := m.writeBytes(p+uint64(j), []byte{0}, c.name); err != nil {
			return V{}, err
		}
		m.libc.strtok = p + uint64(j) + 1
	} else {
		m.libc.strtok = 0
	}
	return V{U: p + uint64(i)}, nil
}

func bMemcpyC(m *Machine, c *callCtx) (V, error) {
	if _, err := bMemcpy(m, c); err != nil {
		return V{}, err
	}
	return c.args[0], nil
}

func bMemsetC(m *Machine, c *callCtx) (V, error) {
	if _, err := bMemset(m, c); err != nil {
		return V{}, err
	}
	return c.args[0], nil
}

func bMemcmp(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil || n == 0 {
		return V{}, err
	}
	a, _, err := m.mem.read(c.args[0].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	b, _, err := m.mem.read(c.args[1].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	// Uninitialised bytes (struct padding) compare as what memory holds:
	// their value is unspecified in C, not undefined behaviour.
	for i := range a {
		if a[i] != b[i] {
			return V{U: uint64(int64(int(a[i])-int(b[i]))) & mask(32)}, nil
		}
	}
	return V{}, nil
}

func bMemchr(m *Machine, c *callCtx) (V, error) {
	n, err := lenArg(c.args[2], c.types[2])
	if err != nil || n == 0 {
		return V{}, err
	}
	a, _, err := m.mem.read(c.args[0].U, n, c.name)
	if err != nil {
		return V{}, err
	}
	if i := bytes.IndexByte(a, byte(c.args[1].U)); i >= 0 {
		return V{U: c.args[0].U + uint64(i)}, nil
	}
	return V{}, nil
}

// ctype, C locale, with glibc's table layout: __ctype_b_loc() points at a
// pointer to 384 unsigned shorts indexed by c in [-128, 255].

const (
	ctUpper = 1 << iota
	ctLower
	ctAlpha
	ctDigit
	ctXdigit
	ctSpace
	ctPrint
	ctGraph
	ctBlank
	ctCntrl
	ctPunct
	ctAlnum
)

// cClass returns the ctype class bits of c in the C locale.
func cClass(c int) int {
	if c < 0 || c > 127 {
		return 0
	}
	b := byte(c)
	r := 0
	up, lo := b >= 'A' && b <= 'Z', b >= 'a' && b <= 'z'
	dig := b >= '0' && b <= '9'
	if up {
		r |= ctUpper
	}
	if lo {
		r |= ctLower
	}
	if up || lo {
		r |= ctAlpha
	}
	if dig {
		r |= ctDigit
	}
	if dig || (b >= 'a' && b <= 'f') || (b >= 'A' && b <= 'F') {
		r |= ctXdigit
	}
	if b == ' ' || (b >= '\t' && b <= '\r') {
		r |= ctSpace
	}
	if b >= 0x20 && b < 0x7f {
		r |= ctPrint
	}
	if b > 0x20 && b < 0x7f {
		r |= ctGraph
	}
	if b == ' ' || b == '\t' {
		r |= ctBlank
	}
	if b < 0x20 || b == 0x7f {
		r |= ctCntrl
	}
	if b > 0x20 && b < 0x7f && !up && !lo && !dig {
		r |= ctPunct
	}
	if up || lo || dig {
		r |= ctAlnum
	}
	return r
}

// glibcBits maps class bit k to glibc's little-endian encoding _ISbit(k).
func glibcBits(cls int) uint16 {
	var r uint16
	for k := 0; k < 12; k++ {
		if cls&(1<<k) == 0 {
			continue
		}
		if k < 8 {
			r |= uint16(1<<k) << 8
		} else {
			r |= uint16(1<<k) >> 8
		}
	}
	return r
}

func (m *Machine) ctypeTable(which int) (uint64, error) {
	st := &m.libc
	cell := &st.ctypeB
	switch which {
	case 1:
		cell = &st.toupper
	case 2:
		cell = &st.tolower
	}
	if *cell != 0 {
		return *cell, nil
	}
	esz := uint64(4)
	if which == 0 {
		esz = 2
	}
	tab, to, err := m.mem.alloc(384*esz, objInternal, "ctype table", false)
	if err != nil {
		return 0, err
	}
	to.readOnly = true
	for i := 0; i < 384; i++ {
		c := i - 128
		var v uint64
		switch which {
		case 0:
			v = uint64(glibcBits(cClass(c)))
			if c == -1 {
				v = 0 // EOF
			}
		case 1:
			r := c
			if c >= 'a' && c <= 'z' {
				r = c - 32
			}
			v = uint64(uint32(int32(r)))
		case 2:
			r := c
			if c >= 'A' && c <= 'Z' {
				r = c + 32
			}
			v = uint64(uint32(int32(r)))
		}
		m.putUint(to.data[uint64(i)*esz:], v, int(esz))
	}
	ptr, po, err := m.mem.alloc(8, objInternal, "ctype table pointer", false)
	if err != nil {
		return 0, err
	}
	m.putUint(po.data, tab+128*esz, 8)
	*cell = ptr
	return ptr, nil
}

func bCtypeLoc(which int) builtinFn {
	return func(m *Machine, c *callCtx) (V, error) {
		p, err := m.ctypeTable(which)
		return V{U: p}, err
	}
}

func bCtypeConv(upper bool) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		x := int32(c.args[0].U)
		if upper && x >= 'a' && x <= 'z' {
			x -= 32
		} else if !upper && x >= 'A' && x <= 'Z' {
			x += 32
		}
		return V{U: uint64(uint32(x))}, nil
	}
}

func bIsClass(cls int) builtinFn {
	return func(_ *Machine, c *callCtx) (V, error) {
		if c.args[0].bad() {
			return V{}, ub("%s of an undefined value", c.name)
		}
		return V{U: uint64(glibcBits(cClass(int(int32(c.args[0].U))) & cls))}, nil
	}
}
