package lltext

// The lexer turns LLVM assembly bytes into tokens. It never allocates for
// keywords or plain names: a token's text is a slice of the input, and only
// quoted strings and names that contain escapes get a fresh buffer.

// lexKind is a token class.
type lexKind uint8

const (
	lexEOF   lexKind = iota
	lexError         // bad input; lexer.err says why
	lexEqual         // =
	lexComma         // ,
	lexStar          // *
	lexLSquare
	lexRSquare
	lexLBrace
	lexRBrace
	lexLess
	lexGreater
	lexLParen
	lexRParen
	lexExclaim // ! (followed by a number, "{", '"' ...)
	lexBar     // |
	lexDotDotDot
	lexLocalVar    // %name (text: the unescaped name)
	lexLocalID     // %N (text: the digits)
	lexGlobalVar   // @name
	lexGlobalID    // @N
	lexComdatVar   // $name
	lexMetadataVar // !name (text: name, e.g. "dbg", "DILocation", "llvm.module.flags")
	lexAttrGrpID   // #N
	lexDbgRecord   // #dbg_value etc. (text without '#')
	lexSummaryID   // ^N
	lexLabel       // name: or "quoted": (text: the unescaped name)
	lexLabelID     // N: (text: the digits)
	lexString      // "..." (text: unescaped)
	lexCString     // c"..." (text: unescaped)
	lexInt         // [-]digits, u0x.., s0x..
	lexFloat       // decimal float or 0x/0xK/0xL/0xM/0xH/0xR hex float
	lexIdent       // bare word: keywords, type names, DW_* identifiers
)

var lexKindNames = [...]string{
	lexEOF: "end of file", lexError: "error", lexEqual: "'='", lexComma: "','", lexStar: "'*'",
	lexLSquare: "'['", lexRSquare: "']'", lexLBrace: "'{'", lexRBrace: "'}'", lexLess: "'<'",
	lexGreater: "'>'", lexLParen: "'('", lexRParen: "')'", lexExclaim: "'!'", lexBar: "'|'",
	lexDotDotDot: "'...'", lexLocalVar: "local name", lexLocalID: "local number",
	lexGlobalVar: "global name", lexGlobalID: "global number", lexComdatVar: "comdat name",
	lexMetadataVar: "metadata name", lexAttrGrpID: "attribute group", lexDbgRecord: "debug record",
	lexSummaryID: "summary id", lexLabel: "label", lexLabelID: "label", lexString: "string",
	lexCString: "string", lexInt: "integer", lexFloat: "float", lexIdent: "keyword",
}

// token is one lexeme. text is a slice of the source unless the lexeme
// held escapes.
//
// pos is 32 bits (Parse refuses larger inputs) so that a token is 32
// bytes: the compiler keeps a struct that small in registers, and the
// 40-byte token of before went through a copy on the stack at every
// p.tok = p.lx.next() that read it back 16 bytes at a time over the
// narrower stores just made (a store-forwarding stall: 6% of parsing
// libclc).
type token struct {
	text []byte
	pos  int32 // byte offset of the token's first byte
	kind lexKind
}

// lexer scans src from pos.
type lexer struct {
	src    []byte
	pos    int
	err    string // set with lexError
	errPos int
}

