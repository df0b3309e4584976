//! Tokenizer for MLIR assembly: turns source text into [`Token`]s with byte [`Span`]s, and
//! maps byte offsets back to 1-based line and column ([`LineIndex`]).
//!
//! The token classes and error messages follow mlir-opt's lexer: bare identifiers (which
//! also cover keywords and integer type names such as `i32`), `@`/`#`/`!`/`^`/`%`
//! identifiers, decimal and hexadecimal integers, floats (`1.`, `2.5e-3`), strings with the
//! escapes `\"`, `\\`, `\n`, `\t` and `\XX`, and punctuation. `//` starts a comment. As in
//! mlir-opt, `::` is two `:` tokens (symbol references are parsed from them).

/// A half-open byte range `[start, end)` into the source text.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Span {
    /// First byte of the range.
    pub start: u32,
    /// One past the last byte of the range.
    pub end: u32,
}

impl Span {
    /// The range `[start, end)`.
    pub fn new(start: usize, end: usize) -> Self {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }

    /// An empty range at `offset`.
    pub fn at(offset: usize) -> Self {
        Span::new(offset, offset)
    }

    /// The smallest range covering `self` and `other`.
    pub fn to(self, other: Span) -> Span {
        Span {
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }
}

/// What a token is. The text of a token is its span's slice of the source.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A lexical error; the message is in [`Token::error`].
    Error,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*`, including keywords and integer type names.
    BareIdent,
    /// `@name` or `@"string"`.
    AtIdent,
    /// `#suffix-id`.
    HashIdent,
    /// `!suffix-id`.
    BangIdent,
    /// `^suffix-id`.
    CaretIdent,
    /// `%suffix-id`.
    PercentIdent,
    /// A decimal or `0x` hexadecimal integer literal (no sign).
    Integer,
    /// A float literal `[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?` (no sign).
    Float,
    /// A string literal including its quotes.
    String,
    /// `->`
    Arrow,
    /// `:`
    Colon,
    /// `,`
    Comma,
    /// `...`
    Ellipsis,
    /// `=`
    Equal,
    /// `>`
    Greater,
    /// `<`
    Less,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LSquare,
    /// `]`
    RSquare,
    /// `+`
    Plus,
    /// `-`
    Minus,
    /// `*`
    Star,
    /// `?`
    Question,
    /// `|`
    VerticalBar,
    /// `{-#`, which opens the file metadata dictionary.
    FileMetadataBegin,
    /// `#-}`, which closes the file metadata dictionary.
    FileMetadataEnd,
}

impl TokenKind {
    /// The spelling of a punctuation token, or a description of any other kind, as used in
    /// mlir-opt's `expected '...'` messages.
    pub fn spelling(self) -> &'static str {
        match self {
            TokenKind::Eof => "end of file",
            TokenKind::Error => "error",
            TokenKind::BareIdent => "identifier",
            TokenKind::AtIdent => "symbol reference",
            TokenKind::HashIdent => "attribute alias",
            TokenKind::BangIdent => "type alias",
            TokenKind::CaretIdent => "block name",
            TokenKind::PercentIdent => "SSA value",
            TokenKind::Integer => "integer",
            TokenKind::Float => "float",
            TokenKind::String => "string",
            TokenKind::Arrow => "->",
            TokenKind::Colon => ":",
            TokenKind::Comma => ",",
            TokenKind::Ellipsis => "...",
            TokenKind::Equal => "=",
            TokenKind::Greater => ">",
            TokenKind::Less => "<",
            TokenKind::LBrace => "{",
            TokenKind::RBrace => "}",
            TokenKind::LParen => "(",
            TokenKind::RParen => ")",
            TokenKind::LSquare => "[",
            TokenKind::RSquare => "]",
            TokenKind::Plus => "+",
            TokenKind::Minus => "-",
            TokenKind::Star => "*",
            TokenKind::Question => "?",
            TokenKind::VerticalBar => "|",
            TokenKind::FileMetadataBegin => "{-#",
            TokenKind::FileMetadataEnd => "#-}",
        }
    }
}

/// One token: its kind and where it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Token {
    /// The token class.
    pub kind: TokenKind,
    /// Where the token lies in the source.
    pub span: Span,
    /// For [`TokenKind::Error`]: the message and the offset mlir-opt reports it at.
    pub error: Option<(&'static str, u32)>,
}

impl Token {
    /// The token's text within `src`.
    pub fn text<'s>(&self, src: &'s str) -> &'s str {
        &src[self.span.start as usize..self.span.end as usize]
    }

    /// True for a token of kind `kind`.
    pub fn is(&self, kind: TokenKind) -> bool {
        self.kind == kind
    }
}

/// Produces tokens one at a time from a source string.
#[derive(Clone, Debug)]
pub struct Lexer<'a> {
    src: &'a str,
    pos: usize,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer positioned at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer { src, pos: 0 }
    }

    /// The source text.
    pub fn source(&self) -> &'a str {
        self.src
    }

    /// The byte offset the next token will be lexed from.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Moves the lexer to byte offset `pos` (a token boundary previously observed).
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    fn byte(&self, at: usize) -> u8 {
        self.src.as_bytes().get(at).copied().unwrap_or(0)
    }

    fn token(&self, kind: TokenKind, start: usize) -> Token {
        Token {
            kind,
            span: Span::new(start, self.pos),
            error: None,
        }
    }

    fn error(&mut self, start: usize, at: usize, msg: &'static str) -> Token {
        if self.pos <= start {
            self.pos = (start + 1).min(self.src.len());
        }
        self.pos = self.pos.min(self.src.len());
        // Never split a UTF-8 sequence.
        while !self.src.is_char_boundary(self.pos) {
            self.pos += 1;
        }
        Token {
            kind: TokenKind::Error,
            span: Span::new(start, self.pos),
            error: Some((msg, at as u32)),
        }
    }

    /// Lexes and returns the next token; at the end it keeps returning [`TokenKind::Eof`].
    pub fn next_token(&mut self) -> Token {
        loop {
            let start = self.pos;
            if start >= self.src.len() {
                return Token {
                    kind: TokenKind::Eof,
                    span: Span::at(self.src.len()),
                    error: None,
                };
            }
            let c = self.byte(start);
            self.pos += 1;
            let single = |k| Some(k);
            let kind = match c {
                b' ' | b'\t' | b'\n' | b'\r' => continue,
                0 => continue,
                b':' => single(TokenKind::Colon),
                b',' => single(TokenKind::Comma),
                b'.' => {
                    if self.byte(self.pos) == b'.' && self.byte(self.pos + 1) == b'.' {
                        self.pos += 2;
                        single(TokenKind::Ellipsis)
                    } else {
                        let at = self.pos;
                        return self.error(
                            start,
                            at,
                            "expected three consecutive dots for an ellipsis",
                        );
                    }
                }
                b'(' => single(TokenKind::LParen),
                b')' => single(TokenKind::RParen),
                b'{' => {
                    if self.byte(self.pos) == b'-' && self.byte(self.pos + 1) == b'#' {
                        self.pos += 2;
                        single(TokenKind::FileMetadataBegin)
                    } else {
                        single(TokenKind::LBrace)
                    }
                }
                b'}' => single(TokenKind::RBrace),
                b'[' => single(TokenKind::LSquare),
                b']' => single(TokenKind::RSquare),
                b'<' => single(TokenKind::Less),
                b'>' => single(TokenKind::Greater),
                b'=' => single(TokenKind::Equal),
                b'+' => single(TokenKind::Plus),
                b'*' => single(TokenKind::Star),
                b'?' => single(TokenKind::Question),
                b'|' => single(TokenKind::VerticalBar),
                b'-' => {
                    if self.byte(self.pos) == b'>' {
                        self.pos += 1;
                        single(TokenKind::Arrow)
                    } else {
                        single(TokenKind::Minus)
                    }
                }
                b'/' => {
                    if self.byte(self.pos) == b'/' {
                        while self.pos < self.src.len() {
                            let b = self.byte(self.pos);
                            self.pos += 1;
                            if b == b'\n' || b == b'\r' {
                                break;
                            }
                        }
                        continue;
                    }
                    return self.error(start, start, "unexpected character");
                }
                b'@' => return self.lex_at_ident(start),
                b'#' if self.byte(self.pos) == b'-' && self.byte(self.pos + 1) == b'}' => {
                    self.pos += 2;
                    single(TokenKind::FileMetadataEnd)
                }
                b'#' | b'!' | b'^' | b'%' => return self.lex_prefixed(start, c),
                b'"' => return self.lex_string(start, TokenKind::String),
                b'0'..=b'9' => return self.lex_number(start),
                c if c.is_ascii_alphabetic() || c == b'_' => {
                    while is_ident_char(self.byte(self.pos)) {
                        self.pos += 1;
                    }
                    single(TokenKind::BareIdent)
                }
                _ => None,
            };
            return match kind {
                Some(kind) => self.token(kind, start),
                None => self.error(start, start, "unexpected character"),
            };
        }
    }

    fn lex_at_ident(&mut self, start: usize) -> Token {
        let c = self.byte(self.pos);
        self.pos += 1;
        if c == b'"' {
            return self.lex_string(start, TokenKind::AtIdent);
        }
        if !(c.is_ascii_alphabetic() || c == b'_') {
            let at = self.pos - 1;
            return self.error(
                start,
                at,
                "@ identifier expected to start with letter or '_'",
            );
        }
        while is_ident_char(self.byte(self.pos)) {
            self.pos += 1;
        }
        self.token(TokenKind::AtIdent, start)
    }

    fn lex_prefixed(&mut self, start: usize, prefix: u8) -> Token {
        let (kind, msg) = match prefix {
            b'#' => (TokenKind::HashIdent, "invalid attribute name"),
            b'%' => (TokenKind::PercentIdent, "invalid SSA name"),
            b'^' => (TokenKind::CaretIdent, "invalid block name"),
            _ => (TokenKind::BangIdent, "invalid type identifier"),
        };
        let c = self.byte(self.pos);
        if c.is_ascii_digit() {
            while self.byte(self.pos).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while is_suffix_char(self.byte(self.pos)) {
                self.pos += 1;
            }
        } else {
            return self.error(start, start, msg);
        }
        self.token(kind, start)
    }

    fn lex_string(&mut self, start: usize, kind: TokenKind) -> Token {
        loop {
            if self.pos >= self.src.len() {
                let at = self.src.len();
                return self.error(start, at, "expected '\"' in string literal");
            }
            let c = self.byte(self.pos);
            self.pos += 1;
            match c {
                b'"' => return self.token(kind, start),
                b'\n' | 0x0b | 0x0c => {
                    let at = self.pos - 1;
                    return self.error(start, at, "expected '\"' in string literal");
                }
                b'\\' => {
                    let n = self.byte(self.pos);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 1;
                    } else if n.is_ascii_hexdigit() && self.byte(self.pos + 1).is_ascii_hexdigit() {
                        self.pos += 2;
                    } else {
                        let at = self.pos - 1;
                        return self.error(start, at, "unknown escape in string literal");
                    }
                }
                _ => {}
            }
        }
    }

    fn lex_number(&mut self, start: usize) -> Token {
        if self.byte(start) == b'0' && self.byte(self.pos) == b'x' {
            if !self.byte(self.pos + 1).is_ascii_hexdigit() {
                return self.token(TokenKind::Integer, start);
            }
            self.pos += 2;
            while self.byte(self.pos).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return self.token(TokenKind::Integer, start);
        }
        while self.byte(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if self.byte(self.pos) != b'.' {
            return self.token(TokenKind::Integer, start);
        }
        self.pos += 1;
        while self.byte(self.pos).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.byte(self.pos), b'e' | b'E') {
            let n1 = self.byte(self.pos + 1);
            let n2 = self.byte(self.pos + 2);
            if n1.is_ascii_digit() || (matches!(n1, b'-' | b'+') && n2.is_ascii_digit()) {
                self.pos += 2;
                while self.byte(self.pos).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        self.token(TokenKind::Float, start)
    }
}

/// Decodes the body of a string literal token (the text including its quotes) into bytes,
/// resolving the escapes `\"`, `\\`, `\n`, `\t` and `\XX`.
pub fn unescape_string(token_text: &str) -> Vec<u8> {
    let bytes = token_text.as_bytes();
    let body = if bytes.len() >= 2 {
        &bytes[1..bytes.len() - 1]
    } else {
        &[][..]
    };
    let mut out = Vec::with_capacity(body.len());
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        if c != b'\\' || i + 1 >= body.len() {
            out.push(c);
            i += 1;
            continue;
        }
        let n = body[i + 1];
        match n {
            b'"' | b'\\' => {
                out.push(n);
                i += 2;
            }
            b'n' => {
                out.push(b'\n');
                i += 2;
            }
            b't' => {
                out.push(b'\t');
                i += 2;
            }
            _ => {
                let hex = |b: u8| (b as char).to_digit(16);
                match (hex(n), body.get(i + 2).copied().and_then(hex)) {
                    (Some(h), Some(l)) => {
                        out.push((h * 16 + l) as u8);
                        i += 3;
                    }
                    _ => {
                        out.push(c);
                        i += 1;
                    }
                }
            }
        }
    }
    out
}