func lexIsLetter(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func lexIsDigit(c byte) bool { return c >= '0' && c <= '9' }

func lexIsHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// lexIsNameChar reports whether c may appear in a bare name after a sigil
// ([-a-zA-Z$._0-9]).
func lexIsNameChar(c byte) bool {
	return lexIsLetter(c) || lexIsDigit(c) || c == '-' || c == '$' || c == '.' || c == '_'
}

// lexIsIdentChar reports whether c may continue a bare keyword.
func lexIsIdentChar(c byte) bool {
	return lexIsLetter(c) || lexIsDigit(c) || c == '$' || c == '.' || c == '_'
}

func lexHexVal(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// lexUnescape decodes LLVM string escapes: \\ is a backslash and \XX a hex
// byte; any other backslash stays as it is. It returns s itself when there
// is nothing to decode.
func lexUnescape(s []byte) []byte {
	i := 0
	for i < len(s) && s[i] != '\\' {
		i++
	}
	if i == len(s) {
		return s
	}
	out := make([]byte, i, len(s))
	copy(out, s[:i])
	for i < len(s) {
		c := s[i]
		if c == '\\' {
			if i+1 < len(s) && s[i+1] == '\\' {
				out = append(out, '\\')
				i += 2
				continue
			}
			if i+2 < len(s) && lexIsHex(s[i+1]) && lexIsHex(s[i+2]) {
				out = append(out, lexHexVal(s[i+1])<<4|lexHexVal(s[i+2]))
				i += 3
				continue
			}
		}
		out = append(out, c)
		i++
	}
	return out
}

func (l *lexer) fail(pos int, msg string) token {
	l.err = msg
	l.errPos = pos
	return token{kind: lexError, pos: int32(pos)}
}

// skipSpace skips blanks, `;` line comments and `/* */` block comments.
func (l *lexer) skipSpace() bool {
	src := l.src
	for l.pos < len(src) {
		c := src[l.pos]
		switch c {
		case ' ', '\t', '\n', '\r': // LLVM's blanks: not \f or \v
			l.pos++
		case ';':
			// LLVM's lexer ends a comment at '\n' or '\r'.
			for l.pos < len(src) && src[l.pos] != '\n' && src[l.pos] != '\r' {
				l.pos++
			}
		case '/':
			if l.pos+1 < len(src) && src[l.pos+1] == '*' {
				// As LLVM's lexer scans it: a '*' and the character after
				// it are taken together, so "*/" ends the comment only when
				// that '*' is not itself the second of such a pair
				// ("/***/" and "/* a **/" are unterminated in llvm-as).
				p := l.pos + 2
				for {
					if p >= len(src) {
						return false
					}
					c := src[p]
					p++
					if c != '*' {
						continue
					}
					if p >= len(src) {
						return false
					}
					c = src[p]
					p++
					if c == '/' {
						break
					}
				}
				l.pos = p
				continue
			}
			return true
		default:
			return true
		}
	}
	return true
}

// next returns the next token.
func (l *lexer) next() token {
	if !l.skipSpace() {
		return l.fail(l.pos, "unterminated comment")
	}
	src := l.src
	start := l.pos
	if start >= len(src) {
		return token{kind: lexEOF, pos: int32(start)}
	}
	c := src[start]
	simple := func(k lexKind) token {
		l.pos++
		return token{kind: k, pos: int32(start)}
	}
	switch c {
	case '=':
		return simple(lexEqual)
	case ',':
		return simple(lexComma)
	case '*':
		return simple(lexStar)
	case '[':
		return simple(lexLSquare)
	case ']':
		return simple(lexRSquare)
	case '{':
		return simple(lexLBrace)
	case '}':
		return simple(lexRBrace)
	case '<':
		return simple(lexLess)
	case '>':
		return simple(lexGreater)
	case '(':
		return simple(lexLParen)
	case ')':
		return simple(lexRParen)
	case '|':
		return simple(lexBar)
	case '.':
		if start+2 < len(src) && src[start+1] == '.' && src[start+2] == '.' {
			l.pos += 3
			return token{kind: lexDotDotDot, pos: int32(start)}
		}
		return l.lexIdentOrLabel(start)
	case '%':
		return l.lexVar(start, lexLocalVar, lexLocalID)
	case '@':
		return l.lexVar(start, lexGlobalVar, lexGlobalID)
	case '$':
		if start+1 < len(src) && (lexIsNameChar(src[start+1]) || src[start+1] == '"') {
			t := l.lexVar(start, lexComdatVar, lexComdatVar)
			return t
		}
		return l.lexIdentOrLabel(start)
	case '!':
		return l.lexExclaim(start)
	case '#':
		l.pos++
		if l.pos < len(src) && lexIsDigit(src[l.pos]) {
			for l.pos < len(src) && lexIsDigit(src[l.pos]) {
				l.pos++
			}
			return token{kind: lexAttrGrpID, pos: int32(start), text: src[start+1 : l.pos]}
		}
		if l.pos < len(src) && lexIsLetter(src[l.pos]) {
			for l.pos < len(src) && lexIsIdentChar(src[l.pos]) {
				l.pos++
			}
			return token{kind: lexDbgRecord, pos: int32(start), text: src[start+1 : l.pos]}
		}
		return l.fail(start, "invalid token '#'")
	case '^':
		l.pos++
		if l.pos < len(src) && lexIsDigit(src[l.pos]) {
			for l.pos < len(src) && lexIsDigit(src[l.pos]) {
				l.pos++
			}
			return token{kind: lexSummaryID, pos: int32(start), text: src[start+1 : l.pos]}
		}
		return l.fail(start, "invalid token '^'")
	case '"':
		s, ok := l.lexQuoted(start)
		if !ok {
			return l.fail(start, "unterminated string constant")
		}
		if l.pos < len(src) && src[l.pos] == ':' {
			if len(s) == 0 {
				return l.fail(start, "empty label name")
			}
			if lexHasNUL(s) {
				return l.fail(start, "NUL character is not allowed in names")
			}
			l.pos++
			return token{kind: lexLabel, pos: int32(start), text: s}
		}
		return token{kind: lexString, pos: int32(start), text: s}
	case '-', '+':
		return l.lexNumber(start)
	}
	if lexIsDigit(c) {
		return l.lexNumber(start)
	}
	if c == 'c' && start+1 < len(src) && src[start+1] == '"' {
		l.pos++
		s, ok := l.lexQuoted(start + 1)
		if !ok {
			return l.fail(start, "unterminated string constant")
		}
		return token{kind: lexCString, pos: int32(start), text: s}
	}
	if (c == 'u' || c == 's') && start+2 < len(src) && src[start+1] == '0' && src[start+2] == 'x' {
		p := start + 3
		for p < len(src) && lexIsHex(src[p]) {
			p++
		}
		if p > start+3 && (p >= len(src) || !lexIsIdentChar(src[p])) {
			l.pos = p
			return token{kind: lexInt, pos: int32(start), text: src[start:p]}
		}
	}
	if lexIsLetter(c) || c == '_' {
		return l.lexIdentOrLabel(start)
	}
	return l.fail(start, "invalid character '"+string(rune(c))+"'")
}

// lexQuoted scans a "..." string starting at the quote at pos and returns
// its unescaped contents.
func (l *lexer) lexQuoted(pos int) ([]byte, bool) {
	src := l.src
	p := pos + 1
	for p < len(src) && src[p] != '"' {
		p++
	}
	if p >= len(src) {
		return nil, false
	}
	l.pos = p + 1
	return lexUnescape(src[pos+1 : p]), true
}

func lexHasNUL(s []byte) bool {
	for _, c := range s {
		if c == 0 {
			return true
		}
	}
	return false
}

// lexVar scans %name, %"name", %N (and the same after @ and $).
func (l *lexer) lexVar(start int, named, numbered lexKind) token {
	src := l.src
	p := start + 1
	if p < len(src) && src[p] == '"' {
		s, ok := l.lexQuoted(p)
		if !ok {
			return l.fail(start, "unterminated string constant")
		}
		if len(s) == 0 {
			return l.fail(start, "empty name after '"+string(rune(src[start]))+"'")
		}
		if lexHasNUL(s) {
			// llvm-as rejects it too; a name is a C string in places.
			return l.fail(start, "NUL character is not allowed in names")
		}
		return token{kind: named, pos: int32(start), text: s}
	}
	if p < len(src) && lexIsDigit(src[p]) {
		// A name never starts with a digit: `@0A` is @0 followed by A, as
		// LLVM's lexer reads it (and then rejects it).
		q := p
		for q < len(src) && lexIsDigit(src[q]) {
			q++
		}
		l.pos = q
		return token{kind: numbered, pos: int32(start), text: src[p:q]}
	}
	q := p
	for q < len(src) && lexIsNameChar(src[q]) {
		q++
	}
	if q == p {
		return l.fail(start, "invalid name after '"+string(rune(src[start]))+"'")
	}
	l.pos = q
	return token{kind: named, pos: int32(start), text: src[p:q]}
}

// lexExclaim scans !name or a lone '!'.
func (l *lexer) lexExclaim(start int) token {
	src := l.src
	p := start + 1
	if p < len(src) && (lexIsLetter(src[p]) || src[p] == '-' || src[p] == '$' || src[p] == '.' || src[p] == '_' || src[p] == '\\') {
		q := p
		for q < len(src) && (lexIsNameChar(src[q]) || src[q] == '\\') {
			q++
		}
		l.pos = q
		return token{kind: lexMetadataVar, pos: int32(start), text: lexUnescape(src[p:q])}
	}
	l.pos = p
	return token{kind: lexExclaim, pos: int32(start)}
}

// lexIdentOrLabel scans a bare word, or a label when a ':' follows.
func (l *lexer) lexIdentOrLabel(start int) token {
	src := l.src
	p := start
	for p < len(src) && lexIsIdentChar(src[p]) {
		p++
	}
	// Labels may also contain '-'.
	q := p
	for q < len(src) && lexIsNameChar(src[q]) {
		q++
	}
	if q < len(src) && src[q] == ':' {
		l.pos = q + 1
		return token{kind: lexLabel, pos: int32(start), text: src[start:q]}
	}
	if p == start {
		return l.fail(start, "invalid character '"+string(rune(src[start]))+"'")
	}
	l.pos = p
	return token{kind: lexIdent, pos: int32(start), text: src[start:p]}
}

// lexNumber scans integers, decimal and hex floats and numeric labels.
func (l *lexer) lexNumber(start int) token {
	src := l.src
	p := start
	if src[p] == '-' || src[p] == '+' {
		p++
	}
	if p >= len(src) || !lexIsDigit(src[p]) {
		// "-foo:" is a valid label.
		if src[start] == '-' {
			return l.lexIdentOrLabel(start)
		}
		return l.fail(start, "invalid character '"+string(rune(src[start]))+"'")
	}
	// Hex float: 0x, 0xK, 0xL, 0xM, 0xH, 0xR.
	if src[start] == '0' && p+1 < len(src) && src[p+1] == 'x' {
		q := p + 2
		if q < len(src) {
			switch src[q] {
			case 'K', 'L', 'M', 'H', 'R':
				q++
			}
		}
		h := q
		for q < len(src) && lexIsHex(src[q]) {
			q++
		}
		if q == h {
			return l.fail(start, "invalid hexadecimal constant")
		}
		l.pos = q
		return token{kind: lexFloat, pos: int32(start), text: src[start:q]}
	}
	q := p
	for q < len(src) && lexIsDigit(src[q]) {
		q++
	}
	// Numeric label: 12: (or a label with other name characters).
	if src[start] != '+' {
		r := q
		for r < len(src) && lexIsNameChar(src[r]) {
			r++
		}
		if r < len(src) && src[r] == ':' {
			l.pos = r + 1
			if r == q && src[start] != '-' {
				return token{kind: lexLabelID, pos: int32(start), text: src[start:q]}
			}
			return token{kind: lexLabel, pos: int32(start), text: src[start:r]}
		}
	}
	if q < len(src) && src[q] == '.' {
		q++
		for q < len(src) && lexIsDigit(src[q]) {
			q++
		}
		if q < len(src) && (src[q] == 'e' || src[q] == 'E') {
			r := q + 1
			if r < len(src) && (src[r] == '-' || src[r] == '+') {
				r++
			}
			if r < len(src) && lexIsDigit(src[r]) {
				for r < len(src) && lexIsDigit(src[r]) {
					r++
				}
				q = r
			}
		}
		l.pos = q
		return token{kind: lexFloat, pos: int32(start), text: src[start:q]}
	}
	if src[start] == '+' {
		return l.fail(start, "invalid character '+'")
	}
	l.pos = q
	return token{kind: lexInt, pos: int32(start), text: src[start:q]}
}