/// Maps byte offsets of one source text to 1-based lines and columns (columns count bytes).
#[derive(Clone, Debug)]
pub struct LineIndex {
    line_starts: Vec<u32>,
}

impl LineIndex {
    /// Indexes the line starts of `src`.
    pub fn new(src: &str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(memchr::memchr_iter(b'\n', src.as_bytes()).map(|i| i as u32 + 1));
        LineIndex { line_starts }
    }

    /// The 1-based (line, column) of byte `offset`.
    pub fn line_col(&self, offset: usize) -> (u32, u32) {
        let line = match self.line_starts.binary_search(&(offset as u32)) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        (
            (line + 1) as u32,
            (offset - self.line_starts[line] as usize + 1) as u32,
        )
    }

    /// The byte offset where 1-based `line` starts, if the text has that line.
    pub fn line_start(&self, line: u32) -> Option<usize> {
        self.line_starts
            .get((line as usize).checked_sub(1)?)
            .map(|&s| s as usize)
    }
}

/// The 1-based (line, column) of byte `offset` in `src`; columns count bytes.
///
/// `offset` may point inside a multi-byte character (error positions count bytes).
pub fn line_col(src: &str, offset: usize) -> (u32, u32) {
    LineIndex::new(src).line_col(offset.min(src.len()))
}

/// The text of the line containing byte `offset` (without its line terminator).
///
/// `offset` may point inside a multi-byte character; line breaks are ASCII, so the line's
/// bounds are always character boundaries.
pub fn line_text(src: &str, offset: usize) -> &str {
    let offset = offset.min(src.len());
    let bytes = src.as_bytes();
    let start = bytes[..offset]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let end = bytes[offset..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(src.len(), |i| offset + i);
    src[start..end]
        .strip_suffix('\r')
        .unwrap_or(&src[start..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_inside_multibyte_characters() {
        let src = "a\u{e9}b\n\u{20ac}x";
        assert_eq!(line_col(src, 2), (1, 3));
        assert_eq!(line_text(src, 2), "a\u{e9}b");
        assert_eq!(line_col(src, 6), (2, 2));
        assert_eq!(line_text(src, 6), "\u{20ac}x");
    }

    fn kinds(src: &str) -> Vec<(TokenKind, String)> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            if t.kind == TokenKind::Eof {
                return out;
            }
            out.push((t.kind, t.text(src).to_string()));
        }
    }

    #[test]
    fn punctuation_and_identifiers() {
        use TokenKind::*;
        let got =
            kinds("%a:2 = \"x.y\"(%b) {k = @s::@t} : () -> i32 // c\n^bb0 #m !t.x {-# #-} ...");
        let want = vec![
            (PercentIdent, "%a"),
            (Colon, ":"),
            (Integer, "2"),
            (Equal, "="),
            (String, "\"x.y\""),
            (LParen, "("),
            (PercentIdent, "%b"),
            (RParen, ")"),
            (LBrace, "{"),
            (BareIdent, "k"),
            (Equal, "="),
            (AtIdent, "@s"),
            (Colon, ":"),
            (Colon, ":"),
            (AtIdent, "@t"),
            (RBrace, "}"),
            (Colon, ":"),
            (LParen, "("),
            (RParen, ")"),
            (Arrow, "->"),
            (BareIdent, "i32"),
            (CaretIdent, "^bb0"),
            (HashIdent, "#m"),
            (BangIdent, "!t.x"),
            (FileMetadataBegin, "{-#"),
            (FileMetadataEnd, "#-}"),
            (Ellipsis, "..."),
        ];
        let want: Vec<_> = want.into_iter().map(|(k, s)| (k, s.to_string())).collect();
        assert_eq!(got, want);
    }

    #[test]
    fn numbers() {
        use TokenKind::*;
        assert_eq!(kinds("0x1F"), vec![(Integer, "0x1F".to_string())]);
        assert_eq!(
            kinds("0xi32"),
            vec![(Integer, "0".to_string()), (BareIdent, "xi32".to_string())]
        );
        assert_eq!(kinds("1.5e-3"), vec![(Float, "1.5e-3".to_string())]);
        assert_eq!(
            kinds("1e5"),
            vec![(Integer, "1".to_string()), (BareIdent, "e5".to_string())]
        );
        assert_eq!(kinds("2."), vec![(Float, "2.".to_string())]);
    }

    #[test]
    fn strings_and_errors() {
        assert_eq!(
            unescape_string(r#""a\"b\\\n\t\41""#),
            b"a\"b\\\n\tA".to_vec()
        );
        let mut lx = Lexer::new("\"abc");
        let t = lx.next_token();
        assert_eq!(t.kind, TokenKind::Error);
        assert_eq!(t.error.unwrap().0, "expected '\"' in string literal");
        let mut lx = Lexer::new("\"\\q\"");
        assert_eq!(
            lx.next_token().error.unwrap().0,
            "unknown escape in string literal"
        );
        let mut lx = Lexer::new("@");
        assert_eq!(lx.next_token().kind, TokenKind::Error);
        assert_eq!(lx.next_token().kind, TokenKind::Eof);
        let mut lx = Lexer::new("é");
        let t = lx.next_token();
        assert_eq!(t.error.unwrap().0, "unexpected character");
        assert_eq!(lx.next_token().kind, TokenKind::Eof);
    }

    #[test]
    fn line_columns() {
        let src = "ab\ncd\n\nx";
        let idx = LineIndex::new(src);
        assert_eq!(idx.line_col(0), (1, 1));
        assert_eq!(idx.line_col(4), (2, 2));
        assert_eq!(idx.line_col(7), (4, 1));
        assert_eq!(line_col(src, 8), (4, 2));
        assert_eq!(line_text(src, 4), "cd");
    }
}
